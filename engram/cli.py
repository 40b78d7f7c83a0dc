"""The ``engram`` command: a thin shell over :class:`engram.Engram`.

Every data command takes ``--json``; ``--db PATH`` and ``--config PATH`` work everywhere. Data
commands talk to the sidecar daemon when one answers on the socket and run embedded otherwise,
with the same output (:func:`engram.cli_support.call` chooses, in one place).
:class:`engram.errors.EngramError` becomes one line on stderr and a non-zero exit here, in
:class:`_Group`, and nowhere else (exit 2 for invalid input, 1 for other failures).
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
from pathlib import Path
from typing import Any

import click

from engram.cli_admin import export, forget, history, serve, status
from engram.cli_support import call, emit, json_option, settings_of, user_option
from engram.daemon.wire import jsonl_lines
from engram.errors import EngramError, ImportFileError, ValidationError

EXIT_INVALID = 2
EXIT_FAILED = 1


class _Group(click.Group):
    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (ValidationError, ImportFileError) as exc:
            click.echo(f"engram: error: {exc}", err=True)
            sys.exit(EXIT_INVALID)
        except EngramError as exc:
            click.echo(f"engram: error: {exc}", err=True)
            sys.exit(EXIT_FAILED)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--db", type=click.Path(dir_okay=False), help="SQLite file (overrides config).")
@click.option("--config", type=click.Path(dir_okay=False), help="config.toml to read.")
@click.option(
    "--socket",
    type=click.Path(dir_okay=False),
    help="The daemon's socket (default $ENGRAM_SOCKET, [server] socket, per-user default).",
)
@click.option("--embedded", is_flag=True, help="Never use a daemon; open the database here.")
@click.option("-v", "--verbose", count=True, help="Log more (-v info, -vv debug).")
@click.version_option(package_name="engram")
@click.pass_context
def main(
    ctx: click.Context,
    db: str | None,
    config: str | None,
    socket: str | None,
    embedded: bool,
    verbose: int,
) -> None:
    """Engram: local-first long-term memory for LLM agents."""
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    ctx.obj = {"db": db, "config": config, "socket": socket, "embedded": embedded}


@main.command()
@click.argument("text")
@user_option
@click.option("--session", "session_id", help="Conversation id.")
@click.option(
    "--time", "reference_time", help="When it was said, ISO-8601 with offset (default now)."
)
@click.option(
    "--speaker", default="user", show_default=True, help="user, assistant, system or tool."
)
@click.option("--metadata", help="A JSON object stored with the episode.")
@click.option("--idempotency-key", help="A retry with the same key stores nothing new.")
@json_option
@click.pass_context
def add(
    ctx: click.Context,
    text: str,
    user_id: str,
    session_id: str | None,
    reference_time: str | None,
    speaker: str,
    metadata: str | None,
    idempotency_key: str | None,
    as_json: bool,
) -> None:
    """Store TEXT as an episode ("-" reads it from stdin)."""
    body = sys.stdin.read() if text == "-" else text
    meta: Any = None
    if metadata is not None:
        try:
            meta = json.loads(metadata)
        except json.JSONDecodeError as exc:
            raise ValidationError("metadata", f"is not JSON: {exc.msg}") from None
    ep = call(
        ctx,
        lambda b: b.add(
            body,
            user_id=user_id,
            session_id=session_id,
            reference_time=reference_time,
            speaker=speaker,
            metadata=meta,
            idempotency_key=idempotency_key,
        ),
    )
    emit(ep, as_json, lambda: click.echo(ep["id"]))


@main.command(name="import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@user_option
@json_option
@click.pass_context
def import_(ctx: click.Context, file: Path, user_id: str, as_json: bool) -> None:
    """Import episodes from a JSONL FILE (one JSON object per line).

    Fields: text, reference_time, speaker, session_id, metadata, idempotency_key. The file is
    checked whole first; if any line is invalid, nothing is imported. Re-running an import adds
    nothing twice.
    """
    from tqdm import tqdm

    try:
        lines = jsonl_lines(file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ImportFileError(0, f"cannot read {file}: {exc}") from exc

    async def job(backend: Any) -> Any:
        bar = tqdm(total=len(lines), unit="line", desc="importing", file=sys.stderr, disable=None)
        try:
            return await backend.import_lines(lines, user_id=user_id, progress=bar.update)
        finally:
            bar.close()

    report = call(ctx, job)
    summary = (
        f"imported {report['added']} episodes ({report['duplicates']} already present) from "
        f"{report['read']} lines in {report['elapsed_ms'] / 1000:.1f} s "
        f"({report['episodes_per_s']:.0f} episodes/s)"
    )
    emit(report, as_json, lambda: click.echo(summary))


@main.command()
@user_option
@click.option("--session", "session_id", help="Only this conversation.")
@click.option("--limit", type=click.IntRange(min=1), help="At most this many (oldest first).")
@json_option
@click.pass_context
def episodes(
    ctx: click.Context, user_id: str, session_id: str | None, limit: int | None, as_json: bool
) -> None:
    """List a user's raw episodes, oldest first."""
    eps = call(ctx, lambda b: b.episodes(user_id=user_id, session_id=session_id, limit=limit))

    def human() -> None:
        for ep in eps:
            click.echo(f"{ep['id']}  {ep['reference_time']}  {ep['speaker']}: {ep['content']}")

    emit(eps, as_json, human)


@main.command()
@click.argument("query")
@user_option
@click.option("--as-of", help="World time the question is about (ISO-8601 with offset).")
@click.option("--known-at", help="Answer as Engram believed at this time (ISO-8601 with offset).")
@click.option("--k", type=click.IntRange(min=1), help="At most this many facts and episodes.")
@click.option("--budget", type=click.IntRange(min=1), help="Context size limit in tokens.")
@click.option("--explain", is_flag=True, help="Show each channel's rank and score per item.")
@json_option
@click.pass_context
def recall(
    ctx: click.Context,
    query: str,
    user_id: str,
    as_of: str | None,
    known_at: str | None,
    k: int | None,
    budget: int | None,
    explain: bool,
    as_json: bool,
) -> None:
    """Search a user's memory for QUERY: facts with their date ranges, then episodes."""
    result = call(
        ctx,
        lambda b: b.recall(
            query,
            user_id=user_id,
            as_of=as_of,
            known_at=known_at,
            k=k,
            budget_tokens=budget,
            explain=explain,
        ),
    )

    def human() -> None:
        if result["abstained"]:
            click.echo(f"(nothing reliable in memory: {result['reason']})")
            return
        click.echo(result["context"])
        if explain:
            click.echo("\nper-channel ranks and scores:")
            for item in (*result["facts"], *result["episodes"]):
                scores = item.get("channel_scores", {})
                parts = ", ".join(
                    f"{c}#{r} ({scores.get(c, float('nan')):.4g})"
                    for c, r in sorted(item["channel_ranks"].items())
                )
                click.echo(f"  {item['id']}: rrf={item['score']:.5f} {parts}")
        click.echo(
            f"\n[{result['context_tokens']} tokens, {result['timings_ms'].get('total', 0):.0f} ms]"
        )

    emit(result, as_json, human)


@main.command()
@user_option
@json_option
@click.pass_context
def consolidate(ctx: click.Context, user_id: str, as_json: bool) -> None:
    """Turn a user's pending episodes into facts now (System-2), oldest first."""
    report = call(ctx, lambda b: b.consolidate(user_id=user_id))
    summary = (
        f"consolidated {report['processed']} episodes ({report['failed']} failed): "
        f"{report['facts_inserted']} facts added, {report['facts_reinforced']} reinforced, "
        f"{report['facts_closed']} closed, {report['facts_unresolved']} unresolved "
        f"in {report['elapsed_ms'] / 1000:.1f} s"
    )
    emit(report, as_json, lambda: click.echo(summary))


@main.command()
@user_option
@click.option("--as-of", help="World time: facts true at this time (default now).")
@click.option("--known-at", help="System time: as Engram believed at this time (default now).")
@click.option("--all", "include_closed", is_flag=True, help="Include facts no longer valid.")
@json_option
@click.pass_context
def facts(
    ctx: click.Context,
    user_id: str,
    as_of: str | None,
    known_at: str | None,
    include_closed: bool,
    as_json: bool,
) -> None:
    """List a user's facts valid at --as-of, as known at --known-at."""
    rows = call(
        ctx,
        lambda b: b.facts(
            user_id=user_id, as_of=as_of, known_at=known_at, include_closed=include_closed
        ),
    )

    def human() -> None:
        for f in rows:
            click.echo(
                f"{fact_range(f)}  {f['text']}{status_flag(f)}  ({f['predicate']}; {f['id']})"
            )

    emit(rows, as_json, human)


def fact_range(f: dict[str, Any]) -> str:
    """``2024-01-05 .. now`` from a fact's JSON (dates of valid_at / invalid_at)."""
    start = f["valid_at"][:10] if f.get("valid_at") else "?"
    end = f["invalid_at"][:10] if f.get("invalid_at") else "now"
    return f"{start} .. {end}"


def status_flag(f: dict[str, Any]) -> str:
    return "" if f["status"] == "active" else f" [{f['status']}]"


@main.command()
@click.pass_context
def worker(ctx: click.Context) -> None:
    """Run the consolidation worker until interrupted (SIGINT / SIGTERM).

    With queue.backend = "arq" it takes jobs from Redis (any number of workers may run). With the
    default in-process queue it polls the database for pending episodes written by any process
    (every consolidation.poll_s seconds).
    """
    import signal

    from engram.api import Engram

    settings = settings_of(ctx)
    if settings.queue.backend == "arq":
        from consolidator.arq_queue import build_worker

        click.echo(
            f"engram worker: arq on {settings.queue.redis_url}, db {settings.db_path()}", err=True
        )
        try:
            build_worker(settings).run()
        except asyncio.CancelledError:
            # arq cancels the jobs still running at SIGTERM, and its close() re-raises their
            # cancellation: a requested stop, not a failure. Their episodes are not lost: the
            # SQLite state keeps them pending (or claimed until the lease ends) for the next worker.
            click.echo("engram worker: stopped; jobs still running were cancelled", err=True)
        return

    async def main_loop() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        async with Engram.open(settings) as mem:
            mem.start_worker()
            click.echo(f"engram worker: consolidating {settings.db_path()}", err=True)
            await stop.wait()
            click.echo("engram worker: stopping after the current steps", err=True)

    asyncio.run(main_loop())


for _command in (serve, status, history, forget, export):
    main.add_command(_command)
