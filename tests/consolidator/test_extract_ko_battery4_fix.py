"""Korean kinds of sentence from the battery-4 fix round, in wording of their own: a job's start
told after its quit ("X 나와요. 2024년부터 다녔으니"), in a "다니다가" clause before the quit, or
by a relative clause ("2021년부터 다닌 X이에요"); a new employer named by "X라고 작은 데야", "X로
정했어요", "X 본사 출근이에요"; moves said with "X로 또 옮겼어요", "X로 자리 잡았어요", an arrow
("수원 → 광명"), or a home named before a placeless move ("X동이에요. 사흘 전에 들어왔어요");
former homes ("예전 집은 X였어요", "원래 X 살았었고" after the new one); medicines joined by 와,
with a particle Kiwi keeps, stopped with "끝남", or said after another's ("엄마는 X 드시는데 저는
Y요"); pets counted with 하나 and named next, two pets in one sentence, names Kiwi misreads; plan
tiers after "등급을", typed "쓰구있어요", or a fragment after its reason. Each rule has negative
cases: someone else's fact, a wish, a negation."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF
from tests.consolidator.claims import matches, run_on, show

REF = date(2026, 3, 18)  # a Wednesday


def _claims(text: str, context: tuple[str, ...] = ()) -> list[Any]:
    return run_on(text, REF, context, korean=True)


def _has(text: str, predicate: str, alias: str, context: tuple[str, ...] = (), **exp: Any) -> bool:
    return any(matches(c, predicate, alias, exp) for c in _claims(text, context))


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "exp"),
    [
        # the start said in the sentence after the quit
        ("이번 달 말에 누리물산 나와요. 2021년부터 다녔으니 꽤 됐네요", "works_at", "누리물산",
         {"valid": date(2021, 1, 1)}),
        ("다음 달 말에 하람제약 퇴사해요. 2019년 5월부터 다녔는데", "works_at", "하람제약",
         {"valid": date(2019, 5, 1)}),
        # the start in a -다가 clause between the company and the quit
        ("다온바이오에서 2018년부터 일하다가 다음 달 말에 퇴사하기로 했어요", "works_at", "다온바이오",
         {"valid": date(2018, 1, 1)}),
        # a relative clause of working there since a time names the employer
        ("저는 2020년부터 다닌 별솔디자인 그대로 다니고 있어요", "works_at", "별솔디자인", {"valid": date(2020, 1, 1)}),
        ("2017년부터 다닌 청하산업이에요", "works_at", "청하산업", {"valid": date(2017, 1, 1)}),
        # the new employer named after 출근이요 / with 본사 / by 라고 / by 정했어요
        ("3일부터 새 데 출근이요. 미르세무법인이에요 ㅋㅋ", "works_at", "미르세무법인", {"valid": date(2026, 3, 3)}),
        ("이번 달 2일부터 가람크루즈 본사 출근이에요.", "works_at", "가람크루즈", {"valid": date(2026, 3, 2)}),
        ("2일부터 새 회사 다녀요. 물결스튜디오라고 조그만 데야", "works_at", "물결스튜디오", {}),
        ("고민하다가 결국 온누리에너지로 정했어요. 9일부터 출근하고 있어요", "works_at", "온누리에너지", {}),
        # moves
        ("지난주 토요일에 연남으로 또 옮겼어요.", "lives_in", "연남", {"valid": date(2026, 3, 14)}),
        ("이번 달 5일에 청주 복대동으로 옮김.", "lives_in", "복대동", {"valid": date(2026, 3, 5)}),
        ("연초에 경기 광명으로 자리 잡았어요.", "lives_in", "광명", {"valid": date(2026, 1, 1)}),
        ("수원 → 광명. 그저께부로.", "lives_in", "광명", {"valid": date(2026, 3, 16)}),
        ("근데 마포는 아니고요, 은평 불광동이에요. 사흘 전에 들어왔어요", "lives_in", "불광동",
         {"valid": date(2026, 3, 15)}),
        ("결국 함덕으로 갔어요. 어제 이사 끝냈어요", "lives_in", "함덕", {"valid": date(2026, 3, 17)}),
        ("보름 전에 하남 미사 신도시로 입주했어요", "lives_in", "미사", {}),
        # medicines
        # a particle Kiwi keeps in the noun (근육이완제도 = one NNG)
        ("어제부터 근육이완제도 처방받아서 먹는 중", "takes_medication", "근육이완제", {"valid": date(2026, 3, 17)}),
        ("2일부터 해열제와 소화제를 같이 먹고 있어요", "takes_medication", "해열제", {"valid": date(2026, 3, 2)}),
        ("위장약 이번주에 끝남.", "takes_medication", "위장약", {"action": "end"}),
        ("엄마는 관절약 드시는데 저는 비염약이요. 오늘부터 먹어요", "takes_medication", "비염약",
         {"valid": date(2026, 3, 18)}),
        # pets
        ("그저께 보호소에서 믹스견 하나 데려왔어요. 이름은 호두예요", "has_pet", "호두", {"valid": date(2026, 3, 16)}),
        ("어제 아기 고양이 라떼 입양함", "has_pet", "라떼", {"valid": date(2026, 3, 17)}),
        ("2022년 3월부터 키운 시바견 콩떡 있음", "has_pet", "콩떡", {"valid": date(2022, 3, 1)}),
        ("나흘 전에 둘째 데려옴. 말티즈 믹스 보리", "has_pet", "보리", {"valid": date(2026, 3, 14)}),
        ("2020년부터키운 햄스터 밤이랑, 이번 달 4일에 입양한 기니피그 쿠키가 있어요", "has_pet", "쿠키",
         {"valid": date(2026, 3, 4)}),
        ("2020년부터키운 햄스터 밤이랑, 이번 달 4일에 입양한 기니피그 쿠키가 있어요", "has_pet", "밤",
         {"valid": date(2020, 1, 1)}),
        # plans
        ("지난주 월요일부터 헬스장 실버 회원으로 등급을 올렸어요.", "subscription_plan", "실버",
         {"valid": date(2026, 3, 9)}),
        ("음악 앱 프리미엄 쓰구있어요 이번달 2일부터", "subscription_plan", "프리미엄", {"valid": date(2026, 3, 2)}),
        ("화질이 너무 안 좋아서 프리미엄으로. 지난주 월요일부터", "subscription_plan", "프리미엄",
         {"valid": date(2026, 3, 9)}),
        ("인터넷 500메가 쓰고 있어요. 이번 달 6일에 가입함", "subscription_plan", "500메가", {"valid": date(2026, 3, 6)}),
    ],
)  # fmt: skip
def test_the_fact_is_read(text: str, predicate: str, alias: str, exp: dict[str, Any]) -> None:
    assert _has(text, predicate, alias, **exp), show(_claims(text))


def test_a_home_lived_alone_in_ends_where_one_settled() -> None:
    claims = _claims("2019년부터 안양 석수동에서 자취하다가 연초에 경기 광명으로 자리 잡았어요.")
    assert any(matches(c, "lives_in", "석수동", {"valid": date(2019, 1, 1), "ends_when": "광명"}) for c in claims), show(claims)
    assert any(matches(c, "lives_in", "광명", {"valid": date(2026, 1, 1)}) for c in claims), show(claims)


def test_the_home_told_after_the_new_one_ends_at_it() -> None:
    claims = _claims("연초에 구미로 들어왔거든요 원래 2015년 부터 대구 수성동 살았었고")
    assert any(matches(c, "lives_in", "수성동", {"valid": date(2015, 1, 1), "ends_when": "구미"}) for c in claims), show(claims)
    assert any(matches(c, "lives_in", "구미", {"valid": date(2026, 1, 1)}) for c in claims), show(claims)


def test_a_former_home_named_by_its_copula_takes_the_next_sentences_start() -> None:
    claims = _claims("예전 집은 부천 상동이었어요. 2018년부터 살았으니 오래됐죠", ("지난주 토요일에 송도로 이사했어요.",))
    assert any(matches(c, "lives_in", "상동", {"valid": date(2018, 1, 1), "ends_when": "송도"}) for c in claims), show(claims)


def test_a_start_told_after_the_end_goes_before_it() -> None:
    claims = _claims("저 다음 달 말에 회사 그만두는데 실업급여 받을 수 있어요? 2019년부터 다닌 한솔건설이에요")
    jobs = [(c.action, c.object) for c in claims if c.predicate == "works_at"]
    assert jobs == [("assert", "한솔건설"), ("end", "한솔건설")], show(claims)


def test_a_tier_said_in_a_pastime_phrase_stays_the_plans() -> None:
    claims = _claims("전화중국어 주3회 수업 신청했어 어제부터 시작")
    assert any(matches(c, "subscription_plan", "주3회", {}) for c in claims), show(claims)
    assert not any(c.predicate == "hobby" and "주3회" in c.object for c in claims), show(claims)


def test_a_time_word_after_a_kin_word_is_no_name() -> None:
    claims = _claims("우리 언니 이번에 한빛은행 붙었대요")
    assert not any(c.predicate in ("family", "relationship_status") for c in claims), show(claims)


@pytest.mark.parametrize(
    ("text", "predicate", "alias"),
    [
        # someone else's
        ("다음 달 말에 누리물산 나와요. 동생은 2021년부터 다녔는데", "works_at", "누리물산"),
        ("동생이 다온바이오에서 2018년부터 일하다가 다음 달 말에 퇴사한대요", "works_at", "다온바이오"),
        ("언니가 2020년부터 다닌 별솔디자인이에요", "works_at", "별솔디자인"),
        ("남편은 결국 온누리에너지로 정했어요. 9일부터 출근한대요", "works_at", "온누리에너지"),
        ("언니는 지난주에 연남으로 또 옮겼어요.", "lives_in", "연남"),
        ("동생은 어제부터 해열제와 소화제를 먹어요", "takes_medication", "소화제"),
        # a wish, a weighing, a plan
        ("온누리에너지로 정할까 고민이에요. 출근은 다음 달부터래요", "works_at", "온누리에너지"),
        ("언젠가 연남으로 옮기고 싶어요", "lives_in", "연남"),
        ("경기 광명으로 자리 잡고 싶어요", "lives_in", "광명"),
        ("은평 불광동이에요. 다음 달에 들어갈 거예요", "lives_in", "불광동"),
        ("나중에 토끼도 키우고 싶긴 한데 아직은 무리", "has_pet", "토끼"),
        ("헬스장 실버 회원으로 등급을 올릴까 고민 중이에요", "subscription_plan", "실버"),
        # a former job, a negation, no other person's dose before "저는 Y요"
        ("2017년부터 다녔던 청하산업이에요", "works_at", "청하산업"),
        ("해열제와 소화제는 이제 안 먹어요", "takes_medication", "해열제"),
        ("저는 비염약이요.", "takes_medication", "비염약"),
        ("수원 → 광명 가는 버스 타요", "lives_in", "광명"),
    ],
)  # fmt: skip
def test_nothing_of_the_users_own_is_read(text: str, predicate: str, alias: str) -> None:
    claims = _claims(text)
    assert not any(
        c.subject == SELF and c.predicate == predicate and alias in c.object and c.action == "assert"
        and c.modality == "stated"
        for c in claims
    ), show(claims)  # fmt: skip


def test_a_count_is_no_pet_name() -> None:
    claims = _claims("어제 유기묘 하나 데려왔어요.")
    assert not any(c.predicate == "has_pet" and c.object == "하나" for c in claims), show(claims)
