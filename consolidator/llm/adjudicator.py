"""The LLM adjudicator: decides conflicts the rules leave ambiguous (DESIGN.md section 3.4).

Only the ambiguous rest reaches it: two objects of a one-valued predicate for the same subject
that start at the same time (see :mod:`consolidator.resolver`). It implements the
:class:`consolidator.types.Adjudicator` protocol; :mod:`consolidator.adjudication` applies its
verdicts. The facts and the text they came from are sent delimited as data.
"""

from __future__ import annotations

from consolidator.llm.client import LLMClient
from consolidator.llm.prompts import (
    ADJUDICATE_SYSTEM,
    VERDICT_SCHEMA,
    VerdictReply,
    adjudication_user_prompt,
)
from consolidator.types import FactView, Verdict
from engram.config import LLMSettings

VERSION = "llm-adjudicator-1"


class LLMAdjudicator:
    """Asks an LLM whether a newer fact supersedes, coexists with or duplicates an older one.

    Args:
        client: the litellm adapter (its bounded retries apply to each question).
        said_max_chars: longest source text shown per fact, in characters (default 2000).

    Attributes:
        version: "llm-adjudicator-1:<model>"; recorded in the metadata of facts it activates.
    """

    def __init__(self, client: LLMClient, *, said_max_chars: int = 2000) -> None:
        self.client = client
        self.said_max_chars = said_max_chars
        self.version = f"{VERSION}:{client.model}"

    @classmethod
    def from_settings(cls, settings: LLMSettings) -> LLMAdjudicator:
        """The adjudicator ``[llm]`` describes.

        Raises:
            ConfigError: no model, litellm missing, or the key variable is unset.
        """
        return cls(LLMClient.from_settings(settings), said_max_chars=settings.window_chars // 2)

    async def decide(self, newer: FactView, older: FactView) -> Verdict:
        """The verdict on ``newer`` against ``older`` ("unknown" when the model cannot tell).

        Raises:
            LLMError: no usable answer after the client's bounded retries.
        """
        messages = [
            {"role": "system", "content": ADJUDICATE_SYSTEM},
            {
                "role": "user",
                "content": adjudication_user_prompt(
                    newer, older, said_max_chars=self.said_max_chars
                ),
            },
        ]
        reply = await self.client.complete_json(
            messages,
            schema_name="verdict",
            schema=VERDICT_SCHEMA,
            parse=VerdictReply.model_validate,
        )
        return reply.decision
