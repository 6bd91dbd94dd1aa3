"""A small displayio widget kit for a 160x128 screen.

Every widget owns a ``displayio.Group`` (``.group``) that its screen appends
where it likes. Widgets change what they show by moving shapes and swapping
tiles; a label's text is rewritten only when its words change, so one key
press costs at most two or three label updates on the board.

The layout is 160 pixels wide. ``W`` and ``H`` are the layout's size, set once
by the console from the board profile (128 high on the PyGamer and PyBadge,
120 on a 320x240 screen shown at scale 2). Read them as ``ui.W`` and
``ui.H`` when building a screen, not at import time.
"""

W = 160
H = 128
SCALE = 1   # the screens' group scale; vectorio sizes must be multiplied by it


def init(width, height, scale=1):
    """Set the layout size (the console does this once, from the profile)."""
    global W, H, SCALE
    W = width
    H = height
    SCALE = scale
