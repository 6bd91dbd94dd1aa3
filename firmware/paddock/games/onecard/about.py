"""One line on each option, shown on the setup screen when its row is
chosen. The menu's program loads it; a race's never does."""

ABOUT = {
    "difficulty": "1: start first, 6: last",
}
