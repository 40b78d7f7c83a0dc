"""A run's results directory, its per-question log (which is also its checkpoint) and a bounded,
resumable runner.

Layout of a results directory (``--out``)::

    config.json        what the run was asked to do (checked again on resume)
    questions.jsonl    one JSON object per finished question, written with flush + fsync
    errors.jsonl       questions that failed (retried on the next run with the same --out)
    summary.json       aggregates computed from questions.jsonl
    report.md          tables; *.png plots beside it

Resuming: a crashed or killed run is re-run with the same ``--out``. Every question whose id is
already in ``questions.jsonl`` is skipped; a last line torn by the crash (no newline, or not JSON)
is cut off the file first, so its question runs again.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import platform
import sys
import time
import traceback
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

log = logging.getLogger("engram.bench")

T = TypeVar("T")
QUESTIONS = "questions.jsonl"
ERRORS = "errors.jsonl"
CONFIG = "config.json"


def stamp(summary: dict[str, Any]) -> dict[str, Any]:
    """Add the machine (cores, Python, platform) and the finish time to a summary; returns it."""
    summary["machine"] = {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(),
    }
    summary["finished_at"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
    return summary


class ResumeMismatchError(Exception):
    """``--out`` holds a run made with other settings; resuming it would mix two experiments."""


class RunLog:
    """An append-only JSONL file; each record has an ``"id"``.

    Args:
        path: the file (created on the first append).
    """

    def __init__(self, path: Path) -> None:
        self.path = path

    def load(self) -> list[dict[str, Any]]:
        """Every complete record, in file order. A torn last line is removed from the file.

        Returns:
            The records (dicts); an empty list when the file does not exist.

        Raises:
            ValueError: a complete line is not JSON (the file was edited by hand).
        """
        if not self.path.exists():
            return []
        raw = self.path.read_bytes()
        # A record is written as one line ending in a newline; a crash mid-write leaves a last
        # piece without one. Everything up to the last newline is whole.
        good_bytes = raw.rfind(b"\n") + 1
        records: list[dict[str, Any]] = []
        for i, line in enumerate(raw[:good_bytes].split(b"\n")[:-1]):
            try:
                records.append(json.loads(line))
            except ValueError:
                raise ValueError(f"{self.path}: line {i + 1} is not JSON") from None
        if good_bytes != len(raw):
            log.warning(
                "%s: dropping a torn last line (%d bytes)", self.path, len(raw) - good_bytes
            )
            with self.path.open("r+b") as f:
                f.truncate(good_bytes)
                f.flush()
                os.fsync(f.fileno())
        return records

    def done(self) -> set[str]:
        """The ids already logged."""
        return {str(r["id"]) for r in self.load()}

    def append(self, record: dict[str, Any]) -> None:
        """Write one record as one line, then flush and fsync: once this returns, the question
        counts as done even if the process is killed the next instant."""
        line = json.dumps(record, ensure_ascii=False, sort_keys=False) + "\n"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as f:
            f.write(line)
            f.flush()
            os.fsync(f.fileno())


def check_config(out: Path, config: dict[str, Any], *, keys: Sequence[str]) -> None:
    """Write ``config.json`` on the first run; on a resume, refuse if any of ``keys`` changed.

    Raises:
        ResumeMismatchError: naming the first differing key and both values.
    """
    out.mkdir(parents=True, exist_ok=True)
    path = out / CONFIG
    if path.exists():
        before = json.loads(path.read_text(encoding="utf-8"))
        for key in keys:
            if before.get(key) != config.get(key):
                raise ResumeMismatchError(
                    f"{out} holds a run with {key}={before.get(key)!r}, this one has "
                    f"{key}={config.get(key)!r}: use another --out, or the same settings to resume"
                )
        return
    path.write_text(json.dumps(config, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


@dataclass
class Progress:
    """What :func:`run_resumable` did: ``total`` items, ``skipped`` (already logged), ``done``
    now, ``failed`` now (logged to errors.jsonl), and wall time in seconds."""

    total: int
    skipped: int = 0
    done: int = 0
    failed: int = 0
    wall_s: float = 0.0


async def run_resumable(
    items: Sequence[T],
    *,
    key: Callable[[T], str],
    work: Callable[[T], Awaitable[dict[str, Any]]],
    out: Path,
    concurrency: int = 1,
    label: str = "",
) -> Progress:
    """Run ``work`` on every item not yet in ``out/questions.jsonl``, at most ``concurrency`` at
    once, appending each result as soon as it is ready and printing one progress line per item
    (to stderr: stdout carries the summary JSON).

    ``work`` returns the record to log (its ``"id"`` is set to ``key(item)``). An exception in one
    item is a task boundary: it is logged with its traceback to the ``engram.bench`` logger and to
    ``errors.jsonl``, the item stays undone (a re-run retries it), and the others go on. A bound on
    fan-out with a semaphore, as in graphiti's ``semaphore_gather``.

    Returns:
        A :class:`Progress`.

    Raises:
        ValueError: ``concurrency`` < 1, or two items share a key.
    """
    if concurrency < 1:
        raise ValueError("concurrency must be at least 1")
    keys = [key(i) for i in items]
    if len(set(keys)) != len(keys):
        raise ValueError(f"{label}: item ids are not unique")
    qlog, elog = RunLog(out / QUESTIONS), RunLog(out / ERRORS)
    already = qlog.done()
    todo = [i for i, k in zip(items, keys, strict=True) if k not in already]
    progress = Progress(total=len(items), skipped=len(items) - len(todo))
    if progress.skipped:
        print(
            f"{label}: {progress.skipped} of {len(items)} already logged, skipped",
            file=sys.stderr,
            flush=True,
        )
    sem = asyncio.Semaphore(concurrency)
    started = time.perf_counter()

    async def one(item: T) -> None:
        k = key(item)
        async with sem:
            t0 = time.perf_counter()
            try:
                record = await work(item)
            except Exception as exc:  # task boundary: log it, keep the run going
                log.exception("%s: %s failed", label, k)
                elog.append(
                    {
                        "id": k,
                        "error": f"{type(exc).__name__}: {exc}",
                        "traceback": traceback.format_exc(),
                        "at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                    }
                )
                progress.failed += 1
                outcome = f"FAILED ({type(exc).__name__})"
            else:
                qlog.append({"id": k, **{f: v for f, v in record.items() if f != "id"}})
                progress.done += 1
                outcome = "ok"
            finished = progress.skipped + progress.done + progress.failed
            print(
                f"[{finished}/{progress.total}] {label} {k} {outcome} "
                f"{time.perf_counter() - t0:.1f} s",
                file=sys.stderr,
                flush=True,
            )

    await asyncio.gather(*(one(i) for i in todo))
    progress.wall_s = round(time.perf_counter() - started, 2)
    return progress
