"""The embedded (in-process) worker: wakes on writes, drains users concurrently, one task per user."""

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
    """

    def __init__(
        self,
        consolidator: Consolidator,
        signal: LocalWakeSignal,
        *,
        concurrency: int,
        poll_s: float,
    ) -> None:
        self.consolidator = consolidator
        self.signal = signal
        self.poll_s = poll_s
        self._sem = asyncio.Semaphore(concurrency)
        self._jobs: dict[str, asyncio.Task[None]] = {}
        self._again: set[str] = set()
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

    async def _loop(self) -> None:
        for user in await self.consolidator.pending_users():
            self._schedule(user)
        while not self._stopping.is_set():
            users = await self.signal.take(timeout_s=self.poll_s)
            if self._stopping.is_set():
                break
            if not users:
                users = await self.consolidator.pending_users()
            for user in users:
                self._schedule(user)

    async def stop(self) -> None:
        """Stop taking work; running drains finish their current batch (no step is cut short)
        and leave the rest pending for the next start."""
        self._stopping.set()
        self.consolidator.request_stop()
        self.signal.notify("")  # wake the loop
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        jobs = list(self._jobs.values())
        if jobs:
            await asyncio.gather(*jobs, return_exceptions=True)
        self.consolidator.clear_stop()
