"""Build and check tests/data/timeline_paraphrase/ko/cust-06.json … cust-13.json from the stories below.

The Korean counterpart of ``build.py`` (whose date rules, alias squashing and story checks it
reuses). cust-01…05 were generated earlier by a script kept outside the repository; this script
only writes cust-06…10 (batch 2, written before looking at the extractor's output on it) and
cust-11…13 (batch 3, written after the fixes for batch 2, again before looking at the output).

Extra date rules for Korean wording (FORMAT.md, "How dates were derived"): ``sat_last_week``
(지난주 토요일) and ``month_year(Y,M)`` ("2021년 4월에 입사", the 1st of that month).

Run: ``python tests/data/timeline_paraphrase/build_ko.py`` (rewrites the eight JSON files; raises
``AssertionError`` naming the file and rule that failed).
"""

from __future__ import annotations

import json
import sys
from datetime import date, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
import build as en

YEAR = en.YEAR
OUT = Path(__file__).parent / "ko"
FIRST_NUMBER = 6

# Items: key -> (kind, object, aliases). Utterances: (local time "MM-DD HH:MM", text, role, rules),
# as in build.py. "plan_noun" names the subscription in the plan questions, "pet_noun" pet_1's animal.
STORIES: list[dict[str, Any]] = [
    {
        "name": "문가영", "tz": "+09:00", "plan_noun": "전자책 구독", "pet_noun": "푸들",
        "items": {
            "residence_C": ("residence", "목포", ["목포", "Mokpo"]),
            "residence_A": ("residence", "순천", ["순천", "Suncheon"]),
            "residence_B": ("residence", "여수", ["여수", "Yeosu"]),
            "employer_D": ("employer", "바다온식품", ["바다온식품", "Badaon"]),
            "employer_E": ("employer", "솔빛제약", ["솔빛제약", "Solbit"]),
            "plan_1": ("plan", "스타터", ["스타터", "Starter"]),
            "plan_2": ("plan", "플러스", ["플러스", "Plus"]),
            "plan_3": ("plan", "맥스", ["맥스", "Max"]),
            "medication_1": ("medication", "기침약", ["기침약", "cough medicine", "cough syrup"]),
            "medication_2": ("medication", "비타민D", ["비타민D", "vitamin D"]),
            "pet_1": ("pet", "코코", ["코코", "Coco"]),
            "pet_2": ("pet", "레오", ["레오", "Leo"]),
            "outside_role": ("outside_role", "의용소방대원", ["의용소방대", "volunteer fire"]),
            "side_job": ("side_job", "수제청 판매", ["수제청", "fruit syrup"]),
            "hobby_1": ("hobby", "크로스핏", ["크로스핏", "CrossFit"]),
            "hobby_2": ("hobby", "가죽공예", ["가죽공예", "leather craft", "leathercraft"]),
        },
        "utterances": [
            ("01-07 20:15", "안녕하세요! 문가영이에요. 새해 되자마자 순천으로 집 옮겼어요. 아직 박스 뜯는 중이에요.", "fact", {"residence_A.from": "new_year"}),
            ("01-10 11:30", "토요일 아침엔 무조건 크로스핏 가요. 안 가면 몸이 찌뿌둥해요.", "fact", {"hobby_1.from": "mention"}),
            ("01-21 21:00", "전자책 구독 오늘 등록했어요. 일단 스타터로요.", "fact", {"plan_1.from": "today"}),
            ("02-03 19:40", "목포에서 2017년부터 쭉 살다가 순천 온 거예요.", "fact", {"residence_C.from": "year(2017)", "residence_C.to": "=residence_A.from"}),
            ("02-12 08:20", "회사는 바다온식품이요. 2021년 4월에 들어가서 품질팀에 있어요.", "fact", {"employer_D.from": "month_year(2021,4)"}),
            ("02-24 22:10", "친구 하나가 다음 주에 강릉으로 이사 간대요. 집들이 선물로 뭐가 좋을까요?", "distractor", {}),
            ("03-09 20:00", "기침이 안 떨어져서 어제부터 기침약 먹어요.", "fact", {"medication_1.from": "yesterday"}),
            ("03-17 12:40", "우리 집 푸들 코코는 2020년부터 같이 살았어요. 벌써 할머니예요.", "fact", {"pet_1.from": "year(2020)"}),
            ("03-25 21:15", "전자책 지난주 월요일부로 플러스로 올렸어요. 읽을 게 너무 많아서요.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-06 18:30", "병원에서 비타민D 수치가 낮대서 이번 달 2일부터 챙겨 먹고 있어요.", "fact", {"medication_2.from": "dom(2)"}),
            ("04-18 15:00", "식구가 하나 늘었어요! 나흘 전에 보호소에서 고양이 레오를 데려왔어요.", "fact", {"pet_2.from": "ago(4)"}),
            ("05-02 10:00", "요즘 모기가 벌써 나오네요. 모기장 꺼내야겠어요.", "distractor", {}),
            ("05-13 20:50", "기침약은 이번 주에 관뒀어요. 이제 기침 거의 안 해요.", "fact", {"medication_1.to": "this_week"}),
            ("06-03 21:30", "팀장님께 말씀드렸어요. 바다온식품은 다음 달 말까지만 나가요.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-15 19:00", "이번 달 6일부터 주말마다 수제청 만들어서 플리마켓에서 팔고 있어요. 쏠쏠해요.", "fact", {"side_job.from": "dom(6)"}),
            ("06-27 11:10", "2021년부터 동네 의용소방대원으로 활동하고 있어요. 오늘도 교육 다녀왔어요.", "fact", {"outside_role.from": "year(2021)"}),
            ("07-22 20:30", "사흘 전에 여수로 이사 마쳤어요. 바다 보이는 집이에요!", "fact", {"residence_B.from": "ago(3)", "residence_A.to": "=residence_B.from"}),
            ("08-04 08:45", "1일 자로 솔빛제약에 합류했어요. 첫 주라 정신없어요.", "fact", {"employer_E.from": "first"}),
            ("08-12 21:00", "레오가 코코 꼬리 잡고 노는 게 하루 일과예요 ㅋㅋ", "remention", {}),
            ("08-19 19:20", "비타민D는 지난달 24일 이후로 안 먹어요. 수치가 정상으로 돌아왔대요.", "fact", {"medication_2.to": "dom_last(24)"}),
            ("08-28 20:10", "요즘 가죽공예에 빠졌어요. 이번 주에 공방 처음 가 봤는데 카드지갑 만들었어요.", "fact", {"hobby_2.from": "this_week"}),
            ("09-10 22:00", "5일 전에 전자책 구독 맥스로 바꿨어요. 오디오북까지 들으려고요.", "fact", {"plan_3.from": "ago(5)", "plan_2.to": "=plan_3.from"}),
            ("09-24 12:00", "언젠가 제주도 한 달 살기 해 볼 수도 있을 것 같아요. 로망이에요.", "distractor", {}),
            ("10-13 19:00", "가을 전어 맛있게 굽는 법 알려 줄래요?", "distractor", {}),
        ],
        "abstain": "가영 님이 제일 좋아하는 가수는 누구예요?",
    },
    {
        "name": "배준호", "tz": "+09:00", "plan_noun": "요가원 회원권", "pet_noun": "고양이",
        "items": {
            "residence_C": ("residence", "김해", ["김해", "Gimhae"]),
            "residence_A": ("residence", "양산", ["양산", "Yangsan"]),
            "residence_B": ("residence", "거제", ["거제", "Geoje"]),
            "employer_D": ("employer", "한누리건설", ["한누리건설", "Hannuri"]),
            "employer_E": ("employer", "새길엔지니어링", ["새길엔지니어링", "Saegil"]),
            "plan_1": ("plan", "1개월권", ["1개월권", "1-month pass", "one-month pass"]),
            "plan_2": ("plan", "3개월권", ["3개월권", "3-month pass", "three-month pass"]),
            "plan_3": ("plan", "6개월권", ["6개월권", "6-month pass", "six-month pass"]),
            "medication_1": ("medication", "수면제", ["수면제", "sleeping pill"]),
            "medication_2": ("medication", "갑상선약", ["갑상선약", "thyroid"]),
            "pet_1": ("pet", "까미", ["까미", "Kkami"]),
            "pet_2": ("pet", "쿠키", ["쿠키", "Cookie"]),
            "outside_role": ("outside_role", "호스피스 병동 자원봉사", ["호스피스", "hospice"]),
            "side_job": ("side_job", "대리운전", ["대리운전", "designated driv"]),
            "hobby_1": ("hobby", "스쿠버다이빙", ["스쿠버", "scuba"]),
            "hobby_2": ("hobby", "피아노", ["피아노", "piano"]),
        },
        "utterances": [
            ("01-05 09:30", "처음 인사드립니다. 배준호입니다. 한누리건설에서 현장 관리 업무를 맡고 있습니다. 2019년부터 근무했습니다.", "fact", {"employer_D.from": "year(2019)"}),
            ("01-08 20:00", "주말이면 스쿠버다이빙 하러 바다로 갑니다. 겨울에도 드라이슈트 입고 들어갑니다.", "fact", {"hobby_1.from": "mention"}),
            ("01-14 21:10", "연초에 양산에 새 집을 얻어 들어왔습니다.", "fact", {"residence_A.from": "new_year"}),
            ("01-27 19:30", "저희 고양이 까미는 2019년부터 모시고 삽니다.", "fact", {"pet_1.from": "year(2019)"}),
            ("02-09 12:00", "양산 오기 전에는 김해에 있었습니다. 2016년부터였습니다.", "fact", {"residence_C.from": "year(2016)", "residence_C.to": "=residence_A.from"}),
            ("02-20 20:40", "이번 달 16일에 요가원 1개월권 등록했습니다. 허리가 안 좋아서요.", "fact", {"plan_1.from": "dom(16)"}),
            ("03-04 22:30", "불면증 때문에 오늘부터 수면제를 처방받아 복용합니다.", "fact", {"medication_1.from": "today"}),
            ("03-16 12:10", "지난주 월요일부터 요가원은 3개월권으로 바꿨습니다. 한 달씩 끊으니 번거로워서요.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("03-28 10:00", "요즘 황사가 심해서 빨래를 못 널겠습니다.", "distractor", {}),
            ("04-10 19:50", "지난 3일부터 갑상선약을 먹고 있습니다. 평생 먹어야 할 수도 있답니다.", "fact", {"medication_2.from": "dom(3)"}),
            ("04-22 21:00", "어제 토끼 한 마리 분양받았습니다. 이름은 쿠키로 지었습니다.", "fact", {"pet_2.from": "yesterday"}),
            ("05-06 20:20", "입사 동기 한 명이 이번에 퇴사하고 창업했습니다. 용기가 대단합니다.", "distractor", {}),
            ("05-20 21:40", "결국 사직서를 제출했습니다. 한누리건설 근무는 다음 달 말까지입니다.", "fact", {"employer_D.to": "end_next_month"}),
            ("05-27 08:30", "수면제는 이번 주부터 중단했습니다. 이제 약 없이도 잡니다.", "fact", {"medication_1.to": "this_week"}),
            ("06-09 19:10", "2020년부터 시립병원 호스피스 병동에서 자원봉사를 하고 있습니다.", "fact", {"outside_role.from": "year(2020)"}),
            ("06-23 22:50", "이틀 전부터 퇴근 후에 대리운전을 뛰고 있습니다. 이사 자금 모으려고요.", "fact", {"side_job.from": "ago(2)"}),
            ("07-08 20:00", "이번 달 1일부로 새길엔지니어링 소속이 되었습니다. 설계 검토를 맡았습니다.", "fact", {"employer_E.from": "first"}),
            ("07-21 19:40", "까미가 요즘 쿠키를 졸졸 따라다닙니다.", "remention", {}),
            ("08-05 21:00", "지난달 26일에 거제로 전입했습니다. 회사 기숙사 근처입니다.", "fact", {"residence_B.from": "dom_last(26)", "residence_A.to": "=residence_B.from"}),
            ("08-14 12:30", "갑상선약은 지난달 30일부로 끊었습니다. 수치가 정상이랍니다.", "fact", {"medication_2.to": "dom_last(30)"}),
            ("08-26 20:10", "이번 주부터 피아노 학원에 다니기 시작했습니다. 어릴 때 못 배운 게 아쉬워서요.", "fact", {"hobby_2.from": "this_week"}),
            ("09-09 19:00", "요가원 회원권을 사흘 전에 6개월권으로 갱신했습니다.", "fact", {"plan_3.from": "ago(3)", "plan_2.to": "=plan_3.from"}),
            ("09-22 21:30", "동생네가 고양이를 입양했다고 사진을 보내왔습니다. 귀엽더군요.", "distractor", {}),
            ("10-15 20:00", "겨울 다이빙 여행지로 어디가 좋을지 추천해 주시겠습니까?", "distractor", {}),
        ],
        "abstain": "준호 님은 무슨 차를 타세요?",
    },
    {
        "name": "신예은", "tz": "+09:00", "plan_noun": "원두 구독", "pet_noun": "닥스훈트",
        "items": {
            "residence_C": ("residence", "신림", ["신림", "Sillim"]),
            "residence_A": ("residence", "성수", ["성수", "Seongsu"]),
            "residence_B": ("residence", "연남", ["연남", "Yeonnam"]),
            "employer_D": ("employer", "오름커뮤니케이션", ["오름커뮤니케이션", "Oreum"]),
            "employer_E": ("employer", "별하랩", ["별하랩", "Byeolha"]),
            "plan_1": ("plan", "200g", ["200g"]),
            "plan_2": ("plan", "500g", ["500g"]),
            "plan_3": ("plan", "1kg", ["1kg"]),
            "medication_1": ("medication", "소화제", ["소화제", "digestive"]),
            "medication_2": ("medication", "탈모약", ["탈모약", "hair loss"]),
            "pet_1": ("pet", "모카", ["모카", "Mocha"]),
            "pet_2": ("pet", "밤비", ["밤비", "Bambi"]),
            "outside_role": ("outside_role", "청소년 상담 전화 봉사", ["청소년 상담", "youth counsel"]),
            "side_job": ("side_job", "가구 리폼", ["리폼", "furniture"]),
            "hobby_1": ("hobby", "롱보드", ["롱보드", "longboard"]),
            "hobby_2": ("hobby", "재즈댄스", ["재즈댄스", "jazz danc"]),
        },
        "utterances": [
            ("01-03 14:00", "안녕, 난 신예은이야. 원두 구독 오늘 시작했어. 일단 200g 플랜으로.", "fact", {"plan_1.from": "today"}),
            ("01-06 21:30", "나 요즘 한강에서 롱보드 타는 게 낙이야. 추워도 탐.", "fact", {"hobby_1.from": "mention"}),
            ("01-12 20:00", "연초에 성수로 이사 왔어. 카페가 너무 많아 ㅋㅋ", "fact", {"residence_A.from": "new_year"}),
            ("01-23 22:15", "성수 오기 전엔 신림 살았어, 2020년부터.", "fact", {"residence_C.from": "year(2020)", "residence_C.to": "=residence_A.from"}),
            ("02-04 19:00", "나 오름커뮤니케이션 다닌 지 꽤 됐어. 2022년 10월 입사.", "fact", {"employer_D.from": "month_year(2022,10)"}),
            ("02-16 12:30", "소화가 안 돼서 오늘부터 소화제 달고 살아.", "fact", {"medication_1.from": "today"}),
            ("02-26 20:40", "우리 모카는 2018년부터 키운 닥스훈트야. 다리 짧은 거 봐.", "fact", {"pet_1.from": "year(2018)"}),
            ("03-10 21:00", "원두 지난주 월요일부터 500g으로 늘렸어. 회사에도 가져가서.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("03-20 23:00", "친구가 망원으로 이사했대. 집들이 가야 돼.", "distractor", {}),
            ("04-01 20:20", "이번 달 1일부터 탈모약 먹기 시작함. 유전이라 어쩔 수 없어.", "fact", {"medication_2.from": "dom(1)"}),
            ("04-15 21:45", "이틀 전에 밤비 입양함! 임보하다가 그냥 우리 애 하기로 했어.", "fact", {"pet_2.from": "ago(2)"}),
            ("04-29 19:30", "소화제 이번 주에 끊음. 밀가루 줄였더니 괜찮아졌어.", "fact", {"medication_1.to": "this_week"}),
            ("05-12 20:00", "요즘 폰 요금제 광고 보면 다 무제한이래. 진짜 무제한 맞나?", "distractor", {}),
            ("05-26 22:30", "오름커뮤니케이션 다음 달 말까지만 다니고 관둘 거야. 오늘 팀장한테 말했어.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-08 19:10", "2022년부터 청소년 상담 전화 봉사하고 있어. 밤에 두 시간씩.", "fact", {"outside_role.from": "year(2022)"}),
            ("06-18 21:20", "이번 달 13일부터 주말에 가구 리폼해서 팔기 시작했어. 반응 좋아.", "fact", {"side_job.from": "dom(13)"}),
            ("07-02 08:00", "1일부터 별하랩 출근 시작! 자리 배치 받았어.", "fact", {"employer_E.from": "first"}),
            ("07-16 21:00", "어제 연남으로 이사 끝냈어. 허리 나갈 뻔.", "fact", {"residence_B.from": "yesterday", "residence_A.to": "=residence_B.from"}),
            ("07-30 20:30", "롱보드 오늘도 탔어. 연남 쪽 길이 더 좋아.", "remention", {}),
            ("08-10 19:40", "탈모약 지난달 20일까지만 먹고 중단. 부작용 때문에.", "fact", {"medication_2.to": "dom_last(20)"}),
            ("08-20 21:10", "요즘 재즈댄스 배우고 있어. 이번 주에 등록해서 벌써 두 번 갔어.", "fact", {"hobby_2.from": "this_week"}),
            ("09-03 20:00", "원두 구독 나흘 전에 1kg으로 올림. 사무실에서 다 같이 마셔서.", "fact", {"plan_3.from": "ago(4)", "plan_2.to": "=plan_3.from"}),
            ("09-17 22:00", "언젠가 나도 제주 가서 살 수도 있겠지? 요즘 그런 생각 많이 해.", "distractor", {}),
            ("10-06 19:30", "추석 선물로 뭐 사 가면 좋을까?", "distractor", {}),
        ],
        "abstain": "예은이 제일 좋아하는 영화가 뭐야?",
    },
    {
        "name": "권태민", "tz": "+09:00", "plan_noun": "게임 구독", "pet_noun": "비숑",
        "items": {
            "residence_C": ("residence", "구미", ["구미", "Gumi"]),
            "residence_A": ("residence", "칠곡", ["칠곡", "Chilgok"]),
            "residence_B": ("residence", "경산", ["경산", "Gyeongsan"]),
            "employer_D": ("employer", "다솜모빌리티", ["다솜모빌리티", "Dasom"]),
            "employer_E": ("employer", "하늬소프트", ["하늬소프트", "Hanui"]),
            "plan_1": ("plan", "에센셜", ["에센셜", "Essential"]),
            "plan_2": ("plan", "엑스트라", ["엑스트라", "Extra"]),
            "plan_3": ("plan", "디럭스", ["디럭스", "Deluxe"]),
            "medication_1": ("medication", "한약", ["한약", "herbal medicine"]),
            "medication_2": ("medication", "여드름약", ["여드름약", "acne"]),
            "pet_1": ("pet", "루이", ["루이", "Louie"]),
            "pet_2": ("pet", "나비", ["나비", "Nabi"]),
            "outside_role": ("outside_role", "벽화 그리기 봉사", ["벽화", "mural"]),
            "side_job": ("side_job", "타로 상담", ["타로", "tarot"]),
            "hobby_1": ("hobby", "보드게임", ["보드게임", "board game"]),
            "hobby_2": ("hobby", "서예", ["서예", "calligraphy"]),
        },
        "utterances": [
            ("01-09 22:00", "ㅎㅇ 권태민임. 나 보드게임 카페 죽돌이야. 주말마다 거기서 살아.", "fact", {"hobby_1.from": "mention"}),
            ("01-13 20:30", "새해부터 칠곡에서 자취 시작했어. 회사 가까운 데로.", "fact", {"residence_A.from": "new_year"}),
            ("01-26 21:00", "게임 구독 어제 가입함. 에센셜로.", "fact", {"plan_1.from": "yesterday"}),
            ("02-05 19:20", "2023년부터 비숑 루이 키우는 중. 완전 솜뭉치야.", "fact", {"pet_1.from": "year(2023)"}),
            ("02-17 22:40", "칠곡 오기 전엔 구미였어. 2018년부터 거기 있었지.", "fact", {"residence_C.from": "year(2018)", "residence_C.to": "=residence_A.from"}),
            ("03-02 20:00", "다솜모빌리티에서 2020년 7월부터 일하고 있어. 배터리 쪽.", "fact", {"employer_D.from": "month_year(2020,7)"}),
            ("03-13 21:10", "엄마가 지어 준 한약 이번 달 9일부터 먹는 중. 쓰다 써.", "fact", {"medication_1.from": "dom(9)"}),
            ("03-24 19:00", "오늘 비 온다던데 우산 챙겨야 되나?", "distractor", {}),
            ("04-08 22:10", "게임 구독 저번 주 월요일부터 엑스트라로 바꿨어. 할 게임이 더 많아서.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-21 20:50", "피부과에서 여드름약 처방받았어. 사흘 전부터 먹고 있어.", "fact", {"medication_2.from": "ago(3)"}),
            ("05-07 21:30", "한약 이번 주에 다 먹어서 끝. 더 안 지어 먹을 거야.", "fact", {"medication_1.to": "this_week"}),
            ("05-19 20:10", "이번 달 16일에 길에서 아기 고양이 구조했는데 그냥 키우기로 했어. 이름은 나비.", "fact", {"pet_2.from": "dom(16)"}),
            ("06-02 21:00", "회사 형이 이번에 판교로 이직한대. 부럽다.", "distractor", {}),
            ("06-11 22:20", "다솜모빌리티는 다음 달 말일까지만 나가기로 했어. 사직서 어제 냄.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-22 19:40", "2024년부터 주말에 동네 벽화 그리기 봉사 다니고 있어.", "fact", {"outside_role.from": "year(2024)"}),
            ("07-06 21:30", "지난주 토요일에 경산으로 이사함. 원룸인데 넓어.", "fact", {"residence_B.from": "sat_last_week", "residence_A.to": "=residence_B.from"}),
            ("07-17 20:00", "이번 달 3일부터 퇴근하고 타로 상담 부업 시작했어. 온라인으로.", "fact", {"side_job.from": "dom(3)"}),
            ("08-04 22:00", "1일부터 하늬소프트 다니는 중. 팀 분위기 괜찮음.", "fact", {"employer_E.from": "first"}),
            ("08-13 20:30", "루이랑 나비 같이 자는 사진 찍었어 ㅋㅋ", "remention", {}),
            ("08-24 21:00", "여드름약 지난달 31일 이후로 끊었어. 피부 많이 좋아짐.", "fact", {"medication_2.to": "dom_last(31)"}),
            ("09-02 20:40", "이번 주부터 서예 배우고 있어. 붓글씨 은근 재밌어.", "fact", {"hobby_2.from": "this_week"}),
            ("09-15 21:20", "게임 구독 이틀 전에 디럭스로 올렸어. 클래식 게임도 하려고.", "fact", {"plan_3.from": "ago(2)", "plan_2.to": "=plan_3.from"}),
            ("09-29 20:00", "언젠가 고양이 한 마리 더 들일 수도 있을 듯. 근데 지금은 무리.", "distractor", {}),
            ("10-16 22:30", "요즘 잠이 너무 안 와. 뭐 좋은 방법 없어?", "distractor", {}),
        ],
        "abstain": "태민이 타는 차는 뭐야?",
    },
    {
        "name": "조은비", "tz": "+09:00", "plan_noun": "공유오피스 멤버십", "pet_noun": "금붕어",
        "items": {
            "residence_C": ("residence", "동탄", ["동탄", "Dongtan"]),
            "residence_A": ("residence", "광교", ["광교", "Gwanggyo"]),
            "residence_B": ("residence", "판교", ["판교", "Pangyo"]),
            "employer_D": ("employer", "해담회계법인", ["해담회계", "Haedam"]),
            "employer_E": ("employer", "온누리세무", ["온누리세무", "Onnuri"]),
            "plan_1": ("plan", "핫데스크", ["핫데스크", "hot desk"]),
            "plan_2": ("plan", "고정석", ["고정석", "fixed desk", "dedicated desk"]),
            "plan_3": ("plan", "1인실", ["1인실", "private office"]),
            "medication_1": ("medication", "안약", ["안약", "eye drop"]),
            "medication_2": ("medication", "고지혈증약", ["고지혈증약", "cholesterol"]),
            "pet_1": ("pet", "초롱이", ["초롱", "Chorong"]),
            "pet_2": ("pet", "마루", ["마루", "Maru"]),
            "outside_role": ("outside_role", "주일학교 교사", ["주일학교", "Sunday school"]),
            "side_job": ("side_job", "유튜브 자막 작업", ["자막", "subtit"]),
            "hobby_1": ("hobby", "바둑", ["바둑", "baduk"]),
            "hobby_2": ("hobby", "골프", ["골프", "golf"]),
        },
        "utterances": [
            ("01-02 10:00", "안녕하세요. 조은비라고 합니다. 저희 어머니 모시고 1월 초에 광교로 이사했습니다.", "fact", {"residence_A.from": "new_year"}),
            ("01-07 21:00", "퇴근 후에는 기원에 가서 바둑을 둡니다. 아버지께 배웠습니다.", "fact", {"hobby_1.from": "mention"}),
            ("01-19 20:30", "광교로 오기 전에는 2014년부터 동탄에서 지냈습니다.", "fact", {"residence_C.from": "year(2014)", "residence_C.to": "=residence_A.from"}),
            ("01-30 19:00", "지난 26일에 공유오피스 핫데스크 멤버십에 가입했습니다. 집에서는 일이 안 돼서요.", "fact", {"plan_1.from": "dom(26)"}),
            ("02-10 12:20", "저는 해담회계법인에서 세무 업무를 합니다. 2017년 3월에 입사했습니다.", "fact", {"employer_D.from": "month_year(2017,3)"}),
            ("02-23 20:10", "어항에 금붕어 초롱이가 있습니다. 2022년부터 키웠는데 아직 정정합니다.", "fact", {"pet_1.from": "year(2022)"}),
            ("03-06 21:40", "안구건조증이 심해서 어제부터 안약을 넣고 있습니다.", "fact", {"medication_1.from": "yesterday"}),
            ("03-18 19:30", "공유오피스는 저번 주 월요일부로 고정석으로 옮겼습니다. 매번 자리 찾기가 번거로워서요.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("03-31 22:00", "어머니께서 요즘 무릎이 안 좋으십니다. 좋은 운동이 있을까요?", "distractor", {}),
            ("04-13 20:00", "건강검진 결과 때문에 이번 달 10일부터 고지혈증약을 복용합니다.", "fact", {"medication_2.from": "dom(10)"}),
            ("04-27 21:00", "사흘 전에 진돗개 한 마리를 모셔 왔습니다. 이름은 마루입니다.", "fact", {"pet_2.from": "ago(3)"}),
            ("05-11 19:50", "안약은 이번 주에 그만 넣었습니다. 눈이 많이 편해졌습니다.", "fact", {"medication_1.to": "this_week"}),
            ("05-22 20:30", "해담회계법인은 다음 달 말일부로 퇴사합니다. 어제 대표님께 말씀드렸습니다.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-03 21:00", "지인이 광고를 보고 5G 무제한 요금제로 갈아탔다고 합니다. 저도 언젠가 바꿀 수도 있겠습니다.", "distractor", {}),
            ("06-16 19:10", "2015년부터 교회 주일학교 교사로 섬기고 있습니다.", "fact", {"outside_role.from": "year(2015)"}),
            ("06-29 20:40", "이틀 전부터 유튜브 자막 작업을 부업으로 받고 있습니다.", "fact", {"side_job.from": "ago(2)"}),
            ("07-06 08:30", "이번 달 1일부터 온누리세무에서 근무하게 됐습니다. 출근길이 조금 멀어졌습니다.", "fact", {"employer_E.from": "first"}),
            ("07-24 21:20", "나흘 전에 판교로 이사를 마쳤습니다. 회사와 가까워졌습니다.", "fact", {"residence_B.from": "ago(4)", "residence_A.to": "=residence_B.from"}),
            ("08-07 20:00", "바둑은 요즘도 꾸준히 둡니다. 급수가 하나 올랐습니다.", "remention", {}),
            ("08-18 19:40", "고지혈증약은 지난달 17일부로 복용을 멈췄습니다. 식단으로 관리하기로 했습니다.", "fact", {"medication_2.to": "dom_last(17)"}),
            ("08-27 20:50", "골프에도 입문했습니다. 이번 주부터 레슨을 받으러 다니기 시작했습니다.", "fact", {"hobby_2.from": "this_week"}),
            ("09-09 21:10", "공유오피스를 6일 전에 1인실로 업그레이드했습니다. 통화가 많아서요.", "fact", {"plan_3.from": "ago(6)", "plan_2.to": "=plan_3.from"}),
            ("09-25 19:20", "남편 친구가 이번에 세종으로 이사한다고 합니다.", "distractor", {}),
            ("10-14 20:00", "가을 등산 코스 좀 추천해 주시겠어요?", "distractor", {}),
        ],
        "abstain": "은비 님이 제일 좋아하는 음식은 뭔가요?",
    },
    # --- batch 3 (cust-11 … 13), written after the fixes for batch 2, before looking at the output ---
    {
        "name": "오하린", "tz": "+09:00", "plan_noun": "영어 회화 앱 구독", "pet_noun": "고양이",
        "items": {
            "residence_C": ("residence", "포항", ["포항", "Pohang"]),
            "residence_A": ("residence", "경주", ["경주", "Gyeongju"]),
            "residence_B": ("residence", "김천", ["김천", "Gimcheon"]),
            "employer_D": ("employer", "청솔에듀", ["청솔에듀", "Cheongsol"]),
            "employer_E": ("employer", "라움건축", ["라움건축", "Raum"]),
            "plan_1": ("plan", "월간", ["월간", "monthly"]),
            "plan_2": ("plan", "분기", ["분기", "quarterly"]),
            "plan_3": ("plan", "연간", ["연간", "annual", "yearly"]),
            "medication_1": ("medication", "위염약", ["위염약", "gastritis"]),
            "medication_2": ("medication", "오메가3", ["오메가3", "omega-3", "omega 3"]),
            "pet_1": ("pet", "두리", ["두리", "Duri"]),
            "pet_2": ("pet", "짱구", ["짱구", "Jjanggu"]),
            "outside_role": ("outside_role", "어린이 도서관 사서 도우미", ["사서 도우미", "library helper"]),
            "side_job": ("side_job", "주말 과외", ["과외", "tutoring"]),
            "hobby_1": ("hobby", "수영", ["수영", "swimming"]),
            "hobby_2": ("hobby", "스윙댄스", ["스윙댄스", "swing danc"]),
        },
        "utterances": [
            ("01-04 20:30", "안녕하세요, 오하린이에요. 우리 집 고양이 두리 얘기부터 할게요. 2020년부터 같이 지냈어요.", "fact", {"pet_1.from": "year(2020)"}),
            ("01-08 20:00", "아침마다 수영장 가서 한 시간씩 수영해요.", "fact", {"hobby_1.from": "mention"}),
            ("01-13 19:00", "경주에는 새해 첫 주에 들어왔어요. 아직 짐이 반이에요.", "fact", {"residence_A.from": "new_year"}),
            ("01-22 21:00", "영어 회화 앱 오늘 결제했어요. 월간 구독으로요.", "fact", {"plan_1.from": "today"}),
            ("02-05 12:30", "직장은 청솔에듀예요. 2023년부터 콘텐츠 기획 하고 있어요.", "fact", {"employer_D.from": "year(2023)"}),
            ("02-17 20:10", "포항에서 2016년부터 살았는데, 경주로 오면서 정리했어요.", "fact", {"residence_C.from": "year(2016)", "residence_C.to": "=residence_A.from"}),
            ("03-02 08:40", "위가 쓰려서 오늘부터 위염약 먹기 시작했어요.", "fact", {"medication_1.from": "today"}),
            ("03-12 21:30", "친구가 요즘 고양이 카페를 차렸대요. 한번 가 보려고요.", "distractor", {}),
            ("03-24 19:10", "앱 구독 지난주 월요일부터 분기 결제로 바꿨어요. 좀 더 싸서요.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-03 20:00", "이번 달 1일부터 오메가3도 먹고 있어요.", "fact", {"medication_2.from": "dom(1)"}),
            ("04-16 18:40", "이틀 전에 햄스터 한 마리 분양받았어요. 짱구라고 부르기로 했어요.", "fact", {"pet_2.from": "ago(2)"}),
            ("04-30 21:20", "위염약은 이번 주부터 안 먹어요. 다 나았대요.", "fact", {"medication_1.to": "this_week"}),
            ("05-14 20:00", "동생이 다음 달에 퇴사한다고 하네요. 걱정이에요.", "distractor", {}),
            ("05-27 22:00", "저 다음 달 말일까지만 청솔에듀 다니기로 했어요. 팀장님도 아세요.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-09 19:30", "토요일마다 어린이 도서관에서 사서 도우미로 봉사해요. 2021년부터 했어요.", "fact", {"outside_role.from": "year(2021)"}),
            ("06-19 20:40", "이번 달 8일부터 주말 과외 하나 맡았어요. 중학생 수학이요.", "fact", {"side_job.from": "dom(8)"}),
            ("07-03 20:00", "라움건축으로 옮긴 지 이틀 됐어요. 1일에 첫 출근했거든요.", "fact", {"employer_E.from": "first"}),
            ("07-16 21:10", "두리가 짱구 케이지 앞에서 하루 종일 지켜봐요 ㅋㅋ", "remention", {}),
            ("07-29 19:20", "지난주 토요일에 김천으로 이사했어요. 새집 너무 좋아요.", "fact", {"residence_B.from": "sat_last_week", "residence_A.to": "=residence_B.from"}),
            ("08-13 20:30", "오메가3는 지난달 27일부터 끊었어요.", "fact", {"medication_2.to": "dom_last(27)"}),
            ("08-25 21:00", "요즘 스윙댄스도 배워요. 이번 주에 첫 수업 갔어요.", "fact", {"hobby_2.from": "this_week"}),
            ("09-08 20:15", "회화 앱 사흘 전에 연간으로 갈아탔어요.", "fact", {"plan_3.from": "ago(3)", "plan_2.to": "=plan_3.from"}),
            ("09-21 19:00", "언젠가 제주에서 살아 보고 싶어요.", "distractor", {}),
            ("10-12 20:00", "요즘 볼 만한 드라마 있어요?", "distractor", {}),
        ],
        "abstain": "하린 님은 어떤 차를 타요?",
    },
    {
        "name": "김도현", "tz": "+09:00", "plan_noun": "OTT 요금제", "pet_noun": "진돗개",
        "items": {
            "residence_C": ("residence", "안산", ["안산", "Ansan"]),
            "residence_A": ("residence", "시흥", ["시흥", "Siheung"]),
            "residence_B": ("residence", "부천", ["부천", "Bucheon"]),
            "employer_D": ("employer", "서진물산", ["서진물산", "Seojin"]),
            "employer_E": ("employer", "한울로보틱스", ["한울로보틱스", "Hanul"]),
            "plan_1": ("plan", "광고형", ["광고형", "with ads"]),
            "plan_2": ("plan", "스탠다드", ["스탠다드", "Standard"]),
            "plan_3": ("plan", "프리미엄", ["프리미엄", "Premium"]),
            "medication_1": ("medication", "해열제", ["해열제", "fever reducer"]),
            "medication_2": ("medication", "당뇨약", ["당뇨약", "diabetes"]),
            "pet_1": ("pet", "순돌이", ["순돌", "Sundol"]),
            "pet_2": ("pet", "뽀송이", ["뽀송", "Pposong"]),
            "outside_role": ("outside_role", "심폐소생술 강사 봉사", ["심폐소생술", "CPR"]),
            "side_job": ("side_job", "택배 분류 아르바이트", ["택배 분류", "parcel sort"]),
            "hobby_1": ("hobby", "바다낚시", ["낚시", "fishing"]),
            "hobby_2": ("hobby", "드럼", ["드럼", "drum"]),
        },
        "utterances": [
            ("01-06 19:00", "반갑습니다. 김도현이라고 합니다. 서진물산 영업팀에서 근무합니다. 2018년 입사했습니다.", "fact", {"employer_D.from": "year(2018)"}),
            ("01-09 21:00", "쉬는 날이면 바다낚시를 다닙니다.", "fact", {"hobby_1.from": "mention"}),
            ("01-15 20:00", "올해 1월 초에 시흥으로 거처를 옮겼습니다.", "fact", {"residence_A.from": "new_year"}),
            ("01-28 19:30", "시흥 전에는 안산에 2015년부터 거주했습니다.", "fact", {"residence_C.from": "year(2015)", "residence_C.to": "=residence_A.from"}),
            ("02-09 20:10", "오늘 OTT 광고형 요금제에 가입했습니다.", "fact", {"plan_1.from": "today"}),
            ("02-21 18:00", "우리 집 순돌이는 2018년부터 함께 산 진돗개입니다.", "fact", {"pet_1.from": "year(2018)"}),
            ("03-05 21:00", "어제부터 해열제를 복용 중입니다. 몸살이 심해서요.", "fact", {"medication_1.from": "yesterday"}),
            ("03-17 20:30", "회사 후배가 이번에 분당으로 이사 갔습니다.", "distractor", {}),
            ("03-25 19:00", "OTT는 지난주 월요일부터 스탠다드로 쓰고 있습니다.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-09 20:20", "이번 달 6일부터 당뇨약을 처방받아 먹습니다.", "fact", {"medication_2.from": "dom(6)"}),
            ("04-22 21:00", "어제 길고양이 한 마리를 집에 들였습니다. 뽀송이라고 이름 붙였습니다.", "fact", {"pet_2.from": "yesterday"}),
            ("05-05 19:40", "해열제는 이번 주에 복용을 끝냈습니다.", "fact", {"medication_1.to": "this_week"}),
            ("05-18 20:00", "요즘 무제한 요금제 할인 광고가 자주 보입니다.", "distractor", {}),
            ("05-29 21:30", "서진물산에는 다음 달 말일까지만 출근합니다. 이미 인수인계 중입니다.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-12 19:00", "2019년부터 소방서에서 심폐소생술 강사로 봉사하고 있습니다.", "fact", {"outside_role.from": "year(2019)"}),
            ("06-24 20:00", "사흘 전부터 주말에 택배 분류 아르바이트를 합니다.", "fact", {"side_job.from": "ago(3)"}),
            ("07-06 08:50", "한울로보틱스로 1일부터 출근하고 있습니다.", "fact", {"employer_E.from": "first"}),
            ("07-20 21:00", "낚시는 요즘도 주말마다 다닙니다.", "remention", {}),
            ("08-03 19:30", "지난달 30일 부천으로 이사를 했습니다.", "fact", {"residence_B.from": "dom_last(30)", "residence_A.to": "=residence_B.from"}),
            ("08-17 20:00", "당뇨약은 지난달 12일부로 먹지 않습니다.", "fact", {"medication_2.to": "dom_last(12)"}),
            ("08-26 21:00", "요즘은 드럼에도 빠져 있습니다. 이번 주에 학원을 등록했습니다.", "fact", {"hobby_2.from": "this_week"}),
            ("09-09 19:40", "나흘 전에 OTT를 프리미엄으로 업그레이드했습니다.", "fact", {"plan_3.from": "ago(4)", "plan_2.to": "=plan_3.from"}),
            ("09-23 20:00", "언젠가 고양이를 한 마리 더 들일 수도 있겠습니다.", "distractor", {}),
            ("10-14 19:00", "요즘 환절기라 감기 조심해야겠습니다.", "distractor", {}),
        ],
        "abstain": "도현 님이 좋아하는 야구팀은 어디입니까?",
    },
    {
        "name": "이소율", "tz": "+09:00", "plan_noun": "휴대폰 요금제", "pet_noun": "고양이",
        "items": {
            "residence_C": ("residence", "속초", ["속초", "Sokcho"]),
            "residence_A": ("residence", "동해", ["동해", "Donghae"]),
            "residence_B": ("residence", "삼척", ["삼척", "Samcheok"]),
            "employer_D": ("employer", "모래알카페", ["모래알카페", "Moraeal"]),
            "employer_E": ("employer", "바다숲리조트", ["바다숲리조트", "Badasup"]),
            "plan_1": ("plan", "7기가", ["7기가", "7GB"]),
            "plan_2": ("plan", "15기가", ["15기가", "15GB"]),
            "plan_3": ("plan", "100기가", ["100기가", "100GB"]),
            "medication_1": ("medication", "멀미약", ["멀미약", "motion sickness"]),
            "medication_2": ("medication", "비오틴", ["비오틴", "biotin"]),
            "pet_1": ("pet", "삼색이", ["삼색이", "Samsaek"]),
            "pet_2": ("pet", "솔방울", ["솔방울", "Solbangul"]),
            "outside_role": ("outside_role", "해변 쓰레기 줍기 봉사", ["쓰레기 줍기", "beach clean"]),
            "side_job": ("side_job", "스냅 촬영 알바", ["스냅", "snap photo"]),
            "hobby_1": ("hobby", "서핑", ["서핑", "surf"]),
            "hobby_2": ("hobby", "목공", ["목공", "woodwork"]),
        },
        "utterances": [
            ("01-05 21:00", "하이 나 이소율. 새해 되자마자 동해로 넘어왔어.", "fact", {"residence_A.from": "new_year"}),
            ("01-10 10:00", "주말엔 무조건 서핑하러 바다 나가.", "fact", {"hobby_1.from": "mention"}),
            ("01-16 22:00", "동해 오기 전에는 속초에 살았었어. 2017년부터.", "fact", {"residence_C.from": "year(2017)", "residence_C.to": "=residence_A.from"}),
            ("01-27 20:00", "폰 요금제 오늘 알뜰폰 7기가짜리로 바꿨어.", "fact", {"plan_1.from": "today"}),
            ("02-08 19:00", "모래알카페에서 바리스타로 일한 지 3년 됐어. 2023년부터.", "fact", {"employer_D.from": "year(2023)"}),
            ("02-20 21:30", "2019년부터 키우는 삼색이 있잖아, 요즘 살쪄서 걱정이야.", "fact", {"pet_1.from": "year(2019)"}),
            ("03-03 20:00", "배 타기 전에 멀미약 먹어야 해서 오늘부터 챙겨 먹는 중.", "fact", {"medication_1.from": "today"}),
            ("03-15 12:00", "오늘 바람 진짜 많이 분다.", "distractor", {}),
            ("03-26 21:00", "요금제 저번 주 월요일에 15기가로 올렸어. 데이터 모자라서.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-07 20:30", "이번 달 4일부터 비오틴 먹어. 머리 빠져서.", "fact", {"medication_2.from": "dom(4)"}),
            ("04-19 19:00", "사흘 전에 유기견 보호소에서 강아지 데려왔어. 이름은 솔방울.", "fact", {"pet_2.from": "ago(3)"}),
            ("05-01 21:00", "멀미약 이번 주에 끊었어. 배 안 타니까.", "fact", {"medication_1.to": "this_week"}),
            ("05-13 20:00", "친구가 양양으로 이사 간대. 부럽다.", "distractor", {}),
            ("06-04 22:00", "모래알카페 다음 달 말까지만 일하고 그만둘 거야. 사장님한테 말했어.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-15 20:00", "2022년부터 해변 쓰레기 줍기 봉사 하고 있어. 한 달에 두 번.", "fact", {"outside_role.from": "year(2022)"}),
            ("06-27 19:00", "이번 달 20일부터 주말에 스냅 촬영 알바 뛰어.", "fact", {"side_job.from": "dom(20)"}),
            ("07-10 21:00", "언젠가 서울로 다시 갈 수도 있겠지.", "distractor", {}),
            ("07-24 20:00", "이틀 전에 삼척으로 이사 끝! 바다 보여.", "fact", {"residence_B.from": "ago(2)", "residence_A.to": "=residence_B.from"}),
            ("08-04 21:00", "1일부터 바다숲리조트 다녀. 프런트 일.", "fact", {"employer_E.from": "first"}),
            ("08-14 20:30", "비오틴 지난달 25일에 마지막으로 먹었어.", "fact", {"medication_2.to": "dom_last(25)"}),
            ("08-27 21:00", "요즘 목공 배우러 다녀. 이번 주에 처음 갔는데 의자 만들 거야.", "fact", {"hobby_2.from": "this_week"}),
            ("09-10 20:00", "폰 요금제 나흘 전에 100기가로 바꿈.", "fact", {"plan_3.from": "ago(4)", "plan_2.to": "=plan_3.from"}),
            ("09-24 19:00", "삼색이가 솔방울이랑 같이 자더라 ㅋㅋ", "remention", {}),
            ("10-08 20:00", "저녁 뭐 먹을지 추천 좀.", "distractor", {}),
        ],
        "abstain": "소율이 제일 좋아하는 가수는 누구야?",
    },
]

#: The wording each rule needs in its utterance (Korean).
WORDING = {
    "today": r"오늘", "yesterday": r"어제", "ago": r"(?:\d+일|이틀|사흘|나흘) 전",
    "dom": r"(?<!지난달 )(?<!저번 달 )(?<!\d)\d{1,2}일", "dom_last": r"(?:지난달|저번 달) \d{1,2}일",
    "mon_last_week": r"(?:지난주|저번 주) 월요일", "sat_last_week": r"(?:지난주|저번 주) 토요일",
    "first": r"(?<!\d)1일", "end_next_month": r"다음 달 말", "this_week": r"이번 주",
    "new_year": r"새해|연초|1월 초", "year": r"\d{4}년", "month_year": r"\d{4}년 \d{1,2}월", "mention": r"",
}  # fmt: skip
VAGUE = en.VAGUE | {"month_year"}


def apply(rule: str, local: date) -> date:
    """The date a rule gives, said on the local date ``local`` (build.apply plus the Korean rules)."""
    name, _, arg = rule.partition("(")
    arg = arg.rstrip(")")
    if name == "sat_last_week":
        return local - timedelta(days=local.weekday() + 2)
    if name == "month_year":
        y, m = arg.split(",")
        return date(int(y), int(m), 1)
    return en.apply(rule, local)


def build(n: int, story: dict[str, Any]) -> dict[str, Any]:
    """build.build with the Korean date rules, wordings and queries (names checked whole)."""
    return en.build(
        n, story, lang="ko", apply_rule=apply, wording=WORDING, vague_rules=VAGUE, flags=0,
        named=lambda name: name, week_rules=("mon_last_week", "sat_last_week", "this_week"),
        queries=make_queries,
    )


def make_queries(story: dict[str, Any], by_key: dict[str, dict[str, Any]], final: date) -> list[dict[str, Any]]:
    who = story["name"][1:] + " 님"

    def q(question: str, as_of: date, yes: str, no: list[str], kind: str) -> dict[str, Any]:
        for key in [yes, *no]:
            for end in ("valid_from", "valid_to"):
                if by_key[key][end]:
                    d = date.fromisoformat(by_key[key][end])
                    assert abs((d - as_of).days) >= by_key[key]["fuzzy_days"] + 2 or d.year < YEAR, (
                        f"{story['name']}: {kind} as_of {as_of} too near {key}.{end}")
        t = by_key[yes]
        assert date.fromisoformat(t["valid_from"]) <= as_of and (not t["valid_to"] or as_of < date.fromisoformat(t["valid_to"]))
        for key in no:
            n = by_key[key]
            assert not (date.fromisoformat(n["valid_from"]) <= as_of and (not n["valid_to"] or as_of < date.fromisoformat(n["valid_to"])))
        return {"question": question, "as_of": as_of.isoformat(), "must_contain_any": t["object_aliases"],
                "must_not_contain": [a for k in no for a in by_key[k]["object_aliases"]],
                "expect_abstain": False, "query_kind": kind, "targets": [yes]}  # fmt: skip

    def ko(d: date) -> str:
        return f"{d.year}년 {d.month}월 {d.day}일"

    res_a_mid = en._mid(by_key["residence_A"], final)
    plan_1_mid = en._mid(by_key["plan_1"], final)
    plan = story["plan_noun"]
    return [
        q(f"{who}은 지금 어디 살아요?", final, "residence_B", ["residence_A"], "res_now"),
        q(f"{ko(res_a_mid)}에 {who}은 어디 살았죠?", res_a_mid, "residence_A", ["residence_B"], "res_past"),
        q(f"{who}은 요즘 어느 회사에 다녀요?", final, "employer_E", ["employer_D"], "emp_now"),
        q(f"{plan}은 지금 뭐 써요?", final, "plan_3", ["plan_2", "plan_1"], "plan_now"),
        q(f"{ko(plan_1_mid)}에는 {plan}이 뭐였어요?", plan_1_mid, "plan_1", ["plan_2", "plan_3"], "plan_past"),
        q(f"{who}이 부업으로 하는 일은 뭐예요?", final, "side_job", [], "side_now"),
        q(f"{who} {story['pet_noun']} 이름이 뭐였죠?", final, "pet_1", [], "pet_now"),
        {"question": story["abstain"], "as_of": final.isoformat(), "must_contain_any": [],
         "must_not_contain": [], "expect_abstain": True, "query_kind": "abstain", "targets": []},
    ]  # fmt: skip


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for n, story in enumerate(STORIES, FIRST_NUMBER):
        case = build(n, story)
        path = OUT / f"cust-{n:02d}.json"
        path.write_text(json.dumps(case, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(path, len(case["checkpoints"]), "checkpoints")


if __name__ == "__main__":
    main()
