"""English rules, part 3: hobbies, side jobs and volunteering."""

from __future__ import annotations

import re
from dataclasses import replace

from consolidator.extract.common import UNTIL_TIME, Draft, SentenceContext
from consolidator.extract.english_np import (
    FINITE_TAIL,
    MY_PERSON,
    OTHER_IN_CLAUSE,
    STOP_WORDS,
    clause_subject,
    clean,
    generic_np,
    proper_np,
    subject_before,
)
from consolidator.extract.lexicon import (
    ACTIVITIES_EN,
    ACTIVITY_VERBS_EN,
    HOBBY_CUE,
    SIDE_JOB_CUE,
    UNPAID_ROLE_EN,
    VOLUNTEER_CUE,
    is_activity_en,
    is_medication_en,
    known_activity_en,
)
from consolidator.types import SELF


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


_JUST_FOR_FUN = _rx(r"\b(?:(?:just|purely|only)\s+(?:for\s+fun|as\s+a\s+hobby)|not\s+for\s+(?:the\s+)?(?:money|cash))\b")
_PRONOUNS = frozenset({"it", "them", "that", "this", "those", "these"})
_PRONOUN_AT = re.compile(r"(?i)(it|them|that|those)\b")

# --- hobbies, side jobs, volunteering -------------------------------------------------------------

_INTO = _rx(
    r"\b(?:i'm|i’m|i\s+am|i(?:'ve|’ve)\s+(?:also\s+|now\s+|really\s+)?(?:been|gotten|got|become)|we're|i\s+(?:also\s+)?got|i\s+became)\s+(?:(?:really|totally|so|very|super|quite|pretty|big|also|now|getting|seriously)\s+)*"
    r"(?:into|all\s+about|passionate\s+about|(?:serious|crazy|mad|nuts)\s+about|keen\s+on|obsessed\s+with|hooked\s+on|addicted\s+to|(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of)\s+"
)
#: "My idea of fun is birdwatching", "Fun for me is a long bike ride": said of an activity only.
_FUN_IS = _rx(
    r"\b(?:my\s+idea\s+of\s+(?:fun|a\s+good\s+(?:time|weekend|day|evening))|fun\s+for\s+me|what\s+i\s+do\s+for\s+fun|"
    # "A big part of my life is salsa dancing", "the best part of my week is choir"
    r"(?:a\s+(?:big|huge|large|major)|the\s+(?:best|favou?rite|happiest))\s+part\s+of\s+my\s+(?:life|week|weekends?|routine|year))\s+(?:is|=|means|has\s+(?:long\s+)?been)\s+"
)
#: "Crocheting helps me switch off", "Swimming really helps me unwind": said of an activity only.
_HELPS_ME = _rx(
    r"\s+(?:really\s+|always\s+|just\s+)?(?:helps|help|lets|let)\s+me\s+(?:to\s+)?(?:unwind|relax|switch\s+off|de-?stress|decompress|wind\s+down|recharge|"
    r"clear\s+my\s+head|zone\s+out|escape)\b"
)
#: "My partner drags me to pickleball, but I'm the one who's hooked on it": the user, singled out.
_ONE_WHO_INTO = _rx(
    r"\b(?:i'm|i’m|i\s+am)\s+(?:now\s+)?the\s+one\s+(?:who(?:'s|’s|\s+is|\s+got)|that(?:'s|’s|\s+is))\s+(?:(?:really|totally|now|properly|completely|so)\s+)*"
    r"(?:into|hooked\s+on|obsessed\s+with|addicted\s+to|mad\s+about|crazy\s+about)\s+"
)
#: "We're a board game household", "we're a hiking family": what the household does together.
_HOUSEHOLD = _rx(
    r"\b(?:we're|we’re|we\s+are|we've\s+always\s+been|we’ve\s+always\s+been)\s+(?:(?:very\s+much|such|really|quite)\s+)?(?:a|an)\s+"
    r"(?:(?:big|huge|proper|real|total|serious|keen|mad)\s+)?(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:household|family|home|house|couple)\b"
)
#: "What do I do for fun? Mostly birdwatching.": the user's own question about their free time.
_LEISURE_QUESTION = _rx(
    r"^\W*(?:so\s+)?(?:what\s+do\s+i\s+do\s+(?:for\s+fun|in\s+my\s+(?:free|spare|down)\s+time|to\s+(?:relax|unwind)|on\s+(?:the\s+)?weekends)|"
    r"(?:my\s+)?hobbies|(?:my\s+)?hobby|how\s+do\s+i\s+(?:relax|unwind|switch\s+off)|(?:in\s+)?(?:my\s+)?(?:free|spare)\s+time)\s*\?+\s*$"
)
_ANSWER_LEAD = _rx(
    r"^\W*(?:(?:mostly|mainly|usually|definitely|honestly|probably|easy|simple|oh|well|lots\s+of|loads\s+of|a\s+lot\s+of|plenty\s+of|some)\s*[,:]?\s+)*"
)
#: "Big into cross-stitch", "Totally obsessed with padel": a clipped fragment about the user.
_INTO_FRAGMENT = _rx(
    r"^\W*(?:(?:really|big|so|totally|super|hugely|very|quite|pretty|seriously|still)\s+)+(?:into|obsessed\s+with|hooked\s+on|addicted\s+to)\s+"
    # a clipped "Love geocaching.", "Absolutely adore crochet!"
    r"|^\W*(?:(?:really|absolutely|just|totally|honestly|genuinely|still)\s+)*(?:love|adore|enjoy)\s+(?=[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*(?:[.!,;]|$))"
)
#: "I'm a huge board game nerd", "I'm a total film buff": the activity before a fan noun.
_FAN_NOUN = _rx(
    r"\b(?:i'm|i’m|i\s+am)\s+(?:also\s+|still\s+)?(?:a|an)\s+(?:(?:huge|big|massive|total|complete|real|bit\s+of\s+a|serious|proper|keen)\s+)?"
    r"(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:nerd|geek|fanatic|buff|junkie|enthusiast|fiend|addict|freak|obsessive|nut)\b"
)
_MY_HOBBY = _rx(
    r"\bmy\s+(?:[\w-]+\s+){0,2}?(?:hobby|hobbies|pastime|passion|go-to(?:\s+(?:weekend\s+)?activity)?|(?:weekend|leisure|free-time)\s+activity|"
    r"favou?rite\s+(?:thing\s+to\s+do|way\s+to\s+(?:relax|unwind|spend\s+(?:a|the|my)\s+\w+)|activity|sport))\s+"
    # "my main hobby at 34 is", "my hobby right now is": a short time or age between noun and verb
    r"(?:(?:at\s+\d+|these\s+days|right\s+now|now|lately|of\s+late|at\s+the\s+moment|this\s+(?:year|season|winter|summer|spring|autumn|fall))\s+)?(?:is|are)\s+"
)
#: "The only thing keeping me sane this winter is bouldering", "what keeps me going is choir":
#: said of an activity only (see :func:`activities`).
_KEEPS_ME_IS = _rx(
    r"\b(?:the\s+(?:only\s+|one\s+|main\s+|real\s+)?thing|what)\s+(?:that(?:'s|’s|\s+is|\s+has\s+been)?\s+)?"
    r"(?:keeping|keeps|kept|has\s+kept|getting|gets|got)\s+me\s+(?:sane|going|grounded|through|happy|level|balanced)"
    r"(?:\s+(?:this|these|through\s+(?:the|this)|during\s+(?:the|this))\s+[\w-]+(?:\s+[\w-]+)?)?\s+(?:is|are|has\s+been|was)\s+"
)
#: "Nothing makes me happier than a day of fly fishing", "Nothing beats a morning of surfing".
#: "I live for trail running", "I unwind with crosswords most nights".
_LIVE_FOR = _rx(
    r"\bi\s+(?:just\s+|basically\s+|honestly\s+|really\s+)?live\s+for\s+(?:my\s+)?"
    r"|\bi\s+(?:usually\s+|often\s+|always\s+|like\s+to\s+)?(?:unwind|relax|de-?stress|decompress|switch\s+off|wind\s+down)\s+(?:with|by)\s+(?:a\s+bit\s+of\s+|some\s+|a\s+spot\s+of\s+)?"
    # "I'm part of a running club", "I sing in a community choir"
    r"|\bi(?:'m|’m|\s+am|'ve\s+been|’ve\s+been)\s+(?:also\s+)?(?:a\s+member\s+of|part\s+of|in)\s+(?:a|an|the|our|my)\s+(?:local\s+)?(?=(?:[\w-]+\s+){0,2}(?:club|choir|league|band|orchestra|society|ensemble|association|guild|circle)\b)"
)
_SING_IN = _rx(
    r"\bi\s+(?:also\s+)?(?P<v>sing|play|perform|dance|row|swim|run|ride)\s+(?:in|with|for)\s+(?:a|an|the|our|my)\s+(?=(?:[\w-]+\s+){0,3}(?:club|choir|league|band|orchestra|society|ensemble|jam|troupe|quartet|trio|crew)\b)"
)
#: "Can't get enough of bouldering": whose it is, the clause's subject.
_CANT_GET_ENOUGH = _rx(r"\b(?:can't|can’t|cannot|can\s+not|could\s+never)\s+get\s+enough\s+of\s+(?:my\s+)?")
_NOTHING_BEATS = _rx(
    r"\bnothing\s+(?:(?:makes\s+me\s+happier|relaxes\s+me\s+more|i\s+love\s+more)\s+than|beats|(?:quite\s+)?like|compares\s+to)\s+"
    r"(?:(?:a|an)\s+(?:[\w-]+\s+)?(?:day|morning|afternoon|evening|weekend|session|hour)\s+of\s+)?"
)
_IS_MY_HOBBY = _rx(
    r"(?:\s+(?:is|are|has\s+become|'s\s+become|became|has\s+turned\s+into|(?:has|have)\s+(?:always\s+|long\s+|forever\s+)?been)|'s|’s)\s+"
    r"(?:basically\s+|pretty\s+much\s+|kind\s+of\s+|honestly\s+|really\s+|literally\s+|always\s+)?(?:my|a|our)\s+"
    r"(?:(?:main|favou?rite|new|newest|latest|biggest|big|whole|current|weekly|one\s+true|absolute|weekend|family|evening|summer|winter|sunday|saturday)\s+){0,2}"
    r"(?:hobby|hobbies|pastime|passion|thing|obsession|happy\s+place|personality|life|jam|therapy|escape|religion|sanity|lifeline|outlet|sanctuary|reset|"
    r"way\s+(?:to|of)\s+(?:spend\w*|relax\w*|unwind\w*|recharg\w*|de-?stress\w*|switch\w*\s+off|wind\w*\s+down|decompress\w*|chill\w*|"
    r"clear\w*\s+my\s+head|escap\w*|zon\w*\s+out|shut\w*\s+off|keep\w*\s+sane)|thing\s+to\s+do|activity|sport)\b"
    r"|\s+(?:is|are)\s+(?:a\s+)?(?:big|huge|large|major)\s+part\s+of\s+my\s+(?:life|week|weeks|routine|weekends?)\b"
    # "Curling league on Thursdays is the highlight of my week"
    r"|\s+(?:is|are)\s+(?:the\s+)?(?:highlight|best\s+part|favou?rite\s+part)\s+of\s+my\s+(?:week|weekend|day|month)\b"
    r"|\s+(?:is|are)\s+what\s+i\s+(?:do|love\s+doing)\s+(?:every\s+chance|whenever|for\s+fun|on\s+(?:the\s+)?weekends|in\s+my\s+(?:free|spare)\s+time|most\s+weekends)"
    r"|\s+(?:is|are)\s+what\s+i\s+(?:live\s+for|love\s+most|look\s+forward\s+to\s+all\s+week)\b"
    # "Disc golf keeps me sane", "Kickboxing is what keeps me level"
    r"|\s+(?:(?:is|are)\s+what\s+)?(?:keeps|keep|has\s+kept)\s+me\s+(?:sane|going|grounded|level|balanced|happy|fit|young|human|ticking)\b"
)
#: "My salsa dancing has gotten so much better", "my bouldering is really improving": the user's own
#: skill at a named pastime (said of a known activity only: "my breathing has improved" is none).
_MY_SKILL = _rx(
    r"\bmy\s+(?P<x>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:has|have|'s|’s|is|are)\s+(?:really\s+|finally\s+|actually\s+|definitely\s+|slowly\s+)?"
    r"(?:gotten|got|been\s+getting|getting|improved|improving|come\s+on|coming\s+(?:on|along)|levell?ed\s+up|progressed)\b"
)
#: "Surfing before work is non-negotiable for me", "choir on Tuesdays is a must": a habit the user
#: keeps to (said of an activity only).
_MUST_FOR_ME = _rx(
    r"\s+(?:is|are)\s+(?:(?:totally|absolutely|completely|pretty\s+much)\s+)?(?:non-?negotiable|(?:a|an\s+absolute)\s+must|sacred)(?:\s+for\s+me)?\b"
)
#: "On weekends I drive for Zippa now", "I started delivering for Parcelo today": gig work for a
#: platform, a side job when said with its days, a start or its money.
_GIG_FOR = _rx(
    r"\b(?:i|we)\s+(?:now\s+|also\s+|still\s+)?(?:(?:just\s+)?(?:started|began|have\s+started|'ve\s+started|’ve\s+started)\s+)?"
    r"(?P<v>drive|driving|deliver|delivering|ride|riding|shop|shopping|courier|couriering|walk\s+dogs|walking\s+dogs|dog-walk\w*)\s+for\s+"
    r"(?P<org>(?-i:[A-Z])[\w&'’-]*(?:\s+(?-i:[A-Z])[\w&'’-]*)?)"
)
_GIG_FRAME = _rx(r"\b(?:weekends?|evenings?|nights|saturdays?|sundays?|on\s+the\s+side|extra|money|cash|started|began|gig|hustle)\b")
#: "I fly stunt kites on the beach whenever the wind's decent", "I build model railways most
#: weekends": a leisure verb, its object and a habit's frequency name the pastime.
_VERB_OBJ_HABIT = _rx(
    r"\b(?:i|we)\s+(?:also\s+|still\s+|usually\s+|mostly\s+|often\s+)?(?P<v>fly|build|restore|brew|grow|carve|race|whittle|tie|forage)\s+"
    r"(?P<x>(?!(?:to|for|at|in|on|with|from|into|out|back|home|it|them|the|my|our|a|an)\b)[a-z][\w'’-]*(?:\s+(?!(?:to|for|at|in|on|with|from|when|whenever|every|most|and|or|but)\b)[a-z][\w'’-]*){0,2})"
    r"(?=[^.!?;]{0,40}?\b(?:whenever|(?:every|most|on)\s+(?:\w+\s+)?(?:weekends?|evenings?|nights?|mornings?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)|"
    r"(?:once|twice|(?:two|three|four|\d)\s+times)\s+a\s+(?:week|month)|in\s+my\s+(?:spare|free)\s+time)\b)"
)
#: "I do amateur geology", "we dabble in amateur radio": "amateur" makes the field a pastime.
_AMATEUR = _rx(
    r"\b(?:i|we)\s+(?:also\s+|still\s+)?(?:do|practi[cs]e|dabble\s+in|(?:'m|’m|am|'re|’re|are)\s+into)\s+(?:some\s+|a\s+bit\s+of\s+)?"
    r"(?P<x>amateur\s+[a-z][\w-]*(?:\s+(?!(?:with|at|in|on|for|most|every|and|or|but)\b)[a-z][\w-]*)?)"
)
#: "Crochet is my wind-down thing", "Padel's my Sunday-morning ritual": "my" + any modifier + a
#: leisure noun; said of an activity only (see :func:`activities`).
_IS_MY_X_THING = _rx(
    r"(?:\s+(?:is|are|has\s+become|became)|'s|’s)\s+(?:basically\s+|pretty\s+much\s+|kind\s+of\s+|honestly\s+|really\s+|very\s+much\s+|still\s+)?"
    r"my\s+(?:(?![\w-]+['’]s?\s)[\w'’-]+\s+){1,2}?(?:thing|outlet|escape|ritual|release|therapy|reset|treat|time|fix|happy\s+place)\b"
)
#: "Best way to spend a Sunday", "Nothing beats it", "Never gets old": the user's verdict on a
#: pastime named just before (in the clause or the sentence before), making the outing a hobby.
_LEISURE_VERDICT = _rx(
    r"\b(?:(?:the\s+)?(?:best|perfect|ideal|only)|(?:no|not\s+a)\s+better|my\s+favou?rite)\s+way\s+to\s+(?:spend|start|end)\s+(?:an?|my|the|any)\s+"
    r"(?:[\w-]+\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|day\s+off|day|evening|morning|afternoon|free\s+time|spare\s+time)\b"
    r"|\b(?:my\s+idea\s+of\s+an?\s+)?perfect\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|day\s+off)\b"
    r"|\b(?:nothing|you\s+can(?:'t|’t|not)|can(?:'t|’t))\s+beats?\s+(?:it|that|this)\b"
    r"|(?:^\W*|\b(?:it|that|this)\s+)never\s+gets\s+old\b"
    r"|\bcould(?:n't|n’t|\s+not)\s+(?:ask\s+for|have\s+asked\s+for|wish\s+for)\s+an?\s+better\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|day|evening|morning|afternoon)\b"
    r"|(?:^\W*(?:honestly\s*,?\s*)?|\b(?:is|was|that's|that’s|it's|it’s)\s+)(?:the\s+)?(?:highlight|best\s+part)\s+of\s+my\s+(?:week|weekend|day|month)\b"
    r"|\bwhat\s+(?:weekends|sundays|saturdays|evenings|days\s+off)\s+are\s+(?:made\s+)?for\b"
)
#: A habit of the user that names a place, not the activity: "I'm out on the river most weekends",
#: "I'm down at the club three arvos a week", "I train at a park most weekends". The activity is
#: the one named just before (see :func:`_verdict_activity`).
_HABIT_NO_ACTIVITY = _rx(
    r"\b(?:i(?:'m|’m|\s+am)\s+(?:usually\s+|always\s+|often\s+|mostly\s+)?(?:out\s+on|down\s+at|up\s+at|out\s+at|on|at)\s+the\s+[\w-]+(?:\s+[\w-]+)?"
    r"|i\s+(?:usually\s+|mostly\s+)?(?:train|practi[cs]e|compete|race|paddle)\s+(?:at|on|in|with)\s+[^.!?;]{3,50}?)\s+"
    r"(?:(?:most|every|each)\s+(?:other\s+)?(?:weekends?|week|mornings?|evenings?|nights?|days?|\w+days?)|"
    r"(?:once|twice|(?:one|two|three|four|five|six|\d)\s+(?:times|arvos|afternoons|evenings|mornings|nights|days))\s+a\s+(?:week|month))\b"
)
#: "I've got a bit of a geocaching habit", "I have a serious crochet addiction".
_GOT_HABIT = _rx(
    r"\bi(?:'ve|’ve|\s+have)?\s+(?:got\s+|developed\s+|picked\s+up\s+)?(?:a|an)\s+(?:(?:bit\s+of\s+an?|real|serious|proper|big|huge|slight|little|major)\s+)?"
    r"(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:habit|addiction|obsession|problem)\b"
)
#: "I keep bees", "we've kept bees for six years": beekeeping said with its animals.
_KEEP_BEES = _rx(
    r"\b(?:keep|keeps|keeping|(?:'ve|’ve|have|has)\s+(?:also\s+)?kept|started\s+keeping|began\s+keeping)\s+(?:(?:a\s+few|some|two|three|four|\d+)\s+)?(?P<x>bees|honeybees|hives|beehives)\b"
)
#: "I'm sticking with urban sketching", "I'll stick to bouldering": the user keeps at an activity.
_STICKING = _rx(r"\bi(?:'m|’m|\s+am|'ll|’ll|\s+will)\s+(?:just\s+|still\s+)?(?:sticking|stick|staying|stay)\s+(?:with|to)\s+")
#: "I restore old clocks in my spare time", "I build model ships for fun": any verb and its object
#: in a leisure frame name the pastime.
_VERB_FOR_FUN = _rx(
    r"\b(?:i|we)\s+(?:also\s+|mostly\s+|usually\s+|like\s+to\s+|love\s+to\s+)?(?P<v>[a-z]+)\s+"
    r"(?P<x>(?!(?:the|my|our|his|her|their|your)\b)(?:(?!in\b|for\b|as\b|on\b|at\b)[\w'’-]+\s+){0,4}?(?!in\b|for\b|as\b)[\w'’-]+)\s+"
    r"(?:in\s+my\s+(?:spare|free|down)\s+time|for\s+fun|as\s+a\s+hobby)\b"
)
_NOT_FUN_VERB = frozenset(
    ["work", "answer", "check", "clean", "sleep", "catch", "do", "go", "play", "practise", "practice",
     "volunteer", "help", "coach", "tutor", "mentor", "teach", "earn", "sell", "freelance", "have",
     "am", "was", "get", "need", "want", "try", "think", "can", "could", "will", "would", "just"]
)  # fmt: skip
#: "I collect vinyl", "I collect and press wildflowers": collecting a kind of thing is a pastime.
_COLLECT = _rx(
    r"\b(?:i|we)\s+(?:also\s+|still\s+)?(?P<v>collect)(?:\s+and\s+[a-z]+)?\s+"
    r"(?P<x>(?!(?:the|my|our|your|his|her|their|them|it|him|a|an|on|from|at|in)\b)[a-z][\w'’-]*(?:\s+(?!(?:from|at|in|on|for|and)\b)[a-z][\w'’-]*)?)"
)
#: "I've started something too - aerial silks": what the vague "something" is, after a dash or colon.
_SOMETHING_IS = _rx(
    r"\b(?:started|took\s+up|taken\s+up|picked\s+up|got\s+into)\s+(?:something|a\s+new\s+(?:thing|hobby))\b[^.!?:–—-]{0,20}?\s*(?:[:–—]|\s-)\s*"
)
#: "my mate roped me into roller skating": the user is now doing it.
_ROPED_INTO = _rx(r"\b(?:roped|talked|got|dragged)\s+me\s+into\s+")
#: "Pottery night again.", "Choir practice tonight": an activity's session said as a fragment.
#: "Kickboxing three nights a week": how often, not part of the activity's name.
_FREQUENCY_TAIL = _rx(
    r"\s+(?:once|twice|\d+|one|two|three|four|five|six|seven|several|a\s+few|most|some)(?:\s+(?:nights?|times?|days?|evenings?|mornings?|sessions?|weekends?)\b.*)?$"
)
#: "Volunteering-wise, I take calls for a crisis line", "Side hustle update: I bartend for a caterer":
#: a label naming the kind of role, then the user's clause saying what they do.
_ROLE_LABEL = _rx(
    r"^\W*(?:(?P<vol>volunteering|volunteer|charity)|(?P<side>side\s+(?:hustle|gig|job|business)))(?:[- ]wise|\s+(?:update|news|stuff|front))?\s*[,:–—-]\s*"
    r"(?:(?:on\s+\w+s|every\s+\w+|once\s+a\s+\w+)\s*,?\s+)?(?:i|we)\s+(?:also\s+|now\s+|still\s+)?(?!(?:am|'m|’m|was|have|'ve|’ve|had|think|might|may|want|would|could)\b)"
)
#: "Tutoring chemistry online is my new side gig".
_ORG_BEFORE_AS = re.compile(r"\b(?i:to|for|at|with)\s+(?:the\s+)?(?P<org>[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*){0,4})\s*,?\s+$")
_WITH_ORG_AS = _rx(r"\b(?:with|at|for)\s+(?P<org>(?:the|a|an|our|my)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s*,?\s+as\s+an?\s+volunteer\b")
_DOING_AS_VOLUNTEER = _rx(r"\b(?P<x>[a-z]+ing\b[^,;.!?]{3,60}?)\s*,?\s+as\s+an?\s+volunteer\b")
#: "On top of curling, I've now got woodturning": a new activity the user has taken on.
_NOW_GOT = _rx(r"\bi(?:'ve|’ve|\s+have)\s+(?:now\s+|also\s+)?(?:got|added)\s+(?P<x>[a-z]+ing)\b")
_IS_MY_SIDE = _rx(
    r"\s+(?:is|has\s+become|'s\s+become|became)\s+(?:my|a)\s+(?:new\s+|little\s+|latest\s+)?side\s+(?:gig|hustle|job|business|income)\b"
)
_SESSION = _rx(
    r"^\W*(?:(?:another|more)\s+)?(?P<a>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:night|class|session|practice|lesson|club|league|morning|evening)s?\s+"
    r"(?:again|tonight|today|this\s+(?:morning|evening|afternoon)|as\s+usual)\b"
)
_JOB_WORDS = re.compile(
    r"(?i)\b(?:job|gigs?|commissions?|freelanc\w*|shifts?|business|shop|stall|hustle)\b"
    # "driving for a food delivery app": a gig platform named by its kind
    r"|\b(?:delivery|rideshare|ride-share|ride-hailing|courier|taxi)\s+(?:app|platform|company|firm|service)s?\b"
    r"|\bfor\s+(?:an?|the)\s+(?:[\w-]+\s+)?app\b"
)
#: -ing words of money, trades and verdicts that are no pastime ("paying", "marketing team", "killing me").
_NOT_PASTIME_GERUND = frozenset(
    ["paying", "killing", "tempting", "streaming", "marketing", "accounting", "banking", "consulting",
     "engineering", "nursing", "recruiting", "billing", "charging", "boring", "amazing", "exciting",
     "interesting", "annoying", "saving", "budgeting", "commuting", "working", "moving", "living", "flogging",
     "heading", "popping", "nipping"]
)  # fmt: skip
#: "Started selling tote bags on Instagram": trading goods is a side business, not a pastime.
_SELLING = re.compile(r"(?i)(?:selling|reselling|flipping|flogging)\s+\w")
#: "making my own kombucha", "brewing some cider": a verb that needs what is made after it.
_BARE_MAKING = frozenset({"making", "doing", "brewing", "building", "growing", "baking", "sewing"})
_MAKING_OWN = re.compile(r"(?i)\w+\s+(?:(?:my|our)\s+(?:own\s+)?|some\s+|a\s+bit\s+of\s+|a\s+few\s+)")
#: A begun thing whose head is paid work: "started voice-over work", "took on some editing jobs".
_WORK_HEAD = re.compile(r"(?i)\b(?:work|jobs|clients|orders)$")
#: Gerunds that name no paid work ("I've been working on it for extra cash" says nothing new).
_NOT_SIDE_WORK = frozenset(
    ["working", "going", "doing", "getting", "having", "being", "living", "moving", "trying",
     "saving", "looking", "thinking", "planning", "waiting", "feeling", "using", "paying", "spending"]
)  # fmt: skip
_AS_ROLE_TAIL = re.compile(
    r"(?i)\s+as\s+(?:an?\s+)?[\w -]{3,40}?(?=\s+(?:for|on|to|in|at|since)\b|[,.!;]|$)"
)
_LOVE_TO = _rx(
    r"\bi\s+(?:really\s+)?(?:love|like|enjoy)\s+(?:to\s+)?(?P<act>\w+(?:\s+\w+)?)\s+(?:in\s+my\s+(?:free|spare)\s+time|on\s+(?:the\s+)?weekends|after\s+work|for\s+fun)"
)
_BEEN_LEARNING = _rx(r"\bi(?:'ve|’ve|\s+have)\s+been\s+(?=(?:learning|practi[cs]ing|studying)\s+)")
_NEW_HOBBY = _rx(
    r"\b(?:new|newest|latest)\s+(?:hobby|obsession|thing|passion)(?:\s+alert)?\s*[:!-]\s*|\bnew\s+this\s+(?:week|month)\s*[:!-]\s*"
)
_SPEND = _rx(
    r"\bi\s+spend\s+(?:most|all|many|a\s+lot)?\s*(?:of\s+)?(?:my\s+)?(?:weekends|evenings|free\s+time|spare\s+time|mornings|afternoons|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|days\s+off|lunch\s+breaks|summers|winters)"
    r"\s+(?:(?:at|in|on)\s+(?:the|my|a|our)\s+)?(?P<act>(?:(?!on\b|at\b|in\b|with\b|the\b|my\b|a\b)[a-z]+\s+(?=\w+ing\b))?\w+ing(?:\s+(?!(?:on|at|in|with|and|or|to|for|these|this|lately|now|every|most|when|whenever|again|too|as|so|but|if|while|until|before|after)\b)\w+){0,2})"
)
#: "I tend to spend my evenings at the pottery studio": the venue's activity is the pastime.
_SPEND_AT_VENUE = _rx(
    r"\bi\s+(?:tend\s+to\s+|usually\s+|often\s+|like\s+to\s+)?spend\s+(?:most\s+|all\s+|a\s+lot\s+)?(?:of\s+)?my\s+(?:weekends|evenings|free\s+time|spare\s+time|mornings|afternoons|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|days\s+off|lunch\s+breaks)\s+(?:at|in|down\s+at)\s+(?:the|my|a|our)\s+(?:local\s+)?"
    r"(?P<act>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:studio|gym|club|wall|rink|range|pool|court|courts|track|lanes|hall|centre|center|dojo)\b"
)
_VENUE_WORD = re.compile(r"(?i)\s+(?:wall|gym|club|pool|centre|center|court|courts|rink|range|studio|lake|track|hall|lanes)$")
_VOLUNTEER_VERB = _rx(
    r"\bi(?:'ve|’ve|\s+have)?\s+(?:also\s+)?(?:been\s+)?(?P<v>coach(?:ing|ed|es)?|run(?:ning|s)?|ran|lead(?:ing|s)?|led|"
    r"organi[sz](?:e|es|ed|ing)|mentor(?:ing|ed|s)?|tutor(?:ing|ed|s)?|teach(?:ing|es)?|taught|help(?:ing|ed)?\s+run|"
    r"referee(?:ing|d|s)?|umpir(?:e|ed|es|ing))\s+"
)
_TAKES_TIME = _rx(
    r"\s+(?:takes|took|fills|eats)\s+up\s+(?:most|all|a\s+lot|much)\s+of\s+my\s+(?:free|spare)\s+time"
)
#: "Inline skating takes up my weekends", "Crochet fills most of my evenings": said of an activity only.
_TAKES_WEEKENDS = _rx(
    r"\s+(?:(?:pretty\s+much|basically|now|usually)\s+)?(?:takes|fills|eats|has\s+taken|has\s+filled|(?:has\s+)?(?:swallowed|eaten))\s+(?:up\s+)?"
    r"(?:(?:most|all|a\s+lot|much|half|every\s+one)\s+of\s+)?my\s+(?:free\s+time|spare\s+time|down\s*time|weekends|evenings|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|summers|winters|nights|mornings|afternoons|days\s+off|time\s+off)\b"
)
_DO_AS_HOBBY = _rx(
    r"\bi\s+(?:do|play|practi[cs]e|go)\s+(?P<act>[\w -]{3,30}?)\s+(?:as\s+a\s+hobby|for\s+fun|in\s+my\s+(?:free|spare)\s+time|every\s+(?:week|weekend))"
)
_PLAY = _rx(
    r"\b(?:i|we)\s+(?:(?:also|still|often|usually|regularly|just|mostly|mainly|sometimes|occasionally|used\s+to)\s+)?(?:play|practi[cs]e|go|do)\s+(?!to\b|for\b|with\b|out\b|back\b|home\b)"
    # "Since 2019 I've been doing amateur astronomy", "i've been playing padel - love it"
    r"|\bsince\s+(?:\w+\s+)?\d{4},?\s+(?:i've|i’ve|we've|we’ve)\s+(?:also\s+)?been\s+(?:doing|playing|practi[cs]ing)\s+(?!it\b|that\b|this\b)"
    r"|\b(?:i've|i’ve|we've|we’ve|i\s+have)\s+(?:also\s+|really\s+)?been\s+(?:doing|playing|practi[cs]ing)\s+(?=[^.;!?]*\b(?:since|for\s+(?:years|ages|\w+\s+(?:years|months)))\b|[^.;!?]*\s[–—-]\s)(?!it\b|that\b|this\b|well\b|ok\b|fine\b)"
    # "I'm now doing pottery too"
    r"|\b(?:i'm|i’m|i\s+am|we're|we’re)\s+(?:now\s+|also\s+|even\s+|back\s+|finally\s+)+(?:doing|playing|practi[cs]ing)\s+(?!it\b|that\b|this\b|well\b|ok\b|okay\b|fine\b|great\b)"
)
#: A pastime done until a stated time, or over a stated range: "I played tennis until 2019", "we
#: did karate from 2010 to 2015": a past activity with its end (the time is read by finalize).
_PLAYED_UNTIL = _rx(
    r"\b(?:i|we)\s+(?:(?:also|regularly|often)\s+)?(?:played|practi[cs]ed|did|used\s+to\s+(?:play|practi[cs]e|do))\s+"
    rf"(?=(?:[\w-]+\s+){{1,3}}?(?:until|till|up\s+until|from|between)\s+{UNTIL_TIME})"
)
_SIDE_GERUND = _rx(
    r"\bi(?:'ve|’ve|\s+have)?\s+(?:been\s+)?(?P<x>\w+ing(?:\s+(?!on\b|for\b|at\b|in\b)\w+){0,4}?)\s+"
    r"(?:(?:on|at|in|during)\s+(?:the\s+)?\w+(?:\s+\w+)?\s+)?"
    r"(?:on\s+the\s+side|for\s+(?:some\s+)?(?:extra\s+(?:cash|money|income)|pocket\s+money|a\s+little\s+extra|side\s+income))"
)
_BEEN_GERUND = _rx(
    r"\bi(?:'ve|’ve|\s+have)\s+been\s+(?:also\s+|just\s+|really\s+)?(?P<x>(?:[a-z]+\s+)?[a-z]+ing(?:\s+(?!(?:on|for|at|in|since|with)\b)[\w'’]+){0,4}?)"
    r"(?=\s+(?:for|at|since|on|in|with)\b)"
)
_UNWIND = _rx(
    r"(?:\s+(?:is|are)|\s*[,;–—-]\s*(?:that's|that’s|that\s+is|which\s+is|this\s+is))\s+how\s+i\s+"
    r"(?:(?:usually|always|like\s+to)\s+)?(?:unwind|relax|recharge|de-?stress|decompress|clear\s+my\s+head|switch\s+off|wind\s+down|"
    # "Mountain biking before work, that's how I start most days": a habit that opens or fills the user's days
    r"(?:start|begin|end|spend)\s+(?:most|my|every|the|all\s+my)\s+(?:days?|mornings?|evenings?|weekends?|sundays|saturdays|free\s+time|spare\s+time))\b"
)
_SIDE_DOING = _rx(
    r"\b(?:been\s+|am\s+|'m\s+)?doing\s+(?P<x>[\w -]{3,40}?)\s+(?:on\s+the\s+side|as\s+a\s+side\s+(?:hustle|job|gig)|for\s+extra\s+(?:cash|money|income))"
)
_START = _rx(
    r"\b(?:started|start|starting|began|begun|picked\s+up|took\s+up|taken\s+up|taking\s+up|(?<=decided\sto\s)take\s+up|(?<=been\s)trying|took\s+over|taken\s+over|taking\s+over|got\s+into|getting\s+into|"
    r"opened|launched|set\s+up|"
    r"signed\s+up\s+for|joined|tried\s+out|trying\s+out|try\s+out|took\s+on|taken\s+on|taking\s+on)\s+(?!at\b|with\b|on\b|in\b|to\b|taking\b|the\s+(?:team|staff|crew|company)\s+(?:at|of)\b|(?:a|my|the|our)\s+(?:new\s+)?(?:job|position|role)\b|work\w*\b|there\b)"
)
_SIDE_AS = _rx(
    r"(?:a\s+|my\s+)?(?:new\s+|little\s+)?side\s+(?:job|gig|hustle)\s+(?:as\s+(?:an?\s+)?|doing\s+)?"
)
#: "got a weekend job at the farmers market", "picked up a part-time gig as a barista".
_SIDE_JOB_NP = _rx(
    r"\b(?:got|landed|took|picked\s+up|found|started|have|had|started\s+doing|doing|working)\s+(?:(?:a|an|my|some)\s+)?(?:new\s+|little\s+)?"
    r"(?=(?:weekend|part[- ]time|side|evening|night|summer|second|holiday|seasonal|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:job|gig|shifts?|work)\b)"
)
#: Leisure framings: "My weekends are all about X", "I'm usually out cycling", "you'll find me ... bouldering".
_LEISURE = _rx(
    r"\b(?:my\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:weekends|evenings|free\s+time|spare\s+time|mornings|afternoons|nights|sundays?|saturdays?)(?:\s+(?:(?:are|is)\s+"
    r"(?:(?:pretty\s+much|basically|all|mostly|usually|largely|really)\s+)*(?:about|for|spent)|revolve\s+around|(?:(?:mostly|usually|all)\s+)?belong\s+to)\s+|\s*=\s*)(?:on\s+)?(?P<a>[\w -]{3,40}?)(?=[.,;!]|\s+and\b|$)"
    r"|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?(?:nights|evenings|mornings|afternoons|weekends)\s+(?:are|is)\s+(?:my\s+)?(?P<g>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
    r"(?:nights|evenings|mornings|afternoons|days|time)(?=\s+for\s+me\b|\s*[.,;!]|\s+and\b|$)"
    r"|\b(?:i'm|i’m|i\s+am|we're)\s+(?:usually\s+|often\s+|always\s+|mostly\s+)?out\s+(?P<b>\w+ing)\b"
    r"|\byou(?:'ll|’ll|\s+will|\s+can)\s+(?:usually\s+)?find\s+me\s+(?:[\w-]+\s+){0,5}?(?P<c>\w+ing)\b"
    r"|\bi(?:'ve|’ve|\s+have)\s+(?:been\s+)?(?:doing|done|playing|played|practi[cs]ing|practi[cs]ed)\s+(?P<d>[\w -]{3,25}?)\s+"
    r"(?:for|since|a\s+lot|loads|lots|heaps|all\s+the\s+time|constantly|regularly|(?:every|most)\s+(?:days?|nights?|evenings?|weekends?|week))\b"
    r"|\bi(?:'ve|’ve|\s+have)?\s+(?:(?:also|still|usually|regularly)\s+)?(?:go|gone|been\s+going|been\s+attending|head|take|taken|do|done|attend)\s+(?:to\s+)?(?:an?\s+|my\s+|the\s+|some\s+)?"
    r"(?P<f>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:class|classes|lessons?|club|sessions?|workshops?|group|circle|meetups?|course|league)\b"
    r"|\bi(?:'ve|’ve|\s+have)\s+been\s+(?P<e>[a-z]+ing)\s+(?:for\s+(?:years|ages|decades|a\s+long\s+time|(?:about\s+|over\s+|nearly\s+|almost\s+)?\w+\s+years)|since\s+(?:i\s+was|\d{4}|forever|childhood|school|college|uni))\b"
)
_VOLUNTEER_AS = _rx(
    r"\b(?:volunteer(?:s|ed|ing)?|help(?:s|ed|ing)?\s+out)\s+(?:(?:on|every)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\s+|(?:on\s+)?weekends\s+)?"
    r"(?:as|at|with|for|on)\s+(?:an?\s+|the\s+)?|\bas\s+(?:an?\s+)(?=volunteer\b)"
)
_SERVE_AS = _rx(
    r"\b(?:serve[sd]?|serving|work(?:s|ed|ing)?|help(?:s|ed|ing)?\s+out)\s+as\s+(?:an?\s+|the\s+)?|"
    r"\b(?:shifts?|hours|time|weekends|saturdays|sundays|evenings)\s+as\s+(?:an?\s+|the\s+)?|"
    r"\b(?:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been)\s+on\s+the\s+(?=(?:board|committee|council)\s+of\b)|"
    # "I've been volunteer secretary of the surf club since 2020", "I'm the volunteer treasurer for X"
    r"\b(?:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been|i\s+have\s+been)\s+(?:also\s+|now\s+|still\s+)?(?:(?:the|a|an|their|our)\s+)?(?=(?:unpaid\s+)?volunteer\s+[a-z][\w-]*\s+(?:of|for|at|with)\b)|"
    r"\b(?:i|we)(?:'ve|’ve|\s+have)?\s+(?:also\s+)?(?:sit|sat|serve|served)\s+on\s+the\s+(?=(?:board|committee|council)\s+of\b)|"
    # "I'm on the volunteer lifeboat crew", "I've been on the parish council rota"
    r"\b(?:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been|i\s+have\s+been)\s+(?:also\s+)?on\s+the\s+(?=(?:[\w-]+\s+){0,3}?(?:crew|team|rota|committee|board|council|squad|patrol|brigade|corps)\b)|"
    # "I've been treasurer of the neighborhood association": a civic title without an article
    # a clipped "Treasurer of the allotment society since 2017" at the start of the sentence
    r"(?:\b(?:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been|i\s+have\s+been|i\s+was)\s+(?:also\s+|still\s+)?|^\W*)(?=(?:treasurer|chair|chairperson|chairman|chairwoman|"
    r"secretary|trustee|governor|president|vice[- ]president|captain|leader|coordinator|organi[sz]er|warden)\s+(?:of|for|at|with)\b)|"
    r"\b(?:i'm|i’m|i\s+am)\s+(?:also\s+)?out\s+as\s+(?:an?\s+|the\s+)?|"
    r"\b(?:i'm|i’m|i\s+am|i've\s+been|i\s+have\s+been|i\s+was)\s+(?:also\s+|still\s+)?(?:an?|the)\s+|"
    # a clipped "Been a crisis line volunteer since March" at the start of the sentence
    r"^\W*been\s+(?:also\s+|still\s+)?(?:an?|the)\s+"
)


#: "(I lead tours) as a docent": a role said after what the user does.
_AS_A = _rx(r"\bas\s+(?:an?|the)\s+")
_AS_ROLE_AFTER = _rx(r"\s+as\s+(?:an?|the)\s+")
#: "the Cub Scout pack I help run", "the food bank we volunteer at": the group named before its verb.
_GROUP_I_RUN = _rx(
    r"\b(?:the|a|our|my)\s+(?P<x>(?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s+(?:that\s+|which\s+)?(?:i|we)\s+(?:also\s+)?(?:help\s+(?:to\s+)?)?"
    r"(?:run|lead|coach|organi[sz]e|volunteer\s+(?:with|at|for)|help\s+out\s+(?:with|at)|help\s+with)\b"
)


_CUE_TAIL = re.compile(
    r"(?i)\s+(?:for\s+(?:some\s+)?(?:extra|fun|the\s+money|cash|money|a\s+living)|as\s+an?\s+(?:side|volunteer|hobby)|"
    r"on\s+the\s+side|on\s+a\s+volunteer\s+basis)\b.*$"
)


def _trim(got: tuple[str, tuple[int, int]] | None) -> tuple[str, tuple[int, int]] | None:
    """Drop a trailing cue phrase ("... for extra cash", "... on the side") from a role phrase."""
    if got is None:
        return None
    verb = FINITE_TAIL.search(got[0])  # "(volunteering at) the Harbor Animal Shelter began in 2019"
    if verb is not None:
        got = got[0][: verb.start()], (got[1][0], got[1][0] + verb.start())
    m = _CUE_TAIL.search(got[0])
    if m is None:
        return got
    return got[0][: m.start()], (got[1][0], got[1][0] + m.start())


_OPENER = re.compile(
    r"(?i)\s*(?:honestly|actually|basically|frankly|personally|well|so|and|but|also|lately|"
    r"these\s+days|for\s+me|to\s+be\s+honest|right\s+now|nowadays)\b\s*,?\s*"
)


def _clause_head(ctx: SentenceContext, end: int) -> tuple[str, tuple[int, int]] | None:
    start = ctx.clause_at(max(0, end - 1))[0]
    opener = _OPENER.match(ctx.text, start)
    if opener and opener.end() < end:
        start = opener.end()
    span = generic_np(ctx.text, start, max_words=4, stop_at=end)
    return clean(ctx, span)


def activities(ctx: SentenceContext) -> list[Draft]:
    """Hobbies, side jobs and volunteer roles."""
    t = ctx.text
    out: list[Draft] = []
    after = t + " " + (ctx.next.text if ctx.next else "")
    # "started doing some pottery on the side, just for fun": a pastime, not paid work
    side_cue = bool(SIDE_JOB_CUE.search(after)) and not _JUST_FOR_FUN.search(t)
    volunteer = bool(VOLUNTEER_CUE.search(after)) or (
        # "Once a month I help out at the Repair Café": helping out at a place, unpaid unless said
        not side_cue and bool(re.search(r"(?i)\bhelp(?:s|ed|ing)?\s+out\s+(?:at|with)\s+(?:the|a|an|our)\b", t))
    )
    for m in _ROLE_LABEL.finditer(t):
        stop = re.search(r"[,;.!?]|\s+(?:and|but|which|since)\s", t[m.end() :])
        words_ = t[m.end() : m.end() + stop.start() if stop else len(t)].split()[:8]
        got = _trim(clean(ctx, (m.end(), m.end() + len(" ".join(words_))))) if words_ else None
        if got:
            obj = _FREQUENCY_TAIL.sub("", got[0])
            out.append(Draft(SELF, "volunteers_as" if m.group("vol") else "side_job", obj, m.start(),
                             obj_span=(got[1][0], got[1][0] + len(obj))))  # fmt: skip
    for m in _NOW_GOT.finditer(t):
        if is_activity_en(m.group("x")) and _HOBBY_FRAME.search(t):
            out.append(Draft(SELF, "hobby", m.group("x"), m.start(), obj_span=m.span("x")))
    for m in _IS_MY_SIDE.finditer(t):
        got = _clause_head(ctx, m.start())
        if got:
            out.append(Draft(SELF, "side_job", got[0], m.start(), obj_span=got[1]))
    for m in _FAN_NOUN.finditer(t):
        x = m.group("x")
        out.append(Draft(SELF, "hobby" if is_activity_en(x) else "likes", x, m.start(), obj_span=m.span("x")))
    for m in _SING_IN.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=4))
        if got:
            out.append(Draft(SELF, "hobby", t[m.start("v") : got[1][1]], m.start(), obj_span=(m.start("v"), got[1][1])))
    for pattern in (_INTO, _MY_HOBBY, _INTO_FRAGMENT, _NOTHING_BEATS, _LIVE_FOR, _ONE_WHO_INTO, _CANT_GET_ENOUGH, _KEEPS_ME_IS):
        for m in pattern.finditer(t):
            hit: tuple[str, tuple[int, int] | None] | None = clean(ctx, generic_np(t, m.end(), max_words=4))
            if pattern is _KEEPS_ME_IS and not (hit and is_activity_en(hit[0])):
                continue  # "the only thing keeping me sane is coffee": no pastime
            if hit is None and _PRONOUN_AT.match(t, m.end()) and pattern in (_INTO, _ONE_WHO_INTO):
                hit = _earlier_activity(ctx, m.start())  # "... pickleball, and I'm hooked on it"
            subject = subject_before(ctx, m.start()) if pattern in (_INTO, _CANT_GET_ENOUGH) else SELF
            if hit and pattern is _INTO_FRAGMENT and m.group().split()[-1].lower() in ("love", "adore", "enjoy") and not is_activity_en(hit[0]):
                continue  # "Love this weather!": a clipped "love" is read of an activity only
            if hit and subject:
                pred = "hobby" if (pattern is _MY_HOBBY or is_activity_en(hit[0])) else "likes"
                # "keeping me sane this winter": the season is the habit's, no planned start
                out.append(Draft(subject, pred, hit[0], m.start(), obj_span=hit[1], holds_now=pattern is _KEEPS_ME_IS))
    for pattern in (_IS_MY_HOBBY, _TAKES_TIME):
        for m in pattern.finditer(t):
            got = _clause_head(ctx, m.start())
            head = t[ctx.clause_at(max(0, m.start() - 1))[0] : got[1][0]] if got else ""
            if got and re.search(r"(?i)\b(?:my|our|his|her|their|your)\s*$|(?:'s|’s)\s*$", head):
                continue  # "My job keeps me sane", "my sister's dog is my happy place": no activity
            if got and got[0].lower() in _NOT_A_PASTIME:
                continue  # "Work is my therapy": the job, not a pastime
            if got:
                got = (_FREQUENCY_TAIL.sub("", got[0]), got[1])
                out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _TAKES_WEEKENDS.finditer(t):
        got = _clause_head(ctx, m.start())
        if got and is_activity_en(got[0]) and not any(d.predicate == "hobby" for d in out):
            out.append(Draft(SELF, "hobby", _FREQUENCY_TAIL.sub("", got[0]), m.start(), obj_span=got[1]))
    for m in _GOT_HABIT.finditer(t):
        if is_activity_en(m.group("x")) and not any(d.predicate == "hobby" for d in out):
            out.append(Draft(SELF, "hobby", m.group("x"), m.start(), obj_span=m.span("x")))
    for m in _KEEP_BEES.finditer(t):
        if subject_before(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "hobby", "beekeeping", m.start(), obj_span=m.span("x"), text="User keeps bees (beekeeping)"))
    for m in _IS_MY_X_THING.finditer(t):
        got = _clause_head(ctx, m.start())
        if got and is_activity_en(got[0]) and not any(d.predicate == "hobby" for d in out):
            out.append(Draft(SELF, "hobby", _FREQUENCY_TAIL.sub("", got[0]), m.start(), obj_span=got[1]))
    for m in _STICKING.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=4))
        if got and is_activity_en(got[0]):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _ROPED_INTO.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=3))
        if got and is_activity_en(got[0]) and not side_cue:
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _SOMETHING_IS.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=4))
        if got and subject_before(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1], plan_text=f"start {got[0]}"))
    for m in _COLLECT.finditer(t):
        span = (m.start("v"), m.end("x"))
        out.append(Draft(SELF, "hobby", t[span[0] : span[1]], m.start(), obj_span=span))
    for m in _VERB_FOR_FUN.finditer(t):
        if m.group("v").lower() in _NOT_FUN_VERB or any(d.predicate == "hobby" for d in out):
            continue
        if is_activity_en(m.group("x")) and len(m.group("x").split()) == 1:
            continue  # "I knit socks for fun" is read by the other rules
        span = (m.start("v"), m.end("x"))
        out.append(Draft(SELF, "hobby", t[span[0] : span[1]], m.start(), obj_span=span))
    for m in [*_LEISURE_VERDICT.finditer(t), *_HABIT_NO_ACTIVITY.finditer(t)]:
        if any(d.predicate == "hobby" for d in out) or _JOB_WORDS.search(t):
            break
        pastime = _verdict_activity(ctx, m.start())
        if pastime is not None:
            out.append(Draft(SELF, "hobby", pastime[0], m.start(), obj_span=pastime[1]))
            break
    for m in _FUN_IS.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=4))
        if got and is_activity_en(got[0]) and subject_before(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _HELPS_ME.finditer(t):
        got = _clause_head(ctx, m.start())
        if got and is_activity_en(got[0]) and not re.search(r"(?i)\b(?:my|our|his|her|their)\s*$", t[: got[1][0]]):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _MY_SKILL.finditer(t):
        if known_activity_en(m.group("x")) and not any(d.predicate == "hobby" for d in out):
            out.append(Draft(SELF, "hobby", m.group("x"), m.start("x"), obj_span=m.span("x")))
    for m in _MUST_FOR_ME.finditer(t):
        got = _clause_head(ctx, m.start())
        if not got or not is_activity_en(got[0]) or any(d.predicate == "hobby" for d in out):
            continue
        if "for me" not in m.group().lower() and not known_activity_en(got[0].lower()):
            continue  # "Trying local seafood is a must!": advice about a place, not a habit of the user's
        out.append(Draft(SELF, "hobby", _FREQUENCY_TAIL.sub("", got[0]), m.start(), obj_span=got[1]))
    for m in _AMATEUR.finditer(t):
        if not any(d.predicate == "hobby" and d.object == m.group("x") for d in out):
            out.append(Draft(SELF, "hobby", m.group("x"), m.start("x"), obj_span=m.span("x")))
    for m in _VERB_OBJ_HABIT.finditer(t):
        if _JOB_WORDS.search(t) or side_cue or any(d.predicate == "hobby" for d in out):
            break
        span = (m.start("v"), m.end("x"))
        out.append(Draft(SELF, "hobby", t[span[0] : span[1]], m.start(), obj_span=span))
    for m in _HOUSEHOLD.finditer(t):
        if is_activity_en(m.group("x")):
            out.append(Draft(SELF, "hobby", m.group("x"), m.start(), obj_span=m.span("x")))
    if ctx.prev is not None and _LEISURE_QUESTION.match(ctx.prev.text):
        lead = _ANSWER_LEAD.match(t)
        got = clean(ctx, generic_np(t, lead.end() if lead else 0, max_words=4))
        if got and is_activity_en(got[0]):
            out.append(Draft(SELF, "hobby", got[0], got[1][0], obj_span=got[1]))
    for m in _LOVE_TO.finditer(t):
        act = m.group("act")
        if is_activity_en(act) or act.split()[0].lower() in (
            "paint",
            "draw",
            "bake",
            "cook",
            "knit",
            "sew",
            "garden",
            "hike",
            "swim",
            "run",
            "dance",
            "sing",
            "write",
            "read",
            "surf",
            "skate",
            "ski",
            "climb",
            "fish",
            "camp",
            "cycle",
            "bike",
            "sail",
            "row",
            "golf",
        ):
            out.append(Draft(SELF, "hobby", act, m.start(), obj_span=m.span("act")))
    for m in _BEEN_LEARNING.finditer(t):
        learned = re.match(
            r"(?i)(?:learning|practi[cs]ing|studying)\s+(?:the\s+|a\s+|an\s+|to\s+)?"
            r"\w+(?:\s+(?!since\b|for\b|at\b|in\b|on\b|this\b|last\b|every\b|with\b)\w+)?",
            t[m.end() :],
        )
        if learned:
            phrase = t[m.end() : m.end() + learned.end()]
            out.append(
                Draft(SELF, "hobby", phrase, m.start(), obj_span=(m.end(), m.end() + learned.end()))
            )
    for m in _SESSION.finditer(t):
        if is_activity_en(m.group("a")) and not side_cue:
            out.append(Draft(SELF, "hobby", m.group("a"), m.start("a"), obj_span=m.span("a")))
    for m in _NEW_HOBBY.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=4))
        if got and is_activity_en(got[0]):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _SPEND.finditer(t):
        act = _VENUE_WORD.sub("", m.group("act").strip())  # "at the climbing wall" -> climbing
        if act.lower() in _NOT_ACTIVITY:
            continue
        out.append(Draft(SELF, "hobby", act, m.start(), obj_span=(m.start("act"), m.start("act") + len(act))))
    for m in _SPEND_AT_VENUE.finditer(t):
        if is_activity_en(m.group("act")) and not any(d.predicate == "hobby" for d in out):
            out.append(Draft(SELF, "hobby", m.group("act"), m.start(), obj_span=m.span("act")))
    for m in _DO_AS_HOBBY.finditer(t):
        if m.group("act").strip().lower() in _PRONOUNS | {"one", "some", "stuff", "things"}:
            continue
        out.append(Draft(SELF, "hobby", m.group("act").strip(), m.start(), obj_span=m.span("act")))
    for m in _PLAY.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=3))
        if got and re.match(r"\s+(?:at|for)\s+[A-Z]", t[got[1][1] :]):
            continue  # "I do bookkeeping at Marrow & Finch": a job
        if (
            got
            and is_activity_en(got[0])
            and not side_cue
            and not any(d.object == got[0] for d in out)
        ):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _PLAYED_UNTIL.finditer(t):
        got = clean(ctx, generic_np(t, m.end(), max_words=3))
        if got and is_activity_en(got[0]) and not any(d.object == got[0] for d in out):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _LEISURE.finditer(t):
        group = next(g for g in "abcdefg" if m.group(g))
        if group == "f":  # "I go to a pottery class every Tuesday" -> pottery
            got = clean(ctx, m.span("f"))
        elif group == "a" and is_activity_en(m.group("a")):
            # "my evenings are all about coding retro games for the Game Boy": the whole phrase
            got = clean(ctx, m.span("a"))
        else:
            got = clean(ctx, generic_np(t, m.start(group), max_words=3))
        if group == "e" and m.group("e").lower() in _NOT_ACTIVITY:
            continue  # "I've been working for years"
        if got and (is_activity_en(got[0]) or group in "bc") and not side_cue:
            # "Sunday = cricket": the weekday is the habit's, no date of a start
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1], holds_now=True))
    for m in _GIG_FOR.finditer(t):
        if _GIG_FRAME.search(t) and not any(d.predicate == "side_job" for d in out):
            span = (m.start("v"), m.end("org"))
            out.append(Draft(SELF, "side_job", t[span[0] : span[1]], m.start("v"), obj_span=span,
                             plan_text=f"start {t[span[0] : span[1]]}"))  # fmt: skip
    for m in _SIDE_JOB_NP.finditer(t):
        got = _trim(clean(ctx, generic_np(t, m.end(), max_words=8, allow_pp=True)))
        subject = subject_before(ctx, m.start())
        as_role = _AS_ROLE_AFTER.match(t, got[1][1]) if got and got[1] else None
        if got and as_role:
            # "a weekend gig as a wedding DJ": the role says what the job is
            named = _trim(clean(ctx, generic_np(t, as_role.end(), max_words=4)))
            if named and named[1] and not (SIDE_JOB_CUE.search(named[0]) or VOLUNTEER_CUE.search(named[0])):
                got = (named[0], (got[1][0], named[1][1]))  # the span keeps the gig's noun
        if got and subject:
            out.append(
                Draft(
                    subject,
                    "side_job",
                    got[0],
                    m.start(),
                    obj_span=got[1],
                    plan_text=f"start {got[0]}",
                )
            )
    if side_cue:
        # "I've been pet sitting for neighbours since the 1st, a bit of extra income."
        for m in _BEEN_GERUND.finditer(t):
            x = m.group("x")
            if x.split()[0].lower() not in _NOT_SIDE_WORK and not any(d.predicate == "side_job" for d in out):
                span = m.span("x")
                prep = re.match(r"\s+(?:for|at|with)\s+", t[span[1] :])
                client = clean(ctx, generic_np(t, span[1] + prep.end(), max_words=5)) if prep else None
                if client and not re.search(r"(?i)\b(?:extra|money|cash|income|pocket|bit)\b", client[0]):
                    # "driving for Uber", "picking up shifts at an urgent care": who the work is for
                    span = (span[0], client[1][1])
                out.append(Draft(SELF, "side_job", t[span[0] : span[1]], m.start(), obj_span=span))
    for m in _SIDE_GERUND.finditer(t):
        if m.group("x").split()[0].lower() not in ("doing", "working", "going") and not _JUST_FOR_FUN.search(t):
            out.append(Draft(SELF, "side_job", m.group("x"), m.start(), obj_span=m.span("x")))
    for m in _UNWIND.finditer(t):
        got = _clause_head(ctx, m.start())
        if got and re.search(r"(?i)\b(?:start|begin|end|spend)\s+\w+\s+\w+$", m.group()) and not is_activity_en(got[0]):
            continue  # "Coffee and the news, that's how I start most days": a routine, not a pastime
        if got:
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _SIDE_DOING.finditer(t):
        subject = clause_subject(ctx, m.start())
        if subject and not _JUST_FOR_FUN.search(t):
            out.append(
                Draft(subject, "side_job", m.group("x").strip(), m.start(), obj_span=m.span("x"))
            )
    for m in _START.finditer(t):
        side = _SIDE_AS.match(t, m.end())
        pos = side.end() if side else m.end()
        going = re.match(
            r"(?i)(?:going\s+to|heading\s+(?:down\s+|out\s+)?to|doing|attending|taking)\s+(?:the\s+|a\s+|an\s+|some\s+)?", t[pos:]
        )
        if going and is_activity_en(t[pos + going.end() : pos + going.end() + 40]):
            pos += going.end()
        elif going and going.group().lower().startswith(("going", "heading")):
            # "roped me into roller skating ... started going to the rink": the activity named before
            earlier = _earlier_activity(ctx, m.start()) if subject_before(ctx, m.start()) == SELF else None
            if earlier and not any(d.object == earlier[0] for d in out):
                out.append(Draft(SELF, "hobby", earlier[0], m.start(), obj_span=earlier[1]))
            continue
        learning = re.match(
            r"(?i)(?:learning|playing|practi[cs]ing|studying)\s+(?:the\s+|a\s+|an\s+|(?:how\s+)?to\s+(?:do\s+|play\s+)?)?",
            t[pos:],
        )
        if learning:
            rest = clean(ctx, generic_np(t, pos + learning.end(), max_words=4))
            if rest:
                pos_end = rest[1][1]
                out.append(
                    Draft(
                        subject_before(ctx, m.start()) or SELF,
                        "hobby",
                        t[pos:pos_end],
                        m.start(),
                        obj_span=(pos, pos_end),
                    )
                )
                continue
        course = re.match(
            r"(?i)(?:an?\s+)?(?:(?:short|long|full|new|quick|\w+-(?:day|week|month))\s+)?(?:course|round|dose|prescription)\s+of\s+",
            t[pos:],
        )
        if course:
            pos += course.end()
        got = _trim(clean(ctx, generic_np(t, pos, max_words=8, allow_pp=True)))
        subject = subject_before(ctx, m.start())
        if got is None or subject is None or got[0].lower() in _PRONOUNS:
            continue
        obj, span = got
        if is_medication_en(obj):
            out.append(
                Draft(
                    subject,
                    "takes_medication",
                    obj,
                    m.start(),
                    obj_span=span,
                    plan_text=f"take {obj}",
                )
            )
        elif side or side_cue or _JOB_WORDS.search(obj) or _SELLING.match(obj) or (
            _WORK_HEAD.search(re.split(r"\s+(?:from|for|at|on|in|with)\s+", obj)[0])
            and not re.match(r"\s+on\b", t[span[1] :])  # "started physio work on my knee": a task
        ):
            if any(d.predicate == "side_job" and d.obj_span and d.obj_span[0] <= span[0] < d.obj_span[1] for d in out):
                continue  # "Started a weekend gig as a wedding DJ": read already, by its role
            role_tail = _AS_ROLE_TAIL.match(t, span[1])
            if role_tail:
                cut = clean(ctx, (span[0], role_tail.end()))
                if cut:
                    obj, span = cut
            out.append(
                Draft(subject, "side_job", obj, m.start(), obj_span=span, plan_text=f"start {obj}")
            )
        else:
            short = clean(ctx, generic_np(t, pos, max_words=4))
            own = _MAKING_OWN.match(t, pos) if short and short[0].lower() in _BARE_MAKING else None
            if own:  # "begun making my own kombucha": what is made names the pastime
                what = clean(ctx, generic_np(t, own.end(), max_words=3))
                if what:
                    short = (t[pos : what[1][1]], (pos, what[1][1]))
            cue = HOBBY_CUE.search(t) or (ctx.prev and HOBBY_CUE.search(ctx.prev.text))
            if short and short[0].split()[0].lower() in _NOT_PASTIME_GERUND:
                continue  # "Started paying for cloud storage", "signed up for a streaming service"
            if short and (is_activity_en(short[0]) or (cue and not proper_np(t, pos))):
                out.append(
                    Draft(
                        subject,
                        "hobby",
                        short[0],
                        m.start(),
                        obj_span=short[1],
                        plan_text=f"start {short[0]}",
                    )
                )
    if volunteer:
        for m in _GROUP_I_RUN.finditer(t):
            x = m.group("x")
            if (x.split()[0].lower() not in STOP_WORDS and not is_activity_en(x)
                    and x.lower() not in ("month", "week", "day", "year", "weekend", "fortnight", "while", "time")):  # fmt: skip
                out.append(Draft(SELF, "volunteers_as", x, m.start(), obj_span=m.span("x")))
        for m in _VOLUNTEER_VERB.finditer(t):
            got = _trim(clean(ctx, generic_np(t, m.end(), max_words=7, allow_pp=True)))
            if got:
                role = t[m.start("v") : got[1][1]]
                out.append(
                    Draft(
                        SELF, "volunteers_as", role, m.start(), obj_span=(m.start("v"), got[1][1])
                    )
                )
        for pattern in (_VOLUNTEER_AS, _SERVE_AS):
            for m in pattern.finditer(t):
                got = _trim(clean(ctx, generic_np(t, m.end(), max_words=9, allow_pp=True)))
                clause = ctx.clause_at(m.start())
                doing = _DOING_AS_VOLUNTEER.search(t, clause[0], clause[1])
                if got and got[0].lower() == "volunteer" and doing:
                    # "I've been walking dogs at the animal shelter as a volunteer": what they do
                    got = (doing.group("x"), doing.span("x"))
                with_org = _WITH_ORG_AS.search(t, clause[0], clause[1]) if got and got[0].lower() == "volunteer" else None
                if with_org and got:
                    # "Been with the local mountain rescue team as a volunteer": whom with
                    got = (f"volunteer with {with_org.group('org')}", with_org.span("org"))
                first = m.group().lower().lstrip(" \t\"'(-").startswith(("i'", "i ", "i’", "been"))
                subject = SELF if first else clause_subject(ctx, m.start())
                org = _ORG_BEFORE_AS.search(t, 0, m.start())
                if got and subject:
                    # "... to St John Ambulance as a volunteer first aider": the group named before "as"
                    out.append(Draft(subject, "volunteers_as", got[0], m.start(), obj_span=got[1],
                                     detail=f"with {org.group('org')}" if org and m.group().lower().startswith("as") else None))  # fmt: skip
    else:
        # "I've been a mentor with Big Brothers Big Sisters": a role unpaid by nature needs no cue;
        # so does "Saturdays I lead tours as a docent at the museum", said of the user's clause
        for m in [*_SERVE_AS.finditer(t), *_AS_A.finditer(t)]:
            if m.re is _AS_A and clause_subject(ctx, m.start()) != SELF:
                continue
            if m.re is _SERVE_AS and not m.group().lower().lstrip(" \t\"'(-").startswith(("i'", "i ", "i’", "been")):
                continue
            got = _trim(clean(ctx, generic_np(t, m.end(), max_words=9, allow_pp=True)))
            head = re.split(r"\s+(?:at|for|with|of|in)\s+", got[0])[0] if got else ""
            if got and UNPAID_ROLE_EN.search(head):
                out.append(Draft(SELF, "volunteers_as", got[0], m.start(), obj_span=got[1]))
    out += keen_hobbies(ctx)
    found = [_tidy_hobby(d) for d in out + fallback_hobbies(ctx, out)]
    # "my sister Dalia took up pottery": someone else's pastime is no fact about the user
    found = [d for d in found if not (d.predicate == "hobby" and d.subject != SELF)]
    found += [d for d in _hobby_frames(ctx) if not any(x.predicate == "hobby" and x.object.lower() == d.object.lower() for x in found)]
    pushed = _PUSHED_INTO.search(t)
    if pushed:
        # "A friend keeps trying to get me into paragliding. Nope.": someone else's idea
        found = [d for d in found if not (d.predicate == "hobby" and d.obj_span and d.obj_span[0] >= pushed.end())]
    # "I started teaching at Westbrook Academy": a job's verb at a named place is the job
    job = _JOB_VERB_AT.search(t) if _JOB_START_CUE.search(t) else None
    return [d for d in found if not (d.predicate == "hobby" and job and d.object.lower() in job.group().lower())]


#: Heads that are no pastime however they are praised.
_NOT_A_PASTIME = frozenset({"work", "my job", "the job", "school", "uni", "college", "family", "my family", "coffee", "tea",
                            "wine", "beer", "chocolate", "sleep", "food", "home", "church", "prayer", "faith"})
#: Someone else trying to get the user into a pastime: no pastime of the user's (yet).
_PUSHED_INTO = _rx(
    r"\b(?:trying|tries|tried|try|wants?|wanted|keeps?\s+(?:trying|asking|pushing)|pushing|nagging)\s+(?:to\s+)?(?:get|talk|drag|persuade|convince)\s+me\s+(?:into|to\s+(?:try|do|take\s+up))\s+"
)
#: "fly tying is my zen", "Swimming is my therapy": an activity named as what it is to the user.
_IS_MY_ZEN = _rx(r"(?:\s+is|\s+has\s+become|'s|’s)\s+(?:basically\s+|honestly\s+|really\s+)?my\s+(?:zen|therapy|meditation|sanity|passion|obsession|jam|escape|happy\s+place)\b")
#: "things that keep me sane: 1) my partner 2) tea 3) cryptic crosswords": a list of what keeps
#: the user going, of which the activities are pastimes.
_KEEP_ME_LIST = _rx(r"\b(?:things?|stuff)\s+(?:that\s+)?(?:keeps?|keeping)\s+me\s+(?:sane|going|happy|grounded)\s*[:–—-]\s*")
#: The user's own question about a favourite pastime, answered in the next sentence ("fav thing to
#: do lately? honestly, woodturning.").
_FAV_QUESTION = _rx(r"\b(?:fav|fave|favou?rite)\s+(?:thing|things|way)\s+to\s+(?:do|spend)\b[^?]*\?\s*$|\bwhat\s+do\s+i\s+do\s+for\s+fun\s*\?\s*$")
#: "Not that I'd ever give it up": the pastime of the sentence before is kept up.
_NEVER_GIVE_UP = _rx(r"\b(?:not\s+that\s+i'd\s+ever|i'd\s+never|i\s+(?:could|would|will)\s+never|i'll\s+never)\s+give\s+(?:it|that|them)\s+up\b")
#: "it's a proper hobby now": the thing just named is a hobby.
_IS_A_HOBBY = _rx(r"\b(?:it's|it’s|it\s+is|that's|that’s)\s+(?:now\s+)?(?:a|my)\s+(?:proper\s+|real\s+|full-on\s+|serious\s+|whole\s+)?hobby\b")
#: "spend most evenings on my model railway": what the user spends free time on.
_SPEND_ON_MY = _rx(
    r"\bspend\s+(?:most|all|many|a\s+lot\s+of|my)?\s*(?:free\s+)?(?:evenings|weekends|nights|sundays|saturdays|time|hours|spare\s+time)\s+(?:\w+\s+)?on\s+(?:my|our|the)\s+"
    r"(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
)
#: "yesterday I went to my first salsa class": a first class or session of a pastime.
_FIRST_CLASS = _rx(r"\b(?:my|a)\s+first\s+(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:class|lesson|session|practice)\b")


_HOOKED = _rx(r"\b(?:hooked|loved\s+it|love\s+it)\b")


def _hobby_frames(ctx: SentenceContext) -> list[Draft]:
    """Pastimes told by what they are to the user, not by a verb of doing them: "fly tying is my
    zen", a list of what keeps the user sane, the answer to their own question about a favourite
    pastime, "Not that I'd ever give it up" after one, "it's a proper hobby now", a first class."""
    t = ctx.text
    out: list[Draft] = []
    for m in _IS_MY_ZEN.finditer(t):
        got = _clause_head(ctx, m.start())
        if got and is_activity_en(got[0]):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    for m in _KEEP_ME_LIST.finditer(t):
        for item in re.finditer(r"(?:\d\)|\d\.|[,;]|\band\b|^)\s*(?P<x>[a-z][a-z -]{2,40}?)(?=\s*(?:\d\)|[,;.]|\band\b|$))", t[m.end() :]):
            x = re.sub(r"^(?:my|the|some|a)\s+", "", item.group("x").strip())
            if is_activity_en(x) and not MY_PERSON.match(item.group("x")):
                a = m.end() + item.start("x") + item.group("x").index(x)
                out.append(Draft(SELF, "hobby", x, a, obj_span=(a, a + len(x))))
    if ctx.prev is not None and _FAV_QUESTION.search(ctx.prev.text):
        ans = re.match(r"\W*(?:(?:honestly|probably|definitely|easily|oh|hmm|well)\W+)*(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*[.!,]", t, re.I)
        if ans and is_activity_en(ans.group("x")):
            out.append(Draft(SELF, "hobby", ans.group("x"), ans.start("x"), obj_span=ans.span("x")))
    if _NEVER_GIVE_UP.search(t) and ctx.prev is not None:
        head = re.match(r"\W*(?P<x>[A-Z][a-z-]+(?:\s+[a-z-]+)?)\s+(?:is|has\s+been|was)\b", ctx.prev.text)
        if head is None:  # "Just got back from the lake, caught nothing again. Fly fishing is humbling."
            head = re.search(r"(?:^|[.!?]\s+)(?P<x>[A-Z][a-z-]+(?:\s+[a-z-]+)?)\s+(?:is|has\s+been|was)\b", ctx.prev.text)
        if head and is_activity_en(head.group("x")):
            out.append(Draft(SELF, "hobby", head.group("x").lower(), 0, dated=False))
    if _IS_A_HOBBY.search(t):
        spend = _SPEND_ON_MY.search(t)
        if spend:
            out.append(Draft(SELF, "hobby", spend.group("x"), spend.start("x"), obj_span=spend.span("x")))
    for m in _FIRST_CLASS.finditer(t):
        liked = is_activity_en(m.group("x")) or known_activity_en(m.group("x")) or _HOOKED.search(t) is not None
        if liked and subject_before(ctx, m.start()) in (SELF, None) and not MY_PERSON.search(t, 0, m.start()):
            out.append(Draft(SELF, "hobby", m.group("x"), m.start(), obj_span=m.span("x")))
    return out


#: "a lot of baking", "a bit of gardening": how much, not part of the activity's name.
_AMOUNT_LEAD = re.compile(r"(?i)^(?:(?:a\s+)?(?:lot|lots|bit|ton|tons|plenty|spot)\s+of|some)\s+")


def _earlier_activity(ctx: SentenceContext, end: int) -> tuple[str, tuple[int, int] | None] | None:
    """The last activity named before ``end`` in the sentence, else in the sentence before, for
    "it" ("... to pickleball, but I'm hooked on it"); the span only when it is in this sentence."""
    def bare(name: str) -> str:  # "for salsa" -> salsa
        head, _, rest = name.partition(" ")
        return rest if rest and head.lower() in STOP_WORDS else name

    found = _activity_spans(ctx.text[:end])
    if found:
        name, _, b = found[-1]
        return bare(name), (b - len(bare(name)), b)
    before = _activity_spans(ctx.prev.text) if ctx.prev is not None else []
    return (bare(before[-1][0]), None) if before else None


#: A clause opened by a named person and their past verb: "Tom did ...", "Ana and Joe went ...".
_NAMED_DOER = re.compile(
    r"\W*(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?(?:\s+and\s+\w+)?\s+"
    r"(?i:\w+ed|did|went|was|were|has|had|spent|took|got|goes|does|plays|loves)\b"
)
#: "..., he says", "my sister reckons": a verdict said to be someone else's.
_SAYS_WHO = re.compile(
    r"(?i)\b(?:he|she|they|(?:my|our)\s+\w+|(?-i:[A-Z])\w+)\s+(?:says|said|reckons|thinks|swears|claims)\b"
)


def _verdict_activity(ctx: SentenceContext, end: int) -> tuple[str, tuple[int, int] | None] | None:
    """The pastime a leisure verdict at ``end`` is about: the user's activity earlier in the
    sentence, else in the sentence before ("Spent the afternoon birdwatching. Best way to spend a
    Sunday."); nobody else's ("My brother went fishing. Best way to spend a Sunday" is his)."""
    def users(c: SentenceContext, pos: int) -> bool:
        seg = c.text[c.clause_at(pos)[0] : pos]
        if _NAMED_DOER.match(seg):
            return False  # "Tom did a 10k trail run"
        who = clause_subject(c, pos)  # a clipped "Did a 10k trail run" reads "10k", not a person
        return who == SELF or (who is not None and not who[:1].isupper())

    if _SAYS_WHO.search(ctx.text, end):
        return None  # "Best way to spend a Saturday, he says": his verdict

    found = [a for a in _activity_spans(ctx.text[:end]) if users(ctx, a[1])]
    if found:
        return found[-1][0], (found[-1][1], found[-1][2])
    if ctx.prev is None or ctx.prev.lang != "en":
        return None
    before = SentenceContext(ctx.prev, None, ctx.sentence, ctx.reference_time)

    def nobody_else(pos: int) -> bool:  # "Has anyone told you lawn bowls isn't just for retirees?"
        seg = before.text[before.clause_at(pos)[0] : pos]
        return not (_NAMED_DOER.match(seg) or MY_PERSON.search(seg) or OTHER_IN_CLAUSE.search(seg))

    found = [a for a in _activity_spans(ctx.prev.text) if nobody_else(a[1])]
    return (found[-1][0], None) if found else None


#: "open-water swimming these days": when, not part of the activity's name.
_TIME_TAIL = re.compile(r"(?i)\s+(?:these\s+days|lately|nowadays|recently|now|again|too|as\s+well|mostly|mainly|usually|honestly|basically)$")


def _tidy_hobby(d: Draft) -> Draft:
    """A hobby's name without a lead amount or a trailing frequency ("bouldering twice")."""
    if d.predicate != "hobby" or d.text is not None:
        return d
    obj = _TIME_TAIL.sub("", _FREQUENCY_TAIL.sub("", d.object))
    lead = _AMOUNT_LEAD.match(obj)
    if lead and lead.end() < len(obj):
        obj = obj[lead.end() :]
    if obj == d.object or not obj.strip():
        return d
    span = d.obj_span
    if span is not None:
        start = span[0] + d.object.find(obj) if obj in d.object else span[0]
        span = (start, start + len(obj))
    return replace(d, object=obj, obj_span=span)


#: "I'm a keen gardener", "I'm an avid hiker": a hobby said as the person who does it.
_KEEN = _rx(
    r"(?:\b(?:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been|i\s+was)\s+(?:also\s+|still\s+|now\s+)?(?:a|an)\s+|^\W*(?=[\w-]+\s+\w+\s+here\b)"
    # "Dana Cho here, amateur potter", "Hi! Dana Cho, keen birder": the user's name, then what they are
    r"|^\W*(?:(?:hi|hello|hey|hiya)\W+)?(?:i'm\s+|i’m\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?(?:\s+here)?\s*,\s+)"
    r"(?P<adj>keen|avid|passionate|enthusiastic|amateur|hobby|weekend|casual|lifelong|die-hard|devoted|"
    r"big-time|committed|obsessive|mad|huge|big|serious|regular|total|recreational|long-?time|long-standing|veteran|competitive)\s+"
    # a second adjective: "a keen amateur photographer"
    r"(?:(?:amateur|hobby|weekend|casual|recreational|keen|avid|self-taught|wannabe)\s+)?(?:(?P<mod>trail|road|open-water|mountain|rock|ultra|long-distance|(?!(?:and|or|but|of|at|in)\b)[a-z][\w-]+(?=\s+[a-z]+(?:er|ist|or)\b))\s+)?(?P<agent>[a-z]+(?:er|ist|or))\b"
)
_AGENT_ACTIVITY = {"cyclist": "cycling", "sailor": "sailing", "angler": "fishing", "birder": "birding",
                   "photographer": "photography", "golfer": "golf", "potter": "pottery",
                   "guitarist": "guitar", "pianist": "piano", "violinist": "violin",
                   "cellist": "cello", "drummer": "drums", "bowler": "bowling",
                   "archer": "archery", "fencer": "fencing", "beekeeper": "beekeeping"}  # fmt: skip


def activity_of_agent(agent: str) -> str | None:
    """The activity an agent noun does ("gardener" -> gardening, "hiker" -> hiking), else ``None``."""
    low = agent.lower()
    if low in _AGENT_ACTIVITY:
        return _AGENT_ACTIVITY[low]
    if low.endswith("er") and len(low) > 4:
        stem = low[:-2]
        if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] in "nmpgtb":
            cands = [stem + "ing"]  # runner -> running, swimmer -> swimming
        else:
            cands = [stem + "ing", stem + "eing"]
        for c in cands:
            if is_activity_en(c) and (c in ACTIVITIES_EN or c in ACTIVITY_VERBS_EN.values()):
                return c
        return cands[0] if stem.endswith(("k", "n", "b", "d", "l", "t", "f", "r")) else None
    return None


_AGENT_HOBBY = _rx(
    # "I'm more of a birdwatcher", "I'm a bit of a runner": hedged, still the user's pastime
    r"\b(?:i'm|i’m|i\s+am|i've\s+been|i’ve\s+been|i\s+have\s+been)\s+(?:also\s+)?(?:(?:more|a\s+bit|kind|sort)\s+of\s+)?(?:a|an)\s+(?P<adj>)"
    r"(?:(?P<mod>inline|trail|road|rock|ice|figure|roller|open-water|mountain|long-distance|ultra|sea|whitewater|competitive|fell|wild)\s+)?(?P<agent>[a-z]+(?:er|ist|or))\b"
)
#: "My thing is rock climbing", "My big obsession these days is padel".
_MY_THING = _rx(
    r"\bmy\s+(?:main\s+|big\s+|latest\s+|current\s+|new\s+)?(?:thing|obsession|outlet|escape|jam)\s+"
    r"(?:these\s+days\s+|lately\s+|right\s+now\s+)?(?:is|are)\s+"
)


def p_is_agent(m: re.Match[str]) -> bool:
    """Whether ``m`` is an :data:`_AGENT_HOBBY` match (no adjective like "keen" before the noun)."""
    return m.re is _AGENT_HOBBY


#: Agent nouns that name a pastime on their own, and are no job without an employer.
_PASTIME_AGENT = re.compile(
    r"(?i)(?:runner|jogger|swimmer|cyclist|climber|boulderer|hiker|trekker|surfer|skier|snowboarder|skater|"
    r"skateboarder|golfer|gamer|knitter|quilter|crocheter|birder|birdwatcher|angler|rower|kayaker|triathlete|"
    r"beekeeper|fencer|geocacher|archer|woodturner|woodworker|paddleboarder|snorkeler|diver|climber)\b"
    r"(?!\s+(?:at|for|with)\s+[A-Z])"
)


def keen_hobbies(ctx: SentenceContext) -> list[Draft]:
    """Hobbies said as the person ("I'm a keen gardener" -> gardening; "I'm a climber, it's my
    main hobby") or as "my thing" ("My thing is rock climbing")."""
    out: list[Draft] = []
    for m in _MY_THING.finditer(ctx.text):
        got = clean(ctx, generic_np(ctx.text, m.end(), max_words=4))
        if got and is_activity_en(got[0]):
            out.append(Draft(SELF, "hobby", got[0], m.start(), obj_span=got[1]))
    patterns = [_KEEN, _AGENT_HOBBY]
    for m in (x for p in patterns for x in p.finditer(ctx.text)):
        if p_is_agent(m) and not (HOBBY_CUE.search(ctx.text) or _PASTIME_AGENT.match(ctx.text, m.start("agent"))):
            continue  # "I'm a baker": a trade as often as a pastime; "I'm a runner" is a pastime
        if re.match(r"(?i)\s*,?\s*(?:says|said|is|was|has|had|told|asked|wants|and\s+(?:he|she|they))\b", ctx.text[m.end():]):
            continue  # "Tom, keen gardener, says hi": someone else named, not the user's introduction
        act = activity_of_agent(m.group("agent"))
        mod = m.groupdict().get("mod")
        if act and mod:
            act = f"{mod} {act}"  # "an avid trail runner" -> trail running
        if act and not any(d.object == act for d in out):
            who = " ".join(x for x in (m.group("adj"), m.group("agent")) if x)
            out.append(Draft(SELF, "hobby", act, m.start(), obj_span=m.span("agent"),
                             text=f"User does {act} as a hobby ({who})"))  # fmt: skip
    return out


# --- fallback: an activity named in a first-person habitual frame ---------------------------------

#: Words that frame an activity as something the user does for pleasure or regularly.
_JOB_VERB_AT = re.compile(
    r"(?i)\b(?:teaching|nursing|lecturing|consulting|interning|bartending|waitressing|tutoring|coaching|driving|freelancing)"
    r"\s+(?:at|for|with)\s+(?-i:[A-Z])[\w&'’.-]+"
)
_JOB_START_CUE = re.compile(r"(?i)\b(?:start\w*|began|job|work\w*|since|hired|employ\w*|position|role)\b")
_HOBBY_FRAME = _rx(
    r"\b(?:these\s+days|nowadays|lately|recently|(?:free|spare|down)\s*time|fun\s+fact|taken\s+over|"
    r"outside\s+(?:of\s+)?work|off\s+the\s+clock|"
    r"(?:every|most|on|at)\s+(?:the\s+)?(?:weekends?|evenings?|mornings?|week|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)|"
    r"a\s+lot(?!\s+(?:more|less|better|worse))|a\s+ton\s+of|love|loving|enjoy|enjoying|fan\s+of|into|hooked|obsessed|passion|"
    r"started|starting|took\s+up|taken\s+up|picked\s+up|got\s+into|gotten\s+into|learning|"
    r"practi[cs]ing|regularly|whenever|for\s+fun|to\s+(?:unwind|relax|de-?stress)|hobby|hobbies|"
    r"pastime|as\s+well|too|also|usually|often|always|twice|in\s+the\s+(?:evenings?|mornings?|afternoons?)|relax\w*|"
    r"on\s+top\s+of|in\s+addition\s+to|besides|alongside|"
    r"(?:once|times)\s+a\s+(?:week|month)|a\s+week|"
    r"for\s+(?:years|ages|decades|a\s+long\s+time)|since\s+(?:i\s+was|forever|childhood|uni|college|school|high\s+school|university|my\s+(?:teens|twenties|thirties))|"
    r"when\s+i(?:'m|’m|\s+am)\s+not\s+(?:working|at\s+(?:work|my\s+desk|the\s+office)|on\s+(?:shift|call|the\s+clock))|"
    # "big on board games", "that's what I do to unwind", "weekends = birdwatching"
    r"big\s+on|keen\s+on|mad\s+about|crazy\s+about|(?:that's|that’s|that\s+is|it's|it’s)\s+(?:what|how)\s+i|"
    r"my\s+(?:thing|jam|happy\s+place)|switch\s+off|wind\s+down|always\s+has\s+been|"
    r"weekends?\s*(?:=|:|are\s+for|mean\b))(?!\w)"
)
#: A sentence that is only an activity ("Knitting." before "That's what I do to unwind").
_BARE_ACTIVITY = re.compile(r"^\W*(?:[A-Za-z][\w-]*\s+){0,2}[A-Za-z][\w-]*\s*[.!]*\s*$")
_ACTIVITY_WORD = re.compile(r"(?i)\b[a-z][a-z-]+\b")
#: Words before an activity that are not part of its name ("love baking", "a lot of yoga").
_NOT_MODIFIER = frozenset(
    [
        "do",
        "does",
        "did",
        "doing",
        "go",
        "goes",
        "went",
        "going",
        "love",
        "loves",
        "loved",
        "loving",
        "enjoying",
        "enjoy",
        "enjoys",
        "enjoyed",
        "into",
        "of",
        "started",
        "start",
        "starting",
        "took",
        "picked",
        "got",
        "gotten",
        "learning",
        "learn",
        "learned",
        "practising",
        "practicing",
        "play",
        "plays",
        "playing",
        "played",
        "practised",
        "practiced",
        "some",
        "more",
        "much",
        "lot",
        "ton",
        "fan",
        "big",
        "huge",
        "also",
        "really",
        "still",
        "now",
        "new",
        "and",
        "or",
        "but",
        "to",
        "i",
        "i'm",
        "we",
        "my",
        "our",
        "the",
        "a",
        "an",
        "this",
        "that",
        "more",
        "less",
        "been",
        "be",
        "is",
        "am",
        "are",
        "was",
        "were",
        "have",
        "has",
        "had",
        "just",
        "lately",
        "recently",
        "usually",
        "often",
        "always",
        "weekend",
        "weekends",
        "evening",
        "evenings",
        "morning",
        "mornings",
        "afternoon",
        "afternoons",
        "night",
        "nights",
        "spent",
        "spend",
        "whole",
        "day",
        "days",
        "time",
        "free",
        "spare",
        "week",
        "weeks",
        "out",
        "get",
        "try",
        "taken",
        "take",
        "went",
    ]
)


#: Gerunds that are everyday doings, not pastimes ("I'm usually working", "going", "thinking").
_NOT_ACTIVITY = frozenset(
    [
        "onboarding",
        "breathing",
        "healing",
        "recovering",
        "coughing",
        "snoring",
        "working",
        "going",
        "doing",
        "getting",
        "taking",
        "making",
        "having",
        "being",
        "living",
        "moving",
        "starting",
        "planning",
        "thinking",
        "looking",
        "trying",
        "using",
        "feeling",
        "waiting",
        "eating",
        "sleeping",
        "saying",
        "telling",
        "asking",
        "paying",
        "coming",
        "leaving",
        "staying",
        "buying",
        "selling",
        "calling",
        "sending",
        "helping",
        "watching",
        "wondering",
        "hoping",
        "learning",
        "playing",
        "practising",
        "practicing",
        "spending",
        "finishing",
        "changing",
        "switching",
        "taking",
        "keeping",
        "putting",
        "setting",
        "running",
        "sitting",
        "standing",
        "driving",
        "commuting",
        "studying",
        "teaching",
        "reading",
        "writing",
        "talking",
        "meeting",
        "visiting",
        "cleaning",
        "shopping",
        "packing",
        "unpacking",
        "relocating",
        "renting",
        "settling",
        "saving",
        "applying",
        "struggling",
        "searching",
        "budgeting",
        # "Loving it at Corvane so far": the frame word, not an activity
        "loving",
        "enjoying",
        "missing",
    ]
)


_GO_FOR_A = _rx(
    # "went for a long run", "did a 10k trail run": the outing's noun names the activity
    r"\b(?:go(?:es|ing)?\s+for|gone\s+for|went\s+for|did|done|doing|do)\s+(?:(?:a|an)\s+|(?=(?:[a-z]+\s+){0,2}(?:runs|walks|swims|hikes|rides|paddles|climbs)\b))"
    r"(?:(?:long|longer|quick|short|morning|evening|early|easy|\d+(?:\.\d+)?\s?(?:k|km|mi|miles?)|\d+-(?:mile|km|k|hour))\s+)*"
    r"(?P<mod>[a-z]+\s+)?(?P<verb>run|walk|swim|hike|ride|paddle|jog|climb|skate|surf|sail)(?P<pl>s)?\b"
)


#: Craft and gear nouns that name what is done with them.
_CRAFT_NOUNS = {"kayak": "kayaking", "canoe": "canoeing", "paddleboard": "paddleboarding",
                "surfboard": "surfing", "skateboard": "skateboarding", "snowboard": "snowboarding",
                "sailboat": "sailing", "dinghy": "sailing", "rollerblades": "rollerblading", "longboard": "surfing"}  # fmt: skip


_MULTIWORD_ACTIVITY = re.compile(
    r"(?i)\b(?:" + "|".join(sorted((re.escape(a) for a in ACTIVITIES_EN if " " in a), key=len, reverse=True)) + r")\b"
)


#: What follows a gerund used as a verb, not as an activity's name: "Loving it", "Missing that".
_GERUND_OBJECT = re.compile(r"(?i)\s+(?:it|them|this|that|him|her)\b")


def _name_or_verb_gerund(text: str, m: re.Match[str]) -> bool:
    """Whether an -ing word found by its form is no activity: a capitalised word inside the
    sentence is a name ("the Sapling box", "moved to Reading"), and a gerund with an object
    at the start of the sentence is a verb ("Loving it at Brightfern", "Hating that")."""
    if m.group()[0].isupper() and re.search(r"\w[^\w:;–—-]*$", text[: m.start()]):
        return True
    return not re.search(r"\w", text[: m.start()]) and bool(_GERUND_OBJECT.match(text, m.end()))


def _activity_spans(text: str) -> list[tuple[str, int, int]]:
    """Activities named in ``text``: (name, start, end), an optional modifier word included."""
    found: list[tuple[str, int, int]] = []
    for m in _GO_FOR_A.finditer(text):
        # "go for a long trail run" -> trail running
        gerund = ACTIVITY_VERBS_EN.get(m.group("verb").lower(), m.group("verb") + "ing")
        mod = (m.group("mod") or "").strip()
        idiom = f"{mod} {gerund}" if mod and mod not in _NOT_MODIFIER else gerund
        if m.group("pl") and mod and mod not in _NOT_MODIFIER:
            idiom = text[m.start("mod") : m.end()]  # "longer road rides": the outings as said
        found.append((idiom, m.start("verb") if not mod else m.start("mod"), m.end()))
    for m in _MULTIWORD_ACTIVITY.finditer(text):  # "board games", "table tennis"
        found.append((m.group(), m.start(), m.end()))
    toks = list(_ACTIVITY_WORD.finditer(text))
    for k, m in enumerate(toks):
        low = m.group().lower()
        name: str | None = None
        style = toks[k + 1] if k + 1 < len(toks) and text[m.end() : toks[k + 1].start()] == " " else None
        if (
            low in ACTIVITY_VERBS_EN and style is not None and style.group().lower() in ACTIVITIES_EN
            and re.search(r"(?:\b(?:i|we)|\bto|\bi\s+(?:also|still|usually|often))\s*$", text[: m.start()].lower())
        ):  # fmt: skip
            # "I dance salsa three nights a week" -> salsa dancing
            found.append((f"{style.group()} {ACTIVITY_VERBS_EN[low]}", m.start(), style.end()))
            continue
        if (
            low in ACTIVITIES_EN
            or (low.endswith("ing") and low in ACTIVITY_VERBS_EN.values())
            or (
                low.endswith("ing")
                and len(low) > 5
                and is_activity_en(low)
                and low not in _NOT_ACTIVITY | _NOT_PASTIME_GERUND
                and not _name_or_verb_gerund(text, m)
            )
        ):
            name = m.group()
        elif low in _CRAFT_NOUNS and re.search(r"\b(?:the|my|a|our)\s+(?:[a-z]+\s+)?$", text[: m.start()].lower()):
            name = _CRAFT_NOUNS[low]  # "out in the sea kayak", "on my bike": the craft names the activity
        elif low in ACTIVITY_VERBS_EN:
            before = text[: m.start()].lower()
            # "I knit", "learning to surf", "we hike": a verb right after its subject or "to".
            if re.search(r"(?:\b(?:i|we)|\bto|\bi\s+(?:also|still|usually|often))\s*$", before):
                name = ACTIVITY_VERBS_EN[low]
        if name is None:
            continue
        start = m.start()
        if name == m.group() and k > 0:
            prev = toks[k - 1]
            gap = text[prev.end() : m.start()]
            if gap == " " and prev.group().lower() not in _NOT_MODIFIER | STOP_WORDS and prev.group().islower():
                start = prev.start()
                name = f"{prev.group()} {name}"
        found.append((name, start, m.end()))
    return found


_VENUE_AFTER = _rx(r"\s+(?:gym|club|wall|centre|center|class|lessons?|shoes|gear|session|team|studio|hall)\b")


def fallback_hobbies(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """A hobby no other rule found: an activity named by the user in a habitual frame.

    "In my spare time I knit", "I do a lot of sourdough baking", "These days I'm also learning to
    surf". Needs a frame word (:data:`_HOBBY_FRAME`), the user as the clause's subject, and no work
    or volunteering cue.
    """
    t = ctx.text
    if any(d.predicate in ("side_job", "volunteers_as") for d in drafts):
        return []
    after = t + " " + (ctx.next.text if ctx.next else "")
    if SIDE_JOB_CUE.search(after) or VOLUNTEER_CUE.search(after) or _JOB_WORDS.search(t):
        return []
    # "Knitting. That's what I do to unwind": a bare activity takes the frame of the next sentence
    bare = bool(_BARE_ACTIVITY.match(t)) and ctx.next is not None and bool(_HOBBY_FRAME.search(ctx.next.text))
    if not (_HOBBY_FRAME.search(t) or bare):
        return []
    # a second activity in another clause is a second hobby ("I surf whenever I can, and these
    # days I've also started yoga"); one that overlaps a hobby already read is not
    known = [d for d in drafts if d.predicate == "hobby"]
    known_words = {w.lower() for d in known for w in d.object.split()}
    out: list[Draft] = []
    # "I'm at the climbing gym bouldering": an activity that modifies a venue noun comes last.
    spans = sorted(_activity_spans(t), key=lambda a: bool(_VENUE_AFTER.match(t, a[2])))
    for name, start, end in spans:
        if clause_subject(ctx, start) != SELF or any(d.object == name for d in drafts):
            continue
        if known and (set(name.lower().split()) & known_words
                      or any(ctx.clause_at(d.anchor) == ctx.clause_at(start) for d in known)):  # fmt: skip
            continue
        if any(a <= start < b for d in drafts if d.obj_span for a, b in [d.obj_span]):
            continue
        obj = _GERUND_OBJECT_NP.match(t, end) if _bare_gerund(name) else None
        if obj and obj.group("w").lower() not in STOP_WORDS | _NOT_MODIFIER | _PERSON_OBJECTS and not is_medication_en(t[end:]):
            # "restoring vintage radios", "growing dahlias": a verb's gerund needs what it acts on
            got = clean(ctx, generic_np(t, start, max_words=4))
            if got and got[1][1] > end:
                name, end = got[0], got[1][1]
        out.append(Draft(SELF, "hobby", name, start, obj_span=(start, end), confidence=0.6,
                         plan_text=f"start {name}"))  # fmt: skip
        break
    return out


#: Objects that make a gerund an everyday act, not a pastime ("giving myself drops").
_PERSON_OBJECTS = frozenset({"myself", "me", "him", "her", "them", "us", "it", "yourself", "ourselves", "people"})
#: The object right after a gerund: "restoring" + " vintage radios".
_GERUND_OBJECT_NP = re.compile(r"\s+(?P<w>[a-z][\w'’-]*)")


def _bare_gerund(name: str) -> bool:
    """Whether ``name`` is one -ing word known only by its form ("restoring"), not a named
    activity ("swimming", "gardening") that stands on its own."""
    low = name.lower()
    return (
        " " not in low
        and low.endswith("ing")
        and low not in ACTIVITIES_EN
        and low not in ACTIVITY_VERBS_EN.values()
    )
