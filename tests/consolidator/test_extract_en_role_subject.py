"""A place named after a preposition and an article is the object of the user's clause, never its
subject ("I usher at the Grand Theatre as a volunteer"), and "- four years now" dates a role."""

from __future__ import annotations

from datetime import date

import pytest

from consolidator.types import SELF
from tests.consolidator.claims import day, run_on

REF = date(2026, 3, 28)


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("I usher at the Grand Theatre as a volunteer - four years now.", date(2022, 3, 28)),
        ("I've given my Sundays to the Harbour Hospice as a volunteer since 2021.", date(2021, 1, 1)),
        ("In 2019 I signed up to sort books at the Elm Street Library as a volunteer.", date(2019, 1, 1)),
        ("I tutor kids at the Kenwood Youth Centre as a volunteer, since 2020.", date(2020, 1, 1)),
    ],
)
def test_the_user_volunteers_at_the_named_place(text: str, start: date) -> None:
    roles = [c for c in run_on(text, REF, korean=False) if c.predicate == "volunteers_as"]
    assert roles, "no role read"
    assert all(c.subject == SELF for c in roles)
    assert day(roles[0].valid_at) == start


def test_a_named_person_before_as_is_still_the_subject() -> None:
    claims = run_on("Priya volunteers as a docent at the Cole Museum.", REF, korean=False)
    roles = [c for c in claims if c.predicate == "volunteers_as"]
    assert [c.subject for c in roles] == ["Priya"]
