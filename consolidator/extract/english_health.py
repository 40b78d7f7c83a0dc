"""English rules for health: allergies, intolerances and diagnosed or chronic conditions.

A condition is read from the verb frame, not from a list of sentences: "allergic to X", "an
allergy to X", "a X allergy", "diagnosed with X", "suffer from X", and "I have / I've got / I live
with X" when the head of X is a condition word (asthma, diabetes, ... disease, disorder,
syndrome). The subject comes from :func:`subject_before`, so "my son is allergic to nuts" is not
a fact about the user. An allergy's fact text also names what the allergen family covers
("shellfish" -> shrimp, crab, lobster ...), so a question about a dish finds the allergy.
"""

from __future__ import annotations

import re

from consolidator.extract.common import Draft, SentenceContext
from consolidator.extract.english_np import clean, generic_np, subject_before
from consolidator.extract.lexicon import ALLERGEN_FAMILIES_EN, CONDITION_HEAD_EN
from consolidator.types import SELF


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


_ADV = r"(?:(?:severely|very|mildly|deathly|badly|seriously|slightly|also|really|quite|so|extremely|super|a\s+bit|kind\s+of|still)\s+)*"
_ALLERGIC = _rx(
    r"\b(?:am|'m|’m|is|'s|’s|are|'re|’re|was|were|be|been|became|become|got|get|turned\s+out\s+to\s+be)\s+"
    + _ADV
    + r"allergic\s+to\s+"
)
_ALLERGY_TO = _rx(
    r"\b(?:have|has|had|'ve\s+got|’ve\s+got|got|developed|with)\s+(?:a|an)\s+"
    + r"(?:(?:severe|mild|bad|serious|nasty|slight|life-threatening)\s+)?(?:allergy|intolerance|sensitivity)\s+to\s+"
)
_X_ALLERGY = _rx(
    r"\b(?P<lead>have|has|had|'ve\s+got|’ve\s+got|got|developed|with)\s+(?:a|an)\s+"
    r"(?:(?:severe|mild|bad|serious|nasty|slight|life-threatening)\s+)?"
    r"(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?P<kind>allergy|intolerance|sensitivity)\b(?!\s+to\b)"
)
_INTOLERANT = _rx(
    r"\b(?:am|'m|’m|is|'s|’s|are|'re|’re)\s+"
    + _ADV
    + r"(?P<x>lactose|gluten|fructose|histamine)[- ]intolerant\b"
)
_DIAGNOSED = _rx(
    r"\b(?:diagnosed\s+with|suffer(?:s|ed|ing)?\s+from|living\s+with|live\s+with|lives\s+with|"
    r"dealing\s+with|deal\s+with|struggl(?:e|es|ed|ing)\s+with|battling)\s+"
)
_HAVE = _rx(r"\b(?:have|has|'ve\s+got|’ve\s+got|got|had)\s+")


def _family_text(allergen: str) -> str:
    covered = ALLERGEN_FAMILIES_EN.get(allergen.lower().rstrip("s")) or ALLERGEN_FAMILIES_EN.get(
        allergen.lower()
    )
    return f" ({', '.join(covered)})" if covered else ""


def _allergy(subject: str, allergen: str, anchor: int, span: tuple[int, int] | None) -> Draft:
    who = "User" if subject == SELF else subject
    return Draft(subject, "has_condition", allergen, anchor, obj_span=span,
                 text=f"{who} is allergic to {allergen}{_family_text(allergen)}",
                 metadata={"condition": "allergy"})  # fmt: skip


def _cut_at_condition(
    got: tuple[str, tuple[int, int]] | None,
) -> tuple[str, tuple[int, int]] | None:
    """The phrase up to its last condition word ("migraines most months" -> "migraines")."""
    if got is None:
        return None
    words = got[0].split()
    for k in range(len(words), 0, -1):
        if CONDITION_HEAD_EN.fullmatch(words[k - 1].lower().strip(".,")):
            phrase = " ".join(words[:k])
            return phrase, (got[1][0], got[1][0] + len(phrase))
    return None


def conditions(ctx: SentenceContext) -> list[Draft]:
    """Allergies, intolerances and conditions of the user or of a named person."""
    t = ctx.text
    out: list[Draft] = []
    for pattern in (_ALLERGIC, _ALLERGY_TO):
        for m in pattern.finditer(t):
            got = clean(ctx, generic_np(t, m.end(), max_words=4))
            subject = subject_before(ctx, m.start())
            if got and subject:
                out.append(_allergy(subject, got[0], m.start(), got[1]))
    for m in _X_ALLERGY.finditer(t):
        subject = subject_before(ctx, m.start())
        x = m.group("x")
        if subject is None or x.split()[0].lower() in ("food", "new", "weird", "little"):
            continue
        if m.group("kind").lower() == "allergy":
            who = "User" if subject == SELF else subject
            out.append(Draft(subject, "has_condition", f"{x} allergy", m.start(), obj_span=m.span("x"),
                             text=f"{who} has a {x} allergy{_family_text(x)}",
                             metadata={"condition": "allergy"}))  # fmt: skip
        else:
            out.append(Draft(subject, "has_condition", f"{x} {m.group('kind').lower()}", m.start(),
                             obj_span=m.span("x")))  # fmt: skip
    for m in _INTOLERANT.finditer(t):
        subject = subject_before(ctx, m.start())
        if subject:
            out.append(Draft(subject, "has_condition", f"{m.group('x').lower()} intolerance",
                             m.start(), obj_span=m.span("x")))  # fmt: skip
    for m in _DIAGNOSED.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=4))
        subject = subject_before(ctx, m.start())
        if got is None or subject is None:
            continue
        if not m.group().lower().startswith("diagnosed"):
            got = _cut_at_condition(got)
        if got is not None:
            out.append(Draft(subject, "has_condition", got[0], m.start(), obj_span=got[1]))
    for m in _HAVE.finditer(t):
        got = _cut_at_condition(clean(ctx, generic_np(t, m.end(), max_words=4)))
        if got is None:
            continue
        subject = subject_before(ctx, m.start())
        if subject:
            out.append(Draft(subject, "has_condition", got[0], m.start(), obj_span=got[1]))
    return out
