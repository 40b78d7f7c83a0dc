"""One word order for the Korean rules: the time phrase of a clause is read first.

Korean word order is free before the verb: "이번 달 1일부터 미르테크로 출근하고 있어요" and "미르테크로
이번 달 1일부터 출근하고 있어요" say the same thing, and so do "5일 전부터 펫시터 일을 하고 있어요" and
"펫시터 일을 5일 전부터 하고 있어요". The rules find an object as the words before the verb, so a
time phrase between an argument and its verb hides it. :func:`time_first` moves such a phrase
(the sentence's only one, with its particle: 에, 부터, 부로 ...) to the start of its clause, or
just after the clause's topic ("우리 구름이는 2020년에 ..." stays), where the rules expect it.
Kiwi's morphemes decide where the clause starts, what the phrase modifies and what is a verb. The stored episode is never changed.

Nothing moves when the sentence has more than one time expression (which belongs to which verb
would be a guess), when the phrase ends inside a word ("이번 주말"), or when it modifies a noun
through a relative clause ("두부는 2019년에 데려온 햄스터예요": 2019년에 belongs to 데려온), or when a
verb is embedded between the clause start and the phrase ("수원 오기 전까지는 2017년부터 ...").
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

_HANGUL = re.compile(r"[\uac00-\ud7a3]")
#: A particle after the expression that belongs to the phrase ("이번 주에", "사흘 전에는").
_SPACE = re.compile(r"\s")
_PARTICLE = re.compile(r"(?:에는|에도|에|엔|부터|부로|까지|쯤|께)?")
_REF = datetime(2026, 1, 15, 12, tzinfo=UTC)  # spans do not depend on the reference time
_PREDICATE = frozenset({"VV", "VA", "VX", "XSV", "XSA"})  # a copula ("표준형이에요") keeps its time
_CACHE: dict[str, str] = {}
_CACHE_MAX = 50_000


def time_first(text: str) -> str:
    """``text`` with its single time phrase moved to the start of its clause.

    Args:
        text: one sentence; text without Hangul is returned as it is.

    Returns:
        The reordered sentence ("펫시터 일을 5일 전부터 하고 있어요." -> "5일 전부터 펫시터 일을
        하고 있어요."), or ``text`` when nothing should move. Results are cached per text.
    """
    if not _HANGUL.search(text):
        return text
    hit = _CACHE.get(text)
    if hit is None:
        hit = _reorder(text)
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.clear()
        _CACHE[text] = hit
    return hit


def _reorder(text: str) -> str:
    from consolidator.extract.common import has_time_hint  # import cycle: common uses sentences
    from consolidator.extract.korean_np import morphemes
    from consolidator.temporal import resolve_times

    if not has_time_hint(text, "ko"):
        return text
    found = resolve_times(text, _REF)
    if len(found) != 1 or found[0].span[0] == 0 or found[0].relation == "until":
        return text  # "다음 달 말까지 하고 나와": an "until" phrase stays with its verb
    start, end = found[0].span
    end += _PARTICLE.match(text, end).end() - end  # type: ignore[union-attr]
    if (end < len(text) and not text[end].isspace()) or (
        start > 0 and not text[start - 1].isspace()
    ):
        return text  # the phrase starts or ends inside a word
    tokens = morphemes(text)
    # The clause starts after the last word before the phrase that ends in a connective ending
    # (EC: "이사했는데") or a comma. An embedded verb in between (ETN, ETM: "수원 오기 전까지는",
    # "새로 산 자전거를") makes the phrase's scope unclear: nothing moves then.
    clause = 0
    for t in tokens:
        if t.start + t.len > start:
            break
        if t.tag == "EC" or t.form == ",":
            boundary = _SPACE.search(text, t.start + t.len)
            clause = boundary.start() if boundary else len(text)
    if any(t.tag in ("ETN", "ETM") and clause <= t.start < start for t in tokens):
        return text
    while clause < start and text[clause] in " ,":
        clause += 1
    if clause >= start:
        return text
    # A relative clause after the phrase ("2018년부터 함께 산 진돗개") may be what it dates.
    for t in tokens:
        if t.start < end:
            continue
        if t.tag == "EC":
            break
        if t.tag == "ETM":
            return text
    # Only a phrase that interrupts the clause moves: one right before the verb ("새 식구가 이번
    # 달 13일에 생겼어요") or after an object or adverbial ("부업으로 이번 달 3일부터 주말 카페
    # 아르바이트를 ..."); "콩떡이가 오늘 엄청 귀여워요" stays.
    nxt = re.compile(r"\S+").search(text, end)
    before_verb = nxt is not None and any(
        t.tag in _PREDICATE for t in tokens if nxt.start() <= t.start < nxt.end()
    )
    prev = [t for t in tokens if clause <= t.start < start and not t.tag.startswith("S")]
    after_argument = bool(prev) and prev[-1].tag in ("JKO", "JKB")
    if not (before_verb or after_argument):
        return text
    # It goes after the clause's topic if there is one ("우리 구름이는 2020년에 입양했어요"
    # stays), else to the clause start.
    for t in tokens:
        if t.start >= start:
            break
        if t.start >= clause and t.tag == "JX" and t.form in ("은", "는"):
            boundary = _SPACE.search(text, t.start + t.len)
            clause = boundary.start() + 1 if boundary else len(text)
            break
    if clause >= start:
        return text
    phrase = text[start:end].strip()
    moved = text[:clause] + phrase + " " + text[clause:start].rstrip() + text[end:]
    return re.sub(r" {2,}", " ", moved)
