"""1 CAR D test helpers: set a position up directly, roll chosen dice.

Other ``test_onecard_*`` files import these; the tests here check that the
helpers themselves build legal positions and roll what they are told.
"""

import pytest

from paddock.core import game
from paddock.games.onecard import events as C
from paddock.games.onecard import data, rules

YOU, GREEN, RED, BLUE, CYAN, YELLOW = range(6)
STAY = C.LANE


def sq(row, lane):
    """The square on row (0 the lower limit) and lane (0 the apron)."""
    return row * data.LANES + lane


class Dice:
    """Stands in for ``state.rng``: the colored dice come out as given
    (Green, Red, Blue, Cyan, Yellow)."""

    def __init__(self, values):
        self.values = list(values)

    def between(self, lo, hi):
        v = self.values.pop(0)
        assert lo <= v <= hi
        return v


def new(difficulty=1, seed=1, seat=game.HUMAN):
    """A race with one seat that does not play by itself."""
    return rules.new_game({"players": 1, "seats": bytearray([seat]),
                           "difficulty": difficulty}, seed)


def position(cars, speed=3, lap=0, gauges=(6, 6, 6), phase=C.CHANGE_LANES):
    """A race set up directly: cars is six squares (you first, then Green,
    Red, Blue, Cyan, Yellow); you decide ``phase`` next."""
    st = new()
    st.place_cars(bytearray(cars))
    st.speed = speed
    st.lap = lap
    st.gauges = bytearray(gauges)
    st.phase = phase
    return st


def roll(st, dice, move=STAY):
    """Play move (by default: stay in lane, which rolls) with these dice."""
    st.rng = Dice(dice)
    st.play(move)
    assert st.rng.values == [], "dice left over"
    return st.events


def squares(st):
    return list(st.cars)


def codes(events):
    return [e[0] for e in events]


def check(st):
    """The invariants of any position: six cars on six squares, the grid in
    step, gauges and indicators in range."""
    assert len(set(st.cars)) == data.CARS
    assert all(0 <= s < data.SQUARES for s in st.cars)
    for c in range(data.CARS):
        assert st.grid[st.cars[c]] == c + 1
    assert sum(1 for g in st.grid if g) == data.CARS
    assert all(0 <= g <= data.FULL for g in st.gauges)
    assert 1 <= st.speed <= data.SPEEDS
    assert 0 <= st.lap <= data.CHECKERED
    assert (st.lost >= 0) == (min(st.gauges) == 0)


def test_position_puts_every_car_where_told():
    cars = [sq(0, 0), sq(1, 1), sq(2, 2), sq(3, 3), sq(8, 0), sq(8, 3)]
    st = position(cars, speed=4, lap=5, gauges=(5, 4, 3))
    check(st)
    assert squares(st) == cars and st.speed == 4 and st.lap == 5
    assert list(st.gauges) == [5, 4, 3]
    assert st.legal()[0] == STAY  # on the apron lane: no lane to the left


def test_roll_uses_exactly_the_dice_given():
    st = position([sq(0, 0), sq(8, 0), sq(8, 1), sq(8, 2), sq(8, 3), sq(0, 3)], speed=3)
    roll(st, [3, 3, 3, 1, 2])  # three equal, no yellow flag
    assert list(st.dice)[1:] == [3, 3, 3, 1, 2]
    check(st)
    with pytest.raises(game.RulesError):
        position([sq(0, 0)] * 6)
