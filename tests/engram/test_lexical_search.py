"""BM25 over episodes: ranking the best matches first and filtering after gives the join's results."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

import engram
from engram import constants as C
from engram.storage import episodes as episodes_module
from engram.timeutil import to_db

WORDS = [f"w{i}" for i in range(40)]
BASE = datetime(2025, 1, 1, tzinfo=UTC)


async def _fill(mem: engram.Engram) -> None:
    rng = random.Random(11)
    batch = []
    for i in range(1200):
        user = "u_small" if i % 40 == 0 else "u_big"  # 30 of 1200 episodes are u_small's
        text = " ".join(rng.choice(WORDS[: 5 + i % 35]) for _ in range(rng.randint(3, 30)))
        batch.append(
            mem.write_path.validate(
                text=f"{text} n{i}",
                user_id=user,
                reference_time=BASE + timedelta(hours=i),
                speaker="user",
                session_id=None,
                metadata=None,
                idempotency_key=None,
            )
        )
    await mem.write_path.add_many(batch)


async def _join(
    mem: engram.Engram, user: str, match: str, limit: int, before: datetime | None
) -> list[tuple[int, float]]:
    """The reference: every match joined to its row, filtered, sorted by bm25."""
    sql = (
        f"SELECT e.pk, bm25({C.EPISODE_FTS}) AS s FROM {C.EPISODE_FTS} CROSS JOIN {C.EPISODES} e "
        f"ON e.pk = {C.EPISODE_FTS}.rowid WHERE {C.EPISODE_FTS} MATCH ? AND e.user_id = ?"
    )
    params: list[Any] = [match, user]
    if before is not None:
        sql += " AND e.reference_time <= ?"
        params.append(to_db(before))
    cur = await mem.db.reader.execute(sql + " ORDER BY s LIMIT ?", (*params, limit))
    return [(int(r[0]), float(r[1])) for r in await cur.fetchall()]


def _same_ranking(ours: list[tuple[int, float]], theirs: list[tuple[int, float]]) -> None:
    """The same scores in the same order; the same pks except among ties at the cut."""
    assert [s for _, s in ours] == pytest.approx([s for _, s in theirs])
    if theirs:
        last = theirs[-1][1]
        assert {p for p, s in ours if s < last} == {p for p, s in theirs if s < last}
        assert len({p for p, _ in ours}) == len(ours)


@pytest.mark.parametrize("limit", [1, 10, 50])
async def test_lexical_search_ranks_as_the_join_does(
    mem: engram.Engram, monkeypatch: pytest.MonkeyPatch, limit: int
) -> None:
    await _fill(mem)
    paths: list[bool] = []
    real = episodes_module.bm25_top

    async def spy(*args: Any) -> list[tuple[int, float]] | None:
        hits = await real(*args)
        paths.append(hits is not None)
        return hits

    monkeypatch.setattr(episodes_module, "bm25_top", spy)
    store = mem.episode_store
    cases = [
        ("u_big", None),
        ("u_small", None),  # most of the best matches are u_big's: the join runs
        ("u_big", BASE + timedelta(hours=100)),  # the time bound removes most candidates
        ("u_big", BASE + timedelta(hours=1000)),
        ("u_nobody", None),
    ]
    for match in ('"w1"', '"w3" OR "w7"', '"w30" OR "w2" OR "w39"', '"absent"'):
        for user, before in cases:
            ours = await store.lexical_search(user, match, limit, reference_before=before)
            _same_ranking(ours, await _join(mem, user, match, limit, before))
    assert True in paths and False in paths  # both ways were taken
