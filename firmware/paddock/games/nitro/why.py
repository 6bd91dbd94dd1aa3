"""Nitro: why a move is not legal now, for the screen (loaded when asked)."""

from micropython import const

from paddock.games.nitro import drive
from paddock.games.nitro import equip
from paddock.games.nitro import shoot
from paddock.games.nitro import turn

_END = const(0)
_TARGET = const(20)
_NITRO = const(30)         # codes.NITRO
_EQUIP = const(100)
_EVENT_PLAY = const(200)  # codes.EVENT
_SHOOT = const(300)
_DROP = const(400)
_DEST = const(1000)
_PH_TURN = const(2)
_PH_MOVING = const(3)
_PH_OVER = const(7)


def why_not(st, move):
    """Why a move is not legal now (one short line), or None."""
    if move in turn.legal(st):
        return None
    if st.phase == _PH_OVER:
        return "the race is over"
    if st.aim_by >= 0:
        return "choose a player first" if move < _TARGET or move >= _NITRO else "not a target"
    if st.drop_seat >= 0:
        return "discard an equipped card first"
    seat = st.to_move()
    ph = st.phase
    if ph == _PH_MOVING and (_EQUIP <= move < _DROP or move == _END):
        return "finish your move first"
    if _EVENT_PLAY <= move < _SHOOT:
        return "not in your hand" if st.whand[seat].index(move - _EVENT_PLAY) < 0 else "not now"
    if ph != _PH_TURN and ph != _PH_MOVING:
        return "not now"
    if _EQUIP <= move < _EVENT_PLAY:
        t = move - _EQUIP
        if st.whand[seat].index(t) < 0:
            return "not in your hand"
        return equip.why_not_equip(st, seat, t) or "not now"
    if _SHOOT <= move < _DROP:
        t = move - _SHOOT
        if st.gear[seat].index(t) < 0:
            return "not equipped"
        if not shoot.unfired(st, seat, t):
            return "fired already this turn"
        return "no one in its sights"
    if _NITRO <= move < _EQUIP or move >= _DEST:
        if st.moved:
            return "you have moved this turn"
        if move < _EQUIP:
            if st.nhand[seat].index(move - _NITRO) < 0:
                return "not in your hand"
            return "%d Nitro cards a move" % drive.nitro_limit(st.gear[seat])
        return "out of reach at speed %d" % drive.budget(st, seat)
    return "not now"
