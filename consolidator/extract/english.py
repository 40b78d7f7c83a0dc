"""English rules, part 1: identity and work (employer, job title, joining, quitting).

Each rule reads one sentence (with its neighbours for cue words) and returns drafts. Patterns are
built on verbs and prepositions ("live in", "moved to", "work at ... as", "my last day at",
"my sister <Name>"); the object is cut by :mod:`consolidator.extract.english_np`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from consolidator.extract.common import (
    CURRENT_EMPLOYER,
    Draft,
    SentenceContext,
    has_time_hint,
    pick_time,
)
from consolidator.extract.english_np import (
    NOT_NAME,
    STOP_WORDS,
    clause_subject,
    clean,
    generic_np,
    proper_np,
    subject_before,
)
from consolidator.extract.gazetteer import looks_like_org
from consolidator.extract.lexicon import (
    ACTIVITIES_EN,
    FAMILY_EN,
    HOBBYIST_EN,
    KNOWS_EN,
    NOT_OCCUPATION_EN,
    OCCUPATION_HEAD_EN,
    PARTNER_EN,
    PET_SPECIES_EN,
    PLAN_WORDS_EN,
    SIDE_JOB_CUE,
    UNPAID_ROLE_EN,
    VOLUNTEER_CUE,
    is_activity_en,
    plan_service,
)
from consolidator.types import SELF, UNNAMED_END


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


# --- identity -------------------------------------------------------------------------------------

_GREETING = _rx(
    r"\b(?:hi|hello|hey|greetings|howdy|nice\s+to\s+meet|good\s+(?:morning|evening|afternoon))\b"
)
_NAME_IS = _rx(r"(?:\bmy\s+|^|[.!?,:]\s+)name(?:'s|’s|\s+is)\s+")
_I_AM = _rx(r"\b(?:i'm|i’m|i\s+am|this\s+is|it's|it’s)\s+")
_HERE = re.compile(r"(?:^|[,!.:]\s*)([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2})\s+here\b")
_NATIONALITY = re.compile(
    r"^(?:[A-Z][a-z]+(?:ese|ish|ian|can)|American|Korean|German|French|Dutch|Swiss|Thai|Greek|Irish|"
    r"Welsh|Scottish|Canadian|Mexican|Brazilian|Indian|Chinese|Japanese|British|English)$"
)
_AGE = _rx(
    r"\bi(?:'m|’m|\s+am)\s+(\d{1,3})(?=\s+years?\s+old\b|\s*[.,!]|\s*$)|\bi\s+(?:just\s+)?turned\s+(\d{1,3})\b"
)
_BIRTHDAY = _rx(r"\b(?:my\s+birthday\s+is(?:\s+on)?|i\s+was\s+born\s+on)\s+([^,.;!?]+)")


_PET_APPOSITION = re.compile(
    r"\s*,?\s+(?i:my|our)\s+(?:[\w-]+\s+){0,2}?(?i:"
    + "|".join(re.escape(w) for w in sorted(PET_SPECIES_EN, key=len, reverse=True))
    + r")\b"
)


def _name_ok(name: str) -> bool:
    words = name.split()
    return (
        0 < len(words) <= 3
        and all(w.lower() not in NOT_NAME for w in words)
        and not (len(words) == 1 and _NATIONALITY.match(words[0]))
    )


def identity(ctx: SentenceContext) -> list[Draft]:
    """Name ("Hi, I'm Maya Lindqvist", "My name's Theo", "Priya Raman here"), age, birthday."""
    out: list[Draft] = []
    t = ctx.text
    greeting = bool(_GREETING.search(t)) or (
        ctx.prev is not None and bool(_GREETING.search(ctx.prev.text))
    )
    found: tuple[int, int] | None = None
    m = _NAME_IS.search(t)
    if m:
        found = proper_np(t, m.end())
    elif greeting or ctx.sentence.index == 0:
        for m in _I_AM.finditer(t):
            if not greeting and m.group().lower().startswith(("it", "this")):
                continue  # "It's Seattle, I'm stoked for my game there": a place; "Hi, it's Ana" is a name
            span = proper_np(t, m.end())
            if span and (
                span[1] == len(t) or t[span[1]] in ".!,;:" or t[span[1] :].startswith(" here")
            ):
                found = span
                break
        h = _HERE.search(t)
        if found is None and h and greeting:
            found = h.span(1)
    if found is not None and _PET_APPOSITION.match(t, found[1]):
        found = None  # "This is Otto, our new puppy": the pet's name, not the user's
    if found is not None:
        name = t[found[0] : found[1]]
        if _name_ok(name):
            out.append(Draft(SELF, "name", name, found[0], obj_span=found, dated=False))
    m = _AGE.search(t)
    if m:
        age = m.group(1) or m.group(2)
        out.append(Draft(SELF, "age", age, m.start(), dated=False))
    m = _BIRTHDAY.search(t)
    if m:
        out.append(Draft(SELF, "birthday", m.group(1).strip(), m.start(), dated=False))
    return out


# --- work -----------------------------------------------------------------------------------------

_WORK_AT = _rx(
    r"\b(?:work|works|working|worked|employed|clock(?:s|ed)?\s+in|(?:am|'m|’m|is|are)\s+(?:currently\s+|still\s+|now\s+)?employed|"
    # "I've taught at St Aldric's since 2019", "I've nursed at the Royal since 2015"
    r"(?<=(?:'ve|’ve|ave)\s)(?:taught|nursed|lectured|bartended|waitressed))"
    r"\s+(?:full[- ]time\s+|part[- ]time\s+|remotely\s+)?(?:(?:in|on)\s+(?:the\s+)?[a-z][\w&-]*(?:\s+[a-z][\w&-]*)?\s+)?"
    r"(?:at|for|by)\s+"
)
#: "the commute to the Veyron Labs campus is brutal": the user's workplace by its site (read for
#: a name that is an organisation's: "the London office" names a city).
_COMMUTE_TO = _rx(
    r"\b(?:my\s+|the\s+)?commute\s+(?:to|into)\s+(?:the\s+)?(?=(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,3}\s+"
    r"(?:office|offices|campus|site|hq|headquarters|depot|plant|warehouse|factory|lab|labs|branch)\b)"
)
#: Verbs of doing a job at a place ("been nursing at X since 2016", "I've been teaching at X").
_JOB_ING = (
    r"(?:working|teaching|nursing|lecturing|coding|programming|developing|designing|engineering|consulting|"
    r"interning|bartending|waitressing|waiting\s+tables|cheffing|managing|accounting|auditing|researching)"
)
_START_AT = _rx(
    # "went to work for X", "signed on with X", "came on board at X"
    r"\b(?:went|gone|going|go)\s+to\s+work\s+(?:for|at|with)\s+|\b(?:signed|signing)\s+on\s+(?:with|at)\s+|"
    # "I moved over to Halverson Freight on the 1st": a move to an organisation (checked by name)
    r"\b(?:moved|switched|jumped|went)\s+(?:over\s+|across\s+)?to\s+(?=(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*)*\s+(?:on|in|as|this|last|at|since)\b)|"
    r"\b(?:came|come|coming)\s+on\s*board\s+(?:at|with)\s+|"
    r"\b(?:start(?:ed|ing|s)?|began|begin(?:ning)?|kick(?:ed)?\s+off)\s+(?:work(?:ing)?\s+|a\s+(?:new\s+)?job\s+|my\s+new\s+job\s+)?"
    r"(?:(?:(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)|today|yesterday|this\s+week|last\s+week|on\s+monday)\s+)?(?:at|with)\s+"
    # "I started teaching at Westbrook Academy on the 1st": a job's own verb (the place is named)
    r"|\b(?:start(?:ed|ing|s)?|began|begin(?:ning)?)\s+" + _JOB_ING + r"\s+(?:at|for|with)\s+(?=(?-i:[A-Z]))"
)
_JOIN = _rx(
    r"\b(?:joined|join|joining|joins)\s+(?:the\s+(?:team|staff|crew|company)\s+(?:at|of)\s+)?"
)
_NEW_JOB = _rx(
    r"\b(?:got|landed|accepted|took|have|started|new)\s+(?:a\s+|an\s+|the\s+|my\s+)?(?:new\s+)?(?:job\s+)?(?:job|position|role|offer|gig)"
    r"\s+(?:at|with|from)\s+|\b(?:hired|recruited|taken\s+on|brought\s+on|brought\s+in|onboarded|snapped\s+up)\s+(?:by|at)\s+"
    # "The new job is at Brightline", "my new employer is Brightline", "New employer: Brightline"
    r"|\b(?:my|the)\s+new\s+(?:job|role|position|gig)\s+(?:is|'s|’s)\s+(?:at|with)\s+"
    r"|\b(?:my\s+|the\s+)?new\s+(?:employer|company|workplace)(?:\s+is|'s|’s|\s*:)\s+"
    # "New place is Orrery Analytics, started on the 1st": a new place that the user started at
    r"|\b(?:my\s+|the\s+)?new\s+place(?:\s+is|'s|’s|\s*:)\s+(?=(?-i:[A-Z])[\w&.'’-]*(?:\s+(?:(?-i:[A-Z])[\w&.'’-]*|&))*\s*[,–—-]?\s*(?:i\s+)?(?:started|since|starting|as\s+of|joined)\b)"
    r"|\bnew\s+job\s*[!:]\s+(?=(?-i:[A-Z])[\w&'’.-]+(?:\s+(?-i:[A-Z])[\w&'’.-]+){0,3}\s*,\s+(?:started|since|starting|as\s+of))"
)
#: "Brightline Analytics, started on the 1st." after "New job!": the employer as a fragment.
_ORG_STARTED = re.compile(
    r"^\W*(?P<org>[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3})\s*,\s+(?P<cue>(?i:started|since|starting|as\s+of|joined))\b"
)
#: "Tallowmere Games, QA lead, 4 day week": an employer and a job title as a fragment.
_ORG_ROLE_FRAGMENT = re.compile(
    r"^\W*(?P<org>[A-Z][\w&'’.-]*(?:\s+(?:[A-Z][\w&'’.-]*|&|of)){0,3})\s*,\s*(?:(?i:a|an|as)\s+)?"
    r"(?P<role>[A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)\s*(?:[,.;!]|\s+(?i:since|from)\b|$)"
)
#: "Banksia & Co is great so far - started on the 1st": an organisation the user judges, then a
#: dated start with the subject clipped (read for a name that is an organisation's).
_ORG_JUDGED_STARTED = re.compile(
    r"^\W*(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:[A-Z][\w&.'’-]*|&|of))*)\s+(?i:is|has\s+been|'s\s+been|’s\s+been|seems)\b[^.;!?]{0,40}?"
    r"(?:[,;–—]|\s-)\s*(?:(?i:i|we)\s+)?(?P<cue>(?i:started|joined))\s+"
    r"(?=(?i:on\s+the\s+\d|(?:on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|this\s+(?:week|month)|last\s+(?:week|month)|yesterday|today|\w+\s+days\s+ago)\b))"
)
_NEW_JOB_CUE = _rx(r"\bnew\s+(?:job|role|position|employer|gig)\b")
_FIRST_DAY = _rx(
    # "my first week at X", "Day two at X", "Week one at X is behind me"
    r"\b(?:my\s+)?(?:(?:first|second|third)\s+(?:(?:few|couple\s+of)\s+)?(?:days?|shifts?|weeks?|months?)|(?:day|week)\s+(?:one|two|three|[123]))\s+(?:of\s+work\s+)?(?:(?:done|over|in|down|survived)\s+)?(?:at|with)\s+"
    # "My start date at Fulton Credit was the 1st"
    r"|\bmy\s+(?:official\s+)?start(?:ing)?\s+date\s+(?:at|with)\s+"
    # "My contract with X began on the 1st", "my new job at X started Monday"
    # "Onboarding at X started on the 1st"
    # "Onboarded at Calder & Finch on the 1st"
    r"|\b(?:onboarded|inducted)\s+(?:at|with|into)\s+(?=(?-i:[A-Z]))"
    # "Got my badge at North & Vine on the 1st"
    r"|\b(?:got|picked\s+up|collected|received)\s+my\s+(?:staff\s+|employee\s+|work\s+|new\s+|security\s+|id\s+)?(?:badge|lanyard|keycard|key\s+card|pass|id\s+card)\s+(?:at|from)\s+(?=(?-i:[A-Z]))"
    r"|\b(?:onboarding|induction|orientation|training)\s+(?:at|with)\s+(?=(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*)*\s+(?:(?:[-–—,:]|\s-)\s*(?:i\s+)?)?(?:began|started|kicked\s+off|was|is)\b)"
    # "Now at Gallowglass Partners, started on the 1st", "Settling in at Pellworth Council - started
    # on the 1st": a clipped new workplace with its start
    r"|(?:^|(?<=[.!?]))\W*(?:(?:now|currently)|(?:i'm\s+|i’m\s+)?(?:settling\s+in|getting\s+settled|new|finding\s+my\s+feet))\s+(?:at|with)\s+"
    r"(?=(?-i:[A-Z])[\w&.'-]*(?:\s+(?:(?-i:[A-Z])[\w&.'-]*|&))*\s*(?:[-–—,:;]|\s-)\s*(?:i\s+|i've\s+been\s+there\s+)?(?:started|began|joined|since)\b)"
    # "ok settling in at Tamarisk Systems." said alone: a company's name (the next sentence may date it)
    r"|^\W*(?:(?:ok|okay|so|right|well)\W+)?(?:i'm\s+|i’m\s+)?(?:settling\s+in|getting\s+settled|finding\s+my\s+feet)\s+(?:at|with)\s+"
    r"(?=(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*)*\s+(?-i:Systems|Solutions|Labs|Group|Ltd|Inc|Partners|Logistics|Software|Bank|Council|Agency|Studio|Studios|Media|Health|Foods|Freight|Consulting|Technologies|Tech|Industries|Insurance)\s*[.!]*\s*$)"
    # "I officially became part of the Halverson Freight team on the 1st"
    r"|\b(?:became|become|joined|am|'m|’m|now)\s+(?:officially\s+|now\s+)?(?:part\s+of|a\s+member\s+of)\s+the\s+(?=(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*)*\s+(?:team|family|crew|staff)\b)"
    r"|(?:\bmy\s+(?:new\s+)?|^\W*(?:the\s+)?(?:new\s+)?)(?:contract|job|role|position|employment|post)\s+(?:with|at)\s+"
    r"(?=(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*)*\s+(?:began|begun|started|starts|begins|kicked\s+off|commenced|has\s+(?:begun|started))\b)"
)
_MY_EMPLOYER = _rx(
    r"\bmy\s+(?:current\s+|new\s+)?(?:employer|company|workplace)\s+(?:(?:since|from)\s+(?:\w+\s+)?\d{4}\s*,?\s+)?(?:is|these\s+days\s+is|has\s+been|'s\s+been|’s\s+been)\s+(?:now\s+)?"
    # "My employer since the 1st: Pinecone Labs"
    r"|\bmy\s+(?:current\s+|new\s+)?(?:employer|company|workplace)\s+(?:(?:since|from|as\s+of)\s+[^:;.!?]{2,25}?)?\s*:\s+(?=(?-i:[A-Z]))"
    # "New employer as of Monday: Tessaly Bio", "New job from the 1st - Tessaly Bio"
    r"|(?:^|(?<=[.!?]))\W*new\s+(?:employer|company|workplace|job)\s+(?:(?:since|from|as\s+of|starting)\s+[^:;.!?–—-]{2,25}?)?\s*[:–—-]\s+(?=(?-i:[A-Z]))"
)
#: "My hospital is St Agnes General", "my school's Hillcrest Primary": the user's workplace by its
#: kind, read next to words of the user's work (a patient's hospital is no job).
_MY_WORKPLACE_KIND = _rx(
    r"\bmy\s+(?:hospital|school|clinic|practice|firm|agency|office|store|shop|restaurant|lab|studio|branch|ward|depot|plant|warehouse)"
    r"(?:\s+(?:is|has\s+been)|'s|’s)\s+(?=(?-i:[A-Z]))"
)
_MY_WORK_SAID = _rx(r"\bi\s+(?:work|teach|nurse)\b|\bi(?:'m|’m|\s+am)\s+(?:an?\s+)?(?:nurse|teacher|doctor|pharmacist|manager|clerk|cook|chef|engineer)\b|\bmy\s+(?:job|shift|boss|colleagues?)\b")
#: Talk of leaving a job: "quitting at the end of next month", "handing in my notice".
_QUIT_TALK = _rx(r"\b(?:quit\w*|resign\w*|leaving|notice|last\s+day)\b")
#: Words that open a message before a comma without naming anything ("Right, new job.").
_DISCOURSE_OPENERS = frozenset(
    {"right", "ok", "okay", "well", "so", "yes", "yeah", "yep", "anyway", "anyways", "alright", "update", "news",
     "finally", "honestly", "basically", "guess", "big", "good", "great", "hey", "hi", "hello", "morning", "sorry"}
)  # fmt: skip
#: "Kestrel Labs is my new employer (as of the 1st)".
_IS_MY_EMPLOYER = re.compile(
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)(?:\s+(?i:is|has\s+been|became)|(?:'s|’s)\s+(?i:been))\s+(?i:now\s+)?(?i:my|our)\s+"
    r"(?i:new\s+|current\s+)?(?i:employer|workplace|company|day\s+job)\b"
)
#: "Greyfriars Accountancy pays the bills", "Tidewater Marine, new job, started on the 1st".
_PAYS_THE_BILLS = re.compile(
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s+(?i:pays|has\s+paid|has\s+been\s+paying|puts\s+food\s+on)\s+(?i:the\s+(?:bills|table)|my\s+(?:bills|salary|wages|rent|mortgage))\b"
    r"|^\W*(?P<frag>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*),\s+(?i:(?:my|a)\s+)?(?i:new)\s+(?i:job|employer|workplace|role)\b"
    # "Switched jobs: Halverson Freight since the 1st", "New employer: Halverson Freight"
    r"|^\W*(?i:switched\s+jobs|changed\s+jobs|job\s+news|new\s+job|new\s+employer|new\s+workplace)\s*[:!–—-]\s*(?P<frag2>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)"
    # "Work update: Lantern Peak Games since the 1st!": news of work, with a start
    r"|^\W*(?i:work|job|career)\s+(?i:update|news)\s*[:!–—-]\s*(?P<frag3>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)(?=\s*,?\s*(?i:since|from|as\s+of|starting|started|on\s+the\s+\d)\b)"
)
#: "Quillon is where I work", "Quillon, that's where I work now", "Quillon is where you'll find
#: me these days": a cleft naming the workplace.
_WHERE_I_WORK = re.compile(
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s*(?:\s(?i:is|has\s+been)|,\s*(?:(?i:and\s+)?(?i:that's|that’s|that\s+is|which\s+is)))\s+"
    r"(?i:where)\s+(?:(?i:i|we)(?:\s+(?i:now|currently))?(?i:\s+(?:work|am\s+working|have\s+worked|have\s+been\s+working|clock\s+in)|(?:'m|’m)\s+working|(?:'ve|’ve)\s+(?:worked|been\s+working))"
    r"|(?i:you(?:'ll|’ll|\s+will|\s+can|'d|’d)\s+find\s+me))\b"
)
#: "Brennan & Hale have my resignation", "HR has my notice": the notice is with the employer.
_HAS_MY_NOTICE = re.compile(
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s+(?i:have|has|got|received|accepted)\s+(?i:my|our)\s+"
    r"(?i:resignation|notice|two\s+weeks)\b"
)
#: "My contract ends at the end of next month", "my job at X finishes in June": the current job ends.
_CONTRACT_ENDS = _rx(
    r"\bmy\s+(?:current\s+|fixed[- ]term\s+|work\s+|employment\s+)?(?:contract|job|employment|position|post|role|notice(?:\s+period)?)\s+"
    r"(?:(?:here|there)\s+)?(?:ends|finishes|is\s+up|runs\s+(?:out|to|until|till)|will\s+end|is\s+ending|'s\s+ending|’s\s+ending|wraps\s+up|expires)\b"
    # "I work my last day at the end of next month", "the end of next month is my last day"
    r"|\bmy\s+(?:last|final)\s+(?:day|shift|working\s+day)\b(?=\s*(?:[.,;!]|$)|\s+(?:is|will\s+be|'s|’s|at\s+the\s+end|on\s+the\s+\d|next\b)|\s+(?:on\s+the\s+(?:payroll|books|job)|there|at\s+work)\s*(?:[.,;!]|$)|\s+(?:there|at\s+work|on\s+the\s+job)\s+(?:is|will\s+be|'s|’s)\b)"
)
#: "Wexley and I are parting ways": the employer and the user part.
_AND_I_PART = re.compile(
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s+(?i:and\s+i|and\s+me)\s+(?i:are|will\s+be|'re)?\s*(?i:parting\s+ways|going\s+our\s+separate\s+ways|are\s+done)\b"
)
#: "Fernhill Digital brought me in on the 1st", "Blue Harbor Co. started me on the 1st", "The Lumen
#: Group has had me since the 1st": the organisation starts the user, on a day (not "started me on
#: sertraline", "brought me in for questioning"); read for a name that is an organisation's.
_ORG_STARTED_ME = re.compile(
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s*,?\s+(?i:brought\s+(?:me|us)\s+in|started\s+(?:me|us)(?:\s+off)?|"
    r"(?:has|have|'s|’s)\s+had\s+(?:me|us))"
    r"(?=\s+(?i:on\s+the\s+\d|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|this\s+(?:week|month)|last\s+(?:week|month)|since|from\s+the|as\s+(?:an?|their)\b|at\s+the\s+start)|\s*[.,;!]|\s*$)"
)
#: "Brenner Tools will be losing me at the end of next month": the employer loses the user.
_LOSING_ME = re.compile(
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s+(?i:will\s+be\s+losing|is\s+losing|are\s+losing|(?:will|is\s+going\s+to|are\s+going\s+to)\s+lose)\s+(?i:me)\b"
)
#: "Halcyon Insurance hired me in 2019", "My company, Halcyon Insurance, took me on".
_HIRED_ME = re.compile(
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s*,?\s+(?i:(?:has\s+)?(?:hired|employed|recruited|"
    r"took\s+on|taken\s+on|brought\s+on|onboarded)\s+(?:me|us)|(?:took|taken|brought|signed)\s+(?:me|us)\s+on|"
    # "Halverson Freight has me starting on the 1st", "X have got me working in dispatch"
    r"(?:has|have|'s|’s)\s+(?:got\s+)?me\s+(?:starting|started|working|on\s+board|onboard)|"

    r"offered\s+(?:me|us)\s+(?:a|the)\s+(?:job|position|role|post)(?=[^.;!?]*\band\s+(?:i|we)\s+(?:took|accepted|began|started|said\s+yes|joined)))\b"
)
_MY_COMPANY_IS = _rx(
    r"\bmy\s+(?:new\s+|current\s+)?(?:company|employer|firm|workplace)\s*,\s+"
    # "I've been at the same company, Halberd Systems, since 2015"
    r"|\b(?:i(?:'ve|’ve|\s+have)\s+been|i've\s+worked|i\s+(?:still\s+)?work)\s+(?:at|with|for)\s+the\s+same\s+(?:company|employer|firm|place|outfit)\s*,\s+"
)
_WORK_IS_AT = _rx(
    r"(?:^|\bmy\s+(?:day\s+|main\s+|current\s+)?)(?:work|job|day\s+job|office|workplace)(?:\s+is|\s*'s|\s*’s)\s+(?:now\s+)?(?:at|with|for)\s+"
    # "my job at Sunmesa Solar is ok", "Teaching at Heathfield Academy is exhausting": the job
    # named as the subject of a present-tense verb
    r"|(?:\bmy\s+(?:day\s+|main\s+|current\s+|full-time\s+)?(?:job|work|position|role)|^\W*" + _JOB_ING + r")\s+(?:at|with|for)\s+"
    r"(?=(?-i:[A-Z])[\w&.'’-]*(?:\s+(?:(?-i:[A-Z])[\w&.'’-]*|&))*\s+(?:is|has\s+been|keeps|pays|means|feels|gets|involves)\b|(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*)*(?:'s|’s)\s)"
)
#: "I'm Cosima Lyle, data analyst at Fenwick Rail", "Hi, Tom Reyes here, a paralegal with Dunmore
#: Law": the user's name, then their job title and employer.
_NAME_ROLE_AT = re.compile(
    r"^\W*(?:(?i:hi|hello|hey|hiya|morning|good\s+(?:morning|afternoon|evening)|evening|afternoon)\W+)?(?:(?i:i'm|i’m|i\s+am|this\s+is|it's|it’s|my\s+name\s+is)\s+)?"
    r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}(?:\s+(?i:here))?\s*,\s+(?i:(?:an?|the)\s+)?(?P<role>(?i:[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?))\s+(?i:at|for|with)\s+(?=[A-Z])"
)
#: "I'm on the sales team at Quillon", "I'm part of the design group at Quillon".
_ON_TEAM_AT = _rx(
    r"(?:\b(?:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been)\s+|^\W*(?=(?:now|officially|finally)\s+part\s+of))(?:now\s+|officially\s+|finally\s+)?(?:on|in|part\s+of)\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:team|department|group|division|unit|squad|office|desk)\s+(?:at|of|with|for)\s+"
)
#: "I pay the bills as a data engineer at Quillon": a role and employer after "as".
_AS_ROLE_AT = _rx(r"\bas\s+(?:an?|the)\s+(?P<role>[\w -]{3,40}?)\s+(?:at|for|with)\s+(?=[A-Z])")
#: "Graphic designer at Moth & Lantern since 2020", "Currently a data analyst at X", "About me:
#: HR coordinator, Ridley Foods, since 2020": a job title and employer with the subject clipped,
#: at the start of the sentence or after a colon (read with a start, or "currently"/"still").
_CLIPPED_ROLE_AT = _rx(
    r"(?:^|(?<=[:;–—]))\W*(?P<lead>(?:currently|now|still)\s+)?(?:an?\s+)?(?P<role>(?-i:[\w-]+)(?:\s+[\w-]+){0,3}?)"
    r"(?:\s+(?:at|for|with)\s+|\s*,\s+(?=(?-i:[A-Z])[^,;]*,\s*since\b))(?=(?-i:[A-Z]))"
)
#: Not a job before "at X": a meal, a visit, a party.
_NOT_A_ROLE = _rx(r"\b(?:dinner|supper|lunch|brunch|breakfast|drinks|coffee|party|meeting|appointment|day|night|weekend|week|shift|member|regular|customer)s?\b")
#: "My job? Vet tech at PawsFirst Clinic.": the answer to the user's own question.
_JOB_QUESTION = re.compile(
    r"(?i)\s*(?:my\s+|the\s+)?(?:day\s+)?(?:job|work|occupation|career)\s*\?\s*"
)
_ROLE_AT_START = _rx(
    r"\s*(?:i'm\s+|i\s+am\s+)?(?:an?\s+)?(?P<role>[\w -]{3,40}?)\s+(?:at|for|with)\s+(?=[A-Z])"
)
_BEEN_AT = _rx(
    r"(?:\b(?:'ve|’ve|have|has)\s+been\s+(?:" + _JOB_ING + r"\s+)?|^\W*(?:been\s+)?(?:" + _JOB_ING + r"\s+)|^\W*been\s+)(?:at|with)\s+"
    r"(?=[A-Z][^;!?]*?\b(?:since|for\s+(?:about\s+|almost\s+|nearly\s+|over\s+|some\s+)?(?:\w+\s+)?years?)\b)"
    r"|(?<=\bsince\s)[^,;!?]{2,30}?\b(?:'ve|’ve|have|has)\s+been\s+(?:" + _JOB_ING + r"\s+)?(?:at|with)\s+(?=[A-Z])"
)
#: "Started in Lismore Foods' marketing team on the 1st": the employer owns the team.
_START_IN_TEAM = _rx(
    r"\b(?:start(?:ed|ing)?|began|joined)\s+(?:in|on|with)\s+(?=(?-i:[A-Z])[\w&.-]*(?:\s+(?-i:[A-Z])[\w&.-]*)*(?:'s?|’s?)\s+(?:[\w-]+\s+){0,2}(?:team|department|office|division|group|staff|crew)\b)"
)
_EMPLOYEE_OF = _rx(
    r"\b(?:employee|staff\s+member|member\s+of\s+staff)\s+(?:of|at)\s+"
    r"|\bon\s+(?:the\s+)?(?:payroll|books|staff|roster)\s+(?:at|of|with|for)\s+"
    # "on the Copper Kettle payroll since the 1st"
    r"|\bon\s+(?:the\s+)?(?=(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*)*\s+(?:payroll|books)\b)"
)
#: "I'm a Brightline Studios employee", "I'm now a Kestrel hire".
#: "After four years at Quillon Software, I'm done", "Seven years with Halden and I'm leaving": time
#: served at a name (the time reader dates it from the years said).
_TENURE_AT = _rx(
    r"(?:^\W*|\bafter\s+)(?:almost\s+|nearly\s+|over\s+|about\s+|some\s+)?(?:\d{1,2}|an?|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve|fifteen|twenty|a\s+few|several|a\s+couple\s+of)\s+(?:years?|months?)\s+(?:at|with)\s+"
)
#: "last day (is) <a date>", "my final day's the 30th": the day a job ends, when a notice is dated too.
_LAST_DAY_IS = _rx(r"\b(?:last|final)\s+(?:day|shift)(?:\s+(?:is|will\s+be|'s|’s|at\s+work|there))?\s*[:-]?\s*(?=(?:on\s+)?(?:the\s+)?(?:end\b|\d|next\b|this\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b))")
#: The user's bare leaving after time served ("... and I'm finally leaving, end of next month").
_TENURE_LEAVE = _rx(
    r"\b(?:i'm|i’m|i\s+am|i'll\s+be|i\s+will\s+be)\s+(?:finally\s+|officially\s+|now\s+)?(?:leaving|done(?!\s+with)|out(?!\s+of)|off|moving\s+on|quitting|finishing(?:\s+up)?)\b"
)
#: Words of a job's end: with them, time served at any name is a job.
_END_TALK = _rx(r"\b(?:leav\w*|quit\w*|resign\w*|notice|done(?!\s+with)|out(?!\s+of)|last\s+day|moving\s+on)\b")
#: "Nimbus Foundry week one done!", "Halden Freight, first week survived": the first days at a name,
#: read for an organisation's name with a start, or any name with work talk.
_ORG_FIRST_DAYS = re.compile(
    r"(?:^|[.!?:;]\s+)\W*(?!(?i:today|tonight|tomorrow|yesterday|this|that|it|my|our)\b)"
    r"(?P<org>[A-Z][\w&.-]*(?:\s+(?:[A-Z][\w&.-]*|&|of))*)\s*,?\s+(?i:(?:week|day)\s+(?:one|two|three|[123])|(?:my\s+)?first\s+(?:week|day|month|fortnight))\b"
)
#: Words of a challenge, diet or season, not a firm's name ("Dry January", "Whole Thirty", "Sober October").
_NOT_FIRM_WORD = _rx(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"
    r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|\d+k?)\b|"
    r"\b(?:dry|sober|whole|couch|diet|detox|challenge|plan|program(?:me)?|course|camp|bootcamp|boot\s+camp|class|season|term|semester)\b"
)
_ORG_EMPLOYEE = re.compile(
    # also clipped: "Officially a Lakeshore Learning Co. employee since the 1st"
    r"(?:\b(?i:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been|i\s+became|i(?:'ve|’ve|\s+have)\s+become|i(?:'ve|’ve|\s+have)\s+(?:officially|now)\s+been)\s+(?i:now\s+|officially\s+)?|^\W*(?i:(?:now|officially|finally|been)\s+)+)"
    r"(?i:an?)\s+(?:(?i:new|full-time|part-time|proud)\s+)?"
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s+(?i:employee|staffer|hire|team\s+member)\b"
)
#: "Officially a Halden Freight person since the 1st", "I'm a Corvane Systems guy now": the user
#: belongs to an organisation; read for a name that is an organisation's, in a sentence about work
#: (:data:`_WORKPLACE_CUE`) or an official start, not "I'm a Marks & Spencer person" about shopping.
_ORG_PERSON = re.compile(
    r"(?:\b(?i:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been)\s+(?P<lead>(?i:now\s+|officially\s+)?)|^\W*(?P<lead2>(?i:(?:now|officially|finally)\s+)+))"
    r"(?i:an?)\s+(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s+(?i:person|guy|gal|girl|man|woman|lifer)\b"
)
#: "Officially part of X since the 1st", "Officially on the X team", "Now officially with X": the
#: user belongs to the organisation named after "officially" (checked by name and a start).
_OFFICIALLY = _rx(
    r"(?:^\W*|\b(?:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been)\s+)(?:now\s+)?officially\s+(?:part\s+of|on|with|at)\s+(?:the\s+)?"
)
#: Organisations the user is more often a customer of than staff at ("officially with Harbor Bank").
_PROVIDER = _rx(r"\b(?:bank|credit\s+union|building\s+society|telecoms?|mobile|broadband|energy|insurance|gyms?)\b")
#: A name's role that is no job: "a Harbor Bank customer", "a Corewell Studio member".
_NOT_STAFF_AFTER = _rx(
    r"\s+(?:customers?|clients?|members?|users?|subscribers?|fans?|patients?|students?|guests?|regulars?|shoppers?)\b"
)
#: Words of a workplace around a sentence: a badge, a team, colleagues, a manager, a shift.
_WORKPLACE_CUE = _rx(
    r"\b(?:job|role|work|employer|hired|onboarding|induction|orientation|badge|lanyard|desk|office|shifts?|payroll|payslip|"
    r"salary|colleagues?|co-?workers?|team(?:mates?)?|manager|boss|supervisor|notice|commute|contract|first\s+(?:day|week))\b"
)
#: "I've been there since the 1st", "worked there since May": a stay at the place just named.
_THERE_SINCE = _rx(
    r"(?:\bi(?:'ve|’ve|\s+have)\s+(?:already\s+)?|(?:^|[,;:(]\s*|\band\s+)(?=been\b))(?:been\s+working|been|worked)\s+there\s+(?:since|from|for)\b"
    r"|(?:\bi\s+|^\W*)(?:started|began)\s+there\b"
)
#: "Started on the 1st.", "I began three days ago": a start with no object, read for an
#: organisation named just before only next to words of a workplace.
_STARTED_ON = _rx(
    r"(?:\bi\s+|^\W*)(?:started|began)\s+(?=on\s+the\s+\d|on\s+\w+day\b|last\s+\w+|this\s+(?:week|month)|yesterday|\w+\s+days\s+ago)"
)
#: Where a capitalised word begins (a name the sentence may use for an organisation).
_NAME_START = re.compile(r"(?<![\w&'’.-])(?=[A-Z])")
#: What follows a name that makes it a modifier, not the place itself: a possessive or a noun
#: ("Greystone Foods' warehouse", "a UX designer"), not a function word ("X is great", "X so far").
_MODIFIES_AFTER = re.compile(
    r"['’]|\s+(?!(?:since|is|was|has|for|and|so|now|as|in|on|at|this|last|with|but|though|today|already|yet|too|"
    r"again|these|every|from|until|till|after|officially|are|were|have|had|will|which|where|who|that|then|anymore|any|tho|lately|recently|either|really|much|tbh|lol|haha)\b)[a-z]"
)
#: Time spent at work, before "at X" ("Day from hell at X", "Another long shift at X"), not
#: "Dinner at X".
_WORKDAY = _rx(r"\b(?:day|days|shifts?|weeks?|month|morning|afternoon|night|meetings?|deadlines?|workload|overtime|rota)\b")
#: "at X": a place named after "at".
_AT_ORG = re.compile(r"\b(?i:at)\s+(?=[A-Z])")
#: Someone else as the one at the place ("My brother is settling in at X").
_OTHER_ONE = _rx(
    r"\b(?:he|she|they|his|her|their|(?:my|our)\s+(?:\w+\s+)?(?:brother|sister|mum|mom|dad|mother|father|wife|husband|"
    r"partner|friend|mate|son|daughter|cousin|aunt|uncle|niece|nephew|flatmate|roommate|colleague|neighbou?r))\b"
)
#: Places a guest, patient, pupil or member stays at: "been there since" there is no job.
_STAY_PLACE = _rx(
    r"\b(?:hotel|resort|inn|hostel|hospital|clinic|spa|gyms?|school|university|college|academy|camp|club)\b"
)
_STILL_AT = _rx(
    r"\b(?:is|'s|’s|am|'m|’m|are)\s+(?:still|now)\s+(?:at|with)\s+"
    # "Work's fine - still at Kestrel Bank": the subject clipped after news of work
    r"|\b(?:work|job)(?:'s|’s)\s+[^.;!?]{0,20}?(?:[,–—:]|\s-)\s*still\s+(?:at|with)\s+(?=(?-i:[A-Z]))"
    # "still at Quillfeather Press. since 2023. quitting at the end of next month tho"
    r"|^\W*(?P<clipped>still)\s+(?:at|with)\s+(?=(?-i:[A-Z]))"
)
_QUIT = _rx(
    r"\b(?:quit(?:ting|s)?|resign(?:ed|ing|s)?\s+(?:from|at)|(?:leave|leaving|left)\s+my\s+(?:job|position|role|post)\s+(?:at|with)|"
    r"laid\s+off\s+(?:from|by|at)|fired\s+from|let\s+go\s+from|step(?:ping|ped|s)?\s+down\s+(?:from|at)|"
    r"(?:hand(?:ed|ing)?|give|gave|giving|put|putting|turn(?:ed|ing)?)\s+(?:in\s+)?(?:my\s+)?(?:notice|resignation)\s+(?:at|to)|"
    r"(?:my\s+)?(?:last|final)\s+(?:day|shift|week)\s+(?:at|with)|"
    # "Notice is in at Brenner Tools", "my resignation went in to X"
    r"(?:my\s+)?(?:notice|resignation)\s+(?:is|went|goes|has\s+gone)\s+in\s+(?:at|with|to))\s+(?:my\s+job\s+at\s+)?"
)
_QUITTING = _rx(
    r"\b(?:i'm|i’m|i\s+am|i'll\s+be|i\s+will\s+be|i'll|i\s+will|i\s+just|"
    # "I've decided to quit at the end of next month", "I plan to resign in June"
    r"i\s+(?:plan|intend|decided)\s+to|i(?:'ve|’ve|\s+have)\s+decided\s+to)\s+(?:officially\s+)?"
    # "I'm going to quit at the end of next month", "I'm gonna resign in June"
    r"(?:(?:going\s+to|gonna|about\s+to|planning\s+to)\s+)?"
    r"(?:quitting|resigning|quit|resign|leaving\s+(?:work|the\s+company|my\s+company|the\s+firm))\b"
    r"(?=\s+(?:at|on|in|by|next|this|after|before|effective|as\s+of)\b|\s*[.,;!]|\s*$)"
)
#: Clipped after a clause: "I'm done with this job, quitting at the end of next month".
_QUITTING_CLIPPED = _rx(
    r"(?:^\W*|,\s*|\s[-–—]\s*)(?:so\s+|and\s+)?(?:quitting|resigning)\b"
    r"(?=\s+(?:at|on|in|by|next|this|after|before|effective|as\s+of)\b|\s*[.,;!]|\s*$)"
)
_QUIT_MY_JOB = _rx(
    r"\b(?:quit|quitting|leave|leaving|left|resign(?:ed|ing)?\s+from|lost)\s+my\s+(?:current\s+)?job\b(?!\s+(?:at|with)\s+(?:the\s+)?(?-i:[A-Z]))"
    r"|\b(?:hand(?:ed|ing)?\s+in|put(?:ting)?\s+in|turn(?:ed|ing)?\s+in|gave|give|giving|given|serv(?:e|ed|ing))\s+(?:my\s+)?"
    r"(?:notice|two\s+weeks(?:['’]?\s+notice)?)\b(?!\s+(?:at|to)\s+(?:the\s+)?(?-i:[A-Z]))"
    r"(?!\s+(?:on|to|for)\s+(?:the|our|my)\s+(?:flat|apartment|lease|landlord|place|house|rental|tenancy|room)\b)"
    # "My resignation goes in tomorrow", "I'm not renewing my contract"
    r"|\bmy\s+(?:resignation|notice)\s+(?:goes|is\s+going|went|is)\s+in\b"
    r"|\b(?:not\s+renewing|won't\s+(?:be\s+)?renew(?:ing)?|won’t\s+(?:be\s+)?renew(?:ing)?|(?:decided|chose)\s+not\s+to\s+renew)\s+my\s+contract\b"
    r"|\bi(?:'ve|’ve|\s+have)?\s+(?:just\s+|finally\s+|officially\s+)?(?:resigned|quit)\b"
    r"(?=\s+(?:today|yesterday|this\s+(?:morning|week)|last\s+week|on\s+\w+day|from\s+(?:my|the)\s+job)\b|\s*[.,;!]|\s*$)"
    # clipped: "Resigned today!", "Just resigned.", "Quit this morning, out at the end of next month"
    r"|^\W*(?:just\s+|finally\s+|officially\s+)?(?:resigned(?=\s*[.,;!]|\s*$)|(?:resigned|quit)(?=\s+(?:today|yesterday|this\s+(?:morning|week))\b))"
)
#: "My time at Larkspur Media ends at the end of next month", "my days with X are numbered", "my
#: notice at Corran Labs runs out on the 30th".
_MY_TIME_AT = _rx(r"\bmy\s+(?:time|days|run|tenure|stint|career|notice(?:\s+period)?|contract)\s+(?:at|with)\s+")
_TIME_ENDS = _rx(
    r"\s*(?:ends|will\s+end|is\s+ending|'s\s+ending|’s\s+ending|is\s+up|will\s+be\s+over|is\s+over|wraps\s+up|runs\s+out|will\s+run\s+out|"
    r"finishes|comes\s+to\s+an\s+end|will\s+come\s+to\s+an\s+end|are\s+numbered|is\s+coming\s+to\s+an\s+end)\b"
)
_LEAVE = _rx(
    r"\b(?:leave|leaving|left|leaves|exit(?:ing)?|done\s+at|finished\s+at|wrap(?:ping)?\s+up\s+at|"
    r"finish(?:ing)?\s+up\s+at|winding\s+down\s+at|gone\s+from|finish(?:ing|ed)?\s+at|out\s+of|done\s+with|walk(?:ing|ed|s)?\s+away\s+from|"
    r"step(?:ping|ped|s)?\s+away\s+from|"
    # "moving on from X", "parting ways with X": a known employer, or a place
    r"mov(?:e|es|ed|ing)\s+on\s+from|part(?:ing|ed|s)?\s+ways\s+with)\s+"
)
#: A lower-case word right before a date ("quitting grindhouse at the end of next month").
_LOWER_NAME_WHEN = re.compile(
    r"(?!(?i:the|a|an|my|our|this|that|next|last|work|job|home|there|here|it|them)\b)((?-i:[a-z])[\w&'’-]{2,})(?=(?:,\s*(?i:finishing|leaving|out|done|last\s+day))?\s+(?i:at\s+the\s+end|end\s+of|on\s+the\s+\d|next|this|in\s+(?:\w+\s+)?(?:days?|weeks?|months?|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|by|after|effective|as\s+of)\b)"
)
#: "I've told Halden Press I'll be finishing up in June": the employer is told of the end. The
#: name may be a person ("told Sam I'm leaving"), so it only closes an employer already known.
#: Also "broke the news to X today: I'm leaving", "told my boss at X I'm done", "X knows I'm leaving".
_TOLD_ORG = re.compile(
    r"(?:\b(?i:told|informed|notified|warned|let|broke\s+(?:the\s+news|it)\s+to|gave\s+(?:the\s+)?(?:heads[- ]up|news)\s+to)\s+"
    r"(?:(?i:my|the)\s+(?i:boss|manager|supervisor|line\s+manager|team\s+lead|team|hr|employer)\s+(?i:at|in)\s+)?"
    r"(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:[A-Z][\w&.'’-]*|&|of))*)(?:\s+(?i:know))?"
    r"|(?:^|[.!?:;]\s+)\W*(?P<org2>[A-Z][\w&.'’-]*(?:\s+(?:[A-Z][\w&.'’-]*|&|of))*)\s+(?i:knows|know|has\s+been\s+told|have\s+been\s+told|is\s+aware))"
    r"\s*[:,–—-]?\s+(?i:that\s+)?(?i:(?:today|yesterday|this\s+morning)\s*[:,–—-]?\s+)?"
    r"(?i:i(?:'ll|’ll|\s+will|'m|’m|\s+am)?\s+(?:be\s+)?(?:going\s+to\s+)?)"
    r"(?i:leaving|leave|finishing(?:\s+up)?|finish(?:\s+up)?|quitting|quit|resigning|done|moving\s+on|wrapping\s+up|out|going)\b"
)
#: "Told my manager I'm leaving": the job the user has ends (no employer named).
_TOLD_BOSS = _rx(
    r"\b(?:told|informed|let)\s+(?:my|the)\s+(?:boss|manager|supervisor|line\s+manager|team\s+lead|hr)\s+(?:know\s+)?(?:that\s+)?"
    r"i(?:'ll|’ll|\s+will|'m|’m|\s+am)?\s+(?:be\s+)?(?:leaving|quitting|resigning|done|moving\s+on|going)\b"
)
#: A sentence after a notice that says when the job ends ("Last day is the 30th", "I'll be leaving at
#: the end of next month", "I finish in June").
_END_FOLLOW = _rx(r"\b(?:last|final)\s+(?:day|shift|week)\b|\bleav(?:e|ing)\b|\bfinish\w*|\bdone\b|\bout\b|\buntil\b|\btill\b")
#: A job's end said with a pronoun or no object at all, right before its date ("I'm leaving them at
#: the end of next month", "I'll be finishing up on the 30th"); read only next to a word of work.
_BARE_END = _rx(
    r"\b(?:leav(?:e|ing)\s+(?:them|there|that\s+place|this\s+place|the\s+place|this\s+job|the\s+job)|"
    r"finish(?:ing)?\s+up(?:\s+(?:there|with\s+them))?|wrap(?:ping)?\s+up\s+there|"
    r"(?:walk|step)(?:ing)?\s+away(?:\s+from\s+(?:them|there|it))?|mov(?:e|ing)\s+on(?:\s+from\s+(?:them|there))?|"
    r"out\s+of\s+there|done\s+there|"
    # "told my manager i'm out at the end of next month", "told them i'm gone at the end of next month",
    # "pulling out at the end of next month": a bare leaving, said beside work talk
    r"(?:i'm|i’m|i\s+am|i'll\s+be)\s+(?:out|gone|outta\s+here|off)|pulling\s+out|bowing\s+out|stepping\s+down)"
    # a day, not a clock time or a habit ("I finish up at 5", "on Fridays")
    r"(?=\s*(?:at|on|in|by|as\s+of|effective|from|come)?\s*(?:the\s+)?(?:end\b|\d{1,2}(?:st|nd|rd|th)\b|"
    r"(?:next|this)\s+(?:week|month|year|\w+day)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b))"
)
#: Words of a job's beginning: an employer named with one is not the job an unnamed quit ends.
_STARTED = _rx(r"\b(?:start\w*|began|begin\w*|join\w*|new\s+(?:job|role|position)|hired|signed\s+on|first\s+(?:day|week))\b")
#: Words that put a sentence about the user's job.
_WORK_CUE = _rx(
    r"\b(?:work|works|worked|working|job|jobs|employer|boss|manager|supervisor|notice|resign\w*|quit\w*|hired|"
    r"colleagues?|coworkers?|company|firm|contract|payroll|career|layoffs?|laid\s+off|redundan\w*|overtime|told\s+(?-i:[A-Z]))\b"
)
#: "a barista at Wren Lane Café": a job title at a named place.
_ROLE_AT_ORG = _rx(r"\b(?:an?|the)\s+(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:at|for|with)\s+(?-i:[A-Z])")
#: "my supervisor at Gillingham Tool & Die": the user's workplace named by someone they work under or with.
_MY_BOSS_AT = _rx(
    r"\bmy\s+(?:new\s+)?(?:supervisor|manager|line\s+manager|boss|team\s+lead|coworkers?|co-workers?|colleagues?)\s+(?:at|from)\s+(?=(?-i:[A-Z]))"
)
_NEXT_END = _rx(r"\b(?:until|till|last\s+day|final\s+day|end\s+of\s+(?:next|this)\s+month)\b")
_ROLE_VERB = _rx(r"i\s+(?:do|handle|run|manage|teach)\b")
#: A dated "leaving X" ("... at the end of next month", "on Friday", "next week").
_LEAVE_WHEN = _rx(r"\s+(?:at\s+the\s+end\s+of|on|next|this|in|by|after|effective|as\s+of)\b")
_DO_AT = _rx(
    r"\bi\s+(?:do|handle|run|manage|teach|produce|edit|design|build|develop|write|program|code|sell|market|"
    r"coordinate|analy[sz]e|audit|engineer|research|plan|schedule|staff|dispatch|supervise|oversee|forecast)"
    # "I plan supply for X", not "I plan to work for X" (a plan) or "I plan on visiting X"
    r"\s+(?!(?:to|on)\b)(?P<role>(?-i:[A-Z]{2,4})|[\w -]{3,30}?)\s+(?:at|for)\s+(?=[A-Z])"
)
#: A job told by the work done there ("still running the front desk at X, same as since 2019",
#: "I've been planning logistics for X since 2021", "I nurse at X, have done since 2015", "I've
#: run the tills at X since 2020"); read only for a name that is an organisation's, and for a
#: standing job: "still", "been" or a start date, not "running a workshop at X next week".
#: Verbs of buying, playing or keeping are left out: "I buy my bread at X Bakery" is no job.
_DOING_AT = _rx(
    r"(?:\bi\s+(?:still\s+|now\s+|also\s+)?(?:run|manage|handle|plan|schedule|staff|dispatch|coordinate|supervise|oversee|"
    r"cover|answer|look\s+after|cook|nurse|teach|program|code|design|develop|engineer|edit|market|audit|analy[sz]e|forecast|source|do)"
    r"|\bi(?:'ve|’ve|\s+have)\s+(?:also\s+)?(?:run|managed|handled|planned|scheduled|staffed|dispatched|coordinated|supervised|"
    r"overseen|covered|answered|looked\s+after|cooked|nursed|taught|programmed|coded|designed|developed|engineered|edited|"
    r"marketed|audited|analy[sz]ed|forecast|sourced|done)"
    r"|(?:\bi(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+been)\s+|\b(?:still|been)\s+|^\W*)(?:still\s+|now\s+|currently\s+)?"
    r"(?:running|managing|handling|planning|scheduling|staffing|dispatching|coordinating|supervising|overseeing|covering|"
    r"answering|looking\s+after|cooking|doing|sourcing|forecasting|analy[sz]ing|auditing|editing|designing|developing|"
    r"engineering|programming|coding|marketing))"
    # the work done ("the front desk", "supply"), none for a verb that is the job ("I nurse at X")
    r"(?:\s+(?!(?:to|on)\b)(?P<role>(?-i:[A-Z]{2,4})|[\w -]{3,30}?))?\s+(?:at|for)\s+(?=(?-i:[A-Z]))"
)
#: People an organisation serves, after its name: "cooked for Hollin Bakery customers" names none.
_SERVED_AFTER = _rx(r"\s+(?:customers|clients|patients|members|guests|users|students|families|events?|parties)\b")
_JOB_LABEL = _rx(
    # "Work: claims analyst at Prairie Mutual", "Work: claims analyst, Prairie Mutual, six years now"
    r"\b(?:day\s+job|my\s+job|job|work|occupation|position)(?:\s*[:–]\s*|\s+-\s+)"  # not "Work-wise"
    r"(?:(?:i'm|i\s+am)\s+(?:an?\s+)?|an?\s+)?(?P<role>[\w -]{3,40}?)(?:\s+(?:at|for|with)\s+|\s*,\s+)(?=(?-i:[A-Z]))"
)
#: "I'm handing Prairie Mutual my notice", "I've given Corrib my notice": the employer gets the notice.
_GIVE_ORG_NOTICE = re.compile(
    r"\b(?i:hand(?:ed|ing|s)?|giv(?:e|en|es|ing)|gave|sen[dt]|email(?:ed)?|tender(?:ed)?)\s+(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s+(?i:my|our)\s+(?i:notice|resignation)\b"
    # "Handed my notice in at Kestrel today", "gave my notice at Kestrel"
    r"|\b(?i:hand(?:ed|ing|s)?|giv(?:e|en|es|ing)|gave|put|putting|turned|sen[dt]|tender(?:ed)?)\s+(?i:in\s+)?(?i:my|our)\s+(?i:notice|resignation|two\s+weeks(?:'|’)?(?:\s+notice)?)\s+(?i:in\s+)?(?i:at|to)\s+(?P<org2>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)"
)
#: "Corrib Credit Union have had me on the front desk since 2019".
_HAD_ME = re.compile(
    r"(?P<org>[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|of))*)\s+(?i:has|have|'ve|’ve)\s+(?i:had|kept)\s+(?i:me)\s+"
    r"(?i:working|as\s+(?:an?|their|the)\b|(?:on|at|in)\s+(?:the\s+)?(?:front\s+desk|reception|staff|team|payroll|books|tills?|rota|night\s+shifts?|\w+\s+desk|\w+\s+team)\b)"
)
_WITH_ORG = _rx(
    r"\b(?:i'm|i’m|i\s+am)\s+(?:now\s+|officially\s+)?(?:at|with)\s+"
    # "Two weeks in at Cascadia Labs now": time served at a workplace
    r"|\b(?:a|one|two|three|four|five|six|a\s+few|\d+)\s+(?:days?|weeks?|months?)\s+in\s+(?:at|with)\s+"
)
#: Words that make "I'm at X" a workplace when X does not read as an organisation by its name
#: ("new job started on the 1st. I'm at Ashcombe now").
_JOB_CUE = _rx(
    r"\b(?:jobs?|employer|hired|onboarding|colleagues?|coworkers?|my\s+boss|started\s+work|new\s+role)\b"
)
_USED_TO = _rx(
    r"\b(?:used\s+to\s+work|previously\s+worked|formerly\s+worked|once\s+worked)\s+(?:at|for)\s+"
)
_WORK_AS = _rx(
    r"\b(?:work|works|working|worked|employed|hired|started|start|starting|joined|join)\s+as\s+(?:an?\s+|the\s+)?"
)
_PROMOTED = _rx(r"\b(?:promoted|got\s+promoted)\s+to\s+(?:an?\s+|the\s+)?")
_AS_ROLE = _rx(r"\bas\s+(?:an?\s+|the\s+|our\s+|their\s+)")
_BE_ROLE = _rx(
    r"(?:\b(?:i'm|i’m|i\s+am|i've\s+been|i\s+was|is|'s|’s|was|has\s+been|are|'re)|^\W*been)\s+(?:now\s+|still\s+|currently\s+|also\s+)?"
    r"(?:an?|the)\s+"
)
_ROLE_ORG = _rx(r"\s*,?\s*(?:at|for|with|by)\s+")
#: After "I'm a X": "by" names an author or maker ("a quote by J.K. Rowling"), never an employer.
_BE_ROLE_ORG = _rx(
    # "a nurse on the cardiac ward at St Brendan's", "a teacher in the maths department at Hillcrest"
    r"(?:\s+(?:on|in)\s+(?:the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?\s+(?:ward|department|team|unit|floor|desk|office|side|division|wing|section|shifts?|rota|crew|line|staff))?"
    r"\s*,?\s*(?:at|for|with)\s+"
)
#: "There's a quote ...", "It's a reminder ...": an expletive or a thing, no person, before "'s a".
_EXPLETIVE_BEFORE = _rx(r"\b(?:there|here|that|it|this|what)\s*$")
#: Unpaid, said right after the organisation ("X, unpaid", "X (volunteer)").
_UNPAID_AFTER = _rx(r"\s*[,(–—-]?\s*(?:unpaid|voluntary|volunteer\w*|pro\s+bono|for\s+free|as\s+a\s+volunteer)\b")
#: An offer taken or a contract signed with an organisation: the job starts on the day said by
#: a start later in the sentence ("I accepted the offer from X back in May and started on the 1st").
_OFFER_FROM = _rx(
    r"\b(?:accepted|took|signed)\s+(?:(?:the|an|their|a|its)\s+(?:job\s+)?offer\s+(?:from|with|at)|with|(?:a|my|the|our)\s+(?:new\s+)?contract\s+with|on\s+with)\s+"
    # "Got an offer from Pinecone Labs, starting on the 1st": an offer with its start (read by the start only)
    r"|\b(?:got|received|landed)\s+(?:an?|the)\s+(?:job\s+)?offer\s+(?:from|with|at)\s+"
    r"|\b(?:accepted|took)\s+(?=(?-i:[A-Z])[\w&.'’-]*(?:\s+(?-i:[A-Z])[\w&.'’-]*)*(?:'s|’s)\s+offer\b)"
)
_LATER_START = _rx(
    r"\b(?:started|began|joined|kicked\s+off|start|starts|starting)(?:\s+(?:there|with\s+them|work|working|the\s+job|my\s+(?:new\s+)?(?:job|role|position)))?"
    r"(?=\s+(?:on|in|last|this|yesterday|today|as\s+of|from|\w+\s+days\s+ago)\b|\s*[.,;!)]|\s*$)"
    r"|\bfirst\s+(?:day|shift|week)\b"
)


#: A weekday a name runs into ("Flow Studio on Mondays").
_WEEKDAY_TAIL = re.compile(r"\s+(?:on|every)\s+(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b.*$")
#: An employer named by its kind, in lower case ("the county library", "a startup called Pebble").
_COMMON_ORG = re.compile(
    r"(?:the|a|an)\s+(?:(?:new|local|small|big|county|city|state|regional|public|private|family|tech|law|"
    r"design|marketing|software|dental|vet|veterinary|community|primary|secondary|high|elementary|medical)\s+){0,2}"
    r"(?P<head>library|council|hospital|school|university|college|bank|bakery|firm|agency|clinic|museum|"
    r"startup|start-up|studio|restaurant|cafe|café|warehouse|factory|lab|nursery|pharmacy|charity|newspaper|practice)"
    r"(?:\s*,?\s+(?:called|named)\s+(?P<name>(?-i:[A-Z])[\w&'’.-]*(?:\s+(?-i:[A-Z])[\w&'’.-]*){0,3})"
    r"|\s*,\s+(?P<appos>(?-i:[A-Z])[\w&'’.-]*(?:\s+(?:&\s+)?(?-i:[A-Z])[\w&'’.-]*){0,3})\s*,)?",
    re.I,
)


def _org(ctx: SentenceContext, pos: int) -> tuple[str, tuple[int, int]] | None:
    got = clean(ctx, proper_np(ctx.text, pos))
    if got is None:
        # only for a job begun or done at it, never a volunteer's place ("tutor at the library")
        before = ctx.text[:pos]
        job_said = _STARTED.search(before) or re.search(r"(?i)\bwork(?:s|ed|ing)?\s+(?:for|at)\s*$", before)
        m = _COMMON_ORG.match(ctx.text, pos) if job_said and not VOLUNTEER_CUE.search(ctx.text) else None
        if m is None:
            return None
        # "a startup called Pebble" is Pebble; "the county library" is itself the name
        g = "name" if m.group("name") else "appos" if m.group("appos") else None
        return (m.group(g), m.span(g)) if g else (ctx.text[pos : m.end()], (pos, m.end()))
    if re.fullmatch(r"\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]\.?m\.?)?", got[0], re.I):
        return None  # "my shift starts at 7": a clock time, no organisation
    if got[0].lower() in NOT_NAME:
        return None
    day = _WEEKDAY_TAIL.search(got[0])
    if day and day.start() > 0:  # "at the Crown & Anchor on Thursdays": the name ends before the day
        return got[0][: day.start()], (got[1][0], got[1][0] + day.start())
    return got


def _role(ctx: SentenceContext, pos: int) -> tuple[str, tuple[int, int]] | None:
    return clean(ctx, generic_np(ctx.text, pos, max_words=5))


def is_occupation(role: str) -> bool:
    """Whether ``role`` reads as a job ("UX designer", "nurse"), not "vegetarian" or "coffee person"."""
    words = role.lower().split()
    return (
        bool(words)
        and words[-1] not in NOT_OCCUPATION_EN
        and bool(OCCUPATION_HEAD_EN.search(words[-1]))
        # "I'm a runner", "a keen gamer": a pastime, unless a job word says otherwise ("a pastry baker")
        and not (words[-1] in HOBBYIST_EN and len(words) <= 2 and (len(words) == 1 or not OCCUPATION_HEAD_EN.search(words[0])))
    )


def _add_org(ctx: SentenceContext, m: re.Match[str], out: list[Draft], *, action: str = "assert",
             planned: bool = False) -> None:
    """Append the employer named right after ``m`` (and the job title after "as", for an
    assertion): started, worked at, or left (``action="end"``)."""
    t = ctx.text
    got = _org(ctx, m.end())
    if got is None:
        return
    # "my first week at X": the possessive names the user
    subject = SELF if m.group().lower().startswith("my ") else subject_before(ctx, m.start())
    if subject is None:
        return
    obj, span = got
    verb = "leave" if action == "end" else "work at"
    out.append(
        Draft(subject, "works_at", obj, m.start(), obj_span=span,
              action="end" if action == "end" else "assert",
              negation_ok=action == "end", plan_text=f"{verb} {obj}", planned_hint=planned)
    )  # fmt: skip
    tail = _AS_ROLE.search(t, span[1], min(len(t), span[1] + 40))
    if action == "assert" and tail and t[span[1] : tail.start()].strip(" ,").split().__len__() <= 6:
        role = _role(ctx, tail.end())
        if role:
            out.append(Draft(subject, "job_title", role[0], m.start(), obj_span=role[1]))


#: "but I'm leaving at the end of next month" after the job is named: leaving with no object, dated.
_BARE_LEAVING = _rx(
    r"\b(?:i'm|i’m|i\s+am|i'll\s+be|i’ll\s+be|i\s+will\s+be)\s+(?:also\s+)?(?:leaving|finishing(?:\s+up)?)"
    # only a month's end: "leaving on the 22nd" is as often a trip as a job
    r"(?=\s+(?:at|by)\s+the\s+end\s+of\s+(?:next|this|the)\s+month\b)"
)


#: A leaving that is a trip or leave, not a quit ("... for a month in Crete", "on maternity leave").
_AWAY = _rx(r"\b(?:for\s+(?:a|an|two|three|six|some|the)\s+(?:\w+\s+)?(?:week|weeks|month|months|fortnight|trip|holiday|vacation|break|summer)|"
            r"on\s+(?:\w+\s+)?(?:holiday|vacation|leave|a\s+trip|sabbatical)|to\s+(?:visit|see)|(?:holiday|vacation|trip|flight|sabbatical|leave)\b)")


def _job_and_its_end(ctx: SentenceContext, out: list[Draft]) -> list[Draft]:
    """A job named and quit in one sentence ("I'm an accountant at Larch & Pine, but I'm leaving
    at the end of next month"; "I work at Dunmore and I'll quit at the end of next month"): the
    job holds now, so its assert (and the job title) reads no date, and the unnamed end is the end
    of that job, not of another one known from earlier messages. The job keeps a past start
    ("have been since 2017")."""
    if not ctx.times:
        return out
    jobs = [d for d in out if d.predicate == "works_at" and d.action == "assert" and d.subject == SELF]
    if len({d.object for d in jobs}) != 1:
        return out
    ends = [d for d in out if d.predicate == "works_at" and d.action == "end"]
    if not ends:
        bare = _BARE_LEAVING.search(ctx.text)
        if bare is None or subject_before(ctx, bare.start()) != SELF or _AWAY.search(ctx.text, bare.end()):
            return out
        ends = [Draft(SELF, "works_at", CURRENT_EMPLOYER, bare.start(), action="end", negation_ok=True,
                      plan_text="quit my job", metadata={UNNAMED_END: "1"})]  # fmt: skip
        out = [*out, *ends]
    if len(ends) != 1 or ends[0].object != CURRENT_EMPLOYER:
        return out
    end, job = ends[0], jobs[0]
    if job.anchor > end.anchor or _STARTED.search(ctx.text, 0, end.anchor):
        return out  # a job started or named after the quit is the next one
    named = replace(end, object=job.object, obj_span=job.obj_span, plan_text=f"leave {job.object}", metadata={})
    return [
        named if d is end
        else replace(d, holds_now=True)
        if d.subject == SELF and d.predicate in ("works_at", "job_title") and d.action == "assert" and d.anchor < end.anchor
        else d
        for d in out
    ]


def work(ctx: SentenceContext) -> list[Draft]:
    """Employer and job title: current, joined, starting, former, quitting."""
    out = _job_and_its_end(ctx, _work(ctx))
    last = _LAST_DAY_IS.search(ctx.text)
    ends = [d for d in out if d.predicate == "works_at" and d.action == "end"]
    day = next((x for x in ctx.times if 0 <= x.span[0] - last.end() <= 8), None) if last else None
    if last is None or day is None or not ends or any(pick_time(d, ctx) is day for d in ends):
        return out
    # "I'm done - giving notice tomorrow, last day end of next month": the job ends on its last day
    # (an unnamed end is read there; a named one keeps its own date, the later one wins)
    if any(d.object == CURRENT_EMPLOYER for d in ends):
        return [replace(d, anchor=last.end()) if d in ends and d.object == CURRENT_EMPLOYER else d for d in out]
    return [*out, Draft(SELF, "works_at", CURRENT_EMPLOYER, last.end(), action="end", negation_ok=True,
                        plan_text="quit my job", metadata={UNNAMED_END: "1"})]  # fmt: skip


def _work(ctx: SentenceContext) -> list[Draft]:
    """The employer drafts of :func:`work` before the last day is read."""
    t = ctx.text
    out: list[Draft] = []

    for m in _QUIT.finditer(t):
        _add_org(ctx, m, out, action="end")
        low = _LOWER_NAME_WHEN.match(t, m.end())
        if low and not low.group(1).lower().endswith("ing") and low.group(1).lower() not in ACTIVITIES_EN and _org(ctx, m.end()) is None and ctx.times and subject_before(ctx, m.start()) == SELF:
            # "quitting grindhouse at the end of next month": a name typed in lower case closes only
            # an employer already known by it ("quitting smoking next month" closes nothing)
            out.append(Draft(SELF, "works_at", low.group(1), m.start(), obj_span=low.span(1), action="end",
                             negation_ok=True, plan_text=f"leave {low.group(1)}", metadata={"close_only": "yes"}))  # fmt: skip
    for m in [*_QUIT_MY_JOB.finditer(t), *_QUITTING.finditer(t), *_QUITTING_CLIPPED.finditer(t)]:
        clipped = m.re is _QUITTING_CLIPPED and (m.group()[:1] in ",-–—" or m.group()[:2] in (" -", " –", " —"))
        # "I'm done with this job, quitting at ...": the clipped verb's subject opens the sentence
        if (re.match(r"(?i)\W*i(?:'m|’m|'ve|’ve|'ll|’ll|\s)", t) is not None) if clipped else subject_before(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "works_at", CURRENT_EMPLOYER, m.start(), action="end", negation_ok=True,
                             plan_text="quit my job", metadata={UNNAMED_END: "1"}))  # fmt: skip
    for m in _LEAVE.finditer(t):
        got = _org(ctx, m.end())
        if got and got[0][0].isdigit():
            continue  # "I finish up at 5": a clock time
        low = _LOWER_NAME_WHEN.match(t, m.end()) if got is None and m.group().lower().startswith(("leav", "left")) else None
        if low and low.group(1).lower() not in STOP_WORDS | {"work", "home", "town", "school", "here", "there", "early", "soon"} and ctx.times and subject_before(ctx, m.start()) == SELF:
            # "im leaving sunmesa at the end of next month": a name typed in lower case closes only
            # an employer already known by it ("leaving work at the end of next month" names none)
            out.append(Draft(SELF, "works_at", low.group(1), m.start(), obj_span=low.span(1), action="end",
                             negation_ok=True, plan_text=f"leave {low.group(1)}", metadata={"close_only": "yes"}))  # fmt: skip
        if got and looks_like_org(got[0]):
            _add_org(ctx, m, out, action="end")
        elif (
            got
            and (
                _LEAVE_WHEN.match(t, got[1][1])
                or any(x.relation != "since" for x in ctx.times)
                # "I'm walking away from X. They've got me until the end of next month.": the
                # idiom of quitting, or a leaving the next sentence dates
                or re.match(r"(?i)walk|step|mov|part", m.group())
                or (m.group().lower().startswith("leaving") and ctx.next is not None
                    and _NEXT_END.search(ctx.next.text))
            )
            and subject_before(ctx, m.start()) == SELF
        ):
            # "I'm leaving Fenwick Bray at the end of next month": a dated leaving of a name that
            # may be an employer or a city; it may only close an employer already known by that name.
            out.append(Draft(SELF, "works_at", got[0], m.start(), obj_span=got[1], action="end",
                             negation_ok=True, plan_text=f"leave {got[0]}",
                             metadata={"close_only": "yes"}))  # fmt: skip
    for m in _USED_TO.finditer(t):
        _add_org(ctx, m, out, action="end")
    for m in _MY_TIME_AT.finditer(t):
        got = _org(ctx, m.end())
        if got and ctx.times and _TIME_ENDS.match(t, got[1][1]):
            # "my time with Sam ends ...": a name that may be a person's closes only a known employer
            meta = {} if looks_like_org(got[0]) else {"close_only": "yes"}
            out.append(Draft(SELF, "works_at", got[0], m.start(), obj_span=got[1], action="end",
                             negation_ok=True, plan_text=f"leave {got[0]}", metadata=meta))  # fmt: skip
    for m in [*_HAS_MY_NOTICE.finditer(t), *_AND_I_PART.finditer(t), *_GIVE_ORG_NOTICE.finditer(t), *_LOSING_ME.finditer(t)]:
        key = "org2" if m.groupdict().get("org2") else "org"
        org = m.group(key)
        if org.split()[0].lower() not in NOT_NAME:
            out.append(Draft(SELF, "works_at", org, m.start(), obj_span=m.span(key), action="end",
                             negation_ok=True, plan_text=f"leave {org}"))  # fmt: skip
    for m in _CONTRACT_ENDS.finditer(t):
        if ctx.times:  # "my contract ends" needs a date: undated it is small talk about terms
            out.append(Draft(SELF, "works_at", CURRENT_EMPLOYER, m.start(), action="end",
                             negation_ok=True, plan_text="quit my job", metadata={UNNAMED_END: "1"}))  # fmt: skip
    # dated only: an undated "told Sam I'm leaving" would become a plan to leave Sam; the date
    # may come next ("Told Halden I'm leaving. Last day is the end of next month.")
    dated = bool(ctx.times) or (ctx.next is not None and bool(_END_FOLLOW.search(ctx.next.text))
                                and has_time_hint(ctx.next.text, "en"))  # fmt: skip
    for m in _TOLD_ORG.finditer(t):
        g = "org" if m.group("org") else "org2"
        org = m.group(g)
        if org.split()[0].lower() not in NOT_NAME and dated and subject_before(ctx, m.start(g) if g == "org2" else m.start()) == SELF:
            out.append(Draft(SELF, "works_at", org, m.start(), obj_span=m.span(g), action="end",
                             negation_ok=True, plan_text=f"leave {org}", metadata={"close_only": "yes"}))  # fmt: skip
    for m in _TOLD_BOSS.finditer(t):
        if dated and not any(d.action == "end" for d in out) and subject_before(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "works_at", CURRENT_EMPLOYER, m.start(), action="end", negation_ok=True,
                             plan_text="quit my job", metadata={UNNAMED_END: "1"}))  # fmt: skip
    tenure = _TENURE_AT.search(t)
    if tenure and not any(d.action == "end" for d in out):
        # "Seven years at Brouwerij De Klok and I'm finally leaving, end of next month."
        got = _org(ctx, tenure.end())
        leave = _TENURE_LEAVE.search(t, got[1][1]) if got else None
        ahead = [x for x in ctx.times if x.start.date() > ctx.reference_time.date()]
        if got and leave and ahead and not (_PROVIDER.search(got[0]) and not _WORKPLACE_CUE.search(ctx.window)):
            out.append(Draft(SELF, "works_at", got[0], tenure.start(), obj_span=got[1], plan_text=f"work at {got[0]}"))
            out.append(Draft(SELF, "works_at", got[0], leave.start(), obj_span=got[1], action="end",
                             negation_ok=True, plan_text=f"leave {got[0]}"))  # fmt: skip
    if not any(d.action == "end" for d in out) and ctx.times:
        for m in _BARE_END.finditer(t):
            prev = ctx.prev.text if ctx.prev is not None else ""
            cue = _WORK_CUE.search(t, 0, m.start()) or _WORK_CUE.search(prev) or any(
                d.predicate == "works_at" and d.action == "assert" and d.anchor < m.start() for d in _work_asserts(ctx, [])
            ) or any(
                # "been a barista at X since 2020, pulling out at the end of next month"
                is_occupation(r.group("role")) for r in _ROLE_AT_ORG.finditer(t, 0, m.start())
            )
            who = subject_before(ctx, m.start())
            if who not in (SELF, None) and re.search(rf"(?i)\b(?:at|for|with)\s+{re.escape(who)}\b", t[: m.start()]):
                who = SELF  # "a barista at Wren Lane Café since 2020, pulling out ...": the workplace is no subject
            if cue and who == SELF:
                out.append(Draft(SELF, "works_at", CURRENT_EMPLOYER, m.start(), action="end", negation_ok=True,
                                 plan_text="quit my job", metadata={UNNAMED_END: "1"}))  # fmt: skip
    ends = [d for d in out if d.action == "end"]
    if ends and any(d.object != CURRENT_EMPLOYER for d in ends):
        # "I left Acme in June and started at Brightline on the 1st": a job started in a clause
        # after the end is the next one.
        last_end = max(d.anchor for d in ends)
        gone = {d.object for d in ends}
        later = [
            d for d in _work_asserts(ctx, [])
            if d.predicate == "works_at" and d.action == "assert" and d.anchor > last_end and d.object not in gone
            and _STARTED.search(ctx.text, last_end + 1, max(d.anchor, d.obj_span[0] if d.obj_span else 0))
        ]  # fmt: skip
        # "I quit Acme to join Brightline": the one who quit joins, not the employer just named
        # and its date is the one said after it, not the end's ("... at the end of June and
        # started at Brightline on the 1st")
        later = [replace(d, subject=ends[-1].subject if d.subject in gone else d.subject,
                         anchor=d.obj_span[1] if d.obj_span else d.anchor) for d in later]  # fmt: skip
        # "I've accepted a job at Tessaly Bio and handed in my notice at Corran Labs": a job taken
        # before the end is said is the next one too; it begins where the old one ends
        first_end = min(d.anchor for d in ends)
        taken = [
            replace(d, anchor=ends[0].anchor)
            for d in _work_asserts(ctx, [])
            if d.predicate == "works_at" and d.action == "assert" and d.subject == SELF and d.anchor < first_end
            and d.object not in gone and _NEW_JOB.match(t, d.anchor)
        ]  # fmt: skip
        return out + later + taken
    # "So I'm at X, have been since 2017, but I'm going to quit at the end of next month": the
    # employer named before an unnamed quit is read too (the quit then ends it); one named after
    # it ("I quit my job and I'm with Y now") is the next employer, left to its own sentence.
    first_end = min((d.anchor for d in ends), default=len(t) + 1)
    if ends and _STARTED.search(t, 0, first_end):
        return out  # "I started at Y and handed in my notice": Y is new, the notice is for the old job
    out = [d for d in _work_asserts(ctx, out) if d.action == "end" or d.anchor < first_end]
    return sorted(out, key=lambda d: d.anchor) if ends else out


def _work_asserts(ctx: SentenceContext, out: list[Draft]) -> list[Draft]:
    """The employer and job title ``ctx``'s sentence states or starts, appended to ``out``."""
    t = ctx.text

    for pattern in (
        _WORK_AT,
        _COMMUTE_TO,
        _MY_BOSS_AT,
        _START_AT,
        _NEW_JOB,
        _FIRST_DAY,
        _EMPLOYEE_OF,
        _STILL_AT,
        _MY_EMPLOYER,
        _BEEN_AT,
        _START_IN_TEAM,
    ):
        for m in pattern.finditer(t):
            if pattern is _NEW_JOB and re.match(r"(?i)(?:got|have|new)\b[\w\s]*\boffer\b", m.group()):
                continue  # "Already have an offer from X": a job offered, not taken (nor the one quit)
            if pattern is _STILL_AT and m.groupdict().get("clipped") and not (
                _WORKPLACE_CUE.search(ctx.around) or _QUIT_TALK.search(ctx.around)
                or re.search(r"(?i)\bsince\s+(?:19|20)\d{2}\b", ctx.around)
            ):
                continue  # "still at Heathrow, flight delayed": a clipped "still at X" is a job only beside work talk
            if pattern is _COMMUTE_TO and not ((got := _org(ctx, m.end())) and looks_like_org(got[0])):
                continue
            if pattern is _START_AT and re.match(r"(?i)(?:moved|switched|jumped|went)\b", m.group()):
                got = _org(ctx, m.end())
                if got is None or not looks_like_org(got[0]):
                    continue  # "I moved over to Leeds on the 1st": a home; only a company is a job
            _add_org(
                ctx,
                m,
                out,
                planned=pattern is _START_AT
                and m.group().lower().startswith(("starting", "start ")),
            )
    judged = _ORG_JUDGED_STARTED.match(t)
    if judged and looks_like_org(judged.group("org")) and not any(d.predicate == "works_at" for d in out):
        got = _org(ctx, judged.start("org"))
        if got:
            out.append(Draft(SELF, "works_at", got[0], judged.start("cue"), obj_span=got[1]))
    pair = _ORG_ROLE_FRAGMENT.match(t)
    if (
        pair
        and is_occupation(pair.group("role"))
        and (len(pair.group("org").split()) >= 2 or looks_like_org(pair.group("org")))
        and pair.group("org").split()[0].lower() not in NOT_NAME | STOP_WORDS | FAMILY_EN | PARTNER_EN | KNOWS_EN
        and not any(d.predicate == "works_at" for d in out)
    ):
        # "new job. started on the 1st. Tallowmere Games, QA lead, 4 day week": employer and title
        got = _org(ctx, pair.start("org"))
        if got:
            out.append(Draft(SELF, "works_at", got[0], pair.start(), obj_span=got[1], plan_text=f"work at {got[0]}"))
            out.append(Draft(SELF, "job_title", pair.group("role"), pair.start(), obj_span=pair.span("role")))
    frag = _ORG_STARTED.match(t)
    if frag and ctx.prev is not None and _NEW_JOB_CUE.search(ctx.prev.text):
        # "New job! Brightline Analytics, started on the 1st."
        got = _org(ctx, frag.start("org"))
        if got:
            out.append(Draft(SELF, "works_at", got[0], frag.start("cue"), obj_span=got[1]))
    for pattern in (_DO_AT, _JOB_LABEL):
        for m in pattern.finditer(t):
            role_span = m.span("role")
            got = _org(ctx, m.end())
            if got is None or (pattern is _DO_AT and (m.group("role").strip().lower() in ACTIVITIES_EN
                                                       or SIDE_JOB_CUE.search(t))):  # fmt: skip
                continue  # "I do yoga at Flow Studio": a class; "I design logos for X on the side": a side job
            out.append(
                Draft(
                    SELF,
                    "works_at",
                    got[0],
                    m.start(),
                    obj_span=got[1],
                    plan_text=f"work at {got[0]}",
                )
            )
            if pattern is _DO_AT and not _ROLE_VERB.match(t, m.start()):
                continue  # "I produce podcasts for X": what the user makes, not a job title
            out.append(
                Draft(SELF, "job_title", m.group("role").strip(), m.start(), obj_span=role_span)
            )
    for m in _DOING_AT.finditer(t):
        got = _org(ctx, m.end())
        standing = re.search(r"(?i)\b(?:still|been)\b", m.group()) or any(x.relation == "since" for x in ctx.times)
        role = (m.group("role") or "").strip().lower()
        if (
            got is None
            or not looks_like_org(got[0])
            or role in ACTIVITIES_EN  # "I've done pilates at Corewell Studio since 2020": a class
            or _SERVED_AFTER.match(t, got[1][1])
            or re.match(r"['’]", t[got[1][1] :])  # "coding for X's open-source project": X's thing
            or SIDE_JOB_CUE.search(t)  # "I design logos for X on the side": a side job
            or not standing
            or VOLUNTEER_CUE.search(t)
            or subject_before(ctx, m.start()) != SELF
        ):
            continue
        out.append(Draft(SELF, "works_at", got[0], m.start(), obj_span=got[1], plan_text=f"work at {got[0]}"))
    if ctx.prev is not None and _JOB_QUESTION.fullmatch(ctx.prev.text):
        answer = _ROLE_AT_START.match(t)
        if answer:
            m = answer
            got = _org(ctx, m.end())
            if got:
                out.append(
                    Draft(
                        SELF,
                        "works_at",
                        got[0],
                        m.start("role"),
                        obj_span=got[1],
                        plan_text=f"work at {got[0]}",
                    )
                )
                out.append(
                    Draft(
                        SELF,
                        "job_title",
                        m.group("role").strip(),
                        m.start("role"),
                        obj_span=m.span("role"),
                    )
                )
    def add_named_org(pattern: re.Pattern[str]) -> None:
        """The user's employer, named by ``pattern``'s ``org`` group."""
        for m in pattern.finditer(t):
            org, span = m.group("org"), m.span("org")
            the = re.match(r"(?:The|THE)\s+(?=\S)", org)
            if the and org[the.end() :].split()[0].lower() not in NOT_NAME:
                # "The Lumen Group hired me": the article is no part of the name
                org, span = org[the.end() :], (span[0] + the.end(), span[1])
            if org.split()[0].lower() not in NOT_NAME:
                out.append(Draft(SELF, "works_at", org, m.start(), obj_span=span,
                                 plan_text=f"work at {org}"))  # fmt: skip

    add_named_org(_WHERE_I_WORK)
    for m in _PAYS_THE_BILLS.finditer(t):
        g = next(x for x in ("org", "frag", "frag2", "frag3") if m.group(x))
        org = m.group(g)
        if g == "frag" and org.lower() in _DISCOURSE_OPENERS:
            continue  # "Right, new job.": a discourse word, no employer
        if org.split()[0].lower() not in NOT_NAME and not re.search(r"(?i)\b(?:my|our|his|her)\b", t[: m.start()]):
            out.append(Draft(SELF, "works_at", org, m.start(), obj_span=m.span(g), plan_text=f"work at {org}"))
    add_named_org(_HIRED_ME)
    n = len(out)
    add_named_org(_ORG_STARTED_ME)
    out[n:] = [d for d in out[n:] if looks_like_org(d.object) or _WORKPLACE_CUE.search(ctx.window)]
    add_named_org(_HAD_ME)
    add_named_org(_ORG_EMPLOYEE)
    for m in _TENURE_AT.finditer(t):
        got = _org(ctx, m.end())
        if got is None or _NOT_STAFF_AFTER.match(t, got[1][1]):
            continue
        plain = not _PROVIDER.search(got[0]) and not _STAY_PLACE.search(got[0])  # no customer's or guest's
        if ((plain and (looks_like_org(got[0]) or _END_TALK.search(t, got[1][1]))) or _WORKPLACE_CUE.search(ctx.window)) and not (
            VOLUNTEER_CUE.search(ctx.window) or PLAN_WORDS_EN.search(t) or plan_service(t)
        ):
            out.append(Draft(SELF, "works_at", got[0], m.start(), obj_span=got[1], plan_text=f"work at {got[0]}"))
    for m in _ORG_FIRST_DAYS.finditer(t):
        org = m.group("org")
        # "Dry January week one done", "Whole Thirty week one": a challenge, unless work is said
        if (
            org.split()[0].lower() not in NOT_NAME
            and not any(is_activity_en(w) for w in org.split())
            and ((looks_like_org(org) and _STARTED.search(ctx.window)) or _WORKPLACE_CUE.search(ctx.window)
                 # "Nimbus Foundry week one done! (started on the 1st)": a two-word name, a dated start
                 or (len(org.split()) >= 2 and not _NOT_FIRM_WORD.search(org)
                     and (ctx.times or (ctx.next is not None and has_time_hint(ctx.next.text, "en")))
                     and re.search(r"(?i)\b(?:started|began|joined)(?=\s+(?:on|in|last|this|yesterday|today|there|\w+\s+days\s+ago)\b|\s*[).,!]|\s*$)", ctx.window)))
            and not (VOLUNTEER_CUE.search(ctx.window) or PLAN_WORDS_EN.search(t) or plan_service(t))
        ):
            out.append(Draft(SELF, "works_at", org, m.start("org"), obj_span=m.span("org"), plan_text=f"work at {org}"))
    for m in _OFFICIALLY.finditer(t):
        got = _org(ctx, m.end())
        if got is None or not looks_like_org(got[0]) or _NOT_STAFF_AFTER.match(t, got[1][1]):
            continue
        lead = m.group().lower()
        if lead.rstrip().endswith(("on", "the")) and not re.match(
            r"(?i)\s+(?:team|staff|crew|payroll|books|roster)\b", t[got[1][1] :]
        ):
            continue  # "officially on the Harbor Bank mailing list"
        since = any(x.relation == "since" for x in ctx.times)
        if _WORKPLACE_CUE.search(ctx.window) or (since and ("part" in lead or not _PROVIDER.search(got[0]))):
            out.append(Draft(SELF, "works_at", got[0], m.start(), obj_span=got[1], plan_text=f"work at {got[0]}"))
    for m in _ORG_PERSON.finditer(t):
        org = m.group("org")
        official = bool(re.search(r"(?i)officially|now", (m.group("lead") or "") + (m.group("lead2") or "")))
        if (
            org.split()[0].lower() not in NOT_NAME
            and looks_like_org(org)
            and (_WORKPLACE_CUE.search(ctx.window) or (official and any(x.relation == "since" for x in ctx.times)))
        ):
            out.append(Draft(SELF, "works_at", org, m.start(), obj_span=m.span("org"), plan_text=f"work at {org}"))
    for pattern in (_WORK_IS_AT, _ON_TEAM_AT, _MY_COMPANY_IS):
        for m in pattern.finditer(t):
            _add_org(ctx, m, out)
    if _MY_WORK_SAID.search(ctx.window):
        for m in _MY_WORKPLACE_KIND.finditer(t):
            _add_org(ctx, m, out)
    if not any(d.predicate == "works_at" for d in out):
        for m in _AS_ROLE_AT.finditer(t):
            got = _org(ctx, m.end())
            if (
                got is None
                or not is_occupation(m.group("role"))
                or clause_subject(ctx, m.start()) != SELF
                # "I volunteer as an usher at the Orpheum": an unpaid role, no employer
                or VOLUNTEER_CUE.search(t, 0, m.start())
            ):
                continue
            out.append(
                Draft(
                    SELF,
                    "works_at",
                    got[0],
                    m.start(),
                    obj_span=got[1],
                    plan_text=f"work at {got[0]}",
                )
            )
            out.append(
                Draft(
                    SELF, "job_title", m.group("role").strip(), m.start(), obj_span=m.span("role")
                )
            )
    intro = _NAME_ROLE_AT.match(t)
    if intro and not any(d.predicate == "works_at" for d in out) and is_occupation(intro.group("role")):
        got = _org(ctx, intro.end())
        if got and not VOLUNTEER_CUE.search(t) and not _NOT_A_ROLE.search(intro.group("role")):
            role = intro.group("role").strip()
            out.append(Draft(SELF, "works_at", got[0], intro.start("role"), obj_span=got[1], plan_text=f"work at {got[0]}"))
            out.append(Draft(SELF, "job_title", role, intro.start("role"), obj_span=intro.span("role")))
    if not any(d.predicate == "works_at" for d in out):
        for m in _CLIPPED_ROLE_AT.finditer(t):
            role = m.group("role")
            got = _org(ctx, m.end())
            if (
                got is None
                or not is_occupation(role)
                or _NOT_A_ROLE.search(role)
                or role.split()[0].lower() in ("i", "i'm", "i’m", "my", "we", "he", "she", "they", "his", "her", "our")
                or not (m.group("lead") or any(x.relation == "since" for x in ctx.times) or _WORKPLACE_CUE.search(t))
                or VOLUNTEER_CUE.search(t)
                or _NOT_STAFF_AFTER.match(t, got[1][1])
                or _OTHER_ONE.search(t)  # "Personal trainer at Pulse Gym since 2020, she's great": hers
            ):
                continue
            out.append(Draft(SELF, "works_at", got[0], m.start("role"), obj_span=got[1], plan_text=f"work at {got[0]}"))
            out.append(Draft(SELF, "job_title", role.strip(), m.start("role"), obj_span=m.span("role")))
            break
    add_named_org(_IS_MY_EMPLOYER)
    # "I'm at Redwood, have been since 2017, but I'm going to quit": a quit and a "since" make it
    # a job ("I'm with Sarah, and I handed in my notice" does not)
    quit_talk = any(d.predicate == "works_at" and d.action == "end" for d in out) and any(
        x.relation == "since" for x in ctx.times
    )
    job_talk = quit_talk or _JOB_CUE.search(t) or any(
        s is not None and _JOB_CUE.search(s.text) for s in (ctx.prev, ctx.next)
    )
    for m in _WITH_ORG.finditer(t):
        got = _org(ctx, m.end())
        if got and (looks_like_org(got[0]) or job_talk):
            _add_org(ctx, m, out)
    for m in _JOIN.finditer(t):
        got = _org(ctx, m.end())
        if got and not got[0].lower().startswith(("team", "club")):
            staff = re.search(r"(?i)\b(?:team|staff|crew)\b", m.group())  # "joined the team at X": a job
            customer = re.search(r"(?i)\bsubscri\w*|\bmembers?(?:hip)?\b|\baccount\b|\bapp\b|\bsigned\s+up\b", t)
            if not staff and not looks_like_org(got[0]) and (PLAN_WORDS_EN.search(t) or plan_service(t) or customer):
                continue  # "Joined Pulse Fitness today on the Basic membership": a gym, not a job
            _add_org(ctx, m, out)
    for m in _PROMOTED.finditer(t):
        role = _role(ctx, m.end())
        subject = subject_before(ctx, m.start())
        if role and subject:
            out.append(Draft(subject, "job_title", role[0], m.start(), obj_span=role[1]))
    for m in _WORK_AS.finditer(t):
        role = _role(ctx, m.end())
        subject = subject_before(ctx, m.start())
        if role is None or subject is None:
            continue
        out.append(Draft(subject, "job_title", role[0], m.start(), obj_span=role[1]))
        at = _ROLE_ORG.match(t, role[1][1])
        if at:
            got = _org(ctx, at.end())
            if got:
                out.append(
                    Draft(
                        subject,
                        "works_at",
                        got[0],
                        m.start(),
                        obj_span=got[1],
                        plan_text=f"work at {got[0]}",
                    )
                )
    for m in _BE_ROLE.finditer(t):
        role = _role(ctx, m.end())
        if role is None:
            continue
        lead = m.group().lower()
        if lead.startswith(("i'", "i ", "i’")):
            subject = SELF
        else:
            subject = subject_before(ctx, m.start() + (1 if lead[0] in "'’" else 0))
        if subject is None or (lead.lstrip().startswith(("'s", "’s", "is")) and _EXPLETIVE_BEFORE.search(t, 0, m.start())):
            continue
        at = _BE_ROLE_ORG.match(t, role[1][1])
        got = _org(ctx, at.end()) if at else None
        if (got is None or lead.lstrip(" \t\"'(-").startswith("been")) and not is_occupation(role[0]):
            continue  # clipped "been a regular at X" is no job; "been a barista at X" is
        if role[0].lower().split()[-1] in NOT_OCCUPATION_EN:
            continue  # "I'm a Gold member at Peakfit", "a regular at the Crown": no employer
        if (
            re.match(r"\s+(?:there|here)\b", t[role[1][1] :])
            and ctx.prev is not None
            and VOLUNTEER_CUE.search(ctx.prev.text)
        ):
            continue  # "... the Cub Scout pack I help run. I've been a leader there since 2019."
        if (
            UNPAID_ROLE_EN.search(role[0])
            or VOLUNTEER_CUE.search(t, m.start(), (got[1][1] if got else role[1][1]) + 1)
            # "I'm a board member at the Riverside Arts Trust, unpaid, since 2019"
            or (got and _UNPAID_AFTER.match(t, got[1][1]))
        ):
            continue  # "I've been a mentor with Big Brothers Big Sisters": a volunteer role, not a job
        out.append(Draft(subject, "job_title", role[0], m.start(), obj_span=role[1]))
        if got:
            out.append(
                Draft(
                    subject,
                    "works_at",
                    got[0],
                    m.start(),
                    obj_span=got[1],
                    plan_text=f"work at {got[0]}",
                )
            )
    return _before_unnamed_quit(ctx, _name_of_new_job(ctx, _there_since(ctx, _start_after_offer(ctx, out))))


def _start_after_offer(ctx: SentenceContext, out: list[Draft]) -> list[Draft]:
    """An offer taken or a contract signed, then a start later in the sentence ("I accepted the
    offer from Tidewell Systems back in May and started on the 1st", "I signed with Pemberly Foods
    in May, and my first day there was the 1st"): the job is dated by the start, not the offer."""
    t = ctx.text
    for m in _OFFER_FROM.finditer(t):
        got = _org(ctx, m.end())
        if got is None or subject_before(ctx, m.start()) != SELF or PLAN_WORDS_EN.search(t) or plan_service(t):
            continue  # "I signed with Vodafone in May and started the Unlimited plan on the 1st"
        cue = _LATER_START.search(t, got[1][1])
        when = min((x.span[0] for x in ctx.times if cue and x.span[0] >= cue.start()), default=None)
        if cue is None or when is None:
            continue
        if re.search(r"(?i)\b(?:he|she|they|my\s+\w+)\s*$", t[got[1][1] : cue.start()]):
            continue  # "... and my sister started on the 1st": someone else's start
        kept = [d for d in out if not (d.predicate == "works_at" and d.object == got[0] and d.action == "assert")]
        # anchored on the start's own date
        return [*kept, Draft(SELF, "works_at", got[0], when, obj_span=got[1], plan_text=f"work at {got[0]}")]
    return out


def _there_since(ctx: SentenceContext, out: list[Draft]) -> list[Draft]:
    """The organisation the user has been at since a day, said by "there" or a bare start next to
    it ("Settling in at Corvane Systems. I've been there since the 1st", "Corvane Systems is treating
    me well. Started there on the 1st."), when no other rule found the employer; appended to ``out``."""
    t = ctx.text
    if any(d.predicate == "works_at" for d in out):
        return out
    nxt = ctx.next.text if ctx.next is not None else ""
    there = _THERE_SINCE.search(t) or _THERE_SINCE.search(nxt)
    if there is None and _WORKPLACE_CUE.search(ctx.window):
        there = _STARTED_ON.search(t) or _STARTED_ON.search(nxt)
    if there is None:
        return out
    seen_to = 0
    for m in _NAME_START.finditer(t):
        if m.start() < seen_to:
            continue
        got = _org(ctx, m.start())
        if got is None:
            continue
        seen_to = got[1][1]
        clause = t[ctx.clause_at(m.start())[0] : m.start()]
        if (
            (looks_like_org(got[0]) or bool(_QUIT_TALK.search(ctx.around)))
            # "My colleague recommended Harbor Bank. Started on the 1st.", "Loving it at Kestrel
            # Climbing Centre": a customer's or a hobby's place, unless work is said
            and not ((_PROVIDER.search(got[0]) or any(w.lower() in ACTIVITIES_EN for w in got[0].split()))
                     and not re.search(r"(?i)\bwork", ctx.window))
            and not (there.string is t and there.start() < m.start())
            and (not _STAY_PLACE.search(got[0]) or _WORKPLACE_CUE.search(ctx.window))
            and not (VOLUNTEER_CUE.search(ctx.window) or PLAN_WORDS_EN.search(t) or plan_service(t))
            # "We had lunch at X", "My brother is settling in at X": a shared visit, someone else
            and not re.search(r"(?i)\b(?:we|us|our)\b", clause)
            and not _OTHER_ONE.search(clause)
            # "Greystone Foods' warehouse", "a UX designer": the name modifies what follows
            and not _MODIFIES_AFTER.match(t, seen_to)
        ):
            # "not loving it at X anymore (been there since 2025)": the stay is stated, the
            # negation is of the liking
            out.append(Draft(SELF, "works_at", got[0], m.start(), obj_span=got[1], plan_text=f"work at {got[0]}",
                             negation_ok=there.string is t))  # fmt: skip
            break
    return out


#: A new job begun with no name: "Started at the new place on the 1st", "Started my new job on
#: the 1st", "I began with the new company on the 1st".
_UNNAMED_NEW_JOB = _rx(
    r"\b(?:start(?:ed|ing)?|began|begin|joined|kicked\s+off)\s+"
    r"(?:(?:(?:on\s+)?the\s+\d{1,2}(?:st|nd|rd|th)|today|yesterday|this\s+week|last\s+week)\s+)?(?:at\s+|with\s+|in\s+)?(?:the|my|a)\s+new\s+"
    r"(?:job|place|company|role|position|employer|gig|firm|workplace|office|team)\b"
    r"|(?:\b(?:my|the)\s+|^\W*)new\s+(?:job|role|position|gig)\s+(?:started|began|kicked\s+off)\b"
)
#: The name of that job, right after it ("Started the new job on the 1st - Ardent Pharma, in Boston").
_NAME_AFTER_DASH = re.compile(r"\s*(?:[-–—:]|\s-)\s*(?=[A-Z])")
#: A sentence that names the new workplace: "It's called Maple Circuit", "The new place is Ferro
#: Analytics", "The company's name is X", "The company is X, by the way".
_NAMING = _rx(
    r"^\W*(?:(?:it's|it’s|it\s+is|they're|they’re|they\s+are)\s+(?P<called>called\s+|named\s+|at\s+|with\s+)?"
    r"|(?:the|my)\s+(?:new\s+)?(?:place|company|firm|employer|job|workplace|office|outfit|business)(?:'s|’s)?\s+(?:name\s+)?"
    r"(?:is|'s|’s)\s+(?:called\s+|named\s+)?(?:at\s+|with\s+)?)"
)


def _name_of_new_job(ctx: SentenceContext, out: list[Draft]) -> list[Draft]:
    """The employer of a new job begun with no name, named after a dash or by the next sentence
    ("Started at the new place on the 1st. It's called Maple Circuit."): dated by this sentence."""
    t = ctx.text
    if any(d.predicate == "works_at" for d in out):
        return out
    start = _UNNAMED_NEW_JOB.search(t)
    naming = _NAMING.match(ctx.next.text) if ctx.next is not None else None
    named_head = naming is not None and not naming.group().lower().lstrip(" \t\"'(").startswith(("it", "they"))
    if start is None and (_WORKPLACE_CUE.search(ctx.window) or named_head):
        start = _STARTED_ON.search(t)
    if start is None or subject_before(ctx, start.start()) != SELF:
        return out
    times = [x for x in ctx.times if x.span[0] >= start.start()]
    after = max(start.end(), times[0].span[1] if times else 0)
    dash = _NAME_AFTER_DASH.search(t, after)
    if dash and dash.start() - after <= 2:
        got = _org(ctx, dash.end())
        if got and looks_like_org(got[0]):
            return [*out, Draft(SELF, "works_at", got[0], start.start(), obj_span=got[1], plan_text=f"work at {got[0]}")]
    if ctx.next is None:
        return out
    nxt = ctx.next.text
    m = _NAMING.match(nxt)
    if m is None:
        return out
    name = proper_np(nxt, m.end())
    if name is None:
        return out
    obj = nxt[name[0] : name[1]]
    head = m.group().lower()
    if obj.split()[0].lower() in NOT_NAME or not (
        m.group("called") or looks_like_org(obj)
        or (_UNNAMED_NEW_JOB.search(t) and not head.lstrip(" \t\"'(").startswith(("it", "they")))
        or re.search(r"company|firm|employer|job|workplace|office|business", head)
    ):
        return out  # "Started on the 1st. The new place is Harbour View.": a home, unless work is said
    return [*out, Draft(SELF, "works_at", obj, start.start(), plan_text=f"work at {obj}")]


def _before_unnamed_quit(ctx: SentenceContext, out: list[Draft]) -> list[Draft]:
    """The organisation the user is at, named right before a quit that names no employer ("Day
    from hell at Corbel Robotics. I'm quitting at the end of next month."): the job the quit ends,
    when no other rule found the employer; appended to ``out``."""
    t = ctx.text
    if any(d.predicate == "works_at" and d.action == "assert" for d in out):
        return out
    nxt = ctx.next.text if ctx.next is not None else ""
    quit_ = next((q for q in (_QUITTING.search(t), _QUIT_MY_JOB.search(t)) if q), None)
    if quit_ is None and not (_QUITTING.search(nxt) or _QUIT_MY_JOB.search(nxt)):
        return out
    for m in _AT_ORG.finditer(t, 0, quit_.start() if quit_ else len(t)):
        got = _org(ctx, m.end())
        if got is None or not looks_like_org(got[0]) or _STAY_PLACE.search(got[0]):
            continue
        clause = t[ctx.clause_at(m.start())[0] : m.start()]
        if (
            (_WORKDAY.search(clause) or _WORKPLACE_CUE.search(clause))
            and not (re.search(r"(?i)\b(?:we|us|our)\b", clause) or _OTHER_ONE.search(clause))
            and not _MODIFIES_AFTER.match(t, got[1][1])
        ):
            # undated: the quit's date is the end, not the start
            out.append(Draft(SELF, "works_at", got[0], m.start(), obj_span=got[1], dated=False,
                             plan_text=f"work at {got[0]}"))  # fmt: skip
            break
    return out
