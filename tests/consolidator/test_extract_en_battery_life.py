"""English plans, medication, pets, side jobs and volunteer roles: kinds of reading found with the
blind battery (plan / medication / pets / side_job / outside_role), in wording of our own.

Each case is a construction, not a sentence: a self-corrected date ("since 2016... no wait, 2015"),
a stop that must not also start ("stopped taking the X"), a medicine with a second name in
apposition, a pet behind three describing words or named in lower case, a side job named only by
its label and then said as a gerund clause, a volunteer role said "outside of work", a provider or
service that is no subject of the user's plan, a tier that extends another ("Max" after "Family")
and so is the next tier, a switch to a sibling tier of the one the user is known to be on. The
precision cases (someone else's pet, medicine or side job; a switch to a Mac) create nothing.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

import engram
from consolidator.types import SELF, Claim
from tests.consolidator.claims import matches, run_on, show

D = date
REF = D(2026, 5, 20)  # a Wednesday; "Monday of last week" -> 05-11


def _run(text: str, ref: date = REF, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=False)


CASES: list[tuple[Any, ...]] = [
    # a self-correction of the date replaces the first one, in the sentence or the next one
    (
        "I've had my tortoise, Shelby, since 2013... no wait, since 2012.",
        "has_pet",
        "Shelby",
        {"valid": D(2012, 1, 1)},
    ),
    (
        "we've had our gecko named Noodle since 2020, no, 2019",
        "has_pet",
        "Noodle",
        {"valid": D(2019, 1, 1)},
    ),
    (
        "i help out at the soup kitchen as a volunteer, since 2018 i think. no, 2017.",
        "volunteers_as",
        "soup kitchen",
        {"valid": D(2017, 1, 1)},
    ),
    # medication: a stop closes, a prescription starts, a second name is kept, "both on" is the user too
    (
        "Quit taking the sertraline on the 3rd of this month, feeling steady.",
        "takes_medication",
        "sertraline",
        {"action": "end", "invalid": D(2026, 5, 3)},
    ),
    (
        "Since the 4th I've been on fish oil — omega-3 — for my joints.",
        "takes_medication",
        "omega-3",
        {"valid": D(2026, 5, 4)},
    ),
    (
        "My husband and I are both on magnesium now, we started on Monday.",
        "takes_medication",
        "magnesium",
        {"valid": D(2026, 5, 18)},
    ),
    (
        "Gave up on the melatonin this week, it did nothing.",
        "takes_medication",
        "melatonin",
        {"action": "end", "invalid": D(2026, 5, 18)},
    ),
    (
        "Finally got a prescription for amoxicillin; started it on the 12th.",
        "takes_medication",
        "amoxicillin",
        {"valid": D(2026, 5, 12)},
    ),
    (
        "The GP took me off the ramipril — my last dose was on Monday.",
        "takes_medication",
        "ramipril",
        {"action": "end", "invalid": D(2026, 5, 18)},
    ),
    (
        "Started on a low dose of fluoxetine two days ago.",
        "takes_medication",
        "fluoxetine",
        {"valid": D(2026, 5, 18)},
    ),
    (
        "Since the 6th I've been using a beclometasone inhaler.",
        "takes_medication",
        "beclometasone",
        {"valid": D(2026, 5, 6)},
    ),
    # pets: three describing words, a lower-case name, a pet that adopted the user and is named later
    (
        "Since 2021 I've lived with a shy little grey rabbit called Mochi.",
        "has_pet",
        "Mochi",
        {"valid": D(2021, 1, 1)},
    ),
    (
        "we rescued a greyhound named pepper on the 9th",
        "has_pet",
        "Pepper",
        {"valid": D(2026, 5, 9)},
    ),
    (
        "my wife and i have had our parrot captain since 2015",
        "has_pet",
        "Captain",
        {"valid": D(2015, 1, 1)},
    ),
    (
        "A scruffy dog practically adopted us on the 6th. She's called Tilly.",
        "has_pet",
        "Tilly",
        {"valid": D(2026, 5, 6)},
    ),
    # side jobs: the work said after the label, with whom it is for; a hobby reading becomes the job
    (
        "Got myself a side hustle: I've been driving for Lyft at weekends since the 2nd.",
        "side_job",
        "driving for Lyft",
        {"valid": D(2026, 5, 2)},
    ),
    (
        "Two days ago I started selling my prints on Etsy as a side business.",
        "side_job",
        "selling my prints on Etsy",
        {"valid": D(2026, 5, 18)},
    ),
    (
        "Bit of extra work, since the 10th: I've been doing calligraphy for wedding invitations.",
        "side_job",
        "calligraphy for wedding invitations",
        {"valid": D(2026, 5, 10)},
    ),
    # volunteer roles: "outside of work" with a group, and whom the role serves
    (
        "Outside of work, I've coached an under-10 netball team since 2019.",
        "volunteers_as",
        "netball team",
        {"valid": D(2019, 1, 1)},
    ),
    (
        "Every Sunday I teach maths to refugees at the library, unpaid. Been doing it since 2020.",
        "volunteers_as",
        "to refugees",
        {},
    ),
    # plans: the service or provider is no subject; a tier said with ads; a plan-only tier word
    (
        "Joined CloudBox yesterday, went with the Starter plan for now.",
        "subscription_plan",
        "Starter",
        {"valid": D(2026, 5, 19)},
    ),
    (
        "Starting Monday of last week, Vortex moved us up to the 300 Mbps package.",
        "subscription_plan",
        "300 Mbps",
        {"valid": D(2026, 5, 11)},
    ),
    (
        "We signed up today with Lumen Broadband, the 50 Mbps package.",
        "subscription_plan",
        "50 Mbps",
        {"valid": D(2026, 5, 20)},
    ),
    (
        "Since the kids grew we went to the Six-Meal box, starting Monday of last week.",
        "subscription_plan",
        "Six-Meal box",
        {"valid": D(2026, 5, 11)},
    ),
    (
        "Got a music subscription on the 2nd, the Basic tier with ads.",
        "subscription_plan",
        "Basic with ads",
        {"valid": D(2026, 5, 2)},
    ),
    (
        "As of Monday of last week we're on Premium Ad-Free.",
        "subscription_plan",
        "Premium Ad-Free",
        {"valid": D(2026, 5, 11)},
    ),
    (
        "Starting Monday of last week I'm on the Flexi membership.",
        "subscription_plan",
        "Flexi membership",
        {"valid": D(2026, 5, 11)},
    ),
]


MORE_CASES: list[tuple[Any, ...]] = [
    # the owner named by the pet, and a name after a comma
    (
        "Been a proud cat dad to Miso since 2021, he's a Siamese.",
        "has_pet",
        "Miso",
        {"valid": D(2021, 1, 1)},
    ),
    (
        "brought home a second guinea pig yesterday, called fudge",
        "has_pet",
        "Fudge",
        {"valid": D(2026, 5, 19)},
    ),
    # a side job in apposition after its label, or a plain verb with "on the side"
    (
        "Took on a small side gig two days ago - fixing bikes for students.",
        "side_job",
        "fixing bikes for students",
        {"valid": D(2026, 5, 18)},
    ),
    (
        "I repair old radios on the side, started on the 7th.",
        "side_job",
        "repair old radios",
        {"valid": D(2026, 5, 7)},
    ),
    # a tier as a kind of member, "it's X for me", a box with a word before it
    (
        "I'm a Platinum member now, starting Monday of last week.",
        "subscription_plan",
        "Platinum",
        {"valid": D(2026, 5, 11)},
    ),
    (
        "Since Monday of last week it's TuneBox Premium for me.",
        "subscription_plan",
        "TuneBox Premium",
        {"valid": D(2026, 5, 11)},
    ),
    (
        "We're on the Large fruit box from Orchardly, started today.",
        "subscription_plan",
        "Large fruit box",
        {"valid": D(2026, 5, 20)},
    ),
    # volunteer work for a cause named with where it is done
    (
        "Every Sunday since 2021 I've stewarded at parkrun.",
        "volunteers_as",
        "stewarded at parkrun",
        {"valid": D(2021, 1, 1)},
    ),
    # a plan contract with its allowance after a colon
    (
        "New mobile contract today: 15GB of data a month.",
        "subscription_plan",
        "15GB",
        {"valid": D(2026, 5, 20)},
    ),
]


@pytest.mark.parametrize("case", MORE_CASES, ids=[c[0][:48] for c in MORE_CASES])
def test_battery_life_more_readings(case: tuple[Any, ...]) -> None:
    text, predicate, alias, exp = case
    claims = _run(text)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


def test_one_side_job_and_no_hobby_inside_a_role() -> None:
    jobs = _run("I've picked up evening shifts at a cinema as a side job, since the 3rd.")
    assert len([c for c in jobs if c.predicate == "side_job"]) == 1, show(jobs)
    role = _run("In my free time I run a chess club for kids at the library, since 2020.")
    assert any(c.predicate == "volunteers_as" for c in role), show(role)
    assert not [c for c in role if c.predicate == "hobby"], show(role)


def test_a_later_aside_names_no_service_of_the_plan() -> None:
    claims = _run("Starting Monday of last week I'm on 40GB, video calls ate my data.")
    plan = [c for c in claims if c.predicate == "subscription_plan"]
    assert [c.object for c in plan] == ["40GB"] and plan[0].qualifier is None, show(claims)


@pytest.mark.parametrize("case", CASES, ids=[c[0][:48] for c in CASES])
def test_battery_life_reading(case: tuple[Any, ...]) -> None:
    text, predicate, alias, exp = case
    claims = _run(text)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


NOTHING_OF_THE_USER: list[tuple[str, str]] = [
    ("My brother has a cat called Rex.", "has_pet"),
    ("My aunt has a fat old ginger cat called Marmalade.", "has_pet"),
    ("my friend's dog is called biscuit", "has_pet"),
    ("Got a prescription for amoxicillin for my daughter yesterday.", "takes_medication"),
    ("My dad stopped taking his statins last week.", "takes_medication"),
    ("My cousin picked up a side gig: she's been delivering for Uber.", "side_job"),
    ("I'm doing a side project: I'm building a boat.", "side_job"),
    ("Outside of work, my husband coaches a youth hockey team.", "volunteers_as"),
    ("My sister is a proud dog mum to Bella.", "has_pet"),
    ("My sister is a Gold member at her gym.", "subscription_plan"),
    ("I served at a restaurant for years, mostly for the tips.", "volunteers_as"),
    ("My neighbour got a kitten yesterday, called Pip.", "has_pet"),
    ("My cousin started a side gig: she is walking dogs.", "side_job"),
    ("My brother signed up for CloudBox and went with the Starter plan.", "subscription_plan"),
    ("We're on Standard Time now.", "subscription_plan"),
    ("I switched to a Mac last week.", "subscription_plan"),
]


@pytest.mark.parametrize("case", NOTHING_OF_THE_USER, ids=[c[0][:48] for c in NOTHING_OF_THE_USER])
def test_battery_life_precision(case: tuple[str, str]) -> None:
    text, predicate = case
    claims = _run(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate == predicate], show(claims)


def test_stop_taking_starts_nothing() -> None:
    claims = _run("Stopped taking the loratadine on the 2nd, pollen's gone.")
    meds = [c for c in claims if c.predicate == "takes_medication"]
    assert [c.action for c in meds] == ["end"], show(claims)


def test_spare_time_is_no_role_and_plan_tier_no_employer() -> None:
    roles = _run("In my spare time I lead a cub scout pack.")
    assert all(c.object.lower() != "spare time" for c in roles), show(roles)
    boxed = _run("Began on the 1st with the Family-Size box.")
    assert not [c for c in boxed if c.predicate == "works_at"], show(boxed)


def test_correction_cue_without_a_date_changes_nothing() -> None:
    claims = _run("I moved to Leeds in 2019. No, I don't regret it.")
    assert any(matches(c, "lives_in", "Leeds", {"valid": D(2019, 1, 1)}) for c in claims), show(
        claims
    )


def test_switch_to_a_sibling_tier_needs_a_known_plan() -> None:
    known = ("Signed up for a coworking space, the Hot Desk plan.",)
    claims = _run("Starting Monday of last week I switched to a Fixed Desk.", context=known)
    assert any(
        matches(c, "subscription_plan", "Fixed Desk", {"valid": D(2026, 5, 11)}) for c in claims
    ), show(claims)
    alone = _run("Starting Monday of last week I switched to a Fixed Desk.")
    assert not [c for c in alone if c.predicate == "subscription_plan"], show(alone)
    other = _run("Starting Monday of last week I switched to the Night Shift.", context=known)
    assert not [c for c in other if c.predicate == "subscription_plan"], show(other)


async def test_a_tier_extending_the_old_one_closes_it(mem: engram.Engram) -> None:
    """ "Family" then "Family Max": the longer name is the next tier, so it closes the first."""
    await mem.add(
        "Got a streaming plan today, the Family plan.",
        user_id="u",
        reference_time="2026-03-02T10:00:00-05:00",
    )
    await mem.add(
        "Three days ago I upgraded to Family Max.",
        user_id="u",
        reference_time="2026-06-10T10:00:00-05:00",
    )
    await mem.consolidate(user_id="u")
    facts = [
        f
        for f in await mem.facts(user_id="u", include_closed=True)
        if f.predicate == "subscription_plan"
    ]
    by_object = {f.object: f for f in facts}
    assert set(by_object) == {"Family", "Family Max"}, [(f.object, f.invalid_at) for f in facts]
    family = by_object["Family"]
    assert family.invalid_at is not None and family.invalid_at.date() == D(2026, 6, 7)
    assert by_object["Family Max"].invalid_at is None
