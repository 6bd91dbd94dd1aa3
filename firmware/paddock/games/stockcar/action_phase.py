"""4. Sequence Of Play: the ACTION PHASE, with the Action and Response cards
(The Driver Deck Cards), the CHALLENGE card and the house rules USING PASS
CARD STATISTICS and ADVANCED CHALLENGES.

The driver with the highest speed rating on top of the DISCARD PILE moves
next (ties to the car in front), looked at again after each driver's move.
A step returns the next step, or None when a decision waits.
"""

from paddock.games.stockcar import data
from paddock.games.stockcar import occurrences as occ

from micropython import const

# Track cards and table values (``events`` names them for tests), folded.
_TIRES_WORN = const(11)
_FOLLOW_BONUS = const(100)

# Codes (``codes``), folded into the bytecode.
_RACING = const(0)
_ACTION = const(6)
_RESPOND = const(7)
_DRAFTING = const(8)
_SLOW = const(8)
_FOLLOWING = const(9)
_CHALLENGED = const(10)
_PASS_TWO = const(11)
_EV_MOVES = const(15)
_EV_PLAYS = const(16)
_EV_BLOCKS = const(19)
_EV_CHALLENGES = const(20)
_EV_DECLINES = const(21)
_EV_CH_CARD = const(22)
_EV_WINS = const(23)
_EV_DRAFTS = const(24)
_EV_GAP = const(25)
_EV_FOLLOWS = const(26)
_EV_PERMANENT = const(28)
_EV_DONE = const(36)
_EV_PASS_FAILS = const(42)
_DONE = const(60)
_PIT = const(61)
_DRAW = const(62)
_FOLLOW_P = const(64)
_FOLLOW_D = const(128)

NONE = 255


def begin(st):
    for s in range(st.players):
        # "A driver high in turn cannot play any action or response cards"
        st.moved[s] = 1 if st.hit[s] or st.status[s] != _RACING else 0
    return next_mover


def next_mover(st):
    """Step 1: the highest speed rating on a DISCARD PILE among the drivers
    yet to move, ties to the car in front; none left ends the phase."""
    best = -1
    who = -1
    for s in st.race_order():
        if not st.moved[s] and st.status[s] == _RACING and st.top_speed(s) > best:
            best = st.top_speed(s)
            who = s
    if who < 0:
        for s in range(st.players):
            st.hit[s] = 0     # "falls back into line after everyone has moved"
        from paddock.games.stockcar import refill_phase
        return refill_phase.after_racing
    st.mover = who
    n = st.lapn[who]
    lim = st.card_limit(who)
    st.acts = lim - n if n < lim else 0        # lapn 254/255: no actions left
    st.first = 1
    st.emit(_EV_MOVES, who, st.acts)
    occ.free_pass(st, who)
    st.phase = _ACTION
    st.cur = who
    return None


def after_action(st):
    """Step 2 again while card plays are left, else the next driver moves."""
    st.pa_card = NONE
    if st.acts > 0 and st.status[st.mover] == _RACING:
        st.phase = _ACTION
        st.cur = st.mover
        return None
    return move_done


def move_done(st):
    """The mover's move is over: the next driver moves."""
    st.pa_card = NONE
    st.moved[st.mover] = 1
    st.emit(_EV_DONE, st.mover)
    return next_mover


def play_action(st, move):
    """The mover's decision: DONE, PIT, or an action card."""
    s = st.mover
    if move == _DONE:
        return move_done
    if move == _PIT:
        from paddock.games.stockcar import refill_phase
        occ.pit_in(st, s)
        refill_phase.ask_discard(st, s)
        return None
    st.first = 0
    st.acts -= 1
    st.hands[s].remove(move)
    e = data.EFFECT[move]
    i = st.slot_of(s)
    if i < 0:                  # off the lead draft: MAKING UP TIME
        st.discs[s].push(move)
        if occ.make_up(st, s):
            occ.free_pass(st, s)
            return move_done
        return after_action
    if e in data.PERMANENT:    # "Place card next to your DRAW PILE"
        st.perms[s].push(move)
        st.emit(_EV_PERMANENT, s, move)
        return after_action
    st.discs[s].push(move)
    st.emit(_EV_PLAYS, s, move, st.line[i - 1] if i > 0 and e in data.PASSES else NONE)
    if e == data.TWO_WIDE:
        st.tw[s] = 1
        return after_action
    if e == data.PULL_AWAY:
        # Move ahead one car length (closing on any car ahead); each car
        # directly behind may DRAFT along, down the line.
        if i > 0:
            st.gap[i] -= 1
        st.dq = i + 1
        return draft_ask
    st.pa_card = move
    st.pa_step = 1
    return attempt_pass


# Passing.
def attempt_pass(st):
    """The mover tries to pass the car (or SLOW TRAFFIC) directly in front
    (PASS 2: ``pa_step`` 1 or 2); only the car passed may respond: BLOCK
    (not against INSIDE ADVANTAGE) or CHALLENGE (not with TIRES WORN); never
    a car HIGH IN TURN."""
    st.fol = NONE
    d = st.line[st.slot_of(st.mover) - 1]
    st.pa_def = d
    if d < _SLOW and not st.hit[d] and (
            st.has(d, data.CHALLENGE) and not st.placed(d, 0, _TIRES_WORN)
            or st.has(d, data.BLOCK) and data.EFFECT[st.pa_card] != data.INSIDE_ADVANTAGE):
        st.phase = _RESPOND
        st.cur = d
        return None
    return pass_made


def second_car(st, move):
    """PASS 2 passed one car: try the second (AGAIN), or stop (DONE)."""
    if move == _DONE:
        return after_action
    st.pa_step = 2
    return attempt_pass


def respond(st, move):
    d = st.pa_def
    if move == _DONE:
        return pass_made
    st.hands[d].remove(move)
    st.discs[d].push(move)
    occ.lose_two_wide(st, d)
    if data.EFFECT[move] == data.BLOCK:
        st.emit(_EV_BLOCKS, d, move)
        return pass_failed
    st.emit(_EV_CHALLENGES, d, move)
    st.ch_p = st.ch_d = NONE
    if st.advchal:
        # ADVANCED CHALLENGES: the car directly behind the passer may follow.
        i = st.slot_of(st.mover) + 1
        if i < st.nline and not st.gap[i]:
            f = st.line[i]
            if f < _SLOW and not st.hit[f] and st.has(f, data.DRAFT):
                st.phase = _FOLLOWING
                st.cur = f
                return None
    return challenge_cards


def pass_made(st):
    """The pass is made: a follower passes the car it followed past; the
    mover takes any free pass; PASS 2 may try the second car."""
    s = st.mover
    st.pa_fill = 1 if occ.do_pass(st, st.slot_of(s)) else 0
    f = _follower(st, 0)
    occ.free_pass(st, s)
    if f != NONE:
        occ.free_pass(st, f)     # the follower drafted its way up too
    # PASS 2: "There must be no gaps between the cars being passed".
    i = st.slot_of(s)
    if (st.pa_step == 1 and data.EFFECT[st.pa_card] == data.PASS_2 and not st.pa_fill
            and i > 0 and not st.gap[i]
            and (st.line[i - 1] >= _SLOW or not st.tw[st.line[i - 1]])):
        st.phase = _PASS_TWO
        st.cur = s
        return None
    return after_action


def pass_failed(st):
    """The pass fails; a car that followed the winner passes the loser."""
    st.emit(_EV_PASS_FAILS, st.mover, st.pa_def)
    _follower(st, 1)
    return after_action


def _follower(st, side):
    """ADVANCED CHALLENGES: a car that followed the winner (side 0: the
    passer, 1: the car challenging) passes the car in front of it."""
    f = st.fol
    st.fol = NONE
    if f != NONE and st.fol_side == side:
        i = st.slot_of(f)
        if i > 0 and not st.gap[i]:
            occ.do_pass(st, i)
    return f


# PULL AWAY and DRAFT.
def draft_ask(st):
    """Ask the car in slot ``dq`` to DRAFT; a gap opens in front of the first
    car that does not (or cannot: a gap in front, HIGH IN TURN, SLOW
    TRAFFIC)."""
    q = st.dq
    if q < st.nline:
        v = st.line[q]
        if (v < _SLOW and not st.gap[q] and not st.hit[v] and st.status[v] == _RACING
                and st.has(v, data.DRAFT)):
            st.phase = _DRAFTING
            st.cur = v
            return None
    return pull_away_ends


def pull_away_ends(st):
    """A gap opens in front of slot ``dq`` (if a car is there); then the car
    pulling away and each car that drafted along, front first, takes any
    free pass on a car HIGH IN TURN it has closed up behind."""
    q = st.dq
    if q < st.nline:
        st.gap[q] += 1
        st.emit(_EV_GAP, st.line[q], q)
    i = st.slot_of(st.mover)
    for v in st.line[i:q]:     # a copy: the line changes as they pass
        occ.free_pass(st, v)
    return after_action


def drafting(st, move):
    if move == _DONE:
        return pull_away_ends
    v = st.line[st.dq]
    st.hands[v].remove(move)
    st.discs[v].push(move)
    st.emit(_EV_DRAFTS, v, move)
    occ.lose_two_wide(st, v)
    st.dq += 1
    return draft_ask


# CHALLENGE.
def following(st, move):
    """ADVANCED CHALLENGES: follow the passer (FOLLOW_P) or the car
    challenging (FOLLOW_D) with a DRAFT card, or not (DONE)."""
    f = st.cur
    if move != _DONE:
        side = 0 if move < _FOLLOW_D else 1
        card = move - (_FOLLOW_P if side == 0 else _FOLLOW_D)
        st.hands[f].remove(card)
        st.discs[f].push(card)
        st.fol = f
        st.fol_side = side
        st.emit(_EV_FOLLOWS, f, st.mover if side == 0 else st.pa_def)
        occ.lose_two_wide(st, f)
    return challenge_cards


def challenge_cards(st):
    """Both drivers pick a card from the DRIVER HAND or the DRAW PILE, the
    passer first. TIRES WORN cannot respond to a CHALLENGE: it loses."""
    if st.placed(st.mover, 0, _TIRES_WORN):
        st.emit(_EV_DECLINES, st.mover)
        st.emit(_EV_WINS, st.pa_def)
        return pass_failed
    st.phase = _CHALLENGED
    st.cur = st.mover
    return None


def challenge_pick(st, move):
    if st.cur == st.mover:
        if move == _DONE:       # "does not have to respond ... but loses"
            st.emit(_EV_DECLINES, st.mover)
            st.emit(_EV_WINS, st.pa_def)
            return pass_failed
        st.ch_p = move         # stays in the hand, face down, until both pick
        st.cur = st.pa_def
        return None
    # The highest speed rating wins; a tie goes to the car in front. House
    # rules: the pass card's modifier, and +.100 for the car followed.
    mod = 0
    if st.stats:
        e = data.EFFECT[st.pa_card]
        mod = data.PASS_STATS[e]
        if (e == data.PASS_2 and st.pa_step == 2) or (e == data.PASS_OUTSIDE and st.groove):
            mod = 0
    bonus = _FOLLOW_BONUS if st.fol != NONE else 0
    vp = challenge_card(st, st.mover, st.ch_p, mod + (bonus if st.fol_side == 0 else 0))
    vd = challenge_card(st, st.pa_def, move, bonus if st.fol_side == 1 else 0)
    st.ch_p = NONE
    won = vp > vd
    st.emit(_EV_WINS, st.mover if won else st.pa_def)
    return pass_made if won else pass_failed


def challenge_card(st, seat, pick, bonus):
    """Put the challenge card on the DISCARD PILE; its rating with modifiers."""
    c = st.draw_card(seat) if pick == _DRAW else pick
    if c < 0:
        return 0
    if pick != _DRAW:
        st.hands[seat].remove(c)
    st.discs[seat].push(c)
    v = data.speed(c) + bonus
    st.emit(_EV_CH_CARD, seat, c, v if v > 0 else 0)
    return v
