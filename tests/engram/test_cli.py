"""The ``engram`` command: help everywhere, clean errors, ``--json`` output end to end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner, Result

from engram.cli import main

ENV = {"ENGRAM_EMBEDDING__BACKEND": "hash", "ENGRAM_CONFIG": None}


@pytest.fixture
def cli(tmp_path: Path) -> Any:
    """``cli(*args)``: run ``engram --db tmp/cli.db *args`` with the hash embedder."""
    runner = CliRunner()
    db = tmp_path / "cli.db"

    def run(*args: str, input: str | None = None) -> Result:
        return runner.invoke(main, ["--db", str(db), *args], env=ENV, input=input,
                             catch_exceptions=False)

    return run


def _command_paths(group: click.Group) -> list[list[str]]:
    paths: list[list[str]] = [[]]
    for name, command in sorted(group.commands.items()):
        if isinstance(command, click.Group):
            paths.extend([name, *sub] for sub in _command_paths(command))
        else:
            paths.append([name])
    return paths


@pytest.mark.parametrize("path", _command_paths(main), ids=lambda p: " ".join(p) or "engram")
def test_every_command_has_help(path: list[str]) -> None:
    result = CliRunner().invoke(main, [*path, "--help"], env=ENV)
    assert result.exit_code == 0, result.output
    assert "Usage:" in result.output
    command: click.Command = main
    for name in path:
        command = command.commands[name]  # type: ignore[attr-defined]
    assert command.help and command.help.strip()
    summary = " ".join(command.help.strip().splitlines()[0].split())
    assert summary in " ".join(result.output.split())  # click re-wraps long lines
    for param in command.params:
        if isinstance(param, click.Option) and not param.hidden:
            assert param.help, f"{' '.join(path)} {param.opts} has no help text"


def test_expected_commands_exist() -> None:
    assert {"add", "import", "episodes", "recall"} <= set(main.commands)


def test_add_with_empty_text_exits_2_with_one_line_naming_the_field(cli: Any) -> None:
    result = cli("add", "", "--user", "u1")
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("engram: error: text:")


@pytest.mark.parametrize(
    ("args", "field"),
    [
        (["add", "hi", "--user", "u1", "--time", "2025-03-01T10:00:00"], "reference_time"),
        (["add", "hi", "--user", "u1", "--speaker", "narrator"], "speaker"),
        (["add", "hi", "--user", "u1", "--metadata", "{nope"], "metadata"),
        (["add", "hi", "--user", "u1", "--metadata", "[1, 2]"], "metadata"),
        (["add", "hi", "--user", ""], "user_id"),
        (["recall", "hi", "--user", "u1", "--as-of", "not-a-date"], "as_of"),
        (["episodes", "--user", " u1"], "user_id"),
    ],
)
def test_invalid_input_exits_2_naming_the_field(cli: Any, args: list[str], field: str) -> None:
    result = cli(*args)
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"engram: error: {field}:")


def test_missing_user_option_is_a_usage_error(cli: Any) -> None:
    result = cli("add", "hi")
    assert result.exit_code == 2
    assert "--user" in result.stderr


def test_add_json_prints_the_stored_episode(cli: Any) -> None:
    result = cli("add", "I moved to Busan.", "--user", "u1", "--session", "s1",
                 "--time", "2025-03-01T10:00:00+09:00", "--speaker", "user",
                 "--metadata", '{"via": "cli"}', "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["id"].startswith("ep_")
    assert data["content"] == "I moved to Busan."
    assert data["reference_time"] == "2025-03-01T10:00:00+09:00"
    assert (data["user_id"], data["session_id"], data["metadata"]) == ("u1", "s1", {"via": "cli"})

    plain = cli("add", "Second.", "--user", "u1")
    assert plain.exit_code == 0
    assert plain.stdout.strip().startswith("ep_")


def test_add_reads_text_from_stdin_byte_exact(tmp_path: Path) -> None:
    # A real process: CliRunner's stdin translates newlines, a POSIX sys.stdin does not.
    text = "line one\r\nline two\t \n北京 😀 café\n"
    env = {k: v for k, v in os.environ.items() if not k.startswith("ENGRAM_")}
    env["ENGRAM_EMBEDDING__BACKEND"] = "hash"
    proc = subprocess.run(
        [sys.executable, "-m", "engram", "--db", str(tmp_path / "cli.db"),
         "add", "-", "--user", "u1", "--json"],
        input=text.encode("utf-8"), capture_output=True, env=env, timeout=60, check=False,
    )
    assert proc.returncode == 0, proc.stderr.decode()
    assert json.loads(proc.stdout)["content"] == text


def test_export_then_import_round_trips_texts_with_unicode_line_separators(
    cli: Any, tmp_path: Path
) -> None:
    # `engram export` writes U+2028 / U+2029 / U+0085 unescaped (JSON allows it); `engram import`
    # split lines with str.splitlines() and rejected its own export (found by fuzzing).
    texts = ["line\u2028separator", "para\u2029separator", "next\x85line", "tab\there\r\nCRLF"]
    for i, text in enumerate(texts):
        assert cli("add", text, "--user", "u", "--time", f"2025-01-0{i + 1}T10:00:00Z").exit_code == 0
    out = tmp_path / "export.jsonl"
    assert cli("export", "--user", "u", "--output", str(out)).exit_code == 0
    other = CliRunner().invoke(
        main, ["--db", str(tmp_path / "other.db"), "import", str(out), "--user", "u", "--json"],
        env=ENV, catch_exceptions=False,
    )
    assert other.exit_code == 0, other.output
    assert json.loads(other.stdout)["added"] == len(texts)
    listed = CliRunner().invoke(
        main, ["--db", str(tmp_path / "other.db"), "episodes", "--user", "u", "--json"], env=ENV
    )
    assert [e["content"] for e in json.loads(listed.stdout)] == texts


def test_import_episodes_and_recall_end_to_end(cli: Any, tmp_path: Path) -> None:
    rows = [
        {"text": "My locker code at the climbing gym is 5190.",
         "reference_time": "2025-03-03T10:00:00Z", "session_id": "s1"},
        {"text": "I'm training for the Porto half marathon.",
         "reference_time": "2025-03-04T10:00:00Z", "session_id": "s2"},
        {"text": "박서연은 서울에 살아요", "reference_time": "2025-03-05T10:00:00Z"},
    ]
    path = tmp_path / "eps.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")

    imported = cli("import", str(path), "--user", "u1", "--json")
    assert imported.exit_code == 0, imported.stderr
    report = json.loads(imported.stdout)
    assert (report["read"], report["added"], report["duplicates"]) == (3, 3, 0)
    again = json.loads(cli("import", str(path), "--user", "u1", "--json").stdout)
    assert (again["added"], again["duplicates"]) == (0, 3)
    human = cli("import", str(path), "--user", "u1")
    assert "imported 0 episodes (3 already present)" in human.stdout

    listed = cli("episodes", "--user", "u1", "--json")
    assert listed.exit_code == 0
    eps = json.loads(listed.stdout)
    assert [e["content"] for e in eps] == [r["text"] for r in rows]
    only_s2 = json.loads(cli("episodes", "--user", "u1", "--session", "s2", "--json").stdout)
    assert [e["session_id"] for e in only_s2] == ["s2"]
    assert len(json.loads(cli("episodes", "--user", "u1", "--limit", "1", "--json").stdout)) == 1
    assert json.loads(cli("episodes", "--user", "U1", "--json").stdout) == []

    recalled = cli("recall", "locker code", "--user", "u1", "--json")
    assert recalled.exit_code == 0, recalled.stderr
    result = json.loads(recalled.stdout)
    assert result["abstained"] is False
    assert result["episodes"][0]["id"] == eps[0]["id"]
    assert "5190" in result["context"]
    korean = json.loads(cli("recall", "박서연", "--user", "u1", "--json").stdout)
    assert korean["episodes"][0]["id"] == eps[2]["id"]
    early = json.loads(cli("recall", "marathon", "--user", "u1", "--as-of",
                           "2025-03-03T12:00:00Z", "--json").stdout)
    assert all(e["id"] != eps[1]["id"] for e in early["episodes"])

    other = json.loads(cli("recall", "locker code", "--user", "u2", "--json").stdout)
    assert other["abstained"] is True and other["episodes"] == []
    text = cli("recall", "locker code", "--user", "u2")
    assert text.stdout.startswith("(nothing reliable in memory")


def test_import_with_a_bad_line_exits_2_and_imports_nothing(cli: Any, tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(
        '{"text": "ok", "reference_time": "2025-03-01T10:00:00Z"}\n'
        '{"text": "ok too", "reference_time": "2025-03-01T10:01:00Z"}\n'
        '{"text": "naive", "reference_time": "2025-03-01T10:00:00"}\n',
        encoding="utf-8",
    )
    result = cli("import", str(path), "--user", "u1")
    assert result.exit_code == 2
    assert result.stderr.startswith("engram: error: line 3:")
    assert json.loads(cli("episodes", "--user", "u1", "--json").stdout) == []


def test_storage_failure_exits_1_with_a_clean_message(tmp_path: Path) -> None:
    # A database built for another embedding dimension: a StorageError, not a traceback.
    db = tmp_path / "cli.db"
    runner = CliRunner()
    ok = runner.invoke(main, ["--db", str(db), "add", "hi", "--user", "u"], env=ENV)
    assert ok.exit_code == 0
    result = runner.invoke(main, ["--db", str(db), "episodes", "--user", "u"],
                           env={**ENV, "ENGRAM_EMBEDDING__DIM": "256"})
    assert result.exit_code == 1
    assert result.stderr.startswith("engram: error: the database was built with")
    assert result.exception is None or isinstance(result.exception, SystemExit)
