"""Nitro's choices on the screen: what each row of the panel holds now and
the move each item makes (-1: only there to look at; the detail line says
what it is).

An item is (kind, value, move). Rows: the players' chips, the equipped
cards (or, at the Repair Shop and the Junkyard, the cards shown there),
the hand (Wasteland cards by kind, then Nitro cards) and the buttons.
"""

from micropython import const

from paddock.games.nitro import cards

_MOD = const(1)
_WEAPON = const(2)
_EVENT = const(3)          # data.EVENT
_CODE_NITRO = const(64)
_END = const(0)
_PASS = const(1)
_DONE = const(2)
_UNDO = const(3)
_TARGET = const(20)
_NITRO = const(30)         # codes.NITRO
_EQUIP = const(100)
_EVENT_PLAY = const(200)  # codes.EVENT
_SHOOT = const(300)
_DROP = const(400)
_BUY = const(500)
_JUNK = const(600)
_PAY = const(700)
_GIVE = const(800)
_DEST = const(1000)
_PH_WINDOW = const(1)
_PH_TURN = const(2)
_PH_MOVING = const(3)
_PH_SHOP = const(4)
_PH_JUNK = const(5)
_PH_GIVE = const(6)
# Button words (tests/nitro_sheets.py's WORDS, from 1).
_MOVE_W = const(1)
_END_W = const(2)
_PASS_W = const(3)
_DONE_W = const(4)
_UNDO_W = const(5)
_OFF_W = const(6)
_ASK_W = const(7)
# The rows, and the kinds of item.
_CHIPS = const(0)
_GEAR = const(1)
_HAND = const(2)
_ACT = const(3)
_TABLE = const(4)
_K_SEAT = const(0)
_K_RIDE = const(1)
_K_CARD = const(2)
_K_CODE = const(3)
_K_SLOT_W = const(4)
_K_SLOT_M = const(5)
_K_WORD = const(6)
# Moves of the screen's own (the rules' are 0 and up).
_ENTER_MAP = const(-2)      # the MOVE button: choose a space on the map
_PROMPTS_OFF = const(-3)    # OFF: no more Event questions (and pass this one)
_PROMPTS_ON = const(-4)     # ASK: ask again


def hand_codes(st, seat):
    """Seat's hand as card codes: Wasteland cards by kind, then Nitro."""
    w = st.whand[seat].list()
    w.sort(key=lambda t: cards.kind(t) * 64 + t)
    for n in sorted(st.nhand[seat].list()):
        w.append(_CODE_NITRO + n)
    return w


def _hand_move(st, ph, c):
    if ph == _PH_SHOP:
        return _PAY + c
    if ph == _PH_GIVE:
        return _GIVE + c
    if c >= _CODE_NITRO:
        return _NITRO + c - _CODE_NITRO
    if cards.kind(c) == _EVENT:
        return _EVENT_PLAY + c
    return _EQUIP + c


def rows(st, seat, mine):
    """The five rows for the player holding the console (seat), whose
    choice it is now if mine: chips, gear, hand, buttons, table."""
    out = [[], [], [], [], []]
    free = st.aim_by < 0 and st.drop_seat < 0
    ph = st.phase if free else -1
    aim = mine and st.aim_by >= 0
    for s in range(st.players):
        out[_CHIPS].append((_K_SEAT, s, _TARGET + s if aim else -1))
    if seat < 0:
        return out
    if ph == _PH_SHOP or ph == _PH_JUNK:
        shop = ph == _PH_SHOP
        for t in (st.shop if shop else st.junk):
            out[_TABLE].append((_K_CARD, t, (_BUY if shop else _JUNK) + t if mine else -1))
    gear = out[_GEAR]
    gear.append((_K_RIDE, st.ride[seat], -1))
    drop = mine and st.drop_seat == seat
    turn = mine and (ph == _PH_TURN or ph == _PH_MOVING)
    for t in st.gear[seat]:
        move = -1
        if drop:
            move = _DROP + t
        elif turn and cards.kind(t) == _WEAPON:
            move = _SHOOT + t
        gear.append((_K_CARD, t, move))
    ride = st.ride[seat]
    for k, slots, kind in ((_WEAPON, cards.weapon_slots(ride), _K_SLOT_W),
                           (_MOD, cards.mod_slots(ride), _K_SLOT_M)):
        for _ in range(slots - cards.count(st.gear[seat], k)):
            if len(gear) < 7:
                gear.append((kind, 0, -1))
    use = mine and ph in (_PH_TURN, _PH_MOVING, _PH_WINDOW, _PH_SHOP, _PH_GIVE)
    for c in hand_codes(st, seat):
        out[_HAND].append((_K_CODE, c, _hand_move(st, ph, c) if use else -1))
    act = out[_ACT]
    if not mine:
        return out
    if ph == _PH_TURN or ph == _PH_MOVING:
        act.append((_K_WORD, _MOVE_W, _ENTER_MAP))
        act.append((_K_WORD, _END_W, _END))
        if not st.prompts:
            act.append((_K_WORD, _ASK_W, _PROMPTS_ON))
    elif ph == _PH_WINDOW:
        act.append((_K_WORD, _PASS_W, _PASS))
        act.append((_K_WORD, _OFF_W, _PROMPTS_OFF))
    elif ph == _PH_SHOP:
        act.append((_K_WORD, _UNDO_W, _UNDO))
        act.append((_K_WORD, _DONE_W, _DONE))
    return out


def refused(item, legal):
    """True when item is a choice that cannot be made now (it is greyed)."""
    move = item[2]
    if move == -1 or move <= _PROMPTS_OFF:
        return False
    if move == _ENTER_MAP:
        for m in legal:
            if m >= _DEST:
                return False
        return True
    return move not in legal
