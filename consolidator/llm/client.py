"""A small adapter over ``litellm.acompletion``: JSON or text replies, bounded retries, usage,
cost, no key leaks.

litellm is imported on first use only (about 4 s), with ``LITELLM_LOCAL_MODEL_COST_MAP=True`` and
``LITELLM_OFFLINE_MODE=true`` unless already set, so importing it fetches nothing (DESIGN.md
section 6: the offline promise). Its own retries (and the OpenAI SDK's) are turned off: this
adapter retries with tenacity, so timeouts, HTTP 5xx/429 and replies that are not the JSON asked
for share one bounded policy (``max_retries``, exponential backoff with jitter). Every request is
counted with :func:`consolidator.types.record_llm_usage`.

Failures surface as :class:`engram.errors.LLMError` raised ``from None``: litellm's exception text
can echo request details, so only a redacted summary crosses this boundary, and the API key
appears in no message, log line or traceback.
"""

from __future__ import annotations

import asyncio
import functools
import importlib.util
import json
import logging
import os
import re
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import SecretStr
from tenacity import (
    AsyncRetrying,
    RetryCallState,
    retry_if_exception_type,
    stop_after_attempt,
    wait_exponential,
    wait_none,
    wait_random,
)

from consolidator.types import record_llm_usage
from engram.config import LLMSettings
from engram.errors import ConfigError, LLMError

log = logging.getLogger("engram.llm")

T = TypeVar("T")
Message = dict[str, str]

#: Longest backoff between two attempts, in seconds.
MAX_BACKOFF_S = 30.0
#: Longest piece of a failure's text kept in an error message, in characters.
ERROR_TEXT_MAX = 300
#: Sent as the key to an ``api_base`` when ``api_key_env`` is empty (servers without auth).
NO_KEY = "no-key"
_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.S)


@dataclass(frozen=True, slots=True)
class TextReply:
    """A free-text completion (:meth:`LLMClient.complete_text`).

    Attributes:
        text: the reply's message content, stripped.
        prompt_tokens, completion_tokens: as the provider reported them (0 when it did not).
        cost_usd: litellm's price for the last attempt from its local price map; 0.0 when the
            model is not in the map (self-hosted models, test stubs).
        attempts: requests made (1 + retries).
        latency_ms: wall time of all attempts, backoff included.
    """

    text: str
    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    attempts: int
    latency_ms: float


@functools.cache
def load_litellm() -> Any:
    """Import litellm once, offline (no price-map fetch), with its console chatter off.

    Raises:
        ConfigError: litellm is not installed.
    """
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
    try:
        import litellm
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise ConfigError(
            "the LLM extractor/adjudicator needs litellm: pip install 'engram[llm]'"
        ) from exc
    litellm.suppress_debug_info = True
    return litellm


class _AttemptFailed(Exception):
    """One request failed; ``retryable`` says whether another attempt may help."""

    def __init__(self, reason: str, *, retryable: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retryable = retryable


class _Transient(_AttemptFailed):
    """A failure worth another attempt: timeout, HTTP 5xx/429, connection, malformed reply."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason, retryable=True)


def _strip_fences(text: str) -> str:
    m = _FENCE.match(text)
    return m.group(1) if m else text


class LLMClient:
    """Chat completions that must answer JSON, through litellm.

    Args:
        settings: the ``[llm]`` section (model, api_base, timeout_s, max_retries, ...).
        api_key: the key itself (kept as a ``SecretStr``; never logged), or None.
    """

    def __init__(self, settings: LLMSettings, *, api_key: SecretStr | None = None) -> None:
        if not settings.model.strip():
            raise ConfigError("llm.model is empty: set a litellm model name in [llm] model")
        self.settings = settings
        self.model = settings.model.strip()
        self._api_key = api_key
        self._auto_mode: str | None = None

    @classmethod
    def from_settings(cls, settings: LLMSettings) -> LLMClient:
        """A client for ``settings``, reading the key from the variable ``api_key_env`` names.

        Raises:
            ConfigError: no model, litellm or tenacity missing, or ``api_key_env`` names an unset
                variable (the message names the variable, never a key).
        """
        for module in ("litellm", "tenacity"):
            if importlib.util.find_spec(module) is None:
                raise ConfigError(
                    f"[llm] model is set but {module} is not installed: pip install 'engram[llm]'"
                )
        key: SecretStr | None = None
        if settings.api_key_env:
            value = os.environ.get(settings.api_key_env, "")
            if not value:
                raise ConfigError(
                    f"llm.api_key_env names {settings.api_key_env}, which is not set or empty; "
                    "export it or clear api_key_env"
                )
            key = SecretStr(value)
        return cls(settings, api_key=key)

    def __repr__(self) -> str:
        return f"LLMClient(model={self.model!r}, api_base={self.settings.api_base!r})"

    def _redact(self, text: str) -> str:
        if self._api_key is not None:
            secret = self._api_key.get_secret_value()
            if secret:
                text = text.replace(secret, "***")
        text = " ".join(text.split())
        return text[:ERROR_TEXT_MAX] + ("..." if len(text) > ERROR_TEXT_MAX else "")

    def response_format(self, name: str, schema: dict[str, Any]) -> dict[str, Any] | None:
        """The ``response_format`` argument for a reply of JSON ``schema`` (see config.toml)."""
        mode: str = self.settings.response_format
        if mode == "auto":
            if self._auto_mode is None:  # litellm's look-up is slow: once per client
                try:
                    supported = bool(load_litellm().supports_response_schema(model=self.model))
                except Exception:  # an unknown model: litellm cannot tell
                    supported = False
                self._auto_mode = "json_schema" if supported else "json_object"
            mode = self._auto_mode
        if mode == "json_schema":
            return {
                "type": "json_schema",
                "json_schema": {"name": name, "schema": schema, "strict": True},
            }
        if mode == "json_object":
            return {"type": "json_object"}
        return None

    async def complete_json(
        self,
        messages: Sequence[Message],
        *,
        schema_name: str,
        schema: dict[str, Any],
        parse: Callable[[Any], T],
    ) -> T:
        """Ask for a JSON reply and return ``parse(decoded_json)``.

        A reply that is not JSON, or that ``parse`` rejects with ``ValueError`` (pydantic's
        ``ValidationError`` is one), counts as a failed attempt and is retried like a timeout.

        Args:
            messages: chat messages (``role``, ``content``).
            schema_name, schema: the JSON schema asked for when the provider supports it.
            parse: turns the decoded reply into the result; raises ``ValueError`` if unusable.

        Returns:
            What ``parse`` returned.

        Raises:
            LLMError: after ``1 + max_retries`` failed attempts, or at once for an error no retry
                can fix (HTTP 400/401/403/404); its message names the model, not the key.
        """
        fmt = self.response_format(schema_name, schema)
        extra = {"response_format": fmt} if fmt is not None else {}

        async def once(attempt: int) -> T:
            response = await self._request(list(messages), extra, attempt)
            try:
                data = json.loads(_strip_fences(_content(response)))
            except ValueError:
                raise _Transient("reply is not valid JSON") from None
            try:
                return parse(data)
            except ValueError as exc:
                raise _Transient(
                    f"reply does not fit the schema: {self._redact(str(exc))}"
                ) from None

        result, _ = await self._with_retries(once)
        return result

    async def complete_text(
        self,
        messages: Sequence[Message],
        *,
        max_tokens: int | None = None,
        seed: int | None = None,
        json_mode: bool = False,
    ) -> TextReply:
        """Ask for a free-text reply (an answer, a judge's verdict), with the same retry policy.

        Args:
            messages: chat messages (``role``, ``content``).
            max_tokens: longest reply, in tokens (default ``max_output_tokens`` of the settings).
            seed: sent as the provider's sampling seed where it has one (dropped otherwise).
            json_mode: ask for a JSON object (``response_format`` json_object) where supported;
                the text is returned as is, the caller parses it.

        Returns:
            A :class:`TextReply` with the text, token counts and litellm's cost estimate.

        Raises:
            LLMError: as :meth:`complete_json`; an empty reply counts as a failed attempt.
        """
        extra: dict[str, Any] = {}
        if max_tokens is not None:
            extra["max_tokens"] = max_tokens
        if seed is not None:
            extra["seed"] = seed
        if json_mode:
            extra["response_format"] = {"type": "json_object"}
        started = time.perf_counter()

        async def once(attempt: int) -> tuple[str, Any]:
            response = await self._request(list(messages), extra, attempt)
            return _content(response).strip(), response

        (text, response), attempts = await self._with_retries(once)
        prompt, completion = _token_counts(response)
        return TextReply(
            text=text,
            prompt_tokens=prompt,
            completion_tokens=completion,
            cost_usd=self._cost(response),
            attempts=attempts,
            latency_ms=(time.perf_counter() - started) * 1000,
        )

    async def _with_retries(self, once: Callable[[int], Awaitable[T]]) -> tuple[T, int]:
        """Run ``once(attempt_number)`` under the bounded retry policy; return its result and
        the number of attempts. Raises :class:`LLMError` when it gives up."""
        cfg = self.settings
        attempts = 0

        async def attempt() -> T:
            nonlocal attempts
            attempts += 1
            return await once(attempts)

        wait = (
            # tenacity 9.2 deprecates wait_exponential_jitter(initial=...); this sum is the same
            # wait in every tenacity since 8.2
            wait_exponential(multiplier=cfg.retry_backoff_s, max=MAX_BACKOFF_S)
            + wait_random(0, cfg.retry_backoff_s / 2)
            if cfg.retry_backoff_s > 0
            else wait_none()
        )
        retrying = AsyncRetrying(
            stop=stop_after_attempt(cfg.max_retries + 1),
            wait=wait,
            retry=retry_if_exception_type(_Transient),
            before_sleep=self._log_retry,
            reraise=True,
        )
        try:
            result: T = await retrying(attempt)
        except _AttemptFailed as exc:
            # ``from None``: the litellm exception's text is not ours to repeat (see module doc).
            raise LLMError(
                f"LLM {self.model}: {exc.reason} (after {attempts} attempt"
                f"{'s' if attempts != 1 else ''})",
                model=self.model,
                attempts=attempts,
                retryable=exc.retryable,
            ) from None
        return result, attempts

    def _log_retry(self, state: RetryCallState) -> None:
        exc = state.outcome.exception() if state.outcome is not None else None
        log.warning(
            "llm model=%s attempt=%d/%d failed (%s); retrying in %.2f s",
            self.model,
            state.attempt_number,
            self.settings.max_retries + 1,
            exc,
            state.upcoming_sleep,
        )

    async def _request(self, messages: list[Message], extra: dict[str, Any], attempt: int) -> Any:
        """One ``litellm.acompletion`` call; returns the response, whose content is non-empty.

        ``extra`` adds or overrides request arguments (``response_format``, ``max_tokens``,
        ``seed``). Every request is counted (:func:`record_llm_usage`), failed ones too.
        """
        litellm = load_litellm()
        cfg = self.settings
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "temperature": cfg.temperature,
            "max_tokens": cfg.max_output_tokens,
            "timeout": cfg.timeout_s,
            "num_retries": 0,  # litellm's own retries: off, tenacity decides
            "max_retries": 0,  # the OpenAI SDK's retries: off
            "drop_params": True,  # a provider without JSON mode still answers (then we validate)
        }
        if cfg.api_base:
            kwargs["api_base"] = cfg.api_base
        if self._api_key is not None:
            kwargs["api_key"] = self._api_key.get_secret_value()
        elif cfg.api_base:
            # A self-hosted endpoint without auth: the OpenAI SDK refuses to send no key at all.
            kwargs["api_key"] = NO_KEY
        kwargs.update(extra)
        started = time.perf_counter()
        tokens = 0
        outcome = "ok"
        try:
            try:
                # A hard bound too: litellm's timeout is per read, a trickling server can outlast it.
                async with asyncio.timeout(cfg.timeout_s + 1.0):
                    response = await litellm.acompletion(**kwargs)
            except TimeoutError:
                raise _Transient(f"no reply within timeout_s={cfg.timeout_s:g}") from None
            except Exception as exc:  # adapter boundary: classify and wrap litellm's errors
                raise self._classify(litellm, exc) from None
            tokens = _total_tokens(response)
            _content(response)  # raises _Transient when there is no usable content
            return response
        except _AttemptFailed as exc:
            outcome = exc.reason
            raise
        finally:
            record_llm_usage(1, tokens)
            log.debug(
                "llm model=%s attempt=%d tokens=%d elapsed_ms=%.1f outcome=%s",
                self.model,
                attempt,
                tokens,
                (time.perf_counter() - started) * 1000,
                outcome,
            )

    def _cost(self, response: Any) -> float:
        """litellm's price of ``response`` in USD from its local map; 0.0 for unknown models."""
        try:
            cost = load_litellm().completion_cost(completion_response=response)
        except Exception:  # not in the price map (self-hosted, stubs): no price is known
            return 0.0
        return float(cost) if isinstance(cost, int | float) else 0.0

    def _classify(self, litellm: Any, exc: Exception) -> _AttemptFailed:
        status = getattr(exc, "status_code", None)
        name = type(exc).__name__
        summary = f"{name}" + (f" (HTTP {status})" if isinstance(status, int) else "")
        detail = self._redact(str(exc))
        reason = f"{summary}: {detail}" if detail else summary
        if isinstance(exc, litellm.Timeout):
            return _Transient(f"{name}: no reply within timeout_s={self.settings.timeout_s:g}")
        if isinstance(exc, litellm.APIConnectionError) or not isinstance(status, int):
            return _Transient(reason)
        if status in (408, 409, 429) or status >= 500:
            return _Transient(reason)
        return _AttemptFailed(reason, retryable=False)


def _content(response: Any) -> str:
    """The reply's message content; raises ``_Transient`` when it has none or it is blank."""
    try:
        content = response.choices[0].message.content
    except (AttributeError, IndexError):
        raise _Transient("reply has no message content") from None
    if not isinstance(content, str) or not content.strip():
        raise _Transient("reply is empty")
    return content


def _token_counts(response: Any) -> tuple[int, int]:
    """``(prompt_tokens, completion_tokens)`` as reported; 0 for what is missing."""
    usage = getattr(response, "usage", None)
    prompt = getattr(usage, "prompt_tokens", 0) if usage is not None else 0
    completion = getattr(usage, "completion_tokens", 0) if usage is not None else 0
    return (
        prompt if isinstance(prompt, int) else 0,
        completion if isinstance(completion, int) else 0,
    )


def _total_tokens(response: Any) -> int:
    usage = getattr(response, "usage", None)
    if usage is None:
        return 0
    total = getattr(usage, "total_tokens", None)
    if isinstance(total, int):
        return total
    parts = (getattr(usage, "prompt_tokens", 0), getattr(usage, "completion_tokens", 0))
    return sum(p for p in parts if isinstance(p, int))
