"""Nitro's screen, region by region, for the help's tour (loaded only while
the tour is opened)."""

from micropython import const

from paddock import ui

_TOP = const(14)            # view_draw._TOP
_PX = const(62)             # view_draw._PX
_CHIP_Y = const(14)         # view_draw._CHIP_Y
_GEAR_Y = const(33)         # view_draw._GEAR_Y
_HAND_Y = const(50)         # view_draw._HAND_Y
_CELL = const(10)           # nitro_sheets.CELL
_CW = const(14)             # nitro_sheets.CW
_CH = const(16)             # nitro_sheets.CH
_BW = const(24)             # nitro_sheets.BW
_BH = const(12)             # nitro_sheets.BH


def regions(view):
    """Each region of the play screen, named: (x, y, w, h, words)."""
    y = view.text_y
    return (
        (0, _TOP, 6 * _CELL, view.map_rows * _CELL,
         "The Wasteland, far edge up: 1-6 markers, blue frame: in reach"),
        (_PX, _CHIP_Y, 7 * _CW, 18, "Players and their rows; the flag: the far edge's row"),
        (_PX, _GEAR_Y, 7 * _CW, _CH, "Your Ride and gear (BR basic Ride; W M free slots)"),
        (_PX, _HAND_Y, 7 * _CW, view.hand_rows * _CH,
         "Your hand: LEFT/RIGHT pick, A equips or plays"),
        (_PX, view.act_y, 4 * _BW, _BH, "MOVE opens the map, END ends your turn; B: here"),
        (0, y, ui.W, 16, "What the cursor is on: what A does, or why not"),
        (0, y + 16, ui.W, 16, "What just happened; SELECT twice: the race log"),
    )
