"""Nitro bots driving: where to end the move, and which Nitro cards it takes.

Scores are ``plan``'s points, 4 to a road space. Called with a ``seen.Seen``.
"""

from micropython import const

from paddock.core import game
from paddock.games.nitro import cards
from paddock.games.nitro import drive
from paddock.games.nitro import plan

_CRAWLER = const(12)
_NITRO_TOP = const(3)
_W = const(6)  # data.WIDTH
_ROAD = const(1)
_DEST = const(1000)
_STEP = const(4)    # plan's points for one road space nearer the finish
_WIN = const(10000)  # and for reaching the far edge
_PH_MOVING = const(3)


def nitro_costs(view, k, each=3):
    """best[e]: the least keep value of at most k Nitro cards adding e or more
    speed, and first[e] the card to play first (the largest); 9999 if none.
    A card n is worth each * n + 2."""
    me = view.seat
    extra = drive.nitro_speed(view.gear[me], 0)     # Racing Fuel's +1
    count = bytearray(4)
    for n in view.nhand:
        count[n] += 1
    top = k * (_NITRO_TOP + extra)
    best = [9999] * (top + 1)
    best[0] = 0
    first = bytearray(top + 1)
    for a in range(min(count[1], k) + 1):
        for b in range(min(count[2], k - a) + 1):
            for c in range(min(count[3], k - a - b) + 1):
                if a + b + c == 0:
                    continue
                e = a * (1 + extra) + b * (2 + extra) + c * (3 + extra)
                v = each * (a + 2 * b + 3 * c) + 2 * (a + b + c)
                most = 3 if c else (2 if b else 1)
                for j in range(e + 1):
                    if v < best[j] or (v == best[j] and most > first[j]):
                        best[j] = v
                        first[j] = most
    return best, first


def stay_score(view):
    """best_drive's score for not moving at all."""
    me = view.seat
    space = view.row[me] * _W + view.col[me]
    return -_STEP * plan.road_map(view)[space] + (3 if view.grid[space] & _ROAD else 0)


def search(view, careful=True):
    """(base speed, best, first, Reach): the Nitro table (``nitro_costs``)
    and every space a move can end on with it. Run alone it makes the
    shared Reach ready for best_drive (a slice of thinking)."""
    me = view.seat
    base = drive.speed(view, me) + view.extra
    k = drive.nitro_limit(view.gear[me]) - view.nitros
    best, first = nitro_costs(view, k if k > 0 else 0, 2 if careful else 3)
    r = drive.reach(view.cells)
    r.run(view.grid, view.cells, view.row[me] * _W + view.col[me], base + len(best) - 1,
          cards.has(view.gear[me], _CRAWLER))
    return base, best, first, r


def best_drive(view, careful=True):
    """(score, move, space) of the best way to move now: a DEST, or the first
    Nitro card of the best plan. careful: count the road map and locations."""
    me = view.seat
    base, best, first, r = search(view, careful)
    m = plan.road_map(view) if careful else None
    finish = view.finish * _W
    top = -_WIN * 2
    move = to = -1
    for i in range(r.n):
        space = r.end(i)
        e = r.need(space) - base
        pay = 0 if e <= 0 else best[e]
        if pay >= 9999:
            continue
        if space >= finish:
            score = _WIN - pay
        elif careful:
            score = -_STEP * m[space] - pay + plan.place_value(view, space)
            if view.grid[space] & _ROAD:
                score += 3
        else:
            score = _STEP * (space // _W) - pay
        if score > top:
            top = score
            move = 1000 + space if e <= 0 else 30 + first[e]
            to = space
    return top, move, to


def drive_move(view, kind, rng):
    """A DEST or NITRO move, or -1 to stay put."""
    legal = view.legal
    me = view.seat
    if kind == game.HARD:
        score, move, _ = best_drive(view, True)
        if view.phase != _PH_MOVING and score < stay_score(view):
            return -1
        return move if move in legal else -1
    if kind == game.NORMAL:
        score, move, space = best_drive(view, False)
        if move >= 0 and space >= view.finish * _W and move in legal:
            return move     # Nitro or not, it wins the race
    best = []
    top = -1
    for m in legal:
        if m < _DEST:
            continue
        s = m - _DEST
        v = (s // _W) * 4
        if kind == game.NORMAL and view.grid[s] & _ROAD:
            v += 2
        if v > top:
            top = v
            best = [m]
        elif v == top:
            best.append(m)
    if not best:
        return -1
    if top <= view.row[me] * 4 + 1 and view.phase != _PH_MOVING:
        return -1   # nothing reachable is further on
    return plan.pick(rng, best)
