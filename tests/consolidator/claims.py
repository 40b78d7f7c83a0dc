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
