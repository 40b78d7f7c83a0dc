"""The timeline suite's as-of queries, answered offline from recall (bench/timeline_queries.py)."""

from __future__ import annotations

from datetime import timedelta, timezone

import engram
from bench.timeline import squash
from bench.timeline_queries import ask_queries, extractive_answer
from engram.embedding import HashEmbedder

CASE = {
    "user_id": "tq-user",
    "timezone": "-05:00",
    "episodes": [
        ("Hi, I'm Dana Price. I live in Richmond.", "2025-01-06T10:00:00-05:00"),
        ("I do pottery as a hobby.", "2025-02-03T10:00:00-05:00"),
        ("I started rock climbing as a hobby this month.", "2025-03-03T10:00:00-05:00"),
        ("Big news: I moved to Tacoma last week.", "2025-07-20T10:00:00-05:00"),
    ],
    "queries": [
        {
            "question": "Where does Dana live now?",
            "as_of": "2025-09-01",
            "must_contain_any": ["Tacoma"],
            "must_not_contain": ["Richmond"],
            "expect_abstain": False,
            "query_kind": "res_now",
        },
        {
            "question": "As of April 2, 2025, what city did Dana live in?",
            "as_of": "2025-04-02",
            "must_contain_any": ["Richmond"],
            "must_not_contain": ["Tacoma"],
            "expect_abstain": False,
            "query_kind": "res_past",
        },
        {
            "question": "What are Dana's hobbies these days?",
            "as_of": "2025-09-01",
            "must_contain_any": ["pottery"],
            "must_not_contain": [],
            "expect_abstain": False,
            "query_kind": "hobby_now",
        },
        {
            "question": "What is Dana's blood type?",
            "as_of": "2025-09-01",
            "must_contain_any": [],
            "must_not_contain": [],
            "expect_abstain": True,
            "query_kind": "abstain",
        },
    ],
}


async def test_queries_are_answered_as_of_their_date(settings: engram.Settings) -> None:
    async with engram.Engram.open(settings, embedder=HashEmbedder()) as mem:
        for text, when in CASE["episodes"]:
            await mem.add(text, user_id=CASE["user_id"], reference_time=when)
        await mem.consolidate(user_id=CASE["user_id"])
        rows = await ask_queries(mem, CASE, timezone(timedelta(hours=-5)), squash)
    by_kind = {r["query_kind"]: r for r in rows}
    assert by_kind["res_now"]["passed"] and "Tacoma" in by_kind["res_now"]["answer"]
    assert by_kind["res_past"]["passed"] and "Richmond" in by_kind["res_past"]["answer"]
    # Every current hobby is part of the answer, not only the best-ranked one.
    hobbies = by_kind["hobby_now"]["answer"]
    assert "pottery" in hobbies and "climbing" in hobbies
    assert by_kind["abstain"]["abstained"] and by_kind["abstain"]["answer"] is None
    assert all(r["passed"] for r in rows)


async def test_an_answer_naming_a_forbidden_value_fails_and_abstention_never_passes_an_answerable(
    settings: engram.Settings,
) -> None:
    async with engram.Engram.open(settings, embedder=HashEmbedder()) as mem:
        for text, when in CASE["episodes"]:
            await mem.add(text, user_id=CASE["user_id"], reference_time=when)
        await mem.consolidate(user_id=CASE["user_id"])
        strict = {
            **CASE,
            "queries": [
                {
                    **CASE["queries"][0],
                    "must_not_contain": ["Tacoma"],
                    "must_contain_any": ["Tacoma"],
                },
                {**CASE["queries"][3], "expect_abstain": False, "must_contain_any": ["O+"]},
            ],
        }
        rows = await ask_queries(mem, strict, timezone(timedelta(hours=-5)), squash)
        unanswerable = await mem.recall("What is Dana's blood type?", user_id=CASE["user_id"])
    assert [r["passed"] for r in rows] == [False, False]
    assert extractive_answer(unanswerable) is None
