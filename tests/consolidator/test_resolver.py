"""Conflict resolution through the whole consolidation job, with a scripted extractor."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import engram
from consolidator.types import REVISES_PLAN, SELF, UNNAMED_END, Claim
from engram.embedding import HashEmbedder
from engram.errors import EmbeddingError
from tests.consolidator.fakes import ScriptedExtractor

Opener = Callable[..., Any]


def t(s: str) -> datetime:
    return datetime.fromisoformat(s)


@pytest.fixture
async def open_mem(
    settings: engram.Settings, embedder: HashEmbedder
) -> AsyncIterator[Callable[..., Any]]:
    opened: list[engram.Engram] = []

    async def make(script: Mapping[str, Sequence[Claim]], fail: Sequence[str] = ()) -> engram.Engram:
        m = await engram.Engram.open(settings, embedder=embedder, extractor=ScriptedExtractor(script, fail))
        opened.append(m)
        return m

    yield make
    for m in opened:
        await m.close()


def objects(facts: list[engram.Fact], predicate: str | None = None) -> list[str]:
    return sorted(f.object for f in facts if predicate is None or f.predicate == predicate)


async def test_functional_move_closes_old_home_at_new_valid_at(open_mem: Opener) -> None:
    mem = await open_mem({
        "I live in Leeds.": [Claim(SELF, "lives_in", "Leeds", "user lives in Leeds")],
        "I moved to York on 1 July.": [
            Claim(SELF, "moved_to", "York", "user lives in York", valid_at=t("2025-07-01T00:00:00+01:00"), precision="day")
        ],
    })
    await mem.add("I live in Leeds.", user_id="u", reference_time="2025-01-10T09:00:00+00:00")
    await mem.add("I moved to York on 1 July.", user_id="u", reference_time="2025-07-03T09:00:00+01:00")
    report = await mem.consolidate(user_id="u")
    assert report.processed == 2 and report.facts_closed == 1
    assert objects(await mem.facts(user_id="u")) == ["York"]
    assert objects(await mem.facts(user_id="u", as_of="2025-03-01T00:00:00+00:00")) == ["Leeds"]
    every = await mem.facts(user_id="u", include_closed=True)
    leeds = next(f for f in every if f.object == "Leeds")
    assert leeds.invalid_at == t("2025-07-01T00:00:00+01:00")
    assert leeds.status == "active" and leeds.expired_at is None


async def test_closed_fact_keeps_audit_trail_and_known_at_shows_old_belief(open_mem: Opener, query: Any) -> None:
    mem = await open_mem({
        "a": [Claim(SELF, "works_at", "Fernbrook", "user works at Fernbrook")],
        "b": [Claim(SELF, "works_at", "Tessellate", "user works at Tessellate")],
    })
    await mem.add("a", user_id="u", reference_time="2025-01-10T09:00:00+00:00")
    await mem.consolidate(user_id="u")
    between = engram.timeutil.utcnow() if hasattr(engram, "timeutil") else None
    from engram.timeutil import utcnow

    between = utcnow()
    await mem.add("b", user_id="u", reference_time="2025-05-01T09:00:00+00:00")
    await mem.consolidate(user_id="u")
    # Believed before the second episode was consolidated: Fernbrook, open-ended.
    old_belief = await mem.facts(user_id="u", known_at=between)
    assert objects(old_belief) == ["Fernbrook"] and old_belief[0].invalid_at is None
    # Nothing deleted: three versions exist (Fernbrook open [retired], Fernbrook closed, Tessellate).
    rows = query("SELECT object, status, expired_at IS NOT NULL, superseded_by_pk FROM facts ORDER BY pk")
    assert len(rows) == 3
    retired = [r for r in rows if r[1] == "superseded"]
    assert len(retired) == 1 and retired[0][2] == 1 and retired[0][3] is not None


async def test_new_pet_and_new_hobby_do_not_close_old_ones(open_mem: Opener) -> None:
    mem = await open_mem({
        "p1": [Claim(SELF, "has_pet", "Waffles", "user has a Maltese, Waffles")],
        "p2": [Claim(SELF, "adopted", "Biscuit", "user adopted Biscuit")],
        "h1": [Claim(SELF, "hobby", "inline skating", "user does inline skating")],
        "h2": [Claim(SELF, "hobby", "swing dancing", "user started swing dancing")],
    })
    for i, text in enumerate(["p1", "h1", "p2", "h2"]):
        await mem.add(text, user_id="u", reference_time=f"2025-0{i + 1}-05T09:00:00+00:00")
    await mem.consolidate(user_id="u")
    current = await mem.facts(user_id="u")
    assert objects(current, "has_pet") == ["Biscuit", "Waffles"]
    assert objects(current, "hobby") == ["inline skating", "swing dancing"]


async def test_started_climbing_never_closes_home_or_job(open_mem: Opener) -> None:
    """Contradiction candidates are scoped to subject + predicate (the peer's unscoped-search bug)."""
    mem = await open_mem({
        "home": [Claim(SELF, "lives_in", "Leeds", "user lives in Leeds")],
        "job": [Claim(SELF, "works_at", "Fernbrook", "user works at Fernbrook")],
        "climb": [Claim(SELF, "hobby", "climbing", "user started climbing")],
        "sister": [Claim("Ilona", "lives_in", "Helsinki", "Ilona lives in Helsinki")],
    })
    for i, text in enumerate(["home", "job", "climb", "sister"]):
        await mem.add(text, user_id="u", reference_time=f"2025-0{i + 1}-05T09:00:00+00:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_closed == 0
    assert objects(await mem.facts(user_id="u")) == ["Fernbrook", "Helsinki", "Leeds", "climbing"]


async def test_planned_quit_keeps_job_valid_until_the_planned_date(open_mem: Opener) -> None:
    mem = await open_mem({
        "job": [Claim(SELF, "works_at", "Larkspur", "user works at Larkspur", valid_at=t("2018-07-01T00:00:00-05:00"))],
        "quit": [Claim(SELF, "works_at", "Larkspur", "user will quit Larkspur", action="end",
                       invalid_at=t("2025-06-30T00:00:00-05:00"), modality="planned")],
        "new": [Claim(SELF, "works_at", "Orchid", "user started at Orchid", valid_at=t("2025-07-01T00:00:00-05:00"))],
    })
    await mem.add("job", user_id="u", reference_time="2025-01-18T22:00:00-05:00")
    await mem.add("quit", user_id="u", reference_time="2025-05-19T10:00:00-05:00")
    await mem.consolidate(user_id="u")
    assert objects(await mem.facts(user_id="u", as_of="2025-06-01T12:00:00-05:00")) == ["Larkspur"]
    assert objects(await mem.facts(user_id="u", as_of="2025-06-30T12:00:00-05:00")) == []
    await mem.add("new", user_id="u", reference_time="2025-07-08T10:00:00-05:00")
    await mem.consolidate(user_id="u")
    assert objects(await mem.facts(user_id="u", as_of="2025-08-01T12:00:00-05:00")) == ["Orchid"]
    every = await mem.facts(user_id="u", include_closed=True)
    assert [f.invalid_at for f in every if f.object == "Larkspur"] == [t("2025-06-30T00:00:00-05:00")]


async def test_backfilled_older_conversation_never_closes_newer_fact(open_mem: Opener) -> None:
    mem = await open_mem({
        "new home": [Claim(SELF, "lives_in", "Busan", "user lives in Busan")],
        "old home": [Claim(SELF, "lives_in", "Daegu", "user lives in Daegu")],
    })
    await mem.add("new home", user_id="u", reference_time="2025-06-01T09:00:00+09:00")
    await mem.consolidate(user_id="u")
    await mem.add("old home", user_id="u", reference_time="2024-02-01T09:00:00+09:00")
    await mem.consolidate(user_id="u")
    assert objects(await mem.facts(user_id="u")) == ["Busan"]
    assert objects(await mem.facts(user_id="u", as_of="2024-06-01T00:00:00+09:00")) == ["Daegu"]
    daegu = next(f for f in await mem.facts(user_id="u", include_closed=True) if f.object == "Daegu")
    assert daegu.invalid_at == t("2025-06-01T09:00:00+09:00")


async def test_retroactive_statement_ends_where_the_later_home_begins(open_mem: Opener) -> None:
    mem = await open_mem({
        "A": [Claim(SELF, "lives_in", "Richmond", "user lives in Richmond", valid_at=t("2025-01-01T00:00:00-05:00"))],
        "C": [Claim(SELF, "lives_in", "Tucson", "user lived in Tucson", valid_at=t("2018-01-01T00:00:00-05:00"),
                    ends_when="Richmond")],
    })
    await mem.add("A", user_id="u", reference_time="2025-01-06T21:00:00-05:00")
    await mem.add("C", user_id="u", reference_time="2025-02-17T09:00:00-05:00")
    await mem.consolidate(user_id="u")
    facts = {f.object: f for f in await mem.facts(user_id="u", include_closed=True)}
    assert facts["Tucson"].invalid_at == t("2025-01-01T00:00:00-05:00")
    assert facts["Richmond"].invalid_at is None


async def test_a_past_home_said_without_its_start_ends_where_the_later_home_begins(open_mem: Opener) -> None:
    # "We lived in Tucson before the move to Richmond", said in February with no year: the home
    # ended on January 1st; its start is unknown (not the day it was said), and Richmond stays open.
    mem = await open_mem({
        "A": [Claim(SELF, "lives_in", "Richmond", "user lives in Richmond", valid_at=t("2025-01-01T00:00:00-05:00"))],
        "C": [Claim(SELF, "lives_in", "Tucson", "user lived in Tucson", ends_when="Richmond")],
    })  # fmt: skip
    await mem.add("A", user_id="u", reference_time="2025-01-06T21:00:00-05:00")
    await mem.add("C", user_id="u", reference_time="2025-02-17T09:00:00-05:00")
    report = await mem.consolidate(user_id="u")
    assert (report.failed, report.facts_unresolved) == (0, 0)
    facts = {f.object: f for f in await mem.facts(user_id="u", include_closed=True)}
    assert facts["Tucson"].invalid_at == t("2025-01-01T00:00:00-05:00")
    assert facts["Tucson"].valid_at is None and facts["Tucson"].status == "active"
    assert facts["Richmond"].invalid_at is None


@pytest.mark.parametrize(
    ("ends_when", "invalid_at"),
    [("Lisbon", None), (None, "2018-01-01T00:00:00+00:00")],
    ids=["ends where a later-known home begins", "ends before it starts"],
)
async def test_self_contradictory_dates_keep_the_claim_unresolved_and_close_nothing(
    open_mem: Opener, ends_when: str | None, invalid_at: str | None
) -> None:
    # Found by the property tests: "Before moving to Lisbon I lived in Porto from 2019." with
    # Lisbon known from 2015 gave Porto [2019, 2015): the CHECK constraint failed and the whole
    # episode failed on every retry.
    mem = await open_mem({
        "A": [Claim(SELF, "lives_in", "Lisbon", "user lives in Lisbon")],
        "C": [Claim(SELF, "lives_in", "Porto", "user lived in Porto",
                    valid_at=t("2019-01-01T00:00:00+00:00"), ends_when=ends_when,
                    invalid_at=t(invalid_at) if invalid_at else None)],
    })  # fmt: skip
    await mem.add("A", user_id="u", reference_time="2015-01-01T00:00:00+00:00")
    await mem.add("C", user_id="u", reference_time="2015-01-01T00:00:00+00:00")
    report = await mem.consolidate(user_id="u")
    assert (report.failed, report.facts_unresolved, report.facts_closed) == (0, 1, 0)
    facts = {f.object: f for f in await mem.facts(user_id="u", include_closed=True)}
    assert facts["Porto"].status == "unresolved" and facts["Porto"].invalid_at is None
    assert facts["Lisbon"].status == "active" and facts["Lisbon"].invalid_at is None


async def test_re_mention_reinforces_and_keeps_original_valid_at(open_mem: Opener) -> None:
    mem = await open_mem({
        "x": [Claim(SELF, "works_at", "Larkspur Media", "user works at Larkspur Media", valid_at=t("2018-07-01T00:00:00+00:00"))],
        "y": [Claim(SELF, "works_at", "Larkspur", "user still works at Larkspur")],
    })
    ep1 = await mem.add("x", user_id="u", reference_time="2025-01-18T22:00:00+00:00")
    ep2 = await mem.add("y", user_id="u", reference_time="2025-04-18T22:00:00+00:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_reinforced == 1
    (fact,) = await mem.facts(user_id="u")
    assert fact.valid_at == t("2018-07-01T00:00:00+00:00")
    assert set(fact.source_episode_ids) == {ep1.id, ep2.id}


async def test_a_start_stated_later_moves_back_a_start_that_was_only_the_reference_time(
    open_mem: Opener, query: Any
) -> None:
    mem = await open_mem({
        "x": [Claim(SELF, "volunteers_as", "Riverside Food Bank", "user volunteers at Riverside Food Bank")],
        "y": [Claim(SELF, "volunteers_as", "Riverside Food Bank", "user volunteers at Riverside Food Bank since 2018",
                    valid_at=t("2018-01-01T00:00:00-05:00"), precision="year")],
        "z": [Claim(SELF, "volunteers_as", "Riverside Food Bank", "user volunteers there since 2020",
                    valid_at=t("2020-01-01T00:00:00-05:00"), precision="year")],
    })  # fmt: skip
    ep1 = await mem.add("x", user_id="u", reference_time="2025-03-10T10:00:00-05:00")
    ep2 = await mem.add("y", user_id="u", reference_time="2025-03-20T10:00:00-05:00")
    await mem.add("z", user_id="u", reference_time="2025-04-20T10:00:00-05:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_restarted == 1 and report.facts_inserted == 1
    (fact,) = await mem.facts(user_id="u")
    # the stated start replaces the default one; a second stated start does not move it again
    assert fact.valid_at == t("2018-01-01T00:00:00-05:00") and fact.invalid_at is None
    assert {ep1.id, ep2.id} <= set(fact.source_episode_ids)
    assert objects(await mem.facts(user_id="u", as_of="2024-06-01T00:00:00+00:00")) == ["Riverside Food Bank"]
    # the first version is kept, expired, for the audit trail
    rows = query("SELECT valid_at, status, expired_at IS NOT NULL FROM facts ORDER BY pk")
    assert len(rows) == 2 and rows[0][1] == "superseded" and rows[0][2] == 1 and rows[1][1] == "active"


async def test_a_stated_end_before_a_default_start_closes_the_fact(open_mem: Opener) -> None:
    mem = await open_mem({
        "x": [Claim(SELF, "volunteers_as", "Harbor House", "user volunteers at Harbor House")],
        "y": [Claim(SELF, "volunteers_as", "Harbor House", "user stopped volunteering at Harbor House",
                    action="end", invalid_at=t("2022-01-01T00:00:00+00:00"), precision="year")],
        "w": [Claim(SELF, "works_at", "Fernbrook", "user works at Fernbrook")],
        "v": [Claim(SELF, "works_at", "Fernbrook", "user left Fernbrook", action="end",
                    invalid_at=t("2026-03-09T00:00:00+00:00"), precision="week")],
    })  # fmt: skip
    await mem.add("x", user_id="u", reference_time="2026-03-10T10:00:00+00:00")
    await mem.add("w", user_id="u", reference_time="2026-03-10T11:00:00+00:00")
    await mem.add("y", user_id="u", reference_time="2026-03-20T10:00:00+00:00")
    await mem.add("v", user_id="u", reference_time="2026-03-20T11:00:00+00:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_closed == 2
    assert await mem.facts(user_id="u") == []  # neither is believed to hold now
    every = await mem.facts(user_id="u", include_closed=True)
    ends = {f.object: (f.valid_at, f.invalid_at) for f in every}
    # the start was only the first mention's day, so it is unknown now; the stated end stands
    assert ends == {"Harbor House": (None, t("2022-01-01T00:00:00+00:00")),
                    "Fernbrook": (None, t("2026-03-09T00:00:00+00:00"))}  # fmt: skip


async def test_a_backfilled_older_end_never_closes_a_newer_default_start(open_mem: Opener) -> None:
    mem = await open_mem({
        "x": [Claim(SELF, "volunteers_as", "Harbor House", "user volunteers at Harbor House")],
        "old": [Claim(SELF, "volunteers_as", "Harbor House", "user stopped volunteering at Harbor House",
                      action="end", invalid_at=t("2019-06-01T00:00:00+00:00"), precision="month")],
    })  # fmt: skip
    await mem.add("x", user_id="u", reference_time="2026-03-10T10:00:00+00:00")
    await mem.consolidate(user_id="u")
    await mem.add("old", user_id="u", reference_time="2019-06-20T10:00:00+00:00")  # imported later
    await mem.consolidate(user_id="u")
    (fact,) = await mem.facts(user_id="u")
    assert fact.object == "Harbor House" and fact.invalid_at is None


async def test_a_later_start_or_a_stated_first_start_is_kept(open_mem: Opener) -> None:
    mem = await open_mem({
        "a": [Claim(SELF, "has_pet", "Miso", "user has a cat Miso", valid_at=t("2019-05-01T00:00:00+00:00"), precision="month")],
        "b": [Claim(SELF, "has_pet", "Miso", "user has had Miso since 2016", valid_at=t("2016-01-01T00:00:00+00:00"), precision="year")],
        "c": [Claim(SELF, "hobby", "climbing", "user climbs")],
        "d": [Claim(SELF, "hobby", "climbing", "user climbs since Monday", valid_at=t("2025-03-03T00:00:00+00:00"), precision="day")],
    })  # fmt: skip
    await mem.add("a", user_id="u", reference_time="2025-01-10T09:00:00+00:00")
    await mem.add("c", user_id="u", reference_time="2025-01-10T10:00:00+00:00")
    await mem.add("b", user_id="u", reference_time="2025-03-05T09:00:00+00:00")
    await mem.add("d", user_id="u", reference_time="2025-03-05T10:00:00+00:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_restarted == 0
    starts = {f.object: f.valid_at for f in await mem.facts(user_id="u")}
    assert starts == {"Miso": t("2019-05-01T00:00:00+00:00"), "climbing": t("2025-01-10T10:00:00+00:00")}


async def test_a_stated_earlier_start_never_overlaps_a_home_it_closed(open_mem: Opener) -> None:
    mem = await open_mem({
        "a": [Claim(SELF, "lives_in", "Denver", "user lives in Denver", valid_at=t("2015-01-01T00:00:00+00:00"), precision="year")],
        "b": [Claim(SELF, "lives_in", "Austin", "user lives in Austin")],
        "c": [Claim(SELF, "lives_in", "Austin", "user has lived in Austin since 2019", valid_at=t("2019-01-01T00:00:00+00:00"), precision="year")],
    })  # fmt: skip
    await mem.add("a", user_id="u", reference_time="2025-01-10T09:00:00+00:00")
    await mem.add("b", user_id="u", reference_time="2025-02-10T09:00:00+00:00")
    await mem.add("c", user_id="u", reference_time="2025-03-10T09:00:00+00:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_restarted == 0
    (austin,) = await mem.facts(user_id="u")
    assert austin.object == "Austin" and austin.valid_at == t("2025-02-10T09:00:00+00:00")


async def test_same_start_different_object_is_unresolved_not_closed(open_mem: Opener) -> None:
    when = t("2025-03-01T00:00:00+00:00")
    mem = await open_mem({
        "a": [Claim(SELF, "phone_plan", "20GB", "user has the 20GB plan", valid_at=when)],
        "b": [Claim(SELF, "phone_plan", "Unlimited", "user has the Unlimited plan", valid_at=when)],
    })
    await mem.add("a", user_id="u", reference_time="2025-03-02T09:00:00+00:00")
    await mem.add("b", user_id="u", reference_time="2025-03-03T09:00:00+00:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_unresolved == 1 and report.facts_closed == 0
    statuses = {f.object: f.status for f in await mem.facts(user_id="u")}
    assert statuses == {"20GB": "active", "Unlimited": "unresolved"}


def _plan(tier: str, service: str | None) -> Claim:
    return Claim(SELF, "subscription_plan", tier, f"user is on the {tier} plan", qualifier=service)


async def test_plan_change_naming_no_service_inherits_it_so_another_service_never_closes_it(
    open_mem: Opener, query: Any
) -> None:
    # The demo's wrong closure: "I upgraded Quillnet to the Premium tier" names no service, so the
    # Premium fact had none, and "I switched my phone plan to Vellum Mobile" then closed it.
    mem = await open_mem({
        "fibre": [_plan("Standard", "internet")],
        "upgrade": [_plan("Premium", None)],
        "phone": [_plan("Vellum Mobile", "phone")],
    })
    await mem.add("fibre", user_id="u", reference_time="2025-02-02T09:00:00+00:00")
    await mem.add("upgrade", user_id="u", reference_time="2025-04-12T09:00:00+00:00")
    await mem.add("phone", user_id="u", reference_time="2025-09-10T09:00:00+00:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_closed == 1  # Standard, by Premium; nothing else
    assert objects(await mem.facts(user_id="u")) == ["Premium", "Vellum Mobile"]
    rows = query("SELECT qualifier FROM facts WHERE object = 'Premium' AND expired_at IS NULL")
    assert rows == [("internet",)]


async def test_plan_change_naming_no_service_among_two_services_is_unresolved(
    open_mem: Opener,
) -> None:
    mem = await open_mem({
        "a": [_plan("5GB", "phone")],
        "b": [_plan("300 Mbps", "internet")],
        "c": [_plan("Premium", None)],
    })
    await mem.add("a", user_id="u", reference_time="2025-01-02T09:00:00+00:00")
    await mem.add("b", user_id="u", reference_time="2025-01-03T09:00:00+00:00")
    await mem.add("c", user_id="u", reference_time="2025-03-01T09:00:00+00:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_closed == 0 and report.facts_unresolved == 1
    statuses = {f.object: f.status for f in await mem.facts(user_id="u")}
    assert statuses == {"5GB": "active", "300 Mbps": "active", "Premium": "unresolved"}


async def test_failing_episode_is_retried_then_marked_failed_and_queue_moves_on(
    settings: engram.Settings, embedder: HashEmbedder, query: Any
) -> None:
    fast = settings.model_copy(
        update={
            "consolidation": settings.consolidation.model_copy(
                update={"retry_backoff_s": 0.01, "max_attempts": 3}
            )
        }
    )
    extractor = ScriptedExtractor({"ok": [Claim(SELF, "hobby", "chess", "user plays chess")]}, fail=["bad"])
    async with engram.Engram.open(fast, embedder=embedder, extractor=extractor) as mem:
        await mem.add("bad", user_id="u", reference_time="2025-01-01T09:00:00+00:00")
        await mem.add("ok", user_id="u", reference_time="2025-01-02T09:00:00+00:00")
        report = await mem.consolidate(user_id="u")
        assert report.failed == 1 and report.processed == 1 and report.retried == 2
        assert extractor.calls.count("bad") == 3
        rows = query("SELECT status, attempts, last_error FROM consolidation_state ORDER BY episode_pk")
        assert rows[0][0] == "failed" and rows[0][1] == 3 and "injected" in rows[0][2]
        assert rows[1][0] == "done"
        assert objects(await mem.facts(user_id="u")) == ["chess"]


async def test_consolidating_twice_is_idempotent(open_mem: Opener, query: Any) -> None:
    mem = await open_mem({"x": [Claim(SELF, "lives_in", "Leeds", "user lives in Leeds")]})
    await mem.add("x", user_id="u", reference_time="2025-01-01T09:00:00+00:00")
    await mem.consolidate(user_id="u")
    again = await mem.consolidate(user_id="u")
    assert again.processed == 0
    assert query("SELECT count(*) FROM facts") == [(1,)]


async def test_extractor_gets_previous_messages_of_same_user_as_context(open_mem: Opener) -> None:
    mem = await open_mem({})
    for i in range(6):
        await mem.add(f"m{i}", user_id="u", reference_time=f"2025-01-0{i + 1}T09:00:00+00:00")
    await mem.add("other", user_id="v", reference_time="2025-01-03T10:00:00+00:00")
    await mem.consolidate(user_id="u")
    extractor = mem._extractor
    assert isinstance(extractor, ScriptedExtractor)
    assert extractor.contexts[-1] == ["m1", "m2", "m3", "m4"]
    assert extractor.calls == [f"m{i}" for i in range(6)]


async def test_given_name_with_honorific_resolves_to_known_full_name(open_mem: Opener, query: Any) -> None:
    mem = await open_mem({
        "a": [Claim("박서연", "works_at", "검색팀", "박서연 works at 검색팀")],
        "b": [Claim("서연 님", "lives_in", "성수동", "서연 lives in 성수동")],
        "c": [Claim("김서연", "lives_in", "마포", "김서연 lives in 마포")],
        "d": [Claim("서연", "hobby", "요가", "서연 does yoga")],
    })
    for i, text in enumerate("abcd"):
        await mem.add(text, user_id="u", reference_time=f"2025-01-0{i + 1}T09:00:00+09:00")
    await mem.consolidate(user_id="u")
    people = query("SELECT canonical_name FROM entities WHERE type = 'person' ORDER BY pk")
    # 서연 님 -> 박서연 (only candidate then); once 김서연 exists, a bare 서연 is ambiguous: no merge.
    assert [p[0] for p in people] == ["박서연", "김서연", "서연"]
    by_subject = query(
        "SELECT e.canonical_name, f.object FROM facts f JOIN entities e ON e.pk = f.subject_entity_pk ORDER BY f.pk"
    )
    assert ("박서연", "성수동") in by_subject


async def test_isolated_users_never_close_each_others_facts(open_mem: Opener) -> None:
    mem = await open_mem({
        "a": [Claim(SELF, "lives_in", "Leeds", "user lives in Leeds")],
        "b": [Claim(SELF, "lives_in", "York", "user lives in York")],
    })
    await mem.add("a", user_id="u1", reference_time="2025-01-01T09:00:00+00:00")
    await mem.add("b", user_id="u2", reference_time="2025-02-01T09:00:00+00:00")
    await mem.consolidate(user_id="u1")
    await mem.consolidate(user_id="u2")
    assert objects(await mem.facts(user_id="u1")) == ["Leeds"]
    assert objects(await mem.facts(user_id="u2")) == ["York"]


def test_repo_root_is_importable() -> None:
    assert (Path(__file__).resolve().parents[2] / "consolidator").is_dir()


async def test_failure_inside_a_batch_holds_back_later_episodes_until_its_retry(
    settings: engram.Settings, embedder: HashEmbedder, query: Any
) -> None:
    """Batching keeps the order: nothing after a failed episode is extracted or applied before
    that episode's retry succeeds (and the later ones are not charged an attempt)."""

    class FailOnce(ScriptedExtractor):
        async def extract(self, episode: Any, context: Any) -> list[Claim]:
            if episode.text == "e2" and "e2" not in self.calls:
                self.calls.append(episode.text)
                raise RuntimeError("transient")
            return await super().extract(episode, context)

    fast = settings.model_copy(
        update={"consolidation": settings.consolidation.model_copy(update={"retry_backoff_s": 0.01})}
    )
    script = {f"e{i}": [Claim(SELF, "hobby", f"h{i}", f"user does h{i}")] for i in range(1, 5)}
    extractor = FailOnce(script)
    async with engram.Engram.open(fast, embedder=embedder, extractor=extractor) as mem:
        for i in range(1, 5):
            await mem.add(f"e{i}", user_id="u", reference_time=f"2025-01-0{i}T09:00:00+00:00")
        report = await mem.consolidate(user_id="u")
    assert report.processed == 4 and report.retried == 1
    assert extractor.calls == ["e1", "e2", "e2", "e3", "e4"]
    rows = query("SELECT attempts FROM consolidation_state ORDER BY episode_pk")
    assert [r[0] for r in rows] == [1, 2, 1, 1]


async def test_close_only_end_closes_a_known_employer_and_stores_nothing_otherwise(open_mem: Opener) -> None:
    leave = {"close_only": "yes"}
    mem = await open_mem({
        "I work at Fenwick Bray Solicitors.": [Claim(SELF, "works_at", "Fenwick Bray Solicitors", "user works at Fenwick Bray Solicitors")],
        "I'm leaving Boston next week.": [
            Claim(SELF, "works_at", "Boston", "user leaves Boston", action="end", invalid_at=t("2026-05-25T00:00:00+00:00"), metadata=leave)
        ],
        "I'm leaving Fenwick Bray at the end of next month.": [
            Claim(SELF, "works_at", "Fenwick Bray", "user leaves Fenwick Bray", action="end", invalid_at=t("2026-06-30T00:00:00+00:00"), metadata=leave)
        ],
    })  # fmt: skip
    for k, text in enumerate(["I work at Fenwick Bray Solicitors.", "I'm leaving Boston next week.",
                              "I'm leaving Fenwick Bray at the end of next month."]):  # fmt: skip
        await mem.add(text, user_id="u", reference_time=f"2026-05-1{k}T09:00:00+00:00")
    await mem.consolidate(user_id="u")
    every = await mem.facts(user_id="u", include_closed=True)
    assert objects(every) == ["Fenwick Bray Solicitors"]  # no stored "Boston" end
    assert every[0].invalid_at == t("2026-06-30T00:00:00+00:00")


async def test_medicine_end_named_by_its_core_words_closes_the_one_open_fact(open_mem: Opener) -> None:
    mem = await open_mem({
        "I take vitamin B12 tablets and vitamin D.": [
            Claim(SELF, "takes_medication", "vitamin B12 tablets", "user takes vitamin B12 tablets"),
            Claim(SELF, "takes_medication", "vitamin D", "user takes vitamin D"),
        ],
        "I came off the B12 tablets.": [
            Claim(SELF, "takes_medication", "B12 tablets", "user stopped B12 tablets", action="end",
                  invalid_at=t("2026-07-19T00:00:00+00:00"))
        ],
    })  # fmt: skip
    await mem.add("I take vitamin B12 tablets and vitamin D.", user_id="u", reference_time="2026-04-06T09:00:00+00:00")
    await mem.add("I came off the B12 tablets.", user_id="u", reference_time="2026-08-11T09:00:00+00:00")
    await mem.consolidate(user_id="u")
    assert objects(await mem.facts(user_id="u")) == ["vitamin D"]


async def test_end_naming_no_employer_closes_the_one_believed_employer(open_mem: Opener) -> None:
    """ "다음 달 말에 퇴사 예정이에요" with no employer in the recent messages: the one open job ends."""
    quit_claim = Claim(SELF, "works_at", "<employer>", "사용자의 직장: <employer> (종료)", action="end",
                       invalid_at=t("2026-06-30T00:00:00+09:00"), precision="day",
                       metadata={UNNAMED_END: "1"})  # fmt: skip
    mem = await open_mem(
        {
            "a": [Claim(SELF, "works_at", "한빛물류", "사용자의 직장: 한빛물류")],
            "b": [quit_claim],
        }
    )
    await mem.add("a", user_id="u", reference_time="2026-02-10T09:00:00+09:00")
    await mem.add("b", user_id="u", reference_time="2026-05-19T21:00:00+09:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_closed == 1
    every = await mem.facts(user_id="u", include_closed=True)
    assert objects(every) == ["한빛물류"]  # the unnamed end is never stored itself
    assert every[0].invalid_at == t("2026-06-30T00:00:00+09:00")


async def test_end_naming_no_employer_with_none_believed_stores_nothing(open_mem: Opener) -> None:
    mem = await open_mem({
        "b": [Claim(SELF, "works_at", "<employer>", "사용자의 직장: <employer> (종료)", action="end",
                    invalid_at=t("2026-06-30T00:00:00+09:00"), precision="day",
                    metadata={UNNAMED_END: "1"})],
    })  # fmt: skip
    await mem.add("b", user_id="u", reference_time="2026-05-19T21:00:00+09:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_closed == 0
    assert await mem.facts(user_id="u", include_closed=True) == []


async def test_end_naming_no_employer_spares_a_job_begun_that_day(open_mem: Opener) -> None:
    """ "퇴사 후 1일부터 새 직장에 다녀요": the new job, begun on the day of the end, stays open."""
    day = t("2026-07-01T00:00:00+09:00")
    mem = await open_mem({
        "a": [Claim(SELF, "works_at", "한빛물류", "사용자의 직장: 한빛물류")],
        "b": [Claim(SELF, "works_at", "누리소프트", "사용자의 직장: 누리소프트", valid_at=day, precision="day"),
              Claim(SELF, "works_at", "<employer>", "사용자의 직장: <employer> (종료)", action="end",
                    invalid_at=day, precision="day", metadata={UNNAMED_END: "1"})],
    })  # fmt: skip
    await mem.add("a", user_id="u", reference_time="2026-02-10T09:00:00+09:00")
    await mem.add("b", user_id="u", reference_time="2026-07-03T09:00:00+09:00")
    await mem.consolidate(user_id="u")
    assert objects(await mem.facts(user_id="u")) == ["누리소프트"]


async def test_korean_short_name_of_a_known_employer_reinforces_it_and_closes_nothing(open_mem: Opener) -> None:
    # Korean compounds carry no space: the company first named 한빛테크 is 한빛 afterwards.
    mem = await open_mem({
        "a": [Claim(SELF, "works_at", "한빛테크", "user works at 한빛테크")],
        "b": [Claim(SELF, "works_at", "한빛", "user works at 한빛")],
        "c": [Claim(SELF, "works_at", "빛고을", "user works at 빛고을")],
    })
    await mem.add("a", user_id="u", reference_time="2025-07-01T09:00:00+09:00")
    await mem.add("b", user_id="u", reference_time="2025-07-24T09:00:00+09:00")
    report = await mem.consolidate(user_id="u")
    assert report.facts_closed == 0
    assert objects(await mem.facts(user_id="u")) == ["한빛테크"]
    # A one-syllable prefix names nothing: 빛고을 is another employer, and it closes 한빛테크.
    await mem.add("c", user_id="u", reference_time="2025-09-01T09:00:00+09:00")
    await mem.consolidate(user_id="u")
    assert objects(await mem.facts(user_id="u")) == ["빛고을"]


async def test_a_tier_read_only_from_a_change_revises_a_known_plan_and_is_dropped_without_one(
    open_mem: Opener,
) -> None:
    revises = {REVISES_PLAN: "1"}
    mem = await open_mem({
        "기본": [_plan("베이직", None)],
        "바꿈": [Claim(SELF, "subscription_plan", "엑스퍼트", "사용자의 요금제: 엑스퍼트", metadata=revises)],
    })  # fmt: skip
    await mem.add("기본", user_id="u", reference_time="2026-03-02T09:00:00+09:00")
    await mem.add("바꿈", user_id="u", reference_time="2026-05-02T09:00:00+09:00")
    await mem.add("바꿈", user_id="v", reference_time="2026-05-02T09:00:00+09:00")
    await mem.consolidate(user_id="u")
    await mem.consolidate(user_id="v")
    assert objects(await mem.facts(user_id="u")) == ["엑스퍼트"]
    assert objects(await mem.facts(user_id="u", include_closed=True)) == ["베이직", "엑스퍼트"]
    assert objects(await mem.facts(user_id="v", include_closed=True)) == []  # no plan known: no tier


async def test_korean_medicine_end_named_by_the_compound_head_closes_the_one_open_fact(open_mem: Opener) -> None:
    # "해열진통제" is ended as "진통제" (its head), "관절 보호제" as "관절제" (first word + head);
    # "위장약" shares no part with either and closes nothing.
    def take(name: str, **kw: Any) -> Claim:
        return Claim(SELF, "takes_medication", name, f"사용자의 복용 중인 약: {name}", **kw)

    mem = await open_mem({
        "a": [take("해열진통제"), take("관절 보호제"), take("비타민")],
        "b": [take("진통제", action="end", invalid_at=t("2026-06-01T00:00:00+09:00")),
              take("관절제", action="end", invalid_at=t("2026-06-02T00:00:00+09:00")),
              take("위장약", action="end", invalid_at=t("2026-06-03T00:00:00+09:00"))],
    })  # fmt: skip
    await mem.add("a", user_id="u", reference_time="2026-04-06T09:00:00+09:00")
    await mem.add("b", user_id="u", reference_time="2026-06-05T09:00:00+09:00")
    await mem.consolidate(user_id="u")
    assert objects(await mem.facts(user_id="u")) == ["비타민"]


class _FlakyEmbedder(HashEmbedder):
    """Fails the first background call that includes ``bad`` (a model error mid-batch)."""

    def __init__(self, bad: str) -> None:
        super().__init__(384)
        self.bad = bad
        self.failed = 0

    async def embed(self, texts: Sequence[str], *, max_tokens: int | None = None, background: bool = False) -> Any:
        if background and self.bad in texts and not self.failed:
            self.failed += 1
            raise EmbeddingError("injected model failure")
        return await super().embed(texts, max_tokens=max_tokens, background=background)


async def test_a_failed_claim_embedding_retries_its_batch_and_loses_nothing(
    settings: engram.Settings, query: Any
) -> None:
    fast = settings.model_copy(
        update={"consolidation": settings.consolidation.model_copy(update={"retry_backoff_s": 0.01})}
    )
    script = {
        f"m{i}": [Claim(SELF, "hobby", f"sport{i}", f"user plays sport{i}")] for i in range(5)
    }
    embedder = _FlakyEmbedder("user plays sport3")  # the fourth episode's claim: later in the batch
    async with engram.Engram.open(fast, embedder=embedder, extractor=ScriptedExtractor(script)) as mem:
        for i in range(5):
            await mem.add(f"m{i}", user_id="u", reference_time=f"2025-01-0{i + 1}T09:00:00+00:00")
        report = await mem.consolidate(user_id="u")
        assert embedder.failed == 1
        assert report.processed == 5 and report.failed == 0 and report.retried >= 1
        assert objects(await mem.facts(user_id="u")) == [f"sport{i}" for i in range(5)]
        assert query("SELECT count(*) FROM facts") == [(5,)]
        assert query("SELECT count(*) FROM fact_vec") == [(5,)]


class _CountingEmbedder(HashEmbedder):
    """Records every text embedded in the background (consolidation's model calls)."""

    def __init__(self) -> None:
        super().__init__(384)
        self.background: list[str] = []

    async def embed(self, texts: Sequence[str], *, max_tokens: int | None = None, background: bool = False) -> Any:
        if background:
            self.background.extend(texts)
        return await super().embed(texts, max_tokens=max_tokens, background=background)


async def test_a_fact_text_said_again_takes_its_stored_vector_and_no_model_call(
    settings: engram.Settings, query: Any
) -> None:
    leeds = Claim(SELF, "lives_in", "Leeds", "user lives in Leeds")
    script = {
        "I live in Leeds.": [leeds],
        "Still in Leeds, yes.": [leeds],
        "I moved to York.": [Claim(SELF, "lives_in", "York", "user lives in York")],
    }
    embedder = _CountingEmbedder()
    async with engram.Engram.open(settings, embedder=embedder, extractor=ScriptedExtractor(script)) as mem:
        await mem.add("I live in Leeds.", user_id="u", reference_time="2025-01-10T09:00:00+00:00")
        await mem.consolidate(user_id="u")
        await mem.add("Still in Leeds, yes.", user_id="u", reference_time="2025-02-10T09:00:00+00:00")
        await mem.add("I moved to York.", user_id="u", reference_time="2025-03-10T09:00:00+00:00")
        report = await mem.consolidate(user_id="u")
        assert report.processed == 2 and report.facts_reinforced == 1
        assert embedder.background == ["user lives in Leeds", "user lives in York"]
        # another user's identical text is that user's own: embedded again
        await mem.add("I live in Leeds.", user_id="v", reference_time="2025-01-10T09:00:00+00:00")
        await mem.consolidate(user_id="v")
        assert embedder.background.count("user lives in Leeds") == 2
        (expected,) = (await embedder.embed(["user lives in Leeds"]))[:1]
        stored = query("SELECT v.embedding FROM facts f JOIN fact_vec v ON v.rowid = f.pk WHERE f.user_id = 'v'")
        assert np.array_equal(np.frombuffer(stored[0][0], dtype=np.float32), expected)
