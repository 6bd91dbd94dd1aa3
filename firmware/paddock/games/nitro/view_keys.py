"""Nitro's screen while you decide: the keys, where the cursor is, and the
two lines on what it is on. ``view.GameView`` loads this module when a
decision is yours and drops it while the others play (the bots' code takes
its place), so functions here take the view.

The panel: UP/DOWN choose a row (players, equipped cards, hand, buttons),
LEFT/RIGHT an item. A uses it; B jumps to the buttons (to END once you have
moved; END before moving asks for A on END again). MOVE opens the map,
whose cursor keeps to the spaces a move may end on: A drives there, B goes
back.
"""

from micropython import const

from paddock.hal import UP, DOWN, LEFT, RIGHT, A, B
from paddock.ui import palette, text
from paddock.games.nitro import cards, view_items as vi, view_words as vw

_W = const(6)               # data.WIDTH
_MOD = const(1)
_WEAPON = const(2)
_END = const(0)
_PASS = const(1)
_START = const(10)
_SHOOT = const(300)
_DROP = const(400)
_BUY = const(500)
_JUNK = const(600)
_PAY = const(700)
_GIVE = const(800)
_DEST = const(1000)
_EVENT_PLAY = const(200)    # codes.EVENT
_PH_PLACE = const(0)
_PH_WINDOW = const(1)
_PH_TURN = const(2)
_PH_SHOP = const(4)
_PH_JUNK = const(5)
_PH_GIVE = const(6)
_TOP = const(14)            # view_draw._TOP
_PX = const(62)             # view_draw._PX
_CHIP_Y = const(14)         # view_draw._CHIP_Y
_GEAR_Y = const(33)         # view_draw._GEAR_Y
_HAND_Y = const(50)         # view_draw._HAND_Y
_CELL = const(10)           # nitro_sheets.CELL
_CW = const(14)             # nitro_sheets.CW
_CH = const(16)             # nitro_sheets.CH
_BW = const(24)             # nitro_sheets.BW
_BH = const(12)             # nitro_sheets.BH
_ENTER_MAP = const(-2)      # view_items._ENTER_MAP
_PROMPTS_OFF = const(-3)    # view_items._PROMPTS_OFF
_PROMPTS_ON = const(-4)     # view_items._PROMPTS_ON
_K_SEAT = const(0)          # view_items._K_SEAT
_K_WORD = const(6)          # view_items._K_WORD
_PANEL = const(0)           # view._PANEL
_MAP = const(1)             # the map has the cursor (view: _PANEL or this)
# Panel rows, top to bottom (the table sits over the map, first).
_N_TABLE = const(0)
_N_CHIPS = const(1)
_N_GEAR = const(2)
_N_HAND0 = const(3)
_N_ACT = const(5)


# -- what is where -------------------------------------------------------------
def row(v, n):
    """(the items of nav row n, the first one's index, how many)."""
    it = v.items
    if n == _N_TABLE:
        got = it[4]
    elif n == _N_CHIPS:
        got = it[0]
    elif n == _N_GEAR:
        got = () if it[4] else it[1]    # the shop's cards are on show there
    elif n == _N_ACT:
        got = it[3]
    else:
        k = n - _N_HAND0
        first = v.hoff + 7 * k
        got = it[2]
        return got, first, (max(0, min(7, len(got) - first)) if k < v.hand_rows else 0)
    return got, 0, len(got)


def item(v):
    got, first, n = row(v, v.nrow)
    return got[first + v.col] if v.col < n else None


def marks(v, it):
    """A bit a seat: the players to show as targets for item it."""
    st = v.state
    if st.aim_by >= 0:
        return st.aim_mask
    if it is not None and _SHOOT <= it[2] < _DROP:
        from paddock.games.nitro import shoot
        return shoot.targets(st, v.turns.holder, it[1])
    return 0


def why(st, it, legal):
    """Why item it's move cannot be made now, or None (also for look-only items)."""
    move = it[2]
    if move == -1 or move <= _PROMPTS_OFF or move in legal:
        return None
    if move == _ENTER_MAP:
        if not vi.refused(it, legal):
            return None
        return "you have moved this turn" if st.moved else "nowhere to go"
    if _DROP <= move < _BUY and st.drop_seat >= 0:
        t = move - _DROP
        if cards.kind(t) == _WEAPON and st.drop_w <= 0:
            return "a Mod must go, not a Weapon"
        if cards.kind(t) == _MOD and st.drop_m <= 0:
            return "a Weapon must go, not a Mod"
        return "the card just fitted stays"
    if _BUY <= move < _JUNK and st.paid:
        return "paying has begun: order is fixed"
    if _BUY <= move < _JUNK:
        t = move - _BUY
        for c in st.order:
            if c == t:
                return "ordered already (UNDO clears)"
        return "you cannot pay for that too"
    if _PAY <= move < _GIVE:
        return "paid in full: DONE" if st.order.n else "order a card first"
    if st.phase == _PH_WINDOW and not _EVENT_PLAY <= move < _SHOOT:
        return "only Event cards now"
    return st.why_not(move) or "not now"


# -- the cursor ----------------------------------------------------------------
def moved(v):
    """The cursor moved (or all was redrawn): frame, map, the two lines."""
    st = v.state
    it = None
    if v.focus == _MAP:
        v.scroll(v.crow, True)
        x, y = v.cell_xy(v.crow, v.ccol)
        v.frame_at(x, y, _CELL, _CELL)
    else:
        it = item(v)
        _frame_item(v)
    targets = marks(v, it)
    focus = -1
    if targets:
        s = 0
        while not targets >> s & 1:
            s += 1
        focus = st.row[s]
    if it is not None and it[0] == _K_SEAT:
        focus = st.row[it[1]]
    if v.focus != _MAP:
        v.scroll(st.row[st.to_move()] if focus < 0 else focus)
    v.show_map(targets)
    _lines(v, it)


def _lines(v, it):
    st = v.state
    seat = v.turns.holder
    why_not = None
    if v.focus == _MAP:
        sp = v.crow * _W + v.ccol
        move = (_START + v.ccol) if st.phase == _PH_PLACE else _DEST + sp
        here = sp == st.row[seat] * _W + st.col[seat]
        steps = 0
        if move >= _DEST and move in v.legal:
            from paddock.games.nitro import drive
            steps = drive.reach_for(st, seat, drive.budget(st, seat)).need(sp)
        one, two = vw.space(st, sp, steps, here)
        if move not in v.legal and not here:
            why_not = st.why_not(move)
    elif it is None:
        one = two = " "
    else:
        why_not = why(st, it, v.legal)
        if it[0] == _K_WORD:
            one, two = vw.action(st, seat, it[1], st.moved)
        else:
            one, two = vw.item(st, it, v.names[it[1]] if it[0] == _K_SEAT else "",
                               why_not is not None)
    if v.ending and it is not None and it[2] == _END:
        why_not = "not moved yet: A again ends the turn"
    line = v.lines[1]
    line.color = palette.WARN if why_not else palette.FG
    text.put(v.lines[0], one)
    text.put(line, why_not or two or " ")


def _frame_item(v):
    n = v.nrow
    c = v.col
    if n == _N_CHIPS:
        v.frame_at(_PX + c * _CW + 2, _CHIP_Y, _CELL, _CELL)
    elif n == _N_GEAR or n == _N_TABLE:     # the shop's cards take the gear's row
        v.frame_at(_PX + c * _CW, _GEAR_Y, _CW - 1, _CH - 1)
    elif n == _N_ACT:
        v.frame_at(_PX + c * _BW, v.act_y, _BW - 1, _BH - 1)
    else:
        v.frame_at(_PX + c * _CW, _HAND_Y + (n - _N_HAND0) * _CH, _CW - 1, _CH - 1)


def place(v):
    """A new situation for the player: put the cursor on its first choice."""
    st = v.state
    where = (st.phase, st.aim_by, st.drop_seat, st.to_move(), st.moved)
    if where != v.where:
        v.where = where
        v.focus = _PANEL
        v.hoff = 0
        ph = st.phase
        if st.aim_by >= 0:
            _first(v, _N_CHIPS)
        elif st.drop_seat >= 0:
            _first(v, _N_GEAR)
        elif ph == _PH_PLACE:
            v.focus = _MAP
            v.crow = 0
            v.ccol = 1
        elif ph == _PH_WINDOW:
            if not _first(v, _N_HAND0) and not _first(v, _N_HAND0 + 1):
                _first(v, _N_ACT)
        elif ph == _PH_SHOP or ph == _PH_JUNK:
            _first(v, _N_TABLE)
        elif ph == _PH_GIVE:
            _first(v, _N_HAND0)
        elif ph == _PH_TURN:
            if not st.moved or not _first(v, _N_GEAR):
                _to_buttons(v)
    _clamp(v)


def _to_buttons(v):
    """The buttons' row, on END once the player has moved (MOVE is grey)."""
    v.nrow = _N_ACT
    v.col = 0
    acts = v.items[3]
    if len(acts) > 1 and vi.refused(acts[0], v.legal):
        v.col = 1


def _first(v, n):
    """Cursor on the first choosable item of nav row n; False if none."""
    got, first, k = row(v, n)
    for i in range(k):
        it = got[first + i]
        if it[2] != -1 and not why(v.state, it, v.legal):
            v.nrow = n
            v.col = i
            return True
    return False


def _clamp(v):
    while v.hoff and v.hoff >= len(v.items[2]):
        v.hoff -= 7
    if not row(v, v.nrow)[2]:
        for n in (_N_ACT, _N_HAND0, _N_GEAR, _N_CHIPS):
            if row(v, n)[2]:
                v.nrow = n
                break
    v.col = max(0, min(v.col, row(v, v.nrow)[2] - 1))


def _step_row(v, step):
    hand = len(v.items[2])
    n = v.nrow
    if step > 0 and n == _N_HAND0 + v.hand_rows - 1 and v.hoff + 7 * v.hand_rows < hand:
        v.hoff += 7
        v.draw_rows(v.items, v.dims)
        return
    if step < 0 and n == _N_HAND0 and v.hoff:
        v.hoff -= 7
        v.draw_rows(v.items, v.dims)
        return
    for _ in range(6):
        n = (n + step) % 6
        if row(v, n)[2]:
            break
    v.nrow = n
    _clamp(v)


# -- keys ------------------------------------------------------------------------
def key(v, k):
    if v.focus == _MAP:
        _key_map(v, k)
    elif k == LEFT or k == RIGHT:
        n = row(v, v.nrow)[2]
        if n:
            v.col = (v.col + (1 if k == RIGHT else -1)) % n
        moved(v)
    elif k == UP or k == DOWN:
        _step_row(v, -1 if k == UP else 1)
        moved(v)
    elif k == B:
        if v.items[3]:
            _to_buttons(v)
            moved(v)
    elif k == A:
        _press(v, item(v))


def _press(v, it):
    if it is None:
        return
    st = v.state
    move = it[2]
    if why(st, it, v.legal):
        moved(v)                # the second line says why
    elif move == _ENTER_MAP:
        _open_map(v)
    elif move == _PROMPTS_OFF or move == _PROMPTS_ON:
        st.prompts = move == _PROMPTS_ON
        v.options["prompts"] = "on" if st.prompts else "off"
        if move == _PROMPTS_OFF:
            v.play(_PASS)       # this question too
        else:
            v.redraw()
    elif move == _END and not st.moved and not v.ending and v.reach:
        v.ending = True         # not moved: A on END again ends the turn
        moved(v)
    elif move >= 0:
        v.play(move)


def _open_map(v):
    """MOVE: the map cursor on the space in reach nearest the far edge."""
    st = v.state
    seat = st.to_move()
    best = st.row[seat] * _W + st.col[seat]
    for m in v.legal:
        if m >= _DEST and (m - _DEST) // _W > best // _W:
            best = m - _DEST
    v.crow = best // _W
    v.ccol = best % _W
    v.focus = _MAP
    moved(v)


def _key_map(v, k):
    """The map cursor keeps to the spaces a move may end on: LEFT/RIGHT
    the next one along the row, UP/DOWN the nearest in the next row that
    has one (Set-Up: the start edge's columns)."""
    st = v.state
    if st.phase == _PH_PLACE:
        if k == LEFT or k == RIGHT:
            v.ccol = max(0, min(_W - 1, v.ccol + (1 if k == RIGHT else -1)))
        elif k == A:
            v.play(_START + v.ccol)
            return
    elif k == LEFT or k == RIGHT:
        step = 1 if k == RIGHT else -1
        c = v.ccol + step
        while 0 <= c < _W:
            if v.crow * _W + c in v.reach:
                v.ccol = c
                break
            c += step
    elif k == UP or k == DOWN:
        step = 1 if k == UP else -1
        r = v.crow + step
        while 0 <= r < st.rows:
            for d in range(_W):     # the column nearest the cursor's
                for c in (v.ccol - d, v.ccol + d):
                    if 0 <= c < _W and r * _W + c in v.reach:
                        v.crow = r
                        v.ccol = c
                        moved(v)
                        return
            r += step
    elif k == B:
        v.focus = _PANEL
        _to_buttons(v)
    elif k == A:
        move = _DEST + v.crow * _W + v.ccol
        if move in v.legal:
            v.focus = _PANEL
            v.play(move)
            return
    moved(v)
