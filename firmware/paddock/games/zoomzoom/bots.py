"""Zoom Zoom Vroom bots. They read only ``State.seen_by(seat)``.

EASY plays its highest card face up and sprinkles gas at random. NORMAL
plays the cheapest card that beats the trick so far, else tunes up. HARD
weighs every card and gas amount by the chance it holds (``hard``).
"""

from paddock.core import game
from paddock.games.zoomzoom import data
from paddock.games.zoomzoom import odds

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_DISCARD = const(40)
_EFFECT = const(1)
_FX_SPEED = const(23)
_GAS = const(30)
_PICK = const(0)
_SPEND = const(2)
_TUNE = const(10)

# What a card is worth kept for a later trick, by suit id (0,1,2,3,4B,4J,5).
KEEP = (10, 16, 14, 22, 24, 24, 28)


def lowest(view, base):
    """The legal move base + s whose card s is worth least kept."""
    best = -1
    for m in view.legal:
        if base <= m < base + 10 and (best < 0 or KEEP[m - base] < KEEP[best - base]):
            best = m
    return best


def _easy(view, rng):
    ph = view.phase
    if ph == _PICK:
        top = -1
        for m in view.legal:
            if m < _TUNE and (top < 0 or data.VALUE[m] > data.VALUE[top]):
                top = m
        return top if top >= 0 else lowest(view, _TUNE)
    if ph == _SPEND:
        gas = view.gas[view.seat]
        if view.trick_no >= data.TRICKS:
            return _GAS + gas
        return _GAS + rng.below(min(gas, 2) + 1)
    return _FX_SPEED if ph == _EFFECT else lowest(view, _DISCARD)


def _normal(view, rng):
    ph = view.phase
    me = view.seat
    ones = odds.ones_in(view)
    if ph == _PICK:
        budget = view.gas[me] if view.trick_no >= data.TRICKS else min(view.gas[me], 2)
        pick = -1
        for m in view.legal:
            if m < _TUNE:
                new_one = m == data.S1 and not ones
                need = odds.best_before(view, new_one) + 1
                fin = odds.value(m, ones or new_one) + view.speed[me]
                if need - fin <= budget and (pick < 0 or KEEP[m] < KEEP[pick]):
                    pick = m
        return pick if pick >= 0 else lowest(view, _TUNE)
    if ph == _SPEND:
        fin = odds.value(view.pending, ones) + view.speed[me]
        g = odds.best_before(view, False) + 1 - fin
        return _GAS + (g if 0 < g <= view.gas[me] else 0)
    return _FX_SPEED if ph == _EFFECT else lowest(view, _DISCARD)


def think(view, kind, rng):
    """A move for a seat of kind EASY, NORMAL or HARD, a slice at a time
    (``game.bot_think``): hard weighs a card a slice."""
    if kind == game.HARD:
        from paddock.games.zoomzoom import hard
        yield None      # the view, and hard's module the first time
        for r in hard.steps(view):
            if r is not None:
                m = r[0]
                break
            yield None
    elif kind == game.NORMAL:
        m = _normal(view, rng)
    else:
        m = _easy(view, rng)
    if m not in view.legal:  # a safety net: never an illegal move
        m = view.legal[rng.below(len(view.legal))]
    yield m


def choose(view, kind, rng):
    """A legal move for a seat of kind EASY, NORMAL or HARD."""
    return game.finish(think(view, kind, rng))


def hint(view):
    """(move, short reason): what the hard bot would do."""
    from paddock.games.zoomzoom import hard
    return hard.decide(view)
