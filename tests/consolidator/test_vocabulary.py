"""The predicate vocabulary: query cues."""

from __future__ import annotations


def test_drink_and_meal_questions_cue_food_preferences() -> None:
    """'What does X drink in the morning?' / 'a spicy curry recipe for X?' ask about habits and
    food preferences: the reader's intent channel needs the preference predicates cued."""
    from consolidator.vocabulary import Vocabulary
    from engram.analysis import Analyzer

    vocab, analyzer = Vocabulary.default(), Analyzer()
    drink = vocab.cued_by(set(analyzer.query_tokens("What does Jonas drink in the morning?")))
    assert {"likes", "diet"} <= drink
    meal = vocab.cued_by(set(analyzer.query_tokens("Should I suggest a curry recipe for Lena?")))
    assert {"dislikes", "diet"} <= meal


def test_korean_cues_match_however_the_analyser_splits_them() -> None:
    """요금제 (plan) comes out of the analyser as 요금 + 금제: the cue must match that way too."""
    from consolidator.vocabulary import Vocabulary
    from engram.analysis import Analyzer

    vocab, analyzer = Vocabulary.default(), Analyzer()
    tokens = set(analyzer.query_tokens("5월 31일 기준으로 지우 님 휴대폰 요금제가 뭐였죠?"))
    assert "요금제" not in tokens
    assert "subscription_plan" in vocab.cued_by(tokens, analyzer.query_tokens)
    assert "lives_in" not in vocab.cued_by(tokens, analyzer.query_tokens)
