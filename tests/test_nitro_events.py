"""Nitro: Play Event Cards (on any turn, the Event windows) and Shoot."""

from paddock.core import game
from paddock.games.nitro import codes, data
from test_nitro_fixtures import (
    SAND_ROW, check, dest, new, only, play, position, wasteland)

BUGGY, MUSCLE, WAR_RIG, MONSTER, INTERCEPTOR = 0, 1, 4, 6, 7
TURBO, TYRES, ARMOR, SCOPE = 8, 9, 13, 14
GUN, SHOTGUN, HARPOON, ROCKET, OIL, FLAME, MORTAR, SNIPER = range(16, 24)
(AMBUSH, MELTDOWN, REPO, FLAT_TYRE, MIRAGE, SHORTCUT, SECOND_WIND, TAILWIND,
 SCAVENGE, FUEL_CACHE, RAIDERS, SANDSTORM, FUEL_LEAK, LOOTERS, SABOTAGE) = range(24, 39)

EV, SH, TG = codes.EVENT, codes.SHOOT, codes.TARGET


def table(players=3, seats=None, prompts="off", rows=(), **kw):
    st = new(players, boards=3, seats=seats, prompts=prompts)
    wasteland(st, list(rows))
    return position(st, **kw)


# Play Event Cards.

def test_an_event_on_the_leader():
    st = table(hands=[[FLAT_TYRE], [], []], at=[(2, 0), (9, 1), (5, 2)])
    evs = play(st, EV + FLAT_TYRE)
    assert only(evs, codes.EV_BACK) == [(codes.EV_BACK, 1, 3, 6)]
    assert st.wdiscard.top() == FLAT_TYRE


def test_tied_leaders_the_player_who_played_it_decides():
    st = table(hands=[[FLAT_TYRE], [], []], at=[(2, 0), (9, 1), (9, 2)])
    play(st, EV + FLAT_TYRE)
    assert st.to_move() == 0 and st.legal() == [TG + 1, TG + 2]
    evs = play(st, TG + 2)
    assert (st.row[1], st.row[2]) == (9, 6) and only(evs, codes.EV_BACK)[0][1] == 2


def test_the_only_leader_may_hit_itself():
    st = table(hands=[[FLAT_TYRE], [], []], at=[(9, 0), (2, 1), (2, 2)])
    play(st, EV + FLAT_TYRE)
    assert st.row[0] == 6


def test_ambush_the_leader_loses_the_ride_and_chooses_what_to_discard():
    st = table(hands=[[AMBUSH], [], []], at=[(1, 0), (9, 1), (3, 2)],
               rides=[None, WAR_RIG, None], gear=[[], [GUN, SHOTGUN, TURBO], []])
    evs = play(st, EV + AMBUSH)
    assert only(evs, codes.EV_LOSE_RIDE) == [(codes.EV_LOSE_RIDE, 1, WAR_RIG, 0)]
    assert st.ride[1] == data.BASIC and st.to_move() == 1
    assert st.legal() == [codes.DROP + GUN, codes.DROP + SHOTGUN]
    play(st, codes.DROP + GUN)
    assert sorted(st.gear[1]) == [TURBO, SHOTGUN] and st.to_move() == 0
    check(st)


def test_losing_the_basic_ride_changes_nothing():
    st = table(hands=[[AMBUSH], [], []], at=[(1, 0), (9, 1), (3, 2)], gear=[[], [GUN], []])
    evs = play(st, EV + AMBUSH)
    assert only(evs, codes.EV_NOTHING) and list(st.gear[1]) == [GUN]


def test_meltdown_the_fastest_ride_goes_with_all_weapons_and_mods():
    st = table(hands=[[MELTDOWN], [], []], rides=[None, MUSCLE, INTERCEPTOR],
               gear=[[], [GUN], [SCOPE, HARPOON, TURBO]])
    play(st, EV + MELTDOWN)
    assert st.ride[2] == data.BASIC and st.gear[2].n == 0
    assert st.ride[1] == MUSCLE and list(st.gear[1]) == [GUN]


def test_repo_men_ties_among_the_fastest_rides():
    st = table(hands=[[REPO], [], []], rides=[None, MUSCLE, BUGGY])  # 6 v 4 v 4
    play(st, EV + REPO)
    assert st.ride[1] == data.BASIC
    st = table(hands=[[REPO], [], []], rides=[MUSCLE, MUSCLE, None])
    play(st, EV + REPO)
    assert st.legal() == [TG + 0, TG + 1]


def test_mirage_slows_the_leaders_next_move():
    st = table(hands=[[MIRAGE], [], []], at=[(0, 0), (4, 1), (0, 2)])
    play(st, EV + MIRAGE)
    assert st.boost[1] == -3


def test_shortcut_the_last_player_moves_on_and_can_win():
    st = table(hands=[[SHORTCUT], [], []], at=[(16, 0), (15, 1), (17 - 3 - 0, 2)])
    st.row[2] = 14
    evs = play(st, EV + SHORTCUT)
    assert st.row[2] == 17 and st.winner == 2 and st.over()
    assert only(evs, codes.EV_WIN) == [(codes.EV_WIN, 2, 0, 0)]


def test_second_wind_and_the_draw_events():
    st = table(hands=[[SECOND_WIND, SCAVENGE, FUEL_CACHE], [], []], at=[(5, 0), (1, 1), (3, 2)])
    play(st, EV + SECOND_WIND)
    assert st.nhand[1].n == 3
    play(st, EV + SCAVENGE, EV + FUEL_CACHE)
    assert st.whand[0].n == 2 and st.nhand[0].n == 3


def test_raiders_every_other_player_discards_one_random_card():
    st = table(hands=[[RAIDERS, GUN], [BUGGY], []], nitro=[[], [1], [2, 3]])
    evs = play(st, EV + RAIDERS)
    assert [(e[1], e[2]) for e in only(evs, codes.EV_DISCARDS)] == [(1, 1), (2, 1)]
    assert st.whand[1].n + st.nhand[1].n == 1 and st.nhand[2].n == 1
    assert list(st.whand[0]) == [GUN]
    check(st)


def test_sandstorm_only_players_in_the_desert_move_back():
    st = table(hands=[[SANDSTORM], [], []], rows=[SAND_ROW] * 5 + ["=....."] + [SAND_ROW] * 12,
               at=[(5, 0), (5, 1), (1, 2)])
    play(st, EV + SANDSTORM)
    assert list(st.row) == [5, 3, 0]


def test_fuel_leak_and_looters_hit_the_leader():
    st = table(hands=[[FUEL_LEAK, LOOTERS], [GUN], []], nitro=[[], [1, 2, 3], []],
               at=[(0, 0), (9, 1), (0, 2)])
    play(st, EV + LOOTERS)
    assert st.whand[0].n + st.nhand[0].n == 1 + 2 and st.whand[1].n + st.nhand[1].n == 2
    play(st, EV + FUEL_LEAK)
    assert st.nhand[1].n == 0
    check(st)


def test_sabotage_a_player_of_your_choice_discards_a_weapon_they_choose():
    st = table(hands=[[SABOTAGE], [], []], rides=[None, WAR_RIG, None],
               gear=[[], [GUN, SHOTGUN], [HARPOON]])
    play(st, EV + SABOTAGE)
    assert st.legal() == [TG + 1, TG + 2] and st.to_move() == 0
    play(st, TG + 1)
    assert st.to_move() == 1 and st.legal() == [codes.DROP + GUN, codes.DROP + SHOTGUN]
    play(st, codes.DROP + SHOTGUN)
    assert list(st.gear[1]) == [GUN]


# The Event windows: "no matter whose turn it is".

def end_turn_of(st, seat):
    st.cur = seat
    play(st, codes.END)


def test_a_human_is_asked_before_each_other_turn_when_prompts_are_on():
    st = table(prompts="on", hands=[[GUN], [FLAT_TYRE], []], at=[(0, 0), (0, 1), (6, 2)])
    end_turn_of(st, 0)              # seat 1's turn starts: seat 2, then seat 0 asked
    assert st.cur == 1 and st.phase == codes.PH_TURN     # seat 1's own Event waits
    end_turn_of(st, 1)
    assert st.phase == codes.PH_WINDOW and st.to_move() == 1 and st.cur == 2
    assert st.legal() == [EV + FLAT_TYRE, codes.PASS]
    play(st, EV + FLAT_TYRE)        # on seat 2's turn, at seat 2
    assert st.row[2] == 3 and st.phase == codes.PH_TURN and st.to_move() == 2


def test_with_prompts_off_a_human_is_not_asked_but_a_bot_is():
    st = table(prompts="off", hands=[[], [FLAT_TYRE], [FLAT_TYRE]],
               seats=[game.HUMAN, game.HUMAN, game.HARD])
    end_turn_of(st, 0)
    assert st.phase == codes.PH_WINDOW and st.to_move() == 2      # the bot, not seat 1
    play(st, codes.PASS)
    assert st.phase == codes.PH_TURN and st.to_move() == 1


def test_the_view_may_turn_prompts_off_mid_game():
    st = table(prompts="on", hands=[[], [], [FLAT_TYRE]])
    st.prompts = False
    end_turn_of(st, 0)
    assert st.phase == codes.PH_TURN


def test_a_move_that_takes_the_lead_opens_a_window():
    st = table(prompts="on", hands=[[], [MIRAGE], []], at=[(0, 1), (2, 1), (0, 2)])
    play(st, dest(4, 1))
    assert st.phase == codes.PH_WINDOW and st.win_kind == codes.W_LEAD and st.to_move() == 1
    play(st, codes.PASS)
    assert st.phase == codes.PH_TURN and st.to_move() == 0
    st = table(prompts="on", hands=[[], [MIRAGE], []], at=[(0, 1), (9, 1), (0, 2)])
    play(st, dest(4, 1))            # still behind: no window
    assert st.phase == codes.PH_TURN


# Shoot.

def shots(st):
    return sorted(m - SH for m in st.legal() if SH <= m < codes.DROP)


def test_each_weapon_fires_only_when_its_conditions_are_met():
    st = table(4, rides=[WAR_RIG, None, None, None], gear=[[GUN, SHOTGUN, MORTAR], [], [], []],
               at=[(5, 2), (5, 3), (7, 2), (9, 1)])         # distances 1, 2, 5
    assert shots(st) == [GUN, SHOTGUN, MORTAR]
    st = table(2, gear=[[OIL], []], at=[(5, 2), (7, 2)])
    assert shots(st) == []                                  # not behind
    st = table(2, gear=[[ROCKET], []], at=[(5, 2), (12, 3)])
    assert shots(st) == []                                  # not in the column
    st = table(2, gear=[[ROCKET], []], at=[(5, 2), (14, 2)])
    assert shots(st) == [ROCKET]
    st = table(2, gear=[[SNIPER], []], at=[(5, 2), (6, 2)])
    assert shots(st) == [] and st.why_not(SH + SNIPER) == "no one in its sights"


def test_a_scope_adds_one_to_the_range():
    st = table(2, gear=[[GUN], []], at=[(5, 2), (8, 2)])
    assert shots(st) == []
    st = table(2, rides=[BUGGY, None], gear=[[GUN, SCOPE], []], at=[(5, 2), (8, 2)])
    assert shots(st) == [GUN]


def test_fire_once_from_each_weapon_and_never_while_moving():
    st = table(2, rides=[WAR_RIG, None], gear=[[GUN, GUN], []], at=[(5, 2), (6, 2)])
    play(st, SH + GUN)
    assert shots(st) == [GUN]
    play(st, SH + GUN)
    assert shots(st) == [] and st.why_not(SH + GUN) == "fired already this turn"
    st = table(2, gear=[[SHOTGUN], []], at=[(5, 2), (5, 2)], nitro=[[1], []])
    play(st, codes.NITRO + 1)
    assert shots(st) == [] and st.why_not(SH + SHOTGUN) == "finish your move first"


def test_weapon_hits():
    st = table(4, rides=[WAR_RIG, None, None, None], gear=[[SHOTGUN, HARPOON, FLAME], [], [TURBO], []],
               at=[(5, 2), (6, 2), (5, 2), (7, 2)], hands=[[], [BUGGY, MUSCLE], [], [GUN]])
    play(st, SH + SHOTGUN)          # 1 and 2 in range: choose
    assert st.legal() == [TG + 1, TG + 2]
    evs = play(st, TG + 1)
    assert only(evs, codes.EV_DISCARDS) == [(codes.EV_DISCARDS, 1, 2, 0)] and st.whand[1].n == 0
    play(st, SH + HARPOON)          # distance 1-3: seats 1 (1 away) and 3 (2 away)
    play(st, TG + 3)
    assert list(st.whand[0]) == [GUN] and st.whand[3].n == 0
    play(st, SH + FLAME, TG + 2)    # distance 0-1: seats 1 and 2
    assert st.gear[2].n == 0
    check(st)


def test_a_mortar_hits_from_3_to_5_spaces_and_a_marker_stops_at_the_start_edge():
    st = table(3, gear=[[MORTAR], [], []], at=[(5, 2), (1, 1), (9, 4)])
    assert shots(st) == [MORTAR]    # seat 1 is 5 away, seat 2 is 6 away
    evs = play(st, SH + MORTAR)
    assert only(evs, codes.EV_BACK) == [(codes.EV_BACK, 1, 1, 0)] and st.row[1] == 0


def test_rocket_oil_and_sniper_hits():
    st = table(3, rides=[WAR_RIG, MUSCLE, None], gear=[[ROCKET, OIL, SNIPER], [GUN], []],
               at=[(5, 2), (9, 2), (3, 1)])
    play(st, SH + ROCKET)
    assert st.ride[1] == data.BASIC
    play(st, SH + OIL)
    assert st.boost[2] == -2
    play(st, SH + SNIPER)
    assert st.gear[1].n == 0


def test_armor_plating_stops_a_hit_on_4_5_or_6():
    outcomes = set()
    for seed in range(1, 30):
        st = new(2, seed=seed, boards=3)
        position(st, gear=[[MORTAR], [ARMOR]], at=[(5, 2), (8, 2)])
        evs = play(st, SH + MORTAR)
        roll = only(evs, codes.EV_ARMOR)[0]
        stopped = roll[2] >= 4
        assert roll[3] == stopped and st.row[1] == (8 if stopped else 6)
        outcomes.add(stopped)
    assert outcomes == {True, False}


def test_armor_does_not_stop_events():
    st = table(hands=[[FLAT_TYRE], [], []], gear=[[], [ARMOR], []], at=[(0, 0), (9, 1), (0, 2)])
    evs = play(st, EV + FLAT_TYRE)
    assert not only(evs, codes.EV_ARMOR) and st.row[1] == 6
