"""The Stock Car Championship Racing Card Game: the game protocol's State.

Where each rulebook section lives, in the rulebook's order: 2. Game Setup
and 3. Qualifying in ``setup`` and ``qualify``; 4. Sequence Of Play in ``track_phase``,
``action_phase`` (with the CHALLENGE card) and ``refill_phase``;
5. Track Occurrences (passing, gaps, yellow flags, pit stops) in
``occurrences``; 6. Keeping Track of Races and How To Race A Season in
``season``; 7. Optional House Rules where each one applies (pass statistics
and advanced challenges in ``action_phase``, out of race results in
``occurrences.knock_out``); the Advanced Rules in ``occurrences`` (pit
stops, making up time) and ``track_phase`` (event checks from the reserve).
Legal moves: ``legal``; why not: ``texts.why_not``. What a seat may know:
``seen``. Saves: ``payload``. Log lines: ``texts``.

A move is a small int, one decision (``codes``):

=================  =======  ===============================================
move               value    decision
=================  =======  ===============================================
CARD + id          0-59     play that Driver card: to qualify, to make the
                            lap count, as an action, a response (BLOCK,
                            CHALLENGE, DRAFT), to get by a CRASH AHEAD, for
                            a challenge, to discard in the pits, to exit
DONE               60       end the move, no response, stay out, no more
                            pit discards, decline a challenge
PIT                61       declare a pit stop
DRAW               62       challenge with the top card of the DRAW PILE
AGAIN              63       PASS 2: try the second car
FOLLOW_P + id      64-123   advanced challenge: DRAFT card id, follow the
                            passing car
FOLLOW_D + id      128-187  ... follow the challenged car
=================  =======  ===============================================

``phase`` names the decision and ``to_move()`` the seat making it; a turn
of several decisions keeps the same seat. A decision with one legal move is
taken for the player. Qualifying, the lap count and the pit exit are played
face down: nobody sees them until every driver has chosen.
"""

from paddock.core import game
from paddock.core.deck import Pile
from paddock.games.stockcar import data
# Every module a race needs all the way, loaded now while the heap is still
# in one piece (a module first loaded mid-race goes into a fragmented heap).
# ``setup`` (a race's start and end) and ``qualify`` are loaded for those and
# dropped between.
from paddock.games.stockcar import occurrences, track_phase, action_phase  # noqa: F401
from paddock.games.stockcar import refill_phase, legal, season, seen  # noqa: F401

from micropython import const

# Track cards and table values (``events`` names them for tests), folded.
_ENGINE_TROUBLE = const(8)
_CAR_TOO_TIGHT = const(9)
_BODY_DAMAGE = const(10)

# Codes (``codes``), folded into the bytecode.
_QUALIFY = const(0)
_PITTING = const(1)
_SLOW = const(8)
_OVER = const(12)
_OUT = const(2)

NONE = 255


def new_game(options, seed):
    """A new game; options holds players, seats and the OPTIONS keys."""
    from paddock.games.stockcar import setup
    return setup.new_game(State, options, seed)


def from_bytes(payload):
    from paddock.games.stockcar import restore    # the view drops it
    return restore.load(State, payload)


def event_text(ev):
    """One log line for an event, in the rulebook's words."""
    from paddock.games.stockcar import texts
    return texts.event_text(ev)


def move_text(move):
    """A short label for a move, for menus and hints."""
    from paddock.games.stockcar import texts
    return texts.move_text(move)


class State(game.State):
    """A race (or a season of races). Public fields, seat-indexed unless said:

    Options: ``track`` (this race's track: 0 SuperSpeedway, 1 One Mile
    Oval, 2 Short Track), ``length`` (race laps), ``length_i``, ``stats``,
    ``outrule``, ``advchal``, ``advanced`` (0/1), ``season`` (a
    ``season.Season``).

    Driver cards (Piles of ids): ``hands``, ``draws`` (DRAW PILE),
    ``discs`` (DISCARD PILE, top last), ``reserves`` (advanced RESERVE
    DECK), ``perms`` (LEARN THE TRACK, GOOD ENGINE SETTING, GOOD CAR SETUP
    next to the draw pile), ``pend`` (cards played face down, not yet
    shown). Track cards: ``tdeck``, ``tdisc``, ``table`` (this turn's lap
    and event cards), ``evs`` (event cards in front of a driver until a pit
    stop); ``tkind``/``tval`` give each track card's kind and value.

    The track: ``line`` (slots front first: a seat, or SLOW + card for SLOW
    TRAFFIC) with ``nline`` used, ``gap`` (car lengths open in front of each
    slot), ``offq``/``noff`` (advanced: cars off the lead draft, nearest
    first) and ``behind`` (their seconds). ``status`` RACING, PITTING or
    OUT; ``outturn`` the turn a car went out; ``outs`` house-rule out of
    race results; ``down`` laps down; ``tw`` TWO WIDE; ``hit`` HIGH IN
    TURN; ``lapn`` cards used for the lap count (NONE: no actions left);
    ``moved``; ``led`` laps led; ``pitfrom`` race position entering the
    pits; ``pole``.

    The turn: ``turn_no`` (of this race), ``laps_done``, ``count`` (the lap
    count to make), ``record`` (laps recorded this turn), ``yellow``,
    ``groove``, ``final``. Decisions: ``phase``, ``cur``, ``queue``/``qi``
    (the seats still to decide, in order), ``mover``, ``acts`` (actions
    left), ``first`` (the mover has not acted yet), the action under way
    ``pa_card``, ``pa_step`` (PASS 2: 1 or 2), ``pa_def``, ``pa_fill``,
    ``dq`` (the slot asked to DRAFT), the challenge ``ch_p``/``ch_d``
    (cards chosen, NONE, or DRAW), ``fol``/``fol_side``.
    """

    # What a save holds by name, in its order (``payload`` writes, ``restore``
    # reads): here, loaded once, since each name a codec module holds costs a
    # look-up through every name in the heap each time an autosave loads it.
    SAVE_SETUP = ("track0", "length_i", "stats", "outrule", "advchal", "advanced")
    SAVE_SEATS = ("behind", "status", "outturn", "outs", "down", "tw", "hit", "lapn",
                  "moved", "pitfrom")
    SAVE_SMALL = ("track", "pole", "turn_no", "count", "yellow", "groove", "final", "phase",
                  "nq", "qi", "mover", "acts", "first", "pa_card", "pa_step", "pa_def",
                  "pa_fill", "dq", "ch_p", "ch_d", "fol", "fol_side")
    SAVE_PILES = ("hands", "draws", "discs", "reserves", "perms", "pend", "evs")

    def __init__(self, players, seats, seed, opts):
        super().__init__(players, seats, seed)
        (self.track0, self.length_i, self.stats, self.outrule, self.advchal,
         self.advanced, races) = opts
        self.season = season.Season(players, races, self.track0)
        self.track = self.track0
        self.length = data.LENGTHS[self.track][self.length_i]
        n = players
        self.hands = [Pile(12) for _ in range(n)]
        self.draws = [Pile(data.DECK) for _ in range(n)]
        self.discs = [Pile(data.DECK) for _ in range(n)]
        self.reserves = [Pile(data.DECK if self.advanced else 0) for _ in range(n)]
        self.perms = [Pile(3) for _ in range(n)]        # one of each permanent card
        self.pend = [Pile(12) for _ in range(n)]
        self.evs = [Pile(8) for _ in range(n)]          # a deck holds 8 held events
        self.tdeck = Pile(data.DECK)
        self.tdisc = Pile(data.DECK)
        self.table = Pile(data.DECK)
        self.tkind = bytearray(data.DECK)
        self.tval = bytearray(data.DECK)
        self.line = bytearray(n + 8)
        self.gap = bytearray(n + 8)
        self.nline = 0
        self.offq = bytearray(n)
        self.noff = 0
        for name in ("behind", "status", "outturn", "outs", "down", "tw", "hit",
                     "lapn", "moved", "pitfrom"):
            setattr(self, name, bytearray(n))
        self.led = [0] * n
        self.queue = bytearray(n)
        self.nq = 0
        self.qi = 0
        self.pole = 0
        self.turn_no = 0
        self.laps_done = 0
        self.count = 0
        self.record = 0
        self.yellow = 0
        self.groove = 0
        self.final = 0
        self.phase = _QUALIFY
        self.cur = 0
        self.mover = 0
        self.acts = 0
        self.first = 0
        self.pa_card = NONE
        self.pa_step = 0
        self.pa_def = NONE
        self.pa_fill = 0
        self.dq = 0
        self.ch_p = NONE
        self.ch_d = NONE
        self.fol = NONE
        self.fol_side = 0

    # The protocol.
    def to_move(self):
        return game.OVER if self.phase == _OVER else self.cur

    def legal(self):
        return legal.legal(self)

    def why_not(self, move):
        """Why move is not legal now (one short line), or None if it is."""
        from paddock.games.stockcar import texts
        return texts.why_not(self, move)

    def play(self, move):
        if self.phase == _OVER:
            raise game.RulesError("the race is over")
        if move not in legal.legal(self):
            raise game.RulesError("move %r is not legal now" % (move,))
        self.events = []
        self.moves += 1
        legal.apply(self, move)

    def standings(self):
        """Seats, winner first: the season table, or for a single race the
        finishing order (while the race runs: ``finish.standings``)."""
        sea = self.season
        if sea.races > 1 and sea.done:
            return sea.standings()
        if not sea.done:
            from paddock.games.stockcar import finish
            return finish.standings(self)
        order = list(range(self.players))
        order.sort(key=lambda s: (sea.last_pos[s], s))
        return order

    def can_act(self, seat):
        """False once seat has no decision left: the game is over, or its
        car is OUT OF RACE in the season's last race (in a season, a car
        knocked out races again in the next race)."""
        sea = self.season
        return not self.over() and (self.status[seat] != _OUT
                                    or sea.done + 1 < sea.races)

    # C.EV_TO_REAR, EV_CRASH_PASS, EV_PASSES, EV_FREE_PASS, EV_PITS, EV_EXITS,
    # EV_CATCHES: a car changes place in the line
    car_events = b"\x0b\x0c\x11\x12\x1d\x1f\x23"

    def race_flag(self):
        """The race lights: yellow for a turn under the yellow flag, white
        for the race's final turn (its laps reach the race's length)."""
        return game.CAUTION if self.yellow else (game.FINAL if self.final else 0)

    def seen_by(self, seat):
        return seen.Seen(self, seat)

    def to_bytes(self, w=None):
        from paddock.games.stockcar import payload
        return payload.dump(self, w)

    # Card limits: the Game Setup Table, adjusted by permanent and event cards.
    def placed(self, seat, perm, what):
        """How many permanent cards of effect what (perm=1), or event cards of
        kind what (perm=0), are in front of seat."""
        n = 0
        p = self.perms[seat] if perm else self.evs[seat]
        table = data.EFFECT if perm else self.tkind
        for i in range(p.n):
            if table[p.cards[i]] == what:
                n += 1
        return n

    def hand_limit(self, seat):
        """Hand size: GOOD CAR SETUP +1, CAR TOO TIGHT -1, each out of race -1."""
        n = (data.HAND[self.track] + self.placed(seat, 1, data.CAR_SETUP)
             - self.placed(seat, 0, _CAR_TOO_TIGHT) - self.outs[seat])
        return n if n > 1 else 1

    def card_limit(self, seat):
        """Cards to play a turn: LEARN THE TRACK +1, ENGINE TROUBLE -1."""
        n = (data.PLAY[self.track] + self.placed(seat, 1, data.LEARN_TRACK)
             - self.placed(seat, 0, _ENGINE_TROUBLE))
        return n if n > 0 else 0

    def refill_count(self, seat):
        """Cards to refill: GOOD ENGINE SETTING +1, BODY DAMAGE -1."""
        n = (data.REFILL[self.track] + self.placed(seat, 1, data.ENGINE_SETTING)
             - self.placed(seat, 0, _BODY_DAMAGE))
        return n if n > 0 else 0

    def has(self, seat, eff):
        h = self.hands[seat]
        for i in range(h.n):
            if data.EFFECT[h.cards[i]] == eff:
                return True
        return False

    def draw_card(self, seat):
        """The top card of seat's DRAW PILE, or -1. Basic rules reshuffle the
        DISCARD PILE when it runs out; advanced rules wait for a pit stop."""
        d = self.draws[seat]
        if d.n == 0 and not self.advanced:
            disc = self.discs[seat]
            for i in range(disc.n):
                d.push(disc.cards[i])
            disc.clear()
            d.shuffle(self.rng)
        return d.pop() if d.n else -1

    def can_draw(self, seat):
        return self.draws[seat].n > 0 or (not self.advanced and self.discs[seat].n > 0)

    def top_speed(self, seat):
        """Speed rating of the top card of seat's DISCARD PILE (0 if none)."""
        d = self.discs[seat]
        return data.speed(d.cards[d.n - 1]) if d.n else 0

    def slot_of(self, seat):
        """seat's slot in the line (0 leads), or -1 off it."""
        line = self.line
        for i in range(self.nline):
            if line[i] == seat:
                return i
        return -1

    def race_order(self):
        """Seats still in the race, leader first: fewest laps down, then the
        lead draft's line, the cars off it by seconds, then the pits."""
        out = []
        for i in range(self.nline):
            if self.line[i] < _SLOW:
                out.append(self.line[i])
        for i in range(self.noff):
            out.append(self.offq[i])
        n = len(out)
        for s in range(self.players):        # the pits, in the order they went in
            if self.status[s] == _PITTING:
                j = len(out)
                while j > n and self.pitfrom[out[j - 1]] > self.pitfrom[s]:
                    j -= 1
                out.insert(j, s)
        down = self.down
        for i in range(1, len(out)):         # fewest laps down first, stably
            s = out[i]
            j = i
            while j > 0 and down[out[j - 1]] > down[s]:
                out[j] = out[j - 1]
                j -= 1
            out[j] = s
        return out
