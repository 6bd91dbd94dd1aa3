"""1 CAR D: speed and pit helpers every driver level uses."""

from paddock.games.onecard.codes import SPEED
from paddock.games.onecard.data import CHECKERED, ENGINE, FUEL, FULL, TIRES


def turns_left(v):
    return CHECKERED - v.lap


def nearest(legal, want):
    """The legal speed move nearest speed want (the lower on a tie)."""
    best = legal[0]
    for m in legal:
        if abs(m - SPEED - want) < abs(best - SPEED - want):
            best = m
    return best


def safe_speed(v, want):
    """want, lowered until no gauge would reach 0."""
    if want >= 4 and v.gauges[FUEL] <= 1:
        want = 3
    if want == 5 and v.gauges[ENGINE] <= 1:
        want = 4
    m = nearest(v.legal, want)
    while (m - SPEED >= 4 and v.gauges[FUEL] <= 1) or (m - SPEED == 5 and v.gauges[ENGINE] <= 1):
        m -= 1  # the lowest legal speed is at most 3, so this ends
    return m


def pit(v, want):
    """The pit move for the gauges in want (a mask), as far as it is legal."""
    if want & 1 and v.gauges[TIRES] == FULL:
        want &= 2
    if want & 2 and v.gauges[FUEL] == FULL:
        want &= 1
    return want
