"""1 CAR D log lines, move labels and reasons. The log phrases live in
``events.txt``: line 2c says event code c of a rival (or of anyone), line
2c + 1 of your car (empty: the same words), lines 64-67 a rival's die
against your speed (_EV_ACTIVATE, by verdict), then the move labels;
blanks are in braces. The heap holds only an index of the file. The
reasons a move cannot be made stay here: the cursor asks for them at
every key, and a constant costs no allocation, a line of a file does."""

from paddock.core.words import Words
from paddock.games.onecard.data import (
    CHECKERED, FUEL, FULL, GAUGES, LAPS, MAX_STEP, NAMES, SIDE_NAMES, SPEEDS, TIRES,
    WHITE_FLAG, YOU)

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_PITS = const(0)
_CHOOSE_SPEED = const(1)
_CHANGE_LANES = const(2)
_PIT_BOTH = const(3)
_SIDE_STEP = const(3)
_SPEED = const(10)
_EV_ACTIVATE = const(13)
_LANE = const(22)
_SIDE_LEFT = const(30)
_SIDE_RIGHT = const(31)

_VERDICTS = const(64)   # events.txt: _EV_ACTIVATE's words, by verdict
_MOVES = const(68)      # events.txt: the move labels

EVENTS = Words(__file__, "events.txt")


def ordinal(n):
    return "%d%s" % (n, ("st", "nd", "rd")[n - 1] if 1 <= n <= 3 else "th")


def lap_name(box):
    if box >= CHECKERED:
        return "Checkered flag"
    if box == WHITE_FLAG:
        return "White flag: last lap"
    return "Lap %d" % LAPS[box]


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    code, car, a, b = ev
    if code == _EV_ACTIVATE:
        t = EVENTS[_VERDICTS + b]
    elif 0 < 2 * code < _VERDICTS:
        t = EVENTS[2 * code + (1 if car == YOU else 0)] or EVENTS[2 * code]
    else:
        t = "?"
    return _fill(t, car, a, b)


def _fill(t, car, a, b):
    """A line of events.txt with its blanks filled."""
    out = ""
    while True:   # each blank, told by its first letter
        i = t.find("{")
        if i < 0:
            return out + t
        j = t.find("}", i)
        out += t[:i] + _blank(ord(t[i + 1]), car, a, b)
        t = t[j + 1:]


def _blank(c, car, a, b):
    """The words for a blank of events.txt by its first letter's code:
    {who} {gauge} {pit} {side} {dice} {lap} {ord} {a} {b} (as codes: each
    blank's name as a string would be a name in the board's heap)."""
    if c == 119:                        # {who}
        return NAMES[car] if 0 <= car < len(NAMES) else ""
    if c == 103:                        # {gauge}
        return GAUGES[a]
    if c == 112:                        # {pit}
        return "tires and fuel" if a == _PIT_BOTH else GAUGES[TIRES if a == 1 else FUEL].lower()
    if c == 115:                        # {side}
        return SIDE_NAMES[1 if a > 0 else 0]
    if c == 100:                        # {dice}
        return " ".join(str((a >> (3 * i)) & 7) for i in range(5))
    if c == 108:                        # {lap}
        return lap_name(a)
    if c == 111:                        # {ord}
        return ordinal(a)
    return str(a if c == 97 else b)     # {a}, {b}


def move_text(move):
    """A short label for a move, for menus and hints (``events.txt``, lines
    68-76)."""
    if move <= _PIT_BOTH:
        return EVENTS[_MOVES + move]
    if move < _LANE - 2:
        return _fill(EVENTS[_MOVES + 4], -1, move - _SPEED, 0)
    if move < _SIDE_LEFT:
        d = move - _LANE
        if d == 0:
            return EVENTS[_MOVES + 5]
        return _fill(EVENTS[_MOVES + (6 if d > 0 else 7)], -1, d if d > 0 else -d, 0)
    return EVENTS[_MOVES + (8 if move == _SIDE_LEFT else 9)]


def why_not(st, move):
    """Why a move cannot be made now (a short line), or None."""
    ph = st.phase
    if 0 <= move <= _PIT_BOTH:
        if ph != _PITS:
            return "pits only at turn start"
        if move & 1 and st.gauges[TIRES] == FULL:
            return "tires are full"
        if move & 2 and st.gauges[FUEL] == FULL:
            return "fuel is full"
        return None
    if _SPEED < move <= _SPEED + SPEEDS:
        if ph != _CHOOSE_SPEED:
            return "not time to pick speed"
        s = move - _SPEED
        if s - st.speed > MAX_STEP or st.speed - s > MAX_STEP:
            return "2 steps at most from %d" % st.speed
        return None
    if _LANE - 2 <= move <= _LANE + 2:
        if ph != _CHANGE_LANES:
            return "not time to change lanes"
        from paddock.games.onecard.turn import lane_problem
        problem = lane_problem(st, move - _LANE)
        if problem:
            return "that leaves the track" if problem == 1 else "a car is in the way"
        return None
    if move == _SIDE_LEFT or move == _SIDE_RIGHT:
        return None if ph == _SIDE_STEP else "no rival is blocked"
    return "no such move"
