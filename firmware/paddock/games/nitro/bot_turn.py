"""Nitro bots on their own turn: equip, play Events, fire, drive, end.

Called from ``bots`` with a ``seen.Seen``; each function returns a move,
or -1 when it has nothing to do.
"""

from paddock.core import game
from paddock.games.nitro import bot_drive
from paddock.games.nitro import bot_events
from paddock.games.nitro import codes
from paddock.games.nitro import data
from paddock.games.nitro import plan
from paddock.games.nitro import shoot


def turn(view, kind, rng):
    legal = view.legal
    me = view.seat
    moving = view.phase == codes.PH_MOVING
    if not moving:
        m = equip_move(view, kind)
        if m >= 0:
            return m, "equips before driving"
        if kind != game.EASY or (rng is not None and rng.below(3) == 0):
            m = bot_events.event(view, kind, True)
            if m >= 0:
                return m, "plays an Event card"
        m = shot_move(view, kind, rng)
        if m >= 0:
            return m, "fires at a rival in its sights"
    if not view.moved:
        m = bot_drive.drive_move(view, kind, rng)
        if m >= 0:
            return m, ("races for the finish" if m >= codes.DEST else "plays Nitro to go further")
    if codes.END in legal:
        return codes.END, "ends the turn"
    return legal[0], "drives on"


def equip_move(view, kind):
    me = view.seat
    legal = view.legal
    gear = view.gear[me]
    ride = view.ride[me]
    best = -1
    top = 0
    for m in legal:
        if not codes.EQUIP <= m < codes.EVENT:
            continue
        t = m - codes.EQUIP
        k = data.kind(t)
        if kind == game.EASY:
            if k == data.RIDE and ride != data.BASIC:
                continue
            slots = data.weapon_slots(ride) if k == data.WEAPON else data.mod_slots(ride)
            if k != data.RIDE and data.count(gear, k) >= slots:
                continue
            return m
        gain = plan.use_value(view, t)
        if k == data.RIDE:
            if kind == game.NORMAL:
                gain = data.road_speed(t) - data.road_speed(ride)
        else:
            slots = data.weapon_slots(ride) if k == data.WEAPON else data.mod_slots(ride)
            if data.count(gear, k) >= slots:
                if kind == game.NORMAL:
                    continue
                low = 999
                for c in gear:
                    if data.kind(c) == k:
                        low = min(low, plan.gear_value(view, c))
                gain -= low + 2
        if gain > top:
            top = gain
            best = m
    return best


def shot_move(view, kind, rng):
    me = view.seat
    for m in view.legal:
        if not codes.SHOOT <= m < codes.DROP:
            continue
        if kind == game.EASY:
            return m
        t = m - codes.SHOOT
        mask = shoot.targets(view, me, t)
        for x in range(view.players):
            if mask >> x & 1 and bot_events.harm(view, x, data.field(t, data.A), data.field(t, data.B)) > 0:
                return m
    return -1
