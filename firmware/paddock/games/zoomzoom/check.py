"""Zoom Zoom Vroom: is a loaded save a position the rules can reach?

Run by ``core.save.validate`` from ``payload.load`` and dropped after.
Every card and gas token accounted for, the trick in play order, each
hand the size the trick number gives, whose turn and phase consistent.
"""

from paddock.core.valid import each, fail, ranges, seats, tally
from paddock.games.zoomzoom import data

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_AS0 = const(8)
_AS5 = const(9)
_DONE = const(4)
_DOWN = const(7)
_DROP = const(3)
_EFFECT = const(1)
_PICK = const(0)
_SPEND = const(2)

_RANGES = ("track", 0, 2, "zero", 0, 7, "round", 1, 200, "trick", 1, data.TRICKS,
           "lead", 0, "players", "phase", _PICK, _DONE, "pending", 0, _AS5,
           "winner", -1, "players")
_EACH = ("gas", data.START_GAS, "laps", data.LAPS_TO_WIN, "has05", 1, "boost", 6)


def check(st):
    seats(st, 3, 5)
    ranges(st, _RANGES)
    each(st, _EACH)
    n = st.players
    if (st.zero == 7) != (st.larger and st.zero > 0) or (not st.z05 and max(st.has05)):
        fail("option")
    top = len(data.TRACKS[st.track]) - 1
    for p in range(n):
        if st.pos[p] > top:
            fail("speed token")
    _trick(st, n)
    _cards(st, n)
    gas = sum(st.gas) + st.middle + st.removed
    for i in range(st.t_n):
        gas += st.t_gas[i]
    if gas != data.START_GAS * n or st.lap_pool + sum(st.laps) != n + 1:
        fail("gas or lap count")
    done = st.phase == _DONE
    if done != (st.winner >= 0) or (done and st.laps[st.winner] != data.LAPS_TO_WIN):
        fail("winner")
    for p in range(n):
        if st.laps[p] == data.LAPS_TO_WIN and p != st.winner:
            fail("lap count")


def _trick(st, n):
    t_n = st.phase != _PICK and st.phase != _DONE
    if st.t_n < t_n or (st.phase == _PICK and st.t_n >= n) or (st.phase == _DONE and st.t_n):
        fail("trick")
    up = bytearray(_AS5 + 1)
    for i in range(st.t_n):
        card = st.t_card[i]
        up[card] += 1
        if (st.t_seat[i] != (st.lead + i) % n or st.t_gas[i] > data.START_GAS
                or (card < _DOWN and up[card] > 1)
                or (card == _DOWN and st.t_gas[i])):
            fail("trick")
    if up[_AS0] + up[_AS5] > 1 or up[_DOWN] != st.facedown.n:
        fail("trick")
    if t_n:
        card = st.t_card[st.t_n - 1]
        want = {_EFFECT: card == data.S0, _SPEND: card != _DOWN,
                _DROP: card == _AS0 or card == _AS5}[st.phase]
        if not want or st.pending != card or (st.phase != _DROP and st.t_gas[st.t_n - 1]):
            fail("turn")         # gas goes on the card at SPEND, before the 0/5's DROP


def _cards(st, n):
    piles = [st.deck, st.discard, st.aside, st.facedown] + st.hands
    trick = [st.t_card[i] for i in range(st.t_n) if st.t_card[i] < _DOWN]
    tally(piles + [trick], data.SUITS, st.counts)
    if (st.larger and st.deck.n) or (not st.larger and st.aside.n):
        fail("deck")
    out = tally([st.discard, trick], data.SUITS)
    face = tally([trick], data.SUITS)
    for s in range(data.SUITS):
        if not face[s] <= st.seen[s] <= out[s]:
            fail("seen count")
    size = (data.LARGER_HAND if st.larger else data.HAND) + 1 - st.trick
    # The 0/5 card is not from the hand: its player discards one at DROP.
    last = st.t_card[st.t_n - 1] if st.t_n else _DOWN
    dropping = st.t_seat[st.t_n - 1] if st.phase != _PICK and last in (_AS0, _AS5) else -1
    for p in range(n):
        played = st.phase == _DONE or (p in list(st.t_seat[:st.t_n]) and p != dropping)
        if st.hands[p].n != size - played:
            fail("hand")
