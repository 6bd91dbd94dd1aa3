"""Nitro: Play Event Cards, and what a hit does (Events and Weapons alike).

"You can play Event cards at any point of the game - no matter whose turn it
is!" "If the effect of the card applies to a specific player (the leader of
the race, the last player in the race, the player with the fastest ride
etc.) and there are several of them, the player who played the card decides
which player the effect applies to."
"""

from micropython import const

from paddock.games.nitro import cards
from paddock.games.nitro import ending
from paddock.games.nitro import equip
from paddock.games.nitro import places

_A = const(3)
_MOD = const(1)
_WEAPON = const(2)
_B = const(4)
_C = const(5)
_BACK = const(1)
_FORWARD = const(2)
_SLOW = const(3)
_FAST = const(4)
_DISCARD = const(5)
_STEAL = const(6)
_LOSE_RIDE = const(7)
_LOSE_ALL = const(8)
_LOSE_MOD = const(9)
_LOSE_WEAPON = const(10)
_DRAW_W = const(11)
_DRAW_N = const(12)
_DUMP_NITRO = const(13)
_DESERT_BACK = const(14)
_T_LEADER = const(1)
_T_LAST = const(2)
_T_FASTEST = const(3)
_T_ANY = const(4)
_T_OTHERS = const(5)
_T_ALL = const(6)
_BASIC = const(255)
_CODE_NITRO = const(64)
_W = const(6)  # data.WIDTH
_ROAD = const(1)
_PH_OVER = const(7)
_AIM_EVENT = const(1)
_EV_UNEQUIP = const(6)
_EV_EVENT = const(15)
_EV_BACK = const(18)
_EV_FORWARD = const(19)
_EV_SPEED = const(20)
_EV_DISCARDS = const(21)
_EV_STEAL = const(22)
_EV_LOSE_RIDE = const(23)
_EV_DRAW_W = const(24)
_EV_DRAW_N = const(25)
_EV_DUMP = const(26)
_EV_NOTHING = const(27)


_BOOST_MOST = const(9)   # a speed change is kept within +-9


def play_event(st, seat, t):
    """Seat plays Event t from the hand; it is discarded, then applied."""
    st.whand[seat].remove(t)
    st.wdiscard.push(t)
    st.emit(_EV_EVENT, seat, t)
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
        best = max(best, cards.road_speed(st.ride[s]))
    out = 0
    for s in range(st.players):
        if cards.road_speed(st.ride[s]) == best:
            out |= 1 << s
    return out


def candidates(st, seat, target):
    """A bit a seat: who a one-player Event may hit (a State or a Seen)."""
    if target == _T_LEADER:
        return leaders(st)
    if target == _T_LAST:
        return lasts(st)
    if target == _T_FASTEST:
        return fastest(st)
    if target == _T_ANY:
        return ((1 << st.players) - 1) & ~(1 << seat)
    return 1 << seat


def resolve(st, seat, t, at_bar):
    """Apply Event t played (or drawn at the Bar, at_bar) by seat."""
    eff = cards.field(t, _A)
    n = cards.field(t, _B)
    target = cards.field(t, _C)
    if target == _T_OTHERS or target == _T_ALL:
        for i in range(0 if target == _T_ALL else 1, st.players):
            hit(st, seat, (seat + i) % st.players, eff, n)
            if st.phase == _PH_OVER:
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
    st.aim_kind = _AIM_EVENT
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
    road = st.grid[st.row[x] * _W + st.col[x]] & _ROAD
    if eff == _BACK or (eff == _DESERT_BACK and not road):
        r = st.row[x]
        to = r - n if r > n else 0
        st.row[x] = to
        st.emit(_EV_BACK, x, r - to, to)
    elif eff == _DESERT_BACK:
        return      # on the road: the sandstorm passes by
    elif eff == _FORWARD:
        r = st.row[x]
        to = r + n if r + n < st.finish else st.finish
        st.row[x] = to
        st.emit(_EV_FORWARD, x, to - r, to)
        if to == st.finish:
            ending.win(st, x)
    elif eff == _SLOW or eff == _FAST:
        b = st.boost[x] + (n if eff == _FAST else -n)
        st.boost[x] = max(-_BOOST_MOST, min(_BOOST_MOST, b))
        st.emit(_EV_SPEED, x, st.boost[x])
    elif eff == _DISCARD:
        k = 0
        for _ in range(n):
            c = take_random(st, x)
            if c < 0:
                break
            if c >= _CODE_NITRO:
                st.ndiscard.push(c - _CODE_NITRO)
            else:
                st.wdiscard.push(c)
            k += 1
        st.emit(_EV_DISCARDS, x, k)
    elif eff == _STEAL and x == actor:
        st.emit(_EV_NOTHING, x)    # taking from yourself: no change
    elif eff == _STEAL:
        k = 0
        while k < n:
            c = take_random(st, x)
            if c < 0:
                break
            if c >= _CODE_NITRO:
                st.nhand[actor].push(c - _CODE_NITRO)
            else:
                st.whand[actor].push(c)
            k += 1
        st.emit(_EV_STEAL, actor, x, k)
    elif eff == _LOSE_RIDE or eff == _LOSE_ALL:
        lose_ride(st, x, eff == _LOSE_ALL)
    elif eff == _LOSE_MOD or eff == _LOSE_WEAPON:
        k = _MOD if eff == _LOSE_MOD else _WEAPON
        if cards.count(st.gear[x], k):
            equip.must_drop(st, x, 1 if k == _WEAPON else 0,
                            1 if k == _MOD else 0, -1)
        else:
            st.emit(_EV_NOTHING, x)
    elif eff == _DRAW_W or eff == _DRAW_N:
        if eff == _DRAW_W:
            st.emit(_EV_DRAW_W, x, places.draw_wasteland(st, x, n))
        else:
            st.emit(_EV_DRAW_N, x, places.draw_nitro(st, x, n))
    elif eff == _DUMP_NITRO:
        hand = st.nhand[x]
        k = hand.n
        for c in hand:
            st.ndiscard.push(c)
        hand.clear()
        st.emit(_EV_DUMP, x, k)


def take_random(st, x):
    """A random non-equipped card of x's, out of the hand: a hand card code."""
    m = st.whand[x].n
    top = m + st.nhand[x].n
    if top == 0:
        return -1
    i = st.rng.below(top)
    if i < m:
        return st.whand[x].pop(i)
    return _CODE_NITRO + st.nhand[x].pop(i - m)


def lose_ride(st, x, everything):
    """'If you lose your Ride, you get the basic Ride back' and discard the
    extra Weapons and Mods; some Events make you discard ALL of them."""
    old = st.ride[x]
    if old != _BASIC:
        st.wdiscard.push(old)
        st.ride[x] = _BASIC
        st.emit(_EV_LOSE_RIDE, x, old)
    elif not everything or st.gear[x].n == 0:
        st.emit(_EV_NOTHING, x)
        return
    if everything:
        gear = st.gear[x]
        for c in gear:
            st.wdiscard.push(c)
            st.emit(_EV_UNEQUIP, x, c)
        gear.clear()
    else:
        equip.fit(st, x, -1)
