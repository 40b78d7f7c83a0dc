"""The four retrieval channels (DESIGN.md section 4.2). Each returns ranked ``(key, score)`` pairs.

Keys are ``("ep", pk)`` for episodes and ``("fact", pk)`` for facts. Facts reach a channel only if
they pass the as-of filter (the caller hands in the eligible set); episodes are filtered by their
reference time (world) and created_at (system).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

import numpy as np

from engram.analysis import fts_query
from engram.storage.episodes import EpisodeStore
from reader.index import FactIndex, FactView

Key = tuple[str, int]
Ranked = list[tuple[Key, float]]


def interleave(*lists: Sequence[tuple[Key, float]]) -> Ranked:
    """Round-robin merge of ranked lists (scores of different indexes are not comparable)."""
    out: Ranked = []
    seen: set[Key] = set()
    for i in range(max((len(x) for x in lists), default=0)):
        for lst in lists:
            if i < len(lst) and lst[i][0] not in seen:
                seen.add(lst[i][0])
                out.append(lst[i])
    return out


async def dense(
    episodes: EpisodeStore,
    facts: FactIndex,
    user_id: str,
    vector: np.ndarray,
    n: int,
    *,
    episode_ok: Any,
    eligible: dict[int, FactView],
) -> Ranked:
    """Cosine KNN over episodes and facts, merged by similarity (one model, comparable)."""
    ep_hits = await episodes.dense_search(user_id, vector, n * 2)
    fact_hits = await facts.dense(user_id, vector, n * 2) if eligible else []
    ok = await episode_ok([pk for pk, _ in ep_hits])
    merged: Ranked = [(("ep", pk), 1.0 - d) for pk, d in ep_hits if pk in ok]
    merged += [(("fact", pk), 1.0 - d) for pk, d in fact_hits if pk in eligible]
    merged.sort(key=lambda x: -x[1])
    return merged[:n]


async def lexical(
    episodes: EpisodeStore,
    facts: FactIndex,
    user_id: str,
    token_lists: Iterable[list[str]],
    n: int,
    *,
    reference_before: datetime | None,
    created_before: datetime | None,
    eligible: dict[int, FactView],
) -> Ranked:
    """BM25 (FTS5) over episodes and facts for each sub-query, interleaved."""
    lists: list[Ranked] = []
    for tokens in token_lists:
        match = fts_query(tokens)
        if match is None:
            continue
        ep = await episodes.lexical_search(
            user_id, match, n, reference_before=reference_before, created_before=created_before
        )
        lists.append([(("ep", pk), s) for pk, s in ep])
        if eligible:
            fa = await facts.lexical(user_id, match, n * 2)
            lists.append([(("fact", pk), s) for pk, s in fa if pk in eligible][:n])
    return interleave(*lists)[:n]


def graph(eligible: dict[int, FactView], seeds: Sequence[int], n: int) -> Ranked:
    """Personalised PageRank from the query's entities over the fact graph.

    Nodes are entities (a literal object is a node of its own); edges are the eligible facts.
    A fact scores the PageRank mass of its two ends. Empty when the query names no entity.
    The ranking is networkx's ``pagerank`` on that graph (alpha 0.85, tolerance 1e-6; a test
    checks the scores against it), computed on arrays by :func:`personalized_pagerank`.
    """
    if not seeds or not eligible:
        return []
    node: dict[tuple[str, int], int] = {}
    ends: list[tuple[int, int, int]] = []  # (fact pk, node a, node b)
    for pk, view in eligible.items():
        row = view.row
        if row.subject_entity_pk is None:
            continue
        a = node.setdefault(("e", row.subject_entity_pk), len(node))
        b_key = ("e", row.object_entity_pk) if row.object_entity_pk else ("lit", pk)
        ends.append((pk, a, node.setdefault(b_key, len(node))))
    personal = [node[("e", s)] for s in dict.fromkeys(seeds) if ("e", s) in node]
    if not personal:
        return []
    rank = personalized_pagerank(len(node), [(a, b) for _, a, b in ends], personal)
    scored = [(("fact", pk), float(rank[a] + rank[b])) for pk, a, b in ends]
    scored.sort(key=lambda x: -x[1])
    return [s for s in scored if s[1] > 0][:n]


def personalized_pagerank(
    nodes: int,
    edges: Sequence[tuple[int, int]],
    seeds: Sequence[int],
    *,
    alpha: float = 0.85,
    max_iter: int = 100,
    tol: float = 1e-6,
) -> np.ndarray:
    """PageRank with restarts to ``seeds`` (Page et al. 1999; personalised: Haveliwala, WWW 2002)
    on an undirected, unweighted simple graph, by power iteration.

    The same computation as ``networkx.pagerank(G, alpha, personalization={seed: 1})`` on a
    ``networkx.Graph``: parallel edges count once, a self-loop once, each node passes its mass
    to its neighbours evenly, and iteration stops when the L1 change is below ``nodes * tol``.

    Args:
        nodes: how many nodes (numbered ``0 .. nodes - 1``; every node is on some edge).
        edges: ``(a, b)`` node pairs.
        seeds: the restart nodes, weighted equally.
        alpha: the damping factor (the chance of following an edge).
        max_iter: the most iterations; the last vector is returned if it has not converged
            (networkx raises instead; a ranking is still useful).
        tol: the convergence tolerance per node.

    Returns:
        Shape ``(nodes,)``, float64, summing to 1.
    """
    pairs = {(min(a, b), max(a, b)) for a, b in edges}
    ea = np.fromiter((a for a, _ in pairs), dtype=np.int64, count=len(pairs))
    eb = np.fromiter((b for _, b in pairs), dtype=np.int64, count=len(pairs))
    loop = ea == eb
    src = np.concatenate([ea, eb[~loop]])  # both directions; a self-loop once
    dst = np.concatenate([eb, ea[~loop]])
    degree = np.bincount(src, minlength=nodes).astype(np.float64)
    share = 1.0 / degree[src]
    p = np.zeros(nodes)
    p[list(dict.fromkeys(seeds))] = 1.0
    p /= p.sum()
    x = np.full(nodes, 1.0 / nodes)
    for _ in range(max_iter):
        last = x
        x = alpha * np.bincount(dst, weights=last[src] * share, minlength=nodes) + (1 - alpha) * p
        if np.abs(x - last).sum() < nodes * tol:
            break
    return x


def intent_facts(eligible: dict[int, FactView], predicates: set[str], subjects: set[int]) -> Ranked:
    """Facts of the predicates the question asks about ("where ... live" -> lives_in) whose
    subject is one the question names (or the user), most recently started first."""
    if not predicates:
        return []
    hits = [
        (pk, v)
        for pk, v in eligible.items()
        if v.row.predicate in predicates and (not subjects or v.row.subject_entity_pk in subjects)
    ]
    hits.sort(key=lambda x: x[1].start.timestamp() if x[1].start else 0.0, reverse=True)
    return [(("fact", pk), 1.0) for pk, _ in hits]


def window(
    candidates: Sequence[Key],
    said_at: Mapping[int, datetime],
    start: datetime,
    end: datetime,
) -> Ranked:
    """The candidate episodes said within ``[start, end)``, in candidate order.

    A question that names a time ("What did Gina find for her store on 1 February 2023?") is
    most often answered by what was said then. Facts are already held to that window (the as-of
    filter); episodes are not filtered by it (people talk about the past later), so the ones said
    in it are fused as a list of their own instead: a document prior from its date over the text
    channels' candidates, as in time-based language models (Li and Croft, CIKM 2003), with a
    window where they use an exponential recency prior. The caller widens ``end`` by a slack:
    an event is often told some days after it happened.

    Args:
        candidates: episode keys, best first (the lexical and dense hits, interleaved).
        said_at: episode pk -> reference time (aware).
        start, end: the window (aware; ``end`` exclusive).

    Returns:
        ``[(key, 1.0)]`` for the candidates said in the window, in candidate order.
    """
    return [
        (key, 1.0)
        for key in candidates
        if key[0] == "ep" and key[1] in said_at and start <= said_at[key[1]] < end
    ]


def recency(
    eligible: dict[int, FactView],
    recent_episodes: Sequence[tuple[int, datetime]],
    at: datetime,
    half_life_days: float,
    n: int,
) -> Ranked:
    """A prior: facts by salience decayed since their last mention, interleaved with the newest
    episodes. Weak on its own; it breaks ties among the other channels."""
    facts: Ranked = []
    for pk, view in eligible.items():
        row = view.row
        since = row.last_reinforced_at or row.created_at
        days = max(0.0, (at - since).total_seconds() / 86400)
        facts.append((("fact", pk), row.salience * math.pow(0.5, days / half_life_days)))
    facts.sort(key=lambda x: -x[1])
    eps: Ranked = [(("ep", pk), float(-i)) for i, (pk, _) in enumerate(recent_episodes)]
    return interleave(facts[:n], eps[:n])[:n]
