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
    """Personalised PageRank from the query's entities over the fact graph (networkx).

    Nodes are entities (a literal object is a node of its own); edges are the eligible facts.
    A fact scores the PageRank mass of its two ends. Empty when the query names no entity.
    """
    if not seeds or not eligible:
        return []
    import networkx as nx

    g: Any = nx.Graph()
    ends: dict[int, tuple[Any, Any]] = {}
    for pk, view in eligible.items():
        row = view.row
        if row.subject_entity_pk is None:
            continue
        a: Any = ("e", row.subject_entity_pk)
        b: Any = ("e", row.object_entity_pk) if row.object_entity_pk else ("lit", pk)
        g.add_edge(a, b)
        ends[pk] = (a, b)
    personal = {("e", s): 1.0 for s in seeds if g.has_node(("e", s))}
    if not personal:
        return []
    rank = nx.pagerank(g, alpha=0.85, personalization=personal, max_iter=100, tol=1e-6)
    scored = [(("fact", pk), rank.get(a, 0.0) + rank.get(b, 0.0)) for pk, (a, b) in ends.items()]
    scored.sort(key=lambda x: -x[1])
    return [s for s in scored if s[1] > 0][:n]


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
