"""``status``: queue depth, episode counts by state, last errors, sizes, versions."""

from __future__ import annotations

import engram
from consolidator.types import SELF, Claim
from engram.embedding import HashEmbedder
from tests.consolidator.fakes import ScriptedExtractor


async def test_status_counts_states_and_reports_the_last_errors(
    settings: engram.Settings, embedder: HashEmbedder
) -> None:
    script = {"I live in Oslo.": [Claim(SELF, "lives_in", "Oslo", "user lives in Oslo")]}
    tuned = settings.model_copy(
        update={"consolidation": settings.consolidation.model_copy(
            update={"max_attempts": 1, "retry_backoff_s": 0.0})}
    )
    extractor = ScriptedExtractor(script, fail=["this one breaks"])
    async with engram.Engram.open(tuned, embedder=embedder, extractor=extractor) as mem:
        await mem.add("I live in Oslo.", user_id="u", reference_time="2025-01-01T09:00:00Z")
        broken = await mem.add("this one breaks", user_id="u", reference_time="2025-01-02T09:00:00Z")
        await mem.add("later", user_id="other", reference_time="2025-01-03T09:00:00Z")
        before = await mem.status()
        assert before["episodes"] == {"total": 3, "pending": 3, "processing": 0, "done": 0, "failed": 0}
        assert before["queue"] == {"backend": "inprocess", "depth": 3, "users_waiting": 2}
        await mem.consolidate(user_id="u")
        mine = await mem.status(user_id="u")
        assert mine["episodes"] == {"total": 2, "pending": 0, "processing": 0, "done": 1, "failed": 1}
        assert mine["facts"] == {"versions": 1, "believed": 1}
        (error,) = mine["last_errors"]
        assert error["episode_id"] == broken.id and error["status"] == "failed"
        assert error["error"].startswith("RuntimeError: injected extractor failure")
        assert mine["database"]["db"] > 0 and mine["daemon"] is None
        versions = mine["versions"]
        assert versions["schema"] == versions["schema_known"] == "0005_fact_text"
        assert (versions["embedding_model"], versions["embedding_dim"]) == ("hash-384", 384)
        assert (await mem.status(user_id="other"))["last_errors"] == []
