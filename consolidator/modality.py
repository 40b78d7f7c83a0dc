"""What a sentence says about its event: it happened, holds now, is planned, is imagined, or is denied.

Rule-based and offline, English and Korean, by cue words checked in a fixed order:

1. **hypothetical**: "maybe", "might", "one day", "if" (not a hedge of a habit: "most weekends
   if the weather holds"), "thinking about", "would love to", the user's wish ("I want to move");
   언젠가, 만약, ~(으)면 (conditional), ~하면 좋겠다, ~할까 생각 중, ~고 싶다.
2. **negated plan**: "won't", "not going to"; 안 ~할 거예요, ~지 않을 거예요 -> ``negated``.
3. **planned**: "will", "'ll", "going to", "planning to", "scheduled", a future time word
   ("tomorrow", "next month", "in two weeks"); ~할 거예요, ~할 예정, ~기로 했어요, ~할게요, 다음 달,
   내일, 내년. The weak cue ~려고(요) ("in order to" as well as "intend to") counts only when the
   text names no past time and uses no past tense.
4. **negated**: a negation in every clause that has one ("I don't have a car", 차 없어요, 안 먹어요),
   unless it reports a *change* ("no longer", "anymore", "no more", "since", 이제, 더 이상, ~부터,
   그만): a cessation is an event that happened, so it falls through to past / ongoing.
5. **ongoing** when the text marks a continuing state ("still", "currently", "have been",
   "these days"; ~고 있다, ~중이다, 요즘, 아직, ~째); else **past** when it has a past-tense verb
   ("-ed", "was", irregular pasts; a syllable with final ㅆ such as 했/었/았, except 있/겠);
   else **ongoing** (present tense).

The text is judged as one unit: pass one sentence for a precise answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

ModalityKind = Literal["past", "ongoing", "planned", "hypothetical", "negated"]


@dataclass(frozen=True)
class Modality:
    """The modality of one sentence's event.

    Attributes:
        kind: ``past`` (it happened), ``ongoing`` (it holds now), ``planned`` (stated as a future
            plan: it must not change current facts before its date), ``hypothetical`` (wished,
            imagined or conditional: it must not change facts at all), ``negated`` (denied).
        cue: the text that decided the kind, or ``None`` when it is the present-tense default.
    """

    kind: ModalityKind
    cue: str | None = None


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


#: A condition that only hedges a habit's frequency: "most clear nights if I can manage it", "I swim
#: every morning if the weather allows" (the habit holds; "if I can find a job" is a condition).
_HEDGE_IF = (
    r"\s+(?:(?:i|we)\s+can(?:\s+manage(?:\s+it)?)?|(?:i|we)\s+(?:get|have)\s+(?:the\s+|a\s+)?(?:chance|time)|"
    r"(?:the\s+)?(?:weather|time|schedule|work|body|knee|back)\s+(?:allows?|permits?|holds?(?:\s+up)?|cooperates?|lets\s+me)|"
    r"(?:i'm|i’m|i\s+am|we're|we\s+are)\s+lucky|"
    # asides that condition nothing: "(from 2018, if you want to be exact)", "if I'm honest"
    r"you\s+want\s+to\s+be\s+(?:exact|precise|technical|pedantic)|you\s+must\s+know|you\s+ask\s+me|(?:i'm|i’m|i\s+am)\s+(?:honest|being\s+honest)|"
    r"(?:i|my\s+memory)\s+(?:remember|recall)\s+(?:right|rightly|correctly)|memory\s+serves(?:\s+me)?|that\s+makes\s+sense|you\s+like)\s*(?:[.!?,;)–—]|$)"
)
_HYPOTHETICAL = _rx(
    # "as if I needed another sport", "even if it rains", "to see if I stick with it": a comparison,
    # a concession or an embedded question, no condition on the clause
    rf"\b(?:maybe|perhaps|might|possibly|one\s+day|some\s*day|(?<!\bas\s)(?<!\beven\s)(?<!\bsee\s)(?<!\bcheck\s)if(?!{_HEDGE_IF})|unless|what\s+if|wish|"
    r"would\s+(?:love|like)|i'd\s+(?:love|like)|hope\s+to|hoping\s+to|dream(?:ing)?\s+of|"
    # "I want to move to Denver", "tempted to quit": a wish ("I wanted to tell you I moved" is none)
    r"(?:i|we)\s+(?:really\s+|just\s+|still\s+|kind\s+of\s+|sort\s+of\s+|do\s+|so\s+)?(?:(?:want|wanted)\s+to|wanna)\s+"
    r"(?!(?:tell|let|say|share|mention|update|ask|check|remind|add|confirm|note|give|thank|flag|report|know)\b)[a-z]+|"
    r"(?:i'm|i’m|i\s+am|we're|we’re)\s+(?:so\s+|really\s+|kind\s+of\s+)?(?:tempted|itching|longing|dying|desperate)\s+to|"
    # "I should really get into pottery": a resolve, not a fact
    r"(?:i|we)\s+(?:really\s+)?(?:should|ought\s+to)\s+(?:really\s+|probably\s+|totally\s+|definitely\s+|finally\s+)?(?:get\s+into|try|take\s+up|pick\s+up|start|join|learn|move)|"
    r"thinking\s+(?:about|of)|considering|wondering\s+(?:if|whether)|"
    # an open choice: "not sure whether to pick X", "can't decide between X and Y"
    r"whether\s+(?:to|i\s+should|we\s+should)|(?:can't|can’t|cannot)\s+decide|undecided|torn\s+between|deciding\s+(?:between|whether))\b"
    r"|언젠가|만약|만일|어쩌면|아마(?!추)|까\s*(?:생각|고민|싶|봐|해)|고민\s*중|생각\s*중|좋겠|싶[어다네은었지긴기고]"
    r"|지도\s*몰라|\s수도\s*있|[ㄴ는]?다면(?=[\s,.!?]|$)|이라면(?=[\s,.!?]|$)"
)
_NEGATED_PLAN = _rx(
    r"\b(?:won't|will\s+not|(?:am|'m|are|'re|is|'s)\s+not\s+going\s+to(?!\s+lie\b)|never\s+going\s+to|"
    r"not\s+planning)\b|(?:안|못)\s+\S*\s*(?:거(?:예요|에요|야)|것|예정|계획|겠)|지\s*않을\s*(?:거|것|예정)"
)
_PLANNED = _rx(
    # "I've started going to salsa", "been going to the rink": a habit, not a plan
    r"\b(?:will|shall|(?<!started\s)(?<!starting\s)(?<!been\s)(?<!keep\s)(?<!stopped\s)(?<!start\s)going\s+to(?!\s+(?:the|a|an|my|our|his|her|their|this|that|these|those|some|church|"
    r"school|work|class|classes|bed|college|university|practice|training|rehearsals?|lessons?|gym|lie)\b)|"
    # "Not gonna lie, I'm hooked on crochet": a figure of speech, no plan
    r"gonna(?!\s+lie\b)|(?:i|we|they)\s+plan\s+to|planning\s+to|"
    r"(?:my|our)\s+plan\s+is\s+to|scheduled|intend|"
    r"about\s+to|(?:am|'m|is|are|'re)\s+set\s+to|"
    r"(?:i'm|i\s+am|we're|we\s+are)\s+(?:leaving|quitting|retiring|relocating|moving\s+(?:to|out))|"
    r"tomorrow|next\s+(?:week|month|year|weekend|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday|spring|summer|fall|autumn|winter|january|february|"
    r"march|april|may|june|july|august|september|october|november|december)|from\s+now|"
    r"in\s+(?:\d+|a|an|one|two|three|four|five|six|a\s+few|a\s+couple\s+of)\s+"
    r"(?:days?|weeks?|months?|years?)|upcoming|this\s+coming|later\s+this|soon)\b"
    # "you'll find me at X" is a habit, not a plan
    r"|'ll\b(?!\s+(?:usually\s+|always\s+|often\s+)?find\s+(?:me|us)\b)"
    r"|예정|계획|기로\s*했|기로\s*결정|내일|모레|다음\s*(?:주|달|번|해)|다다음|내년|담주|담달|곧|조만간|앞으로"
    r"|(?:\d+\s*(?:일|주|달|개월|년)|하루|이틀|사흘|나흘|닷새|일주일|한\s*달)\s*(?:후|뒤)"
)
#: Hangul syllables with final ㄹ (할, 갈, 둘 ...): the prospective modifier of ~할 거예요.
_RIEUL_FINAL = "".join(chr(0xAC00 + i * 28 + 8) for i in range(19 * 21))
#: ~할 거예요 / ~할 예정 / ~할게요 / ~하겠습니다.
_KO_FUTURE_ENDING = re.compile(
    rf"[{_RIEUL_FINAL}]\s+(?:거(?:예요|에요|야|다|고|라|임|든)|겁니다|것)|[{_RIEUL_FINAL}][게래](?:요|$|\s)"
    r"|겠(?:어요|습니다)"
)
_WEAK_PLAN = re.compile(r"려고|려구")
_PAST_TIME = _rx(
    r"\b(?:yesterday|ago|last\s+\w+)\b|어제|그제|그저께|전에|전부터|지난|저번|작년|재작년"
)

_NEGATION = _rx(
    r"\b(?:not|no|never|nothing|nobody|none|neither|nor|without)\b|n't\b"
    r"|(?:^|\s)(?:안|못)\s|않|(?:^|[\s이가은는도])없[어다습고는음네지]|아니[에야요다]|말고"
)
_CESSATION = _rx(
    r"\b(?:no\s+longer|any\s*more|no\s+more|since|stopped|quit)\b"
    r"|이제|더\s*이상|더는|부터|그만|끊"
)
_ONGOING = _rx(
    r"\b(?:still|currently|these\s+days|nowadays|at\s+the\s+moment|right\s+now|"
    r"(?:have|has|'ve|'s)\s+been|been\s+\w+ing)\b"
    r"|\b(?:have|has|'ve)\b[^.!?]*\bsince\b|\bsince\b[^.!?]*(?:\b(?:have|has)|'ve)\b"
    r"|고\s*있|중이|중입|요즘|아직|계속|째"
)
_PAST_WORDS = _rx(
    r"\b(?:was|were|did|had|got|went|came|left|took|made|bought|began|quit|moved|started|"
    r"stopped|found|gave|told|said|saw|met|ran|sold|became|brought|felt|knew|"
    r"sent|spent|paid|won|lost|fell|wrote|ate|drove|flew|kept|held|heard|slept)\b"
)
#: "I used to live in Portland": a past habit or state ("I'm used to it" is no past).
_USED_TO = _rx(r"(?<!\bam\s)(?<!'m\s)(?<!’m\s)(?<!\bis\s)(?<!\bare\s)(?<!'re\s)(?<!\bget\s)(?<!\bgetting\s)\bused\s+to\s+(?!be\s+able\b)[a-z]+")
_ED_VERB = _rx(r"\b(?<!\bam\s)(?<!'m\s)(?<!\bis\s)(?<!\bso\s)[a-z]{2,}[^e\s]ed\b|\b[a-z]{2,}ied\b")
#: Hangul syllables whose final consonant is ㅆ (했, 었, 았, 였, 됐, 왔 ...), minus 있/겠.
_KO_PAST = re.compile("[" + "".join(chr(0xAC00 + i * 28 + 20) for i in range(19 * 21)) + "]")
_CLAUSE_SPLIT = re.compile(r"[.!?;,:\n]+|\s+(?:but|so|and|because)\s+|지만\s|는데\s")


def _is_ko_past(text: str) -> re.Match[str] | None:
    for m in _KO_PAST.finditer(text):
        if m.group() not in ("있", "겠"):
            return m
    return None


def _past_cue(text: str) -> str | None:
    for finder in (_PAST_WORDS.search, _USED_TO.search, _ED_VERB.search, _is_ko_past):
        m = finder(text)
        if m is not None:
            return m.group()
    return None


_WISH_CUE = _rx(r"^(?:i|we|i'm|i’m|we're|we’re)\b[^.!?]*\b(?:want|wanted|wanna|tempted|itching|longing|dying|desperate)\b")


def is_wish(cue: str | None) -> bool:
    """Whether a hypothetical ``cue`` is the user's own wish ("I want to move", "I'm tempted to
    quit"), which covers its own conjunct, not the time words of the rest of the sentence."""
    return cue is not None and _WISH_CUE.match(cue) is not None


def is_past_tense(text: str) -> bool:
    """Whether ``text`` has a past-tense verb (English "-ed" / irregular, Korean final ㅆ)."""
    return _past_cue(text) is not None


def _all_clauses_negated(text: str) -> str | None:
    """The negation cue when every non-empty clause is negated, else ``None``."""
    cue: str | None = None
    for clause in _CLAUSE_SPLIT.split(text):
        if not clause or not clause.strip():
            continue
        m = _NEGATION.search(clause)
        if m is None:
            return None
        cue = cue or m.group().strip()
    return cue


def detect_modality(text: str) -> Modality:
    """Classify what ``text`` (one sentence, English or Korean) says about its event.

    Args:
        text: the sentence; any length, any script. Cues are matched case-insensitively.

    Returns:
        ``Modality(kind, cue)``; see the module docstring for the order of the rules.
        Empty or cue-less text is ``ongoing`` with ``cue=None``.

    Raises:
        Nothing.
    """
    first_checks: tuple[tuple[ModalityKind, re.Pattern[str]], ...] = (
        ("hypothetical", _HYPOTHETICAL),
        ("negated", _NEGATED_PLAN),
    )
    for kind, pattern in first_checks:
        m = pattern.search(text)
        if m is not None:
            return Modality(kind, m.group().strip())
    m = _PLANNED.search(text) or _KO_FUTURE_ENDING.search(text)
    if m is not None:
        return Modality("planned", m.group().strip())
    weak = _WEAK_PLAN.search(text)
    if weak is not None and _PAST_TIME.search(text) is None and _past_cue(text) is None:
        return Modality("planned", weak.group())
    if _CESSATION.search(text) is None:
        negation = _all_clauses_negated(text)
        if negation is not None:
            return Modality("negated", negation)
    ongoing = _ONGOING.search(text)
    if ongoing is not None:
        return Modality("ongoing", ongoing.group().strip())
    past = _past_cue(text)
    if past is not None:
        return Modality("past", past)
    return Modality("ongoing")
