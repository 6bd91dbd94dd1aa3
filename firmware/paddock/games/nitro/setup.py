"""Nitro Set-Up: build the Wasteland, deal, place the markers, roll for first.

Functions take the ``rules.State``. A race needs this module only until the
markers are placed (and a save, to lay its Wasteland again), so it is
imported where it is used, and the screen drops it once the race is under way.
"""

from micropython import const

from paddock.core.options import seats_from
from paddock.core.deck import deal
from paddock.games.nitro import cards

_W = const(6)               # data.WIDTH
_BOARD_ROWS = const(6)
_BOARDS = const(10)
_DEFAULT_BOARDS = const(5)
_ROAD = const(1)
_TYPES = const(39)
_COPIES = const(2)
_NITRO_TOP = const(3)
_START_WASTELAND = const(4)
_START_NITRO = const(2)
_EV_PLACE = const(1)
_EV_ROLL = const(2)
_EV_FIRST = const(3)

BOARD_CHOICES = (3, 4, 5, 6, 7, 8, 9, 10)


def _read(options):
    """(players, boards, prompts) from options; ValueError names a bad one."""
    players = options.get("players", 6)
    if not isinstance(players, int) or not 2 <= players <= 6:
        raise ValueError("Nitro takes 2 to 6 players")
    boards = options.get("boards", _DEFAULT_BOARDS)
    if boards not in BOARD_CHOICES:
        raise ValueError("boards must be 3 to 10, not %s" % (boards,))
    prompts = options.get("prompts", "on")
    if prompts not in ("on", "off"):
        raise ValueError("prompts must be on or off")
    seats = options.get("seats")
    if seats is not None and len(seats) != players:
        raise ValueError("%d seats for %d players" % (len(seats), players))
    return players, boards, prompts == "on"


def new_game(cls, options, seed):
    """A new State of class cls, set up up to the markers' placing."""
    players, boards, prompts = _read(options)
    seats = options.get("seats")
    seats = bytearray(seats) if seats is not None else seats_from(None, players)
    st = cls(players, seats, seed, boards, prompts)
    pick_boards(st)
    build_wasteland(st)
    shuffle_and_deal(st)
    return st


def pick_boards(st):
    """'Pick any 5 game boards': chosen at random, each side and way round
    at random, so every game's Wasteland looks different."""
    order = bytearray(range(_BOARDS))
    st.rng.shuffle(order)
    for i in range(st.boards):
        face = order[i] * 2 + st.rng.below(2)
        st.layout[i] = face * 2 + st.rng.below(2)


def build_wasteland(st):
    """Lay the boards end to end, the first one's row 0 on the start edge."""
    grid = bytearray(st.cells)
    n = _W * _BOARD_ROWS
    for i in range(st.boards):
        v = st.layout[i]
        face = v >> 1
        cells = face_cells(face >> 1, face & 1, v & 1)
        for j in range(n):
            grid[i * n + j] = cells[j]
    st.grid = bytes(grid)


def shuffle_and_deal(st):
    """4 Wasteland cards and 2 Nitro cards each, face down."""
    for t in range(_TYPES):
        for _ in range(cards.field(t, _COPIES)):
            st.wdeck.push(t)
    for v in range(1, _NITRO_TOP + 1):
        for _ in range(cards.NITRO_COPIES[v]):
            st.ndeck.push(v)
    st.wdeck.shuffle(st.rng)
    st.ndeck.shuffle(st.rng)
    deal(st.wdeck, st.whand, _START_WASTELAND)
    deal(st.ndeck, st.nhand, _START_NITRO)


def space(c):
    """The space byte for one character of a face drawing."""
    if c == 46:        # "."
        return 0
    if c == 61:        # "="
        return _ROAD
    if 65 <= c <= 90:  # a capital: a location on the road
        return _ROAD | (b"BGJR".find(bytes((c,))) + 1) << 1
    return (b"BGJR".find(bytes((c - 32,))) + 1) << 1


def face(f):
    """Face f's drawing: line f of ``boards.txt`` beside this module, its
    rows from the start side on, a blank after each."""
    path = __file__
    with open(path[:path.rfind("/") + 1] + "boards.txt", "rb") as lines:
        for _ in range(f):
            lines.readline()
        return lines.readline()


def face_cells(board, side, turned):
    """The spaces of one board face, row 0 first; turned: laid the other way round."""
    f = face(board * 2 + side)
    n = _W * _BOARD_ROWS
    out = bytearray(n)
    for i in range(n):
        out[n - 1 - i if turned else i] = space(f[i + i // _W])  # a blank a row
    return out


def place_marker(st, seat, col):
    """'Places it on any space in the line on one edge of the Wasteland.'"""
    st.row[seat] = 0
    st.col[seat] = col
    st.emit(_EV_PLACE, seat, col)
    if seat + 1 < st.players:
        st.cur = seat + 1
        return
    from paddock.games.nitro import turn
    st.first = first_player(st)
    st.round = 1
    turn.start_turn(st, st.first)


def first_player(st):
    """'Each player rolls the die ... highest ... (in case of a tie, reroll)'."""
    rolling = (1 << st.players) - 1
    while True:
        best = 0
        top = 0
        for s in range(st.players):
            if rolling >> s & 1:
                d = st.rng.between(1, 6)
                st.emit(_EV_ROLL, s, d)
                if d > best:
                    best = d
                    top = 1 << s
                elif d == best:
                    top |= 1 << s
        if top & (top - 1) == 0:
            for s in range(st.players):
                if top >> s & 1:
                    st.emit(_EV_FIRST, s)
                    return s
        rolling = top
