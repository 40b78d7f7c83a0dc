"""Build, cache and find the ONNX form of a sentence-transformers model (``backend = "onnx"``).

The model's transformer is exported once with ``torch.onnx.export`` (the TorchScript exporter,
``dynamo=False``: it needs no onnxscript) to a graph from ``input_ids`` and ``attention_mask``
to the last hidden state; pooling and normalisation stay outside it (see
:mod:`engram.onnx_embedding`). With ``quantize = "int8"`` every MatMul with a weight is then
quantised by ``onnxruntime.quantization.quantize_dynamic`` with one int8 scale per output
channel and 7-bit weights (``reduce_range``: without it, x86 CPUs lacking AVX-512 VNNI saturate,
see :func:`_build`): measured on 400 LoCoMo and MemoryBank turns at 64 tokens on an AVX2-only
machine, mean cosine 0.991 to the fp32 model (lowest 0.973), where one scale per tensor gave
0.950 and PyTorch's dynamic int8 0.926.

The built file lives in the cache folder (``[embedding] cache_dir``, else
``$XDG_CACHE_HOME/engram``, else ``~/.cache/engram``), under ``onnx/``, named by a key over the
model folder's files (names, sizes, modification times), the settings and the versions of the
libraries that build and run it, beside a JSON manifest holding its SHA-256. It is written to a
temporary file and moved into place (``os.replace``) under an exclusive file lock, so processes
starting together build it once and never see half a file; a file whose digest does not match
its manifest (truncated, corrupted) is rebuilt. Building needs torch, transformers and onnx
(``pip install 'engram[embed]'``) and about 10 s; using a built file needs onnxruntime only.
Nothing is fetched: the model is read from its local folder.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import logging
import os
import re
import tempfile
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

from engram.errors import EmbeddingError

log = logging.getLogger("engram.embedding")

# Bump when the export or the quantisation changes: old cached files are then not reused.
RECIPE = "minilm-onnx-2"  # 2: int8 with reduce_range (7-bit weights), see _build
OPSET = 17
_KEY_PACKAGES = ("engram", "torch", "transformers", "onnx", "onnxruntime")


def default_cache_dir() -> Path:
    """``$XDG_CACHE_HOME/engram``, else ``~/.cache/engram`` (read when called, not at import)."""
    xdg = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(xdg) / "engram"


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "none"


def cache_key(model_dir: Path, quantize: str) -> str:
    """A hex key naming the built file: model files (name, size, mtime), settings, versions."""
    h = hashlib.sha256()
    h.update(f"{RECIPE}\0{OPSET}\0{quantize}\0{model_dir.resolve()}\0".encode())
    for package in _KEY_PACKAGES:
        h.update(f"{package}={_version(package)}\0".encode())
    for path in sorted(p for p in model_dir.rglob("*") if p.is_file()):
        st = path.stat()
        h.update(f"{path.relative_to(model_dir)}\0{st.st_size}\0{st.st_mtime_ns}\0".encode())
    return h.hexdigest()


def _sha256(path: Path) -> str:
    with path.open("rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def _is_intact(model: Path, manifest: Path) -> bool:
    try:
        recorded = json.loads(manifest.read_text(encoding="utf-8"))["sha256"]
        return bool(recorded == _sha256(model))
    except (OSError, ValueError, KeyError, TypeError):
        return False


def _write_atomically(target: Path, write: Any) -> None:
    """Call ``write(tmp_path)`` on a temporary file beside ``target``, then move it into place."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    os.close(fd)
    try:
        write(Path(tmp))
        with open(tmp, "rb") as f:
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)  # released when the file is closed
        yield


def ensure_onnx_model(model_dir: Path, quantize: str, cache_dir: Path | None = None) -> Path:
    """The cached ONNX file for ``model_dir`` with ``quantize`` ("none" or "int8"); built if absent.

    Args:
        model_dir: a local sentence-transformers model folder (its transformer at the top level).
        quantize: "int8" for per-channel dynamic int8 weights, "none" for fp32.
        cache_dir: the cache root; None = :func:`default_cache_dir`.

    Returns:
        The path of an intact ``.onnx`` file (its digest matches its manifest).

    Raises:
        EmbeddingError: the cache folder cannot be written, or the export fails (torch,
            transformers or onnx missing, or a model they cannot export).
    """
    root = (cache_dir or default_cache_dir()) / "onnx"
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", model_dir.resolve().name or "model")
    stem = f"{slug}-{quantize}-{cache_key(model_dir, quantize)[:20]}"
    target, manifest = root / f"{stem}.onnx", root / f"{stem}.json"
    if _is_intact(target, manifest):
        return target
    try:
        root.mkdir(parents=True, exist_ok=True)
        with _locked(root / f"{stem}.lock"):
            if _is_intact(target, manifest):  # another process built it while we waited
                return target
            log.info("building the ONNX model for %s (once; about 10 s) in %s", model_dir, root)
            _write_atomically(target, lambda tmp: _build(model_dir, quantize, tmp))
            record = {"sha256": _sha256(target), "model_dir": str(model_dir), "quantize": quantize}
            _write_atomically(
                manifest, lambda tmp: tmp.write_text(json.dumps(record), encoding="utf-8")
            )
    except OSError as exc:
        raise EmbeddingError(
            f"cannot write the ONNX model cache in {root}: {exc}; "
            "set [embedding] cache_dir to a writable folder"
        ) from exc
    return target


def _build(model_dir: Path, quantize: str, out: Path) -> None:
    """Export ``model_dir``'s transformer to ``out`` (fp32), then quantise it in place if asked."""
    try:
        import torch
        from transformers import AutoModel
    except ImportError as exc:
        raise EmbeddingError(
            "building the ONNX model needs torch and transformers: pip install 'engram[embed]' "
            "(make install does this)"
        ) from exc
    import warnings

    from engram.embedding import force_offline

    force_offline()

    class _LastHidden(torch.nn.Module):
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: Any, attention_mask: Any) -> Any:
            return self.inner(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state

    with tempfile.TemporaryDirectory(dir=out.parent, prefix=".export-") as tmp:
        fp32 = Path(tmp) / "fp32.onnx"
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # the TorchScript exporter's deprecation notice
                model = AutoModel.from_pretrained(str(model_dir)).eval()
                example = torch.ones((2, 8), dtype=torch.int64)
                axes = {0: "batch", 1: "tokens"}
                torch.onnx.export(
                    _LastHidden(model),
                    (example, example),
                    str(fp32),
                    input_names=["input_ids", "attention_mask"],
                    output_names=["last_hidden_state"],
                    dynamic_axes={"input_ids": axes, "attention_mask": axes,
                                  "last_hidden_state": axes},
                    opset_version=OPSET,
                    dynamo=False,
                )
        except Exception as exc:
            raise EmbeddingError(f"cannot export {model_dir} to ONNX: {exc}") from exc
        if quantize == "none":
            os.replace(fp32, out)
            return
        try:
            from onnxruntime.quantization import QuantType, quantize_dynamic

            quantize_dynamic(
                fp32,
                out,
                weight_type=QuantType.QInt8,
                per_channel=True,
                # 7-bit weights: on x86 without AVX-512 VNNI, onnxruntime's u8s8 kernels sum
                # pairs of products in 16 bits and saturate with full 8-bit weights (its
                # quantisation guide says so); measured on an AVX2-only machine, Korean turns
                # fell to cosine 0.957-0.979 to fp32 (mean 0.972).
                reduce_range=True,
                op_types_to_quantize=["MatMul"],
            )
        except Exception as exc:
            raise EmbeddingError(f"cannot quantise the ONNX model of {model_dir}: {exc}") from exc


def main() -> None:
    """Build the configured model's ONNX file now, if ``backend = "onnx"`` (``make install``
    runs ``python -m engram.onnx_export``, so the first start does not pay for it).

    Raises:
        EmbeddingError: as :func:`ensure_onnx_model`; ConfigError: the configuration is invalid.
    """
    from engram.config import Settings
    from engram.embedding import resolve_model_path

    settings = Settings.load().embedding
    if settings.backend != "onnx":
        return
    cache = Path(settings.cache_dir).expanduser() if settings.cache_dir else None
    path = ensure_onnx_model(Path(resolve_model_path(settings.model)), settings.quantize, cache)
    print(path)


if __name__ == "__main__":
    main()
