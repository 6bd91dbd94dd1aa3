"""Nitro's screen: where the cursor is, what it is on, and the lines that
say so. A mixin of ``view.GameView`` (its fields are made there)."""

from paddock.ui import palette, text
from paddock.games.nitro import codes, data
from paddock.games.nitro import view_items as vi
from paddock.games.nitro.view_draw import ACT_Y, GEAR_Y, HAND_Y, PX, CHIP_Y
from paddock.games.nitro.view_tiles import CW, CH, BW

PANEL, MAP = 0, 1
# Panel rows, top to bottom (the table sits over the map, first).
N_TABLE, N_CHIPS, N_GEAR, N_HAND0, N_HAND1, N_ACT = range(6)


class Cursor:
    # -- what is where -------------------------------------------------------------
    def _row_items(self, n):
        """(items, first index) of nav row n."""
        it = self.items
        if n == N_TABLE:
            return it[vi.TABLE], 0
        if n == N_CHIPS:
            return it[vi.CHIPS], 0
        if n == N_GEAR:
            return it[vi.GEAR], 0
        if n == N_ACT:
            return it[vi.ACT], 0
        first = self.hoff + 7 * (n - N_HAND0)
        hand = it[vi.HAND]
        return hand[first:first + 7], first

    def item(self):
        got, _ = self._row_items(self.nrow)
        return got[self.col] if self.col < len(got) else None

    def _dim_bits(self):
        dims = [0] * 5
        for r in range(5):
            got = self.items[r]
            for i in range(len(got)):
                if vi.refused(got[i], self.legal):
                    dims[r] |= 1 << i
        return dims

    def moved_cursor(self, keyed=True):
        """The cursor moved (or all was redrawn): frame, map, detail, reason."""
        st = self.state
        item = None
        seat = self.turns.holder
        if self.focus == MAP and self.mine:
            self.scroll(self.crow, True)
            x, y = self.cell_xy(self.crow, self.ccol)
            self.frame_at(1, x, y)
        elif self.mine:
            item = self.item()
            self._frame_item()
        else:
            self.frame_at(-1, 0, 0)
        targets = vi.marks(st, seat, self.mine, item)
        focus = st.row[st.winner if st.over() else st.to_move()]
        if targets:
            for s in range(st.players):
                if targets >> s & 1:
                    focus = st.row[s]
                    break
        if item is not None and item[0] == vi.K_SEAT:
            focus = st.row[item[1]]
        if self.focus != MAP or not self.mine:
            self.scroll(focus)
        key = (self.bottom, targets)
        if key != self.map_key:     # a cursor move redraws the map only if it must
            self.map_key = key
            self.draw_map(self.reach, targets)
        self._detail(item)

    def _frame_item(self):
        n = self.nrow
        c = self.col
        if n == N_TABLE:
            self.frame_at(0, 2 + c * CW, 26)
        elif n == N_CHIPS:
            self.frame_at(1, PX + c * CW + 2, CHIP_Y)
        elif n == N_GEAR:
            self.frame_at(0, PX + c * CW, GEAR_Y)
        elif n == N_ACT:
            self.frame_at(2, PX + c * BW, ACT_Y)
        else:
            self.frame_at(0, PX + c * CW, HAND_Y + (n - N_HAND0) * CH)

    def _detail(self, item):
        from paddock.games.nitro import view_words as vw
        st = self.state
        seat = self.turns.holder
        why = None
        if self.focus == MAP and self.mine:
            sp = self.crow * data.WIDTH + self.ccol
            move = (codes.START + self.ccol) if st.phase == codes.PH_PLACE else codes.DEST + sp
            steps = 0
            if move >= codes.DEST and move in self.legal:
                from paddock.games.nitro import drive
                steps = drive.reach_for(st, seat, drive.budget(st, seat)).need(sp)
            words = vw.space(st, sp, steps)
            if move not in self.legal:
                why = "you are here" if sp == st.row[seat] * data.WIDTH + st.col[seat] \
                    else st.why_not(move)
        elif item is None:
            words = ""
        else:
            kind, v = item[0], item[1]
            if kind == vi.K_SEAT:
                words = vw.player(st, v, self.names[v])
            elif kind == vi.K_RIDE:
                words = vw.ride(v)
            elif kind == vi.K_CARD or kind == vi.K_CODE:
                words = vw.code(v)
            elif kind == vi.K_WORD:
                words = vw.action(st, seat, v)
            else:
                words = vw.slot(kind == vi.K_SLOT_W)
            why = vi.why(st, item, self.legal) if self.mine else None
        prompt = vw.prompt(st, st.to_move(), self.names) if self.mine else None
        if prompt:
            words = prompt + "\n" + words
        self.say_detail(words)
        if why:
            self.note(why, palette.WARN)
        else:
            self.note(self.turns.line)

    def _place_cursor(self):
        """A new situation for the player: put the cursor on its first choice."""
        st = self.state
        if not self.mine:
            self.focus = PANEL
            self.where = None
            return
        where = (st.phase, st.aim_by, st.drop_seat, st.to_move(), st.moved)
        if where != self.where:
            self.where = where
            self._default_cursor(st)
        self._clamp()

    def _default_cursor(self, st):
        self.focus = PANEL
        self.hoff = 0
        ph = st.phase
        if st.aim_by >= 0:
            self._first(N_CHIPS)
        elif st.drop_seat >= 0:
            self._first(N_GEAR)
        elif ph == codes.PH_PLACE:
            self.focus = MAP
            self.crow = 0
            self.ccol = 1
        elif ph == codes.PH_WINDOW:
            if not self._first(N_HAND0) and not self._first(N_HAND1):
                self._first(N_ACT)
        elif ph == codes.PH_SHOP or ph == codes.PH_JUNK:
            self._first(N_TABLE)
        elif ph == codes.PH_GIVE:
            self._first(N_HAND0)
        elif ph == codes.PH_TURN:
            if not st.moved or not self._first(N_GEAR):
                self.nrow = N_ACT
                self.col = 1 if st.moved else 0

    def _first(self, n):
        """Cursor on the first choosable item of nav row n; False if none."""
        got, first = self._row_items(n)
        for i in range(len(got)):
            if got[i][2] != -1 and not vi.why(self.state, got[i], self.legal):
                self.nrow = n
                self.col = i
                return True
        return False

    def _clamp(self):
        while self.hoff and self.hoff >= len(self.items[vi.HAND]):
            self.hoff -= 7
        got, _ = self._row_items(self.nrow)
        if not got:
            for n in (N_ACT, N_HAND0, N_GEAR, N_CHIPS):
                if self._row_items(n)[0]:
                    self.nrow = n
                    break
            got, _ = self._row_items(self.nrow)
        self.col = max(0, min(self.col, len(got) - 1))

    def _step_row(self, step):
        hand = len(self.items[vi.HAND])
        n = self.nrow
        if step > 0 and n == N_HAND1 and self.hoff + 14 < hand:
            self.hoff += 7
            self.draw_rows(self.items, self.dims)
            return
        if step < 0 and n == N_HAND0 and self.hoff:
            self.hoff -= 7
            self.draw_rows(self.items, self.dims)
            return
        for _ in range(6):
            n = (n + step) % 6
            if self._row_items(n)[0]:
                break
        self.nrow = n
        self._clamp()

    def frame_at(self, which, x, y):
        """Show cursor frame which (0 card, 1 space/chip, 2 button) at x, y."""
        for i in range(3):
            f = self.frames[i]
            if i == which:
                f.x = x - 1
                f.y = y - 1
                f.hidden = False
            elif not f.hidden:
                f.hidden = True

    def say_detail(self, words):
        """The detail lines: words wrapped, cut to the lines there are."""
        lines = text.wrap(words, self.detail_cols).split("\n")
        if len(lines) > self.detail_lines:
            lines = lines[:self.detail_lines]
            lines[-1] = text.fit(lines[-1] + "~", self.detail_cols)
        text.put(self.detail, "\n".join(lines) or " ")
