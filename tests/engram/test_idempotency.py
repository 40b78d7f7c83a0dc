"""A retry with the same idempotency key stores nothing new; keys are scoped per user."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import engram

TIME = "2025-03-01T10:00:00+01:00"
Counts = Callable[..., dict[str, int]]


async def test_same_key_twice_returns_the_same_episode_and_one_row(
    mem: engram.Engram, counts: Counts
) -> None:
    first = await mem.add("I adopted a cat.", user_id="u1", reference_time=TIME,
                          idempotency_key="msg-1")
    again = await mem.add("I adopted a cat.", user_id="u1", reference_time=TIME,
                          idempotency_key="msg-1")
    assert again.id == first.id
    assert again == first
    assert counts() == dict.fromkeys(counts(), 1)
    assert [e.id for e in await mem.episodes(user_id="u1")] == [first.id]


async def test_retry_with_same_key_returns_the_first_stored_version(
    mem: engram.Engram, counts: Counts
) -> None:
    first = await mem.add("original text", user_id="u1", reference_time=TIME,
                          idempotency_key="k")
    retry = await mem.add("edited on retry", user_id="u1", reference_time=TIME,
                          idempotency_key="k")
    assert retry.id == first.id
    assert retry.content == "original text"
    assert [e.content for e in await mem.episodes(user_id="u1")] == ["original text"]


async def test_same_key_for_different_users_stores_two_rows(
    mem: engram.Engram, counts: Counts
) -> None:
    a = await mem.add("hello", user_id="u1", reference_time=TIME, idempotency_key="shared")
    b = await mem.add("hello", user_id="u2", reference_time=TIME, idempotency_key="shared")
    assert a.id != b.id
    assert counts() == dict.fromkeys(counts(), 2)
    assert [e.id for e in await mem.episodes(user_id="u1")] == [a.id]
    assert [e.id for e in await mem.episodes(user_id="u2")] == [b.id]


async def test_keys_are_exact_not_case_folded(mem: engram.Engram, counts: Counts) -> None:
    a = await mem.add("hello", user_id="u1", reference_time=TIME, idempotency_key="Key")
    b = await mem.add("hello", user_id="u1", reference_time=TIME, idempotency_key="key")
    assert a.id != b.id
    assert counts()["episodes"] == 2


async def test_without_a_key_identical_adds_are_two_episodes(
    mem: engram.Engram, counts: Counts
) -> None:
    a = await mem.add("hello", user_id="u1", reference_time=TIME)
    b = await mem.add("hello", user_id="u1", reference_time=TIME)
    assert a.id != b.id
    assert counts() == dict.fromkeys(counts(), 2)


async def test_concurrent_adds_with_the_same_key_store_one_row(
    mem: engram.Engram, counts: Counts
) -> None:
    results = await asyncio.gather(*(
        mem.add(f"attempt {i}", user_id="u1", reference_time=TIME, idempotency_key="race")
        for i in range(10)
    ))
    assert len({r.id for r in results}) == 1
    assert len({r.content for r in results}) == 1
    assert counts() == dict.fromkeys(counts(), 1)
    (stored,) = await mem.episodes(user_id="u1")
    assert stored.id == results[0].id and stored.content == results[0].content
