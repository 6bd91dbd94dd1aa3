"""Words painted into a Bitmap: text that becomes pixels of a tile.

A label costs a Group and a redraw each time its words change; a game that
shows many small numbers at once (the lap value and speed rating of every
card in a hand) paints them once into a tile of its own sheet instead, so
showing a card is again setting one tile. Any font works: the project's BDF
fonts (one bitmap a glyph) and ``terminalio.FONT`` (one sheet of tiles).

Example::

    bm = displayio.Bitmap(16, 26, 4)
    ink.paint(bm, fonts.small(), "770", 1, 18, 3)   # palette index 3
"""


def ascent(font):
    """Pixels from the top of a text line to its baseline."""
    box = font.get_bounding_box()
    return box[1] + box[3] if len(box) > 3 else box[1]


def width(font, words):
    """The advance of words in font, in pixels (the last glyph's spacing in)."""
    w = 0
    for ch in words:
        g = font.get_glyph(ord(ch))
        if g is not None:
            w += g.shift_x
    return w


def paint(bitmap, font, words, x, y, value):
    """Set the ink pixels of words, top-left at (x, y), to palette index
    value; pixels outside the bitmap are skipped. Returns the x after it."""
    base = y + ascent(font)
    bw = bitmap.width
    bh = bitmap.height
    for ch in words:
        g = font.get_glyph(ord(ch))
        if g is None:
            continue
        src = g.bitmap
        gw = g.width
        gh = g.height
        per_row = src.width // gw if gw else 1
        sx = (g.tile_index % per_row) * gw
        sy = (g.tile_index // per_row) * gh
        left = x + g.dx
        top = base - gh - g.dy
        for r in range(gh):
            ty = top + r
            if ty < 0 or ty >= bh:
                continue
            for c in range(gw):
                tx = left + c
                if 0 <= tx < bw and src[sx + c, sy + r]:
                    bitmap[tx, ty] = value
        x += g.shift_x
    return x
