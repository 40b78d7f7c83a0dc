"""``engram serve``'s consolidation worker in a child process (``server.worker = "process"``).

Why a process. Profiled under ``bench sidecar`` (one client, sequential adds through the socket),
the in-process worker consolidated each new episode at once on the daemon's event loop: rule
extraction (kiwipiepy, regexes: pure CPU, holding the interpreter) ran between the request's
steps, and the claim and refinement embeddings queued on the one model thread, so the next add
waited behind them (p50 38-54 ms, p99 121-133 ms against 20 / 49 ms embedded). Debouncing alone
(:mod:`consolidator.runner`) only moves that work in time: someone's request still pays for it.
A thread would not help either: extraction holds the GIL. A child process has its own
interpreter, its own model copy (a few hundred MB of RAM) and a lower CPU priority (``os.nice``,
``server.worker_nice``), so on a 2-core machine the daemon's requests keep one core and the
scheduler's preference; the two share only SQLite's write lock, and the child commits every
episode on its own (:attr:`engram.storage.database.WriteGate.external_writers`) without an fsync
(:func:`child_settings`), so a daemon write waits on that lock for one short commit at most.

What stays true. The queue state is in SQLite (``consolidation_state`` rows, per-user leases):
the pipe carries only wake-ups, a lost one is caught by the child's start scan and poll. A child
that dies is reported (an error line with its exit status, ``status()["daemon"]["worker"]``:
alive, restarts, last exit) and restarted after a backoff (1 s doubling to 30 s, reset after a
minute of running); its leases are freed as soon as its exit is collected, so its users are not
stuck for ``lease_s``. On SIGTERM the daemon first drains its in-flight requests, then sends the
child SIGTERM (it finishes its current steps) and waits ``server.worker_stop_timeout_s``, then
SIGKILLs it (safe: every step is one transaction; its episodes are redone later). If the daemon
itself dies, the child reads end-of-file on its pipe and stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import sys
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engram.config import Settings
from engram.queue import LocalWakeSignal
from engram.storage.intent import WriteIntent

log = logging.getLogger("engram.daemon")

#: Restart backoff after a crash, in seconds: first, cap; reset after RESET_AFTER_S of running.
RESTART_FIRST_S = 1.0
RESTART_MAX_S = 30.0
RESET_AFTER_S = 60.0
#: What the child prints on its stdout once its models are loaded and it consolidates.
READY_LINE = b"ready"


def child_settings(settings: Settings) -> Settings:
    """The daemon's settings as the child worker uses them: ``storage.synchronous = "NORMAL"``.

    The child's commits then skip the fsync and hold SQLite's write lock for microseconds
    instead of a disk flush (measured under ``bench sidecar``'s 32 clients, the daemon's writes
    spent their time waiting for the lock while the child flushed per-episode commits). Nothing
    acknowledged loses durability: the daemon's own connections keep ``FULL``, and each of its
    commits flushes the WAL with every frame before it, the child's included. A power loss can
    only roll back the child's last commits, and their episodes' 'done' marks with them (WAL
    keeps it atomic), so those episodes are consolidated again.
    """
    storage = settings.storage.model_copy(update={"synchronous": "NORMAL"})
    return settings.model_copy(update={"storage": storage})


class WorkerSupervisor:
    """Starts, feeds, watches and stops the child worker (see the module doc).

    Use: :meth:`spawn` (before the daemon loads its own model, so both load at once), then
    :meth:`run` with the daemon's memory's wake-up signal and lease release, :meth:`wait_ready`
    before binding the socket, :meth:`stop` at the end.

    Args:
        settings: the daemon's settings, sent whole to the child.
        intent_path: where to create the :class:`~engram.storage.intent.WriteIntent` counter
            the daemon's writes publish and the child yields to (None: the child cannot see
            the daemon's writes and commits after every episode).
    """

    def __init__(self, settings: Settings, intent_path: Path | None = None) -> None:
        self.settings = settings
        self.intent_path = intent_path
        #: The shared write counter (created by :meth:`spawn`); the daemon's write gate
        #: publishes to it (:meth:`engram.storage.database.WriteGate.publish_to`).
        self.intent: WriteIntent | None = None
        self.signal: LocalWakeSignal | None = None
        self.release_leases: Callable[[str], Awaitable[int]] | None = None
        self.restarts = 0
        self.last_exit: int | None = None
        self._proc: asyncio.subprocess.Process | None = None
        self._worker_id = ""
        self._started_at: datetime | None = None
        self._started_mono = 0.0
        self._stopping = False
        self._ready = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    async def spawn(self) -> None:
        """Start the child (it loads its models meanwhile; see :meth:`wait_ready`).

        Raises:
            DaemonError: the child process (or its write counter) cannot be started.
        """
        from engram.errors import DaemonError

        if self.intent_path is not None and self.intent is None:
            try:
                self.intent = WriteIntent.create(self.intent_path)
            except OSError as exc:
                raise DaemonError(f"cannot create {self.intent_path}: {exc}") from exc
        await self._spawn()

    def run(self, signal: LocalWakeSignal, release_leases: Callable[[str], Awaitable[int]]) -> None:
        """Forward ``signal``'s wake-ups to the child and restart it if it dies.

        Args:
            signal: the daemon's wake-up signal (its write path notifies it).
            release_leases: frees a dead worker's leases (``Consolidator.release_leases_of``).
        """
        self.signal = signal
        self.release_leases = release_leases
        self._tasks += [
            asyncio.create_task(self._forward(), name="engram-worker-wake"),
            asyncio.create_task(self._watch(), name="engram-worker-watch"),
        ]

    async def wait_ready(self, timeout_s: float) -> bool:
        """Wait until the child has loaded its models and started consolidating.

        Returns:
            True if it did within ``timeout_s`` seconds; False (logged) otherwise: the daemon
            serves anyway, the child (or its restart) starts consolidating when it can.
        """
        try:
            await asyncio.wait_for(self._ready.wait(), timeout_s)
        except TimeoutError:
            log.warning("worker process not ready after %.0f s; serving anyway", timeout_s)
            return False
        return True

    async def _read_ready(self, stdout: asyncio.StreamReader) -> None:
        while line := await stdout.readline():
            if line.strip() == READY_LINE:
                self._ready.set()

    async def _spawn(self) -> None:
        from engram.errors import DaemonError

        self._worker_id = f"serve-{os.getpid()}-child-{self.restarts}"
        env = {**os.environ, "OMP_NUM_THREADS": "1", "TOKENIZERS_PARALLELISM": "false"}
        try:
            proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "engram.daemon.worker_child",
                "--worker-id",
                self._worker_id,
                "--nice",
                str(self.settings.server.worker_nice),
                "--log-level",
                str(logging.getLogger().getEffectiveLevel()),
                *(["--intent", str(self.intent.path)] if self.intent is not None else []),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                env=env,
            )
        except OSError as exc:
            raise DaemonError(f"cannot start the consolidation worker process: {exc}") from exc
        assert proc.stdin is not None
        proc.stdin.write(child_settings(self.settings).model_dump_json().encode("utf-8") + b"\n")
        self._proc = proc
        assert proc.stdout is not None
        self._tasks.append(asyncio.create_task(self._read_ready(proc.stdout)))
        self._started_at = datetime.now(UTC)
        self._started_mono = time.monotonic()
        log.info("worker process pid=%d id=%s started", proc.pid, self._worker_id)
        await self._send([])  # flushes the settings line; harmless for the child

    async def _send(self, users: list[str]) -> None:
        proc = self._proc
        if proc is None or proc.stdin is None or proc.returncode is not None:
            return  # the restarted child's start scan finds the work in SQLite
        try:
            proc.stdin.write(json.dumps(users).encode("utf-8") + b"\n")
            await proc.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            pass  # it died: _watch reports and restarts it

    async def _forward(self) -> None:
        assert self.signal is not None
        while True:
            users = [u for u in await self.signal.take() if u]
            if users:
                await self._send(users)

    async def _watch(self) -> None:
        delay = RESTART_FIRST_S
        while True:
            proc = self._proc
            assert proc is not None
            code = await proc.wait()
            self.last_exit = code
            if self._stopping:
                return
            ran_s = time.monotonic() - self._started_mono
            if ran_s > RESET_AFTER_S:
                delay = RESTART_FIRST_S
            log.error(
                "worker process pid=%d exited with status %s after %.0f s; restarting it in "
                "%.0f s (pending episodes stay queued in SQLite)",
                proc.pid,
                code,
                ran_s,
                delay,
            )
            await self._free(self._worker_id)
            await asyncio.sleep(delay)
            delay = min(RESTART_MAX_S, delay * 2)
            if self._stopping:
                return
            self.restarts += 1
            try:
                await self._spawn()
            except Exception:  # task boundary: retried after the next backoff
                log.exception("worker process: restart failed")

    async def _free(self, worker_id: str) -> None:
        if self.release_leases is None:
            return
        try:
            freed = await self.release_leases(worker_id)
        except Exception:  # task boundary: the leases then run out after lease_s
            log.exception("worker process: freeing the leases of %s failed", worker_id)
            return
        if freed:
            log.warning("worker process: freed %d lease(s) of %s", freed, worker_id)

    def state(self) -> dict[str, Any]:
        """The worker's state for ``status()``: mode, pid, alive, started_at, restarts, last_exit."""
        proc = self._proc
        return {
            "mode": "process",
            "pid": proc.pid if proc is not None else None,
            "alive": proc is not None and proc.returncode is None,
            "started_at": self._started_at.isoformat() if self._started_at else None,
            "restarts": self.restarts,
            "last_exit": self.last_exit,
        }

    async def stop(self, timeout_s: float) -> bool:
        """Stop the child: SIGTERM (it finishes its current steps), then SIGKILL after
        ``timeout_s`` seconds (safe: its unfinished episodes stay pending and are redone).

        Returns:
            True if it stopped by itself in time (or was not running).
        """
        self._stopping = True
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        try:
            return await self._stop_child(timeout_s)
        finally:
            if self.intent is not None:
                self.intent.close()  # zeroed and removed: a later daemon creates its own
                self.intent = None

    async def _stop_child(self, timeout_s: float) -> bool:
        proc = self._proc
        if proc is None or proc.returncode is not None:
            return True
        with contextlib.suppress(ProcessLookupError):
            proc.terminate()
        try:
            await asyncio.wait_for(proc.wait(), timeout_s)
        except TimeoutError:
            log.warning(
                "worker process pid=%d not stopped after %.1f s; killed (its episodes stay "
                "pending and are consolidated later)",
                proc.pid,
                timeout_s,
            )
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            await proc.wait()
            await self._free(self._worker_id)
            return False
        finally:
            self.last_exit = proc.returncode
            if proc.stdin is not None:
                proc.stdin.close()
        return True
