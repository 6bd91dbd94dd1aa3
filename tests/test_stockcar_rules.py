"""A test per rule of the Stock Car Championship engine, set up directly."""

import pytest

from paddock.core import game
from paddock.games.stockcar import data, refill_phase, rules, season, track_phase
from paddock.games.stockcar import codes as C
from paddock.games.stockcar import events as E
from test_stockcar_fixtures import (BL, CH, DR, IA, P2, PA, PI, PO, TW, action, card, check, go,
                                    give, ids, line_of, new, play, set_line, track_top,
                                    with_speed)

DONE, PIT, DRAW = C.DONE, C.PIT, C.DRAW


def events(st, code):
    return [e for e in st.events if e[0] == code]


def on_draw(st, seat, c):
    """Put Driver card c on top of seat's DRAW PILE."""
    for name in ("hands", "draws", "discs", "reserves"):
        pile = getattr(st, name)[seat]
        if pile.index(c) >= 0:
            pile.remove(c)
    st.draws[seat].push(c)


def stack_track(st, cards):
    """Put track cards (kind, value) on top of the TRACK DECK, first on top."""
    for kind, value in reversed(cards):
        track_top(st, kind, value)


def turn(st, cars, hands=None, track=()):
    """Rig a line and hands, stack the TRACK DECK, and start a turn."""
    st.events = []
    set_line(st, cars)
    for s in range(st.players):
        give(st, s, (hands or {}).get(s + 1, ids(PI)[:3] + ids(BL)[:3]))
    stack_track(st, list(track) + [(E.LAP, None)])
    go(st, track_phase.begin_turn)
    return st


# 2. Game Setup and 3. Qualifying.
@pytest.mark.parametrize("track,hand,pile", [("Speedway", 7, 20), ("Mile Oval", 8, 25),
                                             ("Short", 9, 30)])
def test_setup_table_hand_and_advanced_draw_pile(track, hand, pile):
    st = new(track=track)
    assert all(h.n == hand for h in st.hands) and st.draws[0].n == 60 - hand
    st = new(track=track, advanced="on")
    assert st.draws[0].n == pile and st.reserves[0].n == 60 - hand - pile
    assert st.tdeck.n == 60
    check(st)


def test_qualifying_lines_up_by_speed_and_refills():
    st = new(3)
    track_top(st)
    picks = [st.hands[s].list()[s] for s in range(3)]
    assert len(set(data.speed(c) for c in picks)) == 3
    play(st, *picks)
    want = sorted(range(3), key=lambda s: -data.speed(picks[s]))
    assert [e[1] for e in st.events if e[0] == E.EV_POLE] == [want[0]]
    assert line_of(st) == [s + 1 for s in want] and st.pole == want[0]
    assert [st.discs[s].top() for s in range(3)] == picks
    assert all(st.hands[s].n == 7 for s in range(3)) and st.phase == C.LAP_COUNT
    check(st)


def test_qualifying_tie_draws_until_resolved():
    st = new(2)
    c = card(PI, 3)
    for s in range(2):
        give(st, s, [c] + ids(BL)[:6])
    on_draw(st, 0, with_speed(200))
    on_draw(st, 1, with_speed(950))
    play(st, c, c)
    assert [e[1] for e in events(st, E.EV_QTIE)] == [0, 1]
    assert st.pole == 1


# Track Phase and 6. Keeping Track of Races.
def test_exact_finish_makes_only_the_laps_left():
    """196 of 200 and a 30 lap card: the lap count is 4."""
    st = new(2, track="Mile Oval")
    st.length = 200
    st.laps_done = 196
    track_phase.record_laps(st, 30)
    assert st.count == 4 and st.laps_done == 200 and st.final


def test_short_track_doubles_the_record_but_not_the_count():
    """Count 30 records 60; at 210 of 250, 30 more counts normally: 240."""
    st = new(2, track="Short")
    st.length = 500
    track_phase.record_laps(st, 30)
    assert st.count == 30 and st.record == 60
    st.length = 250
    st.laps_done = 210
    track_phase.record_laps(st, 30)
    assert st.count == 30 and st.laps_done == 240 and not st.final


def test_events_until_a_lap_card_then_the_lap_count():
    st = turn(new(2), [1, 2], track=[(E.OUTSIDE_GROOVE, 0)])
    kinds = [e[2] for e in events(st, E.EV_TRACK)]
    assert kinds == [E.OUTSIDE_GROOVE, E.LAP] and st.groove
    assert st.phase == C.LAP_COUNT


@pytest.mark.parametrize("cards", [[6, 6, 6], [24], [3, 3, 3, 3, 3]])
def test_make_the_lap_count_of_fifteen(cards):
    """"three 6 lap cards, a 24 lap card or even five 3 lap cards"."""
    st = new(2, track="Short")
    hand = []
    for laps in cards:
        hand.append([c for c in range(60) if data.laps(c) == laps and c not in hand
                     and data.EFFECT[c] != DR][0])
    st.count = 15
    set_line(st, [1, 2])
    give(st, 0, hand)
    give(st, 1, ids(PO))
    track_phase.set_queue(st, [0, 1])
    st.phase = C.LAP_COUNT
    st.cur = 0
    for c in hand:
        if st.cur == 0:                                  # the last card is forced
            play(st, c)
    assert st.cur == 1 and st.lapn[0] == len(cards)
    assert st.discs[0].n == 0                            # face down until all have played
    assert st.seen_by(1).disc_top[0] == 255
    play(st, ids(PO)[-1])
    assert st.discs[0].list() == hand
    assert st.acts == 5 - len(cards) or st.mover != 0


def test_a_single_draft_makes_the_lap_count_and_ends_the_actions():
    st = turn(new(2), [1, 2], {1: [card(DR)] + ids(PI)[:2], 2: ids(BL)[-2:]},
              track=[(E.LAP, 30)])
    assert st.legal() == [card(DR)]                      # only the DRAFT can make 30
    play(st, card(DR))
    assert st.lapn[0] == track_phase.NONE
    while st.phase == C.LAP_COUNT:
        play(st, st.legal()[0])
    while st.mover != 0:
        play(st, DONE)
    assert st.acts == 0 and st.legal() == [PIT, DONE]


def test_a_hand_that_cannot_make_the_count_drops_to_the_rear():
    st = turn(new(2), [1, 2], {1: [card(PI, 0)], 2: ids(BL)[-2:]}, track=[(E.LAP, 30)])
    assert st.cur == 1                                    # Car #1 had no choice
    play(st, ids(BL)[-1])
    assert events(st, E.EV_SHORT)[0][1] == 0
    assert line_of(st) == [2, 1]


def test_advanced_out_of_gas():
    st = new(2, advanced="on")
    turn(st, [1, 2], {1: [card(PI, 0)], 2: ids(BL)[-2:]})
    assert st.status[0] == C.RACING                       # a DRAW PILE left: no
    st = new(2, advanced="on")
    set_line(st, [1, 2])
    give(st, 0, [card(PI, 0)])
    st.reserves[0].set(st.draws[0].list())
    st.draws[0].clear()
    give(st, 1, ids(BL)[-2:])
    stack_track(st, [(E.LAP, 30)])
    go(st, track_phase.begin_turn)
    assert st.status[0] == C.OUT and events(st, E.EV_OUT)[0][2] == E.OUT_OF_GAS
    check(st)


# Events: the single-driver event check and the out rating.
def test_single_driver_event_goes_to_the_lowest_speed_rating():
    st = new(3)
    set_line(st, [1, 2, 3])
    for s in range(3):
        give(st, s, ids(BL))
    on_draw(st, 0, with_speed(800))
    on_draw(st, 1, with_speed(305))
    on_draw(st, 2, with_speed(605))
    stack_track(st, [(E.ENGINE_TROUBLE, 0), (E.LAP, None)])
    go(st, track_phase.begin_turn)
    assert events(st, E.EV_GETS) == [(E.EV_GETS, 1, E.ENGINE_TROUBLE, 0)]
    assert st.card_limit(1) == 2 and st.card_limit(0) == 3
    assert st.evs[1].n == 1
    check(st)


def test_failure_below_the_out_rating_is_out_of_the_race_and_a_yellow():
    st = new(3)
    set_line(st, [1, 2, 3])
    for s in range(3):
        give(st, s, ids(BL))
    on_draw(st, 0, with_speed(185))
    on_draw(st, 1, with_speed(170))
    on_draw(st, 2, with_speed(605))
    stack_track(st, [(E.BLOWN_ENGINE, None)])
    go(st, track_phase.begin_turn)
    assert st.status[1] == C.OUT and st.status[0] == C.RACING   # only the lowest
    assert st.yellow and st.phase == C.PIT_CALL
    assert st.outturn[1] == st.turn_no
    check(st)


def test_failure_with_no_one_below_the_out_rating_has_no_effect():
    st = new(2)
    set_line(st, [1, 2])
    for s in range(2):
        give(st, s, ids(BL))
        on_draw(st, s, with_speed(200))                   # .200 is not below .200
    stack_track(st, [(E.OVER_HEATING, None), (E.LAP, None)])
    go(st, track_phase.begin_turn)
    assert events(st, E.EV_NO_EFFECT) and st.phase == C.LAP_COUNT
    assert all(st.status[s] == C.RACING for s in range(2))


def test_out_of_race_results_house_rule():
    st = new(3, outrule="to rear")
    set_line(st, [1, 2, 3])
    for s in range(3):
        give(st, s, ids(BL))
    on_draw(st, 0, with_speed(110))
    stack_track(st, [(E.TRANSMISSION, None)])
    go(st, track_phase.begin_turn)
    assert st.status[0] == C.RACING and line_of(st) == [2, 3, 1]
    assert st.hand_limit(0) == 6 and st.outs[0] == 1


def test_crash_ahead_needs_a_pass_card():
    st = new(3)
    turn(st, [1, 2, 3], {1: [card(PI), card(PO)], 2: ids(BL)[:3], 3: [card(P2)]},
         track=[(E.CRASH_AHEAD, None)])
    assert st.phase == C.CRASH and st.cur == 0 and st.legal() == [card(PI), card(PO)]
    play(st, card(PO))
    assert st.status[1] == C.OUT and st.status[2] == C.RACING   # P2 was forced
    assert st.yellow and line_of(st) == [1, 3]
    check(st)


def test_lose_traction_basic_and_advanced():
    st = new(3)
    set_line(st, [1, 2, 3])
    for s in range(3):
        give(st, s, ids(BL))
    on_draw(st, 0, with_speed(110))
    stack_track(st, [(E.LOSE_TRACTION, None), (E.LAP, None)])
    go(st, track_phase.begin_turn)
    assert line_of(st) == [2, 3, 1]
    st = new(3, advanced="on")
    set_line(st, [1, 2, 3])
    for s in range(3):
        give(st, s, ids(BL))
        st.reserves[s].set(st.draws[s].list()[:10])
        for c in st.reserves[s]:
            st.draws[s].remove(c)
    st.reserves[0].remove(with_speed(110)) if st.reserves[0].index(with_speed(110)) >= 0 \
        else st.draws[0].remove(with_speed(110))
    st.reserves[0].push(with_speed(110))                  # event checks use the reserve
    c = track_top(st, E.LOSE_TRACTION)
    stack_track(st, [(E.LOSE_TRACTION, st.tval[c])])
    go(st, track_phase.begin_turn)
    assert line_of(st) == [2, 3] and st.behind[0] == st.tval[c]
    check(st)


def test_slow_traffic_goes_in_front_of_the_leader_and_a_yellow_removes_it():
    st = turn(new(2), [1, 2], track=[(E.SLOW_TRAFFIC, 0)])
    assert line_of(st) == ["ST", 1, 2]
    st.gap[2] = 1
    st.yellow = 1
    from paddock.games.stockcar import occurrences
    occurrences.yellow_flag(st)
    assert line_of(st) == [1, 2]
    check(st)


# Action Phase.
def test_order_of_movement_ties_go_to_the_car_in_front():
    st = action(new(3), [1, 2, 3], {}, [3, 1, 2])
    assert st.mover == 2
    top = st.discs[2].top()
    for s in range(3):
        st.discs[s].set([top])
        st.moved[s] = 0
    from paddock.games.stockcar import action_phase
    go(st, action_phase.next_mover)
    assert st.mover == 0


def test_responses_are_free_and_block_stops_a_pass():
    st = action(new(2), [1, 2], {2: [card(PI)], 1: [card(BL)]}, [2, 1], acts={2: 1, 1: 0})
    play(st, card(PI))
    assert st.phase == C.RESPOND and st.legal() == [card(BL), DONE]
    play(st, card(BL))
    assert line_of(st) == [1, 2] and events(st, E.EV_PASS_FAILS)


def test_block_has_no_effect_on_inside_advantage():
    st = action(new(2), [1, 2], {2: [card(IA)], 1: [card(BL), card(CH)]}, [2, 1])
    play(st, card(IA))
    assert st.legal() == [card(CH), DONE]
    assert "INSIDE ADVANTAGE" in st.why_not(card(BL))


def test_challenge_highest_speed_wins_and_a_tie_goes_to_the_car_in_front():
    a, b = with_speed(710), with_speed(605)
    st = action(new(2), [1, 2], {2: [card(PI), a], 1: [card(CH), b]}, [2, 1])
    play(st, card(PI), card(CH), a, b)
    assert line_of(st) == [2, 1]
    st = action(new(2), [1, 2], {2: [card(PI), a], 1: [card(CH), a]}, [2, 1])
    play(st, card(PI), card(CH), a, a)
    assert line_of(st) == [1, 2]


def test_declining_a_challenge_loses_and_the_challenge_card_is_discarded():
    st = action(new(2), [1, 2], {2: [card(PI)], 1: [card(CH)]}, [2, 1])
    play(st, card(PI), card(CH), DONE)
    assert line_of(st) == [1, 2] and st.discs[0].top() == card(CH)


def test_a_challenge_card_from_the_draw_pile():
    st = action(new(2), [1, 2], {2: [card(PI)], 1: [card(CH), with_speed(110)]}, [2, 1])
    on_draw(st, 1, with_speed(995))
    play(st, card(PI), card(CH), DRAW, with_speed(110))
    assert line_of(st) == [2, 1] and st.discs[1].top() == with_speed(995)


def test_tires_worn_cannot_challenge_or_answer_one():
    st = action(new(2), [1, 2], {2: [card(PI)], 1: [card(CH)]}, [2, 1])
    tw = track_top(st, E.TIRES_WORN)
    st.tdeck.remove(tw)
    st.evs[0].push(tw)
    play(st, card(PI))
    assert line_of(st) == [2, 1]                          # no one could respond
    st = action(new(2), [1, 2], {2: [card(PI)], 1: [card(CH)]}, [2, 1])
    tw = track_top(st, E.TIRES_WORN)
    st.tdeck.remove(tw)
    st.evs[1].push(tw)
    play(st, card(PI), card(CH))
    assert line_of(st) == [1, 2] and events(st, E.EV_DECLINES)


def test_two_wide_only_pass_outside_gets_by_and_a_response_loses_it():
    st = action(new(2), [1, 2], {1: [card(TW), card(BL)], 2: [card(PI), card(PO)]},
                [1, 2], acts={1: 1, 2: 2})
    play(st, card(TW))
    assert st.mover == 1 and card(PI) not in st.legal() and card(PO) in st.legal()
    assert st.why_not(card(PI)) == "TWO WIDE: only PASS OUTSIDE gets by"
    play(st, card(PO), card(BL))
    assert st.tw[0] == 0 and events(st, E.EV_TWO_WIDE_LOST)


def test_pull_away_needs_open_track_ahead():
    st = action(new(2), [1, 2], {2: [card(PA)]}, [2, 1])
    assert card(PA) not in st.legal()
    st = action(new(3), [1, 2, 3], {3: [card(PA), card(PA, 1)]}, [3, 1, 2],
                gaps=[0, 0, 2], acts=2)
    play(st, card(PA), card(PA, 1))
    assert line_of(st) == [1, 2, 3]


def test_a_high_in_turn_car_cannot_draft_or_respond():
    st = action(new(3), [1, 2, 3], {1: [card(PA)], 2: [card(DR)]}, [1, 3], hit=(2,))
    play(st, card(PA))
    assert line_of(st) == [1, "|", 3, 2]          # Car #3 then took its free pass
    assert st.hands[1].list() == [card(DR)]


def test_pass_statistics_and_the_outside_groove():
    low, high = with_speed(650), with_speed(710)       # +.100 for PASS INSIDE wins
    st = action(new(2, stats="on"), [1, 2], {2: [card(PI), low], 1: [card(CH), high]}, [2, 1])
    play(st, card(PI), card(CH), low, high)
    assert line_of(st) == [2, 1]
    st = action(new(2, stats="on"), [1, 2], {2: [card(PO), high], 1: [card(CH), low]}, [2, 1])
    play(st, card(PO), card(CH), high, low)              # -.100: 600 against 650
    assert line_of(st) == [1, 2]
    st = action(new(2, stats="on"), [1, 2], {2: [card(PO), high], 1: [card(CH), low]}, [2, 1])
    st.groove = 1                                        # OUTSIDE GROOVE FORMED: .000
    play(st, card(PO), card(CH), high, low)
    assert line_of(st) == [2, 1]


def test_permanent_cards_last_the_race_and_a_pit_stop_keeps_them():
    st = action(new(2), [1, 2], {1: [ids(9)[0], ids(10)[0], ids(11)[0]]}, [1, 2], acts=3)
    play(st, ids(9)[0], ids(10)[0], ids(11)[0])
    assert st.card_limit(0) == 4 and st.refill_count(0) == 4 and st.hand_limit(0) == 8
    assert st.perms[0].n == 3


# Refill Phase, pit stops.
def test_refill_draws_the_table_number_within_the_hand_limit():
    st = new(2)
    set_line(st, [1, 2])
    give(st, 0, ids(PI)[:2])
    give(st, 1, ids(PI)[:6])
    bd = track_top(st, E.BODY_DAMAGE)
    st.tdeck.remove(bd)
    st.evs[0].push(bd)
    track_top(st)
    go(st, refill_phase.refill)
    assert st.hands[0].n == 4 and st.hands[1].n == 7


def test_basic_draw_pile_reshuffles_the_discard_pile():
    st = new(2)
    give(st, 0, [])
    st.discs[0].set(st.draws[0].list())
    st.draws[0].clear()
    assert st.draw_card(0) >= 0 and st.draws[0].n == 59 and st.discs[0].n == 0
    st = new(2, advanced="on")
    st.discs[0].set(st.draws[0].list())
    st.draws[0].clear()
    assert st.draw_card(0) == -1


def test_green_flag_pit_stop_basic_is_laps_down_and_removes_events():
    for track, down in (("Speedway", 1), ("Mile Oval", 2), ("Short", 3)):
        st = action(new(2, track=track), [1, 2], {1: [card(PI)]}, [1, 2])
        et = track_top(st, E.ENGINE_TROUBLE)
        st.tdeck.remove(et)
        st.evs[0].push(et)
        play(st, PIT, DONE, DONE, st.hands[0].list()[0])
        assert st.down[0] == down and line_of(st) == [2, 1]
        assert st.evs[0].n == 0 and st.race_order() == [1, 0]
        check(st)


def test_no_pit_stop_on_the_last_turn():
    st = action(new(2), [1, 2], {}, [1, 2])
    st.final = 1
    assert PIT not in st.legal() and st.why_not(PIT) == "Last turn: no pit stops"


def test_making_up_time_a_card_a_second_then_no_more_actions():
    st = new(2, advanced="on")
    action(st, [1], {2: ids(BL)[:3]}, [2, 1], acts={2: 3, 1: 1}, off=[(2, 2)])
    play(st, ids(BL)[0])
    assert st.behind[1] == 1
    play(st, ids(BL)[1])
    assert line_of(st) == [1, 2] and st.mover == 0        # caught up: move over
    check(st)


def test_a_yellow_makes_up_all_the_time():
    st = new(3, advanced="on")
    set_line(st, [1])
    st.offq[:2] = bytes((2, 1))
    st.noff = 2
    st.behind[2] = 3
    st.behind[1] = 9
    from paddock.games.stockcar import occurrences
    occurrences.yellow_flag(st)
    assert line_of(st) == [1, 3, 2] and st.noff == 0


# The race's end and seasons.
def test_standings_put_laps_down_behind_the_lead_lap():
    st = new(3)
    set_line(st, [1, 2, 3])
    st.down[0] = 1
    assert st.race_order() == [1, 2, 0]


def test_season_of_three_races_plays_through_and_saves():
    opts = {"players": 3, "seats": bytearray([game.HARD] * 3), "races": 3}
    st = rules.new_game(opts, 5)
    races = []
    while not st.over():
        st.play(game.bot_move(st, __import__("paddock.games.stockcar.bots").games
                              .stockcar.bots))
        for e in st.events:
            if e[0] == E.EV_RACE_OVER:
                races.append(e[2])
                rec = st.season.record()
                back = season.Season.from_record(rec)
                assert back.points == st.season.points and back.done == e[2]
    assert races == [1, 2, 3]
    sea = st.season
    assert list(sea.series) == [0, 1, 2]
    assert sum(sea.wins) == 3 and sum(sea.poles) == 3
    rows = sea.table()
    assert [r[0] for r in rows] == st.standings()
    assert rows[0][1] >= rows[1][1] >= rows[2][1] and rows[0][1] >= 3 * 48


def test_a_saved_season_goes_on_with_its_next_race():
    sea = season.Season(2, 3, 1)
    sea.done = 1
    sea.points[:] = [61, 56]
    opts = {"players": 2, "seats": bytearray(2), "season_data": sea.to_bytes()}
    st = rules.new_game(opts, 1)
    assert st.track == 2 and st.season.points == [61, 56]
    with pytest.raises(ValueError):
        rules.new_game({"players": 3, "season_data": sea.to_bytes()}, 1)


def test_season_record_is_saved_as_season():
    from paddock.core import save
    rec = season.Season(4, 5, 0).record()
    assert save.decode(rec)[0] == "season"
    with pytest.raises(save.SaveError):
        season.Season.from_record(rec[:-1])


def test_finish_points_table():
    want = [60, 56, 52, 48, 44, 40, 38, 36, 34, 32, 30] + list(range(29, 0, -1))
    assert [data.points(p) for p in range(1, 41)] == want and data.points(41) == 0


# Options.
def test_options_fit_the_screen_and_bad_ones_are_refused():
    from paddock.games import stockcar
    for key, label, choices, default in stockcar.OPTIONS:
        assert len(label) <= 15 and all(len(str(c)) <= 9 for c in choices)
        assert 0 <= default < len(choices)
    with pytest.raises(ValueError):
        new(2, track="Daytona")
    with pytest.raises(ValueError):
        new(5)
    assert new(2, track=2, races=3).season.races == 3


def test_the_rules_doc_lists_the_driver_deck_as_data_has_it():
    import pathlib
    from paddock.games.stockcar import texts
    doc = (pathlib.Path(__file__).resolve().parents[1] / "docs" / "rules" / "stockcar.md").read_text()
    rows = [line.split("|")[1:-1] for line in doc.splitlines()
            if line.startswith("| ") and line.split("|")[1].strip().isdigit()]
    assert len(rows) == data.DECK
    for cells in rows:
        c, name, laps, speed, pit = [x.strip() for x in cells]
        c = int(c)
        assert name == texts.EFFECT_NAMES[data.EFFECT[c]] and int(laps) == data.laps(c)
        assert speed == ".%03d" % data.speed(c) and pit == "%d.%d" % divmod(data.pit(c), 10)
