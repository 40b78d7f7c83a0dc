"""The object-kind gate (consolidator.extract.plausible): frames that hold a word of the wrong kind
store nothing, and the same frames with a real pastime, pet, tier or occupation still do."""

from __future__ import annotations

from datetime import date

import pytest

from consolidator.extract.plausible import plausible
from consolidator.types import SELF, Claim
from tests.consolidator.claims import run_on

REF = date(2026, 5, 20)


def _objects(text: str, predicate: str) -> list[str]:
    return [c.object.casefold() for c in run_on(text, REF, korean=False) if c.predicate == predicate]


@pytest.mark.parametrize(
    "text",
    [
        "Finding people who get me has meant the world.",
        "Sharing my worries with you isn't always easy, but it helps.",
        "Seeing the kids laugh at the fair was the best part of my week.",
        "Hanging out with my cousins is always fun.",
        "Knowing you've got my back is such a relief.",
        "That was so rewarding, honestly.",
        "Helping people find their feet is what drives me.",
        "Stepping outside my comfort zone is scary but good.",
        "Remembering those summers makes me smile.",
        "Making the move was hard, but worth it.",
    ],
)
def test_no_pastime_from_a_mental_or_evaluative_word(text: str) -> None:
    assert _objects(text, "hobby") == []


@pytest.mark.parametrize(
    ("text", "hobby"),
    [
        ("Geocaching is my favourite way to spend a Sunday.", "geocaching"),
        ("I'm really into bouldering these days.", "bouldering"),
        ("Knitting is how I unwind after work.", "knitting"),
        ("Playing chess is my escape from work.", "playing chess"),
        ("Making jewelry is my favourite way to relax.", "making jewelry"),
    ],
)
def test_real_pastimes_in_the_same_frames_are_kept(text: str, hobby: str) -> None:
    assert hobby in _objects(text, "hobby")


def test_a_pronoun_is_no_pet_name() -> None:
    assert "that's" not in _objects("We've got a pup and a kitty. That's the dog, and here's our cat!", "has_pet")


def test_praise_of_a_plan_is_no_tier() -> None:
    assert _objects("Impressive plan you've got there! You've really thought it out.", "subscription_plan") == []


@pytest.mark.parametrize(
    "text",
    ["This is a reminder to stay strong.", "Here's the poster for the bake sale!", "We work as a team."],
)
def test_no_job_title_from_a_non_person_noun(text: str) -> None:
    assert _objects(text, "job_title") == []


def _claim(predicate: str, obj: str) -> Claim:
    return Claim(SELF, predicate, obj, f"user {predicate} {obj}")


@pytest.mark.parametrize(
    ("predicate", "obj", "kept"),
    [
        ("hobby", "Sharing", False),
        ("hobby", "curling up", False),
        ("hobby", "curling", True),
        ("hobby", "making", False),
        ("hobby", "making pottery", True),
        ("hobby", "taking walks", True),
        ("has_pet", "That's", False),
        ("has_pet", "Biscuit", True),
        ("subscription_plan", "Impressive", False),
        ("subscription_plan", "Premium", True),
        ("job_title", "great reminder", False),
        ("job_title", "account manager", True),
        ("hobby", "서핑", True),  # Korean objects are checked by their own rules
    ],
)
def test_gate_by_object(predicate: str, obj: str, kept: bool) -> None:
    assert plausible(_claim(predicate, obj)) is kept
