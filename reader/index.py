"""Read-side SQL over facts and entities (episodes are in :mod:`engram.storage.episodes`).

Every query is scoped by an exact ``user_id``; vector searches use the per-user partition.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

import aiosqlite
import numpy as np

from consolidator.facts import FactRow
from consolidator.queries import believed_rows
from engram import constants as C
from engram.timeutil import from_db


@dataclass(frozen=True, slots=True)
class FactView:
    """A believed fact version with the reference time of its first source episode."""

    row: FactRow
    first_reference: datetime | None

    @property
    def start(self) -> datetime | None:
        return self.row.valid_at or self.first_reference

    def valid_at(self, t: datetime) -> bool:
        s = self.start
        return s is not None and s <= t and self.row.open_at(t)

    def overlaps(self, start: datetime, end: datetime) -> bool:
        s = self.start
        return s is not None and s < end and self.row.open_at(start)


class FactIndex:
    """Fact-side look-ups for one recall."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def believed(self, user_id: str, known_at: datetime) -> dict[int, FactView]:
        """Every fact version believed at ``known_at``, by pk."""
        rows = await believed_rows(self.conn, user_id, known_at)
        return {r.pk: FactView(r, from_db(first) if first else None) for r, first in rows}

    async def dense(self, user_id: str, vector: np.ndarray, k: int) -> list[tuple[int, float]]:
        """Cosine KNN over fact vectors in the user's partition: ``[(pk, distance)]``."""
        cur = await self.conn.execute(
            f"SELECT rowid, distance FROM {C.FACT_VEC} WHERE embedding MATCH ? AND k = ? "
            "AND user_id = ? ORDER BY distance",
            (np.asarray(vector, dtype=np.float32).tobytes(), k, user_id),
        )
        return [(int(r[0]), float(r[1])) for r in await cur.fetchall()]

    async def lexical(self, user_id: str, match: str, k: int) -> list[tuple[int, float]]:
        """BM25 over fact texts: ``[(pk, bm25)]``, best first."""
        cur = await self.conn.execute(
            f"SELECT f.pk, bm25({C.FACT_FTS}) AS s FROM {C.FACT_FTS} JOIN {C.FACTS} f "
            f"ON f.pk = {C.FACT_FTS}.rowid WHERE {C.FACT_FTS} MATCH ? AND f.user_id = ? "
            "ORDER BY s LIMIT ?",
            (match, user_id, k),
        )
        return [(int(r[0]), float(r[1])) for r in await cur.fetchall()]

    async def aliases(self, user_id: str) -> list[tuple[int, str]]:
        """``[(entity_pk, alias_norm)]`` of the user's entities."""
        cur = await self.conn.execute(
            f"SELECT entity_pk, alias_norm FROM {C.ENTITY_ALIASES} WHERE user_id = ?", (user_id,)
        )
        return [(int(r[0]), str(r[1])) for r in await cur.fetchall()]

    async def episode_pks_of(self, fact_pks: list[int]) -> dict[int, list[int]]:
        """Source episode pks of each fact."""
        if not fact_pks:
            return {}
        marks = ",".join("?" * len(fact_pks))
        cur = await self.conn.execute(
            f"SELECT fact_pk, episode_pk FROM {C.FACT_SOURCES} WHERE fact_pk IN ({marks})",
            fact_pks,
        )
        out: dict[int, list[int]] = {}
        for f, e in await cur.fetchall():
            out.setdefault(int(f), []).append(int(e))
        return out

    async def episode_tokens(self, pks: list[int]) -> dict[int, set[str]]:
        """The analysed tokens stored for episodes (to measure query-term coverage)."""
        if not pks:
            return {}
        marks = ",".join("?" * len(pks))
        cur = await self.conn.execute(
            f"SELECT rowid, tokens FROM {C.EPISODE_FTS} WHERE rowid IN ({marks})", pks
        )
        return {int(r[0]): set(str(r[1]).split()) for r in await cur.fetchall()}
