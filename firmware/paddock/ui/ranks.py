"""Numbers on cards as tiles, for decks with many numbered cards.

``cards.CardSheet`` draws one tile a distinct face, so a deck numbered 1 to
58 in four suits would cost 58 card tiles (about 10 KB). Here a card is its
suit's face with no rank (one tile a suit) and its number is drawn over it
by a ``RankRow``: two 8-pixel tiles a number, from a ``RankSheet`` of about
fifty small tiles shared by every row. Setting a number sets two tiles.

Up to two characters sit centred on a 15-pixel card at the height a
``CardSheet`` rank has: two side by side, one in the middle. The characters
are the digits, "+" and "?" by default; a game may add 5x7 patterns of its
own (rows of 5 bits, as in ``glyphs``).
"""

import displayio

from paddock.ui import palette

TW = 8                  # a rank tile's width; a number is two of them
TH = 7                  # glyphs.CHAR_H
BLANK = 0
CHARS = "0123456789+?"
DIM_INK = 0x282828      # a greyed card's number, as ``cards`` greys its ink


class RankSheet:
    """The tiles: for each character, its left and right place in a pair,
    and its left and right half when it stands alone in the middle.

    :param chars: the characters to draw (5x7 patterns from ``glyphs.CHARS``)
    :param extra: {character: 5x7 pattern} for characters glyphs lacks
    """

    def __init__(self, chars=CHARS, extra=None):
        from paddock.ui import glyphs
        self.chars = chars
        self.extra = extra
        n = len(chars)
        self.bitmap = displayio.Bitmap(TW * (4 * n + 1), TH, 2)
        for i in range(n):
            rows = self._rows(chars[i])
            base = (1 + 4 * i) * TW
            glyphs.draw(self.bitmap, rows, 5, base + 2, 0, 1)          # pair, left
            glyphs.draw(self.bitmap, rows, 5, base + TW, 0, 1)         # pair, right
            self._half(rows, base + 2 * TW + 5, 0, 3)                  # alone, left half
            self._half(rows, base + 3 * TW, 3, 2)                      # alone, right half

    def _rows(self, ch):
        if self.extra and ch in self.extra:
            return self.extra[ch]
        from paddock.ui import glyphs
        return glyphs.CHARS[ch]

    def _half(self, rows, x, first, width):
        """Columns first..first+width-1 of a pattern, drawn from x."""
        b = self.bitmap
        for r in range(len(rows)):
            bits = rows[r]
            for c in range(width):
                if bits & (1 << (4 - first - c)):
                    b[x + c, r] = 1

    def pair(self, words):
        """(left tile, right tile) showing words (0-2 characters; others blank)."""
        chars = self.chars
        if len(words) >= 2:
            a = chars.find(words[0])
            b = chars.find(words[1])
            return (1 + 4 * a if a >= 0 else BLANK, 2 + 4 * b if b >= 0 else BLANK)
        if len(words) == 1:
            a = chars.find(words[0])
            if a >= 0:
                return (3 + 4 * a, 4 + 4 * a)
        return (BLANK, BLANK)


def _palette(ink):
    p = displayio.Palette(2)
    p[0] = 0
    p[1] = ink
    p.make_transparent(0)
    return p


class RankRow:
    """A row of number places over a row of cards (or anywhere).

    :param sheet: the shared `RankSheet`
    :param slots: how many numbers
    :param x: where the first card's left edge is; the numbers sit at ``y``
    :param ink: the colour of the numbers; ``dim_ink`` on greyed cards
    :param pitch: tiles from one number to the next (2: cards side by side,
        16 pixels apart as in a ``cards.HandStrip``)
    """

    def __init__(self, sheet, slots, x=0, y=3, ink=palette.BLACK, dim_ink=DIM_INK,
                 pitch=2):
        self.sheet = sheet
        self.slots = slots
        self.pitch = pitch
        self.words = [""] * slots
        self.dimmed = bytearray(slots)
        self.group = displayio.Group(x=x, y=y)
        self.lit = self._grid(_palette(ink))
        self.dim = self._grid(_palette(dim_ink))
        self.group.append(self.lit)
        self.group.append(self.dim)

    def _grid(self, pal):
        return displayio.TileGrid(self.sheet.bitmap, pixel_shader=pal,
                                  width=self.slots * self.pitch, height=1, tile_width=TW,
                                  tile_height=TH, default_tile=BLANK)

    def put(self, i, words, dim=False):
        """Show words (a number as text, e.g. "30", "+5", "?") at place i,
        greyed if dim; "" clears it. Tiles change only if something did."""
        d = 1 if dim else 0
        if self.words[i] == words and self.dimmed[i] == d:
            return
        left, right = self.sheet.pair(words)
        j = i * self.pitch
        on, off = (self.dim, self.lit) if dim else (self.lit, self.dim)
        for g, a, b in ((on, left, right), (off, BLANK, BLANK)):
            if g[j] != a:
                g[j] = a
            if g[j + 1] != b:
                g[j + 1] = b
        self.words[i] = words
        self.dimmed[i] = d

    def clear(self):
        for i in range(self.slots):
            self.put(i, "")
