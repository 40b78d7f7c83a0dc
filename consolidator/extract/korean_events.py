"""Korean rules, part 3: plans, numbered attributes and dated events."""

from __future__ import annotations

import re

from consolidator.extract.common import Draft, SentenceContext
from consolidator.extract.gazetteer import EVENT_WORDS_KO, is_place_ko
from consolidator.extract.korean_np import (
    analysis,
    np_before_times,
    np_before_word,
    np_ending_at,
    strip_honorific,
    subject_of,
    third_party_topic,
)
from consolidator.extract.lexicon import (
    DATA_SIZE,
    FAMILY_KO,
    PARTNER_KO,
    PET_SPECIES_KO,
    PLAN_WORDS_KO,
    SUBSCRIBED_SERVICE_KO,
    is_medication_ko,
    is_tier,
    plan_service,
    words,
)
from consolidator.temporal import TimeMention
from consolidator.types import REVISES_PLAN, SELF

# --- attributes and events ------------------------------------------------------------------------

_ATTR = re.compile(
    r"(?:(?P<o>[\uac00-\ud7a3]{2,4})(?:\s*님|\s*씨)?의\s+)?(?:새\s+)?(?:사무실\s+)?"
    r"(?P<attr>내선\s*번호|내선번호|내선|전화번호|휴대폰\s*번호|사물함\s*번호|락커\s*번호|사번|회원\s*번호)"
    r"(?:는|은|이|가)?\s*(?P<v>\d[\d-]*)"
)
_ATTR_PRED = {"내선": "phone_extension", "전화": "phone_number", "휴대폰": "phone_number", "사물함": "locker_number",
              "락커": "locker_number", "사번": "employee_number", "회원": "member_number"}  # fmt: skip


def attributes(ctx: SentenceContext) -> list[Draft]:
    """Numbers stated about someone ("지훈의 새 사무실 내선 번호는 4827번이다")."""
    out: list[Draft] = []
    for m in _ATTR.finditer(ctx.text):
        attr = m.group("attr")
        pred = next((p for k, p in _ATTR_PRED.items() if attr.startswith(k)), "id_number")
        subject = strip_honorific(m.group("o")) if m.group("o") else SELF
        out.append(
            Draft(
                subject,
                pred,
                m.group("v"),
                m.start(),
                obj_span=m.span("v"),
                metadata={"attribute": attr},
            )
        )
    return out


_VERBAL_END = re.compile(r"(?:다|요|셔|해|와|가|네|어|아|지|죠|야|ㅋ|ㅎ)$")
_REQUEST = re.compile(r"줘요|주세요|줄래|해\s*줘|알려|추천|골라|할까요|인가요|나요|까요")
_FIRST = re.compile(r"^(?:저는|전|제가|저도|나는|난|내가|저희는|우리는|저|나)\s+")
_TAIL = re.compile(
    r"(?P<s>[했었았였났왔갔됐셨겼렸켰쳤줬봤맞])(?:고|어요|어|다|습니다|는데|지만|고요|거든요|네요|더라고요|어!)?[!.~ㅎㅋ\s]*$"
)


#: Someone else's animal ("친구네 고양이 나비가 놀러 왔었어요"): what it did is no event of the user,
#: and its name must not be stored as if it were the user's.
_OTHERS_ANIMAL = re.compile(
    r"[\uac00-\ud7a3]+(?:네|의)\s+(?:집\s+)?(?:" + "|".join(sorted(PET_SPECIES_KO, key=len, reverse=True)) + ")"
)


def _lasting_since(m: TimeMention, ctx: SentenceContext) -> bool:
    """A state the speaker has been in since a month or year ("2018년부터 ... 하고 있어요"): kept
    as a dated event when no rule read the clause, so the statement is not lost."""
    return (
        m.relation == "since"
        and m.precision in ("month", "year")
        and not ctx.long_document
        and m.start.date() < ctx.reference_time.date()
    )


def events(ctx: SentenceContext, busy: list[tuple[int, int]]) -> list[Draft]:
    """A dated thing done or planned, in clauses no other rule used ("사흘 전에는 자전거를 도둑맞았어")."""
    out: list[Draft] = []
    for start, end in ctx.clauses:
        if any(start <= a < end for a, _ in busy):
            continue
        clause = ctx.text[start:end]
        if _REQUEST.search(clause) or _OTHERS_ANIMAL.search(clause):
            continue
        mentions = [m for m in ctx.times if start <= m.span[0] < end and m.span not in busy
                    and (m.precision in ("day", "week") or (not busy and _lasting_since(m, ctx)))]  # fmt: skip
        if not mentions:
            continue
        mt = mentions[0]
        mod = ctx.modality_at(start)
        future = mt.start.date() > ctx.reference_time.date()
        if mod.kind not in ("past", "planned") and not future and not _lasting_since(mt, ctx):
            continue
        explicit = bool(_FIRST.match(clause))
        subject = subject_of(ctx, end)
        if _lasting_since(mt, ctx) and (subject != SELF or third_party_topic(ctx, end)):
            continue  # "친구는 2018년부터 ...": someone else's lasting state is no event of the user
        if mt.precision == "week" and not (explicit or future):
            continue
        if subject == SELF and ctx.long_document and not explicit:
            continue
        rest = (
            clause[: mt.span[0] - start]
            + " "
            + re.sub(r"^(?:에는|에도|에|은|는|도|부터)", "", clause[mt.span[1] - start :])
        )
        rest = _FIRST.sub("", " ".join(rest.split()))
        if subject != SELF:
            rest = re.sub(rf"^{re.escape(subject)}\s*(?:님|씨)?(?:은|는|이|가|께서)\s*", "", rest)
        rest = _TAIL.sub(lambda m: m.group("s") + "다", rest).strip(" ,.!")
        if not 1 <= len(rest.split()) <= 15 or not _VERBAL_END.search(rest):
            continue
        if ctx.long_document and not (future or EVENT_WORDS_KO.search(rest)):
            continue
        out.append(
            Draft(
                subject,
                "event",
                rest,
                start + max(0, clause.find(rest[:4])),
                event=True,
                confidence=0.6,
            )
        )
    return out


PLAN_PREDICATE = "subscription_plan"

# --- plans ----------------------------------------------------------------------------------------

#: "골드 회원으로 등급을 올렸습니다": the plan word changed may stand, as an object, before the verb.
_PLAN_VERB = re.compile(
    r"(?P<p>으로|로)(?:\s+[^\s을를]*[^\s을를로]){0,3}?(?:\s+(?:등급|요금제|플랜|멤버십)(?:을|를))?\s*(?P<v>바꿨|바꿔|바꾸|바꿀|변경|올렸|올려|올리|올릴|내렸|낮췄|갈아탔|갈아타|갈아탈|"
    r"업그레이드|다운그레이드|신청|가입|시작|옮겼|전환|업글|했어|했고|했습|선택|골랐|정했|늘렸|늘려|줄였|줄여|"
    r"쓰고\s*있|쓰는\s*중|써요|이용\s*중|이용하고|끊었|끊어|올라갔|올라가|바뀌었|바뀌어|바꼈|받고\s*있|받아요|보고\s*있|보는\s*중|"
    r"올림|바꿈|내림|늘림|줄임|갈아탐|옮김|갱신|재등록|등록했|등록함|연장했|연장함|업(?=[\s.!~,ㅋㅎ]|했|함|$)|바뀌었|바뀜|"
    # "공유오피스 자유석으로 다니고 있어요": a service attended on a tier
    r"다니고\s*있|다니는\s*중|다녀요|다닙니다|"
    # "음원 앱 솔로 요금제로 듣고 있어요", "모바일 요금제로 봄": listening or watching on a tier
    r"듣고\s*있|듣는\s*중|들어요|봐요|봅니다|봄(?=[\s.!~,ㅋㅎ]|$))"
)
#: Verbs that only plans take ("그로스로 업그레이드했어요"): the tier needs no plan word nearby.
_STRONG_PLAN_VERB = re.compile(
    r"업그레이드|다운그레이드|업글|올렸|올려|올리|올릴|내렸|낮췄|늘렸|늘려|줄였|줄여|올림|늘림|줄임|내림|업(?=[\s.!~,ㅋㅎ]|했|함|$)"
)
_PLAN_USE = re.compile(
    # "쓰구있어요": 쓰고 있어요 typed loosely
    r"(?<=\S)\s+(?:쓰(?:고|구)\s*(?:있|잇)|써요|쓰는\s*중|사용\s*중|사용하고|이용\s*중|이용하고|쓰기\s*시작|씁니다|씀(?=[\s.!~,]|$)|써(?=[\s.!~,]|$)|"
    r"이용합니다|이용해요|이용함|사용합니다|사용해요|사용함|쓰게\s*(?:됐|되었|돼)|이용하게\s*(?:됐|되었))"
)
#: Watching or listening on a tier of a streaming service ("웨이브 베이직 보고 있어요"): only where
#: a subscribed service is named ("스탠다드 요금제 보고 있어요" may be a plan only looked at).
_PLAN_WATCH = re.compile(r"(?<=\S)\s+(?:보고\s*있|보는\s*중|봐요|봅니다|듣고\s*있|듣는\s*중|들어요|다녀요|다니고\s*있|다니는\s*중|다닙니다)")
#: A class or lesson taken ("주2회 수업 듣고 있어요"), whose frequency is its plan.
_CLASS_WORD = re.compile(r"수업|레슨|강습|클래스")
#: Verbs of using a plan after "X로": "솔로 요금제 쓰는 중" is the Solo plan in use, with 로 part of
#: the tier's name, not a particle ("레귤러로 요금제 올렸어요" changes the plan to Regular).
_USE_VERB = re.compile(r"쓰고\s*있|쓰는\s*중|써요|이용\s*중|이용하고|받고\s*있|받아요|보고\s*있|보는\s*중")
#: Verbs of changing from one thing to another ("X로 바꿨어요"): with an unknown tier word X, a
#: plan change only if the user is known to be on a plan (see ``REVISES_PLAN``).
_CHANGE_VERB = re.compile(r"바꿨|바꿔(?!\s*(?:볼|보려|야|줘|주))|바꿈|바꼈|변경|갈아탔|갈아탐|전환|옮겼|옮김")
#: Words that X in "X로 바꿨어요" names when it is not a tier: devices, means of payment or
#: transport, times of day, places and people in general ("아이폰으로", "저녁으로", "다른 데로").
_NOT_TIER_HEAD = re.compile(
    r"(?:폰|아이폰|갤럭시|노트북|태블릿|패드|워치|차|카드|현금|페이|통신사|번호|회사|부서|팀|집|방|자리|데|곳|쪽|거|것|걸|"
    r"분|사람|선생님|쌤|트레이너|아침|점심|저녁|오전|오후|새벽|밤|주말|평일|요일|시|반|색|머리|스타일|안경|렌즈|"
    r"SKT|KT|LG|U\+|유플러스|알뜰폰|근처|앞|옆|동네|건너편|맞은편|"
    # where one moves to that is no tier ("병원으로 옮겼어요", "다른 지점으로 옮겼어요")
    r"병원|의원|학교|학원|지점|본점|센터|사무실|부서|층)$"
)
#: A word said as the topic, subject or object of a clause ("통신사는", "휴대폰을"): the thing
#: changed, which a tier word after it then does not name.
_ARGUMENT = re.compile(r"(?:은|는|이|가|을|를)$")
_PLAN_SUFFIX = re.compile(r"\s*(?:요금제|플랜|등급|멤버십|상품|티어)$|\s+(?:회원권|이용권)$")
#: Kiwi lemmas of taking up or changing a subscription: nouns that take 하다 ("가입했어요",
#: "구독 중", "개통했어요") and verbs ("끊었어요" for buying a pass, "샀어요", "쓰고 있어요").
_SUB_NOUNS = frozenset(
    words(
        "가입 구독 개통 등록 결제 신청 구매 구입 이용 사용 변경 전환 업그레이드 다운그레이드 시작"
    )
)
_SUB_VERBS = frozenset(words("끊 사 쓰 바꾸 올리 내리 갈아타 옮기 늘리 줄이 다니 받 받아보"))
#: The verb is said as done or ongoing, not as a condition, wish or question ("쓰면", "살까").
_SUB_DONE = re.compile(
    r"(?:었|았|였|했|샀|썼|됐|되었|\s*중|고\s*있|해요|합니다|써요|씁니다|받아요|받습니다|받아\s*봐요|해서|했고|는데|거든요|함(?=[\s.!~,]|$)|"
    # "왓챠 베이직 구독 시작", "10회 이용권 끊음"
    r"\s*시작(?:함|했)?(?=[\s.!~,]|$)|음(?=[\s.!~,]|$))"
)
_SUB_NOT_DONE = re.compile(r"면|려|까|싶|ㄹ|을\s*거|할\s*거|지\s*말|않|안\s")


def _subscription_verbs(ctx: SentenceContext) -> list[tuple[str, tuple[int, int], int]]:
    """Noun phrases before a subscription verb read from Kiwi's morphemes, with the verb's offset.

    "공공자전거 평일권을 끊었어요" (끊/VV), "음악 스트리밍 라이트 요금제에 가입했어요"
    (가입/NNG + 하/XSV), "넷플릭스 베이직 구독 중이에요" (bare noun before 구독). The verb must be
    done or ongoing: "무제한 요금제 쓰면 할인" is a condition, not the user's plan.
    """
    an = analysis(ctx)
    out: list[tuple[str, tuple[int, int], int]] = []
    for i, w in enumerate(an.words):
        if i == 0 or not w.morphs:
            continue
        form, tag = w.morphs[0][0], w.morphs[0][1]
        verb = (tag == "NNG" and form in _SUB_NOUNS) or (
            tag.startswith("VV") and form in _SUB_VERBS
        )
        if not verb:
            continue
        tail = ctx.text[w.start : w.end + 6]
        if not _SUB_DONE.search(tail) or _SUB_NOT_DONE.search(ctx.text[w.start : w.end]):
            continue
        if any(tag == "EP" and form in ("시", "으시", "셨", "시었") for form, tag, _s, _e in w.morphs):
            continue  # "팀장님도 같은 카페 구독하시는데": the honorific 시 is someone else's doing
        k = i - 1
        while k > 0 and any(tm.span[0] <= an.words[k].start < tm.span[1] for tm in ctx.times):
            k -= 1  # "200기가 요금제 오늘 신청함": past the time words to the plan
        prev = an.words[k]
        end = prev.noun_end()
        if end <= prev.start:
            continue
        rest = ctx.text[end : prev.end].rstrip(".,!~")
        if rest and rest not in ("을", "를", "에", "으로", "로", "도", "은", "는"):
            continue
        got = np_ending_at(ctx, end)
        if got:
            out.append((got[0], got[1], w.start))
    return out


#: A tier said with a copula: "스탠다드 요금제예요", "요금제는 라이트예요".
#: "블랙 등급이 되었습니다": the tier become; "구독 루키 티어야": 티어 where a subscription is named.
_PLAN_IS = re.compile(
    r"(?P<n>[^\s,.!?]+)\s*(?:요금제|플랜|등급|멤버십|회원권|회원|멤버|상품|옵션|요금|(?P<tier>티어))"
    r"(?:이에요|예요|입니다|이야|야|이고|인데|이요|요|(?:이|가)\s*(?:됐|되었|돼|됨)\S*|(?=\s*[.!~ㅎㅋ]*$))(?=[\s.!~,]|$)"
    r"|(?:요금제|플랜|등급|멤버십|속도|용량|데이터|회원권|이용권)(?:은|는)\s+(?P<m>[^\s,.!?]+?(?:\s+[^\s,.!?]+?)?)(?:이에요|예요|입니다|이야|야|이고|인데|이요|요|임)(?=[\s.!~,]|$)"
)


#: "한 달에 30장짜리예요": a size said with 짜리 and a copula.
_SIZED_IS = re.compile(r"(?P<n>[^\s,.!?]+?짜리)(?:예요|이에요|입니다|야|이야|고|인데)(?=[\s.!~,]|$)")
#: A tier said with a copula after the day it applies from: "웹툰 앱 지난주 월요일부터 표준형이에요".
_TIER_SINCE_IS = re.compile(
    r"부터(?:는)?\s+(?:\S+\s+)??(?P<n>[^\s,.!?]+?(?:\s+[^\s,.!?]+?)?)(?:이에요|예요|입니다|이야|야|이고|인데|임|이요)(?=[\s.!~,]|$)"
)
#: "빵 정기배송 시작함 오늘부터 주 1회": the tier said last, after the day it applies from.
_TIER_SINCE_END = re.compile(r"부터(?:는)?\s+(?P<n>[^\s,.!?]+(?:\s+[^\s,.!?]+)?)\s*[.!~ㅎㅋ]*$")
#: A tier named alone after a sign-up: "오늘부터 30분권.", "Mini로.", "일단 베이직."
_TIER_FRAGMENT = re.compile(r"(?P<n>[^\s,.!?]+?)(?:만|만요|이에요|예요|입니다|이야|이요|요|임|으로요|로요|으로|로)?\s*[.!~ㅎㅋ]*$")
#: "끊은 건 50시간권.", "고른 건 베이직이에요": the tier bought, said as "what I bought is X".
_TIER_CHOSEN = re.compile(
    r"(?:끊은|산|결제한|가입한|신청한|고른|선택한|등록한|택한)\s*(?:건|것은|거는|게)\s+(?P<n>[^\s,.!?]+?(?:\s+[^\s,.!?]+){0,2}?)(?:이에요|예요|입니다|이야|야|요|이요|임)?\s*[.!~]*$"
)


#: A subscribed service as the topic or object of the sentence ("공유오피스는", "요가원 회원권을").
_SERVICE_TOPIC = re.compile(
    rf"(?:{SUBSCRIBED_SERVICE_KO.pattern})(?:\s*(?:회원권|이용권|구독))?(?:은|는|을|를|도)(?=\s)"
)
#: "광고 너무 많아서 스탠다드로.": a change to a tier said as a fragment after its reason.
_TIER_AFTER_REASON = re.compile(
    r"^(?:[^,.!?]*?(?:아서|어서|해서|라서|이라|땜에|때문에|길래)[,\s]+)?(?:그래서\s+|결국\s+|그냥\s+)?"
    r"(?P<n>[^\s,.!?]+?)(?:으로|로)(?:요)?\s*[.!~ㅎㅋ]*\s*$"
)
#: A short fragment naming a tier: "일단 스타터로요.", "200g 플랜으로.", "에센셜로."
_PLAN_FRAGMENT = re.compile(
    r"^\s*(?:(?:일단|우선|처음엔|처음에는|먼저|제일\s*싼|제일\s*저렴한)\s+)?"
    r"(?P<n>[^\s,.!?]+?(?:\s+[^\s,.!?]+?)?)(?:으로|로)(?:요|했어요|했어|함|했습니다)?(?:\s+(?:일단|우선|먼저|일단은))?\s*[.!~ㅎㅋ]*\s*$"
)
#: A sign-up or plan change said in the sentence before a fragment.
_SUBSCRIBED = re.compile(
    r"(?:구독|요금제|플랜|멤버십|회원권|이용권|정기권|패스|정기\s*결제|PT|피티)\S*\s*(?:\S+\s+)?(?:가입|등록|신청|시작|결제|개통|끊|바꿨|바꿈|변경|설치)|"
    r"(?:가입|등록|신청|결제|개통)(?:했|함|해|했어|했습)|(?:가입|등록|신청|결제|개통|변경|업그레이드|설치)(?=\s*(?:완료|끝)?\s*[!.~ㅎㅋ]*$)"
)


#: A tier named in quotes: "'세이브 15'로 가입했어요", "“하늘 플랜” 써요".
_QUOTED_TIER = re.compile(
    r"['‘\"“](?P<n>[^'’\"”\s][^'’\"”]{0,18}?)['’\"”]\s*"
    r"(?=요금제|플랜|상품|등급|회원권|이용권|으로|로|이요|요|이에요|예요|입니다|(?:을|를)?\s*(?:쓰|써|이용|사용|가입|신청|구독|결제|개통|끊))"
)
_QUOTED_CHANGE = re.compile(
    r"(?:으로|로)\s*(?:\S+\s+)?(?:바꿨|바꿈|바꿔|변경|갈아|올렸|올림|내렸|낮췄|업그레이드|다운그레이드|가입|신청|전환|업|구독|결제|개통|옮겼)"
)
#: The tier said last, after the verb of the change ("요금제 올렸어요 지난주 월요일부터 미들로",
#: "6일 전에 가입했어 베이직으로").
_TIER_LAST = re.compile(r"(?<=[\s,])\s*(?P<n>(?:[^\s,.!?'\"]+\s+)?[^\s,.!?'\"]+?)(?P<ro>으로|로|짜리로|짜리)?(?:요)?\s*[.!~ㅎㅋ]*$")
_DONE_BEFORE = re.compile(
    r"(?:바꿨|바꿈|변경했|변경함|갈아탔|갈아탐|올렸|올림|내렸|내림|낮췄|낮춤|업그레이드|다운그레이드|전환했|전환함|업했|업함|옮겼|설치했|설치함|"
    r"가입했|가입함|신청했|신청함|등록했|등록함|결제했|결제함|개통했|개통함|구독했|구독함|시작했|시작함)"
)
#: The tier in use now, said after a change: "이제 프리미엄이에요", "지금은 맥스.", "업그레이드해서
#: 플러스입니다".
_TIER_NOW = re.compile(
    r"(?:^|\s)(?:이제는|이제|이젠|지금은|지금|현재는|현재|그래서)\s+(?P<n>[^\s,.!?]+?(?:\s+[^\s,.!?]+?)?)"
    r"(?:이에요|예요|입니다|이야|야|이요|요|임)?\s*[.!~ㅎㅋ]*$"
    r"|(?:해서|했고|했는데|는데|하고|했더니)\s+(?:\S+\s+)??(?P<m>[^\s,.!?]+?(?:\s+[^\s,.!?]+?)?)(?:이에요|예요|입니다|이야|야|이요|임)\s*[.!~ㅎㅋ]*$"
)
#: "사흘 전 요금제 변경: 프리미엄": the tier after a colon.
_TIER_COLON = re.compile(
    r"(?:요금제|플랜|변경|가입|구독|등급|회원권)\S*\s*[:：]\s*(?P<n>[^\s,.!?]+(?:\s+[^\s,.!?]+)?)\s*[.!~]*$"
)
#: "요금제 이름은 청춘 20이에요", after a change "이름은 플래티넘이에요": the tier's name.
_TIER_NAMED = re.compile(
    r"(?:(?P<w>요금제|플랜|상품|회원권|등급)\s*)?이름(?:은|이)\s+(?P<n>[^\s,.!?]+?(?:\s+[^\s,.!?]+?)?)"
    r"(?:이에요|예요|에요|입니다|이야|야|이요|요|임)?\s*[.!~ㅎㅋ]*$"
)
#: A pet or a person around "이름은 X": the name is theirs, not a tier's.
_SPECIES_OR_KIN = re.compile(
    "|".join(sorted(PET_SPECIES_KO, key=len, reverse=True)) + r"|아기|아이|딸|아들|조카|입양|분양"
)
#: A service taken up, said with its day before the tier ("어제부터 헬스장 다녀요. 회원권은 실버로 끊었어요.").
_TAKEN_UP = re.compile(r"다니기\s*시작|다니고\s*있|다녀요|다닙니다|다님|쓰기\s*시작|이용하기\s*시작")
#: A change only weighed: "프리미엄으로 올릴지 고민이에요", "바꿀지 말지 모르겠어요".
_WEIGHING = re.compile(r"(?:[릴할갈꿀탈를을]|ㄹ)지\s*(?:말지\s*)?(?:고민|생각\s*중|모르|망설|결정\s*(?:을\s*)?못)")
#: Done for someone ("바꿔 줬어요"): someone else's plan when a relative is named.
_DONE_FOR = re.compile(r"(?:바꿔|올려|내려|낮춰|가입해|신청해|등록해|결제해|끊어|해)\s*(?:줬|주었|줌|줄)")
#: A plan changed or taken for someone else: "엄마 요금제를 라이트로 바꿔 드렸어요".
_FOR_SOMEONE = re.compile(r"(?:바꿔|올려|내려|낮춰|가입해|신청해|등록해|결제해|끊어|해)\s*드(?:렸|림|려|릴|립)")
#: Things a plan is for, never its tier ("휴대폰 요금제 업그레이드해서": the phone is not the tier).
_DEVICE_NOT_TIER = re.compile(r"^(?:휴대폰|핸드폰|스마트폰|폰|인터넷|와이파이|클라우드|집전화|요금)$")


#: A subscribed service right before the tier ("공유오피스 자유석으로"), with nothing between.
_SERVICE_JUST_BEFORE = re.compile(rf"(?:{SUBSCRIBED_SERVICE_KO.pattern})\s+$")
#: A count right before a pass word ("30일 정기권", "6개월 이용권").
_COUNT_BEFORE = re.compile(r"(?<!\S)(?P<c>\d+\s*(?:일|주|개월|달|년|회|시간))\s+$")


def _seat_or_tier_like(ctx: SentenceContext, obj: str, span: tuple[int, int]) -> bool:
    """With a subscribed service as topic, "X(으)로 옮겼어요" names a tier when X is one common
    noun that is no place, no brand in Latin letters and no "near home" ("고정석", "주말반")."""
    if " " in obj or re.search(r"[A-Za-z]", obj) or is_place_ko(obj) or is_medication_ko(obj):
        return False
    if re.search(r"근처|데$|곳$|쪽$|집$|동네", obj):
        return False
    return analysis(ctx).tag_of(*span) == "NNG"


def _changed_to_tier_like(ctx: SentenceContext, obj: str, span: tuple[int, int]) -> bool:
    """Whether X in "X(으)로 바꿨어요" may be a tier the user changed to: one noun or number (two
    where a plan or a subscribed service is named: "헬스장 PT 패키지로"; no modifier: "다른 거",
    "새 폰"), no place, medicine or thing of everyday life
    (``_NOT_TIER_HEAD``), and no other thing changed said as the topic or object of the clause
    ("휴대폰을 아이폰으로 바꿨어요", "통신사는 SKT로"), unless it is the user, a plan or a service."""
    if len(obj.split()) > 2 or is_place_ko(obj) or is_medication_ko(obj) or _NOT_TIER_HEAD.search(obj):
        return False
    if " " in obj and not (PLAN_WORDS_KO.search(ctx.text) or SUBSCRIBED_SERVICE_KO.search(ctx.text)):
        return False  # "케이스 핑크로 바꿨어요": two words are a tier only where a plan is spoken of
    an = analysis(ctx)
    for w in an.words:
        if span[0] <= w.start < span[1] and not all(
            tag in ("NNG", "NNP", "NNB", "SL", "SN", "XSN") for _f, tag, s, _e in w.morphs if s < span[1]
        ):
            return False
    clause_start, _end = ctx.clause_at(span[0])
    return not any(
        clause_start <= w.start < span[0]
        and _ARGUMENT.search(w.surface)
        and not _FIRST.match(w.surface + " ")
        and not (PLAN_WORDS_KO.search(w.surface) or SUBSCRIBED_SERVICE_KO.search(w.surface))
        for w in an.words
    )


def _tier_within(phrase: str) -> str | None:
    """The tier named inside a plan phrase: the whole phrase when it reads as one, else the
    rightmost run of one to three words that does ("헬스장 베이직 회원권" -> "베이직",
    "밀키트 정기배송 주 3회" -> "주 3회"). A size keeps the name word before it, when that word
    is no service, plan or time word ("알뜰폰 스마트 25GB" -> "스마트 25GB": the tier is called
    so; "휴대폰 데이터 25GB" -> "25GB"). None when no part of it is a tier."""
    if is_tier(phrase):
        return phrase
    words = phrase.split()
    for end in range(len(words), 0, -1):
        for size in (3, 2, 1):
            if end - size >= 0:
                part = " ".join(words[end - size : end])
                if is_tier(part):
                    name = words[end - size - 1] if size == 1 and end >= 2 else ""
                    if name and is_tier(name) and not DATA_SIZE.match(part):
                        return f"{name} {part}"  # "프로 플러스", "광고형 스탠다드": one tier of two words
                    if (
                        DATA_SIZE.match(part)
                        and re.fullmatch(r"[\uac00-\ud7a3]{2,5}|[A-Za-z][A-Za-z-]{1,11}", name)
                        and plan_service(name) is None
                        and not PLAN_WORDS_KO.search(name)
                        and not SUBSCRIBED_SERVICE_KO.search(name)
                        and not re.search(r"[월주일년달]$|총|매", name)
                    ):
                        return f"{name} {part}"
                    return part
    return None


def plans(ctx: SentenceContext) -> list[Draft]:
    """Plan tiers: "5기가로 신청했어요", "스탠다드 쓰고 있어요", "무제한으로 업그레이드했어요".

    A change said with its day but no tier takes the tier the next sentence names ("사흘 전에
    요금제 바꿨어요. 프리미엄으로요.", "지난주 월요일에 변경했어요. 이제 맥스 써요."): the claim is
    anchored in this sentence, so it takes this sentence's day."""
    if _FOR_SOMEONE.search(ctx.text) or _WEIGHING.search(ctx.text):
        return []
    if _DONE_FOR.search(ctx.text) and re.search("|".join(FAMILY_KO + PARTNER_KO), ctx.text):
        return []  # "동생 폰 요금제 무제한으로 바꿔줬어요": the sibling's plan
    out = _plans_in(ctx)
    if (
        ctx.next is None
        or not ctx.times
        or any(is_tier(d.object) or d.metadata.get("quoted") for d in out)
        or not (_DONE_BEFORE.search(ctx.text) or _SUBSCRIBED.search(ctx.text) or _TAKEN_UP.search(ctx.text))
    ):
        return out
    after = SentenceContext(ctx.next, ctx.sentence, None, ctx.reference_time, cache=ctx.cache)
    if after.times or _FOR_SOMEONE.search(after.text):
        return out
    if not any(
        PLAN_WORDS_KO.search(x) or SUBSCRIBED_SERVICE_KO.search(x) or plan_service(x) or _SUBSCRIBED.search(x)
        for x in (ctx.text, after.text)
    ):
        return out  # a plan, a service or a sign-up must be named in one of the two
    cue = _DONE_BEFORE.search(ctx.text) or _SUBSCRIBED.search(ctx.text) or _TAKEN_UP.search(ctx.text)
    anchor = cue.start() if cue else 0
    later = [
        Draft(d.subject, d.predicate, d.object, anchor, qualifier=d.qualifier or plan_service(ctx.text),
              weak_plan_ok=True, plan_text=d.plan_text, metadata=d.metadata)
        for d in _plans_in(after)
        if d.subject == SELF
    ]  # fmt: skip
    if not later:
        return out
    return [d for d in out if is_tier(d.object)] + later


def _plans_in(ctx: SentenceContext) -> list[Draft]:
    """The plan tiers read from this sentence alone (and the sentence before a fragment)."""
    t = ctx.text
    out: list[Draft] = []
    plan_word = bool(PLAN_WORDS_KO.search(t))
    service_topic = bool(_SERVICE_TOPIC.search(t))
    service = plan_service(t) or (plan_service(ctx.prev.text) if ctx.prev else None)
    found: list[tuple[str, tuple[int, int], int, bool]] = []
    strong: set[str] = set()
    change: set[str] = set()
    for m in _PLAN_VERB.finditer(t):
        if _USE_VERB.match(m.group("v")) and PLAN_WORDS_KO.match(t[m.end("p") : m.start("v")].strip()):
            # "솔로 요금제 쓰는 중": 로 ends the tier's name, which is the whole word
            an = analysis(ctx)
            k = an.word_at(m.start("p"))
            if k is not None and re.fullmatch(r"[\uac00-\ud7a3A-Za-z0-9]{2,}", an.words[k].surface):
                w = an.words[k]
                found.append((w.surface, (w.start, w.end), w.start, False))
            continue
        got = np_ending_at(ctx, m.start("p"))
        if got and got[0] in ("사이즈", "박스", "팩", "세트"):
            # "라지 사이즈로 바꿨어요": Kiwi may cut the size word off the size before it.
            an = analysis(ctx)
            k = an.word_at(got[1][0])
            if k:
                w = an.words[k - 1]
                if is_tier(f"{w.surface} {got[0]}"):
                    got = (f"{w.surface} {got[0]}", (w.start, got[1][1]))
        if got:
            found.append((got[0], got[1], m.start(), m.group("v") == "시작"))
            if _STRONG_PLAN_VERB.match(m.group("v")) and not is_medication_ko(got[0]):
                strong.add(got[0])
            if _CHANGE_VERB.match(m.group("v")) and not t[m.end("p") : m.start("v")].strip():
                change.add(got[0])  # "마스터로 바꿈": the verb right after the thing changed to
    for m in _PLAN_USE.finditer(t):
        got = np_before_word(ctx, m.start() + 1) or np_before_times(ctx, m.start() + 1)
        if got:
            found.append((got[0], got[1], m.start(), False))
    for obj, span, anchor in _subscription_verbs(ctx):
        found.append((obj, span, anchor, False))
    fragment = _PLAN_FRAGMENT.match(t)
    signed_up = ctx.prev is not None and bool(
        _SUBSCRIBED.search(ctx.prev.text)
        or (SUBSCRIBED_SERVICE_KO.search(ctx.prev.text) and re.search(r"끊|가입|등록|결제|신청", ctx.prev.text))
    )  # "필라테스 끊었어 오늘.": a service with a pass bought
    if fragment and not signed_up and ctx.prev is not None and _DONE_BEFORE.search(ctx.prev.text):
        # "사흘 전에 다시 변경했어요. 프리미엄 요금제로요.": a change, then a known tier
        signed_up = is_tier(_PLAN_SUFFIX.sub("", fragment.group("n")).strip())
    if fragment and signed_up:
        # "전자책 구독 오늘 등록했어요. 일단 스타터로요.": the tier said after the sign-up.
        raw = fragment.group("n")
        whole = _tier_within(_PLAN_SUFFIX.sub("", raw).strip())
        got = (
            (raw, fragment.span("n"))
            if is_tier(_PLAN_SUFFIX.sub("", raw).strip()) or whole == _PLAN_SUFFIX.sub("", raw).strip()
            else np_ending_at(ctx, fragment.end("n"))
        )
        if got and len(got[0]) >= 2 and not is_medication_ko(got[0]):
            found.append((got[0], got[1], fragment.start("n"), False))
            strong.add(_PLAN_SUFFIX.sub("", got[0]).strip())
    reason = _TIER_AFTER_REASON.match(t)
    if reason and is_tier(reason.group("n")) and not signed_up:
        # "광고 너무 많아서 스탠다드로.", "프리미엄으로.": the verb of the change left out
        found.append((reason.group("n"), reason.span("n"), reason.start("n"), False))
        strong.add(reason.group("n"))
    for m in _SIZED_IS.finditer(t) if plan_word or SUBSCRIBED_SERVICE_KO.search(t) else ():
        if is_tier(m.group("n")):
            size = m.group("n")[: -len("짜리")]
            found.append((size, (m.start("n"), m.start("n") + len(size)), m.start("n"), False))
            strong.add(size)
    for m in _TIER_CHOSEN.finditer(t):
        chosen = _tier_within(m.group("n"))
        if chosen:
            start = m.start("n") + m.group("n").rindex(chosen)
            found.append((chosen, (start, start + len(chosen)), start, False))
            strong.add(chosen)
    since_end = _TIER_SINCE_END.search(t)
    if since_end and is_tier(since_end.group("n")) and (plan_word or SUBSCRIBED_SERVICE_KO.search(t)):
        found.append((since_end.group("n"), since_end.span("n"), since_end.start("n"), False))
        strong.add(since_end.group("n"))
    for m in _TIER_SINCE_IS.finditer(t):
        tier = _tier_within(m.group("n"))
        if tier and tier not in ("무료", "공짜"):  # "오늘부터 쥬니어 3GB임"
            start = m.start("n") + m.group("n").rindex(tier)
            found.append((tier, (start, start + len(tier)), start, False))
    short = _TIER_FRAGMENT.search(t)
    if (
        short
        and ctx.prev is not None
        and (_SUBSCRIBED.search(ctx.prev.text) or _DONE_BEFORE.search(ctx.prev.text))
        and is_tier(short.group("n"))
        and all(
            any(tm.span[0] <= w.start < tm.span[1] for tm in ctx.times)
            or re.fullmatch(r"일단|우선|처음엔|먼저", w.surface)
            for w in analysis(ctx).words
            if w.end <= short.start("n")
        )
    ):
        # "킥보드 패스 끊었어요. 오늘부터 30분권.": the tier alone, after time words.
        found.append((short.group("n"), short.span("n"), short.start("n"), False))
        strong.add(short.group("n"))
    planish = plan_word or bool(SUBSCRIBED_SERVICE_KO.search(t)) or service is not None
    changed_before = ctx.prev is not None and bool(_SUBSCRIBED.search(ctx.prev.text) or _DONE_BEFORE.search(ctx.prev.text))
    quoted: list[tuple[int, int]] = []
    for m in _QUOTED_TIER.finditer(t) if planish or _DONE_BEFORE.search(t) else ():
        name = _PLAN_SUFFIX.sub("", m.group("n")).strip()
        after = t[m.end() :]
        # a plan word in the sentence or right after the name, or a change to it: "'오징어 게임'으로
        #시작했어요" names a show, not a tier
        if not (plan_word or PLAN_WORDS_KO.match(after) or _QUOTED_CHANGE.match(after)):
            continue
        if name and not is_medication_ko(name):
            quoted.append(m.span("n"))
            found.append((name, m.span("n"), m.start("n"), False))
            strong.add(name)
    # "영어회화 주2회 수업 듣고 있어요": a class attended at a frequency is a plan of its school
    if SUBSCRIBED_SERVICE_KO.search(t) or _CLASS_WORD.search(t):
        for m in _PLAN_WATCH.finditer(t):
            got = np_before_word(ctx, m.start() + 1) or np_before_times(ctx, m.start() + 1)
            if got and _tier_within(_PLAN_SUFFIX.sub("", got[0]).strip()):
                found.append((got[0], got[1], m.start(), False))
    last = _TIER_LAST.search(t)
    if last and (planish or changed_before):
        # "요금제 올렸어요 지난주 월요일부터 미들로", "클라우드 가입함 50GB짜리": after the verb
        phrase = last.group("n")
        tier = _tier_within(phrase)
        name = tier or phrase.split()[-1]
        start = last.start("n") + phrase.rindex(name)
        done = _DONE_BEFORE.search(t, 0, start) or _SUBSCRIBED.search(t, 0, start)
        if done and (tier or last.group("ro") in ("으로", "로")):
            found.append((name, (start, start + len(name)), done.start(), False))
            if tier:
                strong.add(tier)
            elif _CHANGE_VERB.match(done.group()):
                change.add(name)
    now = _TIER_NOW.search(t)
    if now and (planish or changed_before):
        group = "n" if now.group("n") else "m"
        name = now.group(group)
        tier = _tier_within(name)
        if tier:
            start = now.start(group) + name.rindex(tier)
            found.append((tier, (start, start + len(tier)), start, False))
    colon = _TIER_COLON.search(t)
    if colon and _tier_within(colon.group("n")):
        tier = _tier_within(colon.group("n")) or ""
        start = colon.start("n") + colon.group("n").rindex(tier)
        found.append((tier, (start, start + len(tier)), start, False))
        strong.add(tier)
    named_tier = _TIER_NAMED.search(t)
    if (
        named_tier
        and not re.search(r"(?<![\uac00-\ud7a3])(?:제|저의|내|나의|저|우리|저희)\s*이름", t)  # the user's own name
        and (named_tier.group("w") or (changed_before and ctx.prev is not None and PLAN_WORDS_KO.search(ctx.prev.text)))
        and not _SPECIES_OR_KIN.search(t + " " + (ctx.prev.text if ctx.prev else ""))
    ):
        name = named_tier.group("n")
        found.append((name, named_tier.span("n"), named_tier.start("n"), False))
        strong.add(name)
    for m in _PLAN_IS.finditer(t):
        if m.group("tier") and not plan_word:
            continue  # "드디어 골드 티어야": a rank in a game, no plan
        group = "n" if m.group("n") else "m"
        tier = _tier_within(m.group(group))
        if (
            not tier
            and re.fullmatch(r"[\uac00-\ud7a3A-Za-z0-9]{2,12}", m.group(group))
            and analysis(ctx).tag_of(*m.span(group)) in ("NNG", "NNP", "SL", "SN")  # no "좋은 요금제예요"
            and not _NOT_TIER_HEAD.search(m.group(group))
            and not _DEVICE_NOT_TIER.match(m.group(group))
            and not SUBSCRIBED_SERVICE_KO.search(m.group(group))
            and plan_service(m.group(group)) is None
        ):
            tier = m.group(group)  # "플랜은 솔로예요", "개인 플랜이요": what the plan is called is its tier
            strong.add(tier)
        if tier:  # "요금제는 알뜰 6GB입니다": the tier inside the words said
            start = m.start(group) + m.group(group).rindex(tier)
            found.append((tier, (start, start + len(tier)), m.start(), False))
    seen: set[str] = set()
    for obj, span, anchor, starting in found:
        count = _COUNT_BEFORE.search(t, 0, span[0])
        if count and span[0] == count.end() and is_tier(f"{count.group('c')} {obj}"):
            # "30일 정기권 끊었어요": the count Kiwi left out (read as a day of the month)
            obj, span = f"{count.group('c')} {obj}", (count.start("c"), span[1])
        lead = SUBSCRIBED_SERVICE_KO.match(obj)
        if lead and lead.group() not in ("PT", "피티") and obj[lead.end() :].startswith(" ") and " " not in obj[lead.end() :].strip():
            # "공유오피스 자유석으로": the service, then its tier
            cut = len(obj) - len(obj[lead.end() :].lstrip())
            obj, span = obj[cut:], (span[0] + cut, span[1])
        raw, obj = obj, _PLAN_SUFFIX.sub("", obj).strip()
        if span not in quoted and any(a - 1 <= span[0] <= b or a - 1 <= span[1] - 1 <= b for a, b in quoted):
            continue  # "'세이브 15'로": the quoted name, not the number inside it
        tier = _tier_within(obj) if span not in quoted else obj
        if tier is None and _tier_within(raw) is not None:
            obj = raw  # "헬스장 1년 회원권": the pass word is part of the tier
            tier = _tier_within(raw)
        if tier is not None and tier != obj:
            # "헬스장 회원권 베이직으로", "요가원 주 2회 회원권을": the tier inside the phrase.
            cut = obj.index(tier)
            obj, span = tier, (span[0] + cut, span[0] + cut + len(tier))
        if (
            not obj
            or obj in seen
            or (_DEVICE_NOT_TIER.match(obj) and not is_tier(obj))
            or (PLAN_WORDS_KO.fullmatch(obj) and not is_tier(obj))
            or SUBSCRIBED_SERVICE_KO.fullmatch(obj)
            or (
                obj not in strong
                and not _tier_within(obj)
                and (
                    SUBSCRIBED_SERVICE_KO.fullmatch(obj.replace(" ", ""))
                    or (plan_service(obj) is not None and any(x != obj for x in strong))
                )
            )  # "음악 앱 결제했는데 개인 플랜이요": the service, not its tier
        ):
            continue
        meta = {"family": "plan"}
        if span in quoted:
            meta["quoted"] = "1"
        if not (
            is_tier(obj)
            or _tier_within(obj) == obj
            or obj in strong
            or raw in strong
            or (plan_word and not starting and not (is_medication_ko(obj) and not _PLAN_SUFFIX.search(raw)))
            or ((service_topic or _SERVICE_JUST_BEFORE.search(t, 0, span[0])) and not starting
                and _seat_or_tier_like(ctx, obj, span))  # "공유오피스 자유석으로 다니고 있어요"
        ):
            if raw not in change or not _changed_to_tier_like(ctx, obj, span):
                continue
            meta[REVISES_PLAN] = "1"  # "결국 마스터로 바꿈": a tier only if a plan is known
        seen.add(obj)
        subject = subject_of(ctx, anchor, exclude=span)
        if subject != SELF and SUBSCRIBED_SERVICE_KO.fullmatch(t[t.find(subject) :].split()[0]):
            subject = SELF  # "따릉이 30일 정기권 끊었어요": the service's name ends in 이, no one's subject
        out.append(Draft(subject, PLAN_PREDICATE, obj, anchor, obj_span=span, qualifier=service,
                         weak_plan_ok=True, plan_text=f"{obj} 요금제로 변경", metadata=meta))  # fmt: skip
    return out
