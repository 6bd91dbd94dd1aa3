"""Nascard rules, section by section, and the rulebook's worked example."""

import pytest

from test_nascard_kit import (
    B, O, Y, arrange, check_cards, codes, new, of_suit, place_cars, restart_round, texts)
from paddock.core.game import OVER, RulesError
from paddock.games.nascard import events as C
from paddock.games.nascard import data, move_cars, rules
from paddock.games.nascard.codes import (
    BLISTER, BURN, DISCARD, PIT, PLAY, SKIP_BONUS, USE_BONUS)


def play(st, seat, *moves):
    """Play moves for seat, checking it is the seat to move before each."""
    for m in moves:
        assert st.to_move() == seat, (st.to_move(), seat, rules.move_text(m))
        st.play(m)


def moved(st):
    """(who, spaces, card) of each car that moved in the last play, in order."""
    return [(e[1], e[2], e[3]) for e in st.events if e[0] == C.EV_MOVE]


# Game Setup

def test_setup_deals_five_flips_the_trump_and_fills_the_grid():
    st = new(4, seed=9)
    assert [h.n for h in st.hands] == [5] * 4
    assert st.discard.n == 1 and st.trump == data.suit(st.discard.top())
    assert st.deck.n == 58 - 4 * 5 - 1
    assert list(st.bonus) == [4, 7, 10, 13]
    spots = sorted((st.pos[c], st.lane[c]) for c in range(st.cars))
    assert spots == [(0, 0), (0, 1), (1, 0), (1, 1)]  # two a card from Start/Finish, inside first
    assert st.round == 1 and st.phase == C.PICK
    check_cards(st)


def test_the_track_has_corners_every_fourth_card_and_starts_at_the_line():
    for kind in ("first", "shuffled"):
        for seed in range(6):
            st = new(3, seed=seed, track=kind)
            assert st.track[0] >> 1 == data.START_FINISH
            ids = sorted(code >> 1 for code in st.track)
            assert ids == list(range(16))
            corners = [i for i in range(16) if st.track[i] >> 1 < data.CORNERS]
            assert len(corners) == 4 and len({i % 4 for i in corners}) == 1
            for i in range(16):
                code = st.track[i]
                table = data.CAUTION_B if code & 1 else data.CAUTION_A
                assert st.caution[i] == table[code >> 1] - 48
    first = new(3, track="first")
    assert [c >> 1 for c in first.track] == [4, 5, 0, 6, 7, 8, 1, 9, 10, 11, 2, 12, 13, 14, 3, 15]
    assert all(c & 1 == 0 for c in first.track)  # side A
    shuffled = {bytes(new(3, seed=s, track="shuffled").track) for s in range(8)}
    assert len(shuffled) > 4


def test_random_bonus_cards_are_one_per_suit():
    seen = set()
    for seed in range(30):
        st = new(3, seed=seed, bonus="random")
        for s in range(4):
            assert data.bonus_suit(st.bonus[s]) == s
            seen.add(st.bonus[s])
    assert len(seen) == 16


@pytest.mark.parametrize("players,rivals,always", [
    (1, 5, False), (2, 4, False), (3, 0, False), (3, 3, True), (5, 1, True), (6, 0, True)])
def test_rivals_fill_the_empty_cars(players, rivals, always):
    st = new(players, rivals="always" if always else "required")
    assert st.rivals == rivals and st.cars == players + rivals
    for car in range(players, st.cars):
        assert st.card[car] > 0  # a face-down card each round


def test_bad_options_are_refused_with_a_reason():
    with pytest.raises(ValueError, match="1 to 6"):
        new(7)
    with pytest.raises(ValueError, match="track"):
        new(3, track="oval")
    with pytest.raises(ValueError, match="seats"):
        rules.new_game({"players": 3, "seats": bytearray(2)}, 1)


# Play Cards

def test_cards_are_played_in_position_order_inside_first():
    st = new(4)
    place_cars(st, {0: (3, 1), 1: (3, 0), 2: (7, 1), 3: (1, 0)})
    restart_round(st)
    assert list(st.order) == [2, 1, 0, 3]


def test_trading_paint_blisters_twice_and_activates_no_bonus():
    st = new(3)
    st.trump = Y
    arrange(st, hands={st.to_move(): [30, 1, 3, 5]})
    seat = st.to_move()
    play(st, seat, PLAY + 30)
    assert st.phase == C.BLISTERING and st.owed == 2
    assert USE_BONUS not in st.legal()
    play(st, seat, BLISTER + 1, BLISTER + 5)
    assert st.blisters[seat].list() == [1, 5] and st.hands[seat].list() == [3]
    assert st.to_move() != seat and st.as_trump[seat] == 0
    check_cards(st)


def test_a_trump_card_needs_two_more_cards_to_blister():
    st = new(3)
    st.trump = Y
    seat = st.to_move()
    arrange(st, hands={seat: [30, 1]})
    assert PLAY + 30 not in st.legal() and PLAY + 1 in st.legal() and PIT in st.legal()
    assert "Blister" in st.why_not(PLAY + 30)
    with pytest.raises(RulesError):
        st.play(PLAY + 30)
    arrange(st, hands={seat: [30, 1, 3]})
    assert PLAY + 30 in st.legal() and st.why_not(PLAY + 30) is None
    play(st, seat, PLAY + 30)  # two left, two owed: blistered for the player
    assert st.blisters[seat].n == 2 and st.hands[seat].n == 0


def test_economy_offers_the_bonus_and_it_may_be_skipped():
    st = new(3)
    st.trump = Y
    seat = st.to_move()
    arrange(st, hands={seat: [39, 7, 10]})
    play(st, seat, PLAY + 39)
    assert st.phase == C.BONUS and st.legal() == [USE_BONUS, SKIP_BONUS]
    play(st, seat, SKIP_BONUS)
    assert C.EV_NO_BONUS in codes(st) and st.hands[seat].list() == [7, 10]


def test_a_bonus_whose_cost_cannot_be_paid_is_not_offered():
    st = new(3)
    st.trump = Y
    seat = st.to_move()
    arrange(st, hands={seat: [8, 3, 1]})  # Pace Car: burn a card higher than 8
    assert st.bonus_problem(seat, 8) == "no card to burn a card higher than 8"
    assert st.bonus_problem(seat, 40) == "not a card in your hand"
    assert st.bonus_problem(seat, 30) == "a trump card activates no Bonus"
    play(st, seat, PLAY + 8)
    assert (C.EV_CANT_PAY, seat, 7, 0) in st.events and st.to_move() != seat


def test_pit_stop_draws_four_and_takes_back_every_blister():
    st = new(3)
    seat = st.to_move()
    arrange(st, hands={seat: [1]}, blisters={seat: [2, 3]}, deck_top=[40, 41, 42, 43])
    play(st, seat, PIT)
    assert st.pit[seat] == 1 and st.blisters[seat].n == 0
    assert sorted(st.hands[seat]) == [1, 2, 3, 40, 41, 42, 43]
    assert (C.EV_PIT, seat, 4, 2) in st.events
    while st.round == 1:
        st.play(st.legal()[-1])  # everyone else pits too
    assert st.pit[seat] == 0 and (C.EV_PIT_BACK, seat, 0, 0) in st.events


def test_the_hand_limit_is_eight_at_the_end_of_the_turn():
    st = new(3)
    seat = st.to_move()
    arrange(st, hands={seat: [1, 2, 3, 4, 5, 6, 7]}, blisters={seat: [9]},
            deck_top=[40, 41, 42, 43])
    play(st, seat, PIT)
    assert st.phase == C.DISCARDING and st.hands[seat].n == 12
    assert st.legal() == [DISCARD + c for c in st.hands[seat]]
    for c in (1, 2, 3):
        play(st, seat, DISCARD + c)
    assert st.phase == C.DISCARDING
    play(st, seat, DISCARD + 4)
    assert st.hands[seat].n == 8 and st.to_move() != seat
    assert st.discard.list()[-4:] == [1, 2, 3, 4]
    check_cards(st)


def test_the_discard_is_shuffled_in_when_the_deck_runs_out():
    st = new(3)
    seat = st.to_move()
    every = [c for c in range(1, 59) if c not in (1, 2, 3, 4, 5, 6)]
    arrange(st, hands={seat: [1]}, discard=every[:50])
    others = [s for s in range(3) if s != seat]
    arrange(st, hands={others[0]: every[50:], others[1]: [2, 3, 4, 5]})
    assert st.deck.n == 1 and st.discard.n == 50
    play(st, seat, PIT)
    assert C.EV_RESHUFFLE in codes(st)
    assert st.hands[seat].n == 5 and st.discard.n == 0 and st.deck.n == 47
    check_cards(st)


def test_a_pit_stop_with_no_card_left_anywhere_draws_none():
    st = new(3)
    seat = st.to_move()
    others = [s for s in range(3) if s != seat]
    cards = list(range(1, 59))
    arrange(st, hands={seat: [], others[0]: cards[:29]}, blisters={others[1]: cards[29:]})
    play(st, seat, PIT)
    assert (C.EV_PIT, seat, 0, 0) in st.events and st.hands[seat].n == 0


# Move Cars Forward, End of the Round: the rulebook's example

def test_example_round_with_yellow_trump():
    """Alba 30 yellow moves 5, Harvey 8 blue with the blue Bonus 4, William 39
    purple 3, Anna 18 orange 2, Clara's Pit Stop 0; orange becomes trump."""
    alba, william, anna, clara, harvey = range(5)
    st = new(5)
    st.trump = Y
    place_cars(st, {alba: (9, 0), william: (7, 0), anna: (5, 0), clara: (4, 0),
                    harvey: (2, 0)})
    restart_round(st)
    arrange(st, hands={alba: [30, 1, 3, 5], william: [39, 7, 10], anna: [18, 13, 15],
                       clara: [25, 26], harvey: [8, 21, 11]},
            blisters={clara: [27, 28]}, deck_top=[40, 41, 42, 43])
    assert list(st.order) == [alba, william, anna, clara, harvey]
    play(st, alba, PLAY + 30, BLISTER + 1, BLISTER + 3)
    play(st, william, PLAY + 39, SKIP_BONUS)
    play(st, anna, PLAY + 18, SKIP_BONUS)
    play(st, clara, PIT)
    assert st.hands[clara].n == 8
    play(st, harvey, PLAY + 8, USE_BONUS)  # Pace Car: burn a higher card, Blister 1
    assert st.phase == C.BURNING and st.legal() == [BURN + 11, BURN + 21]
    play(st, harvey, BURN + 21)  # the Blister is forced: the 11 is all that is left
    assert moved(st) == [(alba, 5, 30), (harvey, 4, 8), (william, 3, 39), (anna, 2, 18)]
    assert "P1 30 yellow moves 5" in texts(st) and "P5: 8 blue is trump" in texts(st)
    assert [st.pos[s] for s in range(5)] == [14, 10, 7, 4, 6]
    assert st.discard.top() == 18 and st.trump == O
    assert "Orange is trump" in texts(st)
    assert st.round == 2 and st.pit[clara] == 0
    check_cards(st)


def test_example_later_round_the_last_blue_card_makes_blue_trump():
    st = new(3)
    st.trump = Y
    arrange(st, hands={0: [30, 1, 9], 1: [40, 7], 2: [11, 2]})
    while st.round == 1:
        seat = st.to_move()
        card = {0: 30, 1: 40, 2: 11}[seat]
        play(st, seat, PLAY + card)
        if st.to_move() == seat and st.phase == C.BLISTERING:
            play(st, seat, BLISTER + 1)
        if st.to_move() == seat and st.phase == C.BONUS:
            play(st, seat, SKIP_BONUS)
    assert [m[2] for m in moved(st)] == [30, 40, 11]
    assert st.trump == B


def test_trump_cards_first_then_the_rest_by_value_whatever_the_suit():
    st = new(6)
    st.trump = O
    cards = (2, 49, 10, 57, 13, 7)  # 2, 10 and 13 orange; 49, 57 and 7 purple
    arrange(st)
    for pile in [st.deck, st.discard] + st.hands:
        pile.set([c for c in pile if c not in cards])
    for car in range(6):
        st.card[car] = cards[car]
    assert move_cars.resolution_order(st) == [4, 2, 0, 3, 1, 5]
    move_cars.move_cars_forward(st)
    assert [(m[1], m[2]) for m in moved(st)] == [
        (5, 13), (4, 10), (3, 2), (2, 57), (1, 49), (1, 7)]  # the sixth car moves 1
    check_cards(st)


# Advancing the Cars

def test_placement_a_the_free_inside_space():
    st = new(3)
    place_cars(st, {0: (2, 0), 1: (6, 1), 2: (0, 0)})
    move_cars.place(st, 0, 6)
    assert (st.pos[0], st.lane[0]) == (6, 0) and st.events[-1][0] == C.EV_INSIDE


def test_placement_b_the_outside_when_the_inside_is_taken():
    st = new(3)
    place_cars(st, {0: (2, 0), 1: (6, 0), 2: (0, 0)})
    move_cars.place(st, 0, 6)
    assert (st.pos[0], st.lane[0]) == (6, 1) and st.events[-1][0] == C.EV_OUTSIDE


def test_placement_c_pushes_the_inside_car_forward():
    st = new(3)
    place_cars(st, {0: (2, 0), 1: (6, 0), 2: (6, 1)})
    move_cars.place(st, 0, 6)
    assert (st.pos[0], st.lane[0]) == (6, 0)
    assert (st.pos[1], st.lane[1]) == (7, 0)  # pushed to the next card, inside
    assert (st.pos[2], st.lane[2]) == (6, 1)  # the outside car stays
    assert (C.EV_PUSHED, 1, 7, 0) in st.events


def test_placement_c_a_chain_of_pushes():
    st = new(6)
    place_cars(st, {0: (1, 0), 1: (5, 0), 2: (5, 1), 3: (6, 0), 4: (6, 1), 5: (7, 1)})
    move_cars.place(st, 0, 5)
    assert [(st.pos[c], st.lane[c]) for c in range(6)] == [
        (5, 0), (6, 0), (5, 1), (7, 0), (6, 1), (7, 1)]
    assert [e[1] for e in st.events if e[0] == C.EV_PUSHED] == [1, 3]


def test_placement_c_in_a_round_a_car_pushes_the_inside_car_ahead():
    st = new(3)
    st.trump = Y
    place_cars(st, {0: (10, 0), 1: (10, 1), 2: (5, 0)})
    restart_round(st)
    arrange(st, hands={0: [1, 2], 1: [7, 9], 2: [40, 3]})
    play(st, 0, PIT)
    play(st, 1, PIT)
    play(st, 2, PLAY + 40)  # 40 blue: Pace Car needs a higher card, so no Bonus
    assert moved(st) == [(2, 5, 40)]
    assert (st.pos[2], st.lane[2]) == (10, 0) and (st.pos[0], st.lane[0]) == (11, 0)
    assert (st.pos[1], st.lane[1]) == (10, 1)


# Laps and the End of the Game

def test_first_crossing_is_the_flag_side_second_ends_the_race():
    st = new(3)
    place_cars(st, {0: (14, 0), 1: (3, 0), 2: (2, 0)})
    assert st.laps(0) == 0
    move_cars.place(st, 0, 17)
    assert (C.EV_LAP, 0, 1, 0) in st.events and not st.final and st.laps(0) == 1
    move_cars.place(st, 0, 33)
    assert (C.EV_LAP, 0, 2, 0) in st.events and st.final and st.laps(0) == 2
    assert C.EV_FINAL in codes(st)


def test_the_end_of_the_game_with_a_tie_on_one_card_inside_wins():
    st = new(3)
    st.trump = Y
    place_cars(st, {0: (27, 0), 1: (28, 0), 2: (10, 0)})
    restart_round(st)
    arrange(st, hands={0: [54, 1, 2, 3], 1: [55, 7], 2: [9, 10]})  # 54 yellow, 55 purple
    assert list(st.order) == [1, 0, 2]
    play(st, 1, PLAY + 55, SKIP_BONUS)
    play(st, 0, PLAY + 54, BLISTER + 1, BLISTER + 2)
    play(st, 2, PLAY + 9, SKIP_BONUS)
    # The round is finished after the line is crossed: the third car still moves.
    assert moved(st) == [(0, 5, 54), (1, 4, 55), (2, 3, 9)]
    assert st.pos[0] == st.pos[1] == 32 and st.lane[0] == 0 and st.lane[1] == 1
    assert st.over() and st.to_move() == OVER and st.legal() == []
    assert st.winner == 0 and st.standings() == [0, 1, 2]
    assert codes(st).count(C.EV_FINAL) == 1 and st.events[-1] == (C.EV_WIN, 0, 0, 0)
    assert st.why_not(PIT) == "the race is over"
    with pytest.raises(RulesError):
        st.play(PIT)


def test_a_car_pushed_over_the_line_can_end_the_race():
    st = new(3)
    place_cars(st, {0: (26, 0), 1: (31, 0), 2: (15, 1)})  # card 15: 31 and a lapped car
    move_cars.place(st, 0, 31)
    assert st.pos[1] == 32 and st.final
    assert st.ranking()[0] == 1


# Rivals Module

def test_rivals_cards_are_face_down_until_the_cars_move():
    st = new(2, seed=3)
    assert st.rivals == 4
    v = st.seen_by(0)
    for car in range(2, 6):
        assert v.card[car] == 0 and v.rival_suit[car] == data.suit(st.card[car]) + 1
        assert v.unseen[st.card[car]] == 1


def test_rivals_move_at_least_two_and_activate_no_bonus():
    st = new(2, seed=3)
    st.trump = Y
    blue = of_suit(B, 4, above=40)
    arrange(st, hands={0: [1, 3], 1: [7, 9]},
            rival_cards={2: 57, 3: blue[0], 4: blue[1], 5: 2})  # 57 purple, 2 orange
    place_cars(st, {0: (0, 0), 1: (0, 1), 2: (1, 0), 3: (1, 1), 4: (2, 0), 5: (2, 1)})
    restart_round(st)
    for seat in tuple(st.order):
        play(st, seat, PIT)
    got = moved(st)
    assert [g[2] for g in got] == [57, blue[1], blue[0], 2]
    assert [g[1] for g in got] == [5, 4, 3, 2]
    assert all(g[0] >= C.RIVAL for g in got)
    assert C.EV_REVEAL in codes(st) and C.EV_AS_TRUMP not in codes(st)
    assert st.card[2] and st.round == 2  # the next round's cards are drawn


def test_a_fifth_and_sixth_rival_still_move_two():
    st = new(1, seed=5)
    st.trump = Y
    arrange(st, hands={0: [1, 3]}, rival_cards={1: 50, 2: 41, 3: 30, 4: 21, 5: 9})
    restart_round(st)
    play(st, 0, PLAY + 1, SKIP_BONUS)
    got = moved(st)
    assert got[0] == (C.RIVAL + 2, 5, 30)  # 30 is yellow, the trump
    assert [g[2] for g in got] == [30, 50, 41, 21, 9, 1]
    assert [g[1] for g in got] == [5, 4, 3, 2, 2, 1]  # the player's sixth card: 1
