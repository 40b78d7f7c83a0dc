"""The embedded (in-process) worker: wakes on writes, drains users concurrently, one task per user.

A wake-up does not start a drain at once: the user's drain starts when no write of that user came
for ``debounce_s`` seconds, and at the latest ``max_delay_s`` seconds after the first write it
waits for. Measured through the sidecar (bench sidecar, one client, sequential adds), draining on
every write consolidated one episode per drain: one claim, one model call and four commits per
episode, each competing with the next request for the writer, the model thread and the CPU. A
burst is now one drain that claims up to ``batch_size`` episodes, embeds their claims in one model
call and commits per episode only when writes wait. ``max_delay_s`` bounds the wait, so under
sustained writes (never quiet) consolidation still starts every ``max_delay_s`` and a running
drain keeps claiming until the user has nothing pending: it never starves. Backlog found by the
start scan or the poll is drained at once (nobody is writing it any more).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from consolidator.worker import Consolidator
from engram.queue import LocalWakeSignal

log = logging.getLogger("engram.worker")


class InProcessWorker:
    """Runs :meth:`Consolidator.drain_user` for notified users, at most ``concurrency`` at once.

    Besides wake-ups it scans for pending episodes every ``poll_s`` seconds and at start, so work
    left by a previous process (or a lost wake-up) is caught up.

    Args:
        concurrency: users drained at once.
        poll_s: seconds between scans for pending work nobody woke the worker for.
        debounce_s: a woken user's drain waits until no wake-up of that user came for this many
            seconds (0 = drain at once); see the module doc.
        max_delay_s: ... but at most this many seconds after the first wake-up it waits for.
    """

    def __init__(
        self,
        consolidator: Consolidator,
        signal: LocalWakeSignal,
        *,
        concurrency: int,
        poll_s: float,
        debounce_s: float = 0.0,
        max_delay_s: float = 0.0,
    ) -> None:
        self.consolidator = consolidator
        self.signal = signal
        self.poll_s = poll_s
        self.debounce_s = debounce_s
        self.max_delay_s = max_delay_s
        self._sem = asyncio.Semaphore(concurrency)
        self._jobs: dict[str, asyncio.Task[None]] = {}
        self._again: set[str] = set()
        # user -> (loop time of the first wake-up not yet drained, of the latest one)
        self._woken: dict[str, tuple[float, float]] = {}
        self._timers: dict[str, asyncio.Task[None]] = {}
        self._task: asyncio.Task[None] | None = None
        self._stopping = asyncio.Event()

    def start(self) -> None:
        """Start the loop in the background (idempotent)."""
        if self._task is None:
            self._task = asyncio.create_task(self._loop(), name="engram-worker")

    async def _drain(self, user_id: str) -> None:
        async with self._sem:
            try:
                await self.consolidator.drain_user(user_id)
            except Exception:  # task boundary
                log.exception("worker: draining user=%s failed", user_id)
        self._jobs.pop(user_id, None)
        if user_id in self._again and not self._stopping.is_set():
            self._again.discard(user_id)
            self._schedule(user_id)

    def _schedule(self, user_id: str) -> None:
        if user_id in self._jobs:
            self._again.add(user_id)  # new work arrived while draining: run once more after
            return
        self._jobs[user_id] = asyncio.create_task(self._drain(user_id), name=f"drain-{user_id}")

    def _woke(self, user_id: str) -> None:
        """A write of ``user_id`` was notified: drain after the debounce (see the module doc)."""
        if self.debounce_s <= 0:
            self._schedule(user_id)
            return
        now = asyncio.get_running_loop().time()
        first, _ = self._woken.get(user_id, (now, now))
        self._woken[user_id] = (first, now)
        if user_id not in self._timers:
            self._timers[user_id] = asyncio.create_task(
                self._after_quiet(user_id), name=f"debounce-{user_id}"
            )

    async def _after_quiet(self, user_id: str) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                first, last = self._woken[user_id]
                due = min(last + self.debounce_s, first + max(self.max_delay_s, self.debounce_s))
                if loop.time() >= due:
                    break
                await asyncio.sleep(due - loop.time())
        finally:
            self._woken.pop(user_id, None)
            self._timers.pop(user_id, None)
        if not self._stopping.is_set():
            self._schedule(user_id)

    async def _loop(self) -> None:
        for user in await self.consolidator.pending_users():
            self._schedule(user)
        while not self._stopping.is_set():
            users = await self.signal.take(timeout_s=self.poll_s)
            if self._stopping.is_set():
                break
            if users:
                for user in users:
                    self._woke(user)
                continue
            for user in await self.consolidator.pending_users():
                if user not in self._timers:
                    self._schedule(user)

    async def stop(self) -> None:
        """Stop taking work; running drains finish their current batch (no step is cut short)
        and leave the rest pending for the next start (debounced wake-ups are dropped: their
        episodes stay pending in SQLite)."""
        self._stopping.set()
        self.consolidator.request_stop()
        self.signal.notify("")  # wake the loop
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        timers = list(self._timers.values())
        for timer in timers:
            timer.cancel()
        await asyncio.gather(*timers, return_exceptions=True)
        jobs = list(self._jobs.values())
        if jobs:
            await asyncio.gather(*jobs, return_exceptions=True)
        self.consolidator.clear_stop()
