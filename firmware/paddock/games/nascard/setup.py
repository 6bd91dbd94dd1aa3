"""Game Setup: the track, the Bonus cards, the deal, the first trump, the
cars on the grid (and the Rivals Module's cars), then the first round.
"""

from paddock.core.options import option_index, seats_from
from paddock.games.nascard import data
from paddock.games.nascard import hand
from paddock.games.nascard import move_cars


def rival_count(players, always):
    """Rivals fill the empty cars: required at 1 and 2 players, else optional."""
    if players <= 2 or always:
        return data.MAX_CARS - players
    return 0


def new_game(cls, options, seed):
    """A new State of class cls, set up; ValueError names a bad option."""
    from paddock.games.nascard import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
    players = options.get("players", MAX_PLAYERS)
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("Nascard takes %d to %d players" % (MIN_PLAYERS, MAX_PLAYERS))
    got = [option_index(options, k, c, d) for k, _label, c, d in OPTIONS]
    seats = options.get("seats")
    seats = bytearray(seats) if seats is not None else seats_from(None, players)
    if len(seats) != players:
        raise ValueError("%d seats for %d players" % (len(seats), players))
    st = cls(players, seats, seed, rival_count(players, got[2] == 1), got[0], got[1])
    setup(st)
    return st


def setup(st):
    """The Game Setup steps, in the rulebook's order."""
    build_track(st)
    choose_bonuses(st)
    # Shuffle the Driving cards and deal 5 cards to each player.
    for c in range(1, data.CARDS + 1):
        st.deck.push(c)
    st.deck.shuffle(st.rng)
    for _ in range(data.HAND):
        for h in st.hands:
            hand.take(h, st.deck.pop())
    # Flip the top card to start the discard pile: its suit is trump.
    first = st.deck.pop()
    st.discard.push(first)
    st.trump = data.suit(first)
    place_cars(st)
    move_cars.start_round(st)


def build_track(st):
    """Corners in the corners, three straights between each pair.

    "first": every card on side A in ``data.FIRST_TRACK``'s order.
    "shuffled": the corners and the straights shuffled, each on a random
    side. The loop is then counted from the Start/Finish card.
    """
    loop = bytearray(data.TRACK_CARDS)
    if st.track_kind == 1:
        for i in range(data.TRACK_CARDS):
            loop[i] = data.digit(data.FIRST_TRACK, i) << 1
    else:
        corners = bytearray(range(data.CORNERS))
        straights = bytearray(range(data.CORNERS, data.TRACK_CARDS))
        st.rng.shuffle(corners)
        st.rng.shuffle(straights)
        ci = si = 0
        for i in range(data.TRACK_CARDS):
            if i % 4 == 0:
                card = corners[ci]
                ci += 1
            else:
                card = straights[si]
                si += 1
            loop[i] = (card << 1) | st.rng.below(2)
    start = 0
    for i in range(data.TRACK_CARDS):
        if loop[i] >> 1 == data.START_FINISH:
            start = i
    for i in range(data.TRACK_CARDS):
        code = loop[(start + i) % data.TRACK_CARDS]
        st.track[i] = code
        st.caution[i] = data.caution(code)


def choose_bonuses(st):
    """One Bonus card per suit: the first-game set, or one shuffled from each."""
    for s in range(data.SUITS):
        if st.bonus_kind == 1:
            st.bonus[s] = 4 * s + 1 + st.rng.below(4)
        else:
            st.bonus[s] = data.FIRST_GAME[s]


def place_cars(st):
    """The cars in random order, two per Track card from the Start/Finish
    card forward, inside first (the rivals' cars among them)."""
    cars = bytearray(range(st.cars))
    st.rng.shuffle(cars)
    for k in range(st.cars):
        st.pos[cars[k]] = k // 2
        st.lane[cars[k]] = k % 2
