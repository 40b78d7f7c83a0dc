"""Consolidation on Redis with arq (``[queue] backend = "arq"``).

Redis only carries wake-ups: a job names a user, and the job drains that user's pending episodes
from SQLite. So a lost job loses nothing (a periodic catch-up job re-enqueues users with pending
episodes), a duplicated or replayed job finds nothing left to do, and writes never wait for Redis:
if Redis is down, ``add`` still commits and the backlog drains when it is back.

A worker killed mid-job leaves its job marked in progress in Redis, and arq would retry it only
after ``job_timeout``; meanwhile every wake-up for that user is dropped as a duplicate. The
catch-up therefore also wakes such users under a one-off job id once their SQLite lease has run out.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from typing import Any

from arq import cron
from arq.connections import ArqRedis, RedisSettings, create_pool
from arq.constants import in_progress_key_prefix
from arq.worker import Worker

from consolidator.types import Extractor
from engram import constants as C
from engram.config import Settings
from engram.embedding import Embedder

log = logging.getLogger("engram.queue")

JOB_CONSOLIDATE = "consolidate_user"
ENQUEUE_TIMEOUT_S = 2.0
JOB_TIMEOUT_S = 3600  # arq keeps a started job "in progress" this long (+10 s) unless it finishes


def job_id(user_id: str) -> str:
    """One queued job per user at a time (arq drops an enqueue while the id is queued or running)."""
    return f"{C.REDIS_KEY_PREFIX}consolidate:{user_id}"


def redis_settings(url: str) -> RedisSettings:
    """arq settings for ``url`` with short connection retries (a write must never hang on Redis)."""
    rs = RedisSettings.from_dsn(url)
    rs.conn_timeout = 1
    rs.conn_retries = 0
    return rs


class ArqWakeSignal:
    """Enqueues ``consolidate_user`` jobs; never blocks or raises into the write path."""

    def __init__(self, redis_url: str) -> None:
        self.redis_url = redis_url
        self._pool: ArqRedis | None = None
        self._pool_lock = asyncio.Lock()  # concurrent first enqueues must share one pool
        self._tasks: set[asyncio.Task[bool]] = set()

    async def _get_pool(self) -> ArqRedis:
        async with self._pool_lock:
            if self._pool is None:
                self._pool = await create_pool(redis_settings(self.redis_url))
            return self._pool

    async def enqueue(self, user_id: str) -> bool:
        """Enqueue one job for ``user_id``; False (logged) if Redis cannot be reached."""
        try:
            async with asyncio.timeout(ENQUEUE_TIMEOUT_S):
                pool = await self._get_pool()
                await pool.enqueue_job(
                    JOB_CONSOLIDATE, user_id, _job_id=job_id(user_id), _queue_name=C.ARQ_QUEUE_NAME
                )
            return True
        except Exception as exc:  # adapter boundary: the episode is safe in SQLite
            log.warning(
                "queue: cannot enqueue user=%s (%s); the worker's catch-up will", user_id, exc
            )
            if self._pool is not None:
                await self._drop_pool()
            return False

    async def _drop_pool(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            try:
                await pool.aclose()
            except Exception:  # a dead connection may fail to close; nothing to recover
                log.debug("queue: closing a broken Redis pool failed", exc_info=True)

    def notify(self, user_id: str) -> None:
        task = asyncio.get_running_loop().create_task(self.enqueue(user_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def aclose(self) -> None:
        """Wait for in-flight enqueues, then close the Redis pool."""
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        await self._drop_pool()


async def consolidate_user(ctx: dict[str, Any], user_id: str) -> dict[str, Any]:
    """arq job: drain one user's pending episodes."""
    report = await ctx["engram"].consolidate(user_id=user_id)
    result: dict[str, Any] = report.to_dict()
    return result


async def wake_pending(mem: Any, redis: ArqRedis) -> int:
    """Enqueue a job for every user with work left in SQLite; return how many users.

    A user whose job arq has marked in progress for longer than a lease although no drain holds
    the user's lease (its worker died; arq would retry only after ``JOB_TIMEOUT_S``) gets a job
    under a one-off id. A live job takes the lease as it starts and renews it at every step.
    """
    users = await mem.consolidator.pending_users()
    leased = await mem.consolidator.leased_users()
    lease_ms = mem.settings.consolidation.lease_s * 1000
    for user in users:
        jid = job_id(user)
        job = await redis.enqueue_job(
            JOB_CONSOLIDATE, user, _job_id=jid, _queue_name=C.ARQ_QUEUE_NAME
        )
        if job is not None or user in leased:
            continue
        ttl_ms = await redis.pttl(in_progress_key_prefix + jid)  # < 0: not in progress
        if ttl_ms > 0 and JOB_TIMEOUT_S * 1000 - ttl_ms > lease_ms:
            log.warning("queue: job %s is stuck in progress (dead worker?); re-waking user", jid)
            await redis.enqueue_job(
                JOB_CONSOLIDATE,
                user,
                _job_id=f"{jid}:retry:{uuid.uuid4().hex[:12]}",
                _queue_name=C.ARQ_QUEUE_NAME,
            )
    return len(users)


async def catch_up(ctx: dict[str, Any]) -> int:
    """arq cron job: wake every user with work left (lost, dropped or stuck wake-ups)."""
    return await wake_pending(ctx["engram"], ctx["redis"])


def build_worker(
    settings: Settings,
    *,
    burst: bool = False,
    catch_up_every_s: int = 10,
    embedder: Embedder | None = None,
    extractor: Extractor | None = None,
) -> Worker:
    """An arq worker that consolidates the database of ``settings``.

    Args:
        burst: exit when the queue is empty (tests, batch runs).
        catch_up_every_s: how often the catch-up job scans SQLite for pending users.
        embedder: an already loaded embedder to share (not closed by the worker); default:
            the configured model, loaded at startup.
        extractor: the fact extractor; default: the offline rule-based one.
    """
    from engram.api import Engram

    async def startup(ctx: dict[str, Any]) -> None:
        ctx["engram"] = await Engram.open(settings, embedder=embedder, extractor=extractor)
        ctx["engram"].consolidator.warm()
        await wake_pending(ctx["engram"], ctx["redis"])

    async def shutdown(ctx: dict[str, Any]) -> None:
        mem = ctx.get("engram")
        if mem is not None:
            await mem.close()

    seconds = set(range(0, 60, max(1, min(59, catch_up_every_s))))
    return Worker(
        functions=[consolidate_user],
        cron_jobs=[cron(catch_up, second=seconds, run_at_startup=False, unique=True)],
        queue_name=C.ARQ_QUEUE_NAME,
        redis_settings=RedisSettings.from_dsn(settings.queue.redis_url),
        on_startup=startup,
        on_shutdown=shutdown,
        max_jobs=settings.consolidation.concurrency,
        keep_result=0,
        burst=burst,
        job_timeout=JOB_TIMEOUT_S,
        handle_signals=True,
    )
