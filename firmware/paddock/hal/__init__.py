"""The board, seen from the games: logical keys, profiles, buttons, clock.

Game code only ever sees the logical keys below, never a raw key number.
"""

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

UP = 0
DOWN = 1
LEFT = 2
RIGHT = 3
A = 4
B = 5
SELECT = 6
START = 7

NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "SELECT", "START")
_KEY_COUNT = const(8)


def key_of(name):
    """The logical key for a name such as 'A'; ValueError names the choices."""
    for i in range(_KEY_COUNT):
        if NAMES[i] == name:
            return i
    raise ValueError("unknown key '%s' (choose from %s)" % (name, " ".join(NAMES)))


def is_dpad(key):
    return 0 <= key <= RIGHT
