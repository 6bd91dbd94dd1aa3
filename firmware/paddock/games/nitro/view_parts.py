"""Nitro's screen parts made of tiles: a row of card slots, a strip of
small numbers and words, and which tiles show a panel item."""

import bitmaptools
import displayio

from paddock.ui import palette
from paddock.games.nitro import data
from paddock.games.nitro import view_tiles as vt


def grid(sheet, w, h, tw, th, x=0, y=0):
    g = displayio.TileGrid(sheet[0], pixel_shader=sheet[1], width=w, height=h,
                           tile_width=tw, tile_height=th, default_tile=0)
    g.x = x
    g.y = y
    return g


def set_tile(g, i, t):
    """Set tile i of grid g, only if it changes."""
    if g[i] != t:
        g[i] = t


class Numbers:
    """A strip of small numbers drawn into one bitmap (no labels)."""

    def __init__(self, w, x, y, color=palette.WHITE):
        self.bitmap = displayio.Bitmap(w, 6, 2)
        self.group = grid((self.bitmap, vt.palette_of((0, color))), 1, 1, w, 6, x, y)
        self.shown = {}

    def put(self, x, words, w=10):
        """words (capitals, digits) in a w-pixel box at x, centred."""
        if self.shown.get(x) == words:
            return
        self.shown[x] = words
        bitmaptools.fill_region(self.bitmap, x, 0, x + w, 6, 0)
        vt.draw_text(self.bitmap, words, x + (w - vt.text_width(words)) // 2, 0, 1)


class CardRow:
    """Seven card slots: a body tile under a letters tile."""

    def __init__(self, bodies, letters, x, y, n=7):
        self.group = displayio.Group(x=x, y=y)
        self.body = grid(bodies, n, 1, vt.CW, vt.CH)
        self.code = grid(letters, n, 1, vt.CW, 8, 0, 4)
        self.group.append(self.body)
        self.group.append(self.code)
        self.n = n

    def put(self, i, body, code):
        set_tile(self.body, i, body)
        set_tile(self.code, i, code)


def card_tiles(item, dim):
    """(body, letters) tiles for a panel item (view_items kinds)."""
    kind, v = item[0], item[1]
    if kind == 4:       # K_SLOT_W
        return vt.SLOT, vt.L_WEAPON_SLOT
    if kind == 5:
        return vt.SLOT, vt.L_MOD_SLOT
    if kind == 1 and v == data.BASIC:
        return vt.BASIC, vt.L_BASIC
    shade = vt.DIM if dim else 0
    if v >= data.CODE_NITRO:
        return 1 + vt.NITRO_K + shade, vt.L_NITRO + v - data.CODE_NITRO
    return 1 + data.kind(v) + shade, 1 + v
