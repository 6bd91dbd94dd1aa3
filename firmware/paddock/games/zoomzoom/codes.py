"""Zoom Zoom Vroom's small-int codes: moves, steps, trick cards, events.

The public table for tests and tools: the modules that use a code keep it
as a private const, folded into the bytecode (no names on the board's heap);
a test checks that they agree. ``rules``' docstring explains the moves.
"""

from paddock.games.zoomzoom.data import fragile, printed  # noqa: F401  (their home is data)

# Moves: one decision each.
PLAY = 0       # + suit id: step 1, the card face up
TUNE = 10      # + suit id: Tune Up with that card face down
Z05_0 = 20     # the 0/5 card as a 0
Z05_5 = 21     # the 0/5 card as a 5
FX_GAS = 22    # a 0: gain one gas removed from the game
FX_SPEED = 23  # a 0: +1 speed for the round
GAS = 30       # + n: step 2, spend n gas
DISCARD = 40   # + suit id: after the 0/5, that card face down

# What the seat to move decides next (State.phase).
PICK = 0
EFFECT = 1
SPEND = 2
DROP = 3
DONE = 4

# A trick entry's card: a suit id 0-6 face up, or one of these.
DOWN = 7   # a Tune Up: face down, unseen
AS0 = 8    # the 0/5 card played as a 0
AS5 = 9    # the 0/5 card played as a 5

# Event codes for State.events: (code, seat, a, b).
EV_PLAY = 1         # a = suit id
EV_TUNE = 2
EV_05 = 3           # a = 0 or 5
EV_ONE = 4
EV_TWO = 5          # a = gas gained, b = of it removed (over five)
EV_ZERO_GAS = 6     # a, b as EV_TWO
EV_ZERO_SPEED = 7
EV_05_GAS = 8       # a, b as EV_TWO
EV_SPEND = 9        # a = gas spent, b = final card number so far
EV_DISCARD = 10
EV_SPLIT = 11       # a = share of the middle, b = of it removed
EV_SPLIT_LOST = 12  # a = gas that did not split evenly
EV_WIN = 13         # a = final card number
EV_ALL_TUNE = 14
EV_TO_MIDDLE = 15   # a = gas moved from the cards
EV_SPEED = 16       # a = speed now
EV_LAP = 17         # a = laps now
EV_NO_LAP = 18
EV_ROUND = 19       # a = round number
EV_GAME = 20
