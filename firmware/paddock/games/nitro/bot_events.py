"""Nitro bots and Event cards: what a hit takes, and which Event to play.

Called with a ``seen.Seen``.
"""

from paddock.core import game
from paddock.games.nitro import codes
from paddock.games.nitro import data
from paddock.games.nitro import events
from paddock.games.nitro import plan

HELPS = (data.FORWARD, data.FAST, data.DRAW_W, data.DRAW_N)


def harm(view, x, eff, n):
    """Points a hit of eff (amount n) on x takes from x."""
    if eff == data.BACK:
        return 4 * min(n, view.row[x])
    if eff == data.DESERT_BACK:
        return 0 if view.grid[view.row[x] * data.WIDTH + view.col[x]] & data.ROAD else 4 * min(n, view.row[x])
    if eff == data.SLOW:
        return 3 * n
    if eff == data.DISCARD or eff == data.STEAL:
        return 6 if view.wcount[x] + view.ncount[x] else 0
    if eff == data.DUMP_NITRO:
        return 4 * view.ncount[x]
    if eff == data.LOSE_RIDE:
        r = view.ride[x]
        return 0 if r == data.BASIC else plan.ride_value(r) - 12
    if eff == data.LOSE_ALL:
        r = view.ride[x]
        return (0 if r == data.BASIC else plan.ride_value(r) - 12) + 8 * len(view.gear[x])
    if eff == data.LOSE_MOD:
        return 8 if data.count(view.gear[x], data.MOD) else 0
    if eff == data.LOSE_WEAPON:
        return 8 if data.count(view.gear[x], data.WEAPON) else 0
    return 0


def event(view, kind, own_turn):
    """The Event card worth playing now, or -1."""
    me = view.seat
    best = -1
    top = 0
    for m in view.legal:
        if not codes.EVENT <= m < codes.SHOOT:
            continue
        t = m - codes.EVENT
        eff = data.field(t, data.A)
        n = data.field(t, data.B)
        target = data.field(t, data.C)
        if target == data.T_OTHERS or target == data.T_ALL:
            v = 0
            for x in range(view.players):
                if x == me and target == data.T_OTHERS:
                    continue
                h = harm(view, x, eff, n)
                v += -3 * h if x == me else h
            if target == data.T_ALL and kind != game.HARD:
                v = 0
        elif eff in HELPS:
            if not own_turn or (eff == data.FAST and view.moved):
                continue
            mask = events.candidates(view, me, target) if target != data.T_ANY else 1 << me
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
