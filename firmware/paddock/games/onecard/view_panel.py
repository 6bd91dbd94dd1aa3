"""1 CAR D's panel, right of the track: the five colored dice as rolled
(each with its car's letter, and under it what the die does against your
speed: = stays, down, up, six), the speed indicator 1-5 with its red and
green effects, the tire, fuel and engine gauges, your place, and the keys.

A die set aside (used, or equal to your speed) is dimmed. Everything that
changes during play is a tile, except the place and the keys line. Where
the screen has 120 rows the rows sit closer, so the keys line stays.
"""

import displayio

from paddock import ui
from paddock.ui import fonts, palette, text
from paddock.games.onecard import data
from paddock.games.onecard.view_track import (
    BOX_H, BOX_W, CAR_RGB, DIE, LETTERS, PIP_W, ROW_H, Frame, grid)

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
    """:param sheets: (dice bitmap, the five dice's palettes, marks, boxes,
    pips, digits, speed effects), painted by ``view_paint``"""

    def __init__(self, sheets):
        faces, shaders, marks, boxes, pips, digits, effects = sheets
        tall = ui.H >= 128
        self.dice_y = dice_y = 15 if tall else 14
        self.speed_y = speed_y = 40 if tall else 34
        self.gauge_y = gauge_y = 62 if tall else 55
        g = self.group = displayio.Group()
        font = fonts.text()
        small = fonts.small()
        self.dice = []
        for i in range(data.RIVALS):
            x = X + i * CELL
            g.append(text.Text(LETTERS[1 + i], x + 1, dice_y + 2, CAR_RGB[1 + i], font, 6))
            d = displayio.TileGrid(faces, pixel_shader=shaders[i], tile_width=DIE,
                                   tile_height=DIE, x=x + 8, y=dice_y)
            self.dice.append(d)
            g.append(d)
        self.marks = grid(marks, CELL, 7, data.RIVALS, 1, X, dice_y + DIE + 1)
        g.append(self.marks)
        self.die_mark = Frame(DIE + 1, DIE + 1, palette.WHITE)
        g.append(self.die_mark.group)
        g.append(text.Text("Spd", X, speed_y, palette.FG, font, 18))
        self.boxes = grid(boxes, BOX_W, BOX_H, data.SPEEDS, 1, BOX_X, speed_y)
        g.append(self.boxes)
        self.box_cursor = Frame(BOX_W + 1, BOX_H + 2)
        g.append(self.box_cursor.group)
        effects = displayio.TileGrid(effects[0], pixel_shader=effects[1], x=BOX_X,
                                     y=speed_y + BOX_H + 1)
        g.append(effects)    # +E, -F, -FE under the boxes
        for i in range(3):
            g.append(text.Text(NAMES[i], X, gauge_y + i * ROW_H, palette.FG, font,
                               6 * len(NAMES[i])))
        self.pips = grid(pips, PIP_W, ROW_H, data.FULL, 3, PIP_X, gauge_y)
        self.values = grid(digits, 7, ROW_H, 1, 3, PIP_X + data.FULL * PIP_W + 2, gauge_y)
        g.append(self.pips)
        g.append(self.values)
        top = gauge_y + 3 * ROW_H + (1 if tall else 0)
        self.status = text.Text("", X, top, palette.FG, font)
        self.prompt = text.Text("", X, top + 12, palette.INFO, small)
        g.append(self.status)
        g.append(self.prompt)

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
