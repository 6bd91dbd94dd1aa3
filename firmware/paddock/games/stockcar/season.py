"""5. HOW TO RACE A SEASON: the season table (finishing positions and
points are scored by ``setup``, at a race's end).

A ``Season`` is plain data the console may save on its own between races:
``record()`` is a ``core.save`` record with the save id ``"season"``, and
``Season.from_record`` reads one back. A race's State carries its season.
"""

from paddock.games.stockcar import data

SAVE_ID = "season"
VERSION = 1


class Season:
    """The series of tracks and the points so far. Fields, seat-indexed:
    ``points``, ``wins``, ``poles``, ``last_pos`` (last race's finishing
    position, 0 before the first), ``last_pts``; and ``players``,
    ``races``, ``done`` (races finished), ``series`` (the track of each race).
    """

    def __init__(self, players, races, first):
        self.players = players
        self.races = races
        self.series = data.series(first, races)
        self.done = 0
        self.points = [0] * players
        self.wins = bytearray(players)
        self.poles = bytearray(players)
        self.last_pos = bytearray(players)
        self.last_pts = bytearray(players)

    def standings(self):
        """Seats by points; ties: more wins, then the better last finish."""
        order = list(range(self.players))
        order.sort(key=lambda s: (-self.points[s], -self.wins[s], self.last_pos[s], s))
        return order

    def table(self):
        """The season table, leader first: (seat, points, wins, poles,
        last race's position, last race's points) a row."""
        return [(s, self.points[s], self.wins[s], self.poles[s], self.last_pos[s],
                 self.last_pts[s]) for s in self.standings()]

    def to_bytes(self):
        from paddock.core.save import Writer
        w = Writer()
        w.u8(self.players)
        w.u8(self.races)
        w.u8(self.done)
        w.raw(self.series)
        for s in range(self.players):
            w.u16(self.points[s])
        for b in (self.wins, self.poles, self.last_pos, self.last_pts):
            w.raw(b)
        return bytes(w.buf)

    @staticmethod
    def from_bytes(payload):
        from paddock.core.save import Reader, SaveError
        r = Reader(payload)
        players = r.u8()
        races = r.u8()
        done = r.u8()
        series = r.raw()
        if not 2 <= players <= 4 or not 1 <= races <= 10 or done > races:
            raise SaveError("season has a bad size")
        if len(series) != races or max(series) > 2:
            raise SaveError("season has a bad series")
        sea = Season(players, races, series[0])
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

    def record(self):
        """The season as a save record, id "season"."""
        from paddock.core.save import encode
        return encode(SAVE_ID, VERSION, self.to_bytes())

    @staticmethod
    def from_record(record):
        from paddock.core.save import decode
        return Season.from_bytes(decode(record, SAVE_ID, VERSION)[2])
