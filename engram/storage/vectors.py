"""Dense search: sqlite-vec KNN, and an in-memory copy of each user's vectors kept coherent by a log.

A ``vec0`` KNN over one user's partition costs 20-90 ms at 10k-100k vectors on a loaded machine;
an exact dot product over the same vectors in a numpy matrix costs a few ms. :class:`VectorCache`
keeps, per process, one float32 matrix per ``(vec0 table, user)`` and answers the same top-k.

Coherence across processes (the CLI, the daemon and arq workers share the file): every
transaction that writes a vector of ``episode_vec`` or ``fact_vec`` also appends to
``vector_log`` (migration ``0004_vector_log``), one row per changed pk: an add, an import, a
consolidation refinement, a fact's vector, a forget. A cached matrix remembers the log position
``seq`` it reflects; before each search one indexed query asks whether the log has rows of that
user and table after ``seq``. If so, only those pks are read again (a pk no longer in the user's
partition is dropped, a present one is appended or overwritten), so appends and refinements
refresh incrementally. Forgetting a whole user deletes the user's log rows (no trace of the id
may stay) and writes one reset row naming no user: every cached matrix, of any user, is then
reloaded at its next search. The log keeps its newest :data:`LOG_KEEP` rows; a matrix older
than the oldest kept row cannot know what it missed and is reloaded too.

Why reading after the check is safe without a read transaction: the position is read *before*
the vectors, so anything committed later has a larger ``seq`` and is seen at the next search;
re-reading a pk is idempotent (it fetches the pk's current vector, or its absence).
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass

import aiosqlite
import numpy as np

from engram import constants as C

log = logging.getLogger("engram.storage.vectors")

#: Log rows kept (the newest); a cached matrix behind the oldest one reloads.
LOG_KEEP = 50_000
_CHUNK = 500
_LOAD_ROWS = 4096
_RESET = ("*", "")  # (vec_table, user_id) of a reset row
_INDEX_BYTES = 100  # what an entry of a matrix's pk -> row dict costs, about
_SEEN_MAX = 65_536  # users remembered as searched once (then forgotten: one more KNN each)


async def knn(
    conn: aiosqlite.Connection, table: str, user_id: str, vector: np.ndarray, k: int
) -> list[tuple[int, float]]:
    """sqlite-vec cosine KNN in ``user_id``'s partition of ``table``.

    Args:
        table: a ``vec0`` table (``episode_vec`` or ``fact_vec``).
        vector: the query, shape ``(dim,)``.
        k: neighbours wanted (at most 4096, sqlite-vec's limit).

    Returns:
        ``[(pk, cosine_distance)]``, nearest first, at most ``k``.
    """
    cur = await conn.execute(
        f"SELECT rowid, distance FROM {table} "
        "WHERE embedding MATCH ? AND k = ? AND user_id = ? ORDER BY distance",
        (np.asarray(vector, dtype=np.float32).tobytes(), k, user_id),
    )
    return [(int(r[0]), float(r[1])) for r in await cur.fetchall()]


async def log_changes(
    conn: aiosqlite.Connection, table: str, user_id: str, pks: Iterable[int]
) -> None:
    """Record, inside the caller's write transaction, that these vectors changed.

    Call it in the SAME transaction (or savepoint) as the insert, update or delete of the
    ``table`` rows ``pks`` of ``user_id``, so that the change and its log row commit or roll back
    together. Also drops log rows older than the newest :data:`LOG_KEEP`.
    """
    rows = [(table, user_id, int(pk)) for pk in dict.fromkeys(pks)]
    if not rows:
        return
    await conn.executemany(
        f"INSERT INTO {C.VECTOR_LOG}(vec_table, user_id, pk) VALUES (?, ?, ?)", rows
    )
    await conn.execute(
        f"DELETE FROM {C.VECTOR_LOG} WHERE seq <= last_insert_rowid() - ?", (LOG_KEEP,)
    )


async def log_reset(conn: aiosqlite.Connection, user_id: str) -> None:
    """Record, inside the forget transaction, that all of ``user_id``'s vectors went.

    The user's log rows are deleted (the log keeps no trace of a forgotten user) and one reset
    row that names no user is written: every process reloads every matrix it caches.
    """
    await conn.execute(f"DELETE FROM {C.VECTOR_LOG} WHERE user_id = ?", (user_id,))
    await conn.execute(
        f"INSERT INTO {C.VECTOR_LOG}(vec_table, user_id, pk) VALUES (?, ?, NULL)", _RESET
    )


@dataclass(slots=True)
class _Matrix:
    """One user's vectors of one table: unit rows ``vectors[:size]``, their pks, a pk index."""

    seq: int
    vectors: np.ndarray  # (capacity, dim) float32
    pks: np.ndarray  # (capacity,) int64
    size: int
    rows: dict[int, int]

    @property
    def nbytes(self) -> int:
        return int(self.vectors.nbytes + self.pks.nbytes + _INDEX_BYTES * len(self.rows))

    @classmethod
    def empty(cls, seq: int, dim: int, capacity: int) -> _Matrix:
        return cls(seq, np.empty((capacity, dim), np.float32), np.empty(capacity, np.int64), 0, {})

    def _reserve(self, rows: int) -> None:
        """Room for ``rows`` rows in all (grows by half at least, copying once)."""
        if rows > len(self.pks):
            self._resize(max(rows, len(self.pks) + max(16, len(self.pks) // 2)))

    def trim(self) -> None:
        """Give back spare rows beyond a quarter of the size (a load allocates whole chunks)."""
        if len(self.pks) - self.size > max(16, self.size // 4):
            self._resize(self.size)

    def _resize(self, capacity: int) -> None:
        vectors = np.empty((capacity, self.vectors.shape[1]), np.float32)
        vectors[: self.size] = self.vectors[: self.size]
        pks = np.empty(capacity, np.int64)
        pks[: self.size] = self.pks[: self.size]
        self.vectors, self.pks = vectors, pks

    def extend(self, pks: np.ndarray, vectors: np.ndarray) -> None:
        """Append rows of pks not held yet (a load's bulk path; rows are made unit length)."""
        start, end = self.size, self.size + len(pks)
        self._reserve(end)
        self.vectors[start:end] = vectors
        _unit(self.vectors[start:end])
        self.pks[start:end] = pks
        self.rows.update(zip(pks.tolist(), range(start, end), strict=True))
        self.size = end

    def put(self, pk: int, vector: np.ndarray) -> None:
        row = self.rows.get(pk)
        if row is None:
            self._reserve(self.size + 1)
            row = self.size
            self.size += 1
            self.rows[pk] = row
            self.pks[row] = pk
        self.vectors[row] = vector

    def drop(self, pk: int) -> None:
        row = self.rows.pop(pk, None)
        if row is None:
            return
        last = self.size - 1
        if row != last:  # move the last row into the hole
            moved = int(self.pks[last])
            self.vectors[row] = self.vectors[last]
            self.pks[row] = moved
            self.rows[moved] = row
        self.size = last

    def top_k(self, query: np.ndarray, k: int) -> list[tuple[int, float]]:
        """Exact cosine top-k: ``[(pk, 1 - cosine)]``, nearest first (ties by pk)."""
        if self.size == 0 or k < 1:
            return []
        # einsum, not `@`: numpy's own single-threaded loop. OpenBLAS's gemv splits the product
        # over threads, and on a loaded machine waits for a descheduled one (measured at 100k
        # rows on 2 busy cores: p95 40 ms with `@`, 14 ms with einsum).
        scores = np.einsum("ij,j->i", self.vectors[: self.size], query)
        idx = np.argpartition(-scores, k - 1)[:k] if k < self.size else np.arange(self.size)
        pks = self.pks[idx]
        order = np.lexsort((pks, -scores[idx]))
        return [(int(pks[i]), float(1.0 - scores[idx[i]])) for i in order]


def _unit(vectors: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (a zero row stays zero), in place; returns ``vectors``."""
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    np.divide(vectors, norms, out=vectors, where=norms > 0)
    return vectors


def _row_bytes(dim: int) -> int:
    """Bytes a cached row costs: its vector, its pk, its pk index entry."""
    return dim * 4 + 8 + _INDEX_BYTES


async def _scan(
    conn: aiosqlite.Connection, table: str, user_id: str, into: _Matrix, max_bytes: int
) -> None:
    """Fill ``into`` with the user's rows through vec0 itself (slow: about 20 us a row);
    stops once they exceed ``max_bytes``."""
    cur = await conn.execute(f"SELECT rowid, embedding FROM {table} WHERE user_id = ?", (user_id,))
    try:
        while into.nbytes <= max_bytes and (rows := list(await cur.fetchmany(_LOAD_ROWS))):
            pks = np.fromiter((r[0] for r in rows), np.int64, len(rows))
            blob = b"".join(r[1] for r in rows)
            into.extend(pks, np.frombuffer(blob, np.float32).reshape(len(rows), -1))
    finally:
        await cur.close()


async def _read_chunks(
    conn: aiosqlite.Connection, table: str, user_id: str, dim: int, max_bytes: int
) -> _Matrix | None:
    """The user's rows read from vec0's storage tables, a chunk (1024 rows) at a time.

    About 50 times faster than :func:`_scan`, and tied to sqlite-vec's 0.1 storage layout:
    ``{table}_chunks`` (partition value, a validity bitmap, 1024 int64 rowids per chunk) and
    ``{table}_vector_chunks00`` (the chunk's float32 vectors). The matrix is allocated once
    (peak memory: the matrix and a few chunks). None when the table was created by another
    sqlite-vec version or the layout is not the one expected: the caller scans. A matrix
    bigger than ``max_bytes`` is returned as soon as it is (unfilled: the caller drops it).
    """
    try:
        cur = await conn.execute(
            f"SELECT value FROM {table}_info WHERE key IN "
            "('CREATE_VERSION_MAJOR', 'CREATE_VERSION_MINOR') ORDER BY key"
        )
        if [r[0] for r in await cur.fetchall()] != [0, 1]:
            return None
        cur = await conn.execute(
            f"SELECT count(*), max(size) FROM {table}_chunks WHERE partition00 = ?", (user_id,)
        )
        row = await cur.fetchone()
        chunks, chunk_rows = (int(row[0]), int(row[1] or 0)) if row else (0, 0)
        cur = await conn.execute(
            # CROSS JOIN: the user's chunks first, then each one's vectors by key (left to itself
            # the planner scans every vector chunk and sorts the megabyte blobs).
            f"SELECT c.rowids, c.validity, v.vectors FROM {table}_chunks c "
            f"CROSS JOIN {table}_vector_chunks00 v ON v.rowid = c.chunk_id "
            "WHERE c.partition00 = ?",
            (user_id,),
        )
    except Exception as exc:  # the driver's OperationalError: no such table or column
        log.info("vector cache: %s storage layout not readable (%s); scanning", table, exc)
        return None
    fits = max_bytes // _row_bytes(dim) + 1
    matrix = _Matrix.empty(0, dim, min(chunks * chunk_rows, fits))
    try:
        while rows := await cur.fetchmany(8):
            for rowids, validity, vectors in rows:
                n = len(rowids) // 8
                if n == 0 or len(validity) * 8 < n or len(vectors) != n * dim * 4:
                    return None
                live = np.unpackbits(np.frombuffer(validity, np.uint8), bitorder="little")[:n]
                mask = live.astype(bool)
                matrix.extend(
                    np.frombuffer(rowids, np.int64)[mask],
                    np.frombuffer(vectors, np.float32).reshape(n, dim)[mask],
                )
            if matrix.nbytes > max_bytes:
                break
    finally:
        await cur.close()
    return matrix


class VectorCache:
    """Per-process in-memory copies of users' vectors, LRU within a memory budget.

    A user's matrix is loaded at the second search of it in this process (the first one is a
    sqlite-vec KNN), so a one-shot process such as an embedded CLI recall never pays the load
    (about 0.3 s at 100k vectors).

    Args:
        max_bytes: total size of the cached matrices; a user whose vectors alone exceed it is
            searched with sqlite-vec. 0 disables the cache.
    """

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._seen: set[tuple[str, str]] = set()
        self._data: OrderedDict[tuple[str, str], _Matrix] = OrderedDict()
        # Users too big for the budget (served by sqlite-vec), with the log position judged at.
        self._uncached: dict[tuple[str, str], int] = {}
        self._locks: dict[tuple[str, str], asyncio.Lock] = {}
        self.loads = 0  # full loads so far (for tests and the log)

    @property
    def nbytes(self) -> int:
        """Bytes held by the cached matrices."""
        return sum(m.nbytes for m in self._data.values())

    async def search(
        self,
        conn: aiosqlite.Connection,
        table: str,
        user_id: str,
        vector: np.ndarray,
        k: int,
    ) -> list[tuple[int, float]]:
        """Cosine top-k in ``user_id``'s vectors of ``table``; the same hits as :func:`knn`.

        The first search of a user is sqlite-vec's; the second loads the user's matrix, which is
        brought up to date from ``vector_log`` before every later search, so a vector change any
        process committed before this call is seen (a forgotten vector is gone, a refined one
        is used).

        Args:
            conn: a reader connection to the file.
            table: ``episode_vec`` or ``fact_vec``.
            vector: the query, shape ``(dim,)``.
            k: neighbours wanted.

        Returns:
            ``[(pk, cosine_distance)]``, nearest first (ties by pk), at most ``k``.

        Raises:
            The driver's errors from SQLite propagate (as from :func:`knn`).
        """
        key = (table, user_id)
        if self.max_bytes <= 0 or key not in self._seen:
            if self.max_bytes > 0:
                if len(self._seen) >= _SEEN_MAX:
                    self._seen.clear()
                self._seen.add(key)
            return await knn(conn, table, user_id, vector, k)
        lock = self._locks.setdefault(key, asyncio.Lock())
        async with lock:
            matrix = await self._current(conn, key, len(vector))
            if matrix is None:
                return await knn(conn, table, user_id, vector, k)
            query = _unit(np.asarray(vector, dtype=np.float32).reshape(1, -1).copy())[0]
            # The product is numpy's (no GIL): other tasks' SQL and Python run meanwhile.
            return await asyncio.to_thread(matrix.top_k, query, k)

    async def _current(
        self, conn: aiosqlite.Connection, key: tuple[str, str], dim: int
    ) -> _Matrix | None:
        """The user's up-to-date matrix (rows of ``dim``), or None to search with sqlite-vec."""
        table, user_id = key
        matrix = self._data.get(key)
        since = matrix.seq if matrix is not None else self._uncached.get(key)
        if since is not None:
            cur = await conn.execute(
                f"SELECT (SELECT min(seq) FROM {C.VECTOR_LOG}), "
                f"(SELECT max(seq) FROM {C.VECTOR_LOG}), EXISTS (SELECT 1 FROM {C.VECTOR_LOG} "
                "WHERE user_id = ? AND vec_table = ? AND seq > ?), EXISTS (SELECT 1 FROM "
                f"{C.VECTOR_LOG} WHERE user_id = ? AND vec_table = ? AND seq > ?)",
                (user_id, table, since, _RESET[1], _RESET[0], since),
            )
            row = await cur.fetchone()
            assert row is not None
            oldest, newest, changed, reset = row
            # Complete: nothing logged after `since` was pruned, and no user was forgotten.
            complete = (oldest is None or oldest <= since + 1) and not reset
            if complete and not changed:
                if matrix is not None:
                    self._data.move_to_end(key)
                return matrix
            if complete:
                if matrix is None:  # too big stays too big (until a reset or a restart)
                    self._uncached[key] = int(newest)
                    return None
                await self._apply(conn, key, matrix, await self._logged(conn, key, since))
                matrix.seq = max(matrix.seq, int(newest))
                self._data.move_to_end(key)
                self._evict(keep=key)
                return matrix
        self._data.pop(key, None)
        self._uncached.pop(key, None)
        return await self._load(conn, key, dim)

    @staticmethod
    async def _logged(conn: aiosqlite.Connection, key: tuple[str, str], since: int) -> list[int]:
        """The pks logged for ``key`` after ``since``."""
        table, user_id = key
        cur = await conn.execute(
            f"SELECT pk FROM {C.VECTOR_LOG} WHERE user_id = ? AND vec_table = ? AND seq > ?",
            (user_id, table, since),
        )
        return [int(r[0]) for r in await cur.fetchall()]

    @staticmethod
    async def _apply(
        conn: aiosqlite.Connection,
        key: tuple[str, str],
        matrix: _Matrix,
        logged: list[int],
    ) -> None:
        """Re-read the ``logged`` pks: drop those gone from the user's partition, put the rest."""
        table, user_id = key
        keys = sorted(set(logged))
        found: dict[int, np.ndarray] = {}
        for i in range(0, len(keys), _CHUNK):
            chunk = keys[i : i + _CHUNK]
            # One point look-up per pk (vec0 plans `rowid IN (...)` as a full scan).
            cur = await conn.execute(
                f"SELECT v.rowid, v.user_id, v.embedding FROM json_each(?) j "
                f"JOIN {table} v ON v.rowid = j.value",
                (f"[{','.join(map(str, chunk))}]",),
            )
            for pk, owner, blob in await cur.fetchall():
                if owner == user_id:  # a pk reused by another user's row is not ours
                    found[int(pk)] = np.frombuffer(blob, dtype=np.float32)
        for pk in keys:
            vec = found.get(pk)
            if vec is None:
                matrix.drop(pk)
            else:
                matrix.put(pk, _unit(vec.reshape(1, -1).copy())[0])

    async def _load(
        self, conn: aiosqlite.Connection, key: tuple[str, str], dim: int
    ) -> _Matrix | None:
        table, user_id = key
        cur = await conn.execute(f"SELECT max(seq) FROM {C.VECTOR_LOG}")
        row = await cur.fetchone()
        seq = int(row[0]) if row and row[0] is not None else 0
        matrix = await _read_chunks(conn, table, user_id, dim, self.max_bytes)
        if matrix is None:
            matrix = _Matrix.empty(seq, dim, 0)
            await _scan(conn, table, user_id, matrix, self.max_bytes)
        matrix.trim()
        if matrix.nbytes > self.max_bytes:
            self._uncached[key] = seq
            log.info("vector cache: %s of %s exceeds vector_cache_mb", table, user_id)
            return None
        matrix.seq = seq
        self.loads += 1
        self._data[key] = matrix
        self._evict(keep=key)
        log.info("vector cache: loaded %s of %s (%d rows)", table, user_id, matrix.size)
        return matrix

    def _evict(self, *, keep: tuple[str, str]) -> None:
        """Drop least recently used matrices (never ``keep``) until within the budget."""
        total = self.nbytes
        for other in list(self._data):
            if total <= self.max_bytes:
                break
            if other != keep:
                total -= self._data.pop(other).nbytes
