"""The rulebook's worked examples and notes, each set up and played."""

from paddock.games.nitro import codes, data
from test_nitro_fixtures import (
    SAND_ROW, dest, new, only, play, position, reachable, wasteland)

BUGGY, PICKUP, TURBO, TYRES, GUN = 0, 2, 8, 9, 16
AMBUSH, MELTDOWN, FLAT_TYRE, TAILWIND = 24, 25, 27, 31


def table(players=2, rows=(), prompts="off", **kw):
    st = new(players, boards=3, prompts=prompts)
    wasteland(st, list(rows))
    kw.setdefault("at", [(0, 0)] + [(0, 5)] * (players - 1))
    return position(st, **kw)


def far(st):
    r0, c0 = st.row[0], st.col[0]
    return max(abs(r - r0) + abs(c - c0) for r, c in reachable(st))


def test_your_speed_is_2_two_nitro_cards_1_and_3_make_it_6():
    """'For example, your speed is 2. After playing two Nitro cards with
    numbers 1 and 3, your speed goes up to 6 (2+1+3).'"""
    st = table(rows=[SAND_ROW] * 18, at=[(2, 0), (0, 5)], nitro=[[1, 3], []])
    assert far(st) == 2
    evs = play(st, codes.NITRO + 1, codes.NITRO + 3)
    assert [e[3] for e in only(evs, codes.EV_NITRO)] == [3, 6]
    assert far(st) == 6 and (8, 0) in reachable(st)


def test_desert_to_road_keeps_the_desert_speed_with_all_its_bonuses():
    """'If you drive from the desert onto the road, your speed remains the
    same as in the desert (including all bonuses gained from equipped cards,
    Event cards and Nitro cards) until the end of your turn.'"""
    st = table(rows=["......"] + ["=....."] * 17, hands=[[TAILWIND], []],
               gear=[[TYRES], []], nitro=[[2], []])
    play(st, codes.EVENT + TAILWIND, codes.NITRO + 2)    # 2 + 1 + 3 + 2 = 8
    assert (8, 0) in reachable(st) and (9, 0) not in reachable(st)


def test_road_to_desert_ends_the_move_nitro_included():
    """'If you drive from the road into the desert, your movement immediately
    ends (even if you haven't used all your speed yet - Nitro cards included).'"""
    st = table(rows=["=....."] * 18, nitro=[[3, 3], []])
    play(st, codes.NITRO + 3, codes.NITRO + 3)       # speed 10
    got = reachable(st)
    assert (0, 1) in got and (5, 1) in got           # off the road: one space
    assert (0, 2) not in got and (5, 2) not in got


def test_nitro_still_applies_from_the_desert_onto_the_road():
    """'If you drive from the desert onto the road while using Nitro, the
    effect of the Nitro cards still applies.'"""
    st = table(rows=["......"] + ["=....."] * 17, nitro=[[3], []])
    play(st, codes.NITRO + 3)
    assert (5, 0) in reachable(st) and (6, 0) not in reachable(st)   # 2 + 3


def test_the_bar_for_better_or_for_worse():
    """'If the effect of the card applies only to one player, it applies to the
    player that drew the card - for better or for worse!'"""
    st = table(3, rows=["......", "B....."], deck_top=[GUN, GUN, AMBUSH],
               rides=[PICKUP, None, None], at=[(0, 0), (9, 1), (9, 2)])
    evs = play(st, dest(1, 0))
    assert only(evs, codes.EV_LOSE_RIDE) == [(codes.EV_LOSE_RIDE, 0, PICKUP, 0)]
    assert st.ride[0] == data.BASIC and list(st.whand[0]) == [GUN, GUN]


def test_some_events_discard_all_weapons_and_mods_with_the_ride():
    """'Note: Some events require you to discard ALL equipped Weapons and
    Modifications when you lose your Ride.'"""
    st = table(hands=[[MELTDOWN], []], rides=[None, PICKUP], gear=[[], [GUN, TURBO, TYRES]])
    play(st, codes.EVENT + MELTDOWN)
    assert st.ride[1] == data.BASIC and st.gear[1].n == 0


def test_cards_drawn_at_the_end_of_the_turn_cannot_be_equipped_but_events_can_be_played():
    """'At this point of the game, a player cannot equip cards that they have
    just drawn, because their turn is over. But they can still play Event
    cards.'"""
    st = table(prompts="on", deck_top=[BUGGY, FLAT_TYRE], at=[(0, 0), (6, 5)])
    play(st, codes.END)             # no Wasteland cards: draws Flat Tyre and Buggy
    assert sorted(st.whand[0]) == [BUGGY, FLAT_TYRE]
    assert st.phase == codes.PH_WINDOW and st.to_move() == 0 and st.cur == 1
    assert st.legal() == [codes.EVENT + FLAT_TYRE, codes.PASS]
    play(st, codes.EVENT + FLAT_TYRE)
    assert st.row[1] == 3 and st.to_move() == 1


def test_several_leaders_the_player_who_played_the_card_decides():
    """'If the effect of the card applies to a specific player ... and there are
    several of them, the player who played the card decides which player the
    effect applies to.'"""
    st = table(3, hands=[[FLAT_TYRE], [], []], at=[(0, 0), (7, 1), (7, 2)])
    play(st, codes.EVENT + FLAT_TYRE)
    assert st.aim_by == 0 and st.legal() == [codes.TARGET + 1, codes.TARGET + 2]
    play(st, codes.TARGET + 1)
    assert list(st.row) == [0, 4, 7]
