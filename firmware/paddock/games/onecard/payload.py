"""1 CAR D save payload (``core.save`` Writer and Reader), version 1."""

from paddock.games.onecard import SAVE_BYTES
from paddock.core.save import Reader, SaveError, Writer, validate
from paddock.games.onecard.data import CARS, RIVALS

_SMALL = ("difficulty", "speed", "lap", "phase", "step")


def dump(st, w=None):
    """Seats, both random streams, counters, the card and the roll: written
    on at the end of w if given (the record the console is writing), else
    returned as bytes."""
    if w is None:
        return bytes(dump(st, Writer(SAVE_BYTES)).buf)
    w.raw(st.seats)
    w.base(st, wide=False)
    w.u8s(st, _SMALL)
    w.u8(st.lost + 1)
    w.fields(st, ("cars", "gauges", "dice", "order"))
    return w


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
    if len(cars) != CARS or len(gauges) != 3 or len(dice) != CARS or len(order) != RIVALS:
        raise SaveError("save has a bad 1 CAR D card")
    try:
        st.place_cars(cars)
    except ValueError:   # two cars on a square, or a square off the card
        raise SaveError("save has a bad car position")
    st.gauges = gauges
    st.dice = dice
    st.order = order
    validate(st, "paddock.games.onecard.check")
    return st
