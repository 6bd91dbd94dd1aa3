"""Nitro bots choosing cards: the Junkyard, gifts, discards, the Repair Shop.

Called from ``bots`` with a ``seen.Seen``.
"""

from micropython import const

from paddock.core import game
from paddock.games.nitro import cards
from paddock.games.nitro import plan

_RIDE = const(0)
_DONE = const(2)
_BUY = const(500)
_JUNK = const(600)
_PAY = const(700)
_GIVE = const(800)
# Hint reasons (texts.reason).
_R_LEAVES = const(23)
_R_BUYS_NOTHING = const(24)
_R_PAYS_LEAST = const(25)
_R_BARGAIN = const(26)
_R_PAYS = const(27)
_R_NOTHING_WORTH = const(28)


def highest(view, legal, base, hard):
    """The move base + card whose card is worth most kept."""
    best = legal[0]
    for m in legal:
        if plan.keep_value(view, m - base, hard) > plan.keep_value(view, best - base, hard):
            best = m
    return best


def lowest(view, legal, base, equipped, hard=False):
    """The move base + card whose card (equipped: on the table) is worth least."""
    best = legal[0]
    low = 99999
    for m in legal:
        c = m - base
        v = plan.gear_value(view, c) if equipped else plan.keep_value(view, c, hard)
        if v < low:
            best = m
            low = v
    return best


def shop(view, kind):
    """Order what is worth more than its price, then pay for it."""
    legal = view.legal
    if _DONE in legal and not any(_BUY <= m < _JUNK for m in legal):
        return _DONE, _R_LEAVES
    if kind == game.EASY:
        return (_DONE if _DONE in legal else legal[-1]), _R_BUYS_NOTHING
    hard = kind == game.HARD
    owed = 0
    for c in view.order:
        owed += cards.price(c)
    if view.paid:
        return payment(view, owed - view.paid, hard), _R_PAYS_LEAST
    best = -1
    top = 0
    for m in legal:
        if _BUY <= m < _JUNK:
            t = m - _BUY
            gain = plan.use_value(view, t) - 3 * cards.price(t)
            if kind == game.NORMAL:
                gain = 1 if cards.kind(t) == _RIDE and cards.price(t) <= 5 else 0
            if gain > top:
                top = gain
                best = m
    if best >= 0:
        return best, _R_BARGAIN
    if view.order:
        return payment(view, owed - view.paid, hard), _R_PAYS
    return _DONE, _R_NOTHING_WORTH


def payment(view, left, hard):
    """The hand card to pay with: least kept value a Nitro's worth, without
    paying much over what is left."""
    best = -1
    score = 99999
    for m in view.legal:
        if not _PAY <= m < _GIVE:
            continue
        c = m - _PAY
        w = cards.code_value(c)
        over = w - left if w > left else 0
        v = plan.keep_value(view, c, hard) * 4 // (w if w else 1) + 3 * over
        if v < score:
            score = v
            best = m
    return best
