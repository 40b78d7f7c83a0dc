"""System-1: the write path (DESIGN.md section 2).

``add`` validates, analyses a normalised copy for the lexical index, embeds the head of the text,
and appends episode + vector + FTS row + pending-consolidation marker in one SQLite transaction,
then wakes the worker. No LLM call and no network on this path.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from engram.analysis import Analyzer
from engram.config import Settings
from engram.constants import EPISODE_ID_PREFIX
from engram.embedding import Embedder
from engram.models import AddResult
from engram.queue import WakeSignal
from engram.storage.episodes import EpisodeStore, PreparedEpisode
from engram.timeutil import utcnow
from engram.validation import ValidEpisode, validate_episode

log = logging.getLogger("engram.write")


def new_episode_id() -> str:
    """A fresh opaque episode id (``ep_`` + 32 hex characters)."""
    return EPISODE_ID_PREFIX + uuid.uuid4().hex


def content_sha256(text: str) -> str:
    """SHA-256 of the UTF-8 bytes of ``text``, hex."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class WritePath:
    """Validates and appends episodes. One per process; shares the warm embedder."""

    def __init__(
        self,
        settings: Settings,
        store: EpisodeStore,
        embedder: Embedder,
        analyzer: Analyzer,
        signal: WakeSignal,
    ) -> None:
        self.settings = settings
        self.store = store
        self.embedder = embedder
        self.analyzer = analyzer
        self.signal = signal

    def validate(self, **fields: Any) -> ValidEpisode:
        """Validate one request (keyword arguments of :func:`validate_episode`)."""
        return validate_episode(limits=self.settings.write, **fields)

    async def add(self, valid: ValidEpisode) -> AddResult:
        """Append one validated episode; see :meth:`add_many`."""
        if valid.idempotency_key is not None:
            existing = await self.store.find_by_idempotency(valid.user_id, valid.idempotency_key)
            if existing is not None:
                log.info("add user=%s episode=%s duplicate", valid.user_id, existing.id)
                return AddResult(existing, duplicate=True)
        t0 = time.perf_counter()
        # The model runs on its own thread; analyse the text meanwhile on this one.
        vectors = asyncio.ensure_future(
            self.embedder.embed([valid.text], max_tokens=self.settings.embedding.write_max_tokens)
        )
        try:
            tokens = self.analyzer.index_text(valid.text)
        finally:
            vec = await vectors
        prepared = PreparedEpisode(
            valid=valid,
            id=new_episode_id(),
            content_sha256=content_sha256(valid.text),
            tokens=tokens,
            vector=vec[0],
            created_at=utcnow(),
        )
        (result,) = await self.store.insert([prepared])
        self.signal.notify(valid.user_id)
        log.info(
            "add user=%s episode=%s chars=%d elapsed_ms=%.1f %s",
            valid.user_id,
            result.episode.id,
            len(valid.text),
            (time.perf_counter() - t0) * 1000,
            "duplicate" if result.duplicate else "ok",
        )
        return result

    async def add_many(self, batch: Sequence[ValidEpisode]) -> list[AddResult]:
        """Append a batch with one model call and one transaction (used by bulk import).

        Each episode is still written whole or not at all; the batch commits atomically.
        """
        if not batch:
            return []
        texts = [v.text for v in batch]
        vectors = asyncio.ensure_future(
            self.embedder.embed(texts, max_tokens=self.settings.embedding.write_max_tokens)
        )
        try:
            token_rows = [self.analyzer.index_text(t) for t in texts]
        finally:
            vecs = await vectors
        now: datetime = utcnow()
        prepared = [
            PreparedEpisode(
                valid=v,
                id=new_episode_id(),
                content_sha256=content_sha256(v.text),
                tokens=toks,
                vector=vecs[i],
                created_at=now,
            )
            for i, (v, toks) in enumerate(zip(batch, token_rows, strict=True))
        ]
        results = await self.store.insert(prepared)
        for user in dict.fromkeys(v.user_id for v in batch):
            self.signal.notify(user)
        return results
