"""1 CAR D's pits choice: stay out, or take the tires, the fuel or both back
to 6 (a full gauge's row is greyed; the log line says why). It covers the
dice and the speed, not the gauges, which show what each row gives back.
Four rows and a bar, no more: it is open at the heaviest moment of a race.
Loaded the first time a gauge is down at the start of a turn."""

import displayio

from paddock import ui
from paddock.hal import DOWN, UP
from paddock.ui import fonts, palette, shapes, text
from paddock.games.onecard import rules
from paddock.games.onecard.view_track import X

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_PIT_NONE = const(0)
_PIT_BOTH = const(3)


class Pits:
    """The rows (``cursor``, ``enabled``); UP/DOWN move the bar, wrapping."""

    def __init__(self, st, gauge_y):
        font = fonts.text()
        lh = fonts.line_height(font)
        n = self.n = _PIT_BOTH - _PIT_NONE + 1
        y = self.y = gauge_y - n * lh - 1
        self.lh = lh
        w = ui.W - X
        g = self.group = displayio.Group()
        g.append(shapes.rect(X - 2, y - 1, w + 2, n * lh + 2, palette.TITLE))  # the frame
        g.append(shapes.rect(X - 1, y, w, n * lh, palette.BLACK))
        self.bar = shapes.rect(X, y, w - 1, lh, palette.BAR)
        g.append(self.bar)
        self.enabled = bytearray(n)
        self.cursor = 0
        for m in range(n):
            on = st.why_not(_PIT_NONE + m) is None
            self.enabled[m] = 1 if on else 0
            g.append(text.Text(rules.move_text(_PIT_NONE + m), X + 2, y + m * lh,
                               palette.FG if on else palette.GREY, font, w - 3))

    def select(self, i):
        self.cursor = i
        self.bar.y = self.y + i * self.lh

    def key(self, k):
        """UP/DOWN move the bar; True if the key was used."""
        if k == UP or k == DOWN:
            self.select((self.cursor + (1 if k == DOWN else -1)) % self.n)
            return True
        return False

    def chosen(self):
        """The row under the bar if it can be chosen, else -1."""
        return self.cursor if self.enabled[self.cursor] else -1


def popup(st, gauge_y):
    """(group, chooser) for the pits of state st, above the gauges at gauge_y."""
    p = Pits(st, gauge_y)
    return (p.group, p)
