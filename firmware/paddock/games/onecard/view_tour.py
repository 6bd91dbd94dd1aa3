"""1 CAR D's help beside the play screen: the regions of the screen for the
help's tour, named by the lines of ``tour.txt`` in order. Loaded only for
the tour (``console.tour``), and dropped after it."""

from paddock import ui
from paddock.core.words import Words
from paddock.games.onecard.view import TOP
from paddock.games.onecard.view_track import X


def regions(view):
    """The play screen's regions, (x, y, w, h, words), for view's layout."""
    words = Words(__file__, "tour.txt")
    p = view.panel
    log = view.log.group.y
    w = ui.W - X + 1
    boxes = ((0, 0, ui.W, TOP - 1), (0, TOP - 1, X - 1, log - TOP + 1),
             (X - 1, p.dice_y - 1, w, p.speed_y - p.dice_y),
             (X - 1, p.speed_y - 1, w, p.gauge_y - p.speed_y),
             (X - 1, p.gauge_y - 1, w, p.status.y - p.gauge_y + 1),
             (X - 1, p.status.y - 1, w, log - p.status.y + 1),
             (0, log, ui.W, 12))
    return tuple(boxes[i] + (words[i],) for i in range(len(boxes)))
