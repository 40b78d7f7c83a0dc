"""English story events in constructions found with the fresh batch cust-16..20 (other wordings).

Each capability is a construction or a word class: a home that "became home", residents and
people of a place ("we're Leeds people now"), arrival verbs said next to a move, belongings the
movers brought, "X, where we'd lived from Y" left behind, "leaving it for Y", "Before X there was
Y" when living is said, "that only ended when we came here to A", a date in the next sentence
naming the place with "there". Precision cases must create or close nothing about the user.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import matches, run_on, show

D = date


def _run(text: str, ref: date, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=False)


NY = D(2026, 1, 8)
RETRO = D(2026, 2, 12)
MOVE = D(2026, 7, 20)  # "three days ago" -> 07-17

RESIDENCE: list[tuple[Any, ...]] = [
    (NY, "Fresh start: Leeds became our home right after New Year's.", "lives_in", "Leeds", {"valid": D(2026, 1, 1)}),
    (NY, "Since New Year's, Halifax has become home.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (MOVE, "As of three days ago we're Bristol residents, officially.", "lives_in", "Bristol", {"valid": D(2026, 7, 17)}),
    (MOVE, "I'm a Glasgow local now, we moved three days ago.", "lives_in", "Glasgow", {"valid": D(2026, 7, 17)}),
    (MOVE, "We arrived in Tacoma three days ago and the boxes are piled to the ceiling.", "lives_in", "Tacoma", {"valid": D(2026, 7, 17)}),
    (MOVE, "We're in Denver! The movers came three days ago.", "lives_in", "Denver", {"valid": D(2026, 7, 17)}),
    (MOVE, "We're officially Leeds people. Moved in three days ago and nothing is unpacked.", "lives_in", "Leeds", {"valid": D(2026, 7, 17)}),
    (MOVE, "Three days ago the removal firm carried all our stuff to Norwich.", "lives_in", "Norwich", {"valid": D(2026, 7, 17)}),
    (MOVE, "We took a flat in Derby and the truck arrived three days ago.", "lives_in", "Derby", {}),
    (NY, "New in Exeter, we moved right after New Year's.", "lives_in", "Exeter", {"valid": D(2026, 1, 1)}),
    (RETRO, "I lived down in Plymouth from 2015 until I came up here to Bath.", "lives_in", "Plymouth", {"valid": D(2015, 1, 1), "ends_when": "Bath"}),
    (RETRO, "We'd rented in Reno since 2017, and that ended when we moved here to Boise.", "lives_in", "Reno", {"valid": D(2017, 1, 1), "ends_when": "Boise"}),
    (RETRO, "Moving away from Cork, where I'd lived since 2014, was tough.", "lives_in", "Cork", {"valid": D(2014, 1, 1)}),
    (RETRO, "Reno had been home since 2018; we left it for Boise in January.", "lives_in", "Reno", {"valid": D(2018, 1, 1), "ends_when": "Boise"}),
    (RETRO, "Before Boise there was Reno. We lived there from 2016.", "lives_in", "Reno", {"valid": D(2016, 1, 1), "ends_when": "Boise"}),
    (RETRO, "Reno was where we lived before. We rented a flat there from 2016 until the Boise move.", "lives_in", "Reno", {"valid": D(2016, 1, 1), "ends_when": "Boise"}),
]

CASES = [*RESIDENCE]


@pytest.mark.parametrize("case", CASES, ids=[c[1][:48] for c in CASES])
def test_general_story_event(case: tuple[Any, ...]) -> None:
    ref, text, predicate, alias, exp, *rest = case
    claims = _run(text, ref, rest[0] if rest else ())
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


#: The same constructions about someone else, on a trip or without living: nothing about the user.
NOT_ABOUT_USER = [
    "We landed in Rome at noon and went straight to dinner.",
    "We're in Paris! The hotel is lovely.",
    "Before Luna there was Max, the sweetest collie.",
    "Before Acme there was Brightline, my first job.",
    "My parents are Leeds people through and through.",
    "My sister's movers brought everything to Leeds on Friday.",
    "My brother arrived in Denver three days ago for a conference.",
    "Her family became Halifax residents last year.",
    "Leaving Paris, where we'd spent a lovely week, was sad.",
]


@pytest.mark.parametrize("text", NOT_ABOUT_USER)
def test_no_home_for_the_user(text: str) -> None:
    claims = _run(text, MOVE)
    homes = [c for c in claims if c.subject == SELF and c.predicate == "lives_in"]
    assert homes == [], show(homes)
