"""How NORMAL scores a way to play the turn, from one seat's view.

The score of a card (with or without its Bonus) is the spaces it should move
the car this round (``odds``) plus what the cards kept are worth for later
rounds; a Pit Stop moves nothing but refuels. Scores are hundredths of a
space; costs are paid with the weakest cards.
"""

from paddock.games.nascard import data
from paddock.games.nascard.bonuses import burn_ok
from paddock.games.nascard.odds import TRUMP, Odds

FLAT = 70      # every card kept is worth this


class Plan:
    """Scores the ways to play this turn, from one view."""

    def __init__(self, view):
        self.v = view
        self.odds = Odds(view)
        need = data.LAP * data.LAPS - max(view.pos)  # the leader's spaces to go
        # Rounds left after this one, the leader moving about four a round.
        self.rounds = (need + 3) // 4 - 1

    def value(self, cards, draws, blistered):
        """What the cards kept (and draws to come) are worth for later rounds."""
        if self.rounds <= 0:
            return 0
        return FLAT * min(len(cards) + draws, data.HAND_LIMIT)

    def card(self, c, bonus):
        """The score of playing card c (with its Bonus if bonus), or None."""
        v = self.v
        rest = [x for x in v.hand if x != c]
        rest.sort()
        bl = list(v.blistered)
        s = c
        extra = draws = 0
        if data.suit(c) == v.trump:
            s += TRUMP
            bl.append(rest.pop(0))
            bl.append(rest.pop(0))
        elif bonus:
            b = v.bonus[data.suit(c)]
            caution = v.on_caution(v.seat)
            digit = data.digit
            if digit(data.BURN, b):
                for i in range(len(rest)):
                    if burn_ok(b, c, rest[i]):
                        rest.pop(i)
                        break
                else:
                    return None
            k = digit(data.BLISTER_C if caution else data.BLISTER, b)
            if len(rest) < k:
                return None
            for _ in range(k):
                bl.append(rest.pop(0))
            if digit(data.RECOVER, b):
                rest += bl
                bl = []
            draws = digit(data.DRAW_C if caution else data.DRAW, b)
            if digit(data.AS_TRUMP, b):
                s += TRUMP
            extra = digit(data.EXTRA_C if caution else data.EXTRA, b)
        return self.odds.spaces(s, extra) + self.value(rest, draws, bl)

    def pit(self):
        """A Pit Stop: no spaces, four cards drawn, every Blister Tire back."""
        return self.value(list(self.v.hand) + list(self.v.blistered), data.PIT_DRAW, ())
