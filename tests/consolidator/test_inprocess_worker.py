"""The embedded worker (``Engram.start_worker``): wakes on writes, keeps per-user order, drains on close."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

import engram
from consolidator.types import SELF, Claim, EpisodeView
from engram.embedding import HashEmbedder
from tests.consolidator.fakes import ScriptedExtractor

pytestmark = pytest.mark.timeout(60)

WAIT_S = 15.0


class GatedExtractor(ScriptedExtractor):
    """A :class:`ScriptedExtractor` that blocks on the texts in ``gates`` until released."""

    def __init__(self, script: Mapping[str, Sequence[Claim]], gates: Sequence[str] = ()) -> None:
        super().__init__(script)
        self.entered = {t: asyncio.Event() for t in gates}
        self.release = {t: asyncio.Event() for t in gates}

    async def extract(self, episode: EpisodeView, context: list[EpisodeView]) -> list[Claim]:
        if episode.text in self.release:
            self.entered[episode.text].set()
            await self.release[episode.text].wait()
        return await super().extract(episode, context)


async def wait_until(
    check: Callable[[], Awaitable[bool]], what: str, timeout_s: float = WAIT_S
) -> None:
    deadline = time.monotonic() + timeout_s
    while not await check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout_s} s waiting for {what}")
        await asyncio.sleep(0.02)


def hobby(obj: str) -> list[Claim]:
    return [Claim(SELF, "hobby", obj, f"user does {obj}")]


def home(obj: str) -> list[Claim]:
    return [Claim(SELF, "lives_in", obj, f"user lives in {obj}")]


def day(n: int) -> str:
    return f"2025-03-{n:02d}T09:00:00+00:00"


@pytest.fixture
def worker_settings(db_path: Path) -> engram.Settings:
    # A long poll interval: anything consolidated in these tests was woken by a write or the start scan.
    return engram.Settings.load(
        storage={"path": str(db_path)},
        embedding={"backend": "hash"},
        consolidation={"poll_s": 60, "retry_backoff_s": 0.01},
    )


@pytest.fixture
async def open_mem(
    worker_settings: engram.Settings, embedder: HashEmbedder
) -> AsyncIterator[Callable[..., Awaitable[engram.Engram]]]:
    opened: list[engram.Engram] = []

    async def make(extractor: ScriptedExtractor) -> engram.Engram:
        m = await engram.Engram.open(worker_settings, embedder=embedder, extractor=extractor)
        opened.append(m)
        return m

    yield make
    for m in opened:
        await m.close()  # a second close (after a test's own) is a no-op


def states(query: Any) -> dict[str, tuple[str, int]]:
    """episode content -> (status, attempts)."""
    rows = query(
        "SELECT e.content, s.status, s.attempts FROM consolidation_state s "
        "JOIN episodes e ON e.pk = s.episode_pk"
    )
    return {str(r[0]): (str(r[1]), int(r[2])) for r in rows}


async def test_worker_consolidates_episodes_added_after_start_without_consolidate_call(
    open_mem: Callable[..., Awaitable[engram.Engram]], query: Any
) -> None:
    script = {
        "I play chess.": hobby("chess"),
        "I paint.": hobby("painting"),
        "I row.": hobby("rowing"),
    }
    mem = await open_mem(ScriptedExtractor(script))
    mem.start_worker()
    for i, text in enumerate(script):
        await mem.add(text, user_id="u1", reference_time=day(i + 1))

    async def all_facts() -> bool:
        return len(await mem.facts(user_id="u1")) == 3

    await wait_until(all_facts, "3 facts from the background worker")
    assert sorted(f.object for f in await mem.facts(user_id="u1")) == [
        "chess",
        "painting",
        "rowing",
    ]
    assert set(states(query).values()) == {("done", 1)}


async def test_worker_keeps_reference_time_order_per_user(
    open_mem: Callable[..., Awaitable[engram.Engram]], query: Any
) -> None:
    # u1's first episode blocks the drain while later ones arrive out of reference-time order.
    cities = {f"home {n}": home(f"City{n}") for n in (5, 2, 4, 1, 3)}
    script: dict[str, list[Claim]] = {"gate": hobby("chess"), **cities}
    script.update({f"u2 hobby {n}": hobby(f"h{n}") for n in (3, 1, 2)})
    extractor = GatedExtractor(script, gates=["gate"])
    mem = await open_mem(extractor)
    mem.start_worker()
    await mem.add("gate", user_id="u1", reference_time=day(1))
    await asyncio.wait_for(extractor.entered["gate"].wait(), WAIT_S)
    for n in (5, 2, 4, 1, 3):  # arrival order != reference order
        await mem.add(f"home {n}", user_id="u1", reference_time=day(10 + n))
    for n in (3, 1, 2):
        await mem.add(f"u2 hobby {n}", user_id="u2", reference_time=day(10 + n))

    async def u2_done() -> bool:
        return len(await mem.facts(user_id="u2")) == 3

    # Users run in parallel: u2 is consolidated while u1 is still blocked.
    await wait_until(u2_done, "u2's facts while u1 is blocked")
    extractor.release["gate"].set()

    async def u1_done() -> bool:
        return all(s == ("done", 1) for s in states(query).values()) and len(states(query)) == 9

    await wait_until(u1_done, "every episode done")
    u1_calls = [c for c in extractor.calls if c.startswith(("gate", "home"))]
    assert u1_calls == ["gate", "home 1", "home 2", "home 3", "home 4", "home 5"]
    assert [c for c in extractor.calls if c.startswith("u2")] == [
        "u2 hobby 1",
        "u2 hobby 2",
        "u2 hobby 3",
    ]
    # Done order (system time) follows reference order, per user.
    for user in ("u1", "u2"):
        rows = query(
            "SELECT updated_at FROM consolidation_state WHERE user_id = ? "
            "ORDER BY reference_time, episode_pk",
            (user,),
        )
        stamps = [r[0] for r in rows]
        assert stamps == sorted(stamps) and len(set(stamps)) == len(stamps)
    # Applied in world order, the latest home is the current one and every earlier one is closed.
    current = await mem.facts(user_id="u1")
    assert [f.object for f in current if f.predicate == "lives_in"] == ["City5"]
    every = await mem.facts(user_id="u1", include_closed=True)
    closed = sorted(f.object for f in every if f.predicate == "lives_in" and f.invalid_at)
    assert closed == ["City1", "City2", "City3", "City4"]


async def test_close_waits_for_the_running_step_and_leaves_nothing_processing(
    open_mem: Callable[..., Awaitable[engram.Engram]],
    worker_settings: engram.Settings,
    embedder: HashEmbedder,
    query: Any,
) -> None:
    extractor = GatedExtractor({"slow": hobby("chess")}, gates=["slow"])
    mem = await open_mem(extractor)
    mem.start_worker()
    await mem.add("slow", user_id="u1", reference_time=day(1))
    await asyncio.wait_for(extractor.entered["slow"].wait(), WAIT_S)
    assert states(query) == {"slow": ("processing", 1)}

    closing = asyncio.create_task(mem.close())
    await asyncio.sleep(0.3)
    assert not closing.done(), "close() returned while a step was still running"
    extractor.release["slow"].set()
    await asyncio.wait_for(closing, WAIT_S)

    assert states(query) == {"slow": ("done", 1)}
    async with engram.Engram.open(worker_settings, embedder=embedder) as again:
        assert [f.object for f in await again.facts(user_id="u1")] == ["chess"]
    assert query("SELECT count(*) FROM consolidation_leases") == [(0,)]


async def test_pending_backlog_from_an_earlier_process_is_caught_up_at_start(
    worker_settings: engram.Settings,
    embedder: HashEmbedder,
    open_mem: Callable[..., Awaitable[engram.Engram]],
    query: Any,
) -> None:
    script = {f"u{u} says {i}": hobby(f"u{u}-h{i}") for u in (1, 2) for i in range(4)}
    async with engram.Engram.open(worker_settings, embedder=embedder) as earlier:  # no worker
        for i, text in enumerate(script):
            await earlier.add(text, user_id=text[:2], reference_time=day(i + 1))
    assert set(states(query).values()) == {("pending", 0)}

    extractor = ScriptedExtractor(script)
    mem = await open_mem(extractor)
    mem.start_worker()  # no add, no consolidate(); poll_s is 60 s, so only the start scan can do it

    async def caught_up() -> bool:
        return set(states(query).values()) == {("done", 1)}

    await wait_until(caught_up, "the backlog to be consolidated")
    assert sorted(extractor.calls) == sorted(script)
    for u in (1, 2):
        assert len(await mem.facts(user_id=f"u{u}")) == 4


async def test_processing_row_left_by_a_crashed_process_is_redone_once_at_start(
    worker_settings: engram.Settings,
    embedder: HashEmbedder,
    open_mem: Callable[..., Awaitable[engram.Engram]],
    query: Any,
) -> None:
    """Regression: a user whose only unfinished episode was 'processing' when its worker died
    (lease expired) was never listed by ``pending_users`` and so never caught up."""
    async with engram.Engram.open(worker_settings, embedder=embedder) as earlier:
        await earlier.add("I play chess.", user_id="u1", reference_time=day(1))
    # What a worker killed mid-step leaves: the row 'processing' and an expired lease.
    query("UPDATE consolidation_state SET status = 'processing', attempts = 1")
    query(
        "INSERT INTO consolidation_leases(user_id, worker_id, expires_at) "
        "VALUES ('u1', 'w-dead/0', '2000-01-01T00:00:00.000000+00:00')"
    )
    extractor = ScriptedExtractor({"I play chess.": hobby("chess")})
    mem = await open_mem(extractor)
    mem.start_worker()

    async def redone() -> bool:
        return states(query) == {"I play chess.": ("done", 2)}

    await wait_until(redone, "the orphaned episode to be redone")
    assert extractor.calls == ["I play chess."]
    assert [f.object for f in await mem.facts(user_id="u1")] == ["chess"]


async def test_explicit_consolidate_during_background_drain_applies_each_episode_once(
    open_mem: Callable[..., Awaitable[engram.Engram]], query: Any
) -> None:
    """Regression: two drains of one user in one process shared the process's lease and both
    applied the same episodes (salience doubled). The lease now belongs to one drain."""
    script = {"gate": hobby("chess"), **{f"h{i}": hobby(f"h{i}") for i in range(5)}}
    extractor = GatedExtractor(script, gates=["gate"])
    mem = await open_mem(extractor)
    mem.start_worker()
    await mem.add("gate", user_id="u1", reference_time=day(1))
    await asyncio.wait_for(extractor.entered["gate"].wait(), WAIT_S)
    for i in range(5):
        await mem.add(f"h{i}", user_id="u1", reference_time=day(2 + i))
    explicit = asyncio.create_task(mem.consolidate(user_id="u1"))  # waits for the lease
    await asyncio.sleep(0.2)
    extractor.release["gate"].set()
    report = await asyncio.wait_for(explicit, WAIT_S)

    async def all_done() -> bool:
        return set(states(query).values()) == {("done", 1)}

    await wait_until(all_done, "every episode done")
    assert sorted(extractor.calls) == sorted(script)
    assert report.processed <= 5
    assert query("SELECT count(*), sum(salience) FROM facts") == [(6, 6.0)]


async def test_a_write_waits_for_one_episode_of_a_consolidation_batch_not_the_whole_batch(
    open_mem: Callable[..., Awaitable[engram.Engram]],
) -> None:
    # A batch of 6 episodes applies in one transaction unless a foreground write queues for the
    # writer: then the worker commits after the current episode and the write goes next.
    script = {f"I do sport {n}.": hobby(f"sport{n}") for n in range(6)}
    mem = await open_mem(ScriptedExtractor(script))
    for n, text in enumerate(script):
        await mem.add(text, user_id="u1", reference_time=day(n + 1))
    consolidator = mem.consolidator
    apply = consolidator.resolver.apply
    seen_by_apply: list[int] = []  # u2's episodes visible to the writer at each apply
    writes: list[asyncio.Task[Any]] = []

    async def apply_and_write_once(conn: Any, **kwargs: Any) -> Any:
        cur = await conn.execute("SELECT count(*) FROM episodes WHERE user_id = 'u2'")
        seen_by_apply.append(int((await cur.fetchone())[0]))
        if not writes:  # a client writes while the first episode is being applied
            writes.append(asyncio.create_task(mem.add("hello", user_id="u2")))
            await asyncio.sleep(0.05)  # the write is queued on the writer by now
        return await apply(conn, **kwargs)

    consolidator.resolver.apply = apply_and_write_once  # type: ignore[method-assign]
    report = await mem.consolidate(user_id="u1")
    await writes[0]
    assert report.processed == 6
    assert seen_by_apply == [0, 1, 1, 1, 1, 1]  # the write committed right after episode 1
    assert len(await mem.facts(user_id="u1")) == 6


async def test_warm_loads_the_rule_extractors_korean_analyser_before_work_arrives(
    worker_settings: engram.Settings, embedder: HashEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A long-lived daemon warms it at start: loading it on the first Korean episode held the
    # event loop (and every request) for seconds.
    from consolidator.extract import extractor as rules

    loads: list[str] = []
    monkeypatch.setattr(rules, "warm_up", lambda: loads.append("kiwi"))
    async with engram.Engram.open(worker_settings, embedder=embedder) as mem:
        mem.consolidator.warm()
    assert loads == ["kiwi"]
    scripted = await engram.Engram.open(worker_settings, embedder=embedder,
                                        extractor=ScriptedExtractor({}))
    scripted.consolidator.warm()  # an extractor without models: nothing to do, no error
    await scripted.close()
    assert loads == ["kiwi"]


async def test_release_leases_of_a_dead_worker_frees_only_its_leases_and_its_users_are_redone_at_once(
    open_mem: Callable[..., Awaitable[engram.Engram]], query: Any
) -> None:
    # engram serve's supervisor calls it once its child worker exited: without it the user waits
    # lease_s (60 s) for the dead drain's lease to run out.
    extractor = ScriptedExtractor({"I play chess.": hobby("chess")})
    mem = await open_mem(extractor)
    await mem.add("I play chess.", user_id="u1", reference_time=day(1))
    query("UPDATE consolidation_state SET status = 'processing', attempts = 1")
    query(
        "INSERT INTO consolidation_leases(user_id, worker_id, expires_at) VALUES "
        "('u1', 'serve-1-child-0/ab', '2999-01-01T00:00:00.000000+00:00'), "
        "('u2', 'serve-1-child-00/cd', '2999-01-01T00:00:00.000000+00:00'), "
        "('u3', 'other/ef', '2999-01-01T00:00:00.000000+00:00')"
    )
    assert await mem.consolidator.pending_users() == []  # u1 looks taken
    assert await mem.consolidator.release_leases_of("serve-1-child-0") == 1
    assert query("SELECT user_id FROM consolidation_leases ORDER BY user_id") == [("u2",), ("u3",)]
    assert await mem.consolidator.pending_users() == ["u1"]
    report = await mem.consolidate(user_id="u1")
    assert report.processed == 1
    assert states(query) == {"I play chess.": ("done", 2)}
