"""Nitro: Shoot.

"You may fire once from each equipped Weapon at any point during your turn
before or after moving (you cannot fire while moving). In order to do it,
you must meet the conditions specified on the card." A Weapon's condition
is its range (spaces vertically plus horizontally, ``data`` least and most)
and its aim (any way, ahead, behind, or ahead in your own column).

``targets`` reads only public fields, so the bots use it on a ``seen.Seen``.
"""

from paddock.games.nitro import codes
from paddock.games.nitro import data
from paddock.games.nitro import events


def in_sight(st, seat, t, x):
    """True when seat's Weapon t meets its conditions against player x."""
    dr = st.row[x] - st.row[seat]
    dc = st.col[x] - st.col[seat]
    d = (dr if dr >= 0 else -dr) + (dc if dc >= 0 else -dc)
    most = data.field(t, data.D) + (1 if data.has(st.gear[seat], data.SCOPE) else 0)
    if d < data.field(t, data.C) or d > most:
        return False
    aim = data.field(t, data.E)
    if aim == data.AHEAD:
        return dr > 0
    if aim == data.BEHIND:
        return dr < 0
    if aim == data.COLUMN:
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
    return data.copies(st.gear[seat], t) > data.copies(st.fired, t)


def shoot(st, seat, t):
    """Fire Weapon t: at the lone target, or the player chooses one."""
    st.fired.push(t)
    mask = targets(st, seat, t)
    if mask & (mask - 1) == 0:
        fire_at(st, seat, t, events.bit_seat(mask))
        return
    st.aim_by = seat
    st.aim_kind = codes.AIM_SHOT
    st.aim_card = t
    st.aim_mask = mask


def fire_at(st, seat, t, x):
    """The shot hits x, unless x's Armor Plating stops it (4-6 on the die)."""
    st.emit(codes.EV_SHOOT, seat, t, x)
    if data.has(st.gear[x], data.ARMOR):
        d = st.rng.between(1, 6)
        k = 1 if d >= data.ARMOR_SAVES else 0
        st.emit(codes.EV_ARMOR, x, d, k)
        if k:
            return
    events.hit(st, seat, x, data.field(t, data.A), data.field(t, data.B))
