"""The prompts of the published benchmarks, reproduced verbatim as data (they are prompts, not code).

Sources (read for this harness; the text is copied character for character, ``{}`` slots as in
the originals, which fill them with ``str.format``):

- LongMemEval (Wu et al., "LongMemEval: Benchmarking Chat Assistants on Long-Term Interactive
  Memory", ICLR 2025), github.com/xiaowu0162/LongMemEval:
  ``src/evaluation/evaluate_qa.py`` ``get_anscheck_prompt`` (the judge prompts; the judge is asked
  with temperature 0 and ``max_tokens`` 10, and a reply counts as correct when its lower-cased text
  contains "yes"), and ``src/generation/run_generation.py`` ``prepare_prompt`` (the reading
  prompts and the JSON session format of the full-history baseline).
- LoCoMo (Maharana et al., "Evaluating Very Long-Term Conversational Memory of LLM Agents",
  ACL 2024), github.com/snap-research/locomo ``task_eval/gpt_utils.py``: the short-answer QA
  prompt, the category-2 suffix and the category-5 two-choice form. That file is not in the
  reference index this harness was built from; the wording is the one quoted identically by
  several public re-implementations that cite it.
- The LoCoMo LLM judge ("J") of Mem0 (Chhikara et al., arXiv 2504.19413, section 4),
  github.com/mem0ai/mem0 ``evaluation/metrics/llm_judge.py`` ``ACCURACY_PROMPT``.
"""

from __future__ import annotations

# -- LongMemEval: judge (evaluate_qa.py, get_anscheck_prompt) -------------------------------------

LME_JUDGE_GENERIC = "I will give you a question, a correct answer, and a response from a model. Please answer yes if the response contains the correct answer. Otherwise, answer no. If the response is equivalent to the correct answer or contains all the intermediate steps to get the correct answer, you should also answer yes. If the response only contains a subset of the information required by the answer, answer no. \n\nQuestion: {}\n\nCorrect Answer: {}\n\nModel Response: {}\n\nIs the model response correct? Answer yes or no only."

LME_JUDGE_TEMPORAL = "I will give you a question, a correct answer, and a response from a model. Please answer yes if the response contains the correct answer. Otherwise, answer no. If the response is equivalent to the correct answer or contains all the intermediate steps to get the correct answer, you should also answer yes. If the response only contains a subset of the information required by the answer, answer no. In addition, do not penalize off-by-one errors for the number of days. If the question asks for the number of days/weeks/months, etc., and the model makes off-by-one errors (e.g., predicting 19 days when the answer is 18), the model's response is still correct. \n\nQuestion: {}\n\nCorrect Answer: {}\n\nModel Response: {}\n\nIs the model response correct? Answer yes or no only."

LME_JUDGE_KNOWLEDGE_UPDATE = "I will give you a question, a correct answer, and a response from a model. Please answer yes if the response contains the correct answer. Otherwise, answer no. If the response contains some previous information along with an updated answer, the response should be considered as correct as long as the updated answer is the required answer.\n\nQuestion: {}\n\nCorrect Answer: {}\n\nModel Response: {}\n\nIs the model response correct? Answer yes or no only."

LME_JUDGE_PREFERENCE = "I will give you a question, a rubric for desired personalized response, and a response from a model. Please answer yes if the response satisfies the desired response. Otherwise, answer no. The model does not need to reflect all the points in the rubric. The response is correct as long as it recalls and utilizes the user's personal information correctly.\n\nQuestion: {}\n\nRubric: {}\n\nModel Response: {}\n\nIs the model response correct? Answer yes or no only."

LME_JUDGE_ABSTENTION = "I will give you an unanswerable question, an explanation, and a response from a model. Please answer yes if the model correctly identifies the question as unanswerable. The model could say that the information is incomplete, or some other information is given but the asked information is not.\n\nQuestion: {}\n\nExplanation: {}\n\nModel Response: {}\n\nDoes the model correctly identify the question as unanswerable? Answer yes or no only."

#: The template of each question type (abstention questions use LME_JUDGE_ABSTENTION whatever
#: their type).
LME_JUDGE_BY_TYPE = {
    "single-session-user": LME_JUDGE_GENERIC,
    "single-session-assistant": LME_JUDGE_GENERIC,
    "multi-session": LME_JUDGE_GENERIC,
    "temporal-reasoning": LME_JUDGE_TEMPORAL,
    "knowledge-update": LME_JUDGE_KNOWLEDGE_UPDATE,
    "single-session-preference": LME_JUDGE_PREFERENCE,
}
#: The official judge's reply budget, in tokens.
LME_JUDGE_MAX_TOKENS = 10


def longmemeval_judge_prompt(
    question_type: str, question: str, answer: str, response: str, *, abstention: bool
) -> str:
    """The official judge prompt for one question (``get_anscheck_prompt``).

    Args:
        question_type: one of :data:`LME_JUDGE_BY_TYPE`.
        question, answer: from the data (for a preference question the answer is the rubric;
            for an abstention question it is the explanation).
        response: the answer model's reply.
        abstention: the question id ends in ``_abs``.

    Raises:
        ValueError: an unknown question type (the original raises NotImplementedError).
    """
    if abstention:
        return LME_JUDGE_ABSTENTION.format(question, answer, response)
    try:
        template = LME_JUDGE_BY_TYPE[question_type]
    except KeyError:
        raise ValueError(f"unknown LongMemEval question_type {question_type!r}") from None
    return template.format(question, answer, response)


def judge_says_yes(reply: str) -> bool:
    """LongMemEval's rule: correct when the lower-cased reply contains "yes"."""
    return "yes" in reply.lower()


# -- LongMemEval: reading (run_generation.py, prepare_prompt) -----------------------------------
# Slots: history, current date, question. "con" is the paper's Chain-of-Note reading (the
# step-by-step template, --cot true); "direct" answers at once.

LME_READ_HISTORY = {
    "direct": "I will give you several history chats between you and a user. Please answer the question based on the relevant chat history.\n\n\nHistory Chats:\n\n{}\n\nCurrent Date: {}\nQuestion: {}\nAnswer:",
    "con": "I will give you several history chats between you and a user. Please answer the question based on the relevant chat history. Answer the question step by step: first extract all the relevant information, and then reason over the information to get the answer.\n\n\nHistory Chats:\n\n{}\n\nCurrent Date: {}\nQuestion: {}\nAnswer (step by step):",
}
# The "merge" variant (chat history plus user facts extracted from it): what an Engram context
# is, so Engram runs read with it.
LME_READ_FACTS_AND_HISTORY = {
    "direct": "I will give you several history chats between you and a user, as well as the relevant user facts extracted from the chat history. Please answer the question based on the relevant chat history and the user facts\n\n\nHistory Chats:\n\n{}\n\nCurrent Date: {}\nQuestion: {}\nAnswer:",
    "con": "I will give you several history chats between you and a user, as well as the relevant user facts extracted from the chat history. Please answer the question based on the relevant chat history and the user facts. Answer the question step by step: first extract all the relevant information, and then reason over the information to get the answer.\n\n\nHistory Chats:\n\n{}\n\nCurrent Date: {}\nQuestion: {}\nAnswer (step by step):",
}
#: One session of the full-history baseline (history_format "json"); slots: number, date, turns.
LME_SESSION = "\n### Session {}:\nSession Date: {}\nSession Content:\n{}\n"
#: Reply budget of the reader, in tokens (gen_length: 500 direct, 800 step by step).
LME_READ_MAX_TOKENS = {"direct": 500, "con": 800}

# -- LoCoMo: answering (task_eval/gpt_utils.py) ---------------------------------------------------

LOCOMO_QA = "Based on the above context, write an answer in the form of a short phrase for the following question. Answer with exact words from the context whenever possible.\n\nQuestion: {} Short answer:"
LOCOMO_TEMPORAL_SUFFIX = " Use DATE of CONVERSATION to answer with an approximate date."
LOCOMO_CHOICE = " Select the correct answer: (a) {} (b) {}."
LOCOMO_NOT_MENTIONED = "Not mentioned in the conversation"
LOCOMO_CONV_START = "Below is a conversation between two people: {} and {}. The conversation takes place over multiple days and the date of each conversation is wriiten at the beginning of the conversation."
LOCOMO_MAX_TOKENS = 100

# -- LoCoMo: Mem0's LLM judge (evaluation/metrics/llm_judge.py) ---------------------------------

MEM0_JUDGE = """
Your task is to label an answer to a question as ’CORRECT’ or ’WRONG’. You will be given the following data:
    (1) a question (posed by one user to another user), 
    (2) a ’gold’ (ground truth) answer, 
    (3) a generated answer
which you will score as CORRECT/WRONG.

The point of the question is to ask about something one user should know about the other user based on their prior conversations.
The gold answer will usually be a concise and short answer that includes the referenced topic, for example:
Question: Do you remember what I got the last time I went to Hawaii?
Gold answer: A shell necklace
The generated answer might be much longer, but you should be generous with your grading - as long as it touches on the same topic as the gold answer, it should be counted as CORRECT. 

For time related questions, the gold answer will be a specific date, month, year, etc. The generated answer might be much longer or use relative time references (like "last Tuesday" or "next month"), but you should be generous with your grading - as long as it refers to the same date or time period as the gold answer, it should be counted as CORRECT. Even if the format differs (e.g., "May 7th" vs "7 May"), consider it CORRECT if it's the same date.

Now it's time for the real question:
Question: {question}
Gold answer: {gold_answer}
Generated answer: {generated_answer}

First, provide a short (one sentence) explanation of your reasoning, then finish with CORRECT or WRONG. 
Do NOT include both CORRECT and WRONG in your response, or it will break the evaluation script.

Just return the label CORRECT or WRONG in a json format with the key as "label".
"""  # noqa: W291 (the original's trailing spaces are part of the prompt)
MEM0_JUDGE_MAX_TOKENS = 200
