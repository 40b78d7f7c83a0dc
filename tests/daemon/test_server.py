"""The sidecar over a real Unix socket: every operation, permissions, bad requests, isolation."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

import engram
from engram.daemon.client import EngramClient
from engram.daemon.server import serve
from engram.embedding import HashEmbedder


async def test_socket_is_0600_in_a_0700_folder_and_removed_on_stop(
    settings: engram.Settings, embedder: HashEmbedder, tmp_path: Path
) -> None:
    folder = tmp_path / "run"
    path = folder / "e.sock"
    stop = asyncio.Event()
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(
        serve(settings, socket_path=path, embedder=embedder, on_ready=ready.set_result, stop=stop)
    )
    await asyncio.wait_for(asyncio.shield(ready), 60)
    mode = os.stat(path).st_mode
    assert stat.S_ISSOCK(mode) and stat.S_IMODE(mode) == 0o600
    assert stat.S_IMODE(os.stat(folder).st_mode) == 0o700
    stop.set()
    await asyncio.wait_for(task, 30)
    assert not path.exists()


async def test_every_operation_over_the_socket(
    client: EngramClient, raw: httpx.AsyncClient, daemon: dict[str, Any]
) -> None:
    ep = await client.add("I live in Lisbon.", user_id="u1", session_id="s1",
                          reference_time="2024-01-10T09:00:00Z", metadata={"via": "socket"})
    assert ep["id"].startswith("ep_") and ep["metadata"] == {"via": "socket"}
    report = await client.import_lines(
        [json.dumps({"text": "I moved to Porto.", "reference_time": "2024-06-10T09:00:00Z"}),
         json.dumps({"text": "I adopted a cat named Miso.", "reference_time": "2024-07-01T09:00:00Z"})],
        user_id="u1",
    )
    assert (report["read"], report["added"]) == (2, 2)
    assert [e["content"] for e in await client.episodes(user_id="u1", limit=2)] == [
        "I live in Lisbon.", "I moved to Porto."
    ]
    consolidated = await client.consolidate(user_id="u1")
    assert consolidated["user_id"] == "u1" and consolidated["failed"] == 0
    facts = await client.facts(user_id="u1", include_closed=True)
    assert {"Lisbon", "Porto"} <= {f["object"] for f in facts}
    now = await client.facts(user_id="u1")
    assert "Lisbon" not in {f["object"] for f in now}
    recalled = await client.recall("where do I live?", user_id="u1", k=3, explain=True)
    assert {"abstained", "context", "facts", "episodes", "timings_ms"} <= set(recalled)
    history = await client.history(user_id="u1", entity="me")
    assert any(v["object"] == "Lisbon" and v["superseded_by"] for v in history["timeline"])
    status = await client.status()
    assert status["episodes"]["total"] == 3 and status["daemon"]["pid"] == os.getpid()
    assert status["versions"]["schema"] == "0005_fact_text"
    assert (await client.status(user_id="nobody"))["episodes"]["total"] == 0
    exported = [e async for e in client.export(user_id="u1")]
    assert exported[0]["content"] == "I live in Lisbon."
    versions = [v async for v in client.export(user_id="u1", facts=True)]
    assert len(versions) > len(now)
    receipt = await client.forget(user_id="u1", episode_id=ep["id"])
    assert receipt["episodes"] == 1 and receipt["scope"] == "episode"
    assert (await client.health())["database"] == daemon["database"]
    schema = (await raw.get("/openapi.json")).json()
    ops = {"add", "import", "episodes", "recall", "facts", "history", "consolidate", "status",
           "forget", "export", "health"}
    assert {p.rsplit("/", 1)[-1] for p in schema["paths"]} == ops
    add_schema = schema["components"]["schemas"]["AddRequest"]
    assert add_schema.get("additionalProperties") is False


BAD_REQUESTS: list[tuple[str, str, Any, int, str]] = [
    ("add", "malformed JSON", b'{"text": "hi", "user_id": ', 400, "body"),
    ("add", "not an object", b"[1, 2]", 422, "body"),
    ("add", "empty body", b"", 422, "body"),
    ("add", "unknown field", {"text": "hi", "user_id": "u", "usr": "x"}, 422, "usr"),
    ("add", "missing user", {"text": "hi"}, 422, "user_id"),
    ("add", "empty user", {"text": "hi", "user_id": ""}, 422, "user_id"),
    ("add", "user of wrong type", {"text": "hi", "user_id": 7}, 422, "user_id"),
    ("add", "text of wrong type", {"text": 5, "user_id": "u"}, 422, "text"),
    ("add", "naive time", {"text": "hi", "user_id": "u", "reference_time": "2025-01-01T10:00:00"},
     422, "reference_time"),
    ("recall", "k as a string", {"query": "q", "user_id": "u", "k": "5"}, 422, "k"),
    ("recall", "missing user", {"query": "q"}, 422, "user_id"),
    ("facts", "flag of wrong type", {"user_id": "u", "include_closed": "yes"}, 422, "include_closed"),
    ("forget", "empty user (never everyone)", {"user_id": ""}, 422, "user_id"),
    ("forget", "two scopes", {"user_id": "u", "episode_id": "e", "session_id": "s"}, 422,
     "episode_id"),
    ("history", "unknown entity", {"user_id": "u", "entity": "Nobody"}, 404, "entity"),
    ("export", "missing user", {"facts": True}, 422, "user_id"),
    ("add", "oversized body", {"text": "x" * (3 * 1024 * 1024), "user_id": "u"}, 413, "body"),
]


async def test_bad_requests_get_4xx_naming_the_field_and_the_daemon_keeps_serving(
    raw: httpx.AsyncClient, client: EngramClient
) -> None:
    for op, what, body, status, field in BAD_REQUESTS:
        content = body if isinstance(body, bytes) else json.dumps(body).encode()
        response = await raw.post(f"/v1/{op}", content=content,
                                  headers={"content-type": "application/json"})
        assert response.status_code == status, (what, response.text)
        error = response.json()["error"]
        assert error["field"] == field, (what, error)
        assert error["type"] and error["message"], what
        assert (await raw.get("/v1/health")).json()["ok"] is True
    missing = await raw.post("/v1/import", content=b'{"text": "x", "reference_time": "2025-01-01T10:00:00Z"}\n')
    assert missing.status_code == 422 and missing.json()["error"]["field"] == "user_id"
    bad_line = await raw.post("/v1/import?user_id=u", content=b'{"text": "x"}\n')
    assert bad_line.status_code == 422 and bad_line.json()["error"]["line"] == 1
    assert (await raw.get("/v1/status?user_id=")).status_code == 422
    assert (await client.episodes(user_id="u")) == []  # nothing was written by any of them


async def test_every_error_body_matches_the_schema_it_documents(raw: httpx.AsyncClient) -> None:
    # The schema used to document FastAPI's {"detail": [...]} for 422 while the app sends
    # {"error": {...}}, and no other error status at all (found with schemathesis).
    import jsonschema

    schema = (await raw.get("/openapi.json")).json()
    assert "HTTPValidationError" not in schema["components"]["schemas"]
    for op, what, body, status, _field in BAD_REQUESTS:
        content = body if isinstance(body, bytes) else json.dumps(body).encode()
        response = await raw.post(f"/v1/{op}", content=content,
                                  headers={"content-type": "application/json"})
        documented = schema["paths"][f"/v1/{op}"]["post"]["responses"][str(status)]
        ref = documented["content"]["application/json"]["schema"]["$ref"]
        assert ref == "#/components/schemas/ErrorResponse", what
        jsonschema.validate(
            response.json(), {"$ref": ref, "components": schema["components"]}
        )


async def test_import_splits_lines_at_newlines_only(
    raw: httpx.AsyncClient, client: EngramClient
) -> None:
    # U+2028, U+2029 and U+0085 are legal unescaped in a JSON string (export leaves them so);
    # str.splitlines() cut such a line in two and the import failed (found by fuzzing).
    texts = ["a\u2028b", "c\u2029d", "e\x85f", "g\x1ch\x0bi\x0cj"]
    body = "".join(
        json.dumps({"text": t, "reference_time": "2025-01-01T10:00:00Z"}, ensure_ascii=False) + "\r\n"
        for t in texts
    )
    response = await raw.post("/v1/import?user_id=u", content=body.encode("utf-8"),
                              headers={"content-type": "application/x-ndjson"})
    assert response.status_code == 200, response.text
    assert sorted(e["content"] for e in await client.episodes(user_id="u")) == sorted(texts)


async def test_client_rebuilds_the_library_errors(client: EngramClient) -> None:
    with pytest.raises(engram.EmptyTextError) as empty:
        await client.add("   ", user_id="u")
    assert empty.value.field == "text"
    with pytest.raises(engram.InvalidUserError):
        await client.recall("q", user_id="")
    with pytest.raises(engram.ImportFileError) as bad:
        await client.import_lines(['{"text": "ok", "reference_time": "2025-01-01T10:00:00Z"}', "{"],
                                  user_id="u")
    assert bad.value.line == 2
    with pytest.raises(engram.NotFoundError):
        await client.history(user_id="u", entity="Nobody")


async def test_b14_user_id_is_required_and_exact_on_every_endpoint(
    client: EngramClient, load_case: Callable[[str], dict[str, Any]]
) -> None:
    case = load_case("B14")
    for ep in case["episodes"]:
        # user_id None is left out of the request body: the "omitted" case.
        if ep.get("expect_error"):
            with pytest.raises(engram.ValidationError):
                await client.add(ep["text"], user_id=ep["user_id"], reference_time=ep["reference_time"])
        else:
            await client.add(ep["text"], user_id=ep["user_id"], reference_time=ep["reference_time"])
    for check in case["checks"]:
        if check["op"] == "error":
            with pytest.raises(engram.InvalidUserError):
                await client.recall("What's my locker code?", user_id=check.get("user_id"))  # type: ignore[arg-type]
            continue
        result = await client.recall(check["query"], user_id=check["user_id"], as_of=check["as_of"])
        text = json.dumps(result)
        for needle in check.get("must_not_contain", []):
            assert needle not in text.replace(check["query"], ""), check
        for needle in check.get("must_contain", []):
            assert needle in text, check
        if "expect_abstain" in check:
            assert result["abstained"] is check["expect_abstain"], check
    for user in ("U_B14_MAIN", "%", "*"):
        assert await client.episodes(user_id=user) == []
        assert await client.facts(user_id=user) == []
        assert [e async for e in client.export(user_id=user)] == []
        receipt = await client.forget(user_id=user)
        assert receipt["episodes"] == 0
    assert len(await client.episodes(user_id="u_b14_main")) == 2


async def test_a_client_naming_another_database_gets_409(
    daemon: dict[str, Any], sock: Path, tmp_path: Path
) -> None:
    async with EngramClient(sock, database=tmp_path / "other.db") as other:
        with pytest.raises(engram.DatabaseMismatchError):
            await other.add("hi", user_id="u")
    async with EngramClient(sock, database=daemon["database"], light=True) as same:
        assert (await same.add("hi", user_id="u"))["content"] == "hi"


async def test_a_stale_socket_file_is_replaced(
    settings: engram.Settings, embedder: HashEmbedder, sock: Path
) -> None:
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(sock))
    stale.close()  # the file stays; nobody listens: what a killed daemon leaves behind
    stop = asyncio.Event()
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(
        serve(settings, socket_path=sock, embedder=embedder, on_ready=ready.set_result, stop=stop)
    )
    await asyncio.wait_for(asyncio.shield(ready), 60)
    async with EngramClient(sock, light=True) as c:
        assert (await c.health())["ok"] is True
    stop.set()
    await asyncio.wait_for(task, 30)


async def test_a_second_daemon_on_the_same_socket_is_refused(
    daemon: dict[str, Any], settings: engram.Settings, embedder: HashEmbedder, sock: Path, tmp_path: Path
) -> None:
    with pytest.raises(engram.DaemonError, match="another engram daemon"):
        await serve(settings, socket_path=sock, embedder=embedder)
    # Something else listening there (no lock held) is refused too, and left alone.
    other = tmp_path / "x.sock"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(other))
    listener.listen(1)
    try:
        with pytest.raises(engram.DaemonError, match="already answers"):
            await serve(settings, socket_path=other, embedder=embedder)
        assert other.exists()
    finally:
        listener.close()
    async with EngramClient(sock, light=True) as c:
        assert (await c.health())["ok"] is True


async def test_tcp_listens_on_loopback_only_when_asked(
    settings: engram.Settings, embedder: HashEmbedder, sock: Path
) -> None:
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    stop = asyncio.Event()
    ready = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(serve(settings, socket_path=sock, tcp_port=port, embedder=embedder,
                                     on_ready=ready.set_result, stop=stop))
    info = await asyncio.wait_for(asyncio.shield(ready), 60)
    assert info["tcp_port"] == port
    async with EngramClient(base_url=f"http://127.0.0.1:{port}") as c:
        assert (await c.add("over tcp", user_id="u"))["content"] == "over tcp"
    stop.set()
    await asyncio.wait_for(task, 30)


async def test_an_idle_connection_outlives_the_clients_keep_alive(
    daemon: dict[str, Any], sock: Path, settings: engram.Settings
) -> None:
    """A pooled connection idle for longer than httpx's 5 s keep-alive (uvicorn's default as
    well) still answers: the daemon keeps idle connections ([server] keep_alive_s = 30) longer
    than clients keep theirs, so a request never races the server closing its connection (the
    soak saw one ReadError out of 30,000 requests before this)."""
    from engram.daemon.client import CLIENT_KEEPALIVE_S

    assert settings.server.keep_alive_s > CLIENT_KEEPALIVE_S
    reader, writer = await asyncio.open_unix_connection(str(sock))
    try:
        for attempt in range(2):
            if attempt:
                await asyncio.sleep(6.0)  # past a 5 s keep-alive timeout
            writer.write(b"GET /v1/health HTTP/1.1\r\nHost: engram\r\n\r\n")
            await writer.drain()
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
            assert head.startswith(b"HTTP/1.1 200"), head
            length = int(next(
                line.split(b":")[1] for line in head.split(b"\r\n")
                if line.lower().startswith(b"content-length")
            ))  # fmt: skip
            await reader.readexactly(length)
    finally:
        writer.close()
        await writer.wait_closed()

