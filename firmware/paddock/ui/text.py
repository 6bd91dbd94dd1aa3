"""Text on screen: a TileGrid whose tiles are the font's glyphs.

In terminalio (monospaced) a character is one tile of the font's own sheet
in flash: a 20-character line costs a TileGrid and 20 bytes, where
adafruit_display_text's ``Label`` makes a TileGrid a letter. The proportional
5x8 font paints into a small 1-bit bitmap of its own with
``bitmaptools.blit``. Either way a ``Text`` is made once, with room for the
longest words it will hold, and rewritten in place: setting ``text`` to the
words it already shows costs nothing.
"""

import bitmaptools
import displayio

from paddock.ui import fonts, palette

_shaders = {}


def shader(color):
    """The shared two-entry palette for text of color (index 0 see-through)."""
    p = _shaders.get(color)
    if p is None:
        p = displayio.Palette(2)
        p.make_transparent(0)
        p[1] = color
        _shaders[color] = p
    return p


class Text(displayio.TileGrid):
    """Words at (x, y); ``anchor`` 0.0, 0.5 or 1.0 puts x at their left,
    middle or right end.

    :param width: pixels of room (default: to the screen's edge)
    :param rows: lines of room (default: the lines of words)
    :param pitch: pixels from a line to the next, proportional font only

    A screen holds dozens of these, so an instance keeps only what differs
    from the class: its words, and its font, anchor and pitch when not the
    usual.
    """

    font = None         # None: fonts.text()
    rows = 1
    pitch = 0
    anchor = 0.0
    ax = 0              # where the anchor sits, when there is one
    _words = None

    def __init__(self, words="", x=0, y=0, color=palette.FG, font=None, width=0, rows=0,
                 anchor=0.0, pitch=0):
        from paddock import ui
        f = font or fonts.text()
        if width <= 0:
            width = max(ui.W - x if anchor == 0.0 else ui.W, f.width(words), f.w)
        rows = rows or words.count("\n") + 1
        if f is not fonts.text():
            self.font = f
        if rows != 1:
            self.rows = rows
        if anchor:
            self.anchor = anchor
            self.ax = x
        if f.mono:
            super().__init__(f.bitmap, pixel_shader=shader(color), width=width // f.w,
                             height=rows, tile_width=f.w, tile_height=f.h,
                             default_tile=f.blank, x=x, y=y)
        else:
            if pitch and pitch != f.h:
                self.pitch = pitch
            super().__init__(displayio.Bitmap(width, (rows - 1) * (pitch or f.h) + f.h, 2),
                             pixel_shader=shader(color), x=x, y=y)
        self.text = words

    @property
    def text(self):
        return self._words

    @text.setter
    def text(self, words):
        old = self._words
        if words == old:
            return
        self._words = words
        f = self.font or fonts.text()
        if f.mono:   # set the tiles that changed (inline: a frame less on the pystack)
            cols = self.width
            one = self.rows == 1     # one line: no lists of lines to make
            new = words if one else words.split("\n")
            was = (old or "") if one else (old or "").split("\n")
            for r in range(self.rows):
                line = new if one else (new[r] if r < len(new) else "")
                n = min(len(line), cols)
                at = r * cols    # cells by one int: an (x, y) index is a tuple on the heap
                for c in range(n):   # a cell set again is redrawn: set what changed
                    t = f.tile(line[c])
                    if self[at + c] != t:
                        self[at + c] = t
                if one or r < len(was):
                    for c in range(n, min(len(was if one else was[r]), cols)):
                        self[at + c] = f.blank
        else:
            self._ink(f, words)
        if self.anchor:
            self.x = self.ax - int(self.wide() * self.anchor)

    def wide(self):
        """Pixels across the longest line of the words."""
        f = self.font or fonts.text()
        w = 0
        for line in self._words.split("\n"):
            w = max(w, f.width(line))
        return w

    def _ink(self, f, words):
        bm = self.bitmap
        bm.fill(0)
        pitch = self.pitch or f.h
        x = y = 0
        for ch in words:
            if ch == "\n":
                x = 0
                y += pitch
                continue
            i = f.index(ch)
            w = f.art[i]
            if x + w <= bm.width and y + f.h <= bm.height:
                bitmaptools.blit(bm, f.bitmap, x, y, x1=f.x[i], y1=0, x2=f.x[i] + w, y2=f.h)
            x += w + f.spacing

    @property
    def color(self):
        return self.pixel_shader[1]

    @color.setter
    def color(self, c):
        if c != self.pixel_shader[1]:
            self.pixel_shader = shader(c)

    @property
    def anchored_position(self):
        return (self.ax if self.anchor else self.x, self.y)

    @anchored_position.setter
    def anchored_position(self, pos):
        self.y = pos[1]
        if self.anchor:
            self.ax = pos[0]
            self.x = pos[0] - int(self.wide() * self.anchor)
        else:
            self.x = pos[0]


def put(lbl, words):
    """Set a label's text if it differs; True if it changed."""
    if lbl.text != words:
        lbl.text = words
        return True
    return False


def color(lbl, c):
    lbl.color = c


def fit(words, cols):
    """words cut to cols characters, with '~' marking a cut."""
    if len(words) <= cols:
        return words
    return words[:cols - 1] + "~"


def fit_width(words, room, font):
    """words cut (a '~' at the cut) to room pixels of font."""
    if font.width(words) <= room:
        return words
    w = font.width("~")
    for i in range(len(words)):
        w += font.width(words[i])
        if w > room:
            return words[:i] + "~"
    return words


def wrap(words, cols):
    """Words broken into lines of at most cols characters (newlines kept),
    joined with newlines."""
    out = []
    for para in words.split("\n"):
        line = ""
        for word in para.split(" "):
            while len(word) > cols:  # a word longer than a line: cut it
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:cols])
                word = word[cols:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= cols:
                line = line + " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    return "\n".join(out)


def columns(font=None, width=None):
    """How many characters of font fit across width pixels (the screen)."""
    from paddock import ui
    w = ui.W if width is None else width
    return w // (font or fonts.text()).w


class LogLine:
    """One line of text on a dark strip: the last thing that happened."""

    def __init__(self, y, width=None, color=palette.FG, bg=palette.DARK, font=None):
        from paddock import ui
        from paddock.ui import shapes
        font = font or fonts.text()
        w = ui.W if width is None else width
        self.cols = (w - 2) // font.w
        self.group = displayio.Group(y=y)
        self.group.append(shapes.rect(0, 0, w, font.h, bg))
        self.label = Text("", 1, 0, color, font, w - 2)
        self.group.append(self.label)

    def say(self, words):
        put(self.label, fit(words, self.cols))


class Lines:
    """Labels stacked down the screen, made once and rewritten one at a time
    (a race table, a score list).

    :param count: how many lines
    :param dy: pixels from one line to the next (default: the font's height)
    """

    def __init__(self, x, y, count, color=palette.FG, font=None, dy=0, width=0):
        font = font or fonts.text()
        dy = dy or font.h
        self.group = displayio.Group(x=x, y=y)
        self.labels = []
        for i in range(count):
            lb = Text("", 0, i * dy, color, font, width)
            self.labels.append(lb)
            self.group.append(lb)

    def set(self, i, words, c=None):
        """Line i says words (in colour c, if given); True if it changed."""
        lb = self.labels[i]
        if c is not None:
            lb.color = c
        return put(lb, words)

    def clear(self):
        for lb in self.labels:
            put(lb, "")
