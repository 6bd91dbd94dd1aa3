"""Stock Car Championship seasons on the console: the game host's own record
slot (GameScreen.save_record / load_record), the season table between races
and at the end, the table kept in the "season" slot after each race, and a
saved season offered when a new game starts.

Races are shortened by setting the State's race length (and the table of
race lengths for the races that follow), a position a test may set up.
"""

import pytest

from screens import (HARD, HUMAN, begin, choose_row, game_view, make_sim, save_and_quit,
                     top_kind)
from sim.harness import Sim

GAME = "stockcar"
ASK = 3


@pytest.fixture
def sim():
    s = make_sim(seed=11)
    yield s
    s.close()


@pytest.fixture
def short_races(monkeypatch):
    def shorten(view, laps=30):
        """This race and the ones after it end after a turn or two."""
        from paddock.games.stockcar import data
        view.state.length = laps
        monkeypatch.setattr(data, "LENGTHS", tuple((laps,) * 4 for _ in range(3)))
        view.redraw()
    return shorten


def run_until(sim, wanted, limit=3000):
    """Hurry the bots (A) until wanted() holds."""
    for _ in range(limit):
        if wanted():
            return
        sim.press("A")
    raise AssertionError("never came")


def kept_season(sim):
    from paddock.games.stockcar.season import Season
    rec = sim.app.saves.store.load("season")
    return Season.from_record(rec) if rec else None


def quit_to_menu(sim):
    sim.press("START")
    choose_row(sim, "Quit to menu")
    sim.press("A")
    sim.press("A")                       # "Quit to menu?" A: quit
    assert top_kind(sim) == "MainMenu"


# --- the host's record slot ------------------------------------------------------

def test_the_game_screen_keeps_a_record_in_its_own_slot(sim):
    from paddock.console.play import GameScreen
    from paddock.core.save import encode
    from paddock.store import Store
    gs = GameScreen(sim.app, "stockcar")
    rec = encode("season", 1, b"\x02\x03\x01table")
    assert gs.load_record("season") is None
    assert gs.save_record("season", rec) is True
    assert gs.load_record("season") == rec
    newer = encode("season", 1, b"\x02\x03\x02table")
    assert gs.save_record("season", newer) is True
    assert gs.load_record("season") == newer
    assert Store().load("season") == newer                # on the drive, for the next start
    for slot in ("settings", "zoomzoom", "stockcar"):
        with pytest.raises(ValueError):
            gs.save_record(slot, encode(slot, 1, b"x"))


def test_with_saves_off_a_record_is_not_kept():
    from paddock.core.save import encode

    def make():
        from paddock.console import App
        from paddock.store import Store
        return App(seed=1, store=Store(nvm=False, writable=False))
    s = Sim(board="pygamer", app_factory=make)
    try:
        from paddock.console.play import GameScreen
        gs = GameScreen(s.app, "stockcar")
        assert gs.save_record("season", encode("season", 1, b"abc")) is False
        assert gs.load_record("season") is None
    finally:
        s.close()


# --- a season on the screen --------------------------------------------------------

def test_between_races_the_table_shows_and_is_kept(sim, short_races):
    view = begin(sim, GAME, 3, seats=(HARD, HARD, HARD), races=3)
    st = view.state
    short_races(view)
    run_until(sim, lambda: top_kind(sim) == "Message")
    assert "Season: 1 of 3 run" in sim.texts()
    sea = st.season
    assert sea.done == 1
    words = " ".join(sim.texts())
    for rank, (seat, pts, wins, _p, last, _lp) in enumerate(sea.table()):
        assert "%d #%d %s" % (rank + 1, seat + 1, view.names[seat][:6]) in words
        assert " %d " % pts in words
    assert "Next: One Mile Oval" in words
    kept = kept_season(sim)
    assert kept is not None and kept.to_bytes() == sea.to_bytes()
    sim.press("A")
    assert top_kind(sim) == "GameScreen" and st.track == sea.series[1] == 1
    assert st.laps_done == 0 and sim.app.errors == []


def test_the_last_race_ends_with_the_season_standings(sim, short_races):
    view = begin(sim, GAME, 2, seats=(HARD, HARD), races=3, track="Short")
    st = view.state
    short_races(view)
    tables = []

    def over():
        if top_kind(sim) == "Message" and "Race over" in sim.texts():
            return True
        if top_kind(sim) == "Message":
            tables.append(" ".join(sim.texts()))
        return False
    run_until(sim, over)
    assert len(tables) >= 2 and "Season: 2 of 3 run" in tables[-1]
    sea = st.season
    assert sea.done == 3 and st.over()
    order = sea.standings()
    words = " ".join(sim.texts()).replace("\n", " ")
    first = order[0]
    assert "%s wins!" % view.names[first] in words
    assert "1 %s: %d pts" % (view.names[first], sea.points[first]) in words
    assert "2 %s: %d pts" % (view.names[order[1]], sea.points[order[1]]) in words
    assert kept_season(sim).to_bytes() == sea.to_bytes()     # kept, finished
    sim.press("B")   # the menu (A: a rematch)
    assert top_kind(sim) == "MainMenu"


def test_a_new_game_offers_the_saved_season_and_goes_on(sim, short_races):
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD), races=3)
    short_races(view)
    for _ in range(3000):                # race 1 with the human playing A
        if top_kind(sim) == "Message":
            break
        sim.press("A")
    assert "Season: 1 of 3 run" in sim.texts()
    sim.press("A")
    saved = kept_season(sim)
    assert saved.done == 1
    quit_to_menu(sim)                    # the race in progress is abandoned
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    assert view.mode == ASK and "Saved season" in sim.texts()
    assert "Go on: race 2 of 3" in sim.texts()
    moves = view.state.moves
    sim.advance(2000)                    # nothing moves while it asks
    assert view.state.moves == moves
    sim.press("A")                       # go on
    st = view.state
    assert st.season.done == 1 and st.season.to_bytes()[:3] == saved.to_bytes()[:3]
    assert list(st.season.points) == list(saved.points)
    assert st.track == saved.series[1] and st.laps_done == 0
    assert top_kind(sim) == "Message" and "Season: 1 of 3 run" in sim.texts()
    sim.press("A")
    assert view.log.text().startswith("Race 2: One Mile Oval")
    assert sim.app.errors == []
    # The console saves this race with its season: Continue brings both back.
    for _ in range(200):      # the autosave comes at a human's decision
        if st.turns >= 1 and sim.app.saves.store.load("stockcar") is not None:
            break
        sim.press("A")
    assert sim.app.saves.store.load("stockcar") is not None
    save_and_quit(sim)
    sim.press("A")
    sim.keys("A")                     # Continue: the only save, first in the menu
    again = game_view(sim)
    assert again.state.season.done == 1 and again.state.to_bytes() == st.to_bytes()


def test_a_new_race_instead_and_a_season_for_other_drivers(sim):
    from paddock.core.save import encode
    from paddock.games.stockcar.season import Season
    sea = Season(3, 3, 0)
    sea.done = 1
    sea.points[2] = 61
    sim.app.saves.store.save("season", sea.record())
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    assert view.mode == ASK and "1 done, #3 leads: 61 pts" in sim.texts()
    sim.press("DOWN")
    sim.press("A")                       # a new race
    assert view.asking is None and view.state.season.done == 0
    assert view.mode != ASK and "Saved season" not in sim.texts()
    assert view.log.text().startswith("SuperSpeedway")
    quit_to_menu(sim)
    view = begin(sim, GAME, 4, seats=(HUMAN, HARD, HARD, HARD))    # the season has 3 drivers
    assert view.mode != ASK and view.log.text() == "Saved season: 3 drivers"
    quit_to_menu(sim)
    sim.app.saves.store.save("season", encode("season", 1, b"\x09"))   # damaged inside
    view = begin(sim, GAME, 3, seats=(HUMAN, HARD, HARD))
    assert view.mode != ASK and view.log.text() == "Saved season is damaged"
    assert sim.app.errors == []
