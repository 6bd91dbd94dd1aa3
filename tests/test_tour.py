"""The help's tour: the race's own screen, live, one region at a time framed
and named, before the rules' text."""

from screens import HARD, HUMAN, begin, choose_row, make_sim, top_kind


def test_the_tour_frames_each_region_of_the_live_screen_then_the_rules_follow():
    sim = make_sim(seed=4)
    try:
        view = begin(sim, "zoomzoom", 4, seats=(HUMAN, HARD, HARD, HARD))
        sim.advance(2000)
        game = sim.app.stack[0]
        at = list(game.group).index(view.group)
        import sys
        __import__(view.tour_module)
        regions = sys.modules[view.tour_module].regions(view)
        assert len(regions) >= 6
        for x, y, w, h, words in regions:
            assert 0 <= x and 0 <= y and x + w <= 160 and y + h <= 128
            assert len(words) <= 75         # three lines of 25
        sim.press("START")
        choose_row(sim, "Rules")
        sim.press("A")
        tour = sim.app.stack[-1]
        assert top_kind(sim) == "TourScreen" and view.group in list(tour.group)
        assert view.tour_module not in sys.modules     # loaded for the tour only
        seen = []
        for i in range(len(regions)):
            x, y, w, h, words = regions[i]
            assert words.split()[0] in " ".join(sim.texts())
            assert "%d/%d" % (i + 1, len(regions)) in " ".join(sim.texts())
            # the frame is round the region (kept on the screen)
            assert tour.mark.x == max(0, x - 2) and tour.mark.y == max(0, y - 2)
            # the words sit in the half of the screen the region leaves free
            below = tour.box.y > 0
            assert below == (y + h // 2 < 64)
            seen.append(tour.mark.x * 1000 + tour.mark.y)
            sim.press("RIGHT")
        assert len(set(seen)) >= 5
        assert top_kind(sim) == "PagerScreen"            # the rules' text next
        assert list(game.group).index(view.group) == at  # the view handed back
        sim.press("B")
        assert top_kind(sim) == "PauseScreen"
        sim.press("B")                                   # back to the race
        assert top_kind(sim) == "GameScreen" and sim.app.errors == []
    finally:
        sim.close()


def test_b_leaves_the_tour_at_once_and_the_screen_is_whole_again():
    sim = make_sim(seed=5)
    try:
        view = begin(sim, "zoomzoom", 3, seats=(HUMAN, HARD, HARD))
        sim.press("START")
        choose_row(sim, "Rules")
        sim.press("A")
        sim.press("RIGHT")
        sim.press("LEFT")
        sim.press("B")
        assert top_kind(sim) == "PauseScreen"
        sim.press("B")
        assert top_kind(sim) == "GameScreen"
        assert view.group in list(sim.app.stack[0].group) and not view.group.hidden
        assert "Trick 1/6" in sim.texts() and sim.app.errors == []
    finally:
        sim.close()
