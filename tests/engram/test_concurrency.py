"""Concurrent writers: no "database is locked", nothing lost, nothing duplicated (B18)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import textwrap
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import engram
from engram.embedding import HashEmbedder

Query = Callable[..., list[tuple[Any, ...]]]
Counts = Callable[..., dict[str, int]]


def _text(w: int, i: int) -> str:
    return f"Load note {w}-{i}: today my locker number is {w * 1000 + i}."


def _time(i: int) -> str:
    return f"2025-05-01T{8 + i // 60:02d}:{i % 60:02d}:00+00:00"


@pytest.fixture
async def fast_mem(db_path: Path) -> Any:
    """A memory with synchronous=NORMAL: the same locking, without an fsync per commit."""
    settings = engram.Settings.load(
        storage={"path": str(db_path), "synchronous": "NORMAL"}, embedding={"backend": "hash"}
    )
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        yield mem


async def test_b18_eight_tasks_of_500_adds_on_one_engram(
    fast_mem: engram.Engram, counts: Counts, query: Query
) -> None:
    mem = fast_mem
    writers, per_writer = 8, 500

    async def writer(w: int) -> list[str]:
        ids = []
        for i in range(per_writer):
            ep = await mem.add(_text(w, i), user_id=f"u_b18_w{w}", reference_time=_time(i))
            ids.append(ep.id)
        return ids

    async def reader() -> int:
        # Reads run during the load too (B18 has readers polling every 50 ms).
        done = 0
        for _ in range(20):
            await mem.recall("locker number", user_id="u_b18_w3")
            done += 1
            await asyncio.sleep(0.05)
        return done

    *per_task, reads = await asyncio.gather(*(writer(w) for w in range(writers)), reader())
    assert reads == 20
    all_ids = [ep_id for ids in per_task for ep_id in ids]
    assert len(all_ids) == writers * per_writer
    assert len(set(all_ids)) == len(all_ids)
    assert counts() == dict.fromkeys(counts(), writers * per_writer)
    per_user = dict(query("SELECT user_id, count(*) FROM episodes GROUP BY user_id"))
    assert per_user == {f"u_b18_w{w}": per_writer for w in range(writers)}
    assert query("SELECT count(DISTINCT id) FROM episodes") == [(writers * per_writer,)]
    for w in (0, 7):
        assert [e.id for e in await mem.episodes(user_id=f"u_b18_w{w}")] == per_task[w]

    result = await mem.recall("locker number 3042", user_id="u_b18_w3")
    assert "3042" in result.episodes[0].episode.content
    assert {e.episode.user_id for e in result.episodes} == {"u_b18_w3"}


WRITER_SCRIPT = textwrap.dedent(
    """
    import asyncio, json, os, sys, time
    import engram
    from engram.embedding import HashEmbedder

    db, w, n, go = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]

    async def main():
        settings = engram.Settings.load(storage={"path": db}, embedding={"backend": "hash"})
        while not os.path.exists(go):  # start all writers at the same moment
            time.sleep(0.005)
        ids = []
        async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
            for i in range(n):
                ep = await mem.add(
                    f"Process note {w}-{i}: locker {w * 1000 + i}.",
                    user_id=f"u_proc_{w}",
                    reference_time="2025-05-01T08:00:00+00:00",
                )
                ids.append(ep.id)
        print(json.dumps(ids))

    asyncio.run(main())
    """
)


@pytest.mark.slow
def test_b18_four_processes_of_500_adds_on_one_file(tmp_path: Path, query: Query) -> None:
    processes, per_process = 4, 500
    db = tmp_path / "shared.db"  # created by the racing processes themselves
    script = tmp_path / "writer.py"
    script.write_text(WRITER_SCRIPT, encoding="utf-8")
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [sys.executable, str(script), str(db), str(w), str(per_process), str(go)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for w in range(processes)
    ]
    time.sleep(1.0)  # let every interpreter import engram and wait at the barrier
    go.touch()
    outputs = [p.communicate(timeout=100) for p in procs]
    for p, (_, err) in zip(procs, outputs, strict=True):
        assert "database is locked" not in err
        assert p.returncode == 0, err
    ids = [ep_id for out, _ in outputs for ep_id in json.loads(out)]
    assert len(ids) == processes * per_process
    assert len(set(ids)) == len(ids)
    stored = [r[0] for r in query("SELECT id FROM episodes", path=db)]
    assert Counter(stored) == Counter(ids)
    for table in ("episode_fts", "episode_vec", "consolidation_state"):
        assert query(f"SELECT count(*) FROM {table}", path=db) == [(processes * per_process,)]
    per_user = dict(query("SELECT user_id, count(*) FROM episodes GROUP BY user_id", path=db))
    assert per_user == {f"u_proc_{w}": per_process for w in range(processes)}


async def test_reads_see_only_committed_episodes_during_writes(
    settings: engram.Settings,
) -> None:
    # A second Engram on the same file (another process's view) sees whole episodes only.
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as writer, \
            engram.Engram.open(settings, embedder=HashEmbedder(384)) as reader:
        async def write() -> None:
            for i in range(100):
                await writer.add(f"note {i}", user_id="u", reference_time=_time(i))

        async def read() -> list[int]:
            seen = []
            for _ in range(30):
                eps = await reader.episodes(user_id="u")
                assert [e.content for e in eps] == [f"note {i}" for i in range(len(eps))]
                seen.append(len(eps))
                await asyncio.sleep(0)
            return seen

        _, seen = await asyncio.gather(write(), read())
        assert seen == sorted(seen)
        assert len(await reader.episodes(user_id="u")) == 100
