"""Markdown tables and PNG plots for a results directory (matplotlib, Agg backend: no display).

Plots are made with matplotlib's object API on a private ``Figure`` (no pyplot global state), so
runs in parallel tasks do not share a figure. matplotlib is imported on first use.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any


def fmt(value: Any) -> str:
    """A table cell: floats with 3 decimals (1 from 10 up), None as an em dash."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}"
    return str(value)


def md_table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A GitHub-flavoured Markdown table (cells through :func:`fmt`)."""
    lines = [
        "| " + " | ".join(header) + " |",
        "|" + "|".join("---" for _ in header) + "|",
    ]
    lines += ["| " + " | ".join(fmt(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def _figure(width_in: float, height_in: float) -> Any:
    from matplotlib.figure import Figure

    return Figure(figsize=(width_in, height_in), dpi=100, layout="constrained")


def plot_latency(samples: Mapping[str, Sequence[float]], path: Path, *, title: str) -> Path | None:
    """One histogram per stage of latencies in milliseconds (log-spaced bins), p50/p95 marked.

    Args:
        samples: stage name -> latencies in ms (stages without samples are left out).
        path: the PNG to write.
        title: the figure's title.

    Returns:
        ``path``, or None when there is nothing to plot.
    """
    stages = {k: [v for v in vals if v > 0] for k, vals in samples.items()}
    stages = {k: v for k, v in stages.items() if v}
    if not stages:
        return None
    import numpy as np

    fig = _figure(6.4, 1.9 * len(stages) + 0.6)
    axes = fig.subplots(len(stages), 1, squeeze=False)[:, 0]
    for ax, (name, vals) in zip(axes, stages.items(), strict=True):
        arr = np.asarray(vals, dtype=np.float64)
        lo, hi = float(arr.min()), float(arr.max())
        bins = np.logspace(math.log10(lo), math.log10(hi), 30) if hi > lo * 1.5 else 20
        ax.hist(arr, bins=bins, color="#4C72B0")
        if hi > lo * 1.5:
            ax.set_xscale("log")
        for q, style in ((50, "-"), (95, "--")):
            v = float(np.percentile(arr, q, method="inverted_cdf"))
            ax.axvline(v, color="#C44E52", linestyle=style, label=f"p{q} {v:.1f} ms")
        ax.set_title(f"{name} (n={arr.size})", fontsize=9)
        ax.set_xlabel("latency (ms)", fontsize=8)
        ax.set_ylabel("count", fontsize=8)
        ax.legend(fontsize=7)
    fig.suptitle(title, fontsize=10)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, format="png")
    return path


def plot_bars(
    series: Mapping[str, Mapping[str, float | None]],
    path: Path,
    *,
    title: str,
    ylabel: str,
    ylim: tuple[float, float] | None = (0.0, 1.0),
) -> Path | None:
    """Grouped bars: one group per category, one bar per series (e.g. per system or metric).

    Args:
        series: series name -> {category -> value}; a None value leaves a gap.
        path: the PNG to write.
        title, ylabel: labels; ``ylim`` the value axis range (None = automatic).

    Returns:
        ``path``, or None when there is nothing to plot.
    """
    cats = list(dict.fromkeys(c for s in series.values() for c in s))
    if not cats or not series:
        return None
    fig = _figure(min(12.0, max(6.4, 0.9 * len(cats) * max(1, len(series)) + 1.5)), 3.6)
    ax = fig.subplots()
    width = 0.8 / len(series)
    for i, (name, values) in enumerate(series.items()):
        xs = [j + (i - (len(series) - 1) / 2) * width for j in range(len(cats))]
        ys = [values.get(c) for c in cats]
        bars = ax.bar(
            [x for x, y in zip(xs, ys, strict=True) if y is not None],
            [y for y in ys if y is not None],
            width=width,
            label=name,
        )
        ax.bar_label(bars, fmt="%.2f", fontsize=7)
    ax.set_xticks(range(len(cats)), cats, rotation=20, ha="right", fontsize=8)
    ax.set_ylabel(ylabel)
    if ylim is not None:
        ax.set_ylim(ylim[0], ylim[1] * 1.08)  # room for the bar labels
    ax.set_title(title, fontsize=10)
    if len(series) > 1:
        ax.legend(fontsize=8)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, format="png")
    return path


def finish_report(
    lines: list[str],
    out: Path,
    *,
    latency: Mapping[str, Sequence[float]],
    scores: Mapping[str, Mapping[str, float | None]] | None,
    name: str,
    per: str,
) -> Path:
    """Finish a run's ``report.md`` in ``out``: the latency and per-``per`` score plots (when
    matplotlib can draw them) below ``lines``. Returns the report's path."""
    if plot_latency(latency, out / "latency.png", title=f"{name} latency"):
        lines += ["![latency per stage](latency.png)", ""]
    if scores and plot_bars(scores, out / "scores.png", title=f"{name} per {per}", ylabel="score"):
        lines += [f"![scores per {per}](scores.png)", ""]
    path = out / "report.md"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path
