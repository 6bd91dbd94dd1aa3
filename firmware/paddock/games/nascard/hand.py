"""Management of Your Hand and Your Tires: Blister Tires, Burn Cards, the
hand limit, and drawing from the Driving deck (reshuffled when it runs out).

A hand is kept sorted by suit, then value, so it reads as it is held.
"""

from paddock.games.nascard import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_EV_BLISTER = const(5)
_EV_BURN = const(6)
_EV_DISCARD = const(14)
_EV_RESHUFFLE = const(15)


def _key(card):
    return (data.suit(card) << 6) | card


def take(hand, card):
    """Put card into hand at its sorted place."""
    hand.push(card)
    cards = hand.cards
    i = hand.n - 1
    k = _key(card)
    while i > 0 and _key(cards[i - 1]) > k:
        cards[i] = cards[i - 1]
        i -= 1
    cards[i] = card


def sort(hand):
    cards = hand.list()
    hand.clear()
    for c in cards:
        take(hand, c)


def draw(st):
    """The top card of the Driving deck, or -1 if no card is left anywhere.

    "If at any time the Driving deck runs out of cards, shuffle the discard
    pile to make a new Driving deck."
    """
    deck = st.deck
    if deck.n == 0:
        discard = st.discard
        if discard.n == 0:
            return -1
        for i in range(discard.n):
            deck.push(discard.cards[i])
        discard.clear()
        deck.shuffle(st.rng)
        st.emit(_EV_RESHUFFLE)
    return deck.pop()


def draw_cards(st, seat, n):
    """Draw n cards into seat's hand; returns how many there were."""
    got = 0
    hand = st.hands[seat]
    while got < n:
        c = draw(st)
        if c < 0:
            break
        take(hand, c)
        got += 1
    return got


def blister(st, seat, card):
    """Blister Tires: the card from the hand, face down in front of you."""
    st.hands[seat].remove(card)
    st.blisters[seat].push(card)
    st.emit(_EV_BLISTER, seat)


def burn(st, seat, card):
    """Burn Cards: the card from the hand, face up on the discard pile."""
    st.hands[seat].remove(card)
    st.discard.push(card)
    st.emit(_EV_BURN, seat, card)


def recover(st, seat):
    """Take back every Blister Tire card; returns how many."""
    pile = st.blisters[seat]
    n = pile.n
    hand = st.hands[seat]
    for i in range(n):
        take(hand, pile.cards[i])
    pile.clear()
    return n


def over_limit(st, seat):
    """Cards over the hand limit of 8 (0 when within it)."""
    n = st.hands[seat].n - data.HAND_LIMIT
    return n if n > 0 else 0


def discard(st, seat, card):
    """The hand limit: one card from the hand onto the discard pile."""
    st.hands[seat].remove(card)
    st.discard.push(card)
    st.emit(_EV_DISCARD, seat, card)
