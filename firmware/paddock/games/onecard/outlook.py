"""1 CAR D: the hard driver's one-turn outlook, over public information only.

``chances`` weighs each rival's die odds against your speed and what the
places they leave are worth (``value``); ``sidestep`` plays out the dice
already rolled when a blocked rival's side is chosen.
"""

from paddock.games.onecard.data import CARS, LANES, SQUARES, WALL, YOU, arrow, rank
from paddock.games.onecard.value import worth

TOP = SQUARES - LANES
ROWS = SQUARES // LANES


def _can_drop(grid, sq):
    while sq >= LANES and grid[sq - LANES]:
        sq -= LANES
    return sq >= LANES


def _landing(grid, sq, verdict):
    """Roughly where a rival on sq lands for a verdict (0 =, 1 <, 2 >, 3 six),
    before any arrow."""
    if verdict == 1:
        if sq >= LANES and _can_drop(grid, sq):
            return sq - LANES
    elif verdict >= 2 and sq < TOP:
        if verdict == 3 or not grid[sq + LANES]:
            return sq + LANES
    return sq


def _hit(grid, land, d, you):
    """The side (+1 wall, -1 apron) you are pushed against when a rival
    lands on land, in your row, and follows an arrow d; else 0."""
    if land // LANES != you // LANES:
        return 0
    sq = land + d
    row0 = land - land % LANES
    met = False
    while row0 <= sq < row0 + LANES and grid[sq]:
        if sq == you:
            met = True
        sq += d
    return d if met and not row0 <= sq < row0 + LANES else 0


def exposed(grid, sq):
    """The side (+1 wall, -1 apron) a car on sq could be pushed against: the
    squares between it and that side are all taken. 0 if neither."""
    lane = sq % LANES
    for d in (1, -1):
        s = sq + d
        n = LANES - 1 - lane if d > 0 else lane
        while n and grid[s]:
            s += d
            n -= 1
        if not n:
            return d
    return 0


def chances(cars, grid, speed, colour, left, dist):
    """One turn's outlook over the dice odds: (the worth of the places the
    rivals' moves leave, in per cent of races won times 36000; expected
    side-hit points, in sixths). left: turns to go after this one; dist: a
    list of 30 ints to work in.

    Each rival is taken alone: equal 1/6, lower (speed-1)/6, greater
    (5-speed)/6, six 1/6. Your own move, -2..2 rows, comes from the rivals
    in the squares just ahead and behind you (pushes, a six's swap,
    drafting); for each, the chance of 0-5 rivals ahead is built up rival by
    rival (per mille) and weighed by ``value.worth``."""
    you = cars[YOU]
    lo = speed - 1
    gr = 5 - speed
    draft = speed <= 2
    a = grid[you + LANES] - 1 if you < TOP else -1
    b = grid[you - LANES] - 1 if you >= LANES else -1
    # The rivals in a line above you: each that drops pushes you down too.
    k = 0
    sq = you + LANES
    while sq < SQUARES and grid[sq]:
        k += 1
        sq += LANES
    room = 0
    sq = you - LANES
    while sq >= 0 and room < 2:
        if not grid[sq]:
            room += 1
        sq -= LANES
    au = gr if k == 1 and draft and you + 2 * LANES < SQUARES and not grid[you + 2 * LANES] else 0
    # Your drops in 1296ths: none, one, two or more.
    d0 = 1296
    n = 1
    for i in range(k):
        d0 = d0 * (6 - lo) // 6
        n *= 6
    d1 = 1296 * k * lo * (6 - lo) ** (k - 1) // n if k else 0
    if room < 2:
        d1 = 1296 - d0 if room else 0
        d0 = 1296 - d1
    d2 = 1296 - d0 - d1
    d0 -= au * 216
    bd = 1 if b > 0 else 0
    bu = gr if b > 0 and draft and a < 0 and you < TOP else 0
    for i in range(30):
        dist[i] = 1000 if i % 6 == 0 else 0
    hits = 0
    for c in range(1, CARS):
        # q: sixths of this rival's dice that leave it ahead of your row
        # -2..2, packed three bits a row.
        if c == a:
            q = 0o66666
        elif c == b:
            q = 0o11111
        else:
            q = 0
            sq = cars[c]
            for k in range(4):
                w = 1 if k == 0 or k == 3 else (lo if k == 1 else gr)
                if not w:
                    continue
                land = _landing(grid, sq, k)
                end = land
                if land != sq:
                    d = arrow(colour, land)
                    if d:
                        side = _hit(grid, land, d, you)
                        if side:
                            hits += w * 2 if side == WALL else w
                        lane = land % LANES + d
                        if 0 <= lane < LANES and not grid[land + d]:
                            end = land + d
                r = rank(end)
                for j in range(5):
                    mine = you + (j - 2) * LANES
                    if mine < 0:
                        mine = you % LANES
                    elif mine >= SQUARES:
                        mine = TOP + you % LANES
                    if r > rank(mine):
                        q += w << (3 * j)
        for j in range(5):
            p = q >> (3 * j) & 7
            i = 6 * j
            for n in range(c, 0, -1):
                dist[i + n] = (dist[i + n] * (6 - p) + dist[i + n - 1] * p) // 6
            dist[i] = dist[i] * (6 - p) // 6
    # Your move as -2..2 rows, in 7776ths (the pushes from above times
    # the rival behind: a six's swap or drafting's push).
    bs = 6 - bd - bu
    au *= 216
    moves = (d2 * (bd + bs) + d1 * bd,
             d2 * bu + d1 * bs + d0 * bd,
             d1 * bu + d0 * bs + au * bd,
             d0 * bu + au * bs,
             au * bu)
    total = 0
    for j in range(5):
        if moves[j]:
            row = you // LANES + j - 2
            row = 0 if row < 0 else (ROWS - 1 if row >= ROWS else row)
            e = 0
            for n in range(6):
                e += dist[6 * j + n] * worth(left, n, row)
            total += moves[j] * e // 216
    return total, hits
