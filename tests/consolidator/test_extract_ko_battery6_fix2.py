"""Korean kinds of sentence from the second battery-6 fix round, in wording of their own: a
clause of doing as the hobby with no 제 / 내 and a misspelt 에요 ("화분 가꾸는 게 취미에요");
tiers listened or watched on ("X 요금제로 듣고 있어요"), classes by their schedule ("저녁반으로"),
a 티어 where a subscription is named, a grade become ("X 등급이 되었습니다") and a class's
frequency ("주3회 수업"); a pet's name given with 라 ("이름은 X라 지었소"), a count with its own
particle ("한 마리를 들였소"), "우리 SPECIES 이름 X."; side jobs done with a nominal ending
("부업으로 X 뜀"), work taken on ("X 외주 하나 받아서 하고 있어요"), a shop opened after a wish
weighed in a clause before; membership of a volunteer corps ("X대원임") or the corps said alone;
"담달" as 다음 달; an employer where a function of the firm is done ("X에서 품질관리 하고 있어요").
Each rule has negative cases: someone else's fact, a wish, a negation."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF
from tests.consolidator.claims import matches, run_on, show

REF = date(2026, 3, 18)  # a Wednesday


def _claims(text: str, context: tuple[str, ...] = ()) -> list[Any]:
    return run_on(text, REF, context, korean=True)


def _has(text: str, predicate: str, alias: str, **exp: Any) -> bool:
    return any(matches(c, predicate, alias, exp) for c in _claims(text))


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "exp"),
    [
        # a clause of doing as the hobby, no 제 / 내; the copula misspelt 에요
        ("저는 퇴근하고 모형 비행기 날리는 게 취미야", "hobby", "모형 비행기", {}),
        ("요즘 화분 가꾸는 게 취미에요", "hobby", "화분", {}),
        # tiers listened or watched on, classes by schedule, 티어, a grade become, a frequency
        ("음악 앱 지난달 3일부터 패밀리 요금제로 듣고 있어요", "subscription_plan", "패밀리", {"valid": date(2026, 2, 3)}),
        ("영화 앱 이번 달 2일부터 베이직 요금제로 봄", "subscription_plan", "베이직", {"valid": date(2026, 3, 2)}),
        ("요가 지난달 10일부터 저녁반으로 변경했어요", "subscription_plan", "저녁반", {"valid": date(2026, 2, 10)}),
        ("게임 구독 이번 달 4일부터 새싹 티어야", "subscription_plan", "새싹", {"valid": date(2026, 3, 4)}),
        ("그저께 실버 등급이 되었어요", "subscription_plan", "실버", {"valid": date(2026, 3, 16)}),
        ("영어회화 지난달 5일부터 주3회 수업 듣고 있어요", "subscription_plan", "주3회", {"valid": date(2026, 2, 5)}),
        # pets: a name given with 라, a count with its particle, "우리 SPECIES 이름 X."
        ("어제 앵무새 한 마리를 들였소. 이름은 초롱이라 지었소.", "has_pet", "초롱", {"valid": date(2026, 3, 17)}),
        ("우리 강아지 이름 Latte. 2024년부터 같이 삼", "has_pet", "Latte", {"valid": date(2024, 1, 1)}),
        # side jobs
        ("부업으로 배민커넥트 뜀. 그저께부터", "side_job", "배민커넥트", {"valid": date(2026, 3, 16)}),
        ("어제부터 번역 외주 하나 받아서 하고 있어요", "side_job", "번역", {"valid": date(2026, 3, 17)}),
        ("블로그 할까 고민 중인데 일단 어제부터 스마트스토어 열어서 캔들 팔아요", "side_job", "스마트스토어",
         {"valid": date(2026, 3, 17)}),
        # volunteer corps
        ("저 2022년 3월부터 자율방범대원임", "volunteers_as", "자율방범대", {"valid": date(2022, 3, 1)}),
        ("2020년부터 지역 환경정화 봉사단. 지난주에도 하천 청소함", "volunteers_as", "환경정화 봉사단",
         {"valid": date(2020, 1, 1)}),
        # an employer where a function of the firm is done
        ("2023년부터 대한부품에서 품질관리 하고 있어요", "works_at", "대한부품", {"valid": date(2023, 1, 1)}),
    ],
)  # fmt: skip
def test_the_fact_is_read(text: str, predicate: str, alias: str, exp: dict[str, Any]) -> None:
    assert _has(text, predicate, alias, **exp), show(_claims(text))


def test_damdal_is_next_month() -> None:
    claims = _claims("사표 냈어 ㅋㅋ 담달 말까지만 나감")
    hit = [c for c in claims if c.predicate == "works_at" and c.subject == SELF and c.action == "end"]
    assert hit and hit[0].invalid_at is not None and hit[0].invalid_at.date() == date(2026, 4, 30), show(claims)
    assert not any("담달" in c.object for c in claims if c.predicate == "works_at"), show(claims)


def test_a_class_frequency_is_no_hobby() -> None:
    claims = _claims("영어회화 지난달 5일부터 주3회 수업 듣고 있어요")
    assert not any(c.predicate == "hobby" and "주3회" in c.object for c in claims), show(claims)


def test_a_shop_opened_is_the_side_job_not_its_goods() -> None:
    claims = _claims("어제부터 스마트스토어 열어서 수제 캔들 팔아요")
    jobs = [c.object for c in claims if c.predicate == "side_job" and c.subject == SELF]
    assert jobs == ["스마트스토어"], show(claims)


@pytest.mark.parametrize(
    ("text", "predicate", "alias"),
    [
        # someone else's
        ("동생은 모형 비행기 날리는 게 취미래요", "hobby", "모형 비행기"),
        ("언니는 패밀리 요금제로 듣고 있대요", "subscription_plan", "패밀리"),
        ("친구가 어제 앵무새 한 마리를 들였대요. 이름은 초롱이라 지었대요.", "has_pet", "초롱"),
        ("옆집 강아지 이름 Latte.", "has_pet", "Latte"),
        ("형은 부업으로 배민커넥트 뜀", "side_job", "배민커넥트"),
        ("언니는 스마트스토어 열어서 캔들 팔아요", "side_job", "스마트스토어"),
        ("우리 삼촌은 자율방범대원임", "volunteers_as", "자율방범대"),
        ("동생은 지역 환경정화 봉사단.", "volunteers_as", "환경정화"),
        ("동생은 2023년부터 대한부품에서 품질관리 하고 있어요", "works_at", "대한부품"),
        # a wish, a weighing, a rank in a game
        ("모형 비행기 날리는 게 취미였으면 좋겠다", "hobby", "모형 비행기"),
        ("동생은 화분 가꾸는 게 취미에요", "hobby", "화분"),
        ("패밀리 요금제로 듣고 싶어요", "subscription_plan", "패밀리"),
        ("드디어 롤 골드 티어야", "subscription_plan", "골드"),
        ("언니는 요가 저녁반으로 변경했대요", "subscription_plan", "저녁반"),
        ("실버 등급이 되고 싶어요", "subscription_plan", "실버"),
        ("번역 외주 하나 받아서 할까 고민 중", "side_job", "번역"),
        ("스마트스토어 열어볼까 고민 중인데 일단 블로그부터 해요", "side_job", "스마트스토어"),
        ("자율방범대원이 되고 싶어요", "volunteers_as", "자율방범대"),
        ("언젠가 대한부품에서 품질관리 하고 싶어요", "works_at", "대한부품"),
        # a place that is no employer
        ("집에서 재고 관리 하고 있어요", "works_at", "집"),
    ],
)
def test_nothing_of_the_users_own_is_read(text: str, predicate: str, alias: str) -> None:
    claims = _claims(text)
    assert not any(matches(c, predicate, alias, {}) for c in claims), show(claims)


def test_a_job_held_then_quit_in_one_sentence_with_nado() -> None:
    claims = _claims("난 2023년부터 한빛리조트 카운터에서 일하는데 나도 이번 달 말에 그만두기로 했어")
    assert any(matches(c, "works_at", "한빛리조트", {"valid": date(2023, 1, 1)}) for c in claims), show(claims)
    assert any(matches(c, "works_at", "한빛리조트", {"action": "end", "invalid": date(2026, 3, 31)})
               for c in claims), show(claims)  # fmt: skip
    assert not any(c.predicate == "works_at" and c.object in ("나도", "한빛리조트 카운터") for c in claims), show(claims)


def test_someone_elses_job_held_then_quit_is_not_the_users() -> None:
    claims = _claims("형은 2023년부터 한빛리조트 카운터에서 일하는데 이번 달 말에 그만둔대")
    assert not any(c.subject == SELF and c.predicate == "works_at" for c in claims), show(claims)
