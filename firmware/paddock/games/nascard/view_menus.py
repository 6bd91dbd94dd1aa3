"""Nascard's Bonus question: after a card of a suit that is not trump, A
activates that suit's Bonus, B does not. The box says what the Bonus asks
and gives. Loaded when first needed."""

from paddock import ui
from paddock.ui import fonts, palette, text
from paddock.ui.gameview import box
from paddock.games.nascard import data
from paddock.games.nascard.codes import SKIP_BONUS, USE_BONUS
from paddock.games.nascard.texts import BONUS_NAME
from paddock.games.nascard.view_words import bonus_text

KEYS = "A: activate  B: no Bonus"


def popup(st, seat):
    """(group, None, moves): a framed box over the track for seat's Bonus;
    moves[0] is A's, moves[1] B's."""
    card = st.card[seat]
    bonus = st.bonus[data.suit(card)]
    font = fonts.text()
    small = fonts.small()
    lh = fonts.line_height(font)
    sh = fonts.line_height(small) + 1
    w = ui.W - 8
    about = text.wrap(bonus_text(bonus, card, st.on_caution(seat)), (w - 6) // 5).split("\n")[:4]
    x = 4
    y = 14
    h = lh + 3 + len(about) * sh + 3 + lh + 3
    g = box(x, y, w, h, text.fit(BONUS_NAME[bonus] + "?", 24), font)
    g.append(text.Text("\n".join(about), x + 4, y + lh + 3, palette.FG, small, w - 8,
                       pitch=sh))
    g.append(text.Text(KEYS, x + 4, y + h - lh - 2, palette.INFO, font, len(KEYS) * 6))
    return (g, None, (USE_BONUS, SKIP_BONUS))
