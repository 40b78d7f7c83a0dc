"""English rules, part 4: what a side job or a volunteer role actually is.

:func:`side_roles` reads a sentence after the hobby and side-job rules (english_activities) and
fixes the kinds of reading they leave:

* a side job named only by its label ("I picked up a side gig: I've been delivering for Deliveroo
  since the 12th", "New side hustle, started it today: I'm refereeing under-12 rugby"): the work is
  the user's gerund clause, with whom or where it is done for ("for Deliveroo", "on Etsy");
* a side job read as a bare verb ("started selling my pottery on Etsy as a side business" gave
  "selling") or as a hobby ("extra work: I've been doing photography for weddings"): the whole
  gerund phrase, and the hobby reading goes;
* a volunteer role said as "outside of work" or "in my spare time" with a coaching or teaching verb
  and a group ("Outside of work, I've coached a youth soccer team since 2018");
* a role said by its verb at a community group, held regularly ("On Saturdays I mentor at a girls'
  coding club", "I've coached with an under-12s squad since 2019");
* a role cut before whom it serves ("teach English" + "to refugees").

Someone else's work ("my sister's been delivering for Uber") is left alone: the gerund clause must
be the user's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from consolidator.extract.common import Draft, SentenceContext
from consolidator.extract.english_np import (
    FINITE_TAIL,
    MY_PERSON,
    STOP_WORDS,
    generic_np,
    subject_before,
)
from consolidator.extract.lexicon import COMMUNITY_PLACE_EN, SIDE_JOB_CUE, VOLUNTEER_CUE
from consolidator.types import SELF

#: A side-job label that names no work ("a side gig", "selling") and is replaced by the work.
_GENERIC_SIDE = re.compile(
    r"(?i)^(?:(?:a\s+)?bit\s+of\s+)?(?:(?:new|little|small|cheeky|extra|own|my|evening|weekend|night|freelance|paid)\s+)*(?:side\s+)?(?:gig|hustle|job|business|work|income|earner|thing)s?$"
    r"|^(?:selling|doing|making|working|freelancing)$"
)
#: A side job read as a bare verb, whose work is the phrase after it ("selling" + "my prints on Etsy").
_BARE_GERUND_SIDE = re.compile(r"(?i)^(?:selling|making|doing|freelancing)$")
#: The label of a side job in the sentence: "side hustle", "a bit of extra work", "as a side business".
_SIDE_LABEL = re.compile(
    r"(?i)\bside\s+(?:hustle|gig|job|business|income|thing)\b|\bextra\s+(?:work|cash|money|income)\b|\bon\s+the\s+side\b"
)
#: The user's clause saying what they do: "I've been delivering", "I'm refereeing", "started selling".
_USER_GERUND = re.compile(
    r"(?i)\b(?:(?:i|we)(?:'ve|’ve|\s+have)\s+been|(?:i'm|i’m|i\s+am|we're|we’re|we\s+are)|"
    r"(?:i|we)\s+(?:also\s+)?(?:started|began|start)|started|began)\s+(?:also\s+|now\s+|just\s+)?"
    r"(?P<g>(?:doing\s+)?[a-z]+ing)\b"
)
#: "a little side gig - walking my neighbours' dogs": the work in apposition after the label.
_LABEL_THEN_GERUND = re.compile(r"(?:[:–—]|\s-)\s+(?P<g>[a-z]+ing)\b")
#: "side gig: weekend shifts at a garden centre": a noun phrase in apposition after the label.
_LABEL_THEN_NP = re.compile(
    r"(?:[:–—]|\s-)\s+(?:an?\s+|some\s+)?(?P<np>(?!(?i:i|it|we|my|our|she|he|they|his|her|their|you|your|that|this)\b)"
    r"(?:[a-z]|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)[\w'’-]*\s+[a-z][\w'’-]*)"
)
#: A part-time job title ("part-time barista") and the news of taking one on.
_PART_TIME = re.compile(r"(?i)^part[- ]time\s+\w")
_NEW_PART_TIME = re.compile(r"(?i)\b(?:now|started|start|began|picked\s+up|took\s+on|new|just\s+got|landed)\b")
#: A side job said by its hours only, whose role follows: "weekend shifts as a lifeguard".
_SHIFTS_ONLY = re.compile(
    r"(?i)^(?:(?:weekend|evening|night|saturday|sunday|extra|part-time|casual|a\s+few|some)\s+)*(?:shifts?|hours|work)$"
)
#: Lessons or tutoring given to others: "teaching guitar lessons", "tutoring kids", "coaching swim lessons".
_LESSONS_GIVEN = re.compile(
    r"(?i)^(?:teaching|giving|coaching|tutoring|running)\s+(?:\w+\s+){0,2}?(?:lessons|classes|kids|students|pupils|teens|children|clients)\b"
    r"|^tutoring\b"
)
#: A side job read as vague help, whose role is said after it: "helping out there as a paid cake decorator".
_VAGUE_SIDE = re.compile(r"(?i)^(?:helping(?:\s+out)?|working|pitching\s+in|filling\s+in)$")
_AS_PAID_ROLE = re.compile(
    r"(?i)\s+(?:(?:there|here|at\s+\w+)\s+)?as\s+(?:an?\s+)?(?:paid\s+)?(?P<r>(?:[\w'’-]+\s+){0,3}?(?:[a-z]+(?:er|or|ist|ant|ian|man|woman|person|maker|guard|tech|cook|chef|host|nurse|model|clerk|aide)|hand|dj))\b"
)
#: "Started working Saturdays at a bookshop", "I began working weekends at a bike shop": a few set
#: days of work begun at a place, a side job next to the main one.
#: "my Friday bartending shift at X", "my Saturday tutoring sessions": the user's regular paid slot
#: named by the work done (a side job when a word of side work is said around it).
_MY_SHIFT = re.compile(
    r"(?i)\bmy\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+|weekend\s+|evening\s+|night\s+)?(?P<x>[a-z]+ing)\s+(?:shifts?|sessions?|gigs?)\b"
)
_WORKING_SLOT = re.compile(
    r"(?i)\b(?:start(?:ed|ing)?|began|begun|picked\s+up|now|(?:'ve|’ve|have)\s+been|i'm|i’m|i\s+am)\s+(?:also\s+)?"
    r"(?P<x>working\s+(?:(?:on\s+)?(?:weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:nights|evenings|mornings|afternoons)|evenings|nights)|"
    r"a\s+(?:few|couple\s+of)\s+(?:hours|shifts|evenings|nights|days)(?:\s+a\s+week)?)\s+(?:at|for)\s+)"
)
#: "I do freelance logo design on the side": a plain verb, then what is done, then the cue.
_DO_ON_THE_SIDE = re.compile(
    r"(?i)\b(?:i|we)\s+(?:also\s+|now\s+)?(?P<v>do|make|sell|write|build|design|fix|repair|bake|teach|tutor|edit|clean|walk|drive|deliver|translate)\s+"
    r"(?P<x>(?:(?!on\b|for\b|as\b)[\w'’-]+\s+){0,4}?[\w'’-]+)\s+"
    r"(?:on\s+the\s+side|for\s+(?:some\s+)?extra\s+(?:cash|money|income)|as\s+an?\s+side\s+(?:hustle|job|gig|business))\b"
)
#: Gerunds that say nothing about the work ("I'm going", "I've been thinking").
_NOT_WORK_GERUND = frozenset(
    ["going", "getting", "having", "being", "thinking", "trying", "planning", "hoping", "looking",
     "feeling", "waiting", "saving", "spending", "loving", "enjoying", "considering", "wondering"]
)  # fmt: skip
#: Words that end the work's phrase: conjunctions, clause words and time words.
_PHRASE_END = STOP_WORDS - {"for", "on", "at", "in", "with", "to", "of", "my", "our", "the", "a", "an"} | {
    "because", "but", "and", "so", "which", "who", "when", "while", "as", "since", "until", "every",
    "each", "last", "this", "next", "today", "yesterday", "now", "already", "again",
}  # fmt: skip
#: A tail of the phrase that says when or why, not what: "in the evenings", "at weekends", "as a side business".
_WHEN_TAIL = re.compile(
    r"(?i)\s+(?:(?:in|at|on|during|over|most|some)\s+(?:the\s+)?(?:\w+\s+)?(?:evenings?|mornings?|nights?|afternoons?|weekends?|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?)|for\s+(?:some\s+)?(?:extra|the\s+money|cash|money)|as\s+an?\s+(?:side|volunteer)|"
    r"on\s+the\s+side|on\s+a\s+volunteer\s+basis)\b.*$"
)
#: Unpaid time named in the sentence: "outside of work", "in my spare time".
_OUTSIDE_WORK = re.compile(
    r"(?i)\boutside\s+(?:of\s+)?(?:work|my\s+(?:job|day\s+job)|office\s+hours)\b|\b(?:in|during)\s+my\s+(?:spare|free|own)\s+time\b"
)
_SPARE_TIME = re.compile(r"(?i)^(?:my\s+)?(?:spare|free|own)\s+time$")
#: A coaching or teaching verb said by the user, with a group as its object.
_LEAD_GROUP = re.compile(
    r"(?i)\b(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:also\s+|been\s+|still\s+)*(?:help(?:s|ed|ing)?\s+(?:to\s+)?)?(?P<v>coach(?:ed|es|ing)?|run(?:s|ning)?|ran|lead(?:s|ing)?|led|"
    r"mentor(?:ed|s|ing)?|train(?:ed|s|ing)?|organi[sz](?:e|ed|es|ing))\s+"
    r"(?P<x>(?:an?|the|our|my)\s+(?:[\w'’-]+\s+){0,3}?(?:team|squad|club|group|troop|pack|class|choir|league|side|programme|program)s?)\b"
)
#: Children's or youth groups: coaching or leading one is a volunteer role even unsaid ("I coach my
#: daughter's basketball team, have done since 2018").
_KIDS_GROUP = re.compile(
    r"(?i)\b(?:kids|children|youth|junior|juniors|under[- ]?\d+s?|u\d+s?|little\s+league|(?:son|daughter|kid|child|boy|girl)(?:'s|’s|s'|s’)|school)\b"
)
#: A seat on a community body: "I sit on the PTA committee", "I've chaired the neighbourhood association".
_SIT_ON = re.compile(
    r"(?i)\b(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:also\s+|been\s+|still\s+)*"
    r"(?P<v>sit(?:s|ting)?\s+on|sat\s+on|serv(?:e|ed|es|ing)\s+on|chair(?:ed|s|ing)?|(?:been|am|'m|’m)\s+on)\s+"
    r"(?P<x>(?:the|a|an|our|my)\s+(?:[\w'’-]+\s+){0,4}?(?:committee|board|council|association|panel|trust|society)"
    r"(?:\s+(?:of|at|for)\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3})?)\b"
)
#: A community body by its name: "the Larkhill Allotment Society", "our church council".
_COMMUNITY_BODY = re.compile(
    r"(?i)\b(?:society|club|allotments?|church|parish|community|residents['’]?|tenants['’]?|neighbou?rhood|village|friends\s+of|choir|guild)\b"
)
#: A clipped volunteer role at the start: "Volunteer coach for the under-10s rugby since 2018".
_CLIPPED_VOLUNTEER = re.compile(
    r"(?i)^\W*(?:(?:a|an)\s+)?volunteer\s+(?P<x>(?!(?:at|for|with|since|work|day|days|event|events|hours|fair|week|opportunit\w*|program\w*|scheme)\b)[\w-]+(?:\s+(?!at\b|for\b|with\b|since\b)[\w-]+)?"
    r"(?:\s+(?:at|for|with)\s+(?:the|a|an|our|my)\s+[\w'’-]+(?:\s+(?!since\b|on\b|every\b|for\b)[\w'’-]+){0,2})?)"
)
#: Work done for a volunteer cause, with where: "I've marshalled at parkrun", "I help out at the food bank".
_HELP_AT = re.compile(
    r"(?i)\b(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:also\s+|been\s+|still\s+)*"
    r"(?P<v>marshal(?:l?ed|l?ing|s)?|steward(?:ed|ing|s)?|usher(?:ed|ing|s)?|help(?:ed|ing|s)?\s+out|serv(?:e|ed|es|ing)|"
    r"sort(?:ed|ing|s)?\s+donations|foster(?:ed|ing|s)?|befriend(?:ed|ing|s)?)\s+"
    r"(?:at|for|with)\s+(?P<org>(?:(?:the|a|an|our|my)\s+)?[\w'’-]+(?:\s+(?!(?:last|this|next|every|since|on|in|as|for)\b)[\w'’-]+){0,3}?)"
    r"(?=\s+(?:since|for|every|on|in|as)\b|\s*[,.;!]|\s*$)"
)
#: A role said by its verb at a community group: "I mentor at a girls' coding club", "I coach with
#: an under-12s rugby squad", "I tutor for a homework club". Object: the verb through the group.
_ROLE_AT_GROUP = re.compile(
    r"(?i)\b(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:also\s+|been\s+|still\s+|now\s+)*"
    r"(?P<v>mentor(?:ed|s|ing)?|coach(?:ed|es|ing)?|tutor(?:ed|s|ing)?|referee(?:d|s|ing)?|umpir(?:e|ed|es|ing)|"
    r"help(?:ed|s|ing)?(?:\s+out)?|read(?:s|ing)?\s+to\s+kids|lead(?:s|ing)?\s+(?:sessions|walks|tours)|led\s+(?:sessions|walks|tours))\s+"
    r"(?:at|with|for)\s+(?P<x>(?:an?|the|our|my|a\s+local)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:club|group|troop|pack|squad|league|charity|shelter|society|brigade|(?:youth|community)\s+(?:centre|center|project))s?)\b"
)
#: A regular slot that makes a role a standing commitment: "On Saturdays", "every week", "since 2019".
_REGULAR = re.compile(
    r"(?i)\b(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\b(?:every|each)\s+(?:other\s+)?(?:week|weekend|month|\w+day)\b|"
    r"\b(?:weekly|fortnightly|once\s+a\s+(?:week|month|fortnight)|most\s+weekends|at\s+weekends|on\s+weekends)\b|\bsince\s+(?:19|20)\d\d\b"
)
#: The user's clause before a community place: "(Tuesdays) I answer (phones for ...)", "we help run".
_SERVICE_HEAD = re.compile(
    r"(?i)\b(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:(?:also|been|still|now|usually|often|regularly|always|help(?:\s+to)?)\s+)*(?P<v>[a-z]+)\b"
)
#: A place named after a preposition: "at the library", "for a hospital radio station".
_ANY_PLACE = re.compile(r"(?i)(?:(?<=\bat\s)|(?<=\bfor\s)|(?<=\bwith\s))(?:the|a|an|our|my|a\s+local|the\s+local)\s+(?:(?!on\b|in\b|every\b)[\w'’-]+\s+){0,2}?(?!on\b|in\b)[\w'’-]+\b(?=\s+(?:on|in|every|since|most|once)\b|\s*[,.;!]|\s*$)")
#: Verbs that are no service: work and home ("I work at a care home"), one-off or mental acts.
_NOT_SERVICE = frozenset(
    ["work", "works", "working", "am", "was", "m", "live", "lives", "living", "donate", "donates", "gave", "give",
     "visit", "visits", "went", "go", "going", "called", "rang", "phoned", "dropped", "took", "brought", "bought",
     "found", "saw", "heard", "love", "like", "think", "want", "need", "know", "mean", "hope", "plan", "would",
     "will", "might", "can", "could", "got", "get", "left", "adopted", "adopt", "rescued", "support", "supports",
     "sponsor", "sponsors", "pay", "paid", "employ", "manage", "managed", "applied", "apply", "had", "have"]
)  # fmt: skip
#: The preposition that ties the service to its place: "for a crisis helpline", "at the food bank".
_SERVICE_PREP = re.compile(r"(?i)(?:^|\s)(?:at|for|with|on|in|to)\s")
#: Pay or employment said in the sentence: the place is the user's employer, not a cause.
_PAID = re.compile(r"(?i)\b(?:paid|salary|wages?|my\s+job|employ\w*|hired|contract|per\s+hour|an\s+hour)\b")
#: Whom a role serves, after the role: "teach English" + " to refugees".
_TO_WHOM = re.compile(
    r"\s+to\s+(?P<w>(?:the\s+)?(?:[a-z][\w-]*\s+)?[a-z][\w-]*s|the\s+(?:elderly|homeless|community))\b"
)


def _work_phrase(text: str, start: int) -> tuple[int, int] | None:
    """The span of the work's phrase from the gerund at ``start``: up to seven words, through
    "for / on / at" phrases, cut before a conjunction, a time word or a when/why tail."""
    end = start
    for count, m in enumerate(re.finditer(r"[^\s]+", text[start:]), 1):
        raw = m.group()
        word = raw.rstrip(".,;:!?)…—–")
        if count > 1 and (word.lower() in _PHRASE_END or not word or raw in ("—", "–", "-")):
            break
        end = start + m.start() + len(word)
        if word != raw or count >= 7:
            break
    phrase = text[start:end]
    tail = _WHEN_TAIL.search(phrase)
    if tail:
        end = start + tail.start()
    while end > start and re.search(
        r"(?i)\s(?:for|on|at|in|with|to|of|the|a|an|my|our)$", text[start:end]
    ):
        end = start + text[start:end].rstrip().rfind(" ")
    return (start, end) if end > start else None


def _side_work(ctx: SentenceContext) -> tuple[str, tuple[int, int], int] | None:
    """The user's work said in a gerund clause of the sentence, with its span and verb offset."""
    t = ctx.text
    label = _SIDE_LABEL.search(t)
    after = [m for m in _LABEL_THEN_GERUND.finditer(t) if label and m.start() >= label.end()]
    for m in [*_USER_GERUND.finditer(t), *after]:
        g = m.group("g").lower()
        if g in _NOT_WORK_GERUND:
            continue
        if (
            m.re is _USER_GERUND
            and not re.match(r"(?i)(?:i|we)\b", m.group())
            and subject_before(ctx, m.start()) != SELF
        ):
            continue  # "my sister started selling candles": her work
        span = _work_phrase(t, m.start("g"))
        if span is None:
            continue
        cut = [x.span[0] for x in ctx.times if span[0] < x.span[0] < span[1]]
        if cut:  # "selling my prints on Etsy two days ago": the time is no part of the work
            span = (span[0], span[0] + len(t[span[0] : min(cut)].rstrip(" ,")))
        phrase = t[span[0] : span[1]]
        phrase = re.sub(r"(?i)^doing\s+", "", phrase)
        if len(phrase.split()) < 2 and not phrase.lower().endswith("ing"):
            continue
        if _SIDE_LABEL.search(phrase) or re.search(r"(?i)\bside\s+\w+", phrase):
            continue  # "I'm doing a side project": the label again, not the work
        return phrase, (span[1] - len(phrase), span[1]), m.start()
    # "New side gig as of the 2nd: weekend shifts at a garden centre": the work after the label
    np = _LABEL_THEN_NP.search(t, label.end()) if label else None
    if np:
        span = _work_phrase(t, np.start("np"))
        if span is not None:
            cut = [x.span[0] for x in ctx.times if span[0] < x.span[0] < span[1]]
            if cut:
                span = (span[0], span[0] + len(t[span[0] : min(cut)].rstrip(" ,")))
            return t[span[0] : span[1]], span, np.start()
    return None


def _service(ctx: SentenceContext) -> Draft | None:
    """A standing unpaid role said as what the user does for a community place or cause:
    "Tuesday evenings I answer phones for a crisis helpline", "Every other Saturday I do a shift
    at the food bank. Have done since 2019." Needs the user's present-tense clause, a regular
    slot or a since-year in the sentence or the next, and no word of pay or employment."""
    t = ctx.text
    around = t + " " + (ctx.next.text if ctx.next else "")
    if SIDE_JOB_CUE.search(around) or _PAID.search(t) or not _REGULAR.search(around):
        return None
    places = list(COMMUNITY_PLACE_EN.finditer(t))
    if not places and VOLUNTEER_CUE.search(around):
        # "i read to kids at the library on tuesdays, volunteer thing": any place, when unpaid is said
        places = list(_ANY_PLACE.finditer(t))
    for place in places:
        clause = ctx.clause_at(place.start())
        heads = list(_SERVICE_HEAD.finditer(t, clause[0], place.start()))
        if not heads:
            continue
        head = heads[-1]
        verb = head.group("v").lower()
        between = t[head.end("v") : place.start()]
        if verb in _NOT_SERVICE or (verb.endswith("ed") and not re.search(r"(?i)(?:'ve|’ve|have)\s", head.group())):
            continue  # "I work at a care home", "I dropped tins at the food bank": no role
        if len(between.split()) > 7 or not (_SERVICE_PREP.search(between) or re.search(r"(?i)\bhelp", head.group())):
            continue  # "I run a care home" is a job; "I help run a repair café" is not
        span = (head.start("v"), place.end())
        if MY_PERSON.search(t, span[0], span[1]):
            continue  # "I pick up my niece at the school": family help, no role
        return Draft(SELF, "volunteers_as", t[span[0] : span[1]], head.start(), obj_span=span)
    return None


#: "Harbor Animal Shelter is where I volunteer", "St. Luke's, that's where I've volunteered since
#: 2015": a cleft naming the place of the user's volunteering.
_WHERE_I_VOLUNTEER = re.compile(
    r"(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:[A-Z][\w&.'’-]*|&|of|for|the))*)\s*(?:\s(?i:is|has\s+been)|(?:'s|’s)|,\s*(?:(?i:and\s+)?(?i:that's|that’s|that\s+is|which\s+is)))\s+"
    r"(?i:where)\s+(?i:i|we)(?:\s+(?i:now|currently|still))?\s*(?i:volunteer|help\s+out|(?:'ve|’ve|\s+have)\s+(?:volunteered|been\s+volunteering)|(?:'m|’m|\s+am)\s+volunteering)\b"
)
#: A role that is only when it is held ("Saturdays", "weekends", "Sunday mornings").
_WHEN_ONLY = re.compile(
    r"(?i)^(?:(?:on|at|most|every)\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|evenings?|mornings?|nights?)"
    r"(?:\s+(?:mornings?|afternoons?|evenings?|nights?))?$"
)
#: A volunteer role read as the bare word ("... as a volunteer"): uninformative beside a named one.
_BARE_VOLUNTEER = re.compile(r"(?i)^(?:an?\s+)?volunteer(?:ing)?$")


def _same_place(role: str, org: str) -> bool:
    """Whether a volunteer role names ``org`` as its place ("do volunteer work at X" ~ "X")."""
    r, o = role.lower(), org.lower()
    return r == o or any(r.endswith(f" {p} {o}") or r.endswith(f" {p} the {o}") for p in ("at", "for", "with"))


#: A role read as the volunteering itself with its place: "volunteering since 2019 at the X",
#: "do volunteer work at the X", "volunteer at the food bank": the place is the role.
_VOLUNTEERING_AT = re.compile(
    r"(?i)^(?:(?:do|does|did|done|doing)\s+)?(?:(?:some|a\s+bit\s+of)\s+)?volunteer(?:s|ed|ing)?(?:\s+(?:work|shifts?|hours))?"
    r"(?P<gap>[^.;!?]{0,40}?)\s(?:at|for|with)\s+(?=\S)"
)
#: The user's volunteering said with its place, apart from any other rule: "I've been volunteering
#: since 2019 - at the X", "My volunteer gig at the X started in 2019".
_MY_VOLUNTEERING_AT = re.compile(
    r"(?i)(?:\b(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:also\s+|still\s+)*(?:been\s+)?|\bmy\s+)"
    r"(?P<v>volunteer(?:s|ed|ing)?(?:\s+(?:work|gig|job|role|position|post|stint|shifts?|hours))?)"
    r"(?P<gap>[^.;!?]{0,40}?)\s(?:at|for|with)\s+(?=\S)"
)


#: The user's end of volunteering: "stopped volunteering at", "gave up my volunteer shifts at".
_STOPPED_VOLUNTEERING = re.compile(
    r"(?i)\b(?:stopped|stop|quit|quitting|gave\s+up|given\s+up|giving\s+up|left|finished|ended|wrapped\s+up)\s+"
    r"(?:my\s+|the\s+|our\s+)?volunteer"
)


def _only_time(ctx: SentenceContext, start: int, end: int) -> bool:
    """Whether ``ctx.text[start:end]`` holds nothing but time mentions and punctuation."""
    rest = ctx.text[start:end]
    for m in sorted(ctx.times, key=lambda x: -x.span[0]):
        a, b = max(m.span[0], start), min(m.span[1], end)
        if a < b:
            rest = rest[: a - start] + " " * (b - a) + rest[b - start :]
    return not re.sub(r"[\s,\-–—()]+", "", rest)


def _place_at(ctx: SentenceContext, pos: int) -> tuple[str, tuple[int, int]] | None:
    """The place's noun phrase at ``pos``, cut before a time mention ("the X since 2019")."""
    stop = min((m.span[0] for m in ctx.times if m.span[0] > pos), default=None)
    span = generic_np(ctx.text, pos, max_words=6, allow_pp=True, stop_at=stop)
    if span is None:
        return None
    text = FINITE_TAIL.sub("", ctx.text[span[0] : span[1]]).rstrip(" ,-–—")
    return (text, (span[0], span[0] + len(text))) if text else None


#: "I've been volunteering there since March", "I've been volunteer crew there since 2026".
_VOLUNTEER_THERE = re.compile(
    r"(?i)\b(?:i've|i\s+have|we've)\s+(?:also\s+)?been\s+(?:volunteering|helping\s+out|(?:a\s+)?volunteer(?:\s+[a-z]+)?)\s+(?:there|at\s+it)\b"
)
#: The noun that often follows a community place's word ("the lifeboat station", "the hospice shop").
_PLACE_TAIL = re.compile(r"\s+(?:station|centre|center|crew|hall|shop|unit|service|project)\b", re.I)


def _volunteer_there(ctx: SentenceContext) -> Draft | None:
    """A volunteer role said of "there": the community place named before it, in the sentence or
    the one before ("Heading to the animal shelter for my Friday shift - I've been volunteering
    there since March 2031")."""
    t = ctx.text
    m = _VOLUNTEER_THERE.search(t)
    if m is None:
        return None
    places = list(COMMUNITY_PLACE_EN.finditer(t, 0, m.start()))
    if not places:
        return None
    p = places[-1]
    tail = _PLACE_TAIL.match(t, p.end())
    end = tail.end() if tail else p.end()
    return Draft(SELF, "volunteers_as", t[p.start() : end], m.start(), obj_span=(p.start(), end))


def side_roles(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """``drafts`` with side jobs and volunteer roles read whole (see the module docstring)."""
    out = _side_roles(ctx, drafts)
    t = ctx.text
    if not any(d.predicate == "volunteers_as" for d in out):
        there = _volunteer_there(ctx)
        out += [there] if there else []
    for i, d in enumerate(out):
        # "volunteering since 2019 at the Harbor Animal Shelter" read as one role: the place is it
        verbatim = d.obj_span is not None and t[d.obj_span[0] : d.obj_span[1]] == d.object
        m = _VOLUNTEERING_AT.match(d.object) if d.predicate == "volunteers_as" and verbatim else None
        if m is None or not d.obj_span or not _only_time(ctx, d.obj_span[0] + m.start("gap"), d.obj_span[0] + m.end("gap")):
            continue
        place = _place_at(ctx, d.obj_span[0] + m.end())
        if place is not None:
            out[i] = replace(d, object=place[0], obj_span=place[1], text=None)
    if not any(d.predicate == "volunteers_as" and d.subject == SELF for d in out):
        for m in _MY_VOLUNTEERING_AT.finditer(t):
            if not _only_time(ctx, m.start("gap"), m.end("gap")) or (
                m.group().lower().startswith("my") and subject_before(ctx, m.start()) not in (None, SELF)
            ):
                continue
            place = _place_at(ctx, m.end())
            if place is not None and place[0].split()[0].lower() not in STOP_WORDS:
                out.append(Draft(SELF, "volunteers_as", place[0], m.start(), obj_span=place[1]))
                break
    for i, d in enumerate(out):
        # "I stopped volunteering at the food bank in 2022": the role's end, not its start
        stop = _STOPPED_VOLUNTEERING.search(t, ctx.clause_at(d.anchor)[0], d.obj_span[0]) if d.obj_span else None
        if d.predicate == "volunteers_as" and d.subject == SELF and d.action == "assert" and stop:
            out[i] = replace(d, action="end", negation_ok=True)
    if any(d.predicate == "volunteers_as" and d.subject == SELF for d in out):
        # "I've been volunteering since 2019 at X": the role, not also a hobby of volunteering
        out = [d for d in out if not (d.predicate == "hobby" and d.subject == SELF and _BARE_VOLUNTEER.match(d.object))]
    for i, d in enumerate(out):
        # "I joined the Harbor Animal Shelter as a volunteer in 2021": the place of a role, no employer
        if d.predicate == "works_at" and d.subject == SELF and (
            re.search(rf"{re.escape(d.object)}\s+as\s+(?:an?\s+)?(?:[\w-]+\s+)?volunteer\b", t)
            or re.search(  # "I do volunteer work at the Harbor Animal Shelter"
                rf"(?i)\bvolunteer(?:ing)?\s+(?:work|shifts?|hours)\s+(?:at|for|with)\s+(?:the\s+)?{re.escape(d.object)}", t
            )
        ):
            out[i] = replace(d, predicate="volunteers_as", text=None)
            out = [x for x in out if not (x.predicate == "volunteers_as" and x.subject == d.object)]
            break
    # "volunteering on Saturdays": the day is when, not the role
    out = [d for d in out if not (d.predicate == "volunteers_as" and _WHEN_ONLY.match(d.object))]
    if not any(d.predicate == "volunteers_as" for d in out):
        m = _WHERE_I_VOLUNTEER.search(ctx.text)
        if m is not None and m.group("org").split()[0].lower() not in ("it", "this", "that", "there", "here"):
            out.append(Draft(SELF, "volunteers_as", m.group("org"), m.start("org"), obj_span=m.span("org")))
    roles = [d for d in out if d.predicate == "volunteers_as" and d.subject == SELF]
    if len(roles) > 1:
        # "I help out at the shelter as a volunteer": the named role, not also "volunteer"
        out = [d for d in out if not (d in roles and _BARE_VOLUNTEER.match(d.object))]
        roles = [d for d in roles if not _BARE_VOLUNTEER.match(d.object)]
    # "I do volunteer work at Harbor Animal Shelter": volunteering there, not employment
    return [d for d in out if not (d.predicate == "works_at" and d.subject == SELF
                                   and any(_same_place(r.object, d.object) for r in roles))]  # fmt: skip


def _side_roles(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """``drafts`` with side jobs and volunteer roles read whole (see the module docstring)."""
    t = ctx.text
    # "In my spare time I lead a scout troop": the time is no role
    out = [
        d
        for d in drafts
        if not (d.predicate in ("volunteers_as", "side_job") and _SPARE_TIME.match(d.object))
    ]
    side = [d for d in out if d.predicate == "side_job" and d.subject == SELF]
    labelled = bool(_SIDE_LABEL.search(t)) or bool(
        SIDE_JOB_CUE.search(t) and re.search(r"(?i)\bside\b", t)
    )
    bare = bool(side) and all(_BARE_GERUND_SIDE.match(d.object) for d in side)  # "started selling"
    if (labelled or bare) and all(_GENERIC_SIDE.match(d.object) for d in side):
        work = _side_work(ctx)
        if work is not None:
            phrase, span, anchor = work
            out = [d for d in out if d not in side]
            # the hobby read from the same words ("photography") is the side job now
            out = [
                d
                for d in out
                if not (
                    d.predicate == "hobby" and d.obj_span and span[0] <= d.obj_span[0] < span[1]
                )
            ]
            anchor = side[0].anchor if side else anchor
            out.append(
                Draft(SELF, "side_job", phrase, anchor, obj_span=span, plan_text=f"start {phrase}")
            )
    if not any(d.predicate == "side_job" for d in out):
        for m in _DO_ON_THE_SIDE.finditer(t):
            x = m.group("x") if m.group("v").lower() == "do" else t[m.start("v") : m.end("x")]
            span = (m.end("x") - len(x), m.end("x"))
            out.append(Draft(SELF, "side_job", x, m.start(), obj_span=span, plan_text=f"start {x}"))
            break
    if not any(d.predicate in ("side_job", "volunteers_as") for d in out) and SIDE_JOB_CUE.search(ctx.around):
        for m in _MY_SHIFT.finditer(t):
            # "my Friday bartending shift at The Gilded Oar - second week doing it on top of the day job"
            x = m.group("x")
            out.append(Draft(SELF, "side_job", x, m.start(), obj_span=m.span("x"), plan_text=f"start {x}"))
            break
    if not any(d.predicate in ("side_job", "volunteers_as") for d in out) and not VOLUNTEER_CUE.search(t):
        for m in _WORKING_SLOT.finditer(t):
            place = _work_phrase(t, m.end())
            if place is None or subject_before(ctx, m.start()) != SELF or re.match(
                r"(?i)(?:the\s+)?(?:office|work|home|my\s+(?:job|work|office)|my\s+(?:main\s+)?employer)\b", t[m.end() :]
            ):
                continue  # "I've been working weekends at the office": overtime at the main job
            span = (m.start("x"), place[1])
            cut = [x.span[0] for x in ctx.times if span[0] < x.span[0] < span[1]]
            if cut:  # "... at a bike shop three days ago": the time is no part of the work
                span = (span[0], span[0] + len(t[span[0] : min(cut)].rstrip(" ,")))
            x = t[span[0] : span[1]]
            out = [d for d in out if d.predicate not in ("works_at", "hobby") or d.obj_span is None
                   or not span[0] <= d.obj_span[0] < span[1]]  # fmt: skip
            out.append(Draft(SELF, "side_job", x, m.start(), obj_span=span, plan_text=f"start {x}"))
            break
    for i, d in enumerate(out):
        as_role = _AS_PAID_ROLE.match(t, d.obj_span[1]) if d.predicate == "side_job" and d.obj_span else None
        if as_role and not (_VAGUE_SIDE.match(d.object) or _SHIFTS_ONLY.match(d.object) or re.search(r"(?i)\bas\s+an?\s+paid\b", as_role.group())):
            as_role = None  # "pulling pints there as a paid barman": the paid role names the job
        if as_role:  # "started helping out there as a paid weekend cake decorator"
            r = as_role.group("r")
            r = re.sub(r"(?i)^(?:weekend|part-time|evening|saturday|sunday)\s+", "", r) if len(r.split()) > 1 else r
            out[i] = replace(d, object=r, obj_span=(as_role.end("r") - len(r), as_role.end("r")))
    # "I began teaching guitar lessons last Saturday", "started tutoring kids in chemistry": lessons
    # given are work, not a pastime (unless unpaid is said)
    if not any(d.predicate == "side_job" for d in out) and not VOLUNTEER_CUE.search(t):
        for i, d in enumerate(out):
            if d.predicate == "hobby" and d.subject == SELF and _LESSONS_GIVEN.match(d.object) and (
                _NEW_PART_TIME.search(t) or SIDE_JOB_CUE.search(t)
            ):
                out[i] = replace(d, predicate="side_job", plan_text=f"start {d.object}")
                break
    # "I'm now a part-time barista at the Corner Cup - started five days ago": a second, part-time
    # job begun now is a side job, and not the employer (that would close the user's main job)
    titles = [d for d in out if d.predicate == "job_title" and _PART_TIME.match(d.object) and d.subject == SELF]
    if titles and not any(d.predicate == "side_job" for d in out) and _NEW_PART_TIME.search(t):
        title = titles[0]
        where = next((d for d in out if d.predicate == "works_at" and d.subject == SELF), None)
        obj = title.object + (f" at {where.object}" if where else "")
        obj = re.sub(r"(?i)\s+on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?$", "", obj)
        out = [d for d in out if d is not title and d is not where]
        out.append(replace(title, predicate="side_job", object=obj, text=None, plan_text=f"start {obj}"))
    # "weekend shifts at a bakery" and "... as a side job": one side job
    jobs = [d.object.lower() for d in out if d.predicate == "side_job"]
    out = [d for d in out if not (d.predicate == "side_job" and any(
        d.object.lower().startswith(j + " ") for j in jobs))]  # fmt: skip
    volunteering = [d for d in out if d.predicate == "volunteers_as"]
    if not volunteering and not SIDE_JOB_CUE.search(t) and (
        _REGULAR.search(t) or _OUTSIDE_WORK.search(t) or VOLUNTEER_CUE.search(t)
    ):
        for m in _ROLE_AT_GROUP.finditer(t):
            span = (m.start("v"), m.end("x"))
            out.append(Draft(SELF, "volunteers_as", t[span[0] : span[1]], m.start(), obj_span=span))
            volunteering = out[-1:]
            break
    if not volunteering and not SIDE_JOB_CUE.search(t) and not _PAID.search(t):
        for m in _LEAD_GROUP.finditer(t):
            # "I coach my daughter's basketball team, have done since 2018": a children's team
            if _KIDS_GROUP.search(m.group("x")) and (_REGULAR.search(t) or _REGULAR.search(ctx.next.text if ctx.next else "")):
                role = re.sub(r"(?i)\s+(?:an?|the|our|my)\s+", " ", t[m.start("v") : m.end("x")], count=1)
                out.append(Draft(SELF, "volunteers_as", role, m.start(), obj_span=(m.start("v"), m.end("x"))))
                volunteering = out[-1:]
                break
        for m in _SIT_ON.finditer(t):
            if volunteering or not (VOLUNTEER_CUE.search(t) or COMMUNITY_PLACE_EN.search(t) or _KIDS_GROUP.search(m.group("x"))
                                    or _COMMUNITY_BODY.search(m.group("x"))):
                break
            span = (m.start("v"), m.end("x"))
            out.append(Draft(SELF, "volunteers_as", t[span[0] : span[1]], m.start(), obj_span=span))
            volunteering = out[-1:]
        clipped = _CLIPPED_VOLUNTEER.match(t) if not volunteering else None
        if clipped:
            out.append(Draft(SELF, "volunteers_as", clipped.group("x"), clipped.start("x"), obj_span=clipped.span("x")))
            volunteering = out[-1:]
    if not volunteering:
        service = _service(ctx)
        if service is not None:
            out.append(service)
            volunteering = [service]
    if (
        not volunteering
        and not SIDE_JOB_CUE.search(t)
        and (_OUTSIDE_WORK.search(t) or VOLUNTEER_CUE.search(t))
    ):
        for m in _HELP_AT.finditer(t):
            if VOLUNTEER_CUE.search(
                m.group()
            ):  # "marshalled at parkrun", not "served at a restaurant"
                role = t[m.start("v") : m.end("org")]
                out.append(
                    Draft(
                        SELF,
                        "volunteers_as",
                        role,
                        m.start(),
                        obj_span=(m.start("v"), m.end("org")),
                    )
                )
                break
        for m in _LEAD_GROUP.finditer(t):
            if any(d.predicate == "volunteers_as" for d in out):
                break
            role = t[m.start("v") : m.end("x")]
            role = re.sub(r"(?i)\s+(?:an?|the|our|my)\s+", " ", role, count=1)
            out.append(
                Draft(SELF, "volunteers_as", role, m.start(), obj_span=(m.start("v"), m.end("x")))
            )
            break
    # "I run a coding club": the role, not a hobby of "running"
    roles = [d.obj_span for d in out if d.predicate in ("volunteers_as", "side_job") and d.obj_span]
    out = [d for d in out if not (d.predicate == "hobby" and d.obj_span and any(
        a <= d.obj_span[0] < b for a, b in roles))]  # fmt: skip
    for i, d in enumerate(out):
        if (
            d.predicate in ("volunteers_as", "side_job")
            and d.obj_span
            and t[d.obj_span[0] : d.obj_span[1]] == d.object
        ):
            to = _TO_WHOM.match(t, d.obj_span[1])
            if to:  # "teach English to refugees"
                out[i] = replace(
                    d, object=t[d.obj_span[0] : to.end()], obj_span=(d.obj_span[0], to.end())
                )
    return out
