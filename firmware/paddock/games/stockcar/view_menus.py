"""Stock Car Championship's small menus: pit under the yellow, PASS 2's
second car, which car to follow in an advanced challenge, and a saved
season to go on with. Loaded when one is first needed."""

from paddock import ui
from paddock.ui import fonts, palette, text
from paddock.ui.gameview import box
from paddock.ui.menu import Menu
from paddock.games.stockcar import codes as C

SEASON = -1     # the menu's kind for a saved season (others: the phase)
BACK = -1       # a row that closes the menu
GO_ON = -2      # the saved season: race on
FRESH = -3      # ... or start a new race


def _rows(view, kind, card):
    """(title, line, items, moves, can go back)."""
    st = view.state
    if kind == C.PIT_CALL:
        return ("Yellow flag", "No laps lost; new cards",
                ("Pit stop", "Stay out"), (C.PIT, C.DONE), False)
    if kind == C.PASS_TWO:
        i = st.slot_of(st.cur)
        v = st.line[i - 1]
        who = "SLOW TRAFFIC" if v >= C.SLOW else "car #%d" % (v + 1)
        return ("PASS 2", "First car passed",
                ("Pass %s too" % who, "Stop here"), (C.AGAIN, C.DONE), False)
    if kind == C.FOLLOWING:
        return ("Follow with DRAFT", "The car followed gets +.100",
                ("Follow #%d (passing)" % (st.mover + 1),
                 "Follow #%d (defending)" % (st.pa_def + 1), "Back"),
                (C.FOLLOW_P + card, C.FOLLOW_D + card, BACK), True)
    sea = view.asking           # SEASON
    lead = sea.standings()[0]
    return ("Saved season", "%d done, #%d leads: %d pts" % (sea.done, lead + 1, sea.points[lead]),
            ("Go on: race %d of %d" % (sea.done + 1, sea.races), "New race"),
            (GO_ON, FRESH), False)


def popup(view, kind, card=-1):
    """(group, menu, moves, can go back): a framed menu over the track."""
    title, line, items, moves, back = _rows(view, kind, card)
    font = fonts.text()
    small = fonts.small()
    lh = fonts.line_height(font)
    rows = len(items)
    w = ui.W - 12
    h = lh + 12 + rows * lh + 3
    x = 6
    y = 16
    g = box(x, y, w, h, title, font)
    g.append(text.Text(text.fit(line, 28), x + 4, y + lh + 2, palette.INFO, small))
    menu = Menu(items, x=x + 2, y=y + lh + 11, width=w - 4, rows=rows, reason=False)
    g.append(menu.group)
    return (g, menu, moves, back)
