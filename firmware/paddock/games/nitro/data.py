"""Nitro components: the Wasteland boards, the Wasteland cards, the Nitro cards.

The rulebook names these but does not list them; docs/rules/nitro.md gives
the reasoning for each one. Everything here is bytes or small ints.

This module names every number, for the tests and for readers; a race never
loads it. The rules, bots and screen keep the numbers they use as private
``const``s (on the board a public name costs the heap; tests check each
copy against the name here), the card table lives in ``cards`` and the
boards in ``boards.txt``.

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

WASTELAND = 105                     # cards in the Wasteland deck

# Nitro cards: how many of each speed number (index 1-3).
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

# The 20 faces are the lines of ``boards.txt`` (``setup`` reads them): each
# is BOARD_ROWS rows of WIDTH spaces, a blank after each row, row 0 first (the
# side toward the start), then the face's number and name. "." desert, "="
# road, a capital a location on the road, a small letter a location in the
# desert. Columns 1 and 4 of the first and last rows are always road, so any
# two faces join, either way round.
FACE_BYTES = (WIDTH + 1) * BOARD_ROWS   # the rows of a face in its line


# The card table and what the rules ask of it live in ``cards`` (loaded in a
# race); they are named here too, for the tests.
from paddock.games.nitro.cards import (  # noqa: E402
    CARDS, NITRO_COPIES, code_value, copies, count, desert_speed, field, has, kind,
    mod_slots, price, road_speed, weapon_slots)

TYPES = len(CARDS) // FIELDS        # 39 card types
