"""1 CAR D: a solo stock car race on one card (metadata only)."""

ID = "onecard"
TITLE = "1 CAR D"
MIN_PLAYERS = 1
MAX_PLAYERS = 1
VERSION = 1
SAVE_BYTES = 64   # a save payload's most: the console writes the record in one buffer

# (key, label, choices, default_index). The difficulty level is the
# starting position of your car: 1 at the front, 6 at the back.
OPTIONS = (
    ("difficulty", "Difficulty", (1, 2, 3, 4, 5, 6), 0),
)
