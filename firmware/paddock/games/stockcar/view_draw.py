"""Stock Car Championship's screen, drawn from the rules state: the header,
the track and drivers, the prompt, the hand and the line about the card
under the cursor. ``view.GameView`` adds the keys."""

from paddock.ui import palette, text
from paddock.games.stockcar import data
from paddock.games.stockcar import codes as C
from paddock.games.stockcar.view_hand import DRW, END, NO, OK, PIT
from paddock.games.stockcar.view_lines import about, asked, short_asked, short_why

# What the keys do now.
WAIT, CARDS, MENU, ASK = range(4)
MENU_PHASES = (C.PIT_CALL, C.PASS_TWO)


class Drawing:
    """The drawing half of the view; its fields are made by ``GameView``."""

    def redraw(self):
        st = self.state
        self._mode()
        holder = self.turns.holder if self.turns is not None else -1
        who = -1 if st.over() or self.mode == ASK else st.to_move()
        self.track.draw(st, who)
        self.track.rows(st, holder)
        if st.over():
            self.show_turn(palette.DARK, "Race over", 14)
        elif self.mode == ASK:
            self.show_turn(palette.DARK, "Stock Car", 14)
        elif self.prompt is None and self.mine:   # no prompt line: the header asks
            self.show_turn(palette.SEATS[who], "%d %s" % (who + 1, short_asked(st)), 14)
        else:
            self.show_turn(palette.SEATS[who], "%d %s" % (who + 1, self.names[who]), 14)
        self.header.set_right("Lap %d/%d" % (st.laps_done, st.length))
        self._prompt()
        self._hand()
        self._info()
        if self.entered:  # a decision begins on a greyed card: say why
            self.entered = False
            self._reason()

    # -- the lines ----------------------------------------------------------------
    def _prompt(self):
        if self.prompt is not None:
            waiting = self.mode == WAIT or self.mode == ASK
            text.color(self.prompt, palette.FG if waiting else palette.VALUE)
            text.put(self.prompt, text.fit(asked(self, waiting), 32))

    def _info(self):
        """The item under the cursor in words, or the keys."""
        if self.mode == CARDS and self.items:
            words = about(self.state, self.items[self.cursor])
        elif self.mode == MENU or self.mode == ASK:
            words = "UP/DOWN, A: choose"
        elif self.turns is not None and not self.turns.my_turn() and not self.state.over():
            words = "A: hurry   SELECT: hint"
        else:
            words = ""
        text.put(self.info, text.fit(words, 32))

    # -- the hand -----------------------------------------------------------------
    def _hand(self):
        st = self.state
        hs = self.hand
        h = self.turns.holder if self.turns is not None else -1
        if h < 0 or self.mode == ASK:   # before the first hand-off: nobody's cards
            self.items = bytearray(0)
            hs.show(self.items)
            hs.select(-1)
            return
        got = sorted(st.hands[h].list())
        if self.mode == CARDS:
            got.extend(self._buttons())
        self.items = bytearray(got)
        self.show_hand(self.items, self.mode == CARDS)

    def _buttons(self):
        st = self.state
        ph = st.phase
        legal = st.legal()
        out = []
        if ph == C.ACTION:
            if C.PIT in legal:
                out.append(PIT)
            out.append(END)
        elif ph in (C.RESPOND, C.DRAFTING, C.FOLLOWING):
            out.append(NO)
        elif ph == C.CHALLENGED:
            if C.DRAW in legal:
                out.append(DRW)
            if C.DONE in legal:
                out.append(NO)
        elif ph == C.PIT_DISCARD:
            out.append(OK)
        return out

    def _why(self, item):
        """Why item cannot be chosen now, or None."""
        if item >= data.DECK:
            return None
        st = self.state
        if st.phase == C.FOLLOWING:
            return None if C.FOLLOW_P + item in st.legal() else "Only a DRAFT can follow"
        why = st.why_not(item)
        return short_why(why) if why else None

    def _reason(self):
        """The log line under the cursor: a greyed card's reason, else the news."""
        self.say_why(self._why(self.items[self.cursor]) if self.items else None)

    def _first_item(self):
        """A decision begins: the cursor on the first card that may be played,
        else on the button that says no (never on PIT by itself)."""
        items = self.items
        for i in range(len(items)):
            if items[i] < data.DECK and self._why(items[i]) is None:
                self.cursor = i
                return
        for i in range(len(items)):
            if items[i] in (END, NO, OK):
                self.cursor = i
                return
        for i in range(len(items)):
            if self._why(items[i]) is None:
                self.cursor = i
                return

    def _mode(self):
        """What the keys do now, from the state's phase; a new decision puts
        the cursor on its first item that may be chosen."""
        st = self.state
        mode = WAIT
        if self.asking is not None:
            mode = ASK
        elif self.turns.my_turn():
            mode = MENU if st.phase in MENU_PHASES or self.popup is not None else CARDS
        fresh = mode != self.mode or st.phase != self.seen_phase
        if fresh or st.moves != self.seen_moves:
            self.mode = mode
            self.seen_phase = st.phase
            self.seen_moves = st.moves
            if mode == MENU and self.popup is None:
                self._open(st.phase)
            if mode == CARDS:
                self.items = bytearray(sorted(st.hands[st.to_move()].list()) + self._buttons())
                if fresh:
                    self.cursor = 0
                self.cursor = max(0, min(self.cursor, len(self.items) - 1))
                if self.items and (fresh or self._why(self.items[self.cursor])):
                    self._first_item()
                self.entered = True
        self.mine = mode != WAIT
