"""Names shared across packages: tables, statuses, speakers, versions. One place, no literals elsewhere."""

from __future__ import annotations

from typing import Final

SCHEMA_MIGRATIONS_TABLE: Final = "schema_migrations"
META_TABLE: Final = "engram_meta"

EPISODES: Final = "episodes"
EPISODE_FTS: Final = "episode_fts"
EPISODE_VEC: Final = "episode_vec"
ENTITIES: Final = "entities"
ENTITY_ALIASES: Final = "entity_aliases"
ENTITY_VEC: Final = "entity_vec"
FACTS: Final = "facts"
FACT_SOURCES: Final = "fact_sources"
FACT_FTS: Final = "fact_fts"
FACT_VEC: Final = "fact_vec"
SESSION_SUMMARIES: Final = "session_summaries"
CONSOLIDATION_STATE: Final = "consolidation_state"
CONSOLIDATION_LEASES: Final = "consolidation_leases"
VECTOR_LOG: Final = "vector_log"
# An index that queries name (INDEXED BY) where the planner would pick a worse one.
EPISODES_BY_SESSION: Final = "episodes_user_session"

SPEAKERS: Final = frozenset({"user", "assistant", "system", "tool"})

# consolidation_state.status
PENDING: Final = "pending"
PROCESSING: Final = "processing"
DONE: Final = "done"
FAILED: Final = "failed"
CONSOLIDATION_STATUSES: Final = (PENDING, PROCESSING, DONE, FAILED)

# facts.status: "active" = believed (its world-time interval may be closed); "superseded" = a
# retired version (expired_at set, superseded_by_pk points at its revision); "unresolved" = an
# ambiguous conflict nobody decided; "retracted" = the user said it was wrong.
ACTIVE: Final = "active"
SUPERSEDED: Final = "superseded"
UNRESOLVED: Final = "unresolved"
RETRACTED: Final = "retracted"
FACT_STATUSES: Final = (ACTIVE, SUPERSEDED, UNRESOLVED, "planned", RETRACTED)
FACT_ID_PREFIX: Final = "fact_"
ENTITY_ID_PREFIX: Final = "ent_"

EPISODE_ID_PREFIX: Final = "ep_"
USER_ID_MAX_LEN: Final = 256
ANALYZER_VERSION: Final = "analyzer-2"

# Queue names (arq) and Redis key prefixes, used by the consolidation worker.
ARQ_QUEUE_NAME: Final = "engram:queue"
REDIS_KEY_PREFIX: Final = "engram:"
