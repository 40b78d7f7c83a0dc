"""Seasons (consolidator.temporal): "last summer", "the spring of 2021", 작년 가을, 올여름.

A season is its first month (meteorological, northern hemisphere: spring March, summer June,
autumn September, winter December) with month precision. Expected dates worked out by hand.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from consolidator import resolve_times


def _first(text: str, ref: str) -> tuple[str, str] | None:
    found = resolve_times(text, datetime.fromisoformat(ref))
    if not found:
        return None
    m = found[0]
    assert m.start is not None
    return m.start.date().isoformat(), m.precision


@pytest.mark.parametrize(
    ("text", "ref", "expected"),
    [
        # "last" is the latest season that is over: in July, last summer is a year back
        ("I moved here last summer.", "2026-07-15T11:00:00-05:00", ("2025-06-01", "month")),
        ("I moved here last summer.", "2026-11-15T11:00:00-05:00", ("2026-06-01", "month")),
        ("We adopted her this past winter.", "2026-04-02T11:00:00-05:00", ("2025-12-01", "month")),
        ("We're moving in the fall.", "2026-03-15T11:00:00-05:00", ("2026-09-01", "month")),
        ("Next spring I'll run a marathon.", "2026-03-15T11:00:00-05:00", ("2027-03-01", "month")),
        ("Next spring I'll run a marathon.", "2026-01-15T11:00:00-05:00", ("2026-03-01", "month")),
        ("I've volunteered there since the spring of 2021.", "2026-03-15T11:00:00-05:00", ("2021-03-01", "month")),
        ("I started back in autumn 2019.", "2026-03-15T11:00:00-05:00", ("2019-09-01", "month")),
        # "this winter" said in January began in the December before
        ("This winter has been brutal.", "2026-01-15T11:00:00-05:00", ("2025-12-01", "month")),
        ("작년 가을에 이사했어요.", "2026-03-15T11:00:00+09:00", ("2025-09-01", "month")),
        ("2021년 봄부터 봉사하고 있어요.", "2026-03-15T11:00:00+09:00", ("2021-03-01", "month")),
        ("지난겨울에 고양이를 입양했어요.", "2026-08-15T11:00:00+09:00", ("2025-12-01", "month")),
        ("올여름에 이사 갈 거예요.", "2026-03-15T11:00:00+09:00", ("2026-06-01", "month")),
        ("여름에 제주도로 이사했어요.", "2026-10-15T11:00:00+09:00", ("2026-06-01", "month")),
        ("내년 봄에 결혼해요.", "2026-10-15T11:00:00+09:00", ("2027-03-01", "month")),
    ],
)
def test_season(text: str, ref: str, expected: tuple[str, str]) -> None:
    assert _first(text, ref) == expected


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("I always fall asleep early.", "2026-03-15T11:00:00-05:00"),  # a verb, no time
        ("I love the summer.", "2026-03-15T11:00:00-05:00"),  # no preposition: no time
        ("가을이 좋아요.", "2026-03-15T11:00:00+09:00"),  # a liking, no time
    ],
)
def test_no_season(text: str, ref: str) -> None:
    assert _first(text, ref) is None


def test_a_year_before_a_colon_or_in_a_cleft_is_a_year_but_a_clock_time_or_a_count_is_not() -> None:
    from datetime import datetime

    from consolidator.temporal import resolve_times

    ref = datetime.fromisoformat("2027-03-10T10:00:00-05:00")
    assert [m.surface for m in resolve_times("Dexter, mine since 2014: the best dog.", ref)] == ["since 2014"]
    assert [m.start.year for m in resolve_times("2019 was when we moved.", ref)] == [2019]
    assert resolve_times("I walked 2019 steps.", ref) == []
    assert all(m.start.year != 2019 for m in resolve_times("Call at 2019:30.", ref))
