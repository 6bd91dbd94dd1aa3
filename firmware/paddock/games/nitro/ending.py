"""Nitro: End of the Turn, and End of the Game.

Functions take the ``rules.State``.
"""

from micropython import const

from paddock.games.nitro import cards

_CARGO = const(15)
_CODE_NITRO = const(64)
_HAND_LIMIT = const(6)
_CARGO_LIMIT = const(8)
_EMPTY_DRAW = const(2)
_MAX_ROUNDS = const(100)
_PH_GIVE = const(6)
_PH_OVER = const(7)
_AIM_GIFT = const(3)
_EV_END_DRAW = const(28)
_EV_GIVE = const(29)
_EV_EXTRA = const(30)
_EV_WIN = const(31)
_EV_FLAG = const(32)


def hand_limit(st, seat):
    """'No more than 6 non-equipped cards' (8 with a Cargo Rack)."""
    return _CARGO_LIMIT if cards.has(st.gear[seat], _CARGO) else _HAND_LIMIT


def end_of_the_turn(st, seat):
    """No Wasteland cards left: draw 2. Over the limit: the extra cards go to
    the last player in the race, or the discard if that is you."""
    from paddock.games.nitro import events, places
    if not st.moved:
        st.boost[seat] = 0      # a speed change lasts one move, or one turn without
    if st.whand[seat].n == 0:
        st.emit(_EV_END_DRAW, seat, places.draw_wasteland(st, seat, _EMPTY_DRAW))
    over = st.whand[seat].n + st.nhand[seat].n - hand_limit(st, seat)
    if over <= 0:
        next_turn(st)
        return
    st.phase = _PH_GIVE
    st.give_left = over
    lasts = events.lasts(st)
    if lasts >> seat & 1:
        st.give_to = -1     # 'If it is the same person, they must discard'
    elif lasts & (lasts - 1) == 0:
        st.give_to = events.bit_seat(lasts)
    else:
        st.give_to = -1
        st.aim_by = seat    # several last players: the giver chooses
        st.aim_kind = _AIM_GIFT
        st.aim_card = 0
        st.aim_mask = lasts


def give(st, seat, code):
    """One extra card (of the giver's choice) to the last player or discard."""
    if code >= _CODE_NITRO:
        st.nhand[seat].remove(code - _CODE_NITRO)
    else:
        st.whand[seat].remove(code)
    to = st.give_to
    if to < 0:
        if code >= _CODE_NITRO:
            st.ndiscard.push(code - _CODE_NITRO)
        else:
            st.wdiscard.push(code)
        st.emit(_EV_EXTRA, seat)
    else:
        if code >= _CODE_NITRO:
            st.nhand[to].push(code - _CODE_NITRO)
        else:
            st.whand[to].push(code)
        st.emit(_EV_GIVE, seat, to)
    st.give_left -= 1
    if st.give_left <= 0:
        st.give_to = -1
        next_turn(st)


def next_turn(st):
    """'Another player's turn immediately starts', clockwise."""
    from paddock.games.nitro import turn
    st.turns += 1
    n = (st.cur + 1) % st.players
    if n == st.first:
        st.round += 1
        if st.round > _MAX_ROUNDS:
            call_the_race(st)
            return
    turn.start_turn(st, n)


def win(st, seat):
    """'As soon as one of the players places their marker on one of the
    spaces on the other edge, they become the winner and the game ends.'"""
    st.winner = seat
    st.phase = _PH_OVER
    st.aim_by = -1
    st.drop_seat = -1
    st.emit(_EV_WIN, seat)


def call_the_race(st):
    """Paddock's bound, not the rulebook's: after the last round the marker
    furthest on wins (a tie: the earlier in turn order)."""
    st.winner = standings(st)[0]
    st.phase = _PH_OVER
    st.emit(_EV_FLAG, st.winner, st.round - 1)


def standings(st):
    """The winner, then the others furthest first (ties in turn order)."""
    n = st.players
    order = [(st.first + i) % n for i in range(n)]
    w = st.winner
    row = st.row
    order.sort(key=lambda s: (s != w, -row[s], (s - st.first) % n))
    return order
