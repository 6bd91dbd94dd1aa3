"""paddock.ui.gameview: the part every game's view shares, on a stand-in game
(rules, bots, state and turn driver that record what they are asked), and
the five games' views built on it.

Firmware modules are imported inside the tests: a Sim made by another test
drops them when it closes.
"""

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FIRMWARE = str(REPO / "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

GAMES = ("zoomzoom", "nascard", "onecard", "stockcar", "nitro")


# --- a stand-in game ---------------------------------------------------------------

class Hand:
    def __init__(self, n):
        self.n = n


class State:
    def __init__(self, players, mover=0, over=False):
        self.players = players
        self.mover = mover
        self.done = over
        self.hands = [Hand(3 + s) for s in range(players)]
        self.asked = []

    def to_move(self):
        return self.mover

    def over(self):
        return self.done

    def seen_by(self, seat):
        self.asked.append(seat)
        return ("view of", seat)


class Rules:
    def __init__(self):
        self.made = []

    def new_game(self, options, seed):
        self.made.append((options, seed))
        return State(options["players"])

    def move_text(self, move):
        return "Play %d" % move


class Bots:
    def hint(self, view):
        return 7, "fastest %s" % (view,)


class Turns:
    def __init__(self):
        self.mine = True
        self.waiting = False
        self.hurries = 0
        self.ticks = []
        self.played = []
        self.line = "Round 2: go on"

    def my_turn(self):
        return self.mine

    def busy(self):
        return self.waiting

    def hurry(self):
        self.hurries += 1

    def tick(self, now):
        self.ticks.append(now)

    def play(self, move, now):
        self.played.append((move, now))


class Host:
    def now(self):
        return 1234


class Log:
    def __init__(self, label):
        self.label = label
        self.said = []

    def say(self, words):
        self.said.append(words)


@pytest.fixture
def kit():
    from paddock import ui
    ui.init(160, 128)
    from paddock.ui import gameview
    return gameview


def make_view(kit, options=None, state=None, cls=None):
    """A view of the stand-in game, with its screen, log and turns."""
    from paddock.ui import text

    base = kit.BaseView

    class View(base):
        rules = Rules()
        bots = Bots()
        help_module = "paddock_test_help"

        def __init__(self, host, options, seed, state=None):
            base.__init__(self, host, options, seed, state)
            self.new_screen()
            self.log = Log(text.Text("", 0, 0))
            self.turns = Turns()
            self.mine = False
            self.redraws = 0

        def redraw(self):
            self.redraws += 1

    cls = cls or View
    if options is None:
        options = {"players": 3, "seats": bytearray(3), "names": ["Ann"]}
    return cls(Host(), options, 42, state)


# --- the start ------------------------------------------------------------------------

def test_a_new_game_comes_from_the_rules_with_the_options_and_seed(kit):
    view = make_view(kit)
    opts, seed = view.rules.made[-1]
    assert opts is view.options and seed == 42
    assert view.state.players == 3 and view.host.now() == 1234


def test_names_are_padded_with_player_numbers(kit):
    view = make_view(kit)
    assert view.names == ["Ann", "Player 2", "Player 3"]
    view = make_view(kit, {"players": 2, "seats": bytearray(2)})
    assert view.names == ["Player 1", "Player 2"]


def test_a_saved_state_is_continued_not_made_again(kit):
    st = State(2)
    view = make_view(kit, {"players": 2, "seats": bytearray(2),
                           "names": ["Ann", "Bob", "Extra"]}, st)
    assert view.state is st
    assert view.rules.made == []
    assert view.names == ["Ann", "Bob", "Extra"]


def test_a_game_names_its_unnamed_seats_its_own_way(kit):
    class Solo(make_view(kit).__class__):
        def unnamed(self, seat):
            return "You"
    view = make_view(kit, {"players": 1, "seats": bytearray(1)}, State(1), Solo)
    assert view.names == ["You"]


# --- the header -----------------------------------------------------------------------

def test_the_header_is_the_first_part_and_its_marker_has_its_own_palette(kit):
    view = make_view(kit)
    assert view.group[0] is view.header.group
    assert view.header.marker.pixel_shader is view.marker


def test_show_turn_recolours_the_marker_and_cuts_the_words(kit):
    view = make_view(kit)
    view.show_turn(0x123456, "1 Ann")
    assert view.marker[0] == view.marker[1] == 0x123456
    assert view.header.title.text == "1 Ann"
    view.show_turn(0x00FF00, "2 Bartholomew the Third", 14)
    assert view.marker[0] == 0x00FF00
    assert view.header.title.text == "2 Bartholomew~" and len(view.header.title.text) == 14
    view.marker[0] = 0      # set only when the colour changes: left alone now
    view.show_turn(0x00FF00, "x")
    assert view.marker[0] == 0


# --- the log line ---------------------------------------------------------------------

def test_note_and_say_why(kit):
    from paddock.ui import palette
    view = make_view(kit)
    view.say_why("5 already in the trick")
    assert view.log.said[-1] == "5 already in the trick"
    assert view.log.label.color == palette.WARN
    view.say_why(None)
    assert view.log.said[-1] == "Round 2: go on" and view.log.label.color == palette.FG
    view.note("Tune Up?", palette.INFO)
    assert view.log.said[-1] == "Tune Up?" and view.log.label.color == palette.INFO


# --- the hand ---------------------------------------------------------------------------

def hand_strip():
    from paddock.ui import cards
    sheet = cards.CardSheet(range(1, 9), lambda c: (str(c), c % 4))
    return cards.HandStrip(sheet, 5)


def test_show_hand_greys_refused_cards_and_keeps_the_cursor_on_a_card(kit):
    view = make_view(kit)
    view.hand = hand_strip()
    view._why = lambda card: "too slow" if card % 2 else None
    view.cursor = 9
    view.show_hand(bytearray([2, 3, 4]), True)
    hs = view.hand
    assert hs.count == 3 and list(hs.dimmed) == [0, 1, 0, 0, 0]
    assert view.cursor == 2 and not hs.cursor.hidden
    view.show_hand(bytearray([2, 3, 4]), False)   # not yours: nothing greyed or framed
    assert list(hs.dimmed) == [0] * 5 and hs.cursor.hidden
    view.show_hand(bytearray(0), True)
    assert hs.count == 0 and hs.cursor.hidden


def test_hide_hand_shows_the_backs_of_the_hand_to_move(kit):
    view = make_view(kit)
    view.hand = hand_strip()
    view._why = lambda card: "no"
    view.cursor = 0
    view.show_hand(bytearray([1, 3]), True)
    view.state.mover = 1
    view.hide_hand()
    hs = view.hand
    assert view.cards == bytearray(0) and hs.count == 4    # seat 1 holds 4
    assert list(hs.dimmed) == [0] * 5 and hs.cursor.hidden
    view.state.done = True
    view.hide_hand()
    assert hs.count == 0


# --- turns and the console's side -------------------------------------------------------

def test_play_passes_the_hosts_clock(kit):
    view = make_view(kit)
    view.play(12)
    assert view.turns.played == [(12, 1234)]


def test_a_key_only_hurries_while_others_play(kit):
    view = make_view(kit)
    tr = view.turns
    assert not view.hurried() and tr.hurries == 0
    tr.waiting = True
    assert view.hurried() and tr.hurries == 1
    tr.waiting = False
    tr.mine = False
    assert view.hurried() and tr.hurries == 2


def test_tick_redraws_only_when_the_turn_changes_hands(kit):
    view = make_view(kit)
    view.mine = True
    view.tick(50)
    assert view.turns.ticks == [50] and view.redraws == 0
    view.turns.mine = False
    view.tick(60)
    assert view.redraws == 1


def test_hint_is_the_bots_move_for_the_seat_to_move(kit):
    view = make_view(kit)
    view.state.mover = 2
    assert view.hint() == "Play 7: fastest ('view of', 2)"
    assert view.state.asked == [2]
    view.turns.mine = False
    assert view.hint() is None and view.state.asked == [2]


def test_help_pages_load_the_named_module_when_asked(kit, monkeypatch, tmp_path):
    import types
    help_mod = types.ModuleType("paddock_test_help")
    help_mod.HELP = ("Page one.", "Page two.", "Page three.")
    loaded = []
    real_import = __import__

    def spy(name, *a, **kw):
        if name == "paddock_test_help":
            loaded.append(name)
            sys.modules[name] = help_mod
            return help_mod
        return real_import(name, *a, **kw)
    monkeypatch.setattr("builtins.__import__", spy)
    monkeypatch.delitem(sys.modules, "paddock_test_help", raising=False)
    view = make_view(kit)
    assert loaded == []                 # not before it is asked for
    assert view.help_pages() is help_mod.HELP and loaded == ["paddock_test_help"]


def test_help_pages_read_help_txt_beside_the_view_a_page_at_a_time(kit, tmp_path):
    (tmp_path / "help.txt").write_text("First page.|Its second line.\nSecond page.\n")
    view = make_view(kit)
    view.help_beside = str(tmp_path / "view.py")
    pages = view.help_pages()
    assert len(pages) == 2 and pages[0] == "First page.|Its second line."
    assert pages[1] == "Second page."


def test_close_takes_the_popup_off_the_screen(kit):
    import displayio
    view = make_view(kit)
    view.close()                        # no popup: nothing to do
    pop = displayio.Group()
    view.popup = (pop, None)
    view.group.append(pop)
    n = len(view.group)
    view.close()
    assert view.popup is None and len(view.group) == n - 1
    assert pop not in [view.group[i] for i in range(len(view.group))]


def test_box_is_a_framed_panel_with_its_title(kit):
    from paddock.ui import palette
    g = kit.box(8, 16, 100, 40, "Pick one")
    assert len(g) == 3 and g[2].text == "Pick one" and g[2].color == palette.TITLE
    assert (g[2].x, g[0].x, g[0].y) == (12, 8, 16)
    assert len(kit.box(0, 0, 10, 10)) == 2


# --- the five games ---------------------------------------------------------------------

@pytest.fixture
def board():
    from sim.harness import Sim
    s = Sim(board="pygamer")
    yield s
    s.close()


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_view_is_built_on_it(board, gid):
    from paddock import games
    from paddock.ui.gameview import BaseView
    view = games.load(gid, "view").GameView
    assert issubclass(view, BaseView)
    bots = view.bots
    if isinstance(bots, property):      # loaded when first needed (1 CAR D)
        bots = bots.fget(None)
    assert view.rules is games.load(gid, "rules") and bots is games.load(gid, "bots")
    pages = view.help_pages(view)       # help.txt beside the view, or view_help's HELP
    if view.help_beside:
        assert view.help_beside.endswith("view.py") or view.help_beside.endswith("view.mpy")
    else:
        assert view.help_module == "paddock.games.%s.view_help" % gid
        assert pages == games.load(gid, "view_help").HELP
    assert len(pages) >= 5 and all(len(pages[i]) > 40 for i in range(len(pages)))


def test_a_hint_thinks_a_slice_at_a_time_on_a_copy_of_the_bot_stream(kit):
    # Bots that think in slices give a hint in as many ticks, and the bot
    # stream the hint thought with is a copy: the bots' next moves are as
    # they would have been.
    view = make_view(kit)
    view.state.mover = 2
    slices = []

    def think(v, kind, rng):
        for i in range(3):
            slices.append(rng.below(1000))
            yield None
        yield 7

    from paddock.core.rng import Rng
    view.state.bot_rng = Rng(99)
    view.bots = Bots()
    view.bots.think = think
    view.bots.why = lambda v, move: "why %d" % move
    before = view.state.bot_rng.state()
    steps = view.hint_steps()
    got = [next(steps) for _ in range(5)]
    assert got[:4] == [None] * 4 and got[4] == view.hint_text(7, "why 7")
    assert view.state.bot_rng.state() == before and len(slices) == 3
