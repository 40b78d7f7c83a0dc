"""The sidecar's wire contract: routes, headers, and errors as JSON (both directions).

An error body is always ``{"error": {"type", "field", "message"}}`` (plus ``"line"`` for an import
file error): ``type`` is the :mod:`engram.errors` class name, ``field`` the offending argument (or
null), ``message`` what is wrong without the field prefix. The client rebuilds the same exception
class, so the CLI prints the same line and exits with the same code in client and embedded mode.
Standard library only (the CLI client imports it).
"""

from __future__ import annotations

from typing import Any, Final

from engram import errors

API_PREFIX: Final = "/v1"
#: The database the CLI means (absolute path); a daemon serving another file answers 409.
DATABASE_HEADER: Final = "x-engram-database"
NDJSON: Final = "application/x-ndjson"

#: HTTP status per error class; the first match along the class's MRO wins.
_STATUS: Final[dict[type[errors.EngramError], int]] = {
    errors.ValidationError: 422,
    errors.ImportFileError: 422,
    errors.NotFoundError: 404,
    errors.ConfigError: 500,
    errors.SchemaMismatchError: 500,
    errors.StorageError: 503,
    errors.EmbeddingError: 500,
    errors.DatabaseMismatchError: 409,
    errors.DaemonError: 500,
}


def jsonl_lines(text: str) -> list[str]:
    """The lines of a JSONL (NDJSON) document: split at ``\n`` only; ``\r\n`` works too, as JSON
    ignores the ``\r``. Never ``str.splitlines``: it also splits at U+2028, U+2029, U+0085 and
    other separators that JSON writers (``engram export`` included) leave unescaped in strings.
    """
    return text.split("\n")


def status_for(exc: errors.EngramError) -> int:
    """The HTTP status an :class:`EngramError` is answered with."""
    for cls in type(exc).__mro__:
        if cls in _STATUS:
            return _STATUS[cls]
    return 500


def error_body(type_: str, message: str, field: str | None = None, **extra: Any) -> dict[str, Any]:
    """``{"error": {...}}`` for a response."""
    return {"error": {"type": type_, "field": field, "message": message, **extra}}


def payload_of(exc: errors.EngramError) -> dict[str, Any]:
    """The error body for a library exception."""
    if isinstance(exc, errors.ImportFileError):
        return error_body(type(exc).__name__, exc.reason, None, line=exc.line)
    if isinstance(exc, errors.ValidationError | errors.NotFoundError):
        return error_body(type(exc).__name__, exc.reason, exc.field)
    return error_body(type(exc).__name__, str(exc))


def exception_from(status: int, body: Any) -> errors.EngramError:
    """Rebuild the library exception an error response describes.

    Unknown types (an internal error, a proxy's answer) become :class:`DaemonError`.
    """
    err = body.get("error") if isinstance(body, dict) else None
    if not isinstance(err, dict):
        return errors.DaemonError(f"the daemon answered HTTP {status}: {str(body)[:300]}")
    name = str(err.get("type") or "")
    message = str(err.get("message") or "")
    field = err.get("field")
    cls = getattr(errors, name, None)
    if not (isinstance(cls, type) and issubclass(cls, errors.EngramError)):
        return errors.DaemonError(f"the daemon answered HTTP {status} ({name}): {message}")
    if issubclass(cls, errors.ImportFileError):
        return cls(int(err.get("line") or 0), message)
    if issubclass(cls, errors.ValidationError | errors.NotFoundError):
        return cls(str(field or "body"), message)
    return cls(message)
