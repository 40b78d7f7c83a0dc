"""The soak's figures, verdict, plots and report, from the records :mod:`bench.soak` collected.

Definitions (all times from the load's start, in seconds):

- ``latency_ms``: answer time minus the time the request was *due* (open loop: includes any wait
  for a free connection slot); ``service_ms``: answer time minus the time it was sent.
- An error is any request that was sent and did not get HTTP 200 (a 4xx/5xx, a timeout, a broken
  connection); ``dropped`` requests were never sent (see ``max_backlog_s``) and are counted apart.
- RSS, with ``D`` the load's duration and ``w = min(60, D / 4)`` (the first ``w`` seconds are
  warm-up; for the default 10-minute run ``w`` is a minute):

  - *growth*: the median over the final window ``[D - w, D]`` minus the median over the baseline
    window ``[w, 2w]`` (minute 2 vs minute 10), in MB and percent;
  - *new high-water mark*: the peak over the final window minus the peak over everything before
    it (``[0, D - w)``, warm-up included).

The verdict (``summary["verdict"]``) passes when all of these hold:

1. ``errors == 0`` (error rate 0);
2. ``lost == 0``: every acknowledged add is listed among its user's episodes afterwards;
3. ``dropped == 0``: the offered rate was actually delivered (a daemon that stalls long enough for
   ``max_backlog_s`` of requests to pile up fails here rather than hiding behind a lower rate);
4. RSS bounded: the new high-water mark is ``<= rss_bound_mb`` (default 50 MB).

Why the high-water mark and not the growth of the median: the daemon's working set moves by about
100 MB with what it is doing (measured: the median fell 100 MB between two windows of a 10 req/s
run and rose 100 MB when a starved worker drained its backlog), so the medians of two windows
measure the mix of work as much as a leak, and would fail or pass a run by chance. A leak raises
the high-water mark, which those swings do not. Why 50 MB: the daemon with the bundled model holds
about 1.4-1.5 GB (torch, the model, two Korean analysers), so a percentage bound (20% would be
280 MB) would be loose; what may legitimately grow after warm-up is SQLite's page caches (three
connections at the default 2 MB each) and allocator slack. A 10-minute run at 50 requests/s sends
about 24,000 requests after the first window (16,800 adds), so 50 MB caps what could be retained
at about 2 KB per request, less than one stored episode's vector (1.5 KB) plus its text: a daemon
that kept anything per episode or per request in memory would fail. The median growth and the
slope are reported beside it. On runs much shorter than 10 minutes the bound is lenient.
"""

from __future__ import annotations

import csv
import dataclasses
import os
import platform
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from bench.stats import summarize_ms

if TYPE_CHECKING:
    from bench.soak import Request, Sample, SoakRun

OPS = ("add", "recall")


def _latency_ms(r: Request) -> float:
    assert r.done_s is not None
    return (r.done_s - r.scheduled_s) * 1000


def _service_ms(r: Request) -> float:
    assert r.done_s is not None and r.sent_s is not None
    return (r.done_s - r.sent_s) * 1000


def _pct(values: list[float], q: float) -> float:
    return round(float(np.percentile(np.asarray(values), q, method="inverted_cdf")), 1)


def latency_windows(
    requests: list[Request], window_s: float, duration_s: float
) -> list[dict[str, Any]]:
    """p50 / p99 latency, count and errors per op in consecutive windows of scheduled time."""
    n_windows = max(1, int(np.ceil(duration_s / window_s - 1e-9)))
    out = []
    for w in range(n_windows):
        lo, hi = w * window_s, min((w + 1) * window_s, duration_s)
        row: dict[str, Any] = {"start_s": round(lo, 1), "end_s": round(hi, 1)}
        for op in OPS:
            sent = [
                r
                for r in requests
                if r.op == op and r.done_s is not None and lo <= r.scheduled_s < hi
            ]
            ok = [_latency_ms(r) for r in sent if r.ok]
            row[op] = {
                "n": len(sent),
                "errors": sum(not r.ok for r in sent),
                "p50_ms": _pct(ok, 50) if ok else None,
                "p99_ms": _pct(ok, 99) if ok else None,
            }
        out.append(row)
    return out


def rss_growth(samples: list[Sample], duration_s: float, bound_mb: float) -> dict[str, Any]:
    """Baseline vs final window RSS (see the module doc), peak, slope, and the bound check."""
    w = min(60.0, duration_s / 4)
    base_win, final_win = (w, 2 * w), (duration_s - w, duration_s)

    def median_in(lo: float, hi: float) -> float | None:
        vals = [s.rss_mb for s in samples if lo <= s.t_s <= hi]
        return float(np.median(vals)) if vals else None

    base, final = median_in(*base_win), median_in(*final_win)
    after = [s for s in samples if w <= s.t_s <= duration_s]
    slope = None
    if len(after) >= 2:
        t_min = np.asarray([s.t_s for s in after]) / 60
        slope = round(float(np.polyfit(t_min, [s.rss_mb for s in after], 1)[0]), 2)
    growth_mb = None if base is None or final is None else round(final - base, 1)
    growth_pct = None if growth_mb is None or not base else round(100 * growth_mb / base, 1)
    in_load = [s for s in samples if 0 <= s.t_s <= duration_s]
    earlier = [s.rss_mb for s in samples if 0 <= s.t_s < final_win[0]]
    final_all = [s.rss_mb for s in samples if final_win[0] <= s.t_s <= final_win[1]]
    new_high = round(max(final_all) - max(earlier), 1) if earlier and final_all else None
    return {
        "sampled_every_s": 1,
        "samples": len(samples),
        "first_mb": round(samples[0].rss_mb, 1) if samples else None,
        "peak_mb": round(max(s.rss_mb for s in samples), 1) if samples else None,
        "last_mb": round(samples[-1].rss_mb, 1) if samples else None,
        "warmup_s": w,
        "baseline_window_s": list(base_win),
        "baseline_mb": None if base is None else round(base, 1),
        "final_window_s": list(final_win),
        "final_mb": None if final is None else round(final, 1),
        "growth_mb": growth_mb,
        "growth_pct": growth_pct,
        "slope_after_warmup_mb_per_min": slope,
        # the peak over the final window minus the peak before it: the verdict's measure (a leak
        # raises the high-water mark, a working set that comes and goes does not)
        "new_high_water_mb": new_high,
        "bound_mb": bound_mb,
        "within_bound": new_high is not None and new_high <= bound_mb,
        "daemon_cpu_pct_mean": round(float(np.mean([s.cpu_pct for s in in_load])), 1)
        if in_load
        else None,
        "loadavg_1m_mean": round(float(np.mean([s.loadavg_1m for s in in_load])), 2)
        if in_load
        else None,
    }


def health_summary(health: list[tuple[float, float]], duration_s: float) -> dict[str, Any]:
    """``GET /v1/health`` latency during the load and during the drain after it (consolidation
    alone), and how often it took over a second."""

    def part(samples: list[float]) -> dict[str, Any]:
        stalls = [ms for ms in samples if ms > 1000]
        return {
            **summarize_ms(samples),
            "over_1s": len(stalls),
            "over_1s_total_s": round(sum(stalls) / 1000, 1),
        }

    return {
        **part([ms for t, ms in health if 0 <= t <= duration_s]),
        "drain": part([ms for t, ms in health if t > duration_s]),
    }


def build_summary(run: SoakRun) -> dict[str, Any]:
    """The JSON summary with the verdict (see the module doc)."""
    cfg, reqs = run.config, run.requests
    sent = [r for r in reqs if r.status != "dropped"]
    dropped = len(reqs) - len(sent)
    errors = [r for r in sent if not r.ok]
    delays = [((r.sent_s or 0) - r.scheduled_s) * 1000 for r in sent]
    per_op: dict[str, Any] = {}
    for op in OPS:
        mine = [r for r in sent if r.op == op]
        ok = [r for r in mine if r.ok]
        per_op[op] = {
            "sent": len(mine),
            "ok": len(ok),
            "errors": len(mine) - len(ok),
            "latency": summarize_ms([_latency_ms(r) for r in ok]),
            "service": summarize_ms([_service_ms(r) for r in ok]),
        }
    rss = rss_growth(run.samples, cfg.duration_s, cfg.rss_bound_mb)
    lost = int(run.count_check["lost"])
    checks = {
        "errors_zero": {"value": len(errors), "pass": not errors},
        "lost_zero": {"value": lost, "pass": lost == 0},
        "dropped_zero": {"value": dropped, "pass": dropped == 0},
        "rss_growth_bounded": {
            "value_mb": rss["new_high_water_mb"],
            "bound_mb": cfg.rss_bound_mb,
            "pass": rss["within_bound"],
        },
    }
    return {
        "benchmark": "soak",
        "embedding": run.extra.get("embedding"),
        "config": dataclasses.asdict(cfg),
        "daemon_start_s": round(run.daemon_start_s, 1),
        "load": {
            "scheduled": len(reqs),
            "sent": len(sent),
            "dropped": dropped,
            "late": sum(d > cfg.late_ms for d in delays),
            "late_threshold_ms": cfg.late_ms,
            "send_delay": summarize_ms(delays),
            "offered_rate_per_s": cfg.rate,
            "achieved_rate_per_s": round(len(sent) / cfg.duration_s, 2),
            "completed_per_s": round(len(sent) / run.load_wall_s, 2),
            "wall_s": round(run.load_wall_s, 1),
        },
        "requests": per_op,
        "errors": {
            "total": len(errors),
            "rate": round(len(errors) / len(sent), 6) if sent else None,
            "by_status": dict(Counter(r.status for r in errors)),
            "samples": [f"{r.op} {r.status}: {r.error}" for r in errors[:5]],
        },
        "windows": latency_windows(reqs, cfg.window_s, cfg.duration_s),
        "rss": rss,
        "health_probe": health_summary(run.health, cfg.duration_s),
        "count_check": run.count_check,
        "consolidation": run.backlog,
        "daemon_exit_code_on_sigterm": run.exit_code,
        "verdict": {"pass": all(c["pass"] for c in checks.values()), "checks": checks},
        "loadavg_before": [round(x, 2) for x in run.loadavg_before],
        "loadavg_after": [round(x, 2) for x in run.loadavg_after],
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
        },
        "finished_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }


def write_requests_csv(requests: list[Request], path: Path) -> None:
    """One row per scheduled request: seq, op, user, times (s), latencies (ms), status, error."""
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(
            ["seq", "op", "user_id", "scheduled_s", "sent_s", "done_s", "latency_ms",
             "service_ms", "status", "episode_id", "error"]
        )  # fmt: skip
        for r in requests:
            done = r.done_s is not None
            w.writerow(
                [
                    r.seq,
                    r.op,
                    r.user_id,
                    f"{r.scheduled_s:.3f}",
                    "" if r.sent_s is None else f"{r.sent_s:.3f}",
                    "" if r.done_s is None else f"{r.done_s:.3f}",
                    f"{_latency_ms(r):.2f}" if done else "",
                    f"{_service_ms(r):.2f}" if done else "",
                    r.status,
                    r.episode_id or "",
                    r.error,
                ]
            )


def write_rss_csv(samples: list[Sample], path: Path) -> None:
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["t_s", "rss_mb", "cpu_pct", "loadavg_1m"])
        for s in samples:
            w.writerow([f"{s.t_s:.2f}", f"{s.rss_mb:.2f}", s.cpu_pct, f"{s.loadavg_1m:.2f}"])


def plot(run: SoakRun, summary: dict[str, Any], out: Path) -> list[Path]:
    """``latency.png`` (per op: every request, p50 and p99 per window) and ``rss.png``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cfg = run.config
    fig, axes = plt.subplots(len(OPS) + 1, 1, figsize=(10, 9), sharex=True)
    for ax, op in zip(axes, OPS, strict=False):
        ok = [r for r in run.requests if r.op == op and r.ok]
        ax.scatter(
            [r.scheduled_s / 60 for r in ok], [_latency_ms(r) for r in ok],
            s=2, alpha=0.15, color="grey", label="each request",
        )  # fmt: skip
        wins = [w for w in summary["windows"] if w[op]["p50_ms"] is not None]
        mid = [(w["start_s"] + w["end_s"]) / 120 for w in wins]
        ax.plot(mid, [w[op]["p50_ms"] for w in wins], "o-", label="p50")
        ax.plot(mid, [w[op]["p99_ms"] for w in wins], "s-", label="p99")
        ax.set_yscale("log")
        ax.set_ylabel(f"{op} latency (ms)")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(loc="upper right", fontsize=8)
    ax = axes[-1]
    ax.plot([t / 60 for t, _ in run.health], [ms for _, ms in run.health], lw=0.8, color="k")
    ax.set_yscale("log")
    ax.set_ylabel("GET /health (ms)")
    ax.set_title("event-loop responsiveness: a no-op request every 0.5 s", fontsize=9)
    ax.grid(True, which="both", alpha=0.3)
    ax.set_xlabel("minutes since the load started")
    fig.suptitle(
        f"Soak: {cfg.rate:g} req/s open loop, {cfg.add_share:.0%} add, {cfg.users} users; "
        f"p50/p99 per {cfg.window_s:g} s window"
    )
    fig.tight_layout()
    paths = [out / "latency.png"]
    fig.savefig(paths[0], dpi=110)
    plt.close(fig)

    rss = summary["rss"]
    fig, (ax, ax_cpu) = plt.subplots(2, 1, figsize=(10, 6), sharex=True, height_ratios=[2, 1])
    t = [s.t_s / 60 for s in run.samples]
    ax.plot(t, [s.rss_mb for s in run.samples], color="tab:blue")
    for key, color in (("baseline", "tab:green"), ("final", "tab:orange")):
        lo, hi = rss[f"{key}_window_s"]
        ax.axvspan(lo / 60, hi / 60, color=color, alpha=0.15, label=f"{key} window")
        if rss[f"{key}_mb"] is not None:
            ax.hlines(rss[f"{key}_mb"], lo / 60, hi / 60, color=color)
    ax.axvline(cfg.duration_s / 60, color="grey", ls="--", lw=0.8, label="load ends; drain")
    ax.set_ylabel("daemon RSS (MB)")
    ax.set_title(
        f"RSS: new high-water mark {rss['new_high_water_mb']} MB (bound {rss['bound_mb']:g} MB); "
        f"median growth {rss['growth_mb']} MB ({rss['growth_pct']}%)"
    )
    ax.grid(True, alpha=0.3)
    ax.legend(loc="lower right", fontsize=8)
    ax_cpu.plot(t, [s.cpu_pct for s in run.samples], color="tab:red", lw=0.8)
    ax_cpu.set_ylabel("daemon CPU % (100 = 1 core)", color="tab:red", fontsize=8)
    ax_load = ax_cpu.twinx()
    ax_load.plot(t, [s.loadavg_1m for s in run.samples], color="black", lw=0.8)
    ax_load.set_ylabel("machine load average (1 min)", fontsize=8)
    ax_cpu.set_xlabel("minutes since the load started")
    ax_cpu.grid(True, alpha=0.3)
    fig.tight_layout()
    paths.append(out / "rss.png")
    fig.savefig(paths[1], dpi=110)
    plt.close(fig)
    return paths


def _ms(summary: dict[str, Any] | None, key: str) -> str:
    value = (summary or {}).get(key)
    return "-" if value is None else f"{value:g}"


def report_md(summary: dict[str, Any]) -> str:
    """``report.md``: the verdict, the load, latency per op and per window, RSS, counts, backlog."""
    cfg, load, rss = summary["config"], summary["load"], summary["rss"]
    verdict = summary["verdict"]
    lines = [
        f"# Soak report ({summary['finished_at']})",
        "",
        f"`python -m bench soak --minutes {cfg['minutes']:g} --rate {cfg['rate']:g} "
        f"--users {cfg['users']} --seed {cfg['seed']}`; embedding: {summary['embedding']}; "
        f"{summary['machine']['cpus']} CPUs; load average before {summary['loadavg_before']}, "
        f"during (mean 1-min) {rss['loadavg_1m_mean']}, after {summary['loadavg_after']}.",
        "",
        f"**Verdict: {'PASS' if verdict['pass'] else 'FAIL'}**",
        "",
        "| check | value | pass |",
        "|---|---|---|",
    ]
    for name, check in verdict["checks"].items():
        value = check.get("value", check.get("value_mb"))
        bound = f" (bound {check['bound_mb']:g} MB)" if "bound_mb" in check else ""
        lines.append(f"| {name} | {value}{bound} | {'yes' if check['pass'] else 'NO'} |")
    lines += [
        "",
        "## Load",
        "",
        f"{load['scheduled']} requests scheduled open-loop at {load['offered_rate_per_s']:g}/s "
        f"({cfg['add_share']:.0%} add, {cfg['users']} users, at most {cfg['concurrency']} in "
        f"flight); {load['sent']} sent, {load['dropped']} dropped, {load['late']} sent more than "
        f"{load['late_threshold_ms']:g} ms late (send delay p99 {_ms(load['send_delay'], 'p99_ms')}"
        f" ms, max {_ms(load['send_delay'], 'max_ms')} ms); error rate {summary['errors']['rate']}"
        f" ({summary['errors']['total']} errors {summary['errors']['by_status']}).",
        "",
        "| op | sent | errors | p50 ms | p95 ms | p99 ms | max ms | service p50 / p99 ms |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for op in OPS:
        s = summary["requests"][op]
        lat, svc = s["latency"], s["service"]
        lines.append(
            f"| {op} | {s['sent']} | {s['errors']} | {_ms(lat, 'p50_ms')} | {_ms(lat, 'p95_ms')} | "
            f"{_ms(lat, 'p99_ms')} | {_ms(lat, 'max_ms')} | {_ms(svc, 'p50_ms')} / "
            f"{_ms(svc, 'p99_ms')} |"
        )
    lines += [
        "",
        f"Latency is from when each request was due (open loop). Per {cfg['window_s']:g} s window:",
        "",
        "| window (s) | add n | add p50 | add p99 | recall n | recall p50 | recall p99 | errors |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for w in summary["windows"]:
        a, r = w["add"], w["recall"]
        lines.append(
            f"| {w['start_s']:g}-{w['end_s']:g} | {a['n']} | {_ms(a, 'p50_ms')} | "
            f"{_ms(a, 'p99_ms')} | {r['n']} | {_ms(r, 'p50_ms')} | {_ms(r, 'p99_ms')} | "
            f"{a['errors'] + r['errors']} |"
        )
    cons, count = summary["consolidation"], summary["count_check"]
    health = summary["health_probe"]
    lines += [
        "",
        f"`GET /v1/health` (no work; a slow answer = a blocked event loop) during the load: p50 "
        f"{_ms(health, 'p50_ms')} ms, p99 {_ms(health, 'p99_ms')} ms, max {_ms(health, 'max_ms')}"
        f" ms; {health['over_1s']} answers took over 1 s ({health['over_1s_total_s']} s in all). "
        f"During the drain (consolidation only): p50 {_ms(health['drain'], 'p50_ms')} ms, p99 "
        f"{_ms(health['drain'], 'p99_ms')} ms, max {_ms(health['drain'], 'max_ms')} ms, "
        f"{health['drain']['over_1s']} over 1 s.",
        "",
        "![latency](latency.png)",
        "",
        "## Memory",
        "",
        f"Daemon RSS: first {rss['first_mb']} MB, peak {rss['peak_mb']} MB, last {rss['last_mb']}"
        f" MB. Median over the baseline window {rss['baseline_window_s']} s: {rss['baseline_mb']}"
        f" MB; over the final window {rss['final_window_s']} s: {rss['final_mb']} MB; growth "
        f"{rss['growth_mb']} MB ({rss['growth_pct']}%); slope after warm-up "
        f"{rss['slope_after_warmup_mb_per_min']} MB/min. The final window's peak is "
        f"{rss['new_high_water_mb']} MB above the earlier high-water mark (the verdict's measure, "
        f"bound {rss['bound_mb']:g} MB). Daemon CPU mean "
        f"{rss['daemon_cpu_pct_mean']}% (100 = one core).",
        "",
        "![rss](rss.png)",
        "",
        "## Count check and consolidation",
        "",
        f"{count['acknowledged_adds']} adds acknowledged (warm-up included), "
        f"{count['stored_episodes']} episodes listed, {count['lost']} lost, "
        f"{count['stored_unacknowledged']} stored without an acknowledgement.",
        "",
        f"Consolidation queue at the end of the load: {cons['at_end']['queue_depth']} "
        f"({cons['at_end']['episodes']}); after draining {cons['after_drain']['drain_s']} s: "
        f"{cons['after_drain']['queue_depth']} ({cons['after_drain']['episodes']}); facts "
        f"{cons['after_drain']['facts']}; last errors: {len(cons['last_errors'])}.",
        "",
        f"Daemon exit code on SIGTERM: {summary['daemon_exit_code_on_sigterm']}.",
        "",
    ]
    return "\n".join(lines)


def write_outputs(run: SoakRun, summary: dict[str, Any], out: Path) -> None:
    """``requests.csv``, ``rss.csv``, ``latency.png``, ``rss.png`` and ``report.md`` in ``out``."""
    write_requests_csv(run.requests, out / "requests.csv")
    write_rss_csv(run.samples, out / "rss.csv")
    plot(run, summary, out)
    (out / "report.md").write_text(report_md(summary), encoding="utf-8")
