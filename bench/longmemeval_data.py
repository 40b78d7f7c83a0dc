"""LongMemEval's public JSON format: loading, gold evidence, and what goes into memory.

Wu et al., "LongMemEval: Benchmarking Chat Assistants on Long-Term Interactive Memory", ICLR 2025;
data and code at github.com/xiaowu0162/LongMemEval. The file (``longmemeval_s.json``: 500
questions, each with a ~115k-token haystack of ~50 sessions) is a JSON list of objects with
``question_id`` (an ``_abs`` suffix marks an abstention question), ``question_type``,
``question``, ``answer``, ``question_date``, ``haystack_session_ids``, ``haystack_dates``,
``haystack_sessions`` (lists of turns with ``role``, ``content`` and, in evidence sessions,
``has_answer``) and ``answer_session_ids``. The data is not part of this repository.

Gold evidence follows ``src/retrieval/run_retrieval.py``: at turn level, the user turns marked
``has_answer`` (turn id ``<session id>_<1-based turn number>``); at session level, the evidence
sessions (``answer_session_ids``) holding such a turn.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.prompts import LME_SESSION

QUESTION_TYPES = (
    "single-session-user",
    "single-session-assistant",
    "single-session-preference",
    "multi-session",
    "temporal-reasoning",
    "knowledge-update",
)
_DATE = re.compile(r"^\s*(\d{4})/(\d{1,2})/(\d{1,2})\s*(?:\([A-Za-z]+\))?\s*(\d{1,2}):(\d{2})\s*$")


class DataError(ValueError):
    """The file is not in LongMemEval's format; the message names the entry and field."""


def parse_date(text: str) -> datetime:
    """LongMemEval's "2023/05/20 (Sat) 02:21" -> an aware datetime, read as UTC (the data has no
    time zone).

    Raises:
        DataError: another format.
    """
    m = _DATE.match(text)
    if not m:
        raise DataError(
            f"unrecognised LongMemEval date {text!r} (expected '2023/05/20 (Sat) 02:21')"
        )
    y, mo, d, h, mi = (int(g) for g in m.groups())
    return datetime(y, mo, d, h, mi, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class Turn:
    """One message of a session."""

    role: str
    content: str
    has_answer: bool


@dataclass(frozen=True, slots=True)
class Session:
    """One haystack session: its id, its date (as written and parsed) and its turns."""

    id: str
    date_text: str
    date: datetime
    turns: tuple[Turn, ...]


@dataclass(frozen=True, slots=True)
class Question:
    """One LongMemEval question with its haystack."""

    id: str
    type: str
    question: str
    answer: str
    date_text: str
    date: datetime
    sessions: tuple[Session, ...]
    answer_session_ids: tuple[str, ...]

    @property
    def abstention(self) -> bool:
        """An abstention question (id ends in ``_abs``): the answer is not in the haystack."""
        return "_abs" in self.id

    def gold_turns(self) -> set[str]:
        """Turn ids of the user turns marked ``has_answer`` in the evidence sessions."""
        evidence = set(self.answer_session_ids)
        return {
            turn_id(s.id, i)
            for s in self.sessions
            if s.id in evidence
            for i, t in enumerate(s.turns)
            if t.role == "user" and t.has_answer
        }

    def gold_sessions(self) -> set[str]:
        """The evidence sessions that hold a user turn marked ``has_answer``."""
        return {t.rsplit("_", 1)[0] for t in self.gold_turns()}


def turn_id(session_id: str, index: int) -> str:
    """LongMemEval's turn id: ``<session id>_<1-based turn number>``."""
    return f"{session_id}_{index + 1}"


def _entry(raw: Any, n: int) -> Question:
    if not isinstance(raw, dict):
        raise DataError(f"entry {n}: not a JSON object")
    qid = raw.get("question_id", f"#{n}")

    def need(field: str) -> Any:
        if field not in raw:
            raise DataError(f"question {qid}: missing field {field!r}")
        return raw[field]

    ids, dates, sessions = (
        need("haystack_session_ids"),
        need("haystack_dates"),
        need("haystack_sessions"),
    )
    if not (isinstance(ids, list) and isinstance(dates, list) and isinstance(sessions, list)):
        raise DataError(f"question {qid}: haystack fields must be lists")
    if not len(ids) == len(dates) == len(sessions):
        raise DataError(
            f"question {qid}: {len(ids)} session ids, {len(dates)} dates, {len(sessions)} sessions"
        )
    out: list[Session] = []
    for sid, date_text, turns in zip(ids, dates, sessions, strict=True):
        if not isinstance(turns, list):
            raise DataError(f"question {qid}: session {sid} is not a list of turns")
        parsed = []
        for i, t in enumerate(turns):
            if not isinstance(t, dict) or "role" not in t or "content" not in t:
                raise DataError(f"question {qid}: session {sid} turn {i + 1} lacks role/content")
            parsed.append(Turn(str(t["role"]), str(t["content"]), bool(t.get("has_answer", False))))
        out.append(Session(str(sid), str(date_text), parse_date(str(date_text)), tuple(parsed)))
    qtype = str(need("question_type"))
    if qtype not in QUESTION_TYPES:
        raise DataError(f"question {qid}: unknown question_type {qtype!r}")
    date_text = str(need("question_date"))
    return Question(
        id=str(need("question_id")),
        type=qtype,
        question=str(need("question")),
        answer=str(need("answer")),
        date_text=date_text,
        date=parse_date(date_text),
        sessions=tuple(out),
        answer_session_ids=tuple(str(s) for s in raw.get("answer_session_ids", [])),
    )


def load(path: Path, limit: int | None = None) -> list[Question]:
    """Read a LongMemEval JSON file (a list; a JSONL file of entries works too).

    Args:
        path: e.g. ``longmemeval_s.json``.
        limit: only the first N questions (file order).

    Raises:
        DataError: malformed entries (the first one found), or duplicate question ids.
        OSError: the file cannot be read.
    """
    text = path.read_text(encoding="utf-8")
    try:
        raw = json.loads(text)
    except ValueError:
        try:
            raw = [json.loads(line) for line in text.splitlines() if line.strip()]
        except ValueError as exc:
            raise DataError(f"{path} is neither a JSON list nor JSONL: {exc}") from None
    if not isinstance(raw, list):
        raise DataError(f"{path}: expected a JSON list of questions")
    questions = [_entry(r, n) for n, r in enumerate(raw[: limit or None], 1)]
    ids = [q.id for q in questions]
    if len(set(ids)) != len(ids):
        raise DataError(f"{path}: duplicate question ids")
    return questions


def sha256_of(path: Path) -> str:
    """Hex SHA-256 of a file (recorded in every run's config, to refuse resuming on other data)."""
    with path.open("rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def import_rows(q: Question) -> tuple[list[str], int]:
    """The question's haystack as ``engram import`` JSONL lines, and the number of blank turns
    skipped (Engram refuses empty text).

    Each turn is an episode of the question's user: speaker = its role, session = its session id,
    reference time = the session's date plus one second per turn (to keep their order), and the
    turn id in metadata (``{"turn": "<session id>_<n>"}``). ``has_answer`` is not stored.
    """
    rows: list[str] = []
    blank = 0
    for s in q.sessions:
        for i, t in enumerate(s.turns):
            if not t.content.strip():
                blank += 1
                continue
            rows.append(
                json.dumps(
                    {
                        "text": t.content,
                        "speaker": t.role if t.role in ("user", "assistant") else "user",
                        "session_id": s.id,
                        "reference_time": (s.date + timedelta(seconds=i)).isoformat(),
                        "metadata": {"turn": turn_id(s.id, i)},
                    },
                    ensure_ascii=False,
                )
            )
    return rows, blank


def full_history(q: Question) -> str:
    """The whole haystack as LongMemEval's full-history reader sees it ("orig-session",
    history_format "json"): sessions sorted by their date string, each a JSON list of turns
    (``role``, ``content``) under a "### Session N" header."""
    ordered = sorted(q.sessions, key=lambda s: s.date_text)
    parts = []
    for n, s in enumerate(ordered, 1):
        turns = [{"role": t.role, "content": t.content} for t in s.turns]
        parts.append(LME_SESSION.format(n, s.date_text, "\n" + json.dumps(turns)))
    return "".join(parts)
