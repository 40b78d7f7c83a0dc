"""Entity resolution: canonical names and aliases per user.

Exact and alias matches come first; then two conservative name rules: a Korean given name matches a
single known full name ("서연" -> "박서연"), and an English first name matches a single known full name
("Ilona" -> "Ilona Aalto"), in both directions. When two people could match, nothing is merged: a
wrong merge of two people is worse than a missed merge.
"""

from __future__ import annotations

import uuid

import aiosqlite

from consolidator.names import is_korean_full_name, name_key
from engram import constants as C
from engram.timeutil import to_db, utcnow

SELF_NAME = "user"
PERSON_TYPES = frozenset({"person", "self", "unknown"})


class EntityResolver:
    """Finds or creates entities inside the caller's write transaction."""

    async def _by_alias(
        self, conn: aiosqlite.Connection, user_id: str, key: str
    ) -> list[tuple[int, str]]:
        cur = await conn.execute(
            f"SELECT DISTINCT e.pk, e.type FROM {C.ENTITY_ALIASES} a JOIN {C.ENTITIES} e "
            "ON e.pk = a.entity_pk WHERE a.user_id = ? AND a.alias_norm = ? ORDER BY e.pk",
            (user_id, key),
        )
        return [(int(r[0]), str(r[1])) for r in await cur.fetchall()]

    async def add_alias(
        self,
        conn: aiosqlite.Connection,
        user_id: str,
        entity_pk: int,
        alias: str,
        episode_pk: int | None,
    ) -> None:
        """Record ``alias`` for an entity (no-op if already there)."""
        key = name_key(alias)
        if not key:
            return
        await conn.execute(
            f"INSERT OR IGNORE INTO {C.ENTITY_ALIASES}(entity_pk, user_id, alias, alias_norm, "
            "source_episode_pk, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            (entity_pk, user_id, alias, key, episode_pk, to_db(utcnow())),
        )

    async def _people(self, conn: aiosqlite.Connection, user_id: str) -> list[tuple[int, str]]:
        cur = await conn.execute(
            f"SELECT pk, canonical_name, type FROM {C.ENTITIES} "
            "WHERE user_id = ? AND type IN ('person', 'self') ORDER BY pk",
            (user_id,),
        )
        return [(int(r[0]), name_key(str(r[1]))) for r in await cur.fetchall()]

    @staticmethod
    def _name_rule(key: str, canonical: str) -> bool:
        """Given name <-> full name: 서연 ~ 박서연, Ilona ~ Ilona Aalto (either direction)."""
        if (is_korean_full_name(canonical) and canonical[1:] == key) or (
            is_korean_full_name(key) and key[1:] == canonical
        ):
            return True
        c_words, k_words = canonical.split(), key.split()
        return (len(k_words) == 1 and len(c_words) >= 2 and c_words[0] == key) or (
            len(c_words) == 1 and len(k_words) >= 2 and k_words[0] == canonical
        )

    async def resolve(
        self,
        conn: aiosqlite.Connection,
        user_id: str,
        name: str,
        etype: str,
        episode_pk: int | None,
    ) -> int | None:
        """The entity ``name`` refers to, created if new. None for an empty name.

        Args:
            etype: "self", "person", "place", "organization", "pet" or "thing".
        """
        key = SELF_NAME if etype == "self" else name_key(name)
        if not key:
            return None
        hits = await self._by_alias(conn, user_id, key)
        if etype in PERSON_TYPES:
            people = await self._people(conn, user_id)
            exact = [pk for pk, canon in people if canon == key]
            if exact:
                return exact[0]
            person_pks = {pk for pk, _ in people}
            found = {pk for pk, _ in hits if pk in person_pks}
            found |= {pk for pk, canon in people if self._name_rule(key, canon)}
            if len(found) == 1:
                (pk,) = found
                await self.add_alias(conn, user_id, pk, name, episode_pk)
                return pk
            # Several people fit (or none): a separate entity. A wrong merge of two people is
            # worse than a missed one; an exact-name lookup finds this entity next time.
        elif hits:
            same_type = [pk for pk, t in hits if t == etype]
            return same_type[0] if same_type else hits[0][0]
        now = to_db(utcnow())
        cur = await conn.execute(
            f"INSERT INTO {C.ENTITIES}(id, user_id, canonical_name, type, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (
                C.ENTITY_ID_PREFIX + uuid.uuid4().hex,
                user_id,
                SELF_NAME if etype == "self" else name.strip(),
                etype,
                now,
                now,
            ),
        )
        new_pk = cur.lastrowid
        assert new_pk is not None
        await self.add_alias(
            conn, user_id, new_pk, SELF_NAME if etype == "self" else name, episode_pk
        )
        return new_pk
