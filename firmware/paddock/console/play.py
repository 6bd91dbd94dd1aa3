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
- The host: ``host.hand_off(name, seat)`` covers the screen until A,
  ``host.message(title, text)`` shows a dialog, ``host.end(summary)``
  ends the game (a dialog, then the menu; the save is deleted);
  ``host.settings`` and ``host.now()`` are there to read.
  ``host.save_record(slot, record)`` and ``host.load_record(slot)`` keep
  a game's own record (``core.save.encode(slot, ...)``, e.g. a season's
  table in slot "season") in the console's store beside the saves.

Any exception from the view becomes a one-line error dialog over the main
menu. START opens the pause menu and SELECT asks the view for a hint.
Leaving the game closes the view, drops the game's modules and collects
the garbage.
"""

import gc

from paddock import games, ui
from paddock.hal import START, SELECT, A, B
from paddock.ui import fonts, palette, shapes, text
from paddock.ui.menu import Menu
from paddock.console.screen import Screen, Message, PagerScreen, HandOffScreen


class GameScreen(Screen):
    def __init__(self, app, game_id):
        Screen.__init__(self, app)
        self.game_id = game_id
        self.title = games.title(game_id)
        self.view = None
        self.over = False
        self.seed = 0
        self.turns = -1        # state.turns when last saved (or begun)
        self.warned = False    # an autosave failure is shown once a game
        self.owns = False      # the slot holds this race (resumed, or saved)

    def begin(self, view_module, options, seed, state=None):
        """Make the view: ``view_module.GameView(host, options, seed)``, or
        with ``state=state`` to continue a saved game."""
        self.options = options
        self.seed = seed
        if state is None:
            self.view = view_module.GameView(self, options, seed)
        else:
            self.view = view_module.GameView(self, options, seed, state=state)
        self.group.append(self.view.group)
        st = getattr(self.view, "state", None)
        self.turns = st.turns if st is not None else -1
        self.owns = state is not None

    # The host side, for the view.
    @property
    def settings(self):
        return self.app.settings

    def now(self):
        return self.app.now

    def hand_off(self, name, seat=-1):
        """Cover the screen until the next player (seat, named name) presses A."""
        self.app.push(HandOffScreen(self.app, name, seat))

    def message(self, title, body):
        """A dialog over the game; the game goes on when it is closed."""
        self.app.push(Message(self.app, title, body))

    def end(self, summary):
        """The game is over: show summary, then go back to the main menu."""
        if not self.over:
            self.over = True
            self.forget()
            self.app.push(Message(self.app, "Race over", summary, "A: menu",
                                  on_a=self.app.to_menu, on_b=self.app.to_menu))

    def save_record(self, slot, record):
        """Keep record (``core.save.encode(slot, ...)``) in its own slot of
        the store; False if it was not written (saves off, a full drive).
        A game's own slot or the settings are not the view's to write."""
        if slot == "settings" or slot in [g for g, _ in games.GAMES]:
            raise ValueError("slot %s is the console's" % slot)
        saves = self.app.saves
        if saves.mode() == "off":
            return False
        try:
            return saves.store.save(slot, record)
        except OSError:
            return False

    def load_record(self, slot):
        """The newest good record of slot, or None (none, or damaged)."""
        try:
            return self.app.saves.store.load(slot)
        except OSError:
            return None

    # Saves.
    def boundary(self):
        """Autosave once a turn has ended (never for a plain key press)."""
        st = getattr(self.view, "state", None)
        if st is None or self.over or st.turns == self.turns:
            return
        self.turns = st.turns
        saves = self.app.saves
        if st.over():
            self.forget()
        elif saves.mode() != "off":
            try:
                saves.save_game(self.game_id, self.view, self.seed)
                self.owns = True
            except ValueError as e:
                if not self.warned:
                    self.warned = True
                    self.app.push(Message(self.app, "Autosave failed", str(e),
                                          color=palette.WARN))

    def forget(self):
        """A finished or abandoned race is not continued: drop its save
        (not another race's, saved before this one began)."""
        if self.game_id is not None and self.owns:
            self.app.saves.delete(self.game_id)

    def abandon(self):
        self.forget()
        self.app.to_menu()

    # The screen side, for the console.
    def key(self, k):
        if k == START:
            self.app.push(PauseScreen(self.app, self))
        elif k == SELECT:
            hint = getattr(self.view, "hint", None)
            words = hint() if hint else None
            self.app.push(Message(self.app, "Hint", words or "No hint here."))
        elif not self.over:
            self.view.key(k)
            self.boundary()

    def tick(self, now):
        if self.view is not None and not self.over:
            self.view.tick(now)
            self.boundary()

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
            if self.game_id is not None:
                games.unload(self.game_id)
            gc.collect()


class PauseScreen(Screen):
    """START in a game: Resume, Rules, Save and quit, Settings, Quit to menu."""

    overlay = True
    RESUME, RULES, SAVE, SETTINGS, QUIT = range(5)

    def __init__(self, app, game):
        Screen.__init__(self, app)
        self.game = game
        font = fonts.text()
        lh = fonts.line_height(font)
        w = 124
        h = 6 * lh + 10
        x = (ui.W - w) // 2
        y = (ui.H - h) // 2
        g = self.group
        g.append(shapes.rect(x, y, w, h, palette.BLACK))
        g.append(shapes.frame(x, y, w, h, palette.TITLE))
        g.append(text.make("Paused", x + 5, y + 3, palette.TITLE, font))
        g.append(text.make("B: back", x + w - 5, y + 3, palette.INFO, font,
                           anchor=(1.0, 0.0)))
        self.menu = Menu(("Resume", "Rules", "Save and quit", "Settings", "Quit to menu"),
                         x=x + 3, y=y + lh + 6, width=w - 6, rows=5, reason=False)
        g.append(self.menu.group)

    def key(self, k):
        if self.menu.key(k):
            return
        if k == B or k == START:
            self.app.pop(self)
            return
        if k != A:
            return
        i = self.menu.cursor
        app = self.app
        if i == self.RESUME:
            app.pop(self)
        elif i == self.RULES:
            app.push(PagerScreen(app, self.game.title + ": rules", self.game.help_pages()))
        elif i == self.SAVE:
            if app.save_hook is None:
                app.push(Message(app, "Save", "Saving comes later."))
            else:
                try:
                    words = app.save_hook(self.game.game_id, self.game.view)
                except (OSError, ValueError) as e:  # read-only drive, full, ...
                    app.push(Message(app, "Not saved", str(e), color=palette.WARN))
                    return
                app.push(Message(app, "Saved", words or "Game saved.", "A: menu",
                                 on_a=app.to_menu, on_b=app.to_menu))
        elif i == self.SETTINGS:
            from paddock.console.settings_screen import SettingsScreen
            app.push(SettingsScreen(app))
        elif i == self.QUIT:
            app.push(Message(app, "Quit to menu?", "This race will be lost.",
                             "A: quit  B: stay", on_a=self.game.abandon, color=palette.WARN))
