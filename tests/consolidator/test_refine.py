"""System-1 embeds an episode's head; System-2 refines long episodes' vectors over the full window."""

from __future__ import annotations

from typing import Any

import numpy as np

import engram
from engram.embedding import HashEmbedder
from tests.consolidator.fakes import ScriptedExtractor

LONG = " ".join(f"word{i}" for i in range(200)) + " the spare key is with Anneke"
SHORT = "I keep my bike in the shed."


def stored_vector(query: Any, text: str) -> np.ndarray:
    (row,) = query(
        "SELECT v.embedding FROM episode_vec v JOIN episodes e ON e.pk = v.rowid WHERE e.content = ?",
        (text,),
    )
    return np.frombuffer(row[0], dtype=np.float32)


async def test_long_episode_vector_is_recomputed_over_the_full_text(
    settings: engram.Settings, embedder: HashEmbedder, query: Any
) -> None:
    write_tokens = settings.embedding.write_max_tokens
    head = (await embedder.embed([LONG], max_tokens=write_tokens))[0]
    full = (await embedder.embed([LONG]))[0]
    assert not np.allclose(head, full)  # the tail matters for this text
    async with engram.Engram.open(settings, embedder=embedder, extractor=ScriptedExtractor({})) as mem:
        await mem.add(LONG, user_id="u", reference_time="2025-01-01T09:00:00+00:00")
        await mem.add(SHORT, user_id="u", reference_time="2025-01-02T09:00:00+00:00")
        assert np.allclose(stored_vector(query, LONG), head)
        q = (await embedder.embed(["Anneke"]))[0]
        before = float(stored_vector(query, LONG) @ q)
        short_before = stored_vector(query, SHORT)
        await mem.consolidate(user_id="u")
        assert np.allclose(stored_vector(query, LONG), full)
        assert np.allclose(stored_vector(query, SHORT), short_before)  # short: left alone
        # The tail ("... Anneke") now contributes to the vector: a query about it gets closer.
        assert float(stored_vector(query, LONG) @ q) > before


async def test_a_cached_dense_search_uses_the_refined_vector(
    settings: engram.Settings, embedder: HashEmbedder
) -> None:
    full = (await embedder.embed([LONG]))[0]
    async with engram.Engram.open(settings, embedder=embedder, extractor=ScriptedExtractor({})) as mem:
        await mem.add(LONG, user_id="u", reference_time="2025-01-01T09:00:00+00:00")
        store = mem.episode_store
        for _ in range(2):  # the second search loads the user's matrix
            ((pk, head_distance),) = await store.dense_search("u", full, 1)
        assert store.vectors is not None and store.vectors.loads == 1
        assert head_distance > 1e-3
        await mem.consolidate(user_id="u")
        ((same_pk, distance),) = await store.dense_search("u", full, 1)
        assert same_pk == pk and distance < 1e-5


async def test_refinement_can_be_turned_off(
    settings: engram.Settings, embedder: HashEmbedder, query: Any
) -> None:
    off = settings.model_copy(
        update={"embedding": settings.embedding.model_copy(update={"refine_in_consolidation": False})}
    )
    head = (await embedder.embed([LONG], max_tokens=off.embedding.write_max_tokens))[0]
    async with engram.Engram.open(off, embedder=embedder, extractor=ScriptedExtractor({})) as mem:
        await mem.add(LONG, user_id="u", reference_time="2025-01-01T09:00:00+00:00")
        await mem.consolidate(user_id="u")
        assert np.allclose(stored_vector(query, LONG), head)
