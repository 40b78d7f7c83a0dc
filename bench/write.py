"""Write-path benchmarks: ``python -m bench write`` and ``python -m bench import``.

``write``: N sequential ``Engram.add`` calls of mixed messages (20-2,000 characters, log-uniform
lengths, 30% Korean, fixed seed) on a fresh file database with the configured embedding model,
after one warm-up add. Reports p50/p95/p99/max per call and per length bucket, and throughput.
``import``: the same kind of messages through ``engram import`` batching, in episodes/s.
"""

from __future__ import annotations

import json
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.stats import summarize_ms
from bench.textgen import mixed_messages
from engram import Engram, Settings

BUCKETS = ((20, 200), (201, 1000), (1001, 2000))


def _settings(db: Path, synchronous: str, hash_embedder: bool = False) -> Settings:
    if hash_embedder:  # no model: a quick smoke run (tests), not a latency figure
        return Settings.load(
            storage={"path": str(db), "synchronous": synchronous}, embedding={"backend": "hash"}
        )
    return Settings.load(storage={"path": str(db), "synchronous": synchronous})


async def run_write(
    n: int,
    seed: int,
    synchronous: str,
    *,
    hash_embedder: bool = False,
    samples: dict[str, list[float]] | None = None,
) -> dict[str, Any]:
    """Time ``n`` adds; return the summary dict (``samples["add"]``: each add's latency, ms)."""
    messages = mixed_messages(n, seed=seed)
    base = datetime(2025, 1, 1, tzinfo=UTC)
    with tempfile.TemporaryDirectory(prefix="engram-bench-") as tmp:
        settings = _settings(Path(tmp) / "bench.db", synchronous, hash_embedder)
        async with Engram.open(settings) as mem:
            await mem.add("warm-up", user_id="warmup", reference_time=base)
            mem.analyzer.warm()
            latencies: list[float] = []
            lengths: list[int] = []
            t_all = time.perf_counter()
            for i, (text, _korean) in enumerate(messages):
                t0 = time.perf_counter()
                await mem.add(
                    text,
                    user_id=f"user-{i % 10}",
                    session_id=f"s{i // 50}",
                    reference_time=base + timedelta(minutes=i),
                )
                latencies.append((time.perf_counter() - t0) * 1000)
                lengths.append(len(text))
            wall_s = time.perf_counter() - t_all
            model = mem.embedder.name
    if samples is not None:
        samples["add"] = latencies
    buckets = {
        f"{lo}-{hi}_chars": summarize_ms(
            [lat for lat, ln in zip(latencies, lengths, strict=True) if lo <= ln <= hi]
        )
        for lo, hi in BUCKETS
    }
    return {
        "benchmark": "write",
        "n": n,
        "seed": seed,
        "model": model,
        "synchronous": synchronous,
        "median_chars": sorted(lengths)[len(lengths) // 2],
        "korean_share": round(sum(k for _, k in messages) / n, 3),
        "latency": summarize_ms(latencies),
        "by_length": buckets,
        "throughput_eps": round(n / wall_s, 1),
    }


async def run_import(
    n: int, seed: int, synchronous: str, *, hash_embedder: bool = False
) -> dict[str, Any]:
    """Import ``n`` messages from a JSONL file; return the summary dict."""
    messages = mixed_messages(n, seed=seed)
    base = datetime(2025, 1, 1, tzinfo=UTC)
    with tempfile.TemporaryDirectory(prefix="engram-bench-") as tmp:
        path = Path(tmp) / "episodes.jsonl"
        with path.open("w", encoding="utf-8") as f:
            for i, (text, _k) in enumerate(messages):
                row = {
                    "text": text,
                    "reference_time": (base + timedelta(minutes=i)).isoformat(),
                    "session_id": f"s{i // 50}",
                }
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        settings = _settings(Path(tmp) / "bench.db", synchronous, hash_embedder)
        async with Engram.open(settings) as mem:
            await mem.add("warm-up", user_id="warmup", reference_time=base)
            mem.analyzer.warm()
            report = await mem.import_jsonl(path, user_id="importer")
            model = mem.embedder.name
    return {
        "benchmark": "import",
        "n": n,
        "seed": seed,
        "model": model,
        "synchronous": synchronous,
        "added": report.added,
        "elapsed_s": round(report.elapsed_ms / 1000, 2),
        "episodes_per_s": round(report.episodes_per_s, 1),
    }
