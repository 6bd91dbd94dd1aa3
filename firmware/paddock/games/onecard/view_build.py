"""1 CAR D's screen built once, when the race's view is made: the sheets
(painted by ``view_paint``), the track's lanes (``view_track.Track``), the
panel's dice, boxes and gauges (``view_track.Panel``) and the log line.
``view.GameView`` drops this module as soon as it has run, so the code that
runs once takes no heap during the race; the classes keep only what a move
or a key runs.
"""

import gc

import displayio

from paddock import drop, ui
from paddock.ui import fonts, palette, shapes, text
from paddock.games.onecard import data
from paddock.games.onecard.view_track import (
    BOX_H, BOX_W, BOX_X, CAR_RGB, CELL, DIE, LETTERS, NAMES, PIP_W, PIP_X, ROW_H, SH, SW, X, X0,
    Frame, Panel, Track, grid)


def build(v, top):
    """Every part of the screen of view v, a ``view.GameView``; top is the
    y of the track's front row."""
    floor, cars, panel = _paint()
    gc.collect()
    v.new_screen()
    v.track = _track(top, floor, cars)
    # the arrows' colour this lap, beside the lap number
    v.swatch = grid(floor, SW, SH, 1, 1, ui.W - 2 - 8 * 6 - SW - 2, 2)
    v.panel = _panel(panel)
    v.log = text.LogLine(ui.H - 12)
    for part in (v.track, v.panel, v.log):
        v.group.append(part.group)
    v.group.append(v.swatch)


def _paint():
    """(floor, cars, the panel's sheets), painted once; the painters' code
    is dropped before this returns."""
    from paddock.games.onecard import view_paint as paint
    floor = paint.floor()
    cars = paint.cars()
    panel = (paint.dice(), [paint.die_palette(1 + i) for i in range(data.RIVALS)],
             paint.marks(), paint.boxes(), paint.pips(), paint.digits(),
             paint.speed_effects())
    paint = None
    for name in ("paddock.games.onecard.view_paint", "paddock.ui.glyphs", "paddock.ui.ink"):
        drop(name)
    return floor, cars, panel


def _track(top, fl, cs):
    """The track (``view_track.Track``): top the y of the front row of the
    apron-side lane, fl the floor's sheet (the header's arrow swatch shares
    it), cs the cars' sheet."""
    t = Track()
    t.top = top
    # pixels each lane sits below the lane on its left (1 where the
    # screen is 120 high)
    t.stagger = 2 if ui.H >= 128 else 1
    t.group = displayio.Group()
    rows = data.ROWS
    height = rows * SH + t.stagger * (data.LANES - 1)
    t.group.append(shapes.rect(1, top - 1, 3, height + 1, palette.GREY))
    t.group.append(shapes.rect(X0 + data.LANES * SW, top - 1, 3, height + 1,
                               palette.VERMILLION))
    t.sheet = fl
    t.floors = []
    t.lanes = []
    for lane in range(data.LANES):
        x = X0 + lane * SW
        y = top + lane * t.stagger
        f = grid(fl, SW, SH, 1, rows, x, y)
        c = grid(cs, SW, SH, 1, rows, x, y)
        t.floors.append(f)
        t.lanes.append(c)
        t.group.append(f)
        t.group.append(c)
    t.colour = -1
    t.tiles = bytearray(data.SQUARES)     # the car tile on each square now
    t.want = bytearray(data.SQUARES)      # reused by show()
    t.mark = Frame(SW + 1, SH + 1, palette.WHITE)   # the rival moving
    t.cursor = Frame(SW + 1, SH + 1)       # the square you are choosing
    t.group.append(t.mark.group)
    t.group.append(t.cursor.group)
    return t


def _panel(sheets):
    """The panel (``view_track.Panel``): sheets = (dice bitmap, the five
    dice's palettes, marks, boxes, pips, digits, speed effects)."""
    faces, shaders, marks, boxes, pips, digits, effects = sheets
    p = Panel()
    tall = ui.H >= 128
    p.dice_y = dice_y = 15 if tall else 14
    p.speed_y = speed_y = 40 if tall else 34
    p.gauge_y = gauge_y = 62 if tall else 55
    g = p.group = displayio.Group()
    font = fonts.text()
    small = fonts.small()
    p.dice = []
    for i in range(data.RIVALS):
        x = X + i * CELL
        g.append(text.Text(LETTERS[1 + i], x + 1, dice_y + 2, CAR_RGB[1 + i], font, 6))
        d = displayio.TileGrid(faces, pixel_shader=shaders[i], tile_width=DIE,
                               tile_height=DIE, x=x + 8, y=dice_y)
        p.dice.append(d)
        g.append(d)
    p.marks = grid(marks, CELL, 7, data.RIVALS, 1, X, dice_y + DIE + 1)
    g.append(p.marks)
    p.die_mark = Frame(DIE + 1, DIE + 1, palette.WHITE)
    g.append(p.die_mark.group)
    g.append(text.Text("Spd", X, speed_y, palette.FG, font, 18))
    p.boxes = grid(boxes, BOX_W, BOX_H, data.SPEEDS, 1, BOX_X, speed_y)
    g.append(p.boxes)
    p.box_cursor = Frame(BOX_W + 1, BOX_H + 2)
    g.append(p.box_cursor.group)
    effects = displayio.TileGrid(effects[0], pixel_shader=effects[1], x=BOX_X,
                                 y=speed_y + BOX_H + 1)
    g.append(effects)    # +E, -F, -FE under the boxes
    for i in range(3):
        g.append(text.Text(NAMES[i], X, gauge_y + i * ROW_H, palette.FG, font,
                           6 * len(NAMES[i])))
    p.pips = grid(pips, PIP_W, ROW_H, data.FULL, 3, PIP_X, gauge_y)
    p.values = grid(digits, 7, ROW_H, 1, 3, PIP_X + data.FULL * PIP_W + 2, gauge_y)
    g.append(p.pips)
    g.append(p.values)
    top = gauge_y + 3 * ROW_H + (1 if tall else 0)
    p.status = text.Text("", X, top, palette.FG, font)
    p.prompt = text.Text("", X, top + 12, palette.INFO, small)
    g.append(p.status)
    g.append(p.prompt)
    return p
