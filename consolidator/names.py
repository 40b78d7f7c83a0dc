"""Name and object normalisation used to compare entities and fact objects."""

from __future__ import annotations

import re
import unicodedata

_HANGUL_WORD = re.compile(r"^[\uac00-\ud7a3]+$")
_KO_HONORIFICS = ("선생님", "님", "씨", "선배", "후배", "군", "양")
_KO_PARTICLES = (
    "께서는",
    "께서",
    "에게는",
    "에게",
    "한테는",
    "한테",
    "이랑",
    "랑",
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "의",
    "와",
    "과",
    "도",
)
#: Particles after a noun that :data:`_KO_PARTICLES` (topic, subject, object) does not list.
_KO_CASE_PARTICLES = frozenset(["로", "으로", "에", "에서", "에게", "한테", "부터", "까지", "만", "처럼", "보다", "하고", "이나", "나"])
_EN_TITLES = ("mr.", "mrs.", "ms.", "dr.", "prof.", "mr", "mrs", "ms", "miss", "dr", "prof")
_ARTICLES = ("the ", "a ", "an ", "my ", "our ")
_PUNCT = re.compile(r"[^\w\s]+")
_SPACES = re.compile(r"\s+")


def fold(text: str) -> str:
    """NFC, case folding, whitespace collapsed, trimmed."""
    return _SPACES.sub(" ", unicodedata.normalize("NFC", text).casefold()).strip()


def strip_korean_suffixes(word: str) -> str:
    """Drop one trailing honorific and one trailing particle from a Hangul name ("서연님은" -> "서연").

    A suffix is only removed when at least two Hangul syllables remain, so short names survive.
    """
    out = word
    for suffix_set in (_KO_PARTICLES, _KO_HONORIFICS, _KO_PARTICLES):
        for suf in sorted(suffix_set, key=len, reverse=True):
            if out.endswith(suf) and len(out) - len(suf) >= 2 and _HANGUL_WORD.match(out):
                out = out[: -len(suf)]
                break
    return out


def name_key(name: str) -> str:
    """The comparison key of a person/entity name: folded, titles and honorifics removed.

    ``"서연 님"`` -> ``"서연"``, ``"박서연은"`` -> ``"박서연"``, ``"Dr. Ana Ruiz"`` -> ``"ana ruiz"``.
    """
    words = [w for w in _PUNCT.sub(" ", fold(name)).split() if w]
    while words and words[0] in _EN_TITLES:
        words = words[1:]
    while len(words) > 1 and words[-1] in _KO_HONORIFICS:
        words = words[:-1]
    if words:
        words[-1] = strip_korean_suffixes(words[-1])
    return " ".join(words)


def object_key(obj: str) -> str:
    """The comparison key of a fact object: folded, leading articles and punctuation removed."""
    text = fold(obj)
    changed = True
    while changed:
        changed = False
        for art in _ARTICLES:
            if text.startswith(art):
                text = text[len(art) :]
                changed = True
    return _SPACES.sub(" ", _PUNCT.sub(" ", text)).strip()


def same_object(a: str, b: str) -> bool:
    """Whether two object keys name the same thing: equal, or one is a word prefix of the other.

    "bronze" ~ "bronze tier" and "larkspur" ~ "larkspur media", but "york" !~ "new york".
    Korean compounds are written without a space, so a Hangul word of two or more syllables
    also names the compound it begins: "한빛" ~ "한빛테크", "성수" ~ "성수동" (a company and a
    place are called by the short form once known), but "빛" !~ "빛고을", and a particle is no
    compound: "코치" !~ "코치로 봉사".
    """
    if a == b:
        return bool(a)
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    if not short or not long_.startswith(short):
        return False
    if long_[len(short)] == " ":
        return True
    rest = long_[len(short) :].split(" ")[0]  # the rest of the word: "테크" of "한빛테크"
    return (
        len(short) >= 2 and is_hangul_word(short) and is_hangul_word(rest)
        and rest not in _KO_PARTICLES and rest not in _KO_CASE_PARTICLES
    )  # fmt: skip


def is_hangul_word(text: str) -> bool:
    """Whether ``text`` is one word of Hangul syllables only ("한빛테크"; not "한빛 테크", "5GB")."""
    return bool(_HANGUL_WORD.match(text))


def is_korean_full_name(key: str) -> bool:
    """A three-syllable Hangul name (family name + two-syllable given name)."""
    return len(key) == 3 and is_hangul_word(key)
