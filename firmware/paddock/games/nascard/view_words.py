"""Words for Nascard's screen: what a Bonus asks and gives (``bonus_rules.txt``,
two lines a Bonus: off and on a Caution space, "{n}" the card played), and
the hint line under the track, which names the keys of the step and what
the card under the cursor would do; and the Bonus question's box (``popup``)."""

import displayio

from paddock import ui
from paddock.core.words import Words
from paddock.ui import fonts, palette, shapes, text
from paddock.games.nascard import data
from paddock.games.nascard.texts import BONUS_NAME, SUIT_NAME

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_USE_BONUS = const(61)
_SKIP_BONUS = const(62)
_PICK = const(0)
_BURNING = const(2)
_BLISTERING = const(3)

RULES = Words(__file__, "bonus_rules.txt")


def _n(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def bonus_text(bonus, played, caution):
    """A Bonus's cost and effect in full, for a card of value played, by a
    car on a Caution space (caution True) or not; a Bonus with a Caution
    form says which form this is, or what the other would change."""
    return RULES[2 * bonus + (1 if caution else 0)].replace("{n}", str(played))


def about(st, seat, card):
    """(title, text) for the B key on a hand card: its suit's Bonus."""
    s = data.suit(card)
    if s == st.trump:
        return ("Trump: %d %s" % (card, SUIT_NAME[s]),
                "A trump card moves first but you Blister 2 Tires and it "
                "activates no Bonus.")
    bonus = st.bonus[s]
    words = bonus_text(bonus, card, st.on_caution(seat))
    why = st.bonus_problem(seat, card)
    if why:
        words += " Not now: %s." % why
    return (BONUS_NAME[bonus], words)


def hint(st, seat, card, playable):
    """The hint line on your turn: the keys of this step and what the card
    under the cursor would do (card 0: the Pit card; playable False: the
    log line says why not)."""
    ph = st.phase
    if ph == _PICK:
        if not card:
            return "A:Pit Stop, draw 4, %s back" % _n(st.blisters[seat].n, "Blister")
        a = "A:play  " if playable else ""
        s = data.suit(card)
        if s == st.trump:
            return a + "Trump: Blister 2, no Bonus"
        if st.bonus_problem(seat, card):
            return a + "its Bonus: can't pay"
        return a + "B:%s?" % BONUS_NAME[st.bonus[s]]
    if ph == _BURNING:
        return ("A:burn  " if playable else "Pay: burn ") + _burn(st.pending, st.card[seat])
    if ph == _BLISTERING:
        return "A:Blister a Tire (%d to go)" % st.owed
    return "A:discard (down to %d, %d to go)" % (data.HAND_LIMIT,
                                                 st.hands[seat].n - data.HAND_LIMIT)


def _burn(bonus, played):
    """The card a Bonus's burn asks for: "another purple card", "a card
    above 8", "an orange card above 8"."""
    kind = data.digit(data.BURN, bonus)
    name = SUIT_NAME[data.bonus_suit(bonus)]
    if kind == data.BURN_SUIT:
        return "another %s card" % name
    if kind == data.BURN_HIGHER:
        return "a card above %d" % played
    return "a%s %s card above %d" % ("n" if name[0] == "o" else "", name, played)


def status(st, seat):
    """The hint line while others play: A hurries; your lap and the piles."""
    words = "Deck %d Discards %d" % (st.deck.n, st.discard.n)
    if seat >= 0:
        words = "Lap %d/%d %s" % (min(st.laps(seat) + 1, data.LAPS), data.LAPS, words)
    return "A:hurry " + words


# -- the Bonus question: after a card of a suit that is not trump, A activates
# that suit's Bonus, B does not. The box says what the Bonus asks and gives.
_ROWS = const(4)        # the longest Bonus text, wrapped to the box


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
    g.append(text.Text(about, x + 4, y + lh + 3, palette.FG, font, cols * font.w, _ROWS))
    g.append(text.Text("A: activate  B: no Bonus", x + 4, y + h - lh - 1, palette.INFO, font,
                       cols * font.w))
    return (g, None, (_USE_BONUS, _SKIP_BONUS))
