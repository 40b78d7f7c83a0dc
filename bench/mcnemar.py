"""McNemar's exact test between two runs over the same questions (``python -m bench mcnemar``).

McNemar (1947), "Note on the sampling error of the difference between correlated proportions":
for paired binary outcomes only the discordant pairs carry information. With ``b`` questions that
run A got right and run B wrong, and ``c`` the other way round, under the null hypothesis (equal
accuracy) each discordant pair is a fair coin, so the exact two-sided p-value is the binomial
test of ``min(b, c)`` successes in ``b + c`` trials at p = 1/2 (scipy's ``binomtest``), which for
p = 1/2 equals ``min(1, 2 * P[X <= min(b, c)])``. With ``b + c = 0`` the runs never disagree and
p = 1.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.runlog import QUESTIONS, RunLog


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value from the discordant counts.

    Args:
        b: pairs where A is correct and B is wrong. c: the reverse.

    Raises:
        ValueError: a negative count.
    """
    if b < 0 or c < 0:
        raise ValueError("discordant counts must be >= 0")
    if b + c == 0:
        return 1.0
    from scipy.stats import binomtest

    return float(binomtest(min(b, c), b + c, 0.5, alternative="two-sided").pvalue)


def verdicts(run: Path) -> dict[str, bool]:
    """Question id -> judged correct, from a results directory (or its questions.jsonl).

    Raises:
        FileNotFoundError: no log there.
    """
    path = run / QUESTIONS if run.is_dir() else run
    if not path.exists():
        raise FileNotFoundError(f"no per-question log at {path}")
    out: dict[str, bool] = {}
    for r in RunLog(path).load():
        v = r.get("verdict")
        if isinstance(v, bool):
            out[str(r["id"])] = v
    return out


def compare(run_a: Path, run_b: Path) -> dict[str, Any]:
    """Pair two runs' verdicts on the questions both judged and test the difference.

    Returns:
        ``{"paired": n, "a_only": ids missing from B, "b_only": ..., "both_correct",
        "a_correct_b_wrong" (b), "a_wrong_b_correct" (c), "both_wrong", "accuracy_a",
        "accuracy_b", "p_value"}``.

    Raises:
        FileNotFoundError: a run has no log. ValueError: the runs share no judged question.
    """
    a, b = verdicts(run_a), verdicts(run_b)
    common = sorted(a.keys() & b.keys())
    if not common:
        raise ValueError(f"{run_a} and {run_b} have no judged question in common")
    n11 = sum(1 for q in common if a[q] and b[q])
    n10 = sum(1 for q in common if a[q] and not b[q])
    n01 = sum(1 for q in common if not a[q] and b[q])
    n00 = len(common) - n11 - n10 - n01
    return {
        "run_a": str(run_a),
        "run_b": str(run_b),
        "paired": len(common),
        "a_only": len(a.keys() - b.keys()),
        "b_only": len(b.keys() - a.keys()),
        "both_correct": n11,
        "a_correct_b_wrong": n10,
        "a_wrong_b_correct": n01,
        "both_wrong": n00,
        "accuracy_a": round((n11 + n10) / len(common), 4),
        "accuracy_b": round((n11 + n01) / len(common), 4),
        "p_value": mcnemar_exact(n10, n01),
    }
