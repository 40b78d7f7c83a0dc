"""Fact text: a short self-contained sentence per claim that contains its object verbatim."""

from __future__ import annotations

from consolidator.extract.sentences import Lang
from consolidator.types import SELF, Action

_LABEL_EN = {
    "lives_in": ("{s} lives in {o}", "{s} no longer lives in {o}"),
    "works_at": ("{s} works at {o}", "{s} leaves {o}"),
    "job_title": ("{s} works as {o}", "{s} no longer works as {o}"),
    "member_of": ("{s} is a member of {o}", "{s} left {o}"),
    "subscription_plan": ("{s} is on the {o} plan", "{s} is no longer on the {o} plan"),
    "takes_medication": ("{s} takes {o}", "{s} stopped taking {o}"),
    "has_pet": ("{s} has a pet named {o}", "{s} no longer has the pet {o}"),
    "hobby": ("{s} does {o} as a hobby", "{s} stopped doing {o}"),
    "volunteers_as": ("{s} volunteers as {o}", "{s} stopped volunteering as {o}"),
    "side_job": ("{s} has a side job: {o}", "{s} stopped the side job {o}"),
    "likes": ("{s} likes {o}", "{s} no longer likes {o}"),
    "dislikes": ("{s} dislikes {o}", "{s} no longer dislikes {o}"),
    "diet": ("{s}'s diet: {o}", "{s}'s diet no longer: {o}"),
    "has_condition": ("{s} has {o}", "{s} no longer has {o}"),
    "owns": ("{s} owns {o}", "{s} no longer owns {o}"),
    "studied_at": ("{s} studied at {o}", "{s} left {o}"),
    "name": ("{s}'s name is {o}", "{s}'s name is no longer {o}"),
    "birthday": ("{s}'s birthday is {o}", "{s}'s birthday is not {o}"),
    "age": ("{s} is {o} years old", "{s} is not {o} years old"),
    "relationship_status": ("{s} is in a relationship with {o}", "{s} is no longer with {o}"),
    "plans_to": ("{s} plans to {o}", "{s} no longer plans to {o}"),
    "event": ("{s}: {o}", "{s}: {o} (cancelled)"),
    "phone_extension": ("{s}'s phone extension is {o}", "{s}'s phone extension is no longer {o}"),
    "habit": ("{s} has the habit: {o}", "{s} gave up {o}"),
    "works_on": ("{s} works on {o}", "{s} no longer works on {o}"),
}
_LABEL_KO = {
    "lives_in": "거주지", "works_at": "직장", "job_title": "직무", "member_of": "소속",
    "subscription_plan": "요금제", "takes_medication": "복용 중인 약", "has_pet": "반려동물",
    "hobby": "취미", "volunteers_as": "봉사 활동", "side_job": "부업", "likes": "좋아하는 것",
    "dislikes": "싫어하는 것", "diet": "식습관", "has_condition": "건강 상태", "owns": "소유",
    "studied_at": "학교", "name": "이름", "birthday": "생일", "age": "나이", "family": "가족",
    "knows": "지인", "relationship_status": "연인", "plans_to": "계획", "event": "일정",
    "phone_extension": "내선 번호", "habit": "습관", "works_on": "담당 업무",
}  # fmt: skip


def display_subject(subject: str, lang: Lang) -> str:
    """How a subject is written in fact text: the user is "User" / "사용자"."""
    if subject == SELF:
        return "사용자" if lang == "ko" else "User"
    return subject


def render(
    predicate: str, subject: str, obj: str, action: Action, lang: Lang, detail: str | None = None
) -> str:
    """A short self-contained sentence stating the fact; it contains ``obj`` verbatim.

    Args:
        predicate: canonical or extractor-specific predicate name.
        subject: ``SELF`` or a name.
        obj: the object as stored.
        action: "assert" or "end".
        lang: the language of the source sentence.
        detail: an optional qualifying phrase appended in parentheses ("for my hay fever").
    """
    s = display_subject(subject, lang)
    if lang == "ko":
        label = _LABEL_KO.get(predicate, predicate.replace("_", " "))
        text = f"{s}의 {label}: {obj}" + (" (종료)" if action == "end" else "")
    elif predicate in _LABEL_EN:
        text = _LABEL_EN[predicate][1 if action == "end" else 0].format(s=s, o=obj)
    elif predicate in ("family", "knows"):
        text = (
            f"{obj} is {s}'s {detail or 'acquaintance'}"
            if s != "User"
            else f"{obj} is the user's {detail or 'acquaintance'}"
        )
        return text + ("" if action == "assert" else " (no longer)")
    else:
        text = f"{s}'s {predicate.replace('_', ' ')} is {obj}"
        if action == "end":
            text += " (no longer)"
    if detail and predicate not in ("family", "knows"):
        text += f" ({detail})"
    return text
