"""Nitro bots and Event cards: what a hit takes, and which Event to play.

Called with a ``seen.Seen``.
"""

from micropython import const

from paddock.core import game
from paddock.games.nitro import cards
from paddock.games.nitro import events
from paddock.games.nitro import plan

_A = const(3)
_MOD = const(1)
_WEAPON = const(2)
_B = const(4)
_C = const(5)
_BACK = const(1)
_FORWARD = const(2)
_SLOW = const(3)
_FAST = const(4)
_DISCARD = const(5)
_STEAL = const(6)
_LOSE_RIDE = const(7)
_LOSE_ALL = const(8)
_LOSE_MOD = const(9)
_LOSE_WEAPON = const(10)
_DRAW_W = const(11)
_DRAW_N = const(12)
_DUMP_NITRO = const(13)
_DESERT_BACK = const(14)
_T_ANY = const(4)
_T_OTHERS = const(5)
_T_ALL = const(6)
_BASIC = const(255)
_W = const(6)  # data.WIDTH
_ROAD = const(1)
_EVENT_PLAY = const(200)  # codes.EVENT
_SHOOT = const(300)


HELPS = (_FORWARD, _FAST, _DRAW_W, _DRAW_N)


def harm(view, x, eff, n):
    """Points a hit of eff (amount n) on x takes from x."""
    if eff == _BACK:
        return 4 * min(n, view.row[x])
    if eff == _DESERT_BACK:
        return 0 if view.grid[view.row[x] * _W + view.col[x]] & _ROAD else 4 * min(n, view.row[x])
    if eff == _SLOW:
        return 3 * n
    if eff == _DISCARD or eff == _STEAL:
        return 6 if view.wcount[x] + view.ncount[x] else 0
    if eff == _DUMP_NITRO:
        return 4 * view.ncount[x]
    if eff == _LOSE_RIDE:
        r = view.ride[x]
        return 0 if r == _BASIC else plan.ride_value(r) - 12
    if eff == _LOSE_ALL:
        r = view.ride[x]
        return (0 if r == _BASIC else plan.ride_value(r) - 12) + 8 * len(view.gear[x])
    if eff == _LOSE_MOD:
        return 8 if cards.count(view.gear[x], _MOD) else 0
    if eff == _LOSE_WEAPON:
        return 8 if cards.count(view.gear[x], _WEAPON) else 0
    return 0


def event(view, kind, own_turn):
    """The Event card worth playing now, or -1."""
    me = view.seat
    best = -1
    top = 0
    for m in view.legal:
        if not _EVENT_PLAY <= m < _SHOOT:
            continue
        t = m - _EVENT_PLAY
        eff = cards.field(t, _A)
        n = cards.field(t, _B)
        target = cards.field(t, _C)
        if target == _T_OTHERS or target == _T_ALL:
            v = 0
            for x in range(view.players):
                if x == me and target == _T_OTHERS:
                    continue
                h = harm(view, x, eff, n)
                v += -3 * h if x == me else h
            if target == _T_ALL and kind != game.HARD:
                v = 0
        elif eff in HELPS:
            if not own_turn or (eff == _FAST and view.moved):
                continue
            mask = events.candidates(view, me, target) if target != _T_ANY else 1 << me
            v = 10 if mask >> me & 1 else 0
        else:
            mask = events.candidates(view, me, target)
            v = 0
            for x in range(view.players):
                if mask >> x & 1 and x != me:
                    h = harm(view, x, eff, n)
                    if kind == game.HARD:
                        h = h * plan.threat(view, x) // 20
                    v = max(v, h)
            if mask == 1 << me:
                v = 0
            if kind == game.HARD and not urgent(view, mask):
                v = v // 3 if own_turn else 0
        if v > top:
            top = v
            best = m
    return best if top >= 6 else -1


def urgent(view, mask):
    """A rival in mask is ahead of this seat or near the finish."""
    me = view.seat
    mine = plan.cost(view, me)
    for x in range(view.players):
        if x != me and mask >> x & 1:
            c = plan.cost(view, x)
            if c < mine or c <= 14:
                return True
    return False
