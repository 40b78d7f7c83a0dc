"""Episodes are stored byte-exact: no normalisation, trimming or truncation (B20)."""

from __future__ import annotations

import hashlib
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import engram
from engram.embedding import HashEmbedder
from engram.errors import EmptyTextError

USER = "u_lossless"
TIME = "2025-03-01T10:00:00+09:00"

TEXTS = {
    "emoji": "Loved it 😀🎉 so much",
    "emoji-zwj": "Family: 👨‍👩‍👧‍👦, flag 🏳️‍🌈, skin tone 👍🏽, keycap 1️⃣",
    "cjk": "我住在北京。東京の天気は晴れです。서울에 살아요.",
    "rtl": "שלום עולם — مرحبا بالعالم (mixed ltr and rtl)",
    "combining-nfd": unicodedata.normalize("NFD", "Café crème, Ångström, 한국어"),
    "combining-marks": "Z\u0351\u0364a\u036b\u0350l\u0314g\u0310o",
    "tabs-and-spaces": "col1\tcol2\t\tcol3   three spaces    four",
    "crlf": "line one\r\nline two\r\n\r\nline four",
    "lone-cr": "old mac\rline",
    "trailing-whitespace": "  leading and trailing whitespace \t\n\n",
    "nul": "before\x00after",
    "control-chars": "bell\x07 escape\x1b[31m form\x0cfeed",
    "bidi-controls": "abc\u202edcba\u202c \u200b\u200d\ufeff",
    "astral": "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𓀀 \U0010fffd",
    "json-looking": '{"text": "not parsed", "user_id": "%"}',
    "sql-looking": "'); DROP TABLE episodes; --",
}


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@pytest.mark.parametrize("text", list(TEXTS.values()), ids=list(TEXTS))
async def test_text_round_trips_byte_exact(
    mem: engram.Engram, query: Callable[..., list[tuple[Any, ...]]], text: str
) -> None:
    added = await mem.add(text, user_id=USER, reference_time=TIME)
    assert added.content == text
    assert added.content_sha256 == _sha(text)

    (stored,) = await mem.episodes(user_id=USER)
    assert stored.id == added.id
    assert stored.content == text
    assert _sha(stored.content) == _sha(text)
    assert stored.content_sha256 == _sha(text)

    # The bytes on disk, not only what Python reads back.
    ((blob,),) = query("SELECT CAST(content AS BLOB) FROM episodes WHERE id = ?", (added.id,))
    assert bytes(blob) == text.encode("utf-8")


async def test_nfd_text_stays_nfd(mem: engram.Engram) -> None:
    nfd = unicodedata.normalize("NFD", "Café")
    assert nfd != unicodedata.normalize("NFC", nfd)
    await mem.add(nfd, user_id=USER, reference_time=TIME)
    (stored,) = await mem.episodes(user_id=USER)
    assert stored.content == nfd
    assert len(stored.content) == 5
    assert unicodedata.is_normalized("NFD", stored.content)
    assert not unicodedata.is_normalized("NFC", stored.content)


async def test_nul_is_kept_but_nul_only_text_is_empty(mem: engram.Engram) -> None:
    await mem.add("a\x00b", user_id=USER, reference_time=TIME)
    assert [e.content for e in await mem.episodes(user_id=USER)] == ["a\x00b"]
    with pytest.raises(EmptyTextError):
        await mem.add("\x00\x00", user_id=USER, reference_time=TIME)


async def test_metadata_round_trips(mem: engram.Engram) -> None:
    meta = {"source": "slack", "nested": {"ids": [1, 2, 3], "ok": True, "none": None},
            "unicode": "서울 😀", "float": 1.5}
    added = await mem.add("with metadata", user_id=USER, reference_time=TIME, metadata=meta,
                          session_id="s-1", speaker="assistant")
    (stored,) = await mem.episodes(user_id=USER)
    assert stored.metadata == meta == added.metadata
    assert (stored.session_id, stored.speaker) == ("s-1", "assistant")


async def test_b20_huge_korean_transcript_is_stored_byte_identical(
    tmp_path: Path, load_case: Callable[[str], dict[str, Any]]
) -> None:
    case = load_case("B20")
    (episode,) = case["episodes"]
    checks = {k: v for check in case["checks"] for k, v in check.items()}
    text = episode["text"]
    assert len(text) == checks["expect_text_length"] == 120_053

    # Default settings: the documented limit must be at least 1 MB of text.
    settings = engram.Settings.load(
        storage={"path": str(tmp_path / "b20.db")}, embedding={"backend": "hash"}
    )
    assert settings.write.max_chars >= 1_000_000
    async with engram.Engram.open(settings, embedder=HashEmbedder(384)) as mem:
        added = await mem.add(
            text, user_id=case["user_id"], reference_time=episode["reference_time"]
        )
        (stored,) = await mem.episodes(user_id=case["user_id"])
        assert stored.id == added.id
        assert len(stored.content) == 120_053
        assert _sha(stored.content) == checks["expect_sha256_utf8"]
        assert stored.content_sha256 == checks["expect_sha256_utf8"]

        # Nothing was truncated for the lexical index either: the last line is searchable.
        result = await mem.recall("4827", user_id=case["user_id"])
        assert [e.episode.id for e in result.episodes] == [added.id]
        assert "lexical" in result.episodes[0].channel_ranks
