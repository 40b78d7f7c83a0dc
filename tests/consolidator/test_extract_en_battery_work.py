"""English employment and hobby wordings that the blind battery showed missing (new sentences).

Employment: the current employer named in the same sentence as an unnamed quit ("So I'm at X,
have been since 2019, but I'm going to quit ..."), a clipped "Been lecturing at X since 2012", a
two-letter field ("I do QA at X"), a quit said with a pronoun or another verb ("leaving them",
"finishing up", "told X I'll be finishing up"), a new employer said as time served ("Five days in
at X"), as "I'm at X now" next to job talk, or as "Officially an X employee". Through the whole
consolidation job: a planned quit keeps the old job open until its date, and a new employer closes
the old one when no quit was said (works_at is one-valued).

Hobbies without the word "hobby": "X is my way of winding down", "X, that's how I spend my
Sundays", the answer to the user's own question, "I'm the one who's obsessed with it", "we're an
X family", "I've been doing X a lot".

Precision cases must create or close nothing about the user.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

import pytest

import engram
from consolidator.types import SELF, Claim
from tests.consolidator.claims import EN_TZ, matches, run_on, show

D = date


def _run(text: str, ref: date, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=False)


QUIT = D(2026, 5, 20)  # "the end of next month" -> 06-30
FIRST = D(2026, 7, 6)  # "the 1st" -> 07-01
CONTEXT = ("I'm a hygienist at Marlowe Dental.",)

EMPLOYER: list[tuple[Any, ...]] = [
    # the employer named before an unnamed quit is read too, and the quit ends it
    (QUIT, "So I'm with Tarnwell Analytics, have been since 2018, but I'm going to resign at the end of next month.",
     "works_at", "Tarnwell Analytics", {"valid": D(2018, 1, 1)}),
    (QUIT, "So I'm with Tarnwell Analytics, have been since 2018, but I'm going to resign at the end of next month.",
     "works_at", "Tarnwell Analytics", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "Been lecturing at Hollins College since 2012, still love it.", "works_at", "Hollins College",
     {"valid": D(2012, 1, 1)}),
    (QUIT, "I've been engineering at Falk & Ode for years.", "works_at", "Falk & Ode", {}),
    (QUIT, "I do QA at Brindle Software, since 2021.", "works_at", "Brindle Software", {"valid": D(2021, 1, 1)}),
    (QUIT, "Consulting at Orrin & Vale since 2020, it pays the bills.", "works_at", "Orrin & Vale", {"valid": D(2020, 1, 1)}),
    (QUIT, "So I'm at Quennell, have been since 2017, but I'm going to quit at the end of next month.",
     "works_at", "Quennell", {"valid": D(2017, 1, 1)}),
    (QUIT, "I've decided to resign at the end of next month.", "works_at", "Marlowe Dental",
     {"action": "end", "invalid": D(2026, 6, 30)}, CONTEXT),
    # a quit said with a pronoun or another verb
    (QUIT, "I've worked at Osprey Freight since 2015 and I'm leaving them at the end of next month.",
     "works_at", "Osprey Freight", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "I've worked at Osprey Freight since 2015 and I'm leaving them at the end of next month.",
     "works_at", "Osprey Freight", {"valid": D(2015, 1, 1)}),
    (QUIT, "I've let Marlowe Dental know I'll be finishing up at the end of next month.",
     "works_at", "Marlowe Dental", {"action": "end", "invalid": D(2026, 6, 30)}, CONTEXT),
    (QUIT, "Work has been rough lately. I'll be finishing up at the end of next month.",
     "works_at", "Marlowe Dental", {"action": "end", "invalid": D(2026, 6, 30)}, CONTEXT),
    (QUIT, "I'm stepping away from Marlowe at the end of next month.", "works_at", "Marlowe",
     {"action": "end", "invalid": D(2026, 6, 30)}, CONTEXT),
    (QUIT, "The job is a grind. I'm out of there at the end of next month.", "works_at", "Marlowe Dental",
     {"action": "end", "invalid": D(2026, 6, 30)}, CONTEXT),
    # a new employer
    (FIRST, "Five days in at Hale Circuits now. I started there on the 1st.", "works_at", "Hale Circuits",
     {"valid": D(2026, 7, 1)}),
    (FIRST, "The new job is going well. I'm at Pellow Brothers now.", "works_at", "Pellow Brothers", {}),
    (FIRST, "Officially a Gannet Systems employee since the 1st.", "works_at", "Gannet Systems",
     {"valid": D(2026, 7, 1)}),
    (FIRST, "Now a Wexford Tile Co. employee, as of the 1st.", "works_at", "Wexford Tile Co.",
     {"valid": D(2026, 7, 1)}),
]  # fmt: skip


@pytest.mark.parametrize(
    "case", EMPLOYER, ids=[f"{c[1][:44]}|{c[4].get('action', 'assert')}" for c in EMPLOYER]
)
def test_employer_wording(case: tuple[Any, ...]) -> None:
    ref, text, predicate, alias, exp, *rest = case
    claims = _run(text, ref, rest[0] if rest else ())
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


NOT_THE_USERS_JOB = [
    "My brother's been teaching at Prairie Hill School since 2010.",
    "I'm at Stansted now, the flight is delayed again.",
    "Two weeks in at Camp Hollow and the kids still love it.",
    "Work is hectic, I finish up at 5 on most days.",
    "My sister is at Redwood Circuits and she's going to quit at the end of next month.",
    "I'm leaving them with my mum next week while I work.",
    "Been staying at the Grand Hotel since Monday.",
    "I've been practising at Ridgeway Golf Club since 2019.",
    "With Sarah since 2019, married since 2022.",
    "I plan to quit smoking next month.",
    "I'm at Quennell, my aunt's cottage, until the 30th.",
]


@pytest.mark.parametrize("text", NOT_THE_USERS_JOB)
def test_no_job_for_the_user(text: str) -> None:
    claims = _run(text, QUIT)
    got = [c for c in claims if c.subject == SELF and c.predicate == "works_at"]
    assert got == [], show(got)


def test_told_a_person_about_leaving_is_no_plan_to_leave_them() -> None:
    """ "I told Priya I'll be leaving at noon": no plan to leave Priya and no job of that name."""
    claims = _run("I told Priya I'll be leaving at noon.", QUIT)
    assert not [c for c in claims if "Priya" in c.object and c.predicate in ("plans_to", "works_at")
                and not c.metadata.get("close_only")], show(claims)  # fmt: skip


def test_a_person_named_beside_a_quit_is_no_employer() -> None:
    """ "I'm with Sarah, and I handed in my notice today": the notice ends a job, Sarah is none."""
    claims = _run("I'm with Sarah, and I handed in my notice today.", QUIT)
    assert not [c for c in claims if c.predicate == "works_at" and "Sarah" in c.object], show(
        claims
    )


HOBBY_DAY = D(2026, 1, 14)

HOBBIES: list[tuple[Any, ...]] = [
    (HOBBY_DAY, "Knitting is my way of winding down once the kids are in bed.", "Knitting"),
    (HOBBY_DAY, "Watercolour painting, that's how I spend my Sundays.", "Watercolour painting"),
    (
        HOBBY_DAY,
        "Trail running before breakfast, that's how I begin most mornings.",
        "Trail running",
    ),
    (HOBBY_DAY, "What do I do in my spare time? Mainly rock climbing.", "rock climbing"),
    (
        HOBBY_DAY,
        "My flatmate got me into bouldering, and now I'm the one who's obsessed with it.",
        "bouldering",
    ),
    (HOBBY_DAY, "My cousin talked me into padel and I'm hooked on it.", "padel"),
    (HOBBY_DAY, "We're a camping family, out most weekends in the van.", "camping"),
    (HOBBY_DAY, "I've been doing crosswords a lot, the cryptic ones especially.", "crosswords"),
    (HOBBY_DAY, "I've been playing chess every night, mostly online.", "chess"),
    (HOBBY_DAY, "Swimming really helps me switch off after a shift.", "Swimming"),
    (HOBBY_DAY, "My idea of fun is geocaching with the kids.", "geocaching"),
    (HOBBY_DAY, "In my free time? Fly fishing, mostly.", "Fly fishing"),
    (HOBBY_DAY, "My wife signed us up for tango. Now I'm the one who's hooked on it.", "tango"),
]


@pytest.mark.parametrize("case", HOBBIES, ids=[c[1][:48] for c in HOBBIES])
def test_hobby_wording(case: tuple[Any, ...]) -> None:
    ref, text, alias = case
    claims = _run(text, ref)
    assert any(matches(c, "hobby", alias, {}) for c in claims), show(claims)


NOT_A_HOBBY = [
    "Coffee and the news, that's how I start most days.",
    "What do I do for fun? Not much, honestly.",
    "We're a two-car household.",
    "My sister's the one who's hooked on pickleball.",
    "I've been doing overtime a lot.",
    "A glass of wine helps me unwind.",
    "My idea of fun is a quiet night in.",
    "My brother's idea of fun is skydiving.",
]


@pytest.mark.parametrize("text", NOT_A_HOBBY)
def test_no_hobby_for_the_user(text: str) -> None:
    claims = _run(text, HOBBY_DAY)
    got = [c for c in claims if c.subject == SELF and c.predicate == "hobby"]
    assert got == [], show(got)


# --- stored facts -----------------------------------------------------------------------------


def _day(dt: datetime | None) -> date | None:
    return None if dt is None else dt.astimezone(EN_TZ).date()


async def _story(mem: engram.Engram, episodes: list[tuple[str, str]]) -> list[engram.Fact]:
    for at, text in episodes:
        await mem.add(text, user_id="u", reference_time=f"{at}T10:00:00-05:00")
    await mem.consolidate(user_id="u")
    return [
        f for f in await mem.facts(user_id="u", include_closed=True) if f.predicate == "works_at"
    ]


async def _employers_on(mem: engram.Engram, day: str) -> list[str]:
    facts = await mem.facts(user_id="u", as_of=f"{day}T12:00:00-05:00")
    return sorted(f.object for f in facts if f.predicate == "works_at")


async def test_planned_quit_keeps_the_old_job_open_until_its_date(mem: engram.Engram) -> None:
    jobs = await _story(mem, [
        ("2026-02-02", "I've been a surveyor at Kestle Mapping since 2016."),
        ("2026-05-20", "I'm walking away from Kestle at the end of next month."),
        ("2026-07-06", "Officially a Rook Analytics employee since the 1st."),
    ])  # fmt: skip
    old = [f for f in jobs if f.object.startswith("Kestle")]
    assert len(old) == 1 and _day(old[0].valid_at) == D(2016, 1, 1)
    assert _day(old[0].invalid_at) == D(2026, 6, 30)
    assert await _employers_on(mem, "2026-06-15") == ["Kestle Mapping"]
    assert await _employers_on(mem, "2026-07-04") == ["Rook Analytics"]


async def test_unnamed_quit_ends_the_employer_named_in_the_same_sentence(
    mem: engram.Engram,
) -> None:
    jobs = await _story(mem, [
        ("2026-05-20", "So I'm at Garrick Robotics, have been since 2019, but I'm going to quit at the end of next month."),
        ("2026-07-08", "Started at Thimble Labs on the 1st of this month."),
    ])  # fmt: skip
    old = next(f for f in jobs if f.object == "Garrick Robotics")
    assert (_day(old.valid_at), _day(old.invalid_at)) == (D(2019, 1, 1), D(2026, 6, 30))
    assert await _employers_on(mem, "2026-06-10") == ["Garrick Robotics"]
    assert await _employers_on(mem, "2026-07-08") == ["Thimble Labs"]


async def test_new_employer_closes_the_old_one_when_no_quit_was_said(mem: engram.Engram) -> None:
    jobs = await _story(mem, [
        ("2026-01-10", "I work for Dunmore Freight."),
        ("2026-07-06", "Five days in at Bellweather Labs now. I started there on the 1st."),
    ])  # fmt: skip
    old = next(f for f in jobs if f.object == "Dunmore Freight")
    assert _day(old.invalid_at) == D(2026, 7, 1)
    assert await _employers_on(mem, "2026-07-06") == ["Bellweather Labs"]


async def test_telling_a_person_about_leaving_closes_no_job(mem: engram.Engram) -> None:
    await _story(mem, [
        ("2026-03-02", "I work at Ferris Analytics."),
        ("2026-03-04", "I told Priya I'll be leaving on Friday."),
    ])  # fmt: skip
    assert await _employers_on(mem, "2026-04-01") == ["Ferris Analytics"]
