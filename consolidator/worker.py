"""The consolidation job: drain one user's pending episodes in reference-time order.

SQLite's ``consolidation_state`` is the truth; queues only wake workers, so a lost, duplicated or
replayed wake-up changes nothing. A per-user lease (``consolidation_leases``) keeps one drain on a
user at a time; a killed worker's lease runs out and its 'processing' rows return to 'pending'.
The lease belongs to one :meth:`Consolidator.drain_user` call (not to the process, so two drains
of the same user in one process exclude each other too), is renewed at every step, and is checked
inside the transaction that applies an episode's facts and marks it done: a drain that lost its
lease (it stalled past ``lease_s`` and another took over) rolls back instead of applying twice.
So an episode is consolidated exactly once even if a worker dies or stalls mid-way.

With an :class:`~consolidator.types.Adjudicator`, the conflicts an episode left "unresolved" are
put to it after that transaction commits, and its verdicts applied in another (see
:mod:`consolidator.adjudication`); a failing adjudicator leaves them unresolved, never the episode
failed. LLM requests and tokens spent on an episode are added to its ``consolidation_state`` row.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import traceback
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from typing import Any

import numpy as np

from consolidator import summaries
from consolidator.adjudication import AdjudicationReport, apply_verdicts, ask
from consolidator.resolver import ConflictResolver, ResolveReport
from consolidator.types import Adjudicator, Claim, EpisodeView, Extractor, LLMUsage, metering
from engram import constants as C
from engram.config import ConsolidationSettings
from engram.embedding import Embedder
from engram.storage.database import Database
from engram.storage.vectors import log_changes
from engram.timeutil import from_db, to_db, utcnow, with_offset

log = logging.getLogger("engram.consolidate")


@dataclass
class ConsolidationReport:
    """What draining a user did. Times in ms."""

    user_id: str
    processed: int = 0
    failed: int = 0
    retried: int = 0
    facts_inserted: int = 0
    facts_reinforced: int = 0
    facts_restarted: int = 0
    facts_closed: int = 0
    facts_unresolved: int = 0
    facts_adjudicated: int = 0
    failed_episode_ids: list[str] = field(default_factory=list)
    elapsed_ms: float = 0.0

    def absorb(self, r: ResolveReport) -> None:
        self.facts_inserted += r.inserted
        self.facts_reinforced += r.reinforced
        self.facts_restarted += r.restarted
        self.facts_closed += r.closed
        self.facts_unresolved += r.unresolved

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["elapsed_ms"] = round(self.elapsed_ms, 1)
        return d


@dataclass
class _Embedding:
    """Claim texts of a batch sent to the model together (``job``), or read from stored facts
    (``job`` None, ``vectors`` already known); shared by the episodes that say them."""

    texts: list[str]
    job: asyncio.Future[np.ndarray] | None
    vectors: dict[str, np.ndarray] = field(default_factory=dict)

    async def result(self) -> dict[str, np.ndarray]:
        if self.job is not None and not self.vectors:
            vecs = await self.job
            self.vectors = {t: vecs[i] for i, t in enumerate(self.texts)}
        return self.vectors


@dataclass
class _Extracted:
    """One episode's extraction result within a batch."""

    claims: list[Claim]
    vectors: dict[str, Any]
    usage: LLMUsage
    error: BaseException | None
    episode_vector: Any = None  # the full-window embedding replacing System-1's head embedding
    waits: list[_Embedding] = field(default_factory=list)  # where its claim texts' vectors come from
    full: asyncio.Future[np.ndarray] | None = None  # the episode_vector, in the model

    async def settle(self) -> None:
        """Wait for this episode's vectors (claim texts, and the full window of a long episode).

        Raises:
            EmbeddingError: the model failed on one of them (the episode is retried).
        """
        for source in self.waits:
            self.vectors.update(await source.result())
        self.waits = []
        if self.full is not None:
            self.episode_vector = (await self.full)[0]
            self.full = None
        self.vectors = {c.text: self.vectors[c.text] for c in self.claims}

    def _jobs(self) -> list[asyncio.Future[np.ndarray]]:
        return [w.job for w in self.waits if w.job is not None] + ([self.full] if self.full else [])

    async def ready_unless(self, contended: Callable[[], bool], poll_s: float = 0.005) -> bool:
        """Wait until this episode's vectors are out of the model; False as soon as
        ``contended()`` (a foreground write waits: commit first, then wait outside the
        transaction). Polled every ``poll_s`` seconds, so a write waits at most that long more."""
        while pending := [j for j in self._jobs() if not j.done()]:
            if contended():
                return False
            await asyncio.wait(pending, timeout=poll_s)
        return True

    def discard(self) -> None:
        """Cancel what is still in the model; a finished job's error counts as seen."""
        for job in self._jobs():
            if not job.done():
                job.cancel()
            elif not job.cancelled():
                job.exception()


@dataclass(frozen=True)
class _Pending:
    episode_pk: int
    attempts: int


@dataclass(frozen=True)
class _Claimed:
    """An episode marked 'processing' by this drain, read in the same transaction."""

    episode_pk: int
    attempt: int
    episode_id: str = "?"
    view: EpisodeView | None = None
    context: list[EpisodeView] = field(default_factory=list)
    error: Exception | None = None  # reading it failed: recorded as a failed attempt


class _LeaseLost(Exception):
    """This drain's lease on the user was taken over (it stalled past ``lease_s``); stop quietly."""


class Consolidator:
    """Runs the consolidation job for users of one database."""

    def __init__(
        self,
        db: Database,
        extractor: Extractor,
        resolver: ConflictResolver,
        embedder: Embedder,
        settings: ConsolidationSettings,
        *,
        worker_id: str | None = None,
        refine_min_chars: int | None = None,
        adjudicator: Adjudicator | None = None,
    ) -> None:
        self.db = db
        self.adjudicator = adjudicator
        self.extractor = extractor
        self.resolver = resolver
        self.embedder = embedder
        self.settings = settings
        self.worker_id = worker_id or f"w-{uuid.uuid4().hex[:12]}"
        self._stop_requested = False
        # System-1 embeds only the head of an episode (the write budget); episodes longer than
        # this many characters get their vector recomputed over the model's full window here.
        self.refine_min_chars = refine_min_chars

    # -- leases -----------------------------------------------------------------------------
    async def _acquire(self, user_id: str, owner: str) -> bool:
        now = utcnow()
        expires = to_db(now + timedelta(seconds=self.settings.lease_s))
        async with self.db.transaction(background=True) as conn:
            await conn.execute(
                f"INSERT INTO {C.CONSOLIDATION_LEASES}(user_id, worker_id, expires_at) "
                "VALUES (?, ?, ?) ON CONFLICT(user_id) DO UPDATE SET "
                "worker_id = excluded.worker_id, expires_at = excluded.expires_at "
                "WHERE consolidation_leases.expires_at < ? "
                "OR consolidation_leases.worker_id = excluded.worker_id",
                (user_id, owner, expires, to_db(now)),
            )
            cur = await conn.execute(
                f"SELECT worker_id FROM {C.CONSOLIDATION_LEASES} WHERE user_id = ?", (user_id,)
            )
            row = await cur.fetchone()
            if row is None or row[0] != owner:
                return False
            # We hold the lease: rows left 'processing' by a dead worker go back to 'pending'.
            await conn.execute(
                f"UPDATE {C.CONSOLIDATION_STATE} SET status = ?, updated_at = ? "
                "WHERE user_id = ? AND status = ?",
                (C.PENDING, to_db(now), user_id, C.PROCESSING),
            )
        return True

    async def _release(self, user_id: str, owner: str) -> None:
        async with self.db.transaction(background=True) as conn:
            await conn.execute(
                f"DELETE FROM {C.CONSOLIDATION_LEASES} WHERE user_id = ? AND worker_id = ?",
                (user_id, owner),
            )

    async def release_leases_of(self, worker_id: str) -> int:
        """Free the leases every drain of ``worker_id`` holds, once that worker is known dead.

        The supervisor of ``engram serve``'s child worker calls this after the child exited (its
        exit status was collected, so no drain of it can still write): the next drain takes those
        users at once instead of waiting ``lease_s`` for the leases to run out, and resets their
        'processing' rows to 'pending'. Calling it for a live worker would let two drains run on
        one user (its apply would then fail the lease check and roll back, never apply twice).

        Returns:
            The number of leases freed.

        Raises:
            StorageError: the write failed.
        """
        prefix = f"{worker_id}/"
        async with self.db.transaction(background=True) as conn:
            cur = await conn.execute(
                f"DELETE FROM {C.CONSOLIDATION_LEASES} WHERE substr(worker_id, 1, ?) = ?",
                (len(prefix), prefix),
            )
            return int(cur.rowcount)

    async def _renew(self, conn: Any, user_id: str, owner: str) -> None:
        """Inside a write transaction: extend ``owner``'s lease, or raise :class:`_LeaseLost`.

        The lease row may have run out without anyone taking it; it is still ours then.
        """
        expires = to_db(utcnow() + timedelta(seconds=self.settings.lease_s))
        cur = await conn.execute(
            f"UPDATE {C.CONSOLIDATION_LEASES} SET expires_at = ? WHERE user_id = ? AND worker_id = ?",
            (expires, user_id, owner),
        )
        if cur.rowcount != 1:
            raise _LeaseLost(user_id)

    # -- queue ------------------------------------------------------------------------------
    async def pending_users(self) -> list[str]:
        """Users with work left, the one waiting longest first.

        Work left: pending episodes, or episodes left 'processing' by a drain whose lease has run
        out (its worker died; the next drain of the user resets them to pending).
        """
        cur = await self.db.reader.execute(
            f"SELECT s.user_id, min(s.updated_at) AS t FROM {C.CONSOLIDATION_STATE} AS s "
            "WHERE s.status = ? OR (s.status = ? AND NOT EXISTS ("
            f"SELECT 1 FROM {C.CONSOLIDATION_LEASES} AS l "
            "WHERE l.user_id = s.user_id AND l.expires_at >= ?)) "
            "GROUP BY s.user_id ORDER BY t",
            (C.PENDING, C.PROCESSING, to_db(utcnow())),
        )
        return [str(r[0]) for r in await cur.fetchall()]

    async def leased_users(self) -> set[str]:
        """Users some drain (in any process) holds an unexpired lease on right now."""
        cur = await self.db.reader.execute(
            f"SELECT user_id FROM {C.CONSOLIDATION_LEASES} WHERE expires_at >= ?",
            (to_db(utcnow()),),
        )
        return {str(r[0]) for r in await cur.fetchall()}

    async def _next(
        self, conn: Any, user_id: str, limit: int
    ) -> tuple[list[_Pending], datetime | None]:
        """Up to ``limit`` due pending episodes in order, or none and when the first is due."""
        now = to_db(utcnow())
        cur = await conn.execute(
            f"SELECT episode_pk, attempts, next_attempt_at FROM {C.CONSOLIDATION_STATE} "
            "WHERE user_id = ? AND status = ? ORDER BY reference_time, episode_pk LIMIT ?",
            (user_id, C.PENDING, limit),
        )
        rows = await cur.fetchall()
        # Order is by reference time; an episode waiting for a retry holds back later ones,
        # so later facts never get applied before earlier ones.
        due: list[_Pending] = []
        for pk, attempts, next_at in rows:
            if next_at is not None and str(next_at) > now:
                return due, (None if due else from_db(str(next_at)))
            due.append(_Pending(int(pk), int(attempts)))
        return due, None

    async def _claim(
        self, user_id: str, owner: str, limit: int
    ) -> tuple[list[_Claimed], datetime | None]:
        """Renew the lease, pick up to ``limit`` next due episodes (in reference-time order,
        stopping at one that waits for a retry), mark them 'processing' and read them with their
        context: one write transaction. Returns the claims, or none and when the next is due.

        The writer connection is read only inside a transaction: a statement left open outside
        one pins an old snapshot, and the next ``BEGIN IMMEDIATE`` on the connection then fails at
        once with "database is locked" (no busy wait) if another process has written since.
        """
        claimed: list[_Claimed] = []
        async with self.db.transaction(background=True) as conn:
            await self._renew(conn, user_id, owner)
            items, due = await self._next(conn, user_id, limit)
            for item in items:
                attempt = item.attempts + 1
                await conn.execute(
                    f"UPDATE {C.CONSOLIDATION_STATE} SET status = ?, attempts = ?, updated_at = ? "
                    "WHERE episode_pk = ?",
                    (C.PROCESSING, attempt, to_db(utcnow()), item.episode_pk),
                )
                try:
                    view, context = await self._views(conn, user_id, item.episode_pk)
                except Exception as exc:  # recorded against the episode by _process
                    claimed.append(_Claimed(item.episode_pk, attempt, error=exc))
                    continue
                claimed.append(_Claimed(item.episode_pk, attempt, view.id, view, context))
        return claimed, (due if not claimed else None)

    async def _views(
        self, conn: Any, user_id: str, episode_pk: int
    ) -> tuple[EpisodeView, list[EpisodeView]]:
        cols = "pk, id, content, speaker, reference_time, reference_offset_s, session_id"
        cur = await conn.execute(
            f"SELECT {cols} FROM {C.EPISODES} WHERE pk = ? AND user_id = ?", (episode_pk, user_id)
        )
        rows = list(await cur.fetchall())
        if not rows:
            raise LookupError(f"episode pk={episode_pk} of user {user_id!r} is gone")
        row = rows[0]
        cur = await conn.execute(
            f"SELECT {cols} FROM {C.EPISODES} WHERE user_id = ? AND "
            "(reference_time < ? OR (reference_time = ? AND pk < ?)) "
            "ORDER BY reference_time DESC, pk DESC LIMIT ?",
            (user_id, row[4], row[4], episode_pk, self.settings.context_messages),
        )
        context = [self._view(r) for r in reversed(list(await cur.fetchall()))]
        return self._view(row), context

    @staticmethod
    def _view(r: Any) -> EpisodeView:
        return EpisodeView(
            id=str(r[1]),
            text=str(r[2]),
            speaker=str(r[3]),
            reference_time=with_offset(str(r[4]), int(r[5])),
            session_id=r[6],
        )

    def warm(self) -> None:
        """Load the extractor's models now (a long-lived worker calls this before serving), so
        the first episode of a kind does not stall the process (the Korean analyser takes
        seconds and holds the interpreter while it loads)."""
        warm = getattr(self.extractor, "warm", None)
        if callable(warm):
            warm()

    def request_stop(self) -> None:
        """Make running drains return after their current batch (the rest stays pending)."""
        self._stop_requested = True

    def clear_stop(self) -> None:
        """Allow drains again (after the drains that were asked to stop have returned)."""
        self._stop_requested = False

    # -- the job ----------------------------------------------------------------------------
    async def drain_user(
        self, user_id: str, *, wait_for_lease_s: float = 30.0
    ) -> ConsolidationReport:
        """Consolidate every pending episode of ``user_id``, oldest reference time first.

        Waits up to ``wait_for_lease_s`` for another worker holding the user; retries failed
        episodes with exponential backoff and marks them failed after ``max_attempts``.
        """
        t0 = time.perf_counter()
        report = ConsolidationReport(user_id)
        owner = f"{self.worker_id}/{uuid.uuid4().hex[:8]}"  # this drain, not this process
        deadline = time.monotonic() + wait_for_lease_s
        while not await self._acquire(user_id, owner):
            if time.monotonic() > deadline:
                log.warning("consolidate user=%s lease held by another worker; skipped", user_id)
                return report
            await asyncio.sleep(0.05)
        try:
            while not self._stop_requested:
                items, due = await self._claim(user_id, owner, self.settings.batch_size)
                if not items:
                    if due is None:
                        break
                    await asyncio.sleep(max(0.0, (due - utcnow()).total_seconds()))
                    continue
                extracted = await self._extract(user_id, items)
                try:
                    pairs = list(zip(items, extracted, strict=False))
                    await self._unclaim(user_id, owner, items[len(extracted) :])
                    # With an adjudicator each episode commits alone, so its verdicts are asked
                    # before the next episode's facts exist.
                    step = 1 if self.adjudicator is not None else len(pairs)
                    i = 0
                    while i < len(pairs):
                        applied, ok = await self._apply(user_id, owner, pairs[i : i + step], report)
                        i += applied
                        if not ok:
                            await self._unclaim(user_id, owner, [it for it, _ in pairs[i:]])
                            break
                finally:  # cancelled, or after a failure: no model job left running unobserved
                    for e in extracted:
                        e.discard()
        except _LeaseLost:
            log.warning(
                "consolidate user=%s lease lost after %d episodes (stalled past lease_s=%.0f s); "
                "the drain that took it over continues",
                user_id,
                report.processed,
                self.settings.lease_s,
            )
        finally:
            await self._release(user_id, owner)
        report.elapsed_ms = (time.perf_counter() - t0) * 1000
        log.info(
            "consolidate user=%s processed=%d failed=%d facts=+%d closed=%d elapsed_ms=%.1f",
            user_id,
            report.processed,
            report.failed,
            report.facts_inserted,
            report.facts_closed,
            report.elapsed_ms,
        )
        return report

    async def _stored_vectors(self, user_id: str, texts: list[str]) -> dict[str, np.ndarray]:
        """The vectors already stored for facts of ``user_id`` with these exact texts.

        A vector is that of one text per model call (:class:`engram.embedding.ModelThread`), and
        the file is bound to one model (:func:`engram.storage.migrations.migrate`), so a stored
        vector is the one the model would give again: a re-mention ("I still live in Leeds"), an
        end that names a known fact, or a revised version costs no model call.
        """
        found: dict[str, np.ndarray] = {}
        for i in range(0, len(texts), 500):
            part = texts[i : i + 500]
            cur = await self.db.reader.execute(
                f"SELECT f.text, v.embedding FROM {C.FACTS} AS f "
                f"JOIN {C.FACT_VEC} AS v ON v.rowid = f.pk "
                f"WHERE f.user_id = ? AND f.text IN ({','.join('?' * len(part))})",
                (user_id, *part),
            )
            for text, blob in await cur.fetchall():
                found.setdefault(str(text), np.frombuffer(blob, dtype=np.float32).copy())
        return found

    async def _extract(self, user_id: str, items: list[_Claimed]) -> list[_Extracted]:
        """Extract claims for a batch (in order, stopping after a failure: the rest of the batch
        is not extracted) and start embedding their texts.

        Each episode's new claim texts go to the model thread as soon as that episode is
        extracted, so the model embeds them while the next episodes are read and while the
        earlier ones are applied (the model thread, the extractor and SQLite run on different
        threads): :meth:`_Extracted.settle` waits for one episode's vectors just before it is
        applied. A text the user's stored facts already have takes the stored vector
        (:meth:`_stored_vectors`). The vectors are those of one text per model call either way
        (see :class:`engram.embedding.ModelThread`). The caller must :meth:`_Extracted.discard`
        every result it does not settle.
        """
        out: list[_Extracted] = []
        by_text: dict[str, _Embedding] = {}
        for item in items:
            usage = LLMUsage()
            if item.error is not None or item.view is None:
                out.append(_Extracted([], {}, usage, item.error or LookupError("no episode")))
                break
            # Rule extraction is CPU work: let waiting requests run, and wait (bounded) while
            # a write, here or in the daemon next to this child worker, is being prepared.
            await self.db.write_gate.yield_to_foreground()
            try:
                with metering(usage):
                    claims = await self.extractor.extract(item.view, item.context)
            except Exception as exc:  # recorded against this episode by _apply
                out.append(_Extracted([], {}, usage, exc))
                break  # later episodes wait for this one's retry: no extraction spent on them
            extracted = _Extracted(claims, {}, usage, None)
            out.append(extracted)
            texts = list(dict.fromkeys(c.text for c in claims))
            new = [t for t in texts if t not in by_text and t not in extracted.vectors]
            if new:
                try:
                    known = await self._stored_vectors(user_id, new)
                except Exception as exc:  # only a saving lost: the model embeds them all
                    log.warning("consolidate user=%s stored vectors unread: %s", user_id, exc)
                    known = {}
                for t, vec in known.items():
                    by_text[t] = _Embedding([t], None, {t: vec})
                new = [t for t in new if t not in known]
            if new:
                job = _Embedding(new, asyncio.ensure_future(self.embedder.embed(new, background=True)))
                by_text.update(dict.fromkeys(new, job))
            extracted.waits = list({id(by_text[t]): by_text[t] for t in texts}.values())
            if self.refine_min_chars is not None and len(item.view.text) > self.refine_min_chars:
                extracted.full = asyncio.ensure_future(
                    self.embedder.embed([item.view.text], background=True)
                )
        return out

    async def _apply(
        self,
        user_id: str,
        owner: str,
        batch: list[tuple[_Claimed, _Extracted]],
        report: ConsolidationReport,
    ) -> tuple[int, bool]:
        """Apply a run of extracted episodes in ONE transaction, each inside a savepoint.

        Exactly once: an episode's facts and its 'done' mark commit together. In order: at the
        first episode that fails, it is recorded as a failed attempt (retried with backoff) and
        the later ones of the run go back to 'pending' uncharged, so no later fact is applied
        before an earlier one. When a foreground write queues for the writer meanwhile, the
        transaction commits after the current episode and the caller applies the rest in the
        next one (a write waits for one episode, not a batch). The summary of each session an
        applied episode belongs to is remade once, in the same transaction.

        Returns:
            (episodes of ``batch`` consumed, False after a failure). After a failure the whole
            batch is consumed (the rest went back to pending).
        """
        applied: list[tuple[_Claimed, ResolveReport]] = []
        failure: tuple[_Claimed, _Extracted, BaseException] | None = None
        released: list[_Claimed] = []
        gate = self.db.write_gate
        # The first episode's vectors are awaited before the transaction (a write never waits on
        # the model for it); an error is raised again, and recorded, inside.
        with contextlib.suppress(Exception):
            await batch[0][1].settle()
        async with self.db.transaction(background=True) as conn:
            # Fencing: apply only while this drain still holds the user (atomic with the apply).
            await self._renew(conn, user_id, owner)
            consumed = 0
            for item, extracted in batch:
                if failure is None and applied and (
                    gate.contended or not await extracted.ready_unless(lambda: gate.contended)
                ):
                    break  # commit now; the rest go in the next transaction
                consumed += 1
                if failure is not None:
                    released.append(item)
                    continue
                if not await self._still_queued(conn, item.episode_pk):
                    # Forgotten while it was being extracted: nothing of it may be applied.
                    log.info(
                        "consolidate user=%s episode_pk=%d forgotten meanwhile; skipped",
                        user_id,
                        item.episode_pk,
                    )
                    continue
                if extracted.error is not None or item.view is None:
                    failure = (item, extracted, extracted.error or LookupError("no episode"))
                    continue
                await conn.execute("SAVEPOINT episode")
                try:
                    await extracted.settle()  # its vectors, embedded meanwhile
                    result = await self.resolver.apply(
                        conn,
                        user_id=user_id,
                        episode_pk=item.episode_pk,
                        reference_time=item.view.reference_time,
                        claims=extracted.claims,
                        vectors=extracted.vectors,
                        now=utcnow(),
                    )
                    await conn.execute(
                        f"UPDATE {C.CONSOLIDATION_STATE} SET status = ?, last_error = NULL, "
                        "extractor_version = ?, next_attempt_at = NULL, updated_at = ? "
                        "WHERE episode_pk = ?",
                        (C.DONE, self.extractor.version, to_db(utcnow()), item.episode_pk),
                    )
                    if extracted.episode_vector is not None:
                        await conn.execute(
                            f"UPDATE {C.EPISODE_VEC} SET embedding = ? WHERE rowid = ?",
                            (
                                np.asarray(extracted.episode_vector, dtype=np.float32).tobytes(),
                                item.episode_pk,
                            ),
                        )
                        await log_changes(conn, C.EPISODE_VEC, user_id, [item.episode_pk])
                    await self._add_usage(conn, item.episode_pk, extracted.usage)
                except Exception as exc:  # this episode only: undo it, keep the ones before
                    await conn.execute("ROLLBACK TO episode")
                    await conn.execute("RELEASE episode")
                    failure = (item, extracted, exc)
                    continue
                await conn.execute("RELEASE episode")
                applied.append((item, result))
            # A summary is a function of its session's episodes and facts as they stand: made
            # once per session at the end of the transaction, not once per episode.
            for session_id in dict.fromkeys(it.view.session_id for it, _ in applied if it.view):
                await summaries.refresh(conn, user_id, session_id)
            await self._return_to_pending(conn, released)
        for _item, result in applied:
            report.processed += 1
            report.absorb(result)
        if failure is not None:
            await self._record_failure(user_id, owner, *failure, report)
        if self.adjudicator is not None:
            for item, result in applied:
                if result.unresolved:
                    await self._adjudicate(
                        self.adjudicator, user_id, owner, item.episode_pk, report
                    )
        return consumed, failure is None

    @staticmethod
    async def _still_queued(conn: Any, episode_pk: int) -> bool:
        """Whether the episode still exists (a forget deletes its consolidation state with it)."""
        cur = await conn.execute(
            f"SELECT 1 FROM {C.CONSOLIDATION_STATE} WHERE episode_pk = ?", (episode_pk,)
        )
        return await cur.fetchone() is not None

    @staticmethod
    async def _return_to_pending(conn: Any, items: list[_Claimed]) -> None:
        for item in items:
            await conn.execute(
                f"UPDATE {C.CONSOLIDATION_STATE} SET status = ?, attempts = attempts - 1, "
                "updated_at = ? WHERE episode_pk = ? AND status = ?",
                (C.PENDING, to_db(utcnow()), item.episode_pk, C.PROCESSING),
            )

    async def _unclaim(self, user_id: str, owner: str, items: list[_Claimed]) -> None:
        """Give claimed but unapplied episodes back to the queue, without charging an attempt."""
        if items:
            async with self.db.transaction(background=True) as conn:
                await self._renew(conn, user_id, owner)
                await self._return_to_pending(conn, items)

    async def _record_failure(
        self,
        user_id: str,
        owner: str,
        item: _Claimed,
        extracted: _Extracted,
        exc: BaseException,
        report: ConsolidationReport,
    ) -> None:
        """A failed attempt: back to 'pending' with backoff, or 'failed' after max_attempts."""
        attempt = item.attempt
        log.error(
            "consolidate user=%s episode=%s attempt=%d failed",
            user_id,
            item.episode_id,
            attempt,
            exc_info=(type(exc), exc, exc.__traceback__),
        )
        error = f"{type(exc).__name__}: {exc}"[:2000]
        failed = attempt >= self.settings.max_attempts
        retry_at = utcnow() + timedelta(seconds=self.settings.retry_backoff_s * 2 ** (attempt - 1))
        trace = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__, limit=3))
        async with self.db.transaction(background=True) as conn:
            await self._renew(conn, user_id, owner)  # never overwrite a takeover's outcome
            await conn.execute(
                f"UPDATE {C.CONSOLIDATION_STATE} SET status = ?, last_error = ?, "
                "next_attempt_at = ?, updated_at = ? WHERE episode_pk = ?",
                (
                    C.FAILED if failed else C.PENDING,
                    error + ("\n" + trace if failed else ""),
                    None if failed else to_db(retry_at),
                    to_db(utcnow()),
                    item.episode_pk,
                ),
            )
            await self._add_usage(conn, item.episode_pk, extracted.usage)
        if failed:
            report.failed += 1
            report.failed_episode_ids.append(item.episode_id)
        else:
            report.retried += 1

    @staticmethod
    async def _add_usage(conn: Any, episode_pk: int, usage: LLMUsage) -> None:
        if usage.calls or usage.tokens:
            await conn.execute(
                f"UPDATE {C.CONSOLIDATION_STATE} SET llm_calls = llm_calls + ?, "
                "llm_tokens = llm_tokens + ? WHERE episode_pk = ?",
                (usage.calls, usage.tokens, episode_pk),
            )

    async def _adjudicate(
        self,
        adjudicator: Adjudicator,
        user_id: str,
        owner: str,
        episode_pk: int,
        report: ConsolidationReport,
    ) -> None:
        """After the episode committed: let the adjudicator decide its unresolved conflicts.

        Any failure leaves the facts unresolved (logged); the episode stays done.
        """
        outcome = AdjudicationReport()
        usage = LLMUsage()
        try:
            with metering(usage):
                cases = await ask(
                    self.db.reader,
                    adjudicator,
                    user_id=user_id,
                    episode_pk=episode_pk,
                    report=outcome,
                )
            async with self.db.transaction(background=True) as conn:
                await self._renew(conn, user_id, owner)
                await apply_verdicts(
                    conn,
                    cases,
                    episode_pk=episode_pk,
                    now=utcnow(),
                    boost=self.settings.reinforce_boost,
                    adjudicator_version=adjudicator.version,
                    report=outcome,
                )
                await self._add_usage(conn, episode_pk, usage)
        except _LeaseLost:
            raise
        except Exception:  # task boundary: the facts stay unresolved, the episode stays done
            log.exception("adjudicate user=%s episode_pk=%d failed", user_id, episode_pk)
            return
        report.facts_adjudicated += outcome.resolved
        report.facts_unresolved -= outcome.resolved
        log.info(
            "adjudicate user=%s episode_pk=%d asked=%d resolved=%d superseded=%d merged=%d "
            "failed=%d llm_calls=%d",
            user_id,
            episode_pk,
            outcome.asked,
            outcome.resolved,
            outcome.superseded,
            outcome.merged,
            outcome.failed,
            usage.calls,
        )
