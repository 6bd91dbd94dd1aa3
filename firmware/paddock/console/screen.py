"""The base of every console screen, and the dialog (``Message``).

A screen has a ``group`` (what it shows), ``key(k)`` for each logical key
press, ``tick(now)`` every pass of the main loop, ``shown()`` when it is on
top again, and ``close()`` when it leaves the stack. An ``overlay`` screen
(a dialog) leaves the screen beneath it visible.
"""

import displayio

from paddock.hal import A, B
from paddock.ui import palette

_ROOMY = 16384   # bytes free that make a heap roomy


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
        # A tight heap keeps a dialog's code only while one shows; with room
        # to spare it stays, and the next dialog opens without loading it.
        import gc
        free = getattr(gc, "mem_free", None)
        if free is not None and free() < _ROOMY:
            from paddock import drop
            drop("paddock.ui.dialog")
