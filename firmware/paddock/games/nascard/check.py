"""Nascard: is a loaded save a position the rules can reach?

Run by ``core.save.validate`` from ``payload.load`` and dropped after.
Every Driving card somewhere once, the track and Bonus cards real, cars on
distinct spaces, this round's cards and Pit cards only for the seats that
have played, and the decision under way one the seat can make.
"""

from paddock.core.save import SaveError
from paddock.core.valid import each, fail, is_perm, ranges, seats, tally
from paddock.games.nascard import bonuses, data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_PICK = const(0)
_BONUS = const(1)
_BURNING = const(2)
_BLISTERING = const(3)
_DISCARDING = const(4)
_DONE = const(5)

# A race takes some 10-20 rounds; 100 leaves room below the byte the save keeps.
_RANGES = ("trump", 0, data.SUITS - 1, "phase", _PICK, _DONE, "turn", 0, "players",
           "pending", 0, 16, "owed", 0, 3, "round", 1, 100, "final", 0, 1,
           "winner", -1, "cars")
_EACH = ("lane", 1, "pit", 1, "as_trump", 1, "extra", 2, "card", data.CARDS)


def check(st):
    seats(st, 1, data.MAX_CARS)
    n = st.players
    if st.rivals not in (0, data.MAX_CARS - n) or (n <= 2 and not st.rivals):
        fail("rival count")
    ranges(st, _RANGES)
    each(st, _EACH)
    _track(st)
    done = st.phase == _DONE
    if done != (st.winner >= 0) or done != (st.final == 1) or not is_perm(st.order, n):
        fail("turn")
    spots = []
    for car in range(st.cars):
        spot = (st.pos[car] % data.LAP) * 2 + st.lane[car]
        if spot in spots:
            raise SaveError("save has two cars on one space")
        if st.pos[car] >= (64 if done else data.LAP * data.LAPS):
            fail("car position")
        spots.append(spot)
    if not done:
        _round(st, n)
    played = [c for c in st.card if c]
    tally([st.deck, st.discard, played] + st.hands + st.blisters, data.CARDS + 1,
          b"\x00" + b"\x01" * data.CARDS)


def _track(st):
    ids = bytearray(data.TRACK_CARDS)
    for i in range(data.TRACK_CARDS):
        ids[i] = st.track[i] >> 1
        if st.caution[i] != data.caution(st.track[i]):
            fail("track")
    if not is_perm(ids, data.TRACK_CARDS) or ids[0] != data.START_FINISH:
        fail("track")
    for s in range(data.SUITS):
        if data.bonus_suit(st.bonus[s]) != s or not st.bonus[s]:
            fail("Bonus card")


def _round(st, n):
    """This round so far: seats before ``turn`` have played, the rest not."""
    seat = st.order[st.turn]
    ph = st.phase
    for k in range(n):
        p = st.order[k]
        now = p == seat and ph != _PICK
        played = k < st.turn or now
        if (st.card[p] > 0) + st.pit[p] != played or (p != seat and st.hands[p].n > data.HAND_LIMIT):
            fail("round")
        if not played and (st.as_trump[p] or st.extra[p]):
            fail("round")
    for car in range(n, st.cars):
        if st.as_trump[car] or st.extra[car]:
            fail("rival")
    card = st.card[seat]
    h = st.hands[seat]
    costs = ph == _BURNING or ph == _BLISTERING
    if costs != (st.owed > 0 or st.pending > 0) or (ph == _BURNING and st.owed):
        fail("cost")
    if ph == _BONUS or ph == _BURNING:
        if not card or data.suit(card) == st.trump:
            fail("Bonus")
        bonus = st.bonus[data.suit(card)]
        if bonuses.shortfall(st, seat, bonus, card) and ph == _BONUS:
            fail("Bonus")
        if ph == _BURNING and (st.pending != bonus or not data.digit(data.BURN, bonus)
                              or bonuses.shortfall(st, seat, bonus, card)):
            fail("Bonus")
    if ph == _BLISTERING and (not card or not h.n or not st.owed or (st.pending and st.pending != st.bonus[
            data.suit(card)]) or (not st.pending and data.suit(card) != st.trump)):
        fail("Blister Tires")
    if ph == _DISCARDING and h.n <= data.HAND_LIMIT:
        fail("hand")
    if ph == _PICK and h.n > data.HAND_LIMIT:
        fail("hand")
