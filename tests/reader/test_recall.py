"""The reader over episodes: dense + lexical channels, RRF, as-of / known-at filters, abstention."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta, timezone

import pytest

import engram
from engram.errors import ValidationError

USER = "u_recall"


async def test_recall_returns_fused_channels_and_provenance(mem: engram.Engram) -> None:
    target = await mem.add(
        "My passport is in the blue drawer.",
        user_id=USER,
        reference_time="2025-03-01T10:00:00+09:00",
        session_id="s1",
    )
    await mem.add(
        "We had pasta for dinner.", user_id=USER, reference_time="2025-03-02T10:00:00+09:00"
    )
    result = await mem.recall("where is my passport", user_id=USER)
    assert not result.abstained and result.reason is None
    top = result.episodes[0]
    assert top.episode.id == target.id
    assert top.channel_ranks["dense"] == 1 and top.channel_ranks["lexical"] == 1
    # RRF: each channel that ranked it adds weight / (k + rank), k and weights as configured.
    cfg = mem.settings.recall
    weights = {"dense": cfg.weight_dense, "lexical": cfg.weight_lexical,
               "graph": cfg.weight_graph, "recency": cfg.weight_recency}  # fmt: skip
    expected = sum(weights[c] / (cfg.rrf_k + r) for c, r in top.channel_ranks.items())
    assert top.score == pytest.approx(round(expected, 6))
    assert f"[{target.id}]" in result.context
    assert "[2025-03-01T10:00+09:00] user: My passport is in the blue drawer." in result.context
    assert set(result.timings_ms) >= {"dense", "lexical", "total"}
    as_dict = result.to_dict()
    assert {"abstained", "context", "facts", "episodes", "timings_ms"} <= set(as_dict)
    assert {"id", "content", "reference_time", "session_id", "metadata", "score"} <= set(
        as_dict["episodes"][0]
    )


async def test_recall_k_limits_the_results(mem: engram.Engram) -> None:
    for i in range(5):
        await mem.add(
            f"gym session number {i}", user_id=USER, reference_time=f"2025-03-0{i + 1}T10:00:00Z"
        )
    assert len((await mem.recall("gym session", user_id=USER, k=2)).episodes) == 2
    assert len((await mem.recall("gym session", user_id=USER)).episodes) == 5
    with pytest.raises(ValidationError) as info:
        await mem.recall("gym session", user_id=USER, k=0)
    assert info.value.field == "k"


async def test_recall_as_of_excludes_episodes_said_later(mem: engram.Engram) -> None:
    early = await mem.add(
        "I live in Seoul near the river.", user_id=USER, reference_time="2025-03-01T10:00:00+09:00"
    )
    late = await mem.add(
        "I live in Busan near the sea.", user_id=USER, reference_time="2025-03-10T10:00:00+09:00"
    )
    everything = await mem.recall("where do I live", user_id=USER)
    assert {e.episode.id for e in everything.episodes} == {early.id, late.id}

    before = await mem.recall("where do I live", user_id=USER, as_of="2025-03-05T00:00:00+09:00")
    assert [e.episode.id for e in before.episodes] == [early.id]
    assert {"dense", "lexical"} <= set(before.episodes[0].channel_ranks)
    assert "Busan" not in before.context
    # Inclusive bound, compared as instants: 01:00Z is 10:00+09:00.
    exact = await mem.recall("where do I live", user_id=USER, as_of="2025-03-10T01:00:00Z")
    assert {e.episode.id for e in exact.episodes} == {early.id, late.id}
    nothing = await mem.recall("where do I live", user_id=USER, as_of="2025-02-01T00:00:00Z")
    assert nothing.abstained and nothing.episodes == ()


async def test_recall_known_at_excludes_episodes_stored_later(mem: engram.Engram) -> None:
    first = await mem.add(
        "The wifi password is swordfish.", user_id=USER, reference_time="2025-03-01T10:00:00Z"
    )
    await asyncio.sleep(0.01)
    known_at = datetime.now(UTC)
    await asyncio.sleep(0.01)
    # Said earlier, but only stored after known_at: invisible to that view.
    second = await mem.add(
        "The wifi password changed to marlin.", user_id=USER, reference_time="2025-02-01T10:00:00Z"
    )
    assert second.created_at > known_at >= first.created_at

    then = await mem.recall("wifi password", user_id=USER, known_at=known_at)
    assert [e.episode.id for e in then.episodes] == [first.id]
    assert {"dense", "lexical"} <= set(then.episodes[0].channel_ranks)
    now = await mem.recall("wifi password", user_id=USER)
    assert {e.episode.id for e in now.episodes} == {first.id, second.id}
    earlier = await mem.recall(
        "wifi password", user_id=USER, known_at=first.created_at - timedelta(seconds=1)
    )
    assert earlier.abstained


async def test_recall_abstains_when_nothing_matches(mem: engram.Engram) -> None:
    await mem.add(
        "My passport is in the blue drawer.", user_id=USER, reference_time="2025-03-01T10:00:00Z"
    )
    result = await mem.recall("quantum chromodynamics lecture", user_id=USER)
    assert result.abstained
    assert "weak evidence" in (result.reason or "")
    assert result.episodes == () and result.context == ""


@pytest.mark.parametrize("query", ["", "   ", None])
async def test_recall_rejects_an_empty_query(mem: engram.Engram, query: str | None) -> None:
    with pytest.raises(ValidationError) as info:
        await mem.recall(query, user_id=USER)  # type: ignore[arg-type]
    assert info.value.field == "query"


async def test_recall_on_an_empty_memory_abstains(mem: engram.Engram) -> None:
    result = await mem.recall("anything at all", user_id="nobody")
    assert result.abstained and result.episodes == ()


async def test_recall_does_not_repeat_the_same_raw_text(mem: engram.Engram) -> None:
    """A client's retry stored twice is one piece of evidence, not two results."""
    text = "My sister Beatriz works at ESA in Darmstadt."
    for _ in range(2):
        await mem.add(text, user_id="u", reference_time="2025-02-01T10:00:00Z")
    await mem.add("Beatriz says ESA is hiring.", user_id="u", reference_time="2025-02-02T10:00:00Z")
    result = await mem.recall("Where does Beatriz work? ESA", user_id="u")
    contents = [e.episode.content for e in result.episodes]
    assert contents.count(text) == 1
    assert len(contents) == len(set(contents))


async def test_recall_includes_an_upcoming_plan_already_said(mem: engram.Engram) -> None:
    """An event planned for after as_of, said before it, answers 'when is ...?'; a planned
    move (functional) does not stand next to the current home."""
    await mem.add("I live in Leipzig.", user_id="u", reference_time="2025-03-01T10:00:00+01:00")
    await mem.add(
        "Tomorrow is the follow-up at the dentist.",
        user_id="u",
        reference_time="2025-03-13T20:00:00+01:00",
    )
    await mem.consolidate(user_id="u")
    facts = await mem.facts(user_id="u", as_of="2025-03-20T00:00:00+01:00")
    assert any("dentist" in f.text for f in facts), "precondition: the extractor made the fact"
    result = await mem.recall(
        "When is my dentist follow-up?", user_id="u", as_of="2025-03-13T21:00:00+01:00"
    )
    assert any("dentist" in sf.fact.text for sf in result.facts)
    before = await mem.recall(
        "When is my dentist follow-up?", user_id="u", as_of="2025-03-10T12:00:00+01:00"
    )
    assert not any("dentist" in sf.fact.text for sf in before.facts), "not yet said then"


async def test_a_fact_dated_on_the_first_day_of_the_calendar_shows_in_any_offset(
    mem: engram.Engram,
) -> None:
    # Found by the property tests: 0001-01-01T00:00Z read in the user's -00:00:01 offset is in
    # year 0, and assembling the context raised OverflowError; that date is shown in UTC instead.
    await mem.add("I live in Lisbon.", user_id="u", reference_time="0001-01-01T00:00:00Z")
    await mem.consolidate(user_id="u")
    as_of = datetime(1, 1, 1, 0, 0, 5, tzinfo=timezone(-timedelta(seconds=1)))
    result = await mem.recall("where do I live in Lisbon?", user_id="u", as_of=as_of)
    assert not result.abstained, result.reason
    assert "User lives in Lisbon (0001-01-01 - present)" in result.context


async def _dialogue(mem: engram.Engram, turns: list[str], session: str, day: str) -> list[str]:
    ids = []
    for i, text in enumerate(turns):
        ep = await mem.add(text, user_id=USER, session_id=session,
                           reference_time=f"{day}T10:00:{i:02d}Z")  # fmt: skip
        ids.append(ep.id)
    return ids


async def test_the_reply_after_the_matching_turn_is_returned_with_it(mem: engram.Engram) -> None:
    # The question's words are in the question turn; the answer is the reply after it, which
    # shares no word with the query: adjacent-turn expansion brings it in.
    ids = await _dialogue(mem, [
        "Melanie: what did you research for the adoption agencies?",
        "Caroline: mostly which ones welcome single parents, honestly.",
        "Melanie: that sounds lovely.",
    ], "s1", "2025-03-01")  # fmt: skip
    await _dialogue(mem, [f"Melanie: unrelated chatter number {i}" for i in range(6)],
                    "s2", "2025-04-01")  # fmt: skip
    result = await mem.recall("What did Caroline research about adoption agencies?", user_id=USER)
    got = [e.episode.id for e in result.episodes]
    assert got[0] == ids[0]
    assert ids[1] in got[:3]
    reply = next(e for e in result.episodes if e.episode.id == ids[1])
    assert reply.channel_ranks.get("neighbour") == 1
    assert "neighbours" in result.timings_ms
    off = mem.settings.model_copy(update={
        "recall": mem.settings.recall.model_copy(update={"neighbour_weight": 0.0})})  # fmt: skip
    mem.reader.settings = off
    plain = await mem.recall("What did Caroline research about adoption agencies?", user_id=USER)
    assert all("neighbour" not in e.channel_ranks for e in plain.episodes)


async def test_neighbours_said_after_the_as_of_time_stay_out(mem: engram.Engram) -> None:
    ids = await _dialogue(mem, [
        "Caroline: I finally picked the adoption agency today.",
        "Melanie: which one did you pick?",
    ], "s1", "2025-03-01")  # fmt: skip
    # The question turn (10:00:01) is after the as-of time: its neighbour must not bring it in.
    result = await mem.recall("adoption agency", user_id=USER, as_of="2025-03-01T10:00:00Z")
    got = [e.episode.id for e in result.episodes]
    assert got == [ids[0]]


async def test_neighbours_stay_inside_their_session(mem: engram.Engram) -> None:
    first = await _dialogue(mem, ["Caroline: the adoption agency called me back."], "s1",
                            "2025-03-01")  # fmt: skip
    other = await _dialogue(mem, ["Melanie: good morning, how was the weekend?"], "s2",
                            "2025-03-01")  # fmt: skip
    result = await mem.recall("adoption agency", user_id=USER)
    got = [e.episode.id for e in result.episodes]
    assert got[0] == first[0]
    assert all("neighbour" not in e.channel_ranks for e in result.episodes if e.episode.id in other)


async def test_session_neighbours_are_nearest_first_on_each_side_and_as_of_filtered(
    mem: engram.Engram,
) -> None:
    from reader.index import FactIndex

    ids = await _dialogue(mem, [f"turn {i}" for i in range(5)], "s1", "2025-03-01")
    await _dialogue(mem, ["another session"], "s2", "2025-03-01")
    eps = {e.id: pk for pk, e in (await mem.episode_store.get_many(USER, range(1, 20))).items()}
    pk = [eps[i] for i in ids]
    index = FactIndex(mem.episode_store.db.reader)
    near = await index.session_neighbours(USER, [pk[2]], 2)
    assert near == {pk[2]: [pk[3], pk[4], pk[1], pk[0]]}
    cut = datetime(2025, 3, 1, 10, 0, 3, tzinfo=UTC)
    assert await index.session_neighbours(USER, [pk[2]], 1, reference_before=cut) == {
        pk[2]: [pk[3], pk[1]]
    }
    assert await index.session_neighbours(USER, [pk[2]], 2, reference_before=cut) == {
        pk[2]: [pk[3], pk[1], pk[0]]
    }


def _with_recall(mem: engram.Engram, **update: object) -> None:
    cfg = mem.settings.recall.model_copy(update=update)
    mem.reader.settings = mem.settings.model_copy(update={"recall": cfg})


async def test_a_question_about_one_speaker_prefers_what_that_speaker_said(
    mem: engram.Engram,
) -> None:
    # Caroline's question repeats the query's words; Melanie's reply is what was asked about.
    asked = await mem.add("Caroline: Melanie, what did you paint at the pottery class?",
                          user_id=USER, session_id="s1", reference_time="2025-04-01T10:00:00Z",
                          metadata={"speaker_name": "Caroline"})  # fmt: skip
    told = await mem.add("Melanie: I painted a bowl there.",
                         user_id=USER, session_id="s2", reference_time="2025-03-01T10:00:00Z",
                         metadata={"speaker_name": "Melanie"})  # fmt: skip
    _with_recall(mem, other_speaker_factor=1.0)
    plain = await mem.recall("What did Melanie paint at the pottery class?", user_id=USER)
    assert [e.episode.id for e in plain.episodes] == [asked.id, told.id]
    _with_recall(mem, other_speaker_factor=0.5)
    result = await mem.recall("What did Melanie paint at the pottery class?", user_id=USER)
    assert [e.episode.id for e in result.episodes] == [told.id, asked.id]
    by = {e.episode.id: e for e in plain.episodes}
    assert result.episodes[1].score == pytest.approx(round(by[asked.id].score * 0.5, 6))
    # A question naming both (or neither) is left as fused.
    both = await mem.recall("What did Caroline ask Melanie about the pottery class?", user_id=USER)
    assert both.episodes[0].episode.id == asked.id


async def test_episodes_said_in_the_window_the_question_names_are_fused_as_a_list(
    mem: engram.Engram,
) -> None:
    then = await mem.add("We went to the beach.", user_id=USER,
                         reference_time="2023-02-01T10:00:00Z")  # fmt: skip
    later = await mem.add("We went to the beach again, the beach was lovely.", user_id=USER,
                          reference_time="2023-06-01T10:00:00Z")  # fmt: skip
    query = "Where did we go to the beach on 1 February, 2023?"
    _with_recall(mem, weight_window=0.0)
    plain = await mem.recall(query, user_id=USER)
    assert plain.episodes[0].episode.id == later.id
    assert "window" not in plain.timings_ms
    _with_recall(mem, weight_window=1.0, window_slack_days=7.0)
    result = await mem.recall(query, user_id=USER)
    assert [e.episode.id for e in result.episodes] == [then.id, later.id]
    assert result.episodes[0].channel_ranks["window"] == 1
    assert "window" not in result.episodes[1].channel_ranks
    # The slack: told within a week after the window counts, later does not.
    told = await mem.add("That beach trip was lovely.", user_id=USER,
                         reference_time="2023-02-06T10:00:00Z")  # fmt: skip
    again = await mem.recall(query, user_id=USER)
    ranks = {e.episode.id: e.channel_ranks for e in again.episodes}
    assert "window" in ranks[told.id] and "window" not in ranks[later.id]
