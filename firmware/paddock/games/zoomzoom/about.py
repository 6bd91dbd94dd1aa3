"""One line on each option, shown on the setup screen when its row is
chosen. The menu's program loads it; a race's never does."""

ABOUT = {
    "track": "Side A, side B, or tokens",
    "larger": "7 cards a hand, 1 kept",
    "zero": "A 0 suit: +1 speed or gas",
    "z05": "One 0/5 card each a game",
}
