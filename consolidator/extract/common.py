"""What the English and Korean rules share: drafts, the per-sentence context, dates, fact text.

A rule turns a sentence into :class:`Draft` objects (subject, predicate, object, where the verb
is). :func:`finalize` then reads the time mention nearest the verb (DESIGN.md section 3, step 2),
the clause's modality (hypotheticals are dropped, plans keep their future date) and renders the
short self-contained fact text, which always contains the object verbatim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from functools import cached_property

from consolidator.extract.sentences import Lang, Sentence, clause_spans
from consolidator.extract.text import render
from consolidator.modality import Modality, detect_modality, is_past_tense
from consolidator.temporal import CORRECTION_EN, SCHEDULED_EN, TimeMention, resolve_times
from consolidator.types import PLAN_OF, Action, Claim, Precision

_LEAD_PREP = re.compile(r"^(?:on|in|at|for|back\s+in|as\s+of)\s+", re.I)
_TIME_HINT_EN = re.compile(
    r"(?i)\b(?:today|tonight|yesterday|tomorrow|ago|last|next|this|past|week|weekend|month|year|morning|evening|"
    r"night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|"
    r"august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|since|until|"
    r"new\s+year'?s?|christmas|now|first|days?|weeks|months|years|\d{4}|\d{1,2}(?:st|nd|rd|th))\b|\d{1,4}[-/.]\d{1,2}"
)
_TIME_HINT_KO = re.compile(
    r"\d+\s*(?:일|월|년|주|개월|달)|어제|오늘|내일|그제|그저께|모레|이틀|사흘|나흘|닷새|엿새|열흘|보름|지난|이번|다음|"
    r"저번|요일|새해|연초|연말|첫날|작년|올해|내년|재작년|며칠|말일|\d{4}[-/.]\d{1,2}|"
    # "담달 말까지만", "담주 월요일": 다음 달 / 다음 주 said short
    r"담달|담주|"
    # "(2022~)": a year opening a range with no end
    r"(?:19|20)\d{2}\s*~|"
    # durations in words: 일주일 전, 한 달 전, 두 주 전, 하루 전, 반년 전
    r"[일이삼사오육칠팔구]\s*주일|(?:한|두|세|네|몇)\s*(?:달|주)\s*(?:전|후|뒤|째)|하루|이레|여드레|아흐레|반년"
)


def has_time_hint(text: str, lang: Lang) -> bool:
    """Cheap test: may ``text`` contain a time expression (before running the resolver)."""
    return bool((_TIME_HINT_KO if lang == "ko" else _TIME_HINT_EN).search(text))


#: Object of a quit claim that names no employer ("회사를 그만둬요", "I'm quitting my job"): the
#: extractor puts the employer known from the episode or its context, or drops the claim.
CURRENT_EMPLOYER = "<employer>"
#: ``Draft.ends_when`` for "before I came here": the extractor puts the home known from context.
HERE = "<here>"
#: Weak plan cues that do not make a report of something already done into a plan.
_WEAK_PLAN_CUES = frozenset({"려고", "려구"})


@dataclass
class Draft:
    """A claim before its dates and modality are read from the sentence.

    Attributes:
        anchor: offset of the trigger verb in the sentence; the time mention nearest it wins.
        obj_span: where the object is in the sentence (a time mention inside it is not used).
        sentence_time: may use a time mention outside the verb's clause.
        dated: reads a time mention at all (names and birthdays do not).
        plan_text: the object of a ``plans_to`` claim when a plan names no date.
        weak_plan_ok: a weak plan cue (~려고) does not make this a plan.
        negation_ok: the rule already read the negation (an "end" from "no longer ...").
        pronoun: the object is "it" / "그거": the extractor takes it from the previous claim.
        event: a dated event; its text carries the resolved date.
        planned_hint: the wording itself announces a plan ("is moving to", "I'm starting at")
            unless a past date says otherwise.
        holds_now: the rule read the fact as holding now; a plan cue or a future date in the
            sentence belongs to another draft ("I work at X and I'll quit at the end of next
            month": the quit's); a past date ("since 2017") is still its own.
    """

    subject: str
    predicate: str
    object: str
    anchor: int
    action: Action = "assert"
    obj_span: tuple[int, int] | None = None
    detail: str | None = None
    ends_when: str | None = None
    qualifier: str | None = None
    confidence: float = 0.8
    sentence_time: bool = True
    dated: bool = True
    plan_text: str | None = None
    weak_plan_ok: bool = False
    negation_ok: bool = False
    pronoun: bool = False
    event: bool = False
    planned_hint: bool = False
    holds_now: bool = False
    text: str | None = None
    metadata: dict[str, str] = field(default_factory=dict)


#: The end of one step of a Korean sequence inside a clause: a verb of change or any past tense
#: before -고 ("그만두고", "다녔고"), not -고 있다 / -고 싶다.
_SSANG_FINAL = "[" + "".join(chr(0xAC00 + i * 28 + 20) for i in range(19 * 21)) + "]"  # 했, 았, 웠 ...
_KO_STEP = re.compile(
    "(?:(?<=그만두고|퇴사하고|이사하고|이직하고|입사하고|졸업하고)|(?<=관두고|옮기고|떠나고|끝내고)"
    f"|(?<=(?!있){_SSANG_FINAL}고))(?!\\s*(?:있|싶|계))\\s+"
)


class SentenceContext:
    """One sentence with its neighbours, reference time, lazily resolved times and clauses."""

    def __init__(
        self,
        sentence: Sentence,
        prev: Sentence | None,
        nxt: Sentence | None,
        reference_time: datetime,
        *,
        long_document: bool = False,
        cache: dict[tuple[str, str], object] | None = None,
    ) -> None:
        self.sentence = sentence
        self.text = sentence.text
        self.lang: Lang = sentence.lang
        self.prev = prev
        self.next = nxt
        self.reference_time = reference_time
        self.long_document = long_document
        self.cache: dict[tuple[str, str], object] = {} if cache is None else cache
        self._modality: dict[tuple[int, int], Modality] = {}

    @cached_property
    def times(self) -> list[TimeMention]:
        """Resolved time mentions of the sentence (offsets relative to the sentence).

        Recurring days ("on Tuesday evenings", "a Saturday job") are not dates and are dropped.
        Results are shared by identical sentences of one episode (a transcript repeats lines).
        """
        key = ("times", self.text)
        cached = self.cache.get(key)
        if cached is None:
            found = (
                resolve_times(self.text, self.reference_time)
                if has_time_hint(self.text, self.lang)
                else []
            )
            cached = [m for m in found if not _recurring(self.text, m)]
            self.cache[key] = cached
        if self.lang == "en" and cached:
            return _self_corrected(cached, self.text, self.next, self.reference_time)  # type: ignore[arg-type]
        return cached  # type: ignore[return-value]

    @cached_property
    def clauses(self) -> list[tuple[int, int]]:
        """Clause spans of the sentence.

        A fronted time phrase cut off by a comma ("Today, we got a TV package", "On the 14th, I
        moved") belongs to the clause after it: the two are one clause.
        """
        spans = clause_spans(self.text, self.lang)
        if len(spans) > 1 and self.lang == "en" and has_time_hint(self.text, "en"):
            a, b = spans[0]
            head = _LEAD_PREP.sub("", self.text[a:b].strip(" ,"))
            if head and any(m.surface.strip(" ,") == head for m in self.times):
                spans = [(a, spans[1][1]), *spans[2:]]
        return spans

    @property
    def window(self) -> str:
        """The previous, current and next sentence joined (for cue words)."""
        parts = [s.text for s in (self.prev, self.sentence, self.next) if s is not None]
        return " ".join(parts)

    def clause_at(self, offset: int) -> tuple[int, int]:
        """The clause span containing ``offset``."""
        for span in self.clauses:
            if span[0] <= offset < span[1]:
                return span
        return self.clauses[-1]

    @cached_property
    def around(self) -> str:
        """The text of the sentence with its neighbours, for cues said in the next or previous one."""
        return " ".join(s.text for s in (self.prev, self.sentence, self.next) if s is not None)

    def step_at(self, offset: int) -> tuple[int, int]:
        """The part of the clause at ``offset`` that tells one step of a Korean sequence: "3월에
        삼성을 그만두고 | 4월에 LG에 들어갔어요", "전에는 삼성에 다녔고 | 2023년에 ...". The
        subject of the clause is shared by its steps, so steps are no clauses; in English (or with
        no step boundary) it is the clause."""
        start, end = self.clause_at(offset)
        if self.lang != "ko":
            return start, end
        cut = start
        for m in _KO_STEP.finditer(self.text, start, end):
            if m.end() <= offset:
                cut = m.end()
            elif m.start() >= offset:
                return cut, m.start()
        return cut, end

    def modality_at(self, offset: int) -> Modality:
        """Modality of the clause containing ``offset``; a conditional clause before it counts.

        An English clause of conjuncts with their own first-person subject ("I moved to Leeds in
        May and I want to get a dog") is judged by the conjunct that holds ``offset``: a wish or
        a plan in one conjunct is not the other's."""
        span = self.clause_at(offset)
        if self.lang == "en":
            cut = span[0]
            for m in _OWN_SUBJECT_CONJUNCT.finditer(self.text, span[0], span[1]):
                if m.start() < offset:
                    cut = m.end()
                else:
                    span = (cut, m.start())
                    break
            else:
                span = (cut, span[1])
        if span not in self._modality:
            mod = detect_modality(self.text[span[0] : span[1]])
            if mod.kind != "hypothetical" and span in self.clauses:
                idx = self.clauses.index(span)
                if idx > 0:
                    before = self.clauses[idx - 1]
                    prev_mod = detect_modality(self.text[before[0] : before[1]])
                    if prev_mod.kind == "hypothetical" and _is_conditional(prev_mod.cue):
                        mod = prev_mod
            self._modality[span] = mod
        return self._modality[span]


#: "and" before a conjunct with its own first-person subject: "... in May and I want to get a dog".
_OWN_SUBJECT_CONJUNCT = re.compile(r"(?i)\s+and\s+(?=(?:i|we|i'm|i’m|we're|we’re|i've|i’ve|we've|we’ve|i'll|i’ll|we'll)\b)")
#: A speaker correcting the date just said: "no wait, since 2021", "no, 2021", "sorry, the 14th".
_CORRECTION_EN = re.compile(
    r"(?i)^\W*(?:(?:no+|nope|wait|sorry|oops|actually|i\s+mean|make\s+that|or\s+rather|scratch\s+that|correction)\b[\s,.!:;–—-]*)+"
    r"(?:(?:it\s+was|it's|it’s|since|from|in|on|back\s+in)\s+)?"
)


def _self_corrected(
    mentions: list[TimeMention], text: str, nxt: Sentence | None, reference_time: datetime
) -> list[TimeMention]:
    """The dates of a sentence with a self-correction applied ("since 2022... no wait, since
    2021", "since 2022 i think. no, 2021"): the corrected date replaces the one said first, which
    keeps its place and relation in the sentence."""
    out = list(mentions)
    for i in range(len(out) - 1, 0, -1):  # "since 2022, no wait, since 2021": the first one goes
        a, b = out[i - 1], out[i]
        if a.precision == b.precision and _CORRECTION_EN.fullmatch(text[a.span[1] : b.span[0]]):
            out[i - 1 : i + 1] = [replace(a, start=b.start)]
    last = out[-1]
    tail = text[last.span[1] :]
    if (
        nxt is not None
        and nxt.lang == "en"
        and not re.search(r"\w", re.sub(r"(?i)\bi\s+think\b", "", tail))
    ):
        tail = nxt.text  # "since 2022 i think. No, 2021.": the correction is the next sentence
    head = _CORRECTION_EN.match(tail) if tail else None
    if head is None or head.end() == 0:
        return out
    year = re.match(r"((?:19|20)\d{2})\b", tail[head.end() :])
    if year and last.precision == "year":  # a bare year after the cue is a year: "no, 2021"
        out[-1] = replace(last, start=last.start.replace(year=int(year.group(1))))
        return out
    later = resolve_times(tail, reference_time) if has_time_hint(tail, "en") else []
    if later and later[0].span[0] <= head.end() + 6 and later[0].precision == last.precision:
        out[-1] = replace(last, start=later[0].start)
    return out


_WEEKDAY = re.compile(r"(?i)^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day$")


def _recurring(text: str, m: TimeMention) -> bool:
    """A weekday used as a habit or a kind ("on Tuesday evenings", "a Saturday job"), not a date."""
    if not _WEEKDAY.match(m.surface.strip()):
        return False
    before = text[: m.span[0]].lower().rstrip()
    after = text[m.span[1] :].lower()
    return (
        before.endswith((" a", " an", " every", " each", " every other", " my", " our"))
        or before in ("a", "an", "every", "each", "every other")
        or bool(re.match(r"s\b|\s+(?:mornings|evenings|nights|afternoons)\b", after))
        # "doing Saturday shifts at a climbing gym", "a Sunday market stall": the day is a kind
        or bool(re.match(r"\s+(?:shifts?|jobs?|gigs?|classes|lessons?|sessions?|rotas?|stall|market|league|club)\b", after))
    )


def _next_weekday(m: TimeMention, ctx: SentenceContext) -> TimeMention:
    """A bare weekday ("on Monday") in a plan names the coming one, not this week's past one.

    The resolver reads a bare weekday by the sentence's tense; a plan worded without a future
    cue ("Can't wait to start at X on Monday") would otherwise land on a day already gone.
    """
    if m.precision != "day" or not _WEEKDAY.match(m.surface.strip()):
        return m
    if m.start.date() >= ctx.reference_time.date():
        return m
    return replace(m, start=m.start + timedelta(days=7))


_FUTURE_WORD = re.compile(
    r"(?i)\b(?:next|tomorrow|coming|from\s+now|in\s+\w+\s+(?:days?|weeks?|months?))\b|다음|내일|모레|후|뒤"
)


def _in_own_clause(m: TimeMention, ctx: SentenceContext, start: int | None = None) -> TimeMention:
    """A date resolved in the future inside a past-tense clause, re-read within that clause alone
    (or within the text from ``start``, a character offset in the sentence, to the clause's end).

    The resolver orients a bare date by the whole sentence, so "I stopped X on the 3rd, and I'll
    see the doctor next week" would put the 3rd ahead; the stopping clause alone is past.
    """
    if _FUTURE_WORD.search(m.surface):
        return m
    clause_start, end = ctx.clause_at(m.span[0])
    start = clause_start if start is None else start
    for sub in resolve_times(ctx.text[start:end], ctx.reference_time):
        if (sub.span[0] + start, sub.span[1] + start) == m.span:
            return replace(sub, span=m.span)
    return m


def _is_conditional(cue: str | None) -> bool:
    return (bool(cue) and (cue or "").lower().strip() in ("if", "unless", "what if")) or (
        cue or ""
    ).endswith("면")


def _distance(span: tuple[int, int], anchor: int) -> int:
    if span[0] <= anchor < span[1]:
        return 0
    return min(abs(anchor - span[1]), abs(span[0] - anchor))


def _overlaps(a: tuple[int, int], b: tuple[int, int] | None) -> bool:
    return b is not None and a[0] < b[1] and b[0] < a[1]


#: Negated forms that say something positive ("I can't believe I finally moved ...").
_POSITIVE_NEG = re.compile(
    r"(?i)\b(?:can't|can’t|cannot|couldn't|couldn’t)\s+(?:wait|believe|be\s+happier|stop)\b"
)
_NEG_BEFORE_EN = re.compile(
    r"(?i)\b(?:don't|don’t|do\s+not|doesn't|doesn’t|does\s+not|didn't|didn’t|did\s+not|not|never|no\s+longer|"
    r"isn't|aren't|wasn't|weren't|haven't|hasn't|can't|cannot|won't)\s+(?:[\w'’]+\s+){0,2}$"
)
_NEG_KO_BEFORE = re.compile(r"(?:^|\s)(?:안|못)\s*$")
_NEG_KO_AFTER = re.compile(r"^\S*?(?:지\s*(?:않|못|말)|지는\s*않)|^\S*\s+[가-힣]*?(?:하|가|오|두|기)지\s*(?:않|못)|^\S*\s+(?:\S+\s+)?(?:안|못)\s+\S")
_CEASE = re.compile(r"(?i)\b(?:any\s*more|no\s+longer|these\s+days)\b|이제|더\s*이상|더는|그만")


def _negated_at(ctx: SentenceContext, anchor: int) -> str | None:
    """ "denied" when the verb at ``anchor`` is negated, "ceased" when it is negated as a change
    ("I don't live there anymore", "이제 안 살아요"), else ``None``."""
    start, end = ctx.clause_at(anchor)
    before = ctx.text[start:anchor]
    after = ctx.text[anchor:end]
    if ctx.lang == "ko":
        neg = bool(_NEG_KO_BEFORE.search(before)) or bool(_NEG_KO_AFTER.search(after))
    else:
        neg = bool(_NEG_BEFORE_EN.search(before)) and not _POSITIVE_NEG.search(before)
    if not neg:
        return None
    return "ceased" if _CEASE.search(ctx.text[start:end]) else "denied"


def pick_time(d: Draft, ctx: SentenceContext) -> TimeMention | None:
    """The time mention for ``d``: nearest its verb in its clause, else in the sentence."""
    if not d.dated:
        return None
    mentions = [m for m in ctx.times if not _overlaps(m.span, d.obj_span)]
    if not mentions:
        return None
    if d.action == "end" and d.predicate == "works_at":
        # "I handed in my notice today; I'm out at the end of next month": a stated future end
        # is the end, the day of the announcement is not.
        ref_day = ctx.reference_time.date()
        ahead = [m for m in mentions if m.start.date() > ref_day]
        clause = ctx.clause_at(d.anchor)
        # "I'm handing X my notice tomorrow; my final day will be the end of next month": the
        # date in the end's own clause first
        own = [m for m in ahead if clause[0] <= m.span[0] < clause[1]]
        if own or ahead:
            return min(own or ahead, key=lambda m: _distance(m.span, d.anchor))
    clause = ctx.clause_at(d.anchor)
    pool = [m for m in mentions if clause[0] <= m.span[0] < clause[1]]
    step = ctx.step_at(d.anchor)
    if step != clause and (own_step := [m for m in pool if step[0] <= m.span[0] < step[1]]):
        pool = own_step  # "3월에 삼성을 그만두고 4월에 LG에 들어갔어요": March is the quit's
    borrowed = not pool and d.sentence_time
    if borrowed:
        pool = mentions
    if not pool:
        return None
    if d.ends_when and d.action == "assert":
        # "2017년부터 순천에 살다가 올해 여기로 왔어요": a home that ended starts at its "since".
        # "Up until the move in early January I was living in Savannah, and I'd been there since
        # 2018": the "since" of the sentence, when the clause has none; never the end's own date.
        since = [m for m in pool if m.relation == "since"] or [
            m for m in mentions if m.relation == "since"
        ]
        pool = since or [m for m in pool if m.relation != "until"] or pool
    best = min(pool, key=lambda m: _distance(m.span, d.anchor))
    if borrowed and d.action == "assert" and (
        (end := range_end_mention(best, ctx)) is not None or _range_start(best, ctx) is not None
    ):
        # "I lived in Denver from March to May and then moved to Austin": the range is another
        # clause's; what comes "then" starts at its end, anything else takes no date of it
        lead = ctx.clause_at(d.anchor)
        return (end or best) if _THEN_LEAD.match(ctx.text[lead[0] : lead[1]]) else None
    if d.action == "assert" and best.relation == "until" and succeeds_until(best, d, ctx):
        return best  # "lived in X from 2018 until new year, when i moved to Y": Y from the new year
    if d.action == "assert" and (first := _range_start(best, ctx)) is not None:
        return first  # "From 2016 to 2019 I lived in Austin": the range's start, then its end
    if best.relation == "until" and d.action == "assert":
        # "Until this January we were living in Tucson, since 2018": the start is the "since".
        since = [m for m in mentions if m.relation == "since" and m.start < best.start]
        if since:
            return min(since, key=lambda m: _distance(m.span, d.anchor))
    return best


def iso_day(dt: datetime) -> str:
    """``YYYY-MM-DD`` of an aware datetime in its own offset."""
    return dt.date().isoformat()


#: What joins the two ends of a range said as two dates: "from 2010 to 2020", "between 2016 and
#: 2019", "2016-2019", "2015년에서 2019년까지", "2015년~2019년".
_RANGE_JOIN = re.compile(r"(?i)^\s*(?:to|through|thru|and|[-–—~]|에서|부터)\s*$")


def range_end_mention(start: TimeMention, ctx: SentenceContext) -> TimeMention | None:
    """The end of a stated past range that ``start`` begins, else ``None``.

    "from 2013 till January" (an "until" mention right after the "since" one in its clause),
    "from 2010 to 2020", "between 2016 and 2019", "2015년에서 2019년까지" (a second date joined to
    the first by "to" / "and" / a dash / 에서). The end is after the start and not later than the
    day it was said: a future span ("from the 3rd to the 10th" of a trip) is no past range.
    """
    if start.relation not in ("since", "at"):
        return None
    clause = ctx.clause_at(start.span[0])
    for m in ctx.times:
        if not start.start < m.start or m.start.date() > ctx.reference_time.date():
            continue
        gap = ctx.text[start.span[1] : m.span[0]]
        follows = start.span[1] <= m.span[0] < clause[1] and len(gap) <= 24
        if m.relation == "until" and follows and (start.relation == "since" or _RANGE_JOIN.match(gap)):
            return m
        if m.relation == "at" and start.relation == "since" and follows and _RANGE_JOIN.match(gap):
            return m
        # "Until this January we were living in Tucson, since 2018": the end said first
        leads = m.span[1] <= start.span[0] and ctx.clause_at(m.span[0])[0] == 0 and m.span[0] <= 2
        if m.relation == "until" and leads and start.relation == "since":
            return m
    return None


def _range_start(end: TimeMention, ctx: SentenceContext) -> TimeMention | None:
    """The start of the past range that ``end`` closes ("from 2016 to *2019*"), else ``None``."""
    for m in ctx.times:
        if m.span[1] <= end.span[0] and range_end_mention(m, ctx) is end:
            return m
    return None


#: A clause that follows on from the one before it in time: "..., then I joined Initech".
_THEN_LEAD = re.compile(
    r"(?i)^[\s,;:–—-]*(?:and\s+)?(?:then|after\s+that|afterwards|since\s+then|from\s+then\s+on)\b"
    r"|^[\s,]*(?:그\s*(?:다음|후|뒤)에?|그러고\s*나서|이후로?)(?:\s|$)"
)
#: A "when" clause right after an "until" time, whose event is the next state's start.
_WHEN_NEXT = re.compile(r"(?i)\s*,?\s*(?:that's\s+|that’s\s+|which\s+(?:is|was)\s+)?when\s+(?:i|we)\b[^,;.!?]{0,40}$")
#: What starts a time phrase after "until" / "from" ("until 2019", "till last month", "from March",
#: "until a few weeks ago"), a regex fragment; "until I moved" names an event, not a time.
UNTIL_TIME = (
    r"(?:\d|(?:last|early|late|mid|around|about)\b|(?:the\s+)?(?:end|start|beginning|middle)\s+of\b|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
    r"(?:an?|one|two|three|four|five|six|a\s+few|a\s+couple\s+of)\s+(?:years?|months?|weeks?|days?)\s+ago\b)"
)
#: Claim metadata of a former state read as an end (:func:`_former`): the text of the fact that
#: held, for a follow-up sentence that dates its start. Extraction drops it before it returns.
FORMER_STATE = "former_state"
#: "used to" of a past habit or state ("I used to volunteer there"), not "I'm used to it".
_USED_TO = re.compile(
    r"(?i)(?<!\bam\s)(?<!'m\s)(?<!’m\s)(?<!\bis\s)(?<!\bare\s)(?<!'re\s)(?<!\bget\s)(?<!\bgot\s)"
    r"(?<!\bbe\s)(?<!\bbeen\s)(?<!\bgetting\s)\bused\s+to\s+(?!be\s+(?:able|allowed)\b)[a-z]"
)
#: Korean past perfect (~었었 / ~았었 / ~했었): a state that held once and no longer does.
#: (있었 is the plain past of 있다: "고양이가 있었어요" is "I had a cat", said of any time.)
_KO_PAST = re.compile(f"(?!있){_SSANG_FINAL}")
_KO_FORMER = re.compile(f"{_KO_PAST.pattern}었")
#: "전에는 카카오에서 일했는데 ...": "before" / "originally" at the head of a past clause.
_KO_STILL = re.compile(r"지금도|아직도|여전히|계속")
_KO_BEFORE = re.compile(r"(?:^|\s)(?:(?:예|이)?전에는|(?:예|이)?전엔|원래는)\s")
#: A Korean verb that links its clause to the next one: the cue of the first is not the next's
#: ("원래는 광명에서 살다가 망원동으로 왔어요": 망원동 is the home now).
_KO_LINK = re.compile(rf"다가|는데|지만|면서|(?<={_SSANG_FINAL})고(?:\s|$)")
#: A finite verb left in a clause once its dates are taken out ("... but in 2020 I joined
#: Initech", "올해 네이버로 이직했어요"); "2016년부터요" and "since 2016" have none.
_VERB_EN = re.compile(r"(?i)\b(?:i|we|he|she|they|\w+ed)\b")


def succeeds_until(mention: TimeMention, d: Draft, ctx: SentenceContext) -> bool:
    """Whether the "until" ``mention`` of an earlier clause is where ``d``'s fact begins: "I was at
    Globex until 2022, then I joined Initech" (the end of one thing, then the next one)."""
    if mention.relation != "until":
        return False
    if mention.span[1] <= d.anchor and _WHEN_NEXT.match(ctx.text[mention.span[1] : d.anchor]):
        return True  # "I lived in Austin until 2019, when I moved to Denver": Denver from 2019
    own = ctx.clause_at(d.anchor)
    if own[0] <= mention.span[0] < own[1] or mention.span[0] >= own[0]:
        return False
    return _THEN_LEAD.match(ctx.text[own[0] : own[1]]) is not None


def _former(d: Draft, ctx: SentenceContext) -> bool:
    """Whether ``d``'s clause says its state held once and no longer does: "I used to volunteer
    at the food bank", "예전에 대구에 살았었어요" (never of a state whose end another part
    of the sentence dates, such as "... until I moved to A")."""
    start, end = ctx.clause_at(d.anchor)
    clause = ctx.text[start:end]
    if ctx.lang != "ko":
        return _USED_TO.search(clause) is not None
    if _KO_FORMER.search(clause):
        return True
    cue = _KO_BEFORE.search(clause)
    if cue is None or cue.end() > d.anchor - start or _KO_STILL.search(ctx.text):
        return False  # "전에는 삼성에 다녔는데 지금도 다녀요": it still holds
    link = _KO_LINK.search(clause, cue.end())
    if link is not None and link.start() < d.anchor - start:
        return False  # the cue's clause ended before this fact's
    return _KO_PAST.search(clause, cue.end(), link.start() if link else len(clause)) is not None


def _former_undated(d: Draft, mention: TimeMention, ctx: SentenceContext) -> bool:
    """A former state (:func:`_former`) whose own clause names no time: ``mention``, the date of
    another clause that says something of its own, is not its date."""
    if d.action != "assert" or d.event or d.ends_when is not None or not _former(d, ctx):
        return False
    start, end = ctx.step_at(d.anchor)
    return not any(start <= m.span[0] < end for m in ctx.times) and _has_verb(mention, ctx)


def _has_verb(mention: TimeMention, ctx: SentenceContext) -> bool:
    """Whether the clause of ``mention`` says something of its own (a finite verb besides its
    dates): "..., but in 2020 I joined Initech" does; "..., 2016년부터요" only dates the last."""
    start, end = ctx.step_at(mention.span[0])
    if ctx.lang == "ko":
        from consolidator.extract.korean_np import analysis  # here: korean_np imports this module

        return any(
            tag.startswith(("VV", "VA", "XSV", "XSA")) and start <= s < end and not any(m.span[0] <= s < m.span[1] for m in ctx.times)
            for w in analysis(ctx).words for _f, tag, s, _e in w.morphs
        )  # fmt: skip
    rest, at = [], start
    for m in sorted(ctx.times, key=lambda m: m.span[0]):
        if start <= m.span[0] < end:
            rest.append(ctx.text[at : m.span[0]])
            at = max(at, m.span[1])
    rest.append(ctx.text[at:end])
    return _VERB_EN.search(" ".join(rest)) is not None


#: Predicates a plan cue does not make a plan: "My buddy Marco is going to Solstice too" still
#: says the user knows Marco.
_NEVER_PLANNED = frozenset({"plans_to", "knows", "family", "relationship_status", "name"})


def finalize(d: Draft, ctx: SentenceContext) -> Claim | None:
    """Turn a draft into a claim: dates from the nearest time mention, modality from its clause.

    Returns ``None`` for hypotheticals and for plain denials the rule did not read itself.
    """
    mod = ctx.modality_at(d.anchor)
    if mod.kind == "hypothetical":
        return None
    if d.action == "assert" and not d.negation_ok and not d.event:
        negated = _negated_at(ctx, d.anchor)
        if negated == "denied":
            return None
        if negated == "ceased":
            d = replace(d, action="end", negation_ok=True)
    mention = pick_time(d, ctx)
    if mention is not None and _former_undated(d, mention, ctx):
        mention = None  # "I used to work at Acme, but in 2020 I joined Initech": 2020 is Initech's
    if d.holds_now and mention is not None and mention.start.date() > ctx.reference_time.date():
        mention = None  # the future date is another draft's (the quit of the job that holds now)
    if mention is not None and (d.planned_hint or mod.kind == "planned"):
        mention = _next_weekday(mention, ctx)
    if (
        mention is not None
        and mod.kind == "past"
        and mention.start.date() > ctx.reference_time.date()
    ):
        mention = _in_own_clause(mention, ctx)
    if mention is not None and mention.start.date() < ctx.reference_time.date() and ctx.lang == "en":
        start, end = ctx.clause_at(mention.span[0])
        own = ctx.text[start:end]
        sched = SCHEDULED_EN.search(own)
        if sched and sched.start() < mention.span[0] - start and not is_past_tense(own[sched.start() :]):
            # "Signed my contract; I start there on the 1st", "handed in my notice, last day is
            # the 20th": the words from the scheduling verb on are the date's own clause
            mention = _in_own_clause(mention, ctx, start + sched.start())
    if (
        mention is not None
        and ctx.lang == "en"
        and mention.start.date() > ctx.reference_time.date()
        and ctx.next is not None
        and CORRECTION_EN.match(ctx.next.text)
        and not _FUTURE_WORD.search(mention.surface)
    ):
        # "X has me starting on the 1st... well, started, it's been a week": the next sentence
        # corrects the tense, so the date is read with it
        for sub in resolve_times(f"{ctx.text} {ctx.next.text}", ctx.reference_time):
            if sub.span == mention.span:
                mention = sub
    valid_at: datetime | None = None
    invalid_at: datetime | None = None
    precision: Precision = "instant"
    succeeds = mention is not None and d.action == "assert" and succeeds_until(mention, d, ctx)
    if mention is not None:
        precision = mention.precision
        if succeeds:
            valid_at = mention.start  # "I was at Globex until 2022, then I joined Initech"
        elif d.action == "end" or mention.relation in ("until", "before"):
            invalid_at = mention.start
        else:
            valid_at = mention.start
    ref_day = ctx.reference_time.date()
    if (
        mention is not None and valid_at is not None and d.action == "assert"
        and (range_end := range_end_mention(mention, ctx)) is not None
    ):  # fmt: skip
        invalid_at = range_end.start  # "I lived in Lubbock from 2013 till January", "... from 2010 to 2020"
    if (
        d.action == "assert" and not d.event and d.ends_when is None and mention is None
        and not d.holds_now and _former(d, ctx)
    ):  # fmt: skip
        # "I used to volunteer at the food bank": a former state, its dates unknown: an end
        # (which closes the open fact it names, or is kept as a closed one). The fact's own text
        # is kept for a next sentence that gives its start ("원래는 포항에 살았어요. 2019년부터요.").
        held = d.text or render(d.predicate, d.subject, d.object, "assert", ctx.lang, d.detail)
        d = replace(d, action="end", negation_ok=True, metadata={**d.metadata, FORMER_STATE: held})
    when = invalid_at if d.action == "end" else (valid_at or invalid_at)
    future = when is not None and when.date() > ref_day
    weak = mod.cue in _WEAK_PLAN_CUES and d.weak_plan_ok
    says_plan = not d.holds_now and ((mod.kind == "planned" and not weak) or (d.planned_hint and mod.kind != "past"))
    planned = future or (says_plan and (when is None or when.date() > ref_day))
    predicate, obj, action, detail = d.predicate, d.object, d.action, d.detail
    metadata = dict(d.metadata)
    if planned and when is None and predicate in _NEVER_PLANNED and predicate != "plans_to":
        planned = False  # the person is known now, whatever the plan
    if planned and when is None and not d.event and predicate not in _NEVER_PLANNED:
        # A plan without a date must not change the current facts: keep it as an intention. What
        # it would change is kept, so that a next sentence giving the date ("My last day is the
        # end of next month.") turns it back into the dated change.
        metadata[PLAN_OF] = f"{predicate}|{action}|{obj}"
        predicate, obj, action, detail = "plans_to", d.plan_text or obj, "assert", None
    text = d.text or render(predicate, d.subject, obj, action, ctx.lang, detail)
    if d.event and when is not None:
        text = f"{text} ({iso_day(when)})"
    elif predicate != d.predicate and d.plan_text:
        text = render(predicate, d.subject, obj, action, ctx.lang)
    return Claim(
        subject=d.subject,
        predicate=predicate,
        object=obj,
        text=text,
        action=action,
        valid_at=valid_at,
        invalid_at=invalid_at,
        precision=precision,
        ends_when=d.ends_when,
        modality="planned" if planned else "stated",
        confidence=d.confidence,
        qualifier=d.qualifier,
        metadata=metadata,
    )



def revive_plan(claim: Claim, lang: Lang) -> Claim | None:
    """The change an undated ``plans_to`` claim announced (to be dated by a follow-up), else ``None``."""
    spec = claim.metadata.get(PLAN_OF)
    if claim.predicate != "plans_to" or not spec:
        return None
    predicate, action, obj = spec.split("|", 2)
    meta = {k: v for k, v in claim.metadata.items() if k != PLAN_OF}
    act: Action = "end" if action == "end" else "assert"
    return replace(claim, predicate=predicate, object=obj, action=act, modality="planned",
                   text=render(predicate, claim.subject, obj, act, lang), metadata=meta)  # fmt: skip


def with_time(claim: Claim, mention: TimeMention, reference_time: datetime) -> Claim:
    """``claim`` with the date of a follow-up sentence ("Been there since 2018.") filled in."""
    if claim.action == "end" or mention.relation in ("until", "before"):
        if claim.invalid_at is not None:
            return claim
        future = mention.start.date() > reference_time.date()
        return replace(
            claim,
            invalid_at=mention.start,
            precision=mention.precision,
            modality="planned" if future else claim.modality,
        )
    if claim.valid_at is not None:
        return claim
    future = mention.start.date() > reference_time.date()
    return replace(
        claim,
        valid_at=mention.start,
        precision=mention.precision,
        modality="planned" if future else claim.modality,
    )
