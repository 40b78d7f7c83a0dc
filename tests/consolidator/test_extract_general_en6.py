"""English story events in constructions found with the fresh batch cust-16..20 (other wordings).

Each capability is a construction or a word class: a home that "became home", residents and
people of a place ("we're Leeds people now"), arrival verbs said next to a move, belongings the
movers brought, "X, where we'd lived from Y" left behind, "leaving it for Y", "Before X there was
Y" when living is said, "that only ended when we came here to A", a date in the next sentence
naming the place with "there". Precision cases must create or close nothing about the user.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import matches, run_on, show

D = date


def _run(text: str, ref: date, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=False)


NY = D(2026, 1, 8)
RETRO = D(2026, 2, 12)
MOVE = D(2026, 7, 20)  # "three days ago" -> 07-17

RESIDENCE: list[tuple[Any, ...]] = [
    (NY, "Fresh start: Leeds became our home right after New Year's.", "lives_in", "Leeds", {"valid": D(2026, 1, 1)}),
    (NY, "Since New Year's, Halifax has become home.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (MOVE, "As of three days ago we're Bristol residents, officially.", "lives_in", "Bristol", {"valid": D(2026, 7, 17)}),
    (MOVE, "I'm a Glasgow local now, we moved three days ago.", "lives_in", "Glasgow", {"valid": D(2026, 7, 17)}),
    (MOVE, "We arrived in Tacoma three days ago and the boxes are piled to the ceiling.", "lives_in", "Tacoma", {"valid": D(2026, 7, 17)}),
    (MOVE, "We're in Denver! The movers came three days ago.", "lives_in", "Denver", {"valid": D(2026, 7, 17)}),
    (MOVE, "We're officially Leeds people. Moved in three days ago and nothing is unpacked.", "lives_in", "Leeds", {"valid": D(2026, 7, 17)}),
    (MOVE, "Three days ago the removal firm carried all our stuff to Norwich.", "lives_in", "Norwich", {"valid": D(2026, 7, 17)}),
    (MOVE, "We took a flat in Derby and the truck arrived three days ago.", "lives_in", "Derby", {}),
    (NY, "New in Exeter, we moved right after New Year's.", "lives_in", "Exeter", {"valid": D(2026, 1, 1)}),
    (RETRO, "I lived down in Plymouth from 2015 until I came up here to Bath.", "lives_in", "Plymouth", {"valid": D(2015, 1, 1), "ends_when": "Bath"}),
    (RETRO, "We'd rented in Reno since 2017, and that ended when we moved here to Boise.", "lives_in", "Reno", {"valid": D(2017, 1, 1), "ends_when": "Boise"}),
    (RETRO, "Moving away from Cork, where I'd lived since 2014, was tough.", "lives_in", "Cork", {"valid": D(2014, 1, 1)}),
    (RETRO, "Reno had been home since 2018; we left it for Boise in January.", "lives_in", "Reno", {"valid": D(2018, 1, 1), "ends_when": "Boise"}),
    (RETRO, "Before Boise there was Reno. We lived there from 2016.", "lives_in", "Reno", {"valid": D(2016, 1, 1), "ends_when": "Boise"}),
    (RETRO, "Reno was where we lived before. We rented a flat there from 2016 until the Boise move.", "lives_in", "Reno", {"valid": D(2016, 1, 1), "ends_when": "Boise"}),
]

FIRST = D(2026, 7, 6)  # "the 1st" -> 07-01
QUIT = D(2026, 5, 20)  # "the end of next month" -> 06-30
D_CONTEXT = ("I'm a dispatcher for Brightwater Logistics.",)

EMPLOYER: list[tuple[Any, ...]] = [
    (FIRST, "Week two at Lantern Health already. I started on the 1st.", "works_at", "Lantern Health", {"valid": D(2026, 7, 1)}),
    (FIRST, "Day one at Orchard Row was the 1st, and I survived.", "works_at", "Orchard Row", {"valid": D(2026, 7, 1)}),
    (FIRST, "My new job at Lantern Health started on the 1st.", "works_at", "Lantern Health", {"valid": D(2026, 7, 1)}),
    (FIRST, "My contract with Orchard Row kicked off on the 1st.", "works_at", "Orchard Row", {"valid": D(2026, 7, 1)}),
    (FIRST, "I've been on the Orchard Row payroll since the 1st.", "works_at", "Orchard Row", {"valid": D(2026, 7, 1)}),
    (FIRST, "Lantern Health, new job! Started on the 1st.", "works_at", "Lantern Health", {"valid": D(2026, 7, 1)}),
    (FIRST, "Orchard Row puts food on the table these days; I joined on the 1st.", "works_at", "Orchard Row", {}),
    (QUIT, "Lantern Health's been my employer since 2019.", "works_at", "Lantern Health", {"valid": D(2019, 1, 1)}),
    (QUIT, "Orchard Row pays my salary. I've been an analyst there since 2018.", "works_at", "Orchard Row", {"valid": D(2018, 1, 1)}),
    (QUIT, "I'm walking away from Brightwater at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (QUIT, "I'm leaving Brightwater. They have me until the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (QUIT, "The end of next month is my last day on the payroll.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
]

PLAN1 = D(2026, 1, 27)
PLAN2 = D(2026, 4, 1)  # Wednesday; "Monday of last week" -> 03-23
PLAN3 = D(2026, 9, 9)  # Wednesday; "three days ago" -> 09-06

PLAN: list[tuple[Any, ...]] = [
    (PLAN1, "Started a coffee subscription today. The Medium box to start with.", "subscription_plan", "Medium box", {}),
    (PLAN1, "Got home internet sorted today. Fibre 80 for now.", "subscription_plan", "Fibre 80", {}),
    (PLAN1, "Joined a yoga studio today and picked the Starter pass.", "subscription_plan", "Starter", {"valid": PLAN1}),
    (PLAN1, "Paid for a new phone plan today. Went with the 10GB option.", "subscription_plan", "10GB", {}),
    (PLAN1, "Bought a Core membership at the climbing wall today.", "subscription_plan", "Core", {"valid": PLAN1}),
    (PLAN2, "Swapped the Lite plan for Plus on the music app, effective Monday of last week.", "subscription_plan", "Plus", {"valid": D(2026, 3, 23)}),
    (PLAN2, "We traded Standard for Family on the streaming starting Monday of last week.", "subscription_plan", "Family", {"valid": D(2026, 3, 23)}),
    (PLAN2, "The yoga studio bumped me up to a Flex 10 pass from Monday of last week.", "subscription_plan", "Flex 10", {"valid": D(2026, 3, 23)}),
    (PLAN3, "Three days ago Gold replaced Silver on my gym membership.", "subscription_plan", "Gold", {"valid": D(2026, 9, 6)}),
    (PLAN3, "The phone went premium three days ago.", "subscription_plan", "premium", {"valid": D(2026, 9, 6)}),
    (PLAN3, "Three days ago we moved the coffee subscription up to the Large box.", "subscription_plan", "Large box", {"valid": D(2026, 9, 6)}),
]

HOBBY_DAY = D(2026, 1, 9)
HOBBY2 = D(2026, 8, 26)  # Wednesday; "this week" -> 08-24

HOBBIES: list[tuple[Any, ...]] = [
    (HOBBY_DAY, "Squash keeps me sane, honestly.", "hobby", "Squash", {}),
    (HOBBY_DAY, "Bouldering is what keeps me grounded after a long week.", "hobby", "Bouldering", {}),
    (HOBBY_DAY, "Open-water swimming is literally my religion.", "hobby", "swimming", {}),
    (HOBBY_DAY, "Pottery has become my weekly reset.", "hobby", "Pottery", {}),
    (HOBBY_DAY, "Judo twice a week is my sanity.", "hobby", "Judo", {}),
    (HOBBY2, "Padel is my newest obsession; I took it up this week.", "hobby", "Padel", {}),
    (HOBBY2, "Took up fencing this week, as if I had spare evenings.", "hobby", "fencing", {"valid": D(2026, 8, 24)}),
    (HOBBY2, "I started the cello this week, even if my neighbours hate it.", "hobby", "cello", {}),
]

PET_DAY = D(2026, 4, 28)  # "three days ago" -> 04-25

PETS: list[tuple[Any, ...]] = [
    (PET_DAY, "We fetched a cockapoo puppy from a farm three days ago. She's called Bramble.", "has_pet", "Bramble", {"valid": D(2026, 4, 25)}),
    (PET_DAY, "I collected a ginger kitten from the shelter three days ago; we named her Toffee.", "has_pet", "Toffee", {"valid": D(2026, 4, 25)}),
    (PET_DAY, "My daughter has a hamster now: Peanut. We collected him three days ago.", "has_pet", "Peanut", {"valid": D(2026, 4, 25)}),
    (PET_DAY, "There's a gecko in my room now: Spike. We've had him for three days.", "has_pet", "Spike", {"valid": D(2026, 4, 25)}),
    (PET_DAY, "We've had Juno, a cavapoo, since 2020.", "has_pet", "Juno", {"valid": D(2020, 1, 1)}),
]

MED = D(2026, 4, 15)
MED_STOP = D(2026, 6, 10)  # Wednesday; "this week" -> 06-08
MED2_STOP = D(2026, 8, 17)  # "the 24th of last month" -> 07-24

MEDICATION: list[tuple[Any, ...]] = [
    (MED, "My GP suggested magnesium tablets and I've been taking them nightly since the 13th.", "takes_medication", "magnesium", {"valid": D(2026, 4, 13)}),
    (MED, "I added collagen to my breakfast routine on the 13th.", "takes_medication", "collagen", {"valid": D(2026, 4, 13)}),
    (MED, "New medication: lisinopril, started on the 13th.", "takes_medication", "lisinopril", {}),
    (MED_STOP, "I put the steroid cream away this week, the rash is gone.", "takes_medication", "steroid cream", {"action": "end"}),
    (MED2_STOP, "The last sertraline tablet I took was on the 24th of last month.", "takes_medication", "sertraline", {"action": "end", "invalid": D(2026, 7, 24)}),
    (MED2_STOP, "Fish oil capsules: dropped on the 24th of last month.", "takes_medication", "fish oil", {"action": "end", "invalid": D(2026, 7, 24)}),
    (MED2_STOP, "Echinacea's been out of my routine since the 24th of last month.", "takes_medication", "Echinacea", {"action": "end", "invalid": D(2026, 7, 24)}),
]

ROLE = D(2026, 6, 18)

ROLES: list[tuple[Any, ...]] = [
    (ROLE, "Charity-wise, I sort donations at the food pantry on Sundays, and have since 2019.", "volunteers_as", "food pantry", {}),
    (ROLE, "Volunteering update: I read to kids at the library once a week, since 2021.", "volunteers_as", "read to kids at the library", {"valid": D(2021, 1, 1)}),
    (ROLE, "Since 2018 I've been fostering kittens for the cat rescue as a volunteer.", "volunteers_as", "fostering kittens", {"valid": D(2018, 1, 1)}),
    (ROLE, "I've sat on the committee of our tenants' group since 2020, unpaid.", "volunteers_as", "committee of our tenants", {"valid": D(2020, 1, 1)}),
    (ROLE, "On Saturdays I help out at the Oxfam bookshop. Been doing that since 2017.", "volunteers_as", "Oxfam bookshop", {"valid": D(2017, 1, 1)}),
    (ROLE, "I give my Sundays to Mountain Rescue as a volunteer driver, since 2016.", "volunteers_as", "Mountain Rescue", {"valid": D(2016, 1, 1)}),
    (ROLE, "Side gig update: I walk dogs for neighbours on weekends, first walk was on the 6th.", "side_job", "walk dogs", {"valid": D(2026, 6, 6)}),
    (ROLE, "Proofreading theses is my new side hustle; the first one came in on the 3rd.", "side_job", "Proofreading", {"valid": D(2026, 6, 3)}),
]

CASES = [*RESIDENCE, *EMPLOYER, *PLAN, *HOBBIES, *PETS, *MEDICATION, *ROLES]


@pytest.mark.parametrize("case", CASES, ids=[c[1][:48] for c in CASES])
def test_general_story_event(case: tuple[Any, ...]) -> None:
    ref, text, predicate, alias, exp, *rest = case
    claims = _run(text, ref, rest[0] if rest else ())
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


#: The same constructions about someone else, on a trip or without living: nothing about the user.
NOT_ABOUT_USER = [
    "We landed in Rome at noon and went straight to dinner.",
    "We're in Paris! The hotel is lovely.",
    "Before Luna there was Max, the sweetest collie.",
    "Before Acme there was Brightline, my first job.",
    "My parents are Leeds people through and through.",
    "My sister's movers brought everything to Leeds on Friday.",
    "My brother arrived in Denver three days ago for a conference.",
    "Her family became Halifax residents last year.",
    "Leaving Paris, where we'd spent a lovely week, was sad.",
]


NOT_A_JOB = [
    "My sister's contract with Orchard Row began on the 1st.",
    "My dad pays the bills in our house.",
    "Her new job at Lantern Health started on the 1st.",
    "My brother is walking away from Orchard Row at the end of next month.",
    "Day two at the beach and I'm already sunburnt.",
]


NOT_A_ROLE = [
    "Once a month my sister helps out at the food bank.",
    "Volunteering-wise, my husband coaches the under-10s.",
    "Side hustle idea: I might sell candles on Etsy.",
    "Once a month I help out at my dad's shop for extra cash.",
]


@pytest.mark.parametrize("text", NOT_A_ROLE)
def test_no_volunteer_role_for_the_user(text: str) -> None:
    claims = _run(text, ROLE)
    got = [c for c in claims if c.subject == SELF and c.predicate == "volunteers_as" and c.modality == "stated"]
    assert got == [], show(got)


NOT_A_MED = [
    "I put the shopping away this week.",
    "My mum added turmeric to her morning routine.",
    "The last train I took was on the 24th of last month.",
    "Netflix has been out of my routine since the 24th of last month.",
]


@pytest.mark.parametrize("text", NOT_A_MED)
def test_no_medicine_for_the_user(text: str) -> None:
    claims = _run(text, MED2_STOP)
    got = [c for c in claims if c.subject == SELF and c.predicate == "takes_medication"]
    assert got == [], show(got)


NOT_A_PET = [
    "My neighbour fetched a puppy from a breeder three days ago. She's called Bramble.",
    "We collected a dog bed from the shop three days ago.",
    "My sister has a hamster now: Peanut.",
    "We've had Tom, a plumber, in all week.",
]


@pytest.mark.parametrize("text", NOT_A_PET)
def test_no_pet_for_the_user(text: str) -> None:
    claims = _run(text, PET_DAY)
    got = [c for c in claims if c.subject == SELF and c.predicate == "has_pet"]
    assert got == [], show(got)


NOT_A_HOBBY = [
    "My job keeps me sane.",
    "My sister's dog is my happy place.",
    "Our garden keeps me going.",
    "If I had time, climbing would be my religion.",
]


@pytest.mark.parametrize("text", NOT_A_HOBBY)
def test_no_hobby_for_the_user(text: str) -> None:
    claims = _run(text, HOBBY2)
    got = [c for c in claims if c.subject == SELF and c.predicate == "hobby" and c.modality == "stated"]
    assert got == [], show(got)


NOT_A_PLAN = [
    "We bought a TV streaming box today.",
    "I went pro in my twenties, playing tennis.",
    "My sister swapped Basic for Premium on her phone.",
    "Gold replaced Silver as my favourite colour years ago.",
    "Medium for now, thanks, the large coffee is too much.",
]


@pytest.mark.parametrize("text", NOT_A_PLAN)
def test_no_plan_for_the_user(text: str) -> None:
    claims = _run(text, PLAN3)
    got = [c for c in claims if c.subject == SELF and c.predicate == "subscription_plan"]
    assert got == [], show(got)


def test_one_plan_per_tier_and_its_box() -> None:
    claims = _run("Upped the coffee subscription to the Large box three days ago.", PLAN3)
    got = [c.object for c in claims if c.predicate == "subscription_plan"]
    assert got == ["Large box"], got


def test_a_clipped_irregular_past_is_the_user() -> None:
    claims = _run("Bought a Flex 4 membership at the pilates studio today.", PLAN1)
    assert any(c.subject == SELF and c.predicate == "subscription_plan" for c in claims), show(claims)


@pytest.mark.parametrize("text", NOT_A_JOB)
def test_no_job_for_the_user(text: str) -> None:
    claims = _run(text, FIRST, D_CONTEXT)
    jobs = [c for c in claims if c.subject == SELF and c.predicate in ("works_at", "job_title")]
    assert jobs == [], show(jobs)


@pytest.mark.parametrize("text", NOT_ABOUT_USER)
def test_no_home_for_the_user(text: str) -> None:
    claims = _run(text, MOVE)
    homes = [c for c in claims if c.subject == SELF and c.predicate == "lives_in"]
    assert homes == [], show(homes)


@pytest.mark.parametrize(
    ("text", "hobby"),
    [("I'm a runner.", "running"), ("I'm a swimmer, mostly lengths before work.", "swimming"),
     ("I'm a gamer, always have been.", "gaming"), ("I'm a climber and proud of it.", "climbing")],
)  # fmt: skip
def test_a_pastime_noun_is_a_hobby_not_a_job(text: str, hobby: str) -> None:
    claims = _run(text, HOBBY_DAY)
    assert not [c for c in claims if c.predicate == "job_title"], show(claims)
    assert any(c.predicate == "hobby" and c.object == hobby for c in claims), show(claims)


@pytest.mark.parametrize(
    ("text", "title"),
    [("I'm a runner at Pinewood Studios.", "runner"), ("I'm a baker.", "baker"),
     ("I'm a pastry baker at Crumbs.", "pastry baker")],
)  # fmt: skip
def test_a_pastime_noun_with_an_employer_or_a_trade_stays_a_job(text: str, title: str) -> None:
    claims = _run(text, HOBBY_DAY)
    assert any(c.predicate == "job_title" and c.object == title for c in claims), show(claims)


#: Constructions found with the second fresh batch (cust-21..22), in other wordings.
SECOND_BATCH: list[tuple[Any, ...]] = [
    (NY, "Leeds's our home base these days, since right after New Year's.", "lives_in", "Leeds", {"valid": D(2026, 1, 1)}),
    (NY, "Exeter it is! We moved right after New Year's.", "lives_in", "Exeter", {"valid": D(2026, 1, 1)}),
    (MOVE, "Derby, at last! The removal crew had us in three days ago.", "lives_in", "Derby", {"valid": D(2026, 7, 17)}),
    (MOVE, "Three days ago we said goodbye to Leeds and hello to Sioux Falls.", "lives_in", "Sioux Falls", {"valid": D(2026, 7, 17)}),
    (QUIT, "Work: data analyst, Brightwater Logistics, since 2018.", "works_at", "Brightwater Logistics", {}),
    (QUIT, "I'm emailing Brightwater my resignation tonight; my last day will be the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (QUIT, "Orchard Row have had me on reception since 2017.", "works_at", "Orchard Row", {"valid": D(2017, 1, 1)}),
    (FIRST, "Joined Orchard Row's design team on the 1st.", "works_at", "Orchard Row", {"valid": D(2026, 7, 1)}),
    (PLAN1, "Bought a 20-class punch card at the yoga studio today, to see if I like it.", "subscription_plan", "20-class", {"valid": PLAN1}),
    (PLAN1, "I joined a bike-share today. Casual is the name of their entry plan and that's the one I took.", "subscription_plan", "Casual", {}),
    (PLAN3, "Flipped the streaming over to Premium three days ago.", "subscription_plan", "Premium", {"valid": D(2026, 9, 6)}),
    (MED2_STOP, "I've had no melatonin since the 24th of last month.", "takes_medication", "melatonin", {"action": "end", "invalid": D(2026, 7, 24)}),
    (MED_STOP, "The salbutamol inhaler's been shelved this week.", "takes_medication", "salbutamol", {"action": "end"}),
    (PET_DAY, "We've added a kitten to the household: Miso, who came home three days ago.", "has_pet", "Miso", {"valid": D(2026, 4, 25)}),
    (PET_DAY, "Hamish, our Bernese, has been part of the family since 2019.", "has_pet", "Hamish", {"valid": D(2019, 1, 1)}),
    (PET_DAY, "A stray cat adopted us. Biscuit turned up three days ago and stayed.", "has_pet", "Biscuit", {}),
    (HOBBY_DAY, "Choir on Tuesdays is the highlight of my week.", "hobby", "Choir", {}),
    (HOBBY_DAY, "I play fiddle at a folk session most Sundays.", "hobby", "fiddle", {}),
    (HOBBY2, "Besides running, I've now got bouldering: my first session was this week.", "hobby", "bouldering", {}),
    (ROLE, "Summers, I'm on the volunteer lifeguard patrol at the lake. Been doing it since 2018.", "volunteers_as", "lifeguard patrol", {"valid": D(2018, 1, 1)}),
    (ROLE, "Since 2020 I've coached a junior rugby team, purely voluntary.", "volunteers_as", "rugby", {"valid": D(2020, 1, 1)}),
    (ROLE, "Since the 6th I've been knitting baby blankets to order in the evenings.", "side_job", "knitting baby blankets", {"valid": D(2026, 6, 6)}),
]


@pytest.mark.parametrize("case", SECOND_BATCH, ids=[c[1][:48] for c in SECOND_BATCH])
def test_second_batch_construction(case: tuple[Any, ...]) -> None:
    ref, text, predicate, alias, exp, *rest = case
    claims = _run(text, ref, rest[0] if rest else ())
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


@pytest.mark.parametrize(
    "text",
    ["The GP has had me on iron tablets since the 18th.", "Paris, finally! The hotel is lovely.",
     "My parents said goodbye to Leeds and hello to Spain last year.",
     "My sister gave Brightwater her notice today.", "Her cat chose us as its favourite neighbours."],
)  # fmt: skip
def test_second_batch_precision(text: str) -> None:
    claims = _run(text, MOVE, D_CONTEXT)
    got = [c for c in claims if c.subject == SELF and c.predicate in ("works_at", "lives_in", "has_pet")]
    assert got == [], show(got)


#: A past home C ended by the move to A, in more shapes (the next home known from context).
A_CONTEXT = ("We moved to Austin right after New Year's.",)
MORE_PAST_HOMES: list[tuple[Any, ...]] = [
    (RETRO, "We'd been Denver residents since 2019 before coming to Austin.", "Denver", {"valid": D(2019, 1, 1), "ends_when": "Austin"}),
    (RETRO, "We were in Denver from 2019 to the end of last year, then Austin.", "Denver", {"valid": D(2019, 1, 1), "ends_when": "Austin"}),
    (RETRO, "I rented in Denver between 2019 and our move to Austin.", "Denver", {"ends_when": "Austin"}),
    (RETRO, "The move to Austin ended my time in Denver, where I'd lived since 2019.", "Denver", {"valid": D(2019, 1, 1), "ends_when": "Austin"}),
    (RETRO, "We left Denver, our home since 2019, for Austin.", "Denver", {"valid": D(2019, 1, 1), "ends_when": "Austin"}),
]


@pytest.mark.parametrize("case", MORE_PAST_HOMES, ids=[c[1][:48] for c in MORE_PAST_HOMES])
def test_a_past_home_ended_by_the_move(case: tuple[Any, ...]) -> None:
    ref, text, alias, exp = case
    claims = _run(text, ref, A_CONTEXT)
    assert any(matches(c, "lives_in", alias, exp) for c in claims), show(claims)


def test_the_move_that_ended_a_home_is_not_dated_by_the_old_home() -> None:
    claims = _run("The move to Austin ended my time in Denver, where I'd lived since 2019.", RETRO, A_CONTEXT)
    assert not [c for c in claims if c.object == "Austin" and c.valid_at is not None], show(claims)


@pytest.mark.parametrize(
    "text",
    ["My parents were Denver residents for years before retiring to Austin.",
     "We went to Denver for a week, then Austin.",
     "My sister left Denver, her home since 2019, for Austin."],
)  # fmt: skip
def test_no_past_home_for_the_user(text: str) -> None:
    claims = _run(text, RETRO, A_CONTEXT)
    got = [c for c in claims if c.subject == SELF and c.predicate == "lives_in" and c.object == "Denver"]
    assert got == [], show(got)


NEW_JOB_SHAPES = [
    "I moved over to Kestrel Logistics on the 1st.",
    "Changed jobs: Lantern Health since the 1st.",
    "My new employer, Lantern Health, had me start on the 1st.",
    "I became part of the Lantern Health team on the 1st.",
    "I accepted an offer from Lantern Health and started on the 1st.",
    "Induction at Lantern Health started on the 1st.",
]


@pytest.mark.parametrize("text", NEW_JOB_SHAPES)
def test_a_new_job_in_more_shapes(text: str) -> None:
    claims = _run(text, FIRST)
    org = "Kestrel" if "Kestrel" in text else "Lantern"
    assert any(matches(c, "works_at", org, {"valid": D(2026, 7, 1)}) for c in claims), show(claims)


@pytest.mark.parametrize(
    "text",
    ["We went to Paris on the 1st.", "I moved over to Leeds on the 1st.",
     "My sister became part of the Lantern Health team on the 1st.", "Changed jobs: no idea yet."],
)  # fmt: skip
def test_a_trip_or_someone_else_is_no_new_job(text: str) -> None:
    claims = _run(text, FIRST)
    got = [c for c in claims if c.subject == SELF and c.predicate == "works_at"]
    assert got == [], show(got)


PLAN_SHAPES: list[tuple[Any, ...]] = [
    (PLAN1, "Got a broadband deal today with 500 Mbps of speed.", "Mbps", {}),
    (PLAN1, "Silver's the tier I picked for the gym today.", "Silver", {}),
    (PLAN1, "Opened a cloud backup account today on the free 20GB tier.", "20GB", {}),
    (PLAN2, "Gold's been my gym tier since Monday of last week.", "Gold", {"valid": D(2026, 3, 23)}),
    (PLAN2, "We bumped the music app to Family, effective Monday of last week.", "Family", {"valid": D(2026, 3, 23)}),
    (PLAN2, "Got a music plan. Plus kicked in Monday of last week.", "Plus", {"valid": D(2026, 3, 23)}),
    (PLAN3, "I chose Premium three days ago, after the trial.", "Premium", {"valid": D(2026, 9, 6)}),
    (PLAN3, "Downgraded three days ago, Basic this time.", "Basic", {"valid": D(2026, 9, 6)}),
]


@pytest.mark.parametrize("case", PLAN_SHAPES, ids=[c[1][:48] for c in PLAN_SHAPES])
def test_a_plan_in_more_shapes(case: tuple[Any, ...]) -> None:
    ref, text, alias, exp = case
    claims = _run(text, ref)
    assert any(matches(c, "subscription_plan", alias, exp) for c in claims), show(claims)


def test_free_before_a_size_is_no_second_tier() -> None:
    claims = _run("Opened a cloud backup account today on the free 20GB tier.", PLAN1)
    assert [c.object for c in claims if c.predicate == "subscription_plan"] == ["20GB"], show(claims)


@pytest.mark.parametrize(
    "text", ["I picked Gold for my wedding ring.", "My sister picked Premium three days ago.",
             "Gold kicked in as the team colour."],
)  # fmt: skip
def test_a_tier_word_without_a_plan_is_no_plan(text: str) -> None:
    claims = _run(text, PLAN3)
    got = [c for c in claims if c.subject == SELF and c.predicate == "subscription_plan"]
    assert got == [], show(got)


@pytest.mark.parametrize(
    ("text", "hobby"),
    [("Honestly, I live for open-water swimming.", "swimming"), ("I relax with jigsaws most evenings.", "jigsaws"),
     ("I'm a member of a cycling club.", "cycling club"), ("I play in a brass band on Fridays.", "brass band"),
     ("I go climbing three times a week.", "climbing"), ("I do a bit of gardening most weekends.", "gardening")],
)  # fmt: skip
def test_a_first_hobby_in_more_shapes(text: str, hobby: str) -> None:
    claims = _run(text, HOBBY_DAY)
    assert any(c.predicate == "hobby" and c.subject == SELF and c.object.endswith(hobby) for c in claims), show(claims)


def test_a_pet_in_our_lives_is_the_users() -> None:
    claims = _run("There's a new kitten in our lives: Pebble, home since three days ago.", PET_DAY)
    assert any(matches(c, "has_pet", "Pebble", {"valid": D(2026, 4, 25)}) for c in claims), show(claims)


@pytest.mark.parametrize(
    "text", ["My sister lives for her job.", "My husband plays in a brass band.", "I live for the weekend."],
)  # fmt: skip
def test_no_first_hobby_for_the_user(text: str) -> None:
    claims = _run(text, HOBBY_DAY)
    got = [c for c in claims if c.subject == SELF and c.predicate == "hobby"]
    assert got == [], show(got)


def test_the_truck_unloading_at_the_new_home() -> None:
    claims = _run("The moving truck unloaded in Boulder three days ago.", MOVE)
    assert any(matches(c, "lives_in", "Boulder", {"valid": D(2026, 7, 17)}) for c in claims), show(claims)


@pytest.mark.parametrize(
    "text", ["The delivery truck arrived in Leeds three days ago.", "My sister's removal van pulled up in Leeds three days ago."],
)  # fmt: skip
def test_someone_elses_truck_is_no_home(text: str) -> None:
    claims = _run(text, MOVE)
    assert not [c for c in claims if c.subject == SELF and c.predicate == "lives_in"], show(claims)
