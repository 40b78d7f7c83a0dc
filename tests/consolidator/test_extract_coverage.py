"""Coverage of the extractor on wordings written for this file (not taken from any evaluation set).

Each case names the machinery it exercises: subject detection past adverbials, habitual-frame
hobbies, agent nouns, retroactive homes ("before that", "our previous home", 그 전에는), placeless
moves, benefactive clauses in Korean (처방해 주셔서), Kiwi-lemma hobbies, medication endings,
role and employer frames. A case passes when one claim about the user has the predicate, contains
the expected object (case-folded, whitespace removed, as the timeline scorer compares) and carries
the expected action and dates. Precision cases must yield no such claim.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import norm, run_on

D = date


def _run(text: str, ref: date, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=any("\uac00" <= ch <= "\ud7a3" for ch in text))


def _ok(c: Claim, predicate: str, alias: str, exp: dict[str, Any]) -> bool:
    if c.subject != SELF or c.predicate != predicate:
        return False
    if exp.get("exact") and c.object != alias:
        return False
    if norm(alias) not in norm(c.object) and norm(alias) not in norm(c.text):
        return False
    if c.action != exp.get("action", "assert"):
        return False
    if "valid" in exp and (c.valid_at.date() if c.valid_at else None) != exp["valid"]:
        return False
    if "invalid" in exp and (c.invalid_at.date() if c.invalid_at else None) != exp["invalid"]:
        return False
    if "ends_when" in exp and c.ends_when != exp["ends_when"]:
        return False
    return bool(c.modality == exp.get("modality", "stated"))


JAN = D(2026, 1, 10)
MAR = D(2026, 3, 3)
JUL = D(2026, 7, 14)
SPOKANE = ("We moved to Spokane right after New Year's.",)
CHEONGJU = ("연초에 청주로 이사했어요.",)

# (reference date, text, predicate, object alias, expected fields[, context texts])
CASES: list[tuple[Any, ...]] = [
    # English hobbies: adverbials before the subject, habitual frames, agent nouns
    (JAN, "In my spare time I knit.", "hobby", "knitting", {}),
    (JAN, "I do a lot of sourdough baking.", "hobby", "sourdough baking", {}),
    (JAN, "These days I'm also learning to surf.", "hobby", "surfing", {}),
    (JAN, "These days I'm also into calligraphy.", "hobby", "calligraphy", {}),
    (JAN, "Big fan of trail running, I go every weekend.", "hobby", "trail running", {}),
    (JAN, "When I'm not working I'm usually birdwatching.", "hobby", "birdwatching", {}),
    (JAN, "I'm a keen gardener.", "hobby", "gardening", {}),
    (JAN, "I'm an avid hiker.", "hobby", "hiking", {}),
    (JAN, "I'm a climber, it's my main hobby.", "hobby", "climbing", {}),
    (JAN, "My thing is rock climbing.", "hobby", "rock climbing", {}),
    (JAN, "I've started going to a swing dance class too.", "hobby", "swing dance", {}),
    # English work frames
    (MAR, "For work, I'm with Dunmore Logistics; been there since 2019.", "works_at",
     "Dunmore Logistics", {"valid": D(2019, 1, 1)}),
    (MAR, "I work in accounts at Dunmore Logistics.", "works_at", "Dunmore Logistics", {}),
    (MAR, "I've been with Dunmore for about six years, since 2019.", "works_at", "Dunmore",
     {"valid": D(2019, 1, 1)}),
    (MAR, "I pay the bills as a data engineer at Quillon.", "works_at", "Quillon", {}),
    (MAR, "I'm on the sales team at Quillon.", "works_at", "Quillon", {}),
    (MAR, "Quillon is where I work, as a project coordinator.", "works_at", "Quillon", {}),
    (MAR, "Work is at Quillon, where I'm a project coordinator.", "works_at", "Quillon", {}),
    # English retroactive homes end where the current one starts
    (D(2026, 1, 20), "Before that I was in Tacoma, from 2017.", "lives_in", "Tacoma",
     {"valid": D(2017, 1, 1), "ends_when": "Spokane"}, SPOKANE),
    (D(2026, 1, 20), "Our previous home was in Tacoma, from 2017 onwards.", "lives_in", "Tacoma",
     {"valid": D(2017, 1, 1), "ends_when": "Spokane"}, SPOKANE),
    (D(2026, 1, 20), "Tacoma was our base from 2017 until this move.", "lives_in", "Tacoma",
     {"valid": D(2017, 1, 1), "ends_when": "Spokane"}, SPOKANE),
    (D(2026, 1, 20), "We had a flat in Tacoma from 2017 before coming here.", "lives_in",
     "Tacoma", {"valid": D(2017, 1, 1), "ends_when": "Spokane"}, SPOKANE),
    (D(2026, 1, 20), "We called Tacoma home from 2017 until we moved here.", "lives_in", "Tacoma",
     {"valid": D(2017, 1, 1), "ends_when": "Spokane"}, SPOKANE),
    (D(2026, 1, 20), "We'd been in Tacoma since 2017 before the move to Spokane.", "lives_in",
     "Tacoma", {"valid": D(2017, 1, 1), "ends_when": "Spokane"}),
    (D(2026, 1, 20), "I grew up elsewhere but lived in Tacoma from 2017 till the Spokane move.",
     "lives_in", "Tacoma", {"valid": D(2017, 1, 1), "ends_when": "Spokane"}),
    # English moves that name the place in another sentence
    (JUL, "We moved three days ago! Eugene is home now.", "lives_in", "Eugene",
     {"valid": D(2026, 7, 11)}),
    (JUL, "Finally moved on Saturday. We live in Eugene now.", "lives_in", "Eugene",
     {"valid": D(2026, 7, 11)}),
    (JUL, "Eugene is our new home as of three days ago.", "lives_in", "Eugene",
     {"valid": D(2026, 7, 11)}),
    # English volunteering
    (D(2026, 2, 8), "I've done unpaid shifts as a hospital greeter since 2016.", "volunteers_as",
     "hospital greeter", {"valid": D(2016, 1, 1)}),
    (D(2026, 2, 8), "Outside of work, I've coached a kids' chess club since 2020 for free.",
     "volunteers_as", "chess club", {"valid": D(2020, 1, 1)}),
    # English: more employer, home, pet, volunteering and hobby frames
    (D(2026, 1, 20), "I'd been renting in Tacoma since 2017 before we came to Spokane.",
     "lives_in", "Tacoma", {"valid": D(2017, 1, 1), "ends_when": "Spokane"}),
    (MAR, "I've been at Halcyon for a while, since 2019, as a claims adjuster.", "works_at",
     "Halcyon", {"valid": D(2019, 1, 1)}),
    (MAR, "My company, Halcyon Insurance, hired me in 2019.", "works_at", "Halcyon Insurance",
     {"valid": D(2019, 1, 1)}),
    (MAR, "Halcyon Insurance hired me back in 2019.", "works_at", "Halcyon Insurance",
     {"valid": D(2019, 1, 1)}),
    (MAR, "I clock in at Halcyon Insurance every morning.", "works_at", "Halcyon Insurance", {}),
    (D(2026, 2, 20), "We've had our corgi since 2019, her name's Waffles.", "has_pet", "Waffles",
     {"valid": D(2019, 1, 1)}),
    (D(2026, 2, 20), "Waffles (our corgi) joined us in 2019.", "has_pet", "Waffles",
     {"valid": D(2019, 1, 1)}),
    (D(2026, 2, 8), "I give my time to the hospice as a volunteer companion since 2018.",
     "volunteers_as", "volunteer companion", {"valid": D(2018, 1, 1)}),
    (D(2026, 2, 8), "Since 2018 I've been volunteering on Sundays at the soup kitchen.",
     "volunteers_as", "soup kitchen", {"valid": D(2018, 1, 1)}),
    (JAN, "I play pickleball a few times a week.", "hobby", "pickleball", {}),
    (JAN, "I try to go climbing twice a week.", "hobby", "climbing", {}),
    # English: openers, idioms and answers to the user's own question
    (JAN, "Honestly, baking bread is my favourite pastime.", "hobby", "baking bread", {"exact": True}),
    (JAN, "Most Saturday mornings I go for a long trail run.", "hobby", "trail running", {}),
    (JAN, "I paint miniatures in the evenings, it's very relaxing.", "hobby", "painting", {}),
    (MAR, "My job? Vet tech at PawsFirst Clinic, since 2019.", "works_at", "PawsFirst Clinic",
     {"valid": D(2019, 1, 1)}),
    (MAR, "I'm a vet tech. I work at PawsFirst Clinic.", "job_title", "vet tech", {}),
    (D(2026, 2, 20), "I've been a dog owner since 2018, and Biscuit is a beagle.", "has_pet",
     "Biscuit", {"valid": D(2018, 1, 1)}),
    (D(2026, 8, 10), "I was on sertraline until the 19th of last month.", "takes_medication",
     "sertraline", {"action": "end", "invalid": D(2026, 7, 19)}),
    (D(2026, 8, 10), "The 19th of last month was my last day on naproxen.", "takes_medication",
     "naproxen", {"action": "end", "invalid": D(2026, 7, 19)}),
    # English plan tiers in lower case and as amounts
    (D(2026, 9, 9), "Three days ago I went for the annual pass.", "subscription_plan", "annual",
     {"valid": D(2026, 9, 6)}),
    (D(2026, 2, 10), "I joined a gym today on the off-peak membership.", "subscription_plan",
     "off-peak", {"valid": D(2026, 2, 10)}),
    (D(2026, 4, 8), "Upgraded the meal kit to four meals a week as of Monday of last week.",
     "subscription_plan", "four meals a week", {"valid": D(2026, 3, 30)}),
    # Korean: a lasting state since a year that no rule reads is kept as a dated event
    (D(2026, 2, 8), "2018년부터 무료로 동네 아이들 영어를 가르치고 있어요.", "event", "영어를 가르치",
     {"valid": D(2018, 1, 1)}),
    # Korean plans: passes and sizes are tiers, more verbs of choosing and using a plan
    (D(2026, 2, 10), "오늘 헬스장 회원권 베이직으로 가입했어요.", "subscription_plan", "베이직",
     {"exact": True, "valid": D(2026, 2, 10)}),
    (D(2026, 4, 8), "지난주 월요일부터 주 3회 플랜으로 늘렸어요.", "subscription_plan", "주 3회",
     {"valid": D(2026, 3, 30)}),
    (D(2026, 4, 8), "지난주 월요일부터는 2TB로 쓰고 있어요.", "subscription_plan", "2TB",
     {"valid": D(2026, 3, 30)}),
    (D(2026, 9, 9), "사흘 전에 연간권으로 바꿨어요.", "subscription_plan", "연간권",
     {"valid": D(2026, 9, 6)}),
    (D(2026, 9, 9), "사흘 전에 연간권으로 끊었어요.", "subscription_plan", "연간권",
     {"valid": D(2026, 9, 6)}),
    (D(2026, 9, 9), "3일 전부터 패밀리 요금제로 쓰고 있어.", "subscription_plan", "패밀리",
     {"valid": D(2026, 9, 6)}),
    (D(2026, 2, 10), "넷플릭스는 광고형 요금제 써요.", "subscription_plan", "광고형", {}),
    # Korean medicines that are put in, used or applied, and finished
    (D(2026, 3, 10), "이번 달 4일부터 안약 넣고 있어요.", "takes_medication", "안약",
     {"valid": D(2026, 3, 4)}),
    (D(2026, 3, 10), "어제부터 흡입기 쓰기 시작했어요.", "takes_medication", "흡입기",
     {"valid": D(2026, 3, 9)}),
    (D(2026, 5, 30), "흡입기는 이번 주부터 안 써요.", "takes_medication", "흡입기",
     {"action": "end", "invalid": D(2026, 5, 25)}),
    (D(2026, 5, 30), "이번 주에 소염제 복용 마쳤어요.", "takes_medication", "소염제",
     {"action": "end", "invalid": D(2026, 5, 25)}),
    # Korean hobbies read from Kiwi lemmas, frequency and time nouns outside the object
    (JAN, "시간 날 때마다 수영해요.", "hobby", "수영", {}),
    (D(2026, 8, 19), "최근에 첼로를 배우게 됐어요.", "hobby", "첼로", {}),
    (JAN, "저는 쉬는 날엔 주로 낚시하러 가요.", "hobby", "낚시", {}),
    (D(2026, 8, 19), "최근에 서핑에 입문했어요.", "hobby", "서핑", {}),
    (JAN, "요새 골프에 빠졌어.", "hobby", "골프", {"exact": True}),
    (JAN, "저는 독서가 취미예요.", "hobby", "독서", {}),
    (JAN, "요즘 빠져 있는 건 보드게임이에요.", "hobby", "보드게임", {"exact": True}),
    (JAN, "저는 퇴근하면 보통 러닝을 해요.", "hobby", "러닝", {"exact": True}),
    # Korean medication: a favour done by the doctor, 멈추다, 안 챙겨 먹다
    (D(2026, 3, 10), "의사 선생님이 혈압약을 처방해 주셔서 그저께부터 먹어요.", "takes_medication",
     "혈압약", {"valid": D(2026, 3, 8)}),
    (D(2026, 8, 10), "지난달 19일에 진통제 복용을 멈췄어요.", "takes_medication", "진통제",
     {"action": "end", "invalid": D(2026, 7, 19)}),
    (D(2026, 8, 10), "지난달 19일부터 비타민D 안 챙겨 먹어요.", "takes_medication", "비타민D",
     {"action": "end", "invalid": D(2026, 7, 19)}),
    # Korean side jobs and volunteering
    (D(2026, 6, 15), "2일부터 투잡으로 배달 일 뛰고 있어요.", "side_job", "배달",
     {"valid": D(2026, 6, 2)}),
    (D(2026, 6, 15), "3일부터 사이드잡으로 웹툰 채색 일 하고 있어요.", "side_job", "웹툰 채색",
     {"valid": D(2026, 6, 3)}),
    (D(2026, 2, 8), "2018년부터 동네 도서관 자원봉사자로 활동 중이에요.", "volunteers_as",
     "도서관 자원봉사자", {"valid": D(2018, 1, 1)}),
    (D(2026, 2, 8), "시간 날 때 유기동물 보호소 봉사를 다녀요. 2017년부터요.", "volunteers_as",
     "유기동물 보호소", {"valid": D(2017, 1, 1)}),
    (D(2026, 6, 15), "1일부터 주말마다 웨딩 촬영 보조 알바 해요.", "side_job", "웨딩 촬영 보조",
     {"valid": D(2026, 6, 1)}),
    (D(2026, 6, 15), "1일부터 부업 삼아 스마트스토어 운영하고 있어요.", "side_job", "스마트스토어",
     {"valid": D(2026, 6, 1)}),
    (D(2026, 6, 15), "이번 달 2일부터 저녁에 학원 강사로 투잡 뛰어요.", "side_job", "학원 강사",
     {"valid": D(2026, 6, 2)}),
    # Korean employers named before a date, and 소속
    (D(2026, 5, 20), "한결물산 다음 달 말 퇴사 예정이에요.", "works_at", "한결물산",
     {"action": "end", "invalid": D(2026, 6, 30), "modality": "planned"}),
    (D(2026, 7, 6), "새 직장 누리테크에 1일부터 다니고 있어요.", "works_at", "누리테크",
     {"exact": True, "valid": D(2026, 7, 1)}),
    (D(2026, 7, 6), "이번 달 1일부터는 누리테크 소속이에요.", "works_at", "누리테크",
     {"valid": D(2026, 7, 1)}),
    # Korean homes and moves
    (D(2026, 1, 6), "나 올해부터 광주 살아.", "lives_in", "광주", {"valid": D(2026, 1, 1)}),
    (D(2026, 1, 6), "저희 가족은 연초에 원주로 내려왔어요.", "lives_in", "원주",
     {"valid": D(2026, 1, 1)}),
    (D(2026, 1, 6), "연초에 제주도로 터를 옮겼어요.", "lives_in", "제주도", {"valid": D(2026, 1, 1)}),
    (JUL, "이틀 전에 이사했어요. 이제 마산 주민이에요.", "lives_in", "마산", {"valid": D(2026, 7, 12)}),
    (JUL, "사흘 전에 드디어 이사했어. 지금은 마산 살아.", "lives_in", "마산", {"valid": D(2026, 7, 11)}),
    (D(2026, 1, 20), "그 전에는 2017년부터 순천에 있었어요.", "lives_in", "순천",
     {"valid": D(2017, 1, 1), "ends_when": "청주"}, CHEONGJU),
    (D(2026, 1, 20), "이사 오기 전엔 순천에서 2017년부터 살았어요.", "lives_in", "순천",
     {"valid": D(2017, 1, 1), "ends_when": "청주"}, CHEONGJU),
    (D(2026, 1, 20), "2017년부터 순천에 쭉 살다가 올해 여기로 왔어요.", "lives_in", "순천",
     {"valid": D(2017, 1, 1), "ends_when": "청주"}, CHEONGJU),
    (D(2026, 1, 20), "순천에서 2017년부터 지내다 이쪽으로 왔어요.", "lives_in", "순천",
     {"valid": D(2017, 1, 1), "ends_when": "청주"}, CHEONGJU),
    # Korean work and pets
    (MAR, "2019년부터 한결물산 재직 중입니다.", "works_at", "한결물산", {"valid": D(2019, 1, 1)}),
    (MAR, "한결물산 소속 디자이너예요.", "works_at", "한결물산", {}),
    (D(2026, 2, 20), "우리 코코는 2018년에 데려온 푸들이에요.", "has_pet", "코코",
     {"valid": D(2018, 1, 1)}),
    (D(2026, 2, 20), "2018년부터 고양이를 키우는데 이름은 나비예요.", "has_pet", "나비",
     {"valid": D(2018, 1, 1)}),
]  # fmt: skip


@pytest.mark.parametrize("case", CASES, ids=[c[1][:40] for c in CASES])
def test_paraphrase_is_extracted(case: tuple[Any, ...]) -> None:
    ref, text, predicate, alias, exp = case[:5]
    context = case[5] if len(case) > 5 else ()
    claims = _run(text, ref, context)
    assert any(_ok(c, predicate, alias, exp) for c in claims), [
        (c.subject, c.predicate, c.object, c.action, c.valid_at, c.invalid_at, c.ends_when,
         c.modality) for c in claims
    ]  # fmt: skip


# (reference date, text, predicate that must not be asserted for the user)
NOT_CASES: list[tuple[date, str, str]] = [
    (JAN, "I don't knit these days.", "hobby"),
    (JAN, "If I had more time I'd take up surfing.", "hobby"),
    (JAN, "My brother is really into surfing these days.", "hobby"),
    (JAN, "I'm usually working late on weekdays.", "hobby"),
    (JAN, "요즘 동생이 테니스 배우고 있어요.", "hobby"),
    (JAN, "요즘은 수영 안 해요.", "hobby"),
    (JAN, "Tokyo is home to many startups.", "lives_in"),
    (JAN, "Moth is home! Pixel is sulking but curious.", "lives_in"),  # the new cat arrived
    (JAN, "Mom is home now, she landed an hour ago.", "lives_in"),
    (JAN, "주말에 부산으로 내려왔어요. 바다 보러요.", "lives_in"),
    (JAN, "시간 날 때 유기동물 보호소 봉사를 다녀요.", "works_at"),
    (JAN, "I'm an avid hiker.", "job_title"),
    (D(2026, 2, 8), "친구는 2018년부터 영어를 가르치고 있어요.", "event"),
    (MAR, "My sister's company hired her in 2019.", "works_at"),
    (D(2026, 2, 10), "따릉이 정기권 끊을지 말지 고민이에요.", "subscription_plan"),  # not bought yet
    (D(2026, 4, 8), "I went for the weekend with friends last Monday.", "subscription_plan"),
    (D(2026, 2, 20), "Biscuit is a beagle, I think.", "has_pet"),  # whose dog is not said
    (D(2026, 4, 8), "I moved to the 2-meals plan on Monday of last week.", "lives_in"),
    (JAN, "My brother goes for a long run every morning.", "hobby"),
    (D(2026, 6, 15), "동생이 편의점 알바 해요.", "side_job"),
    (D(2026, 3, 10), "어제 새 볼펜을 쓰기 시작했어요.", "takes_medication"),
]


@pytest.mark.parametrize(
    ("ref", "text", "predicate"), NOT_CASES, ids=[c[1][:40] for c in NOT_CASES]
)
def test_no_claim_for_the_user(ref: date, text: str, predicate: str) -> None:
    claims = _run(text, ref)
    assert not [
        c for c in claims if c.subject == SELF and c.predicate == predicate and c.action == "assert"
    ], claims


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("My sister moved three days ago. I live in Eugene.", "Eugene"),
        ("동생이 사흘 전에 이사했어요. 저는 마산 살아요.", "마산"),
    ],
)
def test_someone_elses_move_does_not_date_the_users_home(text: str, home: str) -> None:
    homes = [c for c in _run(text, JUL) if c.predicate == "lives_in" and c.object == home]
    assert homes and all(c.valid_at is None for c in homes)


def test_a_colleague_quitting_does_not_end_the_users_job() -> None:
    claims = _run("회사 동료가 이번 달에 그만뒀어요.", D(2026, 10, 1))
    assert not [c for c in claims if c.predicate == "works_at"]
