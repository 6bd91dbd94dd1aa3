"""1 CAR D: a unit test per rule and edge case, in the rulebook's order."""

import pytest

from paddock.core import game
from paddock.games.onecard import events as C
from paddock.games.onecard import events as ev
from paddock.games.onecard import data, rules
from test_onecard_fixtures import (
    BLUE, CYAN, GREEN, RED, STAY, YELLOW, YOU, Dice, check, codes, new,
    position, roll, sq)

# Rivals parked where their dice cannot move them: on the upper limit with a
# six, or on the lower limit with a die below your speed.
TOP3 = [sq(8, 1), sq(8, 2), sq(8, 3)]


def speed(s):
    return C.SPEED + s


# Setup.

@pytest.mark.parametrize("difficulty", range(1, 7))
def test_setup_puts_your_car_on_the_difficulty_position(difficulty):
    st = new(difficulty)
    assert st.cars[YOU] == data.START[difficulty - 1]
    assert sorted(st.cars) == sorted(data.START)
    assert list(st.gauges) == [6, 6, 6] and st.speed == 3 and st.lap == 0
    assert st.place() == difficulty
    assert st.phase == C.CHOOSE_SPEED  # no pits: both gauges are full
    check(st)


def test_rivals_start_in_a_seeded_random_order():
    orders = set(bytes(new(1, seed).cars) for seed in range(20))
    assert len(orders) > 5
    assert bytes(new(1, 3).cars) == bytes(new(1, 3).cars)


def test_options_are_checked():
    for bad in ({"players": 2}, {"players": 1, "seats": bytearray(2)},
                {"players": 1, "difficulty": 7}, {"players": 1, "difficulty": 0}):
        assert rules.options_problem(bad)
        with pytest.raises(game.RulesError):
            rules.new_game(bad, 1)
    assert rules.options_problem({"players": 1, "seats": bytearray(1), "difficulty": 6}) is None


# Speed.

@pytest.mark.parametrize("now, offered", [(1, [1, 2, 3]), (3, [1, 2, 3, 4, 5]), (5, [3, 4, 5])])
def test_speed_moves_at_most_two_places(now, offered):
    st = position([sq(4, 0)] + [sq(0, i) for i in range(4)] + [sq(8, 0)], speed=now,
                  phase=C.CHOOSE_SPEED)
    assert st.legal() == [speed(s) for s in offered]
    if now == 1:
        assert st.why_not(speed(4)) == "2 steps at most from 1"
        with pytest.raises(game.RulesError):
            st.play(speed(4))


@pytest.mark.parametrize("s, before, after", [
    (1, (6, 6, 4), (6, 6, 5)), (1, (6, 6, 6), (6, 6, 6)), (2, (6, 6, 6), (6, 6, 6)),
    (3, (6, 6, 6), (6, 6, 6)), (4, (6, 6, 6), (6, 5, 6)), (5, (6, 6, 6), (6, 5, 5))])
def test_speed_red_and_green_effects(s, before, after):
    st = position([sq(4, 0)] + [sq(0, i) for i in range(4)] + [sq(8, 0)], speed=3,
                  gauges=before, phase=C.CHOOSE_SPEED)
    st.play(speed(s))
    assert st.speed == s and tuple(st.gauges) == after


def test_a_speed_that_empties_the_fuel_loses_at_once():
    st = position([sq(4, 0)] + [sq(0, i) for i in range(4)] + [sq(8, 0)], speed=3,
                  gauges=(6, 1, 6), phase=C.CHOOSE_SPEED)
    st.play(speed(4))
    assert st.over() and st.lost == data.FUEL and st.legal() == []
    assert codes(st.events)[-1] == ev.EV_LOST
    assert rules.event_text(st.events[-1]) == "Fuel at 0: you lose"


# Change Lanes.

def test_change_lanes_costs_a_tire_a_place_over_free_squares():
    cars = [sq(4, 1), sq(4, 3)] + TOP3 + [sq(0, 0)]
    st = position(cars)
    assert st.legal() == [STAY - 1, STAY, STAY + 1]  # 2 right: Green's square
    assert st.why_not(STAY + 2) == "a car is in the way"
    assert st.why_not(STAY - 2) == "that leaves the track"
    roll(st, [6, 6, 6, 1, 2], STAY - 1)  # Red, Blue, Cyan at the top limit
    assert st.cars[YOU] == sq(4, 0) and st.gauges[data.TIRES] == 5
    st = position(cars)
    st.grid[sq(4, 2)] = 0
    roll(st, [6, 6, 6, 1, 2], STAY + 1)
    assert st.cars[YOU] == sq(4, 2)
    st = position([sq(4, 0), sq(4, 3)] + TOP3 + [sq(0, 0)])
    roll(st, [6, 6, 6, 1, 2], STAY + 2)
    assert st.cars[YOU] == sq(4, 2) and st.gauges[data.TIRES] == 4
    check(st)


def test_no_free_square_beside_you_rolls_at_once():
    st = position([sq(4, 1), sq(4, 0), sq(4, 2)] + TOP3[1:] + [sq(0, 0)],
                  phase=C.CHOOSE_SPEED)
    st.rng = Dice([3, 3, 6, 6, 1])
    st.play(speed(3))  # the only lane move is to stay: the dice roll now
    assert ev.EV_ROLL in codes(st.events) and st.lap == 1


def test_a_lane_change_to_zero_tires_loses():
    st = position([sq(4, 1)] + TOP3 + [sq(0, 0), sq(0, 3)], gauges=(1, 6, 6))
    st.play(STAY + 1)
    assert st.over() and st.lost == data.TIRES and st.cars[YOU] == sq(4, 2)


# Pits.

def test_pits_offer_only_gauges_below_six():
    st = position([sq(4, 1)] + TOP3 + [sq(0, 0), sq(0, 3)], gauges=(5, 6, 2),
                  phase=C.PITS)
    assert st.legal() == [C.PIT_NONE, C.PIT_TIRES]
    assert st.why_not(C.PIT_FUEL) == "fuel is full"
    assert st.why_not(C.PIT_BOTH) == "fuel is full"
    st.gauges[data.FUEL] = 3
    assert st.legal() == [0, 1, 2, 3]


def test_pits_tires_drop_a_place_speed_three_and_a_lap():
    st = position([sq(4, 1)] + TOP3 + [sq(0, 0), sq(0, 3)], speed=5, lap=4,
                  gauges=(2, 6, 3), phase=C.PITS)
    st.play(C.PIT_TIRES)
    assert list(st.gauges) == [6, 6, 3]  # "not engine"
    assert st.cars[YOU] == sq(3, 1) and st.speed == 3 and st.lap == 5
    assert st.phase == C.CHOOSE_SPEED and st.legal() == [speed(s) for s in range(1, 6)]


def test_pits_both_swap_with_the_cars_below():
    st = position([sq(4, 1), sq(3, 1), sq(2, 1)] + TOP3[1:] + [sq(0, 0)],
                  gauges=(2, 1, 6), phase=C.PITS)
    st.play(C.PIT_BOTH)
    assert st.cars[YOU] == sq(2, 1)
    assert st.cars[GREEN] == sq(4, 1) and st.cars[RED] == sq(3, 1)
    assert codes(st.events).count(ev.EV_PIT_SWAP) == 2
    assert list(st.gauges) == [6, 6, 6] and st.lap == 1
    check(st)


def test_pits_on_the_lower_limit_do_not_move_you():
    st = position([sq(0, 1)] + TOP3 + [sq(0, 0), sq(0, 3)], gauges=(6, 2, 6),
                  phase=C.PITS)
    st.play(C.PIT_FUEL)
    assert st.cars[YOU] == sq(0, 1) and ev.EV_PIT_STUCK in codes(st.events)


def test_pits_on_the_last_lap_reach_the_checkered_flag():
    st = position([sq(4, 1)] + TOP3 + [sq(0, 0), sq(0, 3)], lap=data.WHITE_FLAG,
                  gauges=(6, 1, 6), phase=C.PITS)
    st.play(C.PIT_FUEL)
    assert st.over() and st.lap == data.CHECKERED and st.lost == -1
    assert st.events[-1] == (ev.EV_FINISH, YOU, st.place(), 0)


# Yellow Flag.

def test_four_equal_dice_bring_the_yellow_flag():
    # Cars anywhere: they restart on the starting positions in track order.
    cars = [sq(1, 3), sq(8, 0), sq(2, 2), sq(6, 3), sq(6, 0), sq(0, 0)]
    st = position(cars, speed=5, lap=3, gauges=(2, 3, 1))
    events = roll(st, [4, 4, 2, 4, 4])
    assert (ev.EV_YELLOW, -1, 4, 4) in events
    assert ev.EV_ACTIVATE not in codes(events)  # rivals do not move
    order = [GREEN, CYAN, BLUE, RED, YOU, YELLOW]
    assert [st.cars[c] for c in order] == list(data.START)
    assert list(st.gauges) == [6, 6, 6] and st.speed == 3
    assert st.lap == 5  # the yellow flag's place and the turn's
    check(st)


def test_five_equal_dice_bring_the_yellow_flag():
    st = position([sq(4, 1)] + TOP3 + [sq(0, 0), sq(0, 3)])
    events = roll(st, [2, 2, 2, 2, 2])
    assert (ev.EV_YELLOW, -1, 5, 2) in events
    assert st.cars[YOU] == data.START[3]  # three rivals were ahead of you


def test_no_yellow_flag_on_the_last_lap():
    cars = [sq(4, 1)] + TOP3 + [sq(0, 0), sq(0, 3)]
    st = position(cars, lap=data.WHITE_FLAG)
    events = roll(st, [3, 3, 3, 3, 1])
    assert (ev.EV_NO_YELLOW, -1, 4, 3) in events
    assert codes(events).count(ev.EV_ACTIVATE) == 5 and ev.EV_YELLOW not in codes(events)
    assert st.over() and list(st.cars) == cars  # all on their limits
    assert st.events[-1] == (ev.EV_FINISH, YOU, 4, 0)


# Rivals Moves.

def test_rivals_move_in_track_order_taken_at_the_roll():
    # Blue, ahead, drops onto Red and pushes it down; Red still moves next.
    st = position([sq(1, 3), sq(8, 3), sq(3, 0), sq(4, 0), sq(8, 2), sq(0, 3)], speed=3,
                  lap=1)
    events = roll(st, [6, 3, 1, 6, 1], move=STAY)
    acts = [who for c, who, a, b in events if c == ev.EV_ACTIVATE]
    assert acts == [CYAN, GREEN, BLUE, RED, YELLOW]  # row 8: lane 2 before 3
    assert st.cars[BLUE] == sq(3, 0) and st.cars[RED] == sq(2, 0)
    assert events.index((ev.EV_PUSH_DOWN, RED, sq(3, 0), sq(2, 0))) < events.index(
        (ev.EV_ACTIVATE, RED, 3, ev.EQUAL))


def test_lower_on_the_lower_limit_or_over_a_line_of_cars_on_it():
    st = position([sq(1, 1), sq(0, 1), sq(2, 1), sq(8, 0), sq(8, 1), sq(0, 3)], speed=4)
    events = roll(st, [2, 2, 6, 6, 1])
    assert (ev.EV_NO_ROOM, RED, 0, 0) in events  # you and Green below, on the limit
    assert (ev.EV_LIMIT, YELLOW, 0, 0) in events
    assert st.cars[RED] == sq(2, 1) and st.cars[YOU] == sq(1, 1)


def test_greater_on_the_upper_limit_stays():
    st = position([sq(1, 1), sq(8, 1), sq(0, 0), sq(0, 1), sq(0, 2), sq(0, 3)], speed=3)
    events = roll(st, [5, 3, 3, 3, 1])
    assert (ev.EV_LIMIT, GREEN, 0, 0) in events and st.cars[GREEN] == sq(8, 1)


def test_greater_blocked_above_and_on_both_sides_stays():
    st = position([sq(6, 3), sq(3, 0), sq(4, 1), sq(3, 1), sq(3, 2), sq(0, 0)], speed=3)
    events = roll(st, [3, 3, 5, 3, 1])
    assert (ev.EV_BLOCKED, BLUE, 0, 0) in events and st.cars[BLUE] == sq(3, 1)


def test_greater_blocked_with_two_free_sides_you_choose():
    st = position([sq(6, 3), sq(7, 3), sq(4, 1), sq(3, 1), sq(8, 3), sq(0, 0)], speed=3)
    roll(st, [3, 3, 5, 3, 1])
    assert st.phase == C.SIDE_STEP and st.to_move() == 0
    assert st.legal() == [C.SIDE_LEFT, C.SIDE_RIGHT]
    assert st.seen_by(0).blocked == BLUE
    assert st.events[-1] == (ev.EV_CHOOSE, BLUE, 0, 0)
    st.play(C.SIDE_RIGHT)
    assert st.cars[BLUE] == sq(3, 2)
    assert [c for c, who, a, b in st.events if who == YELLOW] == [ev.EV_ACTIVATE, ev.EV_LIMIT]
    assert st.phase == C.CHOOSE_SPEED and st.lap == 1


def test_a_side_step_onto_an_arrow_follows_it():
    # The left square, row 3 lane 0, holds a white arrow to the right.
    st = position([sq(6, 3), sq(7, 3), sq(4, 1), sq(3, 1), sq(8, 3), sq(0, 0)], speed=3)
    roll(st, [3, 3, 5, 3, 1])
    st.play(C.SIDE_LEFT)
    assert [(c, a, b) for c, who, a, b in st.events if who == BLUE] == [
        (ev.EV_STEP, sq(3, 1), sq(3, 0)), (ev.EV_ARROW, sq(3, 0), sq(3, 1))]


def test_a_six_on_the_upper_limit_stays_and_swaps_with_your_car():
    st = position([sq(5, 2), sq(8, 0), sq(4, 2), sq(0, 0), sq(0, 1), sq(0, 3)], speed=2)
    events = roll(st, [6, 6, 2, 2, 1])
    assert (ev.EV_LIMIT, GREEN, 0, 0) in events
    assert st.cars[RED] == sq(5, 2) and st.cars[YOU] == sq(4, 2)
    assert (ev.EV_SWAP_DOWN, YOU, sq(5, 2), sq(4, 2)) in events
    assert ev.EV_DRAFT_PUSH not in codes(events)  # not by a six


# Track: arrows and sides.

def test_only_arrows_of_the_current_laps_colour_count():
    cars = [sq(1, 3), sq(7, 3), sq(6, 3), sq(3, 1), sq(8, 3), sq(0, 0)]
    st = position(cars, lap=1)  # lap box 1 is black: the white arrow is off
    roll(st, [3, 3, 5, 3, 1])
    assert st.cars[BLUE] == sq(4, 1)
    st = position([sq(1, 3), sq(7, 3), sq(6, 3), sq(4, 1), sq(8, 3), sq(0, 0)], lap=1)
    roll(st, [3, 3, 5, 3, 1])  # (5, 1) has a black arrow to the right
    assert st.cars[BLUE] == sq(5, 2)


def test_arrows_never_move_your_car():
    # Green drags you onto the white arrow at row 4, lane 1: you stay on it.
    st = position([sq(3, 1), sq(0, 3), sq(0, 2), sq(4, 1), sq(8, 3), sq(8, 2)], speed=2)
    roll(st, [1, 1, 4, 6, 6])
    assert st.cars[YOU] == sq(4, 1) and st.cars[BLUE] == sq(5, 1)


def test_a_push_into_the_apron_costs_a_tire():
    # Blue climbs onto the white arrow left at row 6, lane 2, pushing Green
    # and you: you hit the apron and go down.
    st = position([sq(6, 0), sq(6, 1), sq(0, 2), sq(5, 2), sq(8, 3), sq(0, 0)], speed=3)
    events = roll(st, [3, 1, 5, 3, 1])
    assert (ev.EV_HIT, YOU, data.APRON, 0) in events
    assert st.cars[YOU] == sq(5, 0) and st.cars[GREEN] == sq(6, 0)
    assert st.cars[BLUE] == sq(6, 1) and list(st.gauges) == [5, 6, 6]
    check(st)


def test_a_side_hit_on_your_last_tire_ends_the_race_at_once():
    st = position([sq(4, 3), sq(4, 2), sq(3, 3), sq(5, 1), sq(0, 0), sq(0, 1)],
                  gauges=(1, 6, 6))
    events = roll(st, [3, 3, 2, 1, 6])
    assert st.over() and st.lost == data.TIRES
    assert [who for c, who, a, b in events if c == ev.EV_ACTIVATE] == [BLUE]


# Drafting.

def test_no_drafting_at_speed_three():
    st = position([sq(4, 0), sq(0, 3), sq(0, 2), sq(5, 0), sq(8, 3), sq(8, 2)], speed=3)
    roll(st, [1, 1, 4, 6, 6])
    assert st.cars[YOU] == sq(4, 0) and st.cars[BLUE] == sq(6, 0)


def test_no_drafting_behind_a_six():
    st = position([sq(4, 0), sq(0, 3), sq(0, 2), sq(5, 0), sq(8, 3), sq(8, 2)], speed=2)
    roll(st, [1, 1, 6, 6, 6])
    assert st.cars[YOU] == sq(4, 0) and st.cars[BLUE] == sq(6, 0)


def test_drafting_push_needs_room_ahead_of_you():
    # You are on the upper limit: Blue behind cannot push you, so it steps
    # aside (its only free side).
    st = position([sq(8, 0), sq(0, 3), sq(0, 2), sq(7, 0), sq(0, 1), sq(0, 0)], speed=2)
    events = roll(st, [1, 1, 4, 1, 2])
    assert st.cars[YOU] == sq(8, 0)
    assert (ev.EV_STEP, BLUE, sq(7, 0), sq(7, 1)) in events


# End Game.

def test_the_checkered_flag_ends_the_race_with_your_place():
    # Green and Red share your row: Green on the apron side is ahead of you,
    # Red on the wall side behind.
    cars = [sq(4, 1), sq(4, 0), sq(4, 2), sq(8, 2), sq(8, 3), sq(0, 0)]
    st = position(cars, lap=data.WHITE_FLAG)
    events = roll(st, [3, 3, 6, 6, 1])
    assert st.over() and st.to_move() == game.OVER and st.legal() == []
    assert st.place() == 4 and st.standings() == [0]
    assert events[-2:] == [(ev.EV_LAP, -1, data.CHECKERED, 0), (ev.EV_FINISH, YOU, 4, 0)]
    assert rules.event_text(events[-1]) == "Checkered! You finish 4th"
    with pytest.raises(game.RulesError):
        st.play(STAY)


def test_texts_for_every_move_and_reason():
    st = position([sq(4, 1)] + TOP3 + [sq(0, 0), sq(0, 3)])
    assert rules.move_text(C.PIT_BOTH) == "Pit: tires+fuel"
    assert rules.move_text(speed(5)) == "Speed 5"
    assert rules.move_text(STAY - 2) == "2 left" and rules.move_text(STAY) == "Stay in lane"
    assert rules.move_text(C.SIDE_RIGHT) == "Rival goes right"
    assert st.why_not(C.PIT_NONE) == "pits only at turn start"
    assert st.why_not(speed(3)) == "not time to pick speed"
    assert st.why_not(C.SIDE_LEFT) == "no rival is blocked"
    assert st.why_not(99) == "no such move"
    assert st.why_not(STAY) is None
    for m in st.legal():
        assert st.why_not(m) is None
