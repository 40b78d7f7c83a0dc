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
        # In flight from here: background work (this process's worker or the daemon's child)
        # neither starts a transaction nor extracts while this add embeds and commits.
        async with self.store.db.write_gate.announce():
            (prepared,) = await self.prepare([valid])
            t1 = time.perf_counter()
            (result,) = await self.write_prepared([prepared])
        t2 = time.perf_counter()
        log.info(
            "add user=%s episode=%s chars=%d elapsed_ms=%.1f (prepare %.1f, write %.1f) %s",
            valid.user_id,
            result.episode.id,
            len(valid.text),
            (t2 - t0) * 1000,
            (t1 - t0) * 1000,
            (t2 - t1) * 1000,
            "duplicate" if result.duplicate else "ok",
        )
        return result

    async def add_many(self, batch: Sequence[ValidEpisode]) -> list[AddResult]:
        """Append a batch with one model call and one transaction (used by bulk import).

        Each episode is still written whole or not at all; the batch commits atomically.
        Equivalent to :meth:`write_prepared` of :meth:`prepare`, which a caller may overlap
        (prepare the next batch while the previous one is written).
        """
        return await self.write_prepared(await self.prepare(batch))

    async def prepare(self, batch: Sequence[ValidEpisode]) -> list[PreparedEpisode]:
        """Embed (one model call) and analyse a batch for :meth:`write_prepared`; writes nothing.

        Raises:
            EmbeddingError: the model failed.
        """
        if not batch:
            return []
        texts = [v.text for v in batch]
        # The model runs on its own thread; analyse the texts meanwhile on this one.
        vectors = asyncio.ensure_future(
            self.embedder.embed(texts, max_tokens=self.settings.embedding.write_max_tokens)
        )
        try:
            token_rows = [self.analyzer.index_text(t) for t in texts]
        finally:
            vecs = await vectors
        now: datetime = utcnow()
        return [
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

    async def write_prepared(self, prepared: Sequence[PreparedEpisode]) -> list[AddResult]:
        """Write prepared episodes in one transaction, then wake the worker for their users.

        An episode whose idempotency key is already stored is not written again (its result
        says ``duplicate``), also when that key came from an earlier batch of the same import.

        Raises:
            StorageError-family errors: nothing of the batch is written then.
        """
        if not prepared:
            return []
        results = await self.store.insert(prepared)
        for user in dict.fromkeys(p.valid.user_id for p in prepared):
            self.signal.notify(user)
        return results
