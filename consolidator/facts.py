"""Fact rows: reading believed facts, inserting, reinforcing and revising them.

Bi-temporal by versioning (Snodgrass' transaction-time model, as in Zep/Graphiti's edges, arXiv
2501.13956 section 2.2): a row is never updated in its meaning. When the system's belief about a
fact changes (its world-time interval gets an end), the row is retired (``expired_at`` = now,
status "superseded", ``superseded_by_pk`` -> the new row) and a revised copy is inserted with the
new ``invalid_at``. So "what did we believe at ``known_at``" stays answerable, and nothing is
deleted by conflict resolution.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import aiosqlite
import numpy as np

from engram import constants as C
from engram.storage.vectors import log_changes
from engram.timeutil import from_db, to_db

_COLS = (
    "pk, id, user_id, subject_entity_pk, subject, predicate, qualifier, object, object_norm, "
    "object_entity_pk, text, valid_at, valid_precision, invalid_at, created_at, expired_at, "
    "salience, last_reinforced_at, confidence, status, superseded_by_pk, invalidated_by_pk, metadata"
)


@dataclass(frozen=True, slots=True)
class FactRow:
    """One stored fact version."""

    pk: int
    id: str
    user_id: str
    subject_entity_pk: int | None
    subject: str
    predicate: str
    qualifier: str | None
    object: str
    object_norm: str
    object_entity_pk: int | None
    text: str
    valid_at: datetime | None
    valid_precision: str | None
    invalid_at: datetime | None
    created_at: datetime
    expired_at: datetime | None
    salience: float
    last_reinforced_at: datetime | None
    confidence: float
    status: str
    superseded_by_pk: int | None
    invalidated_by_pk: int | None
    metadata: dict[str, Any]

    def open_at(self, t: datetime) -> bool:
        """Whether the world-time interval has not ended by ``t``."""
        return self.invalid_at is None or self.invalid_at > t


def _dt(v: Any) -> datetime | None:
    return from_db(str(v)) if v is not None else None


def row_to_fact(r: Sequence[Any]) -> FactRow:
    return FactRow(
        pk=int(r[0]),
        id=r[1],
        user_id=r[2],
        subject_entity_pk=r[3],
        subject=r[4],
        predicate=r[5],
        qualifier=r[6],
        object=r[7],
        object_norm=r[8],
        object_entity_pk=r[9],
        text=r[10],
        valid_at=_dt(r[11]),
        valid_precision=r[12],
        invalid_at=_dt(r[13]),
        created_at=from_db(r[14]),
        expired_at=_dt(r[15]),
        salience=float(r[16]),
        last_reinforced_at=_dt(r[17]),
        confidence=float(r[18]),
        status=r[19],
        superseded_by_pk=r[20],
        invalidated_by_pk=r[21],
        metadata=json.loads(r[22]),
    )


def new_fact_id() -> str:
    return C.FACT_ID_PREFIX + uuid.uuid4().hex


class FactRepository:
    """SQL for the ``facts`` table and its sources, vectors and FTS rows."""

    async def believed(
        self, conn: aiosqlite.Connection, user_id: str, subject_pk: int | None, predicate: str
    ) -> list[FactRow]:
        """Current-belief versions (not expired) for one user, subject and predicate, oldest first."""
        cur = await conn.execute(
            f"SELECT {_COLS} FROM {C.FACTS} WHERE user_id = ? AND subject_entity_pk IS ? "
            "AND predicate = ? AND expired_at IS NULL ORDER BY valid_at, pk",
            (user_id, subject_pk, predicate),
        )
        return [row_to_fact(r) for r in await cur.fetchall()]

    async def get(self, conn: aiosqlite.Connection, pk: int) -> FactRow | None:
        """The fact version ``pk``, or None if it no longer exists (forgotten)."""
        cur = await conn.execute(f"SELECT {_COLS} FROM {C.FACTS} WHERE pk = ?", (pk,))
        row = await cur.fetchone()
        return row_to_fact(row) if row is not None else None

    async def insert(
        self,
        conn: aiosqlite.Connection,
        fact: FactRow,
        sources: Iterable[int],
        *,
        vector: np.ndarray | None,
        tokens: str,
    ) -> int:
        """Insert a fact version with its sources, vector and FTS row; returns its pk."""
        cur = await conn.execute(
            f"INSERT INTO {C.FACTS}(id, user_id, subject_entity_pk, subject, predicate, qualifier, "
            "object, object_norm, object_entity_pk, text, valid_at, valid_precision, invalid_at, "
            "created_at, expired_at, salience, last_reinforced_at, confidence, status, "
            "superseded_by_pk, invalidated_by_pk, metadata) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                fact.id,
                fact.user_id,
                fact.subject_entity_pk,
                fact.subject,
                fact.predicate,
                fact.qualifier,
                fact.object,
                fact.object_norm,
                fact.object_entity_pk,
                fact.text,
                to_db(fact.valid_at) if fact.valid_at else None,
                fact.valid_precision,
                to_db(fact.invalid_at) if fact.invalid_at else None,
                to_db(fact.created_at),
                to_db(fact.expired_at) if fact.expired_at else None,
                fact.salience,
                to_db(fact.last_reinforced_at) if fact.last_reinforced_at else None,
                fact.confidence,
                fact.status,
                fact.superseded_by_pk,
                fact.invalidated_by_pk,
                json.dumps(fact.metadata, ensure_ascii=False, sort_keys=True),
            ),
        )
        pk = cur.lastrowid
        assert pk is not None
        await conn.executemany(
            f"INSERT OR IGNORE INTO {C.FACT_SOURCES}(fact_pk, episode_pk) VALUES (?, ?)",
            [(pk, e) for e in dict.fromkeys(sources)],
        )
        await conn.execute(f"INSERT INTO {C.FACT_FTS}(rowid, tokens) VALUES (?, ?)", (pk, tokens))
        if vector is not None:
            await conn.execute(
                f"INSERT INTO {C.FACT_VEC}(rowid, user_id, embedding) VALUES (?, ?, ?)",
                (pk, fact.user_id, np.asarray(vector, dtype=np.float32).tobytes()),
            )
            await log_changes(conn, C.FACT_VEC, fact.user_id, [pk])
        return pk

    async def sources(self, conn: aiosqlite.Connection, fact_pk: int) -> list[int]:
        cur = await conn.execute(
            f"SELECT episode_pk FROM {C.FACT_SOURCES} WHERE fact_pk = ? ORDER BY episode_pk",
            (fact_pk,),
        )
        return [int(r[0]) for r in await cur.fetchall()]

    async def reinforce(
        self,
        conn: aiosqlite.Connection,
        fact: FactRow,
        episode_pk: int,
        now: datetime,
        boost: float,
    ) -> None:
        """A re-mention: more salience, one more source; intervals unchanged."""
        await conn.execute(
            f"UPDATE {C.FACTS} SET salience = salience + ?, last_reinforced_at = ? WHERE pk = ?",
            (boost, to_db(now), fact.pk),
        )
        await conn.execute(
            f"INSERT OR IGNORE INTO {C.FACT_SOURCES}(fact_pk, episode_pk) VALUES (?, ?)",
            (fact.pk, episode_pk),
        )

    async def revise(
        self,
        conn: aiosqlite.Connection,
        old: FactRow,
        *,
        now: datetime,
        invalid_at: datetime | None,
        invalidated_by_pk: int | None,
        extra_source: int | None,
        vector: np.ndarray | None,
        tokens: str,
        status: str = C.ACTIVE,
        restart: tuple[datetime | None, str | None, dict[str, Any]] | None = None,
    ) -> FactRow:
        """Retire ``old`` and insert its revision with a new ``invalid_at``; returns the revision.

        ``restart`` = (valid_at, valid_precision, metadata) also moves the start (a start stated
        after the fact was stored with its episode's reference time)."""
        sources = await self.sources(conn, old.pk)
        if extra_source is not None:
            sources.append(extra_source)
        if restart is not None:
            old = replace(old, valid_at=restart[0], valid_precision=restart[1], metadata=restart[2])
        revised = replace(
            old,
            pk=0,
            id=new_fact_id(),
            invalid_at=invalid_at,
            created_at=now,
            expired_at=None,
            status=status,
            superseded_by_pk=None,
            invalidated_by_pk=invalidated_by_pk,
        )
        new_pk = await self.insert(conn, revised, sources, vector=vector, tokens=tokens)
        await conn.execute(
            f"UPDATE {C.FACTS} SET expired_at = ?, status = ?, superseded_by_pk = ? WHERE pk = ?",
            (to_db(now), C.SUPERSEDED, new_pk, old.pk),
        )
        return replace(revised, pk=new_pk)

    async def retire(
        self, conn: aiosqlite.Connection, fact: FactRow, *, now: datetime, by_pk: int
    ) -> None:
        """Stop believing ``fact`` in favour of ``by_pk`` (e.g. it duplicates that fact): the row
        stays, with ``expired_at`` = now, status "superseded" and ``superseded_by_pk`` = ``by_pk``."""
        await conn.execute(
            f"UPDATE {C.FACTS} SET expired_at = ?, status = ?, superseded_by_pk = ? WHERE pk = ?",
            (to_db(now), C.SUPERSEDED, by_pk, fact.pk),
        )

    async def vector_of(self, conn: aiosqlite.Connection, fact_pk: int) -> np.ndarray | None:
        cur = await conn.execute(f"SELECT embedding FROM {C.FACT_VEC} WHERE rowid = ?", (fact_pk,))
        row = await cur.fetchone()
        return np.frombuffer(row[0], dtype=np.float32).copy() if row else None

    async def tokens_of(self, conn: aiosqlite.Connection, fact_pk: int) -> str:
        cur = await conn.execute(f"SELECT tokens FROM {C.FACT_FTS} WHERE rowid = ?", (fact_pk,))
        row = await cur.fetchone()
        return str(row[0]) if row else ""

    async def set_invalidated_by(
        self, conn: aiosqlite.Connection, fact_pk: int, by_pk: int
    ) -> None:
        await conn.execute(
            f"UPDATE {C.FACTS} SET invalidated_by_pk = ? WHERE pk = ?", (by_pk, fact_pk)
        )
