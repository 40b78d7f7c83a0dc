"""Health conditions, work done by other people and events others did for the user (English).

The field cases B17 (an allergy never extracted), B15 (a colleague's roadmap work) and B11 (a
neighbour fixing the user's bike) each stand for a kind of fault; these cases cover the kind with
wordings written for this file.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from consolidator.types import SELF
from tests.consolidator.claims import run_at

TZ = timezone(timedelta(hours=-5))
REF = datetime(2025, 5, 14, 10, 0, tzinfo=TZ)


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        ("I'm allergic to shellfish, please always keep that in mind.", "shellfish"),
        ("Just so you know, I am severely allergic to peanuts.", "peanuts"),
        ("I've been allergic to penicillin since I was a kid.", "penicillin"),
        ("I have a bad allergy to bee stings.", "bee stings"),
        ("I've got a sesame allergy, so check the labels.", "sesame allergy"),
        ("I have celiac disease.", "celiac disease"),
        ("I've got type 2 diabetes.", "type 2 diabetes"),
        ("I live with rheumatoid arthritis.", "rheumatoid arthritis"),
        ("I suffer from migraines most months.", "migraines"),
        ("I'm lactose intolerant.", "lactose intolerance"),
    ],
)
def test_conditions_of_the_user(text: str, obj: str) -> None:
    claims = [c for c in run_at(text, REF) if c.predicate == "has_condition"]
    assert any(c.subject == SELF and obj in c.object for c in claims), claims


def test_an_allergy_text_names_what_the_allergen_family_covers() -> None:
    (c,) = [c for c in run_at("I'm allergic to shellfish.", REF) if c.predicate == "has_condition"]
    assert "shrimp" in c.text and "lobster" in c.text


@pytest.mark.parametrize(
    "text",
    [
        "My son is allergic to peanuts.",  # someone else's allergy
        "If I had asthma I would never run a marathon.",  # hypothetical
        "Do I have a gluten allergy?",  # question
        "I don't have diabetes.",  # denial
        "I have a new allergy to deal with at work: my boss.",
    ],
)
def test_no_condition_of_the_user(text: str) -> None:
    claims = run_at(text, REF)
    assert not [c for c in claims if c.predicate == "has_condition" and c.subject == SELF]


def test_a_colleague_and_the_user_working_on_a_project() -> None:
    claims = run_at("My colleague Greta and I are planning the Q3 roadmap together.", REF)
    work = {(c.subject, c.object) for c in claims if c.predicate == "works_on"}
    assert work == {("Greta", "Q3 roadmap"), (SELF, "Q3 roadmap")}


@pytest.mark.parametrize(
    ("text", "who", "obj"),
    [
        ("My boss Ines is leading the data migration project.", "Ines", "data migration project"),
        ("Omar has been designing the new checkout flow redesign.", "Omar", "redesign"),
        ("Lena runs the onboarding program for new hires.", "Lena", "onboarding program"),
    ],
)
def test_third_person_work_statements(text: str, who: str, obj: str) -> None:
    claims = run_at(text, REF)
    assert any(c.predicate == "works_on" and c.subject == who and obj in c.object for c in claims)


def test_work_on_something_not_project_like_is_no_fact() -> None:
    claims = run_at("Greta is leading the way on snacks, as usual.", REF)
    assert not [c for c in claims if c.predicate == "works_on"]


@pytest.mark.parametrize(
    ("text", "who", "words", "day"),
    [
        (
            "My neighbour Bob Alvarez fixed my bike chain yesterday, what a legend.",
            "Bob Alvarez",
            "fixed the user's bike chain",
            date(2025, 5, 13),
        ),
        (
            "Greta presented the roadmap to the board today and it went really well.",
            "Greta",
            "presented the roadmap",
            date(2025, 5, 14),
        ),
        (
            "My sister Jo repaired my laptop on Monday.",
            "Jo",
            "repaired the user's laptop",
            date(2025, 5, 12),
        ),
    ],
)
def test_events_done_by_named_people(text: str, who: str, words: str, day: date) -> None:
    events = [c for c in run_at(text, REF) if c.predicate == "event"]
    assert any(
        c.subject == who and words in c.text and c.valid_at and c.valid_at.date() == day
        for c in events
    ), events


def test_an_event_done_by_someone_is_not_the_users() -> None:
    claims = run_at("My neighbour Bob Alvarez fixed my bike chain yesterday.", REF)
    assert not [c for c in claims if c.predicate == "event" and c.subject == SELF]
