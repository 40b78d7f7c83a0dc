"""English noun phrases and subjects: where an object starts and ends, and who did the verb.

Objects are cut from the text after a verb or preposition: a *proper* phrase is a run of
capitalised words ("Larkspur Media", "Salt Lake City", "ESA"); a *generic* phrase runs until a
preposition, conjunction, time word or punctuation ("inline skating", "literacy tutor at the
public library" when prepositional phrases are allowed). Leading articles and possessives are
dropped; the casing of what remains is kept as written.
"""

from __future__ import annotations

import re

from consolidator.extract.common import SentenceContext
from consolidator.extract.lexicon import words
from consolidator.types import SELF

_TOKEN = re.compile(r"[^\s]+")
_TRAIL = ".,;:!?)]}\"'’…"
_DETERMINERS = frozenset(
    words("""
    the a an my our his her their your its this that these those some another
    """)
)
STOP_WORDS = frozenset(
    words("""
    as since for from on in at to with by starting effective back and but so because until
    till before after when while which that who whom whose now today tonight yesterday
    tomorrow last this next ago again too also already still instead though although anyway
    right every each recently lately finally officially just currently then there here about
    over during through into onto off is was are were be been being has have had will would
    can could should may might must do does did it i i'm i've we me my our you he she they
    them him her his their if or nor than like via per around near anymore
    """)
)
_PP_ALLOWED = frozenset({"at", "for", "of", "in", "with"})
#: A finite verb after a noun phrase read through: the sentence's own verb, no part of the phrase
#: ("the Harbor Animal Shelter began in 2019").
FINITE_TAIL = re.compile(r"(?i)(?<=\w)\s+(?:began|begun|started|starts|begins|ended|ends|stopped|is|was|has|had)\b.*$")
#: Abbreviations that stand before a name ("St. Luke's", "Mt. Sinai"): their period ends nothing.
_NAME_ABBREVIATIONS = frozenset(words("st mt ft dr mr mrs ms pt"))
_TRAILING_JUNK = frozenset(
    words("""
    now too also again already though anyway yet online-only then lately recently really
    """)
)
NOT_NAME = frozenset(
    words("""
    i the a an my our we it this that these those yesterday today tomorrow monday tuesday
    wednesday thursday friday saturday sunday january february march april may june july
    august september october november december hi hello hey big new quick fun random fyi so
    and but also just still officially finally since last next on in at as after before meet
    started moved heads update news work outside not work-wise oh well okay ok yes no thanks
    thank dear sorry honestly actually basically confession reminder btw lol wow good great
    """)
)
#: Irregular past tenses that open a clipped sentence ("Bought a Flex 4 membership today.").
IRREGULAR_PAST = frozenset(
    words("""
    bought got took went made found paid began brought caught chose came gave kept left lost
    met put ran sold sent spent stood swapped won wrote upped ditched picked quit began
    """)
)
_OBJECT_PREPOSITIONS = frozenset(words("to for at with from into"))
#: What stands before the user's own name in an introduction ("Hi, I'm Ana Ruiz, ...").
_GREETING = frozenset(
    words("hi hello hey hiya morning evening i'm i’m im i am my name's name's name is this")
)
_FIRST_PERSON = frozenset(
    words("""
    i i'm i've i'd i'll im ive we we've we're we'll we'd me us myself ourselves
    """)
)
_OTHER_PERSON = frozenset(
    words("""
    he she they it you he's she's they're it's you're his her their its your someone
    everyone nobody people who which that there
    """)
)
_SKIP_BEFORE_VERB = frozenset(
    words("""
    just also actually recently finally officially really still already now then soon
    currently always never ever probably basically literally first happily both even only
    have has had 've am is are was were 's 're 'm will 'll be been being going to gonna and
    who then lately once newly since again kind of sort totally truly honestly seriously
    definitely an a the mostly usually often sometimes there here finished started began
    stopped keep kept tried try trying planning plan planned decided want wanted hope hoping
    intend intends intending intended aim aiming expect expecting
    need needed get got getting wait excited happy glad thrilled ready don't do not no longer never didn't doesn't won't can't
    cannot all
    """)
)


def _norm(tok: str) -> str:
    return tok.lower().replace("’", "'").strip(_TRAIL + "(")


def _is_cap(tok: str) -> bool:
    return bool(tok) and (tok[0].isupper() or tok[0].isdigit())


def typed_in_lower_case(text: str) -> bool:
    """Whether ``text`` has no capital letter but the pronoun "I" ("we left croydon on the 3rd"):
    a message typed all in lower case, where a lower-case word may be a name."""
    return not re.search(r"[A-Z]", text.replace("I ", "").replace("I'", ""))


def proper_np(text: str, pos: int, *, allow_lower: bool = False) -> tuple[int, int] | None:
    """Span of the capitalised phrase starting at ``pos`` (a leading "the" is skipped).

    With ``allow_lower`` a lower-case phrase is accepted when no capitalised word starts there.
    """
    tokens = list(_TOKEN.finditer(text, pos))
    if not tokens:
        return None
    i = 0
    if _norm(tokens[0].group()) in ("the",) and len(tokens) > 1:
        i = 1
    first = tokens[i].group().lstrip("(\"'‘“")
    if not _is_cap(first):
        return generic_np(text, tokens[i].start(), max_words=4) if allow_lower else None
    start = tokens[i].start() + (len(tokens[i].group()) - len(first))
    end = start
    j = i
    while j < len(tokens):
        raw = tokens[j].group()
        word = raw.rstrip(_TRAIL)
        lower = word.lower()
        cap = _is_cap(word.lstrip("(\"'‘“"))
        if j > i and not cap:
            nxt = tokens[j + 1].group() if j + 1 < len(tokens) else ""
            if (
                lower
                in (
                    "of",
                    "de",
                    "da",
                    "del",
                    "van",
                    "von",
                    "der",
                    "la",
                    "le",
                    "du",
                    "upon",
                    "&",
                    "and",
                    "on",
                )
                and _is_cap(nxt)
                and raw == word
            ):
                j += 1
                continue
            break
        if j > i and lower in NOT_NAME and lower not in ("new",):
            break
        if j > i and re.fullmatch(r"i(?:['’](?:d|m|ve|ll))?", lower):
            break  # "before coming to Halifax I'd been ...": the pronoun starts the next clause
        end = tokens[j].start() + len(word)
        if raw != word and not raw.endswith("."):
            break
        if raw != word and raw.endswith(".") and len(word) > 3:
            break
        j += 1
    if end <= start:
        return None
    span_text = text[start:end]
    if span_text.endswith(("'s", "’s")):
        end -= 2
    return (start, end)


def generic_np(
    text: str, pos: int, *, max_words: int = 7, allow_pp: bool = False, stop_at: int | None = None
) -> tuple[int, int] | None:
    """Span of the plain noun phrase starting at ``pos`` (determiners dropped).

    Args:
        text: the sentence.
        pos: where the phrase may start.
        max_words: longest phrase kept.
        allow_pp: continue through "at / for / of / in / with" phrases ("tutor at the library").
        stop_at: an offset the phrase must not cross (a time mention).
    """
    limit = len(text) if stop_at is None else stop_at
    start = end = -1
    count = 0
    after_prep = False
    for m in _TOKEN.finditer(text, pos):
        if m.start() >= limit:
            break
        raw = m.group()
        word = raw.rstrip(_TRAIL)
        if raw.endswith(("s'", "s’")) and len(raw) > 3:
            word = raw  # plural possessive: "tenants' association"
        elif raw == word + "." and word.lower() in _NAME_ABBREVIATIONS and _is_cap(text[m.end() :].lstrip()[:1]):
            word = raw  # "St. Luke's Hospital": the period of an abbreviation before a name
        low = _norm(word)
        if raw in ("—", "–", "-", "--"):
            break  # "iron tablets — ferrous sulphate — because ...": a dash ends the phrase
        if start < 0:
            if low in _DETERMINERS:
                continue
            if low in STOP_WORDS or not word:
                return None
            start = m.start() + (len(raw) - len(raw.lstrip("(\"'‘“")))
        elif allow_pp and after_prep and low in _DETERMINERS | {"my", "our", "his", "her", "their"}:
            pass
        elif (low in STOP_WORDS and not (allow_pp and low in _PP_ALLOWED)) or (
            low in ("the", "a", "an") and not allow_pp
        ):
            break
        after_prep = allow_pp and low in _PP_ALLOWED
        end = m.start() + len(word)
        count += 1
        if raw != word or count >= max_words or m.end() >= limit:
            break
    if start < 0 or end <= start:
        return None
    # Drop trailing prepositions/determiners/adverbs left by a cut.
    while True:
        words = text[start:end].split()
        if len(words) > 1 and (_norm(words[-1]) in _PP_ALLOWED | _DETERMINERS | _TRAILING_JUNK):
            end = start + len(text[start:end].rsplit(" ", 1)[0])
            continue
        break
    return (start, min(end, limit))


def cut_at_times(ctx: SentenceContext, span: tuple[int, int]) -> tuple[int, int]:
    """``span`` shortened so that it ends before the first time mention inside it."""
    start, end = span
    for m in ctx.times:
        if start < m.span[0] < end:
            end = m.span[0]
        elif m.span[0] <= start < m.span[1]:
            start = m.span[1]
    text = ctx.text[start:end].rstrip(" ,;:-")
    for junk in (
        " and",
        " but",
        " so",
        " on",
        " in",
        " at",
        " from",
        " since",
        " starting",
        " back",
    ):
        if text.lower().endswith(junk):
            text = text[: -len(junk)].rstrip(" ,")
    return (start, start + len(text))


def clean(ctx: SentenceContext, span: tuple[int, int] | None) -> tuple[str, tuple[int, int]] | None:
    """The object text of ``span`` after cutting time mentions; ``None`` if nothing is left."""
    if span is None:
        return None
    span = cut_at_times(ctx, span)
    obj = ctx.text[span[0] : span[1]].strip(" \"'“”‘’()")
    if not obj or _norm(obj) in STOP_WORDS | _DETERMINERS:
        return None
    return obj, span


def _first_name_end(tokens: list[str], k: int) -> int:
    """Index of the last word of the first capitalised name among ``tokens[:k + 1]`` (else ``k``)."""
    for i, tok in enumerate(tokens[: k + 1]):
        if (
            _is_cap(tok)
            and _norm(tok) not in NOT_NAME
            and not (i == 0 and (_norm(tok).endswith("ed") or _norm(tok) in IRREGULAR_PAST))
        ):
            j = i
            while j + 1 <= k and _is_cap(tokens[j + 1]) and _norm(tokens[j + 1]) not in NOT_NAME:
                j += 1
            return j
    return k


#: Time and frequency adverbials that stand before a subject without being one ("These days I'm
#: into ...", "In my spare time I knit", "Most evenings we ...").
_ADVERBIAL = re.compile(
    r"(?i)\b(?:these\s+days|nowadays|lately|of\s+late|these\s+past\s+(?:few\s+)?(?:weeks|months)|"
    r"in\s+my\s+(?:free|spare|down)\s+time|on\s+(?:the\s+)?weekends|at\s+the\s+moment|right\s+now|"
    r"(?:most|every|some|many)\s+(?:weekends?|evenings?|mornings?|nights?|days|weeks?|saturdays|sundays)|"
    r"for\s+(?:fun|now|years|a\s+while)|after\s+work|on\s+the\s+side|for\s+the\s+(?:past|last)\s+(?:few\s+)?\w+)\b"
)


_SELF_AT = re.compile(
    r"(?i)(?:i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|we|we're|we’re|we've|we’ve|we'd|we’d)\b"
)


def subject_before(ctx: SentenceContext, pos: int) -> str | None:
    """Who does the verb at ``pos``: ``SELF``, a capitalised name, or ``None`` (someone else).

    Walks back from the verb over auxiliaries and adverbs. A first-person pronoun or no subject
    at all (a clipped "Moved to Leeds on the 5th.") is the user; "he", "my sister" without a
    name, or any other noun phrase is somebody else and yields ``None``.
    """
    if _SELF_AT.match(ctx.text, pos):
        return SELF  # the pattern itself starts with the subject ("I'm with ...", "we've been ...")
    span = ctx.clause_at(pos)
    seg = ctx.text[span[0] : pos]
    # blanked, not cut, so that the time spans below still index ``seg``
    seg = re.sub(r"\([^)]*\)", lambda m: " " * len(m.group()), seg)
    seg = re.sub(r",\s*(?:my|our)\s+[\w\s'’-]+?,", lambda m: " " * len(m.group()), seg)
    seg = _ADVERBIAL.sub(lambda m: " " * len(m.group()), seg)
    for m in ctx.times:
        if span[0] <= m.span[0] < pos:
            a, b = m.span[0] - span[0], min(m.span[1], pos) - span[0]
            seg = seg[:a] + " " * (b - a) + seg[b:]
    tokens = re.findall(r"[\w'’-]+|[,:]", seg)
    k = len(tokens) - 1
    coordinated = False
    while k >= 0 and (_norm(tokens[k]) in _SKIP_BEFORE_VERB or tokens[k] == ","):
        coordinated = coordinated or _norm(tokens[k]) == "and"
        k -= 1
    if coordinated and k >= 0:
        # "I live in Accra and work as ...": the subject of the first verb.
        if any(_norm(t) in _FIRST_PERSON for t in tokens[:k]):
            return SELF
        first = _norm(tokens[0])
        if (
            (first.endswith("ed") or first in IRREGULAR_PAST)
            and not any(_norm(t) in _OTHER_PERSON for t in tokens[:k + 1])
            and not any(_is_cap(t) and _norm(t) not in NOT_NAME for t in tokens[1 : k + 1])
        ):
            return SELF  # "Packed up and moved to Cork": a clipped first verb, then the one read
        k = _first_name_end(tokens, k)
    if k < 0:
        return SELF
    low = _norm(tokens[k])
    if low in _FIRST_PERSON or low in ("my", "our"):
        return SELF
    if tokens[k] == ":":
        return SELF
    clipped_verb = k == 0 and (
        low.endswith("ed") or low in IRREGULAR_PAST or (len(tokens) > 1 and _norm(tokens[1]) == "and")
    )
    if _is_cap(tokens[k]) and low not in NOT_NAME and not clipped_verb:
        name = [tokens[k]]
        k -= 1
        while k >= 0 and _is_cap(tokens[k]) and _norm(tokens[k]) not in NOT_NAME:
            name.insert(0, tokens[k])
            k -= 1
        if k >= 1 and _norm(tokens[k]) in ("the", "a", "an"):
            k -= 1  # "I usher at the Grand Theatre as a volunteer": the article is the object's
        if k >= 0 and _norm(tokens[k]) in _OBJECT_PREPOSITIONS and any(_norm(x) in _FIRST_PERSON for x in tokens[:k]):
            return SELF  # "I give weekends to St John Ambulance as a volunteer": the name is an object
        if k >= 0 and _norm(tokens[k]) in ("in", "from", "at", "to") and (
            any(_norm(x) in _FIRST_PERSON for x in tokens[:k])
            or _norm(tokens[0]).endswith("ed") or _norm(tokens[0]) in IRREGULAR_PAST or _norm(tokens[0]) == "grew"
        ):
            return SELF  # "Grew up in Buffalo, then lived in Rochester": the place is an object
        if seg.rstrip().endswith(",") and all(_norm(x) in _GREETING or x == "," for x in tokens[: k + 1]):
            return SELF  # "Hi, Wendell Yazzie, living in Albuquerque": the user introducing themself
        return " ".join(name).replace("’s", "").removesuffix("'s")
    if low in _OTHER_PERSON:
        return None
    # A discourse opener ("Work-wise", "Big news") before a clipped verb still means the user.
    opener = k == 0 or (k >= 1 and tokens[k - 1] in (",", ":"))
    if opener and (low in NOT_NAME or low.endswith("-wise") or clipped_verb):
        return SELF
    return None


MY_PERSON = re.compile(
    r"(?i)\b(?:my|our)\s+(?:[\w-]+\s+)?(?:mom|mum|mother|dad|father|sister|brother|sis|bro|son|daughter|kids?|"
    r"child|children|wife|husband|partner|spouse|girlfriend|boyfriend|fianc[ée]e?|friend|friends|mate|mates|buddy|pal|bestie|colleague|"
    r"coworker|co-worker|boss|manager|neighbou?r|roommate|flatmate|housemate|parents|grand\w+|aunt|uncle|"
    r"cousin|niece|nephew|in-laws?|\w+-in-law)(?:'s|’s)?\b(?!\s+and\s+(?:i|me)\b)"
)
FIRST_IN_CLAUSE = re.compile(r"(?i)\b(?:i|i'm|i’m|i've|i’ve|we|we've|we're|me|my|our)\b")
OTHER_IN_CLAUSE = re.compile(r"(?i)\b(?:he|she|they|his|her|their|he's|she's|they're)\b")


def clause_subject(ctx: SentenceContext, pos: int) -> str | None:
    """Like :func:`subject_before`, for an object far from its verb ("went with the Basic plan").

    A first-person word earlier in the clause, or no person at all, means the user.
    """
    found = subject_before(ctx, pos)
    if found is not None:
        return found
    span = ctx.clause_at(pos)
    seg = ctx.text[span[0] : pos]
    if MY_PERSON.search(seg):
        return None  # "My mom started taking ...", "My husband's been on the Premium plan"
    if FIRST_IN_CLAUSE.search(seg):
        return SELF
    return None if OTHER_IN_CLAUSE.search(seg) else SELF
