"""A data-driven regression harness over every field case in ``shared/data/field-cases``.

Each case file (README there) runs once per test session through the real system: ``Engram`` with
the default rule-based extractor and the deterministic hash embedder (offline, fast). Each of its
checks is its own test id (``B02-check3``, 1-based). Nothing here is specific to one case except
what the README singles out; held-back cases of the same shape must run unchanged.

The contract, as implemented:

- Episodes are added in the listed order with their user (``episodes[].user_id`` overrides;
  ``omit_user_id`` calls ``add`` without one). ``expect_error`` episodes must raise an
  ``EngramError`` (or ``TypeError`` for an omitted user) and write no row. When the case has a
  ``harness``, its listed episodes are samples of the load and are not added on their own.
- ``actions`` run after the episode at ``after_episode``, in the listed order:
  ``forget_user`` / ``forget_episode`` -> ``Engram.forget`` (``expect_error`` -> must raise);
  ``wait_for_consolidation`` -> consolidate the case's users; ``check_now`` -> run the checks marked
  for it (``check_now: true``; if none is marked, the first check, as B19's note says) at that
  point only; ``restart_daemon`` -> run every check, close and reopen the Engram on the same file,
  run every check again (B15's note; the end-of-case run follows anyway);
  ``kill_worker`` -> emulated SIGKILL: a consolidation task is cancelled while the extractor holds
  the named episode's facts (extracted, not committed), then the drain's rows are left
  'processing' under an expired lease of a dead worker, exactly what a killed process leaves;
  ``inject_extractor_failure`` -> the extractor raises for that episode ``failures`` times, then
  works; the users are consolidated with the retry backoff shortened to 10 ms.
- ``harness`` (B18): writers x episodes, readers and the in-process worker as asyncio tasks
  against one Engram; every error is recorded and the writes must all be acknowledged.
- Then every user is consolidated and every check runs. A check failing at any of its run points
  fails; the message names the point.

The fact subset "for the query's subject and predicate": the facts (valid at ``as_of``) whose
predicate the query's tokens cue (``Vocabulary.cued_by``) or whose text shares a content token with
the query; narrowed to the facts about a person the query names when the user's entities know
that name (subject or object). A query "all facts ..." takes every fact; a query with neither cue
nor content word keeps the whole (person-narrowed) set. ``fact_matching`` matches a fact's text or
object as a substring, or (when nothing does) the predicate the term cues ("love" -> likes).

Checks the rule extractor cannot pass yet are strict xfails in ``EXTRACTION_MISSES``: when
extraction improves, the xfail turns into a failure and the table needs an update.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

import engram
from consolidator.names import name_key
from consolidator.types import Claim, EpisodeView, Extractor
from consolidator.vocabulary import Vocabulary
from engram.analysis import Analyzer
from engram.embedding import HashEmbedder
from engram.errors import EngramError
from engram.models import Fact
from engram.timeutil import parse_time, to_db, utcnow
from tests.conftest import FIELD_CASES, connect_raw

#: Checks the rule-based extractor does not pass yet: check id -> what extraction misses.
#: Strict: a check that starts passing fails here until its row is removed.
EXTRACTION_MISSES: dict[str, str] = {}

#: Checks failing on a known system fault not fixed yet (same strict semantics).
SYSTEM_GAPS: dict[str, str] = {}

_ANALYZER = Analyzer()
_VOCAB = Vocabulary.default()
_WORD_SPLIT = re.compile(r"[\W_]+", re.UNICODE)
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
# Tokens every fact text carries ("User lives in ..."): no evidence that a fact fits a query.
_FACT_BOILERPLATE = frozenset({"user"})


# -- discovery ---------------------------------------------------------------------------------
def _case_files() -> list[Path]:
    if not FIELD_CASES.is_dir():
        return []
    return sorted(FIELD_CASES.glob("*.json"))


def _params() -> list[Any]:
    files = _case_files()
    if not files:
        return [
            pytest.param(
                None,
                0,
                id="field-cases-absent",
                marks=pytest.mark.skip(reason=f"no field cases at {FIELD_CASES}"),
            )
        ]
    out = []
    for path in files:
        case = json.loads(path.read_text(encoding="utf-8"))
        cid = str(case.get("id") or path.stem)
        for i, _check in enumerate(case.get("checks", [])):
            check_id = f"{cid}-check{i + 1}"
            marks = []
            if check_id in EXTRACTION_MISSES:
                marks.append(
                    pytest.mark.xfail(
                        strict=True, reason=f"extraction: {EXTRACTION_MISSES[check_id]}"
                    )
                )
            elif check_id in SYSTEM_GAPS:
                marks.append(
                    pytest.mark.xfail(strict=True, reason=f"system: {SYSTEM_GAPS[check_id]}")
                )
            out.append(pytest.param(path, i, id=check_id, marks=marks))
    return out


# -- the run of one case -------------------------------------------------------------------------
@dataclass
class Outcome:
    """A call whose failure or success the case prescribes (an expected error, or none)."""

    label: str
    expect_error: bool
    error: BaseException | None

    def problem(self) -> str | None:
        if self.expect_error and self.error is None:
            return f"{self.label}: expected an error, the call succeeded"
        if self.expect_error and not isinstance(self.error, (EngramError, TypeError)):
            return f"{self.label}: expected an EngramError, got {self.error!r}"
        if not self.expect_error and self.error is not None:
            return f"{self.label}: unexpected error {self.error!r}"
        return None


@dataclass
class CaseRun:
    case: dict[str, Any]
    db_path: Path
    outcomes: list[Outcome] = field(default_factory=list)
    results: dict[int, list[str]] = field(default_factory=dict)  # check index -> failures
    ran: dict[int, list[str]] = field(default_factory=dict)  # check index -> run points
    users: list[str] = field(default_factory=list)  # users with stored episodes (in order)
    harness_users: list[str] = field(default_factory=list)
    episode_ids: dict[int, str] = field(default_factory=dict)  # case index -> stored id

    @property
    def user_id(self) -> str:
        return str(self.case["user_id"])

    def record(self, index: int, point: str, failures: list[str]) -> None:
        self.ran.setdefault(index, []).append(point)
        self.results.setdefault(index, []).extend(f"[{point}] {f}" for f in failures)

    def sql(self, statement: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        conn = connect_raw(self.db_path)
        try:
            rows = [tuple(r) for r in conn.execute(statement, params).fetchall()]
            conn.commit()
            return rows
        finally:
            conn.close()

    def add_user(self, uid: str) -> None:
        if uid not in self.users:
            self.users.append(uid)


_RUNS: dict[Path, CaseRun] = {}


@pytest.fixture(scope="module")
def case_workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("field-cases")


@pytest.mark.parametrize(("case_path", "check_index"), _params())
def test_field_case(case_path: Path, check_index: int, case_workdir: Path) -> None:
    run = _RUNS.get(case_path)
    if run is None:
        case = json.loads(case_path.read_text(encoding="utf-8"))
        run = CaseRun(case, case_workdir / f"{case_path.stem}.db")
        asyncio.run(_run_case(run))
        _RUNS[case_path] = run
    check = run.case["checks"][check_index]
    assert check_index in run.ran, f"check never ran: {check}"
    failures = run.results.get(check_index, [])
    assert not failures, f"{check.get('expect')}\n" + "\n".join(failures)


# -- extractor wrappers (the emulated faults) ------------------------------------------------------
class _FailingExtractor:
    """Raises for one episode text ``failures`` times (a flaky backend), then delegates."""

    def __init__(self, inner: Extractor, text: str, failures: int, error: str) -> None:
        self.inner = inner
        self.version = inner.version
        self.text = text
        self.left = failures
        self.error = error

    async def extract(self, episode: EpisodeView, context: list[EpisodeView]) -> list[Claim]:
        if episode.text == self.text and self.left > 0:
            self.left -= 1
            raise RuntimeError(f"injected extractor failure: {self.error}")
        return await self.inner.extract(episode, context)


class _HangingExtractor:
    """Extracts one episode text's facts, then hangs before returning them (the kill point)."""

    def __init__(self, inner: Extractor, text: str) -> None:
        self.inner = inner
        self.version = inner.version
        self.text = text
        self.reached = asyncio.Event()

    async def extract(self, episode: EpisodeView, context: list[EpisodeView]) -> list[Claim]:
        claims = await self.inner.extract(episode, context)
        if episode.text == self.text:
            self.reached.set()
            await asyncio.Event().wait()  # never returns: cancelled by the "kill"
        return claims


# -- the scenario ----------------------------------------------------------------------------------
def _settings(db_path: Path, **consolidation: Any) -> engram.Settings:
    return engram.Settings.load(
        storage={"path": str(db_path)},
        embedding={"backend": "hash"},
        consolidation={"retry_backoff_s": 0.01, **consolidation},
    )


async def _run_case(run: CaseRun) -> None:
    case = run.case
    embedder = HashEmbedder(384)
    settings = _settings(run.db_path)
    mem = await engram.Engram.open(settings, embedder=embedder)
    try:
        episodes = case.get("episodes", [])
        actions = case.get("actions", [])
        harness = case.get("harness")
        last = len(episodes) - 1
        if harness:
            await _run_harness(run, mem, harness)
        for i, ep in enumerate(episodes):
            if not harness:
                await _add_episode(run, mem, i, ep)
            for action in (a for a in actions if a.get("after_episode") == i):
                mem = await _act(run, mem, settings, embedder, action, all_added=i == last)
        for action in (a for a in actions if a.get("after_episode", -1) > last):
            mem = await _act(run, mem, settings, embedder, action, all_added=True)
        await _consolidate_all(run, mem)
        await _run_checks(run, mem, "end")
    finally:
        await mem.close()


def _episode_user(run: CaseRun, ep: dict[str, Any]) -> str | None:
    if ep.get("omit_user_id"):
        return None
    return str(ep["user_id"]) if "user_id" in ep and ep["user_id"] is not None else run.user_id


async def _add_episode(run: CaseRun, mem: engram.Engram, index: int, ep: dict[str, Any]) -> None:
    uid = _episode_user(run, ep)
    kwargs: dict[str, Any] = {
        "reference_time": ep.get("reference_time"),
        "speaker": ep.get("speaker", "user"),
    }
    if ep.get("session_id") is not None:
        kwargs["session_id"] = ep["session_id"]
    if uid is not None:
        kwargs["user_id"] = uid
    expect_error = bool(ep.get("expect_error"))
    before = _row_counts(run) if expect_error else None
    error: BaseException | None = None
    try:
        stored = await mem.add(ep["text"], **kwargs)
    except Exception as exc:  # recorded: the case says whether it must fail
        error = exc
    else:
        run.episode_ids[index] = stored.id
        run.add_user(stored.user_id)
    label = f"episode {index} ({ep.get('note') or repr(ep['text'][:40])})"
    run.outcomes.append(Outcome(label, expect_error, error))
    if before is not None and _row_counts(run) != before:
        run.outcomes.append(
            Outcome(f"{label}: rejected write changed rows", False, AssertionError("rows written"))
        )


def _row_counts(run: CaseRun) -> dict[str, int]:
    if not run.db_path.exists():
        return {}
    tables = ("episodes", "episode_fts", "episode_vec", "consolidation_state")
    return {t: int(run.sql(f"SELECT count(*) FROM {t}")[0][0]) for t in tables}


async def _consolidate_all(run: CaseRun, mem: engram.Engram) -> None:
    for uid in [*run.users, *run.harness_users]:
        await mem.consolidate(user_id=uid)


async def _act(
    run: CaseRun,
    mem: engram.Engram,
    settings: engram.Settings,
    embedder: HashEmbedder,
    action: dict[str, Any],
    *,
    all_added: bool,
) -> engram.Engram:
    op = action["op"]
    episodes = run.case.get("episodes", [])
    if op in ("forget_user", "forget_episode"):
        kwargs: dict[str, Any] = {}
        if op == "forget_episode":
            idx = int(action["episode_index"])
            kwargs["episode_id"] = run.episode_ids.get(idx, f"missing-episode-{idx}")
            kwargs["user_id"] = action.get("user_id") or _episode_user(run, episodes[idx])
        else:
            kwargs["user_id"] = action.get("user_id", run.user_id)
        error: BaseException | None = None
        try:
            await mem.forget(**kwargs)
        except Exception as exc:  # recorded: the case says whether it must fail
            error = exc
        run.outcomes.append(Outcome(f"{op}({kwargs})", bool(action.get("expect_error")), error))
    elif op == "wait_for_consolidation":
        await _consolidate_all(run, mem)
    elif op == "check_now":
        checks = run.case.get("checks", [])
        marked = [i for i, c in enumerate(checks) if c.get("check_now")] or [0]
        await _run_checks(run, mem, f"check_now after episode {action['after_episode']}", marked)
    elif op == "restart_daemon":
        if all_added:
            await _run_checks(run, mem, "before restart")
        await mem.close()
        mem = await engram.Engram.open(settings, embedder=embedder)
        if all_added:
            await _run_checks(run, mem, "after restart")
    elif op == "kill_worker":
        await _kill_worker(run, mem, action)
    elif op == "inject_extractor_failure":
        idx = int(action["episode_index"])
        inner = mem.consolidator.extractor
        mem.consolidator.extractor = _FailingExtractor(
            inner, episodes[idx]["text"], int(action.get("failures", 1)), str(action.get("error"))
        )
        try:
            await _consolidate_all(run, mem)
        finally:
            mem.consolidator.extractor = inner
    else:
        raise AssertionError(f"unknown action {op!r}: the harness needs to learn it")
    return mem


async def _kill_worker(run: CaseRun, mem: engram.Engram, action: dict[str, Any]) -> None:
    """Emulated SIGKILL mid-consolidation (see the module docstring)."""
    episodes = run.case.get("episodes", [])
    idx = action.get("episode_index")
    if idx is None:
        m = re.search(r"episode index (\d+)", str(action.get("when", "")))
        idx = int(m.group(1)) if m else len(episodes) - 1
    target = episodes[int(idx)]
    uid = _episode_user(run, target) or run.user_id
    inner = mem.consolidator.extractor
    hanging = _HangingExtractor(inner, target["text"])
    mem.consolidator.extractor = hanging
    task = asyncio.create_task(mem.consolidate(user_id=uid))
    try:
        waiter = asyncio.create_task(hanging.reached.wait())
        done, _ = await asyncio.wait(
            {task, waiter}, timeout=30, return_when=asyncio.FIRST_COMPLETED
        )
        waiter.cancel()
        assert waiter in done, "the kill point (extraction of the episode) was never reached"
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        mem.consolidator.extractor = inner
    # A killed process runs no cleanup: its lease stays (expired by now) and its rows stay
    # 'processing'. The cancelled drain released its lease; put back what SIGKILL leaves.
    past = to_db(utcnow() - timedelta(seconds=1))
    run.sql(
        "INSERT INTO consolidation_leases(user_id, worker_id, expires_at) VALUES (?, ?, ?) "
        "ON CONFLICT(user_id) DO UPDATE SET worker_id = excluded.worker_id, "
        "expires_at = excluded.expires_at",
        (uid, "killed-worker", past),
    )
    stuck = run.sql(
        "SELECT count(*) FROM consolidation_state WHERE user_id = ? AND status = 'processing'",
        (uid,),
    )[0][0]
    assert stuck > 0, "the emulated kill left no episode 'processing'"


async def _run_harness(run: CaseRun, mem: engram.Engram, h: dict[str, Any]) -> None:
    """The described load: writers, readers and the worker together against one Engram."""
    writers = int(h.get("writers", 1))
    per_writer = int(h.get("episodes_per_writer", 1))
    user_tpl = str(h.get("writer_user_id", run.user_id))
    text_tpl = str(h.get("text_template", "note {w}-{i}"))
    locker = str(h.get("locker", "0"))
    assert re.fullmatch(r"[\dwi+*\s()-]+", locker), f"unsupported expression {locker!r}"
    m = re.fullmatch(
        r"\s*(\S+)\s+plus\s+i\s+(seconds|minutes|hours)\s*", str(h.get("reference_time_template"))
    )
    assert m, f"unsupported reference_time_template {h.get('reference_time_template')!r}"
    t0, unit = parse_time(m.group(1), "reference_time_template"), m.group(2)
    readers = int(h.get("readers", 0))
    interval = float(h.get("reader_interval_ms", 50)) / 1000
    run.harness_users = [user_tpl.format(w=w) for w in range(writers)]
    errors: list[BaseException] = []
    ids: list[str] = []
    loading = True

    async def writer(w: int) -> None:
        for i in range(per_writer):
            value = eval(locker, {"__builtins__": {}}, {"w": w, "i": i})
            text = text_tpl.format(w=w, i=i, locker=value)
            try:
                ep = await mem.add(
                    text,
                    user_id=run.harness_users[w],
                    reference_time=t0 + timedelta(**{unit: i}),
                )
            except Exception as exc:  # recorded for the error check
                errors.append(exc)
            else:
                ids.append(ep.id)
            await asyncio.sleep(0)

    async def reader(r: int) -> None:
        n = 0
        while loading:
            uid = run.harness_users[(r + n) % writers]
            n += 1
            try:
                await mem.recall(str(h.get("reader_query", "note")), user_id=uid)
            except Exception as exc:  # recorded for the error check
                errors.append(exc)
            await asyncio.sleep(interval)

    mem.start_worker()
    read_tasks = [asyncio.create_task(reader(r)) for r in range(readers)]
    try:
        await asyncio.gather(*(writer(w) for w in range(writers)))
    finally:
        loading = False
        await asyncio.gather(*read_tasks)
    try:
        await _consolidate_all(run, mem)  # waits for the worker's leases, drains what is left
    except Exception as exc:  # recorded for the error check
        errors.append(exc)
    await mem.stop_worker()
    run.outcomes.append(
        Outcome(
            f"harness load ({writers}x{per_writer} writes, {readers} readers, worker)",
            False,
            errors[0] if errors else None,
        )
    )
    if len(set(ids)) != writers * per_writer:
        run.outcomes.append(
            Outcome(
                f"harness: {len(set(ids))} of {writers * per_writer} writes acknowledged",
                False,
                AssertionError("writes lost"),
            )
        )


# -- checks ----------------------------------------------------------------------------------------
async def _run_checks(
    run: CaseRun, mem: engram.Engram, point: str, only: Iterable[int] | None = None
) -> None:
    checks = run.case.get("checks", [])
    marked = {i for i, c in enumerate(checks) if c.get("check_now")}
    if not marked and any(a.get("op") == "check_now" for a in run.case.get("actions", [])):
        marked = {0}
    indexes = list(only) if only is not None else [i for i in range(len(checks)) if i not in marked]
    for i in indexes:
        check = checks[i]
        try:
            failures = await _check(run, mem, check)
        except Exception as exc:  # a crash of the check is its failure
            failures = [f"raised {exc!r}"]
        run.record(i, point, failures)


async def _check(run: CaseRun, mem: engram.Engram, check: dict[str, Any]) -> list[str]:
    op = check["op"]
    if op == "error":
        return await _check_error(run, mem, check)
    uid = str(check["user_id"]) if "user_id" in check else run.user_id
    if op == "recall":
        failures = await _check_recall(mem, uid, check)
    elif op in ("current_facts", "facts_as_of"):
        failures = await _check_facts(run, mem, uid, check)
    else:
        return [f"unknown op {op!r}: the harness needs to learn it"]
    failures += await _check_store(run, mem, uid, check)
    return failures


# Provenance ids are random hex; "2042" can occur inside one by chance. The checks are about what
# the memory says, so ids are blanked out before matching.
_IDS = re.compile(r"\b(?:fact|ep|ent)_[0-9a-f]{32}\b")


def _text_checks(check: dict[str, Any], text: str) -> list[str]:
    text = _IDS.sub("<id>", text)
    low = text.casefold()
    out = [f"missing {s!r}" for s in check.get("must_contain", []) if s.casefold() not in low]
    anyof = check.get("must_contain_any")
    if anyof and not any(s.casefold() in low for s in anyof):
        out.append(f"none of {anyof!r} present")
    out += [f"contains {s!r}" for s in check.get("must_not_contain", []) if s.casefold() in low]
    if out:
        out.append(f"checked text: {text[:1500]!r}")
    return out


def _fact_text(facts: Iterable[Fact]) -> str:
    return "\n".join(f"{f.text} [{f.object}]" for f in facts)


async def _check_recall(mem: engram.Engram, uid: str, check: dict[str, Any]) -> list[str]:
    channels = ("lexical",) if check.get("retriever_mode") == "bm25_only" else None
    try:
        result = await mem.recall(
            check["query"], user_id=uid, as_of=check.get("as_of"), channels=channels
        )
    except EngramError as exc:
        # A rejected call returns nothing: fine unless the check wants an answer.
        if (
            check.get("must_contain")
            or check.get("must_contain_any")
            or (check.get("expect_abstain") is False)
        ):
            return [f"recall rejected: {exc!r}"]
        return []
    facts = [sf.fact for sf in result.facts]
    text = _fact_text(facts) + "\n" + result.context
    out = _text_checks(check, text)
    if "expect_abstain" in check and result.abstained != bool(check["expect_abstain"]):
        out.append(
            f"abstained={result.abstained} (reason {result.reason!r}, evidence {result.evidence}), "
            f"expected {check['expect_abstain']}; text: {text[:800]!r}"
        )
    if check.get("expect_no_duplicate_results"):
        keys = [f.text.casefold() for f in facts]
        contents = [e.episode.content for e in result.episodes]
        if len(set(keys)) != len(keys) or len({f.id for f in facts}) != len(facts):
            out.append(f"duplicate facts: {keys}")
        if len(set(contents)) != len(contents):
            out.append(f"duplicate episode texts: {contents}")
    return out


async def _check_error(run: CaseRun, mem: engram.Engram, check: dict[str, Any]) -> list[str]:
    """An ``error`` check: a described ``recall(...)`` call is made; anything else refers to the
    calls the case already made (rejected episodes, actions, the harness load)."""
    expect = bool(check.get("expect_error"))
    call = _parse_recall_call(check["query"])
    if call is not None:
        kwargs = dict(call)
        if "user_id" in check and "user_id" not in kwargs:
            kwargs["user_id"] = check["user_id"]
        if kwargs.pop("omit_user", False):
            kwargs.pop("user_id", None)
        else:
            kwargs.setdefault("user_id", run.user_id)
        error: BaseException | None = None
        try:
            await mem.recall(**kwargs)
        except Exception as exc:  # judged below
            error = exc
        problem = Outcome(f"recall({kwargs})", expect, error).problem()
        return [problem] if problem else []
    words = check["query"].casefold()
    relevant = [
        o
        for o in run.outcomes
        if (o.expect_error == expect or not expect) and _related(words, o.label.casefold())
    ] or [o for o in run.outcomes if o.expect_error == expect or not expect]
    if not relevant:
        return [f"no call of this case matches {check['query']!r}"]
    return [p for o in run.outcomes if o in relevant and (p := o.problem())]


def _related(query: str, label: str) -> bool:
    for word in ("forget", "harness", "load", "episode", "write"):
        if word in query and (word in label or (word in ("write", "load") and "harness" in label)):
            return True
    return False


_RECALL_CALL = re.compile(r"recall\(\s*(['\"])(?P<q>.*?)\1\s*(?P<rest>(?:,[^)]*)?)\)", re.S)
_KWARG = re.compile(r"(\w+)\s*=\s*(['\"])(.*?)\2")


def _parse_recall_call(text: str) -> dict[str, Any] | None:
    m = _RECALL_CALL.search(text)
    if m is None:
        return None
    kwargs: dict[str, Any] = {"query": m.group("q")}
    for name, _, value in _KWARG.findall(m.group("rest")):
        kwargs[name] = value
    tail = text[m.end() :]
    if re.search(r"user_id\s+omitted", tail):
        kwargs["omit_user"] = True
    elif (u := re.search(r"user_id\s*=\s*(['\"])(.*?)\1", tail)) is not None:
        kwargs["user_id"] = u.group(2)
    return kwargs


# -- the fact table --------------------------------------------------------------------------------
def _tz(check: dict[str, Any], spec: dict[str, Any] | None = None) -> timezone:
    if spec and spec.get("tz"):
        sign = -1 if spec["tz"].startswith("-") else 1
        hh, mm = spec["tz"].lstrip("+-").split(":")
        return timezone(sign * timedelta(hours=int(hh), minutes=int(mm)))
    as_of = check.get("as_of")
    if as_of:
        off = parse_time(as_of, "as_of").utcoffset()
        return timezone(off or timedelta(0))
    return UTC


def _named_entities(run: CaseRun, uid: str, query: str) -> tuple[set[int], set[str]]:
    """Entities of people the query names (by a known alias), and the query tokens of those names."""
    words = " " + " ".join(w for w in _WORD_SPLIT.split(query.casefold()) if w) + " "
    pks: set[int] = set()
    tokens: set[str] = set()
    rows = run.sql(
        "SELECT e.pk, a.alias_norm FROM entity_aliases a JOIN entities e ON e.pk = a.entity_pk "
        "WHERE e.user_id = ? AND e.type IN ('person', 'self')",
        (uid,),
    )
    for pk, alias in rows:
        alias = str(alias)
        if alias == "user" or len(alias) < 2:
            continue
        hit = f" {alias} " in words or (_HANGUL.search(alias) and f" {alias}" in words)
        if hit:
            pks.add(int(pk))
            tokens |= set(_ANALYZER.query_tokens(alias))
    return pks, tokens


def _fact_entities(run: CaseRun, uid: str) -> dict[str, tuple[int | None, int | None]]:
    rows = run.sql(
        "SELECT id, subject_entity_pk, object_entity_pk FROM facts WHERE user_id = ?", (uid,)
    )
    return {str(r[0]): (r[1], r[2]) for r in rows}


def _fact_tokens(f: Fact) -> set[str]:
    return set(_ANALYZER.index_tokens(f"{f.text} {f.object}")) - _FACT_BOILERPLATE


@dataclass
class Scope:
    """What a query asks about: every fact, or cued predicates / content tokens / named people."""

    everything: bool
    predicates: set[str]
    content: set[str]
    people: set[int]

    def select(
        self, facts: list[Fact], ents: dict[str, tuple[int | None, int | None]]
    ) -> list[Fact]:
        if self.everything:
            return facts
        out = facts
        if self.people:
            out = [f for f in out if set(ents.get(f.id, (None, None))) & self.people]
        if self.predicates or self.content:
            out = [
                f for f in out if f.predicate in self.predicates or self.content & _fact_tokens(f)
            ]
        return out


def _scope(run: CaseRun, uid: str, query: str) -> Scope:
    if re.match(r"\s*all facts\b", query, re.I):
        return Scope(True, set(), set(), set())
    tokens = set(_ANALYZER.query_tokens(query))
    people, name_tokens = _named_entities(run, uid, query)
    content = {
        t
        for t in tokens - name_tokens
        if len(t) >= 2 and not t.isdigit() and t not in _FACT_BOILERPLATE
    }
    return Scope(False, _VOCAB.cued_by(tokens - name_tokens), content, people)


def _matching(
    term: str, items: list[Any], text: Callable[[Any], str], pred: Callable[[Any], str]
) -> list[Any]:
    """Items whose text contains ``term``; if none does, those with a predicate ``term`` cues."""
    hits = [x for x in items if term.casefold() in text(x).casefold()]
    if hits:
        return hits
    cued = _VOCAB.cued_by(set(_ANALYZER.query_tokens(term)))
    return [x for x in items if pred(x) in cued]


def _local_date(dt: datetime, tz: timezone) -> date:
    return dt.astimezone(tz).date()


def _check_valid_at_date(
    check: dict[str, Any], spec: dict[str, Any], facts: list[Fact], valid: list[Fact]
) -> list[str]:
    tz = _tz(check, spec)
    term = spec["fact_matching"]
    cands = _matching(
        term, valid, lambda f: f"{f.text} {f.object}", lambda f: f.predicate
    ) or _matching(term, facts, lambda f: f"{f.text} {f.object}", lambda f: f.predicate)
    if not cands:
        return [f"no fact matches {term!r}; facts: {_fact_text(facts)[:800]!r}"]
    accept = {date.fromisoformat(d) for d in spec.get("accept_any_of", [])}
    if spec.get("date"):
        accept.add(date.fromisoformat(spec["date"]))
    tolerated = {date.fromisoformat(d) for d in spec.get("tolerated", [])}
    between = [date.fromisoformat(d) for d in spec.get("between", [])]
    got = []
    for f in cands:
        if f.valid_at is None:
            got.append(f"{f.text!r}: valid_at unset")
            continue
        d = _local_date(f.valid_at, tz)
        if d in accept or d in tolerated or (between and between[0] <= d <= between[1]):
            return []
        got.append(f"{f.text!r}: valid_at {f.valid_at.astimezone(tz).isoformat()}")
    want = sorted(str(d) for d in accept | tolerated) or [str(between)]
    return [f"valid_at of {term!r} not in {want}: {got}"]


def _check_invalid_between(
    check: dict[str, Any], spec: dict[str, Any], facts: list[Fact]
) -> list[str]:
    tz = _tz(check, check.get("valid_at_date"))
    term = spec["fact_matching"]
    cands = _matching(term, facts, lambda f: f"{f.text} {f.object}", lambda f: f.predicate)
    closed = [f for f in cands if f.invalid_at is not None]
    if not closed:
        return [f"no closed fact matches {term!r}: {[(f.text, f.invalid_at) for f in cands]}"]
    for f in closed:
        assert f.invalid_at is not None
        if "T" in spec["from"]:
            lo, hi = parse_time(spec["from"], "from"), parse_time(spec["to"], "to")
            if lo <= f.invalid_at <= hi:
                return []
        elif spec["from"] <= _local_date(f.invalid_at, tz).isoformat() <= spec["to"]:
            return []
    got = [(f.text, f.invalid_at.isoformat() if f.invalid_at else None) for f in closed]
    return [f"invalid_at of {term!r} not in [{spec['from']}, {spec['to']}]: {got}"]


async def _check_facts(
    run: CaseRun, mem: engram.Engram, uid: str, check: dict[str, Any]
) -> list[str]:
    as_of = check.get("as_of")
    valid_all = await mem.facts(user_id=uid, as_of=as_of)
    every = await mem.facts(user_id=uid, as_of=as_of, include_closed=True)
    ents = _fact_entities(run, uid)
    scope = _scope(run, uid, check["query"])
    valid = scope.select(valid_all, ents)
    out = _text_checks(check, _fact_text(valid))
    if check.get("expect_abstain") is True and valid:
        out.append(f"expected no fact, got {_fact_text(valid)!r}")
    if "expect_valid_count" in check and len(valid) != check["expect_valid_count"]:
        out.append(
            f"{len(valid)} valid facts in scope, expected {check['expect_valid_count']}: "
            f"{_fact_text(valid)!r}"
        )
    if "expect_valid_objects" in check:
        want = [w.casefold() for w in check["expect_valid_objects"]]
        objs = [f.object.casefold() for f in valid]
        missing = [w for w in want if not any(w in o or o in w for o in objs)]
        extra = [o for o in objs if not any(w in o or o in w for w in want)]
        if missing or extra:
            out.append(f"valid objects {objs}, expected {want}")
    if "expect_invalidated_count" in check:
        when = parse_time(as_of, "as_of") if as_of else utcnow()
        closed = [
            f
            for f in scope.select(every, ents)
            if f.invalid_at is not None and f.invalid_at <= when
        ]
        if len(closed) != check["expect_invalidated_count"]:
            out.append(
                f"{len(closed)} closed facts in scope, expected "
                f"{check['expect_invalidated_count']}: {_fact_text(closed)!r}"
            )
    if spec := check.get("valid_at_date"):
        out += _check_valid_at_date(check, spec, every, valid_all)
    if spec := check.get("invalid_at_between"):
        out += _check_invalid_between(check, spec, every)
    if "expect_expired_at_set" in check or "expect_total_versions_min" in check:
        out += _check_versions(run, uid, check, scope, ents)
    return out


def _check_versions(
    run: CaseRun, uid: str, check: dict[str, Any], scope: Scope, ents: dict[str, Any]
) -> list[str]:
    """History fields over the raw fact table: retired versions are not believed any more."""
    rows = run.sql(
        "SELECT id, predicate, object, text, expired_at, subject_entity_pk, object_entity_pk "
        "FROM facts WHERE user_id = ?",
        (uid,),
    )
    term = (check.get("invalid_at_between") or check.get("valid_at_date") or {}).get(
        "fact_matching"
    )
    if term:
        rows = _matching(term, rows, lambda r: f"{r[3]} {r[2]}", lambda r: str(r[1]))
    elif not scope.everything:
        if scope.people:
            rows = [r for r in rows if {r[5], r[6]} & scope.people]
        rows = [
            r
            for r in rows
            if r[1] in scope.predicates
            or scope.content & set(_ANALYZER.index_tokens(f"{r[3]} {r[2]}"))
        ]
    out = []
    if check.get("expect_expired_at_set") and not any(r[4] for r in rows):
        out.append(f"no version with expired_at among {[(r[3], r[4]) for r in rows]}")
    if "expect_total_versions_min" in check and len(rows) < check["expect_total_versions_min"]:
        out.append(f"{len(rows)} stored versions, expected >= {check['expect_total_versions_min']}")
    if check.get("expect_expired_at_set") is False and any(r[4] for r in rows):
        out.append("a version has expired_at set")
    return out


async def _check_store(
    run: CaseRun, mem: engram.Engram, uid: str, check: dict[str, Any]
) -> list[str]:
    """Entity and raw-store fields."""
    out: list[str] = []
    if counts := check.get("expect_entity_count"):
        for name, want in counts.items():
            got = len(_entities_named(run, uid, name))
            if got != want:
                out.append(f"{got} entities named {name!r}, expected {want}")
    if names := check.get("expect_entities_distinct"):
        found = {n: _entities_named(run, uid, n) for n in names}
        for n, pks in found.items():
            if not pks:
                out.append(f"no entity named {n!r}")
        seen: dict[int, str] = {}
        for n, pks in found.items():
            for pk in pks:
                if pk in seen:
                    out.append(f"{n!r} and {seen[pk]!r} are the same entity (wrong merge)")
                seen[pk] = n
    if "expect_min_raw_episodes" in check:
        got = len(await mem.episodes(user_id=uid))
        if got < check["expect_min_raw_episodes"]:
            out.append(f"{got} raw episodes, expected >= {check['expect_min_raw_episodes']}")
    if "expect_raw_episodes_per_user" in check:
        users = [uid] if "user_id" in check else (run.harness_users or [run.user_id])
        for u in users:
            got = len(await mem.episodes(user_id=u))
            if got != check["expect_raw_episodes_per_user"]:
                out.append(
                    f"{u}: {got} raw episodes, expected {check['expect_raw_episodes_per_user']}"
                )
    if "expect_unprocessed_episodes" in check:
        users = [uid] if "user_id" in check else (run.harness_users or run.users or [run.user_id])
        marks = ",".join("?" * len(users))
        rows = run.sql(
            f"SELECT status, last_error FROM consolidation_state WHERE user_id IN ({marks}) "
            "AND status != 'done'",
            users,
        )
        if len(rows) != check["expect_unprocessed_episodes"]:
            out.append(
                f"{len(rows)} episodes not consolidated: {[(s, (e or '')[:200]) for s, e in rows]}"
            )
    if "expect_text_length" in check or "expect_sha256_utf8" in check:
        eps = await mem.episodes(user_id=uid)
        ok = [
            e
            for e in eps
            if len(e.content) == check.get("expect_text_length", len(e.content))
            and hashlib.sha256(e.content.encode("utf-8")).hexdigest()
            == check.get(
                "expect_sha256_utf8", hashlib.sha256(e.content.encode("utf-8")).hexdigest()
            )
        ]
        if not ok:
            out.append(
                f"no raw episode with that length/sha256: lengths {[len(e.content) for e in eps]}"
            )
    return out


def _entities_named(run: CaseRun, uid: str, name: str) -> set[int]:
    key = name_key(name)
    rows = run.sql(
        "SELECT e.pk, e.canonical_name, a.alias_norm FROM entities e "
        "LEFT JOIN entity_aliases a ON a.entity_pk = e.pk WHERE e.user_id = ?",
        (uid,),
    )
    return {int(pk) for pk, canon, alias in rows if key in (name_key(str(canon)), alias)}
