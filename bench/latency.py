"""The latency suite (``python -m bench latency``): write, import, consolidation and recall at
scale in one results directory, with a report and a latency-distribution plot.

It runs the existing benchmarks (:mod:`bench.write`, :mod:`bench.consolidation`,
:mod:`bench.scale`; their docstrings say what each measures) with their fixed seeds and keeps
every raw sample for the plot. ``hash_embedder`` replaces the model by Engram's hashed
bag-of-words embedder: a smoke run for CI whose latencies are not the model's.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.consolidation import run_consolidation
from bench.report import md_table, plot_latency
from bench.scale import run_scale
from bench.stats import summarize_ms
from bench.write import run_import, run_write


@dataclass(frozen=True, slots=True)
class LatencyOptions:
    """Sizes of each part (defaults: those of ``make bench``) and the embedder.

    Attributes:
        write_n: sequential adds timed. import_n: episodes bulk-imported.
        consolidation_n, consolidation_users: episodes consolidated, over that many users.
        scale_n: episodes of the one user recall searches. queries: recalls timed.
        hash_embedder: no model (CI smoke run).
    """

    write_n: int = 1000
    import_n: int = 2000
    consolidation_n: int = 2000
    consolidation_users: int = 20
    scale_n: int = 100_000
    queries: int = 200
    hash_embedder: bool = False


async def run_latency(opts: LatencyOptions) -> tuple[dict[str, Any], dict[str, list[float]]]:
    """Run the four parts in turn; returns the summary and the raw samples (stage -> ms)."""
    samples: dict[str, list[float]] = {}
    parts: dict[str, Any] = {}
    print(f"latency: write ({opts.write_n} adds)", file=sys.stderr, flush=True)
    parts["write"] = await run_write(
        opts.write_n, 7, "FULL", hash_embedder=opts.hash_embedder, samples=samples
    )
    print(f"latency: import ({opts.import_n} episodes)", file=sys.stderr, flush=True)
    parts["import"] = await run_import(opts.import_n, 11, "FULL", hash_embedder=opts.hash_embedder)
    print(f"latency: consolidation ({opts.consolidation_n} episodes)", file=sys.stderr, flush=True)
    parts["consolidation"] = await run_consolidation(
        opts.consolidation_n,
        opts.consolidation_users,
        13,
        1,
        hash_embedder=opts.hash_embedder,
        samples=samples,
    )
    print(
        f"latency: recall at scale ({opts.scale_n} episodes, {opts.queries} queries)",
        file=sys.stderr,
        flush=True,
    )
    parts["scale"] = await run_scale(opts.scale_n, opts.queries, samples=samples)
    summary = {
        "benchmark": "latency",
        "hash_embedder": opts.hash_embedder,
        "stages": {name: summarize_ms(v) for name, v in samples.items()},
        **parts,
    }
    return summary, samples


def write_report(summary: dict[str, Any], samples: dict[str, list[float]], out: Path) -> Path:
    """Write ``summary.json``, ``samples.json``, ``report.md`` and ``latency.png`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "summary.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    (out / "samples.json").write_text(json.dumps(samples) + "\n", encoding="utf-8")
    rows = [
        [name, v["n"], v.get("p50_ms"), v.get("p95_ms"), v.get("p99_ms"), v.get("max_ms")]
        for name, v in summary["stages"].items()
    ]
    w, i, c = summary["write"], summary["import"], summary["consolidation"]
    lines = [
        "# Latency",
        "",
        f"Embedding: {w['model']}"
        + (
            " (hash embedder: a smoke run, not the model's latency)"
            if summary["hash_embedder"]
            else ""
        )
        + ".",
        "",
        md_table(["stage", "n", "p50 ms", "p95 ms", "p99 ms", "max ms"], rows),
        "",
        md_table(
            ["throughput", "value"],
            [
                ["sequential adds per second", w["throughput_eps"]],
                ["bulk import, episodes per second", i["episodes_per_s"]],
                ["consolidation, episodes per second (one worker)", c["episodes_per_s"]],
            ],
        ),
        "",
    ]
    if plot_latency(samples, out / "latency.png", title="Engram latency"):
        lines += ["![latency distributions](latency.png)", ""]
    path = out / "report.md"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path
