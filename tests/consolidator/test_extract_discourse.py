"""When a fact began, said apart from the fact: in a later sentence past one with no claim, in the
next message of the same conversation, or by naming a known pet or role again; and a volunteer
place said as a cleft ("X is where I volunteer")."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest

from consolidator.extract import extract_claims
from consolidator.types import SELF, Claim, EpisodeView
from tests.consolidator.claims import EN_TZ, KO_TZ, day, run_on

REF = date(2026, 3, 28)


def roles(claims: list[Claim], predicate: str = "volunteers_as") -> list[Claim]:
    return [c for c in claims if c.predicate == predicate and c.subject == SELF]


@pytest.mark.parametrize(
    ("text", "korean"),
    [
        ("I volunteer at the Harbor Animal Shelter on weekends. The dogs are so sweet. I've been doing it since 2019.", False),
        ("I volunteer at the Harbor Animal Shelter. Honestly it's the best part of my week. Started back in 2019.", False),
        ("주말마다 해오름 유기견 보호소에서 봉사해요. 강아지들이 너무 귀여워요. 2019년부터 했어요.", True),
    ],
)
def test_a_follow_up_reaches_back_over_a_sentence_with_no_claim(text: str, korean: bool) -> None:
    (role,) = roles(run_on(text, REF, korean=korean))
    assert day(role.valid_at) == date(2019, 1, 1)


def test_a_follow_up_does_not_reach_back_over_three_quiet_sentences() -> None:
    text = "I volunteer at the Harbor Animal Shelter. The dogs are sweet. Loud, too. So loud. Been doing it since 2019."
    (role,) = roles(run_on(text, REF, korean=False))
    assert role.valid_at is None


@pytest.mark.parametrize(
    "text",
    [
        "I love classic cars. My garage is full of parts. I restored one last year.",
        "I volunteer at the Harbor Animal Shelter. The dogs are sweet. We adopted one last year.",
        "I volunteer at the Harbor Animal Shelter. The dogs hate snow. I took them to a snowy park last winter.",
    ],
)
def test_over_a_quiet_sentence_only_a_start_dates_what_came_before(text: str) -> None:
    claims = run_on(text, REF, korean=False)
    first = [c for c in claims if c.predicate in ("likes", "hobby", "volunteers_as") and c.subject == SELF]
    assert first, claims
    assert all(c.valid_at is None for c in first), first


def _two_messages(first: str, second: str, gap: timedelta, tz: object = EN_TZ) -> list[Claim]:
    at = datetime(2026, 3, 28, 11, 0, tzinfo=tz)  # type: ignore[arg-type]
    before = EpisodeView("c0", first, "user", at - gap, None)
    return extract_claims(EpisodeView("t", second, "user", at, None), [before])


@pytest.mark.parametrize(
    ("first", "second", "predicate", "start", "tz"),
    [
        ("I volunteer at the Harbor Animal Shelter on weekends.", "Been doing that since 2019, actually.",
         "volunteers_as", date(2019, 1, 1), EN_TZ),
        ("I work at Fernbrook Analytics.", "Started there on the 1st.", "works_at", date(2026, 3, 1), EN_TZ),
        ("해오름 유기견 보호소에서 봉사해요.", "2019년부터 쭉 했어요.", "volunteers_as", date(2019, 1, 1), KO_TZ),
    ],
)  # fmt: skip
def test_the_next_message_dates_what_the_previous_one_said(
    first: str, second: str, predicate: str, start: date, tz: object
) -> None:
    (claim,) = roles(_two_messages(first, second, timedelta(minutes=2), tz), predicate)
    assert day(claim.valid_at) == start


def test_a_message_days_later_or_with_no_start_cue_dates_nothing_said_before() -> None:
    late = _two_messages("I volunteer at the Harbor Animal Shelter.", "Been doing that since 2019.", timedelta(days=2))
    assert roles(late) == []
    weather = _two_messages("I moved to Austin.", "It rained yesterday.", timedelta(minutes=2))
    assert [c for c in weather if c.predicate == "lives_in"] == []


@pytest.mark.parametrize(
    ("context", "text", "korean", "obj", "start"),
    [
        (("I have a cat named Miso.",), "Miso has been with me since 2019.", False, "Miso", date(2019, 1, 1)),
        (("I have a cat named Miso.",), "I've had Miso since 2019.", False, "Miso", date(2019, 1, 1)),
        (("고양이 보리를 키워요.",), "보리는 2020년부터 같이 살았어요.", True, "보리", date(2020, 1, 1)),
    ],
)
def test_a_known_pet_named_again_with_its_start_is_dated(
    context: tuple[str, ...], text: str, korean: bool, obj: str, start: date
) -> None:
    (pet,) = roles(run_on(text, REF, context, korean=korean), "has_pet")
    assert pet.object == obj and day(pet.valid_at) == start


def test_a_known_pet_named_with_a_later_event_or_beside_another_pet_is_not_redated() -> None:
    ctx = ("I have a cat named Miso.",)
    assert roles(run_on("Miso was at the vet yesterday.", REF, ctx, korean=False), "has_pet") == []
    two = ("I have a cat named Miso and a dog named Rex.",)
    assert roles(run_on("Miso and Rex have been with me since 2019.", REF, two, korean=False), "has_pet") == []


@pytest.mark.parametrize(
    ("text", "obj"),
    [
        ("Harbor Animal Shelter is where I volunteer.", "Harbor Animal Shelter"),
        ("Greenway Food Pantry, that's where I've volunteered since 2020.", "Greenway Food Pantry"),
    ],
)
def test_a_cleft_names_the_place_of_volunteering(text: str, obj: str) -> None:
    (role,) = roles(run_on(text, REF, korean=False))
    assert role.object == obj


@pytest.mark.parametrize(
    "text",
    [
        "I help out at Harbor Animal Shelter as a volunteer and have since 2019.",
        "I do volunteer work at Harbor Animal Shelter. Been there since 2019!",
    ],
)
def test_volunteering_at_a_place_is_one_role_and_no_employer(text: str) -> None:
    claims = run_on(text, REF, korean=False)
    (role,) = roles(claims)
    assert "Harbor Animal Shelter" in role.object and day(role.valid_at) == date(2019, 1, 1)
    assert roles(claims, "works_at") == []


@pytest.mark.parametrize(
    "text",
    [
        "2021 was when I started volunteering at the Harbor Animal Shelter.",
        "My weekends since 2021: volunteering at the Harbor Animal Shelter.",
        "I joined the Harbor Animal Shelter as a volunteer in 2021.",
    ],
)
def test_a_year_in_a_cleft_or_before_a_colon_dates_the_role(text: str) -> None:
    claims = run_on(text, REF, korean=False)
    assert [(c.object, day(c.valid_at)) for c in roles(claims)] == [("Harbor Animal Shelter", date(2021, 1, 1))]
    assert roles(claims, "works_at") == [] and all(c.subject == SELF for c in claims)


def test_a_day_of_the_week_is_no_volunteer_role() -> None:
    claims = run_on("Since 2021 I've been volunteering on Saturdays, walking dogs for the shelter.", REF, korean=False)
    assert not any(c.object.lower().startswith("saturday") for c in claims)


@pytest.mark.parametrize(
    ("text", "obj", "start"),
    [
        ("해오름 보호소가 제가 봉사하는 곳이에요. 2021년부터 다녔어요.", "해오름 보호소", date(2021, 1, 1)),
        ("푸드뱅크가 내가 주말마다 봉사 다니는 데야.", "푸드뱅크", None),
        ("해오름 보호소에서 봉사한 지 벌써 4년 됐어요.", "해오름 보호소", date(2022, 3, 28)),
    ],
)
def test_korean_cleft_and_elapsed_time_with_an_adverb(text: str, obj: str, start: date | None) -> None:
    (role,) = roles(run_on(text, REF, korean=True))
    assert role.object == obj
    if start is not None:
        assert day(role.valid_at) == start


def test_korean_cleft_about_here_names_no_place() -> None:
    assert roles(run_on("여기가 제가 봉사하는 곳이에요.", REF, korean=True)) == []


@pytest.mark.parametrize(
    ("first", "second", "tz"),
    [
        ("I work at Fernbrook Analytics.", "My brother started there in 2019.", EN_TZ),
        ("I work at Fernbrook Analytics.", "My wife started there in 2019.", EN_TZ),
        ("I work at Fernbrook Analytics.", "Started my new diet last week.", EN_TZ),
        ("I work at Fernbrook Analytics.", "The project started on the 1st.", EN_TZ),
        ("I volunteer at Harbor House.", "My sister's volunteer gig at Harbor House started in 2019.", EN_TZ),
        ("저는 펀브룩 애널리틱스에서 일해요.", "남편은 2019년부터 거기서 일했어요.", KO_TZ),
        ("저는 펀브룩 애널리틱스에서 일해요.", "다이어트는 지난주부터 시작했어요.", KO_TZ),
        ("저는 푸드뱅크에서 봉사해요.", "언니는 2018년부터 푸드뱅크에서 봉사했어요.", KO_TZ),
    ],
)  # fmt: skip
def test_someone_elses_start_or_another_things_dates_nothing_of_the_users(first: str, second: str, tz: object) -> None:
    claims = _two_messages(first, second, timedelta(minutes=2), tz)
    mine = [c for c in claims if c.subject == SELF and c.predicate in ("works_at", "volunteers_as")]
    assert all(c.valid_at is None for c in mine), mine


def test_a_start_in_the_next_message_never_dates_an_end() -> None:
    claims = _two_messages("I don't work at Fernbrook Analytics anymore.", "Started there in 2019.", timedelta(minutes=2))
    assert not [c for c in claims if c.action == "end" and c.invalid_at is not None], claims
