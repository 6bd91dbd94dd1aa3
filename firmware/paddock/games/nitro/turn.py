"""Nitro Game Turn: what a player may do now, and doing it.

"During your turn, you can (in any order): equip cards, move, play Event
cards, shoot." Other players may play Event cards too: the game asks them
(an Event window) before each turn and when a move takes the lead; a human
is asked only while ``prompts`` is on. Functions take the ``rules.State``.
"""

from micropython import const

from paddock.core import game
from paddock.games.nitro import cards
from paddock.games.nitro import drive
from paddock.games.nitro import ending
from paddock.games.nitro import equip
from paddock.games.nitro import events
from paddock.games.nitro import places
from paddock.games.nitro import shoot

_A = const(3)
_WEAPON = const(2)
_EVENT = const(3)          # data.EVENT
_B = const(4)
_CODE_NITRO = const(64)
_W = const(6)  # data.WIDTH
_END = const(0)
_PASS = const(1)
_DONE = const(2)
_UNDO = const(3)
_START = const(10)
_TARGET = const(20)
_NITRO = const(30)         # codes.NITRO
_EQUIP = const(100)
_EVENT_PLAY = const(200)  # codes.EVENT
_SHOOT = const(300)
_DROP = const(400)
_BUY = const(500)
_JUNK = const(600)
_PAY = const(700)
_GIVE = const(800)
_DEST = const(1000)
_PH_PLACE = const(0)
_PH_WINDOW = const(1)
_PH_TURN = const(2)
_PH_MOVING = const(3)
_PH_SHOP = const(4)
_PH_JUNK = const(5)
_PH_GIVE = const(6)
_W_START = const(1)
_AIM_EVENT = const(1)
_AIM_SHOT = const(2)
_EV_TURN = const(4)


def start_turn(st, seat):
    st.cur = seat
    st.moved = False
    st.extra = 0
    st.nitros = 0
    st.fired.clear()
    st.emit(_EV_TURN, seat, st.round)
    open_window(st, _W_START)


def open_window(st, kind):
    st.phase = _PH_WINDOW
    st.win_kind = kind
    st.win_pos = 1


def may_ask(st, seat):
    """Seat holds an Event card and may be asked about it now."""
    if st.seats[seat] == game.HUMAN and not st.prompts:
        return False
    hand = st.whand[seat]
    for i in range(hand.n):
        if cards.kind(hand.cards[i]) == _EVENT:
            return True
    return False


def window_settled(st):
    """Pass over a seat that is not asked, or close the window; True if so."""
    if st.win_pos >= st.players:
        st.phase = _PH_TURN
        return True
    if may_ask(st, (st.cur + st.win_pos) % st.players):
        return False
    st.win_pos += 1
    return True


def _add(out, m):
    if m not in out:
        out.append(m)


def legal(st):
    seat = st.to_move()
    out = []
    if seat < 0:
        return out
    if st.aim_by >= 0:
        for s in range(st.players):
            if st.aim_mask >> s & 1:
                out.append(_TARGET + s)
        return out
    if st.drop_seat >= 0:
        gear = st.gear[seat]
        for i in range(gear.n):
            if equip.droppable(st, gear[i], i):
                _add(out, _DROP + gear[i])
        return out
    ph = st.phase
    if ph == _PH_PLACE:
        for c in range(_W):
            out.append(_START + c)
    elif ph == _PH_WINDOW:
        _events(st, seat, out)
        out.append(_PASS)
    elif ph == _PH_TURN:
        hand = st.whand[seat]
        for i in range(hand.n):     # by index: no generator made
            t = hand.cards[i]
            if cards.kind(t) == _EVENT:
                _add(out, _EVENT_PLAY + t)
            elif equip.why_not_equip(st, seat, t) is None:
                _add(out, _EQUIP + t)
        if not st.moved:
            _moving(st, seat, out)
        gear = st.gear[seat]
        for i in range(gear.n):
            t = gear.cards[i]
            if (cards.kind(t) == _WEAPON and shoot.unfired(st, seat, t)
                    and shoot.targets(st, seat, t)):
                _add(out, _SHOOT + t)
        out.append(_END)
    elif ph == _PH_MOVING:
        _moving(st, seat, out)
    elif ph == _PH_SHOP:
        _shop(st, seat, out)
    elif ph == _PH_JUNK:
        _each(out, _JUNK, st.junk)
    elif ph == _PH_GIVE:
        _each(out, _GIVE, st.whand[seat])
        _each(out, _GIVE + _CODE_NITRO, st.nhand[seat])
    return out


def _each(out, base, pile):
    """base + each card of pile, once (by index: no generator made)."""
    for i in range(pile.n):
        _add(out, base + pile.cards[i])


def _events(st, seat, out):
    hand = st.whand[seat]
    for i in range(hand.n):
        if cards.kind(hand.cards[i]) == _EVENT:
            _add(out, _EVENT_PLAY + hand.cards[i])


def _moving(st, seat, out):
    if st.nitros < drive.nitro_limit(st.gear[seat]):
        _each(out, _NITRO, st.nhand[seat])
    r = drive.reach_for(st, seat, drive.budget(st, seat))
    for i in range(r.n):
        out.append(_DEST + r.end(i))


def _shop(st, seat, out):
    owed = places.owed(st)
    if st.paid == 0:
        shop = st.shop
        for i in range(shop.n):
            if places.orderable(st, seat, shop.cards[i]):
                _add(out, _BUY + shop.cards[i])
        if st.order.n:
            out.append(_UNDO)
    if st.paid < owed:
        _each(out, _PAY, st.whand[seat])
        _each(out, _PAY + _CODE_NITRO, st.nhand[seat])
    else:
        out.append(_DONE)


def apply(st, seat, move):
    """Play one legal move of seat's."""
    if st.aim_by >= 0:
        aimed(st, move - _TARGET)
    elif st.drop_seat >= 0:
        equip.drop(st, move - _DROP)
    elif move == _END:
        ending.end_of_the_turn(st, seat)
    elif move == _PASS:
        st.win_pos += 1
    elif move == _DONE or move == _UNDO or _BUY <= move < _PAY:
        if move == _DONE:
            places.leave_shop(st, seat)
        elif move == _UNDO:
            st.order.clear()
        elif move < _JUNK:
            places.buy(st, seat, move - _BUY)
        else:
            places.take_junk(st, seat, move - _JUNK)
    elif move < _TARGET:
        from paddock.games.nitro import setup
        setup.place_marker(st, seat, move - _START)
    elif move < _EQUIP:
        drive.play_nitro(st, seat, move - _NITRO)
    elif move < _EVENT_PLAY:
        equip.equip(st, seat, move - _EQUIP)
    elif move < _SHOOT:
        events.play_event(st, seat, move - _EVENT_PLAY)
    elif move < _DROP:
        shoot.shoot(st, seat, move - _SHOOT)
    elif move < _GIVE:
        places.pay(st, seat, move - _PAY)
    elif move < _DEST:
        ending.give(st, seat, move - _GIVE)
    else:
        drive.move_to(st, seat, move - _DEST)


def aimed(st, x):
    """The pending choice of player is made: x."""
    s = st.aim_by
    kind = st.aim_kind
    t = st.aim_card
    st.aim_by = -1
    st.aim_kind = 0
    st.aim_mask = 0
    if kind == _AIM_EVENT:
        events.hit(st, s, x, cards.field(t, _A), cards.field(t, _B))
    elif kind == _AIM_SHOT:
        shoot.fire_at(st, s, t, x)
    else:
        st.give_to = x
