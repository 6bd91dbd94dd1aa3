"""Stock Car Championship's hand: a strip of Driver cards, each showing its
effect (a two-letter code on a coloured band), its lap value and its speed
rating (thousandths: 770 is .770), then the buttons of the decision (END,
PIT, DRW, NO, OK). Nine fit across; arrows in the gutter at the right say
that more lie to the left or right.

Each slot owns one tile of a small sheet, painted when the slot's card
changes (``paddock.ui.ink``); greying swaps the tile to a second grid with
a greyed palette, and a cursor move only moves the frame, so a key press
rewrites no label. A strip wider than the screen scrolls with the cursor.
"""

import bitmaptools
import displayio

from paddock import ui
from paddock.ui import fonts, ink, palette, shapes
from paddock.games.stockcar import data

TW = 17          # a 15-pixel card between 1-pixel gaps
BODY = 15
TH = 25
BUTTON = 64      # items from here on are buttons: BUTTON + index in BUTTONS
BUTTONS = ("END", "PIT", "DRW", "NO", "OK")
END, PIT, DRW, NO, OK = range(BUTTON, BUTTON + 5)
CODES = ("PI", "PO", "IA", "P2", "2W", "PA", "DR", "BL", "CH", "LT", "ES", "CS", "FP")
# Colour bands by kind: passes, defence, DRAFT, answers, permanent, FAST PIT.
KIND = b"\x00\x00\x00\x00\x01\x01\x02\x03\x03\x04\x04\x04\x05"
BANDS = (palette.VERMILLION, palette.ORANGE, palette.SKY, palette.GREEN,
         palette.PURPLE, palette.YELLOW)
_CLEAR, _BODY, _INK, _SPEED, _BTN, _BTN_INK, _BAND0 = range(7)


def _dim(c):
    r = ((c >> 16) + 0x50) // 2
    g = (((c >> 8) & 0xFF) + 0x50) // 2
    b = ((c & 0xFF) + 0x50) // 2
    return (r << 16) | (g << 8) | b


def _arrow(x, y, step):
    """A small solid triangle pointing right (step 1) or left (-1) from x."""
    g = displayio.Group()
    for i in range(4):
        g.append(shapes.rect(x + i * step, y + i, 1, 7 - 2 * i, palette.YELLOW))
    return g


def _palette(dim):
    colors = (0, palette.WHITE, palette.BLACK, 0x0050A0, 0x203878, palette.WHITE) + BANDS
    p = displayio.Palette(len(colors))
    for i in range(len(colors)):
        p[i] = _dim(colors[i]) if dim else colors[i]
    if dim:
        p[_BODY] = 0x8C8C8C
        p[_INK] = 0x303030
    p.make_transparent(_CLEAR)
    return p


def paint_card(bm, x, item, font):
    """Paint item (a card id or a button) into the tile at x of bm: a body
    15 pixels wide with a black column either side, so the numbers of two
    cards side by side stay apart."""
    bitmaptools.fill_region(bm, x, 0, x + TW, TH, _CLEAR)
    left = x + 1
    if item >= BUTTON:
        bitmaptools.fill_region(bm, left, 2, left + BODY, TH - 2, _BTN)
        words = BUTTONS[item - BUTTON]
        ink.paint(bm, font, words, left + (BODY + 1 - ink.width(font, words)) // 2, 9,
                  _BTN_INK)
        return
    e = data.EFFECT[item]
    bitmaptools.fill_region(bm, left, 0, left + BODY, TH, _BODY)
    bitmaptools.fill_region(bm, left, 0, left + BODY, 9, _BAND0 + KIND[e])
    for cx, cy in ((0, 0), (BODY - 1, 0), (0, TH - 1), (BODY - 1, TH - 1)):
        bm[left + cx, cy] = _CLEAR     # round the corners
    for words, y, color in ((CODES[e], 1, _INK), (str(data.laps(item)), 10, _INK),
                            ("%03d" % data.speed(item), 18, _SPEED)):
        w = ink.width(font, words)     # the ink is one less: the last spacing
        ink.paint(bm, font, words, left + (BODY + 1 - w) // 2, y, color)


class CardStrip:
    """:param slots: how many items it can hold (a hand and its buttons)"""

    def __init__(self, slots, x=0, y=0):
        self.slots = slots
        self.font = fonts.small()
        self.fits = min(slots, (ui.W - x - 5) // TW)   # slots on screen at once
        self.bitmap = displayio.Bitmap(TW * (slots + 1), TH, 16)
        self.palette = _palette(False)
        self.dim_palette = _palette(True)
        self.group = displayio.Group(x=x, y=y)
        self.grid = self._grid(self.palette)
        self.dim_grid = self._grid(self.dim_palette)
        # The cursor: bars above and below the card, so a card at either
        # edge of the screen shows it whole.
        self.cursor = displayio.Group()
        self.cursor.append(shapes.rect(1, -2, BODY, 2, palette.YELLOW))
        self.cursor.append(shapes.rect(1, TH, BODY, 2, palette.YELLOW))
        self.cursor.hidden = True
        right = self.fits * TW + 1
        self.left_arrow = _arrow(right + 3, 2, -1)
        self.right_arrow = _arrow(right, TH - 9, 1)
        for part in (self.grid, self.dim_grid, self.cursor, self.left_arrow,
                     self.right_arrow):
            self.group.append(part)
        self.items = bytearray(b"\xff" * slots)     # what each tile holds painted
        self.dimmed = bytearray(slots)
        self.count = 0
        self.first = 0                              # the first slot on screen
        self.at = -1                                # the slot under the cursor
        self._layout()

    def _grid(self, pal):
        return displayio.TileGrid(self.bitmap, pixel_shader=pal, width=self.fits, height=1,
                                  tile_width=TW, tile_height=TH, default_tile=0)

    def show(self, items):
        """Show items (card ids and buttons) from the left; the rest blank."""
        n = min(len(items), self.slots)
        for i in range(n):
            if self.items[i] != items[i]:
                self.items[i] = items[i]
                paint_card(self.bitmap, (i + 1) * TW, items[i], self.font)
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

    def _tile(self, j):
        """Grid place j shows its slot, lit or greyed, or nothing."""
        i = self.first + j
        on = i < self.count
        lit = i + 1 if on and not self.dimmed[i] else 0
        grey = i + 1 if on and self.dimmed[i] else 0
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
            self.cursor.x = (i - self.first) * TW
        self.left_arrow.hidden = self.first == 0
        self.right_arrow.hidden = self.count <= self.first + self.fits
