"""1 CAR D, Setup and the Turn of Play, step by step in the rulebook's order:
Pits, Speed, Change Lanes, rolling the colored dice, the Yellow Flag (in
``caution``), Rivals Moves (in ``rivals``), advancing the lap indicator, and
the End Game.

Functions take the ``rules.State``.
"""

from paddock.games.onecard import caution, rivals, track
from paddock.games.onecard.data import (
    CARS, CHECKERED, ENGINE, ENGINE_COST, FUEL, FUEL_COST, FULL, LANES, RIVALS,
    START, START_SPEED, TIRES, YOU)

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_PITS = const(0)
_CHOOSE_SPEED = const(1)
_EV_PIT = const(1)
_CHANGE_LANES = const(2)
_EV_PIT_DROP = const(2)
_EV_PIT_SWAP = const(3)
_SIDE_STEP = const(3)
_DONE = const(4)
_EV_PIT_STUCK = const(4)
_EV_SPEED = const(5)
_EV_GAUGE = const(6)
_EV_LANE = const(7)
_EV_ROLL = const(8)
_EV_ASIDE = const(9)
_EV_LAP = const(28)
_EV_FINISH = const(29)


def setup(st):
    """Setup: your car on the starting position of the difficulty level, the
    rivals on the others in a random order; gauges 6, speed 3, first 10 laps."""
    squares = bytearray(CARS)
    squares[YOU] = START[st.difficulty - 1]
    n = 1
    for i in range(CARS):
        if i != st.difficulty - 1:
            squares[n] = START[i]
            n += 1
    rest = bytearray(RIVALS)
    for i in range(RIVALS):
        rest[i] = squares[1 + i]
    st.rng.shuffle(rest)
    for i in range(RIVALS):
        squares[1 + i] = rest[i]
    st.place_cars(squares)


def lane_problem(st, d):
    """Change Lanes: 0 if your car may move d places (right if d > 0), else
    1 (it would leave the track) or 2 (a car is in the way)."""
    sq = st.cars[YOU]
    if not 0 <= sq % LANES + d < LANES:
        return 1
    step = 1 if d > 0 else -1
    for i in range(1, d * step + 1):
        if st.grid[sq + i * step]:
            return 2
    return 0


def go_to_pits(st, mask):
    """Pits: tires and/or fuel back to 6, a place down for each (swapping
    with a car below), speed 3, and the lap indicator 1 place on."""
    st.phase = _CHOOSE_SPEED
    if not mask:
        return
    st.emit(_EV_PIT, YOU, mask)
    for gauge in (TIRES, FUEL):
        if mask & (1 << gauge):
            st.gauges[gauge] = FULL
            st.emit(_EV_GAUGE, YOU, gauge, FULL)
    for gauge in (TIRES, FUEL):
        if mask & (1 << gauge):
            pit_drop(st)
    st.speed = START_SPEED
    st.emit(_EV_SPEED, YOU, START_SPEED)
    advance_lap(st)


def pit_drop(st):
    """"Lower your car by 1 place ...; if there is a car under it swap
    positions, if this is impossible don't move it.\""""
    sq = st.cars[YOU]
    if sq < LANES:
        st.emit(_EV_PIT_STUCK, YOU)
        return
    other = st.grid[sq - LANES] - 1
    if other >= 0:
        track.swap(st, YOU, other)
        st.emit(_EV_PIT_SWAP, other, sq - LANES, sq)
    else:
        track.move(st, YOU, sq - LANES)
    st.emit(_EV_PIT_DROP, YOU, sq, sq - LANES)


def choose_speed(st, s):
    """Speed: up to 2 places either way, then the red and green effects."""
    st.speed = s
    st.emit(_EV_SPEED, YOU, s)
    st.phase = _CHANGE_LANES
    if FUEL_COST[s]:
        st.damage(FUEL, FUEL_COST[s])
    if ENGINE_COST[s] and st.phase != _DONE:
        st.damage(ENGINE, ENGINE_COST[s])


def change_lanes(st, d):
    """Change Lanes: 1 or 2 places over free squares, a tire each; then the
    colored dice are rolled."""
    if d:
        sq = st.cars[YOU]
        track.move(st, YOU, sq + d)
        st.emit(_EV_LANE, YOU, sq, sq + d)
        st.damage(TIRES, d if d > 0 else -d)
    if st.phase != _DONE:
        roll_dice(st)


def roll_dice(st):
    """Roll the five colored dice; set aside those equal to your speed; then
    a yellow flag, or the rivals move."""
    packed = 0
    same = 0
    for car in range(1, CARS):
        d = st.rng.between(1, 6)
        st.dice[car] = d
        packed |= d << (3 * (car - 1))
        if d == st.speed:
            same += 1
    st.emit(_EV_ROLL, -1, packed)
    if same:
        st.emit(_EV_ASIDE, -1, same, st.speed)
    if caution.yellow_flag(st):
        advance_lap(st)  # the yellow flag's own place on the lap indicator
        end_turn(st)     # and the turn's
        return
    rivals.track_order(st, st.order)
    st.step = 0
    move_rivals(st)


def move_rivals(st):
    """Rivals Moves, in track order, until all have moved or one waits for
    you to choose its side."""
    while st.step < RIVALS:
        if not rivals.activate(st, st.order[st.step]):
            st.phase = _SIDE_STEP
            return
        if st.phase == _DONE:
            return
        st.step += 1
    end_turn(st)


def end_turn(st):
    """Advance the lap indicator; the next turn starts at the pits."""
    if st.phase == _DONE:
        return
    st.turns += 1
    st.phase = _PITS
    advance_lap(st)


def advance_lap(st):
    """The lap indicator 1 place on. End Game: "The game ends when the lap
    indicator reaches the checkered flag"; your place is final."""
    if st.phase == _DONE:
        return
    st.lap += 1
    st.emit(_EV_LAP, -1, st.lap)
    if st.lap >= CHECKERED:
        st.phase = _DONE
        st.emit(_EV_FINISH, YOU, st.place())
