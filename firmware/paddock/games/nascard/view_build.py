"""Nascard's screen built once, when the race's view is made: the sheets,
the track and the infield by ``view_sheets`` (itself dropped once they
are made), then the hint line, the hand, the Pit card and the log line.
``view.GameView`` drops this module as soon as it has run, so the code that
runs once takes no heap during the race; the classes keep only what a
move or a key runs.
"""

import gc

import displayio

from paddock import drop, ui
from paddock.ui import cards, fonts, palette, shapes, text
from paddock.ui.ranks import RankRow
from paddock.games.nascard import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Layout shared with the other view modules (a test checks they agree).
_HAND_X = const(2)


def build(v, pit_x):
    """Every part of the screen of view v, a ``view.GameView`` (its state
    set up); pit_x is where the Pit card sits."""
    # A space is 11 pixels high, 10 where the screen has 120 rows.
    v.lane = lane = 11 if ui.H >= 128 else 10
    row = 2 * lane
    hy = ui.H - 8 - cards.TH
    v.hand_y = hy
    pw = ui.W - pit_x - 1
    # The sheets, the track and the infield, by code that is gone before the
    # rest is built.
    from paddock.games.nascard import view_sheets
    ranks, sheet, pit, marks = view_sheets.parts(v, lane, pw)
    view_sheets = None
    drop("paddock.games.nascard.view_sheets")
    gc.collect()
    g = v.group
    bottom = v.bottom_y
    small = fonts.small()
    v.info_y = max(bottom + row, hy - 9)
    v.info = text.Text("", 1, v.info_y, palette.INFO, small)
    g.append(v.info)
    v.hand = cards.HandStrip(sheet, data.HAND_LIMIT, x=_HAND_X, y=hy)
    v.nums = RankRow(ranks, data.HAND_LIMIT, x=_HAND_X, y=hy + 3)
    g.append(v.hand.group)
    g.append(v.nums.group)
    v.more_left = shapes.rect(0, hy, 1, cards.TH - 1, palette.YELLOW)
    v.more_right = shapes.rect(_HAND_X + cards.TW * data.HAND_LIMIT, hy, 1, cards.TH - 1,
                               palette.YELLOW)
    g.append(v.more_left)
    g.append(v.more_right)
    # The Pit card, and your Blister Tire cards face down by it: a back and a count.
    v.pit = displayio.TileGrid(pit[0], pixel_shader=v.pit_dim, x=pit_x, y=hy)
    g.append(v.pit)
    v.blistered = text.Text("", pit_x + 14, hy + 12, palette.FG, small,
                            width=small.width("x88"))
    g.append(v.blistered)
    v.pit_frame = displayio.TileGrid(pit[1], pixel_shader=marks[2], x=pit_x - 1, y=hy - 1)
    v.pit_frame.hidden = True
    g.append(v.pit_frame)
    v.log = text.LogLine(ui.H - fonts.line_height(small), font=small)
    v.log.cols = 99                # cut by width instead: ``fit``
    v.log_font = small
    v.log_room = ui.W - 2
    g.append(v.log.group)
