"""LongMemEval end to end on the tiny fixture against the loopback stub: log, summary, report,
plots, the full-context baseline, McNemar between the two, and resuming a killed run."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from bench.__main__ import main
from bench.evaluate import evaluate_longmemeval, qa_models
from bench.longmemeval import Options
from bench.longmemeval_data import load
from bench.mcnemar import mcnemar_exact
from bench.prompts import longmemeval_judge_prompt
from bench.runlog import RunLog
from tests.bench.stub import DONT_KNOW, StubLLM

TINY = Path(__file__).resolve().parents[1] / "data" / "longmemeval" / "tiny.json"
#: question prefix -> (what must be in the context, the stub's answer)
SCRIPT = {
    "What breed is my dog Biscuit?": ("corgi", "Biscuit is a corgi."),
    "Which pasta dish did you recommend": ("cacio e pepe", "You recommended cacio e pepe."),
    "Can you suggest a recipe for dinner tonight?": ("vegetarian", "You are vegetarian: a dal."),
    "How many musical instruments do I play?": ("violin", "3: guitar, piano and violin."),
    "How many days passed between my marathon": ("Lisbon", "12 days passed."),
    "Where do I work now?": ("Orchid Labs", "You work at Orchid Labs."),
}
ANSWER_MODEL = "openai/gpt-4o-mini"  # priced in litellm's local map: a real cost per question


def models(stub: StubLLM) -> Any:
    return qa_models(
        ANSWER_MODEL, "openai/stub-judge", api_base=stub.base, api_key_env="",
        judge_api_base=None, judge_api_key_env=None, timeout_s=10.0, seed=7,
    )  # fmt: skip


def records(out: Path) -> dict[str, dict[str, Any]]:
    return {r["id"]: r for r in RunLog(out / "questions.jsonl").load()}


def assert_png(path: Path) -> None:
    from matplotlib.image import imread

    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    img = imread(str(path))
    assert img.shape[0] > 200 and img.shape[1] > 400
    assert img.min() < img.max()  # something is drawn


async def test_tiny_fixture_end_to_end_engram_and_full_context(
    stub: StubLLM, tmp_path: Path
) -> None:
    import litellm

    stub.script = SCRIPT
    questions = {q.id: q for q in load(TINY)}

    # -- Engram: import, consolidate, recall, answer, judge -----------------------------------
    out = tmp_path / "engram"
    summary, progress = await evaluate_longmemeval(
        Options(data=TINY, out=out, embedding="hash", concurrency=2), models(stub)
    )
    assert (progress.done, progress.failed) == (8, 0)
    log = records(out)
    assert set(log) == set(questions)
    judged = {s.question: s for s in stub.of_kind("lme-judge")}
    answered = {s.question: s for s in stub.of_kind("answer")}
    assert len(judged) == len(answered) == 8
    for qid, r in log.items():
        q = questions[qid]
        assert (r["type"], r["abstention"], r["question"]) == (q.type, q.abstention, q.question)
        ask = answered[q.question]
        assert ask.prompt.startswith("I will give you several history chats between you and a "
                                     "user, as well as the relevant user facts")  # fmt: skip
        assert (
            f"\n\nCurrent Date: {q.date_text}\nQuestion: {q.question}\nAnswer (step by step):"
            in (ask.prompt)
        )
        assert ask.body["temperature"] == 0 and ask.body["seed"] == 7
        assert ask.body["max_tokens"] == 800
        assert r["answer"] == ask.reply
        # The judge got the official prompt of the question's type, with the logged answer.
        judge = judged[q.question]
        assert judge.prompt == longmemeval_judge_prompt(
            q.type, q.question, q.answer, r["answer"], abstention=q.abstention
        )
        assert judge.body["max_tokens"] == 10 and judge.body["temperature"] == 0
        assert r["judge_reply"] == judge.reply
        assert r["verdict"] == ("yes" in judge.reply.lower())
        # The stub answers right exactly when the needle reached the context.
        needle = next((n for p, (n, _) in SCRIPT.items() if q.question.startswith(p)), None)
        history = ask.prompt.split("\n\nCurrent Date:")[0]
        assert (r["answer"] != DONT_KNOW) == (needle is not None and needle in history)
        # Tokens and cost as the server reported them, priced from litellm's local map.
        price = litellm.model_cost["gpt-4o-mini"]
        u = r["answer_usage"]
        assert u["prompt_tokens"] == len(ask.prompt.split())
        assert u["cost_usd"] == pytest.approx(
            u["prompt_tokens"] * price["input_cost_per_token"]
            + u["completion_tokens"] * price["output_cost_per_token"]
        )
        assert r["judge_usage"]["cost_usd"] == 0.0  # the stub judge's model has no price
        assert set(r["latency_ms"]) >= {
            "ingest",
            "consolidate",
            "recall",
            "answer",
            "judge",
            "total",
        }
        assert (
            r["ingest"]["episodes"] == sum(len(s.turns) for s in q.sessions) - r["ingest"]["blank"]
        )
        ret = r["retrieval"]
        assert ret["gold_turns"] == sorted(q.gold_turns())
        if q.abstention or not q.gold_turns():
            assert ret["turn"] is None and ret["session"] is None
        else:
            assert ret["turn"]["recall_any@50"] == float(
                bool(set(ret["ranked_turns"]) & q.gold_turns())
            )
        for item in r["retrieved"]:  # the reader's explain data
            assert item["kind"] in ("fact", "episode") and isinstance(item["channel_ranks"], dict)
            assert item["channel_ranks"] and all(v >= 1 for v in item["channel_ranks"].values())
        assert r["context_tokens"] >= 0 and (r["context_tokens"] > 0) == (not r["recall_abstained"])
    # Abstention questions: nothing scripted, the model says it does not know, the judge agrees.
    assert log["lme_tr_02_abs"]["verdict"] is True
    assert "do not penalize off-by-one" in judged[questions["lme_tr_01"].question].prompt
    assert "unanswerable" in judged[questions["lme_tr_02_abs"].question].prompt

    # The summary aggregates the log the way LongMemEval's print_qa_metrics.py does.
    verdicts = [r["verdict"] for r in log.values()]
    qa = summary["qa"]
    assert qa["overall"] == {
        "n": 8,
        "correct": sum(verdicts),
        "accuracy": round(sum(verdicts) / 8, 4),
    }
    per_type = {t: [r["verdict"] for r in log.values() if r["type"] == t] for t in qa["by_type"]}
    assert {t: v["n"] for t, v in qa["by_type"].items()} == {t: len(v) for t, v in per_type.items()}
    assert qa["task_averaged_accuracy"] == pytest.approx(
        sum(sum(v) / len(v) for v in per_type.values()) / 6, abs=1e-4
    )
    assert qa["abstention"]["n"] == 2
    with_gold = [q for q in questions.values() if not q.abstention and q.gold_sessions()]
    assert summary["retrieval"]["session"]["n"] == len(with_gold) == 5
    assert summary["retrieval"]["turn"]["recall_any@10"] == pytest.approx(
        sum(r["retrieval"]["turn"]["recall_any@10"] for r in log.values() if r["retrieval"]["turn"])
        / 5,
        abs=1e-4,
    )
    assert summary["tokens"]["answer_prompt_total"] == sum(
        len(s.prompt.split()) for s in answered.values()
    )
    assert summary["cost_usd"]["total"] == pytest.approx(
        sum(r["cost_usd"] for r in log.values()), abs=1e-6
    )
    assert summary["latency_ms"]["answer"]["n"] == 8
    assert json.loads((out / "summary.json").read_text()) == summary
    report = (out / "report.md").read_text()
    o = qa["overall"]
    assert f"| overall | 8 | {o['correct']} | {o['accuracy']:.3f} |" in report
    assert "| recall_any@10 |" in report and "![latency per stage](latency.png)" in report
    assert "![scores per question type](scores.png)" in report
    assert_png(out / "latency.png")
    assert_png(out / "scores.png")
    assert not (out / "engram.db").exists()  # removed after a complete run

    # -- the full-context baseline: the whole haystack, the same models -----------------------
    stub.seen.clear()
    base = tmp_path / "full"
    full, _ = await evaluate_longmemeval(
        Options(data=TINY, out=base, mode="full-context", concurrency=2), models(stub)
    )
    assert full["retrieval"] is None
    assert full["qa"]["overall"]["accuracy"] == 1.0  # every needle is in the haystack
    for s in stub.of_kind("answer"):
        assert s.prompt.startswith("I will give you several history chats between you and a "
                                   "user. Please answer")  # fmt: skip
        assert "\n### Session 1:\nSession Date: " in s.prompt and "has_answer" not in s.prompt
    assert all(r["context_tokens"] > 0 for r in records(base).values())

    # -- McNemar between the two runs, from the command line -----------------------------------
    result = CliRunner().invoke(main, ["mcnemar", str(out), str(base)])
    assert result.exit_code == 0, result.output
    got = json.loads(result.output)
    a, b = records(out), records(base)
    n10 = sum(1 for q in a if a[q]["verdict"] and not b[q]["verdict"])
    n01 = sum(1 for q in a if not a[q]["verdict"] and b[q]["verdict"])
    assert (got["a_correct_b_wrong"], got["a_wrong_b_correct"]) == (n10, n01)
    assert got["paired"] == 8 and got["p_value"] == pytest.approx(mcnemar_exact(n10, n01))


async def test_a_killed_run_resumes_without_redoing_finished_questions(
    stub: StubLLM, tmp_path: Path
) -> None:
    stub.script = SCRIPT
    stub.gate_after_judges = 3  # the fourth question's requests hang: the run is killed there
    out = tmp_path / "run"
    opts = Options(data=TINY, out=out, embedding="hash")
    task = asyncio.ensure_future(evaluate_longmemeval(opts, models(stub)))
    for _ in range(600):
        if stub.held:
            break
        await asyncio.sleep(0.05)
    assert stub.held == 1
    task.cancel()  # the crash, in the middle of the fourth question
    with pytest.raises(asyncio.CancelledError):
        await task
    first = RunLog(out / "questions.jsonl").load()
    finished = {r["id"] for r in first}
    assert len(finished) == 3
    finished_questions = {r["question"] for r in first}

    stub.seen.clear()
    stub.gate_after_judges = None
    summary, progress = await evaluate_longmemeval(opts, models(stub))
    assert (progress.skipped, progress.done, progress.failed) == (3, 5, 0)
    asked_again = {s.question for s in stub.of_kind("answer")}
    assert not asked_again & finished_questions
    assert len(asked_again) == 5
    final = RunLog(out / "questions.jsonl").load()
    assert sorted(r["id"] for r in final) == sorted(q.id for q in load(TINY))  # once each
    assert summary["questions"] == 8 and summary["run"]["skipped_already_logged"] == 3
    # The interrupted question's haystack was imported before the crash: nothing is added twice.
    fourth = next(r for r in final if r["id"] == load(TINY)[3].id)
    assert fourth["ingest"]["added"] == 0 and fourth["ingest"]["episodes"] > 0
    assert all(r["ingest"]["added"] == r["ingest"]["episodes"] for r in final if r is not fourth)
