"""Zoom Zoom Vroom: a trick-taking race for 3 to 5 players (metadata only)."""

ID = "zoomzoom"
TITLE = "Zoom Zoom Vroom"
MIN_PLAYERS = 3
MAX_PLAYERS = 5
VERSION = 1
SAVE_BYTES = 160   # a save payload's most: the console writes the record in one buffer

# (key, label, choices, default_index). "original" is the Original Speed and
# Lap Tokens rule: no racetrack, +1 for each speed token. The 0 suit either
# replaces one base suit or, with Larger Hands only, joins as a 7th suit.
OPTIONS = (
    ("track", "Racetrack", ("A", "B", "original"), 0),
    ("larger", "Larger Hands", ("off", "on"), 0),
    ("zero", "New 0 suit", ("off", "replaces 1", "replaces 2", "replaces 3",
                            "replaces 4B", "replaces 4J", "replaces 5",
                            "7th suit"), 0),
    ("z05", "0/5 cards", ("off", "on"), 0),
)
