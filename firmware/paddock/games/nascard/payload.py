"""Nascard save payload (``core.save`` Writer and Reader)."""

from paddock.games.nascard import SAVE_BYTES
from paddock.core.save import Reader, SaveError, Writer, validate
from paddock.games.nascard import data

_SMALL = ("trump", "turn", "phase", "pending", "owed", "round", "final")
_BYTES = ("track", "caution", "bonus", "pos", "lane", "card", "pit",
          "as_trump", "extra", "order")


def dump(st, w=None):
    """The save payload: options, both random streams, every pile and field,
    written on at the end of w if given (the record the console is
    writing), else returned as bytes."""
    if w is None:
        return bytes(dump(st, Writer(SAVE_BYTES)).buf)
    w.u8(st.players)
    w.raw(st.seats)
    w.u8s(st, ("rivals", "track_kind", "bonus_kind"))
    w.base(st)
    w.u8s(st, _SMALL)
    w.u8(st.winner + 1)
    w.fields(st, _BYTES)
    w.pile(st.deck)
    w.pile(st.discard)
    for p in range(st.players):
        w.pile(st.hands[p])
        w.pile(st.blisters[p])
    return w


def load(cls, payload):
    """Rebuild a State of class cls from dump()'s payload; SaveError if bad."""
    r = Reader(payload)
    players = r.u8()
    seats = r.raw()
    rivals = r.u8()
    track_kind = r.u8()
    bonus_kind = r.u8()
    if (not 1 <= players <= data.MAX_CARS or len(seats) != players
            or players + rivals > data.MAX_CARS or track_kind > 1 or bonus_kind > 1
            or max(seats) > 4):
        raise SaveError("save has a bad Nascard setup")
    st = cls(players, seats, 1, rivals, track_kind, bonus_kind)
    r.base(st)
    r.u8s(st, _SMALL)
    st.winner = r.u8() - 1
    r.fields(st, _BYTES, "Nascard field")
    r.pile(st.deck)
    r.pile(st.discard)
    for p in range(players):
        r.pile(st.hands[p])
        r.pile(st.blisters[p])
    r.end()
    validate(st, "paddock.games.nascard.check")
    return st

