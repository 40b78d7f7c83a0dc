"""Reciprocal rank fusion.

Cormack, Clarke and Büttcher, "Reciprocal Rank Fusion outperforms Condorcet and individual Rank
Learning Methods", SIGIR 2009: ``score(d) = sum_c w_c / (k + rank_c(d))`` with 1-based ranks and
k = 60. Items a channel did not return get nothing from it.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Fused(Generic[K]):
    """One fused item: its key, RRF score, and the 1-based rank each channel gave it."""

    key: K
    score: float
    ranks: dict[str, int] = field(default_factory=dict)


def rrf(
    rankings: Mapping[str, Sequence[K]],
    *,
    k: int = 60,
    weights: Mapping[str, float] | None = None,
) -> list[Fused[K]]:
    """Fuse ranked lists by reciprocal rank fusion.

    Args:
        rankings: channel name -> keys, best first. Duplicate keys within a channel keep their
            best rank.
        k: the RRF constant (default 60, as in the paper).
        weights: channel name -> weight (default 1.0 each).

    Returns:
        Fused items, highest score first; ties broken by best single rank, then first appearance.

    Raises:
        ValueError: ``k`` is less than 1.
    """
    if k < 1:
        raise ValueError("k must be >= 1")
    weights = weights or {}
    scores: dict[K, float] = {}
    ranks: dict[K, dict[str, int]] = {}
    for channel, keys in rankings.items():
        w = weights.get(channel, 1.0)
        for position, key in enumerate(keys, start=1):
            per = ranks.setdefault(key, {})
            if channel in per:
                continue
            per[channel] = position
            scores[key] = scores.get(key, 0.0) + w / (k + position)
    order = {key: i for i, key in enumerate(scores)}
    fused = [Fused(key, scores[key], ranks[key]) for key in scores]
    fused.sort(key=lambda f: (-f.score, min(f.ranks.values()), order[f.key]))
    return fused
