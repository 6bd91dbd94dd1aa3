"""Card faces as tiles of one sprite sheet, and a hand strip to show them.

A game describes each card it uses as a face: (rank text, pip), e.g.
("4", glyphs.HEART); the sheet draws each distinct face once. A face's rank
and pip share the suit's colour, and suits differ by pip shape as well, so no
player depends on colour alone. Showing a card is then setting one tile.
"""

import bitmaptools
import displayio

from paddock.ui import palette, shapes

# Suit pips, by pip number (palette.SUITS has their colours in the same order;
# ``ui.glyphs`` their shapes, loaded only while a sheet is drawn).
SPADE, HEART, DIAMOND, CLUB, RING, SQUARE, TRIANGLE, STAR = range(8)

TW = 16       # tile width: a 15-pixel card and a 1-pixel gap
TH = 22       # tile height
BLANK = 0     # tile numbers in every sheet
BACK = 1

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


class CardSheet:
    """The tiles for every face a game shows.

    :param cards: the card numbers (0-255) the game uses
    :param face: a function card -> (rank text, pip); pip -1 for none
    """

    def __init__(self, cards, face):
        self.tiles = bytearray(256)      # card -> tile; BLANK for unknown cards
        seen = {}
        faces = []
        for c in cards:
            f = face(c)
            t = seen.get(f)
            if t is None:
                t = len(faces) + 2
                seen[f] = t
                faces.append(f)
            self.tiles[c] = t
        self.palette = _palette()
        self.dim_palette = _palette(True)   # the same tiles, greyed
        self.bitmap = displayio.Bitmap(TW * (len(faces) + 2), TH, 16)
        self._back(BACK * TW)
        for i in range(len(faces)):
            self._face((i + 2) * TW, faces[i][0], faces[i][1])

    def tile(self, card):
        return self.tiles[card]

    def _card(self, x, body):
        b = self.bitmap
        bitmaptools.fill_region(b, x, 0, x + TW - 1, TH, _EDGE)
        bitmaptools.fill_region(b, x + 1, 1, x + TW - 2, TH - 1, body)
        for cx, cy in ((0, 0), (TW - 2, 0), (0, TH - 1), (TW - 2, TH - 1)):
            b[x + cx, cy] = _CLEAR   # round the corners

    def _back(self, x):
        self._card(x, _BACKC)
        for y in range(2, TH - 2):
            for dx in range(2, TW - 3):
                if (dx + y) % 4 == 0:
                    self.bitmap[x + dx, y] = _BACKP

    def _face(self, x, rank, pip):
        from paddock.ui import glyphs   # dropped once the view is built
        self._card(x, _FACE)
        ink = _INK if pip < 0 else _SUIT0 + pip
        w = len(rank) * (glyphs.CHAR_W + 1) - 1
        rx = x + (TW - 1 - w) // 2
        ry = 3 if pip >= 0 else (TH - glyphs.CHAR_H) // 2
        for ch in rank:
            rows = glyphs.CHARS.get(ch)
            if rows:
                glyphs.draw(self.bitmap, rows, glyphs.CHAR_W, rx, ry, ink)
            rx += glyphs.CHAR_W + 1
        if pip >= 0:
            glyphs.draw(self.bitmap, glyphs.PIPS[pip], glyphs.PIP, x + 4, 12, ink)


class HandStrip:
    """A row of card slots: faces, backs or blanks, a cursor frame, greying.

    A greyed card is drawn by a second tile grid over the same sheet with a
    greyed palette, so greying costs no pixels.

    :param sheet: the game's `CardSheet`
    :param slots: how many cards fit (160 pixels hold ten)
    """

    def __init__(self, sheet, slots, x=0, y=0):
        self.sheet = sheet
        self.slots = slots
        self.group = displayio.Group(x=x, y=y)
        self.grid = self._grid(sheet.palette)
        self.dim_grid = self._grid(sheet.dim_palette)
        self.cursor = shapes.frame(-1, -1, TW + 1, TH + 2, palette.YELLOW)
        self.cursor.hidden = True
        self.group.append(self.grid)
        self.group.append(self.dim_grid)
        self.group.append(self.cursor)
        self.tiles = bytearray(slots)     # what each slot shows
        self.dimmed = bytearray(slots)
        self.count = 0

    def _grid(self, pal):
        return displayio.TileGrid(self.sheet.bitmap, pixel_shader=pal, width=self.slots,
                                  height=1, tile_width=TW, tile_height=TH,
                                  default_tile=BLANK)

    def show(self, cards, n=-1):
        """Show the first n cards of cards (a Pile, bytearray or list) face up."""
        if n < 0:
            n = len(cards)
        tiles = self.sheet.tiles
        for i in range(self.slots):
            self._set(i, tiles[cards[i]] if i < n else BLANK)
        self.count = min(n, self.slots)

    def backs(self, n):
        """Show n cards face down (another player's hand, a deck)."""
        for i in range(self.slots):
            self._set(i, BACK if i < n else BLANK)
        self.count = min(n, self.slots)

    def select(self, i):
        """Frame slot i; -1 hides the frame."""
        if i < 0:
            self.cursor.hidden = True
        else:
            self.cursor.x = i * TW - 1
            self.cursor.hidden = False

    def dim(self, i, on):
        """Grey out slot i (a card that cannot be played now)."""
        v = 1 if on else 0
        if self.dimmed[i] != v:
            self.dimmed[i] = v
            self._set(i, self.tiles[i], True)

    def undim(self):
        for i in range(self.slots):
            self.dim(i, False)

    def _set(self, i, t, force=False):
        if self.tiles[i] == t and not force:
            return
        self.tiles[i] = t
        lit, grey = (BLANK, t) if self.dimmed[i] else (t, BLANK)
        if self.grid[i] != lit:
            self.grid[i] = lit
        if self.dim_grid[i] != grey:
            self.dim_grid[i] = grey
