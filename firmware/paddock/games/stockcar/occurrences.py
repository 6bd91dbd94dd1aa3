"""5. Track Occurrences: PASSING, GAPS, YELLOW FLAGS, PIT STOPS, and the
Advanced Rules' Pitstops and Making Up Time (the lead draft and the cars off
it). Every change to the line of cars goes through here.

A gap is counted in car lengths in front of a slot (``st.gap[i]``); the
leader's is always 0.
"""


from micropython import const

# Track cards and table values (``events`` names them for tests), folded.
_LOSE_TRACTION = const(7)

# Codes (``codes``), folded into the bytecode.
_RACING = const(0)
_PITTING = const(1)
_OUT = const(2)
_SLOW = const(8)
_EV_OUT = const(10)
_EV_TO_REAR = const(11)
_EV_PASSES = const(17)
_EV_FREE_PASS = const(18)
_EV_TWO_WIDE_LOST = const(27)
_EV_PITS = const(29)
_EV_EXITS = const(31)
_EV_LAPS_DOWN = const(32)
_EV_BEHIND = const(33)
_EV_MAKES_UP = const(34)
_EV_CATCHES = const(35)
_EV_SLOW_GONE = const(37)
_OUT_OF_GAS = const(99)


# The line.
def remove_slot(st, i):
    """Take slot i out of the line; the cars behind move up (its gaps merge)."""
    line, gap = st.line, st.gap
    n = st.nline
    if i + 1 < n:
        gap[i + 1] += gap[i]
    for j in range(i, n - 1):
        line[j] = line[j + 1]
        gap[j] = gap[j + 1]
    st.nline = n - 1
    if st.nline:
        gap[0] = 0


def insert_slot(st, i, value):
    """Put value in slot i (SLOW TRAFFIC goes "in front of the race leader")."""
    line, gap = st.line, st.gap
    for j in range(st.nline, i, -1):
        line[j] = line[j - 1]
        gap[j] = gap[j - 1]
    line[i] = value
    gap[i] = 0
    st.nline += 1


def leave_track(st, seat):
    """Take seat's car off the track: out of the line or off the off-draft
    list. (The lead draft is settled again by the caller: a car pitting
    counts its time from the lead draft it left.)"""
    i = st.slot_of(seat)
    if i >= 0:
        remove_slot(st, i)
        tidy_slow(st)
        return
    for j in range(st.noff):
        if st.offq[j] == seat:
            for k in range(j, st.noff - 1):
                st.offq[k] = st.offq[k + 1]
            st.noff -= 1
            return


def to_rear(st, seat):
    """Place seat's car at the rear of the lead draft."""
    leave_track(st, seat)
    st.behind[seat] = 0
    insert_slot(st, st.nline, seat)


def tidy_slow(st):
    """SLOW TRAFFIC "remains on the track until all cars have passed it"."""
    while st.nline and st.line[st.nline - 1] >= _SLOW:
        st.nline -= 1
        st.tdisc.push(st.line[st.nline] - _SLOW)
        st.emit(_EV_SLOW_GONE)


def do_pass(st, i):
    """Slot i passes slot i-1: they exchange places, and the passer moves into
    one car length of any gap in front of the car passed; never a gap in
    front of SLOW TRAFFIC or a car HIGH IN TURN. True when a gap was filled."""
    line, gap = st.line, st.gap
    a = line[i - 1]
    line[i - 1] = line[i]
    line[i] = a
    filled = gap[i - 1] > 0 and a < _SLOW and not st.hit[a]
    if filled:
        gap[i - 1] -= 1
    st.emit(_EV_PASSES, line[i - 1], a)
    tidy_slow(st)
    return filled


def free_pass(st, seat):
    """HIGH IN TURN: a driver directly behind that car during their move passes
    it without playing a card; the gap in front of it stays."""
    while True:
        i = st.slot_of(seat)
        if i < 1 or st.gap[i]:
            return
        a = st.line[i - 1]
        if a >= _SLOW or not st.hit[a]:
            return
        st.line[i - 1] = seat
        st.line[i] = a
        st.emit(_EV_FREE_PASS, seat, a)


def lose_two_wide(st, seat):
    """Playing any response card loses a TWO WIDE at once."""
    if st.tw[seat]:
        st.tw[seat] = 0
        st.emit(_EV_TWO_WIDE_LOST, seat)


def yellow_flag(st):
    """"No passing is allowed and all gaps are closed"; SLOW TRAFFIC leaves; the
    advanced rules' "A yellow flag will also make up all the time"."""
    i = 0
    while i < st.nline:
        st.gap[i] = 0
        if st.line[i] >= _SLOW:
            st.tdisc.push(st.line[i] - _SLOW)
            remove_slot(st, i)
            st.emit(_EV_SLOW_GONE)
        else:
            i += 1
    for j in range(st.noff):
        s = st.offq[j]
        st.behind[s] = 0
        insert_slot(st, st.nline, s)
        st.emit(_EV_CATCHES, s)
    st.noff = 0
    for s in range(st.players):
        st.hit[s] = 0


def knock_out(st, seat, why):
    """OUT OF RACE; with the house rule OUT OF RACE RESULTS one card less in
    the hand for good and to the rear of the line. Out of gas is always out."""
    st.hit[seat] = 0
    if st.outrule and why != _OUT_OF_GAS:
        st.outs[seat] += 1
        to_rear(st, seat)
        st.emit(_EV_TO_REAR, seat, why)
        return
    leave_track(st, seat)
    settle_draft(st)
    st.behind[seat] = 0
    st.status[seat] = _OUT
    st.outturn[seat] = st.turn_no
    ev = st.evs[seat]
    while ev.n:
        st.tdisc.push(ev.pop())
    st.emit(_EV_OUT, seat, why)


def lose_traction(st, seat, seconds):
    """LOSE TRACTION. Basic: to the end of the lead draft. Advanced: the
    card's seconds behind the lead draft (added to any already behind)."""
    if not st.advanced:
        to_rear(st, seat)
        st.emit(_EV_TO_REAR, seat, _LOSE_TRACTION)
        return
    extra = st.behind[seat]
    leave_track(st, seat)
    add_behind(st, seat, extra + seconds)
    settle_draft(st)


# Advanced rules: the lead draft and the cars off it.
def add_behind(st, seat, seconds, say=True):
    """Put seat off the lead draft, seconds behind, in order of seconds."""
    seconds = min(seconds, 250)
    st.behind[seat] = seconds
    j = st.noff
    while j > 0 and st.behind[st.offq[j - 1]] > seconds:
        st.offq[j] = st.offq[j - 1]
        j -= 1
    st.offq[j] = seat
    st.noff += 1
    if say:
        st.emit(_EV_BEHIND, seat, seconds)


def settle_draft(st):
    """When no car is left in the lead draft, the nearest cars off it become
    the new lead draft and the others' seconds count from them."""
    for i in range(st.nline):
        if st.line[i] < _SLOW:
            return
    if not st.noff:
        return
    tidy_slow(st)            # SLOW TRAFFIC with no car behind it is gone
    least = 255
    for j in range(st.noff):
        least = min(least, st.behind[st.offq[j]])
    keep = 0
    for j in range(st.noff):
        s = st.offq[j]
        st.behind[s] -= least
        if st.behind[s] == 0:
            insert_slot(st, st.nline, s)
        else:
            st.offq[keep] = s
            keep += 1
    st.noff = keep


def make_up(st, seat):
    """MAKING UP TIME: one card played makes up one second; at 0 the car goes
    to the rear of the lead draft. True when it caught up."""
    st.behind[seat] -= 1
    st.emit(_EV_MAKES_UP, seat, 1, st.behind[seat])
    leave_track(st, seat)
    if st.behind[seat] == 0:
        insert_slot(st, st.nline, seat)
        st.emit(_EV_CATCHES, seat)
        return True
    add_behind(st, seat, st.behind[seat], False)
    return False


# Pit stops.
def pit_in(st, seat):
    """The car leaves the track for the pits; bad event cards are removed.
    ``pitfrom`` is its race position as it went in, counting the cars
    already in the pits where they were, so a pit exit tie goes to "the
    driver who lead into the pits"."""
    order = [s for s in st.race_order() if st.status[s] != _PITTING]
    p = order.index(seat) if seat in order else 0
    gone = sorted(st.pitfrom[s] for s in range(st.players) if st.status[s] == _PITTING)
    for q in gone:          # each car gone in ahead moved this one up a place
        if q <= p:
            p += 1
    st.pitfrom[seat] = p
    leave_track(st, seat)
    st.status[seat] = _PITTING
    st.hit[seat] = 0
    st.tw[seat] = 0
    ev = st.evs[seat]
    while ev.n:
        st.tdisc.push(ev.pop())
    st.emit(_EV_PITS, seat, st.yellow)


def pit_refill(st, seat):
    """Refill the hand to its limit. Advanced steps 4-6: combine every card
    not in the hand, shuffle, refill the hand and a DRAW PILE of 20, 25 or
    30; the rest is the RESERVE DECK."""
    hand = st.hands[seat]
    limit = st.hand_limit(seat)
    if not st.advanced:
        while hand.n < limit:
            c = st.draw_card(seat)
            if c < 0:
                break
            hand.push(c)
        return
    res = st.reserves[seat]
    for pile in (st.discs[seat], st.draws[seat]):
        for i in range(pile.n):
            res.push(pile.cards[i])
        pile.clear()
    res.shuffle(st.rng)
    while hand.n < limit and res.n:
        hand.push(res.pop())
    d = st.draws[seat]
    while d.n < (20, 25, 30)[st.track] and res.n:
        d.push(res.pop())


def pit_out(st, seats, times):
    """Exit the pits: lowest pit time first, ties to the car that led in; behind
    every car that stayed out. Yellow: on the lead lap. Green: laps down, or
    (advanced) the whole seconds of the pit time behind the lead draft."""
    order = list(range(len(seats)))
    order.sort(key=lambda i: (times[i], st.pitfrom[seats[i]], seats[i]))
    for i in order:
        s = seats[i]
        st.status[s] = _RACING
        st.emit(_EV_EXITS, s, times[i])
        if st.advanced and not st.yellow:
            add_behind(st, s, st.behind[s] + times[i] // 10)
        else:
            insert_slot(st, st.nline, s)
            if not st.yellow:
                st.down[s] += (1, 2, 3)[st.track]
                st.emit(_EV_LAPS_DOWN, s, st.down[s])
    settle_draft(st)
