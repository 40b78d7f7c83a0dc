"""Input validation for the write path. Every failure names the field and what is allowed."""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from engram.config import WriteSettings
from engram.constants import SPEAKERS, USER_ID_MAX_LEN
from engram.errors import (
    EmptyTextError,
    InvalidMetadataError,
    InvalidSpeakerError,
    InvalidTimeError,
    InvalidUserError,
    TextTooLongError,
    ValidationError,
)
from engram.timeutil import parse_time, utcnow

# Categories that carry no visible content: separators, controls, format (zero-width) characters.
_INVISIBLE = frozenset({"Zs", "Zl", "Zp", "Cc", "Cf"})


@dataclass(frozen=True, slots=True)
class ValidEpisode:
    """An ``add`` request that passed validation."""

    user_id: str
    text: str
    reference_time: datetime
    speaker: str
    session_id: str | None
    metadata_json: str
    metadata: dict[str, Any]
    idempotency_key: str | None


def validate_key(value: object, field: str, *, required: bool) -> str | None:
    """Validate an opaque identifier (``user_id``, ``session_id``, ``idempotency_key``).

    Identifiers are compared exactly (case-sensitive, never as a LIKE/GLOB pattern).

    Raises:
        InvalidUserError: for ``user_id``; ValidationError for the others.
    """
    err = InvalidUserError if field == "user_id" else ValidationError
    if value is None:
        if required:
            raise err(field, "is required (a non-empty string)")
        return None
    if not isinstance(value, str):
        raise err(field, f"must be a string, got {type(value).__name__}")
    if not value or not value.strip():
        raise err(field, "must not be empty")
    if value != value.strip():
        raise err(field, "must not start or end with whitespace")
    if len(value) > USER_ID_MAX_LEN:
        raise err(field, f"must be at most {USER_ID_MAX_LEN} characters")
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in value):
        raise err(field, "must not contain control, format or surrogate characters")
    return value


def validate_user_id(value: object) -> str:
    """Validate a required ``user_id``; see :func:`validate_key`."""
    result = validate_key(value, "user_id", required=True)
    assert result is not None
    return result


def validate_text(text: object, limits: WriteSettings) -> str:
    """Check an episode's text; it is returned unchanged (the store is lossless).

    Raises:
        EmptyTextError: empty, whitespace-only or invisible-only text.
        TextTooLongError: more than ``limits.max_chars`` code points.
        ValidationError: not a string, or it holds lone surrogates (not encodable as UTF-8).
    """
    if not isinstance(text, str):
        raise ValidationError("text", f"must be a string, got {type(text).__name__}")
    if not any(unicodedata.category(ch) not in _INVISIBLE for ch in text):
        raise EmptyTextError("text", "is empty or only whitespace / invisible characters")
    if len(text) > limits.max_chars:
        raise TextTooLongError(
            "text", f"has {len(text)} characters; the limit is {limits.max_chars} (write.max_chars)"
        )
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValidationError("text", "contains lone surrogates; send valid Unicode") from None
    return text


def validate_reference_time(
    value: datetime | str | None, limits: WriteSettings, now: datetime | None = None
) -> datetime:
    """Parse ``reference_time`` (default: now, UTC).

    Raises:
        InvalidTimeError: not ISO-8601, impossible date, naive, or later than now plus
            ``limits.future_tolerance_s`` (a future time would pose as the newest fact).
    """
    now = now or utcnow()
    if value is None:
        return now
    dt = parse_time(value, "reference_time")
    if dt - now > timedelta(seconds=limits.future_tolerance_s):
        raise InvalidTimeError(
            "reference_time",
            f"{dt.isoformat()} is in the future (now is {now.isoformat()}); "
            "an episode is something that was said, so its time cannot be later than now",
        )
    return dt


def validate_metadata(value: object, limits: WriteSettings) -> tuple[dict[str, Any], str]:
    """Return the metadata object and its JSON encoding.

    Raises:
        InvalidMetadataError: not a JSON object, not encodable (NaN, lone surrogates, ...), or
            over ``max_metadata_bytes``.
    """
    if value is None:
        return {}, "{}"
    if not isinstance(value, dict):
        raise InvalidMetadataError("metadata", f"must be a JSON object, got {type(value).__name__}")
    try:
        encoded = json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=True)
        size = len(encoded.encode("utf-8"))
    except UnicodeEncodeError:
        raise InvalidMetadataError(
            "metadata", "contains lone surrogates; send valid Unicode"
        ) from None
    except (TypeError, ValueError) as exc:
        raise InvalidMetadataError("metadata", f"cannot be encoded as JSON: {exc}") from None
    if size > limits.max_metadata_bytes:
        raise InvalidMetadataError(
            "metadata",
            f"is larger than {limits.max_metadata_bytes} bytes (write.max_metadata_bytes)",
        )
    decoded: dict[str, Any] = json.loads(encoded)
    return decoded, encoded


def validate_episode(
    *,
    text: object,
    user_id: object,
    reference_time: datetime | str | None,
    speaker: object,
    session_id: object,
    metadata: object,
    idempotency_key: object,
    limits: WriteSettings,
    now: datetime | None = None,
) -> ValidEpisode:
    """Validate one ``add`` request; raise the first problem found (user first, then text, ...)."""
    uid = validate_user_id(user_id)
    body = validate_text(text, limits)
    if not isinstance(speaker, str) or speaker not in SPEAKERS:
        raise InvalidSpeakerError("speaker", f"{speaker!r} is not one of {sorted(SPEAKERS)}")
    ref = validate_reference_time(reference_time, limits, now)
    sid = validate_key(session_id, "session_id", required=False)
    meta, meta_json = validate_metadata(metadata, limits)
    key = validate_key(idempotency_key, "idempotency_key", required=False)
    return ValidEpisode(uid, body, ref, speaker, sid, meta_json, meta, key)
