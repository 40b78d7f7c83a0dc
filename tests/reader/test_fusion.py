"""Reciprocal rank fusion (Cormack, Clarke and Büttcher 2009): score = sum_c w_c / (k + rank_c)."""

from __future__ import annotations

import pytest

from engram.config import RecallSettings
from reader.fusion import Fused, rrf, speaker_prior, spread_to_neighbours


def test_single_channel_scores_are_one_over_k_plus_rank() -> None:
    fused = rrf({"dense": ["a", "b", "c"]})
    assert [f.key for f in fused] == ["a", "b", "c"]
    assert [f.score for f in fused] == pytest.approx([1 / 61, 1 / 62, 1 / 63])
    assert [f.ranks for f in fused] == [{"dense": 1}, {"dense": 2}, {"dense": 3}]


def test_scores_add_up_across_channels_with_k_60() -> None:
    fused = {f.key: f for f in rrf({"dense": ["a", "b", "c"], "lexical": ["c", "a"]})}
    assert fused["a"].score == pytest.approx(1 / 61 + 1 / 62)
    assert fused["b"].score == pytest.approx(1 / 62)
    assert fused["c"].score == pytest.approx(1 / 63 + 1 / 61)
    assert fused["a"].ranks == {"dense": 1, "lexical": 2}
    assert fused["c"].ranks == {"dense": 3, "lexical": 1}
    assert [f.key for f in rrf({"dense": ["a", "b", "c"], "lexical": ["c", "a"]})] == [
        "a", "c", "b"
    ]


def test_agreement_between_channels_beats_a_single_first_place() -> None:
    fused = rrf({"dense": ["solo", "both"], "lexical": ["x", "both"]})
    assert fused[0].key == "both"
    assert fused[0].score == pytest.approx(2 / 62)


def test_k_changes_the_scores() -> None:
    (top,) = rrf({"dense": ["a"]}, k=1)
    assert top.score == pytest.approx(1 / 2)
    with pytest.raises(ValueError, match="k"):
        rrf({"dense": ["a"]}, k=0)


def test_weights_scale_each_channel() -> None:
    fused = {f.key: f.score for f in rrf(
        {"dense": ["a", "b"], "lexical": ["b", "a"]}, weights={"dense": 2.0, "lexical": 0.5}
    )}
    assert fused["a"] == pytest.approx(2 / 61 + 0.5 / 62)
    assert fused["b"] == pytest.approx(2 / 62 + 0.5 / 61)
    # A channel missing from the weights counts 1.0; a zero weight contributes nothing.
    fused = {f.key: f.score for f in rrf(
        {"dense": ["a"], "lexical": ["b"], "graph": ["c"]}, weights={"lexical": 0.0}
    )}
    assert fused == pytest.approx({"a": 1 / 61, "b": 0.0, "c": 1 / 61})


def test_duplicates_within_a_channel_keep_their_best_rank() -> None:
    fused = {f.key: f for f in rrf({"dense": ["a", "b", "a", "a"]})}
    assert fused["a"].score == pytest.approx(1 / 61)
    assert fused["a"].ranks == {"dense": 1}
    assert fused["b"].score == pytest.approx(1 / 62)
    assert len(fused) == 2


def test_ties_break_by_best_single_rank_then_first_appearance() -> None:
    # With k=1: y is 2/(1+3) = 0.5 from rank 3, x is 1/(1+1) = 0.5 from rank 1: exact tie.
    fused = rrf({"heavy": ["p", "q", "y"], "light": ["x"]}, k=1, weights={"heavy": 2.0})
    scores = {f.key: f.score for f in fused}
    assert scores["x"] == scores["y"] == 0.5
    keys = [f.key for f in fused]
    assert keys.index("x") < keys.index("y")  # x appears later, but has the better rank
    # Same score and same best rank: first appearance wins, whichever channel it came from.
    fused = rrf({"a": ["m"], "b": ["n"]})
    assert [f.key for f in fused] == ["m", "n"]
    fused = rrf({"b": ["n"], "a": ["m"]})
    assert [f.key for f in fused] == ["n", "m"]


def test_empty_input_gives_nothing() -> None:
    assert rrf({}) == []
    assert rrf({"dense": [], "lexical": []}) == []


def test_result_items_are_fused_records() -> None:
    (item,) = rrf({"dense": [42]})
    assert isinstance(item, Fused)
    assert (item.key, item.ranks) == (42, {"dense": 1})


def test_default_fusion_keeps_a_lexical_first_place_above_a_mid_list_agreement() -> None:
    # With k = 60 and equal weights, an item 5th in both channels (2/65) beat the lexical
    # channel's first place (1/61): the weaker dense channel pulled the best lexical hit down
    # (LoCoMo: fused recall@10 0.52 vs lexical alone 0.60). The configured k and weights do not.
    cfg = RecallSettings()
    weights = {"dense": cfg.weight_dense, "lexical": cfg.weight_lexical}
    dense = ["d1", "d2", "d3", "d4", "both"]
    lexical = ["solo", "l2", "l3", "l4", "both"]
    fused = rrf({"dense": dense, "lexical": lexical}, k=cfg.rrf_k, weights=weights)
    keys = [f.key for f in fused]
    assert keys.index("solo") < keys.index("both")
    old = [f.key for f in rrf({"dense": dense, "lexical": lexical}, k=60)]
    assert old.index("both") < old.index("solo")


def test_a_neighbour_gets_the_weighted_score_of_its_parent() -> None:
    fused = rrf({"lexical": ["q", "x", "y"]}, k=5)
    out = spread_to_neighbours(fused, {"q": ["answer"]}, weight=0.8, parents=3)
    by = {f.key: f for f in out}
    assert by["answer"].score == pytest.approx(0.8 / 6)
    assert by["answer"].ranks == {"neighbour": 1}
    assert [f.key for f in out] == ["q", "x", "answer", "y"]  # 1/7 > 0.8/6 > 1/8


def test_a_returned_neighbour_adds_the_spread_to_its_own_score() -> None:
    fused = rrf({"lexical": ["q", "x", "y"]}, k=5)
    out = {f.key: f for f in spread_to_neighbours(fused, {"q": ["y"]}, weight=0.5, parents=1)}
    assert out["y"].score == pytest.approx(1 / 8 + 0.5 / 6)
    assert out["y"].ranks == {"lexical": 3, "neighbour": 1}


def test_a_neighbour_of_two_parents_takes_the_larger_share_not_the_sum() -> None:
    fused = rrf({"lexical": ["a", "b"]}, k=5)
    out = {f.key: f for f in spread_to_neighbours(fused, {"a": ["n"], "b": ["n"]},
                                                  weight=0.5, parents=2)}  # fmt: skip
    assert out["n"].score == pytest.approx(0.5 / 6)
    assert out["n"].ranks == {"neighbour": 1}


def test_only_the_top_parents_spread_and_zero_weight_is_off() -> None:
    fused = rrf({"lexical": ["a", "b"]}, k=5)
    out = [f.key for f in spread_to_neighbours(fused, {"b": ["n"]}, weight=0.5, parents=1)]
    assert out == ["a", "b"]
    assert spread_to_neighbours(fused, {"a": ["n"]}, weight=0.0, parents=5) == fused
    with pytest.raises(ValueError, match="weight"):
        spread_to_neighbours(fused, {}, weight=1.5, parents=1)
    with pytest.raises(ValueError, match="parents"):
        spread_to_neighbours(fused, {}, weight=0.5, parents=-1)


def test_speaker_prior_scales_what_others_said_and_resorts() -> None:
    fused = rrf({"lexical": ["asker", "answer", "aside"]}, k=5)
    out = speaker_prior(fused, {"asker", "aside"}, factor=0.5)
    by = {f.key: f for f in out}
    assert by["asker"].score == pytest.approx(0.5 / 6)
    assert by["answer"].score == pytest.approx(1 / 7)
    assert by["aside"].score == pytest.approx(0.5 / 8)
    assert [f.key for f in out] == ["answer", "asker", "aside"]
    assert by["asker"].ranks == {"lexical": 1}  # ranks stay what the channels gave


def test_speaker_prior_ties_keep_their_order_and_one_is_off() -> None:
    fused = [Fused("a", 1.0), Fused("b", 0.5), Fused("c", 0.5)]
    assert [f.key for f in speaker_prior(fused, {"a"}, factor=0.5)] == ["a", "b", "c"]
    assert speaker_prior(fused, {"a"}, factor=1.0) == fused
    assert speaker_prior(fused, set(), factor=0.0) == fused
    with pytest.raises(ValueError, match="factor"):
        speaker_prior(fused, {"a"}, factor=1.5)
