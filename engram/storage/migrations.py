"""Named migrations, each applied once in its own transaction and recorded in ``schema_migrations``.

The schema covers the whole bi-temporal model of DESIGN.md section 1, including the tables that
consolidation and the reader fill. Never infer the schema version from columns: read the table.
All times are UTC ISO-8601 text (see :mod:`engram.timeutil`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import aiosqlite

from engram import constants as C
from engram.embedding_names import settings_for_name
from engram.errors import SchemaMismatchError
from engram.timeutil import to_db, utcnow


@dataclass(frozen=True)
class Migration:
    """One schema step: a unique name and the SQL statements for a given embedding dimension."""

    name: str
    statements: Callable[[int], list[str]]


def _initial(dim: int) -> list[str]:
    return [
        f"""CREATE TABLE {C.META_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)""",
        f"""CREATE TABLE {C.EPISODES} (
            pk INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            user_id TEXT NOT NULL,
            session_id TEXT,
            speaker TEXT NOT NULL CHECK (speaker IN ('user','assistant','system','tool')),
            content TEXT NOT NULL,
            content_sha256 TEXT NOT NULL,
            reference_time TEXT NOT NULL,
            reference_offset_s INTEGER NOT NULL,
            created_at TEXT NOT NULL,
            metadata TEXT NOT NULL DEFAULT '{{}}',
            idempotency_key TEXT,
            UNIQUE (user_id, idempotency_key)
        )""",
        f"CREATE INDEX episodes_user_time ON {C.EPISODES}(user_id, reference_time, pk)",
        f"CREATE INDEX {C.EPISODES_BY_SESSION} ON {C.EPISODES}(user_id, session_id, reference_time)",
        # Lexical index over language-analysed tokens; rowid = episodes.pk.
        f"""CREATE VIRTUAL TABLE {C.EPISODE_FTS} USING fts5(
            tokens, tokenize = 'unicode61 remove_diacritics 0')""",
        # Dense index; the user_id partition keeps every KNN inside one user's memory.
        f"""CREATE VIRTUAL TABLE {C.EPISODE_VEC} USING vec0(
            user_id TEXT PARTITION KEY, embedding float[{dim}] distance_metric=cosine)""",
        f"""CREATE TABLE {C.CONSOLIDATION_STATE} (
            episode_pk INTEGER PRIMARY KEY REFERENCES {C.EPISODES}(pk) ON DELETE CASCADE,
            user_id TEXT NOT NULL,
            reference_time TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('pending','processing','done','failed')),
            attempts INTEGER NOT NULL DEFAULT 0,
            last_error TEXT,
            extractor_version TEXT,
            llm_calls INTEGER NOT NULL DEFAULT 0,
            llm_tokens INTEGER NOT NULL DEFAULT 0,
            next_attempt_at TEXT,
            updated_at TEXT NOT NULL
        )""",
        f"""CREATE INDEX consolidation_user_status
            ON {C.CONSOLIDATION_STATE}(user_id, status, reference_time, episode_pk)""",
        f"""CREATE TABLE {C.ENTITIES} (
            pk INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            user_id TEXT NOT NULL,
            canonical_name TEXT NOT NULL,
            type TEXT NOT NULL DEFAULT 'unknown',
            salience REAL NOT NULL DEFAULT 1.0,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            metadata TEXT NOT NULL DEFAULT '{{}}'
        )""",
        f"CREATE INDEX entities_user_name ON {C.ENTITIES}(user_id, canonical_name)",
        f"""CREATE TABLE {C.ENTITY_ALIASES} (
            entity_pk INTEGER NOT NULL REFERENCES {C.ENTITIES}(pk) ON DELETE CASCADE,
            user_id TEXT NOT NULL,
            alias TEXT NOT NULL,
            alias_norm TEXT NOT NULL,
            source_episode_pk INTEGER REFERENCES {C.EPISODES}(pk) ON DELETE SET NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (user_id, alias_norm, entity_pk)
        )""",
        f"""CREATE VIRTUAL TABLE {C.ENTITY_VEC} USING vec0(
            user_id TEXT PARTITION KEY, embedding float[{dim}] distance_metric=cosine)""",
        f"""CREATE TABLE {C.FACTS} (
            pk INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            user_id TEXT NOT NULL,
            subject_entity_pk INTEGER REFERENCES {C.ENTITIES}(pk),
            subject TEXT NOT NULL,
            predicate TEXT NOT NULL,
            object_entity_pk INTEGER REFERENCES {C.ENTITIES}(pk),
            object TEXT NOT NULL,
            text TEXT NOT NULL,
            valid_at TEXT,
            valid_precision TEXT,
            invalid_at TEXT,
            created_at TEXT NOT NULL,
            expired_at TEXT,
            salience REAL NOT NULL DEFAULT 1.0,
            last_reinforced_at TEXT,
            confidence REAL NOT NULL DEFAULT 1.0,
            status TEXT NOT NULL
                CHECK (status IN ('active','superseded','unresolved','planned','retracted')),
            superseded_by_pk INTEGER REFERENCES {C.FACTS}(pk),
            metadata TEXT NOT NULL DEFAULT '{{}}',
            CHECK (invalid_at IS NULL OR valid_at IS NULL OR valid_at <= invalid_at),
            CHECK (expired_at IS NULL OR created_at <= expired_at)
        )""",
        f"CREATE INDEX facts_user_subject_pred ON {C.FACTS}(user_id, subject_entity_pk, predicate)",
        f"CREATE INDEX facts_user_valid ON {C.FACTS}(user_id, valid_at, invalid_at)",
        f"""CREATE TABLE {C.FACT_SOURCES} (
            fact_pk INTEGER NOT NULL REFERENCES {C.FACTS}(pk) ON DELETE CASCADE,
            episode_pk INTEGER NOT NULL REFERENCES {C.EPISODES}(pk) ON DELETE CASCADE,
            PRIMARY KEY (fact_pk, episode_pk)
        )""",
        f"CREATE INDEX fact_sources_episode ON {C.FACT_SOURCES}(episode_pk)",
        f"""CREATE VIRTUAL TABLE {C.FACT_FTS} USING fts5(
            tokens, tokenize = 'unicode61 remove_diacritics 0')""",
        f"""CREATE VIRTUAL TABLE {C.FACT_VEC} USING vec0(
            user_id TEXT PARTITION KEY, embedding float[{dim}] distance_metric=cosine)""",
        f"""CREATE TABLE {C.SESSION_SUMMARIES} (
            user_id TEXT NOT NULL,
            session_id TEXT NOT NULL,
            summary TEXT NOT NULL,
            source_episode_pks TEXT NOT NULL DEFAULT '[]',
            updated_at TEXT NOT NULL,
            PRIMARY KEY (user_id, session_id)
        )""",
    ]


def _consolidation(dim: int) -> list[str]:
    return [
        # Why a fact's world-time interval was closed (the fact whose start ended it), apart from
        # superseded_by_pk, which links a retired row to its revised version (system time).
        f"ALTER TABLE {C.FACTS} ADD COLUMN invalidated_by_pk INTEGER REFERENCES {C.FACTS}(pk)",
        # Scopes a functional predicate further (e.g. which service a plan tier belongs to).
        f"ALTER TABLE {C.FACTS} ADD COLUMN qualifier TEXT",
        f"ALTER TABLE {C.FACTS} ADD COLUMN object_norm TEXT NOT NULL DEFAULT ''",
        f"CREATE INDEX facts_user_believed ON {C.FACTS}(user_id, expired_at, predicate)",
        # One worker at a time consolidates a user; a lease that runs out (a killed worker) is
        # taken over, and that user's 'processing' rows go back to 'pending'.
        f"""CREATE TABLE {C.CONSOLIDATION_LEASES} (
            user_id TEXT PRIMARY KEY,
            worker_id TEXT NOT NULL,
            expires_at TEXT NOT NULL
        )""",
    ]


def _forget(dim: int) -> list[str]:
    return [
        # FTS5 'secure-delete': a deleted row's tokens are removed from the index segments at
        # once instead of being masked by delete markers until the next merge (engram forget).
        f"INSERT INTO {C.EPISODE_FTS}({C.EPISODE_FTS}, rank) VALUES ('secure-delete', 1)",
        f"INSERT INTO {C.FACT_FTS}({C.FACT_FTS}, rank) VALUES ('secure-delete', 1)",
        # Foreign-key look-ups when episodes, facts and entities are deleted.
        f"CREATE INDEX entity_aliases_episode ON {C.ENTITY_ALIASES}(source_episode_pk)",
        f"CREATE INDEX facts_superseded_by ON {C.FACTS}(superseded_by_pk)",
        f"CREATE INDEX facts_invalidated_by ON {C.FACTS}(invalidated_by_pk)",
        f"CREATE INDEX facts_subject_entity ON {C.FACTS}(subject_entity_pk)",
        f"CREATE INDEX facts_object_entity ON {C.FACTS}(object_entity_pk)",
    ]


def _vector_log(dim: int) -> list[str]:
    return [
        # Which vectors of episode_vec / fact_vec changed, in commit order, for the reader's
        # in-memory copies in every process (engram.storage.vectors). pk NULL: all of the user's.
        f"""CREATE TABLE {C.VECTOR_LOG} (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            vec_table TEXT NOT NULL,
            user_id TEXT NOT NULL,
            pk INTEGER
        )""",
        f"CREATE INDEX vector_log_user ON {C.VECTOR_LOG}(user_id, vec_table, seq)",
    ]


def _fact_text(dim: int) -> list[str]:
    return [
        # A fact text said again by its user (a re-mention, an end, a revised version) takes the
        # vector already stored for it instead of a new model call (consolidator.worker).
        f"CREATE INDEX facts_user_text ON {C.FACTS}(user_id, text)",
    ]


MIGRATIONS: tuple[Migration, ...] = (
    Migration("0001_initial", _initial),
    Migration("0002_consolidation", _consolidation),
    Migration("0003_forget", _forget),
    Migration("0004_vector_log", _vector_log),
    Migration("0005_fact_text", _fact_text),
)


async def migrate(conn: aiosqlite.Connection, *, dim: int, model: str) -> list[str]:
    """Apply pending migrations, then check the file matches the configured embedding model.

    Safe when several processes open a new file at once: each step runs under
    ``BEGIN IMMEDIATE`` and re-checks whether it was applied.

    Returns:
        The names of the migrations applied now (empty if the file was up to date).

    Raises:
        SchemaMismatchError: the file holds a migration this Engram does not know (a newer
            version wrote it), or was built with another embedding model or dimension.
    """
    applied_now: list[str] = []
    await conn.execute(
        f"CREATE TABLE IF NOT EXISTS {C.SCHEMA_MIGRATIONS_TABLE} "
        "(name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
    )
    for migration in MIGRATIONS:
        await conn.execute("BEGIN IMMEDIATE")
        try:
            cur = await conn.execute(
                f"SELECT 1 FROM {C.SCHEMA_MIGRATIONS_TABLE} WHERE name = ?", (migration.name,)
            )
            if await cur.fetchone() is None:
                for sql in migration.statements(dim):
                    await conn.execute(sql)
                await conn.execute(
                    f"INSERT INTO {C.SCHEMA_MIGRATIONS_TABLE}(name, applied_at) VALUES (?, ?)",
                    (migration.name, to_db(utcnow())),
                )
                if migration.name == MIGRATIONS[0].name:
                    await conn.executemany(
                        f"INSERT INTO {C.META_TABLE}(key, value) VALUES (?, ?)",
                        [("embedding_model", model), ("embedding_dim", str(dim))],
                    )
                applied_now.append(migration.name)
            await conn.execute("COMMIT")
        except BaseException:
            await conn.execute("ROLLBACK")
            raise
    known = {m.name for m in MIGRATIONS}
    cur = await conn.execute(f"SELECT name FROM {C.SCHEMA_MIGRATIONS_TABLE}")
    unknown = sorted(str(r[0]) for r in await cur.fetchall() if r[0] not in known)
    if unknown:
        raise SchemaMismatchError(
            f"the database has migrations this Engram does not know ({', '.join(unknown)}): "
            "it was written by a newer version; upgrade Engram"
        )
    cur = await conn.execute(f"SELECT key, value FROM {C.META_TABLE}")
    meta = {str(k): str(v) for k, v in await cur.fetchall()}
    if meta.get("embedding_dim") != str(dim) or meta.get("embedding_model") != model:
        built = meta.get("embedding_model") or ""
        raise SchemaMismatchError(
            f"the database was built with embedding model {built!r} "
            f"(dim {meta.get('embedding_dim')}), but {model!r} (dim {dim}) is configured: "
            f"to open it set [embedding] {settings_for_name(built, meta.get('embedding_dim'))} "
            "(config.toml or ENGRAM_EMBEDDING__* variables), or use a new database file"
        )
    return applied_now
