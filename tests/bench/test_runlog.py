"""The per-question log as a checkpoint: torn lines, config checks, the bounded resumable runner."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from bench.runlog import ResumeMismatchError, RunLog, check_config, run_resumable


def test_a_torn_last_line_is_dropped_and_cut_off_the_file(tmp_path: Path) -> None:
    log = RunLog(tmp_path / "q.jsonl")
    log.append({"id": "a", "x": 1})
    log.append({"id": "b", "x": "é"})
    whole = log.path.read_bytes()
    with log.path.open("ab") as f:
        f.write(b'{"id": "c", "x"')  # killed mid-write
    assert [r["id"] for r in log.load()] == ["a", "b"]
    assert log.path.read_bytes() == whole  # repaired: the next append starts a fresh line
    log.append({"id": "c", "x": 3})
    assert log.done() == {"a", "b", "c"}


def test_a_corrupt_complete_line_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "q.jsonl"
    path.write_text('{"id": "a"}\nnot json\n{"id": "c"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="line 2 is not JSON"):
        RunLog(path).load()


def test_resume_refuses_other_settings(tmp_path: Path) -> None:
    check_config(tmp_path, {"seed": 7, "mode": "engram", "limit": 3}, keys=("seed", "mode"))
    check_config(tmp_path, {"seed": 7, "mode": "engram", "limit": 9}, keys=("seed", "mode"))
    with pytest.raises(ResumeMismatchError, match=r"mode='engram'.*mode='full-context'"):
        check_config(tmp_path, {"seed": 7, "mode": "full-context"}, keys=("seed", "mode"))
    assert json.loads((tmp_path / "config.json").read_text())["limit"] == 3  # first run's


async def test_runner_skips_logged_items_records_failures_and_bounds_concurrency(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[str] = []
    running, peak = 0, 0

    async def work(item: str) -> dict[str, Any]:
        nonlocal running, peak
        calls.append(item)
        running += 1
        peak = max(peak, running)
        await asyncio.sleep(0.01)
        running -= 1
        if item == "bad":
            raise RuntimeError("boom")
        return {"value": item.upper()}

    items = ["a", "b", "bad", "c", "d"]
    first = await run_resumable(items, key=str, work=work, out=tmp_path, concurrency=2, label="t")
    assert (first.done, first.failed, first.skipped) == (4, 1, 0)
    assert peak == 2
    errors = RunLog(tmp_path / "errors.jsonl").load()
    assert [e["id"] for e in errors] == ["bad"] and "RuntimeError: boom" in errors[0]["error"]
    assert "Traceback" in errors[0]["traceback"]
    out = capsys.readouterr().err
    assert "[5/5] t" in out and "bad FAILED (RuntimeError)" in out

    calls.clear()
    second = await run_resumable(items, key=str, work=work, out=tmp_path, concurrency=2, label="t")
    assert calls == ["bad"]  # only the failed one runs again
    assert (second.skipped, second.failed) == (4, 1)
    records = RunLog(tmp_path / "questions.jsonl").load()
    assert sorted(r["id"] for r in records) == ["a", "b", "c", "d"]
    assert {r["id"]: r["value"] for r in records}["c"] == "C"


async def test_runner_refuses_duplicate_ids(tmp_path: Path) -> None:
    async def work(item: str) -> dict[str, Any]:
        return {}

    with pytest.raises(ValueError, match="not unique"):
        await run_resumable(["a", "a"], key=str, work=work, out=tmp_path)
