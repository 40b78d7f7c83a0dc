"""A battery of mini-stories (``python -m bench battery``): one kind of fact, many wordings.

The timeline suite (:mod:`bench.timeline`) tells one long story per user; a battery item is a
short one (1-4 utterances) that states one kind of fact of that story (a former home, a planned
quit, a tier switch, a second pet, ...) in one of many wordings, with every fact it states and
that fact's interval. It finds which *kinds* of sentence the extractor misses, at a glance.

Item format (a JSON list per file, one file per kind)::

    {"id": "en-residence_C-01", "language": "en", "timezone": "-05:00",
     "episodes": [{"text": "...", "reference_time": "2027-01-08T10:15:00-05:00"}, ...],
     "expect": [{"key": "residence_C", "aliases": ["Boise"], "valid_from": "2016-01-01",
                 "valid_to": "2027-01-01", "fuzzy_days": 7}, ...],
     "must_not": ["Denver"]}

Scoring follows the timeline FORMAT.md contract per expected fact: a matching fact (text or
object contains an alias, whitespace and case ignored) must exist (else ``missing``); its final
status at the last utterance must agree (``wrongly-closed``, ``never-closed``); and it must be
valid exactly when expected on the days that test the interval (each utterance's day and one
day beyond ``fuzzy_days`` on either side of each boundary, up to the last utterance) (else
``pit``). ``must_not`` lists objects of hypotheticals: any fact matching one is a failure.
"""

from __future__ import annotations

import json
import tempfile
from collections import Counter
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.timeline import _local_date, _tz, matches, valid_on
from engram import Engram, Fact, Settings
from engram.embedding import HashEmbedder

DEFAULT_DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "timeline_battery"


def score_item(item: dict[str, Any], facts: list[Fact], first_reference: dict[str, datetime]) -> list[dict[str, Any]]:
    """Per expected fact: ``{"key", "status", "wrong"}``; status ``ok`` | ``missing`` |
    ``wrongly-closed`` | ``never-closed`` | ``pit``; ``wrong`` lists the days that disagree."""
    tz = _tz(item["timezone"])
    days_said = [_local_date(datetime.fromisoformat(e["reference_time"]), tz) for e in item["episodes"]]
    last = days_said[-1]
    out: list[dict[str, Any]] = []
    for ex in item["expect"]:
        fuzzy = int(ex.get("fuzzy_days", 3))
        v_from = date.fromisoformat(ex["valid_from"])
        v_to = date.fromisoformat(ex["valid_to"]) if ex.get("valid_to") else None
        found = [f for f in facts if matches(f, ex["aliases"])]
        if not found:
            out.append({"key": ex["key"], "status": "missing", "wrong": []})
            continue
        probe = set(days_said) | {v_from + timedelta(days=fuzzy + 1), v_from - timedelta(days=fuzzy + 1)}
        if v_to:
            probe |= {v_to - timedelta(days=fuzzy + 1), v_to + timedelta(days=fuzzy + 1)}
        wrong = []
        for t in sorted(probe):
            if t > last or abs((t - v_from).days) <= fuzzy or (v_to and abs((t - v_to).days) <= fuzzy):
                continue
            expected = v_from <= t and (v_to is None or t < v_to)
            if expected != any(valid_on(f, t, tz, first_reference) for f in found):
                wrong.append(f"{t}:{'valid' if expected else 'not valid'}")
        still = any(valid_on(f, last, tz, first_reference) for f in found)
        if v_to is None or v_to > last:
            status = "ok" if still else "wrongly-closed"
        else:
            status = "never-closed" if still else "ok"
        if status == "ok" and wrong:
            status = "pit"
        out.append({"key": ex["key"], "status": status, "wrong": wrong})
    for bad in item.get("must_not", []):
        if any(matches(f, [bad]) for f in facts):
            out.append({"key": "must_not", "status": "hypothetical-stored", "wrong": [bad]})
    return out


async def run_items(items: list[dict[str, Any]], workdir: Path) -> list[tuple[list[dict[str, Any]], list[Fact]]]:
    """Ingest each item as its own user of one fresh database, consolidate, score.

    Returns one (results, facts) pair per item, in order.
    """
    settings = Settings.load(
        storage={"path": str(workdir / "battery.db")},
        embedding={"backend": "hash"},
        write={"future_tolerance_s": 10**9},  # items may be dated after today
    )
    out: list[tuple[list[dict[str, Any]], list[Fact]]] = []
    async with Engram.open(settings, embedder=HashEmbedder(settings.embedding.dim)) as mem:
        for n, item in enumerate(items):
            user = f"battery-{n}"
            said: dict[str, datetime] = {}
            for ep in item["episodes"]:
                stored = await mem.add(ep["text"], user_id=user, reference_time=ep["reference_time"])
                said[stored.id] = stored.reference_time
            await mem.consolidate(user_id=user)
            facts = await mem.facts(user_id=user, include_closed=True)
            first = {
                f.id: min(said[e] for e in f.source_episode_ids if e in said)
                for f in facts
                if any(e in said for e in f.source_episode_ids)
            }
            out.append((score_item(item, facts, first), facts))
    return out


def _show(item: dict[str, Any], results: list[dict[str, Any]], facts: list[Fact]) -> str:
    bad = [r for r in results if r["status"] != "ok"]
    lines = [f"--- {item['id']}: " + "; ".join(f"{r['key']}={r['status']} {' '.join(r['wrong'])}".rstrip() for r in bad)]
    lines += [f"    said [{e['reference_time'][:10]}] {e['text']}" for e in item["episodes"]]
    lines += [f"    want {x['key']} {x['aliases'][0]} {x['valid_from']}..{x.get('valid_to')}" for x in item["expect"]]
    for f in facts:
        lines.append(f"    got  {f.subject}|{f.predicate}|{f.object} "
                     f"{f.valid_at.date() if f.valid_at else None}..{f.invalid_at.date() if f.invalid_at else None}")  # fmt: skip
    return "\n".join(lines)


async def run_battery(data: Path, verbose: bool = False) -> dict[str, Any]:
    """Score every ``*.json`` under ``data``. Returns the summary: items passed per file and
    language, failures per status, and the ids of the items that failed.

    Raises:
        FileNotFoundError: no ``*.json`` under ``data``.
    """
    files = sorted(data.rglob("*.json")) if data.is_dir() else [data]
    if not files:
        raise FileNotFoundError(f"no battery files under {data}")
    per_file: dict[str, dict[str, int]] = {}
    statuses: Counter[str] = Counter()
    failed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="engram-battery-") as tmp:
        for k, path in enumerate(files):
            items = json.loads(path.read_text(encoding="utf-8"))
            row = per_file.setdefault(f"{path.parent.name}/{path.name}", {"items": 0, "ok": 0})
            workdir = Path(tmp) / str(k)
            workdir.mkdir()
            for item, (results, facts) in zip(items, await run_items(items, workdir), strict=True):
                row["items"] += 1
                bad = [r for r in results if r["status"] != "ok"]
                statuses.update(r["status"] for r in bad)
                if bad:
                    failed.append(item["id"])
                    if verbose:
                        print(_show(item, results, facts), flush=True)
                else:
                    row["ok"] += 1
            print(f"{path.parent.name}/{path.name}: {row['ok']}/{row['items']} ok", flush=True)
    by_lang: dict[str, dict[str, int]] = {}
    for name, row in per_file.items():
        lang = by_lang.setdefault(name.split("/")[0], {"items": 0, "ok": 0})
        lang["items"] += row["items"]
        lang["ok"] += row["ok"]
    return {
        "benchmark": "battery",
        "data": str(data),
        "by_language": {k: {**v, "share_ok": round(v["ok"] / v["items"], 4)} for k, v in sorted(by_lang.items())},
        "by_file": per_file,
        "failures_by_status": dict(statuses),
        "failed_items": failed,
    }
