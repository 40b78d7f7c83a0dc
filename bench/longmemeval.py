"""LongMemEval_S (``python -m bench longmemeval --data longmemeval_s.json``).

Wu et al., ICLR 2025 (data format and gold evidence: :mod:`bench.longmemeval_data`). Two modes:

- ``engram``: each question's haystack is bulk-imported into its own user's memory (user id =
  question id; session dates as reference times), optionally consolidated with the configured
  (offline, rule-based) extractor, then the question is asked with ``as_of`` = its date. Retrieval
  metrics need no LLM: recall_any@k, recall_all@k and ndcg_any@k at session and turn level for
  k in (1, 3, 5, 10, 30, 50) over a depth-50 recall, abstention questions excluded (LongMemEval
  ``src/retrieval``). The ranking merges returned facts (counted through their source episodes)
  and episodes by fused score; turn level keeps user turns only, as LongMemEval's turn corpus
  does; session level maps every returned turn to its session.
- ``full-context``: no memory; the whole haystack goes into the prompt (LongMemEval's
  "full-history-session" reader, history_format json), truncated at the start-kept token limit
  the original uses. The same answer model and judge: the baseline a memory must beat.

With an answer model, each question is answered (LongMemEval's reading prompt, "con" =
step-by-step by default) and judged with the official per-type prompt (:mod:`bench.prompts`).
The per-question log is the checkpoint (:mod:`bench.runlog`): a killed run resumes where it was.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from bench import metrics
from bench.llm import QAModels, usage
from bench.longmemeval_data import Question, full_history, import_rows, load, sha256_of
from bench.prompts import (
    LME_JUDGE_MAX_TOKENS,
    LME_READ_FACTS_AND_HISTORY,
    LME_READ_HISTORY,
    LME_READ_MAX_TOKENS,
    judge_says_yes,
    longmemeval_judge_prompt,
)
from bench.runlog import Progress, check_config, run_resumable
from engram import Engram, RecallResult, Settings

KS = (1, 3, 5, 10, 30, 50)
RETRIEVAL_DEPTH = 50
#: The original's context limit for a 128k-token reader: 128000 - 800 (reply) - 1000.
MAX_HISTORY_TOKENS = 126_200
NO_MEMORY = "(no relevant memory was found)"
#: Recall settings that switch the abstention gate off (its bars at 0).
NO_GATE = {"abstain_min_dense": 0.0, "abstain_min_dense_hangul": 0.0, "abstain_min_coverage": 0.0}

Mode = Literal["engram", "full-context"]
Reading = Literal["con", "direct"]


@dataclass(frozen=True, slots=True)
class Options:
    """One run's settings (see ``python -m bench longmemeval --help``).

    Attributes:
        data: the LongMemEval JSON file. out: the results directory.
        mode: "engram" or "full-context". limit: only the first N questions.
        consolidate: extract facts before asking (engram mode).
        reading: "con" (step by step) or "direct". concurrency: questions at once.
        seed: sent to the models. embedding: "model" (configured) or "hash" (tests, no model).
        recall_k, budget_tokens: the answering recall's k and context budget in tokens
            (None = Engram's configuration).
        max_history_tokens: full-context truncation limit, in o200k_base tokens.
        keep_db: keep ``engram.db`` in ``out`` after a complete run (it is removed otherwise).
        gate: Engram's abstention gate as configured (False: its bars at 0, so recall always
            returns its ranking; for comparing retrieval with retrievers that never abstain).
    """

    data: Path
    out: Path
    mode: Mode = "engram"
    limit: int | None = None
    consolidate: bool = True
    reading: Reading = "con"
    concurrency: int = 1
    seed: int = 7
    embedding: Literal["model", "hash"] = "model"
    recall_k: int | None = None
    budget_tokens: int | None = None
    max_history_tokens: int = MAX_HISTORY_TOKENS
    keep_db: bool = False
    gate: bool = True


def ranked_turns(result: RecallResult, turn_of: dict[str, str]) -> list[str]:
    """Turn ids, best first: facts through their source episodes and episodes, by fused score."""
    items: list[tuple[float, list[str]]] = [
        (f.score, [turn_of[e] for e in f.fact.source_episode_ids if e in turn_of])
        for f in result.facts
    ]
    items += [
        (e.score, [turn_of[e.episode.id]]) for e in result.episodes if e.episode.id in turn_of
    ]
    items.sort(key=lambda x: -x[0])
    return metrics.dedupe([t for _, ts in items for t in ts])


def session_of(turn: str) -> str:
    """``<session id>_<n>`` -> ``<session id>``."""
    return turn.rsplit("_", 1)[0]


def retrieval_scores(ranked: Sequence[str], gold: set[str]) -> dict[str, float] | None:
    """recall_any@k, recall_all@k, ndcg_any@k for k in :data:`KS`; None when ``gold`` is empty."""
    if not gold:
        return None
    out: dict[str, float] = {}
    for k in KS:
        out[f"recall_any@{k}"] = metrics.recall_any(ranked, gold, k)
        out[f"recall_all@{k}"] = metrics.recall_all(ranked, gold, k)
        out[f"ndcg_any@{k}"] = round(metrics.ndcg_any(ranked, gold, k), 6)
    return out


def retrieved_items(
    result: RecallResult, label_of: dict[str, str], field: str = "turns"
) -> list[dict[str, Any]]:
    """What the reader returned, for the log: kind, id, the benchmark's labels of its episodes
    (``field``: turn ids here, dia ids for LoCoMo; a fact through its sources), fused score,
    channel ranks and raw channel scores (the reader's ``explain`` data)."""
    out: list[dict[str, Any]] = [
        {
            "kind": "fact",
            "id": f.fact.id,
            "text": f.fact.text,
            field: [label_of[e] for e in f.fact.source_episode_ids if e in label_of],
            "score": f.score,
            "channel_ranks": f.channel_ranks,
            "channel_scores": f.channel_scores,
        }
        for f in result.facts
    ]
    out += [
        {
            "kind": "episode",
            "id": e.episode.id,
            field: [label_of[e.episode.id]] if e.episode.id in label_of else [],
            "score": e.score,
            "channel_ranks": e.channel_ranks,
            "channel_scores": e.channel_scores,
        }
        for e in result.episodes
    ]
    return out


class LongMemEvalRun:
    """Answers (or only retrieves for) each question and returns its log record."""

    def __init__(self, opts: Options, mem: Engram | None, qa: QAModels | None) -> None:
        self.opts = opts
        self.mem = mem
        self.qa = qa

    async def question(self, q: Question) -> dict[str, Any]:
        """Run one question; returns its log record (see bench/README.md for the fields)."""
        t0 = time.perf_counter()
        record: dict[str, Any] = {
            "type": q.type,
            "abstention": q.abstention,
            "question": q.question,
            "question_date": q.date_text,
            "gold_answer": q.answer,
            "mode": self.opts.mode,
        }
        latency: dict[str, float] = {}
        if self.opts.mode == "engram":
            history = await self._engram(q, record, latency)
            template = LME_READ_FACTS_AND_HISTORY[self.opts.reading]
        else:
            history = self._full_history(q, record)
            template = LME_READ_HISTORY[self.opts.reading]
        if self.qa is not None:
            prompt = template.format(history, q.date_text, q.question)
            answer = await self.qa.answer(prompt, max_tokens=LME_READ_MAX_TOKENS[self.opts.reading])
            judge_prompt = longmemeval_judge_prompt(
                q.type, q.question, q.answer, answer.text, abstention=q.abstention
            )
            judged = await self.qa.judge(judge_prompt, max_tokens=LME_JUDGE_MAX_TOKENS)
            record.update(
                answer=answer.text,
                judge_reply=judged.text,
                verdict=judge_says_yes(judged.text),
                answer_usage=usage(answer),
                judge_usage=usage(judged),
                cost_usd=round(answer.cost_usd + judged.cost_usd, 8),
            )
            latency["answer"] = round(answer.latency_ms, 1)
            latency["judge"] = round(judged.latency_ms, 1)
        else:
            record.update(answer=None, judge_reply=None, verdict=None, cost_usd=0.0)
        latency["total"] = round((time.perf_counter() - t0) * 1000, 1)
        record["latency_ms"] = latency
        return record

    def _full_history(self, q: Question, record: dict[str, Any]) -> str:
        import bpe_openai  # the offline o200k_base tables Engram counts tokens with

        history = full_history(q)
        enc = bpe_openai.get_encoding("o200k_base")
        tokens = enc.encode(history)
        if len(tokens) > self.opts.max_history_tokens:  # the original keeps the start
            history = enc.decode(tokens[: self.opts.max_history_tokens])
            record["truncated_from_tokens"] = len(tokens)
        record["context_tokens"] = min(len(tokens), self.opts.max_history_tokens)
        return history

    async def _engram(self, q: Question, record: dict[str, Any], latency: dict[str, float]) -> str:
        mem = self.mem
        assert mem is not None
        t = time.perf_counter()
        rows, blank = import_rows(q)
        report = await mem.import_lines(rows, user_id=q.id)
        latency["ingest"] = round((time.perf_counter() - t) * 1000, 1)
        ingest: dict[str, Any] = {"episodes": report.read, "added": report.added, "blank": blank}
        if self.opts.consolidate:
            t = time.perf_counter()
            drained = await mem.consolidate(user_id=q.id)
            latency["consolidate"] = round((time.perf_counter() - t) * 1000, 1)
            ingest["facts"] = drained.facts_inserted
        record["ingest"] = ingest
        stored = await mem.episodes(user_id=q.id)
        turn_of = {e.id: str(e.metadata["turn"]) for e in stored}
        user_turns = {turn_of[e.id] for e in stored if e.speaker == "user"}

        t = time.perf_counter()
        deep = await mem.recall(
            q.question, user_id=q.id, as_of=q.date, k=RETRIEVAL_DEPTH, budget_tokens=10**9,
            explain=True,
        )  # fmt: skip
        latency["recall_depth50"] = round((time.perf_counter() - t) * 1000, 1)
        ranked = [] if deep.abstained else ranked_turns(deep, turn_of)
        turns = [x for x in ranked if x in user_turns]
        sessions = metrics.dedupe([session_of(x) for x in ranked])
        gold_t, gold_s = q.gold_turns(), q.gold_sessions()
        record["retrieval"] = {
            "abstained": deep.abstained,
            "gold_turns": sorted(gold_t),
            "gold_sessions": sorted(gold_s),
            "ranked_turns": turns[:RETRIEVAL_DEPTH],
            "ranked_sessions": sessions[:RETRIEVAL_DEPTH],
            "turn": None if q.abstention else retrieval_scores(turns, gold_t),
            "session": None if q.abstention else retrieval_scores(sessions, gold_s),
        }
        if self.qa is None:
            record["retrieved"] = retrieved_items(deep, turn_of)[:RETRIEVAL_DEPTH]
            record["context_tokens"] = 0
            return ""
        t = time.perf_counter()
        ctx = await mem.recall(
            q.question, user_id=q.id, as_of=q.date, k=self.opts.recall_k,
            budget_tokens=self.opts.budget_tokens, explain=True,
        )  # fmt: skip
        latency["recall"] = round((time.perf_counter() - t) * 1000, 1)
        record["recall_abstained"] = ctx.abstained
        record["retrieved"] = retrieved_items(ctx, turn_of)
        record["context_tokens"] = ctx.context_tokens
        return ctx.context or NO_MEMORY


def config_of(opts: Options, qa: QAModels | None) -> dict[str, Any]:
    """The run's ``config.json``."""
    return {
        "benchmark": "longmemeval",
        "data": str(opts.data),
        "data_sha256": sha256_of(opts.data),
        "mode": opts.mode,
        "consolidate": opts.consolidate if opts.mode == "engram" else None,
        "reading": opts.reading,
        "seed": opts.seed,
        "embedding": opts.embedding,
        "recall_k": opts.recall_k,
        "budget_tokens": opts.budget_tokens,
        "max_history_tokens": opts.max_history_tokens,
        "gate": opts.gate,
        "answer_model": qa.answer_spec.describe() if qa else None,
        "judge_model": qa.judge_spec.describe() if qa else None,
    }


#: A resume must match these; limit and concurrency may change.
RESUME_KEYS = (
    "data_sha256", "mode", "consolidate", "reading", "seed", "embedding", "recall_k",
    "budget_tokens", "max_history_tokens", "gate", "answer_model", "judge_model",
)  # fmt: skip


async def run_longmemeval(opts: Options, qa: QAModels | None) -> tuple[Progress, list[Question]]:
    """Run (or resume) the benchmark into ``opts.out``; returns the progress and the questions.

    Raises:
        DataError: the data file is malformed. ResumeMismatchError: ``out`` holds another run.
        ValueError: full-context mode without an answer model.
    """
    if opts.mode == "full-context" and qa is None:
        raise ValueError("--mode full-context needs --answer-model (it has no retrieval metrics)")
    questions = load(opts.data, opts.limit)
    check_config(opts.out, config_of(opts, qa), keys=RESUME_KEYS)
    label = f"longmemeval/{opts.mode}"
    if opts.mode == "full-context":
        run = LongMemEvalRun(opts, None, qa)
        progress = await run_resumable(
            questions, key=lambda q: q.id, work=run.question, out=opts.out,
            concurrency=opts.concurrency, label=label,
        )  # fmt: skip
        return progress, questions
    db = opts.out / "engram.db"
    overrides: dict[str, Any] = {"storage": {"path": str(db)}}
    if opts.embedding == "hash":
        overrides["embedding"] = {"backend": "hash"}
    if not opts.gate:
        overrides["recall"] = NO_GATE
    async with Engram.open(Settings.load(**overrides)) as mem:
        run = LongMemEvalRun(opts, mem, qa)
        progress = await run_resumable(
            questions, key=lambda q: q.id, work=run.question, out=opts.out,
            concurrency=opts.concurrency, label=label,
        )  # fmt: skip
    if not opts.keep_db and progress.failed == 0:
        for suffix in ("", "-wal", "-shm"):
            Path(str(db) + suffix).unlink(missing_ok=True)
    return progress, questions
