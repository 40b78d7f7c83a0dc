"""The consolidation job: drain one user's pending episodes in reference-time order.

SQLite's ``consolidation_state`` is the truth; queues only wake workers, so a lost, duplicated or
replayed wake-up changes nothing. A per-user lease (``consolidation_leases``) keeps one drain on a
user at a time; a killed worker's lease runs out and its 'processing' rows return to 'pending'.
The lease belongs to one :meth:`Consolidator.drain_user` call (not to the process, so two drains
of the same user in one process exclude each other too), is renewed at every step, and is checked
inside the transaction that applies an episode's facts and marks it done: a drain that lost its
lease (it stalled past ``lease_s`` and another took over) rolls back instead of applying twice.
So an episode is consolidated exactly once even if a worker dies or stalls mid-way.
"""

from __future__ import annotations

import asyncio
import logging
import time
import traceback
import uuid
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from typing import Any

from consolidator.resolver import ConflictResolver, ResolveReport
from consolidator.types import EpisodeView, Extractor
from engram import constants as C
from engram.config import ConsolidationSettings
from engram.embedding import Embedder
from engram.storage.database import Database
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
    facts_closed: int = 0
    facts_unresolved: int = 0
    failed_episode_ids: list[str] = field(default_factory=list)
    elapsed_ms: float = 0.0

    def absorb(self, r: ResolveReport) -> None:
        self.facts_inserted += r.inserted
        self.facts_reinforced += r.reinforced
        self.facts_closed += r.closed
        self.facts_unresolved += r.unresolved

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["elapsed_ms"] = round(self.elapsed_ms, 1)
        return d


@dataclass(frozen=True)
class _Pending:
    episode_pk: int
    attempts: int


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
    ) -> None:
        self.db = db
        self.extractor = extractor
        self.resolver = resolver
        self.embedder = embedder
        self.settings = settings
        self.worker_id = worker_id or f"w-{uuid.uuid4().hex[:12]}"

    # -- leases -----------------------------------------------------------------------------
    async def _acquire(self, user_id: str, owner: str) -> bool:
        now = utcnow()
        expires = to_db(now + timedelta(seconds=self.settings.lease_s))
        async with self.db.transaction() as conn:
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
        async with self.db.transaction() as conn:
            await conn.execute(
                f"DELETE FROM {C.CONSOLIDATION_LEASES} WHERE user_id = ? AND worker_id = ?",
                (user_id, owner),
            )

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

    async def _next(self, user_id: str) -> tuple[_Pending | None, datetime | None]:
        """The next due pending episode, or the time the earliest backed-off one is due."""
        now = to_db(utcnow())
        cur = await self.db.writer.execute(
            f"SELECT episode_pk, attempts, next_attempt_at FROM {C.CONSOLIDATION_STATE} "
            "WHERE user_id = ? AND status = ? ORDER BY reference_time, episode_pk",
            (user_id, C.PENDING),
        )
        rows = await cur.fetchall()
        # Order is by reference time; an episode waiting for a retry holds back later ones,
        # so later facts never get applied before earlier ones.
        for pk, attempts, next_at in rows:
            if next_at is None or str(next_at) <= now:
                return _Pending(int(pk), int(attempts)), None
            return None, from_db(str(next_at))
        return None, None

    async def _views(self, user_id: str, episode_pk: int) -> tuple[EpisodeView, list[EpisodeView]]:
        cols = "pk, id, content, speaker, reference_time, reference_offset_s, session_id"
        cur = await self.db.writer.execute(
            f"SELECT {cols} FROM {C.EPISODES} WHERE pk = ? AND user_id = ?", (episode_pk, user_id)
        )
        row = await cur.fetchone()
        if row is None:
            raise LookupError(f"episode pk={episode_pk} of user {user_id!r} is gone")
        cur = await self.db.writer.execute(
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
            while True:
                item, due = await self._next(user_id)
                if item is None:
                    if due is None:
                        break
                    await asyncio.sleep(max(0.0, (due - utcnow()).total_seconds()))
                    continue
                await self._process(user_id, owner, item, report)
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

    async def _process(
        self, user_id: str, owner: str, item: _Pending, report: ConsolidationReport
    ) -> None:
        attempt = item.attempts + 1
        async with self.db.transaction() as conn:
            await self._renew(conn, user_id, owner)
            await conn.execute(
                f"UPDATE {C.CONSOLIDATION_STATE} SET status = ?, attempts = ?, updated_at = ? "
                "WHERE episode_pk = ?",
                (C.PROCESSING, attempt, to_db(utcnow()), item.episode_pk),
            )
        episode_id = "?"
        try:
            view, context = await self._views(user_id, item.episode_pk)
            episode_id = view.id
            claims = await self.extractor.extract(view, context)
            texts = list(dict.fromkeys(c.text for c in claims))
            vecs = await self.embedder.embed(texts) if texts else None
            vectors = {t: vecs[i] for i, t in enumerate(texts)} if vecs is not None else {}
            async with self.db.transaction() as conn:
                # Fencing: apply only while this drain still holds the user (atomic with the apply).
                await self._renew(conn, user_id, owner)
                result = await self.resolver.apply(
                    conn,
                    user_id=user_id,
                    episode_pk=item.episode_pk,
                    reference_time=view.reference_time,
                    claims=claims,
                    vectors=vectors,
                    now=utcnow(),
                )
                await conn.execute(
                    f"UPDATE {C.CONSOLIDATION_STATE} SET status = ?, last_error = NULL, "
                    "extractor_version = ?, next_attempt_at = NULL, updated_at = ? "
                    "WHERE episode_pk = ?",
                    (C.DONE, self.extractor.version, to_db(utcnow()), item.episode_pk),
                )
            report.processed += 1
            report.absorb(result)
        except _LeaseLost:
            raise
        except Exception as exc:  # task boundary: record, log with traceback, move on
            log.exception(
                "consolidate user=%s episode=%s attempt=%d failed", user_id, episode_id, attempt
            )
            error = f"{type(exc).__name__}: {exc}"[:2000]
            failed = attempt >= self.settings.max_attempts
            retry_at = utcnow() + timedelta(
                seconds=self.settings.retry_backoff_s * 2 ** (attempt - 1)
            )
            async with self.db.transaction() as conn:
                await self._renew(conn, user_id, owner)  # never overwrite a takeover's outcome
                await conn.execute(
                    f"UPDATE {C.CONSOLIDATION_STATE} SET status = ?, last_error = ?, "
                    "next_attempt_at = ?, updated_at = ? WHERE episode_pk = ?",
                    (
                        C.FAILED if failed else C.PENDING,
                        error + ("\n" + traceback.format_exc(limit=3) if failed else ""),
                        None if failed else to_db(retry_at),
                        to_db(utcnow()),
                        item.episode_pk,
                    ),
                )
            if failed:
                report.failed += 1
                report.failed_episode_ids.append(episode_id)
            else:
                report.retried += 1
