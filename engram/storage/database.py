"""The database handle: one writer connection guarded by a lock, one reader connection (WAL)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

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
        self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection
    ) -> None:
        self.path = path
        self.writer = writer
        self.reader = reader
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
        except BaseException:
            await writer.close()
            raise
        return cls(path, writer, reader)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction; commits on success, rolls back on any exception."""
        async with self._write_lock:
            await self.writer.execute("BEGIN IMMEDIATE")
            try:
                yield self.writer
            except BaseException:
                await self.writer.execute("ROLLBACK")
                raise
            else:
                await self.writer.execute("COMMIT")

    async def close(self) -> None:
        """Close both connections (waits for the writer's lock: no write is cut short)."""
        async with self._write_lock:
            await self.reader.close()
            await self.writer.close()
