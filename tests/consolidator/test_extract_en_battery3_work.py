"""English employer wordings the third blind set showed missing (new sentences, own names).

- the employer said through the work done there: a work verb in a progressive or with its subject
  clipped, and the job's start carried by "have done since" / "same as since" ("still running the
  reception desk at X, same as since 2018", "I schedule crews for X, have done since 2021");
- a quit naming the employer as the one told, dated by the next sentence ("Told X I'm leaving. Last
  day is the end of next month.");
- the next employer said by belonging or by being there: "Officially a X person / part of X / on
  the X team since the 1st", "Settling in at X. I've been there since the 1st", "X is treating me
  well. Been there since the 1st" ("there" is the organisation named before), "Badge says X now.
  Started on the 1st."; "Loving it at X" names no hobby "Loving".

Also: time served ("After six years at X, I'm done", "Nine years at X and I'm finally leaving,
end of next month"), a clipped "been a line cook at X", "Job's at X", a workday at X before a quit
that names no employer ("Another brutal shift at X. I'm quitting ..."), "New gig at X", "X week
one done! (started on the 1st)", a quit of a name typed in lower case (closes a known employer only),
and "last day <date>" after a dated notice ends the job on the last day.

Precision cases (someone else's job, a hotel stay, a plan, a shopper's loyalty, a class taken)
must create no employer for the user.
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


TODAY = D(2027, 3, 9)
QUIT = D(2027, 5, 18)  # "the end of next month" -> 06-30
FIRST = D(2027, 7, 8)  # "the 1st" -> 07-01

EMPLOYER: list[tuple[Any, ...]] = [
    # a work verb + at/for an organisation, the start carried by "have done since" / "same as since"
    (TODAY, "Quick update: still running the reception desk at Harrowgate Dental, same as since 2018.",
     "works_at", "Harrowgate Dental", {"valid": D(2018, 1, 1)}),
    (TODAY, "I schedule crews for Velmont Freight, have done since March 2021.",
     "works_at", "Velmont Freight", {"valid": D(2021, 3, 1)}),
    (TODAY, "I've been handling accounts for Brisco Analytics since 2020.",
     "works_at", "Brisco Analytics", {"valid": D(2020, 1, 1)}),
    (TODAY, "Still doing the payroll for Orwin & Lusk, same as since 2016.",
     "works_at", "Orwin & Lusk", {"valid": D(2016, 1, 1)}),
    (TODAY, "I nurse at Kilbride Hospital, have done since 2015.", "works_at", "Kilbride Hospital",
     {"valid": D(2015, 1, 1)}),
    (TODAY, "I've run the tills at Greystone Foods since 2020.", "works_at", "Greystone Foods",
     {"valid": D(2020, 1, 1)}),
    # the employer told of the quit, the date in the next sentence
    (QUIT, "Told Harrowgate I'm leaving. Last day is the end of next month, so wish me luck.",
     "works_at", "Harrowgate", {"action": "end", "invalid": D(2027, 6, 30)},
     ("Still running the reception desk at Harrowgate Dental, same as since 2018.",)),
    (QUIT, "Big step: I told Velmont Freight I'm done. I'll be leaving at the end of next month.",
     "works_at", "Velmont Freight", {"action": "end", "invalid": D(2027, 6, 30)},
     ("I schedule crews for Velmont Freight, have done since March 2021.",)),
    (QUIT, "Told my boss at Velmont I'm leaving. Last day is the end of next month.",
     "works_at", "Velmont", {"action": "end", "invalid": D(2027, 6, 30)},
     ("I schedule crews for Velmont Freight, have done since March 2021.",)),
    (QUIT, "Broke the news to Velmont today: I'm leaving at the end of next month.",
     "works_at", "Velmont", {"action": "end", "invalid": D(2027, 6, 30)},
     ("I schedule crews for Velmont Freight, have done since March 2021.",)),
    (QUIT, "Velmont knows I'm leaving. I finish at the end of next month.",
     "works_at", "Velmont", {"action": "end", "invalid": D(2027, 6, 30)},
     ("I schedule crews for Velmont Freight, have done since March 2021.",)),
    (QUIT, "Told my manager I'm leaving. Last day is the end of next month.",
     "works_at", "Velmont Freight", {"action": "end", "invalid": D(2027, 6, 30)},
     ("I schedule crews for Velmont Freight, have done since March 2021.",)),
    # the next employer by belonging or by being there
    (FIRST, "Officially a Corvane Systems person since the 1st. New lanyard and everything.",
     "works_at", "Corvane Systems", {"valid": D(2027, 7, 1)}),
    (FIRST, "Settling in at Marbeck Robotics. I've been there since the 1st and my manager is great.",
     "works_at", "Marbeck Robotics", {"valid": D(2027, 7, 1)}),
    (FIRST, "Enjoying it at Quarry Lane Health so far. I've been there since the 1st.",
     "works_at", "Quarry Lane Health", {"valid": D(2027, 7, 1)}),
    (FIRST, "Loving it at Pellingham Software, been there since the 1st.",
     "works_at", "Pellingham Software", {"valid": D(2027, 7, 1)}),
    (FIRST, "Marbeck Robotics is treating me well. Been there since the 1st.",
     "works_at", "Marbeck Robotics", {"valid": D(2027, 7, 1)}),
    (FIRST, "New lanyard says Corvane Systems now. Started on the 1st.",
     "works_at", "Corvane Systems", {"valid": D(2027, 7, 1)}),
    (FIRST, "Officially part of Dunmore Analytics since the 1st.",
     "works_at", "Dunmore Analytics", {"valid": D(2027, 7, 1)}),
    (FIRST, "Officially on the Dunmore Analytics team since the 1st.",
     "works_at", "Dunmore Analytics", {"valid": D(2027, 7, 1)}),
]  # fmt: skip


# the employer said by time served, a clipped role, a short "Work's at", a workday at it before a
# quit that names no employer, "new gig at", a lower-case name quit, "X first week" with work talk
SERVED = D(2027, 5, 12)
EMPLOYER += [
    (SERVED, "After six years at Hollowmere Analytics, I'm done - notice goes in tomorrow, last day end of next month.",
     "works_at", "Hollowmere Analytics", {"valid": D(2021, 1, 1)}),
    (SERVED, "After six years at Hollowmere Analytics, I'm done - notice goes in tomorrow, last day end of next month.",
     "works_at", "Hollowmere", {"action": "end", "invalid": D(2027, 6, 30)}),
    (SERVED, "Nine years at Bakkerij Van Dam and I'm finally leaving, end of next month.",
     "works_at", "Van Dam", {"valid": D(2018, 1, 1)}),
    (SERVED, "Nine years at Bakkerij Van Dam and I'm finally leaving, end of next month.",
     "works_at", "Van Dam", {"action": "end", "invalid": D(2027, 6, 30)}),
    (SERVED, "been a line cook at Ember & Salt since 2022, still love the rush", "works_at", "Ember & Salt",
     {"valid": D(2022, 1, 1)}),
    (SERVED, "Job's at Tallow Creek Games, I'm a sound designer.", "works_at", "Tallow Creek Games", {}),
    (SERVED, "Another brutal shift at Kessock Freight. I'm quitting at the end of next month.",
     "works_at", "Kessock Freight", {}),
    (SERVED, "Another brutal shift at Kessock Freight. I'm quitting at the end of next month.",
     "works_at", "Kessock Freight", {"action": "end", "invalid": D(2027, 6, 30)}),
    (FIRST, "New gig at Saltmarsh Credit Union, started the 1st.", "works_at", "Saltmarsh Credit Union",
     {"valid": D(2027, 7, 1)}),
    (FIRST, "Halden Freight week one done! (started on the 1st)", "works_at", "Halden Freight", {"valid": D(2027, 7, 1)}),
    (SERVED, "quitting emberandsalt at the end of next month, finally", "works_at", "emberandsalt",
     {"action": "end", "invalid": D(2027, 6, 30)}, ("been a line cook at Emberandsalt since 2022",)),
]  # fmt: skip


@pytest.mark.parametrize(
    "case", EMPLOYER, ids=[f"{c[1][:44]}|{c[4].get('action', 'assert')}" for c in EMPLOYER]
)
def test_employer_wording(case: tuple[Any, ...]) -> None:
    ref, text, predicate, alias, exp, *rest = case
    claims = _run(text, ref, rest[0] if rest else ())
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


NOT_THE_USERS_JOB = [
    "My sister is still running the reception desk at Harrowgate Dental, same as since 2018.",
    "I'm running a workshop at Brisco Analytics next week.",
    "I plan to work for Velmont Freight one day.",
    "I do pilates at Corewell Studio on Mondays.",
    "I've done pilates at Corewell Studio since 2020.",
    "I buy my bread at Hollin Bakery, have done since 2019.",
    "I've cooked for Hollin Bakery customers since 2019.",
    "My mum has run the front desk at Harrowgate Dental since 2019.",
    "I've been a Marks & Spencer person since 2010. Their sandwiches are the best.",
    "I'm a morning person since the 1st, believe it or not.",
    "Loving it at the Seaview Hotel so far. I've been there since the 1st and the pool is great.",
    "My brother is settling in at Marbeck Robotics. He's been there since the 1st.",
    "I'm settling in at Marbeck Robotics' open day. My cousin has been there since the 1st.",
    "We had lunch at Pellingham Software. I've been there since the 1st.",
    "I toured Greystone Foods' warehouse. I've been there since the 1st.",
    "Switched to Harbor Bank. Started on the 1st.",
    "Officially on the Harbor Bank mailing list since the 1st.",
    "I'm officially a Corewell Studio member since the 1st.",
    "Two months with Orbi Telecom and I'm already done with their support.",
    "I've been coding for Brightline Software's open-source project since 2020 as a hobby.",
    "Loving it at Kestrel Climbing Centre so far. I've been there since the 1st.",
    "After two years at Vaultly Storage, I'm done with their prices - cancelling next month.",
    "Three years with Trailhead Mobile and I'm finally leaving them next month.",
    "I design logos for Marlow Bakery on the side since 2021.",
    "Every other Saturday I volunteer as an usher at the Alhambra. Been doing it since 2021.",
    "My colleague recommended Harbor Bank. Started on the 1st.",
    "Three years at Maple Court and we love the garden.",
    "Already have an offer from Nimbus Foundry.",
    "Dry January week one done! Started on the 1st.",
    "Today's my first day at the beach.",
]


@pytest.mark.parametrize("text", NOT_THE_USERS_JOB)
def test_no_job_for_the_user(text: str) -> None:
    claims = _run(text, FIRST)
    got = [c for c in claims if c.subject == SELF and c.predicate == "works_at"]
    assert got == [], show(got)


@pytest.mark.parametrize("text", [
    "Dinner at Marrow Restaurant was awful. I'm quitting at the end of next month.",
    "My sister had a day from hell at Corbel Robotics. I'm quitting at the end of next month.",
])  # fmt: skip
def test_a_place_before_an_unnamed_quit_is_not_always_the_job(text: str) -> None:
    """A meal out, or someone else's day at a company, names no employer for the user's quit."""
    claims = _run(text, QUIT)
    assert not [c for c in claims if c.predicate == "works_at" and c.object != "<employer>"], show(claims)


def test_someone_elses_notice_ends_no_job() -> None:
    """ "My sister told her boss she's leaving": not the user's job."""
    claims = _run("My sister told her boss she's leaving. Last day is the end of next month.", QUIT,
                  ("I'm a nurse at Kilbride Hospital.",))  # fmt: skip
    assert not [c for c in claims if c.predicate == "works_at" and c.action == "end"], show(claims)


def test_quitting_a_habit_closes_no_job() -> None:
    """ "I'm quitting smoking at the end of next month": no end of a job the user has."""
    claims = _run("I'm quitting smoking at the end of next month.", QUIT, ("I'm a nurse at Kilbride Hospital.",))
    assert not [c for c in claims if c.predicate == "works_at" and c.action == "end"
                and not c.metadata.get("close_only")], show(claims)  # fmt: skip


def test_loving_it_at_a_workplace_is_no_hobby() -> None:
    """ "Loving it at X so far": the frame word is no activity."""
    claims = _run("Loving it at Pellingham Software so far. I've been there since the 1st.", FIRST)
    assert not [c for c in claims if c.predicate == "hobby"], show(claims)


def test_told_a_person_with_a_dated_next_sentence_closes_only_a_known_employer() -> None:
    """ "Told Priya I'm leaving. Last day is the 30th.": at most a close-only end of "Priya"."""
    claims = _run("Told Priya I'm leaving. Last day is the 30th.", QUIT)
    bad = [c for c in claims if "Priya" in c.object and c.predicate in ("works_at", "plans_to")
           and not c.metadata.get("close_only")]  # fmt: skip
    assert bad == [], show(claims)


def test_a_weekday_after_the_employer_is_not_part_of_its_name() -> None:
    """ "I'm a nurse at Kilbride Hospital on Mondays": the employer is "Kilbride Hospital"."""
    claims = _run("I'm a nurse at Kilbride Hospital on Mondays and Tuesdays.", TODAY)
    assert [c.object for c in claims if c.predicate == "works_at"] == ["Kilbride Hospital"], show(claims)
