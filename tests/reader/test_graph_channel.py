"""The graph channel's personalised PageRank agrees with networkx's on any small graph."""

from __future__ import annotations

from typing import Any

import networkx as nx
import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from reader.channels import personalized_pagerank
from tests.conftest import examples


@st.composite
def graphs(draw: Any) -> tuple[int, list[tuple[int, int]], list[int]]:
    """A graph where every node is on an edge (as the fact graph is), with parallel edges and
    self-loops allowed, and one to three seeds."""
    nodes = draw(st.integers(1, 12))
    edges = draw(
        st.lists(st.tuples(st.integers(0, nodes - 1), st.integers(0, nodes - 1)), max_size=30)
    )
    covered = {n for e in edges for n in e}
    edges += [(n, (n + 1) % nodes) for n in range(nodes) if n not in covered]
    seeds = draw(st.lists(st.integers(0, nodes - 1), min_size=1, max_size=3))
    return nodes, edges, seeds


@hsettings(max_examples=examples(200))
@given(graphs())
def test_matches_networkx_pagerank(case: tuple[int, list[tuple[int, int]], list[int]]) -> None:
    nodes, edges, seeds = case
    g: Any = nx.Graph()
    g.add_nodes_from(range(nodes))
    g.add_edges_from(edges)
    expected = nx.pagerank(g, alpha=0.85, personalization={s: 1.0 for s in seeds}, tol=1e-6)
    got = personalized_pagerank(nodes, edges, seeds)
    assert got.sum() == pytest.approx(1.0)
    for n in range(nodes):
        assert got[n] == pytest.approx(expected[n], abs=1e-9), (n, edges, seeds)


def test_mass_stays_in_the_seeds_component() -> None:
    # Two components: 0 - 1 - 2 seeded at 0, and 3 - 4 with no seed. The leaves 0 and 2 are
    # alike but for the restarts; the other component keeps only what the iteration left over.
    x = personalized_pagerank(5, [(0, 1), (1, 2), (3, 4)], [0])
    assert x[1] > x[0] > x[2] > 0.1
    assert x[3] == x[4] == pytest.approx(0.0, abs=1e-5)
