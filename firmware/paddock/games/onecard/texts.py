"""1 CAR D log lines, move labels and reasons (loaded when first needed)."""

from paddock.games.onecard.codes import (
    CHANGE_LANES, CHOOSE_SPEED, EV_ACTIVATE, EV_ARROW, EV_ASIDE, EV_BLOCKED,
    EV_CHOOSE, EV_DOWN, EV_DRAFT_PUSH, EV_DRAG, EV_FINISH, EV_GAUGE, EV_HIT,
    EV_LANE, EV_LAP, EV_LIMIT, EV_LOST, EV_NO_ROOM, EV_NO_YELLOW, EV_PIT,
    EV_PIT_DROP, EV_PIT_STUCK, EV_PIT_SWAP, EV_PUSH_DOWN, EV_PUSH_SIDE,
    EV_RESTART, EV_ROLL, EV_SPEED, EV_STEP, EV_SWAP_DOWN, EV_SWAP_UP, EV_UP,
    EV_YELLOW, LANE, PIT_BOTH, PITS, SIDE_LEFT, SIDE_RIGHT, SIDE_STEP, SPEED)
from paddock.games.onecard.data import (
    CHECKERED, FUEL, FULL, GAUGES, LAPS, MAX_STEP, NAMES, SPEEDS, TIRES,
    WHITE_FLAG, YOU)

_VERDICT = ("%s %d = speed: stays", "%s %d < speed: down", "%s %d > speed: up",
            "%s %d: up or swap")

# Car moves (code, car, from, to) and one-car events: what a rival did, and
# what your car did.
_CAR = {
    EV_PIT_DROP: (None, "Pits: you drop 1 place"),
    EV_PIT_SWAP: ("%s swaps up past you", None),
    EV_PIT_STUCK: (None, "Pits: no room to drop"),
    EV_LANE: (None, "You change lanes"),
    EV_RESTART: ("Restart: %s lines up", "Restart: you line up"),
    EV_UP: ("%s moves up 1 place", None),
    EV_DOWN: ("%s moves down 1 place", None),
    EV_STEP: ("%s steps aside", None),
    EV_SWAP_UP: ("%s swaps places up", None),
    EV_SWAP_DOWN: ("%s is swapped down", "You are swapped down"),
    EV_PUSH_DOWN: ("%s is pushed down", "You are pushed down"),
    EV_PUSH_SIDE: ("%s is pushed aside", "You are pushed aside"),
    EV_ARROW: ("%s follows the arrow", None),
    EV_DRAG: (None, "Drafting drags you up"),
    EV_DRAFT_PUSH: (None, "Drafting pushes you up"),
    EV_NO_ROOM: ("%s: move impossible", None),
    EV_LIMIT: ("%s: at the limit", None),
    EV_BLOCKED: ("%s is blocked", None),
    EV_CHOOSE: ("Pick a side for %s", None),
}


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
    who = NAMES[car] if 0 <= car < len(NAMES) else ""
    if code in _CAR:
        rival, you = _CAR[code]
        text = you if car == YOU else rival
        return (text % who if "%" in text else text) if text else "?"
    if code == EV_PIT:
        if a == PIT_BOTH:
            return "Pits: tires and fuel to 6"
        return "Pits: %s to 6" % GAUGES[TIRES if a == 1 else FUEL].lower()
    if code == EV_SPEED:
        return "Speed %d" % a
    if code == EV_GAUGE:
        return "%s %d" % (GAUGES[a], b)
    if code == EV_ROLL:
        return "Dice: " + " ".join(str((a >> (3 * i)) & 7) for i in range(5))
    if code == EV_ASIDE:
        return "%d dice = speed set aside" % a
    if code == EV_YELLOW:
        return "Yellow flag! %d dice of %d" % (a, b)
    if code == EV_NO_YELLOW:
        return "Last lap: no yellow flag"
    if code == EV_ACTIVATE:
        return _VERDICT[b] % (who, a)
    if code == EV_HIT:
        side = "wall" if a > 0 else "apron"
        return "You hit the " + side if car == YOU else "%s hits the %s" % (who, side)
    if code == EV_LAP:
        return lap_name(a)
    if code == EV_FINISH:
        return "Checkered! You finish %s" % ordinal(a)
    if code == EV_LOST:
        return "%s at 0: you lose" % GAUGES[a]
    return "?"


def move_text(move):
    """A short label for a move, for menus and hints."""
    if move <= PIT_BOTH:
        return ("Stay out", "Pit: tires", "Pit: fuel", "Pit: tires+fuel")[move]
    if move < LANE - 2:
        return "Speed %d" % (move - SPEED)
    if move < SIDE_LEFT:
        d = move - LANE
        if d == 0:
            return "Stay in lane"
        return "%d %s" % (d if d > 0 else -d, "right" if d > 0 else "left")
    return "Rival goes left" if move == SIDE_LEFT else "Rival goes right"


def why_not(st, move):
    """Why a move cannot be made now (a short line), or None."""
    ph = st.phase
    if 0 <= move <= PIT_BOTH:
        if ph != PITS:
            return "pits only at turn start"
        if move & 1 and st.gauges[TIRES] == FULL:
            return "tires are full"
        if move & 2 and st.gauges[FUEL] == FULL:
            return "fuel is full"
        return None
    if SPEED < move <= SPEED + SPEEDS:
        if ph != CHOOSE_SPEED:
            return "not time to pick speed"
        s = move - SPEED
        if s - st.speed > MAX_STEP or st.speed - s > MAX_STEP:
            return "2 steps at most from %d" % st.speed
        return None
    if LANE - 2 <= move <= LANE + 2:
        if ph != CHANGE_LANES:
            return "not time to change lanes"
        from paddock.games.onecard.turn import lane_problem
        problem = lane_problem(st, move - LANE)
        if problem:
            return "that leaves the track" if problem == 1 else "a car is in the way"
        return None
    if move == SIDE_LEFT or move == SIDE_RIGHT:
        return None if ph == SIDE_STEP else "no rival is blocked"
    return "no such move"
