"""Recall latency at scale (``python -m bench scale``): N episodes for ONE user.

Episodes are synthetic mixed messages embedded with the deterministic hash embedder (384-d, the
same size as the default model), because embedding 100k texts with the real model would dominate
the run; the query side is timed per channel, so the dense channel's KNN cost is what is measured.
"""

from __future__ import annotations

import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.stats import summarize_ms
from bench.textgen import mixed_messages
from engram import Engram, Settings
from engram.embedding import HashEmbedder

QUERIES = [
    "where did I move last month",
    "what medication did the doctor switch",
    "insurance renewal",
    "half marathon training",
    "강아지 입양",
    "요금제 바꿨어",
    "pottery class",
    "billing migration",
]


async def run_scale(n: int, queries: int, seed: int = 3) -> dict[str, Any]:
    base = datetime(2020, 1, 1, tzinfo=UTC)
    with tempfile.TemporaryDirectory(prefix="engram-scale-") as tmp:
        settings = Settings.load(
            storage={"path": str(Path(tmp) / "scale.db"), "synchronous": "NORMAL"},
            embedding={"backend": "hash"},
        )
        async with Engram.open(settings, embedder=HashEmbedder(384)) as mem:
            t0 = time.perf_counter()
            batch = []
            for i, (text, _k) in enumerate(mixed_messages(n, seed=seed, high=400)):
                batch.append(
                    mem.write_path.validate(
                        text=f"{text} #{i}",
                        user_id="big",
                        reference_time=base + timedelta(minutes=i),
                        speaker="user",
                        session_id=f"s{i // 100}",
                        metadata=None,
                        idempotency_key=None,
                    )
                )
                if len(batch) == 500:
                    await mem.write_path.add_many(batch)
                    batch = []
            if batch:
                await mem.write_path.add_many(batch)
            ingest_s = time.perf_counter() - t0
            per: dict[str, list[float]] = {}
            for i in range(queries):
                r = await mem.recall(QUERIES[i % len(QUERIES)], user_id="big", k=10)
                for name, ms in r.timings_ms.items():
                    per.setdefault(name, []).append(ms)
    return {
        "benchmark": "scale",
        "episodes": n,
        "queries": queries,
        "ingest_s": round(ingest_s, 1),
        "recall_ms": {name: summarize_ms(v) for name, v in per.items()},
        "note": "hash embedder on both sides; add the model's query embedding (~10-15 ms) for real use",
    }
