"""Zoom Zoom Vroom Setup: options, the deck by player count, the deal."""

from paddock.core.options import option_index, seats_from
from paddock.games.zoomzoom import data

_SEVENTH = 7  # the "zero" option's 7th suit


def _read(options):
    """(players, track, larger, zero, z05) from an options dict."""
    from paddock.games.zoomzoom import OPTIONS
    got = [option_index(options, k, c, d) for k, _label, c, d in OPTIONS]
    return options.get("players", 3), got[0], got[1] == 1, got[2], got[3] == 1


def problem(options):
    """Why these options cannot be played together, or None."""
    try:
        players, _track, larger, zero, _z05 = _read(options)
    except ValueError as e:
        return str(e)
    if not isinstance(players, int) or not 3 <= players <= 5:
        return "Zoom Zoom Vroom needs 3 to 5 players"
    if zero == _SEVENTH and not larger:
        return "a 7th 0 suit needs Larger Hands"
    if zero and zero != _SEVENTH and larger:
        return "with Larger Hands the 0 suit is a 7th suit"
    seats = options.get("seats")
    if seats is not None and len(seats) != players:
        return "%d seats for %d players" % (len(seats), players)
    return None


def new_game(cls, options, seed):
    """A new State of class cls, set up; ValueError names a bad option."""
    why = problem(options)
    if why:
        raise ValueError(why)
    players, track, larger, zero, z05 = _read(options)
    seats = options.get("seats")
    seats = bytearray(seats) if seats is not None else seats_from(None, players)
    st = cls(players, seats, seed, track, larger, zero, z05)
    setup(st)
    return st


def setup(st):
    """Setup steps 1-6: the deck, the deal, five gas each, lap tokens, lead."""
    # 1. Three, four or five copies of each suit (one more: Larger Hands).
    for s in range(data.SUITS):
        for _ in range(st.counts[s]):
            st.deck.push(s)
    # 3. Five gas in front of each player; the rest stays in the box.
    for p in range(st.players):
        st.gas[p] = data.START_GAS
        st.has05[p] = 1 if st.z05 else 0  # 0/5 Cards: one each, face up
    # 4. Lap tokens: players + 1 (State.lap_pool). 5. Speed tokens on Start.
    # 2. Shuffle and deal six (Larger Hands: seven, the rest set aside).
    deal(st, data.LARGER_HAND if st.larger else data.HAND)
    # 6. "The last player to drive a car will be the lead player": by lot.
    st.lead = st.rng.below(st.players)


def deal(st, count):
    """Shuffle every card not in a hand and deal count more to each player."""
    for pile in (st.discard, st.aside):
        for i in range(pile.n):
            st.deck.push(pile.cards[i])
        pile.clear()
    st.deck.shuffle(st.rng)
    for _ in range(count):
        for h in st.hands:
            h.push(st.deck.pop())
    if st.larger:
        while st.deck.n:  # Larger Hands: the undealt cards are set aside
            st.aside.push(st.deck.pop())
