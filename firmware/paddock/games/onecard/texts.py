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

EVENTS = Words(__file__, "events.txt")
VERDICTS = 64       # _EV_ACTIVATE's words, by verdict
MOVES = 68          # move labels


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
        t = EVENTS[VERDICTS + b]
    elif 0 < 2 * code < VERDICTS:
        t = EVENTS[2 * code + (1 if car == YOU else 0)] or EVENTS[2 * code]
    else:
        t = "?"
    if "{" not in t:
        return t
    if "{who}" in t:
        t = t.replace("{who}", NAMES[car] if 0 <= car < len(NAMES) else "")
    if "{gauge}" in t:
        t = t.replace("{gauge}", GAUGES[a])
    if "{pit}" in t:
        t = t.replace("{pit}", "tires and fuel" if a == _PIT_BOTH else
                      GAUGES[TIRES if a == 1 else FUEL].lower())
    if "{side}" in t:
        t = t.replace("{side}", SIDE_NAMES[1 if a > 0 else 0])
    if "{dice}" in t:
        t = t.replace("{dice}", " ".join(str((a >> (3 * i)) & 7) for i in range(5)))
    if "{lap}" in t:
        t = t.replace("{lap}", lap_name(a))
    if "{ord}" in t:
        t = t.replace("{ord}", ordinal(a))
    return t.replace("{a}", str(a)).replace("{b}", str(b))


def move_text(move):
    """A short label for a move, for menus and hints (``events.txt``, lines
    68-76)."""
    if move <= _PIT_BOTH:
        return EVENTS[MOVES + move]
    if move < _LANE - 2:
        return EVENTS[MOVES + 4].replace("{a}", str(move - _SPEED))
    if move < _SIDE_LEFT:
        d = move - _LANE
        if d == 0:
            return EVENTS[MOVES + 5]
        return EVENTS[MOVES + (6 if d > 0 else 7)].replace("{a}", str(d if d > 0 else -d))
    return EVENTS[MOVES + (8 if move == _SIDE_LEFT else 9)]


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
