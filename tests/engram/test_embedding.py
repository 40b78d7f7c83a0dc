"""Embedders: the deterministic hash fake and (slow) the bundled real model."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import engram
from engram.config import EmbeddingSettings
from engram.embedding import Embedder, HashEmbedder, SentenceTransformerEmbedder, build_embedder
from engram.errors import EmbeddingError


async def test_hash_embedder_is_deterministic_unit_length_and_sized() -> None:
    emb = HashEmbedder(64)
    assert isinstance(emb, Embedder)
    a = await emb.embed(["I moved to Busan", "I moved to Busan", "", "완전히 다른 문장"])
    assert a.shape == (4, 64) and a.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(a, axis=1), 1.0, rtol=1e-5)
    np.testing.assert_array_equal(a[0], a[1])
    np.testing.assert_array_equal(a, await HashEmbedder(64).embed(
        ["I moved to Busan", "I moved to Busan", "", "완전히 다른 문장"]))
    assert (await emb.embed([])).shape == (0, 64)


async def test_hash_embedder_max_tokens_reads_only_the_head() -> None:
    emb = HashEmbedder(128)
    head = " ".join(f"w{i}" for i in range(10))
    a, b = await emb.embed([head + " tail one", head + " different tail"], max_tokens=10)
    np.testing.assert_array_equal(a, b)
    a, b = await emb.embed([head + " tail one", head + " different tail"])
    assert not np.array_equal(a, b)


def test_build_embedder_hash_backend_uses_the_configured_dim() -> None:
    emb = build_embedder(EmbeddingSettings(backend="hash", dim=96))
    assert isinstance(emb, HashEmbedder) and emb.dim == 96 and emb.name == "hash-96"


def test_unknown_builtin_model_is_an_embedding_error() -> None:
    with pytest.raises(EmbeddingError, match="unknown builtin"):
        SentenceTransformerEmbedder.load(EmbeddingSettings(model="builtin:nope"))


async def test_open_with_hash_backend_builds_and_owns_its_embedder(
    settings: engram.Settings,
) -> None:
    async with engram.Engram.open(settings) as mem:
        assert isinstance(mem.embedder, HashEmbedder)
        ep = await mem.add("owned embedder", user_id="u", reference_time="2025-03-01T10:00:00Z")
        assert (await mem.episodes(user_id="u"))[0].id == ep.id


@pytest.mark.slow
async def test_real_model_vectors_are_384_unit_and_head_bounded(
    real_embedder: Embedder,
) -> None:
    # The default runs the model quantised (int8) by onnxruntime; the name records it so a file
    # keeps one vector space.
    assert (real_embedder.dim, real_embedder.name) == (384, "builtin:all-MiniLM-L6-v2+onnx-int8")
    long_a = "I moved to Busan. " * 8 + "The end is about cats."
    long_b = "I moved to Busan. " * 8 + "The end is about something else."
    vecs = await real_embedder.embed(["박서연은 서울에 살아요", long_a, long_b], max_tokens=32)
    assert vecs.shape == (3, 384) and vecs.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, rtol=1e-4)
    np.testing.assert_allclose(vecs[1], vecs[2], atol=1e-6)  # only the head was read
    full = await real_embedder.embed([long_a, long_b])
    assert not np.allclose(full[0], full[1], atol=1e-6)


@pytest.mark.slow
async def test_real_model_recall_finds_a_paraphrase_through_the_dense_channel(
    tmp_path: Path, real_embedder: Embedder,
    load_case: Callable[[str], dict[str, Any]],
) -> None:
    case = load_case("B21")
    control = case["episodes"][0]
    settings = engram.Settings.load(storage={"path": str(tmp_path / "real.db")})
    async with engram.Engram.open(settings, embedder=real_embedder) as mem:
        target = await mem.add(control["text"], user_id=case["user_id"],
                               reference_time=control["reference_time"])
        await mem.add("We watched a documentary about volcanoes.", user_id=case["user_id"],
                      reference_time=control["reference_time"])
        result = await mem.recall("Who has a copy of my door key?", user_id=case["user_id"],
                                  as_of="2025-03-02T12:00:00+01:00")
        assert not result.abstained
        assert result.episodes[0].episode.id == target.id
        assert result.episodes[0].channel_ranks["dense"] == 1
        assert "Anneke" in result.context
    # The shared embedder was not closed with the memory: it still works.
    assert (await real_embedder.embed(["still open"])).shape == (1, 384)


class _RecordingModel:
    """Stands in for a sentence-transformers model: records what it encodes, in order."""

    max_seq_length = 256

    def __init__(self, gate: Any) -> None:
        self.gate = gate
        self.seen: list[str] = []

    def encode(self, texts: list[str], **_: Any) -> Any:
        import time

        import numpy as np

        self.gate.wait(10)
        self.seen.extend(texts)
        time.sleep(0.01)
        return np.ones((len(texts), 4), dtype=np.float32)


async def test_model_thread_runs_foreground_first_yet_never_starves_background(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import asyncio
    import threading

    from engram import embedding

    monkeypatch.setattr(embedding, "BACKGROUND_DELAY_S", 0.1)
    gate = threading.Event()
    model = _RecordingModel(gate)
    emb = embedding.SentenceTransformerEmbedder(model, "fake", 4)
    try:
        busy = asyncio.create_task(emb.embed(["first"]))  # holds the thread until released
        await asyncio.sleep(0.02)
        bg = asyncio.create_task(emb.embed(["consolidation"], background=True))
        await asyncio.sleep(0)
        fg = asyncio.create_task(emb.embed(["write"]))
        await asyncio.sleep(0.02)
        gate.set()
        await asyncio.gather(busy, bg, fg)
        assert model.seen == ["first", "write", "consolidation"]  # the write went first

        model.seen.clear()
        done = asyncio.Event()

        async def writer(w: int) -> None:  # three of them: a write is always queued
            for i in range(40):
                if done.is_set():
                    return
                await emb.embed([f"write {w}.{i}"])

        writers = asyncio.gather(*(writer(w) for w in range(3)))
        await asyncio.sleep(0.05)  # the model thread is busy with writes by now
        await emb.embed(["late consolidation"], background=True)
        done.set()
        await writers
        assert len(model.seen) < 3 * 40, "background work starved under sustained writes"
    finally:
        await emb.aclose()


async def test_sentence_transformers_batch_size_comes_from_config() -> None:
    import numpy as np

    from engram import embedding

    class _Model:
        max_seq_length = 128

        def __init__(self) -> None:
            self.batch_sizes: list[int] = []

        def encode(self, texts: list[str], batch_size: int, **_: object) -> np.ndarray:
            self.batch_sizes.append(batch_size)
            return np.ones((len(texts), 4), dtype=np.float32)

    model = _Model()
    emb = embedding.SentenceTransformerEmbedder(model, "fake", 4, batch_size=7)
    try:
        await emb.embed([f"text {i}" for i in range(20)])
        assert model.batch_sizes == [7]
    finally:
        await emb.aclose()
