"""Fonts: the project's BDF fonts when they are on the drive, else terminalio.

``load(name)`` looks for the file in "/fonts" (the board's drive), "fonts" and
"../fonts" (the desktop), and falls back to ``terminalio.FONT``, which every
board has built in, so a missing or broken font file never stops the console.
"""

TEXT = "paddock5x8.bdf"   # the compact text font drawn for this project
_DIRS = ("/fonts/", "fonts/", "../fonts/")
_cache = {}


def builtin():
    import terminalio
    return terminalio.FONT


def load(name):
    """The font in file name (cached), or terminalio.FONT if none loads."""
    font = _cache.get(name)
    if font is not None:
        return font
    try:
        from adafruit_bitmap_font import bitmap_font
    except ImportError:
        bitmap_font = None
    if bitmap_font is not None:
        for d in _DIRS:
            try:
                font = bitmap_font.load_font(d + name)
                break
            except (OSError, ValueError, RuntimeError):
                font = None
    if font is None:
        font = builtin()
    _cache[name] = font
    return font


def text():
    """The font for ordinary text: terminalio's 6x12, which reads best at
    arm's length on a 1.8 inch screen (and costs no RAM for glyphs)."""
    return builtin()


def small():
    """The project's compact font (5 px advance, 8 px lines) for dense game
    information; terminalio where the font file is missing."""
    return load(TEXT)


def line_height(font):
    """Pixels from one text line to the next in font."""
    return font.get_bounding_box()[1]


def char_width(font):
    return font.get_bounding_box()[0]
