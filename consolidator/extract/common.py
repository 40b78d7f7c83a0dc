"""What the English and Korean rules share: drafts, the per-sentence context, dates, fact text.

A rule turns a sentence into :class:`Draft` objects (subject, predicate, object, where the verb
is). :func:`finalize` then reads the time mention nearest the verb (DESIGN.md section 3, step 2),
the clause's modality (hypotheticals are dropped, plans keep their future date) and renders the
short self-contained fact text, which always contains the object verbatim.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cached_property

from consolidator.extract.sentences import Lang, Sentence, clause_spans
from consolidator.modality import Modality, detect_modality
from consolidator.temporal import TimeMention, resolve_times
from consolidator.types import SELF, Action, Claim, Precision

_TIME_HINT_EN = re.compile(
    r"(?i)\b(?:today|tonight|yesterday|tomorrow|ago|last|next|this|past|week|weekend|month|year|morning|evening|"
    r"night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|"
    r"august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|since|until|"
    r"new\s+year'?s?|christmas|now|first|\d{4}|\d{1,2}(?:st|nd|rd|th))\b|\d{1,4}[-/.]\d{1,2}"
)
_TIME_HINT_KO = re.compile(
    r"\d+\s*(?:일|월|년|주|개월|달)|어제|오늘|내일|그제|그저께|모레|이틀|사흘|나흘|닷새|엿새|열흘|보름|지난|이번|다음|"
    r"저번|요일|새해|연초|연말|첫날|작년|올해|내년|재작년|며칠|말일|\d{4}[-/.]\d{1,2}"
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

_LABEL_EN = {
    "lives_in": ("{s} lives in {o}", "{s} no longer lives in {o}"),
    "works_at": ("{s} works at {o}", "{s} leaves {o}"),
    "job_title": ("{s} works as {o}", "{s} no longer works as {o}"),
    "member_of": ("{s} is a member of {o}", "{s} left {o}"),
    "subscription_plan": ("{s} is on the {o} plan", "{s} is no longer on the {o} plan"),
    "takes_medication": ("{s} takes {o}", "{s} stopped taking {o}"),
    "has_pet": ("{s} has a pet named {o}", "{s} no longer has the pet {o}"),
    "hobby": ("{s} does {o} as a hobby", "{s} stopped doing {o}"),
    "volunteers_as": ("{s} volunteers as {o}", "{s} stopped volunteering as {o}"),
    "side_job": ("{s} has a side job: {o}", "{s} stopped the side job {o}"),
    "likes": ("{s} likes {o}", "{s} no longer likes {o}"),
    "dislikes": ("{s} dislikes {o}", "{s} no longer dislikes {o}"),
    "diet": ("{s}'s diet: {o}", "{s}'s diet no longer: {o}"),
    "has_condition": ("{s} has {o}", "{s} no longer has {o}"),
    "owns": ("{s} owns {o}", "{s} no longer owns {o}"),
    "studied_at": ("{s} studied at {o}", "{s} left {o}"),
    "name": ("{s}'s name is {o}", "{s}'s name is no longer {o}"),
    "birthday": ("{s}'s birthday is {o}", "{s}'s birthday is not {o}"),
    "age": ("{s} is {o} years old", "{s} is not {o} years old"),
    "relationship_status": ("{s} is in a relationship with {o}", "{s} is no longer with {o}"),
    "plans_to": ("{s} plans to {o}", "{s} no longer plans to {o}"),
    "event": ("{s}: {o}", "{s}: {o} (cancelled)"),
    "phone_extension": ("{s}'s phone extension is {o}", "{s}'s phone extension is no longer {o}"),
    "habit": ("{s} has the habit: {o}", "{s} gave up {o}"),
}
_LABEL_KO = {
    "lives_in": "거주지", "works_at": "직장", "job_title": "직무", "member_of": "소속",
    "subscription_plan": "요금제", "takes_medication": "복용 중인 약", "has_pet": "반려동물",
    "hobby": "취미", "volunteers_as": "봉사 활동", "side_job": "부업", "likes": "좋아하는 것",
    "dislikes": "싫어하는 것", "diet": "식습관", "has_condition": "건강 상태", "owns": "소유",
    "studied_at": "학교", "name": "이름", "birthday": "생일", "age": "나이", "family": "가족",
    "knows": "지인", "relationship_status": "연인", "plans_to": "계획", "event": "일정",
    "phone_extension": "내선 번호", "habit": "습관",
}  # fmt: skip


def display_subject(subject: str, lang: Lang) -> str:
    """How a subject is written in fact text: the user is "User" / "사용자"."""
    if subject == SELF:
        return "사용자" if lang == "ko" else "User"
    return subject


def render(predicate: str, subject: str, obj: str, action: Action, lang: Lang, detail: str | None = None) -> str:
    """A short self-contained sentence stating the fact; it contains ``obj`` verbatim.

    Args:
        predicate: canonical or extractor-specific predicate name.
        subject: ``SELF`` or a name.
        obj: the object as stored.
        action: "assert" or "end".
        lang: the language of the source sentence.
        detail: an optional qualifying phrase appended in parentheses ("for my hay fever").
    """
    s = display_subject(subject, lang)
    if lang == "ko":
        label = _LABEL_KO.get(predicate, predicate.replace("_", " "))
        text = f"{s}의 {label}: {obj}" + (" (종료)" if action == "end" else "")
    elif predicate in _LABEL_EN:
        text = _LABEL_EN[predicate][1 if action == "end" else 0].format(s=s, o=obj)
    elif predicate in ("family", "knows"):
        text = f"{obj} is {s}'s {detail or 'acquaintance'}" if s != "User" else f"{obj} is the user's {detail or 'acquaintance'}"
        return text + ("" if action == "assert" else " (no longer)")
    else:
        text = f"{s}'s {predicate.replace('_', ' ')} is {obj}"
        if action == "end":
            text += " (no longer)"
    if detail and predicate not in ("family", "knows"):
        text += f" ({detail})"
    return text


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
    text: str | None = None
    metadata: dict[str, str] = field(default_factory=dict)


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
            found = resolve_times(self.text, self.reference_time) if has_time_hint(self.text, self.lang) else []
            cached = [m for m in found if not _recurring(self.text, m)]
            self.cache[key] = cached
        return cached  # type: ignore[return-value]

    @cached_property
    def clauses(self) -> list[tuple[int, int]]:
        """Clause spans of the sentence."""
        return clause_spans(self.text, self.lang)

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

    def modality_at(self, offset: int) -> Modality:
        """Modality of the clause containing ``offset``; a conditional clause before it counts."""
        span = self.clause_at(offset)
        if span not in self._modality:
            mod = detect_modality(self.text[span[0] : span[1]])
            if mod.kind != "hypothetical":
                idx = self.clauses.index(span)
                if idx > 0:
                    before = self.clauses[idx - 1]
                    prev_mod = detect_modality(self.text[before[0] : before[1]])
                    if prev_mod.kind == "hypothetical" and _is_conditional(prev_mod.cue):
                        mod = prev_mod
            self._modality[span] = mod
        return self._modality[span]


_WEEKDAY = re.compile(r"(?i)^(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day$")


def _recurring(text: str, m: TimeMention) -> bool:
    """A weekday used as a habit or a kind ("on Tuesday evenings", "a Saturday job"), not a date."""
    if not _WEEKDAY.match(m.surface.strip()):
        return False
    before = text[: m.span[0]].lower().rstrip()
    after = text[m.span[1] :].lower()
    return before.endswith((" a", " an", " every", " each")) or before in ("a", "an", "every", "each") or bool(
        re.match(r"s\b|\s+(?:mornings|evenings|nights|afternoons)\b", after)
    )


def _is_conditional(cue: str | None) -> bool:
    return (bool(cue) and (cue or "").lower().strip() in ("if", "unless", "what if")) or (cue or "").endswith("면")


def _distance(span: tuple[int, int], anchor: int) -> int:
    if span[0] <= anchor < span[1]:
        return 0
    return min(abs(anchor - span[1]), abs(span[0] - anchor))


def _overlaps(a: tuple[int, int], b: tuple[int, int] | None) -> bool:
    return b is not None and a[0] < b[1] and b[0] < a[1]


_NEG_BEFORE_EN = re.compile(
    r"(?i)\b(?:don't|don’t|do\s+not|doesn't|doesn’t|does\s+not|didn't|didn’t|did\s+not|not|never|no\s+longer|"
    r"isn't|aren't|wasn't|weren't|haven't|hasn't|can't|cannot|won't)\s+(?:[\w'’]+\s+){0,2}$"
)
_NEG_KO_BEFORE = re.compile(r"(?:^|\s)(?:안|못)\s*$")
_NEG_KO_AFTER = re.compile(r"^\S*?(?:지\s*(?:않|못|말)|지는\s*않)|^\S*\s+(?:\S+\s+)?(?:안|못)\s+\S")
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
        neg = bool(_NEG_BEFORE_EN.search(before))
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
    clause = ctx.clause_at(d.anchor)
    pool = [m for m in mentions if clause[0] <= m.span[0] < clause[1]]
    if not pool and d.sentence_time:
        pool = mentions
    if not pool:
        return None
    return min(pool, key=lambda m: _distance(m.span, d.anchor))


def iso_day(dt: datetime) -> str:
    """``YYYY-MM-DD`` of an aware datetime in its own offset."""
    return dt.date().isoformat()


def finalize(d: Draft, ctx: SentenceContext) -> Claim | None:
    """Turn a draft into a claim: dates from the nearest time mention, modality from its clause.

    Returns ``None`` for hypotheticals and for plain denials the rule did not read itself.
    """
    mod = ctx.modality_at(d.anchor)
    if mod.kind == "hypothetical":
        return None
    if mod.kind == "negated" and not d.negation_ok and d.action == "assert":
        return None
    if d.action == "assert" and not d.negation_ok and not d.event:
        negated = _negated_at(ctx, d.anchor)
        if negated == "denied":
            return None
        if negated == "ceased":
            d = replace(d, action="end", negation_ok=True)
    mention = pick_time(d, ctx)
    valid_at: datetime | None = None
    invalid_at: datetime | None = None
    precision: Precision = "instant"
    if mention is not None:
        precision = mention.precision
        if d.action == "end" or mention.relation in ("until", "before"):
            invalid_at = mention.start
        else:
            valid_at = mention.start
    when = invalid_at if d.action == "end" else (valid_at or invalid_at)
    ref_day = ctx.reference_time.date()
    future = when is not None and when.date() > ref_day
    weak = mod.cue in _WEAK_PLAN_CUES and d.weak_plan_ok
    says_plan = (mod.kind == "planned" and not weak) or (d.planned_hint and mod.kind != "past")
    planned = future or (says_plan and (when is None or when.date() > ref_day))
    predicate, obj, action, detail = d.predicate, d.object, d.action, d.detail
    if planned and when is None and not d.event and predicate != "plans_to":
        # A plan without a date must not change the current facts: keep it as an intention.
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
        metadata=dict(d.metadata),
    )


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
