"""Nascard Suit Bonuses: all sixteen, their costs, and their Caution forms."""

import pytest

from test_nascard_kit import B, O, P, Y, arrange, check_cards, codes, new
from paddock.games.nascard import events as C
from paddock.games.nascard import data, texts
from paddock.games.nascard.codes import BLISTER, BURN, PIT, PLAY, USE_BONUS

DRAWS = [52, 53, 54, 55]


def activate(bonus, played, rest, blisters=(), caution=False, trump=Y):
    """Seat to move plays played with rest in hand and activates bonus."""
    st = new(3, seed=2)
    st.trump = trump
    st.bonus[data.bonus_suit(bonus)] = bonus
    seat = st.to_move()
    arrange(st, hands={seat: [played] + list(rest)}, blisters={seat: list(blisters)},
            deck_top=DRAWS)
    index = st.pos[seat] % data.LAP
    other = 1 << (1 - st.lane[seat])  # a Caution symbol on the other lane never counts
    st.caution[index] = (1 << st.lane[seat]) if caution else other
    assert st.on_caution(seat) == caution
    st.play(PLAY + played)
    assert st.phase == 1 and st.to_move() == seat
    st.play(USE_BONUS)
    assert (C.EV_BONUS, seat, bonus, 0) in st.events
    return st, seat


def pay(st, seat, *moves):
    for m in moves:
        assert st.to_move() == seat
        st.play(m)
    assert st.to_move() != seat  # the turn is over


def hand(st, seat):
    return sorted(st.hands[seat])


def finish_round(st):
    """The other seats make Pit Stops; returns the last play's events."""
    while st.round == 1:
        st.play(PIT if PIT in st.legal() else st.legal()[0])
    return st.events


# Purple (Tire Management)

def test_1_fresh_rubber_recovers_every_blister():
    st, seat = activate(1, 17, [2, 3], blisters=[4, 5])
    pay(st, seat)
    assert hand(st, seat) == [2, 3, 4, 5] and st.blisters[seat].n == 0
    assert (C.EV_RECOVER, seat, 2, 0) in st.events and C.EV_DRAW not in codes(st)


def test_2_tire_traction_burns_a_purple_then_recovers_and_draws_one():
    st, seat = activate(2, 17, [9, 1, 2, 40], blisters=[4])
    assert st.legal() == [BURN + 1, BURN + 9]
    assert st.why_not(BURN + 40) == "burn an extra purple card"
    pay(st, seat, BURN + 9)
    assert hand(st, seat) == [1, 2, 4, 40, 52] and st.discard.top() == 9
    assert (C.EV_BURN, seat, 9, 0) in st.events and (C.EV_DRAW, seat, 1, 0) in st.events


def test_3_faulty_tires_burns_a_higher_card_then_recovers_and_draws_one():
    st, seat = activate(3, 17, [20, 30, 5], blisters=[4])
    assert sorted(st.legal()) == [BURN + 20, BURN + 30]
    assert st.why_not(BURN + 5) == "burn a card higher than 17"
    pay(st, seat, BURN + 30)
    assert hand(st, seat) == [4, 5, 20, 52]


@pytest.mark.parametrize("caution,drawn", [(False, []), (True, [52])])
def test_4_yellow_flag_recovers_and_on_caution_draws_one(caution, drawn):
    st, seat = activate(4, 17, [2], blisters=[4], caution=caution)
    pay(st, seat)
    assert hand(st, seat) == sorted([2, 4] + drawn)


# Blue (Trump Wildcard)

def blue_resolves_as_trump(st, seat, card):
    """Another seat plays 47 purple (higher, not trump): the blue card goes first."""
    assert st.as_trump[seat] == 1
    other = st.to_move()
    arrange(st, hands={other: [47, 1, 2]})
    st.play(PLAY + 47)
    if st.to_move() == other:
        st.play(st.legal()[-1])
    events = finish_round(st)
    moves = [(e[1], e[2], e[3]) for e in events if e[0] == C.EV_MOVE]
    assert moves[0] == (seat, 5, card) and moves[1] == (other, 4, 47)


def test_5_running_hot_blisters_two_and_the_card_is_trump():
    st, seat = activate(5, 8, [1, 2, 5])
    assert st.owed == 2 and st.legal() == [BLISTER + 1, BLISTER + 2, BLISTER + 5]
    pay(st, seat, BLISTER + 1, BLISTER + 2)
    assert hand(st, seat) == [5] and sorted(st.blisters[seat]) == [1, 2]
    assert (C.EV_AS_TRUMP, seat, 8, 0) in st.events
    blue_resolves_as_trump(st, seat, 8)


def test_6_wet_track_burns_a_blue_and_blisters_one():
    st, seat = activate(6, 8, [11, 3, 1, 2])
    assert sorted(st.legal()) == [BURN + 3, BURN + 11]
    assert st.why_not(BURN + 1) == "burn an extra blue card"
    pay(st, seat, BURN + 11, BLISTER + 1)
    assert hand(st, seat) == [2, 3] and st.blisters[seat].list() == [1]
    blue_resolves_as_trump(st, seat, 8)


def test_7_pace_car_burns_a_higher_card_and_blisters_one():
    st, seat = activate(7, 8, [20, 1, 2])
    # One card is higher than 8: burned for the player; then one Blister.
    assert st.discard.top() == 20 and st.owed == 1
    pay(st, seat, BLISTER + 2)
    assert hand(st, seat) == [1]
    blue_resolves_as_trump(st, seat, 8)


@pytest.mark.parametrize("caution,owed", [(False, 3), (True, 1)])
def test_8_racecar_blisters_three_or_one_on_caution(caution, owed):
    st, seat = activate(8, 8, [1, 2, 5, 7], caution=caution)
    assert st.owed == owed
    pay(st, seat, *[BLISTER + c for c in (1, 2, 5)[:owed]])
    assert st.blisters[seat].n == owed and st.as_trump[seat] == 1


def test_8_racecar_cannot_be_paid_off_caution_with_two_cards():
    st = new(3, seed=2)
    st.trump = Y
    st.bonus[B] = 8
    seat = st.to_move()
    arrange(st, hands={seat: [8, 1, 2]})
    st.caution[st.pos[seat] % data.LAP] = 0
    assert st.bonus_problem(seat, 8) == "Blister 3 Tires: too few cards"
    st.caution[st.pos[seat] % data.LAP] = 1 << st.lane[seat]
    assert st.bonus_problem(seat, 8) is None


# Orange (Fuel)

def test_9_stopping_short_draws_two():
    st, seat = activate(9, 10, [1])
    pay(st, seat)
    assert hand(st, seat) == [1, 52, 53] and (C.EV_DRAW, seat, 2, 0) in st.events


def test_10_running_lean_burns_an_orange_and_draws_four():
    st, seat = activate(10, 10, [13, 18, 1])
    assert sorted(st.legal()) == [BURN + 13, BURN + 18]
    assert st.why_not(BURN + 1) == "burn an extra orange card"
    pay(st, seat, BURN + 13)
    assert hand(st, seat) == [1, 18] + DRAWS


def test_11_fuel_injection_burns_a_higher_orange_and_draws_four():
    st, seat = activate(11, 13, [10, 18, 21, 20])
    assert sorted(st.legal()) == [BURN + 18, BURN + 21]
    assert st.why_not(BURN + 10) == "burn an extra orange card above 13"
    assert st.why_not(BURN + 20) == "burn an extra orange card above 13"
    pay(st, seat, BURN + 21)
    assert hand(st, seat) == sorted([10, 18, 20] + DRAWS)


@pytest.mark.parametrize("caution,drawn", [(False, 1), (True, 3)])
def test_12_oil_leak_draws_one_or_three_on_caution(caution, drawn):
    st, seat = activate(12, 10, [1], caution=caution)
    pay(st, seat)
    assert hand(st, seat) == sorted([1] + DRAWS[:drawn])


# Yellow (Turbo)

def moves_alone(st, seat):
    """Spaces seat's car moves when the other seats make Pit Stops."""
    events = finish_round(st)
    return [e[2] for e in events if e[0] == C.EV_MOVE and e[1] == seat]


def test_13_pick_up_the_pace_one_extra_space():
    st, seat = activate(13, 20, [1], trump=P)
    pay(st, seat)
    assert st.extra[seat] == 1 and moves_alone(st, seat) == [6]


def test_14_heart_of_a_champion_burns_a_yellow_two_extra_spaces():
    st, seat = activate(14, 20, [4, 6, 1], trump=P)
    assert st.why_not(BURN + 1) == "burn an extra yellow card"
    pay(st, seat, BURN + 4)
    assert moves_alone(st, seat) == [7]


def test_15_push_it_to_the_limit_burns_a_higher_card_two_extra_spaces():
    st, seat = activate(15, 20, [30, 40, 1], trump=P)
    assert st.why_not(BURN + 1) == "burn a card higher than 20"
    pay(st, seat, BURN + 40)
    assert hand(st, seat) == [1, 30] and moves_alone(st, seat) == [7]


@pytest.mark.parametrize("caution,spaces", [(False, 6), (True, 7)])
def test_16_chrome_horn_one_or_two_extra_on_caution(caution, spaces):
    st, seat = activate(16, 20, [1], caution=caution, trump=P)
    pay(st, seat)
    assert moves_alone(st, seat) == [spaces]
    check_cards(st)


def test_the_bonus_tables_cover_sixteen_cards_four_a_suit():
    assert len(texts.BONUS_NAME) == 17
    for table in (data.BURN, data.BLISTER, data.BLISTER_C, data.RECOVER, data.DRAW,
                  data.DRAW_C, data.AS_TRUMP, data.EXTRA, data.EXTRA_C):
        assert len(table) == 17 and data.digit(table, 0) == 0
    for b in range(1, 17):
        s = data.bonus_suit(b)
        assert (data.digit(data.RECOVER, b) > 0) == (s == P)
        assert (data.digit(data.AS_TRUMP, b) > 0) == (s == B)
        assert (data.digit(data.DRAW, b) > 0 and s != P) == (s == O)
        assert (data.digit(data.EXTRA, b) > 0) == (s == Y)
    assert [data.bonus_suit(b) for b in data.FIRST_GAME] == [P, B, O, Y]
    assert list(data.FIRST_GAME) == [4, 7, 10, 13]
    assert texts.BONUS_NAME[13] == "Pick Up the Pace"
