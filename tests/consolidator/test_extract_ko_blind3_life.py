"""Korean wording classes found with the third blind battery (plans, medicines, pets, hobbies,
side jobs, volunteer roles), each tested with other sentences than the battery's, in several
speech levels (해요체, 합쇼체, 반말, 음슴체).

Names, products, tiers and medicines are invented. Covered: a tier word the lexicon does not know,
read from a change ("X로 바꿨어요") only as a revision of a known plan; a tier whose name ends in
로 ("솔로 요금제") or like a medicine ("마린 등급"); a name word before a size ("에코 12GB"); counts
per month (월 5권); and what must yield no plan (another thing changed, someone else's plan, a
plan only thought about).
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import REVISES_PLAN, SELF
from tests.consolidator.claims import matches, run_on, show

D = date
REF = D(2026, 5, 20)  # a Wednesday
Case = tuple[str, str, str, dict[str, Any]]

# fmt: off
PLANS: list[Case] = [
    ("음악 앱 트리오 요금제 쓰고 있어요.", "subscription_plan", "트리오", {}),
    ("캠핑장 멤버십 마린 등급으로 이번 달 2일부터 쓰고 있습니다.", "subscription_plan", "마린", {"valid": D(2026, 5, 2)}),
    ("데이터가 모자라서 에코 12GB로 요금제 올렸어요.", "subscription_plan", "에코 12GB", {}),
    ("오디오북 지난주 월요일부터 월 5권으로 바꿨습니다.", "subscription_plan", "월 5권", {"valid": D(2026, 5, 11)}),
    ("스터디카페 이틀 전에 심야 회원권으로 업그레이드함.", "subscription_plan", "심야", {"valid": D(2026, 5, 18)}),
]
# fmt: on


@pytest.mark.parametrize("case", PLANS, ids=[c[0] for c in PLANS])
def test_plan_wording(case: Case) -> None:
    text, predicate, alias, exp = case
    claims = run_on(text, REF, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


def test_a_size_keeps_no_service_word_before_it() -> None:
    claims = run_on("휴대폰 데이터 12GB로 올렸어요.", REF, korean=True)
    plans = [c.object for c in claims if c.predicate == "subscription_plan"]
    assert plans == ["12GB"], show(claims)


# fmt: off
REVISIONS = [
    ("결국 엑스퍼트로 바꿈 ㅋㅋ 3일 전에.", "엑스퍼트", D(2026, 5, 17)),
    ("클라우드 결국 에이스로 바꿨어요. 나흘 전부터 쓰는 중", "에이스", D(2026, 5, 16)),
    ("요가원 지난주 월요일부터 새벽 수련권으로 변경했습니다", "수련권", D(2026, 5, 11)),
    ("사흘 전에 마스터클래스로 갈아탔어", "마스터클래스", D(2026, 5, 17)),
]
# fmt: on


@pytest.mark.parametrize(("text", "tier", "valid"), REVISIONS, ids=[r[0] for r in REVISIONS])
def test_unknown_tier_changed_to_is_a_revision_of_the_known_plan(text: str, tier: str, valid: date) -> None:
    claims = run_on(text, REF, korean=True)
    got = [c for c in claims if c.predicate == "subscription_plan" and tier in c.object]
    assert got and got[0].subject == SELF, show(claims)
    assert got[0].valid_at is not None and got[0].valid_at.date() == valid, show(claims)
    assert got[0].metadata.get(REVISES_PLAN), show(claims)  # a tier only while a plan is known


NO_PLAN = [
    "노트북을 맥북으로 바꿨어요.",
    "머리를 단발로 바꿨어.",
    "다른 데로 바꿨어요.",
    "헬스장 시간을 저녁으로 바꿨어요.",
    "새 폰으로 바꿈",
    "친구는 골드로 바꿨대요.",
    "통신사 바꿀까 생각 중이에요.",
    "요금제 바꿔볼까 고민 중",
    "보험사는 한빛생명으로 바꿨어요.",
    "은행 앱을 새 걸로 바꿨어요.",
    "정수기 렌탈 업체를 코웨이로 바꿨어요.",
]


@pytest.mark.parametrize("text", NO_PLAN)
def test_no_plan_of_the_user(text: str) -> None:
    claims = run_on(text, REF, korean=True)
    assert not [c for c in claims if c.predicate == "subscription_plan" and c.subject == SELF], show(claims)


def test_a_known_tier_changed_to_needs_no_known_plan() -> None:
    claims = run_on("결국 프리미엄으로 바꿨어요.", REF, korean=True)
    got = [c for c in claims if c.predicate == "subscription_plan"]
    assert got and not got[0].metadata.get(REVISES_PLAN), show(claims)


# --- medicines ------------------------------------------------------------------------------------

# fmt: off
MEDICINES: list[Case] = [
    # a class of medicine, then its brand name: the fact names both
    ("3일 전부터 위장약 가스톤 먹고 있어요.", "takes_medication", "가스톤", {"valid": D(2026, 5, 17)}),
    ("이번 달 4일부터 수면유도제 슬리피나 먹어.", "takes_medication", "수면유도제 슬리피나", {"valid": D(2026, 5, 4)}),
    # what is dosed (복용) is a medicine, whatever its name
    ("도란정 복용 중단했습니다. 이번 주부터요.", "takes_medication", "도란정", {"action": "end"}),
    ("메디큐 복용 끝났어요", "takes_medication", "메디큐", {"action": "end"}),
]
# fmt: on


@pytest.mark.parametrize("case", MEDICINES, ids=[c[0] for c in MEDICINES])
def test_medicine_wording(case: Case) -> None:
    text, predicate, alias, exp = case
    claims = run_on(text, REF, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


NO_MEDICINE = [
    "정기권 끊었어요.",
    "유산균 꾸준히 먹고 있어요.",  # an adverb after the medicine is no brand name
    "필라테스 수업 끝났어요.",
    "팀장님은 혈압약 로자탄 드신대요.",
]


@pytest.mark.parametrize("text", NO_MEDICINE)
def test_no_named_medicine_of_the_user(text: str) -> None:
    claims = run_on(text, REF, korean=True)
    meds = [c for c in claims if c.predicate == "takes_medication" and c.subject == SELF]
    assert all(" " not in c.object and c.object in ("유산균",) for c in meds), show(claims)


# --- pets -----------------------------------------------------------------------------------------

# fmt: off
PETS: list[Case] = [
    ("2020년부터 앵무새 달림이 키워요.", "has_pet", "달림이", {"valid": D(2020, 1, 1)}),
    ("2019년부터 햄스터 느림보 키움", "has_pet", "느림보", {"valid": D(2019, 1, 1)}),
    ("2021년부터 토끼 키움. 이름은 보송이", "has_pet", "보송", {"valid": D(2021, 1, 1)}),
    ("형이 키우는 비글 초롱이 말고, 제 강아지는 2018년부터 키운 단비예요", "has_pet", "단비", {}),
]
# fmt: on


@pytest.mark.parametrize("case", PETS, ids=[c[0] for c in PETS])
def test_pet_wording(case: Case) -> None:
    text, predicate, alias, exp = case
    claims = run_on(text, REF, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


def test_a_siblings_pet_named_first_is_not_the_users() -> None:
    claims = run_on("형이 키우는 비글 초롱이 말고, 제 강아지는 2018년부터 키운 단비예요", REF, korean=True)
    assert not any("초롱" in c.object or "초롱" in c.text for c in claims), show(claims)


def test_someone_elses_animal_visiting_is_no_fact_of_the_user() -> None:
    claims = run_on("어제는 이모네 강아지 뭉치가 놀러 왔어요.", REF, korean=True)
    assert not any("뭉치" in c.object or "뭉치" in c.text for c in claims), show(claims)


# --- hobbies --------------------------------------------------------------------------------------

# fmt: off
HOBBIES: list[Case] = [
    ("원래 취미가 수영이라서 주말마다 가요.", "hobby", "수영", {}),
    ("요즘 취미가 줄넘기라 매일 천 개씩 해.", "hobby", "줄넘기", {}),
    ("취미 - 도자기 / 주 1회 / 동네 공방", "hobby", "도자기", {}),
    ("제 취미는 드론으로 풍경 찍는 거예요.", "hobby", "드론", {}),
    ("주말엔 무조건 볼링!", "hobby", "볼링", {}),
    ("퇴근 후엔 무조건 스쿼시 ㅋㅋ", "hobby", "스쿼시", {}),
    ("난취미로 우쿨렐레해", "hobby", "우쿨렐레", {}),
    ("저 취미로 비트메이킹해요.", "hobby", "비트메이킹", {}),
    ("저 스쿼시해요.", "hobby", "스쿼시", {}),
    ("그래도 요즘 새로 시작한 뜨개질 덕분에 버텨요.", "hobby", "뜨개질", {}),
]
# fmt: on


@pytest.mark.parametrize("case", HOBBIES, ids=[c[0] for c in HOBBIES])
def test_hobby_wording(case: Case) -> None:
    text, predicate, alias, exp = case
    claims = run_on(text, REF, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


NO_HOBBY = [
    "남편 취미는 골프예요.",
    "동생 취미는 십자수라 가끔 같이 가요.",
    "저 일해요.",
    "저 공부해요.",
    "새로 시작한 회사 적응 중이에요.",
    "주말엔 무조건 늦잠!",
    "취미가 뭐라 하기 애매해요.",
]


@pytest.mark.parametrize("text", NO_HOBBY)
def test_no_hobby_of_the_user(text: str) -> None:
    claims = run_on(text, REF, korean=True)
    assert not [c for c in claims if c.predicate == "hobby" and c.subject == SELF], show(claims)


def test_a_distance_run_is_no_gig() -> None:
    claims = run_on("요즘 취미가 러닝이라 매일 아침 7키로씩 뛰어요.", REF, korean=True)
    assert not [c for c in claims if c.predicate == "side_job"], show(claims)
    assert any(c.predicate == "hobby" and c.object == "러닝" for c in claims), show(claims)


# --- side jobs, volunteer roles, a statement before a question ------------------------------------

# fmt: off
SIDE_AND_ROLES: list[Case] = [
    ("동생은 헌혈 봉사 하고 저는 2021년부터 하천 정화 봉사해요", "volunteers_as", "하천 정화", {"valid": D(2021, 1, 1)}),
    ("부업을 시작했어요. 사흘 전부터 주말에 자막 일 받아서 하고 있어요.", "side_job", "자막", {"valid": D(2026, 5, 17)}),
    ("투잡 시작함. 어제부터 교정 일 하고 있음", "side_job", "교정", {"valid": D(2026, 5, 19)}),
    ("그저께부터 저녁에 보드게임 카페 알바 시작했는데, 이것도 4대보험 되나요?", "side_job", "보드게임 카페", {"valid": D(2026, 5, 18)}),
    ("나흘 전부터 비염약 먹는데 술 마셔도 돼요?", "takes_medication", "비염약", {"valid": D(2026, 5, 16)}),
]
# fmt: on


@pytest.mark.parametrize("case", SIDE_AND_ROLES, ids=[c[0] for c in SIDE_AND_ROLES])
def test_side_job_role_and_background_wording(case: Case) -> None:
    text, predicate, alias, exp = case
    claims = run_on(text, REF, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


def test_the_other_persons_clause_before_the_turn_to_the_speaker_is_not_the_users() -> None:
    claims = run_on("동생은 헌혈 봉사 하고 저는 2021년부터 하천 정화 봉사해요", REF, korean=True)
    assert not any(c.subject == SELF and "헌혈" in c.object for c in claims), show(claims)


NOTHING_BEFORE_THE_QUESTION = [
    "고양이 입양하려는데 뭐 준비해야 해요?",
    "요금제 바꿀까 하는데 뭐가 좋아요?",
    "통신사 옮길까 생각 중인데 어디가 싸요?",
    "회사 일 끝나면 알바 구해볼까 싶은데 괜찮을까요?",
]


@pytest.mark.parametrize("text", NOTHING_BEFORE_THE_QUESTION)
def test_a_wish_or_plan_before_a_question_stays_unread(text: str) -> None:
    claims = run_on(text, REF, korean=True)
    own = [c for c in claims if c.subject == SELF and c.predicate != "event"]
    assert own == [], show(own)


def test_no_work_named_after_a_side_job_from_the_day_job() -> None:
    claims = run_on("알바 구했어요. 회사 일 하고 있어서 주말에만 해요.", REF, korean=True)
    assert not any(c.predicate == "side_job" and "회사" in c.object for c in claims), show(claims)


# --- a doing loved; 새해 as the kind of a thing, not a date ----------------------------------------

# fmt: off
LOVED: list[Case] = [
    ("다큐 보는 거 좋아하는데 특히 자연 다큐요.", "hobby", "다큐", {}),
    ("저는 요리하는 걸 정말 좋아해요.", "hobby", "요리", {}),
    ("재즈 듣는 거 좋아함", "hobby", "재즈", {}),
]
# fmt: on


@pytest.mark.parametrize("case", LOVED, ids=[c[0] for c in LOVED])
def test_a_doing_loved_is_a_hobby(case: Case) -> None:
    text, predicate, alias, exp = case
    claims = run_on(text, REF, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


@pytest.mark.parametrize("text", ["엄마는 요리하는 거 좋아하세요.", "동생은 그림 그리는 거 좋아해요.",
                                  "친구 만나는 거 좋아해요.", "맛있는 거 먹는 거 좋아해요."])
def test_no_loved_hobby_of_the_user(text: str) -> None:
    claims = run_on(text, REF, korean=True)
    assert not [c for c in claims if c.predicate == "hobby" and c.subject == SELF], show(claims)


def test_a_new_years_resolution_is_no_date() -> None:
    claims = run_on("새해 다짐으로 수영장 6개월권 끊었어요! 오늘부터 다녀요", D(2026, 1, 12), korean=True)
    plan = [c for c in claims if c.predicate == "subscription_plan"]
    assert plan and plan[0].valid_at is not None and plan[0].valid_at.date() == D(2026, 1, 12), show(claims)
    claims = run_on("새해 들어서 수영 시작했어요.", D(2026, 1, 12), korean=True)
    assert any(c.predicate == "hobby" and c.valid_at and c.valid_at.date() == D(2026, 1, 1) for c in claims), show(claims)


@pytest.mark.parametrize(("text", "obj"), [
    ("민호 님이 같이 하자고 해서 시작한 배드민턴이 이제 제 취미가 됐어요", "배드민턴"),
    ("동생이 같이 배우자고 해서 시작한 볼링이 요즘 제 취미예요", "볼링"),
])  # fmt: skip
def test_a_suggestion_taken_up_is_the_speakers(text: str, obj: str) -> None:
    claims = run_on(text, REF, korean=True)
    assert any(c.predicate == "hobby" and c.subject == SELF and obj in c.object for c in claims), show(claims)


def test_someone_elses_hobby_reported_stays_theirs() -> None:
    claims = run_on("민호 님은 배드민턴이 취미래요.", REF, korean=True)
    assert not [c for c in claims if c.predicate == "hobby" and c.subject == SELF], show(claims)


@pytest.mark.parametrize("text", ["케이스 핑크로 바꿨어요.", "배경화면 강아지로 바꿨어요.", "결국 커튼 베이지로 바꿈 ㅋㅋ"])
def test_two_words_changed_to_are_no_tier_where_no_plan_is_spoken_of(text: str) -> None:
    claims = run_on(text, REF, korean=True)
    assert not [c for c in claims if c.predicate == "subscription_plan"], show(claims)
