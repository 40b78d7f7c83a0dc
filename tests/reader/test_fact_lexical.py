"""BM25 over facts: the best matches checked for their user give the join's ranking."""

from __future__ import annotations

import pytest

import engram
from engram import constants as C
from reader.index import FactIndex

TEXTS = [
    "I live in Busan.",
    "I work at Globex as a nurse.",
    "My sister Mina lives in Seoul.",
    "I adopted a cat named Miso.",
    "My brother works at Initech.",
]


@pytest.mark.parametrize("k", [1, 3, 100])
async def test_fact_lexical_ranks_as_the_join_does(mem: engram.Engram, k: int) -> None:
    for i, user in enumerate(["u_a"] * 3 + ["u_b"]):
        for j, text in enumerate(TEXTS[i % 2 :]):
            await mem.add(text, user_id=user, reference_time=f"2025-0{1 + i}-{10 + j}T10:00:00Z")
        await mem.consolidate(user_id=user)
    index = FactIndex(mem.db.reader)
    found = 0
    for match in ('"live"', '"work" OR "nurs"', '"seoul" OR "busan" OR "cat"', '"none"'):
        for user in ("u_a", "u_b", "u_c"):
            cur = await mem.db.reader.execute(
                f"SELECT f.pk, bm25({C.FACT_FTS}) AS s FROM {C.FACT_FTS} CROSS JOIN {C.FACTS} f "
                f"ON f.pk = {C.FACT_FTS}.rowid WHERE {C.FACT_FTS} MATCH ? AND f.user_id = ? "
                "ORDER BY s, f.pk LIMIT ?",
                (match, user, k),
            )
            expected = [(int(r[0]), float(r[1])) for r in await cur.fetchall()]
            got = await index.lexical(user, match, k)
            # The same scores in order; the same facts except among ties at the cut.
            assert [s for _, s in got] == pytest.approx([s for _, s in expected])
            if expected:
                last = expected[-1][1]
                assert {p for p, s in got if s < last} == {p for p, s in expected if s < last}
            found += len(got)
    assert found > 0
