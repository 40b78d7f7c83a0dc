"""Query analysis: the speakers a question names, the window a time expression gives."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from reader.channels import window
from reader.query import named_speakers, time_window

SPEAKERS = {"Melanie", "Caroline Reyes", "박서연"}


@pytest.mark.parametrize(
    ("query", "named"),
    [
        ("What has Melanie painted?", {"melanie"}),
        ("What is Melanie's favourite book?", {"melanie"}),
        ("Where did Caroline Reyes move from?", {"caroline reyes"}),
        ("Where did Caroline move from?", {"caroline reyes"}),  # the first name alone
        ("What did Caroline give Melanie?", {"melanie", "caroline reyes"}),
        ("박서연은 요즘 뭐 해?", {"박서연"}),  # the particle attaches to the name
        ("What did Mel say?", set()),  # a nickname is not the name
        ("Who is Melanieson?", set()),  # nor a longer word containing it
        ("What did I say about painting?", set()),
    ],
)
def test_named_speakers_match_full_and_first_names(query: str, named: set[str]) -> None:
    assert named_speakers(query, SPEAKERS) == named


def test_window_keeps_the_candidates_said_in_it_in_their_order() -> None:
    t = datetime(2023, 2, 1, 12, tzinfo=UTC)
    found, _ = time_window("What did Gina find for her store on 1 February, 2023?", t)
    assert found is not None
    start, end = found
    said = {1: datetime(2023, 6, 1, tzinfo=UTC), 2: datetime(2023, 2, 1, 18, tzinfo=UTC),
            3: datetime(2023, 2, 1, 9, tzinfo=UTC), 4: datetime(2023, 2, 2, tzinfo=UTC)}  # fmt: skip
    candidates = [("ep", 1), ("fact", 3), ("ep", 2), ("ep", 4), ("ep", 3), ("ep", 9)]
    assert window(candidates, said, start, end) == [(("ep", 2), 1.0), (("ep", 3), 1.0)]
