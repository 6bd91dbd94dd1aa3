"""Nitro components: the Wasteland boards, the Wasteland cards, the Nitro cards.

The rulebook names these but does not list them; docs/rules/nitro.md gives
the reasoning for each one. Everything here is bytes or small ints.

A Wasteland card is its type id (0-39). ``CARDS`` holds ``FIELDS`` bytes a
type: kind, price in Nitro, copies in the deck, then four numbers whose
meaning depends on the kind:

- Ride: road speed, desert speed, Weapon slots, Mod slots
- Mod: (unused; a Mod's effect is its type id, named below)
- Weapon: effect, amount, least range, most range, aim
- Event: effect, amount, target

A Nitro card is its speed number (1-3).
"""

RIDE = 0
MOD = 1
WEAPON = 2
EVENT = 3

FIELDS = 8
KIND, PRICE, COPIES, A, B, C, D, E = range(FIELDS)

# Effects, shared by Weapons and Events (codes.py names the texts).
BACK = 1        # the target moves n spaces back toward the start edge
FORWARD = 2     # the target moves n spaces on toward the finish edge
SLOW = 3        # the target's speed is n less on their next move
FAST = 4        # the target's speed is n more on their next move
DISCARD = 5     # the target discards n random non-equipped cards
STEAL = 6       # the player takes n random non-equipped cards from the target
LOSE_RIDE = 7   # the target loses the Ride
LOSE_ALL = 8    # the target loses the Ride and ALL equipped Weapons and Mods
LOSE_MOD = 9    # the target discards an equipped Mod (of their choice)
LOSE_WEAPON = 10  # the target discards an equipped Weapon (of their choice)
DRAW_W = 11     # the target draws n Wasteland cards
DRAW_N = 12     # the target draws n Nitro cards
DUMP_NITRO = 13  # the target discards every Nitro card in hand
DESERT_BACK = 14  # a target in the desert moves n spaces back

# Whom an Event hits.
T_YOU = 0       # the player who plays it
T_LEADER = 1    # the leader of the race
T_LAST = 2      # the last player in the race
T_FASTEST = 3   # the player with the fastest Ride
T_ANY = 4       # another player of your choice
T_OTHERS = 5    # every other player
T_ALL = 6       # every player

# How a Weapon aims (range counts spaces vertically plus horizontally).
ANY = 0         # any direction
AHEAD = 1       # a target nearer the finish than you
BEHIND = 2      # a target nearer the start than you
COLUMN = 3      # a target ahead of you in your own column

# Mods by type id.
TURBO = 8
SAND_TYRES = 9
INJECTOR = 10
RACING_FUEL = 11
CRAWLER = 12
ARMOR = 13
SCOPE = 14
CARGO = 15

# The basic Ride every player has without a Ride card.
BASIC = 255
BASIC_ROAD = 4
BASIC_DESERT = 2
BASIC_WEAPONS = 1
BASIC_MODS = 1

CARDS = bytes((
    # Rides (red): road, desert, weapon slots, mod slots
    RIDE, 4, 3, 4, 4, 1, 1, 0,      # 0 Dune Buggy
    RIDE, 4, 3, 6, 2, 1, 1, 0,      # 1 Muscle Car
    RIDE, 5, 3, 5, 3, 1, 2, 0,      # 2 Pickup
    RIDE, 4, 3, 6, 3, 1, 0, 0,      # 3 Motorbike
    RIDE, 6, 2, 4, 2, 3, 2, 0,      # 4 War Rig
    RIDE, 5, 2, 8, 1, 0, 2, 0,      # 5 Dragster
    RIDE, 7, 2, 4, 4, 2, 2, 0,      # 6 Monster Truck
    RIDE, 8, 2, 7, 3, 2, 2, 0,      # 7 Interceptor
    # Modifications (teal)
    MOD, 3, 4, 0, 0, 0, 0, 0,       # 8 Turbocharger: +1 road speed
    MOD, 3, 4, 0, 0, 0, 0, 0,       # 9 Sand Tyres: +1 desert speed
    MOD, 3, 3, 0, 0, 0, 0, 0,       # 10 Nitro Injector: up to 3 Nitro a move
    MOD, 4, 3, 0, 0, 0, 0, 0,       # 11 Racing Fuel: each Nitro +1
    MOD, 4, 3, 0, 0, 0, 0, 0,       # 12 Crawler Tracks: desert doesn't stop you
    MOD, 4, 3, 0, 0, 0, 0, 0,       # 13 Armor Plating: 4-6 on the die stops a hit
    MOD, 2, 3, 0, 0, 0, 0, 0,       # 14 Scope: +1 range for every Weapon
    MOD, 2, 2, 0, 0, 0, 0, 0,       # 15 Cargo Rack: keep 8 cards, not 6
    # Weapons (purple): effect, amount, least range, most range, aim
    WEAPON, 3, 4, DISCARD, 1, 1, 2, ANY,        # 16 Machine Gun
    WEAPON, 3, 4, DISCARD, 2, 0, 1, ANY,        # 17 Shotgun
    WEAPON, 4, 3, STEAL, 1, 1, 3, ANY,          # 18 Harpoon
    WEAPON, 6, 2, LOSE_RIDE, 0, 1, 9, COLUMN,   # 19 Rocket Launcher
    WEAPON, 2, 4, SLOW, 2, 1, 3, BEHIND,        # 20 Oil Slick
    WEAPON, 4, 3, LOSE_MOD, 0, 0, 1, ANY,       # 21 Flamethrower
    WEAPON, 5, 3, BACK, 2, 3, 5, ANY,           # 22 Mortar
    WEAPON, 4, 2, LOSE_WEAPON, 0, 2, 6, AHEAD,  # 23 Sniper Rifle
    # Events: effect, amount, target
    EVENT, 3, 3, LOSE_RIDE, 0, T_LEADER, 0, 0,  # 24 Ambush
    EVENT, 4, 2, LOSE_ALL, 0, T_FASTEST, 0, 0,  # 25 Meltdown
    EVENT, 3, 2, LOSE_RIDE, 0, T_FASTEST, 0, 0,  # 26 Repo Men
    EVENT, 2, 3, BACK, 3, T_LEADER, 0, 0,       # 27 Flat Tyre
    EVENT, 1, 3, SLOW, 3, T_LEADER, 0, 0,       # 28 Mirage
    EVENT, 2, 3, FORWARD, 3, T_LAST, 0, 0,      # 29 Shortcut
    EVENT, 1, 2, DRAW_N, 3, T_LAST, 0, 0,       # 30 Second Wind
    EVENT, 2, 3, FAST, 3, T_YOU, 0, 0,          # 31 Tailwind
    EVENT, 2, 2, DRAW_W, 2, T_YOU, 0, 0,        # 32 Scavenge
    EVENT, 2, 2, DRAW_N, 3, T_YOU, 0, 0,        # 33 Fuel Cache
    EVENT, 3, 2, DISCARD, 1, T_OTHERS, 0, 0,    # 34 Raiders
    EVENT, 2, 2, DESERT_BACK, 2, T_ALL, 0, 0,   # 35 Sandstorm
    EVENT, 2, 2, DUMP_NITRO, 0, T_LEADER, 0, 0,  # 36 Fuel Leak
    EVENT, 3, 2, STEAL, 2, T_LEADER, 0, 0,      # 37 Looters
    EVENT, 2, 2, LOSE_WEAPON, 0, T_ANY, 0, 0,   # 38 Sabotage
))

TYPES = len(CARDS) // FIELDS        # 39 card types
WASTELAND = 105                     # cards in the Wasteland deck

# Nitro cards: how many of each speed number (index 1-3).
NITRO_COPIES = bytes((0, 25, 20, 10))
NITRO = 55
NITRO_TOP = 3
CODE_NITRO = 64     # a hand card code: a Wasteland type, or 64 + a Nitro number

START_WASTELAND = 4
START_NITRO = 2
HAND_LIMIT = 6
CARGO_LIMIT = 8
NITRO_A_MOVE = 2
INJECTOR_A_MOVE = 3
BAR_EXTRA = 2       # Wasteland cards drawn after a Bar Event
GAS_NITRO = 4
SHOP_CARDS = 4
JUNK_CARDS = 3
EMPTY_DRAW = 2      # drawn at the end of a turn with no Wasteland cards
ARMOR_SAVES = 4     # Armor Plating stops a hit on 4, 5 or 6
MAX_ROUNDS = 100    # Paddock's own bound: a race not won by then is called

# The Wasteland. A board is WIDTH spaces across and BOARD_ROWS deep; boards
# are laid end to end, row 0 of the first board on the start edge.
WIDTH = 6
BOARD_ROWS = 6
BOARDS = 10
DEFAULT_BOARDS = 5
MAX_CELLS = BOARDS * BOARD_ROWS * WIDTH

# A space is a byte: bit 0 set for road, bits 1-3 a location.
ROAD = 1
BAR = 1
GAS_STATION = 2
JUNKYARD = 3
REPAIR_SHOP = 4
PLACES = b"BGJR"    # how a face drawing spells each location

# The 20 faces, one after another in one bytes (a single object): each is
# BOARD_ROWS rows of WIDTH spaces, a blank after each row, row 0 first (the
# side toward the start). "." desert, "=" road, a capital a location on the
# road, a small letter a location in the desert. Columns 1 and 4 of the first
# and last rows are always road, so any two faces join, either way round.
FACES = (
    b".=..=. .=..=. .=..=. .B..=. .=..=. .=..=. "   # 1A Highway
    b".=..=. .=.... ...... ...r.. ....=. .=..=. "   # 1B Sand Sea
    b".=..=. .=..=. ====== .=..=. .=..R. .=..=. "   # 2A Crossroads
    b".=..=. ..j... ...... ...... ...b.. .=..=. "   # 2B Dry Lake
    b".=..=. .====. .G.... .=.... .====. .=..=. "   # 3A Switchback
    b".=..=. ==..=. .=.... .=.g.. .=..== .=..=. "   # 3B Oasis
    b".=..=. .=J.=. .==.=. ..=.=. .==.=. .=..=. "   # 4A Junk Road
    b".=..=. .=..=. .=.... .=.r.. .=.... .=..=. "   # 4B Canyon
    b".=..=. .=..=. .====. .=BG=. .=..=. .=..=. "   # 5A Truck Stop
    b".=..=. .b..=. .=.... .=..=. ....=. .=..=. "   # 5B Badlands
    b".=..=. .====. .=..=. .=..=. .=R==. .=..=. "   # 6A Ring Road
    b".=..=. ...... .=.j.. ...... ..g... .=..=. "   # 6B Dune Field
    b".=..=. .==.=. ..=.=. ..=.J. .==.=. .=..=. "   # 7A Bypass
    b".=..=. .=..=. .b..=. ...... ...... .=..=. "   # 7B Salt Flats
    b".=..=. .====. ..==.. ..==.. .====. .=..G. "   # 8A Fork
    b".=..=. .=B.=. .=..=. .=..=. .=.R=. .=..=. "   # 8B Ghost Town
    b".=..=. .=..== .=...= .=...J .=..== .=..=. "   # 9A Detour
    b".=..=. .=.... .=.g.. ...... .====. .=..=. "   # 9B Mesa
    b".=..=. ====== .=..=. .=..=. .=RB=. .=..=. "   # 10A Grand Junction
    b".=..=. .=.j=. .=.... ...... ...=.. .=..=. "   # 10B Wreck Field
)

FACE_BYTES = (WIDTH + 1) * BOARD_ROWS   # one face in FACES


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
        if CARDS[cards[i] * FIELDS] == k:
            n += 1
    return n


def kind(t):
    return CARDS[t * FIELDS]


def price(t):
    return CARDS[t * FIELDS + PRICE]


def field(t, f):
    return CARDS[t * FIELDS + f]


def road_speed(ride):
    return BASIC_ROAD if ride == BASIC else CARDS[ride * FIELDS + A]


def desert_speed(ride):
    return BASIC_DESERT if ride == BASIC else CARDS[ride * FIELDS + B]


def weapon_slots(ride):
    return BASIC_WEAPONS if ride == BASIC else CARDS[ride * FIELDS + C]


def mod_slots(ride):
    return BASIC_MODS if ride == BASIC else CARDS[ride * FIELDS + D]


def code_value(code):
    """What a hand card pays at the Repair Shop: its price, or a Nitro's number."""
    return code - CODE_NITRO if code >= CODE_NITRO else CARDS[code * FIELDS + PRICE]
