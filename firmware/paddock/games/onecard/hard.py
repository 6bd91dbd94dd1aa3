"""1 CAR D: the hard driver.

Before the sprint it cruises at 1-3, spending no fuel, at the speed with the
best ``outlook`` (drafting speeds and resting a worn engine count a little).
Over the last SPRINT turns, or as many as its fuel lasts if more, it runs at
5 while the engine keeps more than 2 points, else at 4, pitting for fuel on
the way. It pits for tires at 2 with laps to go, or at 1. Lanes come from
``outlook``, staying clear of a side whose hit would end the race; a blocked
rival's side from playing out the dice already rolled.
"""

from paddock.games.onecard import outlook
from paddock.games.onecard.codes import (
    CHANGE_LANES, CHOOSE_SPEED, LANE, PIT_FUEL, PIT_NONE, PIT_TIRES, PITS,
    SIDE_LEFT, SIDE_RIGHT, SPEED)
from paddock.games.onecard.data import (
    CARS, ENGINE, FUEL, FULL, SQUARES, TIRES, WALL, YOU, lap_colour)
from paddock.games.onecard.driving import pit, safe_speed, turns_left

SPRINT = 11       # sprint this many turns at least, pitting for fuel
HIT_COST = 40     # a side hit, in 216ths of a place a point lost
TIRE_COST = 15    # a tire spent changing lanes, same scale
LOSS = 216 * 6    # losing the race, same scale
DRAFT_BONUS = 30  # cruising at a drafting speed, same scale
REST_BONUS = 30   # speed 1 with the engine below 6, same scale


def decide(v, rng):
    if v.phase == PITS:
        return _hard_pits(v)
    if v.phase == CHOOSE_SPEED:
        return _hard_speed(v)
    if v.phase == CHANGE_LANES:
        return _hard_lanes(v, rng)
    return _hard_side(v, rng)


def _sprint(v):
    """Turns left that the fuel can run at 4-5 (a point must stay)."""
    return v.gauges[FUEL] - 1


def _hard_pits(v):
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


def _hard_speed(v):
    left = turns_left(v)
    if left <= _sprint(v) or left <= SPRINT:
        # Sprint: 5 while the engine keeps more than 2 points, else 4.
        want = 5 if v.gauges[ENGINE] > 2 else 4
        return safe_speed(v, want), "sprint: rivals drop"
    # Cruise at 1-3, no fuel spent: the speed with the best outlook, drafting
    # speeds and a rested engine counting for a little.
    cars, grid = _board(v)
    colour = lap_colour(v.lap)
    best = -1
    best_score = 0
    for m in v.legal:
        s = m - SPEED
        if s > 3:
            continue
        ahead, hits = outlook.outlook(cars, grid, s, colour)
        score = ahead + hits * HIT_COST
        if s <= 2:
            score -= DRAFT_BONUS
        if s == 1 and v.gauges[ENGINE] < FULL:
            score -= REST_BONUS
        if best < 0 or score < best_score:
            best = m
            best_score = score
    if best - SPEED <= 2:
        return best, "save fuel, draft"
    return best, "save fuel, hold rivals"


def _hard_lanes(v, rng):
    cars, grid = _board(v)
    here = cars[YOU]
    colour = lap_colour(v.lap)
    best = -1
    best_score = 0
    risky = False  # staying put risks the race
    for m in v.legal:
        d = m - LANE
        if d:
            grid[here] = 0
            grid[here + d] = YOU + 1
            cars[YOU] = here + d
        ahead, hits = outlook.outlook(cars, grid, v.speed, colour)
        score = ahead + hits * HIT_COST + (d if d > 0 else -d) * TIRE_COST
        danger = hits and (v.gauges[TIRES] <= 1 or v.gauges[ENGINE] <= 1)
        side = outlook.exposed(grid, here + d)
        if side and (v.gauges[TIRES] <= 1 or (side == WALL and v.gauges[ENGINE] <= 1)):
            danger = True  # any push from beside could end the race
        if danger:
            score += LOSS
        if v.gauges[TIRES] <= (d if d > 0 else -d):
            score += LOSS
        if m == LANE:
            risky = danger
        if best < 0 or score < best_score or (score == best_score and m == LANE):
            best = m
            best_score = score
        if d:
            grid[here + d] = 0
            grid[here] = YOU + 1
            cars[YOU] = here
    if best == LANE:
        return best, "no better lane"
    return best, "keeps off the sides" if risky else "fewer rivals ahead"


def _hard_side(v, rng):
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
