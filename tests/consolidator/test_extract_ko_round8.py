"""Korean wording classes found with the fourth paraphrase batch (ko-para-14…18), each tested with
other sentences than the batch's, in several speech levels (해요체, 합쇼체, 반말, 음슴체).

Names, places, companies and products are invented. Covered: a topic put as a question and
answered by a fragment ("직장? X.", "A 오기 전요? C요.", "X 아세요? 우리 집 거북이요."), companies
said as fragments, new jobs counted in days (입사 첫 주, 출근 N일 차, X 사람이 됐어요), quits with 관둠
/ 그만둡니다 / 떠납니다 / 작별, homes as "X 생활", 입성, "제 동네였는데", bare "X 이사 완료", a time
said alone after the event, medicines taken with 먹습니다 / 복용하기로 and stopped with 안 챙겨요 /
"다 먹고 더는 안 샀어요", pets arriving ("X가 우리 집 막내로 들어왔어요"), 집사, 우리 가족이에요,
hobbies as a 낙, "X 없으면 못 살아", a venue (탁구장, 클라이밍장), lessons, tiers ending in -형,
N분권, N식, a tier said after 부터 or alone after a sign-up; and what must yield no fact of the user
(reported speech -대요 / -래요 / -다고 하다, 나오다 as appearing on TV, other people's pets and quits,
wishes and questions).
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.extract.gazetteer import is_place_ko
from consolidator.types import SELF
from tests.consolidator.claims import matches, run_on, show

D = date
REF = D(2026, 5, 20)  # a Wednesday
Case = tuple[str, str, str, dict[str, Any]]
EMPLOYER = ("저는 누리테크에 다녀요.",)
HOME = ("저는 천안에 살아요.",)

# fmt: off
HOBBIES: list[Case] = [
    ("요새 뜨개질에 재미 붙였어요.", "hobby", "뜨개질", {}),
    ("요즘 새로 배우는 게 있는데 첼로예요.", "hobby", "첼로", {}),
    ("이번 주에 처음으로 요가 수업 들었어요. 앞으로 꾸준히 하려고요.", "hobby", "요가", {}),
    ("새 취미 생김: 캘리그라피.", "hobby", "캘리그라피", {}),
    ("요즘 베이스 기타 레슨 다닙니다.", "hobby", "기타", {}),
    ("이번 주에 탁구를 처음 배워 봤는데 재밌어서 계속 하려고요.", "hobby", "탁구", {}),
    ("요즘은 수채화도 그려요.", "hobby", "수채화", {}),
    ("요즘은 퇴근하고 복싱장 다녀요.", "hobby", "복싱", {}),
    ("퇴근하면 볼링장 직행이야.", "hobby", "볼링", {}),
    ("주말마다 배드민턴 치러 가는 게 제 소소한 낙이에요.", "hobby", "배드민턴", {}),
    ("저는 수영 없으면 못 살아요.", "hobby", "수영", {}),
    ("나 등산 없이는 못 살아.", "hobby", "등산", {}),
    ("요즘 골프 입문했어요.", "hobby", "골프", {}),
    ("이번 주부터 필라테스 다니는 중이야.", "hobby", "필라테스", {}),
]

PETS: list[Case] = [
    ("2018년에 입양한 고양이 나비가 있어요.", "has_pet", "나비", {"valid": D(2018, 1, 1)}),
    ("초코는 2019년부터 우리 가족이에요. 푸들이에요.", "has_pet", "초코", {}),
    ("반려견 몽이랑 2018년부터 살고 있습니다.", "has_pet", "몽이", {}),
    ("고양이 한 마리 키워요. 이름은 모모, 2020년에 왔어요.", "has_pet", "모모", {}),
    ("저희 집 강아지 콩이, 2015년생이에요.", "has_pet", "콩이", {}),
    ("저는 강아지 집사예요. 이름은 밤이, 2019년에 데려왔어요.", "has_pet", "밤이", {}),
    ("2019년부터 고양이랑 살아요. 이름은 호두.", "has_pet", "호두", {}),
    ("울 집 강아지 쿠키, 2017년부터 키웠어.", "has_pet", "쿠키", {}),
    ("루루 아세요? 우리 집 햄스터요.", "has_pet", "루루", {}),
    ("이틀 전에 새 식구 들였어요! 햄스터 콩떡이.", "has_pet", "콩떡", {"valid": D(2026, 5, 18)}),
    ("뭉치가 저희 집 막내로 들어왔습니다, 나흘 전에요. 비숑입니다.", "has_pet", "뭉치", {"valid": D(2026, 5, 16)}),
    ("사흘 전에 호박이가 왔어! 보호소에서 입양했어.", "has_pet", "호박", {"valid": D(2026, 5, 17)}),
]

PLANS: list[Case] = [
    ("어제 OTT 가입함. 광고형으로 일단.", "subscription_plan", "광고형", {}),
    ("클라우드 200기가 요금제 오늘 신청함.", "subscription_plan", "200기가", {"valid": REF}),
    ("유튜브 프리미엄 어제부터 쓰고 있어요.", "subscription_plan", "프리미엄", {"valid": D(2026, 5, 19)}),
    ("넷플릭스 지난주 월요일부터 프리미엄 씀.", "subscription_plan", "프리미엄", {"valid": D(2026, 5, 11)}),
    ("독서 앱 정기결제 시작했어요. 알뜰형으로 골랐어요.", "subscription_plan", "알뜰형", {}),
    ("웹하드 지난주 월요일부터 고급형입니다.", "subscription_plan", "고급형", {"valid": D(2026, 5, 11)}),
    ("자전거 패스 끊었어. 오늘부터 60분권.", "subscription_plan", "60분권", {"valid": REF}),
    ("샐러드 정기배송 사흘 전에 12식으로 바꿨어요.", "subscription_plan", "12식", {"valid": D(2026, 5, 17)}),
    ("인터넷 새로 달았어요. 속도는 500메가 상품이에요.", "subscription_plan", "500메가", {}),
    ("5일 전부터 패밀리 요금제예요.", "subscription_plan", "패밀리", {"valid": D(2026, 5, 15)}),
]

MEDICINES: list[Case] = [
    ("오늘부터 위장약을 복용하기로 했습니다.", "takes_medication", "위장약", {"valid": REF}),
    ("이번 달 4일부터 매일 아침 비타민C를 한 알씩 먹습니다.", "takes_medication", "비타민C", {"valid": D(2026, 5, 4)}),
    ("두통약은 이번 주부터 안 챙겨요.", "takes_medication", "두통약", {"action": "end", "invalid": D(2026, 5, 18)}),
    ("오메가3는 지난달 9일에 다 먹고 더는 안 샀어.", "takes_medication", "오메가3", {"action": "end", "invalid": D(2026, 4, 9)}),
    ("철분제는 지난달 12일에 마지막 통 먹고 안 샀습니다.", "takes_medication", "철분제", {"action": "end", "invalid": D(2026, 4, 12)}),
]

HOMES: list[Case] = [
    ("대전 오기 전요? 공주요. 2016년부터 거기서 살았어요.", "lives_in", "공주", {"ends_when": "대전"}),
    ("김포 전에? 부천. 2015년부터 거기 있었어.", "lives_in", "부천", {"ends_when": "김포"}),
    ("원주는 2014년부터 제 동네였는데 올해 춘천 오면서 떠났어요.", "lives_in", "원주", {"ends_when": "춘천"}),
    ("파주가 원래 제 본거지였습니다. 2013년부터 거기 살다가 올해 김포로 왔습니다.", "lives_in", "파주", {"ends_when": "김포"}),
    ("평택 생활 시작했어요! 새해 첫 주에 이사 들어왔어요.", "lives_in", "평택", {"valid": D(2026, 1, 1)}),
    ("아산 생활 3주 차예요.", "lives_in", "아산", {}),
    ("세종 입성함, 연초에.", "lives_in", "세종", {}),
    ("수원 이사 완료! 4일 전에.", "lives_in", "수원", {"valid": D(2026, 5, 16)}),
    ("드디어 수원 집으로 옮김, 사흘 전에.", "lives_in", "수원", {"valid": D(2026, 5, 17)}),
    ("3일 전에 새 집 들어왔어요. 수원이에요.", "lives_in", "수원", {"valid": D(2026, 5, 17)}),
    ("이사했어요 사흘 전에. 이번엔 수원.", "lives_in", "수원", {"valid": D(2026, 5, 17)}),
    ("이틀 전 수원 새 아파트 입주했어요.", "lives_in", "수원", {"valid": D(2026, 5, 18)}),
]

ROLES: list[Case] = [
    ("푸드뱅크 배분 봉사는 2019년부터 하고 있어요.", "volunteers_as", "배분 봉사", {"valid": D(2019, 1, 1)}),
    ("교회에서 성가대 지휘자를 하는데, 2018년부터 봉사하고 있습니다.", "volunteers_as", "지휘자", {"valid": D(2018, 1, 1)}),
    ("2017년부터 자율방범대에서 순찰을 돌고 있어요. 봉사예요.", "volunteers_as", "방범대", {"valid": D(2017, 1, 1)}),
    ("이번 달 3일부터 마켓에 비누 만들어서 올리는 중이에요. 부업이에요.", "side_job", "비누", {"valid": D(2026, 5, 3)}),
]
# fmt: on

#: Constructions of the fifth batch (ko-para-19, 20), in other sentences.
BATCH5: list[Case] = [
    ("요즘 스쿼시에 미쳐 살아요.", "hobby", "스쿼시", {}),
    ("퇴근하면 당구장에서 살다시피 해.", "hobby", "당구", {}),
    ("요즘 첼로도 배웁니다.", "hobby", "첼로", {}),
    ("바이올린 배워요.", "hobby", "바이올린", {}),
    ("구미 온 지 이제 열흘 됐어요.", "lives_in", "구미", {}),
    ("김해에서는 2015년부터 살았습니다. 양산으로 오면서 정리했습니다.", "lives_in", "김해", {"ends_when": "양산"}),
    ("과일 정기배송 오늘 신청했어. 일단 M박스로 했어.", "subscription_plan", "M박스", {}),
    ("샐러드 구독 사흘 전에 라지 사이즈로 바꿨어요.", "subscription_plan", "라지", {"valid": D(2026, 5, 17)}),
    ("우리 호야 소개할게요. 2017년부터 키운 고양이인데 겁이 많아요.", "has_pet", "호야", {"valid": D(2017, 1, 1)}),
    ("밀크씨슬은 이번 달 2일부터 먹고 있어요.", "takes_medication", "밀크씨슬", {"valid": D(2026, 5, 2)}),
    ("홍삼은 지난달 20일 이후로 끊었습니다.", "takes_medication", "홍삼", {"action": "end", "invalid": D(2026, 4, 20)}),
    ("2018년부터 연탄 나눔 봉사를 꾸준히 해 왔습니다.", "volunteers_as", "연탄 나눔", {"valid": D(2018, 1, 1)}),
    ("이번 달 9일부터 주말마다 카페 알바 나가.", "side_job", "카페", {"valid": D(2026, 5, 9)}),
    ("한빛제약 품질관리팀 과장입니다.", "works_at", "한빛제약", {}),
]

#: Constructions of the sixth batch (ko-para-21, 22), in other sentences.
BATCH6: list[Case] = [
    ("오늘부터 독서실 다녀요. 끊은 건 한 달 정기권.", "subscription_plan", "정기권", {}),
    ("고른 건 베이직이에요.", "subscription_plan", "베이직", {}),
    ("저는 하늘소프트에서 앱 개발 하는 사람입니다.", "works_at", "하늘소프트", {}),
    ("뽀미라고, 2019년부터 키운 햄스터가 있어요.", "has_pet", "뽀미", {"valid": D(2019, 1, 1)}),
    ("사흘 전부터 보리랑 같이 살아! 보호소에서 데려온 믹스견이야.", "has_pet", "보리", {"valid": D(2026, 5, 17)}),
    ("감기약은 이번 주에 끝!", "takes_medication", "감기약", {"action": "end", "invalid": D(2026, 5, 18)}),
    ("두통 때문에 어제부터 진통제 복용.", "takes_medication", "진통제", {"valid": D(2026, 5, 19)}),
    ("푸드뱅크 배달 봉사, 2018년부터 매주 나가요.", "volunteers_as", "배달 봉사", {"valid": D(2018, 1, 1)}),
    ("이번 달 2일부터 저녁에 수학 튜터 해요. 시급이 괜찮아요.", "side_job", "튜터", {"valid": D(2026, 5, 2)}),
    ("매주 텃밭에서 기른 상추를 시장에 내다 팔아요. 용돈벌이예요.", "side_job", "상추", {}),
    ("광주로 거처를 정한 게 1월 초입니다.", "lives_in", "광주", {"valid": D(2026, 1, 1)}),
    ("목포 집은 2014년부터 살던 곳인데 여수로 오면서 정리했습니다.", "lives_in", "목포", {"ends_when": "여수"}),
    ("어제 잡지 구독 신청함. 종이판만.", "subscription_plan", "종이판", {}),
    ("지난주 월요일부터 신문을 전체판으로 바꿔 받습니다.", "subscription_plan", "전체판", {"valid": D(2026, 5, 11)}),
]

#: Constructions of the seventh batch (ko-para-23, 24), in other sentences.
BATCH7: list[Case] = [
    ("난 등산 없인 한 주도 못 버텨", "hobby", "등산", {}),
    ("과일 정기배송 시작함 이번 주부터 주 2회", "subscription_plan", "주 2회", {}),
    ("춘천 살 때가 좋았지 2016년부터 거기 살았었는데", "lives_in", "춘천", {"valid": D(2016, 1, 1)}),
    ("나 하늘소프트 본사 다녀 2020년부터", "works_at", "하늘소프트", {}),
    ("어제부터 알레르기 스프레이 뿌리는 중", "takes_medication", "스프레이", {"valid": D(2026, 5, 19)}),
    ("이틀 전에 고양이 입양함 ㅋㅋ 까망이라고 지음", "has_pet", "까망", {"valid": D(2026, 5, 18)}),
    ("2019년부터 마라톤 대회 때마다 급수 봉사 뛰어", "volunteers_as", "급수 봉사", {"valid": D(2019, 1, 1)}),
    ("이번 달 3일부터 주말에 웨딩 촬영 출장 다님 부수입 괜찮음", "side_job", "촬영", {"valid": D(2026, 5, 3)}),
    ("하늘소프트 4일 입사 완료", "works_at", "하늘소프트", {"valid": D(2026, 5, 4)}),
    ("사흘 전 원주 입성 ㅋㅋ", "lives_in", "원주", {"valid": D(2026, 5, 17)}),
    ("토요일마다 테니스장에 나가며 땀을 뺍니다.", "hobby", "테니스", {}),
    ("한빛설계사무소에서 감리를 담당하고 있습니다.", "works_at", "한빛설계사무소", {}),
    ("이번 달 4일, 하늘소프트에 정식으로 입사하였습니다.", "works_at", "하늘소프트", {"valid": D(2026, 5, 4)}),
    ("오메가3는 지난달 30일 이후 더는 챙기지 않습니다.", "takes_medication", "오메가3", {"action": "end", "invalid": D(2026, 4, 30)}),
]

#: Constructions of the eighth batch (ko-para-25, 26), in other sentences.
BATCH8: list[Case] = [
    ("앨범 인화 구독 오늘 시작했는데요, 한 달에 20장짜리예요.", "subscription_plan", "20장", {}),
    ("필라테스 끊었어 오늘. 8회짜리로.", "subscription_plan", "8회", {}),
    ("PT 지난주 월요일부터 16회로 재등록했어.", "subscription_plan", "16회", {"valid": D(2026, 5, 11)}),
    ("습진 연고는 이번 주에 그만 발랐어요.", "takes_medication", "연고", {"action": "end", "invalid": D(2026, 5, 18)}),
    ("마그네슘은 지난달 15일까지 먹었어.", "takes_medication", "마그네슘", {"action": "end", "invalid": D(2026, 4, 15)}),
    ("가온출판사 디자이너로 일한 지 5년 차예요.", "works_at", "가온출판사", {}),
    ("회사는 말이야, 블루오션이라는 스타트업이야.", "works_at", "블루오션", {}),
    ("수원은 2015년부터 화성 이사 전까지 살던 동네예요.", "lives_in", "수원", {"ends_when": "화성"}),
    ("저희 강아지 이름이 두리예요. 2017년에 데려왔어요.", "has_pet", "두리", {}),
    ("이틀 전에 구름이가 우리 식구가 됐어요. 고양이예요.", "has_pet", "구름", {"valid": D(2026, 5, 18)}),
    ("제 취미는요, 클라이밍! 일주일에 세 번 가요.", "hobby", "클라이밍", {}),
    ("요즘 하프 마라톤 준비도 시작했어요.", "hobby", "마라톤", {}),
    ("이번 주에 서핑 처음 타 봤는데 완전 빠짐.", "hobby", "서핑", {}),
    ("주말마다 유튜브 편집으로 용돈 벌고 있어요.", "side_job", "유튜브 편집", {}),
]

CASES = [*HOBBIES, *PETS, *PLANS, *MEDICINES, *HOMES, *ROLES, *BATCH5, *BATCH6, *BATCH7, *BATCH8]


@pytest.mark.parametrize("case", CASES, ids=[c[0][:40] for c in CASES])
def test_round8_wording(case: Case) -> None:
    text, predicate, alias, exp = case
    claims = run_on(text, REF, HOME, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


QUITS = [
    "다음 달 말에 누리테크 그만둬요.",
    "누리테크는 다음 달 말까지 다니고 그만둡니다.",
    "누리테크 관둠. 다음 달 말까지만 나감.",
    "다음 달 말을 끝으로 누리테크를 떠납니다.",
    "이직하게 돼서 다음 달 말에 누리테크랑 작별해요.",
    "사직서 냈어. 다음 달 말에 나가.",
    "누리테크는 다음 달 말에 나오기로 했습니다.",
    "누리테크에서의 마지막 날은 다음 달 말일이에요.",
    "다음 달 말부로 누리테크 퇴사합니다.",
    "오늘 퇴사 통보했어요. 다음 달 말이 마지막이에요.",
    "누리테크와는 다음 달 말까지만 함께해요.",
    "누리테크에는 다음 달 말까지만 있을 거예요. 퇴사 의사 전했어요.",
    "누리테크 다음 달 말까지 하고 나와.",
    "사직서 냈습니다. 정리 끝나는 다음 달 말에 나옵니다.",
]


@pytest.mark.parametrize("text", QUITS)
def test_quit_at_the_end_of_next_month(text: str) -> None:
    claims = run_on(text, REF, EMPLOYER, korean=True)
    ends = [c for c in claims if c.predicate == "works_at" and c.action == "end"]
    assert any(c.invalid_at and c.invalid_at.date() == D(2026, 6, 30) for c in ends), show(claims)


STARTS = [
    "1일부터 새 회사 다녀요. 하늘소프트예요.",
    "하늘소프트 입사 1주일 됐어요. 1일에 들어갔거든요.",
    "1일에 하늘소프트 들어갔어요.",
    "하늘소프트 합류한 지 일주일 됐어요. 1일부터였어요.",
    "하늘소프트 입사 첫 주입니다. 1일부터 출근하고 있습니다.",
    "하늘소프트 출근 6일 차야. 1일 입사했어.",
    "이번 달 1일부터 하늘소프트 사람이 됐어요.",
    "직장요? 하늘소프트요. 1일부터 다녀요.",
    "하늘소프트 경비 일을 얻었습니다. 1일부터 나갑니다.",
    "하늘소프트 1일부터 출근! 새 명함 나옴.",
]


@pytest.mark.parametrize("text", STARTS)
def test_new_employer_from_the_first(text: str) -> None:
    claims = run_on(text, D(2026, 7, 6), EMPLOYER, korean=True)
    jobs = [c for c in claims if c.predicate == "works_at" and c.subject == SELF]
    assert any(
        c.action == "assert" and "하늘소프트" in c.object and c.valid_at and c.valid_at.date() == D(2026, 7, 1)
        for c in jobs
    ), show(claims)
    assert not any(c.action == "end" for c in jobs), show(claims)


NOT_THE_USERS = [
    "오늘 TV에 우리 회사 나와요!",
    "내일 뉴스에 우리 회사 나온대요.",
    "옆집에 새 식구가 생겼대요. 강아지래요.",
    "친구네 고양이가 새끼를 낳았대요.",
    "처남이 다음 달에 회사를 그만둔다고 합니다.",
    "동생이 다음 달 말에 퇴사한대요.",
    "요즘 회사 그만두고 싶어요.",
    "언젠가는 회사를 그만둘 수도 있어요.",
    "언니가 수원으로 이사했대요.",
    "친구가 강아지를 입양했다고 하더라고요.",
    "고양이 사료가 왔어요!",
    "택배가 왔어요. 고양이 장난감이에요.",
    "다음 달 말까지 프로젝트 마감이에요.",
    "회사 근처 카페로 옮겼어요.",
    "후배가 하늘소프트 들어갔대요.",
    "수원 이사 업체 추천해 줄래요?",
    "친구가 수원 생활 시작했대요.",
    "회사에서 보안 교육 수업을 들었어요.",
    "친구는 러닝 없으면 못 산대요.",
    "강아지 키우면 좋을까요?",
    "동생이랑 같이 살아요. 강아지도 좋아해요.",
]


@pytest.mark.parametrize("text", NOT_THE_USERS)
def test_no_fact_of_the_user_and_nothing_closed(text: str) -> None:
    claims = run_on(text, REF, (*EMPLOYER, *HOME), korean=True)
    own = [c for c in claims if c.subject == SELF
           and c.predicate not in ("family", "knows", "relationship_status", "event")]  # fmt: skip
    assert own == [], show(own)
    assert [c for c in claims if c.action == "end"] == [], show(claims)


@pytest.mark.parametrize("word", ["친구", "남자친구", "가구", "운동", "요리", "도시", "탁구"])
def test_common_nouns_are_no_places(word: str) -> None:
    """A place suffix (구, 동, 리, 시 ...) on a common noun makes no district: 친구 is a friend."""
    assert not is_place_ko(word)


@pytest.mark.parametrize("word", ["마포구", "중구", "역삼동", "수원시", "양평군", "분당"])
def test_places_with_suffixes(word: str) -> None:
    assert is_place_ko(word)


def test_a_habitual_weekday_dates_nothing() -> None:
    """ "일요일엔 ..." is every Sunday: the role starts at its "since", not on the coming Sunday."""
    claims = run_on("일요일엔 교회에서 유아부 교사를 하는데, 2018년부터 봉사하고 있어요.", REF, korean=True)
    roles = [c for c in claims if c.predicate == "volunteers_as"]
    assert roles and all(c.valid_at and c.valid_at.date() == D(2018, 1, 1) for c in roles), show(claims)


def test_a_lesson_attended_is_no_employer() -> None:
    claims = run_on("요즘 재즈 피아노 레슨 다녀요.", REF, EMPLOYER, korean=True)
    assert not any(c.predicate == "works_at" for c in claims), show(claims)
    assert any(c.predicate == "hobby" for c in claims), show(claims)


def test_a_place_with_a_pass_is_no_employer() -> None:
    for text in ("요즘 헬스장 다녀요.", "오늘부터 스터디카페 다녀요.", "독서실 다녀요."):
        claims = run_on(text, REF, EMPLOYER, korean=True)
        assert not any(c.predicate == "works_at" for c in claims), show(claims)


def test_a_sports_venue_is_no_employer() -> None:
    claims = run_on("이번 주부터 동네 볼링장 다녀요.", REF, EMPLOYER, korean=True)
    assert not any(c.predicate == "works_at" for c in claims), show(claims)
    assert any(c.predicate == "hobby" for c in claims), show(claims)


def test_a_title_with_its_company_leaves_no_open_fact_naming_the_company() -> None:
    """ "한빛제약 품질관리팀 과장입니다": the company is an employer and the title is kept without it,
    so that leaving the company closes every fact that names it."""
    claims = run_on("한빛제약 품질관리팀 과장입니다.", REF, korean=True)
    assert any(c.predicate == "works_at" and c.object == "한빛제약" for c in claims), show(claims)
    titles = [c for c in claims if c.predicate == "job_title"]
    assert titles and all("한빛제약" not in c.text for c in titles), show(claims)


def test_a_sentence_after_a_notice_names_no_company_by_accident() -> None:
    """ "인수인계 끝나는 다음 달 말에 나와요" after a notice ends the company of the notice."""
    claims = run_on("보람정보통신에 사직서 냈어요. 인수인계 끝나는 다음 달 말에 나와요.", REF, korean=True)
    ends = [c for c in claims if c.predicate == "works_at" and c.action == "end"]
    assert [c.object for c in ends] == ["보람정보통신"], show(claims)
    assert ends[0].invalid_at and ends[0].invalid_at.date() == D(2026, 6, 30), show(claims)


@pytest.mark.parametrize(
    ("text", "predicate"),
    [
        ("요즘 배드민턴에 미쳐 살아요.", "lives_in"),
        ("주말엔 볼링장에서 살다시피 합니다.", "lives_in"),
        ("2016년에 데려온 고양이인데 올해 열 살입니다.", "age"),
        ("프로폴리스는 지난달 28일 이후로 끊었어요.", "subscription_plan"),
        ("요즘 바이올린 배워요.", "takes_medication"),
    ],
)
def test_not_misread(text: str, predicate: str) -> None:
    """A pastime one is mad about is no home, a pet's age no age of the user, 프로폴리스 (프로 ...)
    no plan tier, and 바이올린 (ending like 인슐린) no medicine."""
    claims = run_on(text, REF, korean=True)
    assert not any(c.predicate == predicate for c in claims), show(claims)


def test_a_question_that_checks_a_fact_was_heard_states_it() -> None:
    """ "수원으로 이사 온 거 말했나?" asks only whether the listener heard it: the move is stated."""
    claims = run_on("수원으로 이사 온 거 말했나? 사흘 전에 옴", REF, korean=True)
    assert any(matches(c, "lives_in", "수원", {}) for c in claims), show(claims)


def test_a_former_home_in_a_comparison_is_not_restated() -> None:
    """ "새집은 원주 살 때보다 넓어요" compares with the old home and must not reopen it."""
    claims = run_on("지난주 토요일에 마포구로 이사했어요. 새집은 원주 살 때보다 훨씬 넓어요.", REF, korean=True)
    assert not any(c.predicate == "lives_in" and c.object == "원주" for c in claims), show(claims)
