"""Zoom Zoom Vroom components as data: suits, racers, players, racetracks.

A card is its suit id, a small int. Copies of a suit are alike, so a hand is
a pile of suit ids. Suit 0 is the PGC variant's 0 suit.
"""

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x


S0 = 0   # the New 0 Suit variant
S1 = 1   # Lichen the Sasquatch: turns every 4 and 5 into a 0
S2 = 2   # Cap'n Salty the Puffin: gains one gas from the middle
S3 = 3   # Chippy the Beaver
S4B = 4  # Beans the Possum, a 4
S4J = 5  # Jelly the Raccoon, the other 4
S5 = 6   # Slippy the Salmon
SUITS = 7

# The printed card value of each suit id.
VALUE = (0, 1, 2, 3, 4, 4, 5)
# Short names for screens and log lines: the two 4 suits by their racer.
SHORT = ("0", "1", "2", "3", "4B", "4J", "5")
RACER = (
    "the 0",
    "Lichen the Sasquatch",
    "Cap'n Salty the Puffin",
    "Chippy the Beaver",
    "Beans the Possum",
    "Jelly the Raccoon",
    "Slippy the Salmon",
)
# The base game's six suits, in the rulebook's order.
BASE_SUITS = (S1, S2, S3, S4B, S4J, S5)

# Player colours (the rulebook's player tokens), in seat order.
PLAYER = ("Pink", "Orange", "Yellow", "Blue", "Purple")

START_GAS = 5        # gas each player starts with, and the most one may hold
GAS_IN_BOX = 25      # every gas token in the box
HAND = 6             # cards dealt each round
LARGER_HAND = 7      # cards held after the deal with Larger Hands
TRICKS = 6           # tricks in a round
LAPS_TO_WIN = 2

# Racetracks: the speed value printed above each space, Start first. A
# trick winner moves one space up; only tricks 1-5 give speed, so six spaces.
TRACK_A = (0, 1, 1, 2, 2, 3)
TRACK_B = (0, 0, 1, 2, 3, 4)
TRACK_ORIGINAL = (0, 1, 2, 3, 4, 5)  # Original Speed: +1 a speed token
TRACKS = (TRACK_A, TRACK_B, TRACK_ORIGINAL)
TRACK_NAMES = ("A", "B", "original")


def copies(players, larger):
    """Copies of each suit: one a player, one more with Larger Hands."""
    return players + 1 if larger else players


def deck_counts(players, larger, zero):
    """How many cards of each suit id make the deck.

    zero is 0 (no 0 suit), a base suit id (1-6) the 0 suit replaces, or 7
    (the 0 suit added as a seventh suit, with Larger Hands: all six 0 cards).
    """
    counts = bytearray(SUITS)
    n = copies(players, larger and zero != 7)
    for s in BASE_SUITS:
        counts[s] = n
    if zero == 7:
        counts[S0] = 6
    elif zero:
        counts[S0] = n
        counts[zero] = 0
    return counts


# A trick entry's card beyond the suit ids (``codes``: DOWN, AS0, AS5).
_DOWN = const(7)
_AS0 = const(8)
_AS5 = const(9)


def printed(card):
    """The printed value of a trick entry's card (-1 face down)."""
    if card < _DOWN:
        return VALUE[card]
    if card == _AS5:
        return 5
    return 0 if card == _AS0 else -1


def fragile(card):
    """True for a printed 4 or 5, which a 1 in the trick turns into a 0."""
    return card == S4B or card == S4J or card == S5 or card == _AS5
