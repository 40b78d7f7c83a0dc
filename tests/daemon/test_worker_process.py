"""``engram serve``'s consolidation worker as a child process (``server.worker = "process"``)."""

from __future__ import annotations

import asyncio
import os
import signal
import stat
import time
from pathlib import Path
from typing import Any

import pytest

from engram.daemon.client import EngramClient
from tests.daemon.conftest import reap, spawn_daemon

Daemon = tuple[Any, Path, Path]

# Each test starts a daemon and its worker process (the worker loads the Korean analyser: seconds).
pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]

WAIT_S = 150.0


async def wait_for(client: EngramClient, what: str, check: Any) -> dict[str, Any]:
    """Poll ``status()`` until ``check(status)`` holds; return that status."""
    deadline = time.monotonic() + WAIT_S
    while True:
        status = await client.status()
        if check(status):
            return status
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}: {status}")
        await asyncio.sleep(0.1)


def gone(pid: int) -> bool:
    """True once ``pid`` no longer runs (exited, or a zombie nobody reaped yet)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return True


def wait_gone(pid: int, timeout_s: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while not gone(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def worker_of(status: dict[str, Any]) -> dict[str, Any]:
    worker: dict[str, Any] = status["daemon"]["worker"]
    return worker


async def add_notes(client: EngramClient, n: int, start: int = 0) -> None:
    for i in range(start, start + n):
        await client.add(
            f"I moved to city {i}.", user_id="u1", reference_time=f"2025-01-01T00:00:{i:02d}+00:00"
        )


async def test_serve_consolidates_in_a_child_process_and_status_reports_it(
    process_daemon: Daemon,
) -> None:
    proc, sock, _db = process_daemon
    async with EngramClient(sock) as client:
        status = await client.status()
        worker = worker_of(status)
        assert worker["mode"] == "process"
        assert worker["alive"] and worker["restarts"] == 0
        assert worker["pid"] not in (None, proc.pid, os.getpid())
        # The child yields to the daemon's writes through the private counter beside the socket.
        intent = sock.with_name(sock.name + ".intent")
        assert stat.S_IMODE(intent.stat().st_mode) == 0o600
        argv = Path(f"/proc/{worker['pid']}/cmdline").read_bytes().split(b"\0")
        assert argv[argv.index(b"--intent") + 1] == os.fsencode(intent)
        await add_notes(client, 5)
        done = await wait_for(client, "5 episodes done", lambda s: s["episodes"]["done"] == 5)
        assert done["facts"]["versions"] >= 5
        assert worker_of(done)["pid"] == worker["pid"]


async def test_a_killed_worker_process_is_reported_restarted_and_consolidation_goes_on(
    process_daemon: Daemon,
) -> None:
    _proc, sock, _db = process_daemon
    async with EngramClient(sock) as client:
        first = worker_of(await client.status())["pid"]
        os.kill(first, signal.SIGKILL)
        status = await wait_for(
            client,
            "a new worker process",
            lambda s: worker_of(s)["restarts"] == 1 and worker_of(s)["alive"],
        )
        worker = worker_of(status)
        assert worker["pid"] != first
        assert worker["last_exit"] == -signal.SIGKILL
        await add_notes(client, 3)
        await wait_for(client, "3 episodes done", lambda s: s["episodes"]["done"] == 3)


async def test_sigterm_stops_the_worker_process_with_the_daemon(process_daemon: Daemon) -> None:
    proc, sock, _db = process_daemon
    async with EngramClient(sock) as client:
        await add_notes(client, 3)
        child = worker_of(await client.status())["pid"]
    proc.send_signal(signal.SIGTERM)
    assert await asyncio.to_thread(proc.wait, 60) == 0
    assert gone(child)  # stopped (and reaped) before the daemon exited
    assert not sock.with_name(sock.name + ".intent").exists()


def test_the_worker_process_stops_when_the_daemon_is_killed(tmp_path: Path) -> None:
    # No orphan keeps consolidating: the child reads end-of-file on its pipe and stops.
    db, sock = tmp_path / "k.db", tmp_path / "k.sock"
    proc = spawn_daemon(db, sock)
    try:

        async def child_pid() -> int:
            async with EngramClient(sock) as client:
                pid: int = worker_of(await client.status())["pid"]
                return pid

        child = asyncio.run(child_pid())
        proc.kill()
        proc.wait(30)
        assert wait_gone(child), f"worker process {child} still runs after the daemon died"
    finally:
        reap(proc)


def test_the_child_gets_the_daemons_settings_with_commits_that_skip_the_fsync() -> None:
    # What the supervisor sends on the pipe, read back the way the child reads it.
    import engram
    from engram.daemon.supervisor import child_settings

    daemon = engram.Settings.load(
        storage={"path": "/tmp/x.db", "synchronous": "FULL"},
        consolidation={"debounce_s": 0.5},
        predicates={"gym": {"cardinality": "one", "synonyms": ["fitness_club"]}},
    )
    sent = child_settings(daemon).model_dump_json()
    child = engram.Settings.model_validate_json(sent)
    assert child.storage.synchronous == "NORMAL"
    assert daemon.storage.synchronous == "FULL"  # the daemon's own commits still fsync
    assert child.model_dump(exclude={"storage"}) == daemon.model_dump(exclude={"storage"})
    assert child.storage.path == "/tmp/x.db"
