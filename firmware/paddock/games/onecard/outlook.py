"""1 CAR D: the hard driver's one-turn outlook, over public information only.

``outlook`` weighs each rival's die odds against your speed (``sidestep``
plays out the dice already rolled when a blocked rival's side is chosen).
"""

from paddock.games.onecard.data import CARS, LANES, SQUARES, WALL, YOU, arrow, rank

TOP = SQUARES - LANES


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


def outlook(cars, grid, speed, colour):
    """One turn's outlook over the dice odds: (rivals expected ahead of you
    after the rivals move, in 216ths; expected side-hit points, in sixths).

    Each rival is taken alone: equal 1/6, lower (speed-1)/6, greater
    (5-speed)/6, six 1/6. Your own move comes from the rivals in the squares
    just ahead and behind you (pushes, a six's swap, drafting)."""
    you = cars[YOU]
    lo = speed - 1
    gr = 5 - speed
    draft = speed <= 2
    a = grid[you + LANES] - 1 if you < TOP else -1
    b = grid[you - LANES] - 1 if you >= LANES else -1
    ad = lo if a > 0 and _can_drop(grid, you) else 0
    au = gr if a > 0 and draft and you + 2 * LANES < SQUARES and not grid[you + 2 * LANES] else 0
    bd = 1 if b > 0 else 0
    bu = gr if b > 0 and draft and a < 0 and you < TOP else 0
    # Your move as -2..2 rows, in 36ths.
    p0 = ad * bd
    p1 = ad * (6 - bd - bu) + (6 - ad - au) * bd
    p2 = ad * bu + (6 - ad - au) * (6 - bd - bu) + au * bd
    p3 = au * (6 - bd - bu) + (6 - ad - au) * bu
    p4 = au * bu
    r0 = rank(max(you - 2 * LANES, you % LANES))
    r1 = rank(max(you - LANES, you % LANES))
    r2 = rank(you)
    r3 = rank(min(you + LANES, TOP + you % LANES))
    r4 = rank(min(you + 2 * LANES, TOP + you % LANES))
    ahead = 0
    hits = 0
    weights = (1, lo, gr, 1)
    for c in range(1, CARS):
        if c == a:
            ahead += 216
            continue
        if c == b:
            ahead += 36
            continue
        sq = cars[c]
        for k in range(4):
            w = weights[k]
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
            n = 0
            if r > r0:
                n += p0
            if r > r1:
                n += p1
            if r > r2:
                n += p2
            if r > r3:
                n += p3
            if r > r4:
                n += p4
            ahead += w * n
    return ahead, hits
