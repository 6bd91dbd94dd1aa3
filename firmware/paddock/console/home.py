"""The title screen, the main menu, Continue's list of saved games and the
About screen."""

import bitmaptools
import displayio

from paddock import games, ui
from paddock.hal import A, B, START
from paddock.hal import system
from paddock.ui import fonts, palette, shapes, text
from paddock.ui.menu import Menu
from paddock.console.screen import Screen



def mode_text(app):
    """Which storage mode boot.py chose, and where saves go in it."""
    mode = system.drive_mode()
    if mode == system.PLAY:
        return "Play mode"
    if mode == system.USB_EDIT:
        if app.saves.mode() == "nvm":
            return "USB edit mode: saves in nvm"
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
        font = fonts.text()
        lh = fonts.line_height(font)
        cx = ui.W // 2
        g = self.group
        g.append(checkers(4))
        g.append(text.make("PADDOCK", cx, 16, palette.TITLE, font, anchor=(0.5, 0.0),
                           scale=3))
        g.append(checkers(16 + 3 * lh + 2))
        g.append(text.make("5 racing card games", cx, 16 + 3 * lh + 14, palette.FG, font,
                           anchor=(0.5, 0.0)))
        g.append(text.make(app.profile.name, cx, ui.H - 3 * lh - 4, palette.GREY, font,
                           anchor=(0.5, 0.0)))
        words = mode_text(app)
        small = fonts.small() if len(words) > text.columns(font) else font
        g.append(text.make(words, cx, ui.H - 2 * lh - 3, palette.GREY, small,
                           anchor=(0.5, 0.0)))
        g.append(text.make("Press A", cx, ui.H - lh - 1, palette.INFO, font,
                           anchor=(0.5, 0.0)))

    def key(self, k):
        if k == A or k == START:
            self.app.skip_title()


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
        font = fonts.text()
        lh = fonts.line_height(font)
        self.group.append(shapes.rect(0, 0, ui.W, lh + 1, palette.DARK))
        self.group.append(text.make("PADDOCK", 2, 1, palette.TITLE, font))
        self.group.append(text.make("A: choose", ui.W - 2, 1, palette.INFO, font,
                                    anchor=(1.0, 0.0)))
        self.menu = Menu(items, y=lh + 3)
        self.menu.set_note(0, "A: resume a saved race")
        self.group.append(self.menu.group)
        self.saved = True
        self.shown()

    def shown(self):
        """Continue is there only while a game is saved (and chosen first)."""
        saved = len(self.app.saves.saved) > 0
        if saved != self.saved:
            self.saved = saved
            self.menu.set_shown(0, saved)
            if saved:
                self.menu.select(0)

    def key(self, k):
        if self.menu.key(k):
            return
        if k == A:
            i = self.menu.chosen()
            if i < 0:
                return
            if i == 0:
                self.app.continue_game()
            elif i < len(self.ids):
                self.app.choose_game(self.ids[i])
            elif i == len(self.ids):
                from paddock.console.settings_screen import SettingsScreen
                self.app.push(SettingsScreen(self.app))
            else:
                self.app.push(AboutScreen(self.app))


class AboutScreen(Screen):
    def __init__(self, app):
        Screen.__init__(self, app)
        from paddock.console import VERSION
        font = fonts.text()
        lh = fonts.line_height(font)
        free = app.mem_free()
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
        self.group.append(shapes.rect(0, 0, ui.W, lh + 1, palette.DARK))
        self.group.append(text.make("About Paddock", 2, 1, palette.TITLE, font))
        y = lh + 4
        for name, value in rows:
            self.group.append(text.make(name, 2, y, palette.GREY, font))
            self.group.append(text.make(text.fit(value, 16), 58, y, palette.FG, font))
            y += lh
        self.group.append(text.make("B: back", 2, ui.H - lh, palette.INFO, font))

    def key(self, k):
        if k == B or k == A:
            self.app.pop(self)


class ContinueScreen(Screen):
    """The saved games, by title: A continues one, B goes back."""

    def __init__(self, app):
        Screen.__init__(self, app)
        self.ids = list(app.saves.saved)
        font = fonts.text()
        lh = fonts.line_height(font)
        self.group.append(shapes.rect(0, 0, ui.W, lh + 1, palette.DARK))
        self.group.append(text.make("Continue", 2, 1, palette.TITLE, font))
        self.group.append(text.make("B: back", ui.W - 2, 1, palette.INFO, font,
                                    anchor=(1.0, 0.0)))
        self.menu = Menu([games.title(gid) for gid in self.ids], y=lh + 3,
                         hint="A: continue this race")
        self.group.append(self.menu.group)

    def key(self, k):
        if self.menu.key(k):
            return
        if k == B:
            self.app.pop(self)
        elif k == A:
            gid = self.ids[self.menu.cursor]
            self.app.pop(self)
            self.app.continue_game(gid)
