"""Race to 20: a tiny card race that only the tests and tools use.

It follows the game protocol of docs/architecture.md to the letter, so the
autoplay, memory gate and bench can be checked before any real game exists.
"""

ID = "demo"
TITLE = "Race to 20"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
VERSION = 1
OPTIONS = (
    ("target", "Finish", (20, 30), 0),
    ("overshoot", "Overshoot", ("bounce", "wait"), 0),
)
