"""What Nascard's table shows: the rules state as it was when the log line
on show happened.

The rules move every car, turn the Pit cards back and start the next round
inside one ``play()``. The screen replays that: each event's log line waits
its turn (``ui.turns`` paces them), and when it shows, ``apply`` moves the
shown car, turns the shown card, and so on. Once the last line is shown the
table is copied from the state again (``copy``), so it never drifts.
"""

from paddock.games.nascard import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_EV_ROUND = const(1)
_EV_RIVAL_CARD = const(2)
_EV_PLAY = const(3)
_EV_PIT = const(4)
_RIVAL = const(8)
_EV_AS_TRUMP = const(12)
_EV_REVEAL = const(16)
_EV_MOVE = const(17)
_EV_INSIDE = const(18)
_EV_OUTSIDE = const(19)
_EV_PUSHED = const(20)
_EV_TRUMP = const(23)
_EV_FINAL = const(24)

NONE = 0        # kind of an entry's card: nothing yet
FACE = 1        # face up: ``card``
HIDDEN = 2      # a rival's face-down card: its suit in ``card``
PITTED = 3      # a Pit Stop
MOVED = 4       # resolved: the car moved ``card`` spaces


class Shown:
    """Per car: ``pos``, ``lane``, ``kind`` and ``card`` of this round's
    entry, ``trump_card`` (1: the blue Bonus made it trump). ``order`` the
    cars in position order when the round began (the entries' order),
    ``mover`` the car deciding (-1: the cars are moving), ``top`` the car
    placed last (over a car it is about to push), ``trump``,
    ``round``, ``final``."""

    def __init__(self, cars):
        self.cars = cars
        self.pos = bytearray(cars)
        self.lane = bytearray(cars)
        self.kind = bytearray(cars)
        self.card = bytearray(cars)
        self.trump_card = bytearray(cars)
        self.order = bytearray(range(cars))
        self.mover = -1
        self.top = -1           # the car moved last: drawn over one it pushes
        self.trump = 0
        self.round = 0
        self.final = 0

    def copy(self, st):
        """Show the state as it stands."""
        for car in range(self.cars):
            self.pos[car] = st.pos[car]
            self.lane[car] = st.lane[car]
            c = st.card[car]
            self.trump_card[car] = st.as_trump[car]
            if car < st.players and st.pit[car]:
                self.kind[car] = PITTED
                self.card[car] = 0
            elif c and car >= st.players:
                self.kind[car] = HIDDEN
                self.card[car] = data.suit(c)
            elif c:
                self.kind[car] = FACE
                self.card[car] = c
            else:
                self.kind[car] = NONE
                self.card[car] = 0
        self.trump = st.trump
        self.round = st.round
        self.final = st.final
        self.mover = -1 if st.over() else st.to_move()
        self.top = -1
        self._rank()  # the cars stand where Play Cards began (or where they ended)

    def _rank(self):
        """The entries' order: farthest forward first, inside before outside."""
        pos = self.pos
        lane = self.lane
        cars = list(range(self.cars))
        cars.sort(key=lambda c: lane[c] - 4 * pos[c])
        for i in range(self.cars):
            self.order[i] = cars[i]

    def car_of(self, who, players):
        """The car an event's who names."""
        return who - _RIVAL + players if who >= _RIVAL else who

    def apply(self, ev, players):
        """One event, as its log line shows."""
        code, who, a, b = ev
        car = self.car_of(who, players) if who >= 0 else -1
        if code == _EV_ROUND:
            self.round = a
            for c in range(self.cars):
                self.kind[c] = NONE
                self.card[c] = 0
                self.trump_card[c] = 0
            self._rank()
            self.mover = -1
        elif code == _EV_RIVAL_CARD:
            self.kind[car] = HIDDEN
            self.card[car] = a
        elif code == _EV_PLAY:
            self.kind[car] = FACE
            self.card[car] = a
            self.mover = car
        elif code == _EV_PIT:
            self.kind[car] = PITTED
            self.card[car] = 0
            self.mover = car
        elif code == _EV_AS_TRUMP:
            self.trump_card[car] = 1
        elif code == _EV_REVEAL:
            self.kind[car] = FACE
            self.card[car] = a
            self.mover = -1
        elif code == _EV_MOVE:
            self.kind[car] = MOVED
            self.card[car] = a
            self.mover = -1
        elif code == _EV_INSIDE or code == _EV_OUTSIDE or code == _EV_PUSHED:
            # A push: the car lands on the inside and the car it pushes
            # stays under it until its own line moves it on ("pushed to").
            p = self.pos[car]
            self.pos[car] = p + (a - p % data.LAP) % data.LAP
            self.lane[car] = 1 if code == _EV_OUTSIDE else 0
            self.top = car
        elif code == _EV_TRUMP:
            self.trump = a
        elif code == _EV_FINAL:
            self.final = 1
