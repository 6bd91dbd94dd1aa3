"""1 CAR D's pits menu: stay out, or take the tires, the fuel or both back
to 6 (a full gauge's row is greyed, with its reason). It covers the dice and
the speed, not the gauges, which show what each row gives back. Loaded the
first time a gauge is down at the start of a turn."""

from paddock import ui
from paddock.ui import fonts
from paddock.ui.gameview import box
from paddock.ui.menu import Menu
from paddock.games.onecard import rules
from paddock.games.onecard.codes import PIT_BOTH, PIT_NONE
from paddock.games.onecard.view_panel import X


def popup(st, gauge_y):
    """(group, menu) for the pits of state st, above the gauges at gauge_y."""
    lh = fonts.line_height(fonts.text())
    rows = PIT_BOTH - PIT_NONE + 1
    y = gauge_y - rows * lh - 1
    w = ui.W - X
    g = box(X - 2, y - 1, w + 2, rows * lh + 2)
    menu = Menu([rules.move_text(m) for m in range(PIT_NONE, PIT_BOTH + 1)],
                x=X, y=y, width=w - 1, rows=rows, reason=False)
    for m in range(PIT_NONE, PIT_BOTH + 1):
        why = st.why_not(m)
        if why:
            menu.set_enabled(m - PIT_NONE, False, why)
    g.append(menu.group)
    return (g, menu)
