"""Reciprocal rank fusion.

Cormack, Clarke and Büttcher, "Reciprocal Rank Fusion outperforms Condorcet and individual Rank
Learning Methods", SIGIR 2009: ``score(d) = sum_c w_c / (k + rank_c(d))`` with 1-based ranks and
k = 60. Items a channel did not return get nothing from it.

Then :func:`spread_to_neighbours`: the best items pass part of their score to the turns said
next to them (the answer to a question is often the reply after the turn that matches it), and
:func:`speaker_prior`: when the question names one of the people talking, what others said
counts for less.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence, Set
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


def spread_to_neighbours(
    fused: Sequence[Fused[K]],
    neighbours: Mapping[K, Sequence[K]],
    *,
    weight: float,
    parents: int,
) -> list[Fused[K]]:
    """Pass part of each top item's fused score to the items said next to it.

    In a conversation the turn that matches a question is often not the one that answers it:
    the answer is the reply after it ("what did you research?" -> "adoption agencies"), or the
    turn before it set the scene. This is sentence-window retrieval (LlamaIndex's
    ``SentenceWindowNodeParser``: a hit is returned with its surrounding window) made a ranking
    signal, a one-step spreading activation (Collins and Loftus 1975) over the adjacency of turns:

        score'(n) = score(n) + weight * max_{p in top parents, n adjacent to p} score(p)

    Args:
        fused: fused items, best first (the output of :func:`rrf`).
        neighbours: key -> the keys adjacent to it (already filtered by the caller: same
            session, said by the as-of time, within its span).
        weight: share of a parent's score a neighbour receives, in [0, 1] (0 = off).
        parents: how many of the best items spread (>= 0).

    Returns:
        The items, re-sorted by their new score; a neighbour no channel returned is added with
        ``ranks == {"neighbour": <its parent's 1-based fused rank>}``, one that was returned
        keeps its ranks and gets ``"neighbour"`` added. Ties keep the input order.

    Raises:
        ValueError: ``weight`` outside [0, 1] or ``parents`` negative.
    """
    if not 0.0 <= weight <= 1.0:
        raise ValueError("weight must be in [0, 1]")
    if parents < 0:
        raise ValueError("parents must be >= 0")
    if weight == 0.0 or parents == 0:
        return list(fused)
    gain: dict[K, tuple[float, int]] = {}
    for rank, parent in enumerate(fused[:parents], start=1):
        for key in neighbours.get(parent.key, ()):
            if key == parent.key:
                continue
            g = weight * parent.score
            if key not in gain or g > gain[key][0]:
                gain[key] = (g, rank)
    if not gain:
        return list(fused)
    out: list[Fused[K]] = []
    for item in fused:
        if item.key in gain:
            g, rank = gain.pop(item.key)
            out.append(Fused(item.key, item.score + g, {**item.ranks, "neighbour": rank}))
        else:
            out.append(item)
    out += [Fused(key, g, {"neighbour": rank}) for key, (g, rank) in gain.items()]
    order = {f.key: i for i, f in enumerate(out)}
    out.sort(key=lambda f: (-f.score, order[f.key]))
    return out


def speaker_prior(fused: Sequence[Fused[K]], others: Set[K], *, factor: float) -> list[Fused[K]]:
    """Scale down the items said by someone other than the person the question is about.

    In a conversation between named people, a question about one of them ("What has Melanie
    painted?") is answered by that person's own turns: on LoCoMo's first five conversations,
    96% of the evidence turns of a question naming one speaker are that speaker's. The other
    speaker's turns match the question's words as well (they ask about it, they reply to it)
    and would take the places. A soft prior, not a filter (the other person sometimes tells).

        score'(d) = factor * score(d) if d in others else score(d)

    Args:
        fused: fused items, best first.
        others: the keys said by someone else (for a fact: every source episode is).
        factor: the share of its score such an item keeps, in [0, 1] (1 = off).

    Returns:
        The items re-sorted by their new score; ties keep the input order. Ranks are unchanged.

    Raises:
        ValueError: ``factor`` outside [0, 1].
    """
    if not 0.0 <= factor <= 1.0:
        raise ValueError("factor must be in [0, 1]")
    if factor == 1.0 or not others:
        return list(fused)
    out = [Fused(f.key, f.score * factor, f.ranks) if f.key in others else f for f in fused]
    order = {f.key: i for i, f in enumerate(out)}
    out.sort(key=lambda f: (-f.score, order[f.key]))
    return out
