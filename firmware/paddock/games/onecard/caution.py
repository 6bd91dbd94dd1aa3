"""1 CAR D, Caution: the Yellow Flag.

"It happens when, when throwing the 5 colored dice, you get 4 or 5 equal
dice." Functions take the ``rules.State``.
"""

from paddock.games.onecard.data import (
    CARS, ENGINE, FUEL, FULL, START, START_SPEED, TIRES, WHITE_FLAG, YELLOW,
    YOU, rank)

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_EV_SPEED = const(5)
_EV_YELLOW = const(10)
_EV_NO_YELLOW = const(11)
_EV_RESTART = const(12)


def most_equal(dice):
    """(count, value) of the most common value among the colored dice."""
    best = 0
    value = 0
    for v in range(1, 7):
        n = 0
        for car in range(1, CARS):
            if dice[car] == v:
                n += 1
        if n > best:
            best = n
            value = v
    return best, value


def yellow_flag(st):
    """After the roll: on 4 or 5 equal dice the cars go to the starting
    positions in their order on the track, every gauge to 6, speed 3; then
    ``turn.roll_dice`` moves the lap indicator 1 place on, and no rival
    moves. "This rule does not apply during the last lap." True when the
    flag is out."""
    most, value = most_equal(st.dice)
    if most < YELLOW:
        return False
    if st.lap == WHITE_FLAG:
        st.emit(_EV_NO_YELLOW, -1, most, value)
        return False
    st.emit(_EV_YELLOW, -1, most, value)
    cars = bytearray(CARS)
    for i in range(CARS):
        c = i
        j = i
        while j > 0 and rank(st.cars[cars[j - 1]]) < rank(st.cars[c]):
            cars[j] = cars[j - 1]
            j -= 1
        cars[j] = c
    old = bytearray(st.cars)
    squares = bytearray(CARS)
    for i in range(CARS):
        squares[cars[i]] = START[i]
    st.place_cars(squares)
    for i in range(CARS):
        st.emit(_EV_RESTART, cars[i], old[cars[i]], START[i])
    for gauge in (TIRES, FUEL, ENGINE):
        st.damage(gauge, -FULL)
    st.speed = START_SPEED
    st.emit(_EV_SPEED, YOU, START_SPEED)
    return True
