"""The sidecar: ``engram serve`` (FastAPI + uvicorn on a Unix socket) and its client.

Light on purpose: importing this package loads neither the server nor httpx; the names below
load on first use (PEP 562).
"""

from __future__ import annotations

import importlib as _importlib
import typing as _typing

from engram.daemon.paths import default_socket_path, resolve_socket_path

if _typing.TYPE_CHECKING:
    from engram.daemon.backend import Backend, EmbeddedBackend
    from engram.daemon.client import EngramClient
    from engram.daemon.server import serve

_LAZY = {
    "Backend": "engram.daemon.backend",
    "EmbeddedBackend": "engram.daemon.backend",
    "EngramClient": "engram.daemon.client",
    "serve": "engram.daemon.server",
}


def __getattr__(name: str) -> _typing.Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'engram.daemon' has no attribute {name!r}")
    value = getattr(_importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = [
    "Backend",
    "EmbeddedBackend",
    "EngramClient",
    "default_socket_path",
    "resolve_socket_path",
    "serve",
]
