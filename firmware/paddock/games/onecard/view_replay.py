"""The card as the screen shows it: the race replayed one event at a time.

The rules move every rival at once when the dice are rolled. The screen
shows those moves one log line at a time, so it keeps its own copy of what
the player has seen so far: the cars, the gauges, the speed, the lap, the
dice (and which are set aside) and the rival moving. Each event becomes
true on screen when its log line shows.

A car that moves onto another car's square pushes it: the pushed car's own
move (a later event in the same batch, leaving that square) is shown at the
same moment, so two cars never share a square on screen while the log
line explains the push.
"""

from paddock.games.onecard.data import CARS

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_EV_PIT_DROP = const(2)
_EV_PIT_SWAP = const(3)
_SIDE_STEP = const(3)
_EV_SPEED = const(5)
_EV_GAUGE = const(6)
_EV_LANE = const(7)
_EV_ROLL = const(8)
_EV_ASIDE = const(9)
_EV_YELLOW = const(10)
_EV_RESTART = const(12)
_EV_ACTIVATE = const(13)
_EV_UP = const(14)
_EV_DOWN = const(15)
_EV_STEP = const(16)
_EV_SWAP_UP = const(17)
_EV_SWAP_DOWN = const(18)
_EV_PUSH_DOWN = const(19)
_EV_PUSH_SIDE = const(20)
_EV_ARROW = const(21)
_EV_DRAG = const(26)
_EV_DRAFT_PUSH = const(27)
_EV_LAP = const(28)
_EV_LOST = const(30)

# Events that move a car: (code, car, from, to).
MOVES = (_EV_PIT_DROP, _EV_PIT_SWAP, _EV_LANE, _EV_RESTART, _EV_UP, _EV_DOWN, _EV_STEP,
         _EV_SWAP_UP, _EV_SWAP_DOWN, _EV_PUSH_DOWN, _EV_PUSH_SIDE, _EV_ARROW, _EV_DRAG,
         _EV_DRAFT_PUSH)
ALL_USED = 0x3E   # bits 1-5: every rival's die


class Mirror:
    """``cars``, ``gauges``, ``speed``, ``lap``, ``dice`` (index 0 unused; 0
    before the first roll), ``used`` (bit car: that die is set aside),
    ``active`` (the rival moving, or -1), ``lost`` and ``yellow`` as shown;
    ``marking`` while the dice shown are this turn's roll (their marks
    against your speed are true: from the roll to the lap's end).
    ``queue`` holds the events whose lines are still to show; ``early`` marks
    those already shown on the track (a push). ``drift`` counts the times the
    copy had to be corrected from the rules (a test keeps it at 0)."""

    def __init__(self, st):
        self.cars = bytearray(CARS)
        self.gauges = bytearray(3)
        self.dice = bytearray(CARS)
        self.queue = []
        self.early = []
        self.drift = 0
        self.copy(st)
        self.used = ALL_USED
        self.active = -1
        self.yellow = False
        self.marking = st.phase == _SIDE_STEP
        if st.phase == _SIDE_STEP:  # a race resumed while a rival waits for its side
            self.used = 0
            for i in range(st.step):
                self.used |= 1 << st.order[i]
            for c in range(1, CARS):
                if st.dice[c] == st.speed:
                    self.used |= 1 << c
            self.active = st.order[st.step]

    def copy(self, st):
        for c in range(CARS):
            self.cars[c] = st.cars[c]
            self.dice[c] = st.dice[c]
        for g in range(3):
            self.gauges[g] = st.gauges[g]
        self.speed = st.speed
        self.lap = st.lap
        self.lost = st.lost

    def same(self, st):
        """True when the screen shows the card as the rules hold it."""
        g = self.gauges     # by value, not bytes(): this runs every tick
        return (self.cars == st.cars and g[0] == st.gauges[0] and g[1] == st.gauges[1]
                and g[2] == st.gauges[2] and self.speed == st.speed and self.lap == st.lap
                and self.lost == st.lost)

    def settle(self, st):
        """Nothing is left to show: make sure the copy is the card."""
        if not self.same(st):
            self.drift += 1
            self.copy(st)

    # The queue.
    def add(self, events, now_upto):
        """Queue a move's events; the first now_upto are shown on the track at
        once (your own choices), the rest as their lines come."""
        start = len(self.queue)
        for ev in events:
            self.queue.append(ev)
            self.early.append(False)
        for i in range(start, start + now_upto):
            self._apply(i)

    def pop(self):
        """The next line is showing: its event becomes true on screen."""
        if not self.queue:
            return None
        if not self.early[0]:
            self._apply(0)
        self.early.pop(0)
        return self.queue.pop(0)

    def replaying(self):
        """True while rival moves (or the roll) are still to show."""
        for done in self.early:
            if not done:
                return True
        return False

    # Applying one event.
    def _apply(self, i):
        self.early[i] = True
        code, car, a, b = self.queue[i]
        if code in MOVES:
            self._move(i, car, b)
        elif code == _EV_GAUGE:
            self.gauges[a] = b
        elif code == _EV_SPEED:
            self.speed = a
        elif code == _EV_ROLL:
            for c in range(1, CARS):
                self.dice[c] = (a >> (3 * (c - 1))) & 7
            self.used = 0
            self.active = -1
            self.yellow = False
            self.marking = True
        elif code == _EV_ASIDE:
            for c in range(1, CARS):
                if self.dice[c] == b:
                    self.used |= 1 << c
        elif code == _EV_ACTIVATE:
            if self.active > 0:
                self.used |= 1 << self.active
            self.active = car
        elif code == _EV_YELLOW:
            self.yellow = True
        elif code == _EV_LAP:
            self.lap = a
            self.used = ALL_USED
            self.active = -1
            self.yellow = False
            self.marking = False
        elif code == _EV_LOST:
            self.lost = a

    def _move(self, i, car, to):
        """car goes to square to; a car there is pushed along by its own
        next move out of that square, shown now."""
        for other in range(CARS):
            if other != car and self.cars[other] == to:
                for j in range(i + 1, len(self.queue)):
                    ev = self.queue[j]
                    if ev[1] == other and ev[0] in MOVES and ev[2] == to and not self.early[j]:
                        self._apply(j)
                        break
                break
        self.cars[car] = to
