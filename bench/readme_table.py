"""``python -m bench readme``: rewrite README.md's "latest results" table from bench/results/.

``make bench`` runs every offline benchmark, then this: for each benchmark (the timeline suite per
data folder) the newest ``summary.json`` under the results folder gives one row, and the rows
replace what stands between the two markers in README.md. Benchmarks with no results are left
out; nothing outside the markers changes.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

START = "<!-- bench:results:start -->"
END = "<!-- bench:results:end -->"

Row = tuple[str, str, str]  # what, command, result


def _ms(d: dict[str, Any] | None, *keys: str) -> str:
    d = d or {}
    return ", ".join(f"{k.removesuffix('_ms')} {d[k]} ms" for k in keys if k in d)


def _write(s: dict[str, Any]) -> Row:
    lat = _ms(s.get("latency"), "p50_ms", "p95_ms", "p99_ms", "max_ms")
    return (
        "`add` latency",
        f"`python -m bench write --n {s.get('n')}`",
        f"{lat}; {s.get('throughput_eps')} adds/s ({s.get('model')})",
    )


def _import(s: dict[str, Any]) -> Row:
    return (
        "bulk import",
        f"`python -m bench import --n {s.get('n')}`",
        f"{s.get('episodes_per_s')} episodes/s",
    )


def _consolidation(s: dict[str, Any]) -> Row:
    return (
        "consolidation, one worker",
        "`python -m bench consolidation`",
        f"{s.get('episodes_per_s')} episodes/s ({s.get('n')} episodes, {s.get('users')} users)",
    )


def _timeline(s: dict[str, Any]) -> Row:
    parts = []
    for lang, v in s.get("by_language", {}).items():
        q = v.get("queries") or {}
        parts.append(
            f"{lang}: point-in-time {v.get('point_in_time_accuracy')}, preservation "
            f"{v.get('preservation')}, change reflection {v.get('change_reflection')}, wrongly "
            f"closed {v.get('wrongly_closed')}, missing {v.get('missing')}/{v.get('items')}, "
            f"queries satisfied {q.get('satisfied')}"
        )
    data = Path(str(s.get("data", "")))
    shown = os.path.relpath(data, Path(__file__).resolve().parents[1])  # from the repo's root
    return (
        f"time-correctness suite ({data.name})",
        f"`python -m bench timeline --data {shown}`",
        "; ".join(parts),
    )


def _locomo(s: dict[str, Any]) -> Row:
    parts = []
    for name, table in s.get("systems", {}).items():
        a = table.get("all", {})
        parts.append(
            f"{name}: recall_any@10 {a.get('recall_any@10')}, recall@10 {a.get('recall@10')}, "
            f"NDCG@10 {a.get('ndcg@10')}"
        )
    return ("LoCoMo evidence retrieval", "`python -m bench locomo`", "; ".join(parts))


def _scale(s: dict[str, Any]) -> Row:
    rec = s.get("recall_ms", {})
    return (
        f"recall at {s.get('episodes')} episodes, one user",
        "`python -m bench scale`",
        f"total {_ms(rec.get('total'), 'p50_ms', 'p95_ms')}; dense "
        f"{_ms(rec.get('dense'), 'p50_ms', 'p95_ms')}",
    )


def _calibrate(s: dict[str, Any]) -> Row:
    bars = ", ".join(f"{k} {v}" for k, v in s.items() if k.startswith("abstain_min"))
    return ("abstention gate calibration", "`python -m bench calibrate`", bars)


def _sidecar(s: dict[str, Any]) -> Row:
    add = _ms((s.get("add_latency") or {}).get("latency"), "p50_ms", "p99_ms")
    rec = _ms((s.get("recall") or {}).get("latency"), "p50_ms", "p95_ms")
    cli = _ms((s.get("cli_add_wall") or {}).get("client_mode"), "mean_ms")
    load = s.get("load") or {}
    return (
        "the sidecar over its socket",
        "`python -m bench sidecar`",
        f"add {add}; recall at {(s.get('recall') or {}).get('episodes', {}).get('total', '?')}"
        f" episodes {rec}; `engram add` wall {cli}; load {load.get('stored')}/"
        f"{load.get('expected')} stored, {load.get('errors')} errors",
    )


def _soak(s: dict[str, Any]) -> Row:
    cfg, load = s.get("config", {}), s.get("load", {})
    ops = "; ".join(
        f"{op} {_ms(v.get('latency'), 'p50_ms', 'p99_ms')}"
        for op, v in (s.get("requests") or {}).items()
        if isinstance(v, dict)
    )
    rss = s.get("rss", {})
    verdict = "pass" if s.get("verdict", {}).get("pass") else "FAIL"
    return (
        f"soak, {cfg.get('minutes')} min at {cfg.get('rate')} req/s",
        "`python -m bench soak`",
        f"{verdict}: {load.get('sent')}/{load.get('scheduled')} sent, errors "
        f"{s.get('errors', {}).get('total')}; {ops}; RSS new high-water "
        f"{rss.get('new_high_water_mb')} MB",
    )


FORMATS: dict[str, Callable[[dict[str, Any]], Row]] = {
    "write": _write,
    "import": _import,
    "consolidation": _consolidation,
    "timeline": _timeline,
    "locomo": _locomo,
    "scale": _scale,
    "calibrate": _calibrate,
    "sidecar": _sidecar,
    "soak": _soak,
}


def latest(results: Path) -> dict[str, dict[str, Any]]:
    """The newest summary per benchmark (the timeline suite per data folder), by file time."""
    found: dict[str, tuple[float, dict[str, Any]]] = {}
    for path in results.glob("*/summary.json"):
        try:
            summary = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        name = summary.get("benchmark")
        if name not in FORMATS or summary.get("answer_model"):
            continue
        key = f"{name}:{Path(str(summary.get('data', ''))).name}" if name == "timeline" else name
        mtime = path.stat().st_mtime
        if key not in found or mtime > found[key][0]:
            found[key] = (mtime, summary)
    return {k: v for k, (_, v) in sorted(found.items())}


def render(summaries: dict[str, dict[str, Any]]) -> str:
    """A markdown table, one row per summary, in :data:`FORMATS` order."""
    order = list(FORMATS)
    rows = sorted(summaries.items(), key=lambda kv: (order.index(kv[0].split(":")[0]), kv[0]))
    lines = ["| what | command | result | finished |", "|---|---|---|---|"]
    for _, s in rows:
        what, command, result = FORMATS[s["benchmark"]](s)
        lines.append(f"| {what} | {command} | {result} | {s.get('finished_at', '')} |")
    return "\n".join(lines)


def update_readme(readme: Path, table: str) -> None:
    """Replace what stands between :data:`START` and :data:`END` in ``readme`` with ``table``.

    Raises:
        ValueError: the markers are missing or out of order.
    """
    text = readme.read_text(encoding="utf-8")
    start, end = text.find(START), text.find(END)
    if start < 0 or end < start:
        raise ValueError(f"{readme} has no {START} ... {END} block to rewrite")
    new = text[: start + len(START)] + "\n" + table + "\n" + text[end:]
    readme.write_text(new, encoding="utf-8")
