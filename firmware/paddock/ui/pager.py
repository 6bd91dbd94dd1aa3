"""A pager: pages of text, LEFT/RIGHT (or UP/DOWN) to turn, A or B to close.

``pages`` is anything with a length whose items are texts: a tuple, or a
``core.words.Words`` reading them from a file a page at a time ("|" in a
page is a line break). A page longer than the screen is split at line ends
into screens of even length, so no screen is left holding a word or two.
Only the screen on show is wrapped and kept; a page turn rewrites two
labels (the text and the page number).
"""

import displayio

from paddock import ui
from paddock.hal import UP, DOWN, LEFT, RIGHT, A, B
from paddock.ui import fonts, palette, shapes, text


def screens(lines, rows):
    """How many screens of at most rows lines hold lines lines."""
    return max(1, (lines + rows - 1) // rows)


def share(lines, parts, k):
    """Part k of lines split into parts whose lengths differ by one at most."""
    base, extra = divmod(len(lines), parts)
    start = k * base + min(k, extra)
    return lines[start:start + base + (k < extra)]


class Pager:
    def __init__(self, title, pages, font=None):
        font = font or fonts.text()
        lh = fonts.line_height(font)
        self.cols = (ui.W - 4) // fonts.char_width(font)
        self.rows = (ui.H - 2 * lh - 4) // lh
        self.source = pages if len(pages) else ("(no help yet)",)
        self.counts = bytearray(len(self.source))   # screens a page takes
        for i in range(len(self.source)):
            self.counts[i] = screens(len(self._lines(i)), self.rows)
        self.total = sum(self.counts)
        self.page = 0
        self.group = displayio.Group()
        self.group.append(shapes.rect(0, 0, ui.W, ui.H, palette.BG))
        self.group.append(shapes.rect(0, 0, ui.W, lh + 1, palette.DARK))
        self.group.append(text.Text(text.fit(title, self.cols), 2, 1, palette.TITLE, font))
        self.body = text.Text("", 2, lh + 3, palette.FG, font, rows=self.rows)
        self.group.append(self.body)
        self.foot = text.Text("", 2, ui.H - lh, palette.INFO, font)
        self.group.append(self.foot)
        self.turn(0)

    def _lines(self, i):
        return text.wrap(self.source[i].replace("|", "\n"), self.cols).split("\n")

    def screen(self, n):
        """The text of screen n (counting from 0 across every page)."""
        for i in range(len(self.counts)):
            if n < self.counts[i]:
                return "\n".join(share(self._lines(i), self.counts[i], n))
            n -= self.counts[i]
        return ""

    def turn(self, step):
        p = self.page + step
        if 0 <= p < self.total:
            self.page = p
            text.put(self.body, self.screen(p))
            text.put(self.foot, "< %d/%d >  B: back" % (p + 1, self.total))

    def key(self, k):
        """Turn pages; False once A or B closes the pager."""
        if k == LEFT or k == UP:
            self.turn(-1)
        elif k == RIGHT or k == DOWN:
            self.turn(1)
        elif k == A or k == B:
            return False
        return True
