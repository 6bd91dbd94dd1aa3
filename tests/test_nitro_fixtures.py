"""Nitro test helpers: set a position up directly, play moves, check invariants.

Other ``test_nitro_*`` files import these; the tests here check that the
helpers themselves build positions where every card is accounted for.
"""

from paddock.core import game
from paddock.games.nitro import codes, data, rules

W = data.WIDTH
ROAD_ROW = "=" * W
SAND_ROW = "." * W


def new(players=3, seed=1, seats=None, **options):
    """A game with human seats (so nothing plays by itself), prompts off."""
    opts = {"players": players, "seats": bytearray(seats or [game.HUMAN] * players),
            "prompts": "off"}
    opts.update(options)
    return rules.new_game(opts, seed)


def wasteland(st, rows):
    """Lay a drawn Wasteland over st's: rows of W characters, row 0 first
    ('.' desert, '=' road, a capital letter a location on the road, a small
    one in the desert); missing rows are road."""
    grid = bytearray(st.cells)
    for r in range(st.rows):
        text = rows[r] if r < len(rows) else ROAD_ROW
        for c in range(W):
            grid[r * W + c] = _space(text[c])
    st.grid = bytes(grid)


def _space(ch):
    if ch == ".":
        return 0
    if ch == "=":
        return data.ROAD
    place = "BGJR".index(ch.upper()) + 1
    return (data.ROAD if ch.isupper() else 0) | place << 1


def position(st, cur=0, at=None, hands=None, nitro=None, rides=None, gear=None,
             deck_top=(), nitro_top=(), discard=(), moved=False):
    """Set the table: markers (row, col) a seat, Wasteland and Nitro hands,
    Rides and gear; deck_top / nitro_top are drawn first (last drawn first),
    discard is the Wasteland discard pile, bottom first. Every other card
    goes to the decks in a fixed order. Then it is cur's turn, in the TURN
    phase (no Event window open, no choice pending)."""
    n = st.players
    left = [data.field(t, data.COPIES) for t in range(data.TYPES)]
    nleft = list(data.NITRO_COPIES)

    def take_w(t):
        assert left[t] > 0, "more %s than the deck has" % t
        left[t] -= 1
        return t

    def take_n(v):
        assert nleft[v] > 0, "more Nitro %d than the deck has" % v
        nleft[v] -= 1
        return v

    for s in range(n):
        st.whand[s].set([take_w(t) for t in (hands[s] if hands else ())])
        st.nhand[s].set([take_n(v) for v in (nitro[s] if nitro else ())])
        st.ride[s] = take_w(rides[s]) if rides and rides[s] is not None else data.BASIC
        st.gear[s].set([take_w(t) for t in (gear[s] if gear else ())])
        r, c = at[s] if at else (0, s % W)
        st.row[s] = r
        st.col[s] = c
        st.boost[s] = 0
    st.wdiscard.set([take_w(t) for t in discard])
    top = [take_w(t) for t in deck_top]
    ntop = [take_n(v) for v in nitro_top]
    rest = []
    for t in range(data.TYPES):
        rest += [t] * left[t]
    st.wdeck.set(rest + top)
    nrest = []
    for v in range(1, data.NITRO_TOP + 1):
        nrest += [v] * nleft[v]
    st.ndeck.set(nrest + ntop)
    st.ndiscard.clear()
    for p in (st.shop, st.order, st.junk, st.fired):
        p.clear()
    st.paid = 0
    st.phase = codes.PH_TURN
    st.cur = cur
    st.first = 0
    st.round = 1
    st.moved = moved
    st.extra = 0
    st.nitros = 0
    st.win_kind = st.win_pos = 0
    st.aim_by = st.drop_seat = st.give_to = st.winner = -1
    st.aim_mask = st.drop_w = st.drop_m = st.give_left = 0
    st.drop_keep = -1
    check(st)
    return st


def play(st, *moves):
    """Play moves in order (each must be legal); returns every event made."""
    events = []
    for m in moves:
        assert m in st.legal(), "%s not legal: %s (%s)" % (
            rules.move_text(m), [rules.move_text(x) for x in st.legal()], st.why_not(m))
        st.play(m)
        events.extend(st.events)
    return events


def only(events, code):
    return [e for e in events if e[0] == code]


def dest(row, col):
    return codes.DEST + row * W + col


def reachable(st):
    """The (row, col) spaces the seat to move may drive to now."""
    return sorted(divmod(m - codes.DEST, W) for m in st.legal() if m >= codes.DEST)


def counts(st):
    """(Wasteland count by type, Nitro count by number) over every place."""
    w = [0] * data.TYPES
    nit = [0] * (data.NITRO_TOP + 1)
    piles = [st.wdeck, st.wdiscard, st.shop, st.junk] + list(st.whand) + list(st.gear)
    for p in piles:
        for c in p:
            w[c] += 1
    for r in st.ride:
        if r != data.BASIC:
            w[r] += 1
    for p in [st.ndeck, st.ndiscard] + list(st.nhand):
        for v in p:
            nit[v] += 1
    return w, nit


def check(st):
    """The invariants: every card accounted for, markers on the Wasteland,
    equipped cards within the Ride's slots (unless a discard is pending)."""
    w, nit = counts(st)
    assert w == [data.field(t, data.COPIES) for t in range(data.TYPES)], w
    assert nit[1:] == list(data.NITRO_COPIES[1:]), nit
    for s in range(st.players):
        assert 0 <= st.row[s] < st.rows and 0 <= st.col[s] < W
        assert st.ride[s] == data.BASIC or data.kind(st.ride[s]) == data.RIDE
        for c in st.gear[s]:
            assert data.kind(c) in (data.MOD, data.WEAPON)
        if st.drop_seat != s:
            assert data.count(st.gear[s], data.WEAPON) <= data.weapon_slots(st.ride[s])
            assert data.count(st.gear[s], data.MOD) <= data.mod_slots(st.ride[s])
    for c in st.order:
        assert st.shop.index(c) >= 0
    assert st.winner < 0 or st.row[st.winner] == st.finish or st.round > data.MAX_ROUNDS


# The helpers' own tests.

def test_position_accounts_for_every_card():
    st = position(new(3), hands=[[0, 24], [16], []], nitro=[[1, 3], [], [2]],
                  rides=[1, None, None], gear=[[8], [], [17]], discard=[30, 31],
                  deck_top=[5], nitro_top=[3])
    assert st.wdeck.top() == 5 and st.ndeck.top() == 3
    assert st.wdiscard.list() == [30, 31]
    assert counts(st)[0][1] == 3


def test_position_refuses_more_cards_than_the_deck_has():
    try:
        position(new(2), hands=[[19, 19, 19], []])
    except AssertionError:
        return
    raise AssertionError("three Rocket Launchers were accepted")


def test_wasteland_draws_terrain_and_locations():
    st = new(2, boards=3)
    wasteland(st, [".=B.g."])
    assert st.grid[0] == 0 and st.grid[1] == data.ROAD
    assert st.grid[2] == data.ROAD | data.BAR << 1
    assert st.grid[4] == data.GAS_STATION << 1
    assert st.grid[W] == data.ROAD


def test_play_refuses_an_illegal_move():
    st = position(new(2))
    try:
        play(st, dest(17, 0))
    except AssertionError:
        return
    raise AssertionError("a move to the far edge was accepted")
