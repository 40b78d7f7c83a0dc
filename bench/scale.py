"""Recall latency at scale (``python -m bench scale``): N episodes for ONE user.

Episodes are synthetic English messages with pseudo-random unit vectors (384-d, the size of the
default model; seeded from the text), because embedding 100k texts with a real model would take
most of an hour on this machine. KNN cost depends on the number and size of vectors, not on their
values, so the dense channel's latency is what a real 100k memory sees; the query embedding itself
(~10-15 ms with the default model) is added on top for real use and reported separately.

The dense channel searches an in-memory copy of the user's vectors (``[recall]
vector_cache_mb``), loaded at the user's second recall; the first two recalls are reported
apart (``first_recalls_ms``: sqlite-vec, then sqlite-vec plus the load) and left out of the
percentiles, which describe a warm process. ``peak_rss_mib`` is the process's high-water mark.
"""

from __future__ import annotations

import hashlib
import resource
import tempfile
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from bench.factgen import life_stories
from bench.stats import summarize_ms
from bench.textgen import mixed_messages
from engram import Engram, Settings


class RandomEmbedder:
    """Unit vectors seeded from each text's hash: fast, deterministic, no semantics (bench only)."""

    name = "random-384"
    dim = 384

    async def embed(
        self, texts: Sequence[str], *, max_tokens: int | None = None, background: bool = False
    ) -> np.ndarray:
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for i, t in enumerate(texts):
            seed = int.from_bytes(hashlib.blake2b(t.encode(), digest_size=8).digest(), "little")
            v = np.random.default_rng(seed).standard_normal(self.dim).astype(np.float32)
            out[i] = v / np.linalg.norm(v)
        return out

    async def aclose(self) -> None:
        return None


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


def _peak_rss_mib() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)  # Linux: KiB


async def _ingest(mem: Engram, rows: Sequence[tuple[str, datetime, str]], batch: int = 500) -> None:
    """Add ``rows`` (text, reference time, session id) for the user "big", ``batch`` at a time."""
    for i in range(0, len(rows), batch):
        await mem.write_path.add_many(
            [
                mem.write_path.validate(
                    text=text,
                    user_id="big",
                    reference_time=when,
                    speaker="user",
                    session_id=session,
                    metadata=None,
                    idempotency_key=None,
                )
                for text, when, session in rows[i : i + batch]
            ]
        )


async def run_scale(
    n: int,
    queries: int,
    seed: int = 3,
    *,
    samples: dict[str, list[float]] | None = None,
    vector_cache_mb: int | None = None,
    facts: bool = True,
) -> dict[str, Any]:
    """Recall latency with ``n`` episodes for one user; ``samples["recall_<stage>"]``: each
    query's time per stage and in total, ms (warm: the first two recalls left out).

    ``vector_cache_mb``: overrides ``[recall] vector_cache_mb`` (0: sqlite-vec only).
    ``facts``: the user also tells a life story (:func:`bench.factgen.life_stories`, ``n // 20``
    messages, English: moves, jobs, pets, relatives, hobbies, medication, plans), consolidated
    rule-based before the rest is ingested, so that the fact-side work of a recall (believed
    facts, the graph channel, fact vectors and FTS rows) is measured too. The other ``n``
    messages stay pending: they repeat twelve template sentences (about 300 facts at 10k, most of
    them re-mentions) and consolidating 100k of them takes a quarter of an hour here.
    """
    base = datetime(2020, 1, 1, tzinfo=UTC)
    recall_cfg = {} if vector_cache_mb is None else {"vector_cache_mb": vector_cache_mb}
    with tempfile.TemporaryDirectory(prefix="engram-scale-") as tmp:
        settings = Settings.load(
            storage={"path": str(Path(tmp) / "scale.db"), "synchronous": "NORMAL"},
            embedding={"backend": "hash"},
            recall=recall_cfg,
        )
        async with Engram.open(settings, embedder=RandomEmbedder()) as mem:
            consolidate_s = 0.0
            story: list[tuple[str, datetime]] = []
            if facts:
                story = life_stories(
                    n // 20, 1, seed=seed, korean_share=0.0, start=base - timedelta(days=3650)
                )["user-00"]
                t0 = time.perf_counter()
                await _ingest(
                    mem, [(text, when, f"life{j // 20}") for j, (text, when) in enumerate(story)]
                )
                await mem.consolidate(user_id="big")
                consolidate_s = time.perf_counter() - t0
            fact_count = len(await mem.facts(user_id="big", include_closed=True))
            t0 = time.perf_counter()
            messages = mixed_messages(n, seed=seed, high=400, korean_share=0.0)
            await _ingest(
                mem,
                [
                    (f"{text} #{i}", base + timedelta(minutes=i), f"s{i // 100}")
                    for i, (text, _k) in enumerate(messages)
                ],
            )
            ingest_s = time.perf_counter() - t0
            rss_ingest = _peak_rss_mib()
            per: dict[str, list[float]] = {}
            first: list[float] = []
            for i in range(queries + 2):
                r = await mem.recall(QUERIES[i % len(QUERIES)], user_id="big", k=10)
                if i < 2:
                    first.append(r.timings_ms["total"])
                    continue
                for name, ms in r.timings_ms.items():
                    per.setdefault(name, []).append(ms)
            cache = mem.episode_store.vectors
            cached_mib = round(cache.nbytes / 2**20, 1) if cache is not None else 0.0
    if samples is not None:
        samples.update({f"recall_{name}": v for name, v in per.items()})
    return {
        "benchmark": "scale",
        "episodes": n,
        "queries": queries,
        "ingest_s": round(ingest_s, 1),
        "story_episodes": len(story),
        "facts": fact_count,
        "story_ingest_and_consolidate_s": round(consolidate_s, 1),
        "recall_ms": {name: summarize_ms(v) for name, v in per.items()},
        "first_recalls_ms": first,
        "vector_cache_mib": cached_mib,
        "peak_rss_mib": {"after_ingest": rss_ingest, "end": _peak_rss_mib()},
        "note": "random unit vectors on both sides; add the model's query embedding for real use",
    }
