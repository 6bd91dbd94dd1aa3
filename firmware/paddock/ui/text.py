"""Text labels: made in one place, rewritten only when the words change."""

from adafruit_display_text import label

from paddock.ui import fonts, palette


def make(text, x, y, color=palette.FG, font=None, anchor=(0.0, 0.0), scale=1,
         spacing=1.0):
    """A label whose anchor point (top-left by default) sits at (x, y).

    Lines of a multi-line label are ``spacing`` font heights apart.
    """
    return label.Label(font or fonts.text(), text=text, color=color, scale=scale,
                       anchor_point=anchor, anchored_position=(x, y),
                       line_spacing=spacing)


def put(lbl, text):
    """Set a label's text only if it differs (each change costs ~50 ms on the board)."""
    if lbl.text != text:
        lbl.text = text
        return True
    return False


def color(lbl, c):
    if lbl.color != c:
        lbl.color = c


def fit(text, cols):
    """text cut to cols characters, with '~' marking a cut."""
    if len(text) <= cols:
        return text
    return text[:cols - 1] + "~"


def wrap(text, cols):
    """Words of text broken into lines of at most cols characters.

    Newlines in text are kept. Returns the lines joined with newlines.
    """
    out = []
    for para in text.split("\n"):
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
    return w // fonts.char_width(font or fonts.text())


class LogLine:
    """One line of text on a dark strip: the last thing that happened."""

    def __init__(self, y, width=None, color=palette.FG, bg=palette.DARK, font=None):
        import displayio
        from paddock import ui
        from paddock.ui import shapes
        font = font or fonts.text()
        w = ui.W if width is None else width
        h = fonts.line_height(font)
        self.cols = (w - 2) // fonts.char_width(font)
        self.group = displayio.Group(y=y)
        self.group.append(shapes.rect(0, 0, w, h, bg))
        self.label = make("", 1, 0, color, font)
        self.group.append(self.label)

    def say(self, text):
        put(self.label, fit(text, self.cols))


class Lines:
    """A pool of labels stacked down the screen, made once and rewritten one
    at a time (a race table, a score list).

    :param count: how many lines
    :param dy: pixels from one line to the next (default: the font's height)
    """

    def __init__(self, x, y, count, color=palette.FG, font=None, dy=0):
        import displayio
        font = font or fonts.text()
        dy = dy or fonts.line_height(font)
        self.group = displayio.Group(x=x, y=y)
        self.labels = []
        for i in range(count):
            lb = make("", 0, i * dy, color, font)
            self.labels.append(lb)
            self.group.append(lb)

    def set(self, i, words, c=None):
        """Line i says words (in colour c, if given); True if it changed."""
        lb = self.labels[i]
        if c is not None:
            color(lb, c)
        return put(lb, words)

    def clear(self):
        for lb in self.labels:
            put(lb, "")
