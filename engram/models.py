"""Domain records: frozen dataclasses. JSON shapes (DESIGN.md section 5) come from ``to_dict``."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

#: ``RecallResult.to_dict()["context_snippets"]``: the context's episode snippets are the raw
#: text with relative dates resolved to absolute ones (the stored episodes are untouched).
CONTEXT_SNIPPETS = "raw text, relative dates resolved against the episode's reference_time"


def _iso(dt: datetime | None) -> str | None:
    return dt.isoformat() if dt is not None else None


@dataclass(frozen=True, slots=True)
class Episode:
    """One raw message or event, stored losslessly and never rewritten.

    ``reference_time`` is shown in the offset it was given in; ``created_at`` is UTC (system time).
    """

    id: str
    user_id: str
    session_id: str | None
    speaker: str
    content: str
    reference_time: datetime
    created_at: datetime
    metadata: dict[str, Any]
    content_sha256: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "user_id": self.user_id,
            "session_id": self.session_id,
            "speaker": self.speaker,
            "content": self.content,
            "reference_time": _iso(self.reference_time),
            "created_at": _iso(self.created_at),
            "metadata": self.metadata,
            "content_sha256": self.content_sha256,
        }


@dataclass(frozen=True, slots=True)
class AddResult:
    """What ``add`` returns: the stored episode, and whether an idempotent retry found it already there."""

    episode: Episode
    duplicate: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {**self.episode.to_dict(), "duplicate": self.duplicate}


@dataclass(frozen=True, slots=True)
class Fact:
    """An atomic (subject, predicate, object) claim with a valid-time and a transaction-time interval."""

    id: str
    user_id: str
    subject: str
    predicate: str
    object: str
    text: str
    valid_at: datetime | None
    invalid_at: datetime | None
    created_at: datetime
    expired_at: datetime | None
    salience: float
    confidence: float
    status: str
    source_episode_ids: tuple[str, ...]
    superseded_by: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "subject": self.subject,
            "predicate": self.predicate,
            "object": self.object,
            "text": self.text,
            "valid_at": _iso(self.valid_at),
            "invalid_at": _iso(self.invalid_at),
            "created_at": _iso(self.created_at),
            "expired_at": _iso(self.expired_at),
            "salience": self.salience,
            "confidence": self.confidence,
            "status": self.status,
            "source_episode_ids": list(self.source_episode_ids),
            "superseded_by": self.superseded_by,
        }


@dataclass(frozen=True, slots=True)
class ScoredEpisode:
    """An episode returned by recall, with its fused score and the rank each channel gave it.

    ``channel_scores`` (filled with ``explain=True``) holds each channel's raw score: cosine
    similarity (dense), BM25 (lexical, lower is better), PageRank mass (graph), recency prior.
    """

    episode: Episode
    score: float
    channel_ranks: dict[str, int] = field(default_factory=dict)
    channel_scores: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ep = self.episode
        return {
            "id": ep.id,
            "content": ep.content,
            "reference_time": _iso(ep.reference_time),
            "session_id": ep.session_id,
            "speaker": ep.speaker,
            "metadata": ep.metadata,
            "score": self.score,
            "channel_ranks": self.channel_ranks,
            **({"channel_scores": self.channel_scores} if self.channel_scores else {}),
        }


@dataclass(frozen=True, slots=True)
class ScoredFact:
    """A fact returned by recall, with its fused score and per-channel ranks (and raw scores)."""

    fact: Fact
    score: float
    channel_ranks: dict[str, int] = field(default_factory=dict)
    channel_scores: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.fact.to_dict(),
            "score": self.score,
            "channel_ranks": self.channel_ranks,
            **({"channel_scores": self.channel_scores} if self.channel_scores else {}),
        }


@dataclass(frozen=True, slots=True)
class RecallResult:
    """What ``recall`` returns (DESIGN.md section 5).

    ``context`` is rendered for an agent to read: its episode snippets have their relative dates
    resolved against each episode's reference time ("tomorrow" -> "2025-03-14",
    :func:`reader.context.resolve_relative_dates`), whereas ``episodes[].episode.content`` is the
    raw stored text. The JSON says so in ``context_snippets``.
    """

    query: str
    abstained: bool
    reason: str | None
    context: str
    facts: tuple[ScoredFact, ...]
    episodes: tuple[ScoredEpisode, ...]
    timings_ms: dict[str, float]
    context_tokens: int = 0
    as_of: datetime | None = None
    window: tuple[datetime, datetime] | None = None
    evidence: dict[str, float | int | None] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "abstained": self.abstained,
            "reason": self.reason,
            "context": self.context,
            # How the context quotes episodes (episodes[].content is always the raw text).
            "context_snippets": CONTEXT_SNIPPETS,
            "facts": [f.to_dict() for f in self.facts],
            "episodes": [e.to_dict() for e in self.episodes],
            "timings_ms": self.timings_ms,
            "context_tokens": self.context_tokens,
            "as_of": _iso(self.as_of),
            "window": [_iso(self.window[0]), _iso(self.window[1])] if self.window else None,
            "evidence": self.evidence,
        }


@dataclass(frozen=True, slots=True)
class ImportReport:
    """Summary of a bulk import."""

    read: int
    added: int
    duplicates: int
    elapsed_ms: float

    @property
    def episodes_per_s(self) -> float:
        return self.read / (self.elapsed_ms / 1000) if self.elapsed_ms > 0 else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "read": self.read,
            "added": self.added,
            "duplicates": self.duplicates,
            "elapsed_ms": round(self.elapsed_ms, 1),
            "episodes_per_s": round(self.episodes_per_s, 1),
        }
