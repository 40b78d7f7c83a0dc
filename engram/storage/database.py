"""The database handle: one writer connection guarded by a lock, reader connections (WAL)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from engram.errors import StorageError
from engram.storage.connection import open_connection
from engram.storage.migrations import migrate

log = logging.getLogger("engram.storage")


class Database:
    """SQLite file access for one process.

    Writes go through :meth:`transaction` (``BEGIN IMMEDIATE`` under an asyncio lock, so tasks
    never interleave statements inside one transaction, and processes queue on the busy timeout
    instead of failing with "database is locked"). Reads use a separate connection and see the
    last committed state (WAL snapshot isolation).
    """

    def __init__(
        self,
        path: Path,
        writer: aiosqlite.Connection,
        reader: aiosqlite.Connection,
        vector_reader: aiosqlite.Connection | None = None,
    ) -> None:
        self.path = path
        self.writer = writer
        self.reader = reader
        # Vector searches get a connection (a thread) of their own, so the dense channel's KNN
        # runs in parallel with the lexical channel's BM25 instead of queueing behind it.
        self.vector_reader = vector_reader or reader
        self._write_lock = asyncio.Lock()

    @classmethod
    async def open(
        cls, path: Path, *, dim: int, model: str, busy_timeout_ms: int, synchronous: str
    ) -> Database:
        """Open (creating with mode 0600 if needed) and migrate the database at ``path``.

        Raises:
            StorageError, ExtensionLoadError, SchemaMismatchError: see :mod:`engram.errors`.
        """
        writer = await open_connection(
            path, busy_timeout_ms=busy_timeout_ms, synchronous=synchronous
        )
        try:
            applied = await migrate(writer, dim=dim, model=model)
            if applied:
                log.info("migrated %s: %s", path, ", ".join(applied))
            reader = await open_connection(
                path, busy_timeout_ms=busy_timeout_ms, synchronous=synchronous
            )
            try:
                vector_reader = await open_connection(
                    path, busy_timeout_ms=busy_timeout_ms, synchronous=synchronous
                )
            except BaseException:
                await reader.close()
                raise
        except BaseException:
            await writer.close()
            raise
        return cls(path, writer, reader, vector_reader)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction; commits on success, rolls back on any exception.

        Raises:
            StorageError: SQLite failed (e.g. locked past ``busy_timeout_ms``, disk full, a
                constraint); the driver's error is its ``__cause__`` and nothing was written.
                Other exceptions raised inside the block propagate unchanged after the rollback.
        """
        from sqlean import Error as DriverError  # the driver is loaded once the file is open

        async with self._write_lock:
            try:
                await self.writer.execute("BEGIN IMMEDIATE")
            except DriverError as exc:
                raise StorageError(f"cannot start a write on {self.path}: {exc}") from exc
            try:
                yield self.writer
            except BaseException as exc:
                await self.writer.execute("ROLLBACK")
                if isinstance(exc, DriverError):
                    raise StorageError(
                        f"write to {self.path} failed and was rolled back: {exc}"
                    ) from exc
                raise
            try:
                await self.writer.execute("COMMIT")
            except DriverError as exc:
                if self.writer.in_transaction:
                    await self.writer.execute("ROLLBACK")
                raise StorageError(f"commit to {self.path} failed, rolled back: {exc}") from exc

    async def checkpoint(self) -> bool:
        """Copy the WAL into the file and truncate it to zero bytes (``wal_checkpoint(TRUNCATE)``).

        Returns:
            True if the WAL was truncated; False if a reader (maybe in another process) still
            uses an old snapshot, in which case SQLite truncates it at a later checkpoint.
        """
        async with self._write_lock:
            cur = await self.writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            row = await cur.fetchone()
        return row is not None and int(row[0]) == 0

    async def vacuum(self) -> None:
        """Rebuild the file (``VACUUM``) under the writer lock, so freed pages keep no old bytes.

        Raises:
            StorageError: SQLite failed (e.g. another process holds a lock past the timeout).
        """
        from sqlean import Error as DriverError

        async with self._write_lock:
            try:
                await self.writer.execute("VACUUM")
            except DriverError as exc:
                raise StorageError(f"VACUUM of {self.path} failed: {exc}") from exc

    async def close(self) -> None:
        """Close the connections (waits for the writer's lock: no write is cut short)."""
        async with self._write_lock:
            if self.vector_reader is not self.reader:
                await self.vector_reader.close()
            await self.reader.close()
            await self.writer.close()
