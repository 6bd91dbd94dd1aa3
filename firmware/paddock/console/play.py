"""The game screen that hosts a game's view, and the pause menu.

The GameScreen interface, which ``paddock/games/<id>/view.py`` implements:

- ``GameView(host, options, seed, state=None)`` builds the view. ``options``
  holds ``players``, ``seats`` (a bytearray of seat kinds), ``names`` (one a
  seat) and each of the game's OPTIONS keys with the chosen value. With no
  ``state``, the view starts a race: ``rules.new_game(options, seed)``. With
  ``state`` (a rules State rebuilt by ``rules.from_bytes`` from a save), it
  continues that race as it stands and does not call ``new_game``; the
  options then come from the save (seats and players from the state). A
  ValueError here (options the rules refuse) is shown on the setup screen,
  which stays open.
- ``view.state``: the rules State being played, and ``view.options``: the
  options it was given. The console saves them (``state.to_bytes()``, the
  names and the option choices) at every turn boundary, when
  ``state.turns`` has changed after a key or a tick, and on Save and quit;
  a state that is ``over()`` is not saved, and its save is deleted.
- ``view.group``: a displayio Group of ``ui.W`` x ``ui.H`` pixels.
- ``view.key(k)``: one logical key, never START (the pause menu) or SELECT
  (the hint); ``view.tick(now)`` every pass (ms, wrapping: use
  ``paddock.hal.clock.diff``). Neither may block; pace bots over ticks.
- ``view.hint()``: a short text for SELECT, or None.
- ``view.help_pages()`` (or a module-level ``HELP``): the rules as a
  tuple of page texts, for the pause menu.
- ``view.close()`` (optional): called when the game is left.
- ``view.rest()`` (optional): a save is coming or the race is over: let go
  of code the view loads as it needs it; True if any went.
- The host: ``host.hand_off(name, seat)`` covers the screen until A,
  ``host.message(title, text)`` shows a dialog, ``host.end(summary)``
  ends the game (a dialog, then the menu; the save is deleted);
  ``host.now()`` is there to read.
  ``host.save_record(slot, record)`` and ``host.load_record(slot)`` keep
  a game's own record (``core.save.encode(slot, ...)``, e.g. a season's
  table in slot "season") in the console's store beside the saves.

A race runs in a program of its own (``App.launch``): any exception from
the view ends it, and the menu starts afresh with a one-line error dialog;
a resumed race that fails is set aside, so Continue never loops. START
opens the pause menu and SELECT asks the view for a hint.
"""

import gc
import sys

from paddock import drop, games, once
from paddock.core.game import HUMAN
from paddock.hal import START, SELECT, A, clock
from paddock.ui import palette
from paddock.console.screen import Screen, Message

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

_HOLD_MS = const(400)   # A held this long is a hold (run on), not a press


class GameScreen(Screen):
    def __init__(self, app, game_id):
        Screen.__init__(self, app)
        self.game_id = game_id
        self.title = games.title(game_id)
        self.view = None
        self.over = False
        self.options = None
        self.seed = 0
        self.turns = -1        # state.turns when last saved (or begun)
        self.warned = False    # an autosave failure is shown once a game
        self.owns = False      # the slot holds this race (resumed, or saved)
        self.from_save = False   # a resumed race: its save is set aside if it fails
        self.resuming = False
        self.looked = -1       # state.turns when skipping was last thought of
        self.held_since = -1   # when A went down, while it is held
        self.due = False       # an autosave waits for the next tick
        self.sweep = False     # the saving code goes on the tick after a save
        self.rec = None        # a record packed, to be written on a later tick
        self.writer = None     # the store that writes it, loaded on a tick of its own
        self.rested = None     # the bots' modules let go for a save, to load again
        self.kept = None       # the game's RECORDS, read as its program starts, while it builds
        from paddock.ui.turns import log_room
        self.past = log_room()   # the race log's 640 bytes, first: the heap is whole now

    def failed(self, e, line):
        """The race broke with e (line says how): (the error's title, game
        id, options, words) for the menu (``console/host``; a full heap
        gets the plain error, and a resumed race is set aside)."""
        if not isinstance(e, MemoryError):
            try:
                return once("paddock.console.host", "failed", self, e, line)
            except MemoryError:
                pass
        return "Error", None, None, line

    # The host side, for the view.
    def now(self):
        return self.app.now

    # Rarer calls, in ``console/host`` (loaded for the call).
    def hand_off(self, name, seat=-1):
        """Cover the screen until the next player (seat, named name) presses A."""
        once("paddock.console.host", "hand_off", self, name, seat)

    def end(self, summary):
        """The game is over: the summary, then a rematch or the menu."""
        once("paddock.console.host", "end", self, summary)

    def save_record(self, slot, record):
        """Keep a game's own record in its slot; False if not written."""
        return once("paddock.console.host", "save_record", self, slot, record)

    def load_record(self, slot):
        """The newest good record of slot, or None (none, or damaged)."""
        if self.kept is not None and slot in self.kept:
            return self.kept[slot]
        return once("paddock.console.host", "load_record", self, slot)

    def message(self, title, body):
        """A dialog over the game; the game goes on when it is closed."""
        self.app.push(Message(self.app, title, body))

    def rematch(self):
        """The same race again, with the next seed (a new deal), in a fresh
        program."""
        self.app.launch("new", self.game_id, self.options, (self.seed + 7919) & 0x3FFFFFFF)

    # Saves.
    def boundary(self):
        """Autosave where a player would expect it: when a turn has ended and
        a human is to decide, or a round of turns has gone by (bots only);
        never for a plain key press. The save waits for a tick of its own:
        never in the pass that played a move or redrew, nor while a key waits."""
        st = getattr(self.view, "state", None)
        if st is None or self.over or st.turns == self.turns:
            return
        if st.over():
            self.turns = st.turns
            self.rest()
            self.forget()
            return
        turns = getattr(self.view, "turns", None)
        deciding = turns is None or turns.my_turn()
        if deciding or st.turns - self.turns >= st.players:
            self.due = True

    def autosave(self):
        """A step of an autosave, a tick each: the race packed (the saving
        code then goes), the store loaded, the record written. Never the
        packing code and the store's at once, and no tick does two."""
        try:
            if self.rec is None:
                self.turns = self.view.state.turns
                self.rec = self.app.saves.record(self.game_id, self.view, self.seed)
                drop(games.package(self.game_id) + ".payload")
                self.app.put_saves_away()
                return
            if self.writer is None:
                self.writer = self.app.store()
                return
            rec, self.rec = self.rec, None
            store, self.writer = self.writer, None
            if not store.can_save(self.game_id):   # USB edit mode keeps no races
                self.sweep = True
                return
            if not store.save(self.game_id, rec):
                raise ValueError(store.why(self.game_id, self.title))
            self.owns = True
            self.sweep = True   # the codec's code is collected on a tick of its own
        except (ValueError, MemoryError) as e:
            # The race goes on: a save missed is told once, never a crash.
            # Its code and record go first: the heap may be what failed.
            self.rec = self.writer = None
            self.app.put_saves_away()
            self.drop_payload()
            if not self.warned:
                self.warned = True
                why = "not enough memory" if isinstance(e, MemoryError) else str(e)
                try:
                    self.app.push(Message(self.app, "Autosave failed", why, color=palette.WARN))
                except MemoryError:
                    print("Autosave failed:", why)   # no room to say it on screen

    def drop_payload(self):
        """The save codec of a game is loaded for a save or a load only."""
        drop(games.package(self.game_id) + ".payload")
        gc.collect()

    def thinking(self):
        """True while a bot is mid-thought (its code cannot rest then)."""
        turns = getattr(self.view, "turns", None)
        return turns is not None and getattr(turns, "thinking", None) is not None

    def rest(self):
        """The bots' code goes, for a save or once the race is over (never
        mid-thought): the game's ``THINKING`` modules, and what ``view.rest()``
        lets go. Returns those names, last first, to load again; None if
        nothing went."""
        if self.thinking():
            return None
        let_go = getattr(self.view, "rest", None)
        freed = let_go is not None and let_go()
        gone = []
        pkg = games.package(self.game_id)
        for part in getattr(games.metadata(self.game_id), "THINKING", ()):
            name = pkg + "." + part
            if name in sys.modules:
                gone.insert(0, name)
                drop(name)
        if not (gone or freed):
            return None
        gc.collect()
        return gone

    def forget(self):
        """A finished or abandoned race is not continued: drop its save
        (not another race's, saved before this one began)."""
        self.rec = self.writer = None   # nor a record packed before the end
        if self.owns:
            self.app.store().delete(self.game_id)
            self.owns = False
            self.app.put_saves_away()   # before the result is shown: its heap
            gc.collect()

    def abandon(self):
        self.forget()
        self.app.to_menu()

    # The screen side, for the console.
    def key(self, k):
        if k == START:
            from paddock.console.pause import PauseScreen
            self.app.push(PauseScreen(self.app, self))
        elif k == SELECT:
            from paddock.console.hint import HintScreen
            self.app.push(HintScreen(self.app, self.view))
        elif not self.over and self.view is not None:
            c = self.app.cues
            if c is not None:
                c.key = k      # an illegal A or B buzzes (ui.gameview.note)
            self.view.key(k)
            if c is not None:
                c.key = -1
            self.boundary()

    def tick(self, now):
        if self.rec is not None:
            self.autosave()   # the store is loaded, or the packed record written
            return
        if self.sweep and not self.app.buttons.count:
            self.sweep = False
            self.app.put_saves_away()
            gc.collect()
            return
        if self.rested is not None and not self.due and not self.app.buttons.count:
            if self.rested:
                __import__(self.rested.pop())   # the bots' code back, a module a tick
                return
            self.rested = None   # back: the next save may let it go again
        if self.due and not self.over and not self.app.buttons.count and not (
                self.rested is None and self.thinking()):   # a save waits for a bot's move
            st = self.view.state
            self.due = False
            if not st.over() and st.turns != self.turns:
                self.due = True
                if self.rested is None:
                    gone = self.rest()
                    self.rested = [] if gone is None else gone
                    if gone is not None:
                        return   # this tick made room: the next loads the saving code
                if not self.app.saves_loaded():
                    if "paddock.core.save" not in sys.modules:
                        __import__("paddock.core.save")   # the codec: a tick of its own
                        return
                    self.app.open_saves()   # the saving code; the next tick packs
                    return
                self.due = False
                self.autosave()
                return
        if self.view is not None and not self.over:
            turns = getattr(self.view, "turns", None)
            if not self.app.buttons.is_held(A):
                self.held_since = -1
            elif self.held_since < 0:
                self.held_since = now
            elif clock.diff(now, self.held_since) >= _HOLD_MS and turns is not None \
                    and not turns.my_turn():
                turns.hurry()    # A held on runs on to the next decision
            self.view.tick(now)
            c = self.app.cues
            if c is not None and turns is not None:
                c.race(self.view)   # its sounds and lights
            self.boundary()
            st = getattr(self.view, "state", None)
            if st is not None and st.turns != self.looked and self.looked >= -1:
                self.looked = st.turns
                # Offered once a race, to a human put out of it; a race of
                # bots only has it in the pause menu (someone chose to watch).
                if self.can_skip() and _human(st.seats):
                    self.looked = -2
                    from paddock.console.skip import offer
                    offer(self.app, self)

    def can_skip(self):
        """True when no human seat can act any more: the bots may play the
        rest at once."""
        st = getattr(self.view, "state", None)
        turns = getattr(self.view, "turns", None)
        if st is None or st.over() or not hasattr(turns, "rush"):
            return False
        for seat in range(len(st.seats)):
            if st.seats[seat] == HUMAN and st.can_act(seat):
                return False
        return True

    def help_pages(self):
        pages = getattr(self.view, "help_pages", None)
        if pages:
            return pages()
        return getattr(games.load(self.game_id, "view"), "HELP", ())

    def close(self):
        view = self.view
        self.view = None
        try:
            close = getattr(view, "close", None)
            if close:
                close()
        finally:
            games.unload(self.game_id)
            gc.collect()


def _human(seats):
    """True if a seat is a human's (``int in bytearray`` raises on CircuitPython)."""
    for s in seats:
        if s == HUMAN:
            return True
    return False
