"""Changes said in everyday words: a named pet that died ("무지개다리를 건넜어요"), a company said
by its initials ("LG에 들어갔어요"), one change after another in one Korean sentence ("3월에 삼성을
그만두고 4월에 LG에 들어갔어요"), a job change dated in one sentence and named in the next ("I
switched jobs last month. I'm at Stripe now."), and a promotion ("팀장으로 승진했어요")."""

from __future__ import annotations

from datetime import date

import pytest

import engram
from consolidator.types import SELF, Claim
from tests.consolidator.claims import KO_TZ, day, run_on

REF = date(2025, 6, 10)


def mine(text: str, *, korean: bool) -> dict[tuple[str, str], Claim]:
    return {(c.predicate, c.object): c for c in run_on(text, REF, korean=korean) if c.subject == SELF}


@pytest.mark.parametrize(
    ("text", "name", "end"),
    [
        ("지난주에 고양이 나비가 무지개다리를 건넜어요.", "나비", date(2025, 6, 2)),
        ("강아지 보리가 어제 하늘나라로 갔어요.", "보리", date(2025, 6, 9)),
        ("우리 강아지 몽이가 작년에 세상을 떠났어요.", "몽이", date(2024, 1, 1)),
        ("나비가 무지개다리를 건넜어요.", "나비", None),
    ],
)  # fmt: skip
def test_a_named_pet_that_died_ends(text: str, name: str, end: date | None) -> None:
    claim = mine(text, korean=True)[("has_pet", name)]
    assert claim.action == "end" and day(claim.invalid_at) == end


@pytest.mark.parametrize(
    "text", ["민수가 죽었대요.", "옆집 강아지 초코가 죽었어요.", "할머니가 돌아가셨어요.", "고양이가 죽었어요."]
)
def test_no_pet_ends_without_a_pet_of_the_users_named(text: str) -> None:
    assert [c for c in run_on(text, REF, korean=True) if c.predicate == "has_pet"] == []


async def test_a_pet_that_died_is_no_current_pet(mem: engram.Engram) -> None:
    await mem.add("고양이 나비를 2020년에 입양했어요.", user_id="u", reference_time="2025-05-01T10:00:00+09:00")
    await mem.add("지난주에 나비가 무지개다리를 건넜어요.", user_id="u", reference_time="2025-06-10T10:00:00+09:00")
    await mem.consolidate(user_id="u")
    assert not [f for f in await mem.facts(user_id="u") if f.predicate == "has_pet"]
    [cat] = [f for f in await mem.facts(user_id="u", include_closed=True) if f.predicate == "has_pet"]
    assert cat.invalid_at is not None and cat.invalid_at.astimezone(KO_TZ).date() == date(2025, 6, 2)


@pytest.mark.parametrize(
    ("text", "start"),
    [("LG에 들어갔어요.", None), ("4월에 LG에 들어갔어요.", date(2025, 4, 1))],
)
def test_a_company_said_by_its_initials_is_joined(text: str, start: date | None) -> None:
    claim = mine(text, korean=True)[("works_at", "LG")]
    assert claim.action == "assert" and day(claim.valid_at) == start


@pytest.mark.parametrize("text", ["PC방에 들어갔어요.", "방금 사무실에 들어왔어요."])
def test_walking_into_a_place_joins_nothing(text: str) -> None:
    assert [c for c in run_on(text, REF, korean=True) if c.predicate == "works_at"] == []


def test_one_change_then_the_next_each_takes_its_own_date() -> None:
    claims = mine("3월에 삼성을 그만두고 4월에 LG에 들어갔어요.", korean=True)
    assert claims[("works_at", "삼성")].action == "end"
    assert day(claims[("works_at", "삼성")].invalid_at) == date(2025, 3, 1)
    assert day(claims[("works_at", "LG")].valid_at) == date(2025, 4, 1)


@pytest.mark.parametrize(
    ("text", "korean", "org", "start"),
    [
        ("지난달에 회사를 옮겼어요. 지금은 토스에 다녀요.", True, "토스", date(2025, 5, 1)),
        ("I switched jobs last month. I'm at Stripe now.", False, "Stripe", date(2025, 5, 1)),
        ("I switched jobs last month, I'm at Stripe now.", False, "Stripe", date(2025, 5, 1)),
        ("I started a new job on Monday. It's at Stripe.", False, "Stripe", date(2025, 6, 9)),
    ],
)  # fmt: skip
def test_a_job_change_dated_apart_from_its_employer(text: str, korean: bool, org: str, start: date) -> None:
    claim = mine(text, korean=korean)[("works_at", org)]
    assert claim.action == "assert" and day(claim.valid_at) == start


@pytest.mark.parametrize(
    "text", ["My brother switched jobs last month. I'm at Stripe now.", "I might switch jobs next month. I'm at Stripe now."]
)
def test_someone_elses_or_a_planned_job_change_dates_nothing(text: str) -> None:
    claim = mine(text, korean=False)[("works_at", "Stripe")]
    assert claim.valid_at is None


@pytest.mark.parametrize(
    ("text", "title", "start"),
    [("5월에 팀장으로 승진했어요.", "팀장", date(2025, 5, 1)), ("작년에 과장으로 승진했어요.", "과장", date(2024, 1, 1))],
)
def test_a_promotion_is_the_new_title(text: str, title: str, start: date) -> None:
    claim = mine(text, korean=True)[("job_title", title)]
    assert claim.action == "assert" and day(claim.valid_at) == start
