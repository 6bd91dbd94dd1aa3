"""What the seat to move may do now: its legal moves, and why another move
is not legal (for the screen). The moves are explained in ``rules``.
"""

from paddock.games.nascard import bonuses
from paddock.games.nascard import data
from paddock.games.nascard import hand
from paddock.games.nascard.codes import (
    BLISTER, BLISTERING, BONUS, BURN, BURNING, DISCARD, DONE, PICK, PIT, PLAY,
    SKIP_BONUS, USE_BONUS)


def can_play(st, seat, card):
    """A trump card needs two more cards in hand to Blister Tires twice."""
    if data.suit(card) != st.trump:
        return True
    return st.hands[seat].n > data.TRUMP_BLISTERS


def legal(st):
    """The moves of the seat to move, in hand order; [] once the race is over."""
    ph = st.phase
    out = []
    if ph == DONE:
        return out
    seat = st.order[st.turn]
    h = st.hands[seat]
    if ph == BONUS:
        return [USE_BONUS, SKIP_BONUS]
    for i in range(h.n):
        c = h.cards[i]
        if ph == PICK:
            if can_play(st, seat, c):
                out.append(PLAY + c)
        elif ph == BURNING:
            if bonuses.burn_ok(st.pending, st.card[seat], c):
                out.append(BURN + c)
        else:
            out.append((BLISTER if ph == BLISTERING else DISCARD) + c)
    if ph == PICK:
        out.append(PIT)
    return out


def why_not(st, move):
    """Why move cannot be made now (one short line), or None if it can."""
    if st.phase == DONE:
        return "the race is over"
    seat = st.order[st.turn]
    h = st.hands[seat]
    ph = st.phase
    if ph == PICK:
        if move == PIT:
            return None
        if not PLAY < move <= data.CARDS or h.index(move) < 0:
            return "not a card in your hand"
        if not can_play(st, seat, move):
            return "Trump: 2 more cards to Blister"
        return None
    if ph == BONUS:
        return None if move in (USE_BONUS, SKIP_BONUS) else "activate the Bonus or not"
    base = (BURN, BLISTER, DISCARD)[ph - BURNING]
    card = move - base
    if not 0 < card <= data.CARDS or h.index(card) < 0:
        return "not a card in your hand"
    if ph == BURNING and not bonuses.burn_ok(st.pending, st.card[seat], card):
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
