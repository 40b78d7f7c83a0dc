"""LoCoMo evidence retrieval (``python -m bench locomo``).

Maharana et al., "Evaluating Very Long-Term Conversational Memory of LLM Agents", ACL 2024. Each
dialog turn becomes an episode of its conversation's user (reference time = its session's date,
read as UTC since the data has no zone; an image turn carries its BLIP caption; the content is
"Speaker: text" because the conversation is between two named people). Questions of categories 1-4
(1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop) are asked; a returned fact counts through
its source episodes. Reported per category at k = 5 and 10: recall_any, recall_all, LoCoMo's
recall@k and NDCG@10, for Engram and, in the same run, a BM25-only baseline (rank-bm25 over the
same analysed tokens) and a dense-only baseline (Engram's dense channel alone).
"""

from __future__ import annotations

import json
import re
import tempfile
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench import metrics
from engram import Engram, RecallResult, Settings

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
KS = (5, 10)
_EVIDENCE = re.compile(r"D\d+:\d+")


def parse_session_time(text: str) -> datetime:
    """'1:56 pm on 8 May, 2023' -> aware UTC datetime."""
    cleaned = " ".join(text.replace(",", " ").split())
    for fmt in ("%I:%M %p on %d %B %Y", "%I:%M%p on %d %B %Y", "%H:%M on %d %B %Y"):
        try:
            return datetime.strptime(cleaned, fmt).replace(tzinfo=UTC)
        except ValueError:
            continue
    raise ValueError(f"unrecognised LoCoMo session time {text!r}")


def parse_evidence(raw: Sequence[Any]) -> list[str]:
    """Evidence ids, tolerating malformed strings ('D8:6; D9:17', 'D9:1 D4:4')."""
    out: list[str] = []
    for item in raw:
        out += _EVIDENCE.findall(str(item))
    return metrics.dedupe(out)


def episodes_of(conv: dict[str, Any]) -> list[dict[str, Any]]:
    """One JSONL import row per dialog turn, with its dia_id in metadata."""
    c = conv["conversation"]
    rows: list[dict[str, Any]] = []
    n = 1
    while f"session_{n}" in c:
        when = parse_session_time(c[f"session_{n}_date_time"])
        for i, turn in enumerate(c[f"session_{n}"]):
            text = f"{turn['speaker']}: {turn.get('text', '')}".strip()
            if turn.get("blip_caption"):
                text += f" [shares a photo: {turn['blip_caption']}]"
            rows.append(
                {
                    "text": text,
                    # Turns keep their order: one second apart within the session.
                    "reference_time": when.replace(second=min(59, i % 60)).isoformat(),
                    "session_id": f"session_{n}",
                    "metadata": {"dia_id": turn["dia_id"], "speaker_name": turn["speaker"]},
                }
            )
        n += 1
    return rows


def ranked_dia_ids(result: RecallResult, dia_of: dict[str, str]) -> list[str]:
    """Facts (through their source episodes) and episodes, merged by fused score."""
    items: list[tuple[float, list[str]]] = [
        (f.score, [dia_of[e] for e in f.fact.source_episode_ids if e in dia_of])
        for f in result.facts
    ]
    items += [(e.score, [dia_of[e.episode.id]]) for e in result.episodes if e.episode.id in dia_of]
    items.sort(key=lambda x: -x[0])
    return metrics.dedupe([d for _, ds in items for d in ds])


def score(ranked: list[str], gold: set[str]) -> dict[str, float]:
    out = {}
    for k in KS:
        out[f"recall_any@{k}"] = metrics.recall_any(ranked, gold, k)
        out[f"recall_all@{k}"] = metrics.recall_all(ranked, gold, k)
        out[f"recall@{k}"] = metrics.recall_fraction(ranked, gold, k)
    out["ndcg@10"] = metrics.ndcg(ranked, gold, 10)
    return out


def _mean(rows: list[dict[str, float]]) -> dict[str, float]:
    keys = rows[0].keys() if rows else []
    return {k: round(sum(r[k] for r in rows) / len(rows), 4) for k in keys}


async def run_locomo(
    data: Path, *, consolidate: bool, limit: int | None, out_dir: Path, model: str | None = None
) -> dict[str, Any]:
    """Run the benchmark; writes ``questions.jsonl`` in ``out_dir`` and returns the summary."""
    from rank_bm25 import BM25Okapi

    convs = json.loads(data.read_text(encoding="utf-8"))[: limit or None]
    log_path = out_dir / "questions.jsonl"
    out_dir.mkdir(parents=True, exist_ok=True)
    per_system: dict[str, dict[int, list[dict[str, float]]]] = {}
    latencies: list[float] = []
    with tempfile.TemporaryDirectory(prefix="engram-locomo-") as tmp, log_path.open("w") as log:
        overrides: dict[str, Any] = {"storage": {"path": str(Path(tmp) / "locomo.db")}}
        if model:
            overrides["embedding"] = {"model": model}
        async with Engram.open(Settings.load(**overrides)) as mem:
            for ci, conv in enumerate(convs, 1):
                user = conv["sample_id"]
                rows = episodes_of(conv)
                path = Path(tmp) / f"{user}.jsonl"
                path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n")
                t0 = time.perf_counter()
                await mem.import_jsonl(path, user_id=user)
                if consolidate:
                    await mem.consolidate(user_id=user)
                stored = await mem.episodes(user_id=user)
                dia_of = {e.id: e.metadata["dia_id"] for e in stored}
                ordered = [
                    (e.metadata["dia_id"], mem.analyzer.index_tokens(e.content)) for e in stored
                ]
                bm25 = BM25Okapi([toks or ["_"] for _, toks in ordered])
                print(
                    f"[{ci}/{len(convs)}] {user}: {len(rows)} turns ingested in "
                    f"{time.perf_counter() - t0:.1f} s",
                    flush=True,
                )
                for qi, qa in enumerate(conv["qa"]):
                    cat = int(qa.get("category", 0))
                    if cat not in CATEGORIES:
                        continue
                    gold = set(parse_evidence(qa.get("evidence", []))) & set(dia_of.values())
                    if not gold:
                        continue
                    q = str(qa["question"])
                    t1 = time.perf_counter()
                    full = await mem.recall(q, user_id=user, k=10, budget_tokens=1_000_000)
                    latencies.append((time.perf_counter() - t1) * 1000)
                    dense = await mem.recall(
                        q, user_id=user, k=10, budget_tokens=1_000_000, channels=("dense",)
                    )
                    scores = bm25.get_scores(mem.analyzer.query_tokens(q) or ["_"])
                    top = sorted(range(len(ordered)), key=lambda i: -scores[i])[:10]
                    runs = {
                        "engram": [] if full.abstained else ranked_dia_ids(full, dia_of),
                        "dense-only": ranked_dia_ids(dense, dia_of),
                        "bm25-only": [ordered[i][0] for i in top],
                    }
                    entry: dict[str, Any] = {
                        "sample_id": user,
                        "qi": qi,
                        "category": cat,
                        "question": q,
                        "gold": sorted(gold),
                        "abstained": full.abstained,
                        "latency_ms": round(latencies[-1], 1),
                    }
                    for name, ranked in runs.items():
                        s = score(ranked, gold)
                        per_system.setdefault(name, {}).setdefault(cat, []).append(s)
                        entry[name] = {"top10": ranked[:10], **s}
                    log.write(json.dumps(entry, ensure_ascii=False) + "\n")
    summary: dict[str, Any] = {
        "benchmark": "locomo",
        "data": str(data),
        "conversations": len(convs),
        "consolidated": consolidate,
        "systems": {},
    }
    for name, by_cat in per_system.items():
        table = {CATEGORIES[c]: {"n": len(r), **_mean(r)} for c, r in sorted(by_cat.items())}
        every = [s for r in by_cat.values() for s in r]
        table["all"] = {"n": len(every), **_mean(every)}
        summary["systems"][name] = table
    lat = sorted(latencies)
    summary["recall_latency_ms"] = (
        {
            "p50": round(lat[len(lat) // 2], 1),
            "p95": round(lat[int(len(lat) * 0.95)], 1),
        }
        if lat
        else {}
    )
    return summary
