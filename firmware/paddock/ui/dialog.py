"""A message box: a framed panel with a title, wrapped text and a key hint."""

import displayio

from paddock import ui
from paddock.ui import fonts, palette, shapes, text


class Dialog:
    """A panel centred on the screen, drawn over whatever is beneath.

    :param title: the first line, in the title colour
    :param body: text, wrapped to the panel's width (newlines kept)
    :param hint: the last line, e.g. "A: OK"
    :param color: the frame and title colour (palette.WARN for errors)
    :param lines: body lines to make room for (words that come later)
    """

    def __init__(self, title, body="", hint="A: OK", color=palette.TITLE, font=None, lines=0):
        self.font = font or fonts.text()
        lh = fonts.line_height(self.font)
        self.cols = (ui.W - 12) // fonts.char_width(self.font)
        self.group = displayio.Group()
        self.max_lines = (ui.H - 8) // lh - 2
        lines = max(self._lines(body), min(lines, self.max_lines))
        h = (lines + 2) * lh + 8
        w = ui.W - 4
        y = (ui.H - h) // 2
        self.panel = displayio.Group(x=2, y=y)
        self.panel.append(shapes.rect(0, 0, w, h, palette.BLACK))
        self.panel.append(shapes.frame(0, 0, w, h, color))
        self.title = text.Text(text.fit(title, self.cols), 5, 3, color, self.font, w - 10)
        self.body = text.Text(self._wrap(body), 5, 3 + lh, palette.FG, self.font, w - 10,
                              max(lines, 1))
        self.hint = text.Text(text.fit(hint, self.cols), w - 5, h - lh - 3, palette.INFO, self.font, w - 10,
                              anchor=1.0)
        self.panel.append(self.title)
        self.panel.append(self.body)
        self.panel.append(self.hint)
        self.group.append(self.panel)

    def _wrap(self, body):
        lines = text.wrap(body, self.cols).split("\n")
        return "\n".join(lines[:self.max_lines])

    def _lines(self, body):
        if not body:
            return 0
        return min(len(text.wrap(body, self.cols).split("\n")), self.max_lines)

    def set_body(self, body):
        """New words in the same panel (the panel keeps its size)."""
        text.put(self.body, self._wrap(body))
