"""The last gate before a claim is kept: is its object the kind of thing its predicate takes?

A rule fires on a frame ("X is my escape", "I'm a Y", "we've got a Z"); in free conversation
the same frame often holds a word of the wrong kind: "Sharing our stories isn't easy" is no
hobby, "This is a reminder to stay strong" no job title, "That's the dog" no pet named
"That's", "Impressive plan you've got there!" no plan tier. Such a claim is worse than none:
a functional one (job title, plan tier) closes the true fact it replaces, and a multi-valued
one clutters every later answer. This gate looks only at the object's words, after every rule
has run, so each rule keeps its own recall and the vetoes live in one place.

The word classes are closed classes of English (mental, communicative and evaluative words,
pronouns, non-person nouns), not words of any dataset.
"""

from __future__ import annotations

from consolidator.extract.lexicon import words
from consolidator.types import Claim

#: Words that never start the name of a pastime: mental, communicative, social and evaluative
#: words ("finding a community", "sharing our stories", "rewarding", "hanging out").
_NOT_PASTIME_HEAD_EN = frozenset(
    words("""
    finding seeing sharing connecting helping inspiring giving combining stepping satisfying
    wanting caring knowing reaching discovering bringing challenging checking preparing hearing
    facing fulfilling embracing improving happening never-ending blessing supporting
    understanding having talking escaping wagging refreshing calming remembering reminding
    collaborating pursuing procrastinating willing soothing purchasing decreasing increasing
    feeling burning contemplating providing embarrassing decision-making transitioning
    appreciating encouraging accepting adapting offering rewarding stunning amazing interesting
    exciting relaxing boring exhausting frustrating losing winning thinking wondering worrying
    waiting spending keeping staying putting saying telling asking meaning becoming beginning
    starting stopping ending continuing leaving arriving living loving liking hating missing
    needing expecting hoping managing handling dealing struggling coping suffering recovering
    healing changing chatting hanging being great new very peaceful scary fun cool awesome nice
    hard tough easy those these this that what how way bit kinds kind sort lot re remember chose
    involves undulating highlighting digging truly bustling gaining ones lending imagining
    crossing engaging frosting it's holding fitting sinking pushing achieving brightening picking
    staring entering solving introducing without fascinating rooting teammates heartwarming
    cuddling getting love loves enjoy enjoys started finished even own
    """)
)
#: Words that name a pastime only with what is done ("making jewelry", "playing chess"): alone
#: ("Making the move was hard") they are none.
_NOT_PASTIME_ALONE_EN = frozenset(
    words("""
    making doing going playing learning working creating taking watching trying
    practicing practising training exploring hitting following breaking experimenting looking selling
    serving growing
    studying counseling counselling hobby hobbies classes class stuff things car street streets
    horse family
    """)
)
#: Particles that make a phrasal verb of a pastime-looking gerund ("curling up", "taking care").
_PHRASAL_TAIL_EN = frozenset(words("up care lost together sure deeper"))
#: What a pet is never called: pronouns, determiners and their contractions ("That's the dog").
_NOT_PET_NAME_EN = frozenset(
    words("""
    that that's this it it's he he's she she's they they're them we us here there who what which
    one ones mine ours yours his hers theirs
    """)
)
#: Words said of a plan, never the name of a tier ("Impressive plan you've got there!").
_NOT_TIER_EN = frozenset(
    words("""
    impressive great good nice solid awesome ambitious amazing perfect smart detailed clear cool
    interesting crazy brilliant fantastic solid realistic reasonable wise bold big whole entire
    same other game master backup long-term short-term
    """)
)
#: Nouns that name no occupation when said after "is a"/"I'm a" ("This is a reminder", "LeBron is
#: the man", "Here's the poster").
_NOT_TITLE_EN = frozenset(
    words("""
    reminder poster pic picture photo photos team man woman guy girl boy person people thing
    things part lot bit way mess blessing joy gift sign step start example chance treat relief
    dream must favorite favourite one go-getter learner leader legend hero champ star natural
    keeper sweetheart sweetie angel genius pro
    """)
)


def _words(text: str) -> list[str]:
    return [w.strip("\"'“”‘’.,!?()") for w in text.casefold().split()]


def plausible(claim: Claim) -> bool:
    """Whether the claim's object is of its predicate's kind (see the module docstring).

    Returns False only for an object whose words rule the kind out; an unknown word passes.
    Korean objects pass unchanged (their rules check the noun class already).
    """
    obj = _words(claim.object)
    if not obj or not all(w.isascii() for w in obj):
        return True
    if claim.predicate == "hobby":
        if obj[0] in _NOT_PASTIME_HEAD_EN or (len(obj) == 2 and obj[1] in _PHRASAL_TAIL_EN):
            return False
        return not (len(obj) == 1 and obj[0] in _NOT_PASTIME_ALONE_EN) and " ".join(obj) not in (
            "new hobby",
            "a hobby",
        )
    if claim.predicate == "has_pet":
        return " ".join(obj) not in _NOT_PET_NAME_EN
    if claim.predicate == "subscription_plan":
        return not (len(obj) == 1 and obj[0] in _NOT_TIER_EN)
    if claim.predicate == "job_title":
        return obj[-1] not in _NOT_TITLE_EN and obj[0] not in ("pic", "picture", "photo")
    return True
