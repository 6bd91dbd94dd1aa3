"""Stock Car Championship's words: log lines, card and track names, move
labels and why a move is not legal, in the rulebook's words.

They live in ``texts.txt`` beside this module, a line each, read when said
(on the board a string in code is a string in the heap). Each line is 63
characters, padded with spaces, and its newline: line i starts at byte
64 * i, so one seek and one read find it (no index in the heap, and a
file's ``readline`` reads a byte at a time). The file's lines,
from the top: the 13 Driver card effects (``EFFECT_NAMES``), their short
names, the 14 Track card kinds (``TRACK_NAMES``), the 3 tracks
(``TRACKS``); a log line for each event code 0-44 (``EVENT``), then the
events' other wordings; the move labels; the reasons (``WHY``) and the same
reasons for the log line's 26 columns (``legal.why`` numbers them). In a log line {0} is the car (or
SLOW TRAFFIC), {1} and {2} the event's a and b, {3} the name of Driver card
a, {4} its speed rating, {5} the car in slot a, {6} the Track card kind a,
{7} b as a rating, {8} a as an ordinal, {9} a tenths as seconds, {10} "s"
unless a is 1, {11} track b.
"""

from paddock.games.stockcar import data

from micropython import const

# Track cards and table values (``events`` names them for tests), folded.
_LAP = const(0)
_CRASH_AHEAD = const(1)
_OVER_HEATING = const(2)
_TRANSMISSION = const(3)
_BLOWN_ENGINE = const(4)
_SLOW_TRAFFIC = const(6)

# Codes (``codes``), folded into the bytecode.
_EV_TRACK = const(4)
_EV_LAPS = const(5)
_SLOW = const(8)
_EV_OUT = const(10)
_EV_MADE = const(13)
_EV_PITS = const(29)
_EV_RACE_OVER = const(40)
_EV_NO_PASS = const(44)
_DONE = const(60)
_AGAIN = const(63)
_FOLLOW_P = const(64)
_OUT_OF_GAS = const(99)
_FOLLOW_D = const(128)

# Where each run of texts.txt starts.
_SHORT = const(13)      # the effects' short names
_KINDS = const(26)      # Track card kinds
_TRACK = const(40)      # SuperSpeedway, One Mile Oval, Short Track
_EVENT = const(43)      # + event code
_ALSO = const(88)       # other wordings: LAPS card, yellow card, laps recorded,
#                         out of gas, a DRAFT, pits under the yellow, the only race over
_MOVE = const(95)       # DONE, PIT, DRAW, AGAIN, FOLLOW_P, FOLLOW_D
_WHY = const(101)       # + a reason's number (the rules' words)
_WHY_SHORT = const(123)  # + a reason's number (the log line's words)

_HERE = __file__[:__file__.rfind("/") + 1]
_BUF = bytearray(63)


def record(name, i):
    """Line i of the text file name beside this module (its lines all 64
    bytes long), without its padding."""
    with open(_HERE + name, "rb") as f:
        f.seek(i << 6)
        f.readinto(_BUF)
    return str(_BUF, "utf-8").rstrip()


def line(i):
    """Line i of texts.txt."""
    return record("texts.txt", i)


class Lines:
    """A run of the file's lines, by number: ``EFFECT_NAMES[e]``."""

    def __init__(self, at):
        self.at = at

    def __getitem__(self, i):
        return line(self.at + i)


EFFECT_NAMES = Lines(0)
TRACK_NAMES = Lines(_KINDS)
TRACKS = Lines(_TRACK)


def car(seat, names=None):
    """A car by the rulebook's number, or by its driver's name."""
    return names[seat] if names else "Car #%d" % (seat + 1)


def rating(v):
    """A speed rating in the cards' style: 735 is .735."""
    if v >= 1000:
        return "%d.%03d" % (v // 1000, v % 1000)
    return ".%03d" % v


def slot_name(v, names=None):
    return line(_KINDS + _SLOW_TRAFFIC) if v >= _SLOW else car(v, names)


def ordinal(n):
    if n % 100 in (11, 12, 13):
        return "%dth" % n
    return "%d%s" % (n, ("th", "st", "nd", "rd")[n % 10] if n % 10 < 4 else "th")


def _which(code, a, b):
    """The line of an event: its own, or another wording."""
    if code == _EV_TRACK and a == _LAP:
        return _ALSO
    if code == _EV_TRACK and b and a in (_CRASH_AHEAD, _OVER_HEATING, _TRANSMISSION, _BLOWN_ENGINE):
        return _ALSO + 1
    if code == _EV_LAPS and b != a:
        return _ALSO + 2
    if code == _EV_OUT and a == _OUT_OF_GAS:
        return _ALSO + 3
    if code == _EV_MADE and b:
        return _ALSO + 4
    if code == _EV_PITS and a:
        return _ALSO + 5
    if code == _EV_RACE_OVER and b == 1:
        return _ALSO + 6
    return _EVENT + code if 0 < code <= _EV_NO_PASS else _EVENT


def event_text(ev, names=None):
    """One log line for an event (code, seat, a, b); with names, the cars
    are called by their drivers' names."""
    code, seat, a, b = ev
    f = line(_which(code, a, b))
    card = a if 0 <= a < data.DECK else 0
    return f.format(
        slot_name(seat, names) if seat >= 0 else "", a, b,
        EFFECT_NAMES[data.EFFECT[card]] if "{3}" in f else "",
        rating(data.speed(card)) if "{4}" in f else "",
        slot_name(a, names) if "{5}" in f else "",
        TRACK_NAMES[a] if "{6}" in f else "",
        rating(b), ordinal(a) if "{8}" in f else "", "%d.%d" % (a // 10, a % 10),
        "" if a == 1 else "s", TRACKS[b] if "{11}" in f else "")


def card_text(card):
    """A Driver card in a few characters: effect, laps, rating, pit time."""
    p = data.pit(card)
    return "%s %d %s %d.%d" % (line(_SHORT + data.EFFECT[card]), data.laps(card),
                                rating(data.speed(card)), p // 10, p % 10)


def move_text(move):
    if 0 <= move < data.DECK:
        return card_text(move)
    if _DONE <= move <= _AGAIN:
        return line(_MOVE + move - _DONE)
    for i in (0, 1):
        base = _FOLLOW_D if i else _FOLLOW_P
        if base <= move < base + data.DECK:
            return line(_MOVE + 4 + i).format(rating(data.speed(move - base)))
    return "?"


def why_not(st, move):
    """Why move is not legal now, in a few words, or None when it is."""
    from paddock.games.stockcar.legal import why
    i = why(st, move)
    return None if i is None else line(_WHY + i)


def short_why(i):
    """Reason number i in the log line's 26 columns."""
    return line(_WHY_SHORT + i)
