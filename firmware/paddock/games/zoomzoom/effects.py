"""Zoom Zoom Vroom Card Special Effects: the 1 (in ``State.final``), the 2,
and the PGC variants' New 0 Suit and 0/5 Cards.

Functions take the ``rules.State`` and the seat whose turn it is.
"""


try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``), folded into the bytecode.
_AS0 = const(8)
_AS5 = const(9)
_EV_05 = const(3)
_EV_05_GAS = const(8)
_EV_DISCARD = const(10)
_EV_TWO = const(5)
_EV_ZERO_GAS = const(6)
_EV_ZERO_SPEED = const(7)
_FX_GAS = const(22)
_SPEND = const(2)
_Z05_0 = const(20)


def effect_2(st, seat):
    """The 2: gain one gas from the middle, if any (removed at five)."""
    if st.middle:
        st.middle -= 1
        st.emit(_EV_TWO, seat, 1, st.gain(seat, 1))
    else:
        st.emit(_EV_TWO, seat, 0, 0)


def zero_effect(st, seat, move):
    """New 0 Suit: gain one removed gas, or +1 speed (forced with none)."""
    if move == _FX_GAS:
        st.removed -= 1
        st.emit(_EV_ZERO_GAS, seat, 1, st.gain(seat, 1))
    else:
        st.boost[seat] += 1
        st.emit(_EV_ZERO_SPEED, seat)
    st.phase = _SPEND


def play_05(st, seat, move):
    """0/5 Cards: as a 0 gain two removed gas, as a 5 gain one."""
    card = _AS0 if move == _Z05_0 else _AS5
    st.has05[seat] = 0  # back to the box after the trick
    st.t_card[st.t_n - 1] = card
    st.pending = card
    want = 2 if card == _AS0 else 1
    n = want if want < st.removed else st.removed
    st.removed -= n
    st.emit(_EV_05, seat, 0 if card == _AS0 else 5)
    st.emit(_EV_05_GAS, seat, n, st.gain(seat, n))
    st.phase = _SPEND


def discard_05(st, seat, card):
    """After the 0/5 card: discard a card from hand, face down."""
    st.hands[seat].remove(card)
    st.discard.push(card)
    st.emit(_EV_DISCARD, seat)
    st.end_turn()
