"""Korean wording classes found with the second blind Korean battery, each tested with sentences
of its own (invented names, places and companies), and what must stay no fact of the user.

Covered: hobbies said without 취미로 하다 (a clause of doing as 제 취미 / 낙 / 행복, a pastime as
what a time of leisure is, a bare pastime then "그게 제 힐링이에요", two pastimes in one sentence,
"X에 진심이에요"); a pet's name right after its species before any particle or a verb ("키운 고양이
모카한테", "코리안숏헤어 깜장이 키우잖아요"); the employer before 다녔는데 when the quit follows; a
place of volunteering told as "무료 봉사예요" in the next sentence; a side job named after a bare
부업; box sizes of a subscription (싱글 박스); a switch of plan after a reason said as a wish or as
someone else's words ("싫다고 해서"); and an animal kept once ("어릴 때 키운", "키우던") is no pet now.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from tests.consolidator.claims import matches, run_on, show, user_asserts

D = date
REF = D(2026, 3, 18)  # a Wednesday
Case = tuple[str, str, str, dict[str, Any]]

# fmt: off
CASES: list[Case] = [
    # hobbies without 취미로 하다
    ("뜨개질하는 게 제 소소한 행복이라서요", "hobby", "뜨개질", {}),
    ("강가에서 사진 찍는 게 제 낙이에요", "hobby", "사진", {}),
    ("새벽에 빵 굽는 게 제 취미예요", "hobby", "빵 굽", {}),
    ("일요일 아침엔 늘 배드민턴이에요", "hobby", "배드민턴", {}),
    ("퇴근 후엔 무조건 볼링이지", "hobby", "볼링", {}),
    ("방탈출이요. 주말마다 그게 제 낙이에요", "hobby", "방탈출", {}),
    ("클라이밍은 시간 날 때마다 치고 요즘은 탁구도 배워요", "hobby", "클라이밍", {}),
    ("클라이밍은 시간 날 때마다 치고 요즘은 탁구도 배워요", "hobby", "탁구", {}),
    ("요즘 방탈출에 완전 진심이에요", "hobby", "방탈출", {}),
    # a pet's name after its species
    ("2018년부터 키운 고양이 모카한테 장난감을 사줬어요", "has_pet", "모카", {"valid": D(2018, 1, 1)}),
    ("저 2020년부터 코리안숏헤어 깜장이 키우잖아요", "has_pet", "깜장이", {"valid": D(2020, 1, 1)}),
    ("작년부터 길러 온 햄스터 밤톨이가 벌써 두 살이에요", "has_pet", "밤톨이", {}),
    ("2019년부터 키운 강아지 보리가 요즘 아파요", "has_pet", "보리", {"valid": D(2019, 1, 1)}),
    # work, volunteering, side jobs and plans
    ("2019년부터 누리소프트 다녔는데 이번 달 말에 그만두기로 했어요", "works_at", "누리소프트",
     {"valid": D(2019, 1, 1)}),
    ("2019년부터 누리소프트 다녔는데 이번 달 말에 그만두기로 했어요", "works_at", "누리소프트",
     {"action": "end"}),
    ("2019년부터 주말마다 복지관에서 어르신들 컴퓨터 가르쳐요. 무료 봉사예요", "volunteers_as", "복지관",
     {"valid": D(2019, 1, 1)}),
    ("부업 하나 뛰기 시작함. 지난주부터 웹툰 채색 외주", "side_job", "웹툰 채색", {}),
    ("지난달부터 샐러드 정기배송 싱글 박스 받아요", "subscription_plan", "싱글", {"valid": D(2026, 2, 1)}),
    ("아내가 광고 보기 싫다고 해서 어제부터 스탠다드로 바꿨어요", "subscription_plan", "스탠다드",
     {"valid": D(2026, 3, 17)}),
    ("요가 수업 더 듣고 싶어서 지난주 화요일부터 프리미엄 회원권으로 바꿨어요", "subscription_plan", "프리미엄",
     {"valid": D(2026, 3, 10)}),
]
# fmt: on


@pytest.mark.parametrize("case", CASES, ids=[f"{c[1]}-{c[0][:30]}" for c in CASES])
def test_battery2_wording(case: Case) -> None:
    text, predicate, alias, exp = case
    claims = run_on(text, REF, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


def test_bare_side_job_word_gives_way_to_the_work_named_next() -> None:
    """ "부업 시작함. 어제부터 X 외주": the side job is X, not the bare word 부업."""
    claims = run_on("부업 시작함 ㅎㅎ 어제부터 상세페이지 디자인 외주", REF, korean=True)
    jobs = [c.object for c in claims if c.predicate == "side_job"]
    assert any("상세페이지" in j for j in jobs) and "부업" not in jobs, show(claims)


def test_plan_pass_is_no_hobby() -> None:
    """ "헬스장 베이직 회원권 끊었어요" is a plan, not the hobby "헬스"."""
    claims = run_on("오늘 헬스장 베이직 회원권 끊었어요", REF, korean=True)
    assert not any(c.predicate == "hobby" for c in claims), show(claims)
    assert any(c.predicate == "subscription_plan" and c.object == "베이직" for c in claims), show(claims)


# fmt: off
NO_FACT: list[tuple[str, str, str]] = [
    ("동생은 주말엔 무조건 등산이야", "hobby", "등산"),
    ("다음 주말엔 캠핑이야", "hobby", "캠핑"),
    ("주말엔 출근이야", "hobby", "출근"),
    ("남편은 보드게임에 진심이에요", "hobby", "보드게임"),
    ("일에 진심이에요", "hobby", "일"),
    ("동생이 뜨개질하는 게 제일 좋대요", "hobby", "뜨개"),
    ("언젠가 서핑하는 게 제 꿈이에요", "hobby", "서핑"),
    ("요가요? 그게 제 힐링이에요?", "hobby", "요가"),
    ("회사요. 그게 제 낙이에요", "hobby", "회사"),
    ("스쿼시는 하고 싶은데 시간이 없어요", "hobby", "스쿼시"),
    ("친구는 서핑은 틈만나면 하고 요가도 해요", "hobby", "서핑"),
    ("친구가 키우는 앵무새 초코한테 간식 줬어요", "has_pet", "초코"),
    ("혹시 말티즈 몽이 키우세요?", "has_pet", "몽이"),
    ("동생은 한결물산 다녔는데 지난달에 그만뒀어요", "works_at", "한결물산"),
    ("동생은 요즘 편의점 알바", "side_job", "편의점"),
    ("다음 달부터 카페 알바 할까?", "side_job", "카페"),
    ("강아지 키우고 싶어서 알아보는 중이에요", "has_pet", "강아지"),
    ("어릴 때 키운 강아지 보리가 가끔 생각나요", "has_pet", "보리"),
    ("예전에 키우던 고양이 나비가 작년에 무지개다리를 건넜어요", "has_pet", "나비"),
]
# fmt: on


@pytest.mark.parametrize("case", NO_FACT, ids=[c[0][:40] for c in NO_FACT])
def test_no_fact_of_the_user(case: tuple[str, str, str]) -> None:
    text, predicate, alias = case
    claims = run_on(text, REF, korean=True)
    assert not user_asserts(claims, predicate, alias), show(claims)
