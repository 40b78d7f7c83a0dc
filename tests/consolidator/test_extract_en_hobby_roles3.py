"""English hobbies and volunteer roles in the frames the third blind set found.

* an activity + "is my <any modifier> thing/outlet/ritual" ("Quilting is my wind-down thing");
* an outing + a leisure verdict in the same message ("Went kayaking ... Nothing beats it");
* a role unpaid by nature said after what the user does ("I give talks as a docent");
* a role said by its verb at a community group, held regularly ("Sundays I coach with an
  under-10s hockey squad");
* "I've done it since 2019" dates a role or hobby, and ends nothing.

Precision: someone else's pastime or role, a one-off chore, a paid coaching job, a capitalised
name ending in -ing ("the Fledgling box") and a feeling verb ("Loving it at ...") are no hobby.
"""

from __future__ import annotations

from datetime import date

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import day, norm, run_on, show

DAY = date(2027, 3, 9)


def _of(text: str, predicate: str) -> list[Claim]:
    claims: list[Claim] = run_on(text, DAY, korean=False)
    return [c for c in claims if c.predicate == predicate and c.subject == SELF]


def _objects(text: str, predicate: str) -> list[str]:
    return [norm(c.object) for c in _of(text, predicate) if c.action == "assert"]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Quilting is my wind-down thing. Three squares done this week.", "quilting"),
        ("Archery has become my weekday-evening outlet.", "archery"),
        ("Honestly, padel's my end-of-week ritual now.", "padel"),
    ],
)
def test_an_activity_is_my_modified_leisure_noun(text: str, want: str) -> None:
    assert want in _objects(text, "hobby"), _objects(text, "hobby")


@pytest.mark.parametrize(
    "text",
    [
        "Coffee is my morning thing.",
        "Tennis is my brother's thing.",
        "My sister's knitting is her wind-down thing.",
    ],
)
def test_no_hobby_from_a_non_activity_or_someone_elses_thing(text: str) -> None:
    assert _objects(text, "hobby") == [], show(_of(text, "hobby"))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Spent the morning kayaking round the headland and spotted seals. Best way to spend a Saturday.", "kayaking"),
        ("Went orienteering in the forest today. Honestly nothing beats it.", "orienteering"),
        ("Spent the evening stargazing up on the moor, perfect weekend.", "stargazing"),
    ],
)
def test_an_outing_with_a_leisure_verdict_is_a_hobby(text: str, want: str) -> None:
    assert want in _objects(text, "hobby"), _objects(text, "hobby")


@pytest.mark.parametrize(
    "text",
    [
        "Spent the afternoon cleaning out the garage. Perfect Sunday.",
        "My cousin went fishing at the reservoir all day. Best way to spend a Saturday, he says.",
        "Went from Acorn to the Fledgling box starting Monday of last week.",
        "Loving it at Marlowe Dental so far.",
    ],
)
def test_no_hobby_from_a_chore_someone_else_a_name_or_a_feeling(text: str) -> None:
    assert _objects(text, "hobby") == [], show(_of(text, "hobby"))


def test_a_role_unpaid_by_nature_after_what_the_user_does() -> None:
    text = "Sundays I give talks as a docent at the maritime museum. Have done since 2016."
    roles = _of(text, "volunteers_as")
    assert [norm(c.object) for c in roles] == [norm("docent at the maritime museum")], show(roles)
    assert day(roles[0].valid_at) == date(2016, 1, 1) and roles[0].invalid_at is None


def test_someone_elses_docent_role_is_not_the_users() -> None:
    assert _objects("My aunt gives talks as a docent at the art gallery.", "volunteers_as") == []


@pytest.mark.parametrize(
    ("text", "want", "since"),
    [
        ("Sundays I coach with an under-10s hockey squad, and I've done that since 2019.",
         "coach with an under-10s hockey squad", date(2019, 1, 1)),
        ("Every other week I tutor for a homework club at the library.", "tutor for a homework club", None),
        ("On Thursdays I mentor at a robotics club for teens. I've done it since 2021.",
         "mentor at a robotics club", date(2021, 1, 1)),
    ],
)
def test_a_role_said_by_its_verb_at_a_group(text: str, want: str, since: date | None) -> None:
    roles = [c for c in _of(text, "volunteers_as")]
    assert [norm(c.object) for c in roles] == [norm(want)], show(roles)
    assert all(c.action == "assert" and c.invalid_at is None for c in roles), show(roles)
    if since:
        assert day(roles[0].valid_at) == since
    assert not any("robotics" in h or "hockey" in h for h in _objects(text, "hobby"))


@pytest.mark.parametrize(
    "text",
    [
        "My daughter goes to a robotics club on Thursdays.",
        "I coach at a tennis club on Saturdays, paid by the hour as a side gig.",
        "My brother coaches with an under-10s hockey squad on Sundays.",
    ],
)
def test_no_role_for_someone_else_or_paid_work(text: str) -> None:
    assert _objects(text, "volunteers_as") == [], show(_of(text, "volunteers_as"))


def test_ive_done_it_since_dates_a_hobby_and_ends_nothing() -> None:
    hobbies = _of("I took up fencing. I've done it twice a week since 2024.", "hobby")
    assert hobbies and all(c.action == "assert" and c.invalid_at is None for c in hobbies), show(hobbies)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Another morning out on the lake in my canoe. Never gets old.", "canoeing"),
        ("Two hours of backgammon at the pub tonight. Couldn't ask for a better evening.", "backgammon"),
        ("Did a 15k fell run with the harriers today. My favourite way to start a weekend.", "fellrunning"),
        ("Spent Sunday morning at the fencing club again. Honestly the highlight of my week.", "fencing"),
    ],
)
def test_more_leisure_verdicts(text: str, want: str) -> None:
    assert any(want in h for h in _objects(text, "hobby")), _objects(text, "hobby")


@pytest.mark.parametrize(
    "text",
    [
        "Priya did a 15k fell run with the harriers today. Best way to spend a Sunday, apparently.",
        "Went sea swimming with Priya at dawn. Best way to spend a Sunday, she says.",
        "Lunch with my in-laws today. Couldn't ask for a better afternoon.",
    ],
)
def test_no_hobby_from_someone_elses_outing_or_verdict(text: str) -> None:
    assert _objects(text, "hobby") == [], show(_of(text, "hobby"))


@pytest.mark.parametrize(
    ("text", "want", "since"),
    [
        ("Monday nights I staff the phones for a crisis helpline. Been doing it since 2015.",
         "staff the phones for a crisis helpline", date(2015, 1, 1)),
        ("Every other Sunday I cook lunch at the night shelter. Have done since 2018.",
         "cook lunch at the night shelter", date(2018, 1, 1)),
        ("Once a month I help run a community larder, since 2022.", "run a community larder", date(2022, 1, 1)),
        ("Wednesdays I exercise horses for the horse sanctuary. Started that back in 2017.",
         "exercise horses for the horse sanctuary", date(2017, 1, 1)),
        ("I'm a reading buddy at the village library on Tuesdays, have been since 2020.",
         "reading buddy at the village library", date(2020, 1, 1)),
    ],
)
def test_a_standing_service_for_a_community_place(text: str, want: str, since: date) -> None:
    roles = _of(text, "volunteers_as")
    assert [norm(c.object) for c in roles] == [norm(want)], show(roles)
    assert day(roles[0].valid_at) == since and roles[0].invalid_at is None, show(roles)
    assert _objects(text, "hobby") == [], show(_of(text, "hobby"))


@pytest.mark.parametrize(
    "text",
    [
        "I work nights at a care home, every weekend since 2019.",
        "I dropped a bag of tins at the food bank on Saturday.",
        "My dad staffs the phones for a crisis helpline every Tuesday.",
        "I run a night shelter in Leeds, every day since 2019.",
        "On Fridays I cook at the care home, paid by the hour.",
    ],
)
def test_no_service_role_for_work_a_one_off_or_someone_else(text: str) -> None:
    assert _objects(text, "volunteers_as") == [], show(_of(text, "volunteers_as"))


def test_a_recurring_weekday_after_every_other_or_my_is_no_date() -> None:
    hobbies = _of("Futsal is my Thursday thing.", "hobby")
    assert hobbies and all(c.modality == "stated" and c.valid_at is None for c in hobbies), show(hobbies)
    assert "five-a-side" in _objects("I play five-a-side every Thursday.", "hobby")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Began selling handmade earrings on Vinted three days ago.", "sellinghandmadeearrings"),
        ("Started selling my watercolours on Etsy two days ago.", "sellingmywatercoloursonetsy"),
        ("I started copy-editing work from home on the 4th, a few jobs a week.", "copy-editingwork"),
        ("Took on a few calligraphy gigs at weddings, first one was three days ago.", "calligraphygigs"),
    ],
)
def test_a_side_job_said_by_what_is_sold_or_a_work_noun(text: str, want: str) -> None:
    jobs = _objects(text, "side_job")
    assert any(want in j for j in jobs), show(_of(text, "side_job"))
    assert not any(want in h for h in _objects(text, "hobby")), show(_of(text, "hobby"))


@pytest.mark.parametrize(
    "text",
    [
        "Started physio work on my shoulder on the 4th.",
        "My cousin started selling candles on Etsy two days ago.",
    ],
)
def test_no_side_job_for_a_task_or_someone_else(text: str) -> None:
    assert _objects(text, "side_job") == [], show(_of(text, "side_job"))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("These days I've also begun making my own cider. First batch went in this week.", "makingmyowncider"),
        ("I've also got into sea kayaking these days, first trip was five days ago.", "seakayaking"),
    ],
)
def test_a_new_hobby_named_whole_without_its_time_words(text: str, want: str) -> None:
    assert want in _objects(text, "hobby"), _objects(text, "hobby")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a habit naming a place, the activity in the sentence before (a question included)
        ("Which wetsuit is best for surfing? I'm out on the water most mornings.", "surfing"),
        ("Did you know croquet is having a moment? I'm down at the club two evenings a week.", "croquet"),
        ("My dad keeps pushing squash on me, but no - I'm sticking with fencing.", "fencing"),
        ("I repair old fountain pens in my spare time, mostly Parkers.", "repairoldfountainpens"),
        ("I collect and frame vintage maps - a habit from my grandad.", "collectandframevintagemaps"),
        ("my pal Ines roped me into ice skating and now I've started going to the rink every week", "iceskating"),
        ("my weekends are pretty much all about restoring old motorbikes in the garage.", "restoringoldmotorbikes"),
        ("My brother took up golf. I've started something too - lindy hop, first class was 2 days ago", "lindyhop"),
    ],
)
def test_hobbies_the_fix_battery_found(text: str, want: str) -> None:
    got = _objects(text, "hobby")
    assert any(want in h for h in got), got
    assert "going" not in got


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("my cousin Tariq took up archery and has gone full Robin Hood lol.", "archery"),
        ("My sister Noor is hooked on pottery these days.", "pottery"),
        ("I collect the kids from school at three.", "kids"),
        ("I answer work emails in my spare time, sadly.", "emails"),
        ("Is it too late to learn the harp? My neighbour is out on the river most weekends.", "harp"),
    ],
)
def test_no_hobby_for_someone_else_or_a_chore(text: str, bad: str) -> None:
    claims = run_on(text, DAY, korean=False)
    got = [c for c in claims if c.predicate == "hobby" and bad in norm(c.object)]
    assert got == [], show(got)


@pytest.mark.parametrize(
    ("text", "want", "since"),
    [
        ("Secretary of the Elm Road residents' group since 2016 - unpaid, obviously.", "secretaryoftheelmroad", date(2016, 1, 1)),
        ("i sort books at the hospital shop on mondays, volunteer thing, been doing it since 2018",
         "sortbooksatthehospitalshop", date(2018, 1, 1)),
    ],
)
def test_roles_the_fix_battery_found(text: str, want: str, since: date) -> None:
    roles = _of(text, "volunteers_as")
    assert any(want in norm(c.object) for c in roles), show(roles)
    assert day(roles[0].valid_at) == since


def test_a_weekly_shift_at_a_library_with_no_volunteer_word_is_no_role() -> None:
    assert _objects("I work at the library on mondays, since 2019.", "volunteers_as") == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("so i started riding for a courier app this week, evenings only.", "ridingforacourierapp"),
        ("Fresh side hustle since the 3rd: stall duty at a farmers' market.", "stalldutyatafarmers'market"),
        ("So I started helping out there as a paid weekend dog groomer yesterday - side job!", "doggroomer"),
    ],
)
def test_side_jobs_the_fix_battery_found(text: str, want: str) -> None:
    jobs = _objects(text, "side_job")
    assert any(want in j for j in jobs), show(_of(text, "side_job"))
    assert not any(want in h for h in _objects(text, "hobby"))


def test_someone_elses_side_gig_after_a_label_is_not_the_users() -> None:
    assert _objects("My cousin picked up a side gig: she's been walking dogs.", "side_job") == []


def test_a_following_description_does_not_date_a_hobby() -> None:
    text = "Weekend plans? Same as always - sailing. The dinghy's out on the mooring and leaky this month."
    hobbies = _of(text, "hobby")
    assert hobbies and all(c.valid_at is None for c in hobbies), show(hobbies)


def test_a_following_since_still_dates_a_role() -> None:
    roles = _of("I volunteer as a steward at the Lyceum. Been doing it since 2021.", "volunteers_as")
    assert roles and day(roles[0].valid_at) == date(2021, 1, 1), show(roles)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Quick one - which fins suit a longboard? I'm out on the waves most mornings.", "surfing"),
        ("Has anyone told you snooker isn't just for old blokes? I'm at the club four nights a week.", "snooker"),
        ("I've got into astrophotography in a big way, my scope is never packed away.", "astrophotography"),
        ("So, my hobby, since you asked: rebuilding vintage typewriters.", "rebuildingvintagetypewriters"),
        ("Hiya, Ru here! I'm a keen clog dancer - we perform most weekends.", "clogdancing"),
        ("my wife does the crosswords, I do metalwork. hinges, hooks, the odd gate.", "metalwork"),
        ("Honestly the allotment is where I spend every Saturday, growing chillies mostly.", "growingchillies"),
    ],
)
def test_more_hobby_frames(text: str, want: str) -> None:
    got = _objects(text, "hobby")
    assert want in got, got


def test_a_gerund_acting_on_oneself_is_no_hobby() -> None:
    got = _objects("Since the 3rd I've been giving myself iron injections every week.", "hobby")
    assert not any("iron" in h for h in got), got


def test_a_description_with_been_does_not_date_a_hobby() -> None:
    hobbies = _of("Weekend plans? Same as always - sea fishing. The harbour's been rough this month.", "hobby")
    assert hobbies and all(c.valid_at is None for c in hobbies), show(hobbies)


def test_have_been_from_a_year_dates_a_role() -> None:
    roles = _of("Two nights a week I'm out as a special constable. Have been from 2017.", "volunteers_as")
    assert roles and day(roles[0].valid_at) == date(2017, 1, 1), show(roles)


def test_a_volunteer_said_with_its_group_before_as() -> None:
    roles = _objects("Been with the local coastguard team as a volunteer since 2014, mostly cliff rescues.", "volunteers_as")
    assert any("coastguardteam" in r for r in roles), roles


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Bit of news: I'm now a part-time usher at the Regal on Fridays - started five days ago.", "part-timeusherattheregal"),
        ("so i started delivering groceries for an app this week, evenings only.", "deliveringgroceriesforanapp"),
        ("New side hustle as of the 1st: Sunday mornings at a bakery counter.", "sundaymorningsatabakerycounter"),
        ("My aunt's cafe was short-staffed so I started washing dishes there as a paid weekend kitchen hand two days ago - side job!", "kitchenhand"),
    ],
)
def test_more_side_jobs(text: str, want: str) -> None:
    claims = run_on(text, DAY, korean=False)
    jobs = [norm(c.object) for c in claims if c.predicate == "side_job"]
    assert any(want in j or want.replace("atthe", "at") in j for j in jobs), show(claims)
    assert not [c for c in claims if c.predicate == "works_at"], show(claims)


def test_a_part_time_main_job_is_still_the_employer() -> None:
    claims = run_on("I'm a part-time nurse at St Mary's.", DAY, korean=False)
    assert [c for c in claims if c.predicate == "works_at"], show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "Signed up for a streaming service today, the Lite tier.",
        "Started paying for a meal kit today, the Duo box.",
        "Mobile update: since Monday I'm on Surge, the old cap was killing me.",
        "Fibre was too tempting: four days ago the internet went to the Max package.",
        "Started in Harbourline's accounting team on the 1st, so far so good.",
    ],
)
def test_no_hobby_from_money_trade_or_verdict_gerunds(text: str) -> None:
    assert _objects(text, "hobby") == [], show(_of(text, "hobby"))


def test_flogging_goods_is_a_side_job() -> None:
    text = "I've started flogging old vinyl on eBay in the evenings. The first sale went through on the 3rd."
    assert any("floggingoldvinyl" in j for j in _objects(text, "side_job")), show(_of(text, "side_job"))


def test_started_going_to_an_activity_is_a_habit_not_a_plan() -> None:
    hobbies = _of("These days I've also started going to tango on Tuesdays. First night was on the 2nd.", "hobby")
    assert [norm(c.object) for c in hobbies] == ["tango"] and hobbies[0].modality == "stated", show(hobbies)


def test_started_heading_to_the_venue_takes_the_activity_named_before() -> None:
    got = _objects("A friend got me into padel, and these days I've started heading to the courts twice a week.", "hobby")
    assert got == ["padel"], got
