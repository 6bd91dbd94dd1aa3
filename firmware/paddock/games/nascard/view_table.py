"""Nascard's infield: the trump suit, the four Bonus cards in play, and this
round's cards, one entry a car in position order.

Row one: "Trump" and the trump suit's pip, then "Bonus" and the four Bonus
cards (pip and number; the trump suit's is greyed: a trump card activates
no Bonus). Row two: each car's chip over its card this round: face up
(pip and number), a rival's face-down card (pip and "?": the suit shows,
the value does not), "PIT" for a Pit Stop, "+N" once the car has moved N
spaces, or nothing yet. A frame marks the car deciding; a card that counts
as trump has a yellow bottom edge.

Cards here are small tiles (``_MINI``, read from sheets.bin); numbers
are ``ui.ranks`` tiles.
"""

from paddock.ui import cards
from paddock.games.nascard import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Layout shared with the other view modules (a test checks they agree).
_CELL = const(20)
_CHIP_X = const(3)

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
# What a shown entry's card is (``Shown``).
_NONE = const(0)        # kind of an entry's card: nothing yet
_FACE = const(1)        # face up: ``card``
_HIDDEN = const(2)      # a rival's face-down card: its suit in ``card``
_PITTED = const(3)      # a Pit Stop
_MOVED = const(4)       # resolved: the car moved ``card`` spaces

# The suits' pips, in suit order (purple, blue, orange, yellow); the kit
# gives each pip its colour, so a suit is told by shape and colour.
PIPS = (cards.STAR, cards.DIAMOND, cards.HEART, cards.SQUARE)
_MINI = const(24)               # a small card's tile: 22 x 9 and a gap
_MINI_H = const(9)
_PIT_TILE = const(5)
_MOVED_TILE = const(6)
_PIP_BOX = const(7)             # + suit: the pip alone in a 9 x 9 box
_PITCH = const(24)              # from one entry to the next
_CHIPS_Y = const(9)             # the entries' chips (their tiles' top row is clear)
_BONUS_X = const(66)


class Table:
    """The infield at y (``ui.W`` wide), for a race of ``cars`` cars: its
    parts are made by ``view_build`` (code that runs once, dropped after)."""

    def suits(self, trump, bonus):
        """The trump pip and the Bonus cards (bonus: one a suit)."""
        if self.trump[0] != _PIP_BOX + trump:
            self.trump[0] = _PIP_BOX + trump
        for s in range(4):
            lit, grey = (0, 1 + s) if s == trump else (1 + s, 0)
            if self.bonus[s] != lit:
                self.bonus[s] = lit
            if self.bonus_dim[s] != grey:
                self.bonus_dim[s] = grey
            self.bonus_nums.put(s, str(bonus[s]), s == trump)

    def entries(self, shown):
        """Each car's chip and card this round, in ``shown.order``."""
        mover = -1
        for i in range(self.cars):
            car = shown.order[i]
            chip = 5 * (1 + 2 * car + (1 if shown.pos[car] >= data.LAP else 0))
            g = self.chips      # a chip's tile is five slices of 2 pixels, twelve an entry
            if g[12 * i] != chip:
                for k in range(5):
                    g[12 * i + k] = chip + k
            kind = shown.kind[car]
            c = shown.card[car]
            tile, words = 0, ""
            if kind == _FACE:
                tile, words = 1 + data.suit(c), str(c)
            elif kind == _HIDDEN:
                tile, words = 1 + c, "?"
            elif kind == _PITTED:
                tile = _PIT_TILE
            elif kind == _MOVED:
                tile, words = _MOVED_TILE, "+%d" % c
            if self.cards[i] != tile:
                self.cards[i] = tile
            self.nums.put(i, words)
            bar = 1 if kind == _FACE and shown.trump_card[car] else 0
            if self.bars[i] != bar:
                self.bars[i] = bar
            if car == shown.mover:
                mover = i
        if mover < 0:
            self.frame.hidden = True
        else:
            self.frame.x = self.x + _PITCH * mover - 1
            self.frame.hidden = False


# -- what the table shows: the rules state as it was when the log line on show
# happened. The rules move every car, turn the Pit cards back and start the
# next round inside one ``play()``. The screen replays that: each event's log
# line waits its turn (``ui.turns`` paces them), and when it shows, ``apply``
# moves the shown car, turns the shown card, and so on. Once the last line is
# shown the table is copied from the state again (``copy``), so it never drifts.
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
                self.kind[car] = _PITTED
                self.card[car] = 0
            elif c and car >= st.players:
                self.kind[car] = _HIDDEN
                self.card[car] = data.suit(c)
            elif c:
                self.kind[car] = _FACE
                self.card[car] = c
            else:
                self.kind[car] = _NONE
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
                self.kind[c] = _NONE
                self.card[c] = 0
                self.trump_card[c] = 0
            self._rank()
            self.mover = -1
        elif code == _EV_RIVAL_CARD:
            self.kind[car] = _HIDDEN
            self.card[car] = a
        elif code == _EV_PLAY:
            self.kind[car] = _FACE
            self.card[car] = a
            self.mover = car
        elif code == _EV_PIT:
            self.kind[car] = _PITTED
            self.card[car] = 0
            self.mover = car
        elif code == _EV_AS_TRUMP:
            self.trump_card[car] = 1
        elif code == _EV_REVEAL:
            self.kind[car] = _FACE
            self.card[car] = a
            self.mover = -1
        elif code == _EV_MOVE:
            self.kind[car] = _MOVED
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
