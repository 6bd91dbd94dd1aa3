"""Stock Car Championship's track and drivers, under the header.

The strip shows the lead draft as numbered car chips, the leader at the
left: dashes between two chips are a gap (one a car length, three at most),
a grey S chip is SLOW TRAFFIC, a chip drawn higher is HIGH IN TURN. Under a
chip, a short mark: "2W" TWO WIDE, "-1L" laps down, "hi" HIGH IN TURN.
After a bar come the cars off the lead draft with their seconds behind
("12s"), then the cars in the pits ("pit"). A yellow frame marks the car
that decides now.

Below it, a row a driver in seat order: colour and number, name, race
position (P1, PIT, OUT), the speed rating on top of the DISCARD PILE (it
sets the order of movement), cards in hand, a tick once moved this turn,
held event cards (ET ENGINE TROUBLE, CT CAR TOO TIGHT, BD BODY DAMAGE, TW
TIRES WORN) and permanent cards (+LT, +ES, +CS).

The strip is one bitmap, painted again (in C: fills and blits) when the
race moves; the rows are two labels (names, and the rest) rewritten only when their
words change.
"""

import bitmaptools
import displayio

from paddock import ui
from paddock.ui import fonts, palette, shapes, text
from paddock.games.stockcar import data

from micropython import const

# Track cards and table values (``events`` names them for tests), folded.
_ENGINE_TROUBLE = const(8)
_CAR_TOO_TIGHT = const(9)
_BODY_DAMAGE = const(10)
_TIRES_WORN = const(11)

# Codes (``codes``), folded into the bytecode.
_RACING = const(0)
_PITTING = const(1)
_OUT = const(2)
_ACTION = const(6)
_SLOW = const(8)
_PASS_TWO = const(11)

_CW = const(13)         # a chip's width and height
_CH = const(10)
# Held event cards and permanent cards, as the rows show them.
_HELD = (_ENGINE_TROUBLE, _CAR_TOO_TIGHT, _BODY_DAMAGE, _TIRES_WORN)
_HELD_CODES = " ET CT BD TW"
_PERMS = (data.LEARN_TRACK, data.ENGINE_SETTING, data.CAR_SETUP)
_PERM_CODES = " +LT +ES +CS"
# Palette indexes: 1 is the ink a font blits (marks), chips' digits are black.
_BLACK = const(2)
_GREY = const(3)
_FRAME = const(4)
_SEAT = const(5)
_COLORS = (0, palette.FG, palette.BLACK, palette.GREY, palette.YELLOW) + palette.SEATS[:4]


def _blit(bm, font, words, x, y):
    """words in font (proportional) at (x, y) of bm, in the ink index."""
    for ch in words:
        i = font.index(ch)
        w = font.art[i]
        if x + w <= bm.width:
            bitmaptools.blit(bm, font.bitmap, x, y, x1=font.x[i], y1=0, x2=font.x[i] + w,
                             y2=font.h, skip_source_index=0)
        x += w + font.spacing
    return x


def _chips(font):
    """The chip sheet: cars 1-4 in their colours, then SLOW TRAFFIC's S, each
    with its number or letter in black (set pixel by pixel, once)."""
    bm = displayio.Bitmap(_CW * 5, _CH, len(_COLORS))
    src = font.bitmap
    for t in range(5):
        x = t * _CW
        bitmaptools.fill_region(bm, x, 0, x + _CW - 1, _CH, _SEAT + t if t < 4 else _GREY)
        for cx in (x, x + _CW - 2):
            bm[cx, 0] = 0           # round the corners
            bm[cx, _CH - 1] = 0
        i = font.index("S" if t == 4 else str(t + 1))
        for c in range(font.art[i]):
            for r in range(font.h):
                if src[font.x[i] + c, r]:
                    bm[x + 4 + c, 1 + r] = _BLACK
    return bm


class Track:
    """The strip and the driver rows for state ``st``; ``top`` is its y and
    ``tall`` the strip's height (20 or more)."""

    def __init__(self, st, names, top, tall):
        n = st.players
        self.font = fonts.small()
        self.pal = displayio.Palette(len(_COLORS))
        for i in range(1, len(_COLORS)):
            self.pal[i] = _COLORS[i]
        self.pal.make_transparent(0)
        self.group = displayio.Group()
        self.group.append(shapes.rect(0, top, ui.W, tall, 0x1A1A1A))
        bm = Track.bm
        Track.bm = None
        if bm is None or bm.width != ui.W or bm.height != tall:
            bm = displayio.Bitmap(ui.W, tall, len(_COLORS))
        self.bm = bm
        self.group.append(displayio.TileGrid(self.bm, pixel_shader=self.pal, y=top))
        self.sheet = _chips(self.font)
        self.row = tall - 18           # where a chip sits; HIGH IN TURN 2 higher
        y = top + tall
        pips = displayio.Bitmap(4, 8 * n, len(_COLORS))
        for s in range(n):
            bitmaptools.fill_region(pips, 0, s * 8 + 1, 4, s * 8 + 7, _SEAT + s)
        self.group.append(displayio.TileGrid(pips, pixel_shader=self.pal, x=1, y=y))
        # Seat number and name, as much as 36 pixels hold (the header and
        # the log say the whole name).
        self.names = text.Text("\n".join("%d %s" % (s + 1, names[s]) for s in range(n)), 7, y,
                               palette.FG, self.font, width=36, rows=n)
        self.group.append(self.names)
        # The rows' words, one label of a line a driver (one bitmap, not four).
        self.info = text.Text("", 44, y, palette.FG, self.font, rows=n)
        self.group.append(self.info)
        self.bottom = y + 8 * n
        self.frame = None        # (x, y) of the chip that decides

    # -- the strip -----------------------------------------------------------
    def draw(self, st, who, empty):
        """Lay out the line, the cars off it and the pits; frame seat who;
        with no car on the track, the words empty."""
        bm = self.bm
        bm.fill(0)
        self.frame = None
        x = 2
        for i in range(st.nline):
            v = st.line[i]
            if i and st.gap[i]:
                for _ in range(min(st.gap[i], 3)):
                    bitmaptools.fill_region(bm, x + 1, self.row + 5, x + 5, self.row + 6, _GREY)
                    x += 7
            if v >= _SLOW:
                self._chip(x, 4, "", False, False)
            else:
                mark = ""
                if st.down[v]:
                    mark = "-%dL" % st.down[v]
                elif st.hit[v]:
                    mark = "hi"
                elif st.tw[v]:
                    mark = "2W"
                self._chip(x, v, mark, st.hit[v], v == who)
            x += _CW + 2
        pits = [s for s in range(st.players) if st.status[s] == _PITTING]
        for part in (0, 1):
            cars = st.offq[:st.noff] if part == 0 else pits
            if cars:
                bitmaptools.fill_region(bm, x, 2, x + 1, bm.height - 2, _GREY)
                x += 4
            for s in cars:
                self._chip(x, s, "%ds" % st.behind[s] if part == 0 else "pit", False, s == who)
                x += _CW + 3
        if x == 2:
            _blit(bm, self.font, empty, 4, self.row + 1)

    def _chip(self, x, tile, mark, high, framed):
        bm = self.bm
        if x + _CW > bm.width:
            return
        y = self.row - (2 if high else 0)
        bitmaptools.blit(bm, self.sheet, x, y, x1=tile * _CW, y1=0, x2=tile * _CW + _CW - 1,
                         y2=_CH, skip_source_index=0)
        if framed:
            self.frame = (x, y)
            for x1, y1, x2, y2 in ((x - 1, y - 1, x + _CW, y),
                                   (x - 1, y + _CH, x + _CW, y + _CH + 1),
                                   (x - 1, y - 1, x, y + _CH + 1),
                                   (x + _CW - 1, y - 1, x + _CW, y + _CH + 1)):
                bitmaptools.fill_region(bm, max(x1, 0), max(y1, 0), x2, y2, _FRAME)
        if mark:
            w = self.font.width(mark)
            _blit(bm, self.font, mark, x + (_CW - w) // 2, self.row + _CH)

    # -- the drivers --------------------------------------------------------------
    def rows(self, st, holder):
        """One row a driver: position, speed on top of the DISCARD PILE,
        cards in hand, a tick once moved, held and permanent cards."""
        order = st.race_order()
        acting = _ACTION <= st.phase <= _PASS_TWO
        lines = []
        for s in range(st.players):
            if st.status[s] == _OUT:
                pos = "OUT "
            elif st.status[s] == _PITTING:
                pos = "PIT "
            else:
                pos = "P%d " % (order.index(s) + 1) if s in order else ""
            top = st.top_speed(s)
            n = st.hands[s].n + (st.pend[s].n if s != holder else 0)
            words = "%s%s%d card%s" % (pos, ".%03d " % top if top else "", n,
                                       "" if n == 1 else "s")
            if acting and st.moved[s] and st.status[s] == _RACING:
                words += " \u2713"
            for i in range(4):
                if st.placed(s, 0, _HELD[i]):
                    words += _HELD_CODES[3 * i:3 * i + 3]
            for i in range(3):
                if st.placed(s, 1, _PERMS[i]):
                    words += _PERM_CODES[4 * i:4 * i + 4]
            if self.font.width(words) > ui.W - 44:    # a crowded row: "7c", 7 cards
                words = words.replace(" cards", "c").replace(" card", "c")
            lines.append(words)
        text.put(self.info, "\n".join(lines))


# The strip's bitmap, made as the view's modules load (see ``view_hand``).
Track.bm = displayio.Bitmap(ui.W, 20 + (ui.H - 120) // 2, len(_COLORS))
