"""Settings: the default bot level, button repeat, the hardware's Volume,
Lights and Screen (applied at once; a board without a speaker or pixels
has those rows greyed), and the hot-seat names, each name edited letter by
letter with the d-pad. Leaving the screen saves the settings if they
changed."""

import displayio

from paddock import ui
from paddock.hal import UP, DOWN, LEFT, RIGHT, A, B
from paddock.ui import palette, shapes, text
from paddock.ui.menu import Menu
from paddock.console.screen import Screen, Message
from paddock.console.titlebar import titled
from paddock.console.settings import CHARSET, NAME_MAX, NAME_COUNT


LEVELS = ("off", "low", "high")
# The hardware rows, from VOLUME on: the Settings field and its levels' words.
HARDWARE = (("volume", LEVELS), ("lights", LEVELS), ("screen", ("dim", "normal", "bright")))
# Volume and Lights need these parts (Profile.parts' bits), or are greyed.
MISSING = (("This board has no speaker", 1), ("This board has no lights", 2))


def level(s, row):
    """The word for a hardware row's level in settings s."""
    field, words = HARDWARE[row]
    return words[getattr(s, field)]


class SettingsScreen(Screen):
    LEVEL, REPEAT, VOLUME, LIGHTS, SCREEN, NAMES, BACK = range(7)

    def __init__(self, app):
        Screen.__init__(self, app)
        y = titled(self, "Settings", "B: back")
        s = app.get_settings()
        self.menu = Menu(("Bot level", "Button repeat", "Volume", "Lights", "Screen",
                          "Hot-seat names", "Back"),
                         (s.level_name(), s.repeat_name(), level(s, 0), level(s, 1),
                          level(s, 2), ">", None), y=y, hint="LEFT/RIGHT: change")
        for i in range(2):
            why, part = MISSING[i]
            if not app.profile.parts & part:
                self.menu.set_enabled(self.VOLUME + i, False, why)
        self.menu.set_note(self.NAMES, "A: edit the names")
        self.menu.set_note(self.BACK, "A: back")
        self.group.append(self.menu.group)
        self.before = s.to_bytes()

    def close(self):
        s = self.app.get_settings()
        if s.to_bytes() != self.before:
            why = self.app.saves.save_settings(s)
            if why:
                self.app.push(Message(self.app, "Settings not saved", why,
                                      color=palette.WARN))

    def key(self, k):
        if self.menu.key(k):
            return
        i = self.menu.cursor
        s = self.app.get_settings()
        step = -1 if k == LEFT else 1
        if k == B or (k == A and i == self.BACK):
            self.app.pop(self)
        elif i == self.LEVEL and k in (LEFT, RIGHT, A):
            s.cycle_level(step)
            self.menu.set_value(i, s.level_name())
        elif i == self.REPEAT and k in (LEFT, RIGHT, A):
            s.cycle_repeat(step)
            self.menu.set_value(i, s.repeat_name())
            self.app.apply_settings()
        elif self.VOLUME <= i <= self.SCREEN and k in (LEFT, RIGHT, A) \
                and self.menu.enabled[i]:
            field = HARDWARE[i - self.VOLUME][0]
            setattr(s, field, (getattr(s, field) + step) % 3)
            self.menu.set_value(i, level(s, i - self.VOLUME))
            self.app.apply_settings()   # at once: the screen dims, a sample sounds
            c = self.app.cues
            if i == self.VOLUME and c is not None:
                c.sound(c.TURN)
        elif i == self.NAMES and k == A:
            self.app.push(NamesScreen(self.app))


class NamesScreen(Screen):
    def __init__(self, app):
        Screen.__init__(self, app)
        y = titled(self, "Hot-seat names", "B: back")
        names = app.get_settings().names
        self.menu = Menu(["Player %d" % (i + 1) for i in range(NAME_COUNT)],
                         list(names), y=y, hint="A: edit")
        self.group.append(self.menu.group)

    def shown(self):
        names = self.app.get_settings().names
        for i in range(NAME_COUNT):
            self.menu.set_value(i, names[i])

    def key(self, k):
        if self.menu.key(k):
            return
        if k == A:
            self.app.push(NameEditor(self.app, self.menu.cursor))
        elif k == B:
            self.app.pop(self)


class NameEditor(Screen):
    """UP/DOWN change the letter under the cursor, LEFT/RIGHT move it,
    A keeps the name, B leaves it as it was."""

    def __init__(self, app, seat):
        Screen.__init__(self, app)
        self.seat = seat
        y = titled(self, "Name of player %d" % (seat + 1))
        lh = 12
        cw = 14
        name = app.get_settings().names[seat]
        self.chars = bytearray(NAME_MAX)
        for i in range(min(len(name), NAME_MAX)):
            self.chars[i] = max(CHARSET.find(name[i]), 0)
        x0 = (ui.W - NAME_MAX * cw) // 2
        self.cw = cw
        self.x0 = x0
        ly = y + 16
        self.letters = []
        for i in range(NAME_MAX):
            big = displayio.Group(scale=2, x=x0 + i * cw + 1, y=ly)
            lb = text.Text(" ", 0, 0, palette.FG, width=6)
            big.append(lb)
            self.letters.append(lb)
            self.group.append(big)
            self._show(i)
        self.pos = 0
        self.cursor = shapes.rect(x0, ly + 2 * lh + 2, cw - 2, 2, palette.YELLOW)
        self.group.append(self.cursor)
        for n, words in enumerate(("UP/DOWN: letter", "LEFT/RIGHT: move",
                                   "A: keep  B: cancel")):
            self.group.append(text.Text(words, 4, ui.H - (3 - n) * lh - 2, palette.INFO))

    def _show(self, i):
        c = self.chars[i]
        lb = self.letters[i]
        text.put(lb, "_" if c == 0 else CHARSET[c])
        text.color(lb, palette.GREY if c == 0 else palette.FG)

    def name(self):
        return "".join(CHARSET[c] for c in self.chars).strip()

    def key(self, k):
        if k == UP or k == DOWN:
            c = self.chars[self.pos] + (1 if k == UP else -1)
            self.chars[self.pos] = c % len(CHARSET)
            self._show(self.pos)
        elif k == LEFT or k == RIGHT:
            self.pos = (self.pos + (1 if k == RIGHT else -1)) % NAME_MAX
            self.cursor.x = self.x0 + self.pos * self.cw
        elif k == A:
            name = self.name()
            if name:
                self.app.get_settings().names[self.seat] = name
            self.app.pop(self)
        elif k == B:
            self.app.pop(self)
