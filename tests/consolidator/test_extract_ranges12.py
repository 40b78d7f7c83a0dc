"""Past intervals said in one sentence: a range of two dates ("from 2010 to 2020", "between 2016
and 2019", "2015년에서 2019년까지") is the fact's start and end; what comes "then", after an
"until", starts where the earlier thing ended; "used to" / ~었었 is a former state, an end."""

from __future__ import annotations

from datetime import date, datetime

import pytest

import engram
from consolidator.types import SELF, Claim
from tests.consolidator.claims import EN_TZ, day, run_on

REF = date(2025, 6, 10)


def user_claims(text: str, predicate: str, *, korean: bool = False) -> list[Claim]:
    return [c for c in run_on(text, REF, korean=korean) if c.subject == SELF and c.predicate == predicate]


@pytest.mark.parametrize(
    ("text", "predicate", "obj", "start", "end"),
    [
        ("I worked at Acme from 2010 to 2020.", "works_at", "Acme", date(2010, 1, 1), date(2020, 1, 1)),
        ("From 2016 to 2019 I lived in Austin.", "lives_in", "Austin", date(2016, 1, 1), date(2019, 1, 1)),
        ("I lived in Austin between 2016 and 2019.", "lives_in", "Austin", date(2016, 1, 1), date(2019, 1, 1)),
        ("Between 2016 and 2019 I worked at Initech.", "works_at", "Initech", date(2016, 1, 1), date(2019, 1, 1)),
        ("I lived in Leeds from 2014 through 2018.", "lives_in", "Leeds", date(2014, 1, 1), date(2018, 1, 1)),
        ("I lived in Boston from 2015 until 2019.", "lives_in", "Boston", date(2015, 1, 1), date(2019, 1, 1)),
    ],
)  # fmt: skip
def test_a_range_of_two_dates_is_the_start_and_the_end(
    text: str, predicate: str, obj: str, start: date, end: date
) -> None:
    (claim,) = user_claims(text, predicate)
    assert claim.object == obj and claim.action == "assert"
    assert (day(claim.valid_at), day(claim.invalid_at)) == (start, end)


@pytest.mark.parametrize(
    ("text", "predicate", "obj", "start", "end"),
    [
        ("2015년에서 2019년까지 광주에서 살았어요.", "lives_in", "광주", date(2015, 1, 1), date(2019, 1, 1)),
        ("2019년부터 2021년까지 부산에 살았어요.", "lives_in", "부산", date(2019, 1, 1), date(2021, 1, 1)),
    ],
)  # fmt: skip
def test_a_korean_range_of_two_dates(text: str, predicate: str, obj: str, start: date, end: date) -> None:
    (claim,) = user_claims(text, predicate, korean=True)
    assert claim.object == obj
    assert (day(claim.valid_at), day(claim.invalid_at)) == (start, end)


def test_a_span_still_ahead_is_no_past_range() -> None:
    claims = run_on("I'll be in Paris from the 3rd to the 10th.", REF, korean=False)
    assert not [c for c in claims if c.predicate == "lives_in"]


def test_what_comes_then_starts_where_the_earlier_thing_ended() -> None:
    (job,) = user_claims("I was at Globex until 2022, then I joined Initech.", "works_at")
    assert job.object == "Initech" and job.action == "assert"
    assert (day(job.valid_at), day(job.invalid_at)) == (date(2022, 1, 1), None)
    homes = {c.object: c for c in user_claims("I lived in Reno until 2020 and then moved to Boise.", "lives_in")}
    assert (day(homes["Reno"].valid_at), day(homes["Reno"].invalid_at)) == (None, date(2020, 1, 1))
    assert (day(homes["Boise"].valid_at), day(homes["Boise"].invalid_at)) == (date(2020, 1, 1), None)


def test_a_planned_end_then_the_next_job_is_a_planned_start() -> None:
    (job,) = user_claims("I'll be at Acme until the end of next month, then I'm joining Initech.", "works_at")
    assert job.object == "Initech" and job.modality == "planned"
    assert (day(job.valid_at), day(job.invalid_at)) == (date(2025, 7, 31), None)


@pytest.mark.parametrize(
    ("text", "predicate", "obj"),
    [
        ("I used to volunteer at the food bank.", "volunteers_as", "food bank"),
        ("I used to have a dog named Rex.", "has_pet", "Rex"),
        ("I used to work at Acme.", "works_at", "Acme"),
    ],
)
def test_used_to_is_a_former_state(text: str, predicate: str, obj: str) -> None:
    (claim,) = user_claims(text, predicate)
    assert claim.object == obj and claim.action == "end"


def test_used_to_reads_an_until_as_past() -> None:
    (home,) = user_claims("I used to live in Portland until March.", "lives_in")
    assert home.action == "end" and day(home.invalid_at) == date(2025, 3, 1)  # not next March


def test_korean_past_perfect_is_a_former_state() -> None:
    (role,) = user_claims("예전에 푸드뱅크에서 봉사했었어요.", "volunteers_as", korean=True)
    assert role.object == "푸드뱅크" and role.action == "end"


@pytest.mark.parametrize(
    ("text", "korean"),
    [
        ("I'm used to living in Seoul.", False),
        ("I'm getting used to the new office at Acme.", False),
        ("고양이가 있었어요.", True),
    ],
)
def test_no_former_state_where_none_was_said(text: str, korean: bool) -> None:
    ends = [c for c in run_on(text, REF, korean=korean) if c.action == "end"]
    assert ends == []


async def test_a_former_role_closes_the_open_one_and_a_range_is_a_closed_past(mem: engram.Engram) -> None:
    for at, text in [
        ("2025-01-10", "I volunteer at the food bank on Saturdays."),
        ("2025-06-10", "I used to volunteer at the food bank, but these days I'm too busy."),
        ("2025-06-12", "I worked at Acme from 2010 to 2020."),
    ]:
        await mem.add(text, user_id="u", reference_time=f"{at}T10:00:00-05:00")
    await mem.consolidate(user_id="u")
    every = await mem.facts(user_id="u", include_closed=True)
    role = next(f for f in every if f.predicate == "volunteers_as")
    assert role.invalid_at is not None and role.invalid_at.astimezone(EN_TZ).date() == date(2025, 6, 10)
    acme = next(f for f in every if f.predicate == "works_at")
    assert (acme.valid_at, acme.invalid_at) == (
        datetime(2010, 1, 1, tzinfo=EN_TZ),
        datetime(2020, 1, 1, tzinfo=EN_TZ),
    )
    now = await mem.facts(user_id="u", as_of="2025-06-13T12:00:00-05:00")
    assert not [f for f in now if f.predicate in ("volunteers_as", "works_at")]
    past = await mem.facts(user_id="u", as_of="2015-06-01T12:00:00-05:00")
    assert [f.object for f in past if f.predicate == "works_at"] == ["Acme"]


@pytest.mark.parametrize(
    ("text", "korean", "former", "current", "start"),
    [
        ("I used to live in Reno, but since 2021 I've lived in Boise.", False, "Reno", "Boise", date(2021, 1, 1)),
        ("전에는 카카오에서 일했는데 올해 네이버로 이직했어요.", True, "카카오", "네이버", date(2025, 1, 1)),
    ],
)  # fmt: skip
def test_a_former_state_takes_no_date_of_the_next_clause(
    text: str, korean: bool, former: str, current: str, start: date
) -> None:
    claims = {c.object: c for c in run_on(text, REF, korean=korean) if c.subject == SELF}
    assert claims[former].action == "end" and claims[former].valid_at is None
    assert claims[current].action == "assert" and day(claims[current].valid_at) == start


@pytest.mark.parametrize(
    ("text", "ended", "holds"),
    [
        ("전에는 삼성에 다녔고 지금은 LG에 다녀요.", ("works_at", "삼성"), ("works_at", "LG")),
        ("예전엔 삼성 다녔고 요즘은 LG 다녀요.", ("works_at", "삼성"), ("works_at", "LG")),
        ("원래는 간호사로 일했어요. 지금은 학원 강사예요.", ("job_title", "간호사"), ("job_title", "학원 강사")),
        ("전에는 카카오에서 일했어요.", ("works_at", "카카오"), None),
    ],
)  # fmt: skip
def test_before_in_korean_marks_only_the_clause_it_heads(
    text: str, ended: tuple[str, str], holds: tuple[str, str] | None
) -> None:
    claims = {(c.predicate, c.object): c for c in run_on(text, REF, korean=True) if c.subject == SELF}
    assert claims[ended].action == "end"
    if holds is not None:
        assert claims[holds].action == "assert" and claims[holds].invalid_at is None


def test_a_home_after_a_former_one_linked_by_daga_holds_now() -> None:
    """ "원래는 광명에서 살다가 2023년에 망원동으로 왔어요": 원래는 heads the 광명 clause only."""
    claims = {c.object: c for c in user_claims("원래는 광명에서 살다가 2023년에 망원동으로 왔어요.", "lives_in", korean=True)}
    assert claims["망원동"].action == "assert" and day(claims["망원동"].valid_at) == date(2023, 1, 1)
    assert claims["광명"].action == "assert" and claims["광명"].ends_when == "망원동"


@pytest.mark.parametrize(
    ("text", "action", "valid", "invalid"),
    [
        ("원래는 포항에 살았어요. 2012년부터요.", "assert", date(2012, 1, 1), None),
        ("원래는 포항에 살았어요. 2012년에 거기로 가서 쭉 지냈죠.", "assert", date(2012, 1, 1), None),
        ("원래는 포항에 살았어요. 2019년에 나왔어요.", "end", None, date(2019, 1, 1)),
        ("예전엔 여수 살았어요, 2016년부터요.", "assert", date(2016, 1, 1), None),
    ],
)  # fmt: skip
def test_a_follow_up_start_dates_a_former_state_and_an_end_ends_it(
    text: str, action: str, valid: date | None, invalid: date | None
) -> None:
    [home] = user_claims(text, "lives_in", korean=True)
    assert (home.action, day(home.valid_at), day(home.invalid_at)) == (action, valid, invalid)
    assert not home.metadata, "the extraction-only former-state mark is dropped"


@pytest.mark.parametrize(
    ("text", "predicate", "obj", "start", "end"),
    [
        ("I worked at Acme from March to May.", "works_at", "Acme", date(2025, 3, 1), date(2025, 5, 1)),
        ("I lived in Denver from Feb to May.", "lives_in", "Denver", date(2025, 2, 1), date(2025, 5, 1)),
        ("I took ibuprofen from March to May.", "takes_medication", "ibuprofen", date(2025, 3, 1), date(2025, 5, 1)),
        ("We did karate from 2010 to 2015.", "hobby", "karate", date(2010, 1, 1), date(2015, 1, 1)),
        ("I played tennis until 2019.", "hobby", "tennis", None, date(2019, 1, 1)),
        ("I took metformin until last month.", "takes_medication", "metformin", None, date(2025, 5, 1)),
    ],
)  # fmt: skip
def test_a_past_activity_or_range_of_months_keeps_its_end(
    text: str, predicate: str, obj: str, start: date | None, end: date
) -> None:
    """"May" after "from March to" is the month; "I played tennis until 2019" is a pastime that ended."""
    [claim] = user_claims(text, predicate)
    assert (claim.object, claim.action) == (obj, "assert")
    assert (day(claim.valid_at), day(claim.invalid_at)) == (start, end)


@pytest.mark.parametrize(
    "text", ["I played tennis until I moved here.", "They may go from there to Reno.", "I took the bus until May."]
)
def test_no_past_activity_without_a_time_or_an_activity(text: str) -> None:
    assert [c for c in run_on(text, REF, korean=False) if c.predicate in ("hobby", "takes_medication")] == []


def test_played_is_no_part_of_the_pastime_name() -> None:
    assert [c.object for c in user_claims("I have played chess for years.", "hobby")] == ["chess"]


async def test_a_pastime_that_ended_is_no_current_hobby(mem: engram.Engram) -> None:
    await mem.add("I played tennis until 2019.", user_id="u", reference_time="2025-06-10T10:00:00-05:00")
    await mem.consolidate(user_id="u")
    now = await mem.facts(user_id="u")
    assert not [f for f in now if f.predicate == "hobby"]
    every = await mem.facts(user_id="u", include_closed=True)
    tennis = next(f for f in every if f.predicate == "hobby")
    assert tennis.object == "tennis" and tennis.invalid_at == datetime(2019, 1, 1, tzinfo=EN_TZ)


async def test_a_past_state_with_only_its_end_closes_nothing_known(mem: engram.Engram) -> None:
    """A home since 2015, then "I lived in Denver until 2019": Denver's start is unknown, so the
    known home is not closed on its account; both are kept, Denver as a closed past."""
    await mem.add("I've lived in Boise since 2015.", user_id="u", reference_time="2025-06-01T10:00:00-05:00")
    await mem.add("I lived in Denver until 2019.", user_id="u", reference_time="2025-06-10T10:00:00-05:00")
    await mem.consolidate(user_id="u")
    assert [f.object for f in await mem.facts(user_id="u") if f.predicate == "lives_in"] == ["Boise"]
    every = await mem.facts(user_id="u", include_closed=True)
    denver = next(f for f in every if f.object == "Denver")
    assert denver.invalid_at == datetime(2019, 1, 1, tzinfo=EN_TZ) and denver.status != "unresolved"
