"""The database handle: one writer connection guarded by a lock, reader connections (WAL)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from engram.errors import ReadOnlyStorageError, StorageError, StorageFullError
from engram.storage.connection import open_connection
from engram.storage.intent import WriteIntent
from engram.storage.migrations import migrate

log = logging.getLogger("engram.storage")

#: How often background work looks at another process's write counter while it waits, in s.
PEER_POLL_S = 0.001


def storage_error(message: str, exc: Exception) -> StorageError:
    """The :class:`StorageError` for a failed write, by SQLite's error code, with what to do.

    ``message`` says what failed (and that it was rolled back); SQLITE_FULL becomes
    :class:`StorageFullError` and SQLITE_READONLY* :class:`ReadOnlyStorageError`, each with a hint.
    """
    name = str(getattr(exc, "sqlite_errorname", ""))
    if name.startswith("SQLITE_FULL"):
        return StorageFullError(
            f"{message}: {exc} (the disk holding the database is full, or the file reached its "
            "max_page_count): nothing of this write was stored; free disk space, then retry"
        )
    if name.startswith("SQLITE_READONLY"):
        return ReadOnlyStorageError(
            f"{message}: {exc} (the database file, its folder or its filesystem became read-only "
            "for this process): nothing of this write was stored; restore write permission "
            "(chmod 600 on the file, 700 on its folder), then retry"
        )
    return StorageError(f"{message}: {exc}")


class WriteGate:
    """The writer connection's lock, with foreground writes before background ones.

    A foreground holder (an add, an import batch, a forget) queues in FIFO order as with a plain
    lock. A background holder (System-2 consolidation) only takes the lock when no foreground
    write is waiting, and :attr:`contended` tells it, while it holds the lock, that one arrived:
    it then commits what it has and queues again. So a write waits for at most one background
    unit of work (one episode's apply), not for a whole consolidation batch. A background holder
    that has waited ``background_max_wait_s`` queues in turn like a write, so consolidation keeps
    moving under sustained writes instead of starving.

    An add can :meth:`announce` itself before its embedding, so background work does not start a
    transaction (nor, through :meth:`yield_to_foreground`, an extraction step) while the add is
    being prepared, and the add finds the lock free when it gets there.

    Across processes (``engram serve``'s child worker next to the daemon's writes): the daemon's
    gate :meth:`publish_to` a shared :class:`~engram.storage.intent.WriteIntent` counter, the
    child's gate :meth:`observe` it, and the child's background work yields to the daemon's
    writes as to its own. Without a counter, set :attr:`external_writers`: a background holder
    then cannot know whether a write waits on SQLite's lock, so :attr:`contended` is always true
    and it commits after every unit of work.
    """

    def __init__(self, background_max_wait_s: float = 0.5) -> None:
        # Under sustained writes a background holder would never find the gate idle: after this
        # wait it queues in turn like a write (one unit of work; it still yields at the next one).
        self.background_max_wait_s = background_max_wait_s
        self._lock = asyncio.Lock()
        self._foreground = 0  # foreground holders, waiting or running
        self._no_foreground = asyncio.Event()
        self._no_foreground.set()
        self.external_writers = False
        self._published: WriteIntent | None = None
        self._peer: WriteIntent | None = None

    def publish_to(self, intent: WriteIntent) -> None:
        """Mirror this gate's count of foreground writes into ``intent`` (the daemon's side)."""
        self._published = intent
        intent.publish(self._foreground)

    def observe(self, intent: WriteIntent) -> None:
        """Let background work yield to the writes another process publishes in ``intent``."""
        self._peer = intent

    def _peer_writing(self) -> bool:
        return self._peer is not None and self._peer.in_flight > 0

    @property
    def contended(self) -> bool:
        """True while a foreground write is announced, waits for or holds the lock (here or in
        the observed process), and always when :attr:`external_writers` is set without an
        observed counter (another process's write may be waiting)."""
        if self._foreground > 0 or self._peer_writing():
            return True
        return self.external_writers and self._peer is None

    @asynccontextmanager
    async def announce(self) -> AsyncIterator[None]:
        """Count a foreground write as in flight for the whole block (e.g. an add's embedding
        and its transaction): background work waits for it as for a queued write."""
        self._enter()
        try:
            yield
        finally:
            self._leave()

    async def yield_to_foreground(self) -> None:
        """Wait while a foreground write is in flight here or in the observed process, at most
        ``background_max_wait_s`` (background work between two units, e.g. extraction steps)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.background_max_wait_s
        while (left := deadline - loop.time()) > 0:
            if not self._no_foreground.is_set():
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._no_foreground.wait(), left)
            elif self._peer_writing():
                await asyncio.sleep(min(PEER_POLL_S, left))
            else:
                break
        await asyncio.sleep(0)  # extraction is CPU work: let waiting requests run in any case

    @asynccontextmanager
    async def hold(self, *, background: bool = False) -> AsyncIterator[None]:
        """Hold the lock for one transaction (``background`` = yield to foreground writes)."""
        if background:
            deadline = asyncio.get_running_loop().time() + self.background_max_wait_s
            while True:
                left = deadline - asyncio.get_running_loop().time()
                if left <= 0:
                    await self._lock.acquire()  # waited long enough: FIFO from here
                    break
                if not self._no_foreground.is_set():
                    try:
                        await asyncio.wait_for(self._no_foreground.wait(), left)
                    except TimeoutError:
                        continue
                if self._peer_writing():
                    await asyncio.sleep(min(PEER_POLL_S, left))
                    continue
                await self._lock.acquire()
                if not self._foreground:
                    break
                self._lock.release()  # a foreground write queued meanwhile: it goes first
        else:
            self._enter()
            try:
                await self._lock.acquire()
            except BaseException:
                self._leave()
                raise
        try:
            yield
        finally:
            self._lock.release()
            if not background:
                self._leave()

    def _enter(self) -> None:
        self._foreground += 1
        self._no_foreground.clear()
        if self._published is not None:
            self._published.publish(self._foreground)

    def _leave(self) -> None:
        self._foreground -= 1
        if not self._foreground:
            self._no_foreground.set()
        if self._published is not None:
            self._published.publish(self._foreground)


class Database:
    """SQLite file access for one process.

    Writes go through :meth:`transaction` (``BEGIN IMMEDIATE`` under a :class:`WriteGate`, so
    tasks never interleave statements inside one transaction, foreground writes go before
    consolidation, and processes queue on the busy timeout instead of failing with "database is
    locked"). Reads use a separate connection and see the last committed state (WAL snapshot
    isolation).
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
        self.write_gate = WriteGate()

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
    async def transaction(self, *, background: bool = False) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction; commits on success, rolls back on any exception.

        ``background`` (System-2 work) lets every waiting foreground write go first; inside,
        ``write_gate.contended`` says a foreground write is waiting (see :class:`WriteGate`).

        Raises:
            StorageError: SQLite failed (e.g. locked past ``busy_timeout_ms``, a constraint); the
                driver's error is its ``__cause__`` and nothing was written. Subclasses:
                :class:`StorageFullError` (disk full) and :class:`ReadOnlyStorageError`.
                Other exceptions raised inside the block propagate unchanged after the rollback.
        """
        from sqlean import Error as DriverError  # the driver is loaded once the file is open

        async with self.write_gate.hold(background=background):
            try:
                await self.writer.execute("BEGIN IMMEDIATE")
            except DriverError as exc:
                raise storage_error(f"cannot start a write on {self.path}", exc) from exc
            try:
                yield self.writer
            except BaseException as exc:
                # SQLite may have rolled the transaction back itself (SQLITE_FULL, IOERR, ...);
                # a second ROLLBACK would raise and hide the real error.
                if self.writer.in_transaction:
                    await self.writer.execute("ROLLBACK")
                if isinstance(exc, DriverError):
                    raise storage_error(
                        f"write to {self.path} failed and was rolled back", exc
                    ) from exc
                raise
            try:
                await self.writer.execute("COMMIT")
            except DriverError as exc:
                if self.writer.in_transaction:
                    await self.writer.execute("ROLLBACK")
                raise storage_error(f"commit to {self.path} failed, rolled back", exc) from exc

    async def checkpoint(self) -> bool:
        """Copy the WAL into the file and truncate it to zero bytes (``wal_checkpoint(TRUNCATE)``).

        Returns:
            True if the WAL was truncated; False if a reader (maybe in another process) still
            uses an old snapshot, in which case SQLite truncates it at a later checkpoint.
        """
        async with self.write_gate.hold():
            cur = await self.writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            row = await cur.fetchone()
        return row is not None and int(row[0]) == 0

    async def vacuum(self) -> None:
        """Rebuild the file (``VACUUM``) under the writer lock, so freed pages keep no old bytes.

        Raises:
            StorageError: SQLite failed (e.g. another process holds a lock past the timeout).
        """
        from sqlean import Error as DriverError

        async with self.write_gate.hold():
            try:
                await self.writer.execute("VACUUM")
            except DriverError as exc:
                raise StorageError(f"VACUUM of {self.path} failed: {exc}") from exc

    async def close(self) -> None:
        """Close the connections (waits for the writer's lock: no write is cut short).

        If waiting for the lock fails, the connections are closed anyway before the error
        propagates: their threads would otherwise keep the process from exiting.
        """
        try:
            async with self.write_gate.hold():
                await self._close_connections()
        except BaseException:
            await self._close_connections()
            raise

    async def _close_connections(self) -> None:
        for conn in dict.fromkeys((self.vector_reader, self.reader, self.writer)):
            with contextlib.suppress(ValueError):  # aiosqlite: already closed
                await conn.close()
