"""The hybrid read path: channels, reciprocal rank fusion, context assembly."""

from reader.fusion import Fused, rrf
from reader.recall import Reader, format_context

__all__ = ["Fused", "Reader", "format_context", "rrf"]
