"""Every worked example of the 1 CAR D rulebook, set up and played.

The rulebook's pictures are not printed; each position is built on Paddock's
track (docs/rules/onecard.md) so that the example's words happen exactly,
with the white arrows of lap box 0 (``R`` at row 4, lane 1 and row 1, lane 1).
Rivals that take no part roll a die equal to your speed, or sit on a limit
their die cannot pass.
"""

from paddock.games.onecard import events as ev
from paddock.games.onecard import data
from test_onecard_fixtures import (
    BLUE, CYAN, GREEN, RED, YELLOW, YOU, check, codes, position, roll, sq)


def moved(events, code, car):
    """(from, to) of the event code for car; fails if it did not happen."""
    for c, who, a, b in events:
        if c == code and who == car:
            return a, b
    raise AssertionError("no event %d for car %d" % (code, car))


def test_initiative_and_speeds():
    # Speed 3. Green 5 > 3 moves up; Red and Blue roll 3 and stay; Cyan 2 < 3
    # drops; Yellow's 6 climbs, swapping with Blue. The staggering sets the
    # order: Red and Blue share row 5, Red nearer the apron.
    st = position([sq(1, 3), sq(6, 0), sq(5, 0), sq(5, 1), sq(5, 2), sq(4, 1)], speed=3)
    events = roll(st, [5, 3, 3, 2, 6])
    acts = [(who, a, b) for c, who, a, b in events if c == ev.EV_ACTIVATE]
    assert acts == [(GREEN, 5, ev.GREATER), (RED, 3, ev.EQUAL), (BLUE, 3, ev.EQUAL),
                    (CYAN, 2, ev.LOWER), (YELLOW, 6, ev.SIX)]
    assert (ev.EV_ASIDE, -1, 2, 3) in events  # the two 3s set aside at once
    assert st.cars[GREEN] == sq(7, 0)
    assert st.cars[RED] == sq(5, 0)
    assert st.cars[CYAN] == sq(4, 2)
    assert st.cars[YELLOW] == sq(5, 1) and st.cars[BLUE] == sq(4, 1)
    assert moved(events, ev.EV_SWAP_DOWN, BLUE) == (sq(5, 1), sq(4, 1))
    check(st)


def test_blocking():
    # Blue 5 > 3 but Red is above: Blue moves to the unoccupied side, the
    # right (Green holds the left). Yellow sits on the lower limit with a 1.
    st = position([sq(1, 3), sq(3, 0), sq(4, 1), sq(3, 1), sq(6, 3), sq(0, 0)], speed=3)
    events = roll(st, [3, 3, 5, 3, 1])
    assert moved(events, ev.EV_STEP, BLUE) == (sq(3, 1), sq(3, 2))
    assert (ev.EV_LIMIT, YELLOW, 0, 0) in events
    assert st.cars[RED] == sq(4, 1) and st.cars[GREEN] == sq(3, 0)
    check(st)


def test_rivals_changing_lanes_alone():
    # Blue 5 > 3 moves up onto a white arrow and moves right 1 place.
    st = position([sq(1, 3), sq(7, 3), sq(6, 3), sq(3, 1), sq(8, 3), sq(0, 0)], speed=3)
    events = roll(st, [3, 3, 5, 3, 1])
    assert moved(events, ev.EV_UP, BLUE) == (sq(3, 1), sq(4, 1))
    assert moved(events, ev.EV_ARROW, BLUE) == (sq(4, 1), sq(4, 2))
    assert st.cars[BLUE] == sq(4, 2)
    check(st)


def test_side_push():
    # As Alone, with Green beside the arrow: Blue pushes Green 1 place right.
    st = position([sq(1, 3), sq(4, 2), sq(6, 3), sq(3, 1), sq(8, 3), sq(0, 0)], speed=3)
    events = roll(st, [3, 3, 5, 3, 1])
    assert moved(events, ev.EV_ARROW, BLUE) == (sq(4, 1), sq(4, 2))
    assert moved(events, ev.EV_PUSH_SIDE, GREEN) == (sq(4, 2), sq(4, 3))
    assert st.cars[BLUE] == sq(4, 2) and st.cars[GREEN] == sq(4, 3)
    check(st)


def test_push_down():
    # Blue 2 < 3 drops 1 place, pushing Red down 1 place; Blue lands on the
    # arrow and moves right 1 place.
    st = position([sq(1, 3), sq(7, 3), sq(4, 1), sq(5, 1), sq(8, 3), sq(0, 0)], speed=3)
    events = roll(st, [3, 3, 2, 3, 1])
    assert codes(events).index(ev.EV_DOWN) < codes(events).index(ev.EV_PUSH_DOWN)
    assert moved(events, ev.EV_DOWN, BLUE) == (sq(5, 1), sq(4, 1))
    assert moved(events, ev.EV_PUSH_DOWN, RED) == (sq(4, 1), sq(3, 1))
    assert moved(events, ev.EV_ARROW, BLUE) == (sq(4, 1), sq(4, 2))
    assert st.cars[RED] == sq(3, 1) and st.cars[BLUE] == sq(4, 2)
    check(st)


def test_multiple_side_push_damages_your_car():
    # Blue drops onto the arrow and pushes Green, Green pushes you against
    # the wall: you go down 1 place pushing Red down 1 place, and lose a tire
    # and an engine point.
    st = position([sq(4, 3), sq(4, 2), sq(3, 3), sq(5, 1), sq(8, 0), sq(0, 0)], speed=3)
    events = roll(st, [3, 3, 2, 3, 1])
    order = [(c, who) for c, who, a, b in events if c in (
        ev.EV_ARROW, ev.EV_PUSH_SIDE, ev.EV_HIT, ev.EV_PUSH_DOWN)]
    assert order == [(ev.EV_ARROW, BLUE), (ev.EV_PUSH_SIDE, GREEN), (ev.EV_HIT, YOU),
                     (ev.EV_PUSH_DOWN, YOU), (ev.EV_PUSH_DOWN, RED)]
    assert st.cars[BLUE] == sq(4, 2) and st.cars[GREEN] == sq(4, 3)
    assert st.cars[YOU] == sq(3, 3) and st.cars[RED] == sq(2, 3)
    assert (ev.EV_HIT, YOU, data.WALL, 0) in events
    assert list(st.gauges) == [5, 6, 5]
    check(st)


def test_multiple_side_push_impossible_still_damages():
    # The second example: Blue goes down, but Red holds the lower limit under
    # you, so the lateral push is impossible. You still take the wall's damage.
    st = position([sq(1, 3), sq(1, 2), sq(0, 3), sq(2, 1), sq(8, 0), sq(7, 0)], speed=3)
    events = roll(st, [3, 3, 2, 3, 6])  # Yellow's 6 on the upper limit
    assert moved(events, ev.EV_DOWN, BLUE) == (sq(2, 1), sq(1, 1))
    assert (ev.EV_HIT, YOU, data.WALL, 0) in events
    assert (ev.EV_NO_ROOM, BLUE, 0, 0) in events
    assert st.cars[BLUE] == sq(1, 1) and st.cars[GREEN] == sq(1, 2)
    assert st.cars[YOU] == sq(1, 3) and st.cars[RED] == sq(0, 3)
    assert list(st.gauges) == [5, 6, 5]
    check(st)


def test_drafting_chasing():
    # Speed 2: Blue 4 > 2 moves up 1 place from just ahead of you, and drags
    # you 1 place forward.
    st = position([sq(4, 0), sq(0, 3), sq(0, 2), sq(5, 0), sq(8, 3), sq(8, 2)], speed=2)
    events = roll(st, [1, 1, 4, 6, 6])  # the others are on the limits
    assert moved(events, ev.EV_UP, BLUE) == (sq(5, 0), sq(6, 0))
    assert moved(events, ev.EV_DRAG, YOU) == (sq(4, 0), sq(5, 0))
    assert st.cars[YOU] == sq(5, 0)
    check(st)


def test_drafting_leader():
    # Speed 1, you lead: Blue 4 > 1 climbs from just behind you and pushes
    # you 1 place forward, taking your square.
    st = position([sq(7, 0), sq(0, 3), sq(0, 2), sq(6, 0), sq(0, 1), sq(0, 0)], speed=1)
    assert st.place() == 1
    events = roll(st, [1, 1, 4, 1, 5])  # Yellow's 5 > 1 moves up behind
    assert moved(events, ev.EV_DRAFT_PUSH, YOU) == (sq(7, 0), sq(8, 0))
    assert moved(events, ev.EV_UP, BLUE) == (sq(6, 0), sq(7, 0))
    assert st.cars[YOU] == sq(8, 0) and st.place() == 1
    check(st)
