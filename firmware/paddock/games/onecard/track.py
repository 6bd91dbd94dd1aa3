"""1 CAR D, Track: Arrows (rivals changing lanes), Sides (apron and wall) and
Limits, with the pushes they cause.

Functions take the ``rules.State``; ``grid[sq]`` holds car + 1 or 0.
"""

from paddock.games.onecard.data import (
    ENGINE, LANES, TIRES, WALL, YOU, arrow, lap_colour)

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_EV_PUSH_DOWN = const(19)
_EV_PUSH_SIDE = const(20)
_EV_ARROW = const(21)
_EV_HIT = const(22)
_EV_NO_ROOM = const(23)


def move(st, car, sq):
    """Put car on the free square sq."""
    st.grid[st.cars[car]] = 0
    st.grid[sq] = car + 1
    st.cars[car] = sq


def swap(st, a, b):
    """Cars a and b change squares."""
    sa = st.cars[a]
    sb = st.cars[b]
    st.cars[a] = sb
    st.cars[b] = sa
    st.grid[sa] = b + 1
    st.grid[sb] = a + 1


def can_push_down(st, sq):
    """Limits: True when the car on sq and the line of cars below it can all
    go down one place without passing the lower limit."""
    g = st.grid
    while sq >= LANES and g[sq - LANES]:
        sq -= LANES
    return sq >= LANES


def push_down(st, sq, code):
    """The car on sq goes down 1 place; "if there are cars below, 1 or more,
    they are pushed and all go down together; if this is impossible it does
    not move". Events: code for the car on sq, _EV_PUSH_DOWN for the rest."""
    if not can_push_down(st, sq):
        return False
    g = st.grid
    b = sq
    while g[b - LANES]:
        b -= LANES
    s = b
    while s <= sq:  # the lowest first, into the free square under it
        move(st, g[s] - 1, s - LANES)
        s += LANES
    s = sq
    while s >= b:
        st.emit(code if s == sq else _EV_PUSH_DOWN, g[s - LANES] - 1, s, s - LANES)
        s -= LANES
    return True


def hit_side(st, car, side):
    """Sides: "If you are displaced against a side, you must apply the damage
    indicated on that side; even if the move is impossible to perform."
    The apron costs a tire; the wall a tire and an engine point."""
    st.emit(_EV_HIT, car, side)
    if car == YOU:
        st.damage(TIRES)
        if side == WALL:
            st.damage(ENGINE)


def _shift(st, row0, near, far, d):
    """Move the cars on lanes near..far of a row d places sideways, far first."""
    lane = far
    while True:
        move(st, st.grid[row0 + lane] - 1, row0 + lane + d)
        if lane == near:
            return
        lane -= d


def side_push(st, sq, d, code):
    """The car on sq moves 1 place sideways (d = 1 right, -1 left). "If there
    are cars in that direction they are displaced in that direction. If they
    are displaced against a side they must go down, if there are cars below
    they are displaced downwards; if this is impossible it does not move."
    Returns True if the cars moved."""
    g = st.grid
    row0 = sq - sq % LANES
    near = sq % LANES
    far = near
    while 0 <= far + d < LANES and g[row0 + far + d]:
        far += d
    against = not 0 <= far + d < LANES
    end = row0 + far
    if against and not can_push_down(st, end):
        hit_side(st, g[end] - 1, d)
        st.emit(_EV_NO_ROOM, g[sq] - 1)
        return False
    # Say it in reading order: the mover, then each car it pushes sideways.
    sideways = (far - near) * d + (0 if against else 1)
    for i in range(sideways):
        lane = near + i * d
        st.emit(code if i == 0 else _EV_PUSH_SIDE, g[row0 + lane] - 1,
                row0 + lane, row0 + lane + d)
    if against:
        hit_side(st, g[end] - 1, d)
        if st.lost >= 0:
            return True  # the race is over: nothing else moves
        push_down(st, end, code if far == near else _EV_PUSH_DOWN)
        if far != near:
            _shift(st, row0, near, far - d, d)
    else:
        _shift(st, row0, near, far, d)
    return True


def arrows(st, car):
    """Arrows: "Whenever an opponent, not you, lands on an arrowed square,
    they must move sideways in the direction of the arrow", counting only
    the arrows of the current lap's colour."""
    d = arrow(lap_colour(st.lap), st.cars[car])
    if d:
        side_push(st, st.cars[car], d, _EV_ARROW)
