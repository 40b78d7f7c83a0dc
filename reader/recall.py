"""The hybrid reader (DESIGN.md section 4): query analysis, four channels, RRF, as-of filter,
abstention gate, context assembly.

1. The query is analysed (:mod:`reader.query`): a time expression gives a world-time window,
   names link to the user's entities, a multi-part question is split.
2. Four channels run concurrently, each timed: dense (sqlite-vec over episodes and facts),
   lexical (FTS5 BM25 over analysed tokens), graph (personalised PageRank from the query's
   entities), recency/salience.
3. Reciprocal rank fusion (Cormack et al. 2009; k and per-channel weights from config), with,
   when the query names a time, the lexical and dense episodes said then as a list of their own
   (:func:`reader.channels.window`). Then adjacent-turn expansion: the best episodes lend part
   of their score to the turns said next to them in their session
   (:func:`reader.fusion.spread_to_neighbours`), and the speaker prior: when the query names one
   of the people talking, what the others said counts for less
   (:func:`reader.fusion.speaker_prior`).
4. As-of: facts believed at ``known_at`` (system time) and valid at ``as_of`` (world time; or
   overlapping the query's window); episodes said by ``as_of`` and stored by ``known_at``.
5. Abstention gate (:mod:`reader.gate`): too little evidence -> ``abstained`` with the reason;
   otherwise the items the query gives no evidence for (and that are not said next to one it
   does) are left out, rather than padding the context (:func:`reader.gate.supported`).
6. Context within a token budget (:mod:`reader.context`), every item with provenance ids.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Awaitable
from dataclasses import replace
from datetime import datetime, timedelta
from typing import TypeVar

from consolidator import summaries
from consolidator.names import fold, name_key
from consolidator.queries import source_ids, to_fact
from consolidator.vocabulary import Vocabulary
from engram.analysis import Analyzer
from engram.config import Settings
from engram.embedding import Embedder
from engram.errors import ValidationError
from engram.models import Episode, Fact, RecallResult, ScoredEpisode, ScoredFact
from engram.storage.episodes import EpisodeStore
from engram.timeutil import from_db, parse_time, utcnow
from engram.validation import validate_user_id
from reader import channels
from reader.context import assemble
from reader.fusion import Fused, rrf, speaker_prior, spread_to_neighbours
from reader.gate import (
    Evidence,
    decide,
    is_wh_question,
    salient_words,
    supported,
    value_matches,
    value_text,
)
from reader.index import BelievedCache, FactIndex, FactView
from reader.query import QueryPlan, link_entities, named_speakers, split_query, time_window
from reader.tokens import TokenCounter

T = TypeVar("T")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
# The speaker prior looks at this many times k of the best fused items.
_SPEAKER_HEAD = 5


def _drop_restatements(
    eligible: dict[int, FactView],
    linked: tuple[int, ...],
    aliases: list[tuple[int, str]],
    intent: set[str],
) -> dict[int, FactView]:
    """Leave out facts that only restate a name the question already used.

    "Where does Maya live now?" links Maya; "User's name is Maya Lindqvist" (a fact about Maya
    whose object is one of Maya's own names) matches the query's words and vectors better than
    anything else, yet answers nothing. Such a fact stays when the question asks for its
    predicate ("what is Maya's full name?").
    """
    if not linked:
        return eligible
    names: dict[int, set[str]] = {}
    for pk, alias in aliases:
        if pk in linked and alias and alias != "user":
            names.setdefault(pk, set()).add(alias)
    drop = set()
    for pk, v in eligible.items():
        own = names.get(v.row.subject_entity_pk or -1)
        if own and v.row.predicate not in intent:
            folded = fold(v.row.object)  # once per fact, not once per alias
            if any(a in folded for a in own):
                drop.add(pk)
    return {pk: v for pk, v in eligible.items() if pk not in drop} if drop else eligible


def _distinct_texts(pks: list[int], eps: dict[int, Episode]) -> list[int]:
    """``pks`` (in rank order) without repeats of the same text: a client's retry that stored
    the same message twice is one piece of evidence, not two results."""
    seen: set[str] = set()
    out = []
    for pk in pks:
        ep = eps.get(pk)
        if ep is None:
            continue
        key = ep.content_sha256 or ep.content
        if key in seen:
            continue
        seen.add(key)
        out.append(pk)
    return out


async def _timed(coro: Awaitable[T], timings: dict[str, float], name: str) -> T:
    t0 = time.perf_counter()
    try:
        return await coro
    finally:
        timings[name] = round((time.perf_counter() - t0) * 1000, 2)


class Reader:
    """Answers ``recall`` over one user's episodes and facts."""

    def __init__(
        self,
        settings: Settings,
        store: EpisodeStore,
        embedder: Embedder,
        analyzer: Analyzer,
        vocabulary: Vocabulary | None = None,
        counter: TokenCounter | None = None,
    ) -> None:
        self.settings = settings
        self.store = store
        self.embedder = embedder
        self.analyzer = analyzer
        self.vocabulary = vocabulary or Vocabulary.default()
        self._believed_cache = BelievedCache()
        self.counter = counter or TokenCounter(settings.recall.token_encoding)

    @staticmethod
    def warm(settings: Settings) -> None:
        """Load the token tables once per process (about 1 s), so the first recall of a
        long-lived process is as fast as the rest."""
        TokenCounter(settings.recall.token_encoding).count("warm up")

    async def recall(
        self,
        query: str,
        *,
        user_id: str,
        as_of: datetime | str | None = None,
        known_at: datetime | str | None = None,
        k: int | None = None,
        budget_tokens: int | None = None,
        explain: bool = False,
        channels_enabled: tuple[str, ...] | None = None,
    ) -> RecallResult:
        """Return the facts and episodes that best answer ``query``.

        Args:
            query: the question (non-empty).
            user_id: whose memory (exact key; required).
            as_of: world time the question is about (default: now; a time named in the query
                narrows it to that window).
            known_at: system time: answer as Engram believed then (default now).
            k: at most this many facts and this many episodes (default ``recall.k``).
            budget_tokens: context size limit in tokens (default ``recall.budget_tokens``).
            explain: add each channel's raw score to every item.
            channels_enabled: a subset of ("dense", "lexical", "graph", "recency") to use. The
                window list (over the enabled text channels), the adjacent-turn expansion and
                the speaker prior run whatever the subset (they are off only with
                ``recall.weight_window = 0``, ``recall.neighbour_weight = 0`` and
                ``recall.other_speaker_factor = 1``); with two or more channels, items without
                evidence from the query are left out (:func:`reader.gate.supported`), one
                channel alone keeps its whole ranking.

        Returns:
            :class:`RecallResult`; when it abstains, ``reason`` says why and the context is empty.

        Raises:
            InvalidUserError, InvalidTimeError, ValidationError: bad arguments.
        """
        uid = validate_user_id(user_id)
        if not isinstance(query, str) or not query.strip():
            raise ValidationError("query", "must be a non-empty string")
        as_of_dt = parse_time(as_of, "as_of") if as_of is not None else None
        known_dt = parse_time(known_at, "known_at") if known_at is not None else None
        cfg = self.settings.recall
        limit = cfg.k if k is None else k
        if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
            raise ValidationError("k", "must be a positive integer")
        budget = cfg.budget_tokens if budget_tokens is None else budget_tokens
        if not isinstance(budget, int) or budget < 1:
            raise ValidationError("budget_tokens", "must be a positive integer")
        enabled = set(channels_enabled or ("dense", "lexical", "graph", "recency"))
        unknown = enabled - {"dense", "lexical", "graph", "recency"}
        if unknown:
            raise ValidationError("channels", f"unknown channel(s) {sorted(unknown)}")

        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        now = utcnow()
        known = known_dt or now
        world = as_of_dt or now
        index = FactIndex(self.store.db.reader, self.store.db.vector_reader, self.store.vectors)
        believed, aliases = await asyncio.gather(
            index.believed(uid, known, None if known_dt else self._believed_cache),
            index.aliases(uid),
        )
        window, search_text = time_window(query, world)
        plan = QueryPlan(
            query, split_query(search_text), window, link_entities(query, aliases), search_text
        )
        # Upcoming plans (see _eligible): multi-valued facts starting after the as-of time.
        later = [
            pk
            for pk, v in believed.items()
            if window is None
            and v.start is not None
            and v.start > world
            and v.row.open_at(v.start)
            and not self.vocabulary.is_functional(v.row.predicate)
        ]
        said = await index.first_references(later) if later else {}
        eligible = self._eligible(
            believed,
            world,
            window,
            explicit_as_of=as_of_dt is not None,
            upcoming={pk for pk, t in said.items() if t <= world},
        )
        intent = self.vocabulary.cued_by(
            set(self.analyzer.query_tokens(plan.search_text)), self.analyzer.query_tokens
        )
        hops = {p for p in intent if self.vocabulary.spec(p).person_object}
        if hops and intent - hops:
            # "the name of Marcus's brother": the other predicates are about the brother, so
            # only Marcus's family facts answer it (never Marcus's own name).
            intent = hops
        eligible = _drop_restatements(eligible, plan.entity_pks, aliases, intent)
        # Episodes are filtered by the explicit as-of only: a time named in the question is about
        # when something held, and people talk about the past later (the window filters facts).
        ep_before = world
        n = max(cfg.candidates_per_channel, limit)
        timings["analyse"] = round((time.perf_counter() - t0) * 1000, 2)

        async def episode_ok(pks: list[int]) -> set[int]:
            times = await self.store.times(pks, conn=self.store.db.vector_reader)
            return {
                pk
                for pk, (ref, created) in times.items()
                if from_db(ref) <= ep_before and from_db(created) <= known
            }

        async def dense() -> channels.Ranked:
            vec = (await self.embedder.embed([plan.search_text]))[0]
            return await channels.dense(
                self.store, index, uid, vec, n, episode_ok=episode_ok, eligible=eligible
            )

        async def lexical() -> channels.Ranked:
            token_lists = [self.analyzer.query_tokens(q) for q in plan.sub_queries]
            return await channels.lexical(
                self.store,
                index,
                uid,
                token_lists,
                n,
                reference_before=ep_before,
                created_before=known,
                eligible=eligible,
            )

        self_pks = tuple(pk for pk, alias in aliases if alias == "user")
        seeds = plan.entity_pks or self_pks
        intent_hits = channels.intent_facts(eligible, intent, set(seeds))

        async def graph() -> channels.Ranked:
            return channels.graph(eligible, seeds, n)

        async def recency() -> channels.Ranked:
            recent = await self.store.recent(
                uid, n, reference_before=ep_before, created_before=known
            )
            return channels.recency(
                eligible, recent, known, self.settings.consolidation.half_life_days, n
            )

        jobs = {"dense": dense, "lexical": lexical, "graph": graph, "recency": recency}
        names = [c for c in jobs if c in enabled]
        results = await asyncio.gather(*(_timed(jobs[c](), timings, c) for c in names))
        ranked = dict(zip(names, results, strict=True))
        if intent_hits and "graph" in enabled:
            # The graph channel's one-hop part, fused as a list of its own: facts of the
            # predicate asked about for the entity named are the strongest evidence there is.
            ranked["intent"] = intent_hits[:n]
        if window is not None and cfg.weight_window > 0:
            ranked["window"] = await _timed(self._in_window(ranked, window), timings, "window")
        weights = {
            "window": cfg.weight_window,
            "dense": cfg.weight_dense,
            "lexical": cfg.weight_lexical,
            "graph": cfg.weight_graph,
            "intent": cfg.weight_intent,
            "recency": cfg.weight_recency,
        }
        fused = rrf(
            {c: [key for key, _ in r] for c, r in ranked.items()}, k=cfg.rrf_k, weights=weights
        )

        linked = {a for pk, a in aliases if pk in set(plan.entity_pks)}
        # Highly ranked facts: the best lexical ones and the best fused ones.
        ranked_facts = [key[1] for key, _ in ranked.get("lexical", [])[:5] if key[0] == "fact"]
        ranked_facts += [f.key[1] for f in fused if f.key[0] == "fact"][: 2 * limit]
        evidence, valued = await self._evidence(
            index, ranked, plan, plan.search_text, linked, eligible, ranked_facts
        )
        evidence = replace(
            evidence,
            intent_facts=len(intent_hits),
            hangul=bool(_HANGUL.search(query)),
            wh_question=is_wh_question(query),
        )
        verdict = decide(evidence, cfg)
        if verdict is not None:
            timings["total"] = round((time.perf_counter() - t0) * 1000, 2)
            return RecallResult(
                query, True, verdict, "", (), (), timings, 0, as_of_dt, window, evidence.to_dict()
            )

        # Only what the query points to goes on (reader.gate.supported), and the turns said next
        # to a supported one. The expansion runs over the whole fusion (the scores of what is
        # kept do not depend on what is cut); a neighbour's rank names its parent's position.
        named = set(plan.entity_pks) - set(self_pks)
        only_time = window is not None and not self.analyzer.query_words(plan.search_text)
        given = [
            ("fact", pk)
            for pk, v in eligible.items()
            if only_time
            or pk in valued
            or {v.row.subject_entity_pk, v.row.object_entity_pk} & named
        ]
        bar = cfg.abstain_min_dense_hangul if evidence.hangul else cfg.abstain_min_dense
        keep = supported(
            ranked, given=given, dense_bar=bar, dense_share=cfg.relevance_min_dense_share
        )
        parents = [f.key for f in fused if f.key[0] == "ep"]
        # After the gate: an abstention needs no neighbours.
        fused = await _timed(
            self._spread(fused, index, uid, ep_before, known), timings, "neighbours"
        )
        if len(names) > 1:  # one channel alone (a baseline, a diagnosis) keeps its ranking
            fused = [
                f
                for f in fused
                if f.key in keep
                or ("neighbour" in f.ranks and parents[f.ranks["neighbour"] - 1] in keep)
            ]
        fused = await _timed(self._speakers(fused, index, query, limit), timings, "speakers")
        raw = {c: dict(r) for c, r in ranked.items()}
        fact_pks = [f.key[1] for f in fused if f.key[0] == "fact"][:limit]
        # Twice the limit: identical texts (a client's retry stored twice) collapse to one below.
        ep_pks = [f.key[1] for f in fused if f.key[0] == "ep"][: 2 * limit]
        by_key = {f.key: f for f in fused}
        sources = await source_ids(self.store.db.reader, fact_pks)
        eps: dict[int, Episode] = await self.store.get_many(uid, ep_pks)
        ep_pks = _distinct_texts(ep_pks, eps)[:limit]

        def extra(key: channels.Key) -> dict[str, float]:
            return {c: round(s[key], 6) for c, s in raw.items() if key in s} if explain else {}

        scored_facts = [
            ScoredFact(
                self._fact(believed[pk], sources.get(pk, []), known),
                round(by_key[("fact", pk)].score, 6),
                by_key[("fact", pk)].ranks,
                extra(("fact", pk)),
            )
            for pk in fact_pks
        ]
        scored_eps = [
            ScoredEpisode(
                eps[pk],
                round(by_key[("ep", pk)].score, 6),
                by_key[("ep", pk)].ranks,
                extra(("ep", pk)),
            )
            for pk in ep_pks
            if pk in eps
        ]
        t1 = time.perf_counter()
        sessions = list(
            dict.fromkeys(e.episode.session_id for e in scored_eps if e.episode.session_id)
        )
        session_summaries = await summaries.for_sessions(self.store.db.reader, uid, sessions)
        # Dates in the context read in the user's own offset: the question's as-of, else the
        # newest returned episode's.
        newest = max((e.episode.reference_time for e in scored_eps), default=None)
        anchor = as_of_dt or newest
        tz = anchor.tzinfo if anchor is not None else None
        text, kept_f, kept_e, used = assemble(
            scored_facts, scored_eps, self.counter, budget, session_summaries, tz
        )
        timings["context"] = round((time.perf_counter() - t1) * 1000, 2)
        timings["total"] = round((time.perf_counter() - t0) * 1000, 2)
        return RecallResult(
            query,
            False,
            None,
            text,
            tuple(kept_f),
            tuple(kept_e),
            timings,
            used,
            as_of_dt,
            window,
            evidence.to_dict(),
        )

    async def _spread(
        self,
        fused: list[Fused[channels.Key]],
        index: FactIndex,
        uid: str,
        said_by: datetime,
        known: datetime,
    ) -> list[Fused[channels.Key]]:
        """Adjacent-turn expansion (:func:`reader.fusion.spread_to_neighbours`): the best fused
        episodes lend part of their score to the turns around them in their session, among the
        episodes said by ``said_by`` and stored by ``known``."""
        cfg = self.settings.recall
        if cfg.neighbour_weight == 0 or cfg.neighbour_span == 0 or cfg.neighbour_parents == 0:
            return fused
        parents = [f.key[1] for f in fused if f.key[0] == "ep"][: cfg.neighbour_parents]
        near = await index.session_neighbours(
            uid, parents, cfg.neighbour_span, reference_before=said_by, created_before=known
        )
        # Facts do not spread (their sources are episodes already), so only episodes are parents.
        eps = [f for f in fused if f.key[0] == "ep"]
        spread = spread_to_neighbours(
            eps,
            {("ep", pk): [("ep", q) for q in qs] for pk, qs in near.items()},
            weight=cfg.neighbour_weight,
            parents=cfg.neighbour_parents,
        )
        out = spread + [f for f in fused if f.key[0] != "ep"]
        order = {f.key: i for i, f in enumerate(out)}
        out.sort(key=lambda f: (-f.score, order[f.key]))
        return out

    async def _in_window(
        self, ranked: dict[str, channels.Ranked], window: tuple[datetime, datetime]
    ) -> channels.Ranked:
        """The window list (:func:`reader.channels.window`) over the lexical and dense channels'
        episodes, the window's end widened by ``recall.window_slack_days``."""
        candidates = [
            key
            for key, _ in channels.interleave(ranked.get("lexical", []), ranked.get("dense", []))
            if key[0] == "ep"
        ]
        times = await self.store.times([pk for _, pk in candidates])
        said = {pk: from_db(ref) for pk, (ref, _) in times.items()}
        slack = timedelta(days=self.settings.recall.window_slack_days)
        return channels.window(candidates, said, window[0], window[1] + slack)

    async def _speakers(
        self, fused: list[Fused[channels.Key]], index: FactIndex, query: str, limit: int
    ) -> list[Fused[channels.Key]]:
        """The speaker prior (:func:`reader.fusion.speaker_prior`): when ``query`` names exactly
        one of the people who said the fused episodes (and the facts' source episodes), what
        the others said keeps ``recall.other_speaker_factor`` of its score."""
        factor = self.settings.recall.other_speaker_factor
        if factor == 1.0:
            return fused
        # The head only: an item further down would need most of the head demoted to reach
        # the results (and looking the rest up costs milliseconds).
        head = fused[: _SPEAKER_HEAD * limit]
        ep_pks = [f.key[1] for f in head if f.key[0] == "ep"]
        sources = await index.episode_pks_of([f.key[1] for f in head if f.key[0] == "fact"])
        said_by = await index.speaker_names(
            list(dict.fromkeys([*ep_pks, *(pk for pks in sources.values() for pk in pks)]))
        )
        people = {name: name_key(name) for name in set(said_by.values())}
        named = named_speakers(query, people)
        if len(named) != 1:
            return fused
        other = {pk for pk, name in said_by.items() if people[name] not in named}
        others: set[channels.Key] = {("ep", pk) for pk in ep_pks if pk in other}
        others |= {
            ("fact", fpk) for fpk, pks in sources.items() if pks and all(p in other for p in pks)
        }
        return speaker_prior(fused, others, factor=factor)

    @staticmethod
    def _eligible(
        believed: dict[int, FactView],
        world: datetime,
        window: tuple[datetime, datetime] | None,
        *,
        explicit_as_of: bool,
        upcoming: set[int] | None = None,
    ) -> dict[int, FactView]:
        """The as-of filter on facts (the bi-temporal filter's world-time half).

        Besides the facts valid at ``world``, the ``upcoming`` ones (pks): planned events or
        plans (multi-valued predicates) whose validity starts after ``world`` but that were
        already said by then ("my parents visit next Friday", asked on Thursday). A planned
        change of a functional predicate (a move, a new job) stays out: it must not stand next
        to the current home or employer as if it held already.
        """
        if window is not None and window[0] <= world:
            end = min(window[1], world) if explicit_as_of else window[1]
            return {pk: v for pk, v in believed.items() if v.overlaps(window[0], end)}
        ahead = upcoming or set()
        return {pk: v for pk, v in believed.items() if v.valid_at(world) or pk in ahead}

    async def _evidence(
        self,
        index: FactIndex,
        ranked: dict[str, channels.Ranked],
        plan: QueryPlan,
        query: str,
        linked_aliases: set[str],
        eligible: dict[int, FactView],
        ranked_facts: list[int],
    ) -> tuple[Evidence, set[int]]:
        """The gate's evidence, and which of ``ranked_facts`` (pks) hold a salient query word
        in their value (:func:`reader.gate.value_matches`)."""
        dense_best = max((s for _, s in ranked.get("dense", [])[:5]), default=None)
        words = [
            w
            for w in self.analyzer.query_words(query)
            if not any(a in w or any(a in t for t in w if len(a) >= 2) for a in linked_aliases)
        ]
        top_eps = [key[1] for key, _ in ranked.get("lexical", [])[:5] if key[0] == "ep"]
        stored = await index.episode_tokens(top_eps)
        # The share of the query's content words that the best lexical hit contains.
        coverage = max(
            (sum(1 for w in words if w & toks) / len(words) for toks in stored.values() if words),
            default=0.0,
        )
        if not words and plan.entity_pks:
            coverage = 1.0  # the query is only a name the memory knows
        # Highly ranked facts whose value names a thing the query names (reader.gate).
        salient = salient_words(
            words, lambda w: bool(self.vocabulary.cued_by(w, self.analyzer.query_tokens))
        )
        valued: set[int] = set()
        for pk in dict.fromkeys(ranked_facts) if salient else ():
            row = eligible[pk].row
            value = value_text(row.text, row.object)
            folded = value.casefold()
            # A token of the word shows in the text first (cheap); then the analysed tokens
            # decide (a Korean analysis costs about a millisecond).
            if any(t in folded for w in salient for t in w) and value_matches(
                salient, [set(self.analyzer.index_tokens(value))]
            ):
                valued.add(pk)
        evidence = Evidence(
            dense_best=dense_best,
            lexical_coverage=coverage,
            lexical_hits=len(ranked.get("lexical", [])),
            entity_links=len(plan.entity_pks),
            value_matches=len(valued),
        )
        return evidence, valued

    def _fact(self, view: FactView, source_episode_ids: list[str], at: datetime) -> Fact:
        return to_fact(
            view.row,
            salience_at=at,
            half_life_days=self.settings.consolidation.half_life_days,
            source_episode_ids=source_episode_ids,
            superseded_by=None,
            valid_at=view.first_reference,
        )
