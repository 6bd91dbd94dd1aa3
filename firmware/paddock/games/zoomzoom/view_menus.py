"""Zoom Zoom Vroom's small menus: the 0/5 card as 0 or 5, a 0's effect,
and the card to discard after the 0/5. Loaded when one is first needed."""

from paddock import ui
from paddock.ui import fonts
from paddock.ui.gameview import box
from paddock.ui.menu import Menu
from paddock.games.zoomzoom.texts import card_name

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_DISCARD = const(40)
_EFFECT = const(1)
_FX_GAS = const(22)
_FX_SPEED = const(23)
_PICK = const(0)
_Z05_0 = const(20)
_Z05_5 = const(21)

BACK = -1   # a row that closes the menu


def _rows(st, phase):
    """(title, items, moves, reasons, can go back) for the seat to move."""
    if phase == _PICK:
        why0 = st.why_not(_Z05_0)
        why5 = st.why_not(_Z05_5)
        return ("Play the 0/5 card", ("As 0: gain 2 gas", "As 5: gain 1 gas", "Back"),
                (_Z05_0, _Z05_5, BACK), (why0, why5, None), True)
    if phase == _EFFECT:
        return ("The 0: choose one", ("Gain 1 removed gas", "+1 speed this round"),
                (_FX_GAS, _FX_SPEED), (None, None), False)
    hand = st.hands[st.to_move()]
    suits = sorted(set(hand.list()))
    items = ["Discard the " + card_name(s) for s in suits]
    moves = [_DISCARD + s for s in suits]
    return ("0/5: discard a card", items, moves, [None] * len(suits), False)


def popup(st, phase):
    """(group, menu, moves, can go back): a framed menu over the table."""
    title, items, moves, reasons, back = _rows(st, phase)
    font = fonts.text()
    lh = fonts.line_height(font)
    rows = min(len(items), 5)
    w = ui.W - 16
    h = lh + 6 + rows * lh + 3
    x = 8
    y = 16
    g = box(x, y, w, h, title, font)
    menu = Menu(items, x=x + 2, y=y + lh + 4, width=w - 4, rows=rows, reason=False)
    for i in range(len(items)):
        if reasons[i]:
            menu.set_enabled(i, False, reasons[i])
    if not menu.enabled[0]:
        for i in range(len(items)):
            if menu.enabled[i]:
                menu.select(i)
                break
    g.append(menu.group)
    return (g, menu, moves, back)
