"""Nitro: is a loaded save a position the rules can reach?

Run by ``core.save.validate`` from ``payload.load`` and dropped after.
Each Wasteland board once, markers on the Wasteland, every Wasteland and
Nitro card somewhere (equipped cards fit their Ride unless a discard is
pending), the Repair Shop and Junkyard only while they are open, and the
pending choice (a target, a discard, a gift) one its seat can make.
"""

from micropython import const

from paddock.core.valid import fail, seats, tally
from paddock.games.nitro import cards

_RIDE = const(0)
_MOD = const(1)
_WEAPON = const(2)
_EVENT = const(3)          # data.EVENT
_COPIES = const(2)
_BASIC = const(255)
_NITRO_TOP = const(3)
_INJECTOR_A_MOVE = const(3)
_MAX_ROUNDS = const(100)
_W = const(6)  # data.WIDTH
_TYPES = const(39)
_PH_PLACE = const(0)
_PH_WINDOW = const(1)
_PH_MOVING = const(3)
_PH_SHOP = const(4)
_PH_JUNK = const(5)
_PH_GIVE = const(6)
_PH_OVER = const(7)
_W_LEAD = const(2)
_AIM_GIFT = const(3)
_MOST = const(9)    # events._BOOST_MOST


def check(st):
    seats(st, 2, 6)
    n = st.players
    ph = st.phase
    over = ph == _PH_OVER
    boards = [b >> 2 for b in st.layout]
    if len(set(boards)) != len(boards):
        fail("Wasteland")
    if ph > _PH_OVER or not 0 <= st.cur < n or not -1 <= st.winner < n \
            or over != (st.winner >= 0) or not 0 <= st.first < n \
            or st.round < (ph != _PH_PLACE) or st.round > _MAX_ROUNDS + over \
            or (ph == _PH_PLACE and st.round) or st.win_kind > _W_LEAD \
            or not 0 <= st.win_pos <= n or st.extra > 12 or st.nitros > _INJECTOR_A_MOVE:
        fail("turn")
    for s in range(n):
        if st.row[s] >= st.rows or st.col[s] >= _W or not -_MOST <= st.boost[s] <= _MOST:
            fail("marker")
        r = st.ride[s]
        if r != _BASIC and (r >= _TYPES or cards.kind(r) != _RIDE):
            fail("Ride card")
    _cards(st, n)
    if not over:
        _pending(st, n, ph)
        if not st.legal():
            fail("turn")
    for s in range(n):
        st.seen_by(s)


def _cards(st, n):
    top = _TYPES
    piles = [st.wdeck, st.wdiscard, st.shop, st.junk] + st.whand + st.gear
    count = tally(piles + [[r for r in st.ride if r != _BASIC]], top, None,
                  "Wasteland card")
    for t in range(top):
        if count[t] != cards.field(t, _COPIES):
            raise_wrong("Wasteland")
    count = tally([st.ndeck, st.ndiscard] + st.nhand, _NITRO_TOP + 1, None, "Nitro card")
    if count != cards.NITRO_COPIES:
        raise_wrong("Nitro")
    for s in range(n):
        gear = st.gear[s]
        mods = [c for c in gear if cards.kind(c) == _MOD]
        w = cards.count(gear, _WEAPON)
        if len(mods) + w != gear.n or len(set(mods)) != len(mods):
            fail("equipped card")
        if s != st.drop_seat and (w > cards.weapon_slots(st.ride[s])
                                  or len(mods) > cards.mod_slots(st.ride[s])):
            fail("equipped card")
    for t in st.fired:
        if cards.kind(t) != _WEAPON:
            fail("Weapon")
    left = list(st.shop)
    for t in st.order:
        if t not in left:
            fail("Repair Shop order")
        left.remove(t)


def raise_wrong(what):
    from paddock.core.save import SaveError
    raise SaveError("save has the wrong %s cards" % what)


def _pending(st, n, ph):
    """The choice under way: a target, a discard, a gift, a location."""
    if st.aim_by >= 0:
        kind = st.aim_kind
        want = (0, _EVENT, _WEAPON)[kind] if kind < 3 else -1
        if st.aim_by >= n or not 0 < st.aim_mask < 1 << n or not 1 <= kind <= _AIM_GIFT \
                or (want >= 0 and cards.kind(st.aim_card) != want) \
                or (kind == _AIM_GIFT and (ph != _PH_GIVE or st.aim_card)):
            fail("target")
    elif st.aim_kind or st.aim_mask:
        fail("target")
    if st.drop_seat >= 0:
        gear = st.gear[st.drop_seat]
        if st.drop_seat >= n or st.drop_w + st.drop_m < 1 \
                or st.drop_w > cards.count(gear, _WEAPON) \
                or st.drop_m > cards.count(gear, _MOD) or st.drop_keep >= gear.n:
            fail("discard")
    elif st.drop_w or st.drop_m or st.drop_keep != -1:
        fail("discard")
    if ph == _PH_GIVE:
        if not 1 <= st.give_left <= st.whand[st.cur].n + st.nhand[st.cur].n \
                or st.give_to >= n:
            fail("gift")
    elif st.give_left or st.give_to != -1:
        fail("gift")
    if (ph != _PH_SHOP and (st.shop.n or st.order.n or st.paid)) \
            or (ph == _PH_JUNK) != (st.junk.n > 0) \
            or (ph == _PH_WINDOW and not 0 < st.win_pos < n):
        fail("turn")
    if ph == _PH_MOVING and (st.moved or not st.nitros):
        fail("move")
