"""1 CAR D's screen through the simulator and the console: a turn played with
key presses and checked on the rules state, greyed choices and their
reasons, the hint, the rules pages, a whole race by keys, save and quit
then Continue, the label budget of a cursor key, random keys, and the
320x240 board.

The Sim is made before any firmware module is imported (its close() drops
them), so firmware names are imported inside the tests.
"""

import sys
import time

import screens
from screens import (HUMAN, check_rules_pages, choose_row, close_hint, game_view, label_budget,
                     log_line, open_hint, random_keys, save_and_quit, screen_text, top_kind)
from screens import open_sim  # noqa: F401  (a fixture)

WAIT, PIT, PACE, LANES, SIDE = range(5)   # view_draw's modes


# --- helpers ---------------------------------------------------------------

def begin(sim, difficulty=1, seat=HUMAN):
    """From the title: 1 CAR D's setup, the difficulty and seat set, Start."""
    setup = screens.open_setup(sim, "onecard")
    assert "Players" not in sim.texts()          # a solo game: no player count
    view = screens.start(sim, setup, seats=(seat,), difficulty=difficulty)
    assert top_kind(sim) == "GameScreen"
    return view


def to_choice(sim, view, mode=None, limit=400):
    """Press A (the next rival, or the first choice) until a choice of mode
    (any choice if None) is on screen."""
    for _ in range(limit):
        if top_kind(sim) != "GameScreen":
            return False
        if view.mode != WAIT and (mode is None or view.mode == mode):
            return True
        if view.mode == WAIT:
            sim.press("A")
        else:
            sim.press("A")                       # take the choice under the cursor
    raise AssertionError("no such choice came")


# --- a turn by keys ----------------------------------------------------------

def test_the_code_that_builds_the_screen_is_gone_once_it_is_up(open_sim):
    """The sheets' painters and the screen's builder run once: a race's heap
    keeps none of their code, nor the autopilots' or their codes (your own
    race loads them for a hint alone)."""
    sim = open_sim(seed=3)
    view = begin(sim, difficulty=4)
    for name in ("view_build", "view_paint", "bots", "codes"):
        assert "paddock.games.onecard." + name not in sys.modules, name
    assert len(view.track.lanes) == 4 and len(view.panel.dice) == 5


def test_a_full_turn_by_keys_sets_speed_changes_lane_and_rolls(open_sim):
    sim = open_sim(seed=4)
    view = begin(sim, difficulty=3)
    from paddock.games.onecard import data
    st = view.state
    assert view.mode == PACE and st.phase == 1          # full gauges: no pits
    assert "You: speed" in sim.texts() and "Lap 10" in sim.texts()
    sim.keys("RIGHT RIGHT")                            # 3 -> 5
    assert view.pick == 5 and st.speed == 3            # only the cursor moved
    fuel, engine = st.gauges[data.FUEL], st.gauges[data.ENGINE]
    sim.press("A")
    assert st.speed == 5 and st.gauges[data.FUEL] == fuel - 1
    assert st.gauges[data.ENGINE] == engine - 1
    to_choice(sim, view)
    assert view.mode == LANES and st.phase == 2
    sq = st.cars[data.YOU]
    lane = sq % data.LANES
    step = "LEFT" if lane > 0 and not st.grid[sq - 1] else "RIGHT"
    assert not st.grid[sq + (1 if step == "RIGHT" else -1)], "no free square beside you"
    sim.press(step)
    assert view.track.tiles[sq + (1 if step == "RIGHT" else -1)] == 7   # a hollow X
    tires = st.gauges[data.TIRES]
    turns = st.turns
    sim.press("A")
    assert st.gauges[data.TIRES] == tires - 1
    assert st.turns == turns + 1 or st.phase == 3 or st.over()
    assert any(d for d in st.dice[1:])                 # the dice were rolled
    assert view.mode == WAIT                           # now the rivals' replay
    assert sim.app.errors == []


def test_a_greyed_speed_and_a_full_gauge_say_why(open_sim):
    sim = open_sim(seed=6)
    view = begin(sim, difficulty=2)
    st = view.state
    sim.keys("LEFT LEFT A")                            # speed 1
    assert st.speed == 1
    to_choice(sim, view, PACE)
    assert view.panel.boxes[3] == 3 + 10 and view.panel.boxes[4] == 4 + 10   # 4, 5 greyed
    sim.keys("RIGHT RIGHT RIGHT")                      # the cursor on 4
    why = st.why_not(10 + 4)
    assert why == "2 steps at most from 1" and log_line(view) == why
    assert why in sim.texts()
    sim.press("A")
    assert st.speed == 1 and st.phase == 1 and log_line(view) == why   # nothing played
    sim.press("LEFT")
    assert log_line(view) != why                       # the news is back
    sim.press("A")                                     # speed 3 (engine +1 from speed 1)
    assert st.speed == 3


def test_the_pits_menu_greys_a_full_gauge(open_sim):
    sim = open_sim(seed=8)
    view = begin(sim, difficulty=1)
    st = view.state
    sim.keys("RIGHT RIGHT A")                          # speed 5: fuel and engine down
    to_choice(sim, view, PIT)
    assert "Stay out" in sim.texts() and "Pit: fuel" in sim.texts()
    menu = view.popup[1]
    full = [i for i in range(4) if st.why_not(i)]
    assert [i for i in range(4) if not menu.enabled[i]] == full
    assert full and all(i & 1 for i in full)           # the tires are full
    menu.select(full[0] - 1)
    sim.press("DOWN")
    assert log_line(view) == st.why_not(full[0]) == "tires are full"
    fuel = st.gauges[1]
    while menu.cursor != 2:
        sim.press("DOWN")
    assert view._change()[1] == 6 - fuel               # the hollow pips given back
    assert list(view.panel.pips[i, 1] for i in range(6)).count(5) == 6 - fuel
    lap = st.lap
    sim.press("A")
    assert st.gauges[1] == 6 and st.speed == 3 and st.lap == lap + 1
    assert view.popup is None and view.mode == PACE


# --- hint and help --------------------------------------------------------------

def test_select_gives_the_autopilots_move_and_reason(open_sim):
    sim = open_sim(seed=3)
    view = begin(sim, difficulty=4)
    from paddock.games.onecard import bots, rules
    st = view.state
    move, why = bots.hint(st.seen_by(0))
    said = open_hint(sim)
    assert rules.move_text(move) in said and why.split(" ")[0] in said
    close_hint(sim, st)


def test_a_hint_forgets_the_autopilots_code_once_it_is_worked_out(open_sim):
    """Your own race needs the autopilots for the hint alone: once its words
    show, their modules are gone from the heap (a race with an autopilot seat
    keeps them: it drives with them), but for the worth table, loaded with
    the screen while the heap has a 1 KB gap for it."""
    import sys
    sim = open_sim(seed=3)
    view = begin(sim, difficulty=4)
    assert view.human
    said = open_hint(sim)
    assert ":" in said
    assert not [m for m in sys.modules if m.startswith("paddock.games.onecard.")
                and m.rsplit(".", 1)[1] in ("bots", "hard", "outlook", "codes")]
    # the hard driver's worth table (one 1 KB piece) is kept from the start
    assert "paddock.games.onecard.value" in sys.modules
    close_hint(sim, view.state)
    said = open_hint(sim)               # a second hint loads them again
    assert ":" in said
    close_hint(sim, view.state)


def test_a_hint_loads_the_autopilots_a_module_a_tick(open_sim):
    """No tick of a hint loads all their code at once (the key is answered
    at once, and each tick stays short)."""
    import sys
    sim = open_sim(seed=3)
    view = begin(sim, difficulty=4)
    to_choice(sim, view)
    steps = view.hint_steps()
    assert next(steps) is None
    assert "paddock.games.onecard.codes" in sys.modules
    assert "paddock.games.onecard.hard" not in sys.modules
    assert "paddock.games.onecard.bots" not in sys.modules
    words = None
    for words in steps:
        if words is not None:
            break
    assert words and ":" in words
    assert "paddock.games.onecard.bots" not in sys.modules   # forgotten again


def test_rules_pages_open_from_the_pause_menu(open_sim):
    sim = open_sim(seed=1)
    begin(sim)
    check_rules_pages(sim, "onecard", "A solo race", 12)


# --- a whole race, saves --------------------------------------------------------

def test_a_whole_race_by_keys_ends_at_the_result(open_sim):
    started = time.process_time()   # CPU time: other processes do not count
    sim = open_sim(seed=9)
    view = begin(sim, difficulty=5)
    st = view.state
    modes = set()
    for _ in range(3000):
        kind = top_kind(sim)
        assert kind != "HandOffScreen"                 # one seat: never a hand-off
        if kind == "Message":
            break
        modes.add(view.mode)
        sim.press("A")
    assert top_kind(sim) == "Message" and "Race over" in sim.texts()
    assert st.over() and view.mirror.drift == 0
    said = screen_text(sim)
    if st.lost < 0:
        assert "You finish %s of 6" % view_ordinal(st.place()) in said
    else:
        assert "Out of the race" in said
    assert {WAIT, PACE, LANES} <= modes
    assert sim.app.errors == []
    sim.press("B")   # the menu (A: a rematch)
    assert top_kind(sim) == "MainMenu"
    assert time.process_time() - started < 20


def view_ordinal(n):
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n, "th"))


def test_save_and_quit_then_continue_resumes_the_same_race(open_sim):
    sim = open_sim(seed=11)
    view = begin(sim, difficulty=2)
    sim.keys("RIGHT A")                                # speed 4
    to_choice(sim, view, LANES)
    sim.press("A")
    to_choice(sim, view)
    st = view.state
    before = st.to_bytes()
    shown = [lb.text for lb in (view.header.title, view.header.right, view.panel.status)]
    save_and_quit(sim)
    assert "Saved" in sim.texts()
    sim.press("A")
    assert top_kind(sim) == "MainMenu" and "paddock.games.onecard.view" not in sys.modules
    choose_row(sim, "Continue")
    sim.press("A")
    again = game_view(sim)
    assert top_kind(sim) == "GameScreen" and again is not view
    assert again.state.to_bytes() == before and again.mode == view.mode
    assert [lb.text for lb in (again.header.title, again.header.right,
                               again.panel.status)] == shown
    assert again.mirror.same(again.state)
    from paddock.games.onecard import rules
    ref = rules.from_bytes(before)                     # the race goes on as saved
    move = again._move()
    sim.press("A")
    ref.play(move)
    assert again.state.to_bytes() == ref.to_bytes()


# --- the board's budget -------------------------------------------------------

def test_cursor_keys_change_at_most_three_labels(open_sim):
    sim = open_sim(seed=6)
    view = begin(sim, difficulty=3)

    def budget(keys):
        sim.advance(1500)                              # let the turn's own lines go by
        label_budget(sim, keys, view.mode)

    assert view.mode == PACE
    budget("LEFT LEFT RIGHT RIGHT RIGHT RIGHT LEFT")
    while view.pick < 5:
        sim.press("RIGHT")
    sim.press("A")                                     # speed 5: the pits come next turn
    to_choice(sim, view, LANES)
    budget("LEFT LEFT LEFT RIGHT RIGHT RIGHT RIGHT LEFT")
    while view._why():
        sim.press("LEFT")
    sim.press("A")
    to_choice(sim, view, PIT)
    budget("DOWN DOWN DOWN UP DOWN")
    assert sim.app.errors == []


def test_two_hundred_random_keys_mid_race_never_raise(open_sim):
    sim = open_sim(seed=13)
    view = begin(sim, difficulty=6)
    random_keys(sim, ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "B", "SELECT"))
    assert sim.app.errors == []
    assert view.state.moves > 0


def test_the_320x240_board_keeps_the_track_above_the_log_and_every_line(open_sim):
    sim = open_sim(seed=2, board="fruitjam")
    view = begin(sim, difficulty=6)
    from paddock import ui
    tr = view.track
    bottom = max(tr.xy(sq)[1] for sq in range(36)) + 9   # a square is 9 high
    assert ui.H == 120 and bottom <= ui.H - 12
    p = view.panel                                       # the keys line stays
    assert not p.prompt.hidden and p.prompt.text == "LEFT/RIGHT  A:ok"
    assert p.status.y + 12 <= p.prompt.y and p.prompt.y + 8 <= view.log.group.y
    assert p.gauge_y + 33 <= p.status.y + 1 and p.speed_y + 21 <= p.gauge_y
    for _ in range(40):
        sim.press("A")
    assert sim.app.errors == [] and view.state.moves > 2
