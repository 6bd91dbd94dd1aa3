"""1 CAR D's tiles, drawn once at start: the track's squares with their
arrows, the cars (filled, and hollow for a square you are choosing), the
colored dice, the verdict marks under them, the speed boxes and the gauge
pips. Showing something is then setting a tile, never rewriting a label.
"""

import bitmaptools
import displayio

from paddock.ui import glyphs, palette

# A square of the track: 12 x 10 with a 1-pixel gap right and below.
SW = 12
SH = 10
DIE = 12     # a die: 12 x 12 with the gap
BOX_W = 15   # a speed box
BOX_H = 12
PIP_W = 8    # a gauge pip cell (7 x 7 pip, 1-pixel gap)
ROW_H = 11   # a gauge row, as high as its name in terminalio
PIP_Y = 2    # where a pip or a digit starts in its row

# Car colours in car order: you (the black cube, drawn white so it shows on
# a dark screen), Green, Red, Blue, Cyan, Yellow; a letter tells them apart.
CAR_RGB = (palette.WHITE, 0x009E73, palette.VERMILLION, 0x1F78D0, palette.SKY,
           palette.YELLOW)
LETTERS = "XGRBCY"
FLOOR = 0x6E6E6E     # an empty square: white and black arrows both read on it

_LETTERS = {
    "G": (0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111),
    "R": (0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001),
    "B": (0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110),
    "C": (0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110),
    "Y": (0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100),
    "X": glyphs.CHARS["X"],
}
# 7 x 5 arrows, and the 5 x 7 verdict marks: = stays, down, up, six (up, swap).
_RIGHT = (0b0001000, 0b0000100, 0b1111110, 0b0000100, 0b0001000)
_LEFT = (0b0001000, 0b0010000, 0b0111111, 0b0010000, 0b0001000)
_MARKS = (
    (0, 0, 0b11111, 0, 0b11111, 0, 0),
    (0b00100, 0b00100, 0b00100, 0b10101, 0b01110, 0b00100, 0),
    (0, 0b00100, 0b01110, 0b10101, 0b00100, 0b00100, 0b00100),
    (0b00100, 0b01110, 0b11111, 0b00100, 0b01110, 0b11111, 0b00100),
)
MARK_RGB = (palette.GREY, palette.VERMILLION, palette.GREEN, palette.YELLOW)


def _fill(bm, x, y, w, h, v):
    bitmaptools.fill_region(bm, x, y, x + w, y + h, v)


def _grid(bm, pal, tw, th, w=1, h=1, x=0, y=0, tile=0):
    g = displayio.TileGrid(bm, pixel_shader=pal, width=w, height=h, tile_width=tw,
                           tile_height=th, default_tile=tile)
    g.x = x
    g.y = y
    return g


def floor():
    """(bitmap, palette): 0 an empty square, 1/2 a white arrow right/left,
    3/4 a black one; the arrows of the lap that is not on are not drawn."""
    bm = displayio.Bitmap(SW * 5, SH, 4)
    pal = displayio.Palette(4)
    pal.make_transparent(0)
    pal[1] = FLOOR
    pal[2] = palette.WHITE
    pal[3] = palette.BLACK
    for t in range(5):
        _fill(bm, t * SW, 0, SW - 1, SH - 1, 1)
        if t:
            ink = 2 if t < 3 else 3
            glyphs.draw(bm, _RIGHT if t & 1 else _LEFT, 7, t * SW + 2, 2, ink)
    return bm, pal


def cars():
    """(bitmap, palette): tile 0 clear, 1 + car a car, 7 + car a hollow car
    (a square being chosen)."""
    bm = displayio.Bitmap(SW * 13, SH, 16)
    pal = displayio.Palette(16)
    pal.make_transparent(0)
    for c in range(6):
        pal[1 + c] = CAR_RGB[c]
    pal[7] = palette.BLACK
    pal[8] = palette.WHITE
    for c in range(6):
        x = (1 + c) * SW
        _fill(bm, x, 0, SW - 1, SH - 1, 1 + c)
        glyphs.draw(bm, _LETTERS[LETTERS[c]], 5, x + 3, 1, 8 if c == 3 else 7)
        x = (7 + c) * SW
        _fill(bm, x, 0, SW - 1, SH - 1, 7)
        for i in range(SW - 1):
            bm[x + i, 0] = 1 + c
            bm[x + i, SH - 2] = 1 + c
        for j in range(SH - 1):
            bm[x, j] = 1 + c
            bm[x + SW - 2, j] = 1 + c
        glyphs.draw(bm, _LETTERS[LETTERS[c]], 5, x + 3, 1, 1 + c)
    return bm, pal


def dice():
    """A bitmap of die faces: tile 0 none, 1-6 a die, 7-12 the same set
    aside (dimmed). Each die's TileGrid gets its own ``die_palette``."""
    bm = displayio.Bitmap(DIE * 13, DIE, 8)
    for i in range(DIE - 3):   # tile 0, no roll yet: an empty outline
        for a, b in ((1 + i, 0), (1 + i, DIE - 2), (0, 1 + i), (DIE - 2, 1 + i)):
            bm[a, b] = 5
    for t in range(1, 13):
        x = t * DIE
        dim = t > 6
        _fill(bm, x, 0, DIE - 1, DIE - 1, 3 if dim else 1)
        for cx, cy in ((0, 0), (DIE - 2, 0), (0, DIE - 2), (DIE - 2, DIE - 2)):
            bm[x + cx, cy] = 0
        glyphs.draw(bm, glyphs.CHARS[str(t - 6 if dim else t)], 5, x + 3, 2, 4 if dim else 2)
    return bm


def _half(c):
    return (((c >> 16) + 0x30) // 2 << 16) | ((((c >> 8) & 0xFF) + 0x30) // 2 << 8) | \
        (((c & 0xFF) + 0x30) // 2)


def die_palette(car):
    pal = displayio.Palette(6)
    pal.make_transparent(0)
    pal[5] = palette.DARK
    pal[1] = CAR_RGB[car]
    ink = palette.WHITE if car == 3 else palette.BLACK
    pal[2] = ink
    pal[3] = _half(CAR_RGB[car])
    pal[4] = _half(ink)
    return pal


def marks():
    """(bitmap, palette) of 20-wide cells with a verdict mark under a die:
    0 none, 1 '=', 2 down, 3 up, 4 six."""
    bm = displayio.Bitmap(20 * 5, 7, 8)
    pal = displayio.Palette(5)
    pal.make_transparent(0)
    for i in range(4):
        pal[1 + i] = MARK_RGB[i]
        glyphs.draw(bm, _MARKS[i], 5, (1 + i) * 20 + 9, 0, 1 + i)
    return bm, pal


def boxes():
    """(bitmap, palette) of speed boxes: tile (s - 1) + 5 * style, style 0
    a speed you may choose, 1 the indicator's place, 2 out of reach."""
    bm = displayio.Bitmap(BOX_W * 15, BOX_H, 8)
    pal = displayio.Palette(6)
    pal[0] = palette.BLACK
    pal[1] = palette.DARK
    pal[2] = palette.WHITE
    pal[3] = palette.BLACK
    pal[4] = 0x1A1A1A
    pal[5] = palette.GREY
    for style in range(3):
        body, ink = ((1, 2), (2, 3), (4, 5))[style]
        for s in range(5):
            x = (s + 5 * style) * BOX_W
            _fill(bm, x, 0, BOX_W - 1, BOX_H, body)
            glyphs.draw(bm, glyphs.CHARS[str(s + 1)], 5, x + 5, 2, ink)
    return bm, pal


# Pip tiles: 0 empty, 1-3 full (green, yellow, red by the gauge's level),
# 4 a point the choice under the cursor costs, 5 one it gives back.
LOSE = 4
GAIN = 5


def pips():
    bm = displayio.Bitmap(PIP_W * 6, ROW_H, 8)
    pal = displayio.Palette(6)
    pal.make_transparent(0)
    pal[1] = 0x4A4A4A
    pal[2] = palette.GREEN
    pal[3] = palette.YELLOW
    pal[4] = palette.VERMILLION
    pal[5] = palette.WHITE
    for t in range(6):
        x = t * PIP_W
        if t in (1, 2, 3):
            _fill(bm, x, PIP_Y, 7, 7, t + 1)
        else:
            edge = (1, 4, 2)[(0, LOSE, GAIN).index(t)]
            for i in range(7):
                bm[x + i, PIP_Y] = edge
                bm[x + i, PIP_Y + 6] = edge
                bm[x, PIP_Y + i] = edge
                bm[x + 6, PIP_Y + i] = edge
            if t == LOSE:   # a cross: this point goes
                for i in range(1, 6):
                    bm[x + i, PIP_Y + i] = 4
                    bm[x + 6 - i, PIP_Y + i] = 4
            elif t == GAIN:
                _fill(bm, x + 2, PIP_Y + 2, 3, 3, 2)
    return bm, pal


def digits():
    """(bitmap, palette): the digits 0-6 in white, one 7 x ROW_H tile each."""
    bm = displayio.Bitmap(7 * 7, ROW_H, 2)
    pal = displayio.Palette(2)
    pal.make_transparent(0)
    pal[1] = palette.WHITE
    for d in range(7):
        glyphs.draw(bm, glyphs.CHARS[str(d)], 5, d * 7 + 1, PIP_Y, 1)
    return bm, pal


def grid(sheet, tw, th, w=1, h=1, x=0, y=0, tile=0):
    """A TileGrid of sheet = (bitmap, palette)."""
    return _grid(sheet[0], sheet[1], tw, th, w, h, x, y, tile)


class Frame:
    """A w x h outline that moves and changes colour in place (its own
    palette: swapping a shape's palette does not redraw it in Blinka)."""

    def __init__(self, w, h, color=palette.YELLOW):
        import vectorio
        from paddock import ui
        s = ui.SCALE
        self.color = displayio.Palette(2)
        self.rgb = -1
        self.group = displayio.Group()
        for x, y, fw, fh in ((0, 0, w, 1), (0, h - 1, w, 1), (0, 0, 1, h), (w - 1, 0, 1, h)):
            self.group.append(vectorio.Rectangle(pixel_shader=self.color, x=x, y=y,
                                                 width=fw * s, height=fh * s, color_index=1))
        self.paint(color)
        self.group.hidden = True

    def paint(self, color):
        if self.rgb != color:
            self.rgb = color
            self.color[0] = color
            self.color[1] = color

    def put(self, x, y, color=None):
        """Show the outline with its top-left at (x, y); x None hides it."""
        if x is None:
            self.group.hidden = True
            return
        if color is not None:
            self.paint(color)
        if self.group.x != x:
            self.group.x = x
        if self.group.y != y:
            self.group.y = y
        self.group.hidden = False
