"""Korean noun phrases, particles and subjects, with kiwipiepy's part-of-speech tags.

A Korean argument is a run of space-separated words (eojeol) whose last word carries the
particle: "이주민 한국어 교실 교사로" -> "이주민 한국어 교실 교사". :func:`np_ending_at` walks left
from the particle over words that are bare nouns (every morpheme a noun, number, foreign word or
noun suffix), stopping at a word with a particle or ending, a time expression or a pronoun.
One Kiwi instance is created lazily and shared (loading takes about a second).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from consolidator.extract.common import SentenceContext
from consolidator.extract.lexicon import ACTIVITIES_KO, words
from consolidator.types import SELF

_KIWI: Any = None
_KIWI_LOCK = threading.Lock()
_ACTIVITY_WORDS = frozenset(ACTIVITIES_KO)

_NOUNISH = frozenset(
    {"NNG", "NNP", "NNB", "NR", "SL", "SN", "SH", "XSN", "XPN", "XR", "W_SERIAL", "W_HASHTAG"}
)
_NUMBER_UNIT = re.compile(r"\d[\d.,]*\s?[가-힣A-Za-z]{1,5}")
_SIZE_WORD = re.compile(
    r"\d[\d.,]*(?:기가|메가|테라|기가바이트|메가바이트|GB|MB|TB|Mbps|Gbps|G|M)", re.I
)
_STOP_NOUNS = frozenset(
    words("""
    저 제 나 내 너 우리 저희 요즘 요새 요즈음 최근 최근에 지금 이제 오늘 어제 내일 올해 작년 내년 사실 원래 일단 제일 가장 또 다시 새로 아직 벌써 드디어 결국 그냥 진짜 너무
    보통 주로 거의 자주 가끔 항상 늘 종종 매번 엄청 아 참 혹시 그리고 근데 당분간 처음 마지막 이번 지난 다음 매일 매주 주말 평일 틈틈이 한 두 세 네 마리 명 개 번 정도 때문 동안 이후 이전 전 후
    중 거 건 걸 게 것 수 때 곳 쪽 분 님
    """)
)
#: Nouns used adverbially before a phrase: weekdays and "every ..." words (매주 토요일 보호소에서).
_ADVERBIAL_NOUN = re.compile(
    r"요일$|^매(?:주|일|달|년|번|일\s*아침)?$|^매[주일달년]|마다$|^주말$|^평일$"
)
_PARTICLE = re.compile(
    r"(?:으로는|로는|에서는|에서도|에서|에게|한테|께서|으로|로|에는|에도|에|을|를|은|는|이|가|도|와|과|랑|이랑|하고|의|만|까지|부터)$"
)
SURNAMES = frozenset(
    words("""
    김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 유 전 홍 고 문 양 손 배 백 허 남 심 노 하 곽 성 차 주 우 구 민 진 나 지 엄
    채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 마 길 연 위 표 명 기 반 라 왕 금 옥 육 인 맹 제 모 탁 국 어 은 편 용 예 경 봉 사 부
    """)
)
_COMPOUND_SURNAMES = ("남궁", "황보", "선우", "제갈", "독고", "사공", "서문")
_HONORIFIC = re.compile(r"\s*(?:선생님|님|씨|군|양|선배|후배)$")


def kiwi() -> Any:
    """The shared Kiwi analyser (created on first use)."""
    global _KIWI
    if _KIWI is None:
        with _KIWI_LOCK:
            if _KIWI is None:
                from kiwipiepy import Kiwi

                # No typo / multi-word dictionaries: faster to load, and rules do not need them.
                _KIWI = Kiwi(load_typo_dict=False, load_multi_dict=False)
    return _KIWI


@lru_cache(maxsize=4096)
def morphemes(text: str) -> tuple[Any, ...]:
    """Kiwi's tokens of ``text`` (``kiwipiepy.Token``: form, tag, start, len), cached.

    The rules read a sentence's morphemes several times (word order, speech level, noun
    phrases), and each message is read again as context of the next few (about half the
    analyses of a consolidation run repeat one). The analysis is deterministic; the tokens are
    only read.
    """
    return tuple(kiwi().tokenize(text))


_CASE_TAIL = re.compile(r"^([\uac00-\ud7a3A-Za-z0-9]{2,}?)(에서|에|을|를|은|는|이|가|으로|로|도)$")
_VERBAL_TAIL = re.compile(
    r"(?:다가|해서|어서|아서|니까|는데|지만|면서|했고|하고|었고|았고|려고|으려고|어요|아요|해요|했어|[았었였했]다)$"
)


@dataclass(frozen=True, slots=True)
class Word:
    """One eojeol: its span, surface and the tags of its morphemes (with their spans)."""

    start: int
    end: int
    surface: str
    morphs: tuple[tuple[str, str, int, int], ...]  # (form, tag, start, end)

    def noun_end(self) -> int:
        """End offset of the leading noun part (``start`` when there is none).

        Kiwi's tags decide; when it reads a rare proper noun as a verb ("가온디자인에" -> 가/VV ...),
        a word made of two or more syllables plus a case particle is still taken as a noun.
        """
        end = self.start
        for _form, tag, s, e in self.morphs:
            if tag in _NOUNISH or (tag == "MM" and s == self.start and len(self.morphs) > 1):
                end = max(end, e)
            else:
                break
        misread = bool(self.morphs) and (
            self.morphs[0][1].startswith(("VV", "VA", "VX", "NNP"))
            or any(tag in _NOUNISH for _f, tag, _s, _e in self.morphs[1:])
        )
        if end == self.start and misread:
            m = _CASE_TAIL.match(self.surface)
            if m and not _VERBAL_TAIL.search(self.surface):
                return self.start + len(m.group(1))
            # "모아디자인" read as 모으/VV + 어/EC + 디자인/NNG: an eojeol cannot end in a bare
            # noun after a verb ending, so a long word that does is one (proper) noun.
            last = self.morphs[-1]
            if (
                len(self.surface) >= 4
                and last[1] in ("NNG", "NNP", "SL")
                and last[3] >= self.end
                and re.fullmatch(r"[\uac00-\ud7a3A-Za-z0-9]+", self.surface)
            ):
                return self.end
        return end

    @property
    def bare(self) -> bool:
        """Every morpheme is noun-like (no particle, no ending)."""
        if _SIZE_WORD.fullmatch(self.surface):
            return True  # "5기가", "30GB" (Kiwi reads 5 + 기 + 가)
        if self.surface in _ACTIVITY_WORDS:
            return True  # "타로" after "퇴근하고" (Kiwi reads 타/VV + 로/EC)
        return (
            bool(self.morphs)
            and self.noun_end() >= self.end
            and not _VERBAL_TAIL.search(self.surface)
        )


class Analysis:
    """Kiwi's reading of one sentence, by word."""

    def __init__(self, text: str) -> None:
        self.text = text

    @cached_property
    def words(self) -> list[Word]:
        """The eojeols with their morphemes."""
        tokens = morphemes(self.text)
        out: list[Word] = []
        for m in re.finditer(r"\S+", self.text):
            morphs = tuple(
                (t.form, t.tag, t.start, t.start + t.len)
                for t in tokens
                if m.start() <= t.start < m.end()
            )
            out.append(Word(m.start(), m.end(), m.group(), morphs))
        return out

    def word_at(self, offset: int) -> int | None:
        """Index of the word containing ``offset``."""
        for i, w in enumerate(self.words):
            if w.start <= offset < w.end:
                return i
        return None

    def tag_of(self, start: int, end: int) -> str | None:
        """The tag of the first morpheme inside ``[start, end)``."""
        for w in self.words:
            for _f, tag, s, _e in w.morphs:
                if start <= s < end:
                    return tag
        return None


#: Cache key of a zero-argument callable giving the claims the user made before this sentence
#: (earlier messages and sentences), which the extractor puts in a Korean episode's cache.
KNOWN_CLAIMS = ("ko", "known claims")


def known_objects(ctx: SentenceContext, predicate: str) -> frozenset[str]:
    """The objects of the user's earlier claims with ``predicate``, and the last word of each
    ("여드름약 클리어덤" gives "클리어덤" too): a brand once named with its class is known."""
    source = ctx.cache.get(KNOWN_CLAIMS)
    if not callable(source):
        return frozenset()
    out: set[str] = set()
    for c in source():
        if getattr(c, "predicate", None) == predicate and getattr(c, "subject", None) == SELF:
            obj = str(c.object)
            out |= {obj, obj.split()[-1]} if obj.strip() else set()
    return frozenset(w for w in out if len(w) >= 2)


def analysis(ctx: SentenceContext) -> Analysis:
    """The (cached) Kiwi analysis of ``ctx``'s sentence."""
    key = ("kiwi", ctx.text)
    cached = ctx.cache.get(key)
    if not isinstance(cached, Analysis):
        cached = Analysis(ctx.text)
        ctx.cache[key] = cached
    return cached


def _in_time(ctx: SentenceContext, start: int, end: int) -> bool:
    return any(m.span[0] < end and start < m.span[1] for m in ctx.times)


def _spans_across(word: Word, end: int) -> bool:
    """A morpheme runs across ``end``: what looked like a particle is part of a word ("새로")."""
    return any(s < end < e and t not in _NOUNISH for _f, t, s, e in word.morphs) or (
        end < word.end
        and bool(word.morphs)
        and word.morphs[0][1] in ("MAG", "MAJ", "IC")
        and word.morphs[0][3] >= word.end
    )


def np_ending_at(
    ctx: SentenceContext, end: int, *, max_words: int = 6, modifiers: bool = False
) -> tuple[str, tuple[int, int]] | None:
    """The noun phrase that ends at ``end`` (where its particle starts, or before a space).

    With ``modifiers``, adjectives before the noun are kept ("매운 음식", not "음식").

    Returns ``(phrase, span)`` or ``None`` when the word there is not a noun phrase.
    """
    text = ctx.text
    while end > 0 and text[end - 1] == " ":
        end -= 1
    an = analysis(ctx)
    idx = an.word_at(end - 1)
    if idx is None:
        return None
    head = an.words[idx]
    start = head.start
    head_text = text[start:end].strip("'\"‘’“”")
    quoted = re.search(r"['‘\"“]([^'’\"”]+)['’\"”]\s*$", text[start:end])
    if quoted:
        return quoted.group(1), (start + quoted.start(1), start + quoted.end(1))
    if not head_text or head_text in _STOP_NOUNS or _in_time(ctx, start, end):
        return None
    # A whole word must read as a noun; a word cut before its particle must not cut a morpheme
    # that is not a noun ("새로" is an adverb, not 새 + 로).
    whole_word = end >= head.end
    misfit = head.noun_end() < end if whole_word else _spans_across(head, end)
    if misfit and not _NUMBER_UNIT.fullmatch(head_text):
        return None
    first = idx
    while first > 0 and idx - first + 1 < max_words:
        prev = an.words[first - 1]
        ptext = text[prev.start : prev.end]
        adjective = (
            modifiers
            and len(prev.morphs) >= 2
            and prev.morphs[0][1].startswith("VA")
            and prev.morphs[-1][1] == "ETM"
        )
        if (
            (not prev.bare and not adjective)
            or ptext in _STOP_NOUNS
            or _in_time(ctx, prev.start, prev.end)
        ):
            break
        if _ADVERBIAL_NOUN.search(ptext):
            break
        if any(tag in ("NP",) for _f, tag, _s, _e in prev.morphs):
            break
        first -= 1
    start = an.words[first].start
    phrase = text[start:end].strip(" '\"‘’“”")
    return (phrase, (start, end)) if phrase else None


def np_before_word(ctx: SentenceContext, word_start: int) -> tuple[str, tuple[int, int]] | None:
    """The bare noun phrase right before the word starting at ``word_start`` ("새솔물산 다녀요")."""
    an = analysis(ctx)
    idx = an.word_at(word_start)
    if idx is None or idx == 0:
        return None
    prev = an.words[idx - 1]
    if not prev.bare:
        quoted = re.search(r"['‘\"“]([^'’\"”]+)['’\"”]$", ctx.text[prev.start : prev.end])
        if quoted:
            return quoted.group(1), (prev.start + quoted.start(1), prev.start + quoted.end(1))
        return None
    return np_ending_at(ctx, prev.end)


def np_before_times(ctx: SentenceContext, word_start: int) -> tuple[str, tuple[int, int]] | None:
    """The noun phrase before the word at ``word_start``, past any time words between them.

    "누리테크에 1일부터 다니고 있어요", "한결물산 다음 달 말 퇴사 예정": the organisation stands
    before the date, not next to the verb. A case particle (에/을/를/은/는) may end it.
    """
    an = analysis(ctx)
    idx = an.word_at(word_start)
    if idx is None:
        return None
    k = idx - 1
    while k >= 0 and _in_time(ctx, an.words[k].start, an.words[k].end):
        k -= 1
    if k < 0 or k == idx - 1:
        return None
    w = an.words[k]
    end = w.noun_end()
    if end <= w.start:
        # A rare proper noun Kiwi misreads ("한결물산" as 한/MM + ...): a bare word still names it.
        if (
            re.fullmatch(r"[\uac00-\ud7a3A-Za-z0-9]{2,}", w.surface)
            and w.surface not in _STOP_NOUNS
            and not _VERBAL_TAIL.search(w.surface)  # "다녔는데 지난달에 그만뒀어요": a verb
            # "결국 질렀다 다음달 말에 그만둠": a verb in the past tense (지르/VV + 었/EP + 다)
            and not any(tag == "EP" for _f, tag, _s, _e in w.morphs)
        ):
            return w.surface, (w.start, w.end)
        return None
    return np_ending_at(ctx, end)


def candidates_before(ctx: SentenceContext, pos: int) -> list[tuple[str, tuple[int, int], str]]:
    """Noun phrases in ``pos``'s clause before ``pos``, nearest first: ``(phrase, span, particle)``."""
    an = analysis(ctx)
    clause_start = ctx.clause_at(max(0, pos - 1))[0]
    out: list[tuple[str, tuple[int, int], str]] = []
    for w in reversed(an.words):
        if w.start >= pos or w.end <= clause_start:
            continue
        nend = w.noun_end()
        if nend <= w.start:
            continue
        rest = ctx.text[nend : w.end]
        particle = _PARTICLE.search(rest)
        if rest and not particle:
            continue
        got = np_ending_at(ctx, nend)
        if got:
            out.append((got[0], got[1], particle.group() if particle else ""))
    return out


def strip_honorific(name: str) -> str:
    """ "서연 님" -> "서연", "김민수씨" -> "김민수"."""
    return _HONORIFIC.sub("", name.strip()).strip()


def is_person_name(word: str, tag: str | None = None, *, honorific: bool = False) -> bool:
    """Whether a Hangul word reads as a person's name (for subjects and self-introductions)."""
    if not re.fullmatch(r"[\uac00-\ud7a3]{2,4}", word):
        return False
    if honorific:
        return True
    if len(word) == 3 and word[0] in SURNAMES:
        return True
    if len(word) == 4 and word[:2] in _COMPOUND_SURNAMES:
        return True
    return (
        tag == "NNP"
        and len(word) <= 3
        and not re.search(r"(?:시|구|동|군|도|읍|면|리|역|대|팀)$", word)
    )


_SUBJECT = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3]{2,4})(?P<h>\s*(?:선생님|님|씨))?(?:은|는|이|가|께서)(?=\s)"
)
#: A benefactive verb ending a subordinate clause ("처방해 주셔서", "도와줘서", "고쳐 줬는데"): what
#: follows is the speaker's own clause.
_FOR_SPEAKER = re.compile(
    r"(?:주셔서|줘서|주어서|주셨는데|줬는데|주시니까|줘서요|주셔가지고|하셔서|하셨는데|하시길래|하시니까|"
    r"셔서|시길래|"
    # a suggestion the speaker took up ("서준 님이 같이 하자고 해서 시작한 탁구가 제 취미가 됐어요")
    r"(?<=자고\s)(?:해서|하셔서|하길래|하시길래|하니까)|자고\s*해서|"
    # a favour in a relative clause before the thing ("엄마가 지어 준 한약", "친구가 추천해 준 앱")
    r"(?<=\S\s)(?:준|주신|줬던|주셨던)|(?:해|어|아|사|지어|만들어)\s*(?:준|주신))(?=\s)"
)
_FIRST_PERSON = re.compile(r"(?:^|\s)(?:저는|전|제가|저도|나는|난|내가|저희는|우리는|저)(?=\s)")


#: A connective, then the speaker as the new topic: "친구는 적십자 봉사 하고 나는 2022년부터 산불
#: 감시 봉사해" is two clauses, the second the speaker's.
_TURN_TO_SPEAKER = re.compile(
    r"\S(?:하고|고|는데|은데|지만|면서|며)\s+(?P<me>나는|난|저는|전|나도|저도|내가|제가)\s"
)


def own_clause_start(ctx: SentenceContext, pos: int) -> int:
    """Where the clause of the verb at ``pos`` starts, after a favour done for the speaker.

    "의사 선생님이 혈압약을 처방해 주셔서 그저께부터 먹어요": the doctor did the favour, the speaker
    takes the medicine, so the doctor is not the subject of 먹어요.
    """
    start = ctx.clause_at(max(0, pos - 1))[0]
    for m in _FOR_SPEAKER.finditer(ctx.text, start, pos):
        start = m.end()
    for m in _TURN_TO_SPEAKER.finditer(ctx.text, start, pos):
        start = m.start("me")
    return start


def subject_of(ctx: SentenceContext, pos: int, *, exclude: tuple[int, int] | None = None) -> str:
    """Who the clause at ``pos`` is about: a named person ("지훈은", "서연 님이") or the user.

    Korean drops the subject when it is the speaker, so the default is ``SELF``.
    """
    span = (own_clause_start(ctx, pos), pos)
    seg = ctx.text[span[0] : pos]
    if _FIRST_PERSON.search(" " + seg):
        return SELF
    an = analysis(ctx)
    for m in _SUBJECT.finditer(seg):
        a = span[0] + m.start("n")
        if exclude and exclude[0] <= a < exclude[1]:
            continue
        name = m.group("n")
        tag = an.tag_of(a, a + len(name))
        if m.group("h") or (tag == "NNP" and is_person_name(name, tag)):
            return name
    return SELF


_TOPIC = re.compile(r"(?<!\S)(?P<n>[\uac00-\ud7a3]{1,6}?)(?:은|는|이가|가|이|께서)(?=\s)")


def third_party_topic(
    ctx: SentenceContext, pos: int, *, exclude: tuple[int, int] | None = None
) -> bool:
    """Whether the clause before ``pos`` has a topic or subject other than the speaker ("우리 보송이는")."""
    start = own_clause_start(ctx, pos)
    for m in _TOPIC.finditer(ctx.text, start, pos):
        a, b = m.span("n")
        if exclude and exclude[0] <= a < exclude[1]:
            continue
        word = m.group("n")
        if (
            word in _STOP_NOUNS
            or word in ("저", "제", "나", "내", "전", "난")
            or _in_time(ctx, a, b)
        ):
            continue
        if re.search(r"(?:에|에서|에게|한테|께|으로|로)$", word):
            continue
        return True
    return False


_PERSON_WORDS = re.compile(
    r"^(?:친구|동생|남동생|여동생|언니|오빠|누나|형|엄마|아빠|어머니|아버지|부모님|남편|아내|와이프|남친|여친|남자친구|여자친구|"
    r"동료|팀장님|팀장|상사|선배|후배|이웃|옆집|윗집|아랫집|이웃집|룸메이트|아들|딸|할머니|할아버지|이모|고모|삼촌|사촌|조카|그녀|사람|"
    r"지인|동기|동창|친척|누군가)(?:네|들)?$"
)
#: A person counted after the word for them ("친구 하나가", "입사 동기 한 명이", "지인 몇 명은").
_COUNTED_PERSON = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{1,4})\s+(?:하나|둘|한\s*명|두\s*명|몇\s*명|몇|한\s*분|두\s*분)(?:이|가|은|는|도)(?=\s)"
)


def person_topic(ctx: SentenceContext, pos: int, *, exclude: tuple[int, int] | None = None) -> bool:
    """Whether someone other than the speaker is the topic before ``pos`` ("친구가 부산으로 이사 갔대요")."""
    start = own_clause_start(ctx, pos)
    an = analysis(ctx)
    for m in _COUNTED_PERSON.finditer(ctx.text, start, pos):
        if _PERSON_WORDS.match(m.group("w")):
            return True
    for m in _TOPIC.finditer(ctx.text, start, pos):
        a, b = m.span("n")
        if exclude and exclude[0] <= a < exclude[1]:
            continue
        word = strip_honorific(m.group("n"))
        # "후배가": the raw word too (the honorific stripper takes 선배/후배 as a title)
        if (
            _PERSON_WORDS.match(word)
            or _PERSON_WORDS.match(m.group("n"))
            or m.group("n").endswith(("님", "씨"))
        ):
            return True
        if an.tag_of(a, b) == "NNP" and is_person_name(word):
            return True
    return False
