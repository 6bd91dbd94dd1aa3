"""Nascard's Bonus menu: after a card of a suit that is not trump, activate
that suit's Bonus or not. It says what the Bonus asks and gives. Loaded
when first needed."""

from paddock import ui
from paddock.ui import fonts, palette, text
from paddock.ui.gameview import box
from paddock.ui.menu import Menu
from paddock.games.nascard import data
from paddock.games.nascard.codes import SKIP_BONUS, USE_BONUS
from paddock.games.nascard.texts import BONUS_NAME
from paddock.games.nascard.view_words import bonus_text


def popup(st, seat):
    """(group, menu, moves): a framed menu over the track for seat's Bonus."""
    card = st.card[seat]
    bonus = st.bonus[data.suit(card)]
    font = fonts.text()
    small = fonts.small()
    lh = fonts.line_height(font)
    sh = fonts.line_height(small) + 1
    w = ui.W - 8
    cols = (w - 6) // 5
    about = text.wrap(bonus_text(bonus, card, st.on_caution(seat)), cols).split("\n")[:4]
    x = 4
    y = 14
    h = lh + 3 + len(about) * sh + 3 + 2 * lh + 4
    g = box(x, y, w, h, text.fit(BONUS_NAME[bonus] + "?", 24), font)
    g.append(text.Text("\n".join(about), x + 4, y + lh + 3, palette.FG, small, w - 8,
                       pitch=sh))
    menu = Menu(("Activate it", "No Bonus"), x=x + 2, y=y + lh + 6 + len(about) * sh,
                width=w - 4, rows=2, reason=False)
    g.append(menu.group)
    return (g, menu, (USE_BONUS, SKIP_BONUS))
