"""Helpers that play a game's screen through the simulator as a player
would, shared by the five games' view tests (this module has no tests).

Where the games differ, a helper takes the game id or a ``ready(view)``
check: "a human may press keys for a decision now". The default check is
the turn driver's own, ``view.turns.my_turn()``.

The Sim is made before any firmware module is imported (its close() drops
them), so firmware names are imported inside the helpers. The fixtures
``open_sim`` and ``sim`` are used by importing them into a test module.
"""

import random
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from sim.harness import Sim  # noqa: E402

HUMAN, RANDOM, EASY, NORMAL, HARD = range(5)      # core.game's seat kinds


# --- Sims and a stand-in host -------------------------------------------------

def make_sim(seed=1, board="pygamer", **kw):
    """The console (its App with this seed) on a simulated board; kw go to Sim."""
    def make():
        from paddock.console import App
        return App(seed=seed)
    return Sim(board=board, app_factory=make, **kw)


@pytest.fixture
def open_sim():
    """``open_sim(seed=1, board="pygamer", **Sim options)`` makes a console
    Sim; every one made is closed after the test."""
    made = []

    def opener(seed=1, board="pygamer", **kw):
        s = make_sim(seed, board, **kw)
        made.append(s)
        return s
    yield opener
    for s in made:
        s.close()


@pytest.fixture(name="sim")
def plain_sim():
    """A PyGamer Sim for views made by hand: its displayio and nothing more
    is used (the console beneath is left alone)."""
    s = Sim(board="pygamer")
    yield s
    s.close()


class Host:
    """Stands in for the console around a view made by hand: it records
    hand-offs, results and messages; its clock is ``now_ms``."""

    def __init__(self):
        self.hand_offs = []
        self.ended = []
        self.messages = []
        self.now_ms = 0

    def hand_off(self, name, seat=-1):
        self.hand_offs.append((name, seat))

    def end(self, summary):
        self.ended.append(summary)

    def message(self, title, body):
        self.messages.append((title, body))

    def now(self):
        return self.now_ms


def view_over(game_id, st, host, names, **options):
    """The game's view of state st, as the console makes it for a resumed
    race: names for the seats, options beside players and seats."""
    from paddock import games
    opts = {"players": st.players, "seats": st.seats, "names": names[:st.players]}
    opts.update(options)
    return games.load(game_id, "view").GameView(host, opts, 0, state=st)


# --- what is on screen --------------------------------------------------------

def top_kind(sim):
    return type(sim.app.stack[-1]).__name__


def game_view(sim):
    """The view of the game screen on the stack (under any dialog), or None."""
    for scr in sim.app.stack:
        if type(scr).__name__ == "GameScreen":
            return scr.view
    return None


def screen_text(sim):
    """Every label's text on screen as one line."""
    return " ".join(sim.texts()).replace("\n", " ")


def log_line(view):
    return view.log.label.text


def choose_row(sim, row):
    """Put the top screen's menu cursor on the row labelled row."""
    menu = sim.app.stack[-1].menu
    menu.select([lb.text for lb in menu.labels].index(row))


# --- the console around a game --------------------------------------------------

def open_setup(sim, game_id):
    """From the title or the main menu to the game's setup screen."""
    from paddock import games
    if top_kind(sim) == "TitleScreen":
        sim.press("A")
    choose_row(sim, games.title(game_id))
    sim.press("A")
    assert top_kind(sim) == "SetupScreen"
    return sim.app.stack[-1]


def start(sim, setup, players=None, seats=(), **options):
    """Make the choices on the setup screen (players left as they are if
    None; options by key and choice) and press Start; returns the view."""
    if players is not None:
        setup.players = players
    for i in range(len(seats)):
        setup.seats[i] = seats[i]
    for j in range(len(setup.options)):
        key, _label, choices, _default = setup.options[j]
        if key in options:
            setup.choice[j] = choices.index(options[key])
    choose_row(sim, "Start")
    sim.press("A")
    assert sim.app.errors == []
    return game_view(sim)


def begin(sim, game_id, players=None, seats=(), **options):
    """From the title (or main menu): the game's setup, the choices, Start."""
    return start(sim, open_setup(sim, game_id), players, seats, **options)


def check_rules_pages(sim, game_id, words, pages):
    """Rules in the pause menu opens the game's help (its title, words on
    the first page, at least pages pages); RIGHT turns a page; B and B go
    back through the pause menu to the race."""
    from paddock import games
    sim.press("START")
    choose_row(sim, "Rules")
    sim.press("A")
    for _ in range(12):     # the tour of the screen, where the view has one
        if top_kind(sim) != "TourScreen":
            break
        sim.press("RIGHT")
    assert top_kind(sim) == "PagerScreen"
    assert games.title(game_id) + ": rules" in sim.texts()
    assert words in screen_text(sim)
    foot = [t for t in sim.texts() if t.startswith("< 1/")][0]
    assert int(foot.split("/")[1].split(" ")[0]) >= pages
    sim.press("RIGHT")
    assert any(t.startswith("< 2/") for t in sim.texts())
    sim.press("B")
    assert top_kind(sim) == "PauseScreen"
    sim.press("B")
    assert top_kind(sim) == "GameScreen" and sim.app.errors == []


def open_hint(sim):
    """SELECT: the hint dialog is up; returns its words."""
    sim.press("SELECT")
    assert top_kind(sim) == "HintScreen" and "Hint" in sim.texts()
    for _ in range(200):   # the hard bot thinks a slice a tick
        if "Thinking..." not in sim.texts():
            break
        sim.tick()
    return screen_text(sim)


def close_hint(sim, st):
    """A closes the hint dialog, and nothing was played meanwhile."""
    turns, moves = st.turns, st.moves
    sim.press("A")
    assert top_kind(sim) == "GameScreen" and (st.turns, st.moves) == (turns, moves)


def handed_to(sim, view):
    """The seat a hand-off screen (which must be up) names: the one to move."""
    assert top_kind(sim) == "HandOffScreen"
    seat = view.state.to_move()
    assert "%d %s" % (seat + 1, view.names[seat]) in sim.texts()
    return seat


def save_and_quit(sim):
    """START, then Save and quit: the console says whether it saved."""
    sim.press("START")
    choose_row(sim, "Save and quit")
    sim.press("A")


# --- playing ---------------------------------------------------------------------

def my_turn(view):
    return view.turns.my_turn()


def to_my_turn(sim, view, ready=my_turn, limit=600, dialogs=False):
    """Let the bots play (passing hand-offs; with dialogs, also the game's
    own messages short of the result) until ready(view); False once the game
    screen is gone or shows the result."""
    for _ in range(limit):
        kind = top_kind(sim)
        if kind == "HandOffScreen":
            sim.press("A")
        elif dialogs and kind == "Message" and game_view(sim) is view:
            if "Race over" in sim.texts():
                return False
            sim.press("A")
        elif kind != "GameScreen":
            return False
        elif ready(view):
            return True
        else:
            sim.advance(100)
    raise AssertionError("no human turn came")


def until(sim, view, wanted, play, ready=my_turn, limit=600, dialogs=False):
    """play(sim, view) one step at a time until wanted(view) holds on a
    human decision."""
    for _ in range(limit):
        if not to_my_turn(sim, view, ready, dialogs=dialogs):
            break
        if wanted(view):
            return True
        play(sim, view)
    raise AssertionError("position never came")


def play_to_a_hand_off(sim, view, play, ready=my_turn, limit=200):
    """play(sim, view) on human decisions, else let time pass, until a
    hand-off covers the screen (left up for the test to read)."""
    for _ in range(limit):
        if top_kind(sim) == "HandOffScreen":
            return
        if ready(view):
            play(sim, view)
        else:
            sim.advance(100)
    raise AssertionError("no hand-off came")


def wait_a_little(sim):
    sim.advance(200)


def play_to_the_result(sim, view, play, ready=my_turn, wait=wait_a_little, limit=4000):
    """play(sim, view) on human decisions, else wait(sim), until a dialog
    (the result) is up; returns how many human steps were played."""
    mine = 0
    for _ in range(limit):
        if top_kind(sim) == "Message":
            break
        if ready(view):
            play(sim, view)
            mine += 1
        else:
            wait(sim)
    return mine


def random_keys(sim, keys, count=200, seed=2024):
    """Press count keys drawn from keys, with pauses now and then, as a
    careless thumb would; stops early at the main menu."""
    rng = random.Random(seed)
    for _ in range(count):
        sim.press(rng.choice(keys), ms=30)
        if rng.random() < 0.2:
            sim.advance(300)
        if top_kind(sim) == "MainMenu":
            break


def label_budget(sim, keys, what="", most=3):
    """Each key (a list, or names in a string) changes at most `most`
    labels: a label is slow to redraw on the board."""
    if isinstance(keys, str):
        keys = keys.split()
    for key in keys:
        sim.reset_counts()
        sim.press(key)
        assert sim.label_changes <= most, (what, key, sim.label_changes)
