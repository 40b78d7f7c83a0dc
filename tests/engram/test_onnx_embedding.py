"""The onnxruntime backend: vectors against the fp32 reference, truncation, the ONNX file cache."""

from __future__ import annotations

import sys
import threading
import tomllib
from pathlib import Path

import numpy as np
import pytest

from engram import onnx_export
from engram.config import EmbeddingSettings
from engram.embedding import Embedder, SentenceTransformerEmbedder, build_embedder
from engram.embedding_names import embedder_name, settings_for_name
from engram.errors import EmbeddingError, SchemaMismatchError
from engram.onnx_embedding import OnnxEmbedder, load_tokenizer, read_pipeline, tokenize_heads
from engram.storage.database import Database

ENGLISH = [
    "I moved to Busan last spring and I still get lost near the harbour.",
    "My sister Anneke keeps a spare key to my flat.",
    "We adopted a grey cat called Miso from the shelter on Saturday.",
    "The quarterly report is due on Friday, so I'm working late tonight.",
    "Can you remind me what time the dentist appointment is?",
    "I started learning the cello because my daughter plays the violin.",
    "Our team switched from Jenkins to GitHub Actions in March.",
    "Honestly the hike was brutal but the view from the ridge made up for it.",
    "I'm allergic to peanuts, so please skip the satay.",
    "Tom said the SKU-88X1 order shipped yesterday from the Rotterdam warehouse.",
    "ok",
    "Thanks!",
    "She finally finished her PhD thesis on coral bleaching after five long years.",
    "I prefer window seats on long flights, aisle seats on short ones.",
    "The meeting got moved to 3 pm because the client's train was delayed.",
    "My grandmother's recipe uses twice as much garlic as any cookbook suggests.",
]
KOREAN = [
    "박서연은 작년에 서울에서 부산으로 이사했어요.",
    "내일 오후 세 시에 치과 예약이 있어요.",
    "고양이 이름은 미소이고 회색이에요.",
    "우리 팀은 3월부터 새로운 배포 도구를 쓰기 시작했습니다.",
    "땅콩 알레르기가 있어서 사테는 빼 주세요.",
    "주말에 북한산에 올라갔는데 경치가 정말 좋았어.",
    "회의가 고객 사정으로 다음 주 화요일로 미뤄졌습니다.",
    "언니가 우리 집 열쇠를 하나 가지고 있어요.",
]


def _cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.asarray((a * b).sum(axis=1))


@pytest.mark.slow
@pytest.mark.parametrize("texts", [ENGLISH, KOREAN], ids=["english", "korean"])
async def test_int8_onnx_vectors_stay_close_to_the_fp32_model(
    real_embedder: Embedder, reference_embedder: SentenceTransformerEmbedder, texts: list[str]
) -> None:
    # Measured on 400 LoCoMo/MemoryBank turns: mean 0.992, lowest 0.973. One int8 scale per
    # tensor (mean 0.950, lowest 0.85) or PyTorch's dynamic int8 (0.926, 0.81) fail these bars.
    assert isinstance(real_embedder, OnnxEmbedder)
    for max_tokens in (64, None):
        ours = await real_embedder.embed(texts, max_tokens=max_tokens)
        ref = await reference_embedder.embed(texts, max_tokens=max_tokens)
        cos = _cosines(ours, ref)
        assert cos.mean() >= 0.98 and cos.min() >= 0.95, cos


@pytest.mark.slow
async def test_fp32_onnx_tokenises_pools_and_normalises_as_the_model_pipeline(
    reference_embedder: SentenceTransformerEmbedder,
) -> None:
    # Without quantisation only float rounding separates the two: any difference in truncation,
    # pooling or normalisation would show far above it.
    emb = build_embedder(EmbeddingSettings(quantize="none"))
    try:
        assert isinstance(emb, OnnxEmbedder) and emb.name == "builtin:all-MiniLM-L6-v2"
        long_text = " ".join(ENGLISH) * 3  # past the model's 256-token window
        texts = [*ENGLISH, *KOREAN, long_text]
        for max_tokens in (16, 64, None):  # 16 and 64 cut most texts; None cuts at 256
            ours = await emb.embed(texts, max_tokens=max_tokens)
            ref = await reference_embedder.embed(texts, max_tokens=max_tokens)
            np.testing.assert_allclose(np.linalg.norm(ours, axis=1), 1.0, rtol=1e-5)
            assert _cosines(ours, ref).min() > 0.9999
    finally:
        await emb.aclose()


@pytest.mark.slow
async def test_onnx_reads_only_max_tokens_including_cls_and_sep(real_embedder: Embedder) -> None:
    assert isinstance(real_embedder, OnnxEmbedder)
    tokenizer = real_embedder._tokenizer
    head = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron"
    a, b = head + " the end is about cats", head + " something else entirely"
    assert len(tokenizer.encode(head).ids) >= 16  # [CLS] + at least 15 word pieces
    va, vb = await real_embedder.embed([a, b], max_tokens=16)
    np.testing.assert_array_equal(va, vb)  # both heads are the same 14 pieces + [CLS], [SEP]
    fa, fb = await real_embedder.embed([a, b])
    assert not np.allclose(fa, fb, atol=1e-4)


@pytest.mark.slow
async def test_int8_vector_of_a_text_does_not_depend_on_its_batchmates(
    real_embedder: Embedder,
) -> None:
    # Activations are quantised per tensor: in a padded batch, "Thanks!" drifted from 0.964 to
    # 0.942 cosine to fp32. Written alone (add) or in an import batch, a text gets one vector.
    alone = await real_embedder.embed(["Thanks!"], max_tokens=64)
    batched = await real_embedder.embed([ENGLISH[0], "Thanks!", " ".join(ENGLISH)], max_tokens=64)
    np.testing.assert_array_equal(alone[0], batched[1])


@pytest.mark.slow
async def test_a_bulk_batch_on_several_threads_gives_each_text_its_own_vector(
    real_embedder: Embedder,
) -> None:
    # An import batch is spread over [embedding] bulk_threads threads (one text per run on
    # each): every row is the vector the text gets alone, in the batch's order.
    from engram.onnx_embedding import BULK_MIN_TEXTS, OnnxEmbedder

    assert isinstance(real_embedder, OnnxEmbedder) and real_embedder._helpers is not None
    texts = [f"{t} ({i})" for i, t in enumerate(ENGLISH * 3)][: max(BULK_MIN_TEXTS, 9)]
    batch = await real_embedder.embed(texts, max_tokens=64)
    for i, text in enumerate(texts):
        np.testing.assert_array_equal(
            batch[i], (await real_embedder.embed([text], max_tokens=64))[0]
        )


@pytest.mark.parametrize("limit", [8, 64, 256])
def test_tokenising_only_the_head_gives_the_whole_texts_tokens(limit: int) -> None:
    from engram.embedding import resolve_model_path

    tokenizer = load_tokenizer(Path(resolve_model_path("builtin:all-MiniLM-L6-v2")))
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length=limit)
    texts = [
        " ".join(ENGLISH) * 4,
        " ".join(KOREAN) * 6,
        "\n".join(ENGLISH + KOREAN) * 3,
        "x" * 3000,  # no whitespace to cut at
        "a " + "b" * 3000,  # whitespace only where the head is too short
        "Ünïcödé naïve café, déjà vu! " * 100,
        "short text",
        "日本語の文章には空白がありません。" * 60,
    ]
    got = tokenize_heads(tokenizer, texts, limit)
    want = [tokenizer.encode(t) for t in texts]
    assert [e.ids for e in got] == [e.ids for e in want]
    assert all(len(e.ids) <= limit for e in got)


def test_pipeline_of_the_bundled_model_is_mean_pooling_over_256_tokens() -> None:
    from engram.embedding import resolve_model_path

    assert read_pipeline(Path(resolve_model_path("builtin:all-MiniLM-L6-v2"))) == ("mean", 256)


def test_unsupported_pooling_is_an_embedding_error(tmp_path: Path) -> None:
    (tmp_path / "modules.json").write_text(
        '[{"idx": 1, "name": "1", "path": "1_Pooling", '
        '"type": "sentence_transformers.models.Pooling"}]'
    )
    (tmp_path / "1_Pooling").mkdir()
    (tmp_path / "1_Pooling" / "config.json").write_text('{"pooling_mode_max_tokens": true}')
    with pytest.raises(EmbeddingError, match="sentence-transformers"):
        read_pipeline(tmp_path)


def test_missing_onnxruntime_is_an_embedding_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # import now raises ImportError
    hint = r'needs onnxruntime.*backend = "sentence-transformers"'
    with pytest.raises(EmbeddingError, match=hint):
        build_embedder(EmbeddingSettings(backend="onnx"))


class _FakeBuild:
    """Stands in for the export: writes a small file and counts its calls."""

    def __init__(self) -> None:
        self.calls = 0
        self.lock = threading.Lock()

    def __call__(self, model_dir: Path, quantize: str, out: Path) -> None:
        with self.lock:
            self.calls += 1
        out.write_bytes(b"onnx bytes of " + str(model_dir).encode() + quantize.encode())


@pytest.fixture
def model_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "my-model"
    folder.mkdir()
    (folder / "config.json").write_text("{}")
    return folder


def test_cache_is_built_once_and_reused(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, model_dir: Path
) -> None:
    fake = _FakeBuild()
    monkeypatch.setattr(onnx_export, "_build", fake)
    cache = tmp_path / "cache"
    path = onnx_export.ensure_onnx_model(model_dir, "int8", cache)
    assert path.parent == cache / "onnx" and path.suffix == ".onnx"
    assert path.name.startswith("my-model-int8-")
    assert onnx_export.ensure_onnx_model(model_dir, "int8", cache) == path
    assert fake.calls == 1
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []
    # Other settings or other model files make another file.
    assert onnx_export.ensure_onnx_model(model_dir, "none", cache) != path
    (model_dir / "config.json").write_text('{"changed": true}')
    assert onnx_export.ensure_onnx_model(model_dir, "int8", cache) != path
    assert fake.calls == 3


@pytest.mark.parametrize("damage", ["truncated", "flipped", "no manifest"])
def test_corrupt_or_partial_cache_is_rebuilt(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, model_dir: Path, damage: str
) -> None:
    fake = _FakeBuild()
    monkeypatch.setattr(onnx_export, "_build", fake)
    path = onnx_export.ensure_onnx_model(model_dir, "int8", tmp_path)
    good = path.read_bytes()
    if damage == "truncated":
        path.write_bytes(good[:5])
    elif damage == "flipped":
        path.write_bytes(bytes([good[0] ^ 1]) + good[1:])
    else:
        path.with_suffix(".json").unlink()
    assert onnx_export.ensure_onnx_model(model_dir, "int8", tmp_path) == path
    assert fake.calls == 2 and path.read_bytes() == good


def test_concurrent_first_uses_build_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, model_dir: Path
) -> None:
    fake = _FakeBuild()
    started = threading.Barrier(4)

    def slow_build(model_dir: Path, quantize: str, out: Path) -> None:
        out.write_bytes(b"half")  # a reader must never take this half-written file
        threading.Event().wait(0.2)
        fake(model_dir, quantize, out)

    monkeypatch.setattr(onnx_export, "_build", slow_build)
    paths: list[Path] = []

    def use() -> None:
        started.wait()
        paths.append(onnx_export.ensure_onnx_model(model_dir, "int8", tmp_path))

    threads = [threading.Thread(target=use) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert fake.calls == 1 and len(set(paths)) == 1
    assert paths[0].read_bytes().startswith(b"onnx bytes of ")


def test_failed_build_leaves_no_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, model_dir: Path
) -> None:
    def broken(model_dir: Path, quantize: str, out: Path) -> None:
        out.write_bytes(b"partial")
        raise EmbeddingError("cannot export: boom")

    monkeypatch.setattr(onnx_export, "_build", broken)
    with pytest.raises(EmbeddingError, match="boom"):
        onnx_export.ensure_onnx_model(model_dir, "int8", tmp_path)
    assert sorted(p.suffix for p in (tmp_path / "onnx").iterdir()) == [".lock"]


def test_unwritable_cache_is_an_embedding_error_naming_the_setting(
    tmp_path: Path, model_dir: Path
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(EmbeddingError, match=r"\[embedding\] cache_dir"):
        onnx_export.ensure_onnx_model(model_dir, "int8", blocker)


@pytest.mark.parametrize(
    "settings",
    [
        EmbeddingSettings(),
        EmbeddingSettings(backend="sentence-transformers"),
        EmbeddingSettings(backend="sentence-transformers", quantize="none"),
        EmbeddingSettings(backend="onnx", quantize="none", model="/models/e5", dim=768),
        EmbeddingSettings(backend="hash", dim=96),
    ],
    ids=["onnx-int8", "torch-int8", "fp32", "other-model", "hash"],
)
def test_settings_for_a_name_make_that_name_again(settings: EmbeddingSettings) -> None:
    name = embedder_name(settings)
    hint = settings_for_name(name, settings.dim)
    again = EmbeddingSettings(**tomllib.loads(hint.replace(", ", "\n")))
    assert embedder_name(again) == name and again.dim == settings.dim


async def test_database_of_the_old_torch_default_names_the_setting_that_opens_it(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.db"
    old = embedder_name(EmbeddingSettings(backend="sentence-transformers"))
    assert old == "builtin:all-MiniLM-L6-v2+int8"  # what earlier versions recorded
    db = await Database.open(path, dim=384, model=old, busy_timeout_ms=1000, synchronous="FULL")
    await db.close()
    with pytest.raises(SchemaMismatchError) as info:
        await Database.open(
            path,
            dim=384,
            model=embedder_name(EmbeddingSettings()),
            busy_timeout_ms=1000,
            synchronous="FULL",
        )
    assert (
        '[embedding] backend = "sentence-transformers", quantize = "int8", '
        'model = "builtin:all-MiniLM-L6-v2", dim = 384' in str(info.value)
    )
