"""Extractive session summaries, refreshed as a session's episodes are consolidated.

Offline and deterministic: the first sentence of each episode that produced a fact, in time
order (up to ``MAX_SENTENCES`` and ``MAX_CHARS``); a session with no facts is summarised by the
first sentences of its first user turns. Each sentence has its relative dates resolved against
its episode's reference time ("Tomorrow is the follow-up." -> "2025-03-14 is the follow-up."),
since a summary is read long after the session. The reader adds the summaries of the sessions its
episodes come from to the context, each with its provenance.
"""

from __future__ import annotations

import json
import re

import aiosqlite

from consolidator.temporal import absolute_dates
from engram import constants as C
from engram.timeutil import to_db, utcnow, with_offset

MAX_SENTENCES = 5
MAX_CHARS = 500
SCAN_LIMIT = 200  # episodes of a session looked at (the latest ones)
_SENTENCE = re.compile(r"(?<=[.!?。])\s+|\n+")


def first_sentence(text: str, limit: int = 200) -> str:
    """The first sentence of ``text`` (whitespace folded), at most ``limit`` characters."""
    head = _SENTENCE.split(
        " ".join(text.split()) if "\n" not in text else text.strip(), maxsplit=1
    )[0]
    head = " ".join(head.split())
    return head if len(head) <= limit else head[: limit - 1] + "…"


async def refresh(conn: aiosqlite.Connection, user_id: str, session_id: str | None) -> None:
    """Recompute one session's summary inside the caller's transaction (no-op without a session)."""
    if session_id is None:
        return
    cur = await conn.execute(
        f"SELECT e.pk, e.content, e.speaker, EXISTS(SELECT 1 FROM {C.FACT_SOURCES} s "
        f"WHERE s.episode_pk = e.pk), e.reference_time, e.reference_offset_s FROM (SELECT * FROM {C.EPISODES} WHERE user_id = ? "
        "AND session_id = ? ORDER BY reference_time DESC, pk DESC LIMIT ?) e "
        "ORDER BY e.reference_time, e.pk",
        (user_id, session_id, SCAN_LIMIT),
    )
    rows = list(await cur.fetchall())
    chosen = [r for r in rows if r[3]] or [r for r in rows if r[2] == "user"][:3] or rows[:3]
    parts: list[str] = []
    pks: list[int] = []
    size = 0
    for r in chosen[:MAX_SENTENCES]:
        sentence = absolute_dates(first_sentence(str(r[1])), with_offset(r[4], int(r[5])))
        if size + len(sentence) > MAX_CHARS and parts:
            break
        parts.append(sentence)
        pks.append(int(r[0]))
        size += len(sentence) + 1
    if not parts:
        await conn.execute(
            f"DELETE FROM {C.SESSION_SUMMARIES} WHERE user_id = ? AND session_id = ?",
            (user_id, session_id),
        )
        return
    await conn.execute(
        f"INSERT INTO {C.SESSION_SUMMARIES}(user_id, session_id, summary, source_episode_pks, "
        "updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(user_id, session_id) DO UPDATE SET "
        "summary = excluded.summary, source_episode_pks = excluded.source_episode_pks, "
        "updated_at = excluded.updated_at",
        (user_id, session_id, " ".join(parts), json.dumps(pks), to_db(utcnow())),
    )


async def for_sessions(
    conn: aiosqlite.Connection, user_id: str, session_ids: list[str]
) -> dict[str, str]:
    """``{session_id: summary}`` for the given sessions of ``user_id``."""
    if not session_ids:
        return {}
    marks = ",".join("?" * len(session_ids))
    cur = await conn.execute(
        f"SELECT session_id, summary FROM {C.SESSION_SUMMARIES} WHERE user_id = ? "
        f"AND session_id IN ({marks})",
        (user_id, *session_ids),
    )
    return {str(r[0]): str(r[1]) for r in await cur.fetchall()}
