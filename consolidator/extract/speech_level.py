"""One speech level for the Korean rules: 합쇼체, 하오체, 반말 and 해라체 endings read as 해요체.

Korean marks politeness in the sentence-final ending, not in the words that carry a fact:
"이사했습니다" (합쇼체), "이사했어" (반말), "이사했다" (해라체) and "이사했어요" (해요체) say the
same thing. The rules match endings, so without this each of them
would need every speech level spelled out, and a level the rule's author did not think of would
be a missed fact. This module rewrites the final ending of each word to its 해요체 form with
Kiwi's morphemes (the ending is a morpheme tagged ``EF``; Kim et al., "Kiwi: a Korean
morphological analyzer", 2024) and rebuilds only that word with ``Kiwi.join``, so the stem
conjugates ("다닙니다" -> "다녀요", "두부야" -> "두부예요") and every other character stays as typed.

Tense and mood stay: 었 and 겠 are separate morphemes (EP), questions keep their "?", and
reported speech keeps its marker ("간대" -> "간대요", which the rules read as someone else's news).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

#: 해요체 endings: left as they are.
_POLITE = frozenset({"어요", "아요", "여요", "에요", "예요", "이에요", "이어요", "요", "지요", "죠",
                     "네요", "군요", "는군요", "거든요", "는데요", "ᆫ데요", "은데요", "고요", "대요",
                     "래요", "ᆫ대요", "는대요", "잖아요", "ᆯ게요", "을게요", "ᆯ래요", "을래요",
                     "ᆯ까요", "을까요", "나요", "가요"})  # fmt: skip
#: Endings that become 어요 (the stem's vowel harmony and contractions come from Kiwi.join).
_TO_EOYO = frozenset({"습니다", "ᆸ니다", "습니까", "ᆸ니까", "어", "아", "여", "다", "ᆫ다", "는다",
                      "냐", "니", "느냐", "나",
                      # 하오체: "서예를 즐기오", "이름은 아톰이오", "키우고 있소", "하였소"
                      "오", "소", "으오", "구려"})  # fmt: skip
#: Endings that take 요 (반말 endings whose 해요체 form is the same plus 요).
_ADD_YO = frozenset({"네", "군", "는군", "거든", "는데", "ᆫ데", "은데", "고", "대", "래", "ᆫ대",
                     "는대", "잖아", "ᆯ게", "을게", "ᆯ래", "을래", "ᆯ까", "을까"})  # fmt: skip
#: Plain endings that Kiwi sometimes tags as connective (EC) at the very end of a sentence.
_FINAL_EC = frozenset({"다", "ᆫ다", "는다", "소"})  # Kiwi tags 하오체 "들였소" 소/EC
#: Stems whose ㄹ-final twin drops its ㄹ before ㅂ니다 ("삽니다" is 사다 or 살다, "압니다" 아다 or 알다).
_L_DROPPED = frozenset(
    {"사", "아", "노", "우", "파", "거", "미", "여", "비", "기", "다", "만드", "드"}
)
_WORD = re.compile(r"\S+")
#: Morphemes that carry the predicate: the rebuilt part of a word starts at the last of them.
_PREDICATE = frozenset(
    {"VV", "VA", "VX", "VCP", "VCN", "XSV", "XSA", "VV-I", "VA-I", "VV-R", "VA-R"}
)
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
#: A sentence that ends in 해요체 ("...했어요.", "...죠?") and has no other clause-final ending
#: before it (a "." or "!" inside) needs no analysis.
_ALREADY_POLITE = re.compile(r"[요죠][\s.!?~^ㅋㅎㅠㅜ]*$")
_OTHER_FINAL = re.compile(r"[.!?](?=\s*\S)|(?:니다|다|야|어|아|지|네|음|함)\s*[,;:]")
_THING_IS = re.compile(r"(?<=[\uac00-\ud7a3] )것이에요")
_CACHE: dict[str, str] = {}
_CACHE_MAX = 50_000


def _polite(form: str, prev_tag: str) -> str | None:
    """The 해요체 ending for ``form`` after a morpheme tagged ``prev_tag``; None keeps it."""
    if form in _POLITE:
        return None
    if prev_tag == "VCP" and form in _TO_EOYO | {"야", "이야", "ᆸ니다", "습니다"}:
        return "에요"
    if form in _TO_EOYO:
        return "어요"
    if form == "지":
        return "죠"  # "스노보드지" -> "스노보드죠", as it is said
    if form in _ADD_YO:
        return form + "요"
    return None


def _open_syllable(ch: str) -> bool:
    """A Hangul syllable with no final consonant ("부" in 두부)."""
    return "\uac00" <= ch <= "\ud7a3" and (ord(ch) - 0xAC00) % 28 == 0


def _contract_copula(tail: str) -> str:
    """이 after an open syllable: "이었어요" -> "였어요", "이거든요" -> "거든요"."""
    if tail.startswith("이었"):
        return "였" + tail[2:]
    return tail[1:]


def _final_index(morphs: list[Any]) -> int:
    """Index of the last morpheme before trailing punctuation, symbols and laughter."""
    i = len(morphs) - 1
    while i >= 0 and morphs[i].tag.startswith(("S", "W")) and morphs[i].tag not in ("SN", "SL"):
        i -= 1
    return i


def restyle(text: str, ending: Callable[[str, str, bool], str | None]) -> str:
    """Rewrite the sentence-final ending of each word of ``text``.

    Args:
        text: one sentence.
        ending: ``ending(form, previous_tag, question)`` gives the new ending (a Kiwi ``EF``
            morpheme form) for an ending ``form`` after a morpheme tagged ``previous_tag``, or
            None to keep the word as typed.

    Returns:
        The sentence, where only the predicate of each changed word ("다닙니다" in "새솔물산
        다닙니다") is rebuilt by ``Kiwi.join`` and everything before it stays as typed.
    """
    if not _HANGUL.search(text):
        return text
    from consolidator.extract.korean_np import kiwi, morphemes  # shared analyser (import cycle)

    analyser = kiwi()
    tokens = morphemes(text)
    out: list[str] = []
    pos = 0
    for word in _WORD.finditer(text):
        a, b = word.span()
        morphs = [t for t in tokens if a <= t.start < b]
        if not morphs:
            continue
        last = _final_index(morphs)
        parts: list[tuple[str, str]] = []
        changed_at = -1
        for i, t in enumerate(morphs):
            form, tag = t.form, t.tag
            at_end = word.end() == len(text.rstrip(" .!?~")) or (
                form == "소" and a + len(word.group().rstrip(".!?~")) == len(text.rstrip(" .!?~"))
            )  # "들였소.": the 하오체 ending before the full stop
            final_ec = tag == "EC" and i == last and form in _FINAL_EC and at_end
            if tag == "EF" or final_ec:
                question = any(m.form == "?" for m in morphs[i + 1 :])
                new = ending(form, morphs[i - 1].tag if i else "", question)
                if new is not None and new != form:
                    form, tag, changed_at = new, "EF", i
            parts.append((form, tag))
        if changed_at < 0:
            continue
        stem = max((i for i, (_f, tg) in enumerate(parts[:changed_at]) if tg in _PREDICATE),
                   default=None)  # fmt: skip
        if stem is None or (morphs[stem].tag == "VV" and morphs[stem].form in _L_DROPPED
                            and morphs[changed_at].form.startswith("ᆸ")):  # fmt: skip
            continue  # "양주 삽니다": 살다 or 사다? The analyser cannot tell; keep it as typed
        # Only the predicate is rebuilt; what is typed before it (a name, a noun) stays.
        head = text[a : max(a, morphs[stem].start)]
        old, vcp = morphs[changed_at], morphs[stem]
        if parts[stem][1] == "VCP" and vcp.len and text[vcp.start] == "이":
            if old.form == "예요":
                head = text[a : old.start]  # "오로라페이예요" is 오로라페이 + 예요
            elif head and _open_syllable(head[-1]):
                head = text[a : vcp.start + 1]  # "오로라페이야": after 페 the copula is 야 alone
        tail = analyser.join(parts[stem:])
        if parts[stem][1] == "VCP" and head and _open_syllable(head[-1]) and tail.startswith("이"):
            tail = "예요" + tail[3:] if tail.startswith("이에요") else _contract_copula(tail)
        out.append(text[pos:a] + head + tail)
        pos = b
    out.append(text[pos:])
    return "".join(out)


def to_haeyo(text: str) -> str:
    """``text`` with every sentence-final ending in 해요체 (see the module docstring).

    Args:
        text: one sentence (any script; text without Hangul is returned as it is).

    Returns:
        The sentence with the words whose final ending changed rebuilt; everything else as typed.
        A 해요체 sentence comes back unchanged. Results are cached per text.
    """
    if _ALREADY_POLITE.search(text) and not _OTHER_FINAL.search(text):
        return text  # the common case, with no analysis
    hit = _CACHE.get(text)
    if hit is None:
        hit = restyle(text, lambda form, prev, _q: _polite(form, prev))
        if hit != text:  # "할 것입니다" -> "할 것이에요" is said "할 거예요"
            hit = _THING_IS.sub("거예요", hit)
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.clear()
        _CACHE[text] = hit
    return hit
