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
# The prompts: lines of texts.txt (texts.line), read at a redraw (the two
# lines' words stay here: a cursor key reads no file for them).
_T_WHO_GETS = const(149)
_T_WHO_HITS = const(150)
_T_DISCARD = const(151)
_T_CHOOSE_START = const(152)
_T_LEADS = const(153)
_T_NEXT = const(154)
_T_SHOP = const(155)
_T_PAY_MORE = const(156)
_T_PAID = const(157)
_T_JUNK = const(158)

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
                "%s; %s%d cards, %d Nitro" % ("basic Ride" if r == _BASIC else texts.card(r),
                                              gear, st.whand[v].n, st.nhand[v].n))
    if kind == _K_RIDE and v == _BASIC:
        return "Basic Ride (BR)", "road 4, desert 2; 1 Weapon, 1 Mod"
    if kind == _K_SLOT_W or kind == _K_SLOT_M:
        return ("Free %s slot" % ("Weapon" if kind == _K_SLOT_W else "Mod"),
                "equip one from your hand")
    if v >= _CODE_NITRO:
        n = v - _CODE_NITRO
        return (_with_a("Nitro %d" % n, move),
                "+%d speed while you move; pays %d at a shop" % (n, n))
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
        return words + "  A: start here", "the start edge"
    if here:
        return words, "you are here.  B: back"
    if steps:
        return words + "  A: drive", "%d step%s.  B: back" % (steps, "" if steps == 1 else "s")
    return words, "B: back"


def action(st, seat, word, moved):
    """(line 1, line 2) for an action button; moved: the player has moved."""
    if word == _MOVE_W:
        from paddock.games.nitro import drive
        here = "road" if st.grid[st.row[seat] * _W + st.col[seat]] & _ROAD else "desert"
        words = "speed %d from the %s" % (drive.budget(st, seat), here)
        if st.extra:
            words += " (Nitro +%d)" % st.extra
        if st.boost[seat]:
            words += " (%+d Event)" % st.boost[seat]
        return "MOVE  A: choose a space", words
    if word == _END_W:
        from paddock.games.nitro import ending
        limit = ending.hand_limit(st, seat)
        over = st.whand[seat].n + st.nhand[seat].n - limit
        if over > 0:
            words = "%d card%s over the limit of %d" % (over, "" if over == 1 else "s", limit)
        else:
            words = "" if moved else "you have not moved yet"
        return "END  A: end your turn", words
    if word == _PASS_W:
        return "PASS  A: play no Event now", " "
    if word == _DONE_W:
        return "DONE  A: leave the shop", shop(st)
    if word == _UNDO_W:
        return "UNDO  A: clear the order", shop(st)
    return ("OFF  A: pass; ask no more" if word == _OFF_W else "ASK  A: ask me again",
            "about Events on others' turns")


def shop(st):
    """The Repair Shop's bill so far."""
    from paddock.games.nitro import places
    if not st.order.n:
        return "nothing ordered"
    return "%d ordered, %d owed, %d paid" % (st.order.n, places.owed(st), st.paid)


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
