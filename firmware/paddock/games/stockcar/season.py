"""5. HOW TO RACE A SEASON and 6. Keeping Track of Races: finishing
positions, championship points and the season table.

A ``Season`` is plain data the console may save on its own between races:
``record()`` is a ``core.save`` record with the save id ``"season"``, and
``Season.from_record`` reads one back. A race's State carries its season.
"""

from paddock.games.stockcar import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_OUT = const(2)
_OVER = const(12)
_EV_FINISH = const(39)
_EV_RACE_OVER = const(40)

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


def finish_positions(st):
    """Finishing position by seat: the running cars in race order, then each
    car knocked out at "40 less the turn number", never ahead of a car
    that finished."""
    pos = bytearray(st.players)
    order = st.race_order()
    for i in range(len(order)):
        pos[order[i]] = i + 1
    for s in range(st.players):
        if st.status[s] == _OUT:
            p = data.FIELD - st.outturn[s]
            pos[s] = max(p, len(order) + 1)
    return pos


def race_points(st, pos):
    """Points for finishing, +1 pole, +1 for leading a lap, +2 for leading
    the most laps (a tie: the driver with the best finish gets them)."""
    pts = bytearray(st.players)
    most = -1
    for s in range(st.players):
        if st.led[s] and (most < 0 or st.led[s] > st.led[most]
                          or (st.led[s] == st.led[most] and pos[s] < pos[most])):
            most = s
    for s in range(st.players):
        p = data.points(pos[s])
        if s == st.pole:
            p += data.POLE_BONUS
        if st.led[s]:
            p += data.LED_BONUS
        if s == most:
            p += data.MOST_LED_BONUS
        pts[s] = p
    return pts


def end_race(st):
    """Score the race into the season; start the next race or end the game."""
    from paddock.games.stockcar import setup
    pos = finish_positions(st)
    pts = race_points(st, pos)
    sea = st.season
    for s in range(st.players):
        sea.points[s] += pts[s]
        sea.last_pos[s] = pos[s]
        sea.last_pts[s] = pts[s]
        if pos[s] == 1:
            sea.wins[s] += 1
    sea.poles[st.pole] += 1
    sea.done += 1
    order = list(range(st.players))
    order.sort(key=lambda s: (pos[s], s))
    for s in order:
        st.emit(_EV_FINISH, s, pos[s], pts[s])
    st.emit(_EV_RACE_OVER, -1, sea.done, sea.races)
    if sea.done < sea.races:
        setup.start_race(st)
    else:
        st.phase = _OVER
        st.cur = -1
    return None


def standings(st):
    """Seats, winner first: the season table, or for a single race the
    finishing order (while racing: the race order, then the cars out)."""
    sea = st.season
    if sea.races > 1 and sea.done:
        return sea.standings()
    if sea.done:
        order = list(range(st.players))
        order.sort(key=lambda s: (sea.last_pos[s], s))
        return order
    pos = finish_positions(st)
    order = list(range(st.players))
    order.sort(key=lambda s: (pos[s], -st.outturn[s], s))
    return order
