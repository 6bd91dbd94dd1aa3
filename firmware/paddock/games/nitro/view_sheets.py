"""Nitro's tile sheets, drawn once when the screen opens: the Wasteland's
spaces and markers, card bodies by kind, the two-letter codes and the action
buttons. ``view_draw.build`` imports this module, makes the sheets and drops
it again, so its code does not stay in memory."""

import bitmaptools
import displayio

from paddock.ui import palette
from paddock.games.nitro.view_tiles import (
    BASIC, BH, BW, CELL, CH, CODES, CW, DESERT, DIM, FINISH, FLAG, KINDS, L_BASIC,
    L_MOD_SLOT, L_NITRO, L_TILES, L_WEAPON_SLOT, MAP_TILES, MARKER, REACH, ROAD, SEAT0,
    SLOT, SPECK, TARGET, WORDS, draw_text, palette_of, text_width)


def _dim(c):
    return (((c >> 16) + 0x40) // 2 << 16) | ((((c >> 8) & 255) + 0x40) // 2 << 8) \
        | (((c & 255) + 0x40) // 2)


def _frame(bm, x, y, w, h, v, t=1):
    bitmaptools.fill_region(bm, x, y, x + w, y + t, v)
    bitmaptools.fill_region(bm, x, y + h - t, x + w, y + h, v)
    bitmaptools.fill_region(bm, x, y, x + t, y + h, v)
    bitmaptools.fill_region(bm, x + w - t, y, x + w, y + h, v)


def map_sheet():
    """(bitmap, palette) of the Wasteland's tiles."""
    colors = [0, palette.BLACK, palette.WHITE, 0x8A6436, 0xB08A58, 0x505050, 0x8C8C8C]
    colors.extend(palette.SEATS)
    colors.extend((palette.SKY, palette.VERMILLION))
    bm = displayio.Bitmap(CELL * MAP_TILES, CELL, 16)
    for t in range(20):
        x = (t + 1) * CELL
        road = (t % 10) // 5
        place = t % 5
        bitmaptools.fill_region(bm, x, 0, x + CELL, CELL, ROAD if road else DESERT)
        if not road:
            for dx, dy in ((1, 2), (6, 1), (3, 6), (8, 5), (7, 8), (1, 8)):
                bm[x + dx, dy] = SPECK
        if t >= 10:     # the far edge: a chequered band
            for dy in range(3):
                for dx in range(CELL):
                    bm[x + dx, dy] = 1 if ((dx >> 1) + (dy >> 1)) & 1 else 2
        if place:
            bitmaptools.fill_region(bm, x + 2, 2, x + 8, 9, 1)
            draw_text(bm, "BGJR"[place - 1], x + 3, 3, 2)
    for s in range(6):
        for more in (0, 1):
            x = (MARKER + s + 6 * more) * CELL
            bitmaptools.fill_region(bm, x + 1, 1, x + 9, 9, SEAT0 + s)
            draw_text(bm, str(s + 1), x + 3, 2, 1)
            if more:
                for dx, dy in ((7, 0), (8, 0), (9, 0), (8, 1), (9, 1), (9, 2)):
                    bm[x + dx, dy] = 2
    _frame(bm, REACH * CELL, 0, CELL, CELL, 13)
    _frame(bm, TARGET * CELL, 0, CELL, CELL, 14, 2)
    x = FLAG * CELL
    for dy in range(8):
        for dx in range(8):
            bm[x + 1 + dx, 1 + dy] = 1 if ((dx >> 1) + (dy >> 1)) & 1 else 2
    return bm, palette_of(colors)


def _cut(bm, x, corners, n):
    """Clear n-pixel triangles at the card's corners (bits: TL, TR, BL, BR)."""
    for i in range(n):
        for j in range(n - i):
            if corners & 1:
                bm[x + j, i] = 0
            if corners & 2:
                bm[x + CW - 2 - j, i] = 0
            if corners & 4:
                bm[x + j, CH - 2 - i] = 0
            if corners & 8:
                bm[x + CW - 2 - j, CH - 2 - i] = 0


def body_sheet():
    """(bitmap, palette) of card bodies: a colour and a corner shape a kind."""
    colors = [0]
    colors.extend(KINDS)
    for c in KINDS:
        colors.append(_dim(c))
    colors.append(0x707070)
    bm = displayio.Bitmap(CW * 13, CH, 16)
    for k in range(5):
        for dim in (0, 1):
            x = (1 + k + dim * DIM) * CW
            bitmaptools.fill_region(bm, x, 0, x + CW - 1, CH - 1, 1 + k + dim * DIM)
            # Shapes tell the kinds apart without colour: a Mod's cut top
            # right, a Weapon's cut top left, an Event's four cut corners.
            _cut(bm, x, (15, 2, 1, 15, 15)[k], (1, 3, 3, 3, 1)[k])
    _frame(bm, SLOT * CW, 0, CW - 1, CH - 1, 11)
    _frame(bm, BASIC * CW, 0, CW - 1, CH - 1, 1, 2)
    return bm, palette_of(colors)


def letter_sheet():
    """(bitmap, palette) of the codes on the cards: tiles CW x 8."""
    from paddock.ui import glyphs   # dropped once the view is built
    bm = displayio.Bitmap(CW * L_TILES, 8, 4)
    from paddock.games.nitro import data
    for t in range(data.TYPES + 1):
        s = CODES[2 * t:2 * t + 2] if t < data.TYPES else "BR"
        ink = 2 if t < data.TYPES and data.kind(t) == data.EVENT else 1
        x = (1 + t) * CW
        draw_text(bm, s, x + (CW - 1 - text_width(s)) // 2, 1, ink)
    for n in range(1, 4):
        x = (L_NITRO + n) * CW
        glyphs.draw(bm, glyphs.CHARS["+"], glyphs.CHAR_W, x + 1, 0, 1)
        glyphs.draw(bm, glyphs.CHARS[str(n)], glyphs.CHAR_W, x + 7, 0, 1)
    draw_text(bm, "W", L_WEAPON_SLOT * CW + 4, 1, 3)
    draw_text(bm, "M", L_MOD_SLOT * CW + 4, 1, 3)
    return bm, palette_of((0, palette.WHITE, palette.BLACK, 0xA0A0A0))


def button_sheet():
    """(bitmap, palette) of the action buttons, lit then greyed."""
    n = len(WORDS)
    bm = displayio.Bitmap(BW * (2 * n + 1), BH, 4)
    for i in range(2 * n):
        x = (1 + i) * BW
        bitmaptools.fill_region(bm, x, 0, x + BW - 1, BH - 1, 1 if i < n else 2)
        for cx, cy in ((0, 0), (BW - 2, 0), (0, BH - 2), (BW - 2, BH - 2)):
            bm[x + cx, cy] = 0
        s = WORDS[i % n]
        draw_text(bm, s, x + (BW - 1 - text_width(s)) // 2, 3, 3)
    return bm, palette_of((0, palette.BLUE, 0x383838, palette.WHITE))
