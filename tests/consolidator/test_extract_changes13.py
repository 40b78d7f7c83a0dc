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
    "text",
    [
        "민수가 죽었대요.", "옆집 강아지 초코가 죽었어요.", "할머니가 돌아가셨어요.", "고양이가 죽었어요.",
        "고양이 나비가 무지개다리를 건너지 않았어요.", "고양이 나비가 하늘나라로 갔다는 꿈을 꿨어요.",
    ],
)  # fmt: skip
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
    [("지난달에 이직했어요. LG에 들어갔어요.", date(2025, 5, 1)), ("삼성을 그만뒀어요. 4월에 LG에 들어갔어요.", date(2025, 4, 1))],
)
def test_a_company_said_by_its_initials_is_joined(text: str, start: date | None) -> None:
    """Initials are a company only with a word of work around them (:func:`_work_around`)."""
    claim = mine(text, korean=True)[("works_at", "LG")]
    assert claim.action == "assert" and day(claim.valid_at) == start


@pytest.mark.parametrize(
    "text", ["PC방에 들어갔어요.", "방금 사무실에 들어왔어요.", "LG에 들어갔어요.", "ICU에 들어갔어요.", "KTX에 들어갔어요."]
)
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


def test_someone_elses_sequence_of_changes_is_not_the_users() -> None:
    """The subject of a Korean clause is shared by its steps ("남편이 ... 그만두고 ... 들어갔어요")."""
    assert [c for c in run_on("남편이 3월에 삼성을 그만두고 4월에 LG에 들어갔어요.", REF, korean=True) if c.subject == SELF] == []


def test_someone_elses_korean_job_change_dates_no_job_of_the_users() -> None:
    claim = mine("남편이 지난달에 회사를 옮겼어요. 지금은 토스에 다녀요.", korean=True)[("works_at", "토스")]
    assert claim.valid_at is None


@pytest.mark.parametrize(
    ("text", "obj", "action", "valid", "invalid"),
    [
        ("전에는 삼성에 다녔는데 지금도 다녀요.", "삼성", "assert", None, None),
        ("예전엔 천안에 살았어요. 2014년에 이사 갔어요.", "천안", "end", None, date(2014, 1, 1)),
        ("전에는 목포에 살았어요. 2013년부터 2017년까지요.", "목포", "assert", date(2013, 1, 1), date(2017, 1, 1)),
        ("전에는 울산에 살았는데 2018년부터 창원에 살고 있어요.", "울산", "end", None, None),
        ("전에는 삼성에 다녔고 2023년에 LG에 들어갔어요.", "삼성", "end", None, None),
    ],
)  # fmt: skip
def test_a_korean_former_state_is_read_with_what_follows(
    text: str, obj: str, action: str, valid: date | None, invalid: date | None
) -> None:
    [claim] = [c for c in run_on(text, REF, korean=True) if c.subject == SELF and c.object == obj]
    assert (claim.action, day(claim.valid_at), day(claim.invalid_at)) == (action, valid, invalid)


@pytest.mark.parametrize(
    ("text", "obj", "start"),
    [
        ("I lived in Denver from March to May and then moved to Austin.", "Austin", date(2025, 5, 1)),
        ("I lived in Reno from 2010 to 2015, then I moved to Boise.", "Boise", date(2015, 1, 1)),
        ("I worked at Acme from March to May, and now I work at Costco.", "Costco", None),
    ],
)  # fmt: skip
def test_a_range_of_another_clause_is_no_range_of_this_one(text: str, obj: str, start: date | None) -> None:
    [claim] = [c for c in run_on(text, REF, korean=False) if c.subject == SELF and c.object == obj]
    assert claim.action == "assert" and claim.invalid_at is None and day(claim.valid_at) == start


@pytest.mark.parametrize(
    ("text", "new"),
    [
        ("I quit my job last month. I'm at Stripe now.", "Stripe"),
        ("I left my job in March. Now I work at Shopify.", "Shopify"),
        ("지난달에 회사를 그만뒀어요. 지금은 토스에 다녀요.", "토스"),
    ],
)
def test_the_employer_named_after_a_past_quit_is_the_next_job_not_the_one_quit(text: str, new: str) -> None:
    claims = run_on(text, REF, korean=not text.isascii())
    assert [c.action for c in claims if c.object == new] == ["assert"]


async def test_a_past_quit_then_the_next_job_closes_the_old_one(mem: engram.Engram) -> None:
    await mem.add("I work at Initech.", user_id="u", reference_time="2025-01-10T10:00:00-05:00")
    await mem.add("I quit my job last month. I'm at Stripe now.", user_id="u", reference_time="2025-06-10T10:00:00-05:00")
    await mem.consolidate(user_id="u")
    assert [f.object for f in await mem.facts(user_id="u") if f.predicate == "works_at"] == ["Stripe"]


@pytest.mark.parametrize(
    "text", ["5월에 팀장으로 승진하지 못했어요.", "라온시스템즈에 들어가지 않았어요.", "라온시스템즈에 입사하지 못했어요."]
)
def test_a_change_negated_after_its_verb_stem_is_no_change(text: str) -> None:
    """-지 않았어요 / -지 못했어요 on the verb after the object word denies it."""
    assert [c for c in run_on(text, REF, korean=True) if c.predicate in ("job_title", "works_at")] == []


@pytest.mark.parametrize(
    ("text", "action", "valid"),
    [
        ("I used to volunteer at the food bank. Started in 2015.", "assert", date(2015, 1, 1)),
        ("I used to volunteer at the food bank. I left in 2019.", "end", None),
    ],
)  # fmt: skip
def test_an_english_former_state_is_read_with_what_follows(text: str, action: str, valid: date | None) -> None:
    [role] = [c for c in run_on(text, REF, korean=False) if c.predicate == "volunteers_as"]
    assert (role.action, day(role.valid_at)) == (action, valid)
