"""The time-correctness suite (``python -m bench timeline``), scored exactly as its FORMAT.md says.

Each file is one user's 24 utterances; after ingesting and consolidating them, the stored facts
(current belief, closed ones included) are compared with the truth items at weekly checkpoints:
point-in-time accuracy, preservation (open items still open), change reflection (closed items
closed), wrongly closed, never closed and missing. The files' as-of ``queries`` are asked too and
answered offline (:mod:`bench.timeline_queries`). Any directory of that format works (``--data``).
"""

from __future__ import annotations

import json
import tempfile
import unicodedata
from collections.abc import Callable, Iterable
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from bench.timeline_queries import ask_queries
from engram import Engram, Fact, Settings
from engram.embedding import HashEmbedder

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "timeline" / "dev"


def squash(text: str) -> str:
    """NFC, case folding, all whitespace removed (FORMAT.md, "Matching")."""
    return "".join(unicodedata.normalize("NFC", text).casefold().split())


def matches(fact: Fact, aliases: Iterable[str]) -> bool:
    hay = (squash(fact.text), squash(fact.object))
    return any(squash(a) in h for a in aliases for h in hay)


def _tz(offset: str) -> timezone:
    sign = -1 if offset.startswith("-") else 1
    hours, minutes = offset.lstrip("+-").split(":")
    return timezone(sign * timedelta(hours=int(hours), minutes=int(minutes)))


def _local_date(dt: datetime, tz: timezone) -> date:
    return dt.astimezone(tz).date()


def valid_on(fact: Fact, day: date, tz: timezone, first_reference: dict[str, datetime]) -> bool:
    """Valid as of the end of local day ``day``: valid_at <= day and (no invalid_at or > day)."""
    start = fact.valid_at or first_reference.get(fact.id)
    if start is None or _local_date(start, tz) > day:
        return False
    return fact.invalid_at is None or _local_date(fact.invalid_at, tz) > day


def score_file(
    case: dict[str, Any], facts: list[Fact], first_reference: dict[str, datetime]
) -> dict[str, Any]:
    """Score one file's stored facts against its truth. Returns counts and per-item details."""
    tz = _tz(case["timezone"])
    checkpoints = [date.fromisoformat(c) for c in case["checkpoints"]]
    final = date.fromisoformat(case["final_as_of"])
    agree = total = 0
    items = []
    for item in case["truth"]:
        matched = [f for f in facts if matches(f, item["object_aliases"])]
        v_from = date.fromisoformat(item["valid_from"])
        v_to = date.fromisoformat(item["valid_to"]) if item["valid_to"] else None
        fuzzy = int(item["fuzzy_days"])
        for t in checkpoints:
            if abs((t - v_from).days) <= fuzzy or (v_to and abs((t - v_to).days) <= fuzzy):
                continue
            expected = v_from <= t and (v_to is None or t < v_to)
            predicted = any(valid_on(f, t, tz, first_reference) for f in matched)
            total += 1
            agree += expected == predicted
        still_valid = any(valid_on(f, final, tz, first_reference) for f in matched)
        if not matched:
            status = "missing"
        elif item["final"] == "open":
            status = "correct-open" if still_valid else "wrongly-closed"
        else:
            status = "never-closed" if still_valid else "correct-closed"
        items.append(
            {
                "user_id": case["user_id"],
                "key": item["key"],
                "final": item["final"],
                "status": status,
                "facts": [
                    {
                        "text": f.text,
                        "valid_at": f.valid_at.isoformat() if f.valid_at else None,
                        "invalid_at": f.invalid_at.isoformat() if f.invalid_at else None,
                    }
                    for f in matched
                ],
            }
        )
    return {"agree": agree, "total": total, "items": items}


def summarize(scored: list[dict[str, Any]]) -> dict[str, Any]:
    items = [i for s in scored for i in s["items"]]

    def count(status: str) -> int:
        return sum(1 for i in items if i["status"] == status)

    open_found = sum(1 for i in items if i["final"] == "open" and i["status"] != "missing")
    closed_found = sum(1 for i in items if i["final"] == "closed" and i["status"] != "missing")
    agree = sum(s["agree"] for s in scored)
    total = sum(s["total"] for s in scored)
    return {
        "files": len(scored),
        "items": len(items),
        "point_in_time_accuracy": round(agree / total, 4) if total else None,
        "preservation": round(count("correct-open") / open_found, 4) if open_found else None,
        "change_reflection": round(count("correct-closed") / closed_found, 4)
        if closed_found
        else None,
        "wrongly_closed": count("wrongly-closed"),
        "never_closed": count("never-closed"),
        "missing": count("missing"),
        "missing_share": round(count("missing") / len(items), 4) if items else None,
        "queries": _query_summary([q for s in scored for q in s.get("queries", [])]),
    }


def _query_summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """FORMAT.md's end-to-end check: the share of queries satisfied, and abstention separately."""
    abstain = [r for r in rows if r["expect_abstain"]]
    answerable = [r for r in rows if not r["expect_abstain"]]
    return {
        "n": len(rows),
        "satisfied": round(sum(r["passed"] for r in rows) / len(rows), 4) if rows else None,
        "answerable_satisfied": round(sum(r["passed"] for r in answerable) / len(answerable), 4)
        if answerable
        else None,
        "abstain_expected": len(abstain),
        "abstained_correctly": sum(r["passed"] for r in abstain),
        "abstained_wrongly": sum(r["abstained"] for r in answerable),
    }


async def run_file(
    path: Path, workdir: Path, edit: Callable[[str], str] | None = None
) -> dict[str, Any]:
    """Ingest one file into a fresh database, consolidate, score.

    ``edit``, when given, rewrites every utterance first (see ``bench/perturb.py``); the truth,
    dates and queries stay as they are.
    """
    case = json.loads(path.read_text(encoding="utf-8"))
    if edit is not None:
        for ep in case["episodes"]:
            ep["text"] = edit(ep["text"])
    settings = Settings.load(
        storage={"path": str(workdir / f"{path.parent.name}-{path.stem}.db")},
        embedding={"backend": "hash"},
        write={"future_tolerance_s": 10**9},  # a story may be dated after today (another year)
    )
    async with Engram.open(settings, embedder=HashEmbedder(settings.embedding.dim)) as mem:
        user = case["user_id"]
        ids: dict[str, datetime] = {}
        for ep in case["episodes"]:
            stored = await mem.add(
                ep["text"],
                user_id=user,
                reference_time=ep["reference_time"],
                speaker=ep.get("speaker", "user"),
            )
            ids[stored.id] = stored.reference_time
        report = await mem.consolidate(user_id=user)
        facts = await mem.facts(user_id=user, include_closed=True)
        queries = await ask_queries(mem, case, _tz(case["timezone"]), squash)
    first_reference = {
        f.id: min(ids[e] for e in f.source_episode_ids if e in ids)
        for f in facts
        if any(e in ids for e in f.source_episode_ids)
    }
    scored = score_file(case, facts, first_reference)
    scored["consolidation"] = report.to_dict()
    scored["queries"] = queries
    scored["language"] = case.get("language", path.parent.name)
    return scored


async def run_timeline(
    data: Path, out_dir: Path | None = None, edit: Callable[[str], str] | None = None
) -> dict[str, Any]:
    """Score every ``*.json`` under ``data`` (per language sub-folder); returns the summary.

    ``edit`` rewrites every utterance before it is added (a meaning-preserving perturbation).
    """
    files = sorted(data.rglob("*.json"))
    if not files:
        raise FileNotFoundError(f"no timeline files under {data}")
    by_lang: dict[str, list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory(prefix="engram-timeline-") as tmp:
        for i, path in enumerate(files, 1):
            scored = await run_file(path, Path(tmp), edit)
            by_lang.setdefault(scored["language"], []).append(scored)
            print(f"[{i}/{len(files)}] {path.parent.name}/{path.name}", flush=True)
    summary: dict[str, Any] = {
        "benchmark": "timeline",
        "data": str(data),
        "by_language": {lang: summarize(s) for lang, s in sorted(by_lang.items())},
        "all": summarize([s for ss in by_lang.values() for s in ss]),
    }
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
        with (out_dir / "items.jsonl").open("w", encoding="utf-8") as f:
            for ss in by_lang.values():
                for s in ss:
                    for item in s["items"]:
                        f.write(json.dumps(item, ensure_ascii=False) + "\n")
        with (out_dir / "queries.jsonl").open("w", encoding="utf-8") as f:
            for ss in by_lang.values():
                for s in ss:
                    for row in s["queries"]:
                        f.write(json.dumps(row, ensure_ascii=False) + "\n")
    return summary


def write_report(summary: dict[str, Any], out_dir: Path) -> Path:
    """Write ``report.md`` and ``scores.png`` (per language) beside the summary; returns the
    report's path."""
    from bench.report import md_table, plot_bars

    metrics = ("point_in_time_accuracy", "preservation", "change_reflection", "missing_share")
    groups = {**summary["by_language"], "all": summary["all"]}
    lines = [
        "# Time-correctness suite",
        "",
        f"Data `{summary['data']}`; scored as its FORMAT.md says (rule-based extraction, no LLM).",
        "",
        md_table(
            ["language", "files", "items", *metrics, "wrongly closed", "never closed", "missing"],
            [
                [
                    lang,
                    s["files"],
                    s["items"],
                    *(s[m] for m in metrics),
                    s["wrongly_closed"],
                    s["never_closed"],
                    s["missing"],
                ]
                for lang, s in groups.items()
            ],
        ),
        "",
        "As-of queries (FORMAT.md step 4), answered offline: the returned facts of the kind the "
        "best one is (bench/timeline_queries.py).",
        "",
        md_table(
            [
                "language",
                "queries",
                "satisfied",
                "answerable satisfied",
                "abstained correctly",
                "abstained wrongly",
            ],
            [
                [
                    lang,
                    s["queries"]["n"],
                    s["queries"]["satisfied"],
                    s["queries"]["answerable_satisfied"],
                    f"{s['queries']['abstained_correctly']}/{s['queries']['abstain_expected']}",
                    s["queries"]["abstained_wrongly"],
                ]
                for lang, s in groups.items()
            ],
        ),
        "",
    ]
    series = {m: {lang: s[m] for lang, s in groups.items()} for m in metrics}
    if plot_bars(series, out_dir / "scores.png", title="Time-correctness", ylabel="share"):
        lines += ["![scores per language](scores.png)", ""]
    path = out_dir / "report.md"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path
