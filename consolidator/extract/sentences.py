"""Sentence splitting, clause splitting and untrusted-block masking for the rule extractor.

An episode is cut into sentences with their character offsets, line by line, so that a 120k
character transcript is processed one bounded piece at a time and its last line is reached like
its first. A sentence longer than :data:`MAX_SENTENCE_CHARS` is cut again at clause punctuation or
spaces, so nothing is truncated. Forwarded or quoted blocks ("--- BEGIN EMAIL --- ... --- END
EMAIL ---") are masked: text inside them is data about someone else, never facts about the user
nor instructions to follow.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Literal

Lang = Literal["en", "ko"]

#: Longest piece handed to the rules; a longer run without sentence punctuation is cut again.
MAX_SENTENCE_CHARS = 400

_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_END = re.compile(
    r"(?<=[.!?…。])[\"')\]]*\s+"  # punctuation then space
    r"|(?<=[!?])(?=[\uac00-\ud7a3A-Z])"  # "!" glued to the next sentence
    r"|(?<=[가-힣][.])(?=[\uac00-\ud7a3])"  # "했어요.다음" (no space)
    r"|(?<=ㅋ|ㅎ|ㅠ|ㅜ)\s+(?=[\uac00-\ud7a3A-Z])"  # "ㅋㅋ 다음 문장"
)
_ABBREV = re.compile(
    r"(?:\b(?:mr|mrs|ms|dr|prof|st|vs|etc|e\.g|i\.e|approx|no|jr|sr)\.|\b[A-Z]\.)$", re.I
)
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
)
#: ~지만 / ~는데 / ~니까 join clauses; ~까지만 ("until only") is a particle, not ~지만.
_CLAUSE_KO = re.compile(r"\s*[;:]\s+|(?<=[가-힣])(?<!까)(?:지만|는데|니까|는데요),?\s+|,\s+")


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of an episode.

    Attributes:
        index: position among the episode's sentences (0-based).
        text: the sentence, stripped.
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


def split_sentences(text: str) -> list[Sentence]:
    """Cut ``text`` into sentences with offsets; empty pieces are dropped.

    Args:
        text: an episode's text, any length.

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
        for m in _END.finditer(line):
            if _ABBREV.search(line[: m.start()].rstrip("\"')] ")):
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
                piece_s = piece.strip()
                if not piece_s:
                    continue
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
