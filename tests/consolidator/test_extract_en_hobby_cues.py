"""English hobbies in frames the blind battery found (session 7).

A bare activity before "That's what I do to unwind", a second activity in another clause of the
same message, multi-word activities ("board games"), "X's my therapy", "Big climber here",
martial arts by name, "big on", "weekends = X". Precision: a one-off class, work and greetings
in the same frames are no hobby.
"""

from __future__ import annotations

from datetime import date

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import run_on, show

DAY = date(2027, 1, 12)


def _hobbies(text: str) -> list[str]:
    claims: list[Claim] = run_on(text, DAY, korean=False)
    return [c.object.lower() for c in claims if c.predicate == "hobby" and c.subject == SELF]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Crocheting. That's what I do to wind down, most nights.", "crocheting"),
        ("weekends = fishing. always has been.", "fishing"),
        ("My wife and I are big on board games, every Sunday.", "board games"),
        ("We play table tennis every Friday.", "table tennis"),
        ("Woodworking's my therapy.", "woodworking"),
        ("Hi, I'm Lee. Keen climber here, mostly outdoors.", "climbing"),
        ("I've been doing muay thai for a few years now.", "muay thai"),
    ],
)
def test_a_hobby_in_more_frames(text: str, want: str) -> None:
    got = _hobbies(text)
    assert any(want in h for h in got), got


def test_a_second_activity_in_another_clause_is_a_second_hobby() -> None:
    got = _hobbies("i row whenever i can, and these days ive also started pottery")
    assert any("pottery" in h for h in got) and any("rowing" in h for h in got), got


@pytest.mark.parametrize(
    "text",
    [
        "I took a cooking class once.",
        "Work. That's what I do all day.",
        "Hello. That's how I greet people.",
        "My son is big on board games.",
    ],
)
def test_no_hobby(text: str) -> None:
    claims = run_on(text, DAY, korean=False)
    got = [c for c in claims if c.predicate == "hobby" and c.subject == SELF]
    assert got == [], show(got)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Hey, Mo Ali here, amateur potter and tea addict.", "pottery"),
        ("Hi! Mo Ali, keen birder, nice to meet you.", "birding"),
        ("Mo Ali, avid trail runner. Hello!", "trail running"),
    ],
)
def test_what_the_user_is_said_after_their_name(text: str, want: str) -> None:
    assert want in _hobbies(text), _hobbies(text)


def test_someone_else_named_with_a_pastime_is_not_the_user() -> None:
    assert _hobbies("Tom, keen gardener, says hi.") == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Most of my downtime goes on model railways.", "model railways"),
        ("I'm a keen amateur photographer, mostly landscapes.", "photography"),
        ("I swim a lot, mornings before work.", "swimming"),
        ("Outside work I mostly do bouldering.", "bouldering"),
    ],
)
def test_free_time_words_a_second_adjective_and_a_lot_frame_a_hobby(text: str, want: str) -> None:
    got = _hobbies(text)
    assert any(want in h for h in got), got


@pytest.mark.parametrize(
    "text",
    ["I work a lot of overtime these weeks.", "My brother does a lot of rowing.", "It rained a lot more than usual."],
)
def test_a_lot_of_work_or_of_someone_elses_activity_is_no_hobby(text: str) -> None:
    assert _hobbies(text) == []
