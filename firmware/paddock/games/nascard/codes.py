"""Nascard's small-int codes: moves and the steps of a turn, for the bots
(``rules``' docstring explains the moves); the event codes are in
``events``, but for the three the Rivals Module's code reads here. The rules'
and the view's modules keep the codes they use as private consts
(``_PICK = const(0)``), folded into their bytecode: no names in a race's
heap; tests check that each agrees with these tables."""

# Moves: one decision each. A card is its number, 1-58.
PLAY = 0          # + card: Play Cards, that card face up
PIT = 60          # Play Cards: a Pit Stop instead
USE_BONUS = 61    # Economy: activate the played suit's Bonus
SKIP_BONUS = 62   # Economy: do not
BURN = 64         # + card: pay a Bonus by burning that card
BLISTER = 128     # + card: Blister Tires with that card
DISCARD = 192     # + card: the hand limit, discard that card

# What the seat to move decides next (State.phase).
PICK = 0
BONUS = 1
BURNING = 2
BLISTERING = 3
DISCARDING = 4
DONE = 5

# Event codes (``events`` has them all) that ``rivals`` reads here. who is a
# seat (0-5) or, for a rival car, RIVAL + its rival number (0 for the first).
RIVAL = 8
EV_RIVAL_CARD = 2  # rival draws its card: a = suit (value hidden)
EV_REVEAL = 16    # a rival's card turned up: a = card
EV_NO_CARD = 27   # a rival finds no card to draw
