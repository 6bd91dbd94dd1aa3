"""1 CAR D: the hard driver. Imported only when a hard driver or the hint
thinks.

It weighs a move by the races it should win from where the rivals' dice
leave it: ``outlook.chances`` takes each rival's die odds against the speed
and prices the places they leave by ``value.worth``, a table learned by
self-play (the share of races won from a turn's start, by turns left,
rivals ahead and row). Before the sprint it cruises at 1-3, spending no
fuel, at the speed worth most. Over the last SPRINT turns, or as many as its
fuel lasts if more, it runs at 5 while the engine keeps more than a point,
else at 4. It pits for tires at 2 with laps to go, or at 1, and for fuel
when the tank is dry with laps to go. Lanes are worth what ``chances`` says
less the tires they cost (nothing while the spare points over 2 cover
SPARE turns each to the flag), staying clear of a side whose hit would end
the race; a blocked rival's side comes from playing out the dice already rolled.
``steps`` thinks a candidate a slice.
"""

from paddock.games.onecard import outlook
from paddock.games.onecard.codes import (
    CHANGE_LANES, CHOOSE_SPEED, LANE, PIT_FUEL, PIT_NONE, PIT_TIRES, PITS,
    SIDE_LEFT, SIDE_RIGHT, SPEED)
from paddock.games.onecard.data import (
    CARS, ENGINE, FUEL, SQUARES, TIRES, WALL, YOU, lap_colour)
from paddock.games.onecard.driving import pit, safe_speed, turns_left

SPRINT = 6            # sprint this many turns at least
PER_CENT = 36000      # chances' scale: one per cent of races won
TIRE_COST = 108000    # a tire point spent, in chances' scale (3 per cent)
SPARE = 4            # turns to go that a spare tire point (over 2) covers
HIT_COST = 18000      # a sixth of a side-hit point, same scale
LOSS = 100 * PER_CENT  # losing the race on the spot


def steps(v, rng):
    """(move, reason) for the decision in v, in slices: yields None after
    each candidate weighed, then (move, reason)."""
    if v.phase == PITS:
        yield _pits(v)
    elif v.phase == CHOOSE_SPEED:
        left = turns_left(v)
        if left <= v.gauges[FUEL] - 1 or left <= SPRINT:
            # Sprint: 5 while the engine keeps more than a point, else 4.
            yield safe_speed(v, 5 if v.gauges[ENGINE] > 1 else 4), "sprint: rivals drop"
        else:
            for r in _cruise(v):
                yield r
    elif v.phase == CHANGE_LANES:
        for r in _lanes(v):
            yield r
    else:
        yield _side(v, rng)


def _pits(v):
    left = turns_left(v)
    g = v.gauges
    want = 0
    if g[TIRES] <= 1 or (g[TIRES] <= 2 and left > 4):
        want |= PIT_TIRES
    if g[FUEL] <= 1 and left > 1:
        want |= PIT_FUEL  # no fast lap left in the tank, and laps to go
    m = pit(v, want)
    if m == PIT_NONE:
        return m, "gauges last to the flag"
    if m == PIT_TIRES:
        return m, "tires too worn"
    return m, "fuel for the sprint" if m == PIT_FUEL else "tires and fuel low"


def _board(v):
    """Copies of the cars and of the grid (car + 1 a square) to try moves on."""
    cars = bytearray(v.cars)
    grid = bytearray(SQUARES)
    for c in range(CARS):
        grid[cars[c]] = c + 1
    return cars, grid


def _cruise(v):
    """Cruise at 1-3, no fuel spent: the speed whose outlook is worth most."""
    cars, grid = _board(v)
    colour = lap_colour(v.lap)
    left = turns_left(v) - 1
    dist = [0] * 30
    best = -1
    top = 0
    for m in v.legal:
        s = m - SPEED
        if s > 3:
            continue
        worth, hits = outlook.chances(cars, grid, s, colour, left, dist)
        worth -= hits * HIT_COST
        if best < 0 or worth > top:
            best = m
            top = worth
        yield None
    yield best, "save fuel, draft" if best - SPEED <= 2 else "save fuel, hold rivals"


def _lanes(v):
    cars, grid = _board(v)
    here = cars[YOU]
    colour = lap_colour(v.lap)
    left = turns_left(v) - 1
    dist = [0] * 30
    tires = v.gauges[TIRES]
    worn = v.gauges[ENGINE] <= 1
    best = -1
    top = 0
    risky = False  # staying put risks the race
    for m in v.legal:
        d = m - LANE
        cost = d if d > 0 else -d
        if d:
            grid[here] = 0
            grid[here + d] = YOU + 1
            cars[YOU] = here + d
        worth, hits = outlook.chances(cars, grid, v.speed, colour, left, dist)
        if (tires - cost - 2) * SPARE < left:
            worth -= cost * TIRE_COST  # tires short of the flag: a point costs
        worth -= hits * HIT_COST
        danger = hits and (tires - cost <= 1 or worn)
        side = outlook.exposed(grid, here + d)
        if side and (tires - cost <= 1 or (side == WALL and worn)):
            danger = True  # any push from beside could end the race
        if danger or tires <= cost:
            worth -= LOSS
        if m == LANE:
            risky = danger
        if best < 0 or worth > top or (worth == top and m == LANE):
            best = m
            top = worth
        if d:
            grid[here + d] = 0
            grid[here] = YOU + 1
            cars[YOU] = here
        yield None
    if best == LANE:
        yield best, "no better lane"
    else:
        yield best, "keeps off the sides" if risky else "fewer rivals ahead"


def _side(v, rng):
    from paddock.games.onecard.sidestep import play_out
    lp, lh = play_out(v, -1)
    rp, rh = play_out(v, 1)
    left = lp * 4 + lh
    right = rp * 4 + rh
    if left < right:
        return SIDE_LEFT, "keeps you further ahead"
    if right < left:
        return SIDE_RIGHT, "keeps you further ahead"
    if rng is not None and rng.below(2):
        return SIDE_RIGHT, "either side is the same"
    return SIDE_LEFT, "either side is the same"
