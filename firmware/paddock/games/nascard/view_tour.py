"""Nascard's help beside the play screen: the regions of the screen for the
help's tour, named by the lines of ``tour.txt`` in order. Loaded only for
the tour (``console.tour``), and dropped after it."""

from paddock import ui
from paddock.core.words import Words
from paddock.ui.cards import TH
from paddock.games.nascard.view import PIT_X

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Layout shared with the other view modules (a test checks they agree).
_PITCH = const(24)
_TOP_Y = const(13)


def regions(view):
    """The play screen's regions, (x, y, w, h, words), for view's layout."""
    words = Words(__file__, "tour.txt")
    lane = view.lane
    ty = _TOP_Y + 2 * lane
    hy = view.hand_y - 1
    boxes = ((0, 0, ui.W, _TOP_Y), (0, _TOP_Y, ui.W, 2 * lane), (0, ty, ui.W, 9),
             (view.table.x - 1, ty + 9, _PITCH * view.state.cars + 1, lane + 10),
             (0, view.info_y, ui.W, 8), (0, hy, PIT_X - 1, TH + 1),
             (PIT_X - 1, hy, ui.W - PIT_X + 1, TH + 1), (0, ui.H - 8, ui.W, 8))
    return tuple(boxes[i] + (words[i],) for i in range(len(boxes)))
