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
* "for four days now" / "for the past four days" start four days before the reference date.
* Month edges: "the start/beginning of X" -> the 1st (day); "the end of X" -> the last day (day);
  "early / mid / late X" -> the 1st / 11th / 21st (week), the thirds of a month. Year edges:
  start/early -> Jan 1, mid -> Jul 1, end/late -> Dec 1, all with month precision.
* "New Year('s)" -> Jan 1 (week precision; "New Year's Day" is day precision).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from consolidator.temporal_common import (
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
    week_monday,
    weekday_in_week,
    weekday_near,
)

# --- vocabulary ----------------------------------------------------------------------------------

_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_NUMBER_WORDS: dict[str, int] = {w: i + 1 for i, w in enumerate(_UNITS)}
_NUMBER_WORDS |= {w: i + 10 for i, w in enumerate(_TEENS)}
_NUMBER_WORDS |= {"a": 1, "an": 1, "twenty": 20, "thirty": 30}
_NUMBER_WORDS |= {f"twenty {w}": 20 + i + 1 for i, w in enumerate(_UNITS)}

_ORD_UNITS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
_ORD_TEENS = [
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
]
_ORDINAL_WORDS: dict[str, int] = {w: i + 1 for i, w in enumerate(_ORD_UNITS)}
_ORDINAL_WORDS |= {w: i + 10 for i, w in enumerate(_ORD_TEENS)}
_ORDINAL_WORDS |= {"twentieth": 20, "thirtieth": 30, "thirty first": 31}
_ORDINAL_WORDS |= {f"twenty {w}": 20 + i + 1 for i, w in enumerate(_ORD_UNITS)}

_MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
_MONTH_NUMBERS: dict[str, int] = {m: i + 1 for i, m in enumerate(_MONTHS)}
_MONTH_NUMBERS |= {m[:3]: i + 1 for i, m in enumerate(_MONTHS)} | {"sept": 9}
#: Month names that are also common words or abbreviations: only read as months next to a number
#: or after a preposition ("in May", not "I may").
_GUARDED_MONTHS = frozenset(
    {
        "may",
        "march",
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
    }
)
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

_REL_DELTA = {"last": -1, "previous": -1, "this": 0, "next": 1, "coming": 1, "following": 1}


def _alt(words: list[str]) -> str:
    """A regex alternation of ``words``, longest first, spaces matching any whitespace or hyphen."""
    ordered = sorted(words, key=len, reverse=True)
    return "|".join(w.replace(" ", r"[\s-]+") for w in ordered)


_NUM = rf"(?P<num>\d{{1,3}}|a\s+couple(?:\s+of)?|couple\s+of|a\s+few|{_alt(list(_NUMBER_WORDS))})"
_UNIT = r"(?P<unit>days?|weeks?|fortnights?|months?|years?|hours?|minutes?)"
_ORD_DIGIT = r"(?P<ord>\d{1,2})(?:st|nd|rd|th)"
_ORD = rf"(?:(?P<ord>\d{{1,2}})(?:st|nd|rd|th)|(?P<ordw>{_alt(list(_ORDINAL_WORDS))}))"
_DAYNUM = rf"(?:(?P<ord>\d{{1,2}})(?:st|nd|rd|th)?|(?P<ordw>{_alt(list(_ORDINAL_WORDS))}))"
_MONTH = rf"(?P<month>{_alt(list(_MONTH_NUMBERS))})"
_YEAR = r"(?P<year>(?:19|20)\d{2})(?![\d:])"
_WD = rf"(?P<wd>{'|'.join(_WEEKDAYS)})(?!s)"
_REL = r"(?P<rel>last|previous|this|next|coming|following)"
_EDGE = r"(?:the\s+)?(?:very\s+)?(?P<edge>start|beginning|end|middle)\s+of\s+"
#: Nouns after "the 2nd" that make it not a date ("the 2nd time", "the 3rd floor").
_NOT_DATE_NOUNS = (
    r"(?!\s+(?:times?|floor|place|grade|round|attempt|try|ones?|person|people|edition|century|"
    r"anniversary|birthday|class|quarter|half|days?|weeks?|months?|years?|steps?|things?|parts?|"
    r"chapter|episode|season|row|level|item|page|line|game|match|lap|inning|hours?|minutes?)\b)"
)


def _compile(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def _number(raw: str) -> tuple[int, bool]:
    """``(value, vague)`` of a number phrase: "4", "four", "a couple of", "a few" (vague)."""
    words = " ".join(raw.lower().replace("-", " ").split())
    if words.isdigit():
        return int(words), False
    if words in ("a couple", "a couple of", "couple of"):
        return 2, False
    if words == "a few":
        return 3, True
    return _NUMBER_WORDS[words], False


def _ordinal(m: re.Match[str]) -> int:
    if m.group("ord"):
        return int(m.group("ord"))
    return _ORDINAL_WORDS[" ".join(m.group("ordw").lower().replace("-", " ").split())]


def _month(m: re.Match[str]) -> int:
    return _MONTH_NUMBERS[m.group("month").lower().rstrip(".")]


_COARSER: dict[Precision, Precision] = {
    "day": "week",
    "week": "month",
    "month": "year",
    "year": "year",
}


def _shift(m: re.Match[str], w: When, sign: int) -> tuple[date, Precision]:
    """The reference date moved by the match's ``num`` x ``unit`` (``sign`` -1 = back)."""
    n, vague = _number(m.group("num"))
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
    return day, (_COARSER[precision] if vague else precision)


def _hit(
    m: re.Match[str], day: date | None, precision: Precision, relation: Relation = "at"
) -> Hit | None:
    if day is None:
        return None
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


_BEEN = _compile(r"\bbeen\b[^.!?]*$")


def _for_perfect(m: re.Match[str], w: When) -> Hit | None:
    """ "(have been ...) for N units": the state started N units before the reference date."""
    if not _preceded_by(m, _BEEN):
        return None
    return _for_now(m, w)


def _rel_week(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, week_monday(w.ref, _REL_DELTA[m.group("rel").lower()]), "week")


def _week_offset(delta: int) -> Handler:
    def handle(m: re.Match[str], w: When) -> Hit | None:
        return _hit(m, week_monday(w.ref, delta), "week")

    return handle


def _rel_weekend(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, weekday_in_week(w.ref, 5, _REL_DELTA[m.group("rel").lower()]), "week")


def _weekday_of_rel_week(m: re.Match[str], w: When) -> Hit | None:
    wd = _WEEKDAYS.index(m.group("wd").lower())
    return _hit(m, weekday_in_week(w.ref, wd, _REL_DELTA[m.group("rel").lower()]), "day")


def _rel_weekday(m: re.Match[str], w: When) -> Hit | None:
    wd = _WEEKDAYS.index(m.group("wd").lower())
    rel = " ".join(m.group("rel2").lower().split())
    if rel in ("this past", "past"):
        return _hit(m, weekday_near(w.ref, wd, "past"), "day")
    if rel in ("this coming", "coming"):
        return _hit(m, weekday_near(w.ref, wd, "future"), "day")
    return _hit(m, weekday_in_week(w.ref, wd, _REL_DELTA[rel]), "day")


_EVERY = _compile(r"\b(?:every|each)\s+(?:on\s+)?$")


def _bare_weekday(m: re.Match[str], w: When) -> Hit | None:
    if _preceded_by(m, _EVERY):
        return None
    return _hit(
        m, weekday_near(w.ref, _WEEKDAYS.index(m.group("wd").lower()), w.orientation), "day"
    )


def _rel_month(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, month_start(w.ref, _REL_DELTA[m.group("rel").lower()]), "month")


def _month_offset(delta: int) -> Handler:
    def handle(m: re.Match[str], w: When) -> Hit | None:
        return _hit(m, month_start(w.ref, delta), "month")

    return handle


def _month_edge(first: date, edge: str) -> tuple[date, Precision]:
    """The day and precision an edge word ("end", "early" ...) picks in ``first``'s month."""
    edge = edge.lower()
    if edge in ("start", "beginning"):
        return first, "day"
    if edge == "end":
        return month_end(first), "day"
    return first.replace(day={"early": 1, "mid": 11, "middle": 11, "late": 21}[edge]), "week"


def _rel_month_edge(m: re.Match[str], w: When) -> Hit | None:
    rel = m.group("rel")
    first = month_start(w.ref, _REL_DELTA[rel.lower()] if rel else 0)
    return _hit(m, *_month_edge(first, m.group("edge")))


def _dom_rel_month(m: re.Match[str], w: When) -> Hit | None:
    rel = m.group("rel")
    first = month_start(w.ref, _REL_DELTA[rel.lower()] if rel else 0)
    return _hit(m, safe_date(first.year, first.month, _ordinal(m)), "day")


_DOM_WORD_CUE = _compile(
    r"\b(?:on|since|from|until|till|by|as\s+of|starting|effective|was|is|before|after)\s+$"
)


def _bare_dom(m: re.Match[str], w: When) -> Hit | None:
    if m.group("ordw") and not _preceded_by(m, _DOM_WORD_CUE):
        return None
    return _hit(m, day_in_month_near(w.ref, _ordinal(m), w.orientation), "day")


def _year_of(m: re.Match[str], w: When, month: int, day: int = 1) -> date | None:
    """The date in the match's explicit year, or in the year the orientation picks."""
    if m.group("year"):
        return safe_date(int(m.group("year")), month, day)
    return month_day_near(w.ref, month, day, w.orientation)


def _month_day(m: re.Match[str], w: When) -> Hit | None:
    word = m.group("month")
    if word.islower() and word in _GUARDED_MONTHS and m.group("ordw"):
        return None  # "I may first ...", not May 1
    return _hit(m, _year_of(m, w, _month(m), _ordinal(m)), "day")


def _month_year(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, safe_date(int(m.group("year")), _month(m), 1), "month")


def _named_month_edge(m: re.Match[str], w: When) -> Hit | None:
    month = _month(m)
    year = int(m.group("year")) if m.group("year") else month_near(w.ref, month, w.orientation)
    return _hit(m, *_month_edge(date(year, month, 1), m.group("edge")))


def _rel_named_month(m: re.Match[str], w: When) -> Hit | None:
    month, rel = _month(m), " ".join(m.group("rel2").lower().split())
    if rel in ("last", "this past", "past"):
        year = w.ref.year if month < w.ref.month else w.ref.year - 1
    elif rel in ("next", "this coming", "coming"):
        year = w.ref.year if month > w.ref.month else w.ref.year + 1
    else:
        year = w.ref.year
    return _hit(m, date(year, month, 1), "month")


_MONTH_CUE = _compile(
    r"\b(?:in|since|from|until|till|by|before|after|during|of|around|through|throughout|"
    r"starting|early|mid|late|last|this|next|past|coming)[\s-]+$"
)


def _bare_month(m: re.Match[str], w: When) -> Hit | None:
    if m.group("month").lower().rstrip(".") in _GUARDED_MONTHS and not _preceded_by(m, _MONTH_CUE):
        return None
    month = _month(m)
    return _hit(m, date(month_near(w.ref, month, w.orientation), month, 1), "month")


_YEAR_CUE = _compile(
    r"(?:\b(?:in|since|from|until|till|til|by|before|after|around|during|through|of|circa|year|"
    r"starting|about|to|early|mid|late)[\s-]+|\()$"
)


def _bare_year(m: re.Match[str], w: When) -> Hit | None:
    if not _preceded_by(m, _YEAR_CUE):
        return None
    return _hit(m, safe_date(int(m.group("year")), 1, 1), "year")


def _rel_year(m: re.Match[str], w: When) -> Hit | None:
    return _hit(m, date(w.ref.year + _REL_DELTA[m.group("rel").lower()], 1, 1), "year")


def _year_offset(delta: int) -> Handler:
    def handle(m: re.Match[str], w: When) -> Hit | None:
        return _hit(m, date(w.ref.year + delta, 1, 1), "year")

    return handle


def _year_edge(m: re.Match[str], w: When) -> Hit | None:
    if m.group("year"):
        year = int(m.group("year"))
    else:
        rel = m.group("rel")
        year = w.ref.year + (_REL_DELTA[rel.lower()] if rel else 0)
    month = {"start": 1, "beginning": 1, "early": 1, "mid": 7, "middle": 7}.get(
        m.group("edge").lower(), 12
    )
    return _hit(m, safe_date(year, month, 1), "month")


def _new_year(m: re.Match[str], w: When) -> Hit | None:
    kind = (m.group("kind") or "").lower()
    if kind == "eve":
        return _hit(m, month_day_near(w.ref, 12, 31, w.orientation), "day")
    if w.orientation == "future" and w.ref != date(w.ref.year, 1, 1):
        day = date(w.ref.year + 1, 1, 1)
    else:
        day = date(w.ref.year, 1, 1)
    # "after New Year" is a lower bound (since); "right after New Year's" is the time itself.
    relation: Relation = "since" if (m.group("after") or "").lower() == "after" else "at"
    return _hit(m, day, "day" if kind == "day" else "week", relation)


def _christmas(m: re.Match[str], w: When) -> Hit | None:
    day = 24 if m.group("eve") else 25
    return _hit(m, month_day_near(w.ref, 12, day, w.orientation), "day")


# --- patterns, tried together; the longest overlapping match wins ---------------------------------

_PATTERNS: list[tuple[re.Pattern[str], Handler]] = [
    (_compile(r"\b(?:the\s+)?day\s+before\s+yesterday\b"), _days_from_ref(-2)),
    (_compile(r"\b(?:the\s+)?day\s+after\s+tomorrow\b"), _days_from_ref(2)),
    (
        _compile(
            r"\b(?:today|tonight|this\s+(?:morning|afternoon|evening)|earlier\s+today|just\s+now)\b"
        ),
        _days_from_ref(0),
    ),
    (_compile(r"\b(?:yesterday|last\s+night)\b"), _days_from_ref(-1)),
    (_compile(r"\btomorrow\b"), _days_from_ref(1)),
    (_compile(rf"\b{_NUM}\s+{_UNIT}\s+ago\b"), _ago),
    (_compile(rf"\b{_NUM}\s+{_UNIT}\s+from\s+(?:now|today)\b"), _ahead),
    (_compile(rf"\bin\s+{_NUM}\s+{_UNIT}(?:'s?\s+time)?\b"), _ahead),
    (_compile(rf"\bfor\s+(?:the\s+(?:past|last)\s+)?{_NUM}\s+{_UNIT}\s+now\b"), _for_now),
    (_compile(rf"\b(?:for|over|in|during)\s+the\s+(?:past|last)\s+{_NUM}\s+{_UNIT}\b"), _for_now),
    (_compile(rf"\bit(?:'s|\s+has|\s+is)\s+been\s+{_NUM}\s+{_UNIT}\b"), _for_now),
    (_compile(rf"\bfor\s+{_NUM}\s+{_UNIT}\b"), _for_perfect),
    # weeks
    (_compile(rf"\b{_WD},?\s+(?:of\s+)?(?:the\s+)?{_REL}\s+week\b"), _weekday_of_rel_week),
    (_compile(rf"\b{_REL}\s+week(?:'s)?,?\s+(?:on\s+)?{_WD}"), _weekday_of_rel_week),
    (_compile(r"\b(?:the\s+)?week\s+before\s+last\b"), _week_offset(-2)),
    (_compile(r"\b(?:the\s+)?week\s+after\s+next\b"), _week_offset(2)),
    (_compile(rf"\b(?:(?:earlier|later)\s+)?(?<!the\s){_REL}\s+week\b(?!'s)"), _rel_week),
    (_compile(rf"\b{_REL}\s+weekend\b"), _rel_weekend),
    (
        _compile(rf"\b(?P<rel2>this\s+past|this\s+coming|last|this|next|past|coming)\s+{_WD}\b"),
        _rel_weekday,
    ),
    (_compile(rf"\b(?:on\s+)?{_WD}\b"), _bare_weekday),
    # months
    (_compile(rf"\b(?:(?:earlier|later)\s+)?(?<!the\s){_REL}\s+month\b(?!'s)"), _rel_month),
    (_compile(r"\b(?:the\s+)?month\s+before\s+last\b"), _month_offset(-2)),
    (_compile(rf"\b{_EDGE}(?:the\s+)?(?:{_REL}\s+)?month\b"), _rel_month_edge),
    (_compile(rf"\b(?P<edge>early|mid|late)[\s-]+{_REL}\s+month\b"), _rel_month_edge),
    (
        _compile(rf"\b(?:on\s+)?(?:the\s+)?{_ORD}\s+of\s+(?:the\s+)?(?:{_REL}\s+)?month\b"),
        _dom_rel_month,
    ),
    (_compile(rf"\b{_REL}\s+month,?\s+on\s+the\s+{_ORD}\b"), _dom_rel_month),
    (_compile(rf"\b(?:on\s+)?the\s+{_ORD}\s+{_REL}\s+month\b"), _dom_rel_month),
    (_compile(rf"\b(?:on\s+the|the|on)\s+{_ORD}\b{_NOT_DATE_NOUNS}"), _bare_dom),
    # named months
    (_compile(rf"\b(?:the\s+)?{_DAYNUM}(?:\s+of)?\s+{_MONTH}(?:,?\s+{_YEAR})?\b"), _month_day),
    (_compile(rf"\b{_MONTH}\.?\s+(?:the\s+)?{_DAYNUM}\b(?![\d:])(?:,?\s+{_YEAR})?"), _month_day),
    (_compile(rf"\b{_MONTH}\.?,?\s+(?:of\s+)?{_YEAR}"), _month_year),
    (_compile(rf"\b{_EDGE}{_MONTH}(?:,?\s+{_YEAR})?"), _named_month_edge),
    (_compile(rf"\b(?P<edge>early|mid|late)[\s-]+{_MONTH}(?:,?\s+{_YEAR})?"), _named_month_edge),
    (
        _compile(rf"\b(?P<rel2>this\s+past|this\s+coming|last|this|next|past|coming)\s+{_MONTH}\b"),
        _rel_named_month,
    ),
    (_compile(rf"\b{_MONTH}(?![\w'])"), _bare_month),
    # years
    (_compile(rf"(?<![\d/.-]){_YEAR}(?![/-]\d)"), _bare_year),
    (_compile(rf"\b(?:(?:earlier|later)\s+)?(?<!the\s){_REL}\s+year\b(?!'s)"), _rel_year),
    (_compile(r"\b(?:the\s+)?year\s+before\s+last\b"), _year_offset(-2)),
    (
        _compile(rf"\b{_EDGE}(?:(?:the\s+)?(?:{_REL}\s+)?year\b|{_YEAR})"),
        _year_edge,
    ),
    (
        _compile(rf"\b(?P<edge>early|mid|late)[\s-]+(?:{_REL}\s+year\b|{_YEAR})"),
        _year_edge,
    ),
    (
        _compile(
            r"\b(?:(?P<after>(?:right|just|shortly|soon)\s+after|after)\s+)?(?:the\s+)?"
            r"new\s+year(?:'s|s)?(?:\s+(?P<kind>day|eve))?\b"
        ),
        _new_year,
    ),
    (_compile(r"\b(?:christmas|xmas)(?:\s+(?P<eve>eve))?\b"), _christmas),
]

_CUE_BEFORE = _compile(
    r"\b(?P<cue>ever\s+since|since|from|starting(?:\s+(?:from|on|in|at))?|"
    r"beginning(?:\s+(?:on|in|at))?|as\s+of|effective(?:\s+(?:from|on|as\s+of))?|"
    r"until|till|'til|til|up\s+until|up\s+to|through|by|before|prior\s+to|"
    r"(?:right|just|shortly|soon)\s+after|after)\s+(?:(?:on|in|at|back\s+in)\s+)?$"
)


def find_relation(text: str, start: int, end: int) -> tuple[Relation, int, int]:
    """The relation cue just before ``text[start:end]`` and the widened span.

    "since / from / starting / as of / effective / after X" -> ``since``; "until / till / up to /
    through / by X" -> ``until``; "before / prior to X" -> ``before``; "right after X" and no cue
    -> ``at``.
    """
    m = _CUE_BEFORE.search(text, max(0, start - 40), start)
    if m is None:
        return "at", start, end
    cue = " ".join(m.group("cue").lower().split())
    relation: Relation
    if cue.startswith(("before", "prior")):
        relation = "before"
    elif cue.startswith(("until", "till", "'til", "til", "up ", "through", "by")):
        relation = "until"
    elif cue.endswith("after") and cue != "after":
        relation = "at"
    else:
        relation = "since"
    return relation, m.start(), end


def find(text: str, ctx: Context) -> list[Hit]:
    """Every English time expression in ``text`` (overlapping candidates included)."""
    return run_patterns(text, ctx, _PATTERNS, find_relation)
