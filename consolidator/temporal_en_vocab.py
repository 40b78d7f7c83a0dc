"""English vocabulary for :mod:`consolidator.temporal_en`: number, ordinal, month and weekday
words, and the regex fragments built from them (named groups ``num``, ``unit``, ``ord`` /
``ordw``, ``month``, ``year``, ``yy``, ``wd``, ``rel``, ``edge``).
"""

from __future__ import annotations

import re

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
GUARDED_MONTHS = frozenset(
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
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

REL_DELTA = {"last": -1, "previous": -1, "this": 0, "next": 1, "coming": 1, "following": 1}


def _alt(words: list[str]) -> str:
    """A regex alternation of ``words``, longest first, spaces matching any whitespace or hyphen."""
    ordered = sorted(words, key=len, reverse=True)
    return "|".join(w.replace(" ", r"[\s-]+") for w in ordered)


NUM = rf"(?P<num>\d{{1,3}}|(?:a\s+)?couple(?:\s+of)?|a\s+few|{_alt(list(_NUMBER_WORDS))})"
UNIT = r"(?P<unit>days?|weeks?|fortnights?|months?|years?|hours?|minutes?)"
ORD = rf"(?:(?P<ord>\d{{1,2}})(?:st|nd|rd|th)|(?P<ordw>{_alt(list(_ORDINAL_WORDS))}))"
DAYNUM = rf"(?:(?P<ord>\d{{1,2}})(?:st|nd|rd|th)?|(?P<ordw>{_alt(list(_ORDINAL_WORDS))}))"
#: Any month name or abbreviation, no group.
MONTH_ALT = _alt(list(_MONTH_NUMBERS))
MONTH = rf"(?P<month>{MONTH_ALT})"
YEAR = r"(?P<year>(?:19|20)\d{2})(?!\d|:\d)"  # "since 2014: Dexter", never "2014:30"
SHORT_YEAR = r"['’](?P<yy>\d{2})\b"
WD = rf"(?P<wd>{'|'.join(WEEKDAYS)})(?!s)"
REL = r"(?P<rel>last|previous|this|next|coming|following)"
EDGE = (
    r"(?:the\s+)?(?:very\s+)?"
    r"(?P<edge>start|beginning|end|middle|first\s+day|last\s+day|1st\s+day)\s+of\s+"
)
#: Nouns after "the 2nd" that make it not a date ("the 2nd time", "the 3rd floor").
NOT_DATE_NOUNS = (
    r"(?!\s+(?:times?|floor|place|grade|round|attempt|try|ones?|person|people|edition|century|"
    r"anniversary|birthday|class|quarter|half|days?|weeks?|months?|years?|steps?|things?|parts?|"
    r"chapter|episode|season|row|level|item|page|line|game|match|lap|inning|hours?|minutes?)\b)"
)


def compile_en(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled case-insensitively."""
    return re.compile(pattern, re.IGNORECASE)


def parse_number(raw: str) -> tuple[int, bool]:
    """``(value, vague)`` of a number phrase: "4", "four", "a couple of", "a few" (vague)."""
    words = " ".join(raw.lower().replace("-", " ").split())
    if words.isdigit():
        return int(words), False
    if words in ("a couple", "a couple of", "couple", "couple of"):
        return 2, False
    if words == "a few":
        return 3, True
    return _NUMBER_WORDS[words], False


def day_of_ordinal(m: re.Match[str]) -> int:
    """The day number of the match's ``ord`` ("6th") or ``ordw`` ("sixth") group."""
    if m.group("ord"):
        return int(m.group("ord"))
    return _ORDINAL_WORDS[" ".join(m.group("ordw").lower().replace("-", " ").split())]


def month_of(m: re.Match[str]) -> int:
    """The month number (1-12) of the match's ``month`` group ("July", "Sept.")."""
    return _MONTH_NUMBERS[m.group("month").lower().rstrip(".")]
