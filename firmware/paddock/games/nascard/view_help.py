"""Nascard's rules in short pages, for the pause menu's Rules.

Loaded only when the pages are asked for.
"""

HELP = (
    "Race two laps of a loop of 16 Track cards. The first car to cross "
    "the line a second time ends the race at the end of that round; the "
    "car farthest ahead wins (inside wins a tie).",
    "Each round, from the lead car back, each driver plays a card face up "
    "or makes a Pit Stop. Then the cars move: trump cards first, high to "
    "low, then the rest high to low. They move 5, 4, 3, 2, 1 spaces.",
    "A car lands on the inside space if free, else the outside; if both "
    "are taken it takes the inside and pushes that car to the next card. "
    "The last card resolved sets the next trump.",
    "Trump: you must Blister 2 Tires (cards from your hand, face down) "
    "and get no Bonus. Another suit may activate that suit's Bonus, "
    "paying its cost in full.",
    "Pit Stop: draw 4 cards and take back every Blister Tire card; your "
    "car does not move. Hand limit: 8 at the end of your turn.",
    "Bonuses. Purple: take back Blisters. Blue: your card counts as "
    "trump. Orange: draw cards. Yellow: extra spaces. Some cost a burned "
    "card (face up to the discards) or Blisters.",
    "Caution spaces (amber rings) change the Yellow Flag, Racecar, Oil "
    "Leak and Chrome Horn Bonuses for a car standing on one.",
    "Rivals (1-2 players, or the option): empty cars draw a card face "
    "down each round. You see its suit, not its value. They use no "
    "Bonus and always move at least 2.",
    "Screen: cards 1-8 along the bottom, 9-16 back along the top; the "
    "inside lanes face the middle. Chips: 1-6 players, A-E rivals; "
    "chequered = on lap 2.",
    "Middle: Trump and the 4 Bonus cards, then this round's cards in "
    "position order: number, ? (a rival's hidden card), PIT, or +N "
    "once moved. Yellow bar: counts as trump.",
    "Suits: purple star, blue diamond, orange heart, yellow square. "
    "Keys: LEFT/RIGHT a card or PIT, A plays, B tells a card's Bonus. "
    "A hurries the others. SELECT: a hint.",
)
