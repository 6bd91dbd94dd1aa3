"""Stock Car Championship codes: moves, phases and seat status (the events'
codes are in ``events``). The rules' modules keep the codes they use as
private consts (``_ACTION = const(6)``), folded into their bytecode; bots,
views and tests read them here."""

# Moves. A Driver card id (0-59) plays that card; what for depends on the phase.
CARD = 0
DONE = 60        # stop moving, decline a response, stay on the track, no more discards
PIT = 61         # declare a pit stop
DRAW = 62        # a challenge: draw from the DRAW PILE instead of the hand
AGAIN = 63       # PASS 2: go on and try the second car
FOLLOW_P = 64    # + DRAFT card id: advanced challenge, follow the passing car
FOLLOW_D = 128   # + DRAFT card id: advanced challenge, follow the challenged car

# Phases: the decision to_move() waits for.
QUALIFY = 0      # play a card for qualifying (hidden until all have played)
LAP_COUNT = 1    # play cards to make the lap count (hidden until all have)
CRASH = 2        # CRASH AHEAD: play a pass card to get by
PIT_CALL = 3     # yellow flag: pit or stay out, in line order
PIT_DISCARD = 4  # in the pits: discard cards one at a time, then DONE
PIT_EXIT = 5     # play a card to exit the pits (hidden until all have)
ACTION = 6       # the mover plays an action card, pits, or is done
RESPOND = 7      # the car being passed: BLOCK, CHALLENGE or DONE
DRAFTING = 8     # PULL AWAY: the car behind may DRAFT
FOLLOWING = 9    # advanced challenges: the car behind the passer may follow
CHALLENGED = 10  # both drivers pick a hand card or DRAW for the challenge
PASS_TWO = 11    # PASS 2 passed one car: AGAIN or DONE
OVER = 12

# Seat status.
RACING = 0
PITTING = 1
OUT = 2

# Line slots: a seat (0-3), or SLOW + track card id for SLOW TRAFFIC.
SLOW = 8
