"""Nascard's track: the sixteen Track cards as a loop of two rows of eight,
and the cars on them as chips.

The bottom row runs left to right from the Start/Finish card (card 1, its
chequered line on the left edge), the top row right to left (cards 9 to 16),
so the cars go round anticlockwise. Each card has two spaces, the inside one
towards the infield; a Caution space has an amber ring. Each card shows its
number at its outer edge, as the log lines name them ("inside on card 12").

A car's chip is the car's colour with its number in black (players, 1-6)
or its letter on a chip with round corners (rivals, A-E); on the flag side
(a lap done) its top and bottom rows are chequered. The background of each row is
one small bitmap drawn once; a chip is one tile of a grid over it.
"""

import bitmaptools
import displayio

from paddock.ui import palette
from paddock.games.nascard import data

CELL = 20       # pixels from one Track card to the next
CARD_W = 19
ROW_H = 22      # two spaces of 11
HALF = 11
CHIP_W = 7
CHIP_H = 9
CHIP_X = 3      # the chip's place in its tile (the ring is one pixel around it)
CARD_BG = 0x3C3C3C
CAUTION = 0xE69F00

# 3x5 digits for the card numbers (3 bits a row, high bit left).
_MICRO = (
    (7, 5, 5, 5, 7), (2, 6, 2, 2, 7), (7, 1, 7, 4, 7), (7, 1, 3, 1, 7), (5, 5, 7, 1, 1),
    (7, 4, 7, 1, 7), (7, 4, 7, 5, 7), (7, 1, 2, 2, 2), (7, 5, 7, 5, 7), (7, 5, 7, 1, 7))

# 5x7 letters the kit's glyphs lack: the rivals B to E.
LETTERS = {
    "B": (0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110),
    "C": (0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110),
    "D": (0b11100, 0b10010, 0b10001, 0b10001, 0b10001, 0b10010, 0b11100),
    "E": (0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111),
}


def label(car, players):
    """A car's chip letter: its seat number, or A-E for the rivals."""
    if car < players:
        return str(car + 1)
    return "ABCDE"[car - players]


def _glyph(ch):
    from paddock.ui import glyphs   # dropped once the view is built
    return LETTERS.get(ch) or glyphs.CHARS[ch]


def chip_sheet(players, cars):
    """(bitmap, palette): tile 0 blank, tile 1 + 2 * car + flag a car's chip
    in a CELL x HALF tile (the chip at CHIP_X, 1)."""
    from paddock.ui import glyphs   # dropped once the view is built
    bm = displayio.Bitmap(CELL * (1 + 2 * cars), HALF, 16)
    pal = displayio.Palette(3 + cars)
    pal.make_transparent(0)
    pal[1] = palette.BLACK
    pal[2] = palette.WHITE
    for car in range(cars):
        pal[3 + car] = palette.SEATS[car]
        rows = _glyph(label(car, players))
        for flag in (0, 1):
            x0 = CELL * (1 + 2 * car + flag) + CHIP_X
            for y in range(CHIP_H):
                for x in range(CHIP_W):
                    c = 3 + car
                    if flag and (y == 0 or y == CHIP_H - 1):
                        c = 2 if (x + y) & 1 else 1
                    bm[x0 + x, 1 + y] = c
            if car >= players:  # a rival's chip has round corners
                for x, y in ((0, 0), (CHIP_W - 1, 0), (0, CHIP_H - 1), (CHIP_W - 1, CHIP_H - 1)):
                    bm[x0 + x, 1 + y] = 0
            glyphs.draw(bm, rows, 5, x0 + 1, 2, 1)
    return bm, pal


def _background(st, top):
    """One row's Track cards, Caution rings, numbers and the line."""
    bm = displayio.Bitmap(8 * CELL, ROW_H, 4)
    for j in range(8):
        i = 15 - j if top else j
        x0 = j * CELL
        bitmaptools.fill_region(bm, x0, 0, x0 + CARD_W, ROW_H, 1)
        for lane in (0, 1):
            y0 = half(top, lane) * HALF
            ring = 2 if st.caution[i] & (1 << lane) else 0
            for x in range(CHIP_X - 1, CHIP_X + CHIP_W + 1):
                bm[x0 + x, y0] = ring
                bm[x0 + x, y0 + HALF - 1] = ring
            for y in range(y0, y0 + HALF):
                bm[x0 + CHIP_X - 1, y] = ring
                bm[x0 + CHIP_X + CHIP_W, y] = ring
        n = i + 1
        y0 = half(top, 1) * HALF + 3
        x = x0 + (12 if n > 9 else 14)
        for d in ((n // 10, n % 10) if n > 9 else (n,)):
            rows = _MICRO[d]
            for r in range(5):
                for c in range(3):
                    if rows[r] & (4 >> c):
                        bm[x + c, y0 + r] = 3
            x += 4
        if i == 0:  # the Start/Finish line: a chequered edge
            for y in range(ROW_H):
                for x in range(2):
                    bm[x0 + x, y] = 3 if ((y >> 1) + x) & 1 else 0
    return bm


def half(top, lane):
    """Which half of a card (0 upper, 1 lower) holds a lane: the inside
    faces the infield."""
    return lane if not top else 1 - lane


def cell(index):
    """(top row?, column) of Track card index."""
    if index < 8:
        return False, index
    return True, 15 - index


class Track:
    """Both rows at y = ``top_y`` and ``bottom_y``, drawn for state ``st``."""

    def __init__(self, st, chips, top_y, bottom_y):
        bm, pal = chips
        self.group = displayio.Group()
        bgpal = displayio.Palette(4)
        bgpal[0] = palette.BLACK
        bgpal[1] = CARD_BG
        bgpal[2] = CAUTION
        bgpal[3] = 0xB4B4B4
        self.grids = []
        for top, y in ((True, top_y), (False, bottom_y)):
            bg = displayio.TileGrid(_background(st, top), pixel_shader=bgpal, x=0, y=y)
            self.group.append(bg)
            g = displayio.TileGrid(bm, pixel_shader=pal, width=8, height=2, tile_width=CELL,
                                   tile_height=HALF, default_tile=0, x=0, y=y)
            self.group.append(g)
            self.grids.append(g)
        self.want = bytearray(32)

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
        for k in range(32):
            g = self.grids[k >> 4]
            x = k & 7
            y = (k >> 3) & 1
            if g[x, y] != want[k]:
                g[x, y] = want[k]
