"""English rules, part 1: identity, residence and moves, work, people.

Each rule reads one sentence (with its neighbours for cue words) and returns drafts. Patterns are
built on verbs and prepositions ("live in", "moved to", "work at ... as", "my last day at",
"my sister <Name>"); the object is cut by :mod:`consolidator.extract.english_np`.
"""

from __future__ import annotations

import re

from consolidator.extract.common import CURRENT_EMPLOYER, HERE, Draft, SentenceContext
from consolidator.extract.english_np import (
    NOT_NAME,
    clean,
    generic_np,
    proper_np,
    subject_before,
)
from consolidator.extract.lexicon import (
    FAMILY_EN,
    KNOWS_EN,
    NOT_OCCUPATION_EN,
    OCCUPATION_HEAD_EN,
    PARTNER_EN,
    is_tier,
    looks_like_org,
)
from consolidator.types import SELF


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


# --- identity -------------------------------------------------------------------------------------

_GREETING = _rx(r"\b(?:hi|hello|hey|greetings|howdy|nice\s+to\s+meet|good\s+(?:morning|evening|afternoon))\b")
_NAME_IS = _rx(r"\bmy\s+name(?:'s|’s|\s+is)\s+")
_I_AM = _rx(r"\b(?:i'm|i’m|i\s+am|this\s+is|it's|it’s)\s+")
_HERE = re.compile(r"(?:^|[,!.:]\s*)([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})\s+here\b")
_NATIONALITY = re.compile(
    r"^(?:[A-Z][a-z]+(?:ese|ish|ian|can)|American|Korean|German|French|Dutch|Swiss|Thai|Greek|Irish|"
    r"Welsh|Scottish|Canadian|Mexican|Brazilian|Indian|Chinese|Japanese|British|English)$"
)
_AGE = _rx(r"\bi(?:'m|’m|\s+am)\s+(\d{1,3})(?=\s+years?\s+old\b|\s*[.,!]|\s*$)|\bi\s+(?:just\s+)?turned\s+(\d{1,3})\b")
_BIRTHDAY = _rx(r"\b(?:my\s+birthday\s+is(?:\s+on)?|i\s+was\s+born\s+on)\s+([^,.;!?]+)")


def _name_ok(name: str) -> bool:
    words = name.split()
    return (
        0 < len(words) <= 3
        and all(w.lower() not in NOT_NAME for w in words)
        and not (len(words) == 1 and _NATIONALITY.match(words[0]))
    )


def identity(ctx: SentenceContext) -> list[Draft]:
    """Name ("Hi, I'm Maya Lindqvist", "My name's Theo", "Priya Raman here"), age, birthday."""
    out: list[Draft] = []
    t = ctx.text
    greeting = bool(_GREETING.search(t)) or (ctx.prev is not None and bool(_GREETING.search(ctx.prev.text)))
    found: tuple[int, int] | None = None
    m = _NAME_IS.search(t)
    if m:
        found = proper_np(t, m.end())
    elif greeting or ctx.sentence.index == 0:
        for m in _I_AM.finditer(t):
            span = proper_np(t, m.end())
            if span and (span[1] == len(t) or t[span[1]] in ".!,;:" or t[span[1] :].startswith(" here")):
                found = span
                break
        h = _HERE.search(t)
        if found is None and h and greeting:
            found = h.span(1)
    if found is not None:
        name = t[found[0] : found[1]]
        if _name_ok(name):
            out.append(Draft(SELF, "name", name, found[0], obj_span=found, dated=False))
    m = _AGE.search(t)
    if m:
        age = m.group(1) or m.group(2)
        out.append(Draft(SELF, "age", age, m.start(), dated=False))
    m = _BIRTHDAY.search(t)
    if m:
        out.append(Draft(SELF, "birthday", m.group(1).strip(), m.start(), dated=False))
    return out


# --- residence ------------------------------------------------------------------------------------

_LIVE = _rx(
    r"\b(?:live|lives|living|lived|reside|resides|residing|resided|(?:am|'m|’m|are|'re|is)\s+based|"
    r"settled|(?:used\s+to|would)\s+live)\s+in\s+"
)
_MOVE = _rx(
    r"\b(?:move|moves|moved|moving|relocate|relocated|relocating)\s+(?:back\s+|over\s+|out\s+|house\s+)?"
    r"(?:to|into\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,3}?in)\s+"
)
_SPENT = _rx(r"\bspent\s+(?:[\w-]+\s+){0,4}?(?:years?|months?|decades?)\s+(?:living\s+)?in\s+")
_BEFORE_MOVE = _rx(
    r"\b(?:before|until|till|up\s+until|right\s+up\s+until|prior\s+to)\s+(?:i\s+|we\s+)?"
    r"(?:com(?:e|ing)|came|mov(?:e|ed|ing)|relocat\w+|(?:got|getting))\s*(?:(here)\b|(?:back\s+)?(?:to|in)\s+)"
)
_PAST_LIVE = _rx(r"\b(?:lived|spent|used\s+to\s+live|was\s+living|were\s+living)\b")


def _place(ctx: SentenceContext, pos: int) -> tuple[str, tuple[int, int]] | None:
    lower_ok = not re.search(r"[A-Z]", ctx.text.replace("I ", "").replace("I'", ""))
    got = clean(ctx, proper_np(ctx.text, pos, allow_lower=lower_ok))
    if got is None or is_tier(got[0]):
        return None
    return got


def retro_target(ctx: SentenceContext) -> str | None:
    """The later home named in "... before coming to A" / "until I moved to A" ("here" -> HERE)."""
    for m in _BEFORE_MOVE.finditer(ctx.text):
        if m.group(1):
            return HERE
        got = _place(ctx, m.end())
        if got:
            return got[0]
    return None


def residence(ctx: SentenceContext) -> list[Draft]:
    """Where someone lives: "live in", "moved to", and the retroactive "before coming to A, I lived in C"."""
    t = ctx.text
    out: list[Draft] = []
    retro = [(m.start(), m.end(), m) for m in _BEFORE_MOVE.finditer(t)]
    ends_when: str | None = None
    consumed: list[tuple[int, int]] = []
    for start, end, m in retro:
        if m.group(1):  # "before coming here"
            consumed.append((start, end))
            ends_when = HERE
            continue
        got = _place(ctx, end)
        if got:
            ends_when = got[0]
            consumed.append((start, got[1][1]))
    for pattern in (_LIVE, _SPENT, _MOVE):
        for m in pattern.finditer(t):
            if any(a <= m.start() < b for a, b in consumed):
                continue
            got = _place(ctx, m.end())
            if got is None:
                continue
            subject = subject_before(ctx, m.start())
            if subject is None:
                continue
            obj, span = got
            verb = m.group().lower()
            past = bool(_PAST_LIVE.search(verb))
            used_to = "used to" in verb
            d = Draft(
                subject, "lives_in", obj, m.start(), obj_span=span,
                action="end" if used_to else "assert",
                ends_when=ends_when if (past and ends_when) else None,
                plan_text=f"move to {obj}",
                planned_hint=verb.startswith("moving") or "relocating" in verb,
                negation_ok=used_to,
            )  # fmt: skip
            out.append(d)
    return out


# --- work -----------------------------------------------------------------------------------------

_WORK_AT = _rx(
    r"\b(?:work|works|working|worked|employed|(?:am|'m|’m|is|are)\s+(?:currently\s+|still\s+|now\s+)?employed)"
    r"\s+(?:full[- ]time\s+|part[- ]time\s+|remotely\s+)?(?:at|for|by)\s+"
)
_START_AT = _rx(
    r"\b(?:start(?:ed|ing|s)?|began|begin(?:ning)?)\s+(?:work(?:ing)?\s+|a\s+(?:new\s+)?job\s+|my\s+new\s+job\s+)?"
    r"(?:at|with)\s+"
)
_JOIN = _rx(r"\b(?:joined|join|joining|joins)\s+")
_NEW_JOB = _rx(
    r"\b(?:got|landed|accepted|took|have|started|new)\s+(?:a\s+|the\s+|my\s+)?(?:new\s+)?(?:job|position|role|offer)"
    r"\s+(?:at|with|from)\s+|\b(?:hired|recruited)\s+(?:by|at)\s+"
)
_FIRST_DAY = _rx(r"\bmy\s+first\s+(?:day|shift|week)\s+(?:of\s+work\s+)?(?:at|with)\s+")
_EMPLOYEE_OF = _rx(r"\b(?:employee|staff\s+member|member\s+of\s+staff)\s+(?:of|at)\s+")
_STILL_AT = _rx(r"\b(?:is|'s|’s|am|'m|’m|are)\s+(?:still|now)\s+(?:at|with)\s+")
_QUIT = _rx(
    r"\b(?:quit(?:ting|s)?|resign(?:ed|ing|s)?\s+(?:from|at)|(?:leave|leaving|left)\s+my\s+job\s+at|"
    r"laid\s+off\s+(?:from|by|at)|fired\s+from|let\s+go\s+from|"
    r"(?:hand(?:ed|ing)?|give|gave|giving|put|putting|turn(?:ed|ing)?)\s+(?:in\s+)?my\s+(?:notice|resignation)\s+(?:at|to)|"
    r"(?:my\s+)?last\s+day\s+(?:at|with))\s+(?:my\s+job\s+at\s+)?"
)
_QUIT_MY_JOB = _rx(r"\b(?:quit|quitting|leave|leaving|left|resign(?:ed|ing)?\s+from|lost)\s+my\s+(?:current\s+)?job\b(?!\s+(?:at|with)\b)|\bhand(?:ed|ing)?\s+in\s+my\s+notice\b(?!\s+(?:at|to)\b)")
_LEAVE = _rx(r"\b(?:leave|leaving|left|leaves|exit(?:ing)?|done\s+at|finished\s+at)\s+")
_WITH_ORG = _rx(r"\b(?:i'm|i’m|i\s+am)\s+(?:now\s+|officially\s+)?(?:at|with)\s+")
_USED_TO = _rx(r"\b(?:used\s+to\s+work|previously\s+worked|formerly\s+worked|once\s+worked)\s+(?:at|for)\s+")
_WORK_AS = _rx(r"\b(?:work|works|working|worked|employed|hired|started|start|starting|joined|join)\s+as\s+(?:an?\s+|the\s+)?")
_PROMOTED = _rx(r"\b(?:promoted|got\s+promoted)\s+to\s+(?:an?\s+|the\s+)?")
_AS_ROLE = _rx(r"\bas\s+(?:an?\s+|the\s+|our\s+|their\s+)")
_BE_ROLE = _rx(
    r"\b(?:i'm|i’m|i\s+am|i've\s+been|i\s+was|is|'s|’s|was|has\s+been|are|'re)\s+(?:now\s+|still\s+|currently\s+|also\s+)?"
    r"(?:an?|the)\s+"
)
_ROLE_ORG = _rx(r"\s*(?:at|for|with)\s+")


def _org(ctx: SentenceContext, pos: int) -> tuple[str, tuple[int, int]] | None:
    got = clean(ctx, proper_np(ctx.text, pos))
    if got is None or got[0].lower() in NOT_NAME:
        return None
    return got


def _role(ctx: SentenceContext, pos: int) -> tuple[str, tuple[int, int]] | None:
    return clean(ctx, generic_np(ctx.text, pos, max_words=5))


def is_occupation(role: str) -> bool:
    """Whether ``role`` reads as a job ("UX designer", "nurse"), not "vegetarian" or "coffee person"."""
    words = role.lower().split()
    return bool(words) and words[-1] not in NOT_OCCUPATION_EN and bool(OCCUPATION_HEAD_EN.search(words[-1]))


def work(ctx: SentenceContext) -> list[Draft]:
    """Employer and job title: current, joined, starting, former, quitting."""
    t = ctx.text
    out: list[Draft] = []
    org_end = -1

    def add_org(m: re.Match[str], *, action: str = "assert", planned: bool = False) -> None:
        nonlocal org_end
        got = _org(ctx, m.end())
        if got is None:
            return
        subject = subject_before(ctx, m.start())
        if subject is None:
            return
        obj, span = got
        verb = "leave" if action == "end" else "work at"
        out.append(
            Draft(subject, "works_at", obj, m.start(), obj_span=span,
                  action="end" if action == "end" else "assert",
                  negation_ok=action == "end", plan_text=f"{verb} {obj}", planned_hint=planned)
        )  # fmt: skip
        org_end = max(org_end, span[1])
        tail = _AS_ROLE.search(t, span[1], min(len(t), span[1] + 40))
        if action == "assert" and tail and t[span[1] : tail.start()].strip(" ,").split().__len__() <= 6:
            role = _role(ctx, tail.end())
            if role:
                out.append(Draft(subject, "job_title", role[0], m.start(), obj_span=role[1]))

    for m in _QUIT.finditer(t):
        add_org(m, action="end")
    for m in _QUIT_MY_JOB.finditer(t):
        subject = subject_before(ctx, m.start())
        if subject == SELF:
            out.append(Draft(SELF, "works_at", CURRENT_EMPLOYER, m.start(), action="end", negation_ok=True,
                             plan_text="quit my job"))  # fmt: skip
    for m in _LEAVE.finditer(t):
        got = _org(ctx, m.end())
        if got and looks_like_org(got[0]):
            add_org(m, action="end")
    for m in _USED_TO.finditer(t):
        add_org(m, action="end")
    if any(d.action == "end" for d in out):
        return out
    for pattern in (_WORK_AT, _START_AT, _NEW_JOB, _FIRST_DAY, _EMPLOYEE_OF, _STILL_AT):
        for m in pattern.finditer(t):
            add_org(m, planned=pattern is _START_AT and m.group().lower().startswith(("starting", "start ")))
    for m in _WITH_ORG.finditer(t):
        got = _org(ctx, m.end())
        if got and looks_like_org(got[0]):
            add_org(m)
    for m in _JOIN.finditer(t):
        got = _org(ctx, m.end())
        if got and not got[0].lower().startswith(("team", "club")):
            add_org(m)
    for m in _PROMOTED.finditer(t):
        role = _role(ctx, m.end())
        subject = subject_before(ctx, m.start())
        if role and subject:
            out.append(Draft(subject, "job_title", role[0], m.start(), obj_span=role[1]))
    for m in _WORK_AS.finditer(t):
        role = _role(ctx, m.end())
        subject = subject_before(ctx, m.start())
        if role is None or subject is None:
            continue
        out.append(Draft(subject, "job_title", role[0], m.start(), obj_span=role[1]))
        at = _ROLE_ORG.match(t, role[1][1])
        if at:
            got = _org(ctx, at.end())
            if got:
                out.append(Draft(subject, "works_at", got[0], m.start(), obj_span=got[1], plan_text=f"work at {got[0]}"))
    for m in _BE_ROLE.finditer(t):
        role = _role(ctx, m.end())
        if role is None:
            continue
        lead = m.group().lower()
        if lead.startswith(("i'", "i ", "i’")):
            subject: str | None = SELF
        else:
            subject = subject_before(ctx, m.start() + (1 if lead[0] in "'’" else 0))
        if subject is None:
            continue
        at = _ROLE_ORG.match(t, role[1][1])
        got = _org(ctx, at.end()) if at else None
        if got is None and not is_occupation(role[0]):
            continue
        out.append(Draft(subject, "job_title", role[0], m.start(), obj_span=role[1]))
        if got:
            out.append(Draft(subject, "works_at", got[0], m.start(), obj_span=got[1], plan_text=f"work at {got[0]}"))
    return out


# --- people ---------------------------------------------------------------------------------------

_REL_WORDS = sorted(FAMILY_EN | PARTNER_EN | KNOWS_EN, key=len, reverse=True)
_REL = "(?:" + "|".join(re.escape(w) for w in _REL_WORDS) + ")"
_NAME = r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?"
_ADJ = r"(?:(?:little|big|older|younger|twin|baby|best|new|old|dear|late|lovely)\s+)?"
_MY_REL_NAME = re.compile(rf"\b[Mm]y\s+{_ADJ}(?P<rel>{_REL})s?\s*,?\s+(?P<name>{_NAME})")
_NAME_MY_REL = re.compile(rf"(?P<name>{_NAME})\s*(?:,|\()\s*(?:my|our)\s+{_ADJ}(?P<rel>{_REL})\b")
_NAME_IS_MY_REL = re.compile(rf"(?P<name>{_NAME})\s+is\s+my\s+{_ADJ}(?P<rel>{_REL})\b")
_MY_REL_IS_NAME = re.compile(rf"\b[Mm]y\s+{_ADJ}(?P<rel>{_REL})(?:'s|’s)?\s+(?:name\s+)?is\s+(?:called\s+|named\s+)?(?P<name>{_NAME})")
_ENGAGED = _rx(r"\b(?:i'm|i’m|i\s+am|i\s+got|we\s+got|i've\s+been|i\s+just\s+got)\s+(?:just\s+|now\s+)?(engaged|married)\s+to\s+")
_DATING = _rx(r"\bi(?:'m|’m|\s+am)\s+(?:now\s+)?(?:dating|seeing|in\s+a\s+relationship\s+with)\s+")
_BROKE_UP = _rx(r"\b(?:broke\s+up\s+with|divorced|split\s+up\s+with|separated\s+from)\s+")


def _rel_predicate(rel: str) -> str:
    rel = rel.lower()
    if rel in FAMILY_EN:
        return "family"
    if rel in PARTNER_EN:
        return "relationship_status"
    return "knows"


def people(ctx: SentenceContext) -> list[Draft]:
    """Family, partners, friends and colleagues named in the sentence ("my sister Ilona")."""
    t = ctx.text
    out: list[Draft] = []
    for pattern in (_MY_REL_NAME, _NAME_MY_REL, _NAME_IS_MY_REL, _MY_REL_IS_NAME):
        for m in pattern.finditer(t):
            name = m.group("name")
            words = name.split()
            while words and words[-1].lower() in NOT_NAME:
                words.pop()
            if not words or words[0].lower() in NOT_NAME:
                continue
            name = " ".join(words).removesuffix("'s").removesuffix("’s")
            rel = m.group("rel").lower()
            pred = _rel_predicate(rel)
            text = f"{name} is the user's {rel}"
            out.append(Draft(SELF, pred, name, m.start(), obj_span=m.span("name"), dated=False, text=text, detail=rel))
    for pattern, word in ((_ENGAGED, None), (_DATING, "dating")):
        for m in pattern.finditer(t):
            span = proper_np(t, m.end())
            if span is None:
                continue
            name = t[span[0] : span[1]]
            how = word or m.group(1).lower()
            text = f"User is {how} to {name}" if how != "dating" else f"User is dating {name}"
            out.append(Draft(SELF, "relationship_status", name, m.start(), obj_span=span, text=text, detail=how))
    for m in _BROKE_UP.finditer(t):
        span = proper_np(t, m.end())
        if span:
            name = t[span[0] : span[1]]
            out.append(Draft(SELF, "relationship_status", name, m.start(), obj_span=span, action="end", negation_ok=True))
    return out
