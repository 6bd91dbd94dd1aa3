"""Card faces as tiles of one sprite sheet, and a hand strip to show them.

A game describes each card it uses as a face: (rank text, pip), e.g.
("4", glyphs.HEART); the sheet draws each distinct face once. A face's rank
and pip share the suit's colour, and suits differ by pip shape as well, so no
player depends on colour alone. Showing a card is then setting one tile.
"""

import displayio

from paddock.ui import palette, shapes

# Suit pips, by pip number (palette.SUITS has their colours in the same order;
# ``ui.glyphs`` their shapes, loaded only while a sheet is drawn).
SPADE, HEART, DIAMOND, CLUB, RING, SQUARE, TRIANGLE, STAR = range(8)

TW = 16       # tile width: a 15-pixel card and a 1-pixel gap
TH = 22       # tile height
BLANK = 0     # tile numbers in every sheet
BACK = 1

class CardSheet:
    """The tiles for every face a game shows, drawn once (``ui.cardart``,
    whose code a race drops once its view is built).

    :param cards: the card numbers (0-255) the game uses
    :param face: a function card -> (rank text, pip); pip -1 for none
    """

    def __init__(self, cards, face):
        from paddock.ui import cardart
        cardart.draw(self, cards, face)   # tiles, palette, dim_palette, bitmap

    def tile(self, card):
        return self.tiles[card]


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
