"""What the ``engram`` commands share: options, output, and the one place a backend is chosen.

:func:`call` runs a command's job against the sidecar when one answers on the socket (``--socket``,
``$ENGRAM_SOCKET``, ``[server] socket``, else the per-user default) and against an embedded
memory otherwise. Client mode imports only click, httpx and the standard library (no model, no
SQLite, no numpy), so ``engram add`` with a running daemon costs a process start and one request.
It falls back to embedded only when nothing was sent: no daemon listens (connection refused), or
the daemon serves another database than ``--db`` names. ``--embedded`` never uses a daemon.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import tomllib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from engram.errors import ConfigError, DaemonUnavailableError, DatabaseMismatchError

if TYPE_CHECKING:
    from engram.api import Engram
    from engram.config import Settings
    from engram.daemon.backend import Backend

T = TypeVar("T")
log = logging.getLogger("engram.cli")

json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
user_option = click.option("--user", "user_id", required=True, help="Whose memory (exact id).")


def settings_of(ctx: click.Context) -> Settings:
    """The full :class:`Settings` (embedded mode): ``--config`` file, ``--db``, ENGRAM_*."""
    from engram.config import Settings

    obj: dict[str, Any] = ctx.obj
    overrides: dict[str, dict[str, Any]] = {}
    if obj.get("db"):
        overrides["storage"] = {"path": obj["db"]}
    return Settings.load(obj.get("config"), **overrides)


def emit(data: Any, as_json: bool, human: Callable[[], None]) -> None:
    """Print ``data`` as JSON with ``--json``, else call ``human``."""
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        human()


def run_embedded(ctx: click.Context, job: Callable[[Engram], Awaitable[T]]) -> T:
    """Open the memory in this process, run ``job(mem)``, close: one ``asyncio.run``."""
    from engram.api import Engram

    settings = settings_of(ctx)

    async def main() -> T:
        async with Engram.open(settings) as mem:
            return await job(mem)

    return asyncio.run(main())


def _light_config(obj: dict[str, Any]) -> dict[str, Any]:
    """The TOML config as a plain dict, without pydantic (client mode must start fast)."""
    path = obj.get("config") or os.environ.get("ENGRAM_CONFIG")
    if not path:
        return {}
    try:
        return tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"cannot read the config file {path}: {exc}") from exc


def _client_target(obj: dict[str, Any]) -> tuple[Path, str | None, float] | None:
    """``(socket, database or None, timeout_s)`` when a socket file exists, else None."""
    if obj.get("embedded"):
        return None
    from engram.daemon.paths import is_socket, resolve_socket_path

    config = _light_config(obj)
    server = config.get("server", {})
    configured = os.environ.get("ENGRAM_SERVER__SOCKET") or server.get("socket") or None
    path = resolve_socket_path(obj.get("socket"), configured=configured)
    if not is_socket(path):
        return None
    database = (
        obj.get("db")
        or os.environ.get("ENGRAM_STORAGE__PATH")
        or config.get("storage", {}).get("path")
        or None
    )
    timeout = os.environ.get("ENGRAM_SERVER__CLIENT_TIMEOUT_S") or server.get("client_timeout_s")
    return path, database, float(timeout or 600.0)


def call(ctx: click.Context, job: Callable[[Backend], Awaitable[T]]) -> T:
    """Run ``job(backend)`` on the daemon if one answers, else embedded (see the module doc)."""
    obj: dict[str, Any] = ctx.obj
    target = _client_target(obj)

    async def main() -> T:
        if target is not None:
            from engram.daemon.client import EngramClient

            socket, database, timeout_s = target
            client = EngramClient(socket, database=database, timeout_s=timeout_s, light=True)
            try:
                return await job(client)
            except (DaemonUnavailableError, DatabaseMismatchError) as exc:
                log.info("running embedded: %s", exc)
            finally:
                await client.aclose()
        from engram.daemon.backend import EmbeddedBackend

        backend = await EmbeddedBackend.open(settings_of(ctx))
        try:
            return await job(backend)
        finally:
            await backend.aclose()

    return asyncio.run(main())
