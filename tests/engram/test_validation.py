"""Bad input on the write path: a specific error naming the field, and nothing written (B21, B14)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

import engram
from engram.embedding import HashEmbedder
from engram.errors import (
    EmptyTextError,
    InvalidMetadataError,
    InvalidSpeakerError,
    InvalidTimeError,
    InvalidUserError,
    TextTooLongError,
    ValidationError,
)

USER = "u_b21_zoe"
TIME = "2025-03-01T10:00:00+01:00"
CONTROL = "I keep my spare house key with my neighbour Anneke."

# (id, overrides of a valid add call, expected error class, field it must name)
BAD_INPUTS: list[tuple[str, dict[str, Any], type[ValidationError], str]] = [
    ("empty-text", {"text": ""}, EmptyTextError, "text"),
    ("whitespace-only", {"text": "   \n\t  "}, EmptyTextError, "text"),
    ("zero-width-only", {"text": "\u200b\u200b\u200b"}, EmptyTextError, "text"),
    ("nbsp-and-bom-only", {"text": "\u00a0\ufeff\u2028"}, EmptyTextError, "text"),
    ("not-a-string", {"text": b"bytes"}, ValidationError, "text"),
    ("lone-surrogate", {"text": "half \ud800 a pair"}, ValidationError, "text"),
    ("impossible-date", {"reference_time": "2025-02-30T10:00:00+01:00"}, InvalidTimeError,
     "reference_time"),
    ("naive-time", {"reference_time": "2025-03-01T10:00:00"}, InvalidTimeError, "reference_time"),
    ("relative-word", {"reference_time": "yesterday"}, InvalidTimeError, "reference_time"),
    ("far-future", {"reference_time": "2999-01-01T00:00:00Z"}, InvalidTimeError, "reference_time"),
    ("empty-time", {"reference_time": "  "}, InvalidTimeError, "reference_time"),
    ("time-not-str", {"reference_time": 1740819600}, InvalidTimeError, "reference_time"),
    ("empty-user", {"user_id": ""}, InvalidUserError, "user_id"),
    ("missing-user", {"user_id": None}, InvalidUserError, "user_id"),
    ("user-leading-space", {"user_id": " " + USER}, InvalidUserError, "user_id"),
    ("user-trailing-newline", {"user_id": USER + "\n"}, InvalidUserError, "user_id"),
    ("user-zero-width", {"user_id": USER + "\u200b"}, InvalidUserError, "user_id"),
    ("user-not-str", {"user_id": 42}, InvalidUserError, "user_id"),
    ("unknown-speaker", {"speaker": "narrator"}, InvalidSpeakerError, "speaker"),
    ("speaker-case", {"speaker": "User"}, InvalidSpeakerError, "speaker"),
    ("metadata-list", {"metadata": ["a", "b"]}, InvalidMetadataError, "metadata"),
    ("metadata-json-string", {"metadata": '{"a": 1}'}, InvalidMetadataError, "metadata"),
    ("metadata-nan", {"metadata": {"x": float("nan")}}, InvalidMetadataError, "metadata"),
    ("metadata-unencodable", {"metadata": {"x": object()}}, InvalidMetadataError, "metadata"),
    ("session-empty", {"session_id": ""}, ValidationError, "session_id"),
    ("idempotency-key-blank", {"idempotency_key": " "}, ValidationError, "idempotency_key"),
]


def _call(**overrides: Any) -> dict[str, Any]:
    call: dict[str, Any] = {"text": "I bought a red kayak.", "user_id": USER, "reference_time": TIME}
    call.update(overrides)
    return call


Counts = Callable[..., dict[str, int]]


async def _assert_rejected(
    mem: engram.Engram,
    counts: Counts,
    call: dict[str, Any],
    error: type[ValidationError],
    field: str,
) -> ValidationError:
    before = counts()
    before_user = len(await mem.episodes(user_id=USER))
    text = call.pop("text")
    with pytest.raises(error) as info:
        await mem.add(text, **call)
    assert type(info.value) is error
    assert info.value.field == field
    assert field in str(info.value)
    assert len(await mem.episodes(user_id=USER)) == before_user
    assert counts() == before
    return info.value


@pytest.mark.parametrize(
    ("overrides", "error", "field"),
    [pytest.param(o, e, f, id=i) for i, o, e, f in BAD_INPUTS],
)
async def test_bad_input_is_rejected_with_field_and_writes_nothing(
    mem: engram.Engram,
    counts: Counts,
    overrides: dict[str, Any],
    error: type[ValidationError],
    field: str,
) -> None:
    await mem.add(CONTROL, user_id=USER, reference_time=TIME)
    await _assert_rejected(mem, counts, _call(**overrides), error, field)
    assert counts() == dict.fromkeys(counts(), 1)


async def test_text_over_max_chars_is_rejected_not_truncated(
    tmp_path: Path, counts: Counts
) -> None:
    settings = engram.Settings.load(
        storage={"path": str(tmp_path / "small.db")},
        embedding={"backend": "hash"},
        write={"max_chars": 10},
    )
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        small_counts = lambda: counts(tmp_path / "small.db")  # noqa: E731
        exc = await _assert_rejected(
            mem, small_counts, _call(text="x" * 11), TextTooLongError, "text"
        )
        assert "write.max_chars" in str(exc)
        # The limit counts code points, not UTF-8 bytes: ten 4-byte emoji fit.
        ep = await mem.add("😀" * 10, user_id=USER, reference_time=TIME)
        assert ep.content == "😀" * 10
        assert [e.content for e in await mem.episodes(user_id=USER)] == ["😀" * 10]


async def test_omitted_user_id_is_an_error_not_a_global_write(
    mem: engram.Engram, counts: Counts
) -> None:
    before = counts()
    with pytest.raises(TypeError, match="user_id"):
        await mem.add("Hello again.")  # type: ignore[call-arg]
    assert counts() == before


async def test_reference_time_within_clock_skew_tolerance_is_accepted(mem: engram.Engram) -> None:
    from datetime import timedelta

    from engram.timeutil import utcnow

    soon = utcnow() + timedelta(seconds=60)  # default future_tolerance_s is 300
    ep = await mem.add("Clock skew is tolerated.", user_id=USER, reference_time=soon)
    assert ep.reference_time == soon


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("reference_time", "0001-01-01T00:00:00+05:00"),  # year 0 in UTC
        ("reference_time", datetime(1, 1, 1, 3, tzinfo=timezone(timedelta(hours=5)))),
        ("as_of", "9999-12-31T23:00:00-05:00"),  # year 10000 in UTC
        ("known_at", "0001-01-01T00:00:00+00:01"),
    ],
)
async def test_a_time_with_no_utc_equivalent_is_an_invalid_time_not_a_crash(
    mem: engram.Engram, counts: Counts, field: str, value: str | datetime
) -> None:
    # Found by the property tests: OverflowError from the UTC conversion (HTTP 500 over the
    # sidecar) instead of InvalidTimeError naming the field.
    before = counts()
    with pytest.raises(InvalidTimeError) as info:
        if field == "reference_time":
            await mem.add(CONTROL, user_id=USER, reference_time=value)
        else:
            await mem.facts(user_id=USER, **{field: value})
    assert info.value.field == field and "out of range" in info.value.reason
    assert counts() == before
    with pytest.raises(InvalidTimeError):
        await mem.recall("key", user_id=USER, **{"as_of" if field == "reference_time" else field: value})
    # The ends of the calendar themselves are fine.
    ep = await mem.add(CONTROL, user_id=USER, reference_time="0001-01-01T00:00:00-05:00")
    assert ep.reference_time.year == 1


async def test_metadata_with_lone_surrogates_is_an_invalid_metadata_error(
    mem: engram.Engram, counts: Counts
) -> None:
    # Found by the property tests: UnicodeEncodeError (HTTP 500: JSON "\ud800" escapes decode
    # to lone surrogates) instead of InvalidMetadataError.
    before = counts()
    for meta in ({"": "\ud800"}, {"\udfff": 1}, {"a": ["ok", {"b": "\ud83d"}]}):
        with pytest.raises(InvalidMetadataError) as info:
            await mem.add(CONTROL, user_id=USER, reference_time="2025-03-01T10:00:00Z", metadata=meta)
        assert info.value.field == "metadata" and "surrogates" in info.value.reason
    assert counts() == before


async def test_reference_time_keeps_its_offset_and_instant(mem: engram.Engram) -> None:
    await mem.add(CONTROL, user_id=USER, reference_time="2025-03-01T10:00:00+09:00")
    (ep,) = await mem.episodes(user_id=USER)
    assert ep.reference_time.isoformat() == "2025-03-01T10:00:00+09:00"
    assert ep.created_at.utcoffset() is not None


# -- the field cases themselves -------------------------------------------------------------

# Which error each expect_error episode must raise, by (case, 0-based episode index).
FIELD_CASE_ERRORS: dict[tuple[str, int], tuple[type[ValidationError], str]] = {
    ("B21", 1): (EmptyTextError, "text"),
    ("B21", 2): (EmptyTextError, "text"),
    ("B21", 3): (EmptyTextError, "text"),
    ("B21", 4): (InvalidTimeError, "reference_time"),
    ("B21", 5): (InvalidTimeError, "reference_time"),
    ("B21", 6): (InvalidTimeError, "reference_time"),
    ("B21", 7): (InvalidTimeError, "reference_time"),
    ("B14", 2): (InvalidUserError, "user_id"),
    ("B14", 3): (InvalidUserError, "user_id"),
    ("B14", 4): (EmptyTextError, "text"),
}


def _episode_call(case: dict[str, Any], episode: dict[str, Any]) -> dict[str, Any]:
    user = None if episode.get("omit_user_id") else episode.get("user_id", case["user_id"])
    return {
        "text": episode["text"],
        "user_id": user,
        "reference_time": episode["reference_time"],
        "speaker": episode["speaker"],
    }


@pytest.mark.parametrize(
    ("case_id", "index"), [pytest.param(c, i, id=f"{c}-episode{i}") for c, i in FIELD_CASE_ERRORS]
)
async def test_field_case_expect_error_episode_is_rejected(
    mem: engram.Engram, counts: Counts, load_case: Callable[[str], dict[str, Any]], case_id: str, index: int
) -> None:
    case = load_case(case_id)
    episode = case["episodes"][index]
    assert episode.get("expect_error") is True
    error, field = FIELD_CASE_ERRORS[(case_id, index)]
    await _assert_rejected(mem, counts, _episode_call(case, episode), error, field)


@pytest.mark.parametrize("case_id", ["B21", "B14"])
def test_field_case_error_table_covers_every_expect_error_episode(
    load_case: Callable[[str], dict[str, Any]], case_id: str
) -> None:
    case = load_case(case_id)
    marked = {i for i, ep in enumerate(case["episodes"]) if ep.get("expect_error")}
    assert marked == {i for c, i in FIELD_CASE_ERRORS if c == case_id}


async def test_b21_only_the_control_episode_is_stored_exactly_once(
    mem: engram.Engram, counts: Counts, load_case: Callable[[str], dict[str, Any]]
) -> None:
    case = load_case("B21")
    for episode in case["episodes"]:
        call = _episode_call(case, episode)
        text = call.pop("text")
        if episode.get("expect_error"):
            with pytest.raises(ValidationError):
                await mem.add(text, **call)
        else:
            await mem.add(text, **call)
    stored = await mem.episodes(user_id=case["user_id"])
    assert [e.content for e in stored] == [CONTROL]
    assert counts() == dict.fromkeys(counts(), 1)

    result = await mem.recall(
        "Where is my spare key?", user_id=case["user_id"], as_of="2025-03-02T12:00:00+01:00"
    )
    assert not result.abstained
    assert "Anneke" in result.context
    assert "kayak" not in result.context and "bike" not in result.context


@pytest.mark.parametrize("bad", ["not-a-date", "2025-03-02T12:00:00", "2025-02-30T00:00:00Z", ""])
@pytest.mark.parametrize("param", ["as_of", "known_at"])
async def test_b21_recall_with_invalid_time_raises_instead_of_using_now(
    mem: engram.Engram, bad: str, param: str
) -> None:
    await mem.add(CONTROL, user_id=USER, reference_time=TIME)
    with pytest.raises(InvalidTimeError) as info:
        await mem.recall("Where is my spare key?", user_id=USER, **{param: bad})
    assert info.value.field == param
