"""``python -m bench <command>``: run a benchmark, print its summary, save it under bench/results/.

Commands that evaluate questions (``longmemeval``, ``locomo``) write a results directory with a
per-question log that doubles as the checkpoint: re-run with the same ``--out`` to resume.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, Literal, TypeVar

import click

from bench.perturb import PERTURBATIONS
from bench.runlog import stamp

RESULTS = Path(__file__).resolve().parent / "results"
T = TypeVar("T")


def _default_out(name: str) -> Path:
    return RESULTS / f"{name}-{time.strftime('%Y%m%d-%H%M%S')}"


def _save(summary: dict[str, Any], out: Path | None = None) -> Path:
    stamp(summary)
    out = out or _default_out(summary["benchmark"])
    out.mkdir(parents=True, exist_ok=True)
    path = out / "summary.json"
    path.write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def main() -> None:
    """Engram benchmarks. Each command prints a JSON summary and saves it under bench/results/."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")


_sync = click.option(
    "--synchronous",
    type=click.Choice(["FULL", "NORMAL"]),
    default="FULL",
    show_default=True,
    help="SQLite synchronous mode.",
)
_timeline_data = click.option(
    "--data",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=None,
    help="A timeline directory (default: ../shared/data/timeline/dev).",
)
_out = click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Results directory (default: bench/results/<command>-<time>).",
)


@main.command()
@click.option("--n", default=1000, show_default=True, help="Adds to time.")
@click.option("--seed", default=7, show_default=True)
@_sync
def write(n: int, seed: int, synchronous: str) -> None:
    """Latency of Engram.add: p50/p95/p99/max and throughput over N mixed messages."""
    from bench.write import run_write

    summary = asyncio.run(run_write(n, seed, synchronous))
    path = _save(summary)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path}", err=True)


@main.command(name="import")
@click.option("--n", default=2000, show_default=True, help="Episodes in the JSONL file.")
@click.option("--seed", default=11, show_default=True)
@_sync
def import_(n: int, seed: int, synchronous: str) -> None:
    """Throughput of bulk import (batched embeddings), in episodes/s."""
    from bench.write import run_import

    summary = asyncio.run(run_import(n, seed, synchronous))
    path = _save(summary)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path}", err=True)


@main.command()
@click.option("--n", default=2000, show_default=True, help="Episodes to consolidate.")
@click.option("--users", default=20, show_default=True, help="Users the episodes belong to.")
@click.option("--seed", default=13, show_default=True)
@click.option(
    "--concurrency", default=1, show_default=True, help="Users drained at once (one process)."
)
def consolidation(n: int, users: int, seed: int, concurrency: int) -> None:
    """Throughput of System-2 consolidation (rule extractor, real model): episodes/s per worker."""
    from bench.consolidation import run_consolidation

    summary = asyncio.run(run_consolidation(n, users, seed, concurrency))
    path = _save(summary)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path}", err=True)


@main.command()
@_timeline_data
@click.option(
    "--perturb",
    default="",
    metavar="NAME[,NAME...]",
    help="Apply meaning-preserving edits to every utterance first (bench/perturb.py: "
    + ", ".join(PERTURBATIONS)
    + ").",
)
@_out
def timeline(data: Path | None, perturb: str, out: Path | None) -> None:
    """Time-correctness suite: point-in-time accuracy, preservation, change reflection."""
    from bench.perturb import compose
    from bench.timeline import DEFAULT_DATA, run_timeline, write_report

    names = [n.strip() for n in perturb.split(",") if n.strip()]
    try:
        edit = compose(names) if names else None
    except KeyError as e:
        raise click.BadParameter(str(e.args[0]), param_hint="--perturb") from None
    out = out or _default_out("timeline")
    summary = asyncio.run(run_timeline(data or DEFAULT_DATA, out, edit=edit))
    if names:
        summary["perturb"] = names
    path = _save(summary, out)
    write_report(summary, out)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path} (per-item log: {out / 'items.jsonl'}; {out / 'report.md'})", err=True)


@main.command()
@_timeline_data
@_out
def robustness(data: Path | None, out: Path | None) -> None:
    """The timeline suite under every meaning-preserving edit of bench/perturb.py.

    One row per edit and language: the same rates as `timeline`, and the drop from the unedited
    run. An edit that keeps the meaning should change nothing.
    """
    from bench.perturb import PERTURBATIONS, applies_to
    from bench.timeline import DEFAULT_DATA, run_timeline

    data = data or DEFAULT_DATA
    out = out or _default_out("robustness")
    rows: list[dict[str, Any]] = []
    base = asyncio.run(run_timeline(data))["by_language"]
    for name, edit in [("none", None), *PERTURBATIONS.items()]:
        summary = (
            base if edit is None else asyncio.run(run_timeline(data, edit=edit))["by_language"]
        )
        for lang, s in summary.items():
            if name != "none" and lang not in applies_to(name):
                continue
            keys = ("point_in_time_accuracy", "change_reflection", "preservation",
                    "wrongly_closed", "never_closed", "missing")  # fmt: skip
            row = {"edit": name, "language": lang, **{k: s[k] for k in keys},
                   "queries": s["queries"]["satisfied"]}  # fmt: skip
            row["pit_drop"] = round(
                base[lang]["point_in_time_accuracy"] - s["point_in_time_accuracy"], 4
            )
            rows.append(row)
            click.echo(json.dumps(row, ensure_ascii=False), err=True)
    summary = {"benchmark": "robustness", "data": str(data), "rows": rows}
    path = _save(summary, out)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path}", err=True)


@main.command()
@click.option(
    "--data",
    type=click.Path(exists=True, path_type=Path),
    default=None,
    help="A battery directory or file (default: tests/data/timeline_battery).",
)
@click.option("-v", "--verbose", is_flag=True, help="Print each failing item: its utterances, the facts wanted and stored.")
@_out
def battery(data: Path | None, verbose: bool, out: Path | None) -> None:
    """Mini-stories, one kind of fact in many wordings (bench/battery.py): items passed per file."""
    from bench.battery import DEFAULT_DATA, run_battery

    summary = asyncio.run(run_battery(data or DEFAULT_DATA, verbose=verbose))
    path = _save(summary, out)
    click.echo(json.dumps({k: v for k, v in summary.items() if k != "failed_items"}, indent=2, ensure_ascii=False))
    click.echo(f"saved {path}", err=True)


@main.command()
@click.option("--n", default=100_000, show_default=True, help="Episodes for one user.")
@click.option("--queries", default=200, show_default=True)
@click.option(
    "--vector-cache-mb",
    type=int,
    default=None,
    help="Override [recall] vector_cache_mb (0: the dense channel uses sqlite-vec only).",
)
@click.option(
    "--facts/--no-facts",
    default=True,
    show_default=True,
    help="Consolidate the episodes before timing recall, so the fact-side channels have work.",
)
def scale(n: int, queries: int, vector_cache_mb: int | None, facts: bool) -> None:
    """Recall latency per channel with N episodes for one user, and the peak RSS."""
    from bench.scale import run_scale

    summary = asyncio.run(run_scale(n, queries, vector_cache_mb=vector_cache_mb, facts=facts))
    path = _save(summary)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path}", err=True)


@main.command()
@click.option("--timeline", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--locomo", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--locomo-convs", default=2, show_default=True, help="LoCoMo conversations used.")
def calibrate(timeline: Path | None, locomo: Path | None, locomo_convs: int) -> None:
    """Calibrate the abstention gate's two bars on labelled questions (see bench/calibrate.py)."""
    from bench.calibrate import run_calibrate

    out = RESULTS / f"calibrate-{time.strftime('%Y%m%d-%H%M%S')}"
    summary = asyncio.run(run_calibrate(timeline, locomo, locomo_convs, out))
    path = _save(summary, out)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path} (evidence per question: {out / 'evidence.jsonl'})", err=True)


@main.command()
@click.option("--clients", default=32, show_default=True, help="Concurrent clients (load phase).")
@click.option("--adds", default=200, show_default=True, help="Adds per client (load phase).")
@click.option("--latency-n", default=500, show_default=True, help="Sequential adds timed.")
@click.option(
    "--recall-episodes",
    default=10_000,
    show_default=True,
    help="Episodes searched (0 skips the recall phase).",
)
@click.option("--queries", default=200, show_default=True, help="Recall queries timed.")
@click.option("--cli-runs", default=20, show_default=True, help="`engram add` runs (client mode).")
@click.option("--embedded-runs", default=3, show_default=True, help="`engram add` runs, embedded.")
@click.option(
    "--consolidate-wait-s",
    default=1800.0,
    show_default=True,
    help="Longest wait for the worker to consolidate before recall is timed.",
)
@click.option("--hash", "hash_embedder", is_flag=True, help="Hash embedder (a quick smoke run).")
def sidecar(
    clients: int,
    adds: int,
    latency_n: int,
    recall_episodes: int,
    queries: int,
    cli_runs: int,
    embedded_runs: int,
    consolidate_wait_s: float,
    hash_embedder: bool,
) -> None:
    """The daemon over its Unix socket: add p99, `engram add` wall time, 32x200 load, recall p95."""
    from bench.sidecar import run_sidecar

    summary = asyncio.run(
        run_sidecar(
            clients=clients,
            adds=adds,
            latency_n=latency_n,
            recall_episodes=recall_episodes,
            queries=queries,
            cli_runs=cli_runs,
            embedded_runs=embedded_runs,
            hash_embedder=hash_embedder,
            consolidate_wait_s=consolidate_wait_s,
        )
    )
    path = _save(summary)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path}", err=True)


@main.command()
@click.option("--minutes", default=10.0, show_default=True, help="Length of the load.")
@click.option("--rate", default=50.0, show_default=True, help="Requests per second (open loop).")
@click.option("--users", default=5, show_default=True, help="Users the requests are spread over.")
@click.option("--add-share", default=0.7, show_default=True, help="Share of adds (rest: recall).")
@click.option("--seed", default=17, show_default=True)
@click.option("--concurrency", default=32, show_default=True, help="Most requests in flight.")
@click.option(
    "--drain-timeout-s",
    default=600.0,
    show_default=True,
    help="Longest wait for the consolidation queue to empty after the load.",
)
@click.option(
    "--rss-bound-mb", default=50.0, show_default=True, help="Largest RSS growth that passes."
)
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Output folder (default bench/results/soak-<timestamp>).",
)
@click.option("--hash", "hash_embedder", is_flag=True, help="Hash embedder (a quick smoke run).")
def soak(
    minutes: float,
    rate: float,
    users: int,
    add_share: float,
    seed: int,
    concurrency: int,
    drain_timeout_s: float,
    rss_bound_mb: float,
    out: Path | None,
    hash_embedder: bool,
) -> None:
    """Mixed add/recall at a fixed rate over the socket: errors, loss, latency and RSS over time.

    Exits 1 when the verdict fails (errors, lost or dropped requests, or RSS growth over the bound).
    """
    from bench.soak import SoakConfig, run_soak

    cfg = SoakConfig(
        minutes=minutes,
        rate=rate,
        users=users,
        add_share=add_share,
        seed=seed,
        concurrency=concurrency,
        drain_timeout_s=drain_timeout_s,
        rss_bound_mb=rss_bound_mb,
        hash_embedder=hash_embedder,
    )
    out = out or RESULTS / f"soak-{time.strftime('%Y%m%d-%H%M%S')}"
    summary = asyncio.run(run_soak(cfg, out))
    click.echo(json.dumps({k: v for k, v in summary.items() if k != "windows"}, indent=2))
    click.echo(f"saved {out / 'summary.json'} (report: {out / 'report.md'})", err=True)
    if not summary["verdict"]["pass"]:
        raise SystemExit(1)


# -- question-answering benchmarks (resumable results directories) ------------------------------


def _options(*decorators: Callable[[Any], Any]) -> Callable[[Any], Any]:
    def apply(f: Any) -> Any:
        for d in reversed(decorators):
            f = d(f)
        return f

    return apply


_llm = _options(
    click.option(
        "--answer-model",
        default=None,
        help="litellm model that answers (e.g. gpt-4o-2024-08-06, openai/<name> with --api-base). "
        "Without it only the retrieval metrics run (no LLM, no network).",
    ),
    click.option(
        "--judge-model",
        default=None,
        help="litellm judge model; required with --answer-model (LongMemEval's official judge "
        "is gpt-4o-2024-08-06, Mem0's LoCoMo judge gpt-4o-mini).",
    ),
    click.option("--api-base", default="", help="OpenAI-compatible endpoint for both models."),
    click.option(
        "--api-key-env", default="", help="NAME of the variable holding the key (never the key)."
    ),
    click.option("--judge-api-base", default=None, help="Judge endpoint (default: --api-base)."),
    click.option(
        "--judge-api-key-env", default=None, help="Judge key variable (default: --api-key-env)."
    ),
    click.option("--timeout-s", default=120.0, show_default=True, help="Per LLM request."),
)
_run = _options(
    _out,
    click.option(
        "--concurrency", default=1, show_default=True, help="Questions evaluated at once."
    ),
    click.option(
        "--seed", default=7, show_default=True, help="Sent to the models; orders LoCoMo choices."
    ),
    click.option(
        "--embedding",
        type=click.Choice(["model", "hash"]),
        default="model",
        show_default=True,
        help="Engram's configured model, or the hashed bag-of-words embedder (tests, no model).",
    ),
    click.option(
        "--recall-k", type=int, default=None, help="k of the answering recall (default: config)."
    ),
    click.option(
        "--budget-tokens",
        type=int,
        default=None,
        help="Context budget of the answering recall, in tokens (default: config).",
    ),
    click.option("--keep-db", is_flag=True, help="Keep engram.db in --out after a complete run."),
    click.option(
        "--gate/--no-gate",
        default=True,
        show_default=True,
        help="Engram's abstention gate (--no-gate: recall always returns its ranking).",
    ),
)


def _models(kw: dict[str, Any]) -> Any:
    from bench.evaluate import qa_models

    return qa_models(
        kw.pop("answer_model"),
        kw.pop("judge_model"),
        api_base=kw.pop("api_base"),
        api_key_env=kw.pop("api_key_env"),
        judge_api_base=kw.pop("judge_api_base"),
        judge_api_key_env=kw.pop("judge_api_key_env"),
        timeout_s=kw.pop("timeout_s"),
        seed=kw["seed"],
    )


def _guarded(make: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run a benchmark coroutine; expected failures become a clean message and exit code 1."""
    from bench.longmemeval_data import DataError
    from bench.runlog import ResumeMismatchError
    from engram.errors import EngramError

    try:
        return asyncio.run(make())
    except (DataError, ResumeMismatchError, EngramError, ValueError, FileNotFoundError) as exc:
        raise click.ClickException(str(exc)) from exc


def _report(summary: dict[str, Any], progress: Any, out: Path) -> None:
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(
        f"saved {out / 'summary.json'}, {out / 'report.md'} (per-question log: "
        f"{out / 'questions.jsonl'})",
        err=True,
    )
    if progress.failed:
        click.echo(
            f"{progress.failed} question(s) failed (see {out / 'errors.jsonl'}); run the same "
            "command again with this --out to retry them",
            err=True,
        )
        sys.exit(1)


@main.command()
@click.option(
    "--data",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    required=True,
    help="LongMemEval JSON (e.g. longmemeval_s.json; not in this repository).",
)
@click.option(
    "--mode",
    type=click.Choice(["engram", "full-context"]),
    default="engram",
    show_default=True,
    help="Answer from Engram's recall, or from the whole haystack (the baseline).",
)
@click.option("--limit", type=int, default=None, help="Only the first N questions.")
@click.option(
    "--consolidate/--no-consolidate",
    default=True,
    show_default=True,
    help="Extract facts (rule-based) before asking.",
)
@click.option(
    "--reading",
    type=click.Choice(["con", "direct"]),
    default="con",
    show_default=True,
    help="LongMemEval's reading prompt: step by step (Chain-of-Note) or direct.",
)
@click.option(
    "--max-history-tokens",
    default=126_200,
    show_default=True,
    help="Full-context truncation (kept from the start, as the original does).",
)
@_llm
@_run
def longmemeval(**kw: Any) -> None:
    """LongMemEval_S: retrieval metrics (no LLM), and QA with the official judge prompts."""
    from bench.evaluate import evaluate_longmemeval
    from bench.longmemeval import Options

    out: Path = kw.pop("out") or _default_out(f"longmemeval-{kw['mode']}")

    async def go() -> Any:
        qa = _models(kw)
        return await evaluate_longmemeval(Options(out=out, **kw), qa)

    summary, progress = _guarded(go)
    _report(summary, progress, out)


@main.command()
@click.option(
    "--data",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="locomo10.json (default: ../shared/data/locomo/locomo10.json).",
)
@click.option(
    "--consolidate/--no-consolidate",
    default=True,
    show_default=True,
    help="Extract facts before asking (facts count through their sources).",
)
@click.option("--limit", type=int, default=None, help="Only the first N conversations.")
@click.option(
    "--mode",
    type=click.Choice(["engram", "full-context"]),
    default="engram",
    show_default=True,
    help="QA context: Engram's recall or the whole conversation (with --answer-model).",
)
@_llm
@_run
def locomo(**kw: Any) -> None:
    """LoCoMo: evidence retrieval (recall@k, NDCG@10; BM25 and dense baselines), and with
    --answer-model QA on categories 1-5 (token-F1 and an LLM judge)."""
    from bench.evaluate import evaluate_locomo
    from bench.locomo import DEFAULT_DATA, Options

    out: Path = kw.pop("out") or _default_out("locomo")
    kw["data"] = kw["data"] or DEFAULT_DATA

    async def go() -> Any:
        qa = _models(kw)
        return await evaluate_locomo(Options(out=out, **kw), qa)

    summary, progress = _guarded(go)
    _report(summary, progress, out)


@main.command()
@click.argument("run_a", type=click.Path(exists=True, path_type=Path))
@click.argument("run_b", type=click.Path(exists=True, path_type=Path))
def mcnemar(run_a: Path, run_b: Path) -> None:
    """McNemar's exact test between two runs' judged verdicts (results dirs or their logs)."""
    from bench.mcnemar import compare

    try:
        result = compare(run_a, run_b)
    except (ValueError, FileNotFoundError) as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(json.dumps(result, indent=2))


@main.command()
@click.option("--write-n", default=1000, show_default=True, help="Sequential adds timed.")
@click.option("--import-n", default=2000, show_default=True, help="Episodes bulk-imported.")
@click.option("--consolidation-n", default=2000, show_default=True, help="Episodes consolidated.")
@click.option("--scale-n", default=100_000, show_default=True, help="Episodes recall searches.")
@click.option("--queries", default=200, show_default=True, help="Recalls timed at scale.")
@click.option("--hash", "hash_embedder", is_flag=True, help="Hash embedder (a quick smoke run).")
@_out
def latency(
    write_n: int,
    import_n: int,
    consolidation_n: int,
    scale_n: int,
    queries: int,
    hash_embedder: bool,
    out: Path | None,
) -> None:
    """Write, import, consolidation and recall-at-scale latencies, with a distribution plot."""
    from bench.latency import LatencyOptions, run_latency, write_report

    out = out or _default_out("latency")
    opts = LatencyOptions(
        write_n=write_n,
        import_n=import_n,
        consolidation_n=consolidation_n,
        scale_n=scale_n,
        queries=queries,
        hash_embedder=hash_embedder,
    )
    summary, samples = asyncio.run(run_latency(opts))
    write_report(stamp(summary), samples, out)
    click.echo(json.dumps(summary["stages"], indent=2))
    click.echo(f"saved {out / 'summary.json'}, {out / 'report.md'}", err=True)


@main.command(name="all")
@_out
@click.option(
    "--longmemeval-data",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Also run LongMemEval on this file (retrieval; QA too with --answer-model).",
)
@click.option("--locomo-limit", type=int, default=None, help="Only the first N conversations.")
@click.option("--quick", is_flag=True, help="Small latency sizes and the hash embedder (smoke).")
@_llm
@click.option("--seed", default=7, show_default=True)
@click.option("--concurrency", default=1, show_default=True)
def all_(
    out: Path | None,
    longmemeval_data: Path | None,
    locomo_limit: int | None,
    quick: bool,
    **kw: Any,
) -> None:
    """Every benchmark into one directory: timeline, locomo, latency (and longmemeval)."""
    from bench.evaluate import evaluate_locomo, evaluate_longmemeval
    from bench.latency import LatencyOptions, run_latency
    from bench.latency import write_report as latency_report
    from bench.locomo import DEFAULT_DATA as LOCOMO
    from bench.locomo import Options as LocomoOptions
    from bench.longmemeval import Options as LMEOptions
    from bench.timeline import DEFAULT_DATA as TIMELINE
    from bench.timeline import run_timeline
    from bench.timeline import write_report as timeline_report

    root = out or _default_out("all")
    embedding: Literal["model", "hash"] = "hash" if quick else "model"
    seed, concurrency = kw["seed"], kw.pop("concurrency")

    async def go() -> dict[str, Any]:
        qa = _models(kw)
        parts: dict[str, Any] = {}
        tl = await run_timeline(TIMELINE, root / "timeline")
        _save(tl, root / "timeline")
        timeline_report(tl, root / "timeline")
        parts["timeline"] = tl["all"]
        lc, _ = await evaluate_locomo(
            LocomoOptions(
                data=LOCOMO, out=root / "locomo", limit=locomo_limit, embedding=embedding,
                seed=seed, concurrency=concurrency,
            ),
            qa,
        )  # fmt: skip
        parts["locomo"] = {"systems": {k: v["all"] for k, v in lc["systems"].items()},
                           "qa": lc["qa"]}  # fmt: skip
        if longmemeval_data is not None:
            lm, _ = await evaluate_longmemeval(
                LMEOptions(
                    data=longmemeval_data, out=root / "longmemeval", embedding=embedding,
                    seed=seed, concurrency=concurrency,
                ),
                qa,
            )  # fmt: skip
            parts["longmemeval"] = {"retrieval": lm["retrieval"], "qa": lm["qa"]}
        sizes = (
            LatencyOptions(200, 200, 200, 20, 2000, 20, hash_embedder=True)
            if quick
            else LatencyOptions()
        )
        lat, samples = await run_latency(sizes)
        latency_report(stamp(lat), samples, root / "latency")
        parts["latency"] = lat["stages"]
        return parts

    parts = _guarded(go)
    summary = stamp({"benchmark": "all", "quick": quick, **parts})
    (root / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    links = [f"- [{name}]({name}/report.md)" for name in parts]
    (root / "report.md").write_text(
        "# All benchmarks\n\n" + "\n".join(links) + "\n", encoding="utf-8"
    )
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {root / 'summary.json'}, {root / 'report.md'}", err=True)


@main.command()
@click.option(
    "--results",
    type=click.Path(file_okay=False, path_type=Path),
    default=RESULTS,
    show_default=True,
    help="Folder of results directories (each with a summary.json).",
)
@click.option(
    "--readme",
    type=click.Path(dir_okay=False, path_type=Path),
    default=Path(__file__).resolve().parents[1] / "README.md",
    show_default=True,
)
def readme(results: Path, readme: Path) -> None:
    """Rewrite README.md's latest-results table from the newest summary of each benchmark."""
    from bench.readme_table import latest, render, update_readme

    found = latest(results)
    update_readme(readme, render(found))
    click.echo(f"{readme}: {len(found)} benchmark rows from {results}", err=True)


if __name__ == "__main__":
    main()
