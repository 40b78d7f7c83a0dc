"""Entity history: every version of every fact about one entity, on both time axes, with sources.

``engram history --user U --entity NAME`` reads this. NAME resolves like the consolidator resolves
names (:func:`consolidator.names.name_key`: case, titles and Korean honorifics/particles folded, so
"서연 님" finds "박서연"'s alias "서연"), through the user's aliases and canonical names; facts whose
object is a literal with that name (no entity) are included too. Retired versions are kept in the
timeline: each entry says which version it replaced (``supersedes``), which replaced it
(``superseded_by``), and which fact's start closed its validity (``invalidated_by``).

It also provides :func:`all_versions`, every fact version of a user, for ``engram export --facts``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

import aiosqlite

from consolidator.facts import _COLS, FactRow, row_to_fact
from consolidator.names import name_key, object_key
from consolidator.queries import to_fact
from engram import constants as C
from engram.errors import NotFoundError
from engram.models import Fact
from engram.timeutil import utcnow, with_offset

#: Names that mean the memory's own user.
SELF_WORDS = frozenset({"me", "i", "myself", "user", "self"})


@dataclass(frozen=True, slots=True)
class SourceEpisode:
    """An episode a fact version was derived from."""

    id: str
    reference_time: datetime
    content: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "reference_time": self.reference_time.isoformat(),
            "content": self.content,
        }


@dataclass(frozen=True, slots=True)
class FactVersion:
    """One stored fact version with its links (fact ids, or None)."""

    fact: Fact
    supersedes: str | None
    invalidated_by: str | None
    sources: tuple[SourceEpisode, ...]
    role: Literal["subject", "object"] = "subject"

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.fact.to_dict(),
            "user_id": self.fact.user_id,
            "role": self.role,
            "supersedes": self.supersedes,
            "invalidated_by": self.invalidated_by,
            "sources": [s.to_dict() for s in self.sources],
        }


@dataclass(frozen=True, slots=True)
class EntityInfo:
    """An entity NAME resolved to."""

    id: str
    name: str
    type: str
    aliases: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "type": self.type, "aliases": list(self.aliases)}


@dataclass(frozen=True, slots=True)
class EntityHistory:
    """What ``history`` returns: the entities NAME matched and their facts' timeline."""

    user_id: str
    query: str
    entities: tuple[EntityInfo, ...]
    timeline: tuple[FactVersion, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "user_id": self.user_id,
            "query": self.query,
            "entities": [e.to_dict() for e in self.entities],
            "timeline": [v.to_dict() for v in self.timeline],
        }


async def _entities(conn: aiosqlite.Connection, user_id: str, name: str) -> list[EntityInfo]:
    key = name_key(name)
    cur = await conn.execute(
        f"SELECT e.pk, e.id, e.canonical_name, e.type, a.alias FROM {C.ENTITIES} e "
        f"LEFT JOIN {C.ENTITY_ALIASES} a ON a.entity_pk = e.pk WHERE e.user_id = ? ORDER BY e.pk",
        (user_id,),
    )
    found: dict[int, tuple[str, str, str, list[str]]] = {}
    matched: set[int] = set()
    for pk, eid, canonical, etype, alias in await cur.fetchall():
        entry = found.setdefault(int(pk), (str(eid), str(canonical), str(etype), []))
        if alias is not None:
            entry[3].append(str(alias))
            if name_key(str(alias)) == key:
                matched.add(int(pk))
        if name_key(str(canonical)) == key or (key in SELF_WORDS and etype == "self"):
            matched.add(int(pk))
    return [
        EntityInfo(found[pk][0], found[pk][1], found[pk][2], tuple(dict.fromkeys(found[pk][3])))
        for pk in sorted(matched)
    ]


async def _versions(
    conn: aiosqlite.Connection, where: str, params: Sequence[Any], half_life_days: float
) -> list[tuple[FactRow, FactVersion]]:
    cur = await conn.execute(f"SELECT {_COLS} FROM {C.FACTS} WHERE {where} ORDER BY pk", params)
    rows = [row_to_fact(r) for r in await cur.fetchall()]
    if not rows:
        return []
    pks = [r.pk for r in rows]
    marks = ",".join("?" * len(pks))
    cur = await conn.execute(
        f"SELECT s.fact_pk, e.id, e.reference_time, e.reference_offset_s, e.content "
        f"FROM {C.FACT_SOURCES} s JOIN {C.EPISODES} e ON e.pk = s.episode_pk "
        f"WHERE s.fact_pk IN ({marks}) ORDER BY e.reference_time, e.pk",
        pks,
    )
    sources: dict[int, list[SourceEpisode]] = {}
    for fpk, eid, ref, off, content in await cur.fetchall():
        sources.setdefault(int(fpk), []).append(
            SourceEpisode(str(eid), with_offset(str(ref), int(off)), str(content))
        )
    linked = {p for r in rows for p in (r.superseded_by_pk, r.invalidated_by_pk) if p}
    cur = await conn.execute(
        f"SELECT pk, id, superseded_by_pk FROM {C.FACTS} WHERE pk IN ({marks}) "
        f"OR superseded_by_pk IN ({marks}) OR pk IN ({','.join('?' * len(linked)) or 'NULL'})",
        [*pks, *pks, *linked],
    )
    ids: dict[int, str] = {}
    predecessor: dict[int, str] = {}
    for pk, fid, succ in await cur.fetchall():
        ids[int(pk)] = str(fid)
        if succ is not None:
            predecessor[int(succ)] = str(fid)
    now = utcnow()
    out = []
    for r in rows:
        fact = to_fact(
            r,
            salience_at=now,
            half_life_days=half_life_days,
            source_episode_ids=(src.id for src in sources.get(r.pk, ())),
            superseded_by=ids.get(r.superseded_by_pk) if r.superseded_by_pk else None,
        )
        version = FactVersion(
            fact=fact,
            supersedes=predecessor.get(r.pk),
            invalidated_by=ids.get(r.invalidated_by_pk) if r.invalidated_by_pk else None,
            sources=tuple(sources.get(r.pk, ())),
        )
        out.append((r, version))
    return out


def _start(v: FactVersion) -> datetime:
    if v.fact.valid_at is not None:
        return v.fact.valid_at
    return v.sources[0].reference_time if v.sources else v.fact.created_at


async def entity_history(
    conn: aiosqlite.Connection, user_id: str, name: str, *, half_life_days: float
) -> EntityHistory:
    """The timeline of every fact version about ``name`` (as subject or object) for ``user_id``.

    Ordered by start of validity, then by when Engram learned it.

    Raises:
        NotFoundError: no entity and no fact object of that name in this user's memory.
    """
    entities = await _entities(conn, user_id, name)
    pks = await _entity_pks(conn, user_id, [e.id for e in entities])
    marks = ",".join("?" * len(pks)) or "NULL"
    found = await _versions(
        conn,
        f"user_id = ? AND (subject_entity_pk IN ({marks}) OR object_entity_pk IN ({marks}) "
        "OR (object_norm = ? AND object_norm != ''))",
        [user_id, *pks, *pks, object_key(name)],
        half_life_days,
    )
    if not entities and not found:
        raise NotFoundError("entity", f"nothing named {name!r} in this user's memory")
    timeline = [
        FactVersion(
            v.fact,
            v.supersedes,
            v.invalidated_by,
            v.sources,
            "subject" if row.subject_entity_pk in pks else "object",
        )
        for row, v in found
    ]
    timeline.sort(key=lambda v: (_start(v), v.fact.created_at))
    return EntityHistory(user_id, name, tuple(entities), tuple(timeline))


async def _entity_pks(conn: aiosqlite.Connection, user_id: str, ids: list[str]) -> set[int]:
    if not ids:
        return set()
    cur = await conn.execute(
        f"SELECT pk FROM {C.ENTITIES} WHERE user_id = ? AND id IN ({','.join('?' * len(ids))})",
        (user_id, *ids),
    )
    return {int(r[0]) for r in await cur.fetchall()}


async def all_versions(
    conn: aiosqlite.Connection,
    user_id: str,
    *,
    after_pk: int = 0,
    limit: int = 500,
    half_life_days: float = 30.0,
) -> list[tuple[int, FactVersion]]:
    """A page of every fact version of ``user_id`` (pk order, after ``after_pk``): ``[(pk, v)]``."""
    found = await _versions(
        conn,
        f"pk IN (SELECT pk FROM {C.FACTS} WHERE user_id = ? AND pk > ? ORDER BY pk LIMIT ?)",
        [user_id, after_pk, limit],
        half_life_days,
    )
    return [(row.pk, v) for row, v in found]
