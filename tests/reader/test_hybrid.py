"""The full reader over facts: intent, as-of windows, known-at, abstention, summaries, budget."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import datetime

import pytest

import engram
from consolidator.types import SELF, Claim
from engram.embedding import HashEmbedder
from tests.consolidator.fakes import ScriptedExtractor

USER = "u-reader"
SCRIPT = {
    "Hi, I'm Maya Lindqvist and I live in Richmond.": [
        Claim(SELF, "name", "Maya Lindqvist", "User's name is Maya Lindqvist"),
        Claim(SELF, "lives_in", "Richmond", "Maya lives in Richmond",
              valid_at=datetime.fromisoformat("2025-01-01T00:00:00-05:00"), precision="day"),
    ],
    "We moved to Tacoma in July.": [
        Claim(SELF, "lives_in", "Tacoma", "Maya lives in Tacoma",
              valid_at=datetime.fromisoformat("2025-07-01T00:00:00-05:00"), precision="month"),
    ],
    "I take loratadine for hay fever.": [
        Claim(SELF, "takes_medication", "loratadine", "Maya takes loratadine"),
    ],
}


@pytest.fixture
async def mem(settings: engram.Settings, embedder: HashEmbedder) -> AsyncIterator[engram.Engram]:
    async with engram.Engram.open(settings, embedder=embedder,
                                  extractor=ScriptedExtractor(SCRIPT)) as m:
        await m.add("Hi, I'm Maya Lindqvist and I live in Richmond.", user_id=USER,
                    reference_time="2025-01-06T10:00:00-05:00", session_id="s1")
        await m.add("I take loratadine for hay fever.", user_id=USER,
                    reference_time="2025-03-11T10:00:00-05:00", session_id="s2")
        await m.add("We moved to Tacoma in July.", user_id=USER,
                    reference_time="2025-07-20T10:00:00-05:00", session_id="s3")
        await m.consolidate(user_id=USER)
        yield m


def fact_objects(result: engram.RecallResult) -> list[str]:
    return [f.fact.object for f in result.facts]


async def test_question_cueing_a_predicate_gets_the_current_fact_first(mem: engram.Engram) -> None:
    result = await mem.recall("Where does Maya live now?", user_id=USER, k=3)
    assert not result.abstained
    assert fact_objects(result)[0] == "Tacoma"
    assert "Richmond" not in fact_objects(result)  # closed: not valid now
    assert result.evidence is not None and result.evidence["intent_facts"] == 1
    assert result.facts[0].channel_ranks.get("intent") == 1


async def test_a_fact_restating_the_name_the_question_used_is_left_out(
    mem: engram.Engram,
) -> None:
    # "User's name is Maya Lindqvist" shares the query's name but answers nothing here.
    result = await mem.recall("Where does Maya live now?", user_id=USER, k=5)
    assert "Maya Lindqvist" not in fact_objects(result)
    # ... unless the question asks for the name.
    named = await mem.recall("What is Maya's full name?", user_id=USER, k=5)
    assert fact_objects(named)[0] == "Maya Lindqvist"


async def test_time_named_in_question_selects_facts_valid_then(mem: engram.Engram) -> None:
    result = await mem.recall("Where did Maya live in March 2025?", user_id=USER, k=3)
    assert result.window is not None
    assert fact_objects(result)[0] == "Richmond"
    assert "Tacoma" not in fact_objects(result)


async def test_as_of_answers_with_what_held_then(mem: engram.Engram) -> None:
    result = await mem.recall("Where does Maya live?", user_id=USER,
                              as_of="2025-05-01T12:00:00-05:00")
    assert fact_objects(result)[0] == "Richmond"
    # Episodes said after as_of are not used either.
    assert all(e.episode.reference_time <= result.as_of for e in result.episodes)  # type: ignore[operator]


async def test_known_at_before_consolidation_sees_no_facts(mem: engram.Engram) -> None:
    result = await mem.recall("Where does Maya live?", user_id=USER,
                              known_at="2020-01-01T00:00:00+00:00")
    assert result.facts == () and result.episodes == ()


async def test_unasked_attribute_of_a_known_person_abstains(mem: engram.Engram) -> None:
    """The name is known, the blood type is not: a false memory is worse than none."""
    result = await mem.recall("What is Maya's blood type?", user_id=USER)
    assert result.abstained and result.context == ""
    assert result.evidence is not None and result.evidence["intent_facts"] == 0


async def test_context_lists_date_ranges_provenance_and_session_summary(mem: engram.Engram) -> None:
    result = await mem.recall("Which medication does Maya take?", user_id=USER)
    assert not result.abstained
    (top,) = [f for f in result.facts if f.fact.object == "loratadine"]
    line = f"- Maya takes loratadine (2025-03-11 - present) [{top.fact.id}; from {top.fact.source_episode_ids[0]}]"
    assert line in result.context
    assert "Session summaries:" in result.context
    assert "- session s2: I take loratadine for hay fever." in result.context


async def test_budget_limits_context_tokens(mem: engram.Engram) -> None:
    big = await mem.recall("Where does Maya live now?", user_id=USER, budget_tokens=10_000)
    small = await mem.recall("Where does Maya live now?", user_id=USER, budget_tokens=40)
    assert small.context_tokens <= 40 < big.context_tokens
    assert len(small.facts) + len(small.episodes) < len(big.facts) + len(big.episodes)


async def test_explain_reports_raw_channel_scores(mem: engram.Engram) -> None:
    result = await mem.recall("Where does Maya live now?", user_id=USER, explain=True)
    top = result.facts[0]
    assert set(top.channel_scores) == set(top.channel_ranks)


async def test_unknown_channel_is_rejected(mem: engram.Engram) -> None:
    with pytest.raises(engram.ValidationError) as err:
        await mem.recall("x", user_id=USER, channels=("telepathy",))
    assert err.value.field == "channels"


async def test_cached_believed_facts_follow_new_consolidations(mem: engram.Engram) -> None:
    """The reader caches a user's believed facts; a later consolidation must show up at once."""
    first = await mem.recall("Which medication does Maya take?", user_id=USER)
    assert [f.fact.object for f in first.facts if f.fact.predicate == "takes_medication"] == ["loratadine"]
    extractor = mem._extractor
    assert isinstance(extractor, ScriptedExtractor)
    extractor.script["I stopped loratadine."] = [
        Claim(SELF, "takes_medication", "loratadine", "Maya stopped loratadine", action="end",
              invalid_at=datetime.fromisoformat("2025-08-01T00:00:00-05:00"))
    ]
    await mem.add("I stopped loratadine.", user_id=USER, reference_time="2025-08-02T10:00:00-05:00")
    await mem.consolidate(user_id=USER)
    after = await mem.recall("Which medication does Maya take?", user_id=USER)
    assert all(f.fact.object != "loratadine" for f in after.facts)


async def test_context_dates_are_in_the_users_offset_not_utc(
    settings: engram.Settings, embedder: HashEmbedder
) -> None:
    """B07's kind: a fact starting at 00:30 in Seoul started on that day, not the day before (UTC)."""
    script = {
        "새해 첫날 헬스장 등록했어요.": [
            Claim(SELF, "hobby", "헬스장", "하은 registered at the gym",
                  valid_at=datetime.fromisoformat("2025-01-01T00:30:00+09:00"), precision="day")
        ]
    }
    async with engram.Engram.open(settings, embedder=embedder,
                                  extractor=ScriptedExtractor(script)) as m:
        await m.add("새해 첫날 헬스장 등록했어요.", user_id="kr", reference_time="2025-01-01T08:00:00+09:00")
        await m.consolidate(user_id="kr")
        result = await m.recall("헬스장", user_id="kr", as_of="2025-01-02T12:00:00+09:00")
    assert "(2025-01-01 - present)" in result.context
    assert "2024-12-31" not in result.context


async def test_an_attribute_of_a_named_persons_relative_is_not_answered_with_their_own(
    mem: engram.Engram,
) -> None:
    # The memory knows Maya's name and home but nothing of a brother: answering with Maya's own
    # name or city would be a false memory.
    for question in ("What's the name of Maya's younger brother?",
                     "Where does Maya's brother live?"):
        result = await mem.recall(question, user_id=USER)
        assert result.abstained, (question, fact_objects(result))
