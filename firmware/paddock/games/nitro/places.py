"""Nitro Locations: the Bar, the Gas Station, the Repair Shop, the Junkyard.

"If a player ends their movement on one of the four locations, they apply its
effect." Functions take the ``rules.State`` and the seat whose move ended.
"""

from micropython import const

from paddock.core.deck import draw
from paddock.games.nitro import cards

_EVENT = const(3)          # data.EVENT
_CODE_NITRO = const(64)
_BAR_EXTRA = const(2)
_GAS_NITRO = const(4)
_SHOP_CARDS = const(4)
_JUNK_CARDS = const(3)
_BAR = const(1)
_GAS_STATION = const(2)
_JUNKYARD = const(3)
_REPAIR_SHOP = const(4)
_PH_TURN = const(2)
_PH_SHOP = const(4)
_PH_JUNK = const(5)
_PH_OVER = const(7)
_W_LEAD = const(2)
_EV_BAR = const(9)
_EV_GAS = const(10)
_EV_SHOP = const(11)
_EV_BUY = const(12)
_EV_PAID = const(13)
_EV_JUNK = const(14)
_EV_DRAW_W = const(24)
_EV_NOTHING = const(27)
_EV_EMPTY = const(33)


def arrive(st, seat, place):
    if place == _BAR:
        bar(st, seat)
    elif place == _GAS_STATION:
        gas_station(st, seat)
    elif place == _REPAIR_SHOP:
        repair_shop(st, seat)
        return
    elif place == _JUNKYARD:
        junkyard(st, seat)
        return
    after_move(st, seat)


def after_move(st, seat):
    """The move is over. If it put the player in the lead, the others may
    answer with Event cards (a window); then the turn goes on."""
    from paddock.games.nitro import turn
    if st.phase == _PH_OVER:
        return
    st.phase = _PH_TURN
    if st.row[seat] == max(st.row):
        turn.open_window(st, _W_LEAD)


def draw_wasteland(st, seat, n):
    """Draw n Wasteland cards into seat's hand; how many there were."""
    return _draw(st, seat, n, st.wdeck, st.wdiscard, st.whand[seat])


def draw_nitro(st, seat, n):
    """Draw n Nitro cards into seat's hand; how many there were."""
    return _draw(st, seat, n, st.ndeck, st.ndiscard, st.nhand[seat])


def _draw(st, seat, n, deck, discard, hand):
    k = 0
    for _ in range(n):
        c = draw(deck, discard, st.rng)
        if c < 0:
            st.emit(_EV_EMPTY, seat)
            break
        hand.push(c)
        k += 1
    return k


def bar(st, seat):
    """'Draw 1 Wasteland card and show it. A Ride, Mod or Weapon goes to
    your hand. An Event: apply it at once (it affects you unless it says
    otherwise), then draw 2 Wasteland cards without showing them.'"""
    from paddock.games.nitro import events
    c = draw(st.wdeck, st.wdiscard, st.rng)
    if c < 0:
        st.emit(_EV_EMPTY, seat)
        return
    st.emit(_EV_BAR, seat, c)
    if cards.kind(c) != _EVENT:
        st.whand[seat].push(c)
        return
    st.wdiscard.push(c)
    events.resolve(st, seat, c, True)
    if st.phase != _PH_OVER:
        st.emit(_EV_DRAW_W, seat, draw_wasteland(st, seat, _BAR_EXTRA))


def gas_station(st, seat):
    """'Draw 4 Nitro cards (without showing them to the other players).'"""
    st.emit(_EV_GAS, seat, draw_nitro(st, seat, _GAS_NITRO))


def repair_shop(st, seat):
    """'Draw 4 Wasteland cards and place them face up. You can buy 1, 2, 3
    or all 4 of them', paying their price in Nitro or Wasteland cards."""
    st.shop.clear()
    st.order.clear()
    st.paid = 0
    for _ in range(_SHOP_CARDS):
        c = draw(st.wdeck, st.wdiscard, st.rng)
        if c < 0:
            break
        st.shop.push(c)
    st.emit(_EV_SHOP, seat, st.shop.n)
    st.phase = _PH_SHOP


def purse(st, seat):
    """What every non-equipped card of seat's would pay."""
    v = 0
    h = st.whand[seat]
    for i in range(h.n):    # by index: no generator made
        v += cards.price(h.cards[i])
    h = st.nhand[seat]
    for i in range(h.n):
        v += h.cards[i]
    return v


def owed(st):
    v = 0
    o = st.order
    for i in range(o.n):
        v += cards.price(o.cards[i])
    return v


def orderable(st, seat, t):
    """Card t is shown, not yet ordered, and the order stays payable."""
    return (cards.copies(st.shop, t) > cards.copies(st.order, t)
            and owed(st) + cards.price(t) <= purse(st, seat))


def buy(st, seat, t):
    st.order.push(t)


def pay(st, seat, code):
    """'You can pay in Nitro or Wasteland cards (or both).' Paid cards are
    discarded face down; 'they don't make change here!'"""
    if code >= _CODE_NITRO:
        n = code - _CODE_NITRO
        st.nhand[seat].remove(n)
        st.ndiscard.push(n)
        st.paid += n
    else:
        st.whand[seat].remove(code)
        st.wdiscard.push(code)
        st.paid += cards.price(code)


def leave_shop(st, seat):
    """Bought cards to the hand; 'the unclaimed cards are discarded'."""
    for t in st.order:
        st.shop.remove(t)
        st.whand[seat].push(t)
        st.emit(_EV_BUY, seat, t)
    if st.order.n:
        st.emit(_EV_PAID, seat, st.paid, st.order.n)
    for c in st.shop:
        st.wdiscard.push(c)
    st.shop.clear()
    st.order.clear()
    st.paid = 0
    after_move(st, seat)


def junkyard(st, seat):
    """'Take 3 Wasteland cards from the bottom of the discard pile and place
    them face up. Choose one ... Place the other 2 face down on top.'"""
    st.junk.clear()
    while st.junk.n < _JUNK_CARDS and st.wdiscard.n:
        st.junk.push(st.wdiscard.pop(0))
    if st.junk.n == 0:
        st.emit(_EV_NOTHING, seat)
        after_move(st, seat)
        return
    st.phase = _PH_JUNK


def take_junk(st, seat, t):
    st.junk.remove(t)
    st.whand[seat].push(t)
    st.emit(_EV_JUNK, seat, t)
    for c in st.junk:
        st.wdiscard.push(c)
    st.junk.clear()
    after_move(st, seat)
