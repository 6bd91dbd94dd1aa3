"""1 CAR D rules: the game protocol's State for a solo stock car race.

You drive the black car among five rival cars, each moved by the die of its
colour. Where each rulebook section lives, in its order: Setup and the Turn
of Play (Pits, Speed, Change Lanes, rolling, advancing the lap indicator,
End Game) in ``turn``; the Yellow Flag in ``caution``; Rivals Moves and
Drafting in ``rivals``; Arrows, Sides and Limits in ``track``. The card's
layout is ``data``; the protocol's State is ``state``; what you may know is
``seen``; saves are ``payload``; log lines are ``texts``.

One seat (0) makes every decision; a move is a small int:

=====================  ======  ===========================================
move                   value   decision
=====================  ======  ===========================================
PIT_NONE + gauges      0-3     Pits: 0 stay out, 1 tires, 2 fuel, 3 both
SPEED + s              11-15   Speed: s, within 2 places of the last
LANE + d               20-24   Change Lanes: d places right (-2..2)
SIDE_LEFT, SIDE_RIGHT  30, 31  a blocked rival with both sides free
=====================  ======  ===========================================

``phase`` names the next decision. A step with one possible choice (pits
with both gauges full, a lane change with no free square) is taken for you.
The dice are rolled in ``play()`` of the move that ends your part of the
turn; the rivals then move, stopping only when you must choose a side.
"""

from paddock.core import game
from paddock.games.onecard.state import State
from paddock.games.onecard import turn  # loaded by state: no compile here


def new_game(options, seed):
    """A new race; options hold ``players`` (1), ``seats`` and ``difficulty``
    (1-6: the starting position of your car)."""
    why = options_problem(options)
    if why:
        raise game.RulesError(why)
    seats = options.get("seats")
    if seats is None:
        from paddock.core.options import seats_from
        seats = seats_from(None, 1)
    seats = bytearray(seats)
    st = State(seats, seed, options.get("difficulty", 1))
    turn.setup(st)
    st.take_forced()
    return st


def options_problem(options):
    """Why options cannot be played (one short line), or None."""
    if options.get("players", 1) != 1:
        return "1 CAR D is a solo game"
    seats = options.get("seats")
    if seats is not None and len(seats) != 1:
        return "1 CAR D has one seat"
    if options.get("difficulty", 1) not in (1, 2, 3, 4, 5, 6):
        return "difficulty is 1 to 6"
    return None


def from_bytes(payload):
    """Rebuild a race from its save payload; SaveError if it cannot be one."""
    from paddock.games.onecard import payload as p
    return p.load(State, payload)


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    from paddock.games.onecard import texts
    return texts.event_text(ev)


def move_text(move):
    """A short label for a move, for menus and hints."""
    from paddock.games.onecard import texts
    return texts.move_text(move)
