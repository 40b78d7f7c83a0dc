"""The rule extractor over the timeline dev set (shared/data/timeline/dev/{en,ko}).

Measured per language, as in shared/data/timeline/FORMAT.md ("Matching a stored fact to a truth
item": NFC, case-folded, all whitespace removed, alias contained in the fact's text or object):

* item coverage: the share of truth items for which some claim of the right kind of predicate
  matches one of the item's aliases;
* date agreement: the share of items whose matching claims carry the right start (``valid_at``, or
  the episode's reference time when absent, within the item's ``fuzzy_days``; a start before the
  story only needs the right year) and, where the episode states it, the right end (an "end"
  claim's ``invalid_at``, or ``ends_when`` for the retroactive home);
* distractor silence: the share of small-talk episodes (mentioned by no truth item) that yield no
  claim at all.

Rates on dev when this was written: coverage 1.00 / 1.00, date agreement 1.00 / 1.00, distractor
silence 1.00 / 1.00 (en / ko). The asserted floors leave a little room.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from datetime import date, datetime
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from consolidator.extract import extract_claims
from consolidator.types import Claim, EpisodeView

TIMELINE = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "timeline"
KIND_PREDICATES = {
    "residence": {"lives_in"},
    "employer": {"works_at"},
    "plan": {"subscription_plan", "phone_plan"},
    "medication": {"takes_medication"},
    "pet": {"has_pet"},
    "outside_role": {"volunteers_as"},
    "side_job": {"side_job"},
    "hobby": {"hobby"},
}
#: Closures the extractor itself states (the others come from a newer fact of a one-valued predicate).
STATED_ENDS = {"medication_1", "medication_2", "employer_D"}


def norm(text: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFC", text).casefold())


@dataclass
class Rates:
    items: int = 0
    covered: int = 0
    dated: int = 0
    distractors: int = 0
    silent: int = 0
    misses: tuple[str, ...] = ()

    @property
    def coverage(self) -> float:
        return self.covered / self.items

    @property
    def dates(self) -> float:
        return self.dated / self.items

    @property
    def silence(self) -> float:
        return self.silent / self.distractors


def _files(lang: str) -> list[Path]:
    folder = TIMELINE / "dev" / lang
    if not folder.is_dir():
        pytest.skip(f"timeline dev set not found at {folder} (shared/ must lie beside the repo)")
    return sorted(folder.glob("*.json"))


def _matches(claim: Claim, item: dict[str, Any]) -> bool:
    if claim.predicate not in KIND_PREDICATES[item["kind"]]:
        return False
    hay = (norm(claim.object), norm(claim.text))
    return any(norm(alias) in h for alias in item["object_aliases"] for h in hay)


def _dates_agree(item: dict[str, Any], found: list[tuple[Claim, datetime]]) -> bool:
    start = date.fromisoformat(item["valid_from"])
    fuzzy = item["fuzzy_days"]
    starts = [(c.valid_at or ref).date() for c, ref in found if c.action == "assert"]
    ok_start = any(
        abs((s - start).days) <= fuzzy or (start.year < 2025 and s.year == start.year)
        for s in starts
    )
    if item["key"] in STATED_ENDS:
        end = date.fromisoformat(item["valid_to"])
        ends = [c.invalid_at.date() for c, _ in found if c.action == "end" and c.invalid_at]
        return ok_start and any(abs((e - end).days) <= fuzzy for e in ends)
    if item["key"] == "residence_C":
        return ok_start and any(c.ends_when for c, _ in found)
    return ok_start


@cache
def rates(lang: str) -> Rates:
    r = Rates()
    misses: list[str] = []
    for path in _files(lang):
        data = json.loads(path.read_text(encoding="utf-8"))
        views = [
            EpisodeView(
                e["id"], e["text"], e["speaker"], datetime.fromisoformat(e["reference_time"]), None
            )
            for e in data["episodes"]
        ]
        claims = {v.id: extract_claims(v, views[max(0, i - 4) : i]) for i, v in enumerate(views)}
        mentioned = {e for item in data["truth"] for e in item["mentioned_in"]}
        for v in views:
            if v.id not in mentioned:
                r.distractors += 1
                r.silent += not claims[v.id]
        for item in data["truth"]:
            r.items += 1
            found = [
                (c, v.reference_time) for v in views for c in claims[v.id] if _matches(c, item)
            ]
            if found:
                r.covered += 1
            else:
                misses.append(f"{path.name}:{item['key']}")
            r.dated += bool(found) and _dates_agree(item, found)
    r.misses = tuple(misses)
    return r


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_truth_items_are_covered(lang: str) -> None:
    r = rates(lang)
    print(f"{lang}: coverage {r.covered}/{r.items} = {r.coverage:.3f}; misses {list(r.misses)}")
    assert r.coverage >= 0.97, r.misses


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_claim_dates_agree_with_truth(lang: str) -> None:
    r = rates(lang)
    print(f"{lang}: date agreement {r.dated}/{r.items} = {r.dates:.3f}")
    assert r.dates >= 0.95


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_distractor_episodes_yield_no_claims(lang: str) -> None:
    r = rates(lang)
    print(f"{lang}: distractors without claims {r.silent}/{r.distractors} = {r.silence:.3f}")
    assert r.silence >= 0.95
