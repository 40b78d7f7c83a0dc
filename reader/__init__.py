"""The hybrid read path: query analysis, four channels, RRF, as-of filter, abstention, context."""

from reader.context import assemble
from reader.fusion import Fused, rrf, spread_to_neighbours
from reader.gate import Evidence, decide
from reader.query import QueryPlan
from reader.recall import Reader
from reader.tokens import TokenCounter

__all__ = [
    "Evidence",
    "Fused",
    "QueryPlan",
    "Reader",
    "TokenCounter",
    "assemble",
    "decide",
    "rrf",
    "spread_to_neighbours",
]
