"""Loading LongMemEval's JSON format (the tiny fixture), gold evidence, import rows, full history."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bench.longmemeval_data import DataError, full_history, import_rows, load, parse_date

TINY = Path(__file__).resolve().parents[1] / "data" / "longmemeval" / "tiny.json"


def test_parse_date_reads_longmemevals_format_as_utc() -> None:
    assert parse_date("2023/05/20 (Sat) 02:21") == datetime(2023, 5, 20, 2, 21, tzinfo=UTC)
    assert parse_date("2023/5/2 (Tue) 9:05") == datetime(2023, 5, 2, 9, 5, tzinfo=UTC)
    with pytest.raises(DataError, match="2023-05-20"):
        parse_date("2023-05-20 02:21")


def test_load_the_tiny_fixture_every_type_and_abstention() -> None:
    qs = load(TINY)
    assert len(qs) == 8
    assert {q.type for q in qs} == {
        "single-session-user", "single-session-assistant", "single-session-preference",
        "multi-session", "temporal-reasoning", "knowledge-update",
    }  # fmt: skip
    assert [q.id for q in qs if q.abstention] == ["lme_ssu_02_abs", "lme_tr_02_abs"]
    assert load(TINY, limit=3)[-1].id == "lme_ssp_01"
    ms = next(q for q in qs if q.id == "lme_ms_01")
    assert ms.date == datetime(2023, 6, 10, 9, 0, tzinfo=UTC)
    assert ms.gold_turns() == {"answer_ms01_1_1", "answer_ms01_2_1"}
    assert ms.gold_sessions() == {"answer_ms01_1", "answer_ms01_2"}
    # Only user turns count as gold; the assistant-side evidence leaves no gold at either level.
    ssa = next(q for q in qs if q.id == "lme_ssa_01")
    assert ssa.gold_turns() == set() and ssa.gold_sessions() == set()
    # An abstention question's evidence session has no has_answer turn.
    assert next(q for q in qs if q.id == "lme_ssu_02_abs").gold_sessions() == set()


def test_import_rows_keep_order_roles_and_turn_ids_but_not_labels() -> None:
    q = next(q for q in load(TINY) if q.id == "lme_ssa_01")
    rows, blank = import_rows(q)
    assert blank == 1  # the filler session's empty user turn
    parsed = [json.loads(r) for r in rows]
    assert [p["metadata"]["turn"] for p in parsed] == [
        "answer_ssa01_1_1", "answer_ssa01_1_2", "sharegpt_f3_1", "sharegpt_f3_2",
    ]  # fmt: skip
    assert [p["speaker"] for p in parsed] == ["user", "assistant", "user", "assistant"]
    first = datetime.fromisoformat(parsed[0]["reference_time"])
    assert first == datetime(2023, 5, 12, 20, 5, tzinfo=UTC)
    assert datetime.fromisoformat(parsed[1]["reference_time"]) - first == timedelta(seconds=1)
    assert all("has_answer" not in r for r in rows)


def test_full_history_is_the_json_session_format_sorted_by_date() -> None:
    q = next(q for q in load(TINY) if q.id == "lme_ku_01")
    text = full_history(q)
    assert text.startswith("\n### Session 1:\nSession Date: 2023/03/01 (Wed) 09:00\n")
    assert text.index("Session Date: 2023/03/01") < text.index("Session Date: 2023/06/01")
    assert "\n### Session 3:\nSession Date: 2023/06/01 (Thu) 09:00\nSession Content:\n\n[" in text
    assert '{"role": "user", "content": "Big news: I left Nimbus' in text
    assert "has_answer" not in text


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda e: e.pop("question_date"), "missing field 'question_date'"),
        (lambda e: e["haystack_dates"].pop(), "session ids, 2 dates"),
        (lambda e: e.update(question_type="trivia"), "unknown question_type 'trivia'"),
        (lambda e: e["haystack_sessions"][0][0].pop("role"), "lacks role/content"),
    ],
    ids=["missing-field", "length-mismatch", "unknown-type", "turn-without-role"],
)
def test_malformed_entries_are_named(tmp_path: Path, mutate: object, message: str) -> None:
    data = json.loads(TINY.read_text(encoding="utf-8"))[:1]
    mutate(data[0])  # type: ignore[operator]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load(path)
    assert "question lme_ssu_01" in str(info.value) and message in str(info.value)
