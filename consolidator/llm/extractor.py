"""The LLM extractor: claims from an episode through litellm (DESIGN.md section 3, step 1).

Each request carries the reference time (ISO 8601 with its offset), up to 4 previous messages as
context, the predicate vocabulary, and the episode text delimited as data (see
:mod:`consolidator.llm.prompts`). A long episode is cut at sentence boundaries into windows of at
most ``window_chars`` characters, each sent in full, so a fact on its last line is read like one on
its first (field case B20); windows go out at most ``max_concurrent_calls`` at a time.

The reply is validated item by item: a malformed claim (missing field, unparsable or inverted
dates) is dropped and logged, the rest kept. A reply none of whose claims parses counts as a
malformed reply and is retried by the client; a window that still fails raises ``LLMError``, which
fails this attempt of the episode (the worker retries it, then marks it failed: never half-read).
"""

from __future__ import annotations

import asyncio
import logging
import re
from datetime import datetime, time
from typing import Any

from pydantic import ValidationError

from consolidator.extract.sentences import split_sentences
from consolidator.llm.client import LLMClient
from consolidator.llm.prompts import (
    CLAIMS_SCHEMA,
    ClaimItem,
    ExtractionReply,
    extraction_system_prompt,
    extraction_user_prompt,
)
from consolidator.types import SELF, Claim, EpisodeView, Precision
from consolidator.vocabulary import Vocabulary
from engram.config import LLMSettings

log = logging.getLogger("engram.extract")

VERSION = "llm-1"
_SELF_NAMES = frozenset({"user", "the user", "self", "speaker", "the speaker"})
_FIRST_PERSON = frozenset({"i", "me", "myself", "나", "저"})
_PRECISIONS: dict[str, Precision] = {
    "instant": "instant",
    "day": "day",
    "week": "week",
    "month": "month",
    "year": "year",
}
_YEAR = re.compile(r"^\d{4}$")
_MONTH = re.compile(r"^\d{4}-\d{2}$")


def split_windows(text: str, max_chars: int) -> list[str]:
    """Cut ``text`` at sentence starts into consecutive windows of at most ``max_chars``.

    Windows cover the text without gaps (whitespace between sentences stays with the earlier
    window); a single sentence longer than ``max_chars`` is cut at ``max_chars``. Nothing is lost.
    """
    if len(text) <= max_chars:
        return [text]
    starts = sorted({0, *(s.start for s in split_sentences(text, for_rules=False))})
    bounds = [*starts, len(text)]
    windows: list[str] = []
    begin = 0
    for i in range(1, len(bounds)):
        if bounds[i] - begin > max_chars and bounds[i - 1] > begin:
            windows.append(text[begin : bounds[i - 1]])
            begin = bounds[i - 1]
        while bounds[i] - begin > max_chars:  # one sentence longer than a window
            windows.append(text[begin : begin + max_chars])
            begin += max_chars
    if begin < len(text):
        windows.append(text[begin:])
    return [w for w in windows if w.strip()]


def parse_when(value: str, reference_time: datetime) -> tuple[datetime, Precision | None]:
    """An ISO 8601 date, date-time, "YYYY-MM" or "YYYY" as an aware datetime.

    A value without a UTC offset is read in the episode's own offset (``reference_time``'s), as a
    person saying "on the 3rd" means their local day. Returns the time and the precision the
    format implies (None for a full date-time).

    Raises:
        ValueError: not one of those forms, or an impossible date.
    """
    v = value.strip()
    tz = reference_time.tzinfo
    if _YEAR.match(v):
        return datetime(int(v), 1, 1, tzinfo=tz), "year"
    if _MONTH.match(v):
        return datetime(int(v[:4]), int(v[5:7]), 1, tzinfo=tz), "month"
    if len(v) == 10:
        d = datetime.fromisoformat(v).date()
        return datetime.combine(d, time(), tzinfo=tz), "day"
    t = datetime.fromisoformat(v)
    return (t if t.tzinfo is not None else t.replace(tzinfo=tz)), None


class LLMExtractor:
    """Extracts claims with an LLM (the :class:`consolidator.types.Extractor` protocol).

    Args:
        client: the litellm adapter.
        vocabulary: canonical predicates shown to the model (and used to canonicalise its answers).
        window_chars: longest piece of an episode per request, in characters (default 6000).
        max_concurrent_calls: windows of one episode in flight at once (default 4).

    Attributes:
        version: "llm-1:<model>"; stored with each consolidated episode.
    """

    def __init__(
        self,
        client: LLMClient,
        vocabulary: Vocabulary,
        *,
        window_chars: int = 6000,
        max_concurrent_calls: int = 4,
    ) -> None:
        self.client = client
        self.vocab = vocabulary
        self.window_chars = window_chars
        self.max_concurrent_calls = max_concurrent_calls
        self.version = f"{VERSION}:{client.model}"
        self._system = extraction_system_prompt(vocabulary)

    @classmethod
    def from_settings(cls, settings: LLMSettings, vocabulary: Vocabulary) -> LLMExtractor:
        """The extractor ``[llm]`` describes.

        Raises:
            ConfigError: no model, litellm missing, or the key variable is unset.
        """
        return cls(
            LLMClient.from_settings(settings),
            vocabulary,
            window_chars=settings.window_chars,
            max_concurrent_calls=settings.max_concurrent_calls,
        )

    async def extract(self, episode: EpisodeView, context: list[EpisodeView]) -> list[Claim]:
        """Claims of ``episode`` in text order; ``context``: up to 4 previous episodes, oldest first.

        Raises:
            LLMError: a window failed after the client's bounded retries.
        """
        windows = split_windows(episode.text, self.window_chars)
        sem = asyncio.Semaphore(self.max_concurrent_calls)

        async def read(i: int, window: str) -> list[Claim]:
            async with sem:
                return await self._window(episode, context, window, i + 1, len(windows))

        results = await asyncio.gather(
            *(read(i, w) for i, w in enumerate(windows)), return_exceptions=True
        )
        out: list[Claim] = []
        seen: set[tuple[Any, ...]] = set()
        for r in results:
            if isinstance(r, BaseException):
                raise r
            for c in r:  # the same claim from two windows counts once
                key = (c.subject, c.predicate, c.object, c.action, c.valid_at, c.invalid_at)
                if key not in seen:
                    seen.add(key)
                    out.append(c)
        log.debug(
            "extract: episode=%s windows=%d claims=%d (llm)", episode.id, len(windows), len(out)
        )
        return out

    async def _window(
        self, episode: EpisodeView, context: list[EpisodeView], window: str, part: int, parts: int
    ) -> list[Claim]:
        messages = [
            {"role": "system", "content": self._system},
            {
                "role": "user",
                "content": extraction_user_prompt(
                    episode,
                    context,
                    window,
                    part=part,
                    parts=parts,
                    context_max_chars=max(200, self.window_chars // 4),
                ),
            },
        ]
        return await self.client.complete_json(
            messages,
            schema_name="claims",
            schema=CLAIMS_SCHEMA,
            parse=lambda data: self.parse_reply(data, episode),
        )

    def parse_reply(self, data: Any, episode: EpisodeView) -> list[Claim]:
        """Claims from a decoded reply; malformed items are dropped one by one (and logged).

        Raises:
            ValueError: the reply is not ``{"claims": [...]}``, or it has items and none parses.
        """
        reply = ExtractionReply.model_validate({"claims": data} if isinstance(data, list) else data)
        claims: list[Claim] = []
        problems: list[str] = []
        for n, raw in enumerate(reply.claims):
            try:
                claims.append(self._claim(ClaimItem.model_validate(raw), episode))
            except (ValidationError, ValueError) as exc:
                problems.append(f"claim {n}: {_first_line(exc)}")
        if problems:
            log.warning(
                "extract: episode=%s dropped %d of %d claims from the LLM: %s",
                episode.id,
                len(problems),
                len(reply.claims),
                "; ".join(problems[:5]),
            )
            if not claims:
                raise ValueError(f"none of the {len(reply.claims)} claims parses: {problems[0]}")
        return claims

    def _claim(self, item: ClaimItem, episode: EpisodeView) -> Claim:
        subject = item.subject
        low = subject.lower()
        if low in _SELF_NAMES:
            subject = SELF
        elif low in _FIRST_PERSON:
            if episode.speaker != "user":
                raise ValueError(f"first-person subject in a {episode.speaker} message")
            subject = SELF
        ref = episode.reference_time
        valid_at, p1 = parse_when(item.valid_at, ref) if item.valid_at else (None, None)
        invalid_at, p2 = parse_when(item.invalid_at, ref) if item.invalid_at else (None, None)
        if valid_at is not None and invalid_at is not None and valid_at > invalid_at:
            raise ValueError("valid_at is after invalid_at")
        precision = _PRECISIONS.get((item.precision or "").lower()) or p1 or p2 or "instant"
        return Claim(
            subject=subject,
            predicate=self.vocab.canonical(item.predicate),
            object=item.object,
            text=item.text,
            action=item.action,
            valid_at=valid_at,
            invalid_at=invalid_at,
            precision=precision,
            ends_when=item.ends_when or None,
            modality=item.modality,
            metadata={"extractor": VERSION},
        )


def _first_line(exc: Exception) -> str:
    if isinstance(exc, ValidationError):
        err = exc.errors()[0]
        return f"{'.'.join(str(p) for p in err['loc']) or 'item'}: {err['msg']}"
    return str(exc).splitlines()[0] if str(exc) else type(exc).__name__
