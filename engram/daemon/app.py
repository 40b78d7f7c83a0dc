"""The sidecar's HTTP app (FastAPI): every operation of :class:`engram.Engram` as JSON over HTTP.

Routes (all under ``/v1``; the schema is at ``/openapi.json``)::

    GET  /health                  liveness: pid, database, version
    GET  /status[?user_id=U]      queue depth, episode states, last errors, sizes, versions
    POST /add /episodes /recall /facts /history /consolidate /forget    JSON object body
    POST /import?user_id=U        JSONL body (application/x-ndjson), validated whole first
    POST /export                  {"user_id", "facts"} -> JSONL stream

Request bodies are pydantic models derived from the facade's own signatures (one source of
truth: a new keyword of ``Engram.recall`` is a new accepted field), with ``extra="forbid"`` (an
unknown field is a 422 naming it) and strict types. Fields the library validates itself (user,
text, times, ids, metadata) pass through untyped, so the error a client sees is the library's,
word for word the one embedded mode prints. Errors are ``{"error": {"type", "field",
"message"}}``: 400 malformed JSON, 404 unknown entity, 409 another database, 413 body too large,
422 invalid input, 503 storage busy, 500 anything else (logged with its traceback).
"""

from __future__ import annotations

import inspect
import json
import logging
import os
import time
import typing
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, create_model
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from engram.api import Engram
from engram.config import Settings
from engram.daemon.backend import EmbeddedBackend
from engram.daemon.wire import (
    API_PREFIX,
    DATABASE_HEADER,
    NDJSON,
    error_body,
    jsonl_lines,
    payload_of,
    status_for,
)
from engram.errors import DatabaseMismatchError, EngramError

log = logging.getLogger("engram.daemon")

#: Arguments the library validates itself (type included): passed through as sent.
LIBRARY_VALIDATED = frozenset(
    {
        "user_id",
        "text",
        "session_id",
        "reference_time",
        "speaker",
        "metadata",
        "idempotency_key",
        "as_of",
        "known_at",
        "episode_id",
        "entity",
    }
)
#: Operation -> the facade method whose keyword arguments its body carries.
OPERATIONS: dict[str, tuple[str, str]] = {
    "add": ("add", "Store one episode (System-1); returns the stored episode."),
    "episodes": ("episodes", "A user's raw episodes, oldest first."),
    "recall": ("recall", "Search a user's memory: facts with date ranges, then episodes."),
    "facts": ("facts", "Facts valid at as_of as believed at known_at."),
    "history": ("history", "Every version of an entity's facts, with sources."),
    "consolidate": ("consolidate", "Turn a user's pending episodes into facts now."),
    "forget": ("forget", "Forget an episode, a session, or (neither given) the whole user."),
}


class ErrorItem(BaseModel):
    """One problem of a request that failed validation."""

    field: str
    message: str | None


class ErrorDetail(BaseModel):
    """What went wrong: the :mod:`engram.errors` class, the offending field, the reason."""

    type: str = Field(description="The engram.errors class name, e.g. InvalidTimeError.")
    field: str | None = Field(description="The offending argument, or null.")
    message: str = Field(description="What is wrong, without the field prefix.")
    line: int | None = Field(default=None, description="Import only: the first bad line.")
    details: list[ErrorItem] | None = Field(
        default=None, description="Request validation only: every problem found."
    )


class ErrorResponse(BaseModel):
    """The body of every error response."""

    error: ErrorDetail


def _errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    return {code: {"model": ErrorResponse, "description": ERROR_STATUSES[code]} for code in codes}


#: Every error status the app answers with (see the module doc), documented in the schema.
ERROR_STATUSES: dict[int, str] = {
    400: "Malformed JSON body.",
    404: "Nothing by that name in this user's memory.",
    409: "The x-engram-database header names another database than this daemon serves.",
    413: "The request body is larger than server.max_body_bytes (max_import_bytes).",
    422: "Invalid input; field names the argument.",
    500: "An unexpected error (logged with its traceback).",
    503: "The database is busy or failing; retry.",
}
#: The statuses any route may answer besides its own.
COMMON_ERRORS = _errors(400, 409, 413, 422, 500, 503)


class ExportRequest(BaseModel):
    """Body of ``POST /v1/export``."""

    model_config = ConfigDict(extra="forbid", strict=True)
    user_id: Any = Field(default=None, description="Whose memory (exact id; required).")
    facts: bool = Field(default=False, description="Every fact version instead of episodes.")


def request_model(name: str, method: Callable[..., Any]) -> tuple[type[BaseModel], list[str]]:
    """A strict, extra-forbidding model of ``method``'s arguments, and those sent as None if absent.

    Arguments in :data:`LIBRARY_VALIDATED` accept any JSON value (the library checks them and
    names the field); the schema still documents their annotation (a date-time, an object) and
    lists the required ones. The others keep their annotation (strict: no "5" for an int).
    """
    hints = typing.get_type_hints(method)
    fields: dict[str, Any] = {}
    required_by_library: list[str] = []
    for p in inspect.signature(method).parameters.values():
        if p.name in ("self", "progress") or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        required = p.default is inspect.Parameter.empty
        if p.name in LIBRARY_VALIDATED:
            documented = TypeAdapter(hints.get(p.name, Any)).json_schema()
            fields[p.name] = (Any, Field(default=None, json_schema_extra=documented))
            if required:
                required_by_library.append(p.name)
        else:
            fields[p.name] = (hints.get(p.name, Any), ... if required else p.default)

    def document_required(schema: dict[str, Any]) -> None:
        schema["required"] = [*schema.get("required", []), *required_by_library]

    config = ConfigDict(extra="forbid", strict=True, json_schema_extra=document_required)
    model = create_model(name, __config__=config, **fields)
    return model, required_by_library


def _field_of(loc: tuple[Any, ...]) -> str:
    names = [str(x) for x in loc if isinstance(x, str) and x not in ("body", "query")]
    return names[-1] if names else "body"


def _validation_response(exc: RequestValidationError) -> JSONResponse:
    errors = list(exc.errors())
    first = errors[0] if errors else {"loc": ("body",), "msg": "is invalid", "type": ""}
    if any(e.get("type") == "json_invalid" for e in errors):
        detail = next(e for e in errors if e.get("type") == "json_invalid")
        reason = (detail.get("ctx") or {}).get("error", "")
        return JSONResponse(
            error_body("ValidationError", f"is not valid JSON: {reason}".rstrip(": "), "body"),
            status_code=400,
        )
    kind = first.get("type", "")
    field = _field_of(tuple(first.get("loc", ())))
    if kind == "missing":
        message = "is required" if field != "body" else "is required (a JSON object)"
    elif kind == "extra_forbidden":
        message = "is not a known field"
    else:
        message = str(first.get("msg", "is invalid"))
    details = [
        {"field": _field_of(tuple(e.get("loc", ()))), "message": e.get("msg")} for e in errors
    ]
    return JSONResponse(
        error_body("ValidationError", message, field, details=details), status_code=422
    )


class Guard:
    """ASGI middleware: body size limit (413), database check (409), one log line per request."""

    def __init__(self, app: ASGIApp, *, settings: Settings, database: str) -> None:
        self.app = app
        self.max_body = settings.server.max_body_bytes
        self.max_import = settings.server.max_import_bytes
        self.database = os.path.realpath(database)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        t0 = time.perf_counter()
        status = [0]

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = int(message["status"])
            await send(message)

        try:
            await self._guarded(scope, receive, sending)
        finally:
            log.info(
                "request %s %s status=%d elapsed_ms=%.1f",
                scope["method"],
                scope["path"],
                status[0],
                (time.perf_counter() - t0) * 1000,
            )

    async def _guarded(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        wanted = headers.get(DATABASE_HEADER)
        if wanted and os.path.realpath(wanted) != self.database:
            exc = DatabaseMismatchError(f"this daemon serves {self.database}, not {wanted}")
            await JSONResponse(payload_of(exc), status_code=409)(scope, receive, send)
            return
        limit = self.max_import if scope["path"] == f"{API_PREFIX}/import" else self.max_body
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            await self._too_large(scope, receive, send, limit)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await self._too_large(scope, receive, send, limit)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    @staticmethod
    async def _too_large(scope: Scope, receive: Receive, send: Send, limit: int) -> None:
        hint = (
            "split the file, or run `engram --embedded import` (server.max_import_bytes)"
            if scope["path"] == f"{API_PREFIX}/import"
            else "server.max_body_bytes"
        )
        body = error_body(
            "ValidationError", f"the request body is larger than {limit} bytes ({hint})", "body"
        )
        await JSONResponse(body, status_code=413, headers={"connection": "close"})(
            scope, receive, send
        )


def _json(data: Any) -> Response:
    return JSONResponse(data)


def _add_operation(app: FastAPI, backend: EmbeddedBackend, op: str) -> None:
    method_name, summary = OPERATIONS[op]
    model, required = request_model(f"{op.capitalize()}Request", getattr(Engram, method_name))
    call: Callable[..., Awaitable[Any]] = getattr(backend, op)

    async def endpoint(body: BaseModel) -> Response:
        args = {**dict.fromkeys(required), **body.model_dump(exclude_unset=True)}
        return _json(await call(**args))

    endpoint.__signature__ = inspect.Signature(  # type: ignore[attr-defined]
        [inspect.Parameter("body", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=model)]
    )
    responses = {**COMMON_ERRORS, **(_errors(404) if op == "history" else {})}
    app.post(f"{API_PREFIX}/{op}", summary=summary, operation_id=op, responses=responses)(endpoint)


def create_app(backend: EmbeddedBackend, settings: Settings) -> FastAPI:
    """The app serving ``backend`` (one warm :class:`engram.Engram`) with ``settings.server``."""
    from engram import __version__

    app = FastAPI(
        title="Engram sidecar",
        version=__version__,
        description="Local-first long-term memory for LLM agents: HTTP/1.1 + JSON over a Unix "
        "socket. Every operation is scoped by an exact, required user_id.",
        docs_url=None,
        redoc_url=None,
    )
    database = str(backend.mem.db.path)

    @app.exception_handler(EngramError)
    async def engram_error(_request: Request, exc: EngramError) -> Response:
        status = status_for(exc)
        if status >= 500:
            log.error("request failed: %s: %s", type(exc).__name__, exc)
        return JSONResponse(payload_of(exc), status_code=status)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_request: Request, exc: RequestValidationError) -> Response:
        return _validation_response(exc)

    @app.exception_handler(HTTPException)
    async def http_error(_request: Request, exc: HTTPException) -> Response:
        body = error_body("HTTPError", str(exc.detail))
        return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(Exception)
    async def internal_error(_request: Request, exc: Exception) -> Response:
        log.error("request failed with an unexpected error", exc_info=exc)
        body = error_body("InternalError", f"{type(exc).__name__}: {exc}")
        return JSONResponse(body, status_code=500)

    @app.get(
        f"{API_PREFIX}/health", summary="Liveness: pid, database, version.", responses=COMMON_ERRORS
    )
    async def health() -> Response:
        return _json({"ok": True, "pid": os.getpid(), "database": database, "version": __version__})

    @app.get(
        f"{API_PREFIX}/status",
        summary="Queue depth, episode states, errors, versions.",
        responses=COMMON_ERRORS,
    )
    async def status(user_id: str | None = None) -> Response:
        return _json(await backend.status(user_id=user_id))

    for op in OPERATIONS:
        _add_operation(app, backend, op)

    @app.post(
        f"{API_PREFIX}/import",
        summary="Import a JSONL body (one episode object per line); nothing on any bad line.",
        openapi_extra={
            "requestBody": {
                "required": True,
                "content": {NDJSON: {"schema": {"type": "string", "format": "binary"}}},
            }
        },
        responses=COMMON_ERRORS,
    )
    async def import_(request: Request, user_id: str | None = None) -> Response:
        raw = await request.body()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RequestValidationError(
                [{"loc": ("body",), "msg": f"is not UTF-8: {exc}", "type": "value_error"}]
            ) from None
        lines = jsonl_lines(text)
        return _json(await backend.import_lines(lines, user_id=user_id))  # type: ignore[arg-type]

    @app.post(
        f"{API_PREFIX}/export",
        summary="Stream a user's episodes (or every fact version) as JSONL.",
        response_class=StreamingResponse,
        responses={
            200: {
                "description": "One JSON object per line.",
                "content": {NDJSON: {"schema": {"type": "string"}}},
            },
            **COMMON_ERRORS,
        },
    )
    async def export(body: ExportRequest) -> Response:
        items = backend.export(user_id=body.user_id, facts=body.facts)
        first = await anext(items, None)  # raises here (before streaming) on a bad user

        async def lines() -> AsyncIterator[bytes]:
            if first is None:
                return
            yield (json.dumps(first, ensure_ascii=False) + "\n").encode("utf-8")
            async for item in items:
                yield (json.dumps(item, ensure_ascii=False) + "\n").encode("utf-8")

        return StreamingResponse(lines(), media_type=NDJSON)

    app.add_middleware(Guard, settings=settings, database=database)
    return app
