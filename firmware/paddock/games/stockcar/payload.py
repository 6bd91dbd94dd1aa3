"""Stock Car Championship save payload (``core.save`` Writer), written at
each autosave: every pile, both random streams, the season, and the
decision under way, so a resumed game continues exactly as it would have.
The fields' names are ``State.SAVE_*`` (``restore`` reads the same).
Card ids (below 64) are packed four to three bytes, so a four-driver race
fits a 512-byte save cell. Reading one back is ``restore``'s (on the board
code is heap: an autosave loads only the writing half).
"""

from paddock.games.stockcar import SAVE_BYTES
from paddock.core.save import Writer


def _piles(w, piles):
    """The piles' lengths, then all their cards packed 6 bits each (four
    cards in three bytes, packed in place and written in one piece)."""
    buf = w.buf
    total = 0
    for p in piles:
        buf.append(p.n)
        total += p.n
    cards = bytearray((total + 3) & ~3)
    at = 0
    for p in piles:
        cards[at:at + p.n] = p.cards[:p.n]
        at += p.n
    j = 0
    for i in range(0, len(cards), 4):
        a = cards[i + 1]
        b = cards[i + 2]
        cards[j] = (cards[i] << 2) | (a >> 4)
        cards[j + 1] = ((a & 15) << 4) | (b >> 2)
        cards[j + 2] = ((b & 3) << 6) | cards[i + 3]
        j += 3
    buf.extend(memoryview(cards)[:j])


def dump(st, w=None):
    """Written on at the end of w if given (the record the console is
    writing), else returned as bytes."""
    if w is None:
        return bytes(dump(st, Writer(SAVE_BYTES)).buf)
    w.u8(st.players)
    w.raw(st.seats)
    w.u8s(st, st.SAVE_SETUP)
    w.raw(st.season.to_bytes())
    w.base(st)
    w.u16(st.length)
    w.u16(st.laps_done)
    w.u16(st.record)
    w.u8(st.cur + 1)                   # -1 (the game is over) saves as 0
    w.u8s(st, st.SAVE_SMALL)
    w.fields(st, st.SAVE_SEATS)
    for s in range(st.players):
        w.u16(st.led[s])
    w.raw(st.line[:st.nline])
    w.raw(st.gap[:st.nline])
    w.raw(st.offq[:st.noff])
    w.raw(st.queue[:st.nq])
    _piles(w, (st.tdeck, st.tdisc, st.table))
    for s in range(st.players):
        _piles(w, [getattr(st, name)[s] for name in st.SAVE_PILES])
    return w


# The season table (``season.Season``'s codec; read back by ``restore``).
def season_bytes(sea):
    w = Writer()
    w.u8(sea.players)
    w.u8(sea.races)
    w.u8(sea.done)
    w.raw(sea.series)
    for s in range(sea.players):
        w.u16(sea.points[s])
    for b in (sea.wins, sea.poles, sea.last_pos, sea.last_pts):
        w.raw(b)
    return bytes(w.buf)
