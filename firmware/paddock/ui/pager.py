"""A help pager: pages of text, LEFT/RIGHT to turn, A or B to close.

Pages too long for the screen are split; a page turn rewrites two labels
(the text and the page number).
"""

import displayio

from paddock import ui
from paddock.hal import LEFT, RIGHT, A, B
from paddock.ui import fonts, palette, shapes, text


class Pager:
    def __init__(self, title, pages, font=None):
        font = font or fonts.text()
        lh = fonts.line_height(font)
        cols = (ui.W - 4) // fonts.char_width(font)
        rows = (ui.H - 2 * lh - 4) // lh
        self.pages = []
        for p in pages:
            lines = text.wrap(p, cols).split("\n")
            for i in range(0, len(lines), rows):
                self.pages.append("\n".join(lines[i:i + rows]))
        if not self.pages:
            self.pages.append("(no help yet)")
        self.page = 0
        self.group = displayio.Group()
        self.group.append(shapes.rect(0, 0, ui.W, ui.H, palette.BG))
        self.group.append(shapes.rect(0, 0, ui.W, lh + 1, palette.DARK))
        self.group.append(text.Text(text.fit(title, cols), 2, 1, palette.TITLE, font))
        self.body = text.Text(self.pages[0], 2, lh + 3, palette.FG, font, rows=rows)
        self.group.append(self.body)
        self.foot = text.Text("", 2, ui.H - lh, palette.INFO, font)
        self.group.append(self.foot)
        self._footer()

    def _footer(self):
        text.put(self.foot, "< %d/%d >  B: back" % (self.page + 1, len(self.pages)))

    def turn(self, step):
        p = self.page + step
        if 0 <= p < len(self.pages):
            self.page = p
            text.put(self.body, self.pages[p])
            self._footer()

    def key(self, k):
        """Turn pages; False once A or B closes the pager."""
        if k == LEFT:
            self.turn(-1)
        elif k == RIGHT:
            self.turn(1)
        elif k == A or k == B:
            return False
        return True
