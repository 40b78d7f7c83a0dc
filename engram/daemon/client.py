"""The Python client of the sidecar: the same operations as :class:`engram.Engram`, as JSON.

It speaks HTTP/1.1 over the daemon's Unix socket (``httpx.AsyncHTTPTransport(uds=...)``) or, when
the daemon was started with ``--tcp-port``, over 127.0.0.1. Results are the JSON shapes of
DESIGN.md section 5 (what ``to_dict()`` of the library's records returns); errors are rebuilt as
the library's exceptions (:mod:`engram.daemon.wire`). Deliberately light: no model, no storage,
no numpy::

    async with EngramClient() as client:                    # the default socket
        ep = await client.add("I moved to Busan.", user_id="u1")
        hits = await client.recall("where do I live?", user_id="u1")

For a process that makes one request and exits (the CLI), ``light=True`` skips httpx too and
sends that request with the standard library (:class:`_SocketWire`: one HTTP/1.0 exchange per
connection, the body read to the end), which keeps ``engram add`` well inside its start-up budget.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Sequence
from datetime import date, datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlencode

from engram.daemon.paths import resolve_socket_path
from engram.daemon.wire import API_PREFIX, DATABASE_HEADER, NDJSON, exception_from
from engram.errors import DaemonError, DaemonUnavailableError

if TYPE_CHECKING:
    import httpx

#: Seconds an idle pooled connection is kept (less than the daemon's ``[server] keep_alive_s``).
CLIENT_KEEPALIVE_S = 2.0


def _clean(fields: dict[str, Any]) -> dict[str, Any]:
    """Drop unset (None) arguments, so the daemon applies the library's defaults."""
    return {k: v for k, v in fields.items() if v is not None}


def _encode(value: Any) -> Any:
    """JSON for what ``json`` cannot encode: datetimes as ISO-8601 (a naive one stays naive, and
    the daemon rejects it like the library does)."""
    if isinstance(value, datetime | date):
        return value.isoformat()
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


def _decode(body: bytes) -> Any:
    try:
        return json.loads(body)
    except ValueError:
        return body.decode("utf-8", "replace")


class _Wire(Protocol):
    """One way to send a request: ``(status, body)``, or the body's lines as they arrive."""

    async def request(
        self, method: str, path: str, *, body: bytes | None, headers: dict[str, str]
    ) -> tuple[int, bytes]: ...

    def lines(self, path: str, *, body: bytes, headers: dict[str, str]) -> AsyncIterator[bytes]: ...

    async def aclose(self) -> None: ...


class _HttpxWire:
    """httpx with a connection pool: the default, for long-lived callers."""

    def __init__(
        self,
        socket: Path | None,
        base_url: str | None,
        timeout_s: float,
        transport: httpx.AsyncBaseTransport | None,
    ) -> None:
        import httpx

        self._httpx = httpx
        if transport is None:
            # verify=False: nothing here speaks TLS (a Unix socket or 127.0.0.1), so skip
            # loading a CA bundle on every client start.
            transport = httpx.AsyncHTTPTransport(
                uds=str(socket) if socket else None,
                verify=False,
                # Drop idle connections well before the daemon does ([server] keep_alive_s):
                # a request sent as the server closes one fails with a ReadError.
                limits=httpx.Limits(keepalive_expiry=CLIENT_KEEPALIVE_S),
            )
        self._client = httpx.AsyncClient(
            transport=transport,
            base_url=(base_url or "http://engram") + API_PREFIX,
            timeout=timeout_s,
        )
        self.where = str(socket or base_url)

    async def request(
        self, method: str, path: str, *, body: bytes | None, headers: dict[str, str]
    ) -> tuple[int, bytes]:
        try:
            response = await self._client.request(method, path, content=body, headers=headers)
        except self._httpx.ConnectError as exc:
            raise DaemonUnavailableError(
                f"no engram daemon answers on {self.where}: {exc}"
            ) from exc
        except self._httpx.HTTPError as exc:
            raise _broken(method, path, exc) from exc
        return response.status_code, response.content

    async def lines(
        self, path: str, *, body: bytes, headers: dict[str, str]
    ) -> AsyncIterator[bytes]:
        request = self._client.build_request("POST", path, content=body, headers=headers)
        try:
            response = await self._client.send(request, stream=True)
        except self._httpx.ConnectError as exc:
            raise DaemonUnavailableError(
                f"no engram daemon answers on {self.where}: {exc}"
            ) from exc
        try:
            if response.is_error:
                raise exception_from(response.status_code, _decode(await response.aread()))
            async for line in response.aiter_lines():
                yield line.encode("utf-8")
        finally:
            await response.aclose()

    async def aclose(self) -> None:
        await self._client.aclose()


class _SocketWire:
    """The standard library only: one HTTP/1.0 request per connection, read to the end.

    HTTP/1.0 makes the server close the connection after the response and never use chunked
    encoding, so the body is simply everything after the headers.
    """

    def __init__(self, socket: Path, timeout_s: float) -> None:
        self.socket = socket
        self.timeout_s = timeout_s

    async def _open(
        self, method: str, path: str, body: bytes | None, headers: dict[str, str]
    ) -> tuple[int, asyncio.StreamReader, asyncio.StreamWriter]:
        try:
            reader, writer = await asyncio.open_unix_connection(str(self.socket))
        except (ConnectionRefusedError, FileNotFoundError) as exc:
            raise DaemonUnavailableError(
                f"no engram daemon answers on {self.socket}: {exc}"
            ) from exc
        head = [f"{method} {API_PREFIX}{path} HTTP/1.0", "Host: engram"]
        head += [f"{k}: {v}" for k, v in headers.items()]
        head.append(f"Content-Length: {len(body or b'')}")
        writer.write(("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + (body or b""))
        try:
            await writer.drain()
            status_line = await reader.readline()
            while (await reader.readline()).strip():
                pass  # headers: nothing in them is needed
            status = int(status_line.split()[1])
        except (OSError, IndexError, ValueError) as exc:
            writer.close()
            raise _broken(method, path, exc) from exc
        return status, reader, writer

    async def request(
        self, method: str, path: str, *, body: bytes | None, headers: dict[str, str]
    ) -> tuple[int, bytes]:
        async with asyncio.timeout(self.timeout_s):
            status, reader, writer = await self._open(method, path, body, headers)
            try:
                return status, await reader.read()
            except OSError as exc:
                raise _broken(method, path, exc) from exc
            finally:
                writer.close()

    async def lines(
        self, path: str, *, body: bytes, headers: dict[str, str]
    ) -> AsyncIterator[bytes]:
        status, reader, writer = await self._open("POST", path, body, headers)
        try:
            if status >= 400:
                raise exception_from(status, _decode(await reader.read()))
            while line := await reader.readline():
                yield line
        finally:
            writer.close()

    async def aclose(self) -> None:
        return None


def _broken(method: str, path: str, exc: BaseException) -> DaemonError:
    return DaemonError(
        f"the engram daemon did not answer {method} {path}: {type(exc).__name__}: {exc} "
        "(a write may or may not have happened; retry with the same idempotency_key)"
    )


class EngramClient:
    """An async client for a running ``engram serve``; one instance per task group, reusable.

    Args:
        socket: the daemon's socket (default: ``$ENGRAM_SOCKET``, else the per-user default).
        base_url: talk TCP instead, e.g. ``"http://127.0.0.1:8765"`` (``socket`` is then ignored).
        timeout_s: how long to wait for an answer (default 600 s: ``consolidate`` can take long).
        database: the database file the caller means; a daemon serving another file answers
            with :class:`DatabaseMismatchError` instead of acting (default: whatever it serves).
        transport: an httpx transport to use instead (tests).
        light: use the standard library instead of httpx (a socket only; one connection per
            request). For short-lived processes; the CLI uses it.

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
        light: bool = False,
    ) -> None:
        self.socket = None if base_url else resolve_socket_path(socket)
        self._wire: _Wire
        if light and self.socket is not None and transport is None:
            self._wire = _SocketWire(self.socket, timeout_s)
        else:
            self._wire = _HttpxWire(self.socket, base_url, timeout_s, transport)
        self._headers = {DATABASE_HEADER: str(Path(database).resolve())} if database else {}

    async def _send(
        self,
        method: str,
        path: str,
        *,
        body: bytes | None = None,
        content_type: str = "application/json",
    ) -> Any:
        headers = (
            {**self._headers, "content-type": content_type} if body is not None else self._headers
        )
        status, raw = await self._wire.request(method, path, body=body, headers=headers)
        data = _decode(raw)
        if status >= 400:
            raise exception_from(status, data)
        return data

    async def _post(self, op: str, fields: dict[str, Any]) -> Any:
        body = json.dumps(_clean(fields), default=_encode).encode("utf-8")
        return await self._send("POST", f"/{op}", body=body)

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
        query = "?" + urlencode({"user_id": user_id}) if user_id is not None else ""
        report: dict[str, Any] = await self._send(
            "POST", f"/import{query}", body=body.encode("utf-8"), content_type=NDJSON
        )
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
        query = "?" + urlencode({"user_id": user_id}) if user_id is not None else ""
        result: dict[str, Any] = await self._send("GET", f"/status{query}")
        return result

    async def forget(self, *, user_id: str, **scope: Any) -> dict[str, Any]:
        """Forget an episode (``episode_id``), a session (``session_id``) or the whole user."""
        result: dict[str, Any] = await self._post("forget", {"user_id": user_id, **scope})
        return result

    async def export(self, *, user_id: str, facts: bool = False) -> AsyncIterator[dict[str, Any]]:
        """Stream the user's episodes (or, with ``facts``, every fact version) as dicts."""
        body = json.dumps({"user_id": user_id, "facts": facts}).encode("utf-8")
        headers = {**self._headers, "content-type": "application/json"}
        async for line in self._wire.lines("/export", body=body, headers=headers):
            if line.strip():
                yield json.loads(line)

    async def health(self) -> dict[str, Any]:
        """``{"ok": true, "pid": ..., "database": ...}`` from a live daemon."""
        result: dict[str, Any] = await self._send("GET", "/health")
        return result

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._wire.aclose()

    async def __aenter__(self) -> EngramClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
