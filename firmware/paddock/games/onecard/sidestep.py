"""1 CAR D: the hard driver's look at a blocked rival's two sides.

``play_out`` replays the rival moves still due after the side-step, with the
dice already rolled (public), on a copy of the card, using the rules' own
``rivals`` moves. Loaded only when such a choice comes up.
"""

from paddock.games.onecard import rivals
from paddock.games.onecard.data import CARS, SQUARES, YOU, rank


class _Scratch:
    """A copy of the card that the rules' rival moves can run on."""

    def __init__(self, v):
        self.cars = bytearray(v.cars)
        self.grid = bytearray(SQUARES)
        for c in range(CARS):
            self.grid[self.cars[c]] = c + 1
        self.dice = v.dice
        self.speed = v.speed
        self.lap = v.lap
        self.hurt = 0
        self.lost = -1  # a copy never ends the race

    def emit(self, code, car=-1, a=0, b=0):
        pass

    def damage(self, gauge, n=1):
        self.hurt += n


def play_out(v, d):
    """Your place and side-hit points after the blocked rival steps aside d
    and the rivals still to move follow their rolled dice (a further
    blocked rival goes left)."""
    s = _Scratch(v)
    rivals.side_step(s, v.blocked, d)
    for i in range(v.step + 1, len(v.order)):
        car = v.order[i]
        if not rivals.activate(s, car):
            rivals.side_step(s, car, -1)
    r = rank(s.cars[YOU])
    place = 1
    for c in range(1, CARS):
        if rank(s.cars[c]) > r:
            place += 1
    return place, s.hurt
