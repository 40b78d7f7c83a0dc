"""Sidecar benchmarks: ``python -m bench sidecar``.

One ``engram serve`` process (the configured model, default all-MiniLM-L6-v2) on a Unix socket in
a temporary folder, then:

1. ``add_latency``: N sequential adds through the socket (one client, mixed 20-2,000 character
   messages, 30% Korean), p50/p95/p99 per request, client-measured.
2. ``cli``: ``engram add`` wall time from a shell, process start included, with the daemon
   running (client mode), against ``engram --embedded add`` on another file (model load included).
3. ``load``: C concurrent clients x M adds each; errors counted; the daemon's episode count must
   equal C x M (zero loss).
4. ``recall``: a user grown to R episodes (bulk import through the socket), consolidated (up to
   a time limit; the summary says how far), then Q recall queries through the socket.

The machine's load average is recorded before and after (the numbers are only comparable on an
otherwise idle machine).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.stats import summarize_ms
from bench.textgen import mixed_messages
from engram.daemon.client import EngramClient
from engram.daemon.paths import probe

QUERIES = [
    "Where did I move last month?",
    "What is my dog called?",
    "When is the car insurance renewal due?",
    "What am I training for?",
    "Which class did I start on Saturdays?",
    "What did the doctor change?",
    "지난달에 어디로 이사했어요?",
    "요금제를 뭘로 바꿨어요?",
    "What is the billing service being migrated to?",
    "Who is visiting next week?",
]


def _engram_command() -> list[str]:
    script = Path(sys.executable).with_name("engram")
    return [str(script)] if script.exists() else [sys.executable, "-m", "engram"]


def _env(extra: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env.update(extra)
    return env


def _start(
    db: Path, sock: Path, env: dict[str, str], timeout_s: float = 180
) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen(
        [*_engram_command(), "--db", str(db), "serve", "--socket", str(sock)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            err = proc.stderr.read().decode() if proc.stderr else ""
            raise RuntimeError(f"engram serve exited {proc.returncode}: {err}")
        if probe(sock):
            return proc
        time.sleep(0.1)
    proc.kill()
    raise RuntimeError("engram serve did not start in time")


async def _add_latency(sock: Path, n: int, seed: int) -> dict[str, Any]:
    messages = mixed_messages(n, seed=seed)
    base = datetime(2025, 1, 1, tzinfo=UTC)
    latencies = []
    async with EngramClient(sock) as client:
        await client.add("warm-up", user_id="warmup")
        for i, (text, _k) in enumerate(messages):
            t0 = time.perf_counter()
            await client.add(text, user_id="latency", reference_time=base + timedelta(minutes=i))
            latencies.append((time.perf_counter() - t0) * 1000)
    return {"n": n, "latency": summarize_ms(latencies)}


def _cli(
    sock: Path, env: dict[str, str], runs: int, embedded_runs: int, tmp: Path
) -> dict[str, Any]:
    cmd = _engram_command()
    client_env = {**env, "ENGRAM_SOCKET": str(sock)}
    walls = []
    for i in range(runs + 2):
        t0 = time.perf_counter()
        subprocess.run(
            [*cmd, "add", f"shell note {i}", "--user", "cli"],
            env=client_env,
            check=True,
            stdout=subprocess.DEVNULL,
        )
        if i >= 2:  # two warm-ups (page cache)
            walls.append((time.perf_counter() - t0) * 1000)
    embedded = []
    for i in range(embedded_runs):
        t0 = time.perf_counter()
        subprocess.run(
            [
                *cmd,
                "--embedded",
                "--db",
                str(tmp / "embedded.db"),
                "add",
                f"shell note {i}",
                "--user",
                "cli",
            ],
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        embedded.append((time.perf_counter() - t0) * 1000)
    out = {"client_mode": summarize_ms(walls), "embedded": summarize_ms(embedded)}
    if shutil.which("hyperfine"):
        export = tmp / "hyperfine.json"
        subprocess.run(
            [
                "hyperfine",
                "-N",
                "-w",
                "3",
                "-r",
                str(runs),
                "--export-json",
                str(export),
                " ".join([*cmd, "add", "hyperfine-note", "--user", "cli"]),
            ],
            env=client_env,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        result = json.loads(export.read_text())["results"][0]
        out["hyperfine_client_mode_ms"] = {
            k: round(result[k] * 1000, 1) for k in ("mean", "stddev", "median", "min", "max")
        }
    return out


async def _load(sock: Path, clients: int, adds: int, seed: int) -> dict[str, Any]:
    messages = mixed_messages(min(adds, 500), seed=seed)
    errors: list[str] = []
    latencies: list[float] = []
    base = datetime(2025, 1, 1, tzinfo=UTC)

    async def one(c: int) -> None:
        async with EngramClient(sock) as client:
            for i in range(adds):
                text = messages[(c + i) % len(messages)][0]
                t0 = time.perf_counter()
                try:
                    await client.add(
                        text,
                        user_id=f"load-{c}",
                        idempotency_key=f"{c}-{i}",
                        reference_time=base + timedelta(seconds=i),
                    )
                except Exception as exc:  # counted, not raised: the benchmark reports errors
                    errors.append(f"{type(exc).__name__}: {exc}"[:200])
                    continue
                latencies.append((time.perf_counter() - t0) * 1000)

    t0 = time.perf_counter()
    await asyncio.gather(*(one(c) for c in range(clients)))
    wall_s = time.perf_counter() - t0
    async with EngramClient(sock) as client:
        stored = 0
        for c in range(clients):
            stored += (await client.status(user_id=f"load-{c}"))["episodes"]["total"]
    return {
        "clients": clients,
        "adds_per_client": adds,
        "expected": clients * adds,
        "stored": stored,
        "lost": clients * adds - stored,
        "errors": len(errors),
        "error_samples": errors[:5],
        "latency_under_load": summarize_ms(latencies),
        "throughput_adds_per_s": round(len(latencies) / wall_s, 1),
    }


async def _recall(
    sock: Path, episodes: int, queries: int, seed: int, wait_s: float
) -> dict[str, Any]:
    messages = mixed_messages(episodes, seed=seed)
    base = datetime(2024, 1, 1, tzinfo=UTC)
    async with EngramClient(sock) as client:
        t0 = time.perf_counter()
        for start in range(0, episodes, 1000):
            lines = [
                json.dumps(
                    {
                        "text": text,
                        "reference_time": (base + timedelta(minutes=start + i)).isoformat(),
                        "session_id": f"s{(start + i) // 40}",
                    },
                    ensure_ascii=False,
                )
                for i, (text, _k) in enumerate(messages[start : start + 1000])
            ]
            await client.import_lines(lines, user_id="recall")
        import_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        while (await client.status(user_id="recall"))["queue"][
            "depth"
        ] and time.perf_counter() - t0 < wait_s:
            await asyncio.sleep(2)
        status = await client.status(user_id="recall")
        consolidate_s = time.perf_counter() - t0
        rng = random.Random(seed)
        latencies = []
        stages: dict[str, list[float]] = {}
        abstained = 0
        for q in QUERIES[:3]:  # warm-up: first-use costs (graph, tokenizer) are not steady state
            await client.recall(q, user_id="recall")
        for _ in range(queries):
            q = rng.choice(QUERIES)
            t1 = time.perf_counter()
            result = await client.recall(q, user_id="recall")
            latencies.append((time.perf_counter() - t1) * 1000)
            abstained += bool(result["abstained"])
            for stage, ms in result.get("timings_ms", {}).items():
                stages.setdefault(stage, []).append(float(ms))
    return {
        "episodes": status["episodes"],
        "facts": status["facts"],
        "import_s": round(import_s, 1),
        "consolidate_wait_s": round(consolidate_s, 1),
        "queries": queries,
        "abstained": abstained,
        "latency": summarize_ms(latencies),
        # The daemon's own per-stage times (reader timings_ms), to see where a recall goes.
        "stages_ms": {k: summarize_ms(v) for k, v in sorted(stages.items())},
    }


def _phase(name: str, result: dict[str, Any]) -> dict[str, Any]:
    """Print a finished phase to stderr at once (the whole run takes a while)."""
    print(json.dumps({name: result, "loadavg": os.getloadavg()}), file=sys.stderr, flush=True)
    return result


async def run_sidecar(
    *,
    clients: int,
    adds: int,
    latency_n: int,
    recall_episodes: int,
    queries: int,
    cli_runs: int,
    embedded_runs: int,
    hash_embedder: bool,
    consolidate_wait_s: float,
    seed: int = 13,
) -> dict[str, Any]:
    """Run the four phases (see the module doc); return the summary dict."""
    extra = {"ENGRAM_EMBEDDING__BACKEND": "hash"} if hash_embedder else {}
    env = _env({**extra, "TOKENIZERS_PARALLELISM": "false", "HF_HUB_OFFLINE": "1"})
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="engram-sidecar-", dir="/tmp") as tmp_name:
        tmp = Path(tmp_name)
        sock = tmp / "engram.sock"
        t0 = time.perf_counter()
        proc = _start(tmp / "sidecar.db", sock, env)
        start_s = time.perf_counter() - t0
        try:
            latency = _phase("add_latency", await _add_latency(sock, latency_n, seed))
            cli = _phase("cli_add_wall", _cli(sock, env, cli_runs, embedded_runs, tmp))
            load = _phase("load", await _load(sock, clients, adds, seed))
            recall = (
                _phase(
                    "recall",
                    await _recall(sock, recall_episodes, queries, seed, consolidate_wait_s),
                )
                if recall_episodes > 0
                else {"skipped": "--recall-episodes 0"}
            )
        finally:
            proc.terminate()
            code = proc.wait(120)
    return {
        "benchmark": "sidecar",
        "embedding": "hash" if hash_embedder else "configured model (default all-MiniLM-L6-v2)",
        "daemon_start_s": round(start_s, 1),
        "add_latency": latency,
        "cli_add_wall": cli,
        "load": load,
        "recall": recall,
        "daemon_exit_code_on_sigterm": code,
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()],
    }
