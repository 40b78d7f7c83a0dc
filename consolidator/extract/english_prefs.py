"""English rules, part 4: preferences, diet and health, education, numbered attributes, dated
events, possessions."""

from __future__ import annotations

import re

from consolidator.extract.common import Draft, SentenceContext
from consolidator.extract.english_np import (
    clean,
    generic_np,
    proper_np,
    subject_before,
)
from consolidator.extract.english_others import about_user, named_lead
from consolidator.extract.gazetteer import EVENT_WORDS_EN
from consolidator.extract.lexicon import (
    PET_SPECIES_EN,
    PLAN_WORDS_EN,
    is_activity_en,
    is_medication_en,
    is_tier,
    words,
)
from consolidator.types import SELF


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


_PRONOUNS = frozenset({"it", "them", "that", "this", "those", "these"})
_PRONOUN_AT = re.compile(r"(?i)(it|them|that|those)\b")

# --- preferences, diet, health, education ---------------------------------------------------------

_LIKE = _rx(
    r"\bi\s+(?:really\s+|absolutely\s+|just\s+|totally\s+|do\s+|still\s+|genuinely\s+)?(?:love|like|adore|enjoy)\s+(?!to\b|it\b|that\b|this\b|them\b|you\b|when\b|how\b|the\s+idea)"
)
_DISLIKE = _rx(
    r"\bi\s+(?:really\s+|absolutely\s+|just\s+|totally\s+|honestly\s+)?(?:hate|dislike|detest|loathe|can't\s+stand|can’t\s+stand|cannot\s+stand|can't\s+bear|avoid|never\s+touch|never\s+eat|never\s+drink|(?:don't|don’t|do\s+not)\s+(?:really\s+)?(?:like|enjoy))\s+"
)
_PERSON = _rx(r"\bi(?:'m|’m|\s+am)\s+(?:now\s+)?(?:a|an)\s+(?P<x>\w+(?:\s+\w+)?)\s+person\b")
_FAVORITE = _rx(
    r"\bmy\s+(?:new\s+|all-time\s+)?favou?rite\s+(?P<cat>[\w ]{2,25}?)\s+(?:is|are)\s+(?:now\s+)?"
)
_GAVE_UP = _rx(
    r"\b(?:gave\s+up|given\s+up|giving\s+up|cut\s+out|cutting\s+out|stopped\s+(?:eating|drinking))\s+"
)
_HABIT = _rx(
    r"\b(?:every|each)\s+(?:morning|day|evening|night)\s+(?:starts|begins)\s+with\s+(?:a\s+|an\s+)?(?:(?:pot|cup|glass|mug|bowl|bottle|plate)\s+of\s+)?"
)
_DIET = _rx(
    r"\bi(?:'m|’m|\s+am|'ve\s+been|\s+have\s+been)\s+(?:now\s+|a\s+|strictly\s+|fully\s+|mostly\s+)*(?P<d>vegetarian|vegan|pescatarian|pescetarian|lactose[- ]intolerant|gluten[- ]free|kosher|halal|keto|teetotal|celiac|coeliac|plant[- ]based)\b"
)
_DIET_WORDS = (
    r"vegetarian|vegan|pescatarian|pescetarian|gluten[- ]free|kosher|halal|keto|teetotal|plant[- ]based|dairy[- ]free|sober"
)
#: "I'm no longer vegetarian", "I stopped being vegan last month", "not vegan any more": a diet ends.
_DIET_END = _rx(
    rf"\b(?:i(?:'m|’m|\s+am)\s+(?:no\s+longer|not)\s+(?:a\s+)?(?P<d>{_DIET_WORDS})\b"
    rf"|\b(?:i\s+)?(?:stopped|quit|gave\s+up|given\s+up)\s+being\s+(?:a\s+)?(?P<d2>{_DIET_WORDS})\b"
    rf"|^\W*no\s+longer\s+(?:a\s+)?(?P<d3>{_DIET_WORDS})\b)"
)
_DONT_EAT = _rx(r"\bi\s+(?:don't|do\s+not|don’t|no\s+longer)\s+(?:eat|drink)\s+")
_CHANGE = _rx(r"\b(?:now|anymore|any\s+more|no\s+longer|these\s+days|nowadays)\b")
_STUDY = _rx(
    r"\b(?:studied|study|studying|majored\s+in|majoring\s+in)\s+(?P<f>[\w ]{2,30}?)\s+at\s+"
)
_SCHOOL = _rx(
    r"\bgraduated\s+from\s+|\b(?:i'm|i’m|i\s+am)\s+(?:a\s+)?(?:student|freshman|sophomore|grad\s+student|phd\s+student|undergrad)\s+at\s+"
)


def preferences(ctx: SentenceContext) -> list[Draft]:
    """Likes and dislikes, habits, diet, schools (health is in :mod:`english_health`)."""
    t = ctx.text
    out: list[Draft] = []
    change = bool(_CHANGE.search(t))

    def np_at(pos: int, words: int = 4) -> tuple[str, tuple[int, int]] | None:
        return clean(ctx, generic_np(t, pos, max_words=words))

    for pattern, pred in (
        (_LIKE, "likes"),
        (_DISLIKE, "dislikes"),
        (_HABIT, "likes"),
        (_GAVE_UP, "likes"),
    ):
        for m in pattern.finditer(t):
            pron = _PRONOUN_AT.match(t, m.end())
            word = pron.group(1) if pron else ""
            subject = subject_before(ctx, m.start()) if pattern is not _HABIT else SELF
            if subject is None:
                continue
            if word.lower() in _PRONOUNS:
                out.append(Draft(subject, pred, word, m.start(), pronoun=True, negation_ok=True,
                                 action="end" if pattern is _GAVE_UP else "assert"))  # fmt: skip
                if change and pattern is _DISLIKE:
                    out.append(
                        Draft(
                            subject,
                            "likes",
                            word,
                            m.start(),
                            pronoun=True,
                            negation_ok=True,
                            action="end",
                        )
                    )
                continue
            got = np_at(m.end())
            if got is None or is_medication_en(got[0]):
                continue
            obj, span2 = got
            if pattern is _GAVE_UP and _PRONOUN_AT.match(t, span2[1] + 1):
                continue
            if pattern is _GAVE_UP:
                out.append(
                    Draft(
                        subject,
                        "likes",
                        obj,
                        m.start(),
                        obj_span=span2,
                        action="end",
                        negation_ok=True,
                    )
                )
                if "cut" in m.group().lower():
                    out.append(
                        Draft(
                            subject,
                            "dislikes",
                            obj,
                            m.start(),
                            obj_span=span2,
                            text=f"User avoids {obj} (cut out)",
                            negation_ok=True,
                        )
                    )
                continue
            out.append(Draft(subject, pred, obj, m.start(), obj_span=span2, negation_ok=True,
                             detail="every day" if pattern is _HABIT else None))  # fmt: skip
            if pattern is _LIKE and len(obj.split()) <= 3 and is_activity_en(obj) and not change:
                # "I love hiking": an activity one loves doing is a hobby.
                out.append(Draft(subject, "hobby", obj, m.start(), obj_span=span2))
            if change:
                other = "dislikes" if pred == "likes" else "likes"
                out.append(
                    Draft(
                        subject,
                        other,
                        obj,
                        m.start(),
                        obj_span=span2,
                        action="end",
                        negation_ok=True,
                    )
                )
    for m in _PERSON.finditer(t):
        x = m.group("x")
        act = re.sub(r"(?i)^(?:big|huge|total|real|massive)\s+", "", x)
        if act != x or is_activity_en(act):
            if is_activity_en(act):  # "I'm a big bouldering person": a hobby
                out.append(Draft(SELF, "hobby", act, m.start(), obj_span=(m.end("x") - len(act), m.end("x"))))
            x = act
        out.append(
            Draft(SELF, "likes", x, m.start(), obj_span=m.span("x"), text=f"User is a {x} person")
        )
        if change:
            out.append(
                Draft(
                    SELF,
                    "dislikes",
                    x,
                    m.start(),
                    obj_span=m.span("x"),
                    action="end",
                    negation_ok=True,
                )
            )
    for m in _FAVORITE.finditer(t):
        got = clean(ctx, proper_np(t, m.end(), allow_lower=True))
        if got:
            cat = m.group("cat").strip().lower()
            out.append(Draft(SELF, "likes", got[0], m.start(), obj_span=got[1], qualifier=cat,
                             text=f"User's favorite {cat} is {got[0]}"))  # fmt: skip
    for m in _DIET_END.finditer(t):
        diet = m.group("d") or m.group("d2") or m.group("d3")
        if m.group("d") and re.search(r"(?i)\bnot\s", m.group()) and not _CHANGE.search(t, m.end()):
            continue  # "I'm not vegan" states no change; "not vegan any more" does
        out.append(Draft(SELF, "diet", diet.lower(), m.start(), action="end", negation_ok=True,
                         obj_span=m.span("d" if m.group("d") else "d2" if m.group("d2") else "d3")))  # fmt: skip
    for m in _DIET.finditer(t):
        out.append(
            Draft(
                SELF,
                "diet",
                m.group("d"),
                m.start(),
                obj_span=m.span("d"),
                text=f"User is {m.group('d')}",
            )
        )
    for m in _DONT_EAT.finditer(t):
        got = np_at(m.end(), 3)
        if got:
            out.append(
                Draft(
                    SELF,
                    "diet",
                    f"no {got[0]}",
                    m.start(),
                    negation_ok=True,
                    text=f"User does not eat no {got[0]}".replace("not eat no ", "not eat "),
                )
            )
    for m in _STUDY.finditer(t):
        got = clean(ctx, proper_np(t, m.end()))
        if got:
            out.append(
                Draft(
                    SELF,
                    "studied_at",
                    got[0],
                    m.start(),
                    obj_span=got[1],
                    detail=m.group("f").strip(),
                )
            )
    for m in _SCHOOL.finditer(t):
        got = clean(ctx, proper_np(t, m.end()))
        if got:
            out.append(Draft(SELF, "studied_at", got[0], m.start(), obj_span=got[1]))
    return out


# --- numbered attributes, dated events ------------------------------------------------------------

_ATTR = _rx(
    r"\bmy\s+(?:new\s+)?(?P<attr>(?:[\w-]+\s+){0,3}?(?:number|code|extension|id|email(?:\s+address)?|username|handle|plate))"
    r"(?P<where>\s+(?:at|for)\s+(?:the\s+)?[\w -]{1,30}?)?\s+is\s+(?:now\s+)?(?P<val>[\w@+-]*\d(?:[\w@+-]|\.(?=\w))*|[\w.+-]+@[\w-]+(?:\.\w+)+)"
)
_PAST_VERB = _rx(
    r"^(?:had|went|got|took|made|ran|saw|met|bought|flew|drove|visited|attended|finished|booked|"
    r"celebrated|hosted|spent|broke|lost|won|sold|left|came|did|[a-z]+ed)\b"
)
_LEAD = _rx(r"^(?:[,.;:!\s-]|and\b|then\b|also\b|so\b|finally\b|just\b)+")


def attributes(ctx: SentenceContext) -> list[Draft]:
    """Numbers and codes the user states about themselves ("my locker code at the gym is 5190")."""
    out: list[Draft] = []
    for m in _ATTR.finditer(ctx.text):
        attr = " ".join(m.group("attr").lower().split())
        pred = "phone_extension" if "extension" in attr else re.sub(r"\W+", "_", attr)
        phrase = attr + (m.group("where") or "")
        out.append(Draft(SELF, pred, m.group("val"), m.start(), obj_span=m.span("val"),
                         text=f"User's {phrase.strip()} is {m.group('val')}", metadata={"attribute": phrase.strip()}))  # fmt: skip
    return out


def events(ctx: SentenceContext, busy: list[tuple[int, int]]) -> list[Draft]:
    """A dated thing the user did or will do, for clauses no other rule used ("I had a tooth pulled last Monday").

    ``busy`` holds the anchors of the other drafts and the spans of the time mentions they use.
    """
    out: list[Draft] = []
    for start, end in ctx.clauses:
        if any(start <= a < end for a, _ in busy):
            continue
        mentions = [m for m in ctx.times if start <= m.span[0] < end and m.precision in ("day", "week")
                    and m.span not in busy]  # fmt: skip
        if not mentions:
            continue
        m = mentions[0]
        clause = ctx.text[start:end]
        rest = (clause[: m.span[0] - start] + " " + clause[m.span[1] - start :]).strip()
        rest = _LEAD.sub("", " ".join(rest.split())).rstrip(" .!,;")
        subject: str | None = None
        lead = re.match(
            r"(?i)^(?:i|we)(?:'m|’m|'re|’re|'ll|’ll|'ve|’ve|\s+am|\s+will)?\s+(?:just\s+|finally\s+|also\s+|going\s+to\s+)?",
            rest,
        )
        if lead:
            subject, rest = SELF, rest[lead.end() :]
        elif re.match(r"(?i)^(?:is|was|will\s+be)\s+", rest) and m.span[0] - start < 3:
            subject, rest = SELF, re.sub(r"(?i)^(?:is|was|will\s+be)\s+(?:the\s+|my\s+)?", "", rest)
        elif _PAST_VERB.match(rest):
            subject = SELF
        elif (named := named_lead(rest)) is not None and _PAST_VERB.match(rest[named[1] :]):
            # An event done by someone else ("My neighbour Bob fixed my bike chain yesterday").
            subject, rest = named[0], rest[named[1] :]
        if subject is None or len(rest.split()) < 2 or len(rest.split()) > 16:
            continue
        # In a long document (minutes, transcripts) only life events are kept, not every dated line.
        if ctx.long_document and not (
            m.start.date() > ctx.reference_time.date() or EVENT_WORDS_EN.search(rest)
        ):
            continue
        if (
            re.search(r"(?i)^(?:it|he|she|they)$", rest.split()[0])
            or rest.split()[-1].lower() in _PRONOUNS
        ):
            continue
        anchor = start + max(0, clause.find(rest[:10]))
        text = None if subject == SELF else f"{subject} {about_user(rest)}"
        out.append(Draft(subject, "event", rest, anchor, event=True, confidence=0.6, text=text))
    return out


# --- possessions ----------------------------------------------------------------------------------

_POSSESSION_HEADS = frozenset(
    words("""
    car bike bicycle e-bike motorbike motorcycle scooter moped truck van suv camper caravan
    boat kayak canoe sailboat house home apartment flat condo cabin cottage laptop computer
    pc desktop macbook tablet ipad phone iphone smartphone camera piano keyboard guitar drum
    drums violin console playstation xbox switch tv television watch smartwatch printer
    drone treadmill
    """)
)
_HAVE = _rx(
    r"\b(?:i|we)\s+(?:(?:just|finally|recently|don't|don’t|do\s+not|no\s+longer)\s+)?"
    r"(?P<v>have|own|bought|got|purchased|leased|inherited)\s+(?:a|an|my|our)\s+"
)
_NO_HAVE = _rx(
    r"\b(?:i|we)\s+(?:(?:just|finally|recently)\s+)?(?:sold|gave\s+away|got\s+rid\s+of|traded\s+in|scrapped|totaled|crashed|lost)\s+(?:my|our|the)\s+"
)


def possessions(ctx: SentenceContext) -> list[Draft]:
    """Things owned ("I bought a Honda Civic", "I have a road bike") and given up ("I sold my car")."""
    t = ctx.text
    out: list[Draft] = []
    for pattern, action in ((_HAVE, "assert"), (_NO_HAVE, "end")):
        for m in pattern.finditer(t):
            got = clean(ctx, generic_np(t, m.end(), max_words=4))
            if got is None:
                continue
            words = [w.strip(".,!").lower() for w in got[0].split()]
            brand = any(w[:1].isupper() for w in got[0].split()) and not is_tier(got[0])
            if (
                not (set(words) & _POSSESSION_HEADS or brand)
                or is_medication_en(got[0])
                or PLAN_WORDS_EN.search(got[0])
            ):
                continue
            if any(w in PET_SPECIES_EN for w in words):
                continue
            anchor = m.start("v") if action == "assert" else m.start()
            out.append(Draft(SELF, "owns", got[0], anchor, obj_span=got[1], action=action,  # type: ignore[arg-type]
                             negation_ok=action == "end"))  # fmt: skip
    return out
