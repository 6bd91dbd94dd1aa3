"""1 CAR D autopilots: three drivers for your car. They read only a Seen.

- easy: holds speed 3, never changes lanes, pits a gauge at 1, lets a
  blocked rival go either way.
- normal: cruises at 3 and sprints (4-5) over the last laps its fuel allows,
  pitting for fuel when it runs low with laps to go.
- hard (``hard``, loaded only when it thinks): weighs speeds and lanes by
  the races it should win from where the rivals' dice leave it (a table
  learned by self-play, ``value``), cruising at 1-3 and sprinting at 5 and 4
  over the last laps; sends a blocked rival the way that leaves you furthest
  ahead, by playing out the dice already rolled.
"""

from paddock.core.game import EASY, NORMAL, finish
from paddock.games.onecard.driving import pit, safe_speed, turns_left
from paddock.games.onecard.codes import (
    CHANGE_LANES, CHOOSE_SPEED, LANE, PIT_FUEL, PIT_TIRES, PITS, SIDE_LEFT)
from paddock.games.onecard.data import FUEL, TIRES


def think(view, kind, rng):
    """A move, a slice at a time (``game.bot_think``): hard weighs a
    candidate a slice."""
    if kind == EASY:
        yield _easy(view, rng)
    elif kind == NORMAL:
        yield _normal(view, rng)
    else:
        from paddock.games.onecard import hard
        yield None      # the view, and hard's module the first time
        for r in hard.steps(view, rng):
            yield None if r is None else r[0]


def choose(view, kind, rng):
    return finish(think(view, kind, rng))


def hint(view):
    """(move, reason): what the hard driver would do, and why."""
    if not view.legal:
        return None, "nothing to decide now"
    from paddock.games.onecard import hard
    return finish(hard.steps(view, None))


def _easy(v, rng):
    if v.phase == PITS:
        want = (PIT_TIRES if v.gauges[TIRES] <= 1 else 0) | (PIT_FUEL if v.gauges[FUEL] <= 1 else 0)
        return pit(v, want)
    if v.phase == CHOOSE_SPEED:
        return safe_speed(v, 3)
    if v.phase == CHANGE_LANES:
        return LANE
    return v.legal[rng.below(2)] if rng is not None else SIDE_LEFT


def _normal(v, rng):
    left = turns_left(v)
    if v.phase == PITS:
        want = PIT_TIRES if v.gauges[TIRES] <= 1 else 0
        if v.gauges[FUEL] <= 1 and left > 2:
            want |= PIT_FUEL
        return pit(v, want)
    if v.phase == CHOOSE_SPEED:
        return safe_speed(v, 5 if left < v.gauges[FUEL] else 3)
    return _easy(v, rng)


