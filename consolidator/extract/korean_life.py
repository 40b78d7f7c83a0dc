"""Korean rules, part 2: medication, pets, people, hobbies and side jobs, preferences."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from consolidator.extract.common import Draft, SentenceContext, has_time_hint
from consolidator.extract.korean_np import (
    analysis,
    candidates_before,
    kiwi,
    known_objects,
    np_before_times,
    np_before_word,
    np_ending_at,
    person_topic,
    strip_honorific,
    subject_of,
    third_party_topic,
)
from consolidator.extract.korean_pastimes import SHOP_OPENED, more_hobbies
from consolidator.extract.lexicon import (
    ACTIVITIES_KO,
    FAMILY_KO,
    KNOWS_KO,
    PARTNER_KO,
    PET_SPECIES_KO,
    PLAN_WORDS_KO,
    ROLE_SUFFIX_KO,
    SIDE_JOB_CUE,
    VOLUNTEER_CUE,
    is_activity_ko,
    is_medication_ko,
    is_tier,
)
from consolidator.types import SELF

# --- medication -----------------------------------------------------------------------------------

_MED_START = re.compile(
    # "먹구잇어요": 먹고 있어요 typed loosely
    r"먹(?:고|구)\s*(?:있|잇)|먹었었|복용했었|먹기\s*시작|먹어요|먹는\s*중|복용\s*(?:중|하고|시작|해요|합니다|했|한\s*지|해\s*왔|해\s*오)|복용을\s*시작|"
    r"복용하기\s*시작|복용하기로|복용합니다|복용해요|복용(?=\s*[.!~]*\s*$)|먹습니다|먹고\s*있습니다|먹는데|먹으면서|먹으며|"
    r"챙겨\s*먹|챙겨요|챙기고\s*있|챙기는\s*중|처방(?:해|받|을)|먹기로|달고\s*(?:살|사는|삽)|먹는\s*중|먹음|복용함|먹어(?=[\s.!~,]|$)|"
    # drops, sprays, inhalers, creams, shots: 넣다, 뿌리다, 쓰다, 바르다, 맞다
    r"(?:넣|뿌리|바르|쓰|사용하|맞)(?:고\s*있|기\s*시작|는\s*중)|넣어요|발라요|뿌려요|뿌림|사용\s*중|맞아요|"
    # "마그네슘도 추가했어요": one more medicine added to those taken
    r"추가(?:했|해서|해요|합니다|함|하고|로\s*(?:먹|복용|챙겨))"
)
_MED_END = re.compile(
    r"(?:먹|복용하|챙겨\s*먹|챙기|넣|뿌리|바르)지\s*(?:않|말)|(?:으로|로|에|에서)\s*끝(?=\s*[!.~]|\s*$)|끊었|끊어|끊고|끊을|끊은|끊음|멈췄|멈춰|멈추었|멈춤|마쳤|마쳐|마침|다\s*썼|관뒀|관둬|관두었|관둠|중단함|그만둠|"
    r"(?:먹고|복용하고)\s*중단|중단(?=\s*[.!~]|\s*$)|다\s*먹(?:어서|고|었고|었으니)\s*끝|안\s*먹음|"
    r"안\s*(?:넣어|넣고|넣는|넣음|발라|바르|바름|써요|쓰고|쓰는|씀|맞아|맞고|뿌려|뿌리|뿌림)|그만\s*(?:발랐|넣었|썼|뿌렸|맞았)|"
    # "지난달 28일까지 먹었어": taken until a day, then no more
    r"까지(?:만)?\s*(?:먹었|먹고\s*(?:끝|그만|안)|복용했|복용하고\s*(?:끝|그만))|그만\s*(?:넣|발라|바르|써|쓰|맞)|그만\s*먹|안\s*(?:챙겨\s*|잘\s*)?먹(?:어|고|는|습)|안\s*먹고|안\s*먹는|안\s*먹습|복용\s*끝|복용을?\s*(?:중단|그만|끝)|"
    r"복용은\s*(?:그만|중단|끝)|중단했|다\s*먹고\s*끝|다\s*먹었|끝냈|끝냄(?=[\s.!~,ㅋㅎ]|$)|마지막으로\s*(?:\S+\s+)?(?:먹었|복용)|"
    # "안 챙겨요" (no longer taken), "다 먹고 더는 안 샀어요", "마지막 알 먹고 안 샀어요"
    r"안\s*(?:챙겨|챙기|챙깁|챙김)|(?:다|마지막\s*(?:\S+\s+)?)\s*먹고\s*(?:더\s*(?:는|이상)?\s*)?(?:안|그만|끝)|"
    r"더\s*(?:는|이상)\s*안\s*(?:사|샀|삽|먹)|"
    r"그만뒀|그만두었|그만둡|그만둬|끝(?:이에요|이야|입니다|났|이다|남(?=[\s.!~,]|$))|(?:이|가)\s*마지막(?:이었|이에요|이야|입니다|이었습)|"
    # "복용 안 해요"; "의사 선생님이 위장약 빼 주셨어요" (taken off the prescription); "끊으라고 해서 끊었어요"
    r"복용\s*안\s*(?:해|함|합|하)|빼\s*(?:주셨|줬|주었|주심|줌|주시)|빼셨|뺐어|뺐습|"
    # "안 먹기로 했어요", "복용 완료", "중단하기로 했어요", "다 써서"
    r"안\s*먹기로|안\s*먹게\s*(?:됐|되었|돼)|복용\s*(?:을\s*)?완료|중단하기로|끊기로|다\s*써서|다\s*쓰고|(?:끊으라|그만\s*먹으라)(?:고|길래|셔서|해서|는)\s*(?:\S+\s+){0,2}?(?:끊었|끊음|그만)"
)
#: Who takes someone off a medicine ("의사 선생님이 빼 주셨어요"): the user stops taking it.
_PRESCRIBER = re.compile(r"^(?:의사|선생님|원장님|교수님|주치의|약사|담당의)")
#: A prescriber as the subject before the stop ("선생님이 이제 그만 먹어도 된대서 안 먹어요").
_PRESCRIBER_SUBJECT = re.compile(r"(?:의사|선생님|원장님|교수님|주치의|약사|담당의)\s*(?:선생님)?(?:이|가|께서)(?=\s)")


#: Verbs of using anything (쓰다, 넣다, 바르다 ...): they take a medicine only when its name says so.
_APPLY_VERB = re.compile(r"(?:안\s*|그만\s*|다\s*)?(?:넣|뿌리|바르|발라|쓰|써|썼|사용|맞)")
_APPLIED_MED = re.compile(
    r"(?:약|제|흡입기|스프레이|연고|패치|인공눈물|점안액|주사|인슐린|크림|네뷸라이저)$"
)


#: "세티렌 복용 중단": what is dosed (복용) is a medicine, whatever its name.
_DOSED = re.compile(r"\s*복용")
#: A brand name of a medicine: one word of Hangul or Latin letters (digits after them allowed).
_BRAND = re.compile(r"[\uac00-\ud7a3]{2,6}|[A-Za-z][A-Za-z0-9-]{2,15}")


def _name_after_class(
    ctx: SentenceContext, span: tuple[int, int], verb: int
) -> tuple[str, int] | None:
    """The brand name said right after a class of medicine, just before the verb ("알레르기약
    세티렌 먹고 있어요", "소화제 카모실 먹어요"): one bare noun that is no medicine class itself and
    no time word. Returns the name and its end offset."""
    an = analysis(ctx)
    nxt = [w for w in an.words if span[1] < w.start < verb]
    if len(nxt) != 1 or ctx.text[nxt[0].end : verb].strip():
        return None
    w = nxt[0]
    morphs = list(w.morphs)
    # "갑상선 약 티로젠을 복용해 왔습니다": the brand may carry its object or topic particle
    if len(morphs) > 1 and morphs[-1][1] in ("JKO", "JX") and morphs[-1][0] in ("을", "를", "은", "는", "도"):
        morphs = morphs[:-1]
    name = ctx.text[w.start : morphs[-1][3]] if morphs else w.surface
    if (
        not _BRAND.fullmatch(name)
        or is_medication_ko(name)
        or any(tm.span[0] <= w.start < tm.span[1] for tm in ctx.times)
        or not all(tag in ("NNG", "NNP", "SL", "SN") for _f, tag, _s, _e in morphs)
    ):
        return None
    return name, w.start + len(name)


#: "아버지는 당뇨약 드시는데 저는 혈압약이요": the speaker's own medicine after another's, the
#: verb left out (said once, for the other person).
_MINE_INSTEAD = re.compile(
    r"(?:^|\s)(?:저는|전|나는|난)\s+(?P<n>[\uac00-\ud7a3A-Za-z0-9]{2,}?)(?:이요|요|이에요|예요|입니다|이고요|고요|이야|야)\s*[.!~ㅋㅎ]*$"
)
#: Taking a medicine said of someone else, honorific forms too ("드시는데", "먹는데").
_OTHERS_DOSE = re.compile(r"드시|드세|복용하시|먹는데|먹고\s*있는데|먹고요|먹고|복용하는데")


def medication(ctx: SentenceContext) -> list[Draft]:
    """Medicine started ("어제부터 먹고 있어요", "복용 시작") and stopped ("끊었어요", "안 먹어요")."""
    out: list[Draft] = []
    mine = _MINE_INSTEAD.search(ctx.text)
    if mine and is_medication_ko(mine.group("n")) and _OTHERS_DOSE.search(ctx.text, 0, mine.start()):
        out.append(Draft(SELF, "takes_medication", mine.group("n"), mine.start("n"), obj_span=mine.span("n"),
                         plan_text=f"{mine.group('n')} 복용"))  # fmt: skip
    ended: list[tuple[int, int]] = []
    seen: list[frozenset[str]] = []

    def is_med(word: str) -> bool:
        """A medicine by its name, or a brand the user named before with its class."""
        if is_medication_ko(word):
            return True
        if not seen:
            seen.append(known_objects(ctx, "takes_medication"))
        return word in seen[0]

    for pattern, action in ((_MED_END, "end"), (_MED_START, "assert")):
        for m in pattern.finditer(ctx.text):
            if action == "end":
                ended.append(m.span())
            elif any(a <= m.start() < b or m.start() <= a < m.end() for a, b in ended):
                continue
            found = candidates_before(ctx, m.start())
            if not found and action == "end":
                # "마지막으로 위장약 먹었어요": the medicine inside the match
                found = [f for f in candidates_before(ctx, m.end()) if f[1][0] >= m.start()]
            if not found:
                bare = np_before_word(ctx, m.start())  # "안약 다 썼어요": no particle
                found = [(bare[0], bare[1], "")] if bare else []
            if not found:
                # "어제 베스트롬 끊었어요": a brand Kiwi misreads, known from an earlier message
                an = analysis(ctx)
                k = an.word_at(m.start())
                w = an.words[k - 1] if k else None
                if w and not ctx.text[w.end : m.start()].strip() and w.surface in known_objects(ctx, "takes_medication"):
                    found = [(w.surface, (w.start, w.end), "")]
            if not any(is_med(f[0]) for f in found):
                # "소화제 이번 주에 끊음": the medicine stands before the time words.
                past = np_before_times(ctx, m.start())
                found += [(past[0], past[1], "")] if past else []
            if ctx.text.startswith("복용", m.start()) and not any(is_med(f[0]) for f in found):
                # "도란정 복용 중단": a brand Kiwi cuts up (도/란/정) is still the one word dosed
                an = analysis(ctx)
                k = an.word_at(m.start())
                w = an.words[k - 1] if k else None
                if w and _BRAND.fullmatch(w.surface) and not ctx.text[w.end : m.start()].strip():
                    found = [(w.surface, (w.start, w.end), ""), *found]
            for k, (obj, span, _p) in enumerate(found):
                dosed = obj.endswith("복용") or bool(_DOSED.match(ctx.text, span[1]))
                obj = re.sub(r"\s*복용$", "", obj)
                if not is_med(obj) and obj[-1:] in ("도", "는", "은", "만") and is_med(obj[:-1]):
                    # "수면유도제도 먹는 중": Kiwi kept the particle in the noun
                    obj, span = obj[:-1], (span[0], span[1] - 1)
                named = _name_after_class(ctx, span, m.start()) if is_med(obj) else None
                if named:
                    obj, span = f"{obj} {named[0]}", (span[0], named[1])
                if (is_med(obj) or named or (dosed and _BRAND.fullmatch(obj))) and (
                    not _APPLY_VERB.match(m.group()) or _APPLIED_MED.search(obj)
                ):
                    subject = subject_of(ctx, m.start(), exclude=span)
                    if subject != SELF and is_med(subject):
                        subject = SELF  # "뮤코펜은 끊었구요 그저께부터 릴렉손 먹어요": a medicine takes none
                    anchor = m.start()
                    doctor = _PRESCRIBER_SUBJECT.search(ctx.text, 0, m.start()) if action == "end" else None
                    if doctor:
                        subject = doctor.group()  # whoever the clause names, the doctor says so
                    if action == "end" and _PRESCRIBER.match(subject):
                        # the doctor takes the user off it: the claim is the user's, anchored
                        # where the doctor is named, so the doctor is no topic before it
                        subject, anchor = SELF, max(0, ctx.text.find(subject))
                    if subject != SELF and m.group().startswith(("처방해", "처방을")):
                        break  # "의사 선생님이 처방해 주셨어요": who prescribes does not take it
                    # "한약 먹으면서 운동도 하려고": taken while doing what is planned; the plan
                    # cue is the other verb's, not a new start of the medicine
                    meanwhile = m.group() in ("먹으면서", "먹으며")
                    out.append(Draft(subject, "takes_medication", obj, anchor,
                                     obj_span=span, action=action, negation_ok=action == "end",  # type: ignore[arg-type]
                                     plan_text=f"{obj} 복용", weak_plan_ok=meanwhile))  # fmt: skip
                    for other, o_span, p in found[k + 1 :]:
                        # "소염진통제와 근이완제를 복용하고 있습니다": each medicine joined by 와/과/랑/하고
                        if p not in ("와", "과", "랑", "이랑", "하고") or not is_med(other):
                            break
                        out.append(Draft(subject, "takes_medication", other, anchor, obj_span=o_span,
                                         action=action, negation_ok=action == "end",  # type: ignore[arg-type]
                                         plan_text=f"{other} 복용", weak_plan_ok=meanwhile))  # fmt: skip
                    break
    return out + _stopped_in_turn(ctx, out, ended)


#: "X 먹었었는데 지난달 29일에 끊었어": a medicine taken (past), then, in the same sentence, a stop
#: with no object of its own.
_TAKEN_THEN = re.compile(r"(?:먹었었|복용했었)(?:는데|고|지만)?|먹었는데|복용했는데|먹다가|복용하다가")


def _stopped_in_turn(ctx: SentenceContext, out: list[Draft], ended: list[tuple[int, int]]) -> list[Draft]:
    """The end of the one medicine the sentence started, when a stop after a "taken, but" clause
    names none: "2031년부터 아토피약 데르마졸 먹었었는데 지난달 29일에 끊었어"."""
    starts = [d for d in out if d.action == "assert"]
    if len(starts) != 1 or any(d.action == "end" for d in out) or starts[0].subject != SELF:
        return []
    start = starts[0]
    turn = _TAKEN_THEN.search(ctx.text, start.anchor)
    stop = next((span for span in ended if turn and span[0] > turn.end()), None)
    if turn is None or stop is None or person_topic(ctx, start.anchor):
        return []  # "동생이 아토피약 먹었었는데 끊었대": hers
    if not re.search(r"[었았였했뒀췄쳤]|[음냄춤]$", ctx.text[stop[0] : stop[1]]):
        return []  # "먹었었는데 끊을까 고민이야": a stop weighed, not made
    between = list(ctx.text[turn.end() : stop[0]])
    for tm in ctx.times:
        for k in range(max(tm.span[0], turn.end()), min(tm.span[1], stop[0])):
            between[k - turn.end()] = " "
    if re.search(r"[\uac00-\ud7a3A-Za-z]", re.sub(r"(?<!\S)(?:에|엔|쯤|결국|그냥|이제|다|요|아예)(?!\S)", " ", "".join(between))):
        return []  # "아토피약 먹었었는데 담배는 지난달에 끊었어": another thing stopped
    return [replace(start, anchor=stop[0], action="end", negation_ok=True)]


# --- pets -----------------------------------------------------------------------------------------

_SP = "(?:" + "|".join(sorted(PET_SPECIES_KO, key=len, reverse=True)) + ")"
_NAME_IS = re.compile(
    r"이름(?:은|이|(?=\s+\S+\s*[.!~ㅎㅋ]*\s*$))\s*(?P<n>[\uac00-\ud7a3A-Za-z]+?)(?P<e>이예요|이에요|예요|에요|이야|야|입니다|이고요|이고|이라고|라고|고요|고|"
    r"(?:으로|로)(?=\s*(?:지었|정했|했|붙였))|(?<![요다죠네래대])(?=\s*[.!~ㅎㅋ]*\s*$)|(?=\s+[ㅋㅎ]+\s*$)|(?=,))(?=[\s.!~,ㅎㅋ]|$)"
)
#: A name given: "이름을 땅콩으로 지었어요", "이름 지어 줬는데 쿠마야", "이름은 정했어요, 보리!".
_NAME_GIVEN = re.compile(
    # "이름은 삐약이라 지었소": 라 as 라고
    r"이름(?:을|은)?\s*(?P<n>[\uac00-\ud7a3]{1,5}?)(?P<e>이라고|라고|이라|라|으로|로)\s*(?:지었|지어|정했|붙였|지음|정함)"
    r"|이름(?:을|은|도)?\s*(?:지어\s*줬|지어\s*주었|지었|정했|붙였|붙여\s*줬)(?:는데|어요|어|습니다|음)?[,.!]?\s+"
    r"(?P<n2>[\uac00-\ud7a3]{1,5}?)(?P<e2>이예요|이에요|예요|에요|이야|야|입니다|이고요|이고|고요|이요|요)?\s*[.!~ㅎㅋ]*$"
)
#: "초코는 2019년부터 우리 가족이에요": a name said to be one of the family.
_NAME_IS_FAMILY = re.compile(
    r"^(?P<n>[\uac00-\ud7a3]{1,5}?)(?P<pp>이는|는|은|이가|가)\s+(?:\S+\s+){0,3}?(?:우리|저희|제|내|울)\s+(?:집\s+)?(?:가족|식구|막내)"
    r"(?:이에요|예요|입니다|야|이야|이고|인데|이죠|죠)"
)
#: "강아지 집사예요", "고양이 두 마리 집사야": keeping an animal, said as being its 집사.
_KEEPER = re.compile(
    r"(?P<sp>[\uac00-\ud7a3]+)\s*(?:(?:한|두|세)\s*마리\s*)?집사(?:예요|이에요|입니다|야|이야|고|인데|\s*(?:하고\s*있|해요|합니다|한\s*지|생활|된\s*지))"
)
#: "2019년부터 고양이랑 살아요": living with an animal.
_LIVES_WITH = re.compile(
    r"(?P<sp>[\uac00-\ud7a3]+)(?:\s*(?:한|두)\s*마리)?(?:랑|이랑|하고|와|과)\s*(?:함께\s*|같이\s*)?(?:살아|살고|삽니다|사는|살았|지내|지냅)"
)
#: "우리 집 강아지는 보리예요": the user's animal, then its name with a copula.
_MY_SPECIES_IS = re.compile(
    rf"(?:우리|저희|제|내)\s+(?:집\s+)?(?P<sp>{_SP})(?:는|은)\s+(?P<n>[\uac00-\ud7a3]{{1,4}}?)(?P<e>이예요|이에요|예요|이야|야|입니다|이고|고|이랍니다|랍니다)(?=[\s.!~,ㅎㅋ]|$)"
)
#: "제 고양이는 2021년부터 키운 까미예요": the user's animal as the topic, then what it is called,
#: after a verb of keeping or taking in (a sister's dog named before it is not the user's).
_MY_SPECIES_KEPT_IS = re.compile(
    rf"(?:우리|저희|제|내)\s+(?:집\s+)?(?P<sp>{_SP})(?:는|은)\s+(?:\S+\s+){{0,3}}?(?:키운|키우는|기른|기르는|데려온|입양한|들인|분양받은)\s+"
    r"(?P<n>[\uac00-\ud7a3]{1,4}?)(?P<e>이예요|이에요|예요|이야|야|입니다|이고|고|이랍니다|랍니다)(?=[\s.!~,ㅎㅋ]|$)"
)
#: "앵무새 초코예요", "고양이 두부고요": a species and a name said with a copula.
_SPECIES_NAME_IS = re.compile(
    rf"(?:^|\s)(?P<sp>{_SP})\s+(?P<n>[\uac00-\ud7a3]{{1,4}}?)(?P<e>이예요|이에요|예요|이야|야|입니다|이고요|이고|고요|이랍니다|랍니다)(?=[\s.!~,ㅎㅋ]|$)"
)
#: "햄스터 콩떡이.": a species and a name as a fragment (after "새 식구 들였어요!").
_SPECIES_NAME_FRAGMENT = re.compile(
    # "푸들 믹스 감자": a mixed breed said with 믹스
    rf"^(?P<sp>{_SP})(?:\s*믹스)?\s+(?P<n>[\uac00-\ud7a3]{{1,5}}?)(?<![요다죠네래대음함임됨워와해어아예에])(?P<e>이요|요)?\s*[.!~ㅎㅋ]*$"
)
_SPECIES_NAME = re.compile(
    rf"(?P<sp>{_SP})\s+(?P<n>[\uac00-\ud7a3]{{1,4}}?)(?:(?P<pp>이랑|랑|하고|와|과|가|는|도|를|은|이|을)(?=[\s,])\s*(?:\S+\s+){{0,2}}?"
    r"(?:있|키우|키운|키워|키웠|키웁|기르|기른|길러|길렀|살|삽|사는|데려|입양|함께|같이|지내|왔|온|가족|식구|모시|모셔|구조)"
    # "토끼 두부 키우고 있어요": the name with no particle, right before a verb of keeping
    r"|(?=\s+(?:키우|키워|키웠|키웁|키움|기르|길러|길렀|데려왔|데려옴|입양했|입양함)))"
)
#: "우리 고양이 이름 Mochi.", "제 강아지 이름은 보리예요": the user's animal, then its name.
_MY_SPECIES_NAMED = re.compile(
    rf"(?:^|\s)(?:우리|저희|제|내|울)\s+(?:집\s+)?(?P<sp>{_SP})\s*(?:의\s*)?이름(?:은|이)?\s+"
    r"(?P<n>[\uac00-\ud7a3]{1,5}?|[A-Za-z][A-Za-z-]{1,15})(?P<e>이예요|이에요|예요|에요|이야|야|입니다|임)?\s*[.!~ㅎㅋ]*$"
)
#: "보리는 제 강아지예요", "두부가 우리 집 막내 고양이고".
_NAME_IS_MY = re.compile(
    rf"(?<!\S)(?P<n>[\uac00-\ud7a3]{{1,5}}?)(?:는|은|가|이)\s+(?:제|저희|우리|내)\s+(?:집\s+)?(?:\S+\s+)?(?P<sp>{_SP})"
    r"(?:예요|이에요|입니다|야|이야|고|이고|인데|이랍니다|랍니다)"
)
#: "2019년부터 키우는 고양이가 있는데": a pet whose name may follow.
_HAS_SPECIES = re.compile(
    rf"(?:키우는|기르는|데려온|입양한|키운|기른|함께한|함께하는|같이\s*사는|함께\s*사는|같이\s*지내는)\s+"
    rf"(?P<sp>{_SP})(?:가|이|도)?\s*(?:한\s*마리\s*)?(?:있|생겼)"
)
#: "보리(비숑)", "두부 (고양이)".
_NAME_PAREN = re.compile(
    rf"(?<![\uac00-\ud7a3])(?P<n>[\uac00-\ud7a3]{{1,5}})\s*\(\s*(?P<sp>{_SP})\s*\)"
)
#: "데려온 고양이 두부예요", "입양한 강아지 두부를".
_ACQ_SPECIES_NAME = re.compile(
    rf"(?:데려온|입양한|키우는|기르는|분양받은|들인|데려왔던|키운|기른|키워\s*온)\s+(?P<sp>{_SP})\s+(?P<n>[\uac00-\ud7a3]{{1,5}}?)"
    # "2015년부터 키운 앵무새 초코한테 동생이 생겼어요": the name before any particle
    # "2020년부터 키운 진돗개 백구랑요": a particle and 요
    r"(?:예요|이에요|입니다|이고|야|이야|를|을|가|이|는|은|한테|에게|랑|하고|도|의)요?(?=[\s.!~,]|$)"
)
#: "2020년 6월부터 키운 닥스훈트 짱구 있음": the same with no particle before 있다 (음슴체, a
#: particle dropped).
_ACQ_SPECIES_NAME_HAVE = re.compile(
    rf"(?:데려온|입양한|키우는|기르는|분양받은|들인|키운|기른|키워\s*온)\s+(?P<sp>{_SP})\s+(?P<n>[\uac00-\ud7a3]{{1,5}}?)(?=\s+있)"
)
_ACQ_NAME = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3]{1,4}?)(?:를|을)\s*(?:\S+\s+)?(?:데려왔|데려\s*왔|입양했|입양해|입양한\s*지|분양받|들였)"
)
_SUBJ_ACQ = re.compile(
    rf"(?:데려온|입양한|키우는|기르는|데려왔던|분양받은|키운|기른|함께한|구조한)\s+(?P<sp>{_SP})(?:인데|이에요|예요|이고|고|야|이야|입니다)"
)
#: "우리 까꿍이 소개할게요", "나나 얘기를 안 했네요": an animal introduced by name before it is described.
_INTRODUCED = re.compile(
    r"^(?:(?:우리|저희|제|내|울)\s+(?:집\s+)?)?(?P<n>[\uac00-\ud7a3]{1,5}?)(?:이)?(?:를|을|\s)?\s*(?:얘기|이야기|소개|자랑)"
)
_SPECIES_ACQ = re.compile(
    # "문조 한 마리를 들였소": the count with its own particle
    rf"(?P<sp>{_SP})(?:를|을|가|이|도)?\s*(?:(?:한|두)\s*마리(?:를|을|도)?)?\s*(?:더\s*)?(?:키우고|키워요|키웁니다|키워|키우는데|키우는\s*중|키움|기르고|기르는데|길러요|길러|길렀|데려왔|데려옴|입양했|입양|분양받|들였|들임|"
    r"모셔\s*(?:왔|옴|오)|모셨|모시고|구조(?:했|해|함)|"
    # "고양이 임시보호 시작했어요", "강아지 임보 중": fostering an animal at home
    r"(?:임시\s*보호|임보)\s*(?:를\s*|을\s*)?(?:시작|하고|하는\s*중|중|해요|했|합니다|함))"
)
#: Adoption only enquired about or applied for: "입양 상담만 받았어요", "입양 신청했어요".
_NOT_ADOPTED = re.compile(r"입양\s*(?:상담|문의|신청|절차|조건|공고|홍보|알아보|고민|생각|예정|계획|대기|면접)")
_NAMED_SPECIES = re.compile(
    rf"(?<!\S)(?P<n>[\uac00-\ud7a3]{{1,5}}?)(?:이)?라는\s*(?:이름의\s*)?(?:\S+\s+)?(?P<sp>{_SP})"
    rf"|(?<!\S)(?P<n2>[\uac00-\ud7a3]{{1,5}}?)(?:이)?라고\s*(?:(?:이름(?:을)?\s*)?(?:지었|붙였|불러|부르|부를|부릅|지음|붙임|부름)|,\s*(?:\S+\s+){{0,4}}?(?:\S*\s)?{_SP})"
)
#: "새 식구가 생겼어요", also with words between ("새 식구가 이번 달 13일에 생겼어요").
_NEW_MEMBER = re.compile(
    r"새\s*(?:식구|가족)(?:를|을|가|이|으로|로)?\s*(?:[^\s.!?]+\s+){0,3}?(?:들였|생겼|데려왔|맞았|맞이했|들어왔|왔)"
    # "새 강아지 왔어요", "새 고양이가 생겼어요": a new animal at home
    rf"|새\s*{_SP}(?:가|이|도|를|을)?\s*(?:한\s*마리\s*)?(?:왔|생겼|들어왔|들였|데려왔)"
    # "가족이 한 마리 늘었어요": one more of the family
    r"|(?:우리\s*(?:집\s*)?|저희\s*(?:집\s*)?)?(?:식구|가족)(?:가|이)\s*(?:한\s*(?:명|마리)\s*)?(?:더\s*)?(?:늘었|늘어났)"
)
#: "강아지가 한 마리 있어요", "강아지 한 마리가 우리 집에 왔어요", "고양이가 우리 가족이 됐어요".
_SPECIES_HERE = re.compile(
    rf"(?P<sp>{_SP})(?:\s*(?:한|두)\s*마리)?(?:가|이|도)\s*(?:(?:한|두)\s*마리\s*)?(?:새로\s*)?"
    r"(?:(?:우리|저희|제|내)\s*(?:집|가족|식구)\S*\s*)?(?:있어|있습|있고|있는데|왔|생겼|됐|되었)"
    # "아기 고양이 하나 더 왔어요": counted with no particle, then come
    rf"|(?P<sp2>{_SP})\s*(?:하나|한\s*마리|두\s*마리|둘)(?:가|이|도)?\s*(?:더\s*)?(?:새로\s*)?(?:왔|생겼|들어왔|늘었)"
)
#: Kiwi lemmas of keeping or taking in an animal: 키우다, 기르다, 데려오다, 입양하다, 분양받다,
#: 들이다, and 함께하다 / 같이 살다 with a species named.
_PET_LEMMAS = frozenset({("키우", "VV"), ("기르", "VV"), ("데려오", "VV"), ("입양", "NNG"),
                         ("분양", "NNG"), ("들이", "VV"), ("모시", "VV"), ("구조", "NNG")})  # fmt: skip
#: "밤비 입양함", "초코 데려왔어요": a name right before a verb of taking in, with no particle.
_ACQ_NAME_BARE = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3]{2,4})\s+(?:입양(?:했|함|해|한\s*지)|데려왔|데려옴|데려\s*왔|분양받|들였|들임|모셔\s*왔)"
)
#: "우리 집 고양이 두리 얘기부터 할게요. 2020년부터 같이 지냈어요.": the user's animal by name,
#: kept or lived with in this sentence or the next.
_MY_SPECIES_NAME = re.compile(
    rf"(?:우리|저희|제|내|울)\s+(?:집\s+)?(?:(?:막내|첫째|둘째|셋째|귀염둥이)\s+)?(?P<sp>{_SP})\s+(?P<n>[\uac00-\ud7a3]{{1,4}}?)(?:이가|이는|이를|이랑|가|는|를|랑|도|의|이|은|을)?(?=\s|,)"
)
_KEEP_CUE = re.compile(
    r"(?:함께|같이)\s*(?:하|한|해|했|살|사는|산|삽|지내|지낸|지냈)|키우|키운|키워|키웠|기르|길러|데려|입양|모시|"
    r"\d{2,4}년생|\d+\s*살(?:이|이에요|이야|입니다)"
)
#: "2021년에 데려온 봄이가 벌써 다섯 살이에요", "우리 구름이는 2020년에 입양했어요": a name taken in.
_ACQ_REL_NAME = re.compile(
    r"(?:데려온|입양한|분양받은|구조한)\s+(?P<n>[\uac00-\ud7a3]{1,5}?)(?P<pp>이가|이는|이를|이랑|가|는|를|랑|은|이|을)(?=\s)"
    r"|^(?:우리|저희|제|내)\s+(?:집\s+)?(?P<n2>[\uac00-\ud7a3]{1,4}?)(?P<pp2>이는|는|은|이가|가)\s+(?:\S+\s+){0,3}?"
    r"(?:입양|데려왔|데려\s*왔|분양받|키웠|키워|키우|기르|길러|구조)"
)
#: "2019년에 입양한 보리가 있어요": a name kept or taken in, said to be there.
_ACQ_NAME_HAVE = re.compile(
    r"(?:데려온|입양한|키우는|기르는|키운|기른|분양받은|구조한|함께하는|함께한)\s+(?P<n>[\uac00-\ud7a3]{1,5}?)(?P<pp>이가|가|이)\s+(?:\S+\s+)?있"
)
#: "2017년부터 나비를 키워 왔어요. 고양이예요.": a name kept, with a species in this or the next sentence.
_KEEP_NAME = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3]{1,4}?)(?:를|을)\s*(?:\S+\s+)?(?:키워|키우|키웠|기르|길러|길렀)"
)
#: "우리 모카는 2018년부터 키운 닥스훈트야": the pet's name as the topic, its species as the copula.
_NAME_TOPIC_SPECIES = re.compile(
    rf"^(?:(?:우리|저희|제|내)\s+(?:집\s+)?)?(?P<n>[\uac00-\ud7a3]{{1,4}}?)(?:는|은|가|이)\s+(?:\S+\s+){{0,5}}?"
    rf"(?P<sp>{_SP})(?P<e>야|이야|예요|이에요|입니다|이고|고|인데|랍니다|이랍니다)(?=[\s.!~,]|$)"
)
_TOGETHER = re.compile(r"(?:함께|같이)\s*(?:하|한|해|했|살|사는|산|지내|지낸)")
_SPECIES_ANY = re.compile(_SP)
_SPECIES_NAMED = re.compile(rf"(?P<sp>{_SP})\s*(?:의\s*)?이름(?:은|이)")
_LEAD_SUBJECT = re.compile(
    r"^(?:(?:우리|저희|제|내)\s+(?:집\s+)?)?(?P<n>[\uac00-\ud7a3]{1,4}?)(?:가|는|도|이|은)(?=\s)"
)
_NOT_NAME = frozenset(
    {
        "식구",
        "가족",
        "아이",
        "애",
        "녀석",
        "친구",
        "저",
        "제",
        "우리",
        "저희",
        "오늘",
        "요즘",
        "이번",
        "한",
        "마리",
        # counts said with no counter word ("유기견 하나 데려왔어요")
        "하나",
        "둘",
        "셋",
        "넷",
        "이름",
        "막내",
        "첫째",
        "둘째",
        "반려",
        "산책",
        "사료",
        "간식",
        "병원",
        "미용",
        "목욕",
        "사진",
        "얘기",
        "장난감",
        "손님",
        "집사",
    }
)


def _pet_verb(ctx: SentenceContext) -> int | None:
    """Offset of a verb of keeping or taking in an animal, read from Kiwi's lemmas, when the
    sentence names a species ("고양이 한 마리 키운 지 5년 됐어요", "토끼 한 마리를 키우고 있는데")."""
    if not _SPECIES_ANY.search(ctx.text):
        return None
    for w in analysis(ctx).words:
        for form, tag, start, _end in w.morphs:
            if (form, tag) in _PET_LEMMAS:
                return start
    m = _TOGETHER.search(ctx.text) or re.search(r"데려\s*(?:온|왔|와|옴|오)", ctx.text)
    return m.start() if m else None


def _is_noun(ctx: SentenceContext, span: tuple[int, int]) -> bool:
    """Whether ``span`` holds no verb, ending or particle ("루이", "모모", not "구조했" or "마리를")."""
    tags = [
        tag for w in analysis(ctx).words for _f, tag, s, _e in w.morphs if span[0] <= s < span[1]
    ]
    return not any(tag.startswith(("V", "E", "J", "XSV", "XSA")) for tag in tags)


def _name_after_species(ctx: SentenceContext, span: tuple[int, int]) -> bool:
    """Whether ``span``, a word right after a species ("믹스견 깜순이 키워요"), can be a name:
    a noun (:func:`_is_noun`), or a word Kiwi splits into a verb and a nominal ending
    (깜순 as 까/VV + ㅁ/ETN + 순/NNG) with no finite ending, particle or derivation in it.
    A name's last 이 may be read as a particle ("솜이를" as 솜 + 이/JKS + 를)."""
    if _is_noun(ctx, span) or _unended(ctx, span):
        return True  # "고양이 아리가": 아리/VA before a particle is no adjective
    if span[1] - span[0] >= 2 and ctx.text[span[1] - 1] == "이":
        return _is_noun(ctx, (span[0], span[1] - 1))
    tags = [
        tag for w in analysis(ctx).words for _f, tag, s, _e in w.morphs if span[0] <= s < span[1]
    ]
    return "ETN" in tags and not any(
        tag.startswith(("EF", "EC", "EP", "ETM", "J", "XSV", "XSA", "VX")) for tag in tags
    )


def _noun_tagged(ctx: SentenceContext, span: tuple[int, int]) -> bool:
    """Whether Kiwi reads ``span`` as a noun (a name said with no particle, "토끼 두부 키워요").

    A name made of a verb turned noun is one too: "느림보" (느리/VA + ㅁ/ETN + 보/NNG) ends in a
    noun after a nominal ending; an adverb ("강아지 너무 키우고 싶어요") does not."""
    an = analysis(ctx)
    if an.tag_of(*span) in ("NNG", "NNP"):
        return True
    tags = [tag for w in an.words for _f, tag, s, _e in w.morphs if span[0] <= s < span[1]]
    return len(tags) >= 3 and tags[0] in ("VA", "VV") and "ETN" in tags and tags[-1] in ("NNG", "NNP")


@lru_cache(maxsize=1024)
def _noun_alone(word: str) -> bool:
    """Whether ``word``, read by itself, is one noun: a name Kiwi misreads in its sentence ("고양이
    라떼 입양함" as 이/VCP + 라/EC + 떼/VV) but not an adverb ("너무", "다시")."""
    toks = kiwi().tokenize(word)
    return len(toks) == 1 and toks[0].tag in ("NNG", "NNP")


def _unended(ctx: SentenceContext, span: tuple[int, int]) -> bool:
    """Whether ``span``, a word with no particle right before a verb of taking in ("고양이 모찌
    입양했어요"), is a noun Kiwi cut into pieces (모/NNG + 찌/VV): no ending, particle, derivation
    or adverb in it, so it cannot be a verb form or an adverb ("너무", "다시")."""
    tags = [tag for w in analysis(ctx).words for _f, tag, s, _e in w.morphs if span[0] <= s < span[1]]
    return bool(tags) and tags[0].startswith(("N", "V")) and not any(
        tag.startswith(("E", "J", "XSV", "XSA", "MA", "MM", "VX")) for tag in tags
    )


def _kin(word: str) -> bool:
    """A word for a person (아이, 딸, 동생 ...), not an animal's name."""
    return word in FAMILY_KO + PARTNER_KO + KNOWS_KO or word in (
        "아이",
        "애",
        "아기",
        "자식",
        "조카",
        "손주",
    )


def _bare_acquired(ctx: SentenceContext) -> re.Match[str] | None:
    """ "이틀 전에 밤비 입양함": a name (a noun that is no time word, species or kin) right before
    a verb of taking in an animal."""
    near = " ".join(s.text for s in (ctx.prev, ctx.next) if s is not None)
    for m in _ACQ_NAME_BARE.finditer(ctx.text):
        a, b = m.span("n")
        animal = _SPECIES_ANY.search(ctx.text + " " + near) or re.search(
            r"보호소|유기|반려|임보|분양|입양", ctx.text
        )
        if not re.search(r"입양|분양", m.group()) and not animal:
            continue  # "어제 손님 데려왔어요", "새 가구 들였어요": no animal in sight
        if (
            _ok_name(m.group("n"))
            and _is_noun(ctx, (a, b))
            and not any(t.span[0] <= a < t.span[1] for t in ctx.times)
            and m.group("n") not in FAMILY_KO + PARTNER_KO + KNOWS_KO
            and not re.search(r"(?:에|에서|께|한테|에게)$", m.group("n"))
        ):
            return m
    return None


def _name_from(text: str) -> str | None:
    given = _NAME_GIVEN.search(text)
    if given:
        group = "n" if given.group("n") else "n2"
        name = given.group(group)
        ending = given.group("e" if group == "n" else "e2") or ""
        # "봄이로": 봄 + 이로 or 봄이 + 로; "쿠마야": no 이. Keep the longer name, which contains both.
        if ending.startswith("이") and ending != "입니다":
            name += "이"
        if _ok_name(name) and not _kin(name):
            return name
    frag = _SPECIES_NAME_FRAGMENT.match(text.strip())
    if frag:
        # "솜이요" is 솜 + 이요 or 솜이 + 요: keep the longer name, which contains both.
        return frag.group("n") + ("이" if frag.group("e") == "이요" else "")
    m = _NAME_IS.search(text) or _SPECIES_NAME_IS.search(text)
    if m and not _ok_name(m.group("n")):
        m = _NAME_IS.search(text)  # "강아지 집사예요" names no animal: only 이름은 X does
    if m and _ok_name(m.group("n")):
        # "보송이에요" is 보송 + 이에요 or 보송이 + 에요: keep the longer name, which contains both.
        return m.group("n") + (
            "이" if m.group("e").startswith("이") and m.group("e") != "입니다" else ""
        )
    return None


def _ok_name(name: str | None) -> bool:
    # "구조한 고양이": 고양 + 이 is the species, not a name
    return (
        bool(name)
        and name not in _NOT_NAME
        and not _SPECIES_ANY.fullmatch(name or "")
        and not _SPECIES_ANY.fullmatch((name or "") + "이")
    )


#: "몽실이가 우리 집 막내로 들어왔어요", "감자가 왔어요!": a name arriving in the home, read as a
#: pet when an animal is named in this sentence or a neighbour.
_ARRIVED = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3]{1,5}?)(?P<pp>이가|가|이)\s+(?:(?:우리|저희|제|내|울)\s+(?:집\S*\s+)?)?"
    r"(?:(?:(?:새\s*)?(?:막내|식구|가족|동생|멤버)(?:으로|로)\s+)?(?:새로\s+)?(?:들어왔|왔|와\s*있|생겼|합류했)|"
    r"(?:새\s*)?(?:식구|가족|막내|멤버)(?:가|이)\s*(?:됐|되었|돼))"
)
#: Words of taking an animal in: with one of them around, a name that "came" is a new pet.
_TAKEN_IN_CUE = re.compile(r"보호소|유기견|유기묘|임보|분양|입양|데려오|데려왔|데려옴|구조")
#: "우리 집 거북이요.": the user's animal said as a fragment, answering a question that named it
#: ("꼬북이 아세요?").
_MY_SPECIES_FRAGMENT = re.compile(
    rf"^(?:우리|저희|제|내|울)\s+(?:집\s+)?(?P<sp>{_SP})(?:이)?(?:요|예요|이에요|입니다|야|이야|죠|이죠)\s*[.!~ㅎㅋ]*$"
)
#: "거북이 장수 알지?": an animal and its name asked about; "2015년부터 키운 애야." says it is kept.
_SPECIES_IN_QUESTION = re.compile(
    rf"^(?:우리\s+(?:집\s+)?)?(?P<sp>{_SP})\s+(?P<n>[\uac00-\ud7a3]{{1,5}}?)(?:이)?\s*(?:알지|알죠|아시죠|아세요|알아|기억나|기억하지)\s*\?+$"
)
_NAMED_IN_QUESTION = re.compile(
    r"^(?P<n>[\uac00-\ud7a3]{1,5}?)(?:이요|요|는요|은요)?\s*(?:(?:아세요|알아요|아시나요|알지|알죠|기억나세요|기억하세요|기억나)\s*)?\?+$"
)


def _arrived(ctx: SentenceContext) -> re.Match[str] | None:
    """A name said to have arrived (:data:`_ARRIVED`), with an animal named around it."""
    around = ctx.around
    for m in _ARRIVED.finditer(ctx.text):
        name = m.group("n") + ("이" if m.group("pp") == "이가" else "")
        # "우리 집 막내로 들어왔어요" with an animal named around, or a word of taking one in
        # ("... 한 마리 분양받았거든요"): "택배가 왔어요! 고양이 사료예요." is no pet.
        home = re.search(r"우리|저희|제\s|내\s|울\s|막내|식구|가족|멤버", m.group())
        if not (_TAKEN_IN_CUE.search(around) or (home and _SPECIES_ANY.search(around))):
            continue
        if (
            _ok_name(name)
            and not _kin(name)
            and _is_noun(ctx, m.span("n"))
            and not any(t.span[0] <= m.start("n") < t.span[1] for t in ctx.times)
            and not _SPECIES_ANY.fullmatch(m.group("n"))
        ):
            return m
    return None


#: Someone else's animal ("옆집 강아지", "친구네 고양이", "동생의 햄스터").
_OTHERS_PET = re.compile(
    rf"(?:옆집|이웃|친구|지인|동료|언니|오빠|누나|형|동생|엄마|아빠|부모님|이모|삼촌|사촌)(?:네|의|집)?\s*(?:집\s*)?(?:{_SP})"
    # "동생네 가족이 늘었어요": someone else's household grew
    r"|(?:옆집|이웃|친구|지인|동료|언니|오빠|누나|형|동생|엄마|아빠|부모님|이모|삼촌|사촌|처가|시댁)(?:네|의)?\s*(?:집\s*)?(?:식구|가족)(?:이|가)\s*(?:\S+\s+)?(?:늘었|늘어났|생겼)"
)
#: An animal kept once, not now: "어릴 때 키운 강아지", "예전에 키우던 고양이".
_FORMER_PET = re.compile(r"어릴\s*때|어렸을\s*때|어린\s*시절|키우던|기르던|키웠던|길렀던")
#: Words that make "말티즈 몽이예요" a statement about the user's own animal.
_OWN_HOME = re.compile(r"막내|식구|가족|(?:우리|저희|제|내)\s*집|반려")


#: A pet that died or left the home: "무지개다리를 건넜어요" (said of animals only), "하늘나라로
#: 갔어요", "떠나보냈어요", "죽었어요", "파양했어요".
_PET_GONE_KO = re.compile(
    r"무지개\s*다리(?:를)?\s*건너|무지개\s*다리(?:를)?\s*건넜|하늘나라로?\s*(?:갔|떠났|보냈)|떠나\s*보냈|세상을\s*떠났|"
    r"죽었|파양|입양\s*보냈"
)
_NOT_GONE = re.compile(r"\S*지\s*(?:않|못|마)|^\S*\s*(?:않|못)")
_NOT_REAL = re.compile(r"꿈|영화|드라마|소설|책에서|만화|유기견|유기묘|길고양이|길냥이")
#: The pet's name before that verb, after its species or not: "고양이 나비가", "보리를", "나비는".
_GONE_NAME = re.compile(
    rf"(?:(?P<sp>{_SP})\s+)?(?P<n>[\uac00-\ud7a3]{{1,5}}?)(?P<pp>이가|가|이는|는|은|이를|를|을|이)(?=\s)"
)


def _pet_gone(ctx: SentenceContext) -> Draft | None:
    """The end of a named pet that died or left: "지난주에 고양이 나비가 무지개다리를 건넜어요".

    The name must follow a species word, or the verb be one said of animals only (무지개다리);
    "할머니가 돌아가셨어요" and someone else's animal ("옆집 강아지 ...") end nothing."""
    t = ctx.text
    gone = _PET_GONE_KO.search(t)
    if gone is None or _OTHERS_PET.search(t) or _NOT_GONE.search(t, gone.start()) or _NOT_REAL.search(t):
        return None  # "건너지 않았어요", "... 갔다는 꿈을 꿨어요", "영화에서 ..."
    animal_only = t[gone.start() : gone.start() + 2] == "무지"
    for m in reversed(list(_GONE_NAME.finditer(t, 0, gone.start()))):
        name = m.group("n") + ("이" if m.group("pp") in ("이가", "이는", "이를") else "")
        if any(tm.span[0] <= m.start("n") < tm.span[1] for tm in ctx.times):
            continue  # "지난주에": a time, not a name
        if _SPECIES_ANY.fullmatch(m.group("n")) or _kin(name) or not _ok_name(name):
            continue
        if not _is_noun(ctx, m.span("n")):
            continue
        if m.group("sp") is None and not animal_only:
            return None  # "민수가 죽었대요": no animal named
        return Draft(SELF, "has_pet", name, gone.start(), obj_span=m.span("n"), action="end", negation_ok=True)
    return None


#: "시바견 '단추'", "고양이 “치즈”": a species and its name in quotes.
_SPECIES_QUOTED = re.compile(rf"(?P<sp>{_SP})\s*['‘\"“](?P<n>[\uac00-\ud7a3A-Za-z]{{1,8}})['’\"”]")
#: "반려동물: 시바견 '단추'", "반려견 - 보리": a pet named after a label.
_PET_LABEL = re.compile(r"반려\s*(?:동물|견|묘|식구)\s*(?:[:：=]|\s-\s)")
#: "고양이 나나키워요": a name written together with the verb of keeping that follows it.
_SPECIES_NAME_GLUED = re.compile(
    rf"(?:^|\s)(?P<sp>{_SP})\s+(?P<n>[\uac00-\ud7a3]{{1,4}}?)(?:키워|키우|키웠|키움|길러|기르|길렀)"
)
#: Words glued to 키워요 that are no name: adverbs and counts ("잘키워요", "두마리키워요").
_NOT_GLUED_NAME = re.compile(r"^(?:잘|못|안|또|다|더|같이|함께|계속|열심히|한|두|세|네)$|마리$")
#: "둘째 입양했어요!", "백구 동생 입양!": an animal taken in, not named in this sentence.
_TAKEN_IN_NOW = re.compile(
    r"입양(?:했|함|해\s*왔|완료|!|\s*[.!~]*$)|데려왔|데려옴|데려\s*왔|분양\s*받았|분양받았|들였|들임"
)


def _quoted_or_glued(ctx: SentenceContext) -> Draft | None:
    """A pet named in quotes after its species, under a pet label or a verb of keeping or taking
    in ("반려동물: 시바견 '단추' (2021~)", "+ 고양이 '치즈' 입양"), or a name written together with
    키워요 ("고양이 나나키워요")."""
    t = ctx.text
    quoted = _SPECIES_QUOTED.search(t)
    if quoted and (_PET_LABEL.search(t) or _KEEP_CUE.search(t) or _OWN_HOME.search(t)) and _ok_name(quoted.group("n")):
        sp = quoted.group("sp")
        return Draft(SELF, "has_pet", quoted.group("n"), quoted.start(), obj_span=quoted.span("n"),
                     detail=sp, metadata={"species": sp})  # fmt: skip
    glued = _SPECIES_NAME_GLUED.search(t)
    if glued is None:
        return None
    name = glued.group("n")
    a, b = glued.span("n")
    tags = [tag for w in analysis(ctx).words for _f, tag, st, _e in w.morphs if a <= st < b]
    if not _ok_name(name) or _NOT_GLUED_NAME.search(name) or _kin(name) or any(
        tag.startswith(("V", "E", "MA", "MM", "XS", "IC")) for tag in tags
    ):
        return None  # "고양이 잘키워요": an adverb; "나나" may be read as 나/NP + 나/JX, still a name
    sp = glued.group("sp")
    return Draft(SELF, "has_pet", name, glued.start("sp"), obj_span=glued.span("n"), detail=sp, metadata={"species": sp})


def _named_next(ctx: SentenceContext) -> Draft | None:
    """ "이번 달 3일에 둘째 입양했어요! 고양이 밤톨이": an animal taken in with no species or name
    said, then named with its species in the next sentence (a fragment or a copula)."""
    t = ctx.text
    if ctx.next is None or _SPECIES_ANY.search(t) or _NOT_ADOPTED.search(t):
        return None
    taken = _TAKEN_IN_NOW.search(t)
    if taken is None:
        return None
    nxt = ctx.next.text.strip()
    m = _SPECIES_NAME_FRAGMENT.match(nxt) or _SPECIES_NAME_IS.match(nxt)
    if m is None or not _ok_name(m.group("n")) or _kin(m.group("n")):
        return None
    ending = m.group("e") or ""
    name = m.group("n") + ("이" if ending.startswith("이") and ending != "입니다" else "")
    sp = m.group("sp")
    return Draft(SELF, "has_pet", name, taken.start(), detail=sp, metadata={"species": sp})


def pets(ctx: SentenceContext) -> list[Draft]:
    """Pets, with the name found in this sentence or a neighbour ("이름은 모찌예요"); a named pet
    that died or left ends (:func:`_pet_gone`)."""
    t = ctx.text
    if (lost := _pet_gone(ctx)) is not None:
        return [lost]
    came = _arrived(ctx)
    if came is not None:
        arrived = came.group("n") + ("이" if came.group("pp") == "이가" else "")
        return [Draft(SELF, "has_pet", arrived, came.start(), obj_span=came.span("n"))]
    if _OTHERS_PET.search(t) or _FORMER_PET.search(t):
        return []
    if (special := _quoted_or_glued(ctx) or _named_next(ctx)) is not None:
        return [special]
    if _NOT_ADOPTED.search(t) and not re.search(r"데려|키우|키워|키웠|입양(?:했|함|해서|한)", t):
        return []
    nxt = ctx.next.text if ctx.next else ""
    prv = ctx.prev.text if ctx.prev else ""
    frag = _MY_SPECIES_FRAGMENT.match(t.strip())
    asked = (
        _NAMED_IN_QUESTION.match(prv.strip())
        if frag and ctx.prev and ctx.prev.is_question
        else None
    )
    known = _SPECIES_IN_QUESTION.match(prv.strip()) if ctx.prev and ctx.prev.is_question else None
    if known and _ok_name(known.group("n")) and _KEEP_CUE.search(t):
        sp = known.group("sp")
        return [Draft(SELF, "has_pet", known.group("n"), 0, detail=sp, metadata={"species": sp})]
    if frag and asked and _ok_name(asked.group("n")) and not _kin(asked.group("n")):
        sp = frag.group("sp")
        return [Draft(SELF, "has_pet", asked.group("n"), 0, detail=sp, metadata={"species": sp})]
    direct_or_has = _HAS_SPECIES.search(t) or _SPECIES_HERE.search(t)
    direct = (_MY_SPECIES_KEPT_IS.search(t) or _ACQ_SPECIES_NAME.search(t) or _ACQ_SPECIES_NAME_HAVE.search(t)
              or _NAME_IS_MY.search(t) or _NAME_PAREN.search(t)
              or _MY_SPECIES_IS.search(t) or _NAME_TOPIC_SPECIES.search(t) or _MY_SPECIES_NAMED.search(t))  # fmt: skip
    each = [
        m
        for m in sorted([*_ACQ_SPECIES_NAME.finditer(t), *_ACQ_SPECIES_NAME_HAVE.finditer(t)], key=lambda m: m.start())
        if _ok_name(m.group("n")) and not _kin(m.group("n"))
    ]
    each = [m for k, m in enumerate(each) if k == 0 or m.start() != each[k - 1].start()]  # one per clause
    if len({m.group("n") for m in each}) >= 2:
        # "2021년부터 키운 토끼 구름이랑, 이번 달 2일에 입양한 기니피그 솜사탕이 있어요": each pet
        # named by its own relative clause, dated by its own time
        return [Draft(SELF, "has_pet", m.group("n"), m.start(), obj_span=m.span("n"), detail=m.group("sp"),
                      metadata={"species": m.group("sp")}) for m in each]  # fmt: skip
    family = _NAME_IS_FAMILY.match(t)
    if (
        direct is None
        and family
        and (_SPECIES_ANY.search(t) or _SPECIES_ANY.search(nxt))
        and _ok_name(family.group("n"))
        and not _kin(family.group("n"))
        and _is_noun(ctx, family.span("n"))
    ):
        # "초코는 2019년부터 우리 가족이에요. 푸들이에요.": a named member of the family, an animal.
        member = family.group("n") + ("이" if family.group("pp") in ("이는", "이가") else "")
        return [Draft(SELF, "has_pet", member, family.start(), obj_span=family.span("n"))]
    if direct is None:
        mine = _MY_SPECIES_NAME.search(t)
        if (
            mine
            and _ok_name(mine.group("n"))
            and (_is_noun(ctx, mine.span("n")) or _unended(ctx, mine.span("n")))
            and (
                _KEEP_CUE.search(t)
                or _KEEP_CUE.search(nxt)
                or re.match(r"(?:이가|가|이)\s+(?:\S+\s+)?있", t[mine.end("n") :])
            )
        ):
            # "강아지 콩이, 2015년생"; "우리 집 막내 고양이 아리가 있어요": 콩 + 이 or 콩이: keep the longer name, which contains both.
            own = mine.group("n") + (
                "이" if re.match(r"이(?:[\s,가는를랑도의]|$)", t[mine.end("n") :]) else ""
            )
            return [Draft(SELF, "has_pet", own, mine.start(), detail=mine.group("sp"), weak_plan_ok=True,
                          metadata={"species": mine.group("sp")})]  # fmt: skip
    if direct is None and _OWN_HOME.search(t):
        direct = _SPECIES_NAME_IS.search(t)  # "우리 집 막내는 2020년에 온 말티즈 몽이예요"
    kept = (
        _ACQ_NAME_HAVE.search(t)
        or _ACQ_REL_NAME.search(t)
        or (_KEEP_NAME.search(t) if _SPECIES_ANY.search(t) or _SPECIES_ANY.search(nxt) else None)
    )
    kept_name = kept and (kept.group("n") or kept.groupdict().get("n2"))
    if kept and (not kept_name or not _ok_name(kept_name) or _kin(kept_name)):
        kept = None
    keeper = next((m for m in (_KEEPER.search(t), _LIVES_WITH.search(t))
                   if m and _SPECIES_ANY.fullmatch(m.group("sp"))), None)  # fmt: skip
    mate = _LIVES_WITH.search(t)
    if (
        keeper is None
        and mate
        and _ok_name(mate.group("sp"))
        and not _kin(mate.group("sp"))
        and not _SPECIES_ANY.fullmatch(mate.group("sp"))
        and _is_noun(ctx, mate.span("sp"))
        and (_SPECIES_ANY.search(nxt) or _TAKEN_IN_CUE.search(t + " " + nxt))
        and not any(tm.span[0] <= mate.start() < tm.span[1] for tm in ctx.times)
    ):
        # "나흘 전부터 라떼랑 같이 살아요! 푸들 믹스예요": a name one lives with, an animal.
        return [Draft(SELF, "has_pet", mate.group("sp"), mate.start(), obj_span=mate.span("sp"))]
    species_name = _SPECIES_NAME.search(t)
    if (
        species_name
        and species_name.group("pp") is None
        and not _noun_tagged(ctx, species_name.span("n"))
        and not _unended(ctx, species_name.span("n"))
        and not _noun_alone(species_name.group("n"))
    ):
        species_name = None  # "강아지 너무 키우고 싶어요": an adverb, no name
    if species_name and not _ok_name(species_name.group("n")):
        species_name = None  # "고양이 사료가 왔어요": 사료 is no name, and nothing is kept
    evidence = (kept or keeper or _NAMED_SPECIES.search(t) or species_name or _ACQ_NAME.search(t) or _SUBJ_ACQ.search(t)
                or _SPECIES_ACQ.search(t) or _NEW_MEMBER.search(t) or _SPECIES_NAMED.search(t) or direct or direct_or_has
                or _bare_acquired(ctx))  # fmt: skip
    if evidence is None:
        lemma = _pet_verb(ctx)
        if lemma is None:
            return []
        evidence = re.compile(".").match(t, lemma)  # a match at the verb, for its offset
        assert evidence is not None
    name: str | None = None
    if direct and _ok_name(direct.group("n")):
        sp = direct.group("sp")
        found = direct.group("n")
        if direct.re in (_SPECIES_NAME_IS, _MY_SPECIES_IS, _MY_SPECIES_KEPT_IS) and direct.group("e").startswith("이"):
            found += "이"  # "몽이예요": keep the longer name, as _name_from does
        return [
            Draft(
                SELF,
                "has_pet",
                found,
                evidence.start(),
                detail=sp,
                metadata={"species": sp},
            )
        ]
    named = _NAMED_SPECIES.search(t) or _NAMED_SPECIES.search(nxt)
    if named and _ok_name(named.group("n") or named.group("n2")):
        # "콩떡이라는" is 콩떡 + 이라는 or 콩떡이 + 라는: keep the longer name, which contains both.
        group = "n" if named.group("n") else "n2"
        tail = named.string[named.end(group) :]
        name = named.group(group) + ("이" if tail.startswith("이라") else "")
    m = _SPECIES_NAME.search(t)
    alone = m is not None and m.group("pp") is None and _noun_alone(m.group("n"))
    if m and m.group("pp") is None and not _noun_tagged(ctx, m.span("n")) and not _unended(ctx, m.span("n")) and not alone:
        m = None
    if (
        m
        and _ok_name(m.group("n"))
        and name is None
        and (_name_after_species(ctx, m.span("n")) or (m.group("pp") is None and (_unended(ctx, m.span("n")) or alone)))
    ):
        name = m.group("n")
        if m.group("pp") in ("이랑", "이가", "이는", "이를", "이도"):
            name += "이"  # "몽이랑": 몽 + 이랑 or 몽이 + 랑: keep the longer name
        elif m.group("pp") == "이" and (
            len(name) == 1
            or re.match(r"\s*(?:\S+\s+)?(?:키우|키운|키워|기르|기른|데려|입양|모시)", t[m.end("pp") :])
        ):
            name += (
                "이"  # "비숑 루이 키우는 중": 이 is no subject particle before a verb of keeping
            )
    name = name or _name_from(t)
    if name is None:
        m = _ACQ_NAME.search(t)
        if m and _ok_name(m.group("n")):
            name = m.group("n")
    if name is None:
        bare = _bare_acquired(ctx)
        if bare is not None:
            name = bare.group("n")
    if name is None:
        have = _ACQ_NAME_HAVE.search(t)
        if (
            have
            and _ok_name(have.group("n"))
            and _is_noun(ctx, have.span("n"))
            and not _kin(have.group("n"))
        ):
            # "키우는 삼색이 있잖아": 삼색 + 이 or 삼색이 (가 dropped): keep the longer name.
            name = have.group("n") + ("이" if have.group("pp") == "이" else "")
    if name is None:
        rel = _ACQ_REL_NAME.search(t)
        group = "n" if rel and rel.group("n") else "n2"
        found = rel.group(group) if rel else None
        if rel and found and _ok_name(found) and _is_noun(ctx, rel.span(group)) and not _kin(found):
            # "구름이는": 구름 + 이는 or 구름이 + 는: keep the longer name
            pp = rel.group("pp" if group == "n" else "pp2")
            name = found + ("이" if pp.startswith("이") and len(pp) == 2 else "")
    if name is None and (_SPECIES_ANY.search(t) or _SPECIES_ANY.search(nxt)):
        keep = _KEEP_NAME.search(t)
        if (
            keep
            and _ok_name(keep.group("n"))
            and _is_noun(ctx, keep.span("n"))
            and not _kin(keep.group("n"))
        ):
            name = keep.group("n")
    if name is None and _SUBJ_ACQ.search(t):
        lead = _LEAD_SUBJECT.search(t) or _INTRODUCED.search(prv) or _LEAD_SUBJECT.search(prv)
        if lead and _ok_name(lead.group("n")) and not _kin(lead.group("n")):
            name = lead.group("n")
    name = name or _name_from(nxt)
    species_m = _SPECIES_ANY.search(t) or _SPECIES_ANY.search(nxt)
    species = species_m.group() if species_m else None
    if not _ok_name(name):
        if species is None or (_ACQ_NAME.search(t) and not _SPECIES_ACQ.search(t)):
            return []
        name = species
    assert name is not None
    meta = {"species": species} if species else {}
    return [Draft(SELF, "has_pet", name, evidence.start(), detail=species, metadata=meta)]


# --- hobbies and side jobs ------------------------------------------------------------------------

_HOBBY_IS = re.compile(
    r"(?:취미|해소법|낙|힐링\s*방법|여가\s*활동)(?:는요|은요|는|은|가|이),?\s+(?P<n>[^!.?,]+?)"
    # "취미가 등산이라서 ...", "취미가 달리기라 매일 뛰어요": the copula as a connective
    r"(?:이에요|예요|입니다|이야|야|이고|!|\.|$|(?:이라서|라서|이라|라)(?=\s|$))"
)
#: Whose hobby it is, when the word before 취미 names someone ("동생 취미는 꽃꽂이예요").
_WHOSE_HOBBY = re.compile(r"(?P<who>[\uac00-\ud7a3]+?)(?:의)?\s*(?:님\s*)?취미(?:는|은|가|이)")
#: "저는 독서가 취미예요", "요즘 빠져 있는 건 보드게임이에요".
_X_IS_HOBBY = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3A-Za-z]{2,}?)(?:가|이)\s*(?:이제\s+|어느새\s+|완전\s+|요즘\s+|요새\s+)?(?:제\s+|저의\s+|내\s+)?(?:유일한\s+|요즘\s+)?취미"
    # "탁구가 이제 제 취미가 됐어요": become one's hobby
    r"(?:예요|이에요|에요|입니다|야|이야|고|인데|라|가\s*(?:됐|되었|돼|됨))"
)
#: "서핑은 2022년부터 꾸준히 하고 있어요": an activity as the topic, then done.
_TOPIC_DOING = re.compile(
    r"(?<=[\uac00-\ud7a3A-Za-z])(?P<p>은|는)\s+(?:\S+\s+){0,3}?(?P<v>하고\s*있|해요|합니다|함(?=[\s.!~,]|$)|다니고\s*있|다녀요|다닙니다|다님|"
    r"치고\s*있|쳐요|칩니다|타고\s*있|타요|탑니다|즐기고\s*있|즐겨요)"
)
#: What is said of a topic that is refused or not done: "골프는 별로고", "등산은 싫고", "낚시는 안 해요".
_REFUSED = re.compile(r"별로|싫|(?:^|\s)(?:안|못)\s|관심\s*(?:없|X)|그닥|그다지|글쎄|안\s*맞")
#: "제가 직소퍼즐 마니아거든요": one who is a devotee of an activity.
_DEVOTEE = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3A-Za-z]{2,}?)\s*(?:마니아|매니아|덕후|애호가|러버|광)"
    r"(?:이에요|예요|입니다|거든요|거든|이거든요|이라서|라서|인데|이고|고|임|야|이야)(?=[\s.!~,ㅋㅎ]|$)"
)
#: "테니스를 취미로 치고 있어요": an activity done as a hobby, the object before 취미로.
_OBJ_AS_HOBBY = re.compile(
    r"(?P<p>을|를|도)\s+(?:\S+\s+)?취미로(?=\s|\S*(?:해|하|합|함|즐|쳐|치|침|타|탐|배우|다니|다님))"
)
#: "요가 한 지는 꽤 됐어요": the time since one took up an activity.
_DONE_SINCE = re.compile(
    r"(?P<p>을|를)?\s*(?:한|배운|친|탄|다닌|시작한|즐긴)\s*지(?:는|도|가)?\s+(?:\S+\s+){0,2}?(?:됐|되었|넘었|돼|지났)"
)
_INTO_IS = re.compile(
    r"(?:빠져\s*있는|푹\s*빠진|빠진|즐기는|즐겨\s*하는|꽂힌)\s*(?:건|것은|게|거는)\s+(?P<n>[^\s,.!?]+?)(?:이에요|예요|입니다|이야|야)(?=[\s.!~,]|$)"
)
_HOBBY_DOING = re.compile(
    r"(?P<n>\S+?)(?:을|를|에)?\s*(?:하는|치는|타는|보는|듣는|만드는|그리는|키우는|나가는|다니는|가는|배우는|즐기는|모으는|찍는|뛰는|추는|부르는)\s*"
    r"(?:게|것이|거|걸)\s*(?:제\s*|내\s*|저의\s*)?(?:유일한\s*|소소한\s*|큰\s*|요즘\s*|최대\s*)?(?:취미|낙|힐링|행복)"
)
#: "러닝 없으면 못 살아", "클라이밍 없이는 못 살아요": an activity one cannot live without.
_CANT_LIVE_WITHOUT = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3A-Za-z]{2,}?)(?:이|가)?\s*(?:없으면|없이는?|없인|빼면)\s*(?:\S+\s+){0,2}?못\s*(?:살|산다|사는|버텨|버티|견뎌|견디)"
)
_HOBBY_RO = re.compile(
    r"취미로\s+(?P<n>[^!.?]+?)(?:을|를|도)?\s+\S*(?:해|하|즐기|즐겨|배우|배워|다녀|다니|그려|그리|쳐|치|타|타고|만들|모아|모으|찍|키워|키우|불러|연주|봐|보|골랐|정했|선택)"
    # a bare stem ending a word is a noun ("어반 스케치 하고": 스케치 is no form of 치다)
    r"(?!(?<=[치하보리우니기들찍주])(?:[\s.!?,~]|$))"
)
#: "저 취미로 디제잉해요", "저는취미로 비즈공예해요": the activity and 하다 written as one word.
_HOBBY_RO_HADA = re.compile(
    r"취미로\s*(?P<n>[\uac00-\ud7a3A-Za-z]{2,}?)(?:해요|합니다|해|함|하고\s*있|하는\s*중|했어요|해용)(?=[\s.!~,ㅋㅎ]|$)"
)
#: "주말엔 무조건 낚시!", "주말 아침엔 무조건 조기 축구!": what one does every time there is free time.
_ALWAYS_ON = re.compile(
    r"(?:주말|휴일|쉬는\s*날|퇴근\s*후|퇴근하면|일요일|토요일)(?:\s+(?:아침|저녁|오전|오후|밤|새벽))?(?:엔|에는|마다|은|는)\s+"
    r"(?:무조건|항상|늘|거의)\s+(?P<n>[\uac00-\ud7a3A-Za-z]{2,}(?:\s+[\uac00-\ud7a3A-Za-z]{2,})?)\s*(?:[!~.]|ㅋ|ㅎ|$)"
)
#: "요즘 새로 시작한 마크라메 덕분에 버텨요": an activity newly taken up, as a noun modified.
_NEWLY_STARTED = re.compile(
    r"(?:새로|요즘|최근에?|얼마\s*전에?)\s+(?:\S+\s+)?시작한\s+(?P<n>[\uac00-\ud7a3A-Za-z]{2,})(?:덕분에|덕에|때문에|이|가|은|는|을|를|도|에|이랑|랑)?(?=\s)"
)
#: "저 펜싱해요": a bare activity and 하다 as one word, said of oneself.
_I_DO = re.compile(
    r"^(?:저는|전|저|나는|난|나)\s+(?:요즘\s+|취미로\s+)?(?P<n>[\uac00-\ud7a3A-Za-z]{2,}?)(?:해요|합니다|함|해|하고\s*있어요|하고\s*있습니다)\s*[.!~ㅋㅎ]*$"
)
#: "엄마는 뜨개질 하시고 저는 레고 조립해요", "나 스케이트보드 탐": the speaker as the topic (at the
#: start or after a clause of someone else), then an activity done, ridden or played.
_I_DO_TURN = re.compile(
    r"(?:^|(?<=\S[고데만서며])\s+|,\s*)(?:저는|전|저|나는|난|나)\s+"
    r"(?:(?:요즘|요새|주말엔|주말마다|주말에|매주|매일|틈틈이|가끔|자주|퇴근하고|퇴근\s*후엔?)\s+)?"
    r"(?P<n>[\uac00-\ud7a3A-Za-z]{2,}(?:\s+[\uac00-\ud7a3A-Za-z]{2,})?)(?:을|를)?\s*"
    r"(?P<v>해요|합니다|함|해|하고\s*있|하는\s*중|쳐요|칩니다|침|타요|탑니다|탐|즐겨요|즐김)(?=[\s.!~,ㅋㅎ]|$)"
)
_START = re.compile(
    r"(?P<p>을|를|도|까지|에도|에)?\s*(?:(?:새로|다시|같이|처음|처음으로|드디어|본격적으로|또|한번|"
    r"이번\s*주(?:에|부터)|지난주(?:에|부터)|저번\s*주(?:에|부터)|오늘(?:부터)?|어제(?:부터)?|요즘)\s*)*"
    r"(?:[\uac00-\ud7a3]{1,3}러\s+)?(?P<g>[\uac00-\ud7a3]{1,3}기\s*)?(?P<v>시작|도전)"
)
#: "새로 시작한 게 있는데 바로 도예예요", "요즘 시작한 취미는 수영이에요".
_STARTED_IS = re.compile(
    r"(?:시작한|빠진|꽂힌|빠져\s*있는|생긴|배우는|배우기\s*시작한|다니는|즐기는)\s*(?:게|것|거|건|걸|취미|운동)(?:가|이|는|은)?\s+(?:\S+\s+){0,2}?(?:바로\s+)?(?P<n>[^\s,.!?]+?)(?:이에요|예요|입니다|이야|야)(?=[\s.!~,]|$)"
)
_LEARN = re.compile(
    r"(?P<p>을|를|도)?\s*(?:(?:새로|다시|열심히|꾸준히|틈틈이|조금씩|요즘|처음|처음으로|좀|많이|자주|꽤|엄청|매일|매주)\s*){0,3}(?P<v>"
    # "제가 배드민턴을 좀 많이 치거든요": played as a habit
    r"(?:치|타)거든|배우고\s*있|배워요|배웁니다|배움(?=[\s.!~,]|$)|배워(?=[\s.!~,]|$)|배우는\s*중|배우게\s*(?:됐|되었)|즐겨\s*(?:해|하|합|봐|타|쳐)|즐기고\s*있|즐겨요|타요|타고\s*있|쳐요|치고\s*있|"
    r"치러\s*(?:다녀|다니|가요|갔)|하러\s*(?:다녀|다니|가요|갔)|배워\s*봤|배웠|배워\s*보는\s*중)"
)
#: "새 취미 생김: 캘리그라피.", "요즘 취미: 뜨개질": a hobby named after a colon.
_HOBBY_COLON = re.compile(
    r"(?:취미\S*|(?<![\uac00-\ud7a3])낙)(?:\s*(?:생김|생겼어요|생겼어|생겼습니다|하나))?\s*(?:[:：=]|\s-\s|\s–\s)\s*"
    # "추가 취미: 클래식 기타 (2일 전 첫 레슨)": up to three words before a parenthesis or the end
    r"(?:(?P<n3>[^\s,.!?/()]+(?:\s+[^\s,.!?/()]+){1,2}?)(?=\s*(?:\(|[,.!?/]|$))|(?P<n>[^\s,.!?/]+))"
)
#: Where leisure is spoken of: "여가 시간엔", "쉬는 날엔", "주말마다", "그게 제 낙이에요".
_LEISURE_KO = re.compile(
    r"취미|여가|쉬는\s*날|주말마다|주말엔|시간\s*날\s*때|퇴근\s*(?:하고|후|하면)|낙이|힐링|즐겨|재미"
)
_INTO = re.compile(
    r"(?P<p>에도|에)\s*(?:푹\s*|완전\s*|요즘\s*)?(?:빠졌|빠져\s*있|빠져서|꽂혔|꽂혀\s*있|재미\s*(?:를\s*)?(?:붙였|들였|들렸|붙이)|맛\s*(?:을\s*)?들였|"
    r"(?:새로\s*)?입문(?:했|하게|한\s*지|해서|하는\s*중)|손(?:을)?\s*(?:대\s*봤|댔|대기\s*시작)|"
    r"(?:미쳐|빠져)\s*(?:살|삽|지내|있어|있습))"
)
#: "볼링장에서 살다시피 해요": a place of a pastime one all but lives at.
_ALL_BUT_LIVES = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3A-Za-z]{2,}?)(?:에서|에)\s*(?:거의\s*)?(?:살다시피|죽치고|상주)"
)
_DOING = re.compile(
    r"(?P<p>을|를|도|까지)\s*(?:\S+\s+)?(?P<v>하고\s*있|해요|합니다|하는\s*중|하게\s*(?:됐|되었)|운영하고\s*있|운영해요|운영\s*중)"
)
#: "보컬 레슨도 받아요", "도자기 수업을 듣기 시작했어요": lessons in something.
_LESSON = re.compile(
    r"(?<=\S)\s*(?:레슨|수업|강습|클래스|강좌|원데이\s*클래스)(?:을|를|도|에|까지)?\s*"
    r"(?:받아요|받고\s*있|받기\s*시작|받는\s*중|들어요|듣고\s*있|듣기\s*시작|듣는\s*중|다녀요|다니고\s*있|다니기\s*시작|시작했|등록했|신청했|"
    r"끊었|끊어|끊음|결제했|등록함|들어\s*봤|들어봤|받아\s*봤|받아봤|들었|받았|다닙니다|다녀|다니는\s*중)"
)
#: "요즘 또 시작한 게 있어요. 바로 펜싱!", "요즘 하나 더 시작했어요, 클라이밍이요.": the activity
#: named right after a start with no object.
_STARTED_NO_OBJ = re.compile(
    r"시작한\s*(?:게|것|거|취미)\s*(?:하나\s*)?있|(?:하나|또|새로)\s*(?:더\s*)?시작했"
)
_NAMED_AFTER = re.compile(
    r"(?:^|,\s*)(?:바로\s+)?(?P<n>[\uac00-\ud7a3A-Za-z]{2,10}?)(?:이에요|예요|이요|요)?\s*[!.~]*$"
)
#: "보드게임 모임에도 나가요", "러닝크루에 나가기 시작했어요": a club or group one goes to.
_GO_OUT = re.compile(
    r"(?P<p>에도|에|도|을|를)?\s*(?:(?:꾸준히|열심히|매주|가끔|이번\s*주(?:에|부터)|지난주(?:에|부터)|오늘|어제|처음(?:으로)?|새로)\s*)*"
    r"(?P<v>나가요|나가고\s*있|나가기\s*시작|나갑니다|나가는\s*중|나갔|나가며|나가면서|참여하고\s*있|참여해요|참여하기\s*시작|참여했|가입했|가입해서|가입함|들어갔|등록했|등록함|끊었|끊음|들었)"
)
#: Places one goes to for a pastime ("영어 학원", "동네 체육관").
_PLACE_OF_PASTIME = re.compile(r"(?:학원|헬스장|체육관|도장|스튜디오|공방|센터|교실|수영장|클럽)$")
_GROUP = re.compile(r"(?:모임|동호회|동아리|크루|클럽|교실|소모임|스터디|원데이\s*클래스|클래스)$")
_SIDE_AT = re.compile(
    r"(?P<p>에서)\s+(?:\S+\s+)?(?P<w>아르바이트|알바|부업)\s*(?:를|을)?\s*(?:해|하|시작|뛰)"
)
#: "웨딩 촬영 보조 알바 해요", "부업 삼아 스마트스토어 운영하고 있어요", "강사로 투잡 뛰어요";
#: work taken on and done, "번역 외주 하나 받아서 하고 있어요".
_SIDE_DO = re.compile(
    r"(?P<w>아르바이트|알바|부업|투잡|N잡|사이드잡|외주)(?:를|을|도)?\s*(?:\S+\s+)?(?:해요|하고|합니다|하는|했|해|시작|뛰|받고|받아요|받습니다|받기\s*시작|"
    r"받아서\s+(?:하고|해요|합니다|하는)|"
    r"나가요|나가고|나갑니다|나가는|나감|나가(?=[\s.!~,]|$)|다녀요|다니고|다닙니다|다니는)"
)
#: "어제부터 로고 디자인 외주", "주말엔 카페 알바!": the work as a phrase that ends the sentence.
_SIDE_NAMED_LAST = re.compile(
    r"(?<=[\uac00-\ud7a3A-Za-z])\s+(?P<w>외주|알바|아르바이트|부업|투잡)(?:예요|이에요|입니다|야|이야|임|중)?\s*[.!~ㅋㅎ]*$"
)
#: "이틀 전부터 밤에 번역 일 받아서 하고 있어요": the work taken on, after "부업을 시작했어요".
_WORK_TAKEN = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3A-Za-z]{2,})\s+일(?:을|도)?\s+(?:(?:받아서|받아|맡아서|맡아|따서)\s*)?"
    r"(?:하고\s*있|해요|합니다|하는\s*중|시작했|시작함|해(?=[\s.!~,]|$))"
)
#: A side job begun with no work named ("부업을 시작했어요", "알바 구했어요").
_SIDE_BEGUN = re.compile(r"(?:부업|알바|아르바이트|투잡|N잡|사이드잡)(?:을|를|도)?\s*(?:\S+\s+)?(?:시작|구했|구함|뛰기\s*시작)")
_SIDE_WORD_ONLY = frozenset({"부업", "알바", "아르바이트", "투잡", "외주", "N잡", "사이드잡"})
#: "블로그 체험단으로 용돈 벌고 있어요": the work, then earning by it.
_EARN_BY = re.compile(
    r"(?<!\S)(?P<x>[^\s,.!?]+?(?:\s+[^\s,.!?]+?)?)(?:으로|로)\s+(?:용돈|부수입|생활비|돈)(?:을|도)?\s*(?:벌|법|번다|벌어)"
)
#: "부업으로 배민커넥트 뛰어요", "부업으로 Coupang Flex 뜀": the work after 부업으로, then doing it
#: (a nominal -ㅁ ending too: 뜀, 함).
_SIDE_AS = re.compile(
    r"(?:부업|투잡|알바|용돈벌이)\s*(?:삼아|으로|로)\s+(?P<x>[^,.!?]+?)\s*(?:을|를)?\s*"
    r"(?:운영|하고|해요|합니다|시작|뛰|뜀(?=[\s.!~,ㅋㅎ]|$)|함(?=[\s.!~,ㅋㅎ]|$))"
)
#: "주말 과외를 하나 맡았어요. 부수입 삼아서요.": work taken on, with a side-job cue around.
_SIDE_TAKE = re.compile(
    r"(?P<p>을|를|도)\s*(?:하나\s*|새로\s*|몇\s*개\s*)?(?:맡았|맡아|맡게|맡고|구했|잡았)"
)
_ROLE_SIDE = re.compile(r"(?P<p>으로|로)\s+(?:투잡|부업|알바|N잡)")
_ADVERBIAL_WORD = re.compile(
    r"마다$|^매[주일달번]|요일(?:에|엔|에는)?$|^(?:주말|평일)(?:에|엔|에는)?$|^(?:주로|가끔|꾸준히)$"
)
_VOLUNTEER_AT = re.compile(r"(?P<p>에서)\s+(?P<act>(?:\S+\s+){0,5}?)(?:봉사|자원봉사)")
_ANSWER = re.compile(
    r"^(?:저는|전|저|나는|난)?\s*(?P<n>[^!.?~]+?)\s*(?:이요|요|이에요|예요|입니다|이죠|죠)?\s*[!.~]*$"
)
#: "사진 찍는 거", "공 차는 것": a pastime named as the doing of it.
_DOING_THING = re.compile(r"^[\uac00-\ud7a3A-Za-z ]{2,}\S(?:는|은)\s*(?:거|것)$")
_NOT_HOBBY = re.compile(
    r"^(?:회사|출근|일|업무|공부|다이어트|치료|프로젝트|연애|준비|복용|이직|운전|작업|알람|이사|시작|도전|입문|자취|혼자\s*살기|하나|둘|뭔가|무언가|그거|이거|저거|것|거)$"
    r"|복용|먹기|출근|준비$|프로젝트$|업무$|공부$|치료$|수업$|생활$|결제$|정기\s*결제|구독$"
)
#: Gerunds before 시작 that name living, working or taking medicine, not a pastime.
_NOT_HOBBY_GERUND = re.compile(
    r"(?:자취하기|팔기|살기|지내기|일하기|근무하기|먹기|복용하기|출근하기)\s*$"
)
_WORK_WORDS = re.compile(r"회사|업무|출근|퇴근\s*전|야근|프로젝트|보고서|회의|공부|시험|과제")
_SIDE_WORDS = re.compile(r"아르바이트|알바|외주|부업|과외|투잡|라이더")


def _np_with_particle_before(
    ctx: SentenceContext, word_start: int
) -> tuple[str, tuple[int, int]] | None:
    """The noun phrase of the word before ``word_start`` when that word ends in 을/를/도/에
    ("도자기 수업도 듣기 시작했어요")."""
    an = analysis(ctx)
    idx = an.word_at(word_start)
    if not idx:
        return None
    prev = an.words[idx - 1]
    m = re.search(r"(?:을|를|도|에도|에)$", ctx.text[prev.start : prev.end])
    return np_ending_at(ctx, prev.start + m.start()) if m else None


def _np_at_particle(
    ctx: SentenceContext, m: re.Match[str], *, modifiers: bool = False
) -> tuple[str, tuple[int, int]] | None:
    if m.group("p"):
        return np_ending_at(ctx, m.start("p"), modifiers=modifiers)
    return np_before_word(ctx, m.start("v"))


def activities(ctx: SentenceContext) -> list[Draft]:
    """Hobbies ("취미로 복싱을 해요", "낚시를 배우기 시작했어요") and side jobs ("부업으로 ... 시작")."""
    t = ctx.text
    out: list[Draft] = []
    around = t + " " + (ctx.next.text if ctx.next else "")
    side_cue = bool(SIDE_JOB_CUE.search(around))
    for m in _HOBBY_DOING.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if got:
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _HOBBY_COLON.finditer(t):
        value = "n3" if m.group("n3") else "n"
        got = np_ending_at(ctx, m.end(value))
        if got and got[1][0] < m.start(value):  # "낙=드럼" is one word: the value after "="
            got = t[m.start(value) : got[1][1]], (m.start(value), got[1][1])
        if got and not is_medication_ko(got[0]):
            out.append(Draft(SELF, "hobby", got[0], m.start("n"), obj_span=got[1]))
    for m in _ALL_BUT_LIVES.finditer(t):
        n = m.group("n")
        act = n[:-1] if n.endswith("장") and is_activity_ko(n[:-1]) else n
        if is_activity_ko(act) and subject_of(ctx, m.start()) == SELF:
            out.append(
                Draft(
                    SELF, "hobby", act, m.start(), obj_span=(m.start("n"), m.start("n") + len(act))
                )
            )
    for m in _CANT_LIVE_WITHOUT.finditer(t):
        if is_activity_ko(m.group("n")) and subject_of(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "hobby", m.group("n"), m.start(), obj_span=m.span("n"),
                             negation_ok=True))  # fmt: skip  # 못 살다 is love, not a negation
    for m in _X_IS_HOBBY.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if got:
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _TOPIC_DOING.finditer(t):
        got = np_ending_at(ctx, m.start("p"))
        if _REFUSED.search(t, m.end("p"), m.start("v")):
            continue  # "저는 골프는 별로고 주말엔 배드민턴 쳐요": the topic is refused, not done
        if got and is_activity_ko(got[0]) and not is_medication_ko(got[0]):
            out.append(Draft(subject_of(ctx, m.start("v"), exclude=got[1]), "hobby", got[0], m.start("v"),
                             obj_span=got[1]))  # fmt: skip
    for m in _DEVOTEE.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if got and is_activity_ko(got[0]) and subject_of(ctx, m.start(), exclude=got[1]) == SELF:
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _OBJ_AS_HOBBY.finditer(t):
        got = np_ending_at(ctx, m.start("p"))
        study = re.search(r"\s+(?:공부|준비|연습)$", got[0]) if got else None
        if got and study:  # "일본어 공부도 취미로 시작했어요": the subject studied
            got = got[0][: study.start()], (got[1][0], got[1][0] + study.start())
        if got and not is_medication_ko(got[0]) and not _NOT_HOBBY.search(got[0]):
            out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "hobby", got[0], m.start(),
                             obj_span=got[1]))  # fmt: skip
    for m in _DONE_SINCE.finditer(t):
        got = np_ending_at(ctx, m.start())
        if got and is_activity_ko(got[0]) and not _in_times(ctx, got[1][0]):
            out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "hobby", got[0], m.start(),
                             obj_span=got[1], sentence_time=False))  # fmt: skip
    for m in _INTO_IS.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if got and not is_medication_ko(got[0]):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _STARTED_IS.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if got and not is_medication_ko(got[0]) and not _NOT_HOBBY.search(got[0]):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _HOBBY_RO_HADA.finditer(t):
        n = m.group("n")
        if not _NOT_HOBBY.search(n) and not is_medication_ko(n) and subject_of(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "hobby", n, m.start(), obj_span=m.span("n")))
    for m in _ALWAYS_ON.finditer(t):
        n = m.group("n")
        if is_activity_ko(n) and not _NOT_HOBBY.search(n) and not is_medication_ko(n):
            out.append(Draft(subject_of(ctx, m.start()), "hobby", n, m.start(), obj_span=m.span("n")))
    for m in _NEWLY_STARTED.finditer(t):
        n = m.group("n")
        if (
            is_activity_ko(n)
            and not _NOT_HOBBY.search(n)
            and not is_medication_ko(n)
            and not (_SIDE_WORDS.search(n) or _WORK_WORDS.search(n))
            and subject_of(ctx, m.start()) == SELF
        ):
            out.append(Draft(SELF, "hobby", n, m.start(), obj_span=m.span("n")))
    mine = _I_DO.match(t)
    if mine and is_activity_ko(mine.group("n")) and not _NOT_HOBBY.search(mine.group("n")) and not (
        _SIDE_WORDS.search(mine.group("n")) or _WORK_WORDS.search(mine.group("n"))
    ):
        out.append(Draft(SELF, "hobby", mine.group("n"), mine.start("n"), obj_span=mine.span("n")))
    for m in _I_DO_TURN.finditer(t) if mine is None else ():
        n = m.group("n")
        if (
            is_activity_ko(n)
            and not _NOT_HOBBY.search(n)
            and not is_medication_ko(n)
            # "캘리그라피를 취미로해요": a word with a particle is no part of the activity's name
            and not any(re.search(r"(?:를|을|로|에서|에|는|은|도|와|과|랑)$", w) for w in n.split()[:-1])
            and not (_SIDE_WORDS.search(n) or _WORK_WORDS.search(n) or ROLE_SUFFIX_KO.search(n.split()[-1]))
        ):
            out.append(Draft(SELF, "hobby", n, m.start("v"), obj_span=m.span("n")))
    for pattern in (_HOBBY_IS, _HOBBY_RO):
        for m in pattern.finditer(t):
            if re.match(r"(?:있|없|생겼|생기)", m.group("n")):
                continue  # "취미가 있는데, 바로 수영이에요" is read by _STARTED_IS / the copula
            whose = _WHOSE_HOBBY.search(t, max(0, m.start() - 12), m.end())
            if whose and whose.group("who") in (*FAMILY_KO, *PARTNER_KO, *KNOWS_KO):
                continue  # "동생 취미는 꽃꽂이라": a relative's hobby, not the user's
            if re.fullmatch(r"뭐|무엇|뭔지|뭔가", m.group("n").strip()):
                continue
            got = np_ending_at(ctx, m.end("n"))
            if pattern is _HOBBY_IS and _DOING_THING.search(m.group("n")):
                got = m.group("n"), m.span("n")  # "취미는 필름 카메라로 사진 찍는 거예요": all of it
            got = _known_whole(m.group("n"), m.span("n"), got)
            if got:
                out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
            # "취미는 캠핑이랑 낚시예요": each coordinated activity.
            for part in re.finditer(
                r"(?P<x>[\uac00-\ud7a3A-Za-z]+?)(?:이랑|랑|하고|와|과|,)(?=\s)", m.group("n")
            ):
                x = part.group("x")
                if len(x) >= 2 and x not in (got[0] if got else ""):
                    out.append(Draft(SELF, "hobby", x, m.start()))
    if ctx.prev is not None and ctx.prev.is_question and "취미" in ctx.prev.text:
        answer = _ANSWER.match(t)
        if answer:
            got = np_ending_at(ctx, answer.end("n"))
            if got is None and _DOING_THING.search(answer.group("n")):
                got = answer.group("n"), answer.span("n")  # "필름 카메라로 사진 찍는 거요."
            if got:
                out.append(Draft(SELF, "hobby", got[0], answer.start("n"), obj_span=got[1]))
    for m in _INTO.finditer(t):
        got = np_ending_at(ctx, m.start("p"))
        if got and not is_medication_ko(got[0]):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _LESSON.finditer(t):
        got = np_ending_at(ctx, m.start())
        if (
            got
            and not _NOT_HOBBY.search(got[0])
            and not is_medication_ko(got[0])
            and not (SIDE_JOB_CUE.search(around) or VOLUNTEER_CUE.search(around))
            and not (_WORK_WORDS.search(t) and not is_activity_ko(got[0]))
        ):
            out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "hobby", got[0], m.start(),
                             obj_span=got[1]))  # fmt: skip
    started = _STARTED_NO_OBJ.search(t)
    named = _NAMED_AFTER.search(t, started.end()) if started else None
    if started is None and ctx.prev is not None and _STARTED_NO_OBJ.search(ctx.prev.text):
        named = _NAMED_AFTER.match(t)
    if named and not _NOT_HOBBY.search(named.group("n")) and not is_medication_ko(named.group("n")):
        out.append(
            Draft(SELF, "hobby", named.group("n"), named.start("n"), obj_span=named.span("n"))
        )
    for m in _GO_OUT.finditer(t):
        got = _np_at_particle(ctx, m)
        if got and m.group("v") == "들었" and not _GROUP.search(got[0]):
            continue  # "노래 들었어요" is listening; "사진 동아리 들었어요" is joining
        if got and _GROUP.fullmatch(got[0]) and (
            any(d.predicate == "hobby" for d in out)
            or (ctx.prev is not None and any(is_activity_ko(w) for w in ctx.prev.text.split()))
        ):
            continue  # "배드민턴 쳐요. 동호회도 들었어요": the club of the pastime named before
        if got and (
            is_tier(got[0])
            or PLAN_WORDS_KO.search(got[0])
            or is_tier(got[0].split()[-1])
            or re.search(r"(?:회원|이용|수강|정기|\d+회|\d+개월)권$", got[0])
        ):
            continue  # "헬스장 3개월권 등록했어요", "헬스장 베이직 회원권 끊었어요" is a plan
        if (
            got
            and (_GROUP.search(got[0]) or is_activity_ko(got[0]))
            and not (SIDE_JOB_CUE.search(around) or VOLUNTEER_CUE.search(around))
        ):
            out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "hobby", got[0], m.start(),
                             obj_span=got[1]))  # fmt: skip
    for m in _SIDE_AT.finditer(t):
        got = np_ending_at(ctx, m.start("p"))
        if got:
            job = f"{got[0]} {m.group('w')}"
            out.append(
                Draft(subject_of(ctx, m.start(), exclude=got[1]), "side_job", job, m.start())
            )
    for m in _EARN_BY.finditer(t) if not any(d.predicate == "side_job" for d in out) else ():
        got = np_ending_at(ctx, m.end("x"))
        if got and not _in_times(ctx, got[1][0]) and not is_medication_ko(got[0]):
            out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "side_job", got[0], m.start(),
                             obj_span=got[1]))  # fmt: skip
    if not any(d.predicate == "side_job" for d in out):
        for m in _SIDE_AS.finditer(t):
            x = m.group("x").strip()
            if 1 <= len(x.split()) <= 4:
                out.append(
                    Draft(
                        subject_of(ctx, m.start()), "side_job", x, m.start(), obj_span=m.span("x")
                    )
                )
        for m in _ROLE_SIDE.finditer(t):
            got = np_ending_at(ctx, m.start("p"))
            if got:
                out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "side_job", got[0], m.start(),
                                 obj_span=got[1]))  # fmt: skip
    if side_cue and not any(d.predicate == "side_job" for d in out):
        for m in _SIDE_TAKE.finditer(t):
            got = np_ending_at(ctx, m.start("p"))
            if got and not is_medication_ko(got[0]) and not ROLE_SUFFIX_KO.search(got[0]):
                out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "side_job", got[0], m.start(),
                                 obj_span=got[1]))  # fmt: skip
    if not any(d.predicate == "side_job" and not _side_word_only(d.object) for d in out):
        for m in _SIDE_NAMED_LAST.finditer(t):
            got = np_ending_at(ctx, m.end("w"))
            if got and got[0] != m.group("w") and not is_medication_ko(got[0]):
                # "부업 시작함. 어제부터 로고 디자인 외주": the work named after the bare 부업
                out = [d for d in out if not (d.predicate == "side_job" and _side_word_only(d.object))]
                out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "side_job", got[0], m.start(),
                                 obj_span=got[1]))  # fmt: skip
    if not any(d.predicate == "side_job" for d in out):
        for m in _SIDE_DO.finditer(t):
            got = np_ending_at(ctx, m.end("w"))
            if got and got[0] != m.group("w") and not is_medication_ko(got[0]):
                out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "side_job", got[0], m.start(),
                                 obj_span=got[1]))  # fmt: skip
    begun = _SIDE_BEGUN.search(t) or (ctx.prev is not None and _SIDE_BEGUN.search(ctx.prev.text))
    for m in _WORK_TAKEN.finditer(t) if begun else ():
        n = m.group("n")
        if not (_WORK_WORDS.search(n) or re.search(r"집|학교|가게|본업|회사", n) or _in_times(ctx, m.start("n"))):
            # the work named after a side job begun with none: the bare 부업 gives way to it
            out = [d for d in out if not (d.predicate == "side_job" and _side_word_only(d.object))]
            out.append(Draft(subject_of(ctx, m.start("n")), "side_job", n, m.start("n"), obj_span=m.span("n")))
    for m in _ROLE_LABEL.finditer(t):
        value = "n3" if m.group("n3") else "n"
        got = np_ending_at(ctx, m.end(value))
        if got and got[1][0] >= m.start(value) and not is_medication_ko(got[0]):
            pred = "volunteers_as" if "봉사" in m.group("label") else "side_job"
            out = [d for d in out if d.predicate != pred]
            out.append(Draft(SELF, pred, got[0], m.start("label"), obj_span=got[1]))
    for m in _VOLUNTEER_AT.finditer(t):
        got = _with_genitive(ctx, np_ending_at(ctx, m.start("p")))
        if got is None:
            continue
        act = " ".join(w for w in m.group("act").split() if not _ADVERBIAL_WORD.search(w))
        if act and re.fullmatch(r"[\uac00-\ud7a3]{1,8}(?:\s+[\uac00-\ud7a3]{1,8}){0,4}", act):
            out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "volunteers_as", f"{act} 봉사", m.start(),
                             detail=got[0]))  # fmt: skip
        else:
            out.append(
                Draft(
                    subject_of(ctx, m.start(), exclude=got[1]),
                    "volunteers_as",
                    got[0],
                    m.start(),
                    obj_span=got[1],
                )
            )
    leisure = bool(_LEISURE_KO.search(t + " " + (ctx.next.text if ctx.next else "")))
    these_days = bool(re.search(r"요즘|요새|최근|새로", t)) and not _WORK_WORDS.search(t)
    for pattern in (_START, _LEARN, _DOING):
        for m in pattern.finditer(t):
            if pattern is _START and not m.group("p") and m.group("g"):
                if _NOT_HOBBY_GERUND.match(m.group("g")):
                    continue  # "망원동 살기 시작했어": a home, not a pastime
                got = np_before_word(ctx, m.start("g")) or _np_with_particle_before(
                    ctx, m.start("g")
                )
                if (
                    got
                    and m.group("g").startswith("다니기")
                    and not (
                        is_activity_ko(got[0])
                        or _GROUP.search(got[0])
                        or _PLACE_OF_PASTIME.search(got[0])
                    )
                ):
                    continue  # "1일부터 누리소프트 다니기 시작했어요": a job (read by the work rules)
            else:
                got = _np_at_particle(ctx, m)
            if (
                got is None
                or is_medication_ko(got[0])
                or is_tier(got[0])
                or PLAN_WORDS_KO.search(got[0])
            ):
                continue
            obj = re.sub(r"\s+일$", "", got[0])
            if re.search(r"\s+(?:준비|공부)$", obj) and is_activity_ko(
                re.sub(r"\s+(?:준비|공부)$", "", obj)
            ):
                # "마라톤 준비도 시작했어요", "와인 공부도 시작했어요": the activity
                obj = re.sub(r"\s+(?:준비|공부)$", "", obj)
            obj = re.sub(
                r"\s+(?:수업|레슨|강습|강좌|클래스)$", "", obj
            )  # "도자기 수업" -> "도자기"
            if _NOT_HOBBY.search(obj) or not obj or re.search(r"정기\s*(?:배송|구독|결제)", obj):
                continue
            if m.group("v") == "도전" and not (is_activity_ko(obj) or leisure):
                continue
            if "게" in m.group("v") and not (
                is_activity_ko(obj) or (these_days and m.group("p") in ("도", "까지"))
            ):
                continue  # "발표를 하게 됐어요" is no pastime; "요즘은 마크라메까지 하게 됐어요" is
            if "봉사" in obj and pattern is _DOING and not side_cue:
                out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "volunteers_as", obj, m.start(),
                                 obj_span=got[1]))  # fmt: skip
                continue
            gig = (
                pattern is _START
                and (m.group("g") or "").startswith("뛰")
                and not is_activity_ko(obj)
            )
            if side_cue or _SIDE_WORDS.search(obj) or gig:  # "배달 뛰기 시작했어": gig work
                out.append(
                    Draft(
                        subject_of(ctx, m.start(), exclude=got[1]),
                        "side_job",
                        obj,
                        m.start(),
                        obj_span=got[1],
                    )
                )
            elif (
                pattern is not _DOING
                or is_activity_ko(obj)
                or (leisure and (m.group("p") != "도" or these_days))
                or "게" in m.group("v")  # "하게 됐어요", already checked above
            ) and not ("봉사" in obj or VOLUNTEER_CUE.search(around)):
                out.append(
                    Draft(
                        subject_of(ctx, m.start(), exclude=got[1]),
                        "hobby",
                        obj,
                        m.start(),
                        obj_span=got[1],
                    )
                )
    bare_side = [d for d in out if d.predicate == "side_job" and _side_word_only(d.object)]
    own_begun = _SIDE_BEGUN.search(t)
    if own_begun and bare_side:
        tail = _work_named_last(ctx, own_begun.end())
        if tail:  # "투잡 뛰기 시작함 3일 전부터 주말에 웨딩 촬영 보조": the work ends the sentence
            out = [d for d in out if d not in bare_side]
            out.append(Draft(SELF, "side_job", tail[0], own_begun.start(), obj_span=tail[1]))
    elif ctx.prev is not None and _SIDE_BEGUN.search(ctx.prev.text) and not any(d.predicate == "side_job" for d in out):
        tail = _work_named_last(ctx, 0, fragment=True)
        if tail:  # "N잡 뛰기 시작함. 어제부터 평일 밤에 번역 검수": the work named next
            out.append(Draft(SELF, "side_job", tail[0], tail[1][0], obj_span=tail[1]))
    if ctx.next is not None and _SIDE_BEGUN.search(t) and not _SIDE_BEGUN.search(ctx.next.text):
        after = SentenceContext(ctx.next, ctx.sentence, None, ctx.reference_time, cache=ctx.cache)
        if _work_named_last(after, 0, fragment=True):
            out = [d for d in out if not (d.predicate == "side_job" and _side_word_only(d.object))]
    out += _gigs_and_sales(ctx, out)
    out += _bare_volunteering(ctx, out)
    for m in _FAN.finditer(t):
        fan = np_ending_at(ctx, m.end("n"))
        fan_act = next((w for w in (fan[0].split() if fan else []) if is_activity_ko(w)), None)
        if fan_act and not any(d.predicate == "hobby" and fan_act in d.object for d in out):
            out.append(Draft(subject_of(ctx, m.start()), "hobby", fan_act, m.start()))
    if ctx.next is not None and _SIDE_NAMED_LAST.search(ctx.next.text):
        # "부업 시작함. 어제부터 로고 디자인 외주": the next sentence names the work
        out = [d for d in out if not (d.predicate == "side_job" and _side_word_only(d.object))]
    out += more_hobbies(ctx, out)
    out += fallback_hobbies(ctx, out)
    # "영어회화 주2회 수업 듣고 있어요": a class's frequency is its plan, no pastime
    return [d for d in out if not (d.predicate == "hobby" and is_tier(d.object))]


def _known_whole(
    phrase: str, span: tuple[int, int], got: tuple[str, tuple[int, int]] | None
) -> tuple[str, tuple[int, int]] | None:
    """``phrase`` when the word list knows it whole and the noun phrase ``got`` is only its end
    ("어반 스케치", whose 어반 Kiwi reads as 어/IC + 반/NNG), else ``got``."""
    whole = phrase.strip()
    if got and whole != got[0] and whole.endswith(got[0]) and whole.replace(" ", "") in _ACTIVITY_SET:
        return whole, (span[0] + phrase.index(whole), span[0] + phrase.index(whole) + len(whole))
    return got


_ACTIVITY_SET = frozenset(ACTIVITIES_KO)


#: Words that only say when a piece of work is done ("평일 밤에", "주말마다").
_WHEN_WORD = re.compile(r"(?:에|엔|에는|마다|부터|까지)$|^(?:주말|평일|밤|낮|아침|저녁|새벽|매일|매주|요즘|틈틈이)$")


def _work_named_last(
    ctx: SentenceContext, after: int, *, fragment: bool = False
) -> tuple[str, tuple[int, int]] | None:
    """The noun phrase that ends the sentence after ``after``, naming the work of a side job
    begun with no work named; with ``fragment``, only when the words before it say when."""
    t = ctx.text
    tail = np_ending_at(ctx, len(t.rstrip(" .!~ㅋㅎ")))
    if tail is None or tail[1][0] <= after or tail[0] in _SIDE_WORD_ONLY or is_medication_ko(tail[0]):
        return None
    if _in_times(ctx, tail[1][0]) or _WORK_WORDS.search(tail[0]):
        return None
    if fragment:
        pos = 0
        for w in t[: tail[1][0]].split():
            pos = t.index(w, pos)
            if not (_in_times(ctx, pos) or _WHEN_WORD.search(w)):
                return None
            pos += len(w)
    return tail


#: "부업: 스마트스토어 운영 (7월 1일 오픈)", "봉사활동: 해양 정화 다이빙 팀 (2022~)": a side job or a
#: volunteer role named after a label (up to three words before a parenthesis or the end).
_ROLE_LABEL = re.compile(
    r"(?<![\uac00-\ud7a3])(?P<label>부업|투잡|사이드\s*잡|N잡|봉사\s*활동|자원\s*봉사|봉사)\s*(?:[:：=]|\s-\s)\s*"
    r"(?:(?P<n3>[^\s,.!?/()]+(?:\s+[^\s,.!?/()]+){1,3}?)(?=\s*(?:\(|[,.!?/]|$))|(?P<n>[^\s,.!?/()]+))"
)
#: "헌혈의 집": the word with 의 before a noun phrase.
_GENITIVE_BEFORE = re.compile(r"(?:^|(?<=\s))(?P<g>[\uac00-\ud7a3A-Za-z]{1,8})의\s+$")


def _with_genitive(
    ctx: SentenceContext, got: tuple[str, tuple[int, int]] | None
) -> tuple[str, tuple[int, int]] | None:
    """``got`` with the noun and 의 before it ("헌혈의 집" for "집"), when there is one."""
    if got is None:
        return None
    m = _GENITIVE_BEFORE.search(ctx.text[: got[1][0]])
    if m is None or m.group("g") in ("저", "제", "나", "내", "우리", "저희"):
        return got
    return ctx.text[m.start() : got[1][1]], (m.start(), got[1][1])


def _side_word_only(obj: str) -> bool:
    """Whether a side job's name is only the word for one ("부업", "알바 하나")."""
    return re.sub(r"\s*하나$", "", obj) in _SIDE_WORD_ONLY


#: "보드게임 카페 죽돌이야", "등산 마니아예요": a regular or a fan of an activity.
_FAN = re.compile(
    r"(?P<n>[^\s,.!?]+(?:\s+[^\s,.!?]+)?)\s*(?:죽돌이|죽순이|마니아|매니아|덕후|러버|광팬|단골|중독|초보|왕초보|입문자|초심자)"
    r"(?:야|이야|예요|에요|이에요|입니다|이고|인데|라서|이라서)(?=[\s.!~,]|$)"
)
#: Gig work "뛰다" ("대리운전을 뛰고 있어요", "배달 뛰기 시작했어"): a side job unless it is a sport.
_GIG = re.compile(
    r"(?P<p>을|를|도)?\s*(?P<v>뛰고\s*있|뛰어요|뛰기\s*시작|뛰는\s*중|뜁니다|뛰고\s*다녀|뛰러\s*다니)"
)
#: Selling what one makes ("수제청 만들어서 팔고 있어요", "가구 리폼해서 팔기 시작했어").
_SELL = re.compile(
    r"(?P<v>팔고\s*있|팔기\s*시작|파는\s*중|팔아요|팝니다|판매하고\s*있|판매\s*중|판매를?\s*시작|판매해요)"
)
#: "유튜브 자막 작업을 부업으로 받고 있어요": the work, then the side-job word.
_SIDE_OBJ_AS = re.compile(
    r"(?P<p>을|를|도)\s*(?:부업|투잡|알바|사이드\s*잡|용돈벌이|N잡)\s*(?:삼아|으로|로)"
)
#: "청소년 상담 전화 봉사하고 있어", "벽화 그리기 봉사 다니고 있어": the kind of volunteering,
#: with no place (에서) before it.
_VOLUNTEER_BARE = re.compile(
    r"(?P<v>봉사(?:단|대)?\s*활동|봉사|자원봉사|재능\s*기부)(?:를|도|는|은)?\s*(?:(?:\S+(?:부터|째|동안|간|마다)|꾸준히|계속|열심히|틈틈이|매주|매달|가끔|종종)\s+){0,2}"
    r"(?:하고|해요|합니다|하는\s*중|했|해(?:(?![\uac00-\ud7a3])|서|도|왔|온|오고|야|주|드리|봤|보)|다니|다녀|활동(?![은는이가을를의])|뛰어|뛰고|뜁니다|뛰는)"
)  # "봉사는 해오름 보호소에서", "봉사활동은": 해 and 활동 as the verb, not a name's first syllable or a noun
#: "유기견 보호소 산책 봉사, 2019년부터 한 달에 한 번씩 가요.": the volunteering as a fronted topic.
_VOLUNTEER_FRONTED = re.compile(
    r"(?P<v>봉사|자원봉사)(?:는|은|도)?\s*,\s*(?:\S+\s+){0,5}?\S*(?:가요|갑니다|가고\s*있|다녀요|다닙니다|다니고\s*있|해요|합니다|하고\s*있|나가요|나갑니다)"
)
#: "봉사 활동입니다.", "다 봉사예요.": the sentence before told of volunteering.
_VOLUNTEER_NEXT = re.compile(
    r"^(?:이것도|그것도|이건|그건|이것은|그것은|다|전부|물론)?\s*(?:(?:무료|무보수|순수|재능)\s*)?(?:자원\s*)?봉사(?:\s*활동)?(?:이에요|예요|입니다|이야|야|죠|이죠|고요|로요)"
)
_DOING_AT = re.compile(
    r"(?P<p>에서)\s+(?:\S+\s+){0,3}?\S*(?:고\s*있|해요|합니다|하는\s*중|돌아요|돕니다|줘요|줍니다|가르쳐요|가르칩니다|다녀요|나가요)"
)
#: Putting what one makes up for sale ("스마트스토어에 키링 만들어서 올리는 중"), read with a
#: side-job cue around.
_UPLOAD_SELL = re.compile(
    r"(?P<v>올리는\s*중|올리고\s*있|올려요|올립니다|올리기\s*시작|올림(?=[\s.!~,]|$))"
)


def _np_with_gerund(ctx: SentenceContext, end: int) -> tuple[str, tuple[int, int]] | None:
    """The noun phrase ending at ``end``, past a nominalised verb in it ("동네 벽화 그리기 봉사")."""
    got = np_ending_at(ctx, end)
    if got is None:
        return None
    an = analysis(ctx)
    idx = an.word_at(got[1][0])
    if idx:
        prev = an.words[idx - 1]
        tags = [tag for _f, tag, _s, _e in prev.morphs]
        if len(tags) == 2 and tags[0].startswith("VV") and tags[1] == "ETN":
            before = np_ending_at(ctx, prev.start)
            start = before[1][0] if before else prev.start
            return ctx.text[start : got[1][1]], (start, got[1][1])
        if len(tags) == 2 and tags[0] in ("VV", "VX") and tags[1] == "ETM":
            # "점자도서 만드는 봉사", "아이들한테 영어 가르치는 봉사": the relative clause that
            # says what the volunteering is, back to its first word.
            start = prev.start
            for k in range(idx - 2, max(-1, idx - 5), -1):
                w = an.words[k]
                wtags = [tag for _f, tag, _s, _e in w.morphs]
                objective = w.surface.endswith(_CLAUSE_OBJECT_TAILS) and wtags[0].startswith("N")
                # "말동무 해 드리는", "책 읽어 주는": a verb chained to the auxiliary after it
                chained = len(wtags) == 2 and wtags[0] in ("VV", "XSV") and wtags[1] == "EC"
                if len(wtags) >= 2 and wtags[-2:] == ["XSV", "EC"] and wtags[0].startswith("N"):
                    chained = True  # "정리해 드리는"
                if _in_times(ctx, w.start) or not (w.bare or objective or chained):
                    break
                start = w.start
            return ctx.text[start : got[1][1]], (start, got[1][1])
        if len(tags) == 2 and tags[0] in ("NNG", "NNP") and tags[1] == "JKG":
            return ctx.text[prev.start : got[1][1]], (
                prev.start,
                got[1][1],
            )  # "헌혈의 집 홍보 봉사단"
    return got


#: Particles of a relative clause's own object or recipient ("아이들한테 영어 가르치는").
_CLAUSE_OBJECT_TAILS = ("을", "를", "한테", "에게", "께", "들한테", "들에게")


_TIME_OF_DAY = re.compile(
    r"(?:아침|저녁|밤|새벽|점심|오전|오후|매일|주말|평일|요즘|한강|공원|동네)$"
)


#: A distance or a count of laps run ("아침 5키로씩 뛰어요"): running, not a gig worked (뛰다).
_DISTANCE = re.compile(r"\d+\s*(?:키로|킬로|km|KM|K|k|미터|m|바퀴)|씩$")


def _in_times(ctx: SentenceContext, pos: int) -> bool:
    return any(t.span[0] <= pos < t.span[1] for t in ctx.times)


def _gigs_and_sales(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """Side jobs worked as gigs (뛰다) or by selling what one makes, or named as 부업."""
    if any(d.predicate == "side_job" for d in drafts):
        return []
    t = ctx.text
    out: list[Draft] = []
    got: tuple[str, tuple[int, int]] | None
    for m in _SIDE_OBJ_AS.finditer(t):
        got = np_ending_at(ctx, m.start("p"))
        if got and not is_medication_ko(got[0]):
            out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "side_job", got[0], m.start(),
                             obj_span=got[1]))  # fmt: skip
    for m in _GIG.finditer(t) if not out else ():
        got = _np_at_particle(ctx, m)
        if (
            got
            and not is_activity_ko(got[0])
            and not _NOT_HOBBY.search(got[0])
            and not _TIME_OF_DAY.search(got[0])
            and not _DISTANCE.search(got[0])
            and not _in_times(ctx, got[1][0])
        ):
            out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "side_job", got[0], m.start(),
                             obj_span=got[1]))  # fmt: skip
    an = analysis(ctx)
    selling = list(_SELL.finditer(t))
    if not selling and SIDE_JOB_CUE.search(t + " " + (ctx.next.text if ctx.next else "")):
        selling = list(_UPLOAD_SELL.finditer(t))
    if SHOP_OPENED.search(t):
        selling = []  # "스마트스토어 열어서 수제 비누 팔아요": the shop opened is the side job
    for m in selling if not out else ():
        idx = an.word_at(m.start("v")) or 0
        got = None
        for k in range(idx - 1, max(-1, idx - 4), -1):  # back over "플리마켓에서", "주말마다"
            w = an.words[k]
            lemmas = [(f, tag) for f, tag, _s, _e in w.morphs]
            if (
                lemmas
                and lemmas[0][0] in ("내", "내다", "가져다", "갖다")
                and w.surface in ("내다", "내다가", "가져다", "갖다")
            ):
                continue  # "채소를 장터에 내다 팝니다": 내다 / 가져다 only carry the goods
            if lemmas and lemmas[0] == ("만들", "VV"):  # "수제청 만들어서 팔고"
                got = np_before_word(ctx, w.start) or _np_with_particle_before(ctx, w.start)
            elif len(lemmas) >= 2 and lemmas[0][1] == "NNG" and lemmas[1][1] == "XSV":
                got = np_ending_at(ctx, w.start + len(lemmas[0][0]))  # "가구 리폼해서 팔기"
            elif re.search(r"(?:을|를)$", w.surface):
                got = np_ending_at(ctx, w.end - 1)
            elif re.search(r"(?:에서|에|마다|에는|엔|으로|로)$", w.surface) or _in_times(
                ctx, w.start
            ):
                continue
            elif w.bare:
                got = np_ending_at(ctx, w.end)
            break
        if got and not is_medication_ko(got[0]) and subject_of(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "side_job", f"{got[0]} 판매", m.start()))
    return out


def _bare_volunteering(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """ "청소년 상담 전화 봉사하고 있어": volunteering named by its kind, with no place."""
    out: list[Draft] = []
    if ctx.next is not None and _VOLUNTEER_NEXT.match(ctx.next.text.strip()):
        # "동네 방범대에서 야간 순찰을 돌고 있습니다. 봉사 활동입니다.": the place of the activity.
        for m in _DOING_AT.finditer(ctx.text):
            got = np_ending_at(ctx, m.start("p"))
            if got and not any(d.predicate == "volunteers_as" for d in drafts + out):
                out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "volunteers_as", got[0], m.start(),
                                 obj_span=got[1]))  # fmt: skip
    for m in [*_VOLUNTEER_BARE.finditer(ctx.text), *_VOLUNTEER_FRONTED.finditer(ctx.text)]:
        if (
            m.start() == 0
            or ctx.text[m.start() - 1] in "에서"
            or ctx.text[m.start() - 2 : m.start()] == "에서"
        ):
            continue
        got = _np_with_gerund(ctx, m.end("v"))
        if got is None or got[0] in ("봉사", "자원봉사"):
            continue
        if any(d.predicate == "volunteers_as" and got[0] in d.object for d in drafts):
            continue
        out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), "volunteers_as", got[0], m.start(),
                         obj_span=got[1]))  # fmt: skip
    return out


#: Words that frame an activity as a pastime or a habit (요즘, 주말마다, 시간 날 때, 도 시작했어요).
_HOBBY_FRAME_KO = re.compile(
    r"요즘|요새|최근|취미|주말|쉬는\s*날|시간\s*(?:날|있을)|틈틈이|자주|매주|매일|주로|퇴근\s*(?:후|하고|하면|하자마자)|"
    r"시작|배우|입문|재미|즐겨|빠져|꾸준히|가끔|종종|심심할|스트레스|일주일에|한\s*달에|\S마다(?=\s)|"
    r"[월화수목금토일]요일(?:마다|엔|에는|이면|\s*(?:아침|저녁|밤))|(?:아침|저녁|밤)(?:엔|마다|에는)|무조건|빠짐없이|빠짐|처음"
)
#: A weekday said as a habit ("토요일 아침엔", "일요일마다"): it dates no start.
_HABITUAL_DAY = re.compile(
    r"[월화수목금토일]요일\s*(?:(?:아침|저녁|밤|오전|오후)\s*)?(?:엔|에는|마다|이면|은)(?=\s)"
)
#: Verb lemmas (Kiwi) that do an activity: 하/치/타/다니/배우/즐기/입문하/시작하/빠지/가.
_ACTIVITY_VERB_KO = frozenset(
    {
        "하",
        "치",
        "타",
        "다니",
        "배우",
        "즐기",
        "시작",
        "입문",
        "독학",
        "연습",
        "빠지",
        "가",
        "뛰",
        "두",
        "직행",
        "그리",
        "추",
        "부르",
        "찍",
        "뜨",
        "켜",
    }
)


def fallback_hobbies(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """A hobby no other rule found: an activity noun the speaker does, read from Kiwi's morphemes.

    "시간 날 때마다 수영해요" (수영/NNG + 하/XSV), "최근에 첼로를 배우게 됐어요" (첼로 + 배우/VV),
    "최근에 서핑에 입문했어요", "쉬는 날엔 주로 낚시하러 가요". Needs a frame word
    (:data:`_HOBBY_FRAME_KO`), the speaker as the clause's subject, and no job or volunteering cue.
    """
    t = ctx.text
    if any(d.predicate in ("hobby", "side_job", "volunteers_as") for d in drafts):
        return []
    around = t + " " + (ctx.next.text if ctx.next else "")
    if SIDE_JOB_CUE.search(around) or VOLUNTEER_CUE.search(around) or not _HOBBY_FRAME_KO.search(t):
        return []
    if re.search(r"(?<!\S)(?:다들|남들|사람들|모두들|애들)(?=\s)", t):
        return []  # "요즘 다들 러닝 많이 하더라고요": other people
    words = analysis(ctx).words
    for i, w in enumerate(words):
        nouns = [(f, s, e) for f, tag, s, e in w.morphs if tag in ("NNG", "NNP", "SL")]
        if not nouns:
            continue
        form, start, end = nouns[0]
        for f2, tag2, s2, e2 in w.morphs:  # the whole noun: 뜨개/NNG + 질/XSN
            if s2 == end and tag2 in ("NNG", "NNP", "SL", "XSN"):
                form, end = form + f2, e2
        if not is_activity_ko(form) or is_medication_ko(form):
            continue
        # The verb is in the same word (수영해요, 입문했어요) or the next one (첼로를 배우게).
        rest = [m for m in w.morphs if m[2] >= end]
        for k in (i + 1, i + 2):  # "볼링장 자주 가요": an adverb may stand between
            if k < len(words) and (
                k == i + 1
                or (words[i + 1].morphs[:1] and words[i + 1].morphs[0][1] == "MAG")
                or words[i + 1].surface in ("처음", "처음으로", "다시", "새로", "또")
            ):
                rest += list(words[k].morphs)
        lemmas = {
            f
            for f, tag, _s, _e in rest
            if tag.startswith(("VV", "XSV", "XSA")) or f in ("입문", "독학", "연습", "직행")
        }
        if not lemmas & _ACTIVITY_VERB_KO:
            continue
        if subject_of(ctx, start) != SELF or person_topic(ctx, start):
            continue
        if form.endswith("장") and is_activity_ko(form[:-1]):
            form, end = form[:-1], end - 1  # "클라이밍장 직행이에요": the activity of the venue
        return [Draft(SELF, "hobby", form, start, obj_span=(start, end), confidence=0.6,
                      plan_text=f"{form} 시작", dated=not _HABITUAL_DAY.search(t))]  # fmt: skip
    return []


# --- preferences ----------------------------------------------------------------------------------

_FAVORITE = re.compile(r"최애\s*(?P<cat>[\uac00-\ud7a3]+?)(?:는|은|를|을|가|이)?(?=\s)")
_COPULA_END = re.compile(r"(?P<x>\S+?)(?:이야|야|예요|이에요|입니다|이다)\s*[.!~ㅎㅋ]*$")
_LIKE = re.compile(
    r"(?P<p>을|를|이|가)?\s*(?:정말\s*|진짜\s*|너무\s*|엄청\s*|제일\s*|가장\s*|완전\s*)?(?P<v>좋아해|좋아합니다|좋아하는\s*편|좋아(?=\s*[.!~]|\s*$|요\s*[.!~]|요\s*$))"
)
_DISLIKE = re.compile(
    r"(?P<p>을|를|이|가|은|는)?\s*(?:정말\s*|진짜\s*|너무\s*|제일\s*)?(?P<v>싫어해|싫어합니다|싫어요|싫어|못\s*먹어)"
)
_DIET = re.compile(
    r"(?P<d>채식주의자|채식|비건|베지테리언|페스코)(?:예요|이에요|입니다|야|이야|를\s*해요|해요|하고\s*있|으로)"
)
_ALLERGY = re.compile(r"(?P<p>에)?\s*(?P<v>알레르기)(?:가|는)?\s*(?:있|심)")


_REL_KO = "(?:" + "|".join(sorted(FAMILY_KO + PARTNER_KO + KNOWS_KO, key=len, reverse=True)) + ")"
_MY_REL = re.compile(
    rf"(?<!\S)(?:제|저희|우리|내|울)\s+(?:\S+\s+)?(?P<rel>{_REL_KO})\s+(?P<n>[\uac00-\ud7a3]{{2,4}}?)(?:이가|이는|이도|이랑|이를|이한테|이의|가|는|은|이|도|랑|를|을|의|한테|하고|\s|[,.!]|$)"
)
_ENGAGED_KO = re.compile(
    r"(?P<n>[\uac00-\ud7a3]{2,4}?)(?:이랑|랑|와|과|하고|씨와|씨랑)\s*(?P<v>약혼|결혼|연애)"
)


def people(ctx: SentenceContext) -> list[Draft]:
    """Family, partners and friends named with a kin word ("제 동생 민지는", "남자친구 준호랑 약혼했어요")."""
    out: list[Draft] = []
    for m in _MY_REL.finditer(ctx.text):
        rel, name = m.group("rel"), strip_honorific(m.group("n"))
        if has_time_hint(name, "ko"):
            continue  # "우리 남편 이번에 ...": a time word after the kin word, no name
        if rel in FAMILY_KO:
            pred = "family"
        elif rel in PARTNER_KO:
            pred = "relationship_status"
        else:
            pred = "knows"
        out.append(Draft(SELF, pred, name, m.start(), obj_span=m.span("n"), dated=False,
                         text=f"{name}: 사용자의 {rel}", detail=rel))  # fmt: skip
    for m in _ENGAGED_KO.finditer(ctx.text):
        name = m.group("n")
        if name in ("친구", "가족", "동료"):
            continue
        out.append(Draft(SELF, "relationship_status", name, m.start("v"), obj_span=m.span("n"),
                         text=f"사용자는 {name}와(과) {m.group('v')}"))  # fmt: skip
    return out


def preferences(ctx: SentenceContext) -> list[Draft]:
    """Likes, dislikes and favourites ("최애 카페는 '모래시계'야"), diet, allergies."""
    t = ctx.text
    out: list[Draft] = []
    fav = _FAVORITE.search(t) or (_FAVORITE.search(ctx.prev.text) if ctx.prev else None)
    category = fav.group("cat") if fav else None
    if _FAVORITE.search(t):
        m = _COPULA_END.search(t)
        got = np_ending_at(ctx, m.end("x")) if m else None
        if got:
            out.append(Draft(SELF, "likes", got[0], m.start() if m else 0, obj_span=got[1], qualifier=category,
                             text=f"사용자의 최애 {category}: {got[0]}"))  # fmt: skip
    for pattern, pred in ((_LIKE, "likes"), (_DISLIKE, "dislikes")):
        for m in pattern.finditer(t):
            got = _np_at_particle(ctx, m, modifiers=True)
            if got is None or third_party_topic(ctx, m.start(), exclude=got[1]):
                continue
            qual = category if pred == "likes" else None
            text = f"사용자의 최애 {qual}: {got[0]}" if qual else None
            out.append(Draft(subject_of(ctx, m.start(), exclude=got[1]), pred, got[0], m.start(), obj_span=got[1],
                             qualifier=qual, text=text, negation_ok=True))  # fmt: skip
    for m in _DIET.finditer(t):
        out.append(Draft(SELF, "diet", m.group("d"), m.start(), obj_span=m.span("d")))
    for m in _ALLERGY.finditer(t):
        got = np_ending_at(ctx, m.start("p")) if m.group("p") else np_ending_at(ctx, m.start("v"))
        if got and got[0] != "알레르기":
            obj = got[0] if got[0].endswith("알레르기") else f"{got[0]} 알레르기"
            out.append(
                Draft(SELF, "has_condition", obj, m.start(), metadata={"condition": "allergy"})
            )
    return out
