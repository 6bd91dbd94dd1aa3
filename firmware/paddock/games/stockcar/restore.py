"""Stock Car Championship: a save payload read back (``payload`` writes
it), and the season table's. Loaded to Continue a race or read a saved
season, and dropped after (on the board code is heap).
"""

from paddock.core.save import Reader, SaveError, validate
from paddock.games.stockcar import data

# The fields in ``payload``'s order (a test checks both modules agree).
_SEAT_BYTES = ("behind", "status", "outturn", "outs", "down", "tw", "hit", "lapn",
               "moved", "pitfrom")
_SMALL = ("track", "pole", "turn_no", "count", "yellow", "groove", "final", "phase",
          "nq", "qi", "mover", "acts", "first", "pa_card", "pa_step", "pa_def",
          "pa_fill", "dq", "ch_p", "ch_d", "fol", "fol_side")
_PILES = ("hands", "draws", "discs", "reserves", "perms", "pend", "evs")


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
    season = season_from(r.raw(), Season)
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
