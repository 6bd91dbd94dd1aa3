"""The console application: the screen stack, the main loop's one pass, and
the safety net that turns any error in a game into a dialog and a way home."""

import gc
import sys

import displayio

from paddock import games, ui
from paddock.hal import clock, system
from paddock.hal.buttons import open_buttons
from paddock.hal.profiles import profile
from paddock.console.settings import Settings

KEYS_PER_TICK = 8   # a mashed queue waits for the next pass, the screen keeps up


class App:
    """:param seed: the first game's seed (None: from the clock)
    :param settings: a `Settings` (None: the saved ones, else defaults)
    :param buttons: a `paddock.hal.buttons.Buttons` (None: the board's own)
    :param display: where to show the screens (None: ``board.DISPLAY``)
    :param store: a `paddock.store.Store` for the saves (None: the board's)
    """

    def __init__(self, seed=None, settings=None, buttons=None, display=None, store=None):
        self.board_id = system.board_id()
        self.profile = profile(self.board_id)
        ui.init(self.profile.width, self.profile.height, self.profile.scale)
        if display is None:
            import board
            display = getattr(board, "DISPLAY", None)
        self.display = display
        # The layout is 160 wide; a bigger screen shows it scaled.
        self.root = displayio.Group(scale=self.profile.scale)
        if display is not None:
            display.root_group = self.root
        self.buttons = buttons if buttons is not None else open_buttons(self.profile)
        from paddock.console.saves import Saves
        self.saves = Saves(store)
        if settings is None:
            settings = self.saves.load_settings()
        self.settings = settings if settings is not None else Settings()
        self.apply_settings()
        self.saves.check()      # damage found here is reported after the title
        self.seed = seed
        self.games_started = 0
        self.save_hook = self.save_game   # save_hook(game_id, view) -> message
        self.errors = []        # one line per error caught (tests read it)
        self.now = clock.ticks_ms()
        self.stack = []
        from paddock.console.home import TitleScreen
        self.push(TitleScreen(self))

    # The main loop's one pass.
    def tick(self):
        now = clock.ticks_ms()
        self.now = now
        b = self.buttons
        b.update(now)
        for _ in range(KEYS_PER_TICK):
            k = b.get()
            if k < 0:
                break
            self.guard(self.stack[-1].key, k)
        self.guard(self.stack[-1].tick, now)

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
        try:
            self.to_menu()
        except Exception:   # the stack itself is broken: start it afresh
            self.stack = []
            while len(self.root):
                self.root.pop()
            from paddock.console.home import MainMenu
            self.push(MainMenu(self))
        from paddock.console.screen import Message
        from paddock.ui import palette
        self.push(Message(self, "Error", line[:120], color=palette.WARN))

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

    def drop(self, screen):
        """Take a screen that is not on top out of the stack (setup, once its
        game has started)."""
        if screen in self.stack and self.stack[-1] is not screen:
            self.stack.remove(screen)
            self.root.remove(screen.group)

    def to_screen(self, screen):
        """Close screens until screen is on top."""
        while self.stack and self.stack[-1] is not screen:
            self.pop()

    def replace(self, screen):
        self.pop()
        self.push(screen)

    def to_menu(self):
        """Close screens down to the main menu (making one if there is none)."""
        while self.stack and not self.stack[-1].home:
            self.pop()
        if not self.stack:
            from paddock.console.home import MainMenu
            self.push(MainMenu(self))
        gc.collect()

    # Shared by the screens.
    def apply_settings(self):
        d, r = self.settings.repeat_timing()
        self.buttons.set_repeat(d, r)

    def next_seed(self):
        """A new game's seed: the given one first, then from the clock."""
        self.games_started += 1
        if self.seed is not None:
            return (self.seed + (self.games_started - 1) * 7919) & 0x3FFFFFFF
        return (clock.ticks_ms() * 31 + self.games_started) & 0x3FFFFFFF

    def choose_game(self, game_id):
        """Set up a new game, or say that it is not built yet."""
        from paddock.console.screen import Message
        title = games.title(game_id)
        try:
            meta = _metadata(game_id)
            view = games.load(game_id, "view")
        except ImportError as e:
            games.unload(game_id)
            gc.collect()
            if games.package(game_id) not in str(e):
                raise   # the game exists but something it imports does not
            self.push(Message(self, title, "%s is not built yet." % title))
            return
        from paddock.console.setup import SetupScreen
        self.push(SetupScreen(self, game_id, meta, view))

    # Saves.
    def save_game(self, game_id, view):
        """Save and quit: write the game's record; ValueError says why not."""
        seed = 0
        for s in self.stack:
            if getattr(s, "view", None) is view:
                seed = getattr(s, "seed", 0)
        return self.saves.save_game(game_id, view, seed)

    def skip_title(self):
        """From the title to the main menu, the start-up report over it."""
        from paddock.console.home import MainMenu, TitleScreen
        if not (self.stack and isinstance(self.stack[-1], TitleScreen)):
            return
        self.replace(MainMenu(self))
        report = self.saves.report
        if report:
            from paddock.console.screen import PagerScreen
            self.saves.report = []
            self.push(PagerScreen(self, "Save problems", ("\n".join(report),)))

    def continue_game(self, game_id=None):
        """Continue: game_id, the only saved game, or a list of them."""
        from paddock.console.screen import Message
        from paddock.ui import palette
        self.skip_title()
        if game_id is None:
            saved = self.saves.saved
            if len(saved) != 1:
                if saved:
                    from paddock.console.home import ContinueScreen
                    self.push(ContinueScreen(self))
                return
            game_id = saved[0]
        title = games.title(game_id)
        try:
            view, options, seed, state, record = self.saves.open_game(game_id)
        except ImportError as e:
            games.unload(game_id)
            gc.collect()
            if games.package(game_id) not in str(e):
                raise
            self.push(Message(self, title, "%s is not built yet." % title))
            return
        except ValueError as e:   # the record failed and is kept aside
            games.unload(game_id)
            gc.collect()
            self.push(Message(self, "Cannot continue", str(e), color=palette.WARN))
            return
        from paddock.console.play import GameScreen
        gs = GameScreen(self, game_id)
        self.push(gs)
        try:
            gs.begin(view, options, seed, state)
        except MemoryError:
            raise
        except Exception as e:   # the view refused the saved game
            line = self.saves.set_aside(game_id, record, "%s: %s" % (type(e).__name__, e))
            self.to_menu()
            self.push(Message(self, "Cannot continue", line, color=palette.WARN))

    def mem_free(self):
        gc.collect()
        return system.mem_free()


def _metadata(game_id):
    name = games.package(game_id)
    __import__(name)
    return sys.modules[name]
