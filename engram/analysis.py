"""Text analysis for the lexical (BM25) index.

The stored episode is never changed; a normalised copy is analysed: Unicode NFC, case folding,
then Korean morphemes with kiwipiepy (particles and endings dropped, so 박서연은 matches 박서연)
when the text has Hangul, and Unicode word tokens otherwise. Latin identifiers and numbers inside
Korean text get the same word tokens as outside it (``SKU-88X1`` -> ``sku``, ``88x1`` either way).
"""

from __future__ import annotations

import re
import threading
import unicodedata
from typing import Any

_HANGUL = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")
_WORD = re.compile(r"\w+", re.UNICODE)
_HANGUL_RUN = re.compile(r"[\uac00-\ud7a3]{2,}")
# Kiwi tag prefixes dropped from the index: particles (J), endings (E), punctuation and symbols
# (SF SP SS SE SO SW), and derivational suffixes that carry no meaning alone (XSV, XSA, XSN).
_DROP_PREFIXES = ("J", "E", "SF", "SP", "SS", "SE", "SO", "SW", "XSV", "XSA", "XSN", "VCP", "VCN")
# Kiwi tags of non-Hangul pieces: Latin (SL), numbers (SN), Hanja (SH), symbols, URLs and the like
# (W_*). Kiwi splits "sku-88x1" into sku/-/88/x/1; a contiguous run of such pieces is re-read from
# the text with the word pattern instead, so an identifier gets the same tokens inside Korean text
# as anywhere else ("sku", "88x1"), and a Latin query finds it.
_NON_HANGUL_PREFIXES = ("SL", "SN", "SH", "SW", "SO", "SS", "SP", "SF", "SE", "W_")


# English function words, dropped from queries only (the index keeps every token): a match on
# "my" or "what" is no evidence that an episode answers the question.
_STOPWORDS_TEXT = """
a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further
had has have having he her here hers herself him himself his how i if in into is it its
itself just me more most my myself no nor not now of off on once only or other our ours
ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up very was we were
what when where which while who whom why will with would you your yours yourself yourselves
s t d ll m re ve don didn doesn isn wasn aren weren won wouldn shouldn couldn tell remind
know please
"""
# Korean question words, honorifics and light verbs, as kiwi morphemes (dropped from queries too).
_KO_STOPWORDS_TEXT = """
님 씨 어느 무슨 뭐 무엇 언제 어디 누구 어떤 어떻 몇 왜 요즘 지금 혹시 좀 그 이 저 것 거 하 있 되 알
"""
QUERY_STOPWORDS = frozenset(_STOPWORDS_TEXT.split()) | frozenset(_KO_STOPWORDS_TEXT.split())


_KIWI: Any = None
_KIWI_LOCK = threading.Lock()


def normalise(text: str) -> str:
    """NFC and case folding: the form both the index and queries are analysed in."""
    return unicodedata.normalize("NFC", text).casefold()


class Analyzer:
    """Turns text into index tokens. Thread-safe; the Korean model loads on first Korean text.

    Args:
        korean: ``"kiwi"`` to use kiwipiepy morphemes for Hangul text, ``"none"`` for word tokens.
    """

    def __init__(self, korean: str = "kiwi") -> None:
        self.korean = korean

    @staticmethod
    def _get_kiwi() -> Any:
        # One model per process (about 1.5 s to load, ~100 MB), created on first use.
        global _KIWI
        with _KIWI_LOCK:
            if _KIWI is None:
                from kiwipiepy import Kiwi

                _KIWI = Kiwi()
            return _KIWI

    def warm(self) -> None:
        """Load the Korean model now (seconds) instead of on the first Korean text.

        Building ``Kiwi()`` is not enough: it loads its model on the first analysis, so one
        short Korean text is analysed here too.
        """
        if self.korean == "kiwi":
            self._get_kiwi().tokenize("준비")

    def tokens(self, text: str) -> list[str]:
        """Index tokens of ``text`` in order (duplicates kept: BM25 counts term frequency)."""
        norm = normalise(text)
        if self.korean == "kiwi" and _HANGUL.search(norm):
            out: list[str] = []
            run_start = run_end = 0  # the current run of non-Hangul pieces: norm[run_start:run_end]
            for tok in self._get_kiwi().tokenize(norm):
                if tok.tag.startswith(_NON_HANGUL_PREFIXES):
                    if tok.start != run_end:
                        out.extend(_WORD.findall(norm[run_start:run_end]))
                        run_start = tok.start
                    run_end = tok.start + tok.len
                    continue
                out.extend(_WORD.findall(norm[run_start:run_end]))
                run_start = run_end = 0
                if tok.tag.startswith(_DROP_PREFIXES):
                    continue
                out.extend(_WORD.findall(tok.form))
            out.extend(_WORD.findall(norm[run_start:run_end]))
            return out
        return _WORD.findall(norm)

    def index_tokens(self, text: str) -> list[str]:
        """:meth:`tokens` with English words stemmed (Snowball), plus Hangul character bigrams.

        Stems let "lives" match "live"; the bigrams make Korean matching robust where the
        morpheme analyser splits a name differently in two sentences (박서연은 vs 박서연이), the
        usual remedy in Korean search. Tokens with digits (codes, ids) are kept as they are.
        """
        toks = stem_latin(self.tokens(text))
        if _HANGUL.search(text):
            norm = normalise(text)
            for run in _HANGUL_RUN.findall(norm):
                toks.extend(run[i : i + 2] for i in range(len(run) - 1))
        return toks

    def query_tokens(self, text: str) -> list[str]:
        """Index tokens of a query without function words (all of them if that leaves none)."""
        raw = self.tokens(text)
        kept = [t for t in raw if t not in QUERY_STOPWORDS] or raw
        toks = stem_latin(kept)
        norm = normalise(text)
        for run in _HANGUL_RUN.findall(norm):
            toks.extend(run[i : i + 2] for i in range(len(run) - 1))
        return toks

    def query_words(self, text: str) -> list[set[str]]:
        """The content words of a query, each as the set of its morphemes (plus, for a Hangul
        word, its first two syllables).

        Used to measure how much of a query a hit covers: a word counts as covered when any of
        its tokens is in the hit.
        """
        words = []
        for word in normalise(text).split():
            toks = set(stem_latin([t for t in self.tokens(word) if t not in QUERY_STOPWORDS]))
            if not toks:
                continue
            lead = _HANGUL_RUN.match(word)
            if lead:
                toks.add(lead.group()[:2])  # the stem's first syllables, robust to odd splits
            words.append(toks)
        return words

    def index_text(self, text: str) -> str:
        """The index tokens joined by spaces: what is stored in the FTS5 table."""
        return " ".join(self.index_tokens(text))


_LATIN = re.compile(r"[a-z]+")
_STEMMERS = threading.local()


def stem_latin(tokens: list[str]) -> list[str]:
    """Snowball (Porter 2) stems of purely alphabetic Latin tokens; other tokens unchanged.

    PyStemmer runs the Snowball project's C code: the same stems as the pure-Python
    ``snowballstemmer`` (checked on the model's ~23,000-word vocabulary and its inflections),
    several milliseconds faster for a long English message.
    """
    stemmer = getattr(_STEMMERS, "english", None)
    if stemmer is None:  # one per thread: a stemmer object is not safe to share
        import Stemmer

        stemmer = _STEMMERS.english = Stemmer.Stemmer("english")
    return [stemmer.stemWord(t) if _LATIN.fullmatch(t) else t for t in tokens]


def fts_query(tokens: list[str]) -> str | None:
    """An FTS5 MATCH expression: every distinct token quoted, joined with OR (BM25 ranks them).

    Returns None when there is no token to search for.
    """
    distinct = list(dict.fromkeys(t for t in tokens if t))
    if not distinct:
        return None
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in distinct)
