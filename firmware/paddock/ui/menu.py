"""A menu: rows of text with a highlight bar that moves.

A cursor move only moves the bar (and rewrites the reason line when a greyed
row is reached or left), so it costs at most one label update. Rows may carry
a value shown at the right ("Bot level   normal"). A row can be greyed
(``set_enabled(i, False, reason)``): the cursor still stops on it and the
reason line says why it cannot be chosen. Rows can be taken out of the list
(``set_shown``), and a long list scrolls by moving its group, not by
rewriting labels.
"""

import displayio

from paddock import ui
from paddock.hal import UP, DOWN
from paddock.ui import fonts, palette, shapes, text


class Menu:
    """:param items: row texts
    :param values: texts shown at the right of each row, or None
    :param y: top of the first row
    :param rows: how many rows fit (default: down to the reason line)
    :param reason: show a reason line at the bottom of the screen
    :param hint: what the reason line says on a row with no note of its own
    """

    def __init__(self, items, values=None, x=0, y=14, width=None, rows=0,
                 reason=True, hint="", font=None):
        self.font = font or fonts.text()
        lh = fonts.line_height(self.font)
        self.row_h = lh if lh >= 10 else lh + 2   # a compact font needs air
        self.pad = (self.row_h - lh) // 2
        self.width = ui.W - x if width is None else width
        n = len(items)
        self.n = n
        self.items = list(items)
        self.enabled = bytearray(b"\x01" * n)
        self.shown = bytearray(b"\x01" * n)
        self.reasons = [""] * n
        self.hint = hint
        self.cursor = 0
        self.first = 0          # position (among shown rows) of the top visible row
        if rows <= 0:
            bottom = ui.H - (self.row_h + 1 if reason else 0)
            rows = (bottom - y) // self.row_h
        self.rows = rows
        self.group = displayio.Group(x=x, y=y)
        self.bar = shapes.rect(0, 0, self.width, self.row_h, palette.BAR)
        self.group.append(self.bar)
        self.body = displayio.Group()
        self.group.append(self.body)
        self.labels = []
        self.values = []
        for i in range(n):
            lb = text.Text(items[i], 3, 0, palette.FG, self.font)
            self.labels.append(lb)
            self.body.append(lb)
            v = None
            if values is not None and values[i] is not None:
                v = text.Text(values[i], self.width - 3, 0, palette.VALUE, self.font,
                              anchor=1.0)
                self.body.append(v)
            self.values.append(v)
        self.reason = None
        if reason:
            self.reason = text.Text("", 2, ui.H - self.row_h - y, palette.INFO, self.font)
            self.group.append(self.reason)
        self._layout()
        self._show_reason()

    # What the screen changes.
    def set_item(self, i, words):
        self.items[i] = words
        text.put(self.labels[i], words)

    def set_value(self, i, words):
        text.put(self.values[i], words)

    def set_note(self, i, words):
        """What the reason line says while the cursor is on row i."""
        self.reasons[i] = words
        if i == self.cursor:
            self._show_reason()

    def set_enabled(self, i, on, reason=""):
        self.enabled[i] = 1 if on else 0
        self.reasons[i] = "" if on else reason
        c = palette.FG if on else palette.GREY
        text.color(self.labels[i], c)
        if self.values[i] is not None:
            text.color(self.values[i], palette.VALUE if on else palette.GREY)
        if i == self.cursor:
            self._show_reason()

    def set_shown(self, i, on):
        """Take row i out of the list (or put it back); the rows close up."""
        v = 1 if on else 0
        if self.shown[i] != v:
            self.shown[i] = v
            if not on and self.cursor == i:
                self.move(1)
            self._layout()

    # Keys.
    def key(self, k):
        """UP/DOWN move the cursor (wrapping); True if the key was used."""
        if k == UP:
            self.move(-1)
            return True
        if k == DOWN:
            self.move(1)
            return True
        return False

    def move(self, step):
        i = self.cursor
        for _ in range(self.n):
            i = (i + step) % self.n
            if self.shown[i]:
                break
        self.select(i)

    def select(self, i):
        if not self.shown[i]:
            return
        self.cursor = i
        pos = self._pos(i)
        if pos < self.first:
            self.first = pos
            self._layout()
        elif pos >= self.first + self.rows:
            self.first = pos - self.rows + 1
            self._layout()
        self.bar.y = (pos - self.first) * self.row_h
        self._show_reason()

    def chosen(self):
        """The row under the cursor if it can be chosen, else -1."""
        return self.cursor if self.enabled[self.cursor] else -1

    # Inside.
    def _pos(self, i):
        p = 0
        for j in range(i):
            p += self.shown[j]
        return p

    def _layout(self):
        pos = 0
        h = self.row_h
        for i in range(self.n):
            lb = self.labels[i]
            v = self.values[i]
            vis = self.shown[i] and self.first <= pos < self.first + self.rows
            y = (pos - self.first) * h + self.pad
            if vis:
                lb.anchored_position = (3, y)
                if v is not None:
                    v.anchored_position = (self.width - 3, y)
            lb.hidden = not vis
            if v is not None:
                v.hidden = not vis
            pos += self.shown[i]
        self.bar.y = (self._pos(self.cursor) - self.first) * h

    def _show_reason(self):
        if self.reason is not None:
            r = self.reasons[self.cursor] or self.hint
            text.color(self.reason, palette.INFO if self.enabled[self.cursor] else palette.WARN)
            text.put(self.reason, text.fit(r, text.columns(self.font) - 1))
