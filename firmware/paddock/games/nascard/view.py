"""Nascard's screen: the track, the infield, your hand and your Pit card.

Your turn: LEFT/RIGHT choose a card, or the Pit card after the hand; A
plays it (a greyed card cannot be played: the log line says why); B on a
card tells what its suit's Bonus would do. After a card that may activate
its Bonus, a small menu asks (UP/DOWN, A). Burning, Blistering and the hand
limit's discards: LEFT/RIGHT and A on the card. While others play, A
hurries them. SELECT: a hint. START: the pause menu (rules, save).

The cars move, the rivals' cards turn and the rounds change one log line
at a time (``view_shown``), so a player can follow each step.
"""

from paddock import ui
from paddock.hal import LEFT, RIGHT, A, B
from paddock.ui import cards, fonts, palette, shapes, text
from paddock.ui.gameview import BaseView
from paddock.ui.ranks import RankRow, RankSheet
from paddock.ui.turns import Turns
from paddock.games.nascard import bots, data, rules
from paddock.games.nascard import view_table, view_track
from paddock.games.nascard.codes import BLISTER, BURN, DISCARD, PICK, PIT, PLAY
from paddock.games.nascard.view_draw import Drawing, HAND, MENU
from paddock.games.nascard.view_shown import Shown

ROW_H = view_track.ROW_H
TOP_Y = 13


def _face(card):
    """A Driving card's tile: its suit's pip, no number (``ui.ranks`` adds it)."""
    return ("", view_table.PIPS[data.suit(card)])


class _Turns(Turns):
    """The shared turn driver, with a result that names a winning rival."""

    def summary(self):
        return self.view.summary()


class _Replay:
    """The turn driver's log: each line, as it shows, moves the table on."""

    def __init__(self, view):
        self.view = view

    def say(self, words):
        self.view.replay(words)


class GameView(Drawing, BaseView):
    """Nascard's screen (``BaseView`` says what it is given)."""

    rules = rules
    bots = bots
    help_module = "paddock.games.nascard.view_help"

    def __init__(self, host, options, seed, state=None):
        BaseView.__init__(self, host, options, seed, state)
        st = self.state
        n = st.players
        self.new_screen()
        g = self.group
        ranks = RankSheet()
        chips = view_track.chip_sheet(n, st.cars)
        self.table = view_table.Table(TOP_Y + ROW_H, st.cars, chips, ranks)
        bottom = TOP_Y + ROW_H + self.table.height
        self.track = view_track.Track(st, chips, TOP_Y, bottom)
        g.append(self.track.group)
        g.append(self.table.group)
        small = fonts.small()
        self.info = None    # the info line, where the screen has room for it
        if ui.H >= 128:
            self.info = text.Text("", 1, bottom + ROW_H, palette.INFO, small)
            g.append(self.info)
        hy = ui.H - fonts.line_height(small) - ROW_H
        sheet = cards.CardSheet(range(1, data.CARDS + 1), _face)
        self.hand = cards.HandStrip(sheet, data.HAND_LIMIT, x=2, y=hy)
        self.nums = RankRow(ranks, data.HAND_LIMIT, x=2, y=hy + 3)
        g.append(self.hand.group)
        g.append(self.nums.group)
        self.more_left = shapes.rect(0, hy, 1, ROW_H - 1, palette.YELLOW)
        self.more_right = shapes.rect(2 + cards.TW * data.HAND_LIMIT, hy, 1, ROW_H - 1,
                                      palette.YELLOW)
        g.append(self.more_left)
        g.append(self.more_right)
        px = 4 + cards.TW * data.HAND_LIMIT
        pw = ui.W - px - 1
        g.append(shapes.rect(px, hy, pw, ROW_H - 1, palette.DARK))
        self.pit_label = text.Text("PIT", px + pw // 2, hy + 1, palette.GREY, fonts.text(),
                                   anchor=0.5)
        g.append(self.pit_label)
        # Your Blister Tire cards, face down by the Pit card: a back and a count.
        g.append(shapes.rect(px + 6, hy + 12, 6, 8, palette.SKY))
        g.append(shapes.rect(px + 7, hy + 13, 4, 6, palette.BLUE))
        self.blistered = text.Text("", px + 14, hy + 12, palette.FG, small)
        g.append(self.blistered)
        self.pit_frame = shapes.frame(px - 1, hy - 1, pw + 2, ROW_H + 1, palette.YELLOW)
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
        self.popup = None           # (group, menu, moves)
        self.mine = False
        self.entered = False
        self.pending = []           # events whose lines wait to be shown
        self.shown = Shown(st.cars)
        self.shown.copy(st)
        self.turns = _Turns(host, st, bots, self.names, self.say, _Replay(self), self._after)
        self.turns.view = self
        self.draw_table()
        self.redraw()
        if st.turns == 0:
            self.turns.show("Round 1: trump is %s" % self._suit(st.trump))
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

    @staticmethod
    def _suit(s):
        from paddock.games.nascard.texts import SUIT_NAME
        return SUIT_NAME[s]

    # -- the log ---------------------------------------------------------------
    def note(self, words, color=palette.FG):
        """Say words on the log line (a reason, or the news) in color."""
        text.color(self.log.label, color)
        self.log.say(self.fit(words))

    def _after(self, events):
        """After every move (events None: the console changed hands)."""
        self._close_popup()
        text.color(self.log.label, palette.FG)
        self.redraw()

    # -- keys ------------------------------------------------------------------
    def key(self, k):
        if self.hurried():
            return
        if self.mode == HAND:
            self._key_hand(k)
        elif self.mode == MENU:
            self._key_menu(k)

    def _key_hand(self, k):
        st = self.state
        pick = st.phase == PICK
        n = len(self.cards) + (1 if pick else 0)
        if not n:
            return
        if k == LEFT or k == RIGHT:
            self.cursor = (self.cursor + (1 if k == RIGHT else -1)) % n
            self.show_cards()   # tiles and the cursor frame; no label but the count
            self._info()
            self._reason()
            return
        if self._on_pit():
            if k == A:
                self.play(PIT)
            return
        card = self.cards[self.cursor]
        if k == B:
            if pick:
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
        base = (PLAY, 0, BURN, BLISTER, DISCARD)[st.phase]
        self.play(base + card)

    def _key_menu(self, k):
        group, menu, moves = self.popup
        if menu.key(k):
            return
        if k == A:
            self.play(moves[menu.cursor])
        elif k == B:
            self.play(moves[-1])    # B: no Bonus

    # -- the Bonus menu ------------------------------------------------------------
    def _open(self):
        from paddock.games.nascard.view_menus import popup
        self.popup = popup(self.state, self.turns.holder)
        self.group.append(self.popup[0])

