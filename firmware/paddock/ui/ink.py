"""Words painted into a Bitmap: text that becomes pixels of a tile.

A game that shows many small numbers at once (the lap value and speed
rating of every card in a hand) paints them once into a tile of its own
sheet, so showing a card is again setting one tile.

Example::

    bm = displayio.Bitmap(16, 26, 4)
    ink.paint(bm, fonts.small(), "770", 1, 18, 3)   # palette index 3
"""


def width(font, words):
    """The advance of words in font, in pixels (the last glyph's spacing in)."""
    return font.width(words)


def paint(bitmap, font, words, x, y, value):
    """Set the ink pixels of words, top-left at (x, y), to palette index
    value; pixels outside the bitmap are skipped. Returns the x after it."""
    src = font.bitmap
    bw = bitmap.width
    bh = bitmap.height
    if not font.mono:
        for ch in words:
            i = font.index(ch)
            sx = font.x[i]
            for c in range(font.art[i]):
                if 0 <= x + c < bw:
                    for r in range(font.h):
                        if src[sx + c, r] and 0 <= y + r < bh:
                            bitmap[x + c, y + r] = value
            x += font.art[i] + font.spacing
        return x
    per_row = src.width // font.w
    for ch in words:
        t = font.tile(ch)
        sx = (t % per_row) * font.w
        sy = (t // per_row) * font.h
        for r in range(font.h):
            for c in range(font.w):
                if src[sx + c, sy + r] and 0 <= x + c < bw and 0 <= y + r < bh:
                    bitmap[x + c, y + r] = value
        x += font.w
    return x
