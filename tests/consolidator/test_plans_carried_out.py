"""An undated plan ends when it is carried out (resolver ``_end_plans``).

"I'm going to quit Acme" is kept as a ``plans_to`` fact. Once Acme ends, by a dated end or
because the next employer closed it, the plan is done: it must not stay valid forever (a fact
that mentions Acme and is still valid would say Acme is still current).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from bench.battery import run_items


def _facts(texts: list[tuple[str, str]], tmp: Path) -> list[Any]:
    item = {"id": "p", "timezone": "-05:00", "expect": [],
            "episodes": [{"text": t, "reference_time": r} for t, r in texts]}  # fmt: skip
    [(_, facts)] = asyncio.run(run_items([item], tmp))
    return facts


def _open(facts: list[Any], predicate: str, word: str) -> list[Any]:
    return [f for f in facts if f.predicate == predicate and word in f.text and f.invalid_at is None]


def test_a_plan_ends_when_the_next_job_closes_the_old_one(tmp_path: Path) -> None:
    facts = _facts([
        ("I've worked at Acme Freight since 2019.", "2026-02-03T10:00:00-05:00"),
        ("I'm going to quit Acme Freight, I've had enough.", "2026-04-07T10:00:00-05:00"),
        ("I started at Globex Labs on the 1st.", "2026-06-10T10:00:00-05:00"),
    ], tmp_path)  # fmt: skip
    assert _open(facts, "works_at", "Globex"), [f.text for f in facts]
    assert not _open(facts, "works_at", "Acme"), [f.text for f in facts]
    plans = [f for f in facts if f.predicate == "plans_to" and "Acme" in f.text]
    assert plans and all(f.invalid_at is not None for f in plans), [(f.text, f.invalid_at) for f in plans]


def test_a_plan_ends_on_the_day_its_dated_end_gives(tmp_path: Path) -> None:
    facts = _facts([
        ("I've worked at Acme Freight since 2019.", "2026-02-03T10:00:00-05:00"),
        ("I'm going to quit Acme Freight.", "2026-04-07T10:00:00-05:00"),
        ("My last day at Acme Freight is the end of next month.", "2026-05-20T10:00:00-05:00"),
    ], tmp_path)  # fmt: skip
    plans = [f for f in facts if f.predicate == "plans_to" and "Acme" in f.text]
    assert plans, [f.text for f in facts]
    assert all(f.invalid_at is not None and f.invalid_at.date().isoformat() == "2026-06-30" for f in plans), [
        (f.text, f.invalid_at) for f in plans
    ]


def test_a_plan_stays_while_it_is_not_carried_out(tmp_path: Path) -> None:
    facts = _facts([
        ("I've worked at Acme Freight since 2019.", "2026-02-03T10:00:00-05:00"),
        ("I'm going to quit Acme Freight.", "2026-04-07T10:00:00-05:00"),
        ("Work is busy this week.", "2026-05-20T10:00:00-05:00"),
    ], tmp_path)  # fmt: skip
    assert _open(facts, "works_at", "Acme"), [f.text for f in facts]
    assert _open(facts, "plans_to", "Acme"), [f.text for f in facts]
