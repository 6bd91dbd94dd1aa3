"""How far a card is likely to move a car this round, from one seat's view.

A card's strength is its value, plus 64 when it resolves as trump, so a
higher strength resolves first. Cards already face up are known; a player
still to play beats a strength with the chance that one of their cards
does, drawn from the cards this seat cannot see; a rival's card is one of
the unseen cards of its visible suit. Chances are in thousandths.
"""

from paddock.games.nascard import data

TRUMP = 64
_TOP = data.CARDS + TRUMP  # the strongest card


class Odds:
    """The unseen cards of one view, ready to rank strengths against."""

    def __init__(self, view):
        self.view = view
        trump = view.trump
        above = bytearray(_TOP + 2)  # unseen cards of each strength
        n = 0
        unseen = view.unseen
        for c in range(1, data.CARDS + 1):
            if unseen[c]:
                above[c + (TRUMP if data.suit(c) == trump else 0)] += 1
                n += 1
        for s in range(_TOP, -1, -1):  # now: unseen cards of strength s or more
            above[s] += above[s + 1]
        self.above = above
        self.unseen_n = n
        later = []
        for i in range(view.turn + 1, view.players):
            seat = view.order[i]
            if seat != view.seat:
                later.append(view.hand_n[seat])
        self.later = later

    def stronger(self, s):
        """Unseen cards whose strength is above s."""
        return self.above[s + 1] if s < _TOP else 0

    def rival_beats(self, car, s):
        """Thousandths: the chance a rival's face-down card beats strength s."""
        v = self.view
        rs = v.rival_suit[car] - 1
        base = TRUMP if rs == v.trump else 0
        n = k = 0
        for c in range(1, data.CARDS + 1):
            if v.unseen[c] and data.suit(c) == rs:
                n += 1
                if c + base > s:
                    k += 1
        return 1000 * k // n if n else 500

    def spaces(self, s, extra=0):
        """Hundredths of a space a card of strength s should move this car."""
        v = self.view
        dist = [1000]  # dist[k]: the chance that k cars resolve before us
        for car in range(v.cars):
            if car == v.seat:
                continue
            if car < v.players:
                c = v.card[car]
                if not c:
                    continue
                q = 1000 if c + (TRUMP if v.is_trump(car) else 0) > s else 0
            elif v.rival_suit[car]:
                q = self.rival_beats(car, s)
            else:
                continue
            dist = _add(dist, q)
        n = self.unseen_n
        p = 1000 * self.stronger(s) // n if n else 0
        for h in self.later:
            miss = 1000
            for _ in range(h):
                miss = miss * (1000 - p) // 1000
            dist = _add(dist, (1000 - miss) * 9 // 10 if h > 1 else (1000 - miss) // 2)
        total = 0
        for k in range(len(dist)):
            total += dist[k] * data.spaces(k)
        return total // 10 + 100 * extra


def _add(dist, q):
    """The distribution after one more car that resolves first with chance q."""
    out = [0] * (len(dist) + 1)
    for k in range(len(dist)):
        d = dist[k]
        out[k] += d * (1000 - q) // 1000
        out[k + 1] += d * q // 1000
    return out
