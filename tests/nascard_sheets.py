"""Nascard's sprite sheets, drawn here on the desktop and shipped as
``firmware/paddock/games/nascard/sheets.bin``, so the board reads them in
one go (``view_sheets``): no drawing code, no glyph tables and no painting
temporaries in a race's heap.

    python tests/nascard_sheets.py      # writes sheets.bin again

``test_nascard_sheets.py`` checks the shipped file is what this draws. The
file holds, one after another, each sheet's rows of pixels as
``bitmaptools.readinto`` reads them (the first pixel in a byte's least
significant bits, rows padded to whole bytes), in the order of SHAPES: the
card numbers (``ui.ranks``), the infield's small cards, the hand's card
faces (one a suit, ``ui.cards``), the Pit card, the chips' letters, the
infield's labels, then
both rows of Track cards for an 11-pixel space and for a 10-pixel one. The
rows have no Caution rings (the track is dealt at random): ``view_sheets``
dashes them in. A chip's colour is its car's, so the chips are put
together there too, from their letters.
"""

import os
import sys
from pathlib import Path

from sheetfile import pack

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "firmware" / "paddock" / "games" / "nascard" / "sheets.bin"
sys.path.insert(0, str(ROOT / "firmware"))

import bitmaptools
import displayio

from paddock.ui import glyphs, palette
from paddock.games.nascard.view_track import cell_of, half, label
from paddock.games.nascard.view_table import PIPS


def const(x):
    return x

# Layout shared with the other view modules (a test checks they agree).
_MINI = const(24)
_MINI_H = const(9)
_PIT_TILE = const(5)
_MOVED_TILE = const(6)
_PIP_BOX = const(7)
_CELL = const(20)
_CHIP_TILE = const(10)  # a chip's tile: the chip and its ring, half a Track card
_CHIP_X = const(3)

_CARD_W = const(19)     # a Track card; _CELL has the gap
_CHIP_W = const(7)
_CHIP_H = const(9)

# 3x5 digits for the Track card numbers (3 bits a row, high bit left).
_MICRO = (
    (7, 5, 5, 5, 7), (2, 6, 2, 2, 7), (7, 1, 7, 4, 7), (7, 1, 3, 1, 7), (5, 5, 7, 1, 1),
    (7, 4, 7, 1, 7), (7, 4, 7, 5, 7), (7, 1, 2, 2, 2), (7, 5, 7, 5, 7), (7, 5, 7, 1, 7))

# 5x7 letters the kit's glyphs lack, in the order of _OWN: the rivals B to E,
# and the P and I of PIT (a tuple by position: single letters as dict keys
# would each be a name in the heap).
_OWN = "BCDEPI"
_LETTERS = (
    (0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110),
    (0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110),
    (0b11100, 0b10010, 0b10001, 0b10001, 0b10001, 0b10010, 0b11100),
    (0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111),
    (0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000),
    (0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110),
)


def _glyph(ch):
    i = _OWN.find(ch)
    return _LETTERS[i] if i >= 0 else glyphs.CHARS[ch]


def chips(players, cars, lane):
    """(bitmap, palette): tile 0 blank, tile 1 + 2 * car + flag a car's chip
    in a _CHIP_TILE x lane tile (the chip at _CHIP_X, 1): the car's colour and its
    number (players) or letter on round corners (rivals); on the flag side
    (a lap done) its top and bottom rows chequered."""
    bm = displayio.Bitmap(_CHIP_TILE * (1 + 2 * cars), lane, 16)
    pal = displayio.Palette(3 + cars)
    pal.make_transparent(0)
    pal[1] = palette.BLACK
    pal[2] = palette.WHITE
    for car in range(cars):
        ink = 3 + car
        pal[ink] = palette.SEATS[car]
        rows = _glyph(label(car, players))
        for flag in (0, 1):
            x0 = _CHIP_TILE * (1 + 2 * car + flag) + _CHIP_X
            bitmaptools.fill_region(bm, x0, 1, x0 + _CHIP_W, 1 + _CHIP_H, ink)
            if flag:
                for x in range(_CHIP_W):
                    bm[x0 + x, 1] = 2 if x & 1 else 1
                    bm[x0 + x, _CHIP_H] = 2 if x & 1 else 1
            if car >= players:  # a rival's chip has round corners
                for x, y in ((0, 1), (_CHIP_W - 1, 1), (0, _CHIP_H), (_CHIP_W - 1, _CHIP_H)):
                    bm[x0 + x, y] = 0
            glyphs.draw(bm, rows, 5, x0 + 1, 2, 1)
    return bm, pal


def row(st, top, lane):
    """One row's Track cards (eight, _CELL apart), their Caution rings, numbers
    and the Start/Finish line, as a 2-bit bitmap (``view_track`` colours)."""
    h = 2 * lane
    bm = displayio.Bitmap(8 * _CELL, h, 4)
    for j in range(8):
        i = cell_of(top, j)
        x0 = j * _CELL
        bitmaptools.fill_region(bm, x0, 0, x0 + _CARD_W, h, 1)
        for ln in (0, 1):   # a ring where a chip sits: a dashed amber one on a Caution space
            y0 = half(top, ln) * lane
            x1 = x0 + _CHIP_X - 1
            caution = st.caution[i] & (1 << ln)
            bitmaptools.fill_region(bm, x1, y0, x1 + _CHIP_W + 2, y0 + lane, 2 if caution else 0)
            bitmaptools.fill_region(bm, x1 + 1, y0 + 1, x1 + _CHIP_W + 1, y0 + lane - 1, 1)
            if caution:     # dashes: the ring's every other pixel is the card's
                for x in range(x1, x1 + _CHIP_W + 2):
                    if x & 1:
                        bm[x, y0] = 1
                        bm[x, y0 + lane - 1] = 1
                for y in range(y0, y0 + lane):
                    if y & 1:
                        bm[x1, y] = 1
                        bm[x1 + _CHIP_W + 1, y] = 1
        n = i + 1
        y0 = half(top, 1) * lane + (lane - 5) // 2
        x = x0 + (12 if n > 9 else 14)
        for d in ((n // 10, n % 10) if n > 9 else (n,)):
            rows = _MICRO[d]
            for r in range(5):
                for c in range(3):
                    if rows[r] & (4 >> c):
                        bm[x + c, y0 + r] = 3
            x += 4
        if i == 0:  # the Start/Finish line: a chequered edge
            for y in range(h):
                for x in range(2):
                    bm[x0 + x, y] = 3 if ((y >> 1) + x) & 1 else 0
    return bm


def minis():
    """(bitmap, palette, greyed palette) of the infield's small cards: tile 0
    blank, 1-4 a suit's card (pip; the number is a ``ui.ranks`` row over
    it), _PIT_TILE a Pit Stop, _MOVED_TILE a card resolved, _PIP_BOX + suit the
    pip alone in a 9 x 9 box."""
    bm = displayio.Bitmap(_MINI * 11, _MINI_H, 16)
    colors = [0, palette.WHITE, 0x707070, palette.BLACK, palette.VERMILLION, 0xA0A0A0]
    for s in range(4):
        colors.append(palette.SUITS[PIPS[s]])
    pal = displayio.Palette(len(colors))
    dim = displayio.Palette(len(colors))
    for i in range(len(colors)):
        c = colors[i]
        pal[i] = c
        dim[i] = ((((c >> 16) + 0x50) // 2) << 16) | (((((c >> 8) & 255) + 0x50) // 2) << 8) \
            | (((c & 255) + 0x50) // 2)
    pal.make_transparent(0)
    dim.make_transparent(0)
    for t in range(1, 11):
        x0 = t * _MINI
        w = 9 if t >= _PIP_BOX else 22
        body = 4 if t == _PIT_TILE else (5 if t == _MOVED_TILE else 1)
        bitmaptools.fill_region(bm, x0, 0, x0 + w, _MINI_H, body)
        for cx, cy in ((0, 0), (w - 1, 0), (0, _MINI_H - 1), (w - 1, _MINI_H - 1)):
            bm[x0 + cx, cy] = 0
        if t <= 4 or t >= _PIP_BOX:
            s = (t - 1) if t <= 4 else t - _PIP_BOX
            glyphs.draw(bm, glyphs.PIPS[PIPS[s]], 7, x0 + 1, 1, 6 + s)
        elif t == _PIT_TILE:
            for k in range(3):
                glyphs.draw(bm, _glyph("PIT"[k]), 5, x0 + 3 + 6 * k, 1, 1)
    return bm, pal, dim


def pit_card(w, h):
    """The Pit card's face, w x h: "PIT" (ink 1: its palette lights it when
    a Pit Stop may be chosen) over a face-down Blister Tire card (2, 3)."""
    bm = displayio.Bitmap(w, h, 4)
    x = (w - 17) // 2
    for k in range(3):
        glyphs.draw(bm, _glyph("PIT"[k]), 5, x + 6 * k, 2, 1)
    bitmaptools.fill_region(bm, 6, 12, 12, 20, 2)
    bitmaptools.fill_region(bm, 7, 13, 11, 19, 3)
    return bm


# --- the file ------------------------------------------------------------------

LETTERS = "123456ABCDE"     # the chips' labels: players' numbers, rivals' letters
PIT_W = 160 - 4 - 16 * 8 - 1     # view.PIT_X: beside a hand of 8 cards


def letters():
    """Each chip label's 5x7 pattern in ink 1, 5 pixels apart."""
    bm = displayio.Bitmap(5 * len(LETTERS), 7, 2)
    for i in range(len(LETTERS)):
        glyphs.draw(bm, _glyph(LETTERS[i]), 5, 5 * i, 0, 1)
    return bm


WORDS_AT = (0, 39)      # "Trump" and "Bonus" over the infield (view_build: x 1 and 40)


def words():
    """The infield's two labels in Paddock's small font, as ``ui.text.Text``
    inks them: "Trump" in ink 1, "Bonus" in ink 2."""
    from paddock.ui.fonts import Sheet
    with open(ROOT / "fonts" / "paddock5x8.bin", "rb") as f:
        font = Sheet(f)
    bm = displayio.Bitmap(WORDS_AT[1] + font.width("Bonus"), font.h, 4)
    for (x, ink), word in zip(((WORDS_AT[0], 1), (WORDS_AT[1], 2)), ("Trump", "Bonus")):
        for ch in word:
            i = font.index(ch)
            for c in range(font.art[i]):
                for r in range(font.h):
                    if font.bitmap[font.x[i] + c, r]:
                        bm[x + c, r] = ink
            x += font.art[i] + font.spacing
    return bm


def ranks():
    from paddock.ui.ranks import RankSheet
    return RankSheet().bitmap


def faces():
    """The hand's card faces, as ``ui.cards.CardSheet`` draws them: tile 0
    blank, 1 + suit a card of that suit (its pip; ``ui.ranks`` adds the number)."""
    from paddock.ui import cardart
    from paddock.ui.cards import TW
    from paddock.games.nascard import data

    class Sheet:
        pass
    one = [1 + [(data.suit(c)) for c in range(1, 9)].index(s) for s in range(4)]
    sheet = Sheet()
    cardart.draw(sheet, one, lambda card: ("", PIPS[data.suit(card)]))
    assert [sheet.tiles[c] for c in one] == [2, 3, 4, 5]
    # No card is ever face down in a hand here: the back (tile 1) is left
    # out, so a suit's face is tile 1 + suit.
    b = sheet.bitmap
    out = displayio.Bitmap(b.width - TW, b.height, 16)
    for y in range(b.height):
        for x in range(out.width):
            out[x, y] = b[x if x < TW else x + TW, y]
    return out


class _NoCaution:
    caution = bytes(16)


def sheets():
    """[(bitmap, bits a pixel)] in file order."""
    from paddock.ui.cards import TH
    out = [(ranks(), 1), (minis()[0], 4), (faces(), 4), (pit_card(PIT_W, TH - 1), 2),
           (letters(), 1), (words(), 2)]
    for lane in (11, 10):
        for top in (True, False):
            out.append((row(_NoCaution, top, lane), 2))
    return out


def shapes():
    return tuple((bm.width, bm.height, bits) for bm, bits in sheets())


def contents():
    return b"".join(pack(bm, bits) for bm, bits in sheets())


if __name__ == "__main__":
    OUT.write_bytes(contents())
    print("wrote %s (%d bytes)" % (os.path.relpath(OUT), OUT.stat().st_size))
    print(shapes())
