"""Stock Car Championship test helpers: set a position up directly, play moves.

Other ``test_stockcar_*`` files import these. Cars are named as the rulebook
names them: Car #1 is seat 0. ``line_of`` draws the line as the rulebook's
figures do: ``[1, 2, "|", 3, 4]`` is "1, 2 - gap - 3, 4"; "ST" is SLOW TRAFFIC.
The tests here check the helpers themselves.
"""

from paddock.core import game
from paddock.games.stockcar import action_phase, data, legal, payload, rules
from paddock.games.stockcar import events as E
from paddock.games.stockcar import codes as C

PI, PO, IA, P2 = data.PASS_INSIDE, data.PASS_OUTSIDE, data.INSIDE_ADVANTAGE, data.PASS_2
TW, PA, DR, BL, CH = data.TWO_WIDE, data.PULL_AWAY, data.DRAFT, data.BLOCK, data.CHALLENGE


def new(players=4, seed=1, **options):
    """A game with human seats (nothing plays by itself but forced moves)."""
    opts = {"players": players, "seats": bytearray(players)}
    opts.update(options)
    return rules.new_game(opts, seed)


def ids(eff):
    """Every Driver card id with effect eff, lowest id first."""
    return [c for c in range(data.DECK) if data.EFFECT[c] == eff]


def card(eff, i=0):
    return ids(eff)[i]


def with_speed(v):
    for c in range(data.DECK):
        if data.speed(c) == v:
            return c
    raise ValueError("no card rated %d" % v)


def with_pit(t):
    for c in range(data.DECK):
        if data.pit(c) == t:
            return c
    raise ValueError("no card with pit time %d" % t)


def line_of(st):
    """The line front first: car numbers, "ST", and "|" for each car length of gap."""
    out = []
    for i in range(st.nline):
        out += ["|"] * st.gap[i]
        v = st.line[i]
        out.append("ST" if v >= C.SLOW else v + 1)
    return out


def set_line(st, cars, gaps=None):
    """Put the cars (car numbers, "ST" for SLOW TRAFFIC) in the line."""
    st.nline = 0
    for i in range(len(cars)):
        v = cars[i]
        if v == "ST":
            c = lap_or(st, E.SLOW_TRAFFIC)
            st.tdeck.remove(c)
            v = C.SLOW + c
        else:
            v -= 1
        st.line[i] = v
        st.gap[i] = gaps[i] if gaps else 0
        st.nline += 1


def lap_or(st, kind):
    """A card of kind still in the TRACK DECK."""
    for c in st.tdeck:
        if st.tkind[c] == kind:
            return c
    raise ValueError("no such track card left")


def track_top(st, kind=E.LAP, value=None):
    """Put a track card of kind (a lap card by default) on top of the TRACK DECK."""
    for c in st.tdeck:
        if st.tkind[c] == kind and (value is None or st.tval[c] == value):
            st.tdeck.remove(c)
            st.tdeck.push(c)
            return c
    raise ValueError("no such track card left")


def give(st, seat, hand, top=None):
    """seat's hand is exactly hand; top (if given) on its DISCARD PILE; every
    other card of its deck in the DRAW PILE (shuffled by the game's seed)."""
    for name in ("hands", "draws", "discs", "reserves", "perms", "pend"):
        getattr(st, name)[seat].clear()
    st.hands[seat].set(hand)
    if top is not None:
        st.discs[seat].push(top)
    for c in range(data.DECK):
        if c not in hand and c != top:
            st.draws[seat].push(c)


def action(st, cars, hands, order, acts=1, gaps=None, hit=(), off=()):
    """Rig the ACTION PHASE: the line, each car's hand, DISCARD PILE tops that
    make the cars move in order (car numbers), acts card plays each (a
    number, or a dict by car number), hit the cars HIGH IN TURN, off the
    (car, seconds) off the lead draft (advanced rules). The next TRACK DECK
    card is a lap card."""
    st.phase = C.LAP_COUNT
    st.turn_no = 1
    st.count = st.record = 10
    st.laps_done = 10
    set_line(st, cars, gaps)
    held = [c for h in hands.values() for c in h]
    free = sorted((c for c in range(data.DECK) if c not in held), key=lambda c: -data.speed(c))
    for car in range(1, st.players + 1):
        s = car - 1
        top = free[order.index(car)] if car in order else free[-car]
        give(st, s, hands.get(car, []), top)
        n = acts.get(car, 1) if isinstance(acts, dict) else acts
        st.lapn[s] = st.card_limit(s) - n
        st.hit[s] = 1 if car in hit else 0
    for car, secs in off:
        st.offq[st.noff] = car - 1
        st.behind[car - 1] = secs
        st.noff += 1
    track_top(st)
    st.events = []
    go(st, action_phase.begin)
    return st


def go(st, step):
    """Run the rules from step (a phase's start) until a decision waits."""
    legal.run(st, step)
    return st


def play(st, *moves):
    """Play moves in turn; each must be legal."""
    for m in moves:
        assert m in st.legal(), "%r not legal in phase %d (legal %r)" % (m, st.phase, st.legal())
        st.play(m)
    return st


def check(st):
    """Every card accounted for; every running car once on the track or in
    the pits; every gap behind a slot that exists."""
    from paddock.games.stockcar import check as whole
    whole._cards(st, st.players)
    if st.phase == C.QUALIFY:
        return
    seen = []
    for i in range(st.nline):
        v = st.line[i]
        if v < C.SLOW:
            seen.append(v)
            assert st.status[v] == C.RACING
    for i in range(st.noff):
        seen.append(st.offq[i])
        assert st.behind[st.offq[i]] > 0
    for s in range(st.players):
        if st.status[s] == C.RACING:
            assert seen.count(s) == 1, (s, line_of(st))
        else:
            assert s not in seen
    assert st.nline == 0 or st.gap[0] == 0
    for s in range(st.players):
        assert st.hands[s].n <= 12


def bot_seats(players, kind=game.HARD):
    return bytearray([kind] * players)


def test_action_rig_orders_the_moves_and_keeps_every_card():
    st = action(new(), [1, 2, 3, 4], {}, [3, 1, 4, 2])
    assert st.mover == 2 and st.phase == C.ACTION
    assert line_of(st) == [1, 2, 3, 4]
    check(st)


def test_line_of_draws_gaps_and_slow_traffic():
    st = new()
    set_line(st, ["ST", 1, 2, 3, 4], [0, 0, 0, 2, 0])
    assert line_of(st) == ["ST", 1, 2, "|", "|", 3, 4]
    check(st)


def test_card_finders_match_the_deck():
    assert len(ids(PI)) == 9 and len(ids(DR)) == 8 and len(ids(CH)) == 8
    assert data.pit(with_pit(163)) == 163
    assert data.speed(with_speed(110)) == 110
