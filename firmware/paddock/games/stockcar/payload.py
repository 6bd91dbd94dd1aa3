"""Stock Car Championship save payload (``core.save`` Writer), written at
each autosave: every pile, both random streams, the season, and the
decision under way, so a resumed game continues exactly as it would have.
Card ids (below 64) are packed four to three bytes, so a four-driver race
fits a 512-byte save cell. Reading one back is ``restore``'s (on the board
code is heap: an autosave loads only the writing half).
"""

from paddock.core.save import Writer

_SEAT_BYTES = ("behind", "status", "outturn", "outs", "down", "tw", "hit", "lapn",
               "moved", "pitfrom")
_SMALL = ("track", "pole", "turn_no", "count", "yellow", "groove", "final", "phase",
          "nq", "qi", "mover", "acts", "first", "pa_card", "pa_step", "pa_def",
          "pa_fill", "dq", "ch_p", "ch_d", "fol", "fol_side")
_PILES = ("hands", "draws", "discs", "reserves", "perms", "pend", "evs")


def _piles(w, piles):
    """The piles' lengths, then all their cards packed 6 bits each (four
    cards in three bytes, written in one piece)."""
    cards = bytearray()
    for p in piles:
        w.u8(p.n)
        cards.extend(memoryview(p.cards)[:p.n])
    while len(cards) % 4:
        cards.append(0)
    out = bytearray(len(cards) * 3 // 4)
    j = 0
    for i in range(0, len(cards), 4):
        v = (cards[i] << 18) | (cards[i + 1] << 12) | (cards[i + 2] << 6) | cards[i + 3]
        out[j] = v >> 16
        out[j + 1] = (v >> 8) & 0xFF
        out[j + 2] = v & 0xFF
        j += 3
    w.buf.extend(out)


def dump(st):
    w = Writer()
    w.u8(st.players)
    w.raw(st.seats)
    w.u8s(st, ("track0", "length_i", "stats", "outrule", "advchal", "advanced"))
    w.raw(st.season.to_bytes())
    w.base(st)
    w.u16(st.length)
    w.u16(st.laps_done)
    w.u16(st.record)
    w.u8(st.cur + 1)                   # -1 (the game is over) saves as 0
    w.u8s(st, _SMALL)
    w.fields(st, _SEAT_BYTES)
    for s in range(st.players):
        w.u16(st.led[s])
    w.raw(st.line[:st.nline])
    w.raw(st.gap[:st.nline])
    w.raw(st.offq[:st.noff])
    w.raw(st.queue[:st.nq])
    _piles(w, (st.tdeck, st.tdisc, st.table))
    for s in range(st.players):
        _piles(w, [getattr(st, name)[s] for name in _PILES])
    return bytes(w.buf)


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
