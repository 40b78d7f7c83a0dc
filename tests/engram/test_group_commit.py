"""Group commit on the write path: concurrent adds share one model call and one transaction."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import numpy as np
import pytest

import engram
from engram.embedding import HashEmbedder
from engram.errors import StorageError

pytestmark = pytest.mark.timeout(60)


class CountingEmbedder(HashEmbedder):
    """The hash embedder, recording the size of every call."""

    def __init__(self) -> None:
        super().__init__(384)
        self.calls: list[int] = []

    async def embed(
        self, texts: Sequence[str], *, max_tokens: int | None = None, background: bool = False
    ) -> np.ndarray:
        self.calls.append(len(texts))
        return await super().embed(texts, max_tokens=max_tokens, background=background)


async def test_concurrent_adds_share_model_calls_and_each_gets_its_own_stored_episode(
    settings: engram.Settings, query: Any
) -> None:
    # One model call and one commit per add made the sidecar's 32 clients queue on the model
    # thread and the writer.
    embedder = CountingEmbedder()
    async with engram.Engram.open(settings, embedder=embedder) as mem:
        texts = [f"note {i} about the garden" for i in range(20)]
        eps = await asyncio.gather(*(mem.add(t, user_id=f"u{i % 3}") for i, t in enumerate(texts)))
    assert [e.content for e in eps] == texts
    assert len({e.id for e in eps}) == 20
    assert sum(embedder.calls) == 20
    assert len(embedder.calls) < 20  # batched (in practice 1 or 2 calls)
    assert query("SELECT count(*) FROM episodes") == [(20,)]
    assert query("SELECT count(*) FROM consolidation_state WHERE status = 'pending'") == [(20,)]


async def test_an_add_failing_in_a_batch_fails_alone_and_its_batchmates_are_stored(
    settings: engram.Settings, embedder: HashEmbedder, query: Any
) -> None:
    async with engram.Engram.open(settings, embedder=embedder) as mem:
        store = mem.write_path.store
        insert = store.insert

        async def insert_refusing_poison(batch: Any) -> Any:
            if any(p.valid.text == "poison" for p in batch):
                raise StorageError("refused")
            return await insert(batch)

        store.insert = insert_refusing_poison  # type: ignore[method-assign]
        texts = ["first", "poison", "third", "fourth"]
        results = await asyncio.gather(
            *(mem.add(t, user_id="u1") for t in texts), return_exceptions=True
        )
    assert isinstance(results[1], StorageError)
    assert [r.content for i, r in enumerate(results) if i != 1] == ["first", "third", "fourth"]  # type: ignore[union-attr]
    assert sorted(r[0] for r in query("SELECT content FROM episodes")) == ["first", "fourth", "third"]


async def test_concurrent_retries_with_one_idempotency_key_store_one_episode(
    settings: engram.Settings, embedder: HashEmbedder, query: Any
) -> None:
    # Both retries can land in one batch: the second must see the first inside the transaction.
    async with engram.Engram.open(settings, embedder=embedder) as mem:
        a, b = await asyncio.gather(
            mem.add("hello", user_id="u1", idempotency_key="k"),
            mem.add("hello", user_id="u1", idempotency_key="k"),
        )
    assert a.id == b.id
    assert query("SELECT count(*) FROM episodes") == [(1,)]
