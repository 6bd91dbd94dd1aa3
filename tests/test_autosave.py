"""Autosave in a race where bots play between the human's turns: a save at
the human's decision, not one after every bot's turn."""

from screens import HARD, HUMAN, begin, make_sim, to_my_turn
from test_saves_console import count_saves


def deciding(view):
    return view.mode != 0      # Zoom Zoom Vroom: the hand, the gas or a menu is up


def test_saves_come_at_the_humans_decisions_not_after_each_bot_turn(monkeypatch):
    sim = make_sim(seed=3)
    try:
        view = begin(sim, "zoomzoom", 4, seats=(HUMAN, HARD, HARD, HARD))
        calls = count_saves(sim, monkeypatch)
        assert to_my_turn(sim, view, deciding)
        st = view.state
        first = st.turns
        decisions = 0
        while st.turns - first < 12 and not st.over():
            before = st.moves
            sim.press("A")                 # a card, then the gas: the first choice each time
            if st.moves == before:
                sim.keys("B B")            # a card that may only go face down
            decisions += 1
            assert to_my_turn(sim, view, deciding)
        passed = st.turns - first
        assert passed >= 12 and 0 < len(calls) < passed
        assert len(calls) <= decisions + 1
        # what was saved last is the race as the human now sees it (an
        # autosave is a few ticks: its code loaded, the race packed, the
        # store loaded, the record written)
        sim.tick(6)
        from paddock.console.reading import unpack
        from paddock.core.save import decode
        from paddock import games
        record = sim.app.saves.store.load("zoomzoom")
        meta = games.metadata("zoomzoom")
        assert unpack(decode(record, "zoomzoom")[2], meta)[2] == st.to_bytes()
    finally:
        sim.close()
