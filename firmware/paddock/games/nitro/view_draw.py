"""Nitro's screen, built once and drawn from the rules state: the header,
the Wasteland (or the Repair Shop / Junkyard table over it), the players'
chips with their rows, the equipped cards, the hand, the buttons, the
detail lines and the log line. ``view.GameView`` adds the keys.

Layout at 160 wide: the Wasteland's 6 columns on the left (10 px spaces,
the far edge up), the panel on the right; everything but the three text
lines is tiles, so a redraw sets tiles and moves frames.
"""

import displayio

from paddock import ui
from paddock.ui import fonts, palette, shapes, text
from paddock.games.nitro import data
from paddock.games.nitro import view_tiles as vt
from paddock.games.nitro.view_parts import CardRow, Numbers, card_tiles, grid, set_tile

TOP = 14            # under the header
PX = 62             # the panel's left edge
CHIP_Y = TOP
NUM_Y = TOP + 12
GEAR_Y = TOP + 19
HAND_Y = GEAR_Y + 17
ACT_Y = HAND_Y + 2 * vt.CH + 1
DETAIL_Y = ACT_Y + 13
W = data.WIDTH


class Layout:
    """The display objects (made by ``build``); the drawing methods."""

    def build(self, st):
        self.new_screen()
        g = self.group
        self.map_rows = (DETAIL_Y - 2 - TOP) // vt.CELL
        mr = self.map_rows
        from paddock.games.nitro import view_sheets as sheets
        sheet = sheets.map_sheet()
        self.sheet = sheet
        self.mapg = displayio.Group(y=TOP)
        self.terrain = grid(sheet, W, mr, vt.CELL, vt.CELL)
        self.marks = grid(sheet, W, mr, vt.CELL, vt.CELL)
        self.overlay = grid(sheet, W, mr, vt.CELL, vt.CELL)
        for part in (self.terrain, self.marks, self.overlay):
            self.mapg.append(part)
        g.append(self.mapg)
        self.bottom = -1        # the lowest Wasteland row on show
        self.chips = []
        for s in range(st.players):
            chip = grid(sheet, 1, 1, vt.CELL, vt.CELL, PX + s * vt.CW + 2, CHIP_Y)
            chip[0] = vt.MARKER + s
            self.chips.append(chip)
            g.append(chip)
        flag = grid(sheet, 1, 1, vt.CELL, vt.CELL, PX + 6 * vt.CW + 2, CHIP_Y)
        flag[0] = vt.FLAG
        g.append(flag)
        self.mover = shapes.rect(0, CHIP_Y + 10, 10, 1, palette.WHITE)
        g.append(self.mover)
        self.nums = Numbers(7 * vt.CW, PX, NUM_Y)
        g.append(self.nums.group)
        bodies = sheets.body_sheet()
        letters = sheets.letter_sheet()
        self.gear = CardRow(bodies, letters, PX, GEAR_Y)
        self.hand0 = CardRow(bodies, letters, PX, HAND_Y)
        self.hand1 = CardRow(bodies, letters, PX, HAND_Y + vt.CH)
        self.buttons = grid(sheets.button_sheet(), 4, 1, vt.BW, vt.BH, PX, ACT_Y)
        for part in (self.gear, self.hand0, self.hand1):
            g.append(part.group)
        g.append(self.buttons)
        # The Repair Shop or Junkyard table, over the Wasteland.
        t = self.table = displayio.Group(y=TOP)
        t.hidden = True
        t.append(shapes.rect(0, 0, W * vt.CELL, mr * vt.CELL, palette.BLACK))
        t.append(shapes.frame(0, 0, W * vt.CELL, mr * vt.CELL, palette.DARK))
        self.t_title = Numbers(58, 1, 3, palette.ORANGE)
        self.t_cards = CardRow(bodies, letters, 2, 12, 4)
        self.t_price = Numbers(58, 2, 30)
        self.t_order = Numbers(58, 2, 39, palette.YELLOW)
        self.t_bill = Numbers(58, 1, 52, palette.SKY)
        self.t_paid = Numbers(58, 1, 61, palette.SKY)
        for part in (self.t_title, self.t_cards, self.t_price, self.t_order, self.t_bill,
                     self.t_paid):
            t.append(part.group)
        g.append(t)
        _drop("view_sheets")
        # Cursor frames: a card, a space or chip, a button.
        self.frames = (shapes.frame(0, 0, vt.CW + 1, vt.CH + 1, palette.YELLOW),
                       shapes.frame(0, 0, vt.CELL + 2, vt.CELL + 2, palette.YELLOW),
                       shapes.frame(0, 0, vt.BW + 1, vt.BH + 1, palette.YELLOW))
        for f in self.frames:
            f.hidden = True
            g.append(f)
        small = fonts.small()
        lines = (ui.H - 8 - DETAIL_Y) // 8
        self.detail_cols = (ui.W - 8) // 5  # 5 px a letter, a few 6
        self.detail_lines = lines
        self.detail = text.Text(" ", 1, DETAIL_Y - 2, palette.FG, small, ui.W - 2, lines)
        g.append(self.detail)
        self.log = text.LogLine(ui.H - 8, font=small)
        self.log.cols = self.detail_cols
        g.append(self.log.group)

    # -- the Wasteland -------------------------------------------------------
    def scroll(self, focus, cursor=False):
        """Show rows so that row focus is on screen (a cursor: near an edge
        only when it must be; otherwise focus sits low, the way ahead shown)."""
        st = self.state
        mr = self.map_rows
        b = self.bottom
        if cursor:
            if focus < b + 1 or b < 0:
                b = focus - 1
            elif focus > b + mr - 2:
                b = focus - mr + 2
        else:
            b = focus - 2
        b = max(0, min(b, st.rows - mr))
        if b != self.bottom:
            self.bottom = b
            top = b + mr - 1
            for i in range(mr):
                r = top - i
                for c in range(W):
                    sp = st.grid[r * W + c]
                    t = (vt.FINISH if r == st.finish else vt.TERRAIN) + (sp & 1) * 5 + (sp >> 1)
                    set_tile(self.terrain, i * W + c, t)

    def cell_xy(self, r, c):
        """Screen (x, y) of Wasteland row r, column c (row on show)."""
        return c * vt.CELL, TOP + (self.bottom + self.map_rows - 1 - r) * vt.CELL

    def draw_map(self, reach, targets):
        """Markers, reachable spaces (a set of space numbers) and targets."""
        st = self.state
        mr = self.map_rows
        top = self.bottom + mr - 1
        lead = st.to_move() if not st.over() else st.winner
        for i in range(mr * W):
            r = top - i // W
            c = i % W
            who = -1
            n = 0
            aimed = False
            for s in range(st.players):
                if st.row[s] == r and st.col[s] == c and (st.phase != 0 or s < st.cur):
                    n += 1
                    if who < 0 or s == lead:
                        who = s
                    aimed = aimed or targets >> s & 1
            set_tile(self.marks, i, 0 if who < 0 else (vt.MORE if n > 1 else vt.MARKER) + who)
            o = 0
            if aimed:
                o = vt.TARGET
            elif r * W + c in reach:
                o = vt.REACH
            set_tile(self.overlay, i, o)

    # -- the panel -----------------------------------------------------------
    def draw_chips(self):
        st = self.state
        for s in range(st.players):
            self.nums.put(s * vt.CW + 2, str(st.row[s] + 1))
        self.nums.put(6 * vt.CW + 2, str(st.rows))
        seat = st.to_move() if not st.over() else st.winner
        self.mover.x = PX + seat * vt.CW + 2

    def draw_table(self):
        """The Repair Shop's or the Junkyard's cards, prices and bill."""
        st = self.state
        shop = st.phase == 4
        pile = st.shop if shop else st.junk
        self.t_title.put(0, "REPAIR SHOP" if shop else "JUNKYARD", 58)
        left = list(st.order.list()) if shop else []
        for i in range(4):
            if i < pile.n:
                t = pile[i]
                self.t_cards.put(i, 1 + data.kind(t), 1 + t)
                self.t_price.put(i * vt.CW, str(data.price(t)), 12)
                mark = ""
                if t in left:
                    left.remove(t)
                    mark = "OK"
                self.t_order.put(i * vt.CW, mark, 13)
            else:
                self.t_cards.put(i, 0, 0)
                self.t_price.put(i * vt.CW, "", 12)
                self.t_order.put(i * vt.CW, "", 13)
        if shop:
            from paddock.games.nitro import places
            self.t_bill.put(0, "OWED %d" % places.owed(st), 58)
            self.t_paid.put(0, "PAID %d" % st.paid, 58)
        else:
            self.t_bill.put(0, "TAKE ONE", 58)
            self.t_paid.put(0, "", 58)

    def draw_rows(self, rows, dims):
        """The equipped cards (or the table's), the hand and the buttons."""
        from paddock.games.nitro.view_items import GEAR, HAND, ACT, TABLE
        gear = rows[GEAR]
        for i in range(7):
            if i < len(gear):
                b, c = card_tiles(gear[i], dims[GEAR] >> i & 1)
                self.gear.put(i, b, c)
            else:
                self.gear.put(i, 0, 0)
        hand = rows[HAND]
        for j in range(14):
            k = self.hoff + j
            row = self.hand0 if j < 7 else self.hand1
            if k < len(hand):
                b, c = card_tiles(hand[k], dims[HAND] >> k & 1)
                row.put(j % 7, b, c)
            else:
                row.put(j % 7, 0, 0)
        act = rows[ACT]
        for i in range(4):
            t = 0
            if i < len(act):
                t = act[i][1] + (len(vt.WORDS) if dims[ACT] >> i & 1 else 0)
            set_tile(self.buttons, i, t)
        tab = rows[TABLE]
        for i in range(len(tab)):
            b, c = card_tiles(tab[i], dims[TABLE] >> i & 1)
            self.t_cards.put(i, b, c)


def _drop(name):
    """Forget a module used only while building (its code can be collected)."""
    import sys
    from paddock.games import nitro
    sys.modules.pop("paddock.games.nitro." + name, None)
    if hasattr(nitro, name):
        delattr(nitro, name)
