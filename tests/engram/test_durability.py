"""An acknowledged add survives the process being killed (SIGKILL, no clean shutdown)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import engram
from engram.embedding import HashEmbedder

Query = Callable[..., list[tuple[Any, ...]]]

ADDER_SCRIPT = textwrap.dedent(
    """
    import asyncio, sys
    import engram
    from engram.embedding import HashEmbedder

    async def main():
        settings = engram.Settings.load(storage={"path": sys.argv[1]},
                                        embedding={"backend": "hash"})
        async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
            i = 0
            while True:  # until killed
                ep = await mem.add(f"durable note {i}", user_id="u_crash",
                                   reference_time="2025-05-01T08:00:00+00:00")
                print(ep.id, flush=True)  # only after add returned: an acknowledged write
                i += 1

    asyncio.run(main())
    """
)


@pytest.mark.slow
async def test_acknowledged_adds_survive_sigkill(tmp_path: Path, query: Query) -> None:
    db = tmp_path / "crash.db"
    script = tmp_path / "adder.py"
    script.write_text(ADDER_SCRIPT, encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, str(script), str(db)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    acknowledged: list[str] = []
    try:
        assert proc.stdout is not None
        while len(acknowledged) < 50:
            line = proc.stdout.readline()
            if not line:
                pytest.fail(f"the writer exited early: {proc.wait()} {proc.stderr.read()}")  # type: ignore[union-attr]
            acknowledged.append(line.strip())
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        proc.stdout.close()  # type: ignore[union-attr]
        proc.stderr.close()  # type: ignore[union-attr]
    assert proc.returncode == -signal.SIGKILL

    # Open as a fresh process would: WAL recovery, then everything acknowledged is there.
    async with engram.Engram.open(
        engram.Settings.load(storage={"path": str(db)}, embedding={"backend": "hash"}),
        embedder=HashEmbedder(384),
    ) as mem:
        stored = {e.id: e.content for e in await mem.episodes(user_id="u_crash")}
    assert set(acknowledged) <= set(stored)
    assert [stored[i] for i in acknowledged] == [f"durable note {n}" for n in range(50)]
    assert query("PRAGMA integrity_check", path=db) == [("ok",)]
    # Whole episodes only: every table has one row per stored episode (no torn write).
    n = len(stored)
    for table in ("episodes", "episode_fts", "episode_vec", "consolidation_state"):
        assert query(f"SELECT count(*) FROM {table}", path=db) == [(n,)], table
