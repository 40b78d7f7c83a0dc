"""Retrieval metric definitions on hand-made rankings (LongMemEval and LoCoMo)."""

from __future__ import annotations

import math
from datetime import UTC, datetime

import pytest

from bench import metrics
from bench.longmemeval import KS, ranked_turns, retrieval_scores, session_of
from engram.models import Episode, Fact, RecallResult, ScoredEpisode, ScoredFact

RANKED = ["a", "b", "c", "d"]
GOLD = {"b", "d"}


def test_recall_any_and_all_at_k() -> None:
    assert [metrics.recall_any(RANKED, GOLD, k) for k in (1, 2, 3, 4)] == [0.0, 1.0, 1.0, 1.0]
    assert [metrics.recall_all(RANKED, GOLD, k) for k in (1, 2, 3, 4)] == [0.0, 0.0, 0.0, 1.0]
    assert metrics.recall_fraction(RANKED, GOLD, 2) == 0.5
    assert metrics.recall_all(RANKED, set(), 4) == 0.0  # no gold: nothing to recall


def test_ndcg_any_uses_longmemevals_discount() -> None:
    # LongMemEval's dcg: rel_1 + sum_{i>=2} rel_i / log2(i): ranks 1 and 2 both weigh 1.
    # Gold at ranks 2 and 4: DCG = 1 + 1/log2(4) = 1.5; ideal (ranks 1, 2) = 1 + 1 = 2.
    assert metrics.ndcg_any(RANKED, GOLD, 4) == pytest.approx(0.75)
    # The usual discount 1/log2(rank + 1) gives a different number on the same ranking.
    usual = (1 / math.log2(3) + 1 / math.log2(5)) / (1 + 1 / math.log2(3))
    assert metrics.ndcg(RANKED, GOLD, 4) == pytest.approx(usual)
    assert usual != pytest.approx(0.75)
    assert metrics.ndcg_any(["x", "b"], {"b"}, 10) == 1.0  # rank 2 is not discounted
    assert metrics.ndcg_any(["x", "y", "b"], {"b"}, 10) == pytest.approx(1 / math.log2(3))
    assert metrics.ndcg_any(["b"], {"b"}, 1) == 1.0
    assert metrics.ndcg_any(RANKED, {"z"}, 4) == 0.0
    assert metrics.ndcg_any(RANKED, set(), 4) == 0.0


def _official_ndcg(rankings: list[int], correct: set[str], corpus: list[str], k: int) -> float:
    """A transcription of LongMemEval's src/retrieval/eval_utils.py ndcg, for a cross-check."""

    def dcg(rel: list[float], k: int) -> float:
        rel = rel[:k]
        return rel[0] + sum(r / math.log2(i) for i, r in enumerate(rel[1:], 2)) if rel else 0.0

    relevances = [1.0 if d in correct else 0.0 for d in corpus]
    ideal = dcg(sorted(relevances, reverse=True), k)
    return dcg([relevances[i] for i in rankings[:k]], k) / ideal if ideal else 0.0


@pytest.mark.parametrize(
    ("order", "gold"),
    [([2, 0, 1, 3, 4], {"c", "e"}), ([4, 3, 2, 1, 0], {"a"}), ([0, 1, 2, 3, 4], {"b", "c", "d"})],
)
def test_ndcg_any_agrees_with_the_original_formula(order: list[int], gold: set[str]) -> None:
    corpus = ["a", "b", "c", "d", "e"]
    ranked = [corpus[i] for i in order]
    for k in (1, 3, 5):
        assert metrics.ndcg_any(ranked, gold, k) == pytest.approx(
            _official_ndcg(order, gold, corpus, k)
        )


def test_retrieval_scores_cover_every_k_and_skip_empty_gold() -> None:
    got = retrieval_scores(["s1_1", "s2_3"], {"s2_3"})
    assert got is not None
    assert set(got) == {f"{m}@{k}" for m in ("recall_any", "recall_all", "ndcg_any") for k in KS}
    assert got["recall_any@1"] == 0.0 and got["recall_any@3"] == 1.0 and got["ndcg_any@3"] == 1.0
    assert retrieval_scores(["s1_1"], set()) is None


def _episode(eid: str) -> Episode:
    when = datetime(2023, 5, 1, tzinfo=UTC)
    return Episode(eid, "u", None, "user", eid, when, when, {}, "")


def _fact(fid: str, sources: tuple[str, ...]) -> Fact:
    when = datetime(2023, 5, 1, tzinfo=UTC)
    return Fact(
        fid, "u", "user", "p", "o", "t", None, None, when, None, 1.0, 1.0, "active", sources
    )


def test_a_fact_counts_through_its_source_episodes_at_its_fused_score() -> None:
    turn_of = {"e1": "sA_1", "e2": "sB_2", "e3": "sA_3", "e4": "sC_1"}
    result = RecallResult(
        "q", False, None, "",
        facts=(ScoredFact(_fact("f1", ("e2", "e3")), 0.9), ScoredFact(_fact("f2", ("e9",)), 0.8)),
        episodes=(ScoredEpisode(_episode("e1"), 0.95), ScoredEpisode(_episode("e3"), 0.5),
                  ScoredEpisode(_episode("e4"), 0.4)),
        timings_ms={},
    )  # fmt: skip
    ranked = ranked_turns(result, turn_of)
    # e1 (0.95), then f1's sources e2, e3 (0.9); e3 again (0.5) is a repeat; f2's unknown source
    # drops out; e4 last.
    assert ranked == ["sA_1", "sB_2", "sA_3", "sC_1"]
    assert metrics.dedupe([session_of(t) for t in ranked]) == ["sA", "sB", "sC"]
    assert session_of("answer_4be1b6b4_2_12") == "answer_4be1b6b4_2"
