"""Query analysis: time expressions become a world-time window, names become the user's entities.

"Where did I live in March 2025?" -> window [2025-03-01, 2025-04-01); "서연 님은 요즘 어디 살아?"
-> the entity 박서연 through its alias 서연. A multi-part question ("where do I work and what is
my cat called?") is split into sub-queries for the lexical and dense channels.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from consolidator.names import fold, name_key
from consolidator.temporal import resolve_times

_SPLIT = re.compile(r"\?\s+|\s+(?:and also|and then|also)\s+|;\s*|\s+그리고\s+", re.IGNORECASE)
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_AND = re.compile(r"\s+and\s+(?=(?:what|where|when|who|which|how|do|did|is|are)\b)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class QueryPlan:
    """What the reader searches for.

    Attributes:
        text: the query as given.
        sub_queries: the parts of a multi-part question (the whole query first).
        window: a world-time window ``[start, end)`` named in the query, or None.
        entity_pks: the user's entities the query mentions.
    """

    text: str
    sub_queries: tuple[str, ...]
    window: tuple[datetime, datetime] | None
    entity_pks: tuple[int, ...]
    search_text: str = ""  # the query without its time expression (the window carries it)


def _window_end(start: datetime, precision: str) -> datetime:
    if precision == "year":
        return start.replace(year=start.year + 1)
    if precision == "month":
        return (start.replace(day=28) + timedelta(days=4)).replace(day=1)
    if precision == "week":
        return start + timedelta(days=7)
    return start + timedelta(days=1)


def time_window(query: str, reference: datetime) -> tuple[tuple[datetime, datetime] | None, str]:
    """The window of the first time expression in ``query`` (relative ones resolve at
    ``reference``), and the query with that expression removed (for the text channels)."""
    try:
        mentions = resolve_times(query, reference)
    except Exception:  # a query with a strange date is still a query; search without a window
        return None, query
    if not mentions:
        return None, query
    m = mentions[0]
    rest = (query[: m.span[0]] + query[m.span[1] :]).strip()
    rest = re.sub(r"\s+(in|on|at|during|since|from)\s*([?.!]?)$", r"\2", rest)
    return (m.start, _window_end(m.start, m.precision)), rest or query


def split_query(query: str) -> tuple[str, ...]:
    """The whole query, then its parts when it asks several things."""
    parts = [p.strip(" ?,.") for p in _SPLIT.split(_AND.sub("; ", query))]
    parts = [p for p in parts if len(p) > 2]
    if len(parts) <= 1:
        return (query,)
    return (query, *parts)


def link_entities(query: str, aliases: list[tuple[int, str]]) -> tuple[int, ...]:
    """Entities whose alias occurs in the query (Latin on word boundaries, Hangul as substrings,
    since Korean particles attach to names: 서연님은 contains 서연)."""
    q = fold(query)
    words = set(name_key(query).split())
    found: dict[int, None] = {}
    for pk, alias in aliases:
        if not alias or alias == "user":
            continue
        if _HANGUL.search(alias):
            if alias in q.replace(" ", "") or alias in q:
                found[pk] = None
        elif " " in alias:
            if re.search(rf"\b{re.escape(alias)}\b", q):
                found[pk] = None
        elif alias in words:
            found[pk] = None
    return tuple(found)


def named_speakers(query: str, speakers: Iterable[str]) -> set[str]:
    """The speakers among ``speakers`` (names as episodes' ``metadata["speaker_name"]`` give
    them) that ``query`` names, by full name or first name, as :func:`name_key` keys.

    "What has Melanie painted?" with speakers {"Melanie", "Caroline"} -> {"melanie"}. Latin
    names match whole words; a Hangul name matches as a substring (particles attach to it).
    """
    words = name_key(query).split()
    compact = "".join(words)
    found: set[str] = set()
    for name in speakers:
        key = name_key(name)
        if not key:
            continue
        if _HANGUL.search(key):
            if key.replace(" ", "") in compact:
                found.add(key)
        elif key.split()[0] in words:  # the full name contains the first name
            found.add(key)
    return found
