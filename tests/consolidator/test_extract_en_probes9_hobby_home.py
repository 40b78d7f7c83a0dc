"""English hobbies and homes in many wordings (probe set, session 9).

Each hobby is read with its start: an ongoing hobby said with no date is valid from the
utterance (or from a start it states), and a new one ("these days I've also started X") from
the utterance or the date it names, without ending the one before. A home is read with its
start: the current one since New Year's, the next one from the day of the move (closing the
one before, checked end to end), and a past one ("before moving to A, I lived in C from 2019")
from its own start year, ending where A begins. Precision cases: hypotheticals, questions,
someone else's hobby or home, a trip, a move that fell through and a clipped "love" of no
activity store nothing for the user.
"""

from __future__ import annotations

import asyncio
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from bench.battery import run_items
from consolidator.types import SELF, Claim
from tests.consolidator.claims import day, matches, run_on, show

D = date
H1_DAY = D(2027, 1, 12)
H2_DAY = D(2027, 4, 14)
A_DAY = D(2027, 1, 13)
B_DAY = D(2027, 7, 14)
C_DAY = D(2027, 1, 20)
NEW_YEAR = D(2027, 1, 1)
A_CONTEXT = ("Hi, I'm Dana. I've lived in Tucson since right after New Year's.",)
H1_CONTEXT = ("I'm really into bouldering.",)


def _run(text: str, ref: date, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=False)


HOBBY_1: list[tuple[str, str]] = [
    ("I fence. Have done since uni.", "fenc"),
    ("I'm really into bouldering.", 'boulder'),
    ('Inline skating takes up my weekends.', 'inline skat'),
    ('My go-to way to unwind is pottery.', 'pottery'),
    ("I've been doing fencing for ages.", 'fencing'),
    ('Big birdwatching fan - I go every week.', 'birdwatching'),
    ('Nothing beats a morning of geocaching.', 'geocaching'),
    ("I keep bees, it's my favourite thing in the world.", 'bee'),
    ('Crochet is basically my whole personality at this point lol', 'crochet'),
    ("swing dancing every friday night, wouldn't miss it", 'swing danc'),
    ('Outside of work I mostly go bouldering.', 'boulder'),
    ('I do a lot of birdwatching in my free time.', 'birdwatching'),
    ("When I'm not working you'll usually find me at the pottery wheel.", 'pottery'),
    ("I've been fencing since college, still love it.", 'fencing'),
    ('My weekends are all about geocaching with my kid.', 'geocaching'),
    ("Honestly I'm obsessed with crochet right now.", 'crochet'),
    ("I'm a keen birdwatcher.", 'birdwatch'),
    ("I'm an avid rock climber.", 'climb'),
    ('Fun fact: I do competitive fencing.', 'fencing'),
    ('I love inline skating along the river on weekends.', 'inline skat'),
    ('Quick intro on my hobbies: mostly pottery.', 'pottery'),
    ("Beekeeping is my thing, I've got two hives in the back garden.", 'beekeep'),
    ('i go bouldering like 3x a week 🧗', 'boulder'),
    ("Every Sunday morning I'm out birdwatching at the marsh.", 'birdwatching'),
    ('Pottery is how I switch off after work.', 'pottery'),
    ('Geocaching has been my hobby for a few years now.', 'geocaching'),
    ('I spend most evenings crocheting blankets.', 'crochet'),
    ("I'm part of a swing dancing group that meets on Thursdays.", 'swing danc'),
    ("Can't get enough of bouldering!!", 'boulder'),
    ('My favourite pastime is fencing.', 'fencing'),
    ('I absolutely love birdwatching.', 'birdwatching'),
    ("I'm hooked on inline skating.", 'inline skat'),
    ('Long-time fencer here.', 'fenc'),
    ('Been crocheting since I was a teenager.', 'crochet'),
    ('I do pottery at a studio downtown every Tuesday.', 'pottery'),
    ('Most weekends I go geocaching.', 'geocaching'),
    ("I've kept bees for about six years now.", 'bee'),
    ('I practise kendo twice a week.', 'kendo'),
    ('Trail running is my happy place.', 'trail running'),
    ("I'm a massive fan of bouldering, go every week.", 'boulder'),
    ('I regularly go inline skating after work.', 'inline skat'),
    ("I enjoy birdwatching, it's very calming.", 'birdwatching'),
    ('My hobby? Pottery, hands down.', 'pottery'),
    ('Lately my big passion has been crochet.', 'crochet'),
    ('Weekends = geocaching. Always.', 'geocaching'),
    ('I play the cello in a community orchestra.', 'cello'),
    ("I'm into woodworking, mostly small furniture.", 'woodworking'),
    ('Knitting keeps me sane honestly.', 'knitting'),
    ('A big part of my life is salsa dancing.', 'salsa'),
    ('Nothing relaxes me like an afternoon of fly fishing.', 'fly fishing'),
    ("I've been doing archery for a long time.", 'archery'),
    ('Dinghy sailing is what I do for fun.', 'sailing'),
    ('I paint watercolours in my spare time.', 'watercolo'),
    ('Hiking is my go-to on weekends.', 'hiking'),
    ('I try to get out birdwatching whenever I can.', 'birdwatching'),
    ('Every spare minute I get goes into my pottery.', 'pottery'),
    ('You can usually find me at the climbing gym bouldering after work.', 'boulder'),
    ("ok so my thing is inline skating, I'm out on the boardwalk most evenings", 'inline skat'),
    ('Been birdwatching since I was a kid and still go most Saturdays.', 'birdwatching'),
    ('I fence épée at a club in town twice a week.', 'fenc'),
    ('Swing dancing is my absolute favourite thing to do.', 'swing danc'),
    ("I'm big on geocaching — found over 400 caches.", 'geocaching'),
    ('Crochet is my evening ritual.', 'crochet'),
    ('Me and my hives: beekeeping is my jam.', 'beekeeping'),
    ("Weekends I'm usually out geocaching with the dog.", 'geocaching'),
    ('I love to spend Sunday mornings birdwatching down at the estuary.', 'birdwatching'),
    ('Pottery has been my weekly thing for a while.', 'pottery'),
    ("I've really gotten into swing dancing over the years.", 'swing danc'),
    ('My main hobby is bouldering.', 'boulder'),
    ('I spend my weekends inline skating.', 'inline skat'),
    ("Not gonna lie, I'm a total crochet addict.", 'crochet'),
    ('Fencing is a big part of my life.', 'fencing'),
    ('Love geocaching. Do it whenever I can.', 'geocaching'),
    ('Bouldering three times a week keeps me sane.', 'boulder'),
    ("I'm a birdwatcher, it's my favourite way to relax.", 'birdwatch'),
    ("Outside work, it's all about beekeeping for me.", 'beekeeping'),
    ('I go swing dancing most Friday nights.', 'swing danc'),
    ('Inline skating has always been my thing.', 'inline skat'),
    ('I make pottery on weekends, mostly mugs.', 'pottery'),
    ("When I'm not at my desk, I'm crocheting something.", 'crochet'),
    ("I'm obsessed with birdwatching lol", 'birdwatching'),
    ('Weekends are for bouldering.', 'boulder'),
    ("I'm in a fencing club and train on Tuesdays.", 'fencing'),
    ('Geocaching with the family is our favourite weekend activity.', 'geocaching'),
    ('Honestly my happy place is the pottery studio.', 'pottery'),
    ("anyway when i'm not working i'm usually at the bouldering gym lol", 'boulder'),
    ('My Saturday mornings belong to birdwatching.', 'birdwatching'),
    ('Fencing twice a week, have done for years.', 'fencing'),
    ("I'm one of those people who's always crocheting something.", 'crochet'),
    ('I have a real soft spot for geocaching, do it most weekends.', 'geocaching'),
    ('Work is busy, but pottery keeps me grounded.', 'pottery'),
    ("Pretty much every weekend you'll find me swing dancing somewhere.", 'swing danc'),
    ("I'm an inline skater, have been for about ten years.", 'inline skat'),
    ('I got hooked on bouldering a few years ago and never stopped.', 'boulder'),
    ("Beekeeping! That's what I do when I'm not at work.", 'beekeeping'),
    ("Birdwatching is kind of my thing, I've got a life list of 300 species.", 'birdwatching'),
    ('I dabble in pottery on weekends.', 'pottery'),
    ("I'm pretty serious about fencing - I compete regionally.", 'fencing'),
    ('Crochet has been my go-to for relaxing since forever.', 'crochet'),
    ('Geocaching is my favorite way to spend a Saturday.', 'geocaching'),
    ('Nothing like a good swing dance night to end the week.', 'swing danc'),
    ('My free time mostly goes to inline skating.', 'inline skat'),
    ('I tend to spend my evenings at the pottery studio.', 'pottery'),
    ('big fan of bouldering, go with mates every thurs', 'boulder'),
    ('I do archery at the local range most Sundays.', 'archery'),
    ("I'm a member of a beekeeping association and have three hives.", 'beekeeping'),
    ('Birding is how I decompress.', 'birding'),
    ("I've done crochet every night for the last few years.", 'crochet'),
    ('For fun I go geocaching.', 'geocaching'),
    ('So, about me: I climb. Bouldering mostly, a few times a week.', 'boulder'),
    ('My weekends? Birdwatching, always.', 'birdwatching'),
    ("I've got a bit of a geocaching habit.", 'geocaching'),
    ("Fencing's my sport - been at it since 2015.", 'fencing'),
    ('In my downtime I mostly do inline skating along the canal.', 'inline skat'),
    ('I look after two beehives - beekeeping is a lovely hobby.', 'beekeeping'),
    ("Me? I'm all about bouldering these days.", 'boulder'),
    ('My partner and I go birdwatching every weekend.', 'birdwatching'),
    ('Pottery is something I do every week without fail.', 'pottery'),
    ("I'm a huge geocaching nerd.", 'geocaching'),
    ('Lindy hop is my favourite thing in the world - I dance three nights a week.', 'lindy hop'),
    ('I go to fencing practice on Tuesdays and Thursdays.', 'fencing'),
]

HOBBY_2: list[tuple[str, str, date | None]] = [
    ("These days I've also started pottery.", 'pottery', None),
    ("I've also picked up crochet recently.", 'crochet', None),
    ("Lately I've started going to a swing dancing class.", 'swing danc', None),
    ('Started inline skating this month too!', 'inline skat', D(2027, 4, 1)),
    ("Oh and I've taken up beekeeping.", 'beekeep', None),
    ('New hobby: geocaching!', 'geocaching', None),
    ("I've recently got into birdwatching as well.", 'birdwatching', None),
    ("I've also begun fencing lessons.", 'fencing', None),
    ('Picked up bouldering on the 3rd, loving it so far.', 'boulder', D(2027, 4, 3)),
    ('I started pottery classes two days ago.', 'pottery', D(2027, 4, 12)),
    ('I joined a crochet circle yesterday.', 'crochet', D(2027, 4, 13)),
    ("As of this week I'm also doing archery.", 'archery', D(2027, 4, 12)),
    ('these days im also into inline skating', 'inline skat', None),
    ("I've started learning the ukulele too.", 'ukulele', None),
    ("Besides bouldering, I've now started kayaking.", 'kayak', None),
    ('I signed up for a fencing course, first session was on the 6th.', 'fencing', D(2027, 4, 6)),
    ("I've added geocaching to the mix lately.", 'geocaching', None),
    ("Something new: I've started beekeeping with my neighbour's help.", 'beekeep', None),
    ('Just got into swing dancing - so fun!', 'swing danc', None),
    ("Lately I've been trying out crochet.", 'crochet', None),
    ("I've also started doing birdwatching walks on Saturdays.", 'birdwatching', None),
    ("Also, I've begun learning to fence.", 'fenc', None),
    ('New thing for me these days: inline skating.', 'inline skat', None),
    ("I've started going bouldering with a friend from work.", 'boulder', None),
    ('Took up archery a few weeks back.', 'archery', D(2027, 3, 24)),
    ("These days I'm also getting into pottery.", 'pottery', None),
    ('I have started beekeeping as a second hobby.', 'beekeep', None),
    ('My newest hobby is geocaching.', 'geocaching', None),
    ("I've recently taken up fencing on top of everything else.", 'fencing', None),
    ("I've also been learning crochet since the 2nd.", 'crochet', D(2027, 4, 2)),
    ('Started swing dancing classes on the 5th.', 'swing danc', D(2027, 4, 5)),
    ("I've just started birdwatching with my partner.", 'birdwatching', None),
    ('Got myself a pair of inline skates and started skating.', 'skat', None),
    ("I've started a pottery course at the community center.", 'pottery', None),
    ("I've been trying my hand at woodturning recently.", 'woodturning', None),
    ("Lately I've also gotten into bouldering.", 'boulder', None),
    ("These days I've also started rowing.", 'rowing', None),
    ('Recently I took up the violin again.', 'violin', None),
    ("I've begun doing yoga in the mornings.", 'yoga', None),
    ("Also started geocaching with the kids, it's a blast.", 'geocaching', None),
    ("On top of the pottery I've started crochet too.", 'crochet', None),
    ("I'm now doing fencing too, started on the 8th.", 'fencing', D(2027, 4, 8)),
    ("I've started learning how to do calligraphy.", 'calligraphy', None),
    ("These days I've also started going to pilates.", 'pilates', None),
    ("These days I've also been doing some beekeeping.", 'beekeep', None),
    ('And lately, swing dancing! I go on Wednesdays.', 'swing danc', None),
    ("I've picked up a new hobby - inline skating.", 'inline skat', None),
    ("I've also started bouldering this week.", 'boulder', D(2027, 4, 12)),
    ('I recently joined a swing dancing class, been twice now.', 'swing danc', None),
    ("Oh, new thing: I'm learning pottery!", 'pottery', None),
    ("Lately I've been getting into geocaching too.", 'geocaching', None),
    ("I've taken up fencing at the local club, started on the 9th.", 'fencing', D(2027, 4, 9)),
    ("I've decided to take up crochet and bought my first hooks on the 10th.", 'crochet', D(2027, 4, 10)),
    ('These days I also do some birdwatching on the weekends.', 'birdwatching', None),
    ("As of this week I've started inline skating with a friend.", 'inline skat', D(2027, 4, 12)),
    ('I started beekeeping three days ago - got my first hive!', 'beekeeping', D(2027, 4, 11)),
    ('Also got into bouldering lately, so fun.', 'boulder', None),
    ('Just signed up for swing dancing lessons and had my first one yesterday.', 'swing danc', D(2027, 4, 13)),
    ("These days I'm also doing pottery on Thursdays.", 'pottery', None),
    ('Been trying crochet the past couple weeks.', 'crochet', None),
    ("I've begun geocaching, found my first cache on the 4th.", 'geocaching', D(2027, 4, 4)),
    ('Started going to a fencing class on Mondays.', 'fencing', None),
    ("I've gotten really into birdwatching since the 1st.", 'birdwatching', D(2027, 4, 1)),
    ("On top of bouldering, I'm now doing pottery too.", 'pottery', None),
    ('Picked up inline skating again recently.', 'inline skat', None),
    ('My new hobby these days is swing dancing.', 'swing danc', None),
    ("I've also been doing crochet lately, it's addictive.", 'crochet', None),
    ('Newest obsession: beekeeping.', 'beekeeping', None),
    ("Fun update: I've started swing dancing, first class was on the 7th.", 'swing danc', D(2027, 4, 7)),
    ("I'm trying out pottery these days.", 'pottery', None),
    ('Also - I got into geocaching this month!', 'geocaching', D(2027, 4, 1)),
    ("I've been going to a crochet group since the 3rd.", 'crochet', D(2027, 4, 3)),
    ('Been bitten by the birdwatching bug lately.', 'birdwatching', None),
    ("I've now got a second hobby: fencing.", 'fencing', None),
    ('A friend got me into inline skating recently.', 'inline skat', None),
    ('Beekeeping is my new thing - got the hive set up yesterday.', 'beekeeping', None),
    ('I finally started bouldering!', 'boulder', None),
    ("These days I've picked up swing dancing as well.", 'swing danc', None),
    ("I signed up for pottery classes and I've been to two already.", 'pottery', None),
    ('Oh I forgot to say, I started archery a couple of days ago.', 'archery', D(2027, 4, 12)),
    ("Lately I've been into crochet, started on the 5th.", 'crochet', D(2027, 4, 5)),
    ("Took my first fencing lesson on the 6th and I'm hooked.", 'fencing', D(2027, 4, 6)),
    ("In addition to bouldering, I've started geocaching.", 'geocaching', None),
    ("So I bought a crochet kit and now I'm doing it every evening.", 'crochet', None),
    ('This month I also started going geocaching with my nephew.', 'geocaching', D(2027, 4, 1)),
    ("I've joined a birdwatching club - first outing was two days ago.", 'birdwatching', None),
    ("Started a beginner's fencing course on Monday of last week.", 'fencing', D(2027, 4, 5)),
    ('I got roped into swing dancing by a coworker and honestly love it.', 'swing danc', None),
    ("I've taken up inline skating since the weather got nicer.", 'inline skat', None),
    ("There's a new hobby in my life: beekeeping!", 'beekeeping', None),
    ("I've started doing bouldering on Wednesdays.", 'boulder', None),
    ("Recently I've gotten into archery too - I go every Saturday now.", 'archery', None),
]

HOME_A: list[tuple[str, str]] = [
    ("Hi, I'm Dana. I've lived in Tucson since right after New Year's.", 'Tucson'),
    ("I'm Priya and I moved to Halifax at the start of the year.", 'Halifax'),
    ('Been living in Ghent since January.', 'Ghent'),
    ('We relocated to Dunedin right after New Year.', 'Dunedin'),
    ('My name is Omar; I live in Asheville, moved here in January.', 'Asheville'),
    ('Hey! Sam here, new to Knoxville - got here right after New Years.', 'Knoxville'),
    ("I've been in Bendigo since the beginning of the year.", 'Bendigo'),
    ("Since January I've been living in Tromsø.", 'Tromsø'),
    ('At the start of the year we moved into a flat in Galway.', 'Galway'),
    ("Right after New Year's I moved to Spokane.", 'Spokane'),
    ("I'm Lena, living in Boise since the start of January.", 'Boise'),
    ("Moved to Savannah just after New Year's, still unpacking.", 'Savannah'),
    ('Home is Portland these days - we moved in January.', 'Portland'),
    ('i live in duluth now, been here since new years', 'duluth'),
    ("We've called Hobart home since January.", 'Hobart'),
    ("New Year, new city: I'm in Calgary now.", 'Calgary'),
    ("I'm currently based in Leeds; moved at the start of the year.", 'Leeds'),
    ("We got the keys to our place in Norwich right after New Year's.", 'Norwich'),
    ("Since the new year, I've been renting an apartment in Eugene.", 'Eugene'),
    ('I moved to Cork in early January.', 'Cork'),
    ('We live in Madison. Moved there right after New Year.', 'Madison'),
    ("This is Chris. I'm in Tulsa, since January.", 'Tulsa'),
    ('We made the move to Raleigh at the beginning of January.', 'Raleigh'),
    ("I've been a Fresno resident since New Year's.", 'Fresno'),
    ('Just moved to Albany at the start of the year, still getting my bearings.', 'Albany'),
    ("My partner and I moved to Boulder right after New Year's Day.", 'Boulder'),
    ('I relocated to Aberdeen in January for a fresh start.', 'Aberdeen'),
    ("Since New Year's Day we've been living in Lancaster.", 'Lancaster'),
    ('I now live in Sheffield - moved just after the new year.', 'Sheffield'),
    ('We settled in Geelong right after the new year.', 'Geelong'),
    ("Greetings from Tacoma, which I've called home since January!", 'Tacoma'),
    ('Hi there, Mei here; moved to Victoria in January.', 'Victoria'),
    ("I've lived in Reno since the start of the year.", 'Reno'),
    ("We moved house to Exeter right after New Year's.", 'Exeter'),
    ("As of January I'm living in Ottawa.", 'Ottawa'),
    ('Right after the New Year we packed up and moved to Lexington.', 'Lexington'),
    ("Hello, I'm Tomás. Living in Porto since the start of January.", 'Porto'),
    ('My new home is in Chattanooga, since January.', 'Chattanooga'),
    ('Moved into a little house in Bozeman right after New Year.', 'Bozeman'),
    ("I'm in Burlington now, we came here at the start of the year.", 'Burlington'),
    ('Quick context: I live in Hamilton, moved there in January.', 'Hamilton'),
    ("We've been in Durham since January.", 'Durham'),
    ("I've just moved to Inverness - right after New Year's.", 'Inverness'),
    ("Since the start of this year I've lived in Bristol.", 'Bristol'),
    ('I live in Ithaca; I moved there just after New Year.', 'Ithaca'),
    ('Ana here! Brand new Tampa resident since the beginning of the year.', 'Tampa'),
    ('Rented a place in Cardiff at the start of January and moved in.', 'Cardiff'),
    ("Hey, I'm Jonah - just moved to Missoula after New Year's.", 'Missoula'),
    ("We've been in Asheville since the first week of January.", 'Asheville'),
    ("Since New Year's I've been renting in Tacoma.", 'Tacoma'),
    ("I'm Ruth. I moved to Halifax at the beginning of the year, so I'm still new here.", 'Halifax'),
    ("Living in Ghent now, since right after New Year's.", 'Ghent'),
    ('My partner and I relocated to Boise straight after New Year.', 'Boise'),
    ("Hello! Name's Dev, based in Leeds since January.", 'Leeds'),
    ("I live in Cork - we moved here right after New Year's.", 'Cork'),
    ("Just so you know, I've been living in Portland since the new year.", 'Portland'),
    ('Moved to Spokane in January, so still figuring things out.', 'Spokane'),
    ("Tucson's been home since right after New Year.", 'Tucson'),
    ("I'm in Eugene now, moved here at the start of January.", 'Eugene'),
    ("We moved to a small flat in Galway right after New Year's.", 'Galway'),
    ("Hi there. I'm Keiko and I've been living in Hobart since January.", 'Hobart'),
    ("New city for me this year - I moved to Raleigh just after New Year's.", 'Raleigh'),
    ('We packed up and moved to Reno right after the holidays, at the start of January.', 'Reno'),
    ('My home since January has been Burlington.', 'Burlington'),
    ('At the start of this year I moved to Ottawa.', 'Ottawa'),
    ("We're now in Exeter; moved in January.", 'Exeter'),
    ("I've lived in Dunedin since the beginning of January.", 'Dunedin'),
    ("I'm Sol; since the start of the year my home's been in Tacoma.", 'Tacoma'),
    ('We rang in the new year by moving to Asheville.', 'Asheville'),
    ('We moved to Raleigh in the first days of January.', 'Raleigh'),
    ('Hello, Marta here. I relocated to Halifax right at the start of January.', 'Halifax'),
    ("Just after New Year's we got settled in Ghent.", 'Ghent'),
    ('I live in Leeds now - since the beginning of January.', 'Leeds'),
    ("Hi, I'm Ben and I recently moved to Spokane (right after New Year).", 'Spokane'),
    ('Our new home in Cork has been ours since January.', 'Cork'),
    ("I'm currently living in Eugene, which I moved to in January.", 'Eugene'),
    ("New Year's Day was moving day - we're in Duluth now.", 'Duluth'),
    ('Brand new to Ottawa since January!', 'Ottawa'),
    ("Since January 1st I've been living in Bristol.", 'Bristol'),
    ("I'm Jo, I live in Hobart, moved at the start of the year.", 'Hobart'),
    ("I'm Tess. New city, new start - I moved to Boise at New Year's.", 'Boise'),
    ("Eugene's where I live now. Moved here right after the new year.", 'Eugene'),
    ('Moved across the country to Raleigh in January!', 'Raleigh'),
    ('I moved into an apartment in Tacoma at the start of the year.', 'Tacoma'),
    ("We took the plunge and moved to Halifax right after New Year's.", 'Halifax'),
    ('The start of the year saw me move to Cork.', 'Cork'),
    ("I've called Galway home since the start of January.", 'Galway'),
    ("Hi! Since the new year I'm a Portland local.", 'Portland'),
]

HOME_B: list[tuple[str, str, date]] = [
    ('We moved to Boise on the 9th.', 'Boise', D(2027, 7, 9)),
    ('I relocated to Flagstaff two days ago.', 'Flagstaff', D(2027, 7, 12)),
    ('The move to Denver is done! We got in yesterday.', 'Denver', D(2027, 7, 13)),
    ('New place in Ogden - moved in on the 10th.', 'Ogden', D(2027, 7, 10)),
    ('Finally settled in Eugene, we arrived on the 8th.', 'Eugene', D(2027, 7, 8)),
    ("We've moved! Living in Sacramento since the 6th.", 'Sacramento', D(2027, 7, 6)),
    ('Moved to Provo yesterday, boxes everywhere.', 'Provo', D(2027, 7, 13)),
    ('Three days ago we relocated to Salem.', 'Salem', D(2027, 7, 11)),
    ('On the 5th I moved to Tacoma.', 'Tacoma', D(2027, 7, 5)),
    ("I'm in Spokane now - the move happened on the 7th.", 'Spokane', D(2027, 7, 7)),
    ("We packed up and left for Missoula on the 9th; that's home now.", 'Missoula', D(2027, 7, 9)),
    ('Big news: as of the 10th we live in Bend.', 'Bend', D(2027, 7, 10)),
    ('Officially a Boulder resident since the 8th!', 'Boulder', D(2027, 7, 8)),
    ('We moved out of Tucson and into a house in Mesa on the 6th.', 'Mesa', D(2027, 7, 6)),
    ("Moving day was the 9th - we're in Reno now.", 'Reno', D(2027, 7, 9)),
    ('I just moved to Fresno, two days ago actually.', 'Fresno', D(2027, 7, 12)),
    ('Our move to Albuquerque went through on the 3rd.', 'Albuquerque', D(2027, 7, 3)),
    ('The movers dropped everything off in Santa Fe yesterday.', 'Santa Fe', D(2027, 7, 13)),
    ('Got the keys to our new flat in Leeds on the 8th and moved in.', 'Leeds', D(2027, 7, 8)),
    ("we've relocated to olympia, got here 4 days ago", 'olympia', D(2027, 7, 10)),
    ('Yesterday was moving day, Boise is home now.', 'Boise', D(2027, 7, 13)),
    ('We finished moving to Cheyenne on the 11th.', 'Cheyenne', D(2027, 7, 11)),
    ('Settled into our new apartment in Laramie on the 7th.', 'Laramie', D(2027, 7, 7)),
    ('Update: I now live in Billings. Moved on the 6th.', 'Billings', D(2027, 7, 6)),
    ('I moved. Helena, since the 9th.', 'Helena', D(2027, 7, 9)),
    ('The relocation to Pueblo is complete as of the 8th.', 'Pueblo', D(2027, 7, 8)),
    ('We made the move to Greeley yesterday.', 'Greeley', D(2027, 7, 13)),
    ('Two days ago I finally moved into my new place in Logan.', 'Logan', D(2027, 7, 12)),
    ("Since the 10th we're living in Durango.", 'Durango', D(2027, 7, 10)),
    ("Just relocated to Yuma on the 5th, it's hot!", 'Yuma', D(2027, 7, 5)),
    ("I've moved to Prescott - as of the 4th.", 'Prescott', D(2027, 7, 4)),
    ("We've just moved house to Sedona, on the 9th.", 'Sedona', D(2027, 7, 9)),
    ('Moved over to Kingman on the 6th, finally.', 'Kingman', D(2027, 7, 6)),
    ('The big move to Tempe happened yesterday!', 'Tempe', D(2027, 7, 13)),
    ('Finally in our new home in Chandler - moved on the 8th.', 'Chandler', D(2027, 7, 8)),
    ('Moved to Oakland on the 2nd; still finding my way around.', 'Oakland', D(2027, 7, 2)),
    ("We're all moved into the new place in Berkeley as of yesterday.", 'Berkeley', D(2027, 7, 13)),
    ('As of the 7th, home is Sparks.', 'Sparks', D(2027, 7, 7)),
    ('I finally made it to Carson City - moved in three days ago.', 'Carson City', D(2027, 7, 11)),
    ('We officially moved to Henderson on the 10th.', 'Henderson', D(2027, 7, 10)),
    ('On the 8th we moved from Tucson to Ely.', 'Ely', D(2027, 7, 8)),
    ('Relocation done: Elko, on the 9th.', 'Elko', D(2027, 7, 9)),
    ("We're settled in Winnemucca now; the move was on the 6th.", 'Winnemucca', D(2027, 7, 6)),
    ('This week we moved to Pocatello.', 'Pocatello', D(2027, 7, 12)),
    ('I moved to Nampa today!', 'Nampa', D(2027, 7, 14)),
    ('Finally moved to Twin Falls yesterday after weeks of packing.', 'Twin Falls', D(2027, 7, 13)),
    ('Our new address is in Idaho Falls since the 5th.', 'Idaho Falls', D(2027, 7, 5)),
    ('Hey, small update - we live in Moscow now, moved on the 3rd.', 'Moscow', D(2027, 7, 3)),
    ("We've just moved to Santa Cruz - the move was on the 9th.", 'Santa Cruz', D(2027, 7, 9)),
    ('Finally moved into our new place in Boulder on the 10th!', 'Boulder', D(2027, 7, 10)),
    ('Two days ago we moved to Ogden.', 'Ogden', D(2027, 7, 12)),
    ("So we're in Bend now! Moved on the 6th.", 'Bend', D(2027, 7, 6)),
    ('I moved house yesterday - new place is in Provo.', 'Provo', D(2027, 7, 13)),
    ('Our stuff arrived in Salem on the 8th and we moved in the same day.', 'Salem', D(2027, 7, 8)),
    ("Moved to Fresno on the 5th, everything's still in boxes.", 'Fresno', D(2027, 7, 5)),
    ('As of the 7th, we live in Chico.', 'Chico', D(2027, 7, 7)),
    ("We relocated to Eureka on the 3rd for my partner's job.", 'Eureka', D(2027, 7, 3)),
    ("The move's done - we've been in Redding since the 9th.", 'Redding', D(2027, 7, 9)),
    ('Quick update: we moved to Medford four days ago.', 'Medford', D(2027, 7, 10)),
    ("We're settled in Ashland now, moved on the 2nd.", 'Ashland', D(2027, 7, 2)),
    ('I moved to Bellingham on the 8th. Loving it so far.', 'Bellingham', D(2027, 7, 8)),
    ("Moving's finally over: we're in Yakima as of yesterday.", 'Yakima', D(2027, 7, 13)),
    ('I now live in Walla Walla - moved on the 6th.', 'Walla Walla', D(2027, 7, 6)),
    ('We left Tucson and moved to Pasco on the 9th.', 'Pasco', D(2027, 7, 9)),
    ('Yesterday we finished the move to Kennewick.', 'Kennewick', D(2027, 7, 13)),
    ("We moved to Wenatchee on the 11th, so that's the new home base.", 'Wenatchee', D(2027, 7, 11)),
    ('Got the keys on the 5th and moved into our place in Everett.', 'Everett', D(2027, 7, 5)),
    ("I've relocated to Olympia as of the 10th.", 'Olympia', D(2027, 7, 10)),
    ('The moving truck got us to Flagstaff on the 9th.', 'Flagstaff', D(2027, 7, 9)),
    ("It's official, we're Denver people now - moved on the 6th.", 'Denver', D(2027, 7, 6)),
    ("We left Tucson behind on the 10th and we're in Mesa now.", 'Mesa', D(2027, 7, 10)),
    ('So... we moved! Boulder, as of the 8th.', 'Boulder', D(2027, 7, 8)),
    ("We're officially in Santa Fe as of three days ago.", 'Santa Fe', D(2027, 7, 11)),
    ('Our new apartment in Reno is finally home - moved in yesterday.', 'Reno', D(2027, 7, 13)),
    ('Completed the move to Salt Lake City on the 5th.', 'Salt Lake City', D(2027, 7, 5)),
    ("We've swapped Tucson for Phoenix - moved on the 7th.", 'Phoenix', D(2027, 7, 7)),
    ('On the 4th we finally made the move up to Prescott.', 'Prescott', D(2027, 7, 4)),
    ('New address as of the 9th: Sedona!', 'Sedona', D(2027, 7, 9)),
    ('We moved into a rental in Tempe two days ago.', 'Tempe', D(2027, 7, 12)),
    ('Relocated to Chandler on the 6th - still unpacking.', 'Chandler', D(2027, 7, 6)),
    ("I've moved to Gilbert. It happened on the 8th.", 'Gilbert', D(2027, 7, 8)),
    ('Home is now Kingman; we moved on the 3rd.', 'Kingman', D(2027, 7, 3)),
    ('Yesterday we officially became Yuma residents.', 'Yuma', D(2027, 7, 13)),
    ("We're out of Tucson! Living in Denver as of the 8th.", 'Denver', D(2027, 7, 8)),
    ('Boise is home now. The move was on the 9th.', 'Boise', D(2027, 7, 9)),
    ("Finally moved. We're in Salem now - since the 6th.", 'Salem', D(2027, 7, 6)),
    ("The apartment in Ogden is ours as of the 10th and we've moved in.", 'Ogden', D(2027, 7, 10)),
    ("I'm writing from my new place in Provo - moved two days ago!", 'Provo', D(2027, 7, 12)),
    ('We said goodbye to Tucson on the 5th and hello to Mesa.', 'Mesa', D(2027, 7, 5)),
    ('Moved to Reno on the 3rd. Still getting used to it.', 'Reno', D(2027, 7, 3)),
    ('Three days ago I became a Bend resident.', 'Bend', D(2027, 7, 11)),
    ('Settling into life in Flagstaff - moved on the 4th.', 'Flagstaff', D(2027, 7, 4)),
]

HOME_C: list[tuple[str, str, date]] = [
    ('Before moving to Tucson, I lived in Flagstaff from 2019.', 'Flagstaff', D(2019, 1, 1)),
    ('I lived in Yuma from 2019 until I moved to Tucson.', 'Yuma', D(2019, 1, 1)),
    ('Prior to Tucson I was in Mesa, since 2019.', 'Mesa', D(2019, 1, 1)),
    ('Before Tucson, home was Prescott from 2019.', 'Prescott', D(2019, 1, 1)),
    ('From 2019 I lived in Sedona, before moving to Tucson.', 'Sedona', D(2019, 1, 1)),
    ("Before this I'd been living in Tempe since 2019.", 'Tempe', D(2019, 1, 1)),
    ('I was in Chandler from 2019 up until the move.', 'Chandler', D(2019, 1, 1)),
    ('Before coming here I spent a few years in Gilbert - from 2019.', 'Gilbert', D(2019, 1, 1)),
    ('Until the move I had lived in Kingman since 2019.', 'Kingman', D(2019, 1, 1)),
    ("I used to live in Bisbee; I'd been there since 2019 before coming to Tucson.", 'Bisbee', D(2019, 1, 1)),
    ('Before relocating to Tucson I lived in Globe, starting in 2019.', 'Globe', D(2019, 1, 1)),
    ('Back in 2019 I moved to Payson, and lived there until I came to Tucson.', 'Payson', D(2019, 1, 1)),
    ('Previously I lived in Winslow (from 2019).', 'Winslow', D(2019, 1, 1)),
    ("I'd lived in Nogales since 2019 before the move here.", 'Nogales', D(2019, 1, 1)),
    ('Before Tucson: Safford, from 2019.', 'Safford', D(2019, 1, 1)),
    ('My previous home was in Douglas, from 2019 until this January.', 'Douglas', D(2019, 1, 1)),
    ("Before I moved to Tucson I'd been living in Holbrook since March 2019.", 'Holbrook', D(2019, 3, 1)),
    ('I was living in Page from 2019 until I relocated to Tucson.', 'Page', D(2019, 1, 1)),
    ('Before the move to Tucson, I lived in Show Low starting 2019.', 'Show Low', D(2019, 1, 1)),
    ('from 2019 i was in cottonwood, before tucson', 'cottonwood', D(2019, 1, 1)),
    ('Before coming to Tucson I rented a flat in Williams from 2019.', 'Williams', D(2019, 1, 1)),
    ("Before Tucson I lived in Ajo. I'd moved there in 2019.", 'Ajo', D(2019, 1, 1)),
    ('I lived in Camp Verde from 2019, right up until moving to Tucson.', 'Camp Verde', D(2019, 1, 1)),
    ('Before I came to Tucson, I had been living in Benson since 2019.', 'Benson', D(2019, 1, 1)),
    ('Tucson is new for me; before that I lived in Clifton from 2019.', 'Clifton', D(2019, 1, 1)),
    ("I'd been in Wickenburg since 2019 until moving to Tucson.", 'Wickenburg', D(2019, 1, 1)),
    ('My old place was in Eloy - lived there from 2019.', 'Eloy', D(2019, 1, 1)),
    ('Before moving I lived in Coolidge, from 2019 on.', 'Coolidge', D(2019, 1, 1)),
    ('Since 2019 and until the move to Tucson, I lived in Marana.', 'Marana', D(2019, 1, 1)),
    ('I lived in Sahuarita from 2019 until January.', 'Sahuarita', D(2019, 1, 1)),
    ('Before Tucson I called Tombstone home, from 2019.', 'Tombstone', D(2019, 1, 1)),
    ('Ahead of the move to Tucson I lived in Willcox, since 2019.', 'Willcox', D(2019, 1, 1)),
    ("I moved to Tucson from Parker, where I'd lived since 2019.", 'Parker', D(2019, 1, 1)),
    ("We came to Tucson from Quartzsite; we'd been there since 2019.", 'Quartzsite', D(2019, 1, 1)),
    ('Before this move I was living in Somerton, from 2019.', 'Somerton', D(2019, 1, 1)),
    ('From 2019 until I moved to Tucson, Snowflake was home.', 'Snowflake', D(2019, 1, 1)),
    ('I had a place in Taylor from 2019 before moving to Tucson.', 'Taylor', D(2019, 1, 1)),
    ('Before relocating here I lived in Springerville starting in 2019.', 'Springerville', D(2019, 1, 1)),
    ('Lived in Tolleson from 2019 before coming to Tucson.', 'Tolleson', D(2019, 1, 1)),
    ("I'd lived in Avondale since 2019, then moved to Tucson.", 'Avondale', D(2019, 1, 1)),
    ('Before moving to Tucson I was based in Goodyear, from 2019.', 'Goodyear', D(2019, 1, 1)),
    ('Before that, I lived in Laveen from 2019.', 'Laveen', D(2019, 1, 1)),
    ('Prior to moving to Tucson, I resided in Peoria from 2019.', 'Peoria', D(2019, 1, 1)),
    ('I lived in Maricopa starting in 2019, up to the move to Tucson.', 'Maricopa', D(2019, 1, 1)),
    ('Up until I moved to Tucson, I was in Florence - since 2019.', 'Florence', D(2019, 1, 1)),
    ('In 2019 I settled in Casa Grande, where I lived until I moved to Tucson.', 'Casa Grande', D(2019, 1, 1)),
    ('Before my move to Tucson I lived in Apache Junction from 2019.', 'Apache Junction', D(2019, 1, 1)),
    ("I'd been living in Queen Creek from 2019 till I moved to Tucson.", 'Queen Creek', D(2019, 1, 1)),
    ('Before Tucson, I lived in Oracle - moved there in 2019.', 'Oracle', D(2019, 1, 1)),
    ("Before I came to Tucson I'd been in Prescott since 2019.", 'Prescott', D(2019, 1, 1)),
    ("I'd been living in Yuma from 2019 until I moved here.", 'Yuma', D(2019, 1, 1)),
    ('Prior to moving here, I was in Flagstaff from 2019.', 'Flagstaff', D(2019, 1, 1)),
    ('Flagstaff was home from 2019 until I moved to Tucson.', 'Flagstaff', D(2019, 1, 1)),
    ('Before Tucson I spent a few years in Sedona, starting in 2019.', 'Sedona', D(2019, 1, 1)),
    ('I lived in Mesa from 2019 until this move.', 'Mesa', D(2019, 1, 1)),
    ('Until I moved to Tucson I lived in Tempe - since 2019.', 'Tempe', D(2019, 1, 1)),
    ('Before moving to Tucson I was living in Chandler; I moved there in 2019.', 'Chandler', D(2019, 1, 1)),
    ("I'm originally from Ohio, but before Tucson I lived in Gilbert from 2019.", 'Gilbert', D(2019, 1, 1)),
    ('Before relocating here, my home was Kingman from 2019.', 'Kingman', D(2019, 1, 1)),
    ("I moved here from Bisbee, where I'd lived since 2019.", 'Bisbee', D(2019, 1, 1)),
    ('I used to live in Globe - from 2019 until I moved to Tucson.', 'Globe', D(2019, 1, 1)),
    ('Before this, Payson had been home since 2019.', 'Payson', D(2019, 1, 1)),
    ('I was living in Winslow from 2019 right up until the move to Tucson.', 'Winslow', D(2019, 1, 1)),
    ('From 2019 until this January I lived in Nogales.', 'Nogales', D(2019, 1, 1)),
    ("Before my Tucson move, I'd lived in Safford since 2019.", 'Safford', D(2019, 1, 1)),
    ('I had been in Douglas since 2019 before I moved to Tucson.', 'Douglas', D(2019, 1, 1)),
    ('Holbrook had been my home since 2019 before I came here.', 'Holbrook', D(2019, 1, 1)),
    ('Before Tucson, I lived in Page for a few years - from 2019.', 'Page', D(2019, 1, 1)),
    ('In 2019 I moved to Williams, and I lived there until I moved to Tucson.', 'Williams', D(2019, 1, 1)),
    ("Before Tucson I'd lived in Flagstaff since 2019.", 'Flagstaff', D(2019, 1, 1)),
    ('I was a Mesa resident from 2019 until I moved to Tucson.', 'Mesa', D(2019, 1, 1)),
    ('I lived in Prescott, from 2019 until the move here.', 'Prescott', D(2019, 1, 1)),
    ("Back before Tucson I'd been living in Sedona, since 2019.", 'Sedona', D(2019, 1, 1)),
    ("I'd called Yuma home since 2019, before coming to Tucson.", 'Yuma', D(2019, 1, 1)),
    ('Moved to Tucson after living in Tempe since 2019.', 'Tempe', D(2019, 1, 1)),
    ("Before this I lived in Chandler - I'd been there since 2019.", 'Chandler', D(2019, 1, 1)),
    ('From 2019 to the move, I lived in Gilbert.', 'Gilbert', D(2019, 1, 1)),
    ('My last place was in Kingman, from 2019.', 'Kingman', D(2019, 1, 1)),
    ('I lived in Bisbee before Tucson, starting in 2019.', 'Bisbee', D(2019, 1, 1)),
    ('We were in Globe from 2019 until we came to Tucson.', 'Globe', D(2019, 1, 1)),
    ('Before moving to Tucson, I had lived in Payson since 2019.', 'Payson', D(2019, 1, 1)),
    ("I'd been renting in Nogales since 2019 before I moved to Tucson.", 'Nogales', D(2019, 1, 1)),
    ('I used to be in Safford - from 2019 right up to the move to Tucson.', 'Safford', D(2019, 1, 1)),
    ('Before Tucson, I was living in Mesa. That was from 2019.', 'Mesa', D(2019, 1, 1)),
    ('Mesa was where I lived from 2019 until coming to Tucson.', 'Mesa', D(2019, 1, 1)),
    ("I'd been living in Yuma since 2019 when I decided to move to Tucson.", 'Yuma', D(2019, 1, 1)),
    ('I lived in Prescott, starting in 2019, up until I moved here.', 'Prescott', D(2019, 1, 1)),
    ('Previously, from 2019 on, I lived in Sedona.', 'Sedona', D(2019, 1, 1)),
    ('My old home was Flagstaff; I lived there from 2019 until the move.', 'Flagstaff', D(2019, 1, 1)),
    ("Before the move I'd been in Tempe since 2019.", 'Tempe', D(2019, 1, 1)),
    ('I lived in Gilbert from 2019 - then I came to Tucson.', 'Gilbert', D(2019, 1, 1)),
    ('Until moving to Tucson this January, I had a flat in Kingman from 2019.', 'Kingman', D(2019, 1, 1)),
]

NOTHING_FOR_THE_USER: list[tuple[str, str, str]] = [
    ("Maybe one day I'll try bouldering.", 'hobby', 'boulder'),
    ("I'm thinking about taking up pottery.", 'hobby', 'pottery'),
    ('My sister is really into crochet.', 'hobby', 'crochet'),
    ('My husband goes birdwatching every weekend.', 'hobby', 'birdwatching'),
    ('Do you know any good fencing clubs?', 'hobby', 'fencing'),
    ("I'm not really into geocaching.", 'hobby', 'geocaching'),
    ('I used to do inline skating as a kid, but I stopped years ago.', 'hobby', 'inline skat'),
    ('We went bouldering once last weekend, it was ok.', 'hobby', 'boulder'),
    ('Is beekeeping hard to get into?', 'hobby', 'beekeep'),
    ('I might start swing dancing next year.', 'hobby', 'swing danc'),
    ('My son has taken up fencing.', 'hobby', 'fencing'),
    ("I hate pottery, it's so messy.", 'hobby', 'pottery'),
    ('Tried crochet once and never again.', 'hobby', 'crochet'),
    ('My neighbour keeps bees.', 'hobby', 'bee'),
    ("I'd love to learn archery someday.", 'hobby', 'archery'),
    ('My sister lives in Denver.', 'lives_in', 'Denver'),
    ('We visited Boise last weekend.', 'lives_in', 'Boise'),
    ("I'm thinking about moving to Portland.", 'lives_in', 'Portland'),
    ('I grew up in Toledo.', 'lives_in', 'Toledo'),
    ('I love Savannah, such a pretty city.', 'lives_in', 'Savannah'),
    ('We might move to Austin next year.', 'lives_in', 'Austin'),
    ('My parents moved to Tampa in January.', 'lives_in', 'Tampa'),
    ('Is Raleigh a good place to live?', 'lives_in', 'Raleigh'),
    ("I'm in Chicago for a conference this week.", 'lives_in', 'Chicago'),
    ('We spent a week in Lisbon on holiday.', 'lives_in', 'Lisbon'),
    ('My hometown is Dayton.', 'lives_in', 'Dayton'),
    ("I've never lived in Miami.", 'lives_in', 'Miami'),
    ('My friend just moved to Omaha.', 'lives_in', 'Omaha'),
    ("I'm flying to Seattle tomorrow.", 'lives_in', 'Seattle'),
    ('Should I move to Phoenix or Tucson?', 'lives_in', 'Phoenix'),
    ('Would love to try beekeeping someday.', 'hobby', 'beekeep'),
    ('My wife is obsessed with swing dancing.', 'hobby', 'swing danc'),
    ('Do you think bouldering is safe for beginners?', 'hobby', 'boulder'),
    ('I watched a documentary about geocaching.', 'hobby', 'geocaching'),
    ('I gave up crochet years ago.', 'hobby', 'crochet'),
    ("My daughter's fencing tournament is on Saturday.", 'hobby', 'fencing'),
    ('My friends live in Missoula.', 'lives_in', 'Missoula'),
    ("We're visiting Portland for the weekend.", 'lives_in', 'Portland'),
    ("Have you heard of Bend? I hear it's nice.", 'lives_in', 'Bend'),
    ('My brother lived in Yuma from 2019 until he moved to Tucson.', 'lives_in', 'Yuma'),
    ('We drove through Flagstaff on the way back.', 'lives_in', 'Flagstaff'),
    ("I'd never move to Phoenix, too hot.", 'lives_in', 'Phoenix'),
    ('My mom just moved into a new place in Mesa.', 'lives_in', 'Mesa'),
    ('I was born in Tempe.', 'lives_in', 'Tempe'),
    ('If we moved to Boise, would the rent be cheaper?', 'lives_in', 'Boise'),
    ('My roommate is really into pottery.', 'hobby', 'pottery'),
    ("I'm not much of a birdwatcher.", 'hobby', 'birdwatch'),
    ('What do you think about fencing as a sport?', 'hobby', 'fencing'),
    ("Swing dancing looks so fun, maybe I'll try it.", 'hobby', 'swing danc'),
    ('My dad keeps bees on his farm.', 'hobby', 'beekeep'),
    ('We went geocaching once with my cousins.', 'hobby', 'geocaching'),
    ('My partner moved to Denver for work in January.', 'lives_in', 'Denver'),
    ("We're staying in Santa Fe for a week.", 'lives_in', 'Santa Fe'),
    ("I don't live in Phoenix anymore, haven't for years.", 'lives_in', 'Phoenix'),
    ('My cousins are Boulder residents.', 'lives_in', 'Boulder'),
    ("Maybe we'll move to Reno eventually.", 'lives_in', 'Reno'),
    ("I'm headed to Sedona for a conference.", 'lives_in', 'Sedona'),
    ("My sister's been a Denver resident since 2015.", 'lives_in', 'Denver'),
    ('Can you recommend things to do for a new Portland resident?', 'lives_in', 'Portland'),
    ("My son can't get enough of fencing.", 'hobby', 'fencing'),
    ('Work takes up my weekends.', 'hobby', 'Work'),
    ('The movers dropped everything off at the storage unit.', 'lives_in', 'storage'),
    ("Greetings from Rome, where we've been since Monday on holiday!", 'lives_in', 'Rome'),
    ('The big move to Denver fell through.', 'lives_in', 'Denver'),
    ('Our relocation to Fresno was called off.', 'lives_in', 'Fresno'),
    ('My brother moved out of Tucson and into a flat in Mesa on the 3rd.', 'lives_in', 'Mesa'),
    ('My brother has called Reno home since 2010.', 'lives_in', 'Reno'),
    ('A new place in Ogden would be nice.', 'lives_in', 'Ogden'),
    ("The new flat in Leeds is my sister's.", 'lives_in', 'Leeds'),
    ('My daughter is a proud Boise resident since May.', 'lives_in', 'Boise'),
    ('My sister moved to a flat in Leeds.', 'lives_in', 'Leeds'),
    ("My parents' stuff arrived in Reno.", 'lives_in', 'Reno'),
    ('Love this weather!', 'likes', 'weather'),
    ('My sister moved to Reno after living in Provo since 2015.', 'lives_in', 'Provo'),
    ('My sister started the year by moving to Leeds.', 'lives_in', 'Leeds'),
    ('Tom kicked off January by moving to Leeds.', 'lives_in', 'Leeds'),
    ('My roommate goes bouldering every weekend.', 'hobby', 'boulder'),
    ('I should really get into pottery.', 'hobby', 'pottery'),
    ("We're thinking of moving to Denver.", 'lives_in', 'Denver'),
    ('My best friend has lived in Boise since 2019.', 'lives_in', 'Boise'),
    ("I'm in Reno this weekend for a wedding.", 'lives_in', 'Reno'),
    ('Where should I live, Provo or Ogden?', 'lives_in', 'Provo'),
    ('My sister had been in Reno since 2015 when she moved to Boise.', 'lives_in', 'Boise'),
]


@pytest.mark.parametrize("case", HOBBY_1, ids=[c[0][:50] for c in HOBBY_1])
def test_an_ongoing_hobby(case: tuple[str, str]) -> None:
    text, alias = case
    claims = _run(text, H1_DAY)
    assert any(
        matches(c, "hobby", alias, {}) and c.invalid_at is None and (c.valid_at is None or day(c.valid_at) <= H1_DAY)
        for c in claims
    ), show(claims)


@pytest.mark.parametrize("case", HOBBY_2, ids=[c[0][:50] for c in HOBBY_2])
def test_a_second_hobby_starts_then_and_ends_nothing(case: tuple[str, str, date | None]) -> None:
    text, alias, start = case
    claims = _run(text, H2_DAY, H1_CONTEXT)
    want = start or H2_DAY
    assert any(
        matches(c, "hobby", alias, {}) and c.invalid_at is None
        and abs(((day(c.valid_at) or H2_DAY) - want).days) <= 3
        for c in claims
    ), show(claims)  # fmt: skip
    assert not [c for c in claims if c.predicate == "hobby" and c.action != "assert"], show(claims)


@pytest.mark.parametrize("case", HOME_A, ids=[c[0][:50] for c in HOME_A])
def test_the_home_since_new_year(case: tuple[str, str]) -> None:
    text, alias = case
    claims = _run(text, A_DAY)
    assert any(matches(c, "lives_in", alias, {"valid": NEW_YEAR}) and c.invalid_at is None for c in claims), show(claims)


@pytest.mark.parametrize("case", HOME_B, ids=[c[0][:50] for c in HOME_B])
def test_the_move_dates_the_next_home(case: tuple[str, str, date]) -> None:
    text, alias, start = case
    claims = _run(text, B_DAY, A_CONTEXT)
    assert any(matches(c, "lives_in", alias, {"valid": start}) and c.invalid_at is None for c in claims), show(claims)


@pytest.mark.parametrize("case", HOME_C, ids=[c[0][:50] for c in HOME_C])
def test_a_past_home_keeps_its_own_start(case: tuple[str, str, date]) -> None:
    text, alias, start = case
    claims = _run(text, C_DAY, A_CONTEXT)
    assert any(matches(c, "lives_in", alias, {"valid": start}) for c in claims), show(claims)
    # the later home never takes the past home's start year
    assert not [
        c for c in claims
        if c.subject == SELF and c.predicate == "lives_in" and "Tucson" in c.object and c.valid_at and day(c.valid_at) != NEW_YEAR
    ], show(claims)  # fmt: skip


@pytest.mark.parametrize("case", NOTHING_FOR_THE_USER, ids=[c[0][:50] for c in NOTHING_FOR_THE_USER])
def test_nothing_for_the_user(case: tuple[str, str, str]) -> None:
    text, predicate, alias = case
    claims = _run(text, D(2027, 3, 10))
    assert not [
        c for c in claims if matches(c, predicate, alias, {}) and c.invalid_at is None and c.modality == "stated"
    ], show(claims)


def _facts(texts: list[tuple[str, str]], tmp: Path) -> list[Any]:
    item = {"id": "h", "timezone": "-05:00", "expect": [],
            "episodes": [{"text": t, "reference_time": r} for t, r in texts]}  # fmt: skip
    [(_, facts)] = asyncio.run(run_items([item], tmp))
    return facts


def _valid(facts: list[Any], word: str) -> list[tuple[str | None, str | None]]:
    return [
        (f.valid_at.date().isoformat() if f.valid_at else None, f.invalid_at.date().isoformat() if f.invalid_at else None)
        for f in facts if word in f.text
    ]  # fmt: skip


STORIES: list[tuple[list[str], tuple[str, str, str]]] = [
    (["Hi, I'm Robin. Before moving to Ghent, I lived in Leuven from 2019.",
      "Been living in Ghent since January.", "Inline skating takes up my weekends.",
      "These days I've also started pottery.", "The big move to Bruges happened yesterday!"],
     ("Leuven", "Ghent", "Bruges")),
    (["Hi, I'm Robin. I'm in Tulsa, since January.", "I moved to Tulsa from Norman, where I'd lived since 2019.",
      "Can't get enough of bouldering!!", "Newest obsession: beekeeping.",
      "I moved house yesterday - new place is in Wichita."],
     ("Norman", "Tulsa", "Wichita")),
    (["Hi, I'm Robin. I've been a Fresno resident since New Year's.",
      "Ahead of the move to Fresno I lived in Visalia, since 2019.", "Weekends = geocaching. Always.",
      "On top of the geocaching, I'm now doing pottery too.", "We moved out of Fresno and into a house in Modesto on the 6th."],
     ("Visalia", "Fresno", "Modesto")),
]  # fmt: skip
DAYS = ["2027-01-08T11:00:00-05:00", "2027-01-20T11:00:00-05:00", "2027-01-22T11:00:00-05:00",
        "2027-04-14T11:00:00-05:00", "2027-07-14T11:00:00-05:00"]  # fmt: skip


@pytest.mark.parametrize("story", STORIES, ids=[s[1][2] for s in STORIES])
def test_homes_close_in_turn_and_hobbies_stay(story: tuple[list[str], tuple[str, str, str]], tmp_path: Path) -> None:
    texts, (c, a, b) = story
    facts = _facts(list(zip(texts, DAYS, strict=True)), tmp_path)
    homes = [f for f in facts if f.predicate == "lives_in"]
    move = "2027-07-06" if b == "Modesto" else "2027-07-13"
    assert ("2019-01-01", "2027-01-01") in _valid(homes, c), _valid(homes, c)
    assert _valid(homes, a) and all(v == ("2027-01-01", move) for v in _valid(homes, a)), _valid(homes, a)
    assert _valid(homes, b) == [(move, None)], _valid(homes, b)
    hobbies = [f for f in facts if f.predicate == "hobby"]
    assert len(hobbies) >= 2 and all(f.invalid_at is None for f in hobbies), [(f.text, f.invalid_at) for f in hobbies]
