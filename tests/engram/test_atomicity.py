"""One add = one transaction: episode, FTS row, vector and pending marker, all or nothing."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import engram
from engram.embedding import HashEmbedder
from engram.errors import StorageError

USER = "u_atomic"
TIME = "2025-03-01T10:00:00+01:00"
Query = Callable[..., list[tuple[Any, ...]]]
Counts = Callable[..., dict[str, int]]


class InjectedFailure(Exception):
    """Raised on purpose in the middle of the write transaction."""


async def test_add_writes_exactly_one_row_in_each_table(mem: engram.Engram, query: Query) -> None:
    ep = await mem.add("I moved to Busan.", user_id=USER, reference_time=TIME)
    ((pk, user),) = query("SELECT pk, user_id FROM episodes WHERE id = ?", (ep.id,))
    assert user == USER
    assert query("SELECT rowid FROM episode_fts WHERE rowid = ?", (pk,)) == [(pk,)]
    assert query("SELECT tokens FROM episode_fts WHERE rowid = ?", (pk,)) == [
        (mem.analyzer.index_text("I moved to Busan."),)
    ]
    vec_rows = query("SELECT rowid, user_id, embedding FROM episode_vec WHERE rowid = ?", (pk,))
    assert [(r[0], r[1]) for r in vec_rows] == [(pk, USER)]
    expected = (await mem.embedder.embed(["I moved to Busan."], max_tokens=128))[0]
    np.testing.assert_allclose(np.frombuffer(vec_rows[0][2], dtype=np.float32), expected)
    assert query(
        "SELECT user_id, status, reference_time FROM consolidation_state WHERE episode_pk = ?",
        (pk,),
    ) == [(USER, "pending", "2025-03-01T09:00:00.000000+00:00")]
    for table in ("episodes", "episode_fts", "episode_vec", "consolidation_state"):
        assert query(f"SELECT count(*) FROM {table}") == [(1,)], table


async def test_add_wakes_the_consolidation_signal(mem: engram.Engram) -> None:
    assert mem.signal.pending_users() == []
    await mem.add("hello", user_id=USER, reference_time=TIME)
    assert mem.signal.pending_users() == [USER]


@pytest.mark.parametrize("failing_table", ["episode_fts", "episode_vec", "consolidation_state"])
async def test_failure_inside_the_transaction_leaves_no_partial_rows(
    mem: engram.Engram,
    counts: Counts,
    monkeypatch: pytest.MonkeyPatch,
    failing_table: str,
) -> None:
    await mem.add("An earlier episode that must survive.", user_id=USER, reference_time=TIME)
    before = counts()
    writer = mem.db.writer
    real_execute = writer.execute

    def execute(sql: str, *args: Any) -> Any:
        if sql.startswith(f"INSERT INTO {failing_table}("):
            raise InjectedFailure(failing_table)
        return real_execute(sql, *args)

    monkeypatch.setattr(writer, "execute", execute)
    with pytest.raises(InjectedFailure):
        await mem.add("This write fails half-way.", user_id=USER, reference_time=TIME)
    monkeypatch.undo()

    assert counts() == before
    assert [e.content for e in await mem.episodes(user_id=USER)] == [
        "An earlier episode that must survive."
    ]
    assert mem.signal.pending_users() == [USER]  # from the first add only
    # The transaction was rolled back, not left open: the next write works.
    await mem.add("A later episode.", user_id=USER, reference_time=TIME)
    assert counts() == {table: n + 1 for table, n in before.items()}


class _PoisonEmbedder(HashEmbedder):
    """Gives texts containing POISON a vector one element short, which sqlite-vec rejects."""

    async def embed(
        self, texts: Sequence[str], *, max_tokens: int | None = None, background: bool = False
    ) -> Any:
        good = await super().embed(texts, max_tokens=max_tokens)
        return [v[:-1] if "POISON" in t else v for t, v in zip(texts, good, strict=True)]


async def test_sqlite_error_is_wrapped_as_storage_error_and_writes_nothing(
    settings: engram.Settings, counts: Counts
) -> None:
    async with engram.Engram.open(settings, embedder=_PoisonEmbedder(384)) as mem:
        await mem.add("fine", user_id=USER, reference_time=TIME)
        before = counts()
        with pytest.raises(StorageError) as info:
            await mem.add("POISON pill", user_id=USER, reference_time=TIME)
        assert "Dimension mismatch" in str(info.value)
        assert info.value.__cause__ is not None
        assert counts() == before
        await mem.add("still fine", user_id=USER, reference_time=TIME)
        assert len(await mem.episodes(user_id=USER)) == 2


async def test_import_batch_is_all_or_nothing(
    settings: engram.Settings, counts: Counts, tmp_path: Path
) -> None:
    lines = [
        {
            "text": f"message {i}" + (" POISON" if i == 3 else ""),
            "reference_time": f"2025-03-01T10:0{i}:00+01:00",
        }
        for i in range(5)
    ]
    path = tmp_path / "poison.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    async with engram.Engram.open(settings, embedder=_PoisonEmbedder(384)) as mem:
        with pytest.raises(StorageError):
            await mem.import_jsonl(path, user_id=USER)
        assert counts() == dict.fromkeys(counts(), 0)
        assert await mem.episodes(user_id=USER) == []
