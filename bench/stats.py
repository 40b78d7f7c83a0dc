"""Latency summaries."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


def summarize_ms(samples: Sequence[float]) -> dict[str, float]:
    """p50 / p95 / p99 / max / mean of latencies in milliseconds (nearest-rank percentiles)."""
    if not samples:
        return {"n": 0}
    arr = np.asarray(samples, dtype=np.float64)
    pct = np.percentile(arr, [50, 95, 99], method="inverted_cdf")
    return {
        "n": int(arr.size),
        "p50_ms": round(float(pct[0]), 2),
        "p95_ms": round(float(pct[1]), 2),
        "p99_ms": round(float(pct[2]), 2),
        "max_ms": round(float(arr.max()), 2),
        "mean_ms": round(float(arr.mean()), 2),
    }
