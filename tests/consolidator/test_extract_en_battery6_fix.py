"""English facts of the kinds the sixth blind battery showed missing (session 14), in other words.

A medicine the lexicon does not know, read by what it is taken for ("started sleepezol 2 days ago
for sleep") and ended by its name only when the user is known to take it; a new tier read from a
verb of changing ("Pinecell moved me up to Ridge 40GB"), kept only when a plan is known; a home
left for the next ("... until I moved here to X"), a clipped "now in X since ..."; a clipped new
job ("Now at X, started on the 1st", "X, QA lead" after "new job."); pastimes named by what they
are to the user ("X is my zen", a list of what keeps the user sane, "Not that I'd ever give it
up"); contractions typed without the apostrophe ("ive been") and pseudo-clefts ("What I do is run
X")."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

import engram
from consolidator.types import SELF, Claim
from tests.consolidator.claims import EN_TZ, has, run_on, show

REF = date(2025, 6, 10)


def claims_of(text: str, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, REF, context, korean=False)


def of(claims: list[Claim], predicate: str) -> list[Claim]:
    return [c for c in claims if c.subject == SELF and c.predicate == predicate]


@pytest.mark.parametrize(
    ("text", "name", "start"),
    [
        ("started sleepezol 2 days ago for sleep", "sleepezol", date(2025, 6, 8)),
        ("Been on Quorvan since the 3rd for the hay fever flare-up.", "Quorvan", date(2025, 6, 3)),
        ("I started Mentarel yesterday for an ear infection.", "Mentarel", date(2025, 6, 9)),
        ("also on brivola since the 1st for my blood pressure", "brivola", date(2025, 6, 1)),
    ],
)  # fmt: skip
def test_an_unknown_medicine_read_by_what_it_is_taken_for(text: str, name: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, "takes_medication", name, valid=start), show(claims)


@pytest.mark.parametrize(
    "text",
    ["I started Duolingo two days ago for my trip.", "started pilates last week for my back", "I started Netflix yesterday for the football."],
)
def test_no_medicine_from_a_pastime_or_a_service_taken_up_for_a_reason(text: str) -> None:
    assert not of(claims_of(text), "takes_medication"), show(claims_of(text))


def _local(at: Any) -> date:
    return at.astimezone(EN_TZ).date()


@pytest.mark.parametrize(
    ("stop", "end"),
    [
        ("ok so brivola is done, stopped it this week.", date(2025, 6, 16)),
        ("No more Brivola since the 2nd, my numbers are fine.", date(2025, 6, 2)),
        ("Brivola finished this week, all good.", date(2025, 6, 16)),
        ("came off brivola on the 5th", date(2025, 6, 5)),
    ],
)
async def test_an_unknown_medicine_ends_by_its_name(mem: engram.Engram, stop: str, end: date) -> None:
    await mem.add("I started Brivola today for my migraines.", user_id="m", reference_time="2025-06-01T10:00:00-05:00")
    await mem.add(stop, user_id="m", reference_time="2025-06-18T10:00:00-05:00")
    await mem.consolidate(user_id="m")
    [med] = [f for f in await mem.facts(user_id="m", include_closed=True) if f.predicate == "takes_medication"]
    assert med.invalid_at is not None and _local(med.invalid_at) == end


async def test_a_stopped_name_with_no_medicine_known_stores_nothing(mem: engram.Engram) -> None:
    for text in ("The project is done.", "stopped smoking last week", "ok so the renovation is done"):
        await mem.add(text, user_id="n", reference_time="2025-06-18T10:00:00-05:00")
    await mem.consolidate(user_id="n")
    assert not [f for f in await mem.facts(user_id="n", include_closed=True) if f.predicate == "takes_medication"]


@pytest.mark.parametrize(
    ("text", "tier"),
    [
        ("Pinecell moved me up to Ridge 40GB starting Monday of last week.", "Ridge 40GB"),
        ("starting monday of last week i switched tunely to Anyhour", "Anyhour"),
        ("Eleven days ago we went to Fernhill's Gigafibre 900.", "Gigafibre 900"),
        ("so Vaultbox is on Sprout, starting Monday of last week", "Sprout"),
        ("We're on Grove now - moved up 9 days ago.", "Grove"),
        ("became a Patron member 3 days ago", "Patron"),
        ("three days ago we went onto EV Night", "EV Night"),
    ],
)  # fmt: skip
def test_a_tier_read_from_a_verb_of_changing(text: str, tier: str) -> None:
    claims = claims_of(text)
    assert has(claims, "subscription_plan", tier), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "I moved to Leeds last week.",
        "I switched jobs to Acme in May.",
        "I'm on Twitter now.",
        "I've been on Ozempic since Monday.",
        "I went up to the Rocky Mountains last week.",
    ],
)
def test_no_tier_from_a_move_a_job_a_site_or_a_medicine(text: str) -> None:
    assert not of(claims_of(text), "subscription_plan"), show(claims_of(text))


async def test_a_changed_to_tier_needs_a_plan_known_and_closes_it(mem: engram.Engram) -> None:
    await mem.add("three days ago we went onto EV Night", user_id="a", reference_time="2025-06-10T10:00:00-05:00")
    await mem.consolidate(user_id="a")
    assert not [f for f in await mem.facts(user_id="a") if f.predicate == "subscription_plan"]
    await mem.add("We're on the FlexSaver tariff with Brightwell.", user_id="b", reference_time="2025-05-01T10:00:00-05:00")
    await mem.add("three days ago we went onto EV Night", user_id="b", reference_time="2025-06-10T10:00:00-05:00")
    await mem.consolidate(user_id="b")
    plans = {f.object: f for f in await mem.facts(user_id="b", include_closed=True) if f.predicate == "subscription_plan"}
    assert "EV Night" in plans and plans["EV Night"].invalid_at is None, plans
    [old] = [f for o, f in plans.items() if "FlexSaver" in o]
    assert old.invalid_at is not None and _local(old.invalid_at) == date(2025, 6, 7)


@pytest.mark.parametrize(
    ("text", "home", "start"),
    [
        ("lived in oakridge from 2017 until new year, when i moved to pine hollow", "pine hollow", date(2025, 1, 1)),
        ("I was in Tarbury from 2020 until I moved here to Elsworth. That move was right after the new year.", "Elsworth",
         date(2025, 1, 1)),
        ("me, I lived in Carrow from 2019 right up until we moved to Ashby Vale after New Year's.", "Ashby Vale", date(2025, 1, 1)),
        ("nurse. lived in Brevick from 2020. now in Brackley since the new year.", "Brackley", date(2025, 1, 1)),
        ("Morning! First frost since we moved here to Kelso at New Year.", "Kelso", date(2025, 1, 1)),
        ("Where do I live? Brampton, since New Year - I keep forgetting to update my address.", "Brampton", date(2025, 1, 1)),
    ],
)  # fmt: skip
def test_a_home_said_after_the_one_it_ended_or_clipped(text: str, home: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, "lives_in", home, valid=start, invalid=None), show(claims)


def test_the_past_home_keeps_its_start_and_ends_at_the_move() -> None:
    claims = claims_of("I lived in York until we moved to Leeds in March.")
    assert has(claims, "lives_in", "Leeds", valid=date(2025, 3, 1)), show(claims)
    assert has(claims, "lives_in", "York", valid=None, ends_when="Leeds"), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "Now in Paris since Monday for a conference.",
        "Ever since 2019 I've been doing amateur radio.",
        "Resigned from Acme Corp this morning.",
    ],
)
def test_no_home_from_a_trip_an_adverb_or_a_clipped_verb(text: str) -> None:
    assert not of(claims_of(text), "lives_in"), show(claims_of(text))


@pytest.mark.parametrize(
    ("text", "org", "start"),
    [
        ("Now at Hollis Group, started on the 1st. Nicer people.", "Hollis Group", date(2025, 6, 1)),
        ("Settling in at Marlow Council - started on the 2nd.", "Marlow Council", date(2025, 6, 2)),
        ("new job. started on the 2nd. Pellow Foods, senior buyer, hybrid", "Pellow Foods", date(2025, 6, 2)),
        ("the commute to the Dunmore Labs site is long, but I've been there since the 2nd", "Dunmore Labs", date(2025, 6, 2)),
        ("ive been at Corran Labs since 2019, its fine", "Corran Labs", date(2019, 1, 1)),
    ],
)  # fmt: skip
def test_a_job_in_clipped_or_casual_wording(text: str, org: str, start: date | None) -> None:
    claims = claims_of(text)
    assert has(claims, "works_at", org, valid=start), show(claims)


@pytest.mark.parametrize(
    "text",
    ["The commute to the London office is awful.", "Now at Heathrow, flight delayed.", "Mum, teacher.", "I'm a Gold member at Peakfit."],
)
def test_no_employer_from_a_city_an_airport_a_parent_or_a_membership(text: str) -> None:
    assert not of(claims_of(text), "works_at"), show(claims_of(text))


@pytest.mark.parametrize(
    ("text", "alias"),
    [
        ("fave thing to do these days? probably woodcarving.", "woodcarving"),
        ("Got soaked again. Sea kayaking is brutal. Not that I'd ever give it up.", "kayak"),
        ("stuff that keeps me going: 1) coffee 2) my dog 3) bouldering", "bouldering"),
        ("I spend most weekends on my vegetable patch - it's a proper hobby now.", "vegetable patch"),
        ("Since 2018 I've been doing amateur radio.", "amateur radio"),
        ("Pottery is my zen.", "pottery"),
        ("went to my first tango class yesterday - hooked!", "tango"),
        ("mostly i just do photography, mainly the coast", "photography"),
        ("What I do on weekends is play the cello in an orchestra.", "cello"),
    ],
)  # fmt: skip
def test_a_pastime_named_by_what_it_is_to_the_user(text: str, alias: str) -> None:
    claims = claims_of(text)
    assert has(claims, "hobby", alias), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "My sister keeps trying to get me into triathlons.",
        "Work is my therapy.",
        "things that keep me sane: my kids and wine",
        "I like the team.",
        "My son went to his first judo class yesterday.",
    ],
)
def test_no_pastime_pushed_by_someone_else_or_from_work_and_people(text: str) -> None:
    assert not of(claims_of(text), "hobby"), show(claims_of(text))


@pytest.mark.parametrize(
    ("text", "alias", "start"),
    [
        ("Off to the food bank for my Saturday shift - I've been volunteering there since 2021.", "food bank", date(2021, 1, 1)),
        ("i'll be at the lifeboat station later - ive been volunteer crew there since 2019", "lifeboat", date(2019, 1, 1)),
        ("since 2020 ive been a volunteer firefighter with the Cedar Gap station", "firefighter", date(2020, 1, 1)),
    ],
)  # fmt: skip
def test_a_volunteer_role_said_of_there_or_typed_casually(text: str, alias: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, "volunteers_as", alias, valid=start), show(claims)


def test_a_surname_is_no_contraction() -> None:
    claims = claims_of("My friend Im Soo-jin works at Acme.")
    assert not [c for c in claims if c.subject == SELF and c.predicate == "works_at"], show(claims)


async def _facts(mem: engram.Engram, user: str, messages: list[tuple[str, str]], predicate: str) -> list[Any]:
    for text, at in messages:
        await mem.add(text, user_id=user, reference_time=at)
    await mem.consolidate(user_id=user)
    return [f for f in await mem.facts(user_id=user, include_closed=True) if f.predicate == predicate]


async def test_a_corrected_start_moves_the_start(mem: engram.Engram) -> None:
    facts = await _facts(mem, "c1", [
        ("I've been a hospice volunteer since 2022, sitting with patients.", "2025-03-12T10:00:00-05:00"),
        ("sorry, since 2021 - I started the autumn before my brother's wedding.", "2025-03-12T10:01:00-05:00"),
    ], "volunteers_as")  # fmt: skip
    assert [_local(f.valid_at) for f in facts] == [date(2021, 1, 1)], facts


async def test_a_corrected_end_moves_the_end(mem: engram.Engram) -> None:
    facts = await _facts(mem, "c2", [
        ("I work for Ostrava Pharma, have done since 2019.", "2025-02-15T10:00:00-05:00"),
        ("Handing in my resignation tomorrow. Plan is to leave Ostrava at the end of this month.", "2025-06-08T10:00:00-05:00"),
        ("sorry, I mean the end of NEXT month, not this month. the notice period is longer.", "2025-06-08T10:02:00-05:00"),
    ], "works_at")  # fmt: skip
    [job] = facts
    assert job.invalid_at is not None and _local(job.invalid_at) == date(2025, 7, 31), facts


async def test_a_corrected_tier_start_moves_the_old_tiers_end_too(mem: engram.Engram) -> None:
    facts = await _facts(mem, "c3", [
        ("I'm on the Trail 10GB plan with Pinecell.", "2025-05-01T10:00:00-05:00"),
        ("Went up to Peak Unlimited 5 days ago.", "2025-06-10T10:00:00-05:00"),
        ("wait, no, 6 days ago - it was my sister's birthday.", "2025-06-10T10:01:00-05:00"),
    ], "subscription_plan")  # fmt: skip
    by = {f.object: f for f in facts}
    assert _local(by["Peak Unlimited"].valid_at) == date(2025, 6, 4), facts
    [trail] = [f for o, f in by.items() if "Trail" in o]
    assert trail.invalid_at is not None and _local(trail.invalid_at) == date(2025, 6, 4), facts


async def test_a_correction_of_nothing_dated_or_too_late_changes_nothing(mem: engram.Engram) -> None:
    facts = await _facts(mem, "c4", [
        ("I've been a hospice volunteer since 2022.", "2025-03-12T10:00:00-05:00"),
        ("sorry, since 2021.", "2025-03-20T10:00:00-05:00"),
    ], "volunteers_as")  # fmt: skip
    assert [_local(f.valid_at) for f in facts] == [date(2022, 1, 1)], facts
    facts = await _facts(mem, "c5", [
        ("I love hiking.", "2025-03-12T10:00:00-05:00"),
        ("sorry, I meant last week.", "2025-03-12T10:01:00-05:00"),
    ], "hobby")  # fmt: skip
    assert len(facts) == 1 and facts[0].invalid_at is None, facts


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "exp"),
    [
        ("finally did it. resigned from westgate, finishing end of next month", "works_at", "westgate",
         {"action": "end", "invalid": date(2025, 7, 31)}),
        ("doc added kelvoxin today, for the cough", "takes_medication", "kelvoxin", {"valid": date(2025, 6, 10)}),
        ("I've been in a terraced house in Cromwell since the New Year and the walls are wet.", "lives_in", "Cromwell",
         {"valid": date(2025, 1, 1)}),
        ("Tunely: I've been on the free Sparrow level since the 16th, it's fine.", "subscription_plan", "Sparrow",
         {"valid": date(2025, 5, 16)}),
        ("I've taken on a bit of weekend work on the side: proofreading theses for the university, started yesterday.",
         "side_job", "proofreading", {"valid": date(2025, 6, 9)}),
        ("Just back from my Friday bartending shift at The Copper Kettle - doing it on top of the day job. Started on the 2nd.",
         "side_job", "bartending", {"valid": date(2025, 6, 2)}),
    ],
)  # fmt: skip
def test_more_casual_wordings(text: str, predicate: str, alias: str, exp: dict[str, Any]) -> None:
    claims = claims_of(text)
    assert has(claims, predicate, alias, **exp), show(claims)


def test_a_clock_time_is_no_employer_and_a_doctors_addition_needs_a_name() -> None:
    assert not [c for c in claims_of("My morning nursing shift at St Mary's starts at 7.") if c.predicate == "works_at" and c.object == "7"]
    assert not of(claims_of("My doctor added a new pill to my list."), "takes_medication")
