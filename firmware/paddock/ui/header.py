"""The top line: whose turn it is (colour block, seat number, name) and a
short status at the right (lap, round, score)."""

import displayio

from paddock import ui
from paddock.ui import fonts, palette, shapes, text


class Header:
    def __init__(self, title="", right="", font=None):
        font = font or fonts.text()
        h = fonts.line_height(font)
        self.height = h + 1
        self.group = displayio.Group()
        self.group.append(shapes.rect(0, 0, ui.W, self.height, palette.DARK))
        self.marker = shapes.rect(1, 1, 5, h - 1, palette.DARK)
        self.group.append(self.marker)
        self.title = text.Text(title, 8, 1, palette.FG, font)
        self.right = text.Text(right, ui.W - 2, 1, palette.VALUE, font, anchor=1.0)
        self.group.append(self.title)
        self.group.append(self.right)

    def turn(self, seat, name):
        """Show that seat (0-based) named name is to move: its colour and number."""
        shapes.recolor(self.marker, palette.SEATS[seat % len(palette.SEATS)])
        text.put(self.title, "%d %s" % (seat + 1, name))

    def set_title(self, words):
        shapes.recolor(self.marker, palette.DARK)
        text.put(self.title, words)

    def set_right(self, words):
        text.put(self.right, words)
