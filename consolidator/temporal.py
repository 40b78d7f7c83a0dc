"""Resolve the time expressions of one episode against its reference time (English and Korean).

DESIGN.md section 3, step 2: "last Monday", "3 days ago", "the 15th of last month", "지난주 월요일",
"다음 달 말" become calendar dates; :func:`detect_modality` says whether the sentence reports a
past event, a current state, a plan, a hypothetical or a denial, so that a plan ("I'll quit at the
end of next month") does not close the current fact early.

Everything is computed from the **local calendar date** of ``reference_time`` in its own UTC
offset, never from the UTC date: at 2025-03-03T07:00+09:00 (still March 2 in UTC) "yesterday" is
March 2. Weeks run Monday to Sunday. The readings chosen for ambiguous wording are listed in
:mod:`consolidator.temporal_en` and :mod:`consolidator.temporal_ko`; the main ones:

* "last Monday" / 지난 월요일 = the Monday of the previous Monday-Sunday week, the same day as
  "Monday of last week" / 지난주 월요일 (not "the most recent Monday", which "this past Monday" gives);
* "for four days now" starts 4 days before the reference date; 나흘째 ("the 4th day") counts the
  reference day as day 1 and starts 3 days before it;
* a day, month or weekday named without a direction ("on the 6th", "in July", 7월에) is the latest
  occurrence not after the reference date in a past-tense sentence, the next one in a planned or
  hypothetical sentence, and the current month / year / week otherwise (except that "since X" /
  X부터 in a present-tense sentence reads as past, and "until X" / X까지 as future).

:func:`absolute_dates` writes a text with those dates in place of its relative expressions, for
what is read later than it was said (session summaries, the reader's context snippets).

The module is pure: no I/O, no clock, no globals that change.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time

from consolidator import temporal_en, temporal_ko
from consolidator.modality import Modality, ModalityKind, detect_modality, is_wish
from consolidator.modality import is_past_tense as _is_past_tense
from consolidator.temporal_common import (
    Context,
    Hit,
    Orientation,
    Precision,
    Relation,
    When,
    run_patterns,
    safe_date,
    select,
)

__all__ = [
    "Modality",
    "ModalityKind",
    "Precision",
    "Relation",
    "TimeMention",
    "absolute_dates",
    "detect_modality",
    "resolve_times",
]


@dataclass(frozen=True)
class TimeMention:
    """One time expression found in a text, resolved to the start of the period it denotes.

    Attributes:
        start: timezone-aware, in the reference time's own tzinfo (for a fixed UTC offset, that
            offset); 00:00 local of the first day of the denoted period: the day itself for
            ``day``, the Monday for "this week", the 1st for "last month", Jan 1 for "since 2019".
            For durations ("two weeks ago", "in 3 months") it is the shifted day itself, and
            ``precision`` says how loosely the amount was meant.
        precision: ``day`` | ``week`` | ``month`` | ``year``.
        span: ``(start, end)`` character offsets of the expression in the text, end exclusive;
            they include a relation cue ("since 2019", "2019년부터") but not a bare "on" / "in" /
            "at" ("on the 6th" spans "the 6th").
        surface: ``text[span[0]:span[1]]``.
        relation: ``at`` (the event is at that time), ``since`` (from then on: since, from,
            starting, as of, after, ~부터, ~부로, ~자로), ``until`` (until, till, by, ~까지) or
            ``before`` (before, prior to, ~전에 after a date).
        core_span: ``(start, end)`` of the expression without its relation cue word ("last
            May" in "since last May", "작년" in "작년부터"); equal to ``span`` when there is none
            (also when the pattern itself implies the relation: "for four days now").
    """

    start: datetime
    precision: Precision
    span: tuple[int, int]
    surface: str
    relation: Relation
    core_span: tuple[int, int]


_SENTENCE_END = re.compile(r"(?<=[.!?。…])\s+|\n+|(?<=[.!?])(?=[가-힣A-Z])")
#: Numeric dates, either language: 2025-03-02, 2025/3/2, 2025.3.2 (and 2025. 3. 2.), 2025-03.
_ISO_DAY = re.compile(
    r"(?<![\d.])(?P<y>(?:19|20)\d{2})(?:-(?P<m1>\d{1,2})-(?P<d1>\d{1,2})|/(?P<m2>\d{1,2})/"
    r"(?P<d2>\d{1,2})|\.\s?(?P<m3>\d{1,2})\.\s?(?P<d3>\d{1,2})\.?)(?![\d])"
)
_ISO_MONTH = re.compile(r"(?<![\d.])(?P<y>(?:19|20)\d{2})-(?P<m>\d{2})(?![-\d])")


def _iso_day(m: re.Match[str], w: When) -> Hit | None:
    month = m.group("m1") or m.group("m2") or m.group("m3")
    day = m.group("d1") or m.group("d2") or m.group("d3")
    found = safe_date(int(m.group("y")), int(month), int(day))
    return None if found is None else Hit(found, "day", m.start(), m.end())


def _iso_month(m: re.Match[str], w: When) -> Hit | None:
    found = safe_date(int(m.group("y")), int(m.group("m")), 1)
    return None if found is None else Hit(found, "month", m.start(), m.end())


def _any_relation(text: str, start: int, end: int) -> tuple[Relation, int, int]:
    found = temporal_en.find_relation(text, start, end)
    return found if found[0] != "at" else temporal_ko.find_relation(text, start, end)


#: Words that only carry a date ("12일부터요.", "From the 12th."): such a fragment adds a date to
#: the sentence before it, which is usually a past report, so it keeps the ``present`` reading.
_TIME_ONLY_WORD = re.compile(
    r"(?i)^(?:\S*\d\S*|저번|지난|지지난|이번|다음|올해|작년|내년|어제|오늘|내일|[월화수목금토일]요일\S*|주말?\S*|달\S*|"
    r"from|since|the|of|on|this|last|next|week|month|year|starting|as|in|at|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)"
    r"[.,!?~]*$"
)


#: A present tense that names a scheduled step, not a habit: "I start at Acme on the 1st", "we
#: move on the 14th", "starting on the 1st of July", "my last day is the 20th".
SCHEDULED_EN = re.compile(
    r"(?i)\b(?:(?:i|we)\s+(?:start|begin|move|leave|finish|join|fly)\s+(?!(?:work\s+)?at\s+\d|every\b|each\b|most\b|usually\b)|"
    r"(?:starting|commencing)\s+(?:on|from)\s+the\s+\d|(?:i|we)(?:'m|’m|\s+am|'re|’re|\s+are)\s+(?:starting|moving|leaving|joining)\b|"
    # "handed in my notice, last day is the 20th"
    r"\blast\s+day\b(?:\s+(?:at|there|of|in)\b[^,;.!?]{0,30}?)?\s+(?:is|'s|’s)\s|"
    # "my notice at X runs out on the 30th"
    r"\b(?:notice|contract|tenure|lease)\b[^,;.!?]{0,30}?\s+(?:runs\s+out|ends|finishes|is\s+up)\s)"
)


#: "... well, started, it's been a week": the next sentence corrects this one (a correction word,
#: or a clipped past of the scheduling verb).
CORRECTION_EN = re.compile(
    r"(?i)\W*(?:(?:well|actually|no|sorry|wait|scratch\s+that|correction)\b|(?:started|began|moved|joined|left|finished)\b)"
)
_PRESENT_PERFECT_EN = re.compile(r"(?i)\b(?:(?:i|we)(?:'ve|’ve|\s+have)|has|it's|it’s)\s+been\b")


def _is_fragment(sentence: str) -> bool:
    return all(_TIME_ONLY_WORD.match(w) for w in sentence.split())


def _sentence_orientations(text: str) -> list[tuple[int, Orientation]]:
    """``(sentence start offset, orientation)`` for each sentence, in text order."""
    starts = [0, *(m.end() for m in _SENTENCE_END.finditer(text))]
    out: list[tuple[int, Orientation]] = []
    bounds = list(zip(starts, [*starts[1:], len(text)], strict=True))
    for k, (start, end) in enumerate(bounds):
        sentence = text[start:end]
        after = text[bounds[k + 1][0] : bounds[k + 1][1]] if k + 1 < len(bounds) else ""
        mod = detect_modality(sentence)
        kind = mod.kind
        orientation: Orientation
        if kind == "hypothetical" and is_wish(mod.cue):
            # "I moved to Leeds in May and I want to get a dog": the wish is its conjunct's own
            orientation = "past" if _is_past_tense(sentence) else "plain"
        elif kind in ("planned", "hypothetical"):
            orientation = "future"
        elif kind == "past" or (kind == "negated" and _is_past_tense(sentence)):
            orientation = "past"
        elif kind == "ongoing" and SCHEDULED_EN.search(sentence) and not (
            _is_past_tense(sentence) or _PRESENT_PERFECT_EN.search(sentence)
            or (CORRECTION_EN.match(after) and _is_past_tense(after))
        ):
            # "I start at Acme on the 1st": a present tense that schedules ("Starting on the 1st
            # I've been working at X" and "... starting on the 1st... well, started" do not)
            orientation = "future"
        elif kind == "ongoing" and mod.cue is None and not _is_fragment(sentence):
            orientation = "plain"
        else:
            orientation = "present"
        out.append((start, orientation))
    return out


def resolve_times(text: str, reference_time: datetime) -> list[TimeMention]:
    """Find and resolve every time expression in ``text`` (English and/or Korean).

    Args:
        text: one episode's text, any length; English, Korean or both.
        reference_time: when the text was said; must be timezone-aware. Dates are computed from
            its local calendar date in its own offset.

    Returns:
        The mentions in text order, without overlaps (the longest expression wins: "Monday of
        last week" is one mention, not two). Expressions that name no valid date ("the 31st" of
        a 30-day month, "February 30") are dropped. ``[]`` when there is none.

    Raises:
        InvalidTimeError: ``reference_time`` is naive (its local date would be a guess).
    """
    if reference_time.tzinfo is None or reference_time.utcoffset() is None:
        # Imported here: engram's package __init__ imports the read path, which imports this
        # module, so a top-level import would be circular.
        from engram.errors import InvalidTimeError

        raise InvalidTimeError(
            "reference_time",
            f"{reference_time.isoformat()} has no UTC offset; pass an aware datetime "
            "(e.g. datetime(2025, 3, 3, 7, 0, tzinfo=timezone(timedelta(hours=9))))",
        )
    sentences = _sentence_orientations(text)

    def orientation_at(offset: int) -> Orientation:
        current: Orientation = "present"
        for start, orientation in sentences:
            if start > offset:
                break
            current = orientation
        return current

    ctx = Context(reference_time.date(), reference_time, orientation_at)
    hits = [
        *temporal_en.find(text, ctx),
        *temporal_ko.find(text, ctx),
        *run_patterns(text, ctx, [(_ISO_DAY, _iso_day), (_ISO_MONTH, _iso_month)], _any_relation),
    ]
    tz = reference_time.tzinfo
    return [
        TimeMention(
            start=start,
            precision=hit.precision,
            span=(hit.start, hit.end),
            surface=text[hit.start : hit.end],
            relation=hit.relation,
            core_span=hit.core or (hit.start, hit.end),
        )
        for hit in select(hits)
        if _storable(start := datetime.combine(hit.day, time(0), tzinfo=tz))
    ]


def _storable(start: datetime) -> bool:
    """Whether ``start`` has a UTC equivalent (times are stored in UTC): midnight of 0001-01-01
    at +05:00 has none, so such a mention resolves to no date."""
    try:
        start.astimezone(UTC)
    except OverflowError:
        return False
    return True


_MONTHS = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip
_HANGUL_SYLLABLE = re.compile(r"[\uac00-\ud7a3]")
#: An expression that names its year is absolute already ("since 2019", "March 3, 2025").
_NAMES_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)")
_PART_OF_DAY = re.compile(r"(?i)\b(?:(morning|afternoon|evening|night)|tonight)\b")
_EN_RELATION = {"since": "since {}", "until": "until {}", "before": "before {}"}
_KO_RELATION = {"since": "{}부터", "until": "{}까지", "before": "{} 전"}


def _date_text(m: TimeMention, core: str) -> str:
    """The absolute wording of one mention's date, in the language of ``core``."""
    korean = bool(_HANGUL_SYLLABLE.search(core))
    d: date = m.start.date()
    iso = d.isoformat()
    if m.precision == "week" and d.weekday() == 5:  # "this weekend", 이번 주말
        return f"{iso} 주말" if korean else f"the weekend of {iso}"
    # A period starts on its first day; a duration ("two weeks ago") lands on any day.
    period = {
        "day": True,
        "week": d.weekday() == 0,
        "month": d.day == 1,
        "year": (d.month, d.day) == (1, 1),
    }[m.precision]
    if not period:
        return f"{iso}경" if korean else f"around {iso}"
    if m.precision == "day":
        part = None if korean else _PART_OF_DAY.search(core)
        if part:
            return f"the {(part.group(1) or 'night').lower()} of {iso}"
        return iso
    if m.precision == "week":
        return f"{iso} 주" if korean else f"the week of {iso}"
    if m.precision == "month":
        return f"{d.year}년 {d.month}월" if korean else f"{_MONTHS[d.month - 1]} {d.year}"
    return f"{d.year}년" if korean else str(d.year)


def absolute_dates(text: str, reference_time: datetime) -> str:
    """``text`` with each relative time expression replaced by the date it denotes.

    Args:
        text: an episode's text (English, Korean or both).
        reference_time: when it was said (aware); dates are its local calendar days.

    Returns:
        The text with "tomorrow" -> "2025-03-14", "the week after next" -> "the week of
        2025-03-24", "this weekend" -> "the weekend of 2025-03-15", "last May" -> "May 2024",
        "this morning" -> "the morning of 2025-03-13", "two weeks ago" -> "around 2025-02-27",
        내일 -> "2025-03-14", 작년부터 -> "2024년부터" (English wording for an English expression, Korean for a Korean one). A relation cue
        stays as said ("since last May" -> "since May 2024"); one the expression only implies
        is written out ("for four days now" -> "since 2025-03-09"). Expressions that name their
        year are left as they are. Readings are the consolidator's
        (:func:`resolve_times`), so a text and the facts drawn from it agree.

    Raises:
        InvalidTimeError: ``reference_time`` is naive.
    """
    out: list[str] = []
    pos = 0
    for m in resolve_times(text, reference_time):
        a, b = m.core_span
        core = text[a:b]
        if _NAMES_YEAR.search(core):
            continue
        rendered = _date_text(m, core)
        if m.relation != "at" and m.core_span == m.span:
            relation = _KO_RELATION if _HANGUL_SYLLABLE.search(core) else _EN_RELATION
            rendered = relation[m.relation].format(rendered)
        out += [text[pos:a], rendered]
        pos = b
    out.append(text[pos:])
    return "".join(out)
