"""Helpers shared by the extractor tests: run the extractor on one sentence, find a claim, check it."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone
from typing import Any

from consolidator.extract import extract_claims
from consolidator.types import SELF, Claim, EpisodeView


def run_at(text: str, ref: datetime, context: list[EpisodeView] | None = None) -> list[Claim]:
    """The claims of one user message said at ``ref``."""
    return extract_claims(EpisodeView("t", text, "user", ref, None), context or [])


EN_TZ = timezone(timedelta(hours=-5))
KO_TZ = timezone(timedelta(hours=9))


def norm(s: str) -> str:
    """Case- and space-insensitive form, to compare an object or text with an expected alias."""
    return "".join(s.casefold().split())


def run_on(text: str, ref: date, context: tuple[str, ...] = (), *, korean: bool) -> list[Claim]:
    """The claims of one user message said at 11:00 on ``ref`` (Seoul time when ``korean``,
    else UTC-5), after ``context`` messages said on the ten days before it, oldest first."""
    at = datetime(ref.year, ref.month, ref.day, 11, 0, tzinfo=KO_TZ if korean else EN_TZ)
    ctx = [
        EpisodeView(f"c{i}", c, "user", at - timedelta(days=10 - i), None)
        for i, c in enumerate(context)
    ]
    return extract_claims(EpisodeView("t", text, "user", at, None), ctx)


def find(claims: list[Claim], predicate: str, obj: str) -> Claim:
    """The claim with this predicate and object; fails listing what was found instead."""
    for c in claims:
        if c.predicate == predicate and c.object == obj:
            return c
    raise AssertionError(
        f"no {predicate}={obj!r} in {[(c.predicate, c.object, c.action) for c in claims]}"
    )


def day(c: datetime | None) -> date | None:
    return None if c is None else c.date()


def check_claim(claim: Claim, obj: str, expected: dict[str, Any]) -> None:
    """Assert the fields ``expected`` names (defaults: the user, an assertion, stated)."""
    assert claim.subject == expected.get("subject", SELF)
    assert claim.action == expected.get("action", "assert")
    assert claim.modality == expected.get("modality", "stated")
    if "valid" in expected:
        assert day(claim.valid_at) == expected["valid"]
    if "invalid" in expected:
        assert day(claim.invalid_at) == expected["invalid"]
    if "ends_when" in expected:
        assert claim.ends_when == expected["ends_when"]
    if "qualifier" in expected:
        assert claim.qualifier == expected["qualifier"]
    assert obj in claim.text


def matches(c: Claim, predicate: str, alias: str, exp: dict[str, Any]) -> bool:
    """Whether ``c`` is a claim about the user with ``predicate`` whose object or text contains
    ``alias`` (compared like the timeline scorer, :func:`norm`) and that carries what ``exp``
    asks for: ``action`` (default "assert"), ``valid`` / ``invalid`` dates, ``ends_when`` (a
    substring), ``modality``."""
    if c.subject != SELF or c.predicate != predicate:
        return False
    if norm(alias) not in norm(c.object) and norm(alias) not in norm(c.text):
        return False
    if c.action != exp.get("action", "assert"):
        return False
    if "valid" in exp and day(c.valid_at) != exp["valid"]:
        return False
    if "invalid" in exp and day(c.invalid_at) != exp["invalid"]:
        return False
    if "ends_when" in exp and norm(exp["ends_when"]) not in norm(c.ends_when or ""):
        return False
    return not ("modality" in exp and c.modality != exp["modality"])


def has(claims: list[Claim], predicate: str, alias: str, **exp: Any) -> bool:
    """Whether some claim :func:`matches` ``predicate``, ``alias`` and the fields ``exp`` names."""
    return any(matches(c, predicate, alias, exp) for c in claims)


def show(claims: list[Claim]) -> list[tuple[Any, ...]]:
    """The claims in a short form for an assertion message."""
    return [
        (c.subject, c.predicate, c.object, c.action, day(c.valid_at), day(c.invalid_at),
         c.ends_when, c.modality)
        for c in claims
    ]  # fmt: skip


def user_asserts(claims: list[Claim], predicate: str, alias: str) -> list[Claim]:
    """The user's asserted claims of ``predicate`` whose object contains ``alias``."""
    return [
        c for c in claims
        if c.subject == SELF and c.predicate == predicate and alias in c.object and c.action == "assert"
    ]  # fmt: skip
