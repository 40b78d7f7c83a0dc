"""System-1: the write path (DESIGN.md section 2).

``add`` validates, analyses a normalised copy for the lexical index, embeds the head of the text,
and appends episode + vector + FTS row + pending-consolidation marker in one SQLite transaction,
then wakes the worker. No LLM call and no network on this path.

Group commit. Concurrent adds (the sidecar's clients) do not each take their own model call and
commit: an add that arrives while another batch is being written waits for it, then goes with
every add that queued meanwhile in one model call and one transaction (at most
``write.import_batch_size``). A lone add is written at once (no added delay). Measured through the
sidecar (bench sidecar, 32 clients x 50 adds), one model call and one fsync per add made the
model thread and the writer the bottleneck (35-50 adds/s, p50 0.6-0.7 s). Each add is still
acknowledged only after its transaction committed; when a batch's transaction fails, its adds are
retried one by one, so one add's failure never fails another's.
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


def _settle(future: asyncio.Future[AddResult], outcome: AddResult | BaseException) -> None:
    if future.done():  # the waiting request was cancelled (its add may still be stored)
        return
    if isinstance(outcome, BaseException):
        future.set_exception(outcome)
    else:
        future.set_result(outcome)


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
        self._queued: list[tuple[ValidEpisode, asyncio.Future[AddResult]]] = []
        self._writing = False
        self._writer: asyncio.Task[None] | None = None

    def validate(self, **fields: Any) -> ValidEpisode:
        """Validate one request (keyword arguments of :func:`validate_episode`)."""
        return validate_episode(limits=self.settings.write, **fields)

    async def add(self, valid: ValidEpisode) -> AddResult:
        """Append one validated episode, with the adds queued meanwhile (see the module doc).

        Returns:
            Its :class:`AddResult` once committed (``duplicate`` on an idempotent retry).

        Raises:
            StorageError, EmbeddingError: nothing of this episode is written.
        """
        if valid.idempotency_key is not None:
            existing = await self.store.find_by_idempotency(valid.user_id, valid.idempotency_key)
            if existing is not None:
                log.info("add user=%s episode=%s duplicate", valid.user_id, existing.id)
                return AddResult(existing, duplicate=True)
        t0 = time.perf_counter()
        future: asyncio.Future[AddResult] = asyncio.get_running_loop().create_future()
        self._queued.append((valid, future))
        if not self._writing:
            self._writing = True
            self._writer = asyncio.create_task(self._write_queued(), name="engram-group-commit")
        result = await future
        log.info(
            "add user=%s episode=%s chars=%d elapsed_ms=%.1f %s",
            valid.user_id,
            result.episode.id,
            len(valid.text),
            (time.perf_counter() - t0) * 1000,
            "duplicate" if result.duplicate else "ok",
        )
        return result

    async def _write_queued(self) -> None:
        """Write queued adds batch after batch until none is left (one task at a time)."""
        batch: list[tuple[ValidEpisode, asyncio.Future[AddResult]]] = []
        try:
            while self._queued:
                size = self.settings.write.import_batch_size
                batch, self._queued = self._queued[:size], self._queued[size:]
                try:
                    results = await self.add_many([valid for valid, _ in batch])
                except Exception as exc:
                    if len(batch) == 1:
                        _settle(batch[0][1], exc)
                        continue
                    log.warning(
                        "add: a batch of %d failed (%s: %s); writing its adds one by one",
                        len(batch),
                        type(exc).__name__,
                        exc,
                    )
                    for valid, future in batch:
                        try:
                            (one,) = await self.add_many([valid])
                        except Exception as single:  # this add's own failure, handed to it
                            _settle(future, single)
                        else:
                            _settle(future, one)
                    continue
                for (_, future), result in zip(batch, results, strict=True):
                    _settle(future, result)
        finally:
            self._writing = False
            for _, future in batch + self._queued:  # pending only if cancelled (loop closing)
                if not future.done():
                    future.cancel()
            self._queued = []

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
