"""The console's hardware-free parts run on MicroPython: buttons, clock, settings."""

from pathlib import Path

from mpdriver import run_script

REPO = Path(__file__).resolve().parents[1]

SCRIPT = r'''
import sys
sys.path.append(%r)
from paddock import hal
from paddock.hal import clock
from paddock.hal.buttons import Buttons
from paddock.hal.profiles import profile
from paddock.console.settings import Settings

class Ev:
    key_number = 0
    pressed = False

class Q:
    def __init__(self):
        self.pending = []
    def get_into(self, ev):
        if not self.pending:
            return False
        ev.key_number, ev.pressed = self.pending.pop(0)
        return True

class Src:
    def __init__(self):
        self.events = Q()

class Pin:
    value = 32768

src = Src()
jx = Pin()
jy = Pin()
b = Buttons(profile("pygamer"), src, jx, jy, Ev())
b.set_repeat(500, 180)
b.update(clock.PERIOD - 310)   # the console's first pass learns what is held
src.events.pending.append((1, True))
jx.value = 100
got = []
t = clock.PERIOD - 300
for _ in range(100):
    b.update(t)
    k = b.get()
    while k >= 0:
        got.append(hal.NAMES[k])
        k = b.get()
    t = clock.add(t, 10)
print(" ".join(got))
s = Settings()
s.names[0] = "Zed"
print(Settings.from_bytes(s.to_bytes()).names[0], s.level_name())
''' % str(REPO / "firmware")


def test_buttons_and_settings_on_micropython(tmp_path):
    out = run_script(tmp_path, SCRIPT, heap="96K", timeout=60, name="mp_console.py")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.split("\n")
    # A at once, LEFT from the joystick, then LEFT repeats at 500, 680, 860 ms
    assert lines[0] == "A LEFT LEFT LEFT LEFT"
    assert lines[1] == "Zed normal"
