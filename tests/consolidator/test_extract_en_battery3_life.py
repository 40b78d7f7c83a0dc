"""English pets, medication and plan tiers: kinds of reading found with the third blind battery,
in wording of our own.

Pets: the pet as the object of a subject-less acquisition after it ("a kelpie called Juno,
adopted three days ago"), "one" as its determiner ("Animals: one rosella, Pippin"), species the
lexicon lacked (kelpie, lorikeet, rosella), the name given by the next sentence ("We got a third
cat on the 14th! A tabby named Olive."), "mine" standing for a species the sentence before names.
Medication: a clipped "On X since ..." at the start of a sentence, "day one of X", a medicine the
lexicon does not know, read from "it" started for a condition with the name taken or "on" just
before, and ended by a plain stop only when the user is known to take it. The precision cases
(someone else's pet or medicine, a motorbike called "mine", a festival's first day) create nothing.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

import engram
from consolidator.types import REVISES_PLAN, SELF, Claim
from tests.consolidator.claims import matches, run_on, show

D = date
REF = D(2026, 5, 20)  # a Wednesday


def _run(text: str, ref: date = REF, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=False)


CASES: list[tuple[Any, ...]] = [
    # the pet is what a subject-less verb after it acquired
    ("Newest housemate: a kelpie called Juno, adopted three days ago.", "has_pet", "Juno",
     {"valid": D(2026, 5, 17)}),
    ("big news - a ball python named Sable, picked her up on the 9th", "has_pet", "Sable",
     {"valid": D(2026, 5, 9)}),
    # "one" as the determiner, species the lexicon lacked
    ("Animals: one rosella, Pippin, since 2018.", "has_pet", "Pippin", {"valid": D(2018, 1, 1)}),
    ("i have a lorikeet, Bolt, since 2022", "has_pet", "Bolt", {"valid": D(2022, 1, 1)}),
    ("My kelpie Scout has been with me since 2017.", "has_pet", "Scout", {"valid": D(2017, 1, 1)}),
    # the next sentence names the pet by its species; the date is the first sentence's
    ("We got a third cat on the 14th! A tabby named Olive.", "has_pet", "Olive",
     {"valid": D(2026, 5, 14)}),
    # "mine" stands for the species of the sentence before
    ("Anyone else's rabbits chew cables? Mine, Clover, has been with me since 2020.", "has_pet",
     "Clover", {"valid": D(2020, 1, 1)}),
    # medication: a clipped "On X since" and "day one of X"
    ("On vitamin D drops since the 2nd, my GP suggested it.", "takes_medication", "vitamin D",
     {"valid": D(2026, 5, 2)}),
    ("Day one of sertraline today. Fingers crossed.", "takes_medication", "sertraline",
     {"valid": D(2026, 5, 20)}),
    ("First day on the metformin today.", "takes_medication", "metformin", {"valid": D(2026, 5, 20)}),
    # a medicine the lexicon does not know: "it", started for a condition, is the name just before
    ("quick one: is grapefruit ok with Lumexa? started it yesterday for my migraines",
     "takes_medication", "Lumexa", {"valid": D(2026, 5, 19)}),
    ("can i have a beer on Dorvane? began it today for anxiety", "takes_medication", "Dorvane",
     {"valid": D(2026, 5, 20)}),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0][:48] for c in CASES])
def test_battery3_life_reading(case: tuple[Any, ...]) -> None:
    text, predicate, alias, exp = case
    claims = _run(text)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


NOTHING_OF_THE_USER: list[tuple[str, str]] = [
    ("My cousin has a whippet called Dot, adopted her last spring.", "has_pet"),
    ("We fostered a kitten named Pip, adopted by a neighbour on the 3rd.", "has_pet"),
    ("My sister got one gerbil, Pip, on Monday.", "has_pet"),
    ("Do you like old motorbikes? Mine, Bessie, is a 1972 Norton.", "has_pet"),
    ("On holiday since Monday, my brother is on antibiotics.", "takes_medication"),
    ("Day one of the festival today.", "takes_medication"),
    ("My dad is on Corvanta. He started it yesterday for his heart.", "takes_medication"),
    ("Is it ok to run on Sunday? started it yesterday for fun.", "takes_medication"),
    ("On the 3rd I started a new job.", "takes_medication"),
]


@pytest.mark.parametrize("case", NOTHING_OF_THE_USER, ids=[c[0][:48] for c in NOTHING_OF_THE_USER])
def test_battery3_life_precision(case: tuple[str, str]) -> None:
    text, predicate = case
    claims = _run(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate == predicate], show(claims)


def test_a_plain_stop_of_an_unknown_name_only_closes_a_known_medicine() -> None:
    claims = _run("dropped the Lumexa two days ago, it made me dizzy")
    ends = [c for c in claims if c.predicate == "takes_medication"]
    assert [(c.object, c.action, c.metadata.get("close_only")) for c in ends] == [
        ("Lumexa", "end", "yes")
    ], show(claims)
    assert not [c for c in claims if c.predicate == "event" and "Lumexa" in c.object], show(claims)


async def test_an_unknown_medicine_started_then_stopped_is_closed(mem: engram.Engram) -> None:
    await mem.add("can i have a beer on Dorvane? began it today for anxiety", user_id="u",
                  reference_time="2026-03-02T10:00:00-05:00")  # fmt: skip
    await mem.add("quit the Dorvane four days ago, it made me dizzy", user_id="u",
                  reference_time="2026-05-20T10:00:00-05:00")  # fmt: skip
    await mem.add("stopped the Zumba four days ago, knee hurt", user_id="u",
                  reference_time="2026-05-20T11:00:00-05:00")  # fmt: skip
    await mem.consolidate(user_id="u")
    facts = await mem.facts(user_id="u", include_closed=True)
    meds = [f for f in facts if f.predicate == "takes_medication"]
    assert [(f.object, f.invalid_at and f.invalid_at.date()) for f in meds] == [
        ("Dorvane", D(2026, 5, 16))
    ], [(f.predicate, f.object, f.invalid_at) for f in facts]
    assert not [f for f in facts if "Dorvane" in f.text and f.invalid_at is None], facts


# --- plan tiers ---------------------------------------------------------------------------------

PLAN_CASES: list[tuple[str, str]] = [
    # a service in apposition to its tier is no person
    ("We use Kitchly, the Family box.", "Family"),
    ("Finally got Brewhaus, the Double Shot plan.", "Double Shot"),
    # a product line and a tier said as one name
    ("I'm on the Orbi Flex 50GB plan.", "Orbi Flex 50GB"),
    # a service named by what it does, then its tier
    ("My streaming service is Flixa Basic.", "Flixa Basic"),
    ("Our cable replacement is Tivora Plus.", "Tivora Plus"),
]


@pytest.mark.parametrize("case", PLAN_CASES, ids=[c[0][:48] for c in PLAN_CASES])
def test_battery3_plan_reading(case: tuple[str, str]) -> None:
    text, alias = case
    claims = _run(text)
    plans = [c for c in claims if c.predicate == "subscription_plan"]
    assert plans and all(c.subject == SELF for c in plans), show(claims)
    assert any(matches(c, "subscription_plan", alias, {}) for c in plans), show(claims)
    assert len(plans) == 1, show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "Dana uses Kitchly, the Family box.",
        "My sister uses Kitchly, the Family box.",
        "My gym is Iron Core.",
        "My phone is a Pixel Pro.",
        "My dad's provider is Vela Max.",
        "Silver next, my coach says.",
    ],
)
def test_battery3_plan_precision(text: str) -> None:
    claims = _run(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate == "subscription_plan"], show(
        claims
    )


def test_a_tier_said_alone_with_its_start_needs_a_plan() -> None:
    claims = _run("Platinum as of three days ago. Worth it.")
    plan = [c for c in claims if c.predicate == "subscription_plan"]
    assert [(c.object, c.metadata.get(REVISES_PLAN)) for c in plan] == [("Platinum", "1")], show(claims)


async def test_a_tier_said_alone_replaces_the_plan_the_user_has(mem: engram.Engram) -> None:
    await mem.add("Joined Forge Fitness today on the Bronze membership.", user_id="u",
                  reference_time="2026-03-02T10:00:00-05:00")  # fmt: skip
    await mem.add("Platinum as of three days ago. Worth it.", user_id="u",
                  reference_time="2026-05-20T10:00:00-05:00")  # fmt: skip
    await mem.add("Gold since 2019 in the county league.", user_id="v",
                  reference_time="2026-05-20T10:00:00-05:00")  # fmt: skip
    await mem.consolidate(user_id="u")
    await mem.consolidate(user_id="v")
    plans = {f.object: f for f in await mem.facts(user_id="u", include_closed=True)
             if f.predicate == "subscription_plan"}  # fmt: skip
    assert set(plans) == {"Bronze", "Platinum"}, plans
    bronze = plans["Bronze"]
    assert bronze.invalid_at is not None and bronze.invalid_at.date() == D(2026, 5, 17)
    assert plans["Platinum"].invalid_at is None
    other = [f for f in await mem.facts(user_id="v", include_closed=True) if f.predicate == "subscription_plan"]
    assert not other, other


# --- a statement before a tag question -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "valid"),
    [
        ("my leopard gecko Rocket (had him since 2020) is shedding again, is that normal?",
         "has_pet", "Rocket", D(2020, 1, 1)),
        ("My cat Luna has been with me since 2019 - any tips for an older cat?", "has_pet", "Luna",
         D(2019, 1, 1)),
        ("Started naproxen on the 3rd, is it ok with coffee?", "takes_medication", "naproxen",
         D(2026, 5, 3)),
    ],
)
def test_the_statement_before_a_tag_question_is_read(
    text: str, predicate: str, alias: str, valid: date
) -> None:
    claims = _run(text)
    assert any(matches(c, predicate, alias, {"valid": valid}) for c in claims), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "Should I switch to the Premium plan, is it worth it?",
        "If I upgrade to the Gold plan, will I get the sauna?",
        "Is the Gold plan any good, does it include classes?",
        "Any idea if the Premium plan is worth it, or is Basic enough?",
    ],
)
def test_a_question_before_a_tag_question_states_nothing(text: str) -> None:
    claims = _run(text)
    assert not [c for c in claims if c.predicate == "subscription_plan"], show(claims)


# --- more of the same kinds, in the precision direction too ---------------------------------------

MORE: list[tuple[Any, ...]] = [
    ("Alfred the cat has been with us since 2015.", "has_pet", "Alfred", {"valid": D(2015, 1, 1)}),
    ("Been a cat owner since 2016 - Mika is a Birman.", "has_pet", "Mika", {"valid": D(2016, 1, 1)}),
    ("My last omeprazole was on the 20th of last month.", "takes_medication", "omeprazole",
     {"action": "end", "invalid": D(2026, 4, 20)}),
    ("Started a new inhaler, Brezora, this week.", "takes_medication", "Brezora",
     {"valid": D(2026, 5, 18)}),
    ("We're Gold members at Climbwell as of Monday of last week.", "subscription_plan", "Gold",
     {"valid": D(2026, 5, 11)}),
    ("I took out a Tidewave broadband contract today: Fibre 150.", "subscription_plan", "Fibre 150",
     {"valid": D(2026, 5, 20)}),
    ("We adopted a ferret from the shelter two days ago.", "has_pet", "ferret", {"valid": D(2026, 5, 18)}),
]


@pytest.mark.parametrize("case", MORE, ids=[c[0][:48] for c in MORE])
def test_battery3_more_readings(case: tuple[Any, ...]) -> None:
    text, predicate, alias, exp = case
    claims = _run(text)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


MORE_NOTHING: list[tuple[str, str]] = [
    ("Walked the dog at six, then work.", "has_pet"),
    ("Dropped the fish oil this week, it gave me heartburn.", "has_pet"),
    ("My last day was on the 20th of last month.", "takes_medication"),
    ("My sister started new pills, Zentra, this week.", "takes_medication"),
    ("We are family members of the club.", "subscription_plan"),
    # a species as the modifier of another noun is no pet
    ("We had a goose egg for breakfast.", "has_pet"),
    ("We got a koi pond put in last week.", "has_pet"),
]


@pytest.mark.parametrize("case", MORE_NOTHING, ids=[c[0][:48] for c in MORE_NOTHING])
def test_battery3_more_precision(case: tuple[str, str]) -> None:
    text, predicate = case
    claims = _run(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate == predicate], show(claims)


@pytest.mark.parametrize(
    ("text", "tier", "valid"),
    [
        # a move "to X on my <service>" is a change of that service's tier, and no new home
        ("As of Monday of last week I've moved from Sprout to Bloom on my meal kit.", "Bloom", D(2026, 5, 11)),
        # the home internet named by what it is, then its tier
        ("Our Wi-Fi is Gigabit Plus now, since five days ago.", "Gigabit Plus", D(2026, 5, 15)),
    ],
)
def test_battery3_tier_of_a_named_service(text: str, tier: str, valid: date) -> None:
    claims = _run(text)
    assert any(matches(c, "subscription_plan", tier, {"valid": valid}) for c in claims), show(claims)
    assert not [c for c in claims if c.predicate == "lives_in"], show(claims)


def test_a_move_for_a_service_word_that_is_no_service_is_a_move() -> None:
    for text in ("Moved to Tacoma for the internet jobs.", "Moved to Tacoma for the gym scene.",
                 "We moved to Tacoma on the phone company's dime."):  # fmt: skip
        claims = _run(text)
        assert any(c.predicate == "lives_in" and c.object == "Tacoma" for c in claims), show(claims)
        assert not [c for c in claims if c.predicate == "subscription_plan"], show(claims)


def test_a_tier_kicking_in_alone_needs_a_plan() -> None:
    claims = _run("Ultimate kicked in six days ago.")
    plan = [c for c in claims if c.predicate == "subscription_plan"]
    assert [(c.object, c.metadata.get(REVISES_PLAN)) for c in plan] == [("Ultimate", "1")], show(claims)
    for text in ("Spring kicked in six days ago.", "Ultimate kicked in as the theme of the party."):
        assert not [c for c in _run(text) if c.predicate == "subscription_plan"], text
