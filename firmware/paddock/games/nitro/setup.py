"""Nitro Set-Up: build the Wasteland, deal, place the markers, roll for first.

Functions take the ``rules.State``.
"""

from paddock.core import game
from paddock.core.deck import deal
from paddock.games.nitro import codes
from paddock.games.nitro import data

BOARD_CHOICES = (3, 4, 5, 6, 7, 8, 9, 10)


def _read(options):
    """(players, boards, prompts) from options; ValueError names a bad one."""
    players = options.get("players", 6)
    if not isinstance(players, int) or not 2 <= players <= 6:
        raise ValueError("Nitro takes 2 to 6 players")
    boards = options.get("boards", data.DEFAULT_BOARDS)
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
    seats = bytearray(seats) if seats is not None else game.seats_from(None, players)
    st = cls(players, seats, seed, boards, prompts)
    pick_boards(st)
    build_wasteland(st)
    shuffle_and_deal(st)
    return st


def pick_boards(st):
    """'Pick any 5 game boards': chosen at random, each side and way round
    at random, so every game's Wasteland looks different."""
    order = bytearray(range(data.BOARDS))
    st.rng.shuffle(order)
    for i in range(st.boards):
        face = order[i] * 2 + st.rng.below(2)
        st.layout[i] = face * 2 + st.rng.below(2)


def build_wasteland(st):
    """Lay the boards end to end, the first one's row 0 on the start edge."""
    grid = bytearray(st.cells)
    n = data.WIDTH * data.BOARD_ROWS
    for i in range(st.boards):
        v = st.layout[i]
        face = v >> 1
        cells = face_cells(face >> 1, face & 1, v & 1)
        for j in range(n):
            grid[i * n + j] = cells[j]
    st.grid = bytes(grid)


def shuffle_and_deal(st):
    """4 Wasteland cards and 2 Nitro cards each, face down."""
    for t in range(data.TYPES):
        for _ in range(data.field(t, data.COPIES)):
            st.wdeck.push(t)
    for v in range(1, data.NITRO_TOP + 1):
        for _ in range(data.NITRO_COPIES[v]):
            st.ndeck.push(v)
    st.wdeck.shuffle(st.rng)
    st.ndeck.shuffle(st.rng)
    deal(st.wdeck, st.whand, data.START_WASTELAND)
    deal(st.ndeck, st.nhand, data.START_NITRO)


def space(c):
    """The space byte for one character of a face drawing."""
    if c == 46:        # "."
        return 0
    if c == 61:        # "="
        return data.ROAD
    if 65 <= c <= 90:  # a capital: a location on the road
        return data.ROAD | ((data.PLACES.find(bytes((c,))) + 1) << 1)
    return (data.PLACES.find(bytes((c - 32,))) + 1) << 1


def face_cells(board, side, turned):
    """The spaces of one board face, row 0 first; turned: laid the other way round."""
    f = data.FACES
    at = (board * 2 + side) * data.FACE_BYTES
    w = data.WIDTH
    n = w * data.BOARD_ROWS
    out = bytearray(n)
    for i in range(n):
        out[n - 1 - i if turned else i] = space(f[at + i + i // w])  # a blank a row
    return out


def place_marker(st, seat, col):
    """'Places it on any space in the line on one edge of the Wasteland.'"""
    st.row[seat] = 0
    st.col[seat] = col
    st.emit(codes.EV_PLACE, seat, col)
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
                st.emit(codes.EV_ROLL, s, d)
                if d > best:
                    best = d
                    top = 1 << s
                elif d == best:
                    top |= 1 << s
        if top & (top - 1) == 0:
            for s in range(st.players):
                if top >> s & 1:
                    st.emit(codes.EV_FIRST, s)
                    return s
        rolling = top
