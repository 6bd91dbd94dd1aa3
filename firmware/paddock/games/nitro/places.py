"""Nitro Locations: the Bar, the Gas Station, the Repair Shop, the Junkyard.

"If a player ends their movement on one of the four locations, they apply its
effect." Functions take the ``rules.State`` and the seat whose move ended.
"""

from paddock.core.deck import draw
from paddock.games.nitro import codes
from paddock.games.nitro import data


def arrive(st, seat, place):
    if place == data.BAR:
        bar(st, seat)
    elif place == data.GAS_STATION:
        gas_station(st, seat)
    elif place == data.REPAIR_SHOP:
        repair_shop(st, seat)
        return
    elif place == data.JUNKYARD:
        junkyard(st, seat)
        return
    after_move(st, seat)


def after_move(st, seat):
    """The move is over. If it put the player in the lead, the others may
    answer with Event cards (a window); then the turn goes on."""
    from paddock.games.nitro import turn
    if st.phase == codes.PH_OVER:
        return
    st.phase = codes.PH_TURN
    if st.row[seat] == max(st.row):
        turn.open_window(st, codes.W_LEAD)


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
            st.emit(codes.EV_EMPTY, seat)
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
        st.emit(codes.EV_EMPTY, seat)
        return
    st.emit(codes.EV_BAR, seat, c)
    if data.kind(c) != data.EVENT:
        st.whand[seat].push(c)
        return
    st.wdiscard.push(c)
    events.resolve(st, seat, c, True)
    if st.phase != codes.PH_OVER:
        st.emit(codes.EV_DRAW_W, seat, draw_wasteland(st, seat, data.BAR_EXTRA))


def gas_station(st, seat):
    """'Draw 4 Nitro cards (without showing them to the other players).'"""
    st.emit(codes.EV_GAS, seat, draw_nitro(st, seat, data.GAS_NITRO))


def repair_shop(st, seat):
    """'Draw 4 Wasteland cards and place them face up. You can buy 1, 2, 3
    or all 4 of them', paying their price in Nitro or Wasteland cards."""
    st.shop.clear()
    st.order.clear()
    st.paid = 0
    for _ in range(data.SHOP_CARDS):
        c = draw(st.wdeck, st.wdiscard, st.rng)
        if c < 0:
            break
        st.shop.push(c)
    st.emit(codes.EV_SHOP, seat, st.shop.n)
    st.phase = codes.PH_SHOP


def purse(st, seat):
    """What every non-equipped card of seat's would pay."""
    v = 0
    h = st.whand[seat]
    for i in range(h.n):    # by index: no generator made
        v += data.price(h.cards[i])
    h = st.nhand[seat]
    for i in range(h.n):
        v += h.cards[i]
    return v


def owed(st):
    v = 0
    o = st.order
    for i in range(o.n):
        v += data.price(o.cards[i])
    return v


def orderable(st, seat, t):
    """Card t is shown, not yet ordered, and the order stays payable."""
    return (data.copies(st.shop, t) > data.copies(st.order, t)
            and owed(st) + data.price(t) <= purse(st, seat))


def buy(st, seat, t):
    st.order.push(t)


def pay(st, seat, code):
    """'You can pay in Nitro or Wasteland cards (or both).' Paid cards are
    discarded face down; 'they don't make change here!'"""
    if code >= data.CODE_NITRO:
        n = code - data.CODE_NITRO
        st.nhand[seat].remove(n)
        st.ndiscard.push(n)
        st.paid += n
    else:
        st.whand[seat].remove(code)
        st.wdiscard.push(code)
        st.paid += data.price(code)


def leave_shop(st, seat):
    """Bought cards to the hand; 'the unclaimed cards are discarded'."""
    for t in st.order:
        st.shop.remove(t)
        st.whand[seat].push(t)
        st.emit(codes.EV_BUY, seat, t)
    if st.order.n:
        st.emit(codes.EV_PAID, seat, st.paid, st.order.n)
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
    while st.junk.n < data.JUNK_CARDS and st.wdiscard.n:
        st.junk.push(st.wdiscard.pop(0))
    if st.junk.n == 0:
        st.emit(codes.EV_NOTHING, seat)
        after_move(st, seat)
        return
    st.phase = codes.PH_JUNK


def take_junk(st, seat, t):
    st.junk.remove(t)
    st.whand[seat].push(t)
    st.emit(codes.EV_JUNK, seat, t)
    for c in st.junk:
        st.wdiscard.push(c)
    st.junk.clear()
    after_move(st, seat)
