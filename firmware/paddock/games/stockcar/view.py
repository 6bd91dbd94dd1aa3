"""Stock Car Championship's screen: the track, the drivers, and your hand.

Your decision: LEFT/RIGHT choose a card, or a button after the hand (END
your move, PIT, DRW the DRAW PILE for a challenge, NO, OK done discarding,
2ND: PASS 2's second car); A plays it; B jumps to the button that says no.
A greyed card cannot be played now: the log line says why. Which car to
follow in an advanced challenge, and a saved season, are small menus:
UP/DOWN, A. While others play, any key hurries them. SELECT: a hint.
START: the pause menu (rules, save).

A response (BLOCK, CHALLENGE, DRAFT) is asked only of a driver holding
one: the rules take a decision with a single choice for the player, so a
race never waits on a player with nothing to answer. The board is drawn
from ``after``, once the log line has told what changed.

The screen's words are lines of ``view.txt`` beside this module.
"""

import sys

from paddock import drop, ui
from paddock.hal import LEFT, RIGHT, A, B
from paddock.ui import fonts, palette, text
from paddock.ui.gameview import BaseView
from paddock.ui.turns import Turns
# The strip and the track first: they make their bitmaps as they load,
# before the rules' code, while the heap is in one piece.
from paddock.games.stockcar.view_hand import BUTTON, END, NO, OK, CardStrip
from paddock.games.stockcar.view_track import Track
from paddock.games.stockcar import rules, texts
from paddock.games.stockcar.view_draw import ASK, CARDS, MENU, Drawing, NewsLine, line

from micropython import const

# Codes (``codes``), folded into the bytecode.
_FOLLOWING = const(9)
_EV_RACE_OVER = const(40)
_QUALIFY = const(0)
_OUT = const(2)

# view.txt's lines (``view_draw`` says what each run holds).
_W_OPEN_SEASON = const(62)
_W_OPEN = const(63)
_W_GO_ON = const(64)

# The modules it loads and drops are named in place, and the buttons' moves
# are a bytes (END, PIT, DRW, NO, OK, 2ND): no names in the board's qstr pool.


class GameView(Drawing, BaseView):
    """Stock Car Championship's screen (``BaseView`` says what it is given)."""

    rules = rules

    @property
    def bots(self):
        """The bots (and HARD, which they load), loaded when a bot first
        thinks or the hint is asked: not while the screen is built, the
        race program's fullest moment."""
        from paddock.games.stockcar import bots
        return bots

    def think(self, view, kind, rng):
        """``core.game.bot_think`` asks the view (``Turns`` is given it as
        its bots), so the bots module loads only once a bot thinks."""
        return self.bots.think(view, kind, rng)

    help_beside = __file__   # the rules pages: help.txt, a page a line

    def __init__(self, host, options, seed, state=None):
        fresh = state is None
        BaseView.__init__(self, host, options, seed, state)
        self.seed = seed
        self.asking = None          # a saved Season offered before the race starts
        note = ""
        st = self.state
        load = getattr(host, "load_record", None)
        if fresh and load is not None and load("season"):
            from paddock.games.stockcar import view_season
            self.asking, note = view_season.offer(host, st.players)
        # A race's start (setup) and a save's reading half (restore) are done
        # with: the screen's objects get their heap (qualifying has a module
        # of its own, which the view drops once the cars race).
        drop("paddock.games.stockcar.setup")
        drop("paddock.games.stockcar.restore")
        # The largest bitmaps first, while the heap is in one piece.
        y = ui.H - 12 - 8 - 27
        self.hand = CardStrip(12, 0, y)
        self.new_screen()
        # The layout fits 120 rows; a taller screen spreads its spare rows.
        extra = ui.H - 120
        top = self.header.height
        tall = 20 + extra // 2
        self.track = Track(st, self.names, top, tall)
        small = fonts.small()
        self.info = text.Text("", 2, y + 27, palette.INFO, small)
        self.prompt = text.Text("", 2, self.track.bottom + extra // 4, palette.VALUE, small)
        self.log = NewsLine(ui.H - 12)
        for part in (self.track.group, self.prompt, self.hand.group, self.info,
                     self.log.group):
            self.group.append(part)
        self.mode = -1
        self.cursor = 0
        self.items = bytearray(0)   # the hand, sorted, then the decision's buttons
        self.whys = bytearray(0)    # each item's reason (255: it may be chosen)
        self.mine = False
        self.seen_phase = -1
        self.seen_moves = -1
        self.seen_holder = -2
        self.picked = False         # the cursor has moved in this decision
        self.turns = None
        self._start(note)

    def _start(self, note=""):
        """Drive the turns of self.state; the opening line."""
        st = self.state
        self.turns = Turns(self.host, st, self, self.names, self.say, self.log,
                           self._after, self.score, hold=True)
        if self.asking is not None:
            self._open(-1)
        self.redraw()
        sea = st.season
        if note:
            self.turns.show(note)
        elif st.moves == 0:
            self.turns.show(line(_W_OPEN_SEASON if sea.races > 1 else _W_OPEN).format(
                sea.done + 1, texts.TRACKS[st.track], st.length))
        elif not st.over():
            self.turns.show(line(_W_GO_ON).format(st.turn_no))

    def say(self, ev):
        """An event's log line, with the drivers' names."""
        return texts.event_text(ev, self.names)

    # -- the log and the result ----------------------------------------------
    def note(self, words, color=palette.FG):
        """Say words on the log line (a reason, a prompt) in color."""
        self.log.color(color)
        self.log.say(words)

    def _after(self, events):
        """Once a move's log lines are shown (events None: the console
        changed hands): the board catches up."""
        if events:
            for ev in events:
                if ev[0] == _EV_RACE_OVER and self.state.season.races > 1:
                    from paddock.games.stockcar import view_season
                    view_season.race_over(self)
        self._close_popup()
        self.log.color(palette.FG)
        self.redraw()
        self.rest()

    def rest(self):
        """A race's start and end (``setup``, ``qualify``, ``finish``) are not needed
        while the cars race, nor with the result: their code goes (after a
        move's lines, before a save, as the race ends). True if any went."""
        gone = False
        if self.state.phase != _QUALIFY:
            for name in ("paddock.games.stockcar.setup", "paddock.games.stockcar.qualify",
                         "paddock.games.stockcar.finish"):
                if name in sys.modules:
                    drop(name)
                    gone = True
        return gone

    # -- keys ------------------------------------------------------------------
    def key(self, k):
        if self.mode == ASK:
            self._key_menu(k)
            return
        if self.hurried():
            return
        if self.state.moves != self.seen_moves:   # your own move's lines are shown
            self.redraw()
        if self.mode == CARDS:
            self._key_cards(k)
        elif self.mode == MENU:
            self._key_menu(k)

    def _key_cards(self, k):
        n = len(self.items)
        if not n:
            return
        if k == LEFT or k == RIGHT:
            self.picked = True
            self.cursor = (self.cursor + (1 if k == RIGHT else -1)) % n
            self.hand.select(self.cursor)
            self._info()
            self._reason()
            return
        item = self.items[self.cursor]
        if k == A:
            if self.whys[self.cursor] != 255:
                self._reason()
            elif item >= BUTTON:
                # DONE, PIT, DRAW, DONE, DONE, AGAIN: the moves of END, PIT, DRW,
                # NO, OK, 2ND
                self.play(b"\x3c\x3d\x3e\x3c\x3c\x3f"[item - BUTTON])
            elif self.state.phase == _FOLLOWING:
                self._open(_FOLLOWING, item)
            else:
                self.play(item)
        elif k == B:
            last = self.items[n - 1]
            if last in (END, NO, OK):
                self.picked = True
                self.cursor = n - 1
                self.hand.select(self.cursor)
                self._info()
                self.note(self.turns.line)
            else:
                self.note("This needs a card", palette.WARN)

    # -- the console's side ------------------------------------------------------
    def tick(self, now):
        """The turns go on (the board is drawn from ``_after`` only, once the
        log line has told what changed)."""
        if self.asking is None:
            self.turns.tick(now)

    def hint(self):
        """What the hard bot would do in your place, and why."""
        return BaseView.hint(self) if self.asking is None else None

    def progress(self):
        """How far the race has run, for Continue's list of saves."""
        st = self.state
        sea = st.season
        words = "Lap %d/%d" % (st.laps_done, st.length)
        return words if sea.races == 1 else "Race %d/%d, %s" % (sea.done + 1, sea.races,
                                                                  words.lower())

    def _more(self, name, *args):
        __import__("paddock.games.stockcar.view_more")
        r = getattr(sys.modules["paddock.games.stockcar.view_more"], name)(self, *args)
        drop("paddock.games.stockcar.view_more")
        return r

    def score(self, seat):
        """A few words for the result: points (and a season's wins)."""
        sea = self.state.season
        if sea.races > 1:
            return "%d pts, %d win%s" % (sea.points[seat], sea.wins[seat],
                                         "" if sea.wins[seat] == 1 else "s")
        return "%d pts%s" % (sea.last_pts[seat], ", out" if self.state.status[seat] == _OUT
                             else "")

    # Rarely needed parts, in ``view_more`` (loaded when asked, dropped after).
    def _key_menu(self, k):
        self._more("key_menu", k)

    def _open(self, kind, card=-1):
        self._more("open_menu", kind, card)

    def hint_text(self, move, why):
        from paddock.games.stockcar import view_hint   # its own small module
        words = view_hint.hint_text(self, move, why)
        drop("paddock.games.stockcar.view_hint")
        return words

    def tour(self):
        """The play screen's parts, for the help's first pages: (x, y, w, h,
        words) each, in screen pixels."""
        return self._more("tour")
