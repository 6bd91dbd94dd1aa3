"""Zoom Zoom Vroom rules: the game protocol's State.

Where each rulebook section lives, in the rulebook's order: Setup in
``setup``; Playing a Trick steps 1-3 and Tune Up in ``turn``; Resolving a
Trick steps 1-5, End of Round and End of Game in ``resolve``; the Card
Special Effects, with the New 0 Suit and 0/5 Cards, in ``effects``. What a
seat may know is ``seen``; saves are ``payload``; log lines are ``texts``.

A card is its suit id (``data``). A move is a small int, one decision:

================  ======  =================================================
move              value   decision
================  ======  =================================================
PLAY + s          0-6     step 1: play a card of suit s face up
TUNE + s          10-16   Tune Up: play a card of suit s face down
Z05_0, Z05_5      20, 21  0/5 Cards: play the 0/5 card as a 0 or a 5
FX_GAS, FX_SPEED  22, 23  a 0: gain one removed gas, or +1 speed
GAS + n           30-35   step 2: spend n gas on the card
DISCARD + s       40-46   after the 0/5: discard a card of suit s
================  ======  =================================================

A turn is the card, then a 0's effect, then the gas, then the 0/5's
discard; ``to_move()`` stays on the seat and ``phase`` names the next
decision. A step with one possible choice (no gas to spend, a 0 with no
removed gas, one suit left to discard) is taken for the player; step 3,
speed, is automatic.
"""

from paddock.core import game
from paddock.core.deck import Pile
from paddock.games.zoomzoom import data
from paddock.games.zoomzoom import effects
from paddock.games.zoomzoom import resolve
from paddock.games.zoomzoom import setup
from paddock.games.zoomzoom import turn
from paddock.games.zoomzoom.data import fragile, printed

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_AS0 = const(8)
_AS5 = const(9)
_DISCARD = const(40)
_DONE = const(4)
_DOWN = const(7)
_DROP = const(3)
_EFFECT = const(1)
_FX_SPEED = const(23)
_GAS = const(30)
_PICK = const(0)
_PLAY = const(0)
_SPEND = const(2)
_TUNE = const(10)


def new_game(options, seed):
    """A new game; options holds players, seats and the OPTIONS keys."""
    return setup.new_game(State, options, seed)


def from_bytes(payload):
    """Rebuild a game from ``to_bytes()``; ``core.save.SaveError`` if bad."""
    from paddock.games.zoomzoom import payload as p
    return p.load(State, payload)


def options_problem(options):
    """Why options cannot be played together (one short line), or None."""
    return setup.problem(options)


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    from paddock.games.zoomzoom import texts
    return texts.event_text(ev)


def move_text(move):
    """A short label for a move, for menus and hints."""
    from paddock.games.zoomzoom import texts
    return texts.move_text(move)


class State(game.State):
    """A game of Zoom Zoom Vroom. Public fields (seat-indexed unless said):

    ``track`` 0 A, 1 B, 2 Original Speed; ``larger`` (bool); ``zero`` 0 off,
    1-6 the suit id the 0 suit replaces, 7 a 7th suit; ``z05`` (bool);
    ``counts`` cards of each suit id in the game. Piles: ``deck``,
    ``discard``, ``aside`` (Larger Hands' undealt cards), ``facedown`` (this
    trick's Tune Ups), ``hands``. Gas: ``gas``, ``middle``, ``removed`` (out
    of the game, kept apart from unused gas). ``pos`` speed token space,
    ``boost`` the 0 suit's +1 speeds this round, ``laps``, ``lap_pool``,
    ``has05`` (0/5 card not used yet), ``seen`` face-up cards of each suit
    this round. ``round``, ``trick`` (1-6), ``lead``, ``phase``,
    ``pending`` (the card being played). The trick in play order:
    ``t_seat``, ``t_card`` (suit id, _DOWN, _AS0 or _AS5), ``t_gas``, ``t_n``.
    ``winner`` the game's winner or -1.
    """

    def __init__(self, players, seats, seed, track, larger, zero, z05):
        super().__init__(players, seats, seed)
        self.track = track
        self.larger = larger
        self.zero = zero
        self.z05 = z05
        self.counts = data.deck_counts(players, larger, zero)
        size = sum(self.counts)
        self.deck = Pile(size)
        self.discard = Pile(size)
        self.aside = Pile(size)
        self.facedown = Pile(players)
        self.hands = [Pile(data.LARGER_HAND) for _ in range(players)]
        self.gas = bytearray(players)
        self.pos = bytearray(players)
        self.boost = bytearray(players)
        self.laps = bytearray(players)
        self.has05 = bytearray(players)
        self.seen = bytearray(data.SUITS)
        self.t_seat = bytearray(players)
        self.t_card = bytearray(players)
        self.t_gas = bytearray(players)
        self.t_n = 0
        self.middle = 0
        self.removed = 0
        self.lap_pool = players + 1
        self.round = 1
        self.trick = 1
        self.lead = 0
        self.phase = _PICK
        self.pending = 0
        self.winner = -1

    def to_move(self):
        if self.phase == _DONE:
            return game.OVER
        if self.phase == _PICK:
            return (self.lead + self.t_n) % self.players
        return self.t_seat[self.t_n - 1]

    def in_trick(self, card):
        """True when card is face up in the trick (Tune Ups do not count)."""
        for i in range(self.t_n):
            if self.t_card[i] == card:
                return True
        return False

    def speed(self, seat):
        """Step 3: the value above the speed token, plus the 0 suit's +1s."""
        track = data.TRACKS[self.track]
        return track[min(self.pos[seat], len(track) - 1)] + self.boost[seat]

    def final(self, i):
        """Final card number of trick entry i: card + gas + speed (-1 down)."""
        card = self.t_card[i]
        if card == _DOWN:
            return -1
        v = printed(card)
        if fragile(card) and self.in_trick(data.S1):
            v = 0
        return v + self.t_gas[i] + self.speed(self.t_seat[i])

    def why_not(self, move):
        """Why a card (a _PLAY, _TUNE or Z05 move) cannot be played, or None."""
        return turn.why_not(self, move)

    def legal(self):
        return turn.legal(self)

    def play(self, move):
        self.check(move)
        self.events = []
        self.moves += 1
        seat = self.to_move()
        if self.phase == _PICK:
            turn.step1(self, seat, move)
        elif self.phase == _EFFECT:
            effects.zero_effect(self, seat, move)
        elif self.phase == _SPEND:
            turn.step2(self, seat, move - _GAS)
        else:
            effects.discard_05(self, seat, move - _DISCARD)
        self.take_forced()

    def end_turn(self):
        """The seat's turn is over; the last one resolves the trick."""
        self.turns += 1
        self.phase = _PICK
        if self.t_n == self.players:
            resolve.resolve_trick(self)

    def take_forced(self):
        """Take every step that has only one choice."""
        while True:
            seat = self.to_move()
            if self.phase == _EFFECT and not self.removed:
                effects.zero_effect(self, seat, _FX_SPEED)
            elif self.phase == _SPEND and not self.gas[seat]:
                turn.step2(self, seat, 0)
            elif self.phase == _DROP and len(self.legal()) == 1:
                effects.discard_05(self, seat, self.legal()[0] - _DISCARD)
            else:
                return

    def gain(self, seat, n):
        """Give seat n gas; any over five is removed. Returns the gas lost."""
        total = self.gas[seat] + n
        lost = total - data.START_GAS if total > data.START_GAS else 0
        self.gas[seat] = total - lost
        self.removed += lost
        return lost

    def standings(self):
        return resolve.standings(self)

    car_events = b"\x10\x11"   # codes.EV_SPEED, EV_LAP: the speed token, the lap

    def race_flag(self):
        """The race lights: white for the round's final trick ("The winner
        of the final trick completes one lap")."""
        return game.FINAL if self.trick == data.TRICKS else 0

    def seen_by(self, seat):
        from paddock.games.zoomzoom import seen
        return seen.Seen(self, seat)

    def to_bytes(self, w=None):
        from paddock.games.zoomzoom import payload
        return payload.dump(self, w)
