"""Calendar arithmetic and the match record shared by the English and Korean time resolvers.

Everything here works on local calendar dates (``datetime.date``): the public layer in
:mod:`consolidator.temporal` turns the local date of the reference time into a ``date``, the
language modules compute ``Hit`` records from it, and the public layer turns them back into aware
datetimes. Weeks run Monday to Sunday (ISO 8601).
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from typing import Literal

Precision = Literal["day", "week", "month", "year"]
Relation = Literal["at", "since", "until", "before"]
#: Which way an expression that names no direction ("on Monday", "in July") is read:
#: ``past`` picks the latest occurrence not after the reference date, ``future`` the earliest one
#: not before it, ``present`` the occurrence in the current week / month / year. ``plain`` is a
#: sentence in the plain present tense with no mark of a continuing state ("7월 1일부터 출근해요",
#: "From the 5th I take it"): it reads as ``present``, except that "since X" / X부터 there reads as
#: ``nearest``: the occurrence closest to the reference date, past or future (a plain present
#: "from July 1st" said in June is the coming July 1st; said on July 7th, the one just gone).
Orientation = Literal["past", "present", "future", "plain", "nearest"]

#: One step vaguer: "a few days" is known to about a week, "a few weeks" to about a month.
COARSER: dict[Precision, Precision] = {
    "day": "week",
    "week": "month",
    "month": "year",
    "year": "year",
}

MIN_YEAR = 1900
MAX_YEAR = 2100


@dataclass(frozen=True)
class Hit:
    """One resolved expression: a local date with its precision, span and relation.

    ``start`` / ``end`` are character offsets into the text (``end`` exclusive).
    """

    day: date
    precision: Precision
    start: int
    end: int
    relation: Relation = "at"
    #: The expression is well-formed but names no real date ("the 31st of last month" in March):
    #: it still claims its span, so that no shorter part of it is read instead, and is dropped.
    void: bool = False
    #: ``(start, end)`` of the time expression without its relation cue ("last May" in "since
    #: last May", "작년" in "작년부터"); ``None`` when the span has no cue word.
    core: tuple[int, int] | None = None


def void_hit(start: int, end: int) -> Hit:
    """A hit for an expression that names an impossible date (see ``Hit.void``)."""
    return Hit(date.min, "day", start, end, void=True)


@dataclass(frozen=True)
class Context:
    """What a language module needs to resolve one text.

    Attributes:
        ref: the local calendar date of the reference time.
        ref_time: the reference time itself (aware), for hour-level offsets ("3 hours ago").
        orientation_at: character offset -> orientation of the sentence containing it.
    """

    ref: date
    ref_time: datetime
    orientation_at: Callable[[int], Orientation]


@dataclass(frozen=True)
class When:
    """What a pattern handler needs: the reference date and time, and the reading direction."""

    ref: date
    ref_time: datetime
    orientation: Orientation


#: A pattern handler: the match and its ``When`` -> a hit spanning the match, or ``None``.
Handler = Callable[["re.Match[str]", When], "Hit | None"]
#: Finds the relation cue around ``[start, end)``: ``(relation, cue_start, cue_end)``.
RelationFinder = Callable[[str, int, int], tuple[Relation, int, int]]


def safe_date(year: int, month: int, day: int) -> date | None:
    """``date(year, month, day)``, or ``None`` when the day does not exist (Feb 30, Apr 31)."""
    if not (MIN_YEAR <= year <= MAX_YEAR and 1 <= month <= 12 and day >= 1):
        return None
    if day > calendar.monthrange(year, month)[1]:
        return None
    return date(year, month, day)


def shift_month(year: int, month: int, delta: int) -> tuple[int, int]:
    """``(year, month)`` moved by ``delta`` months (negative goes back)."""
    index = year * 12 + (month - 1) + delta
    return index // 12, index % 12 + 1


def month_start(d: date, delta: int = 0) -> date:
    """The 1st of ``d``'s month moved by ``delta`` months."""
    y, m = shift_month(d.year, d.month, delta)
    return date(y, m, 1)


def month_end(d: date, delta: int = 0) -> date:
    """The last day of ``d``'s month moved by ``delta`` months (Feb 29 in leap years)."""
    y, m = shift_month(d.year, d.month, delta)
    return date(y, m, calendar.monthrange(y, m)[1])


def add_months(d: date, delta: int) -> date:
    """``d`` moved by ``delta`` calendar months; the day is clamped (Mar 31 - 1 month = Feb 28)."""
    y, m = shift_month(d.year, d.month, delta)
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


def add_years(d: date, delta: int) -> date:
    """``d`` moved by ``delta`` years; Feb 29 becomes Feb 28 in a common year."""
    return add_months(d, 12 * delta)


def week_monday(d: date, delta: int = 0) -> date:
    """The Monday of ``d``'s Monday-Sunday week, moved by ``delta`` weeks."""
    return d - timedelta(days=d.weekday()) + timedelta(weeks=delta)


def weekday_in_week(d: date, weekday: int, delta: int = 0) -> date:
    """Weekday ``weekday`` (0 = Monday) of ``d``'s week moved by ``delta`` weeks."""
    return week_monday(d, delta) + timedelta(days=weekday)


def weekday_near(d: date, weekday: int, orientation: Orientation) -> date:
    """The nearest ``weekday`` strictly before ``d`` (past) or strictly after it (future).

    ``present`` (and ``plain`` / ``nearest``) reads as the weekday of ``d``'s own week ("on Monday"
    in a present-tense sentence).
    """
    if orientation in ("present", "plain", "nearest"):
        return weekday_in_week(d, weekday)
    if orientation == "past":
        back = (d.weekday() - weekday) % 7 or 7
        return d - timedelta(days=back)
    ahead = (weekday - d.weekday()) % 7 or 7
    return d + timedelta(days=ahead)


def day_in_month_near(ref: date, day: int, orientation: Orientation) -> date | None:
    """Day ``day`` of the current month, or of an adjacent month when the orientation asks.

    Past: the latest such day on or before ``ref``; future: the earliest on or after ``ref``;
    present: this month's. Months without that day (the 31st in April) are skipped, looking at
    most 3 months away. ``None`` when ``day`` is not 1..31.
    """
    if not 1 <= day <= 31:
        return None
    if orientation == "nearest":
        return _nearest(
            ref, day_in_month_near(ref, day, "past"), day_in_month_near(ref, day, "future")
        )
    step = {"past": -1, "future": 1}.get(orientation, 0)
    for k in range(4):
        y, m = shift_month(ref.year, ref.month, step * k)
        found = safe_date(y, m, day)
        if found is None:
            if step == 0:
                return None
            continue
        if step == 0 or (step < 0 and found <= ref) or (step > 0 and found >= ref):
            return found
    return None


#: The first month of each season (meteorological, northern hemisphere): spring March, summer
#: June, autumn September, winter December (winter 2021 is December 2021 to February 2022).
SEASON_START = {"spring": 3, "summer": 6, "autumn": 9, "winter": 12}


def season_near(ref: date, month: int, how: str) -> date:
    """The 1st of the first month of a season named without a year.

    Args:
        ref: the reference date.
        month: the season's first month (:data:`SEASON_START`).
        how: ``last`` (the latest season that is over: "last summer" said in July is a year
            back), ``next`` (the earliest one still to begin), ``this`` (the one under way, else
            the one of the reference year: "this winter" said in January began last December),
            ``past`` (the latest one begun, under way or over: "in the summer I moved") or
            ``future`` (the earliest one not yet over).
    """
    starts = [date(ref.year + k, month, 1) for k in (-2, -1, 0, 1)]
    under_way = [s for s in starts if s <= ref < add_months(s, 3)]
    if how == "last":
        return max(s for s in starts if add_months(s, 3) <= ref)
    if how == "next":
        return min(s for s in starts if s > ref)
    if how == "future":
        return min(s for s in starts if add_months(s, 3) > ref)
    if how == "past":
        return max(s for s in starts if s <= ref)
    if under_way:
        return under_way[0]
    return date(ref.year - (1 if month == 12 and ref.month < 3 else 0), month, 1)


def month_near(ref: date, month: int, orientation: Orientation) -> int:
    """The year of the month ``month`` named without a year.

    Past: latest such month not after ``ref``'s month; future: earliest not before it; present:
    ``ref``'s year.
    """
    if orientation == "nearest":
        # The month's 1st closest to the reference date ("7월부터" said in June: this July).
        if month == ref.month:
            return ref.year
        back = date(ref.year - (1 if month > ref.month else 0), month, 1)
        ahead = date(ref.year + (1 if month < ref.month else 0), month, 1)
        return back.year if (ref - back) <= (ahead - ref) else ahead.year
    if orientation == "past" and month > ref.month:
        return ref.year - 1
    if orientation == "future" and month < ref.month:
        return ref.year + 1
    return ref.year


def month_day_near(ref: date, month: int, day: int, orientation: Orientation) -> date | None:
    """``month``/``day`` named without a year; the year is picked as in :func:`month_near`.

    Feb 29 looks up to 4 years away for a leap year. ``None`` for an impossible date.
    """
    if orientation in ("present", "plain"):
        return safe_date(ref.year, month, day)
    if orientation == "nearest":
        return _nearest(
            ref, month_day_near(ref, month, day, "past"), month_day_near(ref, month, day, "future")
        )
    step = -1 if orientation == "past" else 1
    for k in range(5):
        found = safe_date(ref.year + step * k, month, day)
        if found is not None and (found <= ref if step < 0 else found >= ref):
            return found
    return None


def _nearest(ref: date, back: date | None, ahead: date | None) -> date | None:
    """Of a past and a future candidate, the one closer to ``ref`` (the past one on ties)."""
    if back is None or ahead is None:
        return back or ahead
    return back if (ref - back) <= (ahead - ref) else ahead


def select(hits: Iterable[Hit]) -> list[Hit]:
    """Keep the longest of overlapping hits (earliest on ties), in text order, minus void ones."""
    chosen: list[Hit] = []
    for hit in sorted(hits, key=lambda h: (-(h.end - h.start), h.start)):
        if all(hit.end <= c.start or hit.start >= c.end for c in chosen):
            chosen.append(hit)
    return sorted((h for h in chosen if not h.void), key=lambda h: h.start)


def orientation_for(base: Orientation, relation: Relation) -> Orientation:
    """The reading direction once the relation is known.

    A present-tense sentence reads "since X" as past and "until X" as future; otherwise the
    sentence's own orientation stands.
    """
    if base == "plain" and relation == "since":
        return "nearest"
    if base in ("present", "plain") and relation == "until":
        return "future"
    if base == "plain":
        return "present"
    if base == "present" and relation == "since":
        return "past"
    return base


def run_patterns(
    text: str,
    ctx: Context,
    patterns: Iterable[tuple[re.Pattern[str], Handler]],
    find_relation: RelationFinder,
) -> list[Hit]:
    """Every hit of every ``(pattern, handler)``, with relation cues attached.

    Overlapping candidates are all returned; :func:`select` picks among them. A mention that
    names no calendar date (before year 1 or after 9999: "last year" said in year 1) is no hit.
    """
    hits: list[Hit] = []
    for pattern, handler in patterns:
        for m in pattern.finditer(text):
            relation, cue_start, cue_end = find_relation(text, m.start(), m.end())
            when = When(
                ctx.ref, ctx.ref_time, orientation_for(ctx.orientation_at(m.start()), relation)
            )
            try:
                hit = handler(m, when)
            except (OverflowError, ValueError):  # date arithmetic / date() out of range
                continue
            if hit is not None:
                hits.append(with_relation(hit, relation, cue_start, cue_end))
    return hits


def with_relation(hit: Hit, relation: Relation, start: int, end: int) -> Hit:
    """``hit`` with ``relation`` and its span widened to ``[start, end)`` (the cue words).

    A hit whose pattern already fixed a relation ("for four days now" is ``since``) keeps it when
    no cue word surrounds it.
    """
    if relation == "at":
        return hit
    return replace(
        hit,
        relation=relation,
        start=min(start, hit.start),
        end=max(end, hit.end),
        core=(hit.start, hit.end),
    )
