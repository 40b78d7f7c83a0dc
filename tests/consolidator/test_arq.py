"""Consolidation on Redis with arq: wake-ups only, SQLite is the truth.

Redis is real (STYLE.md "Tests"): the ``redis_db`` fixture gives each test a Redis DB of its own on
127.0.0.1:6379 (11 unless another test run holds it, then 12..15), flushed before and after, and
skips the test when Redis is not reachable.
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
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import redis

import engram
from consolidator.arq_queue import JOB_CONSOLIDATE, build_worker, job_id, redis_settings
from consolidator.types import SELF, Claim, EpisodeView
from engram import constants as C
from engram.embedding import HashEmbedder
from tests.conftest import REPO
from tests.consolidator.fakes import ScriptedExtractor

pytestmark = pytest.mark.timeout(90)

TEST_DBS = (11, 12, 13, 14, 15)  # one per concurrent test run (other helpers, CI shards)
LOCK_KEY = "engram-tests:lock"
LOCK_TTL_S = 600
DEAD_REDIS_URL = "redis://127.0.0.1:6399/0"  # nothing listens here
WORKER_TIMEOUT_S = 60.0

# arq 0.28's Worker.close() still calls redis-py's deprecated ``Redis.close()``.
ARQ_CLOSE_WARNING = "ignore:Call to deprecated close:DeprecationWarning"


@dataclass(frozen=True)
class RedisDB:
    client: redis.Redis
    url: str


def _claim_db(token: str) -> tuple[int, redis.Redis] | None:
    for n in TEST_DBS:
        client = redis.Redis(host="127.0.0.1", port=6379, db=n, socket_connect_timeout=1)
        if client.set(LOCK_KEY, token, nx=True, ex=LOCK_TTL_S):
            return n, client
        client.close()
    return None


@pytest.fixture
def redis_db() -> Iterator[RedisDB]:
    """A Redis DB for this test alone, flushed before and after; skips when Redis is unreachable.

    The DB is claimed with a lock key (SET NX), so test runs in parallel never share one.
    """
    probe = redis.Redis(host="127.0.0.1", port=6379, socket_connect_timeout=1)
    try:
        probe.ping()
    except redis.ConnectionError as exc:
        pytest.skip(
            f"Redis is not reachable at 127.0.0.1:6379 ({exc}); start redis-server to run arq tests"
        )
    finally:
        probe.close()
    token = uuid.uuid4().hex
    deadline = time.monotonic() + 60
    while (claimed := _claim_db(token)) is None:
        if time.monotonic() > deadline:
            pytest.skip(f"Redis DBs {TEST_DBS} are all held by other test runs")
        time.sleep(0.5)
    n, client = claimed
    with client.pipeline(transaction=True) as pipe:  # flush, keeping our claim, atomically
        pipe.flushdb()
        pipe.set(LOCK_KEY, token, ex=LOCK_TTL_S)
        pipe.execute()
    try:
        yield RedisDB(client, f"redis://127.0.0.1:6379/{n}")
    finally:
        client.flushdb()  # releases the claim too
        client.close()


def arq_settings(db_path: Path, url: str, **consolidation: Any) -> engram.Settings:
    return engram.Settings.load(
        storage={"path": str(db_path)},
        embedding={"backend": "hash"},
        queue={"backend": "arq", "redis_url": url},
        consolidation=consolidation,
    )


class SlowExtractor(ScriptedExtractor):
    """A :class:`ScriptedExtractor` that takes a few ms per episode, as a real one does, so
    concurrent jobs really interleave."""

    async def extract(self, episode: EpisodeView, context: list[EpisodeView]) -> list[Claim]:
        await asyncio.sleep(0.005)
        return await super().extract(episode, context)


def hobby(obj: str) -> list[Claim]:
    return [Claim(SELF, "hobby", obj, f"user does {obj}")]


def day(n: int) -> str:
    return f"2025-{1 + n // 28:02d}-{1 + n % 28:02d}T09:00:00+00:00"


def assert_done_in_reference_order(query: Any) -> None:
    """Per user, episodes were marked done (system time) in reference-time order."""
    for (user,) in query("SELECT DISTINCT user_id FROM consolidation_state"):
        rows = query(
            "SELECT updated_at FROM consolidation_state WHERE user_id = ? "
            "ORDER BY reference_time, episode_pk",
            (user,),
        )
        stamps = [r[0] for r in rows]
        assert stamps == sorted(stamps), f"user {user} was not consolidated in reference order"


def states(query: Any) -> dict[str, tuple[str, int]]:
    """episode content -> (status, attempts)."""
    rows = query(
        "SELECT e.content, s.status, s.attempts FROM consolidation_state s "
        "JOIN episodes e ON e.pk = s.episode_pk"
    )
    return {str(r[0]): (str(r[1]), int(r[2])) for r in rows}


async def run_burst(
    settings: engram.Settings, embedder: HashEmbedder, extractor: ScriptedExtractor
) -> Any:
    """Run one burst arq worker in this event loop until the queue is empty; return it."""
    worker = build_worker(settings, burst=True, embedder=embedder, extractor=extractor)
    try:
        await asyncio.wait_for(worker.async_run(), WORKER_TIMEOUT_S)
    finally:
        await worker.close()
    return worker


@pytest.mark.filterwarnings(ARQ_CLOSE_WARNING)
async def test_add_enqueues_one_job_per_user_and_a_burst_worker_drains_it(
    redis_db: RedisDB, db_path: Path, embedder: HashEmbedder, query: Any
) -> None:
    r = redis_db.client
    settings = arq_settings(db_path, redis_db.url)
    script = {
        "I play chess.": hobby("chess"),
        "I paint.": hobby("painting"),
        "I row.": hobby("rowing"),
    }
    async with engram.Engram.open(
        settings, embedder=embedder, extractor=ScriptedExtractor(script)
    ) as mem:
        for i, text in enumerate(script):
            await mem.add(text, user_id="u1", reference_time=day(i))
    # close() waited for the in-flight enqueues.
    jid = job_id("u1")
    assert r.exists(f"arq:job:{jid}") == 1
    assert r.zscore(C.ARQ_QUEUE_NAME, jid) is not None
    assert r.zcard(C.ARQ_QUEUE_NAME) == 1  # three adds, one wake-up for the user
    assert set(states(query).values()) == {("pending", 0)}

    extractor = ScriptedExtractor(script)
    worker = await run_burst(settings, embedder, extractor)

    assert worker.jobs_complete >= 1 and worker.jobs_failed == 0
    assert set(states(query).values()) == {("done", 1)}
    assert sorted(extractor.calls) == sorted(script)
    async with engram.Engram.open(settings, embedder=embedder) as mem:
        assert sorted(f.object for f in await mem.facts(user_id="u1")) == [
            "chess",
            "painting",
            "rowing",
        ]
    assert r.zcard(C.ARQ_QUEUE_NAME) == 0
    assert r.exists(f"arq:job:{jid}") == 0


@pytest.mark.filterwarnings(ARQ_CLOSE_WARNING)
async def test_redis_down_add_commits_fast_logs_a_warning_and_a_worker_catches_up(
    redis_db: RedisDB,
    db_path: Path,
    embedder: HashEmbedder,
    query: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING, logger="engram.queue")
    script = {f"u{u} hobby {i}": hobby(f"u{u}-h{i}") for u in (1, 2) for i in range(3)}
    down = arq_settings(db_path, url=DEAD_REDIS_URL)
    t_open = time.perf_counter()
    async with engram.Engram.open(
        down, embedder=embedder, extractor=ScriptedExtractor(script)
    ) as mem:
        for i, text in enumerate(script):
            t0 = time.perf_counter()
            ep = await mem.add(text, user_id=text[:2], reference_time=day(i))
            assert time.perf_counter() - t0 < 0.5, "add waited for Redis"
            assert ep.content == text
    assert time.perf_counter() - t_open < 15  # close() waits at most the enqueue timeout per try
    refused = [
        r
        for r in caplog.records
        if r.name == "engram.queue"
        and r.levelno == logging.WARNING
        and "cannot enqueue" in r.getMessage()
    ]
    assert refused, "no warning logged for the unreachable Redis"
    assert set(states(query).values()) == {("pending", 0)}
    assert redis_db.client.keys("arq:*") == []

    # Redis is back (the worker's URL): its startup finds the pending users in SQLite.
    extractor = ScriptedExtractor(script)
    await run_burst(arq_settings(db_path, redis_db.url), embedder, extractor)
    assert set(states(query).values()) == {("done", 1)}
    assert sorted(extractor.calls) == sorted(script)


@pytest.mark.filterwarnings(ARQ_CLOSE_WARNING)
async def test_lost_duplicated_and_replayed_jobs_consolidate_each_episode_exactly_once(
    redis_db: RedisDB, db_path: Path, embedder: HashEmbedder, query: Any
) -> None:
    from arq.connections import create_pool

    r = redis_db.client
    settings = arq_settings(db_path, redis_db.url, concurrency=4)
    users = ("u1", "u2", "u3")
    script = {f"{u} hobby {i}": hobby(f"{u}-h{i}") for u in users for i in range(6)}
    async with engram.Engram.open(
        settings, embedder=embedder, extractor=ScriptedExtractor(script)
    ) as mem:
        for i, text in enumerate(script):
            await mem.add(text, user_id=text[:2], reference_time=day(i))
    pool = await create_pool(redis_settings(redis_db.url))
    try:
        # Lost: u3's wake-up vanishes from Redis.
        lost = job_id("u3")
        assert r.zrem(C.ARQ_QUEUE_NAME, lost) == 1
        r.delete(f"arq:job:{lost}")
        # Duplicated: the same users' jobs under more ids (defeating arq's dedupe).
        for k in range(5):
            await pool.enqueue_job(
                JOB_CONSOLIDATE, "u1", _job_id=f"dup-u1-{k}", _queue_name=C.ARQ_QUEUE_NAME
            )
        for k in range(3):
            await pool.enqueue_job(
                JOB_CONSOLIDATE, "u2", _job_id=f"dup-u2-{k}", _queue_name=C.ARQ_QUEUE_NAME
            )
        assert r.zcard(C.ARQ_QUEUE_NAME) == 2 + 5 + 3

        # Two workers (two Engram instances, as two processes would have) race over them; each
        # also runs up to 4 jobs at once, so duplicates of a user run side by side in one process.
        ex1, ex2 = SlowExtractor(script), SlowExtractor(script)
        await asyncio.gather(run_burst(settings, embedder, ex1), run_burst(settings, embedder, ex2))
        assert set(states(query).values()) == {("done", 1)}

        # Replayed: the original ids and more duplicates again, after everything is done.
        for u in users:
            await pool.enqueue_job(
                JOB_CONSOLIDATE, u, _job_id=job_id(u), _queue_name=C.ARQ_QUEUE_NAME
            )
            await pool.enqueue_job(
                JOB_CONSOLIDATE, u, _job_id=f"replay-{u}", _queue_name=C.ARQ_QUEUE_NAME
            )
        ex3 = ScriptedExtractor(script)
        await run_burst(settings, embedder, ex3)
    finally:
        await pool.aclose()

    assert ex3.calls == []
    assert sorted(ex1.calls + ex2.calls) == sorted(script)  # each episode extracted once
    assert set(states(query).values()) == {("done", 1)}
    assert_done_in_reference_order(query)
    facts = query(
        "SELECT user_id, predicate, object, valid_at, salience FROM facts WHERE expired_at IS NULL"
    )
    assert len(facts) == len(script)
    assert len({f[:4] for f in facts}) == len(facts)  # no duplicate fact rows
    assert {f[4] for f in facts} == {1.0}  # none reinforced by a second application
    assert query("SELECT count(*) FROM consolidation_leases") == [(0,)]


# -- worker processes (`engram worker`), the default rule extractor ------------------------------

HOBBIES = (
    "yoga",
    "pilates",
    "pottery",
    "ballet",
    "tennis",
    "badminton",
    "calligraphy",
    "golf",
    "chess",
    "karate",
    "judo",
    "taekwondo",
    "aikido",
    "kendo",
    "archery",
    "origami",
    "photography",
    "football",
    "soccer",
    "basketball",
    "volleyball",
    "baseball",
    "cricket",
    "rugby",
    "hockey",
)
N_USERS = 20
PER_USER = 50  # 25 moves (functional: each closes the previous home) + 25 hobbies (multi-valued)
PROCESS_WAIT_S = 180.0


def user_episodes(u: int) -> list[tuple[str, str]]:
    """(text, reference_time) of user ``u``, oldest first: sentences the rule extractor takes."""
    out = []
    for j in range(PER_USER):
        k = j // 2
        if j % 2 == 0:
            text = f"I live in City{u}x{k}." if k % 2 == 0 else f"I moved to City{u}x{k}."
        else:
            text = f"My hobby is {HOBBIES[k]}."
        out.append((text, f"2025-02-{1 + j // 24:02d}T{j % 24:02d}:{u:02d}:00+00:00"))
    return out


async def write_episodes(db_path: Path, url: str, embedder: HashEmbedder) -> int:
    """All users' episodes through the API with the arq backend, users interleaved."""
    streams = [user_episodes(u) for u in range(N_USERS)]
    async with engram.Engram.open(arq_settings(db_path, url), embedder=embedder) as mem:
        for j in range(PER_USER):
            for u in range(N_USERS):
                text, when = streams[u][j]
                await mem.add(text, user_id=f"user{u:02d}", reference_time=when)
    return N_USERS * PER_USER


def spawn_worker(
    db_path: Path, url: str, log_path: Path, **env_extra: str
) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env.update(
        ENGRAM_QUEUE__BACKEND="arq",
        ENGRAM_QUEUE__REDIS_URL=url,
        ENGRAM_EMBEDDING__BACKEND="hash",
        HF_HUB_OFFLINE="1",
        **env_extra,
    )
    with log_path.open("wb") as log:
        return subprocess.Popen(
            [sys.executable, "-m", "engram", "-v", "--db", str(db_path), "worker"],
            cwd=REPO,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )


def stop_workers(procs: list[subprocess.Popen[bytes]]) -> None:
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    for p in procs:
        try:
            p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait(timeout=10)


def logs_tail(paths: list[Path], n: int = 30) -> str:
    return "\n".join(
        f"--- {p.name}\n" + "\n".join(p.read_text(errors="replace").splitlines()[-n:])
        for p in paths
    )


def running_jobs(log_path: Path) -> set[str]:
    """arq job ids a worker's log shows started ("→ id:fn(...)") and not finished ("← id:fn")."""
    started: set[str] = set()
    finished: set[str] = set()
    for line in log_path.read_text(errors="replace").splitlines():
        for arrow, seen in (("→ ", started), ("← ", finished)):
            if arrow in line and ":consolidate_user" in line:
                seen.add(line.split(arrow, 1)[1].split(":consolidate_user", 1)[0])
    return started - finished


def count_done(db_path: Path) -> int:
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=10)
    try:
        return int(
            conn.execute(
                "SELECT count(*) FROM consolidation_state WHERE status = 'done'"
            ).fetchone()[0]
        )
    finally:
        conn.close()


def wait_all_done(
    db_path: Path, total: int, procs: list[subprocess.Popen[bytes]], logs: list[Path]
) -> float:
    t0 = time.monotonic()
    while count_done(db_path) < total:
        if time.monotonic() - t0 > PROCESS_WAIT_S:
            raise AssertionError(
                f"only {count_done(db_path)}/{total} done after {PROCESS_WAIT_S} s\n{logs_tail(logs)}"
            )
        if all(p.poll() is not None for p in procs):
            raise AssertionError(f"every worker exited\n{logs_tail(logs)}")
        time.sleep(0.2)
    return time.monotonic() - t0


def assert_consolidated_once(query: Any) -> None:
    """The facts are exactly what one application of every episode, in order, produces."""
    assert query("SELECT count(*) FROM consolidation_state WHERE status != 'done'") == [(0,)]
    assert_done_in_reference_order(query)
    believed = query(
        "SELECT user_id, predicate, object, valid_at, invalid_at, salience FROM facts "
        "WHERE expired_at IS NULL AND status IN ('active', 'unresolved')"
    )
    keys = [r[:4] for r in believed]
    assert len(keys) == len(set(keys)), "duplicate believed facts"
    for u in range(N_USERS):
        user = f"user{u:02d}"
        mine = [r for r in believed if r[0] == user]
        hobbies = [r for r in mine if r[1] == "hobby"]
        assert sorted(r[2] for r in hobbies) == sorted(HOBBIES)
        assert {r[5] for r in hobbies} == {1.0}, "a hobby was applied twice (reinforced)"
        homes = [r for r in mine if r[1] == "lives_in"]
        assert sorted(r[2] for r in homes) == sorted(f"City{u}x{k}" for k in range(PER_USER // 2))
        assert [r[2] for r in homes if r[4] is None] == [f"City{u}x{PER_USER // 2 - 1}"]


@pytest.fixture
def require_rule_extractor() -> None:
    if not (REPO / "consolidator" / "extract" / "__init__.py").is_file():
        pytest.skip("consolidator.extract (the default rule extractor) is not there yet")


@pytest.mark.slow
@pytest.mark.timeout(240)
@pytest.mark.usefixtures("require_rule_extractor")
async def test_two_worker_processes_consolidate_1000_episodes_exactly_once_in_order(
    redis_db: RedisDB, db_path: Path, tmp_path: Path, embedder: HashEmbedder, query: Any
) -> None:
    total = await write_episodes(db_path, redis_db.url, embedder)
    assert redis_db.client.zcard(C.ARQ_QUEUE_NAME) == N_USERS  # one wake-up per user, 1,000 adds
    logs = [tmp_path / "worker-a.log", tmp_path / "worker-b.log"]
    procs = [spawn_worker(db_path, redis_db.url, log) for log in logs]
    try:
        elapsed = await asyncio.to_thread(wait_all_done, db_path, total, procs, logs)
    finally:
        stop_workers(procs)
    print(f"2 workers consolidated {total} episodes in {elapsed:.1f} s")
    assert query("SELECT count(*) FROM consolidation_state WHERE attempts != 1") == [(0,)]
    assert_consolidated_once(query)
    both = [log.read_text(errors="replace") for log in logs]
    assert all("consolidate_user" in text for text in both), (
        "one worker did all the work\n" + logs_tail(logs)
    )
    assert all(p.returncode == 0 for p in procs), logs_tail(logs)


@pytest.mark.slow
@pytest.mark.timeout(240)
@pytest.mark.usefixtures("require_rule_extractor")
async def test_sigkill_of_one_worker_mid_run_loses_nothing_and_duplicates_nothing(
    redis_db: RedisDB, db_path: Path, tmp_path: Path, embedder: HashEmbedder, query: Any
) -> None:
    total = await write_episodes(db_path, redis_db.url, embedder)
    logs = [tmp_path / "victim.log", tmp_path / "survivor.log"]
    lease = {"ENGRAM_CONSOLIDATION__LEASE_S": "3"}
    procs = [spawn_worker(db_path, redis_db.url, log, **lease) for log in logs]
    victim, survivor = procs
    try:
        t0 = time.monotonic()
        # Kill once a fifth is done and the victim is in the middle of a job.
        while (done := count_done(db_path)) < total // 5 or not running_jobs(logs[0]):
            assert time.monotonic() - t0 < PROCESS_WAIT_S, logs_tail(logs)
            await asyncio.sleep(0.02)
        victim.kill()  # SIGKILL: no shutdown, no lease release, its arq jobs stay "in progress"
        victim.wait(timeout=10)
        killed_jobs = running_jobs(logs[0])
        assert done < total, "the run finished before the kill"
        in_flight = {
            r[0]
            for r in query("SELECT episode_pk FROM consolidation_state WHERE status = 'processing'")
        }
        await asyncio.to_thread(wait_all_done, db_path, total, [survivor], logs)
    finally:
        stop_workers(procs)
    redone = {r[0] for r in query("SELECT episode_pk FROM consolidation_state WHERE attempts = 2")}
    assert query("SELECT count(*) FROM consolidation_state WHERE attempts NOT IN (1, 2)") == [(0,)]
    # Only what the victim was in the middle of ran again, once: at most one claimed batch per
    # job it held (a drain claims up to consolidation.batch_size episodes at a time).
    assert redone <= in_flight, f"redone {redone - in_flight} that nobody was processing"
    assert len(redone) <= 2 * engram.Settings.load().consolidation.batch_size
    assert_consolidated_once(query)
    print(
        f"killed at {done}/{total} done in jobs {sorted(killed_jobs)}; "
        f"in flight {len(in_flight)}, redone {len(redone)}"
    )


@pytest.mark.slow
@pytest.mark.timeout(240)
@pytest.mark.usefixtures("require_rule_extractor")
async def test_sigterm_of_a_worker_in_the_middle_of_a_job_is_a_clean_stop(
    redis_db: RedisDB, db_path: Path, tmp_path: Path, embedder: HashEmbedder, query: Any
) -> None:
    """arq cancels the jobs running at SIGTERM and re-raises their cancellation from its close():
    the worker still exits 0, and a second worker finishes what it was doing, once."""
    total = await write_episodes(db_path, redis_db.url, embedder)
    logs = [tmp_path / "stopped.log", tmp_path / "next.log"]
    lease = {"ENGRAM_CONSOLIDATION__LEASE_S": "3"}
    first = spawn_worker(db_path, redis_db.url, logs[0], **lease)
    procs = [first]
    try:
        t0 = time.monotonic()
        while (done := count_done(db_path)) < total // 10 or not running_jobs(logs[0]):
            assert time.monotonic() - t0 < PROCESS_WAIT_S and done < total, logs_tail(logs)
            await asyncio.sleep(0.02)
        first.send_signal(signal.SIGTERM)
        first.wait(timeout=30)
        assert first.returncode == 0, logs_tail(logs[:1])
        assert count_done(db_path) < total, "the run finished before the stop"
        procs.append(spawn_worker(db_path, redis_db.url, logs[1], **lease))
        await asyncio.to_thread(wait_all_done, db_path, total, procs[1:], logs)
    finally:
        stop_workers(procs)
    assert_consolidated_once(query)


@pytest.fixture
def own_redis(tmp_path: Path) -> Iterator[Any]:
    """A redis-server of this test's own on a free port (it is stopped and restarted)."""
    import shutil
    import socket
    import subprocess

    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    procs: list[subprocess.Popen[bytes]] = []

    def start() -> None:
        procs.append(subprocess.Popen(
            [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(tmp_path)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        ))
        deadline = time.monotonic() + 10
        while True:
            try:
                if redis.Redis(port=port).ping():
                    return
            except redis.ConnectionError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def stop() -> None:
        procs[-1].kill()
        procs[-1].wait(10)

    start()
    yield type("OwnRedis", (), {"url": f"redis://127.0.0.1:{port}/0", "start": staticmethod(start),
                                "stop": staticmethod(stop)})
    for p in procs:
        if p.poll() is None:
            p.kill()
            p.wait(10)


@pytest.mark.filterwarnings(ARQ_CLOSE_WARNING)
async def test_redis_killed_mid_run_then_restarted_writes_never_fail_and_the_backlog_drains(
    own_redis: Any, db_path: Path, embedder: HashEmbedder, query: Any
) -> None:
    script = {f"u{u} hobby {i}": hobby(f"u{u}-h{i}") for u in (1, 2) for i in range(9)}
    texts = list(script)
    settings = arq_settings(db_path, own_redis.url)
    extractor = ScriptedExtractor(script)
    async with engram.Engram.open(settings, embedder=embedder, extractor=extractor) as mem:
        for i, text in enumerate(texts[:6]):  # Redis up: writes and consolidation
            await mem.add(text, user_id=text[:2], reference_time=day(i))
        await run_burst(settings, embedder, extractor)
        own_redis.stop()  # Redis dies in the middle of the run
        for i, text in enumerate(texts[6:12], start=6):
            t0 = time.perf_counter()
            ep = await mem.add(text, user_id=text[:2], reference_time=day(i))
            assert time.perf_counter() - t0 < 2.0, "add waited for the dead Redis"
            assert ep.content == text
        own_redis.start()  # back (empty: it persists nothing)
        for i, text in enumerate(texts[12:], start=12):
            await mem.add(text, user_id=text[:2], reference_time=day(i))
    await run_burst(settings, embedder, extractor)  # its start-up finds the backlog in SQLite
    assert set(states(query).values()) == {("done", 1)}
    assert sorted(extractor.calls) == sorted(script)  # each episode extracted exactly once
    assert_done_in_reference_order(query)
