"""A race's start and end: 2. Game Setup (options, the decks, the deal;
3. Qualifying is ``qualify``'s) and 6. Keeping Track of Races (finishing
positions, points, the next race of a season). Imported for a race's start
or end only: the view drops it as soon as the race is dealt (on the board
its code would take the heap the race needs)."""

from paddock.core import game
from paddock.core.options import seats_from
from paddock.games.stockcar import data
from paddock.games.stockcar import track_phase

from micropython import const

# Track cards and table values (``events`` names them for tests), folded.
_LED_BONUS = const(1)
_POLE_BONUS = const(1)
_MOST_LED_BONUS = const(2)
_FIELD = const(40)

# Codes (``codes``, ``events``), folded into the bytecode.
_QUALIFY = const(0)
_OUT = const(2)
_OVER = const(12)
_EV_FINISH = const(39)
_EV_RACE_OVER = const(40)
_EV_NEW_RACE = const(41)


def read(options):
    """(players, seats, (track, length, stats, outrule, advchal, advanced,
    races)) from an options dict (a choice, or its index); ValueError names
    a bad one."""
    from paddock.games.stockcar import OPTIONS, MIN_PLAYERS, MAX_PLAYERS
    players = options.get("players", MAX_PLAYERS)
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("Stock Car Championship needs %d to %d drivers"
                         % (MIN_PLAYERS, MAX_PLAYERS))
    seats = options.get("seats")
    seats = bytearray(seats) if seats is not None else seats_from(None, players)
    if len(seats) != players:
        raise ValueError("%d seats for %d players" % (len(seats), players))
    got = []
    for key, _label, choices, default in OPTIONS:
        v = options.get(key, choices[default])
        if v in choices:
            got.append(choices.index(v))
        elif isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(choices):
            got.append(v)
        else:
            raise ValueError("%s=%s is not one of %s"
                             % (key, v, ", ".join(str(c) for c in choices)))
    got[6] = OPTIONS[6][2][got[6]]           # races: the number itself
    return players, seats, tuple(got)


def new_game(cls, options, seed):
    """A new State of class cls at its first qualifying. A saved season
    (``options["season_data"]``, a Season payload) goes on with its next race."""
    players, seats, opts = read(options)
    st = cls(players, seats, seed, opts)
    saved = options.get("season_data")
    if saved:
        from paddock.games.stockcar.season import Season
        st.season = Season.from_bytes(saved)
        if st.season.players != players or st.season.done >= st.season.races:
            raise ValueError("the saved season does not fit this race")
    start_race(st)
    return st


def start_race(st):
    """Shuffle the TRACK DECK; each driver shuffles a DRIVER DECK and deals a
    DRIVER HAND (7, 8 or 9) and a DRAW PILE (advanced: 20, 25 or 30, the
    rest the RESERVE DECK); then qualifying."""
    sea = st.season
    st.track = sea.series[sea.done]
    st.length = data.LENGTHS[st.track][st.length_i]
    kinds, values = data.track_deck(st.track)
    st.tkind[:] = kinds
    st.tval[:] = values
    for pile in (st.tdeck, st.tdisc, st.table):
        pile.clear()
    for c in range(data.DECK):
        st.tdeck.push(c)
    st.tdeck.shuffle(st.rng)
    for s in range(st.players):
        for pile in (st.hands[s], st.draws[s], st.discs[s], st.reserves[s],
                     st.perms[s], st.pend[s], st.evs[s]):
            pile.clear()
        d = st.draws[s]
        for c in range(data.DECK):
            d.push(c)
        d.shuffle(st.rng)
        for _ in range(data.HAND[st.track]):
            st.hands[s].push(d.pop())
        if st.advanced:
            while d.n > (20, 25, 30)[st.track]:
                st.reserves[s].push(d.pop(0))
        st.led[s] = 0
    for name in ("behind", "status", "outturn", "outs", "down", "tw", "hit",
                 "lapn", "moved", "pitfrom"):
        b = getattr(st, name)
        for s in range(st.players):
            b[s] = 0
    st.nline = st.noff = 0
    st.turn_no = st.laps_done = st.count = st.record = 0
    st.yellow = st.groove = st.final = 0
    st.emit(_EV_NEW_RACE, -1, sea.done + 1, st.track)
    track_phase.set_queue(st, list(range(st.players)))
    st.phase = _QUALIFY
    st.cur = 0


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
            p = _FIELD - st.outturn[s]
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
            p += _POLE_BONUS
        if st.led[s]:
            p += _LED_BONUS
        if s == most:
            p += _MOST_LED_BONUS
        pts[s] = p
    return pts


# 6. Keeping Track of Races.
def end_race(st):
    """Score the race into the season; start the next race or end the game."""
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
        start_race(st)
    else:
        st.phase = _OVER
        st.cur = -1
    return None


def standings(st):
    """Seats, winner first, while the first race runs: the race order, then
    the cars out (``State.standings`` once a race is scored)."""
    pos = finish_positions(st)
    order = list(range(st.players))
    order.sort(key=lambda s: (pos[s], -st.outturn[s], s))
    return order
