"""Stock Car Championship's rules in short pages, for the pause menu's Rules.

Loaded only when the pages are asked for.
"""

HELP = (
    "Race your stock car to the finish. A turn: the track card sets the "
    "laps, everyone makes the lap count, then the cars move. The car in "
    "front when the laps run out wins.",
    "Qualifying: everyone plays a card face down. The fastest speed "
    "rating takes pole; the cars line up in that order (the lead draft).",
    "Lap count: play cards whose lap values reach the count, or one "
    "DRAFT alone. Cards used here are card plays you lose for moving "
    "(Speedway 3, Mile Oval 4, Short Track 5 a turn).",
    "Moving: the top card of each DISCARD PILE sets the order, the "
    "highest speed rating first (ties to the car in front). On your move "
    "play action cards, or pit at its start.",
    "Passes target the car right ahead with no gap: PASS INSIDE, PASS "
    "OUTSIDE (the only one past TWO WIDE), INSIDE ADVANTAGE (no BLOCK), "
    "PASS 2 (two cars).",
    "The car passed may answer once: BLOCK stops it, CHALLENGE makes both "
    "pick a card (or the DRAW PILE's top): higher speed wins. Answers cost "
    "no card play.",
    "PULL AWAY opens a gap; each car right behind may DRAFT to keep up. A "
    "gap closes by a pass, a PULL AWAY or a yellow flag. TWO WIDE: only "
    "PASS OUTSIDE gets by.",
    "Track events: yellow flags (CRASH AHEAD needs a pass card to get "
    "by), engine failures (the slowest card under .200 is out), SLOW "
    "TRAFFIC, HIGH IN TURN (free pass for the car behind), and held "
    "troubles until a pit stop.",
    "Pit stops: under the yellow you keep the lap; under green you lose "
    "laps (advanced: seconds). Discard, refill, then play a card: the "
    "lowest pit time leaves first.",
    "Permanent cards: LEARN THE TRACK +1 card play, GOOD ENGINE SETTING "
    "+1 card drawn, GOOD CAR SETUP +1 hand size. Refill: draw 3/4/5.",
    "Season: points 60, 56, 52... for 1st, 2nd, 3rd; +1 pole, +1 for "
    "leading a lap, +2 for the most laps led. The table shows between "
    "races and is kept for the next game.",
    "Screen: the line of cars, leader at the left. A space is a gap, grey "
    "S is SLOW TRAFFIC, a raised car is HIGH IN TURN. Marks: 2W two wide, "
    "-1L laps down; after a bar, cars off the draft (12s) or in the pits.",
    "Driver rows: position, the speed on top of the DISCARD PILE (sets "
    "the order), cards in hand, a tick once moved, troubles ET CT BD TW "
    "and permanent cards +LT +ES +CS.",
    "Your cards: code, laps, speed (770 = .770). PI/PO pass inside/"
    "outside, IA inside advantage, P2 pass 2, 2W two wide, PA pull away, "
    "DR draft, BL block, CH challenge, LT ES CS permanent, FP fast pit.",
    "Keys: LEFT/RIGHT pick a card or button, A plays it, B jumps to "
    "END/NO/OK. Buttons: END your move, PIT, DRW the draw pile, NO "
    "answer. A greyed card says why on the log. SELECT: a hint.",
    "House rules and advanced rules are options on the setup screen: "
    "pass statistics, out of race results, advanced challenges, draw "
    "piles with reserve decks and seconds off the lead draft.",
)
