"""The abstention gate (DESIGN.md section 4.5): for an agent, a false memory is worse than a
missing one, so when the evidence is too weak the reader says so instead of padding the context.

Evidence per query: the best dense cosine similarity among the top candidates, and the share of
the query's content words found in the best lexical hit (lexical coverage). Words that name a known
entity do not count towards coverage: "What is Maya's blood type?" names the user, but nothing
about a blood type is in memory. A question whose words cue a predicate of the vocabulary ("where
... live" -> lives_in) is answered when such a fact exists for its subject, and so is a yes/no
question that names a thing a highly ranked fact holds (below). Otherwise the reader abstains when
neither bar is cleared:

    abstain  <=>  dense_best < recall.abstain_min_dense (abstain_min_dense_hangul for Korean)
                  and lexical_coverage < recall.abstain_min_coverage

The dense bar depends on the query's script because similarity scales do: the bundled English
model maps all Korean text close together, so its similarity says little there.

Coverage is judged on one hit and so needs most of the question's words; a yes/no question about
a thing names it among words the memory never saw ("Can I order the shrimp platter for Ayo?"
against "User is allergic to shellfish (shrimp, prawns, ...)"). So, for a question that is not a
wh-question, a highly ranked fact whose value (its object and what follows it in its text) holds a
**salient** query word answers too (:func:`value_matches`): a content word that is not a name the
query links (those are the subject, as above) nor a predicate cue ("live", "brother": the kind of
fact asked for, which the intent rule judges). A fact is one claim, so one shared value word
means it is about that thing; an episode is a whole message, where one shared word says less:
episodes are judged by coverage. A wh-question is different: it asks for one attribute ("When
is Tobias's wedding anniversary?") and a fact that shares a modifier of it ("shooting weddings")
does not hold it, so there coverage alone decides, as before (:func:`is_wh_question`).

Both bars are calibrated on labelled questions by ``python -m bench calibrate`` (procedure and
figures in bench/README.md), not guessed.

After the gate, :func:`supported` keeps only the items the query itself points to, so that the
context is not padded with whatever the query-blind channels (recency; the graph walked from the
user) rank next (B11's kind: "Who fixed my bike?" must not list the manager's facts). This is
the abstention idea applied per item: what has no evidence is not shown, rather than filling the
budget (DESIGN.md section 4.5, "instead of padding the context").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from engram.config import RecallSettings

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the channels found for one query."""

    dense_best: float | None
    lexical_coverage: float
    lexical_hits: int
    entity_links: int
    intent_facts: int = 0
    hangul: bool = False  # the query is Korean: judged by its own dense bar
    value_matches: int = 0  # highly ranked facts whose value holds a salient query word
    wh_question: bool = False  # asks for an attribute: value matches do not answer it

    def to_dict(self) -> dict[str, float | int | None]:
        return {
            "dense_best": None if self.dense_best is None else round(self.dense_best, 4),
            "lexical_coverage": round(self.lexical_coverage, 4),
            "lexical_hits": self.lexical_hits,
            "entity_links": self.entity_links,
            "intent_facts": self.intent_facts,
            "hangul": self.hangul,
            "value_matches": self.value_matches,
            "wh_question": self.wh_question,
        }


def decide(evidence: Evidence, cfg: RecallSettings) -> str | None:
    """None to answer, or the reason to abstain."""
    if evidence.dense_best is None and evidence.lexical_hits == 0 and not evidence.intent_facts:
        return "nothing in this user's memory matches the query"
    if evidence.intent_facts:
        return None  # a fact of the kind asked about exists for the subject asked about
    if evidence.value_matches and not evidence.wh_question:
        return None  # a fact is about the very thing a yes/no question names
    bar = cfg.abstain_min_dense_hangul if evidence.hangul else cfg.abstain_min_dense
    dense_ok = evidence.dense_best is not None and evidence.dense_best >= bar
    lexical_ok = evidence.lexical_coverage >= cfg.abstain_min_coverage
    if dense_ok or lexical_ok:
        return None
    best = f"{evidence.dense_best:.2f}" if evidence.dense_best is not None else "none"
    return (
        f"weak evidence: best dense similarity {best} < {bar}, "
        f"lexical coverage {evidence.lexical_coverage:.2f} < {cfg.abstain_min_coverage}"
    )


_WH_EN = re.compile(r"(?i)\b(?:what|when|where|which|who|whom|whose|why|how)\b")
# Korean interrogatives (뭐 무엇 언제 어디 누구/누가 어느 무슨 몇 왜 어떻게/어떤 얼마).
_WH_KO = re.compile(r"뭐|무엇|언제|어디|누구|누가|어느|무슨|몇|왜|어떻|어떤|얼마")


def is_wh_question(query: str) -> bool:
    """Whether ``query`` asks for one attribute with an interrogative word (English what / when
    / where / which / who / why / how, Korean 뭐 / 언제 / 어디 / 누구 / 어느 / 무슨 / 몇 / 왜 /
    어떻게 / 얼마), as opposed to a yes/no question or a bare topic ("shrimp platter")."""
    return bool(_WH_EN.search(query) or _WH_KO.search(query))


def value_text(text: str, obj: str) -> str:
    """The part of a fact's text that states its value: from its object to the end ("shellfish
    (shrimp, prawns, ...)" of "User is allergic to shellfish (shrimp, prawns, ...)"), or the
    object alone when the text does not quote it. Subject and predicate words are left out."""
    at = text.casefold().find(obj.casefold()) if obj else -1
    return text[at:] if at >= 0 else obj


def salient_words(words: Sequence[set[str]], is_cue: Callable[[set[str]], bool]) -> list[set[str]]:
    """The query words (each a set of its tokens, names the query links already removed) that
    name a thing: not a predicate cue (``is_cue``), not a bare number, at least 2 characters."""
    return [w for w in words if not is_cue(w) and any(len(t) >= 2 and not t.isdigit() for t in w)]


def value_matches(salient: Sequence[set[str]], values: Iterable[set[str]]) -> int:
    """How many fact values (each the analysed tokens of :func:`value_text`) hold a salient
    query word (any of its tokens)."""
    return sum(1 for toks in values if any(w & toks for w in salient))


def supported(
    ranked: Mapping[str, Sequence[tuple[K, float]]],
    *,
    given: Iterable[K] = (),
    dense_bar: float,
    dense_share: float,
) -> set[K]:
    """The items the query itself gives evidence for; the rest is padding.

    Evidence is a lexical (BM25) hit, a fact of the predicate asked about (``intent``), one of
    ``given`` (the caller's: facts about an entity the query names, facts inside the time window
    a query of nothing but a time names), or a dense similarity of at least ``dense_share *
    best`` when the best dense similarity of the query clears the gate's ``dense_bar`` (so a
    paraphrase that found nothing lexical keeps its close neighbours, and the items far below
    the best one go; below the bar, similarity is no evidence, as in :func:`decide`). The recency
    channel and the graph channel walked from the user are priors, not evidence: they rank an
    item that has evidence, they never admit one.

    Args:
        ranked: channel name -> ``[(key, score)]`` best first (``dense`` scores are cosine
            similarities in [-1, 1]).
        given: keys supported by the caller's own evidence.
        dense_bar: the gate's dense bar for the query's script (``recall.abstain_min_dense``).
        dense_share: ``recall.relevance_min_dense_share``, in [0, 1].

    Returns:
        The supported keys (a key of any channel may be in it).
    """
    keep: set[K] = set(given)
    for channel in ("lexical", "intent"):
        keep.update(key for key, _ in ranked.get(channel, ()))
    dense = ranked.get("dense", ())
    best = max((score for _, score in dense), default=None)
    if best is not None and best >= dense_bar:
        keep.update(key for key, score in dense if score >= dense_share * best)
    return keep
