"""1 CAR D: the State, the game protocol's part of the rules.

``rules`` explains the moves; the turn's steps are in ``turn``.
"""

from paddock.core import game
from paddock.games.onecard import rivals, turn
from paddock.games.onecard.data import (
    CARS, FUEL, FULL, MAX_STEP, RIVALS, SPEEDS, SQUARES, START_SPEED, TIRES,
    YOU, rank)

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_PIT_NONE = const(0)
_PITS = const(0)
_CHOOSE_SPEED = const(1)
_PIT_TIRES = const(1)
_CHANGE_LANES = const(2)
_PIT_FUEL = const(2)
_PIT_BOTH = const(3)
_SIDE_STEP = const(3)
_DONE = const(4)
_EV_GAUGE = const(6)
_EV_YELLOW = const(10)
_SPEED = const(10)
_LANE = const(22)
_EV_LOST = const(30)
_SIDE_LEFT = const(30)
_SIDE_RIGHT = const(31)


class State(game.State):
    """A race of 1 CAR D. Public fields:

    ``difficulty`` 1-6. ``cars`` a square per car (0 you, 1-5 Green, Red,
    Blue, Cyan, Yellow) and ``grid`` car + 1 per square (0 empty): set both
    with ``place_cars``. ``gauges`` tires, fuel, engine (0-6). ``speed``
    1-5. ``lap`` the lap box (``data.CHECKERED`` is the checkered flag).
    ``dice`` the last roll, one per rival (index 0 unused). ``order`` the
    rivals in track order for this roll; ``step`` how many have moved.
    ``phase`` the next decision; ``lost`` the gauge that reached 0, or -1.
    """

    def __init__(self, seats, seed, difficulty=1):
        super().__init__(1, seats, seed)
        self.difficulty = difficulty
        self.cars = bytearray(CARS)
        self.grid = bytearray(SQUARES)
        self.gauges = bytearray((FULL, FULL, FULL))
        self.speed = START_SPEED
        self.lap = 0
        self.dice = bytearray(CARS)
        self.order = bytearray(range(1, CARS))  # set at each roll
        self.step = RIVALS
        self.phase = _PITS
        self.lost = -1

    def place_cars(self, squares):
        """Put every car on its square (a test sets a position up this way)."""
        if len(squares) != CARS or len(set(squares)) != CARS or max(squares) >= SQUARES:
            raise game.RulesError("six cars on six different squares")
        grid = self.grid
        for sq in range(SQUARES):
            grid[sq] = 0
        for car in range(CARS):
            self.cars[car] = squares[car]
            grid[squares[car]] = car + 1

    def place(self, car=YOU):
        """Position on the track, 1 the leader: by row, then the staggering."""
        r = rank(self.cars[car])
        n = 1
        for c in range(CARS):
            if rank(self.cars[c]) > r:
                n += 1
        return n

    def damage(self, gauge, n=1):
        """A gauge loses n points (gains -n, up to 6); at 0 you lose at once:
        "You lose the game if one of your tire, fuel or engine gauges reaches
        0 at any point in the race"."""
        if self.lost >= 0:
            return  # the race is already lost
        v = self.gauges[gauge] - n
        v = FULL if v > FULL else (0 if v < 0 else v)
        if v == self.gauges[gauge]:
            return
        self.gauges[gauge] = v
        self.emit(_EV_GAUGE, YOU, gauge, v)
        if v == 0 and self.lost < 0:
            self.lost = gauge
            self.phase = _DONE
            self.emit(_EV_LOST, YOU, gauge)

    # The protocol.
    def to_move(self):
        return game.OVER if self.phase == _DONE else 0

    def legal(self):
        out = []
        ph = self.phase
        if ph == _PITS:
            out.append(_PIT_NONE)
            if self.gauges[TIRES] < FULL:
                out.append(_PIT_TIRES)
            if self.gauges[FUEL] < FULL:
                out.append(_PIT_FUEL)
                if self.gauges[TIRES] < FULL:
                    out.append(_PIT_BOTH)
        elif ph == _CHOOSE_SPEED:
            for s in range(max(1, self.speed - MAX_STEP), min(SPEEDS, self.speed + MAX_STEP) + 1):
                out.append(_SPEED + s)
        elif ph == _CHANGE_LANES:
            for d in range(-2, 3):
                if not turn.lane_problem(self, d):
                    out.append(_LANE + d)
        elif ph == _SIDE_STEP:
            out.append(_SIDE_LEFT)
            out.append(_SIDE_RIGHT)
        return out

    def why_not(self, move):
        """Why a move cannot be made now (a short line), or None."""
        from paddock.games.onecard import texts
        return texts.why_not(self, move)

    def play(self, move):
        self.check(move)
        self.events = []
        self.moves += 1
        ph = self.phase
        if ph == _PITS:
            turn.go_to_pits(self, move)
        elif ph == _CHOOSE_SPEED:
            turn.choose_speed(self, move - _SPEED)
        elif ph == _CHANGE_LANES:
            turn.change_lanes(self, move - _LANE)
        else:
            rivals.side_step(self, self.order[self.step], -1 if move == _SIDE_LEFT else 1)
            if self.phase != _DONE:
                self.step += 1
                turn.move_rivals(self)
        self.take_forced()

    def take_forced(self):
        """Take every step that has only one choice."""
        while True:
            if self.phase == _PITS and self.gauges[TIRES] == FULL and self.gauges[FUEL] == FULL:
                self.phase = _CHOOSE_SPEED
            elif self.phase == _CHANGE_LANES and len(self.legal()) == 1:
                turn.change_lanes(self, 0)
            else:
                return

    def over(self):
        return self.phase == _DONE

    def won_by(self):
        """You win by taking the checkered flag first with every gauge above 0."""
        return 0 if self.over() and self.lost < 0 and self.place() == 1 else -1

    def standings(self):
        """The one seat: your result is ``place()`` and ``lost``."""
        return [0]

    # codes.EV_PIT_DROP, EV_LANE, EV_UP, EV_DOWN, EV_STEP, EV_SWAP_UP, EV_DRAG,
    # EV_DRAFT_PUSH: a car changes place
    car_events = b"\x02\x07\x0e\x0f\x10\x11\x1a\x1b"

    def race_flag(self):
        """The race lights: yellow after a Yellow Flag (until the next
        move), white on "the last lap (lap 200, under white flag)"."""
        from paddock.games.onecard.data import WHITE_FLAG
        for ev in self.events:
            if ev[0] == _EV_YELLOW:
                return game.CAUTION
        return game.FINAL if self.lap == WHITE_FLAG else 0

    def seen_by(self, seat):
        from paddock.games.onecard import seen
        return seen.Seen(self, seat)

    def to_bytes(self, w=None):
        from paddock.games.onecard import payload
        return payload.dump(self, w)
