"""English rules, part 2: plans, medication, pets, people."""

from __future__ import annotations

import re
from dataclasses import replace

from consolidator.extract.common import UNTIL_TIME, Draft, SentenceContext, with_time
from consolidator.extract.english_np import (
    FIRST_IN_CLAUSE,
    IRREGULAR_PAST,
    NOT_NAME,
    STOP_WORDS,
    clause_subject,
    clean,
    generic_np,
    proper_np,
    subject_before,
    typed_in_lower_case,
)
from consolidator.extract.gazetteer import looks_like_org
from consolidator.extract.lexicon import (
    CONDITION_HEAD_EN,
    FAMILY_EN,
    KNOWS_EN,
    PARTNER_EN,
    PET_SPECIES_EN,
    PLAN_WORDS_EN,
    TIER_WORDS,
    is_activity_en,
    is_medication_en,
    is_tier,
    plan_service,
)
from consolidator.types import GENERIC_END, REVISES_PLAN, SELF, Claim


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


_PRONOUNS = frozenset({"it", "them", "that", "this", "those", "these"})
_MY_PERSON_OWNS = re.compile(
    r"(?i)\b(?:my|our)\s+(?:mom|mum|dad|sister|brother|wife|husband|partner|friend|son|daughter|parents|kids?)\b"
    r"|\b(?:he|she|they)\b(?![^.;!?]*\b(?:i|we)\b)"
)
_PRONOUN_AT = re.compile(r"(?i)(it|them|that|those)\b")
PLAN_PREDICATE = "subscription_plan"
#: ``Draft.metadata`` key of a tier read only from a switch ("I switched to a Fixed Desk"): the
#: extractor keeps it when the episode or its context already has the user on a plan.
NEEDS_PLAN = "needs_plan"

# --- plans ----------------------------------------------------------------------------------------

_TIER = r"(?P<tier>\d+(?:[.,]\d+)?\s?(?i:GB|MB|TB|Mbps|Gbps|gigs?)\b|\d+[- ](?:[a-z]+)(?:[- ][a-z]+)?(?=\s+(?i:plan|tier|package|pass|box|subscription|membership|option|pack|level|case|bundle|punch[- ]?card|card)\b)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+[a-z]+\s+(?:a|per)\s+(?:week|month|day)|(?!(?i:top|bottom|highest|lowest|cheapest|next|same|middle)\b)[A-Z][\w+-]*(?:\s+(?:[A-Z][\w+-]*|\d+(?:[.,]\d+)?(?:[A-Za-z]+)?\b(?!\s+(?i:days?|weeks?|months?|years?|hours?|minutes?|times?|of|and|or|to|people|members?)\b)))?(?![\w+-])(?!['’]s\b)|(?i:basic|standard|premium|unlimited|family|student|starter|free|pro|plus|annual|monthly|yearly|off-peak|anytime|lite|essentials|ultimate|elite|duo|gold|silver|platinum)\b)"
#: Lower-case words between a tier and the plan word ("the Bronze cloud storage tier", "the Starter meal-kit plan").
_SVC = r"(?:(?!(?:a|an|the|my|our|new|to|for|up)\s)(?:[a-z][\w-]*|(?-i:[A-Z]{2,})(?:-[a-z]+)?)\s+){0,3}"
_PLAN_NP = re.compile(
    rf"\b(?:(?i:the|a|an|my|our)\s+)?{_TIER}\s+(?P<svc>{_SVC})(?i:plan|tier|package|subscription|membership|bundle|pass|box|option|level|pack|case|deal|contract|tariff|punch[- ]?card|card)\b"
)
#: The plan noun right after a tier ("the 12-bottle case", "the Shine level"): the tier names a plan.
_PLAN_NOUN_AFTER = _rx(r"\s+(?:[a-z][\w-]*\s+){0,2}?(?:plan|tier|package|subscription|membership|bundle|pass|option|level|case|box(?!\s+office))\b")
#: "the phone's been on 40GB", "my broadband is now on Fibre 500": a service as the subject.
_SERVICE_ON = re.compile(
    rf"\b(?i:my|our|the)\s+(?P<svc>[\w-]+(?:\s+[\w-]+)?)(?:'s|’s|\s+is|\s+has|\s+was)\s+(?:(?i:now|been|currently|still)\s+)*(?i:on|onto)\s+(?i:the\s+)?{_TIER}"
)
#: "Top tier now on the car wash, Ceramic": a ranked plan noun, then the tier's name in apposition.
_RANKED_APPOSED = re.compile(
    rf"\b(?i:top|highest|best|cheapest|lowest|bottom|entry|entry-level|middle|biggest|smallest)\s+(?i:tier|plan|level|package|option|membership)\b(?:\s+[\w-]+){{0,5}}?\s*[,:–—-]\s*(?:(?i:the)\s+)?{_TIER}"
)
_SWITCH = _rx(
    r"\b(?:switch(?:ed|ing)?|swap(?:ped|ping)?|trad(?:e|ed|ing)\s+(?:up|down)|upgrad(?:e|ed|ing)|downgrad(?:e|ed|ing)|mov(?:e|ed|ing)(?:\s+up|\s+down)?|"
    r"chang(?:e|ed|ing)|bump(?:ed|ing)?(?:\s+(?:\w+\s+){0,4}?up)?|went|go(?:ing)?|jump(?:ed)?|upp(?:ed)?|"
    r"dropp(?:ed)?(?:\s+\w+){0,3}?\s+down|stepp(?:ed)?\s+(?:up|down)|scal(?:ed)?\s+(?:up|down|back)|"
    r"(?:took|take|taking|put|putting)\s+(?:\w+\s+){0,3}?(?:up|down)|flip(?:ped|ping|s)?(?:\s+[\w-]+){0,3}?\s+over)\b"
)
#: Verbs that only plans take ("upgraded to Growth"): the tier needs no plan word nearby.
_STRONG_SWITCH = _rx(r"upgrad|downgrad|mov(?:e|ed|ing)\s+(?:up|down)|bump|upp|dropp|stepp|scal|flip")
#: "Occasional is the name of the cheapest plan", "Hot Desk is their cheapest membership".
_TIER_IS_PLAN = re.compile(
    rf"{_TIER}(?:\s+(?i:is|was)|['’]s)\s+(?i:the\s+name\s+of\s+)?(?i:the|their|its)\s+(?:[\w-]+\s+){{0,2}}?(?i:plan|tier|membership|package|option|level|subscription)\b"
)
#: Tier words that name nothing but a plan ("Gold" is a metal, "Family" a family).
_PLAN_ONLY_TIERS = frozenset({"premium", "standard", "basic", "unlimited", "starter", "essentials", "deluxe"})
#: "Standard kicked in Monday of last week", "Gold took effect on the 3rd": the tier as the subject.
_TIER_KICKED_IN = re.compile(
    rf"^\W*(?:(?i:the)\s+)?{_TIER}\s+(?:(?i:plan|tier|level)\s+)?(?i:kicked\s+in|took\s+effect|went\s+live|came\s+in|started|began)\b(?:\s+(?i:for\s+(?:me|us)))?"
)
#: "Bought a phone contract today with 10GB of data".
_WITH_DATA = re.compile(rf"\b(?i:with)\s+(?:(?i:the|a|an)\s+)?{_TIER}\s+(?:(?i:of)\s+)?(?i:data|storage|allowance|space|speed|download)\b")
#: "Upgraded again three days ago, Premium this time".
_SWITCH_APPOSED = re.compile(
    rf"\b(?i:upgraded|downgraded|switched|changed|moved\s+up|went\s+up|bumped|stepped\s+up)\b[^.;!?]{{0,40}}?,\s+(?:(?i:the)\s+)?{_TIER}(?:\s+(?i:this\s+time|now|instead|plan|tier))?\s*(?:[.!]|$)"
)
_ON_TIER = re.compile(
    rf"\b(?i:i'm|i’m|i\s+am|we're|we\s+are|now|currently)\s+(?i:now\s+|currently\s+)?(?i:on)\s+(?i:the\s+)?{_TIER}"
)
#: "I'm a Silver member at the gym": the tier as a kind of member.
_TIER_MEMBER = re.compile(
    rf"\b(?i:i'm|i’m|i\s+am|we're|we’re|we\s+are|(?:i|we)(?:'ve|’ve|\s+have)\s+been|(?:i|we)\s+(?:just\s+|finally\s+)?became|^\W*(?:been|became))\s+(?i:now\s+|currently\s+)?(?P<det>(?i:an?)\s+)?{_TIER}\s+(?i:members?|subscribers?|customers?|users?|account\s+holders?)\b"
)
#: "Since Monday it's SoundWave Plus for me", "it's the Medium box now": the tier the user has.
_ITS_TIER_FOR_ME = re.compile(
    rf"\b(?i:it's|it’s|it\s+is)\s+(?:(?i:the)\s+)?{_TIER}\s+(?:(?i:for\s+(?:me|us)|now|from\s+now\s+on)\b|\s*[.!]|$)"
)
_TO_TIER = re.compile(rf"\b(?i:to|onto|on\s+to)\s+(?i:the\s+|an?\s+)?{_TIER}")
#: "My phone plan is the 5GB one", "my plan has been Standard since ...", "I've been on Premium".
_PLAN_IS = re.compile(
    rf"(?:\b(?i:my|our|the)\s+(?:[\w-]+\s+){{0,3}}?(?i:plan|tier|subscription|membership|package|allowance|contract|bundle)\s+"
    rf"(?i:is|'s|’s|has\s+been|is\s+now|now\s+is)\s+(?i:now\s+|currently\s+)?(?i:the\s+|on\s+the\s+|on\s+)?"
    rf"|\b(?i:i've|i’ve|i\s+have|we've|we\s+have)\s+been\s+(?i:on)\s+(?i:the\s+)?|^\W*(?i:been|still|now)\s+(?i:on)\s+(?i:the\s+)?"
    # "on Streamly Basic since 2024, it's fine": a clipped "I'm on"
    rf"|^\W*(?i:on)\s+(?:(?i:the)\s+)?(?=[A-Z][\w+-]*(?:\s+[A-Z][\w+-]*)?\s+(?i:since|for\s+(?:years|ages|a\s+while|months)|now)\b)"
    rf"|\b(?i:went|opted|go|going|decided|paying|pay|paid)\s+(?i:for|with)\s+(?i:the\s+)?){_TIER}"
)
#: "Our cable replacement is Vistaline Core", "my streaming service is Flixa Basic": a service
#: named by what it does, then a product's line and tier.
_SERVICE_IS_TIER = re.compile(
    rf"\b(?i:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?i:replacement|service|provider|streamer|broadband|internet|wi-?fi|fib(?:re|er))\s+(?i:is|'s|’s|is\s+now|has\s+been)\s+(?:(?i:now|currently)\s+)?{_TIER}"
)
#: "the gym put me on Blaze", "they moved us up to Gold": a provider changing the user's tier.
_PUT_ON_TIER = re.compile(
    rf"\b(?i:put|moved|switched|bumped|upgraded|signed)\s+(?i:me|us)\s+(?:(?i:up|down|over)\s+)?(?i:on|onto|to|up\s+for)\s+(?:(?i:the)\s+)?{_TIER}"
)
#: "Gigabit was too tempting: the broadband went to the top package": a switch to a ranked plan
#: whose name the sentence gives elsewhere.
_TO_RANKED = _rx(
    r"\b(?:went|moved|switched|upgraded|bumped|jumped|stepped)\s+(?:\w+\s+){0,2}?(?:up\s+)?to\s+(?:the|their|our|my)\s+"
    r"(?:top|highest|fastest|biggest|best|cheapest|lowest|bottom)\s+(?:package|plan|tier|level|option|bundle)\b"
)
#: "Picked Orbit, the middle tier": the tier's name, then its rank in apposition.
_NAME_THEN_RANK = re.compile(
    # lower-case words only: "Northwind Fibre, the 100 Mbps package" names the tier after the provider
    rf"{_TIER}\s*,\s+(?i:the|a|an|their|our)\s+(?:[a-z][\w-]*\s+){{0,2}}?(?i:tier|plan|level|option|package|membership)\b"
)
#: "Unlimited became my phone plan", "Gold is now our tier".
_TIER_BECAME = re.compile(
    rf"{_TIER}(?:\s+(?i:became|is\s+now|has\s+become|has\s+been)|['’]s\s+(?i:now|been|become))\s+(?i:my|our)\s+(?:[\w-]+\s+){{0,2}}?(?i:plan|tier|package|subscription|membership)\b"
)
#: "went Unlimited", "gone Premium": a tier word straight after the verb.
_WENT_TIER = re.compile(r"\b(?i:went|gone|go|going)\s+(?P<tier>[A-Za-z][\w-]*)\b")
#: A time right after a tier name: "went All-Access 5 days ago", "Glimmer Creator starting Monday".
_TIME_AFTER_TIER = _rx(
    r"\s*,?\s*(?:since|starting|as\s+of|from|effective|yesterday|today|last\s+\w+|(?:\w+|a\s+few|a\s+couple\s+of)\s+(?:days?|weeks?)\s+ago|on\s+the\s+\d)"
)
#: Words after "went" that name no tier: a diet, a look, a way of going.
_NOT_TIER_AFTER_WENT = frozenset({"vegan", "vegetarian", "keto", "paleo", "dutch", "home", "back", "out", "viral", "public", "solo", "blonde", "grey", "gray", "bald"})
#: A capitalised name and its start as a fragment of its own: "back to just me, Quaver Individual
#: since 5 days ago", "Glimmer Creator starting Monday of last week!": a tier only beside a sibling.
_NAME_SINCE = re.compile(
    r"(?:^\W*|[,;:–—]\s*)(?:(?i:and\s+)?(?i:now|then)\s+)?(?P<tier>[A-Z][\w+-]*(?:\s+(?:[A-Z][\w+-]*|\d+[\w+]*)){0,3})\s*,?\s+"
    r"(?=(?i:since|starting|as\s+of|effective)\b)"
)
#: A plan named apart from the tier (the tier before it: "Ditched Basic for Standard").
_OTHER_TIER = r"(?:\d+(?:[.,]\d+)?\s?(?i:GB|MB|TB|Mbps|Gbps|gigs?)|[A-Z][\w+-]*(?:\s+(?:[A-Z][\w+-]*|\d+))?|(?i:basic|standard|premium|unlimited))"
#: "Ditched Basic for Standard", "swapped the 5GB plan for 30GB": the tier after "for" is the new one.
_SWAP_FOR = re.compile(
    rf"\b(?i:ditched|ditching|swapped|swapping|traded|trading|exchanged|dropped|dumped|left|replaced)\s+(?:(?i:the|my|our)\s+)?(?P<old>{_OTHER_TIER})"
    rf"(?:\s+(?i:plan|tier|package|membership|level|option|box|pass))?\s+(?i:for)\s+(?:(?i:the|a|an)\s+)?{_TIER}"
)
#: "Premium replaced Standard on the streaming": the new tier as the subject.
_TIER_REPLACED = re.compile(
    rf"{_TIER}\s+(?i:replaced|took\s+over\s+from|superseded|has\s+replaced)\s+(?:(?i:the|my|our)\s+)?(?P<old>{_OTHER_TIER})"
)
#: "Basic for now.", "The Small box to start, we'll see": a tier fragment after a sentence naming the service.
_TIER_FRAGMENT = re.compile(
    # "And now Telvo Maxi, since yesterday.", "Then Unlimited, two days ago.": the next step of a run of tiers
    rf"^\W*(?:(?i:and\s+|so\s+|but\s+)?(?i:now|then|next|after\s+that)\s*,?\s+)?(?:(?i:the|just\s+the|just)\s+)?{_TIER}(?:\s+(?i:box|case|pack|plan|tier|package|membership|one|data))?\s*,?\s*"
    rf"(?:(?i:for\s+now|to\s+start(?:\s+with)?|for\s+the\s+moment|for\s+the\s+time\s+being|to\s+begin\s+with|since|from|as\s+of|starting|effective|now|of\s+(?:data|storage|space)|"
    rf"yesterday|today|(?:\w+|a\s+couple\s+of|a\s+few)\s+(?:days?|weeks?)\s+ago|last\s+(?:week|monday))\b|[.!]*\s*$"
    # "8GB of data, nothing fancy", "Basic, should be enough"
    rf"|,\s+(?i:nothing|which|that|should|plenty|enough|more|less|cheap|not|just|the\s+cheapest|the\s+basic)\b)"
)
#: "I picked the Basic", "chose Starter", "settled on 60GB": a tier chosen, in a sentence about a plan.
_CHOSE_TIER = re.compile(
    rf"\b(?i:picked|chose|chosen|selected|opted\s+for|settled\s+on|went\s+with|signed\s+up\s+for|subscribed\s+to|bought|purchased|(?:'ve|’ve|have)\s+had|"
    # "I'm sticking with Basic": the tier kept
    rf"(?:sticking|stick|staying|stay)\s+(?:with|on))\s+(?:(?i:the|their|a|an|just\s+the|my)\s+)?{_TIER}"
)
#: Plan words of boxed services ("the Two-Meal box") that :data:`PLAN_WORDS_EN` leaves out.
_BOX_NOUN = _rx(r"\s+(?:(?!(?:plan|tier|and|or|from|with)\b)[a-z]+\s+)?(?:box|case|pack)\b")
_MORE_PLAN_WORDS = _rx(r"\b(?:box(?:es)?|meal[- ]kits?)\b")
#: "Got a new phone plan today, the 5GB one": a tier named by "the X one" next to a plan word.
_ONE_TIER = re.compile(rf"\b(?i:the)\s+{_TIER}\s+(?i:one)\b")
#: "signed up for a meal kit, three meals a week to start": a tier in apposition to the service.
_APPOSED_TIER = re.compile(
    rf"\b(?i:plan|tier|subscription|membership|package|pass|kit|box|backup|service|storage|internet|broadband|sim|deal|contract)"
    # "New gym membership as of today: Off-Peak", "home internet today, 100 Mbps to start"
    rf"(?:\s+(?i:(?:as\s+of|since|from|starting)\s+)?(?i:today|yesterday|now|the\s+\d{{1,2}}(?:st|nd|rd|th)|\w+\s+days\s+ago))?\s*[,:–—-]\s*(?:(?i:the)\s+)?{_TIER}"
)
#: A plan phrase that is the subject of an opinion ("The Premium tier looks nice"): not one the user is on.
_OPINION_AFTER = _rx(
    r"\s+(?:looks|sounds|seems|costs|would|might|could|is\s+(?:too|so|really|pretty|way|kind\s+of|a\s+bit|tempting)|"
    # "the Free tier wasn't cutting it", "Basic was too limiting": the tier left behind
    r"wasn't|wasn’t|was\s+not|isn't|isn’t|is\s+not|was\s+(?:too|so|really|getting|way|just)|got\s+(?:too|so)|felt)\b"
)
#: "... box to the Family plan": what follows the plan phrase is the tier it changed to.
_CHANGED_TO = _rx(r"\s+(?:(?:up|down|over|back)\s+)?to\s+(?:the\s+|an?\s+)?(?-i:[A-Z0-9])")
#: Adverbs that may stand between a switch verb and "to <tier>" ("upgraded once more, to Premium").
_SWITCH_FILLER = re.compile(
    r"(?i)\b(?:once\s+more|again|this\s+time|finally|eventually|instead|at\s+last|my\s+plan|it|the\s+plan)\b|,"
)


#: "I cancelled my Netflix subscription", "ended the Premium plan": the plan named after it ends.
_CANCELLED = _rx(r"\b(?:cancel+(?:ed|ing|s)?|terminat(?:ed|ing)|unsubscrib(?:ed|ing)\s+from|ended|ending|got\s+rid\s+of)\b")
#: "cancelled Streamora yesterday", "I've unsubscribed from Tunely": a name whose cancelling ends
#: the plan known by it (if none is known, nothing: "cancelled Dave" ends no plan).
_CANCELLED_NAME = re.compile(
    r"\b(?i:cancel+ed|unsubscribed\s+from|ditched|dropped)\s+(?:(?i:my|our|the)\s+)?"
    r"(?P<name>[A-Z][\w+-]*(?:\s+[A-Z][\w+-]*){0,2})\b(?!['’]s)"
)
#: A name standing as the object of a verb or preposition before it ("signed up for StreamNest").
_OBJECT_OF = re.compile(
    r"(?i)\b(?:for|to|with|at|from|onto|joined|switched|moved|signed\s+up\s+for|subscribed\s+to)\s+$"
)
#: Words that make a tier word a tier of its own: "Standard No-Ads", "Premium 4K", "Basic 2".
_TIER_MODIFIER = re.compile(r"(?i)no[- ]?ads?|ad[- ]?free|ads|hd|uhd|4k|\d+\w*")
#: Ads named after a tier: "the Standard tier with ads", "Basic plan without ads".
_ADS_TAIL = _rx(r"(?:\s+(?:plan|tier|package|subscription|membership|bundle))?\s+(with\s+ads|without\s+ads|with\s+no\s+ads)\b")
#: "I switched to a Fixed Desk": a switch to a capitalised name, with no plan word in the sentence.
_SWITCH_TO_NAME = re.compile(
    r"\b(?i:switched|swapped|changed|changing|switching)\s+(?:(?i:over|up|down|back)\s+)?(?i:to|onto)\s+(?:(?i:a|an|the)\s+)?"
    r"(?P<tier>[A-Z][\w+-]*(?:\s+[A-Z][\w+-]*){0,2})\b(?!['’]s)"
)
#: A plan changed to a name by a verb of changing, with no plan word: "i switched cragline to
#: Anyhour", "Pinecell moved me up to Ridge 40GB", "I moved us up to Flickbox Cinema", "we went
#: onto EV Night", "we went to Fernhill's Gigafibre 900" (the service's possessive is dropped).
_CHANGE_TO_NAME = re.compile(
    r"\b(?:(?i:switched|upgraded|downgraded|bumped|changed)\s+(?:(?i:me|us|myself|it|(?!(?i:jobs?|careers?|roles?|homes?|houses?|flats?|schools?|teams?|departments?|offices?|cities|towns)\b)(?-i:[a-z][\w+-]*|[A-Z][\w+-]*))\s+)?(?:(?i:up|down|over|back)\s+)?(?i:to|onto)"
    r"|(?i:moved|stepped|went|jumped|bumped)\s+(?:(?i:me|us|myself)\s+)?(?i:up|down)\s+(?i:to|onto)(?!\s+(?i:the)\b)"
    r"|(?i:went|moved|switched)\s+(?:(?i:us|me)\s+)?(?i:onto)"
    r"|(?i:went)\s+(?i:to)(?=\s+(?-i:[A-Z])[\w+-]*(?:'s|’s)\s))\s+(?:(?i:the|a|an)\s+)?"
    r"(?:(?-i:[A-Z])[\w+-]*(?:'s|’s)\s+)?(?P<tier>[A-Z][\w+-]*(?:\s+(?:[A-Z][\w+-]*|\d+[\w+]*)){0,2})\b(?!['’]s)"
)
#: "I've been on Superfast 300 since Monday", "Vaultbox is on Sprout, starting Monday of last
#: week", "We're on Grove now - moved up 9 days ago": a name the user (or a service) is on.
_NOW_ON_NAME = re.compile(
    r"\b(?:(?i:i'm|i’m|we're|we’re|been|i've\s+been|we've\s+been|now|currently)|(?-i:[A-Z])[\w+-]*\s+(?i:is|'s|’s))\s+(?i:on)\s+(?:(?i:the)\s+)?"
    r"(?P<tier>[A-Z][\w+-]*(?:\s+(?:[A-Z][\w+-]*|\d+[\w+]*)){0,2})\b(?!['’]s)"
)
#: "became a Patron member 3 days ago".
_BECAME_MEMBER = re.compile(
    r"\b(?i:became|become|now)\s+(?i:a|an)\s+(?P<tier>[A-Z][\w+-]*(?:\s+[A-Z][\w+-]*)?)\s+(?i:member|subscriber|supporter)\b"
)
_STREET_WORD = re.compile(r"(?i)\b(?:street|road|avenue|lane|drive|way|bridge|motorway|highway|beach|square|park|hill|field|pitch|stage|train|bus|plane|ferry)$")
#: A word of changing a plan, which makes "we're on Grove now" a tier.
_CHANGE_CUE = _rx(r"\b(?:moved\s+up|moved\s+down|went\s+up|went\s+down|stepped\s+up|stepped\s+down|upgrad\w+|downgrad\w+|upsold|switch\w*|bumped|changed|starting)\b")
#: Metadata of a tier read from a verb of changing alone: a home or a job read from the same words wins.
CHANGE_FRAME = "change_frame"
#: The plan noun a tier is said with, when it is not "plan": "the Anytime membership".
_OWN_PLAN_NOUN = _rx(r"\s+(membership|package|tier|subscription|bundle|pass|level|option|contract|tariff)\b")


#: The service a tier belongs to, right after it ("to Blaze on my meal kit"); "for the gym" or
#: "with my phone" says why or with what one went somewhere.
_ON_THE_SERVICE = re.compile(
    r"(?i)\s+on\s+(?:my|our|the)\s+([\w-]+(?:\s+(?!(?:plan|subscription|membership)\b)[\w-]+)?)"
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:plan|subscription|membership|now|too|since|from|as|starting|this|last|yesterday|today|\w+\s+days?\s+ago)\b)"
)
#: What stands between a service's name and its tier in apposition ("Sprigbox, the Veggie plan").
_APPOSED_SERVICE = re.compile(r"\s*[,:–—-]?\s*(?:(?i:the|a|an|their|its)\s+)?")


#: "my cloud storage is 2TB", "Our internet is now 1Gig", "our meal kit is 4 meals a week": a
#: service the user holds, then a tier (one word or a size: "My gym is Iron Core" names a gym).
_SERVICE_IS = re.compile(
    rf"\b(?i:my|our)\s+(?P<svc>[\w-]+(?:\s+[\w-]+)?)\s+(?i:is|'s|’s|has\s+been)\s+(?:(?i:now|currently|still)\s+)?(?:(?i:the|on\s+the|on)\s+)?{_TIER}"
    # "My music is Classic rock" names a taste
    r"(?=\s*(?:[.!,;]|$)|\s+(?i:now|since|from|as\s+of|starting|plan|tier|package|after|this|today|yesterday|on\s+the|\w+\s+days?\s+ago|monday|instead)\b)"
)
#: "I changed plans — Gold as of Monday of last week", "Another switch: Diamond, three days ago",
#: "Switched tiers starting Monday of last week: Silver now": the tier after a change of plan.
_CHANGE_THEN_TIER = re.compile(
    rf"\b(?i:plans?|tiers?|switch(?:ed)?|upgrade[sd]?|downgrade[sd]?|change[sd]?|went|moved\s+up)\b[^.;!?]{{0,40}}?\s*[:—–-]\s*(?:(?i:the)\s+)?{_TIER}"
    rf"(?=\s+(?i:now|as\s+of|since|from|starting|effective|this\s+time|instead|plan|tier)\b|\s*[.!,;]|\s*$)"
)
#: "caved and got Platinum 6 days ago", "I decided on Ultra", "Been on Premium since": a tier word
#: chosen with no plan word; kept only when the user is known to be on a plan (``REVISES_PLAN``).
_CHOSE_BARE = re.compile(
    r"\b(?i:got|picked|chose|decided\s+on|went\s+for|opted\s+for|settled\s+on|sprang\s+for|splurged\s+on|"
    r"paying\s+for|pay\s+for|(?:i've|i’ve|we've|we’ve|i\s+have|we\s+have)?\s*been\s+on|(?:i'm|i’m|we're|we’re)\s+(?:now\s+)?on|now\s+on)\s+"
    r"(?:(?i:the)\s+)?(?P<tier>[A-Z][\w+-]*)(?=\s*(?:[.!,;]|$)|\s+(?i:now|this\s+time|instead|since|from|as\s+of|starting|effective|today|yesterday|on\s+the|\w+\s+days?\s+ago|monday|last|this)\b)"
)
#: "They offered me the Premium plan", "I was going to upgrade to Premium": no plan the user took.
_NOT_TAKEN_PLAN = re.compile(
    r"(?i)\b(?:offer(?:ed|ing|s)?|pitch(?:ed|ing)?|suggested|recommended|tried\s+to\s+(?:sell|upsell|get)|upsell\w*|advertis\w+|"
    r"was\s+going\s+to|were\s+going\s+to|almost|nearly|thought\s+about|considered|considering|thinking\s+(?:about|of)|"
    r"tempted|wanted\s+to|meant\s+to|was\s+about\s+to|could\s+have|should\s+have|would\s+have)\b(?:(?!\b(?:so|then|and|but|because)\b)[^.;!?])*$"
)
_SIZED_APPOSED = re.compile(r"\s[,:–—-]\s*(?P<tier>\d+(?:[.,]\d+)?\s?(?i:GB|MB|TB|Mbps|Gbps|gigs?))\b")
#: "Moved up to a Private Office 3 days ago": a step up to a named option, with no plan word; kept
#: only when the user is known to be on a plan (``REVISES_PLAN``).
_STEP_UP_TO_NAME = re.compile(
    r"(?:\b(?i:moved|stepped|traded|levell?ed|bumped\s+(?:myself|us|me))\s+(?i:up)\s+(?i:to|onto)\s+(?i:a|an)\s+"
    # "Went up to Telvo Midi starting Monday", "went down to Lite": a step to a named tier
    r"|\b(?i:went|stepped|dropped)\s+(?i:up|down)\s+(?i:to|onto)\s+(?=[A-Z][\w+-]*(?:\s+[A-Z][\w+-]*){0,2}\s+(?i:starting|since|from|as\s+of|on\s+the|today|yesterday|last|this|\w+\s+days?\s+ago)\b|[A-Z][\w+-]*(?:\s+[A-Z][\w+-]*){0,2}\s*(?:[.!,;(]|$)))"
    r"(?P<tier>[A-Z][\w+-]*(?:\s+[A-Z][\w+-]*){0,2})\b(?!['’]s)"
)
_CONTEST = _rx(
    r"\b(?:medals?|race|meet|competition|contest|tournament|match|award|prize|place|rank(?:ing)?|belt|stars?|league|"
    r"olympics?|championships?|finals?|score|status|badge|level\s+\d+|grade|exam|test|podium)\b"
)
_PREV_SWITCH_ONLY = re.compile(r"(?i)^\W*(?:(?:so|ok|okay|well|also|and)\W+)*(?:just\s+|finally\s+)?(?:upgraded|downgraded|switched|swapped|changed\s+(?:plans?|tiers?)|caved)\W*$")


def plans(ctx: SentenceContext) -> list[Draft]:
    """Subscription tiers: "picked the Bronze tier", "switched my plan to 500 Mbps", "on the Basic plan"."""
    t = ctx.text
    out: list[Draft] = []
    has_plan_word = bool(PLAN_WORDS_EN.search(t) or _MORE_PLAN_WORDS.search(t))
    service = plan_service(t) or (plan_service(ctx.prev.text) if ctx.prev else None)
    seen: set[str] = set()
    taken_places: list[tuple[int, int]] = []

    def add(
        tier: str, span: tuple[int, int], anchor: int, strong: bool = False, named: bool = False
    ) -> None:
        """``named``: the wording itself names a plan ("the Shine level", "the phone's on 40GB")."""
        tier = tier.strip()
        noun = _BOX_NOUN.match(t, span[1])
        if noun and " " in noun.group().strip() and plan_service(noun.group()) is not None:
            noun = None  # "a TV streaming box": the service's word, not a tier's
        if noun and not re.search(r"(?i)\b(?:box|case|pack)$", tier):
            span = (span[0], noun.end())  # "the Medium box", "the 12-bottle case": the box names the tier
            tier = t[span[0] : span[1]]
        if tier.lower() in TIER_WORDS and re.match(r"(?i)\s+\d+(?:[.,]\d+)?\s?(?:GB|MB|TB|Mbps|Gbps|gigs?)\b", t[span[1] :]):
            return  # "the free 5GB tier": the size names the tier, "free" describes it
        if tier.lower() == "tv" or (" " not in tier and plan_service(tier) is not None):
            return  # "a TV streaming package": the service, not its tier
        if (
            not tier[:1].isdigit()
            and not is_tier(tier)
            and any(w.lower() in STOP_WORDS or w.lower() in NOT_NAME for w in tier.split())
        ) or tier.lower() in seen:
            return
        if not (
            is_tier(tier)
            or has_plan_word
            or ((strong or named) and (tier[:1].isupper() or tier[:1].isdigit()))
            or (tier[:1].isupper() and tier.split()[0].lower() in _PLAN_ONLY_TIERS  # "Standard No-Ads"
                and all(_TIER_MODIFIER.fullmatch(w) or is_tier(w) for w in tier.split()[1:]))
        ):
            return
        if any(a <= span[0] < b for a, b in taken_places):
            return
        if _NOT_TAKEN_PLAN.search(t, ctx.clause_at(min(anchor, span[0]))[0], span[0]):
            return  # "They offered me the Premium plan", "I was going to upgrade to Premium"
        for k, d in enumerate(out):
            if d.obj_span and d.obj_span[0] < span[0] < d.obj_span[1] < span[1]:
                # "on the Vela Smart 20GB plan": "Vela Smart" and "Smart 20GB" are one tier's name
                merged = t[d.obj_span[0] : span[1]]
                seen.add(merged.lower())
                out[k] = replace(d, object=merged, obj_span=(d.obj_span[0], span[1]), text=None,
                                 plan_text=f"switch to the {merged} plan")  # fmt: skip
                return
        subject = clause_subject(ctx, anchor)
        at = t.rfind(subject, 0, span[0]) if subject not in (None, SELF) else -1
        if subject is not None and at >= 0 and _APPOSED_SERVICE.fullmatch(t, at + len(subject), span[0]):
            # "We get Sprigbox, the Veggie plan": the service in apposition to its tier is no
            # person; the plan is whoever's the clause is about
            subject = clause_subject(ctx, at)
            lead = re.match(r"\W*([A-Z][\w'’-]*)\s", t[ctx.clause_at(at)[0] : at])
            if lead and not FIRST_IN_CLAUSE.search(t[ctx.clause_at(at)[0] : at]) and not (
                lead.group(1).lower() in NOT_NAME | STOP_WORDS | IRREGULAR_PAST or lead.group(1).endswith("ed")
            ):
                subject = None  # "Dana uses Kitchly, the Family box": Dana's plan
            if subject is None:
                return
        if subject is not None and subject != SELF and re.search(
            rf"\b(?i:my|our)\s+{re.escape(subject)}\s+(?:[\w-]+\s+)?{PLAN_WORDS_EN.pattern}", t, re.I
        ):
            subject = SELF  # "My CloudVault plan went up to 1TB": the service's name, the user's plan
        if subject not in (None, SELF) and (
            plan_service(subject) is not None
            or re.search(rf"\b{re.escape(subject)}\s+{PLAN_WORDS_EN.pattern}", t, re.I)
        ):
            subject = SELF  # "The Classic plan, one credit a month": the plan's name, not a person
        if subject is None and re.search(r"\b(?i:their|its)\s+$", t[: span[0]]) and not _MY_PERSON_OWNS.search(t[: span[0]]):
            subject = SELF  # "on their Nova plan": the provider's plan, the user's subscription
        if subject not in (None, SELF) and (
            _OBJECT_OF.search(t[: t.find(subject)] if subject in t else "")
            or re.search(r"(?i)\b(?:a|an)\s+$", t[: t.find(subject)] if subject in t else "")  # "Opened a Lumenpad account"
            or re.match(r"(?:[A-Z][a-z]+ed|Got|Took|Went|Bought)\s", subject)  # "Joined CloudBox": a verb, then the service
            or re.match(r"(?i)[\w-]+(?:\s+(?:up|down|over))?\s+(?:me|us)\b", t[anchor:])
        ):
            # "Signed up for StreamNest yesterday, went with Lite": the service, an object, is no
            # subject; "Northwind bumped us to 500 Mbps": the provider changed the user's plan
            subject = None if _MY_PERSON_OWNS.search(t[: span[0]]) else SELF
        if subject not in (None, SELF) and re.search(rf"{re.escape(subject)}['’]s\s+$", t[: span[0]]) and (
            re.match(r"(?i)\W*(?:i|we)\b", t[ctx.clause_at(span[0])[0] :])
            # "been on Tunegrove's free tier since 2022": the user is on the service's tier
            or re.search(rf"(?i)\b(?:on|onto|to)\s+{re.escape(subject)}['’]s\s+$", t[: span[0]])
        ) and not _MY_PERSON_OWNS.search(subject):
            subject = SELF  # "I use Lumenpad's Free tier": the service's tier, the user's plan
        if subject is not None and subject.lower() in ("another", "update", "news", "quick", "fyi", "heads"):
            subject = SELF  # "Another switch: Diamond"
        if subject is not None and subject.lower() in _PRONOUNS:
            subject = SELF  # "it's the Medium box for us now": the plan, not a person, is "it"
        if subject is None:
            return
        seen.add(tier.lower())
        ads = _ADS_TAIL.match(t, span[1])
        if ads:  # "the Standard tier with ads": a tier of its own, not "Standard No-Ads"
            tier = f"{tier} {ads.group(1)}"
        noun = _OWN_PLAN_NOUN.match(t, span[1])
        who = "User" if subject == SELF else subject
        text = f"{who} is on the {tier} {noun.group(1).lower()}" if noun else None  # "the Anytime membership"
        # the service of the tier's own clause or of what comes before it, not of a later aside
        # ("I'm on 50GB, streaming ate my data" is no streaming plan)
        aside = re.search(r"[,;.!?—–]\s", t[span[1] :])
        scope = t[: span[1] + aside.start()] if aside else t
        qualifier = plan_service(scope) or (plan_service(ctx.prev.text) if ctx.prev else None)
        cancel = [c for c in _CANCELLED.finditer(t, ctx.clause_at(min(anchor, span[0]))[0], span[0])
                  if not re.search(r"(?i)\b(?:and|then|but|went|switched|moved|changed|got|to|for)\b|[,;]", t[c.end() : span[0]])]
        cancelled = bool(cancel)  # "cancelled the Premium plan and went Basic": Basic is not cancelled
        brand = _brand_of(t, span)
        out.append(Draft(subject, PLAN_PREDICATE, tier, anchor, obj_span=span, qualifier=qualifier, text=text,
                         action="end" if cancelled else "assert", negation_ok=bool(cancelled),
                         plan_text=f"switch to the {tier} plan", metadata={"family": "plan", **({PLAN_BRAND: brand} if brand else {})}))  # fmt: skip

    for m in _SWITCH.finditer(t):
        to = _TO_TIER.search(t, m.end(), min(len(t), m.end() + 60))
        gap = _SWITCH_FILLER.sub(" ", t[m.end() : to.start()]) if to else ""
        if to is None or re.search(r"[,;.!?]\s", gap):
            continue
        between = t[m.end() : to.end() + 12]
        strong = bool(_STRONG_SWITCH.match(m.group()))
        # "moved/went to X" is as often a move as a plan: it needs a tier word or a plan word near it.
        ambiguous = bool(re.match(r"(?i)mov|went|go", m.group()))
        # "we moved up to Omaha" is a move north: a bare "moved up to X" needs a tier or plan word;
        # "moved up from Hot Desk to Fixed Desk" ranks one option over another.
        strong = strong and (
            not re.match(r"(?i)mov", m.group()) or has_plan_word or bool(service)
            or bool(re.match(r"\s+from\b", t[m.end() :]))
        )  # fmt: skip
        worded = PLAN_WORDS_EN.search(between) if ambiguous else has_plan_word
        worded = worded or bool(_PLAN_NOUN_AFTER.match(t, to.end("tier")))
        if ambiguous and not worded and plan_service(t[: m.start()]) and re.match(r"(?i)on\s*to\b", to.group()):
            worded = strong = True  # "the phone went onto Max Data": the service went onto a name
        owner = _ON_THE_SERVICE.match(t, to.end("tier"))
        svc_words = owner.group(1).split() if owner else []
        if ambiguous and not worded and owner and plan_service(owner.group(1)) and (
            plan_service(svc_words[-1]) or plan_service(svc_words[0]) is None
        ):  # "for the internet jobs" names jobs, not a service
            worded = strong = True  # "moved from Spark to Blaze on my meal kit": the tier of that service
        if is_tier(to.group("tier")) or worded or strong:
            add(to.group("tier"), to.span("tier"), m.start(), strong=strong)
    for m in _TIER_IS_PLAN.finditer(t):
        if has_plan_word and (service or re.search(r"(?i)\b(?:took|picked|chose|went\s+for|got|on)\b", t)):
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
    for m in _TIER_BECAME.finditer(t):
        add(m.group("tier"), m.span("tier"), m.start(), named=True)
    for m in _TO_RANKED.finditer(t):
        named = [w for w in re.finditer(r"\b[A-Za-z][\w+-]*\b", t) if is_tier(w.group()) and w.group()[:1].isupper()
                 and w.group().lower() not in ("top", "best")]  # fmt: skip
        if len(named) == 1:
            add(named[0].group(), named[0].span(), m.start(), named=True)
    for m in _NAME_THEN_RANK.finditer(t):
        add(m.group("tier"), m.span("tier"), m.start(), named=True)
    if service:
        for m in _PUT_ON_TIER.finditer(t):
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
    for m in _WENT_TIER.finditer(t):
        lower = m.group("tier")[:1].islower()
        if lower and not (service or has_plan_word):
            continue  # "went pro", "went premium" need a service: "I went pro at 19"
        if is_tier(m.group("tier")) and not is_tier(m.group("tier").split()[-1] + " x"):
            add(m.group("tier"), m.span("tier"), m.start(), named=lower)
        elif not lower and _TIME_AFTER_TIER.match(t, m.end("tier")) and m.group("tier").lower() not in _NOT_TIER_AFTER_WENT:
            held = len(out)
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
            if len(out) > held:  # "went All-Access 5 days ago": a tier only if the user is on a plan
                out[-1].metadata[REVISES_PLAN] = "1"
    for rx in (_SWAP_FOR, _TIER_REPLACED):
        for m in rx.finditer(t):
            if has_plan_word or service:
                add(m.group("tier"), m.span("tier"), m.start(), named=True)
    for m in _CHOSE_TIER.finditer(t):
        tier = m.group("tier")
        if (has_plan_word or service) and (is_tier(tier) or tier[:1].isdigit()):
            add(tier, m.span("tier"), m.start())
        elif tier[:1].isupper() and " " not in tier and tier.lower() in _PLAN_ONLY_TIERS:
            add(tier, m.span("tier"), m.start(), named=True)  # "picked Premium three days ago"
    prev_plan = ctx.prev is not None and bool(plan_service(ctx.prev.text) or PLAN_WORDS_EN.search(ctx.prev.text))
    for m in _TIER_KICKED_IN.finditer(t):
        if is_tier(m.group("tier")) and (has_plan_word or service or prev_plan):
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
        elif m.group("tier")[:1].isupper() and is_tier(m.group("tier")) and any(
            0 <= tm.span[0] - m.end() <= 4 for tm in ctx.times
        ):  # "Gold kicked in six days ago"; "Gold kicked in as the team colour" is no plan
            held = len(out)
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
            if len(out) > held:  # "Premium kicked in six days ago.": a change of tier, if the user has a plan
                out[-1].metadata[REVISES_PLAN] = "1"  # "Gold since two days ago."
    for rx in (_WITH_DATA, _SWITCH_APPOSED):
        for m in rx.finditer(t):
            sure = has_plan_word or service or (rx is _SWITCH_APPOSED and re.match(r"(?i)upgrad|downgrad", m.group()))
            if sure and (is_tier(m.group("tier")) or m.group("tier")[:1].isdigit()):
                add(m.group("tier"), m.span("tier"), m.start(), named=True)
    if ctx.prev is not None and (
        plan_service(ctx.prev.text) or PLAN_WORDS_EN.search(ctx.prev.text) or _PREV_SWITCH_ONLY.match(ctx.prev.text)
    ):
        frag = _TIER_FRAGMENT.match(t)
        if frag and (is_tier(frag.group("tier")) or re.search(r"\d", frag.group("tier"))
                     or _BOX_NOUN.match(t, frag.end("tier"))):  # fmt: skip
            add(frag.group("tier"), frag.span("tier"), frag.start(), named=True)
    elif not has_plan_word and not service:
        frag = _TIER_FRAGMENT.match(t)
        if frag and re.match(
            r"(?i),?\s*(?:since|from|as\s+of|starting|effective|now\b|yesterday|today|(?:\w+|a\s+couple\s+of|a\s+few)\s+(?:days?|weeks?)\s+ago|last\s+(?:week|monday))",
            t[frag.end("tier") :].lstrip(),
        ) and (
            frag.group("tier")[:1].isupper() and is_tier(frag.group("tier"))
        ):
            held = len(out)
            add(frag.group("tier"), frag.span("tier"), frag.start(), named=True)
            if len(out) > held:  # "Gold since two days ago.": a change of tier, if the user has a plan
                out[-1].metadata[REVISES_PLAN] = "1"  # "Gold since two days ago."
    for m in _PLAN_IS.finditer(t):
        tier = m.group("tier")
        if re.match(r"(?i)(?:one|plan|tier)\b(?!\s+\d)", tier):
            continue
        add(tier, m.span("tier"), m.start(), named=plan_service(t) is not None)
    for m in _SERVICE_IS_TIER.finditer(t):
        words = m.group("tier").split()
        if len(words) == 2 and (words[1].lower() in TIER_WORDS or words[1][:1].isdigit()):
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
    for m in _SERVICE_ON.finditer(t):
        if plan_service(m.group("svc")) is not None or PLAN_WORDS_EN.search(m.group("svc")):
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
    for m in _TIER_MEMBER.finditer(t):
        if not m.group("det") and not (m.group("tier")[:1].isupper() and is_tier(m.group("tier"))):
            continue  # "we're Gold members at the wall"; "we're family members" names no tier
        if has_plan_word or service or is_tier(m.group("tier")):  # "I'm a Silver member now"
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
    for m in _ITS_TIER_FOR_ME.finditer(t):
        if is_tier(m.group("tier")) or has_plan_word or service:
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
    for m in _ON_TIER.finditer(t):
        if not re.match(
            r"\s+(?i:plan|tier|package|subscription|membership|bundle)\b", t[m.end("tier") :]
        ):
            add(m.group("tier"), m.span("tier"), m.start())
    brands: list[re.Match[str]] = []
    for m in _PLAN_NP.finditer(t):
        tier = m.group("tier")
        if tier[0].islower() and not is_tier(tier):
            continue
        before = t[max(0, m.start() - 12) : m.start()].lower()
        if "instead of" in before or "from" in before.split()[-1:]:
            continue
        det = t[m.start() : m.start("tier")].strip().lower()
        if _OPINION_AFTER.match(t, m.end()) or (
            # "a Basic subscription to Inkwell News" names the service, not a tier changed to
            _CHANGED_TO.match(t, m.end()) and not (re.search(r"(?i)(?:subscription|membership)$", m.group()) and det in ("a", "an", "my", "our"))
        ):
            continue  # "upgraded the Freshbox box to Family": the plan changed, not the one now held
        if det in ("a", "an", "my", "our") and not is_tier(tier):
            brands.append(m)  # "a Pulse Fitness membership": a product's name, unless no tier is named
            continue
        # "the Shine level" with a service named, "the 9-bottle case": a tier with its plan noun
        add(tier, m.span("tier"), m.start(), named=service is not None or tier[:1].isdigit())
    for m in _RANKED_APPOSED.finditer(t):
        if has_plan_word or service:
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
    if service and not out:
        for m in _SIZED_APPOSED.finditer(t):  # "Got broadband installed 3 days ago — 900Mbps"
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
    if has_plan_word or service:
        for m in _ONE_TIER.finditer(t):
            add(m.group("tier"), m.span("tier"), m.start())
        for m in _APPOSED_TIER.finditer(t):
            tier = m.group("tier")  # "a broadband contract today: Fibre 150"
            sized = tier[:1].isupper() and bool(re.search(r"\d", tier))
            if (is_tier(tier) or sized) and not out:  # an apposition after a named tier describes it
                add(tier, m.span("tier"), m.start(), named=sized)
    if not out:
        for m in brands:
            add(m.group("tier"), m.span("tier"), m.start())
    for m in _SERVICE_IS.finditer(t):
        tier = m.group("tier")
        if plan_service(m.group("svc")) is not None and is_tier(tier) and (" " not in tier or tier[:1].isdigit()):
            add(tier, m.span("tier"), m.start(), named=True)
    for m in _CHANGE_THEN_TIER.finditer(t):
        if is_tier(m.group("tier")) or m.group("tier")[:1].isdigit():
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
    for rx in (_SWAP_FOR,):
        for m in rx.finditer(t):  # "Ditched Basic for Standard": two tiers, no plan word
            if not (has_plan_word or service) and is_tier(m.group("old")) and is_tier(m.group("tier")) and m.group("tier")[:1].isupper():
                held = len(out)
                add(m.group("tier"), m.span("tier"), m.start(), named=True)
                if len(out) > held:
                    out[-1].metadata[REVISES_PLAN] = "1"
    if not out and not _CONTEST.search(t):  # "got Gold at the swim meet yesterday" is a medal
        for m in _CHOSE_BARE.finditer(t):
            tier = m.group("tier")
            if is_tier(tier) and tier.lower() not in ("free", "pro", "team", "family", "business", "personal", "student", "value", "choice", "select", "max"):
                held = len(out)
                add(tier, m.span("tier"), m.start(), named=True)
                if len(out) > held and not (has_plan_word or service):
                    out[-1].metadata[REVISES_PLAN] = "1"
    if not out and not has_plan_word and not service:
        for m in _STEP_UP_TO_NAME.finditer(t):
            held = len(out)
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
            if len(out) > held:
                out[-1].metadata[REVISES_PLAN] = "1"
    if not out:
        for m in _NAME_SINCE.finditer(t):
            if looks_like_org(m.group("tier")) or (_WORK_LABEL.search(t, 0, m.start()) and not has_plan_word):
                continue  # "Work: data analyst, Brightwater Logistics, since 2018": an employer
            held = len(out)
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
            if len(out) > held:  # kept only if the user is known to be on a sibling tier or service
                if has_plan_word or service:
                    pass  # "new phone plan sorted: Wattle Mobile Cruiser 40, since the 15th"
                elif is_tier(m.group("tier")):
                    out[-1].metadata[REVISES_PLAN] = "1"
                elif any(w.lower() in TIER_WORDS for w in m.group("tier").split()):
                    # "Pro Coaching since 8 days ago": a tier word in the name; a home read from
                    # the same words wins ("Gold Coast since 2019")
                    out[-1].metadata.update({REVISES_PLAN: "1", CHANGE_FRAME: "1"})
                else:
                    out[-1].metadata[NEEDS_PLAN] = "1"
    if not out and not has_plan_word and not service:
        for m in _SWITCH_TO_NAME.finditer(t):
            held = len(out)
            add(m.group("tier"), m.span("tier"), m.start(), named=True)
            if len(out) > held and ctx.times and not re.search(r"(?i)\b(?:a|an|the)\s+$", t[: m.start("tier")]):
                # "switched to Family Feast three days ago": a dated switch revises a known plan
                # ("switched to a Mac", "to the Night Shift": a thing, kept only beside a sibling tier)
                out[-1].metadata.update({REVISES_PLAN: "1", CHANGE_FRAME: "1"})
            elif len(out) > held:  # kept only if the user is known to be on a sibling tier
                out[-1].metadata[NEEDS_PLAN] = "1"
    if not out:
        for m in [*_CHANGE_TO_NAME.finditer(t), *_NOW_ON_NAME.finditer(t), *_BECAME_MEMBER.finditer(t)]:
            tier = m.group("tier")
            if m.re is _NOW_ON_NAME and not (
                _CHANGE_CUE.search(t) or re.search(r"\d", tier)
                or (any(x.relation == "since" for x in ctx.times) and re.search(r"(?i)\bstarting\b|\bsince\b", t))
            ):
                continue  # "I'm on Twitter now" names no plan; "... since Monday, upsold me" does
            if is_medication_en(tier) or tier.split()[0].lower() in NOT_NAME | STOP_WORDS:
                continue  # "been on Ozempic since Monday": a medicine
            if m.re is _CHANGE_TO_NAME and (_STREET_WORD.search(tier) or not (ctx.times or _CHANGE_CUE.search(t))):
                continue  # "We went onto Main Street with my phone": a street, no change said
            held = len(out)
            add(tier, m.span("tier"), m.start(), named=True)
            if len(out) > held:
                # kept only if the user is known to be on a plan; a home or job read from the
                # same words wins (``_english_drafts``)
                out[-1].metadata.update({REVISES_PLAN: "1", CHANGE_FRAME: "1"})
    if not out:
        for m in _CANCELLED_NAME.finditer(t):
            name = m.group("name")
            if name.split()[0].lower() in NOT_NAME | STOP_WORDS or subject_before(ctx, m.start()) != SELF:
                continue
            # "cancelled Streamora yesterday": ends only a plan already known by that name
            out.append(Draft(SELF, PLAN_PREDICATE, name, m.start(), obj_span=m.span("name"), action="end",
                             negation_ok=True, metadata={"family": "plan", "close_only": "yes"}))  # fmt: skip
    for k, d in enumerate(out):
        owned = _BRANDS_TIER.match(t, d.obj_span[1]) if d.obj_span and d.object[:1].isupper() else None
        if d.obj_span and owned and not is_tier(d.object):
            # "we're on Kookaburra Energy's Flat Rate Saver": the tier after the brand's possessive
            out[k] = d = replace(d, object=owned.group("tier"), obj_span=owned.span("tier"), text=None,
                                 plan_text=f"switch to the {owned.group('tier')} plan",
                                 metadata={**d.metadata, PLAN_BRAND: t[d.obj_span[0] : owned.start("tier")].rstrip(" 's’")})  # fmt: skip
    for k, d in enumerate(out):
        own = _NAMED_AFTER_WORD.match(t, d.obj_span[1]) if d.obj_span and d.object.islower() else None
        if d.obj_span and own and plan_service(own.group("name")) is None and not any(x.object == own.group("name") for x in out):
            # "the free Hatchling level": the tier's own name after a describing tier word
            span = (d.obj_span[0], own.end("name"))
            out[k] = replace(d, object=t[span[0] : span[1]], obj_span=span, text=None,
                             plan_text=f"switch to the {t[span[0] : span[1]]} plan")  # fmt: skip
    return out


#: ``Draft.metadata`` key of the brand a tier is said with ("the Standard plan for Glimmer",
#: "Glimmer's Standard plan"): a later "Glimmer Creator since Monday" is then a sibling tier.
PLAN_BRAND = "plan_brand"
_BRAND_AFTER = re.compile(
    r"\s+(?i:plan|tier|membership|package|subscription|level|pass|option|bundle|tariff)\s+(?i:for|with|at|on|from)\s+(?P<b>[A-Z][\w+-]*(?:\s+[A-Z][\w+-]*)?)"
)
_BRAND_BEFORE = re.compile(r"(?:\b(?i:my|our)\s+)?(?P<b>[A-Z][\w+-]*)(?:['’]s)?\s+(?:(?i:plan|membership|subscription)\s+(?i:is)\s+)?$")


def _brand_of(t: str, span: tuple[int, int]) -> str | None:
    """The brand named beside the tier at ``span``, if any (see :data:`PLAN_BRAND`)."""
    after = _BRAND_AFTER.match(t, span[1])
    if after:
        return after.group("b")
    before = _BRAND_BEFORE.search(t, 0, span[0])
    b = before.group("b") if before else None
    if b and (b.lower() in NOT_NAME | STOP_WORDS or b in ("I", "The") or is_tier(b)):
        return None
    return b


_WORK_LABEL = re.compile(r"(?i)\b(?:work|job|employer|day\s+job|occupation)\s*[:?]|\b(?:analyst|engineer|manager|nurse|teacher|developer|designer|assistant|officer|coordinator)\s*,")
#: The tier after a brand's possessive, the brand read as the tier: "Kookaburra Energy's Flat Rate Saver".
_BRANDS_TIER = re.compile(r"(?:\s+[A-Z][\w+-]*)?['’]s\s+(?P<tier>[A-Z][\w+-]*(?:\s+(?:[A-Z][\w+-]*|\d+[\w+]*)){0,3})")
#: A capitalised tier name between a describing tier word and the plan noun ("free Hatchling level").
_NAMED_AFTER_WORD = re.compile(
    r"\s+(?P<name>[A-Z][\w+-]*(?:\s+[A-Z][\w+-]*)?)\s+(?i:level|tier|plan|membership|package|pass|option|bundle|subscription)\b"
)


#: A sentence that dates a sign-up or a change: "On the 2nd I joined Pulsewave Fitness.",
#: "My new broadband went live on the 11th."
_SIGNED_UP = _rx(
    r"\b(?:sign(?:ed|ing)?\s+up|subscribed|joined|start(?:ed|ing)|began|took\s+out|got|bought|installed|activated|set\s+up|picked\s+up|ordered|enrolled|registered|"
    r"went\s+live|kicked\s+off|opened|switched|upgraded|downgraded|changed|became)\b"
)
_STRONG_SIGN_UP = _rx(r"\b(?:sign(?:ed|ing)?\s+up|subscribed|joined|took\s+out)\b")


def date_from_previous(claims: list[Claim], ctx: SentenceContext) -> list[Claim]:
    """Tiers said without a date right after the sentence that dates the sign-up: "Joined Cyclo
    bike share yesterday. Annual pass." -> the Annual pass from yesterday. Only a sentence with no
    time of its own, after one with a single past date and a sign-up or change of a service."""
    if ctx.lang != "en" or ctx.prev is None or ctx.times:
        return claims
    if not any(c.predicate == PLAN_PREDICATE and c.action == "assert" and c.valid_at is None for c in claims):
        return claims
    prev = ctx.prev.text
    if not _SIGNED_UP.search(prev) or not (
        plan_service(prev) or PLAN_WORDS_EN.search(prev) or _MORE_PLAN_WORDS.search(prev) or _STRONG_SIGN_UP.search(prev)
    ):
        return claims
    times = SentenceContext(ctx.prev, None, None, ctx.reference_time, cache=ctx.cache).times
    past = [m for m in times if m.start.date() <= ctx.reference_time.date()]
    if len(times) != 1 or len(past) != 1:
        return claims
    return [
        with_time(c, past[0], ctx.reference_time)
        if c.predicate == PLAN_PREDICATE and c.action == "assert" and c.valid_at is None and c.modality == "stated"
        else c
        for c in claims
    ]


# --- medication -----------------------------------------------------------------------------------

_MED_START = _rx(
    r"\b(?:start(?:ed|ing)?|began|begin|begun|restarted|kicked\s+off|kick\s+off)\s+(?:taking\s+|using\s+|on\s+|a\s+course\s+of\s+)?|"
    # "so I've taken it every day since the 2nd": an ongoing intake of a medicine named before
    r"\b(?:'ve|’ve|have)\s+taken\s+(?=(?:it|them)\b[^.;!?]*\b(?:since|every|daily|each)\b)|"
    r"\b(?:been|am|'m|’m|is|are|'re|currently|now)\s+(?:(?:both|all|also|still)\s+)?(?:on|taking|using)\s+|\b(?:i|we)\s+take\s+|\btaking\s+|"
    # "I took metformin until last month": an intake that ended (finalize reads the "until")
    rf"\b(?:i|we)\s+took\s+(?=(?:[\w-]+\s+){{1,3}}?(?:until|till|up\s+until|from|between)\s+{UNTIL_TIME})|"
    # "I added biotin to my morning routine on the 12th"
    r"\b(?:added|add|adding)\s+(?:some\s+)?(?=[\w-]+(?:\s+[\w-]+)?\s+to\s+(?:my|our)\s+(?:\w+\s+)?(?:routine|regimen|list|rotation|breakfast)\b)|"
    # "New prescription: metformin"
    r"\bnew\s+(?:prescription|medication|medicine|meds|supplement)\s*[:,–—-]\s*|"
    # "On iron tablets since the 1st, ...": a clipped "I've been on" at the start of the sentence
    r"^\W*(?:(?:still|now|also|been)\s+)?on\s+(?=[^.;!?]*\b(?:since|for|from|as\s+of|starting)\b)|"
    # "cetirizine since 2 days ago": a fragment that names the medicine and its start
    r"^\W*(?=[\w-]+(?:\s+[\w-]+)?\s+(?:since|from|as\s+of|starting)\s)|"
    # "Day one of citalopram today", "first day on the inhaler", "day 3 on sertraline"
    r"\b(?:day\s+(?:one|two|three|four|five|\d{1,2})|(?:my\s+)?first\s+(?:day|week|morning|night))\s+(?:of|on)\s+(?:the\s+)?"
)
_PUT_ON = _rx(
    r"\b(?:put|started|has|had|have|got|keeps|kept)\s+me\s+(?:back\s+)?(?:on|onto)\s+|\bprescribed\s+(?:me\s+)?|"
    # "doc added brolixin today, for the cough"
    r"\b(?:doc|doctor|gp|consultant|specialist|nurse|pharmacist|dermatologist|cardiologist)\s+(?:has\s+|just\s+)?added\s+(?=[a-z][\w-]+\b(?!\s+(?:to|a|an|the)\b))|\b(?:switched|moved|changed)\s+me\s+(?:over\s+)?to\s+|"
    r"\b(?:took|had|take|taking)\s+(?:my|the)\s+(?:very\s+)?first\s+(?:dose|pill|tablet|capsule|shot|injection)\s+of\s+|"
    # "Finally got a prescription for naproxen": a prescription the user was given
    r"\b(?:got|get|getting|was\s+given|been\s+given|picked\s+up|collected)\s+(?:a|my|the)\s+(?:new\s+)?prescription\s+for\s+|"
    # "I've been put on lisinopril", "was switched onto sertraline"
    r"\b(?:been|was|were|got|get|being)\s+(?:put|started|switched|moved)\s+(?:back\s+)?(?:on|onto)\s+|"
    # "the dermatologist gave me a tretinoin cream", "she handed me a prescription for X"
    r"\b(?:gave|given|give|handed)\s+me\s+(?:(?:a|an|some|my)\s+)?(?:new\s+)?(?:prescription\s+for\s+(?:(?:a|an|some)\s+)?)?|"
    # "Got a salbutamol inhaler from the GP", "was given some naproxen at the clinic"
    r"\b(?:got|was\s+given|been\s+given|picked\s+up|collected)\s+(?:a|an|some|my)\s+(?:new\s+)?"
    r"(?=[^.;!?]*\b(?:from|at|by)\s+(?:the|my)\s+(?:gp|doctor|doc|pharmacy|pharmacist|chemist|clinic|surgery|hospital|nurse|dentist|urgent\s+care|allergist|physio)\b"
    # "Got a new inhaler today, it's called Symbicort"
    r"|(?:inhaler|pills?|tablets|cream|spray|medication|medicine|antibiotics?|contraceptive)\b[^.;!?]*\b(?:called|named)\s+(?-i:[A-Z]))"
)
_LAST_PILL = _rx(
    r"\bmy\s+(?:very\s+)?(?:last|final)\s+(?P<med>[\w-]+)\s+(?:pill|dose|tablet|capsule|shot|injection)\b"
    # "my last omeprazole was on the 20th of last month"
    r"|\bmy\s+(?:very\s+)?(?:last|final)\s+(?P<med2>[\w-]+)\s+(?:was|were)\b"
    # "took my last melatonin this week", "took the last of my salbutamol on the 24th"
    r"|\b(?:took|taken|had|swallowed|used)\s+(?:my|the)\s+(?:very\s+)?(?:last|final)\s+(?:(?:dose|pill|tablet|capsule|bit)\s+)?(?:of\s+(?:my|the)\s+)?"
    r"(?P<med3>[\w-]+(?:\s+(?:oil|tablets?|pills?|capsules?|supplements?|drops|inhaler|spray|cream|gummies))?)"
)
_MED_COURSE_END = _rx(
    r"\b(?:course|treatment|prescription|round)\s+(?:(?:of|for)\s+\w+\s+)?(?:ended|finished|is\s+over|wrapped\s+up|ran\s+out)"
)
_MED_END = _rx(
    r"\b(?:finished\s+the\s+last\s+of|finish(?:ed|ing)?\s+up|stopped|stop|quit|quitting|finished|discontinu(?:ed|ing)|ended|completed|cut(?!\s+(?:down|back|out))|"
    r"(?:was|were|been|got|being)\s+(?:taken|switched|moved)\s+off|(?<!'ve\s)(?<!’ve\s)(?<!have\s)done|came\s+off|come\s+off|coming\s+off|got\s+off|weaned\s+(?:myself\s+)?off|"
    r"packed\s+in|gave\s+up|given\s+up|ditch(?:ed)?|drop(?:ped)?|bin(?:ned)?|cut\s+out|tossed|chucked(?:\s+out|\s+away)?|"
    r"threw\s+(?:out|away)|thrown\s+(?:out|away)|let\s+go\s+of|said\s+goodbye\s+to|bid\s+farewell\s+to|kicked(?!\s+off))\s+"
    r"(?:(?:taking|using|with|on|my|the|(?:rest|remainder|last)\s+of|what\s+was\s+left\s+of)\s+){0,3}|"
    # a split particle verb: "let the probiotic go", "threw the pills out"
    r"\b(?:let|threw|thrown|chucked|tossed)\s+(?:the\s+(?:rest\s+of\s+(?:the\s+|my\s+)?)?|my\s+)?(?=[\w-]+(?:\s+[\w-]+)?\s+(?:go|out|away)\b)|"
    r"\bpack(?:ed|ing)?\s+(?=(?:it|them)\s+in\b)|"
    # "put the hydrocortisone cream away for good", "the last turmeric capsule I took was on the 18th"
    r"\b(?:put|putting)\s+(?:the\s+|my\s+)?(?=[\w-]+(?:\s+[\w-]+)?\s+away\b)|"
    r"\bthe\s+(?:very\s+)?(?:last|final)\s+(?=[\w-]+(?:\s+[\w-]+)?\s+(?:i|we)\s+(?:took|had|swallowed|used|applied)\b)|"
    # a split particle verb: "given the sumatriptan up", "packed the spray in"
    r"\b(?:gave|given|give|giving|packed|pack|packing)\s+(?:the\s+|my\s+)?(?=[\w-]+(?:\s+[\w-]+)?\s+(?:up|in)\b)|"
    # "ran out of the loratadine and didn't refill it": running out is an end only when not renewed
    r"\b(?:ran|run|running)\s+out\s+of\s+(?:the\s+|my\s+)?(?=[^.;!?]*\b(?:didn't|didn’t|did\s+not|won't|won’t|not\s+going\s+to|never)\s+(?:refill|renew|re-?order|get\s+more|bother)\w*)|"
    r"\b(?:not|no\s+longer)\s+(?:taking|using|on)\s+(?:the\s+|my\s+|any\s+)?(?=[\w-]+(?:\s+[\w-]+)?\s+any\s*more\b)|"
    r"\bno\s+more\s+|\bno\s+longer\s+(?:taking|take|on)\s+|\b(?:took|taken|had)\s+my\s+(?:last|final)\s+(?:dose|pill|tablet|shot)\s+of\s+|"
    r"\b(?:don't|don’t|do\s+not)\s+take\s+|\b(?:i'm|i’m|i\s+am|now|been|i've\s+been)\s+off\s+(?:the\s+|my\s+)?|^\W*off\s+(?:the\s+|my\s+)|"
    r"\b(?:done|finished)\s+with\s+(?:the\s+|my\s+)?|\b(?:wrapped|wrapping|wrap)\s+up\s+(?:the\s+|my\s+)?|"
    r"\b(?:took|taken|take|taking)\s+me\s+off\s+(?:the\s+|my\s+)?|\b(?:tapered|tapering)\s+off\s+(?:the\s+|my\s+)?|"
    r"\b(?:haven't|haven’t|have\s+not|hasn't|has\s+not|'ve\s+not|’ve\s+not)\s+(?:taken|had|touched|needed)\s+(?:any\s+|the\s+|my\s+)?|"
    # "I've had no vitamin C since the 16th"
    r"\b(?:i've|i’ve|i\s+have|i)\s+(?:had|taken|needed)\s+no\s+(?:more\s+)?|"
    r"\b(?:the\s+)?end\s+of\s+(?:my\s+|the\s+)?(?:course\s+of\s+)?|"
    # "I was on sertraline until the 19th", "my last week on metformin"
    r"\b(?:i|we)\s+(?:was|were|had\s+been)\s+on\s+(?=[\w-]+\s+(?:until|till|up\s+to)\b)|"
    r"\bmy\s+(?:very\s+)?(?:last|final)\s+(?:day|dose|pill)s?\s+(?:on|of)\s+(?:the\s+|my\s+)?"
)
#: The packaging words before a medicine's name: "(a short) course of", "round of", "dose of".
_COURSE_OF = _rx(
    # "a low dose of citalopram", "my first pack of the pill"
    r"(?:(?:a|an|my|the|short|long|full|new|quick|low|high|small|first|second|next|\w+-(?:day|week|month))\s+)*"
    r"(?:course|round|dose|prescription|cycle|pack|box|bottle|tube|strip)\s+of\s+(?:the\s+|my\s+)?"
)
#: "Loratadine's done", "the sumatriptan is finished", "Ibuprofen: stopped".
_MED_DONE = _rx(
    r"(?P<med>[\w-]+(?:\s+[\w-]+)?)(?:'s|’s|\s+is|\s+are|\s+was|\s+were|\s+has|\s+have)\s+(?:been\s+)?(?:all\s+|now\s+|officially\s+)?(?:done|finished|over|history|gone|stopped|binned|ditched|dropped|retired|shelved)\b"
    # "Doxycycline finished on the 30th", "the fish oil went in the bin"
    r"|(?P<med4>[\w-]+(?:\s+[\w-]+)?)\s+(?:finished|ended|stopped|ran\s+out)(?=\s+(?:on|last|this|yesterday|today|a\s+few|\w+\s+days\s+ago)\b)"
    r"|(?P<med5>[\w-]+(?:\s+[\w-]+)?)\s+(?:went|got\s+thrown|was\s+thrown|has\s+gone|'s\s+gone)\s+(?:in|into)\s+the\s+(?:bin|trash|garbage|rubbish|drawer|cupboard)\b"
    r"|(?P<med2>[\w-]+(?:\s+[\w-]+){0,2})\s*:\s*(?:stopped|quit|done|finished|dropped|ditched|binned)\b"
    # "and the naproxen: last one was on the 28th of last month"
    r"|(?P<med7>[\w-]+)\s*[:,–—-]\s*(?:the\s+|my\s+)?(?:last|final)\s+(?:one|dose|pill|tablet|capsule)\s+(?:was|i\s+took\s+was)\b"
    # "Ashwagandha's been out of my routine since the 23rd", "magnesium is off my list"
    r"|(?P<med6>[\w-]+(?:\s+[\w-]+)?)(?:'s|’s|\s+is|\s+has|\s+was)\s+(?:been\s+)?(?:out\s+of|off|gone\s+from|dropped\s+from)\s+(?:my|our)\s+(?:\w+\s+)?(?:routine|list|regimen|rotation)\b"
    r"|\b(?:been|am|'m|’m|now)\s+(?P<med3>[\w]+(?:\s+[\w]+){0,2})-free\b"
)
#: A medicine said to be for another person or a pet: "for my son", "for the cat".
_FOR_SOMEONE = re.compile(
    r"(?i)\s+for\s+(?:my|our|the|his|her|their)\s+(?:little\s+|baby\s+|elderly\s+)?(?:"
    + "|".join(re.escape(w) for w in sorted(FAMILY_EN | PARTNER_EN | KNOWS_EN | PET_SPECIES_EN, key=len, reverse=True))
    + r"|kids?|children|boy|girl|baby)s?\b"
)
#: A second name of the medicine in apposition: "iron tablets — ferrous sulphate —", "(ferrous sulphate)".
_MED_APPOSED = re.compile(
    r"\s*(?:[—–(]|--|-(?=\s))\s*(?P<alt>[\w-]+(?:\s+[\w-]+)?)\s*(?:[—–),;.!?]|--|-(?=\s)|$)"
)
#: A medicine's own name in commas after a generic one ("a new inhaler, Brezora, this week"), or
#: called so later in the clause ("a new inhaler today, it's called Symbicort").
_MED_NAME_IN_COMMAS = re.compile(
    r",\s+(?P<alt>[A-Z][a-z]{3,}(?:-[A-Za-z]+)?)\s*(?:,|[.!;]|$)"
    r"|[^.;!?]{0,30}?(?:,\s*|\s)(?:(?i:it's|it’s|it\s+is|they're|they’re|they\s+are|which\s+is)\s+)?(?i:called|named)\s+(?P<alt2>[A-Z][a-z]{3,}(?:-[A-Za-z]+)?)\b"
)
_MED_HEAD_ONLY = re.compile(
    r"(?i)^(?:(?:a|an|the|my|new|daily|nasal|preventer|reliever|steroid)\s+)*(?:inhaler|pills?|tablets?|capsules?|"
    r"medication|medicine|meds|cream|spray|drops|injections?|patch|jab|antibiotics?|antidepressants?)$"
)
#: A medication named before a pronoun object ("About the loratadine: I stopped taking it").
_MED_WORD = re.compile(r"[\w-]+")
_FOR = _rx(r"\bfor\s+((?:my|a|an|the|his|her|their)\s+)?[\w' -]{3,40}")


def _purpose(ctx: SentenceContext, after: int) -> str | None:
    for m in _FOR.finditer(ctx.text, after):
        if any(a <= m.start() < b for a, b in (mt.span for mt in ctx.times)):
            continue
        phrase = re.split(r"\s+(?:and|but|so|since|because)\s+|[,;.!?]", m.group())[0].strip()
        if len(phrase.split()) >= 2:
            return phrase
    return None


_DETERMINERS_EN = frozenset({"the", "a", "an", "my", "our", "his", "her", "their", "some", "any", "this", "that"})
_DOSE = re.compile(r"(?i)\s*\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|ml|iu|units?|milligrams?)\b")
#: What a medicine is taken for: a condition, a symptom or a body part ("for my migraines", "for my back").
_MED_PURPOSE = re.compile(
    r"(?i)\bfor\s+(?:(?:my|the|a|an|his|her)\s+)?(?:[\w-]+\s+)?(?:back|knees?|shoulders?|hips?|neck|joints?|skin|stomach|gut|heart|"
    r"blood\s+pressure|cholesterol|sleep|pain|headaches?|cough|chest|sinuses|thyroid|bladder|bones?|nerves|periods?|"
    r"mood|nausea|acid|heartburn|rash|eyes?|ears?|infection|inflammation|"
    r"asthma|diabetes|arthritis|eczema|psoriasis|migraines?|epilepsy|hypertension|anemia|anaemia|adhd|anxiety|depression|"
    # "for the pollen", "for the water retention", "for nerve pain", "for the eczema flare-up"
    r"insomnia|reflux|allergies|allergy|hay\s*fever|pollen|retention|swelling|seizures|cramps|condition|flare-ups?|"
    r"cold|flu|fever|acne|gout|vertigo|tinnitus|ulcer|uti|colds?|bp|sugar|levels)\b"
)
#: Verbs of intake that take a medicine, not a language or a holiday: "taking X", "on X".
_INTAKE = re.compile(r"(?i)\b(?:taking|take|takes|on|prescribed|started|starting|start|began|begun|restarted)\s*$")
#: Verbs of stopping said only of medicines.
_MED_ONLY_STOP = re.compile(
    r"(?i)^(?:weaned|tapered|(?:stopped|quit|quitting|stop)\s+(?:taking|using)|(?:came|come|coming|got)\s+off|(?:got|was|been|being)\s+taken\s+off|"
    r"(?:i'm|i’m|i\s+am|now|been|i've\s+been)\s+off)\b"
)


def _med_by_frame(
    ctx: SentenceContext, m: re.Match[str], obj: str, span: tuple[int, int], action: str, dose: bool
) -> bool:
    """A name the lexicon does not know, read as a medicine from its frame: a dose ("Keppra
    500mg"), or an intake verb with a purpose that is a condition or body part ("taking Zenthra
    for my migraines"); for an end, a capitalised name after a verb of stopping said only of
    medicines ("came off the Zenthra")."""
    words = obj.split()
    if not words or len(words) > 3 or words[0].lower() in NOT_NAME or words[0].lower() in STOP_WORDS:
        return False
    if is_activity_en(obj):
        return False  # "started yoga for my back"
    if action == "end":
        return bool(re.fullmatch(r"[A-Z][a-z]+(?:[- ][A-Za-z]+)?", obj)) and bool(_MED_ONLY_STOP.match(m.group()))
    if _CONDITION_NOTE.match(ctx.text, span[1]) and re.fullmatch(r"[A-Z][a-z]+(?:-[A-Za-z]+)?", obj):
        return True  # "Started Zelvorin (the new migraine one)": a name glossed by what it treats
    if not _INTAKE.search(m.group()):
        return False
    after = span[1]
    when = next((x for x in ctx.times if 0 <= x.span[0] - span[1] <= 2), None)
    if when is not None:
        after = when.span[1]  # "I started Ostiva two days ago for the pollen": past the time
    return dose or bool(_MED_PURPOSE.match(ctx.text, after + 1) or _MED_PURPOSE.match(ctx.text, after))


#: A gloss after a name that says what it treats: " (the new migraine one)", ", my blood pressure pill".
_CONDITION_NOTE = re.compile(
    r"(?i)\s*[(,–—-]\s*(?:the|my|a|an)\s+(?:new\s+|old\s+|daily\s+)?(?:[\w-]+\s+)?(?:migraine|blood\s+pressure|cholesterol|allergy|asthma|"
    r"acid|reflux|thyroid|sleep|anxiety|pain|acne|epilepsy|diabetes|heart|stomach|arthritis|adhd|depression|nausea|infection)\s+"
    r"(?:one|pills?|tablets?|meds|medication|medicine|drug|prescription|injection|spray|cream|inhaler)\b"
)


#: A capitalised name the lexicon does not know, taken or "on" ("can I drink coffee on Bravexa?").
_UNKNOWN_MED_OBJ = re.compile(r"\b(?i:on|taking|take|takes|took|prescribed|with|alongside)\s+(?:(?i:the)\s+)?(?P<med>[A-Z][a-z]{3,}(?:-[A-Za-z]+)?)\b(?!\s+[A-Z])")
#: What "it" was started for, when that is a condition ("started it today for ADHD").
_FOR_CONDITION = re.compile(r"(?i)\bfor\s+(?:(?:my|the|a|an|his|her|some)\s+)?(?P<c>[\w'’-]+)")


def _unknown_med_before(ctx: SentenceContext, pos: int) -> str | None:
    """The medicine "it" stands for when the lexicon knows none and what it is taken for is a
    condition ("can I drink coffee on Bravexa? Started it today for ADHD"): a capitalised name
    taken or "on", in this clause or the sentence before."""
    purpose = _FOR_CONDITION.search(ctx.text, pos, ctx.clause_at(pos)[1])
    if purpose is None or not (
        CONDITION_HEAD_EN.fullmatch(purpose.group("c")) or _MED_PURPOSE.match(ctx.text, purpose.start())
    ):
        return None
    for text, end in ((ctx.text, pos), *(((ctx.prev.text, len(ctx.prev.text)),) if ctx.prev else ())):
        found = [m for m in _UNKNOWN_MED_OBJ.finditer(text, 0, end)
                 if m.group("med").lower() not in NOT_NAME | STOP_WORDS and not is_activity_en(m.group("med"))]  # fmt: skip
        if found:
            return found[-1].group("med")
    return None


#: A capitalised name ended by a plain verb of stopping ("stopped the Bravexa").
_UNKNOWN_STOPPED = re.compile(r"[A-Za-z][a-z]{3,}(?:-[A-Za-z]+)?")
#: "No more Harvonel since the 2nd", "no more ibuprofen for me".
_NO_MORE = re.compile(r"(?i)\bno\s+more\s+(?:of\s+(?:the|my)\s+)?(?P<med>[a-z][a-z-]{3,})\b(?=\s+(?:since|from|as\s+of|for\s+me|after|now)\b|\s*[,.!;]|\s*$)")


def _unknown_name(word: str, text: str = "") -> bool:
    """Whether ``word`` can be a medicine's name the lexicon does not know: one word, no function
    word, activity, pet word or everyday noun that a verb of stopping takes ("work", "smoking");
    in lower case only in a message typed all in lower case ("came off lumetrol"), since
    "finished the presentation" names no medicine."""
    w = word.lower()
    if word[:1].islower() and not typed_in_lower_case(text):
        return False
    if _JOB_TALK.search(text):
        return False  # "gave notice today. end of next month i'm done w/ gillingham": an employer
    return (
        _UNKNOWN_STOPPED.fullmatch(word) is not None
        and w not in NOT_NAME | STOP_WORDS | _NOT_STOPPED_MED
        and not is_activity_en(w)
        and not w.endswith(("ing", "ings"))
    )


_JOB_TALK = re.compile(r"(?i)\b(?:notice|job|boss|manager|supervisor|resign\w*|employer|colleagues?|coworkers?|shift|payroll|hired|fired|laid\s+off)\b")
_NOT_STOPPED_MED = frozenset(
    {"work", "school", "college", "uni", "job", "drinking", "alcohol", "coffee", "caffeine", "sugar", "meat", "dairy",
     "gluten", "carbs", "booze", "wine", "beer", "social", "media", "netflix", "twitter", "instagram", "tiktok",
     "facebook", "therapy", "physio", "treatment", "training", "lessons", "classes", "class", "course", "that", "this",
     "them", "those", "these", "both", "everything", "nothing", "things", "stuff", "here", "there", "today", "week",
     "month", "year", "project", "diet", "fast", "fasting", "period", "contract", "subscription", "membership", "plan",
     "tons", "lots", "much", "loads", "plenty", "heaps", "everyone", "everybody", "nobody", "summer", "winter", "spring",
     "autumn", "season", "term", "semester", "shift", "game", "match", "show", "book", "movie", "film"}
)
_PLAIN_STOP = re.compile(r"(?i)(?:stopped|quit|ditched|dropped|binned|(?:came|come|coming|got)\s+off|finished|(?:done|finished)\s+with)\b")


_NOT_NAMED_MED = frozenset({"medication", "meds", "medicine", "pills", "pill", "tablets", "tablet"})


def _named_medicine(text: str, end: int) -> str | None:
    """The last medicine named in ``text[:end]`` (one word, or two: "fish oil")."""
    toks = [w.group() for w in _MED_WORD.finditer(text, 0, end)]
    for k in range(len(toks) - 1, -1, -1):
        if not _plain_word(toks[k]):
            continue  # "turmeric capsules and I've been taking them": "and" ends no medicine's name
        if not is_medication_en(toks[k]):
            if k == 0 or not is_medication_en(f"{toks[k - 1]} {toks[k]}"):
                continue  # "fish oil": only the phrase names a medicine
        elif toks[k].lower() in _NOT_NAMED_MED:
            continue
        first = k
        while first > 0 and first > k - 2 and _plain_word(toks[first - 1]):
            first -= 1  # "evening primrose oil", "vitamin D drops": the modifiers before the head
        return " ".join(toks[first : k + 1])
    return None


def _plain_word(w: str) -> bool:
    low = w.lower()
    return low not in STOP_WORDS and low not in _DETERMINERS_EN and low not in NOT_NAME and (
        not low.endswith(("ed", "ing")) or low == "evening"  # "evening primrose oil"
    )


#: What makes a stop no stop: "didn't stop", "could stop", "was going to stop", "should I stop".
_NOT_DONE_BEFORE = re.compile(
    r"(?i)\b(?:didn't|didn’t|did\s+not|don't|don’t|do\s+not|won't|won’t|will\s+not|never|could|couldn't|should|shouldn't|"
    r"might|may|can|can't|cannot|would|wouldn't|will|want\s+to|wants\s+(?:me\s+)?to|going\s+to|gonna|plan(?:ning)?\s+to|"
    r"thinking\s+(?:about|of)|about\s+to|try\s+to|trying\s+to|allowed\s+to|ok(?:ay)?\s+to|safe\s+to|how\s+to|whether\s+to|when\s+to|"
    r"hoping\s+to|hope\s+to|almost|nearly|meant\s+to|supposed\s+to|need\s+to|have\s+to|told\s+(?:me\s+)?to|asked\s+(?:me\s+)?to)"
    r"\s+(?:(?:\w+ly|just|ever|i|me|you|be|to)\s+){0,2}$"
)
#: Clinicians: "my GP stopped my X" ends the user's medicine, whoever said so.
_CLINICIAN = re.compile(
    r"(?i)\b(?:doctor|doc|gp|nurse|psychiatrist|dermatologist|cardiologist|specialist|consultant|physician|pharmacist|"
    r"surgeon|rheumatologist|neurologist|endocrinologist|allergist|oncologist|gastroenterologist|prescriber|clinic|hospital)s?\b"
)


def medication(ctx: SentenceContext) -> list[Draft]:
    """Medication started ("been on loratadine for four days") and stopped ("quit it this week")."""
    t = ctx.text
    out: list[Draft] = []
    ended: list[tuple[int, int]] = []
    for m in _LAST_PILL.finditer(t):
        group = next(g for g in ("med", "med2", "med3") if m.group(g))
        if _NOT_DONE_BEFORE.search(t, 0, m.start()):
            continue
        if is_medication_en(m.group(group)) and m.group(group).lower() not in _NOT_NAMED_MED:
            out.append(Draft(SELF, "takes_medication", m.group(group), m.start(), obj_span=m.span(group),
                             action="end", negation_ok=True))  # fmt: skip
    for m in _MED_DONE.finditer(t):
        group = next(g for g in ("med", "med2", "med3", "med4", "med5", "med6", "med7") if m.group(g))
        med_start, med = m.start(group), m.group(group)
        if " " in med and (not is_medication_en(med) or not _plain_word(med.split()[0])):
            # "The co-codamol's been finished", "Wrist is healed": the last word alone
            head = med.split()[-1]
            med_start, med = med_start + len(med) - len(head), head
        unknown = not is_medication_en(med) and _unknown_name(med, ctx.around) and med_start == ctx.clause_at(m.start())[0] + len(
            re.match(r"\W*(?:(?:ok|okay|so|and|also|well|right)\W+)*", t[ctx.clause_at(m.start())[0] :]).group()  # type: ignore[union-attr]
        )
        if not (is_medication_en(med) or unknown):
            continue
        if med.lower() not in ("medication", "meds", "medicine"):
            # "dormirin is done", "Corvalane finished this week": a name the lexicon does not
            # know ends only a medicine already known by it (close_only)
            out.append(Draft(SELF, "takes_medication", med, m.start(), obj_span=(med_start, med_start + len(med)),
                             action="end", negation_ok=True, metadata={"close_only": "yes"} if unknown else {}))  # fmt: skip
    for m in _NO_MORE.finditer(t):
        med = m.group("med")
        if (is_medication_en(med) or _unknown_name(med, ctx.around)) and subject_before(ctx, m.start()) in (SELF, None):
            # "No more Harvonel since the 2nd of last month"
            out.append(Draft(SELF, "takes_medication", med, m.start(), obj_span=m.span("med"), action="end", negation_ok=True,
                             metadata={} if is_medication_en(med) else {"close_only": "yes"}))  # fmt: skip
    for m in _MED_COURSE_END.finditer(t):
        clause_start = ctx.clause_at(m.start())[0]
        for w in re.finditer(r"[\w-]+", t[clause_start : m.end()]):
            if is_medication_en(w.group()):
                a = clause_start + w.start()
                out.append(Draft(SELF, "takes_medication", w.group(), m.start(), obj_span=(a, a + len(w.group())),
                                 action="end", negation_ok=True))  # fmt: skip
                break
    for pattern, action in ((_MED_END, "end"), (_PUT_ON, "assert"), (_MED_START, "assert")):
        for m in pattern.finditer(t):
            if action == "end":
                if _NOT_DONE_BEFORE.search(t, max(0, m.start() - 40), m.start()) and not re.search(
                    r"(?i)\b(?:so|and)\s+(?:(?:this\s+week|today|yesterday|then)\s+)?(?:i|we)\s+(?:(?:finally|just)\s+)?(?:did|have)\b", t[m.end() :]
                ):
                    continue  # "I didn't stop the X", "my doctor said I could stop X": no stop
                ended.append(m.span())
            elif any(abs(m.end() - e) < 3 or m.start() < e <= m.end() or s <= m.start() < e for s, e in ended):
                continue  # "stopped taking the X": the "taking" inside an end starts nothing
            pron = _PRONOUN_AT.match(t, m.end())
            if pron and action == "assert":
                # "My cardiologist wants me on fish oil, so I've been taking it since the 13th",
                # "Co-codamol it is. Started it yesterday.": the medicine named just before.
                named_med = _named_medicine(t, m.start()) or (
                    _named_medicine(ctx.prev.text, len(ctx.prev.text)) if ctx.prev else None
                ) or _unknown_med_before(ctx, pron.end())
                subject = clause_subject(ctx, m.start())
                if named_med and subject is not None:
                    out.append(Draft(subject, "takes_medication", named_med, m.start(), action="assert",
                                     plan_text=f"take {named_med}"))  # fmt: skip
                continue
            if pron and action == "end":
                subject = subject_before(ctx, m.start())
                named = [w for w in _MED_WORD.finditer(t, 0, m.start()) if is_medication_en(w.group())
                         and w.group().lower() not in ("medication", "meds", "medicine", "pills", "pill")]  # fmt: skip
                if subject is not None and named:
                    w = named[-1]
                    out.append(Draft(subject, "takes_medication", w.group(), m.start(), obj_span=w.span(),
                                     action="end", negation_ok=True))  # fmt: skip
                elif subject is not None:
                    out.append(
                        Draft(
                            subject,
                            "",
                            pron.group(1),
                            m.start(),
                            action="end",
                            pronoun=True,
                            negation_ok=True,
                        )
                    )
                continue
            span = generic_np(t, m.end(), max_words=4)
            if span is None:
                continue
            got = clean(ctx, span)
            if got is None:
                continue
            obj, span = got
            if action == "end" and re.search(r"\s(?:up|in|go|out|away|habit)$", obj):  # "given the sumatriptan up"
                obj = obj[: obj.rindex(" ")]
                span = (span[0], span[0] + len(obj))
            tail = re.search(r"\s+(?:any\s*more|again|now|for\s+good|course|prescription|treatment|regimen|completely|entirely|altogether|fully|already|earlier|too|cold\s+turkey)$", obj)
            if tail:  # "not on the lisinopril any more"
                obj = obj[: tail.start()]
                span = (span[0], span[0] + len(obj))
            if re.search(r"\b\w+['’]s\b", obj):
                continue  # "a prescription for the dog's ear drops": someone else's medicine
            if action == "assert" and _FOR_SOMEONE.match(t, span[1]):
                continue  # "got a prescription for amoxicillin for my son": his medicine
            course = _COURSE_OF.match(obj)
            if course and course.end() < len(obj):  # "a short course of prednisone" -> prednisone
                obj, span = obj[course.end() :], (span[0] + course.end(), span[1])
            # "has me on X" is said of rotas and diets too: only a medicine name makes it a prescription
            loose = re.match(r"(?i)(?:has|had|have|got|keeps|kept|was|been|picked|collected|gave|given|give|handed)\b", m.group())
            # "the gym put me on Blaze": a plan when the sentence names a service
            prescribed = pattern is _PUT_ON and not loose and plan_service(t) is None
            dose = _DOSE.search(obj)
            if dose and dose.start() > 0:  # "Keppra 500mg" -> Keppra
                obj, span = obj[: dose.start()].rstrip(), (span[0], span[0] + len(obj[: dose.start()].rstrip()))
            close_only = False
            if not (is_medication_en(obj) or prescribed or _med_by_frame(ctx, m, obj, span, action, bool(dose))):
                if not (action == "end" and _unknown_name(obj, ctx.around) and _PLAIN_STOP.match(m.group())):
                    continue
                # "stopped the Bravexa 5 days ago": a name the lexicon does not know ends the
                # medicine of that name if the user is known to take one (else it ends nothing)
                close_only = True
            if " (" in obj:  # "iron tablets (ferrous sulphate)": the parenthesis is read below
                obj = obj[: obj.index(" (")]
                span = (span[0], span[0] + len(obj))
            alt = _MED_APPOSED.match(t, span[1]) or (
                _MED_NAME_IN_COMMAS.match(t, span[1]) if _MED_HEAD_ONLY.search(obj) else None
            )
            alt_group = "alt2" if alt and alt.re is _MED_NAME_IN_COMMAS and alt.group("alt2") else "alt"
            if action == "assert" and alt and (is_medication_en(alt.group(alt_group)) or alt.re is _MED_NAME_IN_COMMAS):
                # "iron tablets — ferrous sulphate —": both names, so that either one ends it
                obj, span = f"{obj} ({alt.group(alt_group)})", (span[0], alt.end("alt") if alt_group == "alt" else span[1])
            passive = re.match(r"(?i)(?:been|was|were|got|get|being)\b", m.group())
            # "put me on X": the user; "my dad was put on X": whoever the clause is about
            # "the doctor took me off X": the user stops, whoever said so
            me_off = action == "end" and re.search(r"(?i)\bme\s+off\b", m.group())
            subject = SELF if (pattern is _PUT_ON and not passive) or me_off else clause_subject(ctx, m.start())
            if action == "end" and subject not in (None, SELF) and _CLINICIAN.search(subject) and not re.search(
                r"(?i)\b(?:his|her|their|your)\s+$", t[: span[0]]
            ):
                subject = SELF  # "my GP discontinued my X": the user's medicine ends
            if subject is None or (subject == SELF and re.match(
                rf"(?i)\W*(?:the|our|my)\s+(?:{_SPECIES})\b", t[ctx.clause_at(m.start())[0] : m.start()]
            )):
                continue  # "The dog has been on antibiotics since yesterday"
            called_med = re.match(r",\s+([a-z][\w-]+)\s*[.!]?\s*$", t[span[1] :]) if _MED_HEAD_ONLY.search(obj) else None
            if action == "assert" and called_med is None and _MED_HEAD_ONLY.search(obj):
                called_med = re.match(r"\s+(?:today|yesterday|on\s+the\s+\w+|\w+\s+days\s+ago),\s+([a-z][\w-]+)\s*[.!]?\s*$", t[span[1] :])
            if action == "assert" and called_med and is_medication_en(called_med.group(1)) and not _MED_HEAD_ONLY.search(called_med.group(1)):
                obj = f"{obj} ({called_med.group(1)})"  # "I started on antibiotics today, clarithromycin."
            out.append(Draft(subject, "takes_medication", obj, m.start(), obj_span=span, action=action,  # type: ignore[arg-type]
                             negation_ok=action == "end", detail=_purpose(ctx, span[1]) if action == "assert" else None,
                             plan_text=f"take {obj}", metadata={"close_only": "yes"} if close_only else {}))  # fmt: skip
    return [replace(d, metadata={**d.metadata, GENERIC_END: "1"})
            if d.action == "end" and _GENERIC_MED.fullmatch(d.object) else d for d in out]  # fmt: skip


#: A medicine named by its kind only ("the meds", "my pills", "the muscle relaxer", "antibiotics").
_GENERIC_MED = re.compile(
    r"(?i)(?:(?:the|my|these|those|that|this)\s+)?(?:(?:new|old|daily|morning|night|migraine|blood\s+pressure|allergy|sleeping|muscle|pain)\s+)?"
    r"(?:meds|medication|medications|medicine|medicines|pills?|tablets?|capsules?|relax(?:er|ant)s?|antibiotics?|painkillers?|"
    r"antihistamines?|antidepressants?|steroids?|prescription|course|one)"
)


# --- pets -----------------------------------------------------------------------------------------

_SPECIES = (
    "(?i:" + "|".join(re.escape(w) for w in sorted(PET_SPECIES_EN, key=len, reverse=True)) + ")"
)
_PETNAME = r"(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)"
#: Up to three describing words before the species ("a grumpy old Persian cat"), none a
#: function word: "my sister and her dog Rex" is not the user's dog.
_ADJS = r"(?:(?!(?i:and|or|but|her|his|their|your|its|with|of|to|the|a|an|my|our)\b)[\w-]+\s+){0,3}?"
_ACQUIRE = (
    r"(?i:adopted|got|rescued|brought\s+home|brought(?=\s+(?-i:[A-Z])[\w'’-]+\s+home\b)|welcomed|bought|took\s+in|picked\s+up|brought\s+in|found|inherited|collected|fetched|had|(?:'ve|’ve)\s+had)"
)
_PET_PATTERNS = [
    re.compile(rf"\b(?i:my|our)\s+{_ADJS}(?P<sp>{_SPECIES})\s*,?\s+{_PETNAME}"),
    re.compile(rf"{_PETNAME},\s+(?i:my|our)\s+{_ADJS}(?P<sp>{_SPECIES})\b"),
    re.compile(rf"\b(?i:a|an|my|our)\s+{_ADJS}(?P<sp>{_SPECIES})\s*,?\s+(?i:called|named)\s+{_PETNAME}"),
    re.compile(rf"\b{_ACQUIRE}\s+{_PETNAME},\s+(?i:a|an|our)\s+{_ADJS}(?P<sp>{_SPECIES})\b"),
    re.compile(
        rf"\b{_ACQUIRE}\s+(?i:a|an)\s+{_ADJS}(?P<sp>{_SPECIES})\b[^.;]*?\b(?i:named|called)\s+(?:(?i:it|him|her|them)\s+)?{_PETNAME}"
    ),
    re.compile(rf"{_PETNAME}\s*[:,-]\s+(?i:a|an|our|my|the)\s+{_ADJS}(?P<sp>{_SPECIES})\b"),
    # "a tortoise, Shelby.", "Pets: one gecko, Rocket, since 2019."
    re.compile(rf"\b(?i:a|an|one)\s+{_ADJS}(?P<sp>{_SPECIES})\s*,\s+{_PETNAME}(?=\s*[.!,;]|\s*$)"),
    # "The cat (Miso) has been with us since 2019", "our beagle (Biscuit) turned 3"
    _PAREN_PET := re.compile(rf"\b(?i:my|our|the)\s+{_ADJS}(?P<sp>{_SPECIES})\s*\(\s*{_PETNAME}\s*\)"),
    _IN_THE_HOUSE := re.compile(
        rf"\b(?i:a|an|our)\s+{_ADJS}(?P<sp>{_SPECIES})\s+(?i:in\s+the\s+(?:house|family|household|home|flat|apartment)|at\s+home|to\s+(?:the|our)\s+(?:family|household|clan|crew|gang)|in\s+(?:our|my)\s+lives?|(?:on|in)\s+(?:my|our|the)\s+(?:desk|room|bedroom|kitchen|garden|yard|lounge|living\s+room)(?:\s+now)?|now)"
        rf"\s*[:,–—-]\s*{_PETNAME}(?=\s*[.!,;:–—-]|\s*$)"
    ),
    re.compile(
        rf"\b{_ACQUIRE}\s+{_PETNAME}\b[^.]*?\b(?i:she|he|it|they)(?:'s|’s|\s+is|\s+was|\s+are)\s+(?i:a|an)\s+{_ADJS}(?P<sp>{_SPECIES})"
    ),
    # "Our family dog, a lab named Chester", "my cat, a tabby called Tom": a breed in apposition
    re.compile(rf"\b(?i:my|our)\s+{_ADJS}(?P<sp>{_SPECIES})\s*,\s+(?i:a|an)\s+(?:[\w-]+\s+){{1,2}}?(?i:called|named)\s+{_PETNAME}"),
    re.compile(
        rf"\b(?i:my|our)\s+{_ADJS}(?P<sp>{_SPECIES})(?:'s\s+name)?\s+(?i:is\s+called|is\s+named|is)\s+{_PETNAME}"
    ),
    re.compile(rf"{_PETNAME}(?:\s+(?:is|has\s+been)|['’]s\s+been)\s+(?i:my|our)\s+{_ADJS}(?P<sp>{_SPECIES})\b"),
    re.compile(rf"{_PETNAME}\s+the\s+{_ADJS}(?P<sp>{_SPECIES})\b"),
    # "Tater (basset hound, laziest dog alive)", "Pip (our rescue kitten)"
    re.compile(rf"{_PETNAME}\s*\(\s*(?:(?i:my|our|the|a|an)\s+)?{_ADJS}(?P<sp>{_SPECIES})\b[^()]*\)"),
    # "I've been a dog owner since 2018 — Biscuit is a beagle."
    re.compile(
        rf"(?i:\b(?:owner|we|our|my|i've\s+got|i\s+have)\b)[^.!?]*?{_PETNAME}\s+is\s+(?i:a|an)\s+{_ADJS}(?P<sp>{_SPECIES})\b"
    ),
]
#: A pet name written in lower case: "a budgie called kiwi" (any writer), "have had our
#: cockatiel mango since 2021" (only in a message written all in lower case).
_LOWER_CALLED = re.compile(rf"\b(?i:a|an|my|our)\s+{_ADJS}(?P<sp>{_SPECIES})(?:\s+\w+)?\s*,?\s+(?i:called|named)\s+(?P<name>[a-z][\w'’-]+)")
#: "Been a dog mum to Pepper since 2020", "proud cat dad of Miso": the owner named by the pet.
_PET_PARENT = re.compile(
    rf"\b(?P<sp>{_SPECIES})\s+(?i:mum|mom|mama|mummy|dad|daddy|papa|parent|owner)\s+(?i:to|of)\s+(?:(?i:a|an)\s+[\w-]+\s+(?i:called|named)\s+)?{_PETNAME}"
)
_LOWER_OWNED = re.compile(
    rf"\b(?:have|had|got|adopted|rescued|own)\s+(?:my|our)\s+{_ADJS}(?P<sp>{_SPECIES})\s+(?P<name>[a-z][\w'’-]+)"
    r"(?=\s*(?:[,.!;]|$)|\s+(?:since|for|from|who|and)\b)"
)
#: Lower-case words after a species that are not its name ("had our dog groomed", "got my cat back").
_NOT_LOWER_NAME = re.compile(r"(?:.*(?:ed|ing|ly)|inside|outside|home|back|now|too|again|there|here|yet|still|today)$")
#: What may stand before :data:`_IN_THE_HOUSE` in its clause: the user's own household, not
#: "my neighbour has a new puppy in the house, Rex".
_OWN_HOUSE_LEAD = re.compile(
    r"(?i)^\W*(?:(?:so|and|also|now|well|oh|guess\s+what|news)\W+)*"
    r"(?:there(?:'s|’s|\s+is|\s+was)|(?:we|i)(?:'ve|’ve|\s+have)(?:\s+got)?|(?:we|i)\s+(?:now\s+)?have|(?:we|i)(?:'ve|’ve|\s+have)?\s+(?:just\s+)?added|"
    # "The kids have a rabbit now: Pickle": the children's pet lives in the user's home
    r"(?:the|our|my)\s+(?:kids|children|son|daughter|boys|girls)(?:'ve|’ve|\s+have|\s+has|\s+now\s+ha(?:ve|s)|\s+got)(?:\s+got)?)\s*$"
)
_ACQUIRE_RX = re.compile(
    r"(?i)\b(?:adopted|got|rescued|brought|welcomed|bought|had|found|inherited|with\s+(?:me|us))\b"
)
_HAVE_PET = re.compile(
    rf"(?:(?:\b(?i:i|we)(?i:'ve|’ve|\s+have)?\s+(?i:also\s+|just\s+|finally\s+)?|^)(?i:have|had|got|adopted|rescued|own|brought\s+home|took\s+in|picked\s+up|welcomed|found|inherited|collected|fetched|added|brought(?=\s+[^.!?]{{0,40}}?\bhome\b))\s+"
    rf"|\b(?i:talked|persuaded|convinced)\s+(?i:me|us)\s+(?i:into|to\s+get)\s+"
    # "My partner surprised me with a kitten", "there's been a cat in my life since 2014"
    rf"|\b(?i:surprised|gifted|presented)\s+(?i:me|us)\s+(?i:with)\s+|\b(?i:there(?:'s|’s|\s+is|\s+has)\s+been)\s+(?=[\w\s-]{{0,40}}\b(?i:in\s+(?:my|our)\s+(?:life|lives|house|home|family|household))\b))"
    rf"(?i:a|an|another|our|my)\s+{_ADJS}(?P<sp>{_SPECIES})\b"
)
#: "A second cat moved in with us two days ago; we named her Mango": the pet arrives as the subject.
_PET_ARRIVED = re.compile(
    rf"(?:\b(?i:a|an|another|our|my)\s+|^\W*(?=(?i:second|new|third|2nd|3rd)\b))(?:(?i:second|new|third|2nd|3rd)\s+)?{_ADJS}(?P<sp>{_SPECIES})\s+(?:[a-z]+ly\s+)?(?i:moved\s+in(?:\s+with\s+(?:us|me))?|came\s+home|chose\s+(?:us|me)|adopted\s+(?:us|me)|found\s+(?:us|me)|"
    rf"joined\s+(?:the|our|my)\s+(?:family|household|home|clan|crew|gang)|joined\s+us|arrived\s+home)\b"
)
#: The name after the pet's arrival, last in the sentence: "a new cat moved in with us: Pumpkin",
#: "got a kitten three days ago, Bean", "home from the shelter five days ago - Marble".
_TAIL_NAME = re.compile(
    rf"\s*[,:;–—-]\s*(?:(?i:meet|say\s+hi\s+to|say\s+hello\s+to|named|called|introducing)\s+)?{_PETNAME}"
    # "- Dostoevsky, Dusty for short", "- Biscuit (Bis for short)": a nickname after the name
    r"(?:\s*[,(]\s*(?:(?i:or|aka|a\.k\.a\.)\s+)?[A-Z][\w'’-]*\s+(?i:for\s+short)\)?|\s*\((?:(?i:aka)\s+)?[A-Z][\w'’-]*\))?"
    # "Adopted another lop, Sorrel, on the 14th": the day after the name
    r"(?:\s*,?\s+(?i:on\s+the\s+\w+|on\s+\w+day|yesterday|today|last\s+\w+|this\s+\w+|\w+\s+days?\s+ago))?\s*[.!]*\s*$"
)
#: "Cinnamon is her name", "Bolt's his name".
_NAME_IS_ITS_NAME = re.compile(rf"{_PETNAME}(?:\s+is|['’]s)\s+(?i:his|her|its|their)\s+name\b")
#: "I finally got a dog! Adopted Benny from the shelter on the 2nd.": the next sentence acquires
#: the pet by its name.
_NEXT_ACQUIRED = re.compile(
    rf"^\W*(?:(?i:we|i)\s+(?:(?i:just|finally|then)\s+)?)?(?i:adopted|rescued|brought\s+home|picked\s+up|named|called)\s+(?:(?i:him|her|it)\s+)?{_PETNAME}\b"
)
#: "Say hello to Rocket, we rescued him on the 11th": a greeting, then the user's acquisition.
_GREET_ACQUIRED = re.compile(
    rf"\b(?i:say\s+(?:hi|hello)\s+to|meet|welcome|introducing)\s+{_PETNAME}\s*[,!:;–—-]+\s*"
    rf"(?i:(?:we|i)(?:'ve|’ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:adopted|rescued|got|brought|took\s+in|picked\s+up|welcomed)\s+(?:him|her|them|it)\b)"
)
#: "We became dog parents three days ago, meet Basil."
_BECAME_OWNER = re.compile(
    rf"\b(?i:became|become|are\s+now|'re\s+now|’re\s+now|am\s+now|'m\s+now)\s+(?:(?i:a|an|proud|first-time|new)\s+)*(?P<sp>{_SPECIES})\s+(?i:parents?|owners?|mums?|moms?|dads?|family)\b"
)
_NAMED_LATER = re.compile(
    rf"\b(?i:(?:his|her|its|their)\s+name(?:'s|’s|\s+is)|(?:she|he|it)(?:'s|’s|\s+is)\s+(?:called|named)|they(?:'re|’re|\s+are)\s+(?:called|named)|(?:(?:we|i)(?:'re|’re|\s+are|\s+am|'m|’m)?\s+)?(?:named|called|calling|call|naming)\s+(?:him|her|it|them))\s+{_PETNAME}"
)


#: "we adopted a kitten today!!! Mochi.": the next sentence is the name alone.
_NEXT_BARE_NAME = re.compile(rf"^\W*{_PETNAME}\s*[.!]*\s*$")
#: A word that reads as a feeling or a comment rather than a name ("Exhausted.", "Amazing.").
_COMMENT_WORD = re.compile(r"(?i)\w{3,}(?:ed|ing|ly|ful|ous|ive|able|ible|est)|wow|yay|omg|lol|finally|cute|love|help")


def _bare_name_ok(name: str) -> bool:
    """Whether a sentence that is only ``name`` can be a pet's name: no word of it a function
    word or a comment ("So tired.", "Finally!")."""
    return not any(w.lower() in NOT_NAME | STOP_WORDS or _COMMENT_WORD.fullmatch(w) for w in name.split())


#: "Meet Dumpling, my tortoise": a greeting that names the user's pet by its species.
_MEET_MY_PET = re.compile(
    rf"\b(?i:meet|say\s+(?:hi|hello)\s+to|this\s+is|introducing)\s+{_PETNAME}\s*,\s*(?i:my|our)\s+{_ADJS}(?P<sp>{_SPECIES})\b"
)
#: "A rescue cat chose us. Pudding wandered in three days ago": the next sentence opens with the name.
_NEXT_NAME = re.compile(
    rf"^\W*{_PETNAME}\s+(?i:wandered|arrived|came|turned\s+up|showed\s+up|moved\s+in|has\s+settled|settled|is\s+settling|sleeps|slept|is\s+a|was\s+a)\b"
)
#: "We got a second bird on the 1st! A budgie named Mango": the next sentence names the pet by its species.
_NEXT_SPECIES_NAMED = re.compile(
    rf"^\W*(?:(?i:a|an|it's\s+a|it’s\s+a|she's\s+a|she’s\s+a|he's\s+a|he’s\s+a)\s+)?{_ADJS}{_SPECIES}\s*,?\s+(?i:called|named)\s+{_PETNAME}"
)
#: "Does anyone train cats? Mine, Nimbus, rules the flat": "mine" stands for a species the sentence before names.
_MINE_NAMED = re.compile(
    rf"^\W*(?i:mine|ours)(?:\s*[,:–—-]\s*|\s+(?:is|'s|’s)\s+(?:(?i:called|named)\s+)?){_PETNAME}\b(?!['’]s)"
)
_SPECIES_MENTION = re.compile(rf"\b(?P<sp>{_SPECIES})(?:e?s)?\b")
#: A species word that describes a person or a taste, not a pet: "a cat person", "a dog lover".
_NOT_A_PET_AFTER = re.compile(
    r"(?i)\s+(?:person|people|lover|fan|allergy|hair|food|sitter|walker|groomer|toys?|beds?|bowls?|leads?|"
    r"leash(?:es)?|treats?|collars?|park|show|kennels?|crates?|cages?|hutch|tank|flap|door|friendly|owners?|"
    r"shelter|rescue\s+centre|charity|poo|biscuits?|oil|fingers|sticks|cakes?|pie|sauce|and\s+chips|market|counter|feeders?|watching|watchers?|seed|baths?)\b"
)
#: A capitalised word before "the <species>" that is the sentence's verb, not a name:
#: "Walked the dog", "Dropped the fish oil" ("Alfred the cat", "Ted the dog" are names).
_VERB_NOT_NAME = re.compile(r"(?i)(?!.*(?:fred|dred|dding|rling)$)(?:[a-z]{3,}ed|[a-z]{4,}ing)")
#: Nouns a species word modifies when it names no animal one keeps ("a goose egg", "a koi pond").
_SPECIES_AS_MODIFIER = re.compile(
    r"(?i)\s+(?:eggs?|ponds?|farm|meat|wings|breast|burgers?|curry|soup|feathers|down|costume|onesie|print|"
    r"pattern|ornaments?|figurines?|calendar|mugs?|plush(?:ie)?|teddy|statue|sanctuary|caf[eé]|videos?|memes?|"
    r"photos?|pictures?|documentary|tattoo|stickers?|magnets?|nuggets|liver|sauce|shaped|themed|pâté|pate)\b"
)
_PET_GONE = re.compile(
    r"(?i)\b(?:passed\s+away|died|put\s+down|put\s+to\s+sleep|rehomed|ran\s+away|gave\s+away|lost\s+(?:him|her|them)|"
    # "We had to rehome our rabbit, Clover"
    r"(?:had|have|having)\s+to\s+(?:rehome|give\s+up|give\s+away|put\s+down|say\s+goodbye\s+to))\b"
)
#: Species words that are also everyday nouns: a pet only when named.
_AMBIGUOUS_SPECIES = frozenset({"lab", "rex", "kit", "boxer", "pointer", "setter", "hound", "golden", "rescue"})
#: What happens to a pet the user has, which dates the happening, not the pet.
_PET_EVENT = re.compile(
    r"(?i)\b(?:turn(?:ed|s)\s+\d+|birthday|vet|vets|groomer|groomed|neutered|spayed|chewed|ate|bit|sick|ill|surgery|"
    r"operation|jabs?|vaccinat\w+|check-?up|won|escaped)\b"
)
#: A pet's kin before a verb of death: "since his brother died".
_ITS_KIN = re.compile(r"(?i)\b(?:his|her|their|its)\s+(?:\w+\s+)?(?:brother|sister|mum|mom|mother|dad|father|friend|mate|companion|buddy|owner)\s+$")
#: A pet's death or rehoming said of its name: "We lost Fennel yesterday", "we rehomed Figaro 2 days
#: ago", "Quince passed away on the 30th", "marbles died on the 6th", "we rehomed him" after the name.
_NAMED_PET_GONE = re.compile(
    r"\b(?i:we|i)\s+(?:(?i:had\s+to|finally)\s+)?(?i:lost|rehomed|rehome|said\s+goodbye\s+to|put\s+down|gave\s+away)\s+(?P<a>[A-Z][a-z'’-]+)\b(?!['’]s)"
    r"|(?:^|[.!?]\s+|,\s*)(?P<b>[A-Za-z][a-z'’-]+)\s+(?i:passed\s+away|died|was\s+put\s+down|was\s+put\s+to\s+sleep|crossed\s+the\s+rainbow\s+bridge|was\s+rehomed)\b"
    r"|\b(?i:we|i)\s+(?i:rehomed|had\s+to\s+rehome|gave\s+away)\s+(?P<c>him|her|them)\b"
)
#: Words that make "the cat (Miso)" the user's.
_OURS = re.compile(r"(?i)\b(?:with\s+(?:us|me)|ours|mine|(?:we|i)\s+(?:have|got|adopted|rescued))\b")
#: "We adopted two rescue cats on Sunday, Pip and Squeak": two pets acquired, named together.
_PET_PAIR = re.compile(
    rf"\b(?i:adopted|got|rescued|brought\s+home|took\s+in|picked\s+up|welcomed)\s+(?i:two|2|a\s+pair\s+of)\s+{_ADJS}(?P<sp>{_SPECIES})(?i:s|es)?\b"
    r"[^.!?]{0,40}?(?:,|:|\s[–—-])\s*(?P<a>[A-Z][\w'’-]+)\s+(?:and|&)\s+(?P<b>[A-Z][\w'’-]+)\b"
)


def pets(ctx: SentenceContext) -> list[Draft]:
    """Pets with their names ("my Maltese Waffles", "we adopted Biscuit, a beagle"); a pet that
    died or was rehomed ends."""
    t = ctx.text
    # "he's been lonely since his brother died": another animal's death ends no pet of the user's
    gone = any(not _ITS_KIN.search(t, 0, m.start()) for m in _PET_GONE.finditer(t))
    out: list[Draft] = []
    names: set[str] = set()
    for m in _NAMED_PET_GONE.finditer(t):
        name = m.group("a") or m.group("b") or m.group("c")
        if m.group("c"):
            # "allergic to Tater, we rehomed him with my sister": the name said before the pronoun
            before = [n for n in re.findall(r"\b[A-Z][a-z'’-]+\b", t[: m.start()]) if n.lower() not in NOT_NAME | STOP_WORDS]
            name = before[-1] if before else None
        if name is None or name.lower() in NOT_NAME | STOP_WORDS | FAMILY_EN | PARTNER_EN | KNOWS_EN or (
            name[:1].islower() and re.search(r"[A-Z]", t.replace("I ", ""))
        ):
            continue  # "We lost Dad in May": a person
        if m.group("b") is None and subject_before(ctx, m.start()) not in (SELF, None):
            continue  # "My sister lost Biscuit's lead": not the user's doing
        name = name[:1].upper() + name[1:]
        names.add(name)
        # ends only a pet already known by that name ("we lost Fennel yesterday")
        out.append(Draft(SELF, "has_pet", name, m.start(), action="end", negation_ok=True,
                         metadata={"close_only": "yes"}))  # fmt: skip
    lower = [_LOWER_CALLED] + ([_LOWER_OWNED] if not re.search(r"[A-Z]", t) else [])
    for pattern in [*_PET_PATTERNS, *lower]:
        for m in pattern.finditer(t):
            name = re.sub(r"^(?:Welcome|Meet|Say|Introducing|Hello|Hi|Hey)\s+", "", m.group("name"))
            name = re.sub(r"['’]s$", "", name)  # "Our lab Barley's been with us since 2018"
            if pattern in lower:
                if _NOT_LOWER_NAME.match(name) or _NOT_A_PET_AFTER.match(" " + name) or len(name) < 3:
                    continue
                name = name[:1].upper() + name[1:]
            if name.lower() in STOP_WORDS or name in names or name.lower() in NOT_NAME:
                continue
            named_next = m.start("name") - m.end("sp") <= 2 and name[:1].isupper()  # "our dog Biscuit"
            if re.match(r"I(?:['’]\w+)?\b", name) or (_NOT_A_PET_AFTER.match(t, m.end("sp")) and not named_next):
                continue  # "Hi, I'm Theo, a cat person."
            if " " not in name and (_VERB_NOT_NAME.fullmatch(name) or name.lower() in IRREGULAR_PAST) and not t[: m.start("name")].strip(" \t\"'(-"):
                continue  # "Walked the dog at six", "Fed the cat": the sentence's own verb
            clause = ctx.clause_at(m.start())
            if pattern is _PAREN_PET and m.group()[:3].lower() == "the" and not _OURS.search(t):
                continue  # "the cat (Miso) next door": a pet that is no one's said to be the user's
            if pattern is _IN_THE_HOUSE and not _OWN_HOUSE_LEAD.match(t[clause[0] : m.start()]):
                continue  # "There's a new kitten in the house" is the user's home; "my sister has ..." is not
            acquire = _ACQUIRE_RX.search(t, clause[0], clause[1])
            anchor = acquire.start() if acquire else m.start()
            verb = acquire is not None and not re.match(r"(?i)with|had", acquire.group())
            doer = subject_before(ctx, acquire.start()) if verb and acquire else SELF
            if acquire and doer == name and acquire.start() >= m.end("name") and not re.match(r"\s+by\b", t[acquire.end() :]):
                # "a lurcher called Pip, adopted two days ago", "a gecko named Rocket, got him on
                # the 3rd": the pet is what was acquired; whoever the clause is about acquired it
                doer = clause_subject(ctx, m.start())
            if doer != SELF:
                continue  # "Our neighbour adopted a puppy named Rex"
            det = list(re.finditer(r"(?i)\b(?:a|an|one|my|our|the)\s", t[m.start() : m.start("sp")]))
            if det and det[-1].group().strip().lower() in ("a", "an", "one") and (
                clause_subject(ctx, m.start() + det[-1].start()) is None
                and not _OWN_HOUSE_LEAD.match(t[clause[0] : m.start()])  # "My daughter has a hamster now: Peanut"
                and not re.search(r"(?i)(?:['’]s|\bis|\bwas|\bare)\s+$", t[: m.start() + det[-1].start()])  # "she's a terrier"
            ):
                continue  # "My sister has a cat called Rex": someone else's pet
            names.add(name)
            # "Our beagle Biscuit turned 3 today": the day is the pet's news, not when it came
            event = acquire is None and not gone and _PET_EVENT.search(t, clause[0], clause[1]) is not None
            out.append(Draft(SELF, "has_pet", name, anchor, obj_span=m.span("name"), action="end" if gone else "assert",
                             negation_ok=gone, detail=m.group("sp").lower(), dated=not event,
                             metadata={"species": m.group("sp").lower()}))  # fmt: skip
    for m in _PET_PAIR.finditer(t):
        if subject_before(ctx, m.start()) != SELF:
            continue
        for g in ("a", "b"):
            name = m.group(g)
            if name not in names and name.lower() not in NOT_NAME | STOP_WORDS:
                names.add(name)
                out.append(Draft(SELF, "has_pet", name, m.start(), obj_span=m.span(g), detail=m.group("sp").lower(),
                                 metadata={"species": m.group("sp").lower()}))  # fmt: skip
    mine = _MINE_NAMED.match(t)
    sp = _SPECIES_MENTION.search(ctx.prev.text) if mine and ctx.prev else None
    if mine and sp and mine.group("name") not in names and mine.group("name").lower() not in NOT_NAME | STOP_WORDS:
        names.add(mine.group("name"))
        out.append(Draft(SELF, "has_pet", mine.group("name"), mine.start("name"), obj_span=mine.span("name"),
                         action="end" if gone else "assert", negation_ok=gone, detail=sp.group("sp").lower(),
                         metadata={"species": sp.group("sp").lower()}))  # fmt: skip
    for m in _PET_PARENT.finditer(t):
        if m.group("name") not in names and m.group("name").lower() not in NOT_NAME and (
            clause_subject(ctx, m.start()) == SELF
        ):
            names.add(m.group("name"))
            out.append(Draft(SELF, "has_pet", m.group("name"), m.start(), obj_span=m.span("name"),
                             detail=m.group("sp").lower(), metadata={"species": m.group("sp").lower()}))  # fmt: skip
    acquired = _NEXT_ACQUIRED.match(t) if ctx.prev and not out else None
    prev_pet = [p for p in (*_HAVE_PET.finditer(ctx.prev.text), *_PET_ARRIVED.finditer(ctx.prev.text))] if acquired and ctx.prev else []
    if acquired and prev_pet and acquired.group("name").lower() not in NOT_NAME | STOP_WORDS and subject_before(ctx, acquired.start()) in (SELF, None):
        species = prev_pet[-1].group("sp").lower()  # "I finally got a dog! Adopted Benny from the shelter on the 2nd."
        names.add(acquired.group("name"))
        out.append(Draft(SELF, "has_pet", acquired.group("name"), acquired.start(), obj_span=acquired.span("name"),
                         detail=species, metadata={"species": species}))  # fmt: skip
    for m in _MEET_MY_PET.finditer(t):
        if m.group("name") not in names and m.group("name").lower() not in NOT_NAME | STOP_WORDS:
            names.add(m.group("name"))
            out.append(Draft(SELF, "has_pet", m.group("name"), m.start("name"), obj_span=m.span("name"),
                             detail=m.group("sp").lower(), metadata={"species": m.group("sp").lower()}))  # fmt: skip
    for m in _GREET_ACQUIRED.finditer(t):
        if m.group("name") not in names and m.group("name").lower() not in NOT_NAME | STOP_WORDS:
            names.add(m.group("name"))
            out.append(Draft(SELF, "has_pet", m.group("name"), m.start(), obj_span=m.span("name")))
    if not out and not gone:
        for m in [*_HAVE_PET.finditer(t), *_PET_ARRIVED.finditer(t), *_BECAME_OWNER.finditer(t)]:
            if _NOT_A_PET_AFTER.match(t, m.end("sp")) or _SPECIES_AS_MODIFIER.match(t, m.end("sp")):
                continue  # "I found a dog toy under the sofa", "we had a goose egg", "got a koi pond"
            later = _NAMED_LATER.search(t, m.end()) or _NAME_IS_ITS_NAME.search(t, m.end()) or _TAIL_NAME.search(t, m.end()) or (
                (_NAMED_LATER.search(ctx.next.text) or _NEXT_NAME.match(ctx.next.text) or _NEXT_BARE_NAME.match(ctx.next.text)
                 or _NEXT_SPECIES_NAMED.match(ctx.next.text) or _NAME_IS_ITS_NAME.match(ctx.next.text)) if ctx.next else None
            )
            if later is None and ctx.next and _NEXT_ACQUIRED.match(ctx.next.text):
                continue  # the next sentence acquires the pet by its name, with its own date
            if later and later.group("name").lower() in NOT_NAME | STOP_WORDS:
                later = None
            if later and later.re is _NEXT_BARE_NAME and not _bare_name_ok(later.group("name")):
                later = None  # "We got a puppy on Saturday!!! So tired.": no name, a feeling
            if later and later.re is _TAIL_NAME and re.search(r"[A-Z]", t[m.end() : later.start()]):
                later = None  # "adopted a dog from the shelter on Main Street, Portland": a place
            if later is None and m.group("sp").lower() in _AMBIGUOUS_SPECIES:
                continue  # "we have a lab at work": a laboratory, unless it is named ("our lab Barley")
            name = later.group("name") if later else m.group("sp").lower()
            out.append(Draft(SELF, "has_pet", name, m.start(), detail=m.group("sp").lower(),
                             metadata={"species": m.group("sp").lower()}))  # fmt: skip
    return out


# --- people ---------------------------------------------------------------------------------------

_REL_WORDS = sorted(FAMILY_EN | PARTNER_EN | KNOWS_EN, key=len, reverse=True)
_REL = "(?:" + "|".join(re.escape(w) for w in _REL_WORDS) + ")"
_NAME = r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?"
_ADJ = r"(?:(?:little|big|older|younger|twin|baby|best|new|old|dear|late|lovely)\s+)?"
_MY_REL_NAME = re.compile(rf"\b[Mm]y\s+{_ADJ}(?P<rel>{_REL})s?\s*,?\s+(?P<name>{_NAME})")
_NAME_MY_REL = re.compile(rf"(?P<name>{_NAME})\s*(?:,|\()\s*(?:my|our)\s+{_ADJ}(?P<rel>{_REL})\b")
_NAME_IS_MY_REL = re.compile(rf"(?P<name>{_NAME})\s+is\s+my\s+{_ADJ}(?P<rel>{_REL})\b")
_MY_REL_IS_NAME = re.compile(
    rf"\b[Mm]y\s+{_ADJ}(?P<rel>{_REL})(?:'s|’s)?\s+(?:name\s+)?is\s+(?:called\s+|named\s+)?(?P<name>{_NAME})"
)
_ENGAGED = _rx(
    r"\b(?:i'm|i’m|i\s+am|i\s+got|we\s+got|i've\s+been|i\s+just\s+got)\s+(?:just\s+|now\s+)?(engaged|married)\s+to\s+"
)
_DATING = _rx(r"\bi(?:'m|’m|\s+am)\s+(?:now\s+)?(?:dating|seeing|in\s+a\s+relationship\s+with)\s+")
_BROKE_UP = _rx(r"\b(?:broke\s+up\s+with|divorced|split\s+up\s+with|separated\s+from)\s+")


def _rel_predicate(rel: str) -> str:
    rel = rel.lower()
    if rel in FAMILY_EN:
        return "family"
    if rel in PARTNER_EN:
        return "relationship_status"
    return "knows"


def people(ctx: SentenceContext) -> list[Draft]:
    """Family, partners, friends and colleagues named in the sentence ("my sister Ilona")."""
    t = ctx.text
    out: list[Draft] = []
    for pattern in (_MY_REL_NAME, _NAME_MY_REL, _NAME_IS_MY_REL, _MY_REL_IS_NAME):
        for m in pattern.finditer(t):
            name = m.group("name")
            words = name.split()
            while words and words[-1].lower() in NOT_NAME:
                words.pop()
            if not words or words[0].lower() in NOT_NAME:
                continue
            name = " ".join(words).removesuffix("'s").removesuffix("’s")
            rel = m.group("rel").lower()
            pred = _rel_predicate(rel)
            text = f"{name} is the user's {rel}"
            out.append(
                Draft(
                    SELF,
                    pred,
                    name,
                    m.start(),
                    obj_span=m.span("name"),
                    dated=False,
                    text=text,
                    detail=rel,
                )
            )
    for pattern, word in ((_ENGAGED, None), (_DATING, "dating")):
        for m in pattern.finditer(t):
            span = proper_np(t, m.end())
            if span is None:
                continue
            name = t[span[0] : span[1]]
            how = word or m.group(1).lower()
            text = f"User is {how} to {name}" if how != "dating" else f"User is dating {name}"
            out.append(
                Draft(
                    SELF,
                    "relationship_status",
                    name,
                    m.start(),
                    obj_span=span,
                    text=text,
                    detail=how,
                )
            )
    for m in _BROKE_UP.finditer(t):
        span = proper_np(t, m.end())
        if span:
            name = t[span[0] : span[1]]
            out.append(
                Draft(
                    SELF,
                    "relationship_status",
                    name,
                    m.start(),
                    obj_span=span,
                    action="end",
                    negation_ok=True,
                )
            )
    return out
