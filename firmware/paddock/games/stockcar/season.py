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

    # The codec: ``payload`` writes, ``restore`` reads (loaded for a save or a
    # load only).
    def to_bytes(self):
        from paddock.games.stockcar import payload
        return payload.season_bytes(self)

    @staticmethod
    def from_bytes(data):
        from paddock.games.stockcar import restore    # the view drops it
        return restore.season_from(data, Season)

    def record(self):
        """The season as a save record, id "season"."""
        from paddock.core.save import encode
        return encode(SAVE_ID, VERSION, self.to_bytes())

    @staticmethod
    def from_record(record):
        from paddock.core.save import decode
        return Season.from_bytes(decode(record, SAVE_ID, VERSION)[2])
