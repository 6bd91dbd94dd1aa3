"""Nitro: Play Event Cards, and what a hit does (Events and Weapons alike).

"You can play Event cards at any point of the game - no matter whose turn it
is!" "If the effect of the card applies to a specific player (the leader of
the race, the last player in the race, the player with the fastest ride
etc.) and there are several of them, the player who played the card decides
which player the effect applies to."
"""

from paddock.games.nitro import codes
from paddock.games.nitro import data
from paddock.games.nitro import ending
from paddock.games.nitro import equip
from paddock.games.nitro import places

BOOST_MOST = 9      # a speed change is kept within +-9


def play_event(st, seat, t):
    """Seat plays Event t from the hand; it is discarded, then applied."""
    st.whand[seat].remove(t)
    st.wdiscard.push(t)
    st.emit(codes.EV_EVENT, seat, t)
    resolve(st, seat, t, False)


def _mask(a, n, v):
    out = 0
    for s in range(n):
        if a[s] == v:
            out |= 1 << s
    return out


def leaders(st):
    """A bit a seat: the leader(s) of the race, furthest from the start."""
    return _mask(st.row, st.players, max(st.row))


def lasts(st):
    """A bit a seat: the last player(s) in the race."""
    return _mask(st.row, st.players, min(st.row))


def fastest(st):
    """A bit a seat: the player(s) with the fastest Ride (top road speed)."""
    best = 0
    for s in range(st.players):
        best = max(best, data.road_speed(st.ride[s]))
    out = 0
    for s in range(st.players):
        if data.road_speed(st.ride[s]) == best:
            out |= 1 << s
    return out


def candidates(st, seat, target):
    """A bit a seat: who a one-player Event may hit (a State or a Seen)."""
    if target == data.T_LEADER:
        return leaders(st)
    if target == data.T_LAST:
        return lasts(st)
    if target == data.T_FASTEST:
        return fastest(st)
    if target == data.T_ANY:
        return ((1 << st.players) - 1) & ~(1 << seat)
    return 1 << seat


def resolve(st, seat, t, at_bar):
    """Apply Event t played (or drawn at the Bar, at_bar) by seat."""
    eff = data.field(t, data.A)
    n = data.field(t, data.B)
    target = data.field(t, data.C)
    if target == data.T_OTHERS or target == data.T_ALL:
        for i in range(0 if target == data.T_ALL else 1, st.players):
            hit(st, seat, (seat + i) % st.players, eff, n)
            if st.phase == codes.PH_OVER:
                return
        return
    if at_bar:      # 'it applies to the player that drew the card'
        hit(st, seat, seat, eff, n)
        return
    mask = candidates(st, seat, target)
    if mask & (mask - 1) == 0:
        hit(st, seat, bit_seat(mask), eff, n)
        return
    st.aim_by = seat        # several tied: the player decides
    st.aim_kind = codes.AIM_EVENT
    st.aim_card = t
    st.aim_mask = mask


def bit_seat(mask):
    s = 0
    while mask > 1:
        mask >>= 1
        s += 1
    return s


def hit(st, actor, x, eff, n):
    """Effect eff (amount n) of actor's card on player x."""
    road = st.grid[st.row[x] * data.WIDTH + st.col[x]] & data.ROAD
    if eff == data.BACK or (eff == data.DESERT_BACK and not road):
        r = st.row[x]
        to = r - n if r > n else 0
        st.row[x] = to
        st.emit(codes.EV_BACK, x, r - to, to)
    elif eff == data.DESERT_BACK:
        return      # on the road: the sandstorm passes by
    elif eff == data.FORWARD:
        r = st.row[x]
        to = r + n if r + n < st.finish else st.finish
        st.row[x] = to
        st.emit(codes.EV_FORWARD, x, to - r, to)
        if to == st.finish:
            ending.win(st, x)
    elif eff == data.SLOW or eff == data.FAST:
        b = st.boost[x] + (n if eff == data.FAST else -n)
        st.boost[x] = max(-BOOST_MOST, min(BOOST_MOST, b))
        st.emit(codes.EV_SPEED, x, st.boost[x])
    elif eff == data.DISCARD:
        k = 0
        for _ in range(n):
            c = take_random(st, x)
            if c < 0:
                break
            if c >= data.CODE_NITRO:
                st.ndiscard.push(c - data.CODE_NITRO)
            else:
                st.wdiscard.push(c)
            k += 1
        st.emit(codes.EV_DISCARDS, x, k)
    elif eff == data.STEAL and x == actor:
        st.emit(codes.EV_NOTHING, x)    # taking from yourself: no change
    elif eff == data.STEAL:
        k = 0
        while k < n:
            c = take_random(st, x)
            if c < 0:
                break
            if c >= data.CODE_NITRO:
                st.nhand[actor].push(c - data.CODE_NITRO)
            else:
                st.whand[actor].push(c)
            k += 1
        st.emit(codes.EV_STEAL, actor, x, k)
    elif eff == data.LOSE_RIDE or eff == data.LOSE_ALL:
        lose_ride(st, x, eff == data.LOSE_ALL)
    elif eff == data.LOSE_MOD or eff == data.LOSE_WEAPON:
        k = data.MOD if eff == data.LOSE_MOD else data.WEAPON
        if data.count(st.gear[x], k):
            equip.must_drop(st, x, 1 if k == data.WEAPON else 0,
                            1 if k == data.MOD else 0, -1)
        else:
            st.emit(codes.EV_NOTHING, x)
    elif eff == data.DRAW_W or eff == data.DRAW_N:
        if eff == data.DRAW_W:
            st.emit(codes.EV_DRAW_W, x, places.draw_wasteland(st, x, n))
        else:
            st.emit(codes.EV_DRAW_N, x, places.draw_nitro(st, x, n))
    elif eff == data.DUMP_NITRO:
        hand = st.nhand[x]
        k = hand.n
        for c in hand:
            st.ndiscard.push(c)
        hand.clear()
        st.emit(codes.EV_DUMP, x, k)


def take_random(st, x):
    """A random non-equipped card of x's, out of the hand: a hand card code."""
    m = st.whand[x].n
    top = m + st.nhand[x].n
    if top == 0:
        return -1
    i = st.rng.below(top)
    if i < m:
        return st.whand[x].pop(i)
    return data.CODE_NITRO + st.nhand[x].pop(i - m)


def lose_ride(st, x, everything):
    """'If you lose your Ride, you get the basic Ride back' and discard the
    extra Weapons and Mods; some Events make you discard ALL of them."""
    old = st.ride[x]
    if old != data.BASIC:
        st.wdiscard.push(old)
        st.ride[x] = data.BASIC
        st.emit(codes.EV_LOSE_RIDE, x, old)
    elif not everything or st.gear[x].n == 0:
        st.emit(codes.EV_NOTHING, x)
        return
    if everything:
        gear = st.gear[x]
        for c in gear:
            st.wdiscard.push(c)
            st.emit(codes.EV_UNEQUIP, x, c)
        gear.clear()
    else:
        equip.fit(st, x, -1)
