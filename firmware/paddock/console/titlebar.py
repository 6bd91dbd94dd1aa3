"""A menu screen's title bar (the menu's program: a race shows none)."""

from paddock import ui
from paddock.ui import palette, shapes, text


def titled(screen, title, hint=""):
    """A screen's title bar (title at the left, a key hint at the right);
    returns the y under it."""
    g = screen.group
    g.append(shapes.rect(0, 0, ui.W, 13, palette.DARK))
    g.append(text.Text(text.fit(title, 17), 2, 1, palette.TITLE))
    if hint:
        g.append(text.Text(hint, ui.W - 2, 1, palette.INFO, anchor=1.0))
    return 15
