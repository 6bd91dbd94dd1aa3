"""A race's end: 6. Keeping Track of Races (finishing positions, points,
the season's table, then the next race or the game's end). Imported as a
race ends (and for the standings while the first race runs); the view
drops it once the result is told."""

from paddock.games.stockcar import data

from micropython import const

# Table values (``events`` names them for tests), folded.
_LED_BONUS = const(1)
_POLE_BONUS = const(1)
_MOST_LED_BONUS = const(2)
_FIELD = const(40)

# Codes (``codes``, ``events``), folded into the bytecode.
_OUT = const(2)
_OVER = const(12)
_EV_FINISH = const(39)
_EV_RACE_OVER = const(40)


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
        from paddock.games.stockcar import setup   # a season's next race
        setup.start_race(st)
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
