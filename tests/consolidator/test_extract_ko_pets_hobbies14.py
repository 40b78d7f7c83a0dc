"""Korean pets, hobbies, side jobs and volunteer roles in the constructions of battery 3: a pet
named in quotes or glued to 키워요 after its species, a pet taken in and named in the next
sentence or clause, a hobby said with the speaker as a topic after someone else's, in a label
("낙=볼링", "새 취미: 재즈 피아노 (...)"), or as what "이게 제 낙" points back to, a side job
named after a bare 투잡 begun, a side job or volunteer role after a label with a start in
parentheses ("(2021~)"), and a volunteer place with 의 ("사랑의 집")."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF
from tests.consolidator.claims import matches, run_on, show

REF = date(2025, 6, 10)


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "exp"),
    [
        # a pet named in quotes after its species, under a label or with a verb of taking in
        ("반려견: 말티즈 '솜사탕' (2020~)", "has_pet", "솜사탕", {"valid": date(2020, 1, 1)}),
        ("어제 토끼 '마루' 데려왔어요", "has_pet", "마루", {"valid": date(2025, 6, 9)}),
        # a name written together with 키워요
        ("저 2021년부터 강아지 보리키워요.", "has_pet", "보리", {"valid": date(2021, 1, 1)}),
        # an animal that came, counted, then its name in the same sentence
        ("그저께 새끼 고양이 하나 더 왔어요 이름은 모카.", "has_pet", "모카", {"valid": date(2025, 6, 8)}),
        # taken in with no species, named with its species in the next sentence
        ("어제 셋째 입양했어요! 햄스터 감자요", "has_pet", "감자", {"valid": date(2025, 6, 9)}),
        ("그저께 보리 동생 입양! 푸들 호떡이에요", "has_pet", "호떡", {"valid": date(2025, 6, 8)}),
        # kept since a year, in a relative clause before an old-animal word or with 랑요
        ("2018년부터 키운 노묘 까미가 있어요.", "has_pet", "까미", {"valid": date(2018, 1, 1)}),
        ("공원 산책 중~ 2019년부터 키운 비글 초코랑요", "has_pet", "초코", {"valid": date(2019, 1, 1)}),
        # a fear as the reason is no hypothetical of the clause after it
        ("혼자 외로울까봐 어제 고양이 밀키를 데려왔어요", "has_pet", "밀키", {"valid": date(2025, 6, 9)}),
        # hobbies
        ("주말엔 취미로 어반 스케치 해요", "hobby", "어반 스케치", {}),
        ("아빠는 바둑 두시고 저는 프라모델 조립해요", "hobby", "프라모델", {}),
        ("요즘 낙=볼링. 매주 레인 잡아서 침", "hobby", "볼링", {}),
        ("새 취미: 재즈 피아노 (사흘 전 첫 수업)", "hobby", "재즈 피아노", {"valid": date(2025, 6, 7)}),
        ("제가 탁구를 좀 자주 치거든요", "hobby", "탁구", {}),
        ("출근 전에 퍼즐 한 판씩 해요. 이게 제 소소한 낙", "hobby", "퍼즐", {}),
        ("올해 들어서 스페인어 공부도 취미로 시작했어요.", "hobby", "스페인어", {}),
        ("나 롱보드 탐 ㅋㅋ 작년에 배움", "hobby", "롱보드", {}),
        ("퇴근길 러닝 중 ㅎㅎ 취미가 러닝이라", "hobby", "러닝", {}),
        # side jobs and volunteer roles
        ("나 N잡 뛰기 시작함 ㅋㅋ 어제부터 평일 밤에 번역 검수", "side_job", "번역 검수", {"valid": date(2025, 6, 9)}),
        ("부업: 온라인 과외 (5월 1일 시작)", "side_job", "온라인 과외", {"valid": date(2025, 5, 1)}),
        ("봉사활동: 유기견 산책 봉사단 (2021~)", "volunteers_as", "유기견 산책", {"valid": date(2021, 1, 1)}),
        ("2019년부터 사랑의 집에서 배식 봉사 중이에요", "volunteers_as", "사랑의집", {"valid": date(2019, 1, 1)}),
    ],
)  # fmt: skip
def test_the_users_pet_hobby_or_role_is_read(text: str, predicate: str, alias: str, exp: dict[str, Any]) -> None:
    claims = run_on(text, REF, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


@pytest.mark.parametrize(
    ("text", "predicate", "word"),
    [
        # the species is no name when the name is said
        ("어제 토끼 '마루' 데려왔어요", "has_pet", "토끼"),
        ("저 2021년부터 강아지 보리키워요.", "has_pet", "강아지"),
        # someone else's pet, a wished-for one
        ("저는 고양이 키워요. 여동생은 햄스터 도토리 키우고요", "has_pet", "도토리"),
        ("나중에 고양이 '루루' 키우고 싶어요", "has_pet", "루루"),
        # a pastime refused, someone else's, a bare club word, the word 시작
        ("부장님은 등산 가자고 하시는데 저는 등산은 별로고 주말엔 테니스 쳐요", "hobby", "등산"),
        ("주말엔 배드민턴 쳐요. 동호회도 들었어요.", "hobby", "동호회"),
        ("아빠는 바둑 두시고 저는 프라모델 조립해요", "hobby", "바둑"),
        ("올해 들어서 스페인어 공부도 취미로 시작했어요.", "hobby", "시작"),
        ("저는 캘리그라피를 취미로해요.", "hobby", "취미로"),
        # a bare 투잡 gives way to the work named
        ("나 N잡 뛰기 시작함 ㅋㅋ 어제부터 평일 밤에 번역 검수", "side_job", "N잡"),
        # a label with nothing after it
        ("부업: 없음", "side_job", "없음"),
    ],
)  # fmt: skip
def test_no_such_claim_of_the_user(text: str, predicate: str, word: str) -> None:
    claims = run_on(text, REF, korean=True)
    assert not [c for c in claims if c.subject == SELF and c.predicate == predicate and word in c.object], show(claims)
