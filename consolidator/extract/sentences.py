"""Sentence splitting, clause splitting and untrusted-block masking for the rule extractor.

An episode is cut into sentences with their character offsets, line by line, so that a 120k
character transcript is processed one bounded piece at a time and its last line is reached like
its first. A sentence longer than :data:`MAX_SENTENCE_CHARS` is cut again at clause punctuation or
spaces, so nothing is truncated. Forwarded or quoted blocks ("--- BEGIN EMAIL --- ... --- END
EMAIL ---") are masked: text inside them is data about someone else, never facts about the user
nor instructions to follow.

The rules read a normalised copy of each sentence (:func:`normalize_for_rules`): what a phone
keyboard, an IME or a copy-paste changes without changing the meaning (curly quotes, full-width
Latin letters and punctuation, no-break and zero-width spaces, runs of spaces) is written one way.
Korean sentences are also read in 해요체 (``speech_level.py``) with their time phrase first
(``word_order.py``).
The stored episode is never changed; a sentence's ``start`` stays an offset into the original.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Literal

from consolidator.extract.speech_level import to_haeyo
from consolidator.extract.word_order import time_first

Lang = Literal["en", "ko"]

#: Longest piece handed to the rules; a longer run without sentence punctuation is cut again.
MAX_SENTENCE_CHARS = 400

_HANGUL = re.compile(r"[\uac00-\ud7a3]")
#: Typographic and full-width characters that stand for an ASCII one (U+FF01..U+FF5E are the
#: full-width forms of "!".."~"). Hangul compatibility jamo (ㅋ, ㅎ) are left alone, which is
#: why this is not Unicode NFKC.
_ASCII_OF = {
    **{c: "'" for c in "\u2018\u2019\u201a\u201b\u2032\u02bc\uff07"},
    **{c: '"' for c in "\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\uff02"},
    **{chr(c): chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F) if c not in (0xFF02, 0xFF07)},
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2212": "-",
}  # fmt: skip
_SAME_LENGTH = str.maketrans(_ASCII_OF)
_TRANSLATE = str.maketrans({**_ASCII_OF, "\u200b": None, "\u200c": None, "\u2060": None,
                            "\ufeff": None, "\u00ad": None})  # fmt: skip
#: Horizontal white space of any kind (tab, no-break, narrow no-break, ideographic space ...).
_SPACES = re.compile(r"[^\S\n]+")
_END = re.compile(
    r"(?<=[.!?…。])[\"')\]]*\s+"  # punctuation then space
    r"|(?<=[!?])(?=[\uac00-\ud7a3A-Z])"  # "!" glued to the next sentence
    r"|(?<=[가-힣][.])(?=[\uac00-\ud7a3])"  # "했어요.다음" (no space)
    r"|(?<=ㅋ|ㅎ|ㅠ|ㅜ)\s+(?=[\uac00-\ud7a3A-Z])"  # "ㅋㅋ 다음 문장"
)
_ABBREV = re.compile(
    r"(?:\b(?:mr|mrs|ms|dr|prof|st|vs|etc|e\.g|i\.e|approx|no|jr|sr|mt|ft|pt|sen|rep|gov|gen|capt|lt|sgt|fr|rev)\.|(?<!['’])\b[A-Z]\.)$", re.I
)
#: A company abbreviation that ends no sentence before a lowercase word ("a Lakeshore Co. employee").
_ORG_ABBREV = re.compile(r"\b(?:co|inc|ltd|corp|bros|plc|llc)\.$", re.I)
_BLOCK = re.compile(
    r"-{2,}\s*BEGIN\b[^\n]*?-{2,}.*?(?:-{2,}\s*END\b[^\n]*?-{2,}|\Z)"
    r"|\[(?:forwarded|quote)[^\]]*\].*?(?:\[/(?:forwarded|quote)\]|\Z)"
    r"|^\s*>.*$",
    re.I | re.S | re.M,
)
_CLAUSE_EN = re.compile(
    r"\s*[;:]\s+|\s+[—–-]{1,2}\s+|,\s+(?:and|but|so|because|though|although|while)\s+"
    r"|,\s+(?=(?:he|she|they|it|we|i|you|what|which)\b(?!\s+(?:and|or)\b))"
    r"|\s+(?:but|so|because|although|though)\s+"
    # "I was at Globex until 2022, then I joined Initech": what came next is a clause of its own
    r"|,\s+(?=(?:and\s+)?then\s+(?!again\b))|\s+and\s+(?=then\s+(?!again\b))"
)
#: ~지만 / ~는데 / ~니까 join clauses; ~까지만 ("until only") is a particle, not ~지만. A reason
#: said as a wish or as someone's words ("쓰고 싶어서", "싫다고 해서") is a clause of its own, kept
#: whole, so its wish or its speaker does not reach the clause after ("... 스탠다드로 바꿨어요").
_CLAUSE_KO = re.compile(
    # "고민 중인데 일단 ...": a noun's copula with 인데 closes a clause as 는데 does
    r"\s*[;:]\s+|(?<=[가-힣])(?<!까)(?:지만|는데|니까|는데요),?\s+|(?<=중)인데,?\s+|,\s+"
    r"|(?<=싶어서),?\s+|(?<=다고\s해서),?\s+|(?<=라고\s해서),?\s+|(?<=다고해서),?\s+"
    # "혼자 심심할까봐 고양이를 데려왔어요": a fear given as the reason is a clause of its own
    r"|(?<=까봐),?\s+|(?<=까\s봐),?\s+|(?<=까봐서),?\s+|(?<=까\s봐서),?\s+"
    # "퇴사 예정이고 다음 직장은 아직 고민 중이에요", "이사했고 지금은 ...": a copula or a past
    # tense before -고 closes a clause of its own (a verb stem's -고 may be -고 있다, and is kept)
    r"|(?<=[가-힣]이고)(?!\s*(?:있|싶|계))\s+|(?<=[했았었였됐왔갔났])고(?!\s*(?:있|싶|계))\s+"
)


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of an episode.

    Attributes:
        index: position among the episode's sentences (0-based).
        text: the sentence, stripped and normalised by :func:`normalize_for_rules`.
        start: offset of ``text`` in the episode text.
        lang: "ko" when it contains Hangul, else "en".
        line: index of the source line (sentences of one line share it).
        masked: inside a forwarded/quoted block: never a source of claims.
    """

    index: int
    text: str
    start: int
    lang: Lang
    line: int
    masked: bool = False

    @property
    def is_question(self) -> bool:
        """Whether the sentence asks something (ends with a question mark)."""
        return self.text.rstrip(" ~.!ㅋㅎ").endswith(("?", "？"))


def normalize_for_rules(text: str) -> str:
    """The form of ``text`` the rules read: one spelling for what only looks different.

    Curly and full-width quotes become ``'`` and ``"``, full-width Latin letters, digits and
    punctuation become ASCII, zero-width characters and soft hyphens are dropped, every run of
    horizontal white space (tabs, no-break spaces, double spaces) becomes one space, and an
    auxiliary written out in full becomes its contraction ("I am" -> "I'm", "we have been" ->
    "we've been", "I will" -> "I'll"; "I have a dog" stays), one typed without its apostrophe
    gets it ("ive" -> "I've"), and a pseudo-cleft is read plainly ("What I do is run X" -> "I run
    X"). Line breaks are kept. Hangul,
    including compatibility jamo, is unchanged.

    Args:
        text: any text.

    Returns:
        The normalised text (possibly shorter; offsets into it do not map back to ``text``).
    """
    out = _SPACES.sub(" ", text.translate(_TRANSLATE))
    if _BARE_CONTRACTION.search(out):
        out = _BARE_CONTRACTION.sub(_apostrophe, out)
    out = _PSEUDO_CLEFT.sub(r"\g<s> ", out)
    if " & " in out:
        out = re.sub(r"(?<=[a-z]) & (?=[a-z])", " and ", out)  # "we closed & moved into ..."
    if "/" in out:
        out = _SLASH_SHORT.sub(lambda m: _SLASH_WORDS[m.group(1).lower()] + (" " if m.group(2) or m.group(1) == "w/" else ""), out)
    if _MISSPELLED.search(out):
        out = _MISSPELLED.sub(lambda m: _match_case(m.group(), _SPELLING[m.group().lower()]), out)
    return _CONTRACT.sub(_contract, out) if _CONTRACT_HINT.search(out) else out


#: Common misspellings of the words the rules key on (verbs of change, times), read as the word
#: meant: "im quiting Brindle", "untill march", "tommorow".
_SPELLING = {
    "quiting": "quitting", "quitted": "quit", "finaly": "finally", "finnaly": "finally", "untill": "until",
    "til": "till", "tommorow": "tomorrow", "tomorow": "tomorrow", "tommorrow": "tomorrow", "yesterdy": "yesterday",
    "yesturday": "yesterday", "yestarday": "yesterday", "febuary": "february", "feburary": "february",
    "wensday": "wednesday", "wedensday": "wednesday", "wendsday": "wednesday", "thrusday": "thursday",
    "thurday": "thursday", "saterday": "saturday", "begining": "beginning", "adopeted": "adopted", "adpoted": "adopted",
    "recieved": "received", "reloacted": "relocated", "relocted": "relocated", "moveed": "moved", "mooved": "moved",
    "strated": "started", "statred": "started", "startd": "started", "stoped": "stopped", "stopt": "stopped",
    "canceled": "cancelled", "upgarded": "upgraded", "downgarded": "downgraded",
    "secnd": "second", "scond": "second", "frist": "first", "fisrt": "first", "anymroe": "anymore",
}
_MISSPELLED = re.compile(
    r"\b(?:" + "|".join(sorted(_SPELLING, key=len, reverse=True)) + r")\b", re.I
)


#: Shorthand with a slash: "w/" (with), "w/o" (without), "b/c" (because).
_SLASH_WORDS = {"w/": "with", "w/o": "without", "b/c": "because"}
_SLASH_SHORT = re.compile(r"(?<![\w/])(w/o|b/c|w/)(?![/])(\s?)", re.I)


def _match_case(typed: str, word: str) -> str:
    return word.capitalize() if typed[:1].isupper() else word


#: A pseudo-cleft read as its plain clause: "What I actually do is run the repair café" -> "I
#: run the repair café".
_PSEUDO_CLEFT = re.compile(
    r"\b[Ww]hat\s+(?P<s>I|we)\s+(?:actually\s+|really\s+|mostly\s+|usually\s+|mainly\s+)?do\s+"
    r"(?:now\s+|these\s+days\s+|on\s+\w+days\s+)?is\s+(?:to\s+)?(?=[a-z])"
)
#: Contractions typed without the apostrophe ("ive been", "im at", "dont"): words that are no
#: other English word ("ill", "its", "wed", "well", "were", "wont" are left alone; "Im" before a
#: capital may be a surname, "Im Soo-jin").
_BARE_CONTRACTION = re.compile(
    r"\b(?:(?P<pro>[Ii]|[Ww]e|[Yy]ou|[Tt]hey)(?P<aux>ve|m(?=\s+[a-z]))|(?P<neg>[Dd]on|[Dd]idn|[Dd]oesn|[Cc]an|[Ii]sn|[Ww]asn|[Hh]aven|[Hh]asn|"
    r"[Ss]houldn|[Ww]ouldn|[Cc]ouldn|[Aa]ren|[Ww]eren)t)\b"
)


def _apostrophe(m: re.Match[str]) -> str:
    if m.group("neg"):
        return f"{m.group('neg')}'t"
    if m.group("aux") == "m" and m.group("pro").lower() != "i":
        return m.group()  # "wem", "youm", "theym" are no contractions
    return f"{m.group('pro')}'{m.group('aux')}"


#: Auxiliaries written out in full, read as their contractions ("I have been" -> "I've been",
#: "I am" -> "I'm"); "I have a dog" (a main verb) is left alone.
_CONTRACT = re.compile(
    r"\b(?P<s>I|we|you|they)\s+(?P<v>am|are|will|have|has)\b(?=(?P<pp>\s+(?:(?:just|also|now|finally|already|recently|officially|"
    r"never|always|since|been|got|gotten|given|taken|seen|done|had|gone|begun|become|left|quit|"
    r"kept|made|found|bought|sold|spent|run|won|lost|[a-z]{2,}ed)\b))?)",
    re.I,
)
_CONTRACT_HINT = re.compile(r"\b(?:am|are|will|have)\b", re.I)
_SHORT = {"am": "'m", "are": "'re", "will": "'ll", "have": "'ve"}


def _contract(m: re.Match[str]) -> str:
    subject, verb = m.group("s"), m.group("v").lower()
    if verb == "have" and not m.group("pp"):
        return m.group(0)  # "I have a dog": a main verb
    is_i = subject.lower() == "i"
    if verb == "has" or (verb == "am" and not is_i) or (verb == "are" and is_i):
        return m.group(0)  # "they am", "I are": not an auxiliary pair to contract
    return subject + _SHORT[verb]


#: A discourse marker that opens a sentence and says nothing about the facts in it ("Oh, and",
#: "By the way,", "Quick update:", "아 참,", "그리고"). "Actually" is kept: it marks a correction.
_OPENER = re.compile(
    r"(?:(?:(?:oh|ah|so|and|also|anyway|anyways|well|ok|okay|btw|fyi|ps|p\.s\.|plus|by the way"
    r"|one more thing|(?:quick |small |little )?update|heads up|side note)"
    r"(?:\s*[,:;!.]+\s*|\s+[-–—]+\s+)"  # with punctuation: "Update: ...", "Oh - ..."
    r"|(?:oh|so|and|also|anyway|btw|fyi)\s+(?=\S))"  # or a conjunction-like one and a space
    r"|(?:아\s*참|아\s*맞다|참|아|그리고|근데|그런데|그나저나|아무튼|암튼|참고로)(?:\s*[,.!~]+\s*|\s+))",
    re.I,
)
#: Chat laughter and emoticons at the end of a sentence ("... haha", "... lol :)", "솔방울^^").
_CLOSER = re.compile(
    r"(?:\s+(?:ha(?:ha)+|he(?:he)+|lol+|lmao|rofl|xd|[:;]-?[)(dp]|<3)|\s*[\u2600-\u27bf\U0001f300-\U0001faff]+"
    r"|(?<=[\uac00-\ud7a3!?.~])\s*(?:\^\^+|[ㅋㅎㅠㅜ]{2,}|~+))+"
    r"(?=\s*[.!?]*\s*$)",
    re.I,
)


_MIN_WORDS_EN = 3
#: Markers that add to what was said ("Also, fencing!"): kept before a fragment.
_ADDITIVE = re.compile(r"\s*(?:also|and|plus|oh,?\s+and)\b", re.I)


def strip_chatter(text: str) -> str:
    """``text`` without an opening discourse marker and closing laughter or emoji.

    "Oh, and by the way: I moved to Leeds haha" reads as "I moved to Leeds"; "아 참, 그리고
    두부가 ..." as "두부가 ...". Nothing is removed when it would leave the sentence empty, and the
    last marker before an English fragment (under three words) stays when it adds to what was
    said: "Oh, also, fencing!" reads as "also, fencing!" and "Oh - Limerick!" as
    "Limerick!".

    Args:
        text: one normalised sentence.

    Returns:
        The sentence the rules read.
    """
    core = _CLOSER.sub("", text)
    ends: list[int] = []  # where each of the leading markers ends
    while (m := _OPENER.match(core, ends[-1] if ends else 0)) and m.end() < len(core):
        ends.append(m.end())
    if ends and len(core[ends[-1] :].split()) < _MIN_WORDS_EN:
        last = core[ends[-2] if len(ends) > 1 else 0 : ends[-1]]
        if _ADDITIVE.match(last) and not _HANGUL.search(core):
            ends.pop()  # "Also, fencing!" adds to what was said: the marker stays
    if ends:
        rest = core[ends[-1] :]
        core = rest[0].upper() + rest[1:] if core[:1].isupper() and rest[:1].islower() else rest
    return core if core.strip(" .!?") else text


def language_of(text: str) -> Lang:
    """ "ko" when ``text`` contains a Hangul syllable, else "en"."""
    return "ko" if _HANGUL.search(text) else "en"


def _masked_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _BLOCK.finditer(text)]


def _cut_long(piece: str, offset: int) -> list[tuple[str, int]]:
    """Cut a piece longer than MAX_SENTENCE_CHARS at clause punctuation, else at spaces."""
    out: list[tuple[str, int]] = []
    start = 0
    while len(piece) - start > MAX_SENTENCE_CHARS:
        window = piece[start : start + MAX_SENTENCE_CHARS]
        cut = max(window.rfind(c) for c in (";", ",", ":", "、"))
        if cut < MAX_SENTENCE_CHARS // 3:
            cut = window.rfind(" ")
        if cut < MAX_SENTENCE_CHARS // 3:
            cut = MAX_SENTENCE_CHARS - 1
        out.append((piece[start : start + cut + 1], offset + start))
        start += cut + 1
    out.append((piece[start:], offset + start))
    return out


def split_sentences(text: str, *, for_rules: bool = True) -> list[Sentence]:
    """Cut ``text`` into sentences with offsets; empty pieces are dropped.

    Args:
        text: an episode's text, any length.
        for_rules: give each sentence the reading the rules use (the module docstring); False
            keeps only the typographic normalisation, for callers that need the offsets alone.

    Returns:
        Sentences in text order. Each is at most :data:`MAX_SENTENCE_CHARS` long (plus trailing
        punctuation); none is lost.
    """
    masked = _masked_spans(text)
    out: list[Sentence] = []
    pos = 0
    for line_no, line in enumerate(text.split("\n")):
        line_start = pos
        pos += len(line) + 1
        if not line.strip():
            continue
        bounds = [0]
        ascii_line = line.translate(_SAME_LENGTH)  # the same offsets, "？" read as "?"
        for m in _END.finditer(ascii_line):
            before = ascii_line[: m.start()].rstrip("\"')] ")
            if _ABBREV.search(before) or (
                _ORG_ABBREV.search(before) and ascii_line[m.end() : m.end() + 1].islower()
            ):
                continue
            bounds.append(m.end())
        bounds.append(len(line))
        for a, b in itertools.pairwise(bounds):
            raw = line[a:b]
            stripped = raw.strip()
            if not stripped:
                continue
            lead = len(raw) - len(raw.lstrip())
            for piece, off in _cut_long(stripped, line_start + a + lead):
                piece_s = normalize_for_rules(piece).strip()
                piece_s = strip_chatter(piece_s) if for_rules else piece_s
                if not piece_s:
                    continue
                if for_rules and language_of(piece_s) == "ko":
                    piece_s = time_first(to_haeyo(piece_s))
                real = off + (len(piece) - len(piece.lstrip()))
                inside = any(s <= real < e for s, e in masked)
                out.append(Sentence(len(out), piece_s, real, language_of(piece_s), line_no, inside))
    return out


def clause_spans(text: str, lang: Lang) -> list[tuple[int, int]]:
    """``(start, end)`` of the clauses of one sentence (split at ";", ":", ", but", 지만 ...)."""
    pattern = _CLAUSE_KO if lang == "ko" else _CLAUSE_EN
    spans: list[tuple[int, int]] = []
    start = 0
    for m in pattern.finditer(text):
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans or [(0, len(text))]
