"""``python -m bench``: help on every command, timeline and latency results directories, and a
run killed with SIGKILL that resumes where it stopped."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from bench.__main__ import main
from bench.runlog import RunLog
from tests.bench.stub import StubLLM
from tests.bench.test_longmemeval_run import SCRIPT, TINY

REPO = Path(__file__).resolve().parents[2]
TIMELINE = REPO / "tests" / "data" / "timeline_unseen"


def test_every_command_has_help() -> None:
    assert isinstance(main, click.Group)
    expected = {"longmemeval", "locomo", "timeline", "latency", "all", "mcnemar"}
    assert expected <= set(main.commands)
    for name, command in main.commands.items():
        assert command.help and command.help.strip(), name
        result = CliRunner().invoke(main, [name, "--help"])
        assert result.exit_code == 0 and "Usage:" in result.output, name


def test_qa_needs_both_models_and_names_the_official_judge(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main,
        ["longmemeval", "--data", str(TINY), "--out", str(tmp_path), "--answer-model", "x"],
    )
    assert result.exit_code == 1
    assert "--judge-model" in result.output and "gpt-4o-2024-08-06" in result.output


def test_full_context_without_a_model_is_refused(tmp_path: Path) -> None:
    args = ["longmemeval", "--data", str(TINY), "--out", str(tmp_path), "--mode", "full-context"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1 and "needs --answer-model" in result.output


def test_timeline_data_dir_and_out(tmp_path: Path) -> None:
    data = tmp_path / "data" / "en"  # English only: Korean analysis adds ~10 s of warm-up
    data.mkdir(parents=True)
    names = ("cust-01.json", "cust-02.json")
    for name in names:
        shutil.copy(TIMELINE / "en" / name, data / name)
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["timeline", "--data", str(data.parent), "--out", str(out)])
    assert result.exit_code == 0, result.output
    summary = json.loads((out / "summary.json").read_text())
    truth = sum(len(json.loads((data / n).read_text())["truth"]) for n in names)
    assert summary["by_language"]["en"]["files"] == 2
    assert summary["all"]["items"] == summary["by_language"]["en"]["items"] == truth
    items = [json.loads(line) for line in (out / "items.jsonl").read_text().splitlines()]
    assert len(items) == truth
    assert summary["all"]["missing"] == sum(1 for i in items if i["status"] == "missing")
    report = (out / "report.md").read_text()
    pit = summary["all"]["point_in_time_accuracy"]
    assert f"| all | 2 | {truth} | {pit:.3f} |" in report
    assert (out / "scores.png").read_bytes()[:4] == b"\x89PNG"


def test_latency_smoke_run_writes_report_and_plot(tmp_path: Path) -> None:
    out = tmp_path / "latency"
    args = ["latency", "--hash", "--write-n", "30", "--import-n", "30", "--consolidation-n", "30",
            "--scale-n", "300", "--queries", "5", "--out", str(out)]  # fmt: skip
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    summary = json.loads((out / "summary.json").read_text())
    samples = json.loads((out / "samples.json").read_text())
    assert len(samples["add"]) == 30 and len(samples["recall_total"]) == 5
    assert summary["stages"]["add"]["n"] == 30
    assert (
        summary["stages"]["consolidation_step"]["n"]
        == summary["consolidation"]["episodes"]["processed"]
    )
    report = (out / "report.md").read_text()
    assert "hash embedder: a smoke run" in report and "| add | 30 |" in report
    assert (out / "latency.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.slow  # two fresh interpreters import litellm and Engram: ~20 s
async def test_sigkilled_run_resumes_without_redoing_finished_questions(
    stub: StubLLM, tmp_path: Path
) -> None:
    stub.script = SCRIPT
    stub.gate_after_judges = 2
    out = tmp_path / "run"
    cmd = [
        sys.executable, "-m", "bench", "longmemeval", "--data", str(TINY), "--out", str(out),
        "--embedding", "hash", "--answer-model", "openai/stub-answer",
        "--judge-model", "openai/stub-judge", "--api-base", stub.base, "--timeout-s", "30",
    ]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = await asyncio.create_subprocess_exec(
        *cmd, cwd=REPO, env=env, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE
    )
    for _ in range(1200):
        if stub.held or proc.returncode is not None:
            break
        await asyncio.sleep(0.05)
    assert stub.held == 1, "the run never reached the third question"
    proc.send_signal(signal.SIGKILL)
    await proc.wait()
    finished = {r["question"] for r in RunLog(out / "questions.jsonl").load()}
    assert len(finished) == 2

    stub.seen.clear()
    stub.gate_after_judges = None
    proc = await asyncio.create_subprocess_exec(
        *cmd, cwd=REPO, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    stdout, stderr = await proc.communicate()
    assert proc.returncode == 0, stderr.decode()[-2000:]
    assert not {s.question for s in stub.of_kind("answer")} & finished
    assert len(stub.of_kind("answer")) == 6
    log = RunLog(out / "questions.jsonl").load()
    assert sorted(r["id"] for r in log) == sorted(json.loads(TINY.read_text())[i]["question_id"]
                                                  for i in range(8))  # fmt: skip
    summary = json.loads(stdout)
    assert summary["questions"] == 8 and summary["run"]["skipped_already_logged"] == 2


def test_retrieval_only_run_needs_no_llm_and_no_gate_always_ranks(tmp_path: Path) -> None:
    out = tmp_path / "lme"
    args = ["longmemeval", "--data", str(TINY), "--embedding", "hash", "--no-gate",
            "--no-consolidate", "--limit", "4", "--out", str(out)]  # fmt: skip
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["qa"] is None and summary["questions"] == 4
    assert json.loads((out / "config.json").read_text())["gate"] is False
    log = RunLog(out / "questions.jsonl").load()
    for r in log:
        assert r["answer"] is None and r["verdict"] is None and r["cost_usd"] == 0.0
        assert r["retrieval"]["abstained"] is False and r["retrieval"]["ranked_sessions"]
    scored = [r["retrieval"]["session"] for r in log if r["retrieval"]["session"]]
    assert summary["retrieval"]["session"]["n"] == len(scored) == 3  # the ssa question has no gold
    assert summary["retrieval"]["session"]["recall_any@50"] == pytest.approx(
        sum(s["recall_any@50"] for s in scored) / 3, abs=1e-4
    )
    assert "## QA accuracy" not in (out / "report.md").read_text()
