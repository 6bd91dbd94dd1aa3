"""Nitro: why a move is not legal now, for the screen (loaded when asked)."""

from paddock.games.nitro import codes
from paddock.games.nitro import drive
from paddock.games.nitro import equip
from paddock.games.nitro import shoot
from paddock.games.nitro import turn


def why_not(st, move):
    """Why a move is not legal now (one short line), or None."""
    if move in turn.legal(st):
        return None
    if st.phase == codes.PH_OVER:
        return "the race is over"
    if st.aim_by >= 0:
        return "choose a player first" if move < codes.TARGET or move >= codes.NITRO else "not a target"
    if st.drop_seat >= 0:
        return "discard an equipped card first"
    seat = st.to_move()
    ph = st.phase
    if ph == codes.PH_MOVING and (codes.EQUIP <= move < codes.DROP or move == codes.END):
        return "finish your move first"
    if codes.EVENT <= move < codes.SHOOT:
        return "not in your hand" if st.whand[seat].index(move - codes.EVENT) < 0 else "not now"
    if ph != codes.PH_TURN and ph != codes.PH_MOVING:
        return "not now"
    if codes.EQUIP <= move < codes.EVENT:
        t = move - codes.EQUIP
        if st.whand[seat].index(t) < 0:
            return "not in your hand"
        return equip.why_not_equip(st, seat, t) or "not now"
    if codes.SHOOT <= move < codes.DROP:
        t = move - codes.SHOOT
        if st.gear[seat].index(t) < 0:
            return "not equipped"
        if not shoot.unfired(st, seat, t):
            return "fired already this turn"
        return "no one in its sights"
    if codes.NITRO <= move < codes.EQUIP or move >= codes.DEST:
        if st.moved:
            return "you have moved this turn"
        if move < codes.EQUIP:
            if st.nhand[seat].index(move - codes.NITRO) < 0:
                return "not in your hand"
            return "%d Nitro cards a move" % drive.nitro_limit(st.gear[seat])
        return "out of reach at speed %d" % drive.budget(st, seat)
    return "not now"
