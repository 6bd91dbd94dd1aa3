"""Zoom Zoom Vroom Card Special Effects: the 1 (in ``State.final``), the 2,
and the PGC variants' New 0 Suit and 0/5 Cards.

Functions take the ``rules.State`` and the seat whose turn it is.
"""

from paddock.games.zoomzoom.codes import (
    AS0, AS5, EV_05, EV_05_GAS, EV_DISCARD, EV_TWO, EV_ZERO_GAS,
    EV_ZERO_SPEED, FX_GAS, SPEND, Z05_0)


def effect_2(st, seat):
    """The 2: gain one gas from the middle, if any (removed at five)."""
    if st.middle:
        st.middle -= 1
        st.emit(EV_TWO, seat, 1, st.gain(seat, 1))
    else:
        st.emit(EV_TWO, seat, 0, 0)


def zero_effect(st, seat, move):
    """New 0 Suit: gain one removed gas, or +1 speed (forced with none)."""
    if move == FX_GAS:
        st.removed -= 1
        st.emit(EV_ZERO_GAS, seat, 1, st.gain(seat, 1))
    else:
        st.boost[seat] += 1
        st.emit(EV_ZERO_SPEED, seat)
    st.phase = SPEND


def play_05(st, seat, move):
    """0/5 Cards: as a 0 gain two removed gas, as a 5 gain one."""
    card = AS0 if move == Z05_0 else AS5
    st.has05[seat] = 0  # back to the box after the trick
    st.t_card[st.t_n - 1] = card
    st.pending = card
    want = 2 if card == AS0 else 1
    n = want if want < st.removed else st.removed
    st.removed -= n
    st.emit(EV_05, seat, 0 if card == AS0 else 5)
    st.emit(EV_05_GAS, seat, n, st.gain(seat, n))
    st.phase = SPEND


def discard_05(st, seat, card):
    """After the 0/5 card: discard a card from hand, face down."""
    st.hands[seat].remove(card)
    st.discard.push(card)
    st.emit(EV_DISCARD, seat)
    st.end_turn()
