"""Escalating ambiguous conflicts to an :class:`~consolidator.types.Adjudicator` (DESIGN.md 3.4).

The resolver stores the second of two objects of a one-valued predicate that start at the same
time with status "unresolved" (see :mod:`consolidator.resolver`). After the episode's transaction
has committed, the worker asks the adjudicator about each such fact against each active rival
(:func:`ask`: no transaction is held while an LLM thinks), then applies the verdicts in a new
transaction (:func:`apply_verdicts`), one fact at a time and all or nothing per fact:

- "duplicate" for a rival: the rival is reinforced with the new fact's sources and the new fact
  is retired in its favour (``expired_at`` set, ``superseded_by_pk`` -> the rival);
- "supersede" or "coexist" for every rival: the new fact becomes active (as a revision, so the
  unresolved version stays in the audit trail), and each superseded rival is closed where the new
  fact starts, with ``invalidated_by_pk`` -> the new fact;
- anything else ("unknown", an ``LLMError``, a row that changed in between): nothing changes and
  the fact stays "unresolved".

Nothing is deleted.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from datetime import datetime

import aiosqlite

from consolidator.facts import _COLS, FactRepository, FactRow, row_to_fact
from consolidator.names import same_object
from consolidator.types import Adjudicator, FactView, Verdict
from engram import constants as C
from engram.errors import LLMError
from engram.timeutil import with_offset

log = logging.getLogger("engram.consolidate")

#: Longest source episode text shown to the adjudicator per fact, in characters.
SAID_MAX_CHARS = 2000


@dataclass(frozen=True, slots=True)
class Case:
    """One unresolved fact, its active rivals and the verdict on each (None: the question failed)."""

    fact_pk: int
    rival_pks: tuple[int, ...]
    verdicts: tuple[Verdict | None, ...]


@dataclass
class AdjudicationReport:
    """What escalating one episode's unresolved facts did."""

    asked: int = 0  # (fact, rival) pairs put to the adjudicator
    failed: int = 0  # pairs whose question raised LLMError
    resolved: int = 0  # facts no longer unresolved
    superseded: int = 0  # rivals closed by a newer fact
    merged: int = 0  # new facts retired as duplicates of a rival
    left_unresolved: int = 0


async def unresolved_of_episode(
    conn: aiosqlite.Connection, user_id: str, episode_pk: int
) -> list[FactRow]:
    """Believed facts with status "unresolved" that ``episode_pk`` is a source of."""
    cols = ", ".join(f"f.{c.strip()}" for c in _COLS.split(","))
    cur = await conn.execute(
        f"SELECT {cols} FROM {C.FACTS} f JOIN {C.FACT_SOURCES} s ON s.fact_pk = f.pk "
        "WHERE s.episode_pk = ? AND f.user_id = ? AND f.status = ? AND f.expired_at IS NULL "
        "ORDER BY f.pk",
        (episode_pk, user_id, C.UNRESOLVED),
    )
    return [row_to_fact(r) for r in await cur.fetchall()]


async def rivals(
    conn: aiosqlite.Connection, fact: FactRow, repo: FactRepository | None = None
) -> list[FactRow]:
    """Active believed facts of the same user, subject and predicate (and compatible qualifier)
    that start when ``fact`` starts with another object: the ones the resolver could not order."""
    believed = await (repo or FactRepository()).believed(
        conn, fact.user_id, fact.subject_entity_pk, fact.predicate
    )
    return [
        f
        for f in believed
        if f.pk != fact.pk
        and f.status == C.ACTIVE
        and f.valid_at == fact.valid_at
        and (fact.qualifier is None or f.qualifier in (None, fact.qualifier))
        and not same_object(f.object_norm, fact.object_norm)
        and not (fact.object_entity_pk is not None and f.object_entity_pk == fact.object_entity_pk)
    ]


async def fact_view(conn: aiosqlite.Connection, fact: FactRow, *, max_chars: int) -> FactView:
    """What the adjudicator sees of ``fact``: the fact and the latest episode it came from."""
    cur = await conn.execute(
        f"SELECT e.content, e.reference_time, e.reference_offset_s FROM {C.FACT_SOURCES} s "
        f"JOIN {C.EPISODES} e ON e.pk = s.episode_pk WHERE s.fact_pk = ? "
        "ORDER BY e.reference_time DESC, e.pk DESC LIMIT 1",
        (fact.pk,),
    )
    row = await cur.fetchone()
    said = str(row[0]) if row else ""
    if len(said) > max_chars:
        said = said[:max_chars] + " [...]"
    return FactView(
        id=fact.id,
        subject=fact.subject,
        predicate=fact.predicate,
        object=fact.object,
        text=fact.text,
        valid_at=fact.valid_at,
        invalid_at=fact.invalid_at,
        said=said,
        said_at=with_offset(str(row[1]), int(row[2])) if row else None,
    )


async def ask(
    conn: aiosqlite.Connection,
    adjudicator: Adjudicator,
    *,
    user_id: str,
    episode_pk: int,
    report: AdjudicationReport,
    max_chars: int = SAID_MAX_CHARS,
) -> list[Case]:
    """Put every unresolved fact of ``episode_pk`` and each of its rivals to ``adjudicator``.

    Reads over ``conn`` (use the reader connection: no write lock is held while it waits). An
    ``LLMError`` for one pair is logged and recorded as a failed verdict; other pairs go on.

    Returns:
        One :class:`Case` per unresolved fact that has rivals.
    """
    cases: list[Case] = []
    for fact in await unresolved_of_episode(conn, user_id, episode_pk):
        found = await rivals(conn, fact)
        if not found:
            continue
        newer = await fact_view(conn, fact, max_chars=max_chars)
        verdicts: list[Verdict | None] = []
        for rival in found:
            report.asked += 1
            try:
                verdicts.append(
                    await adjudicator.decide(
                        newer, await fact_view(conn, rival, max_chars=max_chars)
                    )
                )
            except LLMError as exc:
                report.failed += 1
                verdicts.append(None)
                log.warning(
                    "adjudicate user=%s fact=%s vs %s failed; it stays unresolved: %s",
                    user_id,
                    fact.id,
                    rival.id,
                    exc,
                )
        cases.append(Case(fact.pk, tuple(r.pk for r in found), tuple(verdicts)))
    return cases


async def apply_verdicts(
    conn: aiosqlite.Connection,
    cases: list[Case],
    *,
    episode_pk: int,
    now: datetime,
    boost: float,
    adjudicator_version: str,
    report: AdjudicationReport,
    repo: FactRepository | None = None,
) -> None:
    """Apply the verdicts of :func:`ask` inside the caller's write transaction (see module doc)."""
    repo = repo or FactRepository()
    for case in cases:
        fact = await repo.get(conn, case.fact_pk)
        rows = [await repo.get(conn, pk) for pk in case.rival_pks]
        live = [r for r in rows if r is not None and r.expired_at is None and r.status == C.ACTIVE]
        if (
            fact is None
            or fact.expired_at is not None
            or fact.status != C.UNRESOLVED
            or len(live) != len(rows)
        ):
            report.left_unresolved += 1  # changed since the question was asked: decide later
            continue
        dupe = next((r for r, v in zip(live, case.verdicts, strict=True) if v == "duplicate"), None)
        if dupe is not None:
            for source in await repo.sources(conn, fact.pk):
                await repo.reinforce(conn, dupe, source, now, boost)
            await repo.retire(conn, fact, now=now, by_pk=dupe.pk)
            report.merged += 1
            report.resolved += 1
            continue
        if not all(v in ("supersede", "coexist") for v in case.verdicts):
            report.left_unresolved += 1
            continue
        verdict = "supersede" if "supersede" in case.verdicts else "coexist"
        noted = replace(
            fact,
            metadata={**fact.metadata, "adjudicated": verdict, "adjudicator": adjudicator_version},
        )
        active = await repo.revise(
            conn,
            noted,
            now=now,
            invalid_at=fact.invalid_at,
            invalidated_by_pk=fact.invalidated_by_pk,
            extra_source=None,
            vector=await repo.vector_of(conn, fact.pk),
            tokens=await repo.tokens_of(conn, fact.pk),
            status=C.ACTIVE,
        )
        report.resolved += 1
        for rival, v in zip(live, case.verdicts, strict=True):
            if v != "supersede" or fact.valid_at is None or not rival.open_at(fact.valid_at):
                continue
            at = max(fact.valid_at, rival.valid_at) if rival.valid_at else fact.valid_at
            await repo.revise(
                conn,
                rival,
                now=now,
                invalid_at=at,
                invalidated_by_pk=active.pk,
                extra_source=episode_pk,
                vector=await repo.vector_of(conn, rival.pk),
                tokens=await repo.tokens_of(conn, rival.pk),
            )
            report.superseded += 1
