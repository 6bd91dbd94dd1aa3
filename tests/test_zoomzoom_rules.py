"""Zoom Zoom Vroom base rules, one test per rule, in the rulebook's order."""

import pytest

from paddock.core import game
from paddock.games import zoomzoom
from paddock.games.zoomzoom import codes as ev
from paddock.games.zoomzoom import codes as zcodes
from paddock.games.zoomzoom import data, rules
from test_zoomzoom_fixtures import (S1, S2, S3, S4B, S4J, S5, G, P, T, check, new,
                                    only, play, position)


# -- Setup ------------------------------------------------------------------

def test_metadata_follows_the_protocol():
    assert zoomzoom.ID == "zoomzoom" and zoomzoom.TITLE == "Zoom Zoom Vroom"
    assert (zoomzoom.MIN_PLAYERS, zoomzoom.MAX_PLAYERS) == (3, 5)
    keys = [o[0] for o in zoomzoom.OPTIONS]
    assert keys == ["track", "larger", "zero", "z05"]
    for key, label, choices, default in zoomzoom.OPTIONS:
        assert 0 <= default < len(choices) and label


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_deals_six_five_gas_lap_tokens_speed_on_start(players):
    st = new(players, seed=players)
    assert all(len(h) == 6 for h in st.hands) and st.deck.n == 0
    assert list(st.gas) == [5] * players and st.middle == 0 and st.removed == 0
    assert st.lap_pool == players + 1 and list(st.pos) == [0] * players
    assert 0 <= st.lead < players and st.to_move() == st.lead
    assert st.round == 1 and st.trick == 1
    check(st)


def test_setup_lead_is_drawn_by_lot_from_the_seed():
    leads = {new(3, seed=s).lead for s in range(40)}
    assert leads == {0, 1, 2}
    assert new(3, seed=9).lead == new(3, seed=9).lead


@pytest.mark.parametrize("bad", [
    {"players": 2}, {"players": 6}, {"track": "C"}, {"larger": "maybe"},
    {"zero": "7th suit"}, {"larger": "on", "zero": "replaces 3"},
    {"players": 3, "seats": bytearray(4)},
])
def test_bad_options_are_refused_with_one_line(bad):
    opts = {"players": 3}
    opts.update(bad)
    why = rules.options_problem(opts)
    assert why and "\n" not in why
    with pytest.raises(ValueError):
        rules.new_game(opts, 1)


def test_options_take_choice_strings_or_indices():
    a = rules.new_game({"players": 4, "track": "B", "larger": "on", "zero": "7th suit"}, 3)
    b = rules.new_game({"players": 4, "track": 1, "larger": 1, "zero": 7}, 3)
    assert (a.track, a.larger, a.zero) == (b.track, b.larger, b.zero) == (1, True, 7)
    assert a.to_bytes() == b.to_bytes()


# -- Playing a Trick --------------------------------------------------------

def test_turns_go_clockwise_from_the_lead():
    st = position(new(4), [[S1, S2]] * 2 + [[S3, S5]] * 2, lead=2)
    seen = []
    for _ in range(4):
        seen.append(st.to_move())
        play(st, st.legal()[-1])  # a Tune Up ends the turn at once
    assert seen == [2, 3, 0, 1]


def test_a_suit_already_face_up_cannot_be_played():
    st = position(new(3), [[S5, S1], [S5, S4B], [S4J, S3]])
    play(st, P + S5, G(0))
    assert P + S5 not in st.legal() and P + S4B in st.legal()
    assert st.why_not(P + S5) == "5 already in trick"
    assert st.why_not(P + S4B) is None
    with pytest.raises(game.RulesError):
        st.play(P + S5)


def test_the_two_4_suits_are_different_suits():
    # "Rowan can even play the other 4 suit with 'Jelly the Raccoon'."
    st = position(new(3), [[S5, S1], [S4B, S1], [S4J, S3]])
    play(st, P + S5, G(0), P + S4B, G(0))
    assert P + S4J in st.legal()


def test_tune_up_may_use_a_suit_already_face_up():
    st = position(new(3), [[S5, S1], [S5, S4B], [S4J, S3]])
    play(st, P + S5, G(0))
    assert T + S5 in st.legal() and st.why_not(T + S5) is None


def test_a_face_down_card_does_not_block_its_suit():
    st = position(new(3), [[S5, S1], [S5, S4B], [S4J, S3]])
    play(st, T + S5)
    assert P + S5 in st.legal()


def test_tune_up_is_forced_when_every_suit_in_hand_is_face_up():
    st = position(new(3), [[S5, S1], [S5, S1], [S4J, S3]])
    play(st, P + S5, G(0))
    assert st.to_move() == 1
    play(st, P + S1, G(0))
    st2 = position(new(3), [[S5, S1], [S5, S1], [S5, S1]])
    play(st2, P + S5, G(0), P + S1, G(0))
    assert st2.legal() == [T + S1, T + S5]


def test_a_card_not_in_hand_cannot_be_played():
    st = position(new(3), [[S5, S1], [S5, S1], [S4J, S3]])
    assert st.why_not(P + S3) == "no 3 in hand" and st.why_not(T + S3) == "no 3 in hand"
    assert P + S3 not in st.legal() and T + S3 not in st.legal()


def test_tune_up_skips_gas_and_speed():
    st = position(new(3, track="original"), [[S5, S1], [S5, S1], [S4J, S3]], pos=[3, 0, 0])
    events = play(st, T + S5)
    assert st.to_move() == 1 and st.phase == zcodes.PICK
    assert st.gas[0] == 5 and st.t_card[0] == zcodes.DOWN and st.final(0) == -1
    assert not only(events, ev.EV_SPEND)


def test_gas_spent_is_limited_to_gas_in_front_of_you():
    st = position(new(3), [[S5, S1], [S5, S1], [S4J, S3]], gas=[2, 5, 5])
    play(st, P + S5)
    assert st.legal() == [G(0), G(1), G(2)]


def test_no_gas_means_no_gas_step():
    st = position(new(3), [[S5, S1], [S5, S1], [S4J, S3]], gas=[0, 5, 5])
    events = play(st, P + S5)
    assert only(events, ev.EV_SPEND) == [(ev.EV_SPEND, 0, 0, 5)]
    assert st.to_move() == 1 and st.phase == zcodes.PICK


@pytest.mark.parametrize("track,values", [("A", data.TRACK_A), ("B", data.TRACK_B),
                                          ("original", data.TRACK_ORIGINAL)])
def test_speed_is_the_value_above_the_speed_token(track, values):
    for space in range(6):
        st = position(new(3, track=track), [[S3, S1], [S5, S1], [S4J, S2]],
                      pos=[space, 0, 0])
        play(st, P + S3, G(1))
        assert st.speed(0) == values[space] and st.final(0) == 3 + 1 + values[space]


def test_side_a_gives_plus_two_after_three_wins():
    assert data.TRACK_A[0] == 0 and data.TRACK_A[3] == 2 and len(data.TRACK_A) == 6


# -- Resolving a Trick ------------------------------------------------------

def test_gas_on_face_up_cards_is_not_split_to_tune_ups():
    st = position(new(3), [[S5, S1], [S3, S1], [S4J, S2]], gas=[5, 1, 5], middle=0)
    play(st, P + S5, G(4), T + S3, P + S4J, G(1))
    assert st.gas[1] == 1 and st.middle == 5


def test_split_remainder_is_removed():
    st = position(new(4), [[S5, S1], [S3, S1], [S4J, S2], [S1, S2]],
                  gas=[0, 0, 0, 5], middle=7)
    removed = st.removed
    play(st, T + S5, T + S3, T + S4J, P + S1, G(0))
    assert list(st.gas[:3]) == [2, 2, 2] and st.removed == removed + 1
    check(st)


def test_one_gas_two_tune_ups_is_removed():
    st = position(new(3), [[S5, S1], [S3, S1], [S4J, S2]], gas=[0, 0, 0], middle=1)
    removed = st.removed
    play(st, T + S5, T + S3, P + S4J)
    assert list(st.gas) == [0, 0, 0] and st.removed == removed + 1 and st.middle == 0


def test_face_down_cards_are_discarded():
    st = position(new(3), [[S5, S1], [S3, S1], [S4J, S2]])
    n = st.discard.n
    play(st, T + S5, T + S3, P + S4J, G(0))
    assert st.facedown.n == 0 and st.discard.n == n + 3


def test_highest_final_number_wins_and_leads():
    st = position(new(3), [[S3, S1], [S5, S1], [S4J, S2]], lead=0)
    events = play(st, P + S3, G(0), P + S5, G(0), P + S4J, G(0))
    assert only(events, ev.EV_WIN) == [(ev.EV_WIN, 1, 5, 0)]
    assert st.lead == 1 and st.pos[1] == 1 and st.trick == 2


def test_a_tie_goes_to_the_earlier_card():
    st = position(new(3), [[S3, S1], [S5, S1], [S4J, S2]], lead=0)
    events = play(st, P + S3, G(2), P + S5, G(0), P + S4J, G(1))
    assert only(events, ev.EV_WIN) == [(ev.EV_WIN, 0, 5, 0)]
    st = position(new(3), [[S3, S1], [S5, S1], [S4J, S2]], lead=1)
    events = play(st, P + S5, G(0), P + S4J, G(1), P + S3, G(2))
    assert only(events, ev.EV_WIN) == [(ev.EV_WIN, 1, 5, 0)]


def test_all_tune_up_nobody_gains_and_the_lead_stays():
    st = position(new(3), [[S3, S1], [S5, S1], [S4J, S2]], lead=2, gas=[0, 0, 0],
                  middle=6, trick=3)
    events = play(st, T + S4J, T + S3, T + S5)
    assert only(events, ev.EV_ALL_TUNE) and not only(events, ev.EV_WIN)
    assert list(st.gas) == [2, 2, 2] and list(st.pos) == [0, 0, 0]
    assert st.lead == 2 and st.trick == 4 and st.to_move() == 2


def test_all_tune_up_on_trick_six_completes_no_lap():
    st = position(new(3), [[S3], [S5], [S4J]], lead=1, trick=6)
    events = play(st, T + S5, T + S4J, T + S3)
    assert only(events, ev.EV_NO_LAP) and list(st.laps) == [0, 0, 0]
    assert st.round == 2 and st.trick == 1 and st.lead == 1
    check(st)


def test_trick_six_winner_completes_a_lap_not_speed():
    st = position(new(3), [[S3], [S5], [S4J]], lead=0, pos=[2, 2, 2], trick=6)
    events = play(st, P + S3, G(0), P + S5, G(0), P + S4J, G(0))
    assert only(events, ev.EV_LAP) == [(ev.EV_LAP, 1, 1, 0)]
    assert not only(events, ev.EV_SPEED)
    assert st.laps[1] == 1 and st.lap_pool == 3


# -- End of Round -----------------------------------------------------------

def test_end_of_round_resets_speed_keeps_gas_and_deals_six():
    st = position(new(3, track="original"), [[S3], [S5], [S4J]], lead=0,
                  pos=[2, 4, 1], gas=[1, 3, 0], middle=4, removed=7, trick=6)
    play(st, P + S3, G(1), P + S5, G(0), T + S4J)
    # Tune Up took the 4 in the middle; Pink's 1 gas goes to the middle.
    assert list(st.pos) == [0, 0, 0]
    assert list(st.gas) == [0, 3, 4] and st.middle == 1 and st.removed == 7
    assert all(len(h) == 6 for h in st.hands) and st.deck.n == 0
    assert st.round == 2 and st.trick == 1 and st.lead == 1
    assert only(st.events, ev.EV_ROUND) == [(ev.EV_ROUND, -1, 2, 0)]
    assert list(st.seen) == [0] * 7
    check(st)


def test_the_last_lap_winner_leads_the_next_round():
    st = position(new(4), [[S3], [S5], [S4J], [S1]], lead=3, trick=6)
    play(st, T + S1, T + S3, P + S5, G(0), P + S4J, G(0))
    assert st.laps[1] == 1 and st.lead == 1 and st.to_move() == 1


# -- End of Game ------------------------------------------------------------

def test_two_laps_win_the_game():
    st = position(new(3), [[S3], [S5], [S4J]], lead=0, laps=[1, 1, 0], gas=[5, 0, 5],
                  trick=6)
    events = play(st, P + S3, G(0), P + S5, P + S4J, G(0))
    assert only(events, ev.EV_GAME) == [(ev.EV_GAME, 1, 0, 0)]
    assert st.over() and st.to_move() == game.OVER and st.legal() == []
    assert st.winner == 1 and st.standings()[0] == 1
    assert st.standings() == [1, 0, 2]  # then laps, then gas in front
    with pytest.raises(game.RulesError):
        st.play(T + S3)


# -- Card Special Effects ---------------------------------------------------

def test_the_1_zeroes_a_4_or_5_played_after_it():
    st = position(new(3), [[S1, S2], [S5, S1], [S4B, S2]])
    play(st, P + S1, G(0), P + S5, G(1), P + S4B)
    assert st.final(1) == 1 and st.final(2) == 0


def test_the_1_leaves_gas_and_speed_and_other_cards():
    st = position(new(3, track="original"), [[S3, S2], [S5, S1], [S1, S2]], pos=[0, 2, 0])
    play(st, P + S3, G(0), P + S5, G(1), P + S1, G(0))
    assert only(st.events, ev.EV_WIN) == [(ev.EV_WIN, 0, 3, 0)]


def test_the_2_with_five_gas_removes_the_gained_gas():
    st = position(new(3), [[S2, S1], [S5, S1], [S4B, S2]], gas=[5, 2, 5], middle=3,
                  removed=0)
    events = play(st, P + S2)
    assert only(events, ev.EV_TWO) == [(ev.EV_TWO, 0, 1, 1)]
    assert st.gas[0] == 5 and st.middle == 2 and st.removed == 1
    assert rules.event_text(only(events, ev.EV_TWO)[0]) == "Pink gains a gas (1 lost)"


def test_the_2_with_an_empty_middle_does_nothing():
    st = position(new(3), [[S2, S1], [S5, S1], [S4B, S2]], gas=[3, 5, 5], middle=0)
    events = play(st, P + S2)
    assert only(events, ev.EV_TWO) == [(ev.EV_TWO, 0, 0, 0)] and st.gas[0] == 3
    assert rules.event_text(only(events, ev.EV_TWO)[0]) == "No gas in the middle"


def test_every_event_and_move_has_a_short_text():
    for code in range(1, 21):
        t = rules.event_text((code, 4, 2, 1))
        assert t and t != "?" and len(t) <= 32, t
    for m in list(range(7)) + list(range(10, 17)) + list(range(20, 24)) + \
            list(range(30, 36)) + list(range(40, 47)):
        assert rules.move_text(m)
    assert rules.move_text(P + S4B) == "play the 4 Beans"
    assert rules.move_text(T + S4J) == "Tune Up: 4 Jelly"
