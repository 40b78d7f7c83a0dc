"""SIGKILL of the daemon during concurrent writes (issue 7, crash): nothing acknowledged is lost."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import pytest

from engram.daemon.client import EngramClient
from engram.errors import DaemonError
from tests.conftest import EPISODE_TABLES, connect_raw
from tests.daemon.conftest import reap, spawn_daemon

CLIENTS = 4
WRITES_PER_CLIENT = 250
KILL_AFTER = 400  # acknowledged writes, of the 1,000 attempted


@pytest.mark.slow
@pytest.mark.timeout(180)
async def test_sigkill_during_1000_writes_from_4_clients_loses_no_acknowledged_episode(
    tmp_path: Path,
) -> None:
    db, sock = tmp_path / "crash.db", tmp_path / "crash.sock"
    proc = spawn_daemon(db, sock)
    acked: dict[str, str] = {}  # episode id -> text
    enough = asyncio.Event()

    async def client(c: int) -> None:
        async with EngramClient(sock, timeout_s=30) as cl:
            for i in range(WRITES_PER_CLIENT):
                text = f"client {c} note {i}: the plants need water on Sunday"
                try:
                    ep = await cl.add(
                        text, user_id=f"u{c}", reference_time=f"2025-01-01T00:{i // 60:02}:"
                        f"{i % 60:02}+00:00", idempotency_key=f"{c}-{i}"
                    )  # fmt: skip
                except DaemonError:  # killed or refused: not acknowledged, not counted
                    return
                acked[ep["id"]] = text
                if len(acked) >= KILL_AFTER:
                    enough.set()

    try:
        writers = [asyncio.create_task(client(c)) for c in range(CLIENTS)]
        await asyncio.wait_for(enough.wait(), 120)
        proc.send_signal(signal.SIGKILL)
        await asyncio.wait_for(asyncio.gather(*writers), 60)
        assert await asyncio.to_thread(proc.wait, 30) == -signal.SIGKILL
    finally:
        reap(proc)
    assert KILL_AFTER <= len(acked) < CLIENTS * WRITES_PER_CLIENT

    conn = connect_raw(db)  # a fresh process's view: WAL recovery, then the checks
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        stored = dict(conn.execute("SELECT id, content FROM episodes").fetchall())
        # Whole episodes only: one row per stored episode in each table an add writes (no torn
        # write), and every acknowledged one is there with its text.
        for table in EPISODE_TABLES:
            (n,) = conn.execute(f"SELECT count(*) FROM {table}").fetchone()
            assert n == len(stored), table
    finally:
        conn.close()
    assert {eid: stored.get(eid) for eid in acked} == acked

    # The restarted daemon (stale socket and lock left by the kill) serves and catches up.
    proc = spawn_daemon(db, sock)
    try:
        async with EngramClient(sock) as cl:
            for _ in range(600):
                status = await cl.status()
                if status["queue"]["depth"] == 0:
                    break
                await asyncio.sleep(0.1)
            assert status["queue"]["depth"] == 0 and status["episodes"]["failed"] == 0
            assert status["episodes"]["total"] == len(stored)
            for c in range(CLIENTS):
                listed = {e["id"] for e in await cl.episodes(user_id=f"u{c}")}
                assert {eid for eid, t in acked.items() if t.startswith(f"client {c} ")} <= listed
    finally:
        proc.terminate()
        assert await asyncio.to_thread(proc.wait, 60) == 0
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
