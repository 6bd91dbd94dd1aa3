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
setting two tiles.
"""

import displayio

from paddock import ui
from paddock.ui import palette, shapes
from paddock.games.onecard import data
from paddock.games.onecard.view_sprites import SH, SW, Frame, grid

X0 = 5          # the apron-side lane's left edge


class Track:
    """:param top: the y of the front row of the apron-side lane
    :param fl: the floor's sheet (``view_paint.floor()``; the header's
        arrow swatch shares it)
    :param cs: the cars' sheet (``view_paint.cars()``)"""

    def __init__(self, top, fl, cs):
        self.top = top
        # pixels each lane sits below the lane on its left (1 where the
        # screen is 120 high)
        self.stagger = 2 if ui.H >= 128 else 1
        self.group = displayio.Group()
        rows = data.ROWS
        height = rows * SH + self.stagger * (data.LANES - 1)
        self.group.append(shapes.rect(1, top - 1, 3, height + 1, palette.GREY))
        self.group.append(shapes.rect(X0 + data.LANES * SW, top - 1, 3, height + 1,
                                      palette.VERMILLION))
        self.sheet = fl
        self.floors = []
        self.lanes = []
        for lane in range(data.LANES):
            x = X0 + lane * SW
            y = top + lane * self.stagger
            f = grid(fl, SW, SH, 1, rows, x, y)
            c = grid(cs, SW, SH, 1, rows, x, y)
            self.floors.append(f)
            self.lanes.append(c)
            self.group.append(f)
            self.group.append(c)
        self.colour = -1
        self.tiles = bytearray(data.SQUARES)     # the car tile on each square now
        self.want = bytearray(data.SQUARES)      # reused by show()
        self.mark = Frame(SW + 1, SH + 1, palette.WHITE)   # the rival moving
        self.cursor = Frame(SW + 1, SH + 1)       # the square you are choosing
        self.group.append(self.mark.group)
        self.group.append(self.cursor.group)

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
