"""English: a job named and quit in one sentence.

"I'm an accountant at Larch & Pine, but I'm leaving at the end of next month" says the job holds
now and ends at the end of next month: the job's assert reads no future date (it is no planned
start), keeps a past one ("since 2019"), and the quit ends that job, not one known from earlier
messages. A trip ("leaving at the end of next month for a month in Crete") or someone else's job
is no quit.
"""

from __future__ import annotations

from datetime import date

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import run_on, show

MAY = date(2027, 5, 18)


def _jobs(text: str, context: tuple[str, ...] = ()) -> list[Claim]:
    return [c for c in run_on(text, MAY, context, korean=False) if c.predicate == "works_at" and c.subject == SELF]


@pytest.mark.parametrize(
    ("text", "org", "since"),
    [
        ("I'm a welder at Brannock Steel, but I'm leaving at the end of next month.", "Brannock Steel", None),
        ("I work at Ossory Print and I'll quit at the end of next month.", "Ossory Print", None),
        ("I've been at Tamsin & Hale since 2016 and I'm finishing up at the end of next month.", "Tamsin & Hale", 2016),
    ],
)
def test_the_job_holds_now_and_the_quit_ends_it(text: str, org: str, since: int | None) -> None:
    claims = _jobs(text, ("I live in Derby and used to work at Fallowmere Ltd.",))
    asserts = [c for c in claims if c.action == "assert"]
    ends = [c for c in claims if c.action == "end"]
    assert [c.object for c in asserts] == [org], show(claims)
    assert asserts[0].modality == "stated", show(claims)
    assert (asserts[0].valid_at.year if asserts[0].valid_at else None) == since, show(claims)
    assert [(c.object, c.invalid_at.date() if c.invalid_at else None) for c in ends] == [(org, date(2027, 6, 30))], show(claims)


@pytest.mark.parametrize(
    "text",
    [
        "My husband works at Tollan Bank, but I'm leaving at the end of next month.",
        "I'm a teacher at Hollins Primary, though I'm leaving at the end of next month for a month in Crete.",
    ],
)
def test_someone_elses_job_or_a_trip_is_no_quit_of_a_named_job(text: str) -> None:
    claims = _jobs(text)
    assert not [c for c in claims if c.action == "end" and c.object in ("Tollan Bank", "Hollins Primary")], show(claims)
