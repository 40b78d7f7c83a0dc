"""Soak benchmark: ``python -m bench soak`` (issue 7, load and soak).

One ``engram serve`` process (the configured model, default all-MiniLM-L6-v2, and the in-process
consolidation worker) on a Unix socket in a temporary folder, started like ``bench sidecar`` does,
then ``minutes`` of mixed add / recall requests at a fixed ``rate`` over the socket:

- **Open loop.** Request ``i`` is due at ``i / rate`` seconds after the start, whatever the
  answers before it did; its latency is measured from when it was *due*, not from when it was
  sent, so a stalled daemon shows up as latency instead of silently lowering the offered load
  (no coordinated omission). At most ``concurrency`` requests are in flight; a due request waits
  for a free slot (that wait is counted in its latency and reported as its ``send_delay_ms``).
  A request that would have to wait behind more than ``max_backlog_s`` seconds' worth of others
  is not sent and is counted as ``dropped``: the offered load was then not delivered.
- **Mix.** ``add_share`` adds (mixed English/Korean messages of 20-2,000 characters from
  :mod:`bench.textgen`, explicit past reference times, one idempotency key each), the rest recall
  queries (the sidecar benchmark's English/Korean questions), over ``users`` users at random.
- **Sampling.** The daemon's RSS (psutil when installed, else ``/proc/PID/status`` VmRSS) and CPU
  share, its worker process's included, and the machine's load average, every second; and twice
  a second the time ``GET /v1/health`` takes, which does no work: a slow answer means the
  daemon's event loop was blocked.
- **Afterwards.** Count check (every acknowledged add id is among the episodes the daemon lists
  per user), consolidation backlog at the end and after a drain (wait until the queue is empty,
  at most ``drain_timeout_s``), SIGTERM and the daemon's exit code.

:mod:`bench.soak_report` turns the records into ``summary.json`` (with a pass/fail verdict),
``requests.csv``, ``rss.csv``, ``latency.png``, ``rss.png`` and ``report.md``.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import json
import os
import random
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from bench.sidecar import QUERIES, _engram_command, _env
from bench.soak_report import build_summary, write_outputs
from bench.textgen import EN_SENTENCES, KO_SENTENCES, mixed_messages
from engram.daemon.client import EngramClient
from engram.daemon.paths import probe

#: Reference times of the soak's adds: one second apart from here (always in the past).
BASE_TIME = datetime(2025, 1, 1, tzinfo=UTC)
#: Distinct messages the adds cycle through.
MESSAGE_POOL = 2000


@dataclass(frozen=True)
class SoakConfig:
    """What to run. Units in the names; defaults are the issue's 10 minutes at 50 requests/s."""

    minutes: float = 10.0
    rate: float = 50.0
    users: int = 5
    add_share: float = 0.7
    korean_share: float = 0.3
    seed: int = 17
    concurrency: int = 32
    timeout_s: float = 60.0
    max_backlog_s: float = 10.0
    late_ms: float = 100.0
    window_s: float = 30.0
    drain_timeout_s: float = 600.0
    hash_embedder: bool = False
    rss_bound_mb: float = 50.0
    rss_bound_pct: float = 20.0

    @property
    def duration_s(self) -> float:
        return self.minutes * 60.0


@dataclass
class Request:
    """One scheduled request and what became of it (times in seconds from the load's start)."""

    seq: int
    op: str
    user_id: str
    body: dict[str, Any]
    scheduled_s: float
    sent_s: float | None = None
    done_s: float | None = None
    status: str = ""
    error: str = ""
    episode_id: str | None = None

    @property
    def ok(self) -> bool:
        return self.status == "200"


@dataclass
class Sample:
    """One second of the daemon (with its worker process): resident memory, CPU share (100 = one
    core), load average."""

    t_s: float
    rss_mb: float
    cpu_pct: float
    loadavg_1m: float


@dataclass
class SoakRun:
    """Everything measured, handed to :mod:`bench.soak_report`."""

    config: SoakConfig
    requests: list[Request]
    samples: list[Sample]
    health: list[tuple[float, float]]
    load_wall_s: float
    daemon_start_s: float
    count_check: dict[str, Any]
    backlog: dict[str, Any]
    exit_code: int | None
    loadavg_before: tuple[float, float, float]
    loadavg_after: tuple[float, float, float]
    extra: dict[str, Any] = field(default_factory=dict)


def plan_requests(cfg: SoakConfig) -> list[Request]:
    """The deterministic schedule: ``rate x duration`` requests, op and user drawn from ``seed``."""
    rng = random.Random(cfg.seed)
    messages = mixed_messages(MESSAGE_POOL, seed=cfg.seed, korean_share=cfg.korean_share)
    users = [f"soak-{u}" for u in range(cfg.users)]
    n = int(cfg.duration_s * cfg.rate)
    plan = []
    for seq in range(n):
        user = rng.choice(users)
        if rng.random() < cfg.add_share:
            body: dict[str, Any] = {
                "text": messages[seq % MESSAGE_POOL][0],
                "user_id": user,
                "reference_time": (BASE_TIME + timedelta(seconds=seq)).isoformat(),
                "idempotency_key": f"soak-{cfg.seed}-{seq}",
            }
            op = "add"
        else:
            body = {"query": rng.choice(QUERIES), "user_id": user}
            op = "recall"
        plan.append(Request(seq, op, user, body, scheduled_s=seq / cfg.rate))
    return plan


def _rss_reader(pid: int) -> Any:
    """A function returning the process's RSS in bytes: psutil if installed, else /proc."""
    try:
        psutil = importlib.import_module("psutil")
    except ImportError:
        status = Path(f"/proc/{pid}/status")

        def from_proc() -> int:
            for line in status.read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
            raise RuntimeError(f"no VmRSS in {status}")

        return from_proc
    proc = psutil.Process(pid)
    return lambda: int(proc.memory_info().rss)


def _cpu_ticks(pid: int) -> int:
    """User + system CPU time of the process so far, in clock ticks (``/proc/PID/stat``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of the line)


def _children(pid: int) -> list[int]:
    """The process's direct children (``engram serve``'s consolidation worker process)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(c) for c in text.split()]


def _tree_usage(pid: int, readers: dict[int, Any]) -> tuple[int, int]:
    """(RSS bytes, CPU ticks) of the daemon plus its children; a vanished child counts 0."""
    rss_b = readers.setdefault(pid, _rss_reader(pid))()
    ticks = _cpu_ticks(pid)
    for child in _children(pid):
        try:
            rss_b += readers.setdefault(child, _rss_reader(child))()
            ticks += _cpu_ticks(child)
        except Exception:  # it exited between the listing and the read (psutil or /proc)
            readers.pop(child, None)
    return rss_b, ticks


async def _sample(pid: int, t0: float, out: list[Sample], every_s: float = 1.0) -> None:
    """Append a :class:`Sample` every ``every_s`` until cancelled (or the process is gone).

    RSS and CPU are the daemon's plus its child processes' (the worker process runs
    consolidation beside it with its own model copy): the whole cost of the sidecar.
    """
    readers: dict[int, Any] = {}
    hz = os.sysconf("SC_CLK_TCK")
    loop = asyncio.get_running_loop()
    last_t, last_ticks = loop.time(), _tree_usage(pid, readers)[1]
    while True:
        await asyncio.sleep(every_s)
        try:
            now, (rss_b, ticks) = loop.time(), _tree_usage(pid, readers)
        except (OSError, RuntimeError):
            return
        cpu = max(0, ticks - last_ticks) / hz / max(now - last_t, 1e-6) * 100
        out.append(Sample(now - t0, rss_b / 2**20, round(cpu, 1), os.getloadavg()[0]))
        last_t, last_ticks = now, ticks


async def _probe_health(
    sock: Path, t0: float, out: list[tuple[float, float]], every_s: float = 0.5
) -> None:
    """Time ``GET /v1/health`` (which does no work) every ``every_s`` until cancelled: how long the
    daemon's event loop takes to answer at all, i.e. how long it was blocked."""
    loop = asyncio.get_running_loop()
    transport = httpx.AsyncHTTPTransport(uds=str(sock))
    async with httpx.AsyncClient(transport=transport, base_url="http://engram/v1") as http:
        while True:
            sent = loop.time()
            with contextlib.suppress(httpx.HTTPError):
                await http.get("/health", timeout=60)
                out.append((sent - t0, (loop.time() - sent) * 1000))
            await asyncio.sleep(max(0.0, every_s - (loop.time() - sent)))


async def _one(
    http: httpx.AsyncClient, req: Request, slots: asyncio.Semaphore, start: float
) -> None:
    loop = asyncio.get_running_loop()
    async with slots:
        req.sent_s = loop.time() - start
        try:
            response = await http.post(f"/{req.op}", json=req.body)
        except httpx.TimeoutException as exc:
            req.status, req.error = "timeout", f"{type(exc).__name__}: {exc}"[:300]
        except httpx.HTTPError as exc:
            req.status, req.error = "transport_error", f"{type(exc).__name__}: {exc}"[:300]
        else:
            req.status = str(response.status_code)
            if response.status_code == 200:
                if req.op == "add":
                    req.episode_id = str(response.json()["id"])
            else:
                req.error = response.text[:300]
        req.done_s = loop.time() - start


async def drive(sock: Path, cfg: SoakConfig, plan: list[Request], start: float) -> float:
    """Send ``plan`` open-loop (see the module doc) from the loop time ``start``; returns the wall
    time in seconds until the last answer."""
    loop = asyncio.get_running_loop()
    limits = httpx.Limits(
        max_connections=cfg.concurrency, max_keepalive_connections=cfg.concurrency
    )
    transport = httpx.AsyncHTTPTransport(uds=str(sock), limits=limits)
    slots = asyncio.Semaphore(cfg.concurrency)
    max_in_system = cfg.concurrency + int(cfg.max_backlog_s * cfg.rate)
    tasks: set[asyncio.Task[None]] = set()
    async with httpx.AsyncClient(
        transport=transport, base_url="http://engram/v1", timeout=cfg.timeout_s
    ) as http:
        for req in plan:
            delay = start + req.scheduled_s - loop.time()
            if delay > 0:
                await asyncio.sleep(delay)
            if len(tasks) >= max_in_system:
                req.status = "dropped"
                continue
            task = asyncio.create_task(_one(http, req, slots, start))
            tasks.add(task)
            task.add_done_callback(tasks.discard)
        if tasks:
            await asyncio.gather(*tasks)
    return loop.time() - start


async def _warm_up(client: EngramClient, cfg: SoakConfig) -> list[tuple[str, str]]:
    """First-use costs before the clock starts: per user an English and a Korean add and recall,
    then wait until the worker has consolidated them (the extractor's Korean analyser loads on
    the first Korean episode). Returns ``(user, episode id)`` of the acknowledged adds."""
    ids = []
    texts = (EN_SENTENCES[0], KO_SENTENCES[0])
    for u in range(cfg.users):
        for i, text in enumerate(texts):
            ep = await client.add(
                text, user_id=f"soak-{u}", reference_time=BASE_TIME - timedelta(hours=1, seconds=-i)
            )
            ids.append((f"soak-{u}", str(ep["id"])))
        for query in (QUERIES[0], QUERIES[6]):  # English, Korean
            await client.recall(query, user_id=f"soak-{u}")
    deadline = time.perf_counter() + 300
    while (await client.status())["queue"]["depth"] and time.perf_counter() < deadline:
        await asyncio.sleep(0.5)
    return ids


async def _count_check(
    client: EngramClient, cfg: SoakConfig, plan: list[Request], warm_ids: list[tuple[str, str]]
) -> dict[str, Any]:
    """Every acknowledged add (warm-up included) must be among the episodes listed per user."""
    acked: dict[str, set[str]] = {f"soak-{u}": set() for u in range(cfg.users)}
    for user, eid in warm_ids:
        acked[user].add(eid)
    for req in plan:
        if req.op == "add" and req.ok and req.episode_id:
            acked[req.user_id].add(req.episode_id)
    lost: list[str] = []
    unacknowledged_stored = 0
    stored_total = 0
    for user, ids in acked.items():
        stored = {str(e["id"]) for e in await client.episodes(user_id=user)}
        stored_total += len(stored)
        lost += sorted(ids - stored)
        unacknowledged_stored += len(stored - ids)
    acknowledged = sum(len(ids) for ids in acked.values())
    return {
        "acknowledged_adds": acknowledged,
        "stored_episodes": stored_total,
        "lost": len(lost),
        "lost_ids_sample": lost[:10],
        # adds that timed out or broke off client-side but were committed (not an error: the
        # client was not told; a retry with the same idempotency_key would return them)
        "stored_unacknowledged": unacknowledged_stored,
    }


async def _backlog(client: EngramClient, drain_timeout_s: float) -> dict[str, Any]:
    """The consolidation queue right after the load, then after waiting for it to drain."""
    at_end = await client.status()
    t0 = time.perf_counter()
    status = at_end
    while status["queue"]["depth"] and time.perf_counter() - t0 < drain_timeout_s:
        await asyncio.sleep(2)
        status = await client.status()
    return {
        "at_end": {"queue_depth": at_end["queue"]["depth"], "episodes": at_end["episodes"]},
        "after_drain": {
            "queue_depth": status["queue"]["depth"],
            "episodes": status["episodes"],
            "facts": status["facts"],
            "drain_s": round(time.perf_counter() - t0, 1),
            "drained": status["queue"]["depth"] == 0,
        },
        "last_errors": status["last_errors"],
        "database_bytes": status["database"],
    }


def start_daemon(
    db: Path, sock: Path, env: dict[str, str], log_path: Path, timeout_s: float = 300
) -> subprocess.Popen[bytes]:
    """``engram serve`` as ``bench sidecar`` starts it, its stderr to ``log_path``; waits until it
    answers on ``sock``."""
    with log_path.open("wb") as log_file:
        proc = subprocess.Popen(
            [*_engram_command(), "--db", str(db), "serve", "--socket", str(sock)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=log_file,
        )
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(
                f"engram serve exited {proc.returncode}: {log_path.read_text()[-2000:]}"
            )
        if probe(sock):
            return proc
        time.sleep(0.1)
    proc.kill()
    raise RuntimeError("engram serve did not start in time")


async def run_soak(cfg: SoakConfig, out: Path) -> dict[str, Any]:
    """Run the soak (see the module doc), write its outputs to ``out``; return the summary."""
    out.mkdir(parents=True, exist_ok=True)
    extra = {"ENGRAM_EMBEDDING__BACKEND": "hash"} if cfg.hash_embedder else {}
    env = _env({**extra, "TOKENIZERS_PARALLELISM": "false", "HF_HUB_OFFLINE": "1"})
    plan = plan_requests(cfg)
    loadavg_before = os.getloadavg()
    samples: list[Sample] = []
    health: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory(prefix="engram-soak-", dir="/tmp") as tmp_name:
        tmp = Path(tmp_name)
        sock = tmp / "engram.sock"
        t0 = time.perf_counter()
        proc = start_daemon(tmp / "soak.db", sock, env, out / "daemon.log")
        daemon_start_s = time.perf_counter() - t0
        loop = asyncio.get_running_loop()
        exit_code: int | None = None
        try:
            async with EngramClient(sock, timeout_s=cfg.timeout_s) as client:
                warm_ids = await _warm_up(client, cfg)
                start = loop.time() + 0.5
                watchers = [
                    asyncio.create_task(_sample(proc.pid, start, samples)),
                    asyncio.create_task(_probe_health(sock, start, health)),
                ]
                try:
                    load_wall_s = await drive(sock, cfg, plan, start)
                    count = await _count_check(client, cfg, plan, warm_ids)
                    backlog = await _backlog(client, cfg.drain_timeout_s)
                finally:
                    for task in watchers:
                        task.cancel()
                    await asyncio.gather(*watchers, return_exceptions=True)
        finally:
            proc.terminate()
            try:
                exit_code = await asyncio.to_thread(proc.wait, 120)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(30)
    run = SoakRun(
        config=cfg,
        requests=plan,
        samples=samples,
        health=health,
        load_wall_s=load_wall_s,
        daemon_start_s=daemon_start_s,
        count_check=count,
        backlog=backlog,
        exit_code=exit_code,
        loadavg_before=loadavg_before,
        loadavg_after=os.getloadavg(),
        extra={"embedding": "hash" if cfg.hash_embedder else "configured model"},
    )
    summary = build_summary(run)
    write_outputs(run, summary, out)
    (out / "summary.json").write_text(
        json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    return summary
