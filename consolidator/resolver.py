"""Conflict resolution, cheap then escalate (DESIGN.md section 3.4).

For each claim, candidates are the believed facts of the same user, subject and canonical
predicate: never the whole graph (an unscoped search lets "I started climbing" close someone's
home). Then, with no LLM:

1. same object, overlapping interval -> reinforce (salience up, one more source; ``valid_at`` kept,
   unless it was only the first episode's reference time and the new claim states an earlier start);
2. an "end" claim -> the matching fact's interval is closed at the stated time (a planned end in
   the future closes it then, not now);
3. a functional predicate with a new object -> the fact open at the new ``valid_at`` is closed
   there; if the new fact is the older one (a backfilled conversation), the new fact is closed where
   the newer one begins instead: supersession follows world time, not arrival order;
4. the same start time for two different objects of a functional predicate is ambiguous: the new
   fact is stored with status "unresolved" for an adjudicator (or a person) to decide.

Multi-valued predicates (pets, hobbies) never close each other. Nothing is deleted.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

import aiosqlite
import numpy as np

from consolidator.entities import EntityResolver
from consolidator.facts import FactRepository, FactRow, new_fact_id
from consolidator.names import (
    is_hangul_word,
    is_korean_full_name,
    name_key,
    object_key,
    same_object,
)
from consolidator.types import (
    CORRECTS,
    GENERIC_END,
    PLAN_OF,
    REVISES_PLAN,
    SELF,
    START_UNSTATED,
    UNNAMED_END,
    Claim,
)
from consolidator.vocabulary import Vocabulary
from engram import constants as C
from engram.analysis import Analyzer

OBJECT_TYPES: Mapping[str, str] = {
    "lives_in": "place",
    "works_at": "organization",
    "studied_at": "organization",
    "family": "person",
    "knows": "person",
    "relationship_status": "person",
    "has_pet": "pet",
}


@dataclass
class ResolveReport:
    """What applying one episode's claims did."""

    inserted: int = 0
    reinforced: int = 0
    restarted: int = 0
    closed: int = 0
    unresolved: int = 0

    def add(self, other: ResolveReport) -> None:
        self.inserted += other.inserted
        self.reinforced += other.reinforced
        self.restarted += other.restarted
        self.closed += other.closed
        self.unresolved += other.unresolved


#: Words of a form or dose, not of the thing itself ("B12 tablets" ~ "vitamin B12 tablets").
_FORM_WORDS = frozenset(
    ["tablet", "tablets", "pill", "pills", "capsule", "capsules", "spray", "sprays", "nasal", "drops",
     "inhaler", "supplement", "supplements", "course", "of", "dose", "doses", "daily", "my", "the"]
)  # fmt: skip


#: Words that name a plan, not a tier: "bronze" ~ "bronze tier", but "family" !~ "family max".
_PLAN_NOUNS = frozenset(
    ["plan", "tier", "package", "membership", "subscription", "bundle", "pass", "box", "option", "level",
     "pack", "deal", "contract", "tariff", "one", "card", "요금제", "플랜", "등급", "멤버십", "구독", "요금",
     "상품", "이용권", "패스"]
)  # fmt: skip


def _same_medicine_head(a: str, b: str) -> bool:
    """Whether one medicine's name ends the other's: "nasal spray" ~ "steroid nasal spray"."""
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return bool(short) and " " in short and long_.endswith(" " + short)


def _same_tier(a: str, b: str) -> bool:
    """Whether two plan keys name one tier: :func:`same_object`, and a longer key adds only plan
    nouns ("Anytime" ~ "Anytime membership"); "Anytime Plus" is the next tier, not the same."""
    if not same_object(a, b):
        return False
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return set(long_[len(short) :].split()) <= _PLAN_NOUNS


def _names_part_of(short: str, long_: str) -> bool:
    """Whether the object key ``short`` names part of ``long_``: its core words (form words
    dropped) are a non-empty subset of the other's. A Hangul compound is named by its head, the
    end of the compound ("진통제" ~ "소염진통제"), or by its first word with its head
    ("편두통약" ~ "편두통 예방약"): Korean compounds put the kind of thing last."""
    a = set(short.split()) - _FORM_WORDS
    if bool(a) and a <= set(long_.split()) - _FORM_WORDS:
        return True
    s, l_ = short.replace(" ", ""), long_.replace(" ", "")
    if len(s) < 2 or not (is_hangul_word(s) and is_hangul_word(l_)) or s == l_:
        return False
    return l_.endswith(s) or (len(s) >= 3 and l_.startswith(s[:-1]) and l_.endswith(s[-1]))


def _states_earlier_start(f: FactRow, claim: Claim, others: list[FactRow]) -> bool:
    """Whether ``claim`` re-mentions ``f`` with a stated start before the one ``f`` was given by
    default (its episode's reference time): "I volunteer at the food bank." then, later, "I've
    volunteered at the food bank since 2018." moves the start back to 2018.

    A start that was itself stated is kept (the first statement wins, as for any duplicate). For a
    functional predicate the start moves back only when no other version of it covers any of the
    time in between (an earlier home closed where this one began by default stays as it is).
    """
    new = claim.valid_at
    if (
        new is None
        or f.valid_at is None
        or not f.metadata.get(START_UNSTATED)
        or new >= f.valid_at
        or claim.modality != "stated"
    ):
        return False
    return not any(
        (o.valid_at is None or o.valid_at < f.valid_at) and (o.invalid_at is None or o.invalid_at > new)
        for o in others
    )


def _start_stated(f: FactRow) -> dict[str, Any]:
    """``f``'s metadata once its start is no longer its first episode's reference time."""
    return {k: v for k, v in f.metadata.items() if k != START_UNSTATED}


def _overlaps(f: FactRow, start: datetime, end: datetime | None) -> bool:
    f_start_ok = f.valid_at is None or end is None or f.valid_at < end
    return f_start_ok and f.open_at(start)


class ConflictResolver:
    """Applies claims to the fact table inside the caller's write transaction."""

    def __init__(
        self,
        vocabulary: Vocabulary,
        analyzer: Analyzer,
        *,
        reinforce_boost: float = 1.0,
        entities: EntityResolver | None = None,
        repository: FactRepository | None = None,
    ) -> None:
        self.vocab = vocabulary
        self.analyzer = analyzer
        self.boost = reinforce_boost
        self.entities = entities or EntityResolver()
        self.repo = repository or FactRepository()

    async def apply(
        self,
        conn: aiosqlite.Connection,
        *,
        user_id: str,
        episode_pk: int,
        reference_time: datetime,
        claims: list[Claim],
        vectors: Mapping[str, np.ndarray],
        now: datetime,
    ) -> ResolveReport:
        """Apply ``claims`` from one episode, in order. ``vectors`` maps claim text -> embedding."""
        report = ResolveReport()
        for claim in claims:
            report.add(
                await self._apply_one(
                    conn, user_id, episode_pk, reference_time, claim, vectors, now
                )
            )
            report.closed += await self._carry_out_plans(conn, user_id, episode_pk, claim, now)
        return report

    async def _carry_out_plans(
        self, conn: aiosqlite.Connection, user_id: str, episode_pk: int, claim: Claim, now: datetime
    ) -> int:
        """End the undated plans a dated change carries out (see :meth:`_end_plans`)."""
        when = claim.invalid_at if claim.action == "end" else claim.valid_at
        if when is None or claim.predicate == "plans_to":
            return 0
        is_self = claim.subject == SELF
        subj_pk = await self.entities.resolve(
            conn, user_id, claim.subject, "self" if is_self else "person", episode_pk
        )
        pred = self.vocab.canonical(claim.predicate)
        return await self._end_plans(conn, user_id, subj_pk, f"{pred}|{claim.action}", object_key(claim.object),
                                     when, episode_pk, now)  # fmt: skip

    async def _end_plans(
        self, conn: aiosqlite.Connection, user_id: str, subj_pk: int | None, change: str, key: str,
        when: datetime, episode_pk: int, now: datetime,
    ) -> int:
        """End the open ``plans_to`` facts that announced ``change`` ("works_at|end") of the
        object ``key``: "I'm going to quit Acme" ends on the day Acme ends, whether a dated end
        or the next employer closed it. Returns the number of plans ended."""
        ended = 0
        for f in await self.repo.believed(conn, user_id, subj_pk, "plans_to"):
            spec = str(f.metadata.get(PLAN_OF) or "")
            if spec.count("|") < 2:
                continue
            p, action, obj = spec.split("|", 2)
            if (
                f"{self.vocab.canonical(p)}|{action}" == change and same_object(object_key(obj), key)
                and f.open_at(when) and (f.valid_at is None or f.valid_at <= when)
            ):  # fmt: skip
                await self.repo.revise(conn, f, now=now, invalid_at=when, invalidated_by_pk=None,
                                       extra_source=episode_pk, vector=await self.repo.vector_of(conn, f.pk),
                                       tokens=await self.repo.tokens_of(conn, f.pk))  # fmt: skip
                ended += 1
        return ended

    async def _apply_one(
        self,
        conn: aiosqlite.Connection,
        user_id: str,
        episode_pk: int,
        reference_time: datetime,
        claim: Claim,
        vectors: Mapping[str, np.ndarray],
        now: datetime,
    ) -> ResolveReport:
        report = ResolveReport()
        pred = self.vocab.canonical(claim.predicate)
        functional = self.vocab.is_functional(pred)
        is_self = claim.subject == SELF
        subj_pk = await self.entities.resolve(
            conn, user_id, claim.subject, "self" if is_self else "person", episode_pk
        )
        if is_self and pred == "name" and subj_pk is not None:
            await self.entities.add_alias(conn, user_id, subj_pk, claim.object, episode_pk)
            first = claim.object.split()[0] if claim.object.split() else ""
            if first and first != claim.object:
                await self.entities.add_alias(conn, user_id, subj_pk, first, episode_pk)
            key = name_key(claim.object)
            if is_korean_full_name(key):  # 박서연 is also called 서연
                await self.entities.add_alias(conn, user_id, subj_pk, key[1:], episode_pk)
        obj_type = OBJECT_TYPES.get(pred)
        obj_pk = (
            await self.entities.resolve(conn, user_id, claim.object, obj_type, episode_pk)
            if obj_type
            else None
        )
        okey = object_key(claim.object)
        believed = await self.repo.believed(conn, user_id, subj_pk, pred)
        if functional and claim.qualifier:
            believed = [f for f in believed if f.qualifier in (None, claim.qualifier)]

        def is_same(f: FactRow) -> bool:
            if pred == "subscription_plan":
                return _same_tier(f.object_norm, okey)
            if pred == "takes_medication" and _same_medicine_head(f.object_norm, okey):
                return True  # "came off the nasal spray" ends "a steroid nasal spray"
            return same_object(f.object_norm, okey) or (
                obj_pk is not None and f.object_entity_pk == obj_pk
            )

        same = [f for f in believed if is_same(f)]
        others = [f for f in believed if not is_same(f)]
        vec = vectors.get(claim.text)
        tokens = self.analyzer.index_text(claim.text)
        if claim.metadata.get(CORRECTS):
            corrected = await self._correct(conn, claim, same, believed, episode_pk, now)
            if corrected is not None:
                return corrected
            claim = replace(claim, metadata={k: v for k, v in claim.metadata.items() if k != CORRECTS})
        start = claim.valid_at or reference_time
        if claim.metadata.get(REVISES_PLAN) and not any(
            f.open_at(start) and (f.valid_at is None or f.valid_at < start) for f in believed
        ):
            return report  # a tier read only from a change ("Gold since two days ago."), with no plan known to change

        if claim.action == "end":
            end = claim.invalid_at or claim.valid_at or reference_time
            if claim.metadata.get(UNNAMED_END):
                # "I'm quitting at the end of next month" with no employer named: the one open
                # fact of the predicate that began before the end ends (a job begun that day is
                # the next one); with none or several, nothing is known to end.
                open_now = [
                    f
                    for f in believed
                    if f.open_at(end) and (f.valid_at is None or f.valid_at < end)
                ]
                if functional and len(open_now) == 1:
                    await self._close(conn, open_now[0], end, None, episode_pk, now)
                    report.closed += 1
                return report
            targets = [
                f for f in same if f.open_at(end) and (f.valid_at is None or f.valid_at <= end)
            ]
            if not targets:
                # "I volunteer at X." then, later, "I stopped volunteering at X in 2022.": the open
                # fact's start was only its first mention's day, so the stated end is its end. Only
                # when the end is said after that mention (a backfilled older end closes nothing).
                targets = [f for f in same if f.invalid_at is None and f.metadata.get(START_UNSTATED)
                           and f.valid_at is not None and end < f.valid_at < reference_time]  # fmt: skip
            if not targets and pred not in OBJECT_TYPES:
                # "came off the B12 tablets" ends "vitamin B12 tablets": the one open fact whose
                # core words include the end's, when exactly one does (never for places, employers,
                # people or pets, which have names: "York" is not part of "New York").
                loose = [f for f in others if f.open_at(end) and (f.valid_at is None or f.valid_at <= end)
                         and _names_part_of(okey, f.object_norm)]  # fmt: skip
                if len(loose) == 1:
                    targets = loose
            if not targets and claim.metadata.get(GENERIC_END):
                # "Doc gave me cyclobenzaprine" ... "the muscle relaxer is done": the kind names the
                # one open fact of the predicate (with none or several, nothing is known to end)
                open_now = [f for f in believed if f.open_at(end) and (f.valid_at is None or f.valid_at < end)]
                if len(open_now) == 1:
                    targets = open_now
            for f in targets:
                await self._close(conn, f, end, None, episode_pk, now)
                report.closed += 1
            if not targets and claim.metadata.get("close_only"):
                return report  # "leaving X": an end only for a fact already known (X may be a city)
            if not targets:
                # An end with no known start: keep it as a closed fact, so it is not lost.
                fact = self._new_row(user_id, subj_pk, claim, pred, okey, obj_pk, None, end, now)
                await self.repo.insert(conn, fact, [episode_pk], vector=vec, tokens=tokens)
                report.inserted += 1
            return report

        end_at = claim.invalid_at
        if claim.ends_when:
            key = object_key(claim.ends_when)
            starts = [f.valid_at for f in others if same_object(f.object_norm, key) and f.valid_at]
            if starts:
                end_at = min(starts)
        # Dates that contradict themselves or what is known ("before moving to A I lived in C
        # from 2019", with A from 2015): no order can be trusted, so the claim is kept open and
        # unresolved, and closes nothing (an interval never ends before it starts).
        retro_no_start = (
            claim.action == "assert" and claim.valid_at is None
            and (claim.ends_when is not None or claim.invalid_at is not None)
            and end_at is not None and end_at < start
        )  # fmt: skip
        if retro_no_start and end_at is not None:
            # "We lived in Denver before the move to Austin", with no year; "I played tennis
            # until 2019": a past state that ended where the next began, or at its stated end;
            # its start is unknown, not the day it was mentioned.
            start = end_at - timedelta(days=1)
        contradictory = end_at is not None and end_at < start
        if contradictory:
            end_at = None

        dupes = [f for f in same if _overlaps(f, start, end_at)]
        if dupes:
            for f in dupes:
                if end_at is not None and f.open_at(end_at) and f.invalid_at != end_at:
                    await self._close(conn, f, end_at, None, episode_pk, now)
                    report.closed += 1
                elif _states_earlier_start(f, claim, others if functional else []):
                    assert claim.valid_at is not None
                    await self.repo.revise(
                        conn, f, now=now, invalid_at=f.invalid_at, invalidated_by_pk=f.invalidated_by_pk,
                        extra_source=episode_pk, vector=await self.repo.vector_of(conn, f.pk),
                        tokens=await self.repo.tokens_of(conn, f.pk), status=f.status,
                        restart=(claim.valid_at, claim.precision, _start_stated(f)),
                    )  # fmt: skip
                    report.restarted += 1
                else:
                    await self.repo.reinforce(conn, f, episode_pk, now, self.boost)
                    report.reinforced += 1
            return report

        status = C.UNRESOLVED if contradictory else C.ACTIVE
        to_close: list[FactRow] = []
        invalidated_by: int | None = None
        if functional and not contradictory:
            for f in others:
                f_start = f.valid_at
                if f_start is None or f_start < start:
                    if f.open_at(start):
                        to_close.append(f)  # an older fact still open when this one starts
                elif f_start > start:
                    if end_at is None or end_at > f_start:
                        end_at = f_start  # backfill: this older fact ends where the newer begins
                        invalidated_by = f.pk
                else:
                    status = C.UNRESOLVED  # same start, different object: ambiguous
        qualifier = claim.qualifier
        if functional and qualifier is None and to_close:
            # A claim that names no service ("I upgraded to Premium") revises the plan it closes
            # and so inherits that plan's service; among plans of several services it is
            # ambiguous which one changed, so it closes none of them and stays unresolved.
            kinds = {f.qualifier for f in to_close if f.qualifier is not None}
            if len(kinds) == 1:
                qualifier = kinds.pop()
            elif len(kinds) > 1:
                status, to_close = C.UNRESOLVED, []
        fact = self._new_row(user_id, subj_pk, claim, pred, okey, obj_pk,
                             None if retro_no_start else start, end_at, now)  # fmt: skip
        fact = replace(
            fact, status=status, invalidated_by_pk=invalidated_by, qualifier=qualifier
        )
        new_pk = await self.repo.insert(conn, fact, [episode_pk], vector=vec, tokens=tokens)
        report.inserted += 1
        if status == C.UNRESOLVED:
            report.unresolved += 1
            return report
        if retro_no_start and claim.ends_when is None:
            return report  # "I played tennis until 2019": with no start known, it closes nothing
        for f in to_close:
            await self._close(conn, f, start, new_pk, episode_pk, now)
            report.closed += 1
        return report

    async def _correct(
        self,
        conn: aiosqlite.Connection,
        claim: Claim,
        same: list[FactRow],
        believed: list[FactRow],
        episode_pk: int,
        now: datetime,
    ) -> ResolveReport | None:
        """Move the date a correction names (``CORRECTS``: "valid|<iso>" or "invalid|<iso>") on
        the believed fact of the same object that has it, and on what that fact's start closed:
        "Went up to Peak Unlimited 5 days ago." then "wait, no, 6 days ago" moves Peak's start and
        the previous tier's end with it. Each change is a new version (the old one is expired,
        never deleted). Returns ``None`` when no fact has the date (the claim is then applied as
        an ordinary one)."""
        field, _, iso = str(claim.metadata[CORRECTS]).partition("|")
        try:
            old = datetime.fromisoformat(iso)
        except ValueError:
            return None
        new = claim.invalid_at if field == "invalid" else claim.valid_at
        targets = [f for f in same if (f.invalid_at if field == "invalid" else f.valid_at) == old]
        if new is None or not targets:
            return None
        report = ResolveReport()
        for f in targets:
            vector, tokens = await self.repo.vector_of(conn, f.pk), await self.repo.tokens_of(conn, f.pk)
            if field == "invalid":
                if f.valid_at is not None and new < f.valid_at:
                    continue  # never an interval that ends before it starts
                await self.repo.revise(conn, f, now=now, invalid_at=new, invalidated_by_pk=f.invalidated_by_pk,
                                       extra_source=episode_pk, vector=vector, tokens=tokens, status=f.status)  # fmt: skip
                report.closed += 1
                continue
            if f.invalid_at is not None and new >= f.invalid_at:
                continue
            await self.repo.revise(conn, f, now=now, invalid_at=f.invalid_at, invalidated_by_pk=f.invalidated_by_pk,
                                   extra_source=episode_pk, vector=vector, tokens=tokens, status=f.status,
                                   restart=(new, claim.precision, _start_stated(f)))  # fmt: skip
            report.restarted += 1
            # the fact this one's start closed ends at the corrected start instead
            for g in believed:
                if g.invalidated_by_pk == f.pk and g.invalid_at == old and (g.valid_at is None or g.valid_at < new):
                    await self.repo.revise(conn, g, now=now, invalid_at=new, invalidated_by_pk=g.invalidated_by_pk,
                                           extra_source=episode_pk, vector=await self.repo.vector_of(conn, g.pk),
                                           tokens=await self.repo.tokens_of(conn, g.pk), status=g.status)  # fmt: skip
        return report

    def _new_row(
        self,
        user_id: str,
        subj_pk: int | None,
        claim: Claim,
        pred: str,
        okey: str,
        obj_pk: int | None,
        valid_at: datetime | None,
        invalid_at: datetime | None,
        now: datetime,
    ) -> FactRow:
        meta = dict(claim.metadata)
        if claim.modality == "planned":
            meta["modality"] = "planned"
        if claim.valid_at is None and valid_at is not None:
            meta[START_UNSTATED] = "reference_time"  # where valid_at came from
        return FactRow(
            pk=0,
            id=new_fact_id(),
            user_id=user_id,
            subject_entity_pk=subj_pk,
            subject=claim.subject,
            predicate=pred,
            qualifier=claim.qualifier,
            object=claim.object.strip(),
            object_norm=okey,
            object_entity_pk=obj_pk,
            text=claim.text,
            valid_at=valid_at,
            valid_precision=claim.precision if claim.valid_at else "instant",
            invalid_at=invalid_at,
            created_at=now,
            expired_at=None,
            salience=1.0,
            last_reinforced_at=now,
            confidence=claim.confidence,
            status=C.ACTIVE,
            superseded_by_pk=None,
            invalidated_by_pk=None,
            metadata=meta,
        )

    async def _close(
        self,
        conn: aiosqlite.Connection,
        f: FactRow,
        at: datetime,
        by_pk: int | None,
        episode_pk: int,
        now: datetime,
    ) -> FactRow:
        restart = None
        if f.valid_at is not None and at < f.valid_at and f.metadata.get(START_UNSTATED):
            # its start was only the first mention's day, and an earlier end is stated: the
            # start is unknown ("I volunteer at X." then "I stopped volunteering at X in 2022.")
            restart = (None, None, _start_stated(f))
        elif f.valid_at is not None and at < f.valid_at:
            at = f.valid_at  # never an interval that ends before it starts
        if f.predicate != "plans_to":
            await self._end_plans(conn, f.user_id, f.subject_entity_pk, f"{f.predicate}|end", f.object_norm,
                                  at, episode_pk, now)  # fmt: skip
        return await self.repo.revise(
            conn,
            f,
            now=now,
            invalid_at=at,
            invalidated_by_pk=by_pk,
            extra_source=episode_pk,
            vector=await self.repo.vector_of(conn, f.pk),
            tokens=await self.repo.tokens_of(conn, f.pk),
            restart=restart,
        )
