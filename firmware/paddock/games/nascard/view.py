"""Nascard's screen: the track, the infield, the hint line, your hand and
your Pit card.

Your turn: LEFT/RIGHT choose a card, or the Pit card after the hand; A
plays it (a greyed card cannot be played: the log line says why); B on a
card tells what its suit's Bonus would do. The hint line under the track
names the keys of the step and what the card under the cursor would do.
After a card that may activate its Bonus, a box asks: A activates it, B
does not. Burning, Blistering and the hand limit's discards: LEFT/RIGHT
and A on the card. While others play, A hurries them. SELECT: a hint.
START: the pause menu (rules, save).

The cars move, the rivals' cards turn and the rounds change one log line
at a time (``view_table.Shown``), and the hand and hint line follow once the last
line of a move is shown (``Turns(hold=True)``), so the screen never runs
ahead of the log.
"""

from paddock import drop
from paddock.hal import LEFT, RIGHT, A, B
from paddock.ui import cards, palette, text
from paddock.ui.gameview import BaseView
from paddock.ui.turns import Turns
from paddock.games.nascard import data, rules, texts
from paddock.games.nascard.view_draw import Drawing
from paddock.games.nascard.view_table import Shown

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

_HAND = const(1)       # the view's modes (``view_draw``)
_MENU = const(2)

# Codes (``codes``, ``events``), folded into the bytecode.
_PICK = const(0)
_PLAY = const(0)
_PIT = const(60)
_BURN = const(64)
_BLISTER = const(128)
_DISCARD = const(192)

PIT_X = 4 + cards.TW * data.HAND_LIMIT


class _Turns(Turns):
    """The shared turn driver, with a result that names a winning rival;
    each event it keeps for the race log also waits, in the view's
    ``pending``, to move the table when its line shows."""

    def summary(self):
        return self.view.summary()

    def keep(self, turn, ev):
        self.view.pending.append(ev)
        Turns.keep(self, turn, ev)


class _Replay:
    """The turn driver's log: each line, as it shows, moves the table on."""

    def __init__(self, view):
        self.view = view

    def say(self, words):
        self.view.replay(words)


class GameView(Drawing, BaseView):
    """Nascard's screen (``BaseView`` says what it is given)."""

    rules = rules
    help_beside = __file__                          # help.txt, a page a line
    tour_module = "paddock.games.nascard.view_tour"    # the screen's regions, for the help

    @property
    def bots(self):
        """The bots, loaded with the view; the console lets their code go
        while it saves and loads it back (the package's ``THINKING``)."""
        from paddock.games.nascard import bots
        return bots

    def think(self, view, kind, rng):
        """``core.game.bot_think`` asks the view (``Turns`` is given it as
        its bots), so the bots' code may come and go."""
        return self.bots.think(view, kind, rng)

    def __init__(self, host, options, seed, state=None):
        # The code the race keeps loads first, before Setup's (dropped) and
        # the screen's parts, so it does not land in their holes; the bots'
        # too, so neither a bot's first thought nor the first hint loads it
        # all in one tick (it comes and goes with the saves after).
        from paddock.core.game import HARD
        seats = state.seats if state is not None else options["seats"]
        if HARD in list(seats):   # a hard seat loads it at its first turn anyway
            __import__("paddock.games.nascard.hard")
        __import__("paddock.games.nascard.bots")
        __import__("paddock.games.nascard.view_words")
        BaseView.__init__(self, host, options, seed, state)
        drop("paddock.games.nascard.setup")   # the race is set up: its code can go
        st = self.state
        # Every part of the screen, by code that runs once and is gone after.
        from paddock.games.nascard import view_build as once
        once.build(self, PIT_X)
        once = None
        drop("paddock.games.nascard.view_build")
        self.blisters_shown = -2
        self.mode = -1
        self.phase = -1
        self.cursor = 0
        self.first = 0              # the hand's first card on show
        self.cards = bytearray(0)
        self.popup = None           # (group, None, moves)
        self.mine = False
        self.entered = False
        self.pending = []           # events whose lines wait to be shown
        self.shown = Shown(st.cars)
        self.shown.copy(st)
        self.turns = _Turns(host, st, self, self.names, self.say, _Replay(self), self._after,
                            hold=True)
        self.turns.view = self
        self.draw_table()
        self.redraw()
        if st.turns == 0:
            self.turns.show("Round 1: trump is %s" % texts.SUIT_NAME[st.trump])
        elif not st.over():
            self.turns.show("Round %d: go on" % st.round)

    def refresh(self):
        """Draw everything again from the state as it stands (after a test
        has set up a position by hand)."""
        self.pending = []
        self.shown.copy(self.state)
        self.mode = -1
        self._close_popup()
        self.draw_table()
        self.redraw()

    # -- the log ---------------------------------------------------------------
    def note(self, words, color=palette.FG):
        """Say words on the log line (a reason, or the news) in color."""
        text.color(self.log.label, color)
        self.log.say(self.fit(words))

    def _after(self, events):
        """Once a move's last line is shown (events None: the console
        changed hands): the hand, the hint line, the next step."""
        self._close_popup()
        text.color(self.log.label, palette.FG)
        self.redraw()

    # -- keys ------------------------------------------------------------------
    def key(self, k):
        if self.pending:   # a move's lines are still showing: A hurries them
            self.turns.hurry()
            return
        if self.hurried():
            return
        if self.mode == _HAND:
            self._key_hand(k)
        elif self.mode == _MENU:
            self._key_menu(k)

    def _key_hand(self, k):
        st = self.state
        pick = st.phase == _PICK
        n = len(self.cards) + (1 if pick else 0)
        if not n:
            return
        if k == LEFT or k == RIGHT:
            self.cursor = (self.cursor + (1 if k == RIGHT else -1)) % n
            if self._window():
                self.show_cards()   # the window scrolled: its tiles
            else:
                self.show_cursor()  # the frame moves; nothing else
            self._info()
            self._reason()
            return
        if self._on_pit():
            if k == A:
                self.play(_PIT)
            return
        card = self.cards[self.cursor]
        if k == B:
            from paddock.games.nascard.view_words import about
            title, words = about(st, self.turns.holder, card)
            self.host.message(title, words)
            return
        if k != A:
            return
        why = self._why(card)
        if why:
            self.note(why, palette.WARN)
            return
        base = (_PLAY, 0, _BURN, _BLISTER, _DISCARD)[st.phase]
        self.play(base + card)

    def _key_menu(self, k):
        moves = self.popup[2]
        if k == A:
            self.play(moves[0])     # activate it
        elif k == B:
            self.play(moves[1])     # no Bonus

    # -- the Bonus question --------------------------------------------------------
    def _open(self):
        from paddock.games.nascard.view_words import popup
        self.popup = popup(self.state, self.turns.holder, self.info_y + 8)
        self.group.append(self.popup[0])

    # -- the console's side ----------------------------------------------------------
