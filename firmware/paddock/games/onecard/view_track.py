"""1 CAR D's track on screen, and the panel beside it (``Panel``, below).
The track: four lanes of nine squares between the apron (grey, left) and
the wall (red, right), the front row at the top.

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

from paddock.ui import palette, text
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


# -- the panel ------------------------------------------------------------------
# 1 CAR D's panel, right of the track: the five colored dice as rolled
# (each with its car's letter, and under it what the die does against your
# speed: = stays, down, up, six), the speed indicator 1-5 with its red and
# green effects, the tire, fuel and engine gauges, your place, and the keys.
#
# A die set aside (used, or equal to your speed) is dimmed. Everything that
# changes during play is a tile, except the place and the keys line. Where
# the screen has 120 rows the rows sit closer, so the keys line stays.

X = 60          # the panel's left edge
CELL = 20       # a die's cell: letter, then die
BOX_X = X + 22
PIP_X = X + 38
NAMES = ("Tires", "Fuel", "Engine")


def verdict(die, speed):
    """The mark under a die: 1 '=', 2 down, 3 up, 4 six (rivals.compare + 1)."""
    if die == 6:
        return 4
    if die == speed:
        return 1
    return 2 if die < speed else 3


class Panel:
    """The panel; its parts are made by ``view_build`` (code that runs once,
    dropped after)."""

    def show_dice(self, dice, used, speed, active=-1):
        """The roll (dice[car], 0: none yet); used is a mask of cars (bit car)
        whose die is set aside; speed what the dice are marked against (0:
        no marks, the roll is over); active the rival moving, or -1."""
        for i in range(data.RIVALS):
            car = 1 + i
            v = dice[car]
            t = 0 if v == 0 else (v + 6 if used & (1 << car) else v)
            if self.dice[i][0] != t:
                self.dice[i][0] = t
            m = verdict(v, speed) if v and speed else 0
            if self.marks[i] != m:
                self.marks[i] = m
        if active > 0:
            self.die_mark.put(X + (active - 1) * CELL + 7, self.dice_y - 1)
        else:
            self.die_mark.put(None, 0)

    def show_speed(self, speed, cursor=-1, reach=None):
        """The indicator on speed; while you choose, a cursor on speed cursor
        and the speeds out of reach greyed (reach[s] 0)."""
        for s in range(1, data.SPEEDS + 1):
            style = 1 if s == speed else (2 if reach is not None and not reach[s] else 0)
            t = s - 1 + 5 * style
            if self.boxes[s - 1] != t:
                self.boxes[s - 1] = t
        if cursor > 0:
            self.box_cursor.put(BOX_X + (cursor - 1) * BOX_W - 1, self.speed_y - 1)
        else:
            self.box_cursor.put(None, 0)

    def show_gauges(self, gauges, change=(0, 0, 0)):
        """The three gauges; change[g] points the choice under the cursor
        would cost (< 0) or give back (> 0), shown on the pips. Tiles by
        number, not (x, y): a tuple a tile would be garbage on every key."""
        pips = self.pips
        for g in range(3):
            v = gauges[g]
            c = change[g]
            full = 1 if v >= 4 else (2 if v >= 2 else 3)
            row = g * data.FULL
            for i in range(data.FULL):
                if i < v + (c if c < 0 else 0):
                    t = full
                elif i < v:
                    t = 4       # lost by this choice
                elif i < v + c:
                    t = 5       # given back by it
                else:
                    t = 0
                if pips[row + i] != t:
                    pips[row + i] = t
            if self.values[g] != v:
                self.values[g] = v

    def say(self, status, prompt):
        text.put(self.status, status)
        text.put(self.prompt, prompt)
