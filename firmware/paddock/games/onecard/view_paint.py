"""1 CAR D's sprite sheets, painted once while the view is built; the view
drops this module (and ``ui.glyphs``) as soon as they are painted, so the
drawing code takes no heap during the race. ``view_track`` has the
sizes and colours.
"""

import bitmaptools
import displayio

from paddock.ui import glyphs, palette
from paddock.games.onecard.view_track import (
    BOX_H, BOX_W, CAR_RGB, DIE, FLOOR, LETTERS, MARK_RGB, PIP_W, PIP_Y, ROW_H, SH, SW)

_LETTERS = {
    "G": (0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111),
    "R": (0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001),
    "B": (0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110),
    "C": (0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110),
    "Y": (0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100),
    "X": glyphs.CHARS["X"],
}
# 7 x 5 arrows, and the 5 x 7 verdict marks: = stays, down, up, six (up, swap).
_RIGHT = (0b0001000, 0b0000100, 0b1111110, 0b0000100, 0b0001000)
_LEFT = (0b0001000, 0b0010000, 0b0111111, 0b0010000, 0b0001000)
_MARKS = (
    (0, 0, 0b11111, 0, 0b11111, 0, 0),
    (0b00100, 0b00100, 0b00100, 0b10101, 0b01110, 0b00100, 0),
    (0, 0b00100, 0b01110, 0b10101, 0b00100, 0b00100, 0b00100),
    (0b00100, 0b01110, 0b11111, 0b00100, 0b01110, 0b11111, 0b00100),
)
def _fill(bm, x, y, w, h, v):
    bitmaptools.fill_region(bm, x, y, x + w, y + h, v)


def floor():
    """(bitmap, palette): 0 an empty square, 1/2 a white arrow right/left,
    3/4 a black one; the arrows of the lap that is not on are not drawn."""
    bm = displayio.Bitmap(SW * 5, SH, 4)
    pal = displayio.Palette(4)
    pal.make_transparent(0)
    pal[1] = FLOOR
    pal[2] = palette.WHITE
    pal[3] = palette.BLACK
    for t in range(5):
        _fill(bm, t * SW, 0, SW - 1, SH - 1, 1)
        if t:
            ink = 2 if t < 3 else 3
            glyphs.draw(bm, _RIGHT if t & 1 else _LEFT, 7, t * SW + 2, 2, ink)
    return bm, pal


def cars():
    """(bitmap, palette): tile 0 clear, 1 + car a car, 7 + car a hollow car
    (a square being chosen)."""
    bm = displayio.Bitmap(SW * 13, SH, 16)
    pal = displayio.Palette(9)
    pal.make_transparent(0)
    for c in range(6):
        pal[1 + c] = CAR_RGB[c]
    pal[7] = palette.BLACK
    pal[8] = palette.WHITE
    for c in range(6):
        x = (1 + c) * SW
        _fill(bm, x, 0, SW - 1, SH - 1, 1 + c)
        glyphs.draw(bm, _LETTERS[LETTERS[c]], 5, x + 3, 1, 8 if c == 3 else 7)
        x = (7 + c) * SW
        _fill(bm, x, 0, SW - 1, SH - 1, 7)
        for i in range(SW - 1):
            bm[x + i, 0] = 1 + c
            bm[x + i, SH - 2] = 1 + c
        for j in range(SH - 1):
            bm[x, j] = 1 + c
            bm[x + SW - 2, j] = 1 + c
        glyphs.draw(bm, _LETTERS[LETTERS[c]], 5, x + 3, 1, 1 + c)
    return bm, pal


def dice():
    """A bitmap of die faces: tile 0 none, 1-6 a die, 7-12 the same set
    aside: hollow and dimmed (a shape, not a colour alone, tells it). Each
    die's TileGrid gets its own ``die_palette``."""
    bm = displayio.Bitmap(DIE * 13, DIE, 8)
    for i in range(DIE - 3):   # tile 0, no roll yet: an empty outline
        for a, b in ((1 + i, 0), (1 + i, DIE - 2), (0, 1 + i), (DIE - 2, 1 + i)):
            bm[a, b] = 5
    for t in range(1, 13):
        x = t * DIE
        dim = t > 6
        _fill(bm, x, 0, DIE - 1, DIE - 1, 3 if dim else 1)
        if dim:
            _fill(bm, x + 1, 1, DIE - 3, DIE - 3, 0)
        for cx, cy in ((0, 0), (DIE - 2, 0), (0, DIE - 2), (DIE - 2, DIE - 2)):
            bm[x + cx, cy] = 0
        glyphs.draw(bm, glyphs.CHARS[str(t - 6 if dim else t)], 5, x + 3, 2, 3 if dim else 2)
    return bm


def _half(c):
    return (((c >> 16) + 0x30) // 2 << 16) | ((((c >> 8) & 0xFF) + 0x30) // 2 << 8) | \
        (((c & 0xFF) + 0x30) // 2)


def die_palette(car):
    pal = displayio.Palette(6)
    pal.make_transparent(0)
    pal[5] = palette.DARK
    pal[1] = CAR_RGB[car]
    ink = palette.WHITE if car == 3 else palette.BLACK
    pal[2] = ink
    pal[3] = _half(CAR_RGB[car])
    pal[4] = _half(ink)
    return pal


def marks():
    """(bitmap, palette) of 20-wide cells with a verdict mark under a die:
    0 none, 1 '=', 2 down, 3 up, 4 six."""
    bm = displayio.Bitmap(20 * 5, 7, 8)
    pal = displayio.Palette(5)
    pal.make_transparent(0)
    for i in range(4):
        pal[1 + i] = MARK_RGB[i]
        glyphs.draw(bm, _MARKS[i], 5, (1 + i) * 20 + 9, 0, 1 + i)
    return bm, pal


def boxes():
    """(bitmap, palette) of speed boxes: tile (s - 1) + 5 * style, style 0
    a speed you may choose (white on dark), 1 the indicator's place (black
    on white), 2 out of reach (a hollow box, its number grey). Two bits a
    pixel: four colours in all."""
    bm = displayio.Bitmap(BOX_W * 15, BOX_H, 4)
    pal = displayio.Palette(4)
    pal[0] = palette.BLACK
    pal[1] = palette.DARK
    pal[2] = palette.WHITE
    pal[3] = palette.GREY
    for style in range(3):
        body, ink = ((1, 2), (2, 0), (0, 3))[style]
        for s in range(5):
            x = (s + 5 * style) * BOX_W
            _fill(bm, x, 0, BOX_W - 1, BOX_H, 1 if style == 2 else body)
            if style == 2:
                _fill(bm, x + 1, 1, BOX_W - 3, BOX_H - 2, 0)
            glyphs.draw(bm, glyphs.CHARS[str(s + 1)], 5, x + 5, 2, ink)
    return bm, pal


# Pip tiles: 0 empty, 1-3 full (green, yellow, red by the gauge's level),
# 4 a point the choice under the cursor costs, 5 one it gives back.
LOSE = 4
GAIN = 5


def pips():
    bm = displayio.Bitmap(PIP_W * 6, ROW_H, 8)
    pal = displayio.Palette(6)
    pal.make_transparent(0)
    pal[1] = 0x4A4A4A
    pal[2] = palette.GREEN
    pal[3] = palette.YELLOW
    pal[4] = palette.VERMILLION
    pal[5] = palette.WHITE
    for t in range(6):
        x = t * PIP_W
        if t in (1, 2, 3):
            _fill(bm, x, PIP_Y, 7, 7, t + 1)
        else:
            edge = (1, 4, 2)[(0, LOSE, GAIN).index(t)]
            for i in range(7):
                bm[x + i, PIP_Y] = edge
                bm[x + i, PIP_Y + 6] = edge
                bm[x, PIP_Y + i] = edge
                bm[x + 6, PIP_Y + i] = edge
            if t == LOSE:   # a cross: this point goes
                for i in range(1, 6):
                    bm[x + i, PIP_Y + i] = 4
                    bm[x + 6 - i, PIP_Y + i] = 4
            elif t == GAIN:
                _fill(bm, x + 2, PIP_Y + 2, 3, 3, 2)
    return bm, pal


def digits():
    """(bitmap, palette): the digits 0-6 in white, one 7 x ROW_H tile each."""
    bm = displayio.Bitmap(7 * 7, ROW_H, 2)
    pal = displayio.Palette(2)
    pal.make_transparent(0)
    pal[1] = palette.WHITE
    for d in range(7):
        glyphs.draw(bm, glyphs.CHARS[str(d)], 5, d * 7 + 1, PIP_Y, 1)
    return bm, pal


def speed_effects():
    """(bitmap, palette): under the speed boxes, what a speed gives (+E,
    green: an engine point) or costs (-F, -FE, red) every turn, painted once
    in the compact font."""
    from paddock.ui import fonts, ink
    small = fonts.small()
    bm = displayio.Bitmap(5 * BOX_W, small.h, 4)
    pal = displayio.Palette(3)
    pal.make_transparent(0)
    pal[1] = palette.GREEN
    pal[2] = palette.VERMILLION
    for s, words, value in ((1, "+E", 1), (4, "-F", 2), (5, "-FE", 2)):
        ink.paint(bm, small, words, (s - 1) * BOX_W + 1, 0, value)
    return bm, pal
