"""The pause menu (START in a race): Resume, Rules, Save and quit, Settings,
Quit to menu."""

from paddock import ui
from paddock.hal import START, A, B
from paddock.ui import palette, shapes, text
from paddock.ui.menu import Menu
from paddock.console.screen import Screen, Message, PagerScreen


class PauseScreen(Screen):
    overlay = True
    RESUME, RULES, SAVE, SETTINGS, QUIT = range(5)

    def __init__(self, app, game):
        Screen.__init__(self, app)
        self.game = game
        lh = 12
        w = 124
        h = 6 * lh + 10
        x = (ui.W - w) // 2
        y = (ui.H - h) // 2
        g = self.group
        g.append(shapes.rect(x, y, w, h, palette.BLACK))
        g.append(shapes.frame(x, y, w, h, palette.TITLE))
        g.append(text.Text("Paused", x + 5, y + 3, palette.TITLE))
        g.append(text.Text("B: back", x + w - 5, y + 3, palette.INFO, anchor=1.0))
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
            try:
                words = app.saves.save_game(self.game.game_id, self.game.view, self.game.seed)
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
