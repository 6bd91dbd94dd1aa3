"""1 CAR D's event codes for State.events, and how a rival's die compares
with your speed. Line 2c of ``events.txt`` is event c's log phrase. A race
never loads this module (the rules keep the codes as private consts); tests,
docs and tools read it, and it has every code of ``codes`` too."""

from paddock.games.onecard.codes import *  # noqa: F401,F403  (moves and phases)

# How a rival's die compares with your speed.
EQUAL = 0
LOWER = 1
GREATER = 2
SIX = 3

# Events (code, car, a, b). Moves of a car are (code, car, from, to).
EV_PIT = 1          # a = gauges taken to 6 (bit mask)
EV_PIT_DROP = 2     # you, from, to
EV_PIT_SWAP = 3     # the car below you moves up: car, from, to
EV_PIT_STUCK = 4    # no place below: you stay
EV_SPEED = 5        # a = speed
EV_GAUGE = 6        # a = gauge, b = its new value
EV_LANE = 7         # you, from, to
EV_ROLL = 8         # a = the dice, 3 bits each (Green lowest)
EV_ASIDE = 9        # a = dice equal to your speed, set aside at once
EV_YELLOW = 10      # a = equal dice, b = their value
EV_NO_YELLOW = 11   # the same, on the last lap: no yellow flag
EV_RESTART = 12     # car, from, to: starting positions
EV_ACTIVATE = 13    # car, a = die, b = EQUAL/LOWER/GREATER/SIX
EV_UP = 14          # car, from, to
EV_DOWN = 15        # car, from, to
EV_STEP = 16        # a blocked rival steps aside: car, from, to
EV_SWAP_UP = 17     # a six: car, from, to
EV_SWAP_DOWN = 18   # the car it swaps with: car, from, to
EV_PUSH_DOWN = 19   # car, from, to
EV_PUSH_SIDE = 20   # car, from, to
EV_ARROW = 21       # car, from, to
EV_HIT = 22         # car pushed against a side: a = -1 apron, 1 wall
EV_NO_ROOM = 23     # car: the move is impossible
EV_LIMIT = 24       # car: the limit stops it
EV_BLOCKED = 25     # car: blocked above and on both sides
EV_DRAG = 26        # drafting, rival ahead: you, from, to
EV_DRAFT_PUSH = 27  # drafting, rival behind: you, from, to
EV_LAP = 28         # a = lap box reached
EV_FINISH = 29      # a = your final place
EV_LOST = 30        # a = the gauge at 0
EV_CHOOSE = 31      # car: blocked, both sides free: you choose
