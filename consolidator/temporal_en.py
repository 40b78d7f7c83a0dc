"""English time expressions -> local dates (see :mod:`consolidator.temporal` for the contract).

Readings chosen where English is ambiguous:

* "last Monday" is the Monday of the previous Monday-Sunday week (like "Monday of last week");
  "this Monday" is the Monday of the current week and "next Monday" that of the following week.
  The other common reading of "last Monday", the most recent Monday before today, is *not* used;
  say "this past Monday" for it.
* A bare weekday or day of month ("on Monday", "on the 6th") and a month without a year ("in July",
  "March 3rd") take the latest occurrence not after the reference date in a past-tense sentence,
  the earliest not before it in a planned or hypothetical one, and the current week / month /
  year otherwise (except after "since", read as past, and "until", read as future).
* "N days/weeks/months/years ago", "in N weeks" and "N days from now" shift the reference date by
  the calendar amount; precision is the unit (``week`` for weeks ...), and the start is the
  shifted day itself, not aligned to a week or month boundary. "a few" counts as 3 at one step
  coarser precision.
* "N days back" is "N days ago"; "for four days now", "for the past four days" and (after a
  perfect tense) "I've been on it for four days" start four days before the reference date.
* A year needs a preposition before it ("in 2019", "since 2019", "(moved there in 2018)") or a
  cleft after it ("2019 was when ..."), so that counts ("2019 steps") are not years; '19 after a preposition is 2019 (1900s when that
  would be more than a year ahead).
* Month edges: "the start/beginning of X" -> the 1st (day); "the end of X" -> the last day (day);
  "early / mid / late X" -> the 1st / 11th / 21st (week), the thirds of a month. Year edges:
  start/early -> Jan 1, mid -> Jul 1, end/late -> Dec 1, all with month precision.
* "New Year('s)" -> Jan 1 (week precision; "New Year's Day" is day precision).
* Seasons are their first month (meteorological, northern hemisphere: spring Mar, summer Jun,
  fall/autumn Sep, winter Dec), month precision: "the summer of 2021" / "spring 2019"; "last
  summer" is the latest summer that is over, "next spring" the earliest still to begin, "this
  winter" the one under way (said in January: the December before); a bare season needs a
  preposition ("in the fall"; "I fall asleep" is no time) and follows the sentence's tense.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from consolidator.temporal_common import (
    COARSER,
    SEASON_START,
    Context,
    Handler,
    Hit,
    Precision,
    Relation,
    When,
    add_months,
    add_years,
    day_in_month_near,
    month_day_near,
    month_end,
    month_near,
    month_start,
    run_patterns,
    safe_date,
    season_near,
    void_hit,
    week_monday,
    weekday_in_week,
    weekday_near,
)
from consolidator.temporal_en_vocab import (
    DAYNUM,
    EDGE,
    GUARDED_MONTHS,
    MONTH,
    MONTH_ALT,
    NOT_DATE_NOUNS,
    NUM,
    ORD,
    REL,
    REL_DELTA,
    SHORT_YEAR,
    UNIT,
    WD,
    WEEKDAYS,
    YEAR,
    compile_en,
    day_of_ordinal,
    month_of,
    parse_number,
)


def _shift(m: re.Match[str], w: When, sign: int) -> tuple[date, Precision]:
    """The reference date moved by the match's ``num`` x ``unit`` (``sign`` -1 = back)."""
    n, vague = parse_number(m.group("num"))
    unit = m.group("unit").lower().rstrip("s")
    precision: Precision
    if unit in ("hour", "minute"):
        delta = timedelta(hours=n) if unit == "hour" else timedelta(minutes=n)
        day, precision = (w.ref_time + sign * delta).date(), "day"
    elif unit == "day":
        day, precision = w.ref + timedelta(days=sign * n), "day"
    elif unit in ("week", "fortnight"):
        days = 7 * n if unit == "week" else 14 * n
        day, precision = w.ref + timedelta(days=sign * days), "week"
    elif unit == "month":
        day, precision = add_months(w.ref, sign * n), "month"
    else:
        day, precision = add_years(w.ref, sign * n), "year"
    return day, (COARSER[precision] if vague else precision)


def _hit(
    m: re.Match[str], day: date | None, precision: Precision, relation: Relation = "at"
) -> Hit | None:
    if day is None:
        return void_hit(m.start(), m.end())
    return Hit(day, precision, m.start(), m.end(), relation)


def _preceded_by(m: re.Match[str], pattern: re.Pattern[str]) -> bool:
    return pattern.search(m.string, 0, m.start()) is not None


# --- handlers ------------------------------------------------------------------------------------


def _days_from_ref(offset: int) -> Handler:
    def handle(m: re.Match[str], w: When) -> Hit | None:
        return _hit(m, w.ref + timedelta(days=offset), "day")

    return handle


def _ago(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, *_shift(m, w, -1))


def _ahead(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, *_shift(m, w, +1))


def _for_now(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, *_shift(m, w, -1), relation="since")


#: A present perfect earlier in the sentence ("I've been on it", "I've taken it") makes
#: "for two weeks" a duration up to now (not "had been": that ended in the past).
_BEEN = compile_en(
    r"(?:(?<!\bhad\s)(?<!'d\s)\bbeen|(?:\bhave|\bhas|'ve)\s+(?:\w+ed|taken|had|known|worn|eaten|grown|driven|kept|"
    r"ridden|written|done|gone|run|held|spent))\b[^.!?]*$"
)


def _served(m: re.Match[str], w: When) -> Hit | None:
    """ "Four years at X": since the start of the year (or month) that many back, like "since 2025"."""
    day, precision = _shift(m, w, -1)
    if precision == "year":
        day = date(day.year, 1, 1)
    elif precision == "month":
        day = date(day.year, day.month, 1)
    return _hit(m, day, precision, relation="since")


def _for_perfect(m: re.Match[str], w: When) -> Hit | None:
    """ "(have been ...) for N units": the state started N units before the reference date.

    Also fronted: "For four days, we've had him."
    """
    if not _preceded_by(m, _BEEN) and not _PERFECT_AFTER.match(m.string, m.end()):
        return None
    return _for_now(m, w)


_PERFECT_AFTER = compile_en(
    r",?\s+(?:i|we|you|they|he|she|it|[A-Z]\w+)(?:'ve|'s|\s+have|\s+has)\s+(?:been|\w+ed|had|taken|known|"
    r"kept|held|run|spent|done)\b"
)


def _rel_week(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, week_monday(w.ref, REL_DELTA[m.group("rel").lower()]), "week")


def _week_offset(delta: int) -> Handler:
    def handle(m: re.Match[str], w: When) -> Hit | None:
        return _hit(m, week_monday(w.ref, delta), "week")

    return handle


def _rel_weekend(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, weekday_in_week(w.ref, 5, REL_DELTA[m.group("rel").lower()]), "week")


def _weekday_of_rel_week(m: re.Match[str], w: When) -> Hit | None:
    wd = WEEKDAYS.index(m.group("wd").lower())
    return _hit(m, weekday_in_week(w.ref, wd, REL_DELTA[m.group("rel").lower()]), "day")


def _rel_weekday(m: re.Match[str], w: When) -> Hit | None:
    wd = WEEKDAYS.index(m.group("wd").lower())
    rel = " ".join(m.group("rel2").lower().split())
    if rel in ("this past", "past"):
        return _hit(m, weekday_near(w.ref, wd, "past"), "day")
    if rel in ("this coming", "coming"):
        return _hit(m, weekday_near(w.ref, wd, "future"), "day")
    return _hit(m, weekday_in_week(w.ref, wd, REL_DELTA[rel]), "day")


#: "every Monday", "a Saturday job": not one date.
_EVERY = compile_en(r"\b(?:every|each|a|an|the|per)\s+(?:on\s+)?$")


def _bare_weekday(m: re.Match[str], w: When) -> Hit | None:
    if _preceded_by(m, _EVERY):
        return None
    return _hit(m, weekday_near(w.ref, WEEKDAYS.index(m.group("wd").lower()), w.orientation), "day")


def _rel_month(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, month_start(w.ref, REL_DELTA[m.group("rel").lower()]), "month")


def _month_offset(delta: int) -> Handler:
    def handle(m: re.Match[str], w: When) -> Hit | None:
        return _hit(m, month_start(w.ref, delta), "month")

    return handle


def _month_edge(first: date, edge: str) -> tuple[date, Precision]:
    """The day and precision an edge word ("end", "early" ...) picks in ``first``'s month."""
    edge = " ".join(edge.lower().split())
    if edge in ("start", "beginning", "first day", "1st day"):
        return first, "day"
    if edge in ("end", "last day"):
        return month_end(first), "day"
    return first.replace(day={"early": 1, "mid": 11, "middle": 11, "late": 21}[edge]), "week"


def _rel_month_edge(m: re.Match[str], w: When) -> Hit | None:
    rel = m.group("rel")
    first = month_start(w.ref, REL_DELTA[rel.lower()] if rel else 0)
    return _hit(m, *_month_edge(first, m.group("edge")))


def _dom_rel_month(m: re.Match[str], w: When) -> Hit | None:
    rel = m.group("rel")
    first = month_start(w.ref, REL_DELTA[rel.lower()] if rel else 0)
    return _hit(m, safe_date(first.year, first.month, day_of_ordinal(m)), "day")


_DOM_WORD_CUE = compile_en(
    r"\b(?:on|since|from|until|till|by|as\s+of|starting|effective|was|is|before|after)\s+$"
)


def _bare_dom(m: re.Match[str], w: When) -> Hit | None:
    if m.group("ordw") and not _preceded_by(m, _DOM_WORD_CUE):
        return None
    # "No more X since the 2nd": a day after "since" is a past one, whatever the sentence's tense
    orientation = "past" if _preceded_by(m, _SINCE_CUE) else w.orientation
    return _hit(m, day_in_month_near(w.ref, day_of_ordinal(m), orientation), "day")


def _year_of(m: re.Match[str], w: When, month: int, day: int = 1) -> date | None:
    """The date in the match's explicit year, or in the year the orientation picks."""
    if m.group("year"):
        return safe_date(int(m.group("year")), month, day)
    return month_day_near(w.ref, month, day, w.orientation)


def _month_day(m: re.Match[str], w: When) -> Hit | None:
    word = m.group("month")
    if word.islower() and word in GUARDED_MONTHS and m.group("ordw"):
        return None  # "I may first ...", not May 1
    return _hit(m, _year_of(m, w, month_of(m), day_of_ordinal(m)), "day")


def _month_year(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, safe_date(int(m.group("year")), month_of(m), 1), "month")


def _named_month_edge(m: re.Match[str], w: When) -> Hit | None:
    month = month_of(m)
    year = int(m.group("year")) if m.group("year") else month_near(w.ref, month, w.orientation)
    return _hit(m, *_month_edge(date(year, month, 1), m.group("edge")))


def _rel_named_month(m: re.Match[str], w: When) -> Hit | None:
    month, rel = month_of(m), " ".join(m.group("rel2").lower().split())
    if rel in ("last", "this past", "past"):
        year = w.ref.year if month < w.ref.month else w.ref.year - 1
    elif rel in ("next", "this coming", "coming"):
        year = w.ref.year if month > w.ref.month else w.ref.year + 1
    else:
        year = w.ref.year
    return _hit(m, date(year, month, 1), "month")


_MONTH_CUE = compile_en(
    r"\b(?:in|since|from|between|until|till|by|before|after|during|of|around|through|throughout|"
    r"starting|early|mid|late|last|this|next|past|coming|about|roughly|approximately|approx\.?)[\s-]+$"
    # a hedge after the cue: "since about March", "from like May"
    r"|\b(?:since|from|until|till)\s+(?:about|around|roughly|approximately|approx\.?|like|maybe)\s+$"
    # the second month of a range: "from March to May", "between Feb and May 2019"
    rf"|\b(?:from|between)\s+(?:{MONTH_ALT})\.?(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?,?(?:\s+(?:19|20)\d\d)?"
    r"\s*(?:to|through|thru|and|till|until|[-–—])\s*$"
)


_SINCE_CUE = compile_en(r"\b(?:since|ever\s+since)\s+(?:(?:about|around|roughly|approximately|approx\.?|like|maybe)\s+)?$")


def _bare_month(m: re.Match[str], w: When) -> Hit | None:
    if m.group("month").lower().rstrip(".") in GUARDED_MONTHS and not _preceded_by(m, _MONTH_CUE):
        return None
    month = month_of(m)
    # "since March" is always a past March, whatever the tense of the sentence
    orientation = "past" if _preceded_by(m, _SINCE_CUE) else w.orientation
    return _hit(m, date(month_near(w.ref, month, orientation), month, 1), "month")


_YEAR_CUE = compile_en(
    r"(?:\b(?:in|since|from|between|until|till|til|by|before|after|around|during|through|of|circa|year|"
    r"starting|about|roughly|approximately|approx\.?|to|early|mid|late)[\s-]+|\(|"
    r"\b(?:since|from)\s+(?:like|maybe)\s+|"
    # the second year of a range: "between 2016 and 2019", "2016 – 2019"
    r"\b(?:19|20)\d\d\s+(?:and|–|—)\s+)$"
)


#: "2019 was when I started", "2019 is the year we moved": a year that a cleft makes a time.
_YEAR_CLEFT = compile_en(r"\s+(?:was|is)\s+(?:when|the\s+year)\b")


def _bare_year(m: re.Match[str], w: When) -> Hit | None:
    if not (_preceded_by(m, _YEAR_CUE) or _YEAR_CLEFT.match(m.string, m.end())):
        return None
    return _hit(m, safe_date(int(m.group("year")), 1, 1), "year")


def _short_year(m: re.Match[str], w: When) -> Hit | None:
    """'19 -> 2019; a two-digit year more than one year ahead of the reference is the 1900s."""
    if not _preceded_by(m, _YEAR_CUE):
        return None
    yy = int(m.group("yy"))
    year = 2000 + yy if 2000 + yy <= w.ref.year + 1 else 1900 + yy
    return _hit(m, date(year, 1, 1), "year")


def _rel_year(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, date(w.ref.year + REL_DELTA[m.group("rel").lower()], 1, 1), "year")


def _year_offset(delta: int) -> Handler:
    def handle(m: re.Match[str], w: When) -> Hit | None:
        return _hit(m, date(w.ref.year + delta, 1, 1), "year")

    return handle


def _year_edge(m: re.Match[str], w: When) -> Hit | None:
    if m.group("year"):
        year = int(m.group("year"))
    else:
        rel = m.group("rel")
        year = w.ref.year + (REL_DELTA[rel.lower()] if rel else 0)
    edge = " ".join(m.group("edge").lower().split())
    if edge in ("first day", "1st day"):
        return _hit(m, safe_date(year, 1, 1), "day")
    if edge == "last day":
        return _hit(m, safe_date(year, 12, 31), "day")
    month = {"start": 1, "beginning": 1, "early": 1, "mid": 7, "middle": 7}.get(edge, 12)
    return _hit(m, safe_date(year, month, 1), "month")


def _new_year(m: re.Match[str], w: When) -> Hit | None:
    kind = (m.group("kind") or "").lower()
    if kind == "eve":
        return _hit(m, month_day_near(w.ref, 12, 31, w.orientation), "day")
    if (w.orientation == "future" and w.ref != date(w.ref.year, 1, 1)) or (
        # "I'm at Kindilan Robotics from the new year", said in December: the coming one
        w.ref.month == 12 and w.orientation != "past" and w.ref.day > 1
    ):
        day = date(w.ref.year + 1, 1, 1)
    else:
        day = date(w.ref.year, 1, 1)
    # "after New Year" is a lower bound (since); "right after New Year's" is the time itself.
    relation: Relation = "since" if (m.group("after") or "").lower() == "after" else "at"
    return _hit(m, day, "day" if kind == "day" else "week", relation)


def _christmas(m: re.Match[str], w: When) -> Hit | None:
    day = 24 if m.group("eve") else 25
    return _hit(m, month_day_near(w.ref, 12, day, w.orientation), "day")


_SEASON = r"(?P<season>spring|summer|fall|autumn|winter)(?:time)?"
#: A bare season is a time only after a preposition ("in the fall"; "I fall asleep" is none).
_SEASON_CUE = compile_en(
    r"\b(?:in|during|over|since|from|by|until|till|through|before|after|around|early|late|"
    r"starting|of)\s+(?:the\s+)?$"
)


def _season_month(m: re.Match[str]) -> int:
    name = m.group("season").lower()
    return SEASON_START["autumn" if name == "fall" else name]


def _season_year(m: re.Match[str], w: When) -> Hit | None:
    """"(the) summer of 2021", "spring 2019": the season's first month, month precision."""
    return _hit(m, safe_date(int(m.group("year")), _season_month(m), 1), "month")


def _rel_season(m: re.Match[str], w: When) -> Hit | None:
    rel = " ".join(m.group("rel2").lower().split())
    how = {"last": "last", "this past": "last", "past": "last", "next": "next"}.get(rel)
    if how is None:  # this / this coming / coming
        how = "future" if "coming" in rel else "this"
    return _hit(m, season_near(w.ref, _season_month(m), how), "month")


def _bare_season(m: re.Match[str], w: When) -> Hit | None:
    if not _preceded_by(m, _SEASON_CUE):
        return None
    how = "past" if w.orientation == "past" or _preceded_by(m, _SINCE_CUE) else "future"
    if w.orientation in ("present", "plain", "nearest") and not _preceded_by(m, _SINCE_CUE):
        how = "this"
    return _hit(m, season_near(w.ref, _season_month(m), how), "month")


# --- patterns, tried together; the longest overlapping match wins ---------------------------------

_PATTERNS: list[tuple[re.Pattern[str], Handler]] = [
    (compile_en(r"\b(?:the\s+)?day\s+before\s+yesterday\b"), _days_from_ref(-2)),
    (compile_en(r"\b(?:the\s+)?day\s+after\s+tomorrow\b"), _days_from_ref(2)),
    (
        compile_en(
            r"\b(?:today|tonight|this\s+(?:morning|afternoon|evening)|earlier\s+today|just\s+now)\b"
        ),
        _days_from_ref(0),
    ),
    (compile_en(r"\b(?:yesterday|last\s+night)\b"), _days_from_ref(-1)),
    (compile_en(r"\btomorrow\b"), _days_from_ref(1)),
    (compile_en(rf"\b{NUM}\s+{UNIT}\s+(?:ago|back)\b"), _ago),
    (compile_en(rf"\b{NUM}\s+{UNIT}\s+from\s+(?:now|today)\b"), _ahead),
    (compile_en(rf"\bin\s+{NUM}\s+{UNIT}(?:'s?\s+time)?\b"), _ahead),
    (compile_en(rf"\bfor\s+(?:the\s+(?:past|last)\s+)?{NUM}\s+{UNIT}\s+now\b"), _for_now),
    # "as a volunteer - four years now", "going on six years now": a duration up to today
    (compile_en(rf"(?:(?<=[-–—,:(]\s)|(?<=^)|(?<=\bgoing\son\s)|(?<=\bcoming\sup\son\s)){NUM}\s+{UNIT}\s+now\b"), _for_now),
    (compile_en(rf"\b(?:for|over|in|during)\s+the\s+(?:past|last)\s+{NUM}\s+{UNIT}\b"), _for_now),
    (compile_en(rf"\bit(?:'s|\s+has|\s+is)\s+been\s+{NUM}\s+{UNIT}\b"), _for_now),
    (compile_en(rf"\bfor\s+{NUM}\s+{UNIT}\b"), _for_perfect),
    # "After four years at Quillon, I'm done", "Seven years with Halden and I'm leaving": time served
    # at a named place, up to now
    (
        compile_en(
            rf"(?:^\W*|\bafter\s+)(?:almost\s+|nearly\s+|over\s+|about\s+|some\s+)?{NUM}\s+(?P<unit>years?|months?)"
            r"(?=\s+(?:at|with)\s+(?-i:[A-Z]))"
        ),
        _served,
    ),
    # weeks
    (compile_en(rf"\b{WD},?\s+(?:of\s+)?(?:the\s+)?{REL}\s+week\b"), _weekday_of_rel_week),
    (compile_en(rf"\b{REL}\s+week(?:'s)?,?\s+(?:on\s+)?{WD}"), _weekday_of_rel_week),
    (compile_en(r"\b(?:the\s+)?week\s+before\s+last\b"), _week_offset(-2)),
    (compile_en(r"\b(?:the\s+)?week\s+after\s+next\b"), _week_offset(2)),
    (compile_en(rf"\b(?:(?:earlier|later)\s+)?(?<!the\s){REL}\s+week\b(?!'s)"), _rel_week),
    (compile_en(rf"\b{REL}\s+weekend\b"), _rel_weekend),
    (
        compile_en(rf"\b(?P<rel2>this\s+past|this\s+coming|last|this|next|past|coming)\s+{WD}\b"),
        _rel_weekday,
    ),
    (compile_en(rf"\b{WD}\b"), _bare_weekday),
    # months
    (compile_en(rf"\b(?:(?:earlier|later)\s+)?(?<!the\s){REL}\s+month\b(?!'s)"), _rel_month),
    (compile_en(r"\b(?:the\s+)?month\s+before\s+last\b"), _month_offset(-2)),
    (compile_en(rf"\b{EDGE}(?:the\s+)?(?:{REL}\s+)?month\b"), _rel_month_edge),
    (compile_en(rf"\b(?P<edge>early|mid|late)[\s-]+{REL}\s+month\b"), _rel_month_edge),
    (
        compile_en(rf"\b(?:the\s+)?{ORD}\s+of\s+(?:the\s+)?(?:{REL}\s+)?month\b"),
        _dom_rel_month,
    ),
    (compile_en(rf"\b{REL}\s+month,?\s+on\s+the\s+{ORD}\b"), _dom_rel_month),
    (compile_en(rf"\bthe\s+{ORD}\s+{REL}\s+month\b"), _dom_rel_month),
    (compile_en(rf"(?:\bthe\s+|(?<=\bon\s)){ORD}\b{NOT_DATE_NOUNS}"), _bare_dom),
    # named months
    (compile_en(rf"\b(?:the\s+)?{DAYNUM}(?:\s+of)?\s+{MONTH}(?:,?\s+{YEAR})?\b"), _month_day),
    (compile_en(rf"\b{MONTH}\.?\s+(?:the\s+)?{DAYNUM}\b(?![\d:])(?:,?\s+{YEAR})?"), _month_day),
    (compile_en(rf"\b{MONTH}\.?,?\s+(?:of\s+)?{YEAR}"), _month_year),
    (compile_en(rf"\b{EDGE}{MONTH}(?:,?\s+{YEAR})?"), _named_month_edge),
    (compile_en(rf"\b(?P<edge>early|mid|late)[\s-]+{MONTH}(?:,?\s+{YEAR})?"), _named_month_edge),
    (
        compile_en(
            rf"\b(?P<rel2>this\s+past|this\s+coming|last|this|next|past|coming)\s+{MONTH}\b"
        ),
        _rel_named_month,
    ),
    (compile_en(rf"\b{MONTH}(?![\w'])"), _bare_month),
    # years
    (compile_en(rf"(?<![\d/.-]){YEAR}(?![/-]\d)"), _bare_year),
    (compile_en(SHORT_YEAR), _short_year),
    (compile_en(rf"\b(?:(?:earlier|later)\s+)?(?<!the\s){REL}\s+year\b(?!'s)"), _rel_year),
    (compile_en(r"\b(?:the\s+)?year\s+before\s+last\b"), _year_offset(-2)),
    (
        compile_en(rf"\b{EDGE}(?:(?:the\s+)?(?:{REL}\s+)?year\b|{YEAR})"),
        _year_edge,
    ),
    (
        compile_en(rf"\b(?P<edge>early|mid|late)[\s-]+(?:{REL}\s+year\b|{YEAR})"),
        _year_edge,
    ),
    (
        compile_en(
            r"\b(?:(?P<after>(?:right|just|shortly|soon)\s+after|after)\s+)?(?:the\s+)?"
            r"new\s+year(?:'s|s)?(?:\s+(?P<kind>day|eve))?\b"
        ),
        _new_year,
    ),
    (compile_en(r"\b(?:christmas|xmas)(?:\s+(?P<eve>eve))?\b"), _christmas),
    # seasons
    (compile_en(rf"\b(?:the\s+)?{_SEASON}\s+(?:of\s+)?{YEAR}"), _season_year),
    (
        compile_en(rf"\b(?P<rel2>this\s+past|this\s+coming|last|this|next|past|coming)\s+{_SEASON}\b"),
        _rel_season,
    ),
    (compile_en(rf"\b{_SEASON}\b"), _bare_season),
]

_CUE_BEFORE = compile_en(
    r"\b(?P<cue>ever\s+since|since|from|between|starting(?:\s+(?:from|on|in|at))?|"
    r"beginning(?:\s+(?:on|in|at))?|as\s+of|effective(?:\s+(?:from|on|as\s+of))?|"
    r"until|till|'til|til|up\s+until|up\s+to|by|before|prior\s+to|"
    r"(?:right|just|shortly|soon)\s+after|after)\s+(?:(?:about|around|roughly|approximately|approx\.?|like|maybe)\s+)?"
    r"(?:(?:on|in|at|back\s+in)\s+)?$"
)


def find_relation(text: str, start: int, end: int) -> tuple[Relation, int, int]:
    """The relation cue just before ``text[start:end]`` and the widened span.

    "since / from / between / starting / as of / effective / after X" -> ``since``; "until / till / up to /
    by X" -> ``until``; "before / prior to X" -> ``before``; "right after X" and no cue
    -> ``at``.
    """
    m = _CUE_BEFORE.search(text, max(0, start - 40), start)
    if m is None:
        return "at", start, end
    cue = " ".join(m.group("cue").lower().split())
    relation: Relation
    if cue.startswith(("before", "prior")):
        relation = "before"
    elif cue.startswith(("until", "till", "'til", "til", "up ", "by")):
        relation = "until"
    elif cue.endswith("after") and cue != "after":
        relation = "at"
    else:
        relation = "since"
    return relation, m.start(), end


def find(text: str, ctx: Context) -> list[Hit]:
    """Every English time expression in ``text`` (overlapping candidates included)."""
    return run_patterns(text, ctx, _PATTERNS, find_relation)
