"""Property tests (hypothesis) on the Python API: any Unicode text, any aware time, and random
sequences of add / consolidate / forget over several users keep the invariants of DESIGN.md.

The state machine drives a real :class:`engram.Engram` on a SQLite file with the hash embedder
and the rule extractor. Its texts mix templated sentences the extractor turns into facts
("I live in {city}", "I moved to {city} last month", "저는 {city}에 살아요", "I work at {org}")
with arbitrary Unicode fillers, so conflict resolution, retroactive closes and forgetting
multi-source facts all happen; each episode also carries a unique canary word, the needle that
must be gone everywhere (tables, FTS and vector rows, the file's bytes) once it is forgotten.

Profiles (tests/conftest.py): "ci" (default) is derandomized and bounded; run
``HYPOTHESIS_PROFILE=dev pytest tests/engram/test_properties.py`` for a longer random search.
A failure prints a ``@reproduce_failure`` blob.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import shutil
import tempfile
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

import engram
from engram.embedding import HashEmbedder
from engram.errors import InvalidTimeError, ValidationError
from tests.conftest import connect_raw, examples, raw_counts, traces
from tests.invariants import (
    episode_table_problems,
    fact_table_problems,
    facts_believed,
    facts_valid_at,
)

T = TypeVar("T")

# -- strategies ----------------------------------------------------------------------------------

USERS = ("u_alpha", "U_ALPHA", "사용자 1")  # near-identical ids must stay apart
SESSIONS = (None, "s1", "s2")
CITIES = ("Lisbon", "Porto", "Busan", "Berlin", "Tokyo")
KO_CITIES = ("부산", "서울", "대전")
ORGS = ("Acme Corp", "Globex", "Initech")
TEMPLATES = (
    "I live in {city}.",
    "I moved to {city}.",
    "I moved to {city} last month.",
    "I'm moving to {city} next month.",
    "I work at {org}.",
    "I started working at {org} in 2019.",
    "I quit my job at {org}.",
    "저는 {ko_city}에 살아요.",
    "지난달에 {ko_city}로 이사했어요.",
    # Retroactive, ended, planned and Korean-English mixes of the same facts.
    "Before moving to {city} I lived in {city2} from 2019.",
    "I don't live in {city} anymore.",
    "I'll quit my job at {org} at the end of next month.",
    "I've been working at {org} since 2020.",
    "My new job at {org} starts next Monday.",
    "다음 달에 {ko_city}로 이사 가요.",
    "I moved back to {city}.",
)
#: Characters that stress storage, analysis and JSON: emoji, Hangul, RTL and bidi controls,
#: combining marks, NUL and other C0/C1 controls, line and paragraph separators.
ODD = ("😀", "👩‍👩‍👧", "안녕하세요", "שלום עולם", "مرحبا", "\u202eevil\u202c", "e\u0301", "\x00",
       "\t", "\x85", "\u2028", "\u2029", "\x1c", "\ufeff", "\U0010fffd", "'; DROP TABLE facts; --")  # fmt: skip

#: Any offset Python accepts, to the second.
OFFSETS = st.integers(-86399, 86399).map(lambda s: timezone(timedelta(seconds=s)))
RECENT = st.datetimes(
    min_value=datetime(2015, 1, 1), max_value=datetime(2025, 12, 31), timezones=OFFSETS
)
ANY_TIME = st.datetimes(timezones=OFFSETS)  # year 1 to 9999, most of it in the future
TIMES = st.one_of(RECENT, RECENT, ANY_TIME)

filler = st.one_of(
    st.text(st.characters(codec="utf-8"), max_size=12),
    st.sampled_from(ODD),
    st.lists(st.sampled_from(ODD), min_size=1, max_size=3).map("".join),
)
sentence = st.builds(
    lambda t, c, c2, k, o: t.format(city=c, city2=c2, ko_city=k, org=o),
    st.sampled_from(TEMPLATES),
    st.sampled_from(CITIES),
    st.sampled_from(CITIES),
    st.sampled_from(KO_CITIES),
    st.sampled_from(ORGS),
)
metadata = st.one_of(
    st.none(),
    st.dictionaries(
        st.text(max_size=5),
        st.one_of(
            st.none(),
            st.booleans(),
            st.integers(),
            st.text(st.characters(codec="utf-8"), max_size=8),
        ),
        max_size=3,
    ),
)


def as_sent(value: datetime, as_text: bool) -> datetime | str:
    """A time as the API receives it: the datetime, or its ISO-8601 text."""
    return value.isoformat() if as_text else value


def run(loop: asyncio.AbstractEventLoop, coro: Any) -> Any:
    return loop.run_until_complete(coro)


def hash_settings(path: Path) -> engram.Settings:
    # synchronous=NORMAL: durability is tested elsewhere; here an fsync per commit only costs time.
    return engram.Settings.load(
        storage={"path": str(path), "synchronous": "NORMAL"},
        embedding={"backend": "hash"},
        consolidation={"max_attempts": 1, "retry_backoff_s": 0.0},
    )


@dataclass
class Stored:
    """What the test knows about an episode it wrote."""

    id: str
    user_id: str
    text: str
    canary: str
    reference_time: datetime
    session_id: str | None
    speaker: str
    metadata: dict[str, Any]


#: Across all examples of one run: proof that the texts exercised what they are meant to.
STATS: Counter[str] = Counter()


class MemoryMachine(RuleBasedStateMachine):
    """Random add / consolidate / forget / recall over three users, invariants after each step."""

    def __init__(self) -> None:
        super().__init__()
        self.dir = Path(tempfile.mkdtemp(prefix="engram-prop-"))
        self.db_path = self.dir / "mem.db"
        self.loop = asyncio.new_event_loop()
        self.mem: engram.Engram = run(
            self.loop, engram.Engram.open(hash_settings(self.db_path), embedder=HashEmbedder(384))
        )
        self.raw = connect_raw(self.db_path)  # the invariants read around the API
        self.episodes: dict[str, Stored] = {}
        self.forgotten: list[Stored] = []
        self.serial = itertools.count()
        self.step_times: list[datetime] = []  # system time after each step

    def teardown(self) -> None:
        try:
            self.raw.close()
            run(self.loop, self.mem.close())
        finally:
            self.loop.close()
            shutil.rmtree(self.dir, ignore_errors=True)

    def call(self, coro: Any) -> Any:
        return run(self.loop, coro)

    # -- rules ----------------------------------------------------------------------------------

    @initialize(
        script=st.lists(
            st.tuples(st.sampled_from(USERS[:2]), sentence, RECENT, st.sampled_from(SESSIONS)),
            min_size=2,
            max_size=6,
        )
    )
    def a_conversation(self, script: list[tuple[str, str, datetime, str | None]]) -> None:
        """Every run starts from a few templated episodes, consolidated: facts to work on."""
        STATS["machines"] += 1
        for user, text, when, session in script:
            self.add(user, [text], " ", when, False, session, "user", None)
        for user in USERS[:2]:
            self.consolidate(user)

    @rule(
        user=st.sampled_from(USERS),
        parts=st.lists(st.one_of(sentence, sentence, filler), min_size=1, max_size=3),
        joiner=st.sampled_from(["\n", " ", "\r\n", "\u2028"]),
        when=TIMES,
        as_text=st.booleans(),
        session=st.sampled_from(SESSIONS),
        speaker=st.sampled_from(["user", "user", "assistant"]),
        meta=metadata,
    )
    def add(
        self,
        user: str,
        parts: list[str],
        joiner: str,
        when: datetime,
        as_text: bool,
        session: str | None,
        speaker: str,
        meta: dict[str, Any] | None,
    ) -> None:
        canary = f"zq{next(self.serial):06d}x"
        text = joiner.join([*parts, f"Ref {canary}."])
        before = raw_counts(self.db_path)
        try:
            ep = self.call(
                self.mem.add(
                    text,
                    user_id=user,
                    reference_time=as_sent(when, as_text),
                    session_id=session,
                    speaker=speaker,
                    metadata=meta,
                )
            )
        except InvalidTimeError as exc:
            # The only refusal for these inputs: a time later than now, or one that has no UTC
            # equivalent (before year 1 or after 9999 once the offset is applied).
            assert exc.field == "reference_time"
            assert raw_counts(self.db_path) == before  # nothing stored
            event("add: time refused")
            return
        assert ep.content == text
        self.episodes[ep.id] = Stored(ep.id, user, text, canary, when, session, speaker, meta or {})
        STATS["episodes"] += 1

    @rule(user=st.sampled_from(USERS))
    def consolidate(self, user: str) -> None:
        report = self.call(self.mem.consolidate(user_id=user))
        assert report.failed == 0, report.failed_episode_ids
        STATS["facts_inserted"] += report.facts_inserted
        STATS["facts_closed"] += report.facts_closed
        STATS["facts_reinforced"] += report.facts_reinforced
        if report.facts_closed:
            event("consolidate: closed a fact")

    @precondition(lambda self: bool(self.episodes))
    @rule(data=st.data(), vacuum=st.booleans())
    def forget_episode(self, data: st.DataObject, vacuum: bool) -> None:
        # In insertion order: ids are random, so sorting them would make replays differ.
        target = data.draw(st.sampled_from(list(self.episodes)), label="episode")
        stored = self.episodes[target]
        assert traces(self.db_path, [stored.canary]), "the needle is there before the forget"
        # Asking as another user changes nothing.
        intruder = next(u for u in USERS if u != stored.user_id)
        assert self.call(self.mem.forget(user_id=intruder, episode_id=target)).episodes == 0
        receipt = self.call(
            self.mem.forget(user_id=stored.user_id, episode_id=target, vacuum=vacuum)
        )
        assert receipt.episodes == 1
        self._forgot([target], receipt)

    @rule(user=st.sampled_from(USERS), session=st.sampled_from(["s1", "s2"]))
    def forget_session(self, user: str, session: str) -> None:
        receipt = self.call(self.mem.forget(user_id=user, session_id=session))
        gone = [
            e.id for e in self.episodes.values() if (e.user_id, e.session_id) == (user, session)
        ]
        assert receipt.episodes == len(gone)
        self._forgot(gone, receipt)

    @precondition(lambda self: len(self.episodes) >= 4)
    @rule(user=st.sampled_from(USERS))
    def forget_user(self, user: str) -> None:
        receipt = self.call(self.mem.forget(user_id=user))
        gone = [e.id for e in self.episodes.values() if e.user_id == user]
        assert receipt.episodes == len(gone)
        self._forgot(gone, receipt)

    def _forgot(self, ids: list[str], receipt: Any) -> None:
        for eid in ids:
            self.forgotten.append(self.episodes.pop(eid))
        STATS["forgotten"] += len(ids)
        STATS["forget_facts_deleted"] += receipt.facts_deleted
        STATS["forget_facts_kept"] += receipt.facts_kept  # multi-source facts that lost a source
        STATS["forget_facts_reopened"] += receipt.facts_reopened
        if receipt.facts_kept:
            event("forget: a multi-source fact kept its other sources")
        needles = [f.canary for f in self.forgotten]
        assert traces(self.db_path, needles) == []
        for gone in self.forgotten[-len(ids) :] if ids else []:
            result = self.call(self.mem.recall(gone.canary, user_id=gone.user_id))
            assert gone.canary not in result.context
            assert all(e.episode.id != gone.id for e in result.episodes)

    @rule(user=st.sampled_from(USERS), when=st.one_of(st.none(), TIMES), data=st.data())
    def recall(self, user: str, when: datetime | None, data: st.DataObject) -> None:
        mine = [e for e in self.episodes.values() if e.user_id == user]
        words = ["where do I live?", "Where do I work?", "어디에 살아요?", *CITIES[:2]]
        if mine:
            words.append(data.draw(st.sampled_from(mine), label="own").canary)
        query = data.draw(st.sampled_from(words), label="query")
        known_at = datetime.now(UTC)
        try:
            result = self.call(self.mem.recall(query, user_id=user, as_of=when, known_at=known_at))
        except InvalidTimeError as exc:
            assert exc.field == "as_of" and when is not None
            event("recall: as_of refused")
            return
        own = {e.id for e in mine}
        assert {e.episode.id for e in result.episodes} <= own  # no cross-user episode
        for e in result.episodes:
            assert when is None or e.episode.reference_time <= when  # said by as_of
        world = when or known_at
        valid = facts_valid_at(self.raw, user, world, known_at)
        believed = facts_believed(self.raw, user, known_at)
        for sf in result.facts:
            f = sf.fact
            assert set(f.source_episode_ids) <= own, "a fact from another user's episode"
            assert f.id in believed, "recall returned a fact not believed now"
            # Valid at as_of, or an upcoming plan: starts after as_of (the reader's rule).
            assert f.id in valid or (f.valid_at is not None and f.valid_at > world), f
        if result.facts:
            STATS["recall_facts"] += 1

    # -- invariants -----------------------------------------------------------------------------

    @invariant()
    def database_is_consistent(self) -> None:
        problems = fact_table_problems(self.raw) + episode_table_problems(self.raw)
        assert problems == []

    @invariant()
    def episodes_round_trip_byte_exact_per_user(self) -> None:
        for user in USERS:
            got = self.call(self.mem.episodes(user_id=user))
            mine = {e.id: e for e in self.episodes.values() if e.user_id == user}
            assert sorted(e.id for e in got) == sorted(mine)
            for ep in got:
                want = mine[ep.id]
                assert ep.user_id == user
                assert ep.content.encode("utf-8") == want.text.encode("utf-8")
                assert ep.reference_time == want.reference_time
                assert ep.reference_time.utcoffset() == want.reference_time.utcoffset()
                assert (ep.session_id, ep.speaker, ep.metadata) == (
                    want.session_id,
                    want.speaker,
                    want.metadata,
                )
            assert [e.reference_time for e in got] == sorted(e.reference_time for e in got)

    @invariant()
    def as_of_answers_agree_with_the_fact_table(self) -> None:
        known_at = datetime.now(UTC)
        probes = sorted({e.reference_time for e in self.episodes.values()})[:3]
        probes += [known_at, datetime(2019, 6, 1, tzinfo=UTC)]
        for user in USERS:
            own = {e.id for e in self.episodes.values() if e.user_id == user}
            every = self.call(self.mem.facts(user_id=user, known_at=known_at, include_closed=True))
            assert {f.id for f in every} == set(facts_believed(self.raw, user, known_at))
            for f in every:
                assert f.user_id == user and set(f.source_episode_ids) <= own
                assert f.source_episode_ids, f
            for as_of in probes:
                got = self.call(self.mem.facts(user_id=user, as_of=as_of, known_at=known_at))
                assert {f.id for f in got} == facts_valid_at(self.raw, user, as_of, known_at)
            # System time: what was believed after an earlier step (as the table says now).
            for past in self.step_times[-2:]:
                got = self.call(self.mem.facts(user_id=user, known_at=past, include_closed=True))
                assert {f.id for f in got} == set(facts_believed(self.raw, user, past))
        self.step_times.append(known_at)
        STATS["facts_seen"] = max(
            STATS["facts_seen"], len(facts_believed(self.raw, USERS[0], known_at))
        )


MACHINE_SETTINGS = settings(
    # 40 runs: with 8, a run whose timing shifted the generated ids could miss a multi-source
    # forget, and the coverage check below failed (seen once in a fresh-clone run).
    max_examples=examples(40),
    stateful_step_count=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def test_random_add_consolidate_forget_sequences_keep_every_invariant() -> None:
    STATS.clear()
    run_state_machine_as_test(MemoryMachine, settings=MACHINE_SETTINGS)
    print(dict(STATS))
    # The texts did what they are for: facts were made, closed by later ones, and forgetting
    # touched facts, including multi-source ones that keep their other sources.
    assert STATS["facts_inserted"] > 0, STATS
    assert STATS["facts_closed"] > 0, STATS
    assert STATS["forget_facts_deleted"] > 0, STATS
    assert STATS["forget_facts_kept"] + STATS["forget_facts_reopened"] > 0, STATS
    assert STATS["recall_facts"] > 0, STATS


# -- single calls: any input is stored exactly or refused with a ValidationError ----------------


class Session:
    """One Engram on its own event loop, for @given tests (a fixture would be shared anyway)."""

    def __init__(self, path: Path, **write: Any) -> None:
        self.path = path
        self.loop = asyncio.new_event_loop()
        settings_ = engram.Settings.load(
            storage={"path": str(path), "synchronous": "NORMAL"},
            embedding={"backend": "hash"},
            write=write,
            consolidation={"max_attempts": 1, "retry_backoff_s": 0.0},
        )
        self.mem: engram.Engram = run(
            self.loop, engram.Engram.open(settings_, embedder=HashEmbedder(384))
        )

    def __call__(self, coro: Any) -> Any:
        return run(self.loop, coro)

    def close(self) -> None:
        try:
            run(self.loop, self.mem.close())
        finally:
            self.loop.close()


@pytest.fixture
def session(tmp_path: Path) -> Any:
    opened: list[Session] = []

    def make(**write: Any) -> Session:
        opened.append(Session(tmp_path / f"s{len(opened)}.db", **write))
        return opened[-1]

    yield make
    for s in opened:
        s.close()


#: Relative dates: at 0001-01-01 "3 days ago" is before the calendar starts.
RELATIVE = (
    "I moved to Lisbon 3 days ago.",
    "I'm moving to Porto at the end of next month.",
    "지난주 월요일에 부산으로 이사했어요.",
    "I started working at Acme Corp last year.",
    "I live in Berlin.",
)
MAX_CHARS = 64
INVISIBLE = {"Zs", "Zl", "Zp", "Cc", "Cf"}
#: Every code point, lone surrogates included, biased to the troublesome ones.
any_piece = st.one_of(
    st.characters(codec=None, exclude_categories=()),
    st.sampled_from([*ODD, " ", "\u200b", "\u00a0", "\ud800", "\udfff", "\r", "\n"]),
)


def any_text(max_size: int) -> st.SearchStrategy[str]:
    return st.lists(any_piece, max_size=max_size).map("".join)


def text_is_acceptable(text: str) -> bool:
    """The contract of ``add``'s text: a visible character, at most max_chars code points,
    and encodable as UTF-8 (no lone surrogates)."""
    import unicodedata

    visible = any(unicodedata.category(c) not in INVISIBLE for c in text)
    return visible and len(text) <= MAX_CHARS and not any(0xD800 <= ord(c) <= 0xDFFF for c in text)


def test_any_text_is_stored_byte_exact_or_refused_with_nothing_written(session: Any) -> None:
    s = session(max_chars=MAX_CHARS)

    @settings(max_examples=examples(150))
    @given(text=any_text(MAX_CHARS + 4))
    def check(text: str) -> None:
        before = raw_counts(s.path)
        try:
            ep = s(s.mem.add(text, user_id="u", reference_time="2024-01-01T00:00:00+09:00"))
        except ValidationError as exc:
            assert exc.field == "text", exc
            assert not text_is_acceptable(text), f"refused acceptable text: {exc}"
            assert raw_counts(s.path) == before
            return
        assert text_is_acceptable(text)
        assert ep.content == text
        (back,) = [e for e in s(s.mem.episodes(user_id="u")) if e.id == ep.id]
        assert back.content.encode("utf-8") == text.encode("utf-8")
        import hashlib

        assert back.content_sha256 == hashlib.sha256(text.encode("utf-8")).hexdigest()
        assert {k: v + 1 for k, v in before.items()} == raw_counts(s.path)

    check()


def test_any_aware_time_with_any_offset_round_trips_or_is_refused(session: Any) -> None:
    s = session()
    now = datetime.now(UTC)

    @settings(max_examples=examples(60))
    @given(
        when=st.one_of(ANY_TIME, RECENT, st.datetimes()),
        as_text=st.booleans(),
        text=st.sampled_from(RELATIVE),
    )
    @example(
        when=datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=5))), as_text=False, text=RELATIVE[0]
    )
    @example(
        when=datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=-5))), as_text=True, text=RELATIVE[0]
    )
    @example(when=datetime(1, 1, 1, tzinfo=UTC), as_text=False, text=RELATIVE[3])
    @example(
        when=datetime(9999, 12, 31, 23, tzinfo=timezone(timedelta(hours=-5))),
        as_text=True,
        text=RELATIVE[0],
    )
    @example(when=datetime(2024, 2, 29, 12), as_text=True, text=RELATIVE[0])  # naive
    def check(when: datetime, as_text: bool, text: str) -> None:
        before = raw_counts(s.path)
        try:
            ep = s(s.mem.add(text, user_id="u", reference_time=as_sent(when, as_text)))
        except InvalidTimeError as exc:
            assert exc.field == "reference_time"
            assert raw_counts(s.path) == before
            naive = when.tzinfo is None
            future = not naive and when > now
            try:
                when.astimezone(UTC) if not naive else None
                representable = True
            except OverflowError:
                representable = False
            assert naive or future or not representable, f"refused a valid past time: {exc}"
            return
        assert when.tzinfo is not None and when <= datetime.now(UTC) + timedelta(minutes=5)
        assert ep.reference_time == when and ep.reference_time.utcoffset() == when.utcoffset()
        # Relative dates resolve against it, even at the ends of the calendar, and reading at
        # that time works.
        report = s(s.mem.consolidate(user_id="u"))
        assert (report.processed, report.failed) == (1, 0), report
        s(s.mem.facts(user_id="u", as_of=when, include_closed=True))
        s(s.mem.recall("where did I live last year?", user_id="u", as_of=when))

    check()


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), any_text(6)),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3)
    ),
    max_leaves=8,
)


def test_any_metadata_round_trips_or_is_refused(session: Any) -> None:
    s = session()

    @settings(max_examples=examples(100))
    @given(
        meta=st.one_of(json_values, st.dictionaries(st.text(max_size=4), json_values, max_size=4))
    )
    def check(meta: Any) -> None:
        before = raw_counts(s.path)
        try:
            ep = s(
                s.mem.add("x", user_id="u", reference_time="2024-01-01T00:00:00Z", metadata=meta)
            )
        except ValidationError as exc:
            assert exc.field == "metadata", exc
            assert raw_counts(s.path) == before
            return
        assert isinstance(meta, dict) or meta is None
        assert ep.metadata == json.loads(json.dumps(meta or {}))
        (back,) = [e for e in s(s.mem.episodes(user_id="u")) if e.id == ep.id]
        assert back.metadata == ep.metadata

    check()


def test_any_user_id_is_an_exact_key_or_refused(session: Any) -> None:
    s = session()
    seen: dict[str, str] = {}  # user id -> the one episode stored under it

    @settings(max_examples=examples(100))
    @given(
        user=st.one_of(
            any_text(8),
            st.sampled_from(USERS),
            st.sampled_from(["%", "*", "_", "u%", "' OR 1=1 --", "U_ALPHA ", "u_alpha\x00"]),
        )
    )
    def check(user: str) -> None:
        before = raw_counts(s.path)
        try:
            ep = s(
                s.mem.add(f"note for {user!r}", user_id=user, reference_time="2024-01-01T00:00:00Z")
            )
        except ValidationError as exc:
            assert exc.field == "user_id"
            assert raw_counts(s.path) == before
            with pytest.raises(ValidationError):
                s(s.mem.episodes(user_id=user))
            return
        seen.setdefault(user, ep.id)
        got = s(s.mem.episodes(user_id=user))
        assert {e.user_id for e in got} == {user}
        assert seen[user] in {e.id for e in got}
        others = {eid for u, eid in seen.items() if u != user}
        assert not others & {e.id for e in got}
        result = s(s.mem.recall("note", user_id=user, k=50))
        assert {e.episode.id for e in result.episodes} <= {e.id for e in got}

    check()


def test_any_episodes_round_trip_through_engram_export_and_engram_import(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from engram.cli import main

    runner = CliRunner()
    env = {"ENGRAM_EMBEDDING__BACKEND": "hash", "ENGRAM_CONFIG": None}
    runs = itertools.count()
    valid_text = any_text(12).filter(text_is_acceptable)

    @settings(max_examples=examples(12))
    @given(
        episodes=st.lists(
            st.tuples(valid_text, RECENT, metadata, st.sampled_from(SESSIONS)),
            min_size=1,
            max_size=4,
        )
    )
    # The same words said twice at the same instant are two episodes, and stay two.
    @example(episodes=[("ok", datetime(2024, 5, 1, 9, tzinfo=UTC), None, "s1")] * 2)
    @example(episodes=[("a\u2028b\x85c", datetime(2024, 5, 1, 9, tzinfo=UTC), {"k": "\u2029"}, None)])
    def check(episodes: list[tuple[str, datetime, dict[str, Any] | None, str | None]]) -> None:
        n = next(runs)
        src, dst, out = tmp_path / f"a{n}.db", tmp_path / f"b{n}.db", tmp_path / f"e{n}.jsonl"
        s = Session(src)
        try:
            for text, when, meta, session in episodes:
                s(
                    s.mem.add(
                        text, user_id="u", reference_time=when, metadata=meta, session_id=session
                    )
                )
        finally:
            s.close()
        exported = runner.invoke(
            main,
            ["--embedded", "--db", str(src), "export", "--user", "u", "--output", str(out)],
            env=env,
        )
        assert exported.exit_code == 0, exported.output
        imported = runner.invoke(
            main, ["--embedded", "--db", str(dst), "import", str(out), "--user", "u"], env=env
        )
        assert imported.exit_code == 0, imported.output
        d = Session(dst)
        try:
            back = d(d.mem.episodes(user_id="u"))
        finally:
            d.close()

        def key(text: str, when: datetime, meta: Any, session: str | None) -> tuple[Any, ...]:
            return (
                text.encode("utf-8"),
                when,
                when.utcoffset(),
                json.dumps(meta or {}, sort_keys=True),
                session,
            )

        assert sorted(key(*e) for e in episodes) == sorted(
            key(e.content, e.reference_time, e.metadata, e.session_id) for e in back
        )

    check()
