"""LoCoMo's summary (from the per-question log) and its report: tables and plots.

Retrieval is reported per category (1-4) and system as before: recall_any / recall_all / LoCoMo
recall at k = 5, 10 and NDCG@10. QA (with an answer model) per category 1-5: the mean token-F1
(LoCoMo's metric) and the LLM-judge accuracy "J" (Mem0's; category 5 by LoCoMo's rule), overall
for categories 1-4 (as Mem0 reports) and 1-5.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.locomo import CATEGORIES, DEV_CONVERSATIONS, SYSTEMS
from bench.locomo_qa import QA_CATEGORIES
from bench.report import finish_report, md_table
from bench.stats import summarize_ms

STAGES = ("recall_depth10", "recall", "answer", "judge", "total")


def _mean(values: Sequence[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def _mean_rows(rows: Sequence[dict[str, float]]) -> dict[str, float | None]:
    keys = [k for k in rows[0] if k != "top10"] if rows else []
    return {k: _mean([float(r[k]) for r in rows]) for k in keys}


def _qa(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    answered = [r for r in records if r.get("answer") is not None]
    return {
        "n": len(answered),
        "f1": _mean([float(r["f1"]) for r in answered]),
        "judge_accuracy": _mean([1.0 if r["verdict"] else 0.0 for r in answered]),
    }


def latency_samples(records: Sequence[dict[str, Any]]) -> dict[str, list[float]]:
    """Stage -> per-question latencies in ms, from the log."""
    return {
        s: [float(r["latency_ms"][s]) for r in records if s in r.get("latency_ms", {})]
        for s in STAGES
    }


def splits(scored: Sequence[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per system, the retrieval means over the tuning conversations (``dev``,
    :data:`bench.locomo.DEV_CONVERSATIONS`) and over the rest (``held-out``):
    ``{system: {"dev": {"n", metric...}, "held-out": {...}}}``; a split without questions is left
    out."""
    out: dict[str, dict[str, Any]] = {}
    for name in SYSTEMS:
        parts = {
            "dev": [r["retrieval"][name] for r in scored if r["sample_id"] in DEV_CONVERSATIONS],
            "held-out": [
                r["retrieval"][name] for r in scored if r["sample_id"] not in DEV_CONVERSATIONS
            ],
        }
        table = {k: {"n": len(v), **_mean_rows(v)} for k, v in parts.items() if v}
        if table:
            out[name] = table
    return out


def summarize(records: Sequence[dict[str, Any]], config: dict[str, Any]) -> dict[str, Any]:
    """The run's ``summary.json`` from its log records.

    Returns:
        ``{"benchmark", "data", "conversations", "consolidated", "systems", "splits",
        "recall_latency_ms", "qa", "tokens", "cost_usd", "latency_ms", ...}`` (``splits``: see
        :func:`splits`); ``qa`` is None without an answer model.
    """
    summary: dict[str, Any] = {
        "benchmark": "locomo",
        "data": config.get("data"),
        "data_sha256": config.get("data_sha256"),
        "conversations": len({r["sample_id"] for r in records}),
        "consolidated": config.get("consolidate"),
        "mode": config.get("mode"),
        "answer_model": (config.get("answer_model") or {}).get("model"),
        "judge_model": (config.get("judge_model") or {}).get("model"),
        "seed": config.get("seed"),
        "questions": len(records),
        "systems": {},
    }
    scored = [r for r in records if r.get("retrieval")]
    for name in SYSTEMS:
        table: dict[str, Any] = {}
        for cat, label in CATEGORIES.items():
            rows = [r["retrieval"][name] for r in scored if r["category"] == cat]
            if rows:
                table[label] = {"n": len(rows), **_mean_rows(rows)}
        every = [r["retrieval"][name] for r in scored]
        if every:
            table["all"] = {"n": len(every), **_mean_rows(every)}
            summary["systems"][name] = table
    summary["splits"] = splits(scored)
    recall = latency_samples(records)["recall_depth10"]
    summary["recall_latency_ms"] = summarize_ms(recall)
    if any(r.get("answer") is not None for r in records):
        summary["qa"] = {
            "by_category": {
                label: _qa([r for r in records if r["category"] == cat])
                for cat, label in QA_CATEGORIES.items()
            },
            "categories_1_4": _qa([r for r in records if r["category"] in CATEGORIES]),
            "all": _qa(records),
        }
    else:
        summary["qa"] = None
    ctx = [int(r.get("context_tokens") or 0) for r in records if "context_tokens" in r]
    summary["tokens"] = {
        "context_mean": _mean([float(c) for c in ctx]),
        "answer_prompt_total": sum(
            int((r.get("answer_usage") or {}).get("prompt_tokens", 0)) for r in records
        ),
        "answer_completion_total": sum(
            int((r.get("answer_usage") or {}).get("completion_tokens", 0)) for r in records
        ),
        "judge_prompt_total": sum(
            int((r.get("judge_usage") or {}).get("prompt_tokens", 0)) for r in records
        ),
    }
    summary["cost_usd"] = round(sum(float(r.get("cost_usd") or 0.0) for r in records), 6)
    summary["latency_ms"] = {s: summarize_ms(v) for s, v in latency_samples(records).items() if v}
    return summary


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
        "# LoCoMo",
        "",
        f"Data `{summary['data']}`, {summary['conversations']} conversations, "
        f"{summary['questions']} questions; consolidated: {summary['consolidated']}. "
        f"Answer model: {summary['answer_model'] or '—'}; judge: {summary['judge_model'] or '—'}; "
        f"QA context: {summary['mode']}.",
        "",
    ]
    plots: dict[str, dict[str, float | None]] = {}
    if summary["systems"]:
        rows = [
            [name, cat, v["n"], v.get("recall_any@10"), v.get("recall_all@10"),
             v.get("recall@10"), v.get("ndcg@10")]
            for name, table in summary["systems"].items()
            for cat, v in table.items()
        ]  # fmt: skip
        lines += [
            "## Evidence retrieval (categories 1-4)",
            "",
            md_table(
                [
                    "system",
                    "category",
                    "n",
                    "recall_any@10",
                    "recall_all@10",
                    "recall@10",
                    "ndcg@10",
                ],
                rows,
            ),
            "",
        ]
        plots.update(
            {
                f"{name} recall@10": {c: v.get("recall@10") for c, v in t.items() if c != "all"}
                for name, t in summary["systems"].items()
            }
        )
    if summary.get("splits"):
        rows = [
            [name, part, v["n"], v.get("recall_any@10"), v.get("recall@10"), v.get("ndcg@10")]
            for name, table in summary["splits"].items()
            for part, v in table.items()
        ]
        lines += [
            "## Tuning split (dev: the conversations the fusion settings were chosen on)",
            "",
            md_table(["system", "split", "n", "recall_any@10", "recall@10", "ndcg@10"], rows),
            "",
        ]
    qa = summary.get("qa")
    if qa:
        rows = [[c, v["n"], v["f1"], v["judge_accuracy"]] for c, v in qa["by_category"].items()]
        rows.append(["categories 1-4", qa["categories_1_4"]["n"], qa["categories_1_4"]["f1"],
                     qa["categories_1_4"]["judge_accuracy"]])  # fmt: skip
        rows.append(["all", qa["all"]["n"], qa["all"]["f1"], qa["all"]["judge_accuracy"]])
        lines += [
            "## QA (token-F1 as in LoCoMo; J = Mem0's LLM judge, category 5 by LoCoMo's rule)",
            "",
            md_table(["category", "n", "F1", "J"], rows),
            "",
        ]
        plots = {
            "F1": {c: v["f1"] for c, v in qa["by_category"].items() if v["n"]},
            "J": {c: v["judge_accuracy"] for c, v in qa["by_category"].items() if v["n"]},
        }
    lines += [
        "## Tokens, cost, latency",
        "",
        f"Context tokens (mean): {summary['tokens']['context_mean']}; answer prompt tokens: "
        f"{summary['tokens']['answer_prompt_total']}; cost: {summary['cost_usd']:.6f} USD.",
        "",
        md_table(
            ["stage", "n", "p50 ms", "p95 ms", "max ms"],
            [
                [s, v["n"], v["p50_ms"], v["p95_ms"], v["max_ms"]]
                for s, v in summary["latency_ms"].items()
            ],
        ),
        "",
    ]
    return finish_report(
        lines, out, latency=latency_samples(records), scores=plots, name="LoCoMo", per="category"
    )
