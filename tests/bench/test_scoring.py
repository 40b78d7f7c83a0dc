"""The official judge prompts' selection and verdict rule, and LoCoMo's token-F1 scoring."""

from __future__ import annotations

import random

import pytest

from bench import locomo_qa
from bench.prompts import (
    LME_JUDGE_ABSTENTION,
    LME_JUDGE_GENERIC,
    LME_JUDGE_KNOWLEDGE_UPDATE,
    LME_JUDGE_PREFERENCE,
    LME_JUDGE_TEMPORAL,
    LOCOMO_NOT_MENTIONED,
    judge_says_yes,
    longmemeval_judge_prompt,
)


@pytest.mark.parametrize(
    ("qtype", "template", "marker"),
    [
        ("single-session-user", LME_JUDGE_GENERIC, "only contains a subset of the information"),
        ("single-session-assistant", LME_JUDGE_GENERIC, "Correct Answer: A"),
        ("multi-session", LME_JUDGE_GENERIC, "Correct Answer: A"),
        ("temporal-reasoning", LME_JUDGE_TEMPORAL, "do not penalize off-by-one errors"),
        ("knowledge-update", LME_JUDGE_KNOWLEDGE_UPDATE, "some previous information along with"),
        ("single-session-preference", LME_JUDGE_PREFERENCE, "Rubric: A"),
    ],
)
def test_each_type_gets_its_official_judge_prompt(qtype: str, template: str, marker: str) -> None:
    prompt = longmemeval_judge_prompt(qtype, "Q?", "A", "R", abstention=False)
    assert prompt == template.format("Q?", "A", "R")
    assert marker in prompt
    assert prompt.endswith(
        "\n\nModel Response: R\n\nIs the model response correct? Answer yes or no only."
    )
    # Abstention overrides the type (a temporal-reasoning _abs question is graded as unanswerable).
    abs_prompt = longmemeval_judge_prompt(qtype, "Q?", "why", "R", abstention=True)
    assert abs_prompt == LME_JUDGE_ABSTENTION.format("Q?", "why", "R")
    assert abs_prompt.startswith("I will give you an unanswerable question, an explanation")


def test_unknown_type_is_refused() -> None:
    with pytest.raises(ValueError, match="trivia"):
        longmemeval_judge_prompt("trivia", "q", "a", "r", abstention=False)


def test_judge_verdict_is_yes_anywhere_in_the_lowercased_reply() -> None:
    assert judge_says_yes("Yes.") and judge_says_yes("yes") and judge_says_yes("YES, it is")
    assert not judge_says_yes("No.") and not judge_says_yes("no")
    assert judge_says_yes("Eyes")  # the original's rule is a substring test, kept as is


def test_locomo_normalisation() -> None:
    assert locomo_qa.normalize_answer("The Blue, vase and a cat!") == "blue vase cat"
    assert locomo_qa.normalize_answer("  7 May,  2023. ") == "7 may 2023"


def test_locomo_f1_hand_computed() -> None:
    assert locomo_qa.f1_score("blue vases", "the blue vase") == 1.0  # stems match
    # {red, car} vs {red, bicycl}: one common token, precision = recall = 1/2.
    assert locomo_qa.f1_score("a red car", "red bicycle") == pytest.approx(0.5)
    # {went, to, lisbon, in, may} vs {lisbon}: P = 1/5, R = 1 -> F1 = 2PR/(P+R) = 1/3.
    assert locomo_qa.f1_score("went to Lisbon in May", "Lisbon") == pytest.approx(1 / 3)
    assert locomo_qa.f1_score("", "Lisbon") == 0.0


def test_locomo_multi_hop_is_a_mean_over_gold_parts_of_the_best_part() -> None:
    # gold parts: pottery -> best 1.0 (pottery); ceramics -> best 0.0 -> mean 0.5.
    assert locomo_qa.f1_multi("pottery, painting", "pottery, ceramics") == pytest.approx(0.5)
    assert locomo_qa.score(1, "ceramics, pottery", "pottery, ceramics") == 1.0


def test_locomo_category_rules() -> None:
    assert locomo_qa.score(3, "yes", "Yes; he ran the Berlin half marathon") == 1.0
    assert locomo_qa.score(2, "7 May 2023", "7 May 2023") == 1.0
    assert locomo_qa.score(5, LOCOMO_NOT_MENTIONED, "blue") == 1.0
    assert locomo_qa.score(5, "No information available.", "blue") == 1.0
    assert locomo_qa.score(5, "blue", "blue") == 0.0
    with pytest.raises(ValueError, match="category 9"):
        locomo_qa.score(9, "a", "b")


def test_category_five_choice_order_is_seeded_and_letters_resolve() -> None:
    qa = {"question": "What color was the vase?", "category": 5, "adversarial_answer": "blue"}
    asked, options = locomo_qa.question_text(qa, random.Random("7:conv:5"))
    again, _ = locomo_qa.question_text(qa, random.Random("7:conv:5"))
    assert asked == again
    assert sorted(options.values()) == sorted([LOCOMO_NOT_MENTIONED, "blue"])
    assert (
        asked
        == f"What color was the vase? Select the correct answer: (a) {options['a']} (b) {options['b']}."
    )
    orders = {locomo_qa.question_text(qa, random.Random(f"7:conv:{i}"))[1]["a"] for i in range(20)}
    assert orders == {LOCOMO_NOT_MENTIONED, "blue"}  # both orders occur
    assert locomo_qa.resolve_choice("(b)", options) == options["b"]
    assert locomo_qa.resolve_choice("a", options) == options["a"]
    assert locomo_qa.resolve_choice("(a) Not mentioned", options) == options["a"]
    assert locomo_qa.resolve_choice("blue", options) == "blue"
    temporal, none = locomo_qa.question_text({"question": "When?", "category": 2}, random.Random(0))
    assert temporal == "When? Use DATE of CONVERSATION to answer with an approximate date."
    assert none == {}


def test_mem0_judge_label() -> None:
    assert locomo_qa.judge_correct('{"label": "CORRECT"}')
    assert locomo_qa.judge_correct('Same topic.\n```json\n{"label": "CORRECT"}\n```')
    assert not locomo_qa.judge_correct('{"label": "WRONG"}')
    assert locomo_qa.judge_correct("It refers to the same date. CORRECT")
    assert not locomo_qa.judge_correct("CORRECT or WRONG?")
    prompt = locomo_qa.judge_prompt("Q?", "Miso", "The kitten is Miso")
    assert "Question: Q?\nGold answer: Miso\nGenerated answer: The kitten is Miso\n" in prompt
