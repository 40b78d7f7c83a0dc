"""``python -m bench soak`` end to end, briefly: a hash-embedder daemon, a few seconds at 8 req/s."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from bench.soak import SoakConfig, plan_requests, run_soak


def test_plan_is_open_loop_at_the_rate_with_the_mix_and_deterministic() -> None:
    cfg = SoakConfig(minutes=1, rate=50, users=4, seed=3)
    plan = plan_requests(cfg)
    assert len(plan) == 3000
    assert [r.scheduled_s for r in plan[:3]] == [0.0, 0.02, 0.04]
    adds = sum(r.op == "add" for r in plan)
    assert 0.65 < adds / len(plan) < 0.75
    assert {r.user_id for r in plan} == {f"soak-{u}" for u in range(4)}
    texts = [r.body["text"] for r in plan if r.op == "add"]
    assert any("\uac00" <= ch <= "\ud7a3" for t in texts for ch in t)  # Korean among them
    assert [r.body for r in plan_requests(cfg)] == [r.body for r in plan]


@pytest.mark.slow
@pytest.mark.timeout(90)
async def test_short_soak_writes_a_passing_summary_csv_plots_and_report(tmp_path: Path) -> None:
    cfg = SoakConfig(minutes=0.1, rate=8, users=2, hash_embedder=True, drain_timeout_s=30)
    summary = await run_soak(cfg, tmp_path)

    assert summary["load"]["scheduled"] == 48
    assert summary["load"]["sent"] + summary["load"]["dropped"] == 48
    assert summary["errors"]["total"] == 0
    assert summary["count_check"]["lost"] == 0
    acked_in_load = summary["requests"]["add"]["ok"]
    assert summary["count_check"]["acknowledged_adds"] == acked_in_load + 4  # + warm-up adds
    assert summary["count_check"]["stored_episodes"] >= summary["count_check"]["acknowledged_adds"]
    assert summary["consolidation"]["after_drain"]["queue_depth"] == 0
    assert summary["daemon_exit_code_on_sigterm"] == 0
    assert summary["rss"]["samples"] >= 4 and summary["rss"]["growth_mb"] is not None
    assert (
        summary["verdict"]["checks"]["rss_growth_bounded"]["value_mb"]
        == (summary["rss"]["new_high_water_mb"])
    )
    assert summary["health_probe"]["n"] >= 4
    assert summary["windows"][0]["add"]["n"] == summary["requests"]["add"]["sent"]
    assert set(summary["verdict"]["checks"]) == {
        "errors_zero",
        "lost_zero",
        "dropped_zero",
        "rss_growth_bounded",
    }
    assert summary["verdict"]["pass"] == all(
        c["pass"] for c in summary["verdict"]["checks"].values()
    )

    assert json.loads((tmp_path / "summary.json").read_text()) == summary
    with (tmp_path / "requests.csv").open() as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 48 and {r["status"] for r in rows} <= {"200", "dropped"}
    assert all(r["episode_id"] for r in rows if r["op"] == "add" and r["status"] == "200")
    for png in ("latency.png", "rss.png"):
        assert (tmp_path / png).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    report = (tmp_path / "report.md").read_text()
    assert "**Verdict:" in report and "![rss](rss.png)" in report
