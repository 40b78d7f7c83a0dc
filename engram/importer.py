"""Bulk import of JSONL episodes (``engram import FILE.jsonl --user U``).

One JSON object per line: ``text`` (or ``content``), ``reference_time``, and optionally
``speaker`` (default "user"), ``session_id``, ``metadata``, ``idempotency_key``. Blank lines are
skipped. The whole file is validated before anything is written: a bad line names its number and
field, and nothing is imported. Re-importing the same file adds nothing new: each line without an
``idempotency_key`` gets one derived from its session, time, speaker and text, and from its
``id`` when it comes from ``engram export`` (two episodes alike in all else stay two).
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from engram.errors import ImportFileError, ValidationError
from engram.models import ImportReport
from engram.storage.episodes import PreparedEpisode
from engram.timeutil import to_db
from engram.validation import ValidEpisode
from engram.writer import WritePath

_ALLOWED = {
    "text",
    "content",
    "reference_time",
    "speaker",
    "session_id",
    "metadata",
    "idempotency_key",
    # Fields an export carries; accepted so export -> import round-trips.
    "id",
    "user_id",
    "created_at",
    "content_sha256",
}
MAX_REPORTED_ERRORS = 20


def _derived_key(v: ValidEpisode, source_id: Any = None) -> str:
    """The idempotency key of a line without one: its session, time, speaker and text, and the
    id it had in the export it comes from (so two episodes alike in all else stay two)."""
    parts = [v.session_id or "", to_db(v.reference_time), v.speaker, v.text]
    if source_id is not None:
        parts.append(json.dumps(source_id, ensure_ascii=False))
    return "import:" + hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()


def _parse_line(obj: Any, user_id: str, write: WritePath) -> ValidEpisode:
    if not isinstance(obj, dict):
        raise ValidationError("line", "must be a JSON object")
    unknown = sorted(set(obj) - _ALLOWED)
    if unknown:
        raise ValidationError(unknown[0], f"unknown field; allowed: {sorted(_ALLOWED)}")
    if "user_id" in obj and obj["user_id"] != user_id:
        raise ValidationError("user_id", f"is {obj['user_id']!r} but --user is {user_id!r}")
    if "text" in obj and "content" in obj:
        raise ValidationError("text", "give either text or content, not both")
    text = obj.get("text", obj.get("content"))
    if text is None:
        raise ValidationError("text", "is required")
    if obj.get("reference_time") is None:
        # Not "now": an import replays the past, and the re-import key depends on this time.
        raise ValidationError("reference_time", "is required (ISO-8601 with a UTC offset)")
    valid = write.validate(
        text=text,
        user_id=user_id,
        reference_time=obj.get("reference_time"),
        speaker=obj.get("speaker", "user"),
        session_id=obj.get("session_id"),
        metadata=obj.get("metadata"),
        idempotency_key=obj.get("idempotency_key"),
    )
    if valid.idempotency_key is None:
        key = _derived_key(valid, obj.get("id"))
        valid = dataclasses.replace(valid, idempotency_key=key)
    return valid


def parse_lines(
    lines: Iterable[str], user_id: str, write: WritePath, *, source: str = "the file"
) -> list[ValidEpisode]:
    """Parse and validate every JSONL line (blank lines skipped).

    Raises:
        ImportFileError: lines are malformed (all listed, up to 20); nothing is returned then.
    """
    episodes: list[ValidEpisode] = []
    errors: list[str] = []
    try:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                episodes.append(_parse_line(json.loads(line), user_id, write))
            except json.JSONDecodeError as exc:
                errors.append(f"line {number}: not JSON: {exc.msg}")
            except ValidationError as exc:
                errors.append(f"line {number}: {exc}")
    except UnicodeDecodeError as exc:
        raise ImportFileError(0, f"{source} is not UTF-8: {exc}") from exc
    if errors:
        shown = errors[:MAX_REPORTED_ERRORS]
        more = f" (and {len(errors) - len(shown)} more)" if len(errors) > len(shown) else ""
        first_line = int(shown[0].split()[1].rstrip(":"))
        raise ImportFileError(
            first_line,
            f"{len(errors)} invalid line(s), nothing imported{more}:\n  " + "\n  ".join(shown),
        )
    return episodes


def read_jsonl(path: Path, user_id: str, write: WritePath) -> list[ValidEpisode]:
    """Parse and validate every line of ``path`` (see :func:`parse_lines`).

    Raises:
        ImportFileError: the file cannot be read, or lines are malformed (all listed, up to 20).
    """
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise ImportFileError(0, f"cannot read {path}: {exc}") from exc
    with handle:
        return parse_lines(handle, user_id, write, source=str(path))


def _batches(items: list[ValidEpisode], size: int) -> Iterator[list[ValidEpisode]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


async def import_episodes(
    episodes: list[ValidEpisode],
    write: WritePath,
    *,
    batch_size: int,
    progress: Callable[[int], None] | None = None,
) -> ImportReport:
    """Write validated episodes in batches (one model call and one transaction per batch).

    Batch N+1 is embedded and analysed while batch N is written (the model and SQLite run on
    their own threads); batches still commit one after another, in order. ``progress`` is
    called with the number of episodes finished after each batch.

    Raises:
        EmbeddingError, StorageError: the batches committed before the failure stay written.
    """
    t0 = time.perf_counter()
    added = duplicates = 0

    async def write_batch(prepared: list[PreparedEpisode]) -> None:
        nonlocal added, duplicates
        for result in await write.write_prepared(prepared):
            if result.duplicate:
                duplicates += 1
            else:
                added += 1
        if progress is not None:
            progress(len(prepared))

    writing: asyncio.Task[None] | None = None
    try:
        for batch in _batches(episodes, batch_size):
            prepared = await write.prepare(batch)
            if writing is not None:
                await writing
            writing = asyncio.ensure_future(write_batch(prepared))
        if writing is not None:
            await writing
    finally:
        if writing is not None and not writing.done():
            # The next batch failed to prepare: let the one being written finish (or fail).
            await asyncio.gather(writing, return_exceptions=True)
    return ImportReport(len(episodes), added, duplicates, (time.perf_counter() - t0) * 1000)
