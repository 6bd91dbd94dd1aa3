"""Nitro bots on their own turn: equip, play Events, fire, drive, end.

Called from ``bots`` with a ``seen.Seen``; each function returns a move,
or -1 when it has nothing to do.
"""

from micropython import const

from paddock.core import game
from paddock.games.nitro import cards
from paddock.games.nitro import bot_drive
from paddock.games.nitro import bot_events
from paddock.games.nitro import plan
from paddock.games.nitro import shoot

_A = const(3)
_RIDE = const(0)
_WEAPON = const(2)
_B = const(4)
_BASIC = const(255)
_END = const(0)
_EQUIP = const(100)
_EVENT_PLAY = const(200)  # codes.EVENT
_SHOOT = const(300)
_DROP = const(400)
_DEST = const(1000)
_PH_MOVING = const(3)
# Hint reasons (texts.reason).
_R_EQUIPS = const(16)
_R_PLAYS_EVENT = const(17)
_R_FIRES = const(18)
_R_RACES = const(19)
_R_PLAYS_NITRO = const(20)
_R_ENDS = const(21)
_R_DRIVES_ON = const(22)


def turn(view, kind, rng):
    legal = view.legal
    me = view.seat
    moving = view.phase == _PH_MOVING
    if not moving:
        m = equip_move(view, kind)
        if m >= 0:
            return m, _R_EQUIPS
        if kind != game.EASY or (rng is not None and rng.below(3) == 0):
            m = bot_events.event(view, kind, True)
            if m >= 0:
                return m, _R_PLAYS_EVENT
        m = shot_move(view, kind, rng)
        if m >= 0:
            return m, _R_FIRES
    if not view.moved:
        m = bot_drive.drive_move(view, kind, rng)
        if m >= 0:
            return m, (_R_RACES if m >= _DEST else _R_PLAYS_NITRO)
    if _END in legal:
        return _END, _R_ENDS
    return legal[0], _R_DRIVES_ON


def equip_move(view, kind):
    me = view.seat
    legal = view.legal
    gear = view.gear[me]
    ride = view.ride[me]
    best = -1
    top = 0
    for m in legal:
        if not _EQUIP <= m < _EVENT_PLAY:
            continue
        t = m - _EQUIP
        k = cards.kind(t)
        if kind == game.EASY:
            if k == _RIDE and ride != _BASIC:
                continue
            slots = cards.weapon_slots(ride) if k == _WEAPON else cards.mod_slots(ride)
            if k != _RIDE and cards.count(gear, k) >= slots:
                continue
            return m
        gain = plan.use_value(view, t)
        if k == _RIDE:
            if kind == game.NORMAL:
                gain = cards.road_speed(t) - cards.road_speed(ride)
        else:
            slots = cards.weapon_slots(ride) if k == _WEAPON else cards.mod_slots(ride)
            if cards.count(gear, k) >= slots:
                if kind == game.NORMAL:
                    continue
                low = 999
                for c in gear:
                    if cards.kind(c) == k:
                        low = min(low, plan.gear_value(view, c))
                gain -= low + 2
        if gain > top:
            top = gain
            best = m
    return best


def shot_move(view, kind, rng):
    me = view.seat
    for m in view.legal:
        if not _SHOOT <= m < _DROP:
            continue
        if kind == game.EASY:
            return m
        t = m - _SHOOT
        mask = shoot.targets(view, me, t)
        for x in range(view.players):
            if mask >> x & 1 and bot_events.harm(view, x, cards.field(t, _A), cards.field(t, _B)) > 0:
                return m
    return -1
