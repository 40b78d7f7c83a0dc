"""The embedder name a database records (one vector space per file) and the settings behind it."""

from __future__ import annotations

from engram.config import EmbeddingSettings


def embedder_name(settings: EmbeddingSettings) -> str:
    """The name of the vectors ``settings`` make, recorded in (and checked against) a database.

    fp32 vectors are the same whichever real backend computes them (cosine 1.0000 between
    onnxruntime and PyTorch), so they share the model's name; the two int8 quantisations differ
    (``+onnx-int8``: onnxruntime's, the default; ``+int8``: PyTorch's) and so do their names.
    """
    if settings.backend == "hash":
        return f"hash-{settings.dim}"
    if settings.quantize == "none":
        return settings.model
    return settings.model + ("+onnx-int8" if settings.backend == "onnx" else "+int8")


def settings_for_name(name: str, dim: int | str | None) -> str:
    """The ``[embedding]`` settings that make the vectors :func:`embedder_name` calls ``name``.

    Returns them as TOML assignments, e.g. ``backend = "sentence-transformers", quantize =
    "int8", model = "builtin:all-MiniLM-L6-v2", dim = 384``, to tell the owner of a database
    built with another embedder how to open it.
    """
    if name.startswith("hash-") and name[5:].isdigit():
        return f'backend = "hash", dim = {name[5:]}'
    for suffix, backend in (("+onnx-int8", "onnx"), ("+int8", "sentence-transformers")):
        if name.endswith(suffix):
            return (
                f'backend = "{backend}", quantize = "int8", model = "{name[: -len(suffix)]}", '
                f"dim = {dim}"
            )
    return f'quantize = "none", model = "{name}", dim = {dim}'
