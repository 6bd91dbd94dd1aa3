"""The pause menu (START in a race): Resume, Race log, Rules, Save and quit,
Settings, Quit to menu, and Skip to result once no human seat can act."""

from paddock import ui
from paddock.hal import START, A, B
from paddock.ui import palette, shapes, text
from paddock.ui.menu import Menu
from paddock.console.screen import Screen, Message


class PauseScreen(Screen):
    overlay = True
    RESUME, LOG, RULES, SAVE, SETTINGS, QUIT, SKIP = range(7)

    def __init__(self, app, game):
        Screen.__init__(self, app)
        self.game = game
        lh = 12
        w = 124
        items = ["Resume", "Race log", "Rules", "Save and quit", "Settings", "Quit to menu"]
        if game.can_skip():
            items.append("Skip to result")
        h = (len(items) + 1) * lh + 10
        x = (ui.W - w) // 2
        y = (ui.H - h) // 2
        g = self.group
        g.append(shapes.rect(x, y, w, h, palette.BLACK))
        g.append(shapes.frame(x, y, w, h, palette.TITLE))
        g.append(text.Text("Paused", x + 5, y + 3, palette.TITLE))
        g.append(text.Text("B: back", x + w - 5, y + 3, palette.INFO, anchor=1.0))
        self.menu = Menu(items, x=x + 3, y=y + lh + 6, width=w - 6, rows=len(items),
                         reason=False)
        g.append(self.menu.group)
        self.battery = (x + w // 2 - 8, y + 4)   # drawn on the first tick: START answers first
        self.low = False

    def tick(self, now):
        if self.battery:
            from paddock import drop
            from paddock.hal import battery
            x, y = self.battery
            self.battery = None
            self.low = battery.show(self.app, self.group, x, y)   # its level, where known
            drop("paddock.hal.battery")
        elif self.low:   # once a program: the dialog over the menu
            self.low = False
            from paddock.hal import battery
            battery.warn(self.app)

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
        elif i == self.LOG:
            from paddock.console import racelog
            racelog.show(app, self.game.view)
        elif i == self.RULES:
            from paddock.console.tour import open_help
            open_help(app, self.game)
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
        elif i == self.SKIP:
            app.pop(self)
            from paddock.console.skip import skip
            skip(app, self.game)
        elif i == self.QUIT:
            app.push(Message(app, "Quit to menu?", "This race will be lost.",
                             "A: quit  B: stay", on_a=self.game.abandon, color=palette.WARN))

    def close(self):
        from paddock import drop
        drop("paddock.console.pause")   # a race's heap holds it only while shown
