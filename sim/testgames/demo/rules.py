"""Race to 20, the demo game's rules.

The deck holds four each of the cards 1 to 6. Every player has a hidden hand
of three and a car on space 0. On a turn the player plays one card, moves
that many spaces and draws back up to three (the discard is shuffled in when
the deck runs out). A car must land exactly on the target: a card that would
pass it bounces the car back by the excess (``overshoot`` "bounce") or leaves
it where it is ("wait"). The first car on the target wins. After MAX_ROUNDS
rounds the race is flagged and the car furthest along wins (the lower seat on
a tie).

A move is the value (1-6) of the card played. Options: ``players``,
``seats``, ``target`` (20 or 30), ``overshoot`` ("bounce" or "wait").
"""

from paddock.core import game
from paddock.core.options import seats_from
from paddock.core.deck import Pile, draw, deal
from paddock.core.save import Writer, Reader, SaveError

HAND = 3
VALUES = 6
COPIES = 4
DECK = VALUES * COPIES
MAX_ROUNDS = 40
TARGETS = (20, 30)

# Event codes, as (code, seat, a, b).
MOVED = 1     # seat played card a and moved to space b
BOUNCED = 2   # seat played card a, passed the target, bounced back to b
WAITED = 3    # seat played card a, which would pass the target; stays on b
DREW = 4      # seat drew a cards (their values stay hidden)
FINISHED = 5  # seat reached the target a and wins
FLAGGED = 6   # the round limit: seat is furthest along, on space a, and wins


class State(game.State):
    """A race in progress.

    Public fields: ``target``, ``bounce`` (bool), ``pos`` (a bytearray, one
    space a seat), ``hands`` (a Pile of up to 3 a seat), ``deck`` and
    ``discard`` (Piles), ``turn`` (the seat to play), ``winner`` (-1 until
    the race ends).
    """

    def __init__(self, players, seats, seed, target=20, bounce=True):
        super().__init__(players, seats, seed)
        self.target = target
        self.bounce = bounce
        self.pos = bytearray(players)
        self.hands = [Pile(HAND) for _ in range(players)]
        self.deck = Pile(DECK)
        self.discard = Pile(DECK)
        self.turn = 0
        self.winner = -1

    def to_move(self):
        return game.OVER if self.winner >= 0 else self.turn

    def legal(self):
        """The distinct card values in the hand of the seat to play, lowest first."""
        out = []
        if self.winner >= 0:
            return out
        for c in self.hands[self.turn]:
            if c not in out:
                out.append(c)
        out.sort()
        return out

    def landing(self, seat, card):
        """The space seat's car ends on if it plays card."""
        here = self.pos[seat]
        p = here + card
        if p <= self.target:
            return p
        return 2 * self.target - p if self.bounce else here

    def play(self, move):
        if self.winner >= 0:
            raise game.RulesError("the race is over")
        seat = self.turn
        hand = self.hands[seat]
        if not isinstance(move, int) or hand.index(move) < 0:
            raise game.RulesError("card %r is not in P%d's hand" % (move, seat + 1))
        self.events = []
        hand.remove(move)
        self.discard.push(move)
        p = self.landing(seat, move)
        if self.pos[seat] + move <= self.target:
            self.emit(MOVED, seat, move, p)
        else:
            self.emit(BOUNCED if self.bounce else WAITED, seat, move, p)
        self.pos[seat] = p
        self.moves += 1
        self.turns += 1
        if p == self.target:
            self.winner = seat
            self.emit(FINISHED, seat, p)
            return
        n = 0
        while hand.n < HAND:
            c = draw(self.deck, self.discard, self.rng)
            if c < 0:
                break
            hand.push(c)
            n += 1
        self.emit(DREW, seat, n)
        if self.turns >= MAX_ROUNDS * self.players:
            self.winner = self.standings()[0]
            self.emit(FLAGGED, self.winner, self.pos[self.winner])
            return
        self.turn = (seat + 1) % self.players

    def standings(self):
        """The winner first, then by space (furthest first), then by seat."""
        w = self.winner
        pos = self.pos
        order = list(range(self.players))
        order.sort(key=lambda s: (s != w, -pos[s], s))
        return order

    def seen_by(self, seat):
        return View(self, seat)

    def to_bytes(self):
        w = Writer()
        w.u8(self.players)
        w.raw(self.seats)
        w.u8(self.target)
        w.u8(1 if self.bounce else 0)
        w.u8(self.turn)
        w.u8(self.winner + 1)
        w.u16(self.turns)
        w.u16(self.moves)
        w.raw(self.pos)
        for h in self.hands:
            w.pile(h)
        w.pile(self.deck)
        w.pile(self.discard)
        w.rng(self.rng)
        w.rng(self.bot_rng)
        return bytes(w.buf)


class View:
    """What one seat may know: its own hand and the table, never the deck order.

    Fields: ``seat``, ``hand`` (a list), ``pos`` (bytes), ``target``,
    ``bounce``, ``players``, ``deck_left``, ``legal`` (empty unless it is
    this seat's turn).
    """

    def __init__(self, state, seat):
        self.seat = seat
        self.hand = state.hands[seat].list()
        self.pos = bytes(state.pos)
        self.target = state.target
        self.bounce = state.bounce
        self.players = state.players
        self.deck_left = state.deck.n
        self.legal = state.legal() if state.to_move() == seat else []

    def landing(self, card):
        here = self.pos[self.seat]
        p = here + card
        if p <= self.target:
            return p
        return 2 * self.target - p if self.bounce else here


def new_game(options, seed):
    from . import MIN_PLAYERS, MAX_PLAYERS

    players = options.get("players", MAX_PLAYERS)
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise game.RulesError("demo takes %d to %d players" % (MIN_PLAYERS, MAX_PLAYERS))
    seats = options.get("seats")
    seats = bytearray(seats) if seats else seats_from(None, players)
    if len(seats) != players:
        raise game.RulesError("%d seats for %d players" % (len(seats), players))
    target = options.get("target", TARGETS[0])
    if target not in TARGETS:
        raise game.RulesError("target must be 20 or 30")
    overshoot = options.get("overshoot", "bounce")
    if overshoot not in ("bounce", "wait"):
        raise game.RulesError("overshoot must be bounce or wait")
    s = State(players, seats, seed, target, overshoot == "bounce")
    for v in range(1, VALUES + 1):
        for _ in range(COPIES):
            s.deck.push(v)
    s.deck.shuffle(s.rng)
    deal(s.deck, s.hands, HAND)
    return s


def from_bytes(data):
    """Rebuild a State from its payload; SaveError if it cannot be a race."""
    from . import MIN_PLAYERS, MAX_PLAYERS

    r = Reader(data)
    players = r.u8()
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SaveError("save has %d players" % players)
    seats = r.raw()
    target = r.u8()
    bounce = r.u8()
    if len(seats) != players or max(seats) > game.HARD:
        raise SaveError("save has bad seats")
    if target not in TARGETS or bounce > 1:
        raise SaveError("save has bad options")
    s = State(players, seats, 0, target, bounce == 1)
    s.turn = r.u8()
    s.winner = r.u8() - 1
    s.turns = r.u16()
    s.moves = r.u16()
    s.pos = r.raw()
    for h in s.hands:
        r.pile(h)
    r.pile(s.deck)
    r.pile(s.discard)
    r.rng(s.rng)
    r.rng(s.bot_rng)
    r.end()
    if s.turn >= players or s.winner >= players or len(s.pos) != players:
        raise SaveError("save has a bad turn")
    if max(s.pos) > target:
        raise SaveError("save has a car past the target")
    count = bytearray(VALUES + 1)
    for pile in s.hands + [s.deck, s.discard]:
        for c in pile:
            if not 1 <= c <= VALUES:
                raise SaveError("save has a card %d" % c)
            count[c] += 1
    for v in range(1, VALUES + 1):
        if count[v] != COPIES:
            raise SaveError("save has the wrong cards")
    return s


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    code, seat, a, b = ev
    who = "P%d" % (seat + 1)
    if code == MOVED:
        return "%s plays %d, moves to %d" % (who, a, b)
    if code == BOUNCED:
        return "%s plays %d, bounces back to %d" % (who, a, b)
    if code == WAITED:
        return "%s plays %d: too far, stays on %d" % (who, a, b)
    if code == DREW:
        return "%s draws %d card%s" % (who, a, "" if a == 1 else "s")
    if code == FINISHED:
        return "%s reaches %d and wins!" % (who, a)
    if code == FLAGGED:
        return "Flag! %s is furthest, on %d, and wins" % (who, a)
    return "?"
