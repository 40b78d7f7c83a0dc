"""``python -m bench <command>``: run a benchmark, print its summary, save it under bench/results/."""

from __future__ import annotations

import asyncio
import json
import os
import platform
import time
from pathlib import Path
from typing import Any

import click

RESULTS = Path(__file__).resolve().parent / "results"


def _save(summary: dict[str, Any], out: Path | None = None) -> Path:
    summary["machine"] = {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(),
    }
    summary["finished_at"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
    out = out or RESULTS / f"{summary['benchmark']}-{time.strftime('%Y%m%d-%H%M%S')}"
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
@click.option(
    "--data",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
    default=None,
    help="A timeline directory (default: ../shared/data/timeline/dev).",
)
def timeline(data: Path | None) -> None:
    """Time-correctness suite: point-in-time accuracy, preservation, change reflection."""
    from bench.timeline import DEFAULT_DATA, run_timeline

    out = RESULTS / f"timeline-{time.strftime('%Y%m%d-%H%M%S')}"
    summary = asyncio.run(run_timeline(data or DEFAULT_DATA, out))
    path = _save(summary, out)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path} (per-item log: {out / 'items.jsonl'})", err=True)


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
def locomo(data: Path | None, consolidate: bool, limit: int | None) -> None:
    """LoCoMo evidence retrieval: recall@k, NDCG@10 per category, with BM25 and dense baselines."""
    from bench.locomo import DEFAULT_DATA, run_locomo

    out = RESULTS / f"locomo-{time.strftime('%Y%m%d-%H%M%S')}"
    summary = asyncio.run(
        run_locomo(data or DEFAULT_DATA, consolidate=consolidate, limit=limit, out_dir=out)
    )
    path = _save(summary, out)
    click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    click.echo(f"saved {path} (per-question log: {out / 'questions.jsonl'})", err=True)


@main.command()
@click.option("--n", default=100_000, show_default=True, help="Episodes for one user.")
@click.option("--queries", default=200, show_default=True)
def scale(n: int, queries: int) -> None:
    """Recall latency per channel with N episodes for one user."""
    from bench.scale import run_scale

    summary = asyncio.run(run_scale(n, queries))
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
@click.option("--recall-episodes", default=10_000, show_default=True, help="Episodes searched.")
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


if __name__ == "__main__":
    main()
