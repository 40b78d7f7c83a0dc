"""Korean rules: residence and moves, including the retroactive "A로 오기 전에는 C에서 살았어요"."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from consolidator.extract.common import HERE, Draft, SentenceContext
from consolidator.extract.gazetteer import PLACES_KO, is_place_ko
from consolidator.extract.korean_np import (
    analysis,
    np_before_word,
    np_ending_at,
    person_topic,
    subject_of,
)
from consolidator.extract.lexicon import FAMILY_KO, KNOWS_KO, PARTNER_KO, is_activity_ko, is_tier
from consolidator.types import SELF

#: "경주에는 새해 첫 주에 들어왔어요": a place one has come to live in.
_ENTERED = re.compile(
    r"(?P<p>에는|에|으로|로)\s+(?:\S+\s+){0,3}?(?:들어왔|들어와서|들어와\s*살|입주했|입주해)"
)
#: "파주 새 집으로 들어갔어요", "김포 아파트로 입주했습니다", "파주 입주 완료!": moving into a home.
_MOVE_INTO = re.compile(r"(?P<p>으로|로)\s*(?:입주|들어갔|들어왔|들어가서|들어와서|들어가\s*살)")
_MOVE_IN_BARE = re.compile(
    r"(?<=\S)\s+(?P<v>입주|입성)(?:\s*완료|했|함|해요|합니다|\s*[!.,ㅋㅎ~]|$)"
)
#: "수원 이사 완료!", "수원 이사했어요": a place and 이사 with no particle.
_MOVE_BARE_PLACE = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,8})(?<![로에를을])\s+(?:이사|이삿짐)\s*(?:완료|끝|했|함|왔|옴|마침|마쳤|끝냈|끝냄|옮겼|옮김)"
)
#: "수원 집으로 옮김", "새 아파트로 옮겼어요": a home, then the verb of moving alone.
_MOVE_HOME = re.compile(r"(?P<p>으로|로)\s*(?:이사\s*)?(?:옮겼|옮김|옮겨|옮긴|옮깁|옮겨\s*왔)")
#: "3일 전에 새 집 들어왔어요. 수원이에요.": a new home entered, the place said next.
_NEW_HOME_IN = re.compile(
    r"(?:새\s*집|새집|새\s*아파트|이사\s*갈\s*집|새\s*보금자리)(?:에|으로|로)?\s*(?:들어왔|들어갔|입주|이사)"
    r"|새\s*(?:동네|집|보금자리)(?:예요|이에요|입니다|야|이야|로\s*왔|에\s*왔)"
)
#: "이번엔 수원.", "이번에는 수원이에요": the new home said after a move that named no place.
_NOW_PLACE = re.compile(
    r"^(?:이번엔|이번에는|이번에|새\s*집은|새집은|이제|이제는|지금은|여기는|여긴|여기|이곳은)\s+(?P<n>(?:[\uac00-\ud7a3]{2,8}\s)?[\uac00-\ud7a3]{2,8}?)(?:이에요|예요|입니다|이야|야|요|이요|임)?\s*[.!~ㅋㅎ]*$"
)
#: "지난주 토요일에 이사 끝냈고 지금은 동탄이에요": the new home said after a placeless move in
#: the same sentence.
_MOVED_NOW_PLACE = re.compile(
    r"(?:^|\s)(?:이번엔|이번에는|이제|이제는|지금은|여기는|여긴)\s+(?P<n>[\uac00-\ud7a3]{2,8}?)(?:이에요|예요|입니다|이야|야|임|이고요|고요)(?=[\s.!~,ㅋㅎ]|$)"
)
#: "새 집은 삼송이에요", "이사 온 동네는 다산이고": the new home named by a copula.
_NEW_HOME_NAMED = re.compile(
    r"(?:새\s*집은|새집은|새\s*동네는|이사\s*(?:간|온|한)\s*(?:곳|데|동네|집)은?는?)\s+"
    r"(?P<n>[\uac00-\ud7a3A-Za-z]{2,8}?)(?:이에요|예요|입니다|이야|야|이고|고|이라서|라서)(?=[\s.!,~]|$)"
)
#: "송도 떠나서 서울 마곡으로 왔어요": leaving one place for another is the move to it.
_LEFT_FOR = re.compile(
    r"(?<!\S)(?P<c>[\uac00-\ud7a3]{2,8}?)(?:을|를|에서)?\s+(?:떠나서|떠나고|떠났고|떠나|정리하고|나와서)\s+"
    r"(?:\S+\s+){0,2}?\S+?(?P<p>으로|로)\s*(?:이사\s*)?(?P<v>왔|와서|옮겼|옮겨|이사|넘어왔|내려왔|올라왔|갔)"
)
#: "25일에 순천으로요.": where the move said just before went, as a fragment.
_TO_PLACE = re.compile(r"(?<=\S)(?P<p>으로|로)(?:요|이요|예요|입니다|갔어요|왔어요)?\s*[.!~ㅋㅎ]*$")
_PLACELESS_MOVE = re.compile(
    r"이사(?:를)?\s*(?:또\s*|다시\s*|드디어\s*|결국\s*)?(?:했|완료|왔|끝|마쳤|마침|함|옴)"
)
#: "안동 집은 2016년부터 살던 곳인데": a place (or its home) said to be where one lived.
_WAS_HOME = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,8}?)\s*(?:집|쪽|동네|아파트)?(?:은|는|이|가)\s+(?:\S+\s+){0,4}?(?:살던|살았던|지내던|지냈던)\s*"
    r"(?:곳|집|동네|데)(?:인데|이었|였|이에요|예요|입니다|이고)"
)
#: "여주 살 때가 그립다", "부산 살 때는 ...": a former home, as the time one lived there.
_WHEN_LIVED = re.compile(r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,8}?)(?:에서|에)?\s+(?:살|지낼)\s*때")
#: "2019년부터 살던 춘천을 떠나려니": the place after a past relative clause of living.
_LIVED_PLACE = re.compile(
    r"(?:살던|살았던|지내던|지냈던)\s+(?P<w>[\uac00-\ud7a3]{2,8}?)(?:을|를|에서|은|는|이|가|도|에|과|와|이랑|랑)?(?=[\s,.!~]|$)"
)
#: "2018년부터 거기 있었거든요": "there" as the home one lived in.
_THERE_LIVED = re.compile(
    r"(?:^|\s)(?:거기|그곳|그\s*동네|그\s*도시|거기서|그곳에서)(?:에|에서|서)?\s+(?:\S+\s+)?(?P<v>있었|살았|지냈|살다가|지내다가|있다가)"
)
#: "진주 온 지 이제 일주일 넘었어요": the time since coming to a place.
_CAME_SINCE = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,8}?)(?:으로|로|에)?\s*(?:이사\s*)?(?:온|와서\s*산|내려온|올라온|넘어온|이사한)\s*지"
)
#: "진주로 오면서 거긴 정리했고요": the later home, coming to it ("오면서", "와서").
_CAME_WHILE = re.compile(
    r"(?:^|\s)(?P<a>[\uac00-\ud7a3]{2,8}?)(?:으로|로)\s*(?:이사\s*)?(?:오면서|와서|오게\s*되면서|옮기면서)"
)
#: "익산 생활은 이제 2주 차입니다", "홍천 생활 시작!": living in a place, as 생활 of it.
_PLACE_LIFE = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,8})\s*생활(?:은|이|을|도|를)?\s*(?:\S+\s+){0,2}?"
    r"(?:시작|\S*(?:주|달|개월|년|일)\s*차|\S*째|적응|중(?:이|입)|하고\s*있|한\s*지)"
)
#: "요즘 망원동 적응 중이에요": getting used to a place, a new home when a move is said nearby.
_SETTLING = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,8}?)(?:에|에서)?\s+(?:\S+\s+)?적응(?:\s*중|하고\s*있|하는\s*중|하느라|하는\s*게|하고요)"
)
#: The user's own move said in so many words ("이사했거든요", "새 동네예요").
_MOVED_CUE = re.compile(
    r"이사\s*(?:했|왔|온|완료|한\s*지|온\s*지|끝)|새\s*(?:동네|집|보금자리)(?:예요|이에요|입니다|야|로|에)|이삿짐"
)
#: "광명은 2016년부터 제 동네였는데", "춘천이 원래 제 본거지였어요": a place called one's own
#: (former) home ground.
_MY_TOWN = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,8}?)(?:은|는|이|가)\s+(?:\S+\s+){0,3}?(?:제|내|우리)\s+"
    r"(?:동네|본거지|터전|보금자리|생활권|홈그라운드|집)(?P<v>였|이었|예요|이에요|입니다|야|이야|인데)"
)
#: "이번에 안양 오면서 떠났어요", "올해 홍천으로 왔죠": the later home in a retroactive statement.
_CAME_TO = re.compile(
    r"(?:^|\s)(?:이번에|올해|작년에|그러다|그러다가|그\s*뒤로?|그\s*후로?)?\s*(?P<a>[\uac00-\ud7a3]{2,8}?)(?:으로|로)?\s*"
    r"(?:이사\s*)?(?:오면서|와서|오게\s*되면서|옮기면서|왔죠|왔어요|왔어|왔습니다|온\s*거)"
)
_HOME_HEAD = re.compile(r"(?:집|새집|아파트|빌라|원룸|투룸|쓰리룸|오피스텔|전셋집|월셋집|전세|월세|반전세|주택|자취방)$")
#: Words that make "X에 들어왔어요" a move (a home, boxes, the new year), not an arrival.
_MOVE_IN_CUE = re.compile(
    r"이사|짐|새\s*집|새집|동네|살|새해|연초|1월\s*초|전입|계약|입주|아파트|원룸|전세|월세"
)
#: "광명에 자리 잡았어요", "인천 부평으로 자리 잡았어요": settling in a place.
_SETTLED = re.compile(
    r"(?P<p>에|에서|으로|(?<!으)로)\s+(?:\S+\s+)?(?:자리\s*(?:를\s*)?잡|정착|터\s*(?:를\s*)?잡|둥지\s*(?:를\s*)?틀|입주)"
)


# --- residence ------------------------------------------------------------------------------------

_MOVE = re.compile(
    r"(?P<p>으로|로)(?:\s+[^\s을를]*[^\s을를로])*?\s*(?:이사|이주|이전|전입|(?:집|거처|보금자리|터|터전|둥지|삶의\s*터전|이삿짐|짐)(?:을|를)?\s*(?:다\s*|전부\s*)?옮|"
    r"(?:거처|보금자리|터전|둥지|새\s*집|살\s*곳)(?:을|를)?\s*(?:정했|정한|정해|정하|마련했|마련한|잡았|잡은)|(?:내려|올라|넘어|건너)\s*(?:왔|와서|와요|오게|온\s*지))(?!\s*(?:한|하는|간|온|갈|올)\s+(?:집|곳|동네|데|후|뒤|날|다음))"
)
_LIVE = re.compile(
    r"(?P<p>에서는|에선|에서|에는|엔|에)\s+(?:\S+\s+){0,3}?(?P<v>자취(?:하|해|\s*중|\s*시작|를)|살고|살아요|살아|삽니다|살았(?!을\s*때|던)|살았던\s*(?:게|거|것|시절|때)|살다가|살며|살면서|거주|지내고\s*있|지내요|지냈|"
    r"살게\s*(?:됐|되었)|살기\s*시작|살\s*(?:예정|거예요|거야|계획)|지내다가|지내다(?=\s)|살다(?=\s))"
)
#: "광교에 새집 마련했어요", "지금 사는 곳은 평촌이에요", "원래 살던 곳은 부천인데".
_NEW_HOME = re.compile(
    r"(?P<p>에|에서)\s+(?:\S+\s+)?(?:새\s*)?(?:집|새집|아파트|전셋집|월셋집|보금자리|거처|방|원룸|오피스텔|둥지)(?:을|를)?\s*(?:마련|구했|구해|샀|사서|얻었|얻어|계약|장만)"
)
#: "지금 사는 곳은 평촌이에요", "예전 집은 일산 주엽동이었어요" (a former home by 예전/이전/전).
_HOME_IS = re.compile(
    r"(?:(?P<past>원래\s*)?(?:지금\s*)?(?P<v>사는|살고\s*있는|살던|살았던|지내는)\s*(?:곳|동네|집|데|지역)|"
    r"(?:^|(?<=\s))(?P<former>예전|이전|옛|전)\s*(?:집|동네))(?:은|는|이)\s+(?P<n>(?:\S+\s+)??\S+?)"
    r"(?:이에요|예요|입니다|이야|야|인데|이고|고|(?:이었|였)(?:어요|어|습니다|는데|고|죠|지|음)?)(?=[\s,.!~]|$)"
)
_LIVE_BARE = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]+)\s+(?P<v>살았(?!을\s*때|던)|살고\s*있|살아요|살면서|살며(?=\s)|살아(?=[\s.!~,]|$)|살다가|살다(?=\s)|살고\s*있어|사는\s*중|"
    r"살기\s*시작|살게\s*(?:됐|되었)|거주(?=[\s,.]|$)|거주\s*중|거주했|거주하고)"
)
_RETRO_BEFORE = re.compile(
    r"(?P<p>으로|로|에)\s*(?:이사\s*)?(?:오기|가기|옮기기|이사하기|이사\s*오기|이사\s*가기)\s*전"
)
#: "청주 이전에는 ...", "청주 전에는 ...": the later home named before 이전/전.
_RETRO_PRIOR = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3A-Za-z]{2,})\s*(?:이전|전)(?:에는|엔|에|까지는|까지|요)(?=\s|[?!.,~]|$)"
)
_RETRO_BEFORE_BARE = re.compile(
    r"(?<=\S)\s+(?P<v>(?:이사\s*)?(?:오기|가기|옮기기|이사하기)\s*전|이사\s*전)"
)
#: "김포오기전엔", "수원이사오기전에": the later home glued to 오기 전 (a spacing slip).
_RETRO_BEFORE_GLUED = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,8}?)(?:으로|로|에)?(?:이사)?(?:오기|가기|옮기기)\s*전(?:에는|엔|에|까지)"
)
#: "파주운정살았어요", "김해에살았어요": a place glued to 살다 (a spacing slip).
_LIVE_GLUED = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,10}?)(?:에서|에)?(?P<v>살았|살다가|살고\s*있|살아요|삽니다|살았었)"
)


def _glued_place(word: str) -> bool:
    """Whether ``word`` is a place, or two places written together ("파주운정")."""
    return is_place_ko(word) or any(
        is_place_ko(word[:k]) and is_place_ko(word[k:]) for k in range(2, len(word) - 1)
    )


_RETRO_THEN = re.compile(
    # "2032년부터 목동 살았잖아 근데 연초에 마곡으로 옮겼어": a home recalled to the listener
    r"(?:살았잖아요,?|살았잖아,?|살았거든요,?|살았었거든요,?|살다가|지내다가|살다|지내다|살았었는데|살았는데|지냈었는데|지냈는데|있다가|있었는데|살았고|지냈고|거주했고|거주하다가|살았으며|거주했으며|"
    # "부천에서 자취하다가 연초에 부평으로 자리 잡았어요": living alone there, then settling
    r"자취하다가|자취했는데|자취했고),?\s+(?:\S+\s+){0,3}?(?P<a>\S+?)(?:(?P<p>으로|로)|(?=\s))\s*(?:이사\s*)?(?:넘어|내려|올라|건너)?"
    r"(?:온|왔|갔|간|옮|이사|오면서|와서|오게|자리\s*(?:를\s*)?잡)"
)
_RETRO_HERE = re.compile(
    r"여기\s*(?:로\s*)?(?:이사\s*)?(?:오기|온\s*거)\s*(?:전|까지)|이리로\s*오기\s*전|"
    r"(?:^|\s)(?:그\s*전에?|그\s*전엔|그\s*이전에?|이전에|예전에|이사\s*(?:오기|하기|가기)\s*전)(?:는|엔|에는|까지)?(?=\s)"
)
#: Words for the current home in a retroactive statement ("여기로 왔어요", "이쪽으로 왔어요").
_HERE_WORDS = frozenset({"여기", "이곳", "이쪽", "이리", "이사", "이 동네", "이 도시"})
#: Words for "there" that name no place.
_NOT_HOME_WORDS = frozenset(
    {"혼자", "같이", "함께", "쭉", "오래", "계속", "가족", "부모님", "둘이"}
    # what one lives for ("야구 보는 재미에 살아요", "그 맛에 살아요")
    | {"재미", "맛", "낙", "희망", "보람"}
    # times said with 에/엔 before 살다 ("예전엔 대전 살았어요")
    | {
        "예전",
        "옛날",
        "이전",
        "그때",
        "당시",
        "요즘",
        "요새",
        "최근",
        "지금",
        "처음",
        "한때",
        "주말",
        "평일",
    }
)
_THERE = frozenset(
    {"거기", "여기", "저기", "그곳", "이곳", "저곳", "그쪽", "이쪽", "그", "데", "곳"}
)
#: "구미였어", "대구였습니다": a past copula on the earlier home in a retroactive statement.
_WAS_PLACE = re.compile(
    r"(?<!\S)(?P<n>[\uac00-\ud7a3A-Za-z]{2,8}?)(?:이었|였)(?:어|어요|습니다|고|지|는데|죠)(?=[\s.!~,]|$)"
)
_WAS_AT = re.compile(r"(?P<p>에|에서)\s+(?:\S+\s+)?(?P<v>있었|있다가|지냈)")
#: "이제 마산 주민이에요": a resident of a place.
_RESIDENT = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]+)\s*(?:(?:주민|시민|구민|도민|토박이)(?:이에요|이야|입니다|예요|이|이고|임(?=[\s.!~,ㅋㅎ]|$)|이\s*됐|이\s*되었|이\s*다\s*됐)|"
    # "새해부터 대구 사람 됐어요": becoming one of a place's people (being one is where one is from)
    r"(?P<people>사람\s*(?:이\s*)?(?:다\s*)?(?:됐|되었|됨)))"
)
#: A trip, not a move ("주말에 부산으로 내려왔어요").
_TRIP = re.compile(r"여행|출장|놀러|휴가|명절|주말에|잠깐|잠시|며칠|당일")
_PLACE_SUFFIX = re.compile(r"(?:시|구|동|군|도|읍|면|리|섬)$")


#: "A로 이사 오기 전에는", "A로 이사 전엔": a move named only as the time before it.
_BEFORE_FRAME = re.compile(
    r"\s*(?:(?:오|가|하|이사\s*오|이사\s*가|이사하|옮기)기\s*)?(?:전|이전)(?:에는|엔|에|까지|까지는|요)?(?=[\s?!.,~]|$)"
)


def _moved_on(text: str, m: re.Match[str]) -> bool:
    """Whether the move to the retroactive statement's later home is itself said to have happened
    ("C에 살다가 연초에 A로 이사했어요"), not named as the time before ("A로 이사 오기 전에는").
    """
    return _RETRO_THEN.search(text, 0, m.end()) is not None and not _BEFORE_FRAME.match(
        text, m.end()
    )


#: "살다가 연초에 동탄으로 왔어요": after a home that ended, coming to a place is the move.
_CAME_AFTER = re.compile(
    r"(?:(?P<p>으로|로)\s*|(?<=\S)\s+)(?P<v>왔|와서|오면서|오게\s*(?:됐|되었)|넘어왔|내려왔|올라왔|"
    # "목동 살았잖아 근데 연초에 마곡으로 옮겼어": after a home, moving to a place is a move of home
    r"(?<=로\s)옮겼|(?<=로)옮겼|(?<=로\s)옮김|(?<=로)옮김)"
)


#: A home in the past, with its start ("2019년부터 청주에서 살았었어요").
_ENDED_HOME = re.compile(r"\d{4}\s*년\S*\s+(?:\S+\s+){0,3}?(?:살았|지냈|거주했|자취했)")


#: A sentence that goes on from what came before ("근데 ...", "그러다가 ..."): what it tells
#: follows the former home.
_TURN = re.compile(
    r"(?:근데|그런데|그러다|그러다가|그\s*뒤로?|그\s*후로?|하지만|그러나|결국|그리고)(?=[\s,])"
)


def _came_on(ctx: SentenceContext, target: str | None, out: list[Draft]) -> list[Draft]:
    """The later home of "C에 살다가 A로 왔어요", where 오다 alone is a move only because a home
    that ended comes before it (alone, "부산으로 왔어요" may be a trip)."""
    t = ctx.text
    then = _RETRO_THEN.search(t)
    # "2019년부터 청주에서 살았었어요. 근데 이번 달에 세종으로 왔어요.": the home that ended is
    # told in the sentence before.
    before = (
        ctx.prev is not None
        and _ENDED_HOME.search(ctx.prev.text) is not None
        and (_TURN.match(t) is not None or re.search(r"[았었]었", ctx.prev.text) is not None)
        and not _carried_topic(ctx)
    )
    if ((then is None or target is None) and not before) or _TRIP.search(t):
        return []
    for m in _CAME_AFTER.finditer(t, then.start() if then and target else 0):
        got = _home_np(ctx, m.start("p")) if m.group("p") else np_before_word(ctx, m.start("v"))
        if got is None or any(d.object == got[0] for d in out):
            continue
        if got[0] != target and not (before and is_place_ko(got[0])):
            continue
        if m.group("v").startswith("옮") and not all(is_place_ko(w) for w in got[0].split()):
            continue  # "판교 카카오로 옮겼어": a change of job
        if is_place_ko(got[0]) or analysis(ctx).tag_of(*got[1]) == "NNP":
            return [Draft(subject_of(ctx, m.start("v"), exclude=got[1]), "lives_in", got[0],
                          m.start("v"), obj_span=got[1], plan_text=f"{got[0]}(으)로 이사")]  # fmt: skip
    return []


def _former_home(text: str) -> str | None:
    """The former home a sentence names ("원주 살 때가 좋았는데요", "파주가 원래 제 본거지였습니다",
    "안동 집은 살던 곳인데"), for a "there" in the next sentence."""
    for m in (_WHEN_LIVED.search(text), _WAS_HOME.search(text), _MY_TOWN.search(text)):
        if (
            m
            and is_place_ko(m.group("w"))
            and (m.re is not _MY_TOWN or m.group("v") in ("였", "이었"))
        ):
            return m.group("w")
    return None


def _placeish(ctx: SentenceContext, got: tuple[str, tuple[int, int]]) -> bool:
    """Whether a noun phrase names a place: a known one, or a proper noun."""
    return is_place_ko(got[0]) or analysis(ctx).tag_of(*got[1]) == "NNP"


#: "하남 미사로 왔어요": the place come to, said right after a move that named none.
_CAME_NEXT = re.compile(r"(?P<p>으로|로)\s*(?:이사\s*)?(?:왔|옮겼|옮겨\s*왔)\S*\s*[.!~ㅋㅎ]*$")


def _came_to_next(ctx: SentenceContext) -> str | None:
    """The place of "새 동네예요. 하남 미사로 왔어요.": the next sentence says where one came."""
    if ctx.next is None or _TRIP.search(ctx.next.text):
        return None
    m = _CAME_NEXT.search(ctx.next.text)
    if m is None:
        return None
    nxt = SentenceContext(ctx.next, ctx.sentence, None, ctx.reference_time, cache=ctx.cache)
    got = _home_np(nxt, m.start("p"))
    placed = got is not None and any(is_place_ko(w) for w in got[0].split())
    return got[0] if got and placed and subject_of(nxt, m.start()) == SELF else None


_I = re.compile(r"(?:^|\s)(?:저는|제가|저도|전|나는|내가|나도|난|저|나)(?=\s)")


def _carried_topic(ctx: SentenceContext) -> bool:
    """Whether a sentence with no subject of its own goes on about the other person the sentence
    before was about ("남편은 대구에 살았었어요. 근데 작년에 서울로 왔어요.")."""
    if ctx.prev is None or _I.search(ctx.text):
        return False
    before = SentenceContext(ctx.prev, None, ctx.sentence, ctx.reference_time, cache=ctx.cache)
    return person_topic(before, len(ctx.prev.text))


#: A part of the year named as such (새해 is read at week precision, but like 연초 it places a
#: move, not a visit).
_YEAR_PART = re.compile(r"새해|연초|연말|설\s*(?:지나|쇠)")
#: "연초에 마포 연남동으로 왔어요": coming to a place, said with a time no coarser than a month.
_CAME_TO_PLACE = re.compile(
    r"(?P<p>으로|로)\s*(?P<v>왔어요|왔습니다|왔어|왔음|옴(?=[\s.!~,ㅋㅎ]|$)|왔죠|왔고|왔는데|왔거든|와서\s*살)"
)
#: Moving house said by its boxes ("짐 싸서", "이삿짐 정리 중"): coming to a place is the move.
_PACKING = re.compile(r"이삿짐|짐\s*(?:싸|쌌|정리|풀|옮)|이사\s*(?:업체|트럭|차)")


def _came_in_month(ctx: SentenceContext, target: str | None, out: list[Draft]) -> list[Draft]:
    """A place come to at a month or a year ("연초에", "작년에", "지난달에"): a move, since a visit is
    told by its day ("어제 부산으로 왔어요"), not by the part of the year it fell in."""
    t = ctx.text
    if (
        _TRIP.search(t)
        or re.search(r"돌아왔|다녀왔|놀러|구경|출장|여행", t)
        or _ORG_MOVES.search(t)
    ):
        return []  # trips, returns, and organisations that move ("회사가 판교로 왔어요")
    came = list(_CAME_TO_PLACE.finditer(t))
    for m in came if came and not _carried_topic(ctx) else ():
        # "또 이사했어요 ㅋㅋ 15일에 문정동으로 왔어요": a move that named no place, said just
        # before, makes coming to a place that move whatever the time.
        nxt = ctx.next.text if ctx.next else ""
        packed = not (_TRIP.search(nxt) or re.search(r"출장|여행|놀러|구경", nxt))  # "짐 싸서 부산으로 왔어요. 출장이에요."
        moved = (
            _PLACELESS_MOVE.search(t, 0, m.start())
            or (packed and _PACKING.search(t, 0, m.start()))
            or (ctx.prev is not None and (_PLACELESS_MOVE.search(ctx.prev.text) or (packed and _PACKING.search(ctx.prev.text))))
            # "결국 야탑동으로 왔다. 이틀 전에 이사 끝": the placeless move said right after
            or (packed and ctx.next is not None and not re.search(r"싶|예정|할\s*거|려고|\?", ctx.next.text)
                and _PLACELESS_MOVE.search(ctx.next.text))
        )
        got = _home_np(ctx, m.start("p"))
        if (
            moved
            and got
            and is_place_ko(got[0])
            and got[0] != target
            and not any(d.object == got[0] for d in out)
            and subject_of(ctx, m.start(), exclude=got[1]) == SELF
            and subject_of(ctx, moved.start()) == SELF
        ):
            return [Draft(SELF, "lives_in", got[0], m.start("v"), obj_span=got[1],
                          plan_text=f"{got[0]}(으)로 이사")]  # fmt: skip
        if not ctx.times:
            continue
        clause = ctx.clause_at(m.start())
        coarse = [tm for tm in ctx.times if clause[0] <= tm.span[0] < clause[1]
                  and (tm.precision in ("month", "year") or _YEAR_PART.search(tm.surface))
                  and tm.start.date() <= ctx.reference_time.date()]  # fmt: skip
        got = _home_np(ctx, m.start("p"))
        if not coarse or got is None or got[0] == target or any(d.object == got[0] for d in out):
            continue
        if (
            any(is_place_ko(w) for w in got[0].split())
            and subject_of(ctx, m.start(), exclude=got[1]) == SELF
        ):
            return [Draft(SELF, "lives_in", got[0], m.start("v"), obj_span=got[1],
                          plan_text=f"{got[0]}(으)로 이사")]  # fmt: skip
    return []


def undate_later_home(ctx: SentenceContext, drafts: list[Draft]) -> list[Draft]:
    """ "인천에서 2019년부터 살다 이번에 김포로 옮겼어": the later home of a retroactive statement
    takes no date from the former home's clause (its "since" is the former home's start)."""
    then = _RETRO_THEN.search(ctx.text)
    if then is None or not ctx.times or any(tm.span[0] >= then.start() for tm in ctx.times):
        return drafts
    return [
        replace(d, dated=False)
        if d.predicate == "lives_in" and d.ends_when is None and d.anchor >= then.start()
        else d
        for d in drafts
    ]


def _each(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Matches of ``pattern`` at every start, overlapping ones too: in "사흘 전에 광명에 자리
    잡았어요" the match at "전에" would hide the one at "광명에"."""
    pos = 0
    while (m := pattern.search(text, pos)) is not None:
        yield m
        pos = m.start() + 1


def retro_target(ctx: SentenceContext) -> str | None:
    """The later home that ended the one described ("A로 오기 전에는 ...", "여기 오기 전까지")."""
    m = _RETRO_BEFORE.search(ctx.text)
    if m:
        got = np_ending_at(ctx, m.start("p"))
        if got:
            return HERE if got[0] in _HERE_WORDS else got[0]
    m = _RETRO_THEN.search(ctx.text)
    if m and m.group("a") in _HERE_WORDS:
        return HERE
    if m:
        got = np_ending_at(ctx, m.start("p") if m.group("p") else m.end("a"))
        # "목동 살았잖아 근데 판교 카카오로 옮겼어": 옮기다 to what is no place is a change of job
        job = got is not None and m.group().endswith("옮") and not all(is_place_ko(w) for w in got[0].split())
        if got and not job:
            return HERE if got[0] in _HERE_WORDS else got[0]
    m = _RETRO_BEFORE_BARE.search(ctx.text)
    if m:
        got = np_before_word(ctx, m.start("v"))
        if got and got[0] not in _HERE_WORDS:
            return got[0]
    m = _RETRO_BEFORE_GLUED.search(ctx.text)
    if m and is_place_ko(m.group("w")):
        return m.group("w")
    for m in _RETRO_PRIOR.finditer(ctx.text):
        word = m.group("w")
        place = is_place_ko(word) or analysis(ctx).tag_of(*m.span("w")) == "NNP"
        if place and not any(t.span[0] <= m.start("w") < t.span[1] for t in ctx.times):
            return word
    return HERE if _RETRO_HERE.search(ctx.text) else None


#: Words for a home that name no place ("새집으로 이사했어요").
_GENERIC_HOME = re.compile(
    r"^(?:새\s*)?(?:집|새집|아파트|보금자리|거처|전셋집|월셋집|전세|월세|반전세|원룸|투룸|쓰리룸|오피스텔|빌라|주택|자취방|곳|데|동네|터전)$"
)
#: The place said in the next sentence ("이번엔 동탄이에요", "새 집은 광교예요").
_PLACE_NEXT = re.compile(
    r"^(?:(?:이번엔|이번에는|새\s*집은|새집은|거기는|동네는|위치는|장소는)\s+)?(?P<n>[\uac00-\ud7a3]{2,8}?)(?:이에요|예요|입니다|이야|야|이고요|이고)(?=[\s.!~,]|$)"
)


#: Nouns of direction or nearness after a place ("분당 쪽으로", "역 근처에").
_NEAR = frozenset({"쪽", "근처", "부근", "인근", "방면", "일대", "주변"})
#: Organisations that move, not the user ("회사가 판교로 이전한대요").
_ORG_MOVES = re.compile(
    r"(?:회사|사무실|본사|가게|매장|학교|공장|지점|센터|병원|학원|카페|식당)(?:이|가|은|는|도)\s"
)


#: A district Kiwi cuts into a verb and nouns after a verb ("새해 들어서 둔산동 아파트로": 두/VV
#: + ㄴ/ETM + 산 + 동): a word of Hangul ending in a district's suffix still names the place.
_MISREAD_PLACE = re.compile(r"[\uac00-\ud7a3]{1,6}(?:동|구|시|군|읍|면|리)")


def _home_np(ctx: SentenceContext, end: int) -> tuple[str, tuple[int, int]] | None:
    """The place that ends at ``end``, past a direction noun ("분당 쪽") or a generic home with
    the place before it ("평택 새 아파트")."""
    got = np_ending_at(ctx, end)
    an = analysis(ctx)
    if got is None or got[0] in _NEAR or _GENERIC_HOME.match(got[0]):
        idx = an.word_at(max(0, end - 1))
        for k in range((idx or 0) - 1, max(-1, (idx or 0) - 3), -1):
            w = an.words[k]
            if (w.bare or _MISREAD_PLACE.fullmatch(w.surface)) and is_place_ko(w.surface):
                return w.surface, (w.start, w.end)
    return got


#: A one-word answer: "청주요.", "부평."
_PLACE_ANSWER = re.compile(
    r"^(?P<n>[\uac00-\ud7a3]{2,8}?)(?:이요|요|이에요|예요|입니다|이었어요|였어요|였어|이었어)?\s*[.!~]*$"
)


def _retro_answer(ctx: SentenceContext) -> list[Draft]:
    """The earlier home answered after a question naming the later one ("천안 오기 전요? 청주요.",
    "송도 전에? 부평.")."""
    if ctx.prev is None or not ctx.prev.is_question:
        return []
    m = _PLACE_ANSWER.match(ctx.text.strip())
    if m is None or not is_place_ko(m.group("n")):
        return []
    before = SentenceContext(ctx.prev, None, ctx.sentence, ctx.reference_time, cache=ctx.cache)
    target = retro_target(before)
    if target is None or target == m.group("n"):
        return []
    return [Draft(SELF, "lives_in", m.group("n"), m.start("n"), obj_span=m.span("n"),
                  ends_when=target, plan_text=f"{m.group('n')}에 살기")]  # fmt: skip


#: A move said with no place ("나흘 전에 들어왔어요", "그저께 이사 끝냈어요"): what is left of the
#: sentence once its times are taken out.
_BARE_MOVE_LEFT = re.compile(
    r"^\s*(?:에|엔|쯤|쯤에|부로)?\s*(?:(?:또|다시|드디어|결국|무사히|저|저는|전|나|난|저희|우리|이제|그리고|네)\s+)*"
    r"(?:이사\s*(?:를\s*)?(?:했|왔|끝냈|끝났|마쳤|완료|함|옴)|들어왔|들어갔|입주\s*(?:했|완료|함))\S*\s*[.!~ㅋㅎ]*$"
)
#: The place of that move, said in the sentence before it: "관악 봉천동이에요", "결국 애월로 갔어요".
_HOME_SAID = re.compile(
    r"(?:^|(?<=[\s,]))(?P<n>[\uac00-\ud7a3]{2,8}?)(?:(?:이에요|예요|입니다|이야|야|임)|(?P<p>으로|로)\s*(?:갔|왔)\S*)\s*[.!~ㅋㅎ]*$"
)
#: "광교 → 동탄.": a move written as an arrow between two places.
_ARROW_MOVE = re.compile(
    r"^(?:\S+\s+)?(?P<a>[\uac00-\ud7a3]{2,8})\s*(?:→|->|=>|⇒|➡)\s*(?P<b>[\uac00-\ud7a3]{2,8}?)(?:으로|로)?(?:요|이요)?\s*[.!~ㅋㅎ]*$"
)


def _move_said_next(ctx: SentenceContext) -> bool:
    """Whether the next sentence tells of the user's move and names no place of its own."""
    if ctx.next is None or re.search(r"싶|예정|할\s*거|려고|갈\s*거|\?", ctx.next.text):
        return False
    nxt = SentenceContext(ctx.next, ctx.sentence, None, ctx.reference_time, cache=ctx.cache)
    left = list(ctx.next.text)
    for tm in nxt.times:
        left[tm.span[0] : tm.span[1]] = " " * (tm.span[1] - tm.span[0])
    return _BARE_MOVE_LEFT.match("".join(left)) is not None


def _home_then_move(ctx: SentenceContext) -> list[Draft]:
    """The new home named just before a move that names none ("관악 봉천동이에요. 나흘 전에
    들어왔어요.", "결국 애월로 갔어요. 그저께 이사 끝냈어요."), and a move written as an arrow
    ("광교 → 동탄.")."""
    t = ctx.text
    arrow = _ARROW_MOVE.match(t.strip())
    if arrow and is_place_ko(arrow.group("a")) and is_place_ko(arrow.group("b")) and not _TRIP.search(t):
        b = arrow.group("b")
        start = t.index(b, t.index(arrow.group("a")) + len(arrow.group("a")))
        return [Draft(SELF, "lives_in", b, start, obj_span=(start, start + len(b)), plan_text=f"{b}(으)로 이사")]
    m = _HOME_SAID.search(t)
    if m is None or _TRIP.search(t) or not _move_said_next(ctx):
        return []
    got = _home_np(ctx, m.start("p")) if m.group("p") else np_ending_at(ctx, m.end("n"))
    if got is None or not (all(is_place_ko(w) for w in got[0].split()) or (m.group("p") and _placeish(ctx, got))):
        return []
    if subject_of(ctx, m.start("n"), exclude=got[1]) != SELF or person_topic(ctx, m.start("n")):
        return []
    return [Draft(SELF, "lives_in", got[0], m.start("n"), obj_span=got[1], plan_text=f"{got[0]}(으)로 이사")]


#: A sentence that only labels what comes next as the new home ("새 집.", "이사 완료!").
_NEW_HOME_LABEL = re.compile(r"^\s*(?:새\s*집|새\s*동네|새\s*보금자리|이사\s*(?:완료|끝|했어요|함))\s*[.!~ㅋㅎ]*\s*$")
#: What is left of a fragment once its times are out: one place ("연초부터 영통.", "3일부터 광교요").
_PLACE_ONLY = re.compile(
    r"^\s*(?:에|엔|부터|부로)?\s*(?P<n>[\uac00-\ud7a3]{2,8}?)(?:이에요|예요|이요|요|임)?\s*[.!~ㅋㅎ]*\s*$"
)
#: "수유동 원룸 구했었는데, 그저께 신길동으로 또 이사했어요": a home found in a place, with no particle.
_HOME_FOUND_BARE = re.compile(
    r"(?<!\S)(?P<w>[\uac00-\ud7a3]{2,8})\s+(?:새\s*)?(?:집|아파트|원룸|투룸|오피스텔|빌라|전셋집|월셋집|자취방)(?:을|를)?\s*"
    r"(?P<v>구했|얻었|마련했|계약했|장만했)(?P<past>었)?"
)


def _labelled_place(ctx: SentenceContext) -> list[Draft]:
    """The place of a fragment after a new-home label ("새 집. 연초부터 영통. 아직 적응 중"):
    the sentence is nothing but its time and one place."""
    if ctx.prev is None or not _NEW_HOME_LABEL.match(ctx.prev.text) or _TRIP.search(ctx.text):
        return []
    left = list(ctx.text)
    for tm in ctx.times:
        left[tm.span[0] : tm.span[1]] = " " * (tm.span[1] - tm.span[0])
    m = _PLACE_ONLY.match("".join(left))
    if m is None or not is_place_ko(m.group("n")):
        return []
    return [Draft(SELF, "lives_in", m.group("n"), m.start("n"), obj_span=m.span("n"),
                  plan_text=f"{m.group('n')}(으)로 이사")]  # fmt: skip


def residence(ctx: SentenceContext) -> list[Draft]:
    """Moves ("분당으로 이사했어요") and homes ("세종에서 살고 있어요", "대전 살았어요")."""
    t = ctx.text
    out: list[Draft] = _retro_answer(ctx) or _home_then_move(ctx) or _labelled_place(ctx)
    if out:
        return out
    target = retro_target(ctx)
    now = _NOW_PLACE.match(t.strip())
    if (
        now
        and ctx.prev is not None
        and _PLACELESS_MOVE.search(ctx.prev.text)
        and all(is_place_ko(w) for w in now.group("n").split())
    ):
        return [Draft(SELF, "lives_in", now.group("n"), now.start("n"), obj_span=now.span("n"),
                      plan_text=f"{now.group('n')}(으)로 이사")]  # fmt: skip
    moved = _PLACELESS_MOVE.search(t)
    now = _MOVED_NOW_PLACE.search(t, moved.end()) if moved else None
    if moved and now and is_place_ko(now.group("n")) and subject_of(ctx, moved.start()) == SELF:
        return [Draft(SELF, "lives_in", now.group("n"), moved.start(), obj_span=now.span("n"),
                      plan_text=f"{now.group('n')}(으)로 이사")]  # fmt: skip
    to = (
        _TO_PLACE.search(t.strip())
        if ctx.prev is not None and _PLACELESS_MOVE.search(ctx.prev.text)
        else None
    )
    got = _home_np(ctx, to.start("p")) if to else None
    if (
        to
        and got
        and is_place_ko(got[0])
        and not _TRIP.search(t)
        and subject_of(ctx, to.start()) == SELF
    ):
        # "저 이사 또 했어요. 25일에 순천으로요.": the place (and day) of the move said before.
        return [
            Draft(
                SELF,
                "lives_in",
                got[0],
                to.start("p"),
                obj_span=got[1],
                plan_text=f"{got[0]}(으)로 이사",
            )
        ]
    for m in _NEW_HOME_NAMED.finditer(t):
        # "12일에 이사했는데, 새 집은 삼송이에요": the new home named after a move that named none.
        move = _PLACELESS_MOVE.search(t, 0, m.start())
        moved_before = ctx.prev is not None and _PLACELESS_MOVE.search(ctx.prev.text) is not None
        # "새 집은 합정동이에요. 지난주 토요일에 들어왔어요.": the move said next
        moved_before = moved_before or (
            ctx.next is not None
            and re.search(r"이사|들어왔|들어갔|입주|옮겼", ctx.next.text) is not None
            and not re.search(r"싶|예정|할\s*거|려고|갈\s*거|\?", ctx.next.text + " " + t)
        )
        got = np_ending_at(ctx, m.end("n"))
        anchor = move.start() if move else m.start()
        if (
            (move or moved_before)
            and got
            and _placeish(ctx, got)
            and subject_of(ctx, anchor) == SELF
        ):
            out.append(Draft(SELF, "lives_in", got[0], anchor, obj_span=got[1],
                             plan_text=f"{got[0]}(으)로 이사"))  # fmt: skip
    for m in _MOVE_BARE_PLACE.finditer(t):
        if is_place_ko(m.group("w")) and subject_of(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "lives_in", m.group("w"), m.start(), obj_span=m.span("w"),
                             plan_text=f"{m.group('w')}(으)로 이사"))  # fmt: skip
    for m in _MOVE_HOME.finditer(t):
        raw = np_ending_at(ctx, m.start("p"))
        got = _home_np(ctx, m.start("p"))
        if (
            raw
            and _HOME_HEAD.search(raw[0].replace(" ", ""))
            and got
            and is_place_ko(got[0].split()[0])
        ):
            place = got[0].split()[0]
            out.append(Draft(subject_of(ctx, m.start()), "lives_in", place, m.start(),
                             obj_span=(got[1][0], got[1][0] + len(place)), plan_text=f"{place}(으)로 이사"))  # fmt: skip
    new_in = _NEW_HOME_IN.search(t)
    nxt_place = _PLACE_NEXT.match(ctx.next.text) if new_in and ctx.next else None
    named = nxt_place.group("n") if nxt_place and is_place_ko(nxt_place.group("n")) else None
    if new_in and named is None and ctx.next is not None:
        named = _came_to_next(ctx)
    if new_in and named and subject_of(ctx, new_in.start()) == SELF:
        out.append(Draft(SELF, "lives_in", named, new_in.start(), plan_text=f"{named}(으)로 이사"))
    placeless = _PLACELESS_MOVE.search(t) or re.search(r"이사\s*(?:[!~]|들어왔|들어갔)", t)
    if placeless and ctx.next is not None and not any(d.predicate == "lives_in" for d in out):
        # "사흘 전에 드디어 이사! 합정동이에요.": the place of a placeless move said next
        said_next = _PLACE_NEXT.match(ctx.next.text.strip())
        next_place = said_next.group("n") if said_next else None
        if (
            next_place
            and is_place_ko(next_place)
            and not _TRIP.search(t)
            and subject_of(ctx, placeless.start()) == SELF
            and not person_topic(ctx, placeless.start())
        ):
            out.append(Draft(SELF, "lives_in", next_place, placeless.start(), plan_text=f"{next_place}(으)로 이사"))
    settling = _each(_SETTLING, t) if _MOVED_CUE.search(ctx.window) else ()
    for m in [*_PLACE_LIFE.finditer(t), *_CAME_SINCE.finditer(t), *settling]:
        if is_place_ko(m.group("w")) and subject_of(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "lives_in", m.group("w"), m.start(), obj_span=m.span("w"),
                             plan_text=f"{m.group('w')}에 살기"))  # fmt: skip
    since = any(
        tm.relation == "since" and tm.start.date() < ctx.reference_time.date() for tm in ctx.times
    )
    for m in _WHEN_LIVED.finditer(t) if since else ():
        # "여주 살 때가 그립다 2017년부터 거기 살았었는데": a former home with its "since"; a bare
        # "원주 살 때보다 넓어요" only compares, and restates no home.
        w = m.group("w")
        if is_place_ko(w) and w != target and subject_of(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "lives_in", w, m.start(), obj_span=m.span("w"), ends_when=target or HERE,
                             plan_text=f"{w}에 살기"))  # fmt: skip
    for m in _LIVED_PLACE.finditer(t) if since else ():
        # "2019년부터 살던 춘천을 떠나려니": a home named by the time one lived there.
        got = np_ending_at(ctx, m.end("w"))
        if got and got[0] != target and _placeish(ctx, got) and subject_of(ctx, m.start()) == SELF:
            out.append(Draft(SELF, "lives_in", got[0], m.start(), obj_span=got[1], ends_when=target or HERE,
                             plan_text=f"{got[0]}에 살기"))  # fmt: skip
    there = _THERE_LIVED.search(t) if since and ctx.prev is not None else None
    before = _former_home(ctx.prev.text) if there and ctx.prev is not None else None
    if there and before and before != target:
        # "원주 살 때가 좋았는데요... 2018년부터 거기 있었거든요.": "there" is the former home
        # the sentence before named.
        out.append(Draft(SELF, "lives_in", before, there.start("v"), ends_when=target or HERE,
                         plan_text=f"{before}에 살기"))  # fmt: skip
    for m in _WAS_HOME.finditer(t):
        w = m.group("w")
        if is_place_ko(w) and subject_of(ctx, m.start()) == SELF:
            came = _CAME_WHILE.search(t, m.end()) or (
                _CAME_WHILE.search(ctx.next.text) if ctx.next else None
            )
            later = (
                came.group("a")
                if came and is_place_ko(came.group("a")) and came.group("a") != w
                else target
            )
            out.append(Draft(SELF, "lives_in", w, m.start(), obj_span=m.span("w"), ends_when=later or HERE,
                             plan_text=f"{w}에 살기"))  # fmt: skip
    for m in _MY_TOWN.finditer(t):
        w = m.group("w")
        if not is_place_ko(w) and analysis(ctx).tag_of(*m.span("w")) != "NNP":
            continue
        past = m.group("v") in ("였", "이었")
        came = _CAME_TO.search(t, m.end()) if past else None
        later = came.group("a") if came and came.group("a") != w else target
        out.append(Draft(SELF, "lives_in", w, m.start(), obj_span=m.span("w"),
                         ends_when=later if past else None, plan_text=f"{w}에 살기"))  # fmt: skip
    for m in _MOVE.finditer(t):
        if _ORG_MOVES.search(t[: m.start()]):
            continue
        got = _home_np(ctx, m.start("p"))
        if got is not None and _GENERIC_HOME.match(got[0]):
            nxt = _PLACE_NEXT.match(ctx.next.text) if ctx.next else None
            if nxt is None or not is_place_ko(nxt.group("n")):
                continue
            got = (nxt.group("n"), got[1])  # the place named in the next sentence
        if got is None or is_tier(got[0]) or (got[0] == target and not _moved_on(t, m)):
            continue
        if re.search(r"(?:내려|올라|넘어|건너)\s*(?:왔|와|오게|온)", m.group()) and (
            _TRIP.search(t) or not is_place_ko(got[0])
        ):
            continue
        subject = subject_of(ctx, m.start(), exclude=got[1])
        planned = bool(
            re.match(r"(?:으로|로)\s*이사\s*(?:갈|올|할|가려|오려|하려)", t[m.start() :])
        )
        out.append(Draft(subject, "lives_in", got[0], m.start(), obj_span=got[1], plan_text=f"{got[0]}(으)로 이사",
                         planned_hint=planned))  # fmt: skip
    for m in _LEFT_FOR.finditer(t) if not (_TRIP.search(t) or _ORG_MOVES.search(t)) else ():
        got = _home_np(ctx, m.start("p"))
        if (
            got
            and is_place_ko(m.group("c"))
            and any(is_place_ko(w) for w in got[0].split())
            and got[0] != m.group("c")
            and not any(d.object == got[0] for d in out)
            and subject_of(ctx, m.start("v"), exclude=got[1]) == SELF
        ):
            out.append(Draft(SELF, "lives_in", got[0], m.start("v"), obj_span=got[1],
                             plan_text=f"{got[0]}(으)로 이사"))  # fmt: skip
    out.extend(_came_on(ctx, target, out))
    out.extend(_came_in_month(ctx, target, out))
    found: list[tuple[str, tuple[int, int], int, str]] = []
    for m in _each(_LIVE, t):
        got = _home_np(ctx, m.start("p"))
        if m.group("v").startswith("살았던") and not since:
            continue  # "포항에서 살았던 때가 그리워요": a former home, but with no time to place it
        if got:
            found.append((got[0], got[1], m.start("v"), m.group("v")))
    for m in _each(_NEW_HOME, t):
        got = _home_np(ctx, m.start("p"))
        if got:
            found.append((got[0], got[1], m.start(), "마련"))
    for m in _HOME_FOUND_BARE.finditer(t):
        if is_place_ko(m.group("w")) and not re.search(r"싶|려고|고민", t[m.end() : m.end() + 12]):
            # a home found long before (구했었는데) ends at the move told after it
            found.append((m.group("w"), m.span("w"), m.start("v"), "살았" if m.group("past") else "마련"))
    for m in _HOME_IS.finditer(t):
        got = np_ending_at(ctx, m.end("n"))
        if got:
            past = m.group("v") in ("살던", "살았던") or bool(m.group("past") or m.group("former"))
            out.append(Draft(SELF, "lives_in", got[0], m.start(), obj_span=got[1],
                             ends_when=(target or HERE) if past else None))  # fmt: skip
    around = t + " " + (ctx.next.text if ctx.next else "")
    for m in _MOVE_INTO.finditer(t):
        raw = np_ending_at(ctx, m.start("p"))
        got = _home_np(ctx, m.start("p"))
        home = raw is not None and bool(_HOME_HEAD.search(raw[0].replace(" ", "")))
        if raw and home and " " in raw[0]:
            head = re.sub(r"\s*(?:새\s*)?\S+$", "", raw[0])  # "김포 아파트" -> "김포"
            got = (head, (raw[1][0], raw[1][0] + len(head))) if head else got
        kin = got is not None and got[0].split()[-1] in FAMILY_KO + PARTNER_KO + KNOWS_KO
        if (
            got
            and not kin
            and is_place_ko(got[0])
            and (home or "입주" in m.group())
            and not _TRIP.search(t)
        ):
            found.append((got[0], got[1], m.start(), "정착"))
    for m in _MOVE_IN_BARE.finditer(t):
        got = np_before_word(ctx, m.start("v"))
        if got and _HOME_HEAD.search(got[0]):
            got = _home_np(ctx, got[1][1])  # "수원 새 아파트 입주했어요" -> "수원"
        if got and _HOME_HEAD.search(got[0]) and " " in got[0]:
            head = got[0].split()[0]
            got = (head, (got[1][0], got[1][0] + len(head)))
        if got and is_place_ko(got[0]):
            found.append((got[0], got[1], m.start("v"), "정착"))
    for m in _each(_ENTERED, t) if _MOVE_IN_CUE.search(around) or "입주" in t else ():
        got = _home_np(ctx, m.start("p"))
        if got and is_place_ko(got[0]) and not _TRIP.search(t) and not got[0].endswith("역"):
            found.append((got[0], got[1], m.start(), "정착"))
    for m in _each(_SETTLED, t):
        got = _home_np(ctx, m.start("p"))
        if got:
            found.append((got[0], got[1], m.start(), "정착"))
    for m in _LIVE_BARE.finditer(t):
        got = np_before_word(ctx, m.start("v"))
        if got is None and m.group("w") in PLACES_KO:
            got = m.group("w"), m.span("w")  # "별내 살아요": Kiwi reads 별/MM + 내/VV
        if got and (
            _PLACE_SUFFIX.search(got[0])
            or is_place_ko(got[0])
            or analysis(ctx).tag_of(*got[1]) == "NNP"
            or (target and is_place_ko(got[0]))
            or (
                target
                and got[0] not in _THERE
                and not _GENERIC_HOME.match(got[0])
                and analysis(ctx).tag_of(*got[1]) in ("NNG", "NNP")
                and got[0] not in _NOT_HOME_WORDS
            )
        ):
            found.append((got[0], got[1], m.start("v"), m.group("v")))
    for m in _LIVE_GLUED.finditer(t):
        if _glued_place(m.group("w")) and not any(f[0] == m.group("w") for f in found):
            found.append((m.group("w"), m.span("w"), m.start("v"), m.group("v")))
    if target:
        # "칠곡 오기 전엔 구미였어": the earlier home said with a past copula.
        for m in _WAS_PLACE.finditer(t):
            got = np_ending_at(ctx, m.end("n"))
            if (
                got
                and got[0] != target
                and got[0] not in _THERE
                and is_place_ko(got[0]) | (analysis(ctx).tag_of(*got[1]) in ("NNP", "NNG"))
            ):
                found.append((got[0], got[1], m.end("n"), "살았"))
    if target:
        # "그 전에는 2017년부터 순천에 있었어요": in a retroactive statement 에 있었다 is a home.
        for m in _each(_WAS_AT, t):
            got = np_ending_at(ctx, m.start("p"))
            if got and (is_place_ko(got[0]) or analysis(ctx).tag_of(*got[1]) == "NNP"):
                found.append((got[0], got[1], m.start("v"), "살았"))
    for m in _RESIDENT.finditer(t):
        got = np_ending_at(ctx, m.end("w"))
        if got is None and m.group("w") in PLACES_KO:
            got = m.group("w"), m.span("w")  # "다산 주민임": Kiwi reads 다/MAG + 살/VV
        if got and m.group("people") and not all(is_place_ko(w) for w in got[0].split()):
            continue  # "파란물류 사람이 됐어요": one of a company's people, not a town's
        if got and (
            any(is_place_ko(w) for w in got[0].split())
            or _PLACE_SUFFIX.search(got[0])
            or analysis(ctx).tag_of(*got[1]) == "NNP"
        ):
            found.append((got[0], got[1], m.end("w"), "주민"))
    came = _CAME_WHILE.search(ctx.next.text) if ctx.next is not None else None
    later = came.group("a") if came and is_place_ko(came.group("a")) else None
    then = _RETRO_THEN.search(t)
    # "연초에 김해로 들어왔거든요 원래 2017년부터 창원 살았었고": the home moved to in the sentence
    # ends the one lived in before, told after it
    moved_to = [o for o, _s, _a, v in found if v == "정착"] + [
        d.object for d in out if d.predicate == "lives_in" and d.subject == SELF and d.ends_when is None
    ]
    for obj, span, anchor, verb in found:
        # "부천에서 자취하다가 연초에 부평으로 자리 잡았어요": the later home of a retroactive
        # statement is itself said here when its verb ends the statement
        settled_here = verb == "정착" and then is not None and then.start() < anchor < then.end()
        if (obj == target and not settled_here) or _GENERIC_HOME.match(obj) or obj in _NOT_HOME_WORDS:
            continue
        if is_activity_ko(obj) and not is_place_ko(obj):
            continue  # "배드민턴에 미쳐 살아요", "볼링장에서 살다시피 해요": a pastime, not a home
        past = verb.startswith(("살았", "살다", "지냈", "지내다", "거주했")) or bool(
            re.match(r"자취(?:하다|했)", t[anchor:])  # "부천에서 자취하다가 ...": a home that ended
        )
        # "창원에서는 2017년부터 살았어요. 진주로 오면서 거긴 정리했고요.": the later home next.
        ends = (target or (later if later != obj else None)) if past else None
        if past and ends is None:
            ends = next((o for o in moved_to if o != obj and o not in obj and obj not in o), None)
        out.append(Draft(subject_of(ctx, anchor, exclude=span), "lives_in", obj, anchor, obj_span=span,
                         ends_when=ends, plan_text=f"{obj}에 살기"))  # fmt: skip
    if ctx.times and not any(tm.relation == "since" for tm in ctx.times):
        # "대전에서 7년 살다가 올해 일산으로 왔어요": a home that ended takes no date from the move
        # told after it; its start is unknown.
        out = [
            replace(d, dated=False)
            if d.ends_when and all(tm.span[0] > d.anchor for tm in ctx.times)
            else d
            for d in out
        ]
    return out
