"""A Korean volunteer role said as a topic ("X 봉사는 ... 시작했어요", "봉사활동은 X에서 해요"),
with its start in the same sentence or the next one; and the wordings that state no role."""

from __future__ import annotations

from datetime import date

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import day, norm, run_on, show

REF = date(2026, 3, 28)


def roles(claims: list[Claim]) -> list[Claim]:
    return [c for c in claims if c.predicate == "volunteers_as"]


@pytest.mark.parametrize(
    ("text", "place", "start"),
    [
        ("해오름 보호소 봉사는 2021년에 시작했어요.", "해오름 보호소", date(2021, 1, 1)),
        ("해오름 보호소 봉사는 2021년에 시작했어.", "해오름 보호소", date(2021, 1, 1)),
        ("해오름 보호소 봉사는 2021년에 시작했습니다.", "해오름 보호소", date(2021, 1, 1)),
        ("해오름 보호소 자원봉사는 2021년에 시작했어요.", "해오름 보호소", date(2021, 1, 1)),
        ("해오름 보호소 봉사 활동은 2021년에 시작했어요.", "해오름 보호소", date(2021, 1, 1)),
        ("푸드뱅크 봉사는 2019년에 시작했어요.", "푸드뱅크", date(2019, 1, 1)),
        ("저는 해오름 보호소 봉사는 2021년에 시작했어요.", "해오름 보호소", date(2021, 1, 1)),
        ("해오름 보호소 봉사는 작년에 시작했어요.", "해오름 보호소", date(2025, 1, 1)),
        ("해오름 보호소 봉사는 2021년부터예요.", "해오름 보호소", date(2021, 1, 1)),
        ("해오름 보호소 봉사는 2021년에 시작했는데 아직도 해요.", "해오름 보호소", date(2021, 1, 1)),
        ("유기견 산책 봉사는 2021년에 시작했어요.", "유기견 산책 봉사", date(2021, 1, 1)),
        ("봉사활동은 해오름 보호소에서 해요. 2021년부터요.", "해오름 보호소", date(2021, 1, 1)),
        ("봉사활동은 해오름 보호소에서 해. 2021년부터야.", "해오름 보호소", date(2021, 1, 1)),
        ("봉사활동은 해오름 보호소에서 합니다. 2021년부터입니다.", "해오름 보호소", date(2021, 1, 1)),
        ("봉사 활동은 해오름 보호소에서 해요. 2021년부터요.", "해오름 보호소", date(2021, 1, 1)),
        ("자원봉사는 해오름 보호소에서 해요. 2021년부터 했어요.", "해오름 보호소", date(2021, 1, 1)),
        ("봉사는 해오름 보호소에서 하고 있어요. 2021년부터요.", "해오름 보호소", date(2021, 1, 1)),
        ("봉사활동은 해오름 보호소에서 해요. 2021년에 시작했어요.", "해오름 보호소", date(2021, 1, 1)),
        ("봉사활동은 해오름 보호소에서 해요. 벌써 2021년부터네요.", "해오름 보호소", date(2021, 1, 1)),
        ("해오름 보호소에서 봉사를 시작한 건 2021년이에요.", "해오름 보호소", date(2021, 1, 1)),
        ("해오름 보호소에서 봉사를 시작한 것은 2021년입니다.", "해오름 보호소", date(2021, 1, 1)),
        ("해오름 보호소에서 자원봉사를 시작한 게 2021년이에요.", "해오름 보호소", date(2021, 1, 1)),
    ],
)
def test_a_volunteer_role_said_as_a_topic_is_the_users_and_dated(
    text: str, place: str, start: date
) -> None:
    claims = run_on(text, REF, korean=True)
    got = [
        c for c in roles(claims)
        if c.subject == SELF and c.action == "assert" and c.modality == "stated"
        and norm(place) in norm(c.object) and day(c.valid_at) == start
    ]  # fmt: skip
    assert got, show(claims)


def test_the_topic_names_the_place_not_the_place_and_the_word_for_volunteering() -> None:
    (role,) = roles(run_on("해오름 보호소 봉사는 2021년에 시작했어요.", REF, korean=True))
    assert role.object == "해오름 보호소"


@pytest.mark.parametrize(
    "text",
    [
        "봉사는 다음 달에 시작할까 생각 중이에요.",
        "해오름 보호소 봉사는 다음 달에 시작할까 생각 중이에요.",
        "해오름 보호소 봉사는 내년에 시작하려고요.",
        "봉사활동은 해오름 보호소에서 해 보고 싶어요. 2027년부터요.",
        "봉사는 해오름 보호소에서 하면 좋을 것 같아요.",
        "친구가 해오름 보호소에서 봉사해요.",
        "친구의 해오름 보호소 봉사는 2021년에 시작했어요.",
        "친구의 해오름 보호소 봉사는 2021년부터예요.",
        "지훈의 해오름 보호소 봉사는 2021년에 시작했어요.",
        "동생은 해오름 보호소 봉사를 2021년에 시작했어요.",
        "동생 봉사는 해오름 보호소에서 해요.",
        "친구 봉사활동은 해오름 보호소에서 해요.",
        "친구가 해오름 보호소에서 봉사를 시작한 건 2021년이에요.",
        "봉사는 좋은 일이죠.",
        "봉사는 시간 날 때 하는 게 좋아요.",
        "해오름 보호소 봉사는 2021년에 시작했다가 그만뒀어요.",
        "봉사활동은 해오름 보호소에서 했었어요. 2019년부터요.",
        "봉사는 해오름 보호소에서 해요?",
    ],
)
def test_no_current_role_of_the_user_from_a_wish_a_plan_another_or_an_end(text: str) -> None:
    claims = run_on(text, REF, korean=True)
    held = [
        c for c in roles(claims)
        if c.subject == SELF and c.action == "assert" and c.modality == "stated" and c.invalid_at is None
    ]  # fmt: skip
    assert held == [], show(claims)


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("2022년에 하버하우스 봉사를 그만뒀어요.", date(2022, 1, 1)),
        ("하버하우스 봉사활동을 작년에 그만뒀어.", date(2025, 1, 1)),
        ("하버하우스 봉사를 그만뒀어요.", None),
    ],
)
def test_quitting_volunteer_work_ends_the_role_not_a_job(text: str, end: date | None) -> None:
    claims = run_on(text, REF, korean=True)
    assert not [c for c in claims if c.predicate == "works_at"], claims
    (role,) = [c for c in claims if c.predicate == "volunteers_as"]
    assert role.object == "하버하우스" and role.action == "end" and day(role.invalid_at) == end
