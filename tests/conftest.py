"""Shared fixtures: real SQLite files in ``tmp_path``, the deterministic hash embedder by default.

The real embedding model is loaded once per session and only for tests marked ``slow``.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import engram
from engram.config import EmbeddingSettings
from engram.embedding import HashEmbedder, SentenceTransformerEmbedder
from engram.storage.connection import load_sqlite_vec

REPO = Path(__file__).resolve().parents[1]
# In a checkout and in CI, shared/ lies beside the repository.
FIELD_CASES = REPO.parent / "shared" / "data" / "field-cases"

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


def raw_counts(db_path: Path) -> dict[str, int]:
    """Total rows in each table an ``add`` writes to, read over a separate connection."""
    conn = connect_raw(db_path)
    try:
        return {t: int(conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]) for t in EPISODE_TABLES}
    finally:
        conn.close()


@pytest.fixture(autouse=True)
def _no_engram_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """ENGRAM_* variables beat explicit settings; a developer's own must not leak into tests."""
    import os

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
def real_embedder() -> Iterator[SentenceTransformerEmbedder]:
    """The bundled all-MiniLM-L6-v2, loaded once (about 5 s). Only for ``@pytest.mark.slow``."""
    emb = SentenceTransformerEmbedder.load(EmbeddingSettings())
    yield emb
    asyncio.run(emb.aclose())
