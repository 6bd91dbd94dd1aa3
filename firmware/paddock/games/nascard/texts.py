"""Nascard's log lines and move labels. The log phrases live in
``events.txt`` (line n says event code n, its blanks in braces) and the 16
Bonus cards' names in ``bonuses.txt`` (in the rulebook's order, line 0
empty), so the heap holds only an index of each file."""

from paddock.core.words import Words
from paddock.games.nascard import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_RIVAL = const(8)
_PIT = const(60)
_USE_BONUS = const(61)
_SKIP_BONUS = const(62)
_BURN = const(64)
_BLISTER = const(128)
_DISCARD = const(192)

SUIT_NAME = ("purple", "blue", "orange", "yellow")
BONUS_NAME = Words(__file__, "bonuses.txt")
EVENTS = Words(__file__, "events.txt")


def who(n):
    """'P2' for a seat, 'R1' for the first rival."""
    if n >= _RIVAL:
        return "R%d" % (n - _RIVAL + 1)
    return "P%d" % (n + 1)


def card_text(card):
    """'30 yellow'."""
    return "%d %s" % (card, SUIT_NAME[data.suit(card)])


def event_text(ev, name=None):
    """One log line for an event, in the rulebook's words; name is what to
    call its car (default "P2", "R1")."""
    code, seat, a, b = ev
    t = EVENTS[code] if 0 < code < len(EVENTS) else "?"
    if "{" not in t:
        return t
    if "{who}" in t:
        t = t.replace("{who}", name or (who(seat) if seat >= 0 else ""))
    if "{card}" in t:
        t = t.replace("{card}", card_text(a))
    if "{card b}" in t:
        t = t.replace("{card b}", card_text(b))
    if "{bonus}" in t:
        t = t.replace("{bonus}", BONUS_NAME[a])
    if "{suit}" in t:   # "an orange card"
        s = SUIT_NAME[a]
        t = t.replace("{suit}", s).replace("{n}", "n" if s[0] == "o" else "")
    if "{Suit}" in t:   # no str.capitalize on the board
        s = SUIT_NAME[a]
        t = t.replace("{Suit}", s[0].upper() + s[1:])
    if "{s}" in t:
        t = t.replace("{s}", "" if a == 1 else "s")
    return t.replace("{a}", str(a)).replace("{b}", str(b)).replace("{a+1}", str(a + 1))


def move_text(move):
    """A short label for a move, for menus and hints."""
    if move == _PIT:
        return "Pit Stop"
    if move == _USE_BONUS:
        return "Activate Bonus"
    if move == _SKIP_BONUS:
        return "No Bonus"
    if move < _PIT:
        return "Play " + card_text(move)
    if move < _BLISTER:
        return "Burn " + card_text(move - _BURN)
    if move < _DISCARD:
        return "Blister " + card_text(move - _BLISTER)
    return "Discard " + card_text(move - _DISCARD)
