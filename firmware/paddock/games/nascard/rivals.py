"""Rivals Module: the cars no player drives.

At the start of each round each rival, left to right, gets a card face down
from the Driving deck (its suit shows, its value does not). The cards are
revealed after all players have played and resolve as usual; a rival
activates no Bonus and always moves at least 2 spaces.
"""

from paddock.games.nascard import data
from paddock.games.nascard import hand
from paddock.games.nascard.codes import EV_NO_CARD, EV_REVEAL, EV_RIVAL_CARD


def draw_cards(st):
    """A card face down next to each rival's Pit card."""
    for car in range(st.players, st.cars):
        c = hand.draw(st)
        if c < 0:
            st.emit(EV_NO_CARD, st.who(car))
            continue
        st.card[car] = c
        st.emit(EV_RIVAL_CARD, st.who(car), data.suit(c))


def reveal(st):
    for car in range(st.players, st.cars):
        if st.card[car]:
            st.emit(EV_REVEAL, st.who(car), st.card[car])


def spaces(st, car, spaces):
    """A rival always moves forward at least 2 spaces."""
    if car >= st.players and spaces < data.RIVAL_MIN:
        return data.RIVAL_MIN
    return spaces
