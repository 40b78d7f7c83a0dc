"""BM25 top-k over an FTS5 table shared by every user, filtered to one user's rows.

Joining every FTS match to its row to test ``user_id`` (and the reader's time bounds) costs one
primary-key look-up per match: at 100k episodes a common word matches ~15k rows and the join
alone takes ~30 ms, twice FTS5's own BM25 ranking of those matches. So the best matches are
ranked by FTS5 alone, a few times more than asked for, and only those are checked; when too few
of them pass (another user's rows, or the time bounds, take most of the best ones) the caller
runs its exact join instead. Either way the result is the join's: the best ``limit`` passing
rows by ``bm25()`` (ties in any order).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import aiosqlite

#: Candidates ranked per hit wanted before the filter, and at least this many.
OVERFETCH = 4
MIN_CANDIDATES = 200


async def bm25_top(
    conn: aiosqlite.Connection,
    fts_table: str,
    match: str,
    limit: int,
    keep: Callable[[list[int]], Awaitable[set[int]]],
) -> list[tuple[int, float]] | None:
    """The best ``limit`` rows of ``fts_table`` matching ``match`` that ``keep`` lets through.

    Args:
        fts_table: an FTS5 table whose rowid is the row's primary key.
        match: an FTS5 MATCH expression (see :func:`engram.analysis.fts_query`).
        limit: hits wanted (>= 1).
        keep: given candidate rowids, returns those that belong to the user and pass the filters.

    Returns:
        ``[(rowid, bm25)]``, best (lowest) first, at most ``limit``; or None when fewer than
        ``limit`` of the best candidates pass while more matches exist: run the join then.
    """
    wanted = max(limit * OVERFETCH, MIN_CANDIDATES)
    cur = await conn.execute(
        f"SELECT rowid, bm25({fts_table}) AS s FROM {fts_table} WHERE {fts_table} MATCH ? "
        "ORDER BY s LIMIT ?",
        (match, wanted),
    )
    rows = [(int(r[0]), float(r[1])) for r in await cur.fetchall()]
    passed = await keep([pk for pk, _ in rows]) if rows else set()
    hits = [(pk, s) for pk, s in rows if pk in passed]
    if len(hits) >= limit or len(rows) < wanted:  # enough, or every match was a candidate
        return hits[:limit]
    return None
