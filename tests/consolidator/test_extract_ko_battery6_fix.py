"""Korean kinds of sentence from the battery-6 fix round, in wording of their own: 하오체 endings
("즐기오", "일하고 있소", "보리오"); a district Kiwi cuts up after "새해 들어서"; homes with 전세 /
월세 / 살면서; a home found long before a later move ("X 투룸 얻었었는데 ... 또 이사"); a move
said with "옴", or with its placeless 이사 said after it; a fragment after "새 집."; a home
recalled with 살았잖아 before a move with 옮겼어; medicine brands after their class with 을/를,
taken "복용해 왔", stopped by the brand alone once known ("클리어덤 끊었어"), stopped with 끝냄,
or stopped after a "먹었었는데" clause; and self-corrections of a date ("아 3일 아니고 2일",
"아 2028년부터다"). Each rule has negative cases: someone else's fact, a wish, a negation."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from typing import Any

import pytest

from consolidator.extract import extract_claims
from consolidator.types import SELF, Claim, EpisodeView
from tests.consolidator.claims import matches, run_on, show

REF = date(2026, 3, 18)  # a Wednesday
KST = timezone(timedelta(hours=9))


def _claims(text: str, context: tuple[str, ...] = ()) -> list[Any]:
    return run_on(text, REF, context, korean=True)


def _has(text: str, predicate: str, alias: str, context: tuple[str, ...] = (), **exp: Any) -> bool:
    return any(matches(c, predicate, alias, exp) for c in _claims(text, context))


def _told(*messages: str, gap: timedelta = timedelta(hours=2)) -> list[Claim]:
    """The claims of the last message, the ones before it said ``gap`` apart as its context."""
    at = datetime(REF.year, REF.month, REF.day, 9, 0, tzinfo=KST)
    eps = [EpisodeView(f"m{i}", t, "user", at + i * gap, None) for i, t in enumerate(messages)]
    return extract_claims(eps[-1], eps[:-1])


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "exp"),
    [
        # 하오체
        ("나는 목공을 즐기오.", "hobby", "목공", {}),
        ("2029년부터 한빛상사에서 일하고 있소.", "works_at", "한빛상사", {"valid": date(2029, 1, 1)}),
        ("2024년부터 앵무새 한 마리를 키우고 있소. 이름은 보리오.", "has_pet", "보리", {"valid": date(2024, 1, 1)}),
        # a district Kiwi reads as a verb and nouns after "들어서"; 전세 / 월세 as the home
        ("새해 들어서 탄방동 아파트로 이사했습니다.", "lives_in", "탄방동", {"valid": date(2026, 1, 1)}),
        ("새해 들어서 갈마동 월세로 들어왔어요", "lives_in", "갈마동", {"valid": date(2026, 1, 1)}),
        # living there while doing something else
        ("2030년부터 일산 살면서 광화문까지 버스 타는 게 일이었어요", "lives_in", "일산", {"valid": date(2030, 1, 1)}),
        # a move said with 옴, or with the placeless move after it
        ("이사 끝. 나흘 전에 광교로 옴", "lives_in", "광교", {"valid": date(2026, 3, 14)}),
        ("결국 광교로 왔어요. 사흘 전에 이사 완료", "lives_in", "광교", {"valid": date(2026, 3, 15)}),
        # a fragment after a new-home label
        ("새 집. 지난주부터 광교. 아직 박스 천지", "lives_in", "광교", {"valid": date(2026, 3, 9)}),
        # a brand after its class, with its particle; 복용해 왔
        ("지난달 5일부터 위장약 가스론을 먹고 있어요.", "takes_medication", "가스론", {"valid": date(2026, 2, 5)}),
        ("2021년부터 혈압약 노르바를 복용해 왔습니다.", "takes_medication", "노르바", {"valid": date(2021, 1, 1)}),
    ],
)  # fmt: skip
def test_the_fact_is_read(text: str, predicate: str, alias: str, exp: dict[str, Any]) -> None:
    assert _has(text, predicate, alias, **exp), show(_claims(text))


def test_a_home_found_long_before_ends_at_the_later_move() -> None:
    claims = _claims("연초에 대흥동 투룸 얻었었는데, 어제 갈마동으로 또 이사했어요")
    assert any(matches(c, "lives_in", "대흥동", {"valid": date(2026, 1, 1), "ends_when": "갈마동"}) for c in claims), show(claims)
    assert any(matches(c, "lives_in", "갈마동", {"valid": date(2026, 3, 17)}) for c in claims), show(claims)


def test_a_home_recalled_then_a_move_by_omgida_is_a_move_of_home() -> None:
    claims = _claims("나 2030년부터 분당 살았잖아 근데 지난달에 판교로 옮겼어 출퇴근 땜에")
    assert any(matches(c, "lives_in", "분당", {"valid": date(2030, 1, 1), "ends_when": "판교"}) for c in claims), show(claims)
    assert any(matches(c, "lives_in", "판교", {"valid": date(2026, 2, 1)}) for c in claims), show(claims)
    assert not any(c.predicate == "works_at" for c in claims), show(claims)


def test_a_known_brand_alone_is_stopped() -> None:
    claims = _told("지난주 월요일부터 소화제 베스트롬 먹기 시작함", "베스트롬 어제 끊었어 속이 편해짐")
    assert any(matches(c, "takes_medication", "베스트롬", {"action": "end", "invalid": date(2026, 3, 17)})
               for c in claims), show(claims)  # fmt: skip


def test_a_known_brand_as_topic_is_the_medicine_not_a_person() -> None:
    claims = _told("2024년부터 철분제 헤마킥도 먹고 있어요", "헤마킥은 그저께 복용을 중단했습니다. 그리고 어제부터 유산균 락토잼 먹어요")
    assert any(matches(c, "takes_medication", "헤마킥", {"action": "end", "invalid": date(2026, 3, 16)})
               for c in claims), show(claims)  # fmt: skip
    assert any(matches(c, "takes_medication", "락토잼", {"valid": date(2026, 3, 17)}) for c in claims), show(claims)


def test_a_stop_said_with_kkeutnaem_ends_the_medicine() -> None:
    claims = _told("그저께부터 감기약 콜드바움 먹는 중", "콜드바움 오늘 끝냄. 다 나음")
    assert any(matches(c, "takes_medication", "콜드바움", {"action": "end"}) for c in claims), show(claims)


def test_a_medicine_taken_then_stopped_in_one_sentence() -> None:
    claims = _claims("나 2022년부터 피부약 에크졸 먹었었는데 지난달 20일에 끊었어")
    assert any(matches(c, "takes_medication", "에크졸", {"valid": date(2022, 1, 1)}) for c in claims), show(claims)
    assert any(matches(c, "takes_medication", "에크졸", {"action": "end", "invalid": date(2026, 2, 20)})
               for c in claims), show(claims)  # fmt: skip


@pytest.mark.parametrize(
    ("messages", "predicate", "field", "day"),
    [
        # the wrong day ruled out, the right one after it: the claim whose date it was moves
        (("다음 달 말에 회사 그만둬요", "아 다음 달 말 아니고 다다음 달 말이요"), "works_at", "invalid", date(2026, 5, 31)),
        (("나 2023년부터 아토피약 먹었었는데 이번 달 10일에 끊었어", "아 10일 아니라 9일이다 ㅋㅋ"), "takes_medication",
         "invalid", date(2026, 3, 9)),
        (("음악 앱 이번 달 6일부터 프리미엄 쓰고 있어요", "앗 6일 말고 4일이었어요"), "subscription_plan", "valid", date(2026, 3, 4)),
        # no date ruled out: an interjection, the date and a word of error
        (("2021년부터 유기견 보호소 봉사 다녀요", "아 2020년부터다 헷갈렸네"), "volunteers_as", "valid", date(2020, 1, 1)),
    ],
)  # fmt: skip
def test_a_corrected_date_moves_the_claim(messages: tuple[str, ...], predicate: str, field: str, day: date) -> None:
    claims = _told(*messages)
    hit = [c for c in claims if c.predicate == predicate and c.subject == SELF]
    assert hit and all((c.invalid_at if field == "invalid" else c.valid_at) is not None for c in hit), show(claims)
    got = hit[0].invalid_at if field == "invalid" else hit[0].valid_at
    assert got is not None and got.date() == day, show(claims)


@pytest.mark.parametrize(
    "messages",
    [
        # no interjection or error word, and other things said: no correction
        ("2021년부터 유기견 보호소 봉사 다녀요", "2020년부터 비가 많이 왔대요"),
        ("2021년부터 유기견 보호소 봉사 다녀요", "아 어제 비 엄청 왔어"),
        # a day ruled out that no claim had
        ("음악 앱 이번 달 6일부터 프리미엄 쓰고 있어요", "아 12일 아니고 13일에 시험이야"),
    ],
)
def test_nothing_is_corrected(messages: tuple[str, ...]) -> None:
    claims = _told(*messages)
    assert not any(c.predicate in ("volunteers_as", "subscription_plan") for c in claims), show(claims)


def test_a_correction_a_week_later_is_none() -> None:
    claims = _told("2021년부터 유기견 보호소 봉사 다녀요", "아 2020년부터다 헷갈렸네", gap=timedelta(days=7))
    assert not any(c.predicate == "volunteers_as" for c in claims), show(claims)


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "context"),
    [
        # someone else's
        ("동생은 2029년부터 한빛상사에서 일하고 있소.", "works_at", "한빛상사", ()),
        ("언니는 새해 들어서 탄방동 아파트로 이사했대요.", "lives_in", "탄방동", ()),
        ("동생은 대흥동 투룸 구했대요", "lives_in", "대흥동", ()),
        ("동생이 2031년부터 아토피약 먹었었는데 지난달에 끊었대", "takes_medication", "아토피약", ()),
        ("엄마가 지난달 5일부터 위장약 가스론을 드시고 있어요.", "takes_medication", "가스론", ()),
        # a wish, a weighing
        ("대흥동 투룸 구하고 싶어요", "lives_in", "대흥동", ()),
        ("새 집. 언젠가 광교 가고 싶다", "lives_in", "광교", ()),
        ("결국 광교로 왔어요. 다음 달에 이사할 거예요?", "lives_in", "광교", ()),
        ("비타민 먹는데 끊을까 고민이야", "takes_medication", "비타민", ()),
        # another thing stopped, a change of job, a trip
        ("2031년부터 아토피약 먹었었는데 담배는 지난달에 끊었어", "takes_medication", "아토피약", ()),
        ("새 집. 연초부터 광교 친구네 놀러감", "lives_in", "광교", ()),
    ],
)  # fmt: skip
def test_nothing_of_the_users_own_is_read(text: str, predicate: str, alias: str, context: tuple[str, ...]) -> None:
    claims = _claims(text, context)
    action = "end" if "끊" in text else "assert"
    if "담배는" in text:  # the medicine was taken; only its stop is another thing's
        assert not any(matches(c, predicate, alias, {"action": "end"}) for c in claims), show(claims)
        return
    assert not any(matches(c, predicate, alias, {"action": action}) for c in claims), show(claims)
    assert not any(c.subject == SELF and c.predicate == predicate and alias in c.object for c in claims
                   if c.modality == "stated" and action == "assert"), show(claims)  # fmt: skip


def test_a_job_change_by_omgida_stays_no_home_of_a_place() -> None:
    claims = _claims("나 2030년부터 분당 살았잖아 근데 지난달에 판교 카카오로 옮겼어")
    assert not any(matches(c, "lives_in", "분당", {"ends_when": "판교 카카오"}) for c in claims), show(claims)
