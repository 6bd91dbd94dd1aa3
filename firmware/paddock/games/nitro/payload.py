"""Nitro: rebuilding a State from its save payload (``core.save`` Reader).

``State.to_bytes`` (in rules) writes the payload: the players, seats and
options, the Wasteland's layout, both random streams, the counters, the
one-byte fields of ``State.SAVED`` (each + 1), markers, Rides, speed changes
(+ 16) and every pile of ``State.piles()``.
"""

from micropython import const

from paddock.core.save import Reader, SaveError, validate

_BOARDS = const(10)


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
    if len(layout) != boards or max(layout) >= _BOARDS * 4:
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
    validate(st, "paddock.games.nitro.check")
    return st

