"""Read-side SQL over facts and entities (episodes are in :mod:`engram.storage.episodes`).

Every query is scoped by an exact ``user_id``; vector searches use the per-user partition.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime

import aiosqlite
import numpy as np

from consolidator.facts import FactRow
from consolidator.queries import believed_rows
from engram import constants as C
from engram.storage.lexical import bm25_top
from engram.storage.vectors import VectorCache, knn
from engram.timeutil import from_db, to_db


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


def _expiring(views: dict[int, FactView], at: datetime) -> bool:
    """Whether a cached row's belief ended by ``at`` (its expired_at has passed since caching)."""
    return any(v.row.expired_at is not None and v.row.expired_at <= at for v in views.values())


class BelievedCache:
    """The last believed-facts load per user (bounded), with the signature it was loaded at."""

    def __init__(self, max_users: int = 64) -> None:
        self.max_users = max_users
        self._data: OrderedDict[str, tuple[tuple[object, ...], dict[int, FactView]]] = OrderedDict()

    def get(self, user_id: str) -> tuple[tuple[object, ...], dict[int, FactView]] | None:
        hit = self._data.get(user_id)
        if hit is not None:
            self._data.move_to_end(user_id)
        return hit

    def put(self, user_id: str, signature: tuple[object, ...], views: dict[int, FactView]) -> None:
        self._data[user_id] = (signature, views)
        self._data.move_to_end(user_id)
        while len(self._data) > self.max_users:
            self._data.popitem(last=False)


class FactIndex:
    """Fact-side look-ups for one recall."""

    def __init__(
        self,
        conn: aiosqlite.Connection,
        vector_conn: aiosqlite.Connection | None = None,
        vectors: VectorCache | None = None,
    ) -> None:
        self.conn = conn
        self.vector_conn = vector_conn or conn
        self.vectors = vectors

    async def believed(
        self, user_id: str, known_at: datetime, cache: BelievedCache | None = None
    ) -> dict[int, FactView]:
        """Every fact version believed at ``known_at``, by pk.

        With a ``cache``, a question asked "as known now" reuses the user's rows while the facts
        table has not changed for that user (checked with one indexed query per recall).
        """
        if cache is None:
            return await self._load(user_id, known_at)
        cur = await self.conn.execute(
            f"SELECT count(*), max(pk), max(last_reinforced_at), max(expired_at) FROM {C.FACTS} "
            "WHERE user_id = ?",
            (user_id,),
        )
        row = await cur.fetchone()
        signature = tuple(row) if row else ()
        hit = cache.get(user_id)
        if hit is not None and hit[0] == signature and not _expiring(hit[1], known_at):
            return hit[1]
        views = await self._load(user_id, known_at)
        cache.put(user_id, signature, views)
        return views

    async def _load(self, user_id: str, known_at: datetime) -> dict[int, FactView]:
        rows = await believed_rows(self.conn, user_id, known_at)
        return {r.pk: FactView(r, from_db(first) if first else None) for r, first in rows}

    async def first_references(self, fact_pks: list[int]) -> dict[int, datetime]:
        """When each fact was first said: the earliest reference time of its source episodes."""
        out: dict[int, datetime] = {}
        for i in range(0, len(fact_pks), 500):
            chunk = fact_pks[i : i + 500]
            cur = await self.conn.execute(
                f"SELECT s.fact_pk, min(e.reference_time) FROM {C.FACT_SOURCES} s "
                f"JOIN {C.EPISODES} e ON e.pk = s.episode_pk WHERE s.fact_pk IN "
                f"({','.join('?' * len(chunk))}) GROUP BY s.fact_pk",
                chunk,
            )
            out.update({int(pk): from_db(str(t)) for pk, t in await cur.fetchall() if t})
        return out

    async def dense(self, user_id: str, vector: np.ndarray, k: int) -> list[tuple[int, float]]:
        """Cosine KNN over fact vectors in the user's partition: ``[(pk, distance)]``, nearest
        first, at most ``k`` (through the in-memory :class:`VectorCache` when one is set)."""
        if self.vectors is None:
            return await knn(self.vector_conn, C.FACT_VEC, user_id, vector, k)
        return await self.vectors.search(self.vector_conn, C.FACT_VEC, user_id, vector, k)

    async def lexical(self, user_id: str, match: str, k: int) -> list[tuple[int, float]]:
        """BM25 over fact texts: ``[(pk, bm25)]``, best first, at most ``k`` (ranked by FTS5
        alone, then checked; see :func:`engram.storage.lexical.bm25_top`)."""

        async def keep(pks: list[int]) -> set[int]:
            cur = await self.conn.execute(
                f"SELECT pk FROM {C.FACTS} WHERE pk IN ({','.join('?' * len(pks))}) "
                "AND +user_id = ?",
                (*pks, user_id),
            )
            return {int(r[0]) for r in await cur.fetchall()}

        hits = await bm25_top(self.conn, C.FACT_FTS, match, k, keep)
        if hits is not None:
            return hits
        cur = await self.conn.execute(
            # CROSS JOIN: FTS matches first (see EpisodeStore.lexical_search).
            f"SELECT f.pk, bm25({C.FACT_FTS}) AS s FROM {C.FACT_FTS} CROSS JOIN {C.FACTS} f "
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

    async def speaker_names(self, pks: list[int]) -> dict[int, str]:
        """``{pk: metadata["speaker_name"]}`` of the episodes among ``pks`` that carry one (the
        person who said it, in a conversation between named people)."""
        if not pks:
            return {}
        marks = ",".join("?" * len(pks))
        cur = await self.conn.execute(
            f"SELECT pk, json_extract(metadata, '$.speaker_name') FROM {C.EPISODES} "
            f"WHERE pk IN ({marks})",
            pks,
        )
        return {int(pk): str(name) for pk, name in await cur.fetchall() if name}

    async def episode_tokens(self, pks: list[int]) -> dict[int, set[str]]:
        """The analysed tokens stored for episodes (to measure query-term coverage)."""
        if not pks:
            return {}
        marks = ",".join("?" * len(pks))
        cur = await self.conn.execute(
            f"SELECT rowid, tokens FROM {C.EPISODE_FTS} WHERE rowid IN ({marks})", pks
        )
        return {int(r[0]): set(str(r[1]).split()) for r in await cur.fetchall()}

    async def session_neighbours(
        self,
        user_id: str,
        pks: list[int],
        span: int,
        *,
        reference_before: datetime | None = None,
        created_before: datetime | None = None,
    ) -> dict[int, list[int]]:
        """The episodes said next to each of ``pks`` in its session: up to ``span`` before and
        ``span`` after it by reference time (``{pk: [after..., before...]}``, each side nearest
        first).

        Only episodes of ``user_id`` said by ``reference_before`` and stored by
        ``created_before`` qualify (the as-of filter); an episode without a session has none.
        """
        if not pks or span < 1:
            return {}
        marks = ",".join("?" * len(pks))
        cur = await self.conn.execute(
            # `+user_id`: look the pks up by rowid; left to itself the planner walked the user's
            # whole (user_id, session_id) index (10 ms a recall at 100k, 0.03 ms by rowid).
            f"SELECT pk, session_id, reference_time FROM {C.EPISODES} "
            f"WHERE +user_id = ? AND session_id IS NOT NULL AND pk IN ({marks})",
            [user_id, *pks],
        )
        filters, extra = "", []
        if reference_before is not None:
            filters += " AND reference_time <= ?"
            extra.append(to_db(reference_before))
        if created_before is not None:
            filters += " AND created_at <= ?"
            extra.append(to_db(created_before))
        # One statement for every parent and side (a round trip per look-up cost ~3 ms per
        # recall): each part walks the (user_id, session_id, reference_time) index. INDEXED BY:
        # with the as-of bound on reference_time the planner preferred (user_id, reference_time)
        # and scanned the user's whole history for the session (86 ms a recall at 100k).
        parts: list[str] = []
        params: list[object] = []
        for pk, session, ref in await cur.fetchall():
            for side, (op, order) in enumerate(((">", "ASC"), ("<", "DESC"))):
                parts.append(
                    f"SELECT * FROM (SELECT ? AS parent, {side} AS side, pk, reference_time "
                    f"FROM {C.EPISODES} INDEXED BY {C.EPISODES_BY_SESSION} "
                    f"WHERE user_id = ? AND session_id = ? AND reference_time {op} ?{filters} "
                    f"ORDER BY reference_time {order} LIMIT ?)"
                )
                params += [int(pk), user_id, session, ref, *extra, span]
        rows: list[tuple[int, int, int, str]] = []
        # At most 200 parts a statement (SQLite's compound SELECT limit is 500).
        per = len(params) // len(parts) if parts else 0
        for i in range(0, len(parts), 200):
            near = await self.conn.execute(
                " UNION ALL ".join(parts[i : i + 200]), params[i * per : (i + 200) * per]
            )
            rows += [(int(a), int(b), int(c), str(d)) for a, b, c, d in await near.fetchall()]
        sides: dict[tuple[int, int], list[tuple[str, int]]] = {}
        for parent, side, pk, ref_time in rows:
            sides.setdefault((parent, side), []).append((ref_time, pk))
        out: dict[int, list[int]] = {}
        for (parent, side), found in sorted(sides.items()):  # the after-side first
            found.sort(reverse=side == 1)  # nearest first on each side
            out.setdefault(parent, []).extend(pk for _, pk in found)
        return out
