"""Reading facts on both time axes (DESIGN.md section 4.4).

A fact version is *believed at* ``known_at`` when ``created_at <= known_at`` and it had not expired
by then (``expired_at`` null or later). It is *valid at* ``as_of`` when ``valid_at <= as_of`` and
``invalid_at`` is null or later than ``as_of`` (a fact without ``valid_at`` counts from its first
source episode's reference time).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from datetime import datetime

import aiosqlite

from consolidator.facts import _COLS, FactRow, row_to_fact
from engram import constants as C
from engram.models import Fact
from engram.timeutil import from_db, to_db


def to_fact(
    row: FactRow,
    *,
    salience_at: datetime,
    half_life_days: float,
    source_episode_ids: Iterable[str],
    superseded_by: str | None,
    valid_at: datetime | None = None,
) -> Fact:
    """The public :class:`Fact` of a stored version, salience decayed to ``salience_at``.

    ``valid_at`` stands in when the row has none (e.g. its first source's reference time).
    """
    return Fact(
        id=row.id,
        user_id=row.user_id,
        subject=row.subject,
        predicate=row.predicate,
        object=row.object,
        text=row.text,
        valid_at=row.valid_at or valid_at,
        invalid_at=row.invalid_at,
        created_at=row.created_at,
        expired_at=row.expired_at,
        salience=round(decayed_salience(row, salience_at, half_life_days), 4),
        confidence=row.confidence,
        status=row.status,
        source_episode_ids=tuple(source_episode_ids),
        superseded_by=superseded_by,
    )


def decayed_salience(row: FactRow, at: datetime, half_life_days: float) -> float:
    """Salience halved every ``half_life_days`` since the last reinforcement."""
    since = row.last_reinforced_at or row.created_at
    days = max(0.0, (at - since).total_seconds() / 86400)
    return row.salience * math.pow(0.5, days / half_life_days)


async def believed_rows(
    conn: aiosqlite.Connection, user_id: str, known_at: datetime
) -> list[tuple[FactRow, str]]:
    """Fact versions believed at ``known_at``, each with its earliest source reference time."""
    k = to_db(known_at)
    cols = ", ".join(f"f.{c.strip()}" for c in _COLS.split(","))
    cur = await conn.execute(
        # The first source's time is only needed when valid_at is unknown: CASE skips the
        # sub-query for every other row.
        f"SELECT {cols}, CASE WHEN f.valid_at IS NULL THEN (SELECT min(e.reference_time) "
        f"FROM {C.FACT_SOURCES} s JOIN {C.EPISODES} e ON e.pk = s.episode_pk "
        "WHERE s.fact_pk = f.pk) END "
        f"FROM {C.FACTS} f WHERE f.user_id = ? AND f.created_at <= ? "
        "AND (f.expired_at IS NULL OR f.expired_at > ?) ORDER BY f.valid_at, f.pk",
        (user_id, k, k),
    )
    return [(row_to_fact(r[:-1]), str(r[-1]) if r[-1] else "") for r in await cur.fetchall()]


def valid_at(row: FactRow, first_reference: str, as_of: datetime) -> bool:
    """Whether the fact holds in the world at ``as_of``."""
    start = row.valid_at or (from_db(first_reference) if first_reference else None)
    if start is None or start > as_of:
        return False
    return row.invalid_at is None or row.invalid_at > as_of


async def source_ids(conn: aiosqlite.Connection, fact_pks: list[int]) -> dict[int, list[str]]:
    """Public episode ids of each fact's sources, by reference time."""
    if not fact_pks:
        return {}
    marks = ",".join("?" * len(fact_pks))
    cur = await conn.execute(
        f"SELECT s.fact_pk, e.id FROM {C.FACT_SOURCES} s JOIN {C.EPISODES} e ON e.pk = s.episode_pk "
        f"WHERE s.fact_pk IN ({marks}) ORDER BY e.reference_time, e.pk",
        fact_pks,
    )
    out: dict[int, list[str]] = {}
    for pk, eid in await cur.fetchall():
        out.setdefault(int(pk), []).append(str(eid))
    return out


async def fact_ids(conn: aiosqlite.Connection, pks: list[int]) -> dict[int, str]:
    if not pks:
        return {}
    marks = ",".join("?" * len(pks))
    cur = await conn.execute(f"SELECT pk, id FROM {C.FACTS} WHERE pk IN ({marks})", pks)
    return {int(r[0]): str(r[1]) for r in await cur.fetchall()}


async def facts_as_of(
    conn: aiosqlite.Connection,
    user_id: str,
    *,
    as_of: datetime,
    known_at: datetime,
    include_closed: bool,
    half_life_days: float,
) -> list[Fact]:
    """Facts believed at ``known_at``; only those valid at ``as_of`` unless ``include_closed``."""
    rows = [
        r
        for r, first in await believed_rows(conn, user_id, known_at)
        if include_closed or valid_at(r, first, as_of)
    ]
    sources = await source_ids(conn, [r.pk for r in rows])
    successors = await fact_ids(conn, [r.superseded_by_pk for r in rows if r.superseded_by_pk])
    return [
        to_fact(
            r,
            salience_at=known_at,
            half_life_days=half_life_days,
            source_episode_ids=sources.get(r.pk, ()),
            superseded_by=successors.get(r.superseded_by_pk) if r.superseded_by_pk else None,
        )
        for r in rows
    ]
