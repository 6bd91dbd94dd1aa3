"""Nitro: Shoot.

"You may fire once from each equipped Weapon at any point during your turn
before or after moving (you cannot fire while moving). In order to do it,
you must meet the conditions specified on the card." A Weapon's condition
is its range (spaces vertically plus horizontally, ``data`` least and most)
and its aim (any way, ahead, behind, or ahead in your own column).

``targets`` reads only public fields, so the bots use it on a ``seen.Seen``.
"""

from micropython import const

from paddock.games.nitro import cards
from paddock.games.nitro import events


_A = const(3)
_B = const(4)
_C = const(5)
_D = const(6)
_E = const(7)
_AHEAD = const(1)
_BEHIND = const(2)
_COLUMN = const(3)
_ARMOR = const(13)
_SCOPE = const(14)
_ARMOR_SAVES = const(4)
_AIM_SHOT = const(2)
_EV_SHOOT = const(16)
_EV_ARMOR = const(17)


def in_sight(st, seat, t, x):
    """True when seat's Weapon t meets its conditions against player x."""
    dr = st.row[x] - st.row[seat]
    dc = st.col[x] - st.col[seat]
    d = (dr if dr >= 0 else -dr) + (dc if dc >= 0 else -dc)
    most = cards.field(t, _D) + (1 if cards.has(st.gear[seat], _SCOPE) else 0)
    if d < cards.field(t, _C) or d > most:
        return False
    aim = cards.field(t, _E)
    if aim == _AHEAD:
        return dr > 0
    if aim == _BEHIND:
        return dr < 0
    if aim == _COLUMN:
        return dr > 0 and dc == 0
    return True


def targets(st, seat, t):
    """A bit a seat: the players seat's Weapon t can hit now."""
    out = 0
    for x in range(st.players):
        if x != seat and in_sight(st, seat, t, x):
            out |= 1 << x
    return out


def unfired(st, seat, t):
    """Seat has a copy of Weapon t equipped that has not fired this turn."""
    return cards.copies(st.gear[seat], t) > cards.copies(st.fired, t)


def shoot(st, seat, t):
    """Fire Weapon t: at the lone target, or the player chooses one."""
    st.fired.push(t)
    mask = targets(st, seat, t)
    if mask & (mask - 1) == 0:
        fire_at(st, seat, t, events.bit_seat(mask))
        return
    st.aim_by = seat
    st.aim_kind = _AIM_SHOT
    st.aim_card = t
    st.aim_mask = mask


def fire_at(st, seat, t, x):
    """The shot hits x, unless x's Armor Plating stops it (4-6 on the die)."""
    st.emit(_EV_SHOOT, seat, t, x)
    if cards.has(st.gear[x], _ARMOR):
        d = st.rng.between(1, 6)
        k = 1 if d >= _ARMOR_SAVES else 0
        st.emit(_EV_ARMOR, x, d, k)
        if k:
            return
    events.hit(st, seat, x, cards.field(t, _A), cards.field(t, _B))
