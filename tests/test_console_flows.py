"""The console through the simulator: title, menu, settings, about, setup,
a fake game's screen, pause menu, errors, mashing, boot modes, other boards."""

import random
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FIRMWARE = str(REPO / "firmware")
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from sim.harness import Sim  # noqa: E402

GAMES = [("zoomzoom", "Zoom Zoom Vroom"), ("nascard", "Nascard"), ("onecard", "1 CAR D"),
         ("stockcar", "Stock Car Champ."), ("nitro", "Nitro")]
HUMAN, HARD = 0, 4
VERSION = "0.1.0"
META = '''
ID = "fakerace"
TITLE = "Fake Race"
MIN_PLAYERS = 1
MAX_PLAYERS = 3
VERSION = 1
OPTIONS = (
    ("laps", "Laps", (1, 2, 3), 1),
    ("crash", "Crash on B", ("no", "yes", "at start"), 0),
)
'''

VIEW = '''
import displayio

from paddock import ui
from paddock.core.game import HUMAN
from paddock.hal import LEFT, RIGHT, A, B
from paddock.ui import cards, text
from paddock.ui.header import Header

HELP = ("Fake Race: play three cards to win. " * 3, "Page two of the rules.")
made = []


def face(card):
    return (str(card % 10), card // 10)


class GameView:
    def __init__(self, host, options, seed):
        if options["crash"] == "at start":
            raise ValueError("these options clash")
        made.append(self)
        self.host = host
        self.options = options
        self.seed = seed
        self.names = options["names"]
        self.closed = False
        self.group = displayio.Group()
        self.header = Header()
        self.header.turn(0, self.names[0])
        self.header.set_right("Lap 1/%d" % options["laps"])
        self.sheet = cards.CardSheet(range(80), face)
        self.cards = bytearray((3, 14, 25, 36, 47, 58, 69, 71))
        self.hand = cards.HandStrip(self.sheet, 8, x=16, y=64)
        self.hand.show(self.cards)
        self.hand.select(0)
        self.hand.dim(2, True)
        self.others = cards.HandStrip(self.sheet, 5, x=4, y=20)
        self.others.backs(5)
        self.log = text.LogLine(ui.H - 12)
        self.log.say("Your turn, %s" % self.names[0])
        for part in (self.header, self.others, self.hand, self.log):
            self.group.append(part.group)
        self.cursor = 0
        self.plays = 0
        humans = sum(1 for s in options["seats"] if s == HUMAN)
        if humans > 1:
            host.hand_off(self.names[0], 0)

    def key(self, k):
        if k == LEFT or k == RIGHT:
            self.cursor = (self.cursor + (1 if k == RIGHT else -1)) % len(self.cards)
            self.hand.select(self.cursor)
        elif k == A:
            self.plays += 1
            self.log.say("%s played %d" % (self.names[0], self.cards[self.cursor] % 10))
            if self.plays >= 3:
                self.host.end("%s wins the fake race." % self.names[0])
        elif k == B and self.options["crash"] == "yes":
            raise RuntimeError("fake view crashed")

    def tick(self, now):
        pass

    def hint(self):
        return "Play the 9: it goes furthest."

    def help_pages(self):
        return HELP

    def close(self):
        self.closed = True
'''


def write(folder):
    """Write the fakerace package under folder (a pathlib.Path)."""
    pkg = folder / "fakerace"
    pkg.mkdir(exist_ok=True)
    (pkg / "__init__.py").write_text(META)
    (pkg / "view.py").write_text(VIEW)
    return folder


def factory(seed=1):
    """An app_factory for sim.harness.Sim: the console with Fake Race added."""
    def make():
        from paddock import games
        from paddock.console import App
        games.PACKAGES["fakerace"] = "fakerace"
        games.GAMES = games.GAMES + (("fakerace", "Fake Race"),)
        return App(seed=seed)
    return make


# --- helpers ---------------------------------------------------------------

@pytest.fixture
def fake(tmp_path, monkeypatch):
    """Put the fakerace package on sys.path for this test."""
    write(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    for name in list(sys.modules):
        if name == "fakerace" or name.startswith("fakerace."):
            del sys.modules[name]


@pytest.fixture
def sim(fake):
    s = Sim(board="pygamer", app_factory=factory())
    yield s
    s.close()


def top(sim):
    return sim.app.stack[-1]


def top_kind(sim):
    return type(top(sim)).__name__


def goto(sim, words):
    """Move the top screen's menu cursor onto the row saying words."""
    menu = top(sim).menu
    want = [lb.text for lb in menu.labels].index(words)
    for _ in range(menu.n):
        if menu.cursor == want:
            return
        sim.press("DOWN")
    assert menu.cursor == want, words


def rows_moved(menu, before):
    """Rows the cursor went down from row before, counting shown rows only
    (the main menu hides Continue while nothing is saved)."""
    shown = [i for i in range(menu.n) if menu.shown[i]]
    return (shown.index(menu.cursor) - shown.index(before)) % len(shown)


def start_fake(sim):
    """From the title, menu or setup: start Fake Race."""
    if top_kind(sim) == "TitleScreen":
        sim.press("A")
    if top_kind(sim) == "MainMenu":
        goto(sim, "Fake Race")
        sim.press("A")
    assert top_kind(sim) == "SetupScreen"
    goto(sim, "Start")
    sim.press("A")
    assert top_kind(sim) in ("GameScreen", "HandOffScreen")


def game_loaded():
    return "fakerace.view" in sys.modules


# --- the flows ---------------------------------------------------------------

def test_title_names_the_board_and_mode_then_menu_lists_games_in_order(sim):
    t = sim.texts()
    assert "PADDOCK" in t and "PyGamer" in t and "Play mode" in t and "Press A" in t
    sim.press("A")
    t = sim.texts()
    names = [name for _, name in GAMES]
    i = t.index(names[0])
    assert t[i:i + 8] == names + ["Fake Race", "Settings", "About"]
    assert [gid for gid, _ in GAMES] == ["zoomzoom", "nascard", "onecard", "stockcar", "nitro"]
    assert sim.app.errors == []


@pytest.mark.parametrize("gid, title", GAMES)
def test_each_game_opens_setup_or_says_not_built(sim, gid, title):
    sim.press("A")
    goto(sim, title)
    sim.press("A")
    built = (Path(FIRMWARE) / "paddock" / "games" / gid / "view.py").exists()
    if built:
        # A long setup list scrolls, so Start may be below the visible rows.
        assert top_kind(sim) == "SetupScreen"
        assert "Start" in [lb.text for lb in top(sim).menu.labels]
        sim.press("B")
    else:
        assert "%s is not built\nyet." % title in sim.texts() or \
            any(("%s is not built" % title) in t.replace("\n", " ") for t in sim.texts())
        assert not any(m.startswith("paddock.games.%s." % gid) for m in sys.modules)
        sim.press("A")
    assert top_kind(sim) == "MainMenu" and top(sim).menu.labels[top(sim).menu.cursor].text == title
    assert sim.app.errors == []


@pytest.mark.parametrize("gid, title", GAMES)
def test_setup_says_a_line_about_each_option_from_the_games_about(sim, gid, title):
    about = __import__("paddock.games.%s.about" % gid, None, None, ["ABOUT"]).ABOUT
    meta = __import__("paddock.games." + gid, None, None, ["OPTIONS"])
    assert not hasattr(meta, "ABOUT")   # a race's program loads the package, never the lines
    sim.press("A")
    goto(sim, title)
    sim.press("A")
    for key, label, _, _ in meta.OPTIONS:
        goto(sim, label[:15])
        assert about[key] in sim.texts(), key
    sim.press("B")


def test_settings_change_the_bot_level_new_seats_start_at(sim):
    sim.press("A")
    goto(sim, "Settings")
    sim.press("A")
    assert "Bot level" in sim.texts() and "normal" in sim.texts()
    sim.reset_counts()
    sim.press("RIGHT")
    assert "hard" in sim.texts() and sim.label_changes == 1
    assert sim.app.settings.bot_level == HARD
    sim.press("B")
    goto(sim, "Fake Race")
    sim.press("A")
    sim.keys("RIGHT")                  # two players: seat 2 is a bot
    t = sim.texts()
    assert "2 Bot" in t and t[t.index("2 Bot") + 1] == "hard"


def test_button_repeat_setting_reaches_the_buttons(sim):
    sim.press("A")
    goto(sim, "Settings")
    sim.press("A")
    sim.press("DOWN")
    sim.press("LEFT")
    assert sim.app.settings.repeat_name() == "off" and sim.app.buttons.delay == 0
    sim.press("LEFT")
    assert sim.app.settings.repeat_name() == "fast" and sim.app.buttons.delay == 300
    sim.press("B")
    goto(sim, "Settings")
    menu = top(sim).menu
    before = menu.cursor
    sim.hold("DOWN", 450)              # fast: pressed, then 300, 370, 440 ms
    assert rows_moved(menu, before) == 4
    sim.app.settings.repeat = 0            # off: one press however long
    sim.app.apply_settings()
    before = menu.cursor
    sim.hold("DOWN", 1000)
    assert rows_moved(menu, before) == 1


def test_hot_seat_names_are_edited_letter_by_letter(sim):
    sim.press("A")
    goto(sim, "Settings")
    sim.press("A")
    goto(sim, "Hot-seat names")
    sim.press("A")
    sim.press("A")                      # edit player 1, "Fern"
    assert top_kind(sim) == "NameEditor"
    sim.reset_counts()
    sim.keys("RIGHT RIGHT RIGHT RIGHT")
    assert sim.label_changes == 0
    sim.keys("UP UP")                   # space -> A -> B
    assert sim.label_changes == 2
    sim.press("A")
    assert sim.app.settings.names[0] == "FernB"
    assert "FernB" in sim.texts()
    sim.press("A")
    sim.keys("DOWN DOWN DOWN DOWN B")   # cancel leaves it alone
    assert sim.app.settings.names[0] == "FernB"


def test_about_shows_version_board_and_memory(sim):
    sim.press("A")
    goto(sim, "About")
    sim.press("A")
    t = sim.texts()
    assert VERSION in t and "PyGamer" in t and "pygamer" in t and "160x128" in t
    assert "Free RAM" in t
    sim.press("B")
    assert top_kind(sim) == "MainMenu"


@pytest.mark.parametrize("where", ["menu", "settings", "setup", "pause"])
def test_a_cursor_move_changes_at_most_three_labels(sim, where):
    sim.press("A")
    if where == "settings":
        goto(sim, "Settings")
        sim.press("A")
    elif where == "setup":
        goto(sim, "Fake Race")
        sim.press("A")
    elif where == "pause":
        start_fake(sim)
        sim.press("START")
    for key in ("DOWN", "DOWN", "DOWN", "UP", "UP", "UP", "UP"):
        sim.reset_counts()
        sim.press(key)
        assert sim.label_changes <= 3, (where, key)


def test_setup_builds_options_from_metadata_and_starts_the_view(sim):
    sim.press("A")
    goto(sim, "Fake Race")
    sim.press("A")
    t = sim.texts()
    assert "Players" in t and "1 Fern" in t and "Laps" in t and "Crash on B" in t
    assert "2 Bot" not in t                  # one player: seats 2 and 3 hidden
    sim.keys("RIGHT DOWN DOWN RIGHT RIGHT")  # 2 players; seat 2: normal -> hard -> human
    t = sim.texts()
    assert "2 Jaron" in t
    goto(sim, "Laps")
    sim.press("RIGHT")
    goto(sim, "Start")
    sim.press("A")
    view = sys.modules["fakerace.view"].made[-1]
    assert view.options["players"] == 2 and list(view.options["seats"]) == [HUMAN, HUMAN]
    assert view.options["names"] == ["Fern", "Jaron"] and view.options["laps"] == 3
    assert view.options["crash"] == "no" and view.seed == 1
    # two humans: the view hands off before the first turn, hiding the game
    assert top_kind(sim) == "HandOffScreen"
    t = sim.texts()
    assert "Pass the console to" in t and "Your turn, Fern" not in t
    sim.press("A")
    assert "Your turn, Fern" in sim.texts()


def test_pause_menu_rules_save_settings_and_quit(sim):
    start_fake(sim)
    assert "Your turn, Fern" in sim.texts()
    sim.press("START")
    assert top_kind(sim) == "PauseScreen"
    assert "Your turn, Fern" in sim.texts()     # the game shows beneath
    sim.press("B")
    assert top_kind(sim) == "GameScreen"
    sim.press("START")
    goto(sim, "Rules")
    sim.press("A")
    assert top_kind(sim) == "PagerScreen" and "Fake Race: rules" in sim.texts()
    sim.press("RIGHT")
    assert any(t.startswith("< 2/") for t in sim.texts())
    sim.press("B")
    goto(sim, "Save and quit")
    sim.press("A")
    # the fake view keeps no rules state, so there is nothing to save
    assert "Not saved" in sim.texts() and "cannot be saved" in " ".join(sim.texts()).replace("\n", " ")
    sim.press("A")
    goto(sim, "Settings")
    sim.press("A")
    assert top_kind(sim) == "SettingsScreen" and "Your turn, Fern" not in sim.texts()
    sim.press("B")
    assert top_kind(sim) == "PauseScreen"
    goto(sim, "Quit to menu")
    sim.press("A")
    assert "Quit to menu?" in sim.texts()
    sim.press("B")                              # stay
    assert top_kind(sim) == "PauseScreen"
    view = sys.modules["fakerace.view"].made[-1]
    restarts = sim.restarts
    sim.press("A")
    sim.press("A")                              # quit: the menu's own program
    assert top_kind(sim) == "MainMenu" and view.closed and not game_loaded()
    assert sim.restarts == restarts + 1 and sim.app.errors == []


def test_select_asks_the_view_for_a_hint(sim):
    start_fake(sim)
    sim.press("SELECT")
    assert "Play the 9: it goes furthest." in " ".join(sim.texts()).replace("\n", " ")
    sim.press("A")
    assert top_kind(sim) == "GameScreen"


def test_game_end_shows_the_result_then_the_menu(sim):
    start_fake(sim)
    sim.keys("RIGHT A A")
    assert top_kind(sim) == "GameScreen"
    sim.press("A")
    assert "Race over" in sim.texts() and "A: rematch  B: menu" in sim.texts()
    assert any("wins the fake race" in t.replace("\n", " ") for t in sim.texts())
    sim.press("B")
    assert top_kind(sim) == "MainMenu" and not game_loaded()


def test_rematch_plays_the_same_options_with_a_new_deal(sim):
    start_fake(sim)
    first = sys.modules["fakerace.view"].made[-1]
    sim.keys("RIGHT A A A")
    assert "Race over" in sim.texts()
    restarts = sim.restarts
    sim.press("A")                              # rematch: a fresh race's program
    again = sys.modules["fakerace.view"].made[-1]
    assert top_kind(sim) == "GameScreen" and sim.restarts == restarts + 1
    assert again is not first and again.options == first.options
    assert again.seed != first.seed


def test_an_error_in_a_view_becomes_a_dialog_and_the_menu(sim):
    sim.press("A")
    goto(sim, "Fake Race")
    sim.press("A")
    goto(sim, "Crash on B")
    sim.press("RIGHT")
    assert "yes" in sim.texts()
    start_fake(sim)
    restarts = sim.restarts
    sim.press("B")
    # the race's program ends; the menu's program starts with its error
    assert sim.restarts == restarts + 1
    assert len(sim.app.errors) == 1 and "fake view crashed" in sim.app.errors[0]
    t = sim.texts()
    assert "Error" in t and any("RuntimeError: fake view" in x.replace("\n", " ") for x in t)
    assert not game_loaded()
    sim.press("A")
    assert top_kind(sim) == "MainMenu"


def test_options_the_game_refuses_keep_the_setup_open(sim):
    sim.press("A")
    goto(sim, "Fake Race")
    sim.press("A")
    goto(sim, "Crash on B")
    sim.press("LEFT")                           # no -> at start
    goto(sim, "Start")
    sim.press("A")
    # The race's program refused them: the menu's program comes back with
    # the setup as it was and the reason over it.
    assert "Cannot start" in sim.texts() and "these options clash" in sim.texts()
    sim.press("A")
    assert top_kind(sim) == "SetupScreen" and not game_loaded()
    assert "at start" in sim.texts()
    goto(sim, "Crash on B")
    sim.press("RIGHT")                          # at start -> no
    start_fake(sim)
    assert top_kind(sim) == "GameScreen" and sim.app.errors == []
    assert [type(s).__name__ for s in sim.app.stack] == ["GameScreen"]   # a race alone


def test_mashing_200_random_keys_never_raises(sim):
    rng = random.Random(20240)
    names = ["UP", "DOWN", "LEFT", "RIGHT", "A", "B", "SELECT", "START"]
    visited = set()
    for n in range(200):
        visited.add(top_kind(sim))
        name = rng.choice(names)
        if n % 3:
            sim.press(name, ms=10)               # quicker than a refresh
        else:
            sim.down(name)                       # overlapping presses
            sim.tick()
            sim.up(name)
    sim.advance(100)
    # the only error allowed is the fake's own, if mashing set "Crash on B"
    assert all(e == "RuntimeError: fake view crashed" for e in sim.app.errors)
    assert sim.app.stack and sim.texts()
    assert len(visited) >= 5, visited       # the keys really went places


def test_boot_leaves_play_mode_or_usb_edit_mode_when_select_is_held(fake):
    with Sim(board="pygamer", boot=True) as s:
        assert "Play mode" in s.texts() and s.machine.readonly is False
    with Sim(board="pybadge", boot=True, boot_hold="SELECT") as s:
        assert "USB edit mode: races not saved" in s.texts() and s.machine.readonly is True


@pytest.mark.parametrize("board, size, name", [("pybadge", (160, 128), "PyBadge"),
                                               ("fruitjam", (320, 240), "Fruit Jam")])
def test_other_boards_show_and_navigate(fake, board, size, name):
    with Sim(board=board, app_factory=factory()) as s:
        assert name in s.texts() and s.image().size == size
        s.press("A")
        scale = size[0] // 160
        r, g, b = s.image().getpixel((size[0] - 4, 20 * scale))[:3]
        assert b > 150 and r < 60          # the highlight bar spans the scaled width
        before = top(s).menu.cursor
        s.keys("DOWN DOWN")
        assert rows_moved(top(s).menu, before) == 2
        goto(s, "About")
        s.press("A")
        assert "%dx%d" % size in s.texts()
        assert s.app.errors == []


def test_screens_render_with_ink(sim, tmp_path):
    """Every main screen puts visible pixels on the display (and shots save)."""
    def ink(image):
        data = image.tobytes()
        return sum(1 for i in range(0, len(data), 3) if data[i:i + 3] != b"\0\0\0")
    seen = [ink(sim.image())]
    sim.press("A")
    seen.append(ink(sim.image()))
    start_fake(sim)
    seen.append(ink(sim.image()))
    sim.press("START")
    seen.append(ink(sim.image()))
    sim.shot(str(tmp_path / "pause.png"))
    assert (tmp_path / "pause.png").stat().st_size > 200
    assert all(n > 500 for n in seen) and len(set(seen)) == len(seen)


def test_seats_past_the_five_named_ones_are_called_player_n(sim):
    # Nascard seats six; settings name five hot-seat players.
    sim.press("A")
    goto(sim, "Nascard")
    sim.press("A")
    scr = top(sim)
    assert top_kind(sim) == "SetupScreen"
    scr.players = 6
    for i in range(6):
        scr.seats[i] = HUMAN
    opts = scr.game_options()
    assert opts["names"] == ["Fern", "Jaron", "Vernon", "Rowan", "Mika", "Player 6"]
    goto(sim, "Start")
    sim.press("A")
    assert sim.app.errors == []
    assert top_kind(sim) in ("GameScreen", "HandOffScreen")


@pytest.mark.parametrize("free, kept", [(64 * 1024, True), (4 * 1024, False)])
def test_a_closed_dialogs_code_stays_only_where_the_heap_has_room(sim, monkeypatch, free, kept):
    import gc
    from paddock.console.screen import Message
    monkeypatch.setattr(gc, "mem_free", lambda: free, raising=False)
    box = Message(sim.app, "Note", "words")
    sim.app.push(box)
    assert "paddock.ui.dialog" in sys.modules
    sim.press("A")
    assert top(sim) is not box
    assert ("paddock.ui.dialog" in sys.modules) == kept
