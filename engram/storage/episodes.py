"""Episode rows: the System-1 append, listing, and the two index look-ups the reader uses.

Every query is scoped by an exact ``user_id = ?`` (never LIKE/GLOB); the vector index is
partitioned by user, so a KNN search cannot return another user's episode.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import aiosqlite
import numpy as np

from engram import constants as C
from engram.models import AddResult, Episode
from engram.storage.database import Database
from engram.storage.lexical import bm25_top
from engram.storage.vectors import VectorCache, knn, log_changes
from engram.timeutil import from_db, offset_seconds, to_db, with_offset
from engram.validation import ValidEpisode

_COLUMNS = (
    "pk, id, user_id, session_id, speaker, content, reference_time, reference_offset_s, "
    "created_at, metadata, content_sha256"
)


@dataclass(frozen=True, slots=True)
class PreparedEpisode:
    """A validated episode with everything the single write transaction needs."""

    valid: ValidEpisode
    id: str
    content_sha256: str
    tokens: str
    vector: np.ndarray
    created_at: datetime


def row_to_episode(row: Sequence[Any]) -> Episode:
    """Build an :class:`Episode` from a row selected with ``_COLUMNS``."""
    return Episode(
        id=row[1],
        user_id=row[2],
        session_id=row[3],
        speaker=row[4],
        content=row[5],
        reference_time=with_offset(row[6], row[7]),
        created_at=from_db(row[8]),
        metadata=json.loads(row[9]),
        content_sha256=row[10],
    )


def _time_bounds(
    prefix: str, reference_before: datetime | None, created_before: datetime | None
) -> tuple[str, list[str]]:
    """The reader's time filter on episodes: ``(" AND ...", params)`` (``prefix``: a table alias
    with its dot, or "")."""
    sql = ""
    params: list[str] = []
    if reference_before is not None:
        sql += f" AND {prefix}reference_time <= ?"
        params.append(to_db(reference_before))
    if created_before is not None:
        sql += f" AND {prefix}created_at <= ?"
        params.append(to_db(created_before))
    return sql, params


class EpisodeStore:
    """Reads and writes the ``episodes`` table and its FTS, vector and consolidation rows.

    ``vectors``: this process's in-memory copy of the users' vectors for :meth:`dense_search`
    (None: every search is a sqlite-vec KNN).
    """

    def __init__(self, db: Database, vectors: VectorCache | None = None) -> None:
        self.db = db
        self.vectors = vectors

    async def find_by_idempotency(self, user_id: str, key: str) -> Episode | None:
        """The episode stored earlier under ``(user_id, key)``, if any."""
        cur = await self.db.reader.execute(
            f"SELECT {_COLUMNS} FROM {C.EPISODES} WHERE user_id = ? AND idempotency_key = ?",
            (user_id, key),
        )
        row = await cur.fetchone()
        return row_to_episode(row) if row else None

    async def insert(self, batch: Sequence[PreparedEpisode]) -> list[AddResult]:
        """Append episodes: row + FTS row + vector + pending marker, all in ONE transaction.

        An episode whose ``(user_id, idempotency_key)`` already exists is not written again;
        its result carries the stored episode and ``duplicate=True``.

        Raises:
            StorageError-family errors from SQLite propagate; nothing of the batch is written then.
        """
        results: list[AddResult] = []
        added: dict[str, list[int]] = {}
        async with self.db.transaction() as conn:
            for p in batch:
                v = p.valid
                if v.idempotency_key is not None:
                    cur = await conn.execute(
                        f"SELECT {_COLUMNS} FROM {C.EPISODES} "
                        "WHERE user_id = ? AND idempotency_key = ?",
                        (v.user_id, v.idempotency_key),
                    )
                    row = await cur.fetchone()
                    if row is not None:
                        results.append(AddResult(row_to_episode(row), duplicate=True))
                        continue
                ref_db = to_db(v.reference_time)
                created_db = to_db(p.created_at)
                cur = await conn.execute(
                    f"INSERT INTO {C.EPISODES}(id, user_id, session_id, speaker, content, "
                    "content_sha256, reference_time, reference_offset_s, created_at, metadata, "
                    "idempotency_key) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                    (
                        p.id,
                        v.user_id,
                        v.session_id,
                        v.speaker,
                        v.text,
                        p.content_sha256,
                        ref_db,
                        offset_seconds(v.reference_time),
                        created_db,
                        v.metadata_json,
                        v.idempotency_key,
                    ),
                )
                pk = cur.lastrowid
                assert pk is not None
                await conn.execute(
                    f"INSERT INTO {C.EPISODE_FTS}(rowid, tokens) VALUES (?, ?)", (pk, p.tokens)
                )
                await conn.execute(
                    f"INSERT INTO {C.EPISODE_VEC}(rowid, user_id, embedding) VALUES (?, ?, ?)",
                    (pk, v.user_id, np.asarray(p.vector, dtype=np.float32).tobytes()),
                )
                added.setdefault(v.user_id, []).append(pk)
                await conn.execute(
                    f"INSERT INTO {C.CONSOLIDATION_STATE}(episode_pk, user_id, reference_time, "
                    "status, updated_at) VALUES (?, ?, ?, ?, ?)",
                    (pk, v.user_id, ref_db, C.PENDING, created_db),
                )
                results.append(
                    AddResult(
                        Episode(
                            id=p.id,
                            user_id=v.user_id,
                            session_id=v.session_id,
                            speaker=v.speaker,
                            content=v.text,
                            reference_time=v.reference_time,
                            created_at=p.created_at,
                            metadata=v.metadata,
                            content_sha256=p.content_sha256,
                        )
                    )
                )
            for user_id, pks in added.items():
                await log_changes(conn, C.EPISODE_VEC, user_id, pks)
        return results

    async def for_user(
        self, user_id: str, *, session_id: str | None = None, limit: int | None = None
    ) -> list[Episode]:
        """A user's episodes, oldest first by ``reference_time`` (then insertion order)."""
        sql = f"SELECT {_COLUMNS} FROM {C.EPISODES} WHERE user_id = ?"
        params: list[Any] = [user_id]
        if session_id is not None:
            sql += " AND session_id = ?"
            params.append(session_id)
        sql += " ORDER BY reference_time, pk"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        cur = await self.db.reader.execute(sql, params)
        return [row_to_episode(r) for r in await cur.fetchall()]

    async def get_many(self, user_id: str, pks: Iterable[int]) -> dict[int, Episode]:
        """Episodes by primary key, restricted to ``user_id``."""
        keys = list(dict.fromkeys(pks))
        if not keys:
            return {}
        marks = ",".join("?" * len(keys))
        cur = await self.db.reader.execute(
            # `+user_id`: look the pks up by rowid; left to itself the planner walks the user's
            # index instead (every episode of the user: 20 ms at 100k).
            f"SELECT {_COLUMNS} FROM {C.EPISODES} WHERE pk IN ({marks}) AND +user_id = ?",
            (*keys, user_id),
        )
        return {int(r[0]): row_to_episode(r) for r in await cur.fetchall()}

    async def count(self, user_id: str) -> int:
        """How many episodes ``user_id`` has."""
        cur = await self.db.reader.execute(
            f"SELECT count(*) FROM {C.EPISODES} WHERE user_id = ?", (user_id,)
        )
        row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def lexical_search(
        self,
        user_id: str,
        match: str,
        limit: int,
        *,
        reference_before: datetime | None = None,
        created_before: datetime | None = None,
    ) -> list[tuple[int, float]]:
        """BM25 over the analysed tokens: ``[(pk, bm25)]``, best first (lower bm25 is better).

        ``match`` is an FTS5 query built by :func:`engram.analysis.fts_query`; at most ``limit``
        hits, said by ``reference_before`` and stored by ``created_before`` when given. The best
        matches are ranked by FTS5 alone and then checked (:func:`bm25_top`), else joined.
        """
        where, bounds = _time_bounds("e.", reference_before, created_before)

        async def keep(pks: list[int]) -> set[int]:
            cur = await self.db.reader.execute(
                f"SELECT e.pk FROM {C.EPISODES} e WHERE e.pk IN ({','.join('?' * len(pks))}) "
                f"AND +e.user_id = ?{where}",
                (*pks, user_id, *bounds),
            )
            return {int(r[0]) for r in await cur.fetchall()}

        hits = await bm25_top(self.db.reader, C.EPISODE_FTS, match, limit, keep)
        if hits is not None:
            return hits
        cur = await self.db.reader.execute(
            # CROSS JOIN fixes the loop order: FTS matches first, then their rows. Left to itself
            # the planner walks the user's episodes and runs MATCH per row (seconds at 100k).
            f"SELECT e.pk, bm25({C.EPISODE_FTS}) AS s FROM {C.EPISODE_FTS} "
            f"CROSS JOIN {C.EPISODES} e ON e.pk = {C.EPISODE_FTS}.rowid "
            f"WHERE {C.EPISODE_FTS} MATCH ? AND e.user_id = ?{where} ORDER BY s LIMIT ?",
            (match, user_id, *bounds, limit),
        )
        return [(int(r[0]), float(r[1])) for r in await cur.fetchall()]

    async def dense_search(
        self, user_id: str, vector: np.ndarray, limit: int
    ) -> list[tuple[int, float]]:
        """Cosine KNN in the user's partition: ``[(pk, cosine_distance)]``, nearest first.

        ``vector`` has shape ``(dim,)``; at most ``limit`` hits. Exact either way: through
        :attr:`vectors` when set (see :class:`VectorCache`), else sqlite-vec.
        """
        conn = self.db.vector_reader
        if self.vectors is None:
            return await knn(conn, C.EPISODE_VEC, user_id, vector, limit)
        return await self.vectors.search(conn, C.EPISODE_VEC, user_id, vector, limit)

    async def recent(
        self,
        user_id: str,
        limit: int,
        *,
        reference_before: datetime | None = None,
        created_before: datetime | None = None,
    ) -> list[tuple[int, datetime]]:
        """The newest episodes by reference time: ``[(pk, reference_time)]``, newest first."""
        where, bounds = _time_bounds("", reference_before, created_before)
        cur = await self.db.reader.execute(
            f"SELECT pk, reference_time FROM {C.EPISODES} WHERE user_id = ?{where} "
            "ORDER BY reference_time DESC, pk DESC LIMIT ?",
            (user_id, *bounds, limit),
        )
        return [(int(r[0]), from_db(str(r[1]))) for r in await cur.fetchall()]

    async def times(
        self, pks: Iterable[int], *, conn: aiosqlite.Connection | None = None
    ) -> dict[int, tuple[str, str]]:
        """``{pk: (reference_time, created_at)}`` as stored (UTC text), for time filters.

        ``conn``: the connection to read with (default the reader; the dense channel passes its
        own, so it does not queue behind the lexical channel's queries).
        """
        keys = list(dict.fromkeys(pks))
        if not keys:
            return {}
        marks = ",".join("?" * len(keys))
        cur = await (conn or self.db.reader).execute(
            f"SELECT pk, reference_time, created_at FROM {C.EPISODES} WHERE pk IN ({marks})", keys
        )
        return {int(r[0]): (str(r[1]), str(r[2])) for r in await cur.fetchall()}

    async def page(
        self, user_id: str, *, after_pk: int, limit: int
    ) -> list[tuple[int, Episode, str | None]]:
        """Episodes in insertion order after ``after_pk`` (for export): ``[(pk, ep, idem_key)]``."""
        cur = await self.db.reader.execute(
            f"SELECT {_COLUMNS}, idempotency_key FROM {C.EPISODES} "
            "WHERE user_id = ? AND pk > ? ORDER BY pk LIMIT ?",
            (user_id, after_pk, limit),
        )
        return [(int(r[0]), row_to_episode(r), r[11]) for r in await cur.fetchall()]
