"""4. Sequence Of Play: the end of the racing, pit stops under the yellow,
and the REFILL PHASE (Outline Of Game: 1. draw cards, 2. remove track
events, 3. drivers exit pits, 4. back to the TRACK PHASE). A step returns
the next step, or None when a decision waits.
"""

from paddock.games.stockcar import data
from paddock.games.stockcar import occurrences as occ
from paddock.games.stockcar import track_phase

from micropython import const

# Codes (``codes``), folded into the bytecode.
_RACING = const(0)
_PITTING = const(1)
_PIT_CALL = const(3)
_PIT_DISCARD = const(4)
_PIT_EXIT = const(5)
_EV_DISCARDS = const(30)
_EV_LEADS = const(38)
_DONE = const(60)
_PIT = const(61)

NO_CARD_TIME = 200     # a driver with no card to play exits at 20.0 s


def after_racing(st):
    """The laps of the turn go to the race leader; then the race ends, or
    the yellow-flag pit stops ("beginning with the lead car and moving down
    the line ... You must decide in order"), or the REFILL PHASE."""
    order = st.race_order()
    if order and st.record:
        st.led[order[0]] += st.record
        st.emit(_EV_LEADS, order[0], st.record)
    if st.final:
        st.turns += 1
        while st.table.n:
            st.tdisc.push(st.table.pop())
        from paddock.games.stockcar import finish
        return finish.end_race
    if st.yellow:
        track_phase.set_queue(st, [s for s in order if st.status[s] == _RACING])
        return pit_ask
    return refill


def pit_call(st, move):
    """A driver pits (PIT) or stays out (DONE); then the next one decides."""
    if move == _PIT:
        occ.pit_in(st, st.cur)
        ask_discard(st, st.cur)
        return None
    return pit_ask


def pit_ask(st):
    while st.qi < st.nq:
        s = st.queue[st.qi]
        st.qi += 1
        if st.status[s] == _RACING:
            st.phase = _PIT_CALL
            st.cur = s
            return None
    return refill


def ask_discard(st, seat):
    """In the pits: "you can discard any number of cards in your DRIVER HAND"."""
    st.phase = _PIT_DISCARD
    st.cur = seat
    st.dq = 0


def pit_discard(st, move):
    s = st.cur
    if move != _DONE:
        st.hands[s].remove(move)
        st.discs[s].push(move)
        st.dq += 1
        return None
    st.emit(_EV_DISCARDS, s, st.dq)
    occ.pit_refill(st, s)
    if st.yellow:
        return pit_ask
    from paddock.games.stockcar import action_phase
    return action_phase.move_done


def refill(st):
    # 1. Draw cards: 3, 4 or 5, never past the hand limit.
    for s in range(st.players):
        if st.status[s] != _RACING:
            continue
        h = st.hands[s]
        for _ in range(min(st.refill_count(s), st.hand_limit(s) - h.n)):
            c = st.draw_card(s)
            if c < 0:
                break
            h.push(c)
    # 2. Remove all remaining event cards except SLOW TRAFFIC (on the line).
    while st.table.n:
        st.tdisc.push(st.table.pop())
    for s in range(st.players):
        st.tw[s] = 0
        st.hit[s] = 0
    st.groove = 0
    # 3. Drivers exit pits: each plays a card, face down until all have.
    order = st.race_order()
    track_phase.set_queue(st, [s for s in order if st.status[s] == _PITTING])
    return exit_ask


def exit_card(st, move):
    """Play a pit exit card, face down."""
    st.hands[st.cur].remove(move)
    st.pend[st.cur].push(move)
    st.qi += 1
    return exit_ask


def exit_ask(st):
    """Ask the next driver in the pits for an exit card; when all have
    played, they leave the pits by pit time."""
    while st.qi < st.nq:
        s = st.queue[st.qi]
        if st.hands[s].n:
            st.phase = _PIT_EXIT
            st.cur = s
            return None
        st.qi += 1
    seats = [st.queue[i] for i in range(st.nq)]
    times = []
    for s in seats:
        t = NO_CARD_TIME
        if st.pend[s].n:
            c = st.pend[s].pop()
            st.discs[s].push(c)
            t = data.pit(c)
            if st.advanced and data.EFFECT[c] == data.FAST_PIT:
                t = data.FAST_PIT_TIME
        times.append(t)
    if seats:
        occ.pit_out(st, seats, times)
    # 4. Go back to the TRACK PHASE.
    st.turns += 1
    return track_phase.begin_turn
