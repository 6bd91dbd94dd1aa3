"""One line on each option, shown on the setup screen when its row is
chosen. The menu's program loads it; a race's never does."""

ABOUT = {
    "boards": "Boards: more, longer race",
    "prompts": "Ask for Events off-turn",
}
