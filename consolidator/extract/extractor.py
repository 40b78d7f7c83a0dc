"""The rule-based extractor: sentence by sentence, English or Korean rules, then episode-level glue.

Pipeline for one episode (DESIGN.md section 3, steps 1-2):

1. split into sentences (line by line, long runs cut again) and mask forwarded blocks;
2. skip questions, masked text and instruction-like sentences (text in an episode is data:
   "ignore previous instructions ..." is never followed and yields nothing);
3. run the language's rules on each sentence (Hangul -> Korean) and finalize the drafts against
   the sentence's resolved time mentions and modality;
4. glue across sentences: a follow-up sentence that only adds a date ("Been there since 2018.",
   "2023년부터 했어요.") dates the previous sentence's claims, also over up to two sentences with
   no claim in between ("... The dogs are sweet. Been doing it since 2019."); "it" takes the
   previous object;
5. deduplicate identical claims within the episode (a transcript repeating a line yields one).
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import replace
from datetime import datetime, timedelta
from functools import lru_cache

from consolidator.extract import (
    corrections,
    english,
    english_activities,
    english_health,
    english_home,
    english_life,
    english_others,
    english_prefs,
    english_roles,
    korean,
    korean_corrections,
    korean_home,
)
from consolidator.extract.common import (
    CURRENT_EMPLOYER,
    FORMER_STATE,
    HERE,
    Draft,
    SentenceContext,
    finalize,
    has_time_hint,
    pick_time,
    range_end_mention,
    revive_plan,
    with_time,
)
from consolidator.extract.english_np import MY_PERSON, OTHER_IN_CLAUSE, subject_before
from consolidator.extract.korean_np import KNOWN_CLAIMS, kiwi, person_topic, third_party_topic
from consolidator.extract.lexicon import INJECTION
from consolidator.extract.plausible import checked
from consolidator.extract.sentences import Sentence, split_sentences
from consolidator.extract.text import render
from consolidator.names import object_key
from consolidator.temporal import TimeMention, resolve_times
from consolidator.types import SELF, UNNAMED_END, Claim, EpisodeView

log = logging.getLogger("engram.consolidator.extract")

#: Sentences in an episode above which it is read as a document (minutes, transcripts): clipped
#: subject-less clauses there are not taken as things the user did.
LONG_DOCUMENT_SENTENCES = 40
#: Context episodes longer than this are not re-read for earlier facts.
CONTEXT_MAX_CHARS = 4000
#: A message this soon after the previous one (same session) may date that message's claims.
FOLLOW_UP_WINDOW = timedelta(hours=1)

_EN_TRIGGER = re.compile(
    r"(?i)\b(?:i|i'm|i’m|i've|i’ve|we|we're|we've|my|our|me|name|live|living|lived|moved?|moving|work|works|"
    r"working|job|joined|started|start|starting|quit|plan|tier|upgrad|switch|taking|took|on\b|adopted|"
    r"called|named|hobby|into|volunteer|side|birthday|born|allergic|allergy|intolerant|diagnosed|suffer|asthma|diabetes|vegetarian|vegan|studied|graduated|"
    r"married|engaged|dating|employee|planning|leading|project|roadmap|first\s+day|last\s+day|here|is|'s|’s)\b"
)
_FOLLOW_EN = re.compile(
    r"(?i)\b(?:been|since|started|start|adopted|had|joined|began|from|back\s+in|moved|quit|stopped|doing\s+it|"
    r"there|it|ever\s+since|last|first|tried|got|brought|took|out|done|leaving|leave|final|finish(?:ed|ing)?|"
    r"effective|official(?:ly)?|until|till|gone|fetched|collected|picked\s+(?:him|her|them|it)\s+up|that\s+was|"
    r"(?:lesson|class|session|practice|day|week|shift)\s+(?:one|1))\b"
)
#: Pastimes and roles: a following sentence dates them only when it says when they began.
#: A Korean sentence that tells of starting a job ("1일이 첫 출근이었어요", "입사는 2018년이에요"),
#: whose date an employer named in another sentence of the episode takes.
_JOB_DAY_KO = re.compile(
    r"입사|첫\s*출근|출근\s*(?:중|했|하고|시작|함)|합류|이직|취직|다니기\s*시작|몸담|(?:회사|직장)(?:를|을)?\s*(?:옮겼|바꿨)"
)
_JOB_DAY_VETO_KO = re.compile(r"퇴사|그만|관두|관둘|까지|말에|전\s*회사|전\s*직장|면접|예정|할\s*거|하려고|싶")
#: An English sentence that tells of changing to or starting a job, the employer said apart.
_JOB_DAY_EN = re.compile(
    r"(?i)\b(?:switched|changed)\s+jobs\b|\bstarted\s+(?:a|my|the)\s+new\s+(?:job|role|position)\b"
)
#: A sentence that only announces a new job ("new job.", "New job!!") and one that only starts.
_NEW_JOB_LABEL_EN = re.compile(
    r"(?i)\W*(?:so\s+|ok\s+|okay\s+|big\s+news:?\s+)?(?:(?:a\s+)?new\s+(?:job|role|position|gig)|(?:i'm\s+)?settling\s+in\s+at\s+[^.!?]+)\W*$"
)
_BARE_START_EN = re.compile(r"(?i)\W*(?:i\s+)?(?:(?:officially|only|just|finally)\s+)?(?:started|began)\b(?=[^.;!?]{0,30}[.!?)]*\s*$|\s+on\s+the\s+\d)")
_JOB_DAY_VETO_EN = re.compile(
    r"(?i)\b(?:quit|quitting|leaving|left|interview\w*|will|going\s+to|gonna|plan\w*|want\w*|hope|might|may|thinking)\b"
)
_PASTIMES = frozenset({"hobby", "volunteers_as", "side_job"})
_FOLLOW_START_EN = re.compile(
    r"(?i)(?:^\W*(?:have\s+)?|\b(?:i|we)(?:'ve|’ve|\s+have)\s+)been\b|"
    r"\b(?:since|started|start|began|begun|joined|took|taken|picked|first|back\s+in|doing\s+it|from|ever\s+since|got\s+into|signed\s+up)\b|"
    # "Lesson one was on the 4th", "day 1 was Monday"
    r"\b(?:lesson|class|session|practice|day|week|shift)\s+(?:one|1)\b"
)
#: A start said in a sentence apart from the fact (over a quiet sentence, in the next message, or
#: naming a known pet or role again): :data:`_FOLLOW_START_EN` without its loose words ("I took
#: them to the park", "a gift from my aunt").
_START_SAID_EN = re.compile(
    r"(?i)(?:^\W*(?:have\s+)?|\b(?:i|we)(?:'ve|’ve|\s+have)\s+)been\b|"
    r"\b(?:since|started|start|began|begun|joined|first|back\s+in|doing\s+it|ever\s+since|got\s+into|"
    r"signed\s+up|(?:took|taken|picked)\s+(?:it\s+|that\s+|them\s+)?up|from\s+(?:\d|early|late|mid))\b"
)
_FOLLOW_KO = re.compile(
    r"부터|시작|데려|입양|들어가|들어갔|들어와|다녔|했어요|했죠|했고|쭉|가서|마지막|끊|됐|있었|살았|왔|키웠|키우|처음|출근|"
    r"이사|지냈|퇴사|그만|자로|부로|끝|옴(?=[\s.!~]|$)|왔음|입사|합류|취직|가입|결제"
)
#: A Korean follow-up message that tells when what the previous message said began.
_CARRY_CUE_KO = re.compile(r"부터|쭉|시작|처음|데려|입양|입사|이사|합류|취직|지\s*\S+\s*(?:년|달|개월|주)")
#: A follow-up that names the end of a job whose notice the previous sentence dated to today.
_JOB_END_CUE = re.compile(r"(?i)\b(?:last|final)\s+day\b|\bout\b|\bdone\b|\bgone\b|\bleav|\buntil\b|마지막|퇴사|그만")
#: Cues strong enough to date the previous sentence's facts even when this sentence has its own.
_FOLLOW_STRONG = re.compile(
    r"(?i)\bbeen\s+there\b|\bstarted\s+there\b|\bjoined\s+(?:them|it)\b|\bbeen\s+doing\s+(?:it|this|that)\b|"
    r"\bhad\s+(?:him|her|it|them|this|that)\b|\b(?:lived|living|stayed|apartment|flat|house|place)\s+there\b|\bbeen\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}there\b|들어가서|들어갔|입사해서|다녔|거기|그때부터|쭉"
)
#: A move that names no place ("We moved three days ago.", "이틀 전에 이사했어요."): the home the
#: episode names elsewhere ("Eugene is home now.", "이제 마산 주민이에요.") starts on its date.
_BARE_MOVE = re.compile(
    r"(?i)\bmoved\s+out\s+of\s+(?:our|my|the)\s+(?:old\s+)?(?:apartment|flat|house|place|home|unit|room|rental)\b"
    r"|\b(?:moved|relocated|made\s+the\s+move|did\s+the\s+move|(?:the|that|our|my)\s+move\s+(?:was|happened|went)|moving\s+day\s+was)\b"
    r"(?!\s+(?:to|into|back|from|out|over)\b)(?!\s+in\s+(?:(?:a|an|the|my|our)\s+)?(?-i:[A-Z]))"
    # "We left Columbus on the 15th. Leeds is our home now": leaving a place on a day is the move
    # "Settling in well in Leeds. We arrived on the 9th": the arrival of a message about a home
    r"|\b(?:we|i)\s+(?:arrived|got\s+here|got\s+in|landed)\b(?!\s+(?:in|at|to|from|back)\b)"
    r"(?![^.!?]*\b(?:for|trip|holiday|vacation|visit\w*|conference|hotel|flight)\b)"
    r"|\bwe\s+left\s+(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*){0,2}\s+(?=on\s+the\s+\d|yesterday|\w+\s+days\s+ago)"
    # "The van dropped us off five days ago", "the movers came on the 3rd"
    r"|\b(?:van|movers|removal\s+(?:van|men|lads|guys|crew|truck|firm|company)|moving\s+(?:van|truck)|truck)\s+(?:came|arrived|dropped\s+us\s+off|turned\s+up|delivered|had\s+us\s+in|moved\s+us(?:\s+in)?)\b|이사(?:를)?\s*(?:했|완료|왔|끝|마쳤|마침|옴(?=[\s.!~,ㅋㅎ]|$))|이사\s*(?:완료|끝)"
)
#: A Korean question after a statement joined by -는데 ("사흘 전부터 편두통약 먹는데 커피 마셔도
#: 돼요?", "어제부터 방탈출 카페 알바 시작했는데, 투잡도 신고해야 해요?"): the statement is
#: background told as fact; only the question after it is asked.
_BACKGROUND_THEN_ASK = re.compile(r"^(?P<bg>[^?]*?\S(?:는데|은데|인데))\s*,?\s+(?P<q>[^?]+\?+)\s*$")
#: The background is itself a wish, a plan or a doubt ("이사 가려는데", "바꿀까 하는데"): no fact.
_NOT_DONE_KO = re.compile(r"려는데|려고\s*하는데|싶은데|까\s*하는데|까\s*생각|고민|예정인데|계획인데|생각\s*중인데|면\s|\?")
#: A question that only checks the listener heard a fact ("이천으로 이사 온 거 말했나?"): the fact
#: in it is stated.
_TOLD_YOU = re.compile(r"(?:거|것|걸|다고)\s*(?:말했나|말했던가|말했었나|얘기했나|얘기했던가|말했지|얘기했지|말씀드렸나|알지|아시죠|아시나요|기억하지|기억하죠|기억하시죠|기억나지|기억나죠|기억해|기억나)\s*\?+\s*$")
#: The background of a Korean question, stated before what is asked ("연초에 광교로 이사했는데,
#: 근처에 괜찮은 헬스장 있어요?"): the clause up to a connective -는데 / -은데 / -인데 / -던데.
_KO_BACKGROUND = re.compile(
    r"^(?P<b>[^?？]*[가-힣](?:는데|은데|인데|던데|거든))(?:요)?,?\s+(?=\S)"
    # "연초에 이사했어요, 혹시 근처 맛집 아세요?": a statement closed by its ending, then a comma
    r"|^(?P<s>[^?？,]*[가-힣](?:어요|아요|여요|해요|에요|예요|습니다|었다|았다|했다|했음|했어|왔어|왔음)),\s+(?=\S)"
)
#: A question word: a background that holds one is asked too ("어디로 이사했는데 그래요?").
_KO_WH = re.compile(r"어디|언제|뭐|무엇|무슨|왜|누구|누가|어떻게|어떤|어땠|몇|얼마")


#: A question about a fact it takes as given: "Is it weird that my main hobby is yo-yo?" (the
#: that-clause after a judgement adjective is stated, the question only asks for an opinion).
_FACTIVE_QUESTION_EN = re.compile(
    r"(?i)^\W*(?:(?:so|but|and|ok|okay|honestly|seriously)\W+)?(?:is\s+it|isn't\s+it|isn’t\s+it|would\s+it\s+be|do\s+you\s+think\s+it(?:'s|’s|\s+is))\s+"
    r"(?:(?:really|a\s+bit|kind\s+of|too)\s+)?(?:weird|odd|strange|normal|bad|silly|crazy|sad|funny|embarrassing|unusual|ok|okay|nerdy|lame|cool)\s+that\s+"
    r"(?P<s>[^?]{8,}?)\s*\?+[\s?!.]*$"
)


def _question_background(s: Sentence) -> Sentence | None:
    """The stated background of a question, as a sentence of its own (None when there is none):
    "연초에 광교로 이사했는데, 근처에 헬스장 있어요?" -> "연초에 광교로 이사했는데"; "Is it weird that
    I still collect stamps?" -> "I still collect stamps"."""
    if s.lang != "ko":
        factive = _FACTIVE_QUESTION_EN.match(s.text)
        return replace(s, text=factive.group("s"), start=s.start + factive.start("s")) if factive else None
    m = _KO_BACKGROUND.match(s.text)
    said = (m.group("b") or m.group("s")) if m else None
    if said is None:
        joined = _BACKGROUND_THEN_ASK.match(s.text)
        said = joined.group("bg") if joined else None
    if said is None or _KO_WH.search(said) or _NOT_DONE_KO.search(said):
        return None
    return replace(s, text=said)


#: A statement, then a question about it after a comma or a dash ("..., is that normal?",
#: "... - any tips?").
_TAG_QUESTION = re.compile(
    r"(?i)^(?P<lead>[^?]{12,}?)\s*(?:,|\s[-–—])\s+(?:is|are|was|does|do|did|should|shall|can|could|would|will|"
    r"any|anyone|anybody|what|how|why|thoughts|ideas|tips|advice|right|normal)\b[^,?]*\?[\s?!.]*$"
)
#: A lead that itself asks or supposes ("Should I switch to Premium, is it worth it?", "If I
#: upgrade, will ..."): nothing in it is stated.
_ASKING = re.compile(
    r"(?i)^\W*(?:is|are|was|were|do|does|did|can|could|should|shall|would|will|have|has|had|am|what|how|why|"
    r"where|when|who|which|whose|if|whether|any|anyone|anybody|say|suppose|imagine|thinking|wondering)\b"
)
#: Sentences with no claim a follow-up may reach back over to the last sentence that had some.
_MAX_QUIET_SENTENCES = 2
_NO_FOLLOW_PREDICATES = frozenset(
    {"name", "age", "birthday", "family", "knows", "event", "plans_to"}
)


def busy_spans(ctx: SentenceContext, drafts: list[Draft]) -> list[tuple[int, int]]:
    """Anchors of ``drafts`` and the spans of the time mentions they use (no event reuses them)."""
    spans = [(d.anchor, d.anchor + 1) for d in drafts]
    for d in drafts:
        m = pick_time(d, ctx)
        if m is not None:
            spans.append(m.span)
    return spans


def _english_drafts(ctx: SentenceContext) -> list[Draft]:
    drafts: list[Draft] = []
    if not ctx.long_document or _EN_TRIGGER.search(ctx.text):
        for rule in (english.identity, english_home.residence, english.work, english_life.people,
                     english_life.plans, english_life.medication, english_life.pets, english_prefs.possessions,
                     english_activities.activities, english_prefs.preferences, english_health.conditions, english_others.works_on,
                     english_prefs.attributes):  # fmt: skip
            drafts.extend(rule(ctx))
        drafts = english_roles.side_roles(ctx, drafts)
    # "we left Croydon on the 3rd and now we're in Margate": a home left, not an employer
    homes = {d.object for d in drafts if d.predicate == "lives_in" and d.subject == SELF}
    drafts = [d for d in drafts if not (d.predicate == "works_at" and d.action == "end"
              and d.metadata.get("close_only") and d.object in homes)]  # fmt: skip
    if any(d.predicate == "volunteers_as" for d in drafts):
        drafts = [d for d in drafts if d.predicate != "job_title"]
    # "I'm an avid hiker": the hobby, not a job title.
    hobbies = [d.obj_span for d in drafts if d.predicate == "hobby" and d.obj_span]
    drafts = [d for d in drafts if not (d.predicate == "job_title" and d.obj_span
              and any(a < d.obj_span[1] and d.obj_span[0] < b for a, b in hobbies))]  # fmt: skip
    # "Started naproxen for my knee": "naproxen", not also "naproxen for my knee"
    meds = {d.object.lower() for d in drafts if d.predicate == "takes_medication"}
    # "began using a steroid nasal spray": the medicine, not also the verb phrase around it
    drafts = [d for d in drafts if not (d.predicate == "takes_medication" and re.match(r"(?i)(?:using|taking|on)\s", d.object)
              and any(m != d.object.lower() and m in d.object.lower() for m in meds))]  # fmt: skip
    drafts = [d for d in drafts if not (d.predicate == "takes_medication" and " for " in d.object
              and d.object.lower().split(" for ")[0] in meds)]  # fmt: skip
    # "Began on the 1st with the Two-Person box": the plan's tier, not an employer; "moved from
    # Spark to Blaze on my meal kit": not a home.
    # A name read as a tier only if a sibling tier is known ("Minneapolis since New Year's Day")
    # stays a home here; ``_known_plan`` settles it once the context is read.
    weak = [d for d in drafts if d.predicate == "subscription_plan" and d.obj_span and d.metadata.get(english_life.CHANGE_FRAME)]
    held = [d.obj_span for d in drafts if d.predicate in ("works_at", "lives_in") and d.obj_span]
    drafts = [d for d in drafts if not (d in weak and any(a < d.obj_span[1] and d.obj_span[0] < b for a, b in held))]  # type: ignore[index]
    tiers = [d.obj_span for d in drafts if d.predicate in ("subscription_plan", "has_pet") and d.obj_span
             and not d.metadata.get(english_life.NEEDS_PLAN) and not d.metadata.get(english_life.CHANGE_FRAME)]  # fmt: skip
    drafts = [d for d in drafts if not (d.predicate in ("works_at", "job_title", "lives_in") and d.obj_span
              and any(a < d.obj_span[1] and d.obj_span[0] < b for a, b in tiers))]  # fmt: skip
    if (not ctx.long_document or drafts) and has_time_hint(ctx.text, ctx.lang):
        # Naming a person ("my neighbour Bob") leaves the clause free for what they did.
        doers = [d for d in drafts if d.predicate not in ("knows", "family")]
        drafts.extend(english_prefs.events(ctx, busy_spans(ctx, doers)))
    return drafts


def sentence_drafts(ctx: SentenceContext) -> list[Draft]:
    """All drafts the language's rules find in one sentence (unique by predicate and object)."""
    drafts = korean.drafts(ctx) if ctx.lang == "ko" else _english_drafts(ctx)
    seen: set[tuple[str, str, str, str]] = set()
    unique: list[Draft] = []
    for d in drafts:
        key = (d.subject, d.predicate, object_key(d.object), d.action)
        if key not in seen:
            seen.add(key)
            unique.append(d)
    return unique


def _resolve_pronoun(d: Draft, earlier: list[Claim]) -> Draft | None:
    for c in reversed(earlier):
        if (
            d.predicate
            and c.predicate != d.predicate
            and c.predicate not in ("likes", "dislikes", "takes_medication")
        ):
            continue
        if c.predicate in _NO_FOLLOW_PREDICATES:
            continue
        return replace(
            d, predicate=d.predicate or c.predicate, object=c.object, pronoun=False, text=None
        )
    return None


def _follow_up(ctx: SentenceContext, previous: list[Claim]) -> list[Claim] | None:
    """Dates from a sentence that only adds a time to the previous sentence's claims.

    Returns ``None`` when nothing changed, else ``previous`` updated one for one, followed by
    claims to add after them (an end whose fact this sentence gave a start to)."""
    datable = [
        c
        for c in previous
        if c.predicate not in _NO_FOLLOW_PREDICATES or revive_plan(c, ctx.lang) is not None
    ]
    if not datable or not has_time_hint(ctx.text, ctx.lang):
        return None
    cue = _FOLLOW_KO if ctx.lang == "ko" else _FOLLOW_EN
    if not ctx.times:
        return None
    # "수원 이사 완료! 4일 전에.": a sentence that is nothing but a time dates the one before.
    rest = "".join(ctx.text[a:b] for a, b in zip([0] + [m.span[1] for m in ctx.times],
                                                 [m.span[0] for m in ctx.times] + [len(ctx.text)], strict=True))  # fmt: skip
    time_only = ctx.lang == "ko" and re.fullmatch(r"[\s.!~,요이에는엔쯤]*", rest) is not None
    if not (cue.search(ctx.text) or time_only):
        return None
    mention = ctx.times[0]
    ref_day = ctx.reference_time.date()
    future = mention.start.date() > ref_day
    if future and not any(c.action == "end" or c.predicate == "plans_to" for c in datable):
        return None
    changed = False
    out: list[Claim] = []
    extra: list[Claim] = []  # claims that come after the updated ones (an end after its start)
    target = (korean_home.retro_target if ctx.lang == "ko" else english_home.retro_target)(ctx)
    for c in previous:
        if (held := c.metadata.get(FORMER_STATE)) and c.invalid_at is None and _former_start(mention, ctx):
            # "원래는 포항에 살았어요. 2019년부터 청주 오기 전까지요.": the start of the former state
            c = replace(_without_former_mark(c), action="assert", text=held)
        revived = revive_plan(c, ctx.lang) if future else None
        if revived is not None:
            c = revived
        elif (
            future
            and c.predicate == "works_at"
            and c.action == "end"
            and c.invalid_at is not None
            and c.invalid_at.date() <= ref_day
            and _JOB_END_CUE.search(ctx.text)
        ):
            # "I handed in my notice today. I'm out at the end of next month."
            c = replace(c, invalid_at=None)
        if target and c.predicate == "lives_in" and c.ends_when in (None, HERE) and c.action == "assert":
            c = replace(c, ends_when=target)
            changed = True
        if c.predicate in _NO_FOLLOW_PREDICATES:
            out.append(c)
        elif c.action == "assert" and c.predicate in _PASTIMES and ctx.lang == "en" and not _FOLLOW_START_EN.search(ctx.text):
            out.append(c)  # "Beekeeping. Two hives out the back, grumpy this month": no start of the hobby
        elif (c.action == "end" and c.invalid_at is None) or (
            c.action == "assert" and c.valid_at is None
        ):
            dated = with_time(c, mention, ctx.reference_time)
            if dated.action == "assert" and dated.invalid_at is None and (end := range_end_mention(mention, ctx)):
                dated = replace(dated, invalid_at=end.start)  # "... 2013년부터 2017년까지요."
            out.append(dated)
            changed = True
        elif (
            ctx.lang == "ko"
            and c.action == "assert"
            and c.valid_at is not None
            and c.precision in ("week", "month")
            and mention.precision == "day"
            and not future
            and abs((mention.start - c.valid_at).days) <= 31
        ):
            # "솔바람랩 다닌 지 일주일 됐어요. 1일에 입사했거든요.": the day said next is exact
            out.append(with_time(replace(c, valid_at=None), mention, ctx.reference_time))
            changed = True
        elif (
            c.action == "end"
            and c.predicate in (_SINCE_THERE_PREDICATES if ctx.lang == "en" else korean.been_there_since(ctx))
            and c.invalid_at is not None
            and mention.relation == "since"
            and mention.start < c.invalid_at
            and (ctx.lang == "ko" or _BEEN_THERE_EN.search(ctx.text))
        ):
            # "I'm leaving Marsh Hollow at the end of next month. Been there since 2026.", "다음 달
            # 말에 X 나와요. 2024년부터 다녔으니": the fact held from then; it is stated before its
            # end, so that the end closes it
            out.append(replace(c, action="assert", valid_at=mention.start, invalid_at=None,
                               precision=mention.precision, modality="stated",
                               text=render(c.predicate, c.subject, c.object, "assert", ctx.lang)))  # fmt: skip
            extra.append(c)
            changed = True
        else:
            out.append(c)
    return out + extra if changed else None


#: "Been there since 2026", "I've worked there since 2019": the place a previous sentence named.
_BEEN_THERE_EN = re.compile(r"(?i)(?:^\W*|\b(?:i|we)(?:'ve|’ve|\s+have)\s+)(?:been|worked|lived)\s+(?:there|with\s+them)\s+since\b")
_SINCE_THERE_PREDICATES = frozenset({"works_at", "lives_in", "volunteers_as"})


def _merge(a: Claim, b: Claim) -> Claim:
    if (
        a.valid_at is not None
        and b.valid_at is not None
        and a.invalid_at is None
        and a.precision in ("week", "month")
        and b.precision == "day"
        and abs((b.valid_at - a.valid_at).days) <= 31
    ):
        # "솔바람랩 다닌 지 일주일 됐어요. 1일에 입사했거든요.": the exact day of a second reading
        a = replace(a, valid_at=b.valid_at, precision=b.precision)
    return replace(
        a,
        valid_at=a.valid_at or b.valid_at,
        invalid_at=a.invalid_at or b.invalid_at,
        precision=a.precision if (a.valid_at or a.invalid_at) else b.precision,
        ends_when=a.ends_when or b.ends_when,
        qualifier=a.qualifier or b.qualifier,
        modality="planned"
        if "planned" in (a.modality, b.modality) and (a.valid_at or a.invalid_at) is None
        else a.modality,
    )


def dedupe(claims: list[Claim]) -> list[Claim]:
    """Claims unique by (subject, predicate, object, action, modality); dates merged into the first."""
    index: dict[tuple[str, str, str, str, str], int] = {}
    out: list[Claim] = []
    for c in claims:
        key = (c.subject, c.predicate, object_key(c.object), c.action, c.modality)
        if key in index:
            out[index[key]] = _merge(out[index[key]], c)
        else:
            index[key] = len(out)
            out.append(c)
    return out


def extract_claims(
    episode: EpisodeView, context: list[EpisodeView] | None = None, *, keep_here: bool = False
) -> list[Claim]:
    """The claims of one episode; ``context`` (earlier episodes, oldest first) resolves references.

    Args:
        episode: the episode to read; ``reference_time`` must be aware.
        context: up to a few previous episodes; used for "here" (the current home) and for a new
            favourite replacing an old one.
        keep_here: leave ``HERE`` on a past home whose later home is unknown (reading context:
            "I'd lived in Truro until the move" is then no current home of the next episode).

    Returns:
        Claims in text order, deduplicated. Hypotheticals and quoted instructions yield nothing.
    """
    started = time.perf_counter()
    sentences = split_sentences(episode.text)
    long_doc = len(sentences) > LONG_DOCUMENT_SENTENCES
    # "I volunteer at the food bank." then, a minute later, "Been doing that since 2019.": the
    # previous message's last sentence is the sentence before this one
    carried = _carried_claims(episode, sentences, context or [])
    claims: list[Claim] = list(carried)
    cache: dict[tuple[str, str], object] = {}
    if sentences and sentences[0].lang == "ko":
        # a brand the user named before ("여드름약 클리어덤", then "클리어덤 끊었어"): read on demand
        cache[KNOWN_CLAIMS] = lambda: [*_context_claims(context or []), *claims]
    previous: list[int] = list(range(len(carried)))  # indices into claims of the previous sentence's claims
    tainted_line = -1
    move_day: TimeMention | None = None
    job_day: TimeMention | None = None
    quiet = 0  # sentences with no claim since the one ``previous`` holds
    known: list[Claim] | None = None  # the context's pets, roles and employers, read when needed
    for i, s in enumerate(sentences):
        if s.masked or INJECTION.search(s.text):
            tainted_line = s.line
            previous = []
            continue
        tag = _TAG_QUESTION.match(s.text) if s.is_question and s.lang == "en" else None
        if tag and not _ASKING.match(tag.group("lead")):
            # "my gecko Rocket (had him since 2020) is shedding, is that normal?": the statement
            # before a tag question is read; the question itself is not
            s = replace(s, text=tag.group("lead"))
        if s.line == tainted_line:
            previous = []
            continue
        if s.is_question and not _TOLD_YOU.search(s.text):
            background = _question_background(s)
            if background is None:
                previous = []
                continue
            s = background
        prev = sentences[i - 1] if i > 0 else None
        nxt = sentences[i + 1] if i + 1 < len(sentences) else None
        ctx = SentenceContext(
            s, prev, nxt, episode.reference_time, long_document=long_doc, cache=cache
        )
        found: list[Claim] = []
        for d in sentence_drafts(ctx):
            if d.pronoun:
                resolved = _resolve_pronoun(d, claims)
                if resolved is None:
                    continue
                d = resolved
            claim = finalize(d, ctx)
            claim = checked(claim, ctx, d.anchor) if claim is not None else None
            if claim is not None:
                found.append(claim)
        if not found and ctx.times:
            if known is None:
                known = [c for c in _context_claims(context or []) if c.predicate in _NAMED_AGAIN]
            found = _named_again(ctx, [c for c in claims if c.predicate in _NAMED_AGAIN] + known)
        if s.lang == "en":
            found = english_life.date_from_previous(found, ctx)  # "Joined X yesterday. Annual pass."
        if (
            move_day is None
            and ctx.times
            and not any(c.predicate == "lives_in" for c in found)
            and _own_move(ctx)
        ):
            move_day = ctx.times[0]
            found = [c for c in found if c.predicate != "event"]
        if (
            job_day is None
            and ctx.times
            and not any(c.predicate == "works_at" and c.valid_at for c in found)
            and _job_day(ctx)
        ):
            job_day = ctx.times[0]
        only_events = all(c.predicate == "event" for c in found)
        # over a quiet sentence only a sentence that says when something began dates what came
        # before it ("... restored one last year." dates no "likes classic cars" two lines up)
        reaches = not quiet or (_CARRY_CUE_KO if s.lang == "ko" else _START_SAID_EN).search(s.text)
        if previous and reaches and (only_events or _FOLLOW_STRONG.search(s.text)):
            own = {c.predicate for c in found}
            before = [claims[k] for k in previous]
            updated = _follow_up(ctx, [c for c in before if c.predicate not in own])
            if updated is not None:
                it = iter(updated)
                for k, c in zip(previous, before, strict=True):
                    if c.predicate not in own:
                        claims[k] = next(it)
                claims.extend(it)  # an end that follows the start this sentence gave its fact
                if only_events:
                    previous = []
                    continue
        if found or quiet >= _MAX_QUIET_SENTENCES:
            previous, quiet = list(range(len(claims), len(claims) + len(found))), 0
        else:
            quiet += 1  # "I volunteer at X. The dogs are sweet. Been doing it since 2019."
        claims.extend(found)
    # a carried claim stays only when this episode dated it (it is then this episode's claim too)
    claims = [c for k, c in enumerate(claims) if k >= len(carried) or c is not carried[k]]
    needs_context = any(
        ((c.ends_when == HERE or c.qualifier) and c.predicate in ("lives_in", "likes"))
        or c.object in (CURRENT_EMPLOYER, HERE)
        or english_home.THERE_ALTS in c.metadata
        for c in claims
    )
    if needs_context:
        claims = _glue(claims, _context_claims(context or []))
    if sentences and sentences[0].lang == "ko":
        claims = korean.start_before_end(claims)
    if any(c.metadata.get(english_life.NEEDS_PLAN) for c in claims):
        unsure = {object_key(c.object) for c in claims if c.metadata.get(english_life.NEEDS_PLAN)}
        claims = _known_plan(claims, context or [])
        # a name kept as a tier, or one dropped while the user talks of plans, is no home
        plans = {object_key(c.object) for c in claims if c.predicate == "subscription_plan"}
        if any(c.predicate == "subscription_plan" for c in _context_claims(context or [])):
            plans |= unsure
        claims = [c for c in claims if not (c.predicate == "lives_in" and object_key(c.object) in plans)]
    if not keep_here:
        claims = [replace(c, ends_when=None) if c.ends_when == HERE else c for c in claims]
    if move_day is not None:
        claims = _date_new_home(claims, move_day, episode.reference_time)
    if job_day is not None:
        claims = _date_new_job(claims, job_day, episode.reference_time)
    jobs = {c.object for c in claims if c.predicate == "works_at" and c.subject == SELF and c.action == "assert"}
    if jobs:
        # "Started on the 1st. The new place is Ferro Analytics.": the place is the workplace, no home
        claims = [c for c in claims if not (c.predicate == "lives_in" and c.object in jobs)]
    claims = [_without_former_mark(c) for c in claims]
    if all(c.predicate == "event" for c in claims) and (fixed := _correction(episode, context or [])):
        claims = fixed
    # "아 3일 아니고 2일": a Korean correction of the message before ("이번 달 말에 퇴사함": whose job)
    if (context and sentences and sentences[0].lang == "ko" and all(c.predicate == "event" for c in claims)
            and (fixed_ko := korean_corrections.correction(episode, context[-1], _context_claims(context[-1:])))):
        claims = _glue(fixed_ko, _context_claims(context[:-1]))  # fmt: skip
    out = dedupe(claims)
    log.debug("extract: episode=%s sentences=%d claims=%d elapsed_ms=%.1f", episode.id, len(sentences),
              len(out), (time.perf_counter() - started) * 1000)  # fmt: skip
    return out


#: A message that corrects the one before: "sorry, since 2023", "wait, no, 6 days ago", "I mean
#: the end of NEXT month, not this month".
_CORRECTION_LEAD = re.compile(
    r"(?i)^\W*(?:(?:oh|ah|oops|ugh|argh|hm+)\W+)?(?:sorry|wait|no|nope|actually|correction|my\s+bad|scratch\s+that|i\s+mean|i\s+meant|"
    r"(?:i\s+)?(?:mis|mistyped|typo)\w*)\b"
)
#: A time the correction rules out: "not this month", "rather than the 3rd".
_RULED_OUT = re.compile(r"(?i)\b(?:not|rather\s+than|instead\s+of)\s+$")
#: Words that make a corrected time an end: "the end of NEXT month", "until", "last day".
_END_WORDS = re.compile(r"(?i)\b(?:end|ends|ending|until|till|leav\w*|last\s+day|finish\w*|quit\w*|stop\w*)\b")
def _correction(episode: EpisodeView, context: list[EpisodeView]) -> list[Claim]:
    """The previous message's dated claim with the date this message corrects it to.

    Read only for a message that opens with a word of correction, adds no fact of its own and
    says a time not ruled out ("sorry, I mean the end of NEXT month, not this month"), sent
    within :data:`corrections.CORRECTION_WINDOW` of the message before. The claim corrected is the one whose
    dated field is of the same kind (an end for "the end of ...", "until"; else a start), the
    last such one in that message. Returns ``[]`` when nothing is corrected."""
    if not context or not _CORRECTION_LEAD.match(episode.text):
        return []
    last = context[-1]
    if not corrections.in_window(episode, last):
        return []
    times = [m for m in resolve_times(episode.text, episode.reference_time)
             if not _RULED_OUT.search(episode.text, max(0, m.span[0] - 14), m.span[0])]  # fmt: skip
    if not times:
        return []
    when = times[0]
    as_end = when.relation in ("until", "before") or bool(_END_WORDS.search(when.surface))
    old = corrections.last_dated(corrections.dated_claims(_context_claims([last])), as_end)
    before = None if old is None else old.invalid_at if as_end else old.valid_at
    if old is None or before is None or when.start == before:
        return []  # nothing dated to correct, or "sorry, yes, since 2023": the same date again
    return [corrections.moved(old, "invalid" if as_end else "valid", before, when.start, when.precision,
                              episode.reference_time)]  # fmt: skip


#: A follow-up that tells where a former state began ("2015년에 거기로 가서 ...", "Moved there in
#: 2015.") and not where it ended ("2019년에 나왔어요", "Moved out in 2019.").
_FORMER_START = {
    "ko": re.compile(r"부터|시작|처음|(?:거기|그곳|그리)(?:로|에)?\s*(?:가서|갔|이사|들어)"),
    "en": _START_SAID_EN,
}
_FORMER_END = {
    "ko": re.compile(r"나왔|나갔|떠났|떠나|그만|끝|마지막|까지만|이사\s*(?:갔|했)"),
    "en": re.compile(r"(?i)\b(?:left|moved\s+(?:out|away)|quit|until|till|ended|stopped)\b"),
}


def _former_start(mention: TimeMention, ctx: SentenceContext) -> bool:
    """Whether a follow-up's ``mention`` is the start of the former state before it."""
    if mention.relation in ("until", "before") or _FORMER_END[ctx.lang].search(ctx.text):
        return False
    return mention.relation == "since" or _FORMER_START[ctx.lang].search(ctx.text) is not None


def _without_former_mark(c: Claim) -> Claim:
    """``c`` without the extraction-only :data:`FORMER_STATE` mark."""
    if FORMER_STATE not in c.metadata:
        return c
    return replace(c, metadata={k: v for k, v in c.metadata.items() if k != FORMER_STATE})


#: A sentence that tells of the user's own start, said apart from the fact: clipped ("Started
#: there on the 1st.", "Since 2019, actually.", "2019년부터 쭉 했어요.") or in the first person. A
#: start with its own object ("Started my new diet", "The project started") is another thing's.
_OWN_START_EN = re.compile(
    r"(?i)^\W*(?:(?:i|we)(?:'ve|’ve|\s+have|\s+had)?\s+)?(?:(?:actually|also|just|only|first|really|\w+ly),?\s+)*"
    r"(?:(?:been|since|from|back\s+in|ever\s+since|as\s+of|for\s+(?:about\s+)?\w+\s+(?:years?|months?|weeks?))\b|"
    r"(?:started|start|began|begun|joined|signed\s+up|got\s+into|did|done|doing)\b(?!\s+(?:my|a|an|the|his|her|their|our|your|some)\b)|"
    r"\d|(?:in|on)\s+(?:\d|the\s+\d|january|february|march|april|may|june|july|august|september|october|november|december)|"
    r"(?:last|this|two|three|four|five|a)\s+(?:year|month|week|years|months|weeks)\b)"
)
#: A Korean topic or subject that is not the speaker ("언니는", "다이어트는", "남편이").
_OTHER_TOPIC_KO = re.compile(r"^\s*(?!(?:저|제|나|내|우리|거기|여기|그곳|이곳|그건|그거|그것|그때)(?:는|가|도|은|이)?\s)\S+(?:은|는|이|가)\s")


def _own_start(s: Sentence | SentenceContext) -> bool:
    """Whether ``s`` may tell when one of the user's own facts began (see :data:`_OWN_START_EN`)."""
    text = s.text
    if s.lang == "ko":
        return not _OTHER_TOPIC_KO.match(text)
    return bool(_OWN_START_EN.match(text)) and not MY_PERSON.search(text) and not OTHER_IN_CLAUSE.search(text)


#: Predicates whose object, named again with when it began, dates the fact ("Miso has been with
#: me since 2019" about a known cat Miso).
_NAMED_AGAIN = frozenset({"has_pet", "volunteers_as", "side_job", "works_at"})
_WITH_ME_EN = re.compile(r"(?i)\b(?:with|had)\s+(?:me|us|him|her|them)\b|\bour\s+family\b")


def _named_again(ctx: SentenceContext, known: list[Claim]) -> list[Claim]:
    """A sentence with no claim of its own that names a known pet, role or employer of the user
    with a start in the past ("Miso has been with me since 2019", "보리는 2020년부터 같이
    살았어요"): that fact again, with the start (the resolver moves back a start that was only
    a reference time)."""
    mention = ctx.times[0]
    if mention.start.date() >= ctx.reference_time.date() or mention.relation in ("until", "before"):
        return []
    cue = _CARRY_CUE_KO if ctx.lang == "ko" else _START_SAID_EN
    if not (cue.search(ctx.text) or (ctx.lang == "en" and _WITH_ME_EN.search(ctx.text))):
        return []
    if (ctx.lang == "ko" and person_topic(ctx, len(ctx.text))) or (
        ctx.lang == "en" and (MY_PERSON.search(ctx.text) or OTHER_IN_CLAUSE.search(ctx.text))
    ):
        return []  # "My sister's volunteer gig at X started in 2019", "언니는 2018년부터 X에서": hers
    hits: dict[str, Claim] = {}
    for c in known:
        if c.subject != SELF or c.action != "assert" or c.modality != "stated" or len(c.object) < 2:
            continue
        if ctx.lang == "ko":
            named = re.search(rf"(?<![가-힣]){re.escape(c.object)}", ctx.text) is not None
        else:
            named = c.object[:1].isupper() and re.search(rf"\b{re.escape(c.object)}\b", ctx.text) is not None
        if named:
            hits[object_key(c.object)] = replace(c, valid_at=None, invalid_at=None, text=c.text)
    if len(hits) != 1:
        return []  # none named, or several: whose start it is stays unclear
    (c,) = hits.values()
    return [with_time(c, mention, ctx.reference_time)]


def _carried_claims(episode: EpisodeView, sentences: list[Sentence], context: list[EpisodeView]) -> list[Claim]:
    """Undated claims of the last sentence of the previous message, when it was said within
    :data:`FOLLOW_UP_WINDOW` in the same session: a follow-up message may date them.
    ``sentences`` are this episode's, as :func:`extract_claims` split them."""
    if not context:
        return []
    last = context[-1]
    if (
        len(last.text) > CONTEXT_MAX_CHARS
        or not timedelta(0) <= episode.reference_time - last.reference_time <= FOLLOW_UP_WINDOW
        or (last.session_id and episode.session_id and last.session_id != episode.session_id)
    ):
        return []
    first = next((s for s in sentences if not s.is_question and not s.masked), None)
    cue = _CARRY_CUE_KO if first is not None and first.lang == "ko" else _START_SAID_EN
    if first is None or not has_time_hint(first.text, first.lang) or not cue.search(first.text):
        return []  # "It rained yesterday." dates nothing said before
    if not _own_start(first):
        return []  # "My brother started there in 2019.", "Started my new diet last week."
    said = [s for s in split_sentences(last.text) if not s.is_question and not s.masked]
    if not said:
        return []
    tail = replace(last, id=f"{last.id}#tail", text=said[-1].text)
    return [
        c
        for c in extract_claims(tail, None, keep_here=True)
        if c.predicate not in _NO_FOLLOW_PREDICATES
        and c.ends_when is None
        and c.object not in (CURRENT_EMPLOYER, HERE)
        and c.action == "assert"
        and c.valid_at is None  # a start never dates an end ("I don't work at X anymore." "Started there in 2019.")
    ]


def _job_day(ctx: SentenceContext) -> bool:
    """Whether the sentence tells of the user's start of a job, so that its date is the start of
    the one undated employer of the episode ("지난달에 회사를 옮겼어요. 지금은 토스에 다녀요.",
    "I switched jobs last month. I'm at Stripe now.")."""
    if ctx.lang == "ko":
        m = _JOB_DAY_KO.search(ctx.text)
        # "남편이 지난달에 회사를 옮겼어요": his change dates no job of the user's
        return (
            m is not None and not _JOB_DAY_VETO_KO.search(ctx.text) and not person_topic(ctx, 0)
            and not third_party_topic(ctx, m.start())
        )  # fmt: skip
    m = _JOB_DAY_EN.search(ctx.text)
    if m is not None:
        return not _JOB_DAY_VETO_EN.search(ctx.text) and subject_before(ctx, m.start()) == SELF
    if ctx.prev is not None and _NEW_JOB_LABEL_EN.match(ctx.prev.text):
        m = _BARE_START_EN.match(ctx.text)  # "new job. started on the 1st. Tallowmere Games, QA lead"
    return m is not None and not _JOB_DAY_VETO_EN.search(ctx.text)


def _own_move(ctx: SentenceContext) -> bool:
    """Whether the sentence reports the user's own move without naming the place."""
    m = _BARE_MOVE.search(ctx.text)
    if m is None:
        return False
    if ctx.lang == "ko":
        return not person_topic(ctx, m.start())
    return subject_before(ctx, m.start()) == SELF


def _date_new_home(claims: list[Claim], move: TimeMention, reference_time: datetime) -> list[Claim]:
    """The one undated current home of an episode starts on the day of its placeless move."""
    homes = [
        k
        for k, c in enumerate(claims)
        if c.predicate == "lives_in" and c.action == "assert" and c.subject == SELF
        and c.valid_at is None and c.ends_when is None and c.modality == "stated"
    ]  # fmt: skip
    if len(homes) != 1 or move.start.date() > reference_time.date():
        return claims
    out = list(claims)
    out[homes[0]] = with_time(out[homes[0]], move, reference_time)
    return out


def _date_new_job(claims: list[Claim], day: TimeMention, reference_time: datetime) -> list[Claim]:
    """The one undated employer of an episode starts on the day another of its sentences gives
    for starting a job ("입사했어요! 솔바람랩이에요. 1일이 첫 출근이었어요.")."""
    jobs = [
        k
        for k, c in enumerate(claims)
        if c.predicate == "works_at" and c.action == "assert" and c.subject == SELF
        and c.valid_at is None and c.modality == "stated"
    ]  # fmt: skip
    if len(jobs) != 1 or day.start.date() > reference_time.date() or day.relation in ("until", "before"):
        return claims
    if any(c.predicate == "works_at" and c.action == "end" for c in claims):
        return claims  # a quit in the episode: whose day it is stays unclear
    out = list(claims)
    out[jobs[0]] = with_time(out[jobs[0]], day, reference_time)
    return out


def _glue(claims: list[Claim], earlier: list[Claim]) -> list[Claim]:
    """Resolve "here" (the home at the time) and close a favourite the new one replaces."""
    out: list[Claim] = []
    homes = [
        c.object
        for c in earlier
        if c.predicate == "lives_in" and c.action == "assert" and not c.ends_when
    ]
    for c in claims:
        if c.object == CURRENT_EMPLOYER:
            jobs = [j.object for j in earlier if j.predicate == "works_at" and j.action == "assert"
                    and j.subject == c.subject]  # fmt: skip
            # This episode's own employer, also when it is named by a quit or an undated plan to quit
            # ("새솔물산에 사표 냈어요. 다음 달 말이 마지막 출근이에요.").
            end_day = c.invalid_at or c.valid_at
            # "I quit my job last month. I'm at Stripe now.": an employer said after a past quit,
            # with no date of its own, is the job that came next
            ended_before = c.action == "end" and c.invalid_at is not None and c.modality != "planned"
            said_at = claims.index(c) if ended_before else len(claims)
            for k, j in enumerate(claims):
                if k > said_at and j.action == "assert" and j.valid_at is None:
                    continue
                plan = revive_plan(j, "en")
                if plan is not None:
                    j = plan
                joined_after = (
                    j.action == "assert"
                    and j.valid_at is not None
                    and end_day is not None
                    and j.valid_at >= end_day
                )  # "퇴사 후 1일부터 새 직장에 다녀요": the new job is not the one that ends
                if (
                    j.predicate == "works_at"
                    and j.subject == c.subject
                    and j.object != CURRENT_EMPLOYER
                    and not joined_after
                ):
                    jobs.append(j.object)
            if not jobs:
                if c.action == "end" and c.metadata.get(UNNAMED_END):
                    out.append(c)  # the resolver ends the one employer it believes
                continue
            meta = {k: v for k, v in c.metadata.items() if k != UNNAMED_END}
            c = replace(c, object=jobs[-1], text=c.text.replace(CURRENT_EMPLOYER, jobs[-1]),
                        metadata=meta)  # fmt: skip
        if c.object == HERE:
            # "We've been here since May": the home this episode named before, else the context's.
            own = [h.object for h in out if h.predicate == "lives_in" and h.action == "assert"
                   and h.subject == c.subject and not h.ends_when]  # fmt: skip
            if not (own or homes):
                continue
            home = (own or homes)[-1]
            c = replace(c, object=home, text=c.text.replace(HERE, home))
        if english_home.THERE_ALTS in c.metadata:
            # "Funny how small Leeds feels after York. I lived there ...": not the current home.
            now = {*homes[-1:], *(h.object for h in out if h.predicate == "lives_in" and h.action == "assert"
                                  and not h.ends_when)}  # fmt: skip
            alts = [a for a in c.metadata[english_home.THERE_ALTS].split("|") if a and a not in now]
            if c.object in now and alts:
                c = replace(c, object=alts[0], text=c.text.replace(c.object, alts[0]))
            c = replace(c, metadata={k: v for k, v in c.metadata.items() if k != english_home.THERE_ALTS})
        if c.ends_when == HERE and homes:
            c = replace(c, ends_when=homes[-1])  # (with no home known, extract_claims drops HERE)
        out.append(c)
        if c.predicate == "likes" and c.qualifier and c.action == "assert":
            for old in earlier:
                if (old.predicate == "likes" and old.qualifier == c.qualifier and old.action == "assert"
                        and object_key(old.object) != object_key(c.object)):  # fmt: skip
                    out.append(replace(old, action="end", valid_at=None, invalid_at=None, modality="stated",
                                       text=f"{old.text} (replaced by {c.object})"))  # fmt: skip
    return _one_job_end(out)


def _one_job_end(claims: list[Claim]) -> list[Claim]:
    """One end per employer in an episode: the latest stated date wins ("I handed in my notice
    today. My last day at X is the end of next month." ends X at the end of next month)."""
    ends: dict[str, Claim] = {}
    for c in claims:
        if c.predicate == "works_at" and c.action == "end":
            key = object_key(c.object)
            best = ends.get(key)
            if best is None or (
                c.invalid_at is not None
                and (best.invalid_at is None or c.invalid_at > best.invalid_at)
            ):
                ends[key] = c
    return [
        c
        for c in claims
        if not (c.predicate == "works_at" and c.action == "end") or ends[object_key(c.object)] is c
    ]


def _known_plan(claims: list[Claim], context: list[EpisodeView]) -> list[Claim]:
    """Tiers read only from a switch ("I switched to a Fixed Desk"), kept when the user is known
    (in this episode or its context) to be on a sibling tier, one sharing a word with it ("Hot
    Desk"), else dropped: "switched to a Mac" or "to the Night Shift" is no tier."""
    key = english_life.NEEDS_PLAN
    known = [c for c in claims if c.predicate == "subscription_plan" and not c.metadata.get(key)]
    known += [c for c in _context_claims(context) if c.predicate == "subscription_plan"]
    words = {w for c in known if c.subject == SELF for w in object_key(c.object).split()}
    # "I'm on the Standard plan for Glimmer" ... "Glimmer Creator since Monday": the service's name too
    words |= {w for c in known if c.subject == SELF and c.qualifier for w in object_key(c.qualifier).split()}
    # "I'm on the Standard plan for Glimmer" ... "Glimmer Creator starting Monday": the brand too
    words |= {w for c in known if c.subject == SELF and c.metadata.get(english_life.PLAN_BRAND)
              for w in object_key(str(c.metadata[english_life.PLAN_BRAND])).split()}  # fmt: skip
    out = []
    for c in claims:
        if c.metadata.get(key):
            if not set(object_key(c.object).split()) & words:
                continue
            c = replace(c, metadata={k: v for k, v in c.metadata.items() if k != key})
        out.append(c)
    return out


def _context_claims(context: list[EpisodeView]) -> list[Claim]:
    out: list[Claim] = []
    for ep in context:
        if len(ep.text) <= CONTEXT_MAX_CHARS:
            out.extend(_claims_as_context(ep))
    return out


@lru_cache(maxsize=256)
def _claims_as_context(episode: EpisodeView) -> tuple[Claim, ...]:
    """An earlier message's own claims, read as context: cached, since each message is context
    of the next few (extraction is a pure function of the episode)."""
    return tuple(extract_claims(episode, None, keep_here=True))


def sentences_of(text: str) -> list[Sentence]:
    """The sentences the extractor reads (exposed for tests and debugging)."""
    return split_sentences(text)


def warm_up() -> None:
    """Load the Korean analyser now (about a second) instead of on the first Korean episode."""
    kiwi().tokenize("준비")


class RuleExtractor:
    """Offline rule-based extractor for English and Korean (the ``Extractor`` protocol).

    Attributes:
        version: "rules-1"; stored with each consolidated episode.
    """

    version = "rules-1"

    def warm(self) -> None:
        """Load what the first episode would (the Korean analyser) before work arrives."""
        warm_up()

    async def extract(self, episode: EpisodeView, context: list[EpisodeView]) -> list[Claim]:
        """Claims of ``episode``; ``context`` is up to 4 previous episodes, oldest first.

        Raises:
            consolidator's InvalidTimeError (from the time resolver) if the reference time is naive.
        """
        return extract_claims(episode, context)
