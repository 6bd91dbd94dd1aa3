"""Nascard rules: the game protocol's State.

Where each rulebook section lives, in the rulebook's order: Game Setup in
``setup``; Management of Your Hand and Your Tires in ``hand``; Game Rounds
1. Play Cards in ``play_cards``; 2. Move Cars Forward (with Advancing the
Cars), 3. End of the Round and End of the Game in ``move_cars``; the Rivals
Module in ``rivals``; the Suit Bonuses in ``bonuses``. What a seat may know
is ``View`` (below); the legal moves ``moves``; saves are ``payload``; log lines
are ``texts``.

A card is its number, 1-58 (its suit: ``data.suit``). A car is a seat
0..players-1, then the rival cars. A move is a small int, one decision:

=================  =======  ==============================================
move               value    decision
=================  =======  ==============================================
PLAY + card        1-58     Play Cards: play that card face up
PIT                60       Play Cards: make a Pit Stop instead
USE_BONUS          61       Economy: activate the played suit's Bonus
SKIP_BONUS         62       Economy: do not activate it
BURN + card        65-122   a Bonus's cost: burn that card
BLISTER + card     129-186  Trading paint or a Bonus: Blister that card
DISCARD + card     193-250  over the hand limit: discard that card
=================  =======  ==============================================

A turn is the card (or the Pit Stop), then the Bonus decision, then its
costs one card at a time, then the hand limit; ``to_move()`` stays on the
seat and ``phase`` names the next decision. A cost with one way to pay it
(one card to burn, as many cards as Blisters owed) is paid for the player.
Moving the cars, the rivals and the End of the Round follow the last
player's turn within the same ``play()``.
"""

from paddock.core import game
from paddock.core.deck import Pile
from paddock.games.nascard import data
from paddock.games.nascard import moves
from paddock.games.nascard import play_cards

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``: bots, views and tests read them there), folded into the bytecode.
_PICK = const(0)
_DONE = const(5)
_RIVAL = const(8)


def new_game(options, seed):
    """A new race; options holds players, seats and the OPTIONS keys. The
    Setup's code is needed for this alone: it is imported here, and a race's
    screen forgets it once the race is set up."""
    from paddock.games.nascard import setup
    return setup.new_game(State, options, seed)


def from_bytes(payload):
    from paddock.games.nascard import payload as p
    return p.load(State, payload)


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    from paddock.games.nascard import texts
    return texts.event_text(ev)


def move_text(move):
    """A short label for a move, for menus and hints."""
    from paddock.games.nascard import texts
    return texts.move_text(move)


class State(game.State):
    """A Nascard race. Public fields (indexed by car unless said):

    ``rivals`` how many rival cars, ``cars`` players + rivals; options
    ``track_kind`` (0 shuffled, 1 first) and ``bonus_kind`` (0 first game,
    1 random). ``track`` 16 Track cards from the Start/Finish card forward,
    each ``id << 1 | side``; ``caution`` their Caution bits (1 inside, 2
    outside). ``bonus`` the Bonus card in play per suit; ``trump`` the trump
    suit. Piles: ``deck``, ``discard``, per seat ``hands`` and ``blisters``
    (Blister Tire cards, face down). ``pos`` spaces driven from the
    Start/Finish card (the Track card is ``pos % 16``; 16 and more: the flag
    side), ``lane`` 0 inside, 1 outside. This round: ``card`` the card played
    (0 none; a rival's is face down until the cars move), ``pit`` (per seat)
    the Pit card turned over, ``as_trump`` the blue Bonus, ``extra`` a yellow
    Bonus's extra spaces. ``order`` the seats in position order, ``turn`` an
    index into it; ``phase``, ``pending`` (the Bonus being paid, 0 none),
    ``owed`` (Blister Tires still to pay). ``round``, ``final`` (the end of
    the game is triggered), ``winner`` (a car, -1 while racing).
    """

    def __init__(self, players, seats, seed, rivals=0, track_kind=0, bonus_kind=0):
        super().__init__(players, seats, seed)
        cars = players + rivals
        self.rivals = rivals
        self.cars = cars
        self.track_kind = track_kind
        self.bonus_kind = bonus_kind
        self.track = bytearray(data.TRACK_CARDS)
        self.caution = bytearray(data.TRACK_CARDS)
        self.bonus = bytearray(data.FIRST_GAME)
        self.trump = 0
        self.deck = Pile(data.CARDS)
        self.discard = Pile(data.CARDS)
        self.hands = [Pile(data.CARDS) for _ in range(players)]
        self.blisters = [Pile(data.CARDS) for _ in range(players)]
        self.pos = bytearray(cars)
        self.lane = bytearray(cars)
        self.card = bytearray(cars)
        self.pit = bytearray(players)
        self.as_trump = bytearray(cars)
        self.extra = bytearray(cars)
        self.order = bytearray(range(players))
        self.turn = 0
        self.phase = _PICK
        self.pending = 0
        self.owed = 0
        self.round = 0
        self.final = 0
        self.winner = -1

    # What the protocol asks.
    def to_move(self):
        if self.phase == _DONE:
            return game.OVER
        return self.order[self.turn]

    def legal(self):
        return moves.legal(self)

    def why_not(self, move):
        """Why move cannot be made now (one short line), or None if it can."""
        return moves.why_not(self, move)

    def bonus_problem(self, seat, card):
        """Why the Bonus of card could not be activated if seat played it now
        (a trump card, a cost seat cannot pay), or None."""
        return moves.bonus_problem(self, seat, card)

    def play(self, move):
        self.check(move)
        self.events = []
        self.moves += 1
        play_cards.decide(self, self.order[self.turn], move)

    def won_by(self):
        """The winning seat, or -1 when a rival car won."""
        return self.winner if 0 <= self.winner < self.players else -1

    def standings(self):
        """The seats in race order (rival cars left out), winner first."""
        out = []
        for car in self.ranking():
            if car < self.players:
                out.append(car)
        return out

    car_events = b"\x11\x14"   # codes.EV_MOVE, EV_PUSHED

    def race_flag(self):
        """The race lights: yellow while the car to move is on a space with
        the Caution symbol, white once a car is on its last lap."""
        if self.on_caution(self.to_move()):
            return game.CAUTION
        return game.FINAL if max(self.pos) >= (data.LAPS - 1) * data.LAP else 0

    def seen_by(self, seat):
        return View(self, seat)

    def to_bytes(self, w=None):
        from paddock.games.nascard import payload
        return payload.dump(self, w)

    # Shared helpers, for the rules modules, bots' view and tests.
    def who(self, car):
        """The event 'who' of a car: its seat, or RIVAL + its rival number."""
        return car if car < self.players else _RIVAL + car - self.players

    def is_trump(self, car):
        """True when the car's card resolves with the trump suit."""
        c = self.card[car]
        return c > 0 and (data.suit(c) == self.trump or self.as_trump[car])

    def laps(self, car):
        """Times the car has crossed the Finish Line (1: its flag side up)."""
        return self.pos[car] // data.LAP

    def on_caution(self, car):
        """True when the car is on a space with the Caution symbol."""
        return bool(self.caution[self.pos[car] % data.LAP] & (1 << self.lane[car]))

    def at(self, index, lane, skip=-1):
        """The car on Track card index's lane (skipping car skip), or -1."""
        pos = self.pos
        for car in range(self.cars):
            if car != skip and pos[car] % data.LAP == index and self.lane[car] == lane:
                return car
        return -1

    def ranking(self):
        """Every car, farthest forward first; inside before outside."""
        out = list(range(self.cars))
        pos = self.pos
        lane = self.lane
        out.sort(key=lambda c: lane[c] - 4 * pos[c])
        return out


# -- what one seat may know, the only thing a bot reads ---------------------------
class View:
    """What ``seat`` may know: its own hand and Blister Tires, everything face up.

    Fields: ``seat``, ``players``, ``cars``, ``to_move``, ``phase``,
    ``legal`` (empty unless it is this seat's move), ``hand`` and
    ``blistered`` (own cards), ``hand_n`` and ``blister_n`` (counts, per
    seat), ``pos``, ``lane``, ``card`` (per car: this round's card face up,
    0 if none or face down), ``rival_suit`` (per car: a face-down rival card's
    suit + 1, else 0), ``pit``, ``as_trump``, ``extra``, ``trump``,
    ``bonus``, ``caution``, ``order``, ``turn``, ``round``, ``final``,
    ``pending``/``owed`` (own Bonus being paid), ``deck_n``, ``discard_n``,
    ``top`` (the top discard, -1 none) and ``unseen`` (per card number, 1 if
    this seat cannot see where it is: the deck, other hands, other Blister
    Tires, rivals' face-down cards).
    """

    def __init__(self, st, seat):
        n = st.players
        self.seat = seat
        self.players = n
        self.cars = st.cars
        self.to_move = st.to_move()
        mine = self.to_move == seat
        self.phase = st.phase
        self.legal = st.legal() if mine else []
        self.pending = st.pending if mine else 0
        self.owed = st.owed if mine else 0
        self.hand = bytearray(st.hands[seat].list())
        self.blistered = bytearray(st.blisters[seat].list())
        self.hand_n = bytearray(n)
        self.blister_n = bytearray(n)
        for p in range(n):
            self.hand_n[p] = st.hands[p].n
            self.blister_n[p] = st.blisters[p].n
        self.pos = bytes(st.pos)
        self.lane = bytes(st.lane)
        self.card = bytearray(st.card)
        self.rival_suit = bytearray(st.cars)
        for car in range(n, st.cars):
            c = st.card[car]
            if c:
                self.card[car] = 0
                self.rival_suit[car] = data.suit(c) + 1
        self.pit = bytes(st.pit)
        self.as_trump = bytes(st.as_trump)
        self.extra = bytes(st.extra)
        self.trump = st.trump
        self.bonus = bytes(st.bonus)
        self.caution = bytes(st.caution)
        self.order = bytes(st.order)
        self.turn = st.turn
        self.round = st.round
        self.final = st.final
        self.deck_n = st.deck.n
        self.discard_n = st.discard.n
        self.top = st.discard.top()
        unseen = bytearray(b"\x01" * (data.CARDS + 1))
        unseen[0] = 0
        for pile in (self.hand, self.blistered):
            for c in pile:
                unseen[c] = 0
        d = st.discard
        for i in range(d.n):
            unseen[d.cards[i]] = 0
        for c in self.card:
            unseen[c] = 0
        self.unseen = unseen

    def on_caution(self, car):
        return bool(self.caution[self.pos[car] % data.LAP] & (1 << self.lane[car]))

    def is_trump(self, car):
        c = self.card[car]
        return c > 0 and (data.suit(c) == self.trump or self.as_trump[car])
