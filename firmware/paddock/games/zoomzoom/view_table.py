"""Zoom Zoom Vroom's table: one column a player, in seat order.

A column shows, top to bottom: the seat chip (colour and number; a white
bar under it marks the lead), a chequered flag for a lap done, the speed
"+N", the card played this trick with its final number beside it and the
sum below ("5+2+1"; a 4 or 5 under the 1 shows "0+2+1"), the gas in front
of the player (five pips), and the speed token on the racetrack (six
spaces, Start first; with Original Speed the lit cells are speed tokens).
A frame marks a column: dashed for the player to move, solid for the
winner of a finished trick (the header says which, in words).

All but the cards is painted on one canvas, and a part of a column is
painted again only when what it shows has changed.
"""

import displayio

from paddock import ui
from paddock.ui import cards, fonts, palette
from paddock.ui.canvas import Canvas
from paddock.games.zoomzoom import data
from paddock.games.zoomzoom.data import fragile, printed

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_AS0 = const(8)
_AS5 = const(9)
_DOWN = const(7)

Z05 = 10        # the card number of an unplayed 0/5 card (the hand's last slot)
GAS = palette.YELLOW
SPENT = palette.WHITE
EMPTY = palette.DARK
TOP = 13        # the columns start under the header
HIGH = 57       # and are this tall
PIPS = (cards.RING, cards.STAR, cards.DIAMOND, cards.CLUB, cards.SPADE,
        cards.HEART, cards.TRIANGLE)
COLORS = (palette.WHITE, palette.BLACK, palette.GREY, palette.DARK, palette.WARN,
          palette.GREEN) + palette.SEATS
TO_MOVE, WINNER = 1, 2          # how a column is marked
HEAD, GASSED, TRACK, WORDS = range(4)   # the parts of a column, for the memo
PARTS = 4


def face(card):
    """(rank, pip) of a suit id, the 0/5 card as played, or unplayed."""
    if card < _DOWN:
        return (str(data.VALUE[card]), PIPS[card])
    if card == _AS0:
        return ("0", cards.SQUARE)
    if card == _AS5:
        return ("5", cards.SQUARE)
    return ("05", cards.SQUARE)


def sheet():
    """The card tiles: each suit, the 0/5 card, and backs for a Tune Up."""
    sh = cards.CardSheet((0, 1, 2, 3, 4, 5, 6, _AS0, _AS5, Z05), face)
    sh.tiles[_DOWN] = cards.BACK
    return sh


class Table:
    """The players' columns for state ``st``, drawn with card sheet ``sheet``."""

    def __init__(self, st, sheet):
        n = st.players
        self.n = n
        self.sheet = sheet
        self.w = ui.W // n
        self.group = displayio.Group()
        self.canvas = Canvas(0, TOP, ui.W, HIGH, COLORS)
        self.group.append(self.canvas)
        self.tiles = []
        for p in range(n):
            tile = displayio.TileGrid(sheet.bitmap, pixel_shader=sheet.palette, width=1,
                                      height=1, tile_width=cards.TW, tile_height=cards.TH,
                                      default_tile=cards.BLANK)
            tile.x = p * self.w + 2
            tile.y = TOP + 16
            self.tiles.append(tile)
            self.group.append(tile)
        self.memo = [-1] * (n * PARTS)  # what each part of each column shows
        self.marked = -1                # the column framed, and how
        self.how = 0
        self.original = st.track == 2
        for p in range(n):
            self.canvas.rect(p * self.w + 2, 1, 9, 12, palette.SEATS[p])
            self.canvas.write(str(p + 1), p * self.w + 4, 0, palette.BLACK)

    def _changed(self, p, part, value):
        i = p * PARTS + part
        if self.memo[i] == value:
            return False
        self.memo[i] = value
        return True

    def mark(self, seat, how=TO_MOVE):
        """Frame seat's column (TO_MOVE: dashed yellow, WINNER: solid
        green); seat -1 takes the frame away."""
        if seat == self.marked and how == self.how:
            return
        if self.marked >= 0:
            self._frame(self.marked, None)
        self.marked = seat
        self.how = how
        if seat >= 0:
            self._frame(seat, how)

    def _frame(self, seat, how):
        c = self.canvas
        x = seat * self.w
        w = self.w
        if how != TO_MOVE:   # solid, or cleared
            c.frame(x, 0, w, HIGH, None if how is None else palette.GREEN)
            return
        for i in range(0, w, 4):
            c.rect(x + i, 0, 2, 1, palette.YELLOW)
            c.rect(x + i, HIGH - 1, 2, 1, palette.YELLOW)
        for i in range(0, HIGH, 4):
            c.rect(x, i, 1, 2, palette.YELLOW)
            c.rect(x + w - 1, i, 1, 2, palette.YELLOW)

    def player(self, st, p, spend=0):
        """Chip marks, speed, gas and track of seat p (spend: gas chosen so far)."""
        c = self.canvas
        x = p * self.w
        lead = st.lead == p
        lap = st.laps[p] > 0
        speed = st.speed(p)
        if self._changed(p, HEAD, lead | lap << 1 | speed << 2):
            c.rect(x + 2, 13, 9, 2, palette.WHITE if lead else None)
            for i in range(9):      # a chequered 6x6 flag, 2x2 squares
                c.rect(x + 13 + (i % 3) * 2, 3 + (i // 3) * 2, 2, 2,
                       None if not lap else (palette.WHITE if i & 1 == 0 else palette.BLACK))
            c.rect(x + 20, 0, self.w - 21, 12)
            c.write("+%d" % speed, x + self.w - 2, 0, palette.WHITE, anchor=1.0)
        gas = st.gas[p]
        if self._changed(p, GASSED, gas << 4 | spend):
            for i in range(5):
                c.rect(x + 2 + 6 * i, 48, 4, 4,
                       GAS if i < gas - spend else (SPENT if i < gas else EMPTY))
        pos = st.pos[p]
        if self._changed(p, TRACK, pos):
            for i in range(6):
                if self.original:
                    k = 2 + p if i < pos else 0
                else:
                    k = 2 + p if i == pos else (1 if i < pos else 0)
                c.rect(x + 2 + 5 * i, 53, 4, 3, palette.SEATS[p] if k > 1 else
                       (palette.GREY if k else EMPTY))

    def card(self, p, card, gas, final, one, dim=False):
        """Seat p's card this trick: a suit id, _DOWN, _AS0, _AS5, or -1 none.

        final is its final number; one is True when a 1 is face up in the trick.
        """
        tile = self.tiles[p]
        # set only what changed: setting a tile or a palette redraws it
        t = cards.BLANK if card < 0 else self.sheet.tiles[card]
        if tile[0] != t:
            tile[0] = t
        if card < 0:
            self._words(p, -1, 0, 0, 0)
            return
        shader = self.sheet.dim_palette if dim else self.sheet.palette
        if tile.pixel_shader is not shader:
            tile.pixel_shader = shader
        if card == _DOWN:
            self._words(p, -2, 0, 0, 0)
            return
        v = 0 if one and fragile(card) else printed(card)
        self._words(p, final, v, gas, v != printed(card))

    def _words(self, p, final, v, gas, cut):
        """The final number beside the card and its sum under it (final -1:
        no card, -2: a Tune Up)."""
        if not self._changed(p, WORDS, (final + 2) << 12 | v << 8 | gas << 4 | cut):
            return
        c = self.canvas
        x = p * self.w
        c.rect(x + 18, 21, self.w - 19, 12)
        c.rect(x + 1, 39, self.w - 2, 8)
        if final >= 0:
            c.write(str(final), x + 19, 21, palette.WHITE)
        said = self.said(p)
        if said:
            c.write(said, x + 2, 39, palette.WARN if cut else palette.WHITE, fonts.small())

    def shows(self, p):
        """What seat p's column says: (speed, final number or -1, the sum's
        words, True when the sum is in the warning colour)."""
        w = self.memo[p * PARTS + WORDS]
        return (max(-1, self.memo[p * PARTS + HEAD] >> 2), max(-1, (w >> 12) - 2),
                self.said(p), w > 0 and w & 1 == 1)

    def said(self, p):
        """The sum under seat p's card, as painted: "5+2+1", "tune" or ""."""
        m = self.memo[p * PARTS + WORDS]
        final = (m >> 12) - 2
        if final == -2:
            return "tune"
        if final < 0:
            return ""
        v = m >> 8 & 15
        gas = m >> 4 & 15
        return "%d+%d+%d" % (v, gas, final - v - gas)
