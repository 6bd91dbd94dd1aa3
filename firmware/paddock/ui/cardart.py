"""Card faces drawn into a sheet, once, when a view is built (``ui.cards``):
a race drops this module, and ``ui.glyphs``, once its view is made."""

import bitmaptools
import displayio

from paddock.ui import palette
from paddock.ui.cards import BACK, TH, TW

# Palette indices of a sheet.
_CLEAR, _FACE, _EDGE, _BACKC, _BACKP, _SUIT0 = 0, 1, 2, 3, 4, 5
_INK = _SUIT0 + 8


def _dim(c):
    """c halfway to a dark grey: a greyed card keeps its shapes, loses its glow."""
    r = ((c >> 16) + 0x50) // 2
    g = (((c >> 8) & 0xFF) + 0x50) // 2
    b = ((c & 0xFF) + 0x50) // 2
    return (r << 16) | (g << 8) | b


def _palette(dim=False):
    colors = [0, palette.WHITE, 0x707070, palette.BLUE, palette.SKY]
    colors.extend(palette.SUITS)
    colors.append(palette.BLACK)
    p = displayio.Palette(16)
    for i in range(len(colors)):
        p[i] = _dim(colors[i]) if dim else colors[i]
    if dim:
        p[_FACE] = 0x8C8C8C
    p.make_transparent(_CLEAR)
    return p


def draw(sheet, cards, face):
    """Fill a `ui.cards.CardSheet`: ``tiles`` (card -> tile), ``palette``,
    ``dim_palette`` and ``bitmap``, each distinct face drawn once."""
    sheet.tiles = tiles = bytearray(256)      # card -> tile; BLANK for unknown cards
    seen = {}
    faces = []
    for c in cards:
        f = face(c)
        t = seen.get(f)
        if t is None:
            t = len(faces) + 2
            seen[f] = t
            faces.append(f)
        tiles[c] = t
    sheet.palette = _palette()
    sheet.dim_palette = _palette(True)   # the same tiles, greyed
    sheet.bitmap = b = displayio.Bitmap(TW * (len(faces) + 2), TH, 16)
    _back(b, BACK * TW)
    for i in range(len(faces)):
        _face(b, (i + 2) * TW, faces[i][0], faces[i][1])


def _card(b, x, body):
    bitmaptools.fill_region(b, x, 0, x + TW - 1, TH, _EDGE)
    bitmaptools.fill_region(b, x + 1, 1, x + TW - 2, TH - 1, body)
    for cx, cy in ((0, 0), (TW - 2, 0), (0, TH - 1), (TW - 2, TH - 1)):
        b[x + cx, cy] = _CLEAR   # round the corners


def _back(b, x):
    _card(b, x, _BACKC)
    for y in range(2, TH - 2):
        for dx in range(2, TW - 3):
            if (dx + y) % 4 == 0:
                b[x + dx, y] = _BACKP


def _face(b, x, rank, pip):
    from paddock.ui import glyphs
    _card(b, x, _FACE)
    ink = _INK if pip < 0 else _SUIT0 + pip
    w = len(rank) * (glyphs.CHAR_W + 1) - 1
    rx = x + (TW - 1 - w) // 2
    ry = 3 if pip >= 0 else (TH - glyphs.CHAR_H) // 2
    for ch in rank:
        rows = glyphs.CHARS.get(ch)
        if rows:
            glyphs.draw(b, rows, glyphs.CHAR_W, rx, ry, ink)
        rx += glyphs.CHAR_W + 1
    if pip >= 0:
        glyphs.draw(b, glyphs.PIPS[pip], glyphs.PIP, x + 4, 12, ink)


