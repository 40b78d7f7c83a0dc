"""Korean rules, part 1: identity, work and roles; and the dispatch of all Korean rules.

Patterns are built on particles and verb stems: "X(으)로 이사", "X에(서) 살", "X에 입사",
"X 다니", "X(으)로 출근", "X(으)로 일하", "X 일을 하", "X(으)로 퇴사". The noun phrase
before the particle is cut by :mod:`consolidator.extract.korean_np`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta
from typing import TypeGuard

from consolidator.extract import korean_events, korean_life
from consolidator.extract.common import (
    CURRENT_EMPLOYER,
    Draft,
    SentenceContext,
    has_time_hint,
    pick_time,
)
from consolidator.extract.gazetteer import is_place_ko
from consolidator.extract.korean_home import residence, undate_later_home
from consolidator.extract.korean_np import (
    SURNAMES,
    analysis,
    candidates_before,
    is_person_name,
    np_before_times,
    np_before_word,
    np_ending_at,
    person_topic,
    strip_honorific,
    subject_of,
    third_party_topic,
)
from consolidator.extract.lexicon import (
    ORG_TEAM_KO,
    ROLE_SUFFIX_KO,
    ROLE_WORDS_KO,
    SIDE_JOB_CUE,
    SUBSCRIBED_SERVICE_KO,
    VOLUNTEER_CUE,
    is_activity_ko,
    is_medication_ko,
    is_tier,
)
from consolidator.names import object_key
from consolidator.types import SELF, UNNAMED_END, Claim

# --- identity -------------------------------------------------------------------------------------

_GREETING = re.compile(r"안녕|반가|처음\s*뵙|인사\s*드|소개")
_NAME_STRONG = re.compile(
    r"(?:제|내)\s*이름은\s*(?P<n>[\uac00-\ud7a3]{2,4}?)(?:이에요|예요|입니다|이야|야|이고|이라고|라고)"
)
_NAME_CALLED = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3]{2,4}?)(?:이라고|라고)\s*(?:해요|합니다|해|하고요|불러)"
)
#: Talk of an animal: a name "called" beside it is the animal's.
_ANIMAL_TALK = re.compile(r"강아지|고양이|냥이|햄스터|토끼|앵무새|거북|댕댕이|반려|입양|분양|키우|키워|키운|데려")
_NAME_BE = re.compile(
    r"(?:저는|전|저|나는|난|나)\s+(?P<n>[\uac00-\ud7a3]{2,4}?)(?:이에요|예요|입니다|이야|야)(?=[\s.!~,]|$)"
)
_NAME_BARE = re.compile(
    r"(?:^|[,!~.]\s*)(?P<n>[\uac00-\ud7a3]{3,4}?)(?:입니다|이에요|예요)(?=[\s.!~,]|$)"
)
#: Three-syllable words said with a copula in a greeting that start like a surname.
_NOT_NAME_KO = frozenset({"오랜만", "마지막", "한참만", "정말로", "진짜로", "이번엔", "이제야"})
_AGE = re.compile(
    r"(?P<a>\d{1,3})\s*살(?:이에요|이야|입니다|이고|이에|이|예요)|나이는\s*(?P<b>\d{1,3})"
)
_TENS = {
    "열": 10,
    "스물": 20,
    "스무": 20,
    "서른": 30,
    "마흔": 40,
    "쉰": 50,
    "예순": 60,
    "일흔": 70,
    "여든": 80,
    "아흔": 90,
}
_ONES = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9}
_AGE_NATIVE = re.compile(
    r"(?P<t>열|스물|스무|서른|마흔|쉰|예순|일흔|여든|아흔)\s*(?P<o>한|두|세|네|다섯|여섯|일곱|여덟|아홉)?\s*살(?:이에요|이야|입니다|이고|이|예요)"
)
_BIRTHDAY = re.compile(r"생일(?:은|이)\s*(?P<d>\d{1,2}\s*월\s*\d{1,2}\s*일)")


def identity(ctx: SentenceContext) -> list[Draft]:
    """Name ("저는 박서연이에요", "이하은이라고 해요", "제 이름은 ..."), age, birthday."""
    t = ctx.text
    out: list[Draft] = []
    greeting = bool(_GREETING.search(t)) or ctx.sentence.index <= 1
    an = analysis(ctx)
    for pattern in (_NAME_STRONG, _NAME_CALLED, _NAME_BE, _NAME_BARE):
        m = pattern.search(t)
        if m is None or (pattern is not _NAME_STRONG and not greeting):
            continue
        if pattern is _NAME_CALLED and _ANIMAL_TALK.search(t + " " + (ctx.prev.text if ctx.prev else "")):
            continue  # "고양이 한 마리를 키워요. 보리라고 불러요.": the animal's name, not the user's
        name = m.group("n")
        tag = an.tag_of(m.start("n"), m.end("n"))
        if pattern is _NAME_BARE and not (len(name) == 3 and name[0] in SURNAMES and name not in _NOT_NAME_KO):
            continue  # "오랜만입니다": a greeting, though 오 is a surname
        if (
            pattern is _NAME_STRONG
            or is_person_name(name, tag)
            or (pattern is _NAME_CALLED and tag in ("NNP", "NNG"))
        ):
            out.append(Draft(SELF, "name", name, m.start("n"), obj_span=m.span("n"), dated=False))
            break
    if re.search(
        r"강아지|고양이|냥이|햄스터|토끼|앵무새|거북|댕댕이|반려|(?:데려|입양|키운|키우)\S*\s+\S+(?:인데|이에요|예요)",
        t,
    ):
        return (
            out  # "2016년에 데려온 고양이인데 올해 열 살입니다": the animal's age, not the user's
        )
    m = _AGE.search(t)
    if m:
        out.append(Draft(SELF, "age", m.group("a") or m.group("b"), m.start(), dated=False))
    m = _AGE_NATIVE.search(t)
    if m:
        age = _TENS[m.group("t")] + _ONES.get(m.group("o") or "", 0)
        out.append(
            Draft(
                SELF,
                "age",
                str(age),
                m.start(),
                dated=False,
                text=f"사용자의 나이: {age}세 ({m.group()})",
            )
        )
    m = _BIRTHDAY.search(t)
    if m:
        out.append(Draft(SELF, "birthday", m.group("d"), m.start(), dated=False))
    return out


# --- work and roles -------------------------------------------------------------------------------

_WORK_CUE = re.compile(r"회사|직장|이직|출근|입사|팀|부서|근무|연봉|커리어")
_HOME_CUE = re.compile(
    r"집|이사|동네|살|거주|전세|월세|이삿짐|짐\s*(?:정리|풀|싸)|입주|전입|아파트|오피스텔|원룸|빌라"
)
_JOIN = re.compile(
    r"(?=(?P<p>에)(?:\s+(?:\S+(?:에|부터|자로|부로)|\d{1,2}일|정식으로|새로|(?:신입|경력|경력직|정규직|계약직|인턴)(?:으로|사원으로)?)){0,2}\s*(?:입사|취직|취업|합류|들어가|들어갔|들어와|들어왔|몸담))"
)
#: A company said by its initials ("LG에 들어갔어요", "SK하이닉스", "KT"): no place one walks into.
_ACRONYM = re.compile(r"[A-Z]{2,5}[0-9&]?")
def _work_around(ctx: SentenceContext) -> bool:
    """A word of work or of leaving a job in the sentence or a neighbour: initials are a company
    only then ("ICU에 들어갔어요" is a ward, "KTX에 들어갔어요" a train)."""
    around = ctx.around
    return bool(_WORK_CUE.search(around) or _NOTICE.search(around) or re.search(r"다니|다녀|다녔", around))


#: "미르테크 입사했습니다" (no particle).
_JOIN_BARE = re.compile(
    r"(?<=\S)\s+(?P<v>입사|취직|재직|근무|합류|(?<=\s)출근)(?:했|해|하|함|\s*했|\s*중|한\s*지|\s*시작|\s*첫날|\s*완료|\s*첫\s*(?:주|날|달)|\s*\d{1,3}\s*일\s*(?:차|째)|"
    r"\s*(?:이틀|사흘|나흘|닷새|일주일|한\s*달|\d+\s*주)\s*(?:차|째)|"
    r"\s*(?:\d+\s*(?:주일|일|주|개월|달)|이틀|사흘|나흘|일주일|한\s*달|보름)\s*(?:됐|되었)|(?=\s*[!,])|"
    # "7월 1일부터 새봄에너지 출근", "1일부터 바다크루즈 본사 출근이에요": the verb noun ends the
    # sentence (음슴체, or a copula on the noun)
    r"(?P<end>(?:이요|이에요|입니다|이야|임)?(?=\s*[.!~ㅋㅎ]*$)))"
)
#: "1일에 하늘소프트 들어갔어요": a company (by its name's ending) entered, with no particle.
_ENTER_BARE = re.compile(r"(?<=\S)\s+(?P<v>들어갔|들어왔|들어가게|들어오게)")
#: "새솔물산을 떠나요" when the sentence speaks of work or ending ("끝으로").
_LEAVE_ORG = re.compile(
    r"(?P<p>을|를|에서)\s*(?:떠나|떠났|떠날|떠납|떠나기로|나와요|나왔|나올|나옵)"
)
_LEAVE_CUE = re.compile(r"끝으로|회사|직장|퇴사|마지막|그만|다니")
_ATTEND = re.compile(
    r"(?P<p>에도|에|을|를|도)?\s*(?P<v>다니고|다녀요|다녀(?!\s*오|왔|와)|다닙니다|다니는|다녔|다니며|다니면서|다니다|다닌\s*(?:지|건|게|거)|다니기\s*시작|다님(?=[\s.!~,]|$)|다니잖|다니거든|다니죠)"
)
#: "1일부터 누리소프트로 출근해요", "합정으로 또 옮겼어요" (an adverb of again or at last may
#: come between).
_COMMUTE = re.compile(
    r"(?P<p>으로|로)(?:\s+(?:\d{1,2}일(?:부터|자로|부로|에)?|이번\s*달부터|또|다시|결국|드디어|아예))?\s*"
    r"(?:출근|이직|옮겼|옮겨|옮길|옮기|옮긴|옮김|입사|취직|취업)"
)
#: Ways of joining that are no organisation ("신입으로 입사", "경력으로 이직").
_JOIN_AS = re.compile(
    r"^(?:신입|신입\s*사원|경력|경력직|정규직|계약직|정직원|파견직|수습|특채|공채|낙하산|막내|정식|공식|새로|최종)$"
)
#: "회사 이름은 푸른솔이에요", "하늘정보통신이라는 곳이에요" (after a new job is mentioned).
_COMPANY_NAMED = re.compile(
    r"(?:회사|직장)\s*(?:이름|명)(?:은|이)\s+(?P<n>\S+?)(?:(?:이에요|예요|입니다|이야|야|이고|고|임)(?=[\s.!,]|$)|(?=[.!~]*$))"
    # "파도스튜디오라고 작은 데야": the name quoted with 라고, a size word before the head
    r"|(?<!\S)(?P<n2>[\uac00-\ud7a3A-Za-z0-9]{2,}?)(?:\s*\([^()]{1,30}\))?(?:이)?라(?:는|고)\s*(?:(?:작은|조그만|조그마한|큰|새|신생)\s+)?(?:곳|회사|데|기업|스타트업|외국계|대기업|중소기업|업체|외국계\s*회사|공기업)(?:이에요|예요|입니다|이야|야|이고|인데)"
)
#: "이름은 정해법률사무소": the name alone, said right after a new job named only by a generic
#: head ("새 로펌 출근했어요"); a copula may end it, or the sentence does (음슴체).
_NAME_ALONE = re.compile(
    r"^(?:새\s*)?(?:(?:회사|직장)\s*(?:이름|명)?|이름|명|상호)(?:은|는|이)\s+(?P<n>[\uac00-\ud7a3A-Za-z0-9]{2,}?)"
    r"(?:이에요|예요|입니다|이야|야|이고요|고요|이요|요|임)?\s*[.!~ㅋㅎ]*$"
)
#: Heads that say what kind of employer, not which ("새 로펌", "새 스타트업"): replaced by the
#: name the next sentence gives.
_GENERIC_EMPLOYER = re.compile(
    r"^(?:새\s*)?(?:회사|직장|로펌|스타트업|대기업|중소기업|외국계|공기업|법인|병원|학원|은행|출판사|사무소|업체|기업|곳|데|"
    r"연구소|연구원|공장|센터|사무실)$"
)
_NEW_JOB_CUE = re.compile(
    r"새\s*(?:회사|직장|로펌|스타트업|대기업|중소기업|외국계|공기업|법인|병원|학원|은행|출판사|사무소|업체|기업|연구소|연구원|공장|센터)|"
    r"입사|이직|첫\s*출근|출근하|출근했|취직|취업|"
    # "어제부터 새 연구소 출근.", "1일부터 새 데 출근이요.": 출근 ending the sentence (음슴체, or a
    # copula on the noun)
    r"출근(?:이요|이에요|입니다|이야|임)?(?=\s*[.!~ㅋㅎ]*$)"
)
#: "하늘소프트예요.": a company named by a copula alone, after a new job is mentioned.
#: "이직 완료! 솔바람랩.": the company alone as a sentence (by its name's ending).
_ORG_FRAGMENT = re.compile(r"^(?P<n>[\uac00-\ud7a3A-Za-z0-9]{2,})\s*[.!~]*$")
_ORG_IS = re.compile(
    r"^(?:거기는|거기|이름은|회사는|(?:새\s*)?(?:회사|직장)(?:는|은)?)?\s*(?P<n>[\uac00-\ud7a3A-Za-z0-9]{2,}?)(?:이에요|예요|입니다|이야|야|이고요|고요|이요)\s*[.!~ㅋㅎ]*$"
)
_WORKPLACE = re.compile(
    # "미소호텔에서일해요": the verb may be glued to the place (spacing dropped)
    r"(?P<p>에서)(?:\s+(?:\S+\s+){0,3}?|(?=일하|일해|일했|근무))(?:일하|일해|일했|일한|일할|일함|근무|일\s*하|일을\s*하|재직|"
    # "한결소프트에서 QA 엔지니어로 있어요": a title held there
    r"\S+(?:으로|로)\s*(?:있어요|있습니다|있어|있음|있고|있는데)|"
    r"(?:업무|일)(?:를|을|도)?\s*(?:맡고|맡아|맡았|합니다|해요|하고\s*있|봅니다|보고\s*있|시작)|"
    r"(?:담당하|담당해|담당합|담당\s*중)|"
    # "모노톤디자인에서 브랜딩 하는 사람이에요": the one who does the work there
    r"\S*\s*하는\s*(?:사람|직원|일)(?:이에요|예요|입니다|이야|야|이고|인데)|"
    # "해솔정밀에서 생산관리 하고 있어요": a function of a firm done there
    r"(?:생산|품질|공정|자재|재고|시설|고객)?\s*관리\s*(?:업무\s*)?(?:하고\s*있|하는\s*중|해요|합니다)|"
    r"(?:영업|마케팅|회계|경리|인사|총무|기획|홍보|재무|구매|물류|설계|편집)\s*(?:업무\s*)?(?:하고\s*있|하는\s*중|해요|합니다))"
)
#: "마케팅 일은 2021년부터 쭉 스타라이트커머스에서 했어요": the work as the topic, then where
#: it is done and a bare 하다.
_WORK_TOPIC_AT = re.compile(
    r"(?:^|\s)(?:일|업무|회사\s*생활|직장\s*생활)(?:은|는)\s+(?:\S+\s+){0,4}?\S+?(?P<p>에서)\s+"
    r"(?:\S+\s+)?(?:했|해\s*왔|해왔|하고\s*있|해요|합니다|하는\s*중|함(?=[\s.!~,]|$))"
)
#: "한마음병원 주차관리 일을 얻었습니다": a job found at a company.
_JOB_FOUND = re.compile(
    r"(?<=\S)\s+(?:\S+\s+)?(?:일|일자리|자리|직장)(?:을|를)?\s*(?:얻었|구했|잡았|얻게|구하게|찾았)"
)
_MY_COMPANY = re.compile(
    r"(?:(?:다니는|일하는|근무하는|출근하는|새|제|저희|지금|현재)\s*)?(?:회사|직장|곳)(?:은|는|이|\s*:)\s+(?P<n>[^\s,]+?)(?:(?:이에요|예요|입니다|이야|야|이고요|고요|이고|고|이요|요)(?=[\s.!,]|$)|(?=[.!]*$|,))"
)
#: A company wished for, not held: "희망 직장:", "가고 싶은 회사는".
_WISHED_JOB = re.compile(r"(?:희망|지망|목표|꿈의|원하는|가고\s*싶은|다니고\s*싶은)\s*$")
#: "솔바람랩이 새 직장이에요": the company said first, then that it is the (new) workplace.
_ORG_IS_JOB = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3A-Za-z0-9]{2,}?)(?:이|가)\s+(?:제\s+|내\s+|저희\s+|우리\s+)?"
    r"(?:새\s*|지금\s*|현\s*|현재\s*)?(?:회사|직장|일터)(?:이에요|예요|입니다|이야|야|임|이고|인데)"
)
#: "코어웨이브라는 회사에 2021년부터 다녀요": the name before 라는 and the work verb after.
_CALLED_CO = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3A-Za-z0-9]{2,}?)(?:이)?라는\s*(?:회사|곳|기업|스타트업|업체)(?:에서|에|로|으로)\s+"
    r"(?:\S+\s+){0,3}?(?:다니|다녀|다녔|일하|일해|일했|근무|입사|취직|출근|합류|들어가|들어갔|이직|옮겼)"
)
_NEWCO = re.compile(
    r"새\s*(?:회사|직장)(?:는|은)\s+(?:\S+\s+){0,4}?(?P<n>\S+?)(?:이에요|예요|입니다|이야|야|이고|고)(?=[\s.!,]|$)"
)
#: "다음 회사는 Bluefin으로 정해졌어요", "옮길 직장은 누리랩이에요": the next employer, settled.
_NEXT_JOB = re.compile(
    r"(?:다음|옮길|이직할|새로\s*갈|새로\s*다닐)\s*(?:회사|직장|일터)(?:는|은|가|이)\s+(?P<n>\S+?)"
    r"(?:(?:으로|로)\s*(?:정해졌|정해짐|정했|결정됐|결정했|결정\s*났|확정)|"
    r"(?:이에요|예요|입니다|이야|야|임|이고|고)(?=[\s.!,~]|$)|(?=[.!~]*$))"
)
#: "결국 해솔에너지로 정했어요": a company (by its name's ending) chosen, when the sentence or the
#: next one speaks of work ("1일부터 출근 중이에요").
_CHOSE_ORG = re.compile(r"(?P<p>으로|로)\s*(?P<v>정했|정해졌|정함|결정했|결정됐|결정함|확정됐|확정했|확정)")
#: "1일부터 한빛에 출근하고 있어요": going to work at a company since a day.
_ATTEND_AT = re.compile(
    r"(?P<p>에)\s*(?P<v>출근(?:하고\s*있|하는\s*중|\s*중|했|해요|합니다|하기\s*시작|\s*시작))"
)
_FIRST_DAY = re.compile(r"(?P<p>으로|에서|에|로)\s*첫\s*출근")
#: "1일에 누리소프트 첫 출근했어요": the employer with no particle before 첫 출근.
_FIRST_DAY_BARE = re.compile(r"(?<=\S)\s+(?P<v>첫\s*출근)")
#: "다음 달 말에 한빛물류 나와요": a company (by its name's ending) left on a stated day.
_LEAVE_BARE = re.compile(
    r"(?<=\S)\s+(?P<v>나와요|나옵니다|나올\s*거|나오기로|나가요|나갑니다|나가기로|떠나요|떠납니다|떠나기로)"
)
#: The frame of leaving a job on a day ("다음 달 말에", "이번 달까지만"), not of showing up somewhere.
_LEAVE_FRAME = re.compile(r"말(?:에|일|까지|로)|까지만|마지막|퇴사|그만")
#: "한빛물류 생활은 다음 달 말로 끝이에요", "한빛물류랑은 다음 달 말까지예요": the job's end.
_JOB_OVER = re.compile(
    r"(?:생활|근무|회사\s*생활)(?:은|는|도)?\s+(?:\S+\s+){0,3}?\S*?(?:으로|로)?\s*(?:끝(?:이에요|이야|입니다|나요|납니다|내요|낼\s*거|내기로)|마무리(?:해요|합니다|돼요|됩니다))|"
    r"(?:랑은|이랑은|와는|과는|하고는)\s+(?:\S+\s+){0,3}?\S*?까지(?:만)?(?:입니다|예요|이에요|야|이야)(?=[\s.!~,]|$)|"
    # "동해상사와는 다음 달 말까지만 함께합니다": together with the company until a day
    r"(?:랑은|이랑은|와는|과는|하고는)\s+(?:\S+\s+){0,3}?\S*?까지(?:만)?\s*(?:함께|같이)\s*(?:합니다|해요|하고|할|해|함|일)"
)
_QUIT = re.compile(
    r"퇴사|사직서|사의|마지막\s*(?:출근|근무|날)|그만두|그만둬|그만뒀|그만둘|그만둔|그만둠|그만둡|관두|관둬|관뒀|관둘|관둠|관둡|사직|퇴직|사표|"
    r"(?<=랑|와|과)\s*(?:는\s*)?(?:작별|이별)|"
    r"까지만\s*(?:\S+\s+)?(?:다니|다녀|다닐|다닙|다님|일하|일해|일할|일합|일함|근무|출근|나가|나와|나감|나옴|있을|있기로|있어요|있습)|"
    # "퍼플웨일 다음 달 말까지 하고 나와": working until a day, then leaving
    r"까지(?:만)?\s*(?:하고|일하고|다니고|근무하고|출근하고)\s*(?:나와|나올|나옴|나가|나갈|나감)|"
    r"(?:회사|직장)(?:를|을|에서)?\s*(?:나와|나올|나오기로|나가|나갈|나가기로|떠나|떠날|떠나기로)"
)
#: A quit said of people in general ("그만두는 사람이 많대요", "퇴사한 동료").
_QUIT_OF_OTHERS = re.compile(
    r"\S*(?:는|은|한|던|ㄴ)\s+(?:사람|사람들|분|분들|친구|동료|직원|경우|사례|이유|얘기|소식|선배|후배|꿈|상상|생각|고민|척|장면|영상|드라마|영화)"
)
#: A former job ("전 회사", "예전 직장"): its end is not the end of the current one.
_FORMER_JOB = re.compile(r"(?:^|\s)(?:전|예전|이전|옛|지난|첫|저번)\s*(?:회사|직장)")
#: "다음 달 말까지 근무해요" after a resignation ("오늘 사직서 냈어요."): the last day of work.
_UNTIL_WORK = re.compile(
    r"까지\s*(?:\S+\s+)?(?:다니|다녀|다닐|다닙|일하|일해|일할|일합|근무|출근|나가|나갈|나갑|나와|나올)|"
    # "사직서 냈어. 다음 달 말에 나가.": the day of leaving, then the verb
    r"말(?:일)?(?:에|로|부로|자로)?\s+(?:\S+\s+)?(?:나가|나갈|나갑|나와|나올|나옵|떠나|떠날|떠납|그만)|"
    # "한누리건설 근무는 다음 달 말까지입니다": the work, then the day it lasts until.
    r"(?:근무|출근|재직|다니는\s*(?:건|것은|거는)|일하는\s*(?:건|것은|거는))(?:은|는|도)?\s+(?:\S+\s+){0,3}?\S*?까지(?:만)?"
    r"(?:입니다|예요|이에요|야|이야|래요|랍니다|이고|고|요)(?=[\s.!~,]|$)"
)
_NOTICE = re.compile(r"퇴사|사직서|사표|그만두|그만뒀|그만둘|그만둠|그만둡|관두|관둠|사의")
_ROLE_RO = re.compile(
    r"(?P<p>으로|로)\s*(?:승진|일하|일해|일했|일한|근무|들어갔|들어왔|입사|취직|일을|재직|활동(?:하|해|했|\s*중)|봉사|자원봉사|섬기|섬겨|섬깁|섬긴|일\s*하|있어요|있습니다|있고|있는데|뛰고|뛰어요|뛰는|뛰기)"
)
_ROLE_IL = re.compile(
    r"(?<=\S)\s+일(?:을|도)?\s*(?:하고|해요|합니다|하는|했|해|시작|하며|하면서|뛰고|뛰어|뛰는|뛰었|뛰기)"
)
#: "합창단 총무를 맡고 있어요": a role taken on.
_ROLE_TAKE = re.compile(r"(?P<p>을|를|도)\s*(?:\S+\s+)?(?:맡고|맡았|맡아|맡게|맡은\s*지)")
#: "동호회 운영진 맡았어요": a role taken on, with no particle.
_ROLE_TAKE_BARE = re.compile(r"(?<=[\uac00-\ud7a3])(?P<p>)\s+(?:맡고|맡았|맡아|맡게|맡은\s*지)")
_ROLE_HAGO = re.compile(r"(?<=\S)\s+(?:하고\s*있|하는\s*중|해요|합니다|함(?=[\s.!~,]|$))")
#: "주일학교 교사를 하는데", "총무를 하고요": a role done, with an object particle.
_ROLE_DO = re.compile(
    r"(?P<p>을|를)\s*(?:하는데|하고\s*있|해요|합니다|하고요|하며|하면서|하는\s*중|했는데|한\s*지)"
)
_BE_ROLE = re.compile(r"(?P<n>[^\s,]+?)(?:이에요|예요|입니다|이야|야|이다)(?=[\s,.!~]|$)")
_SOSOK = re.compile(
    r"(?P<org>[\uac00-\ud7a3A-Za-z]+(?:팀|부|본부|센터|연구소|사업부|실|랩))\s*소속"
)
#: "이번 달 1일부터는 누리테크 소속이에요": belonging to an organisation that is no team.
#: "1일부터 누리소프트 식구가 됐어요": becoming one of a company's people.
_ORG_FAMILY = re.compile(
    r"(?P<org>[\uac00-\ud7a3A-Za-z]{2,})\s*(?:식구|가족|일원|멤버|직원|사람|소속)(?:가|이)\s*(?:됐|되었|돼)"
)
_ORG_SOSOK = re.compile(
    r"(?P<org>[\uac00-\ud7a3A-Za-z]+)\s*소속(?:이에요|입니다|이야|이고|이\s*됐|이\s*되었)"
)
_NAME_PAREN = re.compile(r"(?P<n>[\uac00-\ud7a3]{2,4})\s*(?:님|씨)?\s*\($")
_GENERIC_ORG = frozenset(
    {"회사", "직장", "일", "학교", "병원", "집", "밖", "여기", "거기", "데", "곳", "팀"}
)
_SCHOOL = re.compile(r"(?:학교|대학교|대학|대학원|고등학교|중학교)$")
_CLUB = re.compile(
    r"(?:학원|헬스장|체육관|도장|클럽|동호회|센터|교실|스튜디오|공방|연습실|레슨|수업|강습|클래스|강좌)$"
)


def _pastime_place(phrase: str) -> bool:
    """A place one goes to for an activity: a club (학원, 동호회) or the activity's venue
    ("동네 탁구장", "볼링장", "클라이밍장": the activity noun + 장)."""
    last = phrase.split()[-1] if phrase.split() else ""
    if re.search(r"스튜디오$", phrase) and " " not in phrase and not is_activity_ko(phrase):
        return False  # "루멘스튜디오": a company named by its ending
    return bool(_CLUB.search(phrase)) or (
        last.endswith("장") and len(last) >= 3 and is_activity_ko(last[:-1])
    )


def _org_name(got: tuple[str, tuple[int, int]] | None) -> tuple[str, tuple[int, int]] | None:
    """An organisation phrase without a generic head word in front ("새 회사 다인테크" -> "다인테크")."""
    if got is None:
        return None
    site = re.match(r"(?P<org>.+?)\s+(?:본사|지사|지점|사옥|본점|연구소|공장)$", got[0])
    if site and (_org_named(site.group("org").split()[-1]) or len(site.group("org").split()) == 1):
        org = site.group("org")  # "초록우산커피 본사 다녀": the company, not its head office
        got = (org, (got[1][0], got[1][0] + len(org)))
    called = re.fullmatch(
        r"(?P<n>[\uac00-\ud7a3A-Za-z0-9]{2,}?)(?:이)?라는\s+(?:회사|곳|기업|스타트업|업체|데)", got[0]
    )
    if called:  # "코어웨이브라는 회사에 다녀요": the name, not the head word
        return called.group("n"), (got[1][0], got[1][0] + len(called.group("n")))
    m = re.match(r"(?:새\s*)?(?:회사|직장|회사인|직장인)\s+", got[0])  # "새직장 라온항공": 새 may be glued
    if m is None or m.end() >= len(got[0]):
        return got
    return got[0][m.end() :], (got[1][0] + m.end(), got[1][1])


#: Endings of Korean company names ("다인테크", "한빛물류", "바른미디어"): a general vocabulary
#: that tells an employer from a place when "X(으)로 옮겼어요" has no other cue.
_ORG_SUFFIX_KO = re.compile(
    r"(?:테크|물산|전자|건설|소프트|시스템즈|시스템|랩스|랩|미디어|에너지|출판|출판사|디자인|컴퍼니|코리아|홀딩스|"
    r"제약|바이오|푸드|식품|물류|산업|상사|증권|은행|보험|통신|엔터|엔터테인먼트|스튜디오|솔루션|솔루션즈|네트웍스|"
    r"게임즈|그룹|모터스|화학|중공업|카드|캐피탈|파트너스|컨설팅|웍스|커머스|로보틱스|에듀|네트워크|벤처스|"
    r"테크놀로지|인더스트리|팩토리|연구소|병원|의원|학원|법인|재단|공사|공단|주식회사|㈜|"
    r"건축|엔지니어링|세무|회계|법률|특허|리조트|호텔|통상|정밀|기획|헬스케어|커뮤니케이션|커뮤니케이션즈|모빌리티|"
    r"에듀케이션|교육|건설사|제작소|공방|약국|치과|한의원|사무소|페이|뱅크|운수|해운|항공|제과|유업|마트|닷컴|택배|여행사|"
    r"출판사|인쇄|광고|방송|신문사|전력|가스|제철|철강|섬유|물산|무역|종합상사|로지스|로지스틱스)$"
)


def _org_named(phrase: str) -> bool:
    """Whether ``phrase`` is a company name by its ending ("라움건축"), not the bare ending ("호텔")."""
    m = _ORG_SUFFIX_KO.search(phrase.replace(" ", ""))
    return m is not None and m.start() > 0


#: Work on the side named as what is attended or started ("편의점 알바", "주말 아르바이트").
_SIDE_WORK = re.compile(r"알바|아르바이트|부업|투잡|외주|과외")
#: "주말 아르바이트로 영화관에서 일해요": the work said to be on the side.
_SIDE_AS = re.compile(r"(?:알바|아르바이트|부업|투잡|외주)(?:으로|로|삼아)(?=\s)")


#: What makes the noun before it a verb's ("인수인계하고", "말씀드렸고"), not a company.
_VERB_NOUN_AFTER = re.compile(r"하고|하며|하면서|해서|한\s|드리|드렸|드려")


def _team_word(phrase: str) -> bool:
    """Whether ``phrase`` names a team or unit ("개발팀", "AI 랩"), not a company whose one-word
    name ends in a unit word ("솔바람랩", "다온그룹")."""
    if not ORG_TEAM_KO.search(phrase):
        return False
    return not (" " not in phrase and len(phrase) >= 4 and re.search(r"(?:랩|그룹)$", phrase))


def _role_word(phrase: str) -> bool:
    """Whether ``phrase`` names a role ("마케팅 팀장"), not a company whose name ends in what
    looks like one ("온다람출판사" ends in 판사, a judge)."""
    return ROLE_WORDS_KO.search(phrase) is not None and not _org_named(phrase)


#: An organisation or place that moves, as the subject ("회사가", "사무실은").
_PLACE_MOVES = re.compile(
    r"(?:회사|사무실|본사|가게|매장|학교|공장|지점|센터|병원|학원|헬스장|카페|식당)(?:가|이|는|은|도)\s"
)


def _is_move(ctx: SentenceContext, obj: str) -> bool:
    """ "X(으)로 옮겼어요" is a move when X is a place or the words around speak of a home."""
    if _WORK_CUE.search(ctx.text) or _org_named(obj):
        return False
    if is_place_ko(obj) or (ctx.prev is not None and _MOVED_BEFORE.search(ctx.prev.text)):
        return True  # "이사를 했습니다. 지난주 토요일에 나주 혁신도시로 옮겼습니다.": the move told
    nxt = ctx.next.text if ctx.next else ""
    return not _WORK_CUE.search(nxt) and bool(_HOME_CUE.search(ctx.text + " " + nxt))


#: A move said as done in the sentence before ("이사를 했습니다", "이사 왔어요"): "X로 옮겼어요"
#: after it tells where to.
_MOVED_BEFORE = re.compile(r"이사(?:를|도|는)?\s*(?:했|왔|갔|완료|마쳤|함(?=[\s.!~,]|$)|옴(?=[\s.!~,]|$))")


#: Where one works that is no employer ("판교 사무실로 출근해요", "고객사로 출근했어요").
_WORK_SITE = re.compile(r"(?:사무실|지사|본사|지점|현장|고객사|거래처|층|재택|공장|매장)$")


#: A post within a firm ("호텔 프런트", "식당 주방"): the firm is the words before it.
_DESK = re.compile(r"프런트|프론트|카운터|데스크|주방|홀|매장|창구|사무실|현장|공장")


def _employer_word(obj: str) -> bool:
    """Whether ``obj`` can name an employer: an organisation word, no place, no role word."""
    return _org_ok(obj) and not is_place_ko(obj) and not _role_word(obj)


def _employer_np(got: tuple[str, tuple[int, int]] | None) -> TypeGuard[tuple[str, tuple[int, int]]]:
    """:func:`_employer_word` for a noun phrase found (None: nothing found)."""
    return got is not None and _employer_word(got[0])


def _org_ok(obj: str) -> bool:
    return (
        len(obj.replace(" ", "")) >= 2
        and obj not in _GENERIC_ORG
        and not _WORK_SITE.search(obj)
        and not is_medication_ko(obj)
        and not is_tier(obj)
        and "복용" not in obj
        and not re.search(
            r"(?:^|\s)(?:근처|앞|옆|건너편|맞은편|주변)(?:\s|$)", obj
        )  # "회사 근처 카페"
    )


#: Community groups whose roles are held outside work ("합창단 총무", "입주자 대표회의 회장").
_COMMUNITY_KO = re.compile(
    r"합창단|동호회|모임|봉사단|협회|교회|성당|절|주민센터|입주자|부녀회|청년회|학부모|반상회|동창회|"
    r"유소년|축구팀|야구단|야구팀|농구팀|배구팀|크루|봉사회|적십자|동아리|산악회|조기축구회|동문회|"
    r"향우회|클럽|소모임|자치회|위원회|아동센터|복지관|보호소|도서관|푸드뱅크|방범대|봉사대|소방대|봉사단체"
)


def role_predicate(ctx: SentenceContext, phrase: str) -> str:
    """A role is volunteering, a side job or the job title, by the cue words around it."""
    around = ctx.text + " " + (ctx.next.text if ctx.next else "")
    if VOLUNTEER_CUE.search(around) or (
        # the group's own name ("유소년 축구팀") is no cue of work
        _COMMUNITY_KO.search(phrase) and not _WORK_CUE.search(ctx.text.replace(phrase, " "))
    ):
        return "volunteers_as"
    if SIDE_JOB_CUE.search(around) or re.search(r"아르바이트|알바|외주", phrase):
        return "side_job"
    return "job_title"


#: "2022년 10월 입사.", "2019년부터 근무했습니다.": a start with no organisation named.
_JOINED_NO_ORG = re.compile(
    r"(?:^|\s)(?:입사|근무|재직)(?:했|함|해|하고|한\s*지|\s*중|입니다|예요|이에요|\s*[.!]|$)|(?:^|\s)(?:들어왔|들어갔|다녔|일했)|"
    r"(?:^|\s)출근\s*(?:중|했|하고\s*있|하기\s*시작|시작)"
)


#: "7월 1일부터 출근해요", "다음 달 1일부터 다녀요": a start to come, with no organisation named
#: (read only with a "since" time, so that "매일 9시에 출근해요" dates nothing).
_JOINS_LATER = re.compile(
    r"(?:^|\s)(?:출근|입사|근무)(?:해요|합니다|할\s*(?:거|예정|게)|하기로|해|함(?=[\s.!~]|$)|\s*예정)|"
    r"(?:^|\s)(?:다녀요|다닙니다|다닐\s*(?:거|예정)|다니기로)"
)


def _joined_named_before(ctx: SentenceContext) -> list[Draft]:
    """The employer of the sentence before, dated by this one ("저는 해담회계법인에서 세무 업무를
    합니다. 2017년 3월에 입사했습니다.")."""
    m = _JOINED_NO_ORG.search(ctx.text)
    if m is None and any(tm.relation == "since" for tm in ctx.times):
        m = _JOINS_LATER.search(ctx.text)  # "다음 회사는 X로 정해졌어요. 7월 1일부터 출근해요."
    if m is None or ctx.prev is None or not ctx.times or person_topic(ctx, m.end()):
        return []
    before = SentenceContext(ctx.prev, None, ctx.sentence, ctx.reference_time, cache=ctx.cache)
    named = [
        d
        for d in work(before)
        if d.predicate == "works_at" and d.action == "assert" and d.subject == SELF
    ]
    if len({d.object for d in named}) != 1 or named[0].object == CURRENT_EMPLOYER:
        return []
    org = named[0].object
    return [Draft(SELF, "works_at", org, m.start(), plan_text=f"{org} 입사")]


#: A topic put as a question before its answer ("직장? 산들여행사.", "회사요? 누리소프트요.").
_WORK_TOPIC_Q = re.compile(
    r"^(?:제|저|내|지금)?\s*(?:회사|직장|일터|다니는\s*(?:곳|회사|데))(?:는|은)?(?:요)?\s*\?+$"
)
#: A one-word answer: "산들여행사.", "누리소프트요.", "청주요."
ANSWER_FRAGMENT = re.compile(
    r"^(?P<n>[\uac00-\ud7a3A-Za-z0-9]{2,15}?)(?:이요|요|이에요|예요|입니다|이죠|죠|이야|야)?\s*[.!~]*$"
)


def _topic_answer(ctx: SentenceContext) -> list[Draft]:
    """The employer answered after a topic question ("직장? 산들여행사.")."""
    if ctx.prev is None or not _WORK_TOPIC_Q.match(ctx.prev.text.strip()):
        return []
    m = ANSWER_FRAGMENT.match(ctx.text.strip())
    got = np_ending_at(ctx, m.end("n")) if m else None
    if got is None or not _org_ok(got[0]) or is_place_ko(got[0]) or _role_word(got[0]):
        return []
    return [Draft(SELF, "works_at", got[0], got[1][0], obj_span=got[1])]


#: "소나무소프트 다녔는데", "누리랩에서 일하다가": the job one worked at, before a quit.
_WORKED_BEFORE = re.compile(
    # "유니온호텔 프런트에서 일하는데 나도 다음 달 말에 그만둬": working there now, then the quit
    r"(?<=\S)\s+(?P<v>다녔는데|다니다가|다니다|다녔고|다니던\s*중에?|다니는데|다니고\s*있는데|일했는데|일하다가|근무했는데|근무하다가|"
    r"일하는데|일하고\s*있는데|근무하는데|근무하고\s*있는데)(?=\s)"
)


#: "2023년부터 다니던 온새미디어, 다음 달 말에 퇴사하고": the job named after the relative clause
#: of working there, before a quit.
_WORKED_AT_REL = re.compile(
    r"(?:다니던|다녔던|다니고\s*있던|일하던|일했던|근무하던|근무했던|몸담았던|몸담던|다니는|일하는|근무하는|다닌|일한|근무한|입사한|들어간)\s+"
    r"(?:회사\s*|직장\s*|곳\s*)?(?P<org>[\uac00-\ud7a3A-Za-z0-9]{2,}?)(?:은|는|을|를|에서|도|,)?(?=[\s,.]|$)"
)


#: "오늘도 야근... 솔빛건설 진짜 일 많아요": a company (by its name's ending) complained of as
#: one's own workplace: much work, overtime, busy.
_WORKLOAD = re.compile(
    r"(?<!\S)(?P<org>[\uac00-\ud7a3A-Za-z0-9]{2,}?)(?:은|는|이|가|도)?\s+(?:(?:진짜|너무|정말|완전|엄청|요즘|또)\s+){0,2}"
    r"(?:일(?:이|은)?\s*(?:\S+\s+)?(?:많아|많네|많음|많습|많다|많고|장난\s*아니)|야근(?:이|을)?\s*(?:\S+\s+)?(?:많아|많네|많음|많습|시켜|해요|했어)|"
    r"바빠요|바쁘네|바쁨|바쁩니다|빡세|빡셈|빡쎄)"
)
#: A workload cue for :data:`_WORKLOAD`, in the sentence or the one before.
_WORKLOAD_CUE = re.compile(r"야근|출근|퇴근|회사|팀장|부장|과장|업무|회의|칼퇴|주말\s*출근|점심시간")
#: Whose company a complaint may be about instead ("남편 회사", "거래처").
_OTHERS_COMPANY = re.compile(
    r"남편|아내|와이프|남친|여친|친구|동생|언니|오빠|누나|형|엄마|아빠|부모님|거래처|고객사|협력사|경쟁사|하청|원청"
)


def _workload_employer(ctx: SentenceContext) -> list[Draft]:
    """The company one complains of working at ("오늘도 야근... 솔빛건설 진짜 일 많아요")."""
    t = ctx.text
    m = _WORKLOAD.search(t)
    window = t + " " + (ctx.prev.text if ctx.prev else "")
    if m is None or not _WORKLOAD_CUE.search(window) or _OTHERS_COMPANY.search(window):
        return []
    got = np_ending_at(ctx, m.end("org"))
    if (
        got is None
        or not _org_named(got[0])
        or not _org_ok(got[0])
        or is_place_ko(got[0])
        or subject_of(ctx, m.start("org"), exclude=got[1]) != SELF
    ):
        return []
    return [Draft(SELF, "works_at", got[0], m.start("org"), obj_span=got[1], dated=False)]


def _org_word_before(ctx: SentenceContext, pos: int) -> tuple[str, tuple[int, int]] | None:
    """The whole word before the word at ``pos`` when it is a company name by its ending, which
    Kiwi may have cut at a particle-like syllable ("노을에듀" = 노을/에/듀); None otherwise."""
    an = analysis(ctx)
    idx = an.word_at(pos)
    if not idx:
        return None
    w = an.words[idx - 1]
    if ctx.text[w.end : pos].strip():
        return None
    return (w.surface, (w.start, w.end)) if _org_named(w.surface) else None


def work(ctx: SentenceContext) -> list[Draft]:
    """Employer (입사, 다니, 출근, 에서 일하, 새 회사는), quitting (퇴사, 그만두), roles, teams."""
    t = ctx.text
    out: list[Draft] = _topic_answer(ctx)
    if out:
        return out

    def add(pred: str, got: tuple[str, tuple[int, int]] | None, anchor: int, **kw: object) -> None:
        if got is None or not got[0]:
            return
        cased = re.fullmatch(r"(?P<o>.+?)(?:에는|에서는|에서|에게|에)", got[0])
        if pred == "works_at" and cased and _org_named(cased.group("o")):
            got = (cased.group("o"), (got[1][0], got[1][0] + len(cased.group("o"))))  # Kiwi kept 에
        if pred == "works_at" and kw.get("action", "assert") == "assert" and (
            _SIDE_WORK.search(got[0]) or _SIDE_AS.search(t)
        ):
            pred = "side_job"  # "베이커리 주말 알바 첫 출근했어요": work on the side, not an employer
            kw.pop("plan_text", None)
        subject = subject_of(ctx, anchor, exclude=got[1])
        out.append(Draft(subject, pred, got[0], anchor, obj_span=got[1], **kw))  # type: ignore[arg-type]

    quits = list(_QUIT.finditer(t))
    after_notice = False
    if not quits and ctx.prev is not None and _NOTICE.search(ctx.prev.text):
        quits = list(_UNTIL_WORK.finditer(t))
        after_notice = bool(quits)
    quit_m = quits[-1] if quits else None
    if quit_m is None:
        for m in _JOB_OVER.finditer(t):
            found = candidates_before(ctx, m.start() + 1) or []
            got = next(((o, sp) for o, sp, _p in found if _org_named(o)), None)
            if got is None:
                word = np_ending_at(ctx, m.start()) if t[m.start() - 1 : m.start()] != " " else None
                got = word if word and _org_named(word[0]) else None
            if got and _org_ok(got[0]) and subject_of(ctx, m.start()) == SELF:
                add(
                    "works_at",
                    got,
                    m.start(),
                    action="end",
                    negation_ok=True,
                    plan_text=f"{got[0]} 퇴사",
                )
        leaving = ctx.times and _LEAVE_FRAME.search(t) and not out
        for m in _LEAVE_BARE.finditer(t) if leaving else ():
            # "세움회계법인은 다음 달 말에 나오기로 했어요": the company may stand before the date.
            got = np_before_word(ctx, m.start("v")) or np_before_times(ctx, m.start("v"))
            if got and _org_named(got[0]) and _org_ok(got[0]):
                add(
                    "works_at",
                    got,
                    m.start("v"),
                    action="end",
                    negation_ok=True,
                    plan_text=f"{got[0]} 퇴사",
                )
        if out:
            return out
    if quit_m is None and (_LEAVE_CUE.search(t) or (ctx.times and _LEAVE_FRAME.search(t))):
        for m in _LEAVE_ORG.finditer(t):
            got = np_ending_at(ctx, m.start("p"))
            if got and _org_ok(got[0]) and not is_place_ko(got[0]):
                add(
                    "works_at",
                    got,
                    m.start(),
                    action="end",
                    negation_ok=True,
                    plan_text=f"{got[0]} 퇴사",
                )
        if out:
            return out

    def _joined_in_relative(org: str, org_start: int, until: int) -> None:
        """The start said in a relative clause before the company that is left ("2022년부터 다닌
        하늬식품을 다음 달 말까지만 다니기로 했어요": worked there since 2022), or after it before
        the quit ("미래제약에서 2019년부터 일하다가 다음 달 말에 퇴사해요")."""
        rel = [r for r in _WORKED_AT_REL.finditer(t, 0, org_start + len(org) + 3) if r.start("org") == org_start]
        rel += list(_WORKED_BEFORE.finditer(t, org_start + len(org), until))
        if not rel or any(d.object == org for d in out):
            return
        since = [tm for tm in ctx.times if tm.span[1] <= rel[-1].start() and tm.relation in ("since", "at")
                 and tm.start.date() <= ctx.reference_time.date()]  # fmt: skip
        if since and not person_topic(ctx, rel[-1].start()):
            add("works_at", (org, (org_start, org_start + len(org))), since[-1].span[0],
                plan_text=f"{org} 입사", holds_now=True)  # fmt: skip

    def quit_end(quit_m: re.Match[str]) -> None:
        """The end of the job the quit at ``quit_m`` names (or of the current one)."""
        if person_topic(ctx, quit_m.start()):
            return  # "회사 동료가 이번 달에 그만뒀어요": someone else quit
        if (
            re.search(r"나와|나올|나오|나가|나갈", quit_m.group())
            and not re.search(r"(?:를|을|에서)\s*(?:나|떠)", quit_m.group())
            and not _LEAVE_FRAME.search(t)
            and not (ctx.prev is not None and _NOTICE.search(ctx.prev.text))
        ):
            return  # "오늘 TV에 우리 회사 나와요": 나오다 is appearing, with no frame of leaving
        bare = np_before_word(ctx, quit_m.start()) or _org_word_before(ctx, quit_m.start())
        if bare and _org_named(bare[0]) and _org_ok(bare[0]):
            # "나 루멘스튜디오 관둠": the company right before the verb, with no particle.
            add("works_at", bare, quit_m.start(), action="end", negation_ok=True,
                plan_text=f"{bare[0]} 퇴사")  # fmt: skip
            return
        if _QUIT_OF_OTHERS.match(t, quit_m.end()) or _FORMER_JOB.search(t):
            return  # "회사 그만두는 사람이 많대요", "전 회사 퇴사하고 나서": not the current job
        # "다음 달 말까지만 새솔물산에서 일해요": the employer may stand inside the match.
        until = quit_m.group().startswith("까지")
        found = candidates_before(ctx, quit_m.end() if until else quit_m.start())
        if any(is_medication_ko(obj) for obj, _s, _p in found):
            return  # "편두통약 그만뒀어요": a medicine, not a job
        found = [
            f
            for f in found
            if not re.match(r"(?:다니|다녀|다녔|다닌|일하|일했|일한|근무|출근|나가|나와|나갈|나올)", f[0])
            # "인수인계하고 퇴사", "말씀드렸고 그만둬요": a verb's noun, no company
            and not _VERB_NOUN_AFTER.match(t, f[1][1])
            and not _FIRST_PERSON.match(" " + f[0] + " ")  # "나도 다음 달 말에 그만둬": the speaker
            and not (after_notice and not _org_named(f[0]))
        ]  # after "사직서 냈어요.", "인수인계 끝나는 다음 달 말에 나와요" names no company
        if not found:
            # "2021년부터 소나무소프트 다녔는데 다음 달 말에 그만둬요": the job worked at before the quit
            worked = [m for m in _WORKED_BEFORE.finditer(t, 0, quit_m.start())]
            if worked and person_topic(ctx, worked[-1].start("v")):
                return  # "동생은 한결물산 다녔는데 지난달에 그만뒀어요": someone else's job
            got = np_before_word(ctx, worked[-1].start("v")) if worked else None
            if got is None and worked and t[: worked[-1].start()].endswith("에서"):
                got = np_ending_at(ctx, worked[-1].start() - 2)  # "한빛병원에서 일하다가"
            if got and " " in got[0] and _DESK.fullmatch(got[0].split()[-1]):
                # "유니온호텔 프런트에서 일하는데": the firm, not its desk
                head = got[0].rsplit(" ", 1)[0]
                got = head, (got[1][0], got[1][0] + len(head))
            if got and _org_named(got[0]) and _org_ok(got[0]) and not is_place_ko(got[0]):
                add("works_at", got, worked[-1].start("v"), plan_text=f"{got[0]} 입사")
                found = [(got[0], got[1], "")]
        if not found:
            rel = [m for m in _WORKED_AT_REL.finditer(t, 0, quit_m.start())]
            got = np_ending_at(ctx, rel[-1].end("org")) if rel else None
            if rel and got is None and _org_named(rel[-1].group("org")):
                # "다니던 한결회계법인": Kiwi reads the name's 인 as a copula (법/NNG + 이/VCP + ㄴ)
                got = rel[-1].group("org"), rel[-1].span("org")
            if rel and person_topic(ctx, rel[-1].start()):
                return  # "동생이 다니던 한별미디어, ...": someone else's job
            if got and _org_named(got[0]) and _org_ok(got[0]) and not is_place_ko(got[0]):
                # "2023년부터 다니던 온새미디어, 다음 달 말에 퇴사하고": worked at since, then left
                add("works_at", got, rel[-1].start(), plan_text=f"{got[0]} 입사")
                found = [(got[0], got[1], "")]
        if not found:
            past = np_before_times(ctx, quit_m.start())  # "한결물산 다음 달 말 퇴사 예정이에요"
            found = (
                [(past[0], past[1], "")]
                if past
                and not (after_notice and not _org_named(past[0]))
                and not _FIRST_PERSON.match(" " + past[0] + " ")
                and not _VERB_NOUN_AFTER.match(t, past[1][1])
                else []
            )
        for obj, span, _p in found:
            if _org_ok(obj):
                _joined_in_relative(obj, span[0], quit_m.start())  # the start first, so that the end closes it
                add(
                    "works_at",
                    (obj, span),
                    quit_m.start(),
                    action="end",
                    negation_ok=True,
                    plan_text=f"{obj} 퇴사",
                )
                break
            if obj in ("회사", "직장", "지금 회사", "다니던 회사", "사직서", "사표"):
                add("works_at", (CURRENT_EMPLOYER, span), quit_m.start(), action="end", negation_ok=True,
                    plan_text="회사 퇴사", metadata={UNNAMED_END: "1"})  # fmt: skip
                break
        if (
            not out
            and subject_of(ctx, quit_m.start()) == SELF
            and not third_party_topic(ctx, quit_m.start())
        ):
            out.append(Draft(SELF, "works_at", CURRENT_EMPLOYER, quit_m.start(), action="end",
                             negation_ok=True, plan_text="회사 퇴사", metadata={UNNAMED_END: "1"}))  # fmt: skip

    # "한빛물류 퇴사하고 1일부터 누리소프트로 출근해요": a job joined after the quit is read too.
    after = 0
    if quit_m:
        quit_end(quit_m)
        after = quit_m.end()
    for m in _FIRST_DAY_BARE.finditer(t):
        got = _org_name(np_before_word(ctx, m.start("v")) or np_before_times(ctx, m.start("v")))
        if m.start() >= after and got and _org_ok(got[0]) and not is_place_ko(got[0]):
            add("works_at", got, m.start("v"), plan_text=f"{got[0]} 입사")
    for pattern in (_JOIN, _COMMUTE, _WORKPLACE, _FIRST_DAY, _WORK_TOPIC_AT):
        for m in pattern.finditer(t):
            if m.start() < after:
                continue
            if pattern is _WORK_TOPIC_AT and (
                "봉사" in t or VOLUNTEER_CUE.search(t) or SIDE_JOB_CUE.search(t)
            ):
                continue  # "봉사 일은 복지관에서 해요": unpaid or side work, read by other rules
            got = _org_name(np_ending_at(ctx, m.start("p")))
            if (
                got
                and pattern is _WORK_TOPIC_AT
                and not (_org_named(got[0]) or analysis(ctx).tag_of(*got[1]) in ("NNP", "SL"))
            ):
                continue  # "과제 일은 카페에서 했어요": where a task was done, not an employer
            if got and pattern is _COMMUTE and "옮" in m.group():
                if SUBSCRIBED_SERVICE_KO.search(t[: m.start()]) or _PLACE_MOVES.search(
                    t[: m.start()]
                ):
                    continue  # "헬스장은 집 근처로 옮겼어요", "친구네 회사가 판교로 옮긴대요"
                if _is_move(ctx, got[0]):
                    add("lives_in", got, m.start(), plan_text=f"{got[0]}(으)로 이사")
                    continue
                nxt = ctx.next.text if ctx.next else ""
                if not (
                    _WORK_CUE.search(t)
                    or _org_named(got[0])
                    or (_WORK_CUE.search(nxt) and not _HOME_CUE.search(nxt))
                ):
                    continue  # "X로 옮겼어요" with no cue: a home or a job, so neither is claimed
            if (
                got
                and pattern is _JOIN
                and re.search(r"들어(?:가|갔|와|왔)", t[m.start() :])
                and not re.search(r"입사|취직|취업|합류", t[m.start() : m.start() + 40])
                and not (_WORK_CUE.search(t) or _org_named(got[0]) or (_ACRONYM.fullmatch(got[0]) and _work_around(ctx)))
            ):
                continue  # "방금 사무실에 들어왔어요", "호텔에 들어왔어요": coming in, not joining
            if (
                got
                and pattern is _COMMUTE
                and (_JOIN_AS.match(got[0]) or ROLE_SUFFIX_KO.search(got[0]))
            ):
                first = got[0].split()[0]
                if " " in got[0] and _org_named(first) and _org_ok(first) and m.start() >= after:
                    # "1일부터 솔바람랩 마케터로 출근해요": the company before the title
                    add("works_at", (first, (got[1][0], got[1][0] + len(first))), m.start(),
                        plan_text=f"{first} 입사")  # fmt: skip
                continue  # "신입으로 입사", "개발자로 취직": how, not where
            if got and _org_ok(got[0]) and not _role_word(got[0]):
                pred = "member_of" if _team_word(got[0]) else "works_at"
                # "온새미로 입사했어": a name may itself end in 로, so the words as said are kept.
                said = (
                    t[got[1][0] : m.end()]
                    if pattern is _COMMUTE and m.group("p") == "로" and not _org_named(got[0])
                    else None
                )
                words = got[0].split()
                org = " ".join(words[:-1])
                split = (
                    pred == "member_of"
                    and len(words) >= 2
                    and not _team_word(words[-2])
                    and _org_ok(org)
                    and not is_place_ko(org)
                )
                if split:
                    # "서진물산 영업팀에서 근무합니다": the team alone, so that the company's end
                    # leaves no open fact that names it.
                    team_start = got[1][1] - len(words[-1])
                    add(
                        pred,
                        (words[-1], (team_start, got[1][1])),
                        m.start(),
                        metadata={"organization": org},
                    )
                else:
                    add(pred, got, m.start(), plan_text=f"{got[0]} 입사", detail=said)
                if split:
                    # "한솔정밀 품질팀에 입사": the team belongs to the company joined.
                    add("works_at", (org, (got[1][0], got[1][0] + len(org))), m.start(),
                            plan_text=f"{org} 입사")  # fmt: skip
    for m in _JOB_FOUND.finditer(t):
        got = np_ending_at(ctx, m.start())
        if got and _org_named(got[0].split()[0]) and _org_ok(got[0].split()[0]):
            org = got[0].split()[0]
            add(
                "works_at",
                (org, (got[1][0], got[1][0] + len(org))),
                m.start(),
                plan_text=f"{org} 입사",
            )
    for m in _ENTER_BARE.finditer(t):
        got = np_before_word(ctx, m.start("v"))
        if m.start() >= after and got and _org_named(got[0]) and _org_ok(got[0]):
            add("works_at", got, m.start("v"), plan_text=f"{got[0]} 입사")
    for m in _JOIN_BARE.finditer(t):
        if m.start() < after:
            continue
        got = _org_name(np_before_word(ctx, m.start("v")))
        if got is None:
            # "스텔라게임즈 1일 입사 완료": the company before the day
            past = _org_name(np_before_times(ctx, m.start("v")))
            got = past if past and _org_named(past[0]) else None
        site = re.search(r"\s(?:본사|지사|사옥|본점)\s*$", t[: m.start("v")])
        if m.group("end") is not None and not (got and (_org_named(got[0]) or site)):
            continue  # "내일 강남 출근.": a bare noun ending names a company only by its ending (or its 본사)
        if got and _org_ok(got[0]) and not _role_word(got[0]):
            add("works_at", got, m.start("v"), plan_text=f"{got[0]} 입사")
    for m in _ATTEND.finditer(t):
        if m.start() < after:
            continue
        got = _org_name(
            np_ending_at(ctx, m.start("p")) if m.group("p") else np_before_word(ctx, m.start("v"))
        )
        if got is None and not m.group("p"):
            got = _org_name(np_before_times(ctx, m.start("v")))
        if got is None or not _org_ok(got[0]):
            continue
        if re.fullmatch(rf"(?:\S+\s+)?(?:{SUBSCRIBED_SERVICE_KO.pattern})", got[0]) and not (
            _pastime_place(got[0]) or is_activity_ko(got[0])
        ):
            continue  # "스터디카페 다녀요", "헬스장 다녀요": a place with a pass, read by the plan rules
        if "봉사" in got[0] or VOLUNTEER_CUE.search(t, ctx.clause_at(m.start())[0], m.end()):
            # the cue before the verb ("봉사로 복지관 다녀요"); "X 다니고 주말엔 봉사도 해요" is a job
            add("volunteers_as", got, m.start("v"))
        elif _SCHOOL.search(got[0]):
            add("studied_at", got, m.start("v"))
        elif SIDE_JOB_CUE.search(t) or re.search(r"출장|알바|아르바이트|외주", got[0]):
            add("side_job", got, m.start("v"))  # "네일아트 출장 다님 부수입 쏠쏠": work on the side
        elif _pastime_place(got[0]) or is_activity_ko(got[0]):
            if m.group("v").startswith("다녔") and re.search(r"옛날|예전|한때|어릴\s*때|학생\s*때|전에는", t):
                continue  # "옛날에 등산 다녔는데 요즘은 안 해요": a pastime of the past
            # "2023년부터 회사 다니고 있고, 주말엔 등산 다녀요": the pastime's own clause dates it.
            add("hobby", got, m.start("v"), sentence_time=False)
        else:
            add("works_at", got, m.start("v"), plan_text=f"{got[0]} 다니기")
    for m in _CALLED_CO.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if m.start() >= after and _employer_np(got):
            out = [d for d in out if not (d.predicate == "works_at" and _GENERIC_EMPLOYER.match(d.object))]
            add("works_at", got, m.start(), plan_text=f"{got[0]} 입사")
    for m in _ORG_IS_JOB.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if (
            m.start() >= after
            and _employer_np(got)
            and not is_person_name(got[0])
        ):
            add("works_at", got, m.start(), plan_text=f"{got[0]} 입사")
    for m in _MY_COMPANY.finditer(t):
        before = t[ctx.clause_at(m.start())[0] : m.start()]
        if m.start() < after or _OTHERS_COMPANY.search(before) or _WISHED_JOB.search(before):
            continue  # "남편 직장: 다온제약", "희망 직장: X": someone else's or a wished-for company
        got = np_ending_at(ctx, m.end("n"))
        if _employer_np(got):
            add("works_at", got, m.start())
    cue = _NEW_JOB_CUE.search(t)
    named = (
        (
            _COMPANY_NAMED.search(ctx.next.text)
            or _ORG_IS.match(ctx.next.text.strip())
            or _ORG_FRAGMENT.match(ctx.next.text.strip())
        )
        if cue and ctx.next
        else None
    )
    if named and named.re in (_ORG_IS, _ORG_FRAGMENT) and not _org_named(named.group("n")):
        named = None
    generic = [d for d in out if d.predicate == "works_at" and _GENERIC_EMPLOYER.match(d.object)]
    if cue and named is None and ctx.next and (generic or not any(d.predicate == "works_at" for d in out)):
        # "새 로펌 출근했어요. 이름은 X", "1일부터 새 직장 출근. 이름은 X": the name said next
        named = _NAME_ALONE.match(ctx.next.text.strip())
        if named and is_person_name(named.group("n")) and not _org_named(named.group("n")):
            named = None  # "이름은 민지예요": a person
    if named and generic:
        out = [d for d in out if d not in generic]  # "새 로펌 출근했어요. 이름은 X": X, not 로펌
    if cue and named and not any(d.predicate == "works_at" for d in out):
        # "새 회사 다니기 시작했어요. 회사 이름은 푸른솔이에요." / "... 하늘소프트예요.": the start
        # is dated here.
        name = (named.group("n") or named.groupdict().get("n2") or "").strip("'\"")
        if _employer_word(name):
            out.append(Draft(subject_of(ctx, cue.start()), "works_at", name, cue.start(),
                             plan_text=f"{name} 입사"))  # fmt: skip
    job_cue = (
        cue
        or re.search(r"(?:회사|직장)(?:는|은)", t)
        or (ctx.prev is not None and _NEW_JOB_CUE.search(ctx.prev.text))
    )
    for m in _COMPANY_NAMED.finditer(t) if job_cue else ():
        group = "n" if m.group("n") else "n2"
        got = np_ending_at(ctx, m.end(group))
        if _employer_np(got):
            add("works_at", got, m.start())
    for m in _CHOSE_ORG.finditer(t) if _WORK_CUE.search(ctx.around) else ():
        got = np_ending_at(ctx, m.start("p"))
        if (
            m.start() >= after
            and got
            and _org_named(got[0])
            and _employer_word(got[0])
            and not any(d.predicate == "works_at" and d.object == got[0] for d in out)
            and subject_of(ctx, m.start(), exclude=got[1]) == SELF
            and not person_topic(ctx, m.start())
        ):
            add("works_at", got, m.start("v"), plan_text=f"{got[0]} 입사")
    for m in _NEXT_JOB.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if m.start() >= after and _employer_np(got):
            add("works_at", got, m.start(), plan_text=f"{got[0]} 입사")
    since = any(tm.relation == "since" for tm in ctx.times)
    for m in _ATTEND_AT.finditer(t) if since else ():
        got = _org_name(np_ending_at(ctx, m.start("p")))
        if (
            m.start() >= after
            and _employer_np(got)
            and not _pastime_place(got[0])
            and not _GENERIC_EMPLOYER.match(got[0])
            and not any(d.predicate == "works_at" and d.object == got[0] for d in out)
        ):
            add("works_at", got, m.start("v"), plan_text=f"{got[0]} 입사")
    for m in _NEWCO.finditer(t):
        if m.start() < after:
            continue
        got = np_ending_at(ctx, m.end("n"))
        said_later = " " in t[m.start() : m.start("n")].split("는", 1)[-1].strip()
        if (
            got
            and said_later
            and not (_org_named(got[0]) or analysis(ctx).tag_of(*got[1]) in ("NNP", "SL"))
        ):
            continue  # "새 회사는 야근이 많은 편이에요": a description, not the name
        add("works_at", got, m.start())
    for m in _WORKED_AT_REL.finditer(t) if not quit_m else ():
        # "2022년부터 다닌 오름디자인 계속 다니고", "2019년부터 다닌 태강산업이에요": the company
        # named by the relative clause of working there since a time is the user's employer.
        if re.match(r"다녔던|일했던|근무했던|몸담았던|몸담던|입사한|들어간", m.group()):
            continue  # a former job, or the joining alone
        clause = ctx.clause_at(m.start())
        began = [tm for tm in ctx.times if tm.relation == "since" and clause[0] <= tm.span[0]
                 and tm.span[1] <= m.start() and tm.start.date() <= ctx.reference_time.date()]  # fmt: skip
        org = re.sub(r"(?:이에요|예요|입니다|이야|야|이고요|이고|임|이요)$", "", m.group("org"))
        got = np_ending_at(ctx, m.start("org") + len(org))
        if got is None and _org_named(org):
            got = org, (m.start("org"), m.start("org") + len(org))  # "다닌 한결회계법인": 인 read as a copula
        if (
            began
            and got
            and _org_named(got[0])
            and _org_ok(got[0])
            and not is_place_ko(got[0])
            and not any(d.predicate == "works_at" and d.object == got[0] for d in out)
            and subject_of(ctx, m.start(), exclude=got[1]) == SELF
            and not person_topic(ctx, m.start())
        ):
            add("works_at", got, began[-1].span[0], plan_text=f"{got[0]} 입사", holds_now=True)
    if not quit_m and not any(d.predicate == "works_at" for d in out):
        out.extend(_joined_named_before(ctx))
    if not quit_m and not any(d.predicate == "works_at" for d in out):
        out.extend(_workload_employer(ctx))
    if quit_m:
        return out  # roles are not read in a sentence about quitting
    for pattern in (_ROLE_RO, _ROLE_IL):
        for m in pattern.finditer(t):
            end = m.start("p") if pattern is _ROLE_RO else m.start()
            got = np_ending_at(ctx, end)
            if got is None or is_tier(got[0]) or is_medication_ko(got[0]) or _JOIN_AS.match(got[0]):
                continue  # "경력직으로 입사했어요": how one joined, no title
            verb = t[m.start() : m.end()]
            # 섬기다: serving a church or community, unpaid ("주일학교 교사로 섬기고 있습니다")
            pred = (
                "volunteers_as" if "봉사" in verb or "섬" in verb else role_predicate(ctx, got[0])
            )
            if pred == "job_title" and "뛰" in verb:
                pred = "side_job"  # "배달 라이더로 뛰어요": a gig on the side
            if pred == "job_title" and "활동" in verb and not _WORK_CUE.search(t):
                # "아동센터에서 학습 멘토로 활동하고 있어요": a role outside work, kept beside
                # the job title rather than replacing it.
                pred = "volunteers_as"
            if pattern is _ROLE_RO and pred == "job_title" and not ROLE_SUFFIX_KO.search(got[0]):
                continue
            first = got[0].split()[0]
            if pred == "job_title" and " " in got[0] and _org_named(first) and _org_ok(first):
                # "솔담출판사 편집자로 일한 지 6년 차예요": the company, and the title without it
                add("works_at", (first, (got[1][0], got[1][0] + len(first))), m.start())
                rest = got[0][len(first) :].lstrip()
                add(pred, (rest, (got[1][1] - len(rest), got[1][1])), m.start())
                continue
            add(pred, got, m.start())
    for m in [*_ROLE_TAKE.finditer(t), *_ROLE_TAKE_BARE.finditer(t)]:
        got = np_ending_at(ctx, m.start("p"))
        if got and ROLE_SUFFIX_KO.search(got[0]) and not is_medication_ko(got[0]):
            add(role_predicate(ctx, got[0]), got, m.start())
    for m in _ROLE_DO.finditer(t):
        got = np_ending_at(ctx, m.start("p"))
        if got and ROLE_SUFFIX_KO.search(got[0]) and not is_medication_ko(got[0]):
            add(role_predicate(ctx, got[0]), got, m.start())
    for m in _ROLE_HAGO.finditer(t):
        got = np_ending_at(ctx, m.start())
        if got and ROLE_SUFFIX_KO.search(got[0]) and not is_medication_ko(got[0]):
            add(role_predicate(ctx, got[0]), got, m.start())
    for m in _BE_ROLE.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if got is None or not ROLE_SUFFIX_KO.search(got[0]) or is_tier(got[0].split()[0]):
            continue  # "골드 회원이에요" is a plan tier, not a job
        if got[0].endswith(("집사", "직장", "회사")):
            continue  # "강아지 집사예요": keeping a pet, not a job; "새 직장이에요": no title
        if analysis(ctx).tag_of(*got[1]) == "NNP" and " " not in got[0]:
            continue
        pred = role_predicate(ctx, got[0])
        words = got[0].split()
        if pred == "job_title" and len(words) >= 2 and _org_named(words[0]) and _org_ok(words[0]):
            # "동해상사 해외영업부 대리입니다": the company, then the title without it, so that
            # leaving the company leaves no open fact that names it.
            add("works_at", (words[0], (got[1][0], got[1][0] + len(words[0]))), m.start())
            rest = got[0][len(words[0]) :].lstrip()
            add(pred, (rest, (got[1][1] - len(rest), got[1][1])), m.start())
            continue
        add(pred, got, m.start())
        if (
            pred == "job_title"
            and len(words) >= 2
            and (words[-1] in ("직원", "사원", "인턴", "연구원", "소속") or "소속" in words[1:-1])
        ):
            org = " ".join(words[: words.index("소속")] if "소속" in words else words[:-1])
            if _org_ok(org) and not ORG_TEAM_KO.search(org):
                add("works_at", (org, got[1]), m.start())
        team = next((w for w in got[0].split()[:-1] if ORG_TEAM_KO.search(w)), None)
        if team:
            add("member_of", (team, got[1]), m.start())
    for m in _ORG_FAMILY.finditer(t):
        got = np_ending_at(ctx, m.end("org"))
        if got and _org_named(got[0]) and _org_ok(got[0]) and not is_place_ko(got[0]):
            add("works_at", got, m.start())
    for m in _ORG_SOSOK.finditer(t):
        got = np_ending_at(ctx, m.end("org"))
        if got and _org_ok(got[0]) and not ORG_TEAM_KO.search(got[0]) and not is_place_ko(got[0]):
            add("works_at", got, m.start())
    for m in _SOSOK.finditer(t):
        paren = _NAME_PAREN.search(t[: m.start()])
        subject = strip_honorific(paren.group("n")) if paren else subject_of(ctx, m.start())
        out.append(
            Draft(
                subject, "member_of", m.group("org"), m.start(), obj_span=m.span("org"), dated=False
            )
        )
    return out


# --- labelled notes -------------------------------------------------------------------------------

#: A note whose label names the predicate and whose value is the object, with the start in
#: parentheses or after a comma: "현 직장: 다온제약 (2021년 입사)", "직장: 노을에듀 (2025~)",
#: "거주지 변경: 광주 상무지구, 7월 5일 이사", "복용약: 노비렌정 (1월 11일~)". Only the user's own
#: current or new one: "전 직장:", "남편 직장:", "희망 직장:" name no label here.
_LABELLED = re.compile(
    r"^\s*(?:(?:현|현재|지금|새|내|제|나의|저의)\s*)?"
    r"(?P<label>직장|회사|근무지|근무처|재직\s*중인\s*회사|다니는\s*(?:회사|곳)|거주지|사는\s*곳|주소지|거주|"
    r"복용약|복용\s*중인\s*약|먹는\s*약|복용\s*중|복용)"
    r"(?:\s*(?:변경|이전|정보))?\s*[:：]\s*(?P<v>[^(),:：~]+?)\s*"
    r"(?:\((?P<paren>[^()]*)\)|,\s*(?P<tail>[^,]*))?\s*[.!~]*$"
)
_LABEL_PREDICATE = (
    (re.compile(r"직장|회사|근무|재직|다니는"), "works_at"),
    (re.compile(r"거주|사는|주소"), "lives_in"),
    (re.compile(r"복용|약"), "takes_medication"),
)
#: What a note's date says of its value: ended then ("퇴사", "끝", "중단"), not started.
_LABEL_ENDED = re.compile(r"퇴사|그만|관둠|끝|중단|종료|까지|졸업")


def labelled(ctx: SentenceContext) -> list[Draft]:
    """The fact a labelled note states (see :data:`_LABELLED`), dated by the note's own date
    (a start: "~", "부터", "입사", "이사"); a note with no date starts on the day said. None
    when the value names no employer, home or medicine of the label's kind."""
    m = _LABELLED.match(ctx.text)
    if m is None:
        return []
    note = m.group("paren") or m.group("tail") or ""
    if _LABEL_ENDED.search(note):
        return []
    pred = next(p for pattern, p in _LABEL_PREDICATE if pattern.search(m.group("label")))
    value = m.group("v").strip()
    span = m.span("v")
    span = (span[0], span[0] + len(value))
    if pred == "works_at" and not (_employer_word(value) and not _role_word(value)):
        return []
    if pred == "lives_in" and (_org_named(value) or not re.search(r"[\uac00-\ud7a3]", value)):
        return []
    if pred == "takes_medication" and not (is_medication_ko(value) or re.search(r"[정약제]$", value)):
        return []
    anchor = m.start("paren") if m.group("paren") else m.start("tail") if m.group("tail") else span[0]
    return [Draft(SELF, pred, value, anchor, obj_span=span, holds_now=True)]


# --- dispatch -------------------------------------------------------------------------------------

_TRIGGER = re.compile(
    r"이사|살|다니|다녀|다녔|입사|퇴사|그만|관두|출근|이직|일하|일해|근무|일을|일\s|회사|요금제|플랜|등급|바꿨|바꿔|올렸|"
    r"갈아|업그레이드|신청|가입|쓰고|먹|복용|끊|처방|키우|데려|입양|식구|이름|취미|해소법|시작|배우|봉사|부업|알바|"
    r"아르바이트|외주|좋아|싫어|최애|알레르기|채식|비건|소속|내선|번호|저는|이라고|라고\s*해|생일|예요|이에요|입니다|"
    r"이다|쓰는|사용|이용|빠져|있어요|이고|인데|\S\s*지(?:는|도|가)?\s+\S+\s*(?:됐|되었|넘었)"
)


#: Endings of reported speech (Kiwi EF): "이사 간대요", "강아지래요", "생겼답니다".
_REPORTED_EF = frozenset(
    {
        "대요",
        "래요",
        "대",
        "래",
        "답니다",
        "랍니다",
        "대서",
        "래서",
        "냬요",
        "재요",
        "더래요",
        "대더라고요",
        # Kiwi keeps the ㄴ/는 of the present tense in the ending: "퇴사한대요" = 하/XSV + ᆫ대/EF
        "ᆫ대요",
        "ᆫ대",
        "는대요",
        "는대",
        "ᆫ답니다",
        "는답니다",
        "ᆫ다더라",
        "다더라",
        "ᆫ다네요",
        "다네요",
    }
)
#: Facts that reported speech tells of someone else, not the speaker.
_REPORTED_PREDICATES = frozenset(
    {"lives_in", "works_at", "has_pet", "member_of", "job_title", "side_job", "volunteers_as"}
)
_FIRST_PERSON = re.compile(r"(?:^|\s)(?:저는|제가|저도|전|나는|내가|나도|난)\s")


def reported_at(ctx: SentenceContext, pos: int) -> bool:
    """Whether the predicate at ``pos`` is reported speech, by the first ending after it (Kiwi):
    an EF 대요/래요/답니다 ("옆집에 새 식구가 생겼대요", "강아지래요") or an EC -다고 before 하다
    ("처남이 회사를 그만둔다고 합니다"). A modifier or connective ending (이사 간 친구, 이사했는데)
    is not."""
    morphs = [m for w in analysis(ctx).words for m in w.morphs if m[2] >= pos]
    for k, (form, tag, _s, _e) in enumerate(morphs):
        if not tag.startswith("E") or tag == "EP":
            continue
        if tag == "EF":
            return form in _REPORTED_EF
        nxt = morphs[k + 1][0] if k + 1 < len(morphs) else ""
        return tag == "EC" and form.endswith("다고") and nxt in ("하", "그러")
    return False


def _past_at(ctx: SentenceContext, pos: int) -> bool:
    """Whether the verb at ``pos`` is in the past tense (a Kiwi EP 었/았/였 before its ending)."""
    for w in analysis(ctx).words:
        for form, tag, s, _e in w.morphs:
            if s < pos or not tag.startswith("E"):
                continue
            if tag != "EP":
                return False
            if form in ("었", "았", "였", "ᆻ", "었었", "았었"):
                return True
    return False


#: Claims whose sentence may well have another person as topic ("제 동생 민지는 ...": family).
_OWN_CLAIMS = frozenset({"family", "knows", "relationship_status", "event", "name"})


def _dated_by_next(ctx: SentenceContext, out: list[Draft]) -> list[Draft]:
    """Drop an undated employer that the next sentence restates with its start ("다음 회사는 X로
    정해졌어요. 7월 1일부터 출근해요.") or that the sentence before named with its day ("2일 자로
    이직 완료. 새 회사는 X"): said before the day, the undated one would start today."""
    if ctx.times or not any(
        d.predicate == "works_at" and d.action == "assert" and d.subject == SELF for d in out
    ):
        return out
    later: set[str] = set()
    if ctx.next is not None:
        nxt = SentenceContext(ctx.next, ctx.sentence, None, ctx.reference_time, cache=ctx.cache)
        later = {d.object for d in _joined_named_before(nxt)}
    if ctx.prev is not None:
        # "2일 자로 이직 완료. 새 회사는 X": the sentence before named X with its day already.
        before = SentenceContext(ctx.prev, None, ctx.sentence, ctx.reference_time, cache=ctx.cache)
        if before.times:
            later |= {d.object for d in work(before) if d.predicate == "works_at" and d.action == "assert"}
    return [
        d
        for d in out
        if not (d.predicate == "works_at" and d.action == "assert" and d.object in later)
    ]


#: "2024년부터 다녔으니", "2020년 7월부터 다녔는데": how long one has been where the sentence
#: before named (a job one leaves, a home), with no place of its own.
_BEEN_THERE = re.compile(
    r"부터\s*(?:쭉\s*|계속\s*|거기서?\s*|그곳에서\s*)?(?P<v>다녔|다니고\s*있|일했|일하고\s*있|근무했|근무하고\s*있|살았|지냈|있었)"
)
#: Words that may come before such a start and name nothing ("저는", "거기", "사실").
_BEEN_THERE_LEAD = frozenset(
    {"저는", "전", "저도", "나는", "난", "나도", "제가", "내가", "거기", "거기서", "그곳에서", "그곳", "사실",
     "벌써", "근데", "그리고", "아", "네", "원래", "거기는", "여긴", "거긴"}
)  # fmt: skip


def been_there_since(ctx: SentenceContext) -> frozenset[str]:
    """The predicates whose fact the sentence before named that this sentence gives a start to,
    by its verb ("2024년부터 다녔으니" a job, "2019년부터 살았어요" a home); empty when the
    sentence names anything but the time and the speaker."""
    m = _BEEN_THERE.search(ctx.text)
    if m is None:
        return frozenset()
    head = list(ctx.text[: m.start()])
    for tm in ctx.times:
        for k in range(tm.span[0], min(tm.span[1], len(head))):
            head[k] = " "
    if any(w.strip(",.~") not in _BEEN_THERE_LEAD for w in "".join(head).split() if w.strip(",.~")):
        return frozenset()  # "동생은 2020년부터 다녔는데": someone else's, or another place
    v = m.group("v")
    if v.startswith(("살", "지냈")):
        return frozenset({"lives_in"})
    if v.startswith("있"):
        return frozenset({"lives_in", "works_at"})
    return frozenset({"works_at"})


def start_before_end(claims: list[Claim]) -> list[Claim]:
    """An episode's claims with an employer's start said after its end moved before it ("다음
    달 말에 회사 그만둬요. 2019년부터 다닌 태강산업이에요."), so that the end closes the job it
    started rather than the start reopening it."""
    out = list(claims)
    for c in claims:
        if c.predicate != "works_at" or c.action != "end" or c.invalid_at is None:
            continue
        at = out.index(c)
        later = next(
            (a for a in out[at + 1 :] if a.predicate == "works_at" and a.action == "assert"
             and a.subject == c.subject and object_key(a.object) == object_key(c.object)
             and a.valid_at is not None and a.valid_at < c.invalid_at),
            None,
        )  # fmt: skip
        if later is not None:
            out.remove(later)
            out.insert(at, later)
    return out


_DEICTIC_KO = frozenset({"여기", "거기", "저기", "이곳", "그곳", "저곳", "이것", "그것", "이게", "그게", "이", "그", "저"})
#: "해오름 보호소가 제가 봉사하는 곳이에요", "푸드뱅크가 내가 주말마다 봉사 다니는 데야": a cleft
#: naming the place of the speaker's volunteering (a noun phrase of up to three words before 이/가).
_WHERE_I_VOLUNTEER_KO = re.compile(
    r"(?:^|(?<=[\s,]))(?P<np>(?:[가-힣A-Za-z0-9]+\s+){0,2}[가-힣A-Za-z0-9]+?)(?:이|가)\s+(?:제가|내가|저희가|우리가)\s+"
    r"(?:\S+\s+){0,2}?(?P<v>(?:자원)?봉사(?:\s*활동)?(?:를|도)?\s*(?:하는|다니는|나가는|가는|하러\s*가는)|봉사하는|봉사\s*다니는)\s*"
    r"(?:곳|데|단체|기관)(?:이에요|예요|입니다|이야|야|이죠|죠|임|이고|고)"
)


#: An employer read from a quit that names unpaid work there: "하버하우스 봉사(활동)".
_UNPAID_WORK_KO = re.compile(r"^(?P<place>\S.*?)\s*(?:자원\s*)?봉사(?:\s*활동)?$")


#: "그다음 날부터", "그 다음날", "이튿날": the day after the day said just before.
_DAY_AFTER_THAT = re.compile(r"(?:그\s*다음\s*날|이튿날|그\s*담\s*날)(?P<cue>부터|부로|에)?")


def _day_after_that(ctx: SentenceContext) -> None:
    """Add to the sentence's times the day after the last day said before "그다음 날" (earlier
    in this sentence, else in the sentence before): "하늬식품은 다음 달 말까지만 다녀요. 그다음
    날부터 바로 마루커머스로 출근해요" starts the new job on the first of the month after next."""
    m = _DAY_AFTER_THAT.search(ctx.text)
    if m is None or any(tm.span[0] <= m.start() < tm.span[1] for tm in ctx.times):
        return
    before = [tm for tm in ctx.times if tm.span[1] <= m.start()]
    if not before and ctx.prev is not None:
        before = SentenceContext(ctx.prev, None, ctx.sentence, ctx.reference_time, cache=ctx.cache).times
    days = [tm for tm in before if tm.precision == "day"]
    if not days:
        return
    base = max(days, key=lambda tm: tm.span[0])
    after = replace(
        base,
        start=base.start + timedelta(days=1),
        span=m.span(),
        surface=m.group(),
        relation="at" if m.group("cue") == "에" else "since",
        core_span=(m.start(), m.end("cue") if m.group("cue") else m.end()),
    )
    ctx.__dict__["times"] = sorted([*ctx.times, after], key=lambda tm: tm.span[0])


def drafts(ctx: SentenceContext) -> list[Draft]:
    """All Korean drafts of one sentence."""
    _day_after_that(ctx)
    out: list[Draft] = []
    if not ctx.long_document or _TRIGGER.search(ctx.text):
        for rule in (identity, residence, work, korean_events.plans, korean_life.people, korean_life.medication, korean_life.pets,
                     korean_life.activities, korean_life.preferences, korean_events.attributes):  # fmt: skip
            out.extend(rule(ctx))
        said = {(d.predicate, d.object) for d in out}
        out.extend(d for d in labelled(ctx) if (d.predicate, d.object) not in said)
    out = undate_later_home(ctx, out)
    out = _dated_by_next(ctx, out)
    # "목동 살았잖아 근데 마곡으로 옮겼어 회사 땜에": a place moved to after a home is the new home,
    # not an employer (옮기다 says either)
    homes = {d.object for d in out if d.predicate == "lives_in" and d.subject == SELF and d.action == "assert"}
    out = [d for d in out if not (d.predicate == "works_at" and d.object in homes and is_place_ko(d.object))]
    out = [
        d
        for d in out
        if d.subject != SELF
        or d.predicate in _OWN_CLAIMS
        or not person_topic(ctx, d.anchor, exclude=d.obj_span)
    ]
    if not _FIRST_PERSON.search(ctx.text):
        out = [
            d
            for d in out
            if not (
                d.subject == SELF
                and d.predicate in _REPORTED_PREDICATES
                and reported_at(ctx, d.anchor)
            )
        ]
    # "민재 님은 대성건설로 이직하신대요": someone else's move, heard of and still to come, is no fact
    out = [
        d
        for d in out
        if not (
            d.subject != SELF
            and d.predicate == "works_at"
            and reported_at(ctx, d.anchor)
            and not _past_at(ctx, d.anchor)
            and not any(tm.start.date() <= ctx.reference_time.date() for tm in ctx.times)
        )
    ]
    taken = {
        d.object for d in out if d.predicate in ("name", "hobby", "has_pet", "takes_medication")
    }
    out = [
        d
        for d in out
        if not (d.predicate in ("job_title", "volunteers_as", "side_job") and d.object in taken)
    ]
    if not any(d.predicate == "volunteers_as" and d.object not in ("봉사", "자원봉사") for d in out):
        cleft = _WHERE_I_VOLUNTEER_KO.search(ctx.text)
        if cleft is not None and cleft.group("np").split()[0] not in _DEICTIC_KO:  # "해오름 보호소가 제가 봉사하는 곳이에요"
            out.append(Draft(SELF, "volunteers_as", cleft.group("np"), cleft.start("v"), obj_span=cleft.span("np")))
    if any(d.predicate == "volunteers_as" and d.object not in ("봉사", "자원봉사") for d in out):
        out = [
            d
            for d in out
            if not (d.predicate == "volunteers_as" and d.object in ("봉사", "자원봉사"))
        ]
    placed = {d.object for d in out if d.predicate == "volunteers_as" and d.detail}
    out = [
        d
        for d in out
        if not (d.predicate == "volunteers_as" and not d.detail and d.object in placed)
    ]  # "푸드뱅크에서 배분 봉사": keep the reading that names the place
    for i, d in enumerate(out):
        # "하버하우스 봉사를 그만뒀어요": the end of a volunteer role there, not of a job named "... 봉사"
        unpaid = _UNPAID_WORK_KO.match(d.object) if d.predicate == "works_at" and d.action == "end" else None
        if unpaid is not None and d.subject == SELF:
            place = unpaid.group("place")
            span = (d.obj_span[0], d.obj_span[0] + len(place)) if d.obj_span else None
            out[i] = replace(d, predicate="volunteers_as", object=place, obj_span=span, text=None)
    ended = [d.object for d in out if d.predicate == "volunteers_as" and d.action == "end"]
    out = [d for d in out if not (d.predicate == "volunteers_as" and d.action == "assert"
                                  and any(d.object.startswith(e) for e in ended))]  # fmt: skip
    tiers = {d.object for d in out if d.predicate == "subscription_plan" and d.subject == SELF}
    for i, d in enumerate(out):
        # "화상영어 주5회 수업 신청했어": the tier is the plan's, the pastime is the lesson alone
        tier = next((x for x in tiers if d.predicate == "hobby" and d.object.endswith(" " + x)), None)
        if tier is not None:
            rest = d.object[: -len(tier)].rstrip()
            span = (d.obj_span[0], d.obj_span[0] + len(rest)) if d.obj_span else None
            out[i] = replace(d, object=rest, obj_span=span, text=None)
    roles = {d.object for d in out if d.predicate in ("volunteers_as", "side_job")}
    out = [d for d in out if not (d.predicate == "job_title" and d.object in roles)]
    if has_time_hint(ctx.text, "ko"):
        busy = [(d.anchor, d.anchor + 1) for d in out]
        busy += [m.span for m in (pick_time(d, ctx) for d in out) if m is not None]
        out.extend(korean_events.events(ctx, busy))
    return out
