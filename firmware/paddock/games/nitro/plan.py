"""Nitro bot planning: the road map, card values and the best move.

Everything reads a ``seen.Seen``: the Wasteland, markers and equipped cards
are public, and a bot's own hands. Scores are points, 4 to a road space.
"""

from paddock.games.nitro import data
from paddock.games.nitro import drive

W = data.WIDTH
STEP = 4            # points for one road space nearer the finish
WIN = 10000

_map_grid = None    # the Wasteland the map below was worked out for
_map = bytearray(data.MAX_CELLS)

# What equipping a card is worth, by type id (Mods and Weapons).
MOD_VALUE = (0,) * 8 + (14, 12, 6, 8, 9, 8, 4, 4)
WEAPON_VALUE = (8, 10, 12, 9, 6, 7, 16, 6)
EVENT_VALUE = 8


def pick(rng, items):
    """A random item of seq from the bot's stream (the first for a hint)."""
    return items[rng.below(len(items))] if rng is not None and len(items) > 1 else items[0]


def gear_value(view, t):
    """What an equipped Mod or Weapon is worth to keep."""
    if data.kind(t) == data.MOD:
        return MOD_VALUE[t]
    return WEAPON_VALUE[t - 16]


def road_map(view):
    """Road spaces (1 a space, 2 in the desert) to the far edge, from each
    space: worked out once a Wasteland and kept."""
    if view.grid is not _map_grid:
        for _ in map_steps(view, 9999):
            pass
    return _map


def map_steps(view, each):
    """road_map's work, yielding None after each `each` spaces taken.

    A queue of spaces whose cost fell; it borrows the shared Reach's queue
    and stop buffers (and makes that Reach search afresh next time). A
    search run between two slices wrote on them: then it starts over, in one
    go. The map counts only once it is whole.
    """
    global _map_grid
    grid = view.grid
    cells = view.cells
    m = _map
    r = drive.REACH
    queue = r.queue
    stop = r.stop
    r.key = -1
    far = cells - W
    tail = 0
    for i in range(cells):
        m[i] = 0 if i >= far else 255
        stop[i] = 0
    for i in range(far, cells):
        queue[2 * tail] = i >> 8
        queue[2 * tail + 1] = i & 255
        stop[i] = 1
        tail += 1
    head = 0
    size = cells
    count = W
    done = 0
    while count:
        done += 1
        if done % each == 0:
            yield None
            if r.key != -1:
                for _ in map_steps(view, 9999):
                    pass
                return
        u = queue[2 * head] << 8 | queue[2 * head + 1]
        head = (head + 1) % size
        count -= 1
        stop[u] = 0
        d = m[u] + (1 if grid[u] & 1 else 2)    # entering u from a neighbour
        c = u % W
        for step in drive.STEPS:
            v = u + step
            if v < 0 or v >= cells or (step == -1 and c == 0) or (step == 1 and c == W - 1):
                continue
            if d < m[v]:
                m[v] = d
                if not stop[v]:
                    stop[v] = 1
                    queue[2 * tail] = v >> 8
                    queue[2 * tail + 1] = v & 255
                    tail = (tail + 1) % size
                    count += 1
    _map_grid = grid


def ready(view):
    """True once the road map of this Wasteland is worked out."""
    return view.grid is _map_grid


def cost(view, seat):
    return road_map(view)[view.row[seat] * W + view.col[seat]]


def ride_value(ride):
    return (3 * data.road_speed(ride) + 3 * data.desert_speed(ride)
            + 3 * data.weapon_slots(ride) + 3 * data.mod_slots(ride))


def use_value(view, t):
    """What card t is worth to this seat equipped (or played, for an Event)."""
    k = data.kind(t)
    me = view.seat
    if k == data.RIDE:
        gain = ride_value(t) - ride_value(view.ride[me])
        return gain if gain > 0 else 0
    if k == data.MOD:
        for c in view.gear[me]:
            if c == t:
                return 0
        v = MOD_VALUE[t]
        if t == data.SCOPE or t == data.ARMOR:
            v += 2 * data.count(view.gear[me], data.WEAPON)
        return v
    if k == data.WEAPON:
        return WEAPON_VALUE[t - 16]
    return EVENT_VALUE


def keep_value(view, code, hard=False):
    """What a hand card (a hand card code) is worth kept. hard: a Nitro
    card is worth a road space a number, and a Mod or Weapon that could
    only replace gear half what it would add over the weakest it replaces."""
    if code >= data.CODE_NITRO:
        return (4 if hard else 3) * (code - data.CODE_NITRO)
    v = use_value(view, code)
    k = data.kind(code)
    if hard and (k == data.MOD or k == data.WEAPON):
        ride = view.ride[view.seat]
        gear = view.gear[view.seat]
        slots = data.weapon_slots(ride) if k == data.WEAPON else data.mod_slots(ride)
        if data.count(gear, k) >= slots:
            low = v
            for c in gear:
                if data.kind(c) == k and gear_value(view, c) < low:
                    low = gear_value(view, c)
            v -= low
        v //= 2
    return v if v > 2 else 2


def threat(view, x):
    """How much a rival worries this seat: more the nearer they are to the
    finish, and the nearer than this seat."""
    mine = cost(view, view.seat)
    c = cost(view, x)
    v = 40 - c + (mine - c)
    return v if v > 4 else 4


def place_value(view, space):
    """Points for ending a move on space's location."""
    p = view.grid[space] >> 1
    me = view.seat
    if p == data.GAS_STATION:    # four Nitro cards: about seven spaces
        return 30 if len(view.nhand) <= 2 else 20
    if p == data.REPAIR_SHOP:
        purse = 0
        for c in view.whand:
            purse += data.price(c)
        for n in view.nhand:
            purse += n
        return 8 if purse >= 6 else 0
    if p == data.BAR:
        return 5
    if p == data.JUNKYARD:
        return 4 if view.wdiscard_n >= 3 and view.wcount[me] < 5 else 0
    return 0
