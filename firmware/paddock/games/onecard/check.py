"""1 CAR D: is a loaded save a position the rules can reach?

Run by ``core.save.validate`` from ``payload.load`` and dropped after.
Six cars on six squares, gauges, speed and lap in range, the race over
exactly when a gauge is empty or the checkered flag is reached, and a rival
waiting to side-step only when it truly has both sides free.
"""

from paddock.core.valid import fail, is_perm, ranges, seats
from paddock.games.onecard.data import CARS, CHECKERED, FULL, RIVALS, SPEEDS, SQUARES

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_SIDE_STEP = const(3)
_DONE = const(4)

_RANGES = ("difficulty", 1, CARS, "speed", 1, SPEEDS, "lap", 0, CHECKERED,
           "phase", 0, _DONE, "step", 0, RIVALS, "lost", -1, 2)


def check(st):
    seats(st, 1, 1)
    ranges(st, _RANGES)
    cars = st.cars
    if len(set(cars)) != CARS or max(cars) >= SQUARES:
        fail("car position")
    if max(st.gauges) > FULL or max(st.dice) > 6 or st.dice[0] \
            or not is_perm([c - 1 for c in st.order], RIVALS):
        fail("gauge or die")
    if st.turns > st.lap or st.moves > 10 * (st.turns + 1):
        fail("turn count")     # a turn moves the lap indicator on; it takes few moves
    over = st.phase == _DONE
    lost = st.lost >= 0
    if lost != (min(st.gauges) == 0) or (lost and st.gauges[st.lost]):
        fail("1 CAR D gauge")
    if over != (lost or st.lap == CHECKERED):
        fail("1 CAR D turn")
    if not over and (st.step < RIVALS) != (st.phase == _SIDE_STEP):
        fail("1 CAR D turn")
    if st.phase == _SIDE_STEP:
        from paddock.games.onecard.rivals import side_options
        if min(st.dice[1:]) < 1 or side_options(st, st.order[st.step]) != 3:
            fail("1 CAR D side-step")
