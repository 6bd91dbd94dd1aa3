"""Fonts whose glyphs sit side by side in one bitmap, so text costs tiles,
not a TileGrid a letter.

``text()`` is terminalio's 6x12: every board has it in flash, one tile a
glyph. ``small()`` is Paddock's own 5x8 text font, proportional, read once
from ``/fonts/paddock5x8.bin`` (``fonts/src/build.py`` writes it) into one
1-bit bitmap; where that file is missing or damaged it is terminalio again,
so a font never stops the console.
"""

import displayio

SMALL = "paddock5x8.bin"
_DIRS = ("/fonts/", "fonts/", "../fonts/")
_fonts = [None, None]


class Mono:
    """terminalio.FONT: a cell of ``w`` x ``h`` a character, one tile each."""

    mono = True

    def __init__(self, font):
        self.font = font
        self.bitmap = font.bitmap
        box = font.get_bounding_box()
        self.w = box[0]
        self.h = box[1]
        self.tiles = bytearray(95)      # printable ASCII -> tile
        for c in range(95):
            g = font.get_glyph(32 + c)
            self.tiles[c] = g.tile_index if g is not None else 0
        self.blank = self.tiles[0]
        self.extra = {}

    def tile(self, ch):
        c = ord(ch) - 32
        if 0 <= c < 95:
            return self.tiles[c]
        t = self.extra.get(ch)
        if t is None:   # a board's terminalio holds few glyphs past ASCII
            g = self.font.get_glyph(ord(ch))
            t = g.tile_index if g is not None else self.tiles[31]
            self.extra[ch] = t
        return t

    def width(self, words):
        return len(words) * self.w


class Sheet:
    """A proportional font from a sheet file (``fonts/src/build.py``'s
    ``sheet()``): glyph i starts at ``x[i]`` and is ``art[i]`` wide; the
    advance adds ``spacing``. ``w`` is the usual advance, for layouts."""

    mono = False

    def __init__(self, f):
        import bitmaptools
        head = f.read(7)
        if head[:3] != b"PF\x01":
            raise ValueError("not a font sheet")
        self.h = head[3]
        n = head[4]
        self.art = f.read(n)
        self.spacing = f.read(1)[0]
        self.extra = f.read(f.read(1)[0]).decode()
        self.x = []
        x = 0
        for w in self.art:
            self.x.append(x)
            x += w
        self.w = self.art[16] + self.spacing    # "0": digits and most letters
        self.bitmap = displayio.Bitmap(head[5] | head[6] << 8, self.h, 2)
        bitmaptools.readinto(self.bitmap, f, 1, 1, False)

    def index(self, ch):
        c = ord(ch) - 32
        if 0 <= c < 95:
            return c
        i = self.extra.find(ch)
        return 95 + i if i >= 0 else 31     # "?"

    def width(self, words):
        w = 0
        for ch in words:
            w += self.art[self.index(ch)] + self.spacing
        return w


def text():
    """terminalio's 6x12, which reads best at arm's length on a 1.8 inch screen."""
    if _fonts[0] is None:
        import terminalio
        _fonts[0] = Mono(terminalio.FONT)
    return _fonts[0]


def small():
    """Paddock's compact font (5 px advance, 8 px lines) for dense game
    information; terminalio where its file is missing."""
    if _fonts[1] is None:
        for d in _DIRS:
            try:
                with open(d + SMALL, "rb") as f:
                    _fonts[1] = Sheet(f)
                break
            except (OSError, ValueError, IndexError):
                pass
        else:
            _fonts[1] = text()
    return _fonts[1]


def line_height(font):
    """Pixels from one text line to the next in font."""
    return font.h


def char_width(font):
    return font.w
