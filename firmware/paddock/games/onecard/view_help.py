"""1 CAR D's rules in short pages, for the pause menu's Rules.

Loaded only when the pages are asked for.
"""

HELP = (
    "A solo race on one card. You drive X among five rivals: G Green, "
    "R Red, B Blue, C Cyan, Y Yellow. Finish as far up the field as you "
    "can when the checkered flag falls.",
    "The track: 4 lanes, 9 rows, the front at the top. Grey on the left is "
    "the apron, red on the right the wall. In a row the left square is "
    "furthest forward (the squares are staggered).",
    "The race is 20 lap boxes, 10 laps each, to lap 200 (the white flag: "
    "last lap). Each turn moves the box on; the next step is the checkered "
    "flag. Difficulty 1-6 is your starting place.",
    "Your gauges: tires, fuel, engine, 6 each. If one reaches 0 you are out "
    "of the race at once. Crossed pips: what the choice under the cursor "
    "costs. Hollow pips: what it gives back.",
    "1 Pits (if a gauge is down): tires and/or fuel back to 6. You drop a "
    "place for each (swapping with a car below), your speed goes to 3, and "
    "the lap box moves on one more.",
    "2 Speed: 1-5, at most 2 steps from the last. Speed 4 costs a fuel "
    "point, 5 a fuel and an engine point, every turn. Speed 1 gives an "
    "engine point back (+E, -F, -FE under the boxes).",
    "3 Lanes: move 1 or 2 squares sideways in your row over free squares, "
    "a tire point each. Or stay.",
    "4 The dice: one for each rival, in its colour. Four or five equal "
    "dice: yellow flag! The cars line up on the start squares in their "
    "order, all gauges to 6, speed 3, no rival moves. Not on the last lap.",
    "5 The rivals move front first. Its die against your speed: = stays; "
    "lower (down mark) goes down 1, pushing the cars below; higher (up "
    "mark) goes up 1, or sideways if a car is above.",
    "A 6 (double mark) goes up 1 and swaps with any car above, you too. "
    "If a blocked rival could go left or right, you choose. A car at the "
    "front or back limit cannot go further.",
    "Arrows of the lap box's colour (white or black, shown beside the lap) "
    "move a rival that lands on them one square sideways, pushing the cars "
    "beside it. Arrows never move you.",
    "A car pushed into the apron or wall goes down a place instead, with "
    "the cars below. If you are pushed into a side you lose a tire point "
    "(the wall: and an engine point), even if you cannot move.",
    "Drafting, at speed 1 or 2: a rival just ahead of you that goes up "
    "drags you up behind it; one just behind you that goes up pushes you "
    "up. Not when the rival rolled a 6.",
    "Screen: the dice (dimmed when used or equal to your speed) with the "
    "mark of what each does; the yellow outline shows the rival moving. "
    "A: next rival. B: the rest of the turn at once. SELECT: a hint.",
)
