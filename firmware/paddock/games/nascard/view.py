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

import gc

import displayio

from paddock import drop, ui
from paddock.hal import LEFT, RIGHT, A, B
from paddock.ui import cards, fonts, palette, shapes, text
from paddock.ui.gameview import BaseView
from paddock.ui.ranks import RankRow, RankSheet
from paddock.ui.turns import Turns
from paddock.games.nascard import bots, data, rules, texts
from paddock.games.nascard.view_draw import Drawing
from paddock.games.nascard.view_table import PIPS, Shown, Table
from paddock.games.nascard.view_track import Track

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Layout shared with the other view modules (a test checks they agree).
_PITCH = const(24)
_HAND = const(1)       # the view's modes (``view_draw``)
_MENU = const(2)

# Codes (``codes``, ``events``), folded into the bytecode.
_PICK = const(0)
_PLAY = const(0)
_PIT = const(60)
_BURN = const(64)
_BLISTER = const(128)
_DISCARD = const(192)

_TOP_Y = const(13)      # the track's top row, under the header
_HAND_X = const(2)
PIT_X = 4 + cards.TW * data.HAND_LIMIT


def _face(card):
    """A Driving card's tile: its suit's pip, no number (``ui.ranks`` adds it)."""
    return ("", PIPS[data.suit(card)])


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
    bots = bots

    def __init__(self, host, options, seed, state=None):
        BaseView.__init__(self, host, options, seed, state)
        drop("paddock.games.nascard.setup")   # the race is set up: its code can go
        st = self.state
        # A space is 11 pixels high, 10 where the screen has 120 rows.
        self.lane = lane = 11 if ui.H >= 128 else 10
        row = 2 * lane
        hy = ui.H - 8 - cards.TH
        self.hand_y = hy
        pw = ui.W - PIT_X - 1
        from paddock.core.game import HARD
        if HARD in list(st.seats):   # a hard seat loads it at its first turn anyway
            __import__("paddock.games.nascard.hard")
        __import__("paddock.games.nascard.view_words")
        # The sheets, painted by code that is gone before the rest is built.
        ranks, chips, rows, minis, sheet, pit, marks = self._paint(lane, pw)
        gc.collect()
        self.new_screen()
        g = self.group
        self.table = Table(_TOP_Y + row, st.cars, minis, chips, ranks, lane, marks)
        self.bottom_y = bottom = _TOP_Y + row + self.table.height
        self.track = Track(rows, chips, _TOP_Y, bottom, lane)
        g.append(self.track.group)
        g.append(self.table.group)
        small = fonts.small()
        self.info_y = max(bottom + row, hy - 9)
        self.info = text.Text("", 1, self.info_y, palette.INFO, small)
        g.append(self.info)
        self.hand = cards.HandStrip(sheet, data.HAND_LIMIT, x=_HAND_X, y=hy)
        self.nums = RankRow(ranks, data.HAND_LIMIT, x=_HAND_X, y=hy + 3)
        g.append(self.hand.group)
        g.append(self.nums.group)
        self.more_left = shapes.rect(0, hy, 1, cards.TH - 1, palette.YELLOW)
        self.more_right = shapes.rect(_HAND_X + cards.TW * data.HAND_LIMIT, hy, 1, cards.TH - 1,
                                      palette.YELLOW)
        g.append(self.more_left)
        g.append(self.more_right)
        # The Pit card, and your Blister Tire cards face down by it: a back and a count.
        self.pit = displayio.TileGrid(pit[0], pixel_shader=self.pit_dim, x=PIT_X, y=hy)
        g.append(self.pit)
        self.blistered = text.Text("", PIT_X + 14, hy + 12, palette.FG, small,
                                   width=small.width("x88"))
        self.blisters_shown = -2
        g.append(self.blistered)
        self.pit_frame = displayio.TileGrid(pit[1], pixel_shader=marks[2], x=PIT_X - 1, y=hy - 1)
        self.pit_frame.hidden = True
        g.append(self.pit_frame)
        self.log = text.LogLine(ui.H - fonts.line_height(small), font=small)
        self.log.cols = 99                # cut by width instead: ``fit``
        self.log_font = small
        self.log_room = ui.W - 2
        g.append(self.log.group)
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
        self.turns = _Turns(host, st, bots, self.names, self.say, _Replay(self), self._after,
                            hold=True)
        self.turns.view = self
        self.draw_table()
        self.redraw()
        if st.turns == 0:
            self.turns.show("Round 1: trump is %s" % texts.SUIT_NAME[st.trump])
        elif not st.over():
            self.turns.show("Round %d: go on" % st.round)

    def _paint(self, lane, pw):
        """(ranks, chips, track rows, minis, hand sheet, (Pit card, its
        frame), (entry frame, bars, their palette)), painted once; the
        painters' code is dropped before this returns."""
        from paddock.games.nascard import view_paint as paint
        st = self.state
        ranks = RankSheet()
        chips = paint.chips(st.players, st.cars, lane)
        rows = (paint.row(st, True, lane), paint.row(st, False, lane), paint.row_palette())
        minis = paint.minis()
        sheet = cards.CardSheet(range(1, data.CARDS + 1), _face)
        pit = (paint.pit_card(pw, cards.TH - 1), paint.outline(pw + 2, cards.TH + 1))
        self.pit_lit = paint.pit_palette(palette.FG)
        self.pit_dim = paint.pit_palette(palette.GREY)
        marks = (paint.outline(_PITCH, lane + 10), paint.bars(), paint.marks_palette())
        for name in ("paddock.games.nascard.view_paint", "paddock.ui.glyphs",
                     "paddock.ui.cardart"):
            drop(name)
        return ranks, chips, rows, minis, sheet, pit, marks

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
