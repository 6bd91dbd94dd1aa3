"""Issue 14: pit exit ties and HIGH IN TURN, as the rulebook says.

"If there is a tie, the driver who lead into the pits leads out." HIGH IN
TURN: "Any driver that maneuvers to a position directly behind you during
their move automatically passes" and "A driver high in turn cannot play any
action or response cards". Positions are set up through the State's fields.
"""

import pytest

from paddock.games.stockcar import codes as C
from paddock.games.stockcar import events as E
from paddock.games.stockcar import data, refill_phase
from test_stockcar_fixtures import (CH, DR, BL, PA, PI, action, card, check, give, go, line_of,
                                    new, play, set_line, track_top, with_pit, with_speed)

DONE, PIT = C.DONE, C.PIT
T165 = with_pit(165)          # both pitting cars play a 16.5 s card: a tie


def free_passes(st):
    """(car, car passed) for each free pass in the last move's events."""
    return [(e[1] + 1, e[2] + 1) for e in st.events if e[0] == E.EV_FREE_PASS]


# Pit exit ties.
@pytest.mark.parametrize("cars,pitters,after", [
    ([2, 1, 3, 4], (2, 1), [3, 4, 2, 1]),      # next to each other, #2 leads in
    ([2, 3, 1, 4], (2, 1), [3, 4, 2, 1]),      # apart
    ([1, 3, 2, 4], (1, 2), [3, 4, 1, 2]),      # #1 leads in: not the seat number
    ([3, 4, 2, 1], (2, 1), [3, 4, 2, 1]),      # at the back
])
def test_yellow_pit_exit_tie_goes_to_the_car_that_led_in(cars, pitters, after):
    st = new()
    set_line(st, cars)
    others = [c for c in range(data.DECK) if c != T165]
    for s in range(4):
        give(st, s, others[s * 7:s * 7 + 6] + ([T165] if s + 1 in pitters else []))
    st.turn_no = 1
    st.yellow = 1
    track_top(st)
    go(st, refill_phase.after_racing)
    for car in cars:                           # decide in line order
        assert st.phase == C.PIT_CALL and st.cur == car - 1
        play(st, PIT if car in pitters else DONE)
        if st.phase == C.PIT_DISCARD:
            play(st, DONE)
    while st.phase == C.PIT_EXIT:
        play(st, T165)
    assert line_of(st) == after
    check(st)


@pytest.mark.parametrize("cars,movers,after", [
    ([2, 1, 3, 4], [2, 1, 3, 4], [3, 4, 2, 1]),   # #2 leads in and pits first
    ([2, 1, 3, 4], [1, 2, 3, 4], [3, 4, 2, 1]),   # #1 pits first, from behind #2
    ([2, 3, 1, 4], [1, 3, 2, 4], [3, 4, 2, 1]),   # apart
    ([1, 3, 4, 2], [2, 3, 4, 1], [3, 4, 1, 2]),   # #1 leads in though it pits last
])
def test_green_pit_exit_tie_goes_to_the_car_that_led_in(cars, movers, after):
    st = action(new(), cars, {1: [T165], 2: [T165]}, movers)
    for car in movers:
        assert st.phase == C.ACTION and st.mover == car - 1
        play(st, PIT if car in (1, 2) else DONE)
        if st.phase == C.PIT_DISCARD:
            play(st, DONE)
    while st.phase == C.PIT_EXIT:
        if T165 not in st.hands[st.cur].list():     # the refill may have buried it
            st.hands[st.cur].push(T165)
            for pile in (st.draws[st.cur], st.discs[st.cur]):
                if pile.index(T165) >= 0:
                    pile.remove(T165)
        play(st, T165)
    assert line_of(st) == after
    assert st.down[0] == st.down[1] == E.LAPS_DOWN[st.track]
    check(st)


# HIGH IN TURN.
def test_high_in_turn_reached_by_pull_away():
    """1 - gap - 2, 3, 4, Car #1 HIGH IN TURN. Car #2 pulls away to close up
    behind Car #1 and passes it; Car #3 does not draft."""
    st = action(new(), [1, 2, 3, 4], {2: [card(PA)]}, [2, 3, 4], gaps=[0, 1, 0, 0], hit=(1,))
    assert st.mover == 1 and not free_passes(st)        # the gap: no free pass yet
    play(st, card(PA))
    assert free_passes(st) == [(2, 1)]
    assert line_of(st) == [2, 1, "|", 3, 4]
    check(st)


def test_high_in_turn_reached_by_draft():
    """1 - gap - 2, 3, 4, Car #1 HIGH IN TURN. Car #2 pulls away, Car #3
    drafts along, Car #4 does not: Cars #2 and #3 both get by Car #1."""
    st = action(new(), [1, 2, 3, 4], {2: [card(PA)], 3: [card(DR)], 4: [card(DR, 1)]},
                [2, 3, 4], gaps=[0, 1, 0, 0], hit=(1,))
    play(st, card(PA))
    assert st.phase == C.DRAFTING and st.cur == 2
    play(st, card(DR))
    assert st.phase == C.DRAFTING and st.cur == 3
    play(st, DONE)
    assert free_passes(st) == [(2, 1), (3, 1)]
    assert line_of(st) == [2, 3, 1, "|", 4]
    check(st)


def test_high_in_turn_reached_by_a_pass():
    """1, 2, 3, Car #1 HIGH IN TURN, Car #3 moves first: it passes Car #2 and
    so gets by Car #1 too; then Car #2 gets its free pass as its move begins."""
    st = action(new(3), [1, 2, 3], {3: [card(PI)]}, [3, 2], hit=(1,))
    assert st.mover == 2
    play(st, card(PI))
    assert free_passes(st) == [(3, 1), (2, 1)]
    assert line_of(st) == [3, 2, 1]
    check(st)


def test_high_in_turn_reached_by_following_a_challenge():
    """ADVANCED CHALLENGES: 1, 2, 3, 4, Car #1 HIGH IN TURN. Car #3 passes Car
    #2, is challenged and wins; Car #4 drafted to follow it, passes Car #2
    too, and both get by Car #1."""
    fast, slow = with_speed(995), with_speed(110)
    st = action(new(advchal="on"), [1, 2, 3, 4],
                {3: [card(PI), fast], 2: [card(CH), slow], 4: [card(DR)]}, [3, 2, 4],
                hit=(1,))
    assert st.mover == 2
    play(st, card(PI), card(CH), C.FOLLOW_P + card(DR), fast, slow)
    assert free_passes(st) == [(3, 1), (4, 1)]
    assert line_of(st) == [3, 4, 1, 2]
    check(st)


def test_high_in_turn_reached_by_catching_the_lead_draft():
    """Advanced: Car #2, a second off the lead draft, catches it behind Car #1
    HIGH IN TURN at the rear, and so gets by."""
    st = new(2, advanced="on")
    action(st, [1], {2: [card(BL)]}, [2], off=[(2, 1)], hit=(1,))
    play(st, card(BL))
    assert free_passes(st) == [(2, 1)]
    assert line_of(st) == [2, 1]
    check(st)


def test_a_high_in_turn_car_passed_is_offered_no_response():
    """A car HIGH IN TURN cannot respond: passed with a pass card (a position
    set up directly), it is offered no BLOCK or CHALLENGE."""
    st = action(new(2), [1, 2], {1: [card(CH), card(BL)], 2: [card(PI)]}, [2])
    st.hit[0] = st.moved[0] = 1
    play(st, card(PI))
    assert [e[0] for e in st.events if e[0] in (E.EV_BLOCKS, E.EV_CHALLENGES)] == []
    assert (E.EV_PASSES, 1, 0, 0) in st.events
    assert line_of(st) == [2, 1] and st.phase == C.LAP_COUNT      # the next turn
    assert {card(CH), card(BL)} <= set(st.hands[0].list())
    check(st)
