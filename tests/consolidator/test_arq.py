"""Consolidation on Redis with arq: wake-ups only, SQLite is the truth.

Redis is real (STYLE.md "Tests"): the ``redis_db`` fixture uses DB 11 on 127.0.0.1:6379, flushes it
before and after each test, and skips the test when Redis is not reachable.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis

import engram
from consolidator.arq_queue import JOB_CONSOLIDATE, build_worker, job_id, redis_settings
from consolidator.types import SELF, Claim
from engram import constants as C
from engram.embedding import HashEmbedder
from tests.conftest import REPO
from tests.consolidator.fakes import ScriptedExtractor

pytestmark = pytest.mark.timeout(90)

REDIS_DB = 11
REDIS_URL = f"redis://127.0.0.1:6379/{REDIS_DB}"
DEAD_REDIS_URL = "redis://127.0.0.1:6399/0"  # nothing listens here
WORKER_TIMEOUT_S = 60.0

# arq 0.28's Worker.close() still calls redis-py's deprecated ``Redis.close()``.
ARQ_CLOSE_WARNING = "ignore:Call to deprecated close:DeprecationWarning"


@pytest.fixture
def redis_db() -> Iterator[redis.Redis]:
    """A flushed Redis DB 11 for this test; skips when Redis is not reachable."""
    client = redis.Redis(host="127.0.0.1", port=6379, db=REDIS_DB, socket_connect_timeout=1)
    try:
        client.ping()
    except redis.ConnectionError as exc:
        client.close()
        pytest.skip(f"Redis is not reachable at 127.0.0.1:6379 ({exc}); start redis-server to run arq tests")
    client.flushdb()
    try:
        yield client
    finally:
        client.flushdb()
        client.close()


def arq_settings(db_path: Path, url: str = REDIS_URL, **consolidation: Any) -> engram.Settings:
    return engram.Settings.load(
        storage={"path": str(db_path)},
        embedding={"backend": "hash"},
        queue={"backend": "arq", "redis_url": url},
        consolidation=consolidation,
    )


def hobby(obj: str) -> list[Claim]:
    return [Claim(SELF, "hobby", obj, f"user does {obj}")]


def day(n: int) -> str:
    return f"2025-{1 + n // 28:02d}-{1 + n % 28:02d}T09:00:00+00:00"


def states(query: Any) -> dict[str, tuple[str, int]]:
    """episode content -> (status, attempts)."""
    rows = query(
        "SELECT e.content, s.status, s.attempts FROM consolidation_state s "
        "JOIN episodes e ON e.pk = s.episode_pk"
    )
    return {str(r[0]): (str(r[1]), int(r[2])) for r in rows}


async def run_burst(settings: engram.Settings, embedder: HashEmbedder, extractor: ScriptedExtractor) -> Any:
    """Run one burst arq worker in this event loop until the queue is empty; return it."""
    worker = build_worker(settings, burst=True, embedder=embedder, extractor=extractor)
    try:
        await asyncio.wait_for(worker.async_run(), WORKER_TIMEOUT_S)
    finally:
        await worker.close()
    return worker


@pytest.mark.filterwarnings(ARQ_CLOSE_WARNING)
async def test_add_enqueues_one_job_per_user_and_a_burst_worker_drains_it(
    redis_db: redis.Redis, db_path: Path, embedder: HashEmbedder, query: Any
) -> None:
    settings = arq_settings(db_path)
    script = {"I play chess.": hobby("chess"), "I paint.": hobby("painting"), "I row.": hobby("rowing")}
    async with engram.Engram.open(settings, embedder=embedder, extractor=ScriptedExtractor(script)) as mem:
        for i, text in enumerate(script):
            await mem.add(text, user_id="u1", reference_time=day(i))
    # close() waited for the in-flight enqueues.
    jid = job_id("u1")
    assert redis_db.exists(f"arq:job:{jid}") == 1
    assert redis_db.zscore(C.ARQ_QUEUE_NAME, jid) is not None
    assert redis_db.zcard(C.ARQ_QUEUE_NAME) == 1  # three adds, one wake-up for the user
    assert set(states(query).values()) == {("pending", 0)}

    extractor = ScriptedExtractor(script)
    worker = await run_burst(settings, embedder, extractor)

    assert worker.jobs_complete >= 1 and worker.jobs_failed == 0
    assert set(states(query).values()) == {("done", 1)}
    assert sorted(extractor.calls) == sorted(script)
    async with engram.Engram.open(arq_settings(db_path), embedder=embedder) as mem:
        assert sorted(f.object for f in await mem.facts(user_id="u1")) == ["chess", "painting", "rowing"]
    assert redis_db.zcard(C.ARQ_QUEUE_NAME) == 0
    assert redis_db.exists(f"arq:job:{jid}") == 0


@pytest.mark.filterwarnings(ARQ_CLOSE_WARNING)
async def test_redis_down_add_commits_fast_logs_a_warning_and_a_worker_catches_up(
    redis_db: redis.Redis,
    db_path: Path,
    embedder: HashEmbedder,
    query: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING, logger="engram.queue")
    script = {f"u{u} hobby {i}": hobby(f"u{u}-h{i}") for u in (1, 2) for i in range(3)}
    down = arq_settings(db_path, url=DEAD_REDIS_URL)
    t_open = time.perf_counter()
    async with engram.Engram.open(down, embedder=embedder, extractor=ScriptedExtractor(script)) as mem:
        for i, text in enumerate(script):
            t0 = time.perf_counter()
            ep = await mem.add(text, user_id=text[:2], reference_time=day(i))
            assert time.perf_counter() - t0 < 0.5, "add waited for Redis"
            assert ep.content == text
    assert time.perf_counter() - t_open < 15  # close() waits at most the enqueue timeout per try
    refused = [
        r for r in caplog.records
        if r.name == "engram.queue" and r.levelno == logging.WARNING and "cannot enqueue" in r.getMessage()
    ]
    assert refused, "no warning logged for the unreachable Redis"
    assert set(states(query).values()) == {("pending", 0)}
    assert redis_db.dbsize() == 0

    # Redis is back (the worker's URL): its startup finds the pending users in SQLite.
    extractor = ScriptedExtractor(script)
    await run_burst(arq_settings(db_path), embedder, extractor)
    assert set(states(query).values()) == {("done", 1)}
    assert sorted(extractor.calls) == sorted(script)


@pytest.mark.filterwarnings(ARQ_CLOSE_WARNING)
async def test_lost_duplicated_and_replayed_jobs_consolidate_each_episode_exactly_once(
    redis_db: redis.Redis, db_path: Path, embedder: HashEmbedder, query: Any
) -> None:
    from arq.connections import create_pool

    settings = arq_settings(db_path, concurrency=4)
    users = ("u1", "u2", "u3")
    script = {f"{u} hobby {i}": hobby(f"{u}-h{i}") for u in users for i in range(6)}
    async with engram.Engram.open(settings, embedder=embedder, extractor=ScriptedExtractor(script)) as mem:
        for i, text in enumerate(script):
            await mem.add(text, user_id=text[:2], reference_time=day(i))
    pool = await create_pool(redis_settings(REDIS_URL))
    try:
        # Lost: u3's wake-up vanishes from Redis.
        lost = job_id("u3")
        assert redis_db.zrem(C.ARQ_QUEUE_NAME, lost) == 1
        redis_db.delete(f"arq:job:{lost}")
        # Duplicated: the same users' jobs under more ids (defeating arq's dedupe).
        for k in range(5):
            await pool.enqueue_job(JOB_CONSOLIDATE, "u1", _job_id=f"dup-u1-{k}", _queue_name=C.ARQ_QUEUE_NAME)
        for k in range(3):
            await pool.enqueue_job(JOB_CONSOLIDATE, "u2", _job_id=f"dup-u2-{k}", _queue_name=C.ARQ_QUEUE_NAME)
        assert redis_db.zcard(C.ARQ_QUEUE_NAME) == 2 + 5 + 3

        # Two workers (two Engram instances, as two processes would have) race over them.
        ex1, ex2 = ScriptedExtractor(script), ScriptedExtractor(script)
        await asyncio.gather(run_burst(settings, embedder, ex1), run_burst(settings, embedder, ex2))
        assert set(states(query).values()) == {("done", 1)}

        # Replayed: the original ids and more duplicates again, after everything is done.
        for u in users:
            await pool.enqueue_job(JOB_CONSOLIDATE, u, _job_id=job_id(u), _queue_name=C.ARQ_QUEUE_NAME)
            await pool.enqueue_job(JOB_CONSOLIDATE, u, _job_id=f"replay-{u}", _queue_name=C.ARQ_QUEUE_NAME)
        ex3 = ScriptedExtractor(script)
        await run_burst(settings, embedder, ex3)
    finally:
        await pool.aclose()

    assert ex3.calls == []
    assert sorted(ex1.calls + ex2.calls) == sorted(script)  # each episode extracted once
    assert set(states(query).values()) == {("done", 1)}
    facts = query("SELECT user_id, predicate, object, valid_at, salience FROM facts WHERE expired_at IS NULL")
    assert len(facts) == len(script)
    assert len({f[:4] for f in facts}) == len(facts)  # no duplicate fact rows
    assert {f[4] for f in facts} == {1.0}  # none reinforced by a second application
    assert query("SELECT count(*) FROM consolidation_leases") == [(0,)]
