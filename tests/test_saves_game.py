"""Save Race, a small fake game with real rules state for the saves tests, and the
console's save header (``paddock.console.saves.pack`` / ``unpack``).

Save Race: each seat in turn plays a card 1-3 and moves that far plus a die of 0-2
(from ``state.rng``); every play is one turn; the first car to reach ``12 * laps``
wins. The view plays the card under its cursor on A (LEFT/RIGHT move the cursor, no
turn), hands the console on when the next seat is human too, and plays bot seats from
``state.bot_rng`` one every 200 ms of ticks.
Other test modules import the helpers below.
"""

import sys
from pathlib import Path

import pytest
from mpdriver import run_script

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

GID = "saverace"
HUMAN, EASY = 0, 2

META = '''
ID = "saverace"
TITLE = "Save Race"
MIN_PLAYERS = 1
MAX_PLAYERS = 3
VERSION = 1
OPTIONS = (("laps", "Laps", (1, 2, 3), 1),)
'''

RULES = '''
from paddock.core import game
from paddock.core.save import Writer, Reader, SaveError

LAP = 12


class State(game.State):
    def __init__(self, players, seats, seed, laps):
        game.State.__init__(self, players, seats, seed)
        self.laps = laps
        self.pos = bytearray(players)
        self.turn = 0
        self.winner = -1

    def to_move(self):
        return game.OVER if self.winner >= 0 else self.turn

    def legal(self):
        return [] if self.winner >= 0 else [1, 2, 3]

    def play(self, move):
        self.check(move)
        seat = self.turn
        self.pos[seat] = min(255, self.pos[seat] + move + self.rng.below(3))
        self.moves += 1
        self.turns += 1
        if self.pos[seat] >= LAP * self.laps:
            self.winner = seat
        self.turn = (seat + 1) % self.players

    def standings(self):
        return sorted(range(self.players), key=lambda s: -self.pos[s])

    def to_bytes(self):
        w = Writer()
        w.u8(self.players)
        w.raw(self.seats)
        w.u8(self.laps)
        w.raw(self.pos)
        w.u8(self.turn)
        w.u8(self.winner + 1)
        w.u16(self.turns)
        w.u16(self.moves)
        w.rng(self.rng)
        w.rng(self.bot_rng)
        return bytes(w.buf)


def new_game(options, seed):
    return State(options["players"], bytearray(options["seats"]), seed, options["laps"])


def from_bytes(data):
    r = Reader(data)
    players = r.u8()
    seats = r.raw()
    laps = r.u8()
    if not 1 <= players <= 3 or len(seats) != players or laps not in (1, 2, 3):
        raise SaveError("save race is damaged")
    s = State(players, seats, 0, laps)
    s.pos = r.raw()
    s.turn = r.u8()
    s.winner = r.u8() - 1
    s.turns = r.u16()
    s.moves = r.u16()
    r.rng(s.rng)
    r.rng(s.bot_rng)
    r.end()
    if len(s.pos) != players or s.turn >= players:
        raise SaveError("save race is damaged")
    return s
'''

VIEW = '''
import displayio

from paddock.core.game import HUMAN
from paddock.hal import LEFT, RIGHT, A, clock
from paddock.ui import text
from saverace import rules

made = []


class GameView:
    def __init__(self, host, options, seed, state=None):
        made.append(self)
        self.host = host
        self.options = options
        self.seed = seed
        self.resumed = state is not None
        self.state = state if state is not None else rules.new_game(options, seed)
        self.cursor = 0
        self.since = None
        self.group = displayio.Group()
        self.info = text.Text("", 2, 20)
        self.group.append(self.info)
        self.show()

    def show(self):
        s = self.state
        text.put(self.info, "turns %d pos %s" % (s.turns, ",".join(str(p) for p in s.pos)))

    def after(self):
        self.show()
        if self.state.over():
            self.host.end("%s wins." % self.options["names"][self.state.winner])

    def key(self, k):
        s = self.state
        if k in (LEFT, RIGHT):
            self.cursor = (self.cursor + (1 if k == RIGHT else -1)) % 3
        elif k == A and not s.over() and s.seats[s.turn] == HUMAN:
            s.play(s.legal()[self.cursor])
            self.after()
            if not s.over() and s.seats[s.turn] == HUMAN and s.players > 1:
                self.host.hand_off(self.options["names"][s.turn], s.turn)

    def tick(self, now):
        s = self.state
        if s.over() or s.seats[s.turn] == HUMAN:
            self.since = None
            return
        if self.since is None:
            self.since = now
        elif clock.diff(now, self.since) >= 200:
            self.since = None
            legal = s.legal()
            s.play(legal[s.bot_rng.below(len(legal))])
            self.after()

    def hint(self):
        return "Play a 3."
'''

FACTORY = '''
def App():
    """The console with Save Race registered (for python -m sim --app)."""
    from paddock import games
    from paddock.console import App as ConsoleApp
    games.PACKAGES["saverace"] = "saverace"
    if "saverace" not in [g for g, _ in games.GAMES]:
        games.GAMES = games.GAMES + (("saverace", "Save Race"),)
    return ConsoleApp(seed=%d)
'''


def write_game(folder, seed=5):
    """Write the saverace package and a ``saveapp`` module (``saveapp:App``) under
    folder; returns folder."""
    pkg = Path(folder) / GID
    pkg.mkdir(parents=True, exist_ok=True)
    (pkg / "__init__.py").write_text(META)
    (pkg / "rules.py").write_text(RULES)
    (pkg / "view.py").write_text(VIEW)
    (Path(folder) / "saveapp.py").write_text(FACTORY % seed)
    return Path(folder)


def forget_game():
    for name in list(sys.modules):
        if name in (GID, "saveapp") or name.startswith(GID + "."):
            del sys.modules[name]


def factory(seed=5):
    """An app_factory for sim.harness.Sim: the console with Save Race."""
    def make():
        import saveapp
        return saveapp.App()
    return make


@pytest.fixture
def game_dir(tmp_path, monkeypatch):
    """Save Race on sys.path for this test."""
    folder = write_game(tmp_path / "pkgs")
    monkeypatch.syspath_prepend(str(folder))
    forget_game()
    yield folder
    forget_game()


# -- the save header, on its own ------------------------------------------------------------
@pytest.fixture
def firmware(game_dir):
    """Firmware modules importable outside a Sim; dropped afterwards."""
    fw = str(REPO / "firmware")
    before = set(sys.modules)
    sys.path.append(fw)
    yield
    sys.path.remove(fw)
    for name in set(sys.modules) - before:
        if name == "paddock" or name.startswith("paddock."):
            del sys.modules[name]


class View:
    def __init__(self, state, options):
        self.state = state
        self.options = options


def test_header_round_trip_keeps_names_options_seed_and_state(firmware):
    import saverace
    from saverace import rules
    from paddock.console.saves import pack
    from paddock.console.reading import unpack
    opts = {"players": 2, "seats": bytearray((HUMAN, EASY)), "names": ["Fern", "Bot 2"],
            "laps": 3}
    state = rules.new_game(opts, 99)
    state.play(2)
    payload = pack(View(state, opts), saverace, 99)
    options, seed, body = unpack(payload, saverace)
    about = "Turn 2|Fern + 1 bot"         # how far, and who: for Continue's list
    assert options == {"names": ["Fern", "Bot 2"], "laps": 3, "about": about}
    assert seed == 99 and body == state.to_bytes()
    # the header is small: format, seed, two names, one option, the about line
    assert len(payload) - len(body) == 1 + 4 + 1 + 5 + 6 + 1 + 1 + 1 + len(about)


def test_a_game_record_is_its_payload_encoded_in_one_buffer(firmware):
    import saverace
    from saverace import rules
    from paddock import games
    from paddock.core import save
    from paddock.console.saves import Saves, pack
    games.PACKAGES["saverace"] = "saverace"
    opts = {"players": 2, "seats": bytearray((HUMAN, EASY)), "names": ["Fern", "Bot 2"],
            "laps": 3}
    state = rules.new_game(opts, 99)
    state.play(2)
    try:
        rec = Saves(store=False).record("saverace", View(state, opts), 99)
    finally:
        del games.PACKAGES["saverace"]
    assert bytes(rec) == save.encode("saverace", saverace.VERSION,
                                     bytes(pack(View(state, opts), saverace, 99)))


@pytest.mark.parametrize("spoil, words", [
    (lambda p: b"\x09" + p[1:], "header"),
    (lambda p: p[:8], "cut short"),
    (lambda p: p[:5] + b"\x01\x02\xff\xfe" + p[10:], "bad name"),
    (lambda p: p[:10] + b"\x02" + p[11:], "options do not fit"),
    (lambda p: p[:11] + b"\x07" + p[12:], "bad laps"),
])
def test_a_header_that_does_not_fit_says_why(firmware, spoil, words):
    import saverace
    from saverace import rules
    from paddock.console.saves import pack
    from paddock.console.reading import unpack
    from paddock.core.save import SaveError
    opts = {"players": 1, "seats": bytearray(1), "names": ["Ann"], "laps": 1}
    payload = pack(View(rules.new_game(opts, 1), opts), saverace, 1)
    assert payload[5:12] == b"\x01\x03Ann\x01\x00"   # one name, one option (laps 1)
    with pytest.raises(SaveError, match=words):
        unpack(spoil(payload), saverace)


MP_SCRIPT = r'''
import sys
sys.path.append(%(fw)r)
sys.path.append(%(tg)r)
from paddock import games
from paddock.store import Store
from paddock.console.saves import Saves
from paddock.console.reading import check, load_settings, unpack
from paddock.console.settings import Settings
from paddock.core.save import decode
import demo
from demo import rules

games.PACKAGES["demo"] = "demo"
games.GAMES = games.GAMES + (("demo", "Race to 20"),)


class View:
    pass


v = View()
v.options = {"players": 3, "seats": bytearray((0, 2, 4)), "names": ["Ann", "Bot 2", "Bot 3"],
             "target": 30, "overshoot": "wait"}
v.state = rules.new_game(v.options, 77)
for _ in range(5):
    v.state.play(v.state.legal()[0])
s = Saves(Store(root=%(root)r, nvm=False, writable=True))
print(check(s), s.saved, load_settings(s))
print(s.save_game("demo", v, 77))
st = Settings()
st.names[0] = "Zed"
print(s.save_settings(st))
t = Saves(Store(root=%(root)r, nvm=False, writable=True))
print(check(t), t.saved, load_settings(t).names[0])
opts, seed, body = unpack(decode(t.store.load("demo", 1), "demo", 1)[2], demo)
back = rules.from_bytes(body)
print(opts["names"], opts["target"], opts["overshoot"], seed, back.to_bytes() == v.state.to_bytes())
t.delete("demo")
print(check(Saves(Store(root=%(root)r, nvm=False, writable=True))), t.saved)
'''


def test_saves_run_on_micropython(tmp_path):
    """The console's save code on the MicroPython unix port (CircuitPython's cousin),
    with the demo game and a real Store in files."""
    source = MP_SCRIPT % {"fw": str(REPO / "firmware"), "root": str(tmp_path / "saves"),
                          "tg": str(REPO / "sim" / "testgames")}
    # compatibility, not memory (the console gate on CircuitPython judges that):
    # the sources compile on the spot in a 64-bit port
    out = run_script(tmp_path, source, heap="192K", timeout=60, name="mp_saves.py")
    assert out.returncode == 0, out.stderr + out.stdout
    assert out.stdout.splitlines() == [
        "[] [] None",
        "Race saved.",
        "None",
        "[] ['demo'] Zed",
        "['Ann', 'Bot 2', 'Bot 3'] 30 wait 77 True",
        "[] []",
    ]
