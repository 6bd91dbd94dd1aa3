"""Stock Car Championship's small menus: which car to follow in an advanced
challenge, and a saved season to go on with. Loaded when one is needed."""

from paddock import ui
from paddock.ui import fonts, palette, text
from paddock.ui.gameview import box
from paddock.ui.menu import Menu

from micropython import const

# Codes (``codes``), folded into the bytecode.
_FOLLOWING = const(9)
_FOLLOW_P = const(64)
_FOLLOW_D = const(128)

BACK = -1       # a row that closes the menu
GO_ON = -2      # the saved season: race on
FRESH = -3      # ... or start a new race


def _rows(view, kind, card):
    """(title, line, items, moves, can go back); kind -1: the saved season."""
    st = view.state
    if kind == _FOLLOWING:
        return ("Follow with DRAFT", "The car followed gets +.100",
                ("Follow %s (passing)" % view.names[st.mover],
                 "Follow %s (defending)" % view.names[st.pa_def], "Back"),
                (_FOLLOW_P + card, _FOLLOW_D + card, BACK), True)
    sea = view.asking
    lead = sea.standings()[0]
    return ("Saved season", "%d done, #%d leads: %d pts" % (sea.done, lead + 1, sea.points[lead]),
            ("Go on: race %d of %d" % (sea.done + 1, sea.races), "New race"),
            (GO_ON, FRESH), False)


def popup(view, kind, card=-1):
    """(group, menu, moves, can go back): a framed menu over the track."""
    title, line, items, moves, back = _rows(view, kind, card)
    font = fonts.text()
    lh = fonts.line_height(font)
    rows = len(items)
    w = ui.W - 12
    h = lh + 12 + rows * lh + 3
    g = box(6, 16, w, h, title, font)
    g.append(text.Text(line, 10, 16 + lh + 2, palette.INFO, fonts.small()))
    menu = Menu(items, x=8, y=16 + lh + 11, width=w - 4, rows=rows, reason=False)
    g.append(menu.group)
    return (g, menu, moves, back)
