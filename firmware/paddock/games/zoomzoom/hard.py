"""Zoom Zoom Vroom's hard bot, from one seat's ``Seen`` only.

It scores each card and gas amount: the chance no later seat beats it
(``odds``) times what the trick is worth (speed early, the lead into trick
six, a lap in trick six), less the gas spent and what the card is worth
kept; a Tune Up scores the middle's gas it should collect. Scores are
tenths of a gas. Imported only when a hard seat or the hint thinks; it
thinks a card a slice (``steps``).
"""

from paddock.core.game import finish
from paddock.games.zoomzoom import data
from paddock.games.zoomzoom import odds
from paddock.games.zoomzoom.bots import KEEP, lowest

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_AS0 = const(8)
_AS5 = const(9)
_DISCARD = const(40)
_DOWN = const(7)
_EFFECT = const(1)
_FX_GAS = const(22)
_FX_SPEED = const(23)
_GAS = const(30)
_PICK = const(0)
_SPEND = const(2)
_TUNE = const(10)
_Z05_0 = const(20)
_Z05_5 = const(21)


def _stake(view):
    """(what winning this trick is worth, what one gas spent costs)."""
    me = view.seat
    t = view.trick_no
    if t >= data.TRICKS:
        return (150 if view.laps[me] == 0 else 260), 4
    track = view.track
    p = view.pos[me]
    top = len(track) - 1
    # A space is worth the track's average climb from here, in tenths.
    up = (track[top] - track[p]) * 10 // (top - p) if p < top else 0
    return up * (data.TRICKS - t) * 12 // 10 + (10 if t == data.TRICKS - 1 else 6), 10


def _keep(view, card):
    if view.trick_no >= data.TRICKS:
        return KEEP[card] // 2 if view.larger else 0  # carried over, or none
    return KEEP[card]


def _face_up(view, od, card, gas, extra):
    """(score, gas, final) of the best gas to spend on card face up; od an
    ``odds.Odds`` of this view."""
    stake, cost = _stake(view)
    new_one = card == data.S1 and not odds.ones_in(view)
    before = odds.best_before(view, new_one)
    od.card(card)
    base = odds.value(card, od.ones) + view.speed[view.seat]
    if card == data.S0 and view.phase == _PICK and view.trick_no < data.TRICKS:
        base += 1  # we will take the 0's +1 speed
    top = -9999
    best = 0
    for g in range(gas + 1):
        fin = base + g
        p = 0
        if fin > before:
            p = od.stands(fin)
            if od.one:
                low = fin - odds.value(card, False)
                q = od.stands(low) if low > before else 0
                p = (p * (1000 - od.one) + q * od.one) // 1000
        score = p * stake // 1000 - g * cost + extra
        if score > top:
            top = score
            best = g
        if p >= 1000:
            break   # sure to hold: more gas only costs more
    return top, best, base + best


def _tune_gain(view):
    """Gas a Tune Up should collect from the middle now."""
    downs = 1 + len(odds.later(view)) // 3
    for t in view.trick:
        if t[1] == _DOWN:
            downs += 1
    room = data.START_GAS - view.gas[view.seat]
    return min(view.middle // downs, room)


def _pick(view):
    """The hard bot's card, a card a slice: yields None after each card
    weighed, then (move, reason)."""
    gas = view.gas[view.seat]
    tune = lowest(view, _TUNE)
    gain = _tune_gain(view)
    worst = _keep(view, tune - _TUNE)
    top = gain * 9 - worst
    move = tune
    best = None
    od = odds.Odds(view)
    for m in view.legal:
        if m < _TUNE:
            two = m == data.S2 and view.middle
            have = gas + 1 if two and gas < data.START_GAS else gas
            r = _face_up(view, od, m, have, (10 if two else 0) - _keep(view, m))
        elif m == _Z05_0 or m == _Z05_5:
            got = min(2 if m == _Z05_0 else 1, view.removed, data.START_GAS - gas)
            card = _AS0 if m == _Z05_0 else _AS5
            r = _face_up(view, od, card, gas + got, got * 10 - worst - 25)
        else:
            continue
        if r[0] > top:
            top = r[0]
            move = m
            best = r
        yield None
    if best is None:
        yield move, "Tune Up: %d gas to gain" % gain
    else:
        yield move, "card + %d gas = %d" % (best[1], best[2])


def steps(view):
    """(move, reason) for each step of a hard bot's turn, thought in
    slices: yields None after each slice, then (move, reason)."""
    ph = view.phase
    if ph == _PICK:
        for r in _pick(view):
            yield r
        return
    if ph == _EFFECT:
        if view.trick_no >= data.TRICKS and _FX_GAS in view.legal \
                and view.gas[view.seat] < data.START_GAS:
            yield _FX_GAS, "gas outlasts the round"
        else:
            yield _FX_SPEED, "+1 in every trick left"
    elif ph == _SPEND:
        r = _face_up(view, odds.Odds(view), view.pending, view.gas[view.seat], 0)
        yield _GAS + r[1], "final number %d" % r[2]
    else:
        yield lowest(view, _DISCARD), "the weakest card"


def decide(view):
    """(move, reason) for the hard bot, all at once (the hint)."""
    return finish(steps(view))
