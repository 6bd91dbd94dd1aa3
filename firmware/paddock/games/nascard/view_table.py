"""Nascard's infield: the trump suit, the four Bonus cards in play, and this
round's cards, one entry a car in position order.

Row one: "Trump" and the trump suit's pip, then "Bonus" and the four Bonus
cards (pip and number; the trump suit's is greyed: a trump card activates
no Bonus). Row two: each car's chip over its card this round: face up
(pip and number), a rival's face-down card (pip and "?": the suit shows,
the value does not), "PIT" for a Pit Stop, "+N" once the car has moved N
spaces, or nothing yet. A frame marks the car deciding; a card that counts
as trump has a yellow bottom edge.

Cards here are small tiles (``MINI``, painted by ``view_paint``); numbers
are ``ui.ranks`` tiles.
"""

import displayio

from paddock.ui import cards, fonts, palette, text
from paddock.ui.ranks import RankRow
from paddock.games.nascard import data
from paddock.games.nascard.view_shown import FACE, HIDDEN, MOVED, PITTED
from paddock.games.nascard.view_track import CELL, CHIP_X

# The suits' pips, in suit order (purple, blue, orange, yellow); the kit
# gives each pip its colour, so a suit is told by shape and colour.
PIPS = (cards.STAR, cards.DIAMOND, cards.HEART, cards.SQUARE)
MINI = 24               # a small card's tile: 22 x 9 and a gap
MINI_H = 9
PIT_TILE = 5
MOVED_TILE = 6
PIP_BOX = 7             # + suit: the pip alone in a 9 x 9 box
PITCH = 24              # from one entry to the next
CHIPS_Y = 9             # the entries' chips (their tiles' top row is clear)
BONUS_X = 66


def _grid(sheet, pal, w, x, y, th=MINI_H, tw=MINI):
    return displayio.TileGrid(sheet, pixel_shader=pal, width=w, tile_width=tw,
                              tile_height=th, x=x, y=y)


class Table:
    """The infield at y (``ui.W`` wide), for a race of ``cars`` cars:
    minis = ``view_paint.minis()``, chips = ``view_paint.chips()``, lane
    the chips' tile height."""

    def __init__(self, y, cars, minis, chips, ranks, lane, marks):
        """marks = (frame bitmap, bars bitmap, their palette)."""
        self.cars = cars
        bm, pal, dim = minis
        small = fonts.small()
        g = self.group = displayio.Group(y=y)
        g.append(text.Text("Trump", 1, 0, palette.YELLOW, small, width=small.width("Trump")))
        self.trump = _grid(bm, pal, 1, 27, 0)
        g.append(self.trump)
        g.append(text.Text("Bonus", 40, 0, palette.GREY, small, width=small.width("Bonus")))
        self.bonus = _grid(bm, pal, 4, BONUS_X, 0)
        self.bonus_dim = _grid(bm, dim, 4, BONUS_X, 0)
        g.append(self.bonus)
        g.append(self.bonus_dim)
        self.bonus_nums = RankRow(ranks, 4, x=BONUS_X + 8, y=1, pitch=3)
        g.append(self.bonus_nums.group)
        # The entries: a chip over a small card, one a car.
        ex = (160 - PITCH * cars) // 2 + 1
        self.x = ex
        my = CHIPS_Y + lane
        self.frame = displayio.TileGrid(marks[0], pixel_shader=marks[2], y=CHIPS_Y)
        self.frame.hidden = True
        g.append(self.frame)
        self.chips = []
        for i in range(cars):
            t = _grid(chips[0], chips[1], 1, ex + PITCH * i + 7 - CHIP_X, CHIPS_Y, lane, CELL)
            self.chips.append(t)
            g.append(t)
        self.cards = _grid(bm, pal, cars, ex, my)
        g.append(self.cards)
        self.nums = RankRow(ranks, cars, x=ex + 8, y=my + 1, pitch=3)
        g.append(self.nums.group)
        self.bars = _grid(marks[1], marks[2], cars, ex, my + MINI_H - 1, 1)
        g.append(self.bars)
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
            bar = 1 if kind == FACE and shown.trump_card[car] else 0
            if self.bars[i] != bar:
                self.bars[i] = bar
            if car == shown.mover:
                mover = i
        if mover < 0:
            self.frame.hidden = True
        else:
            self.frame.x = self.x + PITCH * mover - 1
            self.frame.hidden = False
