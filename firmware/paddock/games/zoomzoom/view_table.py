"""Zoom Zoom Vroom's table: one column a player, in seat order.

A column shows, top to bottom: the seat chip (colour and number; a white
bar under it marks the lead), a chequered flag for a lap done, the speed
"+N", the card played this trick with its final number beside it and the
sum below ("5+2+1"; a 4 or 5 under the 1 shows "0+2+1"), the gas in front
of the player (five pips), and the speed token on the racetrack (six
spaces, Start first; with Original Speed the lit cells are speed tokens).
A frame marks the player to move, or the winner of a finished trick.

Everything is made once; a redraw recolours shapes, swaps tiles and
rewrites only labels whose words changed.
"""

import displayio
import vectorio

from paddock import ui
from paddock.ui import cards, fonts, palette, shapes, text
from paddock.games.zoomzoom import data
from paddock.games.zoomzoom.codes import AS0, AS5, DOWN, fragile, printed

Z05 = 10        # the card number of an unplayed 0/5 card (the hand's last slot)
GAS = palette.YELLOW
SPENT = palette.WHITE
EMPTY = palette.DARK
TOP = 13        # the columns start under the header
PIPS = (cards.RING, cards.STAR, cards.DIAMOND, cards.CLUB, cards.SPADE,
        cards.HEART, cards.TRIANGLE)


def face(card):
    """(rank, pip) of a suit id, the 0/5 card as played, or unplayed."""
    if card < DOWN:
        return (str(data.VALUE[card]), PIPS[card])
    if card == AS0:
        return ("0", cards.SQUARE)
    if card == AS5:
        return ("5", cards.SQUARE)
    return ("05", cards.SQUARE)


def sheet():
    """The card tiles: each suit, the 0/5 card, and backs for a Tune Up."""
    sh = cards.CardSheet((0, 1, 2, 3, 4, 5, 6, AS0, AS5, Z05), face)
    sh.tiles[DOWN] = cards.BACK
    return sh


def _sprites(w, h, colors, count):
    """A bitmap of count tiles of w x h, each filled with its own colour
    (index 0 is see-through, tile i uses colour i + 1 in a w-1 x h block)."""
    bm = displayio.Bitmap(w * count, h, len(colors) + 1)
    pal = displayio.Palette(len(colors) + 1)
    pal.make_transparent(0)
    for i in range(len(colors)):
        pal[i + 1] = colors[i]
    gap = 2 if h > 3 else 1
    for t in range(count):
        for y in range(h):
            for x in range(w - gap):
                bm[t * w + x, y] = t + 1
    return bm, pal


def _row(bm, pal, w, h, n, x, y):
    g = displayio.TileGrid(bm, pixel_shader=pal, width=n, height=1, tile_width=w,
                           tile_height=h, default_tile=0)
    g.x = x
    g.y = y
    return g


def _flag():
    """A 6x6 chequered lap flag: (bitmap, palette), shared by the columns."""
    bm = displayio.Bitmap(6, 6, 2)
    for y in range(6):
        for x in range(6):
            bm[x, y] = ((x >> 1) + (y >> 1)) & 1
    pal = displayio.Palette(2)
    pal[0] = palette.WHITE
    pal[1] = palette.BLACK
    return bm, pal


class Table:
    """The players' columns for state ``st``, drawn with card sheet ``sheet``."""

    def __init__(self, st, sheet):
        n = st.players
        self.n = n
        self.sheet = sheet
        self.w = ui.W // n
        w = self.w
        font = fonts.text()
        small = fonts.small()
        self.group = displayio.Group()
        # Recoloured through its own palette: swapping a shape's palette
        # does not redraw it in Blinka's displayio.
        self.frame_color = displayio.Palette(2)
        self.frame_rgb = -1
        self.frame = displayio.Group(y=TOP)
        for x, y, fw, fh in ((0, 0, w, 1), (0, 56, w, 1), (0, 0, 1, 57), (w - 1, 0, 1, 57)):
            self.frame.append(vectorio.Rectangle(pixel_shader=self.frame_color, x=x, y=y,
                                                 width=fw * ui.SCALE, height=fh * ui.SCALE,
                                                 color_index=1))
        self.group.append(self.frame)
        pips = _sprites(6, 4, (EMPTY, GAS, SPENT), 3)
        track = _sprites(5, 3, (EMPTY, palette.GREY) + palette.SEATS[:5], 7)
        self.pips = []      # per seat: five gas pips (tiles: empty, gas, spent)
        self.cells = []     # per seat: six track spaces (empty, passed, the token)
        self.tiles = []
        self.leads = []
        self.flags = []
        flag_art = _flag()
        self.speeds = []
        self.finals = []
        self.sums = []
        self.track = data.TRACKS[st.track]
        self.original = st.track == 2
        for p in range(n):
            x = p * w
            col = displayio.Group(x=x)
            color = palette.SEATS[p]
            col.append(shapes.rect(2, TOP + 1, 9, 12, color))
            col.append(text.Text(str(p + 1), 4, TOP, palette.BLACK, font))
            lead = shapes.rect(2, TOP + 13, 9, 2, palette.WHITE)
            self.leads.append(lead)
            col.append(lead)
            flag = displayio.TileGrid(flag_art[0], pixel_shader=flag_art[1], x=13, y=TOP + 3)
            self.flags.append(flag)
            col.append(flag)
            sp = text.Text("", w - 2, TOP, palette.FG, font, anchor=1.0)
            self.speeds.append(sp)
            col.append(sp)
            tile = displayio.TileGrid(sheet.bitmap, pixel_shader=sheet.palette, width=1,
                                      height=1, tile_width=cards.TW, tile_height=cards.TH,
                                      default_tile=cards.BLANK)
            tile.x = 2
            tile.y = TOP + 16
            self.tiles.append(tile)
            col.append(tile)
            fin = text.Text("", 19, TOP + 21, palette.FG, font)
            self.finals.append(fin)
            col.append(fin)
            sm = text.Text("", 2, TOP + 39, palette.FG, small, width=w - 2)
            self.sums.append(sm)
            col.append(sm)
            row = _row(pips[0], pips[1], 6, 4, 5, 2, TOP + 48)
            self.pips.append(row)
            col.append(row)
            row = _row(track[0], track[1], 5, 3, 6, 2, TOP + 53)
            self.cells.append(row)
            col.append(row)
            self.group.append(col)

    def mark(self, seat, color):
        """Frame seat's column in color; -1 hides the frame."""
        if seat < 0:
            self.frame.hidden = True
            return
        self.frame.x = seat * self.w
        self.frame.hidden = False
        if self.frame_rgb != color:
            self.frame_rgb = color
            self.frame_color[0] = color
            self.frame_color[1] = color

    def player(self, st, p, spend=0):
        """Chip marks, speed, gas and track of seat p (spend: gas chosen so far)."""
        self.leads[p].hidden = st.lead != p
        self.flags[p].hidden = st.laps[p] == 0
        text.put(self.speeds[p], "+%d" % st.speed(p))
        pips = self.pips[p]
        gas = st.gas[p]
        for i in range(5):
            t = 0
            if i < gas - spend:
                t = 1
            elif i < gas:
                t = 2
            if pips[i] != t:
                pips[i] = t
        cells = self.cells[p]
        pos = st.pos[p]
        for i in range(6):
            if self.original:
                t = 2 + p if i < pos else 0
            else:
                t = 2 + p if i == pos else (1 if i < pos else 0)
            if cells[i] != t:
                cells[i] = t

    def card(self, p, card, gas, final, one, dim=False):
        """Seat p's card this trick: a suit id, DOWN, AS0, AS5, or -1 none.

        final is its final number; one is True when a 1 is face up in the trick.
        """
        tile = self.tiles[p]
        if card < 0:
            tile[0] = cards.BLANK
            text.put(self.finals[p], "")
            text.put(self.sums[p], "")
            return
        tile[0] = self.sheet.tiles[card]
        tile.pixel_shader = self.sheet.dim_palette if dim else self.sheet.palette
        if card == DOWN:
            text.put(self.finals[p], "")
            text.put(self.sums[p], "tune")
            return
        v = 0 if one and fragile(card) else printed(card)
        text.put(self.finals[p], str(final))
        text.put(self.sums[p], "%d+%d+%d" % (v, gas, final - v - gas))
        text.color(self.sums[p], palette.WARN if v != printed(card) else palette.FG)
