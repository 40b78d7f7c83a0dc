"""LoCoMo QA: prompts per category and the paper's token-F1 (``python -m bench locomo
--answer-model M``).

Maharana et al., "Evaluating Very Long-Term Conversational Memory of LLM Agents", ACL 2024,
section 4.1 ("F1 partial match"), as implemented in github.com/snap-research/locomo
``task_eval/evaluation.py``:

- normalisation (``normalize_answer``): commas dropped, lower case, punctuation removed, the
  words a / an / the / and removed (the released code adds "and" to the paper's articles),
  whitespace collapsed; tokens are then Porter-stemmed (NLTK's ``PorterStemmer``).
- categories 2, 3, 4: token F1 of prediction vs gold (category 3 gold: the part before the first
  ";").
- category 1 (multi-hop): prediction and gold are split on commas; the score is the mean over gold
  parts of the best F1 against any predicted part.
- category 5 (adversarial): correct (1) when the answer says "no information available" or "not
  mentioned", else 0. The question is put as LoCoMo does, a two-way choice between "Not mentioned
  in the conversation" and the adversarial answer, in an order drawn from a seeded generator; a
  bare "(a)"/"(b)" reply is mapped back to its option's text first.

Categories 1-4 are also judged by an LLM with Mem0's prompt ("J", arXiv 2504.19413); category 5
by the rule above, which is then its verdict.
"""

from __future__ import annotations

import json
import random
import re
import string
from collections import Counter
from functools import cache
from typing import Any

from bench.prompts import (
    LOCOMO_CHOICE,
    LOCOMO_NOT_MENTIONED,
    LOCOMO_QA,
    LOCOMO_TEMPORAL_SUFFIX,
    MEM0_JUDGE,
)

QA_CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
_ARTICLES = re.compile(r"\b(a|an|the|and)\b")
_PUNCT = set(string.punctuation)


@cache
def _stemmer() -> Any:
    from nltk.stem import PorterStemmer  # the stemmer LoCoMo's evaluation.py uses

    return PorterStemmer()


def normalize_answer(text: str) -> str:
    """LoCoMo's ``normalize_answer``: drop commas, lower-case, strip punctuation, drop a / an /
    the / and, collapse whitespace."""
    text = text.replace(",", "").lower()
    text = "".join(ch for ch in text if ch not in _PUNCT)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def f1_score(prediction: str, gold: str) -> float:
    """Token F1 of Porter-stemmed normalised tokens (bag of words, with multiplicity)."""
    stem = _stemmer().stem
    pred = [stem(w) for w in normalize_answer(prediction).split()]
    truth = [stem(w) for w in normalize_answer(gold).split()]
    same = sum((Counter(pred) & Counter(truth)).values())
    if same == 0:
        return 0.0
    precision, recall = same / len(pred), same / len(truth)
    return 2 * precision * recall / (precision + recall)


def f1_multi(prediction: str, gold: str) -> float:
    """Category 1: mean over comma-separated gold parts of the best F1 against any predicted part."""
    preds = [p.strip() for p in prediction.split(",")]
    golds = [g.strip() for g in gold.split(",")]
    return sum(max(f1_score(p, g) for p in preds) for g in golds) / len(golds)


def says_not_available(prediction: str) -> bool:
    """Category 5's rule: the answer says the information is not available."""
    low = prediction.lower()
    return "no information available" in low or "not mentioned" in low


def score(category: int, prediction: str, gold: str) -> float:
    """LoCoMo's per-question score in [0, 1] (F1 for 1-4, the rule for 5).

    Raises:
        ValueError: an unknown category.
    """
    if category == 5:
        return 1.0 if says_not_available(prediction) else 0.0
    if category == 1:
        return f1_multi(prediction, gold)
    if category in (2, 4):
        return f1_score(prediction, gold)
    if category == 3:
        return f1_score(prediction, gold.split(";")[0].strip())
    raise ValueError(f"unknown LoCoMo category {category}")


def question_text(qa: dict[str, Any], rng: random.Random) -> tuple[str, dict[str, str]]:
    """The question as LoCoMo asks it, and for category 5 the options ``{"a": .., "b": ..}``."""
    q = str(qa["question"])
    cat = int(qa.get("category", 0))
    if cat == 2:
        return q + LOCOMO_TEMPORAL_SUFFIX, {}
    if cat == 5:
        adversarial = str(qa.get("adversarial_answer", qa.get("answer", "")))
        pair = [LOCOMO_NOT_MENTIONED, adversarial]
        if rng.random() >= 0.5:
            pair.reverse()
        return q + LOCOMO_CHOICE.format(*pair), {"a": pair[0], "b": pair[1]}
    return q, {}


def resolve_choice(prediction: str, options: dict[str, str]) -> str:
    """Map a bare "(a)" / "b" style reply to its option's text; other replies unchanged."""
    if not options:
        return prediction
    bare = prediction.strip().lower().strip("().: ")
    if bare in options:
        return options[bare]
    m = re.match(r"^\(?([ab])\)", prediction.strip().lower())
    return options[m.group(1)] if m else prediction


def answer_prompt(context: str, question: str) -> str:
    """LoCoMo's prompt: the context, a blank line, then the short-answer instruction."""
    return context + "\n\n" + LOCOMO_QA.format(question)


def judge_prompt(question: str, gold: str, answer: str) -> str:
    """Mem0's LoCoMo judge prompt ("J")."""
    return MEM0_JUDGE.format(question=question, gold_answer=gold, generated_answer=answer)


def judge_correct(reply: str) -> bool:
    """Mem0's rule: the JSON ``label`` is "CORRECT"; a reply that is not JSON counts when it says
    CORRECT and not WRONG (Mem0 asks for JSON mode; some servers ignore it)."""
    m = re.search(r"\{.*\}", reply, re.S)
    if m:
        try:
            label = json.loads(m.group(0)).get("label")
        except (ValueError, AttributeError):
            label = None
        if isinstance(label, str):
            return label.strip().upper() == "CORRECT"
    up = reply.upper()
    return "CORRECT" in up and "WRONG" not in up
