"""The consolidation benchmark's synthetic life stories."""

from __future__ import annotations

from bench.factgen import _josa, life_stories


def test_life_stories_are_deterministic_sized_and_time_ordered() -> None:
    a = life_stories(205, 20, seed=3)
    assert a == life_stories(205, 20, seed=3)
    assert a != life_stories(205, 20, seed=4)
    assert len(a) == 20 and sum(len(s) for s in a.values()) == 205
    for story in a.values():
        times = [when for _, when in story]
        assert times == sorted(times) and all(t.tzinfo is not None for t in times)


def test_each_user_speaks_one_language_and_some_speak_korean() -> None:
    stories = life_stories(400, 20, seed=13, korean_share=0.5)
    korean = [u for u, s in stories.items() if not s[0][0].isascii()]
    assert 0 < len(korean) < 20
    for user, story in stories.items():
        assert {text.isascii() for text, _ in story} == {user not in korean}


def test_korean_particles_follow_the_final_consonant() -> None:
    assert _josa("부산", "으로", "로", rieul_as_vowel=True) == "부산으로"
    assert _josa("제주", "으로", "로", rieul_as_vowel=True) == "제주로"
    assert _josa("서울", "으로", "로", rieul_as_vowel=True) == "서울로"  # ㄹ takes 로
    assert _josa("바둑", "이에요", "예요") == "바둑이에요"
    assert _josa("서예", "이에요", "예요") == "서예예요"
    assert _josa("오메가3", "을", "를") == "오메가3를"
