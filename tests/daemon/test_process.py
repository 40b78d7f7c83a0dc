"""``engram serve`` as a process: SIGTERM drain, single daemon, and the CLI in client mode."""

from __future__ import annotations

import asyncio
import json
import re
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from engram.cli import main
from engram.daemon.client import EngramClient
from engram.errors import DaemonError
from tests.conftest import connect_raw
from tests.daemon.conftest import daemon_env

Daemon = tuple[subprocess.Popen[bytes], Path, Path]

# Each test starts a daemon process (a few seconds on a busy 2-core machine).
slow = pytest.mark.slow


@slow
async def test_sigterm_drains_in_flight_writes_removes_the_socket_and_exits_0(
    process_daemon: Daemon,
) -> None:
    proc, sock, db = process_daemon
    acked: list[str] = []
    enough = asyncio.Event()

    async def writer(n: int) -> None:
        async with EngramClient(sock) as client:
            for i in range(10_000):
                try:
                    ep = await client.add(f"note {n}-{i} about the garden", user_id=f"u{n % 3}")
                except DaemonError:  # refused or cut off: not acknowledged, so not counted
                    return
                acked.append(ep["id"])
                if len(acked) >= 150:
                    enough.set()

    writers = [asyncio.create_task(writer(n)) for n in range(8)]
    await asyncio.wait_for(enough.wait(), 60)
    proc.send_signal(signal.SIGTERM)
    await asyncio.wait_for(asyncio.gather(*writers), 60)
    assert await asyncio.to_thread(proc.wait, 60) == 0
    assert not sock.exists()
    conn = connect_raw(db)
    try:
        stored = {r[0] for r in conn.execute("SELECT id FROM episodes")}
        processing = conn.execute(
            "SELECT count(*) FROM consolidation_state WHERE status = 'processing'"
        ).fetchone()[0]
    finally:
        conn.close()
    assert set(acked) <= stored, f"{len(set(acked) - stored)} acknowledged writes lost"
    assert processing == 0  # the worker finished its step; nothing was left half-done


@slow
def test_a_second_daemon_process_is_refused(process_daemon: Daemon, tmp_path: Path) -> None:
    _proc, sock, _db = process_daemon
    second = subprocess.run(
        [sys.executable, "-m", "engram", "--db", str(tmp_path / "x.db"), "serve", "--socket", str(sock)],
        env=daemon_env(), capture_output=True, timeout=60, check=False,
    )
    assert second.returncode == 1
    assert b"another engram daemon" in second.stderr
    assert sock.exists()


_IDS = re.compile(r"\b(ep|fact|ent)_[0-9a-f]{32}\b")
_TIMES = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00")
# context_tokens: the context quotes the (random) ids, whose token counts differ.
_VOLATILE = {"created_at", "expired_at", "elapsed_ms", "episodes_per_s", "timings_ms", "salience",
             "context_tokens"}


def _normal(data: Any) -> Any:
    """JSON with ids numbered by first appearance and system times / timings blanked."""
    seen: dict[str, str] = {}

    def walk(v: Any) -> Any:
        if isinstance(v, dict):
            return {k: "*" if k in _VOLATILE else walk(x) for k, x in v.items()}
        if isinstance(v, list):
            return [walk(x) for x in v]
        if isinstance(v, str):
            return _IDS.sub(lambda m: seen.setdefault(m.group(0), f"{m.group(1)}#{len(seen)}"), v)
        return v

    return walk(data)


SESSION = [
    ["add", "I live in Lisbon.", "--user", "u1", "--time", "2024-01-10T09:00:00Z", "--session", "s1"],
    ["add", "I moved to Porto.", "--user", "u1", "--time", "2024-06-10T09:00:00+01:00",
     "--metadata", '{"via": "cli"}'],
    ["import", "{file}", "--user", "u1"],
    ["consolidate", "--user", "u1"],
    ["episodes", "--user", "u1"],
    ["facts", "--user", "u1", "--all"],
    ["facts", "--user", "u1", "--as-of", "2024-03-01T00:00:00Z"],
    ["recall", "where do I live?", "--user", "u1", "--as-of", "2025-01-01T00:00:00Z"],
    ["history", "--user", "u1", "--entity", "me"],
    ["add", "", "--user", "u1"],
    ["episodes", "--user", ""],
    ["history", "--user", "u1", "--entity", "Nobody"],
    ["forget", "--user", "u1", "--session", "s1"],
    ["episodes", "--user", "u1"],
]


def _run_session(env: dict[str, str | None], base: list[str], file: Path) -> list[tuple[int, Any, str]]:
    runner = CliRunner()
    out = []
    for args in SESSION:
        args = [str(file) if a == "{file}" else a for a in args]
        json_flag = ["--json"] if args[0] in {"add", "import", "consolidate", "episodes", "facts",
                                              "recall", "history", "forget"} else []
        result: Result = runner.invoke(main, [*base, *args, *json_flag], env=env)
        data = json.loads(result.stdout) if result.exit_code == 0 else None
        out.append((result.exit_code, _normal(data), result.stderr.strip()))
    return out


@slow
def test_cli_client_mode_prints_what_embedded_mode_prints(
    process_daemon: Daemon, tmp_path: Path
) -> None:
    _proc, sock, db = process_daemon
    file = tmp_path / "more.jsonl"
    file.write_text(
        json.dumps({"text": "I adopted a cat named Miso.", "reference_time": "2024-07-01T09:00:00Z"}) + "\n",
        encoding="utf-8",
    )
    env: dict[str, str | None] = {"ENGRAM_EMBEDDING__BACKEND": "hash", "ENGRAM_CONFIG": None}
    client = _run_session({**env, "ENGRAM_SOCKET": str(sock)}, [], file)
    embedded = _run_session(env, ["--embedded", "--db", str(tmp_path / "e.db")], file)
    for step, (c, e) in enumerate(zip(client, embedded, strict=True)):
        args = SESSION[step]
        if args[0] == "consolidate":  # the daemon's worker may have done some of it already
            assert (c[0], e[0]) == (0, 0), (c, e)
            assert sorted(c[1]) == sorted(e[1])
            continue
        assert c == e, f"{args}: client {c} != embedded {e}"
    # The client-mode run really went through the daemon.
    conn = connect_raw(db)
    try:
        assert conn.execute("SELECT count(*) FROM episodes").fetchone()[0] == 2
    finally:
        conn.close()


@slow
def test_cli_runs_embedded_when_the_daemon_serves_another_database(
    process_daemon: Daemon, tmp_path: Path
) -> None:
    _proc, sock, db = process_daemon
    mine = tmp_path / "mine.db"
    env = {"ENGRAM_EMBEDDING__BACKEND": "hash", "ENGRAM_SOCKET": str(sock)}
    result = CliRunner().invoke(main, ["--db", str(mine), "add", "local", "--user", "u", "--json"], env=env)
    assert result.exit_code == 0, result.stderr
    conn = connect_raw(mine)
    try:
        assert conn.execute("SELECT content FROM episodes").fetchall() == [("local",)]
    finally:
        conn.close()
    same = CliRunner().invoke(main, ["--db", str(db), "status", "--json"], env=env)
    assert json.loads(same.stdout)["daemon"]["socket"] == str(sock)


@slow
def test_client_mode_imports_no_model_storage_or_numpy(process_daemon: Daemon) -> None:
    _proc, sock, _db = process_daemon
    code = (
        "import sys\n"
        "from engram.cli import main\n"
        "try:\n"
        "    main(['add', 'light', '--user', 'u'], standalone_mode=False)\n"
        "finally:\n"
        "    heavy = ('torch', 'sentence_transformers', 'litellm', 'numpy', 'aiosqlite', 'sqlean',\n"
        "             'sqlite_vec', 'kiwipiepy', 'pydantic_settings', 'fastapi', 'httpx', 'engram.api',\n"
        "             'engram.storage')\n"
        "    print(sorted(m for m in sys.modules if m.split('.')[0] in heavy or m in heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], env=daemon_env(ENGRAM_SOCKET=str(sock)),
                         capture_output=True, timeout=60, check=True)
    lines = out.stdout.decode().strip().splitlines()
    assert lines[-1] == "[]", out.stdout.decode()
    assert lines[0].startswith("ep_")


@pytest.mark.parametrize("args", [["forget", "--user", "u"], ["forget", "--user", "u", "--all", "--episode", "e"]])
def test_forget_needs_exactly_one_scope(args: list[str]) -> None:
    result = CliRunner().invoke(main, ["--embedded", *args])
    assert result.exit_code == 2 and "exactly one of" in result.stderr
