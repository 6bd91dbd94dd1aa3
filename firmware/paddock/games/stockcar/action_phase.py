"""4. Sequence Of Play: the ACTION PHASE, with the Action and Response cards
(The Driver Deck Cards).

The driver with the highest speed rating on top of the DISCARD PILE moves
next (ties to the car in front), looked at again after each driver's move.
Challenges are in ``challenge``.
"""

from paddock.games.stockcar import data
from paddock.games.stockcar import codes as C
from paddock.games.stockcar import occurrences as occ
from paddock.games.stockcar.codes import DONE, PIT, SLOW

NONE = 255


def begin(st):
    for s in range(st.players):
        # "A driver high in turn cannot play any action or response cards"
        st.moved[s] = 1 if st.hit[s] or st.status[s] != C.RACING else 0
    next_mover(st)


def next_mover(st):
    """Step 1: the highest speed rating on a DISCARD PILE among the drivers
    yet to move, ties to the car in front; none left ends the phase."""
    best = -1
    who = -1
    for s in st.race_order():
        if not st.moved[s] and st.status[s] == C.RACING and st.top_speed(s) > best:
            best = st.top_speed(s)
            who = s
    if who < 0:
        for s in range(st.players):
            st.hit[s] = 0     # "falls back into line after everyone has moved"
        from paddock.games.stockcar import refill_phase
        refill_phase.after_racing(st)
        return
    st.mover = who
    n = st.lapn[who]
    lim = st.card_limit(who)
    st.acts = lim - n if n < lim else 0        # lapn 254/255: no actions left
    st.first = 1
    st.emit(C.EV_MOVES, who, st.acts)
    occ.free_pass(st, who)
    st.phase = C.ACTION
    st.cur = who


def after_action(st, done=False):
    """Step 2 again while card plays are left, else the next driver moves."""
    st.pa_card = NONE
    if st.acts > 0 and not done and st.status[st.mover] == C.RACING:
        st.phase = C.ACTION
        st.cur = st.mover
        return
    st.moved[st.mover] = 1
    st.emit(C.EV_DONE, st.mover)
    next_mover(st)


def play_action(st, move):
    """The mover's decision: DONE, PIT, or an action card."""
    s = st.mover
    if move == DONE:
        after_action(st, True)
        return
    if move == PIT:
        from paddock.games.stockcar import refill_phase
        occ.pit_in(st, s)
        refill_phase.ask_discard(st, s)
        return
    st.first = 0
    st.acts -= 1
    st.hands[s].remove(move)
    e = data.EFFECT[move]
    i = st.slot_of(s)
    if i < 0:                  # off the lead draft: MAKING UP TIME
        st.discs[s].push(move)
        caught = occ.make_up(st, s)
        if caught:
            occ.free_pass(st, s)
        after_action(st, caught)
        return
    if e in data.PERMANENT:    # "Place card next to your DRAW PILE"
        st.perms[s].push(move)
        st.emit(C.EV_PERMANENT, s, move)
        after_action(st)
        return
    st.discs[s].push(move)
    st.emit(C.EV_PLAYS, s, move, st.line[i - 1] if i > 0 and e in data.PASSES else NONE)
    if e == data.TWO_WIDE:
        st.tw[s] = 1
        after_action(st)
    elif e == data.PULL_AWAY:
        # Move ahead one car length (closing on any car ahead); each car
        # directly behind may DRAFT along, down the line.
        if i > 0:
            st.gap[i] -= 1
        draft_ask(st, i + 1)
    else:
        st.pa_card = move
        attempt_pass(st, 1)


# Passing.
def attempt_pass(st, step):
    """The mover tries to pass the car (or SLOW TRAFFIC) directly in front;
    only the car passed may respond: BLOCK (not against INSIDE ADVANTAGE)
    or CHALLENGE (not with TIRES WORN); never a car HIGH IN TURN."""
    st.pa_step = step
    st.fol = NONE
    d = st.line[st.slot_of(st.mover) - 1]
    st.pa_def = d
    if d < SLOW and not st.hit[d] and (
            st.has(d, data.CHALLENGE) and not st.placed(d, 0, data.TIRES_WORN)
            or st.has(d, data.BLOCK) and data.EFFECT[st.pa_card] != data.INSIDE_ADVANTAGE):
        st.phase = C.RESPOND
        st.cur = d
    else:
        pass_ends(st, True)


def respond(st, move):
    d = st.pa_def
    if move == DONE:
        pass_ends(st, True)
        return
    st.hands[d].remove(move)
    st.discs[d].push(move)
    occ.lose_two_wide(st, d)
    if data.EFFECT[move] == data.BLOCK:
        st.emit(C.EV_BLOCKS, d, move)
        pass_ends(st, False)
        return
    st.emit(C.EV_CHALLENGES, d, move)
    st.ch_p = st.ch_d = NONE
    if st.advchal:
        # ADVANCED CHALLENGES: the car directly behind the passer may follow.
        i = st.slot_of(st.mover) + 1
        if i < st.nline and not st.gap[i]:
            f = st.line[i]
            if f < SLOW and not st.hit[f] and st.has(f, data.DRAFT):
                st.phase = C.FOLLOWING
                st.cur = f
                return
    from paddock.games.stockcar import challenge
    challenge.challenge_cards(st)


def pass_ends(st, made):
    """The pass is made or fails; a follower passes whoever lost; the mover
    takes any free pass; PASS 2 may try the second car."""
    s = st.mover
    if made:
        st.pa_fill = 1 if occ.do_pass(st, st.slot_of(s)) else 0
    else:
        st.emit(C.EV_PASS_FAILS, s, st.pa_def)
    f = st.fol
    st.fol = NONE
    if f != NONE and st.fol_side == (0 if made else 1):
        i = st.slot_of(f)
        if i > 0 and not st.gap[i]:
            occ.do_pass(st, i)
    if not made:
        after_action(st)
        return
    occ.free_pass(st, s)
    if f != NONE:
        occ.free_pass(st, f)     # the follower drafted its way up too
    # PASS 2: "There must be no gaps between the cars being passed".
    i = st.slot_of(s)
    if (st.pa_step == 1 and data.EFFECT[st.pa_card] == data.PASS_2 and not st.pa_fill
            and i > 0 and not st.gap[i]
            and (st.line[i - 1] >= SLOW or not st.tw[st.line[i - 1]])):
        st.phase = C.PASS_TWO
        st.cur = s
        return
    after_action(st)


# PULL AWAY and DRAFT.
def draft_ask(st, q):
    """Ask the car in slot q to DRAFT; a gap opens in front of the first car
    that does not (or cannot: a gap in front, HIGH IN TURN, SLOW TRAFFIC)."""
    st.dq = q
    if q < st.nline:
        v = st.line[q]
        if (v < SLOW and not st.gap[q] and not st.hit[v] and st.status[v] == C.RACING
                and st.has(v, data.DRAFT)):
            st.phase = C.DRAFTING
            st.cur = v
            return
    pull_away_ends(st, q)


def pull_away_ends(st, q):
    """A gap opens in front of slot q (if a car is there); then the car
    pulling away and each car that drafted along, front first, takes any
    free pass on a car HIGH IN TURN it has closed up behind."""
    if q < st.nline:
        st.gap[q] += 1
        st.emit(C.EV_GAP, st.line[q], q)
    i = st.slot_of(st.mover)
    for v in st.line[i:q]:     # a copy: the line changes as they pass
        occ.free_pass(st, v)
    after_action(st)


def drafting(st, move):
    q = st.dq
    v = st.line[q]
    if move == DONE:
        pull_away_ends(st, q)
        return
    st.hands[v].remove(move)
    st.discs[v].push(move)
    st.emit(C.EV_DRAFTS, v, move)
    occ.lose_two_wide(st, v)
    draft_ask(st, q + 1)
