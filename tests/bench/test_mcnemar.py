"""McNemar's exact test: a worked example by hand, and the pairing of two runs' logs."""

from __future__ import annotations

import json
from math import comb
from pathlib import Path

import pytest

from bench.mcnemar import compare, mcnemar_exact


def test_worked_example_b1_c9() -> None:
    # 10 discordant pairs, 1 one way and 9 the other. Under H0 each is a fair coin:
    # P[X <= 1] = (C(10,0) + C(10,1)) / 2^10 = 11 / 1024; two-sided p = 2 * 11 / 1024.
    by_hand = 2 * (comb(10, 0) + comb(10, 1)) / 2**10
    assert by_hand == 0.021484375
    assert mcnemar_exact(1, 9) == pytest.approx(by_hand, rel=1e-12)
    assert mcnemar_exact(9, 1) == pytest.approx(by_hand, rel=1e-12)


def test_edges() -> None:
    assert mcnemar_exact(0, 0) == 1.0  # never disagree: no evidence of a difference
    assert mcnemar_exact(5, 5) == 1.0
    assert mcnemar_exact(0, 6) == pytest.approx(2 / 2**6)  # 0.03125
    with pytest.raises(ValueError):
        mcnemar_exact(-1, 2)


def _log(path: Path, verdicts: dict[str, bool | None]) -> Path:
    path.mkdir()
    with (path / "questions.jsonl").open("w") as f:
        for qid, v in verdicts.items():
            f.write(json.dumps({"id": qid, "verdict": v}) + "\n")
    return path


def test_compare_pairs_the_judged_questions_of_two_runs(tmp_path: Path) -> None:
    a = {f"q{i}": True for i in range(12)} | {"q12": False, "only_a": True, "unjudged": None}
    b = {f"q{i}": i < 3 for i in range(12)} | {"q12": True, "only_b": False, "unjudged": True}
    got = compare(_log(tmp_path / "a", a), _log(tmp_path / "b", b))
    # Paired: q0..q12 (13). A right & B wrong: q3..q11 (9); A wrong & B right: q12 (1).
    # "unjudged" has no verdict in A, so it is B's alone, like "only_b".
    assert got["paired"] == 13 and got["a_only"] == 1 and got["b_only"] == 2
    assert (got["both_correct"], got["a_correct_b_wrong"]) == (3, 9)
    assert (got["a_wrong_b_correct"], got["both_wrong"]) == (1, 0)
    assert got["accuracy_a"] == round(12 / 13, 4) and got["accuracy_b"] == round(4 / 13, 4)
    assert got["p_value"] == pytest.approx(0.021484375)


def test_compare_without_common_questions_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no judged question in common"):
        compare(_log(tmp_path / "a", {"x": True}), _log(tmp_path / "b", {"y": True}))
