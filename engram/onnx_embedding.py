"""The onnxruntime embedder (``[embedding] backend = "onnx"``, the default).

It runs the model's cached ONNX graph (:mod:`engram.onnx_export`) and does on its own what the
model's sentence-transformers pipeline (``modules.json``) does around the transformer: the fast
tokenizer of the model folder (``tokenizer.json``), truncation to ``max_tokens`` tokens with
``[CLS]``/``[SEP]`` included (the pipeline's ``max_seq_length``, 256 for all-MiniLM-L6-v2), the
Pooling module's mean over real tokens (its ``1_Pooling/config.json``), and L2 normalisation (its
Normalize module; the :class:`~engram.embedding.Embedder` contract asks for it anyway).
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from engram.config import EmbeddingSettings
from engram.embedding import ModelThread, resolve_model_path
from engram.embedding_names import embedder_name
from engram.errors import EmbeddingError
from engram.onnx_export import ensure_onnx_model

_POOLING_MODES = ("mean", "cls")
#: A foreground batch at least this long is spread over ``[embedding] bulk_threads`` threads.
BULK_MIN_TEXTS = 4
# Characters of a text tokenised per token the model reads: English averages about 4.5 per
# WordPiece token, a Hangul syllable makes about three; a short head is detected and redone.
HEAD_CHARS_PER_TOKEN = 8


def _head(text: str, max_chars: int) -> str:
    """``text`` itself if at most ``max_chars`` long, else its prefix up to the last whitespace
    before ``max_chars`` (the same object when uncut, so a caller can tell)."""
    if len(text) <= max_chars:
        return text
    cut = max(text.rfind(" ", 0, max_chars), text.rfind("\n", 0, max_chars))
    return text[:cut] if cut > 0 else text


def tokenize_heads(tokenizer: Any, texts: list[str], limit: int) -> list[Any]:
    """The encodings of ``texts`` truncated to ``limit`` tokens, tokenising only their heads.

    ``tokenizer`` is a ``tokenizers.Tokenizer`` with truncation to ``limit`` enabled. It reads a
    whole text before truncating it (about 5 ms for 2,000 characters, where the model then reads
    64 tokens). A head cut at whitespace tokenises to the first tokens of the whole text (the
    pre-tokenizer splits there): when its encoding still overflows ``limit``, it is the whole
    text's; otherwise the whole text is tokenised.
    """
    heads = [_head(t, limit * HEAD_CHARS_PER_TOKEN) for t in texts]
    encodings = list(tokenizer.encode_batch(heads))
    for i, (text, head) in enumerate(zip(texts, heads, strict=True)):
        if head is not text and not encodings[i].overflowing:
            encodings[i] = tokenizer.encode(text)  # the head was too short
    return encodings


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise EmbeddingError(f"cannot read {path}: {exc}") from exc


def read_pipeline(model_dir: Path) -> tuple[str, int]:
    """The pooling mode ("mean" or "cls") and the token limit the model's pipeline prescribes.

    Raises:
        EmbeddingError: the pipeline pools otherwise (max, weighted...), which is not supported.
    """
    pooling, max_tokens = "mean", 512
    bert = _read_json(model_dir / "sentence_bert_config.json")
    if isinstance(bert, dict) and isinstance(bert.get("max_seq_length"), int):
        max_tokens = bert["max_seq_length"]
    modules = _read_json(model_dir / "modules.json") or []
    for module in modules:
        if not str(module.get("type", "")).endswith("Pooling"):
            continue
        config = _read_json(model_dir / module.get("path", "") / "config.json") or {}
        modes = [
            k.removeprefix("pooling_mode_")
            for k, v in config.items()
            if k.startswith("pooling_mode_") and v is True
        ]
        modes = ["mean" if m == "mean_tokens" else "cls" if m == "cls_token" else m for m in modes]
        if len(modes) != 1 or modes[0] not in _POOLING_MODES:
            raise EmbeddingError(
                f"{model_dir} pools with {modes}; the onnx backend supports mean or cls pooling "
                'only: use [embedding] backend = "sentence-transformers"'
            )
        pooling = modes[0]
    return pooling, max_tokens


def load_tokenizer(model_dir: Path) -> Any:
    from tokenizers import Tokenizer

    path = model_dir / "tokenizer.json"
    if path.is_file():
        return Tokenizer.from_file(str(path))
    from transformers import AutoTokenizer  # builds the fast tokenizer from vocab files

    return AutoTokenizer.from_pretrained(str(model_dir), use_fast=True).backend_tokenizer


class OnnxEmbedder(ModelThread):
    """An ONNX sentence-embedding model run by onnxruntime on its own thread; see :meth:`load`."""

    def __init__(
        self,
        session: Any,
        tokenizer: Any,
        *,
        name: str,
        dim: int,
        max_tokens: int,
        pooling: str,
        bulk_threads: int = 1,
    ) -> None:
        self._session = session
        # Bulk batches (import) run on this many threads; single texts stay on the model thread.
        self._bulk_threads = max(1, bulk_threads)
        self._helpers = (
            ThreadPoolExecutor(self._bulk_threads - 1, thread_name_prefix="engram-embed-bulk")
            if self._bulk_threads > 1
            else None
        )
        self._tokenizer = tokenizer
        self._tokenizer.no_padding()
        self._full_max_tokens = max_tokens
        self._limit = -1
        self._pooling = pooling
        self.name = name
        self.dim = dim
        super().__init__()

    @classmethod
    def load(cls, settings: EmbeddingSettings) -> OnnxEmbedder:
        """Load (building once and caching, see :mod:`engram.onnx_export`) the model, offline.

        Uses ``settings.threads`` intra-op threads (1 is fastest for single texts on 2 cores,
        where the event loop analyses text while the model runs).

        Raises:
            EmbeddingError: onnxruntime or the model is missing, the cache cannot be built, or
                the model's dimension is not ``settings.dim``.
        """
        try:
            import onnxruntime
        except ImportError as exc:
            raise EmbeddingError(
                "the onnx embedding backend needs onnxruntime: pip install 'engram[embed]' "
                '(make install does this), or set [embedding] backend = "sentence-transformers"'
            ) from exc
        model_dir = Path(resolve_model_path(settings.model))
        if not model_dir.is_dir():
            raise EmbeddingError(f"embedding model folder {model_dir} not found")
        pooling, max_tokens = read_pipeline(model_dir)
        cache = Path(settings.cache_dir).expanduser() if settings.cache_dir else None
        path = ensure_onnx_model(model_dir, settings.quantize, cache)
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = settings.threads
        options.inter_op_num_threads = 1
        options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
        try:
            session = onnxruntime.InferenceSession(
                str(path), options, providers=["CPUExecutionProvider"]
            )
            tokenizer = load_tokenizer(model_dir)
        except Exception as exc:
            raise EmbeddingError(f"cannot load embedding model {settings.model!r}: {exc}") from exc
        dim = session.get_outputs()[0].shape[-1]
        if dim != settings.dim:
            raise EmbeddingError(
                f"model {settings.model!r} makes {dim}-d vectors "
                f"but [embedding] dim = {settings.dim}"
            )
        embedder = cls(
            session,
            tokenizer,
            name=embedder_name(settings),
            dim=settings.dim,
            max_tokens=max_tokens,
            pooling=pooling,
            bulk_threads=settings.bulk_threads,
        )
        # Run the longest input once so the first real call does not pay for allocation.
        embedder._encode(["warm up " * max_tokens], None)
        return embedder

    def _encode(self, texts: list[str], max_tokens: int | None, bulk: bool = False) -> np.ndarray:
        full = self._full_max_tokens
        limit = full if max_tokens is None else min(max_tokens, full)
        if limit != self._limit:  # safe: only the model thread uses the tokenizer
            self._tokenizer.enable_truncation(max_length=limit)
            self._limit = limit
        # One text per run: onnxruntime quantises activations with one scale per tensor, so in a
        # padded batch a text's int8 vector would depend on its batchmates (short texts lose
        # most: "Thanks!" 0.964 to fp32 alone, 0.942 beside longer ones), and on 2 cores batches
        # of 4-64 measured no faster than single texts for this model.
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        encodings = list(tokenize_heads(self._tokenizer, texts, limit))

        def run(rows: range) -> None:
            for row in rows:
                ids = np.asarray([encodings[row].ids], dtype=np.int64)
                mask = np.ones_like(ids)
                (hidden,) = self._session.run(None, {"input_ids": ids, "attention_mask": mask})
                out[row] = self._pool(np.asarray(hidden, dtype=np.float32))

        helpers = self._helpers if bulk and len(texts) >= BULK_MIN_TEXTS else None
        if helpers is None:
            run(range(len(texts)))
            return out
        # A bulk batch: every thread takes every n-th text (onnxruntime sessions may run
        # concurrently; the vectors are those of one text per run, as above).
        n = self._bulk_threads
        spread = [helpers.submit(run, range(k, len(texts), n)) for k in range(1, n)]
        run(range(0, len(texts), n))
        for done in spread:
            done.result()
        return out

    async def aclose(self) -> None:
        """Stop the model thread (see :meth:`ModelThread.aclose`), then the bulk helpers."""
        await super().aclose()
        if self._helpers is not None:
            self._helpers.shutdown(wait=False)

    def _pool(self, hidden: np.ndarray) -> np.ndarray:
        """The pooled, L2-normalised vector of one text's ``hidden`` states (1, tokens, dim)."""
        vec = hidden[0, 0] if self._pooling == "cls" else hidden[0].mean(axis=0)
        result: np.ndarray = vec / max(float(np.linalg.norm(vec)), 1e-12)
        return result
