"""Build and check tests/data/timeline_paraphrase/en/cust-0N.json from the stories below.

The stories were written by the team for generalisation work on the English extractor: all
content is invented, and every event is worded in a casual, everyday way that the dev files do not
use. Each utterance carries the date rules it states (FORMAT.md, "How dates were derived"); this
script derives every ``valid_from`` / ``valid_to``, the fuzz, ``mentioned_in``, the checkpoints and
the queries from them, and checks the story rules (24 episodes = 19 facts + 4 distractors + 1
re-mention, 16 items with 9 open and 7 closed, no week-relative utterance on a Sunday in local time
or UTC, aliases that never contain each other, query ``as_of`` at least ``fuzzy_days + 2`` from the
boundaries it depends on).

Run: ``python tests/data/timeline_paraphrase/build.py`` (rewrites the JSON files; raises
``AssertionError`` naming the file and rule that failed).
"""

from __future__ import annotations

import calendar
import itertools
import json
import re
import unicodedata
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

YEAR = 2026
OUT = Path(__file__).parent / "en"

# Items: key -> (kind, object, aliases). Utterances: (local time "MM-DD HH:MM", text, role, rules)
# where role is "fact", "distractor" or "remention", and rules maps "key.from"/"key.to" to a rule:
# today, yesterday, ago(N), dom(D), dom_last(D), mon_last_week, first, end_next_month, this_week,
# new_year, year(Y), mention.
STORIES: list[dict[str, Any]] = [
    {
        "name": "Nadia Okafor", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Duluth", ["Duluth"]),
            "residence_A": ("residence", "Lowell", ["Lowell"]),
            "residence_B": ("residence", "Tucson", ["Tucson"]),
            "employer_D": ("employer", "Marrowgate Insurance", ["Marrowgate"]),
            "employer_E": ("employer", "Pinecrest Robotics", ["Pinecrest"]),
            "plan_1": ("plan", "100GB", ["100GB"]),
            "plan_2": ("plan", "500GB", ["500GB"]),
            "plan_3": ("plan", "2TB", ["2TB"]),
            "medication_1": ("medication", "fluticasone", ["fluticasone"]),
            "medication_2": ("medication", "vitamin B12", ["B12"]),
            "pet_1": ("pet", "Barley", ["Barley"]),
            "pet_2": ("pet", "Sprout", ["Sprout"]),
            "outside_role": ("outside_role", "usher at the community theatre", ["usher"]),
            "side_job": ("side_job", "dog walking", ["dog walk"]),
            "hobby_1": ("hobby", "bouldering", ["bouldering"]),
            "hobby_2": ("hobby", "sourdough baking", ["sourdough"]),
        },
        "utterances": [
            ("01-05 10:12", "Hi, I'm Nadia Okafor. We got a place in Lowell right after New Year's and the boxes are still everywhere.", "fact", {"residence_A.from": "new_year"}),
            ("01-09 19:40", "I've been into bouldering for ages, it's basically my weekly therapy.", "fact", {"hobby_1.from": "mention"}),
            ("01-21 21:05", "Before moving to Lowell I'd lived in Duluth since 2019, so the winters here feel mild.", "fact", {"residence_C.from": "year(2019)", "residence_C.to": "=residence_A.from"}),
            ("02-02 08:30", "Signed up for a cloud backup today and picked the 100GB plan to start.", "fact", {"plan_1.from": "today"}),
            ("02-14 12:00", "Any ideas for a Valentine's dinner that isn't pasta?", "distractor", {}),
            ("02-25 09:15", "Work-wise I'm a claims adjuster at Marrowgate Insurance, been with them since 2021.", "fact", {"employer_D.from": "year(2021)"}),
            ("03-11 20:10", "My doctor put me on fluticasone yesterday for the constant sinus stuff.", "fact", {"medication_1.from": "yesterday"}),
            ("03-19 13:20", "Our terrier Barley has been with us since 2018; he's ten pounds of chaos.", "fact", {"pet_1.from": "year(2018)"}),
            ("04-02 18:45", "Quick update on the backup: starting Monday of last week I'm on the 500GB plan.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-09 11:00", "Since the 6th of this month I've been taking vitamin B12 tablets, the doctor says I'm low.", "fact", {"medication_2.from": "dom(6)"}),
            ("04-22 16:30", "There's a new kitten in the house: Sprout. We brought her home two days ago and the dog is very confused.", "fact", {"pet_2.from": "ago(2)"}),
            ("05-04 22:10", "Ugh, the pollen count is off the charts today.", "distractor", {}),
            ("05-19 12:30", "I handed in my notice at Marrowgate today. My last day will be at the end of next month.", "fact", {"employer_D.to": "end_next_month"}),
            ("05-28 19:50", "I packed in the fluticasone this week; my nose finally behaves.", "fact", {"medication_1.to": "this_week"}),
            ("06-08 09:00", "On the 1st I started dog walking on the side for a couple of neighbours. Extra cash!", "fact", {"side_job.from": "dom(1)"}),
            ("06-20 14:00", "Since 2020 I've volunteered as an usher at the Riverside community theatre.", "fact", {"outside_role.from": "year(2020)"}),
            ("07-03 08:10", "First week done: I started at Pinecrest Robotics on the 1st.", "fact", {"employer_E.from": "first"}),
            ("07-20 17:30", "We relocated to Tucson four days ago. The old place feels like a lifetime ago.", "fact", {"residence_B.from": "ago(4)", "residence_A.to": "=residence_B.from"}),
            ("08-11 10:40", "I came off the B12 tablets on the 19th of last month, my levels are fine now.", "fact", {"medication_2.to": "dom_last(19)"}),
            ("08-21 20:00", "Sprout climbed the curtains again, she's fearless.", "remention", {}),
            ("08-26 13:15", "I've also started sourdough baking this week. My first loaf was a brick.", "fact", {"hobby_2.from": "this_week"}),
            ("09-08 18:00", "I bumped my backup plan up to 2TB three days ago, the photos were out of control.", "fact", {"plan_3.from": "ago(3)", "plan_2.to": "=plan_3.from"}),
            ("09-30 12:00", "My brother relocated to Denver last week and keeps sending me mountain photos.", "distractor", {}),
            ("10-15 09:30", "What's a good podcast for a long drive?", "distractor", {}),
        ],
        "abstain": "What is Nadia's favourite football team?",
    },
    {
        "name": "Tom Haskell", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Exeter", ["Exeter"]),
            "residence_A": ("residence", "Norwich", ["Norwich"]),
            "residence_B": ("residence", "Bristol", ["Bristol"]),
            "employer_D": ("employer", "Fenwick Bray Solicitors", ["Fenwick Bray"]),
            "employer_E": ("employer", "Oakhollow Games", ["Oakhollow"]),
            "plan_1": ("plan", "Off-Peak", ["Off-Peak", "Off Peak"]),
            "plan_2": ("plan", "Flex", ["Flex"]),
            "plan_3": ("plan", "Premium", ["Premium"]),
            "medication_1": ("medication", "sertraline", ["sertraline"]),
            "medication_2": ("medication", "ibuprofen", ["ibuprofen"]),
            "pet_1": ("pet", "Mochi", ["Mochi"]),
            "pet_2": ("pet", "Juniper", ["Juniper"]),
            "outside_role": ("outside_role", "volunteer driver for the food bank", ["food bank"]),
            "side_job": ("side_job", "freelance proofreading", ["proofreading"]),
            "hobby_1": ("hobby", "sea swimming", ["sea swim"]),
            "hobby_2": ("hobby", "chess", ["chess"]),
        },
        "utterances": [
            ("01-06 09:00", "Morning! Tom Haskell here. I'm a paralegal at Fenwick Bray Solicitors and have been since 2020.", "fact", {"employer_D.from": "year(2020)"}),
            ("01-08 18:30", "My thing is sea swimming. Cold water, every Saturday, no wetsuit.", "fact", {"hobby_1.from": "mention"}),
            ("01-13 20:00", "We've settled in Norwich; we moved up right after New Year's.", "fact", {"residence_A.from": "new_year"}),
            ("01-26 12:15", "Joined a gym today. I'm on the Off-Peak membership for now.", "fact", {"plan_1.from": "today"}),
            ("02-06 19:45", "Prior to the move to Norwich we spent years in Exeter, from 2017.", "fact", {"residence_C.from": "year(2017)", "residence_C.to": "=residence_A.from"}),
            ("02-19 08:20", "The GP started me on sertraline today. Fingers crossed.", "fact", {"medication_1.from": "today"}),
            ("03-05 21:30", "These days I've also started chess; my first club night was this week.", "fact", {"hobby_2.from": "this_week"}),
            ("03-14 11:00", "Is it normal for a sourdough starter to smell like nail polish?", "distractor", {}),
            ("03-27 17:00", "We adopted Juniper three days ago, a rescue greyhound who sleeps twenty hours a day.", "fact", {"pet_2.from": "ago(3)"}),
            ("04-08 10:30", "From Monday of last week my gym membership is on the Flex tier instead.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-16 14:00", "Mochi, our cat, has been with us since 2021 and she is not a fan of the new dog yet.", "fact", {"pet_1.from": "year(2021)"}),
            ("04-29 09:45", "I've been on ibuprofen since the 27th of this month for my knee.", "fact", {"medication_2.from": "dom(27)"}),
            ("05-13 19:00", "Might switch carriers someday, my signal at home is awful.", "distractor", {}),
            ("05-27 12:30", "It's official: I'm leaving Fenwick Bray at the end of next month. Told them yesterday.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-05 20:15", "I came off sertraline this week, tapered with the GP's blessing.", "fact", {"medication_1.to": "this_week"}),
            ("06-12 08:00", "Since 2022 I've been a volunteer driver for the city food bank.", "fact", {"outside_role.from": "year(2022)"}),
            ("06-24 18:00", "Since the 1st I've been doing freelance proofreading for a small publisher, evenings only.", "fact", {"side_job.from": "dom(1)"}),
            ("07-02 09:00", "New job, new lanyard: my first day at Oakhollow Games was the 1st.", "fact", {"employer_E.from": "first"}),
            ("07-15 13:30", "Sea swimming this morning was glorious, the water's finally warm.", "remention", {}),
            ("08-04 19:30", "We got a place in Bristol and moved in on the 29th of last month.", "fact", {"residence_B.from": "dom_last(29)", "residence_A.to": "=residence_B.from"}),
            ("08-18 10:00", "I quit the ibuprofen on the 10th of last month, the knee's sorted.", "fact", {"medication_2.to": "dom_last(10)"}),
            ("09-03 17:45", "Two days ago I upgraded my gym membership to Premium, mostly for the pool.", "fact", {"plan_3.from": "ago(2)", "plan_2.to": "=plan_3.from"}),
            ("09-25 12:00", "My sister just got a flat in Glasgow, so I'll be visiting a lot.", "distractor", {}),
            ("10-09 16:00", "How long should I rest a brisket after smoking it?", "distractor", {}),
        ],
        "abstain": "What car does Tom drive?",
    },
    {
        "name": "Lucía Benítez", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Boise", ["Boise"]),
            "residence_A": ("residence", "Spokane", ["Spokane"]),
            "residence_B": ("residence", "Olympia", ["Olympia"]),
            "employer_D": ("employer", "Harrow Freight", ["Harrow Freight"]),
            "employer_E": ("employer", "Bluefin Dental Group", ["Bluefin"]),
            "plan_1": ("plan", "Starter", ["Starter"]),
            "plan_2": ("plan", "Standard", ["Standard"]),
            "plan_3": ("plan", "Ultra", ["Ultra"]),
            "medication_1": ("medication", "cetirizine", ["cetirizine"]),
            "medication_2": ("medication", "melatonin", ["melatonin"]),
            "pet_1": ("pet", "Clementine", ["Clementine"]),
            "pet_2": ("pet", "Kiwi", ["Kiwi"]),
            "outside_role": ("outside_role", "volunteer coach of a girls' under-12 soccer team", ["soccer"]),
            "side_job": ("side_job", "weekend shifts at a bike repair shop", ["bike repair"]),
            "hobby_1": ("hobby", "trail running", ["trail run"]),
            "hobby_2": ("hobby", "watercolour painting", ["watercolo"]),
        },
        "utterances": [
            ("01-07 12:00", "Hey, Lucía Benítez here! Signed up for a streaming service today, the Starter tier, just to try it.", "fact", {"plan_1.from": "today"}),
            ("01-09 08:45", "Every weekend I go trail running, rain or shine.", "fact", {"hobby_1.from": "mention"}),
            ("01-12 19:30", "Right after New Year's we relocated to Spokane for my husband's job.", "fact", {"residence_A.from": "new_year"}),
            ("01-28 10:00", "I'm a dispatcher at Harrow Freight. Been there since 2019.", "fact", {"employer_D.from": "year(2019)"}),
            ("02-10 21:00", "Before we came to Spokane, home was Boise, from 2016.", "fact", {"residence_C.from": "year(2016)", "residence_C.to": "=residence_A.from"}),
            ("02-21 13:00", "We've had Clementine, a lop-eared rabbit, since 2022.", "fact", {"pet_1.from": "year(2022)"}),
            ("03-03 18:00", "We're supposed to get a foot of snow this weekend, ugh.", "distractor", {}),
            ("03-16 09:30", "Two days ago I started on cetirizine; spring allergies hit early.", "fact", {"medication_1.from": "ago(2)"}),
            ("03-26 20:00", "Starting Monday of last week we bumped the streaming up to Standard so the kids get their own profiles.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-07 11:00", "I coach a girls' under-12 soccer team as a volunteer, and have since 2019.", "fact", {"outside_role.from": "year(2019)"}),
            ("04-18 15:00", "Meet Kiwi, the budgie we picked up three days ago! The rabbit is unimpressed.", "fact", {"pet_2.from": "ago(3)"}),
            ("05-06 22:00", "Since the 4th of this month I've been taking melatonin to fix my sleep.", "fact", {"medication_2.from": "dom(4)"}),
            ("05-21 12:10", "Just handed in my notice. I'm leaving Harrow Freight at the end of next month.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-04 08:00", "I quit taking cetirizine this week, the pollen's calmed down.", "fact", {"medication_1.to": "this_week"}),
            ("06-10 19:00", "Can you recommend a good sunscreen for kids?", "distractor", {}),
            ("06-17 17:00", "On the 1st I picked up weekend shifts at a bike repair shop, for a little extra money.", "fact", {"side_job.from": "dom(1)"}),
            ("07-06 09:15", "Joined Bluefin Dental Group on the 1st as their office manager.", "fact", {"employer_E.from": "first"}),
            ("07-24 18:40", "We've moved to Olympia! It happened five days ago and the house is still a maze of boxes.", "fact", {"residence_B.from": "ago(5)", "residence_A.to": "=residence_B.from"}),
            ("08-13 10:00", "Stopped the melatonin on the 25th of last month; sleeping fine without it.", "fact", {"medication_2.to": "dom_last(25)"}),
            ("08-27 20:30", "Kiwi has learned to whistle the doorbell sound. Send help.", "remention", {}),
            ("09-02 13:00", "I've also picked up watercolour painting this week, very beginner level.", "fact", {"hobby_2.from": "this_week"}),
            ("09-15 11:30", "Four days ago I moved the streaming plan to Ultra for the 4K.", "fact", {"plan_3.from": "ago(4)", "plan_2.to": "=plan_3.from"}),
            ("09-29 19:00", "My neighbour adopted a rescue dog and it barks at our birds through the window.", "distractor", {}),
            ("10-14 12:00", "Is it too late in the year to plant tulip bulbs?", "distractor", {}),
        ],
        "abstain": "Where did Lucía go to university?",
    },
    {
        "name": "Owen Pryce", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Swansea", ["Swansea"]),
            "residence_A": ("residence", "Leicester", ["Leicester"]),
            "residence_B": ("residence", "York", ["York"]),
            "employer_D": ("employer", "Calloway Print Works", ["Calloway"]),
            "employer_E": ("employer", "Northgate Energy", ["Northgate"]),
            "plan_1": ("plan", "5GB", ["5GB"]),
            "plan_2": ("plan", "30GB", ["30GB"]),
            "plan_3": ("plan", "Unlimited", ["Unlimited"]),
            "medication_1": ("medication", "naproxen", ["naproxen"]),
            "medication_2": ("medication", "omeprazole", ["omeprazole"]),
            "pet_1": ("pet", "Sheldon", ["Sheldon"]),
            "pet_2": ("pet", "Pip", ["Pip"]),
            "outside_role": ("outside_role", "helpline volunteer", ["helpline"]),
            "side_job": ("side_job", "tutoring maths online", ["tutoring"]),
            "hobby_1": ("hobby", "woodworking", ["woodwork"]),
            "hobby_2": ("hobby", "archery", ["archery"]),
        },
        "utterances": [
            ("01-05 18:00", "Hello! Owen Pryce. In my spare time I do a lot of woodworking; the shed is basically a workshop now.", "fact", {"hobby_1.from": "mention"}),
            ("01-08 09:30", "We ended up in Leicester right after New Year's, closer to my parents.", "fact", {"residence_A.from": "new_year"}),
            ("01-19 12:00", "I'm a print technician with Calloway Print Works, since 2017.", "fact", {"employer_D.from": "year(2017)"}),
            ("01-30 20:00", "Before Leicester, I'd been living in Swansea since 2018.", "fact", {"residence_C.from": "year(2018)", "residence_C.to": "=residence_A.from"}),
            ("02-04 08:00", "Since the 3rd of this month I've been taking omeprazole for reflux.", "fact", {"medication_2.from": "dom(3)"}),
            ("02-16 19:00", "Got a new phone plan today, the 5GB one, which should be plenty.", "fact", {"plan_1.from": "today"}),
            ("03-11 17:00", "I've also started archery this week. Hit the target twice!", "fact", {"hobby_2.from": "this_week"}),
            ("03-20 13:00", "Why does my bread always come out dense?", "distractor", {}),
            ("04-01 10:00", "Adopted a rescue kitten two days ago, her name's Pip.", "fact", {"pet_2.from": "ago(2)"}),
            ("04-10 12:00", "Monday of last week I switched my phone plan to 30GB, I kept running out.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-23 18:30", "Sheldon, our old tortoise, has been part of the family since 2015. He ignores the kitten completely.", "fact", {"pet_1.from": "year(2015)"}),
            ("05-05 08:30", "The doctor prescribed naproxen yesterday for my shoulder.", "fact", {"medication_1.from": "yesterday"}),
            ("05-14 20:00", "My last day at Calloway will be at the end of next month. I handed in my notice this morning.", "fact", {"employer_D.to": "end_next_month"}),
            ("05-28 09:00", "Ran out of the naproxen this week and didn't refill it, the shoulder's fine.", "fact", {"medication_1.to": "this_week"}),
            ("06-06 11:00", "I added the sauna add-on to my gym membership, treat yourself, right?", "distractor", {}),
            ("06-13 15:00", "Since 2021 I've volunteered on a helpline for a mental health charity, Tuesday nights.", "fact", {"outside_role.from": "year(2021)"}),
            ("06-22 19:30", "Since the 1st I've been tutoring maths online a few evenings a week, bit of extra income.", "fact", {"side_job.from": "dom(1)"}),
            ("07-02 08:00", "Started at Northgate Energy on the 1st. The coffee is better here.", "fact", {"employer_E.from": "first"}),
            ("07-21 18:00", "We relocated to York four days ago; the view from the walls is unreal.", "fact", {"residence_B.from": "ago(4)", "residence_A.to": "=residence_B.from"}),
            ("08-07 12:00", "Came off the omeprazole on the 20th of last month, the reflux is under control.", "fact", {"medication_2.to": "dom_last(20)"}),
            ("08-20 19:00", "Pip has figured out how to open the treat cupboard.", "remention", {}),
            ("09-09 10:00", "Three days ago I bumped my phone plan up to Unlimited.", "fact", {"plan_3.from": "ago(3)", "plan_2.to": "=plan_3.from"}),
            ("09-24 13:00", "My brother moved to Cardiff last month, he loves it.", "distractor", {}),
            ("10-13 17:00", "What's a good board game for four people?", "distractor", {}),
        ],
        "abstain": "What is Owen's blood type?",
    },
    {
        "name": "Ingrid Solberg", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Dayton", ["Dayton"]),
            "residence_A": ("residence", "Madison", ["Madison"]),
            "residence_B": ("residence", "Ann Arbor", ["Ann Arbor"]),
            "employer_D": ("employer", "Sablewood Bank", ["Sablewood"]),
            "employer_E": ("employer", "Trellis Health", ["Trellis"]),
            "plan_1": ("plan", "Casual", ["Casual"]),
            "plan_2": ("plan", "Commuter", ["Commuter"]),
            "plan_3": ("plan", "All-Access", ["All-Access", "All Access"]),
            "medication_1": ("medication", "montelukast", ["montelukast"]),
            "medication_2": ("medication", "prednisone", ["prednisone"]),
            "pet_1": ("pet", "Rocco", ["Rocco"]),
            "pet_2": ("pet", "Maple", ["Maple"]),
            "outside_role": ("outside_role", "volunteer docent at the science museum", ["docent"]),
            "side_job": ("side_job", "driving for a rideshare app", ["rideshare"]),
            "hobby_1": ("hobby", "birdwatching", ["birdwatch"]),
            "hobby_2": ("hobby", "ukulele", ["ukulele"]),
        },
        "utterances": [
            ("01-06 11:00", "Hi there, I'm Ingrid Solberg. Just after New Year's we made the move to Madison.", "fact", {"residence_A.from": "new_year"}),
            ("01-07 19:15", "Birdwatching is my big hobby, I'm out with binoculars most Saturday mornings.", "fact", {"hobby_1.from": "mention"}),
            ("01-15 12:00", "I work in compliance at Sablewood Bank. I've been there since 2019.", "fact", {"employer_D.from": "year(2019)"}),
            ("01-27 08:30", "Picked up a bike-share pass today, the Casual plan, to get to the office.", "fact", {"plan_1.from": "today"}),
            ("02-12 20:00", "Dayton was home before Madison; we'd been there since 2020.", "fact", {"residence_C.from": "year(2020)", "residence_C.to": "=residence_A.from"}),
            ("02-24 18:00", "Rocco, my African grey parrot, has been with me since 2016 and talks more than I do.", "fact", {"pet_1.from": "year(2016)"}),
            ("03-04 09:00", "The allergist put me on montelukast yesterday.", "fact", {"medication_1.from": "yesterday"}),
            ("03-18 19:00", "Do you think it's worth getting snow tires this late in the season?", "distractor", {}),
            ("04-02 12:30", "I changed the bike-share pass to the Commuter plan starting Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-13 17:00", "On the 10th of this month I started a short course of prednisone for a flare-up.", "fact", {"medication_2.from": "dom(10)"}),
            ("04-27 21:30", "We brought home a puppy three days ago! Her name is Maple and the parrot keeps barking at her.", "fact", {"pet_2.from": "ago(3)"}),
            ("05-12 10:00", "Since 2022 I've been a volunteer docent at the science museum on Sundays.", "fact", {"outside_role.from": "year(2022)"}),
            ("06-03 12:00", "I've resigned from Sablewood Bank, effective the end of next month. My manager took it well.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-11 19:00", "I'm off the montelukast as of this week, breathing's been great.", "fact", {"medication_1.to": "this_week"}),
            ("06-20 10:00", "On the 1st I started driving for a rideshare app on weekends, for extra cash.", "fact", {"side_job.from": "dom(1)"}),
            ("07-07 13:00", "Any tips for keeping a puppy cool in a heatwave?", "distractor", {}),
            ("07-16 20:00", "Maple passed her puppy training class, proud parent moment.", "remention", {}),
            ("08-03 09:00", "On the 29th of last month we settled in Ann Arbor, finally.", "fact", {"residence_B.from": "dom_last(29)", "residence_A.to": "=residence_B.from"}),
            ("08-05 18:00", "My first day at Trellis Health was the 1st, and I already have a desk plant.", "fact", {"employer_E.from": "first"}),
            ("08-17 12:00", "Finished my course of prednisone on the 14th of last month, no more flare-ups.", "fact", {"medication_2.to": "dom_last(14)"}),
            ("09-01 19:30", "These days I've also started the ukulele, took my first lesson this week.", "fact", {"hobby_2.from": "this_week"}),
            ("09-18 10:00", "Two days ago I upgraded my bike-share to the All-Access pass.", "fact", {"plan_3.from": "ago(2)", "plan_2.to": "=plan_3.from"}),
            ("10-01 12:00", "My friend relocated to Phoenix and says it's still ninety degrees there.", "distractor", {}),
            ("10-16 16:00", "Can you suggest a book for a long flight?", "distractor", {}),
        ],
        "abstain": "What is Ingrid's favourite band?",
    },
    # cust-06..08 were written after the first round of extractor changes, as a fresh check.
    {
        "name": "Marcus Delaney", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Richmond", ["Richmond"]),
            "residence_A": ("residence", "Raleigh", ["Raleigh"]),
            "residence_B": ("residence", "Savannah", ["Savannah"]),
            "employer_D": ("employer", "Copperline Media", ["Copperline"]),
            "employer_E": ("employer", "Halvorsen Labs", ["Halvorsen"]),
            "plan_1": ("plan", "Essentials", ["Essentials"]),
            "plan_2": ("plan", "Boost", ["Boost"]),
            "plan_3": ("plan", "Ultimate", ["Ultimate"]),
            "medication_1": ("medication", "loratadine", ["loratadine"]),
            "medication_2": ("medication", "magnesium", ["magnesium"]),
            "pet_1": ("pet", "Pumpkin", ["Pumpkin"]),
            "pet_2": ("pet", "Scout", ["Scout"]),
            "outside_role": ("outside_role", "volunteer Little League coach", ["Little League"]),
            "side_job": ("side_job", "driving for a grocery delivery app", ["grocery delivery"]),
            "hobby_1": ("hobby", "fly fishing", ["fly fish"]),
            "hobby_2": ("hobby", "rowing", ["rowing"]),
        },
        "utterances": [
            ("01-06 09:30", "Hey, I'm Marcus Delaney. First order of business: I picked up a new phone plan today, their Essentials tier.", "fact", {"plan_1.from": "today"}),
            ("01-08 18:00", "Fly fishing is what I do every chance I get, rain or shine.", "fact", {"hobby_1.from": "mention"}),
            ("01-14 12:00", "We've been settled in Raleigh since right after New Year's.", "fact", {"residence_A.from": "new_year"}),
            ("01-26 20:30", "Workwise, I produce podcasts for Copperline Media and have done so since 2020.", "fact", {"employer_D.from": "year(2020)"}),
            ("02-09 08:15", "Before coming down to Raleigh, we'd spent years in Richmond, from 2018.", "fact", {"residence_C.from": "year(2018)", "residence_C.to": "=residence_A.from"}),
            ("02-20 19:00", "Our old tabby, Pumpkin, has been around since 2014.", "fact", {"pet_1.from": "year(2014)"}),
            ("03-05 10:00", "The allergist started me on loratadine today.", "fact", {"medication_1.from": "today"}),
            ("03-17 13:00", "Happy St. Patrick's Day! Any good soda bread recipes?", "distractor", {}),
            ("04-01 21:00", "Phone plan update: starting Monday of last week I'm on Boost, the old data cap was killing me.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-14 09:00", "Since the 13th of this month I've been taking magnesium at night for cramps.", "fact", {"medication_2.from": "dom(13)"}),
            ("04-25 16:00", "We've got a new addition: a beagle puppy called Scout, home three days ago.", "fact", {"pet_2.from": "ago(3)"}),
            ("05-08 12:00", "My cousin just relocated to Austin and won't stop talking about tacos.", "distractor", {}),
            ("05-26 18:30", "Told Copperline today that I'm moving on. My final day there is the end of next month.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-03 08:00", "I'm not bothering with the loratadine anymore, I stopped it this week.", "fact", {"medication_1.to": "this_week"}),
            ("06-12 20:00", "Since 2020 I've volunteered as a Little League coach on Saturday mornings.", "fact", {"outside_role.from": "year(2020)"}),
            ("06-24 19:00", "Since the 1st I've been driving for a grocery delivery app on weekends to make some extra money.", "fact", {"side_job.from": "dom(1)"}),
            ("07-08 09:00", "On the 1st I joined Halvorsen Labs as a senior producer.", "fact", {"employer_E.from": "first"}),
            ("07-23 17:00", "We moved into a rental in Savannah three days ago, the humidity is wild.", "fact", {"residence_B.from": "ago(3)", "residence_A.to": "=residence_B.from"}),
            ("08-12 10:00", "I wrapped up the magnesium on the 8th of last month, the cramps are gone.", "fact", {"medication_2.to": "dom_last(8)"}),
            ("08-28 19:00", "Scout chewed through a phone charger, we're fine, the vet says he's fine too.", "remention", {}),
            ("09-02 12:00", "These days I've also started rowing, my first session with the club was this week.", "fact", {"hobby_2.from": "this_week"}),
            ("09-14 18:00", "Went up to Ultimate on the phone plan four days ago because of all the hotspot use.", "fact", {"plan_3.from": "ago(4)", "plan_2.to": "=plan_3.from"}),
            ("09-28 12:00", "I might switch carriers someday if the coverage doesn't improve.", "distractor", {}),
            ("10-13 09:00", "What's a quick weeknight dinner that isn't tacos again?", "distractor", {}),
        ],
        "abstain": "What is Marcus's shoe size?",
    },
    {
        "name": "Aisha Kamara", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Reading", ["Reading"]),
            "residence_A": ("residence", "Brighton", ["Brighton"]),
            "residence_B": ("residence", "Edinburgh", ["Edinburgh"]),
            "employer_D": ("employer", "Tallis & Crane", ["Tallis & Crane", "Tallis"]),
            "employer_E": ("employer", "Meridian Health Trust", ["Meridian"]),
            "plan_1": ("plan", "Solo", ["Solo"]),
            "plan_2": ("plan", "Duo", ["Duo"]),
            "plan_3": ("plan", "Family", ["Family plan", "Family box"]),
            "medication_1": ("medication", "propranolol", ["propranolol"]),
            "medication_2": ("medication", "folic acid", ["folic acid"]),
            "pet_1": ("pet", "Hazel", ["Hazel"]),
            "pet_2": ("pet", "Tripod", ["Tripod"]),
            "outside_role": ("outside_role", "school governor", ["governor"]),
            "side_job": ("side_job", "teaching a Saturday yoga class", ["yoga class"]),
            "hobby_1": ("hobby", "open-water swimming", ["open-water swim", "open water swim"]),
            "hobby_2": ("hobby", "cello", ["cello"]),
        },
        "utterances": [
            ("01-05 08:30", "Hello, Aisha Kamara here. We got the keys to a flat in Brighton right after New Year's.", "fact", {"residence_A.from": "new_year"}),
            ("01-10 10:00", "Honestly, open-water swimming is my happy place; I'm in the sea most mornings.", "fact", {"hobby_1.from": "mention"}),
            ("01-20 19:00", "I'm an associate at Tallis & Crane, the law firm, since 2019.", "fact", {"employer_D.from": "year(2019)"}),
            ("01-29 12:00", "Signed up for a recipe box today, the Solo plan to start.", "fact", {"plan_1.from": "today"}),
            ("02-11 18:00", "Before Brighton we were in Reading, since 2019 actually.", "fact", {"residence_C.from": "year(2019)", "residence_C.to": "=residence_A.from"}),
            ("02-23 09:00", "I've had my rabbit, Hazel, since 2017; she rules the flat.", "fact", {"pet_1.from": "year(2017)"}),
            ("03-09 20:00", "The GP prescribed propranolol yesterday for the migraines.", "fact", {"medication_1.from": "yesterday"}),
            ("03-21 12:00", "Is it weird to put marmite on porridge?", "distractor", {}),
            ("04-03 18:00", "We went from Solo to Duo on the recipe box starting Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-15 08:00", "I've been on folic acid since the 14th of this month.", "fact", {"medication_2.from": "dom(14)"}),
            ("04-28 19:00", "We rescued a three-legged cat four days ago and named him Tripod.", "fact", {"pet_2.from": "ago(4)"}),
            ("05-12 13:00", "Gave notice at Tallis & Crane this morning; I leave at the end of next month.", "fact", {"employer_D.to": "end_next_month"}),
            ("05-30 10:00", "I've weaned myself off the propranolol this week, no migraines lately.", "fact", {"medication_1.to": "this_week"}),
            ("06-09 12:00", "My brother got a place in Leeds and wants me to help him paint.", "distractor", {}),
            ("06-16 18:00", "I've been a school governor since 2021, unpaid of course.", "fact", {"outside_role.from": "year(2021)"}),
            ("06-27 09:00", "I started teaching a Saturday yoga class at the leisure centre on the 1st; it's paid per session.", "fact", {"side_job.from": "dom(1)"}),
            ("07-03 17:00", "Meridian Health Trust is my new employer as of the 1st.", "fact", {"employer_E.from": "first"}),
            ("07-18 11:00", "Tripod has learned to open the cupboard with his one front paw.", "remention", {}),
            ("08-04 20:00", "We made the big move to Edinburgh on the 27th of last month.", "fact", {"residence_B.from": "dom_last(27)", "residence_A.to": "=residence_B.from"}),
            ("08-19 09:00", "I stopped the folic acid on the 3rd of last month.", "fact", {"medication_2.to": "dom_last(3)"}),
            ("08-26 19:00", "I've also started learning the cello this week, my neighbours are very patient.", "fact", {"hobby_2.from": "this_week"}),
            ("09-10 12:00", "Five days ago we moved the recipe box up to the Family plan.", "fact", {"plan_3.from": "ago(5)", "plan_2.to": "=plan_3.from"}),
            ("09-24 18:00", "Added the dessert add-on to the recipe box, no regrets.", "distractor", {}),
            ("10-08 10:00", "Any tips for a first Scottish winter?", "distractor", {}),
        ],
        "abstain": "What is Aisha's favourite film?",
    },
    {
        "name": "Hannah Vogel", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Wichita", ["Wichita"]),
            "residence_A": ("residence", "Tulsa", ["Tulsa"]),
            "residence_B": ("residence", "Omaha", ["Omaha"]),
            "employer_D": ("employer", "Redbud Credit Union", ["Redbud"]),
            "employer_E": ("employer", "Lumen Freight", ["Lumen"]),
            "plan_1": ("plan", "50GB", ["50GB"]),
            "plan_2": ("plan", "200GB", ["200GB"]),
            "plan_3": ("plan", "1TB", ["1TB"]),
            "medication_1": ("medication", "famotidine", ["famotidine"]),
            "medication_2": ("medication", "vitamin D drops", ["vitamin D"]),
            "pet_1": ("pet", "Waffles", ["Waffles"]),
            "pet_2": ("pet", "Mango", ["Mango"]),
            "outside_role": ("outside_role", "volunteer firefighter", ["firefighter"]),
            "side_job": ("side_job", "bookkeeping for a friend's bakery", ["bookkeeping"]),
            "hobby_1": ("hobby", "rock climbing", ["rock climb"]),
            "hobby_2": ("hobby", "birding", ["birding"]),
        },
        "utterances": [
            ("01-07 12:00", "Hi! I'm Hannah Vogel. Right after New Year's we moved into a little house in Tulsa.", "fact", {"residence_A.from": "new_year"}),
            ("01-12 19:30", "I do a ton of rock climbing; it's how I spend most weekends.", "fact", {"hobby_1.from": "mention"}),
            ("01-22 09:00", "I've worked as a loan officer at Redbud Credit Union since 2020.", "fact", {"employer_D.from": "year(2020)"}),
            ("02-03 18:00", "Started paying for cloud storage today, just the 50GB tier.", "fact", {"plan_1.from": "today"}),
            ("02-16 20:00", "Prior to Tulsa, Wichita had been home since 2016.", "fact", {"residence_C.from": "year(2016)", "residence_C.to": "=residence_A.from"}),
            ("02-27 08:00", "We've had Waffles, our corgi, since 2019.", "fact", {"pet_1.from": "year(2019)"}),
            ("03-12 21:00", "Two days ago I started on famotidine for the heartburn.", "fact", {"medication_1.from": "ago(2)"}),
            ("03-25 12:00", "Do you know if tulips come back every year?", "distractor", {}),
            ("04-08 19:00", "The storage was full, so starting Monday of last week I'm paying for 200GB.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-20 10:00", "Since the 18th of this month I've been giving myself vitamin D drops every morning.", "fact", {"medication_2.from": "dom(18)"}),
            ("05-04 18:00", "A second cat moved in with us two days ago; we named her Mango.", "fact", {"pet_2.from": "ago(2)"}),
            ("05-18 12:00", "Handed in my notice at Redbud today. I'm done there at the end of next month.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-05 19:00", "I quit the famotidine this week; turns out it was just stress.", "fact", {"medication_1.to": "this_week"}),
            ("06-14 10:00", "My sister's thinking of moving to Denver, which I think is a great idea.", "distractor", {}),
            ("06-19 18:00", "I'm a volunteer firefighter in town and have been since 2018.", "fact", {"outside_role.from": "year(2018)"}),
            ("06-25 20:00", "I've been doing bookkeeping for a friend's bakery since the 1st, paid by the hour.", "fact", {"side_job.from": "dom(1)"}),
            ("07-06 09:00", "First week at Lumen Freight done! I started there on the 1st.", "fact", {"employer_E.from": "first"}),
            ("07-22 19:00", "We relocated to Omaha two days ago and the boxes have taken over.", "fact", {"residence_B.from": "ago(2)", "residence_A.to": "=residence_B.from"}),
            ("08-13 12:00", "I stopped the vitamin D drops on the 11th of last month.", "fact", {"medication_2.to": "dom_last(11)"}),
            ("08-27 18:00", "I've also started birding this week, I bought binoculars and everything.", "fact", {"hobby_2.from": "this_week"}),
            ("09-08 12:00", "Waffles has decided Mango is her best friend.", "remention", {}),
            ("09-16 10:00", "Three days ago I bumped the cloud storage up to 1TB.", "fact", {"plan_3.from": "ago(3)", "plan_2.to": "=plan_3.from"}),
            ("10-01 12:00", "Our neighbors just got a puppy and it cries all night.", "distractor", {}),
            ("10-15 09:00", "Can you recommend a good beginner shoe for the gym?", "distractor", {}),
        ],
        "abstain": "What is Hannah's middle name?",
    },
    # cust-09..10 were written after the second round of changes, as a last fresh check.
    {
        "name": "Rafael Ortiz", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Coventry", ["Coventry"]),
            "residence_A": ("residence", "Bath", ["Bath"]),
            "residence_B": ("residence", "Plymouth", ["Plymouth"]),
            "employer_D": ("employer", "Ashgrove Architects", ["Ashgrove"]),
            "employer_E": ("employer", "Kittiwake Software", ["Kittiwake"]),
            "plan_1": ("plan", "Saver", ["Saver"]),
            "plan_2": ("plan", "Everyday", ["Everyday"]),
            "plan_3": ("plan", "Max Data", ["Max Data"]),
            "medication_1": ("medication", "sumatriptan", ["sumatriptan"]),
            "medication_2": ("medication", "cod liver oil capsules", ["cod liver oil"]),
            "pet_1": ("pet", "Jasper", ["Jasper"]),
            "pet_2": ("pet", "Dot", ["Dot"]),
            "outside_role": ("outside_role", "volunteer marshal at the parkrun", ["parkrun"]),
            "side_job": ("side_job", "wedding photography", ["wedding photo"]),
            "hobby_1": ("hobby", "chess", ["chess"]),
            "hobby_2": ("hobby", "learning Welsh", ["Welsh"]),
        },
        "utterances": [
            ("01-05 19:00", "Evening! Rafael Ortiz. We're finally in Bath, we moved right after New Year's.", "fact", {"residence_A.from": "new_year"}),
            ("01-09 08:00", "Chess is a big part of my week; I play at a club every Thursday.", "fact", {"hobby_1.from": "mention"}),
            ("01-16 12:00", "Professionally, I'm an architect with Ashgrove Architects; I've been with them since 2015.", "fact", {"employer_D.from": "year(2015)"}),
            ("01-27 18:30", "Today I switched carriers and went onto the Saver plan.", "fact", {"plan_1.from": "today"}),
            ("02-10 09:00", "We lived in Coventry from 2017 until we came to Bath.", "fact", {"residence_C.from": "year(2017)", "residence_C.to": "=residence_A.from"}),
            ("02-22 14:00", "Jasper, my greyhound, has been my shadow since 2019.", "fact", {"pet_1.from": "year(2019)"}),
            ("03-10 20:00", "The neurologist prescribed sumatriptan yesterday.", "fact", {"medication_1.from": "yesterday"}),
            ("03-24 11:00", "Do you know any good podcasts about the history of buildings?", "distractor", {}),
            ("04-09 19:00", "Phone stuff: starting Monday of last week I've moved up to the Everyday plan.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-20 08:00", "I've been taking cod liver oil capsules since the 2nd of this month.", "fact", {"medication_2.from": "dom(2)"}),
            ("05-01 18:00", "We welcomed a tortoise called Dot into the family two days ago.", "fact", {"pet_2.from": "ago(2)"}),
            ("05-15 12:00", "I've told Ashgrove I'm going. I'll be working there until the end of next month.", "fact", {"employer_D.to": "end_next_month"}),
            ("05-29 19:00", "I've given the sumatriptan up this week; the headaches have eased off.", "fact", {"medication_1.to": "this_week"}),
            ("06-06 10:00", "My flatmate is moving to Bristol, so I need to find someone new.", "distractor", {}),
            ("06-13 09:00", "Since 2022 I've been a volunteer marshal at our local parkrun.", "fact", {"outside_role.from": "year(2022)"}),
            ("06-22 20:00", "On the 1st I started doing wedding photography at weekends for some extra income.", "fact", {"side_job.from": "dom(1)"}),
            ("07-02 09:00", "I've been at Kittiwake Software since the 1st, it's a lovely team.", "fact", {"employer_E.from": "first"}),
            ("07-20 18:00", "Four days ago we moved house to Plymouth; the old city already feels far away.", "fact", {"residence_B.from": "ago(4)", "residence_A.to": "=residence_B.from"}),
            ("08-14 12:00", "I gave up the cod liver oil capsules on the 17th of last month.", "fact", {"medication_2.to": "dom_last(17)"}),
            ("08-26 19:00", "I've also begun learning Welsh this week, the mutations are brutal.", "fact", {"hobby_2.from": "this_week"}),
            ("09-05 10:00", "Dot escaped into the garden again, slowly.", "remention", {}),
            ("09-15 18:00", "Three days ago the phone went onto Max Data, I'd been hitting the cap.", "fact", {"plan_3.from": "ago(3)", "plan_2.to": "=plan_3.from"}),
            ("09-29 12:00", "I was thinking of trying a gym, but their add-ons are a rip-off.", "distractor", {}),
            ("10-12 09:00", "What's the best way to keep a tortoise warm in winter?", "distractor", {}),
        ],
        "abstain": "What is Rafael's favourite dessert?",
    },
    {
        "name": "Grace Liu", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Columbus", ["Columbus"]),
            "residence_A": ("residence", "Pittsburgh", ["Pittsburgh"]),
            "residence_B": ("residence", "Buffalo", ["Buffalo"]),
            "employer_D": ("employer", "Stonebridge Hospital", ["Stonebridge"]),
            "employer_E": ("employer", "Cedarview Clinic", ["Cedarview"]),
            "plan_1": ("plan", "Bronze", ["Bronze"]),
            "plan_2": ("plan", "Silver", ["Silver"]),
            "plan_3": ("plan", "Gold", ["Gold"]),
            "medication_1": ("medication", "escitalopram", ["escitalopram"]),
            "medication_2": ("medication", "ferrous sulfate", ["ferrous"]),
            "pet_1": ("pet", "Sunny", ["Sunny"]),
            "pet_2": ("pet", "Nibbles", ["Nibbles"]),
            "outside_role": ("outside_role", "volunteer adult literacy tutor", ["literacy"]),
            "side_job": ("side_job", "weekend shifts at an urgent care", ["urgent care"]),
            "hobby_1": ("hobby", "knitting", ["knitting"]),
            "hobby_2": ("hobby", "salsa", ["salsa"]),
        },
        "utterances": [
            ("01-06 12:00", "Hi, Grace Liu here. We moved to Pittsburgh right after New Year's, the hills are no joke.", "fact", {"residence_A.from": "new_year"}),
            ("01-08 21:00", "Most evenings I unwind with a bit of knitting.", "fact", {"hobby_1.from": "mention"}),
            ("01-19 07:30", "I'm a nurse at Stonebridge Hospital, have been since 2018.", "fact", {"employer_D.from": "year(2018)"}),
            ("02-02 18:00", "Joined the gym near us today, Bronze membership for now.", "fact", {"plan_1.from": "today"}),
            ("02-13 12:00", "Until the move to Pittsburgh, we'd been in Columbus since 2020.", "fact", {"residence_C.from": "year(2020)", "residence_C.to": "=residence_A.from"}),
            ("02-26 20:00", "We've had our parakeet Sunny since 2021; he sings along to the radio.", "fact", {"pet_1.from": "year(2021)"}),
            ("03-11 09:00", "Started escitalopram today, low dose.", "fact", {"medication_1.from": "today"}),
            ("03-23 12:00", "Any idea how to get wax out of a tablecloth?", "distractor", {}),
            ("04-07 19:00", "Starting Monday of last week I'm a Silver member at the gym.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-16 08:00", "The doctor has had me on ferrous sulfate since the 15th of this month.", "fact", {"medication_2.from": "dom(15)"}),
            ("04-30 19:00", "Three days ago the kids talked me into a hamster; his name's Nibbles.", "fact", {"pet_2.from": "ago(3)"}),
            ("05-14 12:00", "My brother relocated to Seattle and keeps complaining about the rain.", "distractor", {}),
            ("05-26 21:00", "I handed in my notice at Stonebridge, and my last shift will be at the end of next month.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-04 18:00", "I tapered off escitalopram this week, feeling steady.", "fact", {"medication_1.to": "this_week"}),
            ("06-11 19:00", "I volunteer with a literacy nonprofit, tutoring adults, and have done since 2019.", "fact", {"outside_role.from": "year(2019)"}),
            ("06-20 09:00", "Since the 1st I've been picking up weekend shifts at an urgent care, extra money for the move.", "fact", {"side_job.from": "dom(1)"}),
            ("07-06 07:00", "I've been at Cedarview Clinic since the 1st and I already love my commute.", "fact", {"employer_E.from": "first"}),
            ("07-21 20:00", "Sunny has learned to say good morning.", "remention", {}),
            ("08-03 18:00", "We officially moved to Buffalo on the 30th of last month.", "fact", {"residence_B.from": "dom_last(30)", "residence_A.to": "=residence_B.from"}),
            ("08-18 10:00", "Done with the ferrous sulfate as of the 21st of last month.", "fact", {"medication_2.to": "dom_last(21)"}),
            ("08-27 19:00", "These days I've also started going to a salsa class; my first one was this week.", "fact", {"hobby_2.from": "this_week"}),
            ("09-11 12:00", "Two days ago I went up to Gold at the gym for the pool access.", "fact", {"plan_3.from": "ago(2)", "plan_2.to": "=plan_3.from"}),
            ("09-25 12:00", "I might get a cat someday, but the hamster would not approve.", "distractor", {}),
            ("10-14 18:00", "What should I pack for a long hospital shift?", "distractor", {}),
        ],
        "abstain": "What is Grace's favourite holiday destination?",
    },
    # cust-11..15 were written after the third round of changes, before looking at the extractor's
    # output on them: passive voice, fragments, the date before or after the event, several
    # sentences per utterance, other kinds of plan (broadband, audiobooks, a car wash, a wine club),
    # medicine, pet, role and hobby.
    {
        "name": "Priya Raman", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Sheffield", ["Sheffield"]),
            "residence_A": ("residence", "Harrogate", ["Harrogate"]),
            "residence_B": ("residence", "Cheltenham", ["Cheltenham"]),
            "employer_D": ("employer", "Wexley Borough Council", ["Wexley"]),
            "employer_E": ("employer", "Foxglove Analytics", ["Foxglove"]),
            "plan_1": ("plan", "Fibre 150", ["Fibre 150"]),
            "plan_2": ("plan", "Fibre 500", ["Fibre 500"]),
            "plan_3": ("plan", "Gigabit", ["Gigabit"]),
            "medication_1": ("medication", "salbutamol", ["salbutamol"]),
            "medication_2": ("medication", "glucosamine", ["glucosamine"]),
            "pet_1": ("pet", "Nutmeg", ["Nutmeg"]),
            "pet_2": ("pet", "Ziggy", ["Ziggy"]),
            "outside_role": ("outside_role", "Cub Scout leader", ["Cub Scout"]),
            "side_job": ("side_job", "selling hand-poured candles on Etsy", ["candle"]),
            "hobby_1": ("hobby", "pottery", ["pottery"]),
            "hobby_2": ("hobby", "fencing", ["fencing"]),
        },
        "utterances": [
            ("01-05 09:10", "Priya Raman, hello. Quick bit of context for you: the new year brought a new address, we're in Harrogate now.", "fact", {"residence_A.from": "new_year"}),
            ("01-09 20:00", "Pottery night again. Wheel-throwing is my favourite way to switch off after work.", "fact", {"hobby_1.from": "mention"}),
            ("01-16 12:30", "I'm a planning officer. Wexley Borough Council has employed me since 2018.", "fact", {"employer_D.from": "year(2018)"}),
            ("01-27 18:00", "Broadband's finally in at the new house. Went for Fibre 150, and it was activated today.", "fact", {"plan_1.from": "today"}),
            ("02-08 11:00", "For the record, Sheffield was where we lived from 2016, right up to the Harrogate move.", "fact", {"residence_C.from": "year(2016)", "residence_C.to": "=residence_A.from"}),
            ("02-19 19:30", "We keep a ferret called Nutmeg. She's been ours since 2020 and steals socks.", "fact", {"pet_1.from": "year(2020)"}),
            ("03-03 08:40", "Got a salbutamol inhaler from the GP yesterday, the cough just won't shift.", "fact", {"medication_1.from": "yesterday"}),
            ("03-14 15:00", "Would it be rude to skip my cousin's wedding for a work thing?", "distractor", {}),
            ("03-25 12:00", "The broadband was upgraded to Fibre 500. That took effect Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-10 09:00", "The physio got me onto glucosamine on the 9th, for my knees.", "fact", {"medication_2.from": "dom(9)"}),
            ("04-21 18:00", "Ziggy the leopard gecko joined the household four days ago. The ferret is fascinated.", "fact", {"pet_2.from": "ago(4)"}),
            ("05-06 13:00", "My mum's just stopped her blood pressure tablets and I'm a bit worried.", "distractor", {}),
            ("05-20 17:45", "Resignation letter went in this morning. The end of next month is when I finish at Wexley.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-02 10:00", "This week was the end of the salbutamol for me, the cough is finally gone.", "fact", {"medication_1.to": "this_week"}),
            ("06-11 20:30", "Wednesday evenings belong to the Cub Scout pack I help run. I've been a leader there since 2019.", "fact", {"outside_role.from": "year(2019)"}),
            ("06-23 19:00", "Since the 1st I've had a little Etsy shop going, selling hand-poured candles.", "fact", {"side_job.from": "dom(1)"}),
            ("07-03 08:15", "Foxglove Analytics, that's where I work now. Day one was the 1st.", "fact", {"employer_E.from": "first"}),
            ("07-14 07:00", "Fitted in a pottery session before work, and the glaze came out beautifully.", "remention", {}),
            ("07-27 18:30", "The removal van came three days ago and now we live in Cheltenham.", "fact", {"residence_B.from": "ago(3)", "residence_A.to": "=residence_B.from"}),
            ("08-12 12:00", "My last glucosamine tablet was on the 16th of last month; the knees are fine.", "fact", {"medication_2.to": "dom_last(16)"}),
            ("08-24 19:00", "Also, fencing! I signed up for a beginners' course and had my first bout this week.", "fact", {"hobby_2.from": "this_week"}),
            ("09-08 12:00", "Gigabit was too tempting: six days ago the broadband went to the top package.", "fact", {"plan_3.from": "ago(6)", "plan_2.to": "=plan_3.from"}),
            ("09-22 18:00", "If we ever moved abroad, I think Lisbon would be the dream.", "distractor", {}),
            ("10-06 10:00", "What's a good gift for a ten-year-old who likes dinosaurs?", "distractor", {}),
        ],
        "abstain": "What is Priya's favourite cheese?",
    },
    {
        "name": "Derek Mullins", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Albuquerque", ["Albuquerque"]),
            "residence_A": ("residence", "Sacramento", ["Sacramento"]),
            "residence_B": ("residence", "Boulder", ["Boulder"]),
            "employer_D": ("employer", "Quarry Hill Middle School", ["Quarry Hill"]),
            "employer_E": ("employer", "Tessellate Learning", ["Tessellate"]),
            "plan_1": ("plan", "Classic", ["Classic"]),
            "plan_2": ("plan", "Deluxe", ["Deluxe"]),
            "plan_3": ("plan", "Platinum", ["Platinum"]),
            "medication_1": ("medication", "cyclobenzaprine", ["cyclobenzaprine"]),
            "medication_2": ("medication", "fish oil", ["fish oil"]),
            "pet_1": ("pet", "Tater", ["Tater"]),
            "pet_2": ("pet", "Pretzel", ["Pretzel"]),
            "outside_role": ("outside_role", "treasurer of the neighborhood association", ["treasurer"]),
            "side_job": ("side_job", "umpiring Little League games", ["umpir"]),
            "hobby_1": ("hobby", "homebrewing", ["homebrew"]),
            "hobby_2": ("hobby", "pickleball", ["pickleball"]),
        },
        "utterances": [
            ("01-06 17:30", "Name's Derek Mullins. Since New Year's Day, home has been Sacramento: new job for my wife, new city for all of us.", "fact", {"residence_A.from": "new_year"}),
            ("01-10 10:00", "Homebrewing is kind of my whole personality outside work. I've got an IPA fermenting in the garage right now.", "fact", {"hobby_1.from": "mention"}),
            ("01-20 16:00", "I teach eighth-grade science at Quarry Hill Middle School, been on staff since 2014.", "fact", {"employer_D.from": "year(2014)"}),
            ("01-31 11:00", "I finally caved and got an audiobook membership today. The Classic plan, one credit a month.", "fact", {"plan_1.from": "today"}),
            ("02-11 20:00", "We'd been renting in Albuquerque from 2015 up until we left for Sacramento.", "fact", {"residence_C.from": "year(2015)", "residence_C.to": "=residence_A.from"}),
            ("02-24 19:00", "Tater (basset hound, laziest dog alive): we've had him since 2017.", "fact", {"pet_1.from": "year(2017)"}),
            ("03-06 21:00", "Threw my back out shoveling, so the urgent care doc prescribed cyclobenzaprine. I took the first one today.", "fact", {"medication_1.from": "today"}),
            ("03-17 16:30", "Our school is hosting a science fair next week, any quick project ideas for kids?", "distractor", {}),
            ("03-31 12:00", "Upgraded the audiobook thing to Deluxe. Two credits a month, and it kicked in Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-15 08:00", "My cardiologist wants me on fish oil, so I've been taking it since the 13th.", "fact", {"medication_2.from": "dom(13)"}),
            ("04-24 18:00", "My buddy Ray got a new place in Denver and wants me to help him move in June.", "distractor", {}),
            ("05-05 19:30", "The kids finally wore me down: a guinea pig named Pretzel came home with us three days ago.", "fact", {"pet_2.from": "ago(3)"}),
            ("06-03 15:00", "Big news. I'm not coming back to Quarry Hill in the fall. My contract ends at the end of next month and I've accepted something else.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-10 12:00", "Back feels normal again. Tossed the rest of the cyclobenzaprine this week.", "fact", {"medication_1.to": "this_week"}),
            ("06-18 20:00", "Nobody else wanted the job, so I've been treasurer of the neighborhood association since 2021.", "fact", {"outside_role.from": "year(2021)"}),
            ("06-27 10:00", "Since the 1st I've been umpiring Little League games on weekends. Twenty-five bucks a game.", "fact", {"side_job.from": "dom(1)"}),
            ("07-15 18:00", "We officially became Colorado people on the 11th: the truck unloaded in Boulder that afternoon.", "fact", {"residence_B.from": "dom(11)", "residence_A.to": "=residence_B.from"}),
            ("07-29 21:00", "Brewed a batch of homebrew stout for the block party and people actually liked it.", "remention", {}),
            ("08-04 09:00", "Started the new gig at Tessellate Learning on the 1st, curriculum design, fully remote.", "fact", {"employer_E.from": "first"}),
            ("08-19 12:00", "The fish oil went in the bin on the 28th of last month. The burps weren't worth it.", "fact", {"medication_2.to": "dom_last(28)"}),
            ("08-31 18:00", "Got dragged to pickleball this week and now I'm hooked.", "fact", {"hobby_2.from": "this_week"}),
            ("09-16 17:00", "Five days ago I went all-in on the Platinum audiobook plan. Unlimited listening.", "fact", {"plan_3.from": "ago(5)", "plan_2.to": "=plan_3.from"}),
            ("09-30 19:00", "My wife's thinking about switching to a different audiobook app, is that a good idea?", "distractor", {}),
            ("10-14 20:00", "How do I stop my IPA from tasting like cardboard?", "distractor", {}),
        ],
        "abstain": "What is Derek's favorite baseball team?",
    },
    {
        "name": "Siobhan Keane", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Galway", ["Galway"]),
            "residence_A": ("residence", "Kilkenny", ["Kilkenny"]),
            "residence_B": ("residence", "Limerick", ["Limerick"]),
            "employer_D": ("employer", "Brennan & Hale", ["Brennan"]),
            "employer_E": ("employer", "Ardmore Veterinary Hospital", ["Ardmore"]),
            "plan_1": ("plan", "12GB", ["12GB"]),
            "plan_2": ("plan", "40GB", ["40GB"]),
            "plan_3": ("plan", "150GB", ["150GB"]),
            "medication_1": ("medication", "citalopram", ["citalopram"]),
            "medication_2": ("medication", "doxycycline", ["doxycycline"]),
            "pet_1": ("pet", "Duchess", ["Duchess"]),
            "pet_2": ("pet", "Fern", ["Fern"]),
            "outside_role": ("outside_role", "volunteer lifeboat crew", ["lifeboat"]),
            "side_job": ("side_job", "hosting the pub quiz at Dolan's", ["pub quiz"]),
            "hobby_1": ("hobby", "sea kayaking", ["kayak"]),
            "hobby_2": ("hobby", "crochet", ["crochet"]),
        },
        "utterances": [
            ("01-05 08:00", "Siobhan Keane here, call me Shiv. We spent the new year unpacking: Kilkenny is home now.", "fact", {"residence_A.from": "new_year"}),
            ("01-11 14:00", "Out in the sea kayak this morning, as I am most weekends. Nothing beats it.", "fact", {"hobby_1.from": "mention"}),
            ("01-21 12:00", "My employer is Brennan & Hale, a small accountancy firm; I've done their payroll since 2019.", "fact", {"employer_D.from": "year(2019)"}),
            ("02-02 19:00", "Duchess, my old mare, has been mine since 2012. She lives at a livery yard outside town.", "fact", {"pet_1.from": "year(2012)"}),
            ("02-13 20:00", "Galway, that's where I lived from 2014, before the move to Kilkenny.", "fact", {"residence_C.from": "year(2014)", "residence_C.to": "=residence_A.from"}),
            ("02-25 09:30", "New SIM today. I went with the 12GB bundle since I'm mostly on wifi.", "fact", {"plan_1.from": "today"}),
            ("03-09 18:00", "The doctor has started me on citalopram; the first tablet was yesterday.", "fact", {"medication_1.from": "yesterday"}),
            ("03-20 10:00", "Is it true you shouldn't feed horses grass clippings?", "distractor", {}),
            ("04-01 13:00", "Kept blowing through my data, so the phone's been on 40GB since Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-14 08:30", "Since the 7th I've been on doxycycline for a chest infection. Long course, apparently.", "fact", {"medication_2.from": "dom(7)"}),
            ("04-26 17:00", "Fern arrived two days ago, an eight-week-old collie pup. Duchess hasn't met her yet.", "fact", {"pet_2.from": "ago(2)"}),
            ("05-08 21:00", "My brother's talking about moving to Canada someday, which my mam is not happy about.", "distractor", {}),
            ("05-22 18:00", "Brennan & Hale have my resignation. I'll see out the end of next month and then I'm gone.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-03 12:00", "Citalopram's done: the last tablet was this week, with the doctor's OK.", "fact", {"medication_1.to": "this_week"}),
            ("06-15 20:00", "I'm on the volunteer lifeboat crew, pager and all. Been doing it since 2020.", "fact", {"outside_role.from": "year(2020)"}),
            ("06-26 11:00", "On the 1st I took over hosting the pub quiz at Dolan's every Friday; they pay me in cash and chips.", "fact", {"side_job.from": "dom(1)"}),
            ("07-06 09:00", "Ardmore Veterinary Hospital is where you'll find me now, reception and admin, since the 1st.", "fact", {"employer_E.from": "first"}),
            ("07-17 19:00", "Limerick! We moved there on the 14th, and the kitchen is twice the size.", "fact", {"residence_B.from": "dom(14)", "residence_A.to": "=residence_B.from"}),
            ("07-30 08:00", "Fern chewed the leg of a kitchen chair. Typical collie.", "remention", {}),
            ("08-10 12:30", "Doxycycline finished on the 30th of last month, and the chest is grand now.", "fact", {"medication_2.to": "dom_last(30)"}),
            ("08-21 20:00", "Took up crochet this week. My first granny square looks like a potato.", "fact", {"hobby_2.from": "this_week"}),
            ("09-02 12:00", "Moved up to the 150GB bundle four days ago; hotspotting for work ate everything.", "fact", {"plan_3.from": "ago(4)", "plan_2.to": "=plan_3.from"}),
            ("09-17 18:00", "My friend switched her phone to an unlimited plan and now she never shuts up about it.", "distractor", {}),
            ("10-05 10:00", "Do you have a good recipe for brown bread?", "distractor", {}),
        ],
        "abstain": "What is Siobhan's favourite song?",
    },
    {
        "name": "Jamal Whitaker", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Memphis", ["Memphis"]),
            "residence_A": ("residence", "Nashville", ["Nashville"]),
            "residence_B": ("residence", "Chattanooga", ["Chattanooga"]),
            "employer_D": ("employer", "Bramblewood Hotel", ["Bramblewood"]),
            "employer_E": ("employer", "Coastal Pine Bank", ["Coastal Pine"]),
            "plan_1": ("plan", "Express", ["Express"]),
            "plan_2": ("plan", "Shine", ["Shine"]),
            "plan_3": ("plan", "Ceramic", ["Ceramic"]),
            "medication_1": ("medication", "hydroxyzine", ["hydroxyzine"]),
            "medication_2": ("medication", "probiotic", ["probiotic"]),
            "pet_1": ("pet", "Pickles", ["Pickles"]),
            "pet_2": ("pet", "Bandit", ["Bandit"]),
            "outside_role": ("outside_role", "mentor with Big Brothers Big Sisters", ["mentor"]),
            "side_job": ("side_job", "selling barbecue sauce at the farmers market", ["barbecue sauce"]),
            "hobby_1": ("hobby", "bowling", ["bowling"]),
            "hobby_2": ("hobby", "drawing comics", ["comic"]),
        },
        "utterances": [
            ("01-07 19:00", "Hey assistant, Jamal Whitaker. Just so you know, we closed on a house in Nashville and moved in over the New Year weekend.", "fact", {"residence_A.from": "new_year"}),
            ("01-12 20:30", "Monday nights are bowling league nights for me, and my average is 187.", "fact", {"hobby_1.from": "mention"}),
            ("01-23 13:00", "Signed the car up for one of those unlimited car wash memberships yesterday: the Express level.", "fact", {"plan_1.from": "yesterday"}),
            ("02-03 09:00", "I manage the front desk at the Bramblewood Hotel downtown. Going on eight years, since 2018.", "fact", {"employer_D.from": "year(2018)"}),
            ("02-14 11:00", "Before Nashville it was Memphis for us. We were there from 2013, so this move was a big deal.", "fact", {"residence_C.from": "year(2013)", "residence_C.to": "=residence_A.from"}),
            ("02-26 19:00", "Pickles, our cockatiel, whistles the Andy Griffith theme. He's been with us since 2016.", "fact", {"pet_1.from": "year(2016)"}),
            ("03-10 20:00", "I was prescribed hydroxyzine yesterday for anxiety, to take at night.", "fact", {"medication_1.from": "yesterday"}),
            ("03-21 12:00", "What's the difference between baking soda and baking powder?", "distractor", {}),
            ("04-06 12:00", "The car wash people talked me into the Shine level. It's been active since Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-18 10:00", "We found a stray kitten under the porch three days ago and, well, now his name is Bandit and he lives here.", "fact", {"pet_2.from": "ago(3)"}),
            ("04-29 08:00", "Been taking a daily probiotic since the 20th of this month, gut doctor's orders.", "fact", {"medication_2.from": "dom(20)"}),
            ("05-12 18:00", "My cousin in Atlanta just quit his job to go back to school. Brave.", "distractor", {}),
            ("05-27 17:00", "I told Bramblewood I'm stepping down. They asked me to stay through the end of next month, and I said yes.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-10 09:00", "The doctor and I agreed to drop the hydroxyzine this week; it made me way too groggy.", "fact", {"medication_1.to": "this_week"}),
            ("06-19 19:00", "Since the 6th I've been selling my barbecue sauce at the Saturday farmers market. Sold out twice already!", "fact", {"side_job.from": "dom(6)"}),
            ("06-29 20:00", "I've been a mentor with Big Brothers Big Sisters from 2021 on, and my little brother just turned fifteen.", "fact", {"outside_role.from": "year(2021)"}),
            ("07-06 12:00", "Coastal Pine Bank hired me as a branch manager, and the 1st was my first day.", "fact", {"employer_E.from": "first"}),
            ("07-22 18:00", "Two days ago all our stuff was hauled to Chattanooga, and that's where we live now.", "fact", {"residence_B.from": "ago(2)", "residence_A.to": "=residence_B.from"}),
            ("08-06 21:00", "Bandit has claimed the laundry basket as his throne.", "remention", {}),
            ("08-17 12:00", "I let the probiotic go on the 24th of last month; my stomach's been fine without it.", "fact", {"medication_2.to": "dom_last(24)"}),
            ("08-26 19:00", "Something new this week: I've started drawing comics again, mostly about the cat.", "fact", {"hobby_2.from": "this_week"}),
            ("09-09 12:00", "Top tier now on the car wash, Ceramic, as of three days ago.", "fact", {"plan_3.from": "ago(3)", "plan_2.to": "=plan_3.from"}),
            ("09-23 19:00", "If I ever get a second car I'd probably put it on the car wash plan too.", "distractor", {}),
            ("10-07 18:00", "Any good spots for hot chicken that aren't tourist traps?", "distractor", {}),
        ],
        "abstain": "What is Jamal's favorite movie?",
    },
    {
        "name": "Eleanor Whitby", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Aberdeen", ["Aberdeen"]),
            "residence_A": ("residence", "Durham", ["Durham"]),
            "residence_B": ("residence", "Lancaster", ["Lancaster"]),
            "employer_D": ("employer", "Holloway & Finch", ["Holloway"]),
            "employer_E": ("employer", "Thistledown Publishing", ["Thistledown"]),
            "plan_1": ("plan", "6-bottle case", ["6-bottle"]),
            "plan_2": ("plan", "9-bottle case", ["9-bottle"]),
            "plan_3": ("plan", "12-bottle case", ["12-bottle"]),
            "medication_1": ("medication", "co-codamol", ["co-codamol", "cocodamol"]),
            "medication_2": ("medication", "evening primrose oil", ["primrose"]),
            "pet_1": ("pet", "Wilbur", ["Wilbur"]),
            "pet_2": ("pet", "Percy", ["Percy"]),
            "outside_role": ("outside_role", "special constable", ["special constable"]),
            "side_job": ("side_job", "GCSE examiner", ["GCSE", "examiner"]),
            "hobby_1": ("hobby", "wild camping", ["wild camp"]),
            "hobby_2": ("hobby", "calligraphy", ["calligraphy"]),
        },
        "utterances": [
            ("01-04 10:00", "Eleanor Whitby. I'm new to this app, so: we moved to Durham over New Year and I'm still finding my way around.", "fact", {"residence_A.from": "new_year"}),
            ("01-08 19:00", "Wild camping is what I live for. A tent, a hill, no phone signal.", "fact", {"hobby_1.from": "mention"}),
            ("01-17 15:00", "Fun fact, I'm a Scot: home was Aberdeen from 2011 until we came south to Durham.", "fact", {"residence_C.from": "year(2011)", "residence_C.to": "=residence_A.from"}),
            ("01-29 12:00", "Day job: lettings negotiator at Holloway & Finch. Since 2020, believe it or not.", "fact", {"employer_D.from": "year(2020)"}),
            ("02-09 19:00", "Joined a wine club today, the 6-bottle case every month. My husband's thrilled.", "fact", {"plan_1.from": "today"}),
            ("02-20 20:00", "Our cat Wilbur has been with us since 2015. He's nearly eleven and still acts like a kitten.", "fact", {"pet_1.from": "year(2015)"}),
            ("03-04 09:00", "Sprained my wrist, so co-codamol it is. Started it yesterday.", "fact", {"medication_1.from": "yesterday"}),
            ("03-16 18:00", "How do you get red wine out of a cream carpet?", "distractor", {}),
            ("03-31 19:00", "We're getting the 9-bottle case from the wine club now; the change kicked in Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-13 08:00", "My sister swears by evening primrose oil, so I've taken it every day since the 2nd.", "fact", {"medication_2.from": "dom(2)"}),
            ("04-25 16:00", "Percy the lurcher is our newest family member; the rescue centre dropped him off five days ago.", "fact", {"pet_2.from": "ago(5)"}),
            ("05-07 12:00", "My neighbour's selling her house and moving to Spain, lucky thing.", "distractor", {}),
            ("05-18 18:00", "Holloway & Finch are losing me. Notice is in, and the end of next month is my last day.", "fact", {"employer_D.to": "end_next_month"}),
            ("05-29 10:00", "Wrist is healed. The co-codamol's been finished with this week.", "fact", {"medication_1.to": "this_week"}),
            ("06-08 21:00", "Two nights a week I'm out as a special constable. Have been from 2019.", "fact", {"outside_role.from": "year(2019)"}),
            ("06-17 20:00", "I started as a GCSE examiner on the 1st, marking English papers in the evenings for extra money.", "fact", {"side_job.from": "dom(1)"}),
            ("07-03 12:00", "Thistledown Publishing took me on as office manager. Started on the 1st.", "fact", {"employer_E.from": "first"}),
            ("07-16 18:00", "We've left Durham behind. As of five days ago our address is in Lancaster.", "fact", {"residence_B.from": "ago(5)", "residence_A.to": "=residence_B.from"}),
            ("07-28 09:00", "Wild camping on the fells last weekend; Percy came too and loved it.", "remention", {}),
            ("08-10 19:00", "I dropped the evening primrose oil on the 20th of last month, no difference at all.", "fact", {"medication_2.to": "dom_last(20)"}),
            ("08-24 20:00", "This week I've taken up calligraphy. My handwriting was always awful.", "fact", {"hobby_2.from": "this_week"}),
            ("09-07 12:00", "Four days ago we went up to the 12-bottle case. Don't judge.", "fact", {"plan_3.from": "ago(4)", "plan_2.to": "=plan_3.from"}),
            ("09-21 18:00", "My daughter is thinking about a gap year in Australia. Should I be worried?", "distractor", {}),
            ("10-05 10:00", "What's a good walking route in the Lake District for beginners?", "distractor", {}),
        ],
        "abstain": "What is Eleanor's favourite colour?",
    },
    # cust-16..20 were written after the fourth round of changes, before looking at the
    # extractor's output on them: the retroactive residence C in new shapes ("back in 2019 I got
    # my first apartment there, and I stayed until", "had been home from", "there was X, I lived
    # there from ... until the movers came", "that only ended when", "leaving X, where we'd
    # lived from"), years given as "in 2021" / "back in 2022" / "ever since", new jobs and plans
    # without the usual verbs, plan tiers that are plain nouns (Hot Desk, Medium box, Flex 8),
    # stops worded as negations or the last dose ("haven't touched the zinc since", "the last
    # capsule I took was on").
    {
        "name": "Keisha Whitfield", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Chattanooga", ["Chattanooga"]),
            "residence_A": ("residence", "Knoxville", ["Knoxville"]),
            "residence_B": ("residence", "Greenville", ["Greenville"]),
            "employer_D": ("employer", "Brightwater Logistics", ["Brightwater"]),
            "employer_E": ("employer", "Quarry Hill Bakery", ["Quarry Hill"]),
            "plan_1": ("plan", "Hot Desk", ["Hot Desk"]),
            "plan_2": ("plan", "Fixed Desk", ["Fixed Desk"]),
            "plan_3": ("plan", "Private Office", ["Private Office"]),
            "medication_1": ("medication", "amoxicillin", ["amoxicillin"]),
            "medication_2": ("medication", "zinc tablets", ["zinc"]),
            "pet_1": ("pet", "Pepper", ["Pepper"]),
            "pet_2": ("pet", "Olive", ["Olive"]),
            "outside_role": ("outside_role", "crisis line volunteer", ["crisis line"]),
            "side_job": ("side_job", "tutoring chemistry online", ["chemistry"]),
            "hobby_1": ("hobby", "disc golf", ["disc golf"]),
            "hobby_2": ("hobby", "crochet", ["crochet"]),
        },
        "utterances": [
            ("01-05 10:00", "Hey there, Keisha Whitfield here. Knoxville is home now; we made the move right after New Year's.", "fact", {"residence_A.from": "new_year"}),
            ("01-08 19:00", "Disc golf keeps me sane. Most Sundays you'll find me out at the course with my brother.", "fact", {"hobby_1.from": "mention"}),
            ("01-20 12:00", "Signed the paperwork at a co-working space downtown today. Hot Desk is their cheapest membership and that's what I'm on.", "fact", {"plan_1.from": "today"}),
            ("02-03 20:00", "Chattanooga was where I lived before all this. Back in 2019 I got my first apartment there, and I stayed until the Knoxville move.", "fact", {"residence_C.from": "year(2019)", "residence_C.to": "=residence_A.from"}),
            ("02-14 09:00", "Is it weird to send yourself flowers on Valentine's Day?", "distractor", {}),
            ("02-26 18:00", "I'm a dispatcher for Brightwater Logistics. Started there in 2021 and it's been steady.", "fact", {"employer_D.from": "year(2021)"}),
            ("03-09 08:00", "Strep throat, so the urgent care doc prescribed amoxicillin yesterday.", "fact", {"medication_1.from": "yesterday"}),
            ("03-18 21:00", "Pepper, my husky, turned seven this month. She's been mine ever since 2019.", "fact", {"pet_1.from": "year(2019)"}),
            ("04-01 12:00", "Moved up from Hot Desk to a Fixed Desk at the co-working place; it applies from Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-13 08:00", "The 11th is when I began zinc tablets, because my levels came back low.", "fact", {"medication_2.from": "dom(11)"}),
            ("04-24 17:00", "We've taken in a rescue cat called Olive. That was three days ago and Pepper is sulking.", "fact", {"pet_2.from": "ago(3)"}),
            ("05-06 12:00", "My coworker just put his house on the market and is moving to Denver.", "distractor", {}),
            ("05-20 18:00", "Decision made: I'm walking away from Brightwater. They've got me until the end of next month and then I'm gone.", "fact", {"employer_D.to": "end_next_month"}),
            ("05-29 09:00", "The course of amoxicillin is over, I took the last capsule this week.", "fact", {"medication_1.to": "this_week"}),
            ("06-10 19:00", "Volunteering-wise, I take calls for a crisis line two nights a month, which I've done since 2022.", "fact", {"outside_role.from": "year(2022)"}),
            ("06-22 20:00", "Tutoring chemistry online is my new side gig; the first session was on the 2nd.", "fact", {"side_job.from": "dom(2)"}),
            ("07-02 08:00", "Day two at Quarry Hill Bakery as their operations lead. The 1st was my first morning there.", "fact", {"employer_E.from": "first"}),
            ("07-21 18:00", "The truck's returned and we're officially Greenville residents, as of four days ago.", "fact", {"residence_B.from": "ago(4)", "residence_A.to": "=residence_B.from"}),
            ("08-06 12:00", "I haven't touched the zinc since the 24th of last month. My levels are back up.", "fact", {"medication_2.to": "dom_last(24)"}),
            ("08-19 20:00", "Pepper and Olive finally nap on the same couch.", "remention", {}),
            ("08-27 19:00", "Crochet has sucked me in as well; I picked it up this week and I've already made a lopsided hat.", "fact", {"hobby_2.from": "this_week"}),
            ("09-10 12:00", "We needed a door that locks, so five days ago I went for the Private Office membership at the co-working space.", "fact", {"plan_3.from": "ago(5)", "plan_2.to": "=plan_3.from"}),
            ("09-24 12:00", "My sister keeps saying she'll adopt a dog if she ever gets a yard.", "distractor", {}),
            ("10-07 10:00", "What's a good gift for someone who just got a job offer?", "distractor", {}),
        ],
        "abstain": "What is Keisha's favourite ice cream flavour?",
    },
    {
        "name": "Declan Moriarty", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Swindon", ["Swindon"]),
            "residence_A": ("residence", "Oxford", ["Oxford"]),
            "residence_B": ("residence", "Cardiff", ["Cardiff"]),
            "employer_D": ("employer", "Greyfriars Accountancy", ["Greyfriars"]),
            "employer_E": ("employer", "Halcyon Energy", ["Halcyon"]),
            "plan_1": ("plan", "Small box", ["Small box"]),
            "plan_2": ("plan", "Medium box", ["Medium box"]),
            "plan_3": ("plan", "Large box", ["Large box"]),
            "medication_1": ("medication", "naproxen", ["naproxen"]),
            "medication_2": ("medication", "turmeric capsules", ["turmeric"]),
            "pet_1": ("pet", "Marmalade", ["Marmalade"]),
            "pet_2": ("pet", "Hamish", ["Hamish"]),
            "outside_role": ("outside_role", "volunteer first aider with St John Ambulance", ["St John Ambulance"]),
            "side_job": ("side_job", "selling vintage clothes on Depop", ["vintage clothes"]),
            "hobby_1": ("hobby", "fell running", ["fell run"]),
            "hobby_2": ("hobby", "life drawing", ["life drawing"]),
        },
        "utterances": [
            ("01-06 08:30", "Declan Moriarty. Fell running is basically my religion; up the hills every Saturday whatever the weather.", "fact", {"hobby_1.from": "mention"}),
            ("01-09 19:00", "We've just landed in Oxford. The removal van came right after New Year's and we're still finding things.", "fact", {"residence_A.from": "new_year"}),
            ("01-19 12:00", "Greyfriars Accountancy pays the bills. I've been a tax senior there since 2020.", "fact", {"employer_D.from": "year(2020)"}),
            ("01-30 18:00", "Signed up for a veg box delivery today. Small box for now, we'll see how we get on.", "fact", {"plan_1.from": "today"}),
            ("02-11 20:00", "Swindon had been home from 2017; leaving it for Oxford was my wife's idea.", "fact", {"residence_C.from": "year(2017)", "residence_C.to": "=residence_A.from"}),
            ("02-23 09:00", "Marmalade, our ginger cat, came to us as a kitten in 2018.", "fact", {"pet_1.from": "year(2018)"}),
            ("03-06 08:00", "Doctor's put me on naproxen for my back, starting today.", "fact", {"medication_1.from": "today"}),
            ("03-17 18:00", "Any ideas for a St Patrick's Day dinner that isn't stew?", "distractor", {}),
            ("04-02 12:00", "The veg box is the Medium box now. We changed it Monday of last week because we kept running out by Thursday.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-15 09:00", "On the 13th a physio suggested turmeric capsules and I've been taking them daily since.", "fact", {"medication_2.from": "dom(13)"}),
            ("04-27 19:00", "We collected a Scottie pup from the breeder two days ago. He's called Hamish and Marmalade is furious.", "fact", {"pet_2.from": "ago(2)"}),
            ("05-08 12:00", "My mate Conor is jacking in his job to go travelling, the lucky sod.", "distractor", {}),
            ("05-26 18:00", "I've resigned. Greyfriars will have me until the end of next month, then that's me done.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-04 09:00", "The back's much better, so the naproxen's been ditched this week.", "fact", {"medication_1.to": "this_week"}),
            ("06-13 19:00", "I give a couple of weekends a month to St John Ambulance as a volunteer first aider, since 2021.", "fact", {"outside_role.from": "year(2021)"}),
            ("06-24 20:00", "I've started flogging vintage clothes on Depop in the evenings. The first listing went up on the 3rd.", "fact", {"side_job.from": "dom(3)"}),
            ("07-03 12:00", "My contract with Halcyon Energy began on the 1st; the first week's been a blur of inductions.", "fact", {"employer_E.from": "first"}),
            ("07-22 18:00", "We're Cardiff people now! Got the keys and moved in six days ago.", "fact", {"residence_B.from": "ago(6)", "residence_A.to": "=residence_B.from"}),
            ("08-10 12:00", "The last turmeric capsule I took was on the 18th of last month. Didn't notice any difference.", "fact", {"medication_2.to": "dom_last(18)"}),
            ("08-20 19:00", "Hamish has discovered the joy of puddles.", "remention", {}),
            ("08-28 20:00", "Joined a life drawing class this week too; there's charcoal everywhere.", "fact", {"hobby_2.from": "this_week"}),
            ("09-09 12:00", "Upped the veg box to the Large box three days ago, the teenagers eat everything.", "fact", {"plan_3.from": "ago(3)", "plan_2.to": "=plan_3.from"}),
            ("09-23 18:00", "My parents are talking about retiring to Portugal, which is a bit of a shock.", "distractor", {}),
            ("10-06 10:00", "How long does homemade chutney keep?", "distractor", {}),
        ],
        "abstain": "What is Declan's favourite rugby team?",
    },
    {
        "name": "Sofia Castellanos", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Albany", ["Albany"]),
            "residence_A": ("residence", "Hartford", ["Hartford"]),
            "residence_B": ("residence", "Providence", ["Providence"]),
            "employer_D": ("employer", "Ridgeline Realty", ["Ridgeline"]),
            "employer_E": ("employer", "Copper Kettle Foods", ["Copper Kettle"]),
            "plan_1": ("plan", "Flex 4", ["Flex 4"]),
            "plan_2": ("plan", "Flex 8", ["Flex 8"]),
            "plan_3": ("plan", "Flex Unlimited", ["Flex Unlimited"]),
            "medication_1": ("medication", "metformin", ["metformin"]),
            "medication_2": ("medication", "biotin", ["biotin"]),
            "pet_1": ("pet", "Tofu", ["Tofu"]),
            "pet_2": ("pet", "Waylon", ["Waylon"]),
            "outside_role": ("outside_role", "volunteer at the animal shelter", ["animal shelter"]),
            "side_job": ("side_job", "bartending for a catering company", ["bartend"]),
            "hobby_1": ("hobby", "roller derby", ["roller derby"]),
            "hobby_2": ("hobby", "pickleball", ["pickleball"]),
        },
        "utterances": [
            ("01-05 18:00", "Sofia Castellanos, nice to meet you. Roller derby is my whole life outside the office, practice twice a week.", "fact", {"hobby_1.from": "mention"}),
            ("01-07 12:00", "Right after New Year's the movers brought everything up to Hartford, so it's a new apartment and a new everything.", "fact", {"residence_A.from": "new_year"}),
            ("01-15 19:00", "I coordinate the office at Ridgeline Realty; my start date there was back in 2022.", "fact", {"employer_D.from": "year(2022)"}),
            ("01-26 08:00", "Bought a Flex 4 membership at the pilates studio around the corner today. Four classes a month.", "fact", {"plan_1.from": "today"}),
            ("02-09 20:00", "Before Hartford there was Albany. I lived there from 2018 until the movers came.", "fact", {"residence_C.from": "year(2018)", "residence_C.to": "=residence_A.from"}),
            ("02-20 18:00", "Tofu the cat has lived with me since 2017, so he's an old man now.", "fact", {"pet_1.from": "year(2017)"}),
            ("03-04 09:00", "New prescription: metformin, which I began two days ago.", "fact", {"medication_1.from": "ago(2)"}),
            ("03-16 12:00", "Does anyone actually like daylight saving time?", "distractor", {}),
            ("03-31 19:00", "I'm doing more pilates, so the studio moved me onto Flex 8 from Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-14 08:00", "I added biotin to my morning routine on the 12th; my hair's been thinning.", "fact", {"medication_2.from": "dom(12)"}),
            ("04-27 18:00", "Waylon, a pit bull mix from the county shelter, came home with us five days ago. Tofu is not amused.", "fact", {"pet_2.from": "ago(5)"}),
            ("05-08 12:00", "My roommate from college just quit her job to open a bakery.", "distractor", {}),
            ("05-21 19:00", "Ridgeline knows I'm leaving; the end of next month is my last day on the payroll.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-03 09:00", "My doctor took me off metformin this week, my numbers are normal again.", "fact", {"medication_1.to": "this_week"}),
            ("06-12 18:00", "Every Saturday since 2020 I've been walking dogs at the animal shelter as a volunteer.", "fact", {"outside_role.from": "year(2020)"}),
            ("06-23 20:00", "Side hustle update: I bartend for a catering company on weekends, and the first event was on the 6th.", "fact", {"side_job.from": "dom(6)"}),
            ("07-07 09:00", "Officially on the Copper Kettle Foods payroll since the 1st. Purchasing, which I love.", "fact", {"employer_E.from": "first"}),
            ("07-27 18:00", "Providence is where we live now; moving day was the 18th.", "fact", {"residence_B.from": "dom(18)", "residence_A.to": "=residence_B.from"}),
            ("08-12 12:00", "I've been biotin-free since the 20th of last month, it didn't do much anyway.", "fact", {"medication_2.to": "dom_last(20)"}),
            ("08-24 20:00", "Picked up pickleball this week, as if I needed another sport.", "fact", {"hobby_2.from": "this_week"}),
            ("09-03 19:00", "Roller derby scrimmage tonight, wish me luck!", "remention", {}),
            ("09-14 12:00", "I caved and went to Flex Unlimited at the pilates studio four days ago.", "fact", {"plan_3.from": "ago(4)", "plan_2.to": "=plan_3.from"}),
            ("09-28 18:00", "My brother's thinking about moving to Austin, which seems to be the thing to do.", "distractor", {}),
            ("10-12 10:00", "Is it safe to eat pumpkin seeds raw?", "distractor", {}),
        ],
        "abstain": "What is Sofia's favourite band?",
    },
    {
        "name": "Gareth Llewellyn", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Bangor", ["Bangor"]),
            "residence_A": ("residence", "Chester", ["Chester"]),
            "residence_B": ("residence", "Shrewsbury", ["Shrewsbury"]),
            "employer_D": ("employer", "Mostyn Engineering", ["Mostyn"]),
            "employer_E": ("employer", "Tidewater Marine", ["Tidewater"]),
            "plan_1": ("plan", "Basic", ["Basic"]),
            "plan_2": ("plan", "Standard", ["Standard"]),
            "plan_3": ("plan", "Premium", ["Premium"]),
            "medication_1": ("medication", "fexofenadine", ["fexofenadine"]),
            "medication_2": ("medication", "omega-3 capsules", ["omega"]),
            "pet_1": ("pet", "Bramble", ["Bramble"]),
            "pet_2": ("pet", "Pickle", ["Pickle"]),
            "outside_role": ("outside_role", "volunteer at the Repair Café", ["Repair Caf"]),
            "side_job": ("side_job", "guitar lessons", ["guitar lesson"]),
            "hobby_1": ("hobby", "cycling", ["cycling"]),
            "hobby_2": ("hobby", "beekeeping", ["beekeep"]),
        },
        "utterances": [
            ("01-06 19:00", "Gareth Llewellyn here. Quick intro: the road bike is my escape, I do a long cycling loop every Sunday.", "fact", {"hobby_1.from": "mention"}),
            ("01-09 12:00", "Not long in Chester, we arrived right after New Year's.", "fact", {"residence_A.from": "new_year"}),
            ("01-21 18:00", "I'd lived up in Bangor since 2015, and that only ended when we came here to Chester.", "fact", {"residence_C.from": "year(2015)", "residence_C.to": "=residence_A.from"}),
            ("02-02 20:00", "We got a TV streaming package today. Basic for now, adverts and all.", "fact", {"plan_1.from": "today"}),
            ("02-12 09:00", "Mostyn Engineering's been my employer for years; I joined in 2019 as a graduate.", "fact", {"employer_D.from": "year(2019)"}),
            ("02-24 19:00", "Bramble, our border collie, has been part of the family from 2020.", "fact", {"pet_1.from": "year(2020)"}),
            ("03-10 08:00", "Hay fever's early this year; I've been on fexofenadine since yesterday.", "fact", {"medication_1.from": "yesterday"}),
            ("03-20 12:00", "Any tips for getting a toddler to eat broccoli?", "distractor", {}),
            ("04-07 19:00", "Ditched Basic for Standard on the streaming, effective Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-17 09:00", "Started omega-3 capsules on the 15th, my cholesterol's a bit high.", "fact", {"medication_2.from": "dom(15)"}),
            ("04-29 18:00", "The kids have a rabbit now: Pickle. We fetched him from a breeder four days ago.", "fact", {"pet_2.from": "ago(4)"}),
            ("05-11 12:00", "My colleague Rhys says he's quitting to start his own firm.", "distractor", {}),
            ("06-03 18:00", "I'll be finishing at Mostyn at the end of next month. The resignation letter went in this morning.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-12 09:00", "The pollen count's dropped, so no more fexofenadine; I stopped this week.", "fact", {"medication_1.to": "this_week"}),
            ("06-20 19:00", "Once a month I help out at the Repair Café in town, fixing toasters. Been doing that since 2021.", "fact", {"outside_role.from": "year(2021)"}),
            ("06-30 20:00", "I've started giving guitar lessons to a few local kids on the side. The first one was on the 8th.", "fact", {"side_job.from": "dom(8)"}),
            ("07-21 18:00", "We're in Shrewsbury! The van dropped us off five days ago.", "fact", {"residence_B.from": "ago(5)", "residence_A.to": "=residence_B.from"}),
            ("08-04 09:00", "Tidewater Marine, new job, started on the 1st. Mostly boats and paperwork.", "fact", {"employer_E.from": "first"}),
            ("08-14 12:00", "Omega-3 capsules: finished the bottle on the 26th of last month and didn't replace it.", "fact", {"medication_2.to": "dom_last(26)"}),
            ("08-25 19:00", "Beekeeping, of all things, is my new thing. Collected my first hive this week.", "fact", {"hobby_2.from": "this_week"}),
            ("09-04 12:00", "Bramble herded the neighbour's ducks again.", "remention", {}),
            ("09-15 18:00", "Six days ago Premium replaced Standard on the streaming package, for the 4K.", "fact", {"plan_3.from": "ago(6)", "plan_2.to": "=plan_3.from"}),
            ("09-28 12:00", "My sister's moving into a new flat next month and wants me to help with the van.", "distractor", {}),
            ("10-09 10:00", "What's the best way to store honey?", "distractor", {}),
        ],
        "abstain": "What is Gareth's favourite film?",
    },
    {
        "name": "Imani Adeyemi", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Eugene", ["Eugene"]),
            "residence_A": ("residence", "Portland", ["Portland"]),
            "residence_B": ("residence", "Medford", ["Medford"]),
            "employer_D": ("employer", "Evergreen Dental", ["Evergreen"]),
            "employer_E": ("employer", "Summit Family Dentistry", ["Summit Family"]),
            "plan_1": ("plan", "15GB", ["15GB"]),
            "plan_2": ("plan", "60GB", ["60GB"]),
            "plan_3": ("plan", "Unlimited", ["Unlimited"]),
            "medication_1": ("medication", "hydrocortisone cream", ["hydrocortisone"]),
            "medication_2": ("medication", "ashwagandha", ["ashwagandha"]),
            "pet_1": ("pet", "Goose", ["Goose"]),
            "pet_2": ("pet", "Sushi", ["Sushi"]),
            "outside_role": ("outside_role", "board member of the community garden", ["community garden"]),
            "side_job": ("side_job", "video editing for a YouTuber", ["video editing"]),
            "hobby_1": ("hobby", "kickboxing", ["kickboxing"]),
            "hobby_2": ("hobby", "bonsai", ["bonsai"]),
        },
        "utterances": [
            ("01-05 12:00", "Hi! Imani Adeyemi. Life update: Portland became home right after New Year's, for my partner's residency.", "fact", {"residence_A.from": "new_year"}),
            ("01-11 19:00", "Kickboxing three nights a week is what keeps me level.", "fact", {"hobby_1.from": "mention"}),
            ("01-22 08:00", "Leaving Eugene, where we'd lived from 2016, was the hardest part of the whole Portland thing.", "fact", {"residence_C.from": "year(2016)", "residence_C.to": "=residence_A.from"}),
            ("02-04 12:00", "I'm a hygienist. Evergreen Dental hired me in 2021 and I'm still there.", "fact", {"employer_D.from": "year(2021)"}),
            ("02-16 18:00", "New phone carrier as of today; I picked the 15GB plan because I'm cheap.", "fact", {"plan_1.from": "today"}),
            ("02-27 09:00", "We've had Goose, a goldendoodle, since he was a pup in 2019.", "fact", {"pet_1.from": "year(2019)"}),
            ("03-12 20:00", "The dermatologist gave me a hydrocortisone cream yesterday for the eczema.", "fact", {"medication_1.from": "yesterday"}),
            ("03-24 12:00", "Is there a trick to keeping cilantro fresh?", "distractor", {}),
            ("04-06 19:00", "I kept hitting my data cap, so as of Monday of last week I've been on 60GB.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-16 09:00", "A friend got me into ashwagandha and I've taken it daily from the 3rd.", "fact", {"medication_2.from": "dom(3)"}),
            ("04-28 17:00", "There's a betta fish on my desk now: Sushi. We've had him for four days.", "fact", {"pet_2.from": "ago(4)"}),
            ("05-07 12:00", "My neighbor is moving out and gave us her lawnmower.", "distractor", {}),
            ("05-19 18:00", "Big news: I'm done with Evergreen Dental once we hit the end of next month. I gave notice today.", "fact", {"employer_D.to": "end_next_month"}),
            ("05-27 09:00", "I put the hydrocortisone cream away for good this week, the eczema's cleared up.", "fact", {"medication_1.to": "this_week"}),
            ("06-09 19:00", "Since 2023 I've sat on the board of our community garden, unpaid of course.", "fact", {"outside_role.from": "year(2023)"}),
            ("06-18 20:00", "On the 2nd I took on some video editing for a YouTuber, paid per video.", "fact", {"side_job.from": "dom(2)"}),
            ("07-06 08:00", "Week one at Summit Family Dentistry is behind me; the 1st was my start date.", "fact", {"employer_E.from": "first"}),
            ("07-24 18:00", "Boxes everywhere again: we took a house in Medford and moved on the 17th.", "fact", {"residence_B.from": "dom(17)", "residence_A.to": "=residence_B.from"}),
            ("08-11 12:00", "Ashwagandha's been out of my routine since the 23rd of last month; it made me groggy.", "fact", {"medication_2.to": "dom_last(23)"}),
            ("08-26 20:00", "Bonsai is my newest obsession, I bought my first juniper this week.", "fact", {"hobby_2.from": "this_week"}),
            ("09-03 12:00", "Goose learned to open the back door, which is a problem.", "remention", {}),
            ("09-16 12:00", "Went unlimited on the phone three days ago. Streaming on the bus adds up.", "fact", {"plan_3.from": "ago(3)", "plan_2.to": "=plan_3.from"}),
            ("09-30 18:00", "My cousin just got a second cat and now they fight constantly.", "distractor", {}),
            ("10-14 10:00", "What's a good podcast about true crime?", "distractor", {}),
        ],
        "abstain": "What is Imani's favourite restaurant?",
    },
    # cust-21..22 were written after the fixes for cust-16..20, before looking at the extractor's
    # output on them, as a second fresh check: "home base", "Work: analyst, X, going on six years",
    # a punch card as the first plan, "had a house in X from 2017 on ... before we headed west to
    # A", "said goodbye to A and hello to B", "X brought me on", a possessive employer ("Lismore
    # Foods' marketing team"), "X chose us", "I've had no vitamin C since", a breed named after a
    # place (Newfoundland) and an extra "tomorrow" in the quit.
    {
        "name": "Tobias Lindgren", "tz": "-05:00",
        "items": {
            "residence_C": ("residence", "Fargo", ["Fargo"]),
            "residence_A": ("residence", "Bismarck", ["Bismarck"]),
            "residence_B": ("residence", "Rapid City", ["Rapid City"]),
            "employer_D": ("employer", "Prairie Mutual", ["Prairie Mutual"]),
            "employer_E": ("employer", "Northstar Aviation", ["Northstar"]),
            "plan_1": ("plan", "10-visit punch card", ["10-visit"]),
            "plan_2": ("plan", "Monthly", ["Monthly"]),
            "plan_3": ("plan", "Annual", ["Annual"]),
            "medication_1": ("medication", "azithromycin", ["azithromycin"]),
            "medication_2": ("medication", "vitamin C", ["vitamin C"]),
            "pet_1": ("pet", "Moose", ["Moose"]),
            "pet_2": ("pet", "Clover", ["Clover"]),
            "outside_role": ("outside_role", "volunteer ski patrol", ["ski patrol"]),
            "side_job": ("side_job", "selling landscape prints at craft fairs", ["prints"]),
            "hobby_1": ("hobby", "curling", ["curling"]),
            "hobby_2": ("hobby", "woodturning", ["woodturn"]),
        },
        "utterances": [
            ("01-06 09:00", "Hey, Tobias Lindgren. Curling league on Thursdays is the highlight of my week, honestly.", "fact", {"hobby_1.from": "mention"}),
            ("01-08 12:00", "Bismarck's our home base now, as of right after New Year's.", "fact", {"residence_A.from": "new_year"}),
            ("01-16 18:00", "Work: claims analyst, Prairie Mutual, going on six years now. I started there in 2020.", "fact", {"employer_D.from": "year(2020)"}),
            ("01-28 19:00", "Got a 10-visit punch card at the climbing gym today, to see if I stick with it.", "fact", {"plan_1.from": "today"}),
            ("02-10 20:00", "We had a house in Fargo from 2017 on. It sold in December, just before we headed west to Bismarck.", "fact", {"residence_C.from": "year(2017)", "residence_C.to": "=residence_A.from"}),
            ("02-21 10:00", "Moose, our Newfoundland, has been part of the crew since 2018. He weighs more than me.", "fact", {"pet_1.from": "year(2018)"}),
            ("03-05 08:00", "Sinus infection. The urgent care doc started me on azithromycin yesterday.", "fact", {"medication_1.from": "yesterday"}),
            ("03-18 12:00", "Is it normal for a Newfie to drool this much?", "distractor", {}),
            ("04-01 19:00", "The punch card's gone; I switched to the Monthly membership at the climbing gym, backdated to Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-14 08:00", "On the 8th I began taking vitamin C every morning, a cold was going round the office.", "fact", {"medication_2.from": "dom(8)"}),
            ("04-26 17:00", "We've added a guinea pig to the family: Clover, who arrived four days ago.", "fact", {"pet_2.from": "ago(4)"}),
            ("05-08 12:00", "My coworker Dana is relocating to Phoenix next month.", "distractor", {}),
            ("05-27 18:00", "I'm handing Prairie Mutual my notice tomorrow; my final day will be the end of next month.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-05 09:00", "Finished the azithromycin this week. Feeling human again.", "fact", {"medication_1.to": "this_week"}),
            ("06-14 19:00", "Winters, I'm on the volunteer ski patrol up at Huff Hills. Been doing it since 2019.", "fact", {"outside_role.from": "year(2019)"}),
            ("06-25 20:00", "I've been selling my landscape prints at craft fairs since the 6th. It's a nice little earner.", "fact", {"side_job.from": "dom(6)"}),
            ("07-08 09:00", "Northstar Aviation brought me on as a safety analyst, and the 1st was day one.", "fact", {"employer_E.from": "first"}),
            ("07-20 18:00", "Three days ago we said goodbye to Bismarck and hello to Rapid City.", "fact", {"residence_B.from": "ago(3)", "residence_A.to": "=residence_B.from"}),
            ("08-12 12:00", "I've had no vitamin C since the 16th of last month, and the cold never came.", "fact", {"medication_2.to": "dom_last(16)"}),
            ("08-20 19:00", "Moose discovered the creek behind the new place.", "remention", {}),
            ("08-27 20:00", "On top of curling, I've now got woodturning: I took a beginner's class at the makerspace this week.", "fact", {"hobby_2.from": "this_week"}),
            ("09-09 12:00", "Went annual at the climbing gym four days ago. Cheaper in the long run.", "fact", {"plan_3.from": "ago(4)", "plan_2.to": "=plan_3.from"}),
            ("09-24 18:00", "My sister is thinking of getting a guinea pig for her kids.", "distractor", {}),
            ("10-07 10:00", "Any tips for keeping a wood lathe from rusting?", "distractor", {}),
        ],
        "abstain": "What is Tobias's favourite hockey team?",
    },
    {
        "name": "Aoife Brennan", "tz": "+00:00",
        "items": {
            "residence_C": ("residence", "Sligo", ["Sligo"]),
            "residence_A": ("residence", "Athlone", ["Athlone"]),
            "residence_B": ("residence", "Waterford", ["Waterford"]),
            "employer_D": ("employer", "Corrib Credit Union", ["Corrib"]),
            "employer_E": ("employer", "Lismore Foods", ["Lismore"]),
            "plan_1": ("plan", "Occasional", ["Occasional"]),
            "plan_2": ("plan", "Frequent", ["Frequent"]),
            "plan_3": ("plan", "Unlimited", ["Unlimited"]),
            "medication_1": ("medication", "beclometasone inhaler", ["beclometasone"]),
            "medication_2": ("medication", "iron tablets", ["iron tablet"]),
            "pet_1": ("pet", "Murphy", ["Murphy"]),
            "pet_2": ("pet", "Pudding", ["Pudding"]),
            "outside_role": ("outside_role", "volunteer coach of an underage GAA team", ["GAA"]),
            "side_job": ("side_job", "making wedding cakes to order", ["wedding cake"]),
            "hobby_1": ("hobby", "tin whistle", ["tin whistle"]),
            "hobby_2": ("hobby", "archery", ["archery"]),
        },
        "utterances": [
            ("01-05 20:00", "Hi there, Aoife Brennan. I play tin whistle at trad sessions most Friday nights, it's the best part of my week.", "fact", {"hobby_1.from": "mention"}),
            ("01-12 10:00", "Athlone it is! We got the keys right after New Year's and moved the same day.", "fact", {"residence_A.from": "new_year"}),
            ("01-22 19:00", "For context, Sligo was home for us from 2016; a new job for my husband is what brought us to Athlone.", "fact", {"residence_C.from": "year(2016)", "residence_C.to": "=residence_A.from"}),
            ("02-02 18:00", "I joined a car-share club today. Occasional is the name of the cheapest plan and that's the one I took.", "fact", {"plan_1.from": "today"}),
            ("02-13 12:00", "Corrib Credit Union have had me on the front desk since 2019.", "fact", {"employer_D.from": "year(2019)"}),
            ("02-25 09:00", "Murphy, my springer spaniel, came into my life in 2020.", "fact", {"pet_1.from": "year(2020)"}),
            ("03-10 20:00", "The asthma nurse gave me a beclometasone inhaler two days ago.", "fact", {"medication_1.from": "ago(2)"}),
            ("03-20 12:00", "What's a nice way to celebrate St Brigid's Day with kids?", "distractor", {}),
            ("04-08 19:00", "I use the car-share loads now, so I'm on the Frequent plan as of Monday of last week.", "fact", {"plan_2.from": "mon_last_week", "plan_1.to": "=plan_2.from"}),
            ("04-21 09:00", "Low iron again, so the GP has had me on iron tablets since the 18th.", "fact", {"medication_2.from": "dom(18)"}),
            ("05-04 18:00", "A rescue cat chose us, basically. Pudding wandered in three days ago and never left, so she's ours now.", "fact", {"pet_2.from": "ago(3)"}),
            ("05-14 12:00", "My brother's thinking of jacking in his job and moving to Canada.", "distractor", {}),
            ("06-02 19:00", "I've given Corrib my notice. I'm with them until the end of next month and then I'm off.", "fact", {"employer_D.to": "end_next_month"}),
            ("06-10 08:00", "The beclometasone inhaler's been retired this week, my chest is clear.", "fact", {"medication_1.to": "this_week"}),
            ("06-20 19:00", "Since 2021 I've coached an underage GAA team on Saturday mornings, purely voluntary.", "fact", {"outside_role.from": "year(2021)"}),
            ("06-29 20:00", "Word got round, and since the 13th I've been making wedding cakes to order at weekends.", "fact", {"side_job.from": "dom(13)"}),
            ("07-22 18:00", "Waterford, finally! The removal lads had us in four days ago.", "fact", {"residence_B.from": "ago(4)", "residence_A.to": "=residence_B.from"}),
            ("08-05 09:00", "Started in Lismore Foods' marketing team on the 1st, so far so good.", "fact", {"employer_E.from": "first"}),
            ("08-17 12:00", "The iron tablets ended on the 30th of last month, my bloods are back to normal.", "fact", {"medication_2.to": "dom_last(30)"}),
            ("08-26 19:00", "I've also signed up for archery at a club in town; the first session was this week.", "fact", {"hobby_2.from": "this_week"}),
            ("09-05 12:00", "Murphy has claimed the sunniest window in the new house.", "remention", {}),
            ("09-15 18:00", "Flipped the car-share over to Unlimited five days ago; we sold our second car.", "fact", {"plan_3.from": "ago(5)", "plan_2.to": "=plan_3.from"}),
            ("09-27 18:00", "My friend Niamh just adopted a greyhound and wants walking buddies.", "distractor", {}),
            ("10-09 10:00", "What's a good soup for a cold evening?", "distractor", {}),
        ],
        "abstain": "What is Aoife's favourite film?",
    },
]

VAGUE = {"this_week", "new_year", "year", "mention"}
KEYS = ["residence_C", "residence_A", "residence_B", "employer_D", "employer_E", "plan_1",
        "plan_2", "plan_3", "medication_1", "medication_2", "pet_1", "pet_2", "outside_role",
        "side_job", "hobby_1", "hobby_2"]  # fmt: skip
CLOSED = {"residence_C", "residence_A", "employer_D", "plan_1", "plan_2", "medication_1", "medication_2"}
#: The wording each rule needs in its utterance.
WORDING = {"today": r"\btoday\b", "yesterday": r"\byesterday\b", "ago": r"\b\w+ days ago\b|\bfor \w+ days\b",
           "dom": r"\bthe \d+(?:st|nd|rd|th)\b(?! of last)", "dom_last": r"\bthe \d+(?:st|nd|rd|th) of last month\b",
           "mon_last_week": r"(?i)\bmonday of last week\b", "first": r"\bthe (?:1st|first)\b",
           "end_next_month": r"\bthe end of next month\b", "this_week": r"\bthis week\b",
           "new_year": r"\bnew year", "year": r"\b(?:since|from|in) (?:\d{4})\b", "mention": r""}  # fmt: skip
NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def squash(s: str) -> str:
    return "".join(unicodedata.normalize("NFC", s).casefold().split())


def apply(rule: str, local: date) -> date:
    """The date a rule gives, said on the local date ``local`` (FORMAT.md's table)."""
    name, _, arg = rule.partition("(")
    arg = arg.rstrip(")")
    if name == "today" or name == "mention":
        return local
    if name == "yesterday":
        return local - timedelta(days=1)
    if name == "ago":
        return local - timedelta(days=int(arg))
    if name == "dom":
        return local.replace(day=int(arg))
    if name == "dom_last":
        prev = local.replace(day=1) - timedelta(days=1)
        return prev.replace(day=int(arg))
    if name == "mon_last_week":
        return local - timedelta(days=local.weekday() + 7)
    if name == "this_week":
        return local - timedelta(days=local.weekday())
    if name == "first":
        return local.replace(day=1)
    if name == "end_next_month":
        y, m = (local.year + 1, 1) if local.month == 12 else (local.year, local.month + 1)
        return date(y, m, calendar.monthrange(y, m)[1])
    if name == "new_year":
        return date(YEAR, 1, 1)
    if name == "year":
        return date(int(arg), 1, 1)
    raise ValueError(rule)


def build(
    n: int,
    story: dict[str, Any],
    *,
    lang: str = "en",
    apply_rule: Callable[[str, date], date] | None = None,
    wording: dict[str, str] | None = None,
    vague_rules: set[str] | None = None,
    flags: int = re.I,
    named: Callable[[str], str] = lambda name: name.split()[0],
    week_rules: tuple[str, ...] = ("mon_last_week", "this_week"),
    queries: Callable[..., list[dict[str, Any]]] | None = None,
) -> dict[str, Any]:
    """One customer's file from its story, checking FORMAT.md's story rules as it goes.

    The defaults are the English ones; build_ko.py passes its own date rules, wordings and
    queries (and Korean names are checked whole, its wordings case-sensitively).
    """
    apply_rule = apply_rule or apply
    wording = wording or WORDING
    vague_rules = vague_rules or VAGUE
    queries = queries or make_queries
    where = f"{lang}/cust-{n:02d}"
    tz = story["tz"]
    episodes, local_dates = [], []
    for k, (when, text, _, _) in enumerate(story["utterances"], 1):
        ref = datetime.fromisoformat(f"{YEAR}-{when.replace(' ', 'T')}:00{tz}")
        episodes.append({"id": f"e{k:02d}", "text": text, "reference_time": ref.isoformat(), "speaker": "user"})
        local_dates.append(ref.date())
    assert len(episodes) == 24, where
    times = [datetime.fromisoformat(e["reference_time"]) for e in episodes]
    assert all(a < b for a, b in itertools.pairwise(times)), f"{where}: times not increasing"
    roles = [u[2] for u in story["utterances"]]
    assert (roles.count("fact"), roles.count("distractor"), roles.count("remention")) == (19, 4, 1), where
    assert named(story["name"]) in episodes[0]["text"], f"{where}: e01 must give the name"
    bounds: dict[str, dict[str, Any]] = {k: {} for k in KEYS}
    for k, (_, text, _, rules) in enumerate(story["utterances"]):
        for slot, rule in rules.items():
            key, end = slot.split(".")
            bounds[key][end] = (k, rule)
            name = rule.split("(")[0]
            if not rule.startswith("="):
                assert re.search(wording[name], text, flags), f"{where} e{k + 1:02d}: {rule} not worded"
            if name in week_rules:
                assert times[k].weekday() != 6 and times[k].astimezone(UTC).weekday() != 6, (
                    f"{where} e{k + 1:02d}: week-relative wording on a Sunday")
            if name == "end_next_month":
                assert local_dates[k].month in (5, 6), f"{where}: the quit is said in May or June"
    dates: dict[str, dict[str, date | None]] = {k: {"from": None, "to": None} for k in KEYS}
    basis: dict[str, dict[str, str | None]] = {k: {"valid_from": None, "valid_to": None} for k in KEYS}
    vague: dict[str, dict[str, bool]] = {k: {} for k in KEYS}
    for key in KEYS:
        for end, (k, rule) in bounds[key].items():
            if not rule.startswith("="):
                dates[key][end] = apply_rule(rule, local_dates[k])
                basis[key][f"valid_{end}"] = f"e{k + 1:02d} {rule}"
                vague[key][end] = rule.split("(")[0] in vague_rules
    for key in KEYS:
        for end, (k, rule) in bounds[key].items():
            if rule.startswith("="):
                other, other_end = rule[1:].split(".")
                dates[key][end] = dates[other][other_end]
                basis[key][f"valid_{end}"] = f"e{k + 1:02d} = {other}.valid_{other_end}"
                vague[key][end] = vague[other][other_end]
    assert dates["employer_E"]["from"] == dates["employer_D"]["to"] + timedelta(days=1), f"{where}: E starts the day after D ends"  # type: ignore[operator]
    b_from = dates["residence_B"]["from"]
    assert b_from is not None and b_from.month == 7, f"{where}: the move to B is in July"
    first, last = local_dates[0], local_dates[-1]
    hobby_said = local_dates[bounds["hobby_1"]["from"][0]]
    assert (hobby_said - first).days <= 7, f"{where}: hobby_1 within 7 days of the first utterance"
    checkpoints = [first + timedelta(days=7 * i) for i in range((last - first).days // 7 + 1)]
    all_aliases = [(key, squash(a)) for key in KEYS for a in story["items"][key][2]]
    for key, a in all_aliases:
        for key2, b in all_aliases:
            assert key == key2 or (a not in b and b not in a), f"{where}: aliases {a} / {b} overlap"
    truth = []
    for key in KEYS:
        kind, obj, aliases = story["items"][key]
        frm, to = dates[key]["from"], dates[key]["to"]
        assert frm is not None and (to is None) == (key not in CLOSED), f"{where}: {key} bounds"
        edges = [(e, d) for e, d in (("from", frm), ("to", to)) if d is not None]
        inside = [e for e, d in edges if d >= first - timedelta(days=7)]
        fuzzy = 7 if any(vague[key][e] for e in (inside or [e for e, _ in edges])) else 3
        mentioned = [e["id"] for e in episodes if any(squash(a) in squash(e["text"]) for a in aliases)]
        sources = sorted({f"e{k + 1:02d}" for end, (k, _) in bounds[key].items()})
        truth.append({
            "key": key, "kind": kind, "object": obj, "object_aliases": aliases,
            "valid_from": frm.isoformat(), "valid_to": to.isoformat() if to else None,
            "fuzzy_days": fuzzy, "final": "closed" if to else "open",
            "source_episodes": sources, "mentioned_in": mentioned, "basis": basis[key],
        })  # fmt: skip
    by_key = {t["key"]: t for t in truth}
    for t in truth:  # a source episode names its item, except the "= other" ends
        for sid in t["source_episodes"]:
            own = any(v and v.startswith(sid + " ") and " = " not in v for v in t["basis"].values())
            assert not own or sid in t["mentioned_in"], f"{where}: {t['key']} not named in {sid}"
    for (_, _, role, _), e in zip(story["utterances"], episodes, strict=True):
        if role == "distractor":
            named = [t["key"] for t in truth if e["id"] in t["mentioned_in"]]
            assert not named, f"{where} {e['id']}: distractor names {named}"
        if role == "remention":
            named = [t["key"] for t in truth if e["id"] in t["mentioned_in"]]
            assert named and all(by_key[k]["final"] == "open" for k in named), f"{where} {e['id']}: remention"
    return {
        "user_id": f"{lang}-para-{n:02d}", "user_name": story["name"], "language": lang,
        "timezone": tz, "split": "paraphrase", "episodes": episodes, "truth": truth,
        "checkpoints": [c.isoformat() for c in checkpoints], "final_as_of": last.isoformat(),
        "queries": queries(story, by_key, last),
    }  # fmt: skip


def _mid(t: dict[str, Any], final: date) -> date:
    a = date.fromisoformat(t["valid_from"])
    b = date.fromisoformat(t["valid_to"]) if t["valid_to"] else final
    return a + (b - a) / 2


def make_queries(story: dict[str, Any], by_key: dict[str, dict[str, Any]], final: date) -> list[dict[str, Any]]:
    first_name = story["name"].split()[0]

    def q(question: str, as_of: date, yes: str, no: list[str], kind: str) -> dict[str, Any]:
        t = by_key[yes]
        for key in [yes, *no]:
            for end in ("valid_from", "valid_to"):
                if by_key[key][end]:
                    gap = abs((date.fromisoformat(by_key[key][end]) - as_of).days)
                    assert gap >= by_key[key]["fuzzy_days"] + 2 or date.fromisoformat(by_key[key][end]).year < YEAR, (
                        f"{story['name']}: {kind} as_of {as_of} too near {key}.{end}")
        return {"question": question, "as_of": as_of.isoformat(), "must_contain_any": t["object_aliases"],
                "must_not_contain": [a for k in no for a in by_key[k]["object_aliases"]],
                "expect_abstain": False, "query_kind": kind, "targets": [yes]}  # fmt: skip

    res_a_mid = _mid(by_key["residence_A"], final)
    job_mid = date.fromisoformat(by_key["employer_D"]["valid_to"]) - timedelta(days=25)
    plan_mid = _mid(by_key["plan_2"], final)
    med_mid = _mid(by_key["medication_1"], final)
    c_year = int(by_key["residence_C"]["valid_from"][:4]) + 2
    return [
        q(f"What city is {first_name} living in at the moment?", final, "residence_B", ["residence_A"], "res_now"),
        q(f"Where was {first_name} living on {res_a_mid:%B %-d, %Y}?", res_a_mid, "residence_A", ["residence_B"], "res_past"),
        q(f"Where was {first_name} working on {job_mid:%B %-d, %Y}?", job_mid, "employer_D", ["employer_E"], "job_mid"),
        q(f"Which plan tier was {first_name} on as of {plan_mid:%B %-d, %Y}?", plan_mid, "plan_2", ["plan_3"], "plan_mid"),
        q(f"What medication was {first_name} taking on {med_mid:%B %-d, %Y}?", med_mid, "medication_1", [], "med_one"),
        q(f"What are {first_name}'s hobbies these days?", final, "hobby_1", [], "hobby_now"),
        q(f"Where did {first_name} live in {c_year}?", date(c_year, 6, 15), "residence_C", ["residence_A", "residence_B"], "res_C"),
        {"question": story["abstain"], "as_of": final.isoformat(), "must_contain_any": [],
         "must_not_contain": [], "expect_abstain": True, "query_kind": "abstain", "targets": []},
    ]  # fmt: skip


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for n, story in enumerate(STORIES, 1):
        case = build(n, story)
        path = OUT / f"cust-{n:02d}.json"
        path.write_text(json.dumps(case, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        print(path, len(case["checkpoints"]), "checkpoints")


if __name__ == "__main__":
    main()
