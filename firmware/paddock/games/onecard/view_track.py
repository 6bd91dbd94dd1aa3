"""1 CAR D's track on screen: four lanes of nine squares between the apron
(grey, left) and the wall (red, right), the front row at the top.

The staggering is drawn: each lane sits 2 pixels (1 on a 120-high layout)
lower than the lane on its left, so the apron-side square of a row is the
one furthest forward. Empty squares show the arrows of the current lap's
colour (white or black). Cars are coloured squares with a letter (X is
yours). A white outline marks the rival moving or about to move; a yellow
outline and a hollow car show a square you are choosing (a white outline
alone: a car holds it).

Each lane is two TileGrids (the floor and the cars): moving a car is
setting two tiles. The sizes and colours of every sheet of the screen are
here; ``view_paint`` paints the sheets once, while the view is built.
"""

import bitmaptools
import displayio

from paddock.ui import palette
from paddock.ui.text import shader
from paddock.games.onecard import data

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


X0 = 5          # the apron-side lane's left edge


class Track:
    """The track; its parts are made by ``view_build`` (code that runs once,
    dropped after)."""

    def xy(self, sq):
        """The top-left pixel of square sq."""
        lane = sq % data.LANES
        return (X0 + lane * SW, self.top + lane * self.stagger
                + (data.ROWS - 1 - sq // data.LANES) * SH)

    def arrows(self, colour):
        """Show the arrows of colour (data.WHITE or data.BLACK)."""
        if colour == self.colour:
            return
        self.colour = colour
        for sq in range(data.SQUARES):
            d = data.arrow(colour, sq)
            t = 0 if d == 0 else (1 if d > 0 else 2) + 2 * colour
            self.floors[sq % data.LANES][data.ROWS - 1 - sq // data.LANES] = t

    def show(self, squares, ghost_sq=-1, ghost_car=0):
        """Cars on their squares (squares[car]); a hollow ghost_car on
        ghost_sq when it is free."""
        want = self.want
        for sq in range(data.SQUARES):
            want[sq] = 0
        for car in range(data.CARS):
            want[squares[car]] = 1 + car
        if ghost_sq >= 0 and not want[ghost_sq]:
            want[ghost_sq] = 7 + ghost_car
        for sq in range(data.SQUARES):
            t = want[sq]
            if self.tiles[sq] != t:
                self.tiles[sq] = t
                self.lanes[sq % data.LANES][data.ROWS - 1 - sq // data.LANES] = t

    def put(self, frame, sq, color=None):
        """Outline square sq with frame (self.mark or self.cursor); -1 hides it."""
        if sq < 0:
            frame.put(None, 0)
        else:
            x, y = self.xy(sq)
            frame.put(x - 1, y - 1, color)
