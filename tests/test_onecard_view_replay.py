"""1 CAR D's step-by-step replay of the rival moves: the screen's copy of the
card (view_replay.Mirror) against the rules, A to move the next rival, B to
run the rest of the turn, an autopilot's replay that never waits, a race
resumed while a rival waits for its side, and a race lost on a gauge.

Views are made directly with a stand-in host (the Sim only provides
displayio); firmware modules are imported inside the tests.
"""

import random

import screens
from mpdriver import run_script
from screens import HARD, HUMAN, view_over
from screens import plain_sim  # noqa: F401  (the sim fixture)

YOU, GREEN, RED, BLUE, CYAN, YELLOW = range(6)
A, B, LEFT, RIGHT = "A", "B", "LEFT", "RIGHT"


def sq(row, lane):
    return row * 4 + lane


class Dice:
    """Stands in for state.rng: the colored dice come out as given."""

    def __init__(self, values):
        self.values = list(values)

    def between(self, lo, hi):
        return self.values.pop(0)


class Host(screens.Host):
    """The console around a solo race: a hand-off there is a bug."""

    def hand_off(self, name, seat=-1):
        raise AssertionError("a solo race never hands off")


def position(cars, speed=3, phase=2, seat=HUMAN, gauges=(6, 6, 6)):
    from paddock.games.onecard import rules
    st = rules.new_game({"players": 1, "seats": bytearray([seat]), "difficulty": 1}, 1)
    st.place_cars(bytearray(cars))
    st.speed = speed
    st.gauges = bytearray(gauges)
    st.phase = phase
    return st


def make_view(st, host=None):
    host = host or Host()
    return view_over("onecard", st, host, ["Fern"], difficulty=st.difficulty), host


def key(view, name):
    from paddock import hal
    view.key(getattr(hal, name))


def run(view, host, ms, until=None):
    """Tick the view every 10 ms for ms (or until until() holds)."""
    for _ in range(ms // 10):
        host.now_ms += 10
        view.tick(host.now_ms)
        if until is not None and until():
            return True
    return False


def literal(start, events):
    """The cars after events, each move applied as it says."""
    from paddock.games.onecard.view_replay import MOVES
    cars = list(start)
    for code, car, a, b in events:
        if code in MOVES:
            cars[car] = b
    return cars


def activations(events):
    from paddock.games.onecard.events import EV_ACTIVATE
    return [i for i in range(len(events)) if events[i][0] == EV_ACTIVATE]


# --- the Mirror against the rules ----------------------------------------------

def test_the_mirror_never_stacks_two_cars_and_ends_on_the_card():
    from paddock.games.onecard import rules
    from paddock.games.onecard.view_replay import MOVES, Mirror
    rng = random.Random(5)
    batches = pushes = 0
    for seed in range(60):
        st = rules.new_game({"players": 1, "seats": bytearray([HUMAN]),
                             "difficulty": 1 + seed % 6}, seed)
        m = Mirror(st)
        while not st.over():
            st.play(rng.choice(st.legal()))
            m.add(st.events, 0)
            batches += 1
            for i in range(len(st.events)):
                ev = m.pop()
                assert ev == st.events[i]
                assert len(set(m.cars)) == 6, (seed, i, st.events)
                later = [e for e in st.events[i + 1:] if e[1] == ev[1] and e[0] in MOVES]
                if ev[0] in MOVES and not later:
                    assert m.cars[ev[1]] == ev[3]          # it shows where it went
            pushes += sum(1 for e in st.events if e[0] in (19, 20))
            assert m.queue == [] and m.same(st)
    assert batches > 1000 and pushes > 50


def test_a_multiple_side_push_shows_every_pushed_car_with_the_arrow():
    # The rulebook's example: Blue drops onto the arrow and pushes Green,
    # Green pushes you into the wall, you go down pushing Red down.
    from paddock.games.onecard import events
    from paddock.games.onecard.view_replay import Mirror
    st = position([sq(4, 3), sq(4, 2), sq(3, 3), sq(5, 1), sq(8, 0), sq(0, 0)])
    m = Mirror(st)
    st.rng = Dice([3, 3, 2, 3, 1])
    st.play(events.LANE)                          # stay in lane: the dice roll
    m.add(st.events, 0)
    while True:
        ev = m.pop()
        if ev[0] == events.EV_ARROW:
            break
        assert len(set(m.cars)) == 6
    assert m.cars[BLUE] == sq(4, 2) and m.cars[GREEN] == sq(4, 3)
    assert m.cars[YOU] == sq(3, 3) and m.cars[RED] == sq(2, 3)
    assert list(m.gauges) == [6, 6, 6]          # the hit's damage comes with its line
    while m.queue:
        m.pop()
    assert list(m.gauges) == [5, 6, 5] and m.same(st)


# --- A steps, B runs the rest -------------------------------------------------------

def test_a_moves_one_rival_at_a_time(sim):
    # Initiative and Speeds: Green up, Red and Blue stay, Cyan down, Yellow's
    # 6 swaps with Blue.
    start = [sq(1, 3), sq(6, 0), sq(5, 0), sq(5, 1), sq(5, 2), sq(4, 1)]
    st = position(start)
    view, host = make_view(st)
    st.rng = Dice([5, 3, 3, 2, 6])
    assert view.mode == 3
    key(view, A)                                     # stay in lane: the dice roll
    events = list(st.events)
    acts = activations(events)
    assert len(acts) == 5 and view.mode == 0
    run(view, host, 3000)
    assert view.held() and view.mirror.cars == bytearray(start)
    dice = [view.panel.dice[i][0] for i in range(5)]
    assert dice == [5, 3 + 6, 3 + 6, 2, 6]           # the 3s set aside: dimmed
    assert "A:next  B:skip all" in view.panel.prompt.text
    order = [events[i][1] for i in acts]
    assert order == [GREEN, RED, BLUE, CYAN, YELLOW]
    for k in range(5):
        assert view.header.title.text == "Next: %s" % ("Green Red Blue Cyan Yellow".split()[k])
        key(view, A)
        end = acts[k + 1] if k < 4 else len(events)
        run(view, host, 3000, lambda: view.held() or not view.mirror.queue)
        assert view.mirror.cars == bytearray(literal(start, events[:end]))
        if k < 4:                                     # the next rival is outlined
            assert view.held()
            x, y = view.track.xy(view.mirror.cars[order[k + 1]])
            mark = view.track.mark.group
            assert not mark.hidden and (mark.x, mark.y) == (x - 1, y - 1)
    assert view.mirror.same(st) and view.mirror.drift == 0
    run(view, host, 1000)
    assert view.mode == 2                             # the next turn's speed (no pits)


def test_b_runs_the_rest_of_the_turn_at_once(sim):
    start = [sq(1, 3), sq(6, 0), sq(5, 0), sq(5, 1), sq(5, 2), sq(4, 1)]
    st = position(start)
    view, host = make_view(st)
    st.rng = Dice([5, 3, 3, 2, 6])
    key(view, A)
    run(view, host, 2000)
    key(view, A)                                      # Green moves
    run(view, host, 1000)
    assert view.held() and view.mirror.cars != bytearray(st.cars)
    key(view, B)
    assert run(view, host, 300, lambda: not view.mirror.queue)
    assert view.mirror.same(st) and not view.held()


def test_an_autopilot_seat_is_replayed_without_waiting(sim):
    from paddock.games.onecard import rules
    st = rules.new_game({"players": 1, "seats": bytearray([HARD]), "difficulty": 3}, 21)
    view, host = make_view(st)
    held = 0
    for _ in range(3000):
        run(view, host, 10)
        held += view.held()
        if st.turns >= 3:
            break
    assert st.turns >= 3 and held == 0 and view.mode == 0
    assert view.header.title.text in ("Autopilot", "Yellow flag!") or "moves" in \
        view.header.title.text


# --- a resumed side-step, a lost race ------------------------------------------------

def side_step_state():
    from paddock.games.onecard import rules
    rng = random.Random(3)
    for seed in range(200):
        st = rules.new_game({"players": 1, "seats": bytearray([HUMAN]), "difficulty": 2}, seed)
        while not st.over():
            st.play(rng.choice(st.legal()))
            if st.phase == 3:
                return st
    raise AssertionError("no side-step came")


def test_a_race_resumed_at_a_side_step_shows_the_choice(sim):
    from paddock.games.onecard import data, rules
    st = rules.from_bytes(side_step_state().to_bytes())
    view, host = make_view(st)
    blocked = st.order[st.step]
    assert view.mode == 4 and view.mirror.active == blocked
    assert view.header.title.text == "%s: side?" % data.NAMES[blocked]
    ghost = st.cars[blocked] - 1                      # the cursor starts on the left
    assert view.track.tiles[ghost] == 7 + blocked
    assert view.mirror.used & (1 << blocked) == 0     # its die is not used yet
    key(view, RIGHT)
    assert view.track.tiles[ghost + 2] == 7 + blocked and view.track.tiles[ghost] == 0
    assert data.NAMES[blocked] + " goes" in view.hint()
    key(view, A)
    assert st.phase != 3 or st.order[st.step] != blocked
    moved = [e for e in st.events if e[0] == 16]
    assert moved[0][1:] == (blocked, ghost + 1, ghost + 2)


def test_a_lost_race_ends_with_the_gauge_that_ran_out(sim):
    st = position([sq(4, 1), sq(8, 0), sq(8, 1), sq(8, 2), sq(8, 3), sq(0, 0)],
                  gauges=(1, 6, 6))
    view, host = make_view(st)
    key(view, LEFT)
    assert view._change() == [-1, 0, 0]
    assert view.panel.pips[0, 0] == 4                 # the last tire crossed out
    key(view, A)
    assert st.over() and st.lost == 0
    run(view, host, 3000, lambda: host.ended)
    assert host.ended == ["Out of the race!\nTires at 0.\nYou were %s." % (
        {1: "1st", 2: "2nd", 3: "3rd"}.get(st.place(), "%dth" % st.place()))]
    assert view.header.title.text == "Out!"


# --- the replay on the MicroPython unix port ------------------------------------------

MP_DRIVER = """\
import gc
from paddock.core import game
from paddock import games
rules = games.load("onecard", "rules")
bots = games.load("onecard", "bots")
from paddock.games.onecard.view_replay import Mirror
for seed in (1, 2, 3):
    st = rules.new_game({"players": 1, "seats": bytearray([game.HARD]),
                         "difficulty": 6}, seed)
    m = Mirror(st)
    while not st.over():
        st.play(game.bot_move(st, bots))
        m.add(st.events, 0)
        for ev in st.events:
            rules.event_text(ev)
        while m.queue:
            m.pop()
        if not m.same(st):
            raise SystemExit("mirror off the card")
gc.collect()
print("ONECARD-REPLAY-OK", gc.mem_free())
"""


def test_the_replay_runs_beside_a_race_on_micropython_in_96k(tmp_path):
    done = run_script(tmp_path, MP_DRIVER, "96K", name="ocdriver.py")
    assert "ONECARD-REPLAY-OK" in done.stdout, (done.stdout + done.stderr)[-400:]


def test_an_autopilot_race_never_shows_a_lap_or_a_gauge_before_its_line(sim):
    """Board and log in step: the header's lap and the gauges change only as
    the log line that tells them shows (an autopilot's choices included)."""
    from paddock.games.onecard import rules
    from paddock.games.onecard.texts import lap_name
    st = rules.new_game({"players": 1, "seats": bytearray([HARD]), "difficulty": 4}, 7)
    view, host = make_view(st)
    said = []
    say = view.log.say

    def watch(words):
        say(words)
        said.append(words)
    view.log.say = watch
    right = view.header.right.text
    gauges = bytes(view.panel.values[g] for g in range(3))
    changes = 0
    for _ in range(20000):
        if host.ended:
            break
        run(view, host, 10)
        if view.header.right.text != right:
            right = view.header.right.text
            changes += 1
            names = {"Flag!": "Checkered flag", "Last lap": lap_name(19)}
            assert said[-1] == names.get(right, right), (right, said[-3:])
        shown = bytes(view.panel.values[g] for g in range(3))
        if shown != gauges:
            gauges = shown
            assert any(w.endswith(" %d" % v) or "to 6" in w or "Yellow" in w or "Restart" in w
                       for v in shown for w in said[-3:]), (list(shown), said[-3:])
    assert host.ended and changes >= 15


def test_the_tour_names_each_region_of_the_screen_at_both_sizes():
    import sys
    for board, rows in (("pygamer", 128), ("fruitjam", 120)):
        s = screens.make_sim(board=board)
        try:
            view = screens.begin(s, "onecard")
            import sys
            from paddock.ui import text
            name = view.tour_module            # loaded for the tour alone
            assert name not in sys.modules
            __import__(name)
            regions = sys.modules[name].regions(view)
            assert 4 <= len(regions) <= 8
            for x, y, w, h, words in regions:
                assert 0 <= x and 0 <= y and w > 0 and h > 0
                assert x + w <= 160 and y + h <= rows, (x, y, w, h, words)
                assert 3 <= len(words.split()) and text.wrap(words, 25).count("\n") < 3
            sys.modules.pop(name)
        finally:
            s.close()
