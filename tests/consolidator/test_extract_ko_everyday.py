"""Everyday Korean for the timeline story events: many ways to say each one, and what must not count.

Written for this file by the team (names, places, companies and products invented), in 해요체,
합쇼체 and 반말, with particles dropped and fragments: pets kept since a past year or taken in
(키운 지, 같이 사는, 우리 집 막내는 ... 예요), hobbies (요즘 X도 시작했어요, 주말마다 X 해요),
subscriptions of many kinds and tiers (가입했어요, 쓰고 있어요, 요금제 올렸어요, 평일권 끊었어요 as
buying a pass), a job ended or started (다음 달 말에 퇴사 예정이에요, 사직서 냈어요, 첫 출근),
moves (자리 잡았어요, 옮겼어요, 둥지를 틀었어요) and medicines stopped (복용 끝났어요, 중단했어요).
A case passes when a claim about the user has the predicate, contains the expected object (as the
timeline scorer compares: case-folded, whitespace removed) and carries the expected action and dates.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF, UNNAMED_END, Claim
from tests.consolidator.claims import norm, run_on

D = date
# (reference date, text, predicate, object alias ("" for any object), expected fields)
Case = tuple[date, str, str, str, dict[str, Any]]

# --- pet kept since a past year ------------------------------------------------------------------
# fmt: off
PET1: list[Case] = [
    (D(2026, 2, 3), '고양이 한 마리 키운 지 5년 됐어요. 이름은 나비예요.', 'has_pet', '나비', {}),
    (D(2026, 2, 3), '2019년부터 강아지를 키우고 있어요. 이름은 콩이에요.', 'has_pet', '콩이', {'valid': D(2019, 1, 1)}),
    (D(2026, 2, 3), '우리 집 막내는 까미라는 고양이예요. 2020년에 데려왔어요.', 'has_pet', '까미', {}),
    (D(2026, 2, 3), '2021년부터 같이 사는 고양이가 있는데 이름이 나비예요.', 'has_pet', '나비', {'valid': D(2021, 1, 1)}),
    (D(2026, 2, 3), '저희 집에는 2018년에 입양한 푸들 초롱이가 있어요.', 'has_pet', '초롱', {}),
    (D(2026, 2, 3), '2017년부터 토끼 한 마리를 키우고 있는데, 이름은 당근이에요.', 'has_pet', '당근', {'valid': D(2017, 1, 1)}),
    (D(2026, 2, 3), '반려견 해피랑은 2016년부터 함께했어요.', 'has_pet', '해피', {'valid': D(2016, 1, 1)}),
    (D(2026, 2, 3), '집에 2020년부터 함께 지낸 고양이 모모가 있어요.', 'has_pet', '모모', {'valid': D(2020, 1, 1)}),
    (D(2026, 2, 3), '2019년에 보리라는 강아지를 데려왔고 지금까지 잘 키우고 있어요.', 'has_pet', '보리', {'valid': D(2019, 1, 1)}),
    (D(2026, 2, 3), '제 반려묘 루나는 2022년부터 우리 가족이에요.', 'has_pet', '루나', {'valid': D(2022, 1, 1)}),
    (D(2026, 2, 3), '2015년부터 키운 앵무새가 있어요. 이름은 삐삐.', 'has_pet', '삐삐', {'valid': D(2015, 1, 1)}),
    (D(2026, 2, 3), '우리 댕댕이 코코는 2021년에 데려왔어요.', 'has_pet', '코코', {'valid': D(2021, 1, 1)}),
    (D(2026, 2, 3), '저는 2018년부터 고슴도치 가시를 키우고 있습니다.', 'has_pet', '가시', {'valid': D(2018, 1, 1)}),
    (D(2026, 2, 3), '우리 집 강아지 이름은 두부예요. 2020년부터 같이 살고 있어요.', 'has_pet', '두부', {}),
    (D(2026, 2, 3), '2019년부터 키우는 고양이 이름이 호두예요.', 'has_pet', '호두', {'valid': D(2019, 1, 1)}),
    (D(2026, 2, 3), '우리 집 막내는 2020년에 온 말티즈 몽이예요.', 'has_pet', '몽이', {}),
    (D(2026, 2, 3), '2021년부터 햄스터 쿠키를 키워요.', 'has_pet', '쿠키', {'valid': D(2021, 1, 1)}),
    (D(2026, 2, 3), '2016년부터 저랑 같이 산 고양이 나리가 있어요.', 'has_pet', '나리', {'valid': D(2016, 1, 1)}),
    (D(2026, 2, 3), '집에 강아지가 한 마리 있어요. 2020년부터 키웠고 이름은 밤비예요.', 'has_pet', '밤비', {}),
]
# fmt: on

# --- pet taken in during the story ---------------------------------------------------------------
# fmt: off
PET2: list[Case] = [
    (D(2026, 4, 8), '사흘 전에 고양이를 한 마리 더 입양했어요. 이름은 밤이에요.', 'has_pet', '밤이', {'valid': D(2026, 4, 5)}),
    (D(2026, 4, 8), '어제 보호소에서 강아지 한 마리 데려왔어요. 이름은 복실이로 지었어요.', 'has_pet', '복실', {'valid': D(2026, 4, 7)}),
    (D(2026, 4, 8), '이번 달 3일에 햄스터를 새 가족으로 맞았어요. 이름은 쫑이.', 'has_pet', '쫑이', {'valid': D(2026, 4, 3)}),
    (D(2026, 4, 8), '이틀 전에 새 식구 들였어요! 토끼 솜사탕이에요.', 'has_pet', '솜사탕', {'valid': D(2026, 4, 6)}),
    (D(2026, 4, 8), '어제 아기 고양이를 분양받았어요. 이름은 치치라고 붙였어요.', 'has_pet', '치치', {'valid': D(2026, 4, 7)}),
    (D(2026, 4, 8), '이번 달 2일에 강아지 한 마리가 우리 집에 왔어요. 이름은 단추예요.', 'has_pet', '단추', {'valid': D(2026, 4, 2)}),
    (D(2026, 4, 8), '나흘 전에 둘째 고양이 미미를 데려왔어요.', 'has_pet', '미미', {'valid': D(2026, 4, 4)}),
]
# fmt: on

# --- hobbies, ongoing and newly started ----------------------------------------------------------
# fmt: off
HOBBY: list[Case] = [
    (D(2026, 1, 10), '주말마다 풋살 해요.', 'hobby', '풋살', {}),
    (D(2026, 1, 10), '퇴근하고 나면 거의 매일 탁구를 칩니다.', 'hobby', '탁구', {}),
    (D(2026, 1, 10), '저녁엔 주로 요가를 해요.', 'hobby', '요가', {}),
    (D(2026, 1, 10), '요즘 주말마다 볼더링 하러 다녀.', 'hobby', '볼더링', {}),
    (D(2026, 1, 10), '취미는 사진 찍기예요.', 'hobby', '사진', {}),
    (D(2026, 1, 10), '쉬는 날엔 자전거 타러 한강에 나가요.', 'hobby', '자전거', {}),
    (D(2026, 1, 10), '주말엔 보통 등산 가요.', 'hobby', '등산', {}),
    (D(2026, 1, 10), '시간 날 때마다 뜨개질 해요.', 'hobby', '뜨개질', {}),
    (D(2026, 1, 10), '저는 틈틈이 수영 다녀요.', 'hobby', '수영', {}),
    (D(2026, 1, 10), '매주 토요일엔 동호회에서 배드민턴 쳐요.', 'hobby', '배드민턴', {}),
    (D(2026, 8, 26), '요즘은 클라이밍도 배우기 시작했어요.', 'hobby', '클라이밍', {}),
    (D(2026, 8, 26), '요즘은 수채화에도 빠졌습니다.', 'hobby', '수채화', {}),
    (D(2026, 8, 26), '요즘 플라워 레슨도 시작했어요.', 'hobby', '플라워', {}),
    (D(2026, 8, 26), '요즘은 주말에 스쿼시도 쳐요.', 'hobby', '스쿼시', {}),
    (D(2026, 8, 26), '최근에 드럼 학원도 다니기 시작했어요.', 'hobby', '드럼', {}),
    (D(2026, 8, 26), '요즘 재즈 피아노 레슨 받기 시작했어요.', 'hobby', '피아노', {}),
    (D(2026, 8, 26), '요즘 꽃꽂이에 재미 붙였어요.', 'hobby', '꽃꽂이', {}),
    (D(2026, 8, 26), '요즘 새로 시작한 건 테니스예요.', 'hobby', '테니스', {}),
    (D(2026, 8, 26), '요즘엔 러닝크루에도 나가기 시작했어요.', 'hobby', '러닝', {}),
    (D(2026, 8, 26), '요즘 자수도 조금씩 하고 있어요.', 'hobby', '자수', {}),
    (D(2026, 8, 26), '이번 주에 클래식 기타 레슨을 시작했어요.', 'hobby', '기타', {}),
    (D(2026, 8, 26), '이번 주부터 우쿨렐레도 배우기 시작했어.', 'hobby', '우쿨렐레', {}),
    (D(2026, 8, 26), '요즘 테니스도 시작했어요. 이번 주에 첫 레슨 받았어요.', 'hobby', '테니스', {}),
    (D(2026, 8, 26), '요즘은 가죽공예도 해요.', 'hobby', '가죽공예', {}),
    (D(2026, 8, 26), '요즘엔 서예도 배우고 있습니다.', 'hobby', '서예', {}),
    (D(2026, 8, 26), '요즘 들어 요리 클래스도 다니기 시작했어요.', 'hobby', '요리', {}),
    (D(2026, 8, 26), '요즘은 필라테스에도 입문했어요.', 'hobby', '필라테스', {}),
    (D(2026, 8, 26), '요즘 골프도 치기 시작했어요.', 'hobby', '골프', {}),
    (D(2026, 8, 26), '요즘 스페인어도 배우기 시작했어요.', 'hobby', '스페인어', {}),
    (D(2026, 8, 26), '요즘 프리다이빙에 푹 빠졌어요.', 'hobby', '프리다이빙', {}),
    (D(2026, 8, 26), '요즘은 도자기 공방도 다녀요.', 'hobby', '도자기', {}),
    (D(2026, 8, 26), '요즘 새 취미로 천연 염색을 시작했어요.', 'hobby', '염색', {}),
    (D(2026, 8, 26), '요새 드로잉도 시작했거든요.', 'hobby', '드로잉', {}),
    (D(2026, 8, 26), '이번 주부터 복싱장 다니기 시작했어요.', 'hobby', '복싱', {}),
    (D(2026, 8, 26), '요즘은 보드게임 모임에도 나가요.', 'hobby', '보드게임', {}),
    (D(2026, 8, 26), '요즘 탁구도 쳐요.', 'hobby', '탁구', {}),
]
# fmt: on

# --- the first subscription tier -----------------------------------------------------------------
# fmt: off
PLAN1: list[Case] = [
    (D(2026, 1, 20), '이번 달 10일에 헬스장 3개월권 끊었어요.', 'subscription_plan', '3개월권', {'valid': D(2026, 1, 10)}),
    (D(2026, 1, 20), '이번 달 5일부터 클라우드는 100기가 요금제 쓰고 있어요.', 'subscription_plan', '100기가', {'valid': D(2026, 1, 5)}),
    (D(2026, 1, 20), 'OTT는 이번 달 3일부터 베이직 요금제로 구독하고 있어요.', 'subscription_plan', '베이직', {'valid': D(2026, 1, 3)}),
    (D(2026, 1, 20), '이번 달 7일부터 밀키트 정기배송 주 3회 플랜을 시작했어요.', 'subscription_plan', '주 3회', {'valid': D(2026, 1, 7)}),
    (D(2026, 1, 20), '휴대폰은 이번 달 2일부터 10기가 요금제 써요.', 'subscription_plan', '10기가', {'valid': D(2026, 1, 2)}),
    (D(2026, 1, 20), '이번 달 10일에 따릉이 30일권 끊었어요.', 'subscription_plan', '30일권', {'valid': D(2026, 1, 10)}),
    (D(2026, 1, 20), '이번 달 4일에 헬스장 베이직 회원권 등록했어요.', 'subscription_plan', '베이직', {'valid': D(2026, 1, 4)}),
    (D(2026, 1, 20), '음악 앱은 이번 달 2일부터 스탠다드 플랜 이용 중이에요.', 'subscription_plan', '스탠다드', {'valid': D(2026, 1, 2)}),
    (D(2026, 1, 20), '이번 달 5일에 알뜰폰 15기가 요금제로 개통했어요.', 'subscription_plan', '15기가', {'valid': D(2026, 1, 5)}),
    (D(2026, 1, 20), '이번 달 9일에 전자책 구독 라이트 플랜에 가입했어요.', 'subscription_plan', '라이트', {'valid': D(2026, 1, 9)}),
    (D(2026, 1, 20), '이번 달 12일부터 웹하드 500기가 상품을 쓰고 있습니다.', 'subscription_plan', '500기가', {'valid': D(2026, 1, 12)}),
    (D(2026, 1, 20), '이번 달 6일에 요가원 주 2회 회원권을 결제했어요.', 'subscription_plan', '주 2회', {'valid': D(2026, 1, 6)}),
    (D(2026, 1, 20), '이번 달 11일에 공유 킥보드 월간권을 샀어요.', 'subscription_plan', '월간권', {'valid': D(2026, 1, 11)}),
    (D(2026, 1, 20), '이번 달 3일부터 헬스장은 실버 등급으로 다니고 있어요.', 'subscription_plan', '실버', {'valid': D(2026, 1, 3)}),
    (D(2026, 1, 20), '이번 달 2일에 헬스장 회원권을 베이직으로 끊었습니다.', 'subscription_plan', '베이직', {'valid': D(2026, 1, 2)}),
    (D(2026, 1, 20), '이번 달 15일부터 클라우드 백업 기본형 쓰는 중.', 'subscription_plan', '기본형', {'valid': D(2026, 1, 15)}),
]
# fmt: on

# --- a switch of tier ----------------------------------------------------------------------------
# fmt: off
PLAN2: list[Case] = [
    (D(2026, 3, 18), '지난주 월요일부터 스탠다드로 바꿨어요.', 'subscription_plan', '스탠다드', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '지난주 월요일부터 요금제를 30기가로 올렸어요.', 'subscription_plan', '30기가', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '저번 주 월요일에 프리미엄으로 갈아탔어요.', 'subscription_plan', '프리미엄', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '지난주 월요일부터 플러스 플랜 쓰고 있어요.', 'subscription_plan', '플러스', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '지난주 월요일자로 주 5회 플랜으로 변경했어요.', 'subscription_plan', '주 5회', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '지난주 월요일에 요금제를 무제한으로 올렸어요.', 'subscription_plan', '무제한', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '회원권은 지난주 월요일부터 골드로 업그레이드했어요.', 'subscription_plan', '골드', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '지난주 월요일부터는 6개월권을 쓰고 있어요.', 'subscription_plan', '6개월권', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '지난주 월요일부터 1테라 요금제로 올려서 쓰고 있어요.', 'subscription_plan', '1테라', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '저번 주 월요일부터 요금제 프로로 올렸어요.', 'subscription_plan', '프로', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '지난주 월요일부터 요금제 스탠다드로 내렸어요.', 'subscription_plan', '스탠다드', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '지난주 월요일에 정기권을 연간권으로 바꿨어요.', 'subscription_plan', '연간권', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '지난주 월요일부터 밀키트를 주 4회로 늘렸어.', 'subscription_plan', '주 4회', {'valid': D(2026, 3, 9)}),
]
# fmt: on

# --- quitting at the end of next month -----------------------------------------------------------
# fmt: off
EMP_END: list[Case] = [
    (D(2026, 5, 20), '다음 달 말에 퇴사 예정이에요.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '다음 달 말에 한빛물류 퇴사 예정이에요. 어제 팀장님께 말씀드렸어요.', 'works_at', '한빛물류', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '회사는 다음 달 말까지만 다니기로 했어요.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '다음 달 말일자로 퇴사합니다.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '오늘 사직서 냈어요. 다음 달 말까지 근무해요.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '어제 팀장님께 말씀드렸어요. 다음 달 말에 그만둬요.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '다음 달 말에 회사 그만두기로 했어요.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '가람출판은 다음 달 말에 그만두기로 했어요. 어제 팀장님께 말씀드렸어요.', 'works_at', '가람출판', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '오늘 사직서 냈습니다. 세진테크는 다음 달 말까지만 다닙니다.', 'works_at', '세진테크', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '모아디자인 그만두기로 했어. 다음 달 말이 마지막이야.', 'works_at', '모아디자인', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '동해물산은 다음 달 말에 퇴사합니다. 사표는 이미 냈어요.', 'works_at', '동해물산', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '다음 달 말로 퇴사 날짜가 잡혔어요.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '저 다음 달 말에 회사 나와요. 오늘 사직서 냈어요.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '다음 달 말을 마지막으로 지금 회사를 떠나요.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '다음 달 말까지만 출근하고 퇴사할 예정입니다.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '퇴사 예정일은 다음 달 말이에요.', 'works_at', '', {'action': 'end', 'invalid': D(2026, 6, 30)}),
]
# fmt: on

# --- the new employer ----------------------------------------------------------------------------
# fmt: off
EMP_START: list[Case] = [
    (D(2026, 7, 3), '이번 달 1일에 누리소프트로 첫 출근했어요.', 'works_at', '누리소프트', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '1일부터 다온랩스에서 일하고 있습니다.', 'works_at', '다온랩스', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '1일자로 온새미로 입사했어.', 'works_at', '온새미로', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '1일에 바른미디어로 첫 출근했어요.', 'works_at', '바른미디어', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '이번 달 1일부터 새 직장 한결에너지로 출근해요.', 'works_at', '한결에너지', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '이번 달 1일부터 새 회사 다니기 시작했어요. 회사 이름은 푸른솔이에요.', 'works_at', '푸른솔', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '1일에 미래에셋으로 이직했어요.', 'works_at', '미래에셋', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '이번 달 1일부터 새 직장에 나가요. 하늘정보통신이라는 곳이에요.', 'works_at', '하늘정보통신', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '1일부터 그린웨이브에 다니고 있어요.', 'works_at', '그린웨이브', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '이번 달 1일자로 한솔정밀 품질팀에 입사했습니다.', 'works_at', '한솔정밀', {'valid': D(2026, 7, 1)}),
]
# fmt: on

# --- moves ---------------------------------------------------------------------------------------
# fmt: off
RES: list[Case] = [
    (D(2026, 1, 8), '새해 들어서 일산에 자리 잡았어요.', 'lives_in', '일산', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '연초에 수원으로 보금자리를 옮겼습니다.', 'lives_in', '수원', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '새해 들어서 망원동 살기 시작했어.', 'lives_in', '망원', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '새해 들어서 전주에 둥지를 틀었어요.', 'lives_in', '전주', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '연초에 대전으로 옮겨 왔어요.', 'lives_in', '대전', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '새해 들어서 영통에 새로 자리를 잡았어요.', 'lives_in', '영통', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '연초에 세종으로 이사 왔습니다.', 'lives_in', '세종', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '새해 들어서 김해로 집을 옮겼어요.', 'lives_in', '김해', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '연초부터 아산에서 지내고 있어요.', 'lives_in', '아산', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '새해 들어 송파구에 정착했어요.', 'lives_in', '송파', {'valid': D(2026, 1, 1)}),
    (D(2026, 7, 27), '지난주 토요일에 파주로 옮겼어요.', 'lives_in', '파주', {'valid': D(2026, 7, 25)}),
    (D(2026, 8, 5), '지난달 29일에 용인으로 옮겼습니다. 이삿짐 정리가 아직입니다.', 'lives_in', '용인', {'valid': D(2026, 7, 29)}),
    (D(2026, 7, 20), '사흘 전에 합정으로 이사했어.', 'lives_in', '합정', {'valid': D(2026, 7, 17)}),
    (D(2026, 7, 20), '사흘 전에 광명에 자리 잡았어요.', 'lives_in', '광명', {'valid': D(2026, 7, 17)}),
    (D(2026, 7, 20), '이틀 전에 청라로 이사 완료했어요!', 'lives_in', '청라', {'valid': D(2026, 7, 18)}),
    (D(2026, 7, 20), '이틀 전에 새집으로 이사했어요. 이번엔 동탄이에요.', 'lives_in', '동탄', {'valid': D(2026, 7, 18)}),
    (D(2026, 7, 20), '17일에 원주로 거처를 옮겼어요.', 'lives_in', '원주', {'valid': D(2026, 7, 17)}),
    (D(2026, 7, 20), '사흘 전에 구미에 새 둥지를 틀었어요.', 'lives_in', '구미', {'valid': D(2026, 7, 17)}),
]
# fmt: on

# --- the earlier home, said afterwards -----------------------------------------------------------
# fmt: off
RES_C: list[Case] = [
    (D(2026, 2, 17), '일산 오기 전에는 2018년부터 안양에서 살았어요.', 'lives_in', '안양', {'valid': D(2018, 1, 1), 'ends_when': '일산'}),
    (D(2026, 2, 17), '수원 오기 전까지는 2017년부터 청주에서 지냈습니다.', 'lives_in', '청주', {'valid': D(2017, 1, 1), 'ends_when': '수원'}),
    (D(2026, 2, 17), '망원 오기 전엔 2016년부터 인천 살았어.', 'lives_in', '인천', {'valid': D(2016, 1, 1), 'ends_when': '망원'}),
    (D(2026, 2, 17), '전주 이전에는 2019년부터 광주에 살았어요.', 'lives_in', '광주', {'valid': D(2019, 1, 1), 'ends_when': '전주'}),
    (D(2026, 2, 17), '대전으로 오기 전엔 2015년부터 춘천에서 살았어요.', 'lives_in', '춘천', {'valid': D(2015, 1, 1), 'ends_when': '대전'}),
    (D(2026, 2, 17), '그 전에는 2014년부터 목포에 살았어요.', 'lives_in', '목포', {'valid': D(2014, 1, 1)}),
    (D(2026, 2, 17), '2017년부터 진주에서 살다가 김해로 왔어요.', 'lives_in', '진주', {'valid': D(2017, 1, 1), 'ends_when': '김해'}),
]
# fmt: on

# --- medicines started and stopped ---------------------------------------------------------------
# fmt: off
MED: list[Case] = [
    (D(2026, 5, 28), '알레르기약은 이번 주에 복용 끝났어요.', 'takes_medication', '알레르기약', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 5, 20), '비염약은 이번 주에 끊었습니다.', 'takes_medication', '비염약', {'action': 'end', 'invalid': D(2026, 5, 18)}),
    (D(2026, 6, 17), '수면유도제 이번 주부터 안 먹어.', 'takes_medication', '수면유도제', {'action': 'end', 'invalid': D(2026, 6, 15)}),
    (D(2026, 5, 14), '감기약은 이번 주에 그만 먹었어요.', 'takes_medication', '감기약', {'action': 'end', 'invalid': D(2026, 5, 11)}),
    (D(2026, 8, 12), '위장약은 지난달 20일에 중단했어요.', 'takes_medication', '위장약', {'action': 'end', 'invalid': D(2026, 7, 20)}),
    (D(2026, 7, 14), '지난달 25일부로 철분제 복용은 중단했습니다.', 'takes_medication', '철분제', {'action': 'end', 'invalid': D(2026, 6, 25)}),
    (D(2026, 8, 18), '피부약은 지난달 28일에 다 먹고 끝냈어.', 'takes_medication', '피부약', {'action': 'end', 'invalid': D(2026, 7, 28)}),
    (D(2026, 8, 4), '관절약은 지난달 30일부로 중단했어요.', 'takes_medication', '관절약', {'action': 'end', 'invalid': D(2026, 7, 30)}),
    (D(2026, 8, 13), '혈압약은 지난달 31일에 복용 끝났어요.', 'takes_medication', '혈압약', {'action': 'end', 'invalid': D(2026, 7, 31)}),
    (D(2026, 5, 28), '이번 주에 소화제 복용을 마쳤어요.', 'takes_medication', '소화제', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 5, 28), '이번 주부터는 진통제 안 먹어도 돼요.', 'takes_medication', '진통제', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 5, 28), '항생제는 이번 주에 다 먹었어요.', 'takes_medication', '항생제', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 5, 28), '이번 주에 두통약 그만 먹기로 했어요.', 'takes_medication', '두통약', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 8, 12), '지난달 15일에 유산균은 끊었어요.', 'takes_medication', '유산균', {'action': 'end', 'invalid': D(2026, 7, 15)}),
    (D(2026, 8, 12), '지난달 10일부터 비타민D 안 챙겨 먹어요.', 'takes_medication', '비타민', {'action': 'end', 'invalid': D(2026, 7, 10)}),
    (D(2026, 3, 5), '이번 달 2일부터 위장약 먹고 있어요.', 'takes_medication', '위장약', {'valid': D(2026, 3, 2)}),
    (D(2026, 3, 5), '사흘 전부터 비염약을 복용하고 있습니다.', 'takes_medication', '비염약', {'valid': D(2026, 3, 2)}),
    (D(2026, 3, 5), '나흘 전부터 수면유도제 먹기 시작했어.', 'takes_medication', '수면유도제', {'valid': D(2026, 3, 1)}),
    (D(2026, 3, 5), '이번 달 3일부터 관절약을 복용 중이에요.', 'takes_medication', '관절약', {'valid': D(2026, 3, 3)}),
    (D(2026, 3, 5), '이틀 전부터 알레르기약 처방받아서 먹고 있어요.', 'takes_medication', '알레르기약', {'valid': D(2026, 3, 3)}),
]
# fmt: on

# --- volunteering and side jobs ------------------------------------------------------------------
# fmt: off
ROLES: list[Case] = [
    (D(2026, 4, 10), '2024년부터 지역 아동센터에서 학습 멘토로 활동하고 있어요.', 'volunteers_as', '학습 멘토', {'valid': D(2024, 1, 1)}),
    (D(2026, 4, 10), '2022년부터 동네 푸드뱅크에서 배분 봉사 하고 있어.', 'volunteers_as', '푸드뱅크', {'valid': D(2022, 1, 1)}),
    (D(2026, 4, 10), '2021년부터 유기견 보호소에서 주말마다 산책 봉사를 하고 있습니다.', 'volunteers_as', '유기견 보호소', {'valid': D(2021, 1, 1)}),
    (D(2026, 4, 10), '2023년부터 주민센터에서 어르신 스마트폰 교육 봉사를 하고 있어요.', 'volunteers_as', '스마트폰 교육', {'valid': D(2023, 1, 1)}),
    (D(2026, 4, 10), '2020년부터 동네 도서관에서 어린이 책 읽어주기 봉사를 하고 있어요.', 'volunteers_as', '책 읽어주기', {'valid': D(2020, 1, 1)}),
    (D(2026, 4, 10), '2019년부터 환경 단체에서 자원봉사자로 일하고 있어요.', 'volunteers_as', '자원봉사자', {'valid': D(2019, 1, 1)}),
    (D(2026, 5, 1), '이틀 전부터 부업으로 번역 일을 시작했습니다.', 'side_job', '번역', {'valid': D(2026, 4, 29)}),
    (D(2026, 5, 13), '이번 달 11일부터 주말에 카페 알바 시작했어.', 'side_job', '카페 알바', {'valid': D(2026, 5, 11)}),
    (D(2026, 4, 22), '이틀 전부터 부업으로 스마트스토어를 운영하고 있어요.', 'side_job', '스마트스토어', {'valid': D(2026, 4, 20)}),
    (D(2026, 6, 3), '이번 달 1일부터 주말마다 웨딩 촬영 보조 일을 하고 있어요. 용돈벌이로요.', 'side_job', '웨딩 촬영', {'valid': D(2026, 6, 1)}),
    (D(2026, 6, 9), '이번 달 1일부터 주말에 웨딩홀 사진 보조 알바를 뛰고 있어요.', 'side_job', '사진 보조', {'valid': D(2026, 6, 1)}),
    (D(2026, 6, 9), '이번 달 2일부터 퇴근 후에 배달 부업을 하고 있어요.', 'side_job', '배달', {'valid': D(2026, 6, 2)}),
    (D(2026, 6, 9), '사흘 전부터 주말 과외를 하나 맡았어요. 부수입 삼아서요.', 'side_job', '과외', {'valid': D(2026, 6, 6)}),
]
# fmt: on

# --- more of each: pets, side jobs, hobbies, outside roles, plans --------------------------------

# fmt: off
MIXED: list[Case] = [
    (D(2026, 4, 8), '저는 고양이 집사예요. 2019년부터 키운 코숏 나비가 있어요.', 'has_pet', '나비', {}),
    (D(2026, 4, 8), '2018년부터 반려견 두리와 함께 살고 있어요.', 'has_pet', '두리', {}),
    (D(2026, 4, 8), '우리 집 강아지는 보리예요. 2020년에 입양했어요.', 'has_pet', '보리', {}),
    (D(2026, 4, 8), '키우는 고양이 이름은 호두예요. 2021년부터 같이 살았어요.', 'has_pet', '호두', {}),
    (D(2026, 4, 8), '햄스터 한 마리 입양했어요, 이름은 뭉치!', 'has_pet', '뭉치', {}),
    (D(2026, 4, 8), '2017년부터 금붕어를 기르고 있어요.', 'has_pet', '금붕어', {}),
    (D(2026, 4, 8), '저희 집엔 2016년부터 같이 산 강아지 초코가 있어요.', 'has_pet', '초코', {}),
    (D(2026, 4, 8), '2019년부터 고양이 두 마리를 키우는데 첫째 이름은 라떼예요.', 'has_pet', '라떼', {}),
    (D(2026, 4, 8), '어제 길에서 아기 고양이를 구조해서 키우기로 했어요. 이름은 별이로 지었어요.', 'has_pet', '별이', {}),
    (D(2026, 4, 8), '요즘 주말에 과외 알바 해요.', 'side_job', '과외', {}),
    (D(2026, 4, 8), '이번 달 1일부터 부업으로 유튜브 채널을 운영해요.', 'side_job', '유튜브', {}),
    (D(2026, 4, 8), '퇴근 후엔 배달 라이더로 뛰어요.', 'side_job', '배달', {}),
    (D(2026, 4, 8), '부업으로 블로그 체험단을 시작했어요.', 'side_job', '블로그', {}),
    (D(2026, 4, 8), '투잡으로 요가 강사를 하고 있어요.', 'side_job', '요가 강사', {}),
    (D(2026, 4, 8), '이번 달 2일부터 주말에 편의점 야간 알바를 하고 있어요.', 'side_job', '편의점', {}),
    (D(2026, 4, 8), '부업 삼아 이번 달 1일부터 사진 보정 외주를 받고 있어요.', 'side_job', '사진 보정', {}),
    (D(2026, 4, 8), '요즘 제 낙은 캠핑이에요.', 'hobby', '캠핑', {}),
    (D(2026, 4, 8), '퇴근 후에는 늘 러닝을 해요.', 'hobby', '러닝', {}),
    (D(2026, 4, 8), '주말이면 꼭 등산을 갑니다.', 'hobby', '등산', {}),
    (D(2026, 4, 8), '저는 뜨개질이 취미예요.', 'hobby', '뜨개질', {}),
    (D(2026, 4, 8), '틈날 때마다 피아노를 쳐요.', 'hobby', '피아노', {}),
    (D(2026, 4, 8), '주말엔 친구들이랑 농구를 해요.', 'hobby', '농구', {}),
    (D(2026, 4, 8), '요즘 빠진 건 보드게임이에요.', 'hobby', '보드게임', {}),
    (D(2026, 4, 8), '취미로 베이킹 하고 있어요.', 'hobby', '베이킹', {}),
    (D(2026, 4, 8), '저녁마다 동네 한 바퀴 조깅해요.', 'hobby', '조깅', {}),
    (D(2026, 4, 8), '요즘은 틈틈이 우쿨렐레를 연습해요.', 'hobby', '우쿨렐레', {}),
    (D(2026, 4, 8), '주말에는 보통 자전거를 타요.', 'hobby', '자전거', {}),
    (D(2026, 4, 8), '최근에 탁구 동호회에 가입했어요.', 'hobby', '탁구', {}),
    (D(2026, 4, 8), '요즘 꽂힌 게 있는데 바로 서핑이에요.', 'hobby', '서핑', {}),
    (D(2026, 4, 8), '2020년부터 유기동물 보호소에서 봉사하고 있어요.', 'volunteers_as', '보호소', {}),
    (D(2026, 4, 8), '2021년부터 지역 도서관 자원봉사를 하고 있어요.', 'volunteers_as', '도서관', {}),
    (D(2026, 4, 8), '2019년부터 주말마다 무료 급식소에서 배식 봉사를 해요.', 'volunteers_as', '급식소', {}),
    (D(2026, 4, 8), '2022년부터 청소년 센터에서 멘토링 봉사를 하고 있습니다.', 'volunteers_as', '멘토링', {}),
    (D(2026, 4, 8), '2018년부터 동네 합창단 총무를 맡고 있어요.', 'volunteers_as', '총무', {}),
    (D(2026, 4, 8), '이번 달 1일부터 헬스장 회원권 6개월권 쓰고 있어요.', 'subscription_plan', '6개월권', {}),
    (D(2026, 4, 8), '이번 달 3일부터 구독 중인 OTT는 스탠다드 요금제예요.', 'subscription_plan', '스탠다드', {}),
    (D(2026, 4, 8), '이번 달 2일에 휴대폰을 데이터 무제한 요금제로 개통했어요.', 'subscription_plan', '무제한', {}),
    (D(2026, 4, 8), '요금제는 이번 달 5일부터 라이트 쓰고 있어요.', 'subscription_plan', '라이트', {}),
    (D(2026, 4, 8), '이번 달 4일부터 밀키트 2인 세트 주 3회 받아보고 있어요.', 'subscription_plan', '주 3회', {}),
    (D(2026, 4, 8), '이번 달 6일에 클라우드 50기가 플랜 결제했어요.', 'subscription_plan', '50기가', {}),
    (D(2026, 4, 8), '지난주 월요일부터 요금제 바꿔서 이제 프리미엄 써요.', 'subscription_plan', '프리미엄', {}),
    (D(2026, 4, 8), '지난주 월요일부터 헬스장 회원권 등급이 골드로 올라갔어요.', 'subscription_plan', '골드', {}),
    (D(2026, 4, 8), '지난주 월요일부터는 주 5회로 받고 있어요.', 'subscription_plan', '주 5회', {}),
    (D(2026, 4, 8), '사흘 전에 요금제를 한 단계 올려서 울트라로 바꿨어요.', 'subscription_plan', '울트라', {}),
]
# fmt: on

# --- a new hobby, said in more ways ------------------------------------------------------------

# fmt: off
NEW_HOBBY: list[Case] = [
    (D(2026, 8, 26), '요즘 도자기 수업도 듣기 시작했어요.', 'hobby', '도자기', {}),
    (D(2026, 8, 26), '요즘은 마크라메까지 하게 됐어요.', 'hobby', '마크라메', {}),
    (D(2026, 8, 26), '요즘 가야금을 새로 배우고 있어요.', 'hobby', '가야금', {}),
    (D(2026, 8, 26), '이번 주부터 재즈댄스 레슨을 받기 시작했어요.', 'hobby', '재즈댄스', {}),
    (D(2026, 8, 26), '요즘은 독서 모임에도 들어갔어요.', 'hobby', '독서', {}),
    (D(2026, 8, 26), '요즘 들어 캘리그래피에 입문했어요.', 'hobby', '캘리그래피', {}),
    (D(2026, 8, 26), '요새 주말마다 플로깅도 하고 있어요.', 'hobby', '플로깅', {}),
    (D(2026, 8, 26), '요즘엔 테니스 말고 스쿼시도 시작했어요.', 'hobby', '스쿼시', {}),
    (D(2026, 8, 26), '요즘 새로 생긴 취미가 있는데요, 바로 목공이에요.', 'hobby', '목공', {}),
    (D(2026, 8, 26), '요즘은 수영 말고도 아쿠아로빅을 시작했어요.', 'hobby', '아쿠아로빅', {}),
    (D(2026, 8, 26), '요즘 또 시작한 게 있어요. 바로 펜싱!', 'hobby', '펜싱', {}),
    (D(2026, 8, 26), '요즘 하나 더 시작했어요, 클라이밍이요.', 'hobby', '클라이밍', {}),
    (D(2026, 8, 26), '요즘 주말엔 플라잉요가도 다녀요.', 'hobby', '플라잉요가', {}),
    (D(2026, 8, 26), '요즘은 러닝 말고 자전거도 타기 시작했어.', 'hobby', '자전거', {}),
    (D(2026, 8, 26), '새 취미 생겼어! 크로키 배우는 중.', 'hobby', '크로키', {}),
    (D(2026, 8, 26), '요즘 뜨개질도 시작했어요. 이번 주에 목도리 하나 떴어요.', 'hobby', '뜨개질', {}),
    (D(2026, 8, 26), '요즘 보컬 레슨도 받아요.', 'hobby', '보컬', {}),
]
# fmt: on

# --- medicines and moves, said in more ways --------------------------------------------------------

# fmt: off
MED_AND_MOVES: list[Case] = [
    (D(2026, 5, 28), '이번 주부터 비타민은 안 챙겨 먹어요.', 'takes_medication', '비타민', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 5, 28), '이번 주에 항히스타민제 끊었어요.', 'takes_medication', '항히스타민제', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 5, 28), '이번 주로 수면제는 끝이에요.', 'takes_medication', '수면제', {'action': 'end'}),
    (D(2026, 5, 28), '이번 주에 의사 선생님이 혈압약 이제 그만 먹어도 된다고 하셔서 끊었어요.', 'takes_medication', '혈압약', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 5, 28), '철분제는 이번 주에 다 먹어서 더는 안 먹어요.', 'takes_medication', '철분제', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 5, 28), '이번 주부터 진통제 복용 중단했습니다.', 'takes_medication', '진통제', {'action': 'end', 'invalid': D(2026, 5, 25)}),
    (D(2026, 8, 12), '지난달 18일에 마지막으로 위장약 먹었어요.', 'takes_medication', '위장약', {'action': 'end', 'invalid': D(2026, 7, 18)}),
    (D(2026, 8, 12), '지난달 9일부로 알레르기약 복용을 마쳤어요.', 'takes_medication', '알레르기약', {'action': 'end', 'invalid': D(2026, 7, 9)}),
    (D(2026, 8, 12), '유산균은 지난달 22일에 그만 먹었어.', 'takes_medication', '유산균', {'action': 'end', 'invalid': D(2026, 7, 22)}),
    (D(2026, 3, 5), '이틀 전부터 비염 때문에 코 스프레이 쓰고 있어요.', 'takes_medication', '스프레이', {'valid': D(2026, 3, 3)}),
    (D(2026, 3, 5), '이번 달 2일부터 혈압약 처방받아서 먹어요.', 'takes_medication', '혈압약', {'valid': D(2026, 3, 2)}),
    (D(2026, 3, 5), '사흘 전부터 두통약 챙겨 먹는 중이에요.', 'takes_medication', '두통약', {'valid': D(2026, 3, 2)}),
    (D(2026, 3, 5), '어제부터 항생제 먹기 시작했어요.', 'takes_medication', '항생제', {'valid': D(2026, 3, 4)}),
    (D(2026, 7, 20), '사흘 전에 분당 쪽으로 집 옮겼어요.', 'lives_in', '분당', {'valid': D(2026, 7, 17)}),
    (D(2026, 7, 20), '이틀 전에 인천으로 이사 완료!', 'lives_in', '인천', {'valid': D(2026, 7, 18)}),
    (D(2026, 7, 20), '사흘 전부터 춘천에서 새로 살게 됐어요.', 'lives_in', '춘천', {'valid': D(2026, 7, 17)}),
    (D(2026, 7, 20), '17일에 드디어 평택 새 아파트에 입주했어요.', 'lives_in', '평택', {'valid': D(2026, 7, 17)}),
    (D(2026, 7, 20), '이틀 전에 목동으로 이사 갔어요.', 'lives_in', '목동', {'valid': D(2026, 7, 18)}),
    (D(2026, 7, 20), '지난주 토요일에 이삿짐 싸서 제천으로 내려왔어요.', 'lives_in', '제천', {'valid': D(2026, 7, 18)}),
    (D(2026, 7, 20), '저 이제 김포 주민이에요. 사흘 전에 이사했거든요.', 'lives_in', '김포', {}),
]
# fmt: on

# --- plans named by product and tier ----------------------------------------------------------------

# fmt: off
PRODUCTS: list[Case] = [
    (D(2026, 1, 20), '드롭박스 플러스 쓰고 있어요.', 'subscription_plan', '플러스', {}),
    (D(2026, 1, 20), '이번 달 3일에 유튜브 프리미엄 가입했어요.', 'subscription_plan', '프리미엄', {}),
    (D(2026, 1, 20), '넷플릭스는 스탠다드로 보고 있어요.', 'subscription_plan', '스탠다드', {}),
    (D(2026, 1, 20), '이번 달 5일에 헬스장 1년 회원권 끊었어요.', 'subscription_plan', '1년', {}),
    (D(2026, 1, 20), '구글 원 100GB 쓰고 있어요.', 'subscription_plan', '100GB', {}),
    (D(2026, 1, 20), '이번 달 2일에 알뜰폰 7GB 요금제로 바꿨어요.', 'subscription_plan', '7GB', {}),
    (D(2026, 1, 20), '데이터 11기가 요금제 쓰는데 부족하진 않아요.', 'subscription_plan', '11기가', {}),
    (D(2026, 1, 20), '이번 달 4일부터 밀키트 주 3회 구독 시작했어요.', 'subscription_plan', '주 3회', {}),
    (D(2026, 1, 20), '따릉이 1년 정기권 끊었어요.', 'subscription_plan', '정기권', {}),
    (D(2026, 1, 20), '이번 달 6일에 따릉이 30일짜리 정기권 끊었어요.', 'subscription_plan', '정기권', {}),
    (D(2026, 1, 20), '이번 달 8일부터 웨이브 베이직 이용권 쓰고 있어요.', 'subscription_plan', '베이직', {}),
    (D(2026, 1, 20), '이번 달 9일에 헬스장 PT 없는 기본 회원권으로 등록했어요.', 'subscription_plan', '기본', {}),
    (D(2026, 1, 20), '이번 달 7일부터 클라우드는 라이트 플랜이에요.', 'subscription_plan', '라이트', {}),
    (D(2026, 1, 20), '지난주 월요일부터 1테라 요금제 쓰고 있어요.', 'subscription_plan', '1테라', {}),
    (D(2026, 1, 20), '지난주 월요일에 요금제를 한 단계 위인 스탠다드로 올렸어요.', 'subscription_plan', '스탠다드', {}),
    (D(2026, 1, 20), '지난주 월요일부터는 골드 회원이에요.', 'subscription_plan', '골드', {}),
    (D(2026, 1, 20), '지난주 월요일부터 데이터 무제한으로 쓰고 있어요.', 'subscription_plan', '무제한', {}),
    (D(2026, 1, 20), '5일 전에 패밀리 요금제로 갈아탔어요.', 'subscription_plan', '패밀리', {}),
    (D(2026, 1, 20), '나흘 전에 프로 플랜으로 업그레이드 했어요.', 'subscription_plan', '프로', {}),
]
# fmt: on

CASES = [
    *MIXED,
    *PET1,
    *PET2,
    *HOBBY,
    *PLAN1,
    *PLAN2,
    *EMP_END,
    *EMP_START,
    *RES,
    *RES_C,
    *MED,
    *ROLES,
]


def _matches(c: Claim, predicate: str, alias: str, exp: dict[str, Any]) -> bool:
    if c.subject != SELF or c.predicate != predicate:
        return False
    if alias and norm(alias) not in norm(c.object) and norm(alias) not in norm(c.text):
        return False
    if c.action != exp.get("action", "assert"):
        return False
    if "valid" in exp and (c.valid_at.date() if c.valid_at else None) != exp["valid"]:
        return False
    if "invalid" in exp and (c.invalid_at.date() if c.invalid_at else None) != exp["invalid"]:
        return False
    return "ends_when" not in exp or norm(exp["ends_when"]) in norm(c.ends_when or "")


def _show(claims: list[Claim]) -> list[tuple[Any, ...]]:
    return [(c.subject, c.predicate, c.object, c.action, c.valid_at and c.valid_at.date(),
             c.invalid_at and c.invalid_at.date(), c.ends_when) for c in claims]  # fmt: skip


@pytest.mark.parametrize("case", CASES, ids=[c[1][:40] for c in CASES])
def test_everyday_story_event(case: Case) -> None:
    ref, text, predicate, alias, exp = case
    claims = run_on(text, ref, korean=True)
    assert any(_matches(c, predicate, alias, exp) for c in claims), _show(claims)


# --- precision: nothing about the user, nothing closed --------------------------------------------

NOT_ABOUT_USER = [
    "요즘 요금제 가격이 너무 올랐어요.",
    "유튜브 프리미엄 가격 또 올랐대요.",
    "헬스장 PT는 너무 비싸서 안 해요.",
    "친구는 넷플릭스 프리미엄 쓴대요.",
    "프리미엄으로 바꿀까 말까 고민 중이에요.",
    "다음 달부터 요금이 오른대요.",
    "이번 주말에 부산 가요.",
    "부산으로 출장 왔어요.",
    "주말에 대전 친구 집에 다녀왔어요.",
    "회사가 판교로 이전한대요.",
    "혹시 수원 살기 좋아요?",
    "이사는 언제쯤 할지 아직 모르겠어요.",
    "여름휴가로 제주에 다녀왔어요.",
    "엄마가 약을 끊으셨어요.",
    "커피 끊었어요.",
    "담배 끊은 지 한 달 됐어요.",
    "술은 이번 주부터 끊었어요.",
    "넷플릭스 해지했어요.",
    "유튜브 프리미엄은 안 써요.",
    "동생이 새 회사에 입사했대요.",
    "팀장님이 다음 달에 퇴사하신대요.",
    "친구네 고양이가 새끼를 낳았어요.",
    "다음 달에 이사할 수도 있어요.",
    "요금제 바꿀까 고민이에요.",
    "헬스장 회원권 기간이 다음 주에 끝나요.",
    "요즘 회사에서 발표를 하게 됐어요.",
    "요즘은 야근도 하게 됐어요.",
    "회사에서 보안 교육 수업을 들었어요.",
    "요즘 회사 그만두는 사람이 많대요.",
    "전 회사 퇴사하고 나서 좀 쉬었어요.",
    "오늘 야근하다가 그만 잠들었어요.",
    "옆집은 고양이를 세 마리나 키운대요.",
    "나중에 여유 생기면 헬스장 프리미엄 회원권 끊고 싶어요.",
    "친구가 요즘 부업으로 배달을 한대요.",
    "동생은 요즘 테니스에 빠졌어요.",
    "요즘 요금제 알아보는 중이에요.",
    "지난번에 말한 그 강아지 사진 보여줄까요?",
    "혹시 좋은 클라우드 요금제 아세요?",
    "회사 근처로 이사 갈까 고민 중이에요.",
    "언니가 다음 달에 퇴사한대요.",
    "요즘 다들 러닝 많이 하더라고요.",
    "언젠가 이사 갈 수도 있어요.",
    "친구가 부산으로 이사했어요.",
    "동생이 이번에 대구로 이사했대요.",
    "언젠가 통신사를 바꿀 수도 있을 것 같아요.",
    "요즘 5G 무제한 요금제 광고가 엄청 많네요.",
    "헬스장에서 PT 추가 옵션을 권하던데, 그건 안 하려고요.",
    "누나가 다음 달에 제주로 이사 간대요.",
    "친구가 통신사 5G 무제한 요금제로 바꿨다는데 나도 바꿀까?",
    "회사 동료가 이번에 세종으로 이사했는데 집들이를 한대요.",
    "오늘 날씨 진짜 좋네요.",
    "요즘 넷플릭스에 뭐 볼 만한 거 있어요?",
    "날씨가 쌀쌀해져서 이불을 바꿨어요.",
    "헬스장에서 5G 무제한 요금제 쓰면 할인해 준다는 이벤트를 하더라고요.",
    "나중에 고양이 키우고 싶어요.",
    "엄마가 요즘 혈압약을 드시기 시작했어요.",
    "남편이 어제 사직서를 냈어요.",
    "친구는 요즘 테니스를 배운대요.",
    "언젠가는 프리미엄으로 올릴지도 몰라요.",
    "다음에 기회 되면 요가 배워 보고 싶어요.",
    "옆집 강아지 이름은 뭉치래요.",
    "호떡이가 요즘 밥을 잘 안 먹어서 좀 걱정이에요.",
    "이번 주말에 비 온대요? 캠핑 가려고 했는데.",
    "혹시 이사하면 좋은 동네 추천해 줄 수 있어요?",
    "형이 다음 달 말에 퇴사한대요.",
    "헬스장 회원권 연장할까 고민 중이에요.",
    "따릉이 정기권 끊을까 말까 고민이에요.",
    "오늘 회의가 세 개나 있어요. 벌써 피곤하네요.",
    "이사 가면 강아지 키우고 싶어요.",
]


@pytest.mark.parametrize("text", NOT_ABOUT_USER)
def test_no_fact_of_the_user_and_nothing_closed(text: str) -> None:
    claims = run_on(text, D(2026, 6, 11), korean=True)
    # A dated event keeps the other person in its text ("동생이 ... 이사했다"): not a fact of the user.
    about_user = [c for c in claims if c.subject == SELF
                  and c.predicate not in ("family", "knows", "relationship_status", "event")]  # fmt: skip
    assert about_user == [], _show(about_user)
    assert [c for c in claims if c.action == "end"] == [], _show(claims)


def test_kkeunheotta_buys_a_pass_but_stops_a_medicine() -> None:
    """끊었어요 is buying with a pass (정기권, 평일권) and stopping with a medicine."""
    ref = D(2026, 3, 20)
    pass_claims = run_on("이번 달 16일에 공공자전거 평일권을 끊었어요.", ref, korean=True)
    assert [(c.predicate, c.action) for c in pass_claims] == [("subscription_plan", "assert")]
    assert "평일권" in pass_claims[0].object
    med_claims = run_on("이번 달 16일에 진통제를 끊었어요.", ref, korean=True)
    assert [(c.predicate, c.object, c.action) for c in med_claims] == [
        ("takes_medication", "진통제", "end")
    ]


def test_moved_to_with_no_cue_is_neither_a_home_nor_a_job() -> None:
    """ "X로 옮겼어요" names a home or an employer; with no word saying which, nothing is claimed
    (a job read as a home would close the home)."""
    claims = run_on("지난주에 가온으로 옮겼어요.", D(2026, 7, 27), korean=True)
    assert [c for c in claims if c.predicate in ("lives_in", "works_at")] == [], _show(claims)


def test_quit_naming_no_employer_is_an_unnamed_end() -> None:
    """With no employer in the recent messages, the end is kept for the resolver to apply to the one
    employer it believes; with one in them, the end names it."""
    alone = run_on("다음 달 말에 퇴사 예정이에요.", D(2026, 5, 20), korean=True)
    assert [(c.predicate, c.action, c.metadata.get(UNNAMED_END)) for c in alone] == [
        ("works_at", "end", "1")
    ]
    after = run_on(
        "다음 달 말에 퇴사 예정이에요.", D(2026, 5, 20), ("저는 한빛물류에 다녀요.",), korean=True
    )
    ends = [c for c in after if c.predicate == "works_at" and c.action == "end"]
    assert [(c.object, c.metadata.get(UNNAMED_END)) for c in ends] == [("한빛물류", None)]
    assert ends[0].invalid_at is not None and ends[0].invalid_at.date() == D(2026, 6, 30)


def test_notice_handed_in_today_ends_the_job_on_the_stated_last_day() -> None:
    """ "오늘 사직서 냈어요" dates the notice, not the end: the end is the end of next month."""
    claims = run_on("오늘 사직서 냈어요. 다음 달 말까지 근무해요.", D(2026, 5, 20), ("저는 한빛물류에 다녀요.",),
                    korean=True)  # fmt: skip
    ends = [c for c in claims if c.predicate == "works_at" and c.action == "end"]
    assert len(ends) == 1 and ends[0].invalid_at is not None
    assert ends[0].invalid_at.date() == D(2026, 6, 30)


@pytest.mark.parametrize(
    "text",
    [
        "한빛물류 퇴사하고 1일부터 누리소프트로 출근하고 있어요.",
        "한빛물류 그만두고 이번 달 1일에 누리소프트에 입사했어요.",
        "퇴사 후 1일부터 새 직장 누리소프트에 다니고 있어요.",
        "이전 직장은 퇴사했고, 1일부터 누리소프트에서 일해요.",
    ],
)
def test_quit_and_new_job_in_one_sentence(text: str) -> None:
    """The job joined after the quit is read, starts on the 1st, and is not the one that ends."""
    claims = run_on(text, D(2026, 7, 3), ("저는 한빛물류에 다녀요.",), korean=True)
    jobs = [c for c in claims if c.predicate == "works_at"]
    new = [c for c in jobs if c.object == "누리소프트"]
    assert [(c.action, c.valid_at and c.valid_at.date()) for c in new] == [
        ("assert", D(2026, 7, 1))
    ], _show(claims)
    assert all(c.object != "누리소프트" for c in jobs if c.action == "end"), _show(claims)
