"""The last gate before a claim is kept: is its object the kind of thing its predicate takes?

A rule fires on a frame ("X is my escape", "I'm a Y", "we've got a Z"); in free conversation
the same frame often holds a word of the wrong kind: "Sharing our stories isn't easy" is no
hobby, "This is a reminder to stay strong" no job title, "That's the dog" no pet named
"That's", "Impressive plan you've got there!" no plan tier. Such a claim is worse than none:
a functional one (job title, plan tier) closes the true fact it replaces, and a multi-valued
one clutters every later answer. This gate runs after every rule, so each rule keeps its own
recall and the vetoes live in one place: :func:`plausible` looks at the object's words only,
:func:`checked` also at its sentence (a Korean tier word that only modifies the next noun, a
word of a quoted title, work said to be unpaid).

The word classes are closed classes of English and Korean (mental, communicative and evaluative
words, pronouns, non-person nouns, plan and service nouns), not words of any dataset.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from consolidator.extract.lexicon import PLAN_WORDS_KO, SUBSCRIBED_SERVICE_KO, words
from consolidator.types import Claim

if TYPE_CHECKING:
    from consolidator.extract.common import SentenceContext

#: Words that never start the name of a pastime: mental, communicative, social and evaluative
#: words ("finding a community", "sharing our stories", "rewarding", "hanging out").
_NOT_PASTIME_HEAD_EN = frozenset(
    words("""
    finding seeing sharing connecting helping inspiring giving combining stepping satisfying
    wanting caring knowing reaching discovering bringing challenging checking preparing hearing
    facing fulfilling embracing improving happening never-ending blessing supporting
    understanding having talking escaping wagging refreshing calming remembering reminding
    collaborating pursuing procrastinating willing soothing purchasing decreasing increasing
    feeling burning contemplating providing embarrassing decision-making transitioning
    appreciating encouraging accepting adapting offering rewarding stunning amazing interesting
    exciting relaxing boring exhausting frustrating losing winning thinking wondering worrying
    waiting spending keeping staying putting saying telling asking meaning becoming beginning
    starting stopping ending continuing leaving arriving living loving liking hating missing
    needing expecting hoping managing handling dealing struggling coping suffering recovering
    healing changing chatting hanging being great new very peaceful scary fun cool awesome nice
    hard tough easy those these this that what how way bit kinds kind sort lot re remember chose
    involves undulating highlighting digging truly bustling gaining ones lending imagining
    crossing engaging frosting it's holding fitting sinking pushing achieving brightening picking
    staring entering solving introducing without fascinating rooting teammates heartwarming
    cuddling getting love loves enjoy enjoys started finished even own
    """)
)
#: Words that name a pastime only with what is done ("making jewelry", "playing chess"): alone
#: ("Making the move was hard") they are none.
_NOT_PASTIME_ALONE_EN = frozenset(
    words("""
    making doing going playing learning working creating taking watching trying
    practicing practising training exploring hitting following breaking experimenting looking selling
    serving growing
    studying counseling counselling hobby hobbies classes class stuff things car street streets
    horse family
    """)
)
#: Particles that make a phrasal verb of a pastime-looking gerund ("curling up", "taking care").
_PHRASAL_TAIL_EN = frozenset(words("up care lost together sure deeper"))
#: What a pet is never called: pronouns, determiners and their contractions ("That's the dog").
_NOT_PET_NAME_EN = frozenset(
    words("""
    that that's this it it's he he's she she's they they're them we us here there who what which
    one ones mine ours yours his hers theirs
    """)
)
#: Words said of a plan, never the name of a tier ("Impressive plan you've got there!").
_NOT_TIER_EN = frozenset(
    words("""
    impressive great good nice solid awesome ambitious amazing perfect smart detailed clear cool
    interesting crazy brilliant fantastic solid realistic reasonable wise bold big whole entire
    same other game master backup long-term short-term
    """)
)
#: Nouns that name no occupation when said after "is a"/"I'm a" ("This is a reminder", "LeBron is
#: the man", "Here's the poster").
_NOT_TITLE_EN = frozenset(
    words("""
    reminder poster pic picture photo photos team man woman guy girl boy person people thing
    things part lot bit way mess blessing joy gift sign step start example chance treat relief
    dream must favorite favourite one go-getter learner leader legend hero champ star natural
    keeper sweetheart sweetie angel genius pro
    """)
)


def _words(text: str) -> list[str]:
    return [w.strip("\"'“”‘’.,!?()") for w in text.casefold().split()]


#: Nouns that may follow a Korean tier word in its own name ("베이직 요금제", "무제한 데이터").
_PLAN_TAIL_KO = re.compile(
    rf"(?:{PLAN_WORDS_KO.pattern}|데이터|회원|등급|단계|요금|옵션|버전|티어|짜리|결제|배송|이용|가입|구독|사용|"
    r"서비스|신청|계약|약정|혜택|변경|전환|업그레이드|다운그레이드|해지|갱신|코스|박스|패키지|프로그램|석)"
)


#: The service a tier belongs to, said after it ("기가 인터넷", "무제한 데이터 요금").
_SERVICE_KO = re.compile(rf"(?:{SUBSCRIBED_SERVICE_KO.pattern}|인터넷|휴대폰|핸드폰|폰|통신|모바일|티비|TV|IPTV|와이파이)")


def _noun_after_ko(obj: str, ctx: SentenceContext) -> str | None:
    """The noun right after a Korean tier word when it is no plan word ("무료 급식소 봉사" ->
    "급식소", "프리미엄 스포츠로" -> "스포츠"); None when the tier word stands alone."""
    from consolidator.extract.korean_np import analysis

    at = ctx.text.find(obj)
    if at < 0 or obj.endswith(("요금제", "플랜")) or re.search(r"[\d\s]", obj):
        return None
    end = at + len(obj)
    if ctx.text[end : end + 1] != " ":
        return None
    for w in analysis(ctx).words:
        if w.start > end:
            first = w.morphs[0][1] if w.morphs else ""
            word = ctx.text[w.start : w.end]
            if first not in ("NNG", "NNP") or _PLAN_TAIL_KO.match(word) or _SERVICE_KO.match(word):
                return None
            noun = ctx.text[w.start : w.noun_end()]
            return noun or None
    return None


#: A sentence about a plan: a plan word, a held service or a change of one ("X로 바꿨어요").
_PLAN_TALK_KO = re.compile(
    rf"{PLAN_WORDS_KO.pattern}|{SUBSCRIBED_SERVICE_KO.pattern}|바꿨|바꿈|변경|갈아탔|갈아탐|올렸|낮췄|업그레이드|다운그레이드|가입|구독"
)


#: A quoted title: a book, film or song ("A Dance with Dragons", 『채식주의자』).
_QUOTED = re.compile(r"[\"“«『「](?P<q>[^\"”»』」]{2,80})[\"”»』」]")


def _in_title(obj: str, text: str) -> bool:
    return any(obj in m.group("q") for m in _QUOTED.finditer(text))


def checked(claim: Claim, ctx: SentenceContext, anchor: int) -> Claim | None:
    """The claim as kept: None when :func:`plausible` rules it out; a Korean tier word before
    another noun is the two-word tier it names in talk of a plan ("프리미엄 스포츠") and no tier
    otherwise ("무료 급식소 봉사"); unpaid work is a role (:func:`unpaid_work_as_role`)."""
    if not plausible(claim):
        return None
    if claim.predicate == "takes_medication" and _in_title(claim.object, ctx.text):
        return None  # 'Just finished "A Dance with Dragons"': a title, no medicine
    if claim.predicate == "subscription_plan" and ctx.lang == "ko":
        noun = _noun_after_ko(claim.object, ctx)
        if noun is not None:
            if not _PLAN_TALK_KO.search(ctx.text):
                return None
            whole = f"{claim.object} {noun}"
            claim = replace(claim, object=whole, text=claim.text.replace(claim.object, whole, 1))
    return unpaid_work_as_role(claim, ctx, anchor)


def plausible(claim: Claim) -> bool:
    """Whether the claim's object is of its predicate's kind (see the module docstring).

    Returns False only for an object whose words rule the kind out; an unknown word passes.
    Korean objects pass (their rules check the noun class; see :func:`checked`).
    """
    obj = _words(claim.object)
    if not obj or not all(w.isascii() for w in obj):
        return True
    if claim.predicate == "hobby":
        if obj[0] in _NOT_PASTIME_HEAD_EN or (len(obj) == 2 and obj[1] in _PHRASAL_TAIL_EN):
            return False
        return not (len(obj) == 1 and obj[0] in _NOT_PASTIME_ALONE_EN) and " ".join(obj) not in (
            "new hobby",
            "a hobby",
        )
    if claim.predicate == "has_pet":
        return " ".join(obj) not in _NOT_PET_NAME_EN
    if claim.predicate == "subscription_plan":
        return not (len(obj) == 1 and obj[0] in _NOT_TIER_EN)
    if claim.predicate == "job_title":
        return obj[-1] not in _NOT_TITLE_EN and obj[0] not in ("pic", "picture", "photo", "unpaid", "volunteer")
    return True


#: Work said to be unpaid ("무보수로 책 읽어주는 일을 하고 있어요", "unpaid shifts at X"): a role,
#: no job. Read in the employer's own clause only ("I work at X and volunteer at Y" keeps X).
_UNPAID = re.compile(r"무보수|무급으로|자원\s*봉사로|봉사로|재능\s*기부로|\bunpaid\b|\bfor\s+free\b", re.I)


def unpaid_work_as_role(claim: Claim, ctx: SentenceContext, anchor: int) -> Claim:
    """An employer read from a clause that says the work is unpaid becomes a volunteer role, so
    that it never closes the user's real employer (the fact and its dates are kept).

    Args:
        claim: a finished claim; only an asserted ``works_at`` changes.
        ctx: its sentence.
        anchor: the offset of the rule's trigger in the sentence (its clause is searched).
    """
    if claim.predicate != "works_at" or claim.action != "assert":
        return claim
    a, b = ctx.clause_at(anchor)
    comma = ctx.text.find(",", anchor, b)
    if not _UNPAID.search(ctx.text, a, b if comma < 0 else comma):  # "X 다니고, 주말엔 봉사로 ...": another clause
        return claim
    return replace(claim, predicate="volunteers_as", text=f"{claim.subject} volunteers at {claim.object}")
