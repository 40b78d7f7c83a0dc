"""The ``engram`` command: a thin shell over :class:`engram.Engram`.

Every data command takes ``--json``; ``--db PATH`` and ``--config PATH`` work everywhere.
:class:`engram.errors.EngramError` becomes one line on stderr and a non-zero exit here, in
:class:`_Group`, and nowhere else (exit 2 for invalid input, 1 for other failures).
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from engram.config import Settings
from engram.errors import EngramError, ImportFileError, ValidationError

T = TypeVar("T")

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


def _settings(ctx: click.Context) -> Settings:
    obj: dict[str, Any] = ctx.obj
    overrides: dict[str, dict[str, Any]] = {}
    if obj.get("db"):
        overrides["storage"] = {"path": obj["db"]}
    return Settings.load(obj.get("config"), **overrides)


def _run(ctx: click.Context, job: Callable[[Any], Awaitable[T]]) -> T:
    """Open the memory, run ``job(mem)``, close: the CLI's single ``asyncio.run``."""
    from engram.api import Engram

    settings = _settings(ctx)

    async def main() -> T:
        async with Engram.open(settings) as mem:
            return await job(mem)

    return asyncio.run(main())


def _emit(data: Any, as_json: bool, human: Callable[[], None]) -> None:
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        human()


json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
user_option = click.option("--user", "user_id", required=True, help="Whose memory (exact id).")


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--db", type=click.Path(dir_okay=False), help="SQLite file (overrides config).")
@click.option("--config", type=click.Path(dir_okay=False), help="config.toml to read.")
@click.option("-v", "--verbose", count=True, help="Log more (-v info, -vv debug).")
@click.version_option(package_name="engram")
@click.pass_context
def main(ctx: click.Context, db: str | None, config: str | None, verbose: int) -> None:
    """Engram: local-first long-term memory for LLM agents."""
    level = logging.WARNING - 10 * min(verbose, 2)
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    ctx.obj = {"db": db, "config": config}


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
    ep = _run(
        ctx,
        lambda mem: mem.add(
            body,
            user_id=user_id,
            session_id=session_id,
            reference_time=reference_time,
            speaker=speaker,
            metadata=meta,
            idempotency_key=idempotency_key,
        ),
    )
    _emit(ep.to_dict(), as_json, lambda: click.echo(ep.id))


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

    async def job(mem: Any) -> Any:
        bar = tqdm(total=None, unit="ep", desc="importing", file=sys.stderr, disable=None)
        try:

            def progress(n: int) -> None:
                bar.update(n)

            return await mem.import_jsonl(file, user_id=user_id, progress=progress)
        finally:
            bar.close()

    report = _run(ctx, job)
    summary = (
        f"imported {report.added} episodes ({report.duplicates} already present) from "
        f"{report.read} lines in {report.elapsed_ms / 1000:.1f} s "
        f"({report.episodes_per_s:.0f} episodes/s)"
    )
    _emit(report.to_dict(), as_json, lambda: click.echo(summary))


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
    eps = _run(ctx, lambda mem: mem.episodes(user_id=user_id, session_id=session_id, limit=limit))

    def human() -> None:
        for ep in eps:
            click.echo(f"{ep.id}  {ep.reference_time.isoformat()}  {ep.speaker}: {ep.content}")

    _emit([e.to_dict() for e in eps], as_json, human)


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
    result = _run(
        ctx,
        lambda mem: mem.recall(
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
        if result.abstained:
            click.echo(f"(nothing reliable in memory: {result.reason})")
            return
        click.echo(result.context)
        if explain:
            click.echo("\nper-channel ranks and scores:")
            for item in (*result.facts, *result.episodes):
                ident = item.fact.id if hasattr(item, "fact") else item.episode.id
                parts = ", ".join(
                    f"{c}#{r} ({item.channel_scores.get(c, float('nan')):.4g})"
                    for c, r in sorted(item.channel_ranks.items())
                )
                click.echo(f"  {ident}: rrf={item.score:.5f} {parts}")
        click.echo(
            f"\n[{result.context_tokens} tokens, {result.timings_ms.get('total', 0):.0f} ms]"
        )

    _emit(result.to_dict(), as_json, human)


@main.command()
@user_option
@json_option
@click.pass_context
def consolidate(ctx: click.Context, user_id: str, as_json: bool) -> None:
    """Turn a user's pending episodes into facts now (System-2), oldest first."""
    report = _run(ctx, lambda mem: mem.consolidate(user_id=user_id))
    summary = (
        f"consolidated {report.processed} episodes ({report.failed} failed): "
        f"{report.facts_inserted} facts added, {report.facts_reinforced} reinforced, "
        f"{report.facts_closed} closed, {report.facts_unresolved} unresolved "
        f"in {report.elapsed_ms / 1000:.1f} s"
    )
    _emit(report.to_dict(), as_json, lambda: click.echo(summary))


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
    rows = _run(
        ctx,
        lambda mem: mem.facts(
            user_id=user_id, as_of=as_of, known_at=known_at, include_closed=include_closed
        ),
    )

    def human() -> None:
        for f in rows:
            start = f.valid_at.date().isoformat() if f.valid_at else "?"
            end = f.invalid_at.date().isoformat() if f.invalid_at else "now"
            flag = "" if f.status == "active" else f" [{f.status}]"
            click.echo(f"{start} .. {end}  {f.text}{flag}  ({f.predicate}; {f.id})")

    _emit([f.to_dict() for f in rows], as_json, human)


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

    settings = _settings(ctx)
    if settings.queue.backend == "arq":
        from consolidator.arq_queue import build_worker

        click.echo(
            f"engram worker: arq on {settings.queue.redis_url}, db {settings.db_path()}", err=True
        )
        build_worker(settings).run()
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
