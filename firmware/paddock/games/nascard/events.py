"""Nascard's event codes for State.events: (code, who, a, b). who is a seat
(0-5) or, for a rival car, RIVAL + its rival number (0 for the first rival).
Line n of ``events.txt`` is event n's log phrase. A race never loads this
module (the rules keep the codes as private consts); tests, docs and tools
read it, and it has every code of ``codes`` too."""

from paddock.games.nascard.codes import *  # noqa: F401,F403  (moves, phases, RIVAL)
from paddock.games.nascard.codes import EV_NO_CARD, EV_REVEAL, EV_RIVAL_CARD  # noqa: F401

EV_ROUND = 1      # a = round number
EV_PLAY = 3       # a = card
EV_PIT = 4        # Pit Stop: a = cards drawn, b = blistered cards taken back
EV_BLISTER = 5    # one card face down (hidden)
EV_BURN = 6       # a = card burned
EV_BONUS = 7      # a = bonus activated
EV_NO_BONUS = 8   # a = bonus not activated
EV_CANT_PAY = 9   # a = bonus whose cost cannot be paid
EV_RECOVER = 10   # a = blistered cards taken back
EV_DRAW = 11      # a = cards drawn
EV_AS_TRUMP = 12  # a = card, treated as trump
EV_EXTRA = 13     # a = extra spaces this round
EV_DISCARD = 14   # a = card (hand limit)
EV_RESHUFFLE = 15  # the discard pile becomes the Driving deck
EV_MOVE = 17      # a = spaces, b = card
EV_INSIDE = 18    # placed on the inside: a = Track card index
EV_OUTSIDE = 19   # placed on the outside: a = Track card index
EV_PUSHED = 20    # pushed forward to Track card a
EV_LAP = 21       # crosses the Finish Line: a = crossings (1 or 2)
EV_PIT_BACK = 22  # Pit card flipped back
EV_TRUMP = 23     # a = trump suit for the next round
EV_FINAL = 24     # the end of the game is triggered
EV_WIN = 25       # who wins the race
EV_TRADING = 26   # Trading paint: a = tires to blister
