"""Everyday English paraphrases of the timeline story events, written for generalisation work.

Each event is said many casual ways ("we got a place in", "packed in the X", "bumped my membership
up to", "handed in my notice"), with invented names, places, products and medicines, in the story
year 2026 (other weekdays than the dev files). A case passes when one claim about the user has the
predicate, contains the expected alias (compared like the timeline scorer: case-folded, whitespace
removed) and carries the expected action and dates. Precision cases (hypotheticals, other people's
facts, add-ons, small talk) must yield no fact about the user and close nothing.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from consolidator.types import SELF, Claim
from tests.consolidator.claims import matches, run_on, show

D = date


def _run(text: str, ref: date, context: tuple[str, ...] = ()) -> list[Claim]:
    return run_on(text, ref, context, korean=False)




# Reference dates (none is a Sunday) and what the story's relative wordings mean on them.
NY = D(2026, 1, 7)  # Wednesday; "right after New Year's" -> 2026-01-01
RETRO = D(2026, 1, 20)
MOVE_B = D(2026, 7, 20)  # Monday; "four days ago" -> 07-16
MOVE_B_LAST = D(2026, 8, 3)  # "on the 29th of last month" -> 07-29
QUIT = D(2026, 5, 19)  # Tuesday; "at the end of next month" -> 06-30
FIRST = D(2026, 7, 3)  # "on the 1st" -> 07-01
PLAN1 = D(2026, 1, 27)
PLAN2 = D(2026, 4, 2)  # Thursday; "Monday of last week" -> 03-23
PLAN3 = D(2026, 9, 4)  # Friday; "three days ago" -> 09-01
MED_START = D(2026, 3, 10)
MED_STOP = D(2026, 5, 29)  # Friday; "this week" -> 05-25
MED2_STOP = D(2026, 8, 10)  # "on the 19th of last month" -> 07-19
PET2 = D(2026, 4, 24)  # "three days ago" -> 04-21
SIDE = D(2026, 6, 15)  # "on the 1st" -> 06-01
HOBBY2 = D(2026, 8, 19)

A_CONTEXT = ("We moved to Halifax right after New Year's.",)
D_CONTEXT = ("I work at Brightwater Logistics as a dispatcher.",)
PLAN_CONTEXT = ("I signed up for a gym membership, the Basic tier.",)

# (reference date, text, predicate, alias, expected fields[, context texts])
RESIDENCE: list[tuple[Any, ...]] = [
    (NY, "We got a place in Halifax right after New Year's.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (NY, "Right after New Year's we relocated to Halifax.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (NY, "We've settled in Halifax, moved right after New Year's.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (NY, "Ended up in Halifax right after New Year's, new job for my wife.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (NY, "Hi, I'm Rosa. We settled in Halifax right after New Year's.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (NY, "We found an apartment in Halifax and moved in right after New Year's.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (NY, "We're finally in Halifax, we moved right after New Year's.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (NY, "We've been in Halifax since New Year's.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (NY, "Just after New Year's we made the move to Halifax.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (NY, "We packed up and moved to Halifax right after New Year's.", "lives_in", "Halifax", {"valid": D(2026, 1, 1)}),
    (MOVE_B, "We finally moved into our new place in Portland four days ago.", "lives_in", "Portland", {"valid": D(2026, 7, 16)}),
    (MOVE_B, "Four days ago we relocated to Portland.", "lives_in", "Portland", {"valid": D(2026, 7, 16)}),
    (MOVE_B, "We got a place in Portland and moved in four days ago.", "lives_in", "Portland", {"valid": D(2026, 7, 16)}),
    (MOVE_B, "We've settled in Portland; the van dropped us off four days ago.", "lives_in", "Portland", {}),
    (MOVE_B, "Got the keys to a flat in Portland four days ago and moved straight in.", "lives_in", "Portland", {"valid": D(2026, 7, 16)}),
    (MOVE_B_LAST, "We moved to Portland on the 29th of last month.", "lives_in", "Portland", {"valid": D(2026, 7, 29)}),
    (MOVE_B_LAST, "On the 29th of last month we relocated to Portland for good.", "lives_in", "Portland", {"valid": D(2026, 7, 29)}),
    (MOVE_B_LAST, "We ended up in Portland on the 29th of last month.", "lives_in", "Portland", {"valid": D(2026, 7, 29)}),
    (MOVE_B_LAST, "We settled into a rental in Portland on the 29th of last month.", "lives_in", "Portland", {"valid": D(2026, 7, 29)}),
]

RESIDENCE_C: list[tuple[Any, ...]] = [
    (RETRO, "Before moving to Halifax I lived in Regina from 2019.", "lives_in", "Regina", {"valid": D(2019, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Before Halifax, I'd been living in Regina since 2018.", "lives_in", "Regina", {"valid": D(2018, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Prior to the move to Halifax I spent years in Regina, from 2016.", "lives_in", "Regina", {"valid": D(2016, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Prior to moving to Halifax, I lived in Regina from 2017.", "lives_in", "Regina", {"valid": D(2017, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Until the Halifax move, Regina had been home since 2017.", "lives_in", "Regina", {"valid": D(2017, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Before we settled in Halifax, we'd lived in Regina since 2020.", "lives_in", "Regina", {"valid": D(2020, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Before we got a place in Halifax, we lived in Regina from 2019.", "lives_in", "Regina", {"valid": D(2019, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Before relocating to Halifax, I'd lived in Regina since 2019.", "lives_in", "Regina", {"valid": D(2019, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Before Halifax we were in Regina, from 2019 on.", "lives_in", "Regina", {"valid": D(2019, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "We lived in Regina from 2019 until we moved to Halifax.", "lives_in", "Regina", {"valid": D(2019, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "From 2019 until the move to Halifax, I lived in Regina.", "lives_in", "Regina", {"valid": D(2019, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Before coming to Halifax I'd been in Regina since 2019.", "lives_in", "Regina", {"valid": D(2019, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "Before we came out to Halifax, Regina was home, starting in 2019.", "lives_in", "Regina", {"ends_when": "Halifax"}),
    (RETRO, "Fun fact: before Halifax I'd lived in Regina since 2019.", "lives_in", "Regina", {"valid": D(2019, 1, 1), "ends_when": "Halifax"}),
    (RETRO, "From 2019 until we moved here, home was Regina.", "lives_in", "Regina", {"valid": D(2019, 1, 1)}, A_CONTEXT),
    (RETRO, "Before relocating here, I was based in Regina from 2019.", "lives_in", "Regina", {"valid": D(2019, 1, 1)}, A_CONTEXT),
    (RETRO, "Before moving here I lived in Regina from 2019.", "lives_in", "Regina", {"valid": D(2019, 1, 1)}, A_CONTEXT),
]

EMPLOYER: list[tuple[Any, ...]] = [
    (D(2026, 2, 10), "I work at Brightwater Logistics, have since 2021.", "works_at", "Brightwater Logistics", {"valid": D(2021, 1, 1)}),
    (D(2026, 2, 10), "I've been with Brightwater Logistics since 2021.", "works_at", "Brightwater Logistics", {"valid": D(2021, 1, 1)}),
    (D(2026, 2, 10), "Workwise, I produce podcasts for Brightwater Logistics and have done so since 2021.", "works_at", "Brightwater Logistics", {"valid": D(2021, 1, 1)}),
    (D(2026, 2, 10), "I'm a dispatcher at Brightwater Logistics.", "works_at", "Brightwater Logistics", {}),
    (D(2026, 2, 10), "Day job: dispatcher for Brightwater Logistics since 2021.", "works_at", "Brightwater Logistics", {}),
    (D(2026, 2, 10), "I've worked at Brightwater Logistics since 2021.", "works_at", "Brightwater Logistics", {"valid": D(2021, 1, 1)}),
    (QUIT, "I handed in my notice at Brightwater Logistics today; I'm out at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "I'm leaving Brightwater Logistics at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "My last day at Brightwater Logistics will be at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "I'm quitting Brightwater Logistics at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "I'm wrapping up at Brightwater Logistics at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "Handed in my notice today. My last day will be at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (QUIT, "I handed in my notice yesterday, so I'm done at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (QUIT, "Gave my notice at Brightwater today; I finish at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "I've resigned from Brightwater Logistics, effective the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "Told my boss I'm leaving. I'll be gone from Brightwater at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "I put in my two weeks... well, more like: I'm out at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (QUIT, "I'm leaving my job at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (QUIT, "I've given notice at work; I'll be leaving at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (QUIT, "I resigned today. I'm done at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (QUIT, "I'm finishing at Brightwater at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}),
    (QUIT, "Handed in my notice this morning, and I'll be finishing up at the end of next month.", "works_at", "Brightwater", {"action": "end", "invalid": D(2026, 6, 30)}, D_CONTEXT),
    (FIRST, "I started at Kestrel Analytics on the 1st.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "Started my new job at Kestrel Analytics on the 1st of this month.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "My first day at Kestrel Analytics was the 1st.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "Joined Kestrel Analytics on the 1st, new badge and everything.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "New job: I've been at Kestrel Analytics since the 1st.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "I began working for Kestrel Analytics on the 1st.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "On the 1st I started with Kestrel Analytics as a data analyst.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "Kestrel Analytics took me on as of the 1st.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "I kicked off at Kestrel Analytics on the 1st.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "Since the 1st I've been working at Kestrel Analytics.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "The new job at Kestrel Analytics started on the 1st.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
    (FIRST, "Started on the 1st at Kestrel Analytics as a junior analyst.", "works_at", "Kestrel Analytics", {"valid": D(2026, 7, 1)}),
]

PLAN: list[tuple[Any, ...]] = [
    (PLAN1, "I signed up for a gym membership today, the Basic tier for now.", "subscription_plan", "Basic", {"valid": PLAN1}),
    (PLAN1, "Just joined a cloud backup service today; I'm on the 50GB plan.", "subscription_plan", "50GB", {"valid": PLAN1}),
    (PLAN1, "Got a streaming subscription today, the Standard one.", "subscription_plan", "Standard", {"valid": PLAN1}),
    (PLAN1, "Started a meal kit today with the Two-Meal box.", "subscription_plan", "Two-Meal", {"valid": PLAN1}),
    (PLAN1, "Today I got a new phone plan: the 10GB one.", "subscription_plan", "10GB", {"valid": PLAN1}),
    (PLAN1, "Bought a bike-share pass today, the Day Rider option.", "subscription_plan", "Day Rider", {"valid": PLAN1}),
    (PLAN1, "I went with the Starter plan for my cloud backup today.", "subscription_plan", "Starter", {"valid": PLAN1}),
    (PLAN1, "I joined a gym today and took the Off-Peak membership.", "subscription_plan", "Off-Peak", {"valid": PLAN1}),
    (PLAN1, "Signed up for Flixtream today, on the Lite tier to start.", "subscription_plan", "Lite", {"valid": PLAN1}),
    (PLAN1, "Today I got a bike-share pass, the Casual plan.", "subscription_plan", "Casual", {"valid": PLAN1}),
    (PLAN1, "Picked up a monthly bike-share pass today, the Commuter tier.", "subscription_plan", "Commuter", {"valid": PLAN1}),
    (PLAN1, "Joined Pulse Fitness today on the Basic membership.", "subscription_plan", "Basic", {"valid": PLAN1}),
    (PLAN1, "Signed up for a Pulse Fitness membership today, Basic tier.", "subscription_plan", "Basic", {"valid": PLAN1}),
    (PLAN1, "Started a CloudVault subscription today with the Lite plan.", "subscription_plan", "Lite", {"valid": PLAN1}),
    (PLAN1, "Bought a CityCycle pass today, the Monthly one.", "subscription_plan", "Monthly", {"valid": PLAN1}),
    (PLAN1, "We've signed up for a meal kit, three meals a week to start.", "subscription_plan", "three meals a week", {}),
    (PLAN2, "My CloudVault plan went up to 1TB starting Monday of last week.", "subscription_plan", "1TB", {"valid": D(2026, 3, 23)}),
    (PLAN2, "I upgraded my gym membership to Plus starting Monday of last week.", "subscription_plan", "Plus", {"valid": D(2026, 3, 23)}),
    (PLAN2, "Starting Monday of last week I moved to the Standard tier.", "subscription_plan", "Standard", {"valid": D(2026, 3, 23)}),
    (PLAN2, "Since Monday of last week my phone plan has been the 30GB one.", "subscription_plan", "30GB", {"valid": D(2026, 3, 23)}),
    (PLAN2, "I switched the backup to 200GB starting Monday of last week.", "subscription_plan", "200GB", {"valid": D(2026, 3, 23)}),
    (PLAN2, "As of Monday of last week we're on the Family plan for streaming.", "subscription_plan", "Family", {"valid": D(2026, 3, 23)}),
    (PLAN2, "The storage was full, so starting Monday of last week I'm paying for 200GB.", "subscription_plan", "200GB", {"valid": D(2026, 3, 23)}),
    (PLAN2, "Starting Monday of last week I'm a Silver member at the gym.", "subscription_plan", "Silver", {"valid": D(2026, 3, 23)}),
    (PLAN1, "Today I switched carriers and went onto the Saver plan.", "subscription_plan", "Saver", {"valid": PLAN1}),
    (PLAN3, "Three days ago the phone went onto Max Data, I'd been hitting the cap.", "subscription_plan", "Max Data", {"valid": D(2026, 9, 1)}),
    (PLAN2, "I went up to the Plus tier on Monday of last week.", "subscription_plan", "Plus", {"valid": D(2026, 3, 23)}),
    (PLAN2, "Changed my meal kit to the Four-Meal box starting Monday of last week.", "subscription_plan", "Four-Meal", {"valid": D(2026, 3, 23)}),
    (PLAN2, "Starting Monday of last week, my membership is Peak instead of Off-Peak.", "subscription_plan", "Peak", {"valid": D(2026, 3, 23)}),
    (PLAN2, "I moved my bike-share pass up to the Commuter Plus level starting Monday of last week.", "subscription_plan", "Commuter Plus", {"valid": D(2026, 3, 23)}),
    (PLAN3, "I bumped my membership up to Premium three days ago.", "subscription_plan", "Premium", {"valid": D(2026, 9, 1)}),
    (PLAN3, "I bumped my Pulse Fitness membership up to Premium three days ago.", "subscription_plan", "Premium", {"valid": D(2026, 9, 1)}),
    (PLAN3, "Upgraded the Freshbox box to the Family plan three days ago.", "subscription_plan", "Family", {"valid": D(2026, 9, 1)}),
    (PLAN3, "Upgraded to Unlimited three days ago.", "subscription_plan", "Unlimited", {"valid": D(2026, 9, 1)}, PLAN_CONTEXT),
    (PLAN3, "Three days ago I moved my streaming to the Premium tier.", "subscription_plan", "Premium", {"valid": D(2026, 9, 1)}),
    (PLAN3, "Three days ago I bumped the backup plan up to 2TB.", "subscription_plan", "2TB", {"valid": D(2026, 9, 1)}),
    (PLAN3, "Downgraded to Lite three days ago, trying to save money.", "subscription_plan", "Lite", {"valid": D(2026, 9, 1)}, PLAN_CONTEXT),
    (PLAN3, "My phone plan went to Unlimited three days ago.", "subscription_plan", "Unlimited", {"valid": D(2026, 9, 1)}),
    (PLAN3, "I bumped my gym membership up to the Elite tier three days ago.", "subscription_plan", "Elite", {"valid": D(2026, 9, 1)}),
    (PLAN3, "Three days ago I took the membership up to All Access.", "subscription_plan", "All Access", {"valid": D(2026, 9, 1)}),
]

MEDICATION: list[tuple[Any, ...]] = [
    (MED_START, "The doctor put me on fluticasone yesterday.", "takes_medication", "fluticasone", {"valid": D(2026, 3, 9)}),
    (MED_START, "Started taking cetirizine yesterday for hay fever.", "takes_medication", "cetirizine", {"valid": D(2026, 3, 9)}),
    (MED_START, "Got prescribed doxycycline yesterday, one a day.", "takes_medication", "doxycycline", {"valid": D(2026, 3, 9)}),
    (MED_START, "Yesterday I began a fluticasone nasal spray.", "takes_medication", "fluticasone", {"valid": D(2026, 3, 9)}),
    (MED_START, "I've been on folic acid since the 9th of this month.", "takes_medication", "folic acid", {"valid": D(2026, 3, 9)}),
    (MED_START, "Started escitalopram yesterday, low dose.", "takes_medication", "escitalopram", {"valid": D(2026, 3, 9)}),
    (MED_START, "The doctor has had me on ferrous sulfate since the 9th of this month.", "takes_medication", "ferrous sulfate", {"valid": D(2026, 3, 9)}),
    (MED_START, "I've been on montelukast since yesterday.", "takes_medication", "montelukast", {"valid": D(2026, 3, 9)}),
    (MED_STOP, "I packed in the fluticasone this week.", "takes_medication", "fluticasone", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "Came off the sertraline this week.", "takes_medication", "sertraline", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I came off sertraline this week, all good.", "takes_medication", "sertraline", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I quit taking cetirizine this week.", "takes_medication", "cetirizine", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "Ran out of the loratadine this week and didn't refill it.", "takes_medication", "loratadine", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "Finished my course of amoxicillin this week.", "takes_medication", "amoxicillin", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "This week I stopped the montelukast.", "takes_medication", "montelukast", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I'm off the prednisone as of this week.", "takes_medication", "prednisone", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "Stopped taking my naproxen this week, doctor's orders.", "takes_medication", "naproxen", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I ditched the melatonin this week.", "takes_medication", "melatonin", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "Done with the doxycycline this week, finally.", "takes_medication", "doxycycline", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "This week I packed in the fluticasone spray, my nose is fine now.", "takes_medication", "fluticasone", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "Quick one: the fluticasone, I packed it in this week.", "takes_medication", "fluticasone", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I've come off the cetirizine this week since the pollen's gone.", "takes_medication", "cetirizine", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I gave up the melatonin this week.", "takes_medication", "melatonin", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "This week I wrapped up the doxycycline.", "takes_medication", "doxycycline", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "Not taking the cetirizine anymore, stopped this week.", "takes_medication", "cetirizine", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I've stopped using the fluticasone this week.", "takes_medication", "fluticasone", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I'm not on fluticasone anymore, stopped this week.", "takes_medication", "fluticasone", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "Finished the last of my fluticasone this week and I'm not renewing it.", "takes_medication", "fluticasone", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I've been fluticasone-free since Monday, packed it in this week.", "takes_medication", "fluticasone", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "Binned the fluticasone this week.", "takes_medication", "fluticasone", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED2_STOP, "Finished my course of prednisone on the 19th of last month.", "takes_medication", "prednisone", {"action": "end", "invalid": D(2026, 7, 19)}),
    (MED_STOP, "I've given the sumatriptan up this week; the headaches have eased off.", "takes_medication", "sumatriptan", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "I finished up the antibiotics this week.", "takes_medication", "antibiotics", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED_STOP, "My prescription for cetirizine ran out this week and I didn't renew it.", "takes_medication", "cetirizine", {"action": "end", "invalid": D(2026, 5, 25)}),
    (MED2_STOP, "I came off the metformin on the 19th of last month.", "takes_medication", "metformin", {"action": "end", "invalid": D(2026, 7, 19)}),
    (MED2_STOP, "Quit the vitamin D on the 19th of last month.", "takes_medication", "vitamin D", {"action": "end", "invalid": D(2026, 7, 19)}),
    (MED2_STOP, "On the 19th of last month I packed in the magnesium tablets.", "takes_medication", "magnesium", {"action": "end", "invalid": D(2026, 7, 19)}),
]

PETS: list[tuple[Any, ...]] = [
    (D(2026, 2, 3), "We've had a beagle called Biscuit since 2019.", "has_pet", "Biscuit", {"valid": D(2019, 1, 1)}),
    (D(2026, 2, 3), "Our cat Miso has been with us since 2020.", "has_pet", "Miso", {"valid": D(2020, 1, 1)}),
    (PET2, "We brought home a rescue greyhound named Juno three days ago.", "has_pet", "Juno", {"valid": D(2026, 4, 21)}),
    (PET2, "Adopted a rescue kitten three days ago, her name's Pip.", "has_pet", "Pip", {"valid": D(2026, 4, 21)}),
    (PET2, "There's a new kitten in the house, Pip; she arrived three days ago.", "has_pet", "Pip", {"valid": D(2026, 4, 21)}),
    (PET2, "Say hi to Pip, our new kitten, who came home three days ago.", "has_pet", "Pip", {"valid": D(2026, 4, 21)}),
    (PET2, "We got a bunny three days ago. We named her Clover.", "has_pet", "Clover", {"valid": D(2026, 4, 21)}),
    (PET2, "Meet Clover, the rabbit we picked up three days ago.", "has_pet", "Clover", {"valid": D(2026, 4, 21)}),
    (PET2, "Three days ago a guinea pig called Nugget joined the household.", "has_pet", "Nugget", {"valid": D(2026, 4, 21)}),
    (PET2, "We adopted Juno, a rescue greyhound, three days ago.", "has_pet", "Juno", {"valid": D(2026, 4, 21)}),
    (PET2, "Three days ago we brought home a second cat, a tabby called Pip.", "has_pet", "Pip", {"valid": D(2026, 4, 21)}),
    (PET2, "New family member: Nugget, a guinea pig we got three days ago.", "has_pet", "Nugget", {"valid": D(2026, 4, 21)}),
    (PET2, "We took in a foster kitten three days ago and decided to keep her. She's called Pip.", "has_pet", "Pip", {"valid": D(2026, 4, 21)}),
    (PET2, "Three days ago we adopted a rescue puppy, Juno.", "has_pet", "Juno", {"valid": D(2026, 4, 21)}),
    (PET2, "We brought home a rescue lurcher three days ago and called her Fern.", "has_pet", "Fern", {"valid": D(2026, 4, 21)}),
    (PET2, "This is Otto, our new puppy, home since three days ago.", "has_pet", "Otto", {"valid": D(2026, 4, 21)}),
    (PET2, "Got a second dog three days ago! His name is Otto.", "has_pet", "Otto", {"valid": D(2026, 4, 21)}),
    (PET2, "A second cat moved in with us three days ago; we named her Mango.", "has_pet", "Mango", {"valid": D(2026, 4, 21)}),
    (PET2, "Three days ago the kids talked me into a hamster; his name's Nibbles.", "has_pet", "Nibbles", {"valid": D(2026, 4, 21)}),
    (PET2, "Pip the kitten moved in with us three days ago.", "has_pet", "Pip", {"valid": D(2026, 4, 21)}),
]

HOBBIES: list[tuple[Any, ...]] = [
    (NY, "I've been into bouldering for ages.", "hobby", "bouldering", {}),
    (NY, "My thing is bouldering.", "hobby", "bouldering", {}),
    (NY, "Every weekend I go bouldering.", "hobby", "bouldering", {}),
    (NY, "Bouldering is my main hobby.", "hobby", "bouldering", {}),
    (NY, "Weekends are for bouldering.", "hobby", "bouldering", {}),
    (NY, "I do a lot of woodworking in my spare time.", "hobby", "woodworking", {}),
    (NY, "Most evenings I'm out running.", "hobby", "running", {}),
    (NY, "I spend my Saturdays birdwatching.", "hobby", "birdwatching", {}),
    (NY, "I knit, have done for years.", "hobby", "knit", {}),
    (NY, "I'm a huge fan of geocaching, I go most Sundays.", "hobby", "geocaching", {}),
    (NY, "When I'm not working, I'm usually on the water kayaking.", "hobby", "kayaking", {}),
    (NY, "Trail running is my big passion, I do it every weekend.", "hobby", "trail running", {}),
    (NY, "I play the cello in my free time.", "hobby", "cello", {}),
    (NY, "I'm really into birdwatching these days, I go every weekend.", "hobby", "birdwatching", {}),
    (NY, "Swing dancing is how I unwind.", "hobby", "swing danc", {}),
    (NY, "I've done pottery for years, it keeps me sane.", "hobby", "pottery", {}),
    (NY, "Every Saturday morning I'm at the climbing gym bouldering.", "hobby", "bouldering", {}),
    (NY, "Outside of work, I'm all about bouldering.", "hobby", "bouldering", {}),
    (NY, "I'm a big bouldering person.", "hobby", "bouldering", {}),
    (NY, "I've been bouldering for about six years now.", "hobby", "bouldering", {}),
    (NY, "My weekends revolve around trail running.", "hobby", "trail running", {}),
    (NY, "Fly fishing is what I do every chance I get.", "hobby", "fly fishing", {}),
    (NY, "My go-to weekend activity is kayaking.", "hobby", "kayaking", {}),
    (NY, "I try to get out kayaking every weekend.", "hobby", "kayaking", {}),
    (NY, "I paddle most weekends, down on the river.", "hobby", "paddling", {}),
    (NY, "I go to a pottery class every Tuesday.", "hobby", "pottery", {}),
    (NY, "I've taken pottery classes for years.", "hobby", "pottery", {}),
    (HOBBY2, "These days I've also started archery.", "hobby", "archery", {}),
    (HOBBY2, "Lately I've picked up the ukulele.", "hobby", "ukulele", {}),
    (HOBBY2, "I've also taken up fencing this month.", "hobby", "fencing", {}),
    (HOBBY2, "New thing for me: I've started going to a pottery class.", "hobby", "pottery", {}),
    (HOBBY2, "I've got into sea swimming recently.", "hobby", "swimming", {}),
]

ROLES: list[tuple[Any, ...]] = [
    (SIDE, "On the 1st I started dog walking on the side.", "side_job", "dog walk", {"valid": D(2026, 6, 1)}),
    (SIDE, "Picked up a weekend shift at a bakery on the 1st for extra cash.", "side_job", "bakery", {"valid": D(2026, 6, 1)}),
    (SIDE, "Since the 1st I've been tutoring math on the side.", "side_job", "tutoring", {"valid": D(2026, 6, 1)}),
    (SIDE, "I started a side gig as a delivery driver on the 1st.", "side_job", "delivery driver", {"valid": D(2026, 6, 1)}),
    (SIDE, "On the 1st I took on some freelance proofreading for extra money.", "side_job", "proofreading", {"valid": D(2026, 6, 1)}),
    (SIDE, "I've been pet sitting for neighbours since the 1st, a bit of extra income.", "side_job", "pet sitt", {"valid": D(2026, 6, 1)}),
    (SIDE, "I started teaching a Saturday yoga class on the 1st; it's paid per session.", "side_job", "yoga class", {"valid": D(2026, 6, 1)}),
    (SIDE, "Started a part-time bartending gig on the 1st.", "side_job", "bartending", {"valid": D(2026, 6, 1)}),
    (SIDE, "I've been doing weekend shifts at a garden centre since the 1st.", "side_job", "garden centre", {"valid": D(2026, 6, 1)}),
    (SIDE, "I've been tutoring maths online since the 1st, for extra income.", "side_job", "tutoring", {"valid": D(2026, 6, 1)}),
    (D(2026, 2, 20), "Since 2021 I've volunteered on a helpline for a mental health charity.", "volunteers_as", "helpline", {"valid": D(2021, 1, 1)}),
    (D(2026, 2, 20), "I've volunteered as a reading buddy at the library since 2021.", "volunteers_as", "reading buddy", {"valid": D(2021, 1, 1)}),
    (D(2026, 2, 20), "Since 2020 I've been a volunteer firefighter.", "volunteers_as", "firefighter", {"valid": D(2020, 1, 1)}),
    (D(2026, 2, 20), "I've been volunteering at the food bank since 2019, sorting donations.", "volunteers_as", "food bank", {"valid": D(2019, 1, 1)}),
]

CASES: list[tuple[Any, ...]] = [*RESIDENCE, *RESIDENCE_C, *EMPLOYER, *PLAN, *MEDICATION, *PETS, *HOBBIES, *ROLES]




@pytest.mark.parametrize("case", CASES, ids=[c[1][:48] for c in CASES])
def test_everyday_story_event(case: tuple[Any, ...]) -> None:
    ref, text, predicate, alias, exp = case[:5]
    context = case[5] if len(case) > 5 else ()
    claims = _run(text, ref, context)
    assert any(matches(c, predicate, alias, exp) for c in claims), show(claims)


# --- precision: nothing about the user, nothing closed --------------------------------------------

NOT_ABOUT_USER = [
    "My brother relocated to Leeds last month.",
    "Maybe I'll move someday, who knows.",
    "My sister just got a place in Denver.",
    "I might switch carriers someday.",
    "My friend came off her antidepressants this week.",
    "The weather has been miserable this week.",
    "My neighbour adopted a rescue dog called Pip.",
    "My partner handed in her notice today.",
    "I'd love to get a dog one day.",
    "If the price goes up I'll downgrade to Basic.",
    "My coworker started at Google on the 1st.",
    "My mum came off the sertraline this week.",
    "Should I move to Lisbon, do you think?",
    "My cousin's been into bouldering for ages.",
    "I watched a documentary about Lisbon last night.",
    "Is it worth upgrading to the Premium tier?",
    "My roommate bumped his membership up to Premium three days ago.",
    "Thinking about handing in my notice, but not yet.",
    "My sister resigned today.",
    "My neighbour has a new puppy in the house, Rex.",
    "We ended up in Rome for the night.",
    "I've been working for years.",
    "I took a cooking class once.",
    "I design websites for small businesses.",
    "We gave notice on the flat today, moving out at the end of next month.",
    "A stray cat arrived in our garden yesterday.",
    "My boss has me on the night rota.",
    "We went onto Main Street with my phone.",
    "I'm finally in Paris, what a view!",
    "I've been saving for a holiday, earning some extra cash.",
    "I ran out of ibuprofen, need to grab more.",
]


@pytest.mark.parametrize("text", NOT_ABOUT_USER)
def test_no_fact_about_the_user(text: str) -> None:
    claims = _run(text, D(2026, 5, 21), ("I work at Brightwater Logistics.",))
    about_user = [
        c for c in claims
        if c.subject == SELF and c.predicate not in ("family", "knows", "relationship_status", "event")
        and c.modality == "stated"
    ]  # fmt: skip
    assert about_user == [], show(about_user)


#: One tier per plan sentence: a product's name next to the tier ("a Pulse Fitness membership ... Basic")
#: would give two tiers with one start, which the resolver cannot order.
ONE_TIER = [
    ("Signed up for a Pulse Fitness membership today, Basic tier.", "Basic"),
    ("I got a Streamly subscription today, going with the Essentials tier.", "Essentials"),
    ("I bumped my Pulse Fitness membership up to Premium three days ago.", "Premium"),
    ("Upgraded the Freshbox box to the Family plan three days ago.", "Family"),
]


@pytest.mark.parametrize(("text", "tier"), ONE_TIER)
def test_a_products_name_is_not_a_second_tier(text: str, tier: str) -> None:
    tiers = [c.object for c in _run(text, PLAN3) if c.predicate == "subscription_plan"]
    assert tiers == [tier]


def test_a_cat_person_has_no_pet() -> None:
    claims = _run("Hi, I'm Theo, a cat person.", NY)
    assert [c.object for c in claims if c.predicate == "has_pet"] == []
    assert [c.object for c in claims if c.predicate == "name"] == ["Theo"]


def test_what_one_makes_for_an_employer_is_no_job_title() -> None:
    claims = _run("I produce podcasts for Copperline Media.", NY)
    assert [c.object for c in claims if c.predicate == "works_at"] == ["Copperline Media"]
    assert [c.object for c in claims if c.predicate == "job_title"] == []


def test_joining_a_gym_is_not_a_job() -> None:
    claims = _run("Joined Pulse Fitness today on the Basic membership.", PLAN1)
    assert [c.object for c in claims if c.predicate == "works_at"] == []


def test_leaving_a_name_is_an_end_only_for_a_known_employer() -> None:
    """ "Leaving X" names a place as often as an employer: its end may only close a known job
    (the resolver side is in test_resolver.py)."""
    claims = _run("We're leaving Boston next week.", QUIT, D_CONTEXT)
    ends = [c for c in claims if c.predicate == "works_at"]
    assert ends and all(c.metadata.get("close_only") for c in ends), show(ends)


def test_a_pet_introduced_by_name_is_not_the_users_name() -> None:
    claims = _run("This is Otto, our new puppy, home since three days ago.", PET2)
    assert [c.object for c in claims if c.predicate == "name"] == []


#: Add-ons and passing mentions next to a plan: they must not read as a new tier (which would close the old one).
NO_NEW_TIER = [
    "I added the sauna add-on to my gym membership three days ago.",
    "Three days ago I bought a day pass for a friend.",
    "My brother's on the Unlimited plan and never shuts up about it.",
    "The Premium tier looks nice but I'm not switching.",
]


@pytest.mark.parametrize("text", NO_NEW_TIER)
def test_no_new_tier(text: str) -> None:
    claims = _run(text, PLAN3, PLAN_CONTEXT)
    tiers = [c for c in claims if c.predicate == "subscription_plan" and c.subject == SELF
             and c.modality == "stated" and c.action == "assert"]  # fmt: skip
    assert tiers == [], show(tiers)
