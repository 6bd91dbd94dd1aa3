"""The sound and lights on CircuitPython's test interpreter, with the stand-ins
for its missing modules (``sim/cpboard/standins.py``): what ``paddock.hal.cues``
costs a race's heap as ``make flash`` ships it (.mpy), and a whole bot race
followed by it there, its tunes stepped and its lights worked out."""

import subprocess
from pathlib import Path

import pytest

from mpdriver import run_script
from sim import consolerun

REPO = Path(__file__).resolve().parents[1]
CUES_MOST = 1400     # bytes of heap the module may hold (measured: 1,232)

SCRIPT = """\
sys.path.insert(0, %(rig)r)
sys.path.insert(0, %(tmp)r)
import gc
import micropython
import standins
from paddock.hal import clock
import paddock.hal
# Room in the qstr pool first, so the module's own names are what is counted
# (not the next pool, which every later module would share).
o = standins.Space()
for i in range(400):
    setattr(o, "zq%%d" %% i, 1)
o = None
gc.collect()
before = gc.mem_alloc()
import cuesmpy
gc.collect()
print("COST", gc.mem_alloc() - before)

# A bot race, followed a move at a time, with every tune stepped through.
from paddock.hal import cues, outputs
from paddock.games.zoomzoom import rules, bots
from paddock.core.game import bot_move


class Profile:
    parts = 7


class App:
    profile = Profile()
    display = standins.board.DISPLAY


outputs.apply(App(), 2, 2, 0)
print("LIT", cues.dim, cues.wave is not None, cues.pin is not None,
      standins.board.DISPLAY.brightness)


class Turns:
    lines = []
    holder = 0

    def my_turn(self):
        return st.to_move() == 0


class View:
    pass


st = rules.new_game({"players": 3, "seats": bytearray([4, 4, 4])}, 5)
view = View()
view.state = st
view.turns = Turns()
tunes = {}
now = 0
moves = 0
while not st.over() and moves < 3000:
    cues.race(view)
    if cues.at:
        tunes[cues.tune] = 1
    for _ in range(12):
        now += 10
        cues.tick(now)
    st.play(bot_move(st, bots))
    moves += 1
cues.race(view)
print("RACE", st.over(), cues.tune, "".join(str(t) for t in sorted(tunes)))
"""


@pytest.fixture
def interpreter():
    cp = consolerun.interpreter()
    cross = consolerun.mpy_cross()
    if cp is None or cross is None:
        pytest.skip("no CircuitPython test interpreter here")
    return cp, cross


def test_cues_on_circuitpython(tmp_path, interpreter):
    cp, cross = interpreter
    subprocess.run([cross, "-O3", "-s", "paddock", "-o", str(tmp_path / "cuesmpy.mpy"),
                    str(REPO / "firmware" / "paddock" / "hal" / "cues.py")], check=True)
    done = run_script(tmp_path, SCRIPT % {"rig": str(REPO / "sim" / "cpboard"),
                                          "tmp": str(tmp_path)},
                      heap="512K", interp=cp, timeout=300)
    assert done.returncode == 0, done.stderr
    said = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert int(said["COST"]) <= CUES_MOST
    assert said["LIT"] == "1 True True 0.25"       # Lights High (a shift of 1), sound, Dim
    over, last, played = said["RACE"].split()
    assert over == "True" and last == "6"               # no human won: the loser's jingle
    assert set("0134") <= set(played)                   # card, car, turn and flag tunes
