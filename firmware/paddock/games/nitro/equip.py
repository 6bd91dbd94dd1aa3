"""Nitro 1. Equip Cards: Rides, Modifications and Weapons.

"At any point during your turn (before/after your movement, not during it)
you can equip cards." One Ride; a new Ride replaces the old one, which is
discarded face down. A Ride says how many Weapons and Mods it carries (the
basic Ride: 1 and 1); the extra cards are discarded face down, the owner
choosing which. Functions take the ``rules.State``.
"""

from micropython import const

from paddock.games.nitro import cards

_RIDE = const(0)
_MOD = const(1)
_WEAPON = const(2)
_EVENT = const(3)          # data.EVENT
_BASIC = const(255)
_EV_EQUIP = const(5)
_EV_UNEQUIP = const(6)


def why_not_equip(st, seat, t):
    """Why card t (in seat's hand) cannot be equipped, or None."""
    k = cards.kind(t)
    if k == _EVENT:
        return "Events are played, not equipped"
    ride = st.ride[seat]
    if k == _MOD:
        if cards.mod_slots(ride) == 0:
            return "your Ride has no Mod slot"
        if cards.has(st.gear[seat], t):
            return "that Mod is already fitted"
    elif k == _WEAPON and cards.weapon_slots(ride) == 0:
        return "your Ride has no Weapon slot"
    return None


def equip(st, seat, t):
    """Equip card t from the hand; a full slot means a card must go."""
    st.whand[seat].remove(t)
    st.emit(_EV_EQUIP, seat, t)
    if cards.kind(t) == _RIDE:
        old = st.ride[seat]
        st.ride[seat] = t
        if old != _BASIC:
            st.wdiscard.push(old)
            st.emit(_EV_UNEQUIP, seat, old)
        fit(st, seat, -1)
    else:
        gear = st.gear[seat]
        gear.push(t)
        fit(st, seat, gear.n - 1)


def fit(st, seat, keep):
    """Ask seat to discard what its Ride cannot carry (keep: a gear index
    that stays, the card just equipped)."""
    ride = st.ride[seat]
    gear = st.gear[seat]
    w = cards.count(gear, _WEAPON) - cards.weapon_slots(ride)
    m = cards.count(gear, _MOD) - cards.mod_slots(ride)
    must_drop(st, seat, w if w > 0 else 0, m if m > 0 else 0, keep)


def must_drop(st, seat, weapons, mods, keep):
    """Seat must discard that many equipped Weapons and Mods."""
    if weapons or mods:
        st.drop_seat = seat
        st.drop_w = weapons
        st.drop_m = mods
        st.drop_keep = keep


def droppable(st, t, i):
    """Gear card t at index i may be discarded for the pending drop."""
    if i == st.drop_keep:
        return False
    k = cards.kind(t)
    return (k == _WEAPON and st.drop_w > 0) or (k == _MOD and st.drop_m > 0)


def drop(st, t):
    """Discard equipped card t face down for the pending drop."""
    seat = st.drop_seat
    gear = st.gear[seat]
    for i in range(gear.n):
        if gear[i] == t and droppable(st, t, i):
            gear.pop(i)
            if i < st.drop_keep:
                st.drop_keep -= 1
            break
    st.wdiscard.push(t)
    st.emit(_EV_UNEQUIP, seat, t)
    if cards.kind(t) == _WEAPON:
        st.drop_w -= 1
    else:
        st.drop_m -= 1
    if st.drop_w <= 0 and st.drop_m <= 0:
        st.drop_seat = -1
        st.drop_w = st.drop_m = 0
        st.drop_keep = -1
