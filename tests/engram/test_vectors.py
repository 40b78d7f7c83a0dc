"""The in-memory vector cache: the same hits as sqlite-vec, and coherent with every writer."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import AsyncIterator
from pathlib import Path

import numpy as np
import pytest

import engram
from engram import constants as C
from engram.embedding import HashEmbedder
from engram.errors import ConfigError
from engram.storage import vectors as V
from engram.storage.database import Database
from engram.storage.vectors import VectorCache, knn, log_changes

DIM = 16
MiB = 2**20


def _unit_rows(rng: np.random.Generator, n: int) -> np.ndarray:
    m = rng.standard_normal((n, DIM)).astype(np.float32)
    return m / np.linalg.norm(m, axis=1, keepdims=True)


async def _open(path: Path) -> Database:
    return await Database.open(
        path, dim=DIM, model="test", busy_timeout_ms=5000, synchronous="NORMAL"
    )


@pytest.fixture
async def db(db_path: Path) -> AsyncIterator[Database]:
    d = await _open(db_path)
    try:
        yield d
    finally:
        await d.close()


async def _put(db: Database, user: str, rows: dict[int, np.ndarray]) -> None:
    """Insert or replace vectors of ``user`` the way the writers do: with their log rows."""
    async with db.transaction() as conn:
        for pk, vec in rows.items():
            await conn.execute(f"DELETE FROM {C.EPISODE_VEC} WHERE rowid = ?", (pk,))
            await conn.execute(
                f"INSERT INTO {C.EPISODE_VEC}(rowid, user_id, embedding) VALUES (?, ?, ?)",
                (pk, user, vec.astype(np.float32).tobytes()),
            )
        await log_changes(conn, C.EPISODE_VEC, user, rows)


async def _delete(db: Database, user: str, pks: list[int]) -> None:
    async with db.transaction() as conn:
        for pk in pks:
            await conn.execute(f"DELETE FROM {C.EPISODE_VEC} WHERE rowid = ?", (pk,))
        await log_changes(conn, C.EPISODE_VEC, user, pks)


async def _search(cache: VectorCache, db: Database, user: str, q: np.ndarray, k: int) -> list[int]:
    return [pk for pk, _ in await cache.search(db.reader, C.EPISODE_VEC, user, q, k)]


async def _warm(cache: VectorCache, db: Database, user: str) -> None:
    """Two searches: the first is sqlite-vec's, the second loads the matrix."""
    q = np.ones(DIM, np.float32)
    for _ in range(2):
        await cache.search(db.reader, C.EPISODE_VEC, user, q, 1)


async def test_cache_gives_the_same_hits_as_sqlite_vec_on_random_data(db: Database) -> None:
    rng = np.random.default_rng(7)
    # 2500 rows: three vec0 chunks, one partly deleted below; another user in between.
    await _put(db, "a", dict(enumerate(_unit_rows(rng, 2500), start=1)))
    await _put(db, "b", dict(enumerate(_unit_rows(rng, 300), start=5000)))
    await _delete(db, "a", list(range(100, 400, 3)))
    cache = VectorCache(64 * MiB)
    await _warm(cache, db, "a")
    assert cache.loads == 1
    for q in _unit_rows(rng, 20):
        for k in (1, 10, 100, 3000):
            ours = await cache.search(db.reader, C.EPISODE_VEC, "a", q, k)
            theirs = await knn(db.reader, C.EPISODE_VEC, "a", q, k)
            # The same set, each pk at the same distance, and the same order up to ties (two
            # distances equal to float32 rounding may come in either order).
            assert dict(ours).keys() == dict(theirs).keys()
            for pk, d in theirs:
                assert dict(ours)[pk] == pytest.approx(d, abs=1e-6)
            assert np.allclose([d for _, d in ours], [d for _, d in theirs], atol=1e-6)
            exact = sum(a == b for (a, _), (b, _) in zip(ours, theirs, strict=True))
            assert exact >= 0.95 * len(ours)
    assert cache.loads == 1


async def test_chunk_reader_matches_a_vec0_scan(db: Database) -> None:
    """Guards the reading of sqlite-vec's storage tables against a layout change."""
    rng = np.random.default_rng(1)
    await _put(db, "a", dict(enumerate(_unit_rows(rng, 1500), start=1)))
    await _put(db, "a", {7: _unit_rows(rng, 1)[0]})  # an update in place
    await _delete(db, "a", [1, 2, 1024, 1025, 1500])
    fast = await V._read_chunks(db.reader, C.EPISODE_VEC, "a", DIM, 64 * MiB)
    slow = V._Matrix.empty(0, DIM, 0)
    await V._scan(db.reader, C.EPISODE_VEC, "a", slow, 64 * MiB)
    assert fast is not None

    def rows(m: V._Matrix) -> dict[int, bytes]:
        return {int(m.pks[i]): m.vectors[i].tobytes() for i in range(m.size)}

    assert slow.size == 1495 and rows(fast) == rows(slow)
    assert fast.rows == {int(pk): i for i, pk in enumerate(fast.pks[: fast.size])}


async def test_writes_of_another_connection_are_seen_at_the_next_search(
    db: Database, db_path: Path
) -> None:
    rng = np.random.default_rng(2)
    await _put(db, "a", dict(enumerate(_unit_rows(rng, 200), start=1)))
    cache = VectorCache(64 * MiB)
    await _warm(cache, db, "a")
    q = _unit_rows(rng, 1)[0]
    other = await _open(db_path)  # another process would do the same: its own connections
    try:
        await _put(other, "a", {500: q})  # an add
        assert (await _search(cache, db, "a", q, 1)) == [500]
        await _put(other, "a", {500: -q, 3: q})  # a refinement of two stored vectors
        assert (await _search(cache, db, "a", q, 1)) == [3]
        assert (await _search(cache, db, "a", -q, 1)) == [500]
        await _delete(other, "a", [3])  # a forget
        assert 3 not in await _search(cache, db, "a", q, 300)
    finally:
        await other.close()
    assert cache.loads == 1  # every change above was applied in place


async def test_another_users_writes_never_reach_a_users_matrix(db: Database) -> None:
    rng = np.random.default_rng(3)
    await _put(db, "a", dict(enumerate(_unit_rows(rng, 50), start=1)))
    cache = VectorCache(64 * MiB)
    await _warm(cache, db, "a")
    q = _unit_rows(rng, 1)[0]
    # a's newest episode is forgotten and its pk goes to b's next episode, nearest to q.
    await _delete(db, "a", [50])
    await _put(db, "b", {50: q, 51: q})
    hits = await _search(cache, db, "a", q, 100)
    assert len(hits) == 49 and not {50, 51} & set(hits)
    assert set(await _search(cache, db, "b", q, 2)) == {50, 51}  # sqlite-vec: b's first search


async def test_a_pruned_log_reloads_the_matrix(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(V, "LOG_KEEP", 10)
    rng = np.random.default_rng(4)
    await _put(db, "a", dict(enumerate(_unit_rows(rng, 20), start=1)))
    cache = VectorCache(64 * MiB)
    await _warm(cache, db, "a")
    q = _unit_rows(rng, 1)[0]
    await _delete(db, "a", [4])
    await _put(db, "b", dict(enumerate(_unit_rows(rng, 30), start=100)))  # a's row is pruned
    await _put(db, "a", {200: q})
    hits = await _search(cache, db, "a", q, 100)
    assert hits[0] == 200 and 4 not in hits and len(hits) == 20
    assert cache.loads == 2


async def test_memory_budget_evicts_the_least_recently_used_user(db: Database) -> None:
    rng = np.random.default_rng(5)
    for user, start in (("a", 1), ("b", 1000), ("c", 2000)):
        await _put(db, user, dict(enumerate(_unit_rows(rng, 100), start=start)))
    one = 100 * (DIM * 4 + 108)  # what 100 rows cost
    cache = VectorCache(2 * one)
    for user in ("a", "b", "c"):
        await _warm(cache, db, user)
    assert cache.nbytes <= 2 * one
    assert [key[1] for key in cache._data] == ["b", "c"]
    q = _unit_rows(rng, 1)[0]
    expected = [pk for pk, _ in await knn(db.reader, C.EPISODE_VEC, "a", q, 5)]
    assert (await _search(cache, db, "a", q, 5)) == expected  # reloaded, b evicted
    assert [key[1] for key in cache._data] == ["c", "a"]


async def test_a_user_bigger_than_the_budget_is_searched_with_sqlite_vec(db: Database) -> None:
    rng = np.random.default_rng(6)
    await _put(db, "a", dict(enumerate(_unit_rows(rng, 100), start=1)))
    cache = VectorCache(50 * (DIM * 4 + 108))
    await _warm(cache, db, "a")
    q = _unit_rows(rng, 1)[0]
    await _put(db, "a", {300: q})
    assert (await _search(cache, db, "a", q, 3))[0] == 300
    assert cache.loads == 0 and cache.nbytes == 0


async def test_a_rolled_back_write_logs_nothing(db: Database) -> None:
    with pytest.raises(RuntimeError):
        async with db.transaction() as conn:
            await log_changes(conn, C.EPISODE_VEC, "a", [1])
            raise RuntimeError("the vector write failed")
    cur = await db.reader.execute(f"SELECT count(*) FROM {C.VECTOR_LOG}")
    assert await cur.fetchone() == (0,)


USER = "u_vec"


async def _dense_ids(mem: engram.Engram, query: str, user_id: str = USER) -> list[str]:
    """The ids the dense channel's episode search finds (before fusion and the gate), after
    checking that a recall returns none but those."""
    store = mem.episode_store
    vec = (await mem.embedder.embed([query]))[0]
    hits = await store.dense_search(user_id, vec, 50)
    eps = await store.get_many(user_id, [pk for pk, _ in hits])
    assert len(eps) == len(hits)  # never a vector of a forgotten (or another user's) episode
    found = [eps[pk].id for pk, _ in hits]
    result = await mem.recall(query, user_id=user_id, channels=("dense",), k=50)
    assert {e.episode.id for e in result.episodes} <= set(found)
    return found


async def test_recall_never_returns_a_forgotten_episode_from_the_cache(mem: engram.Engram) -> None:
    kept = await mem.add("My bike is blue.", user_id=USER, session_id="s1")
    gone = await mem.add("My bike lock code is 4471.", user_id=USER, session_id="s2")
    third = await mem.add("The bike shop is on Elm street.", user_id=USER, session_id="s3")
    other = await mem.add("My bike lock code is 4471.", user_id="u_other")
    for _ in range(2):  # the second recall loads the matrix
        assert gone.id in await _dense_ids(mem, "bike lock code")
    assert mem.episode_store.vectors is not None and mem.episode_store.vectors.loads == 1
    await mem.forget(user_id=USER, episode_id=gone.id)
    assert set(await _dense_ids(mem, "bike lock code")) == {kept.id, third.id}
    await mem.forget(user_id=USER, session_id="s3")
    assert await _dense_ids(mem, "bike lock code") == [kept.id]
    await mem.forget(user_id=USER)
    assert await _dense_ids(mem, "bike lock code") == []
    assert await _dense_ids(mem, "bike lock code", "u_other") == [other.id]


async def test_recall_uses_a_fact_vector_written_after_the_matrix_loaded(
    mem: engram.Engram,
) -> None:
    await mem.add("I adopted a cat named Miso.", user_id=USER, reference_time="2025-01-01T10:00Z")
    await mem.consolidate(user_id=USER)
    for _ in range(2):
        await mem.recall("what is my cat called", user_id=USER)
    await mem.add("I work at Globex as a nurse.", user_id=USER, reference_time="2025-02-01T10:00Z")
    await mem.consolidate(user_id=USER)
    result = await mem.recall("I work at Globex as a nurse", user_id=USER, channels=("dense",))
    assert any("Globex" in f.fact.text for f in result.facts)


CHILD = textwrap.dedent(
    """
    import asyncio, sys
    import engram
    from engram.embedding import HashEmbedder

    db, action, arg = sys.argv[1], sys.argv[2], sys.argv[3]

    async def main():
        settings = engram.Settings.load(storage={"path": db}, embedding={"backend": "hash"})
        async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
            if action == "add":
                print((await mem.add(arg, user_id="u_vec")).id)
            else:
                await mem.forget(user_id="u_vec", episode_id=arg)

    asyncio.run(main())
    """
)


@pytest.mark.slow
async def test_a_cached_reader_sees_another_process_add_and_forget(
    mem: engram.Engram, db_path: Path, tmp_path: Path
) -> None:
    script = tmp_path / "child.py"
    script.write_text(CHILD, encoding="utf-8")

    def child(action: str, arg: str) -> str:
        done = subprocess.run(
            [sys.executable, str(script), str(db_path), action, arg],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout.strip()

    await mem.add("The spare key is under the flowerpot.", user_id=USER)
    for _ in range(2):
        await _dense_ids(mem, "where is the spare key")
    added = child("add", "The garage code is 9182.")
    assert added in await _dense_ids(mem, "garage code")
    child("forget", added)
    assert added not in await _dense_ids(mem, "garage code")
    assert mem.episode_store.vectors is not None and mem.episode_store.vectors.loads == 1


def test_config_toml_lists_vector_cache_mb_with_its_default() -> None:
    shipped = engram.Settings.load(Path(__file__).resolve().parents[2] / "config.toml")
    assert shipped.recall.vector_cache_mb == engram.Settings().recall.vector_cache_mb == 512
    with pytest.raises(ConfigError):
        engram.Settings.load(recall={"vector_cache_mb": -1})


async def test_vector_cache_mb_0_searches_with_sqlite_vec_only(db_path: Path) -> None:
    settings = engram.Settings.load(
        storage={"path": str(db_path)}, embedding={"backend": "hash"}, recall={"vector_cache_mb": 0}
    )
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        ep = await mem.add("The spare key is under the flowerpot.", user_id=USER)
        for _ in range(3):
            assert await _dense_ids(mem, "spare key") == [ep.id]
        assert mem.episode_store.vectors is not None and mem.episode_store.vectors.loads == 0
