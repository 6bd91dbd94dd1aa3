"""The base of every console screen, and the small screens built on the UI kit.

A screen has a ``group`` (what it shows), ``key(k)`` for each logical key
press, ``tick(now)`` every pass of the main loop, ``shown()`` when it is on
top again, and ``close()`` when it leaves the stack. An ``overlay`` screen
(a dialog) leaves the screen beneath it visible.
"""

import displayio

from paddock.hal import A, B
from paddock.ui import palette, shapes, text


class Screen:
    overlay = False
    home = False     # the main menu: where "quit to menu" stops

    def __init__(self, app):
        self.app = app
        self.group = displayio.Group()

    def key(self, k):
        pass

    def tick(self, now):
        pass

    def shown(self):
        pass

    def close(self):
        pass


def titled(screen, title, hint=""):
    """A screen's title bar (title at the left, a key hint at the right);
    returns the y under it."""
    from paddock import ui
    g = screen.group
    g.append(shapes.rect(0, 0, ui.W, 13, palette.DARK))
    g.append(text.Text(text.fit(title, 17), 2, 1, palette.TITLE))
    if hint:
        g.append(text.Text(hint, ui.W - 2, 1, palette.INFO, anchor=1.0))
    return 15


class Message(Screen):
    """A dialog: A runs on_a (if any) after closing, B runs on_b."""

    overlay = True

    def __init__(self, app, title, body="", hint="A: OK", on_a=None, on_b=None,
                 color=palette.TITLE, lines=0):
        from paddock.ui.dialog import Dialog
        Screen.__init__(self, app)
        self.dialog = Dialog(title, body, hint, color, lines=lines)
        self.group.append(self.dialog.group)
        self.on_a = on_a
        self.on_b = on_b

    def key(self, k):
        if k == A or k == B:
            self.app.pop(self)
            then = self.on_a if k == A else self.on_b
            if then is not None:
                then()

    def close(self):
        from paddock import drop
        drop("paddock.ui.dialog")   # a race's heap holds it only while one shows


class PagerScreen(Screen):
    def __init__(self, app, title, pages):
        from paddock.ui.pager import Pager
        Screen.__init__(self, app)
        self.pager = Pager(title, pages)
        self.group.append(self.pager.group)

    def key(self, k):
        if not self.pager.key(k):
            self.app.pop(self)


class HandOffScreen(Screen):
    """Hides everything beneath it until A is pressed."""

    def __init__(self, app, name, seat=-1):
        from paddock.ui.handoff import HandOff
        Screen.__init__(self, app)
        self.group.append(HandOff(name, seat).group)

    def key(self, k):
        if k == A:
            self.app.pop(self)
