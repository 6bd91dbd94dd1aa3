"""1 CAR D components as data: the track card, its indicators and the cars.

The rulebook describes the card but prints no layout; each choice here is
recorded, with the passage it rests on, in docs/rules/onecard.md.

A square is ``row * LANES + lane``. Lane 0 runs along the apron (left),
lane LANES - 1 along the wall (right). Row 0 is the lower limit (the back of
the field), row ROWS - 1 the upper limit (the front). "Up" is forward.
"""

LANES = 4
ROWS = 9
SQUARES = LANES * ROWS

# Cars: 0 is yours (the black cube), 1-5 the rivals, each with the die of
# its colour. Screens tell them apart by letter as well as colour.
YOU = 0
CARS = 6
RIVALS = 5
NAMES = ("You", "Green", "Red", "Blue", "Cyan", "Yellow")
LETTERS = "XGRBCY"

# The staggering: within a row the apron-side square is drawn furthest
# forward, each square to its right a little further back.
def rank(sq):
    """Order on the track: a higher rank is further forward."""
    return (sq // LANES) * LANES + (LANES - 1 - sq % LANES)


# Starting positions 1-6 (the difficulty level is where your car starts):
# two files in the middle of the track, three rows deep, in staggered order.
START = bytes((5 * LANES + 1, 5 * LANES + 2,
               4 * LANES + 1, 4 * LANES + 2,
               3 * LANES + 1, 3 * LANES + 2))

# Arrows, front row first: "R"/"L" a white arrow to the right/left, "r"/"l"
# a black one, "." none. No arrow points straight into a side from the
# lane beside it, and none sits on the limits.
ARROW_ROWS = (
    "....",  # row 8, upper limit
    ".R.l",  # row 7
    "r.L.",  # row 6
    ".r.L",  # row 5
    ".Rl.",  # row 4
    "R..l",  # row 3
    ".rL.",  # row 2
    ".R.l",  # row 1
    "....",  # row 0, lower limit
)
WHITE = 0
BLACK = 1
COLOURS = ("white", "black")


def _arrows(right, left):
    out = bytearray(SQUARES)
    for i in range(ROWS):
        text = ARROW_ROWS[ROWS - 1 - i]
        for lane in range(LANES):
            ch = text[lane]
            if ch == right:
                out[i * LANES + lane] = 1
            elif ch == left:
                out[i * LANES + lane] = 2
    return bytes(out)


# ARROWS[colour][sq]: 0 none, 1 right, 2 left.
ARROWS = (_arrows("R", "L"), _arrows("r", "l"))


def arrow(colour, sq):
    """The arrow's direction on sq in colour: +1 right, -1 left, 0 none."""
    a = ARROWS[colour][sq]
    return 1 if a == 1 else (-1 if a == 2 else 0)


# The lap indicator: a box a turn, labelled with the laps run when the box
# is reached ("first 10 laps" to 200). The last box carries the white flag
# (the last lap); one step more is the checkered flag.
LAPS = tuple(10 * (i + 1) for i in range(20))
WHITE_FLAG = len(LAPS) - 1
CHECKERED = len(LAPS)


def lap_colour(box):
    """The arrow colour a lap box shows: white and black in turn."""
    return box & 1


# The speed indicator 1-5 and its coloured effects (red -1, green +1).
SPEEDS = 5
START_SPEED = 3
MAX_STEP = 2
FUEL_COST = (0, 0, 0, 0, 1, 1)     # by speed: red under 4 and 5
ENGINE_COST = (0, -1, 0, 0, 0, 1)  # by speed: green under 1, red under 5
DRAFTING = 2                       # speeds 1-2 turn drafting on

# The tire, fuel and engine gauges: a white die each, 6 at the start.
TIRES = 0
FUEL = 1
ENGINE = 2
GAUGES = ("Tires", "Fuel", "Engine")
FULL = 6

# Side damage: the apron (left) costs a tire, the wall (right) a tire and
# an engine point.
APRON = -1
WALL = 1
SIDE_NAMES = ("apron", "wall")

# A yellow flag: this many equal dice or more.
YELLOW = 4
