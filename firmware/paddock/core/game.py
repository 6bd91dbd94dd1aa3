"""The game protocol every Paddock game implements.

A game is a package ``paddock.games.<id>`` whose ``__init__`` holds only
metadata (so the menu can list it cheaply), with ``rules.py`` and ``bots.py``
beside it. ``rules.new_game(options, seed)`` returns a State (a subclass of
``State`` below); ``rules.from_bytes(data)`` rebuilds one from a save.

A move is a small int; each game documents its encoding. ``legal()`` lists the
moves of the seat ``to_move()``; ``play(move)`` applies one. Chance comes from
``state.rng`` only, so a seed and the list of moves replay a game exactly.
Bots draw their own tie-breaks from ``state.bot_rng``, a second stream, so a
bot's choices never change the cards or dice.

States keep their fields public and documented so a test can set up any
position directly (a hand, a track position, a trump suit).
"""

from paddock.core.rng import Rng

# Seat kinds, stored one byte per seat in ``State.seats``.
HUMAN = 0
RANDOM = 1
EASY = 2
NORMAL = 3
HARD = 4

OVER = -1  # to_move() once the game has ended

# State.race_flag(): what the race lights show besides the seat to move.
CAUTION = 1   # a caution or yellow flag
FINAL = 2     # the final lap or trick


class RulesError(ValueError):
    """A move that is not legal now, or a position that cannot be."""


class State:
    """Base of every game's State. Subclasses fill in the rules."""

    def __init__(self, players, seats, seed):
        self.players = players
        self.seats = seats
        self.rng = Rng(seed)
        self.bot_rng = Rng(seed + 7919)
        self.turns = 0      # completed turns, as the rulebook counts them
        self.moves = 0      # moves played
        self.events = []    # (code, seat, a, b) tuples from the last play()

    # What every game defines.
    def to_move(self):
        raise NotImplementedError

    def legal(self):
        raise NotImplementedError

    def play(self, move):
        raise NotImplementedError

    def over(self):
        return self.to_move() == OVER

    def standings(self):
        """Seat indices, winner first."""
        raise NotImplementedError

    def won_by(self):
        """The seat that won, or -1 when no seat did (a rival car, a lost solo race)."""
        s = self.standings()
        return s[0] if s else -1

    def can_act(self, seat):
        """False once seat has no decision left in this race (knocked out):
        with no human seat able to act, the console offers to skip to the result."""
        return not self.over()

    def seen_by(self, seat):
        """What seat may know: the only thing a bot reads."""
        raise NotImplementedError

    # The race lights and sounds: what a game says when it has them.
    car_events = b""   # event codes in which a car moves (the car's sound)

    def race_flag(self):
        """CAUTION, FINAL, or 0 for a race under the green flag."""
        return 0

    def to_bytes(self):
        raise NotImplementedError

    # Shared helpers.
    def is_bot(self, seat):
        return self.seats[seat] != HUMAN

    def emit(self, code, seat=-1, a=0, b=0):
        self.events.append((code, seat, a, b))

    def check(self, move):
        if move not in self.legal():
            raise RulesError("move %r is not legal now" % (move,))


def bot_think(state, bots):
    """The bot in the seat to move, thinking a slice at a time.

    A generator: each ``next()`` does one short slice of thinking and yields
    None, and its last yield is the move. A bots module with
    ``think(view, kind, rng)``, a generator of the same shape, is sliced
    that way; one with only ``choose(view, kind, rng)`` decides in one slice.
    A screen steps it once a tick, so keys stay live while bots think.
    """
    seat = state.to_move()
    kind = state.seats[seat]
    if kind == RANDOM:
        legal = state.legal()
        yield legal[state.bot_rng.below(len(legal))]
        return
    view = state.seen_by(seat)
    think = getattr(bots, "think", None)
    if think is None:
        yield bots.choose(view, kind, state.bot_rng)
        return
    for m in think(view, kind, state.bot_rng):
        yield m
        if m is not None:
            return


def finish(steps):
    """The move at the end of a thinking generator, all slices at once."""
    for m in steps:
        if m is not None:
            return m
    raise RulesError("a bot stopped thinking without a move")


def bot_move(state, bots):
    """The move the bot in the seat to move picks, from what that seat may see."""
    return finish(bot_think(state, bots))


def play_out(state, bots, max_moves=100000):
    """Let bots play every seat until the game ends; returns the moves made."""
    n = 0
    while not state.over():
        if n >= max_moves:
            raise RulesError("game did not end within %d moves" % max_moves)
        state.play(bot_move(state, bots))
        n += 1
    return n
