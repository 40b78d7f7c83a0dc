"""A full disk or a read-only database: a clear error saying what to do, and no partial episode
(issue 7, outages).

A full disk is simulated with ``PRAGMA max_page_count`` on the writer connection (SQLite then
answers SQLITE_FULL exactly as on ENOSPC). A read-only file needs a process that the file's mode
binds: root ignores it, so as root the opening process runs under ``setpriv`` without
CAP_DAC_OVERRIDE (the same uid; the file's owner bits then decide). A file that becomes read-only
while open is simulated with ``PRAGMA query_only`` (SQLITE_READONLY).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import engram
from engram.daemon.wire import exception_from, payload_of, status_for
from engram.embedding import HashEmbedder
from engram.errors import ReadOnlyStorageError, StorageError, StorageFullError
from tests.conftest import connect_raw

USER = "u_faults"
TIME = "2025-03-01T10:00:00+01:00"
Counts = Callable[..., dict[str, int]]
Query = Callable[..., list[tuple[Any, ...]]]

#: A long episode with a word found nowhere else, so any FTS row of it would be found.
BIG_TEXT = "The zanzibarquokka ledger line. " + " ".join(f"word{i}" for i in range(20_000))


async def _limit_pages(mem: engram.Engram, extra_pages: int = 0) -> None:
    cur = await mem.db.writer.execute("PRAGMA page_count")
    (pages,) = await cur.fetchone() or (0,)
    await mem.db.writer.execute(f"PRAGMA max_page_count = {int(pages) + extra_pages}")


async def test_disk_full_add_raises_storage_full_error_and_leaves_no_partial_episode(
    mem: engram.Engram, counts: Counts, query: Query
) -> None:
    await mem.add("An earlier episode that must survive.", user_id=USER, reference_time=TIME)
    before = counts()
    await _limit_pages(mem)

    with pytest.raises(StorageFullError) as info:
        await mem.add(BIG_TEXT, user_id=USER, reference_time=TIME)

    message = str(info.value)
    assert "database or disk is full" in message and "nothing of this write was stored" in message
    assert "free disk space" in message and str(mem.db.path) in message
    assert isinstance(info.value, StorageError) and info.value.__cause__ is not None
    assert counts() == before
    assert query("SELECT count(*) FROM episode_fts WHERE episode_fts MATCH 'zanzibarquokka'") == [
        (0,)
    ]
    assert query("SELECT count(*) FROM episodes WHERE content LIKE '%zanzibarquokka%'") == [(0,)]
    assert [e.content for e in await mem.episodes(user_id=USER)] == [
        "An earlier episode that must survive."
    ]
    assert query("PRAGMA integrity_check") == [("ok",)]

    # Space freed: the writer was not left inside a broken transaction, the same add now works.
    await mem.db.writer.execute("PRAGMA max_page_count = 1073741823")
    await mem.add(BIG_TEXT, user_id=USER, reference_time=TIME)
    assert counts() == {table: n + 1 for table, n in before.items()}


async def test_disk_full_import_is_all_or_nothing(mem: engram.Engram, counts: Counts) -> None:
    before = counts()
    await _limit_pages(mem, extra_pages=2)
    lines = [json.dumps({"text": f"{BIG_TEXT} {i}", "reference_time": TIME}) for i in range(3)]
    with pytest.raises(StorageFullError):
        await mem.import_lines(lines, user_id=USER)
    assert counts() == before


async def test_database_turned_read_only_while_open_fails_the_add_cleanly(
    mem: engram.Engram, counts: Counts
) -> None:
    await mem.add("before", user_id=USER, reference_time=TIME)
    before = counts()
    await mem.db.writer.execute("PRAGMA query_only = ON")

    with pytest.raises(ReadOnlyStorageError) as info:
        await mem.add("while read-only", user_id=USER, reference_time=TIME)

    assert "readonly database" in str(info.value) and "chmod 600" in str(info.value)
    assert counts() == before
    await mem.db.writer.execute("PRAGMA query_only = OFF")
    await mem.add("after", user_id=USER, reference_time=TIME)
    assert [e.content for e in await mem.episodes(user_id=USER)] == ["before", "after"]


def test_storage_fault_errors_cross_the_socket_as_themselves() -> None:
    for cls in (StorageFullError, ReadOnlyStorageError):
        exc = cls("write to /x/mem.db failed and was rolled back: database or disk is full")
        assert status_for(exc) == 503
        rebuilt = exception_from(503, payload_of(exc))
        assert type(rebuilt) is cls and str(rebuilt) == str(exc)


def _without_write_override() -> list[str]:
    """A command prefix under which a 0400 file is read-only, whoever runs the tests."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("running as root and setpriv (util-linux) is missing: mode bits bind no one")
    caps = "-dac_override,-dac_read_search"
    return [setpriv, f"--inh-caps={caps}", f"--bounding-set={caps}"]


OPEN_AND_ADD = """
import asyncio, json, sys
import engram
from engram.embedding import HashEmbedder

async def main():
    settings = engram.Settings.load(storage={"path": sys.argv[1]}, embedding={"backend": "hash"})
    try:
        async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
            await mem.add("written to a read-only file?", user_id="u", reference_time="TIME")
    except engram.EngramError as exc:
        print(json.dumps({"type": type(exc).__name__, "message": str(exc)}))
    else:
        print(json.dumps({"type": None}))

asyncio.run(main())
""".replace("TIME", TIME)


@pytest.mark.slow
@pytest.mark.parametrize("read_only", ["file", "folder"])
def test_read_only_database_is_refused_at_open_naming_the_path_and_the_fix(
    tmp_path: Path, read_only: str
) -> None:
    prefix = _without_write_override()
    folder = tmp_path / "data"
    folder.mkdir(mode=0o700)
    db = folder / "mem.db"

    async def create() -> None:
        settings = engram.Settings.load(storage={"path": str(db)}, embedding={"backend": "hash"})
        async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
            await mem.add("the only episode", user_id="u", reference_time=TIME)

    asyncio.run(create())
    target = db if read_only == "file" else folder
    target.chmod(0o400 if read_only == "file" else 0o500)
    try:
        out = subprocess.run(
            [*prefix, sys.executable, "-c", OPEN_AND_ADD, str(db)],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        result = json.loads(out.stdout.strip().splitlines()[-1])
        serve = subprocess.run(
            [*prefix, sys.executable, "-m", "engram", "--db", str(db), "serve",
             "--socket", str(tmp_path / "s.sock")],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "ENGRAM_EMBEDDING__BACKEND": "hash"},
        )  # fmt: skip
    finally:
        target.chmod(0o700 if read_only == "folder" else 0o600)

    assert result["type"] == "ReadOnlyStorageError", result
    assert str(target) in result["message"] and "read-only" in result["message"]
    assert ("chmod 600" if read_only == "file" else "chmod 700") in result["message"]
    assert serve.returncode == 1, serve.stderr
    assert "read-only" in serve.stderr and str(target) in serve.stderr
    assert "Traceback" not in serve.stderr
    conn = connect_raw(db)
    try:
        assert conn.execute("SELECT content FROM episodes").fetchall() == [("the only episode",)]
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    finally:
        conn.close()
