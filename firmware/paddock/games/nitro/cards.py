"""Nitro's Wasteland cards as the rules read them while a race runs: one
table of bytes and the few questions asked of it.

``data.py`` names every number (and the tests read them there); the rules
modules keep the numbers they use as private ``const``s, so on the board no
name is interned for them. A card is its type id; ``CARDS`` holds 8 bytes a
type: kind, price, copies, then four numbers by kind (a Ride: road speed,
desert speed, Weapon slots, Mod slots; a Weapon: effect, amount, least
range, most range, aim; an Event: effect, amount, target). A hand card
code is a type id, or 64 + a Nitro card's number.
"""

from micropython import const

_RIDE = const(0)
_MOD = const(1)
_WEAPON = const(2)
_EVENT = const(3)          # data.EVENT
# Effects (Weapons and Events).
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
# Whom an Event hits.
_T_YOU = const(0)
_T_LEADER = const(1)
_T_LAST = const(2)
_T_FASTEST = const(3)
_T_ANY = const(4)
_T_OTHERS = const(5)
_T_ALL = const(6)
# How a Weapon aims.
_ANY = const(0)
_AHEAD = const(1)
_BEHIND = const(2)
_COLUMN = const(3)
_BASIC = const(255)
_CODE_NITRO = const(64)

CARDS = bytes((
    # Rides (red): road, desert, weapon slots, mod slots
    _RIDE, 4, 3, 4, 4, 1, 1, 0,     # 0 Dune Buggy
    _RIDE, 4, 3, 6, 2, 1, 1, 0,     # 1 Muscle Car
    _RIDE, 5, 3, 5, 3, 1, 2, 0,     # 2 Pickup
    _RIDE, 4, 3, 6, 3, 1, 0, 0,     # 3 Motorbike
    _RIDE, 6, 2, 4, 2, 3, 2, 0,     # 4 War Rig
    _RIDE, 5, 2, 8, 1, 0, 2, 0,     # 5 Dragster
    _RIDE, 7, 2, 4, 4, 2, 2, 0,     # 6 Monster Truck
    _RIDE, 8, 2, 7, 3, 2, 2, 0,     # 7 Interceptor
    # Modifications (teal): a Mod's effect is its type id
    _MOD, 3, 4, 0, 0, 0, 0, 0,      # 8 Turbocharger: +1 road speed
    _MOD, 3, 4, 0, 0, 0, 0, 0,      # 9 Sand Tyres: +1 desert speed
    _MOD, 3, 3, 0, 0, 0, 0, 0,      # 10 Nitro Injector: up to 3 Nitro a move
    _MOD, 4, 3, 0, 0, 0, 0, 0,      # 11 Racing Fuel: each Nitro +1
    _MOD, 4, 3, 0, 0, 0, 0, 0,      # 12 Crawler Tracks: desert doesn't stop you
    _MOD, 4, 3, 0, 0, 0, 0, 0,      # 13 Armor Plating: 4-6 on the die stops a hit
    _MOD, 2, 3, 0, 0, 0, 0, 0,      # 14 Scope: +1 range for every Weapon
    _MOD, 2, 2, 0, 0, 0, 0, 0,      # 15 Cargo Rack: keep 8 cards, not 6
    # Weapons (purple): effect, amount, least range, most range, aim
    _WEAPON, 3, 4, _DISCARD, 1, 1, 2, _ANY,         # 16 Machine Gun
    _WEAPON, 3, 4, _DISCARD, 2, 0, 1, _ANY,         # 17 Shotgun
    _WEAPON, 4, 3, _STEAL, 1, 1, 3, _ANY,           # 18 Harpoon
    _WEAPON, 6, 2, _LOSE_RIDE, 0, 1, 9, _COLUMN,    # 19 Rocket Launcher
    _WEAPON, 2, 4, _SLOW, 2, 1, 3, _BEHIND,         # 20 Oil Slick
    _WEAPON, 4, 3, _LOSE_MOD, 0, 0, 1, _ANY,        # 21 Flamethrower
    _WEAPON, 5, 3, _BACK, 2, 3, 5, _ANY,            # 22 Mortar
    _WEAPON, 4, 2, _LOSE_WEAPON, 0, 2, 6, _AHEAD,   # 23 Sniper Rifle
    # Events (yellow): effect, amount, target
    _EVENT, 3, 3, _LOSE_RIDE, 0, _T_LEADER, 0, 0,   # 24 Ambush
    _EVENT, 4, 2, _LOSE_ALL, 0, _T_FASTEST, 0, 0,   # 25 Meltdown
    _EVENT, 3, 2, _LOSE_RIDE, 0, _T_FASTEST, 0, 0,  # 26 Repo Men
    _EVENT, 2, 3, _BACK, 3, _T_LEADER, 0, 0,        # 27 Flat Tyre
    _EVENT, 1, 3, _SLOW, 3, _T_LEADER, 0, 0,        # 28 Mirage
    _EVENT, 2, 3, _FORWARD, 3, _T_LAST, 0, 0,       # 29 Shortcut
    _EVENT, 1, 2, _DRAW_N, 3, _T_LAST, 0, 0,        # 30 Second Wind
    _EVENT, 2, 3, _FAST, 3, _T_YOU, 0, 0,           # 31 Tailwind
    _EVENT, 2, 2, _DRAW_W, 2, _T_YOU, 0, 0,         # 32 Scavenge
    _EVENT, 2, 2, _DRAW_N, 3, _T_YOU, 0, 0,         # 33 Fuel Cache
    _EVENT, 3, 2, _DISCARD, 1, _T_OTHERS, 0, 0,     # 34 Raiders
    _EVENT, 2, 2, _DESERT_BACK, 2, _T_ALL, 0, 0,    # 35 Sandstorm
    _EVENT, 2, 2, _DUMP_NITRO, 0, _T_LEADER, 0, 0,  # 36 Fuel Leak
    _EVENT, 3, 2, _STEAL, 2, _T_LEADER, 0, 0,       # 37 Looters
    _EVENT, 2, 2, _LOSE_WEAPON, 0, _T_ANY, 0, 0,    # 38 Sabotage
))

# Nitro cards: how many of each speed number (index 1-3).
NITRO_COPIES = b"\x00\x19\x14\x0a"      # 25 ones, 20 twos, 10 threes
# A Ride's numbers by type id (the basic Ride last): road, desert, Weapons, Mods.
_BASIC_RIDE = b"\x04\x02\x01\x01"


# These take a pile, bytes or a list, and index it: iterating a pile would
# make a generator (garbage) each call, and they are called all the time.
def has(cards, t):
    """True when a pile, bytes or list of cards holds card t."""
    for i in range(len(cards)):
        if cards[i] == t:
            return True
    return False


def copies(cards, t):
    """How many of the cards are card t."""
    n = 0
    for i in range(len(cards)):
        n += cards[i] == t
    return n


def count(cards, k):
    """How many of the cards are of kind k."""
    n = 0
    for i in range(len(cards)):
        if CARDS[cards[i] << 3] == k:
            n += 1
    return n


def kind(t):
    return CARDS[t << 3]


def price(t):
    return CARDS[(t << 3) + 1]


def field(t, f):
    return CARDS[(t << 3) + f]


def ride(r, f):
    """Ride r's number f: 0 road speed, 1 desert speed, 2 Weapon slots,
    3 Mod slots (the basic Ride: 4, 2, 1, 1)."""
    return _BASIC_RIDE[f] if r == _BASIC else CARDS[(r << 3) + 3 + f]


def road_speed(r):
    return ride(r, 0)


def desert_speed(r):
    return ride(r, 1)


def weapon_slots(r):
    return ride(r, 2)


def mod_slots(r):
    return ride(r, 3)


def code_value(code):
    """What a hand card pays at the Repair Shop: its price, or a Nitro's number."""
    return code - _CODE_NITRO if code >= _CODE_NITRO else CARDS[(code << 3) + 1]
