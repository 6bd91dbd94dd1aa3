"""Nitro bot planning: the road map, card values and the best move.

Everything reads a ``seen.Seen``: the Wasteland, markers and equipped cards
are public, and a bot's own hands. Scores are points, 4 to a road space.
"""

from micropython import const

from paddock.games.nitro import cards
from paddock.games.nitro import drive

_RIDE = const(0)
_MOD = const(1)
_WEAPON = const(2)
_ARMOR = const(13)
_SCOPE = const(14)
_CODE_NITRO = const(64)
_W = const(6)  # data.WIDTH
_BAR = const(1)
_GAS_STATION = const(2)
_JUNKYARD = const(3)
_REPAIR_SHOP = const(4)
_EVENT_VALUE = const(8)     # what an Event card is worth held

_map_grid = None    # the Wasteland the map below was worked out for
_map = None         # the map: a byte a space, made for the first Wasteland

# What equipping a card is worth, by type id (Mods and Weapons).
MOD_VALUE = b"\x00\x00\x00\x00\x00\x00\x00\x00\x0e\x0c\x06\x08\x09\x08\x04\x04"
WEAPON_VALUE = b"\x08\x0a\x0c\x09\x06\x07\x10\x06"


def pick(rng, items):
    """A random item of seq from the bot's stream (the first for a hint)."""
    return items[rng.below(len(items))] if rng is not None and len(items) > 1 else items[0]


def gear_value(view, t):
    """What an equipped Mod or Weapon is worth to keep."""
    if cards.kind(t) == _MOD:
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
    global _map_grid, _map
    grid = view.grid
    cells = view.cells
    if _map is None or len(_map) < cells:
        _map = None
        _map = bytearray(cells)
    m = _map
    r = drive.reach(cells)
    queue = r.queue
    stop = r.stop
    r.key = -1
    far = cells - _W
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
    count = _W
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
        c = u % _W
        for step in drive.STEPS:
            v = u + step
            if v < 0 or v >= cells or (step == -1 and c == 0) or (step == 1 and c == _W - 1):
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
    return road_map(view)[view.row[seat] * _W + view.col[seat]]


def ride_value(ride):
    return (3 * cards.road_speed(ride) + 3 * cards.desert_speed(ride)
            + 3 * cards.weapon_slots(ride) + 3 * cards.mod_slots(ride))


def use_value(view, t):
    """What card t is worth to this seat equipped (or played, for an Event)."""
    k = cards.kind(t)
    me = view.seat
    if k == _RIDE:
        gain = ride_value(t) - ride_value(view.ride[me])
        return gain if gain > 0 else 0
    if k == _MOD:
        for c in view.gear[me]:
            if c == t:
                return 0
        v = MOD_VALUE[t]
        if t == _SCOPE or t == _ARMOR:
            v += 2 * cards.count(view.gear[me], _WEAPON)
        return v
    if k == _WEAPON:
        return WEAPON_VALUE[t - 16]
    return _EVENT_VALUE


def keep_value(view, code, hard=False):
    """What a hand card (a hand card code) is worth kept. hard: a Nitro
    card is worth a road space a number, and a Mod or Weapon that could
    only replace gear half what it would add over the weakest it replaces."""
    if code >= _CODE_NITRO:
        return (4 if hard else 3) * (code - _CODE_NITRO)
    v = use_value(view, code)
    k = cards.kind(code)
    if hard and (k == _MOD or k == _WEAPON):
        ride = view.ride[view.seat]
        gear = view.gear[view.seat]
        slots = cards.weapon_slots(ride) if k == _WEAPON else cards.mod_slots(ride)
        if cards.count(gear, k) >= slots:
            low = v
            for c in gear:
                if cards.kind(c) == k and gear_value(view, c) < low:
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
    if p == _GAS_STATION:    # four Nitro cards: about seven spaces
        return 30 if len(view.nhand) <= 2 else 20
    if p == _REPAIR_SHOP:
        purse = 0
        for c in view.whand:
            purse += cards.price(c)
        for n in view.nhand:
            purse += n
        return 8 if purse >= 6 else 0
    if p == _BAR:
        return 5
    if p == _JUNKYARD:
        return 4 if view.wdiscard_n >= 3 and view.wcount[me] < 5 else 0
    return 0
