"""A canvas: an area of the screen painted as one bitmap, for the many small
shapes and words that change once a turn rather than once a key.

A Text or a Rectangle of its own costs some 150-250 bytes of heap; a canvas
costs half a byte a pixel (16 colours), however much is painted on it.
Words in the canvas's first colour are stamped in C (``bitmaptools.blit``
copies a glyph's inked pixels, value 1, and value 1 is that colour); words
in another colour are painted a pixel at a time, so keep them short.
"""

import bitmaptools
import displayio

from paddock.ui import fonts


class Canvas(displayio.TileGrid):
    """w x h pixels at (x, y), painted in colors (RGB, at most 15, the
    first the usual colour of words); the unpainted background is see-through."""

    def __init__(self, x, y, w, h, colors):
        n = len(colors) + 1
        pal = displayio.Palette(n)
        pal.make_transparent(0)
        for i in range(len(colors)):
            pal[i + 1] = colors[i]
        super().__init__(displayio.Bitmap(w, h, n), pixel_shader=pal, x=x, y=y)
        self.colors = colors

    def ink(self, color):
        """The bitmap value painting color (one of the canvas's colours)."""
        return self.colors.index(color) + 1

    def rect(self, x, y, w, h, color=None):
        """Fill a rectangle with color; None clears it to see-through."""
        bm = self.bitmap
        x1 = max(0, x)
        y1 = max(0, y)
        x2 = min(bm.width, x + w)
        y2 = min(bm.height, y + h)
        if x1 < x2 and y1 < y2:
            bitmaptools.fill_region(bm, x1, y1, x2, y2, 0 if color is None else self.ink(color))

    def frame(self, x, y, w, h, color, thick=1):
        """An outline thick pixels wide."""
        self.rect(x, y, w, thick, color)
        self.rect(x, y + h - thick, w, thick, color)
        self.rect(x, y, thick, h, color)
        self.rect(x + w - thick, y, thick, h, color)

    def write(self, words, x, y, color, font=None, anchor=0.0):
        """Paint words with their top left at (x, y) (anchor 1.0: x is their
        right end, 0.5 their middle) over what is there; returns the x just
        past them. Glyphs that would cross the edge are left out."""
        f = font or fonts.text()
        if anchor:
            x -= int(f.width(words) * anchor)
        bm = self.bitmap
        src = f.bitmap
        per = src.width // f.w if f.mono else 0
        v = self.ink(color)
        for ch in words:
            if f.mono:
                t = f.tile(ch)
                sx = (t % per) * f.w
                sy = (t // per) * f.h
                w = f.w
                step = w
            else:
                i = f.index(ch)
                sx = f.x[i]
                sy = 0
                w = f.art[i]
                step = w + f.spacing
            if 0 <= x and x + w <= bm.width and 0 <= y and y + f.h <= bm.height:
                if v == 1:
                    bitmaptools.blit(bm, src, x, y, x1=sx, y1=sy, x2=sx + w, y2=sy + f.h,
                                     skip_source_index=0)
                else:
                    for j in range(f.h):
                        for i in range(w):
                            if src[sx + i, sy + j]:
                                bm[x + i, y + j] = v
            x += step
        return x
