"""Helpers that play Nitro's screen by key presses, as a player would, for
the Nitro view tests (this module has no tests of its own).

``do(sim, view, move)`` makes any rules move through the keys: it walks the
panel cursor (UP/DOWN rows, RIGHT items) to the item that makes the move and
presses A, or opens the map (MOVE) and walks the map cursor to the space.
The helpers every game's screen tests share are in screens.py.
"""

import screens


def decided(view):
    """Your decision, drawn as yours: the keys' code comes in a module a tick
    after the move that makes it yours, and the panel shows it after that."""
    return view.turns.my_turn() and view.mine


def to_my_turn(sim, view, ready=decided, **kw):
    """screens.to_my_turn, until the screen shows the decision as yours."""
    return screens.to_my_turn(sim, view, ready, **kw)

# view_items' special item moves (the MOVE, OFF and ASK buttons)
ENTER_MAP, PROMPTS_OFF, PROMPTS_ON = -2, -3, -4
N_TABLE, N_CHIPS, N_GEAR, N_HAND0, N_HAND1, N_ACT = range(6)


def hint_move(view):
    """The hard bot's move for the seat to move (what Select would hint)."""
    from paddock.games.nitro import bots
    st = view.state
    return bots.hint(st.seen_by(st.to_move()))[0]


def to_my_phase(sim, view, phase, limit=80):
    """Play the hard bot's moves by keys until a fresh turn of phase."""
    st = view.state
    for _ in range(limit):
        to_my_turn(sim, view)
        if st.phase == phase and st.aim_by < 0 and st.drop_seat < 0 and not st.moved:
            return
        do(sim, view, hint_move(view))
    raise AssertionError("phase %d never came" % phase)


def find(view, move):
    """(nav row, column, hand offset or None) of the item that makes move."""
    rows = view.items       # chips, gear, hand, buttons, table
    for n, r in ((N_TABLE, 4), (N_CHIPS, 0), (N_GEAR, 1), (N_ACT, 3)):
        for i, it in enumerate(rows[r]):
            if it[2] == move:
                return n, i, None
    shown = 7 * view.hand_rows     # hand cards on show: one or two rows of 7
    for i, it in enumerate(rows[2]):
        if it[2] == move:
            off = max(0, i // 7 * 7 - shown + 7)
            k = i - off
            return N_HAND0 + k // 7, k % 7, off
    return None


def do(sim, view, move):
    """Make move with key presses (the map for a start space or a move)."""
    from paddock.games.nitro import codes, data
    st = view.state
    if move >= codes.DEST or codes.START <= move < codes.TARGET:
        if st.phase != codes.PH_PLACE and view.focus != 1:
            panel(sim, view, ENTER_MAP)
        assert view.focus == 1
        if move >= codes.DEST:
            row, col = divmod(move - codes.DEST, data.WIDTH)
        else:
            row, col = 0, move - codes.START
        for _ in range(80):
            if view.crow == row:
                break
            sim.press("UP" if view.crow < row else "DOWN")
        for _ in range(8):
            if view.ccol == col:
                break
            sim.press("RIGHT" if view.ccol < col else "LEFT")
        assert (view.crow, view.ccol) == (row, col)
        sim.press("A")
        caught_up(sim, view)
        return
    if view.focus == 1:
        sim.press("B")
    panel(sim, view, move)


def panel(sim, view, move):
    got = find(view, move)
    assert got, (move, view.items)
    row, col, off = got
    for _ in range(40):
        if view.nrow == row and (off is None or view.hoff == off):
            break
        sim.press("DOWN")
    assert view.nrow == row
    for _ in range(10):
        if view.col == col:
            break
        sim.press("RIGHT")
    assert view.col == col
    sim.press("A")
    caught_up(sim, view)


def caught_up(sim, view, most=3000):
    """Let the log tell the move's events: the board shows a move once its
    last log line is on (the bots wait a while after that)."""
    for _ in range(most // 10):
        if view.turns.held is None:
            return
        sim.advance(10)
    raise AssertionError("the board never caught up with the log")


# -- positions: cards moved about so every card stays accounted for ----------
def take(st, t):
    """Card t out of the Wasteland deck, its discard or a rival's hand."""
    for pile in [st.wdeck, st.wdiscard] + list(st.whand):
        if pile.index(t) >= 0:
            pile.remove(t)
            return t
    raise AssertionError("no card %d to take" % t)


def set_hand(st, seat, cards, nitro=None):
    """Seat's Wasteland hand becomes cards (and its Nitro hand nitro)."""
    for c in st.whand[seat].list():
        st.wdeck.push(c)
    st.whand[seat].clear()
    for t in cards:
        st.whand[seat].push(take(st, t))
    if nitro is not None:
        for n in st.nhand[seat].list():
            st.ndeck.push(n)
        st.nhand[seat].clear()
        for n in nitro:
            st.ndeck.remove(n)
            st.nhand[seat].push(n)


def set_gear(st, seat, ride, gear):
    from paddock.games.nitro import data
    if st.ride[seat] != data.BASIC:
        st.wdeck.push(st.ride[seat])
    st.ride[seat] = take(st, ride) if ride != data.BASIC else ride
    for c in st.gear[seat].list():
        st.wdeck.push(c)
    st.gear[seat].clear()
    for t in gear:
        st.gear[seat].push(take(st, t))


def add_card(st, seat, t):
    st.whand[seat].push(take(st, t))
