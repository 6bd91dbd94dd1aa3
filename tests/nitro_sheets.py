"""Nitro's tile sheets, drawn here on the desktop and shipped as
``firmware/paddock/games/nitro/sheets.bin``, so the board reads them in one
go (no drawing code in its heap, no seconds of Python pixel loops).

    python tests/nitro_sheets.py      # writes sheets.bin again

``test_nitro_sheets.py`` checks the shipped file is what this draws. The
tile numbers are named here; the screen keeps private copies, checked by
``test_nitro_consts.py``. The file holds, one after another, each sheet's
rows of pixels as ``bitmaptools.readinto`` reads them (the first pixel in
a byte's least significant bits, rows padded to whole bytes): the map (4 bits a pixel), the card
bodies (4), the card codes (1), the buttons (2).
"""

import os
import sys
from pathlib import Path

from sheetfile import pack

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "firmware" / "paddock" / "games" / "nitro" / "sheets.bin"

CELL = 10               # a Wasteland space
CW, CH = 14, 16         # a card slot: a 13 x 15 card and a 1 px gap
BW, BH = 24, 12         # an action button slot
# Map sheet: 1 + road * 5 + location (0 none, 1-4), 10 more on the far edge;
# a marker by seat, the same with others on its space; reach, target, flag.
TERRAIN = 1
FINISH = 11
MARKER = 21
MORE = 27
REACH = 33
TARGET_TILE = 34
FLAG = 35
MAP_TILES = 36
# Body sheet: 1 + kind (Ride, Mod, Weapon, Event, Nitro), 5 more greyed; a
# free Weapon slot, a free Mod slot, the basic Ride.
NITRO_K = 4
DIM = 5
SLOT_W = 11
SLOT_M = 12
BASIC_BODY = 13
BODY_TILES = 14
# Code sheet: 1 + type id, the basic Ride, + 1..3 for Nitro.
L_BASIC = 40
L_NITRO = 40
L_TILES = 44
WORDS = ("MOVE", "END", "PASS", "DONE", "UNDO", "OFF", "ASK")   # lit, then greyed
# (width, height, bits a pixel) of each sheet, in file order.
SHAPES = ((CELL * MAP_TILES, CELL, 4), (CW * BODY_TILES, CH, 4), (CW * L_TILES, 8, 1),
          (BW * (2 * len(WORDS) + 1), BH, 2))


def _font():
    sys.path.insert(0, str(ROOT / "firmware"))
    from paddock.ui.fonts import Sheet
    with open(ROOT / "fonts" / "paddock5x8.bin", "rb") as f:
        return Sheet(f)


def ink(bm, f, words, x, y, v):
    """words in the font f at (x, y), in palette index v."""
    for ch in words:
        i = f.index(ch)
        for c in range(f.art[i]):
            for r in range(f.h):
                if f.bitmap[f.x[i] + c, r]:
                    bm[x + c, y + r] = v
        x += f.art[i] + f.spacing


def _fill(bm, x1, y1, x2, y2, v):
    for y in range(y1, y2):
        for x in range(x1, x2):
            bm[x, y] = v


def _frame(bm, x, y, w, h, v, t=1):
    _fill(bm, x, y, x + w, y + t, v)
    _fill(bm, x, y + h - t, x + w, y + h, v)
    _fill(bm, x, y, x + t, y + h, v)
    _fill(bm, x + w - t, y, x + w, y + h, v)


def _chequer(bm, x, y, w, h):
    for dy in range(h):
        for dx in range(w):
            bm[x + dx, y + dy] = 1 if ((dx >> 1) + (dy >> 1)) & 1 else 2


def map_sheet(bm, f):
    """Palette: 0 clear, 1 white, 2 black, 3 desert, 4 its specks, 5 road,
    6 unused, 7-12 the seats, 13 sky (reach), 14 vermillion (target)."""
    for t in range(20):
        x = (t + 1) * CELL
        road = (t % 10) // 5
        place = t % 5
        _fill(bm, x, 0, x + CELL, CELL, 5 if road else 3)
        if not road:
            for dx, dy in ((1, 2), (6, 1), (3, 6), (8, 5), (7, 8), (1, 8)):
                bm[x + dx, dy] = 4
        if t >= 10:     # the far edge: a chequered band
            _chequer(bm, x, 0, CELL, 3)
        if place:
            _fill(bm, x + 2, 1, x + 8, 9, 2)
            ink(bm, f, "BGJR"[place - 1], x + 3, 1, 1)
    for s in range(6):
        for more in (0, 1):
            x = (MARKER + s + 6 * more) * CELL
            _fill(bm, x + 1, 1, x + 9, 9, 7 + s)
            ink(bm, f, str(s + 1), x + 3, 1, 2)
            if more:    # a white corner: others on the space too
                for dx, dy in ((7, 0), (8, 0), (9, 0), (8, 1), (9, 1), (9, 2)):
                    bm[x + dx, dy] = 1
    _frame(bm, REACH * CELL, 0, CELL, CELL, 13)
    _frame(bm, TARGET_TILE * CELL, 0, CELL, CELL, 14, 2)
    _chequer(bm, FLAG * CELL + 1, 1, 8, 8)


def _cut(bm, x, corners, n):
    """Clear n-pixel triangles at the card's corners (bits: TL, TR, BL, BR)."""
    for i in range(n):
        for j in range(n - i):
            if corners & 1:
                bm[x + j, i] = 0
            if corners & 2:
                bm[x + CW - 2 - j, i] = 0
            if corners & 4:
                bm[x + j, CH - 2 - i] = 0
            if corners & 8:
                bm[x + CW - 2 - j, CH - 2 - i] = 0


def body_sheet(bm, f):
    """Palette: 0 clear, 1-5 the kinds, 6-10 greyed, 11 slot grey, 12 the
    Event's yellow rim. A Mod's top right is cut, a Weapon's top left, an
    Event has eight sides and a yellow rim: kinds differ without colour."""
    for k in range(5):
        for dim in (0, 1):
            x = (1 + k + dim * DIM) * CW
            _fill(bm, x, 0, x + CW - 1, CH - 1, 1 + k + dim * DIM)
            if k == 3:      # the Event: a yellow rim inside its eight sides
                _frame(bm, x, 0, CW - 1, CH - 1, 12)
            _cut(bm, x, (15, 2, 1, 15, 15)[k], (1, 3, 3, 3, 1)[k])
            if k == 3:
                for i in range(3):
                    for px, py in ((i, 3 - i), (CW - 2 - i, 3 - i), (i, CH - 5 + i),
                                   (CW - 2 - i, CH - 5 + i)):
                        bm[x + px, py] = 12
    for t, letter in ((SLOT_W, "W"), (SLOT_M, "M")):
        _frame(bm, t * CW, 0, CW - 1, CH - 1, 11)
        ink(bm, f, letter, t * CW + 4, 4, 11)
    _frame(bm, BASIC_BODY * CW, 0, CW - 1, CH - 1, 1, 2)


def code_sheet(bm, f, codes, kinds):
    """1 bit: the two letters on each card (white), "BR", "+1" to "+3"."""
    for t in range(len(kinds) + 1):
        s = codes[2 * t:2 * t + 2] if t < len(kinds) else "BR"
        ink(bm, f, s, (1 + t) * CW + (CW - f.width(s)) // 2, 0, 1)
    for n in range(1, 4):
        ink(bm, f, "+%d" % n, (L_NITRO + n) * CW + 3, 0, 1)


def button_sheet(bm, f):
    """Palette: 0 clear, 1 white, 2 blue (lit), 3 dark grey (greyed)."""
    n = len(WORDS)
    for i in range(2 * n):
        x = (1 + i) * BW
        _fill(bm, x, 0, x + BW - 1, BH - 1, 2 if i < n else 3)
        for cx, cy in ((0, 0), (BW - 2, 0), (0, BH - 2), (BW - 2, BH - 2)):
            bm[x + cx, cy] = 0
        s = WORDS[i % n]
        ink(bm, f, s, x + (BW - f.width(s)) // 2, 2, 1)


class Pixels:
    """A plain bitmap of small ints, indexed bm[x, y]."""

    def __init__(self, w, h):
        self.width = w
        self.height = h
        self.px = bytearray(w * h)

    def __setitem__(self, xy, v):
        self.px[xy[1] * self.width + xy[0]] = v

    def __getitem__(self, xy):
        return self.px[xy[1] * self.width + xy[0]]


def sheets():
    """The four sheets as Pixels, in file order."""
    sys.path.insert(0, str(ROOT / "firmware"))
    from paddock.games.nitro.cards import kind
    from paddock.games.nitro.view_words import CODES
    f = _font()
    made = [Pixels(w, h) for w, h, _ in SHAPES]
    map_sheet(made[0], f)
    body_sheet(made[1], f)
    code_sheet(made[2], f, CODES, [kind(t) for t in range(len(CODES) // 2)])
    button_sheet(made[3], f)
    return made


def contents():
    return b"".join(pack(bm, shape[2]) for bm, shape in zip(sheets(), SHAPES))


if __name__ == "__main__":
    OUT.write_bytes(contents())
    print("wrote %s (%d bytes)" % (os.path.relpath(OUT), OUT.stat().st_size))
