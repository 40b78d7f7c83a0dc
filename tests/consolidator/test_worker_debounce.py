"""The in-process worker's debounce: a burst of writes is one drain; sustained writes still drain."""

from __future__ import annotations

import asyncio
import time

import pytest

from consolidator.runner import InProcessWorker
from engram.queue import LocalWakeSignal

pytestmark = pytest.mark.timeout(60)


class CountingConsolidator:
    """The four methods the worker calls; records each drain_user call."""

    def __init__(self) -> None:
        self.drains: list[str] = []

    async def pending_users(self) -> list[str]:
        return []

    async def drain_user(self, user_id: str) -> None:
        self.drains.append(user_id)

    def request_stop(self) -> None:
        pass

    def clear_stop(self) -> None:
        pass


def worker(fake: CountingConsolidator, signal: LocalWakeSignal, **timing: float) -> InProcessWorker:
    return InProcessWorker(fake, signal, concurrency=2, poll_s=60, **timing)  # type: ignore[arg-type]


async def test_a_burst_of_writes_of_one_user_is_consolidated_by_one_drain() -> None:
    # Draining on every write ran one drain (a claim, a model call, four commits) per episode.
    fake, signal = CountingConsolidator(), LocalWakeSignal()
    w = worker(fake, signal, debounce_s=0.3, max_delay_s=30)
    w.start()
    try:
        for _ in range(5):
            signal.notify("u1")
            await asyncio.sleep(0.01)  # each wake-up reaches the worker's loop on its own
        deadline = time.monotonic() + 15
        while not fake.drains and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.5)  # longer than the quiet period: a second drain would be due
    finally:
        await w.stop()
    assert fake.drains == ["u1"]


async def test_sustained_writes_never_quiet_still_start_a_drain_within_max_delay() -> None:
    # Under sustained load the quiet period never comes; max_delay_s keeps consolidation going.
    fake, signal = CountingConsolidator(), LocalWakeSignal()
    w = worker(fake, signal, debounce_s=0.2, max_delay_s=0.5)
    w.start()
    try:
        deadline = time.monotonic() + 15
        while not fake.drains and time.monotonic() < deadline:
            signal.notify("u1")
            await asyncio.sleep(0.02)  # a write every 20 ms: never quiet for 0.2 s
    finally:
        await w.stop()
    assert fake.drains and fake.drains[0] == "u1"


async def test_stop_drops_waiting_debounced_wake_ups_without_draining() -> None:
    # Their episodes stay pending in SQLite; the next start scan finds them.
    fake, signal = CountingConsolidator(), LocalWakeSignal()
    w = worker(fake, signal, debounce_s=30, max_delay_s=30)
    w.start()
    signal.notify("u1")
    await asyncio.sleep(0.05)
    await w.stop()
    assert fake.drains == []
