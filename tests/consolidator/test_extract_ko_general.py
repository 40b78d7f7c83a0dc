"""Korean wording classes the timeline story is said in, beyond the everyday cases.

Written for the second Korean paraphrase batch's gaps (names, places, companies and products
invented), each capability with several wordings that share the construction, not the sentence:
a place with a few words before 살다, 전입 and 자취 as living somewhere, "A 오기 전엔 C였어",
employers with 업무를 맡다 / 다닌 지 / bare 출근 시작, "X 근무는 다음 달 말까지입니다", tiers said in a
short fragment after the sign-up ("일단 스타터로요."), a subscribed service as the topic of a
change, 음슴체 verbs (올림, 끊음, 입양함), medicines stopped with 관두다 or in a fragment, pets kept
with 모시다 or named as "우리 X는 ... 닥스훈트야", side jobs worked (뛰다), sold (팔다) or taken on
as 부업, and people counted as the subject ("친구 하나가", "입사 동기 한 명이").
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF
from tests.consolidator.claims import matches, run_on, show

D = date
Case = tuple[date, str, str, str, dict[str, Any]]

# fmt: off
RESIDENCE: list[Case] = [
    (D(2026, 2, 3), '목포에서 2017년부터 쭉 살다가 순천 온 거예요.', 'lives_in', '목포', {'ends_when': '순천'}),
    (D(2026, 2, 3), '대전에서 3년 동안 혼자 살다가 세종으로 왔어요.', 'lives_in', '대전', {'ends_when': '세종'}),
    (D(2026, 2, 3), '청주에서 2015년부터 오래 살다가 여기로 왔어요.', 'lives_in', '청주', {}),
    (D(2026, 2, 3), '성수 오기 전엔 신림 살았어, 2020년부터.', 'lives_in', '신림', {'ends_when': '성수'}),
    (D(2026, 2, 3), '칠곡 오기 전엔 구미였어. 2018년부터 거기 있었지.', 'lives_in', '구미', {'ends_when': '칠곡'}),
    (D(2026, 2, 3), '광교 오기 전에는 동탄이었습니다.', 'lives_in', '동탄', {'ends_when': '광교'}),
    (D(2026, 1, 14), '연초에 양산에 새 집을 얻어 들어왔습니다.', 'lives_in', '양산', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 14), '새해에 김포에 전셋집 구해서 들어왔어요.', 'lives_in', '김포', {'valid': D(2026, 1, 1)}),
    (D(2026, 8, 5), '지난달 26일에 거제로 전입했습니다.', 'lives_in', '거제', {'valid': D(2026, 7, 26)}),
    (D(2026, 8, 5), '사흘 전에 통영으로 전입 신고까지 마쳤어요.', 'lives_in', '통영', {'valid': D(2026, 8, 2)}),
    (D(2026, 1, 13), '새해부터 칠곡에서 자취 시작했어.', 'lives_in', '칠곡', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 13), '연초부터 신촌에서 자취하고 있어요.', 'lives_in', '신촌', {'valid': D(2026, 1, 1)}),
]

WORK: list[Case] = [
    (D(2026, 1, 5), '한누리건설에서 현장 관리 업무를 맡고 있습니다.', 'works_at', '한누리건설', {}),
    (D(2026, 1, 5), '저는 해담회계법인에서 세무 업무를 합니다.', 'works_at', '해담회계법인', {}),
    (D(2026, 1, 5), '요즘 다올정밀에서 품질 관리 일을 맡고 있어요.', 'works_at', '다올정밀', {}),
    (D(2026, 2, 12), '회사는 바다온식품이요. 품질팀에 있어요.', 'works_at', '바다온식품', {}),
    (D(2026, 2, 12), '직장은 새롬통상이요.', 'works_at', '새롬통상', {}),
    (D(2026, 2, 4), '나 오름커뮤니케이션 다닌 지 꽤 됐어.', 'works_at', '오름커뮤니케이션', {}),
    (D(2026, 2, 4), '가람전자 다닌 지 벌써 3년이에요.', 'works_at', '가람전자', {}),
    (D(2026, 7, 2), '1일부터 별하랩 출근 시작! 자리 배치 받았어.', 'works_at', '별하랩', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 2), '이번 달 1일부터 새봄솔루션 출근 중이에요.', 'works_at', '새봄솔루션', {'valid': D(2026, 7, 1)}),
]

QUIT: list[Case] = [
    (D(2026, 5, 20), '결국 사직서를 제출했습니다. 한누리건설 근무는 다음 달 말까지입니다.', 'works_at', '한누리건설', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '사표 냈어요. 다온테크 출근은 다음 달 말까지만이에요.', 'works_at', '다온테크', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 6, 11), '다솜모빌리티는 다음 달 말일까지만 나가기로 했어. 사직서 어제 냄.', 'works_at', '다솜모빌리티', {'action': 'end', 'invalid': D(2026, 7, 31)}),
    (D(2026, 6, 11), '바다온식품은 다음 달 말까지만 나가요.', 'works_at', '바다온식품', {'action': 'end', 'invalid': D(2026, 7, 31)}),
]

PLANS: list[Case] = [
    (D(2026, 1, 21), '전자책 구독 오늘 등록했어요. 일단 스타터로요.', 'subscription_plan', '스타터', {}),
    (D(2026, 1, 3), '원두 구독 오늘 시작했어. 일단 200g 플랜으로.', 'subscription_plan', '200g', {}),
    (D(2026, 1, 26), '게임 구독 어제 가입함. 에센셜로.', 'subscription_plan', '에센셜', {}),
    (D(2026, 1, 26), '음악 스트리밍 가입했어요. 제일 싼 라이트로요.', 'subscription_plan', '라이트', {}),
    (D(2026, 1, 26), '헬스장 회원권 오늘 끊었어요. 우선 3개월권으로요.', 'subscription_plan', '3개월권', {}),
    (D(2026, 9, 3), '원두 구독 나흘 전에 1kg으로 올림.', 'subscription_plan', '1kg', {'valid': D(2026, 8, 30)}),
    (D(2026, 9, 3), '요금제 이틀 전에 무제한으로 바꿈.', 'subscription_plan', '무제한', {'valid': D(2026, 9, 1)}),
    (D(2026, 3, 18), '공유오피스는 저번 주 월요일부로 고정석으로 옮겼습니다.', 'subscription_plan', '고정석', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '넷플릭스는 지난주 월요일에 광고형으로 바꿨어요.', 'subscription_plan', '광고형', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 18), '요가원은 지난주 월요일부터 주말반으로 바꿨어요.', 'subscription_plan', '주말반', {'valid': D(2026, 3, 9)}),
]

JOIN_DATE: list[Case] = [
    (D(2026, 2, 4), '나 오름커뮤니케이션 다닌 지 꽤 됐어. 2022년 10월 입사.', 'works_at', '오름커뮤니케이션', {'valid': D(2022, 10, 1)}),
    (D(2026, 2, 10), '저는 해담회계법인에서 세무 업무를 합니다. 2017년 3월에 입사했습니다.', 'works_at', '해담회계법인', {'valid': D(2017, 3, 1)}),
    (D(2026, 1, 5), '한누리건설에서 현장 관리 업무를 맡고 있습니다. 2019년부터 근무했습니다.', 'works_at', '한누리건설', {'valid': D(2019, 1, 1)}),
]

MEDICINE: list[Case] = [
    (D(2026, 5, 13), '기침약은 이번 주에 관뒀어요. 이제 기침 거의 안 해요.', 'takes_medication', '기침약', {'action': 'end', 'invalid': D(2026, 5, 11)}),
    (D(2026, 4, 29), '소화제 이번 주에 끊음. 밀가루 줄였더니 괜찮아졌어.', 'takes_medication', '소화제', {'action': 'end', 'invalid': D(2026, 4, 27)}),
    (D(2026, 8, 10), '탈모약 지난달 20일까지만 먹고 중단. 부작용 때문에.', 'takes_medication', '탈모약', {'action': 'end', 'invalid': D(2026, 7, 20)}),
    (D(2026, 8, 10), '진통제 복용 지난달 5일에 중단.', 'takes_medication', '진통제', {'action': 'end', 'invalid': D(2026, 7, 5)}),
    (D(2026, 5, 7), '한약 이번 주에 다 먹어서 끝. 더 안 지어 먹을 거야.', 'takes_medication', '한약', {'action': 'end', 'invalid': D(2026, 5, 4)}),
    (D(2026, 5, 7), '비염약 이번 주부터 안 먹음.', 'takes_medication', '비염약', {'action': 'end', 'invalid': D(2026, 5, 4)}),
    (D(2026, 2, 16), '소화가 안 돼서 오늘부터 소화제 달고 살아.', 'takes_medication', '소화제', {'valid': D(2026, 2, 16)}),
    (D(2026, 2, 16), '유산균 어제부터 먹음.', 'takes_medication', '유산균', {'valid': D(2026, 2, 15)}),
    (D(2026, 3, 13), '엄마가 지어 준 한약 이번 달 9일부터 먹는 중.', 'takes_medication', '한약', {'valid': D(2026, 3, 9)}),
    (D(2026, 3, 13), '의사 선생님이 처방해 준 수면제를 어제부터 먹고 있어요.', 'takes_medication', '수면제', {'valid': D(2026, 3, 12)}),
]

PETS: list[Case] = [
    (D(2026, 1, 27), '저희 고양이 까미는 2019년부터 모시고 삽니다.', 'has_pet', '까미', {'valid': D(2019, 1, 1)}),
    (D(2026, 1, 27), '2020년부터 강아지 보리랑 같이 삽니다.', 'has_pet', '보리', {'valid': D(2020, 1, 1)}),
    (D(2026, 2, 26), '우리 모카는 2018년부터 키운 닥스훈트야. 다리 짧은 거 봐.', 'has_pet', '모카', {'valid': D(2018, 1, 1)}),
    (D(2026, 2, 26), '저희 집 까미는 2021년에 데려온 샴이에요.', 'has_pet', '까미', {'valid': D(2021, 1, 1)}),
    (D(2026, 2, 5), '2023년부터 비숑 루이 키우는 중. 완전 솜뭉치야.', 'has_pet', '루이', {'valid': D(2023, 1, 1)}),
    (D(2026, 2, 5), '집에 2020년부터 함께 지낸 고양이 모모가 있어요.', 'has_pet', '모모', {'valid': D(2020, 1, 1)}),
    (D(2026, 4, 27), '사흘 전에 진돗개 한 마리를 모셔 왔습니다. 이름은 마루입니다.', 'has_pet', '마루', {'valid': D(2026, 4, 24)}),
    (D(2026, 4, 15), '이틀 전에 밤비 입양함! 임보하다가 그냥 우리 애 하기로 했어.', 'has_pet', '밤비', {'valid': D(2026, 4, 13)}),
    (D(2026, 4, 15), '어제 보호소에서 초코 데려왔어요.', 'has_pet', '초코', {'valid': D(2026, 4, 14)}),
    (D(2026, 5, 19), '이번 달 16일에 길에서 아기 고양이 구조했는데 그냥 키우기로 했어. 이름은 나비.', 'has_pet', '나비', {'valid': D(2026, 5, 16)}),
]

HOBBIES: list[Case] = [
    (D(2026, 1, 10), '토요일 아침엔 무조건 크로스핏 가요.', 'hobby', '크로스핏', {}),
    (D(2026, 1, 10), '일요일마다 꼭 등산 가요.', 'hobby', '등산', {}),
    (D(2026, 1, 9), '나 보드게임 카페 죽돌이야. 주말마다 거기서 살아.', 'hobby', '보드게임', {}),
    (D(2026, 1, 9), '저 등산 마니아예요.', 'hobby', '등산', {}),
]

SIDE_AND_VOLUNTEER: list[Case] = [
    (D(2026, 6, 23), '이틀 전부터 퇴근 후에 대리운전을 뛰고 있습니다. 이사 자금 모으려고요.', 'side_job', '대리운전', {'valid': D(2026, 6, 21)}),
    (D(2026, 6, 23), '이번 달부터 배달 뛰기 시작했어.', 'side_job', '배달', {}),
    (D(2026, 6, 15), '이번 달 6일부터 주말마다 수제청 만들어서 플리마켓에서 팔고 있어요.', 'side_job', '수제청', {'valid': D(2026, 6, 6)}),
    (D(2026, 6, 18), '이번 달 13일부터 주말에 가구 리폼해서 팔기 시작했어.', 'side_job', '리폼', {'valid': D(2026, 6, 13)}),
    (D(2026, 6, 18), '요즘 뜨개 인형을 온라인으로 팔고 있어요.', 'side_job', '뜨개 인형', {}),
    (D(2026, 6, 29), '이틀 전부터 유튜브 자막 작업을 부업으로 받고 있습니다.', 'side_job', '자막', {'valid': D(2026, 6, 27)}),
    (D(2026, 7, 17), '이번 달 3일부터 퇴근하고 타로 상담 부업 시작했어.', 'side_job', '타로', {'valid': D(2026, 7, 3)}),
    (D(2026, 6, 8), '2022년부터 청소년 상담 전화 봉사하고 있어.', 'volunteers_as', '청소년 상담', {'valid': D(2022, 1, 1)}),
    (D(2026, 6, 22), '2024년부터 주말에 동네 벽화 그리기 봉사 다니고 있어.', 'volunteers_as', '벽화', {'valid': D(2024, 1, 1)}),
    (D(2026, 6, 16), '2015년부터 교회 주일학교 교사로 섬기고 있습니다.', 'volunteers_as', '주일학교', {'valid': D(2015, 1, 1)}),
    (D(2026, 6, 16), '2019년부터 성당 성가대 반주자로 섬기고 있어요.', 'volunteers_as', '반주자', {'valid': D(2019, 1, 1)}),
]

NEW_HOBBY: list[Case] = [
    (D(2026, 8, 26), '이번 주부터 피아노 학원 등록했어요.', 'hobby', '피아노', {}),
    (D(2026, 8, 26), '이번 주에 동호회 가입했어요. 배드민턴 동호회요.', 'hobby', '동호회', {}),
    (D(2026, 8, 26), '이번 주에 골프 레슨 끊었어요.', 'hobby', '골프', {}),
    (D(2026, 8, 26), '요즘은 보컬 레슨까지 받고 있어요.', 'hobby', '보컬', {}),
    (D(2026, 8, 26), '캘리그라피도 이번 주에 시작했어요. 생각보다 어렵네요.', 'hobby', '캘리그라피', {}),
    (D(2026, 8, 26), '테니스를 지난주부터 시작했어요.', 'hobby', '테니스', {}),
    (D(2026, 8, 26), '등산 모임도 이번 주에 처음 나갔어요.', 'hobby', '등산', {}),
    (D(2026, 8, 26), '러닝 크루에 이번 주부터 참여했어요.', 'hobby', '러닝', {}),
]

PET_FORMS: list[Case] = [
    (D(2026, 3, 3), '2019년에 입양한 보리가 있어요.', 'has_pet', '보리', {'valid': D(2019, 1, 1)}),
    (D(2026, 3, 3), '2022년부터 기르고 있는 햄스터 쿠키가 있어요.', 'has_pet', '쿠키', {'valid': D(2022, 1, 1)}),
    (D(2026, 3, 3), '2017년부터 나비를 키워 왔어요. 고양이예요.', 'has_pet', '나비', {'valid': D(2017, 1, 1)}),
    (D(2026, 3, 3), '초코는 2018년에 우리 집에 온 푸들이에요.', 'has_pet', '초코', {'valid': D(2018, 1, 1)}),
    (D(2026, 3, 3), '해피는 2015년부터 키운 우리 집 강아지예요.', 'has_pet', '해피', {'valid': D(2015, 1, 1)}),
    (D(2026, 4, 8), '이틀 전에 유기견 센터에서 별이를 입양해 왔어요.', 'has_pet', '별이', {'valid': D(2026, 4, 6)}),
]

JOB_FORMS: list[Case] = [
    (D(2026, 7, 3), '누리소프트에 1일 입사했어요.', 'works_at', '누리소프트', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '1일에 누리소프트 첫 출근했어요.', 'works_at', '누리소프트', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '1일부터 누리소프트 다니기 시작했어요.', 'works_at', '누리소프트', {'valid': D(2026, 7, 1)}),
    (D(2026, 5, 20), '다음 달 말에 한빛물류 나와요.', 'works_at', '한빛물류', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '한빛물류 생활은 다음 달 말로 끝이에요.', 'works_at', '한빛물류', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '한빛물류랑은 다음 달 말까지예요. 사표 냈어요.', 'works_at', '한빛물류', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 5, 20), '다올건설 근무는 다음 달 말로 마무리합니다.', 'works_at', '다올건설', {'action': 'end', 'invalid': D(2026, 6, 30)}),
]

BATCH3_GAPS: list[Case] = [
    (D(2026, 1, 13), '경주에는 새해 첫 주에 들어왔어요. 아직 짐이 반이에요.', 'lives_in', '경주', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 13), '연초에 평택 아파트에 입주했어요.', 'lives_in', '평택', {'valid': D(2026, 1, 1)}),
    (D(2026, 2, 17), '포항에서 2016년부터 살았는데, 경주로 오면서 정리했어요.', 'lives_in', '포항', {'ends_when': '경주'}),
    (D(2026, 2, 17), '청주에 2019년부터 있었는데 대전으로 와서 정리했어요.', 'lives_in', '청주', {'ends_when': '대전'}),
    (D(2026, 2, 8), '모래알카페에서 바리스타로 일한 지 3년 됐어.', 'works_at', '모래알카페', {}),
    (D(2026, 7, 6), '한울로보틱스로 1일부터 출근하고 있습니다.', 'works_at', '한울로보틱스', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 6), '새솔테크로 이번 달부터 이직했어요.', 'works_at', '새솔테크', {}),
    (D(2026, 7, 3), '라움건축으로 옮긴 지 이틀 됐어요. 1일에 첫 출근했거든요.', 'works_at', '라움건축', {}),
    (D(2026, 7, 3), '가온으로 옮겼어요. 첫 출근이라 떨려요.', 'works_at', '가온', {}),
    (D(2026, 7, 3), '2022년에 새솔물산에 들어와서 지금까지 일하고 있어요.', 'works_at', '새솔물산', {'valid': D(2022, 1, 1)}),
    (D(2026, 8, 17), '당뇨약은 지난달 12일부로 먹지 않습니다.', 'takes_medication', '당뇨약', {'action': 'end', 'invalid': D(2026, 7, 12)}),
    (D(2026, 8, 17), '비염약은 이번 주부터 복용하지 않아요.', 'takes_medication', '비염약', {'action': 'end', 'invalid': D(2026, 8, 17)}),
    (D(2026, 4, 7), '이번 달 4일부터 비오틴 먹어. 머리 빠져서.', 'takes_medication', '비오틴', {'valid': D(2026, 4, 4)}),
    (D(2026, 9, 8), '회화 앱 사흘 전에 연간으로 갈아탔어요.', 'subscription_plan', '연간', {'valid': D(2026, 9, 5)}),
    (D(2026, 3, 24), '앱 구독 지난주 월요일부터 분기 결제로 바꿨어요.', 'subscription_plan', '분기', {'valid': D(2026, 3, 16)}),
    (D(2026, 1, 22), '영어 회화 앱 오늘 결제했어요. 월간 구독으로요.', 'subscription_plan', '월간', {}),
    (D(2026, 4, 16), '이틀 전에 햄스터 한 마리 분양받았어요. 짱구라고 부르기로 했어요.', 'has_pet', '짱구', {'valid': D(2026, 4, 14)}),
    (D(2026, 2, 20), '2019년부터 키우는 삼색이 있잖아, 요즘 살쪄서 걱정이야.', 'has_pet', '삼색이', {'valid': D(2019, 1, 1)}),
    (D(2026, 2, 20), '제 강아지 보리가 요즘 아파요. 2018년부터 키웠는데.', 'has_pet', '보리', {}),
    (D(2026, 6, 15), '2022년부터 해변 쓰레기 줍기 봉사 하고 있어. 한 달에 두 번.', 'volunteers_as', '쓰레기 줍기', {'valid': D(2022, 1, 1)}),
]

ROUND5: list[Case] = [
    (D(2026, 8, 26), '요즘 스쿼시에도 손을 대 봤어요. 이번 주에 처음 쳤어요.', 'hobby', '스쿼시', {}),
    (D(2026, 8, 26), '이번 주에 요리 학원 끊었어요.', 'hobby', '요리', {}),
    (D(2026, 8, 26), '요즘 볼링장 자주 가요. 이번 주에 두 번 갔어요.', 'hobby', '볼링', {}),
    (D(2026, 8, 26), '요즘 기타 독학 중이에요. 이번 주에 시작했어요.', 'hobby', '기타', {}),
    (D(2026, 8, 26), '이번 주에 펜싱 체험 수업 들어봤는데 계속 다니려고요.', 'hobby', '펜싱', {}),
    (D(2026, 3, 3), '우리 구름이는 2020년에 입양했어요.', 'has_pet', '구름', {'valid': D(2020, 1, 1)}),
    (D(2026, 3, 3), '2021년에 데려온 봄이가 벌써 다섯 살이에요.', 'has_pet', '봄이', {'valid': D(2021, 1, 1)}),
    (D(2026, 3, 3), '제 반려견 단비는 2016년생이에요.', 'has_pet', '단비', {}),
    (D(2026, 5, 20), '다음 달 말일부로 한빛물류를 떠나요.', 'works_at', '한빛물류', {'action': 'end', 'invalid': D(2026, 6, 30)}),
    (D(2026, 7, 3), '1일부터 누리소프트 식구가 됐어요.', 'works_at', '누리소프트', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '이번 달 1일에 누리소프트 입사! 떨려요.', 'works_at', '누리소프트', {'valid': D(2026, 7, 1)}),
    (D(2026, 7, 3), '누리소프트에서 1일부터 일 시작했어요.', 'works_at', '누리소프트', {'valid': D(2026, 7, 1)}),
    (D(2026, 1, 20), '오늘 넷플릭스 베이직 결제함.', 'subscription_plan', '베이직', {'valid': D(2026, 1, 20)}),
]

ROUND6: list[Case] = [
    (D(2026, 1, 5), '새해 첫날 김포로 이삿짐 옮겼어요.', 'lives_in', '김포', {}),
    (D(2026, 7, 20), '지난주 토요일에 파주로 짐 다 옮겼어요.', 'lives_in', '파주', {'valid': D(2026, 7, 18)}),
    (D(2026, 1, 8), '1월 초에 김포에 새 둥지를 마련했어요.', 'lives_in', '김포', {'valid': D(2026, 1, 1)}),
    (D(2026, 1, 8), '새해 들어 김포 아파트로 입주했습니다.', 'lives_in', '김포', {'valid': D(2026, 1, 1)}),
    (D(2026, 7, 20), '사흘 전에 파주 새 집으로 들어갔어요.', 'lives_in', '파주', {'valid': D(2026, 7, 17)}),
    (D(2026, 8, 3), '지난달 28일 파주 입주 완료!', 'lives_in', '파주', {'valid': D(2026, 7, 28)}),
    (D(2026, 3, 10), '이번 달 3일부터 유산균 챙겨요.', 'takes_medication', '유산균', {'valid': D(2026, 3, 3)}),
    (D(2026, 5, 7), '항생제는 이번 주로 끝!', 'takes_medication', '항생제', {'action': 'end', 'invalid': D(2026, 5, 4)}),
]

ROUND7: list[Case] = [
    (D(2026, 8, 26), '요즘 피아노 연습 중이에요. 이번 주부터 시작했어요.', 'hobby', '피아노', {}),
    (D(2026, 8, 26), '골프 초보예요. 이번 주에 시작했어요.', 'hobby', '골프', {}),
    (D(2026, 8, 26), '이번 주에 사진 동아리 들었어요.', 'hobby', '사진', {}),
    (D(2026, 8, 26), '새 취미로 스케이트를 골랐어요. 이번 주에 처음 탔어요.', 'hobby', '스케이트', {}),
]
# fmt: on

CASES = [*ROUND7, *ROUND6, *ROUND5, *BATCH3_GAPS, *RESIDENCE, *WORK, *QUIT, *PLANS, *JOIN_DATE, *MEDICINE, *PETS, *HOBBIES, *SIDE_AND_VOLUNTEER,
         *NEW_HOBBY, *PET_FORMS, *JOB_FORMS]  # fmt: skip


@pytest.mark.parametrize("case", CASES, ids=[c[1][:40] for c in CASES])
def test_general_wording(case: Case) -> None:
    ref, text, predicate, alias, exp = case
    claims = run_on(text, ref, korean=True)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


NOT_ABOUT_USER = [
    "친구 하나가 다음 주에 강릉으로 이사 간대요.",
    "동창 하나는 부산으로 이사했대.",
    "입사 동기 한 명이 이번에 퇴사하고 창업했습니다.",
    "회사 동기 두 명이 이번 달에 그만뒀어요.",
    "동생네가 고양이를 입양했다고 사진을 보내왔습니다.",
    "지인 몇 명은 벌써 무제한 요금제로 바꿨대요.",
    "대학 동기는 요즘 대전에서 자취한대요.",
    "오늘 헬스장으로 옮겼어요.",
    "친구랑 저녁 먹으러 갔어요. 일단 강남으로요.",
    "출근은 9시까지예요.",
    "이 동네 오기 전엔 거기 살았어.",
    "어제 중고 냉장고 팔았어요.",
    "친구는 요즘 액세서리 만들어서 팔고 있대요.",
    "동생이 어제 고양이 구조했대요.",
    "어제 친구 데려왔어요.",
    "우리 엄마는 고양이 알레르기야.",
    "회사 동기가 요즘 대리운전 뛴대요.",
    "다이어트 이번 주에 중단.",
    "딸을 키우고 있어요. 강아지도 좋아해요.",
    "2019년부터 아이를 키우고 있어요.",
    "영어 학원 등록했어요.",
    "주말에 친구랑 나가요.",
    "다음 주에 대학 생활은 끝이에요.",
    "내일 한빛물류 앞에서 나와요.",
    "동료가 다음 달 말에 한빛물류 나온대요.",
    "회사 후배가 이번에 분당으로 이사 갔습니다.",
    "후배가 어제 퇴사했어요.",
    "우리 집 강아지 사료를 바꿨어요.",
    "부산에 방금 들어왔어요.",
    "요즘 매일 아침 뛰고 있어요.",
    "내일 TV에 한빛물류 나와요.",
    "우리 강아지 산책 시키고 왔어요. 2019년부터 키웠는데.",
    "새 가구 들였어요.",
    "휴대폰은 아이폰으로 바꿨어요.",
    "통신사는 SKT로 바꿨어요.",
    "인터넷은 KT로 바꿨어요.",
    "헬스장은 집 근처로 옮겼어요.",
    "친구네 회사가 판교로 옮긴대요.",
    "방금 사무실에 들어왔어요.",
    "주말에 경주에 놀러 가서 호텔에 들어왔어요.",
    "어제 동생 집에 들어왔어요.",
    "우리 아들은 2020년에 입양했어요.",
    "어제 데려온 친구가 집에서 자고 있어요.",
    "우리 가족이 됐어요.",
    "요즘 다들 러닝 많이 하더라고요.",
    "친구 집으로 들어갔어요.",
    "회사 발표 연습 중이에요.",
    "운전 초보예요.",
    "동생이 요즘 피아노 연습 중이에요.",
    "동생이 파주 새 집으로 들어갔어요.",
    "회의실로 들어갔어요.",
    "부산 호텔로 들어왔어요.",
    "친구 하나가 요즘 고양이를 입양했대요.",
    "지인이 한울로보틱스에 입사했대요.",
    "후배가 1일부터 누리소프트 다니기 시작했대요.",
]


def test_team_named_with_its_company_leaves_no_open_fact_naming_the_company() -> None:
    """ "서진물산 영업팀에서 근무합니다": the team is kept without the company's name, so when the
    company is left (its works_at closes) no open membership still names it."""
    claims = run_on("서진물산 영업팀에서 근무합니다.", D(2026, 1, 6), korean=True)
    teams = [c for c in claims if c.predicate == "member_of"]
    assert [c.object for c in teams] == ["영업팀"], show(claims)
    assert all("서진물산" not in c.text for c in teams), show(claims)
    assert any(c.predicate == "works_at" and c.object == "서진물산" for c in claims), show(claims)


@pytest.mark.parametrize("text", NOT_ABOUT_USER)
def test_no_fact_of_the_user_and_nothing_closed(text: str) -> None:
    claims = run_on(text, D(2026, 6, 11), korean=True)
    about_user = [c for c in claims if c.subject == SELF
                  and c.predicate not in ("family", "knows", "relationship_status", "event")]  # fmt: skip
    assert about_user == [], show(about_user)
    assert [c for c in claims if c.action == "end"] == [], show(claims)


@pytest.mark.parametrize(
    "text",
    ["요즘 마라톤 뛰고 있어요.", "주말마다 하프 마라톤 뛰기 시작했어요.", "요즘 러닝 뛰고 있어."],
)
def test_running_a_sport_is_a_hobby_not_a_gig(text: str) -> None:
    """뛰다 is gig work with a job noun (대리운전을 뛰다) and a pastime with a sport (마라톤을 뛰다)."""
    claims = run_on(text, D(2026, 6, 11), korean=True)
    assert any(c.predicate == "hobby" for c in claims), show(claims)
    assert not any(c.predicate == "side_job" for c in claims), show(claims)


@pytest.mark.parametrize(
    "text",
    ["이번 주는 판교 사무실로 출근해요.", "오늘은 고객사로 출근했어요.", "어제 회사 그만두는 꿈 꿨어요.",
     "회사 그만두는 상상을 자주 해요.", "다음 주부터 재택근무 시작해요."],
)  # fmt: skip
def test_work_talk_is_no_new_employer_and_no_end(text: str) -> None:
    """A work site (사무실, 고객사) is no employer, and a dream of quitting is no quit: neither may
    replace or close the employer the user named before."""
    claims = run_on(text, D(2026, 8, 11), ("저는 누리소프트에 다녀요.",), korean=True)
    jobs = [c for c in claims if c.subject == SELF and c.predicate == "works_at"]
    assert jobs == [], show(jobs)
