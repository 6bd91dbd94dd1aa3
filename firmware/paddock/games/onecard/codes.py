"""1 CAR D small-int codes: moves and the steps of the turn, for the
autopilots (``rules``' docstring explains the moves); a die's verdicts and
the event codes are in ``events``. The rules' and the screen's modules keep
the codes they use as private consts (``_PITS = const(0)``), folded into
their bytecode: a race loads this module with the autopilots alone, and the
event codes never; tests check that each private const agrees."""

# Moves: one decision each.
PIT_NONE = 0     # Pits: stay out (1 tires, 2 fuel, 3 both: a bit mask)
PIT_TIRES = 1
PIT_FUEL = 2
PIT_BOTH = 3
SPEED = 10       # + speed 1-5
LANE = 22        # + places to the right (-2..2); LANE itself stays put
SIDE_LEFT = 30   # a blocked rival steps aside to the left
SIDE_RIGHT = 31  # ... or to the right

# What you decide next (State.phase).
PITS = 0
CHOOSE_SPEED = 1
CHANGE_LANES = 2
SIDE_STEP = 3
DONE = 4
