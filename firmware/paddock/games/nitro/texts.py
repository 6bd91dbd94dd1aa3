"""Nitro's words: log lines and move labels.

They live in ``texts.txt`` beside this module, a line each (the heap holds
only where each line starts): card t's name on line t, what card t does
from line 39 (a Ride's numbers), the log phrase of event code c from line
78, then the kinds, the locations and the bots' hint reasons.
"""

from micropython import const

from paddock.core.words import Words

_TYPES = const(39)
_DOES = const(39)           # texts.txt: what card t does, line 39 + t
_EVENTS = const(78)         # the phrase for event code c, line 78 + c
_KINDS = const(112)         # Ride, Mod, Weapon, Event
_PLACES = const(115)        # + a location (1 Bar ... 4 Repair Shop)
_REASONS = const(120)       # the bots' hint reasons (bots' _R_ codes)
_CODE_NITRO = const(64)
_W = const(6)               # data.WIDTH
_END = const(0)
_PASS = const(1)
_DONE = const(2)
_UNDO = const(3)
_START = const(10)
_TARGET = const(20)
_NITRO = const(30)          # codes.NITRO
_EQUIP = const(100)
_PAY = const(700)
_GIVE = const(800)
_DEST = const(1000)
_EV_MOVE = const(8)
_EV_SHOOT = const(16)
_EV_BACK = const(18)
_EV_FORWARD = const(19)

_lines = []


def line(i):
    """Line i of texts.txt."""
    if not _lines:
        _lines.append(Words(__file__, "texts.txt"))
    return _lines[0][i]


def card(t):
    return line(t) if 0 <= t < _TYPES else "?"


def does(t):
    """What card t does (a Ride: its speeds and slots)."""
    return line(_DOES + t)


def kind(k):
    return line(_KINDS + k)


def place(p):
    return line(_PLACES + p)


def reason(r):
    """A hint's reason: the bots give its number (their _R_ codes)."""
    return line(_REASONS + r)


def code(c):
    """A hand card code: a Wasteland card's name or 'Nitro n'."""
    return "Nitro %d" % (c - _CODE_NITRO) if c >= _CODE_NITRO else card(c)


def player(seat, names=None):
    if seat < 0:
        return "-"
    return names[seat] if names and seat < len(names) else "P%d" % (seat + 1)


def event_text(ev, names=None):
    """One log line for an event, in the rulebook's words; names: one a seat
    (else "P1", "P2"...)."""
    code_, seat, a, b = ev
    phrase = line(_EVENTS + code_) if 0 < code_ < _KINDS - _EVENTS else "?"
    card_a = card(a) if 0 <= a < _TYPES else ""
    if code_ == _EV_MOVE:           # rows count from 1 on the start edge
        a += 1
    elif code_ == _EV_BACK or code_ == _EV_FORWARD:
        b += 1
    if code_ == _EV_SHOOT:          # a is the Weapon, b the target
        fifth = player(b, names)
    else:
        fifth = card(b) if 0 <= b < _TYPES else ""
    return phrase.format(
        player(seat, names), a, b, card_a, player(a, names), fifth,
        "ABCDEF"[a] if 0 <= a < _W else "?", "" if a == 1 else "s",
        "ABCDEF"[b] if 0 <= b < _W else "?", "stops it" if b else "hit", "%+d" % a)


def move_text(move):
    """A short label for a move, for menus and hints."""
    if move == _END:
        return "End turn"
    if move == _PASS:
        return "No Event"
    if move == _DONE:
        return "Leave shop"
    if move == _UNDO:
        return "Clear order"
    if move < _TARGET:
        return "Start on " + "ABCDEF"[(move - _START) % _W]
    if move < _NITRO:
        return "Choose " + player(move - _TARGET)
    if move < _EQUIP:
        return "Nitro +%d" % (move - _NITRO)
    if move >= _DEST:
        s = move - _DEST
        return "Drive to %s%d" % ("ABCDEF"[s % _W], s // _W + 1)
    base = move // 100 * 100
    word = ("", "Equip", "Play", "Fire", "Drop", "Buy", "Take", "Pay", "Give")[base // 100]
    if base == _PAY or base == _GIVE:
        return word + " " + code(move - base)
    return word + " " + card(move - base)
