"""Stock Car Championship's hand: a strip of Driver cards, each showing its
effect (a two-letter code on a coloured band: PI PASS INSIDE, PO PASS
OUTSIDE, IA INSIDE ADVANTAGE, P2 PASS 2, 2W TWO WIDE, PA PULL AWAY, DR
DRAFT, BL BLOCK, CH CHALLENGE, LT LEARN THE TRACK, ES GOOD ENGINE SETTING,
CS GOOD CAR SETUP, FP FAST PIT), its lap value and its speed rating (.770),
then the buttons of the decision (END, PIT, DRW, NO, OK, 2ND). Eight fit
across; arrows at the right say that more lie to the left or right.

The sheet holds a tile for each place on screen: an item is painted (fills
and blits, in C) into a tile whose item has left the screen, and kept there
while it shows, so a strip wider than the screen scrolls with the cursor by
painting only the item coming into view. Greying swaps the tile to a second
grid with a greyed palette, and a cursor move only moves the bar under the
card, so a key press rewrites no label.
"""

import bitmaptools
import displayio

from paddock import ui
from paddock.ui import fonts, palette, shapes
from paddock.games.stockcar import data

from micropython import const

_TW = const(19)         # an 18-pixel card and a 1-pixel gap
_BODY = const(18)
_TH = const(25)
BUTTON = 64             # items from here on are buttons: END, PIT, DRW, NO, OK, 2ND
END, PIT, DRW, NO, OK, SECOND = range(BUTTON, BUTTON + 6)
_BUTTONS = "END PIT DRW NO  OK  2ND "     # four characters each
_CODES = "PIPOIAP22WPADRBLCHLTESCSFP"     # two each, by effect
# Colour bands by kind: passes, defence, DRAFT, answers, permanent, FAST PIT.
_KIND = b"\x00\x00\x00\x00\x01\x01\x02\x03\x03\x04\x04\x04\x05"
# Palette indexes: 1 is the ink a font blits.
_INK = const(1)
_FACE = const(2)
_BTN = const(3)
_ARROW = const(4)
_BAND = const(5)
_COLORS = (0, palette.BLACK, palette.WHITE, 0xB8C8D8, palette.YELLOW, palette.VERMILLION,
           palette.ORANGE, palette.SKY, palette.GREEN, palette.PURPLE, palette.YELLOW)




def _palette(dim):
    p = displayio.Palette(len(_COLORS))
    for i in range(1, len(_COLORS)):
        c = _COLORS[i]
        if dim:     # halfway to grey
            c = (((c >> 16) + 0x50) // 2 << 16) | ((((c >> 8) & 0xFF) + 0x50) // 2 << 8) \
                | ((c & 0xFF) + 0x50) // 2
        p[i] = c
    if dim:
        p[_FACE] = 0x8C8C8C
        p[_INK] = 0x303030
    p.make_transparent(0)
    return p


def _words(bm, font, words, left, y):
    """words centred on the card whose body starts at left, in the ink."""
    x = left + (_BODY + font.spacing - font.width(words)) // 2
    for ch in words:
        i = font.index(ch)
        w = font.art[i]
        bitmaptools.blit(bm, font.bitmap, x, y, x1=font.x[i], y1=0, x2=font.x[i] + w,
                         y2=font.h, skip_source_index=0)
        x += w + font.spacing


def paint_card(bm, x, item, font):
    """Paint item (a card id or a button) into the tile at x of bm: a body
    18 pixels wide beside a 1-pixel gap, so two cards' numbers stay apart."""
    bitmaptools.fill_region(bm, x, 0, x + _TW, _TH, 0)
    left = x + 1
    if item >= BUTTON:
        bitmaptools.fill_region(bm, left, 4, left + _BODY, _TH - 4, _BTN)
        i = 4 * (item - BUTTON)
        _words(bm, font, _BUTTONS[i:i + 4].strip(), left, 9)
        return
    e = data.EFFECT[item]
    bitmaptools.fill_region(bm, left, 0, left + _BODY, _TH, _FACE)
    bitmaptools.fill_region(bm, left, 0, left + _BODY, 9, _BAND + _KIND[e])
    for cx in (left, left + _BODY - 1):
        bm[cx, 0] = 0     # round the corners
        bm[cx, _TH - 1] = 0
    _words(bm, font, _CODES[2 * e:2 * e + 2], left, 1)
    _words(bm, font, str(data.laps(item)), left, 9)
    _words(bm, font, ".%03d" % data.speed(item), left, 17)


class CardStrip:
    """:param slots: how many items it can hold (a hand and its buttons)"""

    def __init__(self, slots, x=0, y=0):
        self.slots = slots
        self.font = fonts.small()
        self.fits = min(slots, (ui.W - x - 5) // _TW)   # slots on screen at once
        # Tile 0 stays blank; a tile for each place on screen.
        bm = CardStrip.bitmap
        CardStrip.bitmap = None
        if bm is None or bm.width != _TW * (self.fits + 1):
            bm = displayio.Bitmap(_TW * (self.fits + 1), _TH, len(_COLORS))
        self.bitmap = bm
        self.tiles = bytearray(b"\xff" * (self.fits + 1))   # the item each tile holds
        self.group = displayio.Group(x=x, y=y)
        self.grid = self._grid(_palette(False))
        self.dim_grid = self._grid(_palette(True))
        self.cursor = shapes.rect(1, _TH, _BODY, 2, palette.YELLOW)
        self.cursor.hidden = True
        # The arrows: a right and a left triangle, 4 pixels wide, in one sheet.
        arrows = displayio.Bitmap(8, 7, len(_COLORS))
        for i in range(4):
            bitmaptools.fill_region(arrows, i, i, i + 1, 7 - i, _ARROW)
            bitmaptools.fill_region(arrows, 7 - i, i, 8 - i, 7 - i, _ARROW)
        right = self.fits * _TW + 1
        self.left_arrow = displayio.TileGrid(arrows, pixel_shader=self.grid.pixel_shader,
                                             tile_width=4, tile_height=7, default_tile=1,
                                             x=right, y=2)
        self.right_arrow = displayio.TileGrid(arrows, pixel_shader=self.grid.pixel_shader,
                                              tile_width=4, tile_height=7, x=right, y=_TH - 9)
        for part in (self.grid, self.dim_grid, self.cursor, self.left_arrow,
                     self.right_arrow):
            self.group.append(part)
        self.items = bytearray(slots)               # what each slot holds
        self.dimmed = bytearray(slots)
        self.count = 0
        self.first = 0                              # the first slot on screen
        self.at = -1                                # the slot under the cursor
        self._layout()

    def _grid(self, pal):
        return displayio.TileGrid(self.bitmap, pixel_shader=pal, width=self.fits, height=1,
                                  tile_width=_TW, tile_height=_TH, default_tile=0)

    def show(self, items):
        """Show items (card ids and buttons) from the left; the rest blank."""
        n = min(len(items), self.slots)
        for i in range(n):
            self.items[i] = items[i]
        self.count = n
        self.first = 0 if n <= self.fits else min(self.first, n - self.fits)
        self._layout()

    def dim(self, i, on):
        """Grey out slot i (an item that cannot be chosen now)."""
        v = 1 if on else 0
        if self.dimmed[i] != v:
            self.dimmed[i] = v
            j = i - self.first
            if 0 <= j < self.fits:
                self._tile(j)

    def select(self, i):
        """Mark slot i (scrolling it into view); -1 hides the cursor."""
        self.at = i
        if i >= 0:
            if i < self.first:
                self.first = i
            elif i >= self.first + self.fits:
                self.first = i - self.fits + 1
        self._layout()

    def _tile_of(self, item):
        """The tile painted with item: its own, else one whose item is off
        screen, painted now."""
        tiles = self.tiles
        for t in range(1, len(tiles)):
            if tiles[t] == item:
                return t
        items = self.items
        end = min(self.count, self.first + self.fits)
        for t in range(1, len(tiles)):
            shown = False
            for i in range(self.first, end):
                if items[i] == tiles[t]:
                    shown = True
                    break
            if not shown:
                tiles[t] = item
                paint_card(self.bitmap, t * _TW, item, self.font)
                return t
        return 0

    def _tile(self, j):
        """Grid place j shows its slot, lit or greyed, or nothing."""
        i = self.first + j
        t = self._tile_of(self.items[i]) if i < self.count else 0
        lit = t if t and not self.dimmed[i] else 0
        grey = t if t and self.dimmed[i] else 0
        if self.grid[j] != lit:
            self.grid[j] = lit
        if self.dim_grid[j] != grey:
            self.dim_grid[j] = grey

    def _layout(self):
        for j in range(self.fits):
            self._tile(j)
        i = self.at
        self.cursor.hidden = i < 0 or i >= self.count
        if not self.cursor.hidden:
            self.cursor.x = (i - self.first) * _TW + 1
        self.left_arrow.hidden = self.first == 0
        self.right_arrow.hidden = self.count <= self.first + self.fits


# The strip's sheet, made as the view's modules load, before the rules' code:
# the largest bitmap, while the heap is in one piece (the first strip takes it).
CardStrip.bitmap = displayio.Bitmap(_TW * ((ui.W - 5) // _TW + 1), _TH, len(_COLORS))
