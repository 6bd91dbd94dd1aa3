"""Stock Car Championship components: the Driver deck, the three Track decks,
the Game Setup Table, race lengths, the season series and points.

The rulebook names the card types but not the deck lists; these lists are
this project's design, explained in docs/rules/stockcar.md.

A Driver card is an id 0-59 (every driver's deck is the same 60 cards). Its
effect is ``EFFECT[id]``, its lap value ``3 * LAPS[id]``, its speed rating
``speed(id)`` thousandths (.110 to .995) and its pit time
``pit(id)`` tenths of a second (15.0 to 19.9).
"""

# Driver card effects (rulebook: The Driver Deck Cards).
PASS_INSIDE = 0
PASS_OUTSIDE = 1
INSIDE_ADVANTAGE = 2
PASS_2 = 3
TWO_WIDE = 4
PULL_AWAY = 5
DRAFT = 6
BLOCK = 7
CHALLENGE = 8
LEARN_TRACK = 9
ENGINE_SETTING = 10
CAR_SETUP = 11
FAST_PIT = 12


DECK = 60

# Lap values / 3, by card id:
# 2 3 4 4 5 6 7 8 9 3 4 5 6 8 10 1 2 3 1 2 4 5 7 9 10 2 4 5 6 7 8 10 1 1 1 2 2 3 3 4 3 4 5 6 7
# 8 9 10 2 3 4 5 6 7 8 9 1 1 1 5
LAPS = (
    b'\x02\x03\x04\x04\x05\x06\x07\x08\x09\x03\x04\x05\x06\x08\x0a\x01\x02\x03\x01\x02'
    b'\x04\x05\x07\x09\x0a\x02\x04\x05\x06\x07\x08\x0a\x01\x01\x01\x02\x02\x03\x03\x04'
    b'\x03\x04\x05\x06\x07\x08\x09\x0a\x02\x03\x04\x05\x06\x07\x08\x09\x01\x01\x01\x05')
# Speed ratings / 5 (.110 to .995), by card id (the table is in ``speed``):
# 22 136 43 154 67 172 85 199 100 64 37 184 157 133 88 175 103 46 49 178 106 82 139 181 40 79
# 34 160 109 61 187 142 25 145 70 190 124 52 163 91 55 166 94 28 148 73 193 127 76 196 130 58
# 169 97 31 151 112 115 118 121
# Pit times - 15.0 s, in tenths, by card id (the table is in ``pit``):
# 11 42 23 4 35 16 47 28 9 40 21 2 33 14 45 26 7 38 19 0 31 12 43 24 5 36 17 48 29 10 41 22 3
# 34 15 46 27 8 39 20 1 32 13 44 25 6 37 18 49 30 11 42 23 4 35 16 47 28 9 40


# How many cards of each effect a deck holds, in effect order; the ids follow
# it (0-8 PASS INSIDE, 9-14 PASS OUTSIDE...).
EFFECT = bytes(e for e in range(13)
               for _ in range(b"\x09\x06\x03\x03\x04\x07\x08\x08\x08\x01\x01\x01\x01"[e]))
PASSES = (PASS_INSIDE, PASS_OUTSIDE, INSIDE_ADVANTAGE, PASS_2)
PERMANENT = (LEARN_TRACK, ENGINE_SETTING, CAR_SETUP)


def laps(card):
    return 3 * LAPS[card]


def speed(card):
    """Speed rating in thousandths: 735 is .735."""
    return 5 * (
        b'\x16\x88\x2b\x9a\x43\xac\x55\xc7\x64\x40\x25\xb8\x9d\x85\x58\xaf\x67\x2e\x31\xb2'
        b'\x6a\x52\x8b\xb5\x28\x4f\x22\xa0\x6d\x3d\xbb\x8e\x19\x91\x46\xbe\x7c\x34\xa3\x5b'
        b'\x37\xa6\x5e\x1c\x94\x49\xc1\x7f\x4c\xc4\x82\x3a\xa9\x61\x1f\x97\x70\x73\x76\x79')[card]


def pit(card):
    """Pit stop time in tenths of a second: 163 is 16.3 s."""
    return 150 + (
        b'\x0b\x2a\x17\x04\x23\x10\x2f\x1c\x09\x28\x15\x02\x21\x0e\x2d\x1a\x07\x26\x13\x00'
        b'\x1f\x0c\x2b\x18\x05\x24\x11\x30\x1d\x0a\x29\x16\x03\x22\x0f\x2e\x1b\x08\x27\x14'
        b'\x01\x20\x0d\x2c\x19\x06\x25\x12\x31\x1e\x0b\x2a\x17\x04\x23\x10\x2f\x1c\x09\x28')[card]


FAST_PIT_TIME = 100     # advanced FAST PIT: 10.0 s out of the pits
PASS_STATS = (100, -100, 200, 100)   # house rule modifiers, by pass effect
# (PASS 2's second car: +.000, "PASS 2 (1st Car: +.100 / 2nd Car: +.000)")

# Track deck card kinds (rulebook: The Track Deck Cards), the out rating, the
# draw pile sizes, laps down and season bonuses are folded into the rules as
# consts: ``events`` names them (tests and tools load it).

# Game Setup Table, by track: hand size, cards to play, cards to refill,
# draw pile size (advanced rules only), heat race laps.
HAND = (7, 8, 9)
PLAY = (3, 4, 5)
REFILL = (3, 4, 5)
# Race lengths by track: heat, then the full race range's low end, a middle
# and the high end ("Full Race Laps 160-328, 250-400, 300-500").
LENGTHS = ((100, 160, 200, 328), (125, 250, 312, 400), (150, 300, 400, 500))

def points(n):
    """Seasons: "Points for finishing: 1st = 60, 2nd = 56, ... 40th = 1".
    Championship points for a finishing position (1 = 1st): 60, 56, 52,
    48, 44, 40 for 1st to 6th, then 38 down to 30 by twos for 7th to 11th,
    then 29 down to 1 for 12th to 40th."""
    if n < 1 or n > 40:     # a field of 40
        return 0
    if n <= 6:
        return 64 - 4 * n
    if n <= 11:
        return 52 - 2 * n
    return 41 - n


def series(first, races):
    """The season's tracks: the chosen one first, then the others in turn."""
    return bytes((first + i) % 3 for i in range(races))


def track_deck(track):
    """(kinds, values): bytearrays of the 60 cards of a track's deck, by id.
    The decks are (kind, value, copies) triples: value is the laps of a lap or
    yellow-flag card, the seconds of a LOSE TRACTION card (advanced), else 0."""
    spec = (
        # SuperSpeedway, kind:value*copies: 0:5*2 0:8*3 0:10*5 0:12*4 0:15*6 0:18*5 0:20*5 0:22*3 0:25*4 0:30*3 1:5*1 1:6*1
        #   1:8*1 2:5*1 3:4*1 4:6*1 5:0*3 6:0*1 7:3*1 7:5*1 8:0*2 9:0*1 10:0*1 11:0*1
        #   12:0*1 13:0*2
        (
            b'\x00\x05\x02\x00\x08\x03\x00\x0a\x05\x00\x0c\x04\x00\x0f\x06\x00\x12\x05\x00\x14'
            b'\x05\x00\x16\x03\x00\x19\x04\x00\x1e\x03\x01\x05\x01\x01\x06\x01\x01\x08\x01\x02'
            b'\x05\x01\x03\x04\x01\x04\x06\x01\x05\x00\x03\x06\x00\x01\x07\x03\x01\x07\x05\x01'
            b'\x08\x00\x02\x09\x00\x01\x0a\x00\x01\x0b\x00\x01\x0c\x00\x01\x0d\x00\x02'),
        # One Mile Oval, kind:value*copies: 0:5*2 0:6*1 0:8*3 0:10*5 0:12*5 0:14*3 0:15*4 0:16*2 0:18*3 0:20*4 0:22*2 0:25*3
        #   0:30*1 1:5*1 1:7*1 2:5*1 3:6*1 4:4*1 5:0*2 6:0*2 7:4*1 7:6*1 8:0*2 9:0*2
        #   10:0*2 11:0*2 12:0*1 13:0*2
        (
            b'\x00\x05\x02\x00\x06\x01\x00\x08\x03\x00\x0a\x05\x00\x0c\x05\x00\x0e\x03\x00\x0f'
            b'\x04\x00\x10\x02\x00\x12\x03\x00\x14\x04\x00\x16\x02\x00\x19\x03\x00\x1e\x01\x01'
            b'\x05\x01\x01\x07\x01\x02\x05\x01\x03\x06\x01\x04\x04\x01\x05\x00\x02\x06\x00\x02'
            b'\x07\x04\x01\x07\x06\x01\x08\x00\x02\x09\x00\x02\x0a\x00\x02\x0b\x00\x02\x0c\x00'
            b'\x01\x0d\x00\x02'),
        # Short Track, kind:value*copies: 0:3*2 0:4*1 0:5*3 0:6*3 0:7*2 0:8*4 0:9*2 0:10*4 0:11*1 0:12*4 0:13*1 0:14*1
        #   0:15*3 0:16*1 0:18*2 0:20*2 0:25*1 1:3*1 1:4*1 1:5*1 2:4*1 3:3*1 4:5*1 5:0*2
        #   6:0*3 7:2*1 7:4*1 8:0*1 9:0*2 10:0*3 11:0*2 12:0*1 13:0*1
        (
            b'\x00\x03\x02\x00\x04\x01\x00\x05\x03\x00\x06\x03\x00\x07\x02\x00\x08\x04\x00\x09'
            b'\x02\x00\x0a\x04\x00\x0b\x01\x00\x0c\x04\x00\x0d\x01\x00\x0e\x01\x00\x0f\x03\x00'
            b'\x10\x01\x00\x12\x02\x00\x14\x02\x00\x19\x01\x01\x03\x01\x01\x04\x01\x01\x05\x01'
            b'\x02\x04\x01\x03\x03\x01\x04\x05\x01\x05\x00\x02\x06\x00\x03\x07\x02\x01\x07\x04'
            b'\x01\x08\x00\x01\x09\x00\x02\x0a\x00\x03\x0b\x00\x02\x0c\x00\x01\x0d\x00\x01'),
    )[track]
    kinds = bytearray()
    values = bytearray()
    for i in range(0, len(spec), 3):
        for _ in range(spec[i + 2]):
            kinds.append(spec[i])
            values.append(spec[i + 1])
    return kinds, values
