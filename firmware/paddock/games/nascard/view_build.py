"""Nascard's screen built once, when the race's view is made: the sheets
(``view_sheets``, itself dropped once they are read) and every display
object of ``view``'s layout, the infield's (``view_table.Table``) and the
track's (``view_track.Track``).
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
from paddock.games.nascard.view_table import Table
from paddock.games.nascard.view_track import Track

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Layout shared with the other view modules (a test checks they agree).
_TOP_Y = const(13)      # the track's top row, under the header
_HAND_X = const(2)
_PITCH = const(24)
_MINI = const(24)
_MINI_H = const(9)
_CHIPS_Y = const(9)
_BONUS_X = const(66)
_CHIP_TILE = const(10)  # a chip's tile: the chip and its ring, half a Track card
_CHIP_X = const(3)


def build(v, pit_x):
    """Every part of the screen of view v, a ``view.GameView`` (its state
    set up); pit_x is where the Pit card sits."""
    st = v.state
    # A space is 11 pixels high, 10 where the screen has 120 rows.
    v.lane = lane = 11 if ui.H >= 128 else 10
    row = 2 * lane
    hy = ui.H - 8 - cards.TH
    v.hand_y = hy
    pw = ui.W - pit_x - 1
    # The sheets, by code that is gone before the rest is built.
    from paddock.games.nascard import view_sheets
    ranks, chips, rows, minis, sheet, pit, marks, words = view_sheets.read(v, lane, pw)
    view_sheets = None
    drop("paddock.games.nascard.view_sheets")
    gc.collect()
    v.new_screen()
    g = v.group
    v.table = _table(_TOP_Y + row, st.cars, minis, chips, ranks, lane, marks, words)
    v.bottom_y = bottom = _TOP_Y + row + v.table.height
    v.track = _track(rows, chips, _TOP_Y, bottom, lane)
    g.append(v.track.group)
    g.append(v.table.group)
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


def _grid(sheet, pal, w, x, y, th=_MINI_H, tw=_MINI):
    return displayio.TileGrid(sheet, pixel_shader=pal, width=w, tile_width=tw,
                              tile_height=th, x=x, y=y)


def _table(y, cars, minis, chips, ranks, lane, marks, words):
    """The infield (``view_table.Table``) at y, ``ui.W`` wide, for a race of
    cars cars: minis = (bitmap, palette, greyed palette), chips = (bitmap, palette),
    lane the chips' tile height, marks = (frame bitmap, bars bitmap, their
    palette), words = ("Trump" and "Bonus" bitmap, its palette)."""
    t = Table()
    t.cars = cars
    bm, pal, dim = minis
    g = t.group = displayio.Group(y=y)
    g.append(displayio.TileGrid(words[0], pixel_shader=words[1], x=1))
    t.trump = _grid(bm, pal, 1, 27, 0)
    g.append(t.trump)
    t.bonus = _grid(bm, pal, 4, _BONUS_X, 0)
    t.bonus_dim = _grid(bm, dim, 4, _BONUS_X, 0)
    g.append(t.bonus)
    g.append(t.bonus_dim)
    t.bonus_nums = RankRow(ranks, 4, x=_BONUS_X + 8, y=1, pitch=3)
    g.append(t.bonus_nums.group)
    # The entries: a chip over a small card, one a car.
    ex = (160 - _PITCH * cars) // 2 + 1
    t.x = ex
    my = _CHIPS_Y + lane
    t.frame = displayio.TileGrid(marks[0], pixel_shader=marks[2], y=_CHIPS_Y)
    t.frame.hidden = True
    g.append(t.frame)
    # The chips: one grid of 2-pixel slices, twelve an entry (a chip's tile is five).
    t.chips = _grid(chips[0], chips[1], cars * _PITCH // 2, ex + 7 - _CHIP_X, _CHIPS_Y, lane, 2)
    g.append(t.chips)
    t.cards = _grid(bm, pal, cars, ex, my)
    g.append(t.cards)
    t.nums = RankRow(ranks, cars, x=ex + 8, y=my + 1, pitch=3)
    g.append(t.nums.group)
    t.bars = _grid(marks[1], marks[2], cars, ex, my + _MINI_H - 1, 1)
    g.append(t.bars)
    t.height = my + _MINI_H + 1
    return t


def _track(rows, chips, top_y, bottom_y, lane):
    """Both rows of the track (``view_track.Track``) at y = top_y and
    bottom_y: rows = (top bitmap, bottom bitmap, palette), chips = (bitmap,
    palette), lane = space height."""
    t = Track()
    bm, pal = chips
    t.group = displayio.Group()
    t.grids = []
    for i, y in ((0, top_y), (1, bottom_y)):
        t.group.append(displayio.TileGrid(rows[i], pixel_shader=rows[2], x=0, y=y))
        # a chip tile in every other column: the left half of each Track card
        g = displayio.TileGrid(bm, pixel_shader=pal, width=16, height=2, tile_width=_CHIP_TILE,
                               tile_height=lane, default_tile=0, x=0, y=y)
        t.group.append(g)
        t.grids.append(g)
    t.want = bytearray(32)
    return t
