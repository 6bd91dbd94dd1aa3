"""Nascard: a card-driven stock car race for 1 to 6 players (metadata only)."""

ID = "nascard"
TITLE = "Nascard"
MIN_PLAYERS = 1
MAX_PLAYERS = 6
VERSION = 1
SAVE_BYTES = 224   # a save payload's most: the console writes the record in one buffer

# (key, label, choices, default_index). "track": the Setup's shuffled
# straights, or a fixed first-race layout. "bonus": the first-game Bonus
# cards 4, 7, 10 and 13, or one at random per suit. "rivals": the Rivals
# Module only where it is required (1 and 2 players), or in every empty seat.
OPTIONS = (
    ("track", "Track", ("shuffled", "first"), 0),
    ("bonus", "Bonus cards", ("first", "random"), 0),
    ("rivals", "Rivals", ("required", "always"), 0),
)
# The bots' own modules, which the view loads only to think: the console
# lets them go while it saves (and loads them back), and once the race is over.
THINKING = ("odds", "plan", "bots", "hard")   # in the order they load
