"""Nascard's log lines and move labels. The log phrases live in
``events.txt`` (line n says event code n, its blanks in braces; then the
moves' labels) and the 16 Bonus cards' names in ``bonuses.txt`` (in the
rulebook's order, line 0 empty), so the heap holds only an index of each
file."""

from paddock.core.words import Words
from paddock.games.nascard import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_EV_END = const(28)   # events.txt: the event phrases, then the moves' labels
_RIVAL = const(8)
_PIT = const(60)
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
    return _fill(EVENTS[code] if 0 < code < _EV_END else "?", seat, a, b, name)


def _fill(t, seat, a, b, name=None):
    """A line of events.txt with its blanks filled."""
    out = ""
    while True:
        i = t.find("{")
        if i < 0:
            return out + t
        j = t.find("}", i)
        out += t[:i] + _blank(t[i + 1:j], seat, a, b, name)
        t = t[j + 1:]


def _blank(k, seat, a, b, name):
    """The words for a blank of events.txt, told by its first letter and
    length ({s} and {suit}, {b} and {bonus}, {a} and {a+1}, {card} and
    {card b}), as char codes: each blank's name as a string would be a name
    in the board's heap."""
    c = ord(k[0])
    n = len(k)
    if c == 119:                        # {who}
        return name or (who(seat) if seat >= 0 else "")
    if c == 99:                         # {card}, {card b}
        return card_text(b if n > 4 else a)
    if c == 98:                         # {bonus}, {b}
        return BONUS_NAME[a] if n > 1 else str(b)
    if c == 97:                         # {a}, {a+1}
        return str(a + 1 if n > 1 else a)
    if c == 115:                        # {suit}, {s}: "card" or "cards"
        return SUIT_NAME[a] if n > 1 else ("" if a == 1 else "s")
    s = SUIT_NAME[a]
    if c == 83:                         # {Suit}: no str.capitalize on the board
        return s[0].upper() + s[1:]
    return "n" if s[0] == "o" else ""   # {n}: "an orange card"


def move_text(move):
    """A short label for a move, for menus and hints (events.txt's lines
    after the events')."""
    if move >= _PIT:
        if move < _BURN:
            return EVENTS[_EV_END + move - _PIT]
        base = _BURN if move < _BLISTER else (_BLISTER if move < _DISCARD else _DISCARD)
        return _fill(EVENTS[_EV_END + 3 + base // 64], -1, move - base, 0)
    return _fill(EVENTS[_EV_END + 3], -1, move, 0)
