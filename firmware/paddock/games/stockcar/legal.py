"""Which moves are legal in each phase, and where a move goes. ``legal()``
never offers a move the rules forbid; ``why()`` says why, by the number of
a reason that ``texts.why_not`` puts in words."""

from paddock.games.stockcar import data

from micropython import const

# Track cards and table values (``events`` names them for tests), folded.
_TIRES_WORN = const(11)

# Codes (``codes``), folded into the bytecode.
_QUALIFY = const(0)
_LAP_COUNT = const(1)
_CRASH = const(2)
_PIT_CALL = const(3)
_PIT_DISCARD = const(4)
_PIT_EXIT = const(5)
_ACTION = const(6)
_RESPOND = const(7)
_DRAFTING = const(8)
_SLOW = const(8)
_FOLLOWING = const(9)
_CHALLENGED = const(10)
_PASS_TWO = const(11)
_OVER = const(12)
_DONE = const(60)
_PIT = const(61)
_DRAW = const(62)
_AGAIN = const(63)
_FOLLOW_P = const(64)
_FOLLOW_D = const(128)

# Reasons a move is not legal, by their line in texts.txt (from WHY).
_NOT_NOW = const(0)
_RACE_OVER = const(1)
_LAST_TURN = const(2)
_PIT_START = const(3)
_NO_DRAW = const(4)
_NOT_HELD = const(5)
_FEW_LAPS = const(6)
_CRASH_PASS = const(7)
_NO_BLOCK = const(8)
_NO_CHALLENGE = const(9)
_ONLY_ANSWERS = const(10)
_ONLY_DRAFT = const(11)
_NO_PLAYS = const(12)
_DRAFT_ONLY = const(13)
_RESPONSE = const(14)
_FAST_PIT = const(15)
_NOTHING_AHEAD = const(16)
_GAP_AHEAD = const(17)
_TWO_WIDE = const(18)
_ALREADY_TW = const(19)
_NO_ROOM = const(20)


def action_problem(st, seat, card):
    """Why the mover may not play card as an action now (a reason's
    number), or None."""
    if st.acts <= 0:
        return _NO_PLAYS
    i = st.slot_of(seat)
    if i < 0:
        return None                      # making up time: any card, one second
    e = data.EFFECT[card]
    if e == data.DRAFT:
        return _DRAFT_ONLY
    if e == data.BLOCK or e == data.CHALLENGE:
        return _RESPONSE
    if e == data.FAST_PIT:
        return _FAST_PIT
    if e in data.PASSES:
        if i < 1:
            return _NOTHING_AHEAD
        if st.gap[i]:
            return _GAP_AHEAD
        v = st.line[i - 1]
        if v < _SLOW and st.tw[v] and e != data.PASS_OUTSIDE:
            return _TWO_WIDE
    if e == data.TWO_WIDE and st.tw[seat]:
        return _ALREADY_TW
    if e == data.PULL_AWAY and i > 0 and not st.gap[i]:
        return _NO_ROOM
    return None


def why(st, move):
    """The number of the reason move is not legal now, or None when it is."""
    if move in legal(st):
        return None
    ph = st.phase
    if ph == _OVER:
        return _RACE_OVER
    if move == _PIT:
        return _LAST_TURN if st.final else _PIT_START
    if move == _DRAW:
        return _NO_DRAW
    if not 0 <= move < data.DECK:
        return _NOT_NOW
    if st.hands[st.cur].index(move) < 0:
        return _NOT_HELD
    e = data.EFFECT[move]
    if ph == _ACTION:
        return action_problem(st, st.cur, move)
    if ph == _LAP_COUNT:
        return _FEW_LAPS
    if ph == _CRASH:
        return _CRASH_PASS
    if ph == _RESPOND:
        if e == data.BLOCK:
            return _NO_BLOCK
        if e == data.CHALLENGE:
            return _NO_CHALLENGE
        return _ONLY_ANSWERS
    if ph == _DRAFTING:
        return _ONLY_DRAFT
    return _NOT_NOW


def legal(st):
    ph = st.phase
    s = st.cur
    if ph == _OVER:
        return []
    hand = st.hands[s].list()
    if ph == _QUALIFY or ph == _PIT_EXIT:
        return hand
    if ph == _LAP_COUNT:
        # Any card while the hand can still make the count; when only a single
        # DRAFT can make it, only a DRAFT card.
        from paddock.games.stockcar.track_phase import hand_laps
        if st.pend[s].n == 0 and hand_laps(st, s) < st.count:
            return [c for c in hand if data.EFFECT[c] == data.DRAFT]
        return hand
    if ph == _CRASH:
        return [c for c in hand if data.EFFECT[c] in data.PASSES]
    if ph == _PIT_CALL:
        return [_PIT, _DONE]
    if ph == _PIT_DISCARD:
        return hand + [_DONE]
    if ph == _ACTION:
        out = [c for c in hand if action_problem(st, s, c) is None] if st.acts > 0 else []
        if st.first and not st.final:    # "move or declare a pitstop"
            out.append(_PIT)
        out.append(_DONE)
        return out
    if ph == _RESPOND:
        block = data.EFFECT[st.pa_card] != data.INSIDE_ADVANTAGE
        chal = not st.placed(s, 0, _TIRES_WORN)
        out = [c for c in hand if (data.EFFECT[c] == data.BLOCK and block)
               or (data.EFFECT[c] == data.CHALLENGE and chal)]
        out.append(_DONE)
        return out
    if ph == _DRAFTING or ph == _FOLLOWING:
        drafts = [c for c in hand if data.EFFECT[c] == data.DRAFT]
        if ph == _FOLLOWING:
            drafts = [_FOLLOW_P + c for c in drafts] + [_FOLLOW_D + c for c in drafts]
        drafts.append(_DONE)
        return drafts
    if ph == _CHALLENGED:
        if st.can_draw(s):
            hand.append(_DRAW)
        if s == st.mover:
            hand.append(_DONE)
        elif not hand:
            hand.append(_DRAW)            # nothing to play: a rating of 0
        return hand
    return [_AGAIN, _DONE]                 # PASS_TWO


def run(st, step):
    """Take the steps of the rules one after another until a decision
    waits: each returns the next, or None (a loop, never a deeper call)."""
    while step is not None:
        step = step(st)


def apply(st, move):
    """Carry out one legal move of the seat to move, then every decision that
    has a single legal move."""
    from paddock.games.stockcar import action_phase as a
    from paddock.games.stockcar import refill_phase as r
    from paddock.games.stockcar import track_phase
    while True:
        ph = st.phase
        if ph == _QUALIFY:
            from paddock.games.stockcar import qualify    # dropped once qualified
            step = qualify.qualify_card(st, st.cur, move)
        elif ph == _LAP_COUNT:
            step = track_phase.lap_card(st, move)
        elif ph == _CRASH:
            step = track_phase.crash_card(st, move)
        elif ph == _ACTION:
            step = a.play_action(st, move)
        elif ph == _RESPOND:
            step = a.respond(st, move)
        elif ph == _DRAFTING:
            step = a.drafting(st, move)
        elif ph == _FOLLOWING:
            step = a.following(st, move)
        elif ph == _CHALLENGED:
            step = a.challenge_pick(st, move)
        elif ph == _PASS_TWO:
            step = a.second_car(st, move)
        elif ph == _PIT_CALL:
            step = r.pit_call(st, move)
        elif ph == _PIT_DISCARD:
            step = r.pit_discard(st, move)
        else:
            step = r.exit_card(st, move)
        run(st, step)
        if st.phase == _OVER:
            return
        moves = legal(st)
        if len(moves) != 1:
            return
        move = moves[0]
