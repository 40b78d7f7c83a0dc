"""Meaning-preserving edits of a user message, for metamorphic tests of the extractor.

A user who types "I’ve moved" on a phone, starts with "Oh, and ..." or ends with "haha" has said
the same thing as one who types "I've moved.". The facts read from a message must not change
under such edits: that is a metamorphic relation (Chen, Cheung and Yiu, "Metamorphic testing: a
new approach for generating next test cases", HKUST-CS98-01, 1998), and it checks the rules
against wordings nobody wrote down as examples. ``tests/consolidator/test_metamorphic.py``
compares the claims of every story utterance with those of its edited forms, and
``python -m bench timeline --perturb NAME`` scores the timeline suite on edited utterances.

Each edit is a pure function ``str -> str``; choices among variants are made by a stable hash of
the text, so a run is reproducible. Edits are per language: an English edit leaves a message with
Hangul unchanged and a Korean one leaves a message without Hangul unchanged.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

_HANGUL = re.compile(r"[\uac00-\ud7a3]")

#: First words that are lower-cased after an opener ("Oh, and my beagle ..."); names, "I" and
#: anything else keep their capital.
_FUNCTION_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "my",
        "our",
        "we",
        "this",
        "that",
        "these",
        "those",
        "it",
        "its",
        "there",
        "here",
        "since",
        "outside",
        "starting",
        "just",
        "last",
        "back",
        "on",
        "in",
        "at",
        "as",
        "from",
        "after",
        "before",
        "today",
        "yesterday",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "ten",
        "right",
        "got",
        "been",
        "finally",
        "ever",
        "around",
        "about",
        "also",
        "so",
        "now",
        "these",
        "then",
        "when",
        "every",
        "each",
        "for",
        "with",
        "no",
        "not",
        "new",
        "one",
        "some",
        "most",
        "much",
        "many",
        "what",
    ]
)
#: Irregular past forms that open a subject-less sentence ("Bought a membership today.").
_PAST_VERBS = frozenset(
    [
        "bought",
        "got",
        "took",
        "went",
        "made",
        "had",
        "left",
        "began",
        "came",
        "found",
        "gave",
        "sold",
        "quit",
        "ran",
        "put",
        "set",
        "kept",
        "spent",
        "brought",
        "caught",
        "felt",
        "heard",
        "held",
        "lost",
        "met",
        "paid",
        "said",
        "sent",
        "sat",
        "stood",
        "told",
        "thought",
        "won",
        "wrote",
        "drove",
        "rode",
        "swam",
        "grew",
        "knew",
        "threw",
        "flew",
        "became",
    ]
)
_OPENERS_EN = ("Oh, and ", "Also, ", "Anyway, ", "By the way, ", "So, ", "Oh and btw, ")
#: Openers after which a sentence may keep its capital ("Quick update: Started taking ...").
_OPENERS_COLON = ("Quick update: ", "Update: ", "FYI: ", "Oh, one more thing: ", "Oh - ")
_CLOSERS_EN = (" haha", " :)", " lol", "!", " 🙂")
_OPENERS_KO = ("아 참, ", "그리고 ", "참고로 ", "아, ", "근데 ")
_CLOSERS_KO = (" ㅎㅎ", "~", "!!", " ㅋㅋ", "^^")
_CONTRACTIONS = (
    ("I'm", "I am"), ("I've", "I have"), ("I'll", "I will"), ("I'd", "I would"),
    ("we're", "we are"), ("We're", "We are"), ("we've", "we have"), ("We've", "We have"),
    ("it's", "it is"), ("It's", "It is"), ("don't", "do not"), ("didn't", "did not"),
    ("can't", "cannot"), ("won't", "will not"), ("isn't", "is not"), ("wasn't", "was not"),
    ("that's", "that is"), ("That's", "That is"), ("there's", "there is"),
)  # fmt: skip


def _pick(options: tuple[str, ...], text: str) -> str:
    return options[zlib.crc32(text.encode("utf-8")) % len(options)]


def is_korean(text: str) -> bool:
    """Whether ``text`` contains a Hangul syllable."""
    return bool(_HANGUL.search(text))


def typographic(text: str) -> str:
    """Phone-keyboard quotes: ``'`` becomes ``’``; ``"a"`` becomes ``“a”``."""
    out = text.replace("'", "\u2019")
    return re.sub(r'"([^"]*)"', "\u201c\\1\u201d", out)


def spacing(text: str) -> str:
    """Every space doubled and a no-break space after each sentence end."""
    return re.sub(r"(?<=[.!?]) ", "\u00a0", text.replace(" ", "  "))


def opener_en(text: str) -> str:
    """A discourse marker in front ("Oh, and ...", "Quick update: ..."), English only."""
    if is_korean(text) or not text:
        return text
    first = re.match(r"[A-Za-z]+", text)
    word = first.group(0) if first else ""
    if word.lower() in _FUNCTION_WORDS:
        return _pick(_OPENERS_EN, text) + text[0].lower() + text[1:]
    if word == "I":
        return _pick(_OPENERS_EN, text) + text
    return _pick(_OPENERS_COLON, text) + text  # a name or a verb first: keep its capital


def closer_en(text: str) -> str:
    """A chatty ending ("... haha", "... :)") in place of the final full stop, English only."""
    if is_korean(text) or not text:
        return text
    return text.rstrip().removesuffix(".") + _pick(_CLOSERS_EN, text)


def expand_contractions(text: str) -> str:
    """ "I'm" -> "I am", "don't" -> "do not" ... (English only)."""
    if is_korean(text):
        return text
    # "I'd lived" is "I had lived"; "I'd like" is "I would like".
    text = re.sub(r"(?<![\w'])I'd(?= (?:been|\w+ed)\b)", "I had", text)
    for short, long in _CONTRACTIONS:
        text = re.sub(rf"(?<![\w']){re.escape(short)}(?![\w'])", long, text)
    return text


def no_final_stop(text: str) -> str:
    """The last sentence without its full stop, as typed in a hurry."""
    return re.sub(r"\.\s*$", "", text)


def opener_ko(text: str) -> str:
    """A discourse marker in front ("아 참, ...", "근데 ..."), Korean only."""
    return _pick(_OPENERS_KO, text) + text if is_korean(text) else text


def closer_ko(text: str) -> str:
    """A chatty ending ("ㅎㅎ", "~", "^^") after the last sentence, Korean only."""
    if not is_korean(text):
        return text
    return text.rstrip().removesuffix(".") + _pick(_CLOSERS_KO, text)


_POLITE_EF = frozenset({"어요", "아요", "여요", "에요", "예요", "이에요", "이어요"})


def _restyle(text: str, ending: Callable[[str, str, bool], str | None]) -> str:
    from consolidator.extract.speech_level import restyle

    return restyle(text, ending) if is_korean(text) else text


def formal_ko(text: str) -> str:
    """해요체 to 합쇼체: "이사했어요" -> "이사했습니다", "두부예요" -> "두부입니다"."""

    def ending(form: str, _prev: str, question: bool) -> str | None:
        if form in _POLITE_EF:
            return "습니까" if question else "습니다"
        return None

    return _restyle(text, ending).replace("거입니다", "것입니다").replace("거입니까", "것입니까")


def banmal_ko(text: str) -> str:
    """해요체 and 합쇼체 to 반말, with 나/내 for 저/제: "저는 바꿨어요" -> "나는 바꿨어"."""

    def ending(form: str, prev: str, _question: bool) -> str | None:
        if prev == "VCP" and form in _POLITE_EF | {"습니다", "ㅂ니다"}:
            return "야"
        if form in ("어요", "여요", "습니다", "ㅂ니다", "습니까", "ㅂ니까"):
            return "어"
        if form == "아요":
            return "아"
        if form == "네요":
            return "네"
        if form in ("지요", "죠"):
            return "지"
        return None

    out = _restyle(text, ending)
    if out == text:
        return text
    out = re.sub(r"(?<!\S)저희(?=\S*)", "우리", out)
    out = re.sub(r"(?<!\S)제가(?=\s)", "내가", out)
    out = re.sub(r"(?<!\S)제(?=\s)", "내", out)
    return re.sub(r"(?<!\S)저(?=(?:는|도|를|랑|한테|에게|만|의)?(?:\s|$))", "나", out)


_REF = datetime(2026, 6, 15, 12, tzinfo=UTC)  # spans do not depend on the reference time
_SENTENCE = re.compile(r"[^.!?]+[.!?]*\s*")


def _mentions(sentence: str) -> list[Any]:
    from consolidator.temporal import resolve_times

    return resolve_times(sentence, _REF)


def time_first_en(text: str) -> str:
    """A sentence-final time phrase moved to the front, English only.

    "I moved to Oxford on the 14th." -> "On the 14th, I moved to Oxford."; only a one-clause
    sentence with exactly one time expression, which ends it, is changed.
    """
    if is_korean(text):
        return text
    out = []
    for piece in _SENTENCE.findall(text):
        body = piece.rstrip()
        core = body.rstrip(".!?")
        found = _mentions(core)
        one_clause = not re.search(r"[;:—–]| - |,\s+(?:and|but|so|because|while|though)\b", core)
        if len(found) != 1 or found[0].span[1] != len(core.rstrip()) or not one_clause:
            out.append(piece)
            continue
        a = found[0].span[0]
        prep = re.search(r"\b(?:on|in|at)\s+$", core[:a], re.I)
        if prep and re.match(r"(?:the\s|\d|[A-Z][a-z]+\s+\d|[A-Z][a-z]+$)", found[0].surface):
            a = prep.start()  # "on the 14th", "in 2019", "in March" (not "went in | this morning")
        rest = core[:a].rstrip(" ,;-")
        if len(rest.split()) < 2 or "," in rest:  # "Until the move, we'd been there since 2020"
            out.append(piece)
            continue
        phrase = core[a:].strip()
        first = re.match(r"[A-Za-z]+", rest)
        word = first.group(0) if first else ""
        if word.lower() in _FUNCTION_WORDS | _PAST_VERBS or word.endswith(("ed", "ing")):
            rest = rest[0].lower() + rest[1:]  # "my sister moved" (names and "I" keep capitals)
        trail = piece[len(core) :]
        out.append(f"{phrase[0].upper()}{phrase[1:]}, {rest}{trail}")
    return "".join(out)


def time_late_ko(text: str) -> str:
    """A sentence-initial time phrase moved to just before the verb, Korean only.

    "사흘 전에 요금제를 바꿨어요." -> "요금제를 사흘 전에 바꿨어요." (after the first word that ends
    in a particle); only a sentence with exactly one time expression, which starts it, is changed.
    """
    if not is_korean(text):
        return text
    out = []
    for piece in _SENTENCE.findall(text):
        found = _mentions(piece)
        if len(found) != 1 or found[0].span[0] != 0:
            out.append(piece)
            continue
        end = found[0].span[1]
        tail = re.match(r"(?:에는|에|엔|부터|부로)?", piece[end:])
        end += tail.end() if tail else 0
        if end < len(piece) and not piece[end].isspace():
            out.append(piece)  # the phrase runs into a word ("이번 주말"): leave it
            continue
        phrase, rest = piece[:end].strip(), piece[end:].strip()
        if re.match(r"(?:아침|저녁|오후|오전|밤|점심|새벽|낮|주말)", rest):
            out.append(piece)  # "토요일 아침엔": the phrase goes on past what was recognised
            continue
        words = rest.split(" ")
        at = _after_first_argument(words)
        if at is None:
            out.append(piece)
            continue
        trail = piece[len(piece.rstrip()) :]
        out.append(" ".join([*words[:at], phrase, *words[at:]]) + trail)
    return "".join(out)


def _after_first_argument(words: list[str]) -> int | None:
    """Index after the first word that ends in a particle ("요금제를", "서울에서"), if a word
    follows it; the time phrase goes there, so a verb phrase ("먹기 시작했어요") stays whole."""
    from consolidator.extract.korean_np import kiwi

    for i, word in enumerate(words[:-1]):
        morphs = [t for t in kiwi().tokenize(word) if not t.tag.startswith("S")]
        if len(morphs) >= 2 and morphs[-1].tag.startswith("J") and morphs[-2].tag.startswith("N"):
            return i + 1  # a noun and its particle ("붙잡진" is a verb: not an argument)
    return None


PERTURBATIONS: dict[str, Callable[[str], str]] = {
    "typographic": typographic,
    "spacing": spacing,
    "opener_en": opener_en,
    "closer_en": closer_en,
    "expand_contractions": expand_contractions,
    "no_final_stop": no_final_stop,
    "opener_ko": opener_ko,
    "closer_ko": closer_ko,
    "formal_ko": formal_ko,
    "banmal_ko": banmal_ko,
    "time_first_en": time_first_en,
    "time_late_ko": time_late_ko,
}


_KOREAN_ONLY = frozenset({"opener_ko", "closer_ko", "formal_ko", "banmal_ko", "time_late_ko"})
_ENGLISH_ONLY = frozenset({"opener_en", "closer_en", "expand_contractions", "time_first_en"})


def applies_to(name: str) -> set[str]:
    """The languages an edit changes ("en", "ko")."""
    if name in _KOREAN_ONLY:
        return {"ko"}
    if name in _ENGLISH_ONLY:
        return {"en"}
    return {"en", "ko"}


def compose(names: list[str]) -> Callable[[str], str]:
    """One edit applying the named ones in order.

    Raises:
        KeyError: for an unknown name (the message lists the known ones).
    """
    unknown = [n for n in names if n not in PERTURBATIONS]
    if unknown:
        raise KeyError(f"unknown perturbation {unknown}; known: {', '.join(PERTURBATIONS)}")
    funcs = [PERTURBATIONS[n] for n in names]

    def edit(text: str) -> str:
        for f in funcs:
            text = f(text)
        return text

    return edit
