"""The QA benchmarks behind the command line: run, summarise, report (LongMemEval, LoCoMo).

Each ``evaluate_*`` function runs (or resumes) a benchmark into its results directory, then
recomputes the summary from the whole per-question log (so a resumed run reports every question,
not only the ones of its last process) and writes ``summary.json``, ``report.md`` and the plots.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bench import locomo, locomo_report, longmemeval, longmemeval_report
from bench.llm import ModelSpec, QAModels
from bench.runlog import CONFIG, QUESTIONS, Progress, RunLog, stamp


def qa_models(
    answer_model: str | None,
    judge_model: str | None,
    *,
    api_base: str,
    api_key_env: str,
    judge_api_base: str | None,
    judge_api_key_env: str | None,
    timeout_s: float,
    seed: int,
) -> QAModels | None:
    """The run's models, or None for a retrieval-only run.

    Raises:
        ValueError: a judge without an answer model or the reverse.
        ConfigError: litellm missing or an API key variable unset.
    """
    if answer_model is None and judge_model is None:
        return None
    if answer_model is None or judge_model is None:
        raise ValueError(
            "give both --answer-model and --judge-model (LongMemEval's official judge is "
            "gpt-4o-2024-08-06; Mem0's LoCoMo judge is gpt-4o-mini)"
        )
    answer = ModelSpec(answer_model, api_base, api_key_env, timeout_s)
    judge = ModelSpec(
        judge_model,
        api_base if judge_api_base is None else judge_api_base,
        api_key_env if judge_api_key_env is None else judge_api_key_env,
        timeout_s,
    )
    return QAModels(answer, judge, seed=seed)


def _records(out: Path, ids: list[str]) -> list[dict[str, Any]]:
    wanted = set(ids)
    return [r for r in RunLog(out / QUESTIONS).load() if str(r["id"]) in wanted]


def _run_info(progress: Progress) -> dict[str, Any]:
    return {
        "done_now": progress.done,
        "skipped_already_logged": progress.skipped,
        "failed": progress.failed,
        "wall_s": progress.wall_s,
    }


async def evaluate_longmemeval(
    opts: longmemeval.Options, qa: QAModels | None
) -> tuple[dict[str, Any], Progress]:
    """Run LongMemEval into ``opts.out``; returns the summary (also written there) and progress."""
    progress, questions = await longmemeval.run_longmemeval(opts, qa)
    config = json.loads((opts.out / CONFIG).read_text(encoding="utf-8"))
    records = _records(opts.out, [q.id for q in questions])
    summary = stamp(longmemeval_report.summarize(records, config))
    summary["run"] = _run_info(progress)
    longmemeval_report.write_report(summary, records, opts.out)
    return summary, progress


async def evaluate_locomo(
    opts: locomo.Options, qa: QAModels | None
) -> tuple[dict[str, Any], Progress]:
    """Run LoCoMo into ``opts.out``; returns the summary (also written there) and progress."""
    progress, ids = await locomo.run_locomo(opts, qa)
    config = json.loads((opts.out / CONFIG).read_text(encoding="utf-8"))
    records = _records(opts.out, ids)
    summary = stamp(locomo_report.summarize(records, config))
    summary["run"] = _run_info(progress)
    locomo_report.write_report(summary, records, opts.out)
    return summary, progress
