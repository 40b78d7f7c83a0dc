"""Korean self-corrections of a date said in the message before: "아 3일 아니고 2일", "이번 달 말
아니라 다음 달 말이야", "아 2028년부터다 ㅋㅋ 헷갈림".

Korean puts the date ruled out first and negates it with 아니고 / 아니라 / 말고; the right date
follows. The claim corrected is the one of the message before whose start or end falls on the
date ruled out; it moves by as much as the right date differs from the wrong one, both read in
the correcting message, so that "29일 아니라 28일" said in November about October moves the
end one day back (read alone, "28일이다" would be a day of the current month). With no date
ruled out, a message that opens with an interjection and says nothing but a date and a word of
error ("아 2028년부터다 ㅋㅋ 헷갈림") gives the last start (or, for 까지 / 말, the last end) that
date.
"""

from __future__ import annotations

import re
from datetime import datetime

from consolidator.extract.corrections import dated_claims, in_window, last_dated, moved
from consolidator.temporal import TimeMention, resolve_times
from consolidator.types import Claim, EpisodeView

#: "29일 아니라 28일", "이번 달 말 아니고 다음 달 말", "5일이 아니라 3일": the date ruled out, then
#: its negation.
_RULED_OUT_KO = re.compile(r"\s*(?:이|가|은|는)?\s*(?:아니고|아니라|아니구|아니라고|말고|이\s*아니라|가\s*아니라)(?=[\s,]|$)")
#: An interjection or word of correction opening the message ("아", "앗", "아니", "정정").
_LEAD_KO = re.compile(r"^\W*(?:아+|앗|아차|헉|아니|아\s*참|정정|수정|잘못\s*(?:말했|썼|알았))(?=[\s,.!~]|$)")
#: A word that says the date before was a slip ("헷갈림", "잘못 말했어", "착각").
_SLIP_KO = re.compile(r"헷갈|잘못|착각|틀렸|실수|오타|정정")
#: What a correction with no date ruled out may hold beside its date: the lead, a copula, laughter.
_ONLY_DATE_KO = re.compile(
    r"^\W*(?:아+|앗|아차|헉|아니|아\s*참|정정|수정)?[\s,.!~]*(?:이다|다|예요|이에요|야|이야|요|이요|였어|이었어|였다|이었다|였어요|이었어요|임)?"
    r"[\s.!~ㅋㅎ]*(?:\S*(?:헷갈|잘못|착각|틀렸|실수|오타)\S*[\s.!~ㅋㅎ]*)*$"
)
#: Dates said of an end: the edge of a month, ~까지.
_END_SURFACE_KO = re.compile(r"말|까지|마지막")


def _same_day(a: datetime | None, b: TimeMention) -> bool:
    return a is not None and a.astimezone(b.start.tzinfo).date() == b.start.date()


def correction(episode: EpisodeView, last: EpisodeView, last_claims: list[Claim]) -> list[Claim]:
    """The claim of ``last`` (the message before, with its claims ``last_claims``) whose date
    ``episode`` corrects, with that date moved and the old one kept in ``CORRECTS``; ``[]``
    when the message corrects nothing (see the module docstring)."""
    if not in_window(episode, last):
        return []
    text = episode.text
    times = resolve_times(text, episode.reference_time)
    if not times:
        return []
    dated = dated_claims(last_claims)
    ruled = next((k for k, tm in enumerate(times[:-1]) if _RULED_OUT_KO.match(text, tm.span[1])), None)
    if ruled is not None:
        wrong, right = times[ruled], times[ruled + 1]
        for c in reversed(dated):
            if c.invalid_at is not None and _same_day(c.invalid_at, wrong):
                field, before = "invalid", c.invalid_at
            elif c.valid_at is not None and c.action == "assert" and _same_day(c.valid_at, wrong):
                field, before = "valid", c.valid_at
            else:
                continue
            assert before is not None
            when = before + (right.start - wrong.start)
            return [moved(c, field, before, when, right.precision, episode.reference_time)]
        return []
    if not _LEAD_KO.match(text):
        return []
    rest = "".join(text[a:b] for a, b in zip([0] + [tm.span[1] for tm in times],
                                             [tm.span[0] for tm in times] + [len(text)], strict=True))  # fmt: skip
    if len(times) != 1 or not (_ONLY_DATE_KO.match(rest) or (_SLIP_KO.search(rest) and len(rest) <= 24)):
        return []  # "아 어제 비 왔어": another thing said, no correction
    right = times[0]
    as_end = right.relation in ("until", "before") or bool(_END_SURFACE_KO.search(right.surface))
    old = last_dated(dated, as_end)
    was = None if old is None else old.invalid_at if as_end else old.valid_at
    if old is None or was is None or was == right.start:
        return []
    return [moved(old, "invalid" if as_end else "valid", was, right.start, right.precision, episode.reference_time)]

