"""Board profiles, by ``board.board_id``, in one table.

A profile says how big the screen is, how much to scale the 160-pixel-wide
layout, and which logical key each raw shift-register key number means.
The PyGamer has four buttons on its shift register and an analog joystick;
the PyBadge has eight buttons, its d-pad among them. ``parts`` says what
else the board has for Paddock to use, a bit each: 1 a speaker on
``board.SPEAKER``, 2 five NeoPixels on ``board.NEOPIXEL``, 4 a battery's
divider on ``board.A6``.
"""

from paddock.hal import UP, DOWN, LEFT, RIGHT, A, B, SELECT, START

_FOUR = (B, A, START, SELECT)
_EIGHT = (B, A, START, SELECT, RIGHT, DOWN, UP, LEFT)

# board_id, name shown, screen width, height, scale, raw key -> logical key,
# joystick, parts
TABLE = (
    ("pygamer", "PyGamer", 160, 128, 1, _FOUR, True, 7),   # 7: all three parts
    ("pybadge", "PyBadge", 160, 128, 1, _EIGHT, False, 7),
    ("adafruit_fruit_jam", "Fruit Jam", 320, 240, 2, _EIGHT, False, 0),
)


class Profile:
    """One row of TABLE, by name. ``width``/``height`` are the layout's own
    size (the screen divided by ``scale``): 160x128, or 160x120 on 320x240."""

    def __init__(self, row):
        self.board_id = row[0]
        self.name = row[1]
        self.screen_width = row[2]
        self.screen_height = row[3]
        self.scale = row[4]
        self.keys = row[5]
        self.joystick = row[6]
        self.parts = row[7]
        self.width = row[2] // row[4]
        self.height = row[3] // row[4]

    def logical(self, raw):
        """The logical key for raw key number raw, or -1 if it has none."""
        if 0 <= raw < len(self.keys):
            return self.keys[raw]
        return -1


def profile(board_id):
    """The profile for board_id; an unknown board gets the PyBadge's layout
    under its own name (its buttons may still be missing: see buttons.py)."""
    for row in TABLE:
        if row[0] == board_id:
            return Profile(row)
    return Profile((board_id, board_id, 160, 128, 1, _EIGHT, False, 0))
