"""What the seat to move may do now: its legal moves, and why another move
is not legal (for the screen). The moves are explained in ``rules``.
"""

from paddock.games.nascard import bonuses
from paddock.games.nascard import data
from paddock.games.nascard import hand

try:
    from micropython import const
except ImportError:          # CPython: the simulator and tests
    def const(x):
        return x

# Codes (``codes``, ``events``), folded into the bytecode.
_PICK = const(0)
_PLAY = const(0)
_BONUS = const(1)
_BURNING = const(2)
_BLISTERING = const(3)
_DONE = const(5)
_PIT = const(60)
_USE_BONUS = const(61)
_SKIP_BONUS = const(62)
_BURN = const(64)
_BLISTER = const(128)
_DISCARD = const(192)


def can_play(st, seat, card):
    """A trump card needs two more cards in hand to Blister Tires twice."""
    if data.suit(card) != st.trump:
        return True
    return st.hands[seat].n > data.TRUMP_BLISTERS


def legal(st):
    """The moves of the seat to move, in hand order; [] once the race is over."""
    ph = st.phase
    out = []
    if ph == _DONE:
        return out
    seat = st.order[st.turn]
    h = st.hands[seat]
    if ph == _BONUS:
        return [_USE_BONUS, _SKIP_BONUS]
    for i in range(h.n):
        c = h.cards[i]
        if ph == _PICK:
            if can_play(st, seat, c):
                out.append(_PLAY + c)
        elif ph == _BURNING:
            if bonuses.burn_ok(st.pending, st.card[seat], c):
                out.append(_BURN + c)
        else:
            out.append((_BLISTER if ph == _BLISTERING else _DISCARD) + c)
    if ph == _PICK:
        out.append(_PIT)
    return out


def why_not(st, move):
    """Why move cannot be made now (one short line), or None if it can."""
    if st.phase == _DONE:
        return "the race is over"
    seat = st.order[st.turn]
    h = st.hands[seat]
    ph = st.phase
    if ph == _PICK:
        if move == _PIT:
            return None
        if not _PLAY < move <= data.CARDS or h.index(move) < 0:
            return "not a card in your hand"
        if not can_play(st, seat, move):
            return "Trump: 2 more cards to Blister"
        return None
    if ph == _BONUS:
        return None if move in (_USE_BONUS, _SKIP_BONUS) else "activate the Bonus or not"
    base = (_BURN, _BLISTER, _DISCARD)[ph - _BURNING]
    card = move - base
    if not 0 < card <= data.CARDS or h.index(card) < 0:
        return "not a card in your hand"
    if ph == _BURNING and not bonuses.burn_ok(st.pending, st.card[seat], card):
        return bonuses.why_not_burn(st.pending, st.card[seat])
    return None


def bonus_problem(st, seat, card):
    """Why the Bonus of card could not be activated if seat played it, or None."""
    if data.suit(card) == st.trump:
        return "a trump card activates no Bonus"
    h = st.hands[seat]
    i = h.index(card)
    if i < 0:
        return "not a card in your hand"
    h.pop(i)  # the cost is paid from the cards left after playing this one
    why = bonuses.problem(st, seat, st.bonus[data.suit(card)], card)
    hand.take(h, card)
    return why
