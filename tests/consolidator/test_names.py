"""Object keys naming one thing (consolidator.names.same_object)."""

from __future__ import annotations

import pytest

from consolidator.names import same_object


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("larkspur", "larkspur media", True),
        ("york", "new york", False),
        ("한빛", "한빛테크", True),  # a Korean compound begins with its short form
        ("성수", "성수동", True),
        ("빛", "빛고을", False),  # one syllable names nothing
        ("코치", "코치로 봉사", False),  # a particle is no compound
        ("요가", "요가를", False),
    ],
)
def test_same_object(a: str, b: str, same: bool) -> None:
    assert same_object(a, b) is same
    assert same_object(b, a) is same
