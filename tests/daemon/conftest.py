"""Daemon fixtures: an in-process daemon on a real Unix socket in ``tmp_path``, and a subprocess one.

The in-process daemon runs on the test's event loop (``serve(..., stop=event)``), shares the hash
embedder, and is stopped like SIGTERM stops it. The subprocess daemon is ``python -m engram serve``
with ``ENGRAM_EMBEDDING__BACKEND=hash``, for signals, locks and the CLI.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import engram
from engram.daemon.client import EngramClient
from engram.daemon.paths import probe
from engram.daemon.server import serve
from engram.embedding import HashEmbedder

START_TIMEOUT_S = 60.0


@pytest.fixture
def sock(tmp_path: Path) -> Path:
    return tmp_path / "e.sock"


@pytest.fixture
async def daemon(
    settings: engram.Settings, embedder: HashEmbedder, sock: Path
) -> AsyncIterator[dict[str, Any]]:
    """A running in-process daemon; yields its info (pid, socket, database, ...)."""
    stop = asyncio.Event()
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(
        serve(settings, socket_path=sock, embedder=embedder, on_ready=ready.set_result, stop=stop)
    )
    done, _ = await asyncio.wait({task, ready}, timeout=START_TIMEOUT_S, return_when="FIRST_COMPLETED")
    if task in done:
        task.result()  # raises the start-up error
    info: dict[str, Any] = ready.result()
    yield info
    stop.set()
    await asyncio.wait_for(task, 30)


@pytest.fixture
async def client(daemon: dict[str, Any], sock: Path) -> AsyncIterator[EngramClient]:
    async with EngramClient(sock) as c:
        yield c


@pytest.fixture
async def raw(daemon: dict[str, Any], sock: Path) -> AsyncIterator[httpx.AsyncClient]:
    """Plain httpx over the socket, for requests the client would never send."""
    transport = httpx.AsyncHTTPTransport(uds=str(sock))
    async with httpx.AsyncClient(transport=transport, base_url="http://engram") as c:
        yield c


def daemon_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env.update({"ENGRAM_EMBEDDING__BACKEND": "hash", **extra})
    return env


def spawn_daemon(db: Path, sock: Path, *args: str) -> subprocess.Popen[bytes]:
    """Start ``engram serve`` in a subprocess and wait until it answers on ``sock``."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "engram", "--db", str(db), "serve", "--socket", str(sock), *args],
        env=daemon_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"daemon exited {proc.returncode}: {proc.stderr.read().decode()}")  # type: ignore[union-attr]
        if probe(sock):
            return proc
        time.sleep(0.05)
    proc.kill()
    raise AssertionError("daemon did not start in time")


def reap(proc: subprocess.Popen[bytes]) -> None:
    """Kill a daemon a test left running and close its pipes."""
    if proc.poll() is None:
        proc.kill()
        proc.wait(10)
    for stream in (proc.stdout, proc.stderr):
        if stream is not None:
            stream.close()


@pytest.fixture
def process_daemon(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], Path, Path]]:
    """``(process, socket, database)`` of a subprocess daemon, killed if a test left it running."""
    db, sock = tmp_path / "d.db", tmp_path / "d.sock"
    proc = spawn_daemon(db, sock)
    try:
        yield proc, sock, db
    finally:
        reap(proc)
