"""Helpers shared by the extractor tests: run the extractor on one sentence, find a claim, check it."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from consolidator.extract import extract_claims
from consolidator.types import SELF, Claim, EpisodeView


def run_at(text: str, ref: datetime, context: list[EpisodeView] | None = None) -> list[Claim]:
    """The claims of one user message said at ``ref``."""
    return extract_claims(EpisodeView("t", text, "user", ref, None), context or [])


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
