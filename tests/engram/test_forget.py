"""Forget by episode, session and user: nothing derived survives, other users and facts do (B13, B15)."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

import engram
from consolidator.types import SELF, Claim
from engram.embedding import HashEmbedder
from tests.conftest import traces
from tests.consolidator.fakes import ScriptedExtractor

Opener = Callable[..., Any]


def t(s: str) -> datetime:
    return datetime.fromisoformat(s)


@pytest.fixture
async def open_mem(
    settings: engram.Settings, embedder: HashEmbedder
) -> AsyncIterator[Callable[..., Any]]:
    opened: list[engram.Engram] = []

    async def make(script: Mapping[str, Sequence[Claim]]) -> engram.Engram:
        m = await engram.Engram.open(settings, embedder=embedder, extractor=ScriptedExtractor(script))
        opened.append(m)
        return m

    yield make
    for m in opened:
        await m.close()


B15_SCRIPT = {
    "My colleague Greta and I are planning the Q3 roadmap together.": [
        Claim("Greta", "works_with", SELF, "Greta works with the user"),
        Claim("Greta", "plans", "Q3 roadmap", "Greta plans the Q3 roadmap with the user"),
    ],
    "Between us: Greta is interviewing at Halcyon Bank. She calls it project BLUEHERON.": [
        Claim("Greta", "works_at", "Halcyon Bank", "Greta is interviewing at Halcyon Bank"),
        Claim("Greta", "works_with", SELF, "Greta works with the user"),
    ],
    "Greta presented the roadmap to the board today and it went really well.": [
        Claim("Greta", "presented", "the roadmap", "Greta presented the roadmap to the board"),
    ],
}


async def test_b15_forget_episode_leaves_no_trace_anywhere_and_keeps_the_rest(
    open_mem: Opener, load_case: Callable[[str], dict[str, Any]], db_path: Path
) -> None:
    case = load_case("B15")
    mem = await open_mem(B15_SCRIPT)
    ids = []
    for ep in case["episodes"]:
        stored = await mem.add(ep["text"], user_id=case["user_id"], reference_time=ep["reference_time"])
        ids.append(stored.id)
    await mem.consolidate(user_id=case["user_id"])
    assert any("Halcyon" in f.text for f in await mem.facts(user_id=case["user_id"]))

    receipt = await mem.forget(user_id=case["user_id"], episode_id=ids[1], vacuum=True)

    assert (receipt.scope, receipt.episodes, receipt.vacuumed) == ("episode", 1, True)
    assert receipt.facts_deleted == 1  # works_at Halcyon; works_with keeps its other source
    assert receipt.facts_kept == 1 and receipt.entities == 1  # the orphan Halcyon Bank entity
    assert receipt.vectors >= 2 and receipt.fts_rows >= 2  # episode + fact rows
    assert traces(db_path, ["halcyon", "blueheron", "interview"]) == []

    uid = case["user_id"]
    now = await mem.facts(user_id=uid, as_of="2025-04-10T12:00:00+02:00")
    assert {f.predicate for f in now} == {"works_with", "plans", "presented"}
    assert all(ids[1] not in f.source_episode_ids for f in now)
    past = await mem.facts(user_id=uid, as_of="2025-04-04T12:00:00+02:00", include_closed=True)
    assert not any("Halcyon" in f.text for f in past)
    greta = await mem.history(user_id=uid, entity="Greta")
    assert "Halcyon" not in str(greta.to_dict()) and "roadmap" in str(greta.to_dict())
    with pytest.raises(engram.NotFoundError):
        await mem.history(user_id=uid, entity="Halcyon Bank")
    canary = await mem.recall("BLUEHERON", user_id=uid, as_of="2025-04-10T12:00:00+02:00")
    assert canary.abstained and canary.facts == () and canary.episodes == ()


B13_SCRIPT = {
    "I'm allergic to penicillin, found out the hard way.": [
        Claim(SELF, "allergic_to", "penicillin", "user is allergic to penicillin")
    ],
    "My library card number is 77-4471, I keep forgetting it.": [
        Claim(SELF, "library_card", "77-4471", "user's library card number is 77-4471")
    ],
    "I'm allergic to peanuts.": [Claim(SELF, "allergic_to", "peanuts", "user is allergic to peanuts")],
    "My dog is called Fjord and he's a border collie.": [
        Claim(SELF, "has_pet", "Fjord", "user has a dog named Fjord")
    ],
}


async def test_b13_forget_user_rejects_empty_scope_and_leaves_the_other_user_whole(
    open_mem: Opener, load_case: Callable[[str], dict[str, Any]], db_path: Path
) -> None:
    case = load_case("B13")
    mem = await open_mem(B13_SCRIPT)
    for ep in case["episodes"]:
        await mem.add(ep["text"], user_id=ep["user_id"], reference_time=ep["reference_time"])
    for user in ("u_b13_kaito", "u_b13_ola"):
        await mem.consolidate(user_id=user)
    before = traces(db_path, ["penicillin", "peanut"])

    for bad in ("", " ", None):
        with pytest.raises(engram.InvalidUserError):
            await mem.forget(user_id=bad)  # type: ignore[arg-type]
    assert traces(db_path, ["penicillin", "peanut"]) == before  # nothing of either user deleted

    receipt = await mem.forget(user_id="u_b13_kaito", vacuum=True)
    assert (receipt.scope, receipt.episodes, receipt.facts_deleted) == ("user", 2, 2)
    assert traces(db_path, ["penicillin", "4471", "u_b13_kaito"]) == []
    assert await mem.episodes(user_id="u_b13_kaito") == []
    for query in ("What am I allergic to?", "77-4471"):
        result = await mem.recall(query, user_id="u_b13_kaito", as_of="2025-03-01T12:00:00Z")
        assert result.abstained and result.facts == () and result.episodes == ()

    ola = await mem.facts(user_id="u_b13_ola", as_of="2025-03-01T12:00:00Z")
    assert sorted(f.object for f in ola) == ["Fjord", "peanuts"]
    assert len(await mem.episodes(user_id="u_b13_ola")) == 2


HOMES = {
    "I live in Lisbon.": [Claim(SELF, "lives_in", "Lisbon", "user lives in Lisbon")],
    "I moved to Porto.": [Claim(SELF, "moved_to", "Porto", "user lives in Porto")],
    "I moved to Braga.": [Claim(SELF, "moved_to", "Braga", "user lives in Braga")],
}


async def _homes(mem: engram.Engram) -> list[str]:
    ids = []
    for text, when in zip(
        HOMES, ("2024-01-10T09:00:00Z", "2024-06-10T09:00:00Z", "2025-01-10T09:00:00Z"), strict=True
    ):
        ids.append((await mem.add(text, user_id="u", reference_time=when)).id)
    await mem.consolidate(user_id="u")
    return ids


def _ranges(facts: list[engram.Fact]) -> list[tuple[str, str | None, str | None]]:
    return sorted(
        (
            f.object,
            f.valid_at.date().isoformat() if f.valid_at else None,
            f.invalid_at.date().isoformat() if f.invalid_at else None,
        )
        for f in facts
    )


async def test_forgetting_the_move_that_closed_a_home_reopens_it_until_the_next_move(
    open_mem: Opener,
) -> None:
    mem = await open_mem(HOMES)
    ids = await _homes(mem)
    receipt = await mem.forget(user_id="u", episode_id=ids[1])  # "I moved to Porto."
    assert receipt.facts_deleted >= 1 and receipt.facts_reopened == 1
    believed = await mem.facts(user_id="u", include_closed=True)
    assert _ranges(believed) == [("Braga", "2025-01-10", None), ("Lisbon", "2024-01-10", "2025-01-10")]
    lisbon = next(f for f in believed if f.object == "Lisbon")
    assert lisbon.source_episode_ids == (ids[0], ids[2])  # closed by Braga now
    # As if Porto was never said: at no system time did Engram believe it.
    history = await mem.history(user_id="u", entity="me")
    assert "Porto" not in str(history.to_dict())


async def test_forgetting_the_latest_move_reopens_the_previous_home(open_mem: Opener) -> None:
    mem = await open_mem(HOMES)
    ids = await _homes(mem)
    await mem.forget(user_id="u", episode_id=ids[2])
    believed = await mem.facts(user_id="u", include_closed=True)
    assert _ranges(believed) == [("Lisbon", "2024-01-10", "2024-06-10"), ("Porto", "2024-06-10", None)]
    assert [f.object for f in await mem.facts(user_id="u")] == ["Porto"]


async def test_a_fact_other_episodes_support_stays_minus_the_forgotten_source(
    open_mem: Opener,
) -> None:
    dog = [Claim(SELF, "has_pet", "Fjord", "user has a dog named Fjord")]
    mem = await open_mem({"My dog is Fjord.": dog, "Fjord chewed my shoe, that dog!": dog})
    first = await mem.add("My dog is Fjord.", user_id="u", reference_time="2025-01-01T09:00:00Z")
    second = await mem.add("Fjord chewed my shoe, that dog!", user_id="u", reference_time="2025-01-02T09:00:00Z")
    await mem.consolidate(user_id="u")
    receipt = await mem.forget(user_id="u", episode_id=first.id)
    assert (receipt.facts_deleted, receipt.facts_kept, receipt.fact_sources) == (0, 1, 1)
    (fact,) = await mem.facts(user_id="u")
    assert fact.source_episode_ids == (second.id,)


async def test_forget_session_removes_its_episodes_and_summary_only(
    open_mem: Opener, query: Callable[..., list[tuple[Any, ...]]]
) -> None:
    mem = await open_mem({})
    kept = await mem.add("keep me", user_id="u", session_id="s1", reference_time="2025-01-01T09:00:00Z")
    await mem.add("drop me", user_id="u", session_id="s2", reference_time="2025-01-01T10:00:00Z")
    await mem.add("drop me too", user_id="u", session_id="s2", reference_time="2025-01-01T11:00:00Z")
    await mem.add("other user", user_id="v", session_id="s2", reference_time="2025-01-01T11:00:00Z")
    query(
        "INSERT INTO session_summaries(user_id, session_id, summary, updated_at) VALUES "
        "('u', 's2', 'drop me summary', '2025'), ('u', 's1', 'keep', '2025'), ('v', 's2', 'v', '2025')"
    )
    receipt = await mem.forget(user_id="u", session_id="s2")
    assert (receipt.scope, receipt.episodes, receipt.summaries, receipt.consolidation_rows) == (
        "session", 2, 1, 2
    )
    assert [e.id for e in await mem.episodes(user_id="u")] == [kept.id]
    assert len(await mem.episodes(user_id="v")) == 1
    assert sorted(query("SELECT user_id, session_id FROM session_summaries")) == [("u", "s1"), ("v", "s2")]


async def test_forget_rejects_two_scopes_and_ignores_other_users_ids(open_mem: Opener) -> None:
    mem = await open_mem({})
    theirs = await mem.add("not yours", user_id="owner", reference_time="2025-01-01T09:00:00Z")
    with pytest.raises(engram.ValidationError) as err:
        await mem.forget(user_id="u", episode_id=theirs.id, session_id="s")
    assert err.value.field == "episode_id"
    receipt = await mem.forget(user_id="intruder", episode_id=theirs.id)
    assert receipt.episodes == 0 and receipt.facts_deleted == 0
    assert [e.id for e in await mem.episodes(user_id="owner")] == [theirs.id]


class _ForgetsWhileExtracting(ScriptedExtractor):
    """Forgets the episode it is extracting, as a user's forget would land mid-consolidation."""

    mem: engram.Engram | None = None

    async def extract(self, episode: Any, context: list[Any]) -> list[Claim]:
        claims = await super().extract(episode, context)
        if self.mem is not None and episode.text.startswith("Secret"):
            await self.mem.forget(user_id="u", episode_id=episode.id)
        return claims


async def test_an_episode_forgotten_while_it_is_being_consolidated_leaves_no_fact(
    settings: engram.Settings,
    embedder: HashEmbedder,
    db_path: Path,
    query: Any,
    caplog: pytest.LogCaptureFixture,
) -> None:
    extractor = _ForgetsWhileExtracting({
        "I live in Leeds.": [Claim(SELF, "lives_in", "Leeds", "user lives in Leeds")],
        "Secret: I moved to Halcyon Street.": [
            Claim(SELF, "lives_in", "Halcyon Street", "user lives in Halcyon Street"),
            Claim("Greta", "works_with", SELF, "Greta works with the user"),
        ],
        "I adopted a cat.": [Claim(SELF, "has_pet", "cat", "user has a cat")],
    })
    mem = await engram.Engram.open(settings, embedder=embedder, extractor=extractor)
    extractor.mem = mem
    try:
        await mem.add("I live in Leeds.", user_id="u", reference_time="2025-01-10T09:00:00+00:00")
        await mem.add("Secret: I moved to Halcyon Street.", user_id="u",
                      reference_time="2025-02-10T09:00:00+00:00")
        await mem.add("I adopted a cat.", user_id="u", reference_time="2025-03-10T09:00:00+00:00")
        await mem.consolidate(user_id="u")
        facts = await mem.facts(user_id="u", include_closed=True)
        # Nothing of the forgotten episode, and Leeds is not closed by it.
        assert sorted((f.object, f.invalid_at) for f in facts) == [("Leeds", None), ("cat", None)]
        assert traces(db_path, ["Halcyon", "Greta"]) == []
        assert query("SELECT count(*) FROM consolidation_state WHERE status != 'done'") == [(0,)]
        # Skipped as forgotten, not charged as a failed attempt.
        assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []
    finally:
        await mem.close()
