"""1 CAR D's tiles: their sizes and colours, a TileGrid over a sheet, and
the outlines that move over them. ``view_paint`` paints the sheets once,
while the view is built (then it is dropped): the track's squares with
their arrows, the cars (filled, and hollow for a square you are choosing),
the colored dice, the verdict marks under them, the speed boxes and the
gauge pips. Showing something is then setting a tile, never rewriting a
label.
"""

import bitmaptools
import displayio

from paddock.ui import palette
from paddock.ui.text import shader

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

MARK_RGB = (palette.GREY, palette.VERMILLION, palette.GREEN, palette.YELLOW)


def grid(sheet, tw, th, w=1, h=1, x=0, y=0, tile=0):
    """A TileGrid of sheet = (bitmap, palette), w x h tiles at (x, y)."""
    g = displayio.TileGrid(sheet[0], pixel_shader=sheet[1], width=w, height=h, tile_width=tw,
                           tile_height=th, default_tile=tile)
    g.x = x
    g.y = y
    return g


class Frame:
    """A w x h outline, one pixel thick, that moves and changes colour in
    place: a tile of a 1-bit bitmap, its palette one of ``ui.text``'s shared
    two-colour ones (a new palette redraws the tile)."""

    def __init__(self, w, h, color=palette.YELLOW):
        bm = displayio.Bitmap(w, h, 2)
        bitmaptools.fill_region(bm, 0, 0, w, h, 1)
        bitmaptools.fill_region(bm, 1, 1, w - 1, h - 1, 0)
        self.group = displayio.TileGrid(bm, pixel_shader=shader(color))
        self.group.hidden = True

    def put(self, x, y, color=None):
        """Show the outline with its top-left at (x, y); x None hides it."""
        g = self.group
        if x is None:
            g.hidden = True
            return
        if color is not None and g.pixel_shader is not shader(color):
            g.pixel_shader = shader(color)
        if g.x != x:
            g.x = x
        if g.y != y:
            g.y = y
        g.hidden = False
