"""The Stock Car Championship Racing Card Game, with seasons (metadata only)."""

ID = "stockcar"
TITLE = "Stock Car Champ."
MIN_PLAYERS = 2
MAX_PLAYERS = 4
VERSION = 1
SAVE_BYTES = 464   # a save payload's most: the console writes the record in one buffer

# (key, label, choices, default_index). Track decks and race lengths are the
# Game Setup Table's; the three house rules and the advanced rules are each
# an option; "races" > 1 plays a season on the series of tracks in data.py.
OPTIONS = (
    ("track", "Track", ("Speedway", "Mile Oval", "Short"), 0),
    ("length", "Race length", ("heat", "short", "medium", "long"), 0),
    ("stats", "Pass stats", ("off", "on"), 0),
    ("outrule", "Out of race", ("out", "to rear"), 0),
    ("advchal", "Adv. challenge", ("off", "on"), 0),
    ("advanced", "Advanced rules", ("off", "on"), 0),
    ("races", "Season races", (1, 3, 5, 10), 0),
)
# The bots' own modules, which the view loads only to think: the console
# lets them go while it saves (and loads them back), and once the race is over.
THINKING = ("bots", "hard")
# Its own records, read as a race's program starts: the view offers a saved season.
RECORDS = ("season",)
