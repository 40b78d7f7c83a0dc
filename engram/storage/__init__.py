"""SQLite storage: connection, migrations, episode repository."""

from engram.storage.connection import ensure_db_file, load_sqlite_vec, open_connection
from engram.storage.database import Database
from engram.storage.episodes import EpisodeStore, PreparedEpisode
from engram.storage.migrations import MIGRATIONS, migrate

__all__ = [
    "MIGRATIONS",
    "Database",
    "EpisodeStore",
    "PreparedEpisode",
    "ensure_db_file",
    "load_sqlite_vec",
    "migrate",
    "open_connection",
]
