"""Nitro's screen keeps in step with its log (issue 17): the board is drawn
again only once every line telling a move is shown; after moving, B goes to
END; END before moving asks for A again; the help tour names the regions of
the play screen."""

import sys

from screens import HARD, HUMAN, begin
from screens import open_sim  # noqa: F401  (a fixture)
from test_nitro_view_keys import ENTER_MAP, N_ACT, do, to_my_phase

GAME = "nitro"


def test_the_board_is_redrawn_only_once_the_log_has_told_the_move(open_sim):
    sim = open_sim(seed=3)
    view = begin(sim, GAME, 4, seats=(HARD,) * 4)
    st = view.state
    drawn = []
    untold = []
    redraw = view.redraw

    def watched(keys=True):
        drawn.append(st.turns)
        if view.turns.lines:        # a line telling a move still to come
            untold.append(list(view.turns.lines))
        redraw(keys)

    view.redraw = watched
    for _ in range(40):
        sim.advance(500)
        if st.over():
            break
    assert len(drawn) > 10, "the bots played too few moves to tell"
    assert untold == [], "the board was drawn before the log told: %r" % untold[:2]
    assert sim.app.errors == []


def test_after_moving_b_goes_to_end_and_end_says_so(open_sim):
    sim = open_sim(seed=7)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    from paddock.games.nitro import codes
    st = view.state
    to_my_phase(sim, view, codes.PH_TURN)
    moves = [m for m in st.legal() if m >= codes.DEST]
    assert moves
    do(sim, view, moves[-1])
    if st.phase != codes.PH_TURN or st.aim_by >= 0 or st.drop_seat >= 0:
        return      # the move led somewhere else (a shop, a target): not this test's
    assert st.moved
    sim.press("UP")
    sim.press("B")
    assert (view.nrow, view.ccol if view.focus else view.col) == (N_ACT, 1)
    assert view.lines[0].text.startswith("END  A: end your turn")
    assert "not moved" not in view.lines[1].text


def test_end_before_moving_asks_for_a_again(open_sim):
    sim = open_sim(seed=7)
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    from paddock.games.nitro import codes
    st = view.state
    to_my_phase(sim, view, codes.PH_TURN)
    assert not st.moved and view.reach
    # B puts the cursor on the buttons: MOVE, as no move is made yet
    sim.press("B")
    assert (view.nrow, view.col) == (N_ACT, 0)
    turns = st.turns
    sim.press("RIGHT")          # END
    sim.press("A")
    assert st.turns == turns and view.lines[1].text == "not moved yet: A again ends the turn"
    sim.press("A")
    assert st.turns == turns + 1 or st.phase != codes.PH_TURN
    assert sim.app.errors == []


def test_the_tour_names_each_region_inside_the_screen(open_sim):
    sim = open_sim(seed=4)
    view = begin(sim, GAME, 6, seats=(HUMAN,) + (HARD,) * 5)
    __import__(view.tour_module)
    regions = sys.modules[view.tour_module].regions(view)
    assert 4 <= len(regions) <= 8
    for x, y, w, h, words in regions:
        assert 0 <= x and 0 <= y and x + w <= 160 and y + h <= 128, words
        assert 10 < len(words) <= 75, words     # three lines of 25
    tops = sorted(r[1] for r in regions)
    assert len(set(tops)) >= 5
