"""Fixtures of the harness tests: a loopback OpenAI-compatible stub and a loopback-only guard."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from typing import Any

import pytest

from tests.bench.stub import StubLLM


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Refuse every socket connection that is not to loopback (or a Unix socket)."""
    real_connect, real_connect_ex = socket.socket.connect, socket.socket.connect_ex

    def allowed(address: Any) -> bool:
        return not isinstance(address, tuple) or address[0] in ("127.0.0.1", "::1", "localhost")

    def connect(self: socket.socket, address: Any) -> None:
        if not allowed(address):
            raise ConnectionRefusedError(f"test guard: no connection beyond loopback ({address})")
        real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        if not allowed(address):
            raise ConnectionRefusedError(f"test guard: no connection beyond loopback ({address})")
        return real_connect_ex(self, address)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)


@pytest.fixture
async def stub() -> AsyncIterator[StubLLM]:
    server = StubLLM()
    await server.start()
    try:
        yield server
    finally:
        await server.stop()
