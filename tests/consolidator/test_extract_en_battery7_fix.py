"""English facts of the kinds the seventh blind battery (and the rest of the fourth) showed
missing (session 14), in other words: casual typing ("w/", "quiting", "ive"), an employer named
by the people there ("my supervisor at X"), a bare leaving beside work talk ("told my manager i'm
out at the end of next month"), a past home named by the stay's length ("After six years in X")
or as "the place I lived before, X", a parenthesis before the verb, a New Year said in December,
a brand that makes a later tier a sibling, pets named with a contraction or arriving second."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import has, run_at, run_on, show

REF = date(2025, 6, 10)


def claims_of(text: str, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, REF, context, korean=False)


@pytest.mark.parametrize(
    ("text", "alias", "exp"),
    [
        ("told my boss i'm out at the end of next month. bit nervous", "<employer>", {"action": "end", "invalid": date(2025, 7, 31)}),
        ("gave notice today. end of next month i'm done w/ ashcombe. no regrets", "<employer>",
         {"action": "end", "invalid": date(2025, 7, 31)}),
        ("ok its official, im quiting Fernley at the end of next month", "Fernley", {"action": "end", "invalid": date(2025, 7, 31)}),
        ("my supervisor at Harlow Tool & Gauge just cut overtime again. i've been there since 2017", "Harlow Tool & Gauge",
         {"valid": date(2017, 1, 1)}),
        ("I've taught at St Brannock's since 2019 and I've finally handed my notice in.", "St Brannock", {"valid": date(2019, 1, 1)}),
        ("Brill, first few days done at Tolland Design. Started on the 2nd.", "Tolland Design", {"valid": date(2025, 6, 2)}),
        ("been a barista at Wren Lane Café since 2020, pulling out at the end of next month to go full time",
         "Wren Lane Café", {"action": "end", "invalid": date(2025, 7, 31)}),
    ],
)  # fmt: skip
def test_work_news_in_casual_wording(text: str, alias: str, exp: dict[str, Any]) -> None:
    claims = claims_of(text)
    assert has(claims, "works_at", alias, **exp), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "I've cooked for Hollin Bakery customers since 2019.",
        "I'm out at the end of the month, the lease is up.",
        "I've decided to resign at the end of next month.",
    ],
)
def test_no_named_employer_from_customers_a_lease_or_a_bare_resignation(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.predicate == "works_at" and c.object not in ("<employer>",)], show(claims)


def test_a_firms_name_with_an_ampersand_is_no_place() -> None:
    claims = claims_of("my supervisor at Harlow Tool & Gauge just cut overtime again. i've been there since 2017")
    assert not [c for c in claims if c.predicate == "lives_in"], show(claims)


@pytest.mark.parametrize(
    ("text", "old", "new", "old_start", "new_start"),
    [
        ("After six years in Tamber Vale (from 2018, if you want to be exact), I finally moved to Oakhurst when the new year came in.",
         "Tamber Vale", "Oakhurst", date(2018, 1, 1), date(2025, 1, 1)),
        ("The place I lived before, Granby Hill, was home from 2016 until we moved to Port Selden.", "Granby Hill", "Port Selden",
         date(2016, 1, 1), None),
    ],
)  # fmt: skip
def test_a_past_home_named_by_its_stay(text: str, old: str, new: str, old_start: date, new_start: date | None) -> None:
    claims = claims_of(text)
    assert has(claims, "lives_in", old, valid=old_start, ends_when=new), show(claims)
    assert has(claims, "lives_in", new, valid=new_start), show(claims)


@pytest.mark.parametrize(
    "text",
    ["If I'm honest, I moved to Leeds in May.", "I moved to Leeds in May (if memory serves)."],
)
def test_an_aside_with_if_conditions_nothing(text: str) -> None:
    claims = claims_of(text)
    assert has(claims, "lives_in", "Leeds", valid=date(2025, 5, 1), modality="stated"), show(claims)


def test_a_condition_still_conditions() -> None:
    claims = claims_of("If you like, I could move to Leeds.")
    assert not [c for c in claims if c.predicate == "lives_in" and c.action == "assert" and c.modality == "stated"], show(claims)


def test_new_year_said_in_december_is_the_coming_one() -> None:
    from datetime import datetime, timedelta, timezone

    at = datetime(2025, 12, 20, 10, 0, tzinfo=timezone(timedelta(hours=10)))
    claims = run_at("I'm at Kindilan Robotics from the new year.", at)
    assert any(c.predicate == "works_at" and c.valid_at and c.valid_at.date() == date(2026, 1, 1) for c in claims), show(claims)
    past = run_at("We moved to Leeds at New Year.", at)
    assert any(c.predicate == "lives_in" and c.valid_at and c.valid_at.date() == date(2025, 1, 1) for c in past), show(past)


@pytest.mark.parametrize(
    ("context", "text", "tier"),
    [
        (("I'm on the Standard plan for Glimmer, the photo app.",), "Glimmer Creator starting Monday of last week!", "Glimmer Creator"),
        (("Signed up at Cragside Climbing today, on the Weekday pass.",), "Pro Coaching since 8 days ago.", "Pro Coaching"),
    ],
)  # fmt: skip
def test_a_tier_named_beside_its_brand_or_with_a_tier_word(context: tuple[str, ...], text: str, tier: str) -> None:
    claims = claims_of(text, context)
    assert has(claims, "subscription_plan", tier), show(claims)


def test_a_place_with_a_tier_word_stays_a_home() -> None:
    claims = claims_of("Gold Coast since 2019.")
    assert has(claims, "lives_in", "Gold Coast", valid=date(2019, 1, 1)), show(claims)
    assert not [c for c in claims if c.predicate == "subscription_plan"], show(claims)


@pytest.mark.parametrize(
    ("text", "name", "start"),
    [
        ("Any tips for an old dog? Our lab Biscuit's been with us since 2018.", "Biscuit", date(2018, 1, 1)),
        ("second cat joined the family this week!! Nova. the other one is sulking", "Nova", date(2025, 6, 9)),
    ],
)
def test_a_pet_named_with_a_contraction_or_arriving_second(text: str, name: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, "has_pet", name, valid=start), show(claims)


@pytest.mark.parametrize("text", ["We have a lab at work.", "I got a new lab coat."])
def test_a_laboratory_is_no_pet(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate == "has_pet"], show(claims)


@pytest.mark.parametrize(
    ("text", "home", "start"),
    [
        ("we moved two days ago!! new place is on Larch Street in Ashby Park, lease was up anyway", "Ashby Park", date(2025, 6, 8)),
        ("Sold! Completion was on the 2nd, we moved out that day and we're crammed into my in-laws' spare room in Thornley Vale.",
         "Thornley Vale", date(2025, 6, 2)),
        ("lease ran out so i've moved back in with mum and dad in Yarrow Park. did the move this week", "Yarrow Park", date(2025, 6, 9)),
        ("Moved into the new flat in Marrow Cross on the 8th. The old lease is done.", "Marrow Cross", date(2025, 6, 8)),
        ("we moved up the coast to Banksia Cove on monday of last week", "Banksia Cove", date(2025, 6, 2)),
        ("we moved out to my brother's old place in Redcliff Mesa yesterday", "Redcliff Mesa", date(2025, 6, 9)),
        ("Done, we're in Dunmore, moved six days ago. Handed the old keys back.", "Dunmore", date(2025, 6, 4)),
        ("settled this week and moved in yesterday, it's in Wattle Heights", "Wattle Heights", date(2025, 6, 9)),
        ("I moved out of our apartment 3 days ago. staying w/ my parents in Oak Dene rn", "Oak Dene", date(2025, 6, 7)),
        ("the house-sit's finished and we're back in the city, moved into the new flat in Emberton on the 1st", "Emberton", date(2025, 6, 1)),
        ("house sold!! we closed & moved into the rental on Tamworth Way 5 days ago", "Tamworth Way", date(2025, 6, 5)),
        ("rent at my place in Kelso Rise went up again. been here since 2023 and i'm so over it", "Kelso Rise", date(2023, 1, 1)),
        ("Damp again. I've rented this place in Ebbworth since 2022 and it gets worse.", "Ebbworth", date(2022, 1, 1)),
        ("I've had my bedsit on Carrow Lane since 2023. Tiny, but mine.", "Carrow Lane", date(2023, 1, 1)),
        ("Train from Pollok Hill into town was cancelled AGAIN. We've lived here since 2023.", "Pollok Hill", date(2023, 1, 1)),
    ],
)  # fmt: skip
def test_a_home_said_by_what_happened_to_it(text: str, home: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, "lives_in", home, valid=start), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "My sister is staying with her friends in Leeds.",
        "My sister's place in Leeds has a landlord from hell.",
        "We're in Paris, since Monday for a conference.",
        "We stayed at a place in Rome for a week, the landlord was nice.",
    ],
)
def test_no_home_from_someone_elses_place_or_a_trip(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate == "lives_in"], show(claims)


@pytest.mark.parametrize(
    ("text", "tier"),
    [
        ("ok switched to Solstice TOU, effective monday of last week apparently.", "Solstice TOU"),
        ("switched to Family Feast three days ago bc my parents are staying.", "Family Feast"),
        ("power bill shock, we're on Kookaburra Energy's Flat Rate Saver, been on it since 2023", "Flat Rate Saver"),
        ("we needed another line, so we went up to Flare (2 lines)", "Flare"),
        ("righto, new phone plan sorted: Wattle Mobile Cruiser 40, since the 15th", "Cruiser 40"),
        ("ok i go like 4x a week now so i'm on Sender Monthly as of this week lol", "Sender Monthly"),
    ],
)  # fmt: skip
def test_a_tier_in_more_everyday_wording(text: str, tier: str) -> None:
    claims = claims_of(text)
    assert has(claims, "subscription_plan", tier), show(claims)


@pytest.mark.parametrize(
    ("text", "name", "end"),
    [
        ("We lost Fennick yesterday. The vet came to the house.", "Fennick", date(2025, 6, 9)),
        ("this is hard to type but we rehomed Figgy 2 days ago.", "Figgy", date(2025, 6, 8)),
        ("marbles died on the 6th. peacefully, at home.", "Marbles", date(2025, 6, 6)),
        ("Quince passed away on the 30th of last month.", "Quince", date(2025, 5, 30)),
        ("my partner is allergic to Tater, we rehomed him with my sister on the 20th.", "Tater", date(2025, 5, 20)),
    ],
)  # fmt: skip
def test_a_pets_death_or_rehoming_said_of_its_name(text: str, name: str, end: date) -> None:
    claims = claims_of(text)
    assert has(claims, "has_pet", name, action="end", invalid=end), show(claims)


@pytest.mark.parametrize("text", ["We lost Dad in May.", "My grandad died last year.", "The project died on the 3rd."])
def test_no_pet_ends_from_a_person_or_a_thing(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.predicate == "has_pet"], show(claims)


def test_a_pets_kin_dying_ends_no_pet() -> None:
    claims = claims_of("Our guinea pig Custard has been a bit lonely since his brother died.")
    assert not [c for c in claims if c.predicate == "has_pet" and c.action == "end"], show(claims)


def test_settling_in_at_a_company_dated_by_the_next_sentence() -> None:
    claims = claims_of("ok settling in at Tamsin Systems. officially started on the 2nd (no joke)")
    assert has(claims, "works_at", "Tamsin Systems", valid=date(2025, 6, 2)), show(claims)
    for text in ("Settling in at the new flat.", "ok settling in at Paris."):
        assert not [c for c in claims_of(text) if c.predicate == "works_at"], show(claims_of(text))
