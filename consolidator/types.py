"""What extractors produce and the resolver consumes, and the ports of System-2.

An extractor reads one episode (with a few previous messages as context) and returns
:class:`Claim` objects: atomic subject-predicate-object statements with their world-time
interval already resolved against the episode's reference time. An adjudicator decides the
conflicts the resolver's rules leave ambiguous. Both may call an LLM; what they spend is counted
in the :class:`LLMUsage` the worker opens around each call with :func:`metering`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, Protocol

# "assert": the statement holds from ``valid_at`` (and until ``invalid_at`` when given).
# "end": the fact (subject, predicate, object) stops holding at ``invalid_at``
#        ("I stopped taking X this week", "I'll quit D at the end of next month").
Action = Literal["assert", "end"]
Precision = Literal["instant", "day", "week", "month", "year"]
SELF = "user"  # the subject of first-person statements: the memory's own user
#: ``Claim.metadata`` key of an end claim whose object was not named ("다음 달 말에 퇴사 예정이에요"
#: with no employer in the recent messages): it ends the one believed fact of its predicate, if
#: there is exactly one, and is never stored itself.
UNNAMED_END = "unnamed_end"
#: ``Claim.metadata`` key of an end claim that names its fact only by its kind ("stopped the meds",
#: "the muscle relaxer is done"): when no believed fact has that object, it ends the one open fact
#: of its predicate and subject, if exactly one is open.
GENERIC_END = "generic_end"
#: ``Claim.metadata`` key of a claim that corrects the date the user gave a moment before ("I've
#: been a hospice volunteer since 2024." then "sorry, since 2023"): ``"valid|<iso>"`` or
#: ``"invalid|<iso>"``, the field and the date being corrected. The resolver moves that date of
#: the fact stored with it (a new version; the old one is kept, expired) instead of adding a fact.
CORRECTS = "corrects"
#: Fact metadata: ``valid_at`` is the reference time of the episode that first stated the fact,
#: because no start was said; a later stated, earlier start replaces it (resolver).
START_UNSTATED = "start_unstated"
#: ``Claim.metadata`` key of a plan tier read only from a change ("마스터로 바꿈" with an unknown
#: tier word) or said alone with its start ("Gold since two days ago."): it is a tier only while
#: the user is known to be on a plan, which it then replaces;
#: with no open plan it is dropped ("아이폰으로 바꿨어요" names no plan of a user who has none).
REVISES_PLAN = "revises_plan"
#: ``Claim.metadata`` key of an undated plan: "predicate|action|object" of the change it announces.
#: The resolver ends the plan when that change is stated with its date (the plan is carried out).
PLAN_OF = "plan_of"


@dataclass(frozen=True, slots=True)
class Claim:
    """One atomic statement found in an episode.

    Attributes:
        subject: ``SELF`` for the user, else a person/thing name as written ("박서연", "Ilona").
        predicate: a canonical predicate of the vocabulary (``consolidator.vocabulary``), or a
            synonym of one; unknown predicates are kept as multi-valued.
        object: the object as written, trimmed ("Richmond", "Larkspur Media", "loratadine").
        text: a short self-contained sentence stating the fact ("Maya lives in Richmond").
        action: "assert" or "end" (see ``Action``).
        valid_at: when it started to hold (world time, aware). None = unknown: the resolver
            uses the episode's reference time.
        invalid_at: when it stops holding, if stated (aware).
        precision: how precise ``valid_at`` / ``invalid_at`` are.
        ends_when: for retroactive statements ("before moving to A, I lived in C from 2019"),
            the object of another fact of the same predicate whose start ends this one ("A").
        modality: "planned" for future plans (still stored; the interval starts later),
            "stated" otherwise. Hypotheticals are never returned as claims.
        confidence: 0..1.
    """

    subject: str
    predicate: str
    object: str
    text: str
    action: Action = "assert"
    valid_at: datetime | None = None
    invalid_at: datetime | None = None
    precision: Precision = "instant"
    ends_when: str | None = None
    modality: Literal["stated", "planned"] = "stated"
    confidence: float = 0.8
    qualifier: str | None = None
    metadata: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class EpisodeView:
    """The part of an episode an extractor sees."""

    id: str
    text: str
    speaker: str
    reference_time: datetime  # aware, in the offset it was said in
    session_id: str | None


class Extractor(Protocol):
    """Turns one episode into claims. ``context`` is up to 4 previous episodes, oldest first."""

    version: str

    async def extract(self, episode: EpisodeView, context: list[EpisodeView]) -> list[Claim]: ...


# What an adjudicator says about a newer fact and an older one of the same subject and
# one-valued predicate that start at the same time:
# "supersede": the newer replaces the older (the older's interval is closed where the newer starts);
# "coexist": both hold; "duplicate": the same fact in other words; "unknown": cannot tell.
Verdict = Literal["supersede", "coexist", "duplicate", "unknown"]


@dataclass(frozen=True, slots=True)
class FactView:
    """The part of a stored fact an adjudicator sees.

    Attributes:
        id: the fact's public id.
        subject, predicate, object, text: as stored (predicate canonical).
        valid_at, invalid_at: its world-time interval (aware; None = open / unknown).
        said: the text of the episode it came from (its latest source), possibly shortened.
        said_at: that episode's reference time.
    """

    id: str
    subject: str
    predicate: str
    object: str
    text: str
    valid_at: datetime | None
    invalid_at: datetime | None
    said: str
    said_at: datetime | None


class Adjudicator(Protocol):
    """Decides conflicts the rules leave ambiguous (DESIGN.md section 3.4, "escalate")."""

    version: str

    async def decide(self, newer: FactView, older: FactView) -> Verdict:
        """The verdict on ``newer`` against ``older``; may raise ``engram.errors.LLMError``."""
        ...


@dataclass
class LLMUsage:
    """LLM requests made and tokens spent (prompt + completion) for one unit of work."""

    calls: int = 0
    tokens: int = 0


_METER: ContextVar[LLMUsage | None] = ContextVar("engram_llm_usage", default=None)


@contextmanager
def metering(usage: LLMUsage) -> Iterator[LLMUsage]:
    """Count every LLM request made inside the block (in this task and tasks it starts) in ``usage``.

    A context variable rather than an attribute of the extractor: one extractor serves several
    users' drains at once, and a failed attempt's spend must be counted too.
    """
    token = _METER.set(usage)
    try:
        yield usage
    finally:
        _METER.reset(token)


def record_llm_usage(calls: int, tokens: int) -> None:
    """Add to the usage of the enclosing :func:`metering` block (no-op outside one)."""
    usage = _METER.get()
    if usage is not None:
        usage.calls += calls
        usage.tokens += tokens
