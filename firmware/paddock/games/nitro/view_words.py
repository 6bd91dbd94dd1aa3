"""Nitro's two lines on the thing under the cursor: what it is and what A
does with it, then what it does (or why it cannot be chosen now), and the
question a player is asked when it is not a plain turn. Names and card
texts come from ``texts``.
"""

from micropython import const

from paddock.games.nitro import cards, texts
from paddock.games.nitro.texts import line as _t

_ROAD = const(1)
_W = const(6)               # data.WIDTH
_BASIC = const(255)
_CODE_NITRO = const(64)
_TYPES = const(39)
_TARGET = const(20)
_NITRO = const(30)          # codes.NITRO
_EQUIP = const(100)
_PH_PLACE = const(0)
_PH_WINDOW = const(1)
_PH_SHOP = const(4)
_PH_JUNK = const(5)
_PH_GIVE = const(6)
_W_LEAD = const(2)
_AIM_GIFT = const(3)
_K_SEAT = const(0)          # view_items._K_SEAT
_K_RIDE = const(1)          # view_items._K_RIDE
_K_SLOT_W = const(4)        # view_items._K_SLOT_W
_K_SLOT_M = const(5)        # view_items._K_SLOT_M
_K_WORD = const(6)          # view_items._K_WORD
_MOVE_W = const(1)          # view_items._MOVE_W
_END_W = const(2)           # view_items._END_W
_PASS_W = const(3)          # view_items._PASS_W
_DONE_W = const(4)          # view_items._DONE_W
_UNDO_W = const(5)          # view_items._UNDO_W
_OFF_W = const(6)           # view_items._OFF_W
# Its words: lines of texts.txt (texts.line), read when shown.
_T_SEAT_GEAR = const(149)
_T_BASIC = const(150)
_T_BASIC_RIDE = const(151)
_T_BASIC_DOES = const(152)
_T_FREE = const(153)
_T_FREE_DOES = const(154)
_T_NITRO_DOES = const(155)
_T_START_HERE = const(156)
_T_START_EDGE = const(157)
_T_HERE = const(158)
_T_STEPS = const(159)
_T_SPEED = const(160)
_T_PLUS_NITRO = const(161)
_T_PLUS_EVENT = const(162)
_T_MOVE = const(163)
_T_OVER = const(164)
_T_NOT_MOVED = const(165)
_T_END = const(166)
_T_PASS = const(167)
_T_DONE = const(168)
_T_UNDO = const(169)
_T_OFF = const(170)
_T_ASK = const(171)
_T_ASK_DOES = const(172)
_T_NO_ORDER = const(173)
_T_BILL = const(174)
_T_WHO_GETS = const(175)
_T_WHO_HITS = const(176)
_T_DISCARD = const(177)
_T_CHOOSE_START = const(178)
_T_LEADS = const(179)
_T_NEXT = const(180)
_T_SHOP = const(181)
_T_PAY_MORE = const(182)
_T_PAID = const(183)
_T_JUNK = const(184)

# Two letters a card type, by type id, as the cards show them (help.txt
# spells them out).
CODES = "DBMCPUMBWRDRMTINTCSTNIRFCTAPSCCRMGSGHPRLOSFTMOSRAMMLRMTYMISHSWTWSVFCRDSSLKLOSB"
VERBS = ("", "equip", "play", "fire", "discard", "order", "take", "pay", "give")


def verb(move):
    """What A does with an item whose move is move ("" for none)."""
    if move < _TARGET:
        return ""
    if move < _NITRO:
        return "choose"
    return "play" if move < _EQUIP else VERBS[move // 100]


def _with_a(words, move):
    v = verb(move)
    return words + "  A: " + v if v else words


def item(st, it, name, refused):
    """(line 1, line 2) for a panel item; refused: it is greyed (no "A:")."""
    kind, v, move = it
    if refused:
        move = -1
    if kind == _K_SEAT:
        r = st.ride[v]
        gear = ""
        for t in st.gear[v]:
            gear += CODES[2 * t:2 * t + 2] + " "
        return (_with_a("%d %s: row %d of %d" % (v + 1, name, st.row[v] + 1, st.rows), move),
                _t(_T_SEAT_GEAR) % (_t(_T_BASIC) if r == _BASIC else texts.card(r),
                                    gear, st.whand[v].n, st.nhand[v].n))
    if kind == _K_RIDE and v == _BASIC:
        return _t(_T_BASIC_RIDE), _t(_T_BASIC_DOES)
    if kind == _K_SLOT_W or kind == _K_SLOT_M:
        return (_t(_T_FREE) % ("Weapon" if kind == _K_SLOT_W else "Mod"),
                _t(_T_FREE_DOES))
    if v >= _CODE_NITRO:
        n = v - _CODE_NITRO
        return (_with_a("Nitro %d" % n, move),
                _t(_T_NITRO_DOES) % (n, n))
    return (_with_a("%s, %s %d" % (texts.card(v), texts.kind(cards.kind(v)), cards.price(v)),
                    move), texts.does(v))


def space(st, sp, steps, here):
    """(line 1, line 2) for a space of the map; steps: the speed a move there
    needs, or 0; here: the marker's own space."""
    g = st.grid[sp]
    words = "%s%d: %s" % ("ABCDEF"[sp % _W], sp // _W + 1, "road" if g & _ROAD else "desert")
    if g >> 1:
        words += ", " + texts.place(g >> 1)
    if sp // _W == st.finish:
        words += ", far edge"
    if st.phase == _PH_PLACE:
        return words + _t(_T_START_HERE), _t(_T_START_EDGE)
    if here:
        return words, _t(_T_HERE)
    if steps:
        return words + "  A: drive", _t(_T_STEPS) % (steps, "" if steps == 1 else "s")
    return words, "B: back"


def action(st, seat, word, moved):
    """(line 1, line 2) for an action button; moved: the player has moved."""
    if word == _MOVE_W:
        from paddock.games.nitro import drive
        here = "road" if st.grid[st.row[seat] * _W + st.col[seat]] & _ROAD else "desert"
        words = _t(_T_SPEED) % (drive.budget(st, seat), here)
        if st.extra:
            words += _t(_T_PLUS_NITRO) % st.extra
        if st.boost[seat]:
            words += _t(_T_PLUS_EVENT) % st.boost[seat]
        return _t(_T_MOVE), words
    if word == _END_W:
        from paddock.games.nitro import ending
        limit = ending.hand_limit(st, seat)
        over = st.whand[seat].n + st.nhand[seat].n - limit
        if over > 0:
            words = _t(_T_OVER) % (over, "" if over == 1 else "s", limit)
        else:
            words = "" if moved else _t(_T_NOT_MOVED)
        return _t(_T_END), words
    if word == _PASS_W:
        return _t(_T_PASS), " "
    if word == _DONE_W:
        return _t(_T_DONE), shop(st)
    if word == _UNDO_W:
        return _t(_T_UNDO), shop(st)
    return (_t(_T_OFF) if word == _OFF_W else _t(_T_ASK),
            _t(_T_ASK_DOES))


def shop(st):
    """The Repair Shop's bill so far."""
    from paddock.games.nitro import places
    if not st.order.n:
        return _t(_T_NO_ORDER)
    return _t(_T_BILL) % (st.order.n, places.owed(st), st.paid)


def prompt(st, names):
    """What the seat to move is asked, when it is not a plain turn."""
    if st.aim_by >= 0:
        if st.aim_kind == _AIM_GIFT:
            return _t(_T_WHO_GETS)
        return _t(_T_WHO_HITS) % texts.card(st.aim_card)
    if st.drop_seat >= 0:
        return _t(_T_DISCARD) % ("a Weapon" if st.drop_w > 0 else "a Mod")
    ph = st.phase
    if ph == _PH_PLACE:
        return _t(_T_CHOOSE_START)
    if ph == _PH_WINDOW:
        who = names[st.cur]
        if st.win_kind == _W_LEAD:
            return _t(_T_LEADS) % who
        return _t(_T_NEXT) % who
    if ph == _PH_SHOP:
        from paddock.games.nitro import places
        owed = places.owed(st) - st.paid
        if not st.order.n:
            return _t(_T_SHOP)
        return _t(_T_PAY_MORE) % owed if owed > 0 else _t(_T_PAID)
    if ph == _PH_JUNK:
        return _t(_T_JUNK)
    if ph == _PH_GIVE:
        to = st.give_to
        return "%d extra: %s" % (st.give_left, ("give to " + names[to]) if to >= 0
                                 else "discard")
    return None
