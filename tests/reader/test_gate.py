"""The abstention gate and the relevance cut after it.

B17's kind: a yes/no question about a thing the memory holds a fact about ("Can I order the shrimp
platter?" against a shellfish allergy listing shrimp) is answered, although most of its words were
never said; questions about things never mentioned, and wh-questions that only share a modifier
with a fact, still abstain. B11's kind: the context lists what the query points to, not whatever
the query-blind channels (recency, the graph walked from the user) rank next.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

import engram
from consolidator.types import SELF, Claim
from engram.embedding import HashEmbedder
from reader.gate import (
    Evidence,
    decide,
    is_wh_question,
    salient_words,
    supported,
    value_matches,
    value_text,
)
from tests.consolidator.fakes import ScriptedExtractor

USER = "u-gate"
SAID = {
    "I'm Noor Haddad, by the way.": [
        Claim(SELF, "name", "Noor Haddad", "User's name is Noor Haddad"),
    ],
    "I'm allergic to shellfish, please remember that.": [
        Claim(SELF, "has_condition", "shellfish",
              "User is allergic to shellfish (shrimp, prawns, crab, lobster)"),
    ],
    "Peanuts make me break out in hives.": [
        Claim(SELF, "has_condition", "peanuts", "User is allergic to peanuts"),
    ],
    "On weekends I shoot weddings for some extra money.": [
        Claim(SELF, "side_job", "shooting weddings", "User has a side job: shooting weddings"),
    ],
    "My manager Robert Chen approved my holiday for August.": [
        Claim(SELF, "knows", "Robert Chen", "Robert Chen is the user's manager"),
        Claim("Robert Chen", "event", "approved the holiday",
              "Robert Chen approved the user's holiday for August"),
    ],
    "My neighbour Bob Alvarez fixed my bike chain yesterday.": [
        Claim("Bob Alvarez", "event", "fixed the bike chain",
              "Bob Alvarez fixed the user's bike chain"),
    ],
    "We adopted a grey cat called Pepper.": [
        Claim(SELF, "has_pet", "Pepper", "User has a cat named Pepper"),
    ],
    "I live in Leeds.": [Claim(SELF, "lives_in", "Leeds", "User lives in Leeds")],
    "갑각류 알레르기가 있어요.": [
        Claim(SELF, "has_condition", "갑각류", "사용자는 갑각류 알레르기가 있다 (새우, 게, 가재)"),
    ],
}  # fmt: skip
AS_OF = "2025-06-30T12:00:00+01:00"


@pytest.fixture
async def mem(settings: engram.Settings, embedder: HashEmbedder) -> AsyncIterator[engram.Engram]:
    async with engram.Engram.open(
        settings, embedder=embedder, extractor=ScriptedExtractor(SAID)
    ) as m:
        for day, text in enumerate(SAID, start=1):
            await m.add(text, user_id=USER, reference_time=f"2025-06-{day:02d}T10:00:00+01:00")
        await m.consolidate(user_id=USER)
        yield m


def texts(result: engram.RecallResult) -> list[str]:
    return [f.fact.text for f in result.facts]


# -- the gate: a yes/no question about a thing a fact names ------------------------------------
@pytest.mark.parametrize(
    ("question", "fact"),
    [
        ("Can I order the shrimp platter for Noor?", "shellfish"),
        ("Is the lobster bisque ok for me?", "shellfish"),
        ("Should I bake peanut cookies for the office party?", "peanuts"),
        ("새우 튀김 시켜도 돼요?", "갑각류"),
    ],
)
async def test_a_yes_no_question_about_a_thing_a_fact_names_is_answered(
    mem: engram.Engram, question: str, fact: str
) -> None:
    result = await mem.recall(question, user_id=USER, as_of=AS_OF)
    assert not result.abstained, (result.reason, result.evidence)
    assert result.evidence is not None and result.evidence["value_matches"] >= 1
    assert any(fact in t for t in texts(result))


@pytest.mark.parametrize(
    "question",
    [
        "Can I order the lamb tagine for Noor?",  # nothing about lamb or tagines was said
        "Should I buy Noor a kayak?",
        "When is Noor's wedding anniversary?",  # shares only "wedding" with the side job
        "What is Noor's blood type?",
        "누구랑 결혼했어요?",
    ],
)
async def test_questions_about_what_was_never_said_still_abstain(
    mem: engram.Engram, question: str
) -> None:
    result = await mem.recall(question, user_id=USER, as_of=AS_OF)
    assert result.abstained, (question, texts(result), result.evidence)
    assert result.context == "" and result.facts == ()


def test_decide_counts_value_matches_only_for_yes_no_questions() -> None:
    cfg = engram.Settings.load().recall
    weak = Evidence(dense_best=0.2, lexical_coverage=0.25, lexical_hits=1, entity_links=0)
    assert decide(weak, cfg) is not None
    polar = Evidence(0.2, 0.25, 1, 0, value_matches=1)
    assert decide(polar, cfg) is None
    wh = Evidence(0.2, 0.25, 1, 0, value_matches=1, wh_question=True)
    assert decide(wh, cfg) is not None


@pytest.mark.parametrize(
    ("query", "wh"),
    [
        ("When is Tobias's wedding anniversary?", True),
        ("What's the name of Marcus's brother?", True),
        ("how long have I lived here", True),
        ("서연 님 어느 대학 나왔어요?", True),
        ("결혼기념일이 언제예요?", True),
        ("Can I order the shrimp platter for Ayo?", False),
        ("Is the lobster ok for me?", False),
        ("shrimp platter", False),
        ("새우 튀김 시켜도 돼요?", False),
    ],
)
def test_wh_questions_are_told_from_yes_no_questions(query: str, wh: bool) -> None:
    assert is_wh_question(query) is wh


def test_value_text_is_the_object_and_what_follows_it() -> None:
    text = "User is allergic to shellfish (shrimp, prawns)"
    assert value_text(text, "shellfish") == "shellfish (shrimp, prawns)"
    assert value_text("하은 registered at the gym", "헬스장") == "헬스장"  # not quoted: the object
    # Subject and predicate words are not the value: "allergic" is not in it.
    assert "allergic" not in value_text(text, "shellfish")


def test_salient_words_leave_out_cues_and_numbers() -> None:
    words = [{"live"}, {"brother"}, {"shrimp"}, {"2025"}, {"x"}]
    cues = {"live", "brother"}
    assert salient_words(words, lambda w: bool(w & cues)) == [{"shrimp"}]
    values = [{"shellfish", "shrimp"}, {"leed"}, set()]
    assert value_matches([{"shrimp"}], values) == 1
    assert value_matches([{"lamb"}, {"tagin"}], values) == 0


# -- the relevance cut --------------------------------------------------------------------------
def test_supported_admits_query_evidence_never_the_priors() -> None:
    ranked = {
        "lexical": [("a", -2.0)],
        "intent": [("b", 1.0)],
        "graph": [("c", 0.6), ("a", 0.3)],
        "recency": [("d", 1.0), ("c", 0.5)],
        "dense": [("e", 0.8), ("f", 0.62), ("g", 0.4)],
    }
    keep = supported(ranked, given=["h"], dense_bar=0.5, dense_share=0.75)
    assert keep == {"a", "b", "e", "f", "h"}  # g: below 0.75 x 0.8; c, d: priors only


def test_dense_below_the_gates_bar_is_no_evidence() -> None:
    ranked = {"dense": [("e", 0.41), ("f", 0.40)], "recency": [("d", 1.0)]}
    assert supported(ranked, dense_bar=0.5, dense_share=0.75) == set()
    assert supported(ranked, dense_bar=0.4, dense_share=0.75) == {"e", "f"}


async def test_the_context_is_not_padded_with_unrelated_facts(mem: engram.Engram) -> None:
    """B11's kind: the neighbour fixed the bike; the manager, the cat and the home are padding."""
    result = await mem.recall("Who fixed my bike?", user_id=USER, as_of=AS_OF)
    assert not result.abstained
    assert texts(result) == ["Bob Alvarez fixed the user's bike chain"]
    for unrelated in ("manager", "Robert", "Pepper", "Leeds", "shellfish"):
        assert unrelated not in result.context
    assert all("bike" in e.episode.content for e in result.episodes)


async def test_facts_about_the_entity_a_query_names_stay(mem: engram.Engram) -> None:
    result = await mem.recall("Tell me about Robert Chen", user_id=USER, as_of=AS_OF)
    assert set(texts(result)) == {
        "Robert Chen is the user's manager",
        "Robert Chen approved the user's holiday for August",
    }


async def test_the_fact_of_the_predicate_asked_about_stays(mem: engram.Engram) -> None:
    result = await mem.recall("Where do I live?", user_id=USER, as_of=AS_OF)
    assert "User lives in Leeds" in texts(result)
    assert "User has a cat named Pepper" not in texts(result)


async def test_the_reply_next_to_a_matching_turn_is_still_returned(mem: engram.Engram) -> None:
    """Adjacent-turn expansion runs after the cut: the answer is often the reply to the turn that
    matches, with no word of the question in it."""
    await mem.add("What did you research last week?", user_id="u-turns", session_id="s1",
                  reference_time="2025-06-01T10:00:00Z", speaker="assistant")  # fmt: skip
    reply = await mem.add("Adoption agencies, mostly.", user_id="u-turns", session_id="s1",
                          reference_time="2025-06-01T10:00:05Z")  # fmt: skip
    # A session the question has nothing to do with: its turns (and their neighbours) are padding.
    await mem.add("The team offsite is in Lisbon this year.", user_id="u-turns", session_id="s2",
                  reference_time="2025-06-02T10:00:00Z")  # fmt: skip
    await mem.add("Sounds great, book the flights.", user_id="u-turns", session_id="s2",
                  reference_time="2025-06-02T10:00:05Z", speaker="assistant")  # fmt: skip
    result = await mem.recall("What did I research?", user_id="u-turns")
    assert not result.abstained
    returned = {e.episode.id for e in result.episodes}
    assert reply.id in returned
    assert "Lisbon" not in result.context and "flights" not in result.context
