"""``engram serve``: one warm :class:`engram.Engram` behind uvicorn on a Unix socket.

Start-up: resolve the socket path, create its folder (0700, ours), take ``<socket>.lock``
(a second daemon stops here), refuse when a live daemon answers on the socket, remove a stale
socket file, open the memory (the embedding model loads once), start the consolidation worker,
bind the socket with mode 0600 (and 127.0.0.1:PORT when asked), serve.

The worker: with ``server.worker = "process"`` (the default) a child process on the same file
(:mod:`engram.daemon.supervisor` says why and how it is watched); with ``"inprocess"``, or when
the caller passes its own ``embedder`` (a test's fake cannot cross a process boundary), on this
event loop. With ``queue.backend = "arq"`` the daemon only enqueues; ``engram worker`` processes
consume.

Shutdown on SIGTERM or SIGINT: stop accepting, let in-flight requests finish (every acknowledged
write is committed before its response is sent; ``server.shutdown_timeout_s``), remove the socket,
let the worker finish its current steps (``server.worker_stop_timeout_s``, then a safe cancel,
or SIGKILL of the child process), close the database, exit 0.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
from collections.abc import Callable, Generator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import uvicorn

from engram.config import Settings
from engram.daemon.app import create_app
from engram.daemon.backend import EmbeddedBackend
from engram.daemon.paths import DaemonLock, check_length, intent_path, prepare_dir, probe
from engram.daemon.supervisor import WorkerSupervisor
from engram.errors import DaemonError

if TYPE_CHECKING:
    from engram.embedding import Embedder

log = logging.getLogger("engram.daemon")

#: Longest wait for the worker process to load its models before the socket is bound, in s.
WORKER_READY_TIMEOUT_S = 120.0


class _Server(uvicorn.Server):
    """uvicorn, minus its signal handling: :func:`serve` owns SIGTERM/SIGINT (and exits 0,
    where uvicorn would re-raise the signal after a graceful shutdown)."""

    @contextlib.contextmanager
    def capture_signals(self) -> Generator[None, None, None]:
        yield


def bind_unix(path: Path) -> socket.socket:
    """A listening-ready Unix socket at ``path`` with mode 0600 from the first instant."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old = os.umask(0o177)
    try:
        sock.bind(str(path))
    except OSError as exc:
        sock.close()
        raise DaemonError(f"cannot bind the socket {path}: {exc}") from exc
    finally:
        os.umask(old)
    os.chmod(path, 0o600)
    sock.setblocking(False)
    return sock


def bind_loopback(port: int) -> socket.socket:
    """A TCP socket on 127.0.0.1:``port`` (never any other address)."""
    try:
        sock = socket.create_server(("127.0.0.1", port), family=socket.AF_INET)
    except OSError as exc:
        raise DaemonError(f"cannot listen on 127.0.0.1:{port}: {exc}") from exc
    sock.setblocking(False)
    return sock


async def serve(
    settings: Settings,
    *,
    socket_path: str | Path | None = None,
    tcp_port: int | None = None,
    embedder: Embedder | None = None,
    on_ready: Callable[[dict[str, Any]], None] | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """Run the daemon until SIGTERM / SIGINT, or until ``stop`` is set (see the module doc).

    Args:
        socket_path: default :meth:`Settings.socket_path`.
        tcp_port: also listen on 127.0.0.1:PORT (default ``server.tcp_port``, usually off).
        embedder: share an already loaded embedder (tests); default: load the configured one.
        on_ready: called once listening, with the daemon info (pid, socket, tcp_port, database).
        stop: an event that shuts the daemon down like SIGTERM; when given (an embedding
            application or a test), no signal handler is installed.

    Raises:
        DaemonError: a daemon already runs on the socket, or the socket cannot be created.
        ConfigError, StorageError, EmbeddingError: the memory cannot be opened.
    """
    path = settings.socket_path(socket_path)
    port = tcp_port if tcp_port is not None else settings.server.tcp_port
    check_length(path)
    prepare_dir(path.parent)
    lock = DaemonLock(path)
    lock.acquire()
    try:
        if probe(path):
            raise DaemonError(f"a daemon already answers on {path}; stop it first")
        if os.path.lexists(path):
            log.info("removing the stale socket %s", path)
            path.unlink()
        supervisor: WorkerSupervisor | None = None
        if (
            settings.queue.backend == "inprocess"
            and settings.server.worker == "process"
            and embedder is None
        ):
            supervisor = WorkerSupervisor(settings, intent_path=intent_path(path))
            await supervisor.spawn()  # it loads its models while this process loads its own
        try:
            if embedder is None:
                backend = await EmbeddedBackend.open(settings)
            else:
                from engram.api import Engram

                backend = EmbeddedBackend(await Engram.open(settings, embedder=embedder), owns=True)
        except BaseException:
            if supervisor is not None:
                await supervisor.stop(settings.server.worker_stop_timeout_s)
            raise
        try:
            if settings.queue.backend == "inprocess":
                if supervisor is not None:
                    mem = backend.mem
                    if supervisor.intent is not None:
                        mem.db.write_gate.publish_to(supervisor.intent)
                    supervisor.run(mem.signal, mem.consolidator.release_leases_of)
                    backend.worker_state = supervisor.state
                    # Before the socket exists: no request competes with the child's start-up.
                    await supervisor.wait_ready(WORKER_READY_TIMEOUT_S)
                else:
                    backend.mem.consolidator.warm()  # before the socket exists: no request waits
                    backend.mem.start_worker()
                    backend.worker_state = lambda: {"mode": "inprocess"}
            else:
                backend.worker_state = lambda: {"mode": settings.queue.backend}
            await _run(backend, settings, path, port, on_ready, stop)
        finally:
            if supervisor is not None:
                await supervisor.stop(settings.server.worker_stop_timeout_s)
            await backend.mem.stop_worker(settings.server.worker_stop_timeout_s)
            await backend.aclose()
    finally:
        lock.release()


async def _run(
    backend: EmbeddedBackend,
    settings: Settings,
    path: Path,
    port: int | None,
    on_ready: Callable[[dict[str, Any]], None] | None,
    stop_event: asyncio.Event | None,
) -> None:
    sockets = [bind_unix(path)]
    inode = os.stat(path).st_ino
    watcher: asyncio.Task[Any] | None = None
    try:
        if port is not None:
            sockets.append(bind_loopback(port))
        config = uvicorn.Config(
            create_app(backend, settings),
            lifespan="off",
            log_config=None,
            access_log=False,
            timeout_graceful_shutdown=max(1, round(settings.server.shutdown_timeout_s)),
            # Longer than clients keep idle connections (see [server] keep_alive_s).
            timeout_keep_alive=max(1, round(settings.server.keep_alive_s)),
        )
        server = _Server(config)
        loop = asyncio.get_running_loop()

        def stop(signame: str) -> None:
            if not server.should_exit:
                log.warning("%s: stop accepting, finish in-flight requests, then exit", signame)
            elif signame == "SIGINT":  # a second Ctrl-C: stop waiting for in-flight requests
                server.force_exit = True
            server.should_exit = True

        if stop_event is None:
            for sig in (signal.SIGTERM, signal.SIGINT):
                loop.add_signal_handler(sig, stop, sig.name)
        else:
            watcher = asyncio.create_task(stop_event.wait())
            watcher.add_done_callback(lambda _t: stop("stop event"))
        info = {
            "pid": os.getpid(),
            "socket": str(path),
            "tcp_port": port,
            "database": str(backend.mem.db.path),
            "queue": settings.queue.backend,
            "started_at": datetime.now(UTC).isoformat(),
        }
        backend.daemon = info
        serving = asyncio.create_task(server.serve(sockets=sockets))
        while not server.started and not serving.done():
            await asyncio.sleep(0.01)
        if server.started and on_ready is not None:
            on_ready(info)
        await serving
    finally:
        if watcher is not None:
            watcher.cancel()
        if stop_event is None:
            for sig in (signal.SIGTERM, signal.SIGINT):
                asyncio.get_running_loop().remove_signal_handler(sig)
        for sock in sockets:
            sock.close()
        with contextlib.suppress(OSError):
            if os.stat(path).st_ino == inode:  # never remove a socket someone else bound since
                path.unlink()
