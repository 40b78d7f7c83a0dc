"""Korean time expressions -> local dates (see :mod:`consolidator.temporal` for the contract).

Readings chosen where Korean is ambiguous:

* 지난주 월요일 / 저번 주 토요일 / 지난 월요일: that weekday of the previous Monday-Sunday week
  (the same reading as English "last Monday"); 이번 주 X / 다음 주 X likewise; 오는 월요일 is the
  next Monday after today.
* N일째 / 나흘째 count the reference day as day 1 ("복용 나흘째" = started 3 days ago), so the
  start is ref - (N - 1) days. N주째 / N달째 / N년째 are read as durations (ref - N units): they
  are vague, and "3주째" is usually said once three weeks have passed.
* A bare day (16일에), month (7월에), month-day (3월 2일) or weekday (월요일에) follows the sentence:
  past tense -> latest occurrence not after the reference date; planned / hypothetical -> earliest
  not before it; otherwise the current month / year / week (~부터 reads as past, ~까지 as future).
* 말 / 말일 (다음 달 말) -> the last day of the month (day precision); 초 / 초순 / 중순 / 하순 ->
  the 1st / 1st / 11th / 21st (week precision). 연초 / 올해 초 -> Jan 1, 연말 / 작년 말 -> Dec 1
  (month precision). 새해 (들어서 / 부터) -> Jan 1 (week precision; 새해 첫날 is day precision).
* Durations: N일 전 / 이틀 전 (day), N주 전 (week), N달 / N개월 전 (month), N년 전 (year), shifted
  by the calendar amount; 후 / 뒤 go forward; (이사 온) 지 N일 됐어요 starts N days back.
  며칠 / 몇 주 / 몇 달 count as 3 at one step coarser precision.
* Two-digit years (19년도, 19년부터, 21년 3월) are 20xx unless that is more than a year ahead; they
  need 도 / 부터 / 에 / a month after them, so that 10년 전 / 10년 동안 stay durations.
* 올 alone is also a verb (올 거예요): it is a year only before a month or edge (올 3월, 올 초).
* Seasons (봄 Mar, 여름 Jun, 가을 Sep, 겨울 Dec; month precision): 작년 가을 / 2021년 봄 in that
  year; 지난/저번 겨울 the latest one that is over; 이번 / 올(봄) the one under way or of this
  year; 다음 봄 the earliest still to begin. A bare season is a time only before 에 / 부터 / 까지 /
  쯤 / 내내 ... and follows the sentence's tense (가을이 좋아요 is no time).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from consolidator.temporal_common import (
    COARSER,
    MAX_YEAR,
    MIN_YEAR,
    SEASON_START,
    Context,
    Handler,
    Hit,
    Precision,
    Relation,
    When,
    add_months,
    add_years,
    day_in_month_near,
    month_day_near,
    month_end,
    month_near,
    month_start,
    run_patterns,
    safe_date,
    season_near,
    void_hit,
    week_monday,
    weekday_in_week,
    weekday_near,
)

_NATIVE_DAYS = {
    "하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "닷새": 5, "엿새": 6, "이레": 7,
    "여드레": 8, "아흐레": 9, "열흘": 10, "보름": 15,
}  # fmt: skip
_NATIVE_COUNT = {
    "한": 1, "두": 2, "세": 3, "석": 3, "네": 4, "넉": 4, "다섯": 5, "여섯": 6, "일곱": 7,
    "여덟": 8, "아홉": 9, "열": 10, "열한": 11, "열두": 12,
}  # fmt: skip
_SINO_DIGITS = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_SINO_MONTHS = {"유": 6, "시": 10, "십일": 11, "십이": 12} | _SINO_DIGITS
_WEEKDAYS = "월화수목금토일"
_WEEK_REL = {"지지난": -2, "저저번": -2, "지난": -1, "저번": -1, "이번": 0, "요번": 0,
             "다음": 1, "담": 1, "다다음": 2}  # fmt: skip
_YEAR_REL = {"재작년": -2, "작년": -1, "지난해": -1, "지난 해": -1, "올해": 0, "금년": 0, "올": 0,
             "내년": 1, "다음 해": 1, "다음해": 1, "내후년": 2}  # fmt: skip


def _alt(words: list[str] | dict[str, int]) -> str:
    return "|".join(
        re.escape(w).replace(r"\ ", r"\s*") for w in sorted(words, key=len, reverse=True)
    )


_L = r"(?<![가-힣])"  # no Hangul syllable right before (start of a word)
_SINO = r"[이삼사오육칠팔구]?십[일이삼사오육칠팔구]?|[일이삼사오육칠팔구]"
_DUR = (
    rf"(?:(?<![\d.])(?P<d>\d{{1,3}})\s*(?P<du>일|주일|주|개월|달|년|시간)"
    rf"|{_L}(?P<s>{_SINO})\s*(?P<su>일|주일|주|개월|년)"
    rf"|{_L}(?P<nd>{_alt(_NATIVE_DAYS)}|며칠)"
    rf"|{_L}(?P<nc>{_alt(_NATIVE_COUNT)}|몇)\s*(?P<cu>달|주|해)"
    rf"|{_L}(?P<half>반년))"
)
_ABOUT = r"\s*(?:쯤|정도|가량|여)?\s*"
#: Particles that may follow 전 / 후 / 뒤 (so that 전화 "telephone" is not 전 "ago").
_AFTER_DIR = r"(?=$|[\s,.!?~)]|에|엔|부터|부로|자로|까지|쯤|이|의|만|으로|로|은|는|도)"
#: Month-edge words after 달 / 월: 말(일) = last day, 초(순) / 중순 / 하순 = thirds.
_EDGE = r"(?P<edge>말일|말경|말쯤|말|마지막\s*날|초순|초|중순|하순)(?=$|[\s,.!?~]|에|엔|까지|부터|부로|자로|로|이|께|쯤|경|을|은|도)"
_REL_WEEK = rf"(?P<wrel>{_alt(_WEEK_REL)})"
_WD = rf"(?P<wd>[{_WEEKDAYS}])요일"
_MD = r"(?:\s*(?P<m>\d{1,2})\s*월(?:\s*(?P<dd>\d{1,2})\s*일)?)"


def _duration(m: re.Match[str], w: When, sign: int, days_inclusive: bool = False) -> Hit:
    """The reference date shifted by the match's duration; ``sign`` -1 goes back."""
    g = m.groupdict()
    vague = False
    if g["d"]:
        n, unit = int(g["d"]), g["du"]
    elif g["s"]:
        n, unit = _sino(g["s"]), g["su"]
    elif g["nd"]:
        vague = g["nd"] == "며칠"
        n, unit = (3 if vague else _NATIVE_DAYS[g["nd"]]), "일"
    elif g["nc"]:
        vague = g["nc"] == "몇"
        n = 3 if vague else _NATIVE_COUNT[g["nc"]]
        unit = {"달": "달", "주": "주", "해": "년"}[g["cu"]]
    else:
        n, unit = 6, "개월"
    precision: Precision
    if unit == "시간":
        day, precision = (w.ref_time + sign * timedelta(hours=n)).date(), "day"
    elif unit == "일":
        n = n - 1 if days_inclusive else n
        day, precision = w.ref + timedelta(days=sign * n), "day"
    elif unit in ("주", "주일"):
        day, precision = w.ref + timedelta(weeks=sign * n), "week"
    elif unit in ("달", "개월"):
        day, precision = add_months(w.ref, sign * n), "month"
    else:
        day, precision = add_years(w.ref, sign * n), "year"
    return Hit(day, COARSER[precision] if vague else precision, m.start(), m.end())


def _sino(text: str) -> int:
    if "십" not in text:
        return _SINO_DIGITS[text]
    tens, _, units = text.partition("십")
    return (_SINO_DIGITS[tens] if tens else 1) * 10 + (_SINO_DIGITS[units] if units else 0)


def _ago(m: re.Match[str], w: When) -> Hit | None:
    return _duration(m, w, -1)


def _ahead(m: re.Match[str], w: When) -> Hit | None:
    return _duration(m, w, +1)


def _nth_day(m: re.Match[str], w: When) -> Hit | None:
    """나흘째 / 3일째: the reference day is day 1 (see the module docstring)."""
    return replace(_duration(m, w, -1, days_inclusive=True), relation="since")


def _elapsed(m: re.Match[str], w: When) -> Hit | None:
    """(이사 온) 지 3주 됐어요: the state began that long ago."""
    return replace(_duration(m, w, -1), relation="since")


def _days_from_ref(offset: int) -> Handler:
    def handle(m: re.Match[str], w: When) -> Hit | None:
        return Hit(w.ref + timedelta(days=offset), "day", m.start(), m.end())

    return handle


def _week(m: re.Match[str], w: When) -> Hit | None:
    delta = _WEEK_REL[m.group("wrel")]
    if m.group("wd"):
        day = weekday_in_week(w.ref, _WEEKDAYS.index(m.group("wd")), delta)
        return Hit(day, "day", m.start(), m.end())
    return Hit(week_monday(w.ref, delta), "week", m.start(), m.end())


def _weekend(m: re.Match[str], w: When) -> Hit | None:
    return Hit(weekday_in_week(w.ref, 5, _WEEK_REL[m.group("wrel")]), "week", m.start(), m.end())


def _rel_weekday(m: re.Match[str], w: When) -> Hit | None:
    wd, rel = _WEEKDAYS.index(m.group("wd")), m.group("rel")
    if rel in ("오는", "돌아오는"):
        day = weekday_near(w.ref, wd, "future")
    else:
        day = weekday_in_week(w.ref, wd, {"지난": -1, "저번": -1, "다음": 1}.get(rel, 0))
    return Hit(day, "day", m.start(), m.end())


_EVERY = re.compile(r"매(?:주)?\s*$")
#: A bare weekday said as a habit: "일요일엔 성당에서 ...", "토요일 아침엔", "금요일이면".
_HABIT_AFTER = re.compile(r"(?:\s*(?:아침|저녁|밤|오전|오후|점심|새벽))?\s*(?:마다|엔|에는|이면|이면은)(?=$|[\s,.!~])")


def _bare_weekday(m: re.Match[str], w: When) -> Hit | None:
    if _EVERY.search(m.string, 0, m.start()) or _HABIT_AFTER.match(m.string, m.end()):
        return None
    return Hit(
        weekday_near(w.ref, _WEEKDAYS.index(m.group("wd")), w.orientation),
        "day",
        m.start(),
        m.end(),
    )


def _edge_of_month(first: date, edge: str | None) -> tuple[date, Precision]:
    if edge is None:
        return first, "month"
    if edge.startswith(("말", "마지막")):  # 다음 달 마지막 날 = 말일
        return month_end(first), ("week" if edge in ("말경", "말쯤") else "day")
    return first.replace(day={"초": 1, "초순": 1, "중순": 11, "하순": 21}[edge]), "week"


def _rel_month(m: re.Match[str], w: When) -> Hit | None:
    first = month_start(w.ref, _WEEK_REL.get(m.group("mrel"), 0))
    if m.group("dd"):
        found = safe_date(first.year, first.month, int(m.group("dd")))
        return (
            void_hit(m.start(), m.end()) if found is None else Hit(found, "day", m.start(), m.end())
        )
    return Hit(*_edge_of_month(first, m.group("edge")), m.start(), m.end())


def _year_edge(year: int, edge: str | None) -> tuple[date, Precision]:
    """Jan 1 (year precision), or the month an edge word picks: 초 Jan, 중순 Jul, 말 Dec."""
    if edge is None:
        return date(year, 1, 1), "year"
    if edge.startswith("말") or edge == "하순":
        return date(year, 12, 1), "month"
    return date(year, 1 if edge.startswith("초") else 7, 1), "month"


def _with_year(m: re.Match[str], year: int) -> Hit | None:
    """Year plus optional month / day / edge groups -> the hit."""
    if not MIN_YEAR <= year <= MAX_YEAR:
        return void_hit(m.start(), m.end())
    if not m.group("m"):
        return Hit(*_year_edge(year, m.group("edge")), m.start(), m.end())
    month = int(m.group("m"))
    if m.group("dd"):
        day = safe_date(year, month, int(m.group("dd")))
        return void_hit(m.start(), m.end()) if day is None else Hit(day, "day", m.start(), m.end())
    first = safe_date(year, month, 1)
    if first is None:
        return void_hit(m.start(), m.end())
    return Hit(*_edge_of_month(first, m.group("edge")), m.start(), m.end())


def _rel_year(m: re.Match[str], w: When) -> Hit | None:
    rel = " ".join(m.group("yrel").split())
    if rel == "올" and not (m.group("m") or m.group("edge")):
        return None  # 올 alone is also "will come" (올 거예요); 올 3월, 올 초 are dates
    return _with_year(m, w.ref.year + _YEAR_REL[rel])


def _abs_year(m: re.Match[str], w: When) -> Hit | None:
    return _with_year(m, int(m.group("y")))


def _open_year(m: re.Match[str], w: When) -> Hit | None:
    """ "(2022~)": Jan 1 of a bare year (year precision)."""
    return Hit(*_year_edge(int(m.group("y")), None), m.start(), m.end())


def _short_year(m: re.Match[str], w: When) -> Hit | None:
    """19년도 / 19년부터 -> 2019; more than a year ahead of the reference -> the 1900s."""
    yy = int(m.group("yy"))
    return _with_year(m, 2000 + yy if 2000 + yy <= w.ref.year + 1 else 1900 + yy)


def _month_day(m: re.Match[str], w: When) -> Hit | None:
    month = int(m.group("m")) if m.group("m") else _SINO_MONTHS[m.group("sm")]
    if not 1 <= month <= 12:
        return void_hit(m.start(), m.end())
    if m.group("dd"):
        day = month_day_near(w.ref, month, int(m.group("dd")), w.orientation)
        return void_hit(m.start(), m.end()) if day is None else Hit(day, "day", m.start(), m.end())
    first = date(month_near(w.ref, month, w.orientation), month, 1)
    return Hit(*_edge_of_month(first, m.group("edge")), m.start(), m.end())


_DOM_COUNTING = re.compile(r"(?:주|달에|일에|년에|매|하루에)\s*$")


def _dom(m: re.Match[str], w: When) -> Hit | None:
    if _DOM_COUNTING.search(m.string, 0, m.start()):
        return None  # 주 3일, 한 달에 2일: a count of days, not a date
    day = day_in_month_near(w.ref, int(m.group("dd")), w.orientation)
    return void_hit(m.start(), m.end()) if day is None else Hit(day, "day", m.start(), m.end())


def _month_edge_bare(m: re.Match[str], w: When) -> Hit | None:
    return Hit(*_edge_of_month(month_start(w.ref), m.group("edge")), m.start(), m.end())


def _year_start(m: re.Match[str], w: When) -> Hit | None:
    """연초 (month precision) or 새해 (week; 새해 첫날 day): Jan 1 of the reference year."""
    year = w.ref.year + (1 if w.orientation == "future" and w.ref.month > 1 else 0)
    text = m.group()
    precision: Precision = "month" if text == "연초" else "day" if "첫날" in text else "week"
    return Hit(date(year, 1, 1), precision, m.start(), m.end())


def _year_end(m: re.Match[str], w: When) -> Hit | None:
    year = w.ref.year - (1 if w.orientation == "past" and w.ref.month < 12 else 0)
    return Hit(date(year, 12, 1), "month", m.start(), m.end())


_SEASONS_KO = {"봄": "spring", "여름": "summer", "가을": "autumn", "겨울": "winter"}
_SEASON_KO = r"(?P<season>봄|여름|가을|겨울)(?=$|[\s,.!?~]|에|엔|부터|까지|쯤|께|즈음|이었|였|이|의|은|는|도|내내|동안|무렵|초|말)"
#: 지난/저번 봄 = the latest spring that is over; 이번/올 = the one under way or of this year.
_SEASON_REL = {"지난": "last", "저번": "last", "이번": "this", "올": "this", "다음": "next", "오는": "future"}


def _season_month(m: re.Match[str]) -> int:
    return SEASON_START[_SEASONS_KO[m.group("season")]]


def _season_of_year(m: re.Match[str], w: When) -> Hit | None:
    """작년 가을, 2021년 봄, 내년 여름: the season's first month of that year (month precision)."""
    if m.group("y"):
        year = int(m.group("y"))
    else:
        year = w.ref.year + _YEAR_REL[" ".join(m.group("yrel").split())]
    day = safe_date(year, _season_month(m), 1)
    return void_hit(m.start(), m.end()) if day is None else Hit(day, "month", m.start(), m.end())


def _rel_season(m: re.Match[str], w: When) -> Hit | None:
    how = _SEASON_REL[m.group("srel")]
    return Hit(season_near(w.ref, _season_month(m), how), "month", m.start(), m.end())


def _bare_season(m: re.Match[str], w: When) -> Hit | None:
    how = {"past": "past", "future": "future"}.get(w.orientation, "this")
    return Hit(season_near(w.ref, _season_month(m), how), "month", m.start(), m.end())


_PATTERNS: list[tuple[re.Pattern[str], Handler]] = [
    (re.compile(rf"{_L}(?:오늘(?!날)|방금)"), _days_from_ref(0)),
    (re.compile(rf"{_L}(?:어제|어저께|어젯밤|지난밤)"), _days_from_ref(-1)),
    (re.compile(rf"{_L}(?:그제(?!서야|야)|그저께|엊그제|엊그저께)"), _days_from_ref(-2)),
    (re.compile(rf"{_L}(?:그끄저께|그끄제)"), _days_from_ref(-3)),
    (re.compile(rf"{_L}내일(?!\s*모레)"), _days_from_ref(1)),
    (re.compile(rf"{_L}(?:내일\s*모레|모레)"), _days_from_ref(2)),
    (re.compile(rf"{_L}글피"), _days_from_ref(3)),
    (re.compile(rf"{_DUR}{_ABOUT}전{_AFTER_DIR}"), _ago),
    (re.compile(rf"{_DUR}{_ABOUT}(?:후|뒤){_AFTER_DIR}"), _ahead),
    (re.compile(rf"{_DUR}\s*(?:째|차)"), _nth_day),
    (re.compile(rf"(?<=지\s){_DUR}{_ABOUT}(?:이|가)?\s*(?:됐|되었|지났|넘었)"), _elapsed),
    # "봉사한 지 벌써 4년 됐어요": an adverb between 지 and the duration
    (re.compile(rf"(?<=지\s)(?:벌써|이제|어느덧|어느새|거의|약|한|딱|꼭|대략|족히|무려|올해로|올해\s로)\s+{_DUR}{_ABOUT}(?:이|가)?\s*(?:됐|되었|지났|넘었)"), _elapsed),
    (re.compile(rf"{_L}{_REL_WEEK}\s*주(?!말|일|년)(?:\s*{_WD})?"), _week),
    (re.compile(rf"{_L}{_REL_WEEK}\s*주말"), _weekend),
    (re.compile(rf"{_L}(?P<rel>지난|저번|이번|요번|다음|오는|돌아오는)\s+{_WD}"), _rel_weekday),
    (re.compile(rf"{_L}{_WD}"), _bare_weekday),
    (
        re.compile(
            rf"{_L}(?P<mrel>{_alt(_WEEK_REL)}|이)\s*달(?![리려라랐콤걀러력래린렸아])(?:\s*(?P<dd>\d{{1,2}})\s*일|\s*{_EDGE})?"
        ),
        _rel_month,
    ),
    (re.compile(rf"{_L}월{_EDGE}"), _month_edge_bare),
    (re.compile(rf"{_L}(?P<yrel>{_alt(_YEAR_REL)}){_MD}?(?:\s*{_EDGE})?"), _rel_year),
    (re.compile(rf"(?<!\d)(?P<y>(?:19|20)\d{{2}})\s*년도?{_MD}?(?:\s*{_EDGE})?"), _abs_year),
    # "봉사활동: 해양 정화 팀 (2022~)": a bare year opening a range with no end
    (re.compile(r"(?<![\d.])(?P<y>(?:19|20)\d{2})(?=\s*~\s*(?:\)|$))"), _open_year),
    (
        re.compile(
            r"(?<![\d.])(?P<yy>\d{2})\s*년(?:도|(?=\s*(?:부터|부로|초|말|중순|\d{1,2}\s*월|"
            rf"에(?!\s*(?:한|두|세)\s*번))))(?:{_MD})?(?:\s*{_EDGE})?"
        ),
        _short_year,
    ),
    (
        re.compile(
            rf"(?<![\d.])(?P<m>\d{{1,2}})\s*월(?![급세요간례])(?:\s*(?P<dd>\d{{1,2}})\s*일)?(?:\s*{_EDGE})?"
        ),
        _month_day,
    ),
    (
        re.compile(
            rf"{_L}(?P<sm>{_alt(_SINO_MONTHS)})월"
            rf"(?=에|부터|까지|\s*\d|\s*(?:초|말|중순|하순|초순))(?:\s*(?P<dd>\d{{1,2}})\s*일)?"
            rf"(?:\s*{_EDGE})?(?P<m>)"
        ),
        _month_day,
    ),
    (
        re.compile(
            rf"(?<![\d.])(?P<dd>\d{{1,2}})\s*일(?!\s*(?:(?:전|후|뒤){_AFTER_DIR}|째|차|동안|간|만|정도|가량|이상|이내|"
            r"씩|마다|치|분|넘|여|밖에|이면|이나|연속|내내|짜리|권|용|쯤\s*(?:전|후|뒤)))"
        ),
        _dom,
    ),
    (re.compile(rf"{_L}연초"), _year_start),
    # not 새해 as the kind of a thing: "새해 결심으로 헬스장 끊었어요" is no date of the purchase
    (re.compile(rf"{_L}새해(?:\s*첫날|\s*들어(?:서|와서)?)?(?!\s*(?:결심|다짐|목표|계획|인사|선물|소원|맞이|복|카드|특가|세일|이벤트))"), _year_start),
    (re.compile(rf"{_L}연말"), _year_end),
    # seasons: 작년 가을 / 2021년 봄 / 지난겨울 / 올여름 / 여름에
    (
        re.compile(
            rf"(?:{_L}(?P<yrel>{_alt([k for k in _YEAR_REL if k != '올'])})|(?<!\d)(?P<y>(?:19|20)\d{{2}})\s*년도?)\s*{_SEASON_KO}"
        ),
        _season_of_year,
    ),
    (re.compile(rf"{_L}(?P<srel>지난|저번|이번|올|다음|오는)\s*{_SEASON_KO}"), _rel_season),
    (re.compile(rf"{_L}(?P<season>봄|여름|가을|겨울)(?=에|엔|부터|까지|쯤|께|즈음|내내|동안|무렵)"), _bare_season),
]

_CUE_AFTER = re.compile(
    r"\s*(?:에|엔|에는)?\s*(?P<cue>부터|부로|자로|이후로?|후로|이래로?|전까지|이전까지|까지|이전|"
    r"전(?=$|[\s,.!?]|에|까지|이|의)"
    # "(2022~)", "(1월 11일~)": a range with no end is a start
    r"|~(?=\s*(?:\)|$)))"
)


def find_relation(text: str, start: int, end: int) -> tuple[Relation, int, int]:
    """The relation suffix right after ``text[start:end]`` and the widened span.

    ~부터 / ~부로 / ~자로 / ~이후 / ~이래 -> ``since``; ~까지 / ~전까지 -> ``until``;
    ~전에 / ~이전 (after a date, not a duration) -> ``before``; none -> ``at``.
    """
    m = _CUE_AFTER.match(text, end)
    if m is None:
        return "at", start, end
    cue = m.group("cue")
    if cue.endswith("까지"):
        return "until", start, m.end()
    if cue.startswith("전") or cue.startswith("이전"):
        return "before", start, m.end()
    return "since", start, m.end()


def find(text: str, ctx: Context) -> list[Hit]:
    """Every Korean time expression in ``text`` (overlapping candidates included)."""
    return run_patterns(text, ctx, _PATTERNS, find_relation)
