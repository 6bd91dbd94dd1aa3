"""Every worked example of the Zoom Zoom Vroom rulebook, set up and played.

Speeds are set with the Original Speed track, where a token's space is its
speed (+0 at Start, +1 one space up...), so the rulebook's numbers read
straight across. Seats are named after the rulebook's players.
"""

from paddock.games.zoomzoom import codes as ev
from paddock.games.zoomzoom import data, rules
from test_zoomzoom_fixtures import (S1, S2, S3, S4B, S5, G, P, T, check, new,
                                    only, play, position)


def test_setup_deck_sizes_by_player_count():
    # "3 players: 18 cards ... 4 players: 24 cards ... 5 players: 30 cards"
    for players, size in ((3, 18), (4, 24), (5, 30)):
        st = new(players)
        assert sum(st.counts) == size
        assert [st.counts[s] for s in data.BASE_SUITS] == [players] * 6
        assert st.counts[0] == 0


def test_larger_hands_deck_sizes_and_undealt_cards():
    # "3 players: 24 cards ... 5 players: 36 cards"; undealt "three at 3
    # players, two at 4, and one at 5" are set aside.
    for players, size, aside in ((3, 24, 3), (4, 30, 2), (5, 36, 1)):
        st = new(players, larger="on")
        assert sum(st.counts) == size
        assert all(len(h) == 7 for h in st.hands)
        assert st.aside.n == aside and st.deck.n == 0


def test_example_fern_jaron_vernon_7_vs_8_vs_5():
    # Fern 2 + 3 gas + 0 = 5; Jaron 3 + 2 gas + 2 = 7; Vernon 5 + 2 gas + 1 = 8.
    fern, jaron, vernon = 0, 1, 2
    st = position(new(3, track="original"), [[S2, S3], [S3, S1], [S5, S1]],
                  lead=fern, pos=[0, 2, 1], middle=0, trick=2)
    events = play(st, P + S2, G(3), P + S3, G(2), P + S5, G(2))
    spends = only(events, ev.EV_SPEND)
    assert [(e[1], e[3]) for e in spends] == [(fern, 5), (jaron, 7), (vernon, 8)]
    assert only(events, ev.EV_WIN) == [(ev.EV_WIN, vernon, 8, 0)]
    assert st.lead == vernon and st.pos[vernon] == 2
    assert st.middle == 7  # all gas on face-up cards goes to the middle
    check(st)


def test_example_fern_2_plus_3_plus_1_is_6():
    # "Fern plays the 2, spends three gas, and has a speed of +1 ... 6 (2+3+1=6)"
    st = position(new(3, track="original"), [[S2], [S3], [S1]], pos=[1, 0, 0],
                  middle=0, trick=6)
    events = play(st, P + S2, G(3))
    assert only(events, ev.EV_SPEND) == [(ev.EV_SPEND, 0, 3, 6)]
    assert st.final(0) == 6


def test_example_the_1_drops_ferns_5_and_vernon_wins_with_5():
    # Fern 5 + 2 + 0 = 7; Rowan 2 + 0 + 2 = 4; Vernon 1 + 3 + 1 = 5; the 1
    # makes Fern's 5 a 0: 0 + 2 + 0 = 2. Vernon wins.
    fern, rowan, vernon = 0, 1, 2
    st = position(new(3, track="original"), [[S5, S3], [S2, S3], [S1, S3]],
                  lead=fern, pos=[0, 2, 1], middle=0, trick=3)
    play(st, P + S5, G(2))
    assert st.final(0) == 7
    play(st, P + S2, G(0))
    assert st.final(1) == 4
    events = play(st, P + S1)
    assert only(events, ev.EV_ONE)
    assert st.final(0) == 2 and st.final(1) == 4
    events = play(st, G(3))
    assert only(events, ev.EV_WIN) == [(ev.EV_WIN, vernon, 5, 0)]
    assert st.lead == vernon


def test_example_the_2_gains_a_gas_that_fern_spends():
    # Five gas in the middle; Fern has 0 gas, +0 speed, plays the 2, gains a
    # gas, spends it: 2 + 1 + 0 = 3.
    st = position(new(3, track="original"), [[S2, S3], [S3, S1], [S5, S1]],
                  gas=[0, 0, 0], middle=5, trick=1)
    events = play(st, P + S2)
    assert only(events, ev.EV_TWO) == [(ev.EV_TWO, 0, 1, 0)]
    assert st.middle == 4 and st.gas[0] == 1
    assert st.legal() == [G(0), G(1)]
    events = play(st, G(1))
    assert only(events, ev.EV_SPEND) == [(ev.EV_SPEND, 0, 1, 3)]
    check(st)


def test_example_two_tune_ups_split_five_gas_two_each_one_removed():
    # "Rowan and Fern declared a Tune Up ... five gas in the middle. Both
    # players gain two gas and one gas is removed from the game."
    rowan, fern, jaron = 0, 1, 2
    st = position(new(3), [[S1, S2], [S1, S3], [S5, S3]], gas=[0, 0, 3],
                  middle=5, trick=1)
    removed = st.removed
    events = play(st, T + S1, T + S3, P + S5, G(1))
    assert only(events, ev.EV_SPLIT) == [(ev.EV_SPLIT, rowan, 2, 0),
                                            (ev.EV_SPLIT, fern, 2, 0)]
    assert only(events, ev.EV_SPLIT_LOST) == [(ev.EV_SPLIT_LOST, -1, 1, 0)]
    assert st.gas[rowan] == 2 and st.gas[fern] == 2 and st.removed == removed + 1
    assert st.middle == 1  # only Jaron's gas, moved from the card afterwards
    assert only(events, ev.EV_WIN)[0][1] == jaron
    check(st)


def test_example_two_tune_ups_with_the_five_gas_cap():
    # Fern 4 gas, Jaron 2 gas, five in the middle: both gain two, one is not
    # split; Fern reaches five and removes the second; Jaron has four.
    fern, jaron, rowan = 0, 1, 2
    st = position(new(3), [[S1, S2], [S1, S3], [S5, S3]], gas=[4, 2, 0],
                  middle=5, trick=1)
    removed = st.removed
    events = play(st, T + S2, T + S3, P + S5)
    assert only(events, ev.EV_SPLIT) == [(ev.EV_SPLIT, fern, 2, 1),
                                            (ev.EV_SPLIT, jaron, 2, 0)]
    assert st.gas[fern] == 5 and st.gas[jaron] == 4
    assert st.removed == removed + 2
    check(st)


def test_example_trick_vernon_rowan_jaron_fern():
    # Vernon 4+4+0=8; Rowan 2+0+1=3 and gains a gas; Jaron Tune Up gains two
    # to reach five, the last gas removed; Fern 5+2+2=9 wins.
    vernon, rowan, jaron, fern = 0, 1, 2, 3
    st = position(new(4, track="original"),
                  [[S4B, S3], [S2, S3], [S1, S3], [S5, S3]],
                  lead=vernon, gas=[4, 1, 3, 2], pos=[0, 1, 0, 2], middle=4, trick=4)
    removed = st.removed
    play(st, P + S4B, G(4))
    events = play(st, P + S2)
    assert only(events, ev.EV_TWO) == [(ev.EV_TWO, rowan, 1, 0)]
    play(st, G(0))
    assert st.final(1) == 3 and st.gas[rowan] == 2
    events = play(st, T + S1)
    assert only(events, ev.EV_TUNE) == [(ev.EV_TUNE, jaron, 0, 0)]
    events = play(st, P + S5, G(2))
    assert only(events, ev.EV_SPLIT) == [(ev.EV_SPLIT, jaron, 3, 1)]
    assert st.gas[jaron] == 5 and st.removed == removed + 1
    assert only(events, ev.EV_WIN) == [(ev.EV_WIN, fern, 9, 0)]
    assert st.middle == 4 + 2 and st.lead == fern
    check(st)


def test_example_larger_hands_fern_carries_the_2():
    # "Fern has a 2 and a 3 in hand. Fern leads the trick by playing the 3.
    # The 2 that is still in hand will be carried over to the next round."
    fern = 0
    st = position(new(3, larger="on"), [[S2, S3], [S5, S1], [S4B, S1]],
                  lead=fern, trick=6)
    play(st, P + S3, G(5), T + S5, T + S4B)
    assert st.round == 2 and st.laps[fern] == 1
    assert len(st.hands[fern]) == 7 and st.hands[fern][0] == S2
    assert all(len(h) == 7 for h in st.hands) and st.aside.n == 3
    check(st)


def test_tune_up_is_declared_in_the_rulebooks_words():
    st = position(new(3), [[S1], [S2], [S3]], trick=6)
    events = play(st, T + S1)
    assert rules.event_text(events[0]) == "Pink: I need a Tune Up!"
