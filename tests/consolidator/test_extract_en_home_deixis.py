"""English homes named by deixis and by a move with no place (blind set 3, session 8).

"Here" is a home when the user has lived, been living or moved "here" (a bare "been here" only
when the message speaks of a home): the place is the last one the message named as a place
before it ("The flat in Galway ...", "Galway traffic ..."), else the home the episode or its
context knows. "There" in a past home is the last place named before it that is not the current
home ("Funny how small Galway feels after Sligo. I lived there ..."). "Until we moved" / "until
this move" ends the past home where the current one began, and "we've settled into Tralee" is a
move that the next sentence dates. Precision cases: a hotel stay, a workplace, someone else's
move, a short stay, a pet's name, a dinner out and a capitalised first word make no home.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import matches, run_on, show

D = date
NY = D(2027, 1, 20)
LATER = D(2027, 3, 10)
NEW_YEAR = D(2027, 1, 1)
MOVED = ("We moved to Galway right after New Year's.",)


def _run(text: str, ref: date, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=False)


def _homes(claims: list[Claim]) -> list[Claim]:
    return [c for c in claims if c.subject == SELF and c.predicate == "lives_in"]


HERE_NAMED_BEFORE: list[str] = [
    "The flat in Galway is finally sorted. We've been here since right after New Year's.",
    "Galway traffic is something else. We moved here right after New Year's and I hate it.",
    "Loving the little markets around Galway. We've lived here since New Year's Day.",
    "The rent in Galway is steep! I've been living here since right after New Year's.",
    "Greetings from Galway! We moved here right after New Year's.",
]


@pytest.mark.parametrize("text", HERE_NAMED_BEFORE, ids=[t[:40] for t in HERE_NAMED_BEFORE])
def test_here_is_the_place_named_before(text: str) -> None:
    claims = _run(text, NY)
    assert any(matches(c, "lives_in", "Galway", {"valid": NEW_YEAR}) for c in claims), show(claims)


def test_here_without_a_place_is_the_known_home() -> None:
    claims = _run("We've been living here since New Year's and the neighbours are lovely.", LATER, MOVED)
    assert [c.object for c in _homes(claims)] == ["Galway"], show(claims)
    alone = _run("We've been living here since New Year's and the neighbours are lovely.", LATER)
    assert _homes(alone) == [], show(alone)


def test_here_is_the_home_named_earlier_in_the_episode() -> None:
    claims = _run("Tralee is our home now. We moved here on the 3rd.", D(2027, 7, 10))
    assert any(matches(c, "lives_in", "Tralee", {"valid": D(2027, 7, 3)}) for c in claims), show(claims)


NOT_A_HOME_HERE = [
    "The hotel in Porto is lovely. We've been here since Monday.",
    "The office in Porto is huge. I've been here since 2019.",
    "My parents moved here in 2010.",
    "We've been here since 9am and the flat viewing is still running late.",
    "Biscuit loves the garden. We moved here on the 3rd.",
    "Dinner at Nando's in Porto. We've been here since six, the place is packed.",
]


@pytest.mark.parametrize("text", NOT_A_HOME_HERE)
def test_no_home_from_here(text: str) -> None:
    claims = _run(text, LATER)
    assert _homes(claims) == [], show(claims)


def test_a_pet_name_before_here_is_not_the_home() -> None:
    claims = _run("Biscuit loves the garden. We moved here on the 3rd.", LATER, MOVED)
    assert not any("Biscuit" in c.object for c in _homes(claims)), show(claims)


PAST_HOME_THERE: list[tuple[Any, ...]] = [
    ("Funny how small Galway feels after Sligo. I lived there from 2017 right up until this move.", 2017),
    ("Galway's grown on me, though I do miss Sligo. I'd lived there from 2018 until the move.", 2018),
    # the current home named last: "there" skips it
    ("I miss Sligo, Galway is so quiet. I'd lived there from 2016 till we packed up.", 2016),
    ("Galway is quieter than Sligo. We'd been there since 2015 until we moved.", 2015),
    ("I lived in Sligo from 2014 up until we moved.", 2014),
]


@pytest.mark.parametrize("case", PAST_HOME_THERE, ids=[c[0][:44] for c in PAST_HOME_THERE])
def test_there_is_the_last_place_that_is_not_the_current_home(case: tuple[Any, ...]) -> None:
    text, year = case
    claims = _run(text, LATER, MOVED)
    assert any(
        matches(c, "lives_in", "Sligo", {"valid": D(year, 1, 1), "ends_when": "Galway"}) for c in claims
    ), show(claims)
    # the current home never takes the old one's start year
    assert not any("Galway" in c.object and c.valid_at and c.valid_at.year == year for c in _homes(claims)), show(
        claims
    )


NOT_A_PAST_HOME_THERE = [
    "Dinner with Sam in Athlone tonight. We were there from 2019 until the move, funny enough.",
    "Funny story. I'd lived there from 2018 until the move.",
]


@pytest.mark.parametrize("text", NOT_A_PAST_HOME_THERE)
def test_no_past_home_from_there(text: str) -> None:
    claims = _run(text, LATER, MOVED)
    assert not any(c.object in ("Athlone", "Funny") for c in _homes(claims)), show(claims)


def test_until_we_left_for_somewhere_is_no_end_now() -> None:
    """ "until I left for uni" names where the user went, not the move to the current home."""
    claims = _run("I lived in Sligo until I left for uni.", LATER, MOVED)
    assert not any(c.object == "Sligo" and c.ends_when == "Galway" for c in _homes(claims)), show(claims)


def test_settled_into_a_place_is_a_move_dated_by_the_next_sentence() -> None:
    claims = _run(
        "We've settled into Tralee! Moved down on the 9th and the cat already claimed the sofa.",
        D(2027, 7, 13),
        MOVED,
    )
    assert any(matches(c, "lives_in", "Tralee", {"valid": D(2027, 7, 9)}) for c in claims), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "I've settled into Halverson Freight nicely.",
        "My sister has settled into Tralee.",
        "We've settled into the new routine.",
    ],
)
def test_settled_into_something_else_is_no_home(text: str) -> None:
    claims = _run(text, D(2027, 7, 13), MOVED)
    assert _homes(claims) == [], show(claims)


# --- fragments and arrivals (fix battery, session 8) -------------------------------------------

JULY = D(2027, 7, 13)
TRALEE_FROM_9TH: list[str] = [
    "Made it to Tralee! Moved on the 9th and the cat is thrilled.",
    "We got to Tralee on the 9th and we're staying for good.",
    "Settling in well here in Tralee. We arrived on the 9th.",
    "The house in Tralee is finally ours. Moved in on the 9th.",
    "Tralee is so pretty in the summer. We've called it home since the 9th.",
    "We finally moved - Tralee, as of the 9th. Galway rent was insane.",
    "so i've moved again. Tralee, since the 9th. the landlord sold up",
    "Bye Galway, hello Tralee - we moved on the 9th.",
    "Bye Galway, hello Tralee! The move went fine on the 9th.",
]


@pytest.mark.parametrize("text", TRALEE_FROM_9TH, ids=[t[:40] for t in TRALEE_FROM_9TH])
def test_a_new_home_said_as_an_arrival_or_a_fragment(text: str) -> None:
    claims = _run(text, JULY, MOVED)
    assert any(matches(c, "lives_in", "Tralee", {"valid": D(2027, 7, 9)}) for c in claims), show(claims)


NOT_AN_ARRIVAL_HOME = [
    "Made it to Rome! Thinking about moving somewhere sunny one day.",
    "Got to Rome for the conference. The hotel van was late.",
    "My sister made it to Tralee. She moved on the 9th.",
    "Bye Galway, hello Tralee! Lovely weekend away on the coast.",
    "My sister's flat in Tralee is lovely. We moved in on the 9th.",
    "I live in Galway. We arrived on the 9th for the conference.",
]


@pytest.mark.parametrize("text", NOT_AN_ARRIVAL_HOME)
def test_no_home_from_a_trip_or_someone_elses_move(text: str) -> None:
    claims = _run(text, JULY)
    assert not any(c.object in ("Rome", "Tralee") for c in _homes(claims)), show(claims)
    assert not any(c.object == "Galway" and c.valid_at is not None for c in _homes(claims)), show(claims)


def test_in_a_rental_in_a_place_is_a_home() -> None:
    claims = _run("We're in a rental in Galway, since New Year.", NY)
    assert any(matches(c, "lives_in", "Galway", {"valid": NEW_YEAR}) for c in claims), show(claims)


PAST_HOME_FRAGMENT: list[str] = [
    "Before Galway: Sligo, since 2016. Any good chippers near Eyre Square?",
    "What I miss about Sligo, where I'd been since 2016, is the sea air.",
]


@pytest.mark.parametrize("text", PAST_HOME_FRAGMENT, ids=[t[:40] for t in PAST_HOME_FRAGMENT])
def test_a_past_home_as_a_fragment_or_a_relative_clause(text: str) -> None:
    claims = _run(text, LATER, MOVED)
    assert any(
        matches(c, "lives_in", "Sligo", {"valid": D(2016, 1, 1), "ends_when": "Galway"}) for c in claims
    ), show(claims)


def test_a_past_home_after_a_before_question() -> None:
    """ "Before Galway? Sligo, since 2016.": the question names the later home."""
    claims = _run("Before Galway? Sligo, since 2016. My friend Orla is about to move to Cork.", LATER, MOVED)
    assert any(
        matches(c, "lives_in", "Sligo", {"valid": D(2016, 1, 1), "ends_when": "Galway"}) for c in claims
    ), show(claims)
    assert not any(c.object in ("Cork", "Orla") and c.modality == "stated" for c in _homes(claims)), show(claims)


def test_a_relative_clause_of_the_present_is_no_past_home() -> None:
    """ "Sligo, where I've been since 2016" is where the user is now, not a home that ended."""
    claims = _run("I love Sligo, where I've been since 2016.", LATER)
    assert not any(c.object == "Sligo" and c.ends_when for c in _homes(claims)), show(claims)


NOT_A_HOME_NEARBY = [
    "The DMV in Austin is a nightmare. We've been here since 7 and the queue hasn't moved.",
    "Back at my parents' place in Austin for Christmas. We've been here since the 20th and the flat is cosy.",
    "Staying with my sister in Austin. We've been here since Friday and her flat is tiny.",
    "My parents' farm in Austin is lovely. We moved here in May.",
    "Before Initech: Austin, since 2018. Work is work.",
    "I'm in a studio in Austin this week recording.",
    "We're in a flat in Austin for the week.",
]


@pytest.mark.parametrize("text", NOT_A_HOME_NEARBY)
def test_a_place_named_near_a_stay_that_is_no_home(text: str) -> None:
    claims = _run(text, JULY)
    assert not any("Austin" in c.object for c in _homes(claims)), show(claims)


def test_this_town_is_the_place_named_before() -> None:
    claims = _run("The weather in Tralee is mad. We moved to this town in March.", JULY)
    assert any(matches(c, "lives_in", "Tralee", {"valid": D(2027, 3, 1)}) for c in claims), show(claims)


def test_a_kind_of_place_is_no_home() -> None:
    """ "I've lived in this town since 2019": "town" names no place; the known home is meant."""
    alone = _run("I've lived in this town since 2019.", JULY)
    assert _homes(alone) == [], show(alone)
    known = _run("I've lived in this town since 2019.", JULY, MOVED)
    assert [c.object for c in _homes(known)] == ["Galway"], show(known)


def test_a_past_home_in_the_context_is_not_the_current_home() -> None:
    """A context message "I'd lived in Sligo from 2016 until the move" is a home that ended:
    "here" and "until this move" in the next message mean Galway, not Sligo."""
    context = (*MOVED, "I'd lived in Sligo from 2016 until the move.")
    here = _run("We've been living here since New Year's and the neighbours are lovely.", LATER, context)
    assert [c.object for c in _homes(here)] == ["Galway"], show(here)
    there = _run("Funny how small Galway feels after Ennis. I lived there from 2017 up until this move.", LATER, context)
    assert any(matches(c, "lives_in", "Ennis", {"valid": D(2017, 1, 1), "ends_when": "Galway"}) for c in there), show(
        there
    )
