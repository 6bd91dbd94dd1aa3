"""Filled rectangles and frames from vectorio: no pixels stored, cheap to move.

A Group's scale moves a vectorio shape but does not grow it (on the board as
in Blinka), so sizes here are multiplied by ``ui.SCALE``; positions stay in
layout pixels like everything else.
"""

import displayio
import vectorio

from paddock import ui

_palettes = {}


def palette(color):
    """A shared one-colour palette for shapes of color."""
    p = _palettes.get(color)
    if p is None:
        # Both entries hold the colour, whichever index a port draws with.
        p = displayio.Palette(2)
        p[0] = color
        p[1] = color
        _palettes[color] = p
    return p


def rect(x, y, w, h, color):
    s = ui.SCALE
    return vectorio.Rectangle(pixel_shader=palette(color), width=w * s, height=h * s,
                              x=x, y=y, color_index=1)


def recolor(shape, color):
    shape.pixel_shader = palette(color)


def frame(x, y, w, h, color, thick=1):
    """An outline as a group of four thin rectangles; move the group."""
    g = displayio.Group(x=x, y=y)
    g.append(rect(0, 0, w, thick, color))
    g.append(rect(0, h - thick, w, thick, color))
    g.append(rect(0, 0, thick, h, color))
    g.append(rect(w - thick, 0, thick, h, color))
    return g
