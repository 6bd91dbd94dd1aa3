"""Stock Car Championship: is a loaded save a position the rules can reach?

Run by ``core.save.validate`` from ``payload.load`` and dropped after.
Every Driver card and Track card somewhere once; the season, track and
race length agreeing; each car in exactly one place (the line, off the
lead draft, the pits, out); the decision under way asked of the seat the
rules would ask, with a move it can make.
"""

from paddock.core.valid import each, fail, ranges, seats, tally
from paddock.games.stockcar import data

from micropython import const

# Track cards and table values (``events`` names them for tests), folded.
_SLOW_TRAFFIC = const(6)
_ENGINE_TROUBLE = const(8)
_CAR_TOO_TIGHT = const(9)
_BODY_DAMAGE = const(10)
_TIRES_WORN = const(11)
_FIELD = const(40)

# Codes (``codes``), folded into the bytecode.
_QUALIFY = const(0)
_RACING = const(0)
_LAP_COUNT = const(1)
_PITTING = const(1)
_CRASH = const(2)
_OUT = const(2)
_PIT_CALL = const(3)
_PIT_DISCARD = const(4)
_PIT_EXIT = const(5)
_ACTION = const(6)
_RESPOND = const(7)
_DRAFTING = const(8)
_SLOW = const(8)
_CHALLENGED = const(10)
_PASS_TWO = const(11)
_OVER = const(12)
_DRAW = const(62)

N = 255
_RANGES = ("track", 0, 2, "phase", 0, _OVER, "yellow", 0, 1, "groove", 0, 1,
           "final", 0, 1, "count", 0, 30, "record", 0, 60, "nq", 0, 4,
           "mover", 0, "players", "acts", 0, 6, "first", 0, 1, "pa_step", 0, 2,
           "pa_fill", 0, 1, "fol_side", 0, 1, "pole", 0, "players")
_EACH = ("status", _OUT, "outs", 6, "down", 150, "tw", 1, "hit", 1, "moved", 1,
         "pitfrom", "players", "behind", 250)
# A card field: NONE, or a Driver card (DRAW too for a challenge pick).
_PICKS = ("pa_card", N, "ch_p", _DRAW, "ch_d", _DRAW)


def check(st):
    seats(st, 2, 4)
    n = st.players
    ranges(st, _RANGES)
    each(st, _EACH)
    sea = st.season
    over = st.phase == _OVER
    # turn_no: a turn records 3 laps or more (the least value on a card), but the last.
    if st.length != data.LENGTHS[st.track][st.length_i] or st.laps_done > st.length \
            or sea.done > sea.races - (not over) or sum(st.led) > st.laps_done \
            or (not over and sum(st.led) + _owed(st) != st.laps_done) \
            or st.record > st.laps_done or st.record not in (st.count, 2 * st.count) \
            or st.turn_no > st.laps_done // 3 + 1 \
            or (not over and (sea.series[sea.done] != st.track
                              or st.final != (st.laps_done >= st.length))):
        fail("race")
    for s in range(n):
        if (sea.wins[s] > sea.done or sea.poles[s] > sea.done or sea.last_pos[s] > _FIELD
                or sea.last_pts[s] > 64 or sea.points[s] > 64 * sea.done):
            fail("season")
    if sum(sea.poles) != sea.done:
        fail("season")
    for i in range(0, 6, 2):
        v = getattr(st, _PICKS[i])
        if v >= data.DECK and v != N and v != _PICKS[i + 1]:
            fail(_PICKS[i])
    for s in range(n):
        if st.lapn[s] > 12 and st.lapn[s] < 254:
            fail("lap count")
    _cards(st, n)
    _cars(st, n)
    if over:
        if st.cur != -1:
            fail("turn")
        return
    if not 0 <= st.cur < n or st.qi > st.nq or st.nq > n or len(set(st.queue[:st.nq])) != st.nq \
            or max(st.queue[:st.nq] or b"\x00") >= n:
        fail("turn")
    _decision(st, n)
    if not st.legal():
        fail("turn")


def _owed(st):
    """Laps of this turn not yet given to the race leader (after_racing does)."""
    ph = st.phase
    done = ph == _PIT_CALL or ph == _PIT_EXIT or (ph == _PIT_DISCARD and st.yellow)
    return 0 if done else st.record


def _cards(st, n):
    """Track cards once each; each driver's 60 cards once each."""
    line = st.line[:st.nline]
    slow = [v - _SLOW for v in line if v >= _SLOW]
    tally([st.tdeck, st.tdisc, st.table, slow] + st.evs, data.DECK, b"\x01" * data.DECK,
          "track card")
    for c in slow:
        if st.tkind[c] != _SLOW_TRAFFIC:
            fail("track card")
    one = b"\x01" * data.DECK
    for s in range(n):
        for c in st.evs[s]:
            if st.tkind[c] not in (_ENGINE_TROUBLE, _CAR_TOO_TIGHT, _BODY_DAMAGE, _TIRES_WORN) or st.status[s] != _RACING:
                fail("track card")
        tally([st.hands[s], st.draws[s], st.discs[s], st.reserves[s], st.perms[s],
               st.pend[s]], data.DECK, one, "driver card")
        kinds = [data.EFFECT[c] for c in st.perms[s]]
        for e in kinds:
            if e not in data.PERMANENT or kinds.count(e) > 1:
                fail("driver card")


def _cars(st, n):
    """Each racing car on the line or off the lead draft, once; no other car."""
    line = st.line[:st.nline]
    where = bytearray(n)
    for i in range(st.nline):
        v = line[i]
        if v < _SLOW:
            if v >= n:
                fail("line")
            where[v] += 1
        elif v >= _SLOW + data.DECK or i == st.nline - 1:
            fail("line")
        if st.gap[i] > 100 or (i == 0 and st.gap[0]):
            fail("gap")
    if st.noff > n:
        fail("line")
    for j in range(st.noff):
        s = st.offq[j]
        where[s] += 1     # IndexError past n: "out of range"
        if not st.behind[s]:
            fail("line")
    for s in range(n):
        if where[s] != (st.status[s] == _RACING and st.phase != _QUALIFY):
            fail("line")


def _decision(st, n):
    ph = st.phase
    cur = st.cur
    asked = st.queue[st.qi] if st.qi < st.nq else -1
    done = list(st.queue[:st.qi])
    for s in range(n):
        p = st.pend[s].n
        if ph == _QUALIFY:
            ok = p == (s in done)
        elif ph == _PIT_EXIT:
            ok = p <= (s in done)
        elif ph == _LAP_COUNT:
            ok = not p or s in done or s == cur
        else:
            ok = not p
        if not ok:
            fail("hidden card")
    if (st.ch_p != N) != (ph == _CHALLENGED and cur != st.mover):
        fail("challenge")
    if ph in (_PIT_CALL, _CRASH) and not st.yellow or ph in (
            _QUALIFY, _LAP_COUNT) and st.yellow or ph >= _ACTION and st.yellow:
        fail("yellow flag")
    status = st.status[cur]
    if ph in (_QUALIFY, _LAP_COUNT, _CRASH, _PIT_EXIT) and cur != asked:
        fail("turn")
    if ph == _QUALIFY and (st.nline or st.noff or max(st.status)
                            or list(st.queue[:st.nq]) != list(range(n))):
        fail("qualifying")
    if ph == _PIT_CALL and (st.qi < 1 or st.queue[st.qi - 1] != cur):
        fail("turn")
    pitting = ph == _PIT_DISCARD or ph == _PIT_EXIT
    if status != (_PITTING if pitting else _RACING):
        fail("turn")
    if ph >= _ACTION:
        mover = st.mover
        if st.status[mover] != _RACING or st.moved[mover]:
            fail("mover")
        i = st.slot_of(mover)
        if ph == _ACTION or ph == _PASS_TWO:
            if cur != mover:
                fail("mover")
        elif ph == _DRAFTING:
            if not st.dq < st.nline or st.line[st.dq] != cur:
                fail("draft")
        else:
            e = data.EFFECT[st.pa_card]
            if i < 1 or st.line[i - 1] != st.pa_def or e not in data.PASSES:
                fail("pass")
            if ph == _RESPOND and cur != st.pa_def:
                fail("pass")
            if ph == _CHALLENGED and cur != mover and (
                    cur != st.pa_def or (st.ch_p < data.DECK
                                         and st.hands[mover].index(st.ch_p) < 0)):
                fail("challenge")
        if ph == _PASS_TWO and (i < 1 or data.EFFECT[st.pa_card] != data.PASS_2):
            fail("pass")
    if ph == _LAP_COUNT:
        total = 0
        for c in st.pend[cur]:
            total += data.laps(c)
        if total >= st.count:
            fail("lap count")
    for s in range(n):
        st.seen_by(s)
