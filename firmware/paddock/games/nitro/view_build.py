"""Nitro's screen is built here, once, and this module is dropped after:
the display objects (``view_draw`` draws on them) and the tile sheets, read
from ``sheets.bin`` (``tests/nitro_sheets.py`` draws them on the desktop).
"""

import bitmaptools
import displayio
from micropython import const

from paddock import ui
from paddock.ui import palette, shapes
from paddock.games.nitro.view_draw import CardRow, Log, Strip, grid, line

_W = const(6)               # data.WIDTH
_TOP = const(14)            # view_draw._TOP
_PX = const(62)             # view_draw._PX
_CHIP_Y = const(14)         # view_draw._CHIP_Y
_NUM_Y = const(26)          # view_draw._NUM_Y
_GEAR_Y = const(33)         # view_draw._GEAR_Y
_HAND_Y = const(50)         # view_draw._HAND_Y
_CELL = const(10)           # nitro_sheets.CELL
_CW = const(14)             # nitro_sheets.CW
_CH = const(16)             # nitro_sheets.CH
_BW = const(24)             # nitro_sheets.BW
_BH = const(12)             # nitro_sheets.BH
_MARKER = const(21)         # nitro_sheets.MARKER
_FLAG = const(35)           # nitro_sheets.FLAG

# The sheets in sheets.bin (tests/nitro_sheets.py draws them): (width,
# height, bits a pixel) each, in file order, and their colours.
SHAPES = ((360, 10, 4), (196, 16, 4), (616, 8, 1), (360, 12, 2))
KINDS = (palette.VERMILLION, palette.GREEN, 0x9457B8, 0x5A4A00, palette.BLUE)


def shader(colors):
    p = displayio.Palette(len(colors))
    for i in range(len(colors)):
        p[i] = colors[i]
    p.make_transparent(0)
    return p


def sheets():
    """[(bitmap, palette)] of the map, the card bodies, the card codes and
    the buttons, read from sheets.bin beside this module."""
    dims = [0]
    dims.extend(KINDS)
    for c in KINDS:     # greyed: halfway to dark grey
        dims.append((((c >> 16) + 0x40) // 2 << 16) | ((((c >> 8) & 255) + 0x40) // 2 << 8)
                    | (((c & 255) + 0x40) // 2))
    dims.extend((0x707070, palette.YELLOW))
    colors = ([0, palette.WHITE, palette.BLACK, 0x8A6436, 0xB08A58, 0x505050, 0x8C8C8C]
              + list(palette.SEATS) + [palette.SKY, palette.VERMILLION],
              dims, (0, palette.WHITE), (0, palette.WHITE, palette.BLUE, 0x383838))
    out = []
    path = __file__
    with open(path[:path.rfind("/") + 1] + "sheets.bin", "rb") as f:
        for i in range(4):
            w, h, bits = SHAPES[i]
            bm = displayio.Bitmap(w, h, 1 << bits)
            bitmaptools.readinto(bm, f, bits)
            out.append((bm, shader(colors[i])))
    return out


def build(v, st):
    """Make the view v's display objects (``view_draw`` draws on them)."""
    v.new_screen()
    g = v.group
    v.hand_rows = 2 if ui.H >= 128 else 1
    v.act_y = _HAND_Y + v.hand_rows * _CH + 1
    v.text_y = ui.H - 32
    v.map_rows = mr = (v.text_y - _TOP) // _CELL
    sheet, bodies, letters, buttons = sheets()
    v.mapg = displayio.Group(y=_TOP)
    v.terrain = grid(sheet, _W, mr, _CELL, _CELL)
    v.marks = grid(sheet, _W, mr, _CELL, _CELL)
    v.overlay = grid(sheet, _W, mr, _CELL, _CELL)
    for part in (v.terrain, v.marks, v.overlay):
        v.mapg.append(part)
    g.append(v.mapg)
    v.mk = bytearray(_W * mr)    # draw_map's markers and frames, worked out here
    v.ov = bytearray(_W * mr)
    v.bottom = -1        # the lowest Wasteland row on show
    v.chips = []
    for s in range(st.players):
        chip = grid(sheet, 1, 1, _CELL, _CELL, _PX + s * _CW + 2, _CHIP_Y)
        chip[0] = _MARKER + s
        v.chips.append(chip)
        g.append(chip)
    flag = grid(sheet, 1, 1, _CELL, _CELL, _PX + 6 * _CW + 2, _CHIP_Y)
    flag[0] = _FLAG
    g.append(flag)
    v.mover = shapes.rect(0, _CHIP_Y + 10, 10, 1, palette.WHITE)
    g.append(v.mover)
    v.nums = Strip(7 * _CW, _PX, _NUM_Y)
    g.append(v.nums.group)
    v.gear = CardRow(bodies, letters, _PX, _GEAR_Y)
    v.hands = [CardRow(bodies, letters, _PX, _HAND_Y + r * _CH)
                  for r in range(v.hand_rows)]
    g.append(v.gear.group)
    for row in v.hands:
        g.append(row.group)
    v.buttons = grid(buttons, 4, 1, _BW, _BH, _PX, v.act_y)
    g.append(v.buttons)
    # The cursor: one frame, sized to what it is on.
    v.frame = shapes.frame(0, 0, _CW + 1, _CH + 1, palette.YELLOW)
    v.frame.hidden = True
    g.append(v.frame)
    v.fw = _CW - 1       # the box it goes round
    v.fh = _CH - 1
    y = v.text_y
    v.lines = (line(y), line(y + 8))
    for part in v.lines:
        g.append(part)
    v.log = Log(y + 16)
    g.append(v.log.group)
