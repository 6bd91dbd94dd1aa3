"""Piles of cards: a preallocated bytearray and a count.

A card is a small int (0-255). The top of a pile is its last card, so drawing
never moves the other cards. A pile never grows past the capacity it was made
with, so play allocates nothing.
"""


class Pile:
    def __init__(self, capacity, cards=None):
        self.cards = bytearray(capacity)
        self.n = 0
        if cards:
            for c in cards:
                self.push(c)

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("pile index")
        return self.cards[i]

    def __iter__(self):
        for i in range(self.n):
            yield self.cards[i]

    def push(self, card):
        if self.n >= len(self.cards):
            raise IndexError("pile full")
        self.cards[self.n] = card
        self.n += 1

    def pop(self, i=-1):
        """Take the card at index i (the top by default) and close the gap."""
        n = self.n
        if n == 0:
            raise IndexError("pile empty")
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("pile index")
        cards = self.cards
        card = cards[i]
        while i < n - 1:
            cards[i] = cards[i + 1]
            i += 1
        self.n = n - 1
        return card

    def remove(self, card):
        """Take one copy of card; ValueError if the pile has none."""
        for i in range(self.n):
            if self.cards[i] == card:
                return self.pop(i)
        raise ValueError("card not in pile")

    def index(self, card):
        for i in range(self.n):
            if self.cards[i] == card:
                return i
        return -1

    def top(self):
        return self.cards[self.n - 1] if self.n else -1

    def clear(self):
        self.n = 0

    def set(self, cards):
        """Replace the contents (for tests and saves)."""
        self.n = 0
        for c in cards:
            self.push(c)

    def shuffle(self, rng):
        rng.shuffle(self.cards, self.n)

    def list(self):
        return list(self.cards[:self.n])


def draw(deck, discard, rng):
    """Draw the top card of deck; when deck is empty, shuffle discard in first.

    Returns -1 when both are empty.
    """
    if deck.n == 0:
        if discard.n == 0:
            return -1
        reshuffle(deck, discard, rng)
    return deck.pop()


def reshuffle(deck, discard, rng):
    """Move every card of discard under deck's cards and shuffle the deck."""
    for i in range(discard.n):
        deck.push(discard.cards[i])
    discard.clear()
    deck.shuffle(rng)


def deal(deck, hands, count, discard=None, rng=None):
    """Deal count cards to each hand in turn, one at a time."""
    for _ in range(count):
        for h in hands:
            if discard is not None:
                c = draw(deck, discard, rng)
            else:
                c = deck.pop() if deck.n else -1
            if c < 0:
                return False
            h.push(c)
    return True
