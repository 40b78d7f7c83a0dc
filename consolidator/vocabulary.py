"""The predicate vocabulary: canonical names, synonyms and cardinality.

Cardinality decides conflicts (DESIGN.md section 3.4): a **functional** predicate ("one": one home,
one primary employer, one phone plan) lets a new object close the old fact at the new one's
``valid_at``; a **multi-valued** predicate ("many": pets, hobbies, medications) never does. Users
extend or override the defaults in ``config.toml`` under ``[predicates.NAME]``.
"""

from __future__ import annotations

from collections.abc import Mapping
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


DEFAULT_PREDICATES: tuple[PredicateSpec, ...] = (
    PredicateSpec(
        "lives_in",
        "one",
        ("moved_to", "resides_in", "home", "residence", "lives_at"),
        "{subject} lives in {object}",
    ),
    PredicateSpec(
        "works_at",
        "one",
        ("employer", "employed_by", "works_for", "joined"),
        "{subject} works at {object}",
    ),
    PredicateSpec(
        "job_title", "one", ("role", "position", "works_as"), "{subject} works as {object}"
    ),
    PredicateSpec(
        "subscription_plan",
        "one",
        ("plan", "tier", "subscription", "plan_tier"),
        "{subject} is on the {object} plan",
    ),
    PredicateSpec("phone_plan", "one", ("mobile_plan",), "{subject} has the {object} phone plan"),
    PredicateSpec("name", "one", ("called", "named"), "{subject} is named {object}"),
    PredicateSpec(
        "birthday", "one", ("born_on", "date_of_birth"), "{subject} was born on {object}"
    ),
    PredicateSpec("age", "one", (), "{subject} is {object} years old"),
    PredicateSpec(
        "relationship_status",
        "one",
        ("married_to", "engaged_to", "partner"),
        "{subject} is in a relationship with {object}",
    ),
    PredicateSpec(
        "has_pet", "many", ("pet", "owns_pet", "adopted"), "{subject} has a pet: {object}"
    ),
    PredicateSpec(
        "hobby",
        "many",
        ("activity", "does", "enjoys_doing", "practices"),
        "{subject} does {object} as a hobby",
    ),
    PredicateSpec(
        "takes_medication",
        "many",
        ("medication", "medicine", "on_medication"),
        "{subject} takes {object}",
    ),
    PredicateSpec(
        "has_condition",
        "many",
        ("condition", "diagnosed_with", "allergic_to"),
        "{subject} has {object}",
    ),
    PredicateSpec("owns", "many", ("has", "possesses", "bought"), "{subject} owns {object}"),
    PredicateSpec(
        "family",
        "many",
        ("sibling", "parent", "child", "relative"),
        "{subject}'s family includes {object}",
    ),
    PredicateSpec("knows", "many", ("friend", "colleague", "manager"), "{subject} knows {object}"),
    PredicateSpec(
        "likes", "many", ("loves", "enjoys", "prefers", "favorite"), "{subject} likes {object}"
    ),
    PredicateSpec("dislikes", "many", ("hates", "avoids"), "{subject} dislikes {object}"),
    PredicateSpec(
        "diet", "many", ("dietary_preference", "eats", "does_not_eat"), "{subject}'s diet: {object}"
    ),
    PredicateSpec(
        "studied_at",
        "many",
        ("education", "graduated_from", "studies_at"),
        "{subject} studied at {object}",
    ),
    PredicateSpec(
        "volunteers_as",
        "many",
        ("volunteer", "volunteer_role", "outside_role"),
        "{subject} volunteers as {object}",
    ),
    PredicateSpec(
        "side_job", "many", ("side_gig", "freelance"), "{subject} has a side job: {object}"
    ),
    PredicateSpec("event", "many", ("attended", "went_to", "did"), "{subject}: {object}"),
    PredicateSpec(
        "plans_to", "many", ("intends_to", "plan_to", "wants_to"), "{subject} plans to {object}"
    ),
)


class Vocabulary:
    """Looks up canonical predicates by name or synonym (case-insensitive)."""

    def __init__(self, specs: Mapping[str, PredicateSpec]) -> None:
        self.specs = dict(specs)
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
        """The spec of ``predicate``; unknown predicates are multi-valued (they never close anything)."""
        name = self.canonical(predicate)
        return self.specs.get(name) or PredicateSpec(name, "many")

    def is_functional(self, predicate: str) -> bool:
        """True when a subject has at most one current object for ``predicate``."""
        return self.spec(predicate).cardinality == "one"
