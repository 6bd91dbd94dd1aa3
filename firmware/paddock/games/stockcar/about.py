"""One line on each option, shown on the setup screen when its row is
chosen. The menu's program loads it; a race's never does."""

ABOUT = {
    "track": "The track's deck of cards",
    "length": "A heat or a full race",
    "stats": "House rule: pass stats",
    "outrule": "Out cars: gone or to rear",
    "advchal": "House rule: challenges",
    "advanced": "Advanced pits and drafts",
    "races": "One race or a season",
}
