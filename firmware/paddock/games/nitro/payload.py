"""Nitro: rebuilding a State from its save payload (``core.save`` Reader).

``State.to_bytes`` (in rules) writes the payload: the players, seats and
options, the Wasteland's layout, both random streams, the counters, the
one-byte fields of ``State.SAVED`` (each + 1), markers, Rides, speed changes
(+ 16) and every pile of ``State.piles()``.
"""

from paddock.core.save import Reader, SaveError
from paddock.games.nitro import data


def load(cls, payload):
    """Rebuild a State of class cls from dump()'s payload; SaveError if bad."""
    from paddock.games.nitro import setup
    r = Reader(payload)
    n = r.u8()
    seats = r.raw()
    boards = r.u8()
    prompts = r.u8()
    if not 2 <= n <= 6 or len(seats) != n or boards not in setup.BOARD_CHOICES:
        raise SaveError("save has a bad Nitro setup")
    st = cls(n, seats, 1, boards, prompts == 1)
    layout = r.raw()
    if len(layout) != boards or max(layout) >= data.BOARDS * 4:
        raise SaveError("save has a bad Wasteland")
    st.layout = layout
    setup.build_wasteland(st)
    r.base(st)
    for name in cls.SAVED:
        setattr(st, name, r.u8() - 1)
    st.moved = st.moved == 1
    r.fields(st, ("row", "col", "ride"), "Nitro field")
    st.boost = [r.u8() - cls.BOOST for _ in range(n)]
    for p in st.piles():
        r.pile(p)
    r.end()
    try:
        _check(st)
    except IndexError:  # a card number past the deck: damage the CRC did not catch
        raise SaveError("save has a card that does not exist")
    return st


def _check(st):
    if st.phase > 7 or st.cur >= st.players or st.winner >= st.players:
        raise SaveError("save has a bad turn")
    for s in range(st.players):
        if st.row[s] >= st.rows or st.col[s] >= data.WIDTH:
            raise SaveError("save has a marker off the Wasteland")
        if st.ride[s] != data.BASIC and data.kind(st.ride[s]) != data.RIDE:
            raise SaveError("save has a bad Ride")
    count = bytearray(data.TYPES + data.NITRO_TOP + 1)
    top = data.TYPES
    for p in st.piles():
        if p is st.order or p is st.fired:
            continue
        nitro = p is st.ndeck or p is st.ndiscard or p in st.nhand
        for c in p:
            i = top + c if nitro else c
            if c >= (data.NITRO_TOP + 1 if nitro else top) or count[i] >= 255:
                raise SaveError("save has a bad card")
            count[i] += 1
    for s in range(st.players):
        if st.ride[s] != data.BASIC:
            count[st.ride[s]] += 1
    for t in range(top):
        if count[t] != data.field(t, data.COPIES):
            raise SaveError("save has the wrong Wasteland cards")
    for v in range(1, data.NITRO_TOP + 1):
        if count[top + v] != data.NITRO_COPIES[v]:
            raise SaveError("save has the wrong Nitro cards")
