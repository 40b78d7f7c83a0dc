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
