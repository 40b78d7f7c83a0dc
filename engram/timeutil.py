"""Timezone-aware time handling. Every stored time is UTC ISO-8601 text with microseconds.

The fixed-width form ``YYYY-MM-DDTHH:MM:SS.ffffff+00:00`` sorts lexicographically in time order,
so SQLite can range-scan it.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from engram.errors import InvalidTimeError


def utcnow() -> datetime:
    """The current time, timezone-aware, in UTC."""
    return datetime.now(UTC)


def parse_time(value: datetime | str, field: str) -> datetime:
    """Return ``value`` as an aware datetime.

    Args:
        value: an aware ``datetime`` or an ISO-8601 string with a UTC offset (``Z`` allowed).
        field: the parameter name, used in the error.

    Raises:
        InvalidTimeError: not ISO-8601, an impossible calendar date, no UTC offset (a naive
            time is ambiguous, so it is rejected rather than guessed), or outside the years 1 to
            9999 once converted to UTC.
    """
    if isinstance(value, datetime):
        dt = value
    elif isinstance(value, str):
        text = value.strip()
        if not text:
            raise InvalidTimeError(field, "is empty; give an ISO-8601 time with an offset")
        try:
            dt = datetime.fromisoformat(text)
        except ValueError as exc:
            raise InvalidTimeError(
                field,
                f"{value!r} is not a valid ISO-8601 time with a UTC offset "
                "(e.g. 2025-03-01T10:00:00+01:00): "
                f"{exc}",
            ) from None
    else:
        raise InvalidTimeError(
            field, f"expected a datetime or ISO-8601 string, got {type(value).__name__}"
        )
    if dt.tzinfo is None or dt.tzinfo.utcoffset(dt) is None:
        raise InvalidTimeError(
            field,
            f"{value!s} has no UTC offset; add one (e.g. +09:00 or Z): naive times are ambiguous",
        )
    try:
        dt.astimezone(UTC)  # stored as UTC: 0001-01-01T00:00+05:00 has no UTC equivalent
    except OverflowError:
        raise InvalidTimeError(
            field, f"{value!s} is out of range: in UTC it falls outside the years 1 to 9999"
        ) from None
    return dt


def to_db(dt: datetime) -> str:
    """Encode an aware datetime as fixed-width UTC text for storage."""
    return dt.astimezone(UTC).isoformat(timespec="microseconds")


def from_db(text: str) -> datetime:
    """Decode a stored UTC time."""
    return datetime.fromisoformat(text)


def offset_seconds(dt: datetime) -> int:
    """The UTC offset of an aware datetime in whole seconds."""
    off = dt.utcoffset()
    return int(off.total_seconds()) if off is not None else 0


def with_offset(utc_text: str, offset_s: int) -> datetime:
    """A stored UTC time shown in the offset it was originally given in."""
    from datetime import timezone

    return from_db(utc_text).astimezone(timezone(timedelta(seconds=offset_s)))
