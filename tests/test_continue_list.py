"""Continue tells each saved race apart: the game, how far it has run, and
who is in it; with one save the menu's line says so."""

from screens import HARD, HUMAN, begin, make_sim, save_and_quit, to_my_turn, top_kind


def test_continue_lists_each_race_with_how_far_and_who():
    sim = make_sim(seed=3)
    try:
        view = begin(sim, "zoomzoom", 3, seats=(HUMAN, HARD, HARD))
        assert to_my_turn(sim, view, lambda v: v.mode != 0)
        turn = view.state.turns + 1
        save_and_quit(sim)
        sim.press("A")                                   # to the menu
        assert top_kind(sim) == "MainMenu"
        menu = sim.app.stack[-1].menu
        assert menu.reasons[0] == "Zoom Zoom Vroom: Turn %d" % turn
        view = begin(sim, "onecard")
        save_and_quit(sim)
        sim.press("A")
        sim.keys("A")                                    # Continue: two saves, a list
        assert top_kind(sim) == "ContinueScreen"
        m = sim.app.stack[-1].menu
        row = m.items.index("Zoom Zoom Vroom")
        assert m.values[row].text == "Turn %d" % turn and m.reasons[row] == "Fern + 2 bots"
        assert m.items[1 - row] == "1 CAR D" and m.reasons[1 - row] == "Fern"
    finally:
        sim.close()
