"""Korean employer and residence wordings found with the third blind battery, each tested with
sentences of its own (invented names, places and companies), and what must stay no fact of the
user.

Covered, employer: a past-tense verb before the quit's date is no company ("질렀다 다음달
말에 관둠"); a sentence that ends in the bare verb noun ("4월 1일부터 해솔에너지 출근"); the job
named after a relative clause of working there ("다니던 X, 다음 달 말에 퇴사"); the company named
with no copula ("회사 이름은 X") or by "이름은 X" after a generic head ("새 로펌"); the next
employer settled ("다음 회사는 X로 정해졌어요") and dated by the next sentence ("1일부터 출근해요");
"X에 출근하고 있어요" with a start; the name said next as "회사는 X이고요" / "새 회사는 X"; a company complained of as one's workplace ("오늘도 야근... X
진짜 일 많아요"); a company whose
name ends in what looks like a role ("출판사" ends in 판사); hearsay read by Kiwi's ᆫ대요.
Residence: the stated background of a question ("연초에 X로 이사했는데, ... 있어요?", "X로 이사
왔거든요, 혹시 ... 아세요?", "X로 이사했어요, ... 돼요?"); leaving one place for another ("C 떠나서
A로 왔어요"); "이번엔 청주 오창이에요" (two words), "여기 X임" or, in the same sentence, "이사 끝냈고 지금은 X이에요"
after a placeless move; becoming one of a place's people ("X 사람 됐어요", not "X 사람이에요"); 새해 as a
part of the year for "X로 왔어요"; "DATE에 X로 왔어요" after a move that named no place; the
retroactive former home written without spaces ("A오기전엔 ... C살았어요").
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF
from tests.consolidator.claims import matches, run_on, show, user_asserts

D = date
REF = D(2026, 3, 18)  # a Wednesday
Case = tuple[str, tuple[str, ...], str, str, dict[str, Any]]

# fmt: off
CASES: list[Case] = [
    # employer
    ("4월 1일부터 바로 해솔에너지 출근", (), "works_at", "해솔에너지",
     {"valid": D(2026, 4, 1), "modality": "planned"}),
    ("2020년부터 다니던 한별미디어, 다음 달 말에 퇴사해요", (), "works_at", "한별미디어",
     {"valid": D(2020, 1, 1)}),
    ("2020년부터 다니던 한별미디어, 다음 달 말에 퇴사해요", (), "works_at", "한별미디어",
     {"action": "end", "invalid": D(2026, 4, 30)}),
    ("4일부로 새 회사 입사함. 회사 이름은 바람모빌리티", (), "works_at", "바람모빌리티", {"valid": D(2026, 3, 4)}),
    ("이번 주부터 새 로펌 다녀요. 이름은 다솜법률사무소", (), "works_at", "다솜법률사무소",
     {"valid": D(2026, 3, 16)}),
    ("새 직장은 한결출판사. 이번 달 2일부터 다니고 있어요.", (), "works_at", "한결출판사",
     {"valid": D(2026, 3, 2)}),
    ("다음 회사는 라온핀테크로 정해졌어요. 다음 달 1일부터 출근해요", (), "works_at", "라온핀테크",
     {"valid": D(2026, 4, 1)}),
    ("이번 달 2일부터 새 직장 출근. 이름은 해밀엔지니어링", (), "works_at", "해밀엔지니어링",
     {"valid": D(2026, 3, 2)}),
    ("이번 달 2일부터 누리랩에 출근하고 있어요", (), "works_at", "누리랩", {"valid": D(2026, 3, 2)}),
    ("오늘도 야근... 다온정밀 진짜 일 많아요", (), "works_at", "다온정밀", {}),
    ("오늘도 야근함. 한솔로지스 요즘 너무 바쁨", (), "works_at", "한솔로지스", {}),
    ("이번 달부터 새 직장 다녀요. 회사는 모아로직이고요", (), "works_at", "모아로직", {"valid": D(2026, 3, 1)}),
    ("이번 달 2일 자로 이직 완료. 새 회사는 바른손테크", (), "works_at", "바른손테크", {"valid": D(2026, 3, 2)}),
    # residence
    ("연초에 세종으로 이사했는데, 근처에 맛집 있어요?", (), "lives_in", "세종", {"valid": D(2026, 1, 1)}),
    ("새해 들어서 전주로 왔는데 아직 길을 잘 몰라요", (), "lives_in", "전주", {"valid": D(2026, 1, 1)}),
    ("또 이사했어요 ㅋㅋ 9일에 상암동으로 왔어요.", (), "lives_in", "상암동", {"valid": D(2026, 3, 9)}),
    ("저 연초에 목포로 이사 왔거든요, 혹시 목포 맛집 아세요?", (), "lives_in", "목포", {"valid": D(2026, 1, 1)}),
    ("이번 달에 여수로 이사했어요, 전입신고는 언제까지 해야 돼요?", (), "lives_in", "여수",
     {"valid": D(2026, 3, 1)}),
    ("지난달 말에 목포 떠나서 광주로 왔어요", (), "lives_in", "광주", {"valid": D(2026, 2, 28)}),
    ("이사 또 했어요. 이번엔 청주 오창이에요.", (), "lives_in", "오창", {}),
    ("연초에 이사 옴. 여기 원주임", (), "lives_in", "원주", {"valid": D(2026, 1, 1)}),
    ("새해부터 광주 사람 됐어요 ㅎㅎ", (), "lives_in", "광주", {"valid": D(2026, 1, 1)}),
    ("지난주 토요일에 이사 끝냈고 지금은 위례예요", (), "lives_in", "위례", {"valid": D(2026, 3, 14)}),
    ("안양오기전엔 2019년부터 수원영통살았어요", (), "lives_in", "영통",
     {"valid": D(2019, 1, 1), "ends_when": "안양"}),
]

#: (text, context, predicate, alias): no claim of the user, of any action, may name the alias.
NO_FACT: list[tuple[str, tuple[str, ...], str, str]] = [
    ("마침내 질렀다 다음달 말에 관둠", ("2021년부터 바다물산 다니고 있어요.",), "works_at", "질렀"),
    ("내일 강남 출근.", (), "works_at", "강남"),
    ("동생이 다니던 한별미디어, 다음 달 말에 그만둔대요", (), "works_at", "한별미디어"),
    ("새 로펌 출근했어요. 이름은 좀 촌스러워요", (), "works_at", "좀"),
    ("이번 주부터 새 로펌 다녀요. 이름은 다솜법률사무소", (), "works_at", "로펌"),
    ("남편은 이번 달 2일부터 누리랩에 출근하고 있어요", (), "works_at", "누리랩"),
    ("이번 달 2일부터 본사에 출근하고 있어요", (), "works_at", "본사"),
    ("이번 달 2일부터 강남에 출근하고 있어요", (), "works_at", "강남"),
    ("다음 회사는 아직 못 정했어요", (), "works_at", "아직"),
    ("남편 회사 다온정밀 진짜 일 많아요. 오늘도 야근이래요", (), "works_at", "다온정밀"),
    ("거래처 다온정밀 진짜 일 많아요 회의만 세 번", (), "works_at", "다온정밀"),
    ("다온정밀 진짜 일 많아요", (), "works_at", "다온정밀"),
    ("다온정밀은 일이 많대요. 오늘도 야근이래요", (), "works_at", "다온정밀"),
    ("2일부터 새 회사 다녀요. 회사는 집에서 멀어요", (), "works_at", "집"),
    ("이직했어요. 새 회사는 분위기가 좋아요", (), "works_at", "분위기"),
    ("어디로 이사했는데 그렇게 멀어요?", (), "lives_in", "어디"),
    ("친구가 세종으로 이사했는데 집들이 선물 뭐가 좋아요?", (), "lives_in", "세종"),
    ("새해 첫 주에 전주로 여행 왔어요", (), "lives_in", "전주"),
    ("친구가 이사했어요. 9일에 상암동으로 왔어요.", (), "lives_in", "상암동"),
    ("친구가 목포로 이사했거든요, 집들이 선물 뭐가 좋을까요?", (), "lives_in", "목포"),
    ("여수로 이사 갈까 고민 중이에요, 어떻게 생각해요?", (), "lives_in", "여수"),
    ("친구가 지난달에 송도 떠나서 마곡으로 왔대요", (), "lives_in", "마곡"),
    ("출장 때문에 부산 떠나서 서울로 왔어요", (), "lives_in", "서울"),
    ("회사가 판교 떠나서 강남으로 왔어요", (), "lives_in", "강남"),
    ("이사 또 했어요. 이번엔 삼겹살 맛집이에요.", (), "lives_in", "삼겹살"),
    ("저 광주 사람이에요", (), "lives_in", "광주"),
    ("이번 달 2일부터 초록물산 사람이 됐어요.", (), "lives_in", "초록물산"),
    ("친구가 이사 끝냈고 지금은 위례예요", (), "lives_in", "위례"),
    ("지난주에 이사 끝냈고 지금은 정리 중이에요", (), "lives_in", "정리"),
    ("동생은 수원영통살아요", (), "lives_in", "영통"),
    ("혼자살았어요", (), "lives_in", "혼자"),
]
# fmt: on


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0][:30]}-{c[4].get('action', 'assert')}" for c in CASES])
def test_battery3_wording(case: Case) -> None:
    text, context, predicate, alias, exp = case
    claims = run_on(text, REF, context, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


@pytest.mark.parametrize("case", NO_FACT, ids=[c[0][:40] for c in NO_FACT])
def test_battery3_no_fact_of_the_user(case: tuple[str, tuple[str, ...], str, str]) -> None:
    text, context, predicate, alias = case
    claims = run_on(text, REF, context, korean=True)
    bad = [c for c in claims if c.subject == SELF and c.predicate == predicate and alias in c.object]
    assert not bad, show(claims)


def test_quit_after_a_past_verb_ends_the_job_said_before() -> None:
    """ "마침내 질렀다 다음달 말에 관둠" after "2021년부터 바다물산 다니고 있어요.": the quit
    ends the job (named here or the current one), not a job called 질렀다."""
    claims = run_on("마침내 질렀다 다음달 말에 관둠", REF, ("2021년부터 바다물산 다니고 있어요.",), korean=True)
    ends = [c for c in claims if c.predicate == "works_at" and c.action == "end"]
    assert ends and all("질렀" not in c.object for c in ends), show(claims)
    assert not user_asserts(claims, "works_at", "질렀"), show(claims)


def test_next_employer_said_before_its_day_is_dated_by_the_next_sentence() -> None:
    """ "다음 회사는 X로 정해졌어요. 다음 달 1일부터 출근해요.": X starts on the 1st; no undated
    claim of X is left, which would start it (and end the current job) today."""
    claims = run_on("다음 회사는 라온핀테크로 정해졌어요. 다음 달 1일부터 출근해요", REF, korean=True)
    named = [c for c in claims if c.predicate == "works_at" and c.object == "라온핀테크"]
    assert named and all(c.valid_at is not None for c in named), show(claims)


def test_daily_hours_date_no_employer() -> None:
    """ "X 다녀요. 매일 9시에 출근해요.": a time of day is no start of the job."""
    claims = run_on("한빛테크 다녀요. 매일 9시에 출근해요.", REF, korean=True)
    named = [c for c in claims if c.predicate == "works_at" and c.object == "한빛테크"]
    assert named and all(c.valid_at is None for c in named), show(claims)


def test_employer_named_after_its_day_leaves_no_undated_copy() -> None:
    """ "2일 자로 이직 완료. 새 회사는 X": X starts on the day said before; the name restated with
    no day of its own adds no undated copy (which would start X, and end the old job, today)."""
    claims = run_on("2일 자로 이직 완료. 새 회사는 바른손테크", REF, korean=True)
    named = [c for c in claims if c.predicate == "works_at" and c.object == "바른손테크"]
    assert named and all(c.valid_at is not None for c in named), show(claims)
