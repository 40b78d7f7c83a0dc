"""JSONL import: validated whole first, idempotent on re-import, errors name the line."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import engram
from engram.errors import ImportFileError, InvalidUserError

USER = "u_import"
Counts = Callable[..., dict[str, int]]

LINES: list[dict[str, Any]] = [
    {"text": "I moved to Busan.", "reference_time": "2025-03-01T10:00:00+09:00"},
    {"text": "I started a new job at Kakao.", "reference_time": "2025-03-02T10:00:00+09:00",
     "session_id": "s1", "speaker": "user", "metadata": {"channel": "chat"}},
    {"content": "Congratulations!", "reference_time": "2025-03-02T10:00:05+09:00",
     "session_id": "s1", "speaker": "assistant"},
    {"text": "박서연은 서울에 살아요", "reference_time": "2025-03-03T10:00:00+09:00",
     "idempotency_key": "explicit-key"},
    {"text": "Same text, same time.", "reference_time": "2025-03-04T10:00:00+09:00"},
]


def _write(path: Path, rows: list[Any], *, blank_lines: bool = False) -> Path:
    body = "".join(
        (r if isinstance(r, str) else json.dumps(r, ensure_ascii=False)) + "\n"
        + ("\n" if blank_lines else "")
        for r in rows
    )
    path.write_text(body, encoding="utf-8")
    return path


async def test_import_adds_every_line(mem: engram.Engram, tmp_path: Path, counts: Counts) -> None:
    path = _write(tmp_path / "eps.jsonl", LINES, blank_lines=True)
    seen: list[int] = []
    report = await mem.import_jsonl(path, user_id=USER, progress=seen.append)
    assert (report.read, report.added, report.duplicates) == (5, 5, 0)
    assert sum(seen) == 5
    assert counts() == dict.fromkeys(counts(), 5)
    stored = await mem.episodes(user_id=USER)
    assert [e.content for e in stored] == [r.get("text", r.get("content")) for r in LINES]
    assert stored[1].metadata == {"channel": "chat"} and stored[1].session_id == "s1"
    assert stored[2].speaker == "assistant"


async def test_reimport_adds_nothing_and_reports_duplicates(
    mem: engram.Engram, tmp_path: Path, counts: Counts
) -> None:
    path = _write(tmp_path / "eps.jsonl", LINES)
    await mem.import_jsonl(path, user_id=USER)
    before = counts()
    again = await mem.import_jsonl(path, user_id=USER)
    assert (again.read, again.added, again.duplicates) == (5, 0, 5)
    assert counts() == before
    # The same file for another user is that user's own data.
    other = await mem.import_jsonl(path, user_id="u_other")
    assert (other.added, other.duplicates) == (5, 0)


async def test_identical_lines_in_one_file_are_stored_once(
    mem: engram.Engram, tmp_path: Path
) -> None:
    path = _write(tmp_path / "dup.jsonl", [LINES[0], LINES[0], LINES[1]])
    report = await mem.import_jsonl(path, user_id=USER)
    assert (report.read, report.added, report.duplicates) == (3, 2, 1)
    assert len(await mem.episodes(user_id=USER)) == 2


async def test_bad_line_names_its_number_and_nothing_is_imported(
    mem: engram.Engram, tmp_path: Path, counts: Counts
) -> None:
    rows: list[Any] = [*LINES[:2], {"text": "naive time", "reference_time": "2025-03-01T10:00:00"},
                       *LINES[2:]]
    path = _write(tmp_path / "bad.jsonl", rows)
    with pytest.raises(ImportFileError) as info:
        await mem.import_jsonl(path, user_id=USER)
    assert info.value.line == 3
    assert "line 3" in str(info.value)
    assert "reference_time" in str(info.value)
    assert "nothing imported" in str(info.value)
    assert counts() == dict.fromkeys(counts(), 0)
    assert await mem.episodes(user_id=USER) == []


async def test_every_bad_line_is_listed_and_the_first_is_reported(
    mem: engram.Engram, tmp_path: Path, counts: Counts
) -> None:
    rows: list[Any] = [LINES[0], "{not json", LINES[1], {"text": "   ",
                       "reference_time": "2025-03-01T10:00:00Z"}, {"text": "x"}]
    path = _write(tmp_path / "bad.jsonl", rows)
    with pytest.raises(ImportFileError) as info:
        await mem.import_jsonl(path, user_id=USER)
    message = str(info.value)
    assert info.value.line == 2
    assert "3 invalid line(s)" in message
    assert "line 2: not JSON" in message
    assert "line 4: text" in message
    assert "line 5: reference_time" in message
    assert counts() == dict.fromkeys(counts(), 0)


@pytest.mark.parametrize(
    ("row", "field"),
    [
        ({"text": "hi", "reference_time": "2025-03-01T10:00:00Z", "colour": "red"}, "colour"),
        ({"text": "hi", "reference_time": "2025-03-01T10:00:00Z", "user_id": "someone_else"},
         "user_id"),
        ({"text": "hi", "content": "hi", "reference_time": "2025-03-01T10:00:00Z"}, "text"),
        ({"reference_time": "2025-03-01T10:00:00Z"}, "text"),
        ({"text": "when was this said?"}, "reference_time"),
        ({"text": "hi", "reference_time": None}, "reference_time"),
        ({"text": "hi", "reference_time": "2025-03-01T10:00:00Z", "speaker": "bot"}, "speaker"),
        (["not", "an", "object"], "line"),
    ],
    ids=["unknown-field", "other-user", "text-and-content", "no-text", "no-time", "null-time",
         "bad-speaker", "array"],
)
async def test_malformed_line_is_rejected_naming_the_field(
    mem: engram.Engram, tmp_path: Path, counts: Counts, row: Any, field: str
) -> None:
    path = _write(tmp_path / "bad.jsonl", [LINES[0], row])
    with pytest.raises(ImportFileError) as info:
        await mem.import_jsonl(path, user_id=USER)
    assert info.value.line == 2
    assert f"line 2: {field}:" in str(info.value)
    assert counts() == dict.fromkeys(counts(), 0)


async def test_import_of_a_non_utf8_or_missing_file_is_an_import_error(
    mem: engram.Engram, tmp_path: Path
) -> None:
    latin1 = tmp_path / "latin1.jsonl"
    latin1.write_bytes(b'{"text": "caf\xe9", "reference_time": "2025-03-01T10:00:00Z"}\n')
    with pytest.raises(ImportFileError, match="not UTF-8"):
        await mem.import_jsonl(latin1, user_id=USER)
    with pytest.raises(ImportFileError, match="cannot read"):
        await mem.import_jsonl(tmp_path / "missing.jsonl", user_id=USER)


async def test_import_requires_a_valid_user(mem: engram.Engram, tmp_path: Path) -> None:
    path = _write(tmp_path / "eps.jsonl", LINES)
    with pytest.raises(InvalidUserError):
        await mem.import_jsonl(path, user_id="")


async def test_import_in_several_batches(tmp_path: Path, counts: Counts) -> None:
    settings = engram.Settings.load(
        storage={"path": str(tmp_path / "mem.db")},
        embedding={"backend": "hash"},
        write={"import_batch_size": 2},
    )
    from engram.embedding import HashEmbedder

    rows = [{"text": f"note {i}", "reference_time": "2025-03-01T10:00:00Z"} for i in range(7)]
    path = _write(tmp_path / "many.jsonl", rows)
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        seen: list[int] = []
        report = await mem.import_jsonl(path, user_id=USER, progress=seen.append)
        assert seen == [2, 2, 2, 1]
        assert (report.read, report.added) == (7, 7)
        assert [e.content for e in await mem.episodes(user_id=USER)] == [r["text"] for r in rows]
    assert counts() == dict.fromkeys(counts(), 7)


async def test_next_batch_is_embedded_while_the_previous_one_is_written(tmp_path: Path) -> None:
    import asyncio

    from engram.embedding import HashEmbedder

    settings = engram.Settings.load(
        storage={"path": str(tmp_path / "mem.db")},
        embedding={"backend": "hash"},
        write={"import_batch_size": 2},
    )
    # Lines 0 and 2 share an idempotency key across two batches: the second must see the first
    # committed, so batches still commit in order even though they are prepared ahead.
    rows = [{"text": f"note {i}", "reference_time": "2025-03-01T10:00:00Z",
             "idempotency_key": "k0" if i in (0, 2) else f"k{i}"} for i in range(5)]
    path = _write(tmp_path / "many.jsonl", rows)
    events: list[str] = []
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        store, embedder = mem.write_path.store, mem.write_path.embedder
        real_insert, real_embed = store.insert, embedder.embed

        async def slow_insert(batch: Any) -> Any:
            events.append(f"write {batch[0].valid.text} start")
            await asyncio.sleep(0.05)
            result = await real_insert(batch)
            events.append(f"write {batch[0].valid.text} end")
            return result

        async def recorded_embed(texts: Any, **kwargs: Any) -> Any:
            events.append(f"embed {texts[0]}")
            return await real_embed(texts, **kwargs)

        store.insert = slow_insert  # type: ignore[method-assign]
        embedder.embed = recorded_embed  # type: ignore[method-assign]
        report = await mem.import_jsonl(path, user_id=USER)
        assert (report.added, report.duplicates) == (4, 1)
        assert [e.content for e in await mem.episodes(user_id=USER)] == [
            "note 0", "note 1", "note 3", "note 4"
        ]
    assert events == [
        "embed note 0", "write note 0 start", "embed note 2", "write note 0 end",
        "write note 2 start", "embed note 4", "write note 2 end", "write note 4 start",
        "write note 4 end",
    ]
