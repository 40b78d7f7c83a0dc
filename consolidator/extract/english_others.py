"""English rules for what other people do: their work on things, and what they did for the user.

* ``works_on``: ongoing work on a thing, by the user, a named person or both ("My colleague Greta
  and I are planning the Q3 roadmap", "Ines is leading the migration project", "Tom works on the
  billing service"). Every named person in the subject gets the fact, and so does the user when
  "I" / "we" is one of them.
* :func:`named_lead`: the named person at the start of an event clause ("My neighbour Bob Alvarez
  fixed my bike chain yesterday", "Greta presented the roadmap to the board today"), so that the
  dated-event rule can keep events done by others, the user's own words rewritten ("my" -> "the
  user's").
"""

from __future__ import annotations

import re

from consolidator.extract.common import Draft, SentenceContext
from consolidator.extract.english_np import NOT_NAME, clean, generic_np
from consolidator.extract.lexicon import FAMILY_EN, KNOWS_EN, PARTNER_EN
from consolidator.types import SELF

_RELATIONS = "|".join(sorted({*FAMILY_EN, *KNOWS_EN, *PARTNER_EN}, key=len, reverse=True))
_NAME = r"[A-Z][a-z][\w'’-]*(?:\s+[A-Z][a-z][\w'’-]*)?"
#: "My neighbour Bob Alvarez " / "Bob, my manager, " / "Greta " at the start of a clause.
_LEAD = re.compile(
    rf"^(?:(?i:my|our)\s+(?:(?i:new|old|former|dear|best|younger|older|little|big)\s+)?(?i:{_RELATIONS})\s+)?"
    rf"(?P<name>{_NAME})(?:,\s+(?i:my|our)\s+[\w\s'’-]{{2,30}}?,)?\s+"
)
_WORK_VERB = re.compile(
    r"(?i)\b(?:(?:is|are|am|'s|’s|'re|’re|'m|’m|has\s+been|have\s+been|'ve\s+been|’ve\s+been)\s+"
    r"(?:(?:currently|still|now|also|busy|jointly|together)\s+)*"
    r"(?P<ing>planning|building|designing|leading|running|writing|preparing|developing|drafting|"
    r"organi[sz]ing|managing|coordinating|working\s+on|heading\s+up|handling|rewriting|reviewing|"
    r"launching|migrating|testing|researching)"
    r"|(?P<simple>works\s+on|work\s+on|leads|runs|manages|owns|heads\s+up|is\s+in\s+charge\s+of|"
    r"are\s+in\s+charge\s+of|am\s+in\s+charge\s+of))\s+"
)
_THINGS = re.compile(
    r"(?i)\b(?:roadmap|project|plan|launch|migration|release|redesign|proposal|report|budget|"
    r"campaign|strategy|product|app|website|site|service|system|platform|feature|pipeline|study|"
    r"paper|grant|book|event|conference|wedding|trip|party|team|rollout|audit|review|deck|"
    r"presentation|pitch|prototype|api|backend|frontend|dashboard|model|course|workshop|program|"
    r"programme|initiative|overhaul|refactor|integration|upgrade)s?\b"
)
_TOGETHER = re.compile(r"(?i)\s*\b(?:together|jointly|with\s+me|with\s+us)\b")


def named_lead(text: str) -> tuple[str, int] | None:
    """The named person a clause starts with and where the verb after them starts, else ``None``."""
    m = _LEAD.match(text)
    if m is None:
        return None
    name = m.group("name")
    if any(w.lower() in NOT_NAME for w in name.split()):
        return None
    return name, m.end()


def about_user(text: str) -> str:
    """``text`` said by the user, with the user's own words made explicit ("my bike" -> "the user's bike")."""
    text = re.sub(r"(?i)\b(?:my|our)\b", "the user's", text)
    return re.sub(r"(?i)\b(?:me|us)\b", "the user", text)


def _subjects(segment: str) -> list[str]:
    found: list[str] = []
    if re.search(r"(?i)\b(?:i|we)\b", segment):
        found.append(SELF)
    for m in re.finditer(_NAME, segment):
        name = m.group()
        if m.start() == 0 and name.lower() in NOT_NAME:
            continue
        if all(
            w.lower() not in NOT_NAME and w.lower() not in FAMILY_EN | KNOWS_EN
            for w in name.split()
        ):
            found.append(name)
    return found


def works_on(ctx: SentenceContext) -> list[Draft]:
    """Ongoing work on a project-like thing by the user and/or named people."""
    t = ctx.text
    out: list[Draft] = []
    for m in _WORK_VERB.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=5))
        if got is None or not _THINGS.search(got[0]):
            continue
        start = ctx.clause_at(m.start())[0]
        segment = t[start : m.start()]
        subjects = _subjects(segment)
        if not subjects or len(segment.split()) > 8:
            continue
        verb = " ".join((m.group("ing") or m.group("simple")).split())
        obj = _TOGETHER.sub("", got[0]).strip()
        for subject in subjects:
            others = [s for s in subjects if s != subject]
            who = "User" if subject == SELF else subject
            partners = " and ".join("the user" if s == SELF else s for s in others)
            text = f"{who} is {verb if m.group('ing') else 'working on'} {obj}" + (
                f" with {partners}" if partners else ""
            )
            if not m.group("ing"):
                text = f"{who} {verb} {obj}" + (f" with {partners}" if partners else "")
            out.append(Draft(subject, "works_on", obj, m.start(), obj_span=got[1], text=text,
                             confidence=0.6))  # fmt: skip
    return out
