"""Korean hobbies said without 취미로 하다, read after the rules of :mod:`korean_life`.

- a clause of doing named as the hobby: "빵 굽는 게 제 취미라서요", "산에 오르는 게 제 낙이에요";
- a pastime noun as what a time of leisure is: "주말엔 무조건 탐조야", "퇴근하면 늘 볼링이에요";
- a bare pastime, then "그게 제 힐링이에요" in the next sentence: "뜨개질이요. 그게 제 낙이에요";
- devotion to a pastime: "보드게임에 진심이에요" (빠졌다 / 꽂혔다 are :data:`korean_life._INTO`);
- a second pastime as a topic done in its own clause: "서핑은 틈만나면 하고 요즘은 요가도 시작했어요".

Each needs the speaker as the subject and a pastime from :func:`is_activity_ko`, except the
clause of doing, whose 제 / 내 names the speaker. Questions and wishes are no facts of the user.
"""

from __future__ import annotations

import re

from consolidator.extract.common import Draft, SentenceContext
from consolidator.extract.korean_np import (
    analysis,
    is_person_name,
    np_ending_at,
    person_topic,
    subject_of,
)
from consolidator.extract.lexicon import is_activity_ko, is_medication_ko
from consolidator.types import SELF

#: What a pastime is to the speaker: 취미, 낙, 힐링, 행복, 즐거움, 소확행.
_JOY = r"(?:취미|낙|힐링|행복|즐거움|소확행|힐링\s*타임)"
_JOY_ADJ = r"(?:(?:유일한|소소한|큰|요즘|최대|최고의|하루의|인생|요즘의)\s*)?"
#: "빵 굽는 게 제 취미라서요": a verb with 는, then 게 / 것이 / 거, then 제 / 내 + 취미; without
#: 제 / 내 the speaker must be the clause's subject ("난 핸드드립 커피 내리는 게 취미야"), and the
#: copula may be misspelt 에요 ("자수 놓는게 취미에요").
_CLAUSE_IS_JOY = re.compile(
    r"(?<=[\uac00-\ud7a3])는\s*(?:게|것이|거|건|것은|일이)\s*(?:(?P<my>제|내|저의|나의)\s+)?" + _JOY_ADJ + _JOY
    + r"(?=이|예|에요|입|야|라|고|인|$|\s|[.!~])"
)
#: "영화 보는 거 좋아하는데", "등산하는 걸 정말 좋아해요": doing something loved, said of oneself.
_CLAUSE_IS_LIKED = re.compile(
    r"(?<=[\uac00-\ud7a3])는\s*(?:거|걸|것을|게)\s+(?:(?:정말|진짜|너무|엄청|제일|가장|완전|되게|원래)\s*)?"
    r"(?:좋아해|좋아하는데|좋아합니다|좋아함|좋아하고|좋아하거든)"
)
#: Verbs whose doing of a thing is a pastime when loved ("영화 보기", "음악 듣기", "빵 굽기").
_PASTIME_VERBS = frozenset(["보", "듣", "읽", "그리", "찍", "만들", "부르", "추", "타", "치", "굽", "뜨", "키우", "모으", "걷", "뛰"])
#: "주말엔 무조건 탐조야": a time of leisure as the topic, a pastime as what it is.
_LEISURE_TOPIC = re.compile(
    r"(?<!\S)(?P<when>주말|휴일|쉬는\s*날|퇴근\s*(?:후|하고|하면)|저녁|밤|새벽|아침|[월화수목금토일]요일|"
    r"(?:주말|휴일|쉬는\s*날|[월화수목금토일]요일)\s*(?:아침|저녁|밤|오전|오후))"
    r"(?:엔|에는|은|마다|이면|면)?\s+(?:(?:무조건|항상|늘|보통|주로|거의|매번|언제나|대부분|거의\s*다)\s+)?"
    r"(?P<n>[\uac00-\ud7a3A-Za-z]{2,}?)(?:이야|야|예요|이에요|입니다|이지|지|이죠|죠|임)(?=[\s.!~,ㅋㅎ]|$)"
)
#: A time said once, not as a habit: "이번 주말엔 캠핑이야" is a plan.
_ONE_TIME = re.compile(r"(?:이번|다음|오는|지난|저번|내일|모레|어제|오늘|올)\s*(?:주\s*)?$")
#: "그게 제 힐링이에요": the pastime said in the sentence before.
_THAT_IS_JOY = re.compile(
    r"(?:^|\s)(?:그게|그거|그것이|그건|이게|이거|그게\s*바로|이게\s*바로)\s+(?:제|내|저의|나의|저한텐|저한테는|나한텐)\s+"
    + _JOY_ADJ + _JOY + r"(?=이|예|입|야|라|고|인|$|\s|[.!~])"
)
#: "뜨개질이요.", "수영.": a pastime said alone.
_FRAGMENT = re.compile(
    r"^(?:저는|전|저|나는|난)?\s*(?P<n>[\uac00-\ud7a3A-Za-z]{2,10}?)(?:이요|요|이에요|예요|입니다)?\s*[.!~ㅎㅋ]*$"
)
#: "보드게임에 진심이에요": devotion to a pastime.
_EARNEST = re.compile(
    r"(?P<p>에)\s*(?:(?:완전|진짜|정말|아주|엄청|좀|요즘|꽤)\s*)?진심(?=이|인|임|$|\s|[.!~])"
)
#: "서핑은 틈만나면 하고": a pastime as the topic, done in a clause that goes on.
_TOPIC_DONE_AND = re.compile(
    r"(?<=[\uac00-\ud7a3A-Za-z])(?P<p>은|는)\s+(?:\S+\s+){0,3}?(?P<v>(?:하|치|타|다니|즐기)고)(?=\s)(?!\s*(?:싶|나|보니|있))"
)
#: "퇴근 후엔 요가가 힐링이에요": a pastime as the subject, a joy as what it is.
_PASTIME_IS_JOY = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3A-Za-z]{2,}?)(?:이|가)\s+(?:(?:제|내|저의|나의|저한텐|저한테는|나한텐)\s+)?"
    + _JOY_ADJ + _JOY + r"(?:이에요|예요|입니다|이야|야|임|이죠|죠|이지|지)(?=[\s.!~,ㅋㅎ]|$)"
)
#: "기분 전환은 무조건 노래방이에요": what one does to unwind, as the topic.
_UNWIND_IS = re.compile(
    r"(?:기분\s*전환|스트레스\s*(?:해소|풀기|푸는\s*(?:법|방법))|머리\s*식히기|재충전)(?:은|는|엔|에는|으로는)?\s+"
    r"(?:(?:무조건|항상|늘|주로|보통|역시|단연)\s+)?(?P<n>[\uac00-\ud7a3A-Za-z]{2,}?)"
    r"(?:이에요|예요|입니다|이야|야|임|이죠|죠|이지|지)(?=[\s.!~,ㅋㅎ]|$)"
)
#: "새로운 취미 생겼어요. 승마예요.": a new hobby announced, named in the next sentence.
_NEW_HOBBY = re.compile(r"(?:새|새로운)\s*취미(?:가|도)?\s*(?:하나\s*)?(?:생겼|생김|생겨|만들었)")
_NAMED_NEXT = re.compile(
    r"^(?P<n>[\uac00-\ud7a3A-Za-z]{2,10}?)(?:이에요|예요|입니다|이야|야|이요|요|임)?\s*[.!~ㅋㅎ]*$"
)


def _pastime_is_joy(ctx: SentenceContext) -> list[Draft]:
    out: list[Draft] = []
    for pattern in (_PASTIME_IS_JOY, _UNWIND_IS):
        for m in pattern.finditer(ctx.text):
            got = np_ending_at(ctx, m.end("n"))
            n = got[0] if got else m.group("n")
            venue = re.search(r"(?:방|장)$", n) is not None and pattern is _UNWIND_IS
            if not (is_activity_ko(n) or venue) or is_medication_ko(n):
                continue
            if subject_of(ctx, m.start("n"), exclude=got[1] if got else None) != SELF:
                continue
            out.append(Draft(SELF, "hobby", n, m.start("n"), obj_span=got[1] if got else m.span("n")))
    new = _NEW_HOBBY.search(ctx.text)
    nxt = _NAMED_NEXT.match(ctx.next.text.strip()) if new and ctx.next else None
    if new and nxt and subject_of(ctx, new.start()) == SELF and not person_topic(ctx, new.start()):
        out.append(Draft(SELF, "hobby", nxt.group("n"), new.start()))
    return out


#: A wish, a plan or a question: no pastime of the user ("언젠가 해보고 싶어요").
_NOT_NOW = re.compile(r"싶|언젠가|예정|계획|할까|해볼까|려고|\?")


def _lemma_gerund(ctx: SentenceContext, end: int) -> str | None:
    """The doing of the verb whose 는 ends at ``end``: "굽" -> "굽기", "요리하" -> "요리"."""
    an = analysis(ctx)
    idx = an.word_at(end - 1)
    if idx is None:
        return None
    morphs = an.words[idx].morphs
    nouns = [f for f, tag, _s, _e in morphs if tag in ("NNG", "NNP", "SL")]
    if nouns and any(tag == "XSV" for _f, tag, _s, _e in morphs):
        return "".join(nouns)  # 요리하는 -> 요리
    verbs = [f for f, tag, _s, _e in morphs if tag.startswith("VV")]
    if len(verbs) != 1 or nouns:
        return None
    return None if verbs[0] == "하" else verbs[0] + "기"


def _clause_is_joy(ctx: SentenceContext) -> list[Draft]:
    out: list[Draft] = []
    liked = [m for m in _CLAUSE_IS_LIKED.finditer(ctx.text)
             if subject_of(ctx, m.start()) == SELF and not person_topic(ctx, m.start())]  # fmt: skip
    joys = [m for m in _CLAUSE_IS_JOY.finditer(ctx.text)
            if m.group("my") or (subject_of(ctx, m.start()) == SELF and not person_topic(ctx, m.start())
                                 and not _NOT_NOW.search(ctx.text[m.end():]))]  # fmt: skip
    for m in [*joys, *liked]:
        an = analysis(ctx)
        idx = an.word_at(m.start() - 1)
        if idx is None:
            continue
        verb = an.words[idx]
        doing = _lemma_gerund(ctx, m.start() + 1)
        obj = np_ending_at(ctx, verb.start) if idx > 0 else None
        if obj is None and idx > 0:  # "빵을 굽는 게", "산에 오르는 게": the noun before its particle
            prev = an.words[idx - 1]
            tail = re.search(r"(?:을|를|에)$", ctx.text[prev.start : prev.end])
            obj = np_ending_at(ctx, prev.start + tail.start()) if tail else None
            if obj and tail and tail.group() == "에":
                obj = obj[0] + "에", (obj[1][0], obj[1][1] + 1)  # "산에 오르기", not "산 오르기"
        if doing is None:
            if obj is None or not is_activity_ko(obj[0]):
                continue
            name, span = obj[0], obj[1]
        elif obj is not None and not doing.endswith("기"):
            name, span = doing, (verb.start, m.start())
        elif obj is not None:
            name, span = f"{obj[0]} {doing}", (obj[1][0], m.start())
        elif is_activity_ko(doing):
            name, span = doing, (verb.start, m.start())
        else:
            continue
        if is_medication_ko(name):
            continue
        if m.re is _CLAUSE_IS_LIKED and doing and doing.endswith("기") and not (
            doing[:-1] in _PASTIME_VERBS or (obj is not None and is_activity_ko(obj[0]))
        ):
            continue  # "친구 만나는 거 좋아해요": liked, but no pastime
        out.append(Draft(SELF, "hobby", name, span[0], obj_span=span))
    return out


def _leisure_topic(ctx: SentenceContext) -> list[Draft]:
    out: list[Draft] = []
    for m in _LEISURE_TOPIC.finditer(ctx.text):
        if _ONE_TIME.search(ctx.text[: m.start()]):
            continue  # "이번 주말엔 캠핑이야": once, not a habit
        got = np_ending_at(ctx, m.end("n"))
        if got is None or not is_activity_ko(got[0]) or is_medication_ko(got[0]):
            continue
        if subject_of(ctx, m.start("n")) != SELF or person_topic(ctx, m.start("n")):
            continue
        out.append(Draft(SELF, "hobby", got[0], m.start("n"), obj_span=got[1]))
    return out


#: "스도쿠 한 판씩 해요", "배드민턴 쳐요": an activity done, maybe counted, said of oneself.
_DONE_COUNTED = re.compile(
    r"(?P<p>을|를|도)?\s+(?:(?:한|두|세|몇)\s*(?:판|번|게임|곡|시간|바퀴|세트|장)씩?\s+)?"
    r"(?:해요|합니다|해(?=[\s.!~]|$)|하고\s*있|쳐요|칩니다|타요|탑니다|즐겨요)"
)


def _fragment_then_joy(ctx: SentenceContext) -> list[Draft]:
    """ "뜨개질이요. 매일 저녁 그게 제 힐링이에요": the pastime said in the sentence before, alone or
    as what one does ("매일 자기 전에 스도쿠 한 판씩 해요. 이게 제 유일한 취미")."""
    prev = ctx.prev
    if prev is None or prev.is_question or not _THAT_IS_JOY.search(ctx.text):
        return []
    frag = _FRAGMENT.match(prev.text.strip())
    if frag is None:
        before = SentenceContext(prev, None, ctx.sentence, ctx.reference_time, cache=ctx.cache)
        for m in _DONE_COUNTED.finditer(prev.text):
            got = np_ending_at(before, m.start("p") if m.group("p") else m.start())
            if got and is_activity_ko(got[0]) and not is_medication_ko(got[0]) and subject_of(before, m.end()) == SELF \
                    and not person_topic(before, m.end()):  # fmt: skip
                return [Draft(SELF, "hobby", got[0], 0)]
        return []
    if not is_activity_ko(frag.group("n")) or is_medication_ko(frag.group("n")):
        return []
    return [Draft(SELF, "hobby", frag.group("n"), 0)]


def _earnest(ctx: SentenceContext) -> list[Draft]:
    out: list[Draft] = []
    for m in _EARNEST.finditer(ctx.text):
        got = np_ending_at(ctx, m.start("p"))
        if got is None or not is_activity_ko(got[0]) or is_medication_ko(got[0]):
            continue
        if subject_of(ctx, m.start(), exclude=got[1]) != SELF:
            continue
        out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    return out


def _topic_done_and(ctx: SentenceContext) -> list[Draft]:
    out: list[Draft] = []
    for m in _TOPIC_DONE_AND.finditer(ctx.text):
        got = np_ending_at(ctx, m.start("p"))
        if got is None or not is_activity_ko(got[0]) or is_medication_ko(got[0]):
            continue
        if subject_of(ctx, m.start("v"), exclude=got[1]) != SELF:
            continue
        out.append(Draft(SELF, "hobby", got[0], m.start("v"), obj_span=got[1]))
    return out


#: "중학생 수학 과외 하고 있어요", "주말 알바 나가요": a side work noun, then doing or going to it.
_SIDE_DONE = re.compile(
    r"(?<=[\uac00-\ud7a3A-Za-z])\s+(?P<w>과외|알바|아르바이트)(?:를|을|도)?\s*"
    r"(?:하고\s*있|해요|해(?=[\s.!~]|$)|합니다|함(?=[\s.!~]|$)|하는\s*중|나가|나갑|다녀|다니고|다닙|시작)"
)
#: "유튜브 해볼까 고민 중인데 일단 ": a clause of weighing closed by 는데 / 지만 / 고, a
#: decision after it.
_WEIGHED_THEN = re.compile(r"^.*?(?:고민|생각)\s*(?:중|하다가|했)\S*(?:데|지만|다가)\s+(?:일단\s+|우선\s+|그냥\s+)?")
#: "스마트스토어 열었어요", "온라인 쇼핑몰 오픈했어요": a shop of one's own opened.
SHOP_OPENED = re.compile(
    r"(?P<w>스마트\s*스토어|온라인\s*(?:쇼핑몰|스토어|샵)|쇼핑몰|네이버\s*스토어|블로그\s*마켓|인스타\s*마켓)"
    r"(?:을|를|도)?\s*(?:\S+\s+)?(?:열었|열어|오픈|개설|차렸|운영\s*시작|시작했)"
)
#: "프리랜서 디자인 일 받고 있어요", "프리랜서로 번역 작업 해요": freelance work of a kind.
_FREELANCE = re.compile(
    r"프리랜서(?:로|로서)?\s+(?P<x>[\uac00-\ud7a3A-Za-z]{2,}(?:\s+[\uac00-\ud7a3A-Za-z]{2,})?)\s+"
    r"(?:일|작업|외주)(?:을|를|도)?\s*(?:받|하고|해요|합니다|해|시작|맡)"
)


#: "지역 아동센터 학습 봉사 중입니다", "무료 급식 봉사 나가요", "책 읽어주기 봉사를 해요": the
#: volunteering named by the words before 봉사, then doing or going to it.
_SERVICE_DONE = re.compile(
    r"(?<=[\uac00-\ud7a3A-Za-z])\s+(?P<w>봉사|자원봉사|봉사활동)(?:를|을|도)?(?:,\s*(?:\S+\s+){0,3}?)?\s*"
    r"(?:중(?=[\s.!~이입]|$)|하고\s*있|해요|해(?=[\s.!~]|$)|합니다|하는\s*중|나가|나갑|다녀|다니고|다닙|시작|활동)"
)
#: "적십자 봉사회에서 활동하고 있어요": active in a volunteer group.
_ACTIVE_IN = re.compile(r"(?P<p>에서)\s+(?:\S+\s+)?활동(?:하고|해요|합니다|하는\s*중|\s*중|했|해)")
_SERVICE_GROUP = re.compile(r"봉사회|봉사단|봉사대|자원봉사|의용|적십자")
#: "해오름 보호소 봉사는 2021년에 시작했어요", "푸드뱅크 자원봉사는 작년부터 하고 있어": the
#: volunteering as the topic, then its start said (begun, or done since a time).
_SERVICE_TOPIC_BEGUN = re.compile(
    r"(?<=[\uac00-\ud7a3A-Za-z0-9])\s+(?P<w>(?:자원\s*)?봉사(?:\s*활동)?)(?:는|은)\s+(?:\S+\s+){0,3}?"
    r"(?:(?:처음|맨\s*처음)\s+)?(?:시작(?:했|하였|해서|한\s*(?:지|거|건|게))|\S+부터(?:예요|이에요|입니다|야|이야|요)(?=[\s.!~]|$)|"
    r"\S+부터\s+(?:(?:쭉|계속|꾸준히)\s+)?"
    r"(?:하고\s*있|해요|했어|해\s*왔|해왔|합니다|했습니다|다니|다녀|나가))"
)
#: "봉사활동은 해오름 보호소에서 해요", "자원봉사는 푸드뱅크에서 하고 있어": the volunteering as
#: the topic, then the place it is done at.
_SERVICE_TOPIC_AT = re.compile(
    r"(?:^|(?<=[\s,]))(?P<w>(?:자원\s*)?봉사(?:\s*활동)?)(?:는|은)\s+(?:\S+\s+){0,3}?\S+?(?P<p>에서)\s+"
    r"(?:(?:\S+(?:마다|부터)|쭉|계속|꾸준히|주로|매주|매달|틈틈이|가끔|종종)\s+){0,2}"
    r"(?:하고\s*있|해요|합니다|해(?=[\s.!~]|$)|하고요|해\s*왔|해왔|다니고|다녀요|다녀(?=[\s.!~]|$)|다닙니다|나가요|나가(?=[\s.!~]|$)|나갑니다)"
)
#: The names of places one volunteers at ("해오름 보호소 봉사" is at 해오름 보호소).
_SERVICE_PLACE = re.compile(
    r"(?:보호소|센터|복지관|도서관|푸드뱅크|요양원|요양병원|양로원|보육원|고아원|쉼터|급식소|병원|적십자|"
    r"봉사단|봉사회|봉사대|재단|단체|협회|교회|성당|주민센터|박물관|미술관|학교)$"
)
#: Someone else's volunteering named by its owner ("친구의 해오름 보호소 봉사는", "지훈 씨의",
#: "동생 봉사는"): a word for a person or a name, with 의 or right before.
_OTHERS_OWN = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3]{1,6}?)(?:\s*(?:님|씨))?(?:들)?(?:의)?\s+$"
)
_OWNER_WORDS = re.compile(
    r"^(?:친구|동생|언니|오빠|누나|형|엄마|아빠|어머니|아버지|부모님|남편|아내|와이프|아들|딸|동료|지인|이웃|"
    r"남자친구|여자친구|남친|여친|선배|후배|회사\s*동료|룸메이트|조카|사촌|할머니|할아버지)$"
)
#: What makes the volunteering not the speaker's own now: a wish, a past one ended, a condition.
_SERVICE_NOT_HELD = re.compile(
    r"좋을|좋겠|면\s*좋|했었|다녔었|다가\s|그만|안\s*해|못\s*해|끊|쉬고\s*있|했으면|하면|볼까|보고\s*싶|"
    r"생각\s*중|고민|예정|계획|할래|하려|하고\s*싶"
)


#: "의용소방대원임", "자율방범대 대원이에요", "적십자 봉사회 회원입니다": a member of a volunteer
#: corps, the corps named before 원 / 대원 / 단원 / 회원.
_CORPS_MEMBER = re.compile(
    r"(?P<w>[\uac00-\ud7a3]*(?:의용|봉사|방범|구조|적십자)[\uac00-\ud7a3]*?(?:대|단|회))\s*(?:대원|단원|회원|원)"
    r"(?:이에요|예요|입니다|이야|야|임|이고|인데|으로\s*(?:활동|있|뛰))"
)
#: "2031년부터 적십자 재난구호 봉사단.": a volunteer group said alone, as the speaker's.
_CORPS_FRAGMENT = re.compile(r"(?P<w>봉사단|봉사회|봉사대|의용소방대|자율방범대|구조대)(?:이에요|예요|입니다|임|이요|요)?\s*[.!~ㅋㅎ]*$")


def _corps(ctx: SentenceContext) -> list[Draft]:
    """Membership of a volunteer corps (:data:`_CORPS_MEMBER`), or the corps said as a fragment
    of its own after the time words (:data:`_CORPS_FRAGMENT`)."""
    t = ctx.text
    m = _CORPS_MEMBER.search(t)
    if m and subject_of(ctx, m.start("w")) == SELF and not _others_own(ctx, m.start("w")):
        got = np_ending_at(ctx, m.end("w"))
        obj, span = (got[0], got[1]) if got and got[1][1] == m.end("w") else (m.group("w"), m.span("w"))
        return [Draft(SELF, "volunteers_as", obj, m.start("w"), obj_span=span)]
    frag = _CORPS_FRAGMENT.search(t)
    got = np_ending_at(ctx, frag.end("w")) if frag else None
    if frag is None or got is None or " " not in got[0]:
        return []
    lead = [w for w in analysis(ctx).words
            if w.end <= got[1][0] and not any(tm.span[0] <= w.start < tm.span[1] for tm in ctx.times)]  # fmt: skip
    if lead or _OWNER_WORDS.match(got[0].split()[0]):
        return []  # "동생은 적십자 봉사단.": words before the group other than its time
    return [Draft(SELF, "volunteers_as", got[0], got[1][0], obj_span=got[1])]


def _others_own(ctx: SentenceContext, pos: int) -> bool:
    """Whether the word before ``pos`` names someone else as the owner ("친구의 ", "지훈의 ")."""
    m = _OTHERS_OWN.search(ctx.text[:pos])
    if m is None:
        return False
    n = m.group("n")
    tag = analysis(ctx).tag_of(m.start("n"), m.end("n"))
    return bool(_OWNER_WORDS.match(n)) or (m.group(0).rstrip().endswith("의") and is_person_name(n, tag))


def volunteering(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """Volunteering named by the words before 봉사 or by a volunteer group one is active in, when
    no rule before named more than 봉사 itself."""
    t = ctx.text
    if any(d.predicate == "volunteers_as" and d.object not in ("봉사", "자원봉사", "봉사활동") for d in drafts):
        return []
    if person_topic(ctx, 0):
        return []
    for pattern in (_SERVICE_TOPIC_BEGUN, _SERVICE_TOPIC_AT) if not _SERVICE_NOT_HELD.search(t) else ():
        m = pattern.search(t)
        if m is None:
            continue
        got = np_ending_at(ctx, m.start("w") if pattern is _SERVICE_TOPIC_BEGUN else m.start("p"))
        if got is None or got[0] in ("봉사", "자원봉사", "봉사활동") or subject_of(ctx, m.start("w"), exclude=got[1]) != SELF:
            continue
        if _others_own(ctx, min(got[1][0], m.start("w"))) or _OWNER_WORDS.match(got[0].split()[0]):
            return []  # "친구의 해오름 보호소 봉사는 2021년에 시작했어요": the friend's
        obj = got[0] if pattern is _SERVICE_TOPIC_AT or _SERVICE_PLACE.search(got[0]) else f"{got[0]} 봉사"
        return [Draft(SELF, "volunteers_as", obj, m.start("w"), obj_span=got[1])]
    for m in _SERVICE_DONE.finditer(t):
        got = np_ending_at(ctx, m.end("w"))
        if got and " " in got[0] and subject_of(ctx, m.start("w"), exclude=got[1]) == SELF:
            return [Draft(SELF, "volunteers_as", got[0], m.start("w"), obj_span=got[1])]
    for m in _ACTIVE_IN.finditer(t):
        got = np_ending_at(ctx, m.start("p"))
        if got and _SERVICE_GROUP.search(got[0]) and subject_of(ctx, m.start(), exclude=got[1]) == SELF:
            return [Draft(SELF, "volunteers_as", got[0], m.start(), obj_span=got[1])]
    return _corps(ctx)


def side_work(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """Side jobs said as tutoring or a part-time job done, a shop of one's own opened, or
    freelance work of a kind, when no rule before found one."""
    t = ctx.text
    if any(d.predicate == "side_job" for d in drafts) or person_topic(ctx, 0):
        return []
    # a wish weighed in a clause before ("유튜브 해볼까 고민 중인데 일단 스마트스토어 열어서 ...")
    # is no wish for the work said after it: only a wish from the work on rules it out
    weighed = _WEIGHED_THEN.search(t)
    if _NOT_NOW.search(t[weighed.end() if weighed else 0 :]):
        return []
    for m in _SIDE_DONE.finditer(t):
        if re.match(r"\s*(?:받|수업)", t[m.end("w") :]):
            continue  # "과외 받아요": being tutored
        got = np_ending_at(ctx, m.end("w"))
        if got and subject_of(ctx, m.start("w"), exclude=got[1]) == SELF:
            return [Draft(SELF, "side_job", got[0], m.start("w"), obj_span=got[1])]
    shop = SHOP_OPENED.search(t)
    if shop and subject_of(ctx, shop.start()) == SELF:
        return [Draft(SELF, "side_job", shop.group("w"), shop.start(), obj_span=shop.span("w"))]
    free = _FREELANCE.search(t)
    if free and subject_of(ctx, free.start()) == SELF:
        job = f"프리랜서 {free.group('x')}"
        return [Draft(SELF, "side_job", job, free.start(), obj_span=free.span("x"))]
    return []


def more_hobbies(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """Hobbies of the frames above that no draft of ``drafts`` already holds, and the side jobs
    of :func:`side_work`."""
    if ctx.sentence.is_question:
        return []
    side = side_work(ctx, drafts)
    if _NOT_NOW.search(ctx.text):
        return side
    side += volunteering(ctx, drafts)
    drafts = drafts + side
    known = [d for d in drafts if d.predicate == "hobby"]
    out: list[Draft] = []
    for rule in (_clause_is_joy, _leisure_topic, _fragment_then_joy, _earnest, _topic_done_and, _pastime_is_joy):
        for d in rule(ctx):
            if any(d.object in k.object or k.object in d.object for k in known + out):
                continue
            if d.obj_span and any(
                k.obj_span and k.obj_span[0] < d.obj_span[1] and d.obj_span[0] < k.obj_span[1]
                for k in known
            ):
                continue
            out.append(d)
    return side + out
