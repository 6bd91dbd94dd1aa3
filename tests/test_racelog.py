"""The race log: the last events of the race, newest first, by turn, in the
rulebook's words, from SELECT twice or the pause menu; kept in a fixed
buffer and made into words only when shown."""

from screens import HARD, HUMAN, begin, make_sim, top_kind


def deciding(view):
    return view.mode != 0


def test_the_log_keeps_the_last_64_events_newest_first():
    from paddock.games.zoomzoom import bots, rules
    from paddock.ui.turns import KEPT, Turns
    st = rules.new_game({"players": 4, "seats": bytearray([HARD] * 4)}, 5)

    class Host:
        def hand_off(self, *a):
            pass

        def end(self, *a):
            pass

    tr = Turns(Host(), st, bots, ["A", "B", "C", "D"], rules.event_text)
    said = []
    while len(said) < 100 and not st.over():
        turn = st.turns + 1
        tr.play(bots.choose(st.seen_by(st.to_move()), HARD, st.bot_rng))
        said.extend((turn, tuple(ev)) for ev in st.events)
    assert KEPT >= 60 and len(said) > KEPT
    assert tr.history() == list(reversed(said))[:KEPT]


def test_select_twice_and_the_pause_menu_open_the_log_which_scrolls():
    sim = make_sim(seed=3)
    try:
        view = begin(sim, "zoomzoom", 4, seats=(HUMAN, HARD, HARD, HARD))
        for _ in range(400):                     # a few rounds of bots and human
            if view.turns.kept >= 30 and deciding(view):
                break
            if deciding(view):
                sim.press("A")
            else:
                sim.advance(100)
        sim.keys("SELECT WAIT100")
        assert top_kind(sim) == "HintScreen" and "SELECT: log  A: OK" in sim.texts()
        sim.press("SELECT")
        assert top_kind(sim) == "PagerScreen" and "Race log" in sim.texts()
        body = sim.app.stack[-1].pager.body.text
        newest = view.turns.history()[0]
        assert body.startswith("Turn %d:" % newest[0])
        assert view.turns.say(newest[1]) in body.replace("\n ", " ")
        first = body
        sim.press("DOWN")                         # older events
        assert sim.app.stack[-1].pager.page == 1 and sim.app.stack[-1].pager.body.text != first
        sim.press("B")
        assert top_kind(sim) == "GameScreen"
        sim.press("START")
        menu = sim.app.stack[-1].menu
        menu.select(menu.items.index("Race log"))
        sim.press("A")
        assert top_kind(sim) == "PagerScreen" and sim.app.stack[-1].pager.body.text == first
    finally:
        sim.close()
