"""Nitro Game Turn: what a player may do now, and doing it.

"During your turn, you can (in any order): equip cards, move, play Event
cards, shoot." Other players may play Event cards too: the game asks them
(an Event window) before each turn and when a move takes the lead; a human
is asked only while ``prompts`` is on. Functions take the ``rules.State``.
"""

from paddock.core import game
from paddock.games.nitro import codes
from paddock.games.nitro import data
from paddock.games.nitro import drive
from paddock.games.nitro import ending
from paddock.games.nitro import equip
from paddock.games.nitro import events
from paddock.games.nitro import places
from paddock.games.nitro import setup
from paddock.games.nitro import shoot

W = data.WIDTH


def start_turn(st, seat):
    st.cur = seat
    st.moved = False
    st.extra = 0
    st.nitros = 0
    st.fired.clear()
    st.emit(codes.EV_TURN, seat, st.round)
    open_window(st, codes.W_START)


def open_window(st, kind):
    st.phase = codes.PH_WINDOW
    st.win_kind = kind
    st.win_pos = 1


def may_ask(st, seat):
    """Seat holds an Event card and may be asked about it now."""
    if st.seats[seat] == game.HUMAN and not st.prompts:
        return False
    hand = st.whand[seat]
    for i in range(hand.n):
        if data.kind(hand.cards[i]) == data.EVENT:
            return True
    return False


def window_settled(st):
    """Pass over a seat that is not asked, or close the window; True if so."""
    if st.win_pos >= st.players:
        st.phase = codes.PH_TURN
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
                out.append(codes.TARGET + s)
        return out
    if st.drop_seat >= 0:
        gear = st.gear[seat]
        for i in range(gear.n):
            if equip.droppable(st, gear[i], i):
                _add(out, codes.DROP + gear[i])
        return out
    ph = st.phase
    if ph == codes.PH_PLACE:
        for c in range(W):
            out.append(codes.START + c)
    elif ph == codes.PH_WINDOW:
        _events(st, seat, out)
        out.append(codes.PASS)
    elif ph == codes.PH_TURN:
        hand = st.whand[seat]
        for i in range(hand.n):     # by index: no generator made
            t = hand.cards[i]
            if data.kind(t) == data.EVENT:
                _add(out, codes.EVENT + t)
            elif equip.why_not_equip(st, seat, t) is None:
                _add(out, codes.EQUIP + t)
        if not st.moved:
            _moving(st, seat, out)
        gear = st.gear[seat]
        for i in range(gear.n):
            t = gear.cards[i]
            if (data.kind(t) == data.WEAPON and shoot.unfired(st, seat, t)
                    and shoot.targets(st, seat, t)):
                _add(out, codes.SHOOT + t)
        out.append(codes.END)
    elif ph == codes.PH_MOVING:
        _moving(st, seat, out)
    elif ph == codes.PH_SHOP:
        _shop(st, seat, out)
    elif ph == codes.PH_JUNK:
        _each(out, codes.JUNK, st.junk)
    elif ph == codes.PH_GIVE:
        _each(out, codes.GIVE, st.whand[seat])
        _each(out, codes.GIVE + data.CODE_NITRO, st.nhand[seat])
    return out


def _each(out, base, pile):
    """base + each card of pile, once (by index: no generator made)."""
    for i in range(pile.n):
        _add(out, base + pile.cards[i])


def _events(st, seat, out):
    hand = st.whand[seat]
    for i in range(hand.n):
        if data.kind(hand.cards[i]) == data.EVENT:
            _add(out, codes.EVENT + hand.cards[i])


def _moving(st, seat, out):
    if st.nitros < drive.nitro_limit(st.gear[seat]):
        _each(out, codes.NITRO, st.nhand[seat])
    r = drive.reach_for(st, seat, drive.budget(st, seat))
    for i in range(r.n):
        out.append(codes.DEST + r.end(i))


def _shop(st, seat, out):
    owed = places.owed(st)
    if st.paid == 0:
        shop = st.shop
        for i in range(shop.n):
            if places.orderable(st, seat, shop.cards[i]):
                _add(out, codes.BUY + shop.cards[i])
        if st.order.n:
            out.append(codes.UNDO)
    if st.paid < owed:
        _each(out, codes.PAY, st.whand[seat])
        _each(out, codes.PAY + data.CODE_NITRO, st.nhand[seat])
    else:
        out.append(codes.DONE)


def apply(st, seat, move):
    """Play one legal move of seat's."""
    if st.aim_by >= 0:
        aimed(st, move - codes.TARGET)
    elif st.drop_seat >= 0:
        equip.drop(st, move - codes.DROP)
    elif move == codes.END:
        ending.end_of_the_turn(st, seat)
    elif move == codes.PASS:
        st.win_pos += 1
    elif move == codes.DONE or move == codes.UNDO or codes.BUY <= move < codes.PAY:
        if move == codes.DONE:
            places.leave_shop(st, seat)
        elif move == codes.UNDO:
            st.order.clear()
        elif move < codes.JUNK:
            places.buy(st, seat, move - codes.BUY)
        else:
            places.take_junk(st, seat, move - codes.JUNK)
    elif move < codes.TARGET:
        setup.place_marker(st, seat, move - codes.START)
    elif move < codes.EQUIP:
        drive.play_nitro(st, seat, move - codes.NITRO)
    elif move < codes.EVENT:
        equip.equip(st, seat, move - codes.EQUIP)
    elif move < codes.SHOOT:
        events.play_event(st, seat, move - codes.EVENT)
    elif move < codes.DROP:
        shoot.shoot(st, seat, move - codes.SHOOT)
    elif move < codes.GIVE:
        places.pay(st, seat, move - codes.PAY)
    elif move < codes.DEST:
        ending.give(st, seat, move - codes.GIVE)
    else:
        drive.move_to(st, seat, move - codes.DEST)


def aimed(st, x):
    """The pending choice of player is made: x."""
    s = st.aim_by
    kind = st.aim_kind
    t = st.aim_card
    st.aim_by = -1
    st.aim_kind = 0
    st.aim_mask = 0
    if kind == codes.AIM_EVENT:
        events.hit(st, s, x, data.field(t, data.A), data.field(t, data.B))
    elif kind == codes.AIM_SHOT:
        shoot.fire_at(st, s, t, x)
    else:
        st.give_to = x
