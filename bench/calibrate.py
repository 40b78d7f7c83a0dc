"""Calibrating the abstention gate (``python -m bench calibrate``).

Procedure (documented in bench/README.md):
1. Labelled questions: the time-correctness suite's queries (each file has answerable ones and one
   about something never said: ``expect_abstain``), and LoCoMo questions of categories 1-4 from
   the first ``--locomo`` conversations (all answerable: their evidence is in the conversation).
2. Ingest and consolidate each source with the configured embedding model, ask every question
   with its ``as_of``, and record the gate's evidence (best dense similarity, lexical coverage).
3. Grid-search ``abstain_min_dense`` x ``abstain_min_coverage`` for the best balanced accuracy
   (mean of the abstention rate on unanswerable and the answer rate on answerable questions);
   ties go to the pair that abstains more (a false memory is worse than a missing one).
4. Report the pair, its confusion counts per source, and the config lines to paste.
"""

from __future__ import annotations

import json
import tempfile
from datetime import datetime, time
from pathlib import Path
from typing import Any

from bench.locomo import CATEGORIES, episodes_of
from bench.locomo import DEFAULT_DATA as LOCOMO
from bench.timeline import DEFAULT_DATA as TIMELINE
from bench.timeline import _tz
from engram import Engram, Settings


async def collect(
    timeline: Path, locomo: Path, locomo_convs: int, tmp: Path
) -> list[dict[str, Any]]:
    """Evidence for every labelled question: ``{source, question, abstain, dense, coverage}``."""
    rows: list[dict[str, Any]] = []
    async with Engram.open(Settings.load(storage={"path": str(tmp / "calibrate.db")})) as mem:
        for path in sorted(timeline.rglob("*.json")):
            case = json.loads(path.read_text(encoding="utf-8"))
            user = f"tl-{path.parent.name}-{path.stem}"
            for ep in case["episodes"]:
                await mem.add(ep["text"], user_id=user, reference_time=ep["reference_time"])
            await mem.consolidate(user_id=user)
            tz = _tz(case["timezone"])
            for q in case["queries"]:
                as_of = datetime.combine(
                    datetime.fromisoformat(q["as_of"]).date(), time(23, 59), tz
                )
                r = await mem.recall(q["question"], user_id=user, as_of=as_of)
                rows.append(
                    {
                        "source": f"timeline-{path.parent.name}",
                        "question": q["question"],
                        "abstain": bool(q["expect_abstain"]),
                        **_ev(r.evidence),
                    }
                )
            print(f"timeline {path.parent.name}/{path.name}", flush=True)
        convs = json.loads(locomo.read_text(encoding="utf-8"))[:locomo_convs]
        for conv in convs:
            user = conv["sample_id"]
            file = tmp / f"{user}.jsonl"
            file.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in episodes_of(conv)))
            await mem.import_jsonl(file, user_id=user)
            await mem.consolidate(user_id=user)
            for qa in conv["qa"]:
                if qa.get("category") in CATEGORIES:
                    r = await mem.recall(str(qa["question"]), user_id=user)
                    rows.append(
                        {
                            "source": "locomo",
                            "question": qa["question"],
                            "abstain": False,
                            **_ev(r.evidence),
                        }
                    )
            print(f"locomo {user}", flush=True)
    return rows


def _ev(evidence: dict[str, Any] | None) -> dict[str, float | int]:
    ev = evidence or {}
    dense = ev.get("dense_best")
    return {
        "dense": float(dense) if dense is not None else -1.0,
        "coverage": float(ev.get("lexical_coverage") or 0.0),
        "intent": int(ev.get("intent_facts") or 0),
        # A yes/no question a highly ranked fact's value answers (reader/gate.py).
        "value": int(bool(ev.get("value_matches")) and not ev.get("wh_question")),
        "hangul": int(bool(ev.get("hangul"))),
    }


def abstains(r: dict[str, Any], d: float, dh: float, c: float) -> bool:
    """The gate of reader/gate.py: a cued fact answers, so does a fact whose value a yes/no
    question names; else both bars must be missed (the dense bar of the query's script)."""
    bar = dh if r.get("hangul") else d
    return not r.get("intent") and not r.get("value") and r["dense"] < bar and r["coverage"] < c


def grid_search(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The (dense, coverage) bars with the best balanced accuracy."""
    pos = [r for r in rows if r["abstain"]]
    neg = [r for r in rows if not r["abstain"]]
    # Ties go to more abstention, then to the LOWEST bars reaching that score: the labelled set
    # has no answerable question that only meaning can answer (a paraphrase), so a higher bar
    # than the data needs would silently refuse those.
    best: tuple[float, float, float, float, float] | None = None
    grid = [i / 50 for i in range(51)]
    for d in grid:
        for dh in grid:
            for c20 in range(0, 21):
                c = c20 / 20
                tpr = sum(1 for r in pos if abstains(r, d, dh, c)) / max(1, len(pos))
                tnr = sum(1 for r in neg if not abstains(r, d, dh, c)) / max(1, len(neg))
                key = ((tpr + tnr) / 2, tpr, -d, -dh, -c)
                if best is None or key > best:
                    best = key
    assert best is not None
    bal, _, d, dh, c = best[0], best[1], -best[2], -best[3], -best[4]
    per_source: dict[str, dict[str, int]] = {}
    for r in rows:
        s = per_source.setdefault(
            r["source"], {"answerable": 0, "answered": 0, "unanswerable": 0, "abstained": 0}
        )
        gone = abstains(r, d, dh, c)
        if r["abstain"]:
            s["unanswerable"] += 1
            s["abstained"] += gone
        else:
            s["answerable"] += 1
            s["answered"] += not gone
    return {
        "abstain_min_dense": d,
        "abstain_min_dense_hangul": dh,
        "abstain_min_coverage": c,
        "balanced_accuracy": round(bal, 4),
        "questions": len(rows),
        "unanswerable": len(pos),
        "per_source": per_source,
    }


async def run_calibrate(
    timeline: Path | None, locomo: Path | None, locomo_convs: int, out_dir: Path
) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="engram-calibrate-") as tmp:
        rows = await collect(timeline or TIMELINE, locomo or LOCOMO, locomo_convs, Path(tmp))
    out_dir.mkdir(parents=True, exist_ok=True)
    with (out_dir / "evidence.jsonl").open("w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    result = grid_search(rows)
    return {
        "benchmark": "calibrate",
        **result,
        "config": f"abstain_min_dense = {result['abstain_min_dense']}\n"
        f"abstain_min_dense_hangul = {result['abstain_min_dense_hangul']}\n"
        f"abstain_min_coverage = {result['abstain_min_coverage']}",
    }
