"""Nitro's screen: the Wasteland, the race, your Ride, gear and hand.

The board changes only once the log has told what changed (the turn driver
holds a move's redraw until its last line is shown). Code takes turns in
the heap: ``view_keys`` (the keys, the cursor and its two lines) is loaded
while a decision is yours and the bots' modules while they play, a module
a tick, so neither waits in memory for the other. ``view_keys`` says how
the keys work; SELECT gives a hint, START the pause menu (rules, save).
"""

import gc
import sys

from micropython import const

from paddock import drop
from paddock.core.game import HUMAN
from paddock.ui import palette
from paddock.ui.gameview import BaseView
from paddock.ui.turns import Turns
from paddock.games.nitro import rules, texts, view_items as vi
from paddock.games.nitro.view_draw import Layout

_DEST = const(1000)
_PH_PLACE = const(0)
_PANEL = const(0)
_N_ACT = const(5)           # view_keys._N_ACT

_PKG = "paddock.games.nitro."
# The bots' modules, loaded one a tick in this order (each finds the ones
# it imports loaded), and what the player's decisions need.
BOTS = ("seen", "plan", "bot_events", "bot_drive", "bot_turn", "bot_cards", "bots")
KEYS = ("why", "view_words", "view_keys")
SETUP = _PKG + "setup"
VIEW_KEYS = _PKG + "view_keys"


class GameView(Layout, BaseView):
    """Nitro's screen (``BaseView`` says what it is given)."""

    rules = rules
    help_beside = __file__      # help.txt: the rules pages, a page a line
    tour_module = _PKG + "view_tour"    # the screen's regions, for the help's tour

    @property
    def bots(self):
        """The bots' module, loaded at once if need be (in a race they come
        in a module a tick: ``_load_bots``)."""
        m = sys.modules.get(_PKG + "bots")
        if m is None:
            __import__(_PKG + "bots")
            m = sys.modules[_PKG + "bots"]
        return m

    def __init__(self, host, options, seed, state=None):
        BaseView.__init__(self, host, options, seed, state)
        st = self.state
        for part in ("setup", "payload"):   # a race is laid out: room for the screen
            drop(_PKG + part)
        self.focus = _PANEL
        self.nrow = _N_ACT
        self.col = 0
        self.hoff = 0           # the first hand card on show (a multiple of 7)
        self.crow = 0           # the map cursor
        self.ccol = 1
        self.items = None
        self.dims = None
        self.legal = ()
        self.mine = False
        self.where = None       # the situation the cursor was placed for
        self.reach = set()      # the spaces a move may end on now
        self.map_b = self.map_t = -1    # what the map was last drawn for
        self.ending = False     # A on END before moving: A on END again ends the turn
        self.queued = None      # a key come before the screen showed the decision yours
        self.sweep = False      # the heap was swept for the next module's code
        from paddock.games.nitro import view_build
        view_build.build(self, st)
        view_build = None
        drop(_PKG + "view_build")
        texts.line(0)   # the log's words' index now: not in the first move's tick
        gc.collect()
        self.turns = Turns(host, st, None, self.names, self.say, self.log, self._after,
                           hold=True)
        for s in range(st.players):
            if st.seats[s] == HUMAN:
                break
        else:       # bots only: theirs is all the code the race needs (and a skip's)
            self.turns.bots = self.bots
        if st.moves == 0:
            self.turns.show("Markers to the start edge")
        elif not st.over():
            self.turns.show("Round %d: the race goes on" % st.round)
        self.redraw(False)  # the keys' code on the first tick: the console's
        # loading has let go of its heap by then

    # -- code in turns -------------------------------------------------------
    def _keys(self):
        """view_keys, loaded (and the bots dropped) if need be."""
        while not self._load_keys():
            pass
        return sys.modules[VIEW_KEYS]

    def _load_keys(self):
        """One more of the keys' modules (the bots' code goes first); True
        once they are in."""
        if VIEW_KEYS in sys.modules:
            return True
        self._drop_bots()
        for name in KEYS:   # why too: a cursor key never imports
            if _PKG + name not in sys.modules:
                if self._swept():
                    __import__(_PKG + name)
                    return name == KEYS[-1]
                return False
        return True

    def _swept(self):
        """True on every other call, after a tick of gc.collect(): the
        dropped code's room in one piece for the next module, each on a
        tick of its own (the two in one tick ran long)."""
        self.sweep = not self.sweep
        if self.sweep:
            gc.collect()
        return not self.sweep

    def rest(self):
        """The console saves, or the race is over (no bot is mid-thought):
        the bots' code goes, to come back a module a tick when they next
        play (``_load_bots``), and the keys' code too, to come back a module
        a tick before your next key (``tick``; a key meanwhile waits). True
        if any was loaded."""
        loaded = self.turns.bots is not None or _PKG + BOTS[0] in sys.modules
        self._drop_bots()
        for name in KEYS:
            if _PKG + name in sys.modules:
                loaded = True
                drop(_PKG + name)
                self.mine = False   # drawn yours again once the code is back
        return loaded

    def _drop_bots(self):
        """The bots' modules go, all of them loaded or some (a hint shut
        before they were all in left some)."""
        self.turns.bots = None
        for name in BOTS:
            if _PKG + name in sys.modules:
                drop(_PKG + name)

    def _load_bots(self):
        """One more of the bots' modules (the player's code goes first);
        True once they are all in."""
        if self.turns.bots is not None:
            return True
        if VIEW_KEYS in sys.modules:
            for name in KEYS:
                drop(_PKG + name)
        for name in BOTS:
            if _PKG + name not in sys.modules:
                if not self._swept():
                    return False
                __import__(_PKG + name)
                if name != BOTS[-1]:
                    return False
                self.turns.bots = sys.modules[_PKG + name]
                return True
        self.turns.bots = sys.modules[_PKG + BOTS[-1]]
        return True

    # -- the log -------------------------------------------------------------
    def say(self, ev):
        """An event's log line, with the players' names."""
        return texts.event_text(ev, self.names)

    def note(self, words, color=palette.FG):
        self.log.color(color)
        self.log.say(words)

    def _after(self, events):
        """A move's last log line is shown (or the console changed hands):
        the board catches up. A decision of yours whose keys' code is not
        in yet is drawn as the others' turn: ``tick`` brings the code in a
        module a tick, then draws it yours (no tick loads it all)."""
        keys = VIEW_KEYS in sys.modules
        if not keys and self.turns.my_turn():
            self._drop_bots()   # their work is done: their room for the keys' code
        self.redraw(keys)

    def tick(self, now):
        tr = self.turns
        st = self.state
        if not st.over():
            if st.seats[st.to_move()] == HUMAN:
                # a decision of a human's next: the keys' code comes in while
                # the log tells the last move, a module a tick, before a key
                if VIEW_KEYS not in sys.modules:
                    self._load_keys()
                    return
                if self.queued is not None and self.mine:
                    k = self.queued
                    self.queued = None
                    self._keys().key(self, k)
                    return
            elif (tr.held is None and not tr.lines and not tr.waiting(now)
                    and not self._load_bots()):
                return      # a module of the bots' came in: enough for a tick
        tr.tick(now)
        mine = tr.my_turn()
        if tr.held is None and mine != self.mine and (VIEW_KEYS in sys.modules or not mine):
            self.redraw()   # (yours once the keys' code is in: the next ticks)
        if st.over():
            self._drop_bots()   # the race is run: room for the result

    # -- drawing -------------------------------------------------------------
    def redraw(self, keys=True):
        """All from the state; keys False: as if the decision were not
        yours yet (the keys come in on the next tick)."""
        st = self.state
        tr = self.turns
        self.mine = keys and tr.my_turn()
        self.ending = False
        if st.phase != _PH_PLACE and SETUP in sys.modules:
            drop(SETUP)             # Set-Up is over
        self.legal = st.legal() if self.mine else ()
        self.items = vi.rows(st, tr.holder, self.mine)
        dims = [0] * 5
        if self.mine:
            for r in range(5):
                got = self.items[r]
                for i in range(len(got)):
                    if vi.refused(got[i], self.legal):
                        dims[r] |= 1 << i
        self.dims = dims
        self.reach = set()
        if self.mine and st.aim_by < 0 and st.drop_seat < 0:
            for m in self.legal:
                if m >= _DEST:
                    self.reach.add(m - _DEST)
        self.map_b = -1
        over = st.over()
        seat = st.winner if over else st.to_move()
        self.show_turn(palette.SEATS[seat], ("%s wins!" % self.names[seat]) if over
                       else "%d %s" % (seat + 1, self.names[seat]))
        self.header.set_right("Rd %d" % max(1, st.round))
        self.draw_chips()
        ask = None
        if self.mine:
            keys = self._keys()
            keys.place(self)
            ask = sys.modules[_PKG + "view_words"].prompt(st, self.names)
        self.draw_rows(self.items, self.dims)
        self.note(ask or tr.line, palette.INFO if ask else palette.FG)
        if self.mine:
            keys.moved(self)
        else:
            self.where = None
            self.focus = _PANEL
            self.frame_at(0, 0, 0, 0)
            self.scroll(st.row[seat])
            self.show_map(st.aim_mask if st.aim_by >= 0 else 0)
            for line in self.lines:
                line.text = " "

    # -- keys ------------------------------------------------------------------
    def key(self, k):
        tr = self.turns
        if tr.held is not None and tr.free:     # your own move's lines: told at once
            now = self.host.now()
            while tr.held is not None and tr.lines:
                tr.hurry()
                tr.tick(now)
        if tr.held is not None or self.hurried():
            tr.hurry()
        else:
            if self.mine:
                self._keys().key(self, k)
            else:   # yours, the keys' code still coming in: the key waits
                self.queued = k

    # -- the console's side ----------------------------------------------------
    def hint_steps(self):
        """The hard bot's move for you, thought a slice a tick: the bots
        come in (your keys' code goes while the hint is up)."""
        if not self.turns.my_turn():
            yield ""
            return
        while not self._load_bots():
            yield None
        # The hard bot's thinking a slice a tick (its road map and search
        # come out of it ready), then its move and reason: bots.hint, as
        # before, now with little left to work out in its tick.
        st = self.state
        view = st.seen_by(st.to_move())
        bots = self.bots
        from paddock.core.game import HARD
        from paddock.core.rng import Rng
        rng = Rng(0)
        rng.set_state(*st.bot_rng.state())
        for move in bots.think(view, HARD, rng):
            if move is not None:
                break
            yield None
        yield None
        move, words = bots.hint(view)
        yield self.hint_text(move, words)
