"""Zoom Zoom Vroom odds for the bots, from one seat's ``Seen`` only.

Chances are per mille (ints). A rival's hand is a draw from the cards this
seat has not seen this round.
"""

from paddock.games.zoomzoom import data
from paddock.games.zoomzoom.data import fragile, printed

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_DOWN = const(7)
_PICK = const(0)


def value(card, ones):
    """Printed value, 0 for a 4 or 5 when a 1 is in the trick."""
    return 0 if ones and fragile(card) else printed(card)


def ones_in(view):
    for t in view.trick:
        if t[1] == data.S1:
            return True
    return False


def best_before(view, new_one):
    """Best final number played before ours; new_one: ours is the first 1."""
    best = -1
    n = len(view.trick)
    if view.phase != _PICK:
        n -= 1  # our own card is already in the trick
    for i in range(n):
        card = view.trick[i][1]
        if card == _DOWN:
            continue
        f = view.trick[i][3]
        if new_one and fragile(card):
            f -= printed(card)
        if f > best:
            best = f
    return best


def later(view):
    """Seats still to play after this one in the trick."""
    n = view.players
    start = len(view.trick) + (1 if view.phase == _PICK else 0)
    return [(view.lead + k) % n for k in range(start, n)]


def _none_of(total, good, draws):
    """Per-mille chance that draws cards from total include none of good."""
    p = 1000
    for k in range(draws):
        if total - k <= 0:
            break
        p = p * max(0, total - good - k) // (total - k)
    return p


class Odds:
    """What the seats after ours could answer our card with. One Odds
    serves every card of a decision: ``card(c)`` sets the card weighed."""

    def __init__(self, view, card=-1):
        self.view = view
        self.after = later(view)
        self.h = view.hand_sizes[self.after[0]] if self.after else 0
        # What each later seat adds to its card: gas and speed.
        self.adds = bytes([view.gas[j] + view.speed[j] for j in self.after])
        self.total = sum(view.unseen)
        self.open = bytearray(data.SUITS)
        self.cache = [-1] * 6    # by need 0-5
        if card >= 0:
            self.card(card)

    def card(self, card):
        view = self.view
        self.ones = ones_in(view) or card == data.S1
        open_ = self.open
        open_[:] = view.unseen
        for t in view.trick:
            if t[1] < _DOWN:
                open_[t[1]] = 0  # that suit is face up: nobody may play it
        if card < _DOWN:
            open_[card] = 0
        # A later 1 sinks our 4 or 5 (two in three rivals would play it).
        self.one = 0
        if self.after and fragile(card) and not self.ones and open_[data.S1]:
            self.one = (1000 - _none_of(self.total, open_[data.S1],
                                        self.h * len(self.after))) * 2 // 3
        for i in range(6):
            self.cache[i] = -1

    def holds(self, need):
        """Chance one rival has a card it may play of value >= need."""
        if need > 5:
            return 0
        if need < 0:
            need = 0    # every card is worth 0 or more
        c = self.cache[need]
        if c < 0:
            good = 0
            for s in range(data.SUITS):
                if value(s, self.ones) >= need:
                    good += self.open[s]
            c = 1000 - _none_of(self.total, good, self.h)
            self.cache[need] = c
        return c

    def stands(self, fin):
        """Chance no later seat beats final number fin (ties stay ours)."""
        p = 1000
        for a in self.adds:
            if fin - a < 5:     # a card of 5 or less could beat it
                p = p * (1000 - self.holds(fin - a + 1)) // 1000
        return p
