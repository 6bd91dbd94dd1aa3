"""Zoom Zoom Vroom's screen: the table, your hand, and your choices.

Your turn: LEFT/RIGHT choose a card; A plays it face up (a greyed card
cannot be played face up: the log line says why); B, then B again, plays it
face down as a Tune Up. The 0/5 card sits after the hand: A on it asks 0 or
5. Then the gas: LEFT/RIGHT (or UP/DOWN) set it, A spends it. A 0's effect
and the 0/5's discard are small menus (UP/DOWN, A). While others play, A
hurries them. SELECT: a hint. START: the pause menu (rules, save).
"""

from paddock import ui
from paddock.hal import UP, DOWN, LEFT, RIGHT, A, B
from paddock.ui import cards, fonts, palette, text
from paddock.ui.gameview import BaseView
from paddock.ui.turns import Turns
from paddock.games.zoomzoom import bots, data, rules
from paddock.games.zoomzoom import view_table
from paddock.games.zoomzoom.view_draw import Drawing, HAND, MENU, SPENDING
from paddock.games.zoomzoom.view_table import Z05
from paddock.games.zoomzoom.view_trick import Trick, ends_trick

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_GAS = const(30)
_PICK = const(0)
_PLAY = const(0)
_TUNE = const(10)
_Z05_0 = const(20)


class GameView(Drawing, BaseView):
    """Zoom Zoom Vroom's screen (``BaseView`` says what it is given)."""

    rules = rules
    bots = bots
    help_beside = __file__      # help.txt: the rules pages
    tour_module = "paddock.games.zoomzoom.view_tour"

    def __init__(self, host, options, seed, state=None):
        BaseView.__init__(self, host, options, seed, state)
        st = self.state
        n = st.players
        names = self.names
        self.sheet = view_table.sheet()
        self.new_screen()
        self.table = view_table.Table(st, self.sheet)
        # 120 rows (a 320x240 screen) keep every line: the info line in the
        # small font, and no gaps.
        tall = ui.H >= 128
        self.hand = cards.HandStrip(self.sheet, 8, x=2, y=ui.H - (48 if tall else 42))
        self.info = text.Text("", 2, ui.H - (25 if tall else 20), palette.INFO,
                              fonts.text() if tall else fonts.small())
        self.log = text.LogLine(ui.H - 12)
        for part in (self.table, self.hand, self.log):
            self.group.append(part.group)
        self.group.append(self.info)
        self.prompt = text.Text("", 2, view_table.TOP + (58 if tall else 57), palette.GREY,
                                fonts.small())    # the keys you have now
        self.group.append(self.prompt)
        self.shown = Trick(n)       # the trick on the table
        self.mode = -1              # WAIT, HAND, SPENDING or MENU, once drawn
        self.cursor = 0
        self.cards = bytearray(0)   # the holder's hand, sorted, then the 0/5 card
        self.spend = 0
        self.confirm = -1           # the card a first B asked to Tune Up with
        self.popup = None           # (group, menu, moves, can go back)
        self.mine = False           # the keys are the holder's to play with
        self.entered = False        # the hand's cursor has just come back
        self.turns = Turns(host, st, bots, names, self.say, self.log, self._after,
                           self.score, hold=True)
        self.shown.copy(st)
        self.redraw()
        if st.turns == 0:
            self.turns.show("Round 1: %s leads" % names[st.lead])
        elif not st.over():
            self.turns.show("Round %d, trick %d: go on" % (st.round, st.trick))

    # -- the log and the result ----------------------------------------------
    def say(self, ev):
        """An event's log line, with the player's name for the token colour."""
        words = rules.event_text(ev)
        seat = ev[1]
        if 0 <= seat < self.state.players:
            colour = data.PLAYER[seat]
            if words.startswith(colour):
                words = self.names[seat] + words[len(colour):]
        return words

    def score(self, seat):
        st = self.state
        return "%d lap%s, %d gas" % (st.laps[seat], "" if st.laps[seat] == 1 else "s",
                                     st.gas[seat])

    def _after(self, events):
        """After every move (events None: the console changed hands)."""
        if events is not None:
            if ends_trick(events):
                self.shown.finish(events)
            else:
                self.shown.copy(self.state)
        self.confirm = -1
        self._close_popup()
        text.color(self.log.label, palette.FG)
        self.redraw()

    # -- keys ------------------------------------------------------------------
    def key(self, k):
        tr = self.turns
        held = self.shown.held
        if tr.busy() or (not held and not tr.my_turn()):
            tr.hurry()
            return
        if held:  # the finished trick stays until a key or its time is up
            self._release()
            return
        if self.mode == HAND:
            self._key_hand(k)
        elif self.mode == SPENDING:
            self._key_gas(k)
        elif self.mode == MENU:
            self._key_menu(k)

    def _key_hand(self, k):
        n = len(self.cards)
        if not n:
            return
        if k == LEFT or k == RIGHT:
            self.confirm = -1
            self.cursor = (self.cursor + (1 if k == RIGHT else -1)) % n
            self.hand.select(self.cursor)
            self._reason()
            return
        card = self.cards[self.cursor]
        why = self._why(card)
        if k == A:
            if why:
                self.note(why, palette.WARN)
            elif card == Z05:
                self._open(_PICK)
                self.redraw()
            else:
                self.play(_PLAY + card)
        elif k == B:
            from paddock.games.zoomzoom.texts import card_name
            if card == Z05:
                self.note("Tune Up with a hand card", palette.WARN)
            elif self.confirm == card:
                self.play(_TUNE + card)
            else:
                self.confirm = card
                self.note("B again: Tune Up, %s" % card_name(card), palette.INFO)

    def _key_gas(self, k):
        st = self.state
        if k == A:
            self.play(_GAS + self.spend)
            return
        step = 1 if k == RIGHT or k == UP else (-1 if k == LEFT or k == DOWN else 0)
        g = self.spend + step
        if step and 0 <= g <= st.gas[st.to_move()]:
            self.spend = g
            self.spent()

    def _key_menu(self, k):
        group, menu, moves, back = self.popup
        if menu.key(k):
            i = menu.cursor
            if menu.enabled[i]:
                self.note(self.turns.line)
            else:
                self.note(menu.reasons[i], palette.WARN)
            return
        if k == B and back:
            self._close_popup()
            self.note(self.turns.line)
            self.redraw()
        elif k == A:
            i = menu.chosen()
            if i >= 0 and moves[i] < 0:
                self._close_popup()
                self.redraw()
            elif i >= 0:
                self.play(moves[i])

    # -- menus -------------------------------------------------------------------
    def _open(self, phase):
        """The small menu for a phase: _PICK (the 0/5 as 0 or 5), EFFECT, DROP."""
        from paddock.games.zoomzoom.view_menus import popup
        self.popup = popup(self.state, phase)
        self.group.append(self.popup[0])
        self.mode = MENU

    # -- the console's side ------------------------------------------------------
    def _release(self):
        self.shown.copy(self.state)
        self.redraw()

    def tick(self, now):
        tr = self.turns
        tr.tick(now)
        if self.shown.held and not tr.busy() and not tr.waiting(now):
            self._release()
        elif (tr.my_turn() and not self.shown.held) != self.mine:
            self.redraw()

    def hint_text(self, move, why):
        """The hint's words: a Tune Up names its card."""
        if _TUNE <= move < _Z05_0:
            from paddock.games.zoomzoom.texts import card_name
            words = "Tune Up with the " + card_name(move - _TUNE)
            if why.startswith("Tune Up: "):
                why = why[9:]
        else:
            words = rules.move_text(move)
        return words[0].upper() + words[1:] + ": " + why
