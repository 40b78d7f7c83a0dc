"""Korean wording classes found with the blind Korean battery, each tested with sentences of
its own (invented names, places and companies), and what must stay no fact of the user.

Covered: a former home that ended with a move said in the same sentence ("C에 살다가 ... A로
이사했어요 / 왔어요 / 넘어왔어요"), a former home as "since 살던 C" or as "거기" after a sentence that
named it, the new home as "X 적응 중", "X 주민임", "새 동네예요. X로 왔어요.", a placeless move
followed by "DATE에 X로요."; volunteering named by a relative clause ("점자책 만드는 봉사"), a
genitive ("노인의 집 급식 봉사단"), or more words before 봉사; a pet's name as "이름 X" / "이름은 X"
with no copula, or after a species with 요; hobbies as "X 마니아", "X를 취미로 V", "X 한 지 꽤
됐어요", "X이취미에요", "X 공부도 시작했어요", and answered as "V는 거요"; the employer with
다니잖아 / "X 일은 ORG에서 했어요" / "X(Y)라는 외국계예요"; a medicine added (추가했어요); tiers
written in Hangul (디럭스, 레귤러, 언리미티드).
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
    # a former home closed by the move said after it
    ("2017년부터 김해에서 살다가 올해 초에 진주로 이사했어요.", "lives_in", "진주", {"valid": D(2026, 1, 1)}),
    ("2017년부터 김해에서 살다가 올해 초에 진주로 이사했어요.", "lives_in", "김해",
     {"valid": D(2017, 1, 1), "ends_when": "진주"}),
    ("2020년부터 구미 살았는데 지난달 9일에 칠곡으로 이사했습니다.", "lives_in", "칠곡", {"valid": D(2026, 2, 9)}),
    ("2019년부터 안동에 살다가 연초에 영주로 왔어.", "lives_in", "영주", {"valid": D(2026, 1, 1)}),
    ("2016년부터 상주에서 지내다가 작년에 김천으로 넘어왔어요.", "lives_in", "상주",
     {"valid": D(2016, 1, 1), "ends_when": "김천"}),
    ("원래 2015년부터 통영 살다가 지난달에 거제 왔어요.", "lives_in", "거제", {"valid": D(2026, 2, 1)}),
    # a former home named another way
    ("이번 달 2일에 여수로 옮겼어요. 2018년부터 살던 순천을 떠나니 허전하네요.", "lives_in", "순천",
     {"valid": D(2018, 1, 1)}),
    ("제천 살 때가 그립네요... 2014년부터 거기 있었거든요. 지금은 충주에 살아요.", "lives_in", "제천",
     {"valid": D(2014, 1, 1)}),
    # the new home said another way
    ("요즘 연희동 적응하는 중이에요. 이번 달 2일에 이사했거든요.", "lives_in", "연희동", {"valid": D(2026, 3, 2)}),
    ("나 이제 동탄 주민임. 지난달에 이사 완료.", "lives_in", "동탄", {}),
    ("올해부터 새 동네예요. 경기 광주로 왔어요.", "lives_in", "광주", {"valid": D(2026, 1, 1)}),
    ("저 이사 또 했어요. 10일에 청라로요.", "lives_in", "청라", {"valid": D(2026, 3, 10)}),
    ("2018년부터 목포에서 살았었어요. 근데 이번 달에 광양으로 왔어요.", "lives_in", "광양", {"valid": D(2026, 3, 1)}),
    ("2015년부터 쭉 익산 살다 새해 되자마자 군산 이사함", "lives_in", "익산",
     {"valid": D(2015, 1, 1), "ends_when": "군산"}),
    ("작년에 원주로 왔어요.", "lives_in", "원주", {"valid": D(2025, 1, 1)}),
    ("2013년부터 춘천에 살았고 지난달에 속초로 이사했어요.", "lives_in", "춘천",
     {"valid": D(2013, 1, 1), "ends_when": "속초"}),
    ("2014년부터 평택 거주, 이번 달 오산 이사 완료.", "lives_in", "평택", {"valid": D(2014, 1, 1)}),
    ("이번 달 4일에 오산으로 이사했어요. 평택엔 2014년부터 살았어요.", "lives_in", "평택", {"valid": D(2014, 1, 1)}),
    ("이번 달 9일부로 김포 운정 주민이 됐어요.", "lives_in", "운정", {"valid": D(2026, 3, 9)}),
    ("이번 달 초에 이사했어요! 이제 별내 살아요.", "lives_in", "별내", {"valid": D(2026, 3, 1)}),
    ("5일에 이사했는데, 새 집은 배곧이에요.", "lives_in", "배곧", {"valid": D(2026, 3, 5)}),
    ("지난주에 이사 끝냈어요. 이사 온 동네는 다산이에요.", "lives_in", "다산", {}),
    ("목포에서 2012년부터 살았던 게 엊그제 같아요.", "lives_in", "목포", {"valid": D(2012, 1, 1)}),
    ("2011년부터 포항이 제 집이었어요. 올해 초에 경주로 이사 왔어요.", "lives_in", "포항", {"valid": D(2011, 1, 1)}),
    ("예전엔 여수 살았어요, 2016년부터요.", "lives_in", "여수", {"valid": D(2016, 1, 1)}),
    ("나 이제 다산 주민임 ㅋㅋ 새해 되자마자 이사했어", "lives_in", "다산", {"valid": D(2026, 1, 1)}),
    ("전에 살던 곳은 상계동이었어요. 2013년부터 살았죠.", "lives_in", "상계동", {"valid": D(2013, 1, 1)}),
    # volunteering named by what is done
    ("2019년부터 주말마다 보육원 아이들한테 수학 가르치는 봉사를 해요.", "volunteers_as", "수학",
     {"valid": D(2019, 1, 1)}),
    ("저는 2021년부터 점자책 만드는 봉사를 하고 있어요.", "volunteers_as", "점자책", {"valid": D(2021, 1, 1)}),
    ("복지관 어르신들 말벗 해 드리는 봉사 2017년부터 했어요.", "volunteers_as", "말벗", {"valid": D(2017, 1, 1)}),
    ("저 2023년부터 동네 아이들 농구 가르치는 재능기부 하고 있어요.", "volunteers_as", "농구",
     {"valid": D(2023, 1, 1)}),
    ("노인의 집 급식 봉사단 활동은 2018년부터 하고 있습니다.", "volunteers_as", "노인의 집", {"valid": D(2018, 1, 1)}),
    ("2022년부터 구립 도서관에서 어르신들 스마트폰 사용법 알려 주기 봉사를 해요.", "volunteers_as", "스마트폰",
     {"valid": D(2022, 1, 1)}),
    # pets named with no copula, or after the species with 요
    ("그저께 햄스터 입양함 ㅋㅋ 이름 땅콩이", "has_pet", "땅콩이", {"valid": D(2026, 3, 16)}),
    ("저 2019년부터 거북이 장수 키우고 있어요.", "has_pet", "장수", {"valid": D(2019, 1, 1)}),
    ("지난주 금요일에 금화조 한 마리 들였어요 이름은 보리", "has_pet", "보리", {"valid": D(2026, 3, 13)}),
    ("이틀 전에 새 식구가 생겼어요! 토끼 솜이요.", "has_pet", "솜이", {"valid": D(2026, 3, 16)}),
    ("사흘 전에 우리 가족이 한 마리 늘었어요! 비숑 구름이에요.", "has_pet", "구름", {"valid": D(2026, 3, 15)}),
    ("어제 우리 집에 새 식구 왔어요. 말티즈 달이예요.", "has_pet", "달이", {"valid": D(2026, 3, 17)}),
    # hobbies
    ("클라이밍은 2023년부터 꾸준히 하고 있어요.", "hobby", "클라이밍", {"valid": D(2023, 1, 1)}),
    ("스키는 2020년부터 꾸준히 함", "hobby", "스키", {"valid": D(2020, 1, 1)}),
    ("볼링을 취미로 침", "hobby", "볼링", {}),
    ("저 사실 레고 마니아거든요.", "hobby", "레고", {}),
    ("배드민턴을 취미로 치고 있어요.", "hobby", "배드민턴", {}),
    ("필라테스 한 지는 꽤 됐어요.", "hobby", "필라테스", {}),
    ("저는 등산이취미에요", "hobby", "등산", {}),
    ("올해 들어서 와인 공부도 시작했어요.", "hobby", "와인", {"valid": D(2026, 1, 1)}),
    ("제 취미요? 드론으로 영상 찍는 거요.", "hobby", "드론", {}),
    # employers
    ("나 2022년부터 파랑솔루션 다니잖아", "works_at", "파랑솔루션", {"valid": D(2022, 1, 1)}),
    ("회계 업무는 2020년부터 쭉 한길세무에서 했어요.", "works_at", "한길세무", {"valid": D(2020, 1, 1)}),
    ("영업 일은 2018년부터 다온물산에서 함", "works_at", "다온물산", {"valid": D(2018, 1, 1)}),
    ("어제부터 새 회사 다녀요. 루미엘(Lumiel)이라는 외국계예요.", "works_at", "루미엘", {"valid": D(2026, 3, 17)}),
    ("새 직장은 이번 달 3일부터 다니는 다온로지스예요.", "works_at", "다온로지스", {"valid": D(2026, 3, 3)}),
    # medicines and tiers
    ("이번 달 1일부터 오메가3 먹고 있고, 그저께부터는 유산균도 추가했어요.", "takes_medication", "유산균",
     {"valid": D(2026, 3, 16)}),
    ("지난주 월요일부터 디럭스로 바꿨어요.", "subscription_plan", "디럭스", {"valid": D(2026, 3, 9)}),
    ("사흘 전에 5G 레귤러로 변경했습니다.", "subscription_plan", "레귤러", {"valid": D(2026, 3, 15)}),
]
# fmt: on


@pytest.mark.parametrize("case", CASES, ids=[c[0][:40] for c in CASES])
def test_battery_wording(case: Case) -> None:
    text, predicate, alias, exp = case
    claims = run_on(text, REF, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


def test_home_that_ended_takes_no_date_from_the_move() -> None:
    """ "C에서 N년 살다가 올해 A로 왔어요": C ended with the move to A; the move's date is A's,
    and C's start is unknown (not the day of the move, which would tie it with A)."""
    claims = run_on("광주에서 6년 살다가 올해 여수로 왔어요.", REF, korean=True)
    new = [c for c in claims if c.predicate == "lives_in" and c.object == "여수"]
    old = [c for c in claims if c.predicate == "lives_in" and c.object == "광주"]
    assert new and new[0].valid_at is not None and new[0].valid_at.date() == D(2026, 1, 1), show(
        claims
    )
    assert old and old[0].valid_at is None and old[0].ends_when == "여수", show(claims)
    assert not any(c.predicate == "lives_in" and c.object == "예전" for c in claims)


def test_later_home_takes_no_date_from_the_former_homes_since() -> None:
    """ "C에서 YEAR부터 살다 이번에 A로 옮겼어": YEAR starts C, not A (A is undated)."""
    claims = run_on("수원에서 2015년부터 살다 이번에 오산으로 옮겼어.", REF, korean=True)
    old = [c for c in claims if c.predicate == "lives_in" and c.object == "수원"]
    new = [c for c in claims if c.predicate == "lives_in" and c.object == "오산"]
    assert old and old[0].valid_at is not None and old[0].valid_at.year == 2015, show(claims)
    assert new and new[0].valid_at is None, show(claims)


def test_pastime_takes_its_own_clause_time() -> None:
    """A pastime in a clause with no date is not dated by the job's "since" in the other clause."""
    claims = run_on("저 2021년부터 한결물산 다니고 있고, 주말엔 낚시 다녀요.", REF, korean=True)
    hobby = [c for c in claims if c.predicate == "hobby" and "낚시" in c.object]
    assert hobby and all(c.valid_at is None or c.valid_at.year == 2026 for c in hobby), show(claims)


# fmt: off
NO_FACT: list[tuple[str, str, str]] = [
    ("김해에 살다가 진주로 이사 가고 싶어요.", "lives_in", "진주"),
    ("김해에 살다가 언젠가 진주로 이사할 거예요.", "lives_in", "진주"),
    ("누나는 김해에 살다가 올해 진주로 이사했어요.", "lives_in", "진주"),
    ("김해 살다가 주말에 진주 놀러 왔어요.", "lives_in", "진주"),
    ("요즘 새 팀에 적응하는 중이에요.", "lives_in", "팀"),
    ("진주로 이사 오기 전에 결혼했어요.", "lives_in", "진주"),
    ("언젠가 아이들한테 영어 가르치는 봉사를 해 보고 싶어요.", "volunteers_as", "영어"),
    ("동생이 요즘 노인분들께 도시락 나르는 봉사를 해요.", "volunteers_as", "도시락"),
    ("동생이 축구 마니아예요.", "hobby", "축구"),
    ("강아지 이름 짓는 중이에요.", "has_pet", "짓"),
    ("고양이 정말 키우고 싶어요.", "has_pet", "정말"),
    ("고양이 귀여워요.", "has_pet", "귀여워"),
    ("장바구니에 우유도 추가했어요.", "takes_medication", "우유"),
    ("영어 공부도 시작했어요.", "hobby", "영어"),
    ("봉사 일은 복지관에서 해요.", "works_at", "복지관"),
    ("새 회사는 회식이 잦은 편이에요.", "works_at", "편"),
    ("어제 강릉으로 왔어요.", "lives_in", "강릉"),
    ("작년에 회사가 판교로 왔어요.", "lives_in", "판교"),
    ("2018년부터 목포에서 살았어요. 어제 여수로 왔어요.", "lives_in", "여수"),
    ("아내는 원래 2012년부터 목포에서 살았었어요. 근데 작년에 여수로 왔어요.", "lives_in", "여수"),
    ("부모님은 올해 초에 세종으로 왔어요.", "lives_in", "세종"),
    ("목포에서 살았던 때가 그리워요.", "lives_in", "목포"),
    ("예전엔 혼자 살았어요.", "lives_in", "예전"),
    ("친구가 지난주에 이사했어요. 새 집은 다산이래요.", "lives_in", "다산"),
    ("5일에 이사했는데, 새 집은 넓어요.", "lives_in", "넓"),
    ("동생은 요즘 수영 해요.", "hobby", "수영"),
    ("등산은 아빠가 주로 해요.", "hobby", "등산"),
    ("발표 준비 일은 도서관에서 했어요.", "works_at", "도서관"),
    ("골프는 언젠가 해 보고 싶어요.", "hobby", "골프"),
    ("동생네 가족이 늘었어요. 말티즈 별이예요.", "has_pet", "별"),
]
# fmt: on


@pytest.mark.parametrize("case", NO_FACT, ids=[c[0][:40] for c in NO_FACT])
def test_no_fact_of_the_user(case: tuple[str, str, str]) -> None:
    text, predicate, alias = case
    claims = run_on(text, REF, korean=True)
    assert not user_asserts(claims, predicate, alias), show(claims)
