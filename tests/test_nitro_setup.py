"""Nitro components (data.py) and Set-Up."""

import pytest

from paddock.games import nitro
from paddock.games.nitro import codes, data, rules, setup
from test_nitro_fixtures import W, check, new, only, play


# Game Components.

def test_the_wasteland_deck_has_105_cards_in_four_kinds():
    total = [0, 0, 0, 0]
    for t in range(data.TYPES):
        total[data.kind(t)] += data.field(t, data.COPIES)
        assert 1 <= data.price(t) <= 8
    assert sum(total) == data.WASTELAND == 105
    assert total == [20, 25, 25, 35]


def test_the_nitro_deck_has_55_cards_numbered_1_to_3():
    assert sum(data.NITRO_COPIES) == data.NITRO == 55
    assert data.NITRO_COPIES[0] == 0


def test_rides_have_speeds_and_slots_and_beat_the_basic_ride_somewhere():
    for t in range(data.TYPES):
        if data.kind(t) != data.RIDE:
            continue
        better = (data.road_speed(t) > data.BASIC_ROAD or data.desert_speed(t) > data.BASIC_DESERT
                  or data.weapon_slots(t) + data.mod_slots(t) > 2)
        assert better, t
    assert (data.road_speed(data.BASIC), data.desert_speed(data.BASIC)) == (4, 2)
    assert (data.weapon_slots(data.BASIC), data.mod_slots(data.BASIC)) == (1, 1)


def test_weapons_have_a_range_and_every_event_target_is_covered():
    targets = set()
    for t in range(data.TYPES):
        if data.kind(t) == data.WEAPON:
            assert data.field(t, data.C) <= data.field(t, data.D)
        if data.kind(t) == data.EVENT:
            targets.add(data.field(t, data.C))
    assert {data.T_LEADER, data.T_LAST, data.T_FASTEST, data.T_YOU} <= targets


def test_some_events_make_a_player_lose_the_ride():
    effects = [data.field(t, data.A) for t in range(data.TYPES) if data.kind(t) == data.EVENT]
    assert data.LOSE_RIDE in effects and data.LOSE_ALL in effects


def test_twenty_faces_join_at_columns_1_and_4_either_way_round():
    for f in range(data.BOARDS * 2):     # boards.txt: a face a line, its rows first
        rows = setup.face(f)[:data.FACE_BYTES].split()
        assert len(rows) == data.BOARD_ROWS and all(len(r) == W for r in rows), f
    for face in range(data.BOARDS * 2):
        for turned in (0, 1):
            cells = setup.face_cells(face >> 1, face & 1, turned)
            last = (data.BOARD_ROWS - 1) * W
            for c in (1, 4):
                assert cells[c] & data.ROAD and cells[last + c] & data.ROAD, (face, turned)


def test_every_location_is_on_some_face():
    found = set()
    for face in range(data.BOARDS * 2):
        for v in setup.face_cells(face >> 1, face & 1, 0):
            found.add(v >> 1)
    assert found == {0, data.BAR, data.GAS_STATION, data.JUNKYARD, data.REPAIR_SHOP}


def test_a_turned_face_is_the_same_face_upside_down():
    a = setup.face_cells(2, 0, 0)
    b = setup.face_cells(2, 0, 1)
    assert bytes(reversed(a)) == bytes(b)


# Set-Up.

def test_metadata_lists_the_board_count_and_event_prompts():
    keys = {o[0]: o for o in nitro.OPTIONS}
    assert keys["boards"][2][keys["boards"][3]] == 5
    assert keys["prompts"][2] == ("on", "off")
    assert (nitro.MIN_PLAYERS, nitro.MAX_PLAYERS) == (2, 6)


@pytest.mark.parametrize("boards", [3, 5, 10])
def test_pick_any_5_boards_or_fewer_or_more(boards):
    st = new(2, boards=boards)
    assert st.rows == boards * data.BOARD_ROWS and len(st.grid) == st.rows * W
    faces = [v >> 2 for v in st.layout]
    assert len(set(faces)) == boards      # each board once


def test_each_new_game_lays_a_different_wasteland():
    assert new(2, seed=1).grid != new(2, seed=2).grid


def test_deal_4_wasteland_and_2_nitro_cards_each():
    st = new(6)
    for s in range(6):
        assert st.whand[s].n == 4 and st.nhand[s].n == 2
    assert st.wdeck.n == 105 - 24 and st.ndeck.n == 55 - 12
    check(st)


def test_bad_options_are_refused_in_one_line():
    for bad in ({"players": 7}, {"players": 2, "boards": 11}, {"players": 2, "prompts": "maybe"}):
        with pytest.raises(ValueError):
            rules.new_game(bad, 1)


def test_markers_go_on_any_space_of_the_start_edge_in_seat_order():
    st = new(3)
    assert st.phase == codes.PH_PLACE and st.to_move() == 0
    assert st.legal() == [codes.START + c for c in range(W)]
    play(st, codes.START + 5)
    assert st.to_move() == 1
    play(st, codes.START + 0, codes.START + 5)
    assert list(st.col) == [5, 0, 5] and list(st.row) == [0, 0, 0]
    assert st.phase != codes.PH_PLACE


def test_the_highest_roll_goes_first_and_ties_roll_again():
    ties = 0
    for seed in range(1, 40):
        st = new(6, seed=seed)
        rolls = only(play(st, *[codes.START + 1] * 6), codes.EV_ROLL)
        rolling = list(range(6))
        while True:
            this, rolls = rolls[:len(rolling)], rolls[len(rolling):]
            assert [r[1] for r in this] == rolling
            top = max(r[2] for r in this)
            rolling = [r[1] for r in this if r[2] == top]
            if len(rolling) == 1:
                break
            ties += 1
        assert rolls == [] and st.first == rolling[0] == st.cur
    assert ties > 0


def test_the_first_turn_starts_after_the_roll():
    st = new(2, seed=3)
    evs = play(st, codes.START + 1, codes.START + 4)
    assert only(evs, codes.EV_TURN) == [(codes.EV_TURN, st.first, 1, 0)]
    assert st.to_move() == st.first and st.phase == codes.PH_TURN
