"""4. Sequence Of Play: the TRACK PHASE. The race leader turns over TRACK
DECK cards until one with a lap number; events are applied as they come
(The Track Deck Cards); then every driver makes the lap count, or a yellow
flag flies. 6. Keeping Track of Races: the exact finish and the Short Track
doubling.

A step of the rules returns the next step (a function of the State), or
None once a decision waits (``legal.run`` loops), so no chain of calls
grows with the race: the board's Python stack is small.
"""

from paddock.games.stockcar import data
from paddock.games.stockcar import occurrences as occ

from micropython import const

# Track cards and table values (``events`` names them for tests), folded.
_LAP = const(0)
_CRASH_AHEAD = const(1)
_OVER_HEATING = const(2)
_SHORT_TRACK = const(2)
_TRANSMISSION = const(3)
_BLOWN_ENGINE = const(4)
_HIGH_IN_TURN = const(5)
_SLOW_TRAFFIC = const(6)
_LOSE_TRACTION = const(7)
_BRAKES = const(12)
_OUTSIDE_GROOVE = const(13)
_OUT_RATING = const(200)

# Codes (``codes``), folded into the bytecode.
_RACING = const(0)
_LAP_COUNT = const(1)
_CRASH = const(2)
_EV_TRACK = const(4)
_EV_LAPS = const(5)
_EV_YELLOW = const(6)
_EV_CHECK = const(7)
_EV_GETS = const(8)
_SLOW = const(8)
_EV_NO_EFFECT = const(9)
_EV_CRASH_PASS = const(12)
_EV_MADE = const(13)
_EV_SHORT = const(14)
_EV_TURN = const(43)
_EV_NO_PASS = const(44)
_OUT_OF_GAS = const(99)

SHORT = 254      # lapn: could not make the lap count
NONE = 255       # lapn: made it with a single DRAFT (no actions left)


def set_queue(st, seats):
    """The seats that decide next, in order (st.queue from st.qi)."""
    for i in range(len(seats)):
        st.queue[i] = seats[i]
    st.nq = len(seats)
    st.qi = 0


def racing(st):
    return [s for s in st.race_order() if st.status[s] == _RACING]


def begin_turn(st):
    st.turn_no += 1
    for s in range(st.players):
        st.lapn[s] = st.moved[s] = st.tw[s] = st.hit[s] = 0
    st.yellow = st.groove = st.final = st.count = st.record = 0
    st.emit(_EV_TURN, -1, st.turn_no, st.laps_done)
    return turn_over


def turn_over(st):
    """Turn over TRACK DECK cards ("If you run out of cards, just reshuffle")
    and apply each event, until a card with a lap number."""
    while True:
        if not racing(st):
            from paddock.games.stockcar import finish
            while st.table.n:
                st.tdisc.push(st.table.pop())
            return finish.end_race
        if st.tdeck.n == 0:
            for i in range(st.tdisc.n):
                st.tdeck.push(st.tdisc.cards[i])
            st.tdisc.clear()
            st.tdeck.shuffle(st.rng)
        c = st.tdeck.pop()
        kind = st.tkind[c]
        val = st.tval[c]
        st.table.push(c)
        st.emit(_EV_TRACK, -1, kind, val)
        if kind == _LAP:
            record_laps(st, val)
            # Make the lap count: every driver, face down until all have.
            set_queue(st, [s for s in range(st.players) if st.status[s] == _RACING])
            return lap_ask
        if kind == _CRASH_AHEAD:
            record_laps(st, val)
            st.yellow = 1
            set_queue(st, racing(st))
            return crash_ask
        if kind in (_OVER_HEATING, _TRANSMISSION, _BLOWN_ENGINE, _BRAKES):
            # "Driver with SPEED RATING less than OUT RATING is OUT OF RACE";
            # nobody below it: no effect, and another card is turned over.
            s = event_check(st, _OUT_RATING)
            if s < 0:
                st.emit(_EV_NO_EFFECT, -1, kind)
                continue
            occ.knock_out(st, s, kind)
            if kind == _BRAKES:      # a green-flag event: no lap number
                continue
            record_laps(st, val)
            st.yellow = 1
            return yellow
        if kind == _SLOW_TRAFFIC:
            st.table.pop()
            occ.insert_slot(st, 0, _SLOW + c)
        elif kind == _OUTSIDE_GROOVE:
            st.groove = 1
        else:
            s = event_check(st, -1)
            if s < 0:
                continue
            st.emit(_EV_GETS, s, kind)
            if kind == _HIGH_IN_TURN:
                st.hit[s] = 1
            elif kind == _LOSE_TRACTION:
                occ.lose_traction(st, s, val)
            else:                        # held until a pit stop
                st.table.pop()
                st.evs[s].push(c)


def record_laps(st, val):
    """"You always finish a race on the exact count"; the Short Track doubles
    the laps recorded unless that would pass the race length."""
    remaining = st.length - st.laps_done
    make = val if val < remaining else remaining
    rec = make
    if st.track == _SHORT_TRACK and 2 * val <= remaining:
        rec = 2 * val
    st.count = make
    st.record = rec
    st.laps_done += rec
    st.final = 1 if st.laps_done >= st.length else 0
    st.emit(_EV_LAPS, -1, make, rec)


def event_check(st, out_rating):
    """All drivers turn over a card (the DRAW PILE, or the advanced RESERVE
    PILE) onto their DISCARD PILE; the lowest speed rating receives the
    event. With an out rating, only a rating below it counts (else -1).
    Ties turn over again, as in qualifying."""
    cands = racing(st)
    for rnd in range(9):
        best = 1000
        who = []
        for s in cands:
            if st.advanced and st.reserves[s].n:
                c = st.reserves[s].pop()
            else:
                c = st.draw_card(s)
            if c < 0:
                continue
            st.discs[s].push(c)
            st.emit(_EV_CHECK, s, c)
            v = data.speed(c)
            if v < best:
                best = v
                who = [s]
            elif v == best:
                who.append(s)
        if not who or (rnd == 0 and out_rating >= 0 and best >= out_rating):
            return -1
        if len(who) == 1:
            return who[0]
        cands = who
    return cands[0]


def crash_card(st, card):
    """CRASH AHEAD: "All drivers must play any pass card ... to get by.
    Drivers unable to pass are involved in the crash and are out"."""
    seat = st.cur
    st.hands[seat].remove(card)
    st.discs[seat].push(card)
    st.emit(_EV_CRASH_PASS, seat, card)
    st.qi += 1
    return crash_ask


def crash_ask(st):
    """The next driver in line order gets by the crash, or is out."""
    while st.qi < st.nq:
        s = st.queue[st.qi]
        if st.status[s] == _RACING:
            for e in data.PASSES:
                if st.has(s, e):
                    st.phase = _CRASH
                    st.cur = s
                    return None
            st.emit(_EV_NO_PASS, s)
            occ.knock_out(st, s, _CRASH_AHEAD)
        st.qi += 1
    return yellow


def yellow(st):
    from paddock.games.stockcar import refill_phase
    occ.yellow_flag(st)
    st.emit(_EV_YELLOW, -1, st.count, st.record)
    return refill_phase.after_racing


def hand_laps(st, seat):
    """The lap values of seat's hand, added up."""
    h = st.hands[seat]
    total = 0
    for i in range(h.n):
        total += data.laps(h.cards[i])
    return total


def lap_card(st, card):
    """One card toward the lap count ("equal or exceed"); a single DRAFT card
    makes it alone."""
    seat = st.cur
    st.hands[seat].remove(card)
    pend = st.pend[seat]
    pend.push(card)
    total = 0
    for i in range(pend.n):
        total += data.laps(pend.cards[i])
    if total >= st.count:
        st.lapn[seat] = pend.n
    elif pend.n == 1 and data.EFFECT[card] == data.DRAFT:
        st.lapn[seat] = NONE
    else:
        return None
    st.qi += 1
    return lap_ask


def lap_ask(st):
    """The next driver makes the lap count; a hand that cannot make it is all
    played and the car drops to the rear (advanced, with no DRAW PILE left:
    out of gas); when all have played, the cards are shown."""
    while st.qi < st.nq:
        s = st.queue[st.qi]
        if hand_laps(st, s) >= st.count or st.has(s, data.DRAFT):
            st.phase = _LAP_COUNT
            st.cur = s
            return None
        if st.advanced and st.draws[s].n == 0:
            occ.knock_out(st, s, _OUT_OF_GAS)
        else:
            h = st.hands[s]
            while h.n:
                st.pend[s].push(h.pop(0))
            st.lapn[s] = SHORT
        st.qi += 1
    from paddock.games.stockcar import action_phase
    for s in range(st.players):
        pend = st.pend[s]
        if st.status[s] != _RACING:
            continue
        for i in range(pend.n):
            st.discs[s].push(pend.cards[i])
        n = pend.n
        pend.clear()
        if st.lapn[s] == SHORT:
            st.emit(_EV_SHORT, s, n)
            if st.slot_of(s) >= 0:
                occ.to_rear(st, s)
        else:
            st.emit(_EV_MADE, s, n, 1 if st.lapn[s] == NONE else 0)
    return action_phase.begin
