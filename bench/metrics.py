"""Retrieval metrics (binary relevance), as defined in LongMemEval and LoCoMo.

- recall_any@k: 1 if any gold item is in the top k.
- recall_all@k: 1 if every gold item is in the top k.
- recall@k (LoCoMo, Maharana et al. 2024): the fraction of gold items in the top k.
- ndcg@k: DCG of the top k (gain 1 per gold item, log2 discount) over the ideal DCG.
- ndcg_any@k (LongMemEval, Wu et al. 2025, ``src/retrieval/eval_utils.py``): the same with
  LongMemEval's discount, which gives ranks 1 and 2 full weight: DCG = rel_1 + sum_{i>=2} rel_i /
  log2(i).

Rankings are lists of item ids, best first, without repeats (see :func:`dedupe`); ``gold`` is a
set of ids. An empty gold set scores 0 everywhere (LongMemEval excludes such questions).
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def recall_any(ranked: Sequence[str], gold: set[str], k: int) -> float:
    return 1.0 if gold & set(ranked[:k]) else 0.0


def recall_all(ranked: Sequence[str], gold: set[str], k: int) -> float:
    return 1.0 if gold and gold <= set(ranked[:k]) else 0.0


def recall_fraction(ranked: Sequence[str], gold: set[str], k: int) -> float:
    return len(gold & set(ranked[:k])) / len(gold) if gold else 0.0


def ndcg(ranked: Sequence[str], gold: set[str], k: int) -> float:
    dcg = sum(1.0 / math.log2(i + 2) for i, item in enumerate(ranked[:k]) if item in gold)
    ideal = sum(1.0 / math.log2(i + 2) for i in range(min(len(gold), k)))
    return dcg / ideal if ideal else 0.0


def ndcg_any(ranked: Sequence[str], gold: set[str], k: int) -> float:
    """LongMemEval's ndcg_any@k (binary gain; ranks 1 and 2 undiscounted, then 1/log2(rank))."""

    def dcg(rels: Sequence[int]) -> float:
        return sum(r / (math.log2(i) if i > 1 else 1.0) for i, r in enumerate(rels, 1))

    ideal = dcg([1] * min(len(gold), k))
    return dcg([1 if item in gold else 0 for item in ranked[:k]]) / ideal if ideal else 0.0


def dedupe(items: Sequence[str]) -> list[str]:
    """Keep the first occurrence of each item, in order."""
    return list(dict.fromkeys(items))
