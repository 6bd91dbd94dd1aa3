"""Pixel patterns for card faces: 5x7 characters and 7x7 suit pips.

Each pattern is a tuple of rows; each row an int whose high bit is the
leftmost pixel. Drawn for this project. Only sprite sheets being drawn
import this module, inside the drawing code: a race drops it once its view
is built (``console.play``).
"""

CHAR_W = 5
CHAR_H = 7
PIP = 7

CHARS = {
    "0": (0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110),
    "1": (0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110),
    "2": (0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111),
    "3": (0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110),
    "4": (0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010),
    "5": (0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110),
    "6": (0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110),
    "7": (0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000),
    "8": (0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110),
    "9": (0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100),
    "+": (0b00000, 0b00100, 0b00100, 0b11111, 0b00100, 0b00100, 0b00000),
    "-": (0b00000, 0b00000, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000),
    "/": (0b00001, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b10000),
    "?": (0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b00000, 0b00100),
    "A": (0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001),
    "J": (0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100),
    "K": (0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001),
    "Q": (0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101),
    "T": (0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100),
    "X": (0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001),
}

# Suit pips, by pip number (palette.SUITS has their colours in the same order).
SPADE, HEART, DIAMOND, CLUB, RING, SQUARE, TRIANGLE, STAR = range(8)
PIP_NAMES = ("spade", "heart", "diamond", "club", "ring", "square", "triangle", "star")
PIPS = (
    (0b0001000, 0b0011100, 0b0111110, 0b1111111, 0b1111111, 0b1101011, 0b0011100),
    (0b0110110, 0b1111111, 0b1111111, 0b1111111, 0b0111110, 0b0011100, 0b0001000),
    (0b0001000, 0b0011100, 0b0111110, 0b1111111, 0b0111110, 0b0011100, 0b0001000),
    (0b0011100, 0b0011100, 0b1101011, 0b1111111, 0b1101011, 0b0001000, 0b0011100),
    (0b0011100, 0b0100010, 0b1000001, 0b1000001, 0b1000001, 0b0100010, 0b0011100),
    (0b0000000, 0b0111110, 0b0111110, 0b0111110, 0b0111110, 0b0111110, 0b0000000),
    (0b0001000, 0b0001000, 0b0011100, 0b0011100, 0b0111110, 0b0111110, 0b1111111),
    (0b0001000, 0b0001000, 0b1111111, 0b0111110, 0b0011100, 0b0110110, 0b1100011),
)


def draw(bitmap, rows, width, x, y, value):
    """Set the pixels of pattern rows (width bits a row) at (x, y) to value."""
    for r in range(len(rows)):
        bits = rows[r]
        for c in range(width):
            if bits & (1 << (width - 1 - c)):
                bitmap[x + c, y + r] = value
