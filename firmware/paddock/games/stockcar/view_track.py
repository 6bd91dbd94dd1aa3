"""Stock Car Championship's track and drivers, under the header.

The track strip shows the lead draft as a line of numbered car chips, the
leader at the left: a space between two chips is a gap (wider for more car
lengths), a grey S chip is SLOW TRAFFIC, a raised chip is HIGH IN TURN.
Under a chip, a short mark: "2W" TWO WIDE, "-1L" laps down, "hi" HIGH IN
TURN. After a bar come the cars off the lead draft with their seconds
behind ("12s"), then the cars in the pits ("pit"). A frame marks the car
that decides now.

Below it, one row a driver in seat order: colour and number, name, race
position (P1, PIT, OUT), the speed rating on top of the DISCARD PILE (it
sets the order of movement), cards in hand, a tick once moved this turn,
held event cards (ET ENGINE TROUBLE, CT CAR TOO TIGHT, BD BODY DAMAGE, TW
TIRES WORN) and permanent cards (+LT, +ES, +CS).

Everything is made once; a redraw moves tiles and rewrites only labels
whose words changed.
"""

import displayio

from paddock import ui
from paddock.ui import fonts, palette, shapes, text
from paddock.games.stockcar import data
from paddock.games.stockcar import codes as C

CW = 13          # chip width and height
CH = 11
SLOW_TILE = 5    # sheet tiles: 0 blank, 1-4 the cars, 5 SLOW TRAFFIC
HELD = ((data.ENGINE_TROUBLE, "ET"), (data.CAR_TOO_TIGHT, "CT"),
        (data.BODY_DAMAGE, "BD"), (data.TIRES_WORN, "TW"))
PERMS = ((data.LEARN_TRACK, "+LT"), (data.ENGINE_SETTING, "+ES"), (data.CAR_SETUP, "+CS"))
S_GLYPH = (0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110)
DASHES = 3       # car lengths of a gap drawn as dashes; a longer gap shows 3
ACTING = (C.ACTION, C.RESPOND, C.DRAFTING, C.FOLLOWING, C.CHALLENGED, C.PASS_TWO)


def chip_sheet():
    """(bitmap, palette): the car chips, coloured, numbered in black."""
    from paddock.ui import glyphs   # dropped once the view is built
    n = 6
    bm = displayio.Bitmap(CW * n, CH, 8)
    pal = displayio.Palette(8)
    pal.make_transparent(0)
    pal[1] = palette.BLACK
    for i in range(4):
        pal[2 + i] = palette.SEATS[i]
    pal[6] = palette.GREY
    for t in range(1, n):
        body = 1 + t if t < SLOW_TILE else 6
        for y in range(CH):
            for x in range(CW - 1):
                bm[t * CW + x, y] = body
        bm[t * CW, 0] = bm[t * CW + CW - 2, 0] = 0
        bm[t * CW, CH - 1] = bm[t * CW + CW - 2, CH - 1] = 0
        rows = glyphs.CHARS[str(t)] if t < SLOW_TILE else S_GLYPH
        glyphs.draw(bm, rows, glyphs.CHAR_W, t * CW + 3, 2, 1)
    return bm, pal


class Track:
    """The strip and the driver rows for state ``st``; ``top`` is its y."""

    def __init__(self, st, names, top):
        n = st.players
        self.n = n
        self.top = top
        self.row_y = top + 7               # chips sit here; HIGH IN TURN higher
        small = fonts.small()
        self.group = displayio.Group()
        self.group.append(shapes.rect(0, top, ui.W, 27, 0x1A1A1A))
        bm, pal = chip_sheet()
        self.chips = []
        self.marks = []
        for _ in range(n + 3):              # every car and up to 3 SLOW TRAFFIC
            g = displayio.TileGrid(bm, pixel_shader=pal, width=1, height=1,
                                   tile_width=CW, tile_height=CH, default_tile=0)
            g.y = self.row_y
            self.chips.append(g)
            self.group.append(g)
            lb = text.Text("", 0, self.row_y + CH, palette.FG, small, anchor=0.5,
                           width=CW + 8)
            self.marks.append(lb)
            self.group.append(lb)
        self.dashes = []                    # a dash a car length of each gap
        for _ in range((n + 2) * DASHES):
            d = shapes.rect(0, self.row_y + CH // 2, 4, 1, palette.GREY)
            d.hidden = True
            self.dashes.append(d)
            self.group.append(d)
        self.bars = []                      # before the cars off the draft, the pits
        for _ in range(2):
            b = shapes.rect(0, top + 3, 1, 20, palette.GREY)
            b.hidden = True
            self.bars.append(b)
            self.group.append(b)
        self.empty = text.Text("Qualifying: line-up by speed", 4, top + 9, palette.GREY,
                               small)
        self.group.append(self.empty)
        self.frame = shapes.frame(0, 0, CW + 1, CH + 2, palette.YELLOW)
        self.frame.hidden = True
        self.group.append(self.frame)
        y = top + 27
        self._framed = False
        self.names = []
        self.infos = []
        for s in range(n):
            self.group.append(shapes.rect(1, y + s * 8, 4, 6, palette.SEATS[s]))
            lb = text.Text(text.fit("%d %s" % (s + 1, names[s]), 8), 7, y + s * 8,
                           palette.FG, small, width=39)
            self.names.append(lb)
            self.group.append(lb)
            lb = text.Text("", 46, y + s * 8, palette.FG, small)
            self.infos.append(lb)
            self.group.append(lb)
        self.bottom = y + 4 * 8

    # -- the strip -----------------------------------------------------------
    def draw(self, st, who):
        """Lay out the line, the cars off it and the pits; frame seat who."""
        x = 2
        k = 0
        dash = 0
        self._framed = False
        for i in range(st.nline):
            v = st.line[i]
            if i and st.gap[i]:
                for _ in range(min(st.gap[i], DASHES)):
                    if dash < len(self.dashes):
                        d = self.dashes[dash]
                        d.x = x + 1
                        d.hidden = False
                        dash += 1
                    x += 7
            if v >= C.SLOW:
                k = self._put(k, x, SLOW_TILE, "", False)
            else:
                mark = ""
                if st.down[v]:
                    mark = "-%dL" % st.down[v]
                elif st.hit[v]:
                    mark = "hi"
                elif st.tw[v]:
                    mark = "2W"
                k = self._put(k, x, v + 1, mark, st.hit[v], v == who)
            x += CW + 2
        x = self._bar(0, x, st.noff)
        for j in range(st.noff):
            s = st.offq[j]
            k = self._put(k, x, s + 1, "%ds" % st.behind[s], False, s == who)
            x += CW + 3
        pits = [s for s in range(st.players) if st.status[s] == C.PITTING]
        x = self._bar(1, x, len(pits))
        for s in pits:
            k = self._put(k, x, s + 1, "pit", False, s == who)
            x += CW + 3
        for j in range(k, len(self.chips)):
            self.chips[j].hidden = True
            text.put(self.marks[j], "")
        for j in range(dash, len(self.dashes)):
            self.dashes[j].hidden = True
        if not self._framed:
            self.frame.hidden = True
        self.empty.hidden = k > 0

    def _put(self, k, x, tile, mark, high, framed=False):
        g = self.chips[k]
        g[0] = tile
        g.x = x
        g.y = self.row_y - (6 if high else 0)
        g.hidden = False
        lb = self.marks[k]
        text.put(lb, mark)
        lb.anchored_position = (x + CW // 2, self.row_y + CH)
        if framed:
            self.frame.x = x - 1
            self.frame.y = g.y - 1
            self.frame.hidden = False
            self._framed = True
        return k + 1

    def _bar(self, i, x, count):
        b = self.bars[i]
        b.hidden = count == 0
        if count:
            b.x = x
            x += 4
        return x

    # -- the drivers --------------------------------------------------------------
    def rows(self, st, holder):
        order = st.race_order()
        acting = st.phase in ACTING
        for s in range(st.players):
            if st.status[s] == C.OUT:
                pos = "OUT"
            elif st.status[s] == C.PITTING:
                pos = "PIT"
            else:
                pos = "P%d" % (order.index(s) + 1) if s in order else "--"
            top = st.top_speed(s)
            words = "%s %s %dc" % (pos, ".%03d" % top if top else "----",
                                   st.hands[s].n + (st.pend[s].n if s != holder else 0))
            if acting and st.moved[s] and st.status[s] == C.RACING:
                words += " \u2713"
            for kind, code in HELD:
                if st.placed(s, 0, kind):
                    words += " " + code
            for eff, code in PERMS:
                if st.placed(s, 1, eff):
                    words += " " + code
            text.put(self.infos[s], words)
            text.color(self.names[s], palette.GREY if st.status[s] == C.OUT else palette.FG)
