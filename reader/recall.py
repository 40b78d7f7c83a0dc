"""The first reader: dense and lexical channels over episodes, fused with RRF.

The full four-channel reader (facts, graph, recency/salience, calibrated abstention, token budget)
builds on the same seams: each channel is a coroutine returning ranked keys, fusion is
:func:`reader.fusion.rrf`, and the result shape is :class:`engram.models.RecallResult`.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable
from datetime import datetime
from typing import TypeVar

from engram.analysis import Analyzer, fts_query
from engram.config import Settings
from engram.embedding import Embedder
from engram.errors import ValidationError
from engram.models import Episode, RecallResult, ScoredEpisode
from engram.storage.episodes import EpisodeStore
from engram.timeutil import from_db, parse_time
from engram.validation import validate_user_id
from reader.fusion import rrf

T = TypeVar("T")
SNIPPET_CHARS = 400


async def _timed(coro: Awaitable[T], timings: dict[str, float], name: str) -> T:
    t0 = time.perf_counter()
    try:
        return await coro
    finally:
        timings[name] = round((time.perf_counter() - t0) * 1000, 2)


def format_context(episodes: list[ScoredEpisode]) -> str:
    """One line per episode, oldest first, each with its time, speaker and provenance id."""
    lines = []
    for item in sorted(episodes, key=lambda s: s.episode.reference_time):
        ep = item.episode
        text = " ".join(ep.content.split())
        if len(text) > SNIPPET_CHARS:
            text = text[: SNIPPET_CHARS - 1] + "…"
        where = f", session {ep.session_id}" if ep.session_id else ""
        lines.append(
            f"- [{ep.reference_time.isoformat(timespec='minutes')}] {ep.speaker}{where}: "
            f"{text} (episode {ep.id})"
        )
    return "\n".join(lines)


class Reader:
    """Answers ``recall`` over one user's episodes."""

    def __init__(
        self, settings: Settings, store: EpisodeStore, embedder: Embedder, analyzer: Analyzer
    ) -> None:
        self.settings = settings
        self.store = store
        self.embedder = embedder
        self.analyzer = analyzer

    async def recall(
        self,
        query: str,
        *,
        user_id: str,
        as_of: datetime | str | None = None,
        known_at: datetime | str | None = None,
        k: int | None = None,
    ) -> RecallResult:
        """Return the ``k`` episodes that best match ``query`` (RRF of dense + BM25).

        Args:
            query: the question or keywords (non-empty).
            user_id: whose memory to search (exact key; required).
            as_of: only episodes said at or before this time (world time). Default: no limit.
            known_at: only episodes stored at or before this time (system time). Default: now.
            k: how many episodes (default ``recall.k``).

        Returns:
            A :class:`RecallResult`; ``abstained`` is true (with ``reason``) when there is no
            lexical match and the best dense similarity is below ``recall.min_dense_similarity``.

        Raises:
            InvalidUserError, InvalidTimeError, ValidationError: bad arguments.
        """
        uid = validate_user_id(user_id)
        if not isinstance(query, str) or not query.strip():
            raise ValidationError("query", "must be a non-empty string")
        as_of_dt = parse_time(as_of, "as_of") if as_of is not None else None
        known_dt = parse_time(known_at, "known_at") if known_at is not None else None
        cfg = self.settings.recall
        limit = cfg.k if k is None else k
        if not isinstance(limit, int) or limit < 1:
            raise ValidationError("k", "must be a positive integer")
        n = max(cfg.candidates_per_channel, limit)
        timings: dict[str, float] = {}
        t0 = time.perf_counter()

        async def dense() -> list[tuple[int, float]]:
            vec = (await self.embedder.embed([query]))[0]
            # Over-fetch: the time filters below are applied after the KNN.
            hits = await self.store.dense_search(uid, vec, n * 2 if (as_of_dt or known_dt) else n)
            if as_of_dt or known_dt:
                times = await self.store.times(pk for pk, _ in hits)
                hits = [
                    (pk, d)
                    for pk, d in hits
                    if pk in times
                    and (as_of_dt is None or from_db(times[pk][0]) <= as_of_dt)
                    and (known_dt is None or from_db(times[pk][1]) <= known_dt)
                ]
            return hits[:n]

        async def lexical() -> list[tuple[int, float]]:
            match = fts_query(self.analyzer.query_tokens(query))
            if match is None:
                return []
            return await self.store.lexical_search(
                uid, match, n, reference_before=as_of_dt, created_before=known_dt
            )

        dense_hits, lexical_hits = await asyncio.gather(
            _timed(dense(), timings, "dense"), _timed(lexical(), timings, "lexical")
        )
        fused = rrf(
            {"dense": [pk for pk, _ in dense_hits], "lexical": [pk for pk, _ in lexical_hits]},
            k=cfg.rrf_k,
            weights={"dense": cfg.weight_dense, "lexical": cfg.weight_lexical},
        )[:limit]
        best_sim = 1.0 - dense_hits[0][1] if dense_hits else None
        reason: str | None = None
        if not dense_hits and not lexical_hits:
            reason = "no episodes in this user's memory match the query"
        elif not lexical_hits and (best_sim is None or best_sim < cfg.min_dense_similarity):
            reason = (
                f"no lexical match and best dense similarity {best_sim:.2f} is below "
                f"{cfg.min_dense_similarity}"
            )
        if reason is not None:
            timings["total"] = round((time.perf_counter() - t0) * 1000, 2)
            return RecallResult(query, True, reason, "", (), (), timings)
        rows: dict[int, Episode] = await self.store.get_many(uid, (f.key for f in fused))
        scored = [
            ScoredEpisode(rows[f.key], round(f.score, 6), f.ranks) for f in fused if f.key in rows
        ]
        timings["total"] = round((time.perf_counter() - t0) * 1000, 2)
        return RecallResult(query, False, None, format_context(scored), (), tuple(scored), timings)
