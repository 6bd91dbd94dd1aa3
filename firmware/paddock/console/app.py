"""The console application: a stack of screens, the main loop's one pass,
the hand-over between the menu and a race, and the safety net.

The menu and a race never share the heap. Choosing a race (or Continue, or
leaving one) writes a hand-over record (``Saves.hand_over``) and reloads the
program (``supervisor.reload()``); the next program reads it back
(``Saves.take_launch``) and starts straight into the race or the menu, with
every byte of the heap free. Where nothing can be written (saves off), the
same start happens in place.
"""

import gc
import sys

from paddock import drop, once
from paddock.hal import clock

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

_KEYS_PER_TICK = const(8)   # a mashed queue waits for the next pass, the screen keeps up
MENU, NEW, CONTINUE = "menu", "new", "continue"


class App:
    """:param seed: the first game's seed (None: from the clock)
    :param settings: a `Settings` (None: the saved ones, else defaults)
    :param buttons: a `paddock.hal.buttons.Buttons` (None: the board's own)
    :param display: where to show the screens (None: ``board.DISPLAY``)
    :param store: a `paddock.store.Store` for the saves (None: the board's)
    """

    def __init__(self, seed=None, settings=None, buttons=None, display=None, store=None):
        once("paddock.console.start", "setup", self, seed, settings, buttons, display, store)

    def start(self, launch):
        """Begin as the hand-over says: None (power-on) is the title."""
        once("paddock.console.start", "start", self, launch)

    def launch(self, kind, game_id=None, options=None, seed=0, title="", words=""):
        """Start a race (NEW, CONTINUE) or the menu (MENU, with a message
        titled title saying words) in a fresh program."""
        what = (kind, game_id, options, seed, title, words)
        try:
            while self.stack:   # the race's view closes first: its heap is free
                self.pop()
        except Exception as e:  # a view that fails to close is left behind
            print("close:", e)
        self.game = None
        self.stack = []
        gc.collect()
        if self.saves.hand_over(what):
            import supervisor
            supervisor.reload()
        self.start(what)        # nowhere to write it: start in this program

    # The main loop's one pass.
    def tick(self):
        now = clock.ticks_ms()
        self.now = now
        b = self.buttons
        b.update(now)
        # Called in place, not through guard(): a bound method passed as a
        # value is a heap object, two a tick.
        top = self.stack[-1]
        for _ in range(_KEYS_PER_TICK):
            k = b.get()
            if k < 0:
                break
            try:
                self.stack[-1].key(k)
            except Exception as e:  # a game must never take the console down
                self.fail(e)
        c = self.cues
        if c is not None and c.at:   # a tune plays on, whatever screen is up
            c.tick(now)
        if self.stack and self.stack[-1] is not top:
            return   # a screen a key opened ticks from the next pass: the key is answered first
        try:
            top.tick(now)
        except Exception as e:
            self.fail(e)

    def guard(self, fn, arg):
        """Call fn(arg); any error goes to a dialog over the main menu."""
        try:
            fn(arg)
        except Exception as e:  # a game must never take the console down
            self.fail(e)

    def fail(self, e):
        line = "%s: %s" % (type(e).__name__, e)
        self.errors.append(line)
        if len(self.errors) > 8:   # keep the last few, for tests and About
            self.errors.pop(0)
        pe = getattr(sys, "print_exception", None)
        if pe:
            pe(e)
        else:
            import traceback
            traceback.print_exception(type(e), e, e.__traceback__)
        title, gid, options, words = "Error", None, None, line
        if self.game is not None:
            title, gid, options, words = self.game.failed(e, line)
        self.launch(MENU, gid, options, title=title, words=words[:120])

    # The stack.
    def top(self):
        return self.stack[-1]

    def push(self, screen):
        if not screen.overlay:
            for s in self.stack:
                s.group.hidden = True
        self.stack.append(screen)
        self.root.append(screen.group)

    def pop(self, screen=None):
        """Close the top screen (screen, if given, must be it)."""
        if not self.stack or (screen is not None and self.stack[-1] is not screen):
            return
        s = self.stack.pop()
        self.root.remove(s.group)
        s.close()
        for i in range(len(self.stack) - 1, -1, -1):
            self.stack[i].group.hidden = False
            if not self.stack[i].overlay:
                break
        if self.stack:
            self.stack[-1].shown()

    def replace(self, screen):
        self.pop()
        self.push(screen)

    def to_menu(self):
        """Back to the main menu: from a race, in a fresh program."""
        if self.game is not None:
            self.launch(MENU)
            return
        while self.stack and not self.stack[-1].home:
            self.pop()
        if not self.stack:
            from paddock.console.home import MainMenu
            self.push(MainMenu(self))
        gc.collect()

    # The saves: a race's program holds their code only while it saves.
    @property
    def saves(self):
        """The console's `Saves`, loaded if a race's program put them away."""
        return self.open_saves()

    def open_saves(self):
        if self._saves is None:
            from paddock.console.saves import Saves
            self._saves = Saves(self._store, self.wrote)
        return self._saves

    @saves.setter
    def saves(self, saves):
        self._saves = saves

    def saves_loaded(self):
        return self._saves is not None

    def store(self):
        """The saves' store: the one given, the `Saves`' own, else the
        board's, loaded now (a race writes its record with nothing else)."""
        if self._store is not None:
            return self._store
        if self._saves is not None:
            return self._saves.store
        from paddock.store import Store
        return Store(wrote=self.wrote)

    def put_saves_away(self):
        """In a race's program, between saves: the saving code goes (code is
        heap on the board), the store's reading half and the codec
        (``core.save``) too: what needs them imports them again. A store
        given to the App (tests, host tools) stays."""
        if self.game is not None and self._store is None:
            self._saves = None
            drop("paddock.console.saves")
            drop("paddock.store")
            drop("paddock.store_read")
            drop("paddock.core.save")

    # Shared by the screens.
    def get_settings(self):
        """The settings, loaded again if a race's program let them go."""
        if self.settings is None:
            from paddock.console import reading
            self.settings = reading.load_settings(self.saves)
            if self.settings is None:
                from paddock.console.settings import Settings
                self.settings = Settings()
        return self.settings

    def apply_settings(self):
        d, r = self.settings.repeat_timing()
        self.buttons.set_repeat(d, r)
        self.settings.apply(self)   # Screen, Volume, Lights

    def next_seed(self):
        """A new game's seed: the given one first, then from the clock."""
        self.games_started += 1
        if self.seed is not None:
            return (self.seed + (self.games_started - 1) * 7919) & 0x3FFFFFFF
        return (clock.ticks_ms() * 31 + self.games_started) & 0x3FFFFFFF
