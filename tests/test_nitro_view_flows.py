"""Nitro's screen in whole flows: hot-seat hand-offs (also for a choice
made on another player's turn), a whole race with one human played by keys
to the result, save and quit then Continue, and the 320x240 board."""

import time

from screens import (HARD, HUMAN, begin, game_view, play_to_the_result, save_and_quit,
                     screen_text, top_kind)
from screens import open_sim  # noqa: F401  (a fixture)
from test_nitro_view_keys import add_card, decided, do, hint_move, to_my_turn

GAME = "nitro"


def play_the_hint(sim, view):
    do(sim, view, hint_move(view))


def test_hot_seat_hands_off_between_humans_and_hides_the_hand(open_sim):
    sim = open_sim(seed=5)
    view = begin(sim, GAME, 3, seats=(HUMAN, HUMAN, HARD))
    from paddock.games.nitro import codes
    st = view.state
    sim.advance(500)
    assert top_kind(sim) == "HandOffScreen"          # seat 1 places first
    assert "1 %s" % view.names[0] in sim.texts()
    assert "Rd 1" not in sim.texts()                 # the game and hand are covered
    sim.press("A")
    assert top_kind(sim) == "GameScreen" and view.turns.holder == 0
    hand = [it[1] for it in view.items[2]]
    assert sorted(hand) == sorted(list(st.whand[0]) + [64 + n for n in st.nhand[0]])
    do(sim, view, codes.START + 1)
    sim.advance(500)
    assert top_kind(sim) == "HandOffScreen" and "2 %s" % view.names[1] in sim.texts()
    sim.press("A")
    assert view.turns.holder == 1
    assert [it[1] for it in view.items[2]][:st.whand[1].n] == sorted(
        list(st.whand[1]), key=lambda t: (t >= 24, t >= 16, t >= 8, t))
    # Seat 2 (human) holds an Event: it is asked on others' turns, after a hand-off
    add_card(st, 1, 31)
    off_turn = 0
    for _ in range(300):
        if top_kind(sim) == "HandOffScreen":
            sim.press("A")
            if st.to_move() != st.cur:
                off_turn += 1
                assert view.turns.holder == st.to_move() == 1
                assert st.phase == codes.PH_WINDOW or st.aim_by >= 0 or st.drop_seat >= 0
                break
        elif decided(view):
            do(sim, view, codes.END if st.phase == codes.PH_TURN and st.moved
               else hint_move(view))
        else:
            sim.advance(100)
    assert off_turn == 1 and sim.app.errors == []


def test_a_whole_race_with_one_human_ends_at_the_result(open_sim):
    started = time.process_time()   # CPU time: other processes do not count
    sim = open_sim(seed=9)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))
    st = view.state
    mine = play_to_the_result(sim, view, play_the_hint, decided)
    assert top_kind(sim) == "Message" and "Race over" in sim.texts()
    assert st.over() and mine >= 5
    words = screen_text(sim)
    assert "%s wins!" % view.names[st.winner] in words
    assert "1 %s" % view.names[st.standings()[0]] in words
    assert sim.app.errors == []
    sim.press("B")   # the menu (A: a rematch)
    assert top_kind(sim) == "MainMenu"
    assert time.process_time() - started < 30


def test_save_and_quit_then_continue_resumes_the_same_race(open_sim, tmp_path):
    sim = open_sim(seed=11, drive=str(tmp_path / "drive"))
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    st = view.state
    for _ in range(6):
        to_my_turn(sim, view)
        do(sim, view, hint_move(view))
    to_my_turn(sim, view)
    before = st.to_bytes()
    save_and_quit(sim)
    assert "Saved" in sim.texts()
    sim.press("A")
    assert top_kind(sim) == "MainMenu"
    menu = sim.app.stack[-1].menu
    assert menu.labels[menu.cursor].text == "Continue"
    sim.press("A")
    resumed = game_view(sim)
    assert top_kind(sim) == "GameScreen" and resumed is not view
    assert resumed.state.to_bytes() == before
    # the news says where the race stands (the log shows a question, if any, over it)
    assert resumed.turns.my_turn() and "Round" in resumed.turns.line
    # it goes on from there by keys, as the saved race would: same dice, same bots
    from paddock.core.game import bot_move
    from paddock.games.nitro import bots, rules
    ref = rules.from_bytes(before)
    move = hint_move(resumed)
    do(sim, resumed, move)
    sim.advance(3000)
    ref.play(move)
    while ref.moves < resumed.state.moves:
        ref.play(bot_move(ref, bots))
    assert ref.moves == resumed.state.moves >= rules.from_bytes(before).moves + 2
    assert resumed.state.to_bytes() == ref.to_bytes()
    assert sim.app.errors == []


def test_the_pygamer_screen_has_room_for_it_all(open_sim):
    sim = open_sim(seed=4)
    view = begin(sim, GAME, 6, seats=(HUMAN,) + (HARD,) * 5)
    from paddock import ui
    assert ui.H == 128 and len(view.lines) == 2 and view.map_rows == 8
    assert view.hand_rows == 2 and view.act_y + 12 <= view.text_y
    assert view.log.group.y == ui.H - 16


def test_the_320x240_board_shows_the_same_screen(open_sim):
    sim = open_sim(seed=4, board="fruitjam")
    view = begin(sim, GAME, 6, seats=(HUMAN,) + (HARD,) * 5)
    from paddock import ui
    # every line the PyGamer has (two on the cursor, two of log); the map and
    # the hand give up a row each to make room
    assert ui.H == 120 and len(view.lines) == 2 and view.map_rows == 7
    assert view.hand_rows == 1 and view.act_y + 12 <= view.text_y
    to_my_turn(sim, view)
    do(sim, view, hint_move(view))
    to_my_turn(sim, view)
    assert sim.app.errors == [] and view.log.group.y == ui.H - 16
