"""1 CAR D save payload (``core.save`` Writer and Reader), version 1."""

from paddock.core.save import Reader, SaveError, Writer
from paddock.games.onecard.codes import DONE, SIDE_STEP
from paddock.games.onecard.data import CARS, CHECKERED, FULL, RIVALS, SPEEDS, SQUARES

_SMALL = ("difficulty", "speed", "lap", "phase", "step")


def dump(st):
    """Seats, both random streams, counters, the card and the roll."""
    w = Writer()
    w.raw(st.seats)
    w.base(st, wide=False)
    w.u8s(st, _SMALL)
    w.u8(st.lost + 1)
    w.fields(st, ("cars", "gauges", "dice", "order"))
    return bytes(w.buf)


def load(cls, payload):
    """Rebuild a State of class cls from dump()'s payload; SaveError if bad."""
    r = Reader(payload)
    seats = r.raw()
    if len(seats) != 1 or seats[0] > 4:
        raise SaveError("save has bad seats")
    st = cls(seats, 1)
    r.base(st, wide=False)
    r.u8s(st, _SMALL)
    st.lost = r.u8() - 1
    cars = r.raw()
    gauges = r.raw()
    dice = r.raw()
    order = r.raw()
    r.end()
    if not (1 <= st.difficulty <= CARS and 1 <= st.speed <= SPEEDS
            and st.lap <= CHECKERED and st.phase <= DONE and st.step <= RIVALS
            and st.lost < 3):
        raise SaveError("save has a bad 1 CAR D turn")
    if (len(cars) != CARS or len(set(cars)) != CARS or max(cars) >= SQUARES
            or len(gauges) != 3 or max(gauges) > FULL or len(dice) != CARS
            or max(dice) > 6 or sorted(order) != list(range(1, CARS))):
        raise SaveError("save has a bad 1 CAR D card")
    st.place_cars(cars)
    st.gauges = gauges
    st.dice = dice
    st.order = order
    if (st.lost >= 0) != (min(gauges) == 0) or (st.lost >= 0 and st.phase != DONE):
        raise SaveError("save has a bad 1 CAR D gauge")
    if st.phase == SIDE_STEP:
        from paddock.games.onecard.rivals import side_options
        if st.step >= RIVALS or side_options(st, order[st.step]) != 3:
            raise SaveError("save has a bad 1 CAR D side-step")
    return st
