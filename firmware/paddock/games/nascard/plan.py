"""How NORMAL and HARD score a way to play the turn, from one seat's view.

The score of a card (with or without its Bonus) is the spaces it should move
the car this round (``odds``) plus what the cards kept are worth for later
rounds; a Pit Stop moves nothing but refuels. Scores are hundredths of a
space; costs are paid with the weakest cards.
"""

from paddock.games.nascard import data
from paddock.games.nascard.bonuses import burn_ok
from paddock.games.nascard.odds import TRUMP, Odds

# HARD: what a card kept is worth is W0 plus W1 a point of its value, and a
# Blister Tire card BLISTERED percent of that. Rival cars never stop, so
# against them pace beats fuel; players make Pit Stops too, so fuel counts
# more (both pairs tuned by seeded tournaments against NORMAL).
W1 = 2
W0_RIVALS = 20
BLISTERED_RIVALS = 50
W0_PLAYERS = 150
BLISTERED_PLAYERS = 0
FLAT = 70      # NORMAL: every card kept is worth this
# The chance (thousandths) that the race goes on after this round, by the
# spaces the leader still needs to cross the line a second time.
GOING_ON = (0, 0, 50, 150, 300, 500, 800, 950)


class Plan:
    """Scores the ways to play this turn, from one view."""

    def __init__(self, view, hard):
        self.v = view
        self.hard = hard
        self.odds = Odds(view)
        need = data.LAP * data.LAPS - max(view.pos)  # the leader's spaces to go
        # Rounds left after this one, the leader moving about four a round,
        # and (HARD) the chance in thousandths that there is one at all.
        self.rounds = (need + 3) // 4 - 1
        self.going_on = 1000
        if hard:
            self.rounds = max(1, self.rounds)
            self.going_on = GOING_ON[need] if need < len(GOING_ON) else 1000
        self.room = view.deck_n + view.discard_n
        rivals = view.cars > view.players
        self.w0 = W0_RIVALS if rivals else W0_PLAYERS
        self.blistered = BLISTERED_RIVALS if rivals else BLISTERED_PLAYERS

    def value(self, cards, draws, blistered):
        """What the cards kept (and draws to come) are worth for later rounds."""
        r = self.rounds
        if r <= 0:
            return 0
        if not self.hard:
            return FLAT * min(len(cards) + draws, data.HAND_LIMIT)
        w0 = self.w0
        ws = [w0 + W1 * c for c in cards]
        for _ in range(min(draws, self.room)):
            ws.append(w0 + W1 * 30)  # an average card
        if r > 1:  # a Blister Tire card is worth less: it waits for a Pit Stop
            for c in blistered:
                ws.append((w0 + W1 * c) * self.blistered // 100)
        ws.sort()
        total = 0
        n = len(ws)
        for i in range(n):
            rank = n - 1 - i  # 0 for the best card
            if rank < data.HAND_LIMIT:
                total += ws[i] if rank < r else ws[i] >> 2
        return total * self.going_on // 1000

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
