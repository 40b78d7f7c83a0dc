"""LongMemEval's summary (from the per-question log) and its report: tables and plots.

QA accuracy is aggregated as LongMemEval's ``src/evaluation/print_qa_metrics.py`` does: per
question type (abstention questions counted in their type), the task-averaged accuracy (mean of
the six per-type accuracies), the overall accuracy and the abstention accuracy. Retrieval metrics
are means over the questions with gold evidence at that level, abstention questions excluded.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.longmemeval import KS
from bench.longmemeval_data import QUESTION_TYPES
from bench.report import finish_report, md_table
from bench.stats import summarize_ms

STAGES = ("ingest", "consolidate", "recall_depth50", "recall", "answer", "judge", "total")


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def _accuracy(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    judged = [r for r in records if r.get("verdict") is not None]
    return {
        "n": len(judged),
        "correct": sum(1 for r in judged if r["verdict"]),
        "accuracy": _mean([1.0 if r["verdict"] else 0.0 for r in judged]),
    }


def _retrieval(records: Sequence[dict[str, Any]], level: str) -> dict[str, Any]:
    rows = [r["retrieval"][level] for r in records if (r.get("retrieval") or {}).get(level)]
    out: dict[str, Any] = {"n": len(rows)}
    if rows:
        out.update({key: _mean([row[key] for row in rows]) for key in rows[0]})
    return out


def summarize(records: Sequence[dict[str, Any]], config: dict[str, Any]) -> dict[str, Any]:
    """The run's ``summary.json`` from its log records (any order; one per question).

    Returns:
        ``{"benchmark", "mode", "questions", "qa", "retrieval", "tokens", "cost_usd",
        "latency_ms", ...}``; ``qa`` is None without an answer model, ``retrieval`` None in
        full-context mode.
    """
    summary: dict[str, Any] = {
        "benchmark": "longmemeval",
        "mode": config.get("mode"),
        "data": config.get("data"),
        "data_sha256": config.get("data_sha256"),
        "answer_model": (config.get("answer_model") or {}).get("model"),
        "judge_model": (config.get("judge_model") or {}).get("model"),
        "reading": config.get("reading"),
        "seed": config.get("seed"),
        "questions": len(records),
        "by_type_count": {t: sum(1 for r in records if r["type"] == t) for t in QUESTION_TYPES},
        "abstention_questions": sum(1 for r in records if r["abstention"]),
    }
    if any(r.get("verdict") is not None for r in records):
        by_type = {t: _accuracy([r for r in records if r["type"] == t]) for t in QUESTION_TYPES}
        present = [v["accuracy"] for v in by_type.values() if v["accuracy"] is not None]
        summary["qa"] = {
            "overall": _accuracy(records),
            "task_averaged_accuracy": _mean(present),
            "abstention": _accuracy([r for r in records if r["abstention"]]),
            "by_type": by_type,
        }
    else:
        summary["qa"] = None
    if any(r.get("retrieval") for r in records):
        summary["retrieval"] = {
            "session": _retrieval(records, "session"),
            "turn": _retrieval(records, "turn"),
            "by_type": {
                t: {
                    lvl: _retrieval([r for r in records if r["type"] == t], lvl)
                    for lvl in ("session", "turn")
                }
                for t in QUESTION_TYPES
            },
            "recall_abstained": sum(
                1 for r in records if (r.get("retrieval") or {}).get("abstained")
            ),
        }
    else:
        summary["retrieval"] = None
    ctx = [int(r.get("context_tokens") or 0) for r in records]
    tokens = {
        "context_mean": _mean([float(c) for c in ctx]),
        "context_max": max(ctx, default=0),
    }
    for role in ("answer", "judge"):
        us = [r[f"{role}_usage"] for r in records if r.get(f"{role}_usage")]
        tokens[f"{role}_prompt_total"] = sum(u["prompt_tokens"] for u in us)
        tokens[f"{role}_completion_total"] = sum(u["completion_tokens"] for u in us)
    summary["tokens"] = tokens
    answer_cost = sum(float((r.get("answer_usage") or {}).get("cost_usd", 0.0)) for r in records)
    judge_cost = sum(float((r.get("judge_usage") or {}).get("cost_usd", 0.0)) for r in records)
    summary["cost_usd"] = {
        "answer": round(answer_cost, 6),
        "judge": round(judge_cost, 6),
        "total": round(answer_cost + judge_cost, 6),
    }
    summary["latency_ms"] = {s: summarize_ms(v) for s, v in latency_samples(records).items() if v}
    return summary


def latency_samples(records: Sequence[dict[str, Any]]) -> dict[str, list[float]]:
    """Stage -> per-question latencies in ms, from the log."""
    return {
        s: [float(r["latency_ms"][s]) for r in records if s in r.get("latency_ms", {})]
        for s in STAGES
    }


def write_report(summary: dict[str, Any], records: Sequence[dict[str, Any]], out: Path) -> Path:
    """Write ``summary.json``, ``report.md``, ``latency.png`` and ``scores.png`` into ``out``.

    Returns:
        The path of ``report.md``.
    """
    out.mkdir(parents=True, exist_ok=True)
    (out / "summary.json").write_text(
        json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    lines = [
        f"# LongMemEval: {summary['mode']}",
        "",
        f"Data `{summary['data']}` (sha256 {str(summary['data_sha256'])[:12]}...), "
        f"{summary['questions']} questions ({summary['abstention_questions']} abstention). "
        f"Answer model: {summary['answer_model'] or '—'}; judge: {summary['judge_model'] or '—'}; "
        f"reading: {summary['reading']}; seed {summary['seed']}.",
        "",
    ]
    plots: dict[str, dict[str, float | None]] = {}
    qa = summary.get("qa")
    if qa:
        rows = [
            [t, v["n"], v["correct"], v["accuracy"]] for t, v in qa["by_type"].items() if v["n"]
        ]
        rows.append(["task-averaged", "", "", qa["task_averaged_accuracy"]])
        o, a = qa["overall"], qa["abstention"]
        rows.append(["overall", o["n"], o["correct"], o["accuracy"]])
        rows.append(["abstention (_abs)", a["n"], a["correct"], a["accuracy"]])
        lines += [
            "## QA accuracy (official LongMemEval judge prompts)",
            "",
            md_table(["question type", "n", "correct", "accuracy"], rows),
            "",
        ]
        plots["accuracy"] = {t: v["accuracy"] for t, v in qa["by_type"].items() if v["n"]}
    ret = summary.get("retrieval")
    if ret:
        rows = [
            [f"{m}@{k}", ret["session"].get(f"{m}@{k}"), ret["turn"].get(f"{m}@{k}")]
            for m in ("recall_any", "recall_all", "ndcg_any")
            for k in KS
        ]
        lines += [
            "## Retrieval (no LLM; abstention questions excluded)",
            "",
            f"Questions with gold evidence: {ret['session']['n']} (session), "
            f"{ret['turn']['n']} (turn); the recall abstained on {ret['recall_abstained']}.",
            "",
            md_table(["metric", "session", "turn"], rows),
            "",
            md_table(
                ["question type", "n", "session recall_all@10", "turn recall_all@10"],
                [
                    [
                        t,
                        v["session"]["n"],
                        v["session"].get("recall_all@10"),
                        v["turn"].get("recall_all@10"),
                    ]
                    for t, v in ret["by_type"].items()
                    if v["session"]["n"]
                ],
            ),
            "",
        ]
        plots["session recall_all@10"] = {
            t: v["session"].get("recall_all@10") for t, v in ret["by_type"].items()
        }
    tok, cost = summary["tokens"], summary["cost_usd"]
    lines += [
        "## Tokens and cost",
        "",
        md_table(
            [
                "context tokens (mean)",
                "answer prompt",
                "answer completion",
                "judge prompt",
                "judge completion",
                "cost (USD)",
            ],
            [
                [
                    tok["context_mean"],
                    tok["answer_prompt_total"],
                    tok["answer_completion_total"],
                    tok["judge_prompt_total"],
                    tok["judge_completion_total"],
                    f"{cost['total']:.6f}",
                ]
            ],
        ),
        "",
        "## Latency per question (ms)",
        "",
        md_table(
            ["stage", "n", "p50", "p95", "p99", "max"],
            [
                [s, v["n"], v["p50_ms"], v["p95_ms"], v["p99_ms"], v["max_ms"]]
                for s, v in summary["latency_ms"].items()
            ],
        ),
        "",
    ]
    return finish_report(
        lines, out, latency=latency_samples(records), scores=plots, name="LongMemEval", per="question type"
    )
