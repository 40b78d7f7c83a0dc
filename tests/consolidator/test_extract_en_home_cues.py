"""English homes read from cues, not one template per wording (blind battery, session 7).

A former home is found from its parts wherever they stand: a place after "in"/"from" (or
"there" for the place of the sentence before), a start year, a word of home or of staying and a
word that the stay is over. A home that ends where the next one begins keeps its own "since",
and a stated range ("from 2013 till January") is an interval. The current home is found in more
introductions ("I'm Ana Ruiz, in Leeds since January", "Leeds has been home since ..."), in a
retroactive sentence that dates the move ("... until we relocated to Cork at the start of
January"), and "moved up to Omaha" is a move, not a plan tier. Precision cases: someone else's
home, a trip, a birthplace and a hypothetical create no home for the user.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.extract.sentences import split_sentences
from consolidator.types import SELF, Claim
from tests.consolidator.claims import matches, run_on, show

D = date
NY = D(2027, 1, 9)
LATER = D(2027, 2, 17)
A_CONTEXT = ("Hi, I'm Noor. We moved to Fresno right after New Year's.",)


def _run(text: str, ref: date, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=False)


PAST_HOME: list[tuple[Any, ...]] = [
    (
        "We moved to Fresno in January, having lived in Modesto since 2015.",
        "Modesto",
        D(2015, 1, 1),
    ),
    ("came from modesto where i'd been since 2015", "modesto", D(2015, 1, 1)),
    (
        "From 2015 until we moved to Fresno, I was renting a tiny flat in Modesto.",
        "Modesto",
        D(2015, 1, 1),
    ),
    (
        "Before the move we used to live in Modesto, had been there since 2015.",
        "Modesto",
        D(2015, 1, 1),
    ),
    (
        "Up until the move in early January I was living in Modesto, and I'd been there since 2015.",
        "Modesto",
        D(2015, 1, 1),
    ),
    (
        "We'd been renting a bungalow in Modesto since May 2015 before that.",
        "Modesto",
        D(2015, 5, 1),
    ),
    ("Modesto was where we'd been since 2015.", "Modesto", D(2015, 1, 1)),
    ("Home before this was Modesto, from 2015.", "Modesto", D(2015, 1, 1)),
    ("Modesto, from 2015 until January, was home.", "Modesto", D(2015, 1, 1)),
    ("Until this January we were living in Modesto, since 2015.", "Modesto", D(2015, 1, 1)),
    (
        "I've only been in Fresno since January; before that it was Modesto from 2015.",
        "Modesto",
        D(2015, 1, 1),
    ),
    ("We left Modesto after living there since 2015.", "Modesto", D(2015, 1, 1)),
    (
        "Grew up in Chico, then lived in Modesto from 2015 on, up until the move.",
        "Modesto",
        D(2015, 1, 1),
    ),
    ("We were Modesto-based since 2015.", "Modesto", D(2015, 1, 1)),
    ("I'd called Modesto home since 2015 before moving here.", "Modesto", D(2015, 1, 1)),
]


@pytest.mark.parametrize("case", PAST_HOME, ids=[c[0][:48] for c in PAST_HOME])
def test_a_past_home_keeps_its_own_start(case: tuple[Any, ...]) -> None:
    text, alias, start = case
    claims = _run(text, LATER, A_CONTEXT)
    assert any(matches(c, "lives_in", alias, {"valid": start}) for c in claims), show(claims)
    homes = [c for c in claims if c.predicate == "lives_in" and c.subject == SELF]
    # the later home (Fresno) never takes the old one's start year
    assert not any(
        "Fresno" in c.object and c.valid_at and c.valid_at.year == 2015 for c in homes
    ), show(claims)


def test_there_names_the_place_of_the_sentence_before() -> None:
    claims = _run(
        "Honestly I miss Modesto. We were there from 2015 until the move.", LATER, A_CONTEXT
    )
    assert any(matches(c, "lives_in", "Modesto", {"valid": D(2015, 1, 1)}) for c in claims), show(
        claims
    )


def test_a_stated_range_is_an_interval() -> None:
    claims = _run("I'm originally from Reno, but I lived in Modesto from 2015 till January.", LATER)
    assert any(
        matches(c, "lives_in", "Modesto", {"valid": D(2015, 1, 1), "invalid": D(2027, 1, 1)})
        for c in claims
    ), show(claims)
    assert not any(c.predicate == "lives_in" and "Reno" in c.object for c in claims), show(claims)


CURRENT_HOME: list[tuple[Any, ...]] = [
    ("I'm Tobias Reed, in Norwich since the start of January.", "Norwich"),
    ("Hi, Wendell Pike, living in Norwich since right after New Year's.", "Norwich"),
    ("Quick context: been in Norwich since New Year's Day.", "Norwich"),
    ("Norwich has been home since New Year.", "Norwich"),
    ("Norwich's where I've been living since the start of January.", "Norwich"),
    ("We're in Norwich as of New Year's.", "Norwich"),
    (
        "The new city is Norwich, by the way. We've been here since right after New Year's.",
        "Norwich",
    ),
    ("January being when we moved up to Norwich, right after New Year.", "Norwich"),
    ("I lived in Ely from 2016 until we relocated to Norwich at the start of January.", "Norwich"),
    ("We swapped Ely for Norwich right after New Year. Ely had been home since 2016.", "Norwich"),
    ("New here, and new to Norwich too: we got in right after New Year's.", "Norwich"),
    ("Norwich since New Year! The cathedral is gorgeous.", "Norwich"),
    ("since new years im in norwich. its ok", "norwich"),
    ("Since New Year we've been renting a tiny flat in Norwich.", "Norwich"),
]


@pytest.mark.parametrize("case", CURRENT_HOME, ids=[c[0][:48] for c in CURRENT_HOME])
def test_the_current_home_in_more_wordings(case: tuple[Any, ...]) -> None:
    text, alias = case
    claims = _run(text, NY)
    assert any(matches(c, "lives_in", alias, {"valid": D(2027, 1, 1)}) for c in claims), show(
        claims
    )


@pytest.mark.parametrize("text", ["Pilates since March!", "Acme Corp since 2019.", "Gold since Monday."])
def test_a_fragment_that_is_no_place_is_no_home(text: str) -> None:
    claims = _run(text, NY)
    assert not any(c.predicate == "lives_in" for c in claims), show(claims)


def test_since_a_month_is_a_past_month() -> None:
    """ "Pilates since March!" said in January: last March, not the coming one."""
    claims = _run("I've done pilates since March.", NY)
    assert any(matches(c, "hobby", "pilates", {"valid": D(2026, 3, 1)}) for c in claims), show(claims)


def test_moved_up_to_a_tier_is_still_a_plan() -> None:
    claims = _run("My phone plan: I moved up to Gold three days ago.", LATER)
    assert any(c.predicate == "subscription_plan" and c.object == "Gold" for c in claims), show(
        claims
    )
    assert not any(c.predicate == "lives_in" for c in claims), show(claims)


NOT_THE_USERS_HOME = [
    "My sister lived in Boise from 2016 until she moved to Tacoma.",
    "My parents have lived in Boise since 2016.",
    "My brother and his wife were in Boise from 2016 until the move.",
    "They had a house in Boise since 2016 before moving.",
    "I was in Boise from Monday until Wednesday for work.",
    "We stayed at the Hilton in Boise from Friday until Sunday.",
    "Maybe we'll live in Denver from 2028.",
    "He was based in Denver from 2015 until he retired.",
]


@pytest.mark.parametrize("text", NOT_THE_USERS_HOME)
def test_no_home_for_the_user(text: str) -> None:
    claims = _run(text, LATER, A_CONTEXT)
    got = [
        c
        for c in claims
        if c.subject == SELF and c.predicate == "lives_in" and c.modality == "stated"
    ]
    assert got == [], show(got)


def test_a_possessive_before_a_full_stop_ends_the_sentence() -> None:
    """ "New Year's. Miss the pubs" is two sentences: the "'s" is not an initial."""
    texts = [
        s.text
        for s in split_sentences(
            "I was in Kilkenny until New Year's. Miss the pubs there, if I'm honest."
        )
    ]
    assert texts == ["I was in Kilkenny until New Year's.", "Miss the pubs there, if I'm honest."]
    assert [s.text for s in split_sentences("Ask Dr. Lee about J. K. Rowling. Ok.")] == [
        "Ask Dr. Lee about J. K. Rowling.",
        "Ok.",
    ]


def test_a_lower_case_clipped_been_in() -> None:
    claims = _run("hey, Ana here. been in fresno since right after new years", NY)
    assert any(matches(c, "lives_in", "fresno", {"valid": D(2027, 1, 1)}) for c in claims), show(claims)


def test_leaving_a_place_on_a_day_dates_the_new_home() -> None:
    """ "We left Columbus on the 15th. Cleveland is our home now." The new home starts on the 15th."""
    claims = _run("We left Fresno on the 15th. Modesto is our home now.", D(2027, 7, 21))
    assert any(matches(c, "lives_in", "Modesto", {"valid": D(2027, 7, 15)}) for c in claims), show(claims)
