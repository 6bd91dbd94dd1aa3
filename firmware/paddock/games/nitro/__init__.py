"""Nitro: a race across the post-apocalyptic Wasteland for 2 to 6 players
(metadata only)."""

ID = "nitro"
TITLE = "Nitro"
MIN_PLAYERS = 2
MAX_PLAYERS = 6
VERSION = 1
SAVE_BYTES = 288   # a save payload's most: the console writes the record in one buffer

# (key, label, choices, default_index). "boards": how many game boards make
# the Wasteland (the rulebook's 5, or fewer or more). "prompts": whether a
# human is asked to play an Event card on other players' turns.
OPTIONS = (
    ("boards", "Boards", (3, 4, 5, 6, 7, 8, 9, 10), 2),
    ("prompts", "Event asks", ("on", "off"), 0),
)
