"""The battery, where the board can read it (``Profile.parts`` bit 4): its
level as an icon on the title and the pause menu, and a warning, once a
program, when it runs low. Loaded by those screens only, and dropped.

The PyGamer (and the PyBadge) divide the battery's voltage by two onto
``board.A6`` (Adafruit's PyGamer guide: "Pin A6 is connected to a voltage
divider which gives half the current battery voltage"; Adafruit Arcada's
``readBatterySensor()`` reads ``analogRead(A6) / 1023 * 2 * 3.3``). So the
battery is ``AnalogIn(board.A6).value * 6600 // 65535`` millivolts: 3.3 V
full scale, times two. On USB power with no battery the charger's 4.2 V
reads as full.
"""

import displayio

from paddock.ui import palette

# The millivolts at which each of the four bars lights: a LiPo cell is
# 4.2 V full, about 3.7 V half way, and near empty under 3.5 V.
STEPS = (3500, 3650, 3800, 4000)
LOW = 1          # this many bars or fewer: warn
W = 17           # the icon: a 15x7 body and a 2x3 nub
H = 7


def millivolts():
    """The battery's voltage in mV (OSError, ValueError... where A6 cannot be read)."""
    import analogio
    import board
    pin = analogio.AnalogIn(board.A6)
    try:
        return pin.value * 6600 // 65535
    finally:
        pin.deinit()


def level(app):
    """Bars lit, 0-4, or -1 where the board cannot read its battery."""
    if not app.profile.parts & 4:
        return -1
    try:
        mv = millivolts()
    except (ImportError, AttributeError, ValueError, RuntimeError, OSError):
        return -1
    n = 0
    for step in STEPS:
        if mv >= step:
            n += 1
    return n


def icon(bars, x, y):
    """A battery of bars (0-4) as a small TileGrid: grey outline, bars green,
    yellow when one is left, an empty one red."""
    b = displayio.Bitmap(W, H, 3)
    for i in range(15):
        b[i, 0] = b[i, H - 1] = 1
    for j in range(H):
        b[0, j] = b[14, j] = 1
    for j in range(2, 5):
        b[15, j] = b[16, j] = 1
    for k in range(bars):
        for i in (2 + 3 * k, 3 + 3 * k):
            for j in range(2, 5):
                b[i, j] = 2
    p = displayio.Palette(3)
    p.make_transparent(0)
    p[1] = palette.WARN if bars == 0 else palette.GREY
    p[2] = palette.GREEN if bars > LOW else palette.YELLOW
    return displayio.TileGrid(b, pixel_shader=p, x=x, y=y)


def show(app, group, x, y):
    """Put the battery's icon in group at (x, y) if the board can read it.
    True when the player is to be warned now (low, and not yet told in this
    program): the screen then calls ``warn`` on its next tick."""
    bars = level(app)
    if bars < 0:
        return False
    group.append(icon(bars, x, y))
    if bars <= LOW and not getattr(app, "battery_told", False):
        app.battery_told = True
        return True
    return False


def warn(app):
    """The low battery's dialog, over the screen."""
    from paddock.console.screen import Message
    app.push(Message(app, "Battery low", "Charge it soon. A race is saved at each turn.",
                     color=palette.WARN))
