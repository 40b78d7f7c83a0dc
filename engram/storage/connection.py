"""Opening SQLite: a driver that can load extensions (sqlean), sqlite-vec, pragmas, file mode 0600.

The system ``sqlite3`` module of many Python builds cannot load extensions, so Engram uses
``sqlean.py`` (SQLite 3.45+ with FTS5) behind ``aiosqlite``. Each :class:`aiosqlite.Connection`
runs on its own thread; one connection is the writer, readers open their own (WAL).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aiosqlite
from tenacity import (
    AsyncRetrying,
    retry_if_exception,
    stop_after_delay,
    wait_random_exponential,
)

from engram.errors import ExtensionLoadError, ReadOnlyStorageError, StorageError


def load_sqlite_vec(conn: Any) -> None:
    """Load sqlite-vec into ``conn``: enable loading, load, disable loading.

    Raises:
        ExtensionLoadError: the driver cannot load extensions or sqlite-vec is not installed.
    """
    try:
        import sqlite_vec
    except ImportError as exc:
        raise ExtensionLoadError(
            "sqlite-vec is not installed: run `pip install sqlite-vec` (make install does this)"
        ) from exc
    if not hasattr(conn, "enable_load_extension"):
        raise ExtensionLoadError(
            "sqlite-vec cannot be loaded: this Python's sqlite3 lacks enable_load_extension; "
            "Engram uses the sqlean.py driver, install it with `pip install sqlean.py`"
        )
    try:
        conn.enable_load_extension(True)
        sqlite_vec.load(conn)
    except Exception as exc:  # the driver raises its own OperationalError subclass
        raise ExtensionLoadError(f"sqlite-vec failed to load: {exc}") from exc
    finally:
        conn.enable_load_extension(False)


def ensure_db_file(path: Path) -> None:
    """Create the database file with mode 0600 (and its folder with 0700) if it does not exist.

    SQLite gives the -wal and -shm files the same permissions as the database file.
    """
    if str(path) == ":memory:":
        return
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    except FileExistsError:
        return
    except OSError as exc:
        raise StorageError(f"cannot create the database file {path}: {exc}") from exc
    os.close(fd)
    os.chmod(path, 0o600)  # umask may have removed bits; never add any beyond 0600


def check_writable(path: Path) -> None:
    """Refuse, with what to do, a database this process cannot write: the file (and its -wal and
    -shm files, when present) or its folder (where SQLite creates them) is read-only to us, or
    lies on a read-only filesystem. Without this check a read-only file opens and every add fails.

    Raises:
        ReadOnlyStorageError: naming the read-only path and its mode.
    """
    if str(path) == ":memory:":
        return
    candidates = [path, *(Path(f"{path}{s}") for s in ("-wal", "-shm")), path.parent]
    for candidate in candidates:
        if candidate.exists() and not os.access(candidate, os.W_OK):
            mode = oct(candidate.stat().st_mode & 0o777)
            kind = "folder" if candidate.is_dir() else "file"
            raise ReadOnlyStorageError(
                f"the database {kind} {candidate} is read-only for this process (mode {mode}, or a "
                f"read-only filesystem): Engram writes every add to {path.name}. Give it back write "
                f"permission (chmod {'700' if kind == 'folder' else '600'} {candidate}), or set "
                "storage.path (--db) to a writable location."
            )


def _connector(path: Path, busy_timeout_ms: int) -> Callable[[], Any]:
    def connect() -> Any:
        try:
            import sqlean
        except ImportError as exc:
            raise ExtensionLoadError(
                "the sqlean.py driver is not installed: run `pip install sqlean.py`"
            ) from exc
        conn = sqlean.connect(
            str(path),
            isolation_level=None,  # Engram issues BEGIN/COMMIT itself
            check_same_thread=False,
            timeout=busy_timeout_ms / 1000,
        )
        load_sqlite_vec(conn)
        return conn

    return connect


async def open_connection(
    path: Path, *, busy_timeout_ms: int, synchronous: str = "FULL"
) -> aiosqlite.Connection:
    """Open one aiosqlite connection with sqlite-vec loaded and Engram's pragmas set.

    Pragmas: WAL journal, ``busy_timeout``, ``synchronous`` (FULL by default: an acknowledged
    write survives power loss), foreign keys on, ``secure_delete`` on (forgotten text is zeroed).

    Raises:
        ExtensionLoadError: sqlean.py or sqlite-vec is missing.
        ReadOnlyStorageError: the file or its folder is read-only (see :func:`check_writable`).
        StorageError: the file cannot be created or opened.
    """
    ensure_db_file(path)
    check_writable(path)
    try:
        conn = aiosqlite.Connection(_connector(path, busy_timeout_ms), iter_chunk_size=256)
        await conn
    except ExtensionLoadError:
        raise
    except Exception as exc:
        raise StorageError(f"cannot open the database {path}: {exc}") from exc
    try:
        # Switching a new file to WAL needs an exclusive lock, and SQLite answers SQLITE_BUSY at
        # once, without its busy handler, while another process opens or migrates the same file
        # (B18: four processes creating one database). Retried until busy_timeout_ms runs out.
        async for attempt in AsyncRetrying(
            retry=retry_if_exception(_is_busy),
            stop=stop_after_delay(busy_timeout_ms / 1000),
            wait=wait_random_exponential(multiplier=0.005, max=0.1),
            reraise=True,
        ):
            with attempt:
                await _configure(conn, busy_timeout_ms=busy_timeout_ms, synchronous=synchronous)
    except Exception as exc:
        await conn.close()
        raise StorageError(f"cannot configure the database {path}: {exc}") from exc
    return conn


def _is_busy(exc: BaseException) -> bool:
    """SQLITE_BUSY / SQLITE_LOCKED as the driver words them (it has no error code attribute)."""
    text = str(exc).lower()
    return "database is locked" in text or "database table is locked" in text


async def _configure(conn: aiosqlite.Connection, *, busy_timeout_ms: int, synchronous: str) -> None:
    await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
    cur = await conn.execute("PRAGMA journal_mode")
    row = await cur.fetchone()
    if row is None or str(row[0]).lower() != "wal":  # WAL persists in the file: set it once
        await conn.execute("PRAGMA journal_mode = WAL")
    await conn.execute(f"PRAGMA synchronous = {synchronous}")
    await conn.execute("PRAGMA foreign_keys = ON")
    await conn.execute("PRAGMA secure_delete = ON")
