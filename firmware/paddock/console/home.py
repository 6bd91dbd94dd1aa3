"""The menu's program: the title screen, the main menu, Continue's list of
saved games and the About screen. A race starts in a program of its own
(``App.launch``)."""

import gc

import bitmaptools
import displayio

from paddock import games, ui
from paddock.hal import A, B, START
from paddock.hal import system
from paddock.ui import fonts, palette, shapes, text
from paddock.ui.menu import Menu
from paddock.console.screen import Screen, Message
from paddock.console.titlebar import titled


def mode_text(app):
    """Which storage mode boot.py chose, and where saves go in it."""
    mode = system.drive_mode()
    if mode == system.PLAY:
        return "Play mode"
    if mode == system.USB_EDIT:
        # nvm keeps the settings only: a race cannot be kept there
        if app.saves.mode() == "nvm":
            return "USB edit mode: races not saved"
        return "USB edit mode: saves off"
    return "Desktop mode"


def checkers(y, rows=2, size=4):
    """A chequered-flag strip across the screen."""
    b = displayio.Bitmap(ui.W, rows * size, 2)
    for r in range(rows):
        for c in range(r % 2, ui.W // size, 2):
            bitmaptools.fill_region(b, c * size, r * size, (c + 1) * size, (r + 1) * size, 1)
    p = displayio.Palette(2)
    p[0] = palette.BLACK
    p[1] = palette.WHITE
    return displayio.TileGrid(b, pixel_shader=p, y=y)


class TitleScreen(Screen):
    def __init__(self, app):
        Screen.__init__(self, app)
        cx = ui.W // 2
        g = self.group
        g.append(checkers(4))
        big = displayio.Group(scale=3, x=cx - 63, y=16)
        big.append(text.Text("PADDOCK", 0, 0, palette.TITLE))
        g.append(big)
        g.append(checkers(54))
        g.append(text.Text("5 racing card games", cx, 66, palette.FG, anchor=0.5))
        g.append(text.Text(app.profile.name, cx, ui.H - 40, palette.GREY, anchor=0.5))
        words = mode_text(app)
        small = fonts.small() if len(words) > text.columns() else fonts.text()
        g.append(text.Text(words, cx, ui.H - 27, palette.GREY, small, anchor=0.5))
        g.append(text.Text("Press A", cx, ui.H - 13, palette.INFO, anchor=0.5))
        from paddock.hal import battery
        self.low = battery.show(app, g, ui.W - 19, ui.H - 9)   # its level, where known

    def tick(self, now):
        if self.low:   # once: the dialog over the title
            self.low = False
            from paddock.hal import battery
            battery.warn(self.app)

    def key(self, k):
        if k == A or k == START:
            to_menu(self.app)


def to_menu(app):
    """From the title to the main menu, the start-up report over it."""
    app.replace(MainMenu(app))
    report = app.saves.report
    if report:
        from paddock.console.paging import PagerScreen
        app.saves.report = []
        app.push(PagerScreen(app, "Save problems", ("\n".join(report),)))


class MainMenu(Screen):
    """Continue (when a game is saved), the five games in id order, then
    Settings and About."""

    home = True

    def __init__(self, app):
        Screen.__init__(self, app)
        self.ids = [None]
        items = ["Continue"]
        for gid, name in games.GAMES:
            self.ids.append(gid)
            items.append(name)
        items.append("Settings")
        items.append("About")
        y = titled(self, "PADDOCK", "A: choose")
        self.menu = Menu(items, y=y)
        self.menu.set_note(0, "A: resume a saved race")
        self.group.append(self.menu.group)
        self.saved = True
        self.shown()

    def shown(self):
        """Continue is there only while a game is saved (and chosen first);
        with one save, its line says which race and how far it has run."""
        saves = self.app.saves.saved
        saved = len(saves) > 0
        if saved != self.saved:
            self.saved = saved
            self.menu.set_shown(0, saved)
            if saved:
                self.menu.select(0)
        if len(saves) == 1:
            from paddock.console import reading
            progress = reading.about(self.app.saves, saves[0])[0]
            words = games.title(saves[0]) + (": " + progress if progress else "")
            self.menu.set_note(0, words)
        else:
            self.menu.set_note(0, "A: choose a saved race")

    def key(self, k):
        if self.menu.key(k):
            return
        if k != A:
            return
        i = self.menu.chosen()
        app = self.app
        if i == 0:
            saved = app.saves.saved
            if len(saved) == 1:
                app.launch("continue", saved[0])
            elif saved:
                app.push(ContinueScreen(app))
        elif 0 < i < len(self.ids):
            choose_game(app, self.ids[i])
        elif i == len(self.ids):
            from paddock.console.settings_screen import SettingsScreen
            app.push(SettingsScreen(app))
        elif i > 0:
            app.push(AboutScreen(app))


def choose_game(app, game_id, options=None):
    """The new-race setup of a game (with options chosen before, if any),
    or a word that it is not built yet."""
    title = games.title(game_id)
    try:
        meta = games.metadata(game_id)
    except ImportError:
        app.push(Message(app, title, "%s is not built yet." % title))
        return
    from paddock.console.setup import SetupScreen
    app.push(SetupScreen(app, game_id, meta, options))


class AboutScreen(Screen):
    def __init__(self, app):
        Screen.__init__(self, app)
        from paddock.console import VERSION
        gc.collect()
        free = system.mem_free()
        p = app.profile
        rows = (
            ("Version", VERSION),
            ("Board", p.name),
            ("Board id", p.board_id),
            ("Screen", "%dx%d" % (p.screen_width, p.screen_height)),
            ("Mode", mode_text(app)),
            ("Free RAM", "%d bytes" % free if free >= 0 else "n/a"),
            ("Games", "%d" % len(games.GAMES)),
        )
        y = titled(self, "About Paddock")
        for name, value in rows:
            self.group.append(text.Text(name, 2, y, palette.GREY))
            self.group.append(text.Text(text.fit(value, 16), 58, y, palette.FG))
            y += 12
        self.group.append(text.Text("B: back", 2, ui.H - 12, palette.INFO))

    def key(self, k):
        if k == B or k == A:
            self.app.pop(self)


class ContinueScreen(Screen):
    """The saved games: each game's title, how far its race has run, and who
    is in it (on the line below the list); A continues one, B goes back."""

    def __init__(self, app):
        from paddock.console import reading
        Screen.__init__(self, app)
        self.ids = list(app.saves.saved)
        y = titled(self, "Continue", "B: back")
        told = [reading.about(app.saves, gid) for gid in self.ids]
        self.menu = Menu([text.fit(games.title(gid), 16) for gid in self.ids],
                         [text.fit(t[0], 9) for t in told], y=y,
                         hint="A: continue this race")
        for i in range(len(told)):
            if told[i][1]:
                self.menu.set_note(i, told[i][1])
        self.group.append(self.menu.group)

    def key(self, k):
        if self.menu.key(k):
            return
        if k == B:
            self.app.pop(self)
        elif k == A:
            self.app.launch("continue", self.ids[self.menu.cursor])
