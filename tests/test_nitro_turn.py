"""Nitro Game Turn: 1. Equip Cards, 2. Move (and Nitro cards), Locations."""

from paddock.games.nitro import codes, data
from test_nitro_fixtures import (
    ROAD_ROW, SAND_ROW, check, dest, new, only, play, position, reachable,
    wasteland)

# Card type ids (data.CARDS).
BUGGY, MUSCLE, PICKUP, BIKE, WAR_RIG, DRAGSTER = 0, 1, 2, 3, 4, 5
TURBO, TYRES, INJECTOR, FUEL, CRAWLER, ARMOR, SCOPE, CARGO = range(8, 16)
GUN, SHOTGUN, HARPOON, ROCKET = 16, 17, 18, 19
FLAT_TYRE, TAILWIND, RAIDERS = 27, 31, 34

EQ, NI = codes.EQUIP, codes.NITRO


def table(players=2, rows=(), **kw):
    """A 3-board game drawn with rows, in seat 0's turn."""
    st = new(players, boards=3)
    wasteland(st, list(rows))
    kw.setdefault("at", [(0, 1)] + [(0, 5)] * (players - 1))
    return position(st, **kw)


def far(st):
    """The greatest number of spaces (vertically plus horizontally) the move reaches."""
    r0, c0 = st.row[0], st.col[0]
    return max(abs(r - r0) + abs(c - c0) for r, c in reachable(st))


# 1. Equip Cards.

def test_equip_a_ride_then_replace_it_the_old_one_is_discarded():
    st = table(hands=[[BUGGY, MUSCLE], []])
    evs = play(st, EQ + BUGGY)
    assert st.ride[0] == BUGGY and only(evs, codes.EV_EQUIP) == [(codes.EV_EQUIP, 0, BUGGY, 0)]
    evs = play(st, EQ + MUSCLE)
    assert st.ride[0] == MUSCLE and st.wdiscard.top() == BUGGY
    assert only(evs, codes.EV_UNEQUIP) == [(codes.EV_UNEQUIP, 0, BUGGY, 0)]
    check(st)


def test_the_basic_ride_carries_one_weapon_and_one_mod_a_new_one_replaces():
    st = table(hands=[[SHOTGUN, TYRES], []], gear=[[GUN, TURBO], []])
    play(st, EQ + SHOTGUN)          # the only Weapon that can go is the old one
    assert sorted(st.gear[0]) == [TURBO, SHOTGUN] and st.wdiscard.top() == GUN
    play(st, EQ + TYRES)
    assert sorted(st.gear[0]) == [TYRES, SHOTGUN] and st.wdiscard.top() == TURBO
    assert st.to_move() == 0 and st.drop_seat < 0


def test_a_smaller_ride_makes_its_owner_choose_the_extra_cards_to_discard():
    st = table(hands=[[BUGGY], []], rides=[WAR_RIG, None],
               gear=[[GUN, SHOTGUN, HARPOON, TURBO, TYRES], []])
    play(st, EQ + BUGGY)
    assert st.drop_seat == 0 and (st.drop_w, st.drop_m) == (2, 1)
    assert sorted(st.legal()) == [codes.DROP + t for t in (TURBO, TYRES, GUN, SHOTGUN, HARPOON)]
    play(st, codes.DROP + GUN, codes.DROP + TYRES)
    assert st.legal() == [codes.DROP + SHOTGUN, codes.DROP + HARPOON]
    play(st, codes.DROP + HARPOON)
    assert sorted(st.gear[0]) == [TURBO, SHOTGUN] and st.drop_seat < 0
    assert st.wdiscard.list()[-4:] == [WAR_RIG, GUN, TYRES, HARPOON]
    check(st)


def test_a_ride_without_mod_slots_sheds_the_mod_by_itself():
    st = table(hands=[[BIKE], []], gear=[[TURBO], []])
    play(st, EQ + BIKE)
    assert list(st.gear[0]) == [] and st.phase == codes.PH_TURN


def test_cards_that_cannot_be_equipped_say_why():
    st = table(hands=[[GUN, TURBO, FLAT_TYRE], []], rides=[DRAGSTER, None], gear=[[TURBO], []])
    assert EQ + GUN not in st.legal() and EQ + TURBO not in st.legal()
    assert st.why_not(EQ + GUN) == "your Ride has no Weapon slot"
    assert st.why_not(EQ + TURBO) == "that Mod is already fitted"
    assert st.why_not(EQ + FLAT_TYRE) == "Events are played, not equipped"
    assert codes.EVENT + FLAT_TYRE in st.legal()
    st = table(hands=[[TYRES], []], rides=[BIKE, None])
    assert st.why_not(EQ + TYRES) == "your Ride has no Mod slot"


def test_no_equipping_while_moving():
    st = table(hands=[[BUGGY], []], nitro=[[1], []])
    play(st, NI + 1)
    assert EQ + BUGGY not in st.legal() and codes.END not in st.legal()
    assert st.why_not(EQ + BUGGY) == "finish your move first"


# 2. Move.

def test_the_basic_ride_drives_4_on_the_road():
    st = table()
    assert far(st) == 4 and (4, 1) in reachable(st) and (5, 1) not in reachable(st)


def test_the_basic_ride_drives_2_in_the_desert():
    st = table(rows=[SAND_ROW] * 18, at=[(5, 2), (0, 5)])
    assert far(st) == 2 and (7, 2) in reachable(st) and (5, 2) not in reachable(st)


def test_driving_from_the_road_into_the_desert_ends_the_move():
    st = table(rows=[".=...."] * 18)
    got = reachable(st)
    assert (0, 2) in got and (0, 0) in got and (3, 0) in got      # one step off the road
    assert (0, 3) not in got and (1, 2) in got and (1, 3) not in got


def test_driving_from_the_desert_onto_the_road_keeps_the_desert_speed():
    st = table(rows=[".=...."] * 18, at=[(0, 0), (0, 5)])
    assert reachable(st) == [(0, 1), (0, 2), (1, 0), (1, 1), (2, 0)]   # 2, not 4


def test_desert_road_desert_stops_on_the_second_desert_space():
    st = table(rows=["......", ".=....", "......"], at=[(0, 1), (0, 5)], rides=[BUGGY, None])
    got = reachable(st)
    assert (2, 1) in got and (3, 1) not in got and (2, 0) in got   # desert speed 4


def test_nitro_cards_add_their_number_and_apply_onto_the_road():
    st = table(rows=[".=...."] * 18, at=[(0, 0), (0, 5)], nitro=[[1, 2, 3], []])
    evs = play(st, NI + 3)
    assert only(evs, codes.EV_NITRO) == [(codes.EV_NITRO, 0, 3, 5)]
    assert st.phase == codes.PH_MOVING and (4, 1) in reachable(st)
    play(st, dest(4, 1))
    assert (st.row[0], st.col[0]) == (4, 1) and st.ndiscard.list() == [3]


def test_up_to_two_nitro_cards_a_move_three_with_the_injector():
    st = table(nitro=[[1, 1, 1], []])
    play(st, NI + 1, NI + 1)
    assert NI + 1 not in st.legal() and st.why_not(NI + 1) == "2 Nitro cards a move"
    st = table(nitro=[[1, 1, 1], []], gear=[[INJECTOR], []])
    play(st, NI + 1, NI + 1, NI + 1)
    assert far(st) == 7


def test_racing_fuel_adds_one_to_each_nitro_card():
    st = table(nitro=[[2], []], gear=[[FUEL], []])
    play(st, NI + 2)
    assert far(st) == 4 + 3


def test_turbo_helps_on_the_road_sand_tyres_in_the_desert():
    st = table(gear=[[TURBO], []])
    assert far(st) == 5
    st = table(rows=[SAND_ROW] * 18, gear=[[TYRES], []], at=[(5, 2), (0, 5)])
    assert far(st) == 3


def test_a_ride_sets_the_speeds():
    st = table(rides=[MUSCLE, None])
    assert far(st) == 6
    st = table(rows=[SAND_ROW] * 18, rides=[BUGGY, None], at=[(5, 2), (0, 5)])
    assert far(st) == 4


def test_crawler_tracks_drive_on_into_the_desert():
    st = table(rows=[".=...."] * 18, gear=[[CRAWLER], []])
    assert (0, 3) in reachable(st) and far(st) == 4


def test_a_marker_moves_once_a_turn():
    st = table()
    play(st, dest(4, 1))
    assert not [m for m in st.legal() if m >= codes.DEST]
    assert st.why_not(dest(5, 1)) == "you have moved this turn"


def test_out_of_reach_says_the_speed():
    st = table()
    assert st.why_not(dest(9, 1)) == "out of reach at speed 4"


def test_a_speed_change_lasts_one_move():
    st = table(hands=[[TAILWIND], []])
    play(st, codes.EVENT + TAILWIND)
    assert st.boost[0] == 3 and far(st) == 7
    play(st, dest(7, 1))
    assert st.boost[0] == 0


# Locations.

def test_a_location_applies_only_where_the_move_ends():
    st = table(rows=[ROAD_ROW, "=G====", ROAD_ROW], at=[(0, 1), (0, 5)])
    play(st, dest(3, 1))            # through the Gas Station
    assert st.nhand[0].n == 0
    st = table(rows=[ROAD_ROW, "=G===="], at=[(0, 1), (0, 5)])
    play(st, dest(1, 1))
    assert st.nhand[0].n == 4


def test_bar_a_ride_mod_or_weapon_is_shown_and_kept():
    st = table(rows=[ROAD_ROW, ".B...."], deck_top=[PICKUP])
    evs = play(st, dest(1, 1))
    assert only(evs, codes.EV_BAR) == [(codes.EV_BAR, 0, PICKUP, 0)]
    assert list(st.whand[0]) == [PICKUP]


def test_bar_an_event_hits_the_one_who_drew_it_then_two_more_cards():
    st = table(rows=[ROAD_ROW] * 4 + [".B...."], deck_top=[GUN, BUGGY, FLAT_TYRE],
               at=[(0, 1), (9, 5)])
    evs = play(st, dest(4, 1))      # not the leader: Flat Tyre hits the drawer anyway
    assert only(evs, codes.EV_BACK) == [(codes.EV_BACK, 0, 3, 1)]
    assert sorted(st.whand[0]) == [BUGGY, GUN] and st.wdiscard.top() == FLAT_TYRE
    assert st.row[1] == 9


def test_bar_an_event_for_every_other_player_hits_the_others():
    st = table(3, rows=[ROAD_ROW, ".B...."], deck_top=[RAIDERS],
               hands=[[], [BUGGY], [MUSCLE]])
    evs = play(st, dest(1, 1))
    assert [e[1] for e in only(evs, codes.EV_DISCARDS)] == [1, 2]
    assert st.whand[1].n == 0 and st.whand[2].n == 0 and st.whand[0].n == 2


def test_gas_station_draws_4_nitro_cards():
    st = table(rows=[ROAD_ROW, ".G...."], nitro_top=[1, 2, 3, 3])
    evs = play(st, dest(1, 1))
    assert sorted(st.nhand[0]) == [1, 2, 3, 3] and only(evs, codes.EV_GAS)[0][2] == 4


def shop(st, cards, hand=(), nitro=()):
    st = table(rows=[ROAD_ROW, ".R...."], deck_top=list(reversed(cards)),
               hands=[list(hand), []], nitro=[list(nitro), []])
    play(st, dest(1, 1))
    assert st.phase == codes.PH_SHOP and list(st.shop) == list(cards)
    return st


def test_repair_shop_buy_paying_in_nitro_and_wasteland_cards():
    st = shop(None, [MUSCLE, TURBO, GUN, FLAT_TYRE], hand=[SCOPE], nitro=[3, 2])
    play(st, codes.BUY + TURBO)     # price 3
    assert codes.DONE not in st.legal()
    play(st, codes.PAY + data.CODE_NITRO + 2)   # 2 of 3
    assert codes.UNDO not in st.legal() and codes.BUY + GUN not in st.legal()
    evs = play(st, codes.PAY + SCOPE)           # Scope's price: 2, no change given
    assert only(evs, codes.EV_PAID) == [(codes.EV_PAID, 0, 4, 1)]
    assert list(st.whand[0]) == [TURBO] and list(st.nhand[0]) == [3]
    assert st.phase == codes.PH_TURN and st.shop.n == 0
    assert sorted(st.wdiscard) == sorted([MUSCLE, GUN, FLAT_TYRE, SCOPE])
    assert st.ndiscard.list() == [2]
    check(st)


def test_repair_shop_orders_only_what_the_hand_can_pay_and_can_be_cleared():
    st = shop(None, [MUSCLE, WAR_RIG, GUN, TURBO], nitro=[3, 3])   # worth 6
    assert codes.BUY + WAR_RIG in st.legal()                        # 6
    play(st, codes.BUY + MUSCLE)                                    # 4
    assert codes.BUY + WAR_RIG not in st.legal() and codes.BUY + TURBO not in st.legal()
    play(st, codes.UNDO)
    assert st.order.n == 0
    play(st, codes.DONE)
    assert st.phase == codes.PH_TURN and st.wdiscard.n == 4


def test_repair_shop_several_cards_are_paid_together():
    st = shop(None, [TURBO, SCOPE, GUN, SHOTGUN], hand=[WAR_RIG])   # 3 + 2 + ... ; War Rig: 6
    play(st, codes.BUY + TURBO, codes.BUY + GUN, codes.PAY + WAR_RIG)
    assert sorted(st.whand[0]) == [TURBO, GUN]


def test_junkyard_three_from_the_bottom_one_kept_two_back_on_top():
    st = table(rows=[ROAD_ROW, ".J...."], discard=[GUN, TURBO, BUGGY, FLAT_TYRE])
    play(st, dest(1, 1))
    assert st.phase == codes.PH_JUNK and list(st.junk) == [GUN, TURBO, BUGGY]
    evs = play(st, codes.JUNK + TURBO)
    assert only(evs, codes.EV_JUNK) == [(codes.EV_JUNK, 0, TURBO, 0)]
    assert list(st.whand[0]) == [TURBO] and st.wdiscard.list() == [FLAT_TYRE, GUN, BUGGY]


def test_junkyard_with_one_card_or_none():
    st = table(rows=[ROAD_ROW, ".J...."], discard=[GUN])
    play(st, dest(1, 1))
    assert list(st.whand[0]) == [GUN] and st.phase == codes.PH_TURN
    st = table(rows=[ROAD_ROW, ".J...."])
    evs = play(st, dest(1, 1))
    assert only(evs, codes.EV_NOTHING) and st.phase == codes.PH_TURN


def test_a_speed_change_lapses_after_a_turn_without_a_move():
    st = table(rows=[SAND_ROW] * 18, at=[(5, 2), (0, 5)])
    st.boost[0] = -3                # desert speed 2 - 3: no move at all
    assert not [m for m in st.legal() if m >= codes.DEST]
    play(st, codes.END)
    assert st.boost[0] == 0


def test_a_speed_change_after_the_move_waits_for_the_next_turn():
    st = table(hands=[[TAILWIND], []])
    play(st, dest(4, 1), codes.EVENT + TAILWIND, codes.END)
    assert st.boost[0] == 3
