"""Nitro rules: the game protocol's State.

Where each rulebook section lives, in the rulebook's order: Game Components
in ``data``; Set-Up in ``setup``; Game Turn (the turn in any order, and the
Event windows of other players) in ``turn``; 1. Equip Cards in ``equip``;
2. Move and Nitro cards in ``drive``; Locations in ``places``; Play Event
Cards (and what a hit does) in ``events``; Shoot in ``shoot``; End of the
Turn and End of the Game in ``ending``. What a seat may know is ``seen``;
saves are written by ``State.to_bytes`` and read by ``payload``; log lines
and move labels are ``texts``; why a move is refused is ``why``.

A Wasteland card is its type id (``cards.CARDS``); a Nitro card is its speed
number. A hand card code (to pay or give) is a type id, or 64 + a Nitro
number. A space is ``row * data.WIDTH + column``, row 0 on the start edge.
A move is one decision, a small int:

============  ========  ================================================
move          value     decision
============  ========  ================================================
END           0         end the turn
PASS          1         play no Event card now
DONE          2         leave the Repair Shop (what was bought is paid)
UNDO          3         clear the Repair Shop order (before paying)
START + c     10-15     Set-Up: place the marker on column c, start edge
TARGET + s    20-25     the player an Event / a shot / extra cards go to
NITRO + n     31-33     play a Nitro card n while moving
EQUIP + t     100-138   equip card t from the hand
EVENT + t     200-238   play Event card t
SHOOT + t     300-338   fire the equipped Weapon t
DROP + t      400-438   discard equipped Mod or Weapon t face down
BUY + t       500-538   order card t shown at the Repair Shop
JUNK + t      600-638   take card t from the Junkyard
PAY + code    700-767   pay with a hand card at the Repair Shop
GIVE + code   800-867   give an extra card away at the end of the turn
DEST + space  1000+     move: where the marker ends
============  ========  ================================================

``to_move()`` is the seat that decides now: a pending target choice
(``aim_by``) first, then a pending discard of equipped cards
(``drop_seat``), then the phase's seat. A step with one possible choice is
taken for the player (a lone target, a forced discard, one Junkyard card).
"""

from micropython import const

from paddock.core import game
from paddock.games.nitro import SAVE_BYTES
from paddock.core.deck import Pile
# Every module play needs, loaded now while the heap is still in one piece
# (Set-Up only while it is needed: ``setup``'s docstring says when).
from paddock.games.nitro import drive, events, turn, ending

_BASIC = const(255)
_WASTELAND = const(105)
_NITRO_CARDS = const(55)  # data.NITRO
_SHOP_CARDS = const(4)
_JUNK_CARDS = const(3)
_W = const(6)  # data.WIDTH
_BOARD_ROWS = const(6)
_MAX_ROUNDS = const(100)
_PH_PLACE = const(0)
_PH_WINDOW = const(1)
_PH_SHOP = const(4)
_PH_JUNK = const(5)
_PH_GIVE = const(6)
_PH_OVER = const(7)


def new_game(options, seed):
    """A new game; options hold players, seats, boards and prompts."""
    from paddock.games.nitro import setup
    return setup.new_game(State, options, seed)


def from_bytes(payload):
    """Rebuild a State from its save payload; SaveError if it is damaged."""
    from paddock.games.nitro import payload as p
    return p.load(State, payload)


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    from paddock.games.nitro import texts
    return texts.event_text(ev)


def move_text(move):
    """A short label for a move, for menus and hints."""
    from paddock.games.nitro import texts
    return texts.move_text(move)


class State(game.State):
    """A race across the Wasteland. Public fields (seat-indexed unless said):

    Options: ``boards`` (how many), ``prompts`` (ask humans about Events off
    their turn; the view may flip it). The Wasteland: ``layout`` (a byte a
    board: face * 2 + turned, face = board * 2 + side), ``rows``, ``cells``,
    ``grid`` (bytes, a space each: bit 0 road, bits 1-3 location),
    ``finish`` (the far edge's row). Markers: ``row``, ``col``. Equipped:
    ``ride`` (a type id, or data.BASIC), ``gear`` (Piles of Mods and
    Weapons). ``boost``: speed change for the next move (ints). Hands:
    ``whand`` (Wasteland), ``nhand`` (Nitro). Decks: ``wdeck``,
    ``wdiscard`` (bottom first), ``ndeck``, ``ndiscard``. Face up:
    ``shop``, ``order`` (ordered there), ``paid``, ``junk``.

    The turn: ``phase``, ``cur``, ``first``, ``round``, ``moved``,
    ``extra`` (Nitro speed played this move), ``nitros`` (how many),
    ``fired`` (Weapon types fired this turn). Windows: ``win_kind``,
    ``win_pos`` (1.. seats after ``cur``). Pending choices: ``aim_by``,
    ``aim_kind``, ``aim_card``, ``aim_mask`` (a bit a seat);
    ``drop_seat``, ``drop_w``, ``drop_m``, ``drop_keep`` (gear index that
    stays). End of turn: ``give_to`` (-1: discard), ``give_left``.
    ``winner`` -1 until the race ends.
    """

    def __init__(self, players, seats, seed, boards, prompts=True):
        super().__init__(players, seats, seed)
        n = players
        self.boards = boards
        self.prompts = prompts
        self.layout = bytearray(boards)
        self.rows = boards * _BOARD_ROWS
        self.cells = self.rows * _W
        self.finish = self.rows - 1
        self.grid = bytes(self.cells)
        drive.reach(self.cells)     # the move search's buffers, made now
        self.row = bytearray(n)
        self.col = bytearray(n)
        self.ride = bytearray([_BASIC] * n)
        self.gear = [Pile(8) for _ in range(n)]
        self.boost = [0] * n
        self.whand = [Pile(_WASTELAND) for _ in range(n)]
        self.nhand = [Pile(_NITRO_CARDS) for _ in range(n)]
        self.wdeck = Pile(_WASTELAND)
        self.wdiscard = Pile(_WASTELAND)
        self.ndeck = Pile(_NITRO_CARDS)
        self.ndiscard = Pile(_NITRO_CARDS)
        self.shop = Pile(_SHOP_CARDS)
        self.order = Pile(_SHOP_CARDS)
        self.paid = 0
        self.junk = Pile(_JUNK_CARDS)
        self.phase = _PH_PLACE
        self.cur = 0
        self.first = 0
        self.round = 0
        self.moved = False
        self.extra = 0
        self.nitros = 0
        self.fired = Pile(8)
        self.win_kind = 0
        self.win_pos = 0
        self.aim_by = -1
        self.aim_kind = 0
        self.aim_card = 0
        self.aim_mask = 0
        self.drop_seat = -1
        self.drop_w = 0
        self.drop_m = 0
        self.drop_keep = -1
        self.give_to = -1
        self.give_left = 0
        self.winner = -1

    # Who decides, and what they may do.
    def to_move(self):
        if self.phase == _PH_OVER:
            return game.OVER
        if self.aim_by >= 0:
            return self.aim_by
        if self.drop_seat >= 0:
            return self.drop_seat
        if self.phase == _PH_WINDOW:
            return (self.cur + self.win_pos) % self.players
        return self.cur

    def legal(self):
        return turn.legal(self)

    def why_not(self, move):
        """Why a move is not legal now (one short line), or None."""
        from paddock.games.nitro import why
        return why.why_not(self, move)

    def play(self, move):
        self.check(move)
        self.events = []
        self.moves += 1
        turn.apply(self, self.to_move(), move)
        self.settle()

    def settle(self):
        """Take every step that has one possible choice; skip Event windows
        for players who may not be asked."""
        while self.phase != _PH_OVER:
            if self.phase == _PH_WINDOW and self.aim_by < 0 and self.drop_seat < 0:
                if turn.window_settled(self):
                    continue
                return
            forced = (self.aim_by >= 0 or self.drop_seat >= 0 or self.phase == _PH_JUNK
                      or self.phase == _PH_GIVE or self.phase == _PH_SHOP)
            if not forced:
                return
            moves = self.legal()
            if len(moves) != 1:
                return
            turn.apply(self, self.to_move(), moves[0])

    def standings(self):
        return ending.standings(self)

    car_events = b"\x01\x08\x12\x13"   # codes.EV_PLACE, EV_MOVE, EV_BACK, EV_FORWARD

    def race_flag(self):
        """The race lights: white once a marker is on the last game board
        (the finish is on its far edge), or in the round the race is called."""
        last = max(self.row) > self.finish - _BOARD_ROWS
        return game.FINAL if last or self.round >= _MAX_ROUNDS else 0

    def seen_by(self, seat):
        from paddock.games.nitro import seen     # the bots' (and a hint's) alone
        return seen.Seen(self, seat)

    # Saves: written here (no module to compile mid-game), read by payload.
    SAVED = ("phase", "cur", "first", "round", "moved", "extra", "nitros",
             "win_kind", "win_pos", "aim_by", "aim_kind", "aim_card", "aim_mask",
             "drop_seat", "drop_w", "drop_m", "drop_keep", "give_to", "give_left",
             "paid", "winner")
    BOOST = 16

    def piles(self):
        """Every pile, in save order."""
        out = [self.wdeck, self.wdiscard, self.ndeck, self.ndiscard, self.shop,
               self.order, self.junk, self.fired]
        for s in range(self.players):
            out.append(self.gear[s])
            out.append(self.whand[s])
            out.append(self.nhand[s])
        return out

    def to_bytes(self, w=None):
        """The save payload (payload.py says what is in it), written on at the
        end of w if given (the record the console is writing), else as bytes."""
        if w is None:
            from paddock.core.save import Writer   # the codec: a save's code only
            return bytes(self.to_bytes(Writer(SAVE_BYTES)).buf)
        w.u8(self.players)
        w.raw(self.seats)
        w.u8(self.boards)
        w.u8(1 if self.prompts else 0)
        w.raw(self.layout)
        w.rng(self.rng)
        w.rng(self.bot_rng)
        w.u30(self.turns)
        w.u30(self.moves)
        for name in self.SAVED:
            w.u8(int(getattr(self, name)) + 1)
        w.raw(self.row)
        w.raw(self.col)
        w.raw(self.ride)
        for b in self.boost:
            w.u8(b + self.BOOST)
        for p in self.piles():
            w.pile(p)
        return w
