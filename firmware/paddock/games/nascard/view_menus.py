"""Nascard's Bonus question: after a card of a suit that is not trump, A
activates that suit's Bonus, B does not. The box says what the Bonus asks
and gives. Loaded when first needed."""

import displayio

from paddock import ui
from paddock.ui import fonts, palette, shapes, text
from paddock.games.nascard import data
from paddock.games.nascard.texts import BONUS_NAME
from paddock.games.nascard.view_words import bonus_text

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_USE_BONUS = const(61)
_SKIP_BONUS = const(62)

KEYS = "A: activate  B: no Bonus"
ROWS = 4        # the longest Bonus text, wrapped to the box


def popup(st, seat, bottom):
    """(group, None, moves): a framed box over the track, down to bottom
    (the hint line's foot), for seat's Bonus; moves[0] is A's, moves[1] B's."""
    card = st.card[seat]
    bonus = st.bonus[data.suit(card)]
    font = fonts.text()
    lh = fonts.line_height(font)
    w = ui.W - 8
    cols = (w - 8) // font.w
    x = 4
    y = 14
    h = bottom - y
    g = displayio.Group()
    g.append(shapes.rect(x, y, w, h, palette.TITLE))   # a one-pixel frame
    g.append(shapes.rect(x + 1, y + 1, w - 2, h - 2, palette.BLACK))
    g.append(text.Text(text.fit(BONUS_NAME[bonus] + "?", cols), x + 4, y + 2, palette.TITLE,
                       font, cols * font.w))
    about = text.wrap(bonus_text(bonus, card, st.on_caution(seat)), cols)
    g.append(text.Text(about, x + 4, y + lh + 3, palette.FG, font, cols * font.w, ROWS))
    g.append(text.Text(KEYS, x + 4, y + h - lh - 1, palette.INFO, font, cols * font.w))
    return (g, None, (_USE_BONUS, _SKIP_BONUS))
