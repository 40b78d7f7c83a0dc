"""Deterministic synthetic life stories, English and Korean, that state facts over time.

For the consolidation benchmark: each user tells their story in one language, a message every few
hours: moves (a functional predicate: each closes the previous home), job changes and planned quits,
hobbies, pets, relatives, food, medication, and small talk that states no fact. Written for the
benchmarks; no third-party text and none of the time-correctness suite's data.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

# fmt: off
EN_CITIES = (
    "Harrowgate", "Port Elling", "Kestrel Bay", "Millbrook", "Ashford Vale", "Corran",
    "Redwater", "Linden Falls", "Stonemere", "Brackwell", "Oakhurst", "Fenmoor",
)
EN_COMPANIES = (
    "Fernwood Labs", "Brightline Systems", "Orchard Analytics", "Copperleaf Media",
    "Northgate Logistics", "Bluefin Robotics", "Halcyon Health", "Tidewater Energy",
)
EN_HOBBIES = (
    "pottery", "bouldering", "chess", "yoga", "archery", "calligraphy", "tennis", "origami",
    "photography", "knitting", "gardening", "badminton", "baking", "kendo",
)
EN_PETS = (("beagle", "Pepper"), ("cat", "Miso"), ("rabbit", "Clover"), ("parrot", "Kiwi"),
           ("corgi", "Waffles"), ("hamster", "Biscuit"))
EN_RELATIVES = (("sister", "Dana"), ("brother", "Theo"), ("cousin", "Marta"), ("daughter", "Ivy"))
EN_FOODS = ("pad thai", "ramen", "lasagne", "falafel", "pho", "dumplings")
EN_MEDS = ("metformin", "loratadine", "melatonin", "ibuprofen")
EN_SMALL_TALK = (
    "Can you recommend a good book about the ocean?",
    "The weather was awful today, rain all afternoon.",
    "Remind me what we talked about yesterday?",
    "I'm so tired, the week felt very long.",
    "Any ideas for a quick dinner tonight?",
    "That meeting could have been an email.",
    "Thanks, that was helpful!",
    "What's a good way to stay focused while studying?",
)

KO_CITIES = ("서울", "부산", "대구", "인천", "광주", "대전", "수원", "제주", "전주", "춘천", "포항", "청주")
KO_COMPANIES = ("한빛소프트", "네오테크", "푸른바다물산", "새벽로보틱스", "하늘정보", "다온헬스")
KO_HOBBIES = ("등산", "바둑", "테니스", "뜨개질", "요가", "도자기", "수영", "서예", "클라이밍", "사진")
KO_PETS = (("강아지", "보리"), ("고양이", "나비"), ("토끼", "콩이"), ("햄스터", "두부"))
KO_RELATIVES = (("동생", "지훈"), ("언니", "수진"), ("오빠", "민호"), ("사촌", "예린"))
KO_MEDS = ("오메가3", "비타민D", "유산균", "철분제")
KO_SMALL_TALK = (
    "오늘 날씨가 정말 좋네요.",
    "요즘 너무 피곤해요.",
    "저녁 메뉴 좀 추천해 주세요.",
    "어제 무슨 얘기 했는지 기억나요?",
    "회의가 너무 길어서 힘들었어요.",
    "고마워요, 도움이 많이 됐어요.",
    "주말에 뭐 하면 좋을까요?",
)

# Event weights: most messages state something, about a third are small talk.
EVENTS = (
    ("move", 10), ("job", 9), ("quit", 4), ("hobby", 12), ("pet", 5), ("relative", 6),
    ("food", 5), ("med", 5), ("plan", 4), ("small_talk", 35),
)
# fmt: on


def _batchim(word: str) -> int | None:
    """The final consonant index of the last Hangul syllable (0 = none), None if not Hangul."""
    code = ord(word[-1]) - 0xAC00
    return code % 28 if 0 <= code < 11172 else None


def _josa(word: str, with_final: str, without: str, *, rieul_as_vowel: bool = False) -> str:
    """``word`` + the particle form its last syllable takes (을/를, 이에요/예요, 으로/로...)."""
    final = _batchim(word)
    if final is None:  # a digit or Latin letter: read as ending in a vowel
        final = 0
    if rieul_as_vowel and final == 8:  # ㄹ takes the vowel form of 으로
        final = 0
    return word + (with_final if final else without)


@dataclass
class _Life:
    korean: bool
    rng: random.Random
    home: str | None = None
    employer: str | None = None
    hobbies: list[str] = field(default_factory=list)

    def pick(self, pool: tuple[str, ...], avoid: str | None = None) -> str:
        choices = [x for x in pool if x != avoid]
        return self.rng.choice(choices)

    def say(self, event: str) -> str:
        if self.home is None:
            event = "move"
        elif event == "quit" and self.employer is None:
            event = "job"
        return self._ko(event) if self.korean else self._en(event)

    def _en(self, event: str) -> str:
        rng = self.rng
        if event == "move":
            first = self.home is None
            self.home = self.pick(EN_CITIES, self.home)
            if first:
                return f"I live in {self.home}."
            return rng.choice(
                (
                    "I moved to {c} last month.",
                    "We just moved to {c}.",
                    "I moved to {c} a few days ago.",
                )
            ).format(c=self.home)
        if event == "job":
            self.employer = self.pick(EN_COMPANIES, self.employer)
            return rng.choice(
                ("I started a new job at {e} this week.", "I work at {e}.", "I got a job at {e}.")
            ).format(e=self.employer)
        if event == "quit":
            old, self.employer = self.employer, None
            return rng.choice(
                (
                    "I left {e} last week.",
                    "I quit my job at {e}.",
                    "I'll quit {e} at the end of next month.",
                )
            ).format(e=old)
        if event == "hobby":
            h = self.pick(EN_HOBBIES)
            return rng.choice(("My hobby is {h}.", "I've been getting into {h} lately.")).format(
                h=h
            )
        if event == "pet":
            species, name = rng.choice(EN_PETS)
            return rng.choice(("We adopted a {s} called {n}.", "I have a {s} named {n}.")).format(
                s=species, n=name
            )
        if event == "relative":
            rel, name = rng.choice(EN_RELATIVES)
            return f"My {rel} {name} lives in {self.pick(EN_CITIES)}."
        if event == "food":
            return f"My favorite food is {rng.choice(EN_FOODS)}."
        if event == "med":
            return f"I take {rng.choice(EN_MEDS)} every morning."
        if event == "plan":
            return f"I'm planning to move to {self.pick(EN_CITIES, self.home)} next year."
        return rng.choice(EN_SMALL_TALK)

    def _ko(self, event: str) -> str:
        rng = self.rng
        if event == "move":
            first = self.home is None
            self.home = self.pick(KO_CITIES, self.home)
            if first:
                return f"{self.home}에 살아요."
            to = _josa(self.home, "으로", "로", rieul_as_vowel=True)
            return rng.choice((f"지난달에 {to} 이사했어요.", f"얼마 전에 {to} 이사 왔어요."))
        if event == "job":
            self.employer = self.pick(KO_COMPANIES, self.employer)
            return rng.choice(
                (
                    f"{self.employer}에서 일해요.",
                    f"이번 달부터 {self.employer}에서 일하기 시작했어요.",
                )
            )
        if event == "quit":
            old, self.employer = self.employer, None
            assert old is not None
            return f"{_josa(old, '을', '를')} 그만뒀어요."
        if event == "hobby":
            h = self.pick(KO_HOBBIES)
            return rng.choice((f"제 취미는 {_josa(h, '이에요', '예요')}.", f"요즘 {h}에 빠졌어요."))
        if event == "pet":
            species, name = rng.choice(KO_PETS)
            return f"{species} {_josa(name, '을', '를')} 입양했어요."
        if event == "relative":
            rel, name = rng.choice(KO_RELATIVES)
            return f"제 {rel} {_josa(name, '은', '는')} {self.pick(KO_CITIES)}에 살아요."
        if event == "food":
            return rng.choice(KO_SMALL_TALK)  # no Korean food template the rules read yet
        if event == "med":
            return f"매일 {_josa(rng.choice(KO_MEDS), '을', '를')} 먹어요."
        if event == "plan":
            to = _josa(self.pick(KO_CITIES, self.home), "으로", "로", rieul_as_vowel=True)
            return f"다음 달에 {to} 이사할 거예요."
        return rng.choice(KO_SMALL_TALK)


def life_stories(
    n: int,
    users: int,
    *,
    seed: int = 13,
    korean_share: float = 0.3,
    start: datetime = datetime(2024, 1, 1, tzinfo=UTC),
) -> dict[str, list[tuple[str, datetime]]]:
    """``n`` messages spread over ``users`` users: ``{user_id: [(text, reference_time), ...]}``.

    Each user speaks Korean with probability ``korean_share`` (else English); their messages are
    in time order, 2 to 30 hours apart from ``start``.
    """
    rng = random.Random(seed)
    names, weights = zip(*EVENTS, strict=True)
    out: dict[str, list[tuple[str, datetime]]] = {}
    for u in range(users):
        count = n // users + (1 if u < n % users else 0)
        life = _Life(korean=rng.random() < korean_share, rng=random.Random(rng.random()))
        when = start + timedelta(minutes=rng.randrange(0, 24 * 60))
        story = []
        for _ in range(count):
            when += timedelta(minutes=rng.randrange(120, 30 * 60))
            story.append((life.say(rng.choices(names, weights)[0]), when))
        out[f"user-{u:02d}"] = story
    return out
