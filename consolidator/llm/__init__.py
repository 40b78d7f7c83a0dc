"""The optional LLM path of System-2, through litellm (``pip install 'engram[llm]'``).

:class:`LLMExtractor` (the ``Extractor`` port) and :class:`LLMAdjudicator` (the ``Adjudicator``
port) share :class:`LLMClient`, a small adapter over ``litellm.acompletion`` with JSON replies,
bounded retries and usage counting. Importing this package does not import litellm; the first
request does (offline: no price-map fetch).
"""

from consolidator.llm.adjudicator import LLMAdjudicator
from consolidator.llm.client import LLMClient, TextReply, load_litellm
from consolidator.llm.extractor import LLMExtractor, parse_when, split_windows
from consolidator.llm.prompts import escape_data

__all__ = [
    "LLMAdjudicator",
    "LLMClient",
    "LLMExtractor",
    "TextReply",
    "escape_data",
    "load_litellm",
    "parse_when",
    "split_windows",
]
