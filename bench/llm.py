"""The answer model and the judge of a QA run, through litellm (Engram's own LLM client).

Both are :class:`consolidator.llm.LLMClient` instances built from an ``LLMSettings`` that the
command line fills (``--answer-model``, ``--judge-model``, ``--api-base``, ``--api-key-env``):
the same bounded retries, key redaction and offline import of litellm as the LLM extractor. The
replies are free text (:meth:`LLMClient.complete_text`), asked at temperature 0 with a fixed seed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from consolidator.llm import LLMClient, TextReply, load_litellm
from engram.config import LLMSettings


@dataclass(frozen=True, slots=True)
class ModelSpec:
    """Which model answers or judges, and how to reach it.

    Attributes:
        model: a litellm model name ("gpt-4o-2024-08-06", "openai/gpt-4o-mini",
            "ollama/qwen2.5"); "openai/<name>" with ``api_base`` for any OpenAI-compatible server.
        api_base: "" = the provider's default endpoint.
        api_key_env: the NAME of the variable holding the key ("" = provider default / none).
        timeout_s: per request, in seconds.
        max_retries: extra attempts after a timeout, HTTP 5xx/429 or an empty reply.
    """

    model: str
    api_base: str = ""
    api_key_env: str = ""
    timeout_s: float = 120.0
    max_retries: int = 3

    def client(self) -> LLMClient:
        """A client for this model.

        Raises:
            ConfigError: litellm missing, or ``api_key_env`` names an unset variable.
        """
        settings = LLMSettings(
            model=self.model,
            api_base=self.api_base,
            api_key_env=self.api_key_env,
            timeout_s=self.timeout_s,
            max_retries=self.max_retries,
            retry_backoff_s=1.0,
            temperature=0.0,
            response_format="none",
            max_output_tokens=1024,
        )
        return LLMClient.from_settings(settings)

    def describe(self) -> dict[str, Any]:
        """What the run config records (never a key)."""
        return {"model": self.model, "api_base": self.api_base, "api_key_env": self.api_key_env}


class QAModels:
    """The answer model and the judge of one run.

    Args:
        answer, judge: the two models (they may be the same).
        seed: sent with every request (providers that support it sample reproducibly).
    """

    def __init__(self, answer: ModelSpec, judge: ModelSpec, *, seed: int) -> None:
        self.answer_spec, self.judge_spec = answer, judge
        self.seed = seed
        self._answer = answer.client()
        self._judge = judge.client()
        load_litellm()  # its ~5 s import now, not inside the first question's answer latency

    async def answer(self, prompt: str, *, max_tokens: int) -> TextReply:
        """The answer model's reply to one user message.

        Raises:
            LLMError: after bounded retries.
        """
        return await self._answer.complete_text(
            [{"role": "user", "content": prompt}], max_tokens=max_tokens, seed=self.seed
        )

    async def judge(self, prompt: str, *, max_tokens: int, json_mode: bool = False) -> TextReply:
        """The judge's reply to one user message (``json_mode``: ask for a JSON object).

        Raises:
            LLMError: after bounded retries.
        """
        return await self._judge.complete_text(
            [{"role": "user", "content": prompt}],
            max_tokens=max_tokens,
            seed=self.seed,
            json_mode=json_mode,
        )


def usage(reply: TextReply | None) -> dict[str, Any]:
    """A reply's tokens, cost (USD) and latency (ms) as logged per question."""
    if reply is None:
        return {"prompt_tokens": 0, "completion_tokens": 0, "cost_usd": 0.0, "latency_ms": 0.0}
    return {
        "prompt_tokens": reply.prompt_tokens,
        "completion_tokens": reply.completion_tokens,
        "cost_usd": reply.cost_usd,
        "latency_ms": round(reply.latency_ms, 1),
        "attempts": reply.attempts,
    }
