"""Skip to the result: once no human seat can act (knocked out, or a race
of bots only) the pause menu holds it, and a human put out of the race is
offered it once; the bots then play the rest a few moves a tick, into the
race log, and the result follows."""

from screens import HARD, HUMAN, begin, choose_row, make_sim, top_kind


def test_rush_plays_a_slice_at_least_a_call_into_the_race_log_to_the_end():
    from paddock.games.zoomzoom import bots, rules
    from paddock.ui.turns import Turns
    st = rules.new_game({"players": 4, "seats": bytearray([HARD] * 4)}, 5)
    drawn = []
    tr = Turns(None, st, bots, ["A", "B", "C", "D"], rules.event_text,
               after=drawn.append)
    calls = 0
    while not tr.rush(0):        # no time to spare: one slice a call
        calls += 1
        assert calls < 20000
    assert st.over() and calls >= st.moves > 50
    assert tr.kept >= 60 and drawn == [None]    # the view redrew once, at the end


def test_a_race_of_bots_skips_from_the_pause_menu_to_the_result():
    sim = make_sim(seed=4)
    try:
        view = begin(sim, "zoomzoom", 4, seats=(HARD, HARD, HARD, HARD))
        st = view.state
        sim.advance(1000)
        # nobody was put out: no dialog, the bots race on at their pace
        assert top_kind(sim) == "GameScreen" and st.turns > 0
        sim.press("START")
        choose_row(sim, "Skip to result")
        sim.press("A")
        for _ in range(3000):
            if top_kind(sim) != "Skipping":
                break
            sim.advance(20)
        assert st.over() and view.turns.kept >= 60   # the skipped moves are in the race log
        sim.advance(1500)
        assert top_kind(sim) == "Message" and "Race over" in sim.texts()
        assert sim.app.errors == []
    finally:
        sim.close()


def test_a_human_put_out_of_the_race_is_offered_the_skip_once():
    sim = make_sim(seed=5)
    try:
        view = begin(sim, "zoomzoom", 3, seats=(HUMAN, HARD, HARD))
        sim.advance(1500)
        sim.press("START")
        assert "Skip to result" not in sim.texts()
        sim.press("B")
        # a game whose rules have put seat 1 out of the race (Zoom Zoom
        # Vroom knocks no one out; the test stands in for one that does)
        view.state.can_act = lambda seat: seat != 0 and not view.state.over()
        for _ in range(300):
            if "No one here can act" in sim.texts():
                break
            if view.turns.my_turn():
                sim.press("B")
                sim.press("B")      # a Tune Up ends the turn
            sim.advance(100)
        assert "No one here can act" in sim.texts()
        sim.press("B")                                    # watch
        assert top_kind(sim) == "GameScreen"
        sim.press("START")
        assert "Skip to result" in sim.texts()
        sim.press("B")
        for _ in range(30):
            sim.advance(100)
            assert "No one here can act" not in sim.texts()   # offered once a race
        assert sim.app.errors == []
    finally:
        sim.close()


def test_a_held_a_runs_the_bots_on_to_the_next_decision():
    sim = make_sim(seed=7)
    try:
        view = begin(sim, "zoomzoom", 5, seats=(HUMAN, HARD, HARD, HARD, HARD))
        tr = view.turns
        for _ in range(200):                 # to the human's first decision
            if tr.my_turn():
                break
            sim.advance(100)
        assert tr.my_turn()
        sim.press("B")
        sim.press("B")                       # a Tune Up: the turn ends
        assert not tr.my_turn()
        # Four bots' lines and moves take over 3 s at their pace; A held on
        # (past 0.4 s: a hold, not a press) runs through them well within 1.5 s.
        sim.down("A")
        for _ in range(150):
            sim.advance(10)
            if tr.my_turn():
                break
        sim.up("A")
        assert tr.my_turn() and view.state.turns >= 4 and sim.app.errors == []
    finally:
        sim.close()
