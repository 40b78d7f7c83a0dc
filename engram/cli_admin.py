"""The ``engram`` commands beyond reading and writing: serve, status, history, forget, export.

Registered on the group in :mod:`engram.cli`; they share its options and its error handling.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

import click

from engram.cli_support import call, emit, json_option, settings_of, user_option


@click.command()
@click.option(
    "--socket",
    "socket_path",
    type=click.Path(dir_okay=False),
    help="Listen here (default $ENGRAM_SOCKET, [server] socket, else the per-user default).",
)
@click.option(
    "--tcp-port",
    type=click.IntRange(1, 65535),
    help="Also listen on 127.0.0.1:PORT (no authentication; off by default).",
)
@click.pass_context
def serve(ctx: click.Context, socket_path: str | None, tcp_port: int | None) -> None:
    """Run the sidecar: HTTP/1.1 + JSON on a Unix socket (mode 0600) until SIGTERM.

    One warm memory (the model loads once) serves every operation of the Python API; the
    consolidation worker runs beside it. The schema is at /openapi.json. SIGTERM (or Ctrl-C)
    stops accepting, finishes in-flight requests and the worker's current steps, removes the
    socket and exits 0. Refuses to start when a live daemon answers on the socket.
    """
    from engram.daemon.server import serve as run_daemon

    settings = settings_of(ctx)

    def ready(info: dict[str, Any]) -> None:
        tcp = f" and 127.0.0.1:{info['tcp_port']}" if info["tcp_port"] else ""
        click.echo(
            f"engram serve: pid {info['pid']} listening on {info['socket']}{tcp}, "
            f"database {info['database']}, queue {info['queue']}",
            err=True,
        )

    asyncio.run(
        run_daemon(
            settings,
            socket_path=socket_path or ctx.obj.get("socket"),
            tcp_port=tcp_port,
            on_ready=ready,
        )
    )
    click.echo("engram serve: stopped", err=True)


@click.command()
@click.option("--user", "user_id", help="Only this user's numbers (exact id).")
@json_option
@click.pass_context
def status(ctx: click.Context, user_id: str | None, as_json: bool) -> None:
    """Show the consolidation queue, episode states, recent errors, database size and versions."""
    data = call(ctx, lambda b: b.status(user_id=user_id))

    def human() -> None:
        eps, queue, db, ver = data["episodes"], data["queue"], data["database"], data["versions"]
        who = f" of {data['user_id']}" if data["user_id"] else ""
        click.echo(
            f"episodes{who}: {eps['total']} (pending {eps['pending']}, processing "
            f"{eps['processing']}, done {eps['done']}, failed {eps['failed']})"
        )
        click.echo(
            f"queue: {queue['backend']}, depth {queue['depth']}, "
            f"{queue['users_waiting']} user(s) waiting"
        )
        click.echo(
            f"facts: {data['facts']['believed']} believed, {data['facts']['versions']} versions"
        )
        size = db["db"] + db["db_wal"] + db["db_shm"]
        click.echo(f"database: {db['path']} ({size / 1e6:.1f} MB with WAL)")
        click.echo(
            f"versions: engram {ver['engram']}, schema {ver['schema']}, "
            f"model {ver['embedding_model']} ({ver['embedding_dim']}-d), SQLite {ver['sqlite']}"
        )
        daemon = data.get("daemon")
        click.echo(
            f"daemon: pid {daemon['pid']} on {daemon['socket']} since {daemon['started_at']}"
            if daemon
            else "daemon: none (embedded)"
        )
        worker = (daemon or {}).get("worker")
        if worker and worker.get("mode") == "process":
            click.echo(
                f"worker: process pid {worker['pid']} "
                f"({'running' if worker['alive'] else 'not running'}), "
                f"{worker['restarts']} restart(s), last exit {worker['last_exit']}"
            )
        elif worker:
            click.echo(f"worker: {worker['mode']}")
        for err in data["last_errors"]:
            click.echo(f"error: {err['at']} {err['episode_id']} ({err['status']}): {err['error']}")

    emit(data, as_json, human)


@click.command()
@user_option
@click.option("--entity", required=True, help="A name or alias: 'Greta', '서연 님', 'me'.")
@json_option
@click.pass_context
def history(ctx: click.Context, user_id: str, entity: str, as_json: bool) -> None:
    """Show the timeline of an entity's facts: valid ranges, what replaced what, and sources."""
    data = call(ctx, lambda b: b.history(user_id=user_id, entity=entity))

    def human() -> None:
        for ent in data["entities"]:
            click.echo(f"{ent['name']} ({ent['type']}; aliases: {', '.join(ent['aliases'])})")
        for v in data["timeline"]:
            start = (v["valid_at"] or "?")[:10]
            end = (v["invalid_at"] or "now")[:10]
            known = f"known {v['created_at'][:10]}.." + (
                v["expired_at"][:10] if v["expired_at"] else ""
            )
            click.echo(f"{start} .. {end}  {v['text']}  [{v['status']}; {known}]  {v['id']}")
            for label, key in (
                ("replaces", "supersedes"),
                ("replaced by", "superseded_by"),
                ("ended by", "invalidated_by"),
            ):
                if v[key]:
                    click.echo(f"    {label} {v[key]}")
            for src in v["sources"]:
                text = " ".join(src["content"].split())
                text = text if len(text) <= 80 else text[:79] + "…"
                click.echo(f"    source {src['id']} ({src['reference_time'][:16]}): {text}")

    emit(data, as_json, human)


@click.command()
@user_option
@click.option("--episode", "episode_id", help="Forget this episode.")
@click.option("--session", "session_id", help="Forget every episode of this conversation.")
@click.option("--all", "everything", is_flag=True, help="Forget everything of this user.")
@click.option("--vacuum", is_flag=True, help="Also rebuild the database file (slow).")
@json_option
@click.pass_context
def forget(
    ctx: click.Context,
    user_id: str,
    episode_id: str | None,
    session_id: str | None,
    everything: bool,
    vacuum: bool,
    as_json: bool,
) -> None:
    """Forget an episode, a session or a user, and everything derived from it.

    Facts only those episodes support are removed with all their versions, vectors and index
    rows; facts other episodes support stay, minus this provenance. Give exactly one of
    --episode, --session, --all.
    """
    if sum((episode_id is not None, session_id is not None, everything)) != 1:
        raise click.UsageError("give exactly one of --episode, --session, --all")
    receipt = call(
        ctx,
        lambda b: b.forget(
            user_id=user_id, episode_id=episode_id, session_id=session_id, vacuum=vacuum
        ),
    )

    def human() -> None:
        click.echo(
            f"forgot {receipt['episodes']} episode(s) of {receipt['user_id']}: "
            f"{receipt['facts_deleted']} fact version(s) deleted, {receipt['facts_kept']} kept "
            f"with other sources, {receipt['facts_reopened']} reopened, "
            f"{receipt['entities']} entities, {receipt['aliases']} aliases, "
            f"{receipt['vectors']} vectors, {receipt['fts_rows']} index rows"
            + (" (vacuumed)" if receipt["vacuumed"] else "")
        )

    emit(receipt, as_json, human)


@click.command()
@user_option
@click.option("--facts", "facts", is_flag=True, help="Every fact version instead of episodes.")
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write to this file, mode 0600 (default: stdout).",
)
@click.pass_context
def export(ctx: click.Context, user_id: str, facts: bool, output: Path | None) -> None:
    """Write a user's episodes as JSONL (`engram import` reads it back), or with --facts every
    fact version with its four time fields, links and source episode ids."""

    async def job(backend: Any) -> int:
        n = 0
        tmp = output.with_name(output.name + ".part") if output else None
        handle = (
            os.fdopen(
                os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w", encoding="utf-8"
            )
            if tmp
            else sys.stdout
        )
        try:
            async for item in backend.export(user_id=user_id, facts=facts):
                handle.write(json.dumps(item, ensure_ascii=False) + "\n")
                n += 1
        finally:
            if tmp:
                handle.close()
        if tmp and output:
            os.replace(tmp, output)
        return n

    n = call(ctx, job)
    if output:
        click.echo(f"exported {n} {'fact versions' if facts else 'episodes'} to {output}", err=True)
