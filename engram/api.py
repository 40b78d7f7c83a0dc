"""The facade: ``Engram``, the one object applications hold (DESIGN.md section 5).

It wires small parts together and delegates: storage (:mod:`engram.storage`), the write path
(:mod:`engram.writer`), bulk import (:mod:`engram.importer`) and the reader (:mod:`reader`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Generator, Iterable
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from consolidator.history import EntityHistory, all_versions, entity_history
from consolidator.queries import facts_as_of
from consolidator.resolver import ConflictResolver
from consolidator.runner import InProcessWorker
from consolidator.types import Extractor
from consolidator.vocabulary import PredicateSpec, Vocabulary
from consolidator.worker import ConsolidationReport, Consolidator
from engram.analysis import Analyzer
from engram.config import Settings
from engram.embedding import Embedder, build_embedder
from engram.errors import ValidationError
from engram.forget import ForgetReceipt
from engram.forget import forget as forget_episodes
from engram.importer import import_episodes, parse_lines, read_jsonl
from engram.models import Episode, Fact, ImportReport, RecallResult
from engram.queue import LocalWakeSignal, WakeSignal
from engram.status import collect_status
from engram.storage.database import Database
from engram.storage.episodes import EpisodeStore
from engram.storage.vectors import VectorCache
from engram.timeutil import parse_time, utcnow
from engram.validation import validate_key, validate_user_id
from engram.writer import WritePath
from reader.recall import Reader

if TYPE_CHECKING:
    from consolidator.arq_queue import ArqWakeSignal

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
        extractor: Extractor | None = None,
    ) -> None:
        self.settings = settings
        self.db = db
        self.embedder = embedder
        self.analyzer = analyzer
        self.signal = LocalWakeSignal()
        self._arq_signal: ArqWakeSignal | None = None
        wake: WakeSignal = self.signal
        if settings.queue.backend == "arq":
            from consolidator.arq_queue import ArqWakeSignal as _Arq

            self._arq_signal = _Arq(settings.queue.redis_url)
            wake = self._arq_signal
        self.episode_store = EpisodeStore(db, VectorCache(settings.recall.vector_cache_mb * 2**20))
        self.write_path = WritePath(settings, self.episode_store, embedder, analyzer, wake)
        self.vocabulary = Vocabulary.default(
            {
                name: PredicateSpec(
                    name,
                    p.cardinality,
                    tuple(p.synonyms),
                    p.template,
                    tuple(p.cues),
                    p.person_object,
                )
                for name, p in settings.predicates.items()
            }
        )
        self.reader = Reader(settings, self.episode_store, embedder, analyzer, self.vocabulary)
        self._owns_embedder = owns_embedder
        self._extractor = extractor
        self._consolidator: Consolidator | None = None
        self._worker: InProcessWorker | None = None

    @classmethod
    def open(
        cls,
        target: str | Path | Settings | None = None,
        *,
        embedder: Embedder | None = None,
        extractor: Extractor | None = None,
    ) -> _Opening:
        """Open a memory; use as ``async with Engram.open(...) as mem`` or ``await Engram.open(...)``.

        Args:
            target: a database path, a :class:`Settings`, or None for ``Settings.load()``
                (config from ``$ENGRAM_CONFIG`` and ENGRAM_* variables).
            embedder: an already loaded embedder to share (e.g. a test fake); by default the
                configured model is loaded (about 5 s for the builtin) and closed with the memory.
            extractor: the System-2 fact extractor; default: the one ``[consolidation]
                extractor`` names (the offline rule-based one, or the LLM one).

        Raises:
            ConfigError, StorageError, ExtensionLoadError, SchemaMismatchError, EmbeddingError.
        """
        return _Opening(cls, target, embedder, extractor)

    @classmethod
    async def _create(
        cls,
        target: str | Path | Settings | None,
        embedder: Embedder | None,
        extractor: Extractor | None = None,
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
        Reader.warm(settings)
        return cls(settings, db, emb, analyzer, owns_embedder=owns, extractor=extractor)

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

    async def import_lines(
        self,
        lines: Iterable[str],
        *,
        user_id: str,
        progress: Callable[[int], None] | None = None,
    ) -> ImportReport:
        """Import JSONL ``lines`` for ``user_id``; like :meth:`import_jsonl` (the sidecar's import).

        Raises:
            InvalidUserError, ImportFileError, StorageError, EmbeddingError.
        """
        uid = validate_user_id(user_id)
        episodes = parse_lines(lines, uid, self.write_path, source="request body")
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
        budget_tokens: int | None = None,
        explain: bool = False,
        channels: tuple[str, ...] | None = None,
    ) -> RecallResult:
        """Search a user's memory; see :meth:`reader.Reader.recall` for arguments and errors."""
        return await self.reader.recall(
            query,
            user_id=user_id,
            as_of=as_of,
            known_at=known_at,
            k=k,
            budget_tokens=budget_tokens,
            explain=explain,
            channels_enabled=channels,
        )

    @property
    def consolidator(self) -> Consolidator:
        """The System-2 job runner over this database (built on first use)."""
        if self._consolidator is None:
            cfg = self.settings.consolidation
            vocab = self.vocabulary
            adjudicator = None
            if self._extractor is None and cfg.extractor == "llm":
                from consolidator.llm import LLMExtractor

                self._extractor = LLMExtractor.from_settings(self.settings.llm, vocab)
            if self.settings.llm.model and self.settings.llm.adjudicate:
                from consolidator.llm import LLMAdjudicator

                adjudicator = LLMAdjudicator.from_settings(self.settings.llm)
            if self._extractor is None:
                from consolidator.extract import RuleExtractor

                self._extractor = RuleExtractor()
            resolver = ConflictResolver(vocab, self.analyzer, reinforce_boost=cfg.reinforce_boost)
            emb = self.settings.embedding
            self._consolidator = Consolidator(
                self.db,
                self._extractor,
                resolver,
                self.embedder,
                cfg,
                adjudicator=adjudicator,
                # A token is at least ~2 characters: shorter texts fit System-1's window whole.
                refine_min_chars=2 * emb.write_max_tokens if emb.refine_in_consolidation else None,
            )
        return self._consolidator

    async def consolidate(self, *, user_id: str) -> ConsolidationReport:
        """Drain ``user_id``'s pending episodes (System-2), oldest reference time first.

        Returns:
            A :class:`ConsolidationReport` (episodes processed / failed, facts added / closed).

        Raises:
            InvalidUserError: bad ``user_id``.
        """
        uid = validate_user_id(user_id)
        return await self.consolidator.drain_user(uid)

    async def facts(
        self,
        *,
        user_id: str,
        as_of: datetime | str | None = None,
        known_at: datetime | str | None = None,
        include_closed: bool = False,
    ) -> list[Fact]:
        """Facts valid at ``as_of`` (world time) as believed at ``known_at`` (system time).

        Args:
            as_of: default now. known_at: default now.
            include_closed: also facts whose validity ended (or starts later), still only those
                believed at ``known_at``.

        Returns:
            Facts ordered by ``valid_at``; ``salience`` is decayed to ``known_at``.

        Raises:
            InvalidUserError, InvalidTimeError.
        """
        uid = validate_user_id(user_id)
        now = utcnow()
        as_of_dt = parse_time(as_of, "as_of") if as_of is not None else now
        known_dt = parse_time(known_at, "known_at") if known_at is not None else now
        return await facts_as_of(
            self.db.reader,
            uid,
            as_of=as_of_dt,
            known_at=known_dt,
            include_closed=include_closed,
            half_life_days=self.settings.consolidation.half_life_days,
        )

    async def history(self, *, user_id: str, entity: str) -> EntityHistory:
        """The timeline of ``entity``'s facts (as subject or object): every version, both time
        axes, what superseded what, and the source episodes. ``entity`` resolves through aliases
        (case, titles and honorifics folded); "me" / "user" is the user.

        Raises:
            InvalidUserError, ValidationError (empty entity), NotFoundError (nothing by that name).
        """
        uid = validate_user_id(user_id)
        if not isinstance(entity, str) or not entity.strip():
            raise ValidationError("entity", "is required (a name, e.g. 'Greta' or 'me')")
        return await entity_history(
            self.db.reader,
            uid,
            entity.strip(),
            half_life_days=self.settings.consolidation.half_life_days,
        )

    async def forget(
        self,
        *,
        user_id: str,
        episode_id: str | None = None,
        session_id: str | None = None,
        vacuum: bool = False,
    ) -> ForgetReceipt:
        """Remove an episode, a session, or (neither given) all of a user's memory, with
        everything derived from it: facts only it supports (all versions), closures it caused,
        aliases, orphan entities, summaries, vectors and full-text rows (see :mod:`engram.forget`).

        Args:
            vacuum: also rebuild the database file (no freed page keeps old bytes; slow).

        Returns:
            A :class:`ForgetReceipt` with row counts (all 0 if nothing matched).

        Raises:
            InvalidUserError: missing or empty ``user_id`` (never "everyone").
            ValidationError: both ``episode_id`` and ``session_id``, or an empty one.
        """
        uid = validate_user_id(user_id)
        eid = validate_key(episode_id, "episode_id", required=False)
        sid = validate_key(session_id, "session_id", required=False)
        vocab = self.consolidator.resolver.vocab
        return await forget_episodes(
            self.db,
            user_id=uid,
            episode_id=eid,
            session_id=sid,
            vacuum=bool(vacuum),
            is_functional=vocab.is_functional,
        )

    async def export(self, *, user_id: str, facts: bool = False) -> AsyncIterator[dict[str, Any]]:
        """Yield a user's episodes as import-ready JSON objects (insertion order), or with
        ``facts=True`` every fact version with its four time fields, links and source ids.

        ``engram import`` accepts the episode lines; importing them into an empty database and
        consolidating rebuilds the same facts.

        Raises:
            InvalidUserError.
        """
        uid = validate_user_id(user_id)
        after = 0
        while True:
            items: list[tuple[int, dict[str, Any]]]
            if facts:
                versions = await all_versions(
                    self.db.reader,
                    uid,
                    after_pk=after,
                    half_life_days=self.settings.consolidation.half_life_days,
                )
                items = [(pk, v.to_dict()) for pk, v in versions]
            else:
                rows = await self.episode_store.page(uid, after_pk=after, limit=500)
                items = [
                    (pk, {**ep.to_dict(), **({"idempotency_key": key} if key else {})})
                    for pk, ep, key in rows
                ]
            if not items:
                return
            for _, item in items:
                yield item
            after = items[-1][0]

    async def status(self, *, user_id: str | None = None) -> dict[str, Any]:
        """Queue depth, episode counts by consolidation state, recent errors, database size,
        model and schema versions (see :mod:`engram.status`); one user's only with ``user_id``.

        Raises:
            InvalidUserError: ``user_id`` given but invalid.
        """
        uid = validate_user_id(user_id) if user_id is not None else None
        return await collect_status(self.db, self.settings, user_id=uid)

    def start_worker(self) -> None:
        """Run the in-process consolidation worker in the background until :meth:`close`."""
        if self._worker is None:
            cfg = self.settings.consolidation
            self._worker = InProcessWorker(
                self.consolidator,
                self.signal,
                concurrency=cfg.concurrency,
                poll_s=cfg.poll_s,
                debounce_s=cfg.debounce_s,
                max_delay_s=cfg.max_delay_s,
            )
        self._worker.start()

    async def stop_worker(self, timeout_s: float | None = None) -> bool:
        """Stop the in-process worker: no new work, the running steps finish.

        Args:
            timeout_s: after this many seconds the remaining drains are cancelled, which is safe:
                each step commits in one transaction, a cancelled step rolls back and its episode
                is consolidated again later. None = wait as long as it takes.

        Returns:
            True if the worker stopped in time (or none was running).
        """
        if self._worker is None:
            return True
        try:
            await asyncio.wait_for(self._worker.stop(), timeout_s)
        except TimeoutError:
            log.warning(
                "worker: not idle after %.1f s; cancelled the running drains (their episodes "
                "stay pending and are consolidated later)",
                timeout_s,
            )
            return False
        return True

    async def close(self) -> None:
        """Stop the worker (finishing its current steps), close the database and owned embedder."""
        if self._worker is not None:
            await self._worker.stop()
        if self._arq_signal is not None:
            await self._arq_signal.aclose()
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
        self,
        cls: type[Engram],
        target: str | Path | Settings | None,
        embedder: Embedder | None,
        extractor: Extractor | None,
    ) -> None:
        self._cls = cls
        self._target = target
        self._embedder = embedder
        self._extractor = extractor
        self._mem: Engram | None = None

    def __await__(self) -> Generator[Any, None, Engram]:
        return self._cls._create(self._target, self._embedder, self._extractor).__await__()

    async def __aenter__(self) -> Engram:
        self._mem = await self._cls._create(self._target, self._embedder, self._extractor)
        return self._mem

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._mem is not None:
            await self._mem.close()
