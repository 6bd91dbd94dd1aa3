"""Nitro 2. Move, and Nitro cards.

"You can move your marker (once) as many spaces as your speed (or less) -
vertically or horizontally." Speed is set by where the move starts: the
Ride's road speed on the road, its desert speed in the desert, so driving
from the desert onto the road keeps the desert speed. A step from the road
into the desert ends the move. Nitro cards add their number to the speed.

``speed``, ``nitro_limit`` and ``Reach`` read only public fields (``grid``,
``row``, ``col``, ``ride``, ``gear``, ``boost``, ``cells``), so the bots use
them on a ``seen.Seen`` too.
"""

from micropython import const

from paddock.games.nitro import cards
from paddock.games.nitro import ending
from paddock.games.nitro import places

_W = const(6)               # data.WIDTH
_ROAD = const(1)
_TURBO = const(8)
_SAND_TYRES = const(9)
_INJECTOR = const(10)
_RACING_FUEL = const(11)
_CRAWLER = const(12)
_NITRO_A_MOVE = const(2)
_INJECTOR_A_MOVE = const(3)
_PH_TURN = const(2)
_PH_MOVING = const(3)
_EV_NITRO = const(7)
_EV_MOVE = const(8)
_FAR = const(255)


STEPS = (-_W, _W, -1, 1)    # to the neighbours of a space


def speed(st, seat):
    """The seat's speed for a move starting where its marker is (no Nitro)."""
    ride = st.ride[seat]
    gear = st.gear[seat]
    if st.grid[st.row[seat] * _W + st.col[seat]] & _ROAD:
        v = cards.road_speed(ride) + (1 if cards.has(gear, _TURBO) else 0)
    else:
        v = cards.desert_speed(ride) + (1 if cards.has(gear, _SAND_TYRES) else 0)
    v += st.boost[seat]
    return v if v > 0 else 0


def nitro_limit(gear):
    """'You may play up to 2 Nitro cards' (3 with the Nitro Injector)."""
    return _INJECTOR_A_MOVE if cards.has(gear, _INJECTOR) else _NITRO_A_MOVE


def nitro_speed(gear, n):
    """What a Nitro card n adds: its number (+1 with Racing Fuel)."""
    return n + 1 if cards.has(gear, _RACING_FUEL) else n


class Reach:
    """The spaces a move can end on, and the speed each one needs.

    After ``run``: ``need(space)`` is the least speed that ends a move
    there (255 if none within the budget); ``end(i)`` for i below ``n``
    lists those spaces.
    Buffers are made once, so a move plans without garbage.
    """

    def __init__(self, cells):
        self.dist = bytearray(cells)    # arrival that may drive on
        self.stop = bytearray(cells)    # arrival that ends the move (into desert)
        self.full = b"\xff" * cells
        self.queue = bytearray(2 * cells)   # spaces, two bytes each
        self.ends = bytearray(2 * cells)
        self.n = 0
        self.key = -1
        self.grid = None

    def run(self, grid, cells, start, budget, crawl):
        """Search from space start with budget steps; crawl: desert never stops."""
        key = (start * 64 + budget) * 2 + (1 if crawl else 0)
        if key == self.key and grid is self.grid:
            return self.n
        self.key = key
        self.grid = grid
        dist = self.dist
        stop = self.stop
        dist[:] = self.full     # a copy in C: no garbage
        stop[:] = self.full
        queue = self.queue
        ends = self.ends
        dist[start] = 0
        queue[0] = start >> 8
        queue[1] = start & 255
        head = 0
        tail = 2
        n = 0
        while head < tail:
            u = queue[head] << 8 | queue[head + 1]
            head += 2
            d = dist[u]
            if d >= budget:
                continue
            road = grid[u] & 1 and not crawl
            c = u % _W
            for step in STEPS:     # a constant tuple: no garbage a space
                v = u + step
                if v < 0 or v >= cells:
                    continue
                if (step == -1 and c == 0) or (step == 1 and c == _W - 1):
                    continue
                if road and not grid[v] & 1:
                    if stop[v] == _FAR:
                        stop[v] = d + 1
                        if dist[v] == _FAR and v != start:
                            ends[n] = v >> 8
                            ends[n + 1] = v & 255
                            n += 2
                elif dist[v] == _FAR:
                    dist[v] = d + 1
                    queue[tail] = v >> 8
                    queue[tail + 1] = v & 255
                    tail += 2
                    if stop[v] == _FAR:
                        ends[n] = v >> 8
                        ends[n + 1] = v & 255
                        n += 2
        self.n = n // 2
        return self.n

    def end(self, i):
        """The i-th space a move can end on."""
        return self.ends[2 * i] << 8 | self.ends[2 * i + 1]

    def need(self, space):
        a = self.dist[space]
        b = self.stop[space]
        return a if a < b else b


# One Reach for every search (the rules and the bots search one at a time and
# use the answer at once), made with the race's State while the heap is in
# one piece, big enough for its Wasteland.
REACH = None


def reach(cells):
    """The shared Reach, for a Wasteland of cells spaces."""
    global REACH
    if REACH is None or len(REACH.dist) < cells:
        REACH = None
        REACH = Reach(cells)
    return REACH


def reach_for(st, seat, budget):
    """The shared Reach, run for seat's marker with budget steps."""
    r = reach(st.cells)
    r.run(st.grid, st.cells, st.row[seat] * _W + st.col[seat], budget,
          cards.has(st.gear[seat], _CRAWLER))
    return r


def budget(st, seat):
    """Steps for this move: speed plus the Nitro played so far."""
    return speed(st, seat) + st.extra


def play_nitro(st, seat, n):
    """'While moving you may play up to 2 Nitro cards: speed grows by the number.'"""
    st.nhand[seat].remove(n)
    st.ndiscard.push(n)     # 'discarded face down in a separate pile'
    st.extra += nitro_speed(st.gear[seat], n)
    st.nitros += 1
    st.phase = _PH_MOVING
    st.emit(_EV_NITRO, seat, n, budget(st, seat))


def move_to(st, seat, space):
    """The marker ends its move on space; then its location, if any."""
    row = space // _W
    st.row[seat] = row
    st.col[seat] = space % _W
    st.moved = True
    st.boost[seat] = 0      # a speed change lasts one move
    st.extra = 0
    st.phase = _PH_TURN
    st.emit(_EV_MOVE, seat, row, space % _W)
    if row == st.finish:
        ending.win(st, seat)
        return
    places.arrive(st, seat, st.grid[space] >> 1)
