"""The abstention gate (DESIGN.md section 4.5): for an agent, a false memory is worse than a
missing one, so when the evidence is too weak the reader says so instead of padding the context.

Evidence per query: the best dense cosine similarity among the top candidates, the share of the
query's content words found in the best lexical hit (lexical coverage), and whether the query names
one of the user's known entities. The reader abstains when no channel clears its bar:

    abstain  <=>  dense_best < recall.abstain_min_dense
                  and lexical_coverage < recall.abstain_min_coverage
                  and no entity is named

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


def decide(evidence: Evidence, cfg: RecallSettings) -> str | None:
    """None to answer, or the reason to abstain."""
    if evidence.dense_best is None and evidence.lexical_hits == 0:
        return "nothing in this user's memory matches the query"
    if evidence.entity_links > 0:
        return None
    dense_ok = evidence.dense_best is not None and evidence.dense_best >= cfg.abstain_min_dense
    lexical_ok = evidence.lexical_coverage >= cfg.abstain_min_coverage
    if dense_ok or lexical_ok:
        return None
    best = f"{evidence.dense_best:.2f}" if evidence.dense_best is not None else "none"
    return (
        f"weak evidence: best dense similarity {best} < {cfg.abstain_min_dense}, "
        f"lexical coverage {evidence.lexical_coverage:.2f} < {cfg.abstain_min_coverage}, "
        "no known entity named"
    )
