"""The SQLite file: private permissions, named migrations applied once, model/dim recorded."""

from __future__ import annotations

import asyncio
import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import engram
from engram.embedding import HashEmbedder
from engram.errors import SchemaMismatchError
from engram.storage.migrations import MIGRATIONS

Query = Callable[..., list[tuple[Any, ...]]]


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def open_umask() -> Iterator[None]:
    """Run with umask 000, so only Engram's own choice keeps the files private."""
    old = os.umask(0)
    try:
        yield
    finally:
        os.umask(old)


async def test_db_and_wal_files_are_created_0600(tmp_path: Path, open_umask: None) -> None:
    db = tmp_path / "private" / "nested" / "mem.db"
    settings = engram.Settings.load(storage={"path": str(db)}, embedding={"backend": "hash"})
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        assert _mode(db) == 0o600
        await mem.add("secret", user_id="u", reference_time="2025-03-01T10:00:00Z")
        wal = db.with_name("mem.db-wal")
        assert wal.exists()
        assert _mode(wal) == 0o600
        shm = db.with_name("mem.db-shm")
        if shm.exists():
            assert _mode(shm) == 0o600
    assert _mode(db.parent) == 0o700
    assert _mode(db) == 0o600


async def test_existing_file_is_opened_without_widening_its_mode(
    tmp_path: Path, open_umask: None
) -> None:
    db = tmp_path / "mem.db"
    db.touch(mode=0o600)
    settings = engram.Settings.load(storage={"path": str(db)}, embedding={"backend": "hash"})
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)):
        pass
    assert _mode(db) == 0o600


async def test_opening_uses_wal_and_full_sync(mem: engram.Engram) -> None:
    cur = await mem.db.writer.execute("PRAGMA journal_mode")
    assert (await cur.fetchone())[0] == "wal"  # type: ignore[index]
    cur = await mem.db.writer.execute("PRAGMA synchronous")
    assert (await cur.fetchone())[0] == 2  # type: ignore[index]  # FULL


async def test_reopening_does_not_reapply_migrations(
    settings: engram.Settings, query: Query
) -> None:
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        await mem.add("kept across reopen", user_id="u", reference_time="2025-03-01T10:00:00Z")
    first = query("SELECT name, applied_at FROM schema_migrations ORDER BY name")
    assert [name for name, _ in first] == [m.name for m in MIGRATIONS]

    for _ in range(2):
        async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
            assert [e.content for e in await mem.episodes(user_id="u")] == ["kept across reopen"]
    assert query("SELECT name, applied_at FROM schema_migrations ORDER BY name") == first
    assert dict(query("SELECT key, value FROM engram_meta")) == {
        "embedding_model": "hash-384",
        "embedding_dim": "384",
    }


async def test_other_embedding_dim_is_a_schema_mismatch(
    settings: engram.Settings, query: Query
) -> None:
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        await mem.add("built with 384", user_id="u", reference_time="2025-03-01T10:00:00Z")
    with pytest.raises(SchemaMismatchError) as info:
        async with engram.Engram.open(settings, embedder=HashEmbedder(256)):
            pass
    assert "dim 384" in str(info.value) and "256" in str(info.value)
    # The refused open changed nothing: the right embedder still opens the file.
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        assert len(await mem.episodes(user_id="u")) == 1
    assert query("SELECT count(*) FROM schema_migrations") == [(len(MIGRATIONS),)]


async def test_other_embedding_model_of_the_same_dim_is_a_schema_mismatch(
    settings: engram.Settings,
) -> None:
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)):
        pass
    other = HashEmbedder(384)
    other.name = "another-model"
    with pytest.raises(SchemaMismatchError, match="another-model"):
        async with engram.Engram.open(settings, embedder=other):
            pass


async def test_unknown_newer_migration_is_a_schema_mismatch(
    settings: engram.Settings, query: Query
) -> None:
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)):
        pass
    query("INSERT INTO schema_migrations(name, applied_at) VALUES ('9999_from_the_future', 'x')")
    with pytest.raises(SchemaMismatchError, match="9999_from_the_future"):
        async with engram.Engram.open(settings, embedder=HashEmbedder(384)):
            pass


async def test_write_gate_lets_foreground_writes_pass_queued_background_ones() -> None:
    from engram.storage.database import WriteGate

    gate = WriteGate()
    order: list[str] = []
    release_first = asyncio.Event()

    async def hold(name: str, background: bool, until: asyncio.Event | None = None) -> None:
        async with gate.hold(background=background):
            order.append(name)
            if until is not None:
                await until.wait()

    first = asyncio.create_task(hold("bg-1", True, release_first))
    await asyncio.sleep(0)
    queued_bg = asyncio.create_task(hold("bg-2", True))  # queued before the write
    await asyncio.sleep(0)
    assert not gate.contended
    write = asyncio.create_task(hold("fg", False))
    await asyncio.sleep(0)
    assert gate.contended  # bg-1 learns a write is waiting
    release_first.set()
    await asyncio.gather(first, queued_bg, write)
    assert order == ["bg-1", "fg", "bg-2"]
    assert not gate.contended


async def test_write_gate_lets_background_work_in_under_sustained_writes() -> None:
    from engram.storage.database import WriteGate

    gate = WriteGate(background_max_wait_s=0.05)
    order: list[str] = []

    async def chained(i: int) -> None:
        async with gate.hold():
            order.append(f"fg{i}")
            if i < 40:
                queued = asyncio.create_task(chained(i + 1))
                await asyncio.sleep(0.005)
                pending.append(queued)

    async def background() -> None:
        async with gate.hold(background=True):
            order.append("bg")

    pending: list[asyncio.Task[None]] = []
    first = asyncio.create_task(chained(0))
    await asyncio.sleep(0)
    bg = asyncio.create_task(background())
    await first
    while pending:
        await pending.pop()
    await bg
    assert gate.contended is False
    assert "bg" in order and order.index("bg") < len(order) - 1  # not starved to the very end
    assert order.index("bg") <= 20  # ~0.05 s of 5 ms writes, then its turn


async def test_write_gate_with_external_writers_is_always_contended_so_background_work_commits_per_unit() -> None:
    # engram serve's child worker: the daemon's writes wait on SQLite's lock, invisible to this
    # process's gate; the worker must then commit after every episode.
    from engram.storage.database import WriteGate

    gate = WriteGate()
    assert not gate.contended
    gate.external_writers = True
    assert gate.contended
    async with gate.hold(background=True):
        assert gate.contended


async def test_a_busy_answer_while_another_process_creates_the_file_is_retried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """B18: processes racing to create one file can get SQLITE_BUSY from the WAL switch at once,
    without SQLite's busy handler; opening retries within busy_timeout_ms instead of failing."""
    import sqlean

    from engram.storage import connection

    real = connection._configure
    calls = 0

    async def busy_twice(conn: Any, **kw: Any) -> None:
        nonlocal calls
        calls += 1
        if calls <= 2:
            raise sqlean.OperationalError("database is locked")
        await real(conn, **kw)

    monkeypatch.setattr(connection, "_configure", busy_twice)
    conn = await connection.open_connection(tmp_path / "race.db", busy_timeout_ms=2000)
    try:
        cur = await conn.execute("PRAGMA journal_mode")
        assert (await cur.fetchone())[0] == "wal"
    finally:
        await conn.close()
    assert calls == 3


async def test_a_lock_held_past_busy_timeout_is_a_storage_error_naming_the_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlean

    from engram.errors import StorageError
    from engram.storage import connection

    async def always_busy(conn: Any, **kw: Any) -> None:
        raise sqlean.OperationalError("database is locked")

    monkeypatch.setattr(connection, "_configure", always_busy)
    db = tmp_path / "held.db"
    with pytest.raises(StorageError, match=r"held\.db: database is locked"):
        await connection.open_connection(db, busy_timeout_ms=100)


async def test_errors_other_than_busy_are_not_retried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlean

    from engram.errors import StorageError
    from engram.storage import connection

    calls = 0

    async def broken(conn: Any, **kw: Any) -> None:
        nonlocal calls
        calls += 1
        raise sqlean.DatabaseError("file is not a database")

    monkeypatch.setattr(connection, "_configure", broken)
    with pytest.raises(StorageError, match="file is not a database"):
        await connection.open_connection(tmp_path / "bad.db", busy_timeout_ms=2000)
    assert calls == 1


async def test_close_closes_every_connection_even_when_the_write_gate_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failure while waiting for the writer's lock must not leave connection threads running
    (they keep the process from exiting: seen as a daemon hanging after SIGTERM)."""
    from contextlib import asynccontextmanager

    from engram.storage.database import Database

    db = await Database.open(
        tmp_path / "c.db", dim=384, model="hash", busy_timeout_ms=1000, synchronous="FULL"
    )

    @asynccontextmanager
    async def broken(*, background: bool = False) -> Any:
        raise RuntimeError("gate broke")
        yield

    monkeypatch.setattr(db.write_gate, "hold", broken)
    with pytest.raises(RuntimeError, match="gate broke"):
        await db.close()
    for conn in (db.writer, db.reader, db.vector_reader):
        assert conn._connection is None  # closed, its thread gone
