"""The Python client of the sidecar: the same operations as :class:`engram.Engram`, as JSON.

It speaks HTTP/1.1 over the daemon's Unix socket (``httpx.AsyncHTTPTransport(uds=...)``) or, when
the daemon was started with ``--tcp-port``, over 127.0.0.1. Results are the JSON shapes of
DESIGN.md section 5 (what ``to_dict()`` of the library's records returns); errors are rebuilt as
the library's exceptions (:mod:`engram.daemon.wire`). Deliberately light: no model, no storage,
no numpy, so a short-lived process (the CLI) starts fast::

    async with EngramClient() as client:                    # the default socket
        ep = await client.add("I moved to Busan.", user_id="u1")
        hits = await client.recall("where do I live?", user_id="u1")
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx

from engram.daemon.paths import resolve_socket_path
from engram.daemon.wire import API_PREFIX, DATABASE_HEADER, NDJSON, exception_from
from engram.errors import DaemonError, DaemonUnavailableError


def _clean(fields: dict[str, Any]) -> dict[str, Any]:
    """Drop unset (None) arguments, so the daemon applies the library's defaults."""
    return {k: v for k, v in fields.items() if v is not None}


class EngramClient:
    """An async client for a running ``engram serve``; one instance per task group, reusable.

    Args:
        socket: the daemon's socket (default: ``$ENGRAM_SOCKET``, else the per-user default).
        base_url: talk TCP instead, e.g. ``"http://127.0.0.1:8765"`` (``socket`` is then ignored).
        timeout_s: how long to wait for an answer (default 600 s: ``consolidate`` can take long).
        database: the database file the caller means; a daemon serving another file answers
            with :class:`DatabaseMismatchError` instead of acting (default: whatever it serves).
        transport: an httpx transport to use instead (tests).

    Every method raises the library's errors (``ValidationError`` naming the field, ...);
    :class:`DaemonUnavailableError` when nothing listens (nothing was sent), and
    :class:`DaemonError` when the connection broke mid-request (a write may or may not have
    happened: retry ``add`` with the same ``idempotency_key``).
    """

    def __init__(
        self,
        socket: str | Path | None = None,
        *,
        base_url: str | None = None,
        timeout_s: float = 600.0,
        database: str | Path | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.socket = None if base_url else resolve_socket_path(socket)
        if transport is None:
            transport = (
                httpx.AsyncHTTPTransport()
                if base_url
                else httpx.AsyncHTTPTransport(uds=str(self.socket))
            )
        headers = {DATABASE_HEADER: str(Path(database).resolve())} if database else {}
        self._http = httpx.AsyncClient(
            transport=transport,
            base_url=(base_url or "http://engram") + API_PREFIX,
            timeout=timeout_s,
            headers=headers,
        )

    async def _send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        try:
            response = await self._http.request(method, path, **kwargs)
        except httpx.ConnectError as exc:
            raise DaemonUnavailableError(
                f"no engram daemon answers on {self.socket or self._http.base_url}: {exc}"
            ) from exc
        except httpx.HTTPError as exc:
            raise DaemonError(
                f"the engram daemon did not answer {method} {path}: {type(exc).__name__}: {exc} "
                "(a write may or may not have happened; retry with the same idempotency_key)"
            ) from exc
        if response.is_error:
            raise exception_from(response.status_code, _json_or_text(response))
        return response

    async def _post(self, op: str, body: dict[str, Any]) -> Any:
        return (await self._send("POST", f"/{op}", json=_clean(body))).json()

    # -- operations (see engram.Engram for the arguments) -------------------------------------
    async def add(self, text: str, *, user_id: str, **fields: Any) -> dict[str, Any]:
        """Store an episode; returns it (``id``, ``content``, ``reference_time``, ...)."""
        result: dict[str, Any] = await self._post(
            "add", {"text": text, "user_id": user_id, **fields}
        )
        return result

    async def import_lines(
        self,
        lines: Sequence[str],
        *,
        user_id: str,
        progress: Callable[[int], None] | None = None,
    ) -> dict[str, Any]:
        """Import JSONL lines (all validated first; one bad line imports nothing); a report."""
        body = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
        response = await self._send(
            "POST",
            "/import",
            params={"user_id": user_id},
            content=body.encode("utf-8"),
            headers={"content-type": NDJSON},
        )
        report: dict[str, Any] = response.json()
        if progress is not None:
            progress(int(report.get("read", 0)))
        return report

    async def episodes(self, *, user_id: str, **options: Any) -> list[dict[str, Any]]:
        """A user's raw episodes, oldest first (``session_id``, ``limit``)."""
        result: list[dict[str, Any]] = await self._post("episodes", {"user_id": user_id, **options})
        return result

    async def recall(self, query: str, *, user_id: str, **options: Any) -> dict[str, Any]:
        """Search a user's memory (``as_of``, ``known_at``, ``k``, and any other recall option)."""
        result: dict[str, Any] = await self._post(
            "recall", {"query": query, "user_id": user_id, **options}
        )
        return result

    async def facts(self, *, user_id: str, **options: Any) -> list[dict[str, Any]]:
        """Facts valid at ``as_of`` as known at ``known_at`` (``include_closed``)."""
        result: list[dict[str, Any]] = await self._post("facts", {"user_id": user_id, **options})
        return result

    async def history(self, *, user_id: str, entity: str) -> dict[str, Any]:
        """The timeline of an entity's facts, every version, with sources."""
        result: dict[str, Any] = await self._post("history", {"user_id": user_id, "entity": entity})
        return result

    async def consolidate(self, *, user_id: str) -> dict[str, Any]:
        """Drain the user's pending episodes now; the consolidation report."""
        result: dict[str, Any] = await self._post("consolidate", {"user_id": user_id})
        return result

    async def status(self, *, user_id: str | None = None) -> dict[str, Any]:
        """Queue depth, episode counts by state, last errors, sizes, versions."""
        params = {"user_id": user_id} if user_id is not None else None
        result: dict[str, Any] = (await self._send("GET", "/status", params=params)).json()
        return result

    async def forget(self, *, user_id: str, **scope: Any) -> dict[str, Any]:
        """Forget an episode (``episode_id``), a session (``session_id``) or the whole user."""
        result: dict[str, Any] = await self._post("forget", {"user_id": user_id, **scope})
        return result

    async def export(self, *, user_id: str, facts: bool = False) -> AsyncIterator[dict[str, Any]]:
        """Stream the user's episodes (or, with ``facts``, every fact version) as dicts."""
        request = self._http.build_request(
            "POST", "/export", json={"user_id": user_id, "facts": facts}
        )
        try:
            response = await self._http.send(request, stream=True)
        except httpx.ConnectError as exc:
            raise DaemonUnavailableError(
                f"no engram daemon answers on {self.socket}: {exc}"
            ) from exc
        try:
            if response.is_error:
                await response.aread()
                raise exception_from(response.status_code, _json_or_text(response))
            async for line in response.aiter_lines():
                if line.strip():
                    yield json.loads(line)
        finally:
            await response.aclose()

    async def health(self) -> dict[str, Any]:
        """``{"ok": true, "pid": ..., "database": ...}`` from a live daemon."""
        result: dict[str, Any] = (await self._send("GET", "/health")).json()
        return result

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()

    async def __aenter__(self) -> EngramClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()


def _json_or_text(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return response.text
