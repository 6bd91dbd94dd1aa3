"""A race's start: 2. Game Setup (options, the decks, the deal; 3.
Qualifying is ``qualify``'s), and the next race of a season. Imported for
a race's start only: the view drops it as soon as the race is dealt (on
the board its code would take the heap the race needs); the end is
``finish``'s."""

from paddock.games.stockcar import data
from paddock.games.stockcar import track_phase

from micropython import const

# Codes (``codes``, ``events``), folded into the bytecode.
_QUALIFY = const(0)
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
    if seats is None:
        from paddock.core.options import seats_from
        seats = seats_from(None, players)
    seats = bytearray(seats)
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
