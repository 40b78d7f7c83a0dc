"""``python -m bench readme``: the README's latest-results block is rewritten from summaries."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from bench.readme_table import END, START, latest, render, update_readme


def _summary(root: Path, name: str, data: dict[str, object], mtime: float) -> None:
    d = root / name
    d.mkdir(parents=True)
    path = d / "summary.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    os.utime(path, (mtime, mtime))


def test_newest_summary_of_each_benchmark_becomes_a_row_between_the_markers(
    tmp_path: Path,
) -> None:
    results = tmp_path / "results"
    _summary(results, "write-old", {"benchmark": "write", "n": 10, "throughput_eps": 1.0,
                                    "latency": {"p50_ms": 99.0, "p99_ms": 199.0}}, 1_000)
    _summary(results, "write-new", {"benchmark": "write", "n": 1000, "throughput_eps": 44.1,
                                    "latency": {"p50_ms": 12.5, "p99_ms": 41.0}}, 2_000)
    _summary(results, "import-1", {"benchmark": "import", "n": 2000, "episodes_per_s": 210.3},
             1_500)
    for data, pit in (("dev", 1.0), ("timeline_unseen", 0.87)):
        _summary(results, f"timeline-{data}", {
            "benchmark": "timeline", "data": f"/x/{data}",
            "by_language": {"en": {"point_in_time_accuracy": pit, "items": 80, "missing": 3,
                                   "queries": {"satisfied": 0.9}}}}, 1_800)
    _summary(results, "qa-run", {"benchmark": "locomo", "answer_model": "gpt-x"}, 3_000)
    (results / "broken").mkdir()
    (results / "broken" / "summary.json").write_text("{not json", encoding="utf-8")

    found = latest(results)
    assert sorted(found) == ["import", "timeline:dev", "timeline:timeline_unseen", "write"]
    table = render(found)
    assert "p50 12.5 ms" in table and "p99 41.0 ms" in table and "99.0" not in table
    assert "210.3 episodes/s" in table
    assert "point-in-time 0.87" in table and "queries satisfied 0.9" in table
    assert table.index("`add` latency") < table.index("bulk import")

    readme = tmp_path / "README.md"
    readme.write_text(f"# T\n\nbefore\n{START}\nold row\n{END}\nafter\n", encoding="utf-8")
    update_readme(readme, table)
    text = readme.read_text(encoding="utf-8")
    assert "old row" not in text and "p50 12.5 ms" in text
    assert text.startswith("# T\n\nbefore\n") and text.endswith(f"{END}\nafter\n")


def test_a_readme_without_the_markers_is_an_error(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text("# no markers\n", encoding="utf-8")
    with pytest.raises(ValueError, match="bench:results"):
        update_readme(readme, "| a |")
    assert readme.read_text(encoding="utf-8") == "# no markers\n"
