"""Zoom Zoom Vroom's screen, drawn from the rules state: the header, the
table, the info line and the hand. ``view.GameView`` adds the keys."""

from paddock.ui import palette, text
from paddock.games.zoomzoom import data
from paddock.games.zoomzoom.view_table import TO_MOVE, WINNER, Z05

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_DROP = const(3)
_EFFECT = const(1)
_PICK = const(0)
_PLAY = const(0)
_SPEND = const(2)
_Z05_0 = const(20)
_Z05_5 = const(21)

# What the keys do now, and the prompt that says so.
WAIT, HAND, SPENDING, MENU = range(4)
PROMPTS = ("A: hurry", "A:play  B,B:Tune Up  SELECT:hint",
           "LEFT/RIGHT: gas   A: spend", "UP/DOWN, A: choose")


class Drawing:
    """The drawing half of the view; its fields are made by ``GameView``."""

    # -- drawing ---------------------------------------------------------------
    def redraw(self):
        st = self.state
        self._mode()
        tb = self.table
        sh = self.shown
        me = self.turns.holder if self.mode == SPENDING else -1
        for p in range(st.players):
            self._column(p, self.spend if p == me else 0)
        if sh.held:
            tb.mark(sh.win, WINNER)
        elif st.over():
            tb.mark(st.winner, WINNER)
        else:
            tb.mark(st.to_move(), TO_MOVE)
        if st.over():
            self.show_turn(palette.DARK, "%s wins!" % self.names[st.winner])
        elif sh.held and sh.win >= 0:   # the solid frame, told in words
            self.show_turn(palette.SEATS[sh.win], "%d %s won" % (sh.win + 1, self.names[sh.win]))
        else:
            mover = st.to_move()
            self.show_turn(palette.SEATS[mover], "%d %s" % (mover + 1, self.names[mover]))
        self.header.set_right("Trick %d/%d" % (sh.trick, data.TRICKS))
        self._info()
        self._hand()
        if self.entered:  # your turn begins on a greyed card: say why
            self.entered = False
            self._reason()

    def _column(self, p, spend):
        """Seat p's column, with spend gas chosen so far."""
        tb = self.table
        sh = self.shown
        tb.player(self.state, p, spend)
        e = sh.entry(p)
        if e < 0:
            tb.card(p, -1, 0, 0, sh.one())
        else:
            tb.card(p, sh.card[e], sh.gas[e] + spend, sh.fin[e] + spend, sh.one(),
                    sh.held and p != sh.win)

    def spent(self):
        """A step of the gas: only the mover's column and the info line change."""
        self._column(self.turns.holder, self.spend)
        self._info()

    def _info(self):
        st = self.state
        if self.mode == SPENDING:
            fin = self.shown.fin[self.shown.n - 1] + self.spend
            words = "Gas %d of %d -> %d  A:ok" % (self.spend, st.gas[st.to_move()], fin)
        else:
            words = "Round %d  Middle %d" % (self.shown.round, st.middle)
            if st.zero or st.z05:
                words += "  Out %d" % st.removed
        text.put(self.info, words)

    def _hand(self):
        st = self.state
        h = self.turns.holder
        if h < 0:  # hot-seat, before the first hand-off: nobody's cards show
            self.hide_hand()
            return
        got = sorted(st.hands[h].list())
        if st.z05 and st.has05[h]:
            got.append(Z05)
        self.cards = bytearray(got)
        self.show_hand(self.cards, self.mode == HAND)

    def _first_card(self):
        """Your turn begins: the cursor on a card you can play face up."""
        st = self.state
        got = sorted(st.hands[self.turns.holder].list())
        if self.cursor < len(got) and st.why_not(_PLAY + got[self.cursor]) is None:
            return
        for i in range(len(got)):
            if st.why_not(_PLAY + got[i]) is None:
                self.cursor = i
                return

    def _why(self, card):
        """Why card cannot be played face up now, or None."""
        st = self.state
        if card == Z05:
            why = st.why_not(_Z05_0)
            return why if why and st.why_not(_Z05_5) else None
        return st.why_not(_PLAY + card)

    def _reason(self):
        """The log line under the cursor: a greyed card's reason, else the news."""
        self.say_why(self._why(self.cards[self.cursor]) if self.cards else None)

    def _mode(self):
        """What the keys do now, from the state's phase."""
        st = self.state
        mode = WAIT
        if self.turns.my_turn() and not self.shown.held:
            ph = st.phase
            mode = (HAND, MENU, SPENDING, MENU)[(_PICK, _EFFECT, _SPEND, _DROP).index(ph)]
            if ph == _PICK and self.popup is not None:
                mode = MENU
        if mode != self.mode:
            self.mode = mode
            self.spend = 0
            if mode == MENU and self.popup is None:
                self._open(_EFFECT if st.phase == _EFFECT else _DROP)
            text.put(self.prompt, PROMPTS[mode])
            if mode == HAND:
                self._first_card()
                self.entered = True
        self.mine = mode != WAIT

