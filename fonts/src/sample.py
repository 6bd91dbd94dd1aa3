"""Write a sample sheet of Paddock's fonts as a PNG, to look at before shipping.

::

    python fonts/src/sample.py OUT.png                 # every font, stacked
    python fonts/src/sample.py OUT.png --font cards    # one font
    python fonts/src/sample.py OUT.png --scale 1       # true size

Each font gets one 160x128 screen (the PyGamer's), scaled up (x4 by default)
with nearest-neighbour pixels. Glyphs are loaded with ``adafruit_bitmap_font``,
the same loader the board runs, and painted from their bitmaps and metrics
(``dx``, ``dy``, ``shift_x``), so what is wrong on the sheet is wrong in the font.
"""

import os
import sys

from adafruit_bitmap_font import bitmap_font
from PIL import Image

FONTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
W, H = 160, 128
INK = (240, 240, 232)
PAPER = (16, 24, 40)
DIM = (120, 140, 170)
YELLOW = (255, 214, 64)
CARD = (250, 248, 240)
BLACK = (20, 20, 20)
# Suit colours as a game might use them; the shapes must tell suits apart anyway.
SUIT_COLOURS = (
    (20, 20, 20), (210, 30, 40), (230, 110, 20), (30, 140, 60), (40, 90, 210),
    (140, 60, 180), (200, 160, 0), (0, 150, 160), (90, 90, 90), (180, 40, 120),
)
PIPS = "\u2660\u2665\u2666\u2663\u25cf\u25a0\u25b2\u2605\u271a\u263e"


class Sheet:
    """A 160x128 RGB screen with a font pen."""

    def __init__(self, font):
        self.font = font
        self.image = Image.new("RGB", (W, H), PAPER)
        self.pixels = self.image.load()

    def text(self, x, baseline, text, colour=INK):
        """Draw ``text`` with its baseline at ``baseline``; return the end x."""
        self.font.load_glyphs(text)
        for ch in text:
            glyph = self.font.get_glyph(ord(ch))
            if glyph is None:
                glyph = self.font.get_glyph(0x3F)
                colour = (255, 0, 255)  # a missing glyph shows as a magenta '?'
            top = baseline - glyph.dy - glyph.height
            for gy in range(glyph.height):
                for gx in range(glyph.width):
                    if glyph.bitmap[gx, gy]:
                        px, py = x + glyph.dx + gx, top + gy
                        if 0 <= px < W and 0 <= py < H:
                            self.pixels[px, py] = colour
            x += glyph.shift_x
        return x

    def width(self, text):
        self.font.load_glyphs(text)
        return sum(self.font.get_glyph(ord(c)).shift_x for c in text)

    def box(self, x, y, w, h, colour):
        for py in range(max(0, y), min(H, y + h)):
            for px in range(max(0, x), min(W, x + w)):
                self.pixels[px, py] = colour

    def wrap(self, x, baseline, text, step, colour=INK):
        """Draw ``text`` over as many lines as it needs; return the next baseline."""
        line = ""
        for ch in text:
            if self.width(line + ch) > W - x:
                self.text(x, baseline, line, colour)
                baseline += step
                line = ""
            line += ch
        self.text(x, baseline, line, colour)
        return baseline + step


def text_sheet(font):
    """Every glyph of the text font, then lines as a game screen would show them."""
    s = Sheet(font)
    step = 10  # the label's line height: bounding box 8 x line_spacing 1.25
    y = s.wrap(1, 7, "".join(chr(c) for c in range(33, 127)), step)
    y = s.wrap(1, y, "\u2190\u2191\u2192\u2193 \u2022 \u00b0 \u00b7 \u00d7 \u2026 "
               "\u25b6\u25c0 \u2691 \U0001f3c1 \u2713 " + " ".join(PIPS), step, YELLOW)
    s.box(0, y - 7, W, 1, DIM)
    y += 2
    s.text(1, y, "Lap 2/3  Gas 4  Pos 1st", INK)
    y += step
    s.text(1, y, "\u25b6 New race", YELLOW)
    s.text(80, y, "Bots: Hard \u2192", INK)
    y += step
    s.text(1, y, "Anna played 4\u2665 +1 speed.", INK)
    y += step
    s.text(1, y, "The quick brown fox jumps over", INK)
    y += step
    s.text(1, y, "the lazy dog. 0123456789 -58%", INK)
    y += step
    s.text(1, y, "Trump: yellow \u2605  Tires 2  Pits", DIM)
    return s.image


def card(s, x, y, number, pip, colour):
    """A 20x26 card face: number at the top left, pip below it."""
    s.box(x + 1, y, 18, 26, CARD)
    s.box(x, y + 1, 20, 24, CARD)
    s.text(x + 2, y + 11, number, BLACK)
    s.text(x + 5, y + 23, pip, colour)


def cards_sheet(font):
    """Every glyph of the card font, then a hand of cards."""
    s = Sheet(font)
    s.text(1, 10, "0123456789 +-/?", INK)
    x = 1
    for i, pip in enumerate(PIPS):
        x = s.text(x, 22, pip, SUIT_COLOURS[i] if i else INK)
    extras = "\U0001f4a7\u26fd\U0001f3c1\u2691\U0001f3ce\U0001f527"
    s.text(1, 34, extras, YELLOW)
    hand = ("1", "2", "3", "4", "4", "5", "0", "58", "17", "+1")
    for i, number in enumerate(hand):
        card(s, 1 + (i % 7) * 22, 40 + (i // 7) * 30, number, PIPS[i % len(PIPS)],
             SUIT_COLOURS[i % len(SUIT_COLOURS)])
    for i in range(3):
        card(s, 67 + i * 22, 70, str(i + 6), PIPS[7 + i], SUIT_COLOURS[7 + i])
    s.text(1, 124, "\U0001f3ce 12", INK)
    s.text(40, 124, "\U0001f4a7 5", (80, 160, 255))
    s.text(80, 124, "\U0001f3c1 2/3", INK)
    return s.image


SHEETS = {"paddock5x8": text_sheet, "cards": cards_sheet}


def main(argv):
    if not argv or argv[0].startswith("-"):
        print("usage: sample.py OUT.png [--font NAME] [--scale N]", file=sys.stderr)
        return 2
    out, names, scale = argv[0], list(SHEETS), 4
    rest = argv[1:]
    while rest:
        opt = rest.pop(0)
        if opt == "--font" and rest:
            name = rest.pop(0)
            if name not in SHEETS:
                print("sample.py: unknown font %r (have %s)" % (name, ", ".join(SHEETS)),
                      file=sys.stderr)
                return 2
            names = [name]
        elif opt == "--scale" and rest and rest[0].isdigit() and 0 < int(rest[0]) <= 8:
            scale = int(rest.pop(0))
        else:
            print("sample.py: bad argument %r" % opt, file=sys.stderr)
            return 2
    sheets = []
    for name in names:
        font = bitmap_font.load_font(os.path.join(FONTS, name + ".bdf"))
        sheets.append(SHEETS[name](font))
    page = Image.new("RGB", (W * scale, H * scale * len(sheets)), (0, 0, 0))
    for i, sheet in enumerate(sheets):
        page.paste(sheet.resize((W * scale, H * scale), Image.NEAREST), (0, i * H * scale))
    try:
        page.save(out)
    except (OSError, ValueError) as err:
        print("sample.py: cannot write %s: %s" % (out, err), file=sys.stderr)
        return 2
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
