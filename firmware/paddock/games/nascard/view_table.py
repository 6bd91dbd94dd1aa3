"""Nascard's infield: the trump suit, the four Bonus cards in play, and this
round's cards, one entry a car in position order.

Row one: "Trump" and the trump suit's pip, then "Bonus" and the four Bonus
cards (pip and number; the trump suit's is greyed: a trump card activates
no Bonus). Row two: each car's chip over its card this round: face up
(pip and number), a rival's face-down card (pip and "?": the suit shows,
the value does not), "PIT" for a Pit Stop, "+N" once the car has moved N
spaces, or nothing yet. A frame marks the car deciding; a yellow bar under
a card, one that counts as trump.

Cards here are small tiles (``MINI``); numbers are ``ui.ranks`` tiles.
"""

import bitmaptools
import displayio

from paddock.ui import cards, fonts, palette, shapes, text
from paddock.ui.ranks import RankRow
from paddock.games.nascard import data
from paddock.games.nascard.view_shown import FACE, HIDDEN, MOVED, PITTED
from paddock.games.nascard.view_track import CELL, CHIP_X, HALF

# The suits' pips, in suit order (purple, blue, orange, yellow); the kit
# gives each pip its colour, so a suit is told by shape and colour.
PIPS = (cards.STAR, cards.DIAMOND, cards.HEART, cards.SQUARE)
MINI = 24               # a small card's tile: 22 x 9 and a gap
MINI_H = 9
PIT_TILE = 5
MOVED_TILE = 6
PIP_BOX = 7             # + suit: the pip alone in a 9 x 9 box
PITCH = 24              # from one entry to the next
_P = (0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000)
_I = (0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110)


def _minis():
    """(bitmap, palette, dim palette) of the small cards."""
    from paddock.ui import glyphs   # dropped once the view is built
    bm = displayio.Bitmap(MINI * 11, MINI_H, 16)
    colors = [0, palette.WHITE, 0x707070, palette.BLACK, palette.VERMILLION, 0xA0A0A0]
    for s in range(4):
        colors.append(palette.SUITS[PIPS[s]])
    pal = displayio.Palette(len(colors))
    dim = displayio.Palette(len(colors))
    for i in range(len(colors)):
        c = colors[i]
        pal[i] = c
        dim[i] = ((((c >> 16) + 0x50) // 2) << 16) | (((((c >> 8) & 255) + 0x50) // 2) << 8) \
            | (((c & 255) + 0x50) // 2)
    pal.make_transparent(0)
    dim.make_transparent(0)
    for t in range(1, 11):
        x0 = t * MINI
        w = 9 if t >= PIP_BOX else 22
        body = 4 if t == PIT_TILE else (5 if t == MOVED_TILE else 1)
        bitmaptools.fill_region(bm, x0, 0, x0 + w, MINI_H, body)
        for cx, cy in ((0, 0), (w - 1, 0), (0, MINI_H - 1), (w - 1, MINI_H - 1)):
            bm[x0 + cx, cy] = 0
        if t <= 4 or t >= PIP_BOX:
            s = (t - 1) if t <= 4 else t - PIP_BOX
            glyphs.draw(bm, glyphs.PIPS[PIPS[s]], 7, x0 + 1, 1, 6 + s)
        elif t == PIT_TILE:
            for k, rows in ((0, _P), (1, _I), (2, glyphs.CHARS["T"])):
                glyphs.draw(bm, rows, 5, x0 + 3 + 6 * k, 1, 1)
    return bm, pal, dim


class Table:
    """The infield at y (``ui.W`` wide), for a race of ``cars`` cars."""

    def __init__(self, y, cars, chips, ranks):
        self.cars = cars
        bm, pal, dim = _minis()
        small = fonts.small()
        g = self.group = displayio.Group(y=y)
        g.append(text.Text("Trump", 1, 0, palette.YELLOW, small, width=small.width("Trump")))
        self.trump = displayio.TileGrid(bm, pixel_shader=pal, tile_width=MINI,
                                        tile_height=MINI_H, x=27, y=0)
        g.append(self.trump)
        g.append(text.Text("Bonus", 40, 0, palette.GREY, small, width=small.width("Bonus")))
        bx = 66
        self.bonus = displayio.TileGrid(bm, pixel_shader=pal, width=4, tile_width=MINI,
                                        tile_height=MINI_H, x=bx, y=0)
        self.bonus_dim = displayio.TileGrid(bm, pixel_shader=dim, width=4, tile_width=MINI,
                                            tile_height=MINI_H, x=bx, y=0)
        g.append(self.bonus)
        g.append(self.bonus_dim)
        self.bonus_nums = RankRow(ranks, 4, x=bx + 8, y=1, pitch=3)
        g.append(self.bonus_nums.group)
        # The entries: a chip over a small card, one a car.
        ex = (160 - PITCH * cars) // 2 + 1
        self.x = ex
        chip_bm, chip_pal = chips
        self.frame = shapes.frame(0, 10, PITCH, 2 + MINI_H + HALF, palette.YELLOW)
        self.frame.hidden = True
        g.append(self.frame)
        self.chips = []
        for i in range(cars):
            t = displayio.TileGrid(chip_bm, pixel_shader=chip_pal, tile_width=CELL,
                                   tile_height=HALF, x=ex + PITCH * i + 7 - CHIP_X, y=11)
            self.chips.append(t)
            g.append(t)
        my = 11 + HALF
        self.cards = displayio.TileGrid(bm, pixel_shader=pal, width=cars, tile_width=MINI,
                                        tile_height=MINI_H, x=ex, y=my)
        g.append(self.cards)
        self.nums = RankRow(ranks, cars, x=ex + 8, y=my + 1, pitch=3)
        g.append(self.nums.group)
        self.bars = []
        for i in range(cars):
            b = shapes.rect(ex + PITCH * i + 9, my + MINI_H, 13, 1, palette.YELLOW)
            b.hidden = True
            self.bars.append(b)
            g.append(b)
        self.height = my + MINI_H + 1

    def suits(self, trump, bonus):
        """The trump pip and the Bonus cards (bonus: one a suit)."""
        if self.trump[0] != PIP_BOX + trump:
            self.trump[0] = PIP_BOX + trump
        for s in range(4):
            lit, grey = (0, 1 + s) if s == trump else (1 + s, 0)
            if self.bonus[s] != lit:
                self.bonus[s] = lit
            if self.bonus_dim[s] != grey:
                self.bonus_dim[s] = grey
            self.bonus_nums.put(s, str(bonus[s]), s == trump)

    def entries(self, shown):
        """Each car's chip and card this round, in ``shown.order``."""
        mover = -1
        for i in range(self.cars):
            car = shown.order[i]
            chip = 1 + 2 * car + (1 if shown.pos[car] >= data.LAP else 0)
            if self.chips[i][0] != chip:
                self.chips[i][0] = chip
            kind = shown.kind[car]
            c = shown.card[car]
            tile, words = 0, ""
            if kind == FACE:
                tile, words = 1 + data.suit(c), str(c)
            elif kind == HIDDEN:
                tile, words = 1 + c, "?"
            elif kind == PITTED:
                tile = PIT_TILE
            elif kind == MOVED:
                tile, words = MOVED_TILE, "+%d" % c
            if self.cards[i] != tile:
                self.cards[i] = tile
            self.nums.put(i, words)
            self.bars[i].hidden = not (kind == FACE and shown.trump_card[car])
            if car == shown.mover:
                mover = i
        if mover < 0:
            self.frame.hidden = True
        else:
            self.frame.x = self.x + PITCH * mover - 1
            self.frame.hidden = False
