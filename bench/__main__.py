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


if __name__ == "__main__":
    main()
