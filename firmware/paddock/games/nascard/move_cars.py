"""Game Rounds, 2. Move Cars Forward (with Advancing the Cars), 3. End of
the Round, and End of the Game.

Trump cards (and cards the blue Bonus treats as trump) resolve first, in
descending order, then the other cards in descending order whatever their
suit; cars in the Pits last, without moving. The n-th card resolved moves
its car ``data.spaces(n)`` spaces (5, 4, 3, 2, 1, and 1 for a sixth car),
and goes to the discard pile after its car has moved. A space is a Track
card: a car lands on the Track card so many cards ahead (placement rules
A, B and C in ``place``).
"""

from paddock.games.nascard import data
from paddock.games.nascard import rivals

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_PICK = const(0)
_EV_ROUND = const(1)
_DONE = const(5)
_EV_MOVE = const(17)
_EV_INSIDE = const(18)
_EV_OUTSIDE = const(19)
_EV_PUSHED = const(20)
_EV_LAP = const(21)
_EV_PIT_BACK = const(22)
_EV_TRUMP = const(23)
_EV_FINAL = const(24)
_EV_WIN = const(25)


def resolution_order(st):
    """The cars with a card this round, in the order they resolve."""
    out = []
    for car in range(st.cars):
        if st.card[car] and not (car < st.players and st.pit[car]):
            out.append(car)
    out.sort(key=lambda car: -(st.card[car] + (64 if st.is_trump(car) else 0)))
    return out


def move_cars_forward(st):
    """Reveal the rivals' cards, move every car in resolution order, pits last."""
    rivals.reveal(st)
    order = resolution_order(st)
    for n in range(len(order)):
        car = order[n]
        card = st.card[car]
        spaces = rivals.spaces(st, car, data.spaces(n)) + st.extra[car]
        st.emit(_EV_MOVE, st.who(car), spaces, card)
        place(st, car, st.pos[car] + spaces)
        st.discard.push(card)
        st.card[car] = 0
        st.as_trump[car] = 0
        st.extra[car] = 0
    for seat in range(st.players):
        if st.pit[seat]:
            st.pit[seat] = 0
            st.emit(_EV_PIT_BACK, seat)
    end_of_round(st)


def place(st, car, pos):
    """Advancing the Cars: put car on the Track card pos, trying the inside.

    A. inside free: there. B. inside taken, outside free: the outside.
    C. both taken: the inside car is pushed forward to the next card (by
    these same rules) and this car takes its place.
    """
    index = pos % data.LAP
    crossed(st, car, st.pos[car], pos)
    st.pos[car] = pos
    inside = st.at(index, 0, car)
    if inside < 0:
        st.lane[car] = 0
        st.emit(_EV_INSIDE, st.who(car), index)
    elif st.at(index, 1, car) < 0:
        st.lane[car] = 1
        st.emit(_EV_OUTSIDE, st.who(car), index)
    else:
        st.lane[car] = 0
        st.emit(_EV_INSIDE, st.who(car), index)
        st.emit(_EV_PUSHED, st.who(inside), (index + 1) % data.LAP)
        place(st, inside, st.pos[inside] + 1)


def crossed(st, car, before, after):
    """Laps: the flag side after the first crossing; the second ends the race."""
    laps = after // data.LAP
    if laps > before // data.LAP:
        st.emit(_EV_LAP, st.who(car), laps)
        if laps >= data.LAPS and not st.final:
            st.final = 1
            st.emit(_EV_FINAL, st.who(car))


def end_of_round(st):
    """The top discard sets the next trump; then the race ends or goes on."""
    top = st.discard.top()
    if top > 0:
        st.trump = data.suit(top)
        st.emit(_EV_TRUMP, -1, st.trump)
    if st.final:
        end_of_game(st)
    else:
        start_round(st)


def end_of_game(st):
    """The car farthest forward wins; on one card, the inside car."""
    st.winner = st.ranking()[0]
    st.phase = _DONE
    st.turn = 0
    st.emit(_EV_WIN, st.who(st.winner))


def start_round(st):
    """A new round: the rivals' cards, then Play Cards in position order."""
    st.round += 1
    st.emit(_EV_ROUND, -1, st.round)
    rivals.draw_cards(st)
    n = 0
    for car in st.ranking():
        if car < st.players:
            st.order[n] = car
            n += 1
    st.turn = 0
    st.phase = _PICK
