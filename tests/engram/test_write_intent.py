"""The cross-process write counter (engram.storage.intent) and the write gate's use of it:
background work (consolidation) yields to foreground writes announced here or in another
process, within its bounded wait, and never starves."""

from __future__ import annotations

import asyncio
import os
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from engram.storage.database import WriteGate
from engram.storage.intent import WriteIntent


def test_the_counter_is_private_shared_across_processes_and_removed_on_close(
    tmp_path: Path,
) -> None:
    path = tmp_path / "engram.sock.intent"
    path.write_bytes(b"\x07" * 8)  # a stale file from a killed daemon: reset, not trusted
    os.chmod(path, 0o644)
    intent = WriteIntent.create(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert intent.in_flight == 0
    intent.publish(3)
    reader = subprocess.run(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                from pathlib import Path
                from engram.storage.intent import WriteIntent
                print(WriteIntent.attach(Path({str(path)!r})).in_flight)
                """
            ),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert reader.stdout.strip() == "3"
    seen = WriteIntent.attach(path)
    intent.publish(1)
    assert seen.in_flight == 1
    intent.close()
    assert not path.exists()
    assert seen.in_flight == 0  # the creator zeroed it before leaving
    intent.publish(5)  # after close: ignored, no error (a gate may still hold a reference)
    seen.close()
    assert seen.in_flight == 0


def test_attaching_to_a_missing_counter_is_an_os_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        WriteIntent.attach(tmp_path / "none.intent")


async def test_background_work_waits_while_another_process_has_a_write_in_flight(
    tmp_path: Path,
) -> None:
    daemon = WriteIntent.create(tmp_path / "c.intent")
    child = WriteGate(background_max_wait_s=5.0)
    child.observe(WriteIntent.attach(daemon.path))
    assert not child.contended
    daemon.publish(1)
    assert child.contended
    entered = asyncio.Event()

    async def background() -> None:
        async with child.hold(background=True):
            entered.set()

    task = asyncio.create_task(background())
    await asyncio.sleep(0.05)
    assert not entered.is_set()  # the daemon's add is still in flight
    daemon.publish(0)
    await asyncio.wait_for(task, 1.0)
    assert not child.contended
    daemon.close()


async def test_background_work_goes_in_after_its_bounded_wait_under_sustained_writes(
    tmp_path: Path,
) -> None:
    daemon = WriteIntent.create(tmp_path / "c.intent")
    daemon.publish(1)  # never drops: the daemon is busy all the time
    child = WriteGate(background_max_wait_s=0.05)
    child.observe(WriteIntent.attach(daemon.path))
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    async with child.hold(background=True):
        assert child.contended  # so it commits after one unit of work
    await child.yield_to_foreground()
    assert loop.time() - t0 < 1.0  # two bounded waits, not starvation
    daemon.close()


async def test_an_announced_write_holds_back_background_transactions_and_extraction() -> None:
    gate = WriteGate(background_max_wait_s=5.0)
    order: list[str] = []
    embedding_done = asyncio.Event()

    async def add() -> None:
        async with gate.announce():
            await embedding_done.wait()  # the add's embedding, before it takes the lock
            order.append("add: embedded")
            async with gate.hold():
                order.append("add: committed")

    async def extract_then_apply() -> None:
        await gate.yield_to_foreground()
        order.append("worker: extracted")
        async with gate.hold(background=True):
            order.append("worker: applied")

    writer = asyncio.create_task(add())
    await asyncio.sleep(0)
    assert gate.contended  # announced before it holds the lock
    worker = asyncio.create_task(extract_then_apply())
    await asyncio.sleep(0.05)
    assert order == []
    embedding_done.set()
    await asyncio.gather(writer, worker)
    assert order == ["add: embedded", "add: committed", "worker: extracted", "worker: applied"]
    assert not gate.contended


async def test_the_daemons_gate_publishes_every_foreground_write_it_has_in_flight(
    tmp_path: Path,
) -> None:
    intent = WriteIntent.create(tmp_path / "d.intent")
    gate = WriteGate()
    gate.publish_to(intent)
    seen: list[int] = []
    async with gate.announce():
        seen.append(intent.in_flight)
        async with gate.hold():  # its transaction, inside the announcement
            seen.append(intent.in_flight)
        seen.append(intent.in_flight)
    seen.append(intent.in_flight)
    async with gate.hold(background=True):  # the daemon's own background work is not a write
        seen.append(intent.in_flight)
    assert seen == [1, 2, 1, 0, 0]
    intent.close()
