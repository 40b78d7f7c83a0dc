"""The daemon never listens on a non-loopback address (issue 7, isolation and security).

What the kernel says this process listens on is read from ``/proc/net/tcp{,6}`` (the sockets whose
inodes are among ``/proc/self/fd``), so the check holds whatever the code believes it bound.
"""

from __future__ import annotations

import asyncio
import os
import socket
import sys
from pathlib import Path

import pytest

import engram
from engram.daemon.server import serve
from engram.embedding import HashEmbedder
from engram.errors import ConfigError

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc/net/tcp")

LISTEN = "0A"


def _address(hex_addr: str) -> str:
    raw = bytes.fromhex(hex_addr)
    if len(raw) == 4:
        return socket.inet_ntop(socket.AF_INET, raw[::-1])
    words = b"".join(raw[i : i + 4][::-1] for i in range(0, 16, 4))
    return socket.inet_ntop(socket.AF_INET6, words)


def listening_tcp_of_this_process() -> set[tuple[str, int]]:
    """``(address, port)`` of every TCP socket this process holds in the LISTEN state."""
    inodes = set()
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[len("socket:[") : -1])
    found = set()
    for table in ("tcp", "tcp6"):
        path = Path(f"/proc/net/{table}")
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            fields = line.split()
            local, state, inode = fields[1], fields[3], fields[9]
            if state == LISTEN and inode in inodes:
                hex_addr, hex_port = local.split(":")
                found.add((_address(hex_addr), int(hex_port, 16)))
    return found


async def _listening_while_serving(
    settings: engram.Settings, sock: Path, tcp_port: int | None
) -> set[tuple[str, int]]:
    stop = asyncio.Event()
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(
        serve(
            settings,
            socket_path=sock,
            tcp_port=tcp_port,
            embedder=HashEmbedder(384),
            on_ready=ready.set_result,
            stop=stop,
        )
    )
    try:
        await asyncio.wait_for(asyncio.shield(ready), 60)
        return listening_tcp_of_this_process()
    finally:
        stop.set()
        await asyncio.wait_for(task, 30)


def test_the_proc_reader_sees_a_listening_socket_and_its_address() -> None:
    with socket.create_server(("127.0.0.1", 0)) as s:
        assert ("127.0.0.1", s.getsockname()[1]) in listening_tcp_of_this_process()


async def test_daemon_listens_on_no_tcp_port_by_default_and_only_on_127_0_0_1_when_asked(
    settings: engram.Settings, tmp_path: Path
) -> None:
    before = listening_tcp_of_this_process()
    assert await _listening_while_serving(settings, tmp_path / "a.sock", None) == before

    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    during = await _listening_while_serving(settings, tmp_path / "b.sock", port)
    assert during - before == {("127.0.0.1", port)}


def test_no_setting_names_a_listen_address() -> None:
    for key in ("host", "tcp_host", "bind", "address"):
        with pytest.raises(ConfigError, match="Extra inputs are not permitted"):
            engram.Settings.load(server={key: "0.0.0.0"})


def test_neither_the_environment_nor_the_cli_can_name_a_listen_address(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from click.testing import CliRunner

    from engram.cli import main

    monkeypatch.setenv("ENGRAM_SERVER__HOST", "0.0.0.0")
    with pytest.raises(ConfigError, match=r"server\.host"):
        engram.Settings.load()
    monkeypatch.delenv("ENGRAM_SERVER__HOST")
    for option in (["--host", "0.0.0.0"], ["--bind", "0.0.0.0:8080"]):
        refused = CliRunner().invoke(main, ["serve", "--socket", str(tmp_path / "e.sock"), *option])
        assert refused.exit_code == 2 and "No such option" in refused.output
