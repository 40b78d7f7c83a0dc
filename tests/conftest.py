"""Shared fixtures: real SQLite files in ``tmp_path``, the deterministic hash embedder by default.

The real embedding model is loaded once per session and only for tests marked ``slow``.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

import engram
from engram.config import EmbeddingSettings
from engram.embedding import Embedder, HashEmbedder, SentenceTransformerEmbedder, build_embedder
from engram.storage.connection import load_sqlite_vec
from tests.netguard import install_guard

REPO = Path(__file__).resolve().parents[1]
# In a checkout and in CI, shared/ lies beside the repository.
FIELD_CASES = REPO.parent / "shared" / "data" / "field-cases"

# Hypothesis profiles: "ci" (the default) is derandomized, so CI runs the same examples every
# time, and keeps no example database; "dev" searches at random, ten times longer (see
# :func:`examples`). Choose one with HYPOTHESIS_PROFILE=dev.
HYPOTHESIS_PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
hypothesis_settings.register_profile(
    "ci",
    derandomize=True,
    database=None,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
hypothesis_settings.register_profile(
    "dev", deadline=None, print_blob=True, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.load_profile(HYPOTHESIS_PROFILE)


def examples(n: int) -> int:
    """A test's example budget under the current profile: ``n`` in CI, ten times that in "dev"."""
    return n * 10 if HYPOTHESIS_PROFILE == "dev" else n


#: Tables that one ``add`` writes one row to (vec/FTS rows are keyed by the episode's pk).
EPISODE_TABLES = ("episodes", "episode_fts", "episode_vec", "consolidation_state")


def load_field_case(case_id: str) -> dict[str, Any]:
    """The field case ``case_id`` (e.g. "B21"); skip the test when shared/ is not checked out."""
    path = FIELD_CASES / f"{case_id}.json"
    if not path.is_file():
        pytest.skip(f"field case {case_id} not found at {path} (shared/ must lie beside the repo)")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def connect_raw(db_path: Path) -> Any:
    """A plain synchronous connection to the file, with sqlite-vec loaded (for raw checks)."""
    import sqlean

    conn = sqlean.connect(str(db_path))
    load_sqlite_vec(conn)
    return conn


def _found_in_bytes(data: bytes, needles: Sequence[str]) -> list[str]:
    """The ``needles`` in ``data`` (UTF-8), case-insensitively. ASCII needles are searched in the
    bytes themselves (fast: vector blobs and the file are megabytes); others in the decoded text."""
    low = data.lower()  # ASCII letters only, which is what an ASCII needle needs
    text: str | None = None
    found = []
    for n in needles:
        if n.isascii():
            hit = n.lower().encode() in low
        else:
            text = text if text is not None else data.decode("utf-8", "ignore").casefold()
            hit = n.casefold() in text
        if hit:
            found.append(n)
    return found


def traces(db_path: Path, needles: Sequence[str]) -> list[str]:
    """Every table (FTS and vec shadow tables included) and the raw file bytes, searched for
    ``needles`` case-insensitively: ``["table.column: needle", ...]``."""
    found: list[str] = []
    conn = connect_raw(db_path)
    try:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            try:
                cur = conn.execute(f'SELECT * FROM "{table}"')
            except Exception:  # a virtual table that cannot be scanned directly
                continue
            columns = [d[0] for d in cur.description]
            for row in cur.fetchall():
                for column, value in zip(columns, row, strict=True):
                    if isinstance(value, bytes):
                        found += [f"{table}.{column}: {n}" for n in _found_in_bytes(value, needles)]
                    elif isinstance(value, str):
                        low = value.casefold()
                        found += [f"{table}.{column}: {n}" for n in needles if n.casefold() in low]
    finally:
        conn.close()
    for suffix in ("", "-wal"):
        path = Path(str(db_path) + suffix)
        if path.exists():
            found += [f"file{suffix}: {n}" for n in _found_in_bytes(path.read_bytes(), needles)]
    return found


def raw_counts(db_path: Path) -> dict[str, int]:
    """Total rows in each table an ``add`` writes to, read over a separate connection."""
    conn = connect_raw(db_path)
    try:
        return {t: int(conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]) for t in EPISODE_TABLES}
    finally:
        conn.close()


@pytest.fixture(autouse=True)
def _nothing_beyond_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test connects, sends or looks a name up beyond loopback (see tests/netguard.py)."""
    install_guard(monkeypatch)


@pytest.fixture(autouse=True)
def _no_engram_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """ENGRAM_* variables beat explicit settings; a developer's own must not leak into tests."""
    for name in list(os.environ):
        if name.startswith("ENGRAM_"):
            monkeypatch.delenv(name)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "mem.db"


@pytest.fixture
def counts(db_path: Path) -> Callable[..., dict[str, int]]:
    """``counts(path=db_path)``: total rows of each episode table (see :func:`raw_counts`)."""

    def count(path: Path | None = None) -> dict[str, int]:
        return raw_counts(path or db_path)

    return count


@pytest.fixture
def query(db_path: Path) -> Callable[..., list[tuple[Any, ...]]]:
    """``query(sql, params=(), path=db_path)``: run one statement on a fresh connection (with
    sqlite-vec), commit, and return its rows."""

    def run(sql: str, params: Any = (), path: Path | None = None) -> list[tuple[Any, ...]]:
        conn = connect_raw(path or db_path)
        try:
            rows = [tuple(r) for r in conn.execute(sql, params).fetchall()]
            conn.commit()
            return rows
        finally:
            conn.close()

    return run


@pytest.fixture
def load_case() -> Callable[[str], dict[str, Any]]:
    """``load_case("B21")``: a field case's JSON; skips the test if shared/ is absent."""
    return load_field_case


@pytest.fixture
def settings(db_path: Path) -> engram.Settings:
    return engram.Settings.load(storage={"path": str(db_path)}, embedding={"backend": "hash"})


@pytest.fixture
def embedder() -> HashEmbedder:
    return HashEmbedder(384)


@pytest.fixture
async def mem(settings: engram.Settings, embedder: HashEmbedder) -> AsyncIterator[engram.Engram]:
    m = await engram.Engram.open(settings, embedder=embedder)
    try:
        yield m
    finally:
        await m.close()


@pytest.fixture(scope="session")
def real_embedder() -> Iterator[Embedder]:
    """The bundled all-MiniLM-L6-v2 with the default backend (onnxruntime, int8), loaded once
    (its ONNX file is built into the user's cache the first time, about 10 s). Only for
    ``@pytest.mark.slow``."""
    emb = build_embedder(EmbeddingSettings())
    yield emb
    asyncio.run(emb.aclose())


@pytest.fixture(scope="session")
def reference_embedder() -> Iterator[SentenceTransformerEmbedder]:
    """The bundled model in fp32 through sentence-transformers: the reference the faster
    backends are measured against. Only for ``@pytest.mark.slow``."""
    emb = SentenceTransformerEmbedder.load(
        EmbeddingSettings(backend="sentence-transformers", quantize="none")
    )
    yield emb
    asyncio.run(emb.aclose())
