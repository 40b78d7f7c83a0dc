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
@click.option("--as-of", help="Only what was said by this time (ISO-8601 with offset).")
@click.option("--known-at", help="Only what was stored by this time (ISO-8601 with offset).")
@click.option("--k", type=click.IntRange(min=1), help="How many results (default recall.k).")
@json_option
@click.pass_context
def recall(
    ctx: click.Context,
    query: str,
    user_id: str,
    as_of: str | None,
    known_at: str | None,
    k: int | None,
    as_json: bool,
) -> None:
    """Search a user's memory for QUERY."""
    result = _run(
        ctx, lambda mem: mem.recall(query, user_id=user_id, as_of=as_of, known_at=known_at, k=k)
    )

    def human() -> None:
        if result.abstained:
            click.echo(f"(nothing reliable in memory: {result.reason})")
        else:
            click.echo(result.context)

    _emit(result.to_dict(), as_json, human)
