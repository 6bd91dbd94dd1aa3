"""Nitro's choices on the screen: what each row of the panel holds now and
the move each item makes (-1: only there to look at; the detail line says
what it is).

An item is (kind, value, move). Rows: the players' chips, the equipped
cards (or, at the Repair Shop and the Junkyard, the cards on the table),
the hand (Wasteland cards by kind, then Nitro cards) and the buttons.
"""

from paddock.games.nitro import codes as C
from paddock.games.nitro import data
from paddock.games.nitro import view_tiles as vt

CHIPS, GEAR, HAND, ACT, TABLE = range(5)
K_SEAT, K_RIDE, K_CARD, K_CODE, K_SLOT_W, K_SLOT_M, K_WORD = range(7)
ENTER_MAP = -2      # the MOVE button: choose a space on the map
PROMPTS_OFF = -3    # OFF: no more Event questions (and pass this one)
PROMPTS_ON = -4     # ASK: ask again


def hand_codes(st, seat):
    """Seat's hand as card codes: Wasteland cards by kind, then Nitro."""
    w = st.whand[seat].list()
    w.sort(key=lambda t: data.kind(t) * 64 + t)
    for n in sorted(st.nhand[seat].list()):
        w.append(data.CODE_NITRO + n)
    return w


def _hand_move(st, ph, c):
    if ph == C.PH_SHOP:
        return C.PAY + c
    if ph == C.PH_GIVE:
        return C.GIVE + c
    if c >= data.CODE_NITRO:
        return C.NITRO + c - data.CODE_NITRO
    if data.kind(c) == data.EVENT:
        return C.EVENT + c
    return C.EQUIP + c


def rows(st, seat, mine):
    """The five rows for the player holding the console (seat), whose
    choice it is now if mine. Returns a list indexed by CHIPS ... TABLE."""
    out = [[], [], [], [], []]
    free = st.aim_by < 0 and st.drop_seat < 0
    ph = st.phase if free else -1
    aim = mine and st.aim_by >= 0
    for s in range(st.players):
        out[CHIPS].append((K_SEAT, s, C.TARGET + s if aim else -1))
    if seat < 0:
        return out
    if ph == C.PH_SHOP or ph == C.PH_JUNK:
        shop = ph == C.PH_SHOP
        for t in (st.shop if shop else st.junk):
            out[TABLE].append((K_CARD, t, (C.BUY if shop else C.JUNK) + t if mine else -1))
    gear = out[GEAR]
    gear.append((K_RIDE, st.ride[seat], -1))
    drop = mine and st.drop_seat == seat
    turn = mine and (ph == C.PH_TURN or ph == C.PH_MOVING)
    for t in st.gear[seat]:
        move = -1
        if drop:
            move = C.DROP + t
        elif turn and data.kind(t) == data.WEAPON:
            move = C.SHOOT + t
        gear.append((K_CARD, t, move))
    ride = st.ride[seat]
    for k, slots, kind in ((data.WEAPON, data.weapon_slots(ride), K_SLOT_W),
                           (data.MOD, data.mod_slots(ride), K_SLOT_M)):
        for _ in range(slots - data.count(st.gear[seat], k)):
            if len(gear) < 7:
                gear.append((kind, 0, -1))
    use = mine and ph in (C.PH_TURN, C.PH_MOVING, C.PH_WINDOW, C.PH_SHOP, C.PH_GIVE)
    for c in hand_codes(st, seat):
        out[HAND].append((K_CODE, c, _hand_move(st, ph, c) if use else -1))
    act = out[ACT]
    if not mine:
        return out
    if ph == C.PH_TURN or ph == C.PH_MOVING:
        act.append((K_WORD, vt.MOVE_W, ENTER_MAP))
        act.append((K_WORD, vt.END_W, C.END))
        if not st.prompts:
            act.append((K_WORD, vt.ASK_W, PROMPTS_ON))
    elif ph == C.PH_WINDOW:
        act.append((K_WORD, vt.PASS_W, C.PASS))
        act.append((K_WORD, vt.OFF_W, PROMPTS_OFF))
    elif ph == C.PH_SHOP:
        act.append((K_WORD, vt.UNDO_W, C.UNDO))
        act.append((K_WORD, vt.DONE_W, C.DONE))
    return out


def refused(item, legal):
    """True when item is a choice that cannot be made now (it is greyed)."""
    move = item[2]
    if move == -1 or move <= PROMPTS_OFF:
        return False
    if move == ENTER_MAP:
        for m in legal:
            if m >= C.DEST:
                return False
        return True
    return move not in legal


def why(st, item, legal):
    """Why item's move cannot be made now, or None (also for look-only items)."""
    move = item[2]
    if move == -1 or move <= PROMPTS_OFF or move in legal:
        return None
    if move == ENTER_MAP:
        for m in legal:
            if m >= C.DEST:
                return None
        return "you have moved this turn" if st.moved else "nowhere to go"
    if C.DROP <= move < C.BUY and st.drop_seat >= 0:
        t = move - C.DROP
        if data.kind(t) == data.WEAPON and st.drop_w <= 0:
            return "a Mod must go, not a Weapon"
        if data.kind(t) == data.MOD and st.drop_m <= 0:
            return "a Weapon must go, not a Mod"
        return "the card just fitted stays"
    if C.BUY <= move < C.JUNK and st.paid:
        return "paying has begun: order is fixed"
    if C.BUY <= move < C.JUNK:
        t = move - C.BUY
        for c in st.order:
            if c == t:
                return "ordered already (UNDO clears)"
        return "you cannot pay for that too"
    if C.PAY <= move < C.GIVE:
        return "paid in full: DONE" if st.order.n else "order a card first"
    if st.phase == C.PH_WINDOW and not C.EVENT <= move < C.SHOOT:
        return "only Event cards now"
    return st.why_not(move) or "not now"


def marks(st, seat, mine, item):
    """A bit a seat: the players to show as targets for this item."""
    if st.aim_by >= 0:
        return st.aim_mask
    if mine and item is not None and item[2] >= C.SHOOT and item[2] < C.DROP:
        from paddock.games.nitro import shoot
        return shoot.targets(st, seat, item[1])
    return 0
