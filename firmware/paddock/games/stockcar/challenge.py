"""4. Sequence Of Play, Action Phase: CHALLENGE (Response Cards), with the
house rules USING PASS CARD STATISTICS and ADVANCED CHALLENGES."""

from paddock.games.stockcar import data
from paddock.games.stockcar import codes as C
from paddock.games.stockcar import occurrences as occ
from paddock.games.stockcar.action_phase import pass_ends
from paddock.games.stockcar.codes import DONE, DRAW, FOLLOW_D, FOLLOW_P

NONE = 255


def following(st, move):
    """ADVANCED CHALLENGES: follow the passer (FOLLOW_P) or the car
    challenging (FOLLOW_D) with a DRAFT card, or not (DONE)."""
    f = st.cur
    if move != DONE:
        side = 0 if move < FOLLOW_D else 1
        card = move - (FOLLOW_P if side == 0 else FOLLOW_D)
        st.hands[f].remove(card)
        st.discs[f].push(card)
        st.fol = f
        st.fol_side = side
        st.emit(C.EV_FOLLOWS, f, st.mover if side == 0 else st.pa_def)
        occ.lose_two_wide(st, f)
    challenge_cards(st)


def challenge_cards(st):
    """Both drivers pick a card from the DRIVER HAND or the DRAW PILE, the
    passer first. TIRES WORN cannot respond to a CHALLENGE: it loses."""
    if st.placed(st.mover, 0, data.TIRES_WORN):
        st.emit(C.EV_DECLINES, st.mover)
        st.emit(C.EV_WINS, st.pa_def)
        pass_ends(st, False)
        return
    st.phase = C.CHALLENGED
    st.cur = st.mover


def challenge_pick(st, move):
    if st.cur == st.mover:
        if move == DONE:       # "does not have to respond ... but loses"
            st.emit(C.EV_DECLINES, st.mover)
            st.emit(C.EV_WINS, st.pa_def)
            pass_ends(st, False)
            return
        st.ch_p = move         # stays in the hand, face down, until both pick
        st.cur = st.pa_def
        return
    # The highest speed rating wins; a tie goes to the car in front. House
    # rules: the pass card's modifier, and +.100 for the car followed.
    mod = 0
    if st.stats:
        e = data.EFFECT[st.pa_card]
        mod = data.PASS_STATS[e]
        if (e == data.PASS_2 and st.pa_step == 2) or (e == data.PASS_OUTSIDE and st.groove):
            mod = 0
    if st.fol != NONE:
        bonus = data.FOLLOW_BONUS
    else:
        bonus = 0
    vp = challenge_card(st, st.mover, st.ch_p, mod + (bonus if st.fol_side == 0 else 0))
    vd = challenge_card(st, st.pa_def, move, bonus if st.fol_side == 1 else 0)
    st.ch_p = NONE
    won = vp > vd
    st.emit(C.EV_WINS, st.mover if won else st.pa_def)
    pass_ends(st, won)


def challenge_card(st, seat, pick, bonus):
    """Put the challenge card on the DISCARD PILE; its rating with modifiers."""
    c = st.draw_card(seat) if pick == DRAW else pick
    if c < 0:
        return 0
    if pick != DRAW:
        st.hands[seat].remove(c)
    st.discs[seat].push(c)
    v = data.speed(c) + bonus
    st.emit(C.EV_CH_CARD, seat, c, v if v > 0 else 0)
    return v
