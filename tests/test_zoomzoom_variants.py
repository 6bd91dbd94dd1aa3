"""Zoom Zoom Vroom variants: Original Speed, Larger Hands, New 0 Suit, 0/5."""

import pytest

from paddock.core import game
from paddock.games.zoomzoom import codes as ev
from paddock.games.zoomzoom import codes as zcodes
from paddock.games.zoomzoom import data, rules
from test_zoomzoom_fixtures import (S0, S1, S2, S3, S4B, S4J, S5, G, P, T, check,
                                    new, only, play, position)

Z0, Z5 = zcodes.Z05_0, zcodes.Z05_5


# -- Original Speed and Lap Tokens ------------------------------------------

def test_original_speed_is_plus_one_a_trick_won():
    st = position(new(3, track="original"), [[S5] * 3, [S3, S2, S1], [S4B, S4J, S2]])
    for trick in range(3):
        play(st, P + S5, G(0))
        play(st, st.legal()[-1])  # Tune Ups
        play(st, st.legal()[-1])
        assert st.lead == 0 and st.speed(0) == trick + 1
    check(st)


# -- Larger Hands -----------------------------------------------------------

def test_larger_hands_keeps_two_cards_for_trick_six_and_reshuffles():
    st = new(4, seed=5, larger="on")
    rounds_seen = 0
    while not st.over() and st.round < 3:
        if st.phase == zcodes.PICK and st.t_n == 0:
            assert all(len(h) == 8 - st.trick for h in st.hands)
            assert st.aside.n == 2
            rounds_seen += st.trick == 6
        st.play(st.legal()[-1] if st.trick < 6 else st.legal()[0])
        check(st)
    assert rounds_seen >= 2


# -- New 0 Suit -------------------------------------------------------------

@pytest.mark.parametrize("choice,suit", [("replaces 1", S1), ("replaces 4J", S4J),
                                         ("replaces 5", S5)])
def test_zero_suit_replaces_the_agreed_suit(choice, suit):
    st = new(4, zero=choice)
    assert st.counts[suit] == 0 and st.counts[S0] == 4 and sum(st.counts) == 24
    check(st)


def test_zero_suit_with_larger_hands_is_a_seventh_suit_of_six_cards():
    for players in (3, 4, 5):
        st = new(players, larger="on", zero="7th suit")
        assert st.counts[S0] == 6 and sum(st.counts) == 6 * players + 6
        assert [st.counts[s] for s in data.BASE_SUITS] == [players] * 6
        assert st.aside.n == 6 - players


def zero_game(**kw):
    return position(new(3, zero="replaces 3"), [[S0, S1], [S0, S5], [S4B, S2]], **kw)


def test_a_0_with_removed_gas_offers_both_effects_then_gas():
    st = zero_game(gas=[2, 5, 5], removed=3)
    play(st, P + S0)
    assert st.phase == zcodes.EFFECT and st.legal() == [zcodes.FX_GAS, zcodes.FX_SPEED]
    events = play(st, zcodes.FX_GAS)
    assert only(events, ev.EV_ZERO_GAS) == [(ev.EV_ZERO_GAS, 0, 1, 0)]
    assert st.gas[0] == 3 and st.removed == 2
    assert st.legal() == [G(0), G(1), G(2), G(3)]  # the gained gas may be spent
    play(st, G(3))
    assert st.final(0) == 3
    check(st)


def test_a_0_with_no_removed_gas_must_take_plus_one_speed():
    st = zero_game(gas=[5, 5, 5], middle=0, removed=0)
    events = play(st, P + S0)
    assert only(events, ev.EV_ZERO_SPEED) == [(ev.EV_ZERO_SPEED, 0, 0, 0)]
    assert st.phase == zcodes.SPEND and st.boost[0] == 1
    play(st, G(0))
    assert st.final(0) == 1


def test_plus_one_speed_lasts_the_round_and_stacks():
    st = position(new(3, zero="replaces 3", track="original"),
                  [[S0, S0, S1], [S2, S5, S4J], [S4B, S2, S5]], pos=[1, 0, 0],
                  removed=0, gas=[0, 5, 4], middle=6)
    play(st, P + S0, P + S5, G(0), P + S4B, G(0))
    assert st.speed(0) == 2 and st.lead == 1
    play(st, P + S4J, G(0), P + S2, G(0), P + S0)
    assert st.speed(0) == 3 and st.final(2) == 3  # third card of the trick
    check(st)


def test_zero_speed_resets_at_the_end_of_the_round():
    st = position(new(3, zero="replaces 3"), [[S0], [S2], [S5]], gas=[0, 0, 0],
                  removed=15, trick=6)
    play(st, P + S0, zcodes.FX_SPEED, P + S2, P + S5)
    assert st.round == 2 and list(st.boost) == [0, 0, 0]


def test_gaining_removed_gas_at_five_loses_it_again():
    st = zero_game(gas=[5, 5, 5], removed=0, middle=0)
    st.removed, st.gas[1] = 1, 4
    play(st, P + S0, zcodes.FX_GAS)
    assert st.gas[0] == 5 and st.removed == 1
    check(st)


def test_two_0s_cannot_be_in_one_trick():
    st = zero_game(removed=0)
    play(st, P + S0, G(0))
    assert st.why_not(P + S0) == "0 already in trick"


# -- 0/5 Cards --------------------------------------------------------------

def z05_game(**kw):
    return position(new(3, z05="on"), [[S3, S1], [S5, S1], [S4B, S2]], **kw)


def test_each_player_gets_a_0_5_card_only_with_the_variant():
    assert list(new(4, z05="on").has05) == [1] * 4
    st = new(4)
    assert list(st.has05) == [0] * 4
    assert st.why_not(Z0) == "0/5 cards are off" and Z0 not in st.legal()


def test_0_5_needs_removed_gas_and_less_than_five_gas():
    st = z05_game(gas=[5, 5, 5], removed=0)
    assert st.why_not(Z0) == "you have five gas"
    st = z05_game(gas=[4, 5, 5], removed=0, middle=1)
    assert st.why_not(Z0) == "no gas removed yet"
    st = z05_game(gas=[4, 5, 5], removed=1)
    assert st.why_not(Z0) is None and Z0 in st.legal()


def test_0_5_as_5_needs_a_completed_lap():
    st = z05_game(gas=[3, 5, 5], removed=2)
    assert st.why_not(Z5) == "5 needs a lap done" and Z5 not in st.legal()
    st = z05_game(gas=[3, 5, 5], removed=2, laps=[1, 0, 0])
    assert Z0 in st.legal() and Z5 in st.legal()


def test_0_5_as_0_gains_two_removed_gas_then_discards_face_down():
    st = z05_game(gas=[2, 5, 5], removed=3)
    events = play(st, Z0)
    assert only(events, ev.EV_05_GAS) == [(ev.EV_05_GAS, 0, 2, 0)]
    assert st.gas[0] == 4 and st.removed == 1 and st.has05[0] == 0
    play(st, G(1))
    assert st.phase == zcodes.DROP and st.legal() == [zcodes.DISCARD + S1, zcodes.DISCARD + S3]
    discards = st.discard.n
    events = play(st, zcodes.DISCARD + S1)
    assert only(events, ev.EV_DISCARD) and st.hands[0].list() == [S3]
    assert st.discard.n == discards + 1 and st.seen[S1] == 0
    assert st.final(0) == 1 and st.to_move() == 1
    check(st)


def test_0_5_is_once_per_game_and_once_per_trick():
    st = z05_game(gas=[2, 3, 5], removed=5)
    play(st, Z0, G(0), zcodes.DISCARD + S1)
    assert st.why_not(Z0) == "0/5 already in trick"
    play(st, P + S5, G(0), P + S4B, G(0))
    st.lead, st.gas[0] = 0, 1
    assert st.why_not(Z0) == "0/5 card used"


def test_0_5_gains_what_removed_gas_there_is_and_caps_at_five():
    st = z05_game(gas=[3, 5, 5], removed=1, middle=1)
    play(st, Z0)
    assert st.gas[0] == 4 and st.removed == 0
    st = z05_game(gas=[4, 5, 5], removed=1, middle=0)
    st.removed, st.middle = 1, 0
    st.gas[2] = 5
    play(st, Z0)
    assert st.gas[0] == 5 and st.removed == 0
    st = position(new(4, z05="on"), [[S3, S1], [S5, S1], [S4B, S2], [S2, S2]],
                  gas=[4, 5, 5, 0], removed=6, middle=0)
    events = play(st, Z0)
    assert only(events, ev.EV_05_GAS) == [(ev.EV_05_GAS, 0, 2, 1)]
    assert st.gas[0] == 5 and st.removed == 5
    check(st)


def test_0_5_as_5_is_not_the_5_suit_but_drops_under_a_1():
    st = z05_game(gas=[3, 5, 5], removed=2, laps=[1, 0, 0])
    st.hands[1].set([S5, S1])
    events = play(st, Z5)
    assert only(events, ev.EV_05) == [(ev.EV_05, 0, 5, 0)]
    play(st, G(0), zcodes.DISCARD + S3)
    assert st.final(0) == 5 and P + S5 in st.legal()
    play(st, P + S1, G(0))
    assert st.final(0) == 0
    check(st)


def test_a_one_suit_hand_discards_by_itself():
    st = position(new(3, z05="on"), [[S3, S3], [S5, S1], [S4B, S2]], gas=[0, 5, 5],
                  removed=5)
    play(st, Z0)  # gains two, so the gas step is asked
    events = play(st, G(0))
    assert only(events, ev.EV_DISCARD) and st.hands[0].list() == [S3]
    assert st.to_move() == 1


def test_0_5_on_trick_six_with_larger_hands_carries_the_other_card():
    st = position(new(3, larger="on", z05="on"), [[S2, S3], [S5, S1], [S4B, S1]],
                  gas=[3, 5, 5], removed=2, trick=6)
    play(st, Z0, G(5), zcodes.DISCARD + S3, T + S5, T + S4B)
    assert st.laps[0] == 1 and st.hands[0][0] == S2 and len(st.hands[0]) == 7
    check(st)


def test_seats_kinds_are_kept():
    st = rules.new_game({"players": 3, "seats": bytearray([game.HUMAN, game.HARD,
                                                           game.EASY])}, 4)
    assert list(st.seats) == [game.HUMAN, game.HARD, game.EASY]
