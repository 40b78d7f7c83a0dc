"""The child process ``engram serve`` runs System-2 in (``server.worker = "process"``).

``python -m engram.daemon.worker_child --worker-id ID [--nice N] [--log-level L]``, started by
:class:`engram.daemon.supervisor.WorkerSupervisor`, never by hand. Its standard input is the
daemon's pipe: the first line is the daemon's :class:`Settings` as JSON (so both processes use
exactly the same configuration, nothing on the command line or in the environment), then one
JSON list of woken user ids per line. It prints ``ready`` on its standard output once its models
are loaded and it consolidates. It opens the same SQLite file, loads its models, lowers its CPU
priority (``os.nice``), runs the in-process worker (debounce, per-user leases, start scan and poll: the
queue state in SQLite is the truth, a wake-up only says "look again"), and marks its writer gate
as shared with another process, so each consolidated episode commits on its own and a daemon
write waits on SQLite's lock for one episode at most.

It stops, finishing its current steps, on SIGTERM or SIGINT, and when its standard input closes
(the daemon exited, even by SIGKILL: no orphan keeps running). Exit status 0 after a clean stop.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
from pathlib import Path

from engram.config import Settings
from engram.storage.intent import WriteIntent

log = logging.getLogger("engram.worker")

#: Longest line of the wake pipe (the settings line included), in bytes.
PIPE_LINE_LIMIT = 1 << 22


async def _read_pipe() -> asyncio.StreamReader:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=PIPE_LINE_LIMIT)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer)
    return reader


async def run(worker_id: str, nice: int = 0, intent: str | None = None) -> None:
    """Read the settings from stdin, consolidate until stopped (see the module doc).

    Args:
        worker_id: the id its drains' leases carry (``<worker_id>/<drain>``).
        nice: niceness increment applied once the models are loaded (0-19; loading at the
            daemon's priority keeps start-up short on a busy machine).
        intent: the daemon's :class:`~engram.storage.intent.WriteIntent` file: background work
            yields to the daemon's writes in flight (None, or unreadable: it commits after
            every episode instead, not knowing when the daemon writes).

    Raises:
        ConfigError: the settings line is missing or invalid.
        StorageError, EmbeddingError: the memory cannot be opened.
    """
    from engram.api import Engram
    from engram.errors import ConfigError

    pipe = await _read_pipe()
    first = await pipe.readline()
    if not first.strip():
        raise ConfigError("worker_child: no settings line on stdin (started by engram serve only)")
    try:
        settings = Settings.model_validate_json(first)
    except ValueError as exc:
        raise ConfigError(f"worker_child: invalid settings line: {exc}") from exc
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    async with Engram.open(settings) as mem:
        mem.db.write_gate.external_writers = True  # the daemon writes the same file
        observed = _attach(intent)
        if observed is not None:
            mem.db.write_gate.observe(observed)
        mem.consolidator.worker_id = worker_id  # its leases can be freed if it dies
        mem.consolidator.warm()
        if nice > 0:
            os.nice(nice)
        mem.start_worker()
        sys.stdout.write("ready\n")  # the supervisor binds the daemon's socket after this
        sys.stdout.flush()
        log.info("worker pid=%d id=%s consolidating %s", os.getpid(), worker_id, mem.db.path)

        async def wake_ups() -> None:
            while line := await pipe.readline():
                try:
                    users = json.loads(line)
                except ValueError:
                    log.error("worker: ignoring a malformed wake-up line %r", line[:200])
                    continue
                for user in users:
                    if isinstance(user, str) and user:
                        mem.signal.notify(user)
            log.info("worker pid=%d: the daemon closed the pipe; stopping", os.getpid())
            stop.set()

        reading = asyncio.create_task(wake_ups())
        await stop.wait()
        reading.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await reading
        log.info("worker pid=%d: stopping after the current steps", os.getpid())


def _attach(path: str | None) -> WriteIntent | None:
    if path is None:
        return None
    try:
        return WriteIntent.attach(Path(path))
    except OSError as exc:
        log.warning("worker: cannot read the daemon's write counter %s (%s); committing after "
                    "every episode", path, exc)
        return None


def main(argv: list[str] | None = None) -> int:
    """The process entry point; returns the exit status (0 after a clean stop, 1 on an error)."""
    parser = argparse.ArgumentParser(prog="engram-worker-child", description=__doc__)
    parser.add_argument("--worker-id", required=True)
    parser.add_argument("--nice", type=int, default=0, help="Niceness increment (0-19).")
    parser.add_argument("--log-level", type=int, default=logging.WARNING)
    parser.add_argument("--intent", help="The daemon's write counter file (WriteIntent).")
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=args.log_level, format="%(asctime)s %(levelname)s %(name)s %(message)s"
    )
    from engram.errors import EngramError

    try:
        asyncio.run(run(args.worker_id, args.nice, args.intent))
    except EngramError as exc:
        log.error("worker pid=%d cannot run: %s", os.getpid(), exc)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
