"""One line on each option, shown on the setup screen when its row is
chosen. The menu's program loads it; a race's never does."""

ABOUT = {
    "track": "Straights shuffled or set",
    "bonus": "Bonus 4,7,10,13 or random",
    "rivals": "Rivals: at 1-2 or always",
}
