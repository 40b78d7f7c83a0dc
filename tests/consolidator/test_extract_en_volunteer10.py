"""English volunteer roles said with their place in looser wordings: the place is the role (not
the verb phrase, not an employer), a name after "St." is kept whole, a stop is an end, and
someone else's or a wished-for role is nothing of the user's."""

from __future__ import annotations

from datetime import date

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import day, run_on

REF = date(2026, 3, 28)


def roles(text: str) -> list[Claim]:
    return [c for c in run_on(text, REF, korean=False) if c.predicate == "volunteers_as" and c.subject == SELF]


@pytest.mark.parametrize(
    ("text", "obj", "start"),
    [
        ("My volunteer gig at the Harbor Animal Shelter started in 2019.", "Harbor Animal Shelter", date(2019, 1, 1)),
        ("My volunteering at the Harbor Animal Shelter began in 2019.", "Harbor Animal Shelter", date(2019, 1, 1)),
        ("My volunteer shifts at the food bank began in 2017.", "food bank", date(2017, 1, 1)),
        ("I've been volunteering since 2019 - at the Harbor Animal Shelter.", "Harbor Animal Shelter", date(2019, 1, 1)),
        ("I've been volunteering since 2019 at the Harbor Animal Shelter.", "Harbor Animal Shelter", date(2019, 1, 1)),
        ("I do volunteer work at the Harbor Animal Shelter.", "Harbor Animal Shelter", None),
        ("I do volunteer work at the Harbor Animal Shelter, since 2019.", "Harbor Animal Shelter", date(2019, 1, 1)),
        ("I've done volunteer work at the food bank since 2017.", "food bank", date(2017, 1, 1)),
        ("I've been a volunteer at the food bank since 2017.", "food bank", date(2017, 1, 1)),
        ("I volunteer at St. Luke's Hospital on Sundays.", "St. Luke's Hospital", None),
        ("I've volunteered at St. Luke's since 2018.", "St. Luke's", date(2018, 1, 1)),
    ],
)  # fmt: skip
def test_the_place_of_volunteering_is_the_role(text: str, obj: str, start: date | None) -> None:
    (role,) = roles(text)
    assert role.object == obj and role.action == "assert"
    assert day(role.valid_at) == start
    claims = run_on(text, REF, korean=False)
    assert not [c for c in claims if c.predicate in ("works_at", "hobby")], claims


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("I stopped volunteering at the food bank in 2022.", date(2022, 1, 1)),
        ("I quit volunteering at the food bank last year.", date(2025, 1, 1)),
        ("I gave up my volunteer shifts at the food bank in 2022.", date(2022, 1, 1)),
    ],
)
def test_stopping_volunteering_ends_the_role(text: str, end: date) -> None:
    (role,) = roles(text)
    assert role.object == "food bank" and role.action == "end"
    assert role.valid_at is None and day(role.invalid_at) == end


@pytest.mark.parametrize(
    "text",
    [
        "My sister's volunteer gig at the food bank started in 2019.",
        "My friend volunteers at the food bank since 2019.",
        "I might volunteer at the food bank next year.",
        "I'd love to volunteer at the Harbor Animal Shelter someday.",
        "I was at St. Luke's for surgery last year.",
    ],
)
def test_no_role_of_the_user(text: str) -> None:
    assert roles(text) == []
