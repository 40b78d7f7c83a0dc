"""The reader's look-ups by primary key use the primary key, whatever else their WHERE names.

SQLite's planner, left to itself, answers ``WHERE user_id = ? AND pk IN (...)`` by walking the
user's index (every episode of the user) and testing each pk: 10 ms a recall at 100k episodes,
where the rowid look-ups take 0.03 ms. The plan does not depend on the table's size (no ANALYZE
statistics are kept), so a small memory shows it. Every statement a recall issues is traced and
each one that looks rows up by a list of pks is explained.
"""

from __future__ import annotations

import re
from pathlib import Path

import engram
from tests.conftest import connect_raw

USER = "u_plans"

#: ``<table> ... WHERE ... pk IN (``: a look-up of ``table`` by a list of its primary keys.
_PK_LIST = re.compile(
    r"\bFROM\s+(episodes|facts)\b(?:\s+(?!WHERE\b)(\w+))?\s+WHERE\b.*?\b(?:\w+\.)?pk\s+IN\s*\("
)


async def _traced_recalls(mem: engram.Engram, queries: list[str]) -> list[str]:
    statements: list[str] = []
    conns = {id(c): c for c in (mem.db.reader, mem.db.vector_reader)}
    for conn in conns.values():
        await conn.set_trace_callback(statements.append)
    try:
        for q in queries:
            await mem.recall(q, user_id=USER)
    finally:
        for conn in conns.values():
            await conn.set_trace_callback(None)  # type: ignore[arg-type]  # None clears it
    return statements


async def test_recall_looks_up_pk_lists_by_rowid(mem: engram.Engram) -> None:
    for i in range(40):
        await mem.add(
            f"Day {i}: I walked the dog Pepper in the park and moved my desk at Acme.",
            user_id=USER,
            reference_time=f"2025-03-{1 + i % 28:02d}T{8 + i // 28:02d}:00:00Z",
            session_id=f"s{i // 10}",
        )
    await mem.add("We had pasta.", user_id="someone_else", reference_time="2025-03-02T10:00:00Z")
    await mem.consolidate(user_id=USER)
    statements = await _traced_recalls(
        mem, ["where did I walk the dog", "what did I do in March 2025?", "Pepper"]
    )
    lookups = [s for s in dict.fromkeys(statements) if _PK_LIST.search(s)]
    assert lookups, "no look-up by a pk list was traced: the pattern no longer matches the reader"
    raw = connect_raw(Path(mem.settings.storage.path))
    try:
        for sql in lookups:
            found = _PK_LIST.search(sql)
            assert found is not None
            name = found.group(2) or found.group(1)  # the plan names the alias when there is one
            plan = " | ".join(str(r[3]) for r in raw.execute(f"EXPLAIN QUERY PLAN {sql}"))
            assert re.search(rf"SEARCH {name}\b[^|]*INTEGER PRIMARY KEY", plan), (sql, plan)
    finally:
        raw.close()
