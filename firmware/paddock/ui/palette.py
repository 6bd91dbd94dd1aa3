"""Colours, chosen from the Okabe-Ito set so they stay apart for colour-blind
players; anything that matters is also told by a letter or a shape."""

BLACK = 0x000000
WHITE = 0xFFFFFF
GREY = 0x8C8C8C        # greyed-out (disabled) text, still readable on black
DARK = 0x303030        # panels and frames
ORANGE = 0xE69F00
SKY = 0x56B4E9
GREEN = 0x009E73
YELLOW = 0xF0E442
BLUE = 0x0072B2
VERMILLION = 0xD55E00
PURPLE = 0xCC79A7

BG = BLACK
FG = WHITE
TITLE = ORANGE         # screen titles
BAR = BLUE             # the menu highlight bar (white text on it)
VALUE = YELLOW         # a setting's current value
WARN = VERMILLION      # errors
INFO = SKY             # hints and help footers

# Seat colours, in seat order; a seat is also told by its number.
SEATS = (ORANGE, SKY, GREEN, YELLOW, PURPLE, WHITE)

# Suit colours on a white card face, by pip: spade, heart, diamond, club,
# circle, square, triangle, star. Dark enough to read on white.
SUITS = (0x000000, 0xD55E00, 0x0072B2, 0x009E73, 0xA8507F, 0xB07800, 0x3A7CA5, 0x6A4C93)
