"""`make demo`: import a sample conversation offline and show recalls with provenance.

Runs on the embedded default: one SQLite file, the bundled offline embedding model, no Redis,
no API key, no network. Usage: ``python examples/demo.py [--db PATH]``.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path

from engram import Engram, Settings

HERE = Path(__file__).resolve().parent
QUESTIONS = [
    ("What is my router's serial number?", None),
    ("Where do I work?", None),
    ("Where did I work in February 2025?", "2025-02-28T23:59:00+00:00"),
    ("Which internet plan tier do I have?", None),
    ("서연 님은 누구예요?", None),
    ("광장시장에서 뭐 먹었지?", None),
    ("What is my blood type?", None),
]


async def main(db: Path) -> None:
    settings = Settings.load(storage={"path": str(db)})
    t0 = time.perf_counter()
    async with Engram.open(settings) as mem:
        print(f"opened {db} (model loaded in {time.perf_counter() - t0:.1f} s)")
        report = await mem.import_jsonl(HERE / "conversation.jsonl", user_id="demo")
        print(
            f"imported {report.added} episodes ({report.duplicates} already present) "
            f"in {report.elapsed_ms:.0f} ms"
        )
        done = await mem.consolidate(user_id="demo")
        print(
            f"consolidated {done.processed} episodes in {done.elapsed_ms:.0f} ms: "
            f"{done.facts_inserted} facts, {done.facts_closed} closed by later ones"
        )
        print("\nfacts now, and closed ones with their validity ranges:")
        for fact in await mem.facts(user_id="demo", include_closed=True):
            start = fact.valid_at.date() if fact.valid_at else "?"
            end = fact.invalid_at.date() if fact.invalid_at else "now"
            print(f"  {start} .. {end}  {fact.text}  [{fact.predicate}]")
        for question, as_of in QUESTIONS:
            result = await mem.recall(question, user_id="demo", as_of=as_of, k=2)
            when = f" (as of {as_of})" if as_of else ""
            print(f"\nQ: {question}{when}  [{result.timings_ms['total']:.0f} ms]")
            if result.abstained:
                print(f"   abstained: {result.reason}")
                continue
            for fact_item in result.facts:
                f = fact_item.fact
                ranks = ", ".join(f"{c}#{r}" for c, r in sorted(fact_item.channel_ranks.items()))
                end = f.invalid_at.date() if f.invalid_at else "now"
                print(f"   fact {fact_item.score:.4f} [{ranks}] {f.text} ({f.valid_at:%Y-%m-%d} .. {end})")
                print(f"          provenance: {f.id} from episodes {', '.join(f.source_episode_ids)}")
            for item in result.episodes:
                ep = item.episode
                ranks = ", ".join(f"{c}#{r}" for c, r in sorted(item.channel_ranks.items()))
                print(f"   {item.score:.4f} [{ranks}] {ep.reference_time:%Y-%m-%d} {ep.content}")
                print(f"          provenance: episode {ep.id}, session {ep.session_id}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--db", type=Path, help="database file (default: a fresh temporary one)")
    args = parser.parse_args()
    if args.db:
        asyncio.run(main(args.db))
    else:
        with tempfile.TemporaryDirectory(prefix="engram-demo-") as tmp:
            asyncio.run(main(Path(tmp) / "demo.db"))
