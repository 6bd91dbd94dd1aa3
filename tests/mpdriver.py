"""Runs a script on the MicroPython unix port beside this Python, for the
tests that check a game's memory, speed and results as a board would
(this module has no tests of its own).

Its objects are larger than the board's (a 64-bit port), so a heap that is
enough there is enough, with room, on the board.
"""

import io
import json
import subprocess
import sys
from pathlib import Path

from sim import memcheck

REPO = Path(__file__).resolve().parents[1]
MICROPYTHON = Path(sys.executable).parent / "micropython"

# The script's first lines: firmware/ first on sys.path, as on the board.
PATH_LINES = "import sys\nsys.path.insert(0, %r)\n" % str(REPO / "firmware")


# For scripts that time things: us() is microseconds on either interpreter.
TIMING = """\
import time
try:
    us = time.ticks_us
except AttributeError:      # CircuitPython
    def us():
        return time.monotonic_ns() // 1000
"""


def board_like():
    """CircuitPython's test interpreter where it is there (32-bit, as a board),
    else the MicroPython unix port."""
    from sim import consolerun
    return consolerun.interpreter() or str(MICROPYTHON)


def run_script(tmp_path, source, heap=None, timeout=120, name="driver.py", interp=None):
    """Run source (after PATH_LINES) from tmp_path under interp (default:
    micropython), its heap capped at heap ("96K") if given; returns the
    finished subprocess.CompletedProcess with text stdout and stderr."""
    path = tmp_path / name
    path.write_text(PATH_LINES + source)
    from sim import consolerun
    # ahead of other processes where allowed: tests time bots on it
    args = consolerun.realtime() + [str(interp or MICROPYTHON)]
    if heap is not None:
        args += ["-X", "heapsize=%s" % heap]
    return subprocess.run(args + [str(path)], capture_output=True, text=True,
                          timeout=timeout, cwd=str(tmp_path))


def memory_gate(game_id):
    """(exit status, JSON record) of ``sim.memcheck --game game_id``: one
    hard-bot game at the most players in the gate's heap (96 KB)."""
    out = io.StringIO()
    status = memcheck.main(["--game", game_id], out)
    return status, json.loads(out.getvalue())
