"""Zoom Zoom Vroom save payload (``core.save`` Writer and Reader)."""

from paddock.games.zoomzoom import SAVE_BYTES
from paddock.core.save import Reader, SaveError, Writer, validate

_SMALL = ("round", "trick", "lead", "phase", "pending", "middle", "removed", "lap_pool")
_BYTES = ("gas", "pos", "boost", "laps", "has05", "seen")


def dump(st, w=None):
    """The save payload: options, both random streams, every pile and count,
    written on at the end of w if given (the record the console is
    writing), else returned as bytes."""
    if w is None:
        return bytes(dump(st, Writer(SAVE_BYTES)).buf)
    w.u8(st.players)
    w.raw(st.seats)
    for v in (st.track, st.larger, st.zero, st.z05):
        w.u8(int(v))
    w.base(st)
    w.u8s(st, _SMALL)
    w.u8(st.winner + 1)
    w.fields(st, _BYTES)
    for p in (st.deck, st.discard, st.aside, st.facedown):
        w.pile(p)
    for h in st.hands:
        w.pile(h)
    w.u8(st.t_n)
    for b in (st.t_seat, st.t_card, st.t_gas):
        w.raw(b[:st.t_n])
    return w


def load(cls, payload):
    """Rebuild a State of class cls from dump()'s payload; SaveError if bad."""
    r = Reader(payload)
    players = r.u8()
    seats = r.raw()
    opts = [r.u8() for _ in range(4)]
    if not 3 <= players <= 5 or len(seats) != players or opts[0] > 2 or opts[2] > 7:
        raise SaveError("save has a bad Zoom Zoom Vroom setup")
    st = cls(players, seats, 1, opts[0], opts[1] == 1, opts[2], opts[3] == 1)
    r.base(st)
    r.u8s(st, _SMALL)
    st.winner = r.u8() - 1
    r.fields(st, _BYTES, "Zoom Zoom Vroom field")
    for p in (st.deck, st.discard, st.aside, st.facedown):
        r.pile(p)
    for h in st.hands:
        r.pile(h)
    st.t_n = r.u8()
    if st.t_n > players:
        raise SaveError("save has a bad trick")
    for name in ("t_seat", "t_card", "t_gas"):
        b = r.raw()
        if len(b) != st.t_n:
            raise SaveError("save has a bad trick")
        dest = getattr(st, name)
        for i in range(st.t_n):
            dest[i] = b[i]
    r.end()
    validate(st, "paddock.games.zoomzoom.check")
    return st
