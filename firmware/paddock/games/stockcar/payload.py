"""Stock Car Championship save payload (``core.save`` Writer and Reader).

Every pile, both random streams, the season, and the decision under way,
so a resumed game continues exactly as it would have. Card ids (below 64)
are packed four to three bytes, so a four-driver race fits a 512-byte
save cell.
"""

from paddock.core.save import Reader, SaveError, Writer, validate
from paddock.games.stockcar import data

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


def _unpiles(r, piles):
    sizes = [r.u8() for _ in piles]
    total = sum(sizes)
    cards = bytearray()
    for _ in range((total + 3) // 4):
        v = (r.u8() << 16) | (r.u8() << 8) | r.u8()
        for k in (18, 12, 6, 0):
            cards.append((v >> k) & 63)
    at = 0
    for i in range(len(piles)):
        if sizes[i] > len(piles[i].cards):
            raise SaveError("save has too many cards in a pile")
        piles[i].set(cards[at:at + sizes[i]])
        at += sizes[i]


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


def load(cls, payload):
    """Rebuild a State of class cls from dump()'s payload; SaveError if bad."""
    from paddock.games.stockcar.season import Season
    r = Reader(payload)
    players = r.u8()
    seats = r.raw()
    opts = [r.u8() for _ in range(6)]
    if (not 2 <= players <= 4 or len(seats) != players or max(seats) > 4
            or opts[0] > 2 or opts[1] > 3 or max(opts[2:]) > 1):
        raise SaveError("save has a bad Stock Car setup")
    season = Season.from_bytes(r.raw())
    if season.players != players:
        raise SaveError("save has a bad season")
    st = cls(players, seats, 1, tuple(opts) + (season.races,))
    st.season = season
    r.base(st)
    st.length = r.u16()
    st.laps_done = r.u16()
    st.record = r.u16()
    st.cur = r.u8() - 1
    r.u8s(st, _SMALL)
    r.fields(st, _SEAT_BYTES, "Stock Car field")
    st.led = [r.u16() for _ in range(players)]
    line = r.raw()
    gap = r.raw()
    offq = r.raw()
    queue = r.raw()
    if len(line) != len(gap) or len(line) > len(st.line) or len(offq) > players \
            or len(queue) > players or st.track > 2:
        raise SaveError("save has a bad track")
    st.nline = len(line)
    st.line[:st.nline] = line
    st.gap[:st.nline] = gap
    st.noff = len(offq)
    st.offq[:st.noff] = offq
    st.queue[:len(queue)] = queue
    kinds, values = data.track_deck(st.track)
    st.tkind[:] = kinds
    st.tval[:] = values
    _unpiles(r, (st.tdeck, st.tdisc, st.table))
    for s in range(st.players):
        _unpiles(r, [getattr(st, name)[s] for name in _PILES])
    r.end()
    validate(st, "paddock.games.stockcar.check")
    return st


# The season table (``season.Season``'s codec).
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


def season_from(data, cls):
    """A Season (of class cls) from season_bytes' bytes; SaveError if bad."""
    r = Reader(data)
    players = r.u8()
    races = r.u8()
    done = r.u8()
    series = r.raw()
    if not 2 <= players <= 4 or not 1 <= races <= 10 or done > races:
        raise SaveError("season has a bad size")
    if len(series) != races or max(series) > 2:
        raise SaveError("season has a bad series")
    sea = cls(players, races, series[0])
    sea.series = bytes(series)
    sea.done = done
    for s in range(players):
        sea.points[s] = r.u16()
    for name in ("wins", "poles", "last_pos", "last_pts"):
        b = r.raw()
        if len(b) != players:
            raise SaveError("season has a bad table")
        setattr(sea, name, b)
    r.end()
    return sea
