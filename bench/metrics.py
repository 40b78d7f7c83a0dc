"""Retrieval metrics (binary relevance), as defined in LongMemEval and LoCoMo.

- recall_any@k: 1 if any gold item is in the top k.
- recall_all@k: 1 if every gold item is in the top k.
- recall@k (LoCoMo, Maharana et al. 2024): the fraction of gold items in the top k.
- ndcg@k: DCG of the top k (gain 1 per gold item, log2 discount) over the ideal DCG.
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


def dedupe(items: Sequence[str]) -> list[str]:
    """Keep the first occurrence of each item, in order."""
    return list(dict.fromkeys(items))
