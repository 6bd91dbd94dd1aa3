"""The help's first pages: the race's own screen, live, with one region at a
time framed and named ("Your hand: LEFT/RIGHT pick"). RIGHT goes on (past
the last region, to the rules' text), LEFT back, B closes.

A view names its regions, ``(x, y, w, h, words)`` in screen pixels, in a
module of their own loaded only for the tour (``view.tour_module``, whose
``regions(view)`` gives them), or in a method ``tour()``. The view's group
is borrowed for the tour and handed back when it closes.
"""

import sys

import displayio

from paddock import drop, ui
from paddock.hal import LEFT, RIGHT, UP, DOWN, A, B
from paddock.ui import fonts, palette, shapes, text
from paddock.console.screen import Screen
from paddock.console.paging import PagerScreen

LINES = 3   # a region's words: three lines of 25 characters at most


class TourScreen(Screen):
    def __init__(self, app, game, regions):
        Screen.__init__(self, app)
        self.game = game
        self.regions = regions
        self.view = game.view.group
        self.slot = game.group.index(self.view)
        game.group.remove(self.view)
        self.group.append(self.view)
        self.mark = shapes.frame(0, 0, 8, 8, palette.YELLOW, 2)
        self.group.append(self.mark)
        font = fonts.text()
        lh = fonts.line_height(font)
        self.cols = (ui.W - 8) // fonts.char_width(font)
        self.box = displayio.Group()
        h = LINES * lh + 14
        self.box.append(shapes.rect(0, 0, ui.W, h, palette.BLACK))
        self.box.append(shapes.frame(0, 0, ui.W, h, palette.TITLE))
        self.words = text.Text("", 4, 2, palette.FG, font, ui.W - 8, LINES)
        self.box.append(self.words)
        self.foot = text.Text("", ui.W - 4, h - 10, palette.INFO, fonts.small(), anchor=1.0)
        self.box.append(self.foot)
        self.box_h = h
        self.group.append(self.box)
        self.at = -1
        self.show(0)

    def show(self, i):
        if i == self.at or not 0 <= i < len(self.regions):
            return
        self.at = i
        x, y, w, h, words = self.regions[i]
        self._move(x, y, w, h)
        # the words go to the half of the screen the region leaves free
        self.box.y = ui.H - self.box_h if y + h // 2 < ui.H // 2 else 0
        text.put(self.words, text.wrap(words, self.cols))
        text.put(self.foot, "< %d/%d >  B: back" % (i + 1, len(self.regions)))

    def _move(self, x, y, w, h):
        """The frame round the region, kept on the screen: its four bars
        moved, not remade."""
        x0 = max(0, x - 2)
        y0 = max(0, y - 2)
        w = min(ui.W, x + w + 2) - x0 - 4
        h = min(ui.H, y + h + 2) - y0 - 4
        m = self.mark
        m.x = x0
        m.y = y0
        s = ui.SCALE
        top, bottom, left, right = m[0], m[1], m[2], m[3]
        top.width = bottom.width = (w + 4) * s
        left.height = right.height = (h + 4) * s
        bottom.y = h + 2
        right.x = w + 2

    def key(self, k):
        if k == LEFT or k == UP:
            self.show(self.at - 1)
        elif k == RIGHT or k == DOWN or k == A:
            if self.at + 1 < len(self.regions):
                self.show(self.at + 1)
            else:   # the rules' text comes next
                app = self.app
                app.pop(self)
                app.push(PagerScreen(app, self.game.title + ": rules", self.game.help_pages()))
        elif k == B:
            self.app.pop(self)

    def close(self):
        self.group.remove(self.view)
        self.game.group.insert(self.slot, self.view)
        drop("paddock.console.tour")    # a race's heap holds it only while shown


def open_help(app, game):
    """The rules from the pause menu: the tour of the screen first, where
    the view has one, then the rules' text."""
    view = game.view
    name = getattr(view, "tour_module", None)   # regions(view), loaded for this only
    if name:
        __import__(name)
        regions = sys.modules[name].regions(view)
        drop(name)
    else:
        tour = getattr(view, "tour", None)
        regions = tour() if tour else ()
    if regions:
        app.push(TourScreen(app, game, regions))
    else:
        app.push(PagerScreen(app, game.title + ": rules", game.help_pages()))
