"""The time-correctness suite's ``queries`` (FORMAT.md, "Queries"), answered offline.

Each question is asked with the agent's clock at ``as_of`` (the end of that local day) after all
episodes are in. With no LLM, the answer is extractive: the returned facts of the kind the best
one is (its predicate and subject), so "what are X's hobbies?" lists every current hobby and
"where did X live in 2020?" gives the home of that time. An abstention answers "I don't know".
A question passes when the answer contains an alias of ``must_contain_any`` and none of
``must_not_contain`` (matched as FORMAT.md says), or, for ``expect_abstain``, when recall
abstained.
"""

from __future__ import annotations

from datetime import datetime, time, timezone
from typing import Any

from engram import Engram, RecallResult


def extractive_answer(result: RecallResult) -> str | None:
    """The answer an LLM-free agent gives from ``result``; None when recall abstained."""
    if result.abstained:
        return None
    if not result.facts:
        return result.episodes[0].episode.content if result.episodes else ""
    best = result.facts[0].fact
    same_kind = [
        f.fact.text
        for f in result.facts
        if f.fact.predicate == best.predicate and f.fact.subject == best.subject
    ]
    return "; ".join(same_kind)


def end_of_day(day: str, tz: timezone) -> datetime:
    """``YYYY-MM-DD`` in the file's zone -> the last second of that local day."""
    return datetime.combine(datetime.fromisoformat(day).date(), time(23, 59, 59), tz)


async def ask_queries(
    mem: Engram, case: dict[str, Any], tz: timezone, squash: Any
) -> list[dict[str, Any]]:
    """Ask every query of ``case`` (already ingested and consolidated); one dict per query."""
    out = []
    for q in case.get("queries", []):
        as_of = end_of_day(q["as_of"], tz)
        result = await mem.recall(q["question"], user_id=case["user_id"], as_of=as_of, k=5)
        answer = extractive_answer(result)
        if q.get("expect_abstain"):
            passed = answer is None
        else:
            text = squash(answer or "")
            passed = any(squash(a) in text for a in q["must_contain_any"]) and not any(
                squash(a) in text for a in q["must_not_contain"]
            )
        out.append(
            {
                "user_id": case["user_id"],
                "question": q["question"],
                "query_kind": q.get("query_kind"),
                "as_of": q["as_of"],
                "expect_abstain": bool(q.get("expect_abstain")),
                "answer": answer,
                "abstained": result.abstained,
                "passed": passed,
            }
        )
    return out
