"""Zoom Zoom Vroom: Playing a Trick, steps 1-3, and the Tune Up.

Functions take the ``rules.State`` (and the seat whose turn it is).
"""

from paddock.games.zoomzoom import data
from paddock.games.zoomzoom import effects

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_AS0 = const(8)
_AS5 = const(9)
_DISCARD = const(40)
_DOWN = const(7)
_DROP = const(3)
_EFFECT = const(1)
_EV_ONE = const(4)
_EV_PLAY = const(1)
_EV_SPEND = const(9)
_EV_TUNE = const(2)
_FX_GAS = const(22)
_FX_SPEED = const(23)
_GAS = const(30)
_PICK = const(0)
_PLAY = const(0)
_SPEND = const(2)
_TUNE = const(10)
_Z05_0 = const(20)
_Z05_5 = const(21)


def why_not(st, move):
    """Why a card (a _PLAY, _TUNE or Z05 move) cannot be played, or None."""
    if st.phase != _PICK:
        return "not now"
    seat = st.to_move()
    if move == _Z05_0 or move == _Z05_5:
        if not st.z05:
            return "0/5 cards are off"
        if not st.has05[seat]:
            return "0/5 card used"
        if st.gas[seat] >= data.START_GAS:
            return "you have five gas"
        if st.removed == 0:
            return "no gas removed yet"
        if st.in_trick(_AS0) or st.in_trick(_AS5):
            return "0/5 already in trick"
        if move == _Z05_5 and st.laps[seat] == 0:
            return "5 needs a lap done"
        return None
    s = move - _TUNE if move >= _TUNE else move
    if not 0 <= s < data.SUITS:
        return "no such card"
    if st.hands[seat].index(s) < 0:
        return "no %s in hand" % data.SHORT[s]
    if move < _TUNE and st.in_trick(s):
        return "%s already in trick" % data.SHORT[s]
    return None


def legal(st):
    """The legal moves of the seat to move (see rules' table)."""
    seat = st.to_move()
    out = []
    if seat < 0:
        return out
    phase = st.phase
    have = bytearray(data.SUITS)  # which suits the hand holds
    hand = st.hands[seat]
    for i in range(hand.n):
        have[hand.cards[i]] = 1
    if phase == _PICK:
        for s in range(data.SUITS):
            if have[s] and not st.in_trick(s):
                out.append(_PLAY + s)
        for s in range(data.SUITS):
            if have[s]:
                out.append(_TUNE + s)
        if st.z05:
            for m in (_Z05_0, _Z05_5):
                if why_not(st, m) is None:
                    out.append(m)
    elif phase == _EFFECT:
        if st.removed:
            out.append(_FX_GAS)
        out.append(_FX_SPEED)
    elif phase == _SPEND:
        for n in range(st.gas[seat] + 1):
            out.append(_GAS + n)
    elif phase == _DROP:
        for s in range(data.SUITS):
            if have[s]:
                out.append(_DISCARD + s)
    return out


def step1(st, seat, move):
    """Step 1: a card face up (its effect at once), a Tune Up, or the 0/5."""
    i = st.t_n
    st.t_seat[i] = seat
    st.t_gas[i] = 0
    st.t_n = i + 1
    if _TUNE <= move < _Z05_0:
        tune_up(st, seat, move - _TUNE)
        return
    if move == _Z05_0 or move == _Z05_5:
        effects.play_05(st, seat, move)
        return
    st.hands[seat].remove(move)
    st.t_card[i] = move
    st.seen[move] += 1
    st.pending = move
    st.emit(_EV_PLAY, seat, move)
    st.phase = _SPEND
    if move == data.S1:
        st.emit(_EV_ONE, seat)  # final() zeroes the 4s and 5s, before or after
    elif move == data.S2:
        effects.effect_2(st, seat)
    elif move == data.S0:
        st.phase = _EFFECT


def tune_up(st, seat, card):
    """"I need a Tune Up!": any card face down; no effect, gas or speed."""
    st.hands[seat].remove(card)
    st.facedown.push(card)
    st.t_card[st.t_n - 1] = _DOWN
    st.emit(_EV_TUNE, seat)
    st.end_turn()


def step2(st, seat, n):
    """Step 2: spend gas onto the card. Step 3, speed, is in final()."""
    st.gas[seat] -= n
    st.t_gas[st.t_n - 1] = n
    st.emit(_EV_SPEND, seat, n, st.final(st.t_n - 1))
    if st.pending == _AS0 or st.pending == _AS5:
        st.phase = _DROP
    else:
        st.end_turn()
