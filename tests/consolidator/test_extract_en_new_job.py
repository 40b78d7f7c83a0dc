"""English: the next employer in sentences that also end the old job, or name it by its kind.

"I left Acme at the end of June and started at Brightline on the 1st" states both changes; the
start takes the date said after it, and the one who quit is the one who joins. A job's own verb
("started teaching at Westbrook Academy") is the job, not a hobby. An employer named in lower
case by its kind ("the county library", "a startup called Pebble") is read only for a job begun
or done there, never for a volunteer's place.
"""

from __future__ import annotations

from datetime import date

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import matches, run_on, show

JULY = date(2027, 7, 12)


def _run(text: str, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, JULY, context, korean=False)


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("I left Halvard Foods at the end of June and started at Corvid Labs on the 1st.", "Corvid Labs"),
        ("My last day at Halvard Foods was the 30th; on the 1st I started at Corvid Labs.", "Corvid Labs"),
        ("I started teaching at Westbrook Academy on the 1st.", "Westbrook Academy"),
        ("I started a new job at the county library on the 1st.", "county library"),
        ("On the 1st I started working for the city council.", "city council"),
        ("I started working remotely for a startup called Pebble on the 1st.", "Pebble"),
        ("I started at a new firm, Dalton & Reyes, on the 1st.", "Dalton & Reyes"),
    ],
)
def test_the_next_employer_starts_on_its_own_date(text: str, org: str) -> None:
    claims = _run(text)
    assert any(matches(c, "works_at", org, {"valid": date(2027, 7, 1)}) for c in claims), show(claims)
    assert not any(c.predicate == "hobby" for c in claims), show(claims)


def test_the_new_job_named_then_dated_in_the_next_sentence() -> None:
    claims = _run("The new job is at Corvid Labs. Started on the 1st.")
    assert any(matches(c, "works_at", "Corvid Labs", {"valid": date(2027, 7, 1)}) for c in claims), show(claims)


def test_a_fragment_employer_after_new_job() -> None:
    claims = _run("Quick update: new job! Corvid Labs, started on the 1st.")
    assert any(matches(c, "works_at", "Corvid Labs", {"valid": date(2027, 7, 1)}) for c in claims), show(claims)


def test_who_quits_is_who_joins() -> None:
    claims = _run("I quit Halvard Foods to join Corvid Labs next month.")
    joined = [c for c in claims if c.predicate == "works_at" and c.object == "Corvid Labs"]
    assert joined and all(c.subject == SELF for c in joined), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "I volunteer as a literacy tutor at the public library.",
        "My sister's new job is at Corvid Labs.",
        "My brother started at the county library on the 1st.",
    ],
)
def test_no_job_for_the_user(text: str) -> None:
    claims = _run(text)
    got = [c for c in claims if c.predicate == "works_at" and c.subject == SELF and c.action == "assert"]
    assert got == [], show(got)
