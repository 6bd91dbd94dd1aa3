"""Zoom Zoom Vroom's modules keep the codes they use as private consts
(folded into the board's bytecode: no names in the heap). Each must agree
with the public table in ``codes`` that tests and tools read."""

import os
import subprocess
import sys


def test_a_race_never_loads_the_public_table():
    # a fresh interpreter: this one's modules are shared with other tests
    code = ("import sys; from paddock.games.zoomzoom import rules, bots, hard, view; "
            "print('paddock.games.zoomzoom.codes' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=dict(os.environ, PYTHONPATH="firmware"), check=True)
    assert out.stdout.strip() == "False"
