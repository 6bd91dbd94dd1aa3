"""Nitro's rules in short pages, for the pause menu's Rules.

Loaded only when the pages are asked for.
"""

HELP = (
    "Race across the Wasteland: the first marker on the far edge (the "
    "chequered row at the top of the map) wins.",
    "Your turn, in any order: equip cards, move once, play Event cards, "
    "fire each Weapon once. Then END. You cannot equip or fire while moving.",
    "Move up to your speed, across or along (not diagonally). The basic "
    "Ride: 4 on the road, 2 in the desert. Speed is set where the move "
    "starts. Driving from the road into the desert ends the move.",
    "Nitro cards (blue, +1 to +3): play up to 2 while moving (3 with a "
    "Nitro Injector); each adds its number to your speed for this move.",
    "Rides (red): one at a time; a new one replaces the old. A Ride says "
    "how many Weapons and Mods it carries; the basic Ride takes 1 and 1. "
    "Extra ones are discarded, you choose which.",
    "Mods (teal, cut corner): one of each kind. Weapons (purple): each has "
    "a range (spaces across plus along) and an aim; fire only at a rival in "
    "its sights.",
    "Events (orange, octagon): play them any time, even on others' turns. "
    "When several players fit (leaders, last, fastest Ride), the player "
    "choosing the Event picks one.",
    "Locations, where a move ends: B Bar (draw a card and show it; an Event "
    "hits you, then draw 2), G Gas Station (4 Nitro), R Repair Shop (buy "
    "from 4 cards, paying prices in cards; no change), J Junkyard (take 1 "
    "of 3 from the discard).",
    "End of the turn: no Wasteland cards left, draw 2. More than 6 cards "
    "(8 with a Cargo Rack): the extra go to the last player, or are "
    "discarded if that is you.",
    "Screen: the map on the left (grey road, speckled desert, framed: in "
    "reach), the chips 1-6 with their rows (flag: the far edge's row), your "
    "Ride and gear, your hand, the buttons.",
    "Keys: UP/DOWN pick a row, LEFT/RIGHT an item; the lines below say what "
    "it is. A uses it. MOVE opens the map: move the cursor, A drives there, "
    "B goes back. B in the panel jumps to the buttons.",
    "Others' turns: when you hold an Event, you are asked before each turn "
    "and when someone takes the lead. PASS says no; OFF stops the questions "
    "(ASK in your turn turns them on). A hurries the bots. SELECT: a hint.",
)
