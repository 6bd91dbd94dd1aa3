
try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: the autopilots and tests read them there), folded into the bytecode.
_SIDE_STEP = const(3)
"""1 CAR D: what the driver may know, the only thing a bot reads.

Everything on the card is public; only the dice still to be rolled (the
random streams) are not, so they are not here.
"""



class Seen:
    """A copy of the card: ``cars``, ``gauges``, ``speed``, ``lap``,
    ``dice`` (the last roll), ``order`` and ``step`` (rivals in track order
    and how many have moved), ``phase``, ``difficulty``, ``legal`` (empty
    unless ``seat`` decides now) and ``blocked``, the rival waiting for you
    to choose its side (-1 when none)."""

    def __init__(self, st, seat):
        self.seat = seat
        self.cars = bytes(st.cars)
        self.gauges = bytes(st.gauges)
        self.speed = st.speed
        self.lap = st.lap
        self.dice = bytes(st.dice)
        self.order = bytes(st.order)
        self.step = st.step
        self.phase = st.phase
        self.difficulty = st.difficulty
        self.legal = st.legal() if st.to_move() == seat else []
        self.blocked = st.order[st.step] if self.legal and st.phase == _SIDE_STEP else -1
