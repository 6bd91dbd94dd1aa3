"""Nascard's screen, drawn: the header, the track and infield from what is
shown (``view_shown``, moved on as each log line shows), the hand, the Pit
card and the hint line from the rules state, and the result. ``view.GameView``
adds the keys and builds the parts."""

from paddock.ui import palette, text
from paddock.games.nascard import data, texts
from paddock.games.nascard.view_track import label

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_PICK = const(0)
_PLAY = const(0)
_BONUS = const(1)
_BURNING = const(2)
_BURN = const(64)

# What the keys do now (a view's ``mode``; ``view`` keeps the same consts).
_WAIT = const(0)
_HAND = const(1)
_MENU = const(2)


class Drawing:
    """The drawing half of the view; its fields are made by ``GameView``."""

    def car_name(self, car):
        """A car's name: the player's, or "Rival A"."""
        if car < self.state.players:
            return self.names[car]
        return "Rival " + label(car, self.state.players)

    # -- the log and the replay --------------------------------------------------
    def say(self, ev):
        """An event's log line, with names for seats and rivals (the race
        log asks too: the replay's queue is filled by ``_Turns.keep``)."""
        who = ev[1]
        name = None
        if who >= 0:
            name = self.car_name(self.shown.car_of(who, self.state.players))
        return texts.event_text(ev, name)

    def replay(self, words):
        """A line shows: its event moves the shown table; after the last
        line the table is the state's again."""
        if self.pending:
            self.shown.apply(self.pending.pop(0), self.state.players)
            if not self.pending:
                self.shown.copy(self.state)
            self.draw_table()
        self.log.say(self.fit(words))

    def summary(self):
        """The result: the winning car, then every car in race order: one
        that crossed the line twice has finished, the others say their card
        (and their lap, a lap behind)."""
        st = self.state
        lines = ["%s wins!" % self.car_name(st.winner)]
        order = st.ranking()
        for i in range(len(order)):
            car = order[i]
            p = st.pos[car]
            where = "card %d" % (p % data.LAP + 1)
            if p >= data.LAPS * data.LAP:
                where = "finished"
            elif p < data.LAP:
                where += ", lap 1"
            lines.append("%d %s: %s" % (i + 1, self.car_name(car), where))
        return "\n".join(lines)

    # -- the table: what is shown ---------------------------------------------
    def draw_table(self):
        st = self.state
        sh = self.shown
        self.track.place(sh)
        self.table.suits(sh.trump, st.bonus)
        self.table.entries(sh)
        if st.over() and not self.pending:
            self.show_turn(palette.SEATS[st.winner], "%s wins!" % self.car_name(st.winner), 14)
        elif sh.mover < 0:
            self.show_turn(palette.DARK, "Cars move", 14)
        else:
            m = sh.mover
            self.show_turn(palette.SEATS[m], "%s %s" % (label(m, st.players), self.car_name(m)),
                           14)
        self.header.set_right("Last round" if sh.final else "Round %d" % sh.round)

    def fit(self, words):
        """words cut (a "~" at the cut) to the log line's width in pixels:
        the small font is proportional, so a count of characters is not
        enough."""
        return text.fit_width(words, self.log_room, self.log_font)

    # -- the player's side: from the rules state ----------------------------------
    def redraw(self):
        self._mode()
        self._hand()
        self._info()

    def _mode(self):
        st = self.state
        mode = _WAIT
        if self.turns.my_turn():
            mode = _MENU if st.phase == _BONUS else _HAND
        if mode != self.mode or (mode == _HAND and st.phase != self.phase):
            self.mode = mode
            self.phase = st.phase
            if mode == _MENU and self.popup is None:
                self._open()
            if mode == _HAND:
                self._first_card()
                self.entered = True
        self.mine = mode != _WAIT

    def _hand(self):
        st = self.state
        h = self.turns.holder
        if h < 0:  # hot-seat, before the first hand-off: nobody's cards show
            self.hide_hand()
            self.nums.clear()
            self._pit(False, False)
            self._more(0)
            return
        got = st.hands[h].list()
        self.cards = bytearray(got)
        mine = self.mode == _HAND
        pick = mine and st.phase == _PICK
        if mine and (got or pick):
            self.cursor = min(self.cursor, len(got) + (1 if pick else 0) - 1)
        self.first = 0
        self.show_cards()
        if self.entered:  # your turn begins, maybe on a greyed card: say why
            self.entered = False
            self._reason()

    def show_cards(self):
        """The window of the hand on show (eight cards; more only while
        discarding down to the limit: the window follows the cursor), the
        cursor, and the Pit card."""
        hs = self.hand
        got = self.cards
        slots = hs.slots
        mine = self.mode == _HAND
        self._window()
        first = self.first
        shown = got[first:first + slots]
        hs.show(shown)
        for i in range(slots):
            dim = mine and i < len(shown) and self._why(shown[i]) is not None
            hs.dim(i, dim)
            self.nums.put(i, str(shown[i]) if i < len(shown) else "", dim)
        self.show_cursor()
        self._more(len(got))

    def _window(self):
        """The hand's window follows the cursor; True if it moved."""
        n = len(self.cards)
        was = self.first
        if self.mode == _HAND and self.cursor < n:
            if self.cursor < self.first:
                self.first = self.cursor
            elif self.cursor >= self.first + self.hand.slots:
                self.first = self.cursor - self.hand.slots + 1
        return self.first != was

    def show_cursor(self):
        """The cursor's frame, on a card or on the Pit card (a cursor key
        changes only this while the window stays)."""
        n = len(self.cards)
        mine = self.mode == _HAND
        pick = mine and self.state.phase == _PICK
        if mine and (n or pick):
            on_pit = self.cursor == n
            self.hand.select(-1 if on_pit else self.cursor - self.first)
            self._pit(pick, on_pit)
        else:
            self.hand.select(-1)
            self._pit(False, False)

    def _more(self, n):
        """Marks at the hand's ends while cards lie beyond the window."""
        self.more_left.hidden = self.first == 0
        self.more_right.hidden = self.first + self.hand.slots >= n

    def _pit(self, lit, chosen):
        """The Pit card (lit when a Pit Stop may be chosen) and the count of
        the holder's Blister Tire cards beside it."""
        shader = self.pit_lit if lit else self.pit_dim
        if self.pit.pixel_shader is not shader:
            self.pit.pixel_shader = shader
        self.pit_frame.hidden = not chosen
        h = self.turns.holder
        n = self.state.blisters[h].n if h >= 0 else -1
        if n != self.blisters_shown:
            self.blisters_shown = n
            text.put(self.blistered, "x%d" % n if n >= 0 else "")

    def _first_card(self):
        """A new step of your turn: the cursor on a card you can choose."""
        got = self.state.hands[self.turns.holder].list()
        if self.cursor < len(got) and self._why(got[self.cursor]) is None:
            return
        for i in range(len(got)):
            if self._why(got[i]) is None:
                self.cursor = i
                return
        self.cursor = len(got)   # only the Pit Stop

    def _why(self, card):
        """Why card cannot be chosen now (None: it can)."""
        st = self.state
        if st.phase == _PICK:
            return st.why_not(_PLAY + card)
        if st.phase == _BURNING:
            return st.why_not(_BURN + card)
        return None

    def _on_pit(self):
        return self.state.phase == _PICK and self.cursor == len(self.cards)

    def _info(self):
        """The hint line under the track: the keys, and the card under the
        cursor (or the race while others play)."""
        from paddock.games.nascard import view_words as w
        st = self.state
        seat = self.turns.holder
        if self.mode != _HAND or seat < 0:
            words = w.status(st, seat)
        elif self._on_pit() or not self.cards:
            words = w.hint(st, seat, 0, True)
        else:
            card = self.cards[self.cursor]
            words = w.hint(st, seat, card, self._why(card) is None)
        text.put(self.info, words)

    def _reason(self):
        """The log line under the cursor: a greyed card's reason, else the news."""
        why = None
        if self.cards and self.cursor < len(self.cards):
            why = self._why(self.cards[self.cursor])
        self.say_why(why)
