"""English facts said without the usual cue words (session 14).

Hobbies told by what they do for the user ("the one thing keeping me sane is choir", "my
bouldering is really improving"), a job named as a sentence's subject ("My job at Pellow Foods is
fine", "Nursing at Bayview General is hard work") or after the user's name, plan tiers in a run of
changes ("Went up to Telvo Midi ...", "And now Telvo Maxi, since yesterday."), a medicine ended by
its kind ("the muscle relaxer is done"), a diet that ends, a wish that is no fact ("I want to move
to Denver"), and a hedge that is no condition ("most weekends if the weather holds")."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

import engram
from consolidator.types import SELF, Claim
from tests.consolidator.claims import EN_TZ, day, has, run_on, show

REF = date(2025, 6, 10)


def claims_of(text: str, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, REF, context, korean=False)


@pytest.mark.parametrize(
    ("text", "alias"),
    [
        ("Honestly the one thing keeping me sane this spring is rowing.", "rowing"),
        ("What keeps me going these days is choir.", "choir"),
        ("My favourite hobby at 40 is competitive crosswords.", "crossword"),
        ("I'm more of a kayaker, to be honest.", "kayak"),
        ("I fly model gliders on the common most weekends.", "glider"),
        ("My pottery has gotten so much better since I joined the studio.", "pottery"),
        ("My fencing is really improving.", "fencing"),
        ("I spend most Sundays restoring vintage radios.", "restoring vintage radios"),
        ("Good news: my ankle healed and I'm back playing netball.", "netball"),
        ("Swimming before breakfast is non-negotiable for me.", "swim"),
        ("And recently I've also got into papercraft.", "papercraft"),
        ("I do amateur geology with a little hammer, most free weekends if I can manage it.", "geology"),
        ("Is it weird that my main hobby at 50 is competitive yo-yo?", "yo-yo"),
        ("I sing in a barbershop quartet on Thursdays.", "quartet"),
    ],
)  # fmt: skip
def test_a_hobby_said_without_the_usual_cue(text: str, alias: str) -> None:
    claims = claims_of(text)
    assert has(claims, "hobby", alias), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "The only thing keeping me sane is coffee.",
        "My knee has gotten better.",
        "My breathing has improved a lot.",
        "Coffee is non-negotiable for me.",
        "I fly to Denver every week.",
        "My brother flies kites whenever he can.",
        "I'd love to take up the harp one day if I get the chance to move.",
    ],
)  # fmt: skip
def test_no_hobby_from_a_drink_a_body_part_a_trip_or_someone_else(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate == "hobby" and c.action == "assert"], show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "I want to move to Denver.",
        "I really want to quit my job at Acme.",
        "Is it bad that I want to move to Leeds?",
        "I'm tempted to adopt a greyhound called Blue.",
        "I wanna switch to the Premium plan.",
    ],
)  # fmt: skip
def test_a_wish_changes_no_fact(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate != "plans_to"], show(claims)


def test_a_message_that_announces_news_still_states_it() -> None:
    claims = claims_of("I wanted to tell you I moved to Denver last month.")
    assert has(claims, "lives_in", "Denver", valid=date(2025, 5, 1)), show(claims)


@pytest.mark.parametrize(
    ("text", "org"),
    [
        ("My job at Pellow Foods is fine, I guess.", "Pellow Foods"),
        ("Nursing at Bayview General is hard work this winter.", "Bayview General"),
        ("Good morning! I'm Ines Varga, logistics coordinator at Harrow Freight.", "Harrow Freight"),
        ("Hi, I'm Tom Reyes, a paralegal with Dunmore Law.", "Dunmore Law"),
        ("I'm a porter on the night shift at Gatwick Lodge.", "Gatwick Lodge"),
        ("I'm a teacher in the maths department at Hillcrest Academy.", "Hillcrest Academy"),
    ],
)  # fmt: skip
def test_an_employer_named_as_the_subject_or_after_the_users_name(text: str, org: str) -> None:
    claims = claims_of(text)
    assert has(claims, "works_at", org), show(claims)


@pytest.mark.parametrize(
    "text",
    ["My job at the moment is fine.", "Paris is lovely so far - started on the 1st.", "My sister's job at Pellow Foods is fine."],
)
def test_no_employer_without_an_organisation_of_the_users(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate == "works_at"], show(claims)


@pytest.mark.parametrize(
    ("text", "org", "start"),
    [
        ("New place is Quillby Analytics, started on the 1st of this month.", "Quillby", date(2025, 6, 1)),
        ("Halden Press has been brilliant so far - started on the 2nd.", "Halden Press", date(2025, 6, 2)),
    ],
)  # fmt: skip
def test_a_new_employer_with_its_start(text: str, org: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, "works_at", org, valid=start), show(claims)


def test_a_lower_case_employer_known_from_context_ends() -> None:
    claims = claims_of("ok so im leaving brightwell at the end of next month", ("My job at Brightwell Labs is fine.",))
    assert has(claims, "works_at", "brightwell", action="end", invalid=date(2025, 7, 31)), show(claims)
    assert not has(claims_of("I'm leaving town at the end of next month."), "works_at", "town", action="end")


def test_a_last_day_at_work_dates_the_employer_named_next() -> None:
    claims = claims_of("My last day at work is the end of next month. I work at Pellow Foods.")
    assert has(claims, "works_at", "Pellow Foods", action="end", invalid=date(2025, 7, 31)), show(claims)


@pytest.mark.parametrize(
    ("context", "text", "tier", "start"),
    [
        (("My phone plan is Corra Mini.",), "Went up to Corra Midi starting Monday of last week.", "Corra Midi", date(2025, 6, 2)),
        (("My phone plan is Corra Mini.",), "And now Corra Maxi, since yesterday.", "Corra Maxi", date(2025, 6, 9)),
        (("I'm on the 8GB deal with Corra.",), "Then Unlimited, two days ago.", "Unlimited", date(2025, 6, 8)),
        (("We've got Flickbox on the Starter tier.",), "Got tired of the ads and went Ad-Free three days ago.", "Ad-Free", date(2025, 6, 7)),
        ((), "been on Tunewell's free tier forever, since 2021", "free", date(2021, 1, 1)),
        ((), "on Viewly Basic since 2023, it does the job", "Basic", date(2023, 1, 1)),
    ],
)  # fmt: skip
def test_a_tier_in_a_run_of_changes(context: tuple[str, ...], text: str, tier: str, start: date) -> None:
    claims = claims_of(text, context)
    assert has(claims, "subscription_plan", tier, valid=start), show(claims)
    assert not [c for c in claims if c.predicate == "lives_in"], show(claims)


def test_a_services_possessive_is_no_subscriber() -> None:
    claims = claims_of("I'm on Tunewell's Duo plan.")
    assert [c.subject for c in claims if c.predicate == "subscription_plan"] == [SELF], show(claims)
    assert not [c for c in claims if c.object.startswith("Tunewel")], show(claims)


def test_a_cancelled_plan_ends_and_the_one_chosen_does_not() -> None:
    claims = claims_of("I cancelled my Flickbox subscription last week.")
    assert has(claims, "subscription_plan", "Flickbox", action="end", invalid=date(2025, 6, 2)), show(claims)
    claims = claims_of("I cancelled the Premium plan and went Basic.")
    assert has(claims, "subscription_plan", "Premium", action="end") and has(claims, "subscription_plan", "Basic"), show(claims)


@pytest.mark.parametrize(
    ("text", "alias", "start"),
    [
        ("Well, we did it: packed up and moved to Galway yesterday.", "Galway", date(2025, 6, 9)),
        ("We're in Hoboken - been here since March.", "Hoboken", date(2025, 3, 1)),
        ("I'm in Leith, been here since New Year.", "Leith", date(2025, 1, 1)),
        ("I lived in Austin until 2019, when I moved to Tulsa.", "Tulsa", date(2019, 1, 1)),
        ("I moved to Mt. Pleasant last year.", "Mt. Pleasant", date(2024, 1, 1)),
    ],
)  # fmt: skip
def test_a_home_said_in_clipped_or_joined_clauses(text: str, alias: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, "lives_in", alias, valid=start, invalid=None), show(claims)


def test_a_short_visit_is_no_home() -> None:
    claims = claims_of("I'm in London, been here since Monday for a conference.")
    assert not [c for c in claims if c.predicate == "lives_in"], show(claims)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Adopted a kitten on the 2nd - Tolstoy, Tolly for short.", "Tolstoy"),
        ("We got a puppy yesterday - Biscuit (Bis for short).", "Biscuit"),
    ],
)
def test_a_new_pets_name_after_a_dash_with_a_nickname(text: str, name: str) -> None:
    claims = claims_of(text)
    assert has(claims, "has_pet", name), show(claims)


def test_a_gig_is_named_by_its_role() -> None:
    claims = claims_of("Started a weekend gig as a karaoke host on the 1st.")
    jobs = [c for c in claims if c.predicate == "side_job"]
    assert [c.object for c in jobs] == ["karaoke host"] and day(jobs[0].valid_at) == date(2025, 6, 1), show(claims)


def test_a_volunteer_title_of_a_club() -> None:
    claims = claims_of("I've been volunteer treasurer of the Riverside rowing club since 2019.")
    assert has(claims, "volunteers_as", "treasurer", valid=date(2019, 1, 1)), show(claims)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Started Zelvorin (the new migraine one) four days ago.", "Zelvorin"),
        ("Started Norvexa, my new blood pressure pill, on the 3rd.", "Norvexa"),
    ],
)
def test_an_unknown_medicine_glossed_by_what_it_treats(text: str, name: str) -> None:
    claims = claims_of(text)
    assert has(claims, "takes_medication", name), show(claims)


@pytest.mark.parametrize(
    ("text", "diet", "end"),
    [
        ("I'm no longer vegetarian.", "vegetarian", None),
        ("I stopped being vegan last month.", "vegan", date(2025, 5, 1)),
        ("I'm not pescatarian any more, I eat everything now.", "pescatarian", None),
    ],
)  # fmt: skip
def test_a_diet_that_ends(text: str, diet: str, end: date | None) -> None:
    claims = claims_of(text)
    assert has(claims, "diet", diet, action="end", invalid=end), show(claims)
    assert not [c for c in claims_of("I'm not vegan.") if c.predicate == "diet"]


@pytest.mark.parametrize(
    ("text", "alias", "exp"),
    [
        ("I used to play squash until 2018.", "squash", {"invalid": date(2018, 1, 1)}),
        ("I used to play squash.", "squash", {"action": "end"}),
    ],
)
def test_a_former_pastime(text: str, alias: str, exp: dict[str, Any]) -> None:
    claims = claims_of(text)
    assert has(claims, "hobby", alias, **exp), show(claims)


def test_the_first_lesson_dates_a_new_hobby() -> None:
    claims = claims_of("I've also started learning the oboe. Lesson one was on the 4th.")
    assert has(claims, "hobby", "oboe", valid=date(2025, 6, 4)), show(claims)


def _local(at: Any) -> date:
    return at.astimezone(EN_TZ).date()


async def test_a_medicine_ended_by_its_kind_closes_the_one_open(mem: engram.Engram) -> None:
    await mem.add("Doc gave me tizanidine for my back, started yesterday.", user_id="m",
                  reference_time="2025-06-02T10:00:00-05:00")  # fmt: skip
    await mem.add("the muscle relaxer is done - stopped it this week, too drowsy", user_id="m",
                  reference_time="2025-06-12T10:00:00-05:00")  # fmt: skip
    await mem.consolidate(user_id="m")
    meds = [f for f in await mem.facts(user_id="m", include_closed=True) if f.predicate == "takes_medication"]
    [tiz] = [f for f in meds if "tizanidine" in f.object]
    assert tiz.invalid_at is not None and _local(tiz.invalid_at) == date(2025, 6, 9)


async def test_a_kind_ends_nothing_when_two_medicines_are_open(mem: engram.Engram) -> None:
    await mem.add("I take melatonin and I started amoxicillin yesterday.", user_id="n",
                  reference_time="2025-06-02T10:00:00-05:00")  # fmt: skip
    await mem.add("Stopped the pills this week.", user_id="n", reference_time="2025-06-12T10:00:00-05:00")
    await mem.consolidate(user_id="n")
    open_meds = {f.object for f in await mem.facts(user_id="n") if f.predicate == "takes_medication"}
    assert {"melatonin", "amoxicillin"} <= open_meds


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "start"),
    [
        ("I moved to Leeds in May and I want to get a dog.", "lives_in", "Leeds", date(2025, 5, 1)),
        ("I started at Acme on the 1st and I want to stay for years.", "works_at", "Acme", date(2025, 6, 1)),
        ("Been on metformin since the 4th, the doctor wants to keep an eye on my sugar.", "takes_medication", "metformin", date(2025, 6, 4)),
    ],
)  # fmt: skip
def test_a_wish_covers_its_own_conjunct_only(text: str, predicate: str, alias: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, predicate, alias, valid=start, modality="stated"), show(claims)


@pytest.mark.parametrize(
    ("text", "org", "exp"),
    [
        ("Job's ok - still at Larkspur Insurance.", "Larkspur Insurance", {}),
        ("Gave my notice in at Larkspur today; they've got me till the end of next month.", "Larkspur",
         {"action": "end", "invalid": date(2025, 7, 31)}),
        ("My employer since the 2nd: Orrin Systems.", "Orrin Systems", {"valid": date(2025, 6, 2)}),
        ("Signed my contract with Orrin Systems; I start there on the 1st.", "Orrin Systems", {"valid": date(2025, 7, 1)}),
        ("I start at Orrin Systems on the 1st.", "Orrin Systems", {"valid": date(2025, 7, 1), "modality": "planned"}),
        ("I started at Orrin Systems on the 1st.", "Orrin Systems", {"valid": date(2025, 6, 1)}),
    ],
)  # fmt: skip
def test_employer_news_in_other_words(text: str, org: str, exp: dict[str, Any]) -> None:
    claims = claims_of(text)
    assert has(claims, "works_at", org, **exp), show(claims)


def test_a_start_said_after_the_notice_dates_the_job_it_ends() -> None:
    claims = claims_of("I handed in my notice at Corvel Bank, last day is the 20th. Been there since 2019.")
    assert has(claims, "works_at", "Corvel Bank", valid=date(2019, 1, 1)), show(claims)
    # "last day is the 20th" schedules the end although the notice was handed in
    assert has(claims, "works_at", "Corvel Bank", action="end", invalid=date(2025, 6, 20)), show(claims)


@pytest.mark.parametrize(
    ("text", "org", "exp"),
    [
        ("Work's fine - still at Marrow & Finch.", "Marrow & Finch", {}),
        ("Right, new job. Started at Pexley Robotics on the 2nd.", "Pexley Robotics", {"valid": date(2025, 6, 2)}),
        ("My first few days at Pexley Robotics have been a blur.", "Pexley Robotics", {}),
        ("onboarding at Pexley Robotics - started three days ago", "Pexley Robotics", {"valid": date(2025, 6, 7)}),
    ],
)  # fmt: skip
def test_a_job_said_in_clipped_news(text: str, org: str, exp: dict[str, Any]) -> None:
    claims = claims_of(text)
    assert has(claims, "works_at", org, **exp), show(claims)


@pytest.mark.parametrize(
    ("context", "text", "tier", "start"),
    [
        (("I'm on Tunelane Basic.",), "Went All-Access last Tuesday.", "All-Access", date(2025, 6, 3)),
        ((), "Tunelane Premium since the 3rd.", "Tunelane Premium", date(2025, 6, 3)),
    ],
)  # fmt: skip
def test_a_tier_said_as_a_fragment(context: tuple[str, ...], text: str, tier: str, start: date) -> None:
    claims = claims_of(text, context)
    assert has(claims, "subscription_plan", tier, valid=start), show(claims)


def test_a_friends_plan_is_not_the_users() -> None:
    claims = claims_of("Team Plan since 5 days ago. My mate Sam is on the Solo plan, cheaper for him.")
    assert has(claims, "subscription_plan", "Team", valid=date(2025, 6, 5)), show(claims)
    assert not has(claims, "subscription_plan", "Solo"), show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "I lived in Bristol for years, then moved to Bath in 2022.",
        "We lived in Bristol a long time and then we moved to Bath in 2022.",
        "We lived in Bristol a long time, then we moved to Bath in 2022.",
    ],
)
def test_a_then_moved_clause_ends_the_past_home_and_dates_the_next(text: str) -> None:
    claims = claims_of(text)
    assert has(claims, "lives_in", "Bath", valid=date(2022, 1, 1)), show(claims)
    # the year is the move's: the past home's start is unknown, its end is the next home's start
    assert has(claims, "lives_in", "Bristol", valid=None, ends_when="Bath"), show(claims)


def test_a_trip_after_and_then_ends_no_home() -> None:
    claims = claims_of("I live in Leeds and then we went to Paris for a week.")
    assert has(claims, "lives_in", "Leeds") and not [c for c in claims if c.ends_when], show(claims)


@pytest.mark.parametrize(
    ("text", "alias", "exp"),
    [
        ("loratadine since 3 days ago", "loratadine", {"valid": date(2025, 6, 7)}),
        ("I'm off the sertraline since last week.", "sertraline", {"action": "end", "invalid": date(2025, 6, 2)}),
        ("Sertraline: last one was on the 5th.", "Sertraline", {"action": "end", "invalid": date(2025, 6, 5)}),
    ],
)  # fmt: skip
def test_a_medicine_said_in_a_fragment(text: str, alias: str, exp: dict[str, Any]) -> None:
    claims = claims_of(text)
    assert has(claims, "takes_medication", alias, **exp), show(claims)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Meet Pickle, my hamster.", "Pickle"),
        ("We picked up a puppy on Saturday!!! Waffles.", "Waffles"),
        ("We got a kitten yesterday. Miss Marple.", "Miss Marple"),
    ],
)
def test_a_pet_named_by_a_greeting_or_a_bare_next_sentence(text: str, name: str) -> None:
    claims = claims_of(text)
    assert has(claims, "has_pet", name), show(claims)


@pytest.mark.parametrize(
    "text",
    ["We picked up a puppy on Saturday!!! So tired.", "We got a kitten yesterday. Exhausted.", "Meet Dr. Patel, my new GP."],
)
def test_a_comment_after_a_new_pet_is_no_name(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.predicate == "has_pet" and c.object[0].isupper()], show(claims)


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "exp"),
    [
        ("I drive for Quickcab on weekends.", "side_job", "Quickcab", {}),
        ("so I started my own side thing: dog walking through Pawly, first walk was on the 4th", "side_job",
         "dog walking", {"valid": date(2025, 6, 4)}),
        ("Been a crisis line volunteer since March 2024.", "volunteers_as", "crisis line volunteer", {"valid": date(2024, 3, 1)}),
        ("been a mentor with Big Sisters since 2019", "volunteers_as", "mentor", {"valid": date(2019, 1, 1)}),
    ],
)  # fmt: skip
def test_outside_work_said_by_what_the_user_does(text: str, predicate: str, alias: str, exp: dict[str, Any]) -> None:
    claims = claims_of(text)
    assert has(claims, predicate, alias, **exp), show(claims)


@pytest.mark.parametrize(
    "text",
    ["I drive for an hour every morning.", "My dad drives for Quickcab.", "Been a fan of Oasis since 2001.", "Been a nightmare week."],
)
def test_no_role_from_a_commute_someone_else_or_a_fan(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.subject == SELF and c.predicate in ("side_job", "volunteers_as")], show(claims)


@pytest.mark.parametrize(
    ("text", "alias"),
    [
        ("I dance tango on Fridays.", "tango dancing"),
        ("I do longer gravel rides on Sundays.", "gravel rides"),
        ("Sunday = bouldering, always.", "bouldering"),
    ],
)
def test_a_pastime_said_by_its_verb_or_its_day(text: str, alias: str) -> None:
    claims = claims_of(text)
    assert has(claims, "hobby", alias), show(claims)


@pytest.mark.parametrize("text", ["I dance around the kitchen when nobody is looking.", "Sunday = laundry day."])
def test_no_pastime_from_a_chore_or_a_manner(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.predicate == "hobby"], show(claims)


def test_a_place_and_its_start_is_a_home_unless_plans_are_talked_of() -> None:
    claims = claims_of("I'm Rosa Diaz. Tacoma since New Year's Day.")
    assert has(claims, "lives_in", "Tacoma", valid=date(2025, 1, 1)), show(claims)
    claims = claims_of("Glimmer Creator since Monday.", ("I'm on the Standard plan for Glimmer.",))
    assert not [c for c in claims if c.predicate == "lives_in"], show(claims)


@pytest.mark.parametrize(
    ("context", "text"),
    [
        ((), "It's Seattle, I'm stoked for my game there next month!"),
        ((), "Trying local seafood is a must!"),
        (("My phone plan is Corra Mini.",), "I went up to the Rocky Mountains last week."),
    ],
)
def test_no_name_hobby_or_tier_from_free_dialogue(context: tuple[str, ...], text: str) -> None:
    claims = claims_of(text, context)
    assert not [c for c in claims if c.predicate in ("name", "hobby", "subscription_plan")], show(claims)


def test_a_greeting_names_the_user() -> None:
    assert has(claims_of("Hi, it's Anna!"), "name", "Anna"), show(claims_of("Hi, it's Anna!"))


@pytest.mark.parametrize(
    ("text", "old", "new", "start"),
    [
        ("we left Croydon on the 3rd and now we're in Margate", "Croydon", "Margate", date(2025, 6, 3)),
        ("Left Glasgow two weeks ago, we're in Perth now.", "Glasgow", "Perth", date(2025, 5, 27)),
        ("We moved away from Reno last year - we live in Sparks now.", "Reno", "Sparks", date(2024, 1, 1)),
    ],
)  # fmt: skip
def test_a_place_left_and_the_one_the_user_is_in_now(text: str, old: str, new: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, "lives_in", new, valid=start), show(claims)
    assert has(claims, "lives_in", old, valid=None, ends_when=new), show(claims)
    assert not [c for c in claims if c.predicate == "works_at"], show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "We left Rome yesterday and now we're in Florence for a few days.",
        "I left Acme in May and now I'm in Sales at Globex.",
        "My sister left Leeds and now she's in York.",
    ],
)
def test_no_home_from_a_trip_a_department_or_someone_else(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.predicate == "lives_in" and c.subject == SELF], show(claims)


def test_a_membership_tier_is_no_employer() -> None:
    claims = claims_of("I'm a Gold member at Peakfit now - bumped up from Silver three days ago.")
    assert not [c for c in claims if c.predicate == "works_at"], show(claims)
    assert has(claims, "subscription_plan", "Gold", valid=date(2025, 6, 7)), show(claims)


@pytest.mark.parametrize(
    ("text", "predicate", "alias", "start"),
    [
        ("Home is Kilkenny these days, since about March.", "lives_in", "Kilkenny", date(2025, 3, 1)),
        ("I've worked at Doyle Print since roughly 2019.", "works_at", "Doyle Print", date(2019, 1, 1)),
        ("been at Doyle Print since like 2018", "works_at", "Doyle Print", date(2018, 1, 1)),
    ],
)  # fmt: skip
def test_a_hedged_start(text: str, predicate: str, alias: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, predicate, alias, valid=start), show(claims)


async def test_a_plan_cancelled_by_its_service_name(mem: engram.Engram) -> None:
    await mem.add("I'm on Streamora Premium.", user_id="p", reference_time="2025-06-01T10:00:00-05:00")
    await mem.add("cancelled Streamora yesterday, not worth it", user_id="p", reference_time="2025-06-12T10:00:00-05:00")
    await mem.add("I cancelled Dave's party.", user_id="p", reference_time="2025-06-13T10:00:00-05:00")
    await mem.consolidate(user_id="p")
    plans = [f for f in await mem.facts(user_id="p", include_closed=True) if f.predicate == "subscription_plan"]
    [premium] = [f for f in plans if "Premium" in f.object]
    assert premium.invalid_at is not None and _local(premium.invalid_at) == date(2025, 6, 11)
    assert len(plans) == 1, plans


async def test_a_cancelled_name_with_no_plan_stores_nothing(mem: engram.Engram) -> None:
    await mem.add("cancelled Brightside yesterday, the venue was awful", user_id="q",
                  reference_time="2025-06-12T10:00:00-05:00")  # fmt: skip
    await mem.consolidate(user_id="q")
    assert not [f for f in await mem.facts(user_id="q", include_closed=True) if f.predicate == "subscription_plan"]


@pytest.mark.parametrize(
    ("text", "org", "start"),
    [
        ("New employer as of Monday: Tessaly Bio.", "Tessaly Bio", date(2025, 6, 9)),
        ("New job from the 1st - Tessaly Bio.", "Tessaly Bio", date(2025, 6, 1)),
    ],
)
def test_a_new_employer_after_a_label(text: str, org: str, start: date) -> None:
    claims = claims_of(text)
    assert has(claims, "works_at", org, valid=start), show(claims)


@pytest.mark.parametrize(
    ("text", "new", "end"),
    [
        ("Big news - I've accepted a role at Tessaly Bio, my notice at Corran Labs runs out on the 30th.", "Tessaly Bio",
         date(2025, 6, 30)),
        ("I got a job at Tessaly Bio, so I quit Corran Labs last week.", "Tessaly Bio", date(2025, 6, 2)),
        ("I've accepted a job at Tessaly Bio and handed in my notice at Corran Labs.", "Tessaly Bio", None),
    ],
)  # fmt: skip
def test_a_job_taken_before_the_old_one_is_quit(text: str, new: str, end: date | None) -> None:
    claims = claims_of(text)
    assert has(claims, "works_at", "Corran Labs", action="end", invalid=end), show(claims)
    assert has(claims, "works_at", new, valid=end), show(claims)


def test_a_job_held_beside_a_quit_is_not_a_new_one() -> None:
    claims = claims_of("I work at Tessaly Bio and I'm leaving Corran Labs at the end of the month.")
    assert not has(claims, "works_at", "Tessaly Bio", valid=date(2025, 6, 30)), show(claims)


@pytest.mark.parametrize(
    ("text", "names", "exp"),
    [
        ("We adopted two rescue cats on Sunday, Pip and Squeak.", ("Pip", "Squeak"), {"valid": date(2025, 6, 8)}),
        ("We had to rehome our rabbit, Clover, on the 2nd.", ("Clover",), {"action": "end", "invalid": date(2025, 6, 2)}),
        ("The cat (Miso) has been with us since 2019.", ("Miso",), {"valid": date(2019, 1, 1)}),
        ("Our beagle Biscuit turned 3 today.", ("Biscuit",), {"valid": None}),
    ],
)  # fmt: skip
def test_pets_named_in_pairs_in_brackets_or_given_up(text: str, names: tuple[str, ...], exp: dict[str, Any]) -> None:
    claims = claims_of(text)
    for name in names:
        assert has(claims, "has_pet", name, **exp), show(claims)


@pytest.mark.parametrize("text", ["My neighbour adopted two kittens, Tom and Jerry.", "The cat (Miso) next door is loud."])
def test_no_pet_of_a_neighbour(text: str) -> None:
    claims = claims_of(text)
    assert not [c for c in claims if c.predicate == "has_pet" and c.subject == SELF], show(claims)
