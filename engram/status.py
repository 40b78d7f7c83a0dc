"""``engram status``: the consolidation queue, episode states, recent errors, sizes and versions.

Without a user it is the operator's view of the whole file: counts only, and for recent errors the
episode id, user, attempts and the error's first line. With ``user_id`` every number is that
user's alone.
"""

from __future__ import annotations

import os
from typing import Any

from engram import constants as C
from engram.config import Settings
from engram.storage.database import Database
from engram.storage.migrations import MIGRATIONS

LAST_ERRORS = 5
ERROR_CHARS = 300


def _file_sizes(path: str) -> dict[str, int]:
    sizes = {}
    for suffix in ("", "-wal", "-shm"):
        try:
            sizes["db" + suffix.replace("-", "_")] = os.path.getsize(path + suffix)
        except OSError:
            sizes["db" + suffix.replace("-", "_")] = 0
    return sizes


async def collect_status(
    db: Database, settings: Settings, *, user_id: str | None
) -> dict[str, Any]:
    """The status report as a JSON-ready dict (see the module doc).

    Keys: ``user_id``, ``episodes`` (total and per consolidation state), ``queue`` (backend,
    depth = pending + processing, users waiting), ``facts`` (versions, believed), ``last_errors``,
    ``database`` (path, bytes of the file, WAL and shared memory), ``versions`` (engram, schema
    migrations, embedding model and dim, SQLite, sqlite-vec).
    """
    conn = db.reader
    scope, params = ("WHERE user_id = ?", (user_id,)) if user_id is not None else ("", ())
    cur = await conn.execute(
        f"SELECT status, count(*) FROM {C.CONSOLIDATION_STATE} {scope} GROUP BY status", params
    )
    by_state = {s: 0 for s in C.CONSOLIDATION_STATUSES}
    by_state.update({str(s): int(n) for s, n in await cur.fetchall()})
    cur = await conn.execute(f"SELECT count(*) FROM {C.EPISODES} {scope}", params)
    total = int((await cur.fetchone() or (0,))[0])
    cur = await conn.execute(
        f"SELECT count(DISTINCT user_id) FROM {C.CONSOLIDATION_STATE} "
        f"WHERE status IN (?, ?) {'AND user_id = ?' if user_id is not None else ''}",
        (C.PENDING, C.PROCESSING, *params),
    )
    users_waiting = int((await cur.fetchone() or (0,))[0])
    cur = await conn.execute(
        f"SELECT count(*), count(*) FILTER (WHERE expired_at IS NULL) FROM {C.FACTS} {scope}",
        params,
    )
    versions, believed = await cur.fetchone() or (0, 0)
    cur = await conn.execute(
        f"SELECT e.id, s.user_id, s.status, s.attempts, s.updated_at, s.last_error "
        f"FROM {C.CONSOLIDATION_STATE} s JOIN {C.EPISODES} e ON e.pk = s.episode_pk "
        f"WHERE s.last_error IS NOT NULL {'AND s.user_id = ?' if user_id is not None else ''} "
        "ORDER BY s.updated_at DESC LIMIT ?",
        (*params, LAST_ERRORS),
    )
    errors = [
        {
            "episode_id": str(eid),
            "user_id": str(uid),
            "status": str(status),
            "attempts": int(attempts),
            "at": str(at),
            "error": (str(err).strip().splitlines() or [""])[0][:ERROR_CHARS],
        }
        for eid, uid, status, attempts, at, err in await cur.fetchall()
    ]
    cur = await conn.execute(f"SELECT name FROM {C.SCHEMA_MIGRATIONS_TABLE} ORDER BY name")
    applied = [str(r[0]) for r in await cur.fetchall()]
    cur = await conn.execute(f"SELECT key, value FROM {C.META_TABLE}")
    meta = {str(k): str(v) for k, v in await cur.fetchall()}
    cur = await conn.execute("SELECT sqlite_version(), vec_version()")
    sqlite_version, vec_version = await cur.fetchone() or ("?", "?")
    from engram import __version__

    return {
        "user_id": user_id,
        "episodes": {"total": total, **by_state},
        "queue": {
            "backend": settings.queue.backend,
            "depth": by_state[C.PENDING] + by_state[C.PROCESSING],
            "users_waiting": users_waiting,
        },
        "facts": {"versions": int(versions), "believed": int(believed)},
        "last_errors": errors,
        "database": {"path": str(db.path), **_file_sizes(str(db.path))},
        "versions": {
            "engram": __version__,
            "schema": applied[-1] if applied else None,
            "schema_migrations": applied,
            "schema_known": MIGRATIONS[-1].name,
            "embedding_model": meta.get("embedding_model"),
            "embedding_dim": int(meta.get("embedding_dim", "0")),
            "analyzer": C.ANALYZER_VERSION,
            "sqlite": str(sqlite_version),
            "sqlite_vec": str(vec_version),
        },
        "daemon": None,
    }
