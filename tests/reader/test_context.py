"""Context assembly: episode snippets read with absolute dates (B05's kind), the raw text kept."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest

import engram
from consolidator.temporal import resolve_times
from consolidator.types import SELF, Claim
from engram.embedding import HashEmbedder
from reader.context import resolve_relative_dates
from tests.consolidator.fakes import ScriptedExtractor

# A Thursday evening in New York.
REF = datetime.fromisoformat("2025-03-13T20:15:00-04:00")
DAY = REF.date()


def _monday(d: date, weeks: int = 0) -> date:
    return d - timedelta(days=d.weekday()) + timedelta(weeks=weeks)


@pytest.mark.parametrize(
    ("text", "stale", "resolved"),
    [
        (
            "Tomorrow is the follow-up at the dentist.",
            "Tomorrow",
            f"{DAY + timedelta(days=1)} is the follow-up",
        ),
        ("Yesterday we adopted a cat.", "Yesterday", f"{DAY - timedelta(days=1)} we adopted"),
        ("Three days ago we adopted a cat.", "days ago", f"{DAY - timedelta(days=3)} we adopted"),
        ("The day after tomorrow I leave.", "tomorrow", f"{DAY + timedelta(days=2)} I leave"),
        (
            "The week after next I fly to Denver.",
            "after next",
            f"the week of {_monday(DAY, 2)} I fly",
        ),
        ("I start the new job next week.", "next week", f"the week of {_monday(DAY, 1)}"),
        ("This morning I ran 5k.", "This morning", f"the morning of {DAY} I ran"),
        (
            "We're hiking this weekend.",
            "this weekend",
            f"the weekend of {_monday(DAY) + timedelta(days=5)}",
        ),
        ("I've had a cold for four days now.", "four days", f"since {DAY - timedelta(days=4)}"),
        ("I've lived here since last May.", "last May", "since May 2024"),
    ],
)
def test_english_relative_dates_become_the_dates_they_denote(
    text: str, stale: str, resolved: str
) -> None:
    out = resolve_relative_dates(text, REF)
    assert resolved in out
    assert stale.casefold() not in out.casefold()


@pytest.mark.parametrize(
    ("text", "stale", "resolved"),
    [
        ("내일 치과 가요.", "내일", f"{DAY + timedelta(days=1)} 치과"),
        ("어제 친구 만났어요.", "어제", f"{DAY - timedelta(days=1)} 친구"),
        ("지난주 월요일에 이사했어요.", "지난주", f"{_monday(DAY, -1)}에 이사"),
        ("3일 전에 고양이를 입양했어요.", "3일 전", f"{DAY - timedelta(days=3)}에 고양이"),
        ("작년부터 다녀요.", "작년", "2024년부터"),
        ("다음 달 말까지 일해요.", "다음 달", "2025-04-30까지"),
    ],
)
def test_korean_relative_dates_become_the_dates_they_denote(
    text: str, stale: str, resolved: str
) -> None:
    out = resolve_relative_dates(text, REF)
    assert resolved in out
    assert stale not in out


def test_every_rewritten_date_is_the_consolidators_reading() -> None:
    """One resolver for facts and context: each mention's date appears in the rendering."""
    text = ("I had a wisdom tooth pulled last Monday, and three days ago we adopted Pepper. "
            "Tomorrow is the follow-up.")  # fmt: skip
    out = resolve_relative_dates(text, REF)
    for mention in resolve_times(text, REF):
        assert mention.start.date().isoformat() in out
        assert mention.surface not in out


@pytest.mark.parametrize(
    "text",
    [
        "We had pasta for dinner and watched a film.",  # no time expression at all
        "I've lived in Accra since 2019.",  # names its year: absolute already
        "The follow-up is on 2025-03-14.",
        "My passport expires on March 3, 2027.",
    ],
)
def test_text_without_relative_dates_is_quoted_as_said(text: str) -> None:
    assert resolve_relative_dates(text, REF) == text


def test_dates_are_local_days_of_the_reference_offset_not_utc() -> None:
    # 07:00 in Seoul on March 3 is still March 2 in UTC: "yesterday" is March 2 there.
    seoul = datetime.fromisoformat("2025-03-03T07:00:00+09:00")
    assert resolve_relative_dates("Yesterday I moved.", seoul).startswith("2025-03-02 ")
    assert resolve_relative_dates("어제 이사했어요.", seoul).startswith("2025-03-02 ")


async def test_recall_context_resolves_dates_but_the_episode_stays_raw(mem: engram.Engram) -> None:
    text = "Tomorrow is the follow-up at the dentist, and yesterday the filling came loose."
    ep = await mem.add(text, user_id="u-ctx", reference_time=REF)
    result = await mem.recall("dentist follow-up", user_id="u-ctx",
                              as_of="2025-03-20T12:00:00-04:00")  # fmt: skip
    assert not result.abstained
    assert f"{DAY + timedelta(days=1)} is the follow-up" in result.context
    assert f"{DAY - timedelta(days=1)} the filling" in result.context
    assert "tomorrow" not in result.context.casefold()
    (returned,) = result.episodes
    assert returned.episode.id == ep.id and returned.episode.content == text
    as_dict = result.to_dict()
    assert as_dict["episodes"][0]["content"] == text
    assert "relative dates resolved" in as_dict["context_snippets"]
    (stored,) = await mem.episodes(user_id="u-ctx")
    assert stored.content == text


async def test_session_summaries_in_the_context_read_absolute_dates_too(
    settings: engram.Settings, embedder: HashEmbedder
) -> None:
    """A summary quotes the sessions' first sentences: "tomorrow" there is as stale as anywhere."""
    said = "Tomorrow is the follow-up at the dentist."
    script = {said: [Claim(SELF, "event", "dentist follow-up", "User: dentist follow-up")]}
    async with engram.Engram.open(
        settings, embedder=embedder, extractor=ScriptedExtractor(script)
    ) as m:
        await m.add(said, user_id="u-sum", session_id="s1", reference_time=REF)
        await m.consolidate(user_id="u-sum")
        result = await m.recall("dentist follow-up", user_id="u-sum")
    assert f"- session s1: {DAY + timedelta(days=1)} is the follow-up" in result.context
    assert "tomorrow" not in result.context.casefold()
    assert result.episodes[0].episode.content == said
