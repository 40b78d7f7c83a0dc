"""Export -> import into an empty database -> consolidate reproduces the same facts; history."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import engram
from consolidator.types import SELF, Claim
from engram.embedding import HashEmbedder
from tests.conftest import REPO
from tests.consolidator.fakes import ScriptedExtractor

SCRIPT = {
    "I live in Lisbon.": [Claim(SELF, "lives_in", "Lisbon", "user lives in Lisbon")],
    "I moved to Porto.": [Claim(SELF, "moved_to", "Porto", "user lives in Porto")],
    "박서연 님은 제 팀장님이에요.": [Claim("박서연", "works_with", SELF, "박서연 works with the user")],
    "서연 님이 오늘 서울로 이사했어요.": [Claim("서연", "lives_in", "서울", "박서연 lives in Seoul")],
}


def _key(f: dict[str, Any]) -> tuple[Any, ...]:
    return tuple(f[k] for k in ("subject", "predicate", "object", "text", "valid_at", "invalid_at", "status"))


async def _roundtrip(tmp_path: Path, embedder: HashEmbedder, extractor: Any, lines: list[str]) -> None:
    first = engram.Settings.load(storage={"path": str(tmp_path / "a.db")}, embedding={"backend": "hash"})
    second = engram.Settings.load(storage={"path": str(tmp_path / "b.db")}, embedding={"backend": "hash"})
    export = tmp_path / "export.jsonl"
    async with engram.Engram.open(first, embedder=embedder, extractor=extractor) as mem:
        await mem.import_lines(lines, user_id="u")
        await mem.consolidate(user_id="u")
        before = [f.to_dict() for f in await mem.facts(user_id="u", include_closed=True)]
        lines_out = [json.dumps(e, ensure_ascii=False) + "\n" async for e in mem.export(user_id="u")]
        export.write_text("".join(lines_out), encoding="utf-8")
        versions = [v async for v in mem.export(user_id="u", facts=True)]
    assert before, "the fixture must produce facts"
    assert {"valid_at", "invalid_at", "created_at", "expired_at", "source_episode_ids"} <= set(versions[0])
    async with engram.Engram.open(second, embedder=embedder, extractor=extractor) as mem:
        report = await mem.import_jsonl(export, user_id="u")
        assert report.added == len(lines)
        await mem.consolidate(user_id="u")
        after = [f.to_dict() for f in await mem.facts(user_id="u", include_closed=True)]
        again = await mem.import_jsonl(export, user_id="u")
        assert again.added == 0  # an export re-imported is idempotent
    assert sorted(map(_key, after)) == sorted(map(_key, before))


async def test_export_import_consolidate_reproduces_the_facts_scripted(
    tmp_path: Path, embedder: HashEmbedder
) -> None:
    times = ["2024-01-10T09:00:00Z", "2024-06-10T09:00:00+01:00", "2025-01-03T09:00:00+09:00",
             "2025-02-03T09:00:00+09:00"]
    lines = [
        json.dumps({"text": text, "reference_time": t, "session_id": "s1", "metadata": {"n": i}})
        for i, (text, t) in enumerate(zip(SCRIPT, times, strict=True))
    ]
    await _roundtrip(tmp_path, embedder, ScriptedExtractor(SCRIPT), lines)


async def test_export_import_consolidate_reproduces_the_facts_with_the_rule_extractor(
    tmp_path: Path, embedder: HashEmbedder
) -> None:
    from consolidator.extract import RuleExtractor

    lines = (REPO / "examples" / "conversation.jsonl").read_text(encoding="utf-8").splitlines()
    await _roundtrip(tmp_path, embedder, RuleExtractor(), lines)


async def test_history_resolves_aliases_and_links_versions_to_sources(
    mem: engram.Engram, settings: engram.Settings, embedder: HashEmbedder
) -> None:
    mem = await engram.Engram.open(settings, embedder=embedder, extractor=ScriptedExtractor(SCRIPT))
    try:
        ids = []
        for text, t in zip(SCRIPT, ["2024-01-10T09:00:00Z", "2024-06-10T09:00:00Z",
                                    "2025-01-03T09:00:00Z", "2025-02-03T09:00:00Z"], strict=True):
            ids.append((await mem.add(text, user_id="u", reference_time=t)).id)
        await mem.consolidate(user_id="u")
        me = (await mem.history(user_id="u", entity="me")).to_dict()
        lisbon = [v for v in me["timeline"] if v["object"] == "Lisbon"]
        assert len(lisbon) == 2  # the open version, retired, and its closed revision
        retired, revised = sorted(lisbon, key=lambda v: v["created_at"])
        assert retired["superseded_by"] == revised["id"] and revised["supersedes"] == retired["id"]
        assert retired["expired_at"] is not None and revised["invalid_at"].startswith("2024-06-10")
        porto = next(v for v in me["timeline"] if v["object"] == "Porto")
        assert revised["invalidated_by"] == porto["id"]
        assert [s["id"] for s in revised["sources"]] == ids[:2]
        assert revised["sources"][0]["content"] == "I live in Lisbon."

        boss = (await mem.history(user_id="u", entity="서연 님")).to_dict()
        assert [e["name"] for e in boss["entities"]] == ["박서연"]
        assert {v["predicate"] for v in boss["timeline"]} == {"works_with", "lives_in"}
        with pytest.raises(engram.NotFoundError):  # another user's entities are not visible
            await mem.history(user_id="other", entity="박서연")
    finally:
        await mem.close()


async def test_two_episodes_alike_in_everything_but_id_survive_export_and_import(
    tmp_path: Path, embedder: HashEmbedder
) -> None:
    # Found by the property tests: "ok" said twice at the same instant in one session were two
    # episodes, but the import derived one idempotency key for both and kept one.
    settings = engram.Settings.load(storage={"path": str(tmp_path / "a.db")}, embedding={"backend": "hash"})
    async with engram.Engram.open(settings, embedder=embedder) as mem:
        for _ in range(2):
            await mem.add("ok", user_id="u", session_id="s", reference_time="2025-01-01T09:00:00Z")
        lines = [json.dumps(e, ensure_ascii=False) async for e in mem.export(user_id="u")]
    other = engram.Settings.load(storage={"path": str(tmp_path / "b.db")}, embedding={"backend": "hash"})
    async with engram.Engram.open(other, embedder=embedder) as mem:
        assert (await mem.import_lines(lines, user_id="u")).added == 2
        assert (await mem.import_lines(lines, user_id="u")).added == 0  # still idempotent
        assert [e.content for e in await mem.episodes(user_id="u")] == ["ok", "ok"]
        # Without ids (a hand-written file), identical lines are one episode, as before.
        bare = [json.dumps({"text": "hi", "reference_time": "2025-01-02T09:00:00Z"})] * 2
        assert (await mem.import_lines(bare, user_id="u")).added == 1
