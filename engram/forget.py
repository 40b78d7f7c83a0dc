"""Forget: the one exception to "never delete" (DESIGN.md section 1), on an explicit request.

``forget`` removes episodes (one, a session's, or all of a user's) and everything derived from
them, in ONE write transaction through the single writer:

- fact versions whose every source is forgotten (all versions of the chain), with their vectors
  (``fact_vec``) and lexical rows (``fact_fts``); facts other episodes support stay, minus the
  forgotten provenance (``fact_sources`` rows);
- closures the forgotten data caused are undone: a version closed by a forgotten fact (its
  ``invalidated_by``), or revised by forgotten episodes only, folds back into the version it
  replaced, and a functional fact reopened that way is closed again where the next surviving one
  starts. The result is the memory as if the forgotten episodes had never been said;
- entity aliases learned from the forgotten episodes (an entity that keeps facts keeps its
  canonical name), entities left with no alias and no fact, and their ``entity_vec`` rows;
- session summaries of the sessions involved, the episodes' ``episode_vec`` and ``episode_fts``
  rows and their consolidation state;
- ``vector_log`` rows naming the removed vectors, so every process's in-memory copy of the user's
  vectors drops them at its next recall (:mod:`engram.storage.vectors`); forgetting the whole user
  deletes the user's log rows instead and writes one reset row that names nobody.

SQLite ``secure_delete`` is on for every connection and FTS5 ``secure-delete`` is on for both
full-text indexes (migration ``0003_forget``), so deleted text is overwritten in the file and
purged from the index segments; afterwards the WAL is checkpointed and truncated. ``vacuum=True``
also rebuilds the file, so no freed page keeps old bytes.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Literal

import aiosqlite

from consolidator.names import name_key
from engram import constants as C
from engram.errors import ValidationError
from engram.storage.database import Database
from engram.storage.vectors import log_changes, log_reset

log = logging.getLogger("engram.forget")

Scope = Literal["episode", "session", "user"]
_CHUNK = 500


@dataclass(frozen=True, slots=True)
class ForgetReceipt:
    """What a forget removed (row counts), for the caller's records."""

    user_id: str
    scope: Scope
    target: str | None
    episodes: int = 0
    facts_deleted: int = 0
    facts_kept: int = 0
    facts_reopened: int = 0
    fact_sources: int = 0
    aliases: int = 0
    entities: int = 0
    summaries: int = 0
    vectors: int = 0
    fts_rows: int = 0
    consolidation_rows: int = 0
    wal_truncated: bool = False
    vacuumed: bool = False
    elapsed_ms: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["elapsed_ms"] = round(self.elapsed_ms, 1)
        return d


def _chunks(items: Sequence[int]) -> Iterable[Sequence[int]]:
    for i in range(0, len(items), _CHUNK):
        yield items[i : i + _CHUNK]


def _marks(items: Sequence[Any]) -> str:
    return ",".join("?" * len(items))


async def _delete_rowids(conn: aiosqlite.Connection, table: str, rowids: Iterable[int]) -> int:
    """Delete rows of a (virtual) table by rowid, one point delete each; returns rows deleted."""
    deleted = 0
    for chunk in _chunks(sorted(set(rowids))):
        cur = await conn.execute(
            f"SELECT rowid FROM {table} WHERE rowid IN ({_marks(chunk)})", chunk
        )
        present = [int(r[0]) for r in await cur.fetchall()]
        if present:
            await conn.executemany(f"DELETE FROM {table} WHERE rowid = ?", [(p,) for p in present])
            deleted += len(present)
    return deleted


async def _sources(conn: aiosqlite.Connection, fact_pks: Sequence[int]) -> dict[int, set[int]]:
    out: dict[int, set[int]] = {pk: set() for pk in fact_pks}
    for chunk in _chunks(list(fact_pks)):
        cur = await conn.execute(
            f"SELECT fact_pk, episode_pk FROM {C.FACT_SOURCES} WHERE fact_pk IN ({_marks(chunk)})",
            chunk,
        )
        for fpk, epk in await cur.fetchall():
            out[int(fpk)].add(int(epk))
    return out


class _Forgetter:
    """The steps of one forget, inside the caller's transaction."""

    def __init__(
        self,
        conn: aiosqlite.Connection,
        user_id: str,
        episodes: set[int],
        is_functional: Callable[[str], bool],
    ) -> None:
        self.conn = conn
        self.user_id = user_id
        self.forgotten = episodes
        self.is_functional = is_functional
        self.counts: dict[str, int] = {}

    def _add(self, key: str, n: int) -> None:
        self.counts[key] = self.counts.get(key, 0) + n

    async def _user_facts(self) -> dict[int, dict[str, Any]]:
        cols = (
            "superseded_by_pk",
            "invalidated_by_pk",
            "invalid_at",
            "expired_at",
            "status",
            "salience",
            "last_reinforced_at",
        )
        cur = await self.conn.execute(
            f"SELECT pk, {', '.join(cols)} FROM {C.FACTS} WHERE user_id = ?", (self.user_id,)
        )
        return {int(r[0]): dict(zip(cols, r[1:], strict=True)) for r in await cur.fetchall()}

    async def _reference_order(self, episode_pks: set[int]) -> dict[int, tuple[str, int]]:
        keys = sorted(episode_pks)
        order: dict[int, tuple[str, int]] = {}
        for chunk in _chunks(keys):
            cur = await self.conn.execute(
                f"SELECT pk, reference_time FROM {C.EPISODES} WHERE pk IN ({_marks(chunk)})", chunk
            )
            order.update({int(r[0]): (str(r[1]), int(r[0])) for r in await cur.fetchall()})
        return order

    async def facts(self, whole_user: bool) -> None:
        """Delete facts only forgotten episodes support; undo closures they caused.

        A revision's sources are its predecessor's plus the episode that closed it (the
        *closer*: a source of the fact whose start ended it, else the earliest added episode)
        plus later re-mentions. What supports a version's content is its sources minus the
        closers along its chain; a version whose content is all forgotten goes, and a
        revision whose closer is forgotten folds back into the version it replaced.
        """
        facts = await self._user_facts()
        sources = await _sources(self.conn, list(facts))
        order = await self._reference_order(set().union(set(), *sources.values()))
        predecessor = {
            f["superseded_by_pk"]: pk for pk, f in facts.items() if f["superseded_by_pk"]
        }
        closer: dict[int, int | None] = {}
        closers: dict[int, set[int]] = {}
        for pk in sorted(facts):  # a revision always has a larger pk than what it replaced
            prev = predecessor.get(pk)
            found = None
            if prev is not None and facts[pk]["invalid_at"] != facts[prev]["invalid_at"]:
                extra = sources[pk] - sources[prev]
                by = facts[pk]["invalidated_by_pk"]
                candidates = (extra & sources.get(by, set())) or extra
                found = min(candidates, key=lambda e: order.get(e, ("", e))) if candidates else None
            closer[pk] = found
            closers[pk] = (closers[prev] if prev is not None else set()) | (
                {found} if found is not None else set()
            )
        if whole_user:
            doomed = set(facts)
        else:
            doomed = {pk for pk in facts if sources[pk] - closers[pk] <= self.forgotten}
        touched = {pk for pk, src in sources.items() if src & self.forgotten} - doomed
        reopened: list[int] = []
        for pk in sorted(facts):
            if pk in doomed:
                continue
            f = facts[pk]
            prev = predecessor.get(pk)
            forgotten_closer = closer[pk] in self.forgotten or f["invalidated_by_pk"] in doomed
            if not forgotten_closer:
                continue
            if prev is None or prev in doomed:
                # Reopen in place: the interval it had before the forgotten closure.
                before = facts[prev] if prev is not None else {}
                await self.conn.execute(
                    f"UPDATE {C.FACTS} SET invalid_at = ?, invalidated_by_pk = ? WHERE pk = ?",
                    (before.get("invalid_at"), before.get("invalidated_by_pk"), pk),
                )
                reopened.append(pk)
                continue
            # Fold this revision back into the version it replaced.
            moved = ("superseded_by_pk", "expired_at", "status", "salience", "last_reinforced_at")
            await self.conn.execute(
                f"UPDATE {C.FACTS} SET {', '.join(c + ' = ?' for c in moved)} WHERE pk = ?",
                (*(f[c] for c in moved), prev),
            )
            facts[prev].update({c: f[c] for c in moved})
            keep = sorted(sources[pk] - self.forgotten - {closer[pk] or 0})
            await self.conn.executemany(
                f"INSERT OR IGNORE INTO {C.FACT_SOURCES}(fact_pk, episode_pk) VALUES (?, ?)",
                [(prev, e) for e in keep],
            )
            sources[prev] |= set(keep)
            await self.conn.execute(
                f"UPDATE {C.FACTS} SET invalidated_by_pk = ? WHERE invalidated_by_pk = ?",
                (prev, pk),
            )
            if f["superseded_by_pk"] is not None:
                predecessor[f["superseded_by_pk"]] = prev
            doomed.add(pk)
            reopened.append(prev)
        await self._reclose(reopened, doomed, sources, order)
        self._add("facts_reopened", len(reopened))
        self._add("facts_kept", len(touched - doomed))
        await self._drop_facts(doomed)
        for chunk in _chunks(sorted(touched - doomed)):
            cur = await self.conn.execute(
                f"DELETE FROM {C.FACT_SOURCES} WHERE fact_pk IN ({_marks(chunk)}) AND episode_pk IN "
                "(SELECT pk FROM temp.forget_episodes)",
                chunk,
            )
            self._add("fact_sources", cur.rowcount)

    async def _reclose(
        self,
        reopened: list[int],
        doomed: set[int],
        sources: dict[int, set[int]],
        order: dict[int, tuple[str, int]],
    ) -> None:
        """A reopened functional fact ends where the next surviving fact of its slot starts
        (as the resolver would have closed it), with that fact's first episode as a source."""
        for pk in reopened:
            cur = await self.conn.execute(
                f"SELECT subject_entity_pk, predicate, qualifier, valid_at, invalid_at, expired_at "
                f"FROM {C.FACTS} WHERE pk = ?",
                (pk,),
            )
            row = await cur.fetchone()
            if (
                row is None
                or row[5] is not None
                or row[3] is None
                or not self.is_functional(row[1])
            ):
                continue
            cur = await self.conn.execute(
                f"SELECT pk, valid_at FROM {C.FACTS} WHERE user_id = ? AND subject_entity_pk IS ? "
                "AND predicate = ? AND (qualifier IS ? OR qualifier IS NULL OR ? IS NULL) "
                "AND expired_at IS NULL AND status != ? AND valid_at > ? AND pk != ? "
                "ORDER BY valid_at, pk",
                (self.user_id, row[0], row[1], row[2], row[2], C.UNRESOLVED, row[3], pk),
            )
            nxt = next((r for r in await cur.fetchall() if int(r[0]) not in doomed), None)
            if nxt is None or (row[4] is not None and row[4] <= nxt[1]):
                continue
            await self.conn.execute(
                f"UPDATE {C.FACTS} SET invalid_at = ?, invalidated_by_pk = ? WHERE pk = ?",
                (nxt[1], nxt[0], pk),
            )
            alive = sources.get(int(nxt[0]), set()) - self.forgotten
            if alive:
                first = min(alive, key=lambda e: order.get(e, ("", e)))
                await self.conn.execute(
                    f"INSERT OR IGNORE INTO {C.FACT_SOURCES}(fact_pk, episode_pk) VALUES (?, ?)",
                    (pk, first),
                )

    async def _drop_facts(self, doomed: set[int]) -> None:
        pks = sorted(doomed)
        for chunk in _chunks(pks):
            m = _marks(chunk)
            await self.conn.execute(
                f"UPDATE {C.FACTS} SET superseded_by_pk = NULL WHERE superseded_by_pk IN ({m})",
                chunk,
            )
            await self.conn.execute(
                f"UPDATE {C.FACTS} SET invalidated_by_pk = NULL WHERE invalidated_by_pk IN ({m})",
                chunk,
            )
        self._add("fts_rows", await _delete_rowids(self.conn, C.FACT_FTS, pks))
        self._add("vectors", await _delete_rowids(self.conn, C.FACT_VEC, pks))
        await log_changes(self.conn, C.FACT_VEC, self.user_id, pks)
        for chunk in _chunks(pks):
            cur = await self.conn.execute(
                f"DELETE FROM {C.FACT_SOURCES} WHERE fact_pk IN ({_marks(chunk)})", chunk
            )
            self._add("fact_sources", cur.rowcount)
            cur = await self.conn.execute(
                f"DELETE FROM {C.FACTS} WHERE pk IN ({_marks(chunk)})", chunk
            )
            self._add("facts_deleted", cur.rowcount)

    async def entities(self, whole_user: bool) -> None:
        """Drop aliases learned from the episodes, then entities left with no alias and no fact."""
        cur = await self.conn.execute(
            f"SELECT pk, canonical_name FROM {C.ENTITIES} WHERE user_id = ?", (self.user_id,)
        )
        canonical = {int(r[0]): name_key(str(r[1])) for r in await cur.fetchall()}
        cur = await self.conn.execute(
            f"SELECT DISTINCT e FROM (SELECT subject_entity_pk AS e FROM {C.FACTS} WHERE user_id = ? "
            f"UNION SELECT object_entity_pk FROM {C.FACTS} WHERE user_id = ?) WHERE e IS NOT NULL",
            (self.user_id, self.user_id),
        )
        with_facts = {int(r[0]) for r in await cur.fetchall()}
        cur = await self.conn.execute(
            f"SELECT rowid, entity_pk, alias_norm FROM {C.ENTITY_ALIASES} WHERE user_id = ? AND "
            "source_episode_pk IN (SELECT pk FROM temp.forget_episodes)",
            (self.user_id,),
        )
        drop = []
        for rowid, entity_pk, norm in await cur.fetchall():
            if (
                not whole_user
                and int(entity_pk) in with_facts
                and canonical.get(int(entity_pk)) == norm
            ):
                continue  # the surviving entity keeps its name (the FK nulls the source)
            drop.append(int(rowid))
        for chunk in _chunks(drop):
            cur = await self.conn.execute(
                f"DELETE FROM {C.ENTITY_ALIASES} WHERE rowid IN ({_marks(chunk)})", chunk
            )
            self._add("aliases", cur.rowcount)
        if whole_user:
            cur = await self.conn.execute(
                f"DELETE FROM {C.ENTITY_ALIASES} WHERE user_id = ?", (self.user_id,)
            )
            self._add("aliases", cur.rowcount)
        cur = await self.conn.execute(
            f"SELECT pk FROM {C.ENTITIES} e WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM "
            f"{C.ENTITY_ALIASES} a WHERE a.entity_pk = e.pk)",
            (self.user_id,),
        )
        orphans = sorted(int(r[0]) for r in await cur.fetchall() if int(r[0]) not in with_facts)
        self._add("vectors", await _delete_rowids(self.conn, C.ENTITY_VEC, orphans))
        for chunk in _chunks(orphans):
            cur = await self.conn.execute(
                f"DELETE FROM {C.ENTITIES} WHERE pk IN ({_marks(chunk)})", chunk
            )
            self._add("entities", cur.rowcount)

    async def episodes(self, sessions: set[str], whole_user: bool) -> None:
        """Summaries of the sessions involved, then the episodes with their index rows."""
        if whole_user:
            cur = await self.conn.execute(
                f"DELETE FROM {C.SESSION_SUMMARIES} WHERE user_id = ?", (self.user_id,)
            )
            self._add("summaries", cur.rowcount)
        else:
            for sid in sorted(sessions):
                cur = await self.conn.execute(
                    f"DELETE FROM {C.SESSION_SUMMARIES} WHERE user_id = ? AND session_id = ?",
                    (self.user_id, sid),
                )
                self._add("summaries", cur.rowcount)
        pks = sorted(self.forgotten)
        self._add("fts_rows", await _delete_rowids(self.conn, C.EPISODE_FTS, pks))
        self._add("vectors", await _delete_rowids(self.conn, C.EPISODE_VEC, pks))
        await log_changes(self.conn, C.EPISODE_VEC, self.user_id, pks)
        for chunk in _chunks(pks):
            m = _marks(chunk)
            cur = await self.conn.execute(
                f"DELETE FROM {C.CONSOLIDATION_STATE} WHERE episode_pk IN ({m})", chunk
            )
            self._add("consolidation_rows", cur.rowcount)
            cur = await self.conn.execute(f"DELETE FROM {C.EPISODES} WHERE pk IN ({m})", chunk)
            self._add("episodes", cur.rowcount)
        if whole_user:
            await self.conn.execute(
                f"DELETE FROM {C.CONSOLIDATION_LEASES} WHERE user_id = ?", (self.user_id,)
            )
            # Every process reloads its cached vectors at its next recall; the log keeps no
            # row naming the user.
            await log_reset(self.conn, self.user_id)


async def forget(
    db: Database,
    *,
    user_id: str,
    episode_id: str | None = None,
    session_id: str | None = None,
    vacuum: bool = False,
    is_functional: Callable[[str], bool] = lambda _p: False,
) -> ForgetReceipt:
    """Remove episodes of ``user_id`` and everything derived from them (see the module doc).

    Args:
        user_id: whose memory (validated by the caller; exact match).
        episode_id: forget this episode only; or ``session_id``: that conversation; neither:
            the whole user. Both: an error. Ids of other users' episodes match nothing.
        vacuum: rebuild the database file afterwards (slow on big files; holds the writer).
        is_functional: whether a predicate is functional (re-closes reopened facts).

    Returns:
        A :class:`ForgetReceipt`; all counts are 0 when nothing matched.

    Raises:
        ValidationError: both ``episode_id`` and ``session_id`` given.
        StorageError: SQLite failed; nothing was removed.
    """
    if episode_id is not None and session_id is not None:
        raise ValidationError("episode_id", "give episode_id or session_id, not both")
    t0 = time.perf_counter()
    scope: Scope = "episode" if episode_id else "session" if session_id else "user"
    where, params = {
        "episode": ("user_id = ? AND id = ?", (user_id, episode_id)),
        "session": ("user_id = ? AND session_id = ?", (user_id, session_id)),
        "user": ("user_id = ?", (user_id,)),
    }[scope]
    async with db.transaction() as conn:
        cur = await conn.execute(f"SELECT pk, session_id FROM {C.EPISODES} WHERE {where}", params)
        rows = await cur.fetchall()
        episodes = {int(r[0]) for r in rows}
        sessions = {str(r[1]) for r in rows if r[1] is not None}
        await conn.execute(
            "CREATE TEMP TABLE IF NOT EXISTS forget_episodes(pk INTEGER PRIMARY KEY)"
        )
        await conn.execute("DELETE FROM temp.forget_episodes")
        await conn.executemany(
            "INSERT INTO temp.forget_episodes(pk) VALUES (?)", [(p,) for p in episodes]
        )
        steps = _Forgetter(conn, user_id, episodes, is_functional)
        if episodes or scope == "user":
            await steps.facts(whole_user=scope == "user")
            await steps.entities(whole_user=scope == "user")
            await steps.episodes(sessions, whole_user=scope == "user")
        await conn.execute("DELETE FROM temp.forget_episodes")
    wal_truncated = await db.checkpoint()
    if vacuum:
        await db.vacuum()
        wal_truncated = await db.checkpoint()
    receipt = ForgetReceipt(
        user_id=user_id,
        scope=scope,
        target=episode_id or session_id,
        wal_truncated=wal_truncated,
        vacuumed=vacuum,
        elapsed_ms=(time.perf_counter() - t0) * 1000,
        **steps.counts,
    )
    log.info(
        "forget user=%s scope=%s episodes=%d facts_deleted=%d elapsed_ms=%.1f",
        user_id,
        scope,
        receipt.episodes,
        receipt.facts_deleted,
        receipt.elapsed_ms,
    )
    return receipt
