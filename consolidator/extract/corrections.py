"""What both languages' date corrections share: the message corrected, the claim whose date is
corrected, and that claim with its date moved (``CORRECTS``, applied by the resolver).

A correction comes within :data:`CORRECTION_WINDOW` of the message it corrects ("sorry, since
2023", "아 3일 아니고 2일"); the English reading is in ``extractor._correction``, the Korean one
in ``korean_corrections``.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from consolidator.types import CORRECTS, SELF, Claim, EpisodeView, Precision

#: How long after the message it corrects a correction may come.
CORRECTION_WINDOW = timedelta(days=1)


def in_window(episode: EpisodeView, last: EpisodeView) -> bool:
    """Whether ``episode`` comes soon enough after ``last`` to correct it."""
    return timedelta(0) <= episode.reference_time - last.reference_time <= CORRECTION_WINDOW


def dated_claims(claims: list[Claim]) -> list[Claim]:
    """The user's claims a correction may move: no events, no undated plans."""
    return [c for c in claims if c.subject == SELF and c.predicate not in ("event", "plans_to")]


def last_dated(dated: list[Claim], as_end: bool) -> Claim | None:
    """The last claim with an end (``as_end``), else the last asserted one with a start."""
    pool = [c for c in dated if (c.invalid_at is not None if as_end else c.valid_at is not None and c.action == "assert")]
    return pool[-1] if pool else None


def moved(c: Claim, field: str, before: datetime, when: datetime, precision: Precision, reference_time: datetime) -> Claim:
    """``c`` with its start (``field`` "valid") or end ("invalid") moved from ``before`` to
    ``when``, marked ``CORRECTS`` so that the resolver moves the stored fact's date."""
    future = when.date() > reference_time.date()
    out = replace(c, invalid_at=when) if field == "invalid" else replace(c, valid_at=when)
    return replace(out, precision=precision, modality="planned" if future else "stated",
                   metadata={**c.metadata, CORRECTS: f"{field}|{before.isoformat()}"})  # fmt: skip
