"""Deterministic synthetic chat messages, English and Korean, of a requested length.

Written for the benchmarks; no third-party text. Lengths are in characters.
"""

from __future__ import annotations

import math
import random

EN_SENTENCES = [
    "I moved to a new flat near the river last month and the commute is much shorter now.",
    "My sister is visiting next week, so I need a vegetarian restaurant that takes bookings.",
    "The doctor switched my allergy medication to something that does not make me sleepy.",
    "We adopted a rescue dog called Juniper; she is scared of the vacuum cleaner.",
    "I started a pottery class on Saturdays and my first bowl came out lopsided.",
    "Work has been busy because we are migrating the billing service to a new database.",
    "Can you remind me that the car insurance renewal is due on the 14th?",
    "I upgraded my phone plan to the unlimited tier because I kept running out of data.",
    "My manager asked me to lead the incident review for the outage on Tuesday.",
    "I'm training for a half marathon in October and ran eighteen kilometres today.",
    "The landlord finally fixed the boiler, after three weeks of cold showers.",
    "I think I prefer green tea in the afternoon; coffee after lunch keeps me awake.",
]
KO_SENTENCES = [
    "지난달에 강남에서 성수동으로 이사했는데 출퇴근이 훨씬 편해졌어요.",
    "다음 주에 언니가 놀러 오니까 채식 식당을 예약해야 해요.",
    "의사 선생님이 알레르기 약을 졸리지 않은 걸로 바꿔 주셨어요.",
    "유기견 보리를 입양했는데 청소기 소리를 무서워해요.",
    "토요일마다 도자기 수업을 듣기 시작했어요. 첫 그릇은 삐뚤어졌어요.",
    "회사에서 결제 시스템을 새 데이터베이스로 옮기느라 바빠요.",
    "자동차 보험 갱신이 14일까지라는 걸 기억해 주세요.",
    "데이터가 자꾸 부족해서 휴대폰 요금제를 무제한으로 바꿨어요.",
    "팀장님이 화요일 장애 회고를 저한테 맡기셨어요.",
    "10월 하프 마라톤을 준비 중이라 오늘 18킬로미터를 뛰었어요.",
]


def make_message(rng: random.Random, length: int, korean: bool) -> str:
    """A message of exactly ``length`` characters built from whole sentences (the last one cut)."""
    pool = KO_SENTENCES if korean else EN_SENTENCES
    parts: list[str] = []
    size = 0
    while size < length:
        s = rng.choice(pool)
        parts.append(s)
        size += len(s) + 1
    return " ".join(parts)[:length].rstrip() or pool[0][:length]


def log_uniform_length(rng: random.Random, low: int, high: int) -> int:
    """A length drawn uniformly on a log scale in [low, high] (median = sqrt(low * high))."""
    return round(math.exp(rng.uniform(math.log(low), math.log(high))))


def mixed_messages(
    n: int, *, seed: int = 7, low: int = 20, high: int = 2000, korean_share: float = 0.3
) -> list[tuple[str, bool]]:
    """``n`` messages ``(text, is_korean)`` with log-uniform lengths in [low, high]."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        korean = rng.random() < korean_share
        out.append((make_message(rng, log_uniform_length(rng, low, high), korean), korean))
    return out
