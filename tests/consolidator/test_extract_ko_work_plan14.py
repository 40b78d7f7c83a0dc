"""Korean employers, plan tiers, homes and medicines said in session 14's kinds of sentence:
labelled notes ("직장: X (2019년 입사)"), a start in a relative clause before a quit ("2020년부터
다닌 X를 ... 까지만"), "그다음 날부터" after an end, a new employer named after "첫 출근", glued
spacing ("X에서일해요"), a confirmation question ("X 다니는 거 기억하지?"), a move told before
"X로 옮겼어요", pass tiers with a count ("30일 정기권", "2년권") or a seat ("자유석"), and what
must store nothing: another person's tier or reported job change, someone else's labelled job."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF
from tests.consolidator.claims import matches, run_on

REF = date(2025, 6, 10)


def _has(text: str, predicate: str, alias: str, context: tuple[str, ...] = (), **exp: Any) -> bool:
    return any(matches(c, predicate, alias, exp) for c in run_on(text, REF, context, korean=True))


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "exp"),
    [
        ("현 직장: 청솔물산 (2019년 입사)", "works_at", "청솔물산", {"valid": date(2019, 1, 1)}),
        ("직장: 바람소프트 (2023~)", "works_at", "바람소프트", {"valid": date(2023, 1, 1)}),
        ("거주지: 전주 효자동 (3월부터)", "lives_in", "효자동", {"valid": date(2025, 3, 1)}),
        ("거주지 변경: 여수 웅천동, 5월 20일 이사", "lives_in", "웅천동", {"valid": date(2025, 5, 20)}),
        ("복용약: 다나민정 (4월 2일~)", "takes_medication", "다나민", {"valid": date(2025, 4, 2)}),
        ("2020년부터 다닌 초록제과를 다음 달 말까지만 다니기로 했어요.", "works_at", "초록제과",
         {"valid": date(2020, 1, 1)}),
        ("초록제과는 다음 달 말까지만 다녀요. 그다음 날부터 바로 별빛물류로 출근해요.", "works_at", "별빛물류",
         {"valid": date(2025, 8, 1)}),
        ("어제 첫 출근했어요. 새 회사 누리에너지예요", "works_at", "누리에너지", {"valid": date(2025, 6, 9)}),
        ("그저께부터 새 연구소 출근. 이름은 다솜바이오", "works_at", "다솜바이오", {"valid": date(2025, 6, 8)}),
        ("2021년부터 한빛호텔에서일해요", "works_at", "한빛호텔", {"valid": date(2021, 1, 1)}),
        ("나 2020년부터 별솔게임즈 다니는 거 기억하지?", "works_at", "별솔게임즈", {"valid": date(2020, 1, 1)}),
        ("바람에듀 퇴사일 = 다음 달 말", "works_at", "바람에듀", {"action": "end", "invalid": date(2025, 7, 31)}),
        ("이사를 했어요. 지난주 토요일에 빛가람 신도시로 옮겼어요.", "lives_in", "빛가람",
         {"valid": date(2025, 6, 7)}),
        ("지난달 20일부터 항생제 먹구잇어요", "takes_medication", "항생제", {"valid": date(2025, 5, 20)}),
        ("타슈 따릉이 60일 정기권 끊었어요!", "subscription_plan", "60일", {}),
        ("그냥 2년권 끊음 ㅋㅋ 사흘 전에.", "subscription_plan", "2년권", {"valid": date(2025, 6, 7)}),
        ("공유오피스 지정석으로 이번 달 3일부터 다니고 있어요", "subscription_plan", "지정석",
         {"valid": date(2025, 6, 3)}),
        ("이틀 전에 가족 박스로 변경했어요!", "subscription_plan", "가족 박스", {"valid": date(2025, 6, 8)}),
    ],
)  # fmt: skip
def test_the_fact_is_read(text: str, predicate: str, alias: str, exp: dict[str, Any]) -> None:
    assert _has(text, predicate, alias, **exp)


def test_a_glued_new_job_word_is_no_part_of_the_employer() -> None:
    [job] = [c for c in run_on("3일부터 새직장 푸른항공 다님", REF, korean=True) if c.predicate == "works_at"]
    assert job.object == "푸른항공" and job.valid_at is not None and job.valid_at.day == 3


def test_a_switch_with_no_service_named_revises_a_known_tier() -> None:
    claims = run_on("닷새 전에 2인실로 옮겼어요.", REF, ("공유오피스 고정석으로 바꿨어요.",), korean=True)
    [tier] = [c for c in claims if c.predicate == "subscription_plan"]
    assert tier.object == "2인실" and tier.metadata.get("revises_plan")


def test_a_mention_while_taking_a_medicine_is_no_plan() -> None:
    claims = run_on("필라테스 10회권 끊었어요! 홍삼 먹으면서 운동도 하려고", REF, korean=True)
    assert not [c for c in claims if c.predicate == "plans_to"]
    assert all(c.modality == "stated" for c in claims if c.predicate == "takes_medication")


@pytest.mark.parametrize(
    ("text", "predicate", "obj"),
    [
        ("남편 직장: 청솔물산", "works_at", "청솔물산"),
        ("전 직장: 청솔물산 (2019년 입사)", "works_at", "청솔물산"),
        ("희망 직장: 청솔물산", "works_at", "청솔물산"),
        ("선배가 별빛물류 오라고 했는데 거절함", "works_at", "별빛물류"),
        ("과장님도 같은 헬스장 구독하시는데 그분은 아직 20회래요", "subscription_plan", "헬스장"),
        ("같은 팀 수아 님은 한결건설로 이직하신대요.", "works_at", "한결건설"),
        ("오랜만이에요. 잘 지냈어요?", "name", "오랜만"),
    ],
)  # fmt: skip
def test_nothing_is_stored_for_the_user(text: str, predicate: str, obj: str) -> None:
    claims = run_on(text, REF, korean=True)
    assert not [c for c in claims if c.predicate == predicate and obj in c.object and c.subject in (SELF, "수아")]
