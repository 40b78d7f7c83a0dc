"""The facade: ``Engram``, the one object applications hold (DESIGN.md section 5).

It wires small parts together and delegates: storage (:mod:`engram.storage`), the write path
(:mod:`engram.writer`), bulk import (:mod:`engram.importer`) and the reader (:mod:`reader`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Generator
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from engram.analysis import Analyzer
from engram.config import Settings
from engram.embedding import Embedder, build_embedder
from engram.errors import ValidationError
from engram.importer import import_episodes, read_jsonl
from engram.models import Episode, ImportReport, RecallResult
from engram.queue import LocalWakeSignal
from engram.storage.database import Database
from engram.storage.episodes import EpisodeStore
from engram.validation import validate_key, validate_user_id
from engram.writer import WritePath
from reader.recall import Reader

log = logging.getLogger("engram")


class Engram:
    """A long-term memory over one SQLite file. Open it with :meth:`open`.

    Example::

        async with Engram.open("/tmp/mem.db") as mem:
            ep = await mem.add("I moved to Busan.", user_id="u1",
                               reference_time="2025-03-01T10:00:00+09:00")
            result = await mem.recall("where do I live?", user_id="u1")
    """

    def __init__(
        self,
        settings: Settings,
        db: Database,
        embedder: Embedder,
        analyzer: Analyzer,
        *,
        owns_embedder: bool,
    ) -> None:
        self.settings = settings
        self.db = db
        self.embedder = embedder
        self.analyzer = analyzer
        self.signal = LocalWakeSignal()
        self.episode_store = EpisodeStore(db)
        self.write_path = WritePath(settings, self.episode_store, embedder, analyzer, self.signal)
        self.reader = Reader(settings, self.episode_store, embedder, analyzer)
        self._owns_embedder = owns_embedder

    @classmethod
    def open(
        cls, target: str | Path | Settings | None = None, *, embedder: Embedder | None = None
    ) -> _Opening:
        """Open a memory; use as ``async with Engram.open(...) as mem`` or ``await Engram.open(...)``.

        Args:
            target: a database path, a :class:`Settings`, or None for ``Settings.load()``
                (config from ``$ENGRAM_CONFIG`` and ENGRAM_* variables).
            embedder: an already loaded embedder to share (e.g. a test fake); by default the
                configured model is loaded (about 5 s for the builtin) and closed with the memory.

        Raises:
            ConfigError, StorageError, ExtensionLoadError, SchemaMismatchError, EmbeddingError.
        """
        return _Opening(cls, target, embedder)

    @classmethod
    async def _create(
        cls, target: str | Path | Settings | None, embedder: Embedder | None
    ) -> Engram:
        if isinstance(target, Settings):
            settings = target
        elif target is None:
            settings = Settings.load()
        else:
            settings = Settings.load(storage={"path": str(target)})
        owns = embedder is None
        emb = embedder if embedder is not None else build_embedder(settings.embedding)
        try:
            db = await Database.open(
                settings.db_path(),
                dim=emb.dim,
                model=emb.name,
                busy_timeout_ms=settings.storage.busy_timeout_ms,
                synchronous=settings.storage.synchronous,
            )
        except BaseException:
            if owns:
                await emb.aclose()
            raise
        analyzer = Analyzer(settings.lexical.korean)
        analyzer.warm()  # once per process: a long-lived process never pays it on a write
        return cls(settings, db, emb, analyzer, owns_embedder=owns)

    async def add(
        self,
        text: str,
        *,
        user_id: str,
        session_id: str | None = None,
        reference_time: datetime | str | None = None,
        speaker: str = "user",
        metadata: dict[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> Episode:
        """Store one episode losslessly (System-1; no LLM, no network).

        Args:
            text: the message, stored byte-exact; 1 to ``write.max_chars`` characters, not blank.
            user_id: whose memory (exact, opaque key; required).
            session_id: optional conversation id.
            reference_time: when it was said, timezone-aware (default: now). Relative dates in
                the text resolve against it. Naive or future times are rejected.
            speaker: "user", "assistant", "system" or "tool".
            metadata: a JSON object stored with the episode.
            idempotency_key: a retry with the same key for the same user returns the episode
                stored the first time instead of storing it again.

        Returns:
            The stored :class:`Episode` (the earlier one on an idempotent retry).

        Raises:
            ValidationError (a subclass naming the field): nothing is written.
            StorageError, EmbeddingError: nothing is written.
        """
        valid = self.write_path.validate(
            text=text,
            user_id=user_id,
            reference_time=reference_time,
            speaker=speaker,
            session_id=session_id,
            metadata=metadata,
            idempotency_key=idempotency_key,
        )
        return (await self.write_path.add(valid)).episode

    async def import_jsonl(
        self, path: str | Path, *, user_id: str, progress: Callable[[int], None] | None = None
    ) -> ImportReport:
        """Import a JSONL file of episodes for ``user_id`` (see :mod:`engram.importer`).

        The file is validated whole first; on any bad line nothing is written.

        Raises:
            InvalidUserError, ImportFileError, StorageError, EmbeddingError.
        """
        uid = validate_user_id(user_id)
        episodes = read_jsonl(Path(path), uid, self.write_path)
        return await import_episodes(
            episodes,
            self.write_path,
            batch_size=self.settings.write.import_batch_size,
            progress=progress,
        )

    async def episodes(
        self, *, user_id: str, session_id: str | None = None, limit: int | None = None
    ) -> list[Episode]:
        """A user's raw episodes, oldest first (by reference time).

        Raises:
            InvalidUserError, ValidationError: bad arguments.
        """
        uid = validate_user_id(user_id)
        sid = validate_key(session_id, "session_id", required=False)
        if limit is not None and (not isinstance(limit, int) or limit < 1):
            raise ValidationError("limit", "must be a positive integer")
        return await self.episode_store.for_user(uid, session_id=sid, limit=limit)

    async def recall(
        self,
        query: str,
        *,
        user_id: str,
        as_of: datetime | str | None = None,
        known_at: datetime | str | None = None,
        k: int | None = None,
    ) -> RecallResult:
        """Search a user's memory; see :meth:`reader.Reader.recall` for arguments and errors."""
        return await self.reader.recall(query, user_id=user_id, as_of=as_of, known_at=known_at, k=k)

    async def close(self) -> None:
        """Close the database (after in-flight writes) and, if owned, the embedder."""
        await self.db.close()
        if self._owns_embedder:
            await self.embedder.aclose()

    async def __aenter__(self) -> Engram:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()


class _Opening:
    """The awaitable / async context manager that :meth:`Engram.open` returns."""

    def __init__(
        self, cls: type[Engram], target: str | Path | Settings | None, embedder: Embedder | None
    ) -> None:
        self._cls = cls
        self._target = target
        self._embedder = embedder
        self._mem: Engram | None = None

    def __await__(self) -> Generator[Any, None, Engram]:
        return self._cls._create(self._target, self._embedder).__await__()

    async def __aenter__(self) -> Engram:
        self._mem = await self._cls._create(self._target, self._embedder)
        return self._mem

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._mem is not None:
            await self._mem.close()
