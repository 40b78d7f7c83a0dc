"""English rules, part 3: hobbies, side jobs and volunteering, preferences, diet and health,
education, numbered attributes, dated events."""

from __future__ import annotations

import re

from consolidator.extract.common import Draft, SentenceContext
from consolidator.extract.english_np import (
    clause_subject,
    clean,
    generic_np,
    proper_np,
    subject_before,
)
from consolidator.extract.lexicon import (
    HOBBY_CUE,
    SIDE_JOB_CUE,
    VOLUNTEER_CUE,
    is_activity_en,
    is_medication_en,
)
from consolidator.types import SELF


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


_PRONOUNS = frozenset({"it", "them", "that", "this", "those", "these"})
_PRONOUN_AT = re.compile(r"(?i)(it|them|that|those)\b")

# --- hobbies, side jobs, volunteering -------------------------------------------------------------

_INTO = _rx(
    r"\b(?:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been|we're|i've\s+gotten|i’ve\s+gotten|i\s+got|i've\s+become|i\s+became)\s+(?:(?:really|totally|so|very|super|quite|pretty|big|also|now|getting|seriously)\s+)*"
    r"(?:into|passionate\s+about|obsessed\s+with|hooked\s+on|addicted\s+to)\s+"
)
_MY_HOBBY = _rx(r"\bmy\s+(?:main\s+|favou?rite\s+|big\s+|new\s+|only\s+|current\s+)?(?:hobby|hobbies|pastime|passion)\s+(?:is|are|these\s+days\s+is)\s+")
_IS_MY_HOBBY = _rx(r"\s+(?:is|are)\s+(?:my|a)\s+(?:main\s+|favou?rite\s+|new\s+|big\s+)?(?:hobby|hobbies|pastime|passion|thing|obsession|happy\s+place)\b")
_SPEND = _rx(
    r"\bi\s+spend\s+(?:most|all|many|a\s+lot)?\s*(?:of\s+)?(?:my\s+)?(?:weekends|evenings|free\s+time|spare\s+time|mornings)"
    r"\s+(?P<act>\w+ing(?:\s+(?!on\b|at\b|in\b|with\b)\w+)?)"
)
_VOLUNTEER_VERB = _rx(r"\bi\s+(?:also\s+)?(?P<v>coach|run|lead|organi[sz]e|mentor|tutor|teach|help\s+run|referee|umpire)\s+")
_TAKES_TIME = _rx(r"\s+(?:takes|took|fills|eats)\s+up\s+(?:most|all|a\s+lot|much)\s+of\s+my\s+(?:free|spare)\s+time")
_DO_AS_HOBBY = _rx(r"\bi\s+(?:do|play|practi[cs]e|go)\s+(?P<act>[\w -]{3,30}?)\s+(?:as\s+a\s+hobby|for\s+fun|in\s+my\s+(?:free|spare)\s+time|every\s+(?:week|weekend))")
_PLAY = _rx(r"\b(?:i|we)\s+(?:(?:also|still|often|usually|regularly)\s+)?(?:play|practi[cs]e|go|do)\s+(?!to\b|for\b|with\b|out\b|back\b|home\b)")
_SIDE_DOING = _rx(r"\b(?:been\s+|am\s+|'m\s+)?doing\s+(?P<x>[\w -]{3,40}?)\s+(?:on\s+the\s+side|as\s+a\s+side\s+(?:hustle|job|gig)|for\s+extra\s+(?:cash|money|income))")
_START = _rx(
    r"\b(?:started|start|starting|began|begun|picked\s+up|took\s+up|taken\s+up|taking\s+up|got\s+into|getting\s+into|"
    r"signed\s+up\s+for|joined|tried\s+out)\s+(?!at\b|with\b|on\b|in\b|to\b|taking\b|a\s+new\s+job\b|work\w*\b|there\b)"
)
_SIDE_AS = _rx(r"(?:a\s+)?side\s+(?:job|gig|hustle)\s+as\s+(?:an?\s+)?")
_VOLUNTEER_AS = _rx(r"\b(?:volunteer(?:s|ed|ing)?|help(?:s|ed|ing)?\s+out)\s+(?:as|at|with|for)\s+(?:an?\s+|the\s+)?")
_SERVE_AS = _rx(
    r"\b(?:serve[sd]?|serving|work(?:s|ed|ing)?|help(?:s|ed|ing)?\s+out)\s+as\s+(?:an?\s+|the\s+)?|"
    r"\b(?:i'm|i’m|i\s+am|i've\s+been|i\s+have\s+been|i\s+was)\s+(?:also\s+|still\s+)?(?:an?|the)\s+"
)


_CUE_TAIL = re.compile(
    r"(?i)\s+(?:for\s+(?:some\s+)?(?:extra|fun|the\s+money|cash|money|a\s+living)|as\s+an?\s+(?:side|volunteer|hobby)|"
    r"on\s+the\s+side|on\s+a\s+volunteer\s+basis)\b.*$"
)


def _trim(got: tuple[str, tuple[int, int]] | None) -> tuple[str, tuple[int, int]] | None:
    """Drop a trailing cue phrase ("... for extra cash", "... on the side") from a role phrase."""
    if got is None:
        return None
    m = _CUE_TAIL.search(got[0])
    if m is None:
        return got
    return got[0][: m.start()], (got[1][0], got[1][0] + m.start())


def _clause_head(ctx: SentenceContext, end: int) -> tuple[str, tuple[int, int]] | None:
    start = ctx.clause_at(max(0, end - 1))[0]
    span = generic_np(ctx.text, start, max_words=4, stop_at=end)
    return clean(ctx, span)


def activities(ctx: SentenceContext) -> list[Draft]:
    """Hobbies, side jobs and volunteer roles."""
    t = ctx.text
    out: list[Draft] = []
    after = t + " " + (ctx.next.text if ctx.next else "")
    side_cue = bool(SIDE_JOB_CUE.search(after))
    volunteer = bool(VOLUNTEER_CUE.search(after))
    for pattern in (_INTO, _MY_HOBBY):
        for m in pattern.finditer(t):
            got = clean(ctx, generic_np(t, m.end(), max_words=4))
            subject = subject_before(ctx, m.start()) if pattern is _INTO else SELF
            if got and subject:
                pred = "hobby" if (pattern is _MY_HOBBY or is_activity_en(got[0])) else "likes"
                out.append(Draft(subject, pred, got[0], m.start(), obj_span=got[1]))
    for pattern in (_IS_MY_HOBBY, _TAKES_TIME):
        for m in pattern.finditer(t):
            got = _clause_head(ctx, m.start())
            if got:
                out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _SPEND.finditer(t):
        out.append(Draft(SELF, "hobby", m.group("act").strip(), m.start(), obj_span=m.span("act")))
    for m in _DO_AS_HOBBY.finditer(t):
        out.append(Draft(SELF, "hobby", m.group("act").strip(), m.start(), obj_span=m.span("act")))
    for m in _PLAY.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=3))
        if got and is_activity_en(got[0]) and not side_cue and not any(d.object == got[0] for d in out):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _SIDE_DOING.finditer(t):
        subject = clause_subject(ctx, m.start())
        if subject:
            out.append(Draft(subject, "side_job", m.group("x").strip(), m.start(), obj_span=m.span("x")))
    for m in _START.finditer(t):
        side = _SIDE_AS.match(t, m.end())
        pos = side.end() if side else m.end()
        learning = re.match(r"(?i)(?:learning|playing|practi[cs]ing|studying)\s+(?:the\s+|a\s+|an\s+)?", t[pos:])
        if learning:
            rest = clean(ctx, generic_np(t, pos + learning.end(), max_words=4))
            if rest:
                pos_end = rest[1][1]
                out.append(Draft(subject_before(ctx, m.start()) or SELF, "hobby", t[pos:pos_end], m.start(), obj_span=(pos, pos_end)))
                continue
        got = _trim(clean(ctx, generic_np(t, pos, max_words=8, allow_pp=True)))
        subject = subject_before(ctx, m.start())
        if got is None or subject is None or got[0].lower() in _PRONOUNS:
            continue
        obj, span = got
        if is_medication_en(obj):
            out.append(Draft(subject, "takes_medication", obj, m.start(), obj_span=span, plan_text=f"take {obj}"))
        elif side or side_cue or re.search(r"(?i)\b(?:job|gig|commissions?|freelance|shifts?)\b", obj):
            out.append(Draft(subject, "side_job", obj, m.start(), obj_span=span, plan_text=f"start {obj}"))
        else:
            short = clean(ctx, generic_np(t, pos, max_words=4))
            if short and (is_activity_en(short[0]) or HOBBY_CUE.search(t) or (ctx.prev and HOBBY_CUE.search(ctx.prev.text))):
                if not proper_np(t, pos) or is_activity_en(short[0]):
                    out.append(Draft(subject, "hobby", short[0], m.start(), obj_span=short[1], plan_text=f"start {short[0]}"))
    if volunteer:
        for m in _VOLUNTEER_VERB.finditer(t):
            got = _trim(clean(ctx, generic_np(t, m.end(), max_words=7, allow_pp=True)))
            if got:
                role = t[m.start("v") : got[1][1]]
                out.append(Draft(SELF, "volunteers_as", role, m.start(), obj_span=(m.start("v"), got[1][1])))
        for pattern in (_VOLUNTEER_AS, _SERVE_AS):
            for m in pattern.finditer(t):
                got = _trim(clean(ctx, generic_np(t, m.end(), max_words=9, allow_pp=True)))
                first = m.group().lower().startswith(("i'", "i ", "i’"))
                subject = SELF if first else subject_before(ctx, m.start())
                if got and subject:
                    out.append(Draft(subject, "volunteers_as", got[0], m.start(), obj_span=got[1]))
    return out


# --- preferences, diet, health, education ---------------------------------------------------------

_LIKE = _rx(r"\bi\s+(?:really\s+|absolutely\s+|just\s+|totally\s+|do\s+|still\s+|genuinely\s+)?(?:love|like|adore|enjoy)\s+(?!to\b|it\b|that\b|this\b|them\b|you\b|when\b|how\b|the\s+idea)")
_DISLIKE = _rx(r"\bi\s+(?:really\s+|absolutely\s+|just\s+|totally\s+|honestly\s+)?(?:hate|dislike|detest|loathe|can't\s+stand|can’t\s+stand|cannot\s+stand|can't\s+bear|avoid|never\s+touch|never\s+eat|never\s+drink|(?:don't|don’t|do\s+not)\s+(?:really\s+)?(?:like|enjoy))\s+")
_PERSON = _rx(r"\bi(?:'m|’m|\s+am)\s+(?:now\s+)?(?:a|an)\s+(?P<x>\w+(?:\s+\w+)?)\s+person\b")
_FAVORITE = _rx(r"\bmy\s+(?:new\s+|all-time\s+)?favou?rite\s+(?P<cat>[\w ]{2,25}?)\s+(?:is|are)\s+(?:now\s+)?")
_GAVE_UP = _rx(r"\b(?:gave\s+up|given\s+up|giving\s+up|cut\s+out|cutting\s+out|stopped\s+(?:eating|drinking))\s+")
_HABIT = _rx(r"\b(?:every|each)\s+(?:morning|day|evening|night)\s+(?:starts|begins)\s+with\s+(?:a\s+|an\s+)?(?:(?:pot|cup|glass|mug|bowl|bottle|plate)\s+of\s+)?")
_DIET = _rx(r"\bi(?:'m|’m|\s+am|'ve\s+been|\s+have\s+been)\s+(?:now\s+|a\s+|strictly\s+|fully\s+|mostly\s+)*(?P<d>vegetarian|vegan|pescatarian|pescetarian|lactose[- ]intolerant|gluten[- ]free|kosher|halal|keto|teetotal|celiac|coeliac|plant[- ]based)\b")
_DONT_EAT = _rx(r"\bi\s+(?:don't|do\s+not|don’t|no\s+longer)\s+(?:eat|drink)\s+")
_ALLERGIC = _rx(r"\b(?:i'm|i’m|i\s+am)\s+(?:severely\s+|very\s+|mildly\s+|deathly\s+|also\s+)?allergic\s+to\s+")
_ALLERGY = _rx(r"\bi\s+(?:have|'ve\s+got|got)\s+(?:a|an)\s+(?:severe\s+|mild\s+)?(?P<x>[\w -]{2,25}?)\s+allergy\b")
_DIAGNOSED = _rx(r"\b(?:diagnosed\s+with|i\s+suffer\s+from)\s+")
_CHANGE = _rx(r"\b(?:now|anymore|any\s+more|no\s+longer|these\s+days|nowadays)\b")
_STUDY = _rx(r"\b(?:studied|study|studying|majored\s+in|majoring\s+in)\s+(?P<f>[\w ]{2,30}?)\s+at\s+")
_SCHOOL = _rx(r"\bgraduated\s+from\s+|\b(?:i'm|i’m|i\s+am)\s+(?:a\s+)?(?:student|freshman|sophomore|grad\s+student|phd\s+student|undergrad)\s+at\s+")


def preferences(ctx: SentenceContext) -> list[Draft]:
    """Likes and dislikes, habits, diet, allergies and conditions, schools."""
    t = ctx.text
    out: list[Draft] = []
    change = bool(_CHANGE.search(t))

    def np_at(pos: int, words: int = 4) -> tuple[str, tuple[int, int]] | None:
        return clean(ctx, generic_np(t, pos, max_words=words))

    for pattern, pred in ((_LIKE, "likes"), (_DISLIKE, "dislikes"), (_HABIT, "likes"), (_GAVE_UP, "likes")):
        for m in pattern.finditer(t):
            pron = _PRONOUN_AT.match(t, m.end())
            word = pron.group(1) if pron else ""
            subject = subject_before(ctx, m.start()) if pattern is not _HABIT else SELF
            if subject is None:
                continue
            if word.lower() in _PRONOUNS:
                out.append(Draft(subject, pred, word, m.start(), pronoun=True, negation_ok=True,
                                 action="end" if pattern is _GAVE_UP else "assert"))  # fmt: skip
                if change and pattern is _DISLIKE:
                    out.append(Draft(subject, "likes", word, m.start(), pronoun=True, negation_ok=True, action="end"))
                continue
            got = np_at(m.end())
            if got is None or is_medication_en(got[0]):
                continue
            obj, span2 = got
            if pattern is _GAVE_UP and _PRONOUN_AT.match(t, span2[1] + 1):
                continue
            if pattern is _GAVE_UP:
                out.append(Draft(subject, "likes", obj, m.start(), obj_span=span2, action="end", negation_ok=True))
                if "cut" in m.group().lower():
                    out.append(Draft(subject, "dislikes", obj, m.start(), obj_span=span2, text=f"User avoids {obj} (cut out)", negation_ok=True))
                continue
            out.append(Draft(subject, pred, obj, m.start(), obj_span=span2, negation_ok=True,
                             detail="every day" if pattern is _HABIT else None))  # fmt: skip
            if change:
                other = "dislikes" if pred == "likes" else "likes"
                out.append(Draft(subject, other, obj, m.start(), obj_span=span2, action="end", negation_ok=True))
    for m in _PERSON.finditer(t):
        x = m.group("x")
        out.append(Draft(SELF, "likes", x, m.start(), obj_span=m.span("x"), text=f"User is a {x} person"))
        if change:
            out.append(Draft(SELF, "dislikes", x, m.start(), obj_span=m.span("x"), action="end", negation_ok=True))
    for m in _FAVORITE.finditer(t):
        got = clean(ctx, proper_np(t, m.end(), allow_lower=True))
        if got:
            cat = m.group("cat").strip().lower()
            out.append(Draft(SELF, "likes", got[0], m.start(), obj_span=got[1], qualifier=cat,
                             text=f"User's favorite {cat} is {got[0]}"))  # fmt: skip
    for m in _DIET.finditer(t):
        out.append(Draft(SELF, "diet", m.group("d"), m.start(), obj_span=m.span("d"), text=f"User is {m.group('d')}"))
    for m in _DONT_EAT.finditer(t):
        got = np_at(m.end(), 3)
        if got:
            out.append(Draft(SELF, "diet", f"no {got[0]}", m.start(), negation_ok=True, text=f"User does not eat no {got[0]}".replace("not eat no ", "not eat ")))
    for m in _ALLERGIC.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=4))
        if got:
            out.append(Draft(SELF, "has_condition", got[0], m.start(), obj_span=got[1], text=f"User is allergic to {got[0]}",
                             metadata={"condition": "allergy"}))  # fmt: skip
    for m in _ALLERGY.finditer(t):
        x = m.group("x").strip()
        out.append(Draft(SELF, "has_condition", f"{x} allergy", m.start(), text=f"User has a {x} allergy", metadata={"condition": "allergy"}))
    for m in _DIAGNOSED.finditer(t):
        got = np_at(m.end())
        if got:
            out.append(Draft(SELF, "has_condition", got[0], m.start(), obj_span=got[1]))
    for m in _STUDY.finditer(t):
        got = clean(ctx, proper_np(t, m.end()))
        if got:
            out.append(Draft(SELF, "studied_at", got[0], m.start(), obj_span=got[1], detail=m.group("f").strip()))
    for m in _SCHOOL.finditer(t):
        got = clean(ctx, proper_np(t, m.end()))
        if got:
            out.append(Draft(SELF, "studied_at", got[0], m.start(), obj_span=got[1]))
    return out


# --- numbered attributes, dated events ------------------------------------------------------------

_ATTR = _rx(
    r"\bmy\s+(?:new\s+)?(?P<attr>(?:[\w-]+\s+){0,3}?(?:number|code|extension|id|email(?:\s+address)?|username|handle|plate))"
    r"(?P<where>\s+(?:at|for)\s+(?:the\s+)?[\w -]{1,30}?)?\s+is\s+(?:now\s+)?(?P<val>[\w@+-]*\d(?:[\w@+-]|\.(?=\w))*|[\w.+-]+@[\w-]+(?:\.\w+)+)"
)
_PAST_VERB = _rx(
    r"^(?:had|went|got|took|made|ran|saw|met|bought|flew|drove|visited|attended|finished|booked|"
    r"celebrated|hosted|spent|broke|lost|won|sold|left|came|did|[a-z]+ed)\b"
)
_LEAD = _rx(r"^(?:[,.;:!\s-]|and\b|then\b|also\b|so\b|finally\b|just\b)+")


def attributes(ctx: SentenceContext) -> list[Draft]:
    """Numbers and codes the user states about themselves ("my locker code at the gym is 5190")."""
    out: list[Draft] = []
    for m in _ATTR.finditer(ctx.text):
        attr = " ".join(m.group("attr").lower().split())
        pred = "phone_extension" if "extension" in attr else re.sub(r"\W+", "_", attr)
        phrase = attr + (m.group("where") or "")
        out.append(Draft(SELF, pred, m.group("val"), m.start(), obj_span=m.span("val"),
                         text=f"User's {phrase.strip()} is {m.group('val')}", metadata={"attribute": phrase.strip()}))  # fmt: skip
    return out


def events(ctx: SentenceContext, busy: list[tuple[int, int]]) -> list[Draft]:
    """A dated thing the user did or will do, for clauses no other rule used ("I had a tooth pulled last Monday").

    ``busy`` holds the anchors of the other drafts and the spans of the time mentions they use.
    """
    out: list[Draft] = []
    for start, end in ctx.clauses:
        if any(start <= a < end for a, _ in busy):
            continue
        mentions = [m for m in ctx.times if start <= m.span[0] < end and m.precision in ("day", "week")
                    and m.span not in busy]  # fmt: skip
        if not mentions:
            continue
        m = mentions[0]
        clause = ctx.text[start:end]
        rest = (clause[: m.span[0] - start] + " " + clause[m.span[1] - start :]).strip()
        rest = _LEAD.sub("", " ".join(rest.split())).rstrip(" .!,;")
        subject: str | None = None
        lead = re.match(r"(?i)^(?:i|we)(?:'m|’m|'re|’re|'ll|’ll|'ve|’ve|\s+am|\s+will)?\s+(?:just\s+|finally\s+|also\s+|going\s+to\s+)?", rest)
        if lead:
            subject, rest = SELF, rest[lead.end() :]
        elif re.match(r"(?i)^(?:is|was|will\s+be)\s+", rest) and m.span[0] - start < 3:
            subject, rest = SELF, re.sub(r"(?i)^(?:is|was|will\s+be)\s+(?:the\s+|my\s+)?", "", rest)
        elif _PAST_VERB.match(rest):
            subject = SELF
        if subject is None or len(rest.split()) < 2 or len(rest.split()) > 16:
            continue
        if re.search(r"(?i)^(?:it|he|she|they)$", rest.split()[0]) or rest.split()[-1].lower() in _PRONOUNS:
            continue
        anchor = start + max(0, clause.find(rest[:10]))
        out.append(Draft(subject, "event", rest, anchor, event=True, confidence=0.6))
    return out
