"""The trick on Zoom Zoom Vroom's table: the state's trick as it stands, or
for a moment the trick just finished, rebuilt from the events of the move
that ended it (the rules clear the trick at once)."""

from paddock.games.zoomzoom import data
from paddock.games.zoomzoom.data import fragile, printed

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_AS0 = const(8)
_AS5 = const(9)
_DOWN = const(7)
_EV_05 = const(3)
_EV_ALL_TUNE = const(14)
_EV_PLAY = const(1)
_EV_SPEND = const(9)
_EV_TUNE = const(2)
_EV_WIN = const(13)


def ends_trick(events):
    """True when these events resolved a trick."""
    for ev in events:
        if ev[0] == _EV_WIN or ev[0] == _EV_ALL_TUNE:
            return True
    return False


class Trick:
    """Entries in play order: ``seat``, ``card`` (a suit id, _DOWN, _AS0 or
    _AS5), ``gas``, ``fin`` (final number); ``n`` of them. ``held`` while a
    finished trick is on show, ``win`` its winner (-1: all Tune Up);
    ``trick`` and ``round`` are the numbers of the trick on show."""

    def __init__(self, players):
        self.seat = bytearray(players)
        self.card = bytearray(players)
        self.gas = bytearray(players)
        self.fin = bytearray(players)
        self.n = 0
        self.held = False
        self.win = -1
        self.trick = 1
        self.round = 1

    def copy(self, st):
        """Show the state's trick as it stands."""
        self.held = False
        self.win = -1
        self.trick = st.trick
        self.round = st.round
        self.n = st.t_n
        for i in range(st.t_n):
            self.seat[i] = st.t_seat[i]
            self.card[i] = st.t_card[i]
            self.gas[i] = st.t_gas[i]
            self.fin[i] = max(0, st.final(i))

    def finish(self, events):
        """Add the last move's cards and gas to the trick on show and hold it."""
        one_at = -1
        for code, seat, a, b in events:
            if code == _EV_PLAY or code == _EV_TUNE or code == _EV_05:
                i = self.n
                self.n = i + 1
                self.seat[i] = seat
                if code == _EV_PLAY:
                    self.card[i] = a
                    if a == data.S1:
                        one_at = i
                else:
                    self.card[i] = _DOWN if code == _EV_TUNE else (_AS0 if a == 0 else _AS5)
                self.gas[i] = 0
                self.fin[i] = 0
            elif code == _EV_SPEND:
                for i in range(self.n):
                    if self.seat[i] == seat:
                        self.gas[i] = a
                        self.fin[i] = b
            elif code == _EV_WIN:
                self.win = seat
        for i in range(max(one_at, 0)):  # a 1 played last sinks the 4s and 5s before it
            if fragile(self.card[i]):
                self.fin[i] -= printed(self.card[i])
        self.held = True

    def entry(self, seat):
        """The index of seat's card in the trick, or -1."""
        for i in range(self.n):
            if self.seat[i] == seat:
                return i
        return -1

    def one(self):
        """True when a 1 is face up in the trick."""
        for i in range(self.n):
            if self.card[i] == data.S1:
                return True
        return False
