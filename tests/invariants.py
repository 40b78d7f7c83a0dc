"""Whole-database invariants, read over a raw connection (not through the code under test).

Used by the property tests and by any test that wants to say "no corrupt fact" in one line.
Every check returns a list of human-readable problems (empty = fine), so a failing assertion
shows all of them at once.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from engram.timeutil import to_db
from tests.conftest import connect_raw

Source = Path | Any  # a database file, or an open raw connection (see tests.conftest.connect_raw)


def _rows(db: Source, sql: str, params: Any = ()) -> list[tuple[Any, ...]]:
    if not isinstance(db, Path):
        return [tuple(r) for r in db.execute(sql, params).fetchall()]
    conn = connect_raw(db)
    try:
        return [tuple(r) for r in conn.execute(sql, params).fetchall()]
    finally:
        conn.close()


def fact_table_problems(db: Source) -> list[str]:
    """The bi-temporal invariants of DESIGN.md section 1 over every fact version of every user:

    - ``valid_at <= invalid_at`` and ``created_at <= expired_at`` when both are set;
    - a retired version (``expired_at`` set, or status "superseded") links to a successor row of
      the same user that the system believed from no later than the retirement;
    - every version has at least one source episode, and every source exists and is the
      fact's user's own;
    - every fact has one FTS row, and its vector (if any) sits in its own user's partition.
    """
    problems: list[str] = []
    facts = _rows(
        db,
        "SELECT pk, user_id, valid_at, invalid_at, created_at, expired_at, status, "
        "superseded_by_pk FROM facts",
    )
    by_pk = {r[0]: r for r in facts}
    for pk, user, valid, invalid, created, expired, status, successor in facts:
        if valid and invalid and datetime.fromisoformat(valid) > datetime.fromisoformat(invalid):
            problems.append(f"fact {pk}: valid_at {valid} > invalid_at {invalid}")
        if expired and datetime.fromisoformat(created) > datetime.fromisoformat(expired):
            problems.append(f"fact {pk}: created_at {created} > expired_at {expired}")
        if (expired is None) != (status != "superseded"):
            problems.append(f"fact {pk}: status {status!r} but expired_at {expired}")
        if expired is not None:
            nxt = by_pk.get(successor)
            if nxt is None:
                problems.append(f"fact {pk}: retired at {expired} without a successor row")
            elif nxt[1] != user:
                problems.append(f"fact {pk}: successor {successor} belongs to another user")
            elif datetime.fromisoformat(nxt[4]) > datetime.fromisoformat(expired):
                problems.append(f"fact {pk}: successor {successor} created after the retirement")
    sources = _rows(
        db,
        "SELECT f.pk, f.user_id, e.user_id, s.episode_pk FROM facts f "
        "LEFT JOIN fact_sources s ON s.fact_pk = f.pk LEFT JOIN episodes e ON e.pk = s.episode_pk",
    )
    for pk, user, ep_user, ep_pk in sources:
        if ep_pk is None:
            problems.append(f"fact {pk}: no source episode")
        elif ep_user is None:
            problems.append(f"fact {pk}: source episode {ep_pk} does not exist")
        elif ep_user != user:
            problems.append(f"fact {pk} of {user!r}: source episode {ep_pk} is {ep_user!r}'s")
    fts = {r[0] for r in _rows(db, "SELECT rowid FROM fact_fts")}
    if fts != set(by_pk):
        problems.append(f"fact_fts rows {sorted(fts ^ set(by_pk))} do not match facts")
    for pk, user in _rows(db, "SELECT rowid, user_id FROM fact_vec"):
        if pk not in by_pk:
            problems.append(f"fact_vec row {pk} without a fact")
        elif by_pk[pk][1] != user:
            problems.append(
                f"fact_vec row {pk} in {user!r}'s partition, fact is {by_pk[pk][1]!r}'s"
            )
    return problems


def episode_table_problems(db: Source) -> list[str]:
    """Every episode has exactly one FTS row, one vector in its user's partition and one
    consolidation row of its user; no index row outlives its episode."""
    problems: list[str] = []
    episodes = dict(_rows(db, "SELECT pk, user_id FROM episodes"))
    for table in ("episode_fts", "episode_vec", "consolidation_state"):
        key = "episode_pk" if table == "consolidation_state" else "rowid"
        owner = "NULL" if table == "episode_fts" else "user_id"
        rows = _rows(db, f"SELECT {key}, {owner} FROM {table}")
        if sorted(r[0] for r in rows) != sorted(episodes):
            problems.append(
                f"{table}: rows {sorted(r[0] for r in rows)} != episodes {sorted(episodes)}"
            )
        problems += [
            f"{table} row {pk} is {user!r}'s, its episode {episodes[pk]!r}'s"
            for pk, user in rows
            if user is not None and pk in episodes and episodes[pk] != user
        ]
    return problems


def facts_valid_at(db: Source, user_id: str, as_of: datetime, known_at: datetime) -> set[str]:
    """Ids of ``user_id``'s fact versions believed at ``known_at`` and valid at ``as_of``, by a
    direct query of the fact table (DESIGN.md section 4.4; a fact without ``valid_at`` counts
    from its first source episode's reference time)."""
    k, a = to_db(known_at), to_db(as_of)
    rows = _rows(
        db,
        "SELECT f.id FROM facts f WHERE f.user_id = ? AND f.created_at <= ? "
        "AND (f.expired_at IS NULL OR f.expired_at > ?) "
        "AND COALESCE(f.valid_at, (SELECT min(e.reference_time) FROM fact_sources s "
        "  JOIN episodes e ON e.pk = s.episode_pk WHERE s.fact_pk = f.pk)) <= ? "
        "AND (f.invalid_at IS NULL OR f.invalid_at > ?)",
        (user_id, k, k, a, a),
    )
    return {str(r[0]) for r in rows}


def facts_believed(db: Source, user_id: str, known_at: datetime) -> dict[str, tuple[Any, ...]]:
    """``user_id``'s fact versions believed at ``known_at``: id -> (predicate, valid_at, invalid_at)."""
    k = to_db(known_at)
    rows = _rows(
        db,
        "SELECT id, predicate, valid_at, invalid_at FROM facts WHERE user_id = ? "
        "AND created_at <= ? AND (expired_at IS NULL OR expired_at > ?)",
        (user_id, k, k),
    )
    return {str(r[0]): tuple(r[1:]) for r in rows}
