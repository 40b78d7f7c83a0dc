"""English rules, part 3: hobbies, side jobs and volunteering."""

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
    r"(?:into|passionate\s+about|obsessed\s+with|hooked\s+on|addicted\s+to|(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of)\s+"
)
_MY_HOBBY = _rx(
    r"\bmy\s+(?:[\w-]+\s+){0,2}?(?:hobby|hobbies|pastime|passion)\s+(?:is|are|these\s+days\s+is)\s+"
)
_IS_MY_HOBBY = _rx(
    r"\s+(?:is|are|has\s+become|'s\s+become|became|has\s+turned\s+into)\s+(?:basically\s+|pretty\s+much\s+|kind\s+of\s+|honestly\s+|really\s+)?(?:my|a)\s+"
    r"(?:main\s+|favou?rite\s+|new\s+|big\s+|whole\s+|current\s+)?"
    r"(?:hobby|hobbies|pastime|passion|thing|obsession|happy\s+place|personality|life|jam|therapy|escape|"
    r"way\s+to\s+(?:spend|relax|unwind|recharge|de-?stress)|thing\s+to\s+do|activity|sport)\b"
    r"|\s+(?:is|are)\s+(?:a\s+)?(?:big|huge|large|major)\s+part\s+of\s+my\s+(?:life|week|weeks|routine|weekends?)\b"
)
_JOB_WORDS = re.compile(r"(?i)\b(?:job|gig|commissions?|freelanc\w*|shifts?)\b")
_AS_ROLE_TAIL = re.compile(
    r"(?i)\s+as\s+(?:an?\s+)?[\w -]{3,40}?(?=\s+(?:for|on|to|in|at|since)\b|[,.!;]|$)"
)
_LOVE_TO = _rx(
    r"\bi\s+(?:really\s+)?(?:love|like|enjoy)\s+(?:to\s+)?(?P<act>\w+(?:\s+\w+)?)\s+(?:in\s+my\s+(?:free|spare)\s+time|on\s+(?:the\s+)?weekends|after\s+work|for\s+fun)"
)
_BEEN_LEARNING = _rx(r"\bi(?:'ve|’ve|\s+have)\s+been\s+(?=(?:learning|practi[cs]ing|studying)\s+)")
_NEW_HOBBY = _rx(
    r"\bnew\s+(?:hobby|obsession|thing|passion)(?:\s+alert)?\s*[:!-]\s*|\bnew\s+this\s+(?:week|month)\s*[:!-]\s*"
)
_SPEND = _rx(
    r"\bi\s+spend\s+(?:most|all|many|a\s+lot)?\s*(?:of\s+)?(?:my\s+)?(?:weekends|evenings|free\s+time|spare\s+time|mornings)"
    r"\s+(?P<act>\w+ing(?:\s+(?!on\b|at\b|in\b|with\b)\w+)?)"
)
_VOLUNTEER_VERB = _rx(
    r"\bi(?:'ve|’ve|\s+have)?\s+(?:also\s+)?(?:been\s+)?(?P<v>coach(?:ing)?|run(?:ning)?|lead(?:ing)?|organi[sz](?:e|ing)|"
    r"mentor(?:ing)?|tutor(?:ing)?|teach(?:ing)?|help(?:ing)?\s+run|referee(?:ing)?|umpir(?:e|ing))\s+"
)
_TAKES_TIME = _rx(
    r"\s+(?:takes|took|fills|eats)\s+up\s+(?:most|all|a\s+lot|much)\s+of\s+my\s+(?:free|spare)\s+time"
)
_DO_AS_HOBBY = _rx(
    r"\bi\s+(?:do|play|practi[cs]e|go)\s+(?P<act>[\w -]{3,30}?)\s+(?:as\s+a\s+hobby|for\s+fun|in\s+my\s+(?:free|spare)\s+time|every\s+(?:week|weekend))"
)
_PLAY = _rx(
    r"\b(?:i|we)\s+(?:(?:also|still|often|usually|regularly)\s+)?(?:play|practi[cs]e|go|do)\s+(?!to\b|for\b|with\b|out\b|back\b|home\b)"
)
_SIDE_GERUND = _rx(
    r"\bi(?:'ve|’ve|\s+have)?\s+(?:been\s+)?(?P<x>\w+ing(?:\s+(?!on\b|for\b|at\b|in\b)\w+){0,4}?)\s+"
    r"(?:(?:on|at|in|during)\s+(?:the\s+)?\w+(?:\s+\w+)?\s+)?"
    r"(?:on\s+the\s+side|for\s+(?:some\s+)?(?:extra\s+(?:cash|money|income)|pocket\s+money|a\s+little\s+extra|side\s+income))"
)
_UNWIND = _rx(
    r"\s+(?:is|are)\s+how\s+i\s+(?:unwind|relax|recharge|de-?stress|decompress|clear\s+my\s+head|switch\s+off)\b"
)
_SIDE_DOING = _rx(
    r"\b(?:been\s+|am\s+|'m\s+)?doing\s+(?P<x>[\w -]{3,40}?)\s+(?:on\s+the\s+side|as\s+a\s+side\s+(?:hustle|job|gig)|for\s+extra\s+(?:cash|money|income))"
)
_START = _rx(
    r"\b(?:started|start|starting|began|begun|picked\s+up|took\s+up|taken\s+up|taking\s+up|got\s+into|getting\s+into|"
    r"signed\s+up\s+for|joined|tried\s+out|trying\s+out|try\s+out|took\s+on|taken\s+on|taking\s+on)\s+(?!at\b|with\b|on\b|in\b|to\b|taking\b|the\s+(?:team|staff|crew|company)\s+(?:at|of)\b|(?:a|my|the|our)\s+(?:new\s+)?(?:job|position|role)\b|work\w*\b|there\b)"
)
_SIDE_AS = _rx(
    r"(?:a\s+|my\s+)?(?:new\s+|little\s+)?side\s+(?:job|gig|hustle)\s+(?:as\s+(?:an?\s+)?|doing\s+)?"
)
#: "got a weekend job at the farmers market", "picked up a part-time gig as a barista".
_SIDE_JOB_NP = _rx(
    r"\b(?:got|landed|took|picked\s+up|found|started|have|started\s+doing)\s+(?:a|an|my|some)\s+(?:new\s+|little\s+)?"
    r"(?=(?:weekend|part[- ]time|side|evening|night|summer|second|holiday|seasonal)\s+(?:job|gig|shifts?|work)\b)"
)
#: Leisure framings: "My weekends are all about X", "I'm usually out cycling", "you'll find me ... bouldering".
_LEISURE = _rx(
    r"\b(?:my\s+)?(?:weekends|evenings|free\s+time|spare\s+time|mornings|sundays|saturdays)\s+(?:are|is)\s+"
    r"(?:all\s+|mostly\s+|usually\s+)?(?:about|for|spent)\s+(?:on\s+)?(?P<a>[\w -]{3,30}?)(?=[.,;!]|\s+and\b|$)"
    r"|\b(?:i'm|i’m|i\s+am|we're)\s+(?:usually\s+|often\s+|always\s+|mostly\s+)?out\s+(?P<b>\w+ing)\b"
    r"|\byou(?:'ll|’ll|\s+will|\s+can)\s+(?:usually\s+)?find\s+me\s+(?:[\w-]+\s+){0,5}?(?P<c>\w+ing)\b"
    r"|\bi(?:'ve|’ve|\s+have)\s+been\s+(?:doing|playing|practi[cs]ing)\s+(?P<d>[\w -]{3,25}?)\s+(?:for|since)\b"
)
_VOLUNTEER_AS = _rx(
    r"\b(?:volunteer(?:s|ed|ing)?|help(?:s|ed|ing)?\s+out)\s+(?:as|at|with|for)\s+(?:an?\s+|the\s+)?"
)
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
    for m in _LOVE_TO.finditer(t):
        act = m.group("act")
        if is_activity_en(act) or act.split()[0].lower() in (
            "paint",
            "draw",
            "bake",
            "cook",
            "knit",
            "sew",
            "garden",
            "hike",
            "swim",
            "run",
            "dance",
            "sing",
            "write",
            "read",
            "surf",
            "skate",
            "ski",
            "climb",
            "fish",
            "camp",
            "cycle",
            "bike",
            "sail",
            "row",
            "golf",
        ):
            out.append(Draft(SELF, "hobby", act, m.start(), obj_span=m.span("act")))
    for m in _BEEN_LEARNING.finditer(t):
        learned = re.match(
            r"(?i)(?:learning|practi[cs]ing|studying)\s+(?:the\s+|a\s+|an\s+|to\s+)?"
            r"\w+(?:\s+(?!since\b|for\b|at\b|in\b|on\b|this\b|last\b|every\b|with\b)\w+)?",
            t[m.end() :],
        )
        if learned:
            phrase = t[m.end() : m.end() + learned.end()]
            out.append(
                Draft(SELF, "hobby", phrase, m.start(), obj_span=(m.end(), m.end() + learned.end()))
            )
    for m in _NEW_HOBBY.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=4))
        if got and is_activity_en(got[0]):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _SPEND.finditer(t):
        out.append(Draft(SELF, "hobby", m.group("act").strip(), m.start(), obj_span=m.span("act")))
    for m in _DO_AS_HOBBY.finditer(t):
        out.append(Draft(SELF, "hobby", m.group("act").strip(), m.start(), obj_span=m.span("act")))
    for m in _PLAY.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=3))
        if got and re.match(r"\s+(?:at|for)\s+[A-Z]", t[got[1][1] :]):
            continue  # "I do bookkeeping at Marrow & Finch": a job
        if (
            got
            and is_activity_en(got[0])
            and not side_cue
            and not any(d.object == got[0] for d in out)
        ):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _LEISURE.finditer(t):
        group = next(g for g in "abcd" if m.group(g))
        got = clean(ctx, generic_np(t, m.start(group), max_words=3))
        if got and (is_activity_en(got[0]) or group in "bc") and not side_cue:
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _SIDE_JOB_NP.finditer(t):
        got = _trim(clean(ctx, generic_np(t, m.end(), max_words=8, allow_pp=True)))
        subject = subject_before(ctx, m.start())
        if got and subject:
            out.append(
                Draft(
                    subject,
                    "side_job",
                    got[0],
                    m.start(),
                    obj_span=got[1],
                    plan_text=f"start {got[0]}",
                )
            )
    for m in _SIDE_GERUND.finditer(t):
        if m.group("x").split()[0].lower() not in ("doing", "working", "going"):
            out.append(Draft(SELF, "side_job", m.group("x"), m.start(), obj_span=m.span("x")))
    for m in _UNWIND.finditer(t):
        got = _clause_head(ctx, m.start())
        if got:
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _SIDE_DOING.finditer(t):
        subject = clause_subject(ctx, m.start())
        if subject:
            out.append(
                Draft(subject, "side_job", m.group("x").strip(), m.start(), obj_span=m.span("x"))
            )
    for m in _START.finditer(t):
        side = _SIDE_AS.match(t, m.end())
        pos = side.end() if side else m.end()
        going = re.match(
            r"(?i)(?:going\s+to|doing|attending|taking)\s+(?:the\s+|a\s+|an\s+|some\s+)?", t[pos:]
        )
        if going and is_activity_en(t[pos + going.end() : pos + going.end() + 40]):
            pos += going.end()
        learning = re.match(
            r"(?i)(?:learning|playing|practi[cs]ing|studying)\s+(?:the\s+|a\s+|an\s+|(?:how\s+)?to\s+)?",
            t[pos:],
        )
        if learning:
            rest = clean(ctx, generic_np(t, pos + learning.end(), max_words=4))
            if rest:
                pos_end = rest[1][1]
                out.append(
                    Draft(
                        subject_before(ctx, m.start()) or SELF,
                        "hobby",
                        t[pos:pos_end],
                        m.start(),
                        obj_span=(pos, pos_end),
                    )
                )
                continue
        course = re.match(r"(?i)(?:an?\s+)?(?:course|round|dose|prescription)\s+of\s+", t[pos:])
        if course:
            pos += course.end()
        got = _trim(clean(ctx, generic_np(t, pos, max_words=8, allow_pp=True)))
        subject = subject_before(ctx, m.start())
        if got is None or subject is None or got[0].lower() in _PRONOUNS:
            continue
        obj, span = got
        if is_medication_en(obj):
            out.append(
                Draft(
                    subject,
                    "takes_medication",
                    obj,
                    m.start(),
                    obj_span=span,
                    plan_text=f"take {obj}",
                )
            )
        elif side or side_cue or _JOB_WORDS.search(obj):
            role_tail = _AS_ROLE_TAIL.match(t, span[1])
            if role_tail:
                cut = clean(ctx, (span[0], role_tail.end()))
                if cut:
                    obj, span = cut
            out.append(
                Draft(subject, "side_job", obj, m.start(), obj_span=span, plan_text=f"start {obj}")
            )
        else:
            short = clean(ctx, generic_np(t, pos, max_words=4))
            cue = HOBBY_CUE.search(t) or (ctx.prev and HOBBY_CUE.search(ctx.prev.text))
            if short and (is_activity_en(short[0]) or (cue and not proper_np(t, pos))):
                out.append(
                    Draft(
                        subject,
                        "hobby",
                        short[0],
                        m.start(),
                        obj_span=short[1],
                        plan_text=f"start {short[0]}",
                    )
                )
    if volunteer:
        for m in _VOLUNTEER_VERB.finditer(t):
            got = _trim(clean(ctx, generic_np(t, m.end(), max_words=7, allow_pp=True)))
            if got:
                role = t[m.start("v") : got[1][1]]
                out.append(
                    Draft(
                        SELF, "volunteers_as", role, m.start(), obj_span=(m.start("v"), got[1][1])
                    )
                )
        for pattern in (_VOLUNTEER_AS, _SERVE_AS):
            for m in pattern.finditer(t):
                got = _trim(clean(ctx, generic_np(t, m.end(), max_words=9, allow_pp=True)))
                first = m.group().lower().startswith(("i'", "i ", "i’"))
                subject = SELF if first else subject_before(ctx, m.start())
                if got and subject:
                    out.append(Draft(subject, "volunteers_as", got[0], m.start(), obj_span=got[1]))
    return out
