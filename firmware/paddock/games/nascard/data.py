"""Nascard components the rulebook leaves to the designer, as data.

``docs/rules/nascard.md`` gives the passage each choice rests on. Tables
are strings of digits (one a card, bonus or Track card), which costs the
board far less memory than tuples of ints; read them with ``digit``.
"""

# Suits, in the order the Suit Bonuses list them (names: ``texts``).
PURPLE = 0
BLUE = 1
ORANGE = 2
YELLOW = 3
SUITS = 4


def digit(table, i):
    """Entry i of a digit table: 0-9, then a-f for 10-15."""
    c = table[i]
    return c - 48 if c < 97 else c - 87


# The 58 Driving cards: card n has suit _PATTERN[(n - 1) % 8] (purple,
# orange, blue, yellow, orange, yellow, purple, blue), so every suit spreads
# over the whole range (purple and orange 15 cards, blue and yellow 14). It
# fits the worked example: 30 yellow, 8 blue, 39 purple, 18 orange.
CARDS = 58
_PATTERN = b"02132301"


def suit(card):
    return _PATTERN[(card - 1) & 7] - 48


HAND = 5          # Setup: "deal 5 cards to each player"
HAND_LIMIT = 8    # "The limit for the number of cards in your hand is 8 cards"
PIT_DRAW = 4      # Pit Stop: "draw 4 cards"
TRUMP_BLISTERS = 2  # Trading paint: "Blister Tires twice"
MAX_CARS = 6
RIVAL_MIN = 2     # Rivals "always move forward at least 2 spaces"

# Spaces moved by resolution order; the sixth car moves 1, like the fifth.
SPACES = b"543211"


def spaces(n):
    """Spaces for the card resolved n-th (0 first)."""
    return SPACES[n if n < 5 else 5] - 48


# The 16 Bonus cards are numbered 1-16 in the order the rulebook lists them;
# bonus b belongs to suit (b - 1) // 4. First game: 4, 7, 10 and 13.
FIRST_GAME = b"\x04\x07\x0a\x0d"


def bonus_suit(bonus):
    return (bonus - 1) >> 2


# What each bonus asks (cost) and gives (effect), one digit a bonus, from
# bonus 0 (none). A "_C" table is the form on a space with the Caution symbol.
NO_BURN = 0
BURN_SUIT = 1         # "Burn an extra <suit> card"
BURN_HIGHER = 2       # "Burn a card with a higher value than the card you played"
BURN_SUIT_HIGHER = 3  # "Burn an extra orange card with a higher value"
#  bonus        0 purple  blue    orange  yellow
BURN = b"0" b"0120" b"0120" b"0130" b"0120"
BLISTER = b"0" b"0000" b"2113" b"0000" b"0000"
BLISTER_C = b"0" b"0000" b"2111" b"0000" b"0000"
RECOVER = b"0" b"1111" b"0000" b"0000" b"0000"
DRAW = b"0" b"0110" b"0000" b"2441" b"0000"
DRAW_C = b"0" b"0111" b"0000" b"2443" b"0000"
AS_TRUMP = b"0" b"0000" b"1111" b"0000" b"0000"
EXTRA = b"0" b"0000" b"0000" b"0000" b"1221"
EXTRA_C = b"0" b"0000" b"0000" b"0000" b"1222"

# Track cards: ids 0-3 are the corners, 4-15 the straights, 4 the
# Start/Finish Line card. Each side marks Caution spaces: 1 the inside
# space, 2 the outside space, 3 both. Side A, then side B, by card id.
TRACK_CARDS = 16
CORNERS = 4
START_FINISH = 4
#  card id        0123456789abcdef
CAUTION_A = b"2222010203102010"
CAUTION_B = b"1111002100210302"


def caution(code):
    """The Caution bits of a Track card placed as code (id << 1 | side)."""
    return digit(CAUTION_B if code & 1 else CAUTION_A, code >> 1)


# The loop, from the Start/Finish card forward: a corner every fourth card.
# The "first" track puts every card on side A in this order (card ids).
FIRST_TRACK = b"45067819ab2cde3f"
LAP = TRACK_CARDS   # spaces (Track cards) in one lap
LAPS = 2            # the second crossing of the Finish Line ends the race
