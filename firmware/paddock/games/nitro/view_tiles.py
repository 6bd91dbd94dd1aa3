"""Nitro's tile numbers and sizes (the sheets are drawn by ``view_sheets``),
and the capitals and digits of the project's small text font (4x6, a few 5
wide), kept here as a byte a row so no font file is read.

Showing something on the screen is setting a tile: a space, a marker, a
card (a body by kind under a two-letter code) or a button.
"""

import displayio

from paddock.ui import palette

FONT = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
WIDTHS = b"444444444444444444344455444445455454"
ROWS = (b'\x0c\x12\x16\x1a\x12\x0c\x08\x18\x08\x08\x08\x1c\x0c\x12\x02\x04\x08\x1e'
        b'\x1c\x02\x0c\x02\x02\x1c\x06\n\x12\x1e\x02\x02\x1e\x10\x1c\x02\x02\x1c'
        b'\x0c\x10\x1c\x12\x12\x0c\x1e\x02\x04\x08\x08\x08\x0c\x12\x0c\x12\x12\x0c'
        b'\x0c\x12\x12\x0e\x02\x0c\x0c\x12\x12\x1e\x12\x12\x1c\x12\x1c\x12\x12\x1c'
        b'\x0c\x12\x10\x10\x12\x0c\x1c\x12\x12\x12\x12\x1c\x1e\x10\x1c\x10\x10\x1e'
        b'\x1e\x10\x1c\x10\x10\x10\x0c\x12\x10\x16\x12\x0e\x12\x12\x1e\x12\x12\x12'
        b'\x1c\x08\x08\x08\x08\x1c\x02\x02\x02\x02\x12\x0c\x12\x14\x18\x14\x12\x12'
        b'\x10\x10\x10\x10\x10\x1e\x11\x1b\x15\x11\x11\x11\x11\x19\x15\x13\x11\x11'
        b'\x0c\x12\x12\x12\x12\x0c\x1c\x12\x12\x1c\x10\x10\x0c\x12\x12\x12\x14\n'
        b'\x1c\x12\x12\x1c\x14\x12\x0e\x10\x0c\x02\x02\x1c\x1f\x04\x04\x04\x04\x04'
        b'\x12\x12\x12\x12\x12\x0c\x11\x11\x11\n\n\x04\x11\x11\x11\x15\x1b\x11'
        b'\x12\x12\x0c\x0c\x12\x12\x11\x11\n\x04\x04\x04\x1e\x02\x04\x08\x10\x1e')

# Two letters a card type, by type id; "BR" is the basic Ride.
CODES = "DBMCPUMBWRDRMTINTCSTNIRFCTAPSCCRMGSGHPRLOSFTMOSRAMMLRMTYMISHSWTWSVFCRDSSLKLOSB"

CELL = 10           # a Wasteland space
CW, CH = 14, 16     # a card slot: a 13x15 card and a 1 px gap
BW, BH = 24, 12     # an action button slot
WORDS = ("MOVE", "END", "PASS", "DONE", "UNDO", "OFF", "ASK")
MOVE_W, END_W, PASS_W, DONE_W, UNDO_W, OFF_W, ASK_W = range(1, 8)

# Map sheet tiles.
TERRAIN = 1         # + road * 5 + place (0 none, 1-4 a location)
FINISH = 11         # the same, on the far edge
MARKER = 21         # + seat
MORE = 27           # + seat: that marker and others on the space
REACH = 33
TARGET = 34
FLAG = 35
MAP_TILES = 36
DESERT, SPECK, ROAD = 3, 4, 5
SEAT0 = 7

# Card body tiles: 1 + kind (Ride, Mod, Weapon, Event, Nitro), + 5 greyed;
# an empty slot; the basic Ride.
NITRO_K = 4
DIM = 5
SLOT = 11
BASIC = 12
KINDS = (palette.VERMILLION, palette.GREEN, 0x9457B8, palette.ORANGE, palette.BLUE)

# Letter tiles: 1 + type id, the basic Ride, +1..+3 for Nitro, empty slots.
L_BASIC = 40
L_NITRO = 40        # + speed number (1-3)
L_WEAPON_SLOT = 44
L_MOD_SLOT = 45
L_TILES = 46


def text_width(s):
    w = -1
    for ch in s:
        i = FONT.find(ch)
        w += WIDTHS[i] - 47 if i >= 0 else 3
    return w


def draw_text(bm, s, x, y, v):
    """Capitals and digits s at (x, y) in colour index v; returns the width."""
    x0 = x
    for ch in s:
        i = FONT.find(ch)
        if i < 0:
            x += 3
            continue
        w = WIDTHS[i] - 48
        for r in range(6):
            bits = ROWS[i * 6 + r]
            for c in range(w):
                if bits >> (4 - c) & 1:
                    bm[x + c, y + r] = v
        x += w + 1
    return x - x0 - 1


def palette_of(colors, clear=True):
    p = displayio.Palette(len(colors))
    for i in range(len(colors)):
        p[i] = colors[i]
    if clear:
        p.make_transparent(0)
    return p
