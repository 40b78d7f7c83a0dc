"""English rules: residence and moves, including the retroactive "Before coming to A, I lived in C"."""

from __future__ import annotations

import re
from dataclasses import replace

from consolidator.extract.common import (
    HERE,
    Draft,
    SentenceContext,
    range_end_mention,
    succeeds_until,
)
from consolidator.extract.english_np import (
    FIRST_IN_CLAUSE,
    MY_PERSON,
    NOT_NAME,
    OTHER_IN_CLAUSE,
    clause_subject,
    clean,
    proper_np,
    subject_before,
    typed_in_lower_case,
)
from consolidator.extract.gazetteer import looks_like_org
from consolidator.extract.lexicon import (
    FAMILY_EN,
    PARTNER_EN,
    PLAN_WORDS_EN,
    is_activity_en,
    is_tier,
    words,
)
from consolidator.types import SELF


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


# --- residence ------------------------------------------------------------------------------------

_LIVE = _rx(
    r"\b(?:live|lives|living|livin|lived|reside|resides|residing|resided|renting|rented|(?:am|'m|’m|are|'re|is)\s+(?:(?:currently|now|still|happily)\s+)?based|"
    r"settled|(?:used\s+to|would)\s+live)\s+(?:(?:here|there|up|down|out|over|back)\s+)?in\s+"
)
#: "We've been in Boulder since January", "we're in Spokane now", "home is Savannah".
_BEEN_IN = re.compile(
    r"(?:\b(?i:'ve|’ve|have|has|'d|’d|had)\s+(?i:(?:only|just|now|already|actually|officially)\s+)?|(?:^|[:;,])\W*)(?i:been)\s+(?i:(?:living|based)\s+)?(?i:in)\s+(?=(?:[A-Z]|(?!(?:a|an|the|my|our|his|her|their|this|that|bed|love|touch|charge|trouble|pain|hospital|class|work|town|line|quarantine)\b)[a-z])"
    r"[^,;!?]*?\b(?i:since|from|for\s+(?:\w+\s+)?(?:years?|months?))\b(?!\s+\d{1,2}\s*(?i:am|pm|:)))"
)
#: Nothing later in the sentence says it is a trip ("... since Monday for a conference").
_NO_TRIP_AFTER = r"(?![^.!?]*\b(?i:for\s+(?:a|the|work|business)|conference|trip|holiday|vacation|visit\w*|hotel)\b)"
_NOW_IN = re.compile(
    r"\b(?i:we're|we’re|we\s+are|i'm|i’m|i\s+am|im)\s+(?i:now\s+|finally\s+|officially\s+)?in\s+(?=[A-Z][\w .'-]*?,?\s+(?i:now|these\s+days|as\s+of|since)\b)"
    r"(?![^.!?]*\b(?i:for\s+(?:a|the|work|business)\s+(?:conference|trip|holiday|week|weekend|visit|meeting)|conference|holiday|vacation|hotel)\b)"
    # "lived in Brevoll from 2020. now in Solheim since the new year.": the subject clipped
    r"|(?:^|(?<=[.;:]\s))\W*(?i:now|currently)\s+(?i:living\s+|based\s+)?in\s+(?=[A-Z][\w .'-]*?,?\s+(?i:as\s+of|since|from)\b)"
    + _NO_TRIP_AFTER
    # "since new years im in eugene": the time first, said in lower case
    + r"|\b(?i:since|as\s+of)\s+[^,.;!?]{1,30}?\s+(?i:we're|we’re|we\s+are|i'm|i’m|i\s+am|im)\s+(?i:now\s+)?(?i:in)\s+(?=\w)"
    # "New here, and new to Raleigh too: we got in right after New Year's"
    r"|\b(?:(?i:brand)[\s-]+)?(?i:new)\s+(?i:to)\s+(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\b[^.!?]*\b(?i:moved|got\s+in|got\s+here|came\s+here|arrived|since|as\s+of|the\s+move)\b)"
    # "The new city is Charleston", "our new town is Leeds", "new place is on Quimby Street in Ashdown Park"
    r"|\b(?:(?i:the|my|our)\s+)?(?i:new)\s+(?i:city|town|place|home|hometown|flat|house|apartment)\s+(?i:is)\s+"
    r"(?:(?i:on|at)\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\s+(?i:in)\s+|(?i:in)\s+)?(?=[A-Z])"
    # "staying w/ my parents in Oak Hollow", "moved back in with mum and dad in Yallaroo Park", "crammed
    # into my in-laws' spare room in Thornbury Vale"
    r"|\b(?i:staying|living|crammed|moved\s+back\s+in|moved\s+in|back)\s+(?i:in(?:to)?\s+)?(?:(?i:with\s+)?(?i:my|our)\s+[\w'’ -]{2,40}?|"
    r"(?i:with\s+)(?i:[\w'’ -]{0,20}?(?:mum|mom|dad|parents|folks|in-laws|nan|gran|grandparents|grandma|grandpa)))\s+(?i:in)\s+(?=[A-Z])"
    # "Done, we're in Dunmere, moved six days ago", "moved in yesterday, it's in Wattlebird Heights"
    r"|\b(?i:we're|we’re|we\s+are|i'm|i’m|i\s+am)\s+(?i:in)\s+(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\s*,?\s+(?i:moved|since)\b"
    + _NO_TRIP_AFTER
    + r")"
    r"|\b(?i:moved\s+in|moved)\b[^.!?]{0,30}?,\s*(?i:it's|it’s|it\s+is)\s+(?i:in)\s+(?=[A-Z])"
    # "I'm Tobias Fenwick, in Norwich since January", "Hi, Ana Ruiz, based in Bath as of New Year's"
    r"|^\W*(?:(?i:hi|hello|hey|hiya|morning)\W+)?(?:(?i:i'm|i’m|i\s+am|my\s+name's|my\s+name\s+is|name's|this\s+is)\s+)?"
    r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}\s*,\s+(?i:(?:now|currently)\s+)?(?i:(?:living|based|settled|staying)\s+)?(?i:in)\s+"
    r"(?=[A-Z][^.;!?]*\b(?i:since|as\s+of)\b)"
    r"|\b(?i:home)(?:\s+(?i:these\s+days|now|since\s+(?:the\s+)?[\w']+(?:\s+[\w']+)?))?(?:\s+(?i:is|has\s+been)|(?:'s|’s)\s+been)\s+(?i:now\s+)?(?:(?i:in)\s+)?(?=[A-Z])"
    # "we became residents of Portland", "our new home in Portland"
    r"|\b(?i:became|become|are\s+now|we're\s+now|now|officially)\s+(?i:residents|locals|citizens|inhabitants)\s+(?i:of|in)\s+(?=[A-Z])"
    # "we're officially Greenville residents", "we're Cardiff people now", "I'm a Leeds local now"
    # "I've been a Fresno resident since New Year's", "Brand new Tampa resident since January"
    r"|(?:\b(?i:we're|we’re|we\s+are|i'm|i’m|i\s+am|we(?:'d|’d|\s+had|'ve|’ve|\s+have)\s+been|i(?:'d|’d|\s+had|'ve|’ve|\s+have)\s+been|we\s+were|i\s+was)\s+"
    # a sentence that opens on the name only after "new" ("Brand new Tampa resident since ..."):
    # "Young people's resilience", "Many people marched" name no home
    r"|^\W*(?=(?i:an?\s+)?(?i:(?:brand[\s-])?new|newly|proud|official|officially|finally|now)\s)"
    r"|\b(?i:we|i)\s+(?i:(?:now|officially|finally|just)\s+)?(?i:became|have\s+become|'ve\s+become|’ve\s+become)\s+)"
    r"(?i:now\s+|officially\s+|finally\s+)?(?i:an?\s+)?(?i:(?:new|brand[\s-]new|proud|official|newly\s+minted|happy)\s+)*(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?\s+(?i:residents?|locals?|people|folks?|householders?)\b(?!\s+(?i:who|that|are|is)\b))"
    # "Not long in Chester, we arrived ...", "New in Leeds: we moved in January"
    r"|^\W*(?i:not\s+long|new|newly|only\s+just|fresh)\s+in\s+(?=[A-Z][^.;!?]*\b(?i:arrived|moved|relocated|the\s+move|settled)\b)"
    # "New place in Ogden - moved in on the 10th": a clipped one beside a move made
    r"|(?:\b(?i:my|our)\s+|^\W*(?:(?i:the)\s+)?(?=[Nn]ew\s[^.!?]*\b(?i:moved|move[ds]?\s+in|keys|unpack\w*|since|as\s+of|got\s+in)\b))"
    r"(?i:new|current)\s+(?i:home|place|flat|house|apartment|digs|pad)\s+(?i:is\s+)?(?i:in)\s+(?=[A-Z])"
    # "New address as of the 9th: Sedona!", "Our new home, since the 3rd: Leeds"
    r"|^\W*(?:(?i:my|our|the)\s+)?(?i:new)\s+(?i:address|home|place|city|town|home\s+base)\b[^:.!?]{0,25}?(?:[:–—]|\s-)\s*(?=[A-Z])"
    # "our address is in Lancaster", "my new address is Leeds"
    r"|\b(?i:my|our)\s+(?i:new\s+|current\s+|home\s+)?(?i:address)\s+(?i:is|has\s+been|'s)\s+(?i:now\s+)?(?:(?i:in)\s+)?(?=[A-Z])"
    # "We're finally in Bath, we moved right after New Year's": arrival said next to a move
    r"|\b(?i:we're|we’re|we\s+are|i'm|i’m|i\s+am)\s+(?i:now|finally|officially)\s+in\s+(?=[A-Z][^.!?]*\b(?i:moved|relocated|the\s+move)\b)"
    # "I moved house yesterday - new place is in Provo": the new home named after the move
    r"|\b(?i:moved|relocated)\b[^.!?]{0,40}?(?:[–—:;,]|\s-)\s*(?i:(?:the|my|our)\s+)?(?i:new)\s+(?i:place|home|flat|house|apartment|address)\s+(?i:is\s+)?(?i:in)\s+(?=[A-Z])"
)
_MOVE = _rx(
    r"\b(?:move|moves|moved|moving|relocate|relocated|relocating|(?:made|make|making)\s+the\s+(?:big\s+)?move)\s+(?:back\s+|over\s+|out\s+|house\s+|up\s+|down\s+|here\s+|(?:all\s+the\s+way\s+)?across\s+(?:the\s+)?(?:country|state|states|world|pond|border|continent)\s+|"
    # "moved up the coast to Banksia Point"
    r"(?:up|down|across|along)\s+the\s+(?:coast|road|street|hill|valley|river|line|motorway)\s+)?"
    r"(?:from\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\s+|(?-i:out\s+of)\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\s+and\s+(?=into\b))?"
    r"(?:to\s+(?:a|an|the|our|my)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:flat|house|apartment|place|condo|studio|home|rental|townhouse|bungalow|cottage|duplex|loft|houseboat|sublet|unit|bedsit)\s+in|to|"
    # "Moved into the new flat in Marlow Cross", "moved into the rental on Tamarack Way"
    r"into\s+(?:a|an|the|our|my)\s+(?:[\w'’-]+\s+){0,3}?(?:in|on|at))\s+"
    r"|\b(?:the|our|my)\s+(?:move|relocation)\s+(?:was|being|is)\s+(?:(?:back|over|out|down|up)\s+)?to\s+"
    # "The big move to Tempe happened yesterday", "the relocation to Pueblo is complete"
    r"|\b(?:the|our|my)\s+(?:(?:big|final|long-awaited|actual|whole|cross-country)\s+)?(?:move|relocation)\s+(?:(?:back|over|out|down|up)\s+)?to\s+"
)
#: "We ended up in Leicester", "we settled into a rental in Portland", "we've settled into
#: Galway": an arrival verb. "Ended up in" is as often a trip ("ended up in Rome for the night"),
#: so a trip word in the sentence vetoes it. "Settled into" a name, not a routine or a role.
_ARRIVE = _rx(
    # "settling in well here in Tralee"
    r"\b(?:settled|settling)\s+in\s+(?:(?:really|so|quite|pretty)\s+)?(?:well|nicely|fine|okay|ok|great)?\s*(?:here\s+)?in\s+"
    r"|\b(?:ended\s+up|settled|settling|landed|arrived)\s+(?:(?:back|down|out|over|just)\s+)?"
    r"(?:in|into\s+(?:(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,3}?|(?:(?:our|my|the)\s+)?(?:new\s+)?life\s+)in|into(?=\s+(?-i:[A-Z])))\s+"
    # "Made it to Tralee!", "we got to Tralee on the 9th": an arrival, a home only beside a move
    r"|\b(?:made\s+it|got)\s+(?:(?:down|out|over|up)\s+)?to\s+(?=(?-i:[A-Z]))"
)
_TRIP = _rx(
    r"\b(?:trip|holiday|vacation|weekend|night|dinner|lunch|hospital|hotel|airport|visit\w*|stopover|layover|"
    r"traffic|detour|lost|for\s+a\s+(?:day|week|while|bit))\b"
)
#: "We got a flat in Leeds", "I'm renting a studio in Leeds".
_GOT_PLACE = _rx(
    r"\b(?:got|bought|found|rented|renting|rent|leased|leasing|had|owned|own|took|signed\s+for|closed\s+on|(?:got\s+)?the\s+keys\s+to)\s+"
    r"(?:a|an|our|my|the)\s+(?:(?:new|first|little|small|tiny|big|nice|cosy|cozy|two-bed\w*|one-bed\w*)\s+){0,2}"
    r"(?:place|flat|apartment|house|home|condo|studio|townhouse|rental|sublet|bungalow|cottage)\s+(?:of\s+our\s+own\s+)?in\s+"
)
#: "We're in a rental in Leeds, since New Year": where the user is, in a home (a stay away or
#: "for the week" vetoes it).
_IN_A_HOME = _rx(
    r"\b(?:we|i)(?:'re|’re|'m|’m|\s+are|\s+am|'ve\s+been|’ve\s+been|\s+have\s+been)\s+(?:now\s+|currently\s+|still\s+)?in\s+(?:a|an|our|my)\s+"
    r"(?:(?:new|first|little|small|tiny|big|nice|cosy|cozy|old|terraced|detached|semi-detached|rented|shared|two-bed\w*|one-bed\w*)\s+){0,2}"
    r"(?:rental|sublet|flat|apartment|house|condo|place|townhouse|bungalow)\s+in\s+"
)
_FOR_A_WHILE = _rx(r"\bfor\s+(?:the|a|one|two|a\s+few|a\s+couple\s+of)\s+(?:week|weekend|night|nights|days|month|months|while)\b")
#: "The movers brought everything up to Hartford", "the van took all our stuff over to Leeds": the
#: user's belongings arrive at the new home (the movers are not the subject of the home).
_MOVERS = _rx(
    r"\b(?:movers|removal\s+(?:men|van|firm|company|truck)|moving\s+(?:van|truck|company)|van|truck)\s+(?:brought|took|carried|hauled|moved|drove|delivered|got)\s+"
    r"(?:everything|all\s+(?:of\s+)?(?:our|my)\s+\w+|(?:our|my)\s+\w+|us)\s+(?:(?:up|down|over|out|across|back)\s+)?(?:to|into\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,3}?in)\s+"
    # "The movers dropped everything off in Santa Fe", "the van dropped our stuff at the new place in Leeds"
    r"|\b(?:movers|removal\s+(?:men|van|firm|company|truck)|moving\s+(?:van|truck|company)|van|truck)\s+(?:dropped|left|unloaded)\s+(?:off\s+)?"
    r"(?:everything|all\s+(?:of\s+)?(?:our|my)\s+\w+|(?:our|my)\s+\w+|us)\s+(?:off\s+)?(?:in|at\s+(?:a|an|the|our|my)\s+(?:[\w-]+\s+){0,3}?(?:in|on))\s+"
    # "Our stuff arrived in Salem on the 8th": the user's belongings reach the new home
    r"|\b(?:our|my)\s+(?:stuff|things|belongings|furniture|boxes|whole\s+life)\s+(?:finally\s+)?(?:arrived|got\s+delivered|was\s+delivered|landed)\s+in\s+"
    # "the truck unloaded in Boulder", "the removal van pulled up in Leeds"
    r"|\b(?:the|our)\s+(?:movers|removal\s+(?:men|van|lads|crew|firm|truck)|moving\s+(?:van|truck)|van|truck|lorry)\s+(?:unloaded|pulled\s+up|arrived|turned\s+up|showed\s+up)\s+in\s+"
)
_SPENT = _rx(r"\bspent\s+(?:[\w-]+\s+){0,4}?(?:years?|months?|decades?)\s+(?:living\s+)?in\s+")
_BEFORE_MOVE = _rx(
    r"(?:\b(?:before|until|till|up\s+until|right\s+up\s+until|up\s+to\s+when|prior\s+to|ahead\s+of)|\b(?:ended|stopped|finished|changed)\s+when)\s+(?:i\s+|we\s+|the\s+|my\s+|our\s+)?"
    r"(?:com(?:e|ing)|came|mov(?:e|ed|ing)|relocat\w+|settl(?:e|ed|ing)|end(?:ed|ing)\s+up|head(?:ed|ing)?|(?:got|getting)(?:\s+(?:a|our|my)\s+(?:new\s+)?(?:place|flat|apartment|house|home))?)"
    r"\s*(?:(?:(?:back|out|over|down|up)\s+)?(here)\b(?!\s+(?:to|in)\s+[A-Z])|(?:(?:here|back|out|over|down|up|south|north|east|west)\s+){0,2}(?:to|in)\s+)"
    r"|\b(?:before|until|till|up\s+until|right\s+up\s+until|up\s+to\s+when|prior\s+to)\s+(?:i\s+|we\s+)(?:left|leaving)\s+(?:for|to\s+go\s+to)\s+"
    r"|\b(?:before|prior\s+to)\s+(that|this|then|here|now)\b"
    r"|\b(?:until|till|up\s+until|up\s+to|before|prior\s+to)\s+(?:(?:the|this|our|my)\s+)?(move|relocation)\b(?!\s+to\b)"
    # "... from 2019 up until we moved.", "till I left, and ...": a move that names no place
    r"|\b(?:(?:until|till|up\s+until|right\s+up\s+until|up\s+to\s+when)\s+(?:i|we)\s+(moved|relocated|made\s+the\s+move|packed\s+up|left)"
    r"|(?:before)\s+(?:i|we)\s+(moved|relocated|made\s+the\s+move))(?:\s+(?:away|out|house))?(?=\s*(?:[,.;!?)]|$|(?:and|but|so)\b))"
)
#: "Reno was home from 2019", "home was Reno", "my previous place was in Reno", "Reno was where I lived".
_WAS_HOME = re.compile(
    r"(?P<a>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})(?:\s*,[^,]{1,40},)?\s+(?i:was|had\s+been)\s+(?i:(?:my|our)\s+)?"
    r"(?i:home|base|home\s+base|where\s+(?:i|we)(?:'d|’d|\s+had)?\s+(?:lived|was\s+living|were\s+living|been(?:\s+living)?|stayed))\b"
    r"|(?P<d>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}),\s+(?i:that's|that’s|that\s+was|that\s+is|which\s+was)\s+(?i:where\s+(?:i|we)\s+(?:lived|was\s+living|were\s+living|grew\s+up|used\s+to\s+live)|(?:my\s+|our\s+)?home)\b"
    r"|\b(?i:before|prior\s+to|until)\s+(?:[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}|(?i:that|this|then))\s*,?\s+(?:(?i:it|home)\s+(?i:was|had\s+been)|(?P<there>(?i:there\s+was)))\s+(?P<e>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})"
    r"|\b(?i:i|we)(?:'d|’d|\s+had)?\s+(?i:called)\s+(?P<c>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\s+(?i:home)\b"
    r"|\b(?i:home|my\s+home|(?:my|our)\s+(?:previous|old|last|former)\s+(?:place|home|flat|apartment|house|city|town))(?:\s*,[^,]{1,30},)?"
    r"(?:\s+(?i:before\s+(?:this|that|here|then)|previously|back\s+then))?\s+(?i:was)\s+(?:(?i:in)\s+)?(?P<b>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})"
    # "The place I lived before, Granger Hill, was home from 2026", "the town we lived in before was Ely"
    r"|\b(?i:the\s+)?(?i:place|town|city|flat|house|apartment|village|suburb)\s+(?i:i|we)(?:'d|’d)?\s+(?i:lived|was\s+living|were\s+living|used\s+to\s+live)"
    r"(?:\s+(?i:in))?\s+(?i:before|previously)\s*(?:,\s*(?P<f>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\s*,\s+(?i:was|had\s+been)\b"
    r"|\s+(?i:was)\s+(?:(?i:in)\s+)?(?P<g>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}))"
)
#: "Two days ago our stuff was hauled to Chattanooga, and that's where we live now": the place
#: named last before a present cleft.
_THATS_WHERE_WE_LIVE = re.compile(
    r"(?P<a>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})(?:(?:\s+[a-z0-9][\w'-]*){0,3})?\s*[,;]?\s+(?i:and\s+)?(?i:that's|that’s|that\s+is|which\s+is)\s+"
    r"(?i:where\s+(?:i|we)\s+(?:now\s+)?(?:live|are\s+living|'re\s+living|’re\s+living|call\s+home|are\s+based)|home\s+now)\b"
    r"|(?P<b>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\s+(?i:is)\s+(?i:where\s+(?:i|we)\s+(?:now\s+)?(?:live|are\s+living|'re\s+living|’re\s+living))\b"
)
#: "Limerick! We moved there on the 14th": "there" names the place of a fragment just before.
_MOVED_THERE = _rx(
    r"\b(?:moved|relocated|(?:made|make)\s+the\s+move)\s+(?:there|over\s+there)\b"
)
#: "We've been here since New Year's", "we moved here in May", "I've lived here for two years":
#: "here" is a home. The place is the one the message named before (see ``_here_place``).
_HERE_HOME = _rx(
    r"(?:'ve|’ve|\bhave|\bhas|\bhad|'d|’d)\s+(?:(?:only|just|now|already|actually)\s+)?"
    r"(?:been\s+(?:(?P<living>living|based|renting)\s+)?|(?P<lived>lived)\s+)(?:here|in\s+this\s+(?:city|town|area|village|neighbou?rhood|country))\s+"
    r"(?:(?:ever|right)\s+)?(?=(?:since|from|for)\b)"
    # "I'm in Jersey City, been here since New Year": the auxiliary clipped after a comma or dash
    r"|(?:[,;:–—]|\s-)\s*(?:and\s+)?(?P<clipped>been)\s+(?:(?:living|based|renting)\s+)?here\s+(?:(?:ever|right)\s+)?(?=since\b)"
    # "we moved here in May", "we moved to this town in 2019"
    r"|(?P<moved>moved|relocated|settled)\s+(?:(?:over|down|up|back|out|in)\s+)?"
    r"(?:here\b(?!\s+(?:to|for)\b)|to\s+this\s+(?:city|town|area|village|neighbou?rhood|country)\b)"
    # "we got here right after New Year's": an arrival, a home only beside a word of one
    r"|\b(?:got|arrived|came)\s+(?:(?:over|down|up|out)\s+)?here\b(?!\s+(?:to|for|on\s+(?:a|business|holiday))\b)"
    # "We've called it home since the 9th" (it: the place just named)
    r"|\b(?P<callit>call(?:ed|ing)?)\s+(?:it|this\s+(?:place|city|town))\s+home\b"
    # "The house in Tralee is finally ours. Moved in on the 9th." (the place of the home just named)
    r"|\b(?P<movedin>moved|moving)\s+in\b(?!\s+(?:with|together|next|to|at|across|here)\b)"
)
#: A home of the user's named with its place: "the flat in Tralee", "our new house in Tralee".
_HOME_NOUN_IN = re.compile(
    r"\b(?i:the|our|my)\s+(?i:(?:new|little|tiny|big|first|rented)\s+){0,2}"
    r"(?i:flat|house|apartment|place|condo|home|studio|cottage|bungalow|townhouse|duplex)\s+(?i:in|over\s+in|out\s+in)\s+"
    r"(?P<x>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})"
)
#: A stay of hours, not a home: "we've been here since 9am", "here for an hour".
_SHORT_STAY = _rx(
    r"\bhere\s+(?:(?:ever|right)\s+)?(?:since|for|from)\s+(?:(?:about|like|over|nearly|almost|only|just)\s+)?"
    r"(?:this\s+(?:morning|afternoon|evening)|noon|lunch\w*|breakfast|dinner|last\s+night|yesterday|tonight|"
    r"(?:an?|one|two|three|four|five|\d+|a\s+few|a\s+couple(?:\s+of)?)\s+(?:hours?|hrs?|minutes?|mins?|days?|nights?)|"
    r"\d{1,2}(?::\d\d)?\s*(?:am|pm|o'clock)|\d{1,2}:\d\d|\d{1,2}(?!\s*(?:st|nd|rd|th)\b)(?=\s*(?:[,.;!?]|and\b|but\b|$))|dawn|sunrise|opening)\b"
)
#: Words of a stay away from home around "here" ("The hotel in Porto is lovely. We've been here
#: since Monday"); unlike ``_TRIP`` not "traffic", "lost" or "night", which a home has too.
_AWAY = _rx(
    r"\b(?:trip|holiday|vacation|hotel|hostel|airbnb|resort|campsite|visit\w*|stopover|layover|conference|"
    r"hospital|ward|festival|tour|sightseeing|dinner|lunch|brunch|drinks|for\s+a\s+(?:day|week|while|bit|few\s+days)|"
    r"staying\s+(?:with|at)|for\s+(?:christmas|easter|thanksgiving|the\s+holidays|the\s+weekend|half[\s-]term))\b"
)
#: Words of a home around a bare "been here": "The flat in Leeds is sorted. We've been here since May".
_HOME_CUE = _rx(
    r"\b(?:flat|house|apartment|condo|duplex|home|place|landlord|landlady|lease|rent\w*|unpack\w*|boxes|"
    r"neighbou?rs?|neighbou?rhood|moved\s+(?:in|here)|the\s+move|moving\s+(?:in|day)|relocat\w+|settl\w+|new\s+(?:city|town))\b"
)
#: Words of a workplace: "The office in Leeds is huge. I've been here since 2019" is a job.
_WORK_CUE = _rx(
    r"\b(?:work\w*|job|office|company|firm|team|boss|employer|hired|joined|shifts?|desk|colleagues?|coworkers?)\b"
)
#: A name said as a place: after a word of location ("the flat in Leeds", "around Leeds"), or
#: before a word of what a city has ("Leeds traffic", "Leeds's winters").
_LOC_NAME = re.compile(
    r"\b(?i:in|around|near|outside|across|downtown|central|(?:greetings|hello|hi|hey|love|news)\s+from)\s+(?P<x>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})"
    r"|(?P<y>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})\s+(?i:traffic|weather|rain|winters?|summers?|rents?|prices|"
    r"housing|streets|air|pace|commute|transit|buses|trains|nightlife|skyline|suburbs|locals|accent|humidity|heat|"
    r"property\s+market|cost\s+of\s+living)\b"
)


def _plain_name(name: str) -> str | None:
    """``name`` as a place (possessive and final stop cut), or None if it reads as no place."""
    name = re.sub(r"(?:'s|’s)$", "", name.rstrip(".")).strip()
    first = name.split()[0].lower() if name else ""
    if (
        not name or first in NOT_NAME or first in FAMILY_EN or first in PARTNER_EN
        or _MONTH.match(name) or looks_like_org(name) or is_tier(name) or is_activity_en(name.lower())
    ):  # fmt: skip
        return None
    return name


def _here_place(ctx: SentenceContext, pos: int) -> str | None:
    """The place "here" at ``pos`` stands for: the last one named as a place before it, in this
    sentence or the one before ("Lekki traffic is something else. We moved here in January").
    None when none is: the home known from the episode or its context is meant."""
    texts = ([ctx.prev.text] if ctx.prev is not None else []) + [ctx.text[:pos]]
    found: str | None = None
    for text in texts:
        for m in _LOC_NAME.finditer(text):
            name = _plain_name(m.group("x") or m.group("y"))
            if name and not _OTHERS_PLACE.search(text[max(0, m.start() - 40) : m.start()]):
                found = name
    return found


#: Someone else's home just before a place: "my parents' place in Leeds", "Dana's flat in Leeds".
_OTHERS_PLACE = re.compile(
    r"(?:\b(?i:my|our)\s+(?i:mom|mum|mother|dad|father|parents|sister|brother|friend|friends|aunt|uncle|cousin|gran\w*|grand\w*|in-laws)"
    r"(?:'s|’s|s'|s’|')?|\b[A-Z][\w-]*(?:'s|’s|s'|s’))\s+(?i:(?:new\s+|old\s+)?(?:place|flat|house|home|apartment|farm)\s+)?$"
)


def _here_home(ctx: SentenceContext, out: list[Draft], consumed: list[tuple[int, int]]) -> list[Draft]:
    """A home called "here" ("We've been here since New Year's", "We moved here in May"): the
    place named before it, else ``HERE`` (the extractor puts the home the episode or its context
    knows). A short stay, a trip or work word nearby, someone else's move, or a sentence that
    already names a home reads nothing."""
    t = ctx.text
    if any(d.predicate == "lives_in" for d in out):
        return []
    window = ctx.window
    for m in _HERE_HOME.finditer(t):
        if any(a <= m.start() < b for a, b in consumed) or _SHORT_STAY.search(t, m.start()):
            continue
        if _AWAY.search(window) or _WORK_CUE.search(window):
            continue
        strong = m.group("lived") or m.group("living") or m.group("moved") or m.group("callit")
        if m.group("clipped"):
            since = next((x for x in ctx.times if x.span[0] >= m.end()), None)
            # "been here since New Year" is a home; "been here since Monday" a visit unless a home is spoken of
            strong = since is not None and (
                (ctx.reference_time.date() - since.start.date()).days >= 28 or since.precision not in ("instant", "day")
            )
        if not strong and not m.group("movedin") and not _HOME_CUE.search(window):
            continue  # "We've been here since Monday": a home only when the message speaks of one
        if subject_before(ctx, m.start()) != SELF:
            continue  # "My parents moved here in 2010"
        if m.group("movedin"):
            place = _named_home(ctx, m.start())
            if place is None:
                continue  # "We moved in on the 9th" names no place: the extractor dates a known one
        elif m.group("callit"):
            place = _here_place(ctx, m.start()) or _opening_name(ctx) or HERE
        else:
            place = _here_place(ctx, m.start()) or HERE
        return [Draft(SELF, "lives_in", place, m.start(), plan_text=f"move to {place}")]
    return []


def _named_home(ctx: SentenceContext, pos: int) -> str | None:
    """The place of the user's home named before ``pos`` ("The house in Tralee is ours.")."""
    texts = ([ctx.prev.text] if ctx.prev is not None else []) + [ctx.text[:pos]]
    found: str | None = None
    for text in texts:
        for m in _HOME_NOUN_IN.finditer(text):
            found = _plain_name(m.group("x")) or found
    return found


def _opening_name(ctx: SentenceContext) -> str | None:
    """The name that opens the sentence before as its subject ("Tralee is so pretty.")."""
    if ctx.prev is None:
        return None
    names = [n for n in _names_before(ctx.prev.text) if n.startswith("^")]
    return names[0][1:] if names else None


#: "Eugene is home now", "Eugene is our new home", "we now call Eugene home". A bare "X is home"
#: needs a word of change (now, officially, finally) or a possessive: "Moth is home!" says the cat
#: arrived, and "Mom is home" where someone is.
_IS_HOME = re.compile(
    r"(?P<a>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})(?:\s+(?i:is)|['’]s)\s+"
    r"(?:(?i:now|officially|finally)\s+(?i:(?:my|our)\s+(?:new\s+)?)?(?i:home)"
    r"|(?i:(?:my|our)\s+(?:new\s+)?(?:home(?:\s+base)?|base))|(?i:home)(?=\s+(?i:now)\b))\b(?!\s+(?i:to|of|for)\b)"
    # "... in Portland, our new city"
    r"|(?P<c>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}),\s+(?i:my|our)\s+(?i:new)\s+(?i:city|town|home|hometown|neighbou?rhood)\b"
    # "We've called Hobart home since January"
    r"|\b(?i:i|we)(?:(?i:'ve|’ve|\s+have)\s+(?i:(?:now|happily|proudly)\s+)?(?i:called)|\s+(?i:now\s+|officially\s+)?(?i:call))\s+(?P<b>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\s+(?i:home)\b"
    # "Townsville has been home since New Year", "Dublin's been our home since January"
    r"|(?P<e>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})(?:\s+(?i:has)|['’]s)\s+(?i:been)\s+(?i:(?:my|our)\s+(?:new\s+)?)?(?i:home)\b"
    r"(?=[^.;!?]*\b(?i:since|as\s+of|from)\b)"
    # "Ottawa's where I've been living since January", "Leeds is where we live now"
    r"|(?P<f>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})(?:\s+(?i:is)|['’]s)\s+(?i:where)\s+(?i:i|we)(?i:'ve|’ve|\s+have)?\s+"
    r"(?i:been\s+)?(?i:living|live|based|settled)\b"
    # "Portland became home right after New Year's", "Leeds has become our home"
    # "Greetings from Tacoma, which I've called home since January", "..., where we've lived since May"
    r"|(?P<g>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}),?\s+(?i:which|where)\s+(?i:i|we)(?i:'ve|’ve|\s+have)\s+(?i:(?:now|happily)\s+)?"
    r"(?i:called\s+home|been\s+(?:living|based)|lived)\b(?=[^.;!?]*\b(?i:since|as\s+of)\b)"
    r"|(?P<d>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\s+(?i:became|has\s+become|(?:'s|’s)\s+become)\s+(?i:(?:my|our)\s+(?:new\s+)?)?(?i:home)\b(?!\s+(?i:to|of|for)\b)"
)
_PAST_LIVE = _rx(r"\b(?:lived|spent|used\s+to\s+live|was\s+living|were\s+living|was|were)\b")
_PAST_AUX = _rx(r"(?:'d|’d|\bhad)\s+been\s*$|\b(?:was|were)\s*$")
_WAS_IN = _rx(r"\b(?:i|we)\s+(?:was|were)\s+(?:living\s+|based\s+)?in\s+")
_BEFORE_PLACE = re.compile(
    r"\b(?:[Bb]efore|[Pp]rior\s+to|[Uu]ntil|[Tt]ill|[Uu]p\s+until)\s+(?:(?:the|our|my)\s+move\s+to\s+)?(?=[A-Z])"
    # "We lived in Denver between 2019 and our move to Austin", "in Denver from 2019, then Austin"
    r"|\b(?i:between)\s+\d{4}\s+(?i:and)\s+(?i:the|our|my)\s+(?i:move|relocation)\s+to\s+(?=[A-Z])"
    r"|,\s+(?i:then|and\s+then)\s+(?:(?i:i|we)\s+(?=(?i:moved|relocated)))?(?:(?i:moved|came|went|relocated)\s+)?(?:(?i:to|in)\s+)?(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\b(?!\s+(?i:for|on)\b))"
    # "We lived in Yonkers a long time and then we moved to Albany"
    r"|\s+(?i:and\s+then)\s+(?:(?i:i|we)\s+)?(?i:moved|relocated)\s+(?i:to\s+)?(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\b(?!\s+(?i:for|on)\b))"
)
#: "... till the Spokane move", "until the move to Spokane" after a past home.
#: "..., then moved to Cedar Bend", "and then we moved to Leeds": the next move, the subject clipped.
#: "... from 2021 until I moved here to Gorsedene", "right up until we moved to Wyre Valley".
_UNTIL_MOVED_TO = _rx(
    r"\b(?:until|till|up\s+until|before)\s+(?:(?:i|we)\s+)?(?P<v>moved|relocated|came|moving|relocating|coming)\s+(?:here\s+|over\s+|down\s+|up\s+|back\s+)*to\s+"
)
_THEN_MOVED = _rx(r"(?:,\s*|\s+)(?:and\s+)?then\s+(?:(?:i|we)\s+)?(?P<v>moved|relocated)\s+(?:over\s+|down\s+|up\s+|back\s+)?to\s+")
_UNTIL_MOVE = re.compile(
    r"\b(?i:until|till|up\s+until|before|to|up\s+to)\s+(?i:the|our|my)\s+(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\s+(?i:move|relocation)\b)"
)


#: A past home in any wording, read from cues rather than one template: a place after "in" or
#: "from", a start year, a word of home or of staying, and a word that the stay is over ("We
#: were there from 2018 until the move", "having lived in Waterford since 2017", "my old
#: apartment in Eugene, had it from 2019 till we left", "I was renting a place in Charlottetown").
_YEAR_SINCE = _rx(
    r"\b(?:since|from|starting(?:\s+in)?|beginning\s+in|as\s+of)\s+(?:(?:early|late|mid)[\s-]+)?"
    r"(?:(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+)?(?:19|20)\d{2}\b"
    r"|\b(?:19|20)\d{2}\s+on(?:wards?)?\b"
)
_STAY_OVER = _rx(
    r"(?:'d|’d)\b|\b(?:had|was|were|lived|used\s+to|having|came\s+from|moved\s+from|left|before|until|till|"
    r"prior\s+to|up\s+to|previous(?:ly)?|old|former(?:ly)?|miss|back\s+then)\b"
)
_HOME_WORD = _rx(
    r"\b(?:liv(?:e|ed|ing)|home|based|rent(?:ed|ing)?|place|flat|apartment|house|duplex|condo|studio|digs)\b|\bused\s+to\s+be\s+(?:based\s+)?in\b"
    r"|\b(?:been|stayed|was|were)\s+(?:(?:living|based|staying)\s+)?(?:(?:up|down|out|over)\s+)?(?:in|there)\b"
    r"|\b(?:came|moved)\s+(?:here\s+)?from\b|\bwhere\s+(?:i|we)(?:'d|’d|\s+had)\s+(?:been|stayed)\b"
)
_IN_PLACE = re.compile(r"\b(?i:in|from)\s+(?=(?:the\s+)?[A-Z])")
#: "What I miss about Grenoble, where I'd been since 2017, ...": a place and its past relative clause.
_WHERE_I_WAS = re.compile(
    r"(?P<x>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})\s*,?\s+(?i:where)\s+(?i:i|we)(?:(?:'d|’d|\s+had)\s+(?i:been|lived|been\s+living|stayed|spent)|\s+(?i:lived|was\s+living|were\s+living))\b"
)
_IN_PLACE_LOWER = re.compile(
    r"\b(?:in|from)\s+(?!(?:the|a|an|my|our|there|here|\d)\b)(?=[a-z])"
)  # all lower case
_BASED = re.compile(r"\b(?P<x>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})-based\b")
_THERE = re.compile(r"\b(?i:there)\b")
_MONTH = _rx(
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december|new\s+year)"
)


def _past_home(ctx: SentenceContext, out: list[Draft], later_before: int) -> list[Draft]:
    """A former home no template above read (see ``_YEAR_SINCE``): it ends where the next home
    begins (the one the sentence moves to, else the home at the time).

    Every cue is needed, and a trip word, someone else as the subject or a place already read
    as a home vetoes it: a missed past home costs less than an invented one.
    """
    t = ctx.text
    if not (
        _YEAR_SINCE.search(t) and _STAY_OVER.search(t) and _HOME_WORD.search(t)
    ) or _TRIP.search(t):
        return []
    if any(d.predicate == "lives_in" and d.ends_when for d in out):
        return []  # a past home is already read
    target = retro_target(ctx)
    known = {d.object for d in out if d.predicate == "lives_in"}
    cands: list[tuple[str, tuple[int, int] | None, int]] = []
    lower = typed_in_lower_case(t)
    for m in _BASED.finditer(t):  # "We were Tucson-based since 2018"
        if not looks_like_org(m.group("x")):
            cands.append((m.group("x"), m.span("x"), m.start()))
    for m in _WHERE_I_WAS.finditer(t):
        x = _plain_name(m.group("x"))
        if x:
            cands.append((x, (m.start("x"), m.start("x") + len(x)), m.start()))
    for m in (_IN_PLACE_LOWER if lower else _IN_PLACE).finditer(t):
        got = _place(ctx, m.end())
        if got and not m.start() < later_before < len(
            t
        ):  # "Richmond since January; before that ..."
            cands.append((got[0], got[1], m.start()))
    alts: list[str] = []
    there = _THERE.search(t)
    if not cands and there:
        # "I miss Canberra a bit. We were there from 2018 until the move.", "Funny how small
        # Leeds feels after York. I lived there from 2017 until this move": the last place
        # named before "there"; the others are kept for the extractor, which skips the home
        # the user lives in now (see ``THERE_ALTS``).
        away = ctx.prev is not None and _AWAY.search(ctx.prev.text)
        names = _names_before(ctx.prev.text) if ctx.prev is not None and not away else []
        names += _names_before(t, there.start())
        names = [n for n in names if n != target and n not in known]
        if names:
            inner = [n for n in names if not n.startswith("^")] or names
            pick = inner[-1]
            alts = [n.lstrip("^") for n in reversed(names) if n != pick]
            cands.append((pick.lstrip("^"), None, there.start()))
    year = _YEAR_SINCE.search(t)
    anchor = year.start() if year else 0
    # the place nearest the start year; a home already read nearer it wins ("I'm originally from
    # El Paso, but I lived in Lubbock from 2013")
    near = [(abs(anchor - d.anchor), "") for d in out if d.predicate == "lives_in"]
    ranked = sorted([(abs(anchor - at), obj) for obj, _, at in cands] + near)
    if not ranked or not ranked[0][1]:
        return []
    found: list[Draft] = []
    for obj, span, at in cands:
        if obj != ranked[0][1] or re.search(
            r"(?i)\b(?:originally|born|raised|grew\s+up)\s*$", t[:at]
        ):
            continue
        first = obj.split()[0].lower()
        if (
            obj == target or obj in known or first in NOT_NAME or first in FAMILY_EN or first in PARTNER_EN
            or _MONTH.match(obj) or looks_like_org(obj) or is_tier(obj)
        ):  # fmt: skip
            continue
        head = t[:at]
        if (MY_PERSON.search(head) or OTHER_IN_CLAUSE.search(head)) and not FIRST_IN_CLAUSE.search(
            MY_PERSON.sub(" ", head)
        ):
            continue  # "My sister lived in Reno from 2015 until ...", "They had a house in Boise"
        meta = {THERE_ALTS: "|".join(a for a in alts if a != obj)} if alts else {}
        found.append(Draft(SELF, "lives_in", obj, anchor, obj_span=span, ends_when=target or HERE,
                           plan_text=f"move to {obj}", metadata=meta))  # fmt: skip
        break
    return found


#: ``Draft.metadata`` key of a past home read from "there": the other places named before it,
#: nearest first ("a|b"), for the extractor to take when the one read is the current home.
THERE_ALTS = "there_alts"
_NAME = re.compile(r"\b[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2}")


def _names_before(text: str, end: int | None = None) -> list[str]:
    """Capitalised names in ``text`` (up to ``end``) that may be places, in order; one opening
    the sentence is marked with "^", and kept only when it reads as a subject ("Funny how
    small Leeds feels": "Funny" is only a capital)."""
    out: list[str] = []
    for m in _NAME.finditer(text, 0, len(text) if end is None else end):
        if re.search(r"&\s*$|[A-Z][\w.'’-]*\s+&\s+$", text[max(0, m.start() - 30) : m.start()]) or re.match(r"\s*&", text[m.end() :]):
            continue  # "Gillingham Tool & Die": part of a firm's name, no place
        name = _plain_name(m.group())
        if name is None or name == "I" or name.startswith(("I'", "I’")):
            continue
        opening = not text[: m.start()].strip(" \"'(")
        if opening and not _NAME_AS_SUBJECT.match(text, m.end()):
            continue  # "Funny story.", "Funny how ...": a capital, not a name
        out.append(("^" if opening else "") + name)
    return out


#: What follows a name opening a sentence ("Canberra was lovely", "Leeds, honestly", "Boise!").
_NAME_AS_SUBJECT = re.compile(
    r"(?:'s|’s)|\s*(?:[,.!;:]|$)|\s+(?i:is|was|has|had|feels|felt|seems|seemed|looks|looked|gets|got|really|"
    r"still|never|always|just|will|would|can|could|isn't|wasn't|and)\b"
)


#: Words that say a kind of place, not which ("lived in this town", "moved to a flat"): no home
#: is named (``_HERE_HOME`` reads "this town" as the place the message named).
_GENERIC_PLACE = frozenset(
    words("""
    city town area village place country neighbourhood neighborhood suburbs flat house apartment
    home here there countryside region state
    """)
)


def _place(ctx: SentenceContext, pos: int) -> tuple[str, tuple[int, int]] | None:
    lower_ok = typed_in_lower_case(ctx.text)
    got = clean(ctx, proper_np(ctx.text, pos, allow_lower=lower_ok))
    if got is None or is_tier(got[0]) or got[0].lower() in _GENERIC_PLACE:
        return None
    return got


#: "We left Tacoma for Halifax after living there since 2018": a home left for the next one.
_LEFT_FOR = re.compile(
    r"\b(?i:left|leaving|swapped|traded)\s+(?P<x>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})(?:,\s+[^,]{1,40},)?\s+(?i:for)\s+(?P<y>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\b"
)
#: "we left Croydon on the 3rd and now we're in Margate", "Left Glasgow two weeks ago, we're in
#: Perth now": a place left, then the one the user is in (the date is the leaving's, the next home's start).
_LEFT_NOW_IN = re.compile(
    r"\b(?i:left|moved\s+(?:away\s+)?from|moved\s+out\s+of)\s+(?P<x>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\b[^.;!?]{0,40}?"
    r"(?:,\s*|\s+(?i:and)\s+|\s*[–—-]\s*)(?i:(?:so\s+)?now\s+)?"
    r"(?i:we're|we’re|we\s+are|i'm|i’m|i\s+am|im|(?:i|we)\s+live|(?:i'm|i’m|we're|we’re)\s+living)\s+(?i:now\s+)?(?i:in|based\s+in)\s+"
    r"(?P<y>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\b"
)
#: "After six years in Whitby Grange, ...": a stay named by its length, before the move that ended it.
_AFTER_YEARS_IN = re.compile(
    r"\b(?i:after)\s+(?:(?i:a\s+few|a\s+couple\s+of|several|many|\w+|\d+)\s+)?(?i:years?|months?|decades?)\s+(?i:in|living\s+in|of\s+living\s+in)\s+"
    r"(?P<x>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})"
)
#: A stay or a job after the place: "... now we're in Florence for a few days", "in Sales at Globex".
_STAY_AFTER = _rx(r"\s+(?:for\s+(?:a|an|the|\d+|two|three|few|couple|some)\b|on\s+(?:holiday|vacation|business|a\s+trip)\b|visiting\b|at\s+|with\s+)")
_WORK_WORDS = _rx(r"\b(?:job|role|position|department|company|employer|boss|hired|promot\w+|resign\w*|quit)\b")
#: "Swindon had been home from 2017; leaving it for Oxford ...": the home just named, left for the next.
_LEFT_IT_FOR = re.compile(
    r"\b(?i:left|leaving|leave|swapped|swapping|traded|trading|gave\s+(?:it|that)\s+up)\s+(?i:it|there|that(?:\s+(?:place|city|town))?)?\s*(?i:for)\s+(?P<y>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\b"
)
#: "Leaving Eugene, where we'd lived from 2016, was hard": a home left, named with its relative clause.
_LEFT_WHERE = re.compile(
    r"\b(?i:leaving|left|leave|moving\s+(?:away\s+)?from|moved\s+(?:away\s+)?from|saying\s+goodbye\s+to|replaced|replacing)\s+(?P<x>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}),?\s+"
    r"(?:(?i:where)\s+(?i:i|we)(?:'d|’d|\s+had)?\s+(?i:lived|been\s+living|been|spent\s+(?:\w+\s+)?(?:years|decades)|grown\s+up|been\s+based)"
    r"|(?i:after)\s+(?i:living|years|a\s+decade|being\s+based)|(?i:behind)\s+(?i:after))\b"
)
#: "Moved to Tucson after living in Tempe since 2019": the home lived in before the move.
_AFTER_LIVING = re.compile(
    r"\b(?i:moved|relocated|came|coming|moving)\s+(?:(?i:here|there)|(?i:to)\s+(?P<y>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}))\s+"
    r"(?i:after)\s+(?i:(?:living|being\s+based|renting|years|a\s+decade|(?:\w+\s+)?years\s+of\s+living)(?:\s+(?:a\s+)?(?:place|flat|house)?)?)\s+(?i:in)\s+(?P<x>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})"
)
_ENDED_TIME_IN = re.compile(
    r"\b(?i:ended|finished|closed)\s+(?i:my|our)\s+(?i:time|years|days|chapter|life)\s+in\s+(?P<x>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\b"
)
#: Words of a home left, which make "staying with my parents in X" the user's home now.
_LEFT_HOME = _rx(
    r"\b(?:moved\s+out|moved\s+back|lease\s+(?:ran\s+out|was\s+up|is\s+up|ended)|sold\s+(?:the|our|my)|broke\s+up|split\s+up|"
    r"evicted|house-?sit\w*|completion|moved\s+in\s+with|till\s+we\s+find|until\s+we\s+find|for\s+now)\b"
)
#: Words of a move in the episode, which make "we landed in X" / "we're in X!" an arrival at a home.
_MOVE_CUE = _rx(
    r"\b(?:mov(?:e|ed|ing)|movers|removal|relocat\w+|unpack\w*|boxes|keys|van|truck|new\s+(?:place|home|house|flat|apartment|address)|"
    r"(?:we're|we’re|i'm|i’m)\s+staying|here\s+to\s+stay|for\s+good)\b"
)
#: A move already made (not "thinking about moving"): what makes "made it to X" an arrival home.
_MOVE_DONE = _rx(
    r"\b(?:moved|movers|removal|relocated|unpack\w*|boxes|keys|van|truck|new\s+(?:place|home|house|flat|apartment|address)|"
    r"here\s+to\s+stay|for\s+good|the\s+move\s+(?:went|was|happened|is\s+done))\b"
)
#: "We're in Shrewsbury!" said before or after the move ("The van dropped us off five days ago").
_WE_ARE_IN = re.compile(
    r"^\W*(?i:we're|we’re|we\s+are|i'm|i’m|i\s+am)\s+(?i:now\s+|finally\s+|officially\s+)?(?i:in)\s+(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\s*[!.]+\s*$)"
    # "Athlone it is!", "Waterford, finally!", "Leeds at last.": a place said as a fragment
    r"|^\W*(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}(?:\s+it\s+is|,?\s+(?i:finally|at\s+last))\s*[!.]+\s*$)"
)
#: "We said goodbye to Bismarck and hello to Rapid City": the new home is the one greeted.
_GOODBYE_HELLO = re.compile(
    r"\b(?i:said|say|saying|bade|bid)\s+(?i:goodbye|farewell|bye)\s+to\s+(?P<x>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})(?:\s+[^,.;!?A-Z]{1,25}?)?\s*,?\s+(?i:and)\s+(?i:(?:said\s+)?hello)\s+to\s+(?P<y>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})"
)
#: "Bye Porto, hello Lisbon - we moved five days ago", "So long Leeds, hi York!": a farewell
#: and a greeting said as a fragment; a home only beside a move made (else it is a trip).
_BYE_HI = re.compile(
    r"(?:^|[.!?;,(]\s*|\b(?i:so|and|well)\s+)\W*(?i:bye(?:-bye)?|goodbye|farewell|so\s+long|adios|ciao)(?:\s+(?i:to))?\s*,?\s+"
    r"(?P<x>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})\s*[,;:!.–—-]*\s*(?i:and\s+)?(?i:hello|hi|welcome)(?:\s+(?i:to))?\s*,?\s+(?P<y>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})"
)
#: "We finally moved - Walthamstow, as of the 4th", "moved again: Leeds!": the place named after a
#: move that names none.
_MOVED_DASH = re.compile(
    r"\b(?i:moved|relocated|made\s+the\s+move|(?:the\s+)?(?:move|relocation)\s+(?:is\s+)?(?:done|complete|completed|finished|sorted|over))(?:\s+(?i:again|at\s+last|finally|house))?\s*(?:[–—:]|\s-)\s*(?P<x>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})\b"
)
#: "Before Oakland: Fresno, since 2018.", and "Before Leeds?" then "York, since 2019.": the home
#: before the one named, given as a fragment with its start year.
_BEFORE_FRAGMENT = re.compile(
    r"^\W*(?i:before|prior\s+to)\s+(?P<t>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})\s*(?:[:,;–—]|\s-)\s*(?P<f>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})\s*,?\s+"
    r"(?=(?i:since|from|starting(?:\s+in)?)\s+(?:(?:early|late|mid)[\s-]+)?(?:[A-Za-z]+\s+)?(?:19|20)\d{2}\b)"
)
_BEFORE_QUESTION = re.compile(r"^\W*(?i:and\s+)?(?i:before|prior\s+to)\s+(?P<t>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2}|(?i:that|this|then|here))\s*\?+\s*$")
_PLACE_YEAR = re.compile(
    r"^\W*(?P<f>[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})\s*,?\s+(?=(?i:since|from|starting(?:\s+in)?)\s+(?:(?:early|late|mid)[\s-]+)?(?:[A-Za-z]+\s+)?(?:19|20)\d{2}\b)"
)


def _before_fragment(ctx: SentenceContext) -> list[Draft]:
    """A past home said as a fragment after "Before <current home>" ("Before Oakland: Fresno,
    since 2018."), also when the "before" was its own question ("Before Bologna? Verona, since
    2023."): it ends where the named home begins."""
    here = _BEFORE_FRAGMENT.match(ctx.text)
    if here is not None:
        later = here.group("t")
    else:
        q = _BEFORE_QUESTION.match(ctx.prev.text) if ctx.prev is not None else None
        here = _PLACE_YEAR.match(ctx.text) if q is not None else None
        if q is None or here is None:
            return []
        later = q.group("t")
    obj = _plain_name(here.group("f"))
    if obj is None or obj == later or _WORK_CUE.search(ctx.window) or looks_like_org(later):
        return []  # "Before Globex: Initech, since 2018" in a message about work is a job
    ends = HERE if later.lower() in ("that", "this", "then", "here") else later
    return [Draft(SELF, "lives_in", obj, here.start("f"), obj_span=(here.start("f"), here.start("f") + len(obj)),
                  ends_when=ends, plan_text=f"move to {obj}")]  # fmt: skip


#: "Bengaluru since New Year!": a place and a start, said as the whole sentence.
_PLACE_SINCE = re.compile(
    r"^\W*(?!(?i:ever|even|just|only|right|not)\b)(?P<p>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\s*,?\s+(?i:since|as\s+of|from)\s+"
    r"(?:[^,;!?]{2,40}?\s*[!.]*\s*$|(?:\S+\s+){0,3}?\S+\s[–—-]\s)"
)
_FRAGMENT_PLACE = re.compile(r"^\s*(?P<p>[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\s*[!.:]*\s*$")


def _fragment_place(ctx: SentenceContext, pos: int) -> str | None:
    """The place a bare-name fragment names just before ``pos`` ("Limerick! We moved there")."""
    cands = [ctx.text[: ctx.clause_at(pos)[0]]]
    if ctx.prev is not None:
        cands.append(ctx.prev.text)
    for c in cands:
        m = _FRAGMENT_PLACE.match(c)
        if m and m.group("p").split()[0].lower() not in NOT_NAME:
            return m.group("p")
    return None


#: A move that did not happen: "The move to Denver fell through", "our relocation was called off".
_MOVE_FAILED = _rx(
    r"[^.;!?]{0,30}?\b(?:fell\s+through|fallen\s+through|(?:was|got|has\s+been|is|been)\s+(?:cancel+ed|called\s+off|scrapped|shelved|put\s+on\s+hold)|"
    r"did(?:n't|n’t|\s+not)\s+(?:happen|work\s+out|go\s+ahead)|never\s+happened|is\s+off)\b"
)
#: "I'd been living in Yuma since 2019 when I decided to move to Tucson": a move that ends a home
#: said in the pluperfect before it (see ``_PLUPERFECT``).
_WHEN_MOVED = _rx(
    r"\bwhen\s+(?:i|we)\s+(?:(?:finally|eventually|decided\s+to|chose\s+to|got\s+to|had\s+to)\s+)?(?:moved|move|relocated|relocate|came)\s+(?:(?:over|down|up|out|back)\s+)?to\s+"
)
_PLUPERFECT = _rx(r"(?:'d|’d|\bhad)\s+(?:been|lived)\b")
_MOVE_NOUN = _rx(r"\b(?:the|our|my|this)\s+(?:move|relocation)\b")
_MOVE_VERB = _rx(
    r"\b(?:mov\w*|relocat\w*|came|com(?:e|ing)|head\w*|settl\w*|the\s+move|left|leaving)\b"
)


def _dated_move(
    ctx: SentenceContext, m: re.Match[str], got: tuple[str, tuple[int, int]]
) -> list[Draft]:
    """The later home of "... until we relocated to Cork at the start of January" also starts
    then: a move named with its own date right after the place is a move that happened."""
    if not _MOVE_VERB.search(m.group()) or looks_like_org(got[0]):
        return []
    after = got[1][1]
    for tm in ctx.times:
        gap = ctx.text[after : tm.span[0]]
        if (
            tm.span[0] >= after
            and len(gap) <= 12
            and not re.search(r"[;.!?]", gap)
            and tm.relation != "since"
        ):
            if tm.start.date() > ctx.reference_time.date():
                return []  # "before we move to Leeds next month": a plan, read elsewhere
            return [Draft(SELF, "lives_in", got[0], tm.span[0], obj_span=got[1], sentence_time=False,
                          plan_text=f"move to {got[0]}")]  # fmt: skip
    return []


def retro_target(ctx: SentenceContext) -> str | None:
    """The later home named in "... before coming to A" / "until I moved to A" ("here" -> HERE)."""
    for m in _BEFORE_MOVE.finditer(ctx.text):
        if m.group(1) or m.group(4) or m.group(5):
            return HERE
        got = _place(ctx, m.end())
        if got:
            return got[0]
    for m in [*_BEFORE_PLACE.finditer(ctx.text), *_UNTIL_MOVE.finditer(ctx.text)]:
        got = _place(ctx, m.end())
        if got:
            return got[0]
    return None


def residence(ctx: SentenceContext) -> list[Draft]:
    """Where someone lives: "live in", "moved to", and the retroactive "before coming to A, I lived in C"."""
    t = ctx.text
    out: list[Draft] = []
    retro = [(m.start(), m.end(), m) for m in _BEFORE_MOVE.finditer(t)]
    ends_when: str | None = None
    consumed: list[tuple[int, int]] = []
    for m in [*_BEFORE_PLACE.finditer(t), *_UNTIL_MOVE.finditer(t)]:
        got = _place(ctx, m.end())
        if got and not any(a <= m.start() < b for a, b, _ in retro):
            ends_when = got[0]
            consumed.append((m.start(), got[1][1]))
    for start, end, m in retro:
        if (
            m.group(1) or m.group(2) or m.group(3) or m.group(4) or m.group(5)
        ):  # "before coming here", "before that", "until the move", "until we moved"
            consumed.append((start, end))
            ends_when = HERE
            continue
        got = _place(ctx, end)
        if got:
            ends_when = got[0]
            consumed.append((start, got[1][1]))
            out += _dated_move(ctx, m, got)
        elif _MOVE_NOUN.search(m.group()):
            ends_when = HERE  # "Up until the move in early January I was living in Savannah"
            consumed.append((start, end))
    for m in _WHEN_MOVED.finditer(t):
        got = _place(ctx, m.end()) if not ends_when and _PLUPERFECT.search(t, 0, m.start()) else None
        if got and not looks_like_org(got[0]):
            ends_when = got[0]
            consumed.append((m.start(), got[1][1]))
            out += _dated_move(ctx, m, got)
    # "We just moved to Leeds, and before that I was in York": a home named before "before that"
    # is the later one.
    later_before = min(
        (
            s
            for s, e, m in retro
            if m.group(2) and re.search(r"\b(?:[A-Z]\w+|in|lived|was|were)\b", t[e:])
        ),
        default=len(t),
    )  # "... in Green Bay since 2016 before that": a "before that" at the end speaks of the same home
    left_it = _LEFT_IT_FOR.search(t)
    if not ends_when and left_it and _WAS_HOME.search(t):
        ends_when = left_it.group("y")  # "Swindon had been home; leaving it for Oxford ..."
        consumed.append(left_it.span())
    if not ends_when and _WAS_HOME.search(t):
        ends_when = (
            HERE  # "Our previous home was in Tacoma": a former home, ended by the current one
        )
    if ends_when:
        for m in _WAS_HOME.finditer(t):
            group = next(g for g in "abcdefg" if m.group(g))
            obj, span = m.group(group).rstrip("."), m.span(group)
            span = (span[0], span[0] + len(obj))  # "home was Regina." ends the sentence
            if (
                obj.lower() in ("i", "it", "that", "this", "home")
                or obj.split()[0].lower() in NOT_NAME
                or obj.split()[0].lower() in FAMILY_EN
                or obj == ends_when
                or is_tier(obj)
            ):
                continue
            if any(a <= span[0] < b for a, b in consumed):
                continue
            nxt = ctx.next.text if ctx.next is not None else ""
            if m.group("there") and not re.search(r"(?i)\b(?:liv\w*|home|grew\s+up|rent\w*)\b", t + " " + nxt):
                continue  # "Before Luna there was Max": a home only when living is said
            out.append(Draft(SELF, "lives_in", obj, m.start(), obj_span=span, ends_when=ends_when,
                             plan_text=f"move to {obj}"))  # fmt: skip
    for m in _ENDED_TIME_IN.finditer(t):
        mv = _MOVE.search(t, 0, m.start())
        got = _place(ctx, mv.end()) if mv else None
        if mv is not None and got and subject_before(ctx, mv.start()) in (SELF, None):
            # "The move to Austin ended my time in Denver, where I'd lived since 2019"
            out.append(Draft(SELF, "lives_in", m.group("x"), m.start("x"), obj_span=m.span("x"), ends_when=got[0],
                             plan_text=f"move to {m.group('x')}"))  # fmt: skip
            consumed.append((mv.start(), m.end()))
            ends_when = ends_when or got[0]
    for m in _LEFT_WHERE.finditer(t):
        x = m.group("x")
        if x.split()[0].lower() in NOT_NAME or subject_before(ctx, m.start()) not in (SELF, None):
            continue
        out.append(Draft(SELF, "lives_in", x, m.start(), obj_span=m.span("x"), ends_when=ends_when or HERE,
                         plan_text=f"move to {x}"))  # fmt: skip
        consumed.append((m.start(), m.end()))
    for m in _AFTER_LIVING.finditer(t):
        x = _plain_name(m.group("x"))
        if x is None or subject_before(ctx, m.start()) != SELF or _TRIP.search(t):
            continue
        out.append(Draft(SELF, "lives_in", x, m.start("x"), obj_span=(m.start("x"), m.start("x") + len(x)),
                         ends_when=m.group("y") or ends_when or HERE, plan_text=f"move to {x}"))  # fmt: skip
        consumed.append((m.start("x"), m.end("x")))
    for m in _LEFT_FOR.finditer(t):
        x, y = m.group("x"), m.group("y")
        if x.split()[0].lower() in NOT_NAME or subject_before(ctx, m.start()) != SELF or _TRIP.search(t):
            continue
        if re.search(r"(?i)\b(?:liv\w+|home|lived|grew\s+up|since|from)\b", t[m.end("x") :]):
            out.append(Draft(SELF, "lives_in", x, m.start(), obj_span=m.span("x"), ends_when=y,
                             plan_text=f"move to {x}"))  # fmt: skip
            consumed.append((m.start(), m.end()))
        around = " ".join(c.text for c in (ctx.prev, ctx.sentence, ctx.next) if c is not None)
        if not is_tier(y) and not looks_like_org(y) and re.search(r"(?i)\b(?:liv\w+|home|mov\w+|relocat\w+)\b", around):
            # "We swapped Dayton for Cincinnati right after New Year. Dayton had been home since 2017."
            out.append(Draft(SELF, "lives_in", y, m.start("y"), obj_span=m.span("y"), plan_text=f"move to {y}"))
            consumed.append((m.start(), m.end()))
    dated_by_leaving: list[Draft] = []
    for m in _AFTER_YEARS_IN.finditer(t):
        # "After six years in Whitby Grange (from 2018), I finally moved to Lowenna": a past home
        mv = _MOVE.search(t, m.end())
        got = _place(ctx, mv.end()) if mv else None
        x = _plain_name(m.group("x"))
        if got and x and x != got[0] and subject_before(ctx, mv.start()) == SELF:  # type: ignore[union-attr]
            out.append(Draft(SELF, "lives_in", x, m.start("x"), obj_span=m.span("x"), ends_when=got[0],
                             plan_text=f"move to {x}"))  # fmt: skip
            consumed.append(m.span("x"))
    for m in _LEFT_NOW_IN.finditer(t):
        x, y = m.group("x"), m.group("y")
        if (x.split()[0].lower() in NOT_NAME or y.split()[0].lower() in NOT_NAME or looks_like_org(x)
                or looks_like_org(y) or is_tier(y) or _TRIP.search(t) or _STAY_AFTER.match(t, m.end("y"))
                or _WORK_WORDS.search(t) or subject_before(ctx, m.start()) != SELF):  # fmt: skip
            continue  # "... now we're in Florence for a few days", "... now I'm in Sales at Globex"
        out.append(Draft(SELF, "lives_in", x, m.start("x"), obj_span=m.span("x"), ends_when=y, dated=False,
                         plan_text=f"move to {x}"))  # fmt: skip
        if not any(d.predicate == "lives_in" and d.object == y for d in out):
            out.append(Draft(SELF, "lives_in", y, m.start(), obj_span=m.span("y"), plan_text=f"move to {y}"))
            dated_by_leaving.append(out[-1])
        consumed.append((m.start(), m.end()))
    patterns: tuple[re.Pattern[str], ...] = (_LIVE, _SPENT, _MOVE, _GOT_PLACE, _BEEN_IN, _NOW_IN, _MOVERS)
    if not (_AWAY.search(ctx.window) or _FOR_A_WHILE.search(t)):
        patterns += (_IN_A_HOME,)
    if not _TRIP.search(t):
        patterns += (_ARRIVE,)
    if ends_when:
        patterns += (_WAS_IN,)
    for pattern in patterns:
        for m in pattern.finditer(t):
            if any(a <= m.start() < b for a, b in consumed):
                continue
            got = (
                clean(ctx, proper_np(t, m.end(), allow_lower=typed_in_lower_case(t)))
                if pattern in (_BEEN_IN, _NOW_IN)
                else _place(ctx, m.end())
            )
            if got is None or is_tier(got[0]):
                continue
            if pattern in (_MOVE, _ARRIVE) and looks_like_org(got[0]):
                continue
            if pattern is _MOVE and not re.match(r"(?i)moved|relocated", m.group()) and _MOVE_FAILED.match(t, got[1][1]):
                continue  # "The move to Denver fell through"  # "I moved over to Halverson Freight on the 1st": a new employer, not a home
            if pattern is _NOW_IN and re.match(r"(?i)(?:staying|living|crammed|back)\b", m.group()) and not _LEFT_HOME.search(ctx.window):
                continue  # "Staying with my sister in Austin": a visit, unless a home was left ("moved out", "lease ran out")
            if pattern is _ARRIVE and re.match(r"(?i)landed|arrived", m.group()) and not _MOVE_CUE.search(
                " ".join(x.text for x in (ctx.prev, ctx.sentence, ctx.next) if x is not None)
            ):
                continue  # "We landed in Rome at noon": a trip, unless the episode speaks of a move
            if pattern is _ARRIVE and re.match(r"(?i)made|got", m.group()) and (
                not _MOVE_DONE.search(ctx.window) or _AWAY.search(ctx.window)
            ):
                continue  # "Made it to Rome!": a trip, unless a move was made
            if PLAN_WORDS_EN.match(t, got[1][1] + 1) or re.match(
                r"[\s-]+(?i:plan|tier|box|pass)\b", t[got[1][1] :]
            ):
                continue  # "I moved to the 2-meals plan": a plan, not a home
            # "My friends became residents of Portland": the clause's own subject
            subject = (
                SELF if pattern is _WAS_IN
                # "Finally in our new home in Chandler": the user's own home
                or (pattern is _NOW_IN and re.match(r"(?i)(?:my|our)\b", m.group()) is not None)
                else clause_subject(ctx, m.start()) if pattern is _MOVERS
                else subject_before(ctx, m.start())
            )
            head = t[ctx.clause_at(m.start())[0] : m.start()]
            if subject is None and pattern is _MOVE and re.search(r",\s*$", t[: m.start()]) and re.search(
                r"(?i)(?:^|[,;]\s*|\band\s+)(?:we|i)(?:'re|’re|'m|’m|\s+are|\s+am|'ve|’ve)?\b", t[: m.start()]
            ) and not (MY_PERSON.search(t[: m.start()]) or OTHER_IN_CLAUSE.search(t[: m.start()])):
                subject = SELF  # "house-sit's finished and we're back in the city, moved into the new flat in X"
            if subject is None and pattern is _MOVE and re.search(r"(?i)\bby\s+$", head) and not (
                MY_PERSON.search(head) or OTHER_IN_CLAUSE.search(head)
            ) and re.match(r"\W*(?:(?i:i|we)\b|(?i:rang|began|kicked|started|celebrated|marked|ended|saw)\b)", head):
                subject = SELF  # "We rang in the new year by moving to Asheville": the clause's own subject
            if subject is None:
                continue
            obj, span = got
            verb = m.group().lower()
            past = bool(_PAST_LIVE.search(verb)) or bool(_PAST_AUX.search(t[: m.start()]))
            # "I used to live in C until I moved to A": a retroactive interval, not an end now.
            used_to = "used to" in verb and not ends_when
            d = Draft(
                subject, "lives_in", obj, m.start(), obj_span=span,
                action="end" if used_to else "assert",
                ends_when=None if m.start() < later_before < len(t)
                else ends_when if (past or ends_when) and ends_when != obj else None,
                plan_text=f"move to {obj}",
                planned_hint=verb.startswith("moving") or "relocating" in verb,
                negation_ok=used_to,
            )  # fmt: skip
            out.append(d)
    for m in _GOODBYE_HELLO.finditer(t):
        if subject_before(ctx, m.start()) == SELF and not _TRIP.search(t):
            got = _place(ctx, m.start("y"))
            if got:
                out.append(Draft(SELF, "lives_in", got[0], m.start(), obj_span=got[1],
                                 plan_text=f"move to {got[0]}"))  # fmt: skip
    for m in _BYE_HI.finditer(t):
        if _MOVE_DONE.search(ctx.window) and not _AWAY.search(ctx.window):
            got = _place(ctx, m.start("y"))
            if got and _plain_name(got[0]) and not any(d.object == got[0] for d in out):
                out.append(Draft(SELF, "lives_in", got[0], m.start("y"), obj_span=got[1],
                                 plan_text=f"move to {got[0]}"))  # fmt: skip
    if not ends_when and ctx.next is not None and _MOVE_CUE.search(ctx.next.text):
        for m in _WE_ARE_IN.finditer(t):
            got = _place(ctx, m.end())
            if got and not any(d.predicate == "lives_in" for d in out):
                out.append(Draft(SELF, "lives_in", got[0], m.start(), obj_span=got[1], plan_text=f"move to {got[0]}"))
    if not ends_when:
        for m in _THATS_WHERE_WE_LIVE.finditer(t):
            obj = m.group("a") or m.group("b")
            span = m.span("a") if m.group("a") else m.span("b")
            first = obj.split()[0].lower()
            if first in NOT_NAME or first in FAMILY_EN or first in PARTNER_EN or is_tier(obj):
                continue
            if not any(d.predicate == "lives_in" and d.object == obj for d in out):
                out.append(Draft(SELF, "lives_in", obj, m.start(), obj_span=span,
                                 plan_text=f"move to {obj}"))  # fmt: skip
        for m in _MOVED_THERE.finditer(t):
            place = _fragment_place(ctx, m.start())
            if place and subject_before(ctx, m.start()) == SELF:
                out.append(Draft(SELF, "lives_in", place, m.start(), plan_text=f"move to {place}"))
        for m in _IS_HOME.finditer(t):
            group = next(g for g in "abcdefg" if m.group(g))
            obj, span = m.group(group), m.span(group)
            first = obj.split()[0].lower()
            if first in NOT_NAME or first in FAMILY_EN or first in PARTNER_EN or is_tier(obj):
                continue  # "Mom is home now" says where she is
            if group == "g" and (_AWAY.search(t[: m.start()]) or subject_before(ctx, m.start("g")) not in (SELF, None)):
                continue
            if any(d.predicate == "lives_in" and d.object == obj for d in out):
                continue
            out.append(
                Draft(SELF, "lives_in", obj, m.start(), obj_span=span, plan_text=f"move to {obj}")
            )
    if not ends_when:
        for m in _MOVED_DASH.finditer(t):
            x = _plain_name(m.group("x"))
            if x and subject_before(ctx, m.start()) == SELF and not any(d.object == x for d in out):
                out.append(Draft(SELF, "lives_in", x, m.start("x"), obj_span=(m.start("x"), m.start("x") + len(x)),
                                 plan_text=f"move to {x}"))  # fmt: skip
    if not any(d.predicate == "lives_in" for d in out):
        out += _my_place_in(ctx)
    if not out:
        out += _before_fragment(ctx)
    if not out:
        out += _place_since(ctx)
    out += _here_home(ctx, out, consumed)
    out += _past_home(ctx, out, later_before)
    for d in list(out):
        # "lived in Dunmore Falls from 2022, then moved to Cedar Bend right after New Year's": the
        # move that ends the past home is the next home's start
        if d.predicate != "lives_in" or d.ends_when in (None, HERE):
            continue
        after = d.obj_span[1] if d.obj_span else d.anchor
        mv = _THEN_MOVED.search(t, after) or _UNTIL_MOVED_TO.search(t, after)
        got = _place(ctx, mv.end()) if mv else None
        if mv and got and got[0] == d.ends_when:
            if not any(x.object == d.ends_when for x in out):
                # the next home takes a time said after the move ("... until we moved to Wyre
                # Valley after New Year's"), never the past home's start
                own = any(x.span[0] >= mv.start() for x in ctx.times) or any(
                    x.relation == "until" or any(range_end_mention(y, ctx) is x for y in ctx.times) for x in ctx.times
                )  # "from March to May and then moved to Austin": from the range's end
                out.append(Draft(SELF, "lives_in", got[0], got[1][1], obj_span=got[1], dated=own,
                                 plan_text=f"move to {got[0]}"))  # fmt: skip
                dated_by_leaving.append(out[-1])
            if ctx.times and all(x.span[0] >= mv.start() for x in ctx.times):
                # "lived in Bristol for years, then moved to Bath in 2022": the year is the move's,
                # so the past home's start is unknown and its end is the next home's start
                out[out.index(d)] = replace(d, dated=False)
    ended = [d for d in out if d.predicate == "lives_in" and d.ends_when]
    if ended:
        # "I moved to Tucson from Parker, where I'd lived since 2019": a later home said beside a
        # past one reads no time nearer the past home (its start year) than itself
        def at(d: Draft) -> int:
            return d.obj_span[1] if d.obj_span else d.anchor

        def own_time(d: Draft) -> bool:
            if any(d is x for x in dated_by_leaving):
                return True  # "we left Croydon on the 3rd and now we're in Margate": Margate from the 3rd
            ends = [m for m in ctx.times if m.span[1] <= d.anchor
                    and (m.relation == "until" or any(range_end_mention(x, ctx) is m for x in ctx.times))]  # fmt: skip
            if any(succeeds_until(replace(m, relation="until"), d, ctx) for m in ends):
                return True  # "I lived in Denver from March to May and then moved to Austin": from May
            return any(abs(m.span[0] - at(d)) < min(abs(m.span[0] - at(p)) for p in ended) for m in ctx.times)

        out = [d if d.predicate != "lives_in" or d.ends_when or own_time(d) else replace(d, dated=False) for d in out]
    return out


#: "rent at my place in Kelso Rise", "I've rented this place in Ebbsford since 2022", "I've had my
#: bedsit on Carrick Lane since 2023": the user's own home named by its kind.
_MY_PLACE_IN = _rx(
    r"\b(?:my|our|this)\s+(?:(?![\w-]+['’]s?\s)[\w-]+\s+){0,2}?(?:place|flat|house|apartment|bedsit|unit|home|condo|rental|studio|digs|townhouse|cottage)\s+(?:in|on|at)\s+(?=[A-Z])"
    # "Train from Pollokhill into town was cancelled again. We've lived here since 2023."
    r"|\b(?:train|bus|tram|commute|drive|ride|ferry)\s+from\s+(?=[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\s+(?:in)?to\s+(?:town|work|the\s+city|the\s+office))"
)
#: Words around that make such a place the user's home now.
_HOME_NOW = _rx(
    r"\b(?:(?:been|lived|living)\s+(?:here|there)|(?:i've|i’ve|we've|we’ve|i\s+have|we\s+have)\s+(?:rented|had|owned|lived\s+in|been\s+in|been\s+renting)|"
    r"landlord|rent(?:\s+at|\s+went|\s+is|\s+has)|lease|mortgage)\b"
)


def _my_place_in(ctx: SentenceContext) -> list[Draft]:
    """The user's home named by its kind ("my place in Kelso Rise", "this place in Ebbsford")
    or by the commute from it, when the sentence or its neighbours say it is lived in now
    ("been here since 2023", "I've rented", "landlord")."""
    t = ctx.text
    if not _HOME_NOW.search(ctx.around) or _AWAY.search(ctx.window) or _TRIP.search(t):
        return []
    for m in _MY_PLACE_IN.finditer(t):
        got = _place(ctx, m.end())
        if got is None or looks_like_org(got[0]) or MY_PERSON.search(t, max(0, m.start() - 30), m.start()):
            continue
        return [Draft(SELF, "lives_in", got[0], m.start(), obj_span=got[1], plan_text=f"move to {got[0]}")]
    return []


def _place_since(ctx: SentenceContext) -> list[Draft]:
    """A sentence that is only a place and its start ("Minneapolis since New Year's Day."), when
    the place is no tier, organisation or activity and the start is a past date."""
    m = _PLACE_SINCE.match(ctx.text)
    if m is None:
        return []
    p = m.group("p")
    first = p.split()[0].lower()
    if first in NOT_NAME or first in FAMILY_EN or is_tier(p) or looks_like_org(p) or is_activity_en(p.lower()):
        return []
    if " " not in p and re.search(r"[a-z]{3}(?:ed|ing)$", p):
        return []  # "Resigned from Abernethy Lowe this afternoon": a clipped verb, no place
    since = [x for x in ctx.times if x.span[0] >= m.end("p") and x.start.date() <= ctx.reference_time.date()]
    if not since:
        return []
    return [Draft(SELF, "lives_in", p, since[0].span[0], obj_span=m.span("p"), plan_text=f"move to {p}")]
