"""Context assembly within a token budget (DESIGN.md section 4.6).

Facts come first, each with its validity range (as in Zep's context template, arXiv 2501.13956
section 3): "Maya lives in Richmond (2025-01-01 - present)", then the episode snippets, each
with its time and speaker. Every line carries provenance ids. Items are added in fused-rank order
until the budget is spent; an item that does not fit is skipped, never cut mid-way (a snippet is
trimmed to ``SNIPPET_CHARS`` first).

A snippet is the episode's text as said, except that its relative time expressions are replaced
by the dates they denote, resolved against the episode's own reference time with the
consolidator's resolver (:func:`consolidator.temporal.absolute_dates`): "Tomorrow is the
follow-up", said on 2025-03-13, reads "2025-03-14 is the follow-up" (session summaries are
written that way by the consolidator). An agent reading the context
weeks later would otherwise date "tomorrow" from its own today (the field's "timeline amnesia").
Only the rendered context changes; the stored episode (``RecallResult.episodes[].content``) is
the raw text, losslessly.
"""

from __future__ import annotations

import functools
from datetime import datetime, tzinfo

from consolidator.temporal import absolute_dates
from engram.models import ScoredEpisode, ScoredFact
from reader.tokens import TokenCounter

SNIPPET_CHARS = 400
FACTS_HEADER = "Facts (with the dates each was true):"
EPISODES_HEADER = "Conversation excerpts:"
SUMMARIES_HEADER = "Session summaries:"


def _day(dt: datetime | None, tz: tzinfo | None = None) -> str:
    """The calendar day of ``dt`` in ``tz`` (the user's offset), not in UTC; in UTC when that
    day is outside the calendar (0001-01-01T00:00Z seen from a negative offset)."""
    if dt is None:
        return "?"
    try:
        local = dt.astimezone(tz) if tz is not None else dt
    except OverflowError:
        local = dt
    return local.date().isoformat()


def fact_line(item: ScoredFact, tz: tzinfo | None = None) -> str:
    f = item.fact
    end = _day(f.invalid_at, tz) if f.invalid_at else "present"
    status = "" if f.status == "active" else f", {f.status}"
    sources = ", ".join(f.source_episode_ids[:3])
    return f"- {f.text} ({_day(f.valid_at, tz)} - {end}{status}) [{f.id}; from {sources}]"


@functools.lru_cache(maxsize=4096)
def resolve_relative_dates(text: str, reference_time: datetime) -> str:
    """:func:`consolidator.temporal.absolute_dates`, cached: episodes are never rewritten, so a
    process renders each snippet once ("Tomorrow is the follow-up", said on 2025-03-13, ->
    "2025-03-14 is the follow-up").

    Raises:
        InvalidTimeError: ``reference_time`` is naive.
    """
    return absolute_dates(text, reference_time)


def episode_line(item: ScoredEpisode) -> str:
    """One snippet line: time, speaker, the text with its relative dates resolved, the id."""
    ep = item.episode
    text = " ".join(ep.content.split())
    # A snippet shows at most SNIPPET_CHARS; resolving a long text past that is wasted work.
    text = resolve_relative_dates(text[: 2 * SNIPPET_CHARS], ep.reference_time)
    if len(text) > SNIPPET_CHARS:
        text = text[: SNIPPET_CHARS - 1] + "…"
    return f"- [{ep.reference_time.isoformat(timespec='minutes')}] {ep.speaker}: {text} [{ep.id}]"


def assemble(
    facts: list[ScoredFact],
    episodes: list[ScoredEpisode],
    counter: TokenCounter,
    budget_tokens: int,
    summaries: dict[str, str] | None = None,
    tz: tzinfo | None = None,
) -> tuple[str, list[ScoredFact], list[ScoredEpisode], int]:
    """Build the context text; returns ``(text, facts_kept, episodes_kept, tokens)``.

    Episodes are listed oldest first (a conversation reads in order); facts by relevance; then
    the summaries of the kept episodes' sessions, if the budget allows. Fact dates are calendar
    days in ``tz`` (the user's offset; default: as stored, UTC).
    """
    used = 0
    kept_f: list[ScoredFact] = []
    kept_e: list[ScoredEpisode] = []
    lines_f: list[str] = []
    lines_e: list[tuple[datetime, str]] = []
    header_cost = counter.count(FACTS_HEADER) + counter.count(EPISODES_HEADER) + 2
    if summaries:
        header_cost += counter.count(SUMMARIES_HEADER) + 1
    used += header_cost
    for item in facts:
        line = fact_line(item, tz)
        cost = counter.count(line) + 1
        if used + cost > budget_tokens:
            continue
        used += cost
        kept_f.append(item)
        lines_f.append(line)
    for ep_item in episodes:
        line = episode_line(ep_item)
        cost = counter.count(line) + 1
        if used + cost > budget_tokens:
            continue
        used += cost
        kept_e.append(ep_item)
        lines_e.append((ep_item.episode.reference_time, line))
    lines_s: list[str] = []
    kept_sessions = list(
        dict.fromkeys(e.episode.session_id for e in kept_e if e.episode.session_id)
    )
    for sid in kept_sessions:
        text_s = (summaries or {}).get(sid)
        if not text_s:
            continue
        line = f"- session {sid}: {text_s}"
        cost = counter.count(line) + 1
        if used + cost > budget_tokens:
            continue
        used += cost
        lines_s.append(line)
    parts: list[str] = []
    if lines_f:
        parts += [FACTS_HEADER, *lines_f]
    if lines_e:
        parts += [EPISODES_HEADER, *(line for _, line in sorted(lines_e, key=lambda x: x[0]))]
    if lines_s:
        parts += [SUMMARIES_HEADER, *lines_s]
    text = "\n".join(parts)
    return text, kept_f, kept_e, counter.count(text) if text else 0
