"""Korean: a copula or a past tense before -고 closes a clause of its own.

"다음 달 말에 퇴사 예정이고 다음 직장은 아직 고민 중이에요": the doubt (고민 중) is the next clause's,
so the planned quit is still read; "연초에 이사했고 언젠가 제주에 살고 싶어요": the wish does not
undo the move. A verb stem's -고 (-고 있다, -고 싶다) stays inside its clause.
"""

from __future__ import annotations

from datetime import date

from consolidator.extract.sentences import clause_spans
from consolidator.types import SELF
from tests.consolidator.claims import run_on, show

MAY = date(2027, 5, 18)


def test_a_quit_before_a_doubt_about_the_next_job_is_read() -> None:
    claims = run_on("다음 달 말에 퇴사 예정이고 다음 직장은 아직 고민 중이에요.", MAY, ("저 세움건설 다녀요.",), korean=True)
    ends = [c for c in claims if c.predicate == "works_at" and c.action == "end" and c.subject == SELF]
    assert ends and ends[0].invalid_at is not None and ends[0].invalid_at.date() == date(2027, 6, 30), show(claims)


def test_a_move_before_a_wish_is_read_and_the_wish_is_not() -> None:
    claims = run_on("연초에 동탄으로 이사했고 언젠가 강릉에 살고 싶어요.", MAY, korean=True)
    homes = [c.object for c in claims if c.predicate == "lives_in"]
    assert homes == ["동탄"], show(claims)


def test_a_verb_stems_go_stays_in_its_clause() -> None:
    assert len(clause_spans("요즘 요가 하고 있어요", "ko")) == 1
    assert len(clause_spans("제주에 살고 싶어요", "ko")) == 1
    assert len(clause_spans("퇴사 예정이고 고민 중이에요", "ko")) == 2
