"""Multi-user isolation: user_id is an exact, opaque key, never a pattern or a fallback (B14)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engram
from engram.errors import InvalidUserError

MAIN = "u_b14_main"
AS_OF = "2025-03-06T12:00:00Z"
# Case variants, SQL LIKE / GLOB / FTS wildcards, and near-misses of the owner's id.
OTHER_USERS = ["U_B14_MAIN", "U_b14_main", "%", "*", "_", "u_b14_%", "u_b14_*", "u_b14_mai?",
               "u_b14_main%", "u_b14_mai", "u\\_b14\\_main", "' OR 1=1 --"]


@pytest.fixture
async def b14(
    mem: engram.Engram, load_case: Callable[[str], dict[str, Any]]
) -> engram.Engram:
    """The B14 episodes written as the field case does, failed writes included."""
    case = load_case("B14")
    for episode in case["episodes"]:
        user = None if episode.get("omit_user_id") else episode.get("user_id", case["user_id"])
        if episode.get("expect_error"):
            with pytest.raises(engram.ValidationError):
                await mem.add(episode["text"], user_id=user,  # type: ignore[arg-type]
                              reference_time=episode["reference_time"])
        else:
            await mem.add(episode["text"], user_id=user, reference_time=episode["reference_time"])
    return mem


def _text(result: engram.RecallResult) -> str:
    return result.context + " ".join(e.episode.content for e in result.episodes)


async def test_b14_owner_control_gets_the_locker_code(b14: engram.Engram) -> None:
    result = await b14.recall("What's my locker code?", user_id=MAIN, as_of=AS_OF)
    assert not result.abstained
    assert "5190" in _text(result)
    assert {e.episode.user_id for e in result.episodes} == {MAIN}
    assert len(await b14.episodes(user_id=MAIN)) == 2


@pytest.mark.parametrize("other", OTHER_USERS)
async def test_b14_other_or_pattern_like_user_ids_see_nothing_of_main(
    b14: engram.Engram, other: str
) -> None:
    assert await b14.episodes(user_id=other) == []
    for query in ("What's my locker code?", "locker code", "5190", "%", "*"):
        result = await b14.recall(query, user_id=other, as_of=AS_OF)
        assert result.episodes == ()
        assert "5190" not in result.context
        assert result.abstained


async def test_b14_new_user_whose_only_write_failed_abstains(b14: engram.Engram) -> None:
    result = await b14.recall("What's my locker code?", user_id="u_b14_newbie", as_of=AS_OF)
    assert result.abstained
    assert result.reason
    assert result.episodes == () and result.context == ""
    assert await b14.episodes(user_id="u_b14_newbie") == []


@pytest.mark.parametrize("bad", ["", None, "   ", " u_b14_main"])
async def test_b14_empty_or_missing_user_id_is_an_error_for_recall_and_episodes(
    b14: engram.Engram, bad: str | None
) -> None:
    with pytest.raises(InvalidUserError) as info:
        await b14.recall("What's my locker code?", user_id=bad)  # type: ignore[arg-type]
    assert info.value.field == "user_id"
    with pytest.raises(InvalidUserError) as info:
        await b14.episodes(user_id=bad)  # type: ignore[arg-type]
    assert info.value.field == "user_id"


async def test_b14_recall_without_user_id_is_an_error(b14: engram.Engram) -> None:
    with pytest.raises(TypeError, match="user_id"):
        await b14.recall("What's my locker code?")  # type: ignore[call-arg]


async def test_users_with_near_identical_memories_only_see_their_own(mem: engram.Engram) -> None:
    # Same words in both memories: both the dense and the lexical channel would match across users.
    await mem.add("My locker code at the climbing gym is 5190.", user_id="alice",
                  reference_time="2025-03-03T10:00:00Z")
    await mem.add("My locker code at the climbing gym is 7731.", user_id="bob",
                  reference_time="2025-03-03T10:00:00Z")
    for user, mine, theirs in (("alice", "5190", "7731"), ("bob", "7731", "5190")):
        result = await mem.recall("locker code climbing gym", user_id=user, k=50)
        assert [e.episode.user_id for e in result.episodes] == [user]
        assert {"dense", "lexical"} <= set(result.episodes[0].channel_ranks)
        assert mine in result.context and theirs not in result.context
        assert [e.user_id for e in await mem.episodes(user_id=user)] == [user]
