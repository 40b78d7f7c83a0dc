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


def _ko(text: str) -> list[tuple[str, str]]:
    return [(c.predicate, c.object) for c in run_on(text, REF, korean=True) if c.subject == SELF]


@pytest.mark.parametrize(
    "text",
    [
        "무료 급식소 봉사는 2017년에 시작해서 지금도 하고 있어요.",  # 무료 modifies 급식소
        "요즘 프로 야구 보는 재미에 살아요.",  # and 재미 is no home
        "골드 키위를 어제 처음 먹어 봤어요.",
    ],
)
def test_a_korean_tier_word_before_another_noun_is_no_tier(text: str) -> None:
    assert not [o for p, o in _ko(text) if p in ("subscription_plan", "lives_in")]


def test_a_korean_tier_with_its_plan_word_or_verb_is_kept() -> None:
    for text in ("어제부터 넷플릭스는 프리미엄 쓰고 있어요.", "어제 요금제를 프리미엄 요금제로 바꿨어요."):
        assert any(p == "subscription_plan" and o.startswith("프리미엄") for p, o in _ko(text)), text


@pytest.mark.parametrize(
    ("text", "employer", "role"),
    [
        ("2019년부터 지역 도서관에서 무보수로 책 읽어주는 일을 하고 있어요.", None, "지역 도서관"),
        ("회사는 한빛테크 다니고, 주말엔 봉사로 도서관에서 책 정리해요.", "한빛테크", None),
        ("한빛테크 다니고 있고 주말에는 도서관 봉사도 해요.", "한빛테크", "도서관 봉사"),
        ("I work at Larkspur Media and volunteer at the food bank on weekends.", "Larkspur Media", "food bank"),
    ],
)
def test_unpaid_work_is_a_role_and_a_job_beside_a_role_stays_a_job(
    text: str, employer: str | None, role: str | None
) -> None:
    claims = run_on(text, REF, korean=not text.isascii())
    jobs = [c.object for c in claims if c.predicate == "works_at"]
    roles = [c.object for c in claims if c.predicate == "volunteers_as"]
    assert jobs == ([employer] if employer else [])
    if role:
        assert role in roles


def test_a_name_called_beside_an_animal_is_the_animal_s() -> None:
    got = _ko("2019년부터 고양이 한 마리를 키워요. 보리라고 불러요.")
    assert ("has_pet", "보리") in got
    assert not [o for p, o in got if p == "name"]


@pytest.mark.parametrize(
    "text",
    [
        "Young people's energy at the rally was amazing.",  # no home named Young
        "Many people marched through the streets on Saturday.",
        "Giving people a place to dance matters to me.",
        "There's a poem by Mary Oliver that I keep on my fridge.",  # an author, no employer
        "There's a quote by Maya Angelou I really love.",
    ],
)
def test_no_home_or_employer_from_free_talk(text: str) -> None:
    got = [(c.predicate, c.object) for c in run_on(text, REF, korean=False)]
    assert not [o for p, o in got if p in ("lives_in", "works_at", "job_title")], got


@pytest.mark.parametrize(
    ("text", "predicate", "obj"),
    [
        ("Brand new Tampa resident since January!", "lives_in", "Tampa"),
        ("We're Cardiff people now, moved on the 3rd.", "lives_in", "Cardiff"),
        ("I was employed as a welder by Ferro Works in 2018.", "works_at", "Ferro Works"),
    ],
)
def test_the_same_frames_with_the_user_s_own_fact_are_kept(text: str, predicate: str, obj: str) -> None:
    assert (predicate, obj) in [(c.predicate, c.object) for c in run_on(text, REF, korean=False)]


def test_a_word_of_a_quoted_title_is_no_medicine() -> None:
    claims = run_on('Just finished "A Dance with Dragons" and it was so good!', REF, korean=False)
    assert not [c for c in claims if c.predicate == "takes_medication"]
    stop = run_on("Just finished my amoxicillin this morning.", REF, korean=False)
    assert [c.object for c in stop if c.predicate == "takes_medication"] == ["amoxicillin"]
