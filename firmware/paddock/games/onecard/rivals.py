"""1 CAR D, Rival Cars: Rivals Moves, and Drafting (Your Car - II).

Each rival compares its colour die with your speed: equal stays, lower
drops, greater climbs (or steps aside when blocked), a six climbs and swaps.
Functions take the ``rules.State``.
"""

from paddock.games.onecard import track
from paddock.games.onecard.data import (
    CARS, DRAFTING, LANES, SQUARES, YOU, rank)

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_EQUAL = const(0)
_LOWER = const(1)
_GREATER = const(2)
_SIX = const(3)
_EV_ACTIVATE = const(13)
_EV_UP = const(14)
_EV_DOWN = const(15)
_EV_STEP = const(16)
_EV_SWAP_UP = const(17)
_EV_SWAP_DOWN = const(18)
_EV_NO_ROOM = const(23)
_EV_LIMIT = const(24)
_EV_BLOCKED = const(25)
_EV_DRAG = const(26)
_EV_DRAFT_PUSH = const(27)
_EV_CHOOSE = const(31)


def compare(die, speed):
    """EQUAL, _LOWER, _GREATER or _SIX: a rival's die against your speed."""
    if die == 6:
        return _SIX
    if die == speed:
        return _EQUAL
    return _LOWER if die < speed else _GREATER


def track_order(st, out):
    """The rivals "according to their order on the track, starting with those
    that are further forward" (by row, then the staggering), into out."""
    n = 0
    for car in range(1, CARS):
        r = rank(st.cars[car])
        i = n
        while i > 0 and rank(st.cars[out[i - 1]]) < r:
            out[i] = out[i - 1]
            i -= 1
        out[i] = car
        n += 1


def activate(st, car):
    """Move one rival by its die. False when it waits for your choice of side."""
    die = st.dice[car]
    verdict = compare(die, st.speed)
    st.emit(_EV_ACTIVATE, car, die, verdict)
    if verdict == _LOWER:
        lower(st, car)
    elif verdict == _SIX:
        six(st, car)
    elif verdict == _GREATER:
        return greater(st, car)
    return True


def lower(st, car):
    """Lower: "Move down 1 place. If there are cars below, 1 or more, they are
    pushed and all go down together; if this is impossible it does not move."""
    sq = st.cars[car]
    if sq < LANES:
        st.emit(_EV_LIMIT, car)
    elif track.push_down(st, sq, _EV_DOWN):
        track.arrows(st, car)
    else:
        st.emit(_EV_NO_ROOM, car)


def drafting(st):
    """Drafting: "By selecting speed 1 or 2 you activate Drafting"."""
    return st.speed <= DRAFTING


def greater(st, car):
    """Greater: "Move up 1 place. If there is a car above, move laterally 1
    place (if there are 2 options, you choose); if this is impossible it does
    not move." Drafting drags you behind a rival that climbs from the square
    ahead of you, and lets a rival behind you push you up."""
    g = st.grid
    sq = st.cars[car]
    up = sq + LANES
    if up >= SQUARES:
        st.emit(_EV_LIMIT, car)
        return True
    if not g[up]:
        track.move(st, car, up)
        st.emit(_EV_UP, car, sq, up)
        if drafting(st) and sq >= LANES and g[sq - LANES] == YOU + 1:
            track.move(st, YOU, sq)  # "he drags you and you go up 1 place"
            st.emit(_EV_DRAG, YOU, sq - LANES, sq)
        track.arrows(st, car)
        return True
    ahead = up + LANES
    if g[up] == YOU + 1 and drafting(st) and ahead < SQUARES and not g[ahead]:
        track.move(st, YOU, ahead)  # "he pushes you and you go up 1 place"
        st.emit(_EV_DRAFT_PUSH, YOU, up, ahead)
        track.move(st, car, up)
        st.emit(_EV_UP, car, sq, up)
        track.arrows(st, car)
        return True
    sides = side_options(st, car)
    if sides == 3:
        st.emit(_EV_CHOOSE, car)
        return False
    if sides:
        side_step(st, car, 1 if sides == 2 else -1)
    else:
        st.emit(_EV_BLOCKED, car)
    return True


def side_options(st, car):
    """The free squares beside car: 1 left, 2 right, 3 both (a bit mask)."""
    sq = st.cars[car]
    lane = sq % LANES
    out = 0
    if lane > 0 and not st.grid[sq - 1]:
        out |= 1
    if lane < LANES - 1 and not st.grid[sq + 1]:
        out |= 2
    return out


def side_step(st, car, d):
    """A blocked rival moves laterally 1 place, d = -1 left or 1 right."""
    sq = st.cars[car]
    track.move(st, car, sq + d)
    st.emit(_EV_STEP, car, sq, sq + d)
    track.arrows(st, car)


def six(st, car):
    """Six: "Move up 1 place. If there is a car above, swap places with the car
    above; if this is impossible it does not move." No drafting on a six."""
    sq = st.cars[car]
    up = sq + LANES
    if up >= SQUARES:
        st.emit(_EV_LIMIT, car)
        return
    other = st.grid[up] - 1
    if other < 0:
        track.move(st, car, up)
        st.emit(_EV_UP, car, sq, up)
    else:
        track.swap(st, car, other)
        st.emit(_EV_SWAP_UP, car, sq, up)
        st.emit(_EV_SWAP_DOWN, other, up, sq)
    track.arrows(st, car)
