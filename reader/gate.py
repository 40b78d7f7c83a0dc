"""The abstention gate (DESIGN.md section 4.5): for an agent, a false memory is worse than a
missing one, so when the evidence is too weak the reader says so instead of padding the context.

Evidence per query: the best dense cosine similarity among the top candidates, and the share of
the query's content words found in the best lexical hit (lexical coverage). Words that name a known
entity do not count towards coverage: "What is Maya's blood type?" names the user, but nothing
about a blood type is in memory. A question whose words cue a predicate of the vocabulary ("where
... live" -> lives_in) is answered when such a fact exists for its subject. Otherwise the reader
abstains when neither bar is cleared:

    abstain  <=>  dense_best < recall.abstain_min_dense (abstain_min_dense_hangul for Korean)
                  and lexical_coverage < recall.abstain_min_coverage

The dense bar depends on the query's script because similarity scales do: the bundled English
model maps all Korean text close together, so its similarity says little there.

Both bars are calibrated on labelled questions by ``python -m bench calibrate`` (procedure and
figures in bench/README.md), not guessed.
"""

from __future__ import annotations

from dataclasses import dataclass

from engram.config import RecallSettings


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the channels found for one query."""

    dense_best: float | None
    lexical_coverage: float
    lexical_hits: int
    entity_links: int
    intent_facts: int = 0
    hangul: bool = False  # the query is Korean: judged by its own dense bar

    def to_dict(self) -> dict[str, float | int | None]:
        return {
            "dense_best": None if self.dense_best is None else round(self.dense_best, 4),
            "lexical_coverage": round(self.lexical_coverage, 4),
            "lexical_hits": self.lexical_hits,
            "entity_links": self.entity_links,
            "intent_facts": self.intent_facts,
            "hangul": self.hangul,
        }


def decide(evidence: Evidence, cfg: RecallSettings) -> str | None:
    """None to answer, or the reason to abstain."""
    if evidence.dense_best is None and evidence.lexical_hits == 0 and not evidence.intent_facts:
        return "nothing in this user's memory matches the query"
    if evidence.intent_facts:
        return None  # a fact of the kind asked about exists for the subject asked about
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
