"""The predicate vocabulary: canonical names, synonyms and cardinality.

Cardinality decides conflicts (DESIGN.md section 3.4): a **functional** predicate ("one": one home,
one primary employer, one phone plan) lets a new object close the old fact at the new one's
``valid_at``; a **multi-valued** predicate ("many": pets, hobbies, medications) never does. Users
extend or override the defaults in ``config.toml`` under ``[predicates.NAME]``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

Cardinality = Literal["one", "many"]


@dataclass(frozen=True, slots=True)
class PredicateSpec:
    """A canonical predicate: its cardinality, synonyms, and a sentence template for fact text."""

    name: str
    cardinality: Cardinality
    synonyms: tuple[str, ...] = ()
    template: str = "{subject} {predicate} {object}"
    cues: tuple[str, ...] = ()  # query words (English stems, Korean morphemes) that ask for it
    # The object is a person (a sister, a friend, a spouse): a question cueing this predicate
    # with another ("the name of Marcus's brother", "where does Maya's sister live") asks about
    # that person, not about the subject.
    person_object: bool = False


def _p(
    name: str,
    card: Cardinality,
    synonyms: str,
    template: str,
    cues: str = "",
    *,
    person_object: bool = False,
) -> PredicateSpec:
    return PredicateSpec(
        name, card, tuple(synonyms.split()), template, tuple(cues.split()), person_object
    )


# Cues are what a question about the predicate tends to contain, as the analyser produces them:
# English Snowball stems ("lives" -> "live") and Korean kiwi morphemes ("살아요" -> "살").
DEFAULT_PREDICATES: tuple[PredicateSpec, ...] = (
    _p(
        "lives_in",
        "one",
        "moved_to resides_in home residence lives_at",
        "{subject} lives in {object}",
        "live home citi town base move neighbourhood neighborhood resid flat apart 살 이사 동네 집 거주 지역",
    ),
    _p(
        "works_at",
        "one",
        "employer employed_by works_for joined",
        "{subject} works at {object}",
        "work job employ compani employer offic firm 회사 직장 다니 일하 근무 입사 퇴사",
    ),
    _p(
        "job_title",
        "one",
        "role position works_as",
        "{subject} works as {object}",
        "role posit titl job 직책 직무 직업",
    ),
    _p(
        "subscription_plan",
        "one",
        "plan tier subscription plan_tier",
        "{subject} is on the {object} plan",
        "plan tier subscript subscrib packag 요금제 플랜 구독 등급",
    ),
    _p(
        "phone_plan",
        "one",
        "mobile_plan",
        "{subject} has the {object} phone plan",
        "phone mobil data 요금제 휴대폰 핸드폰",
    ),
    _p("name", "one", "called named", "{subject} is named {object}", "name call 이름"),
    _p(
        "birthday",
        "one",
        "born_on date_of_birth",
        "{subject} was born on {object}",
        "birthday born 생일 태어나",
    ),
    _p("age", "one", "", "{subject} is {object} years old", "age old 나이"),
    _p(
        "relationship_status",
        "one",
        "married_to engaged_to partner",
        "{subject} is in a relationship with {object}",
        "marri partner wife husband girlfriend boyfriend engag 결혼 남편 아내 여자친구 남자친구 약혼",
        person_object=True,
    ),
    _p(
        "has_pet",
        "many",
        "pet owns_pet adopted",
        "{subject} has a pet: {object}",
        "pet dog cat anim puppi kitten 반려 반려동물 강아지 고양이 키우 입양",
    ),
    _p(
        "hobby",
        "many",
        "activity does enjoys_doing practices",
        "{subject} does {object} as a hobby",
        "hobbi pastim free fun activ 취미 여가",
    ),
    _p(
        "takes_medication",
        "many",
        "medication medicine on_medication",
        "{subject} takes {object}",
        "medic medicin pill drug prescript 약 복용",
    ),
    _p(
        "has_condition",
        "many",
        "condition diagnosed_with allergic_to",
        "{subject} has {object}",
        "condit allerg allergi intoler diagnos ill diseas health sick asthma diabet 알레르기 질환 병",
    ),
    _p(
        "works_on",
        "many",
        "working_on project leads_project",
        "{subject} works on {object}",
        "project roadmap 프로젝트 담당",
    ),
    _p("owns", "many", "has possesses bought", "{subject} owns {object}", "own car bought 샀 소유"),
    _p(
        "family",
        "many",
        "sibling parent child relative",
        "{subject}'s family includes {object}",
        "sister brother mother father parent sibl famili son daughter 가족 언니 오빠 형 누나 동생 엄마 아빠",
        person_object=True,
    ),
    _p(
        "knows",
        "many",
        "friend colleague manager",
        "{subject} knows {object}",
        "friend colleagu manag boss 친구 동료 팀장",
        person_object=True,
    ),
    _p(
        "likes",
        "many",
        "loves enjoys prefers favorite",
        "{subject} likes {object}",
        "like love favourit favorit prefer enjoy drink habit 좋아 즐겨",
    ),
    _p(
        "dislikes",
        "many",
        "hates avoids",
        "{subject} dislikes {object}",
        "hate dislik avoid drink recip dish meal cook menu restaur 싫어",
    ),
    _p(
        "diet",
        "many",
        "dietary_preference eats does_not_eat",
        "{subject}'s diet: {object}",
        "diet vegetarian vegan eat food drink recip dish meal cook menu restaur 채식 식단 음식",
    ),
    _p(
        "studied_at",
        "many",
        "education graduated_from studies_at",
        "{subject} studied at {object}",
        "school univers colleg graduat studi degre 대학 학교 졸업 전공",
    ),
    _p(
        "volunteers_as",
        "many",
        "volunteer volunteer_role outside_role",
        "{subject} volunteers as {object}",
        "volunt 봉사",
    ),
    _p(
        "side_job",
        "many",
        "side_gig freelance",
        "{subject} has a side job: {object}",
        "side gig freelanc 부업 알바",
    ),
    _p("event", "many", "attended went_to did", "{subject}: {object}"),
    _p(
        "member_of",
        "many",
        "team belongs_to part_of member",
        "{subject} is a member of {object}",
        "team member club group belong 팀 소속 동호회 모임",
    ),
    _p(
        "phone_extension",
        "one",
        "extension office_extension ext",
        "{subject}'s phone extension is {object}",
        "extens ext 내선",
    ),
    _p(
        "plans_to",
        "many",
        "intends_to plan_to wants_to",
        "{subject} plans to {object}",
        "plan intend 계획 예정",
    ),
)


#: Unknown predicates with these endings name one value at a time (an id, a number, a code).
_FUNCTIONAL_SUFFIXES = ("_code", "_number", "_extension", "_id")


class Vocabulary:
    """Looks up canonical predicates by name or synonym (case-insensitive)."""

    def __init__(self, specs: Mapping[str, PredicateSpec]) -> None:
        self.specs = dict(specs)
        self._analysed: dict[str, list[frozenset[str]]] | None = None  # cues, as cued_by sees them
        self._lookup: dict[str, str] = {}
        for spec in self.specs.values():
            self._lookup[spec.name.lower()] = spec.name
            for syn in spec.synonyms:
                self._lookup.setdefault(syn.lower(), spec.name)

    @classmethod
    def default(cls, extra: Mapping[str, PredicateSpec] | None = None) -> Vocabulary:
        """The built-in vocabulary, extended / overridden by ``extra`` (from config)."""
        specs = {s.name: s for s in DEFAULT_PREDICATES}
        specs.update(extra or {})
        return cls(specs)

    def canonical(self, predicate: str) -> str:
        """The canonical name of ``predicate`` (itself, normalised, if unknown)."""
        key = predicate.strip().lower().replace(" ", "_").replace("-", "_")
        return self._lookup.get(key, key)

    def spec(self, predicate: str) -> PredicateSpec:
        """The spec of ``predicate``.

        Unknown predicates are multi-valued (they never close anything), except identifiers and
        numbers (``*_code``, ``*_number``, ``*_extension``, ``*_id``): one current value each, so a
        new locker number replaces the old one.
        """
        name = self.canonical(predicate)
        known = self.specs.get(name)
        if known is not None:
            return known
        return PredicateSpec(name, "one" if name.endswith(_FUNCTIONAL_SUFFIXES) else "many")

    def cued_by(
        self, tokens: set[str], analyse: Callable[[str], Iterable[str]] | None = None
    ) -> set[str]:
        """Canonical predicates a query asks about, judged by its analysed tokens.

        A cue matches when it is one of ``tokens``, or, given the query's ``analyse`` function,
        when every token of the cue analysed the same way is (a Korean cue such as 요금제 comes
        out of the analyser as 요금 + 금제, never whole).
        """
        if analyse is not None and self._analysed is None:
            self._analysed = {
                name: [frozenset(analyse(cue)) for cue in spec.cues]
                for name, spec in self.specs.items()
            }
        analysed = self._analysed if analyse is not None else None
        return {
            name
            for name, spec in self.specs.items()
            if tokens & set(spec.cues)
            or (analysed is not None and any(c and c <= tokens for c in analysed[name]))
        }

    def is_functional(self, predicate: str) -> bool:
        """True when a subject has at most one current object for ``predicate``."""
        return self.spec(predicate).cardinality == "one"
