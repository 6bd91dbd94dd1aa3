"""Nascard's track: the sixteen Track cards as a loop of two rows of eight,
and the cars on them as chips.

The bottom row runs left to right from the Start/Finish card (card 1, its
chequered line on the left edge), the top row right to left (cards 9 to 16),
so the cars go round anticlockwise. Each card has two spaces, the inside one
towards the infield; a Caution space has an amber ring. Each card shows its
number at its outer edge, as the log lines name them ("inside on card 12").

A car's chip is the car's colour with its number in black (players, 1-6)
or its letter on a chip with round corners (rivals, A-E); on the flag side
(a lap done) its top and bottom rows are chequered. Each row's cards are
one bitmap read once from sheets.bin (``view_build``); a chip is one tile of a grid over
it. A space is ``lane`` pixels high: 11, or 10 where the screen has 120 rows.
"""

from paddock.games.nascard import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

_CELL = const(20)       # pixels from one Track card to the next
_CHIP_X = const(3)      # the chip's place in its tile (the ring is one pixel around it)
_CARD_BG = const(0x3C3C3C)
CAUTION = 0xE69F00
_NUMBER = const(0xB4B4B4)


def label(car, players):
    """A car's chip letter: its seat number, or A-E for the rivals."""
    if car < players:
        return str(car + 1)
    return "ABCDE"[car - players]


def half(top, lane):
    """Which half of a card (0 upper, 1 lower) holds a lane: the inside
    faces the infield."""
    return lane if not top else 1 - lane


def cell(index):
    """(top row?, column) of Track card index."""
    if index < 8:
        return False, index
    return True, 15 - index


def cell_of(top, column):
    """The Track card index at column of a row."""
    return 15 - column if top else column


class Track:
    """Both rows of the track, their parts made by ``view_build`` (code that
    runs once, dropped after)."""

    def place(self, shown):
        """Put every car where ``shown`` has it; tiles change only where a
        car came or went."""
        want = self.want
        for k in range(32):
            want[k] = 0
        for i in range(shown.cars + 1):
            car = i if i < shown.cars else shown.top
            if car < 0 or car == shown.top and i < shown.cars:
                continue  # the car placed last goes last, over one it pushes
            top, j = cell(shown.pos[car] % data.LAP)
            k = (16 if not top else 0) + half(top, shown.lane[car]) * 8 + j
            want[k] = 1 + 2 * car + (1 if shown.pos[car] >= data.LAP else 0)
        for k in range(32):   # a tile by number (y * 16 + 2 * x): no tuple to index with
            g = self.grids[k >> 4]
            t = (k & 8) * 2 + (k & 7) * 2
            if g[t] != want[k]:
                g[t] = want[k]
