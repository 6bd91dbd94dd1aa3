"""Nitro: End of the Turn, End of the Game, and the log lines."""

from paddock.core import game
from paddock.games.nitro import codes, data, rules
from test_nitro_fixtures import check, dest, new, only, play, position, wasteland

BUGGY, MUSCLE, PICKUP = 0, 1, 2
CARGO = 15
GUN, SHOTGUN = 16, 17
FLAT_TYRE = 27
NIT = data.CODE_NITRO


def table(players=3, **kw):
    st = new(players, boards=3)
    wasteland(st, [])
    return position(st, **kw)


def test_no_wasteland_cards_left_draw_two():
    st = table(deck_top=[GUN, BUGGY])
    evs = play(st, codes.END)
    assert only(evs, codes.EV_END_DRAW) == [(codes.EV_END_DRAW, 0, 2, 0)]
    assert sorted(st.whand[0]) == [BUGGY, GUN] and st.cur == 1


def test_more_than_six_cards_go_to_the_last_player_of_the_givers_choice():
    st = table(hands=[[BUGGY, MUSCLE, PICKUP, GUN, SHOTGUN], [], []], nitro=[[1, 2, 3], [], []],
               at=[(5, 0), (3, 1), (1, 2)])
    play(st, codes.END)
    assert st.phase == codes.PH_GIVE and st.to_move() == 0 and st.give_to == 2
    evs = play(st, codes.GIVE + GUN, codes.GIVE + NIT + 1)
    assert only(evs, codes.EV_GIVE) == [(codes.EV_GIVE, 0, 2, 0)] * 2
    assert list(st.whand[2]) == [GUN] and list(st.nhand[2]) == [1]
    assert st.whand[0].n + st.nhand[0].n == 6 and st.cur == 1
    check(st)


def test_the_last_player_discards_the_extra_cards():
    st = table(hands=[[BUGGY, MUSCLE, PICKUP, GUN], [], []], nitro=[[1, 2, 3], [], []],
               at=[(1, 0), (3, 1), (5, 2)])
    play(st, codes.END)
    evs = play(st, codes.GIVE + NIT + 3)
    assert only(evs, codes.EV_EXTRA) and st.ndiscard.list() == [3]


def test_several_last_players_the_giver_chooses():
    st = table(4, hands=[[BUGGY, MUSCLE, PICKUP, GUN, SHOTGUN, FLAT_TYRE, CARGO], [], [], []],
               at=[(5, 0), (1, 1), (1, 2), (3, 3)])
    play(st, codes.END)
    assert st.to_move() == 0 and st.legal() == [codes.TARGET + 1, codes.TARGET + 2]
    play(st, codes.TARGET + 2, codes.GIVE + CARGO)
    assert list(st.whand[2]) == [CARGO]


def test_a_cargo_rack_keeps_eight():
    st = table(hands=[[BUGGY, MUSCLE, PICKUP, GUN, SHOTGUN], [], []], nitro=[[1, 2, 3], [], []],
               gear=[[CARGO], [], []], at=[(5, 0), (3, 1), (1, 2)])
    play(st, codes.END)
    assert st.cur == 1 and st.whand[0].n == 5


def test_the_turn_passes_clockwise_and_rounds_count_from_the_first_player():
    st = table()
    st.first = 1
    st.cur = 2
    play(st, codes.END)
    assert st.cur == 0 and st.round == 1 and st.turns == 1
    play(st, codes.END)
    assert st.cur == 1 and st.round == 2


def test_reaching_the_far_edge_wins_at_once():
    st = table(at=[(14, 1), (3, 1), (10, 2)])
    evs = play(st, dest(17, 1))
    assert st.over() and st.winner == 0 and st.to_move() == game.OVER
    assert only(evs, codes.EV_WIN) == [(codes.EV_WIN, 0, 0, 0)]
    assert st.legal() == [] and st.standings() == [0, 2, 1]
    assert st.why_not(codes.END) == "the race is over"


def test_a_race_nobody_wins_is_called_after_the_last_round():
    st = table(at=[(4, 1), (9, 1), (9, 2)])
    st.round = data.MAX_ROUNDS
    st.first = 0
    st.cur = 2
    evs = play(st, codes.END)
    assert st.over() and st.winner == 1     # tied with 2, earlier in turn order
    assert only(evs, codes.EV_FLAG) == [(codes.EV_FLAG, 1, data.MAX_ROUNDS, 0)]
    assert st.standings() == [1, 2, 0]


def test_every_event_has_a_log_line():
    samples = {
        codes.EV_SHOOT: (0, 16, 1), codes.EV_ARMOR: (1, 5, 1), codes.EV_STEAL: (0, 1, 2),
        codes.EV_SPEED: (2, -3, 0), codes.EV_MOVE: (0, 4, 2), codes.EV_PLACE: (1, 3, 0),
    }
    for code in range(1, codes.EV_EMPTY + 1):
        seat, a, b = samples.get(code, (0, 1, 2))
        text = rules.event_text((code, seat, a, b))
        assert text != "?" and "{" not in text and len(text) <= 40, (code, text)
    assert rules.event_text((codes.EV_SHOOT, 0, 16, 1)) == "P1 fires Machine Gun at P2"
    assert rules.event_text((codes.EV_MOVE, 2, 4, 2)) == "P3 moves to row 5, col C"
    assert rules.event_text((codes.EV_SPEED, 1, -3, 0)) == "P2: speed -3 next move"
    assert rules.event_text((99, 0, 0, 0)) == "?"


def test_every_move_has_a_short_label():
    st = table(hands=[[BUGGY, FLAT_TYRE], [], []], nitro=[[2], [], []], gear=[[GUN], [], []],
               at=[(0, 0), (1, 0), (9, 3)])
    labels = [rules.move_text(m) for m in st.legal()]
    assert "Equip Dune Buggy" in labels and "Play Flat Tyre" in labels
    assert "Nitro +2" in labels and "Fire Machine Gun" in labels and "End turn" in labels
    assert "Drive to A5" in labels
    for m in (codes.PASS, codes.DONE, codes.UNDO, codes.START + 2, codes.TARGET + 3,
              codes.DROP + GUN, codes.BUY + BUGGY, codes.JUNK + GUN, codes.PAY + NIT + 3,
              codes.GIVE + FLAT_TYRE):
        text = rules.move_text(m)
        assert 0 < len(text) <= 22, text
    assert rules.move_text(codes.PAY + NIT + 3) == "Pay Nitro 3"
    assert rules.move_text(codes.START + 2) == "Start on C"
